//! Images from what a viewer knows: private and public boards, setups, replays; and tournament
//! standings and brackets, whose only words are player names.
//!
//! Pure: input is an [`engine::View`](crate::engine::View) (or a player's own deployment, or a
//! finished game) plus display options; output is PNG or GIF bytes. Images carry no words:
//! ranks, symbols, numbers and square names only, so they need no translation.
//!
//! Everything anti-aliased (tiles, glyphs, board squares) is drawn once into sprites sharing a
//! single palette; an image is then only sprite copies into an indexed buffer, encoded as an
//! indexed PNG, or as GIF frames of just the changed rectangle.
//!
//! ```
//! use stratego_bot::engine::{Deployment, Game, Rules, Variant, Viewer, Color};
//! use stratego_bot::render::{self, BoardStyle};
//! let red = Deployment::random(Variant::Classic, 1);
//! let blue = Deployment::random(Variant::Classic, 2);
//! let game = Game::new(Rules::default(), &red, &blue).unwrap();
//! let png = render::board_png(&game.view(Viewer::Player(Color::Blue)), &BoardStyle::default());
//! assert_eq!(&png[1..4], b"PNG");
//! ```

mod board;
mod board_base;
mod bracket;
mod canvas;
mod card;
mod font;
mod gif;
mod guess;
mod heatmap;
mod palette;
mod panel;
mod pieces;
mod png;
mod replay;
mod script;
mod setup_image;
mod sprites;
mod standings;
mod theme;

use crate::engine::{Color, Deployment, PlayedMove, Setup, Variant, View};

pub use crate::engine::Numbering;
pub use card::PLACEHOLDER as NAME_PLACEHOLDER;
pub use guess::{Guessed, guess_png};
pub use heatmap::{GROUPS as HEAT_GROUPS, SetupHeat};
pub use standings::TableLine;

/// How a player likes boards drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BoardStyle {
    pub numbering: Numbering,
}

/// How a replay is drawn and paced (delays in hundredths of a second).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReplayStyle {
    pub numbering: Numbering,
    pub start_pause_cs: u16,
    pub move_delay_cs: u16,
    pub final_pause_cs: u16,
}

impl Default for ReplayStyle {
    fn default() -> Self {
        ReplayStyle {
            numbering: Numbering::default(),
            start_pause_cs: 150,
            move_delay_cs: 50,
            final_pause_cs: 500,
        }
    }
}

/// A board with its side panel, as `view.viewer` may see it: a player's private board (own
/// side at the bottom) or the spectators' public one (red at the bottom).
pub fn board_png(view: &View, style: &BoardStyle) -> Vec<u8> {
    let atlas = sprites::atlas();
    let bottom = board::bottom_of(view.viewer);
    let mut canvas = atlas.full_base[bottom.index()].clone();
    board::draw_view(&mut canvas, view, style.numbering);
    panel::draw(&mut canvas, view, style.numbering);
    png::encode(&canvas, &atlas.palette)
}

/// The board alone, as one replay frame shows it.
pub fn position_png(view: &View, style: &BoardStyle) -> Vec<u8> {
    let atlas = sprites::atlas();
    let bottom = board::bottom_of(view.viewer);
    let mut canvas = atlas.board_base[bottom.index()].clone();
    board::draw_view(&mut canvas, view, style.numbering);
    png::encode(&canvas, &atlas.palette)
}

/// One player's setup (complete or not) on their four home rows, with the pieces still to
/// place below it. Only that player's own information goes in.
pub fn setup_png(
    deployment: &Deployment,
    color: Color,
    variant: Variant,
    numbering: Numbering,
) -> Vec<u8> {
    let canvas = setup_image::draw(deployment, color, variant, numbering);
    png::encode(&canvas, &sprites::atlas().palette)
}

/// Every piece in both numberings with the classic army's counts (for `/help`).
pub fn pieces_png() -> Vec<u8> {
    png::encode(&pieces::draw(), &sprites::atlas().palette)
}

/// The largest file Discord accepts from a bot on a server without boosts (10 MiB), less room
/// for the record and the message around it.
pub const MAX_ATTACHMENT_BYTES: usize = 9 * 1024 * 1024;

/// An animated replay of a finished game: both setups shown, every move with its battles,
/// and a pause on the final position. Only for games that are over (it shows everything).
pub fn replay_gif(start: &Setup, moves: &[PlayedMove], style: &ReplayStyle) -> Vec<u8> {
    gif::encode(start, moves, style, 1)
}

/// [`replay_gif`] no larger than `max_bytes`: a game too long for one frame per move within
/// the limit gets a frame every second move, then every fourth, and so on (the last position
/// always has its frame). None if even one frame per 64 moves does not fit.
pub fn replay_gif_within(
    start: &Setup,
    moves: &[PlayedMove],
    style: &ReplayStyle,
    max_bytes: usize,
) -> Option<Vec<u8>> {
    let mut stride = 1;
    while stride <= 64 {
        let gif = gif::encode(start, moves, style, stride);
        if gif.len() <= max_bytes {
            return Some(gif);
        }
        // Frames cost about the same each: jump straight to a stride that should fit.
        let ratio = gif.len().div_ceil(max_bytes).next_power_of_two();
        stride *= ratio.max(2);
    }
    None
}

/// The full-information view after `moves` from `start`: what the replay's last frame shows.
pub fn replay_view(start: &Setup, moves: &[PlayedMove]) -> View {
    let mut replay = replay::Replay::new(start);
    for m in moves {
        replay.play(m);
    }
    replay.view().clone()
}

/// Setup heat maps: one small map of the home rows for each group in `groups` (indices into
/// [`HEAT_GROUPS`]), each square shaded by the share of games a piece of that group stood there.
pub fn heatmap_png(heat: &SetupHeat, groups: &[usize]) -> Vec<u8> {
    heatmap::png(heat, groups)
}

/// A tournament's standings table. Names the image font cannot draw correctly appear as
/// [`NAME_PLACEHOLDER`]; list them in the message text (see [`name_fits`]).
pub fn standings_png(lines: &[TableLine]) -> Vec<u8> {
    standings::draw(lines)
}

/// A single-elimination bracket, with `name_of` giving each player's display name (drawn
/// under the same rule as in [`standings_png`]).
pub fn bracket_png(
    bracket: &crate::tournament::Bracket,
    name_of: &dyn Fn(crate::tournament::PlayerId) -> String,
) -> Vec<u8> {
    bracket::draw(bracket, name_of)
}

/// A tournament score as the images write it: halves and quarters as ½ and ¼ ("2½").
pub fn format_score(value: f64) -> String {
    card::score(value)
}

/// Whether an image draws `name` itself rather than the placeholder.
pub fn name_fits(name: &str) -> bool {
    script::fits_image_font(name)
}

/// Warms the sprite atlas (a few milliseconds, once), e.g. at bot start.
pub fn prepare() {
    let _ = sprites::atlas();
}
