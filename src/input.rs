//! `AnyGame`: what is searched, behind one type, so that both front ends
//! drive a single `Session<AnyGame>`: a chess position, a textbook tree, a
//! tic-tac-toe or a Connect Four position. This file is the games'
//! registration: a game lives in its own folder, implements
//! [`crate::game::Registered`] there, and is added here by one line in
//! the `register_games!` list (`src/games/register.rs`), which generates the enums and every match
//! arm that lists the games; the front ends ask [`AnyGame`] what they need
//! and match on no game.

use crate::chess::{ChessGame, EvalKind};
use crate::game::Registered;
use crate::game::grid::Grid;
use crate::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal, Wording};
use crate::games::register_games;
use crate::search::SearchOptions;
use crate::textbook::TextbookTree;

register_games! {
    eval: EvalKind;
    Chess(crate::chess::ChessGame),
    Tree(crate::textbook::TextbookTree),
    TicTacToe(crate::games::tictactoe::TicTacToe),
    ConnectFour(crate::games::connect4::ConnectFour),
    Pig(crate::games::pig::Pig),
}

/// The evaluation chosen (`--eval`, the explorer's menu) as a game with
/// one evaluation reads it: not at all. Chess reads it as itself; this
/// is how [`AnyGame::from_position`] hands every game its own
/// [`Registered::Eval`].
impl From<EvalKind> for () {
    fn from(_: EvalKind) -> Self {}
}

impl GameKind {
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

    /// The game's name for people, in the language chosen: `Chess`,
    /// `Tic-tac-toe`.
    #[must_use]
    pub fn title(self) -> String {
        self.info().title.get()
    }
}

/// Input that cannot be searched, with the reason.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum InputError {
    /// The game refused the position text (a FEN, a PGN, a tree, a
    /// board): its own error, which names the game and the rule broken.
    #[error(transparent)]
    Text(#[from] TextError),
    /// A depth that would stop inside a textbook tree.
    #[error("{}", crate::tr!("input-tree-depth", depth = *.depth, height = *.height))]
    TreeDepth {
        /// The depth asked for.
        depth: u8,
        /// The tree's height.
        height: u32,
    },
    /// Iterative deepening on a textbook tree.
    #[error("{}", crate::tr!("input-tree-iterative-deepening"))]
    TreeIterativeDeepening,
    /// `--bounds` that do not read as `LO..HI` in the game's values.
    #[error("{}", crate::tr!("errs-bounds", q_text = crate::quote::quoted(.text)))]
    Bounds {
        /// What was given.
        text: String,
    },
    /// A leaf of the tree lies outside Star1's bounds.
    #[error("{}", crate::tr!("input-leaf-outside-bounds", value = .value, place = .place, bounds = .bounds))]
    LeafOutsideBounds {
        /// The leaf's value.
        value: String,
        /// Where it is (`2.1`).
        place: String,
        /// The bounds.
        bounds: String,
    },
}

impl AnyGame {
    /// A chess position from a FEN, validated.
    ///
    /// # Errors
    /// [`InputError::Text`] with the [`crate::chess::ChessTextError::Fen`] naming the
    /// field and the rule broken.
    pub fn from_fen(fen: &str, eval: EvalKind) -> Result<Self, InputError> {
        ChessGame::from_fen(fen, eval)
            .map(Self::Chess)
            .map_err(|error| TextError::Chess(error.into()).into())
    }

    /// A textbook tree from its nested-list text or a built-in tree's name
    /// (`classic`).
    ///
    /// # Errors
    /// [`InputError::Text`] with the [`crate::textbook::TreeTextError`], which gives the
    /// column of the problem.
    pub fn from_tree(text: &str) -> Result<Self, InputError> {
        TextbookTree::from_text(text, ())
            .map(Self::Tree)
            .map_err(|error| TextError::Tree(error).into())
    }

    /// Star1's bounds read from `LO..HI` in the game's values (`0..10`,
    /// `-1/2..3/2`, `0.5..15`), into its units: a bound the unit cannot
    /// hold is rounded outwards, and one past what a score can be is cut
    /// to it, so that bounds that hold every value still do
    /// ([`crate::notation::parse_bound`]).
    ///
    /// # Errors
    /// [`InputError::Bounds`] if the text is no such pair, or low is not below high.
    pub fn read_bounds(&self, text: &str) -> Result<(Score, Score), InputError> {
        use crate::notation::{Rounding, parse_bound};
        let wording = self.wording();
        let refused = || InputError::Bounds {
            text: text.to_owned(),
        };
        let (low, high) = text.split_once("..").ok_or_else(refused)?;
        let low = parse_bound(low, wording, Rounding::Down).ok_or_else(refused)?;
        let high = parse_bound(high, wording, Rounding::Up).ok_or_else(refused)?;
        if low >= high {
            return Err(refused());
        }
        Ok((low, high))
    }

