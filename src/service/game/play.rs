//! Playing: moves, resignation, draws, and what each viewer sees.

use crate::engine::{Color, EndReason, Game, Move, Outcome, Square, View, Viewer};
use crate::service::game::finish::{finish_match, finish_match_on_move};
use crate::service::game::report::{DrawReply, EndReport, LogEntry, MoveReport, Views};
use crate::service::outbox::interaction_answer::{HeldLog, InteractionToken};
use crate::service::outbox::queue::{Announcement, enqueue, enqueue_after, enqueue_held};
use crate::service::outbox::voice::Voices;
use crate::service::{
    Service, ServiceError, ServiceResult, game::rebuild, game::spectator_delay, outbox::posts,
};
use crate::store::{self, DrawOffer, MatchId, MatchRow, MatchStatus, UserId};

impl Service {
    /// Plays `user`'s move. The move is validated by the engine, appended to the log and the
    /// match updated in one transaction before this returns. With `expected_ply` (the ply the
    /// player saw), a repeated click or a second racing command is refused as stale.
    pub async fn make_move(
        &self,
        id: MatchId,
        user: UserId,
        mv: Move,
        expected_ply: Option<u32>,
    ) -> ServiceResult<MoveReport> {
        self.play(id, user, mv, expected_ply, None).await
    }

    /// Like [`make_move`](Self::make_move), for a move typed in the game's thread whose command
    /// will answer publicly with the move's log line (see `interaction_answer`): the log post is
    /// held for it and returned in [`MoveReport::held_log`]. Games whose spectators run behind
    /// log their moves as usual.
    pub async fn make_move_answering(
        &self,
        id: MatchId,
        user: UserId,
        mv: Move,
        answer: InteractionToken,
    ) -> ServiceResult<MoveReport> {
        self.play(id, user, mv, None, Some(answer)).await
    }

    async fn play(
        &self,
        id: MatchId,
        user: UserId,
        mv: Move,
        expected_ply: Option<u32>,
        answer: Option<InteractionToken>,
    ) -> ServiceResult<MoveReport> {
        let mut slot = self.locks().lock(id).await;
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        playing(&m)?;
        if let Some(expected) = expected_ply
            && expected != m.ply
        {
            return Err(ServiceError::StaleMove {
                expected,
                current: m.ply,
            });
        }
        let game = rebuild::load(&mut slot, &mut conn, &m).await?;
        if game.to_move() != color {
            return Err(ServiceError::NotYourTurn);
        }
        let mut next = game.clone();
        let played = next.play(mv)?;
        drop(conn);

        let mut tx = self.store().begin().await?;
        store::moves::append(&mut tx, id, m.ply, &played, self.clock().now()).await?;
        if !store::matches::advance(&mut tx, id, m.ply).await? {
            return Err(ServiceError::StaleMove {
                expected: m.ply,
                current: m.ply + 1,
            });
        }
        // Playing on instead of answering turns down the opponent's draw offer.
        store::draws::clear_by(&mut tx, id, color.opponent()).await?;
        self.arm_next_move(&mut tx, &m, color, next.is_over())
            .await?;
        let voices = self.voices(&mut tx, &m).await?;
        let mut report = MoveReport {
            match_id: id,
            players: m.players,
            entry: LogEntry::public(m.ply + 1, &played),
            next: next
                .outcome()
                .is_none()
                .then(|| (next.to_move(), *m.players.get(next.to_move()))),
            outcome: next.outcome(),
            views: Views::of(&next),
            held_log: None,
            mover: voices.boards.get(color).clone(),
        };
        report.held_log = self
            .announce_move(&mut tx, (&m, &voices), &next, &report, color, answer)
            .await?;
        if let Some(outcome) = next.outcome() {
            finish_match_on_move(&mut tx, id, outcome, self.clock().now()).await?;
            store::draws::clear(&mut tx, id).await?;
        }
        tx.commit().await?;
        self.deadlines_changed();
        self.announced();
        *slot = Some(next);
        drop(slot);
        self.nudge_if_bot(id, report.next.map(|(_, user)| user));
        if report.outcome.is_some() {
            self.after_match_over(id).await;
        }
        Ok(report)
    }

