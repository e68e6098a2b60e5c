//! Monte Carlo tree search on the scene: each node with its results over
//! its visits, `W/N` (the mean too where the search is), and what the
//! step's phase adds — the playout summarised under the node it started
//! from, the path whose counts grew at a backpropagation — with the
//! caption naming the iteration and its phase over the table of the
//! children compared ([`super::table`]).

use petgraph::graph::NodeIndex;

use super::labels::{Rank, Request, Spot};
use super::nodes::node_fill;
use super::{
    Anchor, BoxKind, Builder, GAP, LINE_HEIGHT, Mark, Point, SHAPE_RADIUS, SearchEvent, Shape,
    Stroke, TextRole, TreeNode, layout_node, node_index,
};
use crate::scene::labels::{mcts_fraction, mcts_mean_line};
use crate::search::mcts::{Phase, Reward, Scale};

/// How far below its node a playout's dashed line reaches, in levels.
const PLAYOUT_DEPTH: f32 = 0.55;

impl Builder<'_, '_> {
    /// Whether the tree shown is a Monte Carlo tree search's.
    pub(super) fn is_mcts(&self) -> bool {
        self.input.tree.is_mcts()
    }

    /// The event that brought the session to the cursor, if the cursor is
    /// inside the pass shown.
    fn last_mcts_event(&self) -> Option<SearchEvent> {
        self.input
            .cursor
            .checked_sub(1)
            .and_then(|step| self.input.session.pass()?.event(step))
    }

    /// An MCTS node `id` at `at`: its player's shape, filled, and `W/N`
    /// beside it (the current node adds the mean). The counts are the
    /// lesson on the path being searched, so they are decisive there.
    pub(super) fn mcts_node(&mut self, id: usize, node: &TreeNode, at: Point) -> Mark {
        let radius = self.radius(id);
        let index = layout_node(id);
        let role = self.input.tree.role(index);
        let fill = node_fill(&self.input.palette, (node, role), true, None);
        if radius < SHAPE_RADIUS {
            self.dot(at, radius, fill);
            return Mark::Dot;
        }
        self.shape((node, role), at, radius, fill, true);
        let big = radius * 1.25;
        self.room.add_box(
            (at.offset(-big, -big), at.offset(big, big)),
            id,
            BoxKind::Shape,
        );
        let spot = Spot {
            id,
            at,
            radius,
            big,
            clear: self.clearance(radius),
        };
        let visits = self.input.tree.visits_at(index, self.input.cursor);
        // Where the search is, the mean too; but not at a selection, where
        // the table beside the tree gives the child picked its score.
        let current = self.input.current == Some(index)
            && !matches!(self.last_mcts_event(), Some(SearchEvent::Select { .. }));
        let lines = if self.input.overlay.hide_values {
            vec![String::from("?/?")]
        } else if current {
            std::iter::once(mcts_fraction(visits))
                .chain(mcts_mean_line(visits))
                .collect()
        } else {
            vec![mcts_fraction(visits)]
        };
        let size = self.text_size((radius * 0.6).clamp(12.0, 21.0));
        // Counts that just grew are drawn in the colour of the path.
        let grew = matches!(
            self.last_mcts_event(),
            Some(SearchEvent::Backpropagate { .. })
        ) && self.decisive_values.contains(&id);
        let color = if grew {
            self.input.palette.cutoff
        } else {
            self.input.palette.text
        };
        let root = crate::layout::parent(self.input.tree, id).is_none();
        let spots = counts_spots(&spot, size, lines.len(), root);
        self.ask(Request {
            rank: self.value_rank(id),
            owner: id,
            lines,
            size,
            color,
            role: TextRole::Value(index),
            spots,
        });
        Mark::Shape
    }

    /// What the step's phase adds to the picture, and the caption and the
    /// table beside the tree.
    pub(super) fn mcts_phase(&mut self) {
        if self.input.overlay.blank {
            return;
        }
        let Some(event) = self.last_mcts_event() else {
            return;
        };
        if let SearchEvent::Simulate {
            node,
            plies,
            result,
            ..
        } = event
        {
            self.playout(node_index(node), plies, result);
        }
        self.table(&event);
    }

