//! The ordering view driven through AccessKit (`egui_kittest`): R shows
//! best, natural and worst order on the tree searched, side by side, each
//! with its leaves, under Knuth–Moore's figure and the fewest over every
//! order, recomputed when a convention changes.
use crate::common::explorer::{classic, harness, labels, open_practice};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

#[test]
fn the_three_orders_of_classic_with_their_leaves_and_the_bound() {
    let mut harness = classic();
    press(&mut harness, Key::R);
    // Hand-checked (AIMA Fig. 5.2, b = 3, d = 2): best first 5 leaves,
    // natural 7, worst first all 9; 3^1 + 3^1 − 1 = 5.
    harness.get_by_label("Best first: 5 leaves");
    harness.get_by_label("Natural order: 7 leaves");
    harness.get_by_label("Worst first: 9 leaves");
    let bound = labels(&harness, "Knuth–Moore");
    assert_eq!(bound.len(), 1, "{bound:?}");
    assert!(
        bound[0].contains("= 3^1 + 3^1 − 1 = 5 leaves of 9"),
        "{}",
        bound[0]
    );
    assert!(
        bound[0].contains("under α ≥ β and fail-soft: 5 leaves"),
        "{}",
        bound[0]
    );
    // The explorer's cutoff rule is the view's.
    harness.get_by_label("α > β").click();
    harness.run();
    let bound = labels(&harness, "Knuth–Moore");
    assert!(
        bound[0].contains("under α > β and fail-soft"),
        "{}",
        bound[0]
    );
    // The View menu closes it again.
    open_practice(&mut harness, "Ordering");
    assert!(labels(&harness, "Best first: ").is_empty());
}

#[test]
fn a_chess_position_is_told_to_load_a_tree() {
    let mut harness = harness();
    press(&mut harness, Key::R);
    assert_eq!(
        labels(&harness, "The ordering view runs on a textbook tree").len(),
        1
    );
}
