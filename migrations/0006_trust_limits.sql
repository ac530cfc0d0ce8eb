-- Whether any member may create a tournament (1), or only organisers: Manage Server or the
-- organiser role (0, the default).
ALTER TABLE guild_settings ADD COLUMN open_tournaments INTEGER NOT NULL DEFAULT 0;

-- How many draws each player has offered in a game: offers are capped so that offering and
-- withdrawing cannot be used to ping the opponent again and again.
CREATE TABLE draw_offer_counts (
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL,
    offers          INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, color)
);

-- The name each member last showed when they used the bot, so lists and images name players
-- without one Discord request per name.
CREATE TABLE user_names (
    user_id         INTEGER PRIMARY KEY,
    name            TEXT    NOT NULL,
    seen_at         INTEGER NOT NULL
);
