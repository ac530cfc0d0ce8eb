-- Time controls: the one running deadline of each active match, and the bot's heartbeat.
-- Times here are unix MILLISECONDS: live clocks lose and gain seconds, so whole seconds are
-- too coarse to charge fairly.

CREATE TABLE deadlines (
    match_id        INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    phase           TEXT    NOT NULL,           -- 'setup' or 'move'
    ply             INTEGER NOT NULL,           -- the ply whose move is awaited (0 in setup)
    color           TEXT,                       -- who must move; NULL in setup (both)
    started_at      INTEGER NOT NULL,           -- when this turn's time began to run
    due_at          INTEGER NOT NULL,
    red_bank_ms     INTEGER,                    -- chess clock: time left at started_at
    blue_bank_ms    INTEGER,
    reminders_sent  INTEGER NOT NULL DEFAULT 0  -- reminder points already used up
);
CREATE INDEX deadlines_due ON deadlines(due_at);

-- One row: the last moment the bot was known to be running. A gap at start is downtime.
CREATE TABLE heartbeat (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    beat_at         INTEGER NOT NULL
);
