//! Textbook trees with chance nodes: the input is either text as typed or,
//! when its first byte is NUL, a string of tokens of the tree syntax
//! (`chance(`, `0.0699`, `1/3`, `[`, a leaf …), one per byte, so that most
//! runs reach the probabilities and the value unit rather than stop at the
//! first bracket. Never a panic; a refusal is one short line; an accepted
//! tree round-trips through its list form, and Star1 with the tree's own
//! least and greatest leaf as bounds finds expectimax's value, fail-soft
//! and fail-hard alike.

#![no_main]

use gametree::game::Game as _;
use gametree::input::AnyGame;
use gametree::search::{Algorithm, FailMode, SearchEvent, SearchOptions, Stepper};
use gametree::textbook::TextbookTree;
use libfuzzer_sys::fuzz_target;

/// The pieces a token input is made of.
const TOKENS: [&str; 32] = [
    "[", "]", ",", "chance", "chance(", ")", "max", "min", "0", "1", "2", "3", "13", "-7",
    "99000", "-99000", "0.5", ".25", "0.0699", "0.9301", "0.1", "0.9", "1/3", "2/3", "1/6",
    "1/65535", "65534/65535", "0.0001", "0.9999", " ", "chance[", "1/7",
];

fn value(game: &AnyGame, options: SearchOptions) -> Option<i32> {
    let options = game.fit_options(options, false).ok()?;
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

fn text_of(data: &[u8]) -> Option<String> {
    match data.split_first() {
        Some((0, tokens)) => Some(
            tokens
                .iter()
                .map(|&byte| TOKENS[usize::from(byte) % TOKENS.len()])
                .collect(),
        ),
        _ => std::str::from_utf8(data).ok().map(str::to_owned),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some(text) = text_of(data) else {
        return;
    };
    let tree = match TextbookTree::parse(&text) {
        Ok(tree) => tree,
        Err(error) => {
            let message = error.to_string();
            assert!(!message.contains('\n'), "{message}");
            assert!(!message.chars().any(char::is_control), "{message}");
            assert!(message.chars().count() < 600, "{message}");
            return;
        }
    };
    let list = tree.to_list_string();
    let again = TextbookTree::parse(&list).expect("our own list parses");
    assert_eq!(again.to_list_string(), list);
    if !tree.has_chance() {
        return;
    }
    let game = AnyGame::Tree(tree);
    let search = |algorithm, fail| SearchOptions {
        algorithm,
        fail,
        bounds: (algorithm == Algorithm::Star1)
            .then(|| game.value_bounds())
            .flatten(),
        max_nodes: 100_000,
        ..SearchOptions::default()
    };
    let Some(expectimax) = value(&game, search(Algorithm::Expectimax, FailMode::Soft)) else {
        return;
    };
    for fail in [FailMode::Soft, FailMode::Hard] {
        if let Some(star1) = value(&game, search(Algorithm::Star1, fail)) {
            assert_eq!(star1, expectimax, "{list} {fail:?}");
        }
    }
});
