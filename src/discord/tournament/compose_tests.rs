//! Every tournament post at the size a real community reaches (128 entrants, 80-character
//! names in six scripts), in every language, within Discord's limits.

use super::*;
use crate::discord::send::fits::{CONTENT_MAX, assert_fits};
use crate::service::TournamentId;
use crate::store::{GameRow, MatchOptions, PlayerRow, RoundRow, TournamentRow};
use crate::tournament::GameResult;

const FIELD: u64 = 128;
/// Snowflakes as long as Discord makes them, so mentions are at their longest.
const FIRST_USER: u64 = 18_000_000_000_000_000_000;

fn user(i: u64) -> UserId {
    UserId(FIRST_USER + i)
}

/// 80 characters in each of six scripts, with markdown and a mention to be defused.
fn long_names() -> Vec<String> {
    ["W", "ж", "क", "ก", "ă", "@everyone **"]
        .iter()
        .map(|s| s.repeat(80).chars().take(80).collect())
        .collect()
}

fn row(name: &str, status: TournamentStatus, format: Format) -> TournamentRow {
    let at = chrono::DateTime::from_timestamp(4_000_000_000, 0).expect("a time");
    TournamentRow {
        id: TournamentId(i64::MAX),
        guild: crate::store::GuildId(u64::MAX),
        channel: ChannelId(u64::MAX),
        creator: user(0),
        name: name.to_owned(),
        format,
        options: MatchOptions::default(),
        max_players: 128,
        signup_deadline: Some(at),
        round_secs: Some(86_400),
        status,
        created_at: at,
        started_at: None,
        finished_at: None,
    }
}

/// A full field of 128 in its first Swiss round: 64 boards, half of them decided.
fn running(name: &str) -> TournamentState {
    let at = chrono::DateTime::from_timestamp(4_000_000_000, 0).expect("a time");
    let players = (0..FIELD)
        .map(|i| PlayerRow {
            user: user(i),
            rating: 1500.0,
            withdrawn: false,
            joined_at: at,
        })
        .collect();
    let games = (0..FIELD / 2)
        .map(|i| GameRow {
            round: 0,
            game: i as u32,
            red: user(i),
            blue: user(i + FIELD / 2),
            result: (i % 2 == 0).then_some(GameResult::Draw),
            match_id: Some(MatchId(i64::MAX - i as i64)),
        })
        .collect();
    TournamentState {
        row: row(name, TournamentStatus::Running, Format::Swiss { rounds: 7 }),
        players,
        rounds: vec![RoundRow {
            round: 0,
            byes: Vec::new(),
            started_at: at,
            deadline: Some(at),
        }],
        games,
    }
}

fn every_thread(state: &TournamentState) -> HashMap<MatchId, ChannelId> {
    state
        .games
        .iter()
        .filter_map(|g| g.match_id)
        .map(|id| (id, ChannelId(u64::MAX - id.0 as u64)))
        .collect()
}

#[test]
fn the_signup_message_fits_a_full_field_in_every_state() {
    for lang in Lang::ALL {
        for name in long_names() {
            for status in [
                TournamentStatus::Signup,
                TournamentStatus::Running,
                TournamentStatus::Finished,
                TournamentStatus::Cancelled,
            ] {
                let mut state = running(&name);
                state.row.status = status;
                let post = signup_post(lang, &state);
                assert_fits(&post, format_args!("{lang} {status:?}"));
                assert!(
                    !post.content.contains("@everyone"),
                    "{lang}: a mention got through"
                );
                assert_eq!(
                    post.buttons.len(),
                    if status == TournamentStatus::Signup {
                        2
                    } else {
                        0
                    },
                    "Join and Leave only while open"
                );
                if status != TournamentStatus::Cancelled {
                    assert!(
                        post.content.contains("88"),
                        "{lang}: the unnamed are counted"
                    );
                }
            }
        }
    }
}

#[test]
fn a_rounds_pairings_link_every_thread_and_page_within_the_limit() {
    for lang in Lang::ALL {
        let state = running(&long_names()[0]);
        let threads = every_thread(&state);
        let pages = round_started(lang, &state, 0, &threads);
        assert!(pages.len() > 1, "{lang}: 64 boards outgrow one message");
        for page in &pages {
            assert!(page.chars().count() <= CONTENT_MAX, "{lang}");
        }
        let all = pages.join("\n");
        for thread in threads.values() {
            assert!(
                all.contains(&format!("<#{thread}>")),
                "{lang}: {thread} unlinked"
            );
        }
        assert_eq!(
            all.lines().count(),
            1 + state.games.len(),
            "{lang}: a heading, then one line a board"
        );
    }
}

#[test]
fn standings_list_every_name_the_image_cannot_draw_and_page() {
    let state = running("cup");
    let table = state.standings().expect("a running tournament has a table");
    // Nobody's name fits the image: every entrant is listed in text.
    let names: HashMap<UserId, String> = state
        .players
        .iter()
        .map(|p| (p.user, "\u{1F600}".repeat(80)))
        .collect();
    for lang in Lang::ALL {
        let text = standings_text(lang, &state, &table, &names);
        for p in &state.players {
            assert!(
                text.contains(&mention(p.user)),
                "{lang}: {} missing",
                p.user
            );
        }
        for page in split_lines(&text, MESSAGE_MAX) {
            assert!(page.chars().count() <= CONTENT_MAX, "{lang}");
        }
    }
}

#[test]
fn the_final_post_and_the_dms_fit_with_the_longest_names() {
    for lang in Lang::ALL {
        for name in long_names() {
            let state = running(&name);
            for winner in [Some(user(FIELD - 1)), None] {
                let headline = finished_headline(lang, &state, winner);
                assert_fits(&Post::text(headline.clone()), lang);
                if let Some(w) = winner {
                    assert!(headline.contains(&mention(w)), "{lang}");
                }
            }
            let voice = TournamentDmVoice {
                name: name.clone(),
                rounds: u32::MAX,
                language: None,
            };
            for color in Color::ALL {
                let dm = pairing_dm(
                    lang,
                    &voice,
                    u32::MAX - 1,
                    (color, user(1)),
                    Some(ChannelId(u64::MAX)),
                );
                assert_fits(&Post::text(dm.clone()), lang);
                assert!(dm.contains(&format!("<#{}>", u64::MAX)), "{lang}");
                assert!(dm.contains(&mention(user(1))), "{lang}");
            }
            let bye = bye_dm(lang, &voice, u32::MAX - 1);
            assert_fits(&Post::text(bye.clone()), lang);
            assert!(!bye.contains("@everyone"), "{lang}");
        }
    }
}

#[test]
fn every_format_has_a_name_in_every_language() {
    for lang in Lang::ALL {
        for format in [
            Format::RoundRobin,
            Format::DoubleRoundRobin,
            Format::Swiss { rounds: u32::MAX },
            Format::SingleElimination,
        ] {
            assert!(
                !format_name(lang, format).trim().is_empty(),
                "{lang} {format:?}"
            );
        }
    }
}
