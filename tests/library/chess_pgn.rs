//! PGN games and move lists: real games load and every position on their
//! move list equals python-chess's; malformed PGN is refused with its line
//! and column; random input never panics.

use gametree::chess::{
    ChessGame, EvalKind, MAX_NESTING, MAX_PGN_BYTES, MAX_PLIES, PgnErrorKind, PgnGame, read_game,
};
use gametree::input::{AnyGame, GameKind};
use proptest::prelude::*;

/// Each game's start position and every move with the FEN after it, as
/// python-chess 1.11.2 reads the games (written by tests/data/pgn/table.py).
const TABLE: &str = include_str!("../data/pgn/table.txt");

fn game_file(name: &str) -> &'static str {
    match name {
        "opera.pgn" => include_str!("../data/pgn/opera.pgn"),
        "opera-end.pgn" => include_str!("../data/pgn/opera-end.pgn"),
        "saavedra.pgn" => include_str!("../data/pgn/saavedra.pgn"),
        other => panic!("no game file {other}"),
    }
}

/// One game of the table: its file, its start FEN, and (SAN, FEN after)
/// for every move.
type TableGame = (String, String, Vec<(String, String)>);

/// The table's games.
fn table() -> Vec<TableGame> {
    let mut games: Vec<TableGame> = Vec::new();
    for line in TABLE.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        match fields.as_slice() {
            ["game", name, fen] => games.push(((*name).to_owned(), (*fen).to_owned(), Vec::new())),
            ["move", san, fen] => games
                .last_mut()
                .unwrap()
                .2
                .push(((*san).to_owned(), (*fen).to_owned())),
            _ => panic!("bad table line {line:?}"),
        }
    }
    games
}

#[test]
fn real_games_match_python_chess_move_by_move() {
    let games = table();
    assert_eq!(games.len(), 3);
    for (name, start, moves) in games {
        let game = PgnGame::parse(game_file(&name)).unwrap();
        assert_eq!(game.start_fen, start, "{name}");
        let ours: Vec<(String, String)> = game
            .moves
            .iter()
            .map(|m| (m.san.clone(), m.fen.clone()))
            .collect();
        assert_eq!(ours, moves, "{name}");
        assert_eq!(game.result.as_deref(), Some("1-0"), "{name}");
        assert_eq!(game.fen_after(0), Some(start.as_str()));
        assert_eq!(game.fen_after(moves.len() + 1), None);
    }
}

#[test]
fn the_opera_game_keeps_its_tags_and_skips_its_variations() {
    let game = PgnGame::parse(game_file("opera.pgn")).unwrap();
    assert_eq!(game.tag("White"), Some("Paul Morphy"));
    assert_eq!(game.moves.len(), 33);
    assert_eq!(game.moves[32].san, "Rd8#");
    // The [FEN] game starts with Black: "15... Nxd7".
    let end = PgnGame::parse(game_file("opera-end.pgn")).unwrap();
    assert_eq!(end.tag("SetUp"), Some("1"));
    assert_eq!(end.last_fen(), game.last_fen());
}