    /// `user`'s legal moves now (empty when it is not their turn), for autocomplete.
    pub async fn legal_moves(&self, id: MatchId, user: UserId) -> ServiceResult<Vec<Move>> {
        self.with_game(id, user, |game, color| {
            if game.to_move() == color {
                game.legal_moves()
            } else {
                Vec::new()
            }
        })
        .await
    }

    /// `user`'s legal moves of the piece on `from`.
    pub async fn legal_moves_from(
        &self,
        id: MatchId,
        user: UserId,
        from: Square,
    ) -> ServiceResult<Vec<Move>> {
        self.with_game(id, user, |game, color| {
            if game.to_move() == color {
                game.legal_moves_from(from)
            } else {
                Vec::new()
            }
        })
        .await
    }

    /// What `viewer` may know of a started match.
    pub async fn view(&self, id: MatchId, viewer: Viewer) -> ServiceResult<View> {
        let mut slot = self.locks().lock(id).await;
        let mut conn = self.store().conn().await?;
        let m = store::matches::get(&mut conn, id)
            .await?
            .ok_or(ServiceError::NoSuchMatch)?;
        if m.status == MatchStatus::Setup || m.started_at.is_none() {
            return Err(ServiceError::NotStarted);
        }
        let game = rebuild::load(&mut slot, &mut conn, &m).await?;
        match viewer {
            Viewer::Player(_) => Ok(game.view(viewer)),
            Viewer::Spectator => {
                let delay = m.options.spectator_delay;
                spectator_delay::spectator_view(&mut conn, id, game, m.ply, delay).await
            }
        }
    }

    /// The view for `user`: their own if they play, the spectators' otherwise.
    pub async fn view_for(&self, id: MatchId, user: UserId) -> ServiceResult<View> {
        let m = self.get_match(id).await?;
        let viewer = m.color_of(user).map_or(Viewer::Spectator, Viewer::Player);
        self.view(id, viewer).await
    }

    /// `user` gives up. During setup this abandons the match without a result, except in a
    /// tournament, where the opponent wins by forfeit.
    pub async fn resign(&self, id: MatchId, user: UserId) -> ServiceResult<EndReport> {
        let mut slot = self.locks().lock(id).await;
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        match m.status {
            MatchStatus::Setup => {
                let forfeit = store::tournaments::game_of_match(&mut conn, id)
                    .await?
                    .is_some()
                    .then(|| Outcome::win(color.opponent(), EndReason::Resignation));
                let status = match forfeit {
                    Some(_) => MatchStatus::Finished,
                    None => MatchStatus::Cancelled,
                };
                drop(conn);
                let mut tx = self.store().begin().await?;
                let now = self.clock().now();
                if !finish_match(&mut tx, id, status, forfeit, now).await? {
                    return Err(ServiceError::GameOver);
                }
                // Abandoning a quick-paired game costs nothing else, so without a cooldown one
                // account could pull members out of the queue again and again.
                if forfeit.is_none() && store::play_queue::is_quick(&mut tx, id).await? {
                    let until = now + crate::service::QUEUE_COOLDOWN;
                    store::play_queue::set_cooldown(&mut tx, m.guild, user, until).await?;
                }
                tx.commit().await?;
                self.announced();
                drop(slot);
                self.after_match_over(id).await;
                Ok(EndReport {
                    match_id: id,
                    players: m.players,
                    outcome: forfeit,
                    views: None,
                })
            }
            MatchStatus::Playing => {
                let mut game = rebuild::load(&mut slot, &mut conn, &m).await?.clone();
                drop(conn);
                let outcome = game.resign(color).map_err(ServiceError::from)?;
                self.end(&mut slot, &m, game, outcome).await
            }
            MatchStatus::Finished | MatchStatus::Cancelled => Err(ServiceError::GameOver),
        }
    }

