//! The teaching layer: what the explorer shows next to the tree so a student
//! can follow the search, with no GUI in it.
//!
//! - `algorithm`: what each algorithm adds to the pseudocode and the
//!   narration (the pass drivers and their sentences), one arm each;
//! - `listing` and `question`: a pseudocode listing and a quiz question
//!   as data, shared by the minimax family's modules and Monte Carlo's;
//! - `pseudocode`: the textbook listing of each variant and the line each
//!   step executes, plus the live locals of that line;
//! - [`narration`]: one plain-English sentence per step, with the numbers;
//! - `quiz`: questions asked before a step, answered from the recorded event;
//! - `compare`: two configurations on the same input, side by side;
//! - `size`: what full minimax would cost, counted or estimated (with the
//!   `gui` feature: the window's statistics panel is its one reader);
//! - `drill`: the quick drill (mark the pruned moves, give the root value);
//! - `ordering`: best, natural and worst order on one tree, against the minimum.
//! - `branching`: nodes per depth by ordering, and the effective branching factor.
//! - [`worksheet`]: a worksheet's answer key and grading a filled sheet.
//! - [`spoken`]: a drawn node's name as a screen reader says it.
//! - `ties`: the sentence that says the best move only ties, and won by
//!   being searched first.
//!
//! Every function here is a pure function of a [`crate::session::Session`]
//! and a step number, so it follows the cursor forward and back. A step
//! number `s` names the event at index `s` of the session's log: the event
//! that moved the cursor from `s` to `s + 1`.

mod algorithm;
pub(crate) mod branching;
pub(crate) mod chance;
pub(crate) mod compare;
mod context;
pub mod drill;
pub(crate) mod format;
mod listing;
pub(crate) mod mcts;
pub mod narration;
pub mod ordering;
mod passes;
pub(crate) mod pseudocode;
pub(crate) mod question;
pub(crate) mod quiz;
// Only the window's statistics panel prices full minimax.
#[cfg(feature = "gui")]
pub(crate) mod size;
pub mod spoken;
mod ties;
pub mod worksheet;

pub use branching::{
    ChartError, DepthChart, DepthCurve, effective_branching_factor, nodes_by_depth,
};
pub use compare::{
    CompareError, Comparison, SideResult, Subtree, VisitedDiff, compare, compare_within,
};
pub use listing::{Line, LineRole, Listing};
pub use narration::narrate;
pub use passes::best_move_changes;
pub use pseudocode::{Locals, View, current_line, line_at, listing, locals, note_at};
pub use question::{Answer, AnswerError, Question, QuizKind, QuizKinds};
pub use quiz::{Tally, Verdict, ask, check, question_at};

pub use ties::tie_sentence;
