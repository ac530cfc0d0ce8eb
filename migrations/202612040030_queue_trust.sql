-- Quick pairing and challenges on a growing server (issue 33).

-- The channels a waiting member can read and the bot can post in, as a JSON array of ids
-- (NULL: not known, written before this column): a quick match opens where both can see it.
ALTER TABLE play_queue ADD COLUMN readable TEXT;

-- Matches quick pairing made: abandoning one in setup costs the abandoner a queue cooldown.
CREATE TABLE quick_matches (
    match_id        INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE
);

-- Until when a member may not join a server's queue (unix seconds).
CREATE TABLE queue_cooldowns (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    until           INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- Rolling caps count a member's recent challenges and matches.
CREATE INDEX challenges_made ON challenges(guild_id, challenger_id, created_at);
CREATE INDEX matches_red_created ON matches(guild_id, red_id, created_at);
CREATE INDEX matches_blue_created ON matches(guild_id, blue_id, created_at);
