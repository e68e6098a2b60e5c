//! One home per algorithm: each file here describes one algorithm with a
//! [`Descriptor`] — its name and title, what it does that the others do
//! not (prune, average, probe, search in passes, …), the algorithm the
//! comparison puts beside it, and, for the pass-based ones, the plan of
//! their root windows. [`REGISTRY`] lists them in menu order.
//!
//! Adding an algorithm: a file here with its descriptor (what differs
//! from [`Descriptor::PLAIN`]) and its entry in the `register_algorithms!`
//! list below (its variant with a `///` line, and the file's name); the
//! enum, [`REGISTRY`], [`Algorithm::descriptor`], the counts, the list of
//! names and the menus follow from that list. The teaching side lists the
//! few algorithms that say something of their own in `teach/algorithm/`.

use std::str::FromStr;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::game::{MoveCode, Score};
use crate::i18n::Text;
use crate::search::setting::UnknownSetting;
use crate::search::{TieRule, keeps_the_first};

/// Turns the list of algorithms into everything that names them: a
/// `mod` for each file, the [`Algorithm`] enum, [`REGISTRY`] and
/// [`Algorithm::descriptor`] (a `match` with an arm per variant, written
/// here once).
macro_rules! register_algorithms {
    ($($(#[$attribute:meta])* $variant:ident => $file:ident,)*) => {
        $(mod $file;)*

        /// Which algorithm runs.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum Algorithm {
            $($(#[$attribute])* $variant,)*
        }

        /// Every algorithm's descriptor, in menu order.
        pub const REGISTRY: &[&Descriptor] = &[$(&$file::DESCRIPTOR,)*];

        impl Algorithm {
            /// The algorithm's descriptor, from its file.
            #[must_use]
            pub const fn descriptor(self) -> &'static Descriptor {
                match self {
                    $(Self::$variant => &$file::DESCRIPTOR,)*
                }
            }
        }
    };
}

// Every algorithm, in menu order (the minimax family first, then Monte
// Carlo tree search): its variant of `Algorithm` with the variant's
// documentation, and the file here that describes it. The one list.
register_algorithms! {
    /// Plain minimax: MAX and MIN nodes, every move searched.
    Minimax => minimax,
    /// Minimax with an `[α, β]` window and cutoffs.
    #[default]
    AlphaBeta => alphabeta,
    /// Negamax: every node maximises the negated values of its children.
    Negamax => negamax,
    /// Negamax with an `[α, β]` window, passing `[-β, -α]` to children.
    NegamaxAlphaBeta => negamax_ab,
    /// Principal variation search (NegaScout): alpha-beta that gives the
    /// first move the full window and every later move a null window, and
    /// searches a move again, with the window `(v, β)` its probe left
    /// (Reinefeld's), when the probe's value `v` lands strictly inside.
    Pvs => pvs,
    /// Alpha-beta from a narrow root window around a guess, searched again
    /// with the failed bound opened when the value falls outside it.
    Aspiration => aspiration,
    /// MTD(f): a sequence of null-window alpha-beta passes from a guess,
    /// each moving a lower or an upper bound, until they meet.
    Mtdf => mtdf,
    /// Expectimax (expectiminimax where MIN nodes remain): minimax whose
    /// chance nodes take the probability-weighted average of their children.
    Expectimax => expectimax,
    /// Ballard's Star1: alpha-beta at MAX and MIN nodes, and a chance node
    /// that stops once its average, with the unsearched outcomes at the
    /// leaves' bounds, can no longer matter to the window.
    Star1 => star1,
    /// Monte Carlo tree search (UCT): iterations of UCB1 selection,
    /// expansion, a random playout and backpropagation
    /// ([`crate::search::mcts`]). Another engine, not a minimax
    /// algorithm: it is not in [`Self::ALL`].
    Mcts => mcts,
}

/// What engine searches with an algorithm.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Engine {
    /// The minimax family's [`crate::search::Stepper`].
    Stepper,
    /// Monte Carlo tree search ([`crate::search::mcts`]).
    MonteCarlo,
}

/// Everything the rest of the program asks of an algorithm.
#[derive(Clone, Copy, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "one predicate per way an algorithm differs from the others, each read on its own"
)]
pub struct Descriptor {
    /// The algorithm described.
    pub algorithm: Algorithm,
    /// The name used on the command line and in files.
    pub name: &'static str,
    /// A human title, e.g. for menus, in the language chosen.
    pub title: Text,
    /// A short name inside a sentence or a comparison's title ("Alpha-beta
    /// vs PVS"), in the language chosen.
    pub short: Text,
    /// The engine that runs it.
    pub engine: Engine,
    /// Whether it prunes with an `[α, β]` window.
    pub prunes: bool,
    /// Whether it averages over chance nodes: only these search a game
    /// with chance.
    pub averages: bool,
    /// Whether it is written in negamax form (values from the side to
    /// move's point of view).
    pub negamax: bool,
    /// Whether it probes every move after the first with a null window and
    /// searches it again when the probe lands inside (PVS).
    pub probes: bool,
    /// Whether its chance nodes prune against the leaves' bounds (Star1),
    /// so the game's leaf values must be bounded.
    pub bounds_leaves: bool,
    /// Whether it fails soft whatever the fail mode (MTD(f): clamped
    /// values would move a pass's bound one point at a time).
    pub always_fails_soft: bool,
    /// Whether `gametree check` checks a student's trace of it (the
    /// plain minimax and alpha-beta forms).
    pub checks_traces: bool,
    /// The plan of its root windows when it searches the root in passes
    /// (aspiration windows, MTD(f)); `None` when it searches each depth
    /// once with `[−∞, +∞]`.
    pub passes: Option<PassPlan>,
    /// The algorithm the pruning comparison puts beside it.
    pub compare_with: Algorithm,
    /// Which of two children of equal value is the best: the first unless
    /// the file says otherwise ([`TieRule`]). The search and the tree's
    /// reading of it both follow it.
    pub tie_rule: TieRule,
    /// The algorithm the explorer offers a classic comparison of it
    /// against, a button of its own ("Alpha-beta vs PVS"); `None` for no
    /// such button.
    pub classic_against: Option<Algorithm>,
}

