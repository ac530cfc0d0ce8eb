//! The words of every game post, from the post's value and the reader's language alone: no
//! service, no HTTP, no `Data`. `posts.rs` finds where each goes and attaches the pictures, so
//! the wording can be checked here, in every language, without Discord.

use poise::serenity_prelude as serenity;

use crate::discord::common::log_line::log_line;
use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::text::{mention, tr};
use crate::discord::send::post::Post;
use crate::engine::{ByColor, Color, Variant, View};
use crate::i18n::{self, Lang};
use crate::render::Numbering;
use crate::service::{Ending, LogEntry, MatchId, Reveal, ThreadVoice, UserId, posts};

/// Thread posts show ranks in the default numbering: spectators chose none.
fn thread_numbering() -> Numbering {
    crate::discord::edge::images::numbering(Default::default())
}

fn button(
    action: ButtonAction,
    label: String,
    style: serenity::ButtonStyle,
) -> serenity::CreateButton {
    serenity::CreateButton::new(action.custom_id())
        .label(label)
        .style(style)
}

/// The player to move is pinged only if they want pings; otherwise they are just named.
fn turn_ping(voice: &ThreadVoice, color: Color, user: UserId) -> Vec<UserId> {
    if *voice.ping.get(color) {
        vec![user]
    } else {
        Vec::new()
    }
}

/// The first post of a match's thread: the game, both players and the variant.
pub fn intro(lang: Lang, id: MatchId, players: &ByColor<UserId>, variant: Variant) -> Post {
    let (red, blue) = (*players.get(Color::Red), *players.get(Color::Blue));
    Post {
        content: tr(
            lang,
            "thread-intro",
            &[
                ("game", id.to_string()),
                ("red", mention(red)),
                ("blue", mention(blue)),
                ("variant", i18n::variant_name(lang, variant)),
            ],
        ),
        ping: vec![red, blue],
        // The thread grows from this message: a second send (after a restart) must get the
        // first one back.
        nonce: Some(format!("intro-{id}")),
        ..Post::default()
    }
}

/// The words over a player's private board: whose turn, and the last move as they saw it.
pub fn private_board(
    lang: Lang,
    id: MatchId,
    (color, opponent): (Color, UserId),
    view: &View,
    numbering: Numbering,
) -> String {
    let status = match view.outcome {
        Some(outcome) => i18n::outcome(lang, &outcome),
        None if view.to_move == color => tr(lang, "status-your-turn", &[]),
        None => tr(
            lang,
            "status-their-turn",
            &[("opponent", mention(opponent))],
        ),
    };
    let last = match view.last_move {
        Some(last) => log_line(
            lang,
            numbering,
            &LogEntry {
                number: view.ply,
                color: last.color,
                from: last.from,
                to: last.to,
                battle: last.battle,
                scout_shown: !last.from.is_adjacent(last.to),
            },
        ),
        None => String::new(),
    };
    tr(
        lang,
        "board-private",
        &[
            ("game", id.to_string()),
            ("opponent", mention(opponent)),
            ("color", i18n::color_name(lang, color)),
            ("status", status),
            ("last", last),
        ],
    )
}

/// The words over the spectators' board: who is to move, or how it ended.
pub fn public_board(lang: Lang, id: MatchId, view: &View, voice: &ThreadVoice) -> String {
    let status = match view.outcome {
        Some(outcome) => i18n::outcome(lang, &outcome),
        None => tr(
            lang,
            "status-to-move",
            &[
                ("color", i18n::color_name(lang, view.to_move)),
                ("player", mention(*voice.players.get(view.to_move))),
            ],
        ),
    };
    tr(
        lang,
        "board-public",
        &[
            ("game", id.to_string()),
            ("status", status),
            ("ply", view.ply.to_string()),
        ],
    )
}

/// Both setups are locked in: the commitments and who moves first.
pub fn game_started(lang: Lang, post: &posts::GameStarted) -> Post {
    let (first_color, first) = post.first;
    Post {
        content: tr(
            lang,
            "game-started",
            &[
                ("red_commitment", post.commitments.get(Color::Red).clone()),
                ("blue_commitment", post.commitments.get(Color::Blue).clone()),
                ("player", mention(first)),
                ("color", i18n::color_name(lang, first_color)),
            ],
        ),
        ping: turn_ping(&post.voice, first_color, first),
        ..Post::default()
    }
}

/// A move's line in the thread's log and the ping for the player to move. Also the public
/// answer to a `/move` typed in the game's thread.
pub fn move_logged(lang: Lang, post: &posts::MoveLogged) -> Post {
    let line = log_line(lang, thread_numbering(), &post.entry);
    log_post(lang, &post.voice, line, post.next)
}

/// A log post: `text`, then who is to move (pinged if they want pings).
fn log_post(lang: Lang, voice: &ThreadVoice, text: String, next: Option<(Color, UserId)>) -> Post {
    match next {
        Some((color, user)) => Post {
            content: tr(
                lang,
                "log-next",
                &[
                    ("line", text),
                    ("player", mention(user)),
                    ("color", i18n::color_name(lang, color)),
                ],
            ),
            ping: turn_ping(voice, color, user),
            ..Post::default()
        },
        None => Post::text(text),
    }
}

