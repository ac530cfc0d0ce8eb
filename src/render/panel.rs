//! The side panel: move number and whose turn, the last battle, and both armies.
//! Columns follow the board: the army at the top first, the one at the bottom second.

use crate::engine::{BattleOutcome, Color, Rank, View};

use super::board::bottom_of;
use super::canvas::Canvas;
use super::sprites::{Face, Ground, atlas};
use super::theme::*;
use crate::engine::Numbering;

pub fn draw(c: &mut Canvas, view: &View, numbering: Numbering) {
    let atlas = atlas();
    let bottom = bottom_of(view.viewer);
    let columns = [bottom.opponent(), bottom];
    let col_x = |i: usize| PANEL_X + COL_ARMY_X[i] + (COL_ARMY_W - TILE) / 2;

    // The number of the move being waited for, or of the last one once the game is over.
    let number = if view.outcome.is_some() {
        view.ply
    } else {
        view.ply.saturating_add(1)
    };
    draw_number(
        c,
        &atlas.move_digits,
        number,
        PANEL_X + COL_LABEL_W / 2,
        PANEL_HEADER_Y + RING,
    );
    let winner = view.outcome.and_then(|o| o.winner);
    for (i, &color) in columns.iter().enumerate() {
        let (x, y) = (col_x(i), PANEL_HEADER_Y + RING);
        if view.outcome.is_none() && view.to_move == color {
            let side = (TILE + 2 * RING) as i32;
            let (rx, ry) = ((x - RING) as i32, (y - RING) as i32);
            c.outline(rx, ry, side, side, RING as i32, atlas.ink.highlight);
        }
        let swatch = if winner == Some(color) {
            &atlas.winner[color.index()]
        } else {
            atlas.tile(Ground::Panel, color, numbering, Face::Back)
        };
        c.blit(swatch, x, y);
    }

    if let Some(m) = view.last_move
        && let Some(battle) = m.battle
    {
        c.blit(&atlas.swords, PANEL_X, PANEL_BATTLE_Y);
        for (i, &color) in columns.iter().enumerate() {
            let attacker = color == m.color;
            let rank = if attacker {
                battle.attacker
            } else {
                battle.defender
            };
            let lost = match battle.outcome {
                BattleOutcome::AttackerWins => !attacker,
                BattleOutcome::DefenderWins => attacker,
                BattleOutcome::BothRemoved => true,
            };
            let tile = if lost {
                atlas.struck(color, numbering, rank)
            } else {
                atlas.tile(Ground::Panel, color, numbering, Face::Rank(rank))
            };
            c.blit(tile, col_x(i), PANEL_BATTLE_Y);
        }
    }

    let fielded = |rank: Rank| {
        Color::ALL.iter().any(|&color| {
            view.remaining.get(color).get(rank) + view.captured.get(color).get(rank) > 0
        })
    };
    for (row, rank) in Rank::ALL.into_iter().filter(|&r| fielded(r)).enumerate() {
        let y = PANEL_TABLE_Y + row * PANEL_ROW_H;
        if y + PANEL_ROW_H > c.h {
            break;
        }
        c.blit(atlas.label(numbering, rank), PANEL_X, y);
        for (i, &color) in columns.iter().enumerate() {
            let x = PANEL_X + COL_ARMY_X[i];
            let left = view.remaining.get(color).get(rank);
            let lost = view.captured.get(color).get(rank);
            let digits = &atlas.count_digits[(left == 0) as usize];
            c.blit(&digits[(left % 10) as usize], x, y);
            let total = (left as usize + lost as usize).min(8);
            let rows = if total > 4 { 2 } else { 1 };
            let top = y + (PANEL_ROW_H - (rows - 1) * PIP_STEP - PIP) / 2;
            for k in 0..total {
                let pip = &atlas.pips[color.index()][(k >= left as usize) as usize];
                c.blit(pip, x + 16 + (k % 4) * PIP_STEP, top + (k / 4) * PIP_STEP);
            }
        }
    }
}

/// A number from digit sprites, centred on `cx`.
pub fn draw_number(c: &mut Canvas, digits: &[Canvas], number: u32, cx: usize, y: usize) {
    let text = number.to_string();
    let w = digits[0].w;
    let mut x = cx.saturating_sub(text.len() * w / 2);
    for d in text.bytes() {
        c.blit(&digits[(d - b'0') as usize], x, y);
        x += w;
    }
}
