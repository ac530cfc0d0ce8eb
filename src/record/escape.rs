//! Tag values are one line between quotes; these escapes carry anything else.

/// `\` `"` and control characters become escapes; everything else stays.
pub fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// Reads a quoted value starting just after the opening quote. Returns the value and the
/// number of characters consumed including the closing quote, or the offending character
/// index and a problem.
pub fn unescape(chars: &[char]) -> Result<(String, usize), (usize, &'static str)> {
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '"' => return Ok((out, i + 1)),
            '\\' => {
                let Some(&next) = chars.get(i + 1) else {
                    return Err((i, "a `\\` must be followed by what it escapes"));
                };
                match next {
                    '\\' => out.push('\\'),
                    '"' => out.push('"'),
                    'n' => out.push('\n'),
                    'r' => out.push('\r'),
                    't' => out.push('\t'),
                    'u' => {
                        let (c, used) = unicode_escape(&chars[i + 2..])
                            .ok_or((i, "write a character escape as \\u{hex digits}"))?;
                        out.push(c);
                        i += 2 + used;
                        continue;
                    }
                    _ => return Err((i, "unknown escape: use \\\\ \\\" \\n \\r \\t or \\u{..}")),
                }
                i += 2;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Err((i, "the tag value has no closing `\"`"))
}

/// `{hex}` after `\u`: the character and how many characters the braces took.
fn unicode_escape(chars: &[char]) -> Option<(char, usize)> {
    if chars.first() != Some(&'{') {
        return None;
    }
    let close = chars.iter().take(9).position(|&c| c == '}')?;
    let hex: String = chars[1..close].iter().collect();
    if hex.is_empty() {
        return None;
    }
    let code = u32::from_str_radix(&hex, 16).ok()?;
    Some((char::from_u32(code)?, close + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_round_trip() {
        for value in [
            "plain",
            "a \"quoted\" \\ name",
            "two\nlines\r\t",
            "bell\u{7}",
            "é ☃",
        ] {
            let text = format!("{}\"rest", escape(value));
            let chars: Vec<char> = text.chars().collect();
            let (back, used) = unescape(&chars).unwrap();
            assert_eq!(back, value);
            assert_eq!(chars[used..].iter().collect::<String>(), "rest");
        }
    }

    #[test]
    fn bad_escapes_are_errors() {
        for bad in ["abc", "\\q\"", "\\u{zz}\"", "\\u{110000}\"", "\\"] {
            let chars: Vec<char> = bad.chars().collect();
            assert!(unescape(&chars).is_err(), "{bad}");
        }
    }
}
