//! `AnyGame`: a chess position or a textbook tree behind one type, so that
//! both front ends drive a single `Session<AnyGame>`, plus the rules that fit
//! search options to what is searched.

use crate::chess::{ChessGame, ChessState, EvalKind, FenError};
use crate::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal, Wording};
use crate::search::SearchOptions;
use crate::textbook::{TextbookTree, TreeParseError};

/// What the user asked to search.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// A chess position.
    Chess(ChessGame),
    /// A textbook tree.
    Tree(TextbookTree),
}

/// A position of an [`AnyGame`].
#[derive(Clone, Debug)]
pub enum AnyState {
    /// A chess position.
    Chess(ChessState),
    /// A node of a textbook tree.
    Tree(u32),
}

/// Input that cannot be searched, with the reason.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum InputError {
    /// The FEN failed validation.
    #[error("invalid FEN: {0}")]
    Fen(#[from] FenError),
    /// The tree failed to parse.
    #[error("invalid tree: {0}")]
    Tree(#[from] TreeParseError),
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
        }
    }

    fn legal_moves(&self, state: &AnyState, out: &mut Vec<MoveCode>) {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.legal_moves(state, out),
            (Self::Tree(game), AnyState::Tree(state)) => game.legal_moves(state, out),
            _ => {}
        }
    }

    fn play(&self, state: &AnyState, mv: MoveCode) -> Option<AnyState> {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => {
                game.play(state, mv).map(AnyState::Chess)
            }
            (Self::Tree(game), AnyState::Tree(state)) => game.play(state, mv).map(AnyState::Tree),
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
            _ => None,
        }
    }

    fn moves_or_terminal(&self, state: &AnyState, out: &mut Vec<MoveCode>) -> Option<Terminal> {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.moves_or_terminal(state, out),
            (Self::Tree(game), AnyState::Tree(state)) => game.moves_or_terminal(state, out),
            _ => Some(Terminal::Stalemate),
        }
    }

    fn terminal(&self, state: &AnyState) -> Option<Terminal> {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.terminal(state),
            (Self::Tree(game), AnyState::Tree(state)) => game.terminal(state),
            // A state of another game has no moves here: end the line.
            _ => Some(Terminal::Stalemate),
        }
    }

    fn evaluate(&self, state: &AnyState) -> Score {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.evaluate(state),
            (Self::Tree(game), AnyState::Tree(state)) => game.evaluate(state),
            _ => 0,
        }
    }

    fn explain(&self, state: &AnyState) -> Vec<ScoreTerm> {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.explain(state),
            (Self::Tree(game), AnyState::Tree(state)) => game.explain(state),
            _ => Vec::new(),
        }
    }

    fn move_traits(&self, state: &AnyState, mv: MoveCode) -> MoveTraits {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.move_traits(state, mv),
            (Self::Tree(game), AnyState::Tree(state)) => game.move_traits(state, mv),
            _ => MoveTraits::default(),
        }
    }

    fn move_label(&self, state: &AnyState, mv: MoveCode) -> String {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.move_label(state, mv),
            (Self::Tree(game), AnyState::Tree(state)) => game.move_label(state, mv),
            _ => String::from("?"),
        }
    }

    fn wording(&self) -> Wording {
        match self {
            Self::Chess(game) => game.wording(),
            Self::Tree(game) => game.wording(),
        }
    }

    fn move_uci(&self, state: &AnyState, mv: MoveCode) -> Option<String> {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.move_uci(state, mv),
            (Self::Tree(game), AnyState::Tree(state)) => game.move_uci(state, mv),
            _ => None,
        }
    }

    fn position_key(&self, state: &AnyState) -> u64 {
        match (self, state) {
            (Self::Chess(game), AnyState::Chess(state)) => game.position_key(state),
            (Self::Tree(game), AnyState::Tree(state)) => game.position_key(state),
            _ => 0,
        }
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