    /// Bounds as [`Self::read_bounds`] reads them: `0..10`.
    #[must_use]
    pub fn bounds_text(&self, bounds: (Score, Score)) -> String {
        crate::notation::bounds_text(bounds, self.wording())
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
        if let Some(bounds) = options.bounds {
            check_leaves_within(tree, bounds, || self.bounds_text(bounds))?;
        }
        let depth = u8::try_from(height.max(1)).unwrap_or(u8::MAX);
        Ok(SearchOptions { depth, ..options })
    }
}

/// Whether every leaf of `tree` lies within `(low, high)` (its units), as
/// Star1's pruning needs.
fn check_leaves_within(
    tree: &TextbookTree,
    (low, high): (Score, Score),
    bounds: impl Fn() -> String,
) -> Result<(), InputError> {
    let wording = tree.wording();
    for leaf in tree.leaf_states() {
        let value = tree.evaluate(&leaf);
        if value < low || value > high {
            return Err(InputError::LeafOutsideBounds {
                value: crate::notation::exact(value, wording),
                place: tree.path_label(leaf),
                bounds: bounds(),
            });
        }
    }
    Ok(())
}

impl Game for AnyGame {
    type State = AnyState;

    fn root(&self) -> AnyState {
        each_game!(self, game, wrap => wrap(game.root()))
    }

    fn legal_moves(&self, state: &AnyState, out: &mut Vec<MoveCode>) {
        with_state!(self, state, game, state => game.legal_moves(state, out), {});
    }

    fn play(&self, state: &AnyState, mv: MoveCode) -> Option<AnyState> {
        with_state!(self, state, game, state, wrap => game.play(state, mv).map(wrap), None)
    }

    #[inline]
    fn play_generated(&self, state: &AnyState, mv: MoveCode) -> Option<AnyState> {
        with_state!(self, state, game, state, wrap => game.play_generated(state, mv).map(wrap), None)
    }

    #[inline]
    fn moves_or_terminal(&self, state: &AnyState, out: &mut Vec<MoveCode>) -> Option<Terminal> {
        // A state of another game has no moves here: end the line.
        with_state!(self, state, game, state => game.moves_or_terminal(state, out), Some(Terminal::Stalemate))
    }

    #[inline]
    fn terminal(&self, state: &AnyState) -> Option<Terminal> {
        with_state!(self, state, game, state => game.terminal(state), Some(Terminal::Stalemate))
    }

    #[inline]
    fn evaluate(&self, state: &AnyState) -> Score {
        with_state!(self, state, game, state => game.evaluate(state), 0)
    }

    fn explain(&self, state: &AnyState) -> Vec<ScoreTerm> {
        with_state!(self, state, game, state => game.explain(state), Vec::new())
    }

    fn is_noisy(&self, state: &AnyState, mv: MoveCode) -> bool {
        with_state!(self, state, game, state => game.is_noisy(state, mv), false)
    }

    fn in_check(&self, state: &AnyState) -> bool {
        with_state!(self, state, game, state => game.in_check(state), false)
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

    #[inline]
    fn player(&self, state: &AnyState) -> Option<crate::game::Player> {
        with_state!(self, state, game, state => game.player(state), None)
    }

    fn chance_total(&self, state: &AnyState) -> Option<u16> {
        with_state!(self, state, game, state => game.chance_total(state), None)
    }

    fn chance_weight(&self, state: &AnyState, mv: MoveCode) -> u16 {
        with_state!(self, state, game, state => game.chance_weight(state, mv), 1)
    }

    fn has_chance_nodes(&self) -> bool {
        each_game!(self, game => game.has_chance_nodes())
    }

    fn exact_depth(&self) -> Option<u8> {
        each_game!(self, game => game.exact_depth())
    }

    fn value_bounds(&self) -> Option<(Score, Score)> {
        each_game!(self, game => game.value_bounds())
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
