//! Lists longer than one message: split at line breaks into several messages of at most
//! Discord's 2,000 characters (posts nobody pages through, such as round pairings), or shown a
//! page at a time with Previous / Next buttons (lists a person reads, such as `/challenges`).

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::text::tr;
use crate::i18n::Lang;

/// Discord's limit for a message's text, in characters.
pub const MESSAGE_MAX: usize = 2000;

/// `text` cut into pieces of at most `max` characters, at line breaks where possible (a single
/// line longer than `max` is cut inside). Joined with newlines, the pieces give `text` back.
pub fn split_lines(text: &str, max: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut current_len = 0;
    // Whether `current` holds a line yet (it may be an empty one).
    let mut started = false;
    for line in text.split('\n') {
        let mut line = line;
        let mut len = line.chars().count();
        // The newline that joins this line to the one before it.
        let joint = usize::from(started);
        if current_len + joint + len <= max {
            if started {
                current.push('\n');
            }
            current.push_str(line);
            current_len += joint + len;
            started = true;
            continue;
        }
        if started {
            out.push(std::mem::take(&mut current));
        }
        while len > max {
            let cut = line.char_indices().nth(max).map_or(line.len(), |(i, _)| i);
            out.push(line[..cut].to_owned());
            line = &line[cut..];
            len -= max;
        }
        current.push_str(line);
        current_len = len;
        started = true;
    }
    if started || out.is_empty() {
        out.push(current);
    }
    out
}

/// Which items of `total` page `page` (from 0) shows, `per_page` at a time; the page is
/// clamped into range.
pub fn page_range(total: usize, per_page: usize, page: usize) -> (usize, std::ops::Range<usize>) {
    let pages = total.div_ceil(per_page).max(1);
    let page = page.min(pages - 1);
    let start = page * per_page;
    (page, start..(start + per_page).min(total))
}

/// Previous / Next buttons for page `page` of `pages` (none when everything fits on one), and
/// the "page n of m" line.
pub fn page_controls(
    lang: Lang,
    page: usize,
    pages: usize,
    to: fn(i64) -> ButtonAction,
) -> (Option<String>, Vec<serenity::CreateButton>) {
    if pages <= 1 {
        return (None, Vec::new());
    }
    let button = |target: usize, key: &str, enabled: bool| {
        serenity::CreateButton::new(to(target as i64).custom_id())
            .label(tr(lang, key, &[]))
            .style(serenity::ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    let buttons = vec![
        button(page.saturating_sub(1), "button-previous", page > 0),
        button((page + 1).min(pages - 1), "button-next", page + 1 < pages),
    ];
    let line = tr(
        lang,
        "page-of",
        &[
            ("page", (page + 1).to_string()),
            ("pages", pages.to_string()),
        ],
    );
    (Some(line), buttons)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_fit_and_join_back() {
        let lines: Vec<String> = (0..300)
            .map(|i| format!("Board {i}: <@{}> against <@{}> ก ж", 10_u64.pow(17) + i, i))
            .collect();
        let text = lines.join("\n");
        let pieces = split_lines(&text, MESSAGE_MAX);
        assert!(pieces.len() > 1);
        assert!(pieces.iter().all(|p| p.chars().count() <= MESSAGE_MAX));
        assert_eq!(pieces.join("\n"), text);
        // A line longer than a message is cut inside, by characters.
        let long = "ก".repeat(4500);
        let pieces = split_lines(&long, MESSAGE_MAX);
        assert_eq!(
            pieces.iter().map(|p| p.chars().count()).collect::<Vec<_>>(),
            [2000, 2000, 500]
        );
        assert_eq!(pieces.concat(), long);
        assert_eq!(split_lines("", 10), [""]);
        assert_eq!(split_lines("\nab\n\ncd", 4), ["\nab\n", "cd"]);
    }

    #[test]
    fn pages_clamp() {
        assert_eq!(page_range(40, 8, 0), (0, 0..8));
        assert_eq!(page_range(40, 8, 4), (4, 32..40));
        assert_eq!(page_range(40, 8, 99), (4, 32..40));
        assert_eq!(page_range(0, 8, 3), (0, 0..0));
    }
}
