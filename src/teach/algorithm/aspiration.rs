//! Aspiration windows in the teaching layer: the driver that searches the
//! root with `guess ± w` and opens the bound that failed, and the sentence
//! each pass begins with.

use super::{PassStart, Teaching, line};
use crate::game::INFINITY;
use crate::search::SearchOptions;
use crate::teach::listing::{Line, LineRole};

pub(super) const TEACHING: Teaching = Teaching {
    driver: Some(driver),
    pass_started: Some(pass_started),
};

fn driver(options: &SearchOptions) -> Vec<Line> {
    vec![
        line(
            0,
            LineRole::Entry,
            "function aspiration(root, d, guess)",
            Some("first window: guess ± w"),
        ),
        line(
            1,
            LineRole::Init,
            format!(
                "α ← guess − {w}; β ← guess + {w}",
                w = options.aspiration_window
            ),
            None,
        ),
        line(1, LineRole::Loop, "loop", None),
        line(
            2,
            LineRole::PassCall,
            "v ← maxValue(root, d, α, β)",
            Some("one pass"),
        ),
        line(
            2,
            LineRole::PassVerdict,
            "if v ≤ α then α ← −∞ else if v ≥ β then β ← +∞ else return v",
            Some("failed low: open α; failed high: open β"),
        ),
    ]
}

fn pass_started(pass: &PassStart) -> String {
    let window = &pass.window;
    if pass.number == 1 {
        crate::tr!("narration-aspiration-first-pass", window = window)
    } else if pass.alpha == -INFINITY {
        crate::tr!("narration-aspiration-failed-low", window = window)
    } else {
        crate::tr!("narration-aspiration-failed-high", window = window)
    }
}
