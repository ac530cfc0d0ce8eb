//! The "no literal bypasses the catalogue" check.
//!
//! Rule: in `src/discord/` and `src/service/`, a string literal counts as user-facing text,
//! and fails the test, if it
//! - contains two words separated by whitespace, at least one of 2+ letters ("Your move"), or
//! - is a single capitalised word of 2+ letters ("Resign", a button label), or
//! - contains a letter outside ASCII (a translation typed into the code),
//!
//! after `{...}` format placeholders are removed. It is not user-facing, and passes, when it
//! sits inside a log or developer-message call (tracing macros, `panic!`-like macros,
//! asserts, `expect`, `context`/`with_context`, `anyhow!`/`bail!`/`ensure!`, sqlx queries), inside
//! an attribute (`#[error(...)]`, `#[description = ...]`: poise descriptions are replaced from
//! the catalogue by `localize_commands`), in a comment, below a file's `#[cfg(test)]`, or in a `*_tests.rs` test module.
//! Catalogue keys and custom ids (`play-error-lake`, `move:42`) never match the rule.
//! Anything else that truly must stay goes in [`ALLOWED`] (or, for a whole file writing a
//! fixed format, [`EXEMPT_FILES`]) with a reason.

use std::path::Path;

/// Literals allowed anyway, each with why.
const ALLOWED: &[&str] = &[
    // The game's trademark name, the same in every language.
    "Stratego",
    // `UserError`'s Display, which only logs see (replies use its catalogue key).
    "user error {}",
];

/// Calls whose string arguments are for developers, never shown to players.
const EXEMPT_CALLS: &[&str] = &[
    "trace!",
    "debug!",
    "info!",
    "warn!",
    "error!",
    "event!",
    "span!",
    "trace_span!",
    "debug_span!",
    "info_span!",
    "warn_span!",
    "error_span!",
    "panic!",
    "unreachable!",
    "todo!",
    "unimplemented!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "debug_assert_eq!",
    "debug_assert_ne!",
    "expect",
    "expect_err",
    "context",
    "with_context",
    "anyhow!",
    "bail!",
    "ensure!",
    "query",
    "query_as",
    "query_scalar",
    "query!",
    "query_as!",
    "query_scalar!",
    "query_file!",
    "env!",
    "include_str!",
    "include_bytes!",
    "#[",
    // Debug output.
    "debug_struct",
    "debug_tuple",
    "debug_map",
    "field",
    // Project calls whose text only reaches the log: `ServiceError::Internal`, `Unreadable`
    // (shown to users as an internal error) and the service helper that builds one for a
    // corrupt match record.
    "Internal",
    "Unreadable",
    "corrupt",
];

/// Files that write a fixed format for tools rather than prose for players, each with why.
const EXEMPT_FILES: &[&str] = &[
    // The game record's field names are fixed, like PGN tags, so the replay tool can read it.
    "service/game/record.rs",
    // Names the lease's holder for operators (a refused second start, `check`), never players.
    "service/lease.rs",
];

/// `*_tests.rs` files are unit-test modules kept beside their code, compiled only for tests.
fn is_test_module(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with("_tests.rs"))
}

/// A flagged literal: 1-based line and its text.
#[derive(Debug, PartialEq)]
pub struct Finding {
    pub line: usize,
    pub text: String,
}

/// Every user-facing literal in one Rust source file, by the rule in the module docs.
pub fn user_facing_literals(source: &str) -> Vec<Finding> {
    let source = match source.find("#[cfg(test)]") {
        Some(end) => &source[..end],
        None => source,
    };
    let chars: Vec<char> = source.chars().collect();
    let mut findings = Vec::new();
    let mut frames: Vec<String> = Vec::new();
    let mut last_word = String::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
            }
            '\'' => {
                // A char literal ('a', '\n', '\'') or a lifetime ('a).
                if next == Some('\\') {
                    i += 2;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            '"' | '#' if is_raw_or_plain_string_start(&chars, i, &last_word) => {
                let start_line = line;
                let touches = i > 0 && chars[i - 1].is_alphanumeric();
                let raw = touches && matches!(last_word.as_str(), "r" | "br" | "cr");
                let (text, end) = read_string(&chars, i, raw);
                line += text.matches('\n').count();
                i = end;
                let exempt = frames.iter().any(|f| EXEMPT_CALLS.contains(&f.as_str()));
                if !exempt && is_user_facing(&text) && !ALLOWED.contains(&text.as_str()) {
                    findings.push(Finding {
                        line: start_line,
                        text,
                    });
                }
                last_word.clear();
            }
            '#' if next == Some('[') || (next == Some('!') && chars.get(i + 2) == Some(&'[')) => {
                frames.push("#[".to_owned());
                i += if next == Some('[') { 2 } else { 3 };
                last_word.clear();
            }
            '(' | '[' | '{' => {
                frames.push(std::mem::take(&mut last_word));
                i += 1;
            }
            ')' | ']' | '}' => {
                frames.pop();
                last_word.clear();
                i += 1;
            }
            '!' if !last_word.is_empty() => {
                last_word.push('!');
                i += 1;
            }
            c if c.is_alphanumeric() || c == '_' => {
                if !chars[i.saturating_sub(1)].is_alphanumeric()
                    && chars[i.saturating_sub(1)] != '_'
                {
                    last_word.clear();
                }
                last_word.push(c);
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            ':' => i += 1, // keep `info` in `tracing::info!`
            _ => {
                last_word.clear();
                i += 1;
            }
        }
    }
    findings
}

