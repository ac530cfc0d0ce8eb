use super::{ChallengeId, ChannelId, Conn, GuildId, MatchId, MessageId, Result, TournamentId};

/// What a remembered message belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageScope {
    Match(MatchId),
    Challenge(ChallengeId),
    Tournament(TournamentId),
    /// Messages about a whole server (the quick-pairing queue).
    Guild(GuildId),
}

impl MessageScope {
    fn db(self) -> (&'static str, i64) {
        match self {
            MessageScope::Match(id) => ("match", id.0),
            MessageScope::Challenge(id) => ("challenge", id.0),
            MessageScope::Tournament(id) => ("tournament", id.0),
            MessageScope::Guild(id) => ("guild", id.db()),
        }
    }
}

/// Which message of its scope it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MessageKind {
    /// The challenge announcement with its buttons.
    Challenge,
    /// A player's private board in their DMs (one per player: told apart by channel).
    DmBoard,
    /// The spectators' board in the match thread.
    PublicBoard,
    /// The setup editor's picture of the player's army (stored as `setup_board`).
    SetupPicture,
    /// The setup editor's squares as buttons: the left half of the player's board (with the
    /// saved-setups menu), and the right half (with the controls).
    SetupGridLeft,
    SetupGridRight,
    /// A tournament's sign-up message with its Join / Leave buttons and list of players.
    Signup,
    /// The thread notice that a player's DMs are closed (posted once per thread).
    DmsClosed(crate::engine::Color),
    /// The list of members waiting in the server's quick-pairing queue.
    QueueBoard,
}

impl MessageKind {
    pub fn name(self) -> &'static str {
        match self {
            MessageKind::Challenge => "challenge",
            MessageKind::DmBoard => "dm_board",
            MessageKind::PublicBoard => "public_board",
            MessageKind::SetupPicture => "setup_board",
            MessageKind::SetupGridLeft => "setup_grid_left",
            MessageKind::SetupGridRight => "setup_grid_right",
            MessageKind::Signup => "signup",
            MessageKind::QueueBoard => "queue_board",
            MessageKind::DmsClosed(crate::engine::Color::Red) => "dms_closed_red",
            MessageKind::DmsClosed(crate::engine::Color::Blue) => "dms_closed_blue",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MessageRef {
    pub channel: ChannelId,
    pub message: MessageId,
}

/// Remembers a message, replacing the one of the same kind in the same channel.
pub async fn put(
    conn: &mut Conn,
    scope: MessageScope,
    kind: MessageKind,
    at: MessageRef,
) -> Result<()> {
    let (scope, scope_id) = scope.db();
    sqlx::query(
        "INSERT OR REPLACE INTO message_refs (scope, scope_id, kind, channel_id, message_id) \
         VALUES (?, ?, ?, ?, ?)",
    )
    .bind(scope)
    .bind(scope_id)
    .bind(kind.name())
    .bind(at.channel.db())
    .bind(at.message.db())
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Forgets the message of that kind in `channel` (it was deleted or retired).
pub async fn forget(
    conn: &mut Conn,
    scope: MessageScope,
    kind: MessageKind,
    channel: ChannelId,
) -> Result<()> {
    let (scope, scope_id) = scope.db();
    sqlx::query(
        "DELETE FROM message_refs WHERE scope = ? AND scope_id = ? AND kind = ? AND channel_id = ?",
    )
    .bind(scope)
    .bind(scope_id)
    .bind(kind.name())
    .bind(channel.db())
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Every remembered message of that kind (one per channel).
pub async fn get(
    conn: &mut Conn,
    scope: MessageScope,
    kind: MessageKind,
) -> Result<Vec<MessageRef>> {
    let (scope, scope_id) = scope.db();
    sqlx::query_as::<_, (ChannelId, MessageId)>(
        "SELECT channel_id, message_id FROM message_refs \
         WHERE scope = ? AND scope_id = ? AND kind = ? ORDER BY channel_id",
    )
    .bind(scope)
    .bind(scope_id)
    .bind(kind.name())
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(|(channel, message)| Ok(MessageRef { channel, message }))
    .collect()
}
