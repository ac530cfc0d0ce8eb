//! The replay GIF: one global palette (the same as the PNGs'), a full first frame, then per
//! move only the rectangle that changed, with its unchanged pixels see-through so they
//! compress to almost nothing.

use std::borrow::Cow;

use crate::engine::{PlayedMove, Setup};

use super::ReplayStyle;
use super::board;
use super::canvas::Canvas;
use super::palette::CLEAR;
use super::replay::Replay;
use super::sprites::atlas;

/// Every `stride`-th move gets a frame (and always the last): a longer game can be drawn in
/// fewer frames to stay within an upload limit.
pub fn encode(start: &Setup, moves: &[PlayedMove], style: &ReplayStyle, stride: usize) -> Vec<u8> {
    let stride = stride.max(1);
    let atlas = atlas();
    let base = &atlas.board_base[0];
    let mut palette = atlas.palette.concat();
    palette.resize(256 * 3, 0);

    let mut out = Vec::with_capacity(256 * 1024);
    {
        // Writing to memory with a valid size and palette has no failure path.
        let mut encoder = gif::Encoder::new(&mut out, base.w as u16, base.h as u16, &palette)
            .expect("in-memory GIF header cannot fail");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("in-memory GIF cannot fail");

        let mut replay = Replay::new(start);
        let mut shown = frame_of(&replay, style, base);
        let first_delay = if moves.is_empty() {
            style.final_pause_cs
        } else {
            style.start_pause_cs
        };
        let whole = (0, 0, shown.w, shown.h);
        write(
            &mut encoder,
            shown.crop(0, 0, shown.w, shown.h),
            whole,
            first_delay,
            None,
        );
        let mut next = shown.clone();
        for (i, m) in moves.iter().enumerate() {
            replay.play(m);
            let last = i + 1 == moves.len();
            if !last && (i + 1) % stride != 0 {
                continue;
            }
            next.px.copy_from_slice(&base.px);
            board::draw_view(&mut next, replay.view(), style.numbering);
            let delay = if last {
                style.final_pause_cs
            } else {
                style.move_delay_cs
            };
            // A move that changes nothing visible still needs its frame to keep the timing.
            let rect = changed(&shown, &next).unwrap_or((0, 0, 1, 1));
            let pixels = difference(&shown, &next, rect);
            write(&mut encoder, pixels, rect, delay, Some(CLEAR));
            std::mem::swap(&mut shown, &mut next);
        }
    }
    out
}

fn frame_of(replay: &Replay, style: &ReplayStyle, base: &Canvas) -> Canvas {
    let mut c = base.clone();
    board::draw_view(&mut c, replay.view(), style.numbering);
    c
}

fn write<W: std::io::Write>(
    encoder: &mut gif::Encoder<W>,
    pixels: Vec<u8>,
    (x, y, w, h): (usize, usize, usize, usize),
    delay: u16,
    transparent: Option<u8>,
) {
    let frame = gif::Frame {
        left: x as u16,
        top: y as u16,
        width: w as u16,
        height: h as u16,
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent,
        buffer: Cow::Owned(pixels),
        ..gif::Frame::default()
    };
    encoder
        .write_frame(&frame)
        .expect("in-memory GIF frame cannot fail");
}

/// The smallest rectangle holding every pixel that differs, if any does.
fn changed(a: &Canvas, b: &Canvas) -> Option<(usize, usize, usize, usize)> {
    let w = a.w;
    let rows: Vec<usize> = (0..a.h)
        .filter(|&y| a.px[y * w..(y + 1) * w] != b.px[y * w..(y + 1) * w])
        .collect();
    let (&top, &bottom) = (rows.first()?, rows.last()?);
    let (mut left, mut right) = (w, 0);
    for &y in &rows {
        let (ra, rb) = (&a.px[y * w..(y + 1) * w], &b.px[y * w..(y + 1) * w]);
        if let Some(l) = ra.iter().zip(rb).position(|(p, q)| p != q) {
            left = left.min(l);
        }
        if let Some(r) = ra.iter().zip(rb).rposition(|(p, q)| p != q) {
            right = right.max(r);
        }
    }
    Some((left, top, right + 1 - left, bottom + 1 - top))
}

/// `next`'s pixels in `rect`, with those equal to `shown`'s replaced by `CLEAR`.
fn difference(
    shown: &Canvas,
    next: &Canvas,
    (x, y, w, h): (usize, usize, usize, usize),
) -> Vec<u8> {
    let mut out = Vec::with_capacity(w * h);
    for row in y..y + h {
        let range = row * next.w + x..row * next.w + x + w;
        out.extend(
            shown.px[range.clone()]
                .iter()
                .zip(&next.px[range])
                .map(|(&old, &new)| if old == new { CLEAR } else { new }),
        );
    }
    out
}
