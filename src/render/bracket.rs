//! The knockout bracket: one column per round, each tie a box with its two sides (seed and
//! name), the side that went through in bright ink, lines to the tie it feeds, and the
//! champion at the far right.

use super::card::{Card, drawable_name};
use super::theme::{self, Rgb};
use crate::tournament::{Bracket, BracketMatch, PlayerId, Slot};

const COLUMN: usize = 250;
const BOX_W: usize = 210;
const SIDE: usize = 26;
/// Vertical room for one first-round tie.
const TIE: usize = 72;
const PAD: usize = 16;
const PX: f32 = 15.0;
const BOX: Rgb = [0x38, 0x3e, 0x48];
const LINE: Rgb = [0x5d, 0x64, 0x72];
const GOLD: Rgb = [0xf2, 0xc1, 0x4e];

pub fn draw(bracket: &Bracket, name_of: &dyn Fn(PlayerId) -> String) -> Vec<u8> {
    let first = bracket.rounds.first().map_or(1, |r| r.len().max(1));
    let h = PAD * 2 + first * TIE;
    let w = PAD * 2 + bracket.rounds.len() * COLUMN + BOX_W;
    let mut card = Card::new(w, h);
    let inner = (h - 2 * PAD) as f32;
    for (r, round) in bracket.rounds.iter().enumerate() {
        let x = PAD + r * COLUMN;
        let slot_h = inner / round.len().max(1) as f32;
        for (j, tie) in round.iter().enumerate() {
            let cy = PAD as f32 + slot_h * (j as f32 + 0.5);
            draw_tie(&mut card, tie, x, cy, name_of);
            // The line to the tie this one feeds (or to the champion).
            let next_cy = if r + 1 < bracket.rounds.len() {
                let next_h = inner / bracket.rounds[r + 1].len().max(1) as f32;
                PAD as f32 + next_h * ((j / 2) as f32 + 0.5)
            } else {
                cy
            };
            let mid = (x + BOX_W + (COLUMN - BOX_W) / 2) as i32;
            card.rect(
                (x + BOX_W) as i32,
                cy as i32,
                mid - (x + BOX_W) as i32,
                2,
                LINE,
            );
            let (y0, y1) = (cy.min(next_cy) as i32, cy.max(next_cy) as i32);
            card.rect(mid, y0, 2, y1 - y0 + 2, LINE);
            card.rect(mid, next_cy as i32, (x + COLUMN) as i32 - mid, 2, LINE);
        }
    }
    let x = PAD + bracket.rounds.len() * COLUMN;
    let cy = PAD as f32 + inner / 2.0;
    card.rect(
        x as i32,
        (cy - SIDE as f32 / 2.0) as i32,
        BOX_W as i32,
        SIDE as i32,
        BOX,
    );
    if let Some(champion) = bracket.champion {
        let name = drawable_name(&name_of(champion));
        card.text_left(&name, (x + 10) as f32, cy, PX + 1.0, GOLD);
    }
    card.png()
}

fn draw_tie(
    card: &mut Card,
    tie: &BracketMatch,
    x: usize,
    cy: f32,
    name_of: &dyn Fn(PlayerId) -> String,
) {
    let top = (cy - SIDE as f32) as i32;
    card.rect(x as i32, top, BOX_W as i32, (2 * SIDE) as i32, BOX);
    card.rect(x as i32, cy as i32, BOX_W as i32, 1, LINE);
    for (i, slot) in [tie.top, tie.bottom].into_iter().enumerate() {
        let y = top as f32 + SIDE as f32 * (i as f32 + 0.5);
        match slot {
            Slot::Player { id, seed } => {
                let ink = match tie.winner {
                    Some(w) if w == id => GOLD,
                    _ if tie.decided => theme::TEXT_DIM,
                    _ => theme::TEXT,
                };
                card.text_right(&seed.to_string(), (x + 30) as f32, y, PX, theme::TEXT_DIM);
                card.text_left(&drawable_name(&name_of(id)), (x + 40) as f32, y, PX, ink);
            }
            Slot::Bye => card.text_left("—", (x + 40) as f32, y, PX, theme::TEXT_DIM),
            Slot::Pending => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Entrant, Format, GameRef, GameResult, Tournament};

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let img = image::load_from_memory(png)
            .expect("a decodable PNG")
            .to_rgb8();
        (img.width(), img.height(), img.into_raw())
    }

    const NAMES: [&str; 6] = [
        "Alice",
        "Åsa Ström",
        "Ștefan Țăranu",
        "Сергей",
        "मराठी खेळाडू",
        "สมชาย",
    ];

    fn knockout() -> Tournament {
        let players = (0..6)
            .map(|i| Entrant::new(PlayerId(i), 2000.0 - i as f64 * 10.0))
            .collect();
        let mut t = Tournament::new(Format::SingleElimination, players).unwrap();
        t.start_next_round().unwrap();
        t
    }

    fn name(p: PlayerId) -> String {
        NAMES[p.0 as usize].to_owned()
    }

    #[test]
    fn bracket_of_six_decodes_with_a_column_per_round() {
        let mut t = knockout();
        let (w, h, _) = decode(&draw(&t.bracket().unwrap(), &name));
        // Eight places: three rounds and the champion's box.
        assert_eq!(w as usize, PAD * 2 + 3 * COLUMN + BOX_W);
        assert_eq!(h as usize, PAD * 2 + 4 * TIE);
        let games = t.rounds()[0].games.len();
        for game in 0..games {
            t.record_result(GameRef { round: 0, game }, GameResult::RedWin)
                .unwrap();
        }
        let later = draw(&t.bracket().unwrap(), &name);
        if let Some(dir) = std::env::var_os("STRATEGO_DUMP") {
            std::fs::write(std::path::Path::new(&dir).join("bracket.png"), &later).unwrap();
        }
        assert!(decode(&later).2 != decode(&draw(&knockout().bracket().unwrap(), &name)).2);
    }

    #[test]
    fn complex_script_names_are_not_drawn() {
        let t = knockout();
        let bracket = t.bracket().unwrap();
        let star = |_: PlayerId| super::super::card::PLACEHOLDER.to_owned();
        let thai = |_: PlayerId| "สมชาย".to_owned();
        let latin = |_: PlayerId| "Åsa".to_owned();
        assert_eq!(
            decode(&draw(&bracket, &thai)),
            decode(&draw(&bracket, &star))
        );
        assert_ne!(
            decode(&draw(&bracket, &latin)),
            decode(&draw(&bracket, &star))
        );
    }
}
