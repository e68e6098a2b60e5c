//! The teaching overlay on the tree, which lives in the core scene
//! ([`crate::scene::overlay`]); re-exported here for the panels that fill it.

pub use crate::scene::overlay::{DiffMark, TreeOverlay};
