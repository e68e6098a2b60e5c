//! The scene's nodes: each node's shape, fill, rings and marks, and the
//! labels it asks for (value, window, Knuth type, cutoff).

use super::*;
use crate::scene::overlay::divergence_label;

/// Where the divergence mark's label may go, in the order tried: above
/// the node, clear of its outer ring, a row higher each time, then beside
/// it and below.
fn divergence_spots(spot: &Spot, size: f32) -> Vec<(Point, Anchor, bool)> {
    let &Spot { at, big, clear, .. } = spot;
    let ring = clear.max(big * 1.7);
    let line = size * 1.2;
    let mut spots = Vec::new();
    for rows in 1..=3 {
        let up = ring + line * rows as f32;
        spots.extend([
            (at.offset(0.0, -up), Anchor::CenterTop, false),
            (at.offset(-ring, -up + line), Anchor::RightCenter, false),
            (at.offset(ring, -up + line), Anchor::LeftCenter, false),
        ]);
    }
    spots.extend([
        (at.offset(-ring, 0.0), Anchor::RightCenter, false),
        (at.offset(ring, 0.0), Anchor::LeftCenter, false),
        (at.offset(0.0, ring), Anchor::CenterTop, false),
    ]);
    spots
}

impl Builder<'_, '_> {
    /// The comparison's ring round a node at `at` drawn with `radius`:
    /// solid where only this search went, dashed where only the other did.
    pub(super) fn diff_ring(&mut self, mark: DiffMark, at: Point, radius: f32) {
        let palette = self.input.palette;
        let (color, dashed) = match mark {
            DiffMark::OnlyHere => (palette.only_here, false),
            DiffMark::OnlyOther => (palette.only_other, true),
        };
        self.ring(at, (radius * 1.5).max(4.0), radius, color, dashed);
    }

    /// A ring of `ring` points round a node of `radius` at `at`, its
    /// stroke scaled with the node.
    pub(super) fn ring(&mut self, at: Point, ring: f32, radius: f32, color: Rgba, dashed: bool) {
        let width = (radius * 0.2).clamp(1.5, 4.0) * self.thick();
        self.layers.nodes.push(Shape::Circle {
            center: at,
            radius: ring,
            fill: None,
            stroke: Some(Stroke {
                width,
                color,
                dashed,
            }),
        });
    }

    /// The mark of the node where a student's trace first leaves the
    /// algorithm, if node `index` at `spot` is it at the cursor: a wide
    /// double ring in the cutoff's colour, and its label at `size`.
    /// Returns whether it is marked.
    fn divergence_mark(&mut self, index: NodeIndex, spot: &Spot, size: f32) -> bool {
        let cursor = self.input.cursor;
        let marked = self
            .input
            .overlay
            .divergence
            .as_ref()
            .is_some_and(|mark| mark.marks(index, cursor));
        if !marked {
            return false;
        }
        let (at, radius, color) = (spot.at, spot.radius, self.input.palette.cutoff);
        self.ring(at, (radius * 1.7).max(6.0), radius * 1.5, color, false);
        self.ring(at, (radius * 2.1).max(8.0), radius, color, true);
        self.ask(Request {
            rank: Rank::Divergence,
            owner: spot.id,
            lines: vec![divergence_label()],
            size,
            color: self.input.palette.cutoff,
            role: TextRole::Divergence(layout_node(spot.id)),
            spots: divergence_spots(spot, size),
        });
        true
    }

    /// A quiescence node's mark, and its children's: a thin dashed ring,
    /// so the captures searched past the depth limit stand apart from the
    /// full-width tree.
    pub(super) fn quiescence_ring(&mut self, at: Point, radius: f32) {
        let color = self.input.palette.weak_text;
        self.ring(at, (radius * 1.3).max(3.5), radius * 0.6, color, true);
    }

    /// A worksheet node's ring: where the student is writing, or how the
    /// node's cells were graded (solid right, dashed wrong).
    pub(super) fn sheet_ring(&mut self, mark: SheetMark, at: Point, radius: f32) {
        let palette = self.input.palette;
        let (color, dashed) = match mark {
            SheetMark::None => return,
            SheetMark::Current => (palette.selected, false),
            SheetMark::Right => (palette.only_here, false),
            SheetMark::Wrong => (palette.cutoff, true),
        };
        self.ring(at, (radius * 1.45).max(4.0), radius, color, dashed);
    }

    /// The position at node `id` of the tree shown.
    pub(super) fn state_of(&self, id: usize) -> Option<<AnyGame as crate::game::Game>::State> {
        self.input.session.state_of(layout_node(id))
    }

