-- Tournaments run by the bot, and ratings per server and variant.
-- The rows mirror the pure core (src/tournament): entrants, rounds, games and byes; the core
-- is rebuilt from them on every change, so a restart loses nothing.

CREATE TABLE tournaments (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id            INTEGER NOT NULL,
    channel_id          INTEGER NOT NULL,
    creator_id          INTEGER NOT NULL,
    name                TEXT    NOT NULL,
    format              TEXT    NOT NULL,           -- JSON tournament::Format
    options             TEXT    NOT NULL,           -- JSON MatchOptions for every game
    max_players         INTEGER NOT NULL,
    signup_deadline     INTEGER,                    -- NULL: an organiser starts it
    round_secs          INTEGER,                    -- NULL: rounds have no deadline
    status              TEXT    NOT NULL DEFAULT 'signup',
    created_at          INTEGER NOT NULL,
    started_at          INTEGER,
    finished_at         INTEGER,
    -- Set once the Discord layer has posted the final standings.
    finish_announced    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_guild ON tournaments(guild_id, status);

CREATE TABLE tournament_players (
    tournament_id       INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id             INTEGER NOT NULL,
    rating              REAL    NOT NULL,           -- seeding rating, fixed at start
    withdrawn           INTEGER NOT NULL DEFAULT 0,
    joined_at           INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE TABLE tournament_rounds (
    tournament_id       INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round               INTEGER NOT NULL,           -- from 0
    byes                TEXT    NOT NULL,           -- JSON list of user ids
    started_at          INTEGER NOT NULL,
    deadline            INTEGER,
    -- Set once the Discord layer has opened the threads and sent the pairings.
    announced           INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, round)
);

CREATE TABLE tournament_games (
    tournament_id       INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round               INTEGER NOT NULL,
    game                INTEGER NOT NULL,           -- index in the round, board order
    red_id              INTEGER NOT NULL,
    blue_id             INTEGER NOT NULL,
    result              TEXT,                       -- JSON tournament::GameResult
    match_id            INTEGER UNIQUE REFERENCES matches(id),
    PRIMARY KEY (tournament_id, round, game)
);

CREATE TABLE ratings (
    guild_id            INTEGER NOT NULL,
    variant             TEXT    NOT NULL,
    user_id             INTEGER NOT NULL,
    rating              REAL    NOT NULL,
    deviation           REAL    NOT NULL,
    volatility          REAL    NOT NULL,
    games               INTEGER NOT NULL DEFAULT 0,
    wins                INTEGER NOT NULL DEFAULT 0,
    losses              INTEGER NOT NULL DEFAULT 0,
    draws               INTEGER NOT NULL DEFAULT 0,
    updated_at          INTEGER NOT NULL,
    PRIMARY KEY (guild_id, variant, user_id)
);
CREATE INDEX ratings_board ON ratings(guild_id, variant, rating DESC);

-- One row per rated match: the primary key makes a game change ratings at most once.
CREATE TABLE rating_changes (
    match_id            INTEGER PRIMARY KEY REFERENCES matches(id),
    guild_id            INTEGER NOT NULL,
    variant             TEXT    NOT NULL,
    red_id              INTEGER NOT NULL,
    blue_id             INTEGER NOT NULL,
    red_before          REAL    NOT NULL,
    red_after           REAL    NOT NULL,
    blue_before         REAL    NOT NULL,
    blue_after          REAL    NOT NULL,
    at                  INTEGER NOT NULL
);
