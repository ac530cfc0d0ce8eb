//! `stratego_bot backup` while games are being played: the copy is one consistent moment of
//! the database, restores, and every game in it replays to the state it had at that moment.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use chrono::{Duration, Utc};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use stratego_bot::engine::{Color, Variant, Viewer};
use stratego_bot::record::GameRecord;
use stratego_bot::service::{
    ChannelId, ColorChoice, GuildId, MatchId, MatchOptions, MatchStatus, NewChallenge, Service,
    UserId, game_record_text,
};
use stratego_bot::store;

const ALICE: UserId = UserId(111);
const BOB: UserId = UserId(222);

fn url_of(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

/// Alice (red) and Bob (blue), both locked in: a game ready to play.
async fn started_match(service: &Service, variant: Variant) -> MatchId {
    let options = MatchOptions {
        variant,
        challenger_color: ColorChoice::Red,
        ..MatchOptions::default()
    };
    let challenge = NewChallenge {
        guild: GuildId(1),
        channel: ChannelId(10),
        challenger: ALICE,
        opponent: Some(BOB),
        options,
        expires_at: Utc::now() + Duration::hours(1),
    };
    let c = service.create_challenge(challenge).await.unwrap();
    let id = service.accept_challenge(c.id, BOB).await.unwrap().match_id;
    service.setup_ready(id, ALICE).await.unwrap();
    service.setup_ready(id, BOB).await.unwrap();
    id
}

fn player(color: Color) -> UserId {
    match color {
        Color::Red => ALICE,
        Color::Blue => BOB,
    }
}

/// One random legal move; false when the game is over.
async fn play_one(service: &Service, id: MatchId, rng: &mut ChaCha8Rng) -> bool {
    let m = service.get_match(id).await.unwrap();
    if m.status != MatchStatus::Playing {
        return false;
    }
    let view = service.view(id, Viewer::Spectator).await.unwrap();
    let user = player(view.to_move);
    let moves = service.legal_moves(id, user).await.unwrap();
    let mv = moves[rng.gen_range(0..moves.len())];
    service.make_move(id, user, mv, Some(m.ply)).await.unwrap();
    true
}

/// Everything about one match that a restore must bring back.
async fn rows(
    service: &Service,
    id: MatchId,
) -> (store::MatchRow, Vec<store::SetupRow>, Vec<store::MoveRow>) {
    let mut conn = service.store().conn().await.unwrap();
    let m = store::matches::get(&mut conn, id).await.unwrap().unwrap();
    let setups = store::setups::both(&mut conn, id).await.unwrap();
    let moves = store::moves::all(&mut conn, id).await.unwrap();
    (m, setups, moves)
}

async fn match_ids(service: &Service) -> Vec<MatchId> {
    sqlx::query_scalar::<_, i64>("SELECT id FROM matches ORDER BY id")
        .fetch_all(service.store().pool())
        .await
        .unwrap()
        .into_iter()
        .map(MatchId)
        .collect()
}

/// Restores `backup` as an admin would (a copy under the database's name in a fresh place).
async fn restore(backup: &Path, into: &Path) -> Service {
    let db = into.join("stratego.db");
    std::fs::copy(backup, &db).unwrap();
    Service::open(&url_of(&db)).await.expect("the backup opens")
}

/// Checks every game of `restored` against its record and against `live`.
async fn assert_restored_games_replay(restored: &Service, live: &Service) -> (usize, usize) {
    let (mut finished, mut active) = (0, 0);
    for id in match_ids(restored).await {
        let (m, setups, moves) = rows(restored, id).await;
        // One moment: the match row and its move log agree.
        assert_eq!(m.ply as usize, moves.len(), "match {id}");
        let (_, live_setups, live_moves) = rows(live, id).await;
        assert_eq!(setups, live_setups, "match {id}");
        assert_eq!(moves[..], live_moves[..moves.len()], "match {id}");
        // Replaying the record (setups and moves) reaches the state the restored bot shows.
        let record = GameRecord::parse(&game_record_text(&m, &setups, &moves)).unwrap();
        let mut game = record.start_game(&record.rules).unwrap();
        for recorded in &record.moves {
            game.play(recorded.mv).unwrap();
        }
        for viewer in [
            Viewer::Player(Color::Red),
            Viewer::Player(Color::Blue),
            Viewer::Spectator,
        ] {
            assert_eq!(
                restored.view(id, viewer).await.unwrap(),
                game.view(viewer),
                "match {id}"
            );
        }
        let replayed = record.replay(&record.rules).unwrap();
        assert!(replayed.illegal.is_none());
        assert_eq!(replayed.moves_played, moves.len());
        if m.status == MatchStatus::Finished {
            assert_eq!(replayed.result, m.outcome, "match {id}");
            finished += 1;
        } else {
            assert_eq!(m.status, MatchStatus::Playing);
            active += 1;
        }
    }
    (finished, active)
}

#[tokio::test(flavor = "multi_thread")]
async fn backups_taken_during_play_restore_and_replay_to_the_same_state() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("stratego.db");
    let url = url_of(&db);
    let live = Service::open(&url).await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    // Two finished games, then four being played while the backups are taken.
    for _ in 0..2 {
        let id = started_match(&live, Variant::Barrage).await;
        while play_one(&live, id, &mut rng).await {}
    }
    let mut playing = Vec::new();
    for _ in 0..4 {
        playing.push(started_match(&live, Variant::Classic).await);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let played = Arc::new(AtomicU32::new(0));
    let writer = tokio::spawn({
        let (live, stop, played) = (live.clone(), stop.clone(), played.clone());
        async move {
            let mut rng = ChaCha8Rng::seed_from_u64(8);
            while !stop.load(Ordering::SeqCst) {
                for &id in &playing {
                    if play_one(&live, id, &mut rng).await {
                        played.fetch_add(1, Ordering::SeqCst);
                    }
                }
            }
        }
    });
    let wait_for_moves = |n: u32| {
        let played = played.clone();
        async move {
            while played.load(Ordering::SeqCst) < n {
                tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            }
        }
    };
    wait_for_moves(20).await;
    // Through the library, as the command does it ...
    let first = dir.path().join("first.db");
    let summary = stratego_bot::cli::backup::backup(&url, &first)
        .await
        .unwrap();
    assert_eq!(summary.matches, 6);
    wait_for_moves(played.load(Ordering::SeqCst) + 20).await;
    // ... and through the binary, a separate process reading the same file.
    let second = dir.path().join("second.db");
    let output = {
        let (url, second) = (url.clone(), second.clone());
        tokio::task::spawn_blocking(move || backup_command(&url, &second))
            .await
            .unwrap()
    };
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let said = String::from_utf8(output.stdout).unwrap();
    assert!(
        said.starts_with("backed up ") && said.contains("6 games"),
        "{said}"
    );
    assert!(
        !writer.is_finished(),
        "the backups ran while games were being played"
    );
    let moves_at_second = played.load(Ordering::SeqCst);
    wait_for_moves(moves_at_second + 10).await;
    stop.store(true, Ordering::SeqCst);
    writer.await.unwrap();

    for (i, backup) in [first, second].iter().enumerate() {
        assert!(!partial_of(backup).exists());
        let place = tempfile::tempdir().unwrap();
        let restored = restore(backup, place.path()).await;
        let (finished, active) = assert_restored_games_replay(&restored, &live).await;
        assert_eq!(finished, 2, "backup {i}");
        assert!(active >= 1, "backup {i}");
        // The restored bot plays on.
        let on = match_ids(&restored).await;
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let id = on[on.len() - 1];
        if restored.get_match(id).await.unwrap().status == MatchStatus::Playing {
            assert!(play_one(&restored, id, &mut rng).await);
        }
        restored.shutdown().await;
    }
    live.shutdown().await;
}

fn partial_of(path: &Path) -> PathBuf {
    PathBuf::from(format!("{}.partial", path.display()))
}

fn backup_command(url: &str, file: &Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_stratego_bot"))
        .current_dir(file.parent().unwrap())
        .env_clear()
        .env("DATABASE_URL", url)
        .arg("backup")
        .arg(file)
        .output()
        .unwrap()
}

#[tokio::test]
async fn backup_never_overwrites_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("stratego.db");
    Service::open(&url_of(&db)).await.unwrap().shutdown().await;
    let target = dir.path().join("taken.db");
    std::fs::write(&target, b"keep me").unwrap();
    let output = backup_command(&url_of(&db), &target);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(err.contains("already exists"), "{err}");
    assert_eq!(std::fs::read(&target).unwrap(), b"keep me");
    // No database there: nothing is created by a backup.
    let missing = dir.path().join("missing.db");
    let output = backup_command(&url_of(&missing), &dir.path().join("new.db"));
    assert_eq!(output.status.code(), Some(2));
    assert!(!missing.exists());
    assert!(!dir.path().join("new.db").exists());
}

/// The backup holds every secret setup: owner-only whatever the umask, also when an
/// interrupted run left a world-readable partial copy behind.
#[cfg(unix)]
#[tokio::test]
async fn the_backup_is_owner_only_under_umask_022() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("stratego.db");
    Service::open(&url_of(&db)).await.unwrap().shutdown().await;
    let file = dir.path().join("copy.db");
    let leftover = partial_of(&file);
    std::fs::write(&leftover, b"").unwrap();
    std::fs::set_permissions(&leftover, std::fs::Permissions::from_mode(0o666)).unwrap();
    // umask is per process: set it in a shell that then becomes the command.
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg("umask 022 && exec \"$0\" backup \"$1\"")
        .arg(env!("CARGO_BIN_EXE_stratego_bot"))
        .arg(&file)
        .current_dir(dir.path())
        .env_clear()
        .env("DATABASE_URL", url_of(&db))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "{mode:o}");
    assert!(!leftover.exists());
}
