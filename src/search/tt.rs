//! The transposition table: values of positions already searched at the same
//! remaining depth, stored with the bound they are known to be and the move
//! that was best (or refuted), which the search then tries first.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::game::{MoveCode, Score};
use crate::search::event::Bound;
use crate::search::rules::shift_mate;

/// A stored value: from MAX's point of view, with mate scores counted from the
/// stored node rather than from the root, so they stay right at any ply.
/// Eight bytes: the value, the move code and the bound.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Entry {
    value: Score,
    /// The best move's code, [`NO_MOVE`] when none is known.
    best: u16,
    bound: Bound,
}

/// The code of "no move" in an [`Entry`]: no game's moves use it (chess
/// codes stay below `1 << 15`, the other games' are small indices), and it
/// keeps the entry at eight bytes where an `Option<MoveCode>` would take
/// twelve.
const NO_MOVE: u16 = u16::MAX;

/// Position keys are already hashes, so the table mixes them only lightly.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0 ^ value)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }

    fn write_u8(&mut self, value: u8) {
        self.write_u64(u64::from(value));
    }
}

/// Values keyed by (position key, remaining depth).
///
/// Keying by the exact remaining depth (not "at least this deep") keeps every
/// hit equal to what a search without the table would find, so alpha-beta with
/// the table still returns minimax's root value.
#[derive(Default)]
pub struct TranspositionTable {
    entries: HashMap<(u64, u8), Entry, BuildHasherDefault<KeyHasher>>,
}

impl TranspositionTable {
    /// Remembers that the position `key`, searched at `ply` with `depth_left`
    /// plies to go, returned `value` with `bound`, and which move was best.
    ///
    /// The stepper passes the move for an exact value (the best move) and
    /// for a cutoff (the move that refuted), and `None` for a node whose
    /// every move failed low for its mover, which knows no best move: the
    /// Chess Programming Wiki's "Hash Move".
    pub fn store(
        &mut self,
        key: u64,
        depth_left: u8,
        ply: u8,
        value: Score,
        bound: Bound,
        best: Option<MoveCode>,
    ) {
        // Count mate distances from this node, so they stay right at any ply.
        let value = shift_mate(value, -Score::from(ply));
        let best = best.map_or(NO_MOVE, |mv| mv.0);
        self.entries
            .insert((key, depth_left), Entry { value, best, bound });
    }

    /// The move to try first at the position `key` with `depth_left` plies
    /// to go: the best move stored by the deepest search of the position no
    /// deeper than this one (a previous iteration of deepening stored it
    /// one ply shallower).
    #[must_use]
    pub fn best_move(&self, key: u64, depth_left: u8) -> Option<MoveCode> {
        (0..=depth_left)
            .rev()
            .filter_map(|depth| self.entries.get(&(key, depth)))
            .find(|entry| entry.best != NO_MOVE)
            .map(|entry| MoveCode(entry.best))
    }

    /// A value that settles the node for the MAX-view window `[alpha, beta]`:
    /// an exact value, a lower bound `≥ beta` or an upper bound `≤ alpha`.
    #[must_use]
    pub fn probe(
        &self,
        key: u64,
        depth_left: u8,
        ply: u8,
        alpha: Score,
        beta: Score,
    ) -> Option<(Score, Bound)> {
        let entry = self.entries.get(&(key, depth_left))?;
        let value = shift_mate(entry.value, Score::from(ply));
        let settles = match entry.bound {
            Bound::Exact => true,
            Bound::Lower => value >= beta,
            Bound::Upper => value <= alpha,
        };
        settles.then_some((value, entry.bound))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MATE;

    #[test]
    fn mate_scores_are_stored_relative_to_the_node() {
        let mut table = TranspositionTable::default();
        // A mate 5 plies from the root, found at a node on ply 2.
        table.store(7, 3, 2, MATE - 5, Bound::Exact, None);
        // The same position reached on ply 4 is a mate 7 plies from the root.
        assert_eq!(
            table.probe(7, 3, 4, -10, 10),
            Some((MATE - 7, Bound::Exact))
        );
    }

    #[test]
    fn bounds_settle_only_outside_the_window() {
        let mut table = TranspositionTable::default();
        table.store(1, 2, 0, 5, Bound::Lower, None);
        assert_eq!(table.probe(1, 2, 0, 0, 5), Some((5, Bound::Lower)));
        assert_eq!(table.probe(1, 2, 0, 0, 6), None);
        assert_eq!(table.probe(1, 3, 0, 0, 5), None, "other depth");
        table.store(2, 2, 0, -1, Bound::Upper, None);
        assert_eq!(table.probe(2, 2, 0, -1, 5), Some((-1, Bound::Upper)));
        assert_eq!(table.probe(2, 2, 0, -2, 5), None);
    }

    #[test]
    fn an_entry_is_eight_bytes() {
        assert_eq!(std::mem::size_of::<Entry>(), 8);
    }

    #[test]
    fn the_best_move_comes_from_the_deepest_search_not_deeper() {
        let mut table = TranspositionTable::default();
        table.store(3, 1, 0, 0, Bound::Exact, Some(MoveCode(4)));
        table.store(3, 2, 0, 0, Bound::Lower, Some(MoveCode(7)));
        table.store(3, 4, 0, 0, Bound::Exact, Some(MoveCode(9)));
        table.store(5, 2, 0, 0, Bound::Upper, None);
        assert_eq!(table.best_move(3, 3), Some(MoveCode(7)));
        assert_eq!(table.best_move(3, 1), Some(MoveCode(4)));
        assert_eq!(table.best_move(3, 0), None);
        assert_eq!(table.best_move(5, 2), None, "a fail-low keeps no move");
    }
}
