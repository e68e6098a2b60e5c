//! The `Game` trait: everything a search needs to know about what it searches.
//!
//! Implementors: chess positions ([`crate::chess::ChessGame`]), textbook
//! trees ([`crate::textbook::TextbookTree`]), and the games of
//! [`crate::games`] (tic-tac-toe, Connect Four). The search algorithms are
//! written once, against this trait, and run unchanged on all of them. A game
//! ends neutrally: a [`Terminal`] is a win, loss or draw for the side to move
//! (its [`Outcome`]) with the game's name for the reason.

mod chance;
pub mod grid;
mod info;
mod player;
mod registered;

use std::fmt;

pub use chance::probability_text;
use grid::Grid;
pub use info::{GameInfo, Lines, Start};
pub use player::{Player, Role};
pub use registered::Registered;

/// A score in the evaluation's unit (pawns for `material`, centipawns for `pst`).
///
/// Every score the search reports is from the point of view of MAX, the side
/// to move at the root.
pub type Score = i32;

/// The score of being checkmated at the root; a mate found `ply` plies from the
/// root scores `MATE - ply` (or `-(MATE - ply)`), so shorter mates score higher.
/// Far above any evaluation, so that a game that averages over chance can
/// count its values in a fine unit (a textbook tree with probabilities of
/// four decimals counts in ten-thousandths) and stay below it.
pub const MATE: Score = 500_000_000;

/// Scores this far from `±MATE` or closer are mate scores.
pub const MATE_BAND: Score = 1_000;

/// Larger than any score: the initial `[α, β]` window is `[-INFINITY, INFINITY]`.
/// Twice it still fits a [`Score`].
pub const INFINITY: Score = 1_000_000_000;

/// Returns the number of plies to mate if `score` is a mate score.
///
/// Positive plies mean MAX mates; use the sign of `score` to tell who mates.
#[must_use]
pub fn mate_distance(score: Score) -> Option<u32> {
    let magnitude = score.unsigned_abs();
    let mate = MATE.unsigned_abs();
    (magnitude <= mate && magnitude > mate - MATE_BAND.unsigned_abs()).then(|| mate - magnitude)
}

/// Returns the number of *moves* to mate if `score` is a mate score: the
/// plies of [`mate_distance`] rounded up, as chess writes "mate in N".
///
/// A mate 1 ply away (MAX plays the mating move) is a mate in 1 move; one
/// 2 plies away (MIN mates after MAX's move) is also a mate in 1 move, for
/// MIN. At a checkmated position itself it is 0. The one home of this rule:
/// the score notation and the teaching sentences both count with it.
#[must_use]
pub fn mate_moves(score: Score) -> Option<u32> {
    mate_distance(score).map(|plies| plies.div_ceil(2))
}

/// How a game's moves, lines and wins read: `after e4 e5` and `Nf3`
/// for a game that is played, `at 2.1` and `move 2` for a textbook tree;
/// `#2` and "mate" for chess, `W2` and "win" for the others ([`WinWords`]).
/// The one home of the rule that turns move labels into a place or a move
/// name ([`Game::wording`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Wording {
    /// Whether the moves are child numbers (a textbook tree: `at 2.1`,
    /// `move 2`) rather than played moves (`after e4 e5`, `Nf3`).
    numbered: bool,
    /// What joins the labels of a line: `" "`, `"."`.
    separator: &'static str,
    /// How a won game is written in scores and sentences.
    wins: WinWords,
    /// The game's values are in units of `1 / denominator`: 1 for every
    /// game without chance nodes; a game that averages over chance keeps
    /// its averages exact as integers in a finer unit (`classic` under
    /// three-way chance nodes counts in thirds). [`crate::notation::score`]
    /// divides by it.
    denominator: Score,
}

