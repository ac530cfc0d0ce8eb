//! The Join and Leave buttons of a tournament's sign-up message.

use poise::serenity_prelude as serenity;

use crate::discord::edge::click_authority;
use crate::discord::edge::custom_id::ButtonAction;
use crate::discord::edge::responder::Responder;
use crate::discord::edge::text::{private_lang, tr};
use crate::discord::{Data, Error, edge::ids};
use crate::service::TournamentId;

/// Join / Leave on a sign-up message: the clicker is told privately what happened. The
/// message itself is edited by the announcer alone (the service queued that edit), so two
/// quick clicks can never leave an older player list on it.
pub async fn on_click(
    data: &Data,
    click: &serenity::ComponentInteraction,
    respond: &Responder,
    action: ButtonAction,
) -> Result<(), Error> {
    let user = ids::user(click.user.id);
    let (ButtonAction::TournamentJoin(id) | ButtonAction::TournamentLeave(id)) = action else {
        return Ok(());
    };
    let tournament = data.service.tournament(TournamentId(id)).await?;
    click_authority::same_server(click, tournament.row.guild, "error-tournament-other-server")?;
    let (state, key) = match action {
        ButtonAction::TournamentJoin(id) => {
            let state = data.service.join_tournament(TournamentId(id), user).await?;
            (state, "tournament-joined")
        }
        ButtonAction::TournamentLeave(id) => {
            // A notice of a withdrawal during play is in the outbox.
            let done = data
                .service
                .leave_tournament(TournamentId(id), user)
                .await?;
            (done.state, "tournament-left")
        }
        _ => return Ok(()),
    };
    respond.defer_update().await?;
    let private = private_lang(data, user, Some(&click.locale)).await;
    let note = serenity::CreateInteractionResponseFollowup::new()
        .content(tr(
            private,
            key,
            &[
                (
                    "name",
                    crate::discord::edge::safe_text::inline(&state.row.name, 64),
                ),
                ("count", state.players.len().to_string()),
                ("max", state.row.max_players.to_string()),
            ],
        ))
        .ephemeral(true);
    respond.followup(note).await?;
    Ok(())
}
