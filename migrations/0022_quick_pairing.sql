-- Quick pairing (/play): members waiting for a game, one entry per member per server. `seek`
-- is the canonical JSON of the options they asked for: two entries pair only when it is equal.
CREATE TABLE play_queue (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    seek            TEXT    NOT NULL,
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    rating          REAL    NOT NULL,
    joined_at       INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL CHECK (expires_at > joined_at),
    PRIMARY KEY (guild_id, user_id)
);
CREATE INDEX play_queue_seek ON play_queue(guild_id, seek, joined_at);
CREATE INDEX play_queue_expiry ON play_queue(expires_at);

-- Each join or leave of the queue, for the limit on toggling it (pruned as it is read).
CREATE TABLE play_queue_toggles (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    at              INTEGER NOT NULL
);
CREATE INDEX play_queue_toggles_member ON play_queue_toggles(guild_id, user_id, at);

-- Whom the queue paired a member with last, so the same two are not paired twice in a row
-- while someone else is waiting.
CREATE TABLE play_last_opponent (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    opponent_id     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- The options a member last challenged with on a server: what "Challenge to Stratego" offers.
CREATE TABLE usual_options (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    options         TEXT    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- Members who have been pointed to /help once. Everyone who used the bot before counts as
-- greeted: the hint is for newcomers.
CREATE TABLE greeted (
    user_id         INTEGER PRIMARY KEY,
    at              INTEGER NOT NULL
);
INSERT OR IGNORE INTO greeted (user_id, at) SELECT user_id, 0 FROM user_prefs;
INSERT OR IGNORE INTO greeted (user_id, at) SELECT user_id, 0 FROM user_names;
INSERT OR IGNORE INTO greeted (user_id, at) SELECT red_id, 0 FROM matches;
INSERT OR IGNORE INTO greeted (user_id, at) SELECT blue_id, 0 FROM matches;
INSERT OR IGNORE INTO greeted (user_id, at) SELECT challenger_id, 0 FROM challenges;

-- How a player is reminded of their turn in correspondence games: NULL is the default (half
-- time and an hour before the end), 'off', 'once' (an hour before the end) or 'every:N' hours.
ALTER TABLE user_prefs ADD COLUMN reminders TEXT
    CHECK (reminders IS NULL OR reminders IN ('off', 'once') OR reminders GLOB 'every:[1-9]*');
