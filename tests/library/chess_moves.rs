//! Moves through the `Game` trait: perft, SAN, terminal detection, evaluation,
//! move traits and transposition keys.

use gametree::chess::{ChessGame, ChessState, EvalKind, PieceKind, Side, Square};
use gametree::game::{Game as _, MoveCode, Terminal};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn game(fen: &str) -> ChessGame {
    ChessGame::from_fen(fen, EvalKind::Material).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn perft(game: &ChessGame, state: &ChessState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            perft(
                game,
                &game.play(state, mv).expect("generated move"),
                depth - 1,
            )
        })
        .sum()
}

/// `perft!(name, fen, [counts…])`: one test per position, depth 1 upwards.
macro_rules! perft {
    ($name:ident, $fen:expr, [$($count:expr),+]) => {
        #[test]
        fn $name() {
            let g = game($fen);
            let expected = [$($count),+];
            for (depth, &count) in (1..).zip(expected.iter()) {
                assert_eq!(perft(&g, &g.root(), depth), count, "depth {depth}");
            }
        }
    };
}

perft!(
    perft_start,
    gametree::chess::START_FEN,
    [20, 400, 8_902, 197_281]
);
perft!(perft_kiwipete, KIWIPETE, [48, 2_039, 97_862]);
// Chess Programming Wiki position 3 (en passant and pins) and 5 (promotions).
perft!(
    perft_position3,
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    [14, 191, 2_812, 43_238]
);
perft!(
    perft_position5,
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    [44, 1_486, 62_379]
);

fn code_of_uci(uci: &str) -> MoveCode {
    let sq = |s: &str| u16::from(Square::from_name(s).unwrap().0);
    let promo = match uci.as_bytes().get(4) {
        None => 0,
        Some(b'n') => 1,
        Some(b'b') => 2,
        Some(b'r') => 3,
        Some(_) => 4,
    };
    MoveCode(sq(&uci[0..2]) | (sq(&uci[2..4]) << 6) | (promo << 12))
}

#[test]
fn san_table() {
    let rows: Vec<Vec<&str>> = include_str!("../data/chess_san.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split(" || ").collect())
        .collect();
    assert!(rows.len() >= 20);
    for row in rows {
        let [fen, uci, san] = row[..] else {
            panic!("bad row {row:?}");
        };
        let g = game(fen);
        let root = g.root();
        let mv = code_of_uci(uci);
        assert_eq!(g.move_label(&root, mv), san, "{fen} {uci}");
        assert_eq!(g.move_uci(&root, mv).as_deref(), Some(uci));
        if san == uci {
            assert!(g.play(&root, mv).is_none());
        } else {
            // Legal: SAN and UCI both parse back to the same code.
            assert_eq!(ChessGame::parse_move(&root, san), Some(mv), "{fen} {san}");
            assert_eq!(ChessGame::parse_move(&root, uci), Some(mv), "{fen} {uci}");
        }
    }
}

#[test]
fn every_san_is_unique_and_parses_back() {
    for fen in [
        gametree::chess::START_FEN,
        KIWIPETE,
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
    ] {
        let g = game(fen);
        let root = g.root();
        let mut moves = Vec::new();
        g.legal_moves(&root, &mut moves);
        let mut labels: Vec<String> = moves.iter().map(|&m| g.move_label(&root, m)).collect();
        for (&mv, label) in moves.iter().zip(&labels) {
            assert_eq!(ChessGame::parse_move(&root, label), Some(mv));
        }
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), moves.len());
    }
}

#[test]
fn parse_move_is_lenient_about_notation() {
    let g = game("4k2r/1P6/8/8/8/8/8/R3K2R w KQk - 0 1");
    let root = g.root();
    let castle = ChessGame::parse_move(&root, "O-O").unwrap();
    assert_eq!(ChessGame::parse_move(&root, "0-0"), Some(castle));
    assert_eq!(ChessGame::parse_move(&root, "e1g1"), Some(castle));
    let promo = ChessGame::parse_move(&root, "b8=Q+").unwrap();
    assert_eq!(ChessGame::parse_move(&root, "b8Q"), Some(promo));
    assert_eq!(ChessGame::parse_move(&root, "b7b8q"), Some(promo));
    assert_eq!(ChessGame::move_squares(promo), (Square(49), Square(57)));
    assert_eq!(ChessGame::parse_move(&root, "b8=K"), None);
    assert_eq!(ChessGame::parse_move(&root, "Nf3"), None);
    assert_eq!(ChessGame::parse_move(&root, ""), None);
}

#[test]
fn terminal_positions() {
    let cases = [
        (
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            Some(Terminal::Checkmate),
        ),
        ("6k1/5ppp/8/8/8/8/8/R3K3 b - - 0 1", None),
        (
            "R5k1/5ppp/8/8/8/8/8/4K3 b - - 100 1",
            Some(Terminal::Checkmate),
        ),
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Some(Terminal::Stalemate)),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Some(Terminal::InsufficientMaterial),
        ),
        (
            "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
            Some(Terminal::InsufficientMaterial),
        ),
        (
            "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
            Some(Terminal::InsufficientMaterial),
        ),
        ("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1", None),
        ("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", None),
        ("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", None),
        (
            "4k3/8/8/8/8/8/8/R3K3 w - - 100 80",
            Some(Terminal::FiftyMoveRule),
        ),
        (gametree::chess::START_FEN, None),
    ];
    for (fen, expected) in cases {
        let g = game(fen);
        assert_eq!(g.terminal(&g.root()), expected, "{fen}");
    }
}