    /// Node `id` at `at`: a dot, or a shape with its value, window, cutoff
    /// name, Knuth type and collapse badge where they fit.
    pub(super) fn node(&mut self, id: usize, node: &TreeNode, at: Point) -> Mark {
        if self.is_mcts() {
            return self.mcts_node(id, node, at);
        }
        let radius = self.radius(id);
        let index = layout_node(id);
        let player = self.input.tree.player(index);
        let role = self.input.tree.role(index);
        let cursor = self.input.cursor;
        // A blank worksheet draws inner nodes hollow, to be filled in.
        let finished =
            node.is_finished_at(cursor) && !(self.input.overlay.blank && node.kind.is_inner());
        let knuth = (self.input.overlay.knuth_types && finished)
            .then(|| node.knuth_type(player))
            .flatten();
        let sheet = self.input.overlay.sheet.get(&index);
        let unvisited = sheet.is_some_and(|sheet| sheet.unvisited);
        // PVS's probe of a move searched again: the re-search has the last
        // word, so the probe is drawn grey, like a move that no longer counts.
        let superseded = self
            .input
            .tree
            .re_search_of(index)
            .and_then(|again| self.input.tree.node(again))
            .is_some_and(|again| again.is_visible_at(cursor));
        let fill = if unvisited || superseded {
            self.input.palette.pruned
        } else {
            node_fill(&self.input.palette, (node, role), finished, knuth)
        };
        if let Some(&mark) = self.input.overlay.diff.get(&index) {
            self.diff_ring(mark, at, radius);
        }
        if let Some(sheet) = sheet {
            self.sheet_ring(sheet.mark, at, radius);
        }
        if self.input.tree.is_quiescent(index) {
            self.quiescence_ring(at, radius);
        }
        if radius < SHAPE_RADIUS {
            return self.dot_node(id, at, radius, fill);
        }
        let Some(state) = self.input.tree.node_at(index, cursor) else {
            return Mark::Dot;
        };
        let text_at = if self.is_scored_at_once(index, finished) {
            self.open_square(at, radius, fill)
        } else {
            self.shape((node, role), at, radius, fill, finished)
        };
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
        let current = self.current_id() == Some(id);
        if let Some(value) = self.value_text(index, node, &state, finished) {
            let inner = inner_room(node, finished);
            self.value_label(&spot, value, text_at, inner, finished.then_some(fill));
        }
        // A worksheet's two-line boxes are wide: smaller, so they fit
        // beside their node, clear of every edge.
        let small = if self.input.overlay.blank {
            self.text_size((radius * 0.45).clamp(11.0, 16.0))
        } else {
            self.note_size(radius)
        };
        if let Some(kind) = knuth {
            self.knuth_label(&spot, kind, small);
        }
        if self.shows_windows() && state.status != NodeStatus::Pruned && !unvisited {
            // A worksheet draws a window only where the sheet has one to
            // fill (leaves and "values only" sheets have none).
            let window = if self.input.overlay.blank {
                sheet.and_then(|sheet| sheet.window.clone())
            } else {
                let wording = self.input.session.game().wording();
                Some(self.score(notation::window(state.alpha, state.beta, wording)))
            };
            if let Some(window) = window {
                // A worksheet's boxes are what the student fills in.
                let rank = if current || self.input.overlay.blank {
                    Rank::Decisive
                } else if node.kind.is_inner() {
                    Rank::Window
                } else {
                    Rank::Detail
                };
                self.window_label(&spot, window, small, rank);
            }
        }
        // A student's return there is no cutoff the algorithm makes.
        let diverges = self.divergence_mark(index, &spot, small);
        if let Some(cutoff) = state.cutoff.filter(|_| !diverges) {
            self.cutoff_label(&spot, &crate::scene::labels::cutoff_name(cutoff), small);
            self.cause_of_cutoff(id);
        }
        if self.input.layout.is_collapsed(id) {
            self.fold(id, &spot, small);
        }
        Mark::Shape
    }

    /// A folded node's fold mark, and beside it how many nodes the fold
    /// hides at the cursor (not what the search will add under it later).
    fn fold(&mut self, id: usize, spot: &Spot, small: f32) {
        let fold = self.fold_mark(id, spot.at, spot.radius);
        let layout = self.input.layout;
        let hidden = layout
            .subtree_end(id)
            .min(self.visible())
            .saturating_sub(layout.position(id) + 1);
        if hidden > 0 {
            self.hidden_badge(spot, fold, hidden, small);
        }
    }

