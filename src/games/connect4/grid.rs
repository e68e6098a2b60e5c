//! The Connect Four board as a neutral [`Grid`]: 7 columns × 6 rows of
//! holes in a frame, red and yellow discs, each open column a move to click
//! anywhere in it.

use crate::game::MoveCode;
use crate::game::grid::{CellAt, Glyph, Grid, GridMove, GridStyle, Mark, Pick, Seat};

use super::board::{Board, COLUMNS, Disc, ROWS};

/// How `disc` is drawn.
fn grid_mark(disc: Disc) -> Mark {
    let seat = match disc {
        Disc::First => Seat::First,
        Disc::Second => Seat::Second,
    };
    Mark {
        seat,
        glyph: Glyph::Disc,
    }
}

/// The cell of `column`'s disc at `height` (1 the lowest), rows counted
/// from the top.
fn cell_at(column: u8, height: u8) -> CellAt {
    CellAt::new(ROWS - height, column)
}

/// `board` as a grid; `last` is the move into it (a column 0–6).
#[must_use]
pub fn grid(board: Board, last: Option<MoveCode>) -> Grid {
    let to_move = board.to_move();
    let over = super::lines::terminal(board).is_some();
    let moves = if over {
        Vec::new()
    } else {
        board
            .open_columns()
            .map(|column| GridMove {
                mv: MoveCode(u16::from(column)),
                lands: cell_at(column, board.height(column) + 1),
                label: crate::tr!("c4-drop-label", column = column + 1),
                hint: crate::tr!(
                    "c4-drop-hint",
                    colour = grid_mark(to_move).seat.disc_colour()
                ),
            })
            .collect()
    };
    let cells = (0..ROWS)
        .flat_map(|row| (0..COLUMNS).map(move |column| (ROWS - 1 - row, column)))
        .map(|(row, column)| board.at(column, row).map(grid_mark))
        .collect();
    Grid {
        rows: ROWS,
        columns: COLUMNS,
        cells,
        style: GridStyle::Frame,
        highlighted: last
            .and_then(|mv| u8::try_from(mv.0).ok())
            .filter(|&column| board.height(column) > 0)
            .map(|column| cell_at(column, board.height(column)))
            .into_iter()
            .collect(),
        title: crate::tr!(
            "c4-board-title",
            discs = board.moves_played(),
            player = to_move.name()
        ),
        players: [Disc::First, Disc::Second]
            .map(|disc| grid_mark(disc).seat.with_disc_colour(&disc.name())),
        to_move: grid_mark(to_move).seat,
        next_mark: grid_mark(to_move),
        pick: Pick::Column,
        moves,
    }
}

/// The columns played to reach the root (`moves`), then `path`, 1-based.
#[must_use]
pub fn text_after(root: Board, moves: &str, path: &[MoveCode]) -> Option<String> {
    let mut board = root;
    let mut text = moves.to_owned();
    for mv in path {
        if super::lines::terminal(board).is_some() {
            return None;
        }
        let column = u8::try_from(mv.0).ok()?;
        board = board.drop_disc(column)?;
        text.push(char::from(b'1' + column));
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discs_rest_at_the_bottom_and_a_click_drops_in_its_column() {
        let board = super::super::parse::parse("4453").unwrap();
        let grid = grid(board, Some(MoveCode(2)));
        let disc = |row, column| grid.at(CellAt::new(row, column)).map(|mark| mark.seat);
        // Row 5 is the bottom row: columns 4 and 5 by the first player, 3
        // by the second; the second's first disc sits on column 4.
        assert_eq!(disc(5, 3), Some(Seat::First));
        assert_eq!(disc(4, 3), Some(Seat::Second));
        assert_eq!(disc(5, 4), Some(Seat::First));
        assert_eq!(disc(5, 2), Some(Seat::Second));
        assert_eq!(disc(3, 3), None);
        assert_eq!(grid.highlighted, vec![CellAt::new(5, 2)]);
        // A click anywhere in column 4 drops on top of its two discs.
        let drop = grid.move_at(CellAt::new(0, 3)).unwrap();
        assert_eq!(drop.mv, MoveCode(3));
        assert_eq!(drop.lands, CellAt::new(3, 3));
        assert_eq!(
            text_after(board, "4453", &[MoveCode(3)]).as_deref(),
            Some("44534")
        );
    }

    #[test]
    fn a_full_column_is_not_a_move() {
        let board = super::super::parse::parse("111111").unwrap();
        let grid = grid(board, None);
        assert!(grid.move_at(CellAt::new(3, 0)).is_none());
        assert_eq!(text_after(board, "111111", &[MoveCode(0)]), None);
    }
}
