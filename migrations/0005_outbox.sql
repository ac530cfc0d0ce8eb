-- Every post the bot owes Discord, written in the same transaction as the change it announces.
-- The announcer delivers rows lane by lane (a lane is one place of one game: its thread, or one
-- player's DMs) in id order, so a game's posts arrive in commit order; a row with a slot (a
-- board edited in place) is dropped when a newer row of the same slot is waiting.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    lane            TEXT    NOT NULL,
    slot            TEXT,                       -- NULL: every row is its own post
    post            TEXT    NOT NULL,           -- JSON service::Announcement
    created_at      INTEGER NOT NULL,
    not_before      INTEGER NOT NULL,           -- unix milliseconds
    attempts        INTEGER NOT NULL DEFAULT 0,
    done_at         INTEGER,                    -- delivered, dropped or given up
    result          TEXT                        -- 'sent', 'superseded', 'failed: ...'
);
CREATE INDEX outbox_pending ON outbox(lane, id) WHERE done_at IS NULL;

-- The DM channel of each user, once opened: Discord gives the same channel every time, so the
-- bot asks once instead of before every private post.
CREATE TABLE dm_channels (
    user_id         INTEGER PRIMARY KEY,
    channel_id      INTEGER NOT NULL
);
