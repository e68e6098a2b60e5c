//! What the teaching features ask the tree view to show on top of the
//! search tree: hidden values (quiz), Knuth node types, a comparison's diff,
//! a student's trace's first divergence, and lecture-mode sizes. Plain data, filled by the app, read by the scene.

use std::collections::HashMap;

use petgraph::graph::NodeIndex;

/// How a node differs between the two searches of a comparison.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DiffMark {
    /// Visited by the search shown, not by the other one.
    OnlyHere,
    /// Pruned or never reached here, but visited by the other search.
    OnlyOther,
}

/// Extra things to draw on the tree.
#[derive(Clone, Debug, Default)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is one independent on/off switch"
)]
pub struct TreeOverlay {
    /// Hide values and windows on the tree until revealed (quiz, teacher option).
    pub hide_values: bool,
    /// Colour nodes by Knuth type (PV / CUT / ALL) and show a legend.
    pub knuth_types: bool,
    /// Lecture mode: large fonts, thick lines, high contrast, colour-blind-safe palette.
    pub lecture: bool,
    /// High contrast: every colour drawn reaches 4.5:1 on the background
    /// ([`crate::scene::Palette::high_contrast`]).
    pub high_contrast: bool,
    /// A comparison's diff, by node of the tree shown.
    pub diff: HashMap<NodeIndex, DiffMark>,
    /// A student's trace open: where it first leaves the algorithm.
    pub divergence: Option<DivergenceMark>,
    /// A worksheet to fill in: leaf values only, inner nodes hollow and
    /// without values, the windows its sheet gives ([`SheetNode::window`]), and no
    /// principal variation or rings that would give the answer away.
    pub blank: bool,
    /// A worksheet's entries on a blank tree, by node.
    pub sheet: HashMap<NodeIndex, SheetNode>,
}

/// A student's trace's first divergence, as the tree marks it and its
/// node's name says it ([`TreeOverlay::divergence`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DivergenceMark {
    /// The node where the trace first leaves the algorithm.
    pub node: NodeIndex,
    /// The cursor from which it is marked: the step that left it.
    pub from: u64,
    /// What the check says of it, to follow "here": "your search leaves
    /// alpha-beta (at event 12 (line 13)): At MIN 3, …".
    pub said: String,
}

impl DivergenceMark {
    /// Whether `node` wears the mark at `cursor`.
    #[must_use]
    pub fn marks(&self, node: NodeIndex, cursor: u64) -> bool {
        self.node == node && cursor >= self.from
    }

    /// What is said at the mark's node: the narration at its step, the
    /// inspector, the tree item's name.
    #[must_use]
    pub fn said_here(&self) -> String {
        crate::tr!("scene-divergence-here", said = &self.said)
    }
}

/// What the mark of a student's trace's first divergence says on the tree
/// ([`TreeOverlay::divergence`]).
#[must_use]
pub fn divergence_label() -> String {
    crate::tr!("scene-divergence-label")
}

/// A window to fill in on a blank worksheet.
pub const BLANK_WINDOW: &str = "[___, ___]";

/// Between a worksheet node's window on entry and on leaving in
/// [`SheetNode::window`] (`[−∞, +∞] / [3, +∞]`); the tree writes the two
/// in two lines.
pub const WINDOWS_APART: &str = " / ";

/// What a student has written at one node of a blank worksheet.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SheetNode {
    /// The value written in the node (inner nodes only).
    pub value: Option<String>,
    /// The window drawn under it: [`BLANK_WINDOW`] to fill, or as written,
    /// `[3, +∞]` (or on entry and on leaving, `[3, +∞] / [3, 5]`); `None`
    /// where the sheet has no window cells (leaves, "values only").
    pub window: Option<String>,
    /// Whether the move into it is marked pruned (drawn as a pruned edge).
    pub pruned: bool,
    /// How the node's cells were graded, or that it is being filled.
    pub mark: SheetMark,
    /// The search never visited it (it is in a pruned subtree): drawn
    /// grey, without a window; set only once the answers are shown.
    pub unvisited: bool,
}

/// The ring drawn round a worksheet node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum SheetMark {
    /// No ring.
    #[default]
    None,
    /// The cell being filled is here.
    Current,
    /// Every graded cell here is right.
    Right,
    /// A graded cell here is wrong or missing.
    Wrong,
}
