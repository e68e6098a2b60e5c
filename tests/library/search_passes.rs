//! Null windows and passes, traced by hand on AIMA's `classic` tree
//! `[[3,12,8],[2,4,6],[14,5,2]]` (root MAX, value 3): PVS's probes and
//! re-searches, MTD(f)'s passes and aspiration windows.

use crate::common::search;
use gametree::game::INFINITY;
use gametree::input::AnyGame;
use gametree::search::{Algorithm, Bound, SearchOptions};
use gametree::session::Session;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// `tree` searched to its leaves with `options`.
fn finished(tree: &str, options: SearchOptions) -> Session<AnyGame> {
    let game = AnyGame::from_tree(tree).unwrap();
    let options = game.fit_options(options, false).unwrap();
    search::finished(game, options)
}

fn with(algorithm: Algorithm) -> SearchOptions {
    SearchOptions {
        algorithm,
        ..SearchOptions::default()
    }
}

fn re_searches(session: &Session<AnyGame>) -> usize {
    session
        .passes()
        .iter()
        .map(|pass| pass.tree().re_searches_at(u64::MAX))
        .sum()
}

#[test]
fn pvs_on_classic_re_searches_nothing() {
    // B = 3 gives the root α = 3. C's probe (3, 4) fails low at its first
    // leaf, 2; D's probe fails low at 2 after 14 and 5. No probe lands
    // strictly inside (3, +∞): nothing is searched twice.
    let session = finished(CLASSIC, with(Algorithm::Pvs));
    let outcome = session.outcome().unwrap();
    assert_eq!((outcome.value, re_searches(&session)), (3, 0));
    assert_eq!(session.passes().len(), 1);
}

#[test]
fn pvs_with_the_best_subtree_second_re_searches_it_once() {
    // [2,4,6] first gives α = 2. The probe of [3,12,8] with (2, 3) returns
    // 3 (its leaves 3, 12, 8, all ≥ β = 3 once 3 is in): strictly inside
    // (2, +∞), so it is searched again with (3, +∞), Reinefeld's (v, β),
    // where its first leaf 3 closes the window. [14,5,2]'s probe (3, 4)
    // fails low at 2. One re-search.
    let session = finished("[[2,4,6],[3,12,8],[14,5,2]]", with(Algorithm::Pvs));
    let outcome = session.outcome().unwrap();
    assert_eq!((outcome.value, re_searches(&session)), (3, 1));
    let tree = session.tree().unwrap();
    let root = tree.root().unwrap();
    let children = tree.children(root);
    // Root children: [2,4,6], the probe of [3,12,8], its re-search, [14,5,2].
    assert_eq!(children.len(), 4);
    let (probe, again) = (children[1], children[2]);
    assert_eq!(tree.re_search_of(probe), Some(again));
    assert_eq!(tree.move_children(root), [children[0], again, children[3]]);
    assert!(tree.is_re_search(again));
    assert_eq!(tree.node(probe).unwrap().mv, tree.node(again).unwrap().mv);
    let window = |node| {
        let node = tree.node(node).unwrap();
        (node.alpha, node.beta)
    };
    assert_eq!(window(probe), (2, 3));
    assert_eq!(window(again), (3, INFINITY));
    // A re-search is the same move: the move list still has three moves,
    // and both passes of the move stand at index 1.
    assert_eq!(tree.move_count(root), 3);
    assert_eq!((tree.move_index(probe), tree.move_index(again)), (1, 1));
    assert_eq!(tree.move_index(children[3]), 2);
    // The re-search's first leaf closes (3, +∞): 12 and 8 are pruned.
    assert_eq!(tree.move_count(again), 3);
    assert_eq!(tree.pruned_of(again).map(|range| range.count), Some(2));
}

#[test]
fn mtdf_on_classic_from_guess_zero_takes_two_passes() {
    // β = 0: (−1, 0) fails high at 3 (B's first leaf), so 3 ≤ value.
    // β = 4: (3, 4) fails low at 3, so value ≤ 3. The bounds meet at 3.
    let session = finished(CLASSIC, with(Algorithm::Mtdf));
    let passes = session.passes();
    assert_eq!(passes.len(), 2);
    assert_eq!(passes[0].window(), (-1, 0));
    assert_eq!(passes[0].result(), Some((3, Bound::Lower)));
    assert_eq!(passes[1].window(), (3, 4));
    assert_eq!(passes[1].result(), Some((3, Bound::Upper)));
    let outcome = session.outcome().unwrap();
    assert_eq!(outcome.value, 3);
    assert!(!outcome.truncated);
    // The best move is the one that failed high: the first.
    assert_eq!(
        outcome.best_move,
        passes[0].tree().outcome().unwrap().best_move
    );
    assert!(passes[0].answer().is_none() && passes[1].answer().is_some());
}

#[test]
fn mtdf_from_a_guess_above_the_value_walks_down() {
    // β = 10: (9, 10): B's first leaf 3 cuts (B ≤ 3), C's 2 cuts, D's
    // second leaf 5 cuts (D ≤ 5): the root fails low at 5, so value ≤ 5.
    // β = 5: (4, 5): B ≤ 3, C ≤ 2, D searches 14, 5 and 2 (≤ 2): value ≤ 3.
    // β = 3: (2, 3): B searches 3, 12, 8 and returns 3 ≥ 3, which cuts
    // the root: 3 ≤ value. Three passes, from above.
    let options = SearchOptions {
        guess: 10,
        ..with(Algorithm::Mtdf)
    };
    let session = finished(CLASSIC, options);
    let windows: Vec<_> = session
        .passes()
        .iter()
        .map(gametree::session::Pass::window)
        .collect();
    assert_eq!(windows, [(9, 10), (4, 5), (2, 3)]);
    assert_eq!(session.outcome().unwrap().value, 3);
}

#[test]
fn aspiration_on_classic_opens_the_bound_that_failed() {
    // Guess 0, half-width 1: (−1, 1) fails high at 3, so β opens: (−1, +∞)
    // finds 3 inside.
    let options = SearchOptions {
        aspiration_window: 1,
        ..with(Algorithm::Aspiration)
    };
    let session = finished(CLASSIC, options);
    let passes = session.passes();
    assert_eq!(passes.len(), 2);
    assert_eq!(passes[0].window(), (-1, 1));
    assert_eq!(passes[0].result(), Some((3, Bound::Lower)));
    assert_eq!(passes[1].window(), (-1, INFINITY));
    assert_eq!(passes[1].result(), Some((3, Bound::Exact)));
    assert_eq!(session.outcome().unwrap().value, 3);
    // A guess of 3 with half-width 1 holds at once.
    let options = SearchOptions {
        guess: 3,
        aspiration_window: 1,
        ..with(Algorithm::Aspiration)
    };
    assert_eq!(finished(CLASSIC, options).passes().len(), 1);
}

#[test]
fn stepping_back_across_passes_shows_each_pass_tree() {
    let mut session = finished(CLASSIC, with(Algorithm::Mtdf));
    let second = session.passes()[1].first_step();
    session.seek(second, 0).unwrap();
    assert_eq!(session.pass_index(), 0, "the last step of the first pass");
    session.step_forward().unwrap();
    assert_eq!(session.pass_index(), 1);
    let tree = session.tree().unwrap();
    let visible = tree
        .nodes()
        .filter(|&(_, node)| node.is_visible_at(session.local_cursor()))
        .count();
    assert_eq!(visible, 1, "the second pass's root");
    session.step_back();
    assert_eq!(session.pass_index(), 0);
}
