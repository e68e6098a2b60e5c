//! Monte Carlo tree search on the scene: each node with its visits `N` and
//! mean result `W/N`, and what the step's phase adds — every child's UCB1
//! score at a selection, the playout summarised under the node it started
//! from, the path whose counts grew at a backpropagation — with a caption
//! naming the iteration and its phase.

use super::labels::SpotKind;
use super::nodes::node_fill;
use super::*;
use crate::scene::labels::{mcts_counts, ucb_text};
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

    /// An MCTS node `id` at `at`: its player's shape, filled, and its `N`
    /// and `W/N` beside it. The counts are the lesson on the path being
    /// searched, so they are decisive there.
    pub(super) fn mcts_node(&mut self, id: usize, node: &TreeNode, at: Point) -> Mark {
        let radius = self.radius(id);
        let index = layout_node(id);
        let player = self.input.tree.player(index);
        let fill = node_fill(&self.input.palette, (node, player), true, None);
        if radius < SHAPE_RADIUS {
            self.dot(at, radius, fill);
            return Mark::Dot;
        }
        self.shape((node, player), at, radius, fill, true);
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
        let lines = if self.input.overlay.hide_values {
            vec![String::from("N ?"), String::from("W/N ?")]
        } else {
            mcts_counts(visits).to_vec()
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
        self.ask(Request {
            rank: self.value_rank(id),
            owner: id,
            lines,
            size,
            color,
            role: TextRole::Value(index),
            spots: Self::spots_round(&spot, size, SpotKind::Value),
        });
        Mark::Shape
    }

    /// What the step's phase adds to the picture, and the caption naming
    /// the iteration and the phase.
    pub(super) fn mcts_phase(&mut self) {
        if self.input.overlay.blank {
            return;
        }
        let Some(event) = self.last_mcts_event() else {
            return;
        };
        match event {
            SearchEvent::Select { parent, .. } => self.ucb_labels(node_index(parent)),
            SearchEvent::Simulate {
                node,
                plies,
                result,
                ..
            } => self.playout(node_index(node), plies, result),
            _ => {}
        }
        self.caption(&event);
    }

    /// Every child's UCB1 score at the choice just made at `parent`, on the
    /// edge into it: the one picked in the cutoff colour, the others grey.
    fn ucb_labels(&mut self, parent: NodeIndex) {
        let Some(step) = self.input.cursor.checked_sub(1) else {
            return;
        };
        let c = self.input.session.options().mcts.exploration;
        let picked = self.input.current;
        let layout = self.input.layout;
        let from = self.at(parent.index());
        for child in self.input.tree.ucb_at(parent, step, c) {
            let id = child.node.index();
            if id >= layout.len() || layout.is_hidden(id) {
                continue;
            }
            let to = self.at(id);
            let text = if self.input.overlay.hide_values {
                String::from("UCB ?")
            } else {
                ucb_text(child.ucb)
            };
            let size = self.text_size((self.radius(id) * 0.6).clamp(12.0, 21.0));
            let chosen = picked == Some(child.node);
            let color = if chosen {
                self.input.palette.cutoff
            } else {
                self.input.palette.weak_text
            };
            // Above the move label, nearer the parent; then beside the child.
            let mut spots: Vec<(Point, Anchor, bool)> = [0.4, 0.3, 0.5, 0.22]
                .iter()
                .map(|&t| (from.lerp(to, t), Anchor::Center, false))
                .collect();
            let clear = self.clearance(self.radius(id));
            spots.push((to.offset(0.0, -clear), Anchor::RightBottom, false));
            spots.push((to.offset(clear, -clear), Anchor::LeftCenter, false));
            self.ask(Request {
                rank: Rank::Decisive,
                owner: id,
                lines: vec![text],
                size,
                color,
                role: TextRole::Ucb(child.node),
                spots,
            });
        }
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
            end = start.offset(0.0, depth.max(radius * 2.0));
            // A zigzag of one stroke a ply (at most six): random moves.
            let turns = usize::from(plies.min(6));
            let width = radius * 0.5;
            let points: Vec<Point> = (0..=turns)
                .map(|turn| {
                    let t = turn as f32 / turns as f32;
                    let side = match turn {
                        0 => 0.0,
                        _ if turn == turns => 0.0,
                        _ if turn % 2 == 0 => -width,
                        _ => width,
                    };
                    start.lerp(end, t).offset(side, 0.0)
                })
                .collect();
            for pair in points.windows(2) {
                self.room.add_edge(pair[0], pair[1], id);
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
            String::from("playout ?")
        } else {
            crate::scene::labels::playout_text(plies, result, scale)
        };
        let gap = GAP / 2.0 + (radius * 0.3).max(3.0);
        self.ask(Request {
            rank: Rank::Decisive,
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

    /// "Iteration 12 of 200 · selection" in a free top corner.
    fn caption(&mut self, event: &SearchEvent) {
        let Some(iteration) = event.iteration() else {
            return;
        };
        let Some(phase) = Phase::of(event) else {
            return;
        };
        let of = self.input.session.options().mcts.iterations;
        let text = format!("Iteration {iteration} of {of} · {}", phase_title(phase));
        let size = self.text_size(16.0);
        let margin = PLATE.0 + 6.0;
        let width = self.input.size.x;
        self.ask(Request {
            rank: Rank::Decisive,
            owner: usize::MAX,
            lines: vec![text],
            size,
            color: self.input.palette.text,
            role: TextRole::Phase,
            spots: vec![
                (Point::new(margin, margin), Anchor::LeftTop, false),
                (
                    Point::new(width - margin, margin + size * LINE_HEIGHT),
                    Anchor::RightBottom,
                    false,
                ),
            ],
        });
    }
}

/// A phase's name in a caption: "Selection", "Expansion", …, numbered as
/// the pseudocode numbers them.
#[must_use]
pub fn phase_title(phase: Phase) -> &'static str {
    match phase {
        Phase::Selection => "1 Selection",
        Phase::Expansion => "2 Expansion",
        Phase::Simulation => "3 Simulation",
        Phase::Backpropagation => "4 Backpropagation",
    }
}
