//! The whole `gametree analyze`: arbitrary arguments (one per line of the
//! input, a small node cap added) through the same parser and run as the
//! binary. It must never panic; every failure is one short `error:` line;
//! `--trace` has one line per step.

#![no_main]

use gametree::cli::{Request, analyze, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut args = vec!["gametree", "analyze"];
    args.extend(text.split('\n').take(12));
    // Keep each run short: the cap bounds all work, ordering oracle included.
    args.extend(["--max-nodes", "3000"]);
    let request = parse(args.clone());
    let result = match request {
        Ok(Request::Analyze(analyze_args)) => {
            if analyze_args.dot.is_some() {
                return; // no files from a fuzzer
            }
            if analyze_args.pgn.as_deref() == Some(std::path::Path::new("-")) {
                return; // standard input is not the fuzzer's to read
            }
            analyze(&analyze_args)
        }
        Ok(_) => return,
        Err(error) => Err(error),
    };
    if let Err(error) = result {
        let message = error.to_string();
        assert!(!message.contains('\n'), "{args:?}: {message}");
        assert!(!message.chars().any(char::is_control), "{args:?}: {message}");
        assert!(message.chars().count() < 600, "{args:?}: {message}");
    }
});
