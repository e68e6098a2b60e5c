//! `gametree check`: a student's own search, read from a trace it wrote
//! (JSON Lines, `docs/FORMATS.md`), checked event by event against
//! minimax and alpha-beta in lockstep: which of them it is, node for node,
//! or the first event where it leaves the nearest one, and why.
//!
//! - [`trace`]: reading the trace, streamed line by line.
//! - [`value`]: a trace's values, exact as written, and how they are written back.
//! - [`reference`](mod@reference): the references and the lockstep check.
//! - [`session`]: the trace as a session the window steps, with its verdict.

pub mod reference;
pub mod session;
pub mod trace;
pub mod value;

pub use reference::{Checker, Divergence, DivergenceKind, Reference, Verdict, check, check_from};
pub use trace::{
    EventKind, MAX_HEADER_BYTES, MAX_LINE_BYTES, Problem, TraceError, TraceEvent, TraceHeader,
    TraceReader, ValueView,
};
pub use value::TraceValue;