/// How a game writes a won game, in a score (`#2`, `W2`) and in sentences
/// ("mate in 2 for MAX", "win in 2 for MAX"). Chess says *mate*; every other
/// game says *win*. Counted in moves of the winning side as
/// [`mate_moves`] counts them. Read by [`crate::notation`] and the teaching
/// texts, the one home of how a score is written ([`Wording::wins`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WinWords {
    /// Before the moves to a win for MAX: `"#"` (`#2`), `"W"` (`W2`).
    pub win_mark: &'static str,
    /// Before the moves to a loss for MAX: `"#-"` (`#-2`), `"L"` (`L2`).
    pub loss_mark: &'static str,
    /// The noun for a forced win, before "in N": `"mate"`, `"win"`.
    pub noun: &'static str,
    /// A position where the side to move has already lost, as a noun:
    /// `"checkmate"`, `"game over"`.
    pub ended: &'static str,
}

impl WinWords {
    /// Chess: `#2`, `#-2`, "mate in 2 for MAX", "checkmate".
    pub const MATE: Self = Self {
        win_mark: "#",
        loss_mark: "#-",
        noun: "mate",
        ended: "checkmate",
    };
    /// Every other game: `W2` (MAX wins in 2 moves), `L2` (MAX loses in 2
    /// moves), "win in 2 for MAX", "game over".
    pub const WIN: Self = Self {
        win_mark: "W",
        loss_mark: "L",
        noun: "win",
        ended: "game over",
    };

    /// A position where MAX, to move at the root, has already lost, said
    /// in the reader's language: "MAX is checkmated", "the game is over,
    /// MIN has won".
    #[must_use]
    pub fn lost_at_root(self) -> String {
        if self == Self::MATE {
            crate::tr!("game-lost-at-root-mate")
        } else {
            crate::tr!("game-lost-at-root-win")
        }
    }
}

impl Wording {
    /// A game that is played move by move and won (tic-tac-toe, Connect
    /// Four).
    pub const PLAYED: Self = Self {
        numbered: false,
        separator: " ",
        wins: WinWords::WIN,
        denominator: 1,
    };
    /// Chess: played, and a won game is a mate ([`WinWords::MATE`]).
    pub const CHESS: Self = Self {
        wins: WinWords::MATE,
        ..Self::PLAYED
    };
    /// A textbook tree, whose moves are child numbers.
    pub const TREE: Self = Self {
        numbered: true,
        separator: ".",
        wins: WinWords::WIN,
        denominator: 1,
    };

    /// How this game writes a won game (see [`WinWords`]).
    #[must_use]
    pub fn wins(self) -> WinWords {
        self.wins
    }

    /// The same wording for values counted in units of `1 / denominator`
    /// (at least 1).
    #[must_use]
    pub fn with_denominator(self, denominator: Score) -> Self {
        Self {
            denominator: denominator.max(1),
            ..self
        }
    }

    /// How many of the game's value units make 1: 1 unless the game
    /// averages over chance nodes ([`Self::with_denominator`]).
    #[must_use]
    pub fn denominator(self) -> Score {
        self.denominator
    }

    /// Where the line `labels` leads: `at the root`, `after e4 e5`, `at 2.1`.
    #[must_use]
    pub fn place(self, labels: &[String]) -> String {
        if labels.is_empty() {
            return crate::tr!("game-place-root");
        }
        let path = self.path(labels);
        if self.numbered {
            crate::tr!("game-place-tree", path = path)
        } else {
            crate::tr!("game-place-played", path = path)
        }
    }

    /// The one name of the node the line `labels` leads to, wherever a
    /// node is named (narration, inspector, tooltip, board panel,
    /// worksheet): `root`, `2.1` in a tree, `e4 e5` in chess.
    #[must_use]
    pub fn path(self, labels: &[String]) -> String {
        if labels.is_empty() {
            // Named in words in the reader's language; `--trace` and the
            // worksheet's keys keep [`ROOT_PATH`].
            return crate::tr!("teach-root-name");
        }
        path_text(labels, self.separator)
    }

    /// A move named in a sentence: `Nf3`, `move 2`.
    #[must_use]
    pub fn move_name(self, label: &str) -> String {
        if self.numbered {
            crate::tr!("game-move-in-tree", label = label)
        } else {
            label.to_owned()
        }
    }
}

/// What a path names the root: `root`.
pub const ROOT_PATH: &str = "root";

