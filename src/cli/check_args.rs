//! The options of `gametree check`, declared with clap's derive API.

use std::path::PathBuf;

use clap::Args;

use crate::quote::quoted;
use crate::search::{Algorithm, Cutoff, FailMode, REGISTRY};

/// Options of `gametree check`.
#[derive(Clone, Debug, Args)]
pub struct CheckArgs {
    /// The trace a search wrote, as JSON Lines (docs/FORMATS.md); `-`
    /// reads standard input.
    #[arg(help = crate::tr!("help-check-trace"), value_name = "TRACE.jsonl")]
    pub trace: PathBuf,
    /// Check against this algorithm only: minimax or alphabeta, or for a
    /// trace whose values are negamax's, negamax or negamax-ab [default:
    /// recognise which fits].
    #[arg(help = crate::tr!("help-check-algo"), long, value_name = "ALGO", value_parser = checked_algorithm)]
    pub algo: Option<Algorithm>,
    /// Alpha-beta that fails this way only: hard (a node's value clamped
    /// to its window) or soft (the best value found) [default: either].
    #[arg(help = crate::tr!("help-check-fail"), long, value_name = "MODE")]
    pub fail: Option<FailMode>,
    /// Alpha-beta with this cutoff test only: ge (α ≥ β) or gt (α > β)
    /// [default: either].
    #[arg(help = crate::tr!("help-check-cutoff"), long, value_name = "RULE")]
    pub cutoff: Option<Cutoff>,
    /// Print one JSON object, {"matches": [...], "divergence": {...}}.
    #[arg(help = crate::tr!("help-check-json"), long)]
    pub json: bool,
}

/// `--algo` of `gametree check`: an algorithm whose traces it checks
/// ([`crate::search::Descriptor::checks_traces`]).
fn checked_algorithm(text: &str) -> Result<Algorithm, String> {
    match text.parse::<Algorithm>() {
        Ok(algorithm) if algorithm.descriptor().checks_traces => Ok(algorithm),
        _ => Err(crate::tr!(
            "check-error-unknown-algorithm",
            algo = quoted(text),
            known = checked_names()
        )),
    }
}

/// The names of the algorithms whose traces `gametree check` checks, from
/// the registry: "minimax, alphabeta, negamax, negamax-ab".
pub(crate) fn checked_names() -> String {
    REGISTRY
        .iter()
        .filter(|descriptor| descriptor.checks_traces)
        .map(|descriptor| descriptor.name)
        .collect::<Vec<_>>()
        .join(", ")
}
