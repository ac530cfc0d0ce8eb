//! Plain ids, so the core never sees a Discord type. Discord snowflakes fit in 63 bits; they
//! are stored bit-cast to SQLite's signed INTEGER;
//! each id decodes straight from its column, so row structs can derive `sqlx::FromRow`.

use serde::{Deserialize, Serialize};

/// `sqlx` column and `Display` impls shared by both id kinds: each is one INTEGER column,
/// turned into the id by `$from` (a bit-cast for snowflakes, the identity for row ids).
macro_rules! integer_column {
    ($name:ident, $from:expr) => {
        impl sqlx::Type<sqlx::Sqlite> for $name {
            fn type_info() -> sqlx::sqlite::SqliteTypeInfo {
                <i64 as sqlx::Type<sqlx::Sqlite>>::type_info()
            }

            fn compatible(ty: &sqlx::sqlite::SqliteTypeInfo) -> bool {
                <i64 as sqlx::Type<sqlx::Sqlite>>::compatible(ty)
            }
        }

        impl<'r> sqlx::Decode<'r, sqlx::Sqlite> for $name {
            fn decode(
                value: sqlx::sqlite::SqliteValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                <i64 as sqlx::Decode<sqlx::Sqlite>>::decode(value).map($from)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

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

        integer_column!($name, Self::from_db);
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

        integer_column!($name, $name);
    )*};
}

row_id!(
    /// A match, as numbered by the database (shown to users as "game 12").
    MatchId,
    ChallengeId,
    /// A tournament, as numbered by the database.
    TournamentId,
);
