-- The name a member shows on each server (their nickname there, else their global name), so a
-- nickname given on one server never shows on another. `user_names` keeps the name a user
-- shows everywhere (global name, else user name): the fallback where a server's is unknown.
CREATE TABLE guild_names (
    guild_id        INTEGER NOT NULL,
    user_id         INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    seen_at         INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
-- Rows of `user_names` written before this may hold a nickname; each is replaced by the global
-- name at the member's next interaction.
