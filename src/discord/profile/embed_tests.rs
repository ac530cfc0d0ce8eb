//! The profile card at its largest, in every language, within Discord's limits on embeds.

use super::*;
use crate::engine::{Color, EndReason, Outcome, Variant};
use crate::service::{MatchId, Openings, PracticeRecord, UserId};
use crate::store::{PlayedGame, RatingRow};
use crate::tournament::Rating;

/// Discord's limits on one embed.
const DESCRIPTION_MAX: usize = 4096;
const FIELD_NAME_MAX: usize = 256;
const FIELD_VALUE_MAX: usize = 1024;
const EMBED_TOTAL_MAX: usize = 6000;

fn largest_profile() -> Profile {
    let at = chrono::DateTime::from_timestamp(4_000_000_000, 0).expect("a time");
    let ratings = [
        Variant::Classic,
        Variant::Barrage,
        Variant::Duel,
        Variant::Free,
    ]
    .into_iter()
    .map(|variant| {
        let row = RatingRow {
            user: UserId(u64::MAX),
            rating: Rating {
                rating: 9999.0,
                deviation: 350.0,
                volatility: 0.06,
            },
            games: u32::MAX,
            wins: u32::MAX,
            losses: u32::MAX,
            draws: u32::MAX,
            updated_at: at,
        };
        (variant, row)
    })
    .collect();
    let recent = (0..crate::service::PROFILE_RECENT as u64)
        .map(|i| PlayedGame {
            match_id: MatchId(i64::MAX - i as i64),
            color: Color::Blue,
            opponent: UserId(u64::MAX - i),
            variant: Variant::Barrage,
            outcome: Outcome {
                winner: None,
                reason: EndReason::NoAttackLimit,
            },
            played: true,
            rated: true,
            practice: false,
            deployment: None,
            finished_at: at,
            place: crate::store::GamePlace {
                channel: crate::store::ChannelId(u64::MAX),
                thread: Some(crate::store::ChannelId(u64::MAX)),
            },
        })
        .collect();
    Profile {
        user: UserId(u64::MAX),
        ratings,
        games: u32::MAX,
        wins: u32::MAX,
        losses: u32::MAX,
        draws: u32::MAX,
        streak: Streak {
            wins: 0,
            losses: u32::MAX,
            draws: 0,
        },
        best_win_streak: u32::MAX,
        // A profile looks back on at most a few hundred games.
        openings: Openings {
            setups: 500,
            flag_back_row: 500,
            flag_in_corner: 333,
            flag_bombed_in: 1,
        },
        recent,
        practice: PracticeRecord {
            wins: u32::MAX,
            losses: u32::MAX,
            draws: u32::MAX,
        },
    }
}

#[test]
fn the_largest_profile_fits_an_embed_in_every_language() {
    let profile = largest_profile();
    for lang in Lang::ALL {
        let json = serde_json::to_value(embed(lang, &profile)).expect("an embed serialises");
        let description = json["description"].as_str().unwrap_or_default();
        assert!(description.chars().count() <= DESCRIPTION_MAX, "{lang}");
        assert!(description.contains(&mention(profile.user)), "{lang}");
        let fields = json["fields"].as_array().expect("fields");
        assert_eq!(fields.len(), 5, "{lang}");
        let mut total = description.chars().count();
        for field in fields {
            let name = field["name"].as_str().unwrap_or_default();
            let value = field["value"].as_str().unwrap_or_default();
            assert!(
                (1..=FIELD_NAME_MAX).contains(&name.chars().count()),
                "{lang}: {name}"
            );
            assert!(
                (1..=FIELD_VALUE_MAX).contains(&value.chars().count()),
                "{lang}: {name}: {value}"
            );
            total += name.chars().count() + value.chars().count();
        }
        assert!(total <= EMBED_TOTAL_MAX, "{lang}: {total}");
        let all = fields
            .iter()
            .map(|f| f["value"].as_str().unwrap_or_default())
            .collect::<Vec<_>>()
            .join("\n");
        for game in &profile.recent {
            assert!(
                all.contains(&mention(game.opponent)),
                "{lang}: recent games are listed"
            );
        }
    }
}

#[test]
fn an_empty_profile_says_so_in_every_field() {
    let empty = Profile {
        ratings: Vec::new(),
        games: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        streak: Streak::default(),
        best_win_streak: 0,
        openings: Openings::default(),
        recent: Vec::new(),
        practice: PracticeRecord::default(),
        ..largest_profile()
    };
    for lang in Lang::ALL {
        let json = serde_json::to_value(embed(lang, &empty)).expect("an embed serialises");
        for field in json["fields"].as_array().expect("fields") {
            let value = field["value"].as_str().unwrap_or_default();
            assert!(!value.trim().is_empty(), "{lang}: an empty field");
        }
    }
}
