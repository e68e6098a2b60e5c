//! The quick drill: five-minute practice beside the full worksheet. A small
//! random tree from the worksheet generator (a new seed each time), the
//! student marks the moves alpha-beta prunes and writes the root's value,
//! then one verdict names what was missed. Graded by the worksheet's own
//! key and grading ([`super::worksheet`]), so the drill and the worksheet
//! never disagree about a tree.

use std::collections::BTreeSet;

use petgraph::graph::NodeIndex;

use crate::game::{Score, Wording};
use crate::input::AnyGame;
use crate::notation;
use crate::search::{Algorithm, Cutoff, FailMode, Player, SearchOptions};
use crate::session::Session;
use crate::textbook::TextbookTree;
use crate::textbook::generate::{Branching, GenerateError, Order, Spec, ValueRange, generate};

use super::worksheet::{
    Answers, CellKind, Drawing, Fill, KeyEntry, Report, SheetCell, SheetError, Verdict, grade, key,
    search, search_with, sheet_cells, sheet_nodes,
};

/// The depths a drill offers: big enough to prune, small enough for five
/// minutes.
pub const DEPTHS: std::ops::RangeInclusive<u8> = 2..=4;
/// The branchings a drill offers.
pub const BRANCHINGS: std::ops::RangeInclusive<u16> = 2..=3;
/// The most leaves a drill's tree has: depth 3 with 3 children. Each leaf
/// then shows its value inside it across the drill's window at 1280×720,
/// as a printed sheet holds its tree (28 leaves on A4); depth 4 with 3
/// children, 81 leaves, would be dots under labels nobody can attribute.
pub const MAX_LEAVES: u32 = 27;

/// Whether `c` can be part of a root value as the drill reads it (`3`,
/// `−2`, `≥3`, `<=3`, `7/2`): the answer field takes nothing else, so that
/// a shortcut's letter or bracket is never typed into an answer.
#[must_use]
pub fn typable(c: char) -> bool {
    c.is_ascii_digit() || "+-−<>=≤≥./ ∞".contains(c)
}
/// Leaf values: small numbers, with ties, so the cutoff rule matters.
const VALUES: ValueRange = ValueRange { lo: 0, hi: 20 };

/// What the student chose: the tree's size and the conventions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DrillSettings {
    /// Plies from the root to the leaves ([`DEPTHS`]).
    pub depth: u8,
    /// Children of every inner node ([`BRANCHINGS`]).
    pub branching: u16,
    /// The cutoff test.
    pub cutoff: Cutoff,
    /// Fail-hard or fail-soft.
    pub fail: FailMode,
}

impl DrillSettings {
    /// Whether the drill offers a tree `depth` plies deep with `branching`
    /// children at every inner node: both in range and at most
    /// [`MAX_LEAVES`] leaves.
    #[must_use]
    pub fn offers(depth: u8, branching: u16) -> bool {
        DEPTHS.contains(&depth)
            && BRANCHINGS.contains(&branching)
            && u32::from(branching)
                .checked_pow(u32::from(depth))
                .is_some_and(|leaves| leaves <= MAX_LEAVES)
    }

    /// These settings with the size clamped to what the drill offers: the
    /// depth and branching into range, then fewer children until the
    /// leaves are at most [`MAX_LEAVES`].
    #[must_use]
    pub fn offered(self) -> Self {
        let depth = self.depth.clamp(*DEPTHS.start(), *DEPTHS.end());
        let branching = BRANCHINGS
            .rev()
            .filter(|&branching| branching <= self.branching.max(*BRANCHINGS.start()))
            .find(|&branching| Self::offers(depth, branching))
            .unwrap_or(*BRANCHINGS.start());
        Self {
            depth,
            branching,
            ..self
        }
    }
}

impl Default for DrillSettings {
    /// Depth 3, branching 2, the textbook's `α ≥ β` and AIMA's fail-soft.
    fn default() -> Self {
        Self {
            depth: 3,
            branching: 2,
            cutoff: Cutoff::Ge,
            fail: FailMode::Soft,
        }
    }
}

