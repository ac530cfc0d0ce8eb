//! The HTTP side: one axum router serving REST under `/api/v10`, the gateway websocket and
//! the uploaded attachments.

use std::sync::Arc;

use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};

use super::body::{self, BODY_LIMIT};
use super::gateway;
use super::rest::{self, Req};
use super::shared::Shared;

pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/gateway", get(gateway_upgrade))
        .route("/api/v10/{*path}", any(api))
        .route("/attachments/{channel}/{id}/{name}", get(attachment))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(shared)
}

async fn gateway_upgrade(State(shared): State<Arc<Shared>>, upgrade: WebSocketUpgrade) -> Response {
    if shared.read(|w| w.down) {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    upgrade.on_upgrade(move |socket| gateway::serve_socket(socket, shared))
}

async fn api(
    State(shared): State<Arc<Shared>>,
    Path(path): Path<String>,
    req: Request,
) -> Response {
    let method = req.method().to_string();
    let query = req.uri().query().map(str::to_owned);
    let path = format!("/{path}");
    let parsed = match body::parse(req).await {
        Ok(parsed) => parsed,
        Err(e) => {
            shared.with(|w| w.record_problem(format!("{method} {path}: unreadable body: {e}")));
            return (StatusCode::BAD_REQUEST, e).into_response();
        }
    };
    let req = Req {
        method,
        path,
        json: parsed.json,
        files: parsed.files,
    };
    let latency = shared.read(|w| w.latency);
    if !latency.is_zero() {
        tokio::time::sleep(latency).await;
    }
    let answer = shared.with(|w| rest::handle(w, req, query));
    if answer.status == 0 {
        // A timeout: hold the connection until the client gives up (and drops this future).
        tokio::time::sleep(std::time::Duration::from_secs(120)).await;
        return StatusCode::GATEWAY_TIMEOUT.into_response();
    }
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = if answer.body.is_null() {
        status.into_response()
    } else {
        (status, axum::Json(answer.body)).into_response()
    };
    for (name, value) in answer.headers {
        if let Ok(value) = HeaderValue::from_str(&value) {
            response.headers_mut().insert(name, value);
        }
    }
    response
}

/// Serves uploaded files at the `url` their attachment objects advertise.
async fn attachment(
    State(shared): State<Arc<Shared>>,
    Path((_, id, _)): Path<(String, u64, String)>,
) -> Response {
    let file = shared.read(|w| {
        w.messages
            .values()
            .flat_map(|m| &m.attachments)
            .find(|f| f.id == id)
            .cloned()
    });
    match file {
        Some(f) => {
            let content_type = f
                .content_type
                .unwrap_or_else(|| "application/octet-stream".into());
            ([(axum::http::header::CONTENT_TYPE, content_type)], f.bytes).into_response()
        }
        None => StatusCode::NOT_FOUND.into_response(),
    }
}