    /// The playout from `node`: a dashed line down from it, and its length
    /// and result at the line's end.
    fn playout(&mut self, node: NodeIndex, plies: u16, result: Reward) {
        let id = node.index();
        let layout = self.input.layout;
        if id >= layout.len() || layout.is_hidden(id) {
            return;
        }
        let at = self.at(id);
        let radius = self.radius(id);
        let thick = self.thick();
        let color = self.input.palette.current;
        let size = self.text_size((radius * 0.6).clamp(12.0, 21.0));
        let mut end = at;
        if plies > 0 {
            let depth = self.input.view.scale.y * PLAYOUT_DEPTH;
            let start = at.offset(0.0, radius * 1.25);
            // Within the picture, under a node of the deepest level too.
            let room = self.input.size.y - 6.0 - start.y;
            end = start.offset(0.0, depth.max(radius * 2.0).min(room).max(0.0));
            // A zigzag of one stroke a ply (at most six): random moves.
            let turns = usize::from(plies.min(6));
            let width = radius * 0.5;
            let points: Vec<Point> = (0..=turns)
                .map(|turn| {
                    let t = turn as f32 / turns as f32;
                    let across = match turn {
                        0 => 0.0,
                        _ if turn == turns => 0.0,
                        _ if turn % 2 == 0 => -width,
                        _ => width,
                    };
                    start.lerp(end, t).offset(across, 0.0)
                })
                .collect();
            for pair in points.windows(2) {
                self.room.add_edge(pair[0], pair[1], (None, id));
            }
            self.layers.path.push(Shape::Line {
                points,
                stroke: Stroke::dashed(2.0 * thick, color),
            });
            self.layers.nodes.push(Shape::Circle {
                center: end,
                radius: (radius * 0.3).max(3.0),
                fill: Some(color),
                stroke: None,
            });
        }
        let scale = self.input.tree.mcts_scale().unwrap_or(Scale::Unit);
        let text = if self.input.overlay.hide_values {
            crate::tr!("scene-playout-hidden")
        } else {
            crate::scene::labels::playout_text(plies, result, scale)
        };
        let gap = GAP / 2.0 + (radius * 0.3).max(3.0);
        // The caption says it too: beside the playout where it fits.
        self.ask(Request {
            rank: Rank::Value,
            owner: id,
            lines: vec![text],
            size,
            color: self.input.palette.text,
            role: TextRole::Playout(node),
            spots: vec![
                (end.offset(0.0, gap), Anchor::CenterTop, false),
                (end.offset(gap, 0.0), Anchor::LeftCenter, false),
                (end.offset(-gap, 0.0), Anchor::RightCenter, false),
                (
                    at.offset(self.clearance(radius), radius),
                    Anchor::LeftTop,
                    false,
                ),
            ],
        });
    }
}

/// A phase's name in a caption: "Selection", "Expansion", …, numbered as
/// the pseudocode numbers them.
#[must_use]
pub(super) fn phase_title(phase: Phase) -> String {
    match phase {
        Phase::Selection => crate::tr!("scene-phase-selection"),
        Phase::Expansion => crate::tr!("scene-phase-expansion"),
        Phase::Simulation => crate::tr!("scene-phase-simulation"),
        Phase::Backpropagation => crate::tr!("scene-phase-backpropagation"),
    }
}

/// Where a node's `lines` of counts may go, in the order tried: centred
/// beside it on the right, then on the left, below it, above it, below
/// and to one side, then a line lower or higher on each side. The `root`,
/// with no edge above it and its children's fanning out under it, tries
/// above it first, then a line higher on each side: centred beside it, the
/// mean's line crossed the edges of a dense fan (MCTS at its end).
fn counts_spots(spot: &Spot, size: f32, lines: usize, root: bool) -> Vec<(Point, Anchor, bool)> {
    let &Spot { at, clear, big, .. } = spot;
    let line = size * LINE_HEIGHT;
    let block = line * lines as f32;
    // A block grows down from its first line: that line's centre sits half
    // a line above the node's centre for the block to be centred on it.
    let beside = |side: f32, dy: f32| {
        let anchor = if side > 0.0 {
            Anchor::LeftCenter
        } else {
            Anchor::RightCenter
        };
        (
            at.offset(side * clear, dy + line / 2.0 - block / 2.0),
            anchor,
            false,
        )
    };
    let above = (at.offset(0.0, -clear - block), Anchor::CenterTop, false);
    if root {
        return vec![
            above,
            beside(1.0, -line),
            beside(-1.0, -line),
            beside(1.0, 0.0),
            beside(-1.0, 0.0),
        ];
    }
    vec![
        beside(1.0, 0.0),
        beside(-1.0, 0.0),
        (at.offset(0.0, clear), Anchor::CenterTop, false),
        above,
        // Below and to one side, clear of an edge going down to a child.
        (at.offset(big * 0.3, clear), Anchor::LeftTop, false),
        (
            at.offset(-big * 0.3, clear + line),
            Anchor::RightBottom,
            false,
        ),
        beside(1.0, line),
        beside(-1.0, line),
        beside(1.0, -line),
        beside(-1.0, -line),
    ]
}
