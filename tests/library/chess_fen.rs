//! FEN validation and writing: every rule rejects with a message naming its
//! field, tricky valid FENs are accepted, and our writer reproduces them.

use gametree::chess::{ChessGame, EvalKind, START_FEN};
use gametree::game::{Game as _, MoveCode};

/// Splits `a || b || …` lines, skipping blanks and `#` comments.
fn table(text: &str) -> Vec<Vec<&str>> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split(" || ").collect())
        .collect()
}

#[test]
fn every_invalid_fen_is_rejected_with_a_message_naming_its_field() {
    let rows = table(include_str!("../data/chess_invalid_fens.txt"));
    assert!(rows.len() >= 50);
    for row in rows {
        let [fen, expected] = row[..] else {
            panic!("bad table row {row:?}");
        };
        match ChessGame::from_fen(fen, EvalKind::Material) {
            Ok(_) => panic!("accepted invalid FEN {fen:?}"),
            Err(e) => {
                let msg = e.to_string();
                assert!(
                    msg.contains(expected),
                    "FEN {fen:?}\n  message: {msg}\n  expected to contain: {expected}"
                );
                let fields = [
                    "placement",
                    "rank ",
                    "side to move",
                    "castling",
                    "en passant",
                    "halfmove clock",
                    "fullmove number",
                    "position",
                ];
                assert!(
                    fields.iter().any(|f| msg.starts_with(f)),
                    "message does not start with a field name: {msg}"
                );
            }
        }
    }
}

#[test]
fn the_unsound_inputs_of_chess_crate_md_are_all_rejected() {
    let bad = [
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/8 w - - 0 1",
        "//////// w - - 0 1",
        "4k3/pppppppp/pppppppp/pppppppp/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/3pP3/8/8/8/r3K3 w - d6 0 1",
        "4k3/8/8/8/8/8/8/4K3r w - - 0 1",
        "4k3/8/54/8/8/8/8/4K3 w - - 0 1",
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - e9 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - z3 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - e3x 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - é 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - e3 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w XYZ - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KKKK - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
        "4k3/8/8/8/8/8/8/4K3 w - - x 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999",
    ];
    for fen in bad {
        assert!(
            ChessGame::from_fen(fen, EvalKind::Material).is_err(),
            "accepted {fen:?}"
        );
    }
}

#[test]
fn valid_fens_are_accepted_and_written_back_normalised() {
    let rows = table(include_str!("../data/chess_valid_fens.txt"));
    assert!(rows.len() >= 10);
    for row in rows {
        let [fen, expected] = row[..] else {
            panic!("bad table row {row:?}");
        };
        let game = ChessGame::from_fen(fen, EvalKind::Pst)
            .unwrap_or_else(|e| panic!("rejected valid FEN {fen:?}: {e}"));
        assert_eq!(ChessGame::fen(&game.root()), expected.trim(), "for {fen:?}");
        // Our output parses again to the same FEN.
        let again = ChessGame::from_fen(&game.root_fen(), EvalKind::Pst).unwrap();
        assert_eq!(again.root_fen(), expected.trim());
    }
}

fn play_uci(game: &ChessGame, moves: &[&str]) -> gametree::chess::ChessState {
    let mut state = game.root();
    for text in moves {
        let mv = ChessGame::parse_move(&state, text).unwrap_or_else(|| panic!("no move {text}"));
        state = game
            .play(&state, mv)
            .unwrap_or_else(|| panic!("{text} refused"));
    }
    state
}

#[test]
fn the_en_passant_field_follows_double_pushes() {
    let game = ChessGame::start(EvalKind::Material);
    // No black pawn can take on e3: the legal-capture convention writes "-".
    let s = play_uci(&game, &["e2e4"]);
    assert_eq!(
        ChessGame::fen(&s),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let s = play_uci(&game, &["e2e4", "d7d5", "e4e5", "f7f5"]);
    assert_eq!(
        ChessGame::fen(&s),
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
    );
    // The crate writes d5-style squares; ours reads back to the same position.
    let back = ChessGame::from_fen(&ChessGame::fen(&s), EvalKind::Material).unwrap();
    assert_eq!(back.root(), s);
    let s = play_uci(&game, &["e2e4", "d7d5", "e4e5", "f7f5", "e5f6"]);
    assert_eq!(
        ChessGame::fen(&s),
        "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
}

#[test]
fn counters_follow_the_moves() {
    let game = ChessGame::start(EvalKind::Material);
    let s = play_uci(&game, &["Nf3", "Nf6", "Ng1", "Ng8"]);
    assert_eq!((s.halfmove_clock(), s.fullmove_number()), (4, 3));
    let s = play_uci(&game, &["Nf3", "Nf6", "Ng1", "e5"]);
    assert_eq!((s.halfmove_clock(), s.fullmove_number()), (0, 3));
    assert!(ChessGame::fen(&s).ends_with(" 0 3"));
}

#[test]
fn start_fen_matches_start() {
    let a = ChessGame::from_fen(START_FEN, EvalKind::Material).unwrap();
    let b = ChessGame::start(EvalKind::Material);
    assert_eq!(a.root(), b.root());
    assert_eq!(b.root_fen(), START_FEN);
}

#[test]
fn illegal_moves_are_refused_by_play() {
    let game = ChessGame::start(EvalKind::Material);
    let root = game.root();
    let code = |from: u16, to: u16, promo: u16| MoveCode(from | (to << 6) | (promo << 12));
    assert!(game.play(&root, code(12, 28, 0)).is_some()); // e2e4
    assert!(game.play(&root, code(12, 36, 0)).is_none()); // e2e5
    assert!(game.play(&root, code(28, 36, 0)).is_none()); // empty square
    assert!(game.play(&root, code(60, 52, 0)).is_none()); // black piece
    assert!(game.play(&root, code(12, 28, 4)).is_none()); // promotion bits
    assert!(game.play(&root, code(12, 28, 7)).is_none()); // bad promotion
    assert!(game.play(&root, MoveCode(u16::MAX)).is_none());
}
