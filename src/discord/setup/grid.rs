//! The tap-to-swap setup editor's components: a pure function from what a player may see of
//! their own setup (pieces, selection, saved setups) and their language to two messages.
//!
//! Discord allows 5 buttons in a row and 5 rows in a message, so the 40 home squares take two
//! messages, each 4 rows of 5 in the player's own orientation (front row on top, as on their
//! board image): the left half of their board, then the right half. The left message's fifth
//! row is the saved-setups menu (when there are any for this variant), the right message's is
//! the controls: Random, Mirror, Save, Ready. Once the setup is locked in, the squares stay as
//! a disabled picture of it and the menu and controls are gone.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::text::tr;
use crate::engine::{Deployment, Rank};
use crate::i18n::{self, Lang};
use crate::render::Numbering;
use crate::service::EditorState;

/// Squares in one row of one half, and rows per half.
const HALF_WIDTH: usize = 5;
const ROWS: usize = 4;
/// Discord's limit on the options of a select menu.
pub const MAX_SAVED: usize = 25;

/// Which message of the two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Half {
    Left,
    Right,
}

impl Half {
    pub const BOTH: [Half; 2] = [Half::Left, Half::Right];

    /// The half showing `slot` (front row first, left to right as the player sees it).
    fn of(slot: usize) -> Half {
        if slot % 10 < HALF_WIDTH {
            Half::Left
        } else {
            Half::Right
        }
    }

    /// The slots of this half, row by row from the front row.
    fn slots(self) -> impl Iterator<Item = impl Iterator<Item = usize>> {
        let first_col = match self {
            Half::Left => 0,
            Half::Right => HALF_WIDTH,
        };
        (0..ROWS).map(move |row| (first_col..first_col + HALF_WIDTH).map(move |c| row * 10 + c))
    }
}

/// One grid message: a line of text and its rows of components.
#[derive(Debug, Clone)]
pub struct GridMessage {
    pub content: String,
    pub rows: Vec<serenity::CreateActionRow>,
}

/// The player's saved setups of this match's variant, by name (at most [`MAX_SAVED`] are shown).
pub fn layout(
    grid: &EditorState,
    lang: Lang,
    numbering: Numbering,
    saved: &[String],
    half: Half,
) -> GridMessage {
    let setup = &grid.setup;
    let id = setup.match_id.0;
    let locked = setup.ready;
    let mut rows: Vec<serenity::CreateActionRow> = half
        .slots()
        .map(|row| {
            let buttons = row
                .map(|slot| square_button(grid, lang, numbering, id, slot).disabled(locked))
                .collect();
            serenity::CreateActionRow::Buttons(buttons)
        })
        .collect();
    if !locked {
        match half {
            Half::Left if !saved.is_empty() => rows.push(saved_menu(lang, id, saved)),
            Half::Left => {}
            Half::Right => rows.push(controls(lang, id)),
        }
    }
    GridMessage {
        content: content(grid, lang, numbering, half),
        rows,
    }
}

/// A half's line: its files, then (left half) what to do or (either half) the selected square.
/// The selection is told in the half that holds it, so a tap that only selects or lets go
/// changes that one message.
fn content(grid: &EditorState, lang: Lang, numbering: Numbering, half: Half) -> String {
    let setup = &grid.setup;
    let (from, to) = files_of(setup.deployment, setup.color, half);
    let files = [("from", from.to_string()), ("to", to.to_string())];
    let selected_here = grid
        .selected
        .filter(|&slot| Half::of(slot) == half && !setup.ready);
    let status = match selected_here {
        Some(slot) => {
            let square = setup.deployment.square_of(slot, setup.color).to_string();
            match setup.deployment.0[slot] {
                Some(rank) => tr(
                    lang,
                    "grid-selected",
                    &[
                        ("square", square),
                        ("piece", label(lang, numbering, rank)),
                        ("rank", i18n::rank_name(lang, rank)),
                    ],
                ),
                None => tr(lang, "grid-selected-empty", &[("square", square)]),
            }
        }
        None if half == Half::Right => return tr(lang, "grid-right", &files),
        None if setup.ready => tr(lang, "grid-locked", &[]),
        None => tr(lang, "grid-pick", &[]),
    };
    let [from, to] = files;
    // "grid-left" is the files with a status line, whichever half it is.
    tr(lang, "grid-left", &[from, to, ("status", status)])
}

