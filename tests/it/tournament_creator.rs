//! A tournament's creator who also plays is a rival, not a judge: they may start it, but not
//! withdraw other players nor cancel it once it runs; members with Manage Server or the
//! organiser role keep those powers. Against a real SQLite file.

use stratego_bot::service::{
    Actor, ChannelId, GuildId, GuildSettings, MatchOptions, NewTournament, Service, ServiceError,
    TournamentId, TournamentProblem, TournamentStatus, UserId,
};
use stratego_bot::tournament::Format;

const GUILD: GuildId = GuildId(1);
const CREATOR: UserId = UserId(900);
const RIVALS: [UserId; 2] = [UserId(101), UserId(102)];
const ADMIN: Actor = Actor {
    user: UserId(950),
    organiser: true,
};

/// The creator holds no role: the server lets any member create a tournament.
const CREATOR_ACTOR: Actor = Actor {
    user: CREATOR,
    organiser: false,
};

async fn open_server(dir: &tempfile::TempDir) -> Service {
    let url = format!("sqlite://{}", dir.path().join("stratego.db").display());
    let service = Service::open(&url).await.expect("open database");
    let settings = GuildSettings {
        open_tournaments: true,
        ..GuildSettings::default()
    };
    service.set_guild_settings(GUILD, &settings).await.unwrap();
    service
}

async fn tournament(service: &Service, creator_plays: bool) -> TournamentId {
    let t = service
        .create_tournament(
            NewTournament {
                guild: GUILD,
                channel: ChannelId(10),
                creator: CREATOR,
                name: "Club Cup".into(),
                format: Format::RoundRobin,
                options: MatchOptions::default(),
                max_players: 8,
                signup_deadline: None,
                round_secs: None,
            },
            CREATOR_ACTOR,
        )
        .await
        .unwrap();
    // Three players either way: one withdrawal leaves a tournament to cancel.
    let third = if creator_plays { CREATOR } else { UserId(103) };
    let players = std::iter::once(third).chain(RIVALS);
    for user in players {
        service.join_tournament(t.id(), user).await.unwrap();
    }
    t.id()
}

fn problem<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> TournamentProblem {
    match result {
        Err(ServiceError::Tournament(p)) => p,
        other => panic!("expected a tournament problem, got {other:?}"),
    }
}

#[tokio::test]
async fn a_creator_who_plays_may_not_withdraw_rivals_or_cancel_once_started() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_server(&dir).await;
    let id = tournament(&service, true).await;

    // Not even from the sign-up list.
    assert_eq!(
        problem(
            service
                .withdraw_from_tournament(id, CREATOR_ACTOR, RIVALS[0])
                .await
        ),
        TournamentProblem::CreatorPlays
    );
    service.start_tournament(id, CREATOR_ACTOR).await.unwrap();
    for rival in RIVALS {
        assert_eq!(
            problem(
                service
                    .withdraw_from_tournament(id, CREATOR_ACTOR, rival)
                    .await
            ),
            TournamentProblem::CreatorPlays
        );
    }
    assert_eq!(
        problem(service.cancel_tournament(id, CREATOR_ACTOR).await),
        TournamentProblem::CreatorPlays
    );
    let state = service.tournament(id).await.unwrap();
    assert_eq!(state.row.status, TournamentStatus::Running);
    assert!(
        state.players.iter().all(|p| !p.withdrawn),
        "nothing changed"
    );

    // Server admins still can.
    service
        .withdraw_from_tournament(id, ADMIN, RIVALS[1])
        .await
        .unwrap();
    service.cancel_tournament(id, ADMIN).await.unwrap();
    assert_eq!(
        service.tournament(id).await.unwrap().row.status,
        TournamentStatus::Cancelled
    );
}

#[tokio::test]
async fn a_creator_who_plays_may_call_off_before_the_start_and_one_who_does_not_may_judge() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_server(&dir).await;
    let early = tournament(&service, true).await;
    service
        .cancel_tournament(early, CREATOR_ACTOR)
        .await
        .unwrap();

    let judged = tournament(&service, false).await;
    service
        .start_tournament(judged, CREATOR_ACTOR)
        .await
        .unwrap();
    service
        .withdraw_from_tournament(judged, CREATOR_ACTOR, RIVALS[0])
        .await
        .unwrap();
    service
        .cancel_tournament(judged, CREATOR_ACTOR)
        .await
        .unwrap();
}