/// A node's path as text, the one home of how a path is written:
/// [`ROOT_PATH`] for the root, else the move labels joined by
/// `separator`. A game's own way is [`Wording::path`] (`2.1`, `e4 e5`);
/// `--trace` and the worksheet's keys join with spaces (`2 1`).
///
/// ```
/// use gametree::game::path_text;
///
/// assert_eq!(path_text::<&str>(&[], " "), "root");
/// assert_eq!(path_text(&["2", "1"], "."), "2.1");
/// ```
#[must_use]
pub fn path_text<L: AsRef<str>>(labels: &[L], separator: &str) -> String {
    if labels.is_empty() {
        return ROOT_PATH.to_owned();
    }
    let mut text = String::new();
    for (i, label) in labels.iter().enumerate() {
        if i > 0 {
            text.push_str(separator);
        }
        text.push_str(label.as_ref());
    }
    text
}

/// The position after `moves` played one after another from `state`;
/// `None` if one of them cannot be played. With [`line_labels`], the one
/// home of walking a line: the session reads its nodes' positions with it.
#[must_use]
pub fn play_line<G: Game>(game: &G, state: &G::State, moves: &[MoveCode]) -> Option<G::State> {
    let mut state = state.clone();
    for &mv in moves {
        state = game.play(&state, mv)?;
    }
    Some(state)
}

/// The labels of `moves` played one after another from `state` ([`Game::move_label`]),
/// up to and including the first move that cannot be played.
#[must_use]
pub fn line_labels<G: Game>(game: &G, state: &G::State, moves: &[MoveCode]) -> Vec<String> {
    let mut state = state.clone();
    let mut labels = Vec::with_capacity(moves.len());
    for &mv in moves {
        labels.push(game.move_label(&state, mv));
        let Some(next) = game.play(&state, mv) else {
            break;
        };
        state = next;
    }
    labels
}

/// A move, encoded by its game in 16 bits so that tree nodes stay small.
///
/// Only the game that produced a code can interpret it: for chess it packs the
/// from-square, to-square and promotion piece; for a textbook tree it is the
/// 0-based child index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct MoveCode(pub u16);

/// How a finished game ended, for the side to move in the final position.
///
/// The search scores a terminal position from this alone (one home:
/// `search::rules`): a win or loss is `±(MATE − ply)` for the side to move,
/// so shorter wins score higher, a draw is 0, and a [`Outcome::Scored`]
/// ending is worth what [`Game::evaluate`] says.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The side to move has won.
    Win,
    /// The side to move has lost: it is checkmated, or the opponent has just
    /// completed a line.
    Loss,
    /// Nobody has won.
    Draw,
    /// The game ends with a value of its own, given by [`Game::evaluate`]:
    /// a leaf of a textbook tree.
    Scored,
}

/// Why a position ends the game, so that it is scored without looking
/// deeper: each ending has an [`Outcome`] for the side to move and a reason,
/// the game's name for it ([`Terminal::reason`], also its `Display`).
///
/// One byte, so that a tree node can keep it (`tree::NodeKind` is one byte
/// and the node 24): the endings are therefore one list, here, rather than
/// strings each game carries. A new game adds its endings to this list and
/// to the two tables below; the search, the tree and the front ends read
/// only [`Terminal::outcome`] and [`Terminal::reason`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Terminal {
    /// Chess: the side to move is checkmated (a loss).
    Checkmate,
    /// Chess: the side to move has no legal move and is not in check (a draw).
    Stalemate,
    /// Chess: neither side has enough material to mate (a draw).
    InsufficientMaterial,
    /// Chess: fifty moves by each side without a capture or pawn move (a draw).
    FiftyMoveRule,
    /// A leaf of a textbook tree: its value is the one written in the tree.
    TreeLeaf,
    /// Tic-tac-toe: the opponent has just made three in a row (a loss).
    ThreeInARow,
    /// Connect Four: the opponent has just made four in a row (a loss).
    FourInARow,
    /// Tic-tac-toe and Connect Four: the board is full and nobody has a
    /// line (a draw).
    BoardFull,
    /// Pig: a player has banked the goal; the game scores it
    /// ([`Outcome::Scored`]: ±goal for MAX, see [`crate::games::pig`]).
    GoalReached,
}

