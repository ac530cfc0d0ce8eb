//! When a player's DMs are closed: the game goes on, and the thread says so once, with a
//! button that shows the player's board privately.

use poise::serenity_prelude as serenity;

use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::retry::{Backoff, retry};
use crate::discord::edge::text::{mention, public_lang, tr};
use crate::discord::send::post::Post;
use crate::discord::send::thread::in_thread;
use crate::discord::{Data, edge::ids};
use crate::i18n::Lang;
use crate::service::{MatchId, MatchRow, MessageKind, MessageScope, UserId};

/// Says once per thread that `user`'s DMs are closed, with the button that shows their board
/// privately; later deliveries that fail the same way stay quiet.
pub async fn closed_dms_notice(
    http: &serenity::Http,
    data: &Data,
    m: &MatchRow,
    user: UserId,
) -> crate::discord::Result<()> {
    let Some(color) = m.color_of(user) else {
        return Ok(());
    };
    let scope = MessageScope::Match(m.id);
    let kind = MessageKind::DmsClosed(color);
    in_thread(http, data, m.id, |thread| async move {
        let known = data.service.messages(scope, kind).await?;
        if known.iter().any(|r| r.channel == ids::channel(thread)) {
            return Ok(());
        }
        tracing::info!(game = %m.id, "a player's DMs are closed; offering the board in the thread");
        let lang = public_lang(data, m.guild).await;
        let notice = Post {
            content: tr(lang, "dms-closed", &[("player", mention(user))]),
            buttons: vec![show_board_button(lang, m.id)],
            ping: vec![user],
            // A send cut off before it was remembered is handed back, not made twice.
            nonce: Some(format!("dms-closed-{}-{}-{thread}", m.id, color.name())),
            ..Post::default()
        };
        let sent = retry(Backoff::BACKGROUND, "dms-closed-notice", || {
            crate::discord::send::restored::send(http, thread, notice.create())
        })
        .await?;
        data.service
            .put_message(scope, kind, ids::message_ref(&sent))
            .await?;
        Ok(())
    })
    .await?;
    Ok(())
}

fn show_board_button(lang: Lang, id: MatchId) -> serenity::CreateButton {
    serenity::CreateButton::new(ButtonAction::ShowBoard(id.0).custom_id())
        .label(tr(lang, "button-show-board", &[]))
        .style(serenity::ButtonStyle::Secondary)
}
