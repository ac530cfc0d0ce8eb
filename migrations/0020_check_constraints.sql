-- CHECK constraints on every enumerated column (status, colour, phase, result, variant), so a
-- bad value cannot be stored. SQLite cannot add a CHECK to a table, so each table is rebuilt:
-- create the new one, copy, drop the old, rename, recreate its indexes.
--
-- Dropping `matches` with foreign keys on would delete (ON DELETE CASCADE) every setup, move,
-- deadline ... of every game. SQLite ignores `PRAGMA foreign_keys` inside a transaction, and
-- sqlx 0.8 runs every SQLite migration inside one (it ignores `-- no-transaction` there), so
-- `Store` turns foreign keys off around the migrator. The guard below refuses to run otherwise;
-- the check at the end refuses to commit a broken reference. The stored spellings are the
-- ones the code has always written (see each type's `name()`).

CREATE TEMP TABLE _guard (what TEXT NOT NULL, bad INTEGER NOT NULL CHECK (bad = 0));
INSERT INTO _guard SELECT 'foreign keys must be off', foreign_keys FROM pragma_foreign_keys;

-- AUTOINCREMENT high-water marks, so no id is ever handed out twice.
CREATE TEMP TABLE _seq AS SELECT name, seq FROM sqlite_sequence;

CREATE TABLE matches_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    thread_id       INTEGER,
    red_id          INTEGER NOT NULL,
    blue_id         INTEGER NOT NULL,
    options         TEXT    NOT NULL,
    rules           TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'setup'
                    CHECK (status IN ('setup', 'playing', 'finished', 'cancelled')),
    ply             INTEGER NOT NULL DEFAULT 0 CHECK (ply >= 0),
    winner          TEXT    CHECK (winner IN ('red', 'blue')),
    end_reason      TEXT    CHECK (end_reason IN ('flag_captured', 'no_legal_move', 'both_stuck',
                        'resignation', 'agreed_draw', 'timeout', 'no_attack_limit',
                        'move_limit', 'cancelled')),
    created_at      INTEGER NOT NULL,
    started_at      INTEGER,
    finished_at     INTEGER
);
INSERT INTO matches_new (id, guild_id, channel_id, thread_id, red_id, blue_id, options, rules,
    status, ply, winner, end_reason, created_at, started_at, finished_at)
SELECT id, guild_id, channel_id, thread_id, red_id, blue_id, options, rules,
    status, ply, winner, end_reason, created_at, started_at, finished_at FROM matches;
DROP TABLE matches;
ALTER TABLE matches_new RENAME TO matches;
CREATE INDEX matches_red ON matches(red_id, status);
CREATE INDEX matches_blue ON matches(blue_id, status);
CREATE INDEX matches_thread ON matches(thread_id);

CREATE TABLE challenges_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    challenger_id   INTEGER NOT NULL,
    opponent_id     INTEGER,
    options         TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'open'
                    CHECK (status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')),
    match_id        INTEGER REFERENCES matches(id),
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL
);
INSERT INTO challenges_new (id, guild_id, channel_id, challenger_id, opponent_id, options,
    status, match_id, created_at, expires_at)
SELECT id, guild_id, channel_id, challenger_id, opponent_id, options,
    status, match_id, created_at, expires_at FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_new RENAME TO challenges;
CREATE INDEX challenges_open ON challenges(status, guild_id);

CREATE TABLE setups_new (
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL CHECK (color IN ('red', 'blue')),
    user_id         INTEGER NOT NULL,
    deployment      TEXT    NOT NULL,
    ready           INTEGER NOT NULL DEFAULT 0 CHECK (ready IN (0, 1)),
    salt            TEXT,
    commitment      TEXT,
    selected        INTEGER,
    PRIMARY KEY (match_id, color)
);
INSERT INTO setups_new (match_id, color, user_id, deployment, ready, salt, commitment, selected)
SELECT match_id, color, user_id, deployment, ready, salt, commitment, selected FROM setups;
DROP TABLE setups;
ALTER TABLE setups_new RENAME TO setups;

