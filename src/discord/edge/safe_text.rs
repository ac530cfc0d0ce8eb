//! Echoing what a user typed (a tournament name, a setup name, a bad move) into a message:
//! shortened to a fixed number of characters and made inert, so it cannot format the message,
//! ping anyone, hide a link behind other words, or push the message past Discord's limits.

/// How much of a typed square, move, setup name or language a reply echoes back.
pub const ECHO_MAX: usize = 40;

/// Something a user typed, as a reply quotes it: cut to [`ECHO_MAX`] characters and inert.
pub fn echo(text: &str) -> String {
    inline(text, ECHO_MAX)
}

/// `text` on one line, at most `max_chars` characters (an ellipsis marks a cut), with Markdown,
/// mentions and masked links neutralised.
pub fn inline(text: &str, max_chars: usize) -> String {
    let one_line: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let trimmed = one_line.trim();
    let cut: String = if trimmed.chars().count() > max_chars {
        let mut s: String = trimmed.chars().take(max_chars.saturating_sub(1)).collect();
        s.push('…');
        s
    } else {
        trimmed.to_owned()
    };
    escape(&cut)
}

/// Backslash-escapes every Markdown character and breaks mentions, so Discord shows the text
/// exactly as typed.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '-' | '[' | ']' | '(' | ')' | ':' => {
                out.push('\\');
                out.push(c);
            }
            // A zero-width space after `@` and `<` stops @everyone, @here and <@id> pings
            // and mentions from forming.
            '@' | '<' => {
                out.push(c);
                out.push('\u{200B}');
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_mentions_and_masked_links_are_inert() {
        let text = inline(
            "**big** [free nitro](https://evil.example) @everyone <@123> `x`",
            200,
        );
        assert!(!text.contains("**"));
        assert!(!text.contains("]("), "no masked link: {text}");
        assert!(
            text.contains("\\[free nitro\\]\\(https\\://evil.example\\)"),
            "{text}"
        );
        assert!(!text.contains("@everyone"));
        assert!(!text.contains("<@123>"));
        assert!(!text.contains("https://"));
    }

    #[test]
    fn long_names_are_cut_by_characters_not_bytes() {
        for name in [
            "ก".repeat(200),
            "मराठी".repeat(50),
            "Ж".repeat(300),
            "Åsa".repeat(100),
        ] {
            let text = inline(&name, 80);
            assert_eq!(text.chars().count(), 80, "{text}");
            assert!(text.ends_with('…'));
        }
        assert_eq!(inline("  short\nname  ", 80), "short name");
    }
}
