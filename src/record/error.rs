use thiserror::Error;

/// Why a record (ours or an archive's) could not be read, and where.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct RecordError {
    /// 1-based.
    pub line: usize,
    /// 1-based, counted in characters.
    pub column: usize,
    pub problem: String,
}

impl RecordError {
    pub fn new(line: usize, column: usize, problem: impl Into<String>) -> RecordError {
        RecordError {
            line,
            column,
            problem: problem.into(),
        }
    }

    /// The line and column of byte `offset` in `text` (clamped to the text).
    pub fn at_offset(text: &str, offset: usize, problem: impl Into<String>) -> RecordError {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &text[..offset];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        RecordError::new(line, column, problem)
    }
}
