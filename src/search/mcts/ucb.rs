//! UCB1, the one home of selection's rule: a child's score is
//! `W/N + C·√(ln N_parent / N)`, its mean result *from the view of the
//! player who chooses* plus an exploration bonus; an unvisited child
//! scores +∞ and goes first.
//!
//! Counts are kept from the root player's (MAX's) view. Where MIN
//! chooses, the mean is turned round: `1 − mean` for game results in
//! [0, 1] (MIN's own share of the points), `−mean` for a textbook tree's
//! values (MIN's gain is MAX's loss). Either way MIN prefers what MAX
//! likes least, and the shown exploitation term is what MIN expects.

use crate::game::Player;

use super::options::Exploration;
use super::reward::Reward;

/// How a node's count of visits and sum of results stood at some step.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Visits {
    /// N: playouts whose result reached the node.
    pub n: u32,
    /// W: the sum of their results, in halves ([`Reward`]), MAX's view.
    pub w_halves: i64,
}

impl Visits {
    /// W as a number.
    #[must_use]
    #[inline]
    #[expect(clippy::cast_precision_loss, reason = "sums of results far below 2^52")]
    pub fn w(self) -> f64 {
        self.w_halves as f64 / 2.0
    }

    /// W/N, MAX's view; `None` before the first visit.
    #[must_use]
    #[inline]
    pub fn mean(self) -> Option<f64> {
        (self.n > 0).then(|| self.w() / f64::from(self.n))
    }

    /// One more visit with `result`.
    #[must_use]
    pub fn plus(self, result: Reward) -> Self {
        Self {
            n: self.n + 1,
            w_halves: self.w_halves + i64::from(result.0),
        }
    }
}

/// How the mean is turned round for MIN (see the module's text).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Scale {
    /// Results are games won, drawn or lost, in [0, 1]: MIN's mean is
    /// `1 − mean`.
    Unit,
    /// Results are a textbook tree's values: MIN's mean is `−mean`.
    Values,
}

impl Scale {
    /// `mean` (MAX's view) as `chooser` sees it.
    #[must_use]
    #[inline]
    pub fn seen_by(self, chooser: Player, mean: f64) -> f64 {
        match (chooser, self) {
            (Player::Max, _) => mean,
            (Player::Min, Self::Unit) => 1.0 - mean,
            (Player::Min, Self::Values) => -mean,
        }
    }
}

/// A child's UCB1 score, term by term, as the chooser sees it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Ucb {
    /// The mean result from the chooser's view (`W/N`, turned round for MIN).
    pub mean: f64,
    /// `C·√(ln N_parent / N)`.
    pub bonus: f64,
    /// `mean + bonus`.
    pub score: f64,
}

/// The UCB1 score of a child with `child` visits under a parent with
/// `parent_n` visits, where `chooser` picks; `None` for an unvisited
/// child (+∞: it goes first).
#[must_use]
pub fn ucb1(
    chooser: Player,
    scale: Scale,
    c: Exploration,
    parent_n: u32,
    child: Visits,
) -> Option<Ucb> {
    terms(chooser, scale, c, ln_visits(parent_n), child)
}

/// `ln N_parent`, once per choice (at least `ln 1`).
#[inline]
fn ln_visits(parent_n: u32) -> f64 {
    f64::from(parent_n.max(1)).ln()
}

/// [`ucb1`] given `ln N_parent`: the one place the terms are computed,
/// for the score shown and for the choice made.
#[inline]
fn terms(
    chooser: Player,
    scale: Scale,
    c: Exploration,
    ln_parent: f64,
    child: Visits,
) -> Option<Ucb> {
    let mean = scale.seen_by(chooser, child.mean()?);
    let bonus = c.get() * (ln_parent / f64::from(child.n)).sqrt();
    Some(Ucb {
        mean,
        bonus,
        score: mean + bonus,
    })
}

