//! The generator fields of worksheet mode: seed, depth, branching, value
//! range and ordering, as typed, and the tree they make.

use crate::search::Player;
use crate::textbook::TextbookTree;
use crate::textbook::generate::{Branching, Order, Spec, ValueRange, generate};

/// The fields as the student typed them.
#[derive(Clone)]
pub struct SpecFields {
    /// The seed; a new one each time the mode starts, shown so it can be re-used.
    pub seed: u64,
    /// Plies to the leaves.
    pub depth: u8,
    /// Branching as `gametree worksheet --branching` reads it (`3`, `3,2`, `2-4`).
    pub branching: String,
    /// Leaf values as `LO..HI`.
    pub values: String,
    /// Random, best or worst order.
    pub order: Order,
}

impl Default for SpecFields {
    fn default() -> Self {
        Self {
            seed: fresh_seed(),
            depth: 3,
            branching: String::from("2"),
            values: String::from("0..20"),
            order: Order::Random,
        }
    }
}

/// A seed that differs from run to run: the clock's nanoseconds.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.subsec_nanos());
    u64::from(nanos % 100_000)
}

impl SpecFields {
    /// How the tree was made, for a printed page's heading, as `gametree
    /// worksheet` writes it.
    pub fn made(&self) -> String {
        crate::tr!(
            "panels-worksheet-made",
            seed = self.seed.to_string(),
            depth = self.depth,
            branching = &self.branching,
            values = &self.values,
            order = self.order.name()
        )
    }

    /// The tree the fields make, or what is wrong with them.
    pub fn generate(&self) -> Result<TextbookTree, String> {
        let branching = self.branching.parse::<Branching>().map_err(|error| {
            crate::tr!(
                "panels-worksheet-branching-error",
                error = error.to_string()
            )
        })?;
        let values = self.values.parse::<ValueRange>().map_err(|error| {
            crate::tr!("panels-worksheet-values-error", error = error.to_string())
        })?;
        let spec = Spec {
            seed: self.seed,
            depth: usize::from(self.depth),
            branching,
            values,
            order: self.order,
            root: Player::Max,
            chance: false,
        };
        generate(&spec).map_err(|error| error.to_string())
    }
}