impl Terminal {
    /// Every ending, in declaration order.
    pub const ALL: [Self; 9] = [
        Self::Checkmate,
        Self::Stalemate,
        Self::InsufficientMaterial,
        Self::FiftyMoveRule,
        Self::TreeLeaf,
        Self::ThreeInARow,
        Self::FourInARow,
        Self::BoardFull,
        Self::GoalReached,
    ];

    /// Whether the side to move has won, lost or drawn, or the game scores
    /// the position itself.
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            Self::Checkmate | Self::ThreeInARow | Self::FourInARow => Outcome::Loss,
            Self::Stalemate
            | Self::InsufficientMaterial
            | Self::FiftyMoveRule
            | Self::BoardFull => Outcome::Draw,
            Self::TreeLeaf | Self::GoalReached => Outcome::Scored,
        }
    }

    /// The game's name for the ending, in lower case: `"checkmate"`,
    /// `"three in a row"`, `"leaf of the tree"`.
    #[must_use]
    pub fn reason(self) -> &'static str {
        match self {
            Self::Checkmate => "checkmate",
            Self::Stalemate => "stalemate",
            Self::InsufficientMaterial => "insufficient material",
            Self::FiftyMoveRule => "fifty-move rule",
            Self::TreeLeaf => "leaf of the tree",
            Self::ThreeInARow => "three in a row",
            Self::FourInARow => "four in a row",
            Self::BoardFull => "full board",
            Self::GoalReached => "goal reached",
        }
    }
}

impl Terminal {
    /// The ending's name in the reader's language, for a sentence
    /// ([`Terminal::reason`] is the interfaces' English name).
    #[must_use]
    pub fn said(self) -> String {
        match self {
            Self::Checkmate => crate::tr!("game-ending-checkmate"),
            Self::Stalemate => crate::tr!("game-ending-stalemate"),
            Self::InsufficientMaterial => crate::tr!("game-ending-insufficient-material"),
            Self::FiftyMoveRule => crate::tr!("game-ending-fifty-move-rule"),
            Self::TreeLeaf => crate::tr!("game-ending-tree-leaf"),
            Self::ThreeInARow => crate::tr!("game-ending-three-in-a-row"),
            Self::FourInARow => crate::tr!("game-ending-four-in-a-row"),
            Self::BoardFull => crate::tr!("game-ending-board-full"),
            Self::GoalReached => crate::tr!("game-ending-goal-reached"),
        }
    }
}

impl fmt::Display for Terminal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.reason())
    }
}

/// What move-ordering heuristics may know about a move, without playing it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MoveTraits {
    /// Value of the captured piece (P1 N3 B3 R5 Q9), or 0 for a quiet move.
    pub victim: u8,
    /// Value of the moving piece (K counts 10), for MVV-LVA tie breaks.
    pub attacker: u8,
    /// Whether the move goes towards the opponent's side of the board.
    pub forward: bool,
}

impl MoveTraits {
    /// Whether the move captures something.
    #[must_use]
    pub fn is_capture(self) -> bool {
        self.victim > 0
    }
}

/// One line of a leaf's score explanation, e.g. `("White material", 39)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ScoreTerm {
    /// What the term measures.
    pub label: String,
    /// Its contribution, from MAX's point of view unless the label says otherwise.
    pub value: Score,
}

/// Everything a search needs from a game: legal moves in a fixed order, making
/// a move, terminal status, static evaluation, and labels.
///
/// Implementations must be deterministic: the same state always yields the
/// same moves in the same order and the same evaluation.
pub trait Game {
    /// A position. Cloned once per node the search enters, so keep it small.
    type State: Clone;

    /// The position the search starts from. MAX is the side to move here.
    fn root(&self) -> Self::State;

    /// Appends the legal moves of `state` to `out`, in the game's natural order.
    fn legal_moves(&self, state: &Self::State, out: &mut Vec<MoveCode>);

