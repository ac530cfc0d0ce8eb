-- Tournament news (a round's pairings, the final standings) is owed in one place: the outbox,
-- written with the change. News an older version still owed without a waiting post is queued
-- here once; then the flags that tracked it a second time go.
INSERT INTO outbox (lane, slot, post, created_at, not_before)
SELECT 'tournament:' || r.tournament_id, NULL,
       json_object('post', 'round_started', 'tournament', r.tournament_id, 'round', r.round),
       CAST(strftime('%s', 'now') AS INTEGER) * 1000,
       CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM tournament_rounds r
WHERE r.announced = 0
  AND NOT EXISTS (
      SELECT 1 FROM outbox o
      WHERE o.lane = 'tournament:' || r.tournament_id AND o.done_at IS NULL
        AND json_extract(o.post, '$.post') = 'round_started'
        AND json_extract(o.post, '$.round') = r.round)
ORDER BY r.tournament_id, r.round;

INSERT INTO outbox (lane, slot, post, created_at, not_before)
SELECT 'tournament:' || t.id, NULL,
       json_object('post', 'tournament_finished', 'tournament', t.id),
       CAST(strftime('%s', 'now') AS INTEGER) * 1000,
       CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM tournaments t
WHERE t.status = 'finished' AND t.finish_announced = 0
  AND NOT EXISTS (
      SELECT 1 FROM outbox o
      WHERE o.lane = 'tournament:' || t.id AND o.done_at IS NULL
        AND json_extract(o.post, '$.post') = 'tournament_finished')
ORDER BY t.id;

ALTER TABLE tournament_rounds DROP COLUMN announced;
ALTER TABLE tournaments DROP COLUMN finish_announced;
