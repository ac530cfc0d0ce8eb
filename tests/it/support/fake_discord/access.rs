//! Roles and channel permission overwrites, so a test can make a channel only some members see
//! (a staff channel, a role-gated ladder). Permissions are computed as Discord documents them
//! ("Permission Overwrites"): the owner and administrators have every permission; otherwise
//! @everyone's and the member's roles' permissions, then the channel's overwrites for @everyone,
//! for the member's roles together, and for the member. A thread has its parent's overwrites.

use std::collections::HashMap;

use serde_json::{Value, json};

use super::json::{BOT_PERMISSIONS, EVERYONE_PERMISSIONS, OWNER_PERMISSIONS};
use super::world::World;

pub const VIEW_CHANNEL: u64 = 1 << 10;
const ADMINISTRATOR: u64 = 1 << 3;

/// A role a test made, besides @everyone and the bot's own.
#[derive(Clone, Debug)]
pub struct RoleInfo {
    pub id: u64,
    pub name: String,
    pub permissions: u64,
}

/// One permission overwrite: `kind` 0 for a role, 1 for a member.
#[derive(Clone, Debug)]
pub struct Overwrite {
    pub id: u64,
    pub kind: u8,
    pub allow: u64,
    pub deny: u64,
}

impl Overwrite {
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "type": self.kind,
            "allow": self.allow.to_string(),
            "deny": self.deny.to_string(),
        })
    }
}

/// Roles, member roles and overwrites the test set up.
#[derive(Debug, Default)]
pub struct Access {
    pub roles: Vec<RoleInfo>,
    pub member_roles: HashMap<u64, Vec<u64>>,
    pub overwrites: HashMap<u64, Vec<Overwrite>>,
}

impl World {
    /// The roles `user` has besides @everyone.
    pub fn roles_of(&self, user: u64) -> Vec<u64> {
        if user == self.bot.id {
            return vec![self.guild.bot_role];
        }
        self.access
            .member_roles
            .get(&user)
            .cloned()
            .unwrap_or_default()
    }

    fn role_permissions(&self, role: u64) -> u64 {
        if role == self.guild.bot_role {
            return BOT_PERMISSIONS;
        }
        self.access
            .roles
            .iter()
            .find(|r| r.id == role)
            .map_or(0, |r| r.permissions)
    }

    /// The overwrites of `channel` (its parent's, for a thread).
    pub fn overwrites_of(&self, channel: u64) -> &[Overwrite] {
        let c = self.channels.get(&channel);
        let id = match c {
            Some(c) if c.kind.is_thread() => c.parent_id.unwrap_or(channel),
            _ => channel,
        };
        self.access.overwrites.get(&id).map_or(&[], Vec::as_slice)
    }

    /// `user`'s permissions on the server, before any channel's overwrites.
    pub fn base_permissions(&self, user: u64) -> u64 {
        if user == self.guild.owner_id {
            return OWNER_PERMISSIONS;
        }
        let roles = self.roles_of(user);
        let perms = roles
            .iter()
            .fold(EVERYONE_PERMISSIONS, |p, r| p | self.role_permissions(*r));
        if perms & ADMINISTRATOR != 0 {
            OWNER_PERMISSIONS
        } else {
            perms
        }
    }

    /// `user`'s permissions in `channel`.
    pub fn permissions_in(&self, user: u64, channel: u64) -> u64 {
        let mut perms = self.base_permissions(user);
        if perms == OWNER_PERMISSIONS {
            return perms;
        }
        let overwrites = self.overwrites_of(channel);
        let everyone = self.guild.id;
        if let Some(o) = overwrites.iter().find(|o| o.kind == 0 && o.id == everyone) {
            perms = (perms & !o.deny) | o.allow;
        }
        let roles = self.roles_of(user);
        let (mut allow, mut deny) = (0, 0);
        for o in overwrites
            .iter()
            .filter(|o| o.kind == 0 && roles.contains(&o.id))
        {
            allow |= o.allow;
            deny |= o.deny;
        }
        perms = (perms & !deny) | allow;
        if let Some(o) = overwrites.iter().find(|o| o.kind == 1 && o.id == user) {
            perms = (perms & !o.deny) | o.allow;
        }
        perms
    }

    pub fn can_view(&self, user: u64, channel: u64) -> bool {
        self.permissions_in(user, channel) & VIEW_CHANNEL != 0
    }
}
