//! The backup rule: how a child's value changes its parent's best value and
//! `[α, β]` window, and when that proves a cutoff. Its one home.
//!
//! The stepper applies it as each child's value comes back
//! (`Stepper::backup`), the tree folds it over the children backed up by a
//! cursor (`SearchTree::node_at`, which the replay of recorded steps and
//! every reading of the tree go through), and the narration and quiz ask it
//! whether a window is closed. The cutoff convention ([`Cutoff`]: `α ≥ β`
//! or `α > β`) is decided here and nowhere else. The property tests
//! `recorded_steps_replay_the_live_events` and
//! `every_variant_agrees_with_minimax` (`tests/library/search_properties.rs`, run on
//! all four games) keep the stepper and the tree in agreement.

use crate::game::{INFINITY, Score};
use crate::search::{Cutoff, CutoffKind, NodeId, Player};

/// An algorithm's tie rule ([`crate::search::Descriptor::tie_rule`]):
/// whether the child numbered `child` of `parent`, whose value ties the
/// best child's so far, takes its place. A function of the two numbers, so
/// the search and every later reading of the tree decide a tie alike.
pub type TieRule = fn(parent: NodeId, child: NodeId) -> bool;

/// The tie rule of every algorithm whose file says nothing else: a tie
/// keeps the first move.
#[must_use]
pub fn keeps_the_first(_parent: NodeId, _child: NodeId) -> bool {
    false
}

/// A node's result so far while its children's values come back: the best
/// value (none before the first backup) and its window. Values are a
/// search's [`Score`]s, or any other ordered values (a student's trace
/// checked by [`crate::check`]'s references, in decimals): the rule only
/// compares them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Running<V = Score> {
    /// The best value backed up so far.
    pub best: Option<V>,
    /// α now.
    pub alpha: V,
    /// β now.
    pub beta: V,
}

/// What one backup did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Backed<V = Score> {
    /// The node's result after the backup.
    pub running: Running<V>,
    /// Whether the child's value became the best: strictly better for the
    /// chooser, so that ties keep the first move (unless the algorithm's
    /// tie rule takes a tie: [`Running::back_up_with_ties`]).
    pub improved: bool,
    /// Whether the window is now closed under the search's [`Cutoff`]
    /// convention: the remaining moves can be pruned.
    pub cut: bool,
}

impl<V: Copy + PartialOrd> Running<V> {
    /// A node entered with the window `[alpha, beta]`, before any backup.
    #[must_use]
    pub fn entered(alpha: V, beta: V) -> Self {
        Self {
            best: None,
            alpha,
            beta,
        }
    }

    /// Backs `value` up into this node, where `chooser` picks (MAX raises α,
    /// MIN lowers β) and `window` is the search's cutoff convention; a search
    /// without a window (`window` none: minimax, negamax) keeps its window
    /// as entered and never cuts.
    #[must_use]
    pub fn back_up(self, chooser: Player, window: Option<Cutoff>, value: V) -> Backed<V> {
        let improved = self.best.is_none_or(|best| chooser.prefers(value, best));
        let mut running = self;
        if improved {
            running.best = Some(value);
        }
        if window.is_some() {
            match chooser {
                Player::Max if value > running.alpha => running.alpha = value,
                Player::Min if value < running.beta => running.beta = value,
                Player::Max | Player::Min => {}
            }
        }
        Backed {
            running,
            improved,
            cut: window.is_some_and(|cutoff| closes(cutoff, running.alpha, running.beta)),
        }
    }
}

impl<V: Copy + PartialOrd> Running<V> {
    /// [`Self::back_up`] under an algorithm's tie rule: a value that ties
    /// the best child's so far (`has_best_child`) becomes the best when
    /// `takes_tie` says so, which is asked only then.
    #[must_use]
    pub fn back_up_with_ties(
        self,
        chooser: Player,
        window: Option<Cutoff>,
        value: V,
        has_best_child: bool,
        takes_tie: impl FnOnce() -> bool,
    ) -> Backed<V> {
        let mut backed = self.back_up(chooser, window, value);
        if !backed.improved && has_best_child && self.best == Some(value) && takes_tie() {
            backed.improved = true;
        }
        backed
    }
}

/// The cutoff test: whether the window `[alpha, beta]` is closed under the
/// convention `cutoff`, so that no further move can change the parent's
/// choice. `Ge` cuts on a tie at a bound (α = β), `Gt` searches on.
#[must_use]
pub fn closes<V: PartialOrd + Copy>(cutoff: Cutoff, alpha: V, beta: V) -> bool {
    match cutoff {
        Cutoff::Ge => alpha >= beta,
        Cutoff::Gt => alpha > beta,
    }
}

