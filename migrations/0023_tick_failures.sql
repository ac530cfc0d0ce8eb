-- Tournaments the periodic tick could not start or settle: failures in a row and when to try
-- again. Kept across restarts, so a restart neither retries every stuck tournament at once nor
-- tells an organiser a second time.
CREATE TABLE tournament_tick_failures (
    tournament_id   INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    failures        INTEGER NOT NULL CHECK (failures > 0),
    retry_at        INTEGER NOT NULL
);
