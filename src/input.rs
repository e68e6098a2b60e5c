//! `AnyGame`: what is searched, behind one type, so that both front ends
//! drive a single `Session<AnyGame>`: a chess position, a textbook tree, a
//! tic-tac-toe or a Connect Four position. This file is the games'
//! registration: a game lives in its own folder and is added here (a
//! variant, its [`GameKind`], and the lines of [`each_game!`]); the front
//! ends ask [`AnyGame`] what they need and match on no game.

use crate::chess::{ChessGame, ChessState, EvalKind, FenError, PgnError, read_game};
use crate::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal, Wording};
use crate::games::GameInfo;
use crate::games::connect4::{self, ConnectFour};
use crate::games::tictactoe::{self, TicTacToe};
use crate::grid::Grid;
use crate::search::SearchOptions;
use crate::textbook::{TextbookTree, TreeParseError};

/// What the user asked to search.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// A chess position.
    Chess(ChessGame),
    /// A textbook tree.
    Tree(TextbookTree),
    /// A tic-tac-toe position.
    TicTacToe(TicTacToe),
    /// A Connect Four position.
    ConnectFour(ConnectFour),
}

/// A position of an [`AnyGame`].
#[derive(Clone, Debug)]
pub enum AnyState {
    /// A chess position.
    Chess(ChessState),
    /// A node of a textbook tree.
    Tree(u32),
    /// A tic-tac-toe board.
    TicTacToe(tictactoe::Board),
    /// A Connect Four board.
    ConnectFour(connect4::Board),
}

/// Which game is searched: the name the command line (`--game`) and session
/// files use for it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum GameKind {
    /// Chess, from a FEN.
    #[default]
    Chess,
    /// A textbook tree, from its nested list.
    Tree,
    /// Tic-tac-toe, from 9 characters `x`, `o`, `.`.
    TicTacToe,
    /// Connect Four, from the columns played.
    ConnectFour,
}

impl GameKind {
    /// Every game, in the order menus list them.
    pub const ALL: [Self; 4] = [Self::Chess, Self::Tree, Self::TicTacToe, Self::ConnectFour];

    /// How the game presents itself: the `INFO` in its folder.
    #[must_use]
    pub fn info(self) -> &'static GameInfo {
        match self {
            Self::Chess => &crate::chess::INFO,
            Self::Tree => &crate::textbook::INFO,
            Self::TicTacToe => &tictactoe::INFO,
            Self::ConnectFour => &connect4::INFO,
        }
    }

    /// The game's name on the command line and in files: `chess`, `tree`,
    /// `tictactoe`, `connect4`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The game named `name` ([`Self::name`]).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The depth searched when none is chosen: 3 plies for chess (the
    /// command line's default since the start), the whole game (9 plies)
    /// for tic-tac-toe, so that its value is the game's true value, and 4
    /// plies for Connect Four, a tree small enough to read (2,801 nodes with
    /// minimax from the empty board). A textbook tree is always searched to
    /// its leaves, whatever this says.
    #[must_use]
    pub fn default_depth(self) -> u8 {
        self.info().default_depth
    }

    /// The position a game starts from when none is given: the start
    /// position, the empty board; `None` for a textbook tree, which must be
    /// given.
    #[must_use]
    pub fn start_text(self) -> Option<String> {
        self.info().start.map(|start| start.text.to_owned())
    }

    /// The game's name for people: `Chess`, `Tic-tac-toe`.
    #[must_use]
    pub fn title(self) -> &'static str {
        self.info().title
    }
}

/// Calls `$body` with `$game` bound to the game inside `$any`, whichever it
/// is: the one place that lists every game for delegation.
macro_rules! each_game {
    ($any:expr, $game:ident => $body:expr) => {
        match $any {
            AnyGame::Chess($game) => $body,
            AnyGame::Tree($game) => $body,
            AnyGame::TicTacToe($game) => $body,
            AnyGame::ConnectFour($game) => $body,
        }
    };
}

/// Calls `$body` with `$game` and `$state` bound to a game and its own kind
/// of position; `$other` when the position belongs to another game.
macro_rules! with_state {
    ($any:expr, $any_state:expr, $game:ident, $state:ident => $body:expr, $other:expr) => {
        match ($any, $any_state) {
            (AnyGame::Chess($game), AnyState::Chess($state)) => $body,
            (AnyGame::Tree($game), AnyState::Tree($state)) => $body,
            (AnyGame::TicTacToe($game), AnyState::TicTacToe($state)) => $body,
            (AnyGame::ConnectFour($game), AnyState::ConnectFour($state)) => $body,
            _ => $other,
        }
    };
}

