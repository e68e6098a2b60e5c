//! Ordering, seen: best, natural and worst order on one tree, against
//! Knuth and Moore's `b^⌈d/2⌉ + b^⌊d/2⌋ − 1` (Knuth & Moore, "An analysis
//! of alpha-beta pruning", Artificial Intelligence 6, 1975; Russell &
//! Norvig, AIMA 3rd ed. §5.3.1) and the fewest over every order, with
//! numbers worked by hand.

use gametree::search::{BestCase, Cutoff, FailMode, MoveOrdering};
use gametree::teach::ordering::{fewest_leaves, orderings};
use gametree::textbook::TextbookTree;

fn tree(text: &str) -> TextbookTree {
    TextbookTree::parse(text).unwrap()
}

#[test]
fn classic_best_natural_and_worst_against_knuth_moore() {
    // AIMA Fig. 5.2: b = 3, d = 2, so 3^1 + 3^1 − 1 = 5.
    // Best first: MIN 1 as 3, 8, 12 (all three), MIN 2 and 3 cut after
    // their 2: 5 leaves. Natural: 3, 12, 8, then 2, then 14, 5, 2: 7.
    // Worst first: MIN 2 (6, 4, 2), MIN 3 (14, 5, 2), MIN 1 (12, 8, 3),
    // never a cut: all 9.
    let view = orderings(
        &tree("[[3,12,8],[2,4,6],[14,5,2]]"),
        Cutoff::Ge,
        FailMode::Soft,
    )
    .unwrap();
    let counts: Vec<(MoveOrdering, u64)> =
        view.runs.iter().map(|r| (r.ordering, r.leaves)).collect();
    assert_eq!(
        counts,
        [
            (MoveOrdering::Best, 5),
            (MoveOrdering::Natural, 7),
            (MoveOrdering::Worst, 9)
        ]
    );
    assert_eq!(view.knuth_moore(), Some(5));
    assert_eq!(view.best_first, BestCase::Measured(5));
    assert_eq!(view.fewest, Some(5));
    let text = view.bound_text();
    assert!(text.contains("b = 3, d = 2"), "{text}");
    assert!(text.contains("= 3^1 + 3^1 − 1 = 5 leaves of 9"), "{text}");
    assert!(text.contains("has tied leaf values"), "two 2s: {text}");
    assert!(
        text.contains("under α ≥ β and fail-soft: 5 leaves"),
        "{text}"
    );
}

#[test]
fn on_a_tree_that_is_not_uniform_best_first_is_not_the_fewest() {
    // MAX[ MIN[5, 6], MIN[ MAX[1, 0], 2 ] ]. Best first takes 5, 6, then
    // under α = 5 MIN 2's better child MAX[1, 0] (worth 1, both leaves)
    // before the cut: 4 leaves. Trying the leaf 2 first cuts at once:
    // 5, 6, 2 = 3 leaves, the fewest of the 2·2·2 = 8 orders.
    let text = "[[5,6],[[1,0],2]]";
    let view = orderings(&tree(text), Cutoff::Ge, FailMode::Soft).unwrap();
    assert_eq!(view.uniform, None);
    assert_eq!(view.best_first, BestCase::Measured(4));
    assert_eq!(view.runs[0].leaves, 4, "the best-first run is that count");
    assert_eq!(view.fewest, Some(3));
    let text = view.bound_text();
    assert!(text.contains("does not apply"), "{text}");
    assert!(text.contains(": 3 leaves (best first: 4)"), "{text}");
}

#[test]
fn under_gt_with_fail_hard_another_order_beats_best_first() {
    // Issue 22, item 2: with α > β and fail-hard, best-first evaluates 14
    // leaves of this tree and a reordered tree 12; with α ≥ β best-first
    // gives 2^2 + 2^2 − 1 = 7.
    let t = tree("[[[[1,2],[3,4]],[[5,6],[7,8]]],[[[8,7],[6,5]],[[4,3],[2,1]]]]");
    let gt = orderings(&t, Cutoff::Gt, FailMode::Hard).unwrap();
    assert_eq!(gt.best_first, BestCase::Measured(14));
    assert_eq!(gt.fewest, Some(12));
    assert!(
        gt.bound_text()
            .contains("under α > β and fail-hard: 12 leaves (best first: 14)")
    );
    let ge = orderings(&t, Cutoff::Ge, FailMode::Soft).unwrap();
    assert_eq!(ge.knuth_moore(), Some(7));
    assert_eq!(ge.best_first, BestCase::Measured(7));
}

#[test]
fn a_tree_with_too_many_orders_is_not_tried() {
    // 13 inner nodes of 3 children: 6^13 orders.
    let big = "[[[1,2,3],[4,5,6],[7,8,9]],[[1,2,3],[4,5,6],[7,8,9]],[[1,2,3],[4,5,6],[7,8,9]]]";
    assert_eq!(
        fewest_leaves(&tree(big), Cutoff::Ge, FailMode::Soft, 40_000),
        None
    );
    let view = orderings(&tree(big), Cutoff::Ge, FailMode::Soft).unwrap();
    assert!(view.bound_text().contains("too many to try them all"));
}
