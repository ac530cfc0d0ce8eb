//! Autocomplete for moves: only the caller's legal moves, narrowing as they type. While too many
//! moves match, it offers the squares of pieces that can move (`B4-`), then their destinations.

use crate::engine::{Move, Square};

/// Discord shows at most this many choices.
pub const MAX_CHOICES: usize = 25;

/// `B4 b5`, `b4xb5`, `B4B5` all become `B4-B5`; a lone square stays as typed (upper case).
fn normalise(partial: &str) -> String {
    let upper: String = partial
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    // A destination may follow the first square with or without a separator.
    let mut out = String::new();
    let mut seen_digit = false;
    for c in upper.chars() {
        match c {
            '-' | 'X' | ':' if seen_digit && !out.contains('-') => out.push('-'),
            '-' | 'X' | ':' => {}
            c if c.is_ascii_alphabetic() && seen_digit && !out.contains('-') => {
                out.push('-');
                out.push(c);
            }
            c => {
                seen_digit |= c.is_ascii_digit();
                out.push(c);
            }
        }
    }
    out
}

/// Choices for a single `B4-B5` text option: full moves if few enough match, else the squares
/// of the pieces that can move (as `B4-`, so picking one lets the player type the destination).
pub fn move_text_choices(legal: &[Move], partial: &str) -> Vec<String> {
    let wanted = normalise(partial);
    let mut matching: Vec<String> = legal
        .iter()
        .map(Move::to_string)
        .filter(|m| m.starts_with(&wanted))
        .collect();
    matching.sort_by_key(|m| sort_key(m));
    if matching.len() <= MAX_CHOICES {
        return matching;
    }
    let mut froms: Vec<String> = Vec::new();
    for m in &matching {
        let from = format!("{}-", m.split('-').next().unwrap_or_default());
        if !froms.contains(&from) {
            froms.push(from);
        }
    }
    froms.truncate(MAX_CHOICES);
    froms
}

/// Squares of the caller's pieces that have a legal move, matching what they typed.
pub fn from_choices(legal: &[Move], partial: &str) -> Vec<String> {
    let wanted = normalise(partial);
    let mut squares: Vec<Square> = legal.iter().map(|m| m.from).collect();
    squares.sort_by_key(|s| (s.file(), s.row()));
    squares.dedup();
    squares
        .into_iter()
        .map(|s| s.to_string())
        .filter(|s| s.starts_with(&wanted))
        .take(MAX_CHOICES)
        .collect()
}

/// Destinations of the piece on `from` (if it is known and can move), matching what they typed.
pub fn to_choices(legal: &[Move], from: Option<Square>, partial: &str) -> Vec<String> {
    let wanted = normalise(partial);
    let mut squares: Vec<Square> = legal
        .iter()
        .filter(|m| from.is_none_or(|f| m.from == f))
        .map(|m| m.to)
        .collect();
    squares.sort_by_key(|s| (s.file(), s.row()));
    squares.dedup();
    squares
        .into_iter()
        .map(|s| s.to_string())
        .filter(|s| s.starts_with(&wanted))
        .take(MAX_CHOICES)
        .collect()
}

/// Board order (file, then rank number) rather than text order, so B10 follows B9.
fn sort_key(text: &str) -> Vec<(u8, u8)> {
    text.split('-')
        .filter_map(|s| Square::parse(s).ok())
        .map(|s| (s.file(), s.row()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Deployment, Game, Rules, Variant};

    fn opening() -> Vec<Move> {
        let red = Deployment::random(Variant::Classic, 1);
        let blue = Deployment::random(Variant::Classic, 2);
        Game::new(Rules::default(), &red, &blue)
            .unwrap()
            .legal_moves()
    }

    #[test]
    fn normalising_accepts_the_usual_spellings() {
        assert_eq!(normalise("b4 b5"), "B4-B5");
        assert_eq!(normalise("b4xb5"), "B4-B5");
        assert_eq!(normalise("B4B5"), "B4-B5");
        assert_eq!(normalise("a10-b"), "A10-B");
        assert_eq!(normalise("b4-"), "B4-");
        assert_eq!(normalise("b"), "B");
    }

    #[test]
    fn every_choice_is_a_legal_move_or_a_prefix_of_one() {
        let legal = opening();
        let texts: Vec<String> = legal.iter().map(Move::to_string).collect();
        for partial in ["", "a", "B4", "b4-", "c4 c5", "J", "zz"] {
            let choices = move_text_choices(&legal, partial);
            assert!(choices.len() <= MAX_CHOICES);
            for c in &choices {
                assert!(texts.iter().any(|t| t.starts_with(c.as_str())), "{c}");
            }
        }
        assert!(move_text_choices(&legal, "zz").is_empty());
    }

    #[test]
    fn choices_narrow_from_pieces_to_moves() {
        let legal = opening();
        let from = legal[0].from;
        let typed = format!("{from}-");
        let moves = move_text_choices(&legal, &typed);
        assert!(!moves.is_empty());
        assert!(moves.iter().all(|m| Move::parse(m).unwrap().from == from));
        assert!(
            moves
                .iter()
                .all(|m| legal.contains(&Move::parse(m).unwrap()))
        );
    }

    #[test]
    fn many_moves_are_grouped_by_piece() {
        // A fake position with one piece that has more than 25 moves would need a scout
        // corridor; instead build 30 distinct moves from six squares.
        let squares: Vec<Square> = Square::all().filter(|s| !s.is_lake()).collect();
        let legal: Vec<Move> = (0..30)
            .map(|i| Move::new(squares[i / 5], squares[50 + i]))
            .collect();
        let choices = move_text_choices(&legal, "");
        assert_eq!(choices.len(), 6);
        assert!(choices.iter().all(|c| c.ends_with('-')));
    }

    #[test]
    fn from_and_to_choices_follow_the_legal_moves() {
        let legal = opening();
        let froms = from_choices(&legal, "");
        assert!(!froms.is_empty());
        for f in &froms {
            let from = Square::parse(f).unwrap();
            assert!(legal.iter().any(|m| m.from == from));
            for t in to_choices(&legal, Some(from), "") {
                assert!(legal.contains(&Move::new(from, Square::parse(&t).unwrap())));
            }
        }
        assert!(to_choices(&legal, Some(Square::parse("E5").unwrap()), "").is_empty());
    }
}
