//! The websocket gateway: HELLO, IDENTIFY/RESUME, READY and GUILD_CREATE, heartbeats, sequenced
//! dispatches with replay on resume, and deliberate disconnects.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::json;
use super::shared::Shared;
use super::world::World;

/// Short, so tests see heartbeats (and missed acks) quickly.
pub const HEARTBEAT_INTERVAL_MS: u64 = 2000;

/// What the server side of one connection should do next.
pub enum Outbound {
    Text(String),
    Close(u16),
}

struct Session {
    id: String,
    seq: u64,
    /// Every dispatch of the session, for replay on RESUME.
    sent: Vec<(u64, String)>,
}

struct Conn {
    id: u64,
    tx: mpsc::UnboundedSender<Outbound>,
}

#[derive(Default)]
pub struct GatewayState {
    session: Option<Session>,
    conn: Option<Conn>,
    /// Dispatches made while no socket was live. A RESUME replays them by sequence number; a new
    /// IDENTIFY (say, the test restarted the bot) gets them right after READY, so a test never
    /// races the bot's reconnect.
    undelivered: Vec<(String, Value)>,
    next_conn: u64,
    pub identifies: u32,
    pub resumes: u32,
    pub heartbeats: u64,
    /// The `d` of the last IDENTIFY (token, intents, properties).
    pub last_identify: Option<Value>,
}

impl GatewayState {
    /// True while a bot is identified (or resumed) on a live socket.
    pub fn is_connected(&self) -> bool {
        self.session.is_some() && self.conn.is_some()
    }

    /// Closes the live socket with `code`; the session survives so the bot can RESUME.
    pub fn drop_connection(&mut self, code: u16) -> bool {
        match self.conn.take() {
            Some(conn) => conn.tx.send(Outbound::Close(code)).is_ok(),
            None => false,
        }
    }

    /// Sends op 9 (invalid session, not resumable) and forgets the session: the bot re-identifies.
    pub fn invalidate_session(&mut self) {
        if let Some(conn) = &self.conn {
            let _ = conn
                .tx
                .send(Outbound::Text(json!({ "op": 9, "d": false }).to_string()));
        }
        self.session = None;
    }
}

impl World {
    /// Sends a dispatch (op 0) with the next sequence number, or keeps it until a bot connects.
    pub fn dispatch(&mut self, event: &str, data: Value) {
        if self.gateway.conn.is_none() {
            self.gateway
                .undelivered
                .push((event.to_owned(), data.clone()));
        }
        let Some(session) = self.gateway.session.as_mut() else {
            return;
        };
        session.seq += 1;
        let frame = json!({ "op": 0, "t": event, "s": session.seq, "d": data }).to_string();
        session.sent.push((session.seq, frame.clone()));
        if let Some(conn) = &self.gateway.conn {
            let _ = conn.tx.send(Outbound::Text(frame.clone()));
        }
        // serenity drops events it cannot parse with only a debug log: say so loudly instead.
        if let Err(e) = serde_json::from_str::<serenity::model::event::GatewayEvent>(&frame) {
            self.record_problem(format!("{event} would be dropped by serenity: {e}"));
        }
    }

    fn identify(&mut self, conn: Conn, d: Value) {
        let gw = &mut self.gateway;
        gw.identifies += 1;
        gw.last_identify = Some(d);
        gw.conn = Some(conn);
        let session_id = format!("fake-session-{}", self.ids.next());
        self.gateway.session = Some(Session {
            id: session_id.clone(),
            seq: 0,
            sent: Vec::new(),
        });
        let ready = json!({
            "v": 10,
            "user": json::current_user(&self.bot),
            "guilds": [{ "id": self.guild.id.to_string(), "unavailable": true }],
            "session_id": session_id,
            "resume_gateway_url": gateway_url(&self.base_url),
            "shard": [0, 1],
            "application": { "id": self.app_id.to_string(), "flags": 0 },
            "private_channels": [],
        });
        self.dispatch("READY", ready);
        let guild = json::guild_create(self);
        self.dispatch("GUILD_CREATE", guild);
        for (event, data) in std::mem::take(&mut self.gateway.undelivered) {
            self.dispatch(&event, data);
        }
        self.mark_interactions_delivered();
    }

    fn resume(&mut self, conn: Conn, d: &Value) {
        let wanted = d.get("session_id").and_then(Value::as_str);
        let gw = &mut self.gateway;
        let Some(session) = gw
            .session
            .as_ref()
            .filter(|s| Some(s.id.as_str()) == wanted)
        else {
            // Unknown session: tell the bot to start over, as Discord does.
            let _ = conn
                .tx
                .send(Outbound::Text(json!({ "op": 9, "d": false }).to_string()));
            return;
        };
        let seen = d.get("seq").and_then(Value::as_u64).unwrap_or(0);
        for (_, frame) in session.sent.iter().filter(|(s, _)| *s > seen) {
            let _ = conn.tx.send(Outbound::Text(frame.clone()));
        }
        gw.conn = Some(conn);
        gw.undelivered.clear();
        gw.resumes += 1;
        self.dispatch("RESUMED", json!({}));
        self.mark_interactions_delivered();
    }

    fn detach(&mut self, conn_id: u64) {
        if self.gateway.conn.as_ref().is_some_and(|c| c.id == conn_id) {
            self.gateway.conn = None;
        }
    }
}

pub fn gateway_url(base_url: &str) -> String {
    format!("{}/gateway", base_url.replacen("http://", "ws://", 1))
}

/// Serves one websocket connection until either side closes it.
pub async fn serve_socket(socket: WebSocket, shared: Arc<Shared>) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn_id = shared.with(|w| {
        w.gateway.next_conn += 1;
        w.gateway.next_conn
    });
    let hello = json!({ "op": 10, "s": null, "t": null, "d": { "heartbeat_interval": HEARTBEAT_INTERVAL_MS } });
    let _ = tx.send(Outbound::Text(hello.to_string()));
    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(Outbound::Text(text)) => {
                    if sink.send(WsMessage::Text(text.into())).await.is_err() {
                        break;
                    }
                },
                Some(Outbound::Close(code)) => {
                    let frame = CloseFrame { code, reason: "fake_discord closed the socket".into() };
                    let _ = sink.send(WsMessage::Close(Some(frame))).await;
                    break;
                },
                None => break,
            },
            incoming = stream.next() => match incoming {
                Some(Ok(WsMessage::Text(text))) => handle_frame(&shared, conn_id, &tx, text.as_str()),
                Some(Ok(WsMessage::Close(_)) | Err(_)) | None => break,
                Some(Ok(_)) => {},
            },
        }
    }
    shared.with(|w| w.detach(conn_id));
}

fn handle_frame(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Outbound>, text: &str) {
    let Ok(frame) = serde_json::from_str::<Value>(text) else {
        shared.with(|w| w.record_problem(format!("gateway got non-JSON frame: {text}")));
        return;
    };
    let d = frame.get("d").cloned().unwrap_or(Value::Null);
    let conn = Conn {
        id: conn_id,
        tx: tx.clone(),
    };
    match frame.get("op").and_then(Value::as_u64) {
        Some(1) => {
            let _ = tx.send(Outbound::Text(
                json!({ "op": 11, "s": null, "t": null, "d": null }).to_string(),
            ));
            shared.with(|w| w.gateway.heartbeats += 1);
        }
        Some(2) => shared.with(|w| w.identify(conn, d)),
        Some(6) => shared.with(|w| w.resume(conn, &d)),
        // Presence updates, member chunk requests and voice state are accepted and ignored.
        _ => {}
    }
}
