//! Monte Carlo tree search in the window, driven headlessly
//! (`egui_kittest`): the Algorithm menu offers it with its iterations,
//! seed and exploration constant; stepping tells each phase in the status
//! line; Shift+Right jumps to the same phase of the next iteration and
//! Shift+Left back; the pseudocode panel shows the four phases; and the
//! toolbar trades the minimax motions for the iteration jumps.
use crate::common::explorer::{choose_game, harness, status};
use egui::{Key, Modifiers, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

fn press(harness: &mut Harness<'_, App>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run();
}

/// The step number of the status line ("Step 7 of …").
fn step(harness: &Harness<'_, App>) -> u64 {
    let text = status(harness);
    let digits: String = text
        .trim_start_matches("Step ")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap()
}

/// Tic-tac-toe from the empty board, searched by MCTS.
fn mcts_on_tic_tac_toe() -> Harness<'static, App> {
    let mut harness = harness();
    choose_game(&mut harness, "Tic-tac-toe");
    harness.get_by_label("Empty 3×3 board").scroll_to_me();
    harness.run();
    harness.get_by_label("Empty 3×3 board").click();
    harness.run();
    harness
        .get_by_role_and_label(Role::ComboBox, "Algorithm")
        .click_accesskit();
    harness.run();
    harness
        .get_by_label("Monte Carlo tree search")
        .click_accesskit();
    harness.run();
    harness
}

#[test]
fn a_lecturer_steps_an_iteration_phase_by_phase_and_jumps_to_the_next() {
    let mut harness = mcts_on_tic_tac_toe();
    // Its settings, with the defaults.
    harness.get_by_label("Iterations");
    harness.get_by_label("Seed");
    harness.get_by_label("Exploration C");
    // The minimax motions give way to the iteration jumps.
    assert!(harness.query_by_label_contains("Step over").is_none());
    harness.get_by_label_contains("Iteration ▶");
    press(&mut harness, Modifiers::NONE, Key::Home);
    press(&mut harness, Modifiers::NONE, Key::ArrowRight);
    assert!(
        status(&harness).contains("the root joins the tree"),
        "{}",
        status(&harness)
    );
    press(&mut harness, Modifiers::NONE, Key::ArrowRight);
    assert!(
        status(&harness).contains("Simulation"),
        "{}",
        status(&harness)
    );
    // The same phase, one iteration on: iteration 2's playout.
    let before = step(&harness);
    press(&mut harness, Modifiers::SHIFT, Key::ArrowRight);
    let after = step(&harness);
    assert!(after > before + 1, "{before} → {after}");
    assert!(
        status(&harness).contains("Simulation"),
        "{}",
        status(&harness)
    );
    press(&mut harness, Modifiers::SHIFT, Key::ArrowLeft);
    assert_eq!(step(&harness), before);
    // Plain arrows still step one at a time.
    press(&mut harness, Modifiers::NONE, Key::ArrowRight);
    assert_eq!(step(&harness), before + 1);
    assert!(
        status(&harness).contains("Backpropagation"),
        "{}",
        status(&harness)
    );
    // The pseudocode of the four phases.
    harness.get_by_label_contains("BACK-PROPAGATE(result, child)");
    // Iteration 11's selection (the first, once the root's 9 moves are in
    // the tree): the narration writes UCB1 out, and the panel beside the
    // pseudocode lists every child's score.
    for _ in 0..(31 - step(&harness)) {
        press(&mut harness, Modifiers::NONE, Key::ArrowRight);
    }
    assert!(
        status(&harness).contains("UCB1 at MAX at the root picks"),
        "{}",
        status(&harness)
    );
    harness.get_by_label_contains("(picked)");
}
