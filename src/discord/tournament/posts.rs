//! What the bot posts about a tournament: the sign-up message (edited in place as players come
//! and go), each round's pairings with a thread per game and a DM per player, the standings with
//! their images, and the winner. Round and final posts come from the service's news list, so
//! a restart posts what was missed and nothing twice.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::retry::{Backoff, retry};
use crate::discord::edge::text::{chosen_lang, mention, public_lang, tr};
use crate::discord::send::post::{Post, upsert};
use crate::discord::{Data, edge::ids};
use crate::i18n::{self, Lang};
use crate::render::{self, TableLine};
use crate::service::{
    MessageKind, MessageScope, TournamentDmVoice, TournamentId, TournamentState, TournamentStatus,
    UserId, posts,
};
use crate::tournament::{Format, PlayerId};

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

pub fn format_name(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => tr(lang, "tournament-format-round-robin", &[]),
        Format::DoubleRoundRobin => tr(lang, "tournament-format-double-round-robin", &[]),
        Format::Swiss { rounds } => tr(
            lang,
            "tournament-format-swiss",
            &[("rounds", rounds.to_string())],
        ),
        Format::SingleElimination => tr(lang, "tournament-format-single-elimination", &[]),
    }
}

/// Entrants named on the sign-up message; the rest are counted, so the message stays within
/// Discord's 2,000 characters with a full field of 128.
const SIGNUP_NAMED: usize = 40;

fn player_list(lang: Lang, state: &TournamentState) -> String {
    if state.players.is_empty() {
        return tr(lang, "tournament-signup-nobody", &[]);
    }
    let mut list = state
        .players
        .iter()
        .take(SIGNUP_NAMED)
        .map(|p| mention(p.user))
        .collect::<Vec<_>>()
        .join(", ");
    let rest = state.players.len().saturating_sub(SIGNUP_NAMED);
    if rest > 0 {
        list.push_str(", ");
        list.push_str(&tr(
            lang,
            "tournament-signup-more",
            &[("count", rest.to_string())],
        ));
    }
    list
}

