//! The free room of a scene: what labels must keep clear of (node shapes,
//! cut marks, edges and the labels already placed), kept in a coarse grid
//! of cells so that asking whether a box is free costs only its
//! neighbourhood.
//!
//! The one rule for labels lives here: a label covers no other label, no
//! node's shape, no cut mark and no edge but its owner's own edge (the edge
//! into the node it speaks of), and where asked the edges out of its owner
//! (Monte Carlo tree search writes a node's counts under it).

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use super::Point;

/// Side of a grid cell, in points.
const CELL: f32 = 48.0;
/// How far a label's box keeps from an edge's line, in points.
const EDGE_MARGIN: f32 = 1.5;

/// A box: top-left and bottom-right corners.
pub type Bounds = (Point, Point);

/// Something a label must keep clear of.
#[derive(Clone, Copy, Debug)]
enum Obstacle {
    /// A box (a node's shape, a cut mark or a placed label) of node `owner`.
    Box {
        bounds: Bounds,
        owner: usize,
        kind: BoxKind,
    },
    /// The edge into node `child`, out of node `parent` (if it is known).
    Edge {
        from: Point,
        to: Point,
        child: usize,
        parent: Option<usize>,
    },
}

/// What a box in the room is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoxKind {
    /// A node's shape (or a pruned move's mark).
    Shape,
    /// The bar across a pruned move's edge.
    CutMark,
    /// A label already placed.
    Label,
}

/// The obstacles of a scene, by grid cell.
#[derive(Clone, Debug)]
pub struct Room {
    obstacles: Vec<Obstacle>,
    cells: Vec<Vec<u32>>,
    columns: usize,
    rows: usize,
}

impl Room {
    /// An empty room over a scene of `size`: what lies outside it is not
    /// tracked (labels there are not drawn on screen anyway).
    #[must_use]
    pub fn new(size: Point) -> Self {
        let columns = ((size.x.max(1.0) / CELL).ceil() as usize).clamp(1, 4096);
        let rows = ((size.y.max(1.0) / CELL).ceil() as usize).clamp(1, 4096);
        Self {
            obstacles: Vec::new(),
            cells: vec![Vec::new(); columns * rows],
            columns,
            rows,
        }
    }

    /// The cells a box touches, as column and row ranges.
    fn span(&self, (min, max): Bounds) -> Option<(std::ops::Range<usize>, std::ops::Range<usize>)> {
        let limit = |v: f32, n: usize| (v / CELL).floor().clamp(0.0, n as f32 - 1.0) as usize;
        let outside = max.x < 0.0
            || max.y < 0.0
            || min.x > self.columns as f32 * CELL
            || min.y > self.rows as f32 * CELL
            || !(min.x.is_finite() && min.y.is_finite() && max.x.is_finite() && max.y.is_finite());
        if outside {
            return None;
        }
        Some((
            limit(min.x, self.columns)..limit(max.x, self.columns) + 1,
            limit(min.y, self.rows)..limit(max.y, self.rows) + 1,
        ))
    }

    fn insert(&mut self, obstacle: Obstacle, bounds: Bounds) {
        let Some((xs, ys)) = self.span(bounds) else {
            return;
        };
        let index = self.obstacles.len() as u32;
        self.obstacles.push(obstacle);
        for y in ys {
            for x in xs.clone() {
                self.cells[y * self.columns + x].push(index);
            }
        }
    }

    /// Adds a box of `kind` belonging to node `owner`.
    pub fn add_box(&mut self, bounds: Bounds, owner: usize, kind: BoxKind) {
        self.insert(
            Obstacle::Box {
                bounds,
                owner,
                kind,
            },
            bounds,
        );
    }

    /// Adds the edge from `from` (node `parent`, if known) into node
    /// `child` at `to`.
    pub fn add_edge(&mut self, from: Point, to: Point, (parent, child): (Option<usize>, usize)) {
        let bounds = (
            Point::new(from.x.min(to.x), from.y.min(to.y)),
            Point::new(from.x.max(to.x), from.y.max(to.y)),
        );
        self.insert(
            Obstacle::Edge {
                from,
                to,
                child,
                parent,
            },
            bounds,
        );
    }

    /// Whether a label of node `owner` may take `bounds`: it covers no box
    /// (but `owner`'s own shape when `over.own_shape`, for a value written
    /// inside it) and no edge but the one into `owner` (and the ones out of
    /// it when `over.own_children`).
    #[must_use]
    pub fn is_free(&self, bounds: Bounds, owner: usize, over: Over) -> bool {
        self.first_in_the_way(bounds, owner, over).is_none()
    }

