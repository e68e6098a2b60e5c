//! Principal variation search (NegaScout): the first move gets the full
//! window, every later move a null-window probe, searched again with
//! Reinefeld's window `(v, β)` when the probe lands strictly inside. The
//! stepper's probe rule reads [`Descriptor::probes`].

use super::{Algorithm, Descriptor, Engine};

/// Principal variation search.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Pvs,
    name: "pvs",
    title: "PVS (NegaScout)",
    short: "PVS",
    engine: Engine::Stepper,
    prunes: true,
    averages: false,
    negamax: false,
    probes: true,
    bounds_leaves: false,
    always_fails_soft: false,
    checks_traces: false,
    passes: None,
    compare_with: Algorithm::Minimax,
};