/// A chance node's result so far while its outcomes' values come back:
/// the probability-weighted sum of the values backed up, and the weight
/// not searched yet. Kept exact, in integers: weights are the game's
/// ([`crate::game::Game::chance_weight`]) over `total`, and a value times a
/// weight stays an integer; the average is the sum over `total`.
///
/// Star1 (Ballard 1983) asks it for each outcome's window and whether the
/// average can still matter; expectimax only for the average.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Average {
    /// Σ weight × value over the outcomes backed up.
    pub sum: i64,
    /// The weight of the outcomes not backed up yet.
    pub weight_left: i64,
    /// The total weight of the node's outcomes.
    pub total: i64,
}

impl Average {
    /// A chance node whose outcomes weigh `total` in all, before any backup.
    #[must_use]
    pub fn entered(total: u16) -> Self {
        Self {
            sum: 0,
            weight_left: i64::from(total),
            total: i64::from(total.max(1)),
        }
    }

    /// The total weight, as the chance node's `Enter` event carries it.
    #[must_use]
    pub fn total_weight(self) -> u16 {
        u16::try_from(self.total).unwrap_or(u16::MAX)
    }

    /// Backs up `value`, the value of an outcome of `weight`.
    #[must_use]
    pub fn back_up(self, weight: u16, value: Score) -> Self {
        let weight = i64::from(weight);
        Self {
            sum: self.sum + weight * i64::from(value),
            weight_left: self.weight_left - weight,
            total: self.total,
        }
    }

    /// The weighted sum so far over the total: the node's value once every
    /// outcome is backed up (rounded down, for a game whose unit is too
    /// coarse for its averages).
    #[must_use]
    pub fn value(self) -> Score {
        Self::clamp(self.sum.div_euclid(self.total))
    }

    /// What the node is worth at least and at most with the outcomes not
    /// searched yet at the leaves' `bounds`, rounded outwards.
    #[must_use]
    pub fn range(self, (low, high): (Score, Score)) -> (Score, Score) {
        let least = self.sum + self.weight_left * i64::from(low);
        let most = self.sum + self.weight_left * i64::from(high);
        (
            Self::clamp(least.div_euclid(self.total)),
            Self::clamp(-((-most).div_euclid(self.total))),
        )
    }

    /// Star1's window for the next outcome, of `weight`, at a node entered
    /// with `[alpha, beta]`: the values at or below its α make the node's
    /// most fall to α or below, those at or above its β make its least
    /// reach β, with the other unsearched outcomes at `bounds`; then cut to
    /// the bounds themselves. Rounded outwards to the game's units, so
    /// never narrower than exact ([`Self::exact_child_window`]).
    #[must_use]
    pub fn child_window(
        self,
        weight: u16,
        window: (Score, Score),
        (low, high): (Score, Score),
    ) -> (Score, Score) {
        let Some(((alpha_units, over), (beta_units, _))) =
            self.exact_child_window(weight, window, (low, high))
        else {
            return (low, high);
        };
        let child_alpha = Self::clamp(alpha_units.div_euclid(over)).max(low);
        let child_beta = Self::clamp(-((-beta_units).div_euclid(over))).min(high);
        (child_alpha, child_beta)
    }

    /// Star1's window for the next outcome before it is rounded to the
    /// game's units and cut to the bounds: each end as `units / over`
    /// (`over` is the outcome's weight, the same for both); `None` for an
    /// outcome of weight 0.
    #[must_use]
    pub fn exact_child_window(
        self,
        weight: u16,
        (alpha, beta): (Score, Score),
        (low, high): (Score, Score),
    ) -> Option<((i64, i64), (i64, i64))> {
        let weight = i64::from(weight);
        if weight == 0 {
            return None;
        }
        let after = self.weight_left - weight;
        let alpha_room = i64::from(alpha) * self.total - self.sum - after * i64::from(high);
        let beta_room = i64::from(beta) * self.total - self.sum - after * i64::from(low);
        Some(((alpha_room, weight), (beta_room, weight)))
    }

    /// Whether the node, entered with `[alpha, beta]`, can stop now (Star1):
    /// an α-cutoff if even the unsearched outcomes at the upper bound leave
    /// it at or below α, a β-cutoff if even at the lower bound it reaches
    /// β; with the bound it returns.
    #[must_use]
    pub fn cut(
        self,
        (alpha, beta): (Score, Score),
        bounds: (Score, Score),
    ) -> Option<(CutoffKind, Score)> {
        if self.weight_left <= 0 {
            return None;
        }
        let (least, most) = self.range(bounds);
        if most <= alpha {
            Some((CutoffKind::Alpha, most))
        } else if least >= beta {
            Some((CutoffKind::Beta, least))
        } else {
            None
        }
    }

