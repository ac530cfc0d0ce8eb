//! How engine and render values are read from their TEXT columns, so row structs can derive
//! `sqlx::FromRow`. The stored spellings are each type's `name()`, unchanged since the first
//! migration (CHECK constraints in 0020 pin them); an unknown spelling is a decode error.

use sqlx::error::BoxDynError;
use sqlx::sqlite::{Sqlite, SqliteTypeInfo, SqliteValueRef};
use sqlx::{Decode, Type};

use crate::engine::{Color, EndReason, Variant};

macro_rules! text_column {
    ($($ty:ty),* $(,)?) => {$(
        impl Type<Sqlite> for $ty {
            fn type_info() -> SqliteTypeInfo {
                <str as Type<Sqlite>>::type_info()
            }

            fn compatible(ty: &SqliteTypeInfo) -> bool {
                <&str as Type<Sqlite>>::compatible(ty)
            }
        }

        impl<'r> Decode<'r, Sqlite> for $ty {
            fn decode(value: SqliteValueRef<'r>) -> Result<Self, BoxDynError> {
                let text = <&str as Decode<Sqlite>>::decode(value)?;
                <$ty>::parse(text).ok_or_else(|| {
                    format!("unexpected {} `{text}`", stringify!($ty)).into()
                })
            }
        }
    )*};
}

text_column!(Color, EndReason, Variant);
