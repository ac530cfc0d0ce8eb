//! Colours and sizes. The background is a mid-dark slate so the image reads as a card on both
//! Discord's dark and light themes. Red and blue differ in hue, in lightness, and in shape
//! (red tiles are square with a light rim, blue tiles octagonal with a dark rim), so the armies
//! stay apart for colour-blind players.

pub type Rgb = [u8; 3];

pub const BACKGROUND: Rgb = [0x2b, 0x2f, 0x36];
pub const BOARD: Rgb = [0xa3, 0xb5, 0x76];
pub const GRID: Rgb = [0x74, 0x88, 0x4e];
pub const LAKE: Rgb = [0x5b, 0x8e, 0xa6];
pub const LAKE_WAVE: Rgb = [0x8c, 0xb9, 0xcc];
pub const TEXT: Rgb = [0xe2, 0xe6, 0xee];
pub const TEXT_DIM: Rgb = [0x86, 0x8e, 0x9c];
pub const WHITE: Rgb = [0xff, 0xff, 0xff];
pub const SQUARE_NAME: Rgb = [0x6e, 0x80, 0x48];

pub const RED_FILL: Rgb = [0xd8, 0x4c, 0x3a];
pub const RED_RIM: Rgb = [0xfa, 0xd2, 0xc6];
pub const RED_PATTERN: Rgb = [0xe9, 0x7d, 0x6c];
pub const RED_PIP: Rgb = [0xf0, 0x6a, 0x55];
pub const BLUE_FILL: Rgb = [0x1d, 0x40, 0x86];
pub const BLUE_RIM: Rgb = [0x08, 0x16, 0x33];
pub const BLUE_PATTERN: Rgb = [0x3f, 0x6b, 0xbd];
pub const BLUE_PIP: Rgb = [0x6a, 0x9c, 0xf2];

pub const HIGHLIGHT: Rgb = [0xff, 0xd2, 0x3f];
pub const FROM_TINT: Rgb = [0xe0, 0xcf, 0x6c];
pub const BADGE: Rgb = [0x1b, 0x1d, 0x22];
pub const LOST: Rgb = [0x5d, 0x64, 0x72];
pub const STRIKE: Rgb = [0x14, 0x14, 0x14];

/// Side of one board square, grid line included.
pub const SQ: usize = 44;
/// Side of a piece tile; it sits `TILE_OFFSET` into its square.
pub const TILE: usize = 41;
pub const TILE_OFFSET: usize = 2;
pub const BOARD_SIDE: usize = SQ * 10;

/// Board placement inside every image that shows one.
pub const BOARD_X: usize = 22;
pub const BOARD_Y: usize = 8;
pub const MARGIN_RIGHT: usize = 6;
pub const MARGIN_BOTTOM: usize = 22;

/// The image of a board alone (the replay).
pub const BOARD_IMAGE_W: usize = BOARD_X + BOARD_SIDE + MARGIN_RIGHT;
pub const BOARD_IMAGE_H: usize = BOARD_Y + BOARD_SIDE + MARGIN_BOTTOM;

/// The side panel to the right of the board.
pub const PANEL_X: usize = BOARD_X + BOARD_SIDE + 10;
pub const PANEL_W: usize = 164;
pub const FULL_IMAGE_W: usize = PANEL_X + PANEL_W + MARGIN_RIGHT;

/// Panel columns (x relative to the panel): rank labels, then one column per army.
pub const COL_LABEL_W: usize = 44;
pub const COL_ARMY_X: [usize; 2] = [46, 106];
pub const COL_ARMY_W: usize = 58;
pub const PANEL_HEADER_Y: usize = BOARD_Y + 1;
pub const PANEL_BATTLE_Y: usize = 58;
pub const PANEL_TABLE_Y: usize = 108;
pub const PANEL_ROW_H: usize = 29;
pub const PIP: usize = 7;
pub const PIP_STEP: usize = 10;
pub const RING: usize = 3;

/// Setup image: four rows, then (while incomplete) cells of pieces still to place.
pub const SETUP_ROWS: usize = 4;
pub const SETUP_CELL_H: usize = TILE + 26;