/// The sign-up message: what the tournament is, who is in, and Join / Leave while open.
pub fn signup_post(lang: Lang, state: &TournamentState) -> Post {
    let t = &state.row;
    let id = t.id.0;
    let args = vec![
        ("name", crate::discord::edge::safe_text::inline(&t.name, 64)),
        ("id", id.to_string()),
        ("format", format_name(lang, t.format)),
        (
            "rules",
            crate::discord::common::rules::rules_text(lang, &t.options),
        ),
        ("count", state.players.len().to_string()),
        ("max", t.max_players.to_string()),
        ("players", player_list(lang, state)),
        ("creator", mention(t.creator)),
    ];
    let (key, buttons) = match t.status {
        TournamentStatus::Signup => {
            let start = match t.signup_deadline {
                Some(at) => tr(
                    lang,
                    "tournament-signup-deadline",
                    &[("deadline", format!("<t:{}:R>", at.timestamp()))],
                ),
                None => tr(lang, "tournament-signup-manual", &[]),
            };
            let mut args = args;
            args.push(("start", start));
            let buttons = vec![
                serenity::CreateButton::new(ButtonAction::TournamentJoin(id).custom_id())
                    .label(tr(lang, "button-tournament-join", &[]))
                    .style(serenity::ButtonStyle::Success),
                serenity::CreateButton::new(ButtonAction::TournamentLeave(id).custom_id())
                    .label(tr(lang, "button-tournament-leave", &[]))
                    .style(serenity::ButtonStyle::Secondary),
            ];
            return Post {
                content: tr(lang, "tournament-signup", &args),
                buttons,
                ..Post::default()
            };
        }
        TournamentStatus::Running => ("tournament-signup-running", Vec::new()),
        TournamentStatus::Finished => ("tournament-signup-finished", Vec::new()),
        TournamentStatus::Cancelled => ("tournament-signup-cancelled", Vec::new()),
    };
    Post {
        content: tr(lang, key, &args),
        buttons,
        ..Post::default()
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
        ..signup_post(lang, state)
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
pub struct Standings {
    pub content: String,
    pub files: Vec<serenity::CreateAttachment>,
}

pub async fn standings(
    data: &Data,
    state: &TournamentState,
    lang: Lang,
) -> crate::discord::Result<Option<Standings>> {
    let Some(table) = state.standings() else {
        return Ok(None);
    };
    let names = names(data, state).await;
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
    let mut text = vec![tr(
        lang,
        "tournament-standings",
        &[
            (
                "name",
                crate::discord::edge::safe_text::inline(&state.row.name, 64),
            ),
            ("round", completed_rounds(state).to_string()),
            ("rounds", state.total_rounds().to_string()),
        ],
    )];
    text.push(tr(lang, "tournament-standings-columns", &[]));
    let hidden: Vec<String> = table
        .rows
        .iter()
        .filter(|r| !render::name_fits(&name(UserId(r.player.0))))
        .map(|r| {
            tr(
                lang,
                "tournament-standings-unshown",
                &[
                    ("rank", r.rank.to_string()),
                    ("player", mention(UserId(r.player.0))),
                ],
            )
        })
        .collect();
    if !hidden.is_empty() {
        text.push(tr(
            lang,
            "tournament-standings-unshown-intro",
            &[("mark", render::NAME_PLACEHOLDER.to_owned())],
        ));
        text.extend(hidden);
    }
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
    Ok(Some(Standings {
        content: text.join("\n"),
        files,
    }))
}

/// Rounds whose every game has a result.
fn completed_rounds(state: &TournamentState) -> usize {
    state
        .rounds
        .iter()
        .filter(|r| state.round_games(r.round).all(|g| g.result.is_some()))
        .count()
}

/// The games of `round` (from 0), one line each with the thread, then the byes.
pub async fn pairings_text(data: &Data, state: &TournamentState, round: u32, lang: Lang) -> String {
    let mut lines = Vec::new();
    for g in state.round_games(round) {
        let thread = match g.match_id {
            Some(id) => data
                .service
                .get_match(id)
                .await
                .ok()
                .and_then(|m| m.thread)
                .map(|t| format!("<#{t}>"))
                .unwrap_or_default(),
            None => String::new(),
        };
        let result = match g.result {
            None => tr(lang, "tournament-result-pending", &[]),
            Some(r) => {
                let (red, blue) = r.points();
                tr(
                    lang,
                    "tournament-result-score",
                    &[
                        ("red", render::format_score(red)),
                        ("blue", render::format_score(blue)),
                    ],
                )
            }
        };
        lines.push(tr(
            lang,
            "tournament-pairing-line",
            &[
                ("board", (g.game + 1).to_string()),
                ("red", mention(g.red)),
                ("blue", mention(g.blue)),
                ("thread", thread),
                ("result", result),
            ],
        ));
    }
    if let Some(r) = state.rounds.iter().find(|r| r.round == round) {
        for &bye in &r.byes {
            lines.push(tr(lang, "tournament-bye-line", &[("player", mention(bye))]));
        }
    }
    lines.join("\n")
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
        if m.thread.is_none() && m.status.is_active() && waited < PAIRINGS_WAIT_FOR_THREADS {
            // Retried (as the service's internal errors are), never given up.
            return Err(crate::service::ServiceError::not_open_yet(match_id).into());
        }
    }
    let lang = public_lang(data, state.row.guild).await;
    let number = (round + 1).to_string();
    let total = state.total_rounds().to_string();
    let header = tr(
        lang,
        "tournament-round-started",
        &[
            (
                "name",
                crate::discord::edge::safe_text::inline(&state.row.name, 64),
            ),
            ("round", number.clone()),
            ("rounds", total.clone()),
        ],
    );
    let text = format!(
        "{header}\n{}",
        pairings_text(data, &state, round, lang).await
    );
    // Past about 36 players the pairings outgrow one message: they go in several.
    for piece in
        crate::discord::edge::paging::split_lines(&text, crate::discord::edge::paging::MESSAGE_MAX)
    {
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
    let (tournament, round) = (post.tournament, post.round);
    let (match_id, color, voice) = (post.match_id, post.color, post.voice.as_ref());
    // The match is read for where to send and what to link: its thread opened just before.
    let m = data.service.get_match(match_id).await?;
    let user = *m.players.get(color);
    let opponent = *m.players.get(color.opponent());
    let thread = m.thread.map(|t| format!("<#{t}>")).unwrap_or_default();
    let voice = dm_voice(data, tournament, user, voice).await?;
    let lang = chosen_lang(data, voice.language.as_deref());
    let text = tr(
        lang,
        "tournament-pairing-dm",
        &[
            (
                "name",
                crate::discord::edge::safe_text::inline(&voice.name, 64),
            ),
            ("round", (round + 1).to_string()),
            ("rounds", voice.rounds.to_string()),
            ("color", i18n::color_name(lang, color)),
            ("opponent", mention(opponent)),
            ("thread", thread),
        ],
    );
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
    let (tournament, round, user) = (post.tournament, post.round, post.user);
    let voice = post.voice.as_ref();
    let voice = dm_voice(data, tournament, user, voice).await?;
    let lang = chosen_lang(data, voice.language.as_deref());
    let text = tr(
        lang,
        "tournament-bye-dm",
        &[
            (
                "name",
                crate::discord::edge::safe_text::inline(&voice.name, 64),
            ),
            ("round", (round + 1).to_string()),
        ],
    );
    dm(http, data, user, text_post(text, &Nonces::new(nonce))).await;
    Ok(())
}

/// `voice`, or for a DM written before tournament DMs carried one, the tournament and the
/// reader's setting as they are now.
async fn dm_voice(
    data: &Data,
    tournament: TournamentId,
    user: UserId,
    voice: Option<&TournamentDmVoice>,
) -> crate::discord::Result<TournamentDmVoice> {
    if let Some(voice) = voice {
        return Ok(voice.clone());
    }
    let state = data.service.tournament(tournament).await?;
    Ok(TournamentDmVoice {
        name: state.row.name.clone(),
        rounds: state.total_rounds() as u32,
        language: data.service.prefs(user).await?.language,
    })
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
    let headline = match winner {
        Some(w) => tr(
            lang,
            "tournament-winner",
            &[
                (
                    "name",
                    crate::discord::edge::safe_text::inline(&state.row.name, 64),
                ),
                ("player", mention(UserId(w.0))),
            ],
        ),
        None => tr(
            lang,
            "tournament-finished-no-winner",
            &[(
                "name",
                crate::discord::edge::safe_text::inline(&state.row.name, 64),
            )],
        ),
    };
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
