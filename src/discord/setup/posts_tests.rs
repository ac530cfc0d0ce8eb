//! The setup editor's messages in every language, at their largest inputs, within Discord's
//! limits, each showing what the editor holds.

use super::*;
use crate::discord::send::fits::assert_fits;
use crate::engine::{Deployment, Variant};
use crate::service::{BoardVoice, ChannelId, Numbering, UserId};

const GAME: MatchId = MatchId(i64::MAX);
const OPPONENT: UserId = UserId(u64::MAX);

/// More saved setups than the menu takes, each as long as a name may be.
fn many_saved() -> Vec<String> {
    (0..40)
        .map(|i| format!("{i:02}{}", "ж".repeat(30)))
        .collect()
}

fn shown(
    variant: Variant,
    ready: bool,
    selected: Option<usize>,
    numbering: Numbering,
) -> EditorShown {
    EditorShown {
        setup: Deployment::random(variant, 7).to_string(),
        selected,
        ready,
        commitment: Some("f".repeat(64)),
        variant,
        saved: many_saved(),
        voice: BoardVoice {
            user: UserId(u64::MAX - 1),
            opponent: OPPONENT,
            language: None,
            numbering,
        },
        thread: Some(ChannelId(u64::MAX)),
    }
}

fn state(shown: &EditorShown) -> EditorState {
    shown
        .state(GAME, Color::Blue)
        .expect("a setup this test wrote")
}

/// Every editor a player can meet: each variant, open or locked, with and without a
/// selection in either half, in both numberings.
fn every_editor() -> Vec<EditorShown> {
    let mut all = Vec::new();
    for variant in Variant::ALL {
        for ready in [false, true] {
            for selected in [None, Some(0), Some(39)] {
                for numbering in [Numbering::New, Numbering::Old] {
                    all.push(shown(variant, ready, selected, numbering));
                }
            }
        }
    }
    all
}

#[test]
fn every_editor_message_fits_in_every_language() {
    for lang in Lang::ALL {
        for shown in every_editor() {
            let state = state(&shown);
            let context = format!("{lang:?} {:?} ready={}", shown.variant, shown.ready);
            let picture = Post::text(picture_text(&state, &shown, lang));
            assert_fits(&picture, &context);
            for grid in grid_posts(&state, &shown, lang) {
                assert_fits(&grid, &context);
            }
        }
    }
}

#[test]
fn the_picture_names_the_game_the_opponent_the_setup_and_the_thread() {
    for lang in Lang::ALL {
        let mut open = shown(Variant::Classic, false, None, Numbering::New);
        let text = picture_text(&state(&open), &open, lang);
        for part in [
            GAME.to_string(),
            format!("<@{}>", OPPONENT.0),
            open.setup.clone(),
            format!("<#{}>", u64::MAX),
        ] {
            assert!(text.contains(&part), "{lang:?}: no {part} in {text}");
        }
        let locked = EditorShown {
            ready: true,
            ..open.clone()
        };
        assert_ne!(text, picture_text(&state(&locked), &locked, lang));
        open.thread = None;
        assert!(!picture_text(&state(&open), &open, lang).contains("<#"));
    }
}

#[test]
fn the_menu_offers_the_first_saved_setups_and_goes_once_locked() {
    let lang = Lang::En;
    let menu_options = |post: &Post| -> Vec<String> {
        post.rows
            .iter()
            .flat_map(|row| {
                let json = serde_json::to_value(row).expect("a row serialises");
                json["components"][0]["options"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default()
            })
            .filter_map(|o| o["value"].as_str().map(str::to_owned))
            .collect()
    };
    let open = shown(Variant::Classic, false, None, Numbering::New);
    let [left, right] = grid_posts(&state(&open), &open, lang);
    assert_eq!(menu_options(&left), open.saved[..MAX_SAVED].to_vec());
    // Four rows of squares, then the menu (left) or the controls (right).
    assert_eq!((left.rows.len(), right.rows.len()), (5, 5));
    let none_saved = EditorShown {
        saved: Vec::new(),
        ..open.clone()
    };
    let [left, _] = grid_posts(&state(&none_saved), &none_saved, lang);
    assert_eq!(left.rows.len(), 4, "no menu without saved setups");
    let locked = EditorShown {
        ready: true,
        ..open
    };
    let [left, right] = grid_posts(&state(&locked), &locked, lang);
    assert_eq!((left.rows.len(), right.rows.len()), (4, 4));
    for row in left.rows.iter().chain(&right.rows) {
        let json = serde_json::to_value(row).expect("a row serialises");
        for button in json["components"].as_array().expect("buttons") {
            assert_eq!(button["disabled"], true, "a locked square is a picture");
        }
    }
}

#[test]
fn the_selection_is_told_in_the_half_that_holds_it() {
    let lang = Lang::En;
    let none = shown(Variant::Classic, false, None, Numbering::New);
    let [left_none, right_none] = grid_posts(&state(&none), &none, lang);
    // Slot 39 is the back row's last square: the right half.
    let right_sel = shown(Variant::Classic, false, Some(39), Numbering::New);
    let [left, right] = grid_posts(&state(&right_sel), &right_sel, lang);
    assert_eq!(left.content, left_none.content);
    assert_ne!(right.content, right_none.content);
    let left_sel = shown(Variant::Classic, false, Some(0), Numbering::New);
    let [left, right] = grid_posts(&state(&left_sel), &left_sel, lang);
    assert_ne!(left.content, left_none.content);
    assert_eq!(right.content, right_none.content);
}

#[tokio::test]
async fn a_stored_setup_this_bot_did_not_write_is_given_up_not_drawn() {
    let broken = EditorShown {
        setup: "not a setup".into(),
        ..shown(Variant::Classic, false, None, Numbering::New)
    };
    let Err(err) = editor_posts(GAME, Color::Blue, &broken, Lang::En).await else {
        panic!("a setup that does not read was drawn");
    };
    assert!(
        matches!(
            err,
            crate::discord::Error::Service(ServiceError::Unreadable(_))
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn the_three_messages_draw_the_picture_and_both_halves() {
    let open = shown(Variant::Barrage, false, Some(3), Numbering::Old);
    let [picture, left, right] = editor_posts(GAME, Color::Blue, &open, Lang::Sv)
        .await
        .expect("drawn");
    assert!(picture.file.is_some() && picture.rows.is_empty());
    assert!(left.file.is_none() && right.file.is_none());
    assert_eq!(
        [left, right].map(|p| p.content),
        grid_posts(&state(&open), &open, Lang::Sv).map(|p| p.content)
    );
}
