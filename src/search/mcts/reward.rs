//! [`Reward`]: the result of one Monte Carlo playout, from the root
//! player's (MAX's) view, and the one home of how a game's ending or the
//! evaluation at the playout cap becomes one.
//!
//! - A game won by MAX is 1, a draw ½, a game lost by MAX 0.
//! - A textbook leaf ([`Outcome::Scored`]) gives its own value: a playout
//!   in `max[1,0]` that reaches the `1` returns 1, one that reaches a `12`
//!   returns 12.
//! - A playout stopped by the playout cap in a game still going (chess) is
//!   scored by the sign of the static evaluation there: ahead for MAX is
//!   1, level ½, behind 0, as if the side ahead went on to win. The sign
//!   needs no unit (pawns or centipawns) and keeps results exact.
//!
//! Rewards are kept in halves, so every one of them, and every sum of
//! them, is an exact integer.

use std::fmt;

use crate::game::{Game, Outcome, Player, Score, Terminal};

/// A playout's result in halves of a point, MAX's view: 2 is a win, 1 a
/// draw, 0 a loss; a textbook leaf worth `v` is `2v`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Reward(pub i32);

impl Reward {
    /// A game MAX won: 1.
    pub const WIN: Self = Self(2);
    /// A drawn game: ½.
    pub const DRAW: Self = Self(1);
    /// A game MAX lost: 0.
    pub const LOSS: Self = Self(0);

    /// A textbook leaf's value as a result (saturating far beyond any
    /// value a tree is written with).
    #[must_use]
    pub fn of_value(value: Score) -> Self {
        Self(value.saturating_mul(2))
    }

    /// The result as a number: `1.0`, `0.5`, `12.0`.
    #[must_use]
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }

    /// The result of a finished game at `state`, whose side to move is
    /// `mover`.
    #[must_use]
    pub fn of_ending<G: Game>(
        game: &G,
        state: &G::State,
        terminal: Terminal,
        mover: Player,
    ) -> Self {
        let won_by = match terminal.outcome() {
            Outcome::Scored => return Self::of_value(game.evaluate(state)),
            Outcome::Draw => return Self::DRAW,
            Outcome::Win => mover,
            Outcome::Loss => mover.other(),
        };
        match won_by {
            Player::Max => Self::WIN,
            Player::Min => Self::LOSS,
        }
    }

    /// The result of a playout stopped by the cap at `state`, a game
    /// still going: the sign of the static evaluation.
    #[must_use]
    pub fn of_evaluation(value: Score) -> Self {
        match value.signum() {
            1 => Self::WIN,
            -1 => Self::LOSS,
            _ => Self::DRAW,
        }
    }
}

impl fmt::Display for Reward {
    /// `1`, `0`, `½`, `12`, `-3½`: exact, with a half written as `½`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 2;
        let half = self.0 % 2 != 0;
        match (whole, half, self.0 < 0) {
            (0, true, true) => f.write_str("-½"),
            (0, true, false) => f.write_str("½"),
            (_, true, _) => write!(f, "{whole}½"),
            (_, false, _) => write!(f, "{whole}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[expect(clippy::float_cmp, reason = "halves are exact in binary")]
    fn rewards_are_exact_halves() {
        assert_eq!(Reward::WIN.as_f64(), 1.0);
        assert_eq!(Reward::DRAW.as_f64(), 0.5);
        assert_eq!(Reward::of_value(12).as_f64(), 12.0);
        assert_eq!(Reward::of_evaluation(3), Reward::WIN);
        assert_eq!(Reward::of_evaluation(0), Reward::DRAW);
        assert_eq!(Reward::of_evaluation(-250), Reward::LOSS);
        let shown: Vec<String> = [2, 1, 0, -1, -7, 24]
            .into_iter()
            .map(|halves| Reward(halves).to_string())
            .collect();
        assert_eq!(shown, ["1", "½", "0", "-½", "-3½", "12"]);
    }
}
