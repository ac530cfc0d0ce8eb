-- One bot per database: the running bot holds this row and renews it on its own timer (also
-- while Discord is away); another process refuses to start while it is fresh, and takes it
-- over only once it is stale or its holder, on the same machine, is gone.
CREATE TABLE instance_lease (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    holder      TEXT NOT NULL,
    host        TEXT NOT NULL,
    pid         INTEGER NOT NULL,
    renewed_at  INTEGER NOT NULL
);