/// Input that cannot be searched, with the reason.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum InputError {
    /// The FEN failed validation.
    #[error("invalid FEN: {0}")]
    Fen(#[from] FenError),
    /// The PGN or move list cannot be read (with its line and column).
    #[error("invalid PGN: {0}")]
    Pgn(#[from] PgnError),
    /// The tree failed to parse.
    #[error("invalid tree: {0}")]
    Tree(#[from] TreeParseError),
    /// The tic-tac-toe position is not one a game can reach (its message
    /// names the game).
    #[error("{0}")]
    TicTacToe(#[from] tictactoe::PositionError),
    /// The Connect Four moves cannot be played (its message names the game).
    #[error("{0}")]
    ConnectFour(#[from] connect4::PositionError),
    /// A depth that would stop inside a textbook tree.
    #[error(
        "depth {depth} would stop at inner nodes of this tree, which have no value; textbook trees are searched to their leaves ({height} plies here)"
    )]
    TreeDepth {
        /// The depth asked for.
        depth: u8,
        /// The tree's height.
        height: u32,
    },
    /// Iterative deepening on a textbook tree.
    #[error(
        "iterative deepening needs a value at every depth; textbook trees have values only at their leaves"
    )]
    TreeIterativeDeepening,
}

impl AnyGame {
    /// A chess position from a FEN, validated.
    ///
    /// # Errors
    /// [`InputError::Fen`] naming the field and the rule broken.
    pub fn from_fen(fen: &str, eval: EvalKind) -> Result<Self, InputError> {
        Ok(Self::Chess(ChessGame::from_fen(fen, eval)?))
    }

    /// A textbook tree from its nested-list text.
    ///
    /// # Errors
    /// [`InputError::Tree`] with the column of the problem.
    pub fn from_tree(text: &str) -> Result<Self, InputError> {
        Ok(Self::Tree(TextbookTree::parse(text)?))
    }

    /// A position of the game `kind` from its text: a FEN (evaluated with
    /// `eval`; or a PGN or move list, whose last position is taken: see
    /// [`read_game`]), a nested list, 9 characters `x`, `o`, `.` row by row from the
    /// top, or the Connect Four columns played (`4453`).
    ///
    /// # Errors
    /// The [`InputError`] of that game, naming the rule broken.
    pub fn from_position(kind: GameKind, text: &str, eval: EvalKind) -> Result<Self, InputError> {
        Ok(match kind {
            GameKind::Chess => Self::Chess(match read_game(text) {
                Some(game) => ChessGame::from_fen(game?.last_fen(), eval)?,
                None => ChessGame::from_fen(text, eval)?,
            }),
            GameKind::Tree => Self::Tree(TextbookTree::parse(text)?),
            GameKind::TicTacToe => Self::TicTacToe(TicTacToe::from_text(text)?),
            GameKind::ConnectFour => Self::ConnectFour(ConnectFour::from_text(text)?),
        })
    }

    /// Which game this is.
    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            Self::Chess(_) => GameKind::Chess,
            Self::Tree(_) => GameKind::Tree,
            Self::TicTacToe(_) => GameKind::TicTacToe,
            Self::ConnectFour(_) => GameKind::ConnectFour,
        }
    }

    /// The position as the user gives it ([`Self::from_position`] reads it
    /// back): the root FEN, the nested list, the 9 characters, the columns.
    #[must_use]
    pub fn position_text(&self) -> String {
        match self {
            Self::Chess(chess) => chess.root_fen(),
            Self::Tree(tree) => tree.to_list_string(),
            Self::TicTacToe(game) => game.root_board().text(),
            Self::ConnectFour(game) => game.moves().to_owned(),
        }
    }

    /// The evaluation's name, for the games that have a choice of one
    /// (chess): `material`, `pst`.
    #[must_use]
    pub fn eval_name(&self) -> Option<&'static str> {
        match self {
            Self::Chess(chess) => Some(chess.eval_kind().name()),
            _ => None,
        }
    }

    /// The textbook tree, for the features only a textbook tree has
    /// (editing its leaves, the values of pruned leaves).
    #[must_use]
    pub fn as_textbook(&self) -> Option<&TextbookTree> {
        match self {
            Self::Tree(tree) => Some(tree),
            _ => None,
        }
    }

    /// Fits `options` to what is searched: a textbook tree is always
    /// searched to its leaves, so its depth becomes the tree's height.
    ///
    /// # Errors
    /// For a tree: [`InputError::TreeIterativeDeepening`], or
    /// [`InputError::TreeDepth`] if `depth_was_chosen` and the depth is
    /// shallower than the tree.
    pub fn fit_options(
        &self,
        options: SearchOptions,
        depth_was_chosen: bool,
    ) -> Result<SearchOptions, InputError> {
        let Self::Tree(tree) = self else {
            return Ok(options);
        };
        if options.iterative_deepening {
            return Err(InputError::TreeIterativeDeepening);
        }
        let height = tree.height();
        if depth_was_chosen && u32::from(options.depth) < height {
            return Err(InputError::TreeDepth {
                depth: options.depth,
                height,
            });
        }
        let depth = u8::try_from(height.max(1)).unwrap_or(u8::MAX);
        Ok(SearchOptions { depth, ..options })
    }
}

