//! Reads a request body the way Discord does: JSON, or multipart with `payload_json` and
//! `files[n]` parts (serenity uses multipart whenever a message carries attachments).

use axum::extract::{FromRequest, Multipart, Request};
use axum::http::header::CONTENT_TYPE;
use serde_json::Value;

use super::model::File;

/// Larger than any attachment a bot should send; Discord's own limit is 25 MiB by default.
pub const BODY_LIMIT: usize = 64 * 1024 * 1024;

pub struct ParsedBody {
    pub json: Value,
    pub files: Vec<File>,
}

pub async fn parse(req: Request) -> Result<ParsedBody, String> {
    let is_multipart = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("multipart/form-data"));
    if is_multipart {
        let multipart = Multipart::from_request(req, &())
            .await
            .map_err(|e| e.to_string())?;
        return parse_multipart(multipart).await;
    }
    let bytes = axum::body::to_bytes(req.into_body(), BODY_LIMIT)
        .await
        .map_err(|e| e.to_string())?;
    let json = if bytes.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&bytes).map_err(|e| format!("body is not JSON: {e}"))?
    };
    Ok(ParsedBody {
        json,
        files: Vec::new(),
    })
}

async fn parse_multipart(mut multipart: Multipart) -> Result<ParsedBody, String> {
    let mut body = ParsedBody {
        json: Value::Null,
        files: Vec::new(),
    };
    while let Some(field) = multipart.next_field().await.map_err(|e| e.to_string())? {
        let name = field.name().unwrap_or_default().to_owned();
        if name == "payload_json" {
            let text = field.text().await.map_err(|e| e.to_string())?;
            body.json = serde_json::from_str(&text)
                .map_err(|e| format!("payload_json is not JSON: {e}"))?;
            continue;
        }
        // `files[n]` for attachments; a lone `file` part counts as index 0.
        let index = name
            .strip_prefix("files[")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|n| n.parse().ok())
            .or((name == "file").then_some(0));
        let Some(id) = index else {
            return Err(format!("unexpected multipart field {name:?}"));
        };
        let filename = field.file_name().unwrap_or(&name).to_owned();
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field.bytes().await.map_err(|e| e.to_string())?.to_vec();
        body.files.push(File {
            id,
            filename,
            content_type,
            description: None,
            bytes,
        });
    }
    Ok(body)
}
