//! Search settings: algorithm, depth, move ordering and the optional extras.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::game::Score;
use crate::search::Algorithm;
use crate::search::mcts::{MAX_ITERATIONS, MctsOptions};
use crate::search::setting::UnknownSetting;

/// The deepest search a session accepts, in plies.
pub const MAX_DEPTH: u8 = 64;

/// The depths a search may have, in plies.
pub const DEPTH_RANGE: RangeInclusive<u8> = 1..=MAX_DEPTH;

/// The largest guess and aspiration window, in the evaluation's units: a
/// thousand pawns, far past any position's value short of a won game.
const LARGEST_GUESS: Score = 100_000;

/// The first guesses aspiration windows and MTD(f) accept.
pub const GUESS_RANGE: RangeInclusive<Score> = -LARGEST_GUESS..=LARGEST_GUESS;

/// The half-widths an aspiration window may have.
pub const WINDOW_RANGE: RangeInclusive<Score> = 1..=LARGEST_GUESS;

/// The iterations Monte Carlo tree search may run.
pub const ITERATIONS_RANGE: RangeInclusive<u32> = 1..=MAX_ITERATIONS;

/// Default node cap: exactly a full depth-5 minimax from the start position
/// (1 + 20 + 400 + 8,902 + 197,281 + 4,865,609 nodes).
pub const DEFAULT_MAX_NODES: u64 = 5_072_213;

/// Aspiration windows' default half-width: one unit, a pawn with chess's
/// `material` evaluation, one point in a textbook tree (with `pst`, in
/// centipawns, 25 or 50 is more usual).
pub const DEFAULT_ASPIRATION_WINDOW: Score = 1;

/// What a node that fails high or low returns.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FailMode {
    /// The returned value is clamped to the window `[α, β]`.
    Hard,
    /// The best value actually found is returned, even outside the window:
    /// AIMA's alpha-beta (Fig. 5.7 returns `v`), so the default, and the
    /// built-in `classic` (AIMA Fig. 5.2/5.5) comes out as the book draws it.
    #[default]
    Soft,
}

impl FailMode {
    /// The name used on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Hard => "hard",
            Self::Soft => "soft",
        }
    }
}

/// When a closed window cuts the remaining moves: the cutoff convention.
///
/// Both give alpha-beta the minimax value at the root; they differ in what
/// happens on a tie at a bound (α = β): textbooks cut (`α ≥ β`), some
/// courses and autograders keep searching (`α > β`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cutoff {
    /// Cut once `α ≥ β`: a tie at a bound is pruned (the textbook rule).
    #[default]
    Ge,
    /// Cut only once `α > β`: a tie at a bound is still searched.
    Gt,
}

impl Cutoff {
    /// Both conventions, in menu order.
    pub const ALL: [Self; 2] = [Self::Ge, Self::Gt];

    /// The name used on the command line and in session files.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Ge => "ge",
            Self::Gt => "gt",
        }
    }

    /// The test as written in pseudocode and menus: `α ≥ β` or `α > β`.
    #[must_use]
    pub fn test(self) -> &'static str {
        match self {
            Self::Ge => "α ≥ β",
            Self::Gt => "α > β",
        }
    }

    /// The comparison that cuts, MAX's side: `≥` or `>` (MIN's is
    /// [`Self::min_symbol`]).
    #[must_use]
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Ge => "≥",
            Self::Gt => ">",
        }
    }

    /// The comparison that cuts as MIN sees it: `≤` or `<`.
    #[must_use]
    pub fn min_symbol(self) -> &'static str {
        match self {
            Self::Ge => "≤",
            Self::Gt => "<",
        }
    }
}

impl FromStr for Cutoff {
    type Err = UnknownSetting;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|cutoff| cutoff.name() == text)
            .ok_or_else(|| UnknownSetting {
                setting: crate::search::Setting::Cutoff,
                text: text.to_owned(),
                expected: "ge, gt",
            })
    }
}

/// The order in which a node's moves are searched.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveOrdering {
    /// The move generator's order.
    #[default]
    Natural,
    /// Captures first, most valuable victim then least valuable attacker
    /// (MVV-LVA); then the quiet moves, least valuable piece first.
    Captures,
    /// The course report's order: captures, then forward moves, then the rest.
    Seed,
    /// Oracle order: best child first by its exact minimax value (Knuth and
    /// Moore's best case). Pays for a hidden pre-search on chess positions.
    Best,
    /// Oracle order, worst child first: alpha-beta prunes nothing.
    Worst,
    /// Killer moves: captures first (MVV-LVA), then the two quiet moves
    /// that last caused a cutoff at the same ply (most recent first), then
    /// the rest in natural order ([`crate::search::OrderingMemory`]).
    Killers,
    /// The history heuristic: captures first (MVV-LVA), then the quiet moves
    /// by how much cutting they did so far in this search (each cutoff
    /// counts `depth²`), ties in natural order.
    History,
    /// A shuffle, reproducible from the seed.
    Random(u64),
}

