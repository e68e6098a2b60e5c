//! A pseudocode listing as data: its lines, what each line does, and how
//! a line is found by its role. The minimax family's listings
//! (`pseudocode`) and Monte Carlo's (`mcts::pseudocode`)
//! are both built of these.

use crate::search::Player;

/// What a line of pseudocode does; stable, so a front end can style lines.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LineRole {
    /// The function header: a node is entered.
    Entry,
    /// `if depth = 0 or node is terminal`.
    LeafTest,
    /// `return evaluate(node)`: a leaf is scored.
    Evaluate,
    /// The transposition-table probe.
    TtProbe,
    /// Quiescence's `best ← evaluate(node)`: a node past the depth limit
    /// stands pat.
    StandPat,
    /// `best ← ∓∞`.
    Init,
    /// The node's moves are generated and ordered.
    GenerateMoves,
    /// `for each move`.
    Loop,
    /// The recursive call on a child.
    Recurse,
    /// `if v is better than best then best ← v`: a child's value is backed up.
    Improve,
    /// `α ← max(α, best)`.
    UpdateAlpha,
    /// `β ← min(β, best)`.
    UpdateBeta,
    /// `if α ≥ β` (or `if α > β`, by the cutoff convention).
    CutoffTest,
    /// `break`: the remaining moves are pruned.
    Prune,
    /// The value the node returns is fixed (only with the table on).
    Result,
    /// The transposition-table store.
    TtStore,
    /// `return`.
    Return,
    /// PVS: the null-window probe of a later move.
    Probe,
    /// PVS: `if α < v < β`, the probe landed strictly inside.
    ReSearchTest,
    /// PVS: the re-search of the move with the window the probe left.
    ReSearch,
    /// Aspiration windows and MTD(f): the root searched with a pass's window.
    PassCall,
    /// Aspiration windows and MTD(f): what the pass's value says of the
    /// root's true value (a bound moved, or the end).
    PassVerdict,
    /// Monte Carlo tree search: the call of SELECT in the loop.
    SelectCall,
    /// Monte Carlo tree search: UCB1 picks a child.
    Select,
    /// Monte Carlo tree search: a node joins the tree.
    Expand,
    /// Monte Carlo tree search: a random playout.
    Simulate,
    /// Monte Carlo tree search: the counts grow along the path.
    Backpropagate,
}

/// One line of a listing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Line {
    /// Indentation level (0 for a function header).
    pub indent: u8,
    /// The code.
    pub code: String,
    /// A comment to show after the code, dimmed.
    pub comment: Option<String>,
    /// A comment that holds only when the line runs for the root, such as
    /// "called as maxValue(root, d, −∞, +∞)"; see [`Line::note`].
    pub root_comment: Option<String>,
    /// What the line does.
    pub role: LineRole,
    /// Which function of the maxValue / minValue pair the line belongs to;
    /// `None` in the single negamax function, a driver or chanceValue.
    pub side: Option<Player>,
    /// Whether the line belongs to chanceValue (expectimax, Star1).
    pub chance: bool,
}

/// The pseudocode of one variant. A front end may leave a blank line before
/// every [`LineRole::Entry`] line but the first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Listing {
    /// A title such as "Alpha-beta (fail-hard) with a transposition table".
    pub title: String,
    /// The lines, in order.
    pub lines: Vec<Line>,
}

impl Line {
    /// The comment to show when the line runs for the root (`at_root`) or
    /// for another node: the root-only part is left out at other nodes.
    #[must_use]
    pub fn note(&self, at_root: bool) -> Option<String> {
        let root = self.root_comment.as_deref().filter(|_| at_root);
        match (root, self.comment.as_deref()) {
            (Some(root), Some(comment)) => Some(format!("{root}; {comment}")),
            (Some(only), None) | (None, Some(only)) => Some(only.to_owned()),
            (None, None) => None,
        }
    }
}

impl Listing {
    /// The index of the first line with `role` in the function of `side`
    /// (any function if the listing has only one).
    #[must_use]
    pub fn find(&self, role: LineRole, side: Player) -> Option<usize> {
        // The maxValue / minValue pair first: a driver above it (aspiration
        // windows, MTD(f)) has lines of the same roles and no side.
        self.lines
            .iter()
            .position(|line| line.role == role && line.side == Some(side) && !line.chance)
            .or_else(|| {
                self.lines
                    .iter()
                    .position(|line| line.role == role && line.side.is_none() && !line.chance)
            })
    }

    /// The index of the `nth` (from 0) line with `role` in chanceValue.
    #[must_use]
    pub fn find_chance(&self, role: LineRole, nth: usize) -> Option<usize> {
        self.lines
            .iter()
            .enumerate()
            .filter(|(_, line)| line.role == role && line.chance)
            .nth(nth)
            .map(|(index, _)| index)
    }
}
