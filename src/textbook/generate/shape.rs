//! An explicit tree shape for the generator: a nested list whose leaves
//! are dots, `[[.,.],[.,.,.],.]`, read into each node's number of children
//! in level order (the root, then its children, then theirs), as the
//! generator draws a shape.

#![expect(
    clippy::cast_possible_truncation,
    reason = "a node has at most the textbook limit of children, which fits u16"
)]

use crate::textbook::{MAX_CHILDREN, MAX_NESTING, MAX_NODES};

/// Why a shape cannot be read: what is wrong, at which character (1-based).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShapeFault {
    /// A character that is none of `[`, `]`, `,`, `.` or a space.
    Unexpected(usize),
    /// A list or the text ends too early, or something follows the root's list.
    Unbalanced(usize),
    /// A list with nothing in it.
    Empty(usize),
    /// More than [`MAX_NESTING`] levels, [`MAX_CHILDREN`] children or
    /// [`MAX_NODES`] nodes.
    TooBig(usize),
}

/// Reads `text` as a shape: every node's number of children in level
/// order, and the number of levels below the root.
///
/// ```text
/// [[.,.],[.,.,.],.]  →  counts [3, 2, 3, 0, 0, 0, 0, 0, 0], height 2
/// ```
pub fn read_shape(text: &str) -> Result<(Vec<u16>, usize), ShapeFault> {
    // Each node's children, by node number (0 is the root).
    let mut children: Vec<Vec<u32>> = Vec::new();
    let mut open: Vec<u32> = Vec::new();
    let mut expect_item = true;
    let mut closed_root = false;
    for (index, c) in text.chars().enumerate() {
        let at = index + 1;
        if c.is_whitespace() {
            continue;
        }
        if closed_root {
            return Err(ShapeFault::Unbalanced(at));
        }
        match c {
            '[' | '.' if expect_item => {
                let node = u32::try_from(children.len()).map_err(|_| ShapeFault::TooBig(at))?;
                if children.len() >= MAX_NODES {
                    return Err(ShapeFault::TooBig(at));
                }
                children.push(Vec::new());
                if let Some(&parent) = open.last() {
                    let siblings = &mut children[parent as usize];
                    if siblings.len() >= MAX_CHILDREN {
                        return Err(ShapeFault::TooBig(at));
                    }
                    siblings.push(node);
                } else if c == '.' {
                    // The root must be a list.
                    return Err(ShapeFault::Unexpected(at));
                }
                if c == '[' {
                    if open.len() >= MAX_NESTING {
                        return Err(ShapeFault::TooBig(at));
                    }
                    open.push(node);
                } else {
                    expect_item = false;
                }
            }
            ']' => {
                if open.pop().is_none() {
                    return Err(ShapeFault::Unbalanced(at));
                }
                if expect_item {
                    return Err(ShapeFault::Empty(at));
                }
                closed_root = open.is_empty();
            }
            ',' if !expect_item && !open.is_empty() => expect_item = true,
            _ => return Err(ShapeFault::Unexpected(at)),
        }
    }
    if !closed_root {
        return Err(ShapeFault::Unbalanced(text.chars().count() + 1));
    }
    // Level order, and the height on the way.
    let mut counts = Vec::with_capacity(children.len());
    let mut level = vec![0_u32];
    let mut height = 0;
    while !level.is_empty() {
        let mut next = Vec::new();
        for &node in &level {
            let kids = &children[node as usize];
            counts.push(kids.len() as u16);
            next.extend_from_slice(kids);
        }
        if !next.is_empty() {
            height += 1;
        }
        level = next;
    }
    Ok((counts, height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_read_in_level_order() {
        assert_eq!(
            read_shape("[[.,.],[.,.,.],.]"),
            Ok((vec![3, 2, 3, 0, 0, 0, 0, 0, 0], 2))
        );
        assert_eq!(read_shape(" [ . ] "), Ok((vec![1, 0], 1)));
        assert_eq!(read_shape("[[[.]],.]"), Ok((vec![2, 1, 0, 1, 0], 3)));
    }

    #[test]
    fn bad_shapes_say_where() {
        assert_eq!(read_shape("."), Err(ShapeFault::Unexpected(1)));
        assert_eq!(read_shape("[.,x]"), Err(ShapeFault::Unexpected(4)));
        assert_eq!(read_shape("[.,.]]"), Err(ShapeFault::Unbalanced(6)));
        assert_eq!(read_shape("[[.]"), Err(ShapeFault::Unbalanced(5)));
        assert_eq!(read_shape("[.,[]]"), Err(ShapeFault::Empty(5)));
        assert_eq!(read_shape("[.,]"), Err(ShapeFault::Empty(4)));
        assert_eq!(read_shape("[..]"), Err(ShapeFault::Unexpected(3)));
        let deep = format!("{}.{}", "[".repeat(65), "]".repeat(65));
        assert_eq!(read_shape(&deep), Err(ShapeFault::TooBig(65)));
    }
}
