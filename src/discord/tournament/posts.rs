//! Delivering what the bot posts about a tournament: the sign-up message (edited in place as
//! players come and go), each round's pairings with a thread per game and a DM per player, the
//! standings with their images, and the winner. The words come from `compose`; round and final
//! posts come from the outbox, so a restart posts what was missed and nothing twice.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::failure::OPENING_RECHECK;
use crate::discord::edge::retry::{Backoff, retry};
use crate::discord::edge::text::{chosen_lang, public_lang};
use crate::discord::send::post::{Post, upsert};
use crate::discord::tournament::compose;
use crate::discord::{Data, edge::ids};
use crate::i18n::Lang;
use crate::render::{self, TableLine};
use crate::service::{MessageKind, MessageScope, TournamentId, TournamentState, UserId, posts};
use crate::tournament::PlayerId;

/// The nonces of the messages one outbox post makes, numbered in the order it makes them: a
/// retry after a crash makes the same messages in the same order, and Discord hands back the
/// ones it already has instead of posting them twice.
struct Nonces {
    prefix: String,
    made: std::sync::atomic::AtomicU32,
}

impl Nonces {
    fn new(prefix: String) -> Nonces {
        Nonces {
            prefix,
            made: Default::default(),
        }
    }

    fn next(&self) -> String {
        let n = self.made.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        format!("{}-{n}", self.prefix)
    }
}

/// A text post carrying the next nonce.
fn text_post(text: String, nonces: &Nonces) -> Post {
    Post {
        nonce: Some(nonces.next()),
        ..Post::text(text)
    }
}

/// Like [`update_signup`], logging a failure (for posts that go on without it).
pub async fn refresh_signup(http: &serenity::Http, data: &Data, state: &TournamentState) {
    if let Err(err) = update_signup(http, data, state).await {
        tracing::warn!(tournament = %state.id(), "sign-up message not updated: {err:#}");
    }
}

/// Edits the sign-up message to show the tournament as it is now (reposting it if deleted).
pub async fn update_signup(
    http: &serenity::Http,
    data: &Data,
    state: &TournamentState,
) -> crate::discord::Result<()> {
    let lang = public_lang(data, state.row.guild).await;
    let post = Post {
        // A send cut off before it was remembered is handed back, not made twice.
        nonce: Some(format!("signup-{}", state.id())),
        ..compose::signup_post(lang, state)
    };
    let scope = MessageScope::Tournament(state.id());
    let mut known = data.service.messages(scope, MessageKind::Signup).await?;
    if known.is_empty()
        && let Some(reply) = unremembered_signup(http, data, state).await?
    {
        data.service
            .put_message(scope, MessageKind::Signup, ids::message_ref(&reply))
            .await?;
        known = data.service.messages(scope, MessageKind::Signup).await?;
    }
    let channel = known.first().map_or(state.row.channel, |r| r.channel);
    upsert(
        http,
        data,
        scope,
        MessageKind::Signup,
        ids::to_channel(channel),
        &post,
    )
    .await?;
    Ok(())
}

/// The sign-up message `/tournament create` replied with but never remembered (the bot was
/// stopped in between): the bot's message with this tournament's Join button among the
/// channel's latest.
async fn unremembered_signup(
    http: &serenity::Http,
    data: &Data,
    state: &TournamentState,
) -> crate::discord::Result<Option<serenity::Message>> {
    let join = ButtonAction::TournamentJoin(state.id().0).custom_id();
    let channel = ids::to_channel(state.row.channel);
    let recent = retry(Backoff::BACKGROUND, "signup-lookup", || {
        channel.messages(http, serenity::GetMessages::new().limit(50))
    })
    .await?;
    Ok(recent.into_iter().find(|m| {
        data.service.is_own_user(ids::user(m.author.id))
            && m.components.iter().any(|row| {
                row.components.iter().any(|c| {
                    matches!(c, serenity::ActionRowComponent::Button(b)
                        if matches!(&b.data, serenity::ButtonKind::NonLink { custom_id, .. } if *custom_id == join))
                })
            })
    }))
}

/// Display names of every entrant, for images: one database query, no request per name. An
/// entrant the bot has no name for (impossible for one who joined) shows as their id.
async fn names(data: &Data, state: &TournamentState) -> std::collections::HashMap<UserId, String> {
    let users: Vec<UserId> = state.players.iter().map(|p| p.user).collect();
    let mut out = data
        .service
        .names(Some(state.row.guild), &users)
        .await
        .unwrap_or_default();
    for user in users {
        out.entry(user).or_insert_with(|| user.to_string());
    }
    out
}