impl Game for AnyGame {
    type State = AnyState;

    fn root(&self) -> AnyState {
        match self {
            Self::Chess(game) => AnyState::Chess(game.root()),
            Self::Tree(game) => AnyState::Tree(game.root()),
            Self::TicTacToe(game) => AnyState::TicTacToe(game.root()),
            Self::ConnectFour(game) => AnyState::ConnectFour(game.root()),
        }
    }

    fn legal_moves(&self, state: &AnyState, out: &mut Vec<MoveCode>) {
        with_state!(self, state, game, state => game.legal_moves(state, out), {});
    }

    fn play(&self, state: &AnyState, mv: MoveCode) -> Option<AnyState> {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => {
                game.play(state, mv).map(AnyState::Chess)
            }
            (Self::Tree(game), AnyState::Tree(state)) => game.play(state, mv).map(AnyState::Tree),
            (Self::TicTacToe(game), AnyState::TicTacToe(state)) => {
                game.play(state, mv).map(AnyState::TicTacToe)
            }
            (Self::ConnectFour(game), AnyState::ConnectFour(state)) => {
                game.play(state, mv).map(AnyState::ConnectFour)
            }
            _ => None,
        }
    }

    fn play_generated(&self, state: &AnyState, mv: MoveCode) -> Option<AnyState> {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => {
                game.play_generated(state, mv).map(AnyState::Chess)
            }
            (Self::Tree(game), AnyState::Tree(state)) => {
                game.play_generated(state, mv).map(AnyState::Tree)
            }
            (Self::TicTacToe(game), AnyState::TicTacToe(state)) => {
                game.play_generated(state, mv).map(AnyState::TicTacToe)
            }
            (Self::ConnectFour(game), AnyState::ConnectFour(state)) => {
                game.play_generated(state, mv).map(AnyState::ConnectFour)
            }
            _ => None,
        }
    }

    fn moves_or_terminal(&self, state: &AnyState, out: &mut Vec<MoveCode>) -> Option<Terminal> {
        // A state of another game has no moves here: end the line.
        with_state!(self, state, game, state => game.moves_or_terminal(state, out), Some(Terminal::Stalemate))
    }

    fn terminal(&self, state: &AnyState) -> Option<Terminal> {
        with_state!(self, state, game, state => game.terminal(state), Some(Terminal::Stalemate))
    }

    fn evaluate(&self, state: &AnyState) -> Score {
        with_state!(self, state, game, state => game.evaluate(state), 0)
    }

    fn explain(&self, state: &AnyState) -> Vec<ScoreTerm> {
        with_state!(self, state, game, state => game.explain(state), Vec::new())
    }

    fn move_traits(&self, state: &AnyState, mv: MoveCode) -> MoveTraits {
        with_state!(self, state, game, state => game.move_traits(state, mv), MoveTraits::default())
    }

    fn move_label(&self, state: &AnyState, mv: MoveCode) -> String {
        with_state!(self, state, game, state => game.move_label(state, mv), String::from("?"))
    }

    fn wording(&self) -> Wording {
        each_game!(self, game => game.wording())
    }

    fn line_text(&self, state: &AnyState, labels: &[String]) -> String {
        with_state!(self, state, game, state => game.line_text(state, labels), labels.join(" "))
    }

    fn move_uci(&self, state: &AnyState, mv: MoveCode) -> Option<String> {
        with_state!(self, state, game, state => game.move_uci(state, mv), None)
    }

    fn position_key(&self, state: &AnyState) -> u64 {
        with_state!(self, state, game, state => game.position_key(state), 0)
    }

    fn grid(&self, state: &AnyState, last: Option<MoveCode>) -> Option<Grid> {
        with_state!(self, state, game, state => game.grid(state, last), None)
    }

    fn text_after(&self, path: &[MoveCode]) -> Option<String> {
        each_game!(self, game => game.text_after(path))
    }

    fn player(&self, state: &AnyState) -> Option<crate::search::Player> {
        with_state!(self, state, game, state => game.player(state), None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trees_are_searched_to_their_leaves() {
        let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let fitted = game.fit_options(SearchOptions::default(), false).unwrap();
        assert_eq!(fitted.depth, 2);
        let shallow = SearchOptions {
            depth: 1,
            ..SearchOptions::default()
        };
        let error = game.fit_options(shallow, true).unwrap_err();
        assert!(error.to_string().contains("2 plies"), "{error}");
        let deepening = SearchOptions {
            iterative_deepening: true,
            ..SearchOptions::default()
        };
        assert_eq!(
            game.fit_options(deepening, false),
            Err(InputError::TreeIterativeDeepening)
        );
    }

    #[test]
    fn chess_options_pass_through() {
        let game = AnyGame::Chess(ChessGame::start(EvalKind::Material));
        let options = SearchOptions {
            depth: 4,
            ..SearchOptions::default()
        };
        assert_eq!(game.fit_options(options, true), Ok(options));
    }
}