    /// Plays `mv` in `state`, or returns `None` if `mv` is not one of
    /// `state`'s legal moves.
    fn play(&self, state: &Self::State, mv: MoveCode) -> Option<Self::State>;

    /// Plays `mv`, a move that [`Game::legal_moves`] (or
    /// [`Game::moves_or_terminal`]) generated for `state`, without checking
    /// its legality again. The search plays only such moves.
    ///
    /// The default calls [`Game::play`]. A move from anywhere else must go
    /// through [`Game::play`].
    fn play_generated(&self, state: &Self::State, mv: MoveCode) -> Option<Self::State> {
        self.play(state, mv)
    }

    /// Why `state` ends the game, or `None` if play goes on.
    ///
    /// At a depth-limit leaf this is all the search asks, so it should only
    /// find out whether any legal move exists, not generate them all.
    fn terminal(&self, state: &Self::State) -> Option<Terminal>;

    /// Why `state` ends the game, as [`Game::terminal`] says; if it does
    /// not, appends its legal moves to `out` as [`Game::legal_moves`] does.
    /// An inner node of the search calls this once, so a game can generate
    /// its moves once for both questions.
    fn moves_or_terminal(&self, state: &Self::State, out: &mut Vec<MoveCode>) -> Option<Terminal> {
        let over = self.terminal(state);
        if over.is_none() {
            self.legal_moves(state, out);
        }
        over
    }

    /// Whether `mv` in `state` is *noisy*: a capture or a promotion, a move
    /// that changes the material, which quiescence goes on searching past
    /// the depth limit. `false` by default: a game without noisy moves
    /// searches exactly as it does without quiescence.
    fn is_noisy(&self, _state: &Self::State, _mv: MoveCode) -> bool {
        false
    }

    /// Whether the side to move in `state` is in check: quiescence then
    /// searches every move, since standing pat is no option. `false` by
    /// default.
    fn in_check(&self, _state: &Self::State) -> bool {
        false
    }

    /// The static value of `state` from MAX's (the root side's) point of view.
    ///
    /// Only called for non-terminal positions at the depth limit, and for
    /// endings whose outcome is [`Outcome::Scored`].
    fn evaluate(&self, state: &Self::State) -> Score;

    /// The terms `evaluate` added up for `state`, for tooltips.
    fn explain(&self, state: &Self::State) -> Vec<ScoreTerm>;

    /// Ordering hints about `mv` in `state`.
    fn move_traits(&self, state: &Self::State, mv: MoveCode) -> MoveTraits;

    /// A human label for `mv` in `state`: SAN for chess, the 1-based child
    /// number for a textbook tree.
    fn move_label(&self, state: &Self::State, mv: MoveCode) -> String;

    /// How sentences name a line of this game's moves and how its scores
    /// name a won game (see [`Wording`]).
    fn wording(&self) -> Wording {
        Wording::PLAYED
    }

    /// A line of move labels played from `state` as one text: the labels
    /// one after another by default; numbered for chess (`12. Nf6+ gxf6`).
    fn line_text(&self, state: &Self::State, labels: &[String]) -> String {
        let _ = state;
        labels.join(" ")
    }

    /// A machine label for `mv` (UCI for chess), if the game has one.
    fn move_uci(&self, state: &Self::State, mv: MoveCode) -> Option<String>;

    /// A key that is equal for positions that must score the same at the same
    /// remaining depth. Used by the transposition table.
    fn position_key(&self, state: &Self::State) -> u64;

    /// The board of `state` as a [`Grid`], for a game played on one; `last`
    /// is the move into `state` (`None` at the root). The front ends draw
    /// any grid with one widget and one export. `None` by default: chess
    /// and textbook trees have views of their own.
    fn grid(&self, _state: &Self::State, _last: Option<MoveCode>) -> Option<Grid> {
        None
    }

    /// The position text (as [`crate::input::AnyGame::from_position`]
    /// reads it) after playing `path` from the root, for a game whose board
    /// can be clicked: the new position a click searches, and the text a
    /// node's position is copied as. `None` if a move cannot be played, or
    /// by default.
    fn text_after(&self, _path: &[MoveCode]) -> Option<String> {
        None
    }