/// The standings (and, in a knockout, the bracket) as images, with the column legend and the
/// names the images could not draw.
pub struct StandingsPost {
    pub content: String,
    pub files: Vec<serenity::CreateAttachment>,
}

pub async fn standings(
    data: &Data,
    state: &TournamentState,
    lang: Lang,
) -> crate::discord::Result<Option<StandingsPost>> {
    let Some(table) = state.standings() else {
        return Ok(None);
    };
    let names = names(data, state).await;
    let content = compose::standings_text(lang, state, &table, &names);
    let name = |user: UserId| names.get(&user).cloned().unwrap_or_default();
    let lines: Vec<TableLine> = table
        .rows
        .iter()
        .map(|r| TableLine {
            rank: r.rank,
            name: name(UserId(r.player.0)),
            points: r.points,
            buchholz: r.buchholz,
            sonneborn_berger: r.sonneborn_berger,
            wins: r.wins,
            games: r.games,
            withdrawn: r.withdrawn,
        })
        .collect();
    let table_png =
        crate::discord::edge::images::in_pool(move || render::standings_png(&lines)).await?;
    let mut files = vec![serenity::CreateAttachment::bytes(
        table_png,
        "standings.png",
    )];
    if let Some(bracket) = state.bracket() {
        let by_player: std::collections::HashMap<PlayerId, String> = names
            .iter()
            .map(|(u, n)| (PlayerId(u.0), n.clone()))
            .collect();
        let png = crate::discord::edge::images::in_pool(move || {
            render::bracket_png(&bracket, &|p| {
                by_player.get(&p).cloned().unwrap_or_default()
            })
        })
        .await?;
        files.push(serenity::CreateAttachment::bytes(png, "bracket.png"));
    }
    Ok(Some(StandingsPost { content, files }))
}

/// The threads of `round`'s games, by game, for the pairings to link.
async fn threads(
    data: &Data,
    state: &TournamentState,
    round: u32,
) -> std::collections::HashMap<crate::service::MatchId, crate::store::ChannelId> {
    let mut threads = std::collections::HashMap::new();
    for id in state.round_games(round).filter_map(|g| g.match_id) {
        if let Some(thread) = data.service.get_match(id).await.ok().and_then(|m| m.thread) {
            threads.insert(id, thread);
        }
    }
    threads
}

/// The games of `round` (from 0), one line each with the thread, then the byes.
pub async fn pairings_text(data: &Data, state: &TournamentState, round: u32, lang: Lang) -> String {
    compose::pairing_lines(lang, state, round, &threads(data, state, round).await)
}

/// A round's pairings, from the outbox (the only record of what is owed). `nonce` numbers the
/// messages it makes.
pub async fn round_news(
    http: &serenity::Http,
    data: &Data,
    post: &posts::RoundStarted,
    nonce: String,
) -> crate::discord::Result<()> {
    round_started(http, data, post.tournament, post.round, &Nonces::new(nonce)).await
}

/// A tournament's final standings and winner, from the outbox.
pub async fn finish_news(
    http: &serenity::Http,
    data: &Data,
    post: &posts::TournamentFinished,
    nonce: String,
) -> crate::discord::Result<()> {
    finished(http, data, post.tournament, &Nonces::new(nonce)).await
}

/// How long a round's pairings wait for its games' threads.
const PAIRINGS_WAIT_FOR_THREADS: chrono::TimeDelta = chrono::TimeDelta::minutes(10);

