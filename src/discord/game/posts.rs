//! Delivering what the bot posts when a match changes: the thread, board DMs, the move log, the
//! end (the setup editor is `setup::posts`). The words come from `compose`; this finds where
//! each post goes and draws its pictures. Public posts get public views only; private ones go
//! to DMs or ephemeral replies.

use poise::serenity_prelude as serenity;
use serenity::MessageFlags;

use crate::discord::edge::error::{is_gone, is_unauthorized};
use crate::discord::edge::retry::{Backoff, retry};
use crate::discord::edge::text::{chosen_lang, thread_lang};
use crate::discord::game::compose;
use crate::discord::send::dms_closed::closed_dms_notice;
use crate::discord::send::post::{Post, dms_closed, upsert, upsert_dm};
use crate::discord::send::thread::in_thread;
use crate::discord::send::thread::to_thread;
use crate::discord::{Data, edge::ids, edge::images};
use crate::engine::{Color, View, Viewer};
use crate::i18n::Lang;
use crate::service::{
    MatchId, MatchRow, MatchStatus, MessageKind, MessageScope, ThreadVoice, UserId, posts,
};

/// Creates the match's thread (a forum post in a forum channel); the setup editors wait for
/// it in the players' DM lanes.
async fn open_match(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    voice: &ThreadVoice,
) -> crate::discord::Result<serenity::ChannelId> {
    let m = data.service.get_match(id).await?;
    let lang = thread_lang(data, voice);
    let intro = compose::intro(lang, m.id, &m.players, m.rules.variant);
    let first = m.thread.is_none();
    crate::discord::send::thread::create(http, data, &m, (lang, &intro), first).await
}

/// Opens the match's thread, unless a run before a restart already opened it (the intro is
/// the thread's first message, made with it).
pub async fn open_match_once(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    voice: &ThreadVoice,
) -> crate::discord::Result<Option<serenity::ChannelId>> {
    let m = data.service.get_match(id).await?;
    let Some(thread) = m.thread else {
        // Called off (resigned, withdrawn, timed out) before Discord saw it: nothing to show,
        // and a thread now would only announce a game that is already over.
        if !m.status.is_active() {
            return Ok(None);
        }
        return open_match(http, data, id, voice).await.map(Some);
    };
    Ok(Some(ids::to_channel(thread)))
}

/// Sends a private DM; if the player's DMs are closed, says so in the thread instead and offers
/// the board through a button, so the game goes on.
async fn deliver_private(
    http: &serenity::Http,
    data: &Data,
    id: MatchId,
    user: UserId,
    kind: MessageKind,
    post: &Post,
) -> crate::discord::Result<()> {
    if data.service.is_own_user(user) {
        return Ok(());
    }
    match upsert_dm(http, data, MessageScope::Match(id), kind, user, post).await {
        Ok(_) => Ok(()),
        Err(err) if dms_closed(&err) => {
            let m = data.service.get_match(id).await?;
            closed_dms_notice(http, data, &m, user).await
        }
        Err(err) => Err(err),
    }
}

/// A player's private board (or their setup while the game has not started), as it is now.
pub async fn private_board_post(
    data: &Data,
    m: &MatchRow,
    user: UserId,
    lang: Lang,
) -> crate::discord::Result<Post> {
    let Some(color) = m.color_of(user) else {
        return Err(crate::service::ServiceError::NotYourGame.into());
    };
    if m.status == MatchStatus::Setup {
        let shown = data.service.editor_shown_now(m.id, user).await?;
        return crate::discord::setup::picture_post(m.id, color, &shown, lang).await;
    }
    let prefs = data.service.prefs(user).await?;
    let view = data.service.view(m.id, Viewer::Player(color)).await?;
    let opponent = *m.players.get(color.opponent());
    let numbering = images::numbering(prefs.numbering);
    board_post_of(m.id, (color, opponent), view, lang, numbering).await
}

/// A player's private board from their `view`.
pub async fn board_post_of(
    id: MatchId,
    (color, opponent): (Color, UserId),
    view: View,
    lang: Lang,
    numbering: crate::render::Numbering,
) -> crate::discord::Result<Post> {
    let content = compose::private_board(lang, id, (color, opponent), &view, numbering);
    let file = images::board(view, numbering).await?;
    Ok(Post {
        content,
        file: Some(file),
        ..Post::default()
    })
}

/// The private board DM of `color`'s player, from `view` (or the position now).
pub async fn private_board(
    http: &serenity::Http,
    data: &Data,
    post: &posts::PrivateBoard,
    nonce: String,
) -> crate::discord::Result<()> {
    let (id, color, view) = (post.match_id, post.color, post.view.clone());
    let voice = &post.voice;
    let Some(view) = view_or_now(data, id, view, Viewer::Player(color)).await? else {
        return Ok(());
    };
    // The bot's own seat in a practice game: nothing to draw, nobody to send it to.
    if data.service.is_own_user(voice.user) {
        return Ok(());
    }
    let lang = chosen_lang(data, voice.language.as_deref());
    let numbering = images::numbering(voice.numbering);
    let mut post = board_post_of(id, (color, voice.opponent), view, lang, numbering).await?;
    // Per board, not per post: a newer post of a board whose first send a restart cut off
    // (sent, not yet remembered) gets that message back instead of making a second board.
    let _ = nonce;
    post.nonce = Some(format!("board-{id}-{}", color.name()));
    deliver_private(http, data, id, voice.user, MessageKind::DmBoard, &post).await
}