impl MoveOrdering {
    /// Whether the ordering reads what a chess move does (captures, pawn
    /// pushes): meaningless in a textbook tree or the other games.
    #[must_use]
    pub fn reads_chess_moves(self) -> bool {
        matches!(self, Self::Captures | Self::Seed)
    }

    /// Whether the ordering learns from the cutoffs of the search so far
    /// (killers, history): the stepper then keeps an
    /// [`crate::search::OrderingMemory`].
    #[must_use]
    pub fn learns(self) -> bool {
        matches!(self, Self::Killers | Self::History)
    }

    /// The orderings without a parameter, plus `Random(1)`, in menu order.
    pub const MENU: [Self; 8] = [
        Self::Natural,
        Self::Captures,
        Self::Seed,
        Self::Killers,
        Self::History,
        Self::Best,
        Self::Worst,
        Self::Random(1),
    ];
}

impl fmt::Display for MoveOrdering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Natural => f.write_str("natural"),
            Self::Captures => f.write_str("captures"),
            Self::Seed => f.write_str("seed"),
            Self::Best => f.write_str("best"),
            Self::Worst => f.write_str("worst"),
            Self::Killers => f.write_str("killers"),
            Self::History => f.write_str("history"),
            Self::Random(seed) => write!(f, "random:{seed}"),
        }
    }
}

impl FromStr for MoveOrdering {
    type Err = UnknownSetting;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let unknown = || UnknownSetting {
            setting: crate::search::Setting::Ordering,
            text: text.to_owned(),
            expected: "natural, captures, seed, killers, history, best, worst, random:<seed>",
        };
        match text {
            "natural" => Ok(Self::Natural),
            "captures" => Ok(Self::Captures),
            "seed" => Ok(Self::Seed),
            "best" => Ok(Self::Best),
            "worst" => Ok(Self::Worst),
            "killers" => Ok(Self::Killers),
            "history" => Ok(Self::History),
            _ => {
                let seed = text.strip_prefix("random:").ok_or_else(unknown)?;
                seed.parse().map(Self::Random).map_err(|_| unknown())
            }
        }
    }
}

impl FromStr for FailMode {
    type Err = UnknownSetting;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "hard" => Ok(Self::Hard),
            "soft" => Ok(Self::Soft),
            _ => Err(UnknownSetting {
                setting: crate::search::Setting::FailMode,
                text: text.to_owned(),
                expected: "hard, soft",
            }),
        }
    }
}

/// Everything that decides what a search does. Equal options on an equal
/// position give an equal tree.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent on/off search options, each its own flag"
)]
pub struct SearchOptions {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Depth in plies (1 to [`MAX_DEPTH`]).
    pub depth: u8,
    /// Move ordering.
    pub ordering: MoveOrdering,
    /// Fail-hard or fail-soft (alpha-beta algorithms only).
    pub fail: FailMode,
    /// When a closed window cuts (alpha-beta algorithms only).
    pub cutoff: Cutoff,
    /// Transposition table: exact values for minimax, bounds for alpha-beta,
    /// and each position's best move, tried first whatever the ordering
    /// (but `worst`).
    pub transposition_table: bool,
    /// Search depth 1, 2, … up to `depth`, keeping each iteration's tree.
    pub iterative_deepening: bool,
    /// A node with exactly one legal move does not use up depth.
    pub singular_extension: bool,
    /// At the depth limit, search captures and promotions (every move in
    /// check) from the position's own static value, the stand-pat, instead
    /// of scoring it at once ([`crate::search::QUIESCENCE_PLIES`] more plies
    /// at most). Games without such moves search as without it.
    pub quiescence: bool,
    /// Stop cleanly once this many nodes have been entered.
    pub max_nodes: u64,
    /// Aspiration windows and MTD(f): the first guess at the root's value
    /// (with iterative deepening, the first iteration's; later ones take
    /// the previous iteration's value).
    pub guess: Score,
    /// Aspiration windows: the first window is `[guess − w, guess + w]`.
    pub aspiration_window: Score,
    /// Star1: the least and greatest value a leaf can score, in the game's
    /// units; `None` takes the game's own ([`crate::game::Game::value_bounds`]).
    pub bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search's iterations, seed and constants.
    pub mcts: MctsOptions,
}