    /// Offers a draw. If the opponent already offered one, the game is drawn.
    pub async fn offer_draw(&self, id: MatchId, user: UserId) -> ServiceResult<DrawReply> {
        let mut slot = self.locks().lock(id).await;
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        playing(&m)?;
        match store::draws::get(&mut conn, id).await? {
            Some(offer) if offer.by == color => Err(ServiceError::DrawAlreadyOffered),
            Some(_) => {
                let mut game = rebuild::load(&mut slot, &mut conn, &m).await?.clone();
                drop(conn);
                let outcome = game.agree_draw().map_err(ServiceError::from)?;
                let end = self.end(&mut slot, &m, game, outcome).await?;
                Ok(DrawReply::Agreed(Box::new(end)))
            }
            None => {
                if store::draws::offers_made(&mut conn, id, color).await?
                    >= crate::service::MAX_DRAW_OFFERS
                {
                    return Err(ServiceError::Limit(crate::service::Limit::DrawOffers));
                }
                drop(conn);
                let to = *m.players.get(color.opponent());
                let mut tx = self.store().begin().await?;
                store::draws::count_offer(&mut tx, id, color).await?;
                store::draws::put(
                    &mut tx,
                    id,
                    DrawOffer {
                        by: color,
                        ply: m.ply,
                    },
                )
                .await?;
                let voice = self.voices(&mut tx, &m).await?.thread;
                enqueue(
                    &mut tx,
                    &Announcement::DrawOffered(posts::DrawOffered {
                        match_id: id,
                        by: color,
                        to,
                        voice,
                    }),
                )
                .await?;
                tx.commit().await?;
                self.announced();
                Ok(DrawReply::Offered { by: color, to })
            }
        }
    }

    /// Accepts the opponent's standing draw offer.
    pub async fn accept_draw(&self, id: MatchId, user: UserId) -> ServiceResult<EndReport> {
        let mut slot = self.locks().lock(id).await;
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        playing(&m)?;
        match store::draws::get(&mut conn, id).await? {
            Some(offer) if offer.by == color.opponent() => {}
            _ => return Err(ServiceError::NoDrawOffer),
        }
        let mut game = rebuild::load(&mut slot, &mut conn, &m).await?.clone();
        drop(conn);
        let outcome = game.agree_draw().map_err(ServiceError::from)?;
        self.end(&mut slot, &m, game, outcome).await
    }

    /// Turns down the opponent's draw offer (or takes back one's own).
    pub async fn decline_draw(&self, id: MatchId, user: UserId) -> ServiceResult<()> {
        let _slot = self.locks().lock(id).await;
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        playing(&m)?;
        if store::draws::get(&mut conn, id).await?.is_none() {
            return Err(ServiceError::NoDrawOffer);
        }
        drop(conn);
        let mut tx = self.store().begin().await?;
        store::draws::clear(&mut tx, id).await?;
        let voice = self.voices(&mut tx, &m).await?.thread;
        enqueue(
            &mut tx,
            &Announcement::DrawDeclined(posts::DrawDeclined {
                match_id: id,
                by: user,
                voice,
            }),
        )
        .await?;
        tx.commit().await?;
        self.announced();
        Ok(())
    }

    /// The standing draw offer of a match, if any.
    pub async fn draw_offer(&self, id: MatchId) -> ServiceResult<Option<DrawOffer>> {
        let mut conn = self.store().conn().await?;
        Ok(store::draws::get(&mut conn, id).await?)
    }

