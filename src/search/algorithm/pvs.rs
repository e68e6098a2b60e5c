//! Principal variation search (NegaScout): the first move gets the full
//! window, every later move a null-window probe, searched again with
//! Reinefeld's window `(v, β)` when the probe lands strictly inside. The
//! stepper's probe rule reads [`Descriptor::probes`].

use super::{Algorithm, Descriptor, Text};

/// Principal variation search.
pub(super) const DESCRIPTOR: Descriptor = Descriptor {
    algorithm: Algorithm::Pvs,
    name: "pvs",
    title: Text::new(|| crate::tr!("names-algo-pvs-title")),
    short: Text::new(|| crate::tr!("names-algo-pvs-short")),
    prunes: true,
    probes: true,
    compare_with: Algorithm::Minimax,
    classic_against: Some(Algorithm::AlphaBeta),
    ..Descriptor::PLAIN
};
