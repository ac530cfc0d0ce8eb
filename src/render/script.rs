//! Which player names an image may draw. The image font is drawn glyph by glyph with no text
//! shaping, so scripts whose letters join or stack (Devanagari, Thai, Arabic...) and combining
//! marks come out wrong; such names go in the message text instead, where Discord shapes them.

/// True if every character of `name` is in a block the shipped image font draws without
/// shaping: ASCII, Latin-1, Latin Extended-A/B and Additional, Greek, Cyrillic, and common
/// punctuation. False for an empty name, so callers always have something to show.
pub fn fits_image_font(name: &str) -> bool {
    !name.is_empty() && name.chars().all(drawable)
}

fn drawable(c: char) -> bool {
    matches!(c as u32,
        0x20..=0x7E          // ASCII printable
        | 0xA0..=0xFF        // Latin-1 Supplement
        | 0x100..=0x24F      // Latin Extended-A and -B (å, ă, ș, ț...)
        | 0x1E00..=0x1EFF    // Latin Extended Additional
        | 0x370..=0x3FF      // Greek
        | 0x400..=0x4FF      // Cyrillic
        | 0x500..=0x52F      // Cyrillic Supplement
        | 0x2010..=0x2027    // dashes, quotes, bullets, ellipsis
    ) && !matches!(c as u32, 0x483..=0x489) // Cyrillic combining marks
}

#[cfg(test)]
mod tests {
    use super::fits_image_font;

    #[test]
    fn names_in_six_scripts() {
        assert!(fits_image_font("Player_42"));
        assert!(fits_image_font("Åsa Ström"));
        assert!(fits_image_font("Ștefan Bălan"));
        assert!(fits_image_font("Сергей Разведчиков"));
        assert!(fits_image_font("Ελένη"));
        assert!(!fits_image_font("मराठी खेळाडू"));
        assert!(!fits_image_font("สมชาย"));
        assert!(!fits_image_font("Anna 🎲"));
        assert!(!fits_image_font("e\u{301}")); // combining accent needs positioning
        assert!(!fits_image_font(""));
    }
}
