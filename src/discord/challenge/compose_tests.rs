//! The challenge message with every option at its longest, its closed words and the practice
//! reply, in every language.

use super::*;
use crate::discord::send::fits::assert_fits;
use crate::engine::Variant;
use crate::service::{
    ChallengeId, ChallengeStatus, ChannelId, ColorChoice, GuildId, MatchOptions, TimeControl,
    UserId,
};
use crate::store::MAX_SPECTATOR_DELAY;

const CHALLENGER: UserId = UserId(u64::MAX);
const OPPONENT: UserId = UserId(u64::MAX - 1);

fn challenge(opponent: Option<UserId>, options: MatchOptions) -> ChallengeRow {
    let at = chrono::DateTime::from_timestamp(4_000_000_000, 0).expect("a time");
    ChallengeRow {
        id: ChallengeId(i64::MAX),
        guild: GuildId(u64::MAX),
        channel: ChannelId(u64::MAX),
        challenger: CHALLENGER,
        opponent,
        options,
        status: ChallengeStatus::Open,
        match_id: None,
        created_at: at,
        expires_at: at,
    }
}

/// Every variant and time control, with every option that adds words turned on.
fn every_option() -> Vec<MatchOptions> {
    let mut all = Vec::new();
    for variant in [
        Variant::Classic,
        Variant::Barrage,
        Variant::Duel,
        Variant::Free,
    ] {
        for time_control in [
            TimeControl::Correspondence {
                per_move_secs: u32::MAX,
            },
            TimeControl::Live {
                per_move_secs: u32::MAX,
            },
            TimeControl::Clock {
                base_secs: u32::MAX,
                increment_secs: u32::MAX,
            },
        ] {
            all.push(MatchOptions {
                variant,
                two_squares_limit: u8::MAX,
                one_time_bombs: true,
                challenger_color: ColorChoice::Blue,
                time_control,
                rated: true,
                spectator_delay: MAX_SPECTATOR_DELAY,
            });
        }
    }
    all
}

#[test]
fn a_challenge_fits_with_every_option_and_offers_the_right_buttons() {
    for lang in Lang::ALL {
        for options in every_option() {
            let direct = challenge_post(lang, &challenge(Some(OPPONENT), options));
            assert_fits(&direct, format_args!("{lang} {options:?}"));
            assert!(direct.content.contains(&mention(CHALLENGER)), "{lang}");
            assert!(direct.content.contains(&mention(OPPONENT)), "{lang}");
            assert_eq!(direct.buttons.len(), 3, "accept, decline, withdraw");

            let open = challenge_post(lang, &challenge(None, options));
            assert_fits(&open, format_args!("{lang} {options:?}"));
            assert!(open.content.contains(&mention(CHALLENGER)), "{lang}");
            assert_eq!(open.buttons.len(), 2, "accept, withdraw: nobody to decline");
            assert!(open.ping.is_empty(), "an open challenge pings nobody");
        }
    }
}

#[test]
fn a_closed_challenge_says_how_it_closed_and_an_open_one_is_left_alone() {
    let thread = serenity::ChannelId::new(u64::MAX);
    for lang in Lang::ALL {
        let mut said = Vec::new();
        for status in [
            ChallengeStatus::Accepted,
            ChallengeStatus::Declined,
            ChallengeStatus::Withdrawn,
            ChallengeStatus::Expired,
        ] {
            let closed = ChallengeRow {
                status,
                ..challenge(Some(OPPONENT), MatchOptions::default())
            };
            let text = closed_text(lang, &closed, Some(thread)).expect("closed");
            assert_fits(&Post::text(text.clone()), format_args!("{lang} {status:?}"));
            assert!(
                text.contains(&mention(CHALLENGER)),
                "{lang} {status:?}: {text}"
            );
            said.push(text);
        }
        let accepted = &said[0];
        assert!(accepted.contains(&format!("<#{thread}>")), "{accepted}");
        said.dedup();
        assert_eq!(said.len(), 4, "{lang}: each ending reads its own way");
        let open = challenge(None, MatchOptions::default());
        assert_eq!(closed_text(lang, &open, None), None);
    }
}

#[test]
fn the_practice_reply_names_the_game_the_bot_and_the_level() {
    use crate::ai::Level;
    for lang in Lang::ALL {
        let mut levels = Vec::new();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for options in every_option() {
                let started = crate::service::PracticeStarted {
                    match_id: crate::service::MatchId(i64::MAX),
                    level,
                    options,
                };
                let text = practice_started_text(lang, Some(OPPONENT), &started);
                assert_fits(&Post::text(text.clone()), format_args!("{lang} {level:?}"));
                assert!(text.contains(&i64::MAX.to_string()), "{text}");
                assert!(text.contains(&mention(OPPONENT)), "{text}");
                assert!(text.contains(&level_name(lang, level)), "{text}");
            }
            levels.push(level_name(lang, level));
        }
        levels.dedup();
        assert_eq!(levels.len(), 3, "{lang}: the levels read apart");
    }
}
