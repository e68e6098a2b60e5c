//! [`Game`] for [`ConnectFour`]: a move is a column 0–6 (labelled 1-based,
//! as position text writes it), moves come left to right, and the game ends
//! at the first four in a row or on a full board.

use crate::game::grid::Grid;
use crate::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal};

use super::board::Board;
use super::{ConnectFour, eval, grid, lines};

impl Game for ConnectFour {
    type State = Board;

    fn root(&self) -> Board {
        self.root_board()
    }

    fn legal_moves(&self, state: &Board, out: &mut Vec<MoveCode>) {
        if lines::terminal(*state).is_some() {
            return;
        }
        out.extend(
            state
                .open_columns()
                .map(|column| MoveCode(u16::from(column))),
        );
    }

    fn play(&self, state: &Board, mv: MoveCode) -> Option<Board> {
        if lines::terminal(*state).is_some() {
            return None;
        }
        state.drop_disc(u8::try_from(mv.0).ok()?)
    }

    fn terminal(&self, state: &Board) -> Option<Terminal> {
        lines::terminal(*state)
    }

    fn evaluate(&self, state: &Board) -> Score {
        eval::evaluate(*state, self.max_disc())
    }

    fn explain(&self, state: &Board) -> Vec<ScoreTerm> {
        eval::explain(*state, self.max_disc())
    }

    fn move_traits(&self, _state: &Board, _mv: MoveCode) -> MoveTraits {
        MoveTraits::default()
    }

    fn move_label(&self, _state: &Board, mv: MoveCode) -> String {
        (u32::from(mv.0) + 1).to_string()
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
        grid::text_after(self.root_board(), self.moves(), path)
    }
}
