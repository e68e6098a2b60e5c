//! What a point of the scene hits besides a node: an edge, named by the
//! node it leads into (a worksheet marks a move pruned by a click on it).

use std::collections::HashMap;

use petgraph::graph::NodeIndex;

use super::{Mark, Point, Scene};

impl Scene {
    /// The drawn edge nearest `point` within `reach` points, named by the
    /// node it leads into; `parent` gives a node's parent. Near its ends
    /// (within a node's reach) a point hits the node, not the edge.
    #[must_use]
    pub fn edge_at(
        &self,
        point: Point,
        reach: f32,
        parent: impl Fn(NodeIndex) -> Option<NodeIndex>,
    ) -> Option<NodeIndex> {
        let drawn: HashMap<NodeIndex, (Point, f32)> = self
            .nodes
            .iter()
            .filter(|node| !matches!(node.mark, Mark::Band { .. }))
            .map(|node| (node.node, (node.at, node.radius)))
            .collect();
        self.nodes
            .iter()
            .filter_map(|child| {
                let &(to, to_radius) = drawn.get(&child.node)?;
                let &(from, from_radius) = drawn.get(&parent(child.node)?)?;
                let clear_of_ends = point.distance(from) > (from_radius * 1.2).max(5.0)
                    && point.distance(to) > (to_radius * 1.2).max(5.0);
                let distance = segment_distance(point, from, to);
                (clear_of_ends && distance <= reach).then_some((distance, child.node))
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, node)| node)
    }
}

/// The distance from `point` to the segment from `a` to `b`.
fn segment_distance(point: Point, a: Point, b: Point) -> f32 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let length = dx * dx + dy * dy;
    if length <= f32::EPSILON {
        return point.distance(a);
    }
    let t = (((point.x - a.x) * dx + (point.y - a.y) * dy) / length).clamp(0.0, 1.0);
    point.distance(a.lerp(b, t))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::DrawnNode;

    fn node(id: usize, x: f32, y: f32) -> DrawnNode {
        DrawnNode {
            node: NodeIndex::new(id),
            at: Point::new(x, y),
            radius: 10.0,
            mark: Mark::Shape,
        }
    }

    #[test]
    fn a_point_on_an_edge_names_its_child_and_its_ends_belong_to_the_nodes() {
        let scene = Scene {
            nodes: vec![
                node(0, 100.0, 0.0),
                node(1, 0.0, 100.0),
                node(2, 200.0, 100.0),
            ],
            ..Scene::default()
        };
        let parent = |n: NodeIndex| (n.index() > 0).then(|| NodeIndex::new(0));
        assert_eq!(
            scene.edge_at(Point::new(52.0, 50.0), 8.0, parent),
            Some(NodeIndex::new(1))
        );
        assert_eq!(
            scene.edge_at(Point::new(150.0, 48.0), 8.0, parent),
            Some(NodeIndex::new(2))
        );
        assert_eq!(scene.edge_at(Point::new(100.0, 60.0), 8.0, parent), None);
        assert_eq!(scene.edge_at(Point::new(98.0, 4.0), 8.0, parent), None);
    }
}
