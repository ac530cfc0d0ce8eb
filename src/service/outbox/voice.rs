//! What the words of a game's posts depend on beyond the change itself: the language they are
//! read in, the rank numbering, whom they name and whom they ping. Written into the post with
//! the change, so the announcer composes it from the row alone; where it is sent (the thread,
//! a DM channel, the message to edit) stays the announcer's to look up.

use serde::{Deserialize, Serialize};

use crate::engine::{ByColor, Color, Numbering};
use crate::service::{Service, ServiceResult};
use crate::store::{self, Conn, MatchRow, UserId, UserPrefs};

/// A post in a game's thread: the server's language and the players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreadVoice {
    /// The server's language setting, then the locale Discord reports for it; neither: the
    /// bot's default.
    pub locale: Option<String>,
    pub discord_locale: Option<String>,
    pub players: ByColor<UserId>,
    /// Whether each player is pinged on their turn (their setting; never the bot's own seat).
    pub ping: ByColor<bool>,
}

/// A player's private board: whose it is, against whom, and how they read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardVoice {
    pub user: UserId,
    pub opponent: UserId,
    /// The player's language setting (none: the bot's default).
    pub language: Option<String>,
    pub numbering: Numbering,
}

impl BoardVoice {
    /// `color`'s player in `m`, reading with `prefs` (their settings).
    pub(in crate::service) fn of(m: &MatchRow, color: Color, prefs: &UserPrefs) -> BoardVoice {
        BoardVoice {
            user: *m.players.get(color),
            opponent: *m.players.get(color.opponent()),
            language: prefs.language.clone(),
            numbering: prefs.numbering,
        }
    }
}

/// A tournament DM (a pairing or a bye): the tournament's name and length, and the reader's
/// language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentDmVoice {
    pub name: String,
    pub rounds: u32,
    pub language: Option<String>,
}

/// Every voice a game's posts need, read once in the transaction that writes them.
pub struct Voices {
    pub thread: ThreadVoice,
    pub boards: ByColor<BoardVoice>,
}

impl Service {
    /// The voices of `m`'s posts as its players' and server's settings are now.
    pub(in crate::service) async fn voices(
        &self,
        conn: &mut Conn,
        m: &MatchRow,
    ) -> ServiceResult<Voices> {
        voices_of(conn, m, self.own_user()).await
    }
}

/// The voices of `m`'s posts as settings are now; the bot's own seat (`own`) is never pinged.
pub(in crate::service) async fn voices_of(
    conn: &mut Conn,
    m: &MatchRow,
    own: Option<UserId>,
) -> ServiceResult<Voices> {
    let settings = store::guilds::get(conn, m.guild).await?;
    let red = store::prefs::get(conn, m.players.red).await?;
    let blue = store::prefs::get(conn, m.players.blue).await?;
    let prefs = ByColor { red, blue };
    let ping =
        ByColor::new_with(|color| prefs.get(color).ping && own != Some(*m.players.get(color)));
    let boards = ByColor::new_with(|color: Color| BoardVoice::of(m, color, prefs.get(color)));
    Ok(Voices {
        thread: ThreadVoice {
            locale: settings.locale,
            discord_locale: settings.discord_locale,
            players: m.players,
            ping,
        },
        boards,
    })
}

/// What a setup editor shows, fixed with the edit that changed it: the arrangement, the
/// selected square, the saved setups its menu offers, and its reader.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditorShown {
    /// The setup string (see [`crate::engine::Deployment`]).
    pub setup: String,
    pub selected: Option<usize>,
    pub ready: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<String>,
    pub variant: crate::engine::Variant,
    /// The reader's saved setups of this variant, by name.
    pub saved: Vec<String>,
    pub voice: BoardVoice,
    /// The game's thread, if it was open (the editor links it).
    pub thread: Option<store::ChannelId>,
}
