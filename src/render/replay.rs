//! Positions of a finished game with everything known: both setups and every move.
//! Moves describe themselves (with battle results), so replaying needs no rules.

use crate::engine::{
    BattleOutcome, ByColor, Color, PlayedMove, RankCounts, SeenMove, SeenPiece, Setup, Variant,
    View, Viewer,
};

/// The start position as a full-information view, to be advanced move by move.
pub struct Replay {
    view: View,
}

impl Replay {
    pub fn new(start: &Setup) -> Replay {
        let mut board = vec![None; 100];
        let mut army = ByColor::<RankCounts>::default();
        for &(square, color, rank) in &start.pieces {
            board[square.index()] = Some(SeenPiece {
                color,
                rank: Some(rank),
                moved: false,
                revealed: false,
                scout_shown: false,
            });
            army.get_mut(color).add(rank);
        }
        Replay {
            view: View {
                viewer: Viewer::Spectator,
                variant: Variant::Free,
                board,
                to_move: start.to_move,
                ply: 0,
                last_move: None,
                remaining: army,
                captured: ByColor::default(),
                outcome: None,
            },
        }
    }

    pub fn view(&self) -> &View {
        &self.view
    }

    pub fn play(&mut self, m: &PlayedMove) {
        let v = &mut self.view;
        let mut mover = v.board[m.from.index()].take().unwrap_or(SeenPiece {
            color: m.color,
            rank: Some(m.rank),
            moved: false,
            revealed: false,
            scout_shown: false,
        });
        mover.moved = true;
        mover.scout_shown |= m.reveals_scout();
        let to = m.to.index();
        match m.battle {
            None => v.board[to] = Some(mover),
            Some(battle) => {
                let defender_color = m.color.opponent();
                let mut defender = v.board[to].unwrap_or(SeenPiece {
                    color: defender_color,
                    rank: Some(battle.defender),
                    moved: false,
                    revealed: false,
                    scout_shown: false,
                });
                mover.revealed = true;
                defender.revealed = true;
                let (attacker_lost, defender_lost) = match battle.outcome {
                    BattleOutcome::AttackerWins => (false, true),
                    BattleOutcome::DefenderWins => (true, false),
                    BattleOutcome::BothRemoved => (true, true),
                };
                v.board[to] = match battle.outcome {
                    BattleOutcome::AttackerWins => Some(mover),
                    BattleOutcome::DefenderWins => Some(defender),
                    BattleOutcome::BothRemoved => None,
                };
                if attacker_lost {
                    lose(v, m.color, battle.attacker);
                }
                if defender_lost {
                    lose(v, defender_color, battle.defender);
                }
            }
        }
        v.last_move = Some(SeenMove {
            color: m.color,
            from: m.from,
            to: m.to,
            rank: Some(m.rank),
            battle: m.battle,
        });
        v.to_move = m.color.opponent();
        v.ply = v.ply.saturating_add(1);
    }
}

fn lose(v: &mut View, color: Color, rank: crate::engine::Rank) {
    v.remaining.get_mut(color).remove(rank);
    v.captured.get_mut(color).add(rank);
}
