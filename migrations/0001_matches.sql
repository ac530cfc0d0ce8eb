-- Discord snowflakes are stored as INTEGER (bit-cast from u64); times are unix seconds (UTC).

CREATE TABLE challenges (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    challenger_id   INTEGER NOT NULL,
    -- NULL: an open challenge anyone but the challenger may accept.
    opponent_id     INTEGER,
    options         TEXT    NOT NULL,           -- JSON MatchOptions
    status          TEXT    NOT NULL DEFAULT 'open',
    match_id        INTEGER REFERENCES matches(id),
    created_at      INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL
);
CREATE INDEX challenges_open ON challenges(status, guild_id);

CREATE TABLE matches (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER NOT NULL,
    channel_id      INTEGER NOT NULL,
    thread_id       INTEGER,
    red_id          INTEGER NOT NULL,
    blue_id         INTEGER NOT NULL,
    options         TEXT    NOT NULL,           -- JSON MatchOptions
    rules           TEXT    NOT NULL,           -- JSON engine::Rules
    status          TEXT    NOT NULL DEFAULT 'setup',
    ply             INTEGER NOT NULL DEFAULT 0,
    winner          TEXT,                       -- 'red' / 'blue' / NULL (draw or unfinished)
    end_reason      TEXT,
    created_at      INTEGER NOT NULL,
    started_at      INTEGER,
    finished_at     INTEGER
);
CREATE INDEX matches_red ON matches(red_id, status);
CREATE INDEX matches_blue ON matches(blue_id, status);
CREATE INDEX matches_thread ON matches(thread_id);

CREATE TABLE setups (
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL,
    user_id         INTEGER NOT NULL,
    deployment      TEXT    NOT NULL,
    ready           INTEGER NOT NULL DEFAULT 0,
    salt            TEXT,
    commitment      TEXT,
    PRIMARY KEY (match_id, color)
);

-- Append-only: one row per ply; the primary key makes a move apply at most once.
CREATE TABLE moves (
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    ply             INTEGER NOT NULL,
    color           TEXT    NOT NULL,
    from_sq         TEXT    NOT NULL,
    to_sq           TEXT    NOT NULL,
    rank            TEXT    NOT NULL,           -- the mover's rank: referee data, never shown raw
    attacker        TEXT,
    defender        TEXT,
    battle_outcome  TEXT,
    played_at       INTEGER NOT NULL,
    PRIMARY KEY (match_id, ply)
);

CREATE TABLE draw_offers (
    match_id        INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL,
    ply             INTEGER NOT NULL
);

-- Messages the bot edits later. scope is 'match' or 'challenge'.
CREATE TABLE message_refs (
    scope           TEXT    NOT NULL,
    scope_id        INTEGER NOT NULL,
    kind            TEXT    NOT NULL,
    channel_id      INTEGER NOT NULL,
    message_id      INTEGER NOT NULL,
    PRIMARY KEY (scope, scope_id, kind, channel_id)
);

CREATE TABLE saved_setups (
    user_id         INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    variant         TEXT    NOT NULL,
    deployment      TEXT    NOT NULL,
    saved_at        INTEGER NOT NULL,
    PRIMARY KEY (user_id, name)
);

CREATE TABLE user_prefs (
    user_id         INTEGER PRIMARY KEY,
    numbering       TEXT    NOT NULL DEFAULT 'new',
    ping            INTEGER NOT NULL DEFAULT 1,
    language        TEXT
);

CREATE TABLE guild_settings (
    guild_id            INTEGER PRIMARY KEY,
    match_channel_id    INTEGER,
    organiser_role_id   INTEGER,
    locale              TEXT
);
