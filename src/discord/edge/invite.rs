//! The invite link and the one line the bot logs when it is ready, so an admin sees at a
//! glance which account is online, where its commands are and how to add it to a server.

use poise::serenity_prelude as serenity;

/// Exactly the permissions docs/BOT.md lists (and nothing more): reading and writing in the
/// match channels and threads, with pictures, and reopening archived match threads.
pub const PERMISSIONS: serenity::Permissions = serenity::Permissions::VIEW_CHANNEL
    .union(serenity::Permissions::SEND_MESSAGES)
    .union(serenity::Permissions::EMBED_LINKS)
    .union(serenity::Permissions::ATTACH_FILES)
    .union(serenity::Permissions::READ_MESSAGE_HISTORY)
    .union(serenity::Permissions::MANAGE_THREADS)
    .union(serenity::Permissions::CREATE_PUBLIC_THREADS)
    .union(serenity::Permissions::SEND_MESSAGES_IN_THREADS);

/// The link that adds the bot, with its slash commands, to a server.
pub fn invite_url(application_id: impl std::fmt::Display) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot%20applications.commands&permissions={}",
        PERMISSIONS.bits()
    )
}

/// Where the slash commands were registered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Registered {
    /// In the `DEV_GUILD_ID` server only: they appear at once.
    Guild(u64),
    /// Everywhere: Discord may take up to an hour to show them.
    Globally,
}

/// What the ready line says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadyFacts {
    pub name: String,
    pub user_id: u64,
    pub application_id: u64,
    pub servers: usize,
    pub commands: Registered,
}

/// Logs the ready line at info level.
pub fn log_ready(facts: &ReadyFacts) {
    let servers = facts.servers;
    let plural = if servers == 1 { "" } else { "s" };
    let invite = invite_url(facts.application_id);
    match facts.commands {
        Registered::Guild(guild) => tracing::info!(
            "ready: {} (id {}) is online in {servers} server{plural}; commands registered in \
             server {guild} only (DEV_GUILD_ID); invite: {invite}",
            facts.name,
            facts.user_id,
        ),
        Registered::Globally => tracing::info!(
            "ready: {} (id {}) is online in {servers} server{plural}; commands registered \
             globally (new ones may take up to an hour to appear); invite: {invite}",
            facts.name,
            facts.user_id,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The permission rows of docs/BOT.md's table: (name, value).
    fn documented_permissions() -> Vec<(String, u64)> {
        include_str!("../../../docs/BOT.md")
            .lines()
            .skip_while(|l| !l.starts_with("| permission | bit | value |"))
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .map(|l| {
                let cells: Vec<&str> = l.split('|').map(str::trim).collect();
                (cells[1].to_string(), cells[3].parse().expect("a number"))
            })
            .collect()
    }

    #[test]
    fn permissions_are_exactly_the_documented_ones() {
        let documented = documented_permissions();
        assert_eq!(documented.len(), 8, "{documented:?}");
        let sum: u64 = documented.iter().map(|(_, v)| v).sum();
        assert_eq!(PERMISSIONS.bits(), sum);
        for (name, value) in &documented {
            assert_eq!(value.count_ones(), 1, "{name}");
            assert!(PERMISSIONS.bits() & value != 0, "{name} missing");
        }
        // The sample link in the docs is the one the bot prints.
        let docs = include_str!("../../../docs/BOT.md");
        assert!(docs.contains(&invite_url("<APPLICATION_ID>")));
    }

    #[test]
    fn invite_url_has_the_application_scopes_and_permissions() {
        assert_eq!(
            invite_url(42),
            "https://discord.com/oauth2/authorize?client_id=42\
             &scope=bot%20applications.commands&permissions=326417632256"
        );
    }
}
