//! What the orderings that learn remember of the search so far: two killer
//! moves per ply and the history table.
//!
//! Both learn from cutoffs only, and only from quiet moves (a capture is
//! tried early by its own rule, MVV-LVA). A cutoff is a child whose backup
//! closes its parent's window, whether moves are left to prune (a
//! [`crate::search::SearchEvent::Cutoff`] follows) or it was the last move.
//!
//! - **Killers** (Akl and Newborn, 1977; the Chess Programming Wiki's
//!   "Killer Heuristic"): the last two quiet moves that caused a cutoff at
//!   each ply, the most recent first. A new killer pushes the older one out;
//!   the move already first is not stored twice.
//! - **History** (Schaeffer, "The history heuristic", 1983/1989): a count per
//!   (player, move code), raised by `depth²` at each cutoff, where `depth` is
//!   the cutting node's remaining depth (the Chess Programming Wiki's
//!   "History Heuristic"; Schaeffer used `2^depth`, which lets one deep
//!   cutoff outweigh everything below it).

use std::collections::HashMap;

use crate::game::{MoveCode, Player};

/// Killer moves and history counts, gathered as one search runs.
///
/// ```
/// use gametree::game::{MoveCode, Player};
/// use gametree::search::OrderingMemory;
///
/// let mut memory = OrderingMemory::default();
/// // A quiet move 2 cuts at ply 1 with 3 plies to go, then move 0 does.
/// memory.record_cutoff(1, Player::Min, MoveCode(2), 3);
/// memory.record_cutoff(1, Player::Min, MoveCode(0), 1);
/// assert_eq!(memory.killers(1), [Some(MoveCode(0)), Some(MoveCode(2))]);
/// assert_eq!(memory.history(Player::Min, MoveCode(2)), 9);
/// assert_eq!(memory.history(Player::Max, MoveCode(2)), 0, "per player");
/// ```
#[derive(Clone, Default, Debug)]
pub struct OrderingMemory {
    /// Per ply, the two killers, most recent first.
    killers: Vec<[Option<MoveCode>; 2]>,
    /// Cutoff counts weighted by depth², per player and move code.
    history: HashMap<(Player, MoveCode), u64>,
}

impl OrderingMemory {
    /// Learns that the quiet move `mv`, played by `player` at a node on
    /// `ply` with `depth_left` plies to go, closed that node's window.
    pub fn record_cutoff(&mut self, ply: u8, player: Player, mv: MoveCode, depth_left: u8) {
        let ply = usize::from(ply);
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        if let Some(slots) = self.killers.get_mut(ply)
            && slots[0] != Some(mv)
        {
            *slots = [Some(mv), slots[0]];
        }
        let weight = u64::from(depth_left) * u64::from(depth_left);
        let count = self.history.entry((player, mv)).or_default();
        *count = count.saturating_add(weight);
    }

    /// The killers at `ply`, most recent first.
    #[must_use]
    pub fn killers(&self, ply: u8) -> [Option<MoveCode>; 2] {
        self.killers
            .get(usize::from(ply))
            .copied()
            .unwrap_or_default()
    }

    /// The history count of `mv` played by `player`.
    #[must_use]
    pub fn history(&self, player: Player, mv: MoveCode) -> u64 {
        self.history.get(&(player, mv)).copied().unwrap_or(0)
    }
}
