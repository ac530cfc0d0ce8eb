//! What a setup editor shows, read in the edit's own transaction (see [`EditorShown`]), and
//! the editor state drawn from it.

use crate::engine::Color;
use crate::service::outbox::voice::{BoardVoice, EditorShown};
use crate::service::setup::grid::EditorState;
use crate::service::setup::phase::{SetupView, setup_row};
use crate::service::{Service, ServiceError, ServiceResult};
use crate::store::{self, Conn, MatchId, MatchRow, UserId};

impl EditorShown {
    /// The editor state to draw; `None` if the stored setup string no longer reads.
    pub fn state(&self, match_id: crate::store::MatchId, color: Color) -> Option<EditorState> {
        let deployment = crate::engine::Deployment::parse(&self.setup).ok()?;
        Some(EditorState {
            setup: SetupView {
                match_id,
                color,
                variant: self.variant,
                deployment,
                ready: self.ready,
                commitment: self.commitment.clone(),
            },
            selected: self.selected,
        })
    }
}

impl Service {
    /// What `user`'s setup editor in match `id` shows now: the one source every copy of the
    /// editor (the DM, the private copy in the thread, a command's answer) is drawn from.
    pub async fn editor_shown_now(&self, id: MatchId, user: UserId) -> ServiceResult<EditorShown> {
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        self.editor_shown(&mut conn, &m, color).await
    }

    /// What `color`'s setup editor in `m` shows now, read in the edit's own transaction.
    pub(in crate::service) async fn editor_shown(
        &self,
        conn: &mut Conn,
        m: &MatchRow,
        color: Color,
    ) -> ServiceResult<EditorShown> {
        let user = *m.players.get(color);
        let row = setup_row(conn, m, color).await?;
        let selected = store::setup_grid::selected(conn, m.id, color).await?;
        let prefs = store::prefs::get(conn, user).await?;
        let saved = store::saved_setups::names_for(conn, user, m.rules.variant).await?;
        Ok(EditorShown {
            setup: row.deployment.to_string(),
            selected,
            ready: row.ready,
            commitment: row.commitment,
            variant: m.rules.variant,
            saved,
            voice: BoardVoice::of(m, color, &prefs),
            thread: m.thread,
        })
    }
}
