//! The `Game` trait: everything a search needs to know about what it searches.
//!
//! Two implementors exist: chess positions ([`crate::chess::ChessGame`]) and
//! textbook trees ([`crate::textbook::TextbookTree`]). The search algorithms are
//! written once, against this trait, and run unchanged on both.

use std::fmt;

/// A score in the evaluation's unit (pawns for `material`, centipawns for `pst`).
///
/// Every score the search reports is from the point of view of MAX, the side
/// to move at the root.
pub type Score = i32;

/// The score of being checkmated at the root; a mate found `ply` plies from the
/// root scores `MATE - ply` (or `-(MATE - ply)`), so shorter mates score higher.
pub const MATE: Score = 100_000;

/// Scores this far from `±MATE` or closer are mate scores.
pub const MATE_BAND: Score = 1_000;

/// Larger than any score: the initial `[α, β]` window is `[-INFINITY, INFINITY]`.
pub const INFINITY: Score = 1_000_000;

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

/// A move, encoded by its game in 16 bits so that tree nodes stay small.
///
/// Only the game that produced a code can interpret it: for chess it packs the
/// from-square, to-square and promotion piece; for a textbook tree it is the
/// 0-based child index.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct MoveCode(pub u16);

/// Why a position ends the game, so that it is scored without looking deeper.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Terminal {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side has enough material to mate.
    InsufficientMaterial,
    /// Fifty moves by each side without a capture or pawn move.
    FiftyMoveRule,
    /// A leaf of a textbook tree: its value is the one written in the tree.
    TreeLeaf,
}

impl fmt::Display for Terminal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Checkmate => "checkmate",
            Self::Stalemate => "stalemate",
            Self::InsufficientMaterial => "insufficient material",
            Self::FiftyMoveRule => "fifty-move rule",
            Self::TreeLeaf => "leaf of the tree",
        })
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

    /// The static value of `state` from MAX's (the root side's) point of view.
    ///
    /// Only called for non-terminal positions at the depth limit, and for
    /// [`Terminal::TreeLeaf`] positions.
    fn evaluate(&self, state: &Self::State) -> Score;

    /// The terms `evaluate` added up for `state`, for tooltips.
    fn explain(&self, state: &Self::State) -> Vec<ScoreTerm>;

    /// Ordering hints about `mv` in `state`.
    fn move_traits(&self, state: &Self::State, mv: MoveCode) -> MoveTraits;

    /// A human label for `mv` in `state`: SAN for chess, the 1-based child
    /// number for a textbook tree.
    fn move_label(&self, state: &Self::State, mv: MoveCode) -> String;

    /// A machine label for `mv` (UCI for chess), if the game has one.
    fn move_uci(&self, state: &Self::State, mv: MoveCode) -> Option<String>;

    /// A key that is equal for positions that must score the same at the same
    /// remaining depth. Used by the transposition table.
    fn position_key(&self, state: &Self::State) -> u64;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_distance_reads_mate_scores_only() {
        assert_eq!(mate_distance(MATE - 3), Some(3));
        assert_eq!(mate_distance(-(MATE - 1)), Some(1));
        assert_eq!(mate_distance(900), None);
        assert_eq!(mate_distance(INFINITY), None);
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
