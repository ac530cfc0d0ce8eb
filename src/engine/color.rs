use serde::{Deserialize, Serialize};

/// One of the two armies. Red sets up on ranks 1-4 and moves first by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Red,
    Blue,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Red, Color::Blue];

    pub fn opponent(self) -> Color {
        match self {
            Color::Red => Color::Blue,
            Color::Blue => Color::Red,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Blue => "blue",
        }
    }

    pub fn parse(text: &str) -> Option<Color> {
        match text.trim().to_ascii_lowercase().as_str() {
            "red" | "r" => Some(Color::Red),
            "blue" | "b" => Some(Color::Blue),
            _ => None,
        }
    }
}

impl std::fmt::Display for Color {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Color::Red => "Red",
            Color::Blue => "Blue",
        })
    }
}

/// A value for each colour, indexed by `Color` instead of a bare `[T; 2]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ByColor<T> {
    pub red: T,
    pub blue: T,
}

impl<T> ByColor<T> {
    pub fn new_with(mut make: impl FnMut(Color) -> T) -> Self {
        ByColor {
            red: make(Color::Red),
            blue: make(Color::Blue),
        }
    }

    pub fn get(&self, color: Color) -> &T {
        match color {
            Color::Red => &self.red,
            Color::Blue => &self.blue,
        }
    }

    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Red => &mut self.red,
            Color::Blue => &mut self.blue,
        }
    }
}
