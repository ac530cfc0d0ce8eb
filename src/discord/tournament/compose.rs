//! The words of every tournament post, from the tournament's state and the reader's language
//! alone: no service, no HTTP. `posts.rs` looks up threads and names, then delivers.

use std::collections::HashMap;

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::paging::{MESSAGE_MAX, split_lines};
use crate::discord::edge::safe_text::inline;
use crate::discord::edge::text::{mention, tr};
use crate::discord::send::post::Post;
use crate::engine::Color;
use crate::i18n::{self, Lang};
use crate::render;
use crate::service::{MatchId, TournamentDmVoice, TournamentState, TournamentStatus, UserId};
use crate::store::ChannelId;
use crate::tournament::{Format, Standings};

/// A tournament's name as echoed in a post: one line, cut to fit.
const NAME_CHARS: usize = 64;

fn name(text: &str) -> String {
    inline(text, NAME_CHARS)
}

pub fn format_name(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => tr(lang, "tournament-format-round-robin", &[]),
        Format::DoubleRoundRobin => tr(lang, "tournament-format-double-round-robin", &[]),
        Format::Swiss { rounds } => tr(
            lang,
            "tournament-format-swiss",
            &[("rounds", rounds.to_string())],
        ),
        Format::SingleElimination => tr(lang, "tournament-format-single-elimination", &[]),
    }
}

/// Entrants named on the sign-up message; the rest are counted, so the message stays within
/// Discord's 2,000 characters with a full field of 128.
const SIGNUP_NAMED: usize = 40;

fn player_list(lang: Lang, state: &TournamentState) -> String {
    if state.players.is_empty() {
        return tr(lang, "tournament-signup-nobody", &[]);
    }
    let mut list = state
        .players
        .iter()
        .take(SIGNUP_NAMED)
        .map(|p| mention(p.user))
        .collect::<Vec<_>>()
        .join(", ");
    let rest = state.players.len().saturating_sub(SIGNUP_NAMED);
    if rest > 0 {
        list.push_str(", ");
        list.push_str(&tr(
            lang,
            "tournament-signup-more",
            &[("count", rest.to_string())],
        ));
    }
    list
}

/// The sign-up message: what the tournament is, who is in, and Join / Leave while open.
pub fn signup_post(lang: Lang, state: &TournamentState) -> Post {
    let t = &state.row;
    let id = t.id.0;
    let args = vec![
        ("name", name(&t.name)),
        ("id", id.to_string()),
        ("format", format_name(lang, t.format)),
        (
            "rules",
            crate::discord::common::rules::rules_text(lang, &t.options),
        ),
        ("count", state.players.len().to_string()),
        ("max", t.max_players.to_string()),
        ("players", player_list(lang, state)),
        ("creator", mention(t.creator)),
    ];
    let (key, buttons) = match t.status {
        TournamentStatus::Signup => {
            let start = match t.signup_deadline {
                Some(at) => tr(
                    lang,
                    "tournament-signup-deadline",
                    &[("deadline", format!("<t:{}:R>", at.timestamp()))],
                ),
                None => tr(lang, "tournament-signup-manual", &[]),
            };
            let mut args = args;
            args.push(("start", start));
            let buttons = vec![
                serenity::CreateButton::new(ButtonAction::TournamentJoin(id).custom_id())
                    .label(tr(lang, "button-tournament-join", &[]))
                    .style(serenity::ButtonStyle::Success),
                serenity::CreateButton::new(ButtonAction::TournamentLeave(id).custom_id())
                    .label(tr(lang, "button-tournament-leave", &[]))
                    .style(serenity::ButtonStyle::Secondary),
            ];
            return Post {
                content: tr(lang, "tournament-signup", &args),
                buttons,
                ..Post::default()
            };
        }
        TournamentStatus::Running => ("tournament-signup-running", Vec::new()),
        TournamentStatus::Finished => ("tournament-signup-finished", Vec::new()),
        TournamentStatus::Cancelled => ("tournament-signup-cancelled", Vec::new()),
    };
    Post {
        content: tr(lang, key, &args),
        buttons,
        ..Post::default()
    }
}

