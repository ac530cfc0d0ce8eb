//! The upgrade of waiting posts written before every post carried what its words need (its
//! voice, its reader, its ending, what its editor shows). Run at start, before the announcer
//! reads: the missing parts are filled in as settings are now, which is what those versions
//! read at delivery, so a post's delivery has one path and no look-up of its own. An opening
//! that also closed its challenge hands that close to a post of its own in the challenge's
//! lane, as openings do now.
//!
//! Posts written since always carry every part, so after one run there is nothing left to
//! upgrade; a later run (say, after restoring an old backup) finds what it left.

use serde_json::{Map, Value};

use crate::engine::Color;
use crate::service::outbox::posts::{self, Ending};
use crate::service::outbox::queue::{Announcement, enqueue};
use crate::service::outbox::voice::{TournamentDmVoice, Voices, voices_of};
use crate::service::tournament::lifecycle::load;
use crate::service::{Service, ServiceResult};
use crate::store::{self, ChallengeId, Conn, MatchId, MatchStatus, TournamentId, UserId};

impl Service {
    /// Fills in what waiting posts stored in an older shape lack; returns how many it
    /// rewrote. A post it cannot complete (its game or tournament is gone) is left as it is,
    /// and given up as unreadable when its turn comes.
    pub async fn upgrade_outbox(&self) -> ServiceResult<u64> {
        let mut tx = self.store().begin().await?;
        let mut rewritten = 0;
        for (id, text) in store::outbox::waiting(&mut tx).await? {
            let Ok(Value::Object(mut post)) = serde_json::from_str::<Value>(&text) else {
                continue;
            };
            let moved = move_challenge_close(&mut tx, &mut post).await?;
            match self.complete(&mut tx, &mut post).await {
                Ok(completed) if completed || moved => {
                    let text = Value::Object(post).to_string();
                    store::outbox::rewrite(&mut tx, id, &text).await?;
                    rewritten += 1;
                }
                Ok(_) => {}
                Err(err) => tracing::warn!(post = id, "older post not upgraded: {err}"),
            }
        }
        tx.commit().await?;
        if rewritten > 0 {
            tracing::info!(rewritten, "posts stored in an older shape upgraded");
        }
        Ok(rewritten)
    }

    /// Adds the parts `post` lacks; true if it added any.
    async fn complete(
        &self,
        conn: &mut Conn,
        post: &mut Map<String, Value>,
    ) -> ServiceResult<bool> {
        let kind = post.get("post").and_then(Value::as_str).unwrap_or_default();
        let needs: &[&str] = match kind {
            "match_opened" | "game_started" | "move_logged" | "move_behind" | "log_caught_up"
            | "public_board" | "private_board" | "draw_offered" | "draw_declined"
            | "pairing_dm" | "bye_dm" => &["voice"],
            "setup_board" => &["shown"],
            "game_ended" => &["ending"],
            "opening_refused" => &["reader"],
            "reminder" => &["voice", "reader"],
            _ => &[],
        };
        let missing: Vec<&str> = needs
            .iter()
            .copied()
            .filter(|field| post.get(*field).is_none_or(Value::is_null))
            .collect();
        if missing.is_empty() {
            return Ok(false);
        }
        let parts = match kind {
            "bye_dm" => {
                let user: UserId = field(post, "user")?;
                vec![("voice", to_value(self.dm_voice(conn, post, user).await?)?)]
            }
            _ => self.game_parts(conn, kind, post, &missing).await?,
        };
        for (field, value) in parts {
            post.insert(field.to_string(), value);
        }
        Ok(true)
    }

    /// The missing parts of a post about a game.
    async fn game_parts(
        &self,
        conn: &mut Conn,
        kind: &str,
        post: &Map<String, Value>,
        missing: &[&'static str],
    ) -> ServiceResult<Vec<(&'static str, Value)>> {
        let m = store::matches::get(conn, field::<MatchId>(post, "match_id")?)
            .await?
            .ok_or(crate::service::ServiceError::NoSuchMatch)?;
        let Voices { thread, boards } = voices_of(conn, &m, self.own_user()).await?;
        let color = || field::<Color>(post, "color");
        let mut parts = Vec::new();
        for &field in missing {
            let value = match (kind, field) {
                ("private_board", _) | ("opening_refused", _) | ("reminder", "reader") => {
                    to_value(boards.get(color()?))?
                }
                ("setup_board", _) => to_value(self.editor_shown(conn, &m, color()?).await?)?,
                ("game_ended", _) => to_value(Ending {
                    cancelled: m.status == MatchStatus::Cancelled,
                    outcome: m.outcome,
                    played: m.was_played(),
                    voice: thread.clone(),
                })?,
                ("pairing_dm", _) => {
                    let user = *m.players.get(color()?);
                    to_value(self.dm_voice(conn, post, user).await?)?
                }
                _ => to_value(&thread)?,
            };
            parts.push((field, value));
        }
        Ok(parts)
    }

    /// A tournament DM's voice: the tournament as it is now, in `user`'s language.
    async fn dm_voice(
        &self,
        conn: &mut Conn,
        post: &Map<String, Value>,
        user: UserId,
    ) -> ServiceResult<TournamentDmVoice> {
        let state = load(conn, field::<TournamentId>(post, "tournament")?).await?;
        Ok(TournamentDmVoice {
            name: state.row.name.clone(),
            rounds: state.total_rounds() as u32,
            language: store::prefs::get(conn, user).await?.language,
        })
    }
}

/// An opening stored with the challenge it closes: that close is its own post now, in the
/// challenge's lane. True if `post` was such an opening.
async fn move_challenge_close(
    conn: &mut Conn,
    post: &mut Map<String, Value>,
) -> ServiceResult<bool> {
    if post.get("post").and_then(Value::as_str) != Some("match_opened") {
        return Ok(false);
    }
    let Some(challenge) = post.remove("challenge") else {
        return Ok(false);
    };
    if let Ok(challenge) = serde_json::from_value::<ChallengeId>(challenge) {
        let closed = Announcement::ChallengeClosed(posts::ChallengeClosed { challenge });
        enqueue(conn, &closed).await?;
    }
    Ok(true)
}

/// The post's field `name`, as it was stored.
fn field<T: serde::de::DeserializeOwned>(
    post: &Map<String, Value>,
    name: &str,
) -> ServiceResult<T> {
    let value = post.get(name).cloned().unwrap_or_default();
    serde_json::from_value(value).map_err(|_| {
        crate::service::ServiceError::Internal(format!("older post without a readable `{name}`"))
    })
}

fn to_value(part: impl serde::Serialize) -> ServiceResult<Value> {
    serde_json::to_value(part).map_err(|e| crate::service::ServiceError::Internal(e.to_string()))
}