    /// The mark of a node folded by a double-click: a small hollow
    /// triangle hanging under its shape, as a book draws a subtree left
    /// out, so the fold shows however crowded its labels are. Returns the
    /// mark's box.
    pub(super) fn fold_mark(&mut self, id: usize, at: Point, radius: f32) -> (Point, Point) {
        let big = radius * 1.25;
        let top = at.offset(0.0, big + 2.0);
        let (half, tall) = ((radius * 0.7).max(4.0), (radius * 0.8).max(6.0));
        let color = self.input.palette.text;
        self.layers.nodes.push(Shape::Polygon {
            points: vec![top, top.offset(half, tall), top.offset(-half, tall)],
            fill: Some(self.input.palette.background),
            stroke: Some(Stroke::solid(1.5 * self.thick(), color)),
        });
        let bounds = (top.offset(-half, 0.0), top.offset(half, tall));
        self.room.add_box(bounds, id, BoxKind::Shape);
        bounds
    }

    /// Node `id` at `at`, too small for its shape: a dot, and the mark of
    /// a student's divergence however small its node is.
    fn dot_node(&mut self, id: usize, at: Point, radius: f32, fill: Rgba) -> Mark {
        self.dot(at, radius, fill);
        let spot = Spot {
            id,
            at,
            radius,
            big: radius,
            clear: self.clearance(radius),
        };
        self.divergence_mark(layout_node(id), &spot, self.note_size(radius));
        Mark::Dot
    }

    /// The size of the notes beside a node of `radius` (window, Knuth
    /// type, cutoff, divergence).
    fn note_size(&self, radius: f32) -> f32 {
        self.text_size((radius * 0.6).clamp(11.0, 21.0))
    }

    /// A node too small for its shape: a square dot, at least 2 points wide.
    pub(super) fn dot(&mut self, at: Point, radius: f32, fill: Rgba) {
        let half = radius.max(1.0);
        self.layers.back.push(Shape::Rect {
            min: at.offset(-half, -half),
            max: at.offset(half, half),
            rounding: 0.0,
            fill,
        });
    }

    /// Whether node `index` is open and the step just taken entered it to
    /// score it at once (a leaf, or a table hit): no moves to search, so it
    /// is drawn as a leaf, not as a MAX or MIN triangle.
    pub(super) fn is_scored_at_once(&self, index: NodeIndex, finished: bool) -> bool {
        !finished
            && self.input.current == Some(index)
            && matches!(
                self.input.session.last_event(),
                Some(SearchEvent::Enter { node, move_count: 0, .. }) if node_index(node) == index
            )
    }

    /// A leaf being entered: the leaf's square, hollow until it is scored.
    pub(super) fn open_square(&mut self, at: Point, radius: f32, fill: Rgba) -> Point {
        let half = radius * 0.85;
        let outline = Stroke::solid((radius * 0.12).clamp(1.5, 3.5) * self.thick(), fill);
        self.layers.nodes.push(Shape::Polygon {
            points: vec![
                at.offset(-half, -half),
                at.offset(half, -half),
                at.offset(half, half),
                at.offset(-half, half),
            ],
            fill: Some(self.input.palette.background),
            stroke: Some(outline),
        });
        at
    }

    /// The node's own shape; returns where its value is written inside it.
    pub(super) fn shape(
        &mut self,
        (node, role): (&TreeNode, Role),
        at: Point,
        radius: f32,
        fill: Rgba,
        finished: bool,
    ) -> Point {
        let palette = self.input.palette;
        let outline = Stroke::solid((radius * 0.12).clamp(1.5, 3.5) * self.thick(), fill);
        let big = radius * 1.25;
        let shapes = &mut self.layers.nodes;
        let player = role.chooser().unwrap_or(Player::Max);
        match node.kind {
            NodeKind::Pruned => at,
            // A chance node is a circle, as the textbooks draw it (AIMA's
            // backgammon tree, CS188's expectimax): hollow while open.
            NodeKind::Inner | NodeKind::InnerExact if role == Role::Chance => {
                shapes.push(Shape::Circle {
                    center: at,
                    radius: radius * 1.05,
                    fill: Some(if finished { fill } else { palette.background }),
                    stroke: Some(if finished {
                        Stroke::solid(1.0, palette.text.with_alpha(100))
                    } else {
                        outline
                    }),
                });
                at
            }
            _ if !finished => {
                let (points, centre) = triangle(player, at, big);
                shapes.push(Shape::Polygon {
                    points,
                    fill: Some(palette.background),
                    stroke: Some(outline),
                });
                centre
            }
            NodeKind::Inner | NodeKind::InnerExact => {
                let (points, centre) = triangle(player, at, big);
                shapes.push(Shape::Polygon {
                    points,
                    fill: Some(fill),
                    stroke: Some(Stroke::solid(1.0, palette.text.with_alpha(100))),
                });
                centre
            }
            NodeKind::Leaf(reason) if reason.is_valued() => {
                let half = radius * 0.85;
                shapes.push(Shape::Rect {
                    min: at.offset(-half, -half),
                    max: at.offset(half, half),
                    rounding: 3.0,
                    fill,
                });
                at
            }
            NodeKind::Leaf(_) => {
                let r = radius * 1.15;
                shapes.push(Shape::Polygon {
                    points: vec![
                        at.offset(0.0, -r),
                        at.offset(r, 0.0),
                        at.offset(0.0, r),
                        at.offset(-r, 0.0),
                    ],
                    fill: Some(fill),
                    stroke: None,
                });
                at
            }
            NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => {
                shapes.push(Shape::Circle {
                    center: at,
                    radius: radius * 0.95,
                    fill: Some(fill),
                    stroke: None,
                });
                at
            }
        }
    }

