//! The replay message's words and controls at their largest, in every language.

use super::*;
use crate::discord::send::fits::{CONTENT_MAX, CUSTOM_ID_MAX, LABEL_MAX};
use crate::engine::{Battle, Color, Rank, Rules, Square, Viewer, sim};
use crate::service::LogEntry;

/// A frame of a long finished practice game, every view offered, showing a Scout's long strike.
fn frame(ply: u32, last: u32) -> ReplayFrame {
    let (game, _) = sim::random_game(Rules::default(), 5);
    ReplayFrame {
        match_id: MatchId(i64::MAX),
        ply,
        last,
        shown: ReplayView::Guess(Color::Blue),
        view: game.view(Viewer::Player(Color::Blue)),
        entry: Some(LogEntry {
            number: ply,
            color: Color::Red,
            from: Square::parse("A10").expect("a square"),
            to: Square::parse("A1").expect("a square"),
            battle: Some(Battle::resolve(Rank::Scout, Rank::Marshal, true)),
            scout_shown: true,
        }),
        views: ReplayView::ALL.to_vec(),
        place: crate::store::GamePlace {
            channel: crate::store::ChannelId(u64::MAX),
            thread: None,
        },
        guesses: Vec::new(),
    }
}

#[test]
fn the_controls_fit_discord_at_every_step_in_every_language() {
    for lang in Lang::ALL {
        for (ply, last) in [(0, 2000), (1000, 2000), (2000, 2000)] {
            let frame = frame(ply, last);
            let rows = rows(lang, &frame);
            assert!(rows.len() <= 5, "{lang}");
            let json = serde_json::to_value(&rows).expect("rows serialise");
            let mut disabled = 0;
            for row in json.as_array().expect("rows") {
                let components = row["components"].as_array().expect("components");
                assert!(components.len() <= 5, "{lang}");
                for c in components {
                    let id = c["custom_id"].as_str().expect("a custom id");
                    assert!(id.len() <= CUSTOM_ID_MAX, "{lang}: {id}");
                    assert!(ButtonAction::parse(id).is_some(), "{lang}: {id} reads back");
                    if let Some(label) = c["label"].as_str() {
                        assert!((1..=LABEL_MAX).contains(&label.chars().count()), "{label}");
                    }
                    disabled += usize::from(c["disabled"].as_bool().unwrap_or(false));
                    for option in c["options"].as_array().into_iter().flatten() {
                        let label = option["label"].as_str().unwrap_or_default();
                        assert!(
                            (1..=100).contains(&label.chars().count()),
                            "{lang}: {label}"
                        );
                    }
                }
            }
            // At either end the three steps that go nowhere are greyed out; midway none is.
            let expected = if ply == 0 || ply == last { 3 } else { 0 };
            assert_eq!(disabled, expected, "{lang} at {ply}");
            let line = move_line(lang, crate::render::Numbering::New, &frame);
            let title = tr(
                lang,
                "replay-title",
                &[
                    ("game", frame.match_id.to_string()),
                    ("ply", frame.ply.to_string()),
                    ("last", frame.last.to_string()),
                    ("view", view_name(lang, frame.shown)),
                    ("line", line),
                ],
            );
            assert!(title.chars().count() <= CONTENT_MAX, "{lang}");
        }
    }
}

#[test]
fn every_view_has_a_name_in_every_language() {
    for lang in Lang::ALL {
        let names: Vec<String> = ReplayView::ALL
            .iter()
            .map(|v| view_name(lang, *v))
            .collect();
        for name in &names {
            assert!(!name.trim().is_empty(), "{lang}");
        }
    }
}
