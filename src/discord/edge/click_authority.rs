//! A button's custom id is only what the clicker's client sent: a click's authority comes from
//! the object it names and the clicker, checked here again at the click (the same server as the
//! object; an opponent who is a person, in the server, and not the clicker).

use poise::serenity_prelude as serenity;

use crate::discord::edge::error::is_gone;
use crate::discord::{Data, Error, UserError, edge::ids};
use crate::service::{GuildId, ServiceError, UserId};

/// The click came from `object`'s own server; `refusal` (a catalogue key) says otherwise.
pub fn same_server(
    click: &serenity::ComponentInteraction,
    object: GuildId,
    refusal: &'static str,
) -> Result<(), Error> {
    match click.guild_id {
        Some(guild) if ids::guild(guild) == object => Ok(()),
        _ => Err(UserError::new(refusal).into()),
    }
}

/// `user` may challenge `target` in `guild`: not themself, not a bot, and (asked of Discord
/// now, not taken from the menu that made the button) a member of the server.
pub async fn eligible_opponent(
    http: &serenity::Http,
    data: &Data,
    guild: serenity::GuildId,
    user: UserId,
    target: UserId,
) -> Result<(), Error> {
    if target == user {
        return Err(ServiceError::SelfChallenge.into());
    }
    if data.service.is_own_user(target) {
        return Err(UserError::new("error-challenge-bot").into());
    }
    match http.get_member(guild, ids::to_user(target)).await {
        Ok(member) if member.user.bot => Err(UserError::new("error-challenge-bot").into()),
        Ok(_) => Ok(()),
        // Discord knows no such member here: they left, or never were.
        Err(err) if is_gone(&err) => Err(UserError::new("error-not-a-member").into()),
        Err(err) => Err(err.into()),
    }
}
