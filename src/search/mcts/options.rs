//! [`MctsOptions`]: what Monte Carlo tree search adds to the search
//! settings, and [`Exploration`], UCB1's constant `C`.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The iterations a search runs unless told otherwise.
pub const DEFAULT_ITERATIONS: u32 = 1_000;

/// The most iterations a search accepts: with the node cap, what bounds an
/// MCTS session's time and memory (a revisited game end adds no node, but
/// each iteration adds about 16 bytes a node of its line to the counts
/// and 2 bytes a step to the log: some 200 MB at this many).
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// The longest playout, in plies, unless told otherwise: longer than any
/// tic-tac-toe, Connect Four or textbook game, so only chess is cut.
pub const DEFAULT_PLAYOUT_CAP: u16 = 200;

/// UCB1's exploration constant `C` in `W/N + C·√(ln N_parent / N)`: √2 by
/// default (Kocsis and Szepesvári's constant for rewards in [0, 1]).
/// A finite number ≥ 0; compared and hashed by its bits, so options that
/// hold it stay `Eq`.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(try_from = "f64", into = "f64")]
pub struct Exploration(f64);

impl Exploration {
    /// √2.
    pub const DEFAULT: Self = Self(std::f64::consts::SQRT_2);

    /// `c`, if it is finite and not negative.
    ///
    /// # Errors
    /// [`BadExploration`] otherwise.
    pub fn new(c: f64) -> Result<Self, BadExploration> {
        if c.is_finite() && c >= 0.0 {
            // −0 and 0 are one constant.
            Ok(Self(c.abs()))
        } else {
            Err(BadExploration(c.to_string()))
        }
    }

    /// The constant.
    #[must_use]
    pub fn get(self) -> f64 {
        self.0
    }
}

impl Default for Exploration {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl PartialEq for Exploration {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Eq for Exploration {}

impl Hash for Exploration {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.to_bits().hash(state);
    }
}

impl TryFrom<f64> for Exploration {
    type Error = BadExploration;

    fn try_from(c: f64) -> Result<Self, Self::Error> {
        Self::new(c)
    }
}

impl From<Exploration> for f64 {
    fn from(c: Exploration) -> Self {
        c.0
    }
}

impl fmt::Display for Exploration {
    /// The shortest text that reads back as the same number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Exploration {
    type Err = BadExploration;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let c: f64 = text
            .trim()
            .parse()
            .map_err(|_| BadExploration(crate::quote::quoted(text)))?;
        Self::new(c).map_err(|_| BadExploration(crate::quote::quoted(text)))
    }
}

/// An exploration constant that is not a finite number ≥ 0.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::tr!("errs-exploration", q_text = .0))]
pub struct BadExploration(String);

/// Monte Carlo tree search's settings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct MctsOptions {
    /// Iterations (select, expand, simulate, back up) to run, 1 to
    /// [`MAX_ITERATIONS`].
    pub iterations: u32,
    /// The playouts' random seed: the same seed gives the same tree, step
    /// for step.
    pub seed: u64,
    /// UCB1's `C`.
    pub exploration: Exploration,
    /// A playout longer than this many plies stops and is scored by the
    /// evaluation's sign ([`crate::search::mcts::Reward::of_evaluation`]).
    pub playout_cap: u16,
}

impl Default for MctsOptions {
    fn default() -> Self {
        Self {
            iterations: DEFAULT_ITERATIONS,
            seed: 0,
            exploration: Exploration::DEFAULT,
            playout_cap: DEFAULT_PLAYOUT_CAP,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exploration_reads_numbers_and_refuses_the_rest() {
        assert_eq!("0.5".parse(), Ok(Exploration(0.5)));
        assert_eq!("-0".parse(), Ok(Exploration(0.0)));
        for bad in ["-1", "nan", "inf", "x"] {
            let error = bad.parse::<Exploration>().unwrap_err().to_string();
            assert!(
                error.contains(bad) && error.contains("at least 0"),
                "{error}"
            );
        }
        assert_eq!(
            Exploration::DEFAULT.to_string().parse(),
            Ok(Exploration::DEFAULT)
        );
    }
}
