//! A database restored from a backup: posts written before the copy was taken may have been
//! delivered since by the original bot. The announcer asks here which posts to check first.

use super::{Service, ServiceResult};
use crate::store;

impl Service {
    /// The largest outbox id written before the backup this database was restored from, while
    /// some of those posts still wait; `None` for a database that was not restored (or whose
    /// pre-restore posts are all settled).
    pub async fn restored_outbox_upto(&self) -> ServiceResult<Option<i64>> {
        let mut conn = self.store().conn().await?;
        Ok(store::restore_mark::outbox_upto(&mut conn).await?)
    }

    /// Clears the restore mark once every post it covers is settled; true when it is gone.
    pub async fn restore_settled(&self) -> ServiceResult<bool> {
        let mut conn = self.store().conn().await?;
        Ok(store::restore_mark::clear_if_settled(&mut conn).await?)
    }
}
