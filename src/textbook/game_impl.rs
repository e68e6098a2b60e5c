//! [`Game`] for textbook trees: a state is a node index, a move is a 0-based
//! child index, and leaves are terminal with the value written in the tree.

#![expect(
    clippy::cast_possible_truncation,
    reason = "a textbook node has fewer than 65,536 children, checked when the tree is built"
)]

use crate::game::Player;
use crate::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal, Wording};

use super::TextbookTree;

/// States are node indices (the root is 0). Indices outside the tree behave
/// like a node with no moves that is not terminal and evaluates to 0; they
/// only arise from misuse, since [`Game::play`] never returns one.
///
/// [`Game::evaluate`] on an inner node returns 0: the search only asks for
/// it when a depth limit cuts the tree, and sessions reject depths shallower
/// than [`TextbookTree::height`] for textbook trees.
impl Game for TextbookTree {
    type State = u32;

    /// A tree's words, with its values counted in its unit
    /// ([`TextbookTree::denominator`]: thirds under three-way chance).
    fn wording(&self) -> Wording {
        Wording::TREE.with_denominator(self.denominator())
    }

    fn root(&self) -> u32 {
        0
    }

    fn legal_moves(&self, state: &u32, out: &mut Vec<MoveCode>) {
        let count = self.children(*state).len() as u16;
        out.extend((0..count).map(MoveCode));
    }

    fn play(&self, state: &u32, mv: MoveCode) -> Option<u32> {
        self.children(*state).get(usize::from(mv.0)).copied()
    }

    /// The player written before the node's list (`min[…]`), if any.
    fn player(&self, state: &u32) -> Option<Player> {
        self.mark(*state)
    }

    fn terminal(&self, state: &u32) -> Option<Terminal> {
        self.is_leaf(*state).then_some(Terminal::TreeLeaf)
    }

    /// The leaf's value in the tree's unit (×3 in a tree in thirds).
    fn evaluate(&self, state: &u32) -> Score {
        self.leaf_value(*state).unwrap_or(0) * self.denominator()
    }

    /// One term, `("Leaf value", v)`, for a leaf; no terms (summing to 0, as
    /// [`Game::evaluate`] does) for an inner node.
    fn explain(&self, state: &u32) -> Vec<ScoreTerm> {
        self.leaf_value(*state)
            .map(|value| ScoreTerm {
                label: crate::tr!("accept-leaf-value"),
                value: value * self.denominator(),
            })
            .into_iter()
            .collect()
    }

    /// `chance[…]` and `chance(…)[…]` are chance nodes.
    fn chance_total(&self, state: &u32) -> Option<u16> {
        self.outcome_total(*state)
    }

    fn chance_weight(&self, state: &u32, mv: MoveCode) -> u16 {
        self.play(state, mv)
            .map_or(0, |child| self.outcome_weight(child))
    }

    fn has_chance_nodes(&self) -> bool {
        self.has_chance()
    }

    /// The least and the greatest leaf (in the tree's unit): no average
    /// can leave them, so Star1 prunes with them when none are given. A
    /// tree whose leaves are all equal still gets a low end below its high
    /// end.
    fn value_bounds(&self) -> Option<(Score, Score)> {
        let values = self.leaf_states().map(|leaf| self.evaluate(&leaf));
        let (low, high) = values.fold((Score::MAX, Score::MIN), |(low, high), value| {
            (low.min(value), high.max(value))
        });
        (low <= high).then_some((low, high.max(low + 1)))
    }

    fn move_traits(&self, _state: &u32, _mv: MoveCode) -> MoveTraits {
        MoveTraits::default()
    }

    fn move_label(&self, _state: &u32, mv: MoveCode) -> String {
        (u32::from(mv.0) + 1).to_string()
    }

    fn move_uci(&self, _state: &u32, _mv: MoveCode) -> Option<String> {
        None
    }

    fn position_key(&self, state: &u32) -> u64 {
        u64::from(*state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classic() -> TextbookTree {
        TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap()
    }

    #[test]
    fn moves_and_play() {
        let tree = classic();
        let root = tree.root();
        assert_eq!(root, 0);
        let mut moves = Vec::new();
        tree.legal_moves(&root, &mut moves);
        assert_eq!(moves, [MoveCode(0), MoveCode(1), MoveCode(2)]);
        let second = tree.play(&root, MoveCode(1)).unwrap();
        assert_eq!(tree.path_label(second), "2");
        assert_eq!(tree.play(&root, MoveCode(3)), None);
        let leaf = tree.play(&second, MoveCode(0)).unwrap();
        assert_eq!(tree.evaluate(&leaf), 2);
        assert_eq!(tree.terminal(&leaf), Some(Terminal::TreeLeaf));
        assert_eq!(tree.terminal(&second), None);
        moves.clear();
        tree.legal_moves(&leaf, &mut moves);
        assert!(moves.is_empty());
        assert_eq!(tree.play(&leaf, MoveCode(0)), None);
    }

    #[test]
    fn labels_and_keys() {
        let tree = classic();
        assert_eq!(tree.move_label(&0, MoveCode(0)), "1");
        assert_eq!(tree.move_label(&0, MoveCode(2)), "3");
        assert_eq!(tree.move_uci(&0, MoveCode(0)), None);
        assert_eq!(tree.move_traits(&0, MoveCode(0)), MoveTraits::default());
        assert_eq!(tree.position_key(&7), 7);
    }

    #[test]
    fn evaluation_and_explanation() {
        let tree = classic();
        assert_eq!(tree.evaluate(&12), 2);
        assert_eq!(
            tree.explain(&3),
            [ScoreTerm {
                label: "Leaf value".to_owned(),
                value: 12
            }]
        );
        assert_eq!(tree.evaluate(&1), 0);
        assert!(tree.explain(&1).is_empty());
    }

    #[test]
    fn states_outside_the_tree_are_harmless() {
        let tree = classic();
        let mut moves = Vec::new();
        tree.legal_moves(&99, &mut moves);
        assert!(moves.is_empty());
        assert_eq!(tree.play(&99, MoveCode(0)), None);
        assert_eq!(tree.terminal(&99), None);
        assert_eq!(tree.evaluate(&99), 0);
        assert!(tree.explain(&99).is_empty());
    }
}
