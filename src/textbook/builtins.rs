//! Named example trees that the GUI and the CLI offer out of the box.

use super::{TextbookTree, TreeParseError};

/// A named example tree, stored as its nested-list text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Builtin {
    /// A short name without spaces, for menus and the command line.
    pub name: &'static str,
    /// One line saying what the example shows.
    pub description: &'static str,
    /// The tree as a canonical nested list.
    pub text: &'static str,
}

impl Builtin {
    /// Parses the example.
    ///
    /// # Errors
    ///
    /// Never for the examples in [`builtins`] (a test parses every one); the
    /// `Result` is there because a `Builtin` can be built by anyone.
    pub fn tree(&self) -> Result<TextbookTree, TreeParseError> {
        TextbookTree::parse(self.text)
    }
}

/// The examples, in menu order.
const BUILTINS: &[Builtin] = &[
    Builtin {
        name: "classic",
        description: "AIMA's Figure 5.2/5.5 (Russell & Norvig, 3rd ed.): MAX picks the move whose MIN reply is best (value 3); fail-soft gives the book's MIN 2 ≤2 and MIN 3 exactly 2.",
        text: "[[3,12,8],[2,4,6],[14,5,2]]",
    },
    Builtin {
        name: "uneven",
        description: "Leaves at different depths: a branch may end early, and a single child passes its value straight up.",
        text: "[[[[8],[5]],[[10]]],[3,6,9],[10,1,7,2]]",
    },
    Builtin {
        name: "ties",
        description: "Equal values: the first best move wins ties, and a cutoff needs α ≥ β, equality included.",
        text: "[[1,1],[5,3],[4,3,2]]",
    },
    Builtin {
        name: "uniform-3x3x3",
        description: "A uniform tree, branching 3 and depth 3, with 27 distinct leaves: try best and worst move ordering.",
        text: "[[[5,-3,12],[8,1,-7],[10,14,-2]],[[-9,6,3],[11,-4,0],[2,13,-11]],[[7,-6,9],[-1,4,-12],[-5,-10,-8]]]",
    },
    Builtin {
        name: "perfect-3x3x3",
        description: "The same 27 leaves, perfectly ordered: every node tries its best move first, so natural-order alpha-beta meets Knuth and Moore's minimum, 11 leaves.",
        text: "[[[8,1,-7],[12,5,-3],[14,10,-2]],[[6,3,-9],[11,0,-4],[13,2,-11]],[[-5,-8,-10],[4,-1,-12],[9,7,-6]]]",
    },
    Builtin {
        name: "worst-3x3x3",
        description: "The same 27 leaves, worst ordered: every node tries its worst move first, so alpha-beta prunes nothing and evaluates all 27 leaves.",
        text: "[[[-6,7,9],[-12,-1,4],[-10,-8,-5]],[[-11,2,13],[-4,0,11],[-9,3,6]],[[-2,10,14],[-3,5,12],[-7,1,8]]]",
    },
    Builtin {
        name: "expectimax",
        description: "CS188's MAX over uniform chance nodes (UC Berkeley, Expectimax lecture): the ghosts move at random, so each circle averages its outcomes, 23/3, 4 and 7, and MAX takes the first. Search it with expectimax, or Star1 with leaves in 0..15.",
        text: "[chance[3,12,8],chance[2,4,6],chance[14,5,2]]",
    },
    Builtin {
        name: "expectimax-weighted",
        description: "Chance with unequal odds: a safe move worth 6, or a gamble that wins 10 nine times in ten and 0 otherwise (9), or one with odds 1/3 and 2/3 (5).",
        text: "[6,chance(0.9,0.1)[10,0],chance(1/3,2/3)[3,6]]",
    },
];

/// The named example trees, in menu order.
#[must_use]
pub fn builtins() -> &'static [Builtin] {
    BUILTINS
}

/// The example called `name`, if there is one.
#[must_use]
pub fn builtin(name: &str) -> Option<&'static Builtin> {
    BUILTINS.iter().find(|b| b.name == name)
}

/// The nested list that a tree's text stands for: a built-in tree's name
/// (`classic`, spaces around it ignored) stands for its list, anything
/// else for itself. Every place that reads a tree typed by a person (the
/// tree field, `--tree`, a session file) goes through here.
#[must_use]
pub fn expand_name(text: &str) -> &str {
    builtin(text.trim()).map_or(text, |example| example.text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Score;

    /// Plain recursive minimax, as a reference for the expected root values.
    fn minimax(tree: &TextbookTree, state: u32, max: bool) -> Score {
        if let Some(value) = tree.leaf_value(state) {
            return value;
        }
        let values = tree.children(state).iter().map(|&c| minimax(tree, c, !max));
        if max { values.max() } else { values.min() }.unwrap()
    }

    #[test]
    fn every_builtin_parses_and_is_canonical() {
        for b in builtins() {
            let tree = b.tree().unwrap();
            assert_eq!(tree.to_string(), b.text, "{}", b.name);
            assert!(!b.name.contains(' '));
            assert!(!b.description.is_empty() && !b.description.contains('\n'));
            assert_eq!(builtin(b.name), Some(b));
        }
        assert_eq!(builtin("nope"), None);
    }

    #[test]
    fn builtin_shapes_and_values() {
        let root_value = |name| {
            let tree = builtin(name).unwrap().tree().unwrap();
            minimax(&tree, 0, true)
        };
        assert_eq!(root_value("classic"), 3);
        assert_eq!(root_value("uneven"), 8);
        assert_eq!(root_value("ties"), 3);
        assert_eq!(root_value("uniform-3x3x3"), 8);

        let uneven = builtin("uneven").unwrap().tree().unwrap();
        assert_eq!(uneven.height(), 4);

        let uniform = builtin("uniform-3x3x3").unwrap().tree().unwrap();
        let values = uniform.leaf_values_in_order();
        assert_eq!(
            TextbookTree::uniform(3, 3, values.iter().copied()),
            Ok(uniform)
        );
        let mut distinct = values.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 27);
    }
}