    /// What is written as a node's value ([`crate::scene::labels::value_text`]),
    /// or `?` in a quiz.
    /// On a blank worksheet an inner node shows what the student wrote.
    pub(super) fn value_text(
        &self,
        index: NodeIndex,
        node: &TreeNode,
        at: &crate::tree::NodeAt,
        finished: bool,
    ) -> Option<String> {
        if self.input.overlay.blank && node.kind.is_inner() {
            return self.input.overlay.sheet.get(&index)?.value.clone();
        }
        let wording = self.input.session.game().wording();
        let role = self.input.tree.role(index);
        crate::scene::labels::settled_root_value(self.input.session, index, finished)
            .or_else(|| crate::scene::labels::value_text(node, role, Some(at), finished, wording))
            .map(|text| self.score(text))
    }

    /// Whether nodes get their `[α, β]` window: when the search prunes,
    /// and as empty boxes on a blank worksheet.
    pub(super) fn shows_windows(&self) -> bool {
        self.input.tree.prunes() || self.input.overlay.blank
    }
}

/// How wide and tall (as multiples of the radius) a valued leaf's value
/// written inside its square may be.
pub(super) const VALUED_LEAF_ROOM: (f32, f32) = (1.6, 1.3);

/// How wide and tall (as multiples of the radius) a value written inside
/// any other node's shape (a triangle, a circle) may be.
pub(super) const SHAPE_ROOM: (f32, f32) = (1.4, 1.1);

/// How wide and tall (as multiples of the radius) a value written inside a
/// node's shape may be: squares hold more than triangles.
pub(super) fn inner_room(node: &TreeNode, finished: bool) -> (f32, f32) {
    match node.kind {
        NodeKind::Leaf(reason) if finished && reason.is_valued() => VALUED_LEAF_ROOM,
        _ => SHAPE_ROOM,
    }
}

/// The fill of a node's shape.
pub(super) fn node_fill(
    palette: &Palette,
    (node, role): (&TreeNode, Role),
    finished: bool,
    knuth: Option<KnuthType>,
) -> Rgba {
    let player = match role {
        Role::Max => palette.max,
        Role::Min => palette.min,
        Role::Chance => palette.chance,
    };
    match node.kind {
        NodeKind::Pruned => palette.pruned,
        _ if !finished => player,
        _ if knuth.is_some() => knuth.map_or(player, |kind| palette.knuth(kind)),
        NodeKind::Inner | NodeKind::InnerExact => player,
        NodeKind::Leaf(reason) if reason.is_valued() => palette.leaf,
        NodeKind::Leaf(_) => palette.terminal,
        NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper => palette.tt,
    }
}

/// The radius of the ring round the node being searched.
pub(super) fn current_ring(radius: f32) -> f32 {
    radius * 1.25 * 1.15
}

/// The radius of the ring round the selected node, outside the current one.
pub(super) fn selected_ring(radius: f32) -> f32 {
    radius * 1.25 * 1.38
}

/// A triangle pointing up for MAX and down for MIN, inscribed in a circle
/// of radius `r` round `at`, and the point where its text fits best.
pub(super) fn triangle(player: Player, at: Point, r: f32) -> (Vec<Point>, Point) {
    let half = r * 0.866;
    let sign = match player {
        Player::Max => 1.0,
        Player::Min => -1.0,
    };
    let points = vec![
        at.offset(0.0, -sign * r),
        at.offset(half, sign * r * 0.5),
        at.offset(-half, sign * r * 0.5),
    ];
    (points, at.offset(0.0, sign * r * 0.18))
}
