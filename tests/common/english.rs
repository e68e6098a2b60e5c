//! English words that no German text may hold: the one list every test of
//! "nothing English reaches the user" checks against (the window, the CLI,
//! decks, sheets and the web page).
//!
//! Only words that are not also German are listed (not "in", "so", "was",
//! "die", "Start", "Export", "Position", "Minimax"), and the interfaces
//! that stay English (JSON keys, `--trace` words, file formats, command
//! names) are the caller's to leave out of the text it checks.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

/// Words that are English and not German, lower case.
pub const ENGLISH_WORDS: &[&str] = &[
    "the",
    "is",
    "are",
    "and",
    "with",
    "of",
    "to",
    "for",
    "from",
    "this",
    "that",
    "it",
    "its",
    "has",
    "have",
    "not",
    "can",
    "cannot",
    "be",
    "at",
    "by",
    "on",
    "or",
    "which",
    "when",
    "step",
    "steps",
    "move",
    "moves",
    "value",
    "values",
    "search",
    "searched",
    "searches",
    "cutoff",
    "pruned",
    "node",
    "nodes",
    "leaf",
    "leaves",
    "root",
    "children",
    "child",
    "depth",
    "tree",
    "window",
    "open",
    "save",
    "quit",
    "help",
    "settings",
    "next",
    "previous",
    "hide",
    "view",
    "file",
    "edit",
    "language",
    "board",
    "player",
    "cancel",
    "close",
    "question",
    "answer",
    "correct",
    "wrong",
    "sheet",
    "slides",
    "page",
    "entered",
    "backs",
    "returns",
    "lowest",
    "highest",
    "better",
    "worse",
    "nothing",
    "elsewhere",
    "guaranteed",
];

/// The words of `text` that are in [`ENGLISH_WORDS`], in order (a word is
/// a run of letters, German's included; case is ignored).
#[must_use]
pub fn english_words_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .filter(|word| ENGLISH_WORDS.contains(&word.as_str()))
        .collect()
}

#[test]
fn english_is_found_and_german_is_not() {
    assert_eq!(
        english_words_in("The search enters the root."),
        ["the", "search", "the", "root"]
    );
    assert!(english_words_in("Die Suche beginnt an der Wurzel, α-Schnitt bei 3.").is_empty());
    assert!(english_words_in("Zug, Stellung, Spielbaum; Minimax und Alpha-Beta-Suche.").is_empty());
}