CREATE TABLE moves_new (
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    ply             INTEGER NOT NULL,
    color           TEXT    NOT NULL CHECK (color IN ('red', 'blue')),
    from_sq         TEXT    NOT NULL,
    to_sq           TEXT    NOT NULL,
    rank            TEXT    NOT NULL
                    CHECK (rank IN ('X', '9', '8', '7', '6', '5', '4', '3', '2', 'S', 'B', 'F')),
    attacker        TEXT
                    CHECK (attacker IN ('X', '9', '8', '7', '6', '5', '4', '3', '2', 'S', 'B', 'F')),
    defender        TEXT
                    CHECK (defender IN ('X', '9', '8', '7', '6', '5', '4', '3', '2', 'S', 'B', 'F')),
    battle_outcome  TEXT    CHECK (battle_outcome IN ('attacker', 'defender', 'both')),
    played_at       INTEGER NOT NULL,
    PRIMARY KEY (match_id, ply)
);
INSERT INTO moves_new (match_id, ply, color, from_sq, to_sq, rank, attacker, defender,
    battle_outcome, played_at)
SELECT match_id, ply, color, from_sq, to_sq, rank, attacker, defender,
    battle_outcome, played_at FROM moves;
DROP TABLE moves;
ALTER TABLE moves_new RENAME TO moves;

CREATE TABLE draw_offers_new (
    match_id        INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL CHECK (color IN ('red', 'blue')),
    ply             INTEGER NOT NULL
);
INSERT INTO draw_offers_new (match_id, color, ply) SELECT match_id, color, ply FROM draw_offers;
DROP TABLE draw_offers;
ALTER TABLE draw_offers_new RENAME TO draw_offers;

CREATE TABLE draw_offer_counts_new (
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL CHECK (color IN ('red', 'blue')),
    offers          INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, color)
);
INSERT INTO draw_offer_counts_new (match_id, color, offers)
SELECT match_id, color, offers FROM draw_offer_counts;
DROP TABLE draw_offer_counts;
ALTER TABLE draw_offer_counts_new RENAME TO draw_offer_counts;

CREATE TABLE setup_taps_new (
    interaction_id  INTEGER PRIMARY KEY,
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL CHECK (color IN ('red', 'blue')),
    slot            INTEGER NOT NULL,
    applied_at      INTEGER NOT NULL
);
INSERT INTO setup_taps_new (interaction_id, match_id, color, slot, applied_at)
SELECT interaction_id, match_id, color, slot, applied_at FROM setup_taps;
DROP TABLE setup_taps;
ALTER TABLE setup_taps_new RENAME TO setup_taps;
CREATE INDEX setup_taps_match ON setup_taps(match_id);

CREATE TABLE deadlines_new (
    match_id        INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    phase           TEXT    NOT NULL CHECK (phase IN ('setup', 'move')),
    ply             INTEGER NOT NULL,
    color           TEXT    CHECK (color IN ('red', 'blue')),
    started_at      INTEGER NOT NULL,
    due_at          INTEGER NOT NULL,
    red_bank_ms     INTEGER,
    blue_bank_ms    INTEGER,
    reminders_sent  INTEGER NOT NULL DEFAULT 0
);
INSERT INTO deadlines_new (match_id, phase, ply, color, started_at, due_at, red_bank_ms,
    blue_bank_ms, reminders_sent)
SELECT match_id, phase, ply, color, started_at, due_at, red_bank_ms,
    blue_bank_ms, reminders_sent FROM deadlines;
DROP TABLE deadlines;
ALTER TABLE deadlines_new RENAME TO deadlines;
CREATE INDEX deadlines_due ON deadlines(due_at);

CREATE TABLE tournaments_new (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id            INTEGER NOT NULL,
    channel_id          INTEGER NOT NULL,
    creator_id          INTEGER NOT NULL,
    name                TEXT    NOT NULL,
    format              TEXT    NOT NULL,
    options             TEXT    NOT NULL,
    max_players         INTEGER NOT NULL,
    signup_deadline     INTEGER,
    round_secs          INTEGER,
    status              TEXT    NOT NULL DEFAULT 'signup'
                        CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    created_at          INTEGER NOT NULL,
    started_at          INTEGER,
    finished_at         INTEGER,
    finish_announced    INTEGER NOT NULL DEFAULT 0
);
INSERT INTO tournaments_new (id, guild_id, channel_id, creator_id, name, format, options,
    max_players, signup_deadline, round_secs, status, created_at, started_at, finished_at,
    finish_announced)
