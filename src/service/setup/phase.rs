//! The setup phase: each player edits their own deployment, then locks it in.

use chrono::{DateTime, Utc};

use crate::engine::{
    ByColor, Color, Deployment, RankCounts, SeenPiece, Square, Variant, View, Viewer,
};
use crate::service::game::commitment::{commitment, new_salt};
use crate::service::game::report::{ReadyReport, StartReport, Views};
use crate::service::locks::GameSlot;
use crate::service::{Service, ServiceError, ServiceResult, outbox::posts};
use crate::store::{self, Conn, MatchId, MatchRow, MatchStatus, SavedSetup, SetupRow, UserId};

/// One player's setup as they may see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupView {
    pub match_id: MatchId,
    pub color: Color,
    pub variant: Variant,
    pub deployment: Deployment,
    pub ready: bool,
    pub commitment: Option<String>,
}

impl SetupView {
    /// The setup string (front row first, rows separated by `/`).
    pub fn text(&self) -> String {
        self.deployment.to_string()
    }

    /// The board as this player sees it during setup: only their own pieces.
    pub fn view(&self) -> View {
        let mut board = vec![None; 100];
        for (slot, rank) in self.deployment.0.iter().enumerate() {
            if let Some(rank) = rank {
                let square = self.deployment.square_of(slot, self.color);
                board[square.index()] = Some(SeenPiece {
                    color: self.color,
                    rank: Some(*rank),
                    moved: false,
                    revealed: false,
                    scout_shown: false,
                });
            }
        }
        let army = self.deployment.counts();
        View {
            viewer: Viewer::Player(self.color),
            variant: self.variant,
            board,
            to_move: Color::Red,
            ply: 0,
            last_move: None,
            remaining: ByColor::new_with(|c| {
                if c == self.color {
                    army
                } else {
                    RankCounts::default()
                }
            }),
            captured: ByColor::default(),
            outcome: None,
        }
    }

    pub(in crate::service) fn of(m: &MatchRow, row: SetupRow) -> SetupView {
        SetupView {
            match_id: m.id,
            color: row.color,
            variant: m.rules.variant,
            deployment: row.deployment,
            ready: row.ready,
            commitment: row.commitment,
        }
    }
}

impl Service {
    /// `user`'s setup in a match (also after the game started, for their own reference).
    pub async fn setup_of(&self, id: MatchId, user: UserId) -> ServiceResult<SetupView> {
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        let row = setup_row(&mut conn, &m, color).await?;
        Ok(SetupView::of(&m, row))
    }

    /// Exchanges the pieces on two of the player's home squares.
    pub async fn setup_swap(
        &self,
        id: MatchId,
        user: UserId,
        a: Square,
        b: Square,
    ) -> ServiceResult<SetupView> {
        self.edit_setup(id, user, |color, _, d| {
            let slot = |s: Square| Deployment::slot_of(s, color).ok_or(ServiceError::BadSquare(s));
            let (a, b) = (slot(a)?, slot(b)?);
            d.swap(a, b);
            Ok(())
        })
        .await
    }

    /// Replaces the setup with one typed as a setup string.
    pub async fn setup_paste(
        &self,
        id: MatchId,
        user: UserId,
        text: &str,
    ) -> ServiceResult<SetupView> {
        let pasted = Deployment::parse(text)?;
        self.edit_setup(id, user, |_, _, d| {
            *d = pasted;
            Ok(())
        })
        .await
    }

    /// A fresh random legal setup.
    pub async fn setup_randomize(&self, id: MatchId, user: UserId) -> ServiceResult<SetupView> {
        let seed: u64 = rand::random();
        self.edit_setup(id, user, |_, variant, d| {
            *d = Deployment::random(variant, seed);
            Ok(())
        })
        .await
    }