/// The index of the child selection picks among `children` (their visits,
/// in move order): the first unvisited, else the highest score, ties to
/// the first. `None` if there are none.
#[must_use]
pub fn pick(
    chooser: Player,
    scale: Scale,
    c: Exploration,
    parent_n: u32,
    children: impl IntoIterator<Item = Visits>,
) -> Option<usize> {
    let ln_parent = ln_visits(parent_n);
    let mut best: Option<(usize, f64)> = None;
    for (at, child) in children.into_iter().enumerate() {
        let Some(ucb) = terms(chooser, scale, c, ln_parent, child) else {
            return Some(at);
        };
        if best.is_none_or(|(_, score)| ucb.score > score) {
            best = Some((at, ucb.score));
        }
    }
    best.map(|(at, _)| at)
}

/// The move played after the search: the most visited child, ties to the
/// higher mean from the root player's view, then to the first.
#[must_use]
pub fn most_visited(children: impl IntoIterator<Item = Visits>) -> Option<usize> {
    let mut best: Option<(usize, Visits)> = None;
    for (at, child) in children.into_iter().enumerate() {
        let better = best.is_none_or(|(_, kept)| {
            child.n > kept.n
                || (child.n == kept.n
                    && child.n > 0
                    && child.mean().unwrap_or(0.0) > kept.mean().unwrap_or(0.0))
        });
        if better {
            best = Some((at, child));
        }
    }
    best.map(|(at, _)| at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn visits(n: u32, w: i64) -> Visits {
        Visits { n, w_halves: 2 * w }
    }

    #[test]
    fn unvisited_first_then_highest_with_ties_to_the_first() {
        let c = Exploration::DEFAULT;
        let children = [visits(1, 1), visits(0, 0), visits(0, 0)];
        assert_eq!(pick(Player::Max, Scale::Unit, c, 2, children), Some(1));
        // Equal counts and results: the first.
        let even = [visits(2, 1), visits(2, 1)];
        assert_eq!(pick(Player::Max, Scale::Unit, c, 5, even), Some(0));
        // MAX takes the better mean, MIN the worse (for MAX).
        let split = [visits(2, 0), visits(2, 2)];
        assert_eq!(pick(Player::Max, Scale::Unit, c, 5, split), Some(1));
        assert_eq!(pick(Player::Min, Scale::Unit, c, 5, split), Some(0));
        assert_eq!(pick(Player::Min, Scale::Values, c, 5, split), Some(0));
    }

    /// By hand: 5 points in 8 playouts under a parent visited 40 times,
    /// C = 1.41: 0.625 + 1.41·√(ln 40 / 8) = 0.625 + 0.9575 = 1.5825.
    #[test]
    fn the_score_is_mean_plus_bonus() {
        let c = Exploration::new(1.41).unwrap();
        let ucb = ucb1(Player::Max, Scale::Unit, c, 40, visits(8, 5)).unwrap();
        assert!((ucb.mean - 0.625).abs() < 1e-12);
        assert!((ucb.bonus - 0.9575).abs() < 1e-4, "{}", ucb.bonus);
        assert!((ucb.score - 1.5825).abs() < 1e-4, "{}", ucb.score);
        let min = ucb1(Player::Min, Scale::Unit, c, 40, visits(8, 5)).unwrap();
        assert!((min.mean - 0.375).abs() < 1e-12);
        assert_eq!(
            ucb1(Player::Max, Scale::Unit, c, 40, Visits::default()),
            None
        );
    }

    #[test]
    fn the_move_played_is_the_most_visited_then_the_better_mean() {
        assert_eq!(
            most_visited([visits(3, 1), visits(5, 0), visits(2, 2)]),
            Some(1)
        );
        assert_eq!(most_visited([visits(4, 1), visits(4, 3)]), Some(1));
        assert_eq!(most_visited([visits(4, 3), visits(4, 3)]), Some(0));
        assert_eq!(most_visited([]), None);
    }
}
