//! Tests of the tree generator: determinism, shapes, orderings and limits.

#![expect(
    clippy::cast_possible_truncation,
    reason = "test trees are small: indices and counts fit their types"
)]

use super::*;
use crate::search::{SearchOptions, Stepper};

fn spec(seed: u64, depth: usize, branching: &str, order: Order) -> Spec {
    Spec {
        seed,
        depth,
        branching: branching.parse().unwrap(),
        values: ValueRange { lo: 0, hi: 999 },
        order,
        root: Player::Max,
        chance: false,
    }
}

/// Uniform shapes (branching, depth) the orderings are checked on.
const SHAPES: [(u64, usize); 9] = [
    (2, 1),
    (2, 2),
    (2, 3),
    (3, 2),
    (3, 3),
    (2, 4),
    (3, 4),
    (4, 3),
    (2, 5),
];

/// Leaves alpha-beta (fail-hard, natural order, `α ≥ β`) evaluates on `tree`.
fn alpha_beta_leaves(tree: &TextbookTree) -> u64 {
    let options = SearchOptions {
        depth: tree.height() as u8,
        ..SearchOptions::default()
    };
    let mut stepper = Stepper::new(tree, options);
    stepper.run(tree);
    stepper.stats().leaves
}

#[test]
fn same_seed_same_tree_other_seed_other_tree() {
    let a = generate(&spec(42, 3, "3", Order::Random)).unwrap();
    assert_eq!(generate(&spec(42, 3, "3", Order::Random)).unwrap(), a);
    let b = generate(&spec(43, 3, "3", Order::Random)).unwrap();
    assert_ne!(a, b);
    assert_eq!((a.leaf_count(), a.height()), (27, 3));
}

#[test]
fn a_seed_gives_this_tree_on_every_machine() {
    // Written down once; a change of the generator or its PRNG shows here.
    let mut small = spec(1, 2, "2", Order::Random);
    small.values = ValueRange { lo: 0, hi: 9 };
    // Checked by hand with SplitMix64 in Python: four draws below 10.
    assert_eq!(generate(&small).unwrap().to_string(), "[[5,9],[0,5]]");
}

#[test]
fn values_stay_in_range_and_levels_follow_the_branching() {
    let mut listed = spec(5, 3, "3,2,1-2", Order::Random);
    listed.values = ValueRange { lo: -5, hi: 5 };
    let tree = generate(&listed).unwrap();
    assert_eq!(tree.children(0).len(), 3);
    for &child in tree.children(0) {
        assert_eq!(tree.children(child).len(), 2);
        for &grandchild in tree.children(child) {
            assert!((1..=2).contains(&tree.children(grandchild).len()));
        }
    }
    assert!(
        tree.leaf_values_in_order()
            .iter()
            .all(|v| (-5..=5).contains(v))
    );
}

#[test]
fn best_order_evaluates_the_knuth_moore_minimum() {
    for (b, d) in SHAPES {
        for seed in 0..5 {
            let mut narrow = spec(seed, d, &b.to_string(), Order::Best);
            // Few values, so ties are common: the count must hold with them too.
            narrow.values = ValueRange { lo: 0, hi: 3 };
            let tree = generate(&narrow).unwrap();
            let expected = b.pow(d.div_ceil(2) as u32) + b.pow((d / 2) as u32) - 1;
            assert_eq!(
                alpha_beta_leaves(&tree),
                expected,
                "b {b} d {d} seed {seed}: {tree}"
            );
        }
    }
}

#[test]
fn worst_order_evaluates_every_leaf() {
    for (b, d) in SHAPES {
        for seed in 0..5 {
            let tree = generate(&spec(seed, d, &b.to_string(), Order::Worst)).unwrap();
            assert_eq!(
                alpha_beta_leaves(&tree),
                b.pow(d as u32),
                "b {b} d {d}: {tree}"
            );
        }
    }
}

#[test]
fn orderings_keep_the_leaf_values_of_each_node() {
    let random = generate(&spec(9, 3, "3", Order::Random)).unwrap();
    let best = generate(&spec(9, 3, "3", Order::Best)).unwrap();
    let mut a = random.leaf_values_in_order();
    let mut b = best.leaf_values_in_order();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b, "best only reorders the random tree");
}