/// `view`, or for a post written to show the position at delivery (a game over), the position
/// now as `viewer` sees it; `None` if the game never started.
async fn view_or_now(
    data: &Data,
    id: MatchId,
    view: Option<View>,
    viewer: Viewer,
) -> crate::discord::Result<Option<View>> {
    if let Some(view) = view {
        return Ok(Some(view));
    }
    if data.service.get_match(id).await?.started_at.is_none() {
        return Ok(None);
    }
    Ok(Some(data.service.view(id, viewer).await?))
}

/// The spectators' board in the thread, edited in place, from `view` (or the position now).
pub async fn public_board(
    http: &serenity::Http,
    data: &Data,
    post: &posts::PublicBoard,
    nonce: String,
) -> crate::discord::Result<()> {
    let (id, view, voice) = (post.match_id, post.view.clone(), &post.voice);
    let Some(view) = view_or_now(data, id, view, Viewer::Spectator).await? else {
        return Ok(());
    };
    let content = compose::public_board(thread_lang(data, voice), id, &view, voice);
    let file = images::board(view, images::numbering(Default::default())).await?;
    let _ = nonce;
    let post = Post {
        content,
        file: Some(file),
        // Per board, like the private boards.
        nonce: Some(format!("public-{id}")),
        ..Post::default()
    };
    let post = &post;
    in_thread(http, data, id, |thread| async move {
        upsert(
            http,
            data,
            MessageScope::Match(id),
            MessageKind::PublicBoard,
            thread,
            post,
        )
        .await
    })
    .await?;
    Ok(())
}

/// Both setups are locked in: the commitments and who moves first, in the thread.
pub async fn game_started(
    http: &serenity::Http,
    data: &Data,
    post: &posts::GameStarted,
    nonce: String,
) -> crate::discord::Result<()> {
    let game = (post.match_id, &post.voice);
    in_match_thread(http, data, game, nonce, |lang| {
        compose::game_started(lang, post)
    })
    .await
}

/// A move's line in the thread's log, pinging the player to move. When the mover's command
/// may have answered with it (`answer`), it is posted only if Discord has no such answer.
pub async fn move_logged(
    http: &serenity::Http,
    data: &Data,
    post: &posts::MoveLogged,
    nonce: String,
) -> crate::discord::Result<()> {
    let logged = post;
    if let Some(token) = &logged.answer {
        match http.get_original_interaction_response(token.as_str()).await {
            // A private answer (a refusal, or the move told only to the mover) is not the line.
            Ok(answer)
                if !answer
                    .flags
                    .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL)) =>
            {
                return Ok(());
            }
            Ok(_) => {}
            // No answer was made, or the token has expired (15 minutes on, and nothing can
            // answer it any more): the line is still owed.
            Err(err) if is_gone(&err) || is_unauthorized(&err) => {}
            Err(err) => return Err(err.into()),
        }
    }
    let mut post = move_log_post(data, logged);
    post.nonce = Some(nonce);
    to_thread(http, data, logged.match_id, &post).await
}

/// What a move's log post says, in the thread's language. Also the public answer to a
/// `/move` typed in the game's thread.
pub fn move_log_post(data: &Data, post: &posts::MoveLogged) -> Post {
    compose::move_logged(thread_lang(data, &post.voice), post)
}

/// A move in a game whose spectators run `delay` moves behind: the line they may see now (if
/// any), that a move was played, and the ping for the player to move, which is never delayed.
pub async fn move_behind(
    http: &serenity::Http,
    data: &Data,
    post: &posts::MoveBehind,
    nonce: String,
) -> crate::discord::Result<()> {
    let game = (post.match_id, &post.voice);
    in_match_thread(http, data, game, nonce, |lang| {
        compose::move_behind(lang, post)
    })
    .await
}

/// The end of a delayed game: every line spectators had not seen, in one post.
pub async fn log_caught_up(
    http: &serenity::Http,
    data: &Data,
    post: &posts::LogCaughtUp,
    nonce: String,
) -> crate::discord::Result<()> {
    if post.entries.is_empty() {
        return Ok(());
    }
    let game = (post.match_id, &post.voice);
    in_match_thread(http, data, game, nonce, |lang| {
        compose::log_caught_up(lang, &post.entries)
    })
    .await
}

/// Posts what `compose` makes (in the server's language, about match `id`) in its thread.
async fn in_match_thread(
    http: &serenity::Http,
    data: &Data,
    (id, voice): (MatchId, &ThreadVoice),
    nonce: String,
    compose: impl FnOnce(Lang) -> Post,
) -> crate::discord::Result<()> {
    let post = Post {
        nonce: Some(nonce),
        ..compose(thread_lang(data, voice))
    };
    to_thread(http, data, id, &post).await
}