#[test]
fn checked_king_and_pieces() {
    let g = game("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    let root = g.root();
    assert_eq!(ChessGame::checked_king(&root), Some(Square(4)));
    assert_eq!(ChessGame::side_to_move(&root), Side::White);
    let pieces = ChessGame::pieces(&root);
    let h4 = Square::from_name("h4").unwrap();
    assert_eq!(
        pieces[h4.index()].map(|p| (p.side, p.kind)),
        Some((Side::Black, PieceKind::Queen))
    );
    assert_eq!(pieces.iter().flatten().count(), 32);
    assert_eq!(
        ChessGame::checked_king(&ChessGame::start(EvalKind::Material).root()),
        None
    );
}

#[test]
fn material_and_pst_evaluation() {
    for kind in [EvalKind::Material, EvalKind::Pst] {
        let g = ChessGame::start(kind);
        assert_eq!(g.evaluate(&g.root()), 0, "{kind}");
        let g = ChessGame::from_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
            kind,
        )
        .unwrap();
        assert_eq!(g.evaluate(&g.root()), 0, "{kind}");
    }
    // White is a queen up; MAX is whoever moves at the root.
    let white = ChessGame::from_fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", EvalKind::Material).unwrap();
    assert_eq!(white.evaluate(&white.root()), 9);
    let black = ChessGame::from_fen("4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", EvalKind::Material).unwrap();
    assert_eq!(black.root_side(), Side::Black);
    assert_eq!(black.evaluate(&black.root()), -9);
    let terms = black.explain(&black.root());
    let labels: Vec<&str> = terms.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(
        labels,
        ["White material", "Black material", "Total (MAX's view)"]
    );
    assert_eq!(
        terms.iter().map(|t| t.value).collect::<Vec<_>>(),
        [9, 0, -9]
    );
    // Values: P1 N3 B3 R5 Q9.
    let g = ChessGame::from_fen("4k3/8/8/8/8/8/P7/NBRQK3 w - - 0 1", EvalKind::Material).unwrap();
    assert_eq!(g.evaluate(&g.root()), 1 + 3 + 3 + 5 + 9);
    // Centipawns plus tables: a central knight beats a knight in the corner.
    let pst = |fen| {
        let g = ChessGame::from_fen(fen, EvalKind::Pst).unwrap();
        g.evaluate(&g.root())
    };
    assert!(pst("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1") > pst("4k3/8/8/8/8/8/8/N3K3 w - - 0 1"));
    assert!((300..=360).contains(&pst("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1")));
    let g = ChessGame::from_fen("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", EvalKind::Pst).unwrap();
    let terms = g.explain(&g.root());
    assert_eq!(terms[2].label, "Piece-square total");
    assert_eq!(terms.last().map(|t| t.value), Some(g.evaluate(&g.root())));
}

#[test]
fn move_traits_rank_captures() {
    let g = game(KIWIPETE);
    let root = g.root();
    let t = g.move_traits(&root, code_of_uci("f3h3"));
    assert_eq!((t.victim, t.attacker, t.forward), (1, 9, false));
    let t = g.move_traits(&root, code_of_uci("d5d6"));
    assert_eq!((t.victim, t.attacker, t.forward), (0, 1, true));
    let t = g.move_traits(&root, code_of_uci("e5f7"));
    assert_eq!((t.victim, t.attacker), (1, 3));
    let t = g.move_traits(&root, code_of_uci("e1d1"));
    assert_eq!((t.victim, t.attacker, t.forward), (0, 10, false));
    let ep = game("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    let t = ep.move_traits(&ep.root(), code_of_uci("e5f6"));
    assert!(t.is_capture() && t.victim == 1);
    let black = game("4k3/8/8/8/8/8/4p3/R3K3 b - - 0 1");
    let t = black.move_traits(&black.root(), code_of_uci("e8e7"));
    assert!(t.forward);
}

#[test]
fn position_keys_separate_late_clocks_only() {
    let key = |fen: &str| {
        let g = game(fen);
        g.position_key(&g.root())
    };
    let base = "4k3/8/8/8/8/8/8/R3K3 w - -";
    assert_eq!(key(&format!("{base} 10 40")), key(&format!("{base} 20 40")));
    assert_eq!(key(&format!("{base} 60 40")), key(&format!("{base} 0 1")));
    assert_ne!(key(&format!("{base} 61 40")), key(&format!("{base} 62 40")));
    assert_ne!(key(&format!("{base} 61 40")), key(&format!("{base} 10 40")));
    assert_ne!(key(base), key("4k3/8/8/8/8/8/8/R3K3 b - -"));
}

#[test]
fn chess_state_stays_small() {
    // The crate's board is 104 bytes; the two counters fit in the padding.
    assert!(std::mem::size_of::<ChessState>() <= 112);
}
