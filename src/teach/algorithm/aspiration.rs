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
            crate::tr!("teach-aspiration-function"),
            Some(crate::tr!("teach-aspiration-note-first")),
        ),
        line(
            1,
            LineRole::Init,
            crate::tr!(
                "teach-aspiration-init",
                w = options.aspiration_window.to_string()
            ),
            None,
        ),
        line(1, LineRole::Loop, crate::tr!("teach-aspiration-loop"), None),
        line(
            2,
            LineRole::PassCall,
            crate::tr!("teach-aspiration-call"),
            Some(crate::tr!("teach-aspiration-note-pass")),
        ),
        line(
            2,
            LineRole::PassVerdict,
            crate::tr!("teach-aspiration-verdict"),
            Some(crate::tr!("teach-aspiration-note-verdict")),
        ),
    ]
}

fn pass_started(pass: &PassStart) -> String {
    let window = &pass.window;
    if pass.number == 1 {
        crate::tr!("teach-aspiration-first-pass", window = window)
    } else if pass.alpha == -INFINITY {
        crate::tr!("teach-aspiration-failed-low", window = window)
    } else {
        crate::tr!("teach-aspiration-failed-high", window = window)
    }
}