/// A search option outside its range ([`SearchOptions::check`]), named
/// as in a session file's `options` (the command line's flags take the
/// same ranges).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum OptionRangeError {
    /// The depth is not in [`DEPTH_RANGE`].
    #[error("{}", crate::tr!("error-option-depth", depth = *.0, largest = MAX_DEPTH))]
    Depth(u8),
    /// The node cap is 0.
    #[error("{}", crate::tr!("error-option-node-cap"))]
    NodeCap,
    /// The guess is not in [`GUESS_RANGE`].
    #[error("{}", crate::tr!("error-option-guess", guess = *.0, largest = LARGEST_GUESS))]
    Guess(Score),
    /// The aspiration window is not in [`WINDOW_RANGE`].
    #[error("{}", crate::tr!("error-option-window", window = *.0, largest = LARGEST_GUESS))]
    Window(Score),
    /// Monte Carlo tree search's iterations are not in [`ITERATIONS_RANGE`].
    #[error("{}", crate::tr!("error-option-iterations", iterations = *.0, largest = MAX_ITERATIONS))]
    Iterations(u32),
    /// The playout cap is 0.
    #[error("{}", crate::tr!("error-option-playout-cap"))]
    PlayoutCap,
}

impl SearchOptions {
    /// Checks every option against its range: the one rule the command
    /// line, session files and the explorer window share (the session
    /// checks it again when it starts).
    ///
    /// # Errors
    /// The first option out of range.
    pub fn check(&self) -> Result<(), OptionRangeError> {
        if !DEPTH_RANGE.contains(&self.depth) {
            return Err(OptionRangeError::Depth(self.depth));
        }
        if self.max_nodes == 0 {
            return Err(OptionRangeError::NodeCap);
        }
        if !GUESS_RANGE.contains(&self.guess) {
            return Err(OptionRangeError::Guess(self.guess));
        }
        if !WINDOW_RANGE.contains(&self.aspiration_window) {
            return Err(OptionRangeError::Window(self.aspiration_window));
        }
        if !ITERATIONS_RANGE.contains(&self.mcts.iterations) {
            return Err(OptionRangeError::Iterations(self.mcts.iterations));
        }
        if self.mcts.playout_cap == 0 {
            return Err(OptionRangeError::PlayoutCap);
        }
        Ok(())
    }

    /// The cutoff convention when the algorithm prunes with a window, `None`
    /// for minimax and negamax: what the backup rule
    /// ([`crate::search::Running::back_up`]) is given.
    #[must_use]
    pub fn window(&self) -> Option<Cutoff> {
        self.algorithm.prunes().then_some(self.cutoff)
    }

    /// Whether a node's value is clamped to its window: fail-hard, for the
    /// algorithms with a window. MTD(f) always fails soft: its passes move
    /// a bound to the value each returns, and clamped values would move it
    /// one point a pass (Plaat et al. build it on fail-soft alpha-beta).
    #[must_use]
    pub fn fails_hard(&self) -> bool {
        self.algorithm.prunes()
            && self.fail == FailMode::Hard
            && !self.algorithm.descriptor().always_fails_soft
    }
}

impl Default for SearchOptions {
    fn default() -> Self {
        Self {
            algorithm: Algorithm::AlphaBeta,
            depth: 3,
            ordering: MoveOrdering::Natural,
            fail: FailMode::Soft,
            cutoff: Cutoff::Ge,
            transposition_table: false,
            iterative_deepening: false,
            singular_extension: false,
            quiescence: false,
            max_nodes: DEFAULT_MAX_NODES,
            guess: 0,
            aspiration_window: DEFAULT_ASPIRATION_WINDOW,
            bounds: None,
            mcts: MctsOptions::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orderings_round_trip_through_text() {
        for ordering in MoveOrdering::MENU {
            assert_eq!(ordering.to_string().parse::<MoveOrdering>(), Ok(ordering));
        }
        assert_eq!("random:42".parse(), Ok(MoveOrdering::Random(42)));
        let error = "random:x".parse::<MoveOrdering>().unwrap_err();
        assert!(error.to_string().contains("\"random:x\""), "{error}");
    }

    #[test]
    fn cutoffs_round_trip_through_text_and_differ_only_on_a_tie() {
        for cutoff in Cutoff::ALL {
            assert_eq!(cutoff.name().parse(), Ok(cutoff));
        }
        assert!("geq".parse::<Cutoff>().is_err());
        assert_eq!(Cutoff::Gt.test(), "α > β");
    }

    #[test]
    fn options_out_of_range_are_named() {
        assert_eq!(SearchOptions::default().check(), Ok(()));
        let with = |change: fn(&mut SearchOptions)| {
            let mut options = SearchOptions::default();
            change(&mut options);
            options.check().unwrap_err().to_string()
        };
        assert_eq!(
            with(|o| o.aspiration_window = -1),
            "window -1 is out of range; it must be between 1 and 100000"
        );
        assert_eq!(
            with(|o| o.guess = i32::MAX),
            "guess 2147483647 is out of range; it must be between -100000 and 100000"
        );
        assert_eq!(
            with(|o| o.depth = 0),
            "depth 0 is out of range; it must be between 1 and 64"
        );
        assert_eq!(
            with(|o| o.mcts.playout_cap = 0),
            "playout_cap is 0; a playout must be allowed at least 1 ply"
        );
    }
}
