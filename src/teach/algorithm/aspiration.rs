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
        format!(
            "Aspiration: instead of [−∞, +∞] the root is searched with the narrow window {window} around the guess, so that more is cut; if the value falls outside, the search is repeated."
        )
    } else if pass.alpha == -INFINITY {
        format!(
            "The last window failed low, so α is opened: the root is searched again with {window}."
        )
    } else {
        format!(
            "The last window failed high, so β is opened: the root is searched again with {window}."
        )
    }
}