fn is_raw_or_plain_string_start(chars: &[char], i: usize, last_word: &str) -> bool {
    if chars[i] == '"' {
        return true;
    }
    // r#"..."#: the prefix word is right before the hashes.
    let prefix_touches = i > 0 && chars[i - 1].is_alphanumeric();
    prefix_touches && matches!(last_word, "r" | "br" | "cr") && {
        let mut j = i;
        while chars.get(j) == Some(&'#') {
            j += 1;
        }
        chars.get(j) == Some(&'"')
    }
}

/// The literal's content and the index just past it. `start` is at its `"` or first `#`.
fn read_string(chars: &[char], start: usize, raw: bool) -> (String, usize) {
    let mut i = start;
    let mut hashes = 0;
    while chars[i] == '#' {
        hashes += 1;
        i += 1;
    }
    i += 1; // opening quote
    let mut text = String::new();
    while i < chars.len() {
        let c = chars[i];
        if !raw && c == '\\' {
            if let Some(&escaped) = chars.get(i + 1) {
                text.push(match escaped {
                    'n' | '\n' => '\n',
                    other => other,
                });
            }
            i += 2;
            continue;
        }
        if c == '"' && (0..hashes).all(|h| chars.get(i + 1 + h) == Some(&'#')) {
            return (text, i + 1 + hashes);
        }
        text.push(c);
        i += 1;
    }
    (text, i)
}

fn is_user_facing(text: &str) -> bool {
    let text = strip_placeholders(text);
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    let two_words = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|pair| {
            let letters = |w: &str| w.chars().filter(|c| c.is_alphabetic()).count();
            letters(pair[0]) >= 1
                && letters(pair[1]) >= 1
                && (letters(pair[0]) >= 2 || letters(pair[1]) >= 2)
        });
    let capitalised_word = words.len() == 1
        && text.trim() == words[0]
        && words[0].chars().count() >= 2
        && words[0].chars().next().is_some_and(char::is_uppercase);
    let foreign = text.chars().any(|c| c.is_alphabetic() && !c.is_ascii());
    two_words || capitalised_word || foreign
}

fn strip_placeholders(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Findings in every `.rs` file under `dir` (missing directories have none).
pub fn scan_dir(dir: &Path) -> Vec<(String, Finding)> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            out.extend(scan_dir(&path));
        } else if path.extension().is_some_and(|e| e == "rs")
            && !EXEMPT_FILES.iter().any(|f| path.ends_with(f))
            && !is_test_module(&path)
        {
            let source = std::fs::read_to_string(&path).unwrap_or_default();
            for finding in user_facing_literals(&source) {
                out.push((path.display().to_string(), finding));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flagged(source: &str) -> Vec<String> {
        user_facing_literals(source)
            .into_iter()
            .map(|f| f.text)
            .collect()
    }

    #[test]
    fn flags_user_text() {
        let source = r##"
            async fn reply(ctx: Context<'_>) {
                ctx.say("Your move was accepted").await;
                let b = CreateButton::new("resign").label("Resign");
                let x = format!("{} wins the game", name);
                let y = r#"Raw text here"#;
                let z = "Ваш ход";
            }
        "##;
        assert_eq!(
            flagged(source),
            [
                "Your move was accepted",
                "Resign",
                "{} wins the game",
                "Raw text here",
                "Ваш ход"
            ]
        );
    }

    #[test]
    fn ignores_keys_logs_attributes_and_tests() {
        let source = r##"
            /// Doc comment with words
            #[poise::command(slash_command, rename = "move")]
            async fn play(#[description = "Square to move from"] from: String) {
                // a comment with words
                tracing::info!(match_id, "move accepted from {}", from);
                tracing::warn!(
                    error = %err,
                    "could not post the board"
                );
                let text = t!(lang, "play-error-lake");
                let id = format!("move:{}:{}", match_id, ply);
                let x = file.read().expect("the file is there");
                let c = 'x'; let l: &'static str = "ok";
                let n = "Stratego";
            }
            #[cfg(test)]
            mod tests { fn f() { let s = "Words in a test"; } }
        "##;
        assert_eq!(flagged(source), Vec::<String>::new());
    }

    #[test]
    fn reports_lines() {
        let found = user_facing_literals("fn f() {\n\n    say(\"Two words\");\n}\n");
        assert_eq!(
            found,
            [Finding {
                line: 3,
                text: "Two words".into()
            }]
        );
    }
}
