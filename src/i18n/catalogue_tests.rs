//! The catalogue is complete: every key in every language, every message formats, and the
//! engine's every error and ending has its message.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use fluent_templates::fluent_bundle::{FluentResource, FluentValue};

use super::catalogue::LOCALES;
use super::literal_scan::scan_dir;
use super::*;
use crate::engine::{
    BattleOutcome, Color, EndReason, PlayError, Rank, SetupProblem, Square, Variant,
};
use crate::t;

/// Message (and `message.attribute`) ids in one language, with the `$variables` each uses.
type Keys = BTreeMap<String, BTreeSet<String>>;

fn locales_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Reads `locales/<lang>/*.ftl` line by line: an entry starts at column 0 with `id =`, an
/// attribute is an indented `.name =`; everything else belongs to the entry above it.
fn keys(lang: Lang) -> Keys {
    let dir = locales_dir().join(lang.code());
    let mut keys = Keys::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .ftl files in {}", dir.display());
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        if let Err((_, errors)) = FluentResource::try_new(source.clone()) {
            panic!("{} does not parse: {errors:?}", path.display());
        }
        let mut current: Option<String> = None;
        let mut message: Option<String> = None;
        for line in source.lines() {
            if line.starts_with('#') {
                current = None;
                continue;
            }
            let (head, _) = line.split_once('=').unwrap_or((line, ""));
            let head = head.trim();
            if !line.starts_with(char::is_whitespace) && line.contains('=') {
                let id = head;
                assert!(
                    is_identifier(id.strip_prefix('-').unwrap_or(id)),
                    "{}: bad id {id}",
                    path.display()
                );
                assert!(!keys.contains_key(id), "{} defines {id} twice", lang.code());
                keys.insert(id.to_owned(), BTreeSet::new());
                current = Some(id.to_owned());
                message = Some(id.to_owned());
            } else if let (Some(msg), Some(attr)) = (&message, head.strip_prefix('.'))
                && line.contains('=')
                && is_identifier(attr)
            {
                let id = format!("{msg}.{attr}");
                keys.insert(id.clone(), BTreeSet::new());
                current = Some(id);
            }
            if let Some(id) = &current {
                let rest = line.split_once('=').map(|(_, r)| r).unwrap_or(line);
                let text = if line.starts_with(char::is_whitespace) && !head.starts_with('.') {
                    line
                } else {
                    rest
                };
                keys.get_mut(id).unwrap().extend(variables(text));
            }
        }
    }
    keys
}

fn is_identifier(id: &str) -> bool {
    id.starts_with(|c: char| c.is_ascii_alphabetic())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

fn variables(line: &str) -> Vec<String> {
    line.split('$')
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect::<String>()
        })
        .filter(|v| !v.is_empty())
        .collect()
}

