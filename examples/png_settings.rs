// Temporary: compares PNG settings on a rendered board.
use std::time::Instant;
fn main() {
    let bytes = std::fs::read("/tmp/render/red.png").unwrap();
    let dec = png::Decoder::new(&bytes[..]);
    let mut r = dec.read_info().unwrap();
    let mut buf = vec![0; r.output_buffer_size()];
    let info = r.next_frame(&mut buf).unwrap();
    let pal = r.info().palette.clone().unwrap().into_owned();
    let (w, h) = (info.width, info.height);
    for (cn, c) in [
        ("fast", png::Compression::Fast),
        ("default", png::Compression::Default),
        ("best", png::Compression::Best),
    ] {
        for (fname, f) in [
            ("none", png::FilterType::NoFilter),
            ("sub", png::FilterType::Sub),
            ("up", png::FilterType::Up),
            ("paeth", png::FilterType::Paeth),
        ] {
            let t = Instant::now();
            let mut n = 0;
            let mut size = 0;
            while t.elapsed().as_millis() < 300 {
                let mut out = Vec::new();
                let mut e = png::Encoder::new(&mut out, w, h);
                e.set_color(png::ColorType::Indexed);
                e.set_palette(pal.clone());
                e.set_compression(c);
                e.set_filter(f);
                let mut wr = e.write_header().unwrap();
                wr.write_image_data(&buf[..(w * h) as usize]).unwrap();
                wr.finish().unwrap();
                size = out.len();
                n += 1;
            }
            println!(
                "{cn:8} {fname:6} {size:7} bytes {:.3} ms",
                t.elapsed().as_secs_f64() * 1000.0 / n as f64
            );
        }
    }
}