    /// Records an off-board ending; the game in `slot` is replaced by the finished one.
    async fn end(
        &self,
        slot: &mut crate::service::locks::GameSlot,
        m: &MatchRow,
        game: Game,
        outcome: Outcome,
    ) -> ServiceResult<EndReport> {
        let mut tx = self.store().begin().await?;
        if !finish_match(
            &mut tx,
            m.id,
            MatchStatus::Finished,
            Some(outcome),
            self.clock().now(),
        )
        .await?
        {
            return Err(ServiceError::GameOver);
        }
        store::draws::clear(&mut tx, m.id).await?;
        tx.commit().await?;
        self.announced();
        let views = Views::of(&game);
        **slot = Some(game);
        self.after_match_over(m.id).await;
        Ok(EndReport {
            match_id: m.id,
            players: m.players,
            outcome: Some(outcome),
            views: Some(views),
        })
    }

    /// The posts a move owes: the log line, the public board and both private boards, from the
    /// views the move produced. The mover's own board waits a little (their reply shows it), so
    /// the opponent's quick answer replaces it and it is edited once, not twice. With a spectator
    /// delay, the public line and board are those of the move that many plies back. Returns the
    /// log post held for the mover's `answer`, if any.
    async fn announce_move(
        &self,
        tx: &mut store::Conn,
        (m, voices): (&MatchRow, &Voices),
        game: &Game,
        report: &MoveReport,
        mover: Color,
        answer: Option<InteractionToken>,
    ) -> ServiceResult<Option<HeldLog>> {
        let id = report.match_id;
        let delay = m.options.spectator_delay;
        let mut held = None;
        if delay == 0 {
            let post = posts::MoveLogged {
                match_id: id,
                entry: report.entry,
                next: report.next,
                answer: answer.clone(),
                voice: voices.thread.clone(),
            };
            let logged = Announcement::MoveLogged(post.clone());
            if answer.is_some() {
                let outbox_id = enqueue_held(tx, &logged).await?;
                held = Some(HeldLog {
                    held: outbox_id,
                    post,
                });
            } else {
                enqueue(tx, &logged).await?;
            }
        }
        if report.outcome.is_some() {
            // The end writes every board at the final position, and a delayed log catches up.
            return Ok(held);
        }
        let public = if delay == 0 {
            Some(report.views.spectator.clone())
        } else {
            let behind = spectator_delay::behind(tx, id, game, report.entry.number, delay).await?;
            let logged = Announcement::MoveBehind(posts::MoveBehind {
                match_id: id,
                ply: report.entry.number,
                delay,
                shown: behind.entry,
                next: report.next,
                voice: voices.thread.clone(),
            });
            enqueue(tx, &logged).await?;
            behind.view
        };
        if let Some(view) = public {
            let board = Announcement::PublicBoard(posts::PublicBoard {
                match_id: id,
                view: Some(view),
                voice: voices.thread.clone(),
            });
            enqueue(tx, &board).await?;
        }
        for color in [mover.opponent(), mover] {
            let post = Announcement::PrivateBoard(posts::PrivateBoard {
                match_id: id,
                color,
                view: Some(report.views.player(color).clone()),
                voice: voices.boards.get(color).clone(),
            });
            let delay = if color == mover {
                self.own_board_delay()
            } else {
                std::time::Duration::ZERO
            };
            enqueue_after(tx, &post, delay).await?;
        }
        Ok(held)
    }

    async fn with_game<T>(
        &self,
        id: MatchId,
        user: UserId,
        read: impl FnOnce(&Game, Color) -> T,
    ) -> ServiceResult<T> {
        let mut slot = self.locks().lock(id).await;
        let mut conn = self.store().conn().await?;
        let m = self.player_match(&mut conn, id, user).await?;
        let color = m.color_of(user).ok_or(ServiceError::NotYourGame)?;
        playing(&m)?;
        Ok(read(rebuild::load(&mut slot, &mut conn, &m).await?, color))
    }
}

fn playing(m: &MatchRow) -> ServiceResult<()> {
    match m.status {
        MatchStatus::Playing => Ok(()),
        MatchStatus::Setup => Err(ServiceError::NotStarted),
        MatchStatus::Finished | MatchStatus::Cancelled => Err(ServiceError::GameOver),
    }
}
