//! Plain ids, so the core never sees a Discord type. Discord snowflakes fit in 63 bits; they
//! are stored bit-cast to SQLite's signed INTEGER.

use serde::{Deserialize, Serialize};

macro_rules! snowflake {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub struct $name(pub u64);

        impl $name {
            pub(crate) fn db(self) -> i64 {
                self.0 as i64
            }

            pub(crate) fn from_db(value: i64) -> Self {
                $name(value as u64)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    )*};
}

snowflake!(
    /// A Discord user.
    UserId,
    /// A channel or thread.
    ChannelId,
    GuildId,
    MessageId,
    RoleId,
);

macro_rules! row_id {
    ($($(#[$doc:meta])* $name:ident),* $(,)?) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub struct $name(pub i64);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    )*};
}

row_id!(
    /// A match, as numbered by the database (shown to users as "game 12").
    MatchId,
    ChallengeId,
);