impl Descriptor {
    /// What an algorithm is unless its file says otherwise: run by the
    /// stepper, MAX and MIN nodes, every move searched with `[−∞, +∞]`, no
    /// chance nodes, each depth searched once, no trace checking. The
    /// identity fields (algorithm, names, comparison) are placeholders that
    /// every file sets (`the_registry_and_the_descriptors_agree`).
    pub const PLAIN: Self = Self {
        algorithm: Algorithm::Minimax,
        name: "",
        title: Text::new(String::new),
        short: Text::new(String::new),
        engine: Engine::Stepper,
        prunes: false,
        averages: false,
        negamax: false,
        probes: false,
        bounds_leaves: false,
        always_fails_soft: false,
        checks_traces: false,
        passes: None,
        tie_rule: keeps_the_first,
        compare_with: Algorithm::Minimax,
        classic_against: None,
    };
}

/// How an algorithm that searches the root in passes picks their windows.
#[derive(Clone, Copy, Debug)]
pub struct PassPlan {
    /// The root window of a depth's first pass, from a guess and the
    /// window half-width setting (read only when
    /// [`Self::reads_window_width`]).
    pub first_window: fn(Score, Score) -> (Score, Score),
    /// What the last finished pass and all the finished passes of its
    /// depth (in order, the last among them) say: search again with a
    /// window, or settled.
    pub after: fn(PassResult, &[PassResult]) -> PassVerdict,
    /// Whether the first window's half-width is a setting of its own
    /// (aspiration windows' `±w`).
    pub reads_window_width: bool,
}

/// A finished pass, as a [`PassPlan`] reads it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PassResult {
    /// The root window the pass searched.
    pub window: (Score, Score),
    /// The value it returned.
    pub value: Score,
    /// The best move it found.
    pub best_move: Option<MoveCode>,
}

/// What the passes of a depth say.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PassVerdict {
    /// Search the root again with this window.
    Again((Score, Score)),
    /// The depth's value is known.
    Settled {
        /// The root's value.
        value: Score,
        /// The best move.
        best_move: Option<MoveCode>,
    },
}

/// The number of registered algorithms run by `engine`.
const fn count_run_by(engine: Engine) -> usize {
    let (mut index, mut count) = (0, 0);
    while index < REGISTRY.len() {
        if REGISTRY[index].engine as u8 == engine as u8 {
            count += 1;
        }
        index += 1;
    }
    count
}

/// The registered algorithms run by `engine`, in registry order; `N` is
/// their number ([`count_run_by`]), checked when the constant is built.
const fn run_by<const N: usize>(engine: Engine) -> [Algorithm; N] {
    let mut out = [Algorithm::Minimax; N];
    let (mut from, mut to) = (0, 0);
    while from < REGISTRY.len() {
        let descriptor = REGISTRY[from];
        if descriptor.engine as u8 == engine as u8 {
            out[to] = descriptor.algorithm;
            to += 1;
        }
        from += 1;
    }
    assert!(to == N, "the count of algorithms run by an engine is wrong");
    out
}

impl Algorithm {
    /// The minimax family's algorithms (expectimax's too), in menu order:
    /// the ones searched by the stepper. [`Self::Mcts`] is not among them.
    pub const ALL: [Self; count_run_by(Engine::Stepper)] = run_by(Engine::Stepper);

