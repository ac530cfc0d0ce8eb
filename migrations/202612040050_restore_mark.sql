-- Written by `backup` into the copy it makes, never into a live database: a bot that starts on
-- a database holding a row knows it was restored, and that outbox rows up to `outbox_upto` may
-- have been delivered by the original bot after the copy was taken. Cleared once they settle.
-- IF NOT EXISTS: the backup tool creates it in a copy of an older database too.
CREATE TABLE IF NOT EXISTS restore_mark (
    taken_at INTEGER NOT NULL,   -- unix milliseconds
    outbox_upto INTEGER NOT NULL -- the largest outbox id in the copy
);
