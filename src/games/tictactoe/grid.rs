//! The tic-tac-toe board as a neutral [`Grid`]: 3×3 cells on paper, X as a
//! cross and O as a ring, each free cell a move to click.

use crate::game::MoveCode;
use crate::game::grid::{CellAt, Glyph, Grid, GridMove, GridStyle, Pick, Seat};

use super::board::{Board, CELLS, Mark};

/// How `mark` is drawn.
fn grid_mark(mark: Mark) -> crate::game::grid::Mark {
    match mark {
        Mark::X => crate::game::grid::Mark {
            seat: Seat::First,
            glyph: Glyph::Cross,
        },
        Mark::O => crate::game::grid::Mark {
            seat: Seat::Second,
            glyph: Glyph::Ring,
        },
    }
}

/// Cell 0–8 as a row and column.
fn cell_at(cell: u8) -> CellAt {
    CellAt::new(cell / 3, cell % 3)
}

/// `board` as a grid; `last` is the move into it (a cell 0–8).
#[must_use]
pub fn grid(board: Board, last: Option<MoveCode>) -> Grid {
    let to_move = board.to_move();
    let over = super::lines::is_over(board);
    let moves = if over {
        Vec::new()
    } else {
        board
            .empty_cells()
            .map(|cell| GridMove {
                mv: MoveCode(u16::from(cell)),
                lands: cell_at(cell),
                label: crate::tr!("ttt-play-label", mark = to_move.letter(), cell = cell + 1),
                hint: crate::tr!("ttt-play-hint", mark = to_move.letter()),
            })
            .collect()
    };
    Grid {
        rows: 3,
        columns: 3,
        cells: (0..CELLS)
            .map(|cell| board.at(cell).map(grid_mark))
            .collect(),
        style: GridStyle::Paper,
        highlighted: last
            .and_then(|mv| u8::try_from(mv.0).ok())
            .filter(|&cell| cell < CELLS)
            .map(cell_at)
            .into_iter()
            .collect(),
        title: crate::tr!(
            "ttt-board-title",
            position = board.text(),
            mark = to_move.letter()
        ),
        players: [Mark::X, Mark::O].map(|mark| mark.letter().to_string()),
        to_move: grid_mark(to_move).seat,
        next_mark: grid_mark(to_move),
        pick: Pick::Cell,
        moves,
    }
}

/// The position text after playing the cells `path` from `root`.
#[must_use]
pub fn text_after(root: Board, path: &[MoveCode]) -> Option<String> {
    let mut board = root;
    for mv in path {
        if super::lines::is_over(board) {
            return None;
        }
        board = board.place(u8::try_from(mv.0).ok()?)?;
    }
    Some(board.text())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_marks_and_clicks_follow_the_board() {
        let board = super::super::parse::parse("x...o....").unwrap();
        let grid = grid(board, Some(MoveCode(4)));
        assert_eq!(grid.title, "Tic-tac-toe board x...o...., x to move");
        assert_eq!(
            grid.at(CellAt::new(0, 0)).map(|m| m.glyph),
            Some(Glyph::Cross)
        );
        assert_eq!(
            grid.at(CellAt::new(1, 1)).map(|m| m.glyph),
            Some(Glyph::Ring)
        );
        assert_eq!(grid.at(CellAt::new(2, 2)), None);
        assert_eq!(grid.highlighted, vec![CellAt::new(1, 1)]);
        // A taken cell plays nothing; a free one plays its own cell.
        assert!(grid.move_at(CellAt::new(1, 1)).is_none());
        let play = grid.move_at(CellAt::new(2, 0)).unwrap();
        assert_eq!(
            (play.mv, play.label.as_str()),
            (MoveCode(6), "Play x in cell 7")
        );
        assert_eq!(
            text_after(board, &[MoveCode(6)]).as_deref(),
            Some("x...o.x..")
        );
        assert_eq!(text_after(board, &[MoveCode(0)]), None);
    }

    #[test]
    fn a_finished_game_has_no_moves_to_click() {
        let board = super::super::parse::parse("xxxoo....").unwrap();
        assert!(grid(board, None).moves.is_empty());
    }
}
