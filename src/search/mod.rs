//! Search algorithms as resumable steppers that emit [`SearchEvent`]s.
//!
//! Minimax, alpha-beta (fail-hard and fail-soft), negamax and negamax with
//! α-β run in one [`Stepper`], one event per step, with an explicit stack.

pub mod algorithm;
mod backup;
mod engine;
mod event;
mod interrupt;
pub mod mcts;
mod memory;
mod minimum;
mod options;
mod oracle;
mod ordering;
mod rules;
mod scripted;
mod setting;
mod sink;
mod stepper;
mod tt;

pub use crate::game::Player;
pub use algorithm::{Algorithm, Descriptor, PassPlan, PassResult, PassVerdict, REGISTRY};
pub use backup::{Average, Backed, Running, TieRule, closes, keeps_the_first};
pub use engine::{Engine, OpenFrame};
pub use event::{
    Bound, CutoffKind, LeafReason, NodeId, SearchEvent, SearchStats, is_null_window_probe,
};
pub use interrupt::{Interrupt, Interrupted};
pub use memory::OrderingMemory;
pub use minimum::{BestCase, UniformShape, best_case_leaves, uniform_shape};
pub use options::{
    Cutoff, DEFAULT_ASPIRATION_WINDOW, DEFAULT_MAX_NODES, DEPTH_RANGE, FailMode, GUESS_RANGE,
    ITERATIONS_RANGE, MAX_DEPTH, MoveOrdering, OptionRangeError, SearchOptions, WINDOW_RANGE,
};
pub use rules::{DepthRules, QUIESCENCE_PLIES, leaf_bounds, mover};
pub use scripted::{ScriptedEngine, ScriptedStep};
pub use setting::{Setting, UnknownSetting};
pub use sink::{Discard, EventSink};
pub(crate) use stepper::Settled;
pub use stepper::{NODE_ID_LIMIT, Stepper};
pub use tt::TranspositionTable;
