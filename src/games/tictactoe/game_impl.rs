//! [`Game`] for [`TicTacToe`]: a move is a cell 0–8 (labelled by its mark
//! and 1-based cell, `x5`), moves come in cell order, and the game ends at
//! the first line or on a full board.

use crate::game::grid::Grid;
use crate::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal};

use super::board::Board;
use super::{TicTacToe, eval, grid, lines};

impl Game for TicTacToe {
    type State = Board;

    fn root(&self) -> Board {
        self.root_board()
    }

    fn legal_moves(&self, state: &Board, out: &mut Vec<MoveCode>) {
        if lines::is_over(*state) {
            return;
        }
        out.extend(state.empty_cells().map(|cell| MoveCode(u16::from(cell))));
    }

    fn play(&self, state: &Board, mv: MoveCode) -> Option<Board> {
        if lines::is_over(*state) {
            return None;
        }
        state.place(u8::try_from(mv.0).ok()?)
    }

    fn terminal(&self, state: &Board) -> Option<Terminal> {
        lines::terminal(*state)
    }

    fn evaluate(&self, state: &Board) -> Score {
        eval::evaluate(*state, self.max_mark())
    }

    fn explain(&self, state: &Board) -> Vec<ScoreTerm> {
        eval::explain(*state, self.max_mark())
    }

    fn move_traits(&self, _state: &Board, _mv: MoveCode) -> MoveTraits {
        MoveTraits::default()
    }

    fn move_label(&self, state: &Board, mv: MoveCode) -> String {
        format!("{}{}", state.to_move().letter(), u32::from(mv.0) + 1)
    }

    fn move_uci(&self, _state: &Board, mv: MoveCode) -> Option<String> {
        Some((u32::from(mv.0) + 1).to_string())
    }

    fn position_key(&self, state: &Board) -> u64 {
        state.key()
    }

    fn grid(&self, state: &Board, last: Option<MoveCode>) -> Option<Grid> {
        Some(grid::grid(*state, last))
    }

    fn text_after(&self, path: &[MoveCode]) -> Option<String> {
        grid::text_after(self.root_board(), path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_come_in_cell_order_and_stop_at_a_line() {
        let game = TicTacToe::default();
        let mut moves = Vec::new();
        game.legal_moves(&game.root(), &mut moves);
        assert_eq!(moves, (0..9).map(MoveCode).collect::<Vec<_>>());

        // X has the top row: O may not move.
        let won = TicTacToe::from_text("xxxoo....").unwrap();
        let state = won.root();
        moves.clear();
        won.legal_moves(&state, &mut moves);
        assert!(moves.is_empty());
        assert_eq!(won.play(&state, MoveCode(8)), None);
        assert_eq!(won.terminal(&state), Some(Terminal::ThreeInARow));
    }

    #[test]
    fn labels_name_the_mark_and_the_cell() {
        let game = TicTacToe::default();
        assert_eq!(game.move_label(&game.root(), MoveCode(4)), "x5");
        let after = game.play(&game.root(), MoveCode(4)).unwrap();
        assert_eq!(game.move_label(&after, MoveCode(0)), "o1");
    }
}
