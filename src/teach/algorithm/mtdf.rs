//! MTD(f) in the teaching layer: the driver of null-window passes that
//! move a lower or an upper bound until they meet, and the sentence each
//! pass begins with.

use super::{PassStart, Teaching, line};
use crate::search::SearchOptions;
use crate::teach::listing::{Line, LineRole};

pub(super) const TEACHING: Teaching = Teaching {
    driver: Some(driver),
    pass_started: Some(pass_started),
};

fn driver(_options: &SearchOptions) -> Vec<Line> {
    vec![
        line(
            0,
            LineRole::Entry,
            "function mtdf(root, d, f)",
            Some("Plaat et al. 1996"),
        ),
        line(1, LineRole::Init, "g ← f; lower ← −∞; upper ← +∞", None),
        line(1, LineRole::Loop, "while lower < upper do", None),
        line(2, LineRole::Init, "β ← g + 1 if g = lower, else g", None),
        line(
            2,
            LineRole::PassCall,
            "g ← maxValue(root, d, β − 1, β)",
            Some("one pass, null window"),
        ),
        line(
            2,
            LineRole::PassVerdict,
            "if g < β then upper ← g else lower ← g",
            Some("failed low / failed high"),
        ),
        line(1, LineRole::Return, "return g", None),
    ]
}

fn pass_started(pass: &PassStart) -> String {
    crate::tr!(
        "narration-mtdf-pass",
        pass = pass.number,
        window = pass.window.as_str(),
        beta = pass.beta.as_str()
    )
}
