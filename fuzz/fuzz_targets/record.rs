#![no_main]

use libfuzzer_sys::fuzz_target;
use stratego_bot::record::{GameRecord, gravon};

// Every parser takes any input without panicking, and whatever our parser accepts
// replays without panicking and writes back to text that parses to the same record.
fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = gravon::parse_xml(&text);
    let _ = gravon::parse_gsn(&text);
    if let Ok(record) = GameRecord::parse(&text) {
        let _ = record.replay(&record.rules);
        assert_eq!(GameRecord::parse(&record.to_text()).as_ref(), Ok(&record));
    }
});
