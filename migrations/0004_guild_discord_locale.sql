-- The server's preferred locale as Discord last reported it (GUILD_CREATE / GUILD_UPDATE), so
-- public posts made outside any interaction (timers, rounds) still speak the server's language.
ALTER TABLE guild_settings ADD COLUMN discord_locale TEXT;
