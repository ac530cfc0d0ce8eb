//! The one-line move log: `12. Blue D7xD6: Major (7) beats Scout (2)`. Built only from a
//! [`LogEntry`], which holds nothing hidden (the mover's rank only when a battle or a long Scout
//! move showed it).

use crate::engine::{BattleOutcome, Rank};
use crate::i18n::{self, Lang};
use crate::render::Numbering;
use crate::service::LogEntry;

use crate::discord::edge::text::tr;

/// `Major (7)` in the reader's language and numbering.
pub fn rank_label(lang: Lang, numbering: Numbering, rank: Rank) -> String {
    tr(
        lang,
        "rank-with-label",
        &[
            ("rank", i18n::rank_name(lang, rank)),
            ("label", numbering.label(rank).to_string()),
        ],
    )
}

pub fn log_line(lang: Lang, numbering: Numbering, entry: &LogEntry) -> String {
    let mut args = vec![
        ("number", entry.number.to_string()),
        ("color", i18n::color_name(lang, entry.color)),
        ("from", entry.from.to_string()),
        ("to", entry.to.to_string()),
    ];
    let key = match entry.battle {
        Some(battle) => {
            args.push(("attacker", rank_label(lang, numbering, battle.attacker)));
            args.push(("defender", rank_label(lang, numbering, battle.defender)));
            match battle.outcome {
                BattleOutcome::AttackerWins => "log-attacker-wins",
                BattleOutcome::DefenderWins => "log-defender-wins",
                BattleOutcome::BothRemoved => "log-both-removed",
            }
        }
        None if entry.scout_shown => {
            args.push(("rank", rank_label(lang, numbering, Rank::Scout)));
            "log-scout-move"
        }
        None => "log-move",
    };
    tr(lang, key, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Battle, Color, Square};

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn battle_line_names_both_ranks_in_the_readers_numbering() {
        let entry = LogEntry {
            number: 12,
            color: Color::Blue,
            from: sq("D7"),
            to: sq("D6"),
            battle: Some(Battle::resolve(Rank::Major, Rank::Scout, false)),
            scout_shown: false,
        };
        let new = log_line(Lang::En, Numbering::New, &entry);
        assert_eq!(new, "12. Blue D7xD6: Major (7) beats Scout (2)");
        let old = log_line(Lang::En, Numbering::Old, &entry);
        assert_eq!(old, "12. Blue D7xD6: Major (4) beats Scout (9)");
    }

    #[test]
    fn a_quiet_move_names_no_rank() {
        let entry = LogEntry {
            number: 3,
            color: Color::Red,
            from: sq("B4"),
            to: sq("B5"),
            battle: None,
            scout_shown: false,
        };
        let line = log_line(Lang::En, Numbering::New, &entry);
        assert_eq!(line, "3. Red B4-B5");
        for rank in Rank::ALL {
            assert!(!line.contains(i18n::rank_name(Lang::En, rank).as_str()));
        }
    }
}
