//! Tournament notices beyond the rounds and standings. Every withdrawal during play is
//! announced in the tournament's channel with who asked for it. And what the periodic tick
//! tells people: an organiser hears,
//! in the tournament's channel, that their tournament could not be started or settled (once,
//! on the first failure; the bot keeps retrying with a growing wait), and everyone hears when
//! a Swiss was shortened because fewer players came than it had rounds.

use poise::serenity_prelude as serenity;

use super::error::service_error_text;
use super::post::Post;
use super::text::{mention, public_lang, tr};
use super::{Data, ids};
use crate::i18n::Lang;
use crate::service::{
    ServiceError, SwissClamp, TickFailure, TickReport, TickStep, TournamentId, TournamentStatus,
    Withdrawal,
};

/// "X was withdrawn from T by Y" (or "X withdrew from T"), once the tournament runs; leaving
/// during sign-up shows on the sign-up message instead.
pub async fn announce_withdrawal(http: &serenity::Http, data: &Data, done: &Withdrawal) {
    if done.state.row.status == TournamentStatus::Signup {
        return;
    }
    let lang = public_lang(data, done.state.row.guild).await;
    let name = super::safe_text::inline(&done.state.row.name, 64);
    let text = if done.by == done.player {
        tr(
            lang,
            "tournament-withdrew-public",
            &[("player", mention(done.player)), ("name", name)],
        )
    } else {
        tr(
            lang,
            "tournament-withdrawn-public",
            &[
                ("player", mention(done.player)),
                ("name", name),
                ("by", mention(done.by)),
            ],
        )
    };
    // Named, not pinged: the notice is for the record.
    let post = Post::text(text);
    if let Err(err) = ids::to_channel(done.state.row.channel)
        .send_message(http, post.create())
        .await
    {
        tracing::warn!(tournament = %done.state.id(), "withdrawal not announced: {err}");
    }
}

pub async fn report(http: &serenity::Http, data: &Data, report: &TickReport) {
    for failure in report.failed.iter().filter(|f| f.failures == 1) {
        if let Err(err) = tell_failure(http, data, failure).await {
            tracing::warn!(tournament = %failure.tournament, "organisers not told of a failure: {err:#}");
        }
    }
    for &(id, clamp) in &report.clamped {
        if let Err(err) = tell_clamp(http, data, id, clamp).await {
            tracing::warn!(tournament = %id, "shortened Swiss not announced: {err:#}");
        }
    }
}

async fn tell_failure(
    http: &serenity::Http,
    data: &Data,
    failure: &TickFailure,
) -> anyhow::Result<()> {
    let Some(place) = &failure.place else {
        return Ok(());
    };
    let lang = public_lang(data, place.guild).await;
    let reason = match &failure.problem {
        Some(p) => service_error_text(&ServiceError::Tournament(p.clone()), lang),
        None => tr(lang, "tournament-tick-failed-unreadable", &[]),
    };
    let key = match failure.step {
        TickStep::Start => "tournament-tick-failed-start",
        TickStep::RoundDeadline => "tournament-tick-failed-deadline",
    };
    let post = Post {
        content: tr(
            lang,
            key,
            &[
                ("organiser", mention(place.creator)),
                ("name", super::safe_text::inline(&place.name, 64)),
                ("id", failure.tournament.to_string()),
                ("reason", reason),
                ("retry", format!("<t:{}:R>", failure.retry_at.timestamp())),
            ],
        ),
        ping: vec![place.creator],
        ..Post::default()
    };
    ids::to_channel(place.channel)
        .send_message(http, post.create())
        .await?;
    Ok(())
}

/// The sentence that says a Swiss was shortened, for the start reply and the channel.
pub fn clamp_text(lang: Lang, name: &str, players: usize, clamp: SwissClamp) -> String {
    tr(
        lang,
        "tournament-swiss-clamped",
        &[
            ("name", super::safe_text::inline(name, 64)),
            ("asked", clamp.asked.to_string()),
            ("players", players.to_string()),
            ("rounds", clamp.rounds.to_string()),
        ],
    )
}

async fn tell_clamp(
    http: &serenity::Http,
    data: &Data,
    id: TournamentId,
    clamp: SwissClamp,
) -> anyhow::Result<()> {
    let state = data.service.tournament(id).await?;
    let lang = public_lang(data, state.row.guild).await;
    let text = clamp_text(lang, &state.row.name, state.players.len(), clamp);
    ids::to_channel(state.row.channel)
        .send_message(http, Post::text(text).create())
        .await?;
    Ok(())
}
