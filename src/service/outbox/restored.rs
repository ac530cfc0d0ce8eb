//! A database restored from a backup: posts written before the copy was taken may have been
//! delivered since by the original bot. The announcer asks here which posts to check first.

use crate::service::{Service, ServiceResult};
use crate::store;
pub use crate::store::restore_mark::RestoreMark;

impl Service {
    /// The backup this database was restored from, while some posts written before it still
    /// wait; `None` for a database that was not restored (or whose pre-restore posts are all
    /// settled).
    pub async fn restore_mark(&self) -> ServiceResult<Option<RestoreMark>> {
        let mut conn = self.store().conn().await?;
        Ok(store::restore_mark::get(&mut conn).await?)
    }

    /// Clears the restore mark once every post it covers is settled; true when it is gone.
    pub async fn restore_settled(&self) -> ServiceResult<bool> {
        let mut conn = self.store().conn().await?;
        Ok(store::restore_mark::clear_if_settled(&mut conn).await?)
    }
}
