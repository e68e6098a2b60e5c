//! Any text as a textbook tree: never a panic or a stack overflow; an
//! accepted tree round-trips through its list form and alpha-beta finds
//! minimax's value on it; a refusal is one short line.

#![no_main]

use gametree::input::AnyGame;
use gametree::search::{Algorithm, SearchEvent, SearchOptions, Stepper};
use gametree::textbook::TextbookTree;
use libfuzzer_sys::fuzz_target;

fn value(game: &AnyGame, algorithm: Algorithm) -> Option<i32> {
    let options = game
        .fit_options(
            SearchOptions {
                algorithm,
                max_nodes: 100_000,
                ..SearchOptions::default()
            },
            false,
        )
        .ok()?;
    let mut stepper = Stepper::new(game, options);
    match stepper.run(game) {
        Some(SearchEvent::Done {
            value,
            truncated: false,
            ..
        }) => Some(value),
        _ => None,
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match TextbookTree::parse(text) {
        Err(error) => {
            let message = error.to_string();
            assert!(!message.contains('\n'), "{message}");
            assert!(!message.chars().any(char::is_control), "{message}");
        }
        Ok(tree) => {
            let list = tree.to_list_string();
            let again = TextbookTree::parse(&list).expect("our own list parses");
            assert_eq!(again.to_list_string(), list);
            let game = AnyGame::Tree(tree);
            let minimax = value(&game, Algorithm::Minimax);
            let alphabeta = value(&game, Algorithm::AlphaBeta);
            if let (Some(a), Some(b)) = (minimax, alphabeta) {
                assert_eq!(a, b, "{list}");
            }
        }
    }
});
