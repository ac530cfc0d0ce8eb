//! Discord's size limits on what a bot sends, enforced as Discord does (400, code 50035 Invalid
//! Form Body) and recorded as a problem, since a bot that hits one has lost a post: message
//! text 2,000 characters, embed description 4,096, 25 autocomplete choices or select options,
//! 5 rows of 5 components, 10 MiB per file.

use serde_json::Value;

use super::model::File;
use super::rest::ApiError;

pub const CONTENT_MAX: usize = 2000;
pub const EMBED_DESCRIPTION_MAX: usize = 4096;
pub const CHOICES_MAX: usize = 25;
pub const ROWS_MAX: usize = 5;
pub const FILE_MAX: usize = 10 * 1024 * 1024;

/// The first limit `body` (a message, an edit or an interaction callback) breaks.
pub fn check(body: &Value, files: &[File]) -> Result<(), ApiError> {
    if let Some(f) = files.iter().find(|f| f.bytes.len() > FILE_MAX) {
        return Err(ApiError::new(
            413,
            40005,
            &format!(
                "Request entity too large: {} is {} bytes",
                f.filename,
                f.bytes.len()
            ),
        ));
    }
    // An interaction callback carries the message in `data`.
    let message = body.get("data").filter(|d| d.is_object()).unwrap_or(body);
    if let Some(text) = message.get("content").and_then(Value::as_str)
        && text.chars().count() > CONTENT_MAX
    {
        return Err(ApiError::invalid_form(&format!(
            "content: must be {CONTENT_MAX} or fewer in length ({})",
            text.chars().count()
        )));
    }
    for embed in message
        .get("embeds")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if let Some(d) = embed.get("description").and_then(Value::as_str)
            && d.chars().count() > EMBED_DESCRIPTION_MAX
        {
            return Err(ApiError::invalid_form("embeds.description: too long"));
        }
    }
    if let Some(choices) = message.get("choices").and_then(Value::as_array)
        && choices.len() > CHOICES_MAX
    {
        return Err(ApiError::invalid_form("choices: must be 25 or fewer"));
    }
    if let Some(rows) = message.get("components").and_then(Value::as_array) {
        if rows.len() > ROWS_MAX {
            return Err(ApiError::invalid_form(
                "components: must be 5 or fewer rows",
            ));
        }
        for row in rows {
            let inner = row.get("components").and_then(Value::as_array);
            if inner.is_some_and(|c| c.len() > 5) {
                return Err(ApiError::invalid_form("components: 5 or fewer per row"));
            }
            for c in inner.into_iter().flatten() {
                if c.get("options")
                    .and_then(Value::as_array)
                    .is_some_and(|o| o.len() > CHOICES_MAX)
                {
                    return Err(ApiError::invalid_form("options: must be 25 or fewer"));
                }
            }
        }
    }
    Ok(())
}
