//! Indexed PNG output: the canvas bytes plus the shared palette, no conversion.
//!
//! The `png` crate's own fast mode only run-length codes (it expects filtered photos), which
//! leaves our repeated tiles uncompressed; so the image data is deflated here with real
//! back-references at a low level, and the `png` crate writes the chunks around it.

use std::io::Write;

use super::canvas::Canvas;
use super::theme::Rgb;

/// Deflate effort: low levels already find the repeated tiles; see benches/render.rs.
const LEVEL: u32 = 1;

pub fn encode(canvas: &Canvas, palette: &[Rgb]) -> Vec<u8> {
    // Each row starts with filter byte 0 ("none"): flat palette art gains nothing from filters.
    let mut raw = Vec::with_capacity((canvas.w + 1) * canvas.h);
    for row in canvas.px.chunks(canvas.w) {
        raw.push(0);
        raw.extend_from_slice(row);
    }
    let mut zlib = flate2::write::ZlibEncoder::new(
        Vec::with_capacity(48 * 1024),
        flate2::Compression::new(LEVEL),
    );
    // Writing into memory has no failure path.
    zlib.write_all(&raw).expect("in-memory deflate cannot fail");
    let data = zlib.finish().expect("in-memory deflate cannot fail");

    let mut out = Vec::with_capacity(data.len() + 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.w as u32, canvas.h as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.concat());
    let mut writer = encoder
        .write_header()
        .expect("in-memory PNG header cannot fail");
    writer
        .write_chunk(png::chunk::IDAT, &data)
        .expect("in-memory PNG chunk cannot fail");
    writer.finish().expect("in-memory PNG cannot fail");
    out
}
