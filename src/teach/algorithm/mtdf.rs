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
            crate::tr!("teach-mtdf-function"),
            Some(crate::tr!("teach-mtdf-note-source")),
        ),
        line(1, LineRole::Init, crate::tr!("teach-mtdf-init"), None),
        line(1, LineRole::Loop, crate::tr!("teach-mtdf-loop"), None),
        line(2, LineRole::Init, crate::tr!("teach-mtdf-beta"), None),
        line(
            2,
            LineRole::PassCall,
            crate::tr!("teach-mtdf-call"),
            Some(crate::tr!("teach-mtdf-note-pass")),
        ),
        line(
            2,
            LineRole::PassVerdict,
            crate::tr!("teach-mtdf-verdict"),
            Some(crate::tr!("teach-mtdf-note-verdict")),
        ),
        line(1, LineRole::Return, crate::tr!("teach-mtdf-return"), None),
    ]
}

fn pass_started(pass: &PassStart) -> String {
    crate::tr!(
        "teach-mtdf-pass",
        number = pass.number,
        window = &pass.window,
        beta = &pass.beta
    )
}
