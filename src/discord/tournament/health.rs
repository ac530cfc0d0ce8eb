//! Tournament notices beyond the rounds and standings, each delivered by the announcer from
//! the outbox with its row's nonce (a retry never shows one twice): every withdrawal during
//! play, with who asked for it; a Swiss shortened because fewer players came than it had
//! rounds; and, to an organiser, a tournament the tick could not start or settle (once, on the
//! first failure; the bot keeps retrying with a growing wait).

use poise::serenity_prelude as serenity;

use crate::discord::edge::error::service_error_text;
use crate::discord::edge::retry::{Backoff, retry};
use crate::discord::edge::text::{mention, public_lang, tr};
use crate::discord::send::post::Post;
use crate::discord::{Data, edge::ids};
use crate::i18n::Lang;
use crate::service::{ServiceError, SwissClamp, posts};

/// Sends `post` to `channel` with `nonce`, retrying Discord's hiccups.
async fn send(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    post: Post,
    nonce: String,
) -> crate::discord::Result<()> {
    let post = Post {
        nonce: Some(nonce),
        ..post
    };
    retry(Backoff::BACKGROUND, "tournament-notice", || {
        crate::discord::send::restored::send(http, channel, post.create())
    })
    .await?;
    Ok(())
}

/// "X was withdrawn from T by Y" (or "X withdrew from T"), in the tournament's channel.
pub async fn withdrawal(
    http: &serenity::Http,
    data: &Data,
    post: &posts::TournamentWithdrawal,
    nonce: String,
) -> crate::discord::Result<()> {
    let (tournament, player, by) = (post.tournament, post.player, post.by);
    let state = data.service.tournament(tournament).await?;
    let lang = public_lang(data, state.row.guild).await;
    let name = crate::discord::edge::safe_text::inline(&state.row.name, 64);
    let text = if by == player {
        tr(
            lang,
            "tournament-withdrew-public",
            &[("player", mention(player)), ("name", name)],
        )
    } else {
        tr(
            lang,
            "tournament-withdrawn-public",
            &[
                ("player", mention(player)),
                ("name", name),
                ("by", mention(by)),
            ],
        )
    };
    // Named, not pinged: the notice is for the record.
    send(
        http,
        ids::to_channel(state.row.channel),
        Post::text(text),
        nonce,
    )
    .await
}

/// Tells the organiser, where the tournament lives, that the tick could not start it (or
/// settle its round deadline), why, and when it tries again.
pub async fn stuck(
    http: &serenity::Http,
    data: &Data,
    post: &posts::TournamentStuck,
    nonce: String,
) -> crate::discord::Result<()> {
    let (tournament, place, deadline) = (post.tournament, &post.place, post.deadline);
    let (problem, retry_at) = (post.problem.as_ref(), post.retry_at);
    let lang = public_lang(data, place.guild).await;
    let reason = match problem {
        Some(p) => service_error_text(&ServiceError::Tournament(p.clone()), lang),
        None => tr(lang, "tournament-tick-failed-unreadable", &[]),
    };
    let key = if deadline {
        "tournament-tick-failed-deadline"
    } else {
        "tournament-tick-failed-start"
    };
    let post = Post {
        content: tr(
            lang,
            key,
            &[
                ("organiser", mention(place.creator)),
                (
                    "name",
                    crate::discord::edge::safe_text::inline(&place.name, 64),
                ),
                ("id", tournament.to_string()),
                ("reason", reason),
                ("retry", format!("<t:{retry_at}:R>")),
            ],
        ),
        ping: vec![place.creator],
        ..Post::default()
    };
    send(http, ids::to_channel(place.channel), post, nonce).await
}

/// The sentence that says a Swiss was shortened.
fn clamp_text(lang: Lang, name: &str, players: u32, clamp: SwissClamp) -> String {
    tr(
        lang,
        "tournament-swiss-clamped",
        &[
            ("name", crate::discord::edge::safe_text::inline(name, 64)),
            ("asked", clamp.asked.to_string()),
            ("players", players.to_string()),
            ("rounds", clamp.rounds.to_string()),
        ],
    )
}

/// Says in the tournament's channel that its Swiss was shortened to fit the field.
pub async fn swiss_shortened(
    http: &serenity::Http,
    data: &Data,
    post: &posts::SwissShortened,
    nonce: String,
) -> crate::discord::Result<()> {
    let (tournament, clamp, players) = (post.tournament, post.clamp, post.players);
    let state = data.service.tournament(tournament).await?;
    let lang = public_lang(data, state.row.guild).await;
    let text = clamp_text(lang, &state.row.name, players, clamp);
    send(
        http,
        ids::to_channel(state.row.channel),
        Post::text(text),
        nonce,
    )
    .await
}
