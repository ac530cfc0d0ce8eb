-- The tap-to-swap setup editor: the square a player has selected (their slot 0-39, front row
-- first), and every tap applied, so a tap Discord delivers twice is applied once.
ALTER TABLE setups ADD COLUMN selected INTEGER;

CREATE TABLE setup_taps (
    interaction_id  INTEGER PRIMARY KEY,
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    color           TEXT    NOT NULL,
    slot            INTEGER NOT NULL,
    applied_at      INTEGER NOT NULL
);
CREATE INDEX setup_taps_match ON setup_taps(match_id);
