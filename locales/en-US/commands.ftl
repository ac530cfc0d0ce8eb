# Slash commands: names must be lowercase without spaces (see src/i18n/commands.rs),
# descriptions at most 100 characters.

cmd-settings-name = settings
cmd-settings-description = Change your personal settings.
cmd-settings-language-name = language
cmd-settings-language-description = Choose the language the bot uses when it writes to you.
cmd-settings-language-language-name = language
cmd-settings-language-language-description = Your language