    fn clamp(value: i64) -> Score {
        Score::try_from(value.clamp(-i64::from(INFINITY), i64::from(INFINITY))).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GE: Option<Cutoff> = Some(Cutoff::Ge);

    #[test]
    fn a_tie_rule_decides_only_a_tie_with_a_best_child() {
        let after_first = Running::entered(-10, 10)
            .back_up(Player::Max, GE, 3)
            .running;
        let takes = |value, has_best_child| {
            after_first
                .back_up_with_ties(Player::Max, GE, value, has_best_child, || true)
                .improved
        };
        // A tie with the best child is taken; a worse value never is; a
        // tie with a stand-pat (no best child) keeps it.
        assert!(takes(3, true));
        assert!(!takes(2, true));
        assert!(!takes(3, false));
        // The rule is asked only on a tie, and by default keeps the first.
        let asked = std::cell::Cell::new(0);
        let better = after_first.back_up_with_ties(Player::Max, GE, 4, true, || {
            asked.set(asked.get() + 1);
            false
        });
        assert!(better.improved);
        assert_eq!(asked.get(), 0);
        let tied =
            after_first.back_up_with_ties(Player::Max, GE, 3, true, || keeps_the_first(0, 1));
        assert!(!tied.improved);
        assert_eq!(
            tied.running,
            after_first.back_up(Player::Max, GE, 3).running
        );
    }

    #[test]
    fn ties_keep_the_first_move_and_max_raises_alpha_until_it_meets_beta() {
        let start = Running::entered(-10, 5);
        let first = start.back_up(Player::Max, GE, 3);
        assert!(first.improved);
        assert_eq!(
            first.running,
            Running {
                best: Some(3),
                alpha: 3,
                beta: 5
            }
        );
        assert!(!first.cut);
        let tie = first.running.back_up(Player::Max, GE, 3);
        assert!(!tie.improved);
        let cut = tie.running.back_up(Player::Max, GE, 5);
        assert!(cut.improved && cut.cut);
        assert_eq!(cut.running.alpha, 5);
    }

    #[test]
    fn min_lowers_beta_and_minimax_never_cuts() {
        let min = Running::entered(4, 20).back_up(Player::Min, GE, 2);
        assert_eq!(
            min.running,
            Running {
                best: Some(2),
                alpha: 4,
                beta: 2
            }
        );
        assert!(min.cut);
        let minimax = Running::entered(4, 20).back_up(Player::Min, None, 2);
        assert_eq!(
            minimax.running,
            Running {
                best: Some(2),
                alpha: 4,
                beta: 20
            }
        );
        assert!(!minimax.cut);
    }

    #[test]
    fn a_chance_node_averages_exactly_and_star1_stops_when_it_cannot_matter() {
        // CS188's chance node [3, 12, 8] in thirds (×3): 9, 36, 24 → 23.
        let mut average = Average::entered(3);
        for value in [9, 36, 24] {
            average = average.back_up(1, value);
        }
        assert_eq!(average.value(), 23);
        assert_eq!(average.cut((-INFINITY, INFINITY), (0, 60)), None);
        // Leaves in [0, 10], window [5, +∞], the first outcome of two (½
        // each) is 0: at most (0 + 10) / 2 = 5 ≤ α — an α-cutoff.
        let half = Average::entered(2).back_up(1, 0);
        assert_eq!(half.range((0, 10)), (0, 5));
        assert_eq!(
            half.cut((5, INFINITY), (0, 10)),
            Some((CutoffKind::Alpha, 5))
        );
        // The window for the first outcome there: below 0 it cannot fall
        // (α' = 2·5 − 10 = 0), and above the bound 10 it cannot go.
        assert_eq!(
            Average::entered(2).child_window(1, (5, INFINITY), (0, 10)),
            (0, 10)
        );
        // With α = 6, the first outcome must beat 2 to keep the node alive.
        assert_eq!(
            Average::entered(2).child_window(1, (6, INFINITY), (0, 10)),
            (2, 10)
        );
        // Rounded outwards: α' = (7·3 − 0 − 2·9) / 1 = 3, β' = (8·3 − 0) / 1.
        assert_eq!(Average::entered(3).child_window(1, (7, 8), (0, 9)), (3, 9));
    }

    #[test]
    fn a_tie_at_the_bound_cuts_under_ge_and_not_under_gt() {
        let entered = Running::entered(-10, 5);
        let ge = entered.back_up(Player::Max, GE, 5);
        let gt = entered.back_up(Player::Max, Some(Cutoff::Gt), 5);
        assert_eq!(ge.running, gt.running);
        assert!(ge.cut && !gt.cut);
        let over = gt.running.back_up(Player::Max, Some(Cutoff::Gt), 6);
        assert!(over.cut, "α = 6 > β = 5 cuts under gt too");
        let min_tie = Running::entered(4, 20).back_up(Player::Min, Some(Cutoff::Gt), 4);
        assert!(!min_tie.cut, "β falling to α is a tie");
    }
}