    /// Every registered algorithm, in menu order.
    pub const EVERY: [Self; REGISTRY.len()] = {
        let mut out = [Self::Minimax; REGISTRY.len()];
        let mut index = 0;
        while index < REGISTRY.len() {
            out[index] = REGISTRY[index].algorithm;
            index += 1;
        }
        out
    };

    /// The algorithm that searches `game` when none is chosen: expectimax
    /// for a game with chance nodes (the only rule alpha-beta lacks is an
    /// average), alpha-beta otherwise. The command line and session files
    /// both take it.
    #[must_use]
    pub fn default_for(game: &impl crate::game::Game) -> Self {
        if game.has_chance_nodes() {
            Self::Expectimax
        } else {
            Self::default()
        }
    }

    /// Whether the algorithm prunes with an `[α, β]` window.
    #[must_use]
    pub fn prunes(self) -> bool {
        self.descriptor().prunes
    }

    /// Whether the algorithm averages over chance nodes (expectimax,
    /// Star1): only these search a game with chance.
    #[must_use]
    pub fn averages(self) -> bool {
        self.descriptor().averages
    }

    /// Whether the root is searched in passes with windows of their own
    /// (aspiration windows, MTD(f)) rather than once with `[−∞, +∞]`.
    #[must_use]
    pub fn searches_in_passes(self) -> bool {
        self.descriptor().passes.is_some()
    }

    /// The plan of the root's passes, for the algorithms that search in
    /// passes.
    #[must_use]
    pub fn passes(self) -> Option<PassPlan> {
        self.descriptor().passes
    }

    /// Whether the algorithm is written in negamax form (values from the side
    /// to move's point of view).
    #[must_use]
    pub fn is_negamax(self) -> bool {
        self.descriptor().negamax
    }

    /// Whether later moves are probed with a null window (PVS).
    #[must_use]
    pub fn probes(self) -> bool {
        self.descriptor().probes
    }

    /// Whether chance nodes prune against the leaves' bounds (Star1).
    #[must_use]
    pub fn bounds_leaves(self) -> bool {
        self.descriptor().bounds_leaves
    }

    /// Whether Monte Carlo tree search runs it rather than the stepper.
    #[must_use]
    pub fn is_mcts(self) -> bool {
        self.descriptor().engine == Engine::MonteCarlo
    }

    /// The algorithm the pruning comparison puts beside this one.
    #[must_use]
    pub fn compare_with(self) -> Self {
        self.descriptor().compare_with
    }

    /// The algorithm the explorer offers a classic comparison of this one
    /// against, if any ([`Descriptor::classic_against`]).
    #[must_use]
    pub fn classic_against(self) -> Option<Self> {
        self.descriptor().classic_against
    }

    /// The name used on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.descriptor().name
    }

    /// A human title, e.g. for menus, in the language chosen.
    #[must_use]
    pub fn title(self) -> String {
        self.descriptor().title.get()
    }

    /// A short name inside a sentence or a comparison's title, in the
    /// language chosen.
    #[must_use]
    pub fn short(self) -> String {
        self.descriptor().short.get()
    }
}

/// The registered names, as an unknown name's error lists them.
static NAMES: LazyLock<String> = LazyLock::new(|| {
    REGISTRY
        .iter()
        .map(|descriptor| descriptor.name)
        .collect::<Vec<_>>()
        .join(", ")
});

impl FromStr for Algorithm {
    type Err = UnknownSetting;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::EVERY
            .into_iter()
            .find(|algorithm| algorithm.name() == text)
            .ok_or_else(|| UnknownSetting {
                setting: crate::search::Setting::Algorithm,
                text: text.to_owned(),
                expected: NAMES.as_str(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_and_the_descriptors_agree() {
        for (index, descriptor) in REGISTRY.iter().enumerate() {
            assert!(!descriptor.name.is_empty() && !descriptor.title.get().is_empty());
            assert!(!descriptor.short.get().is_empty());
            assert_ne!(descriptor.compare_with, descriptor.algorithm);
            assert_ne!(descriptor.classic_against, Some(descriptor.algorithm));
            assert_eq!(descriptor.algorithm.descriptor().name, descriptor.name);
            assert_eq!(Algorithm::EVERY[index], descriptor.algorithm);
        }
        let expected: Vec<&str> = REGISTRY.iter().map(|d| d.name).collect();
        let error = "none".parse::<Algorithm>().unwrap_err();
        assert_eq!(error.expected, expected.join(", "));
    }

    #[test]
    fn algorithms_round_trip_through_text() {
        for algorithm in Algorithm::ALL {
            assert_eq!(algorithm.name().parse(), Ok(algorithm));
        }
        assert!("alpha-beta".parse::<Algorithm>().is_err());
        assert_eq!("mcts".parse(), Ok(Algorithm::Mcts));
        assert!(!Algorithm::ALL.contains(&Algorithm::Mcts));
    }
}
