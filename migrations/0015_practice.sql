-- Practice games against the bot: which seat the bot holds and how strongly it plays.
-- A practice match is never rated; /profile counts its results apart.
CREATE TABLE practice_matches (
    match_id        INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    bot_id          INTEGER NOT NULL,
    level           TEXT    NOT NULL
);
