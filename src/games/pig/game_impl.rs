//! [`Game`] for [`Pig`]: a decision's moves are `roll` and `hold` (roll
//! only with nothing at stake), a throw's are the faces `1` to `6`, each
//! with weight 1 of 6 ([`Game::chance_total`]); the player to move is
//! the scoreboard's, MAX if it is the root's (a 1 passes the turn, so the
//! players do not simply alternate); the game ends when a player reaches
//! the goal, scored by the evaluation ([`Terminal::GoalReached`]).

use crate::game::grid::Grid;
use crate::game::{Game, MoveCode, MoveTraits, Player, Score, ScoreTerm, Terminal, Wording};

use super::board::{self, Board, FACES, HOLD, ROLL};
use super::{EXACT_DEPTH, Pig, SCALE, eval, grid};

impl Game for Pig {
    type State = Board;

    fn root(&self) -> Board {
        self.root_board()
    }

    fn legal_moves(&self, state: &Board, out: &mut Vec<MoveCode>) {
        out.extend(state.moves(self.goal()));
    }

    fn play(&self, state: &Board, mv: MoveCode) -> Option<Board> {
        state.play(mv, self.goal())
    }

    fn terminal(&self, state: &Board) -> Option<Terminal> {
        state.winner(self.goal()).map(|_| Terminal::GoalReached)
    }

    fn evaluate(&self, state: &Board) -> Score {
        eval::evaluate(*state, self.goal(), self.max_side())
    }

    fn explain(&self, state: &Board) -> Vec<ScoreTerm> {
        eval::explain(*state, self.goal(), self.max_side())
    }

    fn move_traits(&self, _state: &Board, _mv: MoveCode) -> MoveTraits {
        MoveTraits::default()
    }

    fn move_label(&self, _state: &Board, mv: MoveCode) -> String {
        match mv {
            ROLL => "roll".to_owned(),
            HOLD => "hold".to_owned(),
            mv => board::move_face(mv).map_or_else(|| "?".to_owned(), |face| face.to_string()),
        }
    }

    fn wording(&self) -> Wording {
        Wording::PLAYED.with_denominator(SCALE)
    }

    fn move_uci(&self, state: &Board, mv: MoveCode) -> Option<String> {
        Some(self.move_label(state, mv))
    }

    fn position_key(&self, state: &Board) -> u64 {
        state.key()
    }

    fn grid(&self, state: &Board, last: Option<MoveCode>) -> Option<Grid> {
        Some(grid::grid(*state, self.goal(), last))
    }

    fn text_after(&self, path: &[MoveCode]) -> Option<String> {
        let board = crate::game::play_line(self, &self.root_board(), path)?;
        Some(super::parse::text(self.goal(), board))
    }

    fn player(&self, state: &Board) -> Option<Player> {
        Some(if state.to_move() == self.max_side() {
            Player::Max
        } else {
            Player::Min
        })
    }

    fn chance_total(&self, state: &Board) -> Option<u16> {
        (state.is_rolling() && state.winner(self.goal()).is_none()).then_some(u16::from(FACES))
    }

    fn chance_weight(&self, _state: &Board, _mv: MoveCode) -> u16 {
        1
    }

    fn has_chance_nodes(&self) -> bool {
        true
    }

    fn exact_depth(&self) -> Option<u8> {
        Some(EXACT_DEPTH)
    }

    fn value_bounds(&self) -> Option<(Score, Score)> {
        let goal = Score::from(self.goal()) * SCALE;
        Some((-goal, goal))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::play_line;

    fn moves(game: Pig, state: Board) -> Vec<String> {
        let mut out = Vec::new();
        game.legal_moves(&state, &mut out);
        out.iter().map(|&mv| game.move_label(&state, mv)).collect()
    }

    #[test]
    fn decisions_roll_or_hold_and_throws_show_six_faces() {
        let game = Pig::from_text("12-7 a+5").unwrap();
        let root = game.root();
        assert_eq!(moves(game, root), ["roll", "hold"]);
        assert_eq!(game.chance_total(&root), None);
        let thrown = game.play(&root, ROLL).unwrap();
        assert_eq!(moves(game, thrown), ["1", "2", "3", "4", "5", "6"]);
        assert_eq!(game.chance_total(&thrown), Some(6));
        assert_eq!(game.chance_weight(&thrown, MoveCode(3)), 1);
    }

    #[test]
    fn the_player_to_move_follows_the_scoreboard_not_the_ply() {
        let game = Pig::from_text("12-7 a+5").unwrap();
        let root = game.root();
        assert_eq!(game.player(&root), Some(Player::Max));
        // Roll (a chance node: still A's, the roller), then 2: 12 + 7 at
        // stake, below the goal, and A decides again.
        let again = play_line(&game, &root, &[ROLL, board::face_move(2)]).unwrap();
        assert_eq!(game.player(&again), Some(Player::Max));
        // Roll, then 1: B's turn, and B is MIN.
        let passed = play_line(&game, &root, &[ROLL, board::face_move(1)]).unwrap();
        assert_eq!(game.player(&passed), Some(Player::Min));
        assert_eq!(
            game.text_after(&[ROLL, board::face_move(1)]).as_deref(),
            Some("12-7 b")
        );
        assert_eq!(game.text_after(&[HOLD]).as_deref(), Some("17-7 b"));
        assert_eq!(game.text_after(&[HOLD, HOLD]), None);
    }

    #[test]
    fn reaching_the_goal_is_a_scored_ending_worth_the_goal() {
        let game = Pig::from_text("goal 10 6-0 b").unwrap();
        assert_eq!(game.value_bounds(), Some((-10 * SCALE, 10 * SCALE)));
        let root = game.root();
        // B rolls 6, then holds: 6 banked; A rolls 4: 6 + 4 = 10, the goal.
        let line = [ROLL, board::face_move(6), HOLD, ROLL, board::face_move(4)];
        let end = play_line(&game, &root, &line).unwrap();
        assert_eq!(game.terminal(&end), Some(Terminal::GoalReached));
        assert_eq!(
            Terminal::GoalReached.outcome(),
            crate::game::Outcome::Scored
        );
        // MAX is B, and A won.
        assert_eq!(game.evaluate(&end), -10 * SCALE);
        assert!(moves(game, end).is_empty());
        assert_eq!(game.chance_total(&end), None);
    }
}
