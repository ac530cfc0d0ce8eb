//! Indexed PNG output: the canvas bytes plus the shared palette, no conversion.

use super::canvas::Canvas;
use super::theme::Rgb;

pub fn encode(canvas: &Canvas, palette: &[Rgb]) -> Vec<u8> {
    let mut out = Vec::with_capacity(48 * 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.w as u32, canvas.h as u32);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.concat());
    // Flat colour areas compress well without filtering; Fast keeps the encode well inside
    // the time budget while staying far below the size budget.
    encoder.set_filter(png::FilterType::NoFilter);
    encoder.set_compression(png::Compression::Fast);
    // Writing to memory with a valid size and palette has no failure path.
    let mut writer = encoder
        .write_header()
        .expect("in-memory PNG header cannot fail");
    writer
        .write_image_data(&canvas.px)
        .expect("in-memory PNG data cannot fail");
    writer.finish().expect("in-memory PNG cannot fail");
    out
}