/// Why a drill tree could not be made.
#[derive(Debug, thiserror::Error)]
pub enum DrillError {
    /// The generator refused the size.
    #[error(transparent)]
    Generate(#[from] GenerateError),
    /// The tree could not be searched.
    #[error(transparent)]
    Search(#[from] SheetError),
}

/// One drill tree and its answers (never shown before the verdict).
pub struct Drill {
    /// The seed that made the tree.
    pub seed: u64,
    /// The size and conventions.
    pub settings: DrillSettings,
    /// Minimax over the tree: every node, drawn with values at the leaves.
    pub whole: Session<AnyGame>,
    /// The alpha-beta search's key under the chosen conventions.
    key: Vec<KeyEntry>,
    /// The whole tree's nodes with their paths (values only: no windows).
    cells: Vec<SheetCell>,
}

impl Drill {
    /// The drill tree of `seed` with `settings` (its size clamped to what
    /// the drill offers, [`DrillSettings::offered`]).
    ///
    /// # Errors
    /// [`DrillError`] if the tree cannot be made or searched (never for the
    /// offered sizes).
    pub fn new(seed: u64, settings: DrillSettings) -> Result<Self, DrillError> {
        let settings = settings.offered();
        let tree = generate(&Spec {
            seed,
            depth: usize::from(settings.depth),
            branching: Branching::uniform(settings.branching),
            values: VALUES,
            order: Order::Random,
            root: Player::Max,
            chance: false,
        })?;
        Self::from_tree(&tree, seed, settings)
    }

    /// A drill on a given `tree` (its own size; `settings` gives the
    /// conventions), labelled with `seed`.
    ///
    /// # Errors
    /// [`DrillError::Search`] if the tree cannot be searched.
    pub fn from_tree(
        tree: &TextbookTree,
        seed: u64,
        settings: DrillSettings,
    ) -> Result<Self, DrillError> {
        let tree = tree.clone();
        let whole = search(&tree, Algorithm::Minimax, settings.cutoff)?;
        let alpha_beta = search_with(
            &tree,
            SearchOptions {
                algorithm: Algorithm::AlphaBeta,
                cutoff: settings.cutoff,
                fail: settings.fail,
                ..SearchOptions::default()
            },
        )?;
        Ok(Self {
            seed,
            settings,
            cells: sheet_cells(&whole, Fill::ValuesOnly),
            key: key(&alpha_beta),
            whole,
        })
    }

    /// The key path (`2 1`) of the move into `node` of [`Self::whole`]; `None`
    /// for the root, which no move leads into.
    #[must_use]
    pub fn move_path(&self, node: NodeIndex) -> Option<&str> {
        self.cells
            .iter()
            .find(|cell| cell.node == node && cell.kind == CellKind::Pruned)
            .map(|cell| cell.path.as_str())
    }

    /// The answer: the nodes of [`Self::whole`] whose moves alpha-beta
    /// prunes, and the root's value. Drawn only with the verdict.
    #[must_use]
    pub fn answer(&self) -> (Vec<NodeIndex>, Score) {
        let pruned = self
            .key
            .iter()
            .filter(|entry| entry.pruned)
            .filter_map(|entry| {
                self.cells
                    .iter()
                    .find(|cell| cell.path == entry.path)
                    .map(|cell| cell.node)
            })
            .collect();
        (pruned, self.root_value())
    }

    fn root_value(&self) -> Score {
        self.key.first().and_then(|entry| entry.value).unwrap_or(0)
    }

    /// Grades the moves `marked` pruned (by key path) and the root value
    /// `typed` as the student wrote it.
    #[must_use]
    pub fn judge(&self, marked: &BTreeSet<String>, typed: &str) -> DrillVerdict {
        let answers = Self::answers(marked, typed);
        let full = grade(&self.key, Fill::ValuesOnly, &answers);
        // Only what the drill asks: the pruned moves and the root's value.
        let cells: Vec<_> = full
            .cells
            .into_iter()
            .filter(|graded| {
                graded.cell.kind == CellKind::Pruned
                    || (graded.path == "root" && graded.cell.kind == CellKind::Value)
            })
            .collect();
        let names = |verdict: Verdict| -> Vec<String> {
            cells
                .iter()
                .filter(|g| g.cell.kind == CellKind::Pruned && g.verdict == verdict)
                .map(|g| super::worksheet::path_name(&g.path))
                .collect()
        };
        let root = cells
            .iter()
            .find(|g| g.cell.kind == CellKind::Value)
            .map_or(Verdict::Missing, |g| g.verdict);
        let pruned = self
            .key
            .iter()
            .filter(|entry| entry.pruned)
            .map(|entry| super::worksheet::path_name(&entry.path))
            .collect();
        DrillVerdict {
            missed: names(Verdict::Missing),
            wrongly_marked: names(Verdict::Wrong),
            root,
            root_value: self.root_value(),
            pruned,
            report: Report {
                right: cells.iter().filter(|g| g.verdict == Verdict::Right).count(),
                cells,
            },
        }
    }

    /// The student's sheet: the marks, and the root value typed.
    fn answers(marked: &BTreeSet<String>, typed: &str) -> Answers {
        let mut answers = Answers {
            pruned: marked.clone(),
            ..Answers::default()
        };
        answers.set("root", CellKind::Value, typed);
        answers
    }

    /// The tree's overlay entries: the student's marks and, once judged,
    /// the verdict drawn on the tree with every value the search found.
    #[must_use]
    pub fn drawing(
        &self,
        marked: &BTreeSet<String>,
        typed: &str,
        verdict: Option<&DrillVerdict>,
    ) -> std::collections::HashMap<NodeIndex, crate::scene::overlay::SheetNode> {
        let mut answers = Self::answers(marked, typed);
        if verdict.is_none() {
            // Nothing typed shows on the tree before the verdict.
            answers.typed.clear();
        } else {
            for entry in self.key.iter().filter(|e| !e.leaf && e.path != "root") {
                if let Some(text) = &entry.value_text {
                    answers.set(&entry.path, CellKind::Value, text);
                }
            }
        }
        sheet_nodes(&Drawing {
            cells: &self.cells,
            answers: &answers,
            report: verdict.map(|v| &v.report),
            current: None,
            fill: Fill::ValuesOnly,
            reveal: verdict.map(|_| self.key.as_slice()),
        })
    }
}

/// The one verdict on a drill.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DrillVerdict {
    /// Pruned moves the student did not mark, by node name (`2.2`).
    pub missed: Vec<String>,
    /// Searched moves the student marked pruned.
    pub wrongly_marked: Vec<String>,
    /// How the root value was graded.
    pub root: Verdict,
    /// The root's value.
    pub root_value: Score,
    /// Every pruned move, by node name.
    pub pruned: Vec<String>,
    /// The graded cells, for the drawing.
    report: Report,
}

impl DrillVerdict {
    /// Whether everything was right.
    #[must_use]
    pub fn is_right(&self) -> bool {
        self.missed.is_empty() && self.wrongly_marked.is_empty() && self.root == Verdict::Right
    }