    /// Mirrors the setup left to right.
    pub async fn setup_mirror(&self, id: MatchId, user: UserId) -> ServiceResult<SetupView> {
        self.edit_setup(id, user, |_, _, d| {
            *d = d.mirrored();
            Ok(())
        })
        .await
    }

    /// Keeps the player's current setup of a match under `name`.
    pub async fn save_setup(
        &self,
        id: MatchId,
        user: UserId,
        name: &str,
    ) -> ServiceResult<SavedSetup> {
        let name = setup_name(name)?;
        let state = self.setup_of(id, user).await?;
        let saved = SavedSetup {
            name,
            variant: state.variant,
            deployment: state.deployment,
        };
        // The editor's menu of saved setups gains it.
        self.keep_saved_setup(user, &saved, Some((id, state.color)))
            .await?;
        Ok(saved)
    }

    /// Saves a setup typed as text, outside any match.
    pub async fn save_setup_text(
        &self,
        user: UserId,
        name: &str,
        variant: Variant,
        text: &str,
    ) -> ServiceResult<SavedSetup> {
        let name = setup_name(name)?;
        let deployment = Deployment::parse(text)?;
        check_army(&deployment, variant, Color::Red)?;
        let saved = SavedSetup {
            name,
            variant,
            deployment,
        };
        self.keep_saved_setup(user, &saved, None).await?;
        Ok(saved)
    }

    /// Stores `saved`, replacing a setup of the same name; a new name past the cap is
    /// refused, counted in the writing transaction so two saves at once cannot both pass.
    async fn keep_saved_setup(
        &self,
        user: UserId,
        saved: &SavedSetup,
        editor: Option<(MatchId, Color)>,
    ) -> ServiceResult<()> {
        let mut tx = self.store().begin().await?;
        let others = store::saved_setups::count_besides(&mut tx, user, &saved.name).await?;
        if others >= crate::service::MAX_SAVED_SETUPS {
            return Err(ServiceError::Limit(crate::service::Limit::SavedSetups));
        }
        store::saved_setups::put(&mut tx, user, saved, self.clock().now()).await?;
        if let Some((id, color)) = editor {
            let m = store::matches::get(&mut tx, id)
                .await?
                .ok_or(ServiceError::NoSuchMatch)?;
            self.redraw_editor(&mut tx, &m, color).await?;
        }
        tx.commit().await?;
        self.announced();
        Ok(())
    }

    /// Puts a saved setup into the player's setup of a match.
    pub async fn load_setup(
        &self,
        id: MatchId,
        user: UserId,
        name: &str,
    ) -> ServiceResult<SetupView> {
        let saved = {
            let mut conn = self.store().conn().await?;
            store::saved_setups::get(&mut conn, user, name.trim())
                .await?
                .ok_or_else(|| ServiceError::NoSuchSavedSetup(name.trim().to_owned()))?
        };
        self.edit_setup_checked(id, user, Some(&saved), |_, _, d| {
            *d = saved.deployment;
            Ok(())
        })
        .await
    }

    pub async fn saved_setups(&self, user: UserId) -> ServiceResult<Vec<SavedSetup>> {
        let mut conn = self.store().conn().await?;
        Ok(store::saved_setups::all_of(&mut conn, user).await?)
    }

    /// The names of `user`'s saved setups for `variant` (a setup editor's load menu).
    pub async fn saved_setup_names(
        &self,
        user: UserId,
        variant: crate::engine::Variant,
    ) -> ServiceResult<Vec<String>> {
        let mut conn = self.store().conn().await?;
        Ok(store::saved_setups::names_for(&mut conn, user, variant).await?)
    }

    pub async fn delete_saved_setup(&self, user: UserId, name: &str) -> ServiceResult<()> {
        let mut conn = self.store().conn().await?;
        if store::saved_setups::delete(&mut conn, user, name.trim()).await? {
            Ok(())
        } else {
            Err(ServiceError::NoSuchSavedSetup(name.trim().to_owned()))
        }
    }

