//! The scene's edges: the line into each node, its move label, and the
//! runs of pruned moves fanned out with their cut marks.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use super::*;

impl Builder<'_, '_> {
    /// Tells the room of the edge from `parent` (at `from`) into `child`
    /// (at `to`, drawn `reach` points round): the stretch between the two
    /// shapes, since the shapes are drawn over the edge's ends.
    pub(super) fn edge_room(
        &mut self,
        from: Point,
        to: Point,
        parent: usize,
        child: usize,
        reach: f32,
    ) {
        let parent_reach = self.radius(parent) * 1.25;
        self.edge_span(from, to, (parent_reach, reach), (Some(parent), child));
    }

    /// Tells the room of the edge from `from` to `to` (out of node `parent`
    /// if known, into a node of `owner`'s), whose ends lie under shapes
    /// reaching `reach` round them.
    pub(super) fn edge_span(
        &mut self,
        from: Point,
        to: Point,
        reach: (f32, f32),
        (parent, owner): (Option<usize>, usize),
    ) {
        let length = from.distance(to);
        if length <= reach.0 + reach.1 {
            return;
        }
        let start = from.lerp(to, reach.0 / length);
        let end = from.lerp(to, 1.0 - reach.1 / length);
        self.room.add_edge(start, end, (parent, owner));
    }

    /// How far across its column pruned move `id` is drawn: pruned sibling
    /// moves share a column and are fanned out over [`FAN_SPREAD`] of it
    /// (0 for any other node).
    pub(super) fn fan_offset(&self, id: usize) -> f32 {
        let layout = self.input.layout;
        let tree = self.input.tree;
        let pruned = |node: usize| {
            tree.node(layout_node(node))
                .is_some_and(|node| node.kind == NodeKind::Pruned)
        };
        if !pruned(id) {
            return 0.0;
        }
        let parent = crate::layout::parent(tree, id);
        // Siblings in one column: a given tree's pruned moves have their own.
        let column = layout.columns(id).0;
        let sibling = |node: usize| {
            pruned(node)
                && crate::layout::parent(tree, node) == parent
                && layout.columns(node).0 == column
        };
        let mut first = id;
        while first > 0 && sibling(first - 1) {
            first -= 1;
        }
        let mut end = id + 1;
        while end < layout.len() && sibling(end) {
            end += 1;
        }
        fan_offset(id - first, end - first, self.input.view.scale.x)
    }

    /// The edge from `parent` into `child` (at `to`), with its move label.
    pub(super) fn edge(&mut self, parent: usize, child: usize, to: Point) {
        let from = self.at(parent);
        let size = self.input.size;
        let (min_x, max_x) = (from.x.min(to.x) - 40.0, from.x.max(to.x) + 40.0);
        if max_x < 0.0 || min_x > size.x || to.y + 40.0 < 0.0 || from.y - 40.0 > size.y {
            return;
        }
        let radius = self.radius(child);
        self.edge_room(from, to, parent, child, radius * 1.25);
        let sheet = self.input.overlay.sheet.get(&layout_node(child));
        // An edge the search never went down is grey on a checked sheet.
        let color = if sheet.is_some_and(|sheet| sheet.unvisited) {
            self.input.palette.pruned
        } else {
            self.input.palette.edge
        };
        if sheet.is_some_and(|sheet| sheet.pruned) {
            self.pruned_edge(from, to, radius);
        } else if radius < SHAPE_RADIUS * 2.0 {
            self.layers.back.push(Shape::Line {
                points: vec![from, to],
                stroke: Stroke::solid(self.thick(), color),
            });
        } else {
            let width = (radius * 0.09).clamp(1.2, 2.5) * self.thick();
            self.layers.edges.push(Shape::Line {
                points: vec![from, to],
                stroke: Stroke::solid(width, color),
            });
        }
        self.move_label(parent, child, from, to, self.input.palette.text);
    }