/// The games of `round` (from 0), one line each linking its thread (from `threads`, by game),
/// then the byes.
pub fn pairing_lines(
    lang: Lang,
    state: &TournamentState,
    round: u32,
    threads: &HashMap<MatchId, ChannelId>,
) -> String {
    let mut lines = Vec::new();
    for g in state.round_games(round) {
        let thread = g
            .match_id
            .and_then(|id| threads.get(&id))
            .map(|t| format!("<#{t}>"))
            .unwrap_or_default();
        let result = match g.result {
            None => tr(lang, "tournament-result-pending", &[]),
            Some(r) => {
                let (red, blue) = r.points();
                tr(
                    lang,
                    "tournament-result-score",
                    &[
                        ("red", render::format_score(red)),
                        ("blue", render::format_score(blue)),
                    ],
                )
            }
        };
        lines.push(tr(
            lang,
            "tournament-pairing-line",
            &[
                ("board", (g.game + 1).to_string()),
                ("red", mention(g.red)),
                ("blue", mention(g.blue)),
                ("thread", thread),
                ("result", result),
            ],
        ));
    }
    if let Some(r) = state.rounds.iter().find(|r| r.round == round) {
        for &bye in &r.byes {
            lines.push(tr(lang, "tournament-bye-line", &[("player", mention(bye))]));
        }
    }
    lines.join("\n")
}

/// A round's announcement: a heading, then its pairings, in as many messages as they need
/// (past about 36 players they outgrow one).
pub fn round_started(
    lang: Lang,
    state: &TournamentState,
    round: u32,
    threads: &HashMap<MatchId, ChannelId>,
) -> Vec<String> {
    let header = tr(
        lang,
        "tournament-round-started",
        &[
            ("name", name(&state.row.name)),
            ("round", (round + 1).to_string()),
            ("rounds", state.total_rounds().to_string()),
        ],
    );
    let text = format!("{header}\n{}", pairing_lines(lang, state, round, threads));
    split_lines(&text, MESSAGE_MAX)
}

/// Rounds whose every game has a result.
fn completed_rounds(state: &TournamentState) -> usize {
    state
        .rounds
        .iter()
        .filter(|r| state.round_games(r.round).all(|g| g.result.is_some()))
        .count()
}

/// The text beside the standings image: its heading, the column legend, and the entrants
/// whose names (from `names`) the image cannot draw.
pub fn standings_text(
    lang: Lang,
    state: &TournamentState,
    table: &Standings,
    names: &HashMap<UserId, String>,
) -> String {
    let mut text = vec![tr(
        lang,
        "tournament-standings",
        &[
            ("name", name(&state.row.name)),
            ("round", completed_rounds(state).to_string()),
            ("rounds", state.total_rounds().to_string()),
        ],
    )];
    text.push(tr(lang, "tournament-standings-columns", &[]));
    let fits = |user: UserId| render::name_fits(names.get(&user).map_or("", String::as_str));
    let hidden: Vec<String> = table
        .rows
        .iter()
        .filter(|r| !fits(UserId(r.player.0)))
        .map(|r| {
            tr(
                lang,
                "tournament-standings-unshown",
                &[
                    ("rank", r.rank.to_string()),
                    ("player", mention(UserId(r.player.0))),
                ],
            )
        })
        .collect();
    if !hidden.is_empty() {
        text.push(tr(
            lang,
            "tournament-standings-unshown-intro",
            &[("mark", render::NAME_PLACEHOLDER.to_owned())],
        ));
        text.extend(hidden);
    }
    text.join("\n")
}

/// The final post's first line: the winner, or that there is none.
pub fn finished_headline(lang: Lang, state: &TournamentState, winner: Option<UserId>) -> String {
    match winner {
        Some(w) => tr(
            lang,
            "tournament-winner",
            &[("name", name(&state.row.name)), ("player", mention(w))],
        ),
        None => tr(
            lang,
            "tournament-finished-no-winner",
            &[("name", name(&state.row.name))],
        ),
    }
}

/// A player's pairing, in their DM.
pub fn pairing_dm(
    lang: Lang,
    voice: &TournamentDmVoice,
    round: u32,
    (color, opponent): (Color, UserId),
    thread: Option<ChannelId>,
) -> String {
    tr(
        lang,
        "tournament-pairing-dm",
        &[
            ("name", name(&voice.name)),
            ("round", (round + 1).to_string()),
            ("rounds", voice.rounds.to_string()),
            ("color", i18n::color_name(lang, color)),
            ("opponent", mention(opponent)),
            (
                "thread",
                thread.map(|t| format!("<#{t}>")).unwrap_or_default(),
            ),
        ],
    )
}

/// A bye, in the player's DM.
pub fn bye_dm(lang: Lang, voice: &TournamentDmVoice, round: u32) -> String {
    tr(
        lang,
        "tournament-bye-dm",
        &[
            ("name", name(&voice.name)),
            ("round", (round + 1).to_string()),
        ],
    )
}

#[cfg(test)]
#[path = "compose_tests.rs"]
mod tests;
