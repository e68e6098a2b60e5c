//! The drawn tree as items, the way a keyboard and a screen reader walk it
//! (WAI-ARIA's tree view): every node of a [`Scene`] is an item, under the
//! nearest drawn ancestor, with its level, its place among its drawn
//! siblings and its drawn children. Built from the scene alone, so the
//! items are exactly what is on the canvas.

use std::collections::HashMap;

use petgraph::graph::NodeIndex;

use super::Scene;

/// One drawn node as an item of the tree.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Item {
    /// The node.
    pub node: NodeIndex,
    /// The item of the nearest drawn ancestor; `None` for the root.
    pub parent: Option<usize>,
    /// 1 for the root, one more for each drawn ancestor.
    pub level: usize,
    /// Its place among the items of the same parent, from 1.
    pub position: usize,
    /// Its children's items, in the scene's (search) order.
    pub children: Vec<usize>,
}

/// The items of one scene, in the scene's pre-order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Items {
    list: Vec<Item>,
    index: HashMap<NodeIndex, usize>,
    /// The items without a drawn ancestor (the root, normally alone).
    tops: Vec<usize>,
}

impl Items {
    /// The items of `scene`, each under its nearest drawn ancestor by
    /// `parent` (the search tree's parent of a node).
    #[must_use]
    pub fn new(scene: &Scene, parent: impl Fn(NodeIndex) -> Option<NodeIndex>) -> Self {
        let mut items: Vec<Item> = Vec::with_capacity(scene.nodes.len());
        let mut index = HashMap::with_capacity(scene.nodes.len());
        let mut tops = Vec::new();
        for drawn in &scene.nodes {
            if index.contains_key(&drawn.node) {
                continue;
            }
            let mut up = parent(drawn.node);
            let above = loop {
                match up {
                    None => break None,
                    Some(node) => match index.get(&node) {
                        Some(&item) => break Some(item),
                        None => up = parent(node),
                    },
                }
            };
            let me = items.len();
            let level = above.map_or(1, |item: usize| items[item].level + 1);
            match above {
                Some(item) => items[item].children.push(me),
                None => tops.push(me),
            }
            items.push(Item {
                node: drawn.node,
                parent: above,
                level,
                position: 1,
                children: Vec::new(),
            });
            index.insert(drawn.node, me);
        }
        let sets: Vec<Vec<usize>> = items
            .iter()
            .map(|item| item.children.clone())
            .chain(std::iter::once(tops.clone()))
            .collect();
        for set in sets {
            for (place, &member) in set.iter().enumerate() {
                items[member].position = place + 1;
            }
        }
        Self {
            list: items,
            index,
            tops,
        }
    }

    /// Every item, in pre-order.
    #[must_use]
    pub fn all(&self) -> &[Item] {
        &self.list
    }

    /// The item of `node`, if it is drawn.
    #[must_use]
    pub fn get(&self, node: NodeIndex) -> Option<&Item> {
        self.index.get(&node).and_then(|&i| self.list.get(i))
    }

    /// The first item (the root when it is drawn).
    #[must_use]
    pub fn first(&self) -> Option<NodeIndex> {
        self.tops
            .first()
            .and_then(|&i| self.list.get(i))
            .map(|item| item.node)
    }

    /// The item's parent's node.
    #[must_use]
    pub fn parent(&self, node: NodeIndex) -> Option<NodeIndex> {
        let parent = self.get(node)?.parent?;
        self.list.get(parent).map(|item| item.node)
    }

    /// The item's first child's node.
    #[must_use]
    pub fn first_child(&self, node: NodeIndex) -> Option<NodeIndex> {
        let first = *self.get(node)?.children.first()?;
        self.list.get(first).map(|item| item.node)
    }

    /// The sibling `offset` places after (negative: before) the item, if
    /// there is one.
    #[must_use]
    pub fn sibling(&self, node: NodeIndex, offset: isize) -> Option<NodeIndex> {
        let item = self.get(node)?;
        let set = match item.parent {
            Some(parent) => &self.list.get(parent)?.children,
            None => &self.tops,
        };
        let place = (item.position - 1).checked_add_signed(offset)?;
        set.get(place)
            .and_then(|&i| self.list.get(i))
            .map(|item| item.node)
    }
}