/// The first and last file of a half: A and E for red's left half; blue sees the board
/// turned, so J and F.
fn files_of(d: Deployment, color: crate::engine::Color, half: Half) -> (char, char) {
    let mut slots = half.slots().next().into_iter().flatten();
    let first = slots.next().unwrap_or(0);
    let last = slots.last().unwrap_or(first);
    let file = |slot: usize| {
        let name = d.square_of(slot, color).to_string();
        name.chars().next().unwrap_or_default()
    };
    (file(first), file(last))
}

/// The short label of a piece in the player's numbering, with the letters in their language.
pub fn label(lang: Lang, numbering: Numbering, rank: Rank) -> String {
    match numbering.label(rank) {
        "B" => tr(lang, "grid-bomb", &[]),
        "F" => tr(lang, "grid-flag", &[]),
        "S" => tr(lang, "grid-spy", &[]),
        digits => digits.to_owned(),
    }
}

fn square_button(
    grid: &EditorState,
    lang: Lang,
    numbering: Numbering,
    id: i64,
    slot: usize,
) -> serenity::CreateButton {
    let piece = grid.setup.deployment.0[slot];
    let style = if grid.selected == Some(slot) {
        serenity::ButtonStyle::Success
    } else {
        match piece {
            None => serenity::ButtonStyle::Secondary,
            Some(rank) if rank.is_movable() => serenity::ButtonStyle::Primary,
            Some(_) => serenity::ButtonStyle::Danger,
        }
    };
    let text = match piece {
        Some(rank) => label(lang, numbering, rank),
        None => tr(lang, "grid-empty", &[]),
    };
    serenity::CreateButton::new(ButtonAction::SetupTap(id, slot as u8).custom_id())
        .label(text)
        .style(style)
}

fn saved_menu(lang: Lang, id: i64, saved: &[String]) -> serenity::CreateActionRow {
    let options = saved
        .iter()
        .take(MAX_SAVED)
        .map(|name| {
            let shown: String = name.chars().take(100).collect();
            serenity::CreateSelectMenuOption::new(shown.clone(), shown)
        })
        .collect();
    let menu = serenity::CreateSelectMenu::new(
        ButtonAction::SetupLoad(id).custom_id(),
        serenity::CreateSelectMenuKind::String { options },
    )
    .placeholder(tr(lang, "grid-load", &[]));
    serenity::CreateActionRow::SelectMenu(menu)
}