#[test]
fn bare_move_lists_read_from_the_start_position() {
    let uci = PgnGame::parse("e2e4 e7e5 g1f3").unwrap();
    let san = PgnGame::parse("1. e4 e5 2. Nf3").unwrap();
    let glued = PgnGame::parse("1.e4 e5 2.Ng1-f3").unwrap_err();
    assert_eq!(uci.moves, san.moves);
    assert_eq!(
        uci.last_fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!((glued.line, glued.column), (1, 11));
    // Common variants: 0-0, e8Q, missing check marks.
    let castle = PgnGame::parse("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0").unwrap();
    assert_eq!(castle.moves[6].san, "O-O");
    let promote = PgnGame::parse("[FEN \"8/4P3/8/8/8/8/k7/6K1 w - - 0 1\"] 1. e8Q Kb2").unwrap();
    assert_eq!(promote.moves[0].san, "e8=Q");
    let mate = PgnGame::parse("f3 e5 g4 Qh4").unwrap();
    assert_eq!(mate.moves[3].san, "Qh4#");
}

#[test]
fn chess_position_text_takes_a_fen_a_fen_tag_or_a_game() {
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    assert!(read_game(fen).is_none());
    assert!(read_game("8/8/8/8/8/8/8/8 w - - 0 1").is_none());
    let tag = read_game(&format!("[FEN \"{fen}\"]")).unwrap().unwrap();
    assert_eq!(tag.last_fen(), fen);
    for text in [fen.to_owned(), format!("[FEN \"{fen}\"]")] {
        let game = AnyGame::from_position(GameKind::Chess, &text, EvalKind::Material).unwrap();
        assert_eq!(game.position_text(), fen);
    }
    let game = AnyGame::from_position(GameKind::Chess, "e4 c5", EvalKind::Material).unwrap();
    assert_eq!(
        game.position_text(),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    // A bad FEN is still refused as a FEN, a bad move list as PGN.
    let error = AnyGame::from_position(GameKind::Chess, "8/8/8 w - -", EvalKind::Material)
        .unwrap_err()
        .to_string();
    assert!(error.starts_with("invalid FEN: "), "{error}");
    let error = AnyGame::from_position(GameKind::Chess, "e4 e4", EvalKind::Material)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("invalid PGN: line 1, column 4: \"e4\" is not a legal move for Black"),
        "{error}"
    );
}

/// The error's (line, column, kind) for `text`.
fn refused(text: &str) -> (usize, usize, PgnErrorKind) {
    let error = PgnGame::parse(text).unwrap_err();
    (error.line, error.column, error.kind)
}

#[test]
fn bad_san_is_refused_where_it_stands() {
    let (line, column, kind) = refused("[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Zz9");
    assert_eq!((line, column), (4, 8));
    assert_eq!(
        kind,
        PgnErrorKind::NotAMove {
            token: "Zz9".to_owned()
        }
    );
}

#[test]
fn an_illegal_move_is_refused_with_the_position() {
    let text = "1. e4 e5\n  2. Ke3";
    let error = PgnGame::parse(text).unwrap_err();
    assert_eq!((error.line, error.column), (2, 6));
    assert_eq!(
        error.to_string(),
        "line 2, column 6: \"Ke3\" is not a legal move for White in \
         \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\""
    );
}

#[test]
fn an_ambiguous_move_names_its_candidates() {
    let (line, column, kind) = refused("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2");
    assert_eq!((line, column), (2, 4));
    assert_eq!(
        kind,
        PgnErrorKind::Ambiguous {
            token: "Nd2".to_owned(),
            candidates: vec!["Nbd2".to_owned(), "Nfd2".to_owned()]
        }
    );
}

#[test]
fn an_unclosed_comment_is_refused_where_it_opens() {
    assert_eq!(
        refused("1. e4 e5\n2. Nf3 { a comment\nthat never ends"),
        (2, 8, PgnErrorKind::UnclosedComment)
    );
}

#[test]
fn an_unclosed_variation_is_refused_where_it_opens() {
    assert_eq!(
        refused("1. e4 e5 (1... c5 2. Nf3 (2. c3)\n2. Nf3"),
        (1, 10, PgnErrorKind::UnclosedVariation)
    );
    assert_eq!(refused("1. e4 ) e5"), (1, 7, PgnErrorKind::StrayParen));
}

#[test]
fn a_bad_tag_is_refused_and_quoted() {
    let error = PgnGame::parse("[Event \"Paris\"]\n[White Morphy]\n1. e4").unwrap_err();
    assert_eq!((error.line, error.column), (2, 1));
    assert_eq!(
        error.to_string(),
        "line 2, column 1: bad tag \"[White Morphy]\"; a tag is written [Name \"value\"]"
    );
    assert_eq!(
        refused("[Event \"Paris]\n1. e4"),
        (1, 8, PgnErrorKind::UnclosedString)
    );
}

#[test]
fn a_bad_fen_tag_is_refused_with_the_fen_rule() {
    let error =
        PgnGame::parse("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. Kd2").unwrap_err();
    assert_eq!((error.line, error.column), (2, 6));
    assert!(matches!(error.kind, PgnErrorKind::BadFen(_)), "{error}");
    assert!(error.to_string().contains("king"), "{error}");
}

#[test]
fn limits_stop_long_deep_and_endless_input() {
    let long = "e4 ".repeat(MAX_PGN_BYTES / 3 + 1);
    assert!(matches!(refused(&long).2, PgnErrorKind::TooLong { .. }));
    let deep = format!("1. e4 {}", "(".repeat(MAX_NESTING + 1));
    assert_eq!(
        refused(&deep),
        (
            1,
            7 + MAX_NESTING,
            PgnErrorKind::TooDeep { limit: MAX_NESTING }
        )
    );
    // Knights back and forth: as many plies as allowed, then no more.
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(MAX_PLIES / 4);
    assert_eq!(PgnGame::parse(&shuffle).unwrap().moves.len(), MAX_PLIES);
    let (_, _, kind) = refused(&format!("{shuffle} Nf3"));
    assert_eq!(kind, PgnErrorKind::TooManyMoves { limit: MAX_PLIES });
    assert_eq!(refused("  "), (1, 1, PgnErrorKind::Empty));
}

#[test]
fn quotes_in_errors_are_short_and_escaped() {
    let token = format!("Q{}\u{1b}\u{7}", "x".repeat(200));
    let message = PgnGame::parse(&format!("1. e4 {token}"))
        .unwrap_err()
        .to_string();
    assert!(message.contains("(203 characters)"), "{message}");
    assert!(!message.chars().any(char::is_control), "{message}");
}

/// Every accepted game's positions are valid FENs; nothing panics.
fn exercise(text: &str) {
    if let Ok(game) = PgnGame::parse(text) {
        for ply in 0..=game.moves.len() {
            let fen = game.fen_after(ply).unwrap();
            ChessGame::from_fen(fen, EvalKind::Material).unwrap();
        }
    }
    // A game read or refused: a refusal says where, in one short line.
    if let Some(Err(error)) = read_game(text) {
        let message = error.to_string();
        assert!(
            !message.is_empty() && !message.contains(['\n', '\r']),
            "{message:?}"
        );
        // The input is quoted at most 60 characters long; the longest rule
        // explained is under 300.
        assert!(message.chars().count() <= 400, "{message:?}");
    }
}

/// PGN-ish tokens to make soup from.
const TOKENS: &[&str] = &[
    "1.",
    "2...",
    "e4",
    "e5",
    "Nf3",
    "Nc6",
    "Bb5",
    "a6",
    "O-O",
    "0-0-0",
    "exd5",
    "d5",
    "Qh5",
    "e8=Q",
    "f1g1",
    "$1",
    "!?",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "\"",
    "\\",
    ";",
    "\n",
    "%",
    "1-0",
    "*",
    "[FEN \"",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    "\"]",
    "[SetUp \"1\"]",
    "é",
    "\u{0}",
    " ",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3_000))]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        exercise(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn token_soup_never_panics(picks in prop::collection::vec(0..TOKENS.len(), 0..60)) {
        let text: Vec<&str> = picks.iter().map(|&i| TOKENS[i]).collect();
        exercise(&text.join(" "));
        exercise(&text.concat());
    }
}
