//! Option blobs are JSON text; a blob that no longer decodes is a database error.

use serde::Serialize;
use serde::de::DeserializeOwned;

pub fn encode<T: Serialize>(value: &T) -> super::Result<String> {
    serde_json::to_string(value).map_err(|e| sqlx::Error::Encode(Box::new(e)))
}

pub fn decode<T: DeserializeOwned>(text: String) -> super::Result<T> {
    serde_json::from_str(&text).map_err(|e| sqlx::Error::Decode(Box::new(e)))
}

/// A text column that must hold one of a fixed set of names.
pub fn named<T>(text: &str, parse: impl Fn(&str) -> Option<T>) -> super::Result<T> {
    parse(text).ok_or_else(|| sqlx::Error::Decode(format!("unexpected value `{text}`").into()))
}
