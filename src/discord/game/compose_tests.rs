//! Every game post at its largest inputs, in every language, within Discord's limits, and
//! saying what it is about.

use super::*;
use crate::discord::send::fits::assert_fits;
use crate::engine::{Battle, EndReason, Game, Outcome, Rank, Rules, Square, Viewer, sim};
use crate::service::BoardVoice;
use crate::service::OpeningProblem;
use crate::store;

const RED: UserId = UserId(u64::MAX);
const BLUE: UserId = UserId(u64::MAX - 1);
const GAME: MatchId = MatchId(i64::MAX);

fn voice() -> ThreadVoice {
    ThreadVoice {
        locale: None,
        discord_locale: None,
        players: ByColor {
            red: RED,
            blue: BLUE,
        },
        ping: ByColor {
            red: true,
            blue: false,
        },
    }
}

/// A player's voice with the bot's default language.
fn reader() -> BoardVoice {
    BoardVoice {
        user: BLUE,
        opponent: RED,
        language: None,
        numbering: crate::engine::Numbering::New,
    }
}

fn square(name: &str) -> Square {
    Square::parse(name).expect("a square on the board")
}

/// Log entries that make the longest lines: a Scout's long run ending in each battle.
fn long_entries() -> Vec<LogEntry> {
    let mut entries = Vec::new();
    for attacker in Rank::ALL.into_iter().filter(|r| r.is_movable()) {
        for defender in Rank::ALL {
            entries.push(LogEntry {
                number: u32::MAX,
                color: Color::Blue,
                from: square("A10"),
                to: square("A1"),
                battle: Some(Battle::resolve(attacker, defender, true)),
                scout_shown: true,
            });
        }
    }
    entries
}

fn longest_entry(lang: Lang) -> LogEntry {
    long_entries()
        .into_iter()
        .max_by_key(|e| log_line(lang, thread_numbering(), e).chars().count())
        .expect("entries")
}

/// A finished random game's views: the last move a battle or not, an outcome set.
fn finished_view(viewer: Viewer) -> View {
    let (game, _) = sim::random_game(Rules::default(), 7);
    game.view(viewer)
}

/// A view in play whose last move was a battle.
fn view_after_a_battle(viewer: Viewer) -> View {
    let (finished, moves) = sim::random_game(Rules::default(), 7);
    let mut game =
        Game::from_setup(Rules::default(), finished.start().clone()).expect("the same start");
    for mv in &moves {
        if game.play(mv.as_move()).expect("replayed").battle.is_some() {
            break;
        }
    }
    game.view(viewer)
}

#[test]
fn the_intro_names_both_players_and_the_game() {
    for lang in Lang::ALL {
        let post = intro(lang, GAME, &voice().players, Variant::Classic);
        assert_fits(&post, lang);
        assert!(post.content.contains(&mention(RED)), "{lang}");
        assert!(post.content.contains(&mention(BLUE)), "{lang}");
        assert!(post.content.contains(&GAME.to_string()), "{lang}");
        assert_eq!(post.ping, vec![RED, BLUE]);
    }
}

#[test]
fn board_words_fit_in_play_and_after_the_end() {
    for lang in Lang::ALL {
        for color in Color::ALL {
            for view in [
                view_after_a_battle(Viewer::Player(color)),
                finished_view(Viewer::Player(color)),
            ] {
                let text = private_board(lang, GAME, (color, BLUE), &view, thread_numbering());
                assert_fits(&Post::text(text.clone()), lang);
                assert!(text.contains(&GAME.to_string()), "{lang}: {text}");
            }
        }
        for view in [
            view_after_a_battle(Viewer::Spectator),
            finished_view(Viewer::Spectator),
        ] {
            let text = public_board(lang, GAME, &view, &voice());
            assert_fits(&Post::text(text.clone()), lang);
            assert!(text.contains(&view.ply.to_string()), "{lang}: {text}");
        }
    }
}

#[test]
fn the_start_shows_both_commitments_and_pings_only_who_wants_it() {
    let commitment = "f".repeat(64);
    for lang in Lang::ALL {
        for (color, user) in [(Color::Red, RED), (Color::Blue, BLUE)] {
            let post = game_started(
                lang,
                &posts::GameStarted {
                    match_id: GAME,
                    commitments: ByColor {
                        red: commitment.clone(),
                        blue: commitment.replace('f', "e"),
                    },
                    first: (color, user),
                    voice: voice(),
                },
            );
            assert_fits(&post, lang);
            assert!(post.content.contains(&commitment), "{lang}");
            assert!(
                post.content.contains(&commitment.replace('f', "e")),
                "{lang}"
            );
            let wants = color == Color::Red;
            assert_eq!(post.ping == vec![user], wants, "{lang} {color:?}");
        }
    }
}

#[test]
fn log_posts_fit_with_the_longest_line() {
    for lang in Lang::ALL {
        let entry = longest_entry(lang);
        let line = log_line(lang, thread_numbering(), &entry);
        for next in [None, Some((Color::Red, RED)), Some((Color::Blue, BLUE))] {
            let logged = posts::MoveLogged {
                match_id: GAME,
                entry,
                next,
                answer: None,
                voice: voice(),
            };
            let post = move_logged(lang, &logged);
            assert_fits(&post, lang);
            assert!(post.content.contains(&line), "{lang}");
            let behind = move_behind(
                lang,
                &posts::MoveBehind {
                    match_id: GAME,
                    ply: u32::MAX,
                    delay: store::MAX_SPECTATOR_DELAY,
                    shown: Some(entry),
                    next,
                    voice: voice(),
                },
            );
            assert_fits(&behind, lang);
            assert!(behind.content.contains(&line), "{lang}");
        }
    }
}

