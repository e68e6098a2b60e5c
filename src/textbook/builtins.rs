//! Named example trees that the GUI and the CLI offer out of the box.

use super::{TextbookTree, TreeParseError};
use crate::i18n::Text;

/// A named example tree, stored as its nested-list text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Builtin {
    /// A short name without spaces, for menus and the command line.
    pub name: &'static str,
    /// One line saying what the example shows, in the language chosen.
    pub description: Text,
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
        description: Text::new(|| crate::tr!("names-tree-classic-description")),
        text: "[[3,12,8],[2,4,6],[14,5,2]]",
    },
    Builtin {
        name: "uneven",
        description: Text::new(|| crate::tr!("names-tree-uneven-description")),
        text: "[[[[8],[5]],[[10]]],[3,6,9],[10,1,7,2]]",
    },
    Builtin {
        name: "ties",
        description: Text::new(|| crate::tr!("names-tree-ties-description")),
        text: "[[1,1],[5,3],[4,3,2]]",
    },
    Builtin {
        name: "uniform-3x3x3",
        description: Text::new(|| crate::tr!("names-tree-uniform-3x3x3-description")),
        text: "[[[5,-3,12],[8,1,-7],[10,14,-2]],[[-9,6,3],[11,-4,0],[2,13,-11]],[[7,-6,9],[-1,4,-12],[-5,-10,-8]]]",
    },
    Builtin {
        name: "perfect-3x3x3",
        description: Text::new(|| crate::tr!("names-tree-perfect-3x3x3-description")),
        text: "[[[8,1,-7],[12,5,-3],[14,10,-2]],[[6,3,-9],[11,0,-4],[13,2,-11]],[[-5,-8,-10],[4,-1,-12],[9,7,-6]]]",
    },
    Builtin {
        name: "worst-3x3x3",
        description: Text::new(|| crate::tr!("names-tree-worst-3x3x3-description")),
        text: "[[[-6,7,9],[-12,-1,4],[-10,-8,-5]],[[-11,2,13],[-4,0,11],[-9,3,6]],[[-2,10,14],[-3,5,12],[-7,1,8]]]",
    },
    Builtin {
        name: "expectimax",
        description: Text::new(|| crate::tr!("names-tree-expectimax-description")),
        text: "[chance[3,12,8],chance[2,4,6],chance[14,5,2]]",
    },
    Builtin {
        name: "expectimax-weighted",
        description: Text::new(|| crate::tr!("names-tree-expectimax-weighted-description")),
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
            let description = b.description.get();
            assert!(!description.is_empty() && !description.contains('\n'));
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
