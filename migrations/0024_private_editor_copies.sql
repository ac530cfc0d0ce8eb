-- The setup editor shown privately in a game's thread to a player whose DMs are closed. Those
-- messages are ephemeral: only the interaction that showed them can edit them, with its token,
-- for 15 minutes. Kept here so a restart does not strand the player's taps.
CREATE TABLE private_editor_copies (
    match_id        INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    user_id         INTEGER NOT NULL,
    token           TEXT NOT NULL CHECK (length(token) > 0),
    picture_id      INTEGER NOT NULL,
    left_id         INTEGER NOT NULL,
    right_id        INTEGER NOT NULL,
    -- Unix seconds after which Discord no longer takes the token.
    expires_at      INTEGER NOT NULL,
    PRIMARY KEY (match_id, user_id)
);