#[test]
fn every_language_has_exactly_the_english_keys() {
    let english = keys(Lang::En);
    let mut report = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let theirs = keys(lang);
        for key in english.keys().filter(|k| !theirs.contains_key(*k)) {
            report.push(format!("{}: missing {key}", lang.code()));
        }
        for key in theirs.keys().filter(|k| !english.contains_key(*k)) {
            report.push(format!("{}: {key} is not in en-US", lang.code()));
        }
        for (key, vars) in &theirs {
            if let Some(english_vars) = english.get(key) {
                for var in vars.difference(english_vars) {
                    report.push(format!(
                        "{}: {key} uses ${var}, which English never passes",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(report.is_empty(), "catalogue gaps:\n{}", report.join("\n"));
}

#[test]
fn every_message_formats_with_sample_arguments() {
    let english = keys(Lang::En);
    let mut report = Vec::new();
    for lang in Lang::ALL {
        for (key, vars) in keys(lang) {
            if key.starts_with('-') {
                continue; // terms are only used inside messages
            }
            let wanted = english.get(&key).unwrap_or(&vars);
            // Once as text, once as numbers: selectors must cope with both.
            for sample in [FluentValue::from("E4"), FluentValue::from(2)] {
                let args: HashMap<String, FluentValue> =
                    wanted.iter().map(|v| (v.clone(), sample.clone())).collect();
                match LOCALES.lookup_single_language(&lang.langid(), &key, Some(&args)) {
                    Ok(text) if text.trim().is_empty() => {
                        report.push(format!("{}: {key} is empty", lang.code()))
                    }
                    Ok(_) => {}
                    Err(e) => report.push(format!("{}: {key}: {e}", lang.code())),
                }
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn rank_names_are_distinct_and_non_empty() {
    for lang in Lang::ALL {
        let names: BTreeSet<String> = Rank::ALL.iter().map(|r| rank_name(lang, *r)).collect();
        assert_eq!(names.len(), 12, "{lang}: {names:?}");
        for rank in Rank::ALL {
            assert!(
                has_key(lang, &rank_key(rank)),
                "{lang} lacks {}",
                rank_key(rank)
            );
            assert!(!rank_name(lang, rank).trim().is_empty());
        }
    }
    assert_eq!(rank_name(Lang::Sv, Rank::Marshal), "Marshall");
    assert_eq!(rank_name(Lang::Ru, Rank::Marshal), "Маршал");
    assert_eq!(rank_name(Lang::Ru, Rank::Scout), "Разведчик");
    assert_eq!(rank_name(Lang::Ru, Rank::Miner), "Сапёр");
    assert_eq!(rank_name(Lang::Ru, Rank::Bomb), "Мина");
    assert_eq!(rank_name(Lang::Ru, Rank::Flag), "Флаг");
}

fn every_play_error() -> Vec<PlayError> {
    let e4 = Square::parse("E4").unwrap();
    let all = vec![
        PlayError::GameOver,
        PlayError::NoPiece(e4),
        PlayError::NotYourPiece(e4),
        PlayError::Immovable,
        PlayError::NotStraight,
        PlayError::TooFar,
        PlayError::Lake,
        PlayError::Blocked(e4),
        PlayError::OwnPiece(e4),
        PlayError::ScoutStrike,
        PlayError::TwoSquares,
        PlayError::MoreSquares,
    ];
    // A new engine rule breaks this match, so it cannot be forgotten here.
    for error in &all {
        match error {
            PlayError::GameOver
            | PlayError::NoPiece(_)
            | PlayError::NotYourPiece(_)
            | PlayError::Immovable
            | PlayError::NotStraight
            | PlayError::TooFar
            | PlayError::Lake
            | PlayError::Blocked(_)
            | PlayError::OwnPiece(_)
            | PlayError::ScoutStrike
            | PlayError::TwoSquares
            | PlayError::MoreSquares => {}
        }
    }
    all
}

fn every_end_reason() -> Vec<EndReason> {
    use EndReason::*;
    let all = vec![
        FlagCaptured,
        NoLegalMove,
        BothStuck,
        Resignation,
        AgreedDraw,
        Timeout,
        NoAttackLimit,
        MoveLimit,
        Cancelled,
    ];
    for reason in &all {
        match reason {
            FlagCaptured | NoLegalMove | BothStuck | Resignation | AgreedDraw | Timeout
            | NoAttackLimit | MoveLimit | Cancelled => {}
        }
    }
    all
}

#[test]
fn every_engine_error_and_ending_has_a_message() {
    for lang in Lang::ALL {
        for error in every_play_error() {
            assert!(
                has_key(lang, &play_error_key(&error)),
                "{lang} lacks {}",
                play_error_key(&error)
            );
            let text = play_error(lang, &error);
            if matches!(error, PlayError::NoPiece(_) | PlayError::Blocked(_)) {
                assert!(text.contains("E4"), "{lang}: {text}");
            }
            // Errors name squares, never ranks the reader may not see.
            for rank in [Rank::Marshal, Rank::General, Rank::Spy, Rank::Miner] {
                assert!(!text.contains(&rank_name(lang, rank)), "{lang}: {text}");
            }
        }
        for reason in every_end_reason() {
            assert!(
                has_key(lang, &end_reason_key(reason)),
                "{lang} lacks {}",
                end_reason_key(reason)
            );
        }
        for variant in Variant::ALL {
            assert!(!variant_name(lang, variant).is_empty());
            assert!(has_key(
                lang,
                &format!("variant-{}-description", variant.name())
            ));
        }
        for color in Color::ALL {
            assert!(has_key(lang, &format!("color-{}", color.name())));
        }
        let square = Square::parse("C5").unwrap();
        let problems = [
            SetupProblem::WrongCount {
                color: Color::Red,
                rank: Rank::Scout,
                expected: 8,
                found: 7,
            },
            SetupProblem::OutsideHomeRows {
                color: Color::Blue,
                square,
            },
            SetupProblem::OnLake { square },
            SetupProblem::Duplicate { square },
        ];
        for problem in problems {
            let text = setup_problem(lang, &problem);
            assert!(!text.contains("setup-problem"), "{lang}: {text}");
        }
        let wrong = setup_problem(lang, &problems[0]);
        assert!(
            wrong.contains(&rank_name(lang, Rank::Scout)) && wrong.contains('8'),
            "{wrong}"
        );
    }
}

#[test]
fn engine_messages_read_well_in_english() {
    let e4 = Square::parse("E4").unwrap();
    assert_eq!(
        play_error(Lang::En, &PlayError::NoPiece(e4)),
        "There is no piece on E4."
    );
    let win = crate::engine::Outcome::win(Color::Red, EndReason::FlagCaptured);
    assert_eq!(outcome(Lang::En, &win), "Red wins. The Flag was captured.");
    let fight = crate::engine::Battle {
        attacker: Rank::Spy,
        defender: Rank::Marshal,
        outcome: BattleOutcome::AttackerWins,
    };
    assert_eq!(
        battle(Lang::Ru, &fight),
        "Шпион атакует: Маршал. Побеждает нападающий."
    );
    let parse = crate::engine::Move::parse("B4 B5 B6").unwrap_err();
    assert!(move_parse_error(Lang::Sv, &parse).contains("B4 B5 B6"));
    assert_eq!(
        t!(Lang::Th, "play-error-no-piece", square = e4),
        "ไม่มีตัวหมากอยู่ที่ E4"
    );
}

#[test]
fn missing_keys_fall_back_without_panicking() {
    assert_eq!(
        tr_plain(Lang::Th, "no-such-key-anywhere"),
        "no-such-key-anywhere"
    );
    assert!(!has_key(Lang::En, "no-such-key-anywhere"));
    assert!(has_key(Lang::Ru, "play-error-no-piece"));
    // A message missing its argument still says something rather than failing.
    assert!(!tr_plain(Lang::Sv, "play-error-no-piece").is_empty());
}

#[test]
fn every_language_names_itself() {
    let names: BTreeSet<String> = Lang::ALL.iter().map(|l| l.native_name()).collect();
    assert_eq!(names.len(), 6, "{names:?}");
    assert_eq!(Lang::Mr.native_name(), "मराठी");
}

#[test]
fn no_user_facing_literal_bypasses_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let findings: Vec<String> = ["discord", "service"]
        .iter()
        .flat_map(|dir| scan_dir(&root.join(dir)))
        .map(|(file, f)| format!("{file}:{}: {:?}", f.line, f.text))
        .collect();
    assert!(
        findings.is_empty(),
        "user-facing text must come from locales/ (see src/i18n/literal_scan.rs for the rule):\n{}",
        findings.join("\n")
    );
}

#[test]
fn every_bot_command_is_localised() {
    let mut commands = crate::discord::command_list::all();
    let problems = localize_commands(&mut commands);
    assert!(
        problems.is_empty(),
        "add these cmd-* keys to locales/ (see src/i18n/commands.rs):\n{}",
        problems.join("\n")
    );
}
