//! What the bot knows: its player's [`View`] plus the public move history, and nothing else.
//! Everything the levels decide from is derived here; there is no way in from a `Game`.

use crate::engine::{
    BattleOutcome, Color, Rank, RankCounts, Rules, SeenMove, Square, View, Viewer,
};

/// One enemy piece as the bot knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnemyPiece {
    pub square: Square,
    /// Where it stood when the game began (from the move history), for setup priors.
    pub origin: Square,
    pub moved: bool,
    /// Known rank: shown in a battle, or a Scout shown by a long move.
    pub rank: Option<Rank>,
    /// Moves that ended next to one of the bot's pieces: bold pieces tend to be strong.
    pub approaches: u16,
    /// The weakest rank of the bot's revealed pieces it ran away from: it is probably weaker.
    pub fled_from: Option<Rank>,
}

/// One of the bot's own pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OwnPiece {
    pub square: Square,
    pub rank: Rank,
    pub moved: bool,
    /// The opponent knows its rank.
    pub revealed: bool,
}

/// The bot's knowledge at its turn.
#[derive(Debug, Clone)]
pub struct Knowledge {
    pub me: Color,
    pub rules: Rules,
    pub ply: u32,
    pub own: Vec<OwnPiece>,
    pub enemy: Vec<EnemyPiece>,
    /// Ranks of the enemy pieces whose rank the bot does not know (the pool to guess from).
    pub enemy_pool: RankCounts,
    pub own_remaining: RankCounts,
    pub enemy_remaining: RankCounts,
    /// The bot's own recent moves, latest last (to avoid aimless back and forth).
    pub recent_own: Vec<(Square, Square)>,
    /// Plies since the last battle: a stalled game is pushed toward a result, not drawn out.
    pub plies_since_battle: u32,
}

impl Knowledge {
    /// Builds the bot's knowledge from its player's view and the moves as that player saw them
    /// (oldest first). `None` for a spectator's view: the bot always sits in a seat.
    pub fn new(view: &View, history: &[SeenMove], rules: Rules) -> Option<Knowledge> {
        let Viewer::Player(me) = view.viewer else {
            return None;
        };
        let mut own = Vec::new();
        let mut enemy = Vec::new();
        for square in Square::all() {
            let Some(p) = view.at(square) else { continue };
            if p.color == me {
                own.push(OwnPiece {
                    square,
                    rank: p.rank?,
                    moved: p.moved,
                    revealed: p.revealed || p.scout_shown,
                });
            } else {
                enemy.push(EnemyPiece {
                    square,
                    origin: square,
                    moved: p.moved,
                    rank: p.rank,
                    approaches: 0,
                    fled_from: None,
                });
            }
        }
        let mut enemy_pool = *view.remaining.get(me.opponent());
        for e in &enemy {
            if let Some(r) = e.rank {
                enemy_pool.remove(r);
            }
        }
        replay_backwards(me, view, history, &mut enemy);
        let recent_own = history
            .iter()
            .rev()
            .filter(|m| m.color == me)
            .take(8)
            .map(|m| (m.from, m.to))
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let plies_since_battle = history
            .iter()
            .rev()
            .take_while(|m| m.battle.is_none())
            .count() as u32;
        Some(Knowledge {
            me,
            rules,
            ply: view.ply,
            own,
            enemy,
            enemy_pool,
            own_remaining: *view.remaining.get(me),
            enemy_remaining: *view.remaining.get(me.opponent()),
            recent_own,
            plies_since_battle,
        })
    }

    pub fn enemy_at(&self, square: Square) -> Option<&EnemyPiece> {
        self.enemy.iter().find(|e| e.square == square)
    }

    pub fn own_at(&self, square: Square) -> Option<&OwnPiece> {
        self.own.iter().find(|p| p.square == square)
    }
}

#[derive(Clone, Copy)]
struct Tracked {
    color: Color,
    id: usize,
}

