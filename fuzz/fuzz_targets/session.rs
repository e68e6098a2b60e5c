//! Any bytes as a session file: never a panic; a refusal is one short line
//! without control characters; an accepted file writes back to JSON that
//! reads as the same file, and (for small searches) opens at its step.

#![no_main]

use gametree::session_file::{parse, read_bounded};
use libfuzzer_sys::fuzz_target;

/// Searches larger than this are checked but not run.
const MAX_NODES: u64 = 20_000;

fn refused(message: &str) {
    assert!(!message.contains('\n'), "{message}");
    assert!(!message.chars().any(char::is_control), "{message}");
}

fuzz_target!(|data: &[u8]| {
    let text = match read_bounded(data) {
        Ok(text) => text,
        Err(error) => return refused(&error.to_string()),
    };
    let file = match parse(&text) {
        Ok(file) => file,
        Err(error) => return refused(&error.to_string()),
    };
    let json = file.to_json().expect("a parsed file writes back");
    assert_eq!(parse(&json).ok(), Some(file.clone()), "{json}");
    let prepared = match file.prepare() {
        Ok(prepared) => prepared,
        Err(error) => return refused(&error.to_string()),
    };
    if prepared.options.max_nodes > MAX_NODES {
        return;
    }
    match prepared.session() {
        Ok((session, _)) => assert_eq!(session.cursor(), file.cursor.step),
        Err(error) => refused(&error.to_string()),
    }
});