fn controls(lang: Lang, id: i64) -> serenity::CreateActionRow {
    let button = |action: ButtonAction, key: &str, style| {
        serenity::CreateButton::new(action.custom_id())
            .label(tr(lang, key, &[]))
            .style(style)
    };
    serenity::CreateActionRow::Buttons(vec![
        button(
            ButtonAction::SetupRandom(id),
            "button-random",
            serenity::ButtonStyle::Secondary,
        ),
        button(
            ButtonAction::SetupMirror(id),
            "button-mirror",
            serenity::ButtonStyle::Secondary,
        ),
        button(
            ButtonAction::SetupSave(id),
            "button-save",
            serenity::ButtonStyle::Secondary,
        ),
        button(
            ButtonAction::SetupReady(id),
            "button-ready",
            serenity::ButtonStyle::Success,
        ),
    ])
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::engine::{Color, Variant};
    use crate::service::{MatchId, SetupView};

    fn grid(color: Color, variant: Variant, text: &str, selected: Option<usize>) -> EditorState {
        EditorState {
            setup: SetupView {
                match_id: MatchId(7),
                color,
                variant,
                deployment: Deployment::parse(text).unwrap(),
                ready: false,
                commitment: None,
            },
            selected,
        }
    }

    const CLASSIC: &str = "2S22X2B2B2/69B4B53338/3B764F8765/5B549446B2";

    fn json(m: &GridMessage) -> Vec<Value> {
        m.rows
            .iter()
            .map(|r| serde_json::to_value(r).unwrap())
            .collect()
    }

    fn labels(row: &Value) -> Vec<String> {
        row["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["label"].as_str().unwrap_or_default().to_owned())
            .collect()
    }

    #[test]
    fn two_halves_of_four_rows_of_five_front_row_first() {
        let g = grid(Color::Red, Variant::Classic, CLASSIC, None);
        let left = json(&layout(&g, Lang::En, Numbering::New, &[], Half::Left));
        let right = json(&layout(&g, Lang::En, Numbering::New, &[], Half::Right));
        assert_eq!(left.len(), 4, "no saved setups: no menu");
        assert_eq!(right.len(), 5, "four rows of squares and the controls");
        assert_eq!(labels(&left[0]), ["2", "1", "2", "2", "10"]);
        assert_eq!(labels(&right[0]), ["2", "B", "2", "B", "2"]);
        assert_eq!(labels(&left[3]), ["5", "B", "5", "4", "9"]);
        assert_eq!(labels(&right[4]), ["Random", "Mirror", "Save", "Ready"]);
        assert_eq!(right[0]["components"][0]["custom_id"], "setup-tap:7:5");
        assert_eq!(left[3]["components"][4]["custom_id"], "setup-tap:7:34");
        for row in left.iter().chain(&right) {
            assert!(row["components"].as_array().unwrap().len() <= 5);
        }
    }

    #[test]
    fn styles_tell_bombs_and_flag_from_movable_pieces_and_show_the_selection() {
        let g = grid(Color::Red, Variant::Classic, CLASSIC, Some(1));
        let left = json(&layout(&g, Lang::En, Numbering::Old, &[], Half::Left));
        let style = |row: usize, col: usize| left[row]["components"][col]["style"].as_u64();
        assert_eq!(style(0, 0), Some(1), "movable: primary");
        assert_eq!(style(0, 1), Some(3), "selected: success");
        assert_eq!(style(2, 1), Some(4), "bomb: danger");
        assert_eq!(labels(&left[0]), ["9", "S", "9", "9", "1"], "old numbering");
        let text = layout(&g, Lang::En, Numbering::Old, &[], Half::Left).content;
        assert!(text.contains("B4"), "{text}");
        let other = layout(&g, Lang::En, Numbering::Old, &[], Half::Right).content;
        assert!(
            !other.contains("B4"),
            "the selection is told in its own half: {other}"
        );
    }

    #[test]
    fn a_selection_on_the_right_is_told_on_the_right_and_the_left_keeps_its_hint() {
        let g = grid(Color::Red, Variant::Classic, CLASSIC, Some(7));
        let right = layout(&g, Lang::En, Numbering::New, &[], Half::Right).content;
        assert!(right.contains("Selected H4"), "{right}");
        let left = layout(&g, Lang::En, Numbering::New, &[], Half::Left).content;
        assert_eq!(
            left,
            layout(
                &grid(Color::Red, Variant::Classic, CLASSIC, None),
                Lang::En,
                Numbering::New,
                &[],
                Half::Left
            )
            .content
        );
    }

    #[test]
    fn blue_reads_its_own_files_and_empty_squares_are_buttons_too() {
        let barrage = "........../........../......F.../2BX93S2...";
        let g = grid(Color::Blue, Variant::Barrage, barrage, None);
        let left = layout(&g, Lang::En, Numbering::New, &[], Half::Left);
        assert!(left.content.contains("J–F"), "{}", left.content);
        let rows = json(&left);
        assert_eq!(labels(&rows[0]), ["·"; 5]);
        assert_eq!(rows[0]["components"][0]["style"].as_u64(), Some(2));
    }

    #[test]
    fn saved_setups_are_a_menu_and_a_locked_setup_is_disabled() {
        let mut g = grid(Color::Red, Variant::Classic, CLASSIC, None);
        let names: Vec<String> = (0..30).map(|i| format!("setup {i}")).collect();
        let left = json(&layout(&g, Lang::En, Numbering::New, &names, Half::Left));
        assert_eq!(left.len(), 5);
        let menu = &left[4]["components"][0];
        assert_eq!(menu["custom_id"], "setup-load:7");
        assert_eq!(menu["options"].as_array().unwrap().len(), MAX_SAVED);
        g.setup.ready = true;
        for half in Half::BOTH {
            let rows = json(&layout(&g, Lang::En, Numbering::New, &names, half));
            assert_eq!(rows.len(), 4, "no menu, no controls once locked in");
            assert!(rows.iter().all(|r| {
                r["components"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|b| b["disabled"] == true)
            }));
        }
    }

    #[test]
    fn labels_are_in_every_language() {
        for lang in Lang::ALL {
            for rank in [Rank::Bomb, Rank::Flag, Rank::Spy] {
                let text = label(lang, Numbering::Old, rank);
                assert!(
                    !text.is_empty() && text.chars().count() <= 3,
                    "{lang:?}: {text}"
                );
            }
        }
        assert_eq!(
            label(Lang::from_discord_locale("ru"), Numbering::Old, Rank::Bomb),
            "М"
        );
    }
}