    /// Draws the run of pruned sibling moves that starts at `first` and
    /// shares its column: fanned out one by one where there is room, else
    /// as one group mark. Returns the node after the run.
    pub(super) fn pruned_run(&mut self, first: usize) -> usize {
        let layout = self.input.layout;
        let tree = self.input.tree;
        let parent = crate::layout::parent(tree, first);
        let visible = self.visible();
        let mut end = first + 1;
        while end < visible
            && crate::layout::parent(tree, end) == parent
            && layout.columns(end).0 == layout.columns(first).0
            && !layout.is_hidden(end)
            && tree
                .node(layout_node(end))
                .is_some_and(|node| node.kind == NodeKind::Pruned)
        {
            end += 1;
        }
        let Some(parent) = parent else {
            return end;
        };
        let count = end - first;
        let centre = self.at(first);
        let size = self.input.size;
        let column = self.input.view.scale.x;
        if centre.x + column < 0.0 || centre.x - column > size.x || centre.y < -60.0 {
            return end;
        }
        if centre.y - 60.0 > size.y && self.at(parent).y > size.y {
            return end;
        }
        let spacing = if count > 1 {
            FAN_SPREAD * column / (count - 1) as f32
        } else {
            f32::INFINITY
        };
        let from = self.at(parent);
        if spacing >= FAN_SPACING {
            let radius = (self.radius(first) * 0.55).min(spacing * 0.3);
            for (index, id) in (first..end).enumerate() {
                let at = centre.offset(fan_offset(index, count, column), 0.0);
                self.edge_room(from, at, parent, id, radius);
                self.pruned_edge(from, at, radius);
                self.pruned_mark(at, radius, id);
                if let Some(&mark) = self.input.overlay.diff.get(&layout_node(id)) {
                    self.diff_ring(mark, at, radius);
                }
                self.move_label(parent, id, from, at, self.input.palette.pruned);
                // The whole-tree view keeps the values it showed ahead.
                if self.input.show_skipped || self.whole_tree() {
                    self.grey_value(id, at, radius, TextRole::Skipped(layout_node(id)));
                }
                self.nodes.push(DrawnNode {
                    node: layout_node(id),
                    at,
                    radius,
                    mark: Mark::Pruned,
                });
                self.given_below(id, at, radius);
            }
        } else {
            let radius = (self.radius(first) * 0.55).max(2.0);
            self.edge_room(from, centre, parent, first, radius);
            self.pruned_edge(from, centre, radius);
            self.pruned_mark(centre, radius, first);
            // One ring for the group: a move of it the other search went into.
            let diff = &self.input.overlay.diff;
            if let Some(&mark) = (first..end).find_map(|id| diff.get(&layout_node(id))) {
                self.diff_ring(mark, centre, radius);
            }
            let text_size = self.min_text();
            let below = centre.offset(0.0, radius + 2.0);
            self.ask(Request {
                rank: Rank::Decisive,
                owner: first,
                lines: vec![count.to_string()],
                size: text_size,
                color: self.input.palette.pruned,
                role: TextRole::PrunedCount(layout_node(first)),
                spots: vec![
                    (below, Anchor::CenterTop, false),
                    (centre.offset(radius + 3.0, 0.0), Anchor::LeftCenter, false),
                    (
                        centre.offset(-radius - 3.0, 0.0),
                        Anchor::RightCenter,
                        false,
                    ),
                ],
            });
            self.nodes.push(DrawnNode {
                node: layout_node(first),
                at: centre,
                radius,
                mark: Mark::PrunedGroup {
                    count: count as u32,
                },
            });
        }
        end
    }

    /// A pruned move's edge: dashed, with a bar across it near the parent.
    pub(super) fn pruned_edge(&mut self, from: Point, to: Point, radius: f32) {
        let palette = self.input.palette;
        let width = (radius * 0.16).clamp(1.0, 2.5) * self.thick();
        self.layers.edges.push(Shape::Line {
            points: vec![from, to],
            stroke: Stroke::dashed(width, palette.pruned),
        });
        let length = from.distance(to);
        if length < 1.0 {
            return;
        }
        let (ux, uy) = ((to.x - from.x) / length, (to.y - from.y) / length);
        let half = (radius * 0.9).clamp(3.0, 10.0);
        // On a worksheet the parent's two-line window sits where the bar
        // would be: it goes just above the child (of `radius`) instead,
        // over the node shapes and under the texts.
        let above_child = radius * 1.25 + 4.0;
        let sheet = self.input.overlay.blank && length > above_child * 2.0;
        let mid = if sheet {
            to.offset(-ux * above_child, -uy * above_child)
        } else {
            from.lerp(to, 0.42)
        };
        let ends = [
            mid.offset(-uy * half, ux * half),
            mid.offset(uy * half, -ux * half),
        ];
        let reach = width * 0.9;
        self.room.add_box(
            (
                Point::new(
                    ends[0].x.min(ends[1].x) - reach,
                    ends[0].y.min(ends[1].y) - reach,
                ),
                Point::new(
                    ends[0].x.max(ends[1].x) + reach,
                    ends[0].y.max(ends[1].y) + reach,
                ),
            ),
            usize::MAX,
            BoxKind::CutMark,
        );
        let bar = Shape::Line {
            points: ends.to_vec(),
            stroke: Stroke::solid(width * 1.8, palette.cutoff),
        };
        if sheet {
            self.layers.rings.push(bar);
        } else {
            self.layers.edges.push(bar);
        }
    }

    /// A pruned move's mark (of node `id`): a small hollow circle.
    pub(super) fn pruned_mark(&mut self, at: Point, radius: f32, id: usize) {
        let palette = self.input.palette;
        self.room.add_box(
            (at.offset(-radius, -radius), at.offset(radius, radius)),
            id,
            BoxKind::Shape,
        );
        self.layers.nodes.push(Shape::Circle {
            center: at,
            radius,
            fill: Some(palette.background),
            stroke: Some(Stroke::solid(1.5 * self.thick(), palette.pruned)),
        });
    }
}

/// How far from its column's centre the `index`-th of `count` pruned
/// sibling moves is drawn, for columns `column` points wide.
pub(super) fn fan_offset(index: usize, count: usize, column: f32) -> f32 {
    if count > 1 {
        (index as f32 / (count - 1) as f32 - 0.5) * FAN_SPREAD * column
    } else {
        0.0
    }
}