    /// Who moves in `state`, when the game says so; `None` (the default)
    /// means the players alternate: the other player than at the parent,
    /// MAX at the root. A textbook tree written `min[…]` says MIN even
    /// under a MIN node (several opponents in a row). Values stay from
    /// MAX's point of view whoever moves. The search asks through
    /// [`crate::search::mover`], the rule's one home.
    fn player(&self, _state: &Self::State) -> Option<Player> {
        None
    }

    /// The total weight of a chance node's outcomes, `None` if `state` is
    /// not a chance node (the default). An outcome's probability is
    /// [`Game::chance_weight`] `/ chance_total`; the outcomes are the
    /// state's [`Game::legal_moves`]. A chance node's value is the
    /// weighted average of its outcomes' values, which the game keeps exact
    /// by counting its values in a fine enough unit
    /// ([`Wording::denominator`]).
    fn chance_total(&self, _state: &Self::State) -> Option<u16> {
        None
    }

    /// The weight of outcome `mv` at the chance node `state`.
    fn chance_weight(&self, _state: &Self::State, _mv: MoveCode) -> u16 {
        1
    }

    /// Whether the game has chance nodes anywhere: only the algorithms
    /// that average over chance (expectimax, Star1) search it. `false` by
    /// default.
    fn has_chance_nodes(&self) -> bool {
        false
    }

    /// The deepest search, in plies, whose chance averages stay exact in
    /// this game's value unit; `None` (the default): any depth.
    fn exact_depth(&self) -> Option<u8> {
        None
    }

    /// The least and greatest value any leaf can score, if the game knows
    /// them: the bounds Star1 prunes chance nodes with.
    fn value_bounds(&self) -> Option<(Score, Score)> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_node_has_one_name() {
        // Issue 22: "Node 5 — 2", "1.2", "1 2" and "root › 1 › 2" named one
        // node; the narration's form is now the only one.
        let labels = ["1".to_owned(), "2".to_owned()];
        assert_eq!(Wording::TREE.path(&labels), "1.2");
        assert_eq!(Wording::TREE.place(&labels), "at 1.2");
        assert_eq!(Wording::TREE.path(&[]), "root");
        let line = ["e4".to_owned(), "e5".to_owned()];
        assert_eq!(Wording::CHESS.path(&line), "e4 e5");
    }

    #[test]
    fn mate_distance_reads_mate_scores_only() {
        assert_eq!(mate_distance(MATE - 3), Some(3));
        assert_eq!(mate_distance(-(MATE - 1)), Some(1));
        assert_eq!(mate_distance(900), None);
        assert_eq!(mate_distance(INFINITY), None);
    }

    #[test]
    fn endings_keep_their_names_and_outcomes() {
        let table: Vec<(String, Outcome)> = Terminal::ALL
            .iter()
            .map(|t| (t.to_string(), t.outcome()))
            .collect();
        let expected = [
            ("checkmate", Outcome::Loss),
            ("stalemate", Outcome::Draw),
            ("insufficient material", Outcome::Draw),
            ("fifty-move rule", Outcome::Draw),
            ("leaf of the tree", Outcome::Scored),
            ("three in a row", Outcome::Loss),
            ("four in a row", Outcome::Loss),
            ("full board", Outcome::Draw),
            ("goal reached", Outcome::Scored),
        ];
        let expected: Vec<(String, Outcome)> = expected
            .iter()
            .map(|&(name, outcome)| (name.to_owned(), outcome))
            .collect();
        assert_eq!(table, expected);
    }

    #[test]
    fn mate_moves_round_plies_up() {
        // 1 ply: MAX mates at once (1 move); 2 plies: MAX moves, MIN mates
        // (1 move of MIN's); 3 plies: MAX, MIN, MAX mates (2 moves of MAX's).
        assert_eq!(mate_moves(MATE - 1), Some(1));
        assert_eq!(mate_moves(-(MATE - 2)), Some(1));
        assert_eq!(mate_moves(MATE - 3), Some(2));
        assert_eq!(mate_moves(-MATE), Some(0));
        assert_eq!(mate_moves(7), None);
    }
}
