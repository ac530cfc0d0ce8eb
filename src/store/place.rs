//! Where a game was played: the channel it was made in and the thread it was played in. Who may
//! see a game (its replay, or its setup in a heat map) follows who may see these.

use super::ChannelId;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GamePlace {
    pub channel: ChannelId,
    pub thread: Option<ChannelId>,
}
