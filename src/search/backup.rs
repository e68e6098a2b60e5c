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

use crate::game::Score;
use crate::search::{Cutoff, Player};

/// A node's result so far while its children's values come back: the best
/// value (none before the first backup) and its window.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Running {
    /// The best value backed up so far.
    pub best: Option<Score>,
    /// α now.
    pub alpha: Score,
    /// β now.
    pub beta: Score,
}

/// What one backup did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Backed {
    /// The node's result after the backup.
    pub running: Running,
    /// Whether the child's value became the best: strictly better for the
    /// chooser, so that ties keep the first move.
    pub improved: bool,
    /// Whether the window is now closed under the search's [`Cutoff`]
    /// convention: the remaining moves can be pruned.
    pub cut: bool,
}

impl Running {
    /// A node entered with the window `[alpha, beta]`, before any backup.
    #[must_use]
    pub fn entered(alpha: Score, beta: Score) -> Self {
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
    pub fn back_up(self, chooser: Player, window: Option<Cutoff>, value: Score) -> Backed {
        let improved = self.best.is_none_or(|best| chooser.prefers(value, best));
        let mut running = self;
        if improved {
            running.best = Some(value);
        }
        if window.is_some() {
            match chooser {
                Player::Max => running.alpha = running.alpha.max(value),
                Player::Min => running.beta = running.beta.min(value),
            }
        }
        Backed {
            running,
            improved,
            cut: window.is_some_and(|cutoff| closes(cutoff, running.alpha, running.beta)),
        }
    }
}

/// The cutoff test: whether the window `[alpha, beta]` is closed under the
/// convention `cutoff`, so that no further move can change the parent's
/// choice. `Ge` cuts on a tie at a bound (α = β), `Gt` searches on.
#[must_use]
pub fn closes(cutoff: Cutoff, alpha: Score, beta: Score) -> bool {
    match cutoff {
        Cutoff::Ge => alpha >= beta,
        Cutoff::Gt => alpha > beta,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GE: Option<Cutoff> = Some(Cutoff::Ge);

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
