//! Issue 33's sentences: what the narration, the passes panel, the
//! ordering view and the Monte Carlo notes say at the steps a student
//! worked by hand, each checked against what the algorithm knows there.

use gametree::game::Game as _;
use gametree::input::AnyGame;
use gametree::search::mcts::MctsOptions;
use gametree::search::{Algorithm, Bound, Cutoff, FailMode, SearchEvent, SearchOptions};
use gametree::session::Session;
use gametree::teach::ordering::orderings;
use gametree::teach::{best_move_changes, listing, narrate, note_at};
use gametree::textbook::builtins;

fn searched(text: &str, options: SearchOptions) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = game.fit_options(options, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

fn with(algorithm: Algorithm) -> SearchOptions {
    SearchOptions {
        algorithm,
        ..SearchOptions::default()
    }
}

/// The 1-based step numbers of `gametree analyze --trace`.
fn said(session: &Session<AnyGame>, step: u64) -> String {
    narrate(session, step - 1)
}

#[test]
fn a_pvs_probe_that_reaches_beta_failed_high_and_its_re_search_makes_it_exact() {
    // Move 2 is probed with [2, 3]: MIN at 2 sees 3, 12, 8 and returns 3.
    // To PVS that is only "at least 3"; the re-search with [3, +∞] returns
    // ≤3, and the two together make it exactly 3.
    let session = searched("[[2,4,6],[3,12,8],[14,5,2]]", with(Algorithm::Pvs));
    let probe = said(&session, 24);
    assert!(probe.starts_with("MIN at 2 has searched all its 3 moves: it returns 3"));
    assert!(probe.contains("failed high"), "{probe}");
    assert!(probe.contains("at least 3"), "{probe}");
    assert!(!probe.contains("exact value"), "{probe}");
    assert!(!probe.contains("outside its window"), "{probe}");
    let backed = said(&session, 25);
    assert!(
        backed.contains("returned 3 (≥3, a lower bound)"),
        "{backed}"
    );
    let again = said(&session, 26);
    assert!(again.contains("at least 3"), "{again}");
    assert!(again.contains("exact value"), "{again}");
    let settled = said(&session, 32);
    assert!(
        settled.contains("returned 3 (≤3, an upper bound)"),
        "{settled}"
    );
    assert!(
        settled.contains("with its probe's at least 3, the move is worth exactly 3"),
        "{settled}"
    );
}

#[test]
fn below_a_pvs_probe_the_null_window_s_far_edge_is_the_probe_s_own_not_elsewhere() {
    // Move 2's leaves are entered with the probe's [2, 3]: MAX gets 2
    // elsewhere (move 1), but nobody holds MAX to 3 anywhere: 3 is only
    // one above 2, the probe's edge.
    let session = searched("[[2,4,6],[3,12,8],[14,5,2]]", with(Algorithm::Pvs));
    for step in [15, 18, 21] {
        let entered = said(&session, step);
        assert!(entered.contains("window [2, 3]"), "{entered}");
        assert!(!entered.contains("3 elsewhere"), "{entered}");
        assert!(
            entered.contains("MAX can already get 2 elsewhere"),
            "{entered}"
        );
        assert!(
            entered.contains("3 is no value MIN holds elsewhere, only the probe's edge"),
            "{entered}"
        );
        assert!(entered.contains("the probe fails high"), "{entered}");
    }
    // The re-search's leaves have a real window again.
    let again = said(&session, 27);
    assert!(again.contains("MAX can already get 3 elsewhere"), "{again}");
}

#[test]
fn a_pvs_probe_is_a_bound_in_the_root_moves_too() {
    // Move 3's probe [3, 4] returned 2: to PVS the move is worth at most 2,
    // although MIN at 3 saw all its leaves; move 2's probe (≥3) and its
    // re-search (≤3) together make it exactly 3.
    let session = searched("[[2,4,6],[3,12,8],[14,5,2]]", with(Algorithm::Pvs));
    let rows = session.root_moves();
    let bounds: Vec<(String, Option<(i32, Bound)>)> = rows
        .iter()
        .map(|row| (row.label.clone(), row.searched()))
        .collect();
    assert_eq!(
        bounds,
        vec![
            ("1".to_owned(), Some((2, Bound::Exact))),
            ("2".to_owned(), Some((3, Bound::Exact))),
            ("3".to_owned(), Some((2, Bound::Upper))),
        ]
    );
}

#[test]
fn a_star1_window_the_units_cannot_hold_says_it_was_rounded_and_which_way() {
    // CHANCE at 2 entered with α = 2.1: its first outcome (0.9) needs
    // (2.1 − 0.1 · 4) / 0.9 = 17/9, which tenths round down to 1.8.
    let options = SearchOptions {
        algorithm: Algorithm::Star1,
        bounds: Some((10, 40)),
        ..SearchOptions::default()
    };
    let session = searched("[chance(0.9,0.1)[2,3],chance(0.9,0.1)[1,4]]", options);
    let entered = said(&session, 12);
    assert!(entered.contains("window [1.8, 4]"), "{entered}");
    assert!(
        entered.contains("α = 17/9 exactly, rounded down to 1.8"),
        "{entered}"
    );
    // An exact window says nothing of rounding.
    assert!(!said(&session, 3).contains("rounded"));
}

#[test]
fn star1_on_a_tree_defaults_to_the_leaves_range() {
    let game = AnyGame::from_tree("[chance(0.9,0.1)[2,3],chance(0.9,0.1)[1,4]]").unwrap();
    // The tree counts in tenths: 1..4 is 10..40.
    assert_eq!(game.value_bounds(), Some((10, 40)));
    let session = searched(
        "[chance(0.9,0.1)[2,3],chance(0.9,0.1)[1,4]]",
        with(Algorithm::Star1),
    );
    let backed = said(&session, 14);
    assert!(
        backed.contains("anywhere between the bounds 1 and 4, it will end between 1 and 1.3"),
        "{backed}"
    );
}

#[test]
fn the_root_of_a_pass_has_no_elsewhere() {
    let options = SearchOptions {
        algorithm: Algorithm::Mtdf,
        guess: 9,
        ..SearchOptions::default()
    };
    let session = searched("[[3,12,8],[2,4,6],[14,5,2]]", options);
    let first = said(&session, 1);
    assert!(first.contains("window [8, 9]"), "{first}");
    assert!(!first.contains("elsewhere, so anything"), "{first}");
    assert!(first.contains("the pass's choice"), "{first}");
    // Pass 3 ([2, 3]) fails high at the root: no MIN above it.
    let cut = (0..session.frontier())
        .filter(|&step| {
            matches!(
                session.event(step),
                Some((_, SearchEvent::Cutoff { node: 0, .. }))
            )
        })
        .map(|step| narrate(&session, step))
        .collect::<Vec<_>>();
    assert!(!cut.is_empty());
    for sentence in cut {
        assert!(!sentence.contains("above"), "{sentence}");
        assert!(sentence.contains("the pass fails"), "{sentence}");
    }
    // From pass 2 on, the last pass's best line goes first, and it says so.
    let second = (0..session.frontier())
        .map(|step| narrate(&session, step))
        .find(|sentence| sentence.starts_with("MTD(f) pass 2"))
        .unwrap();
    assert!(
        second.contains("The last pass's best line is searched first: 3.2."),
        "{second}"
    );
}

#[test]
fn the_passes_paragraph_names_passes_and_their_bounds() {
    // MTD(f) from 9 on classic: pass 1 fails low at 5 (best move 3), pass
    // 2 fails low at 3 with move 1 best, pass 3 fails high at 3.
    let options = SearchOptions {
        algorithm: Algorithm::Mtdf,
        guess: 9,
        ..SearchOptions::default()
    };
    let session = searched("[[3,12,8],[2,4,6],[14,5,2]]", options);
    let changes = best_move_changes(&session);
    assert_eq!(changes.len(), 1, "{changes:?}");
    let change = &changes[0];
    assert!(
        change.starts_with("In pass 2 the best move changed from move 3 to move 1"),
        "{change}"
    );
    assert!(change.contains("the root worth at most 5"), "{change}");
    assert!(!change.contains("depth"), "{change}");
}

#[test]
fn the_ordering_view_says_why_knuth_moore_does_not_apply_and_when_best_first_is_proven() {
    let uniform = builtins::builtin("uniform-3x3x3").unwrap().tree().unwrap();
    let hard = orderings(&uniform, Cutoff::Gt, FailMode::Hard).unwrap();
    let text = hard.bound_text();
    assert!(text.contains("does not apply here"), "{text}");
    assert!(!text.contains("is the fewest any order gives"), "{text}");
    // 27 distinct leaves under α ≥ β: best first meets Knuth–Moore's 11,
    // the minimum, though the tree has too many orders to try them all.
    let soft = orderings(&uniform, Cutoff::Ge, FailMode::Soft).unwrap();
    assert_eq!(soft.fewest, None);
    let text = soft.bound_text();
    assert!(text.contains("best first evaluates 11"), "{text}");
    assert!(text.contains("no order does better"), "{text}");
    assert!(!text.contains("not always the fewest"), "{text}");
}

#[test]
fn a_game_end_counts_again_only_when_visited_before_and_the_end_has_a_note() {
    let options = SearchOptions {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations: 6,
            ..MctsOptions::default()
        },
        ..SearchOptions::default()
    };
    let session = searched("[1,0]", options);
    let simulations: Vec<String> = (0..session.frontier())
        .filter(|&step| matches!(session.event(step), Some((_, SearchEvent::Simulate { .. }))))
        .map(|step| narrate(&session, step))
        .collect();
    // Iteration 1 plays out from the root; 2 and 3 expand the two leaves
    // (first visits); later ones come back to a leaf.
    assert!(
        simulations[1].ends_with("its result 1 counts."),
        "{simulations:?}"
    );
    assert!(
        simulations
            .iter()
            .any(|said| said.ends_with("counts again."))
    );
    let listing = listing(session.options());
    let last = session.frontier() - 1;
    let note = note_at(&listing, &session, last).unwrap();
    assert!(note.contains("the most visited move"), "{note}");
}

#[test]
fn a_chance_node_s_running_total_is_a_weighted_sum_not_an_average() {
    let session = searched("[chance(0.5,0.5)[4,6]]", with(Algorithm::Expectimax));
    let sentences: Vec<String> = (0..session.frontier())
        .map(|step| narrate(&session, step))
        .filter(|said| said.starts_with("Back at CHANCE"))
        .collect();
    assert_eq!(sentences.len(), 2);
    assert!(
        sentences[0].contains("to the weighted sum, which is 2 so far"),
        "{sentences:?}"
    );
    assert!(!sentences[0].contains("average, which"), "{sentences:?}");
    assert!(
        sentences[1].contains("which is 5: every outcome counted, so that is the average"),
        "{sentences:?}"
    );
}
