//! The game's own words (ranks, colours, variants) and every engine error or ending, said in a
//! player's language. Keys are derived from the engine's stable names so nothing drifts.

use super::{Arg, Lang, tr_args, tr_plain};
use crate::engine::{
    Battle, BattleOutcome, Color, EndReason, MoveParseError, Outcome, PlayError, Rank, SetupError,
    SetupParseError, SetupProblem, SquareError, Variant,
};

/// `rank-marshal` ... `rank-flag`: the name players of `lang` use for the piece.
pub fn rank_key(rank: Rank) -> String {
    format!("rank-{}", rank.name().to_ascii_lowercase())
}

pub fn rank_name(lang: Lang, rank: Rank) -> String {
    tr_plain(lang, &rank_key(rank))
}

/// The side's name as a player reads it on its own ("Red", "Blue").
pub fn color_name(lang: Lang, color: Color) -> String {
    tr_plain(lang, &format!("color-{}", color.name()))
}

pub fn variant_name(lang: Lang, variant: Variant) -> String {
    tr_plain(lang, &format!("variant-{}", variant.name()))
}

/// One line saying what army the variant fields.
pub fn variant_description(lang: Lang, variant: Variant) -> String {
    tr_plain(lang, &format!("variant-{}-description", variant.name()))
}

/// `play-error-<rule>`, one per [`PlayError::rule`].
pub fn play_error_key(error: &PlayError) -> String {
    format!("play-error-{}", error.rule())
}

/// Why a move was refused. Names squares only, never a hidden rank.
pub fn play_error(lang: Lang, error: &PlayError) -> String {
    let key = play_error_key(error);
    match error {
        PlayError::NoPiece(square)
        | PlayError::NotYourPiece(square)
        | PlayError::Blocked(square)
        | PlayError::OwnPiece(square) => tr_args(lang, &key, &[("square", (*square).into())]),
        _ => tr_plain(lang, &key),
    }
}

/// `end-reason-<name>`, one per [`EndReason`].
pub fn end_reason_key(reason: EndReason) -> String {
    format!("end-reason-{}", reason.name().replace('_', "-"))
}

/// How the game ended, as a short sentence without the winner ("The Flag was captured.").
pub fn end_reason(lang: Lang, reason: EndReason) -> String {
    tr_plain(lang, &end_reason_key(reason))
}

/// Winner (by colour) or draw, then why: "Red wins. The Flag was captured."
pub fn outcome(lang: Lang, outcome: &Outcome) -> String {
    let reason = end_reason(lang, outcome.reason);
    match outcome.winner {
        Some(color) => tr_args(
            lang,
            "outcome-win",
            &[
                ("color", color_name(lang, color).into()),
                ("reason", reason.into()),
            ],
        ),
        None => tr_args(lang, "outcome-draw", &[("reason", reason.into())]),
    }
}

/// A revealed battle: both ranks are public once pieces fight.
pub fn battle(lang: Lang, battle: &Battle) -> String {
    let key = match battle.outcome {
        BattleOutcome::AttackerWins => "battle-attacker-wins",
        BattleOutcome::DefenderWins => "battle-defender-wins",
        BattleOutcome::BothRemoved => "battle-both-removed",
    };
    tr_args(
        lang,
        key,
        &[
            ("attacker", rank_name(lang, battle.attacker).into()),
            ("defender", rank_name(lang, battle.defender).into()),
        ],
    )
}

pub fn setup_problem(lang: Lang, problem: &SetupProblem) -> String {
    match *problem {
        SetupProblem::WrongCount {
            color,
            rank,
            expected,
            found,
        } => tr_args(
            lang,
            "setup-problem-wrong-count",
            &[
                ("color", color_name(lang, color).into()),
                ("rank", rank_name(lang, rank).into()),
                ("expected", expected.into()),
                ("found", found.into()),
            ],
        ),
        SetupProblem::OutsideHomeRows { color, square } => tr_args(
            lang,
            "setup-problem-outside-home-rows",
            &[
                ("color", color_name(lang, color).into()),
                ("square", square.into()),
            ],
        ),
        SetupProblem::OnLake { square } => {
            tr_args(lang, "setup-problem-on-lake", &[("square", square.into())])
        }
        SetupProblem::Duplicate { square } => tr_args(
            lang,
            "setup-problem-duplicate",
            &[("square", square.into())],
        ),
    }
}

/// Every problem, one per line, so a player can fix them all at once.
pub fn setup_error(lang: Lang, error: &SetupError) -> String {
    let lines: Vec<String> = error.0.iter().map(|p| setup_problem(lang, p)).collect();
    lines.join("\n")
}

pub fn setup_parse_error(lang: Lang, error: &SetupParseError) -> String {
    match *error {
        SetupParseError::Length(count) => {
            tr_args(lang, "setup-parse-length", &[("count", count.into())])
        }
        SetupParseError::Character {
            character,
            position,
        } => tr_args(
            lang,
            "setup-parse-character",
            &[
                ("character", character.into()),
                ("position", position.into()),
            ],
        ),
    }
}

pub fn square_error(lang: Lang, error: &SquareError) -> String {
    let SquareError::Invalid(text) = error;
    tr_args(lang, "square-invalid", &[("text", Arg::from(text))])
}

pub fn move_parse_error(lang: Lang, error: &MoveParseError) -> String {
    match error {
        MoveParseError::Shape(text) => tr_args(lang, "move-invalid", &[("text", text.into())]),
        MoveParseError::Square(error) => square_error(lang, error),
    }
}