    /// Locks in the player's setup. When both are locked in, the game starts.
    pub async fn setup_ready(&self, id: MatchId, user: UserId) -> ServiceResult<ReadyReport> {
        let mut slot = self.locks().lock(id).await;
        let mut tx = self.store().begin().await?;
        let m = self.player_match(&mut tx, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        open_for_setup(&m)?;
        let mine = setup_row(&mut tx, &m, color).await?;
        if mine.ready {
            return Err(ServiceError::AlreadyReady);
        }
        check_army(&mine.deployment, m.rules.variant, color)?;
        let salt = new_salt();
        let commitment = commitment(&mine.deployment.to_string(), &salt);
        if !store::setups::mark_ready(&mut tx, id, color, &salt, &commitment).await? {
            return Err(ServiceError::AlreadyReady);
        }
        self.redraw_editor(&mut tx, &m, color).await?;
        let setups = store::setups::both(&mut tx, id).await?;
        let started = if setups.iter().all(|s| s.ready) {
            let started = start_game(&mut tx, &mut slot, &m, &setups, self.clock().now()).await?;
            self.arm_first_move(&mut tx, &m, started.first.0).await?;
            let voices = self.voices(&mut tx, &m).await?;
            announce_start(&mut tx, id, &started, voices).await?;
            Some(started)
        } else {
            None
        };
        tx.commit().await?;
        self.deadlines_changed();
        self.announced();
        drop(slot);
        self.nudge_if_bot(id, started.as_ref().map(|s| s.first.1));
        Ok(ReadyReport {
            match_id: id,
            color,
            commitment,
            started,
        })
    }

    async fn edit_setup(
        &self,
        id: MatchId,
        user: UserId,
        edit: impl FnOnce(Color, Variant, &mut Deployment) -> ServiceResult<()>,
    ) -> ServiceResult<SetupView> {
        self.edit_setup_checked(id, user, None, edit).await
    }

    /// Applies `edit` to the player's unlocked setup and stores it if it is a legal army.
    async fn edit_setup_checked(
        &self,
        id: MatchId,
        user: UserId,
        saved: Option<&SavedSetup>,
        edit: impl FnOnce(Color, Variant, &mut Deployment) -> ServiceResult<()>,
    ) -> ServiceResult<SetupView> {
        let _slot = self.locks().lock(id).await;
        let mut tx = self.store().begin().await?;
        let m = self.player_match(&mut tx, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        open_for_setup(&m)?;
        let mut row = setup_row(&mut tx, &m, color).await?;
        if row.ready {
            return Err(ServiceError::AlreadyReady);
        }
        if let Some(saved) = saved
            && saved.variant != m.rules.variant
        {
            return Err(ServiceError::WrongVariant {
                name: saved.name.clone(),
                saved: saved.variant,
                wanted: m.rules.variant,
            });
        }
        let mut deployment = row.deployment;
        edit(color, m.rules.variant, &mut deployment)?;
        check_army(&deployment, m.rules.variant, color)?;
        if !store::setups::set_deployment(&mut tx, id, color, &deployment).await? {
            return Err(ServiceError::AlreadyReady);
        }
        // The selected square may hold another piece now: start the next tap afresh.
        store::setup_grid::select(&mut tx, id, color, None).await?;
        self.redraw_editor(&mut tx, &m, color).await?;
        tx.commit().await?;
        self.announced();
        row.deployment = deployment;
        Ok(SetupView::of(&m, row))
    }

    /// The match, checked to exist and to have `user` as a player.
    pub(in crate::service) async fn player_match(
        &self,
        conn: &mut Conn,
        id: MatchId,
        user: UserId,
    ) -> ServiceResult<MatchRow> {
        let m = store::matches::get(conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if m.color_of(user).is_none() {
            return Err(ServiceError::NotYourGame);
        }
        Ok(m)
    }
}

/// Marks the match as playing and builds its first position (in the caller's transaction).
async fn start_game(
    tx: &mut Conn,
    slot: &mut GameSlot,
    m: &MatchRow,
    setups: &[SetupRow],
    now: DateTime<Utc>,
) -> ServiceResult<StartReport> {
    let game = crate::service::game::rebuild::start(m, setups)?;
    if !store::matches::start(tx, m.id, now).await? {
        return Err(ServiceError::SetupClosed);
    }
    store::setup_grid::forget_taps(tx, m.id).await?;
    // The editors' tokens and the arrangements their posts carried are of no use any more.
    store::setup_traces::forget(tx, m.id).await?;
    let commitment = |color: Color| {
        setups
            .iter()
            .find(|s| s.color == color)
            .and_then(|s| s.commitment.clone())
            .unwrap_or_default()
    };
    let started = StartReport {
        commitments: ByColor::new_with(commitment),
        first: (game.to_move(), *m.players.get(game.to_move())),
        views: Views::of(&game),
    };
    **slot = Some(game);
    Ok(started)
}

/// The start in the thread, then every board at the first position.
async fn announce_start(
    tx: &mut Conn,
    id: MatchId,
    started: &StartReport,
    voices: crate::service::outbox::voice::Voices,
) -> ServiceResult<()> {
    use crate::service::outbox::queue::{Announcement, enqueue};
    enqueue(
        tx,
        &Announcement::GameStarted(posts::GameStarted {
            match_id: id,
            commitments: started.commitments.clone(),
            first: started.first,
            voice: voices.thread.clone(),
        }),
    )
    .await?;
    enqueue(
        tx,
        &Announcement::PublicBoard(posts::PublicBoard {
            match_id: id,
            view: Some(started.views.spectator.clone()),
            voice: voices.thread,
        }),
    )
    .await?;
    for color in Color::ALL {
        enqueue(
            tx,
            &Announcement::PrivateBoard(posts::PrivateBoard {
                match_id: id,
                color,
                view: Some(started.views.player(color).clone()),
                voice: voices.boards.get(color).clone(),
            }),
        )
        .await?;
    }
    Ok(())
}

pub(in crate::service) fn open_for_setup(m: &MatchRow) -> ServiceResult<()> {
    match m.status {
        MatchStatus::Setup => Ok(()),
        MatchStatus::Playing => Err(ServiceError::SetupClosed),
        MatchStatus::Finished | MatchStatus::Cancelled => Err(ServiceError::GameOver),
    }
}

pub(in crate::service) async fn setup_row(
    conn: &mut Conn,
    m: &MatchRow,
    color: Color,
) -> ServiceResult<SetupRow> {
    store::setups::get(conn, m.id, color)
        .await?
        .ok_or_else(|| ServiceError::Internal(format!("match {}: no {color} setup", m.id)))
}

pub(in crate::service) fn check_army(
    d: &Deployment,
    variant: Variant,
    color: Color,
) -> ServiceResult<()> {
    let problems = d.problems(variant, color);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(crate::engine::SetupError(problems).into())
    }
}

fn setup_name(name: &str) -> ServiceResult<String> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 32 {
        return Err(ServiceError::BadSetupName);
    }
    Ok(name.to_owned())
}

impl Service {
    /// Queues the redraw of `color`'s whole setup editor DM, as the edit left it, in the
    /// edit's own transaction, so a crash between the two cannot leave the editor showing an
    /// older setup.
    pub(in crate::service) async fn redraw_editor(
        &self,
        tx: &mut Conn,
        m: &MatchRow,
        color: Color,
    ) -> ServiceResult<()> {
        let shown = self.editor_shown(tx, m, color).await?;
        let redraw = crate::service::outbox::queue::Announcement::SetupEditor(posts::SetupEditor {
            match_id: m.id,
            color,
            part: None,
            shown: Box::new(shown),
        });
        crate::service::outbox::queue::enqueue(tx, &redraw).await
    }
}