async fn round_started(
    http: &serenity::Http,
    data: &Data,
    id: TournamentId,
    round: u32,
    nonces: &Nonces,
) -> crate::discord::Result<()> {
    let state = data.service.tournament(id).await?;
    // Each game opens in its own lane; the pairings wait for them, so they can link every
    // thread (retried with the outbox's pauses). A game called off before it opened has none.
    for g in state.round_games(round) {
        let Some(match_id) = g.match_id else { continue };
        let m = data.service.get_match(match_id).await?;
        // Bounded: an opening given up for good must not hold the pairings for ever; past
        // the wait they go out, and that game's line has no link (its DMs still have one).
        let waited = data.service.clock().now() - m.created_at;
        if !m.opening_settled() && waited < PAIRINGS_WAIT_FOR_THREADS {
            // Woken when a game of the tournament gets its thread; the bound is checked
            // again at least every minute, for a game called off meanwhile.
            let left = (PAIRINGS_WAIT_FOR_THREADS - waited).min(OPENING_RECHECK);
            return Err(crate::discord::Error::Waiting {
                waits_for: crate::service::HoldFor::Opening(match_id),
                until: chrono::Utc::now() + left,
            });
        }
    }
    let lang = public_lang(data, state.row.guild).await;
    let threads = threads(data, &state, round).await;
    for piece in compose::round_started(lang, &state, round, &threads) {
        let channel = ids::to_channel(state.row.channel);
        crate::discord::send::restored::send(http, channel, text_post(piece, nonces).create())
            .await?;
    }
    if round == 0 {
        refresh_signup(http, data, &state).await;
    }
    Ok(())
}

/// A tournament game's pairing in one player's DM, linking the game's thread (opened before it
/// in the game's lane).
pub async fn pairing_dm(
    http: &serenity::Http,
    data: &Data,
    post: &posts::PairingDm,
    nonce: String,
) -> crate::discord::Result<()> {
    let (match_id, color, voice) = (post.match_id, post.color, &post.voice);
    let round = post.round;
    // The match is read for where to send and what to link: its thread opened just before.
    let m = data.service.get_match(match_id).await?;
    let user = *m.players.get(color);
    let opponent = *m.players.get(color.opponent());
    let lang = chosen_lang(data, voice.language.as_deref());
    let text = compose::pairing_dm(lang, voice, round, (color, opponent), m.thread);
    dm(http, data, user, text_post(text, &Nonces::new(nonce))).await;
    Ok(())
}

/// A bye, in the player's DM.
pub async fn bye_dm(
    http: &serenity::Http,
    data: &Data,
    post: &posts::ByeDm,
    nonce: String,
) -> crate::discord::Result<()> {
    let (round, user, voice) = (post.round, post.user, &post.voice);
    let lang = chosen_lang(data, voice.language.as_deref());
    let text = compose::bye_dm(lang, voice, round);
    dm(http, data, user, text_post(text, &Nonces::new(nonce))).await;
    Ok(())
}

/// A DM that may fail (closed DMs): the public pairings post names everyone anyway.
async fn dm(http: &serenity::Http, data: &Data, user: UserId, post: Post) {
    let sent = async {
        let channel = crate::discord::send::post::dm_channel(http, data, user).await?;
        crate::discord::send::restored::send(http, channel, post.create())
            .await
            .map_err(crate::discord::Error::from)
    }
    .await;
    if let Err(err) = sent {
        tracing::info!(%user, "tournament DM not delivered: {err}");
    }
}

async fn finished(
    http: &serenity::Http,
    data: &Data,
    id: TournamentId,
    nonces: &Nonces,
) -> crate::discord::Result<()> {
    let state = data.service.tournament(id).await?;
    let lang = public_lang(data, state.row.guild).await;
    let winner = state.standings().and_then(|s| s.winner);
    let headline = compose::finished_headline(lang, &state, winner.map(|w| UserId(w.0)));
    let mut msg = crate::discord::edge::nonce::enforced(
        serenity::CreateMessage::new().allowed_mentions(
            serenity::CreateAllowedMentions::new().users(winner.map(|w| ids::to_user(UserId(w.0)))),
        ),
        &nonces.next(),
    );
    let mut content = headline;
    if let Some(table) = standings(data, &state, lang).await? {
        content = format!("{content}\n{}", table.content);
        for file in table.files {
            msg = msg.add_file(file);
        }
    }
    // The names the images cannot draw are listed in text, which can outgrow one message.
    let mut pieces = crate::discord::edge::paging::split_lines(
        &content,
        crate::discord::edge::paging::MESSAGE_MAX,
    )
    .into_iter();
    let first = pieces.next().unwrap_or_default();
    let channel = ids::to_channel(state.row.channel);
    crate::discord::send::restored::send(http, channel, msg.content(first)).await?;
    for piece in pieces {
        let more = crate::discord::edge::nonce::enforced(
            serenity::CreateMessage::new()
                .content(piece)
                .allowed_mentions(serenity::CreateAllowedMentions::new()),
            &nonces.next(),
        );
        crate::discord::send::restored::send(http, channel, more).await?;
    }
    refresh_signup(http, data, &state).await;
    Ok(())
}