#[test]
fn limits_are_typed_errors() {
    let too_big = generate(&spec(1, 20, "10", Order::Random)).unwrap_err();
    assert!(
        matches!(too_big, GenerateError::TooManyNodes { .. }),
        "{too_big}"
    );
    let wide = generate(&spec(1, 1, "65535", Order::Random)).unwrap();
    assert_eq!(wide.leaf_count(), 65_535);
    assert!(matches!(
        generate(&spec(1, 0, "2", Order::Random)),
        Err(GenerateError::Depth { depth: 0 })
    ));
    assert!(matches!(
        generate(&spec(1, 65, "1", Order::Random)),
        Err(GenerateError::Depth { depth: 65 })
    ));
    assert!(matches!(
        generate(&spec(1, 3, "2,2", Order::Random)),
        Err(GenerateError::Levels {
            given: 2,
            depth: 3,
            ..
        })
    ));
    let mut few = spec(1, 3, "3", Order::Worst);
    few.values = ValueRange { lo: 0, hi: 9 };
    assert!(matches!(
        generate(&few),
        Err(GenerateError::TooFewValues { leaves: 27, .. })
    ));
}

#[test]
fn a_min_root_is_written_min_and_searched_as_min() {
    for order in [Order::Random, Order::Best, Order::Worst] {
        let mut min_root = spec(5, 3, "2", order);
        min_root.root = Player::Min;
        let tree = generate(&min_root).unwrap();
        assert_eq!(tree.mark(0), Some(Player::Min));
        assert!(tree.to_list_string().starts_with("min["), "{tree}");
        // The search takes the root as MIN: its value is the least of
        // the children's values, each a MAX node.
        let options = SearchOptions {
            depth: tree.height() as u8,
            ..SearchOptions::default()
        };
        let mut stepper = Stepper::new(&tree, options);
        let Some(crate::search::SearchEvent::Done { value, .. }) = stepper.run(&tree) else {
            panic!("the search did not finish");
        };
        let least = tree
            .children(0)
            .iter()
            .map(|&child| value_of(&tree, child, Player::Max))
            .min();
        assert_eq!(Some(value), least, "{tree}");
    }
}

/// The minimax value of `node` with `player` to move, levels alternating.
fn value_of(tree: &TextbookTree, node: u32, player: Player) -> Score {
    if let Some(value) = tree.leaf_value(node) {
        return value;
    }
    let other = match player {
        Player::Max => Player::Min,
        Player::Min => Player::Max,
    };
    let values = tree
        .children(node)
        .iter()
        .map(|&child| value_of(tree, child, other));
    match player {
        Player::Max => values.max(),
        Player::Min => values.min(),
    }
    .unwrap_or(0)
}

#[test]
fn zero_children_below_the_first_level_make_early_leaves() {
    let tree = generate(&spec(3, 4, "3,0-2,0-2,0-2", Order::Best)).unwrap();
    assert!(tree.height() <= 4);
    assert!(tree.leaf_count() >= 1);
}

#[test]
fn an_explicit_shape_is_kept_and_only_its_values_are_drawn() {
    let shape = "[[.,.],[.,.,.],.]";
    for order in [Order::Random, Order::Best, Order::Worst] {
        let tree = generate(&spec(9, 2, shape, order)).unwrap();
        let mut sizes: Vec<usize> = tree
            .children(0)
            .iter()
            .map(|&c| tree.children(c).len())
            .collect();
        sizes.sort_unstable();
        // Ordering may swap siblings, never change the shape.
        assert_eq!(sizes, [0, 2, 3], "{tree}");
        assert_eq!(tree.leaf_count(), 6);
    }
    assert_eq!(
        generate(&spec(9, 2, shape, Order::Random)),
        generate(&spec(9, 2, shape, Order::Random))
    );
    assert!(matches!(
        generate(&spec(9, 3, shape, Order::Random)),
        Err(GenerateError::Levels {
            given: 2,
            depth: 3,
            ..
        })
    ));
}
