//! A tiny Stratego engine that speaks docs/ENGINE-PROTOCOL.md and plays random moves:
//! `stratego_bot selfplay hard --vs-cmd "cargo run -q --example random_engine -- 7"`.
//! It uses nothing from the bot, only the standard library, as an outside engine would.
//! The optional argument seeds its randomness.

use std::io::{BufRead, Write};

/// A small xorshift generator: enough for a random mover.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[derive(Clone, Copy, PartialEq)]
struct Piece {
    mine: bool,
    /// Our own ranks (setup codes); `?` for an enemy piece not yet seen in battle.
    rank: char,
}

fn square(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let file = chars.next()?.to_ascii_uppercase();
    let row: usize = chars.as_str().parse().ok()?;
    if !('A'..='J').contains(&file) || !(1..=10).contains(&row) {
        return None;
    }
    Some((row - 1) * 10 + (file as usize - 'A' as usize))
}

fn name(index: usize) -> String {
    format!("{}{}", (b'A' + (index % 10) as u8) as char, index / 10 + 1)
}

fn is_lake(index: usize) -> bool {
    matches!(index / 10, 4 | 5) && matches!(index % 10, 2 | 3 | 6 | 7)
}

/// The board square of setup slot `slot` (front row first, left to right as the player sees it).
fn home(slot: usize, red: bool) -> usize {
    let (row, col) = (slot / 10, slot % 10);
    if red {
        (3 - row) * 10 + col
    } else {
        (6 + row) * 10 + (9 - col)
    }
}

fn army(variant: &str) -> &'static str {
    match variant {
        "barrage" => "X9322SBF",
        "duel" => "X93322SBBF",
        _ => "X9887776666555544443333322222222SBBBBBBF",
    }
}

struct Engine {
    board: [Option<Piece>; 100],
    rng: Rng,
    /// Where our last move ended: moving a different piece next keeps us clear of the
    /// two-squares and more-squares rules, which only limit one piece's moves in a row.
    last_to: Option<usize>,
}

impl Engine {
    fn setup(&mut self, red: bool, variant: &str) -> String {
        let mut slots: Vec<char> = army(variant).chars().collect();
        slots.resize(40, '.');
        for i in (1..slots.len()).rev() {
            slots.swap(i, self.rng.below(i + 1));
        }
        for (slot, &c) in slots.iter().enumerate() {
            if c != '.' {
                self.board[home(slot, red)] = Some(Piece {
                    mine: true,
                    rank: c,
                });
            }
        }
        slots.into_iter().collect()
    }

    fn moves(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for from in 0..100 {
            let Some(p) = self.board[from] else { continue };
            if !p.mine || matches!(p.rank, 'B' | 'F') {
                continue;
            }
            let reach = if p.rank == '2' { 9 } else { 1 };
            for (dr, dc) in [(1i32, 0i32), (-1, 0), (0, 1), (0, -1)] {
                let (mut r, mut c) = ((from / 10) as i32, (from % 10) as i32);
                for _ in 0..reach {
                    r += dr;
                    c += dc;
                    if !(0..10).contains(&r) || !(0..10).contains(&c) {
                        break;
                    }
                    let to = (r * 10 + c) as usize;
                    if is_lake(to) {
                        break;
                    }
                    match self.board[to] {
                        None => out.push((from, to)),
                        Some(q) => {
                            if !q.mine {
                                out.push((from, to));
                            }
                            break;
                        }
                    }
                }
            }
        }
        out
    }

    fn choose(&mut self) -> Option<(usize, usize)> {
        let all = self.moves();
        let fresh: Vec<_> = all
            .iter()
            .copied()
            .filter(|m| Some(m.0) != self.last_to)
            .collect();
        let pool = if fresh.is_empty() { all } else { fresh };
        let pick = *pool.get(self.rng.below(pool.len().max(1)))?;
        self.last_to = Some(pick.1);
        Some(pick)
    }

    /// `move <colour> <from>-<to> [battle <attacker> <defender> <winner>]`.
    fn apply(&mut self, words: &[&str]) {
        let Some((from, to)) = words.get(2).and_then(|m| {
            let (a, b) = m.split_once('-')?;
            Some((square(a)?, square(b)?))
        }) else {
            return;
        };
        let mover = self.board[from].take();
        if words.get(3) != Some(&"battle") {
            self.board[to] = mover;
            return;
        }
        let winner = words.get(6).copied().unwrap_or("both");
        self.board[to] = match (winner, mover) {
            ("attacker", Some(p)) => Some(p),
            ("defender", _) => self.board[to],
            _ => None,
        };
    }
}

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(1);
    let mut engine = Engine {
        board: [None; 100],
        rng: Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1),
        last_to: None,
    };
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.first().copied() {
            Some("stratego") => {
                let red = words.get(2) == Some(&"red");
                let variant = words.get(3).copied().unwrap_or("classic");
                Some(format!("setup {}", engine.setup(red, variant)))
            }
            Some("start") => {
                for w in &words[1..] {
                    if let Some(s) = square(w) {
                        engine.board[s] = Some(Piece {
                            mine: false,
                            rank: '?',
                        });
                    }
                }
                None
            }
            Some("move") => {
                engine.apply(&words);
                None
            }
            Some("go") => Some(match engine.choose() {
                Some((from, to)) => format!("{}-{}", name(from), name(to)),
                None => "resign".to_string(),
            }),
            Some("end") => break,
            _ => None,
        };
        if let Some(reply) = reply
            && writeln!(out, "{reply}").and_then(|_| out.flush()).is_err()
        {
            break;
        }
    }
}