    /// What the label would cover first, if anything (for tests and
    /// debugging).
    fn first_in_the_way(&self, bounds: Bounds, owner: usize, over: Over) -> Option<u32> {
        let (xs, ys) = self.span(bounds)?;
        for y in ys {
            for x in xs.clone() {
                for &index in &self.cells[y * self.columns + x] {
                    let hit = match self.obstacles[index as usize] {
                        Obstacle::Box {
                            bounds: other,
                            owner: of,
                            kind,
                        } => {
                            let own_shape = over.own_shape && of == owner && kind == BoxKind::Shape;
                            !own_shape && overlaps(bounds, other)
                        }
                        Obstacle::Edge {
                            from,
                            to,
                            child,
                            parent,
                        } => {
                            let own =
                                child == owner || (over.own_children && parent == Some(owner));
                            !own && !over.edges
                                && segment_meets_box(from, to, grow(bounds, EDGE_MARGIN))
                        }
                    };
                    if hit {
                        return Some(index);
                    }
                }
            }
        }
        None
    }
}

/// What of its owner's a label may lie over, besides the edge into it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Over {
    /// Its owner's shape: a value written inside it.
    pub own_shape: bool,
    /// The edges out of its owner, to its children.
    pub own_children: bool,
    /// Every edge: a label that must show however crowded the tree is,
    /// on its plate over the lines.
    pub edges: bool,
}

/// Whether two boxes overlap (touching is not overlapping).
#[must_use]
pub fn overlaps(a: Bounds, b: Bounds) -> bool {
    a.0.x < b.1.x && b.0.x < a.1.x && a.0.y < b.1.y && b.0.y < a.1.y
}

/// `bounds` grown by `by` on every side.
#[must_use]
pub fn grow((min, max): Bounds, by: f32) -> Bounds {
    (min.offset(-by, -by), max.offset(by, by))
}

/// Whether the segment `from`–`to` meets the box (Liang–Barsky clipping).
#[must_use]
pub fn segment_meets_box(from: Point, to: Point, (min, max): Bounds) -> bool {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let mut enter = 0.0_f32;
    let mut leave = 1.0_f32;
    for (p, q) in [
        (-dx, from.x - min.x),
        (dx, max.x - from.x),
        (-dy, from.y - min.y),
        (dy, max.y - from.y),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                enter = enter.max(t);
            } else {
                leave = leave.min(t);
            }
            if enter > leave {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(x: f32, y: f32, half: f32) -> Bounds {
        (
            Point::new(x - half, y - half),
            Point::new(x + half, y + half),
        )
    }

    #[test]
    fn a_segment_meets_a_box_it_crosses_and_misses_one_beside_it() {
        let from = Point::new(0.0, 0.0);
        let to = Point::new(100.0, 100.0);
        assert!(segment_meets_box(from, to, square(50.0, 50.0, 2.0)));
        assert!(!segment_meets_box(from, to, square(80.0, 20.0, 5.0)));
        // A vertical segment through a box, and one beside it.
        let down = (Point::new(10.0, 0.0), Point::new(10.0, 100.0));
        assert!(segment_meets_box(down.0, down.1, square(10.0, 50.0, 3.0)));
        assert!(!segment_meets_box(down.0, down.1, square(20.0, 50.0, 3.0)));
        // A segment that ends before the box.
        assert!(!segment_meets_box(
            from,
            Point::new(40.0, 40.0),
            square(50.0, 50.0, 2.0)
        ));
    }

    #[test]
    fn a_label_keeps_clear_of_boxes_and_foreign_edges_but_may_lie_on_its_own_edge() {
        let mut room = Room::new(Point::new(400.0, 300.0));
        room.add_box(square(100.0, 100.0, 10.0), 1, BoxKind::Shape);
        room.add_edge(
            Point::new(200.0, 0.0),
            Point::new(200.0, 300.0),
            (Some(5), 2),
        );
        // Over node 1's shape: only its own value written inside may go there.
        let inside = Over {
            own_shape: true,
            ..Over::default()
        };
        let none = Over::default();
        assert!(!room.is_free(square(100.0, 100.0, 4.0), 3, none));
        assert!(!room.is_free(square(100.0, 100.0, 4.0), 1, none));
        assert!(room.is_free(square(100.0, 100.0, 4.0), 1, inside));
        // On the edge into node 2: free for node 2's labels only, and for
        // its parent's where they may lie over the edges to its children.
        assert!(!room.is_free(square(200.0, 150.0, 5.0), 3, none));
        assert!(room.is_free(square(200.0, 150.0, 5.0), 2, none));
        assert!(!room.is_free(square(200.0, 150.0, 5.0), 5, none));
        let over_children = Over {
            own_children: true,
            ..Over::default()
        };
        assert!(room.is_free(square(200.0, 150.0, 5.0), 5, over_children));
        // Over every edge, but still no box.
        let over_edges = Over {
            edges: true,
            ..Over::default()
        };
        assert!(room.is_free(square(200.0, 150.0, 5.0), 3, over_edges));
        assert!(!room.is_free(square(100.0, 100.0, 4.0), 3, over_edges));
        // A label placed is in the way of the next.
        room.add_box(square(300.0, 150.0, 10.0), 4, BoxKind::Label);
        assert!(!room.is_free(square(305.0, 155.0, 10.0), 4, none));
        assert!(room.is_free(square(340.0, 150.0, 10.0), 4, none));
    }
}