    /// The verdict in one or two sentences, naming what was missed.
    #[must_use]
    pub fn sentence(&self) -> String {
        let value = notation::score(self.root_value, Wording::TREE);
        let list = |names: &[String]| names.join(", ");
        if self.is_right() {
            return if self.pruned.is_empty() {
                crate::tr!("teach-drill-right-nothing-pruned", value = value)
            } else {
                crate::tr!(
                    "teach-drill-right-pruned",
                    value = value,
                    pruned = list(&self.pruned)
                )
            };
        }
        let mut parts = Vec::new();
        if !self.missed.is_empty() {
            parts.push(crate::tr!("teach-drill-missed", moves = list(&self.missed)));
        }
        if !self.wrongly_marked.is_empty() {
            parts.push(crate::tr!(
                "teach-drill-wrongly-marked",
                moves = list(&self.wrongly_marked)
            ));
        }
        parts.push(match self.root {
            Verdict::Right => crate::tr!("teach-drill-root-right", value = &value),
            Verdict::Wrong => crate::tr!("teach-drill-root-wrong", value = &value),
            Verdict::Missing => crate::tr!("teach-drill-root-missing", value = &value),
        });
        crate::tr!("teach-drill-not-quite", clauses = parts.join("; "))
    }
}

/// Drills right in a row, and the best run so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Streak {
    /// Right in a row now.
    pub current: u32,
    /// The longest run so far.
    pub best: u32,
}

impl Streak {
    /// Counts one verdict: a right one extends the run, a wrong one ends it.
    pub fn record(&mut self, right: bool) {
        self.current = if right { self.current + 1 } else { 0 };
        self.best = self.best.max(self.current);
    }
}
