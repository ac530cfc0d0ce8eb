-- Heat maps and replays look a server's finished games up by its id: without an index on the
-- server column each such look-up read the whole matches table (every server's games).
CREATE INDEX matches_guild ON matches(guild_id, status, id);
