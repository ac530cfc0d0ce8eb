//! Games between a bot level and an outside engine, a program spoken to over its stdin and
//! stdout in the line protocol of docs/ENGINE-PROTOCOL.md. Our engine referees: the outside
//! engine sees only what its player would (its own pieces, the squares of ours, battles), and a
//! bad setup, an illegal move, a garbled line or silence loses it the game.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use super::bot_games::Tally;
use super::bot_move;
use crate::ai::{Level, Limits, make_setup};
use crate::engine::{
    BattleOutcome, Color, Deployment, EndReason, Game, Move, Outcome, PlayedMove, Rules, Square,
};

/// How long the outside engine may take for its setup or a move.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(30);

/// How one game against the outside engine ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineGame {
    pub winner: Option<Color>,
    /// An [`EndReason`] name, or why the outside engine forfeited (`illegal_move`, ...).
    pub reason: String,
    pub plies: u32,
}

/// A running outside engine: its stdin and a channel of its stdout's lines.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn spawn(cmd: &str) -> std::io::Result<Engine> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()?;
        let stdout = child.stdout.take().ok_or(std::io::ErrorKind::BrokenPipe)?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Ok(Engine {
            child,
            stdin,
            lines,
        })
    }

    fn send(&mut self, line: &str) {
        if let Some(stdin) = self.stdin.as_mut()
            && writeln!(stdin, "{line}")
                .and_then(|_| stdin.flush())
                .is_err()
        {
            self.stdin = None;
        }
    }

    /// The engine's next meaningful line (blank lines and `#` comments are skipped).
    fn answer(&mut self, timeout: Duration) -> Result<String, &'static str> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let line = line.trim();
                    if !line.is_empty() && !line.starts_with('#') {
                        return Ok(line.to_string());
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err("timeout"),
                Err(RecvTimeoutError::Disconnected) => return Err("engine_gone"),
            }
        }
    }

    /// Tells the end, closes its input and gives it a moment to leave before it is stopped.
    fn finish(mut self, line: &str) {
        self.send(line);
        self.stdin = None;
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One line telling a played move, with its battle (battles are public: both ranks are shown
/// to both players; the mover's rank otherwise is not).
pub fn move_line(m: &PlayedMove) -> String {
    let mut line = format!("move {} {}-{}", m.color.name(), m.from, m.to);
    if let Some(b) = m.battle {
        let winner = match b.outcome {
            BattleOutcome::AttackerWins => "attacker",
            BattleOutcome::DefenderWins => "defender",
            BattleOutcome::BothRemoved => "both",
        };
        line.push_str(&format!(
            " battle {} {} {winner}",
            b.attacker.code(),
            b.defender.code()
        ));
    }
    line
}

fn end_line(winner: Option<Color>, reason: &str) -> String {
    let who = winner.map_or("draw", |c| c.name());
    format!("end {who} {reason}")
}

/// One game: `level` plays `bot_color`, the engine run by `cmd` the other side.
pub fn play_engine_game(
    cmd: &str,
    level: Level,
    bot_color: Color,
    rules: Rules,
    seed: u64,
    limits: &Limits,
    hard_think_us: &mut Vec<u64>,
) -> std::io::Result<EngineGame> {
    let them = bot_color.opponent();
    let mut engine = Engine::spawn(cmd)?;
    let forfeit = |engine: Engine, reason: &str, plies: u32| {
        engine.finish(&end_line(Some(bot_color), reason));
        Ok(EngineGame {
            winner: Some(bot_color),
            reason: reason.to_string(),
            plies,
        })
    };
    engine.send(&format!(
        "stratego 1 {} {}",
        them.name(),
        rules.variant.name()
    ));
    let theirs = match engine.answer(ANSWER_TIMEOUT) {
        Ok(line) => line
            .strip_prefix("setup ")
            .and_then(|s| Deployment::parse(s).ok()),
        Err(reason) => return forfeit(engine, reason, 0),
    };
    let ours = make_setup(level, rules.variant, seed ^ 0xb07, None);
    let game = theirs.and_then(|theirs| {
        let (red, blue) = match bot_color {
            Color::Red => (&ours, &theirs),
            Color::Blue => (&theirs, &ours),
        };
        Game::new(rules, red, blue).ok()
    });
    let Some(mut game) = game else {
        return forfeit(engine, "illegal_setup", 0);
    };
    let our_squares: Vec<String> = Square::all()
        .filter(|s| game.piece_at(*s).is_some_and(|(c, _)| c == bot_color))
        .map(|s| s.to_string())
        .collect();
    engine.send(&format!("start {}", our_squares.join(" ")));
    let mut played: Vec<PlayedMove> = Vec::new();
    while !game.is_over() {
        let mv = if game.to_move() == bot_color {
            let started = Instant::now();
            let move_seed = seed
                .wrapping_mul(0x9e37_79b9)
                .wrapping_add(game.ply() as u64);
            let Some(mv) = bot_move(&game, &played, level, limits, move_seed) else {
                break;
            };
            if level == Level::Hard {
                hard_think_us.push(started.elapsed().as_micros() as u64);
            }
            mv
        } else {
            engine.send("go");
            let line = match engine.answer(ANSWER_TIMEOUT) {
                Ok(line) => line,
                Err(reason) => return forfeit(engine, reason, game.ply()),
            };
            if line == "resign" {
                let _ = game.resign(them);
                break;
            }
            match Move::parse(&line) {
                Ok(mv) if game.check(mv).is_ok() => mv,
                _ => return forfeit(engine, "illegal_move", game.ply()),
            }
        };
        match game.play(mv) {
            Ok(p) => {
                engine.send(&move_line(&p));
                played.push(p);
            }
            Err(_) => break,
        }
    }
    let outcome = game
        .outcome()
        .unwrap_or(Outcome::draw(EndReason::Cancelled));
    engine.finish(&end_line(outcome.winner, outcome.reason.name()));
    Ok(EngineGame {
        winner: outcome.winner,
        reason: outcome.reason.name().to_string(),
        plies: game.ply(),
    })
}

/// `games` games of `level` against the engine `cmd`, colours alternating (the level is red in
/// even games), counted like [`super::bot_games::play_match`]; `b` is named `cmd`.
pub fn play_engine_match(
    level: Level,
    cmd: &str,
    games: u32,
    rules: Rules,
    seed: u64,
    limits: &Limits,
) -> std::io::Result<(Tally, Vec<EngineGame>)> {
    let mut tally = Tally {
        a: level.name().to_string(),
        b: "cmd".to_string(),
        games,
        a_wins: 0,
        b_wins: 0,
        draws: 0,
        avg_plies: 0.0,
        hard_think_us: Vec::new(),
    };
    let mut results = Vec::new();
    let mut plies = 0u64;
    for i in 0..games {
        let color = if i % 2 == 0 { Color::Red } else { Color::Blue };
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
        let r = play_engine_game(
            cmd,
            level,
            color,
            rules,
            game_seed,
            limits,
            &mut tally.hard_think_us,
        )?;
        plies += u64::from(r.plies);
        match r.winner {
            Some(c) if c == color => tally.a_wins += 1,
            Some(_) => tally.b_wins += 1,
            None => tally.draws += 1,
        }
        results.push(r);
    }
    if games > 0 {
        tally.avg_plies = plies as f64 / games as f64;
    }
    Ok((tally, results))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A shell engine that sets up with `setup` and answers every `go` with `reply`.
    fn scripted(setup: &str, reply: &str) -> String {
        format!(
            "while read l; do case \"$l\" in stratego*) echo 'setup {setup}';; \
             go) echo '{reply}';; end*) exit;; esac; done"
        )
    }

    const ARMY: &str = "2222322232/76S5635736/4B44X95B8B/B3F8B67B45";

    fn play(cmd: &str, bot: Color) -> EngineGame {
        play_engine_game(
            cmd,
            Level::Easy,
            bot,
            Rules::default(),
            3,
            &Limits::samples_only(1),
            &mut Vec::new(),
        )
        .unwrap()
    }

    #[test]
    fn an_illegal_move_loses_the_game() {
        // Red's A5 is empty at the start: the engine, red, moves nothing.
        let g = play(&scripted(ARMY, "A5-A6"), Color::Blue);
        assert_eq!(
            (g.winner, g.reason.as_str(), g.plies),
            (Some(Color::Blue), "illegal_move", 0)
        );
        // Garbled text is no better.
        let g = play(&scripted(ARMY, "forward!"), Color::Blue);
        assert_eq!(g.reason, "illegal_move");
    }

    #[test]
    fn a_bad_setup_or_silence_loses_the_game() {
        let g = play(&scripted("XXXX", "A4-A5"), Color::Red);
        assert_eq!(
            (g.winner, g.reason.as_str()),
            (Some(Color::Red), "illegal_setup")
        );
        let g = play("exit 0", Color::Red);
        assert_eq!(
            (g.winner, g.reason.as_str()),
            (Some(Color::Red), "engine_gone")
        );
    }

    #[test]
    fn moves_tell_battles_but_not_quiet_ranks() {
        use crate::engine::{Battle, Rank};
        let sq = |n: &str| Square::parse(n).unwrap();
        let quiet = PlayedMove {
            color: Color::Red,
            rank: Rank::Marshal,
            from: sq("E4"),
            to: sq("E5"),
            battle: None,
        };
        assert_eq!(move_line(&quiet), "move red E4-E5");
        let attack = PlayedMove {
            color: Color::Blue,
            rank: Rank::Captain,
            from: sq("E6"),
            to: sq("E5"),
            battle: Some(Battle::resolve(Rank::Captain, Rank::Marshal, false)),
        };
        assert_eq!(move_line(&attack), "move blue E6-E5 battle 6 X defender");
    }
}
