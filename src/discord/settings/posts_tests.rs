//! The settings answers in every language, at their largest inputs, within Discord's limits,
//! and saying what is set.

use super::*;
use crate::discord::send::fits::assert_fits;
use crate::discord::send::post::Post;
use crate::service::{ChannelId, Numbering, RoleId};

fn every_prefs() -> Vec<UserPrefs> {
    let plans = [
        ReminderPlan::Usual,
        ReminderPlan::Off,
        ReminderPlan::Once,
        ReminderPlan::EveryHours(ReminderPlan::MAX_HOURS),
    ];
    let mut all = Vec::new();
    for numbering in [Numbering::New, Numbering::Old] {
        for ping in [true, false] {
            for reminders in plans {
                all.push(UserPrefs {
                    numbering,
                    ping,
                    language: None,
                    reminders,
                });
            }
        }
    }
    all
}

#[test]
fn settings_fit_and_say_every_choice() {
    for lang in Lang::ALL {
        for prefs in every_prefs() {
            let text = settings_text(&prefs, lang);
            assert_fits(&Post::text(text.clone()), format!("{lang:?} {prefs:?}"));
            assert!(text.contains(&lang.native_name()), "{lang:?}: {text}");
            assert!(
                text.contains(&reminder_plan_text(lang, prefs.reminders)),
                "{lang:?}: {text}"
            );
        }
    }
}

#[test]
fn reminder_plans_read_differently_and_every_hours_says_how_many() {
    for lang in Lang::ALL {
        let every = reminder_plan_text(lang, ReminderPlan::EveryHours(ReminderPlan::MAX_HOURS));
        assert!(
            every.contains(&ReminderPlan::MAX_HOURS.to_string()),
            "{every}"
        );
        let texts = [
            reminder_plan_text(lang, ReminderPlan::Usual),
            reminder_plan_text(lang, ReminderPlan::Off),
            reminder_plan_text(lang, ReminderPlan::Once),
            every,
        ];
        for (i, a) in texts.iter().enumerate() {
            for b in &texts[i + 1..] {
                assert_ne!(a, b, "{lang:?}: two plans read alike");
            }
        }
    }
}

#[test]
fn numbering_and_ping_are_told_apart() {
    for lang in Lang::ALL {
        let [new, old] = [Numbering::New, Numbering::Old].map(|numbering| {
            settings_text(
                &UserPrefs {
                    numbering,
                    ..UserPrefs::default()
                },
                lang,
            )
        });
        assert_ne!(new, old, "{lang:?}");
        let [on, off] = [true, false].map(|ping| {
            settings_text(
                &UserPrefs {
                    ping,
                    ..UserPrefs::default()
                },
                lang,
            )
        });
        assert_ne!(on, off, "{lang:?}");
    }
}

#[test]
fn server_settings_fit_with_the_largest_ids_and_name_channel_and_role() {
    let set = GuildSettings {
        match_channel: Some(ChannelId(u64::MAX)),
        organiser_role: Some(RoleId(u64::MAX)),
        locale: Some("de".into()),
        discord_locale: Some("pt-BR".into()),
        open_tournaments: true,
    };
    for lang in Lang::ALL {
        for public in Lang::ALL {
            let text = server_text(&set, public, lang);
            assert_fits(&Post::text(text.clone()), format!("{lang:?}/{public:?}"));
            assert!(text.contains(&format!("<#{}>", u64::MAX)), "{text}");
            assert!(text.contains(&format!("<@&{}>", u64::MAX)), "{text}");
            assert!(text.contains(&public.native_name()), "{text}");
        }
        let unset = server_text(&GuildSettings::default(), lang, lang);
        assert!(!unset.contains("<#") && !unset.contains("<@&"), "{unset}");
        let closed = server_text(
            &GuildSettings {
                open_tournaments: false,
                ..set.clone()
            },
            lang,
            lang,
        );
        assert_ne!(closed, server_text(&set, lang, lang), "{lang:?}");
    }
}