#[test]
fn a_delayed_games_catch_up_fits_a_whole_delay_of_the_longest_lines() {
    for lang in Lang::ALL {
        let entry = longest_entry(lang);
        let entries = vec![entry; usize::from(store::MAX_SPECTATOR_DELAY)];
        let post = log_caught_up(lang, &entries);
        assert_fits(&post, lang);
        assert_eq!(
            post.content.lines().count(),
            entries.len() + 1,
            "{lang}: a heading, then one line a move"
        );
    }
}

#[test]
fn draw_posts_name_who_offered_and_ping_only_the_one_asked() {
    for lang in Lang::ALL {
        let offered = draw_offered(
            lang,
            &posts::DrawOffered {
                match_id: GAME,
                by: Color::Red,
                to: BLUE,
                voice: voice(),
            },
        );
        assert_fits(&offered, lang);
        assert!(offered.content.contains(&mention(RED)), "{lang}");
        assert_eq!(offered.ping, vec![BLUE]);
        let declined = draw_declined(lang, BLUE);
        assert_fits(&declined, lang);
        assert!(declined.content.contains(&mention(BLUE)), "{lang}");
        assert!(declined.ping.is_empty());
    }
}

fn ending(outcome: Option<Outcome>) -> Ending {
    Ending {
        cancelled: outcome.is_none(),
        outcome,
        played: true,
        voice: voice(),
    }
}

fn every_ending() -> Vec<Ending> {
    let reasons = [
        EndReason::FlagCaptured,
        EndReason::NoLegalMove,
        EndReason::BothStuck,
        EndReason::Resignation,
        EndReason::AgreedDraw,
        EndReason::Timeout,
        EndReason::NoAttackLimit,
        EndReason::MoveLimit,
    ];
    let mut endings = vec![ending(None)];
    for reason in reasons {
        for winner in [Some(Color::Red), Some(Color::Blue), None] {
            endings.push(ending(Some(Outcome { winner, reason })));
        }
    }
    endings
}

#[test]
fn the_end_shows_both_setups_and_salts_for_every_ending() {
    let reveal = Reveal {
        setups: ByColor {
            red: "X".repeat(40),
            blue: "9".repeat(40),
        },
        salts: ByColor {
            red: Some("a".repeat(32)),
            blue: Some("b".repeat(32)),
        },
        commitments: ByColor {
            red: None,
            blue: None,
        },
        record: "the record".to_owned(),
        moves: Vec::new(),
    };
    for lang in Lang::ALL {
        for ending in every_ending() {
            let post = game_over(lang, GAME, &ending, &reveal);
            assert_fits(&post, lang);
            for part in [
                "X".repeat(40),
                "9".repeat(40),
                "a".repeat(32),
                "b".repeat(32),
            ] {
                assert!(post.content.contains(&part), "{lang}: {}", post.content);
            }
            assert_eq!(post.buttons.len(), 2, "rematch and replay");
            if let Some(Outcome {
                winner: Some(color),
                ..
            }) = ending.outcome
            {
                assert!(
                    post.content.contains(&mention(*voice().players.get(color))),
                    "{lang}: the winner is named"
                );
            }
        }
        let cancelled = game_cancelled(lang, GAME);
        assert_fits(&cancelled, lang);
        assert!(cancelled.content.contains(&GAME.to_string()));
    }
}

#[test]
fn reminders_ping_in_the_thread_and_not_in_a_dm() {
    for lang in Lang::ALL {
        for (setup, dm) in [(false, false), (false, true), (true, false), (true, true)] {
            let post = reminder(
                lang,
                &posts::Reminder {
                    match_id: GAME,
                    color: Color::Red,
                    user: RED,
                    setup,
                    due_at: i64::MAX,
                    dm,
                    voice: voice(),
                    reader: reader(),
                },
            );
            assert_fits(&post, lang);
            assert!(
                post.content.contains(&format!("<t:{}:R>", i64::MAX)),
                "{lang}"
            );
            assert_eq!(post.ping.is_empty(), dm, "{lang}");
        }
    }
}

#[test]
fn a_refused_opening_names_the_channel_and_the_game() {
    for lang in Lang::ALL {
        for problem in [
            OpeningProblem::MissingPermission,
            OpeningProblem::ChannelGone,
        ] {
            let post = opening_refused(
                lang,
                &posts::OpeningRefused {
                    match_id: GAME,
                    color: Color::Blue,
                    user: BLUE,
                    channel: store::ChannelId(u64::MAX),
                    problem,
                    reader: reader(),
                },
            );
            assert_fits(&post, lang);
            assert!(post.content.contains(&GAME.to_string()), "{lang}");
            // Only a channel still there is worth naming.
            let names_channel = problem == OpeningProblem::MissingPermission;
            let channel = format!("<#{}>", u64::MAX);
            assert_eq!(post.content.contains(&channel), names_channel, "{lang}");
        }
    }
}