SELECT id, guild_id, channel_id, creator_id, name, format, options,
    max_players, signup_deadline, round_secs, status, created_at, started_at, finished_at,
    finish_announced FROM tournaments;
DROP TABLE tournaments;
ALTER TABLE tournaments_new RENAME TO tournaments;
CREATE INDEX tournaments_guild ON tournaments(guild_id, status);

CREATE TABLE saved_setups_new (
    user_id         INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    variant         TEXT    NOT NULL CHECK (variant IN ('classic', 'barrage', 'duel', 'free')),
    deployment      TEXT    NOT NULL,
    saved_at        INTEGER NOT NULL,
    PRIMARY KEY (user_id, name)
);
INSERT INTO saved_setups_new (user_id, name, variant, deployment, saved_at)
SELECT user_id, name, variant, deployment, saved_at FROM saved_setups;
DROP TABLE saved_setups;
ALTER TABLE saved_setups_new RENAME TO saved_setups;

CREATE TABLE user_prefs_new (
    user_id         INTEGER PRIMARY KEY,
    numbering       TEXT    NOT NULL DEFAULT 'new' CHECK (numbering IN ('old', 'new')),
    ping            INTEGER NOT NULL DEFAULT 1,
    language        TEXT
);
INSERT INTO user_prefs_new (user_id, numbering, ping, language)
SELECT user_id, numbering, ping, language FROM user_prefs;
DROP TABLE user_prefs;
ALTER TABLE user_prefs_new RENAME TO user_prefs;

CREATE TABLE ratings_new (
    guild_id            INTEGER NOT NULL,
    variant             TEXT    NOT NULL
                        CHECK (variant IN ('classic', 'barrage', 'duel', 'free')),
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
INSERT INTO ratings_new (guild_id, variant, user_id, rating, deviation, volatility, games, wins,
    losses, draws, updated_at)
SELECT guild_id, variant, user_id, rating, deviation, volatility, games, wins,
    losses, draws, updated_at FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_new RENAME TO ratings;
CREATE INDEX ratings_board ON ratings(guild_id, variant, rating DESC);

CREATE TABLE rating_changes_new (
    match_id            INTEGER PRIMARY KEY REFERENCES matches(id),
    guild_id            INTEGER NOT NULL,
    variant             TEXT    NOT NULL
                        CHECK (variant IN ('classic', 'barrage', 'duel', 'free')),
    red_id              INTEGER NOT NULL,
    blue_id             INTEGER NOT NULL,
    red_before          REAL    NOT NULL,
    red_after           REAL    NOT NULL,
    blue_before         REAL    NOT NULL,
    blue_after          REAL    NOT NULL,
    at                  INTEGER NOT NULL
);
INSERT INTO rating_changes_new (match_id, guild_id, variant, red_id, blue_id, red_before,
    red_after, blue_before, blue_after, at)
SELECT match_id, guild_id, variant, red_id, blue_id, red_before,
    red_after, blue_before, blue_after, at FROM rating_changes;
DROP TABLE rating_changes;
ALTER TABLE rating_changes_new RENAME TO rating_changes;

UPDATE sqlite_sequence
SET seq = MAX(seq, (SELECT s.seq FROM _seq s WHERE s.name = sqlite_sequence.name))
WHERE name IN (SELECT name FROM _seq);
INSERT INTO sqlite_sequence (name, seq)
SELECT name, seq FROM _seq WHERE name NOT IN (SELECT name FROM sqlite_sequence);

-- Every reference still points at a row (a failed CHECK aborts the whole migration).
INSERT INTO _guard SELECT 'broken references', COUNT(*) FROM pragma_foreign_key_check;

DROP TABLE _guard;
DROP TABLE _seq;
