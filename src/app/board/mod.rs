//! The position panel on the left: the board at the node shown (the chess
//! board with its arrows, editor and moves played on it, or a grid game's
//! board), the move list of a pasted game, and the controls that choose
//! what is searched and how.

pub(super) mod arrows;
pub(super) mod chess;
pub(super) mod controls;
pub(super) mod editor;
pub(super) mod grid;
pub(super) mod move_list;
pub(super) mod panel;
pub(super) mod play;
