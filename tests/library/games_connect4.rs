//! Connect Four: the search's node count to depth 6 from the empty board,
//! four in a row in every direction (and no line that wraps over an edge),
//! and a full column refusing a disc.

use crate::common::search::finished;
use gametree::game::{Game as _, MoveCode, Terminal};
use gametree::games::connect4::board::cell_bit;
use gametree::games::connect4::lines::has_four;
use gametree::games::connect4::{ConnectFour, PositionError, parse::parse};
use gametree::search::{Algorithm, SearchOptions};
use gametree::session::Outcome;

fn search(game: ConnectFour, algorithm: Algorithm, depth: u8) -> Outcome {
    let options = SearchOptions {
        algorithm,
        depth,
        ..SearchOptions::default()
    };
    finished(game, options).outcome().unwrap()
}

#[test]
fn minimax_to_depth_6_enters_every_node() {
    // No game ends before the 7th disc, and every column stays open, so
    // every node has 7 children: 1 + 7 + 7² + … + 7⁶ = 137,257 nodes,
    // 7⁶ = 117,649 of them at the depth limit.
    let outcome = search(ConnectFour::default(), Algorithm::Minimax, 6);
    assert_eq!(outcome.stats.nodes, 137_257);
    assert_eq!(outcome.stats.leaves, 117_649);
    let pruned = search(ConnectFour::default(), Algorithm::AlphaBeta, 6);
    assert_eq!(pruned.value, outcome.value);
    assert!(pruned.stats.nodes < outcome.stats.nodes);
}

/// The ending of the position `text`, checked move by move: no earlier
/// position ended the game.
fn ending(text: &str) -> Option<Terminal> {
    let game = ConnectFour::default();
    let mut state = game.root();
    for (i, c) in text.chars().enumerate() {
        assert_eq!(
            game.terminal(&state),
            None,
            "{text}: over before move {}",
            i + 1
        );
        let column = u16::try_from(c.to_digit(10).unwrap() - 1).unwrap();
        state = game.play(&state, MoveCode(column)).unwrap();
    }
    assert_eq!(parse(text).unwrap(), state);
    game.terminal(&state)
}

#[test]
fn four_in_a_row_wins_in_every_direction() {
    // Each text ends with the first player's winning disc (worked out by
    // hand on a drawn grid, columns 1-based, rows from the bottom).
    // Up column 1: rows 1-4.
    assert_eq!(ending("1212121"), Some(Terminal::FourInARow));
    // Along the bottom row: columns 1-4.
    assert_eq!(ending("1122334"), Some(Terminal::FourInARow));
    // Up-right from the bottom left corner: (1,1) (2,2) (3,3) (4,4).
    assert_eq!(ending("12234434374"), Some(Terminal::FourInARow));
    // Down-right to the bottom right corner, at the right edge:
    // (4,4) (5,3) (6,2) (7,1).
    assert_eq!(ending("76654454514"), Some(Terminal::FourInARow));
    // One disc short of each: no ending.
    assert_eq!(ending("121212"), None);
    assert_eq!(ending("7665445451"), None);
}

#[test]
fn lines_never_wrap_over_an_edge() {
    let cells = |list: &[(u8, u8)]| list.iter().fold(0, |bits, &(c, r)| bits | cell_bit(c, r));
    // Real lines at the edges: the top row's right end, the right column's
    // top, both long diagonals' far ends.
    assert!(has_four(cells(&[(3, 5), (4, 5), (5, 5), (6, 5)])));
    assert!(has_four(cells(&[(6, 2), (6, 3), (6, 4), (6, 5)])));
    assert!(has_four(cells(&[(3, 2), (4, 3), (5, 4), (6, 5)])));
    assert!(has_four(cells(&[(0, 5), (1, 4), (2, 3), (3, 2)])));
    // Four cells that follow each other in some bit layout but wrap over an
    // edge on the board: none is a line.
    let wrapped: [&[(u8, u8)]; 6] = [
        // a row running off the right edge into the next row
        &[(4, 0), (5, 0), (6, 0), (0, 1)],
        // a column running off the top into the next column's bottom
        &[(0, 3), (0, 4), (0, 5), (1, 0)],
        // an up-right diagonal leaving the right edge (row-major layout)
        &[(5, 0), (6, 1), (0, 3), (1, 4)],
        // an up-right diagonal leaving the top (column-major, no guard row)
        &[(0, 4), (1, 5), (3, 0), (4, 1)],
        // a down-right diagonal leaving the bottom into the next column
        &[(0, 2), (1, 1), (2, 0), (2, 5)],
        // a down-right diagonal leaving the right edge
        &[(4, 3), (5, 2), (6, 1), (0, 1)],
    ];
    for list in wrapped {
        assert!(!has_four(cells(list)), "{list:?}");
    }
}

#[test]
fn a_full_column_refuses_a_disc() {
    let game = ConnectFour::from_text("111111").unwrap();
    let state = game.root();
    assert_eq!(game.play(&state, MoveCode(0)), None);
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    assert_eq!(moves, (1..7).map(MoveCode).collect::<Vec<_>>());
    assert_eq!(
        parse("1111111"),
        Err(PositionError::ColumnFull {
            text: "1111111".to_owned(),
            column: 1,
            move_number: 7,
        })
    );
}

#[test]
fn no_move_after_four_in_a_row() {
    let game = ConnectFour::from_text("1212121").unwrap();
    let state = game.root();
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    assert!(moves.is_empty());
    assert_eq!(game.play(&state, MoveCode(3)), None);
}
