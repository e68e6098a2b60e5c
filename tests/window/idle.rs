//! Headless test that the explorer stops drawing once nothing changes: a
//! window that keeps asking for frames costs a software-rendered lecture PC
//! its whole CPU (`egui_kittest`).

use crate::common::explorer::{harness, status};
use egui::{Event, Key, Modifiers};

/// Frames the window may still ask for after the last key press: the
/// narration log pins its scroll position for at most six frames after the
/// step changes (egui also lays a changed screen out twice). With egui's
/// rubber-band scrolling on, this test saw 45.
const SETTLING_FRAMES: u64 = 6;

#[test]
fn stepping_fast_through_a_chess_search_leaves_the_window_idle() {
    let mut harness = harness();
    // As a clicker held down: 40 steps a frame for 25 frames, so the
    // narration log grows under its pinned scroll position every frame.
    for _ in 0..25 {
        for _ in 0..40 {
            harness.input_mut().events.push(Event::Key {
                key: Key::ArrowRight,
                physical_key: None,
                pressed: true,
                repeat: true,
                modifiers: Modifiers::NONE,
            });
        }
        harness.step();
    }
    let frames = harness.run();
    assert!(
        status(&harness).starts_with("Step 1,000 "),
        "{}",
        status(&harness)
    );
    assert!(
        frames <= SETTLING_FRAMES,
        "the window asked for {frames} more frames after the last press"
    );
}