/// Walks the history from the present back to the start, following each enemy piece to its
/// starting square and noting how it behaved next to the bot's pieces.
fn replay_backwards(me: Color, view: &View, history: &[SeenMove], enemy: &mut [EnemyPiece]) {
    let mut occ: [Option<Tracked>; 100] = [None; 100];
    let mut own_rank: Vec<Option<Rank>> = Vec::new();
    let mut own_first_battle: Vec<usize> = Vec::new();
    let mut enemy_count = 0usize;
    for square in Square::all() {
        let Some(p) = view.at(square) else { continue };
        if p.color == me {
            occ[square.index()] = Some(Tracked {
                color: me,
                id: own_rank.len(),
            });
            own_rank.push(p.rank);
            own_first_battle.push(usize::MAX);
        } else {
            occ[square.index()] = Some(Tracked {
                color: p.color,
                id: enemy_count,
            });
            enemy_count += 1;
        }
    }
    let mut approaches = vec![0u16; enemy_count];
    // (enemy id, own id, ply): the enemy piece left the side of that own piece.
    let mut flights: Vec<(usize, usize, usize)> = Vec::new();
    let mut next_enemy = enemy_count;
    for (ply, m) in history.iter().enumerate().rev() {
        let (from, to) = (m.from.index(), m.to.index());
        match m.battle {
            None => {
                let Some(mover) = occ[to].take() else { return };
                if mover.color != me {
                    let near = |sq: Square| {
                        sq.neighbours()
                            .filter_map(|n| occ[n.index()])
                            .filter(|t| t.color == me)
                            .map(|t| t.id)
                            .collect::<Vec<_>>()
                    };
                    let after = near(m.to);
                    if !after.is_empty() && mover.id < enemy_count {
                        approaches[mover.id] += 1;
                    }
                    for own in near(m.from) {
                        if !after.contains(&own) {
                            flights.push((mover.id, own, ply));
                        }
                    }
                }
                occ[from] = Some(mover);
            }
            Some(b) => {
                let defender_color = m.color.opponent();
                let mut restore = |color: Color, rank: Rank| {
                    if color == me {
                        own_rank.push(Some(rank));
                        own_first_battle.push(ply);
                        Tracked {
                            color,
                            id: own_rank.len() - 1,
                        }
                    } else {
                        next_enemy += 1;
                        Tracked {
                            color,
                            id: next_enemy - 1,
                        }
                    }
                };
                match b.outcome {
                    BattleOutcome::AttackerWins => {
                        let Some(att) = occ[to].take() else { return };
                        occ[from] = Some(att);
                        occ[to] = Some(restore(defender_color, b.defender));
                        note_battle(att, me, ply, &mut own_first_battle);
                    }
                    BattleOutcome::DefenderWins => {
                        let Some(def) = occ[to] else { return };
                        occ[from] = Some(restore(m.color, b.attacker));
                        note_battle(def, me, ply, &mut own_first_battle);
                    }
                    BattleOutcome::BothRemoved => {
                        occ[from] = Some(restore(m.color, b.attacker));
                        occ[to] = Some(restore(defender_color, b.defender));
                    }
                }
            }
        }
    }
    let mut origin = vec![None; enemy_count];
    for square in Square::all() {
        if let Some(t) = occ[square.index()]
            && t.color != me
            && t.id < enemy_count
        {
            origin[t.id] = Some(square);
        }
    }
    for (id, e) in enemy.iter_mut().enumerate() {
        e.origin = origin[id].unwrap_or(e.square);
        e.approaches = approaches[id];
    }
    for (enemy_id, own_id, ply) in flights {
        let known_then = own_first_battle[own_id] < ply;
        if enemy_id < enemy_count
            && known_then
            && let Some(rank) = own_rank[own_id]
        {
            let e = &mut enemy[enemy_id];
            e.fled_from = Some(e.fled_from.map_or(rank, |r| r.min(rank)));
        }
    }
}

fn note_battle(t: Tracked, me: Color, ply: usize, first: &mut [usize]) {
    if t.color == me {
        first[t.id] = first[t.id].min(ply);
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::level_tests::position;
    use crate::engine::{Color, Move, Rank, Square};
    use crate::seat::knowledge_for;

    /// A Scout that crossed several squares has shown what it is, even without a battle; the
    /// bot must not count it as a secret any more.
    #[test]
    fn a_scout_that_made_a_long_move_is_known_to_the_opponent() {
        let sq = |name: &str| Square::parse(name).unwrap();
        let pieces = [
            ("A1", Color::Red, Rank::Scout),
            ("J1", Color::Red, Rank::Scout),
            ("E1", Color::Red, Rank::Flag),
            ("E10", Color::Blue, Rank::Flag),
            ("A10", Color::Blue, Rank::Sergeant),
        ];
        let mut game = position(&pieces, Color::Red);
        let mut played = Vec::new();
        for m in ["A1-A4", "A10-B10", "J1-J2"] {
            played.push(game.play(Move::parse(m).unwrap()).unwrap());
        }
        let k = knowledge_for(&game, &played, Color::Red).unwrap();
        assert!(k.own_at(sq("A4")).unwrap().revealed);
        assert!(!k.own_at(sq("J2")).unwrap().revealed);
    }
}