/// A move in a delayed game: the line spectators may see now (if any), that a move was
/// played, and the ping for the player to move, which is never delayed.
pub fn move_behind(lang: Lang, post: &posts::MoveBehind) -> Post {
    let note = tr(
        lang,
        "log-behind",
        &[
            ("ply", post.ply.to_string()),
            ("behind", post.delay.to_string()),
        ],
    );
    let text = match &post.shown {
        Some(entry) => format!("{}\n{note}", log_line(lang, thread_numbering(), entry)),
        None => note,
    };
    log_post(lang, &post.voice, text, post.next)
}

/// The end of a delayed game: every line spectators had not seen, in one post.
pub fn log_caught_up(lang: Lang, entries: &[LogEntry]) -> Post {
    let mut content = tr(lang, "log-caught-up", &[]);
    for entry in entries {
        content.push('\n');
        content.push_str(&log_line(lang, thread_numbering(), entry));
    }
    Post::text(content)
}

pub fn draw_offered(lang: Lang, post: &posts::DrawOffered) -> Post {
    Post {
        content: tr(
            lang,
            "draw-offered",
            &[
                ("by", mention(*post.voice.players.get(post.by))),
                ("to", mention(post.to)),
            ],
        ),
        ping: vec![post.to],
        ..Post::default()
    }
}

pub fn draw_declined(lang: Lang, by: UserId) -> Post {
    Post::text(tr(lang, "draw-declined", &[("by", mention(by))]))
}

pub fn game_cancelled(lang: Lang, id: MatchId) -> Post {
    Post::text(tr(lang, "game-cancelled", &[("game", id.to_string())]))
}

/// The winner and reason, or that the game was called off.
pub fn result_text(lang: Lang, id: MatchId, ending: &Ending) -> String {
    match ending.outcome {
        Some(outcome) => match outcome.winner {
            Some(color) => tr(
                lang,
                "game-over-win",
                &[
                    ("winner", mention(*ending.voice.players.get(color))),
                    ("color", i18n::color_name(lang, color)),
                    ("reason", i18n::end_reason(lang, outcome.reason)),
                ],
            ),
            None => tr(
                lang,
                "game-over-draw",
                &[("reason", i18n::end_reason(lang, outcome.reason))],
            ),
        },
        None => tr(lang, "game-cancelled", &[("game", id.to_string())]),
    }
}

/// The end of a played game: the result, both setups with their salts, the record as a file
/// and the rematch and replay buttons (the replay GIF is drawn and attached on delivery).
pub fn game_over(lang: Lang, id: MatchId, ending: &Ending, reveal: &Reveal) -> Post {
    let content = tr(
        lang,
        "game-over",
        &[
            ("result", result_text(lang, id, ending)),
            ("red_setup", reveal.setups.get(Color::Red).clone()),
            ("blue_setup", reveal.setups.get(Color::Blue).clone()),
            (
                "red_salt",
                reveal.salts.get(Color::Red).clone().unwrap_or_default(),
            ),
            (
                "blue_salt",
                reveal.salts.get(Color::Blue).clone().unwrap_or_default(),
            ),
        ],
    );
    let record = serenity::CreateAttachment::bytes(
        reveal.record.clone().into_bytes(),
        format!("game-{id}.txt"),
    );
    Post {
        content,
        file: Some(record),
        buttons: vec![
            button(
                ButtonAction::Rematch(id.0),
                tr(lang, "button-rematch", &[]),
                serenity::ButtonStyle::Primary,
            ),
            button(
                ButtonAction::ReplayOpen(id.0),
                tr(lang, "button-replay", &[]),
                serenity::ButtonStyle::Secondary,
            ),
        ],
        ..Post::default()
    }
}

/// A deadline draws near. In the thread the player is pinged; in a DM they need not be.
pub fn reminder(lang: Lang, r: &posts::Reminder) -> Post {
    let key = if r.setup {
        "timer-setup-reminder"
    } else {
        "timer-reminder"
    };
    // Discord shows `<t:…:R>` in each reader's own time zone and language.
    let text = tr(
        lang,
        key,
        &[
            ("player", mention(r.user)),
            ("game", r.match_id.to_string()),
            ("deadline", format!("<t:{}:R>", r.due_at)),
        ],
    );
    Post {
        ping: if r.dm { Vec::new() } else { vec![r.user] },
        ..Post::text(text)
    }
}

/// Tells a player privately that their match was called off before it began, and why.
pub fn opening_refused(lang: Lang, post: &posts::OpeningRefused) -> Post {
    Post::text(tr(
        lang,
        post.problem.key(),
        &[
            ("game", post.match_id.to_string()),
            ("channel", format!("<#{}>", post.channel)),
        ],
    ))
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
