-- The private previews of "Challenge to Stratego" (the Apps menu) that have posted their
-- challenge: a preview posts once, however often (or however fast) its button is pressed.
CREATE TABLE posted_challenge_previews (
    message_id      INTEGER PRIMARY KEY,
    challenge_id    INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE
);