/// A draw offer in the thread.
pub async fn draw_offered(
    http: &serenity::Http,
    data: &Data,
    post: &posts::DrawOffered,
    nonce: String,
) -> crate::discord::Result<()> {
    let game = (post.match_id, &post.voice);
    in_match_thread(http, data, game, nonce, |lang| {
        compose::draw_offered(lang, post)
    })
    .await
}

pub async fn draw_declined(
    http: &serenity::Http,
    data: &Data,
    post: &posts::DrawDeclined,
    nonce: String,
) -> crate::discord::Result<()> {
    let game = (post.match_id, &post.voice);
    in_match_thread(http, data, game, nonce, |lang| {
        compose::draw_declined(lang, post.by)
    })
    .await
}

/// The end: winner and reason, both setups with their salts, the record, the replay and a
/// rematch button.
pub async fn game_over(
    http: &serenity::Http,
    data: &Data,
    post: &posts::GameEnded,
    nonce: String,
) -> crate::discord::Result<()> {
    let id = post.match_id;
    let ending = &post.ending;
    let lang = thread_lang(data, &ending.voice);
    if ending.cancelled {
        let post = Post {
            nonce: Some(nonce),
            ..compose::game_cancelled(lang, id)
        };
        to_thread(http, data, id, &post).await?;
        return Ok(());
    }
    // Only a game with moves reveals anything; the reveal no longer changes once it is over.
    let info = match ending.played {
        true => Some(data.service.finish_info(id).await?),
        false => None,
    };
    let Some(reveal) = info.as_ref().and_then(|info| info.reveal.as_ref()) else {
        // Decided before any move: the result alone, nothing made from a setup.
        let post = Post {
            nonce: Some(nonce),
            ..Post::text(compose::result_text(lang, id, ending))
        };
        // The boards were queued with the end; they still hide what was hidden.
        to_thread(http, data, id, &post).await?;
        return Ok(());
    };
    let post = Post {
        nonce: Some(nonce),
        ..compose::game_over(lang, id, ending, reveal)
    };
    let mut msg = post.create();
    if let Some(gif) = replay(id, reveal).await {
        msg = msg.add_file(gif);
    }
    let msg = &msg;
    in_thread(http, data, id, |thread| async move {
        let sent = retry(Backoff::BACKGROUND, "game-over", || {
            crate::discord::send::restored::send(http, thread, msg.clone())
        })
        .await?;
        Ok(sent)
    })
    .await?;
    Ok(())
}

/// The replay GIF of a finished game, if it can be made.
async fn replay(
    id: MatchId,
    reveal: &crate::service::Reveal,
) -> Option<serenity::CreateAttachment> {
    use crate::engine::{Deployment, Setup};
    let red = Deployment::parse(reveal.setups.get(Color::Red)).ok()?;
    let blue = Deployment::parse(reveal.setups.get(Color::Blue)).ok()?;
    let start = Setup::from_deployments(&red, &blue);
    let moves = reveal.moves.clone();
    let gif = images::in_pool(move || {
        crate::render::replay_gif_within(
            &start,
            &moves,
            &crate::render::ReplayStyle::default(),
            crate::render::MAX_ATTACHMENT_BYTES,
        )
    })
    .await
    .ok()??;
    Some(serenity::CreateAttachment::bytes(
        gif,
        format!("game-{id}.gif"),
    ))
}

/// A deadline draws near: `user` is pinged in the thread, or told by DM (closed DMs: the
/// thread ping has to do).
pub async fn reminder(
    http: &serenity::Http,
    data: &Data,
    r: &posts::Reminder,
    nonce: String,
) -> crate::discord::Result<()> {
    if !r.dm {
        let game = (r.match_id, &r.voice);
        return in_match_thread(http, data, game, nonce, |lang| compose::reminder(lang, r)).await;
    }
    let lang = chosen_lang(data, r.reader.language.as_deref());
    let post = Post {
        nonce: Some(nonce),
        ..compose::reminder(lang, r)
    };
    let sent = async {
        let dm = crate::discord::send::post::dm_channel(http, data, r.user).await?;
        retry(Backoff::BACKGROUND, "dm-reminder", || {
            crate::discord::send::restored::send(http, dm, post.create())
        })
        .await?;
        Ok::<_, crate::discord::Error>(())
    }
    .await;
    match sent {
        Err(err) if dms_closed(&err) => {
            tracing::info!(user = %r.user, "reminder DM not delivered: DMs closed");
            Ok(())
        }
        other => other,
    }
}

/// Tells `user` privately that their match was called off before it began, and why.
pub async fn opening_refused(
    http: &serenity::Http,
    data: &Data,
    post: &posts::OpeningRefused,
    nonce: String,
) -> crate::discord::Result<()> {
    let user = post.user;
    let lang = chosen_lang(data, post.reader.language.as_deref());
    let text = compose::opening_refused(lang, post);
    let dm = crate::discord::send::post::dm_channel(http, data, user).await?;
    let post = Post {
        nonce: Some(nonce),
        ..text
    };
    retry(Backoff::BACKGROUND, "opening-refused", || {
        crate::discord::send::restored::send(http, dm, post.create())
    })
    .await?;
    Ok(())
}
