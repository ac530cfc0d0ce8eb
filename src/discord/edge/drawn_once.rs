//! Pictures drawn once per state: a replay step back and forth, or two readers at the same
//! move, should not draw the same board twice. A small most-recently-used store keyed by
//! everything the picture is a function of.

use std::collections::VecDeque;
use std::sync::{Mutex, PoisonError};

/// The last `capacity` pictures drawn, newest last.
pub struct DrawnOnce<K> {
    capacity: usize,
    kept: Mutex<VecDeque<(K, Vec<u8>)>>,
}

impl<K: PartialEq> DrawnOnce<K> {
    pub const fn new(capacity: usize) -> DrawnOnce<K> {
        DrawnOnce {
            capacity,
            kept: Mutex::new(VecDeque::new()),
        }
    }

    /// The picture kept for `key`, if any (it becomes the newest).
    pub fn get(&self, key: &K) -> Option<Vec<u8>> {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        let i = kept.iter().position(|(k, _)| k == key)?;
        let entry = kept.remove(i)?;
        let png = entry.1.clone();
        kept.push_back(entry);
        Some(png)
    }

    pub fn put(&self, key: K, png: Vec<u8>) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.retain(|(k, _)| *k != key);
        if kept.len() >= self.capacity {
            kept.pop_front();
        }
        kept.push_back((key, png));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_picture_is_returned_and_the_oldest_is_dropped_first() {
        let cache = DrawnOnce::new(2);
        cache.put(1, vec![1]);
        cache.put(2, vec![2]);
        assert_eq!(cache.get(&1), Some(vec![1]), "1 is now the newest");
        cache.put(3, vec![3]);
        assert_eq!(cache.get(&2), None, "2 was the oldest");
        assert_eq!(cache.get(&1), Some(vec![1]));
        assert_eq!(cache.get(&3), Some(vec![3]));
        cache.put(3, vec![4]);
        assert_eq!(cache.get(&3), Some(vec![4]), "a key is kept once");
    }
}
