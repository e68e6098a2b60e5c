//! The Pig scoreboard: each player's banked points, the turn total at
//! stake, who is to move and whether the die is about to be thrown; and
//! the rules that change it (roll, hold, the die's faces), the one home of
//! Pig's rules.
//!
//! A turn is a row of decisions and throws. At a *decision* the player to
//! move rolls or holds (with nothing at stake only rolling is allowed: a
//! turn starts with a roll). Rolling makes a *chance node*: the die shows 1
//! to 6, each with weight 1 of 6. A 1 loses the turn total and passes the
//! turn; 2 to 6 add to it and the player decides again. Holding banks the
//! turn total and passes the turn. Reaching the goal ends the game at once
//! (the player would hold: holding is then the only sensible move).

use crate::game::MoveCode;

/// The number of faces of the die.
pub const FACES: u8 = 6;

/// The move that throws the die, at a decision.
pub const ROLL: MoveCode = MoveCode(7);

/// The move that banks the turn total, at a decision.
pub const HOLD: MoveCode = MoveCode(8);

/// The move of the die showing `face` (1–6), at a chance node.
#[must_use]
pub fn face_move(face: u8) -> MoveCode {
    MoveCode(u16::from(face))
}

/// The face (1–6) a chance node's move shows, if it is one.
#[must_use]
pub fn move_face(mv: MoveCode) -> Option<u8> {
    u8::try_from(mv.0)
        .ok()
        .filter(|face| (1..=FACES).contains(face))
}

/// One of the two players. `a` moves first in a new game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// The first player.
    A,
    /// The second player.
    B,
}

impl Side {
    /// The other player.
    #[must_use]
    pub fn other(self) -> Self {
        match self {
            Self::A => Self::B,
            Self::B => Self::A,
        }
    }

    /// `0` for `a`, `1` for `b`.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Self::A => 0,
            Self::B => 1,
        }
    }

    /// `'a'` or `'b'`, as position text writes it.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Self::A => 'a',
            Self::B => 'b',
        }
    }

    /// `"A"` or `"B"`, as sentences name the player.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::A => "A",
            Self::B => "B",
        }
    }
}

/// A Pig position. The goal is the game's ([`crate::games::pig::Pig`]),
/// so every function that needs it takes it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    /// The points each player has banked, `a` then `b`.
    banked: [u8; 2],
    /// The points the player to move has rolled this turn, not yet banked.
    turn: u8,
    /// The player to move (at a chance node: the one who rolled).
    to_move: Side,
    /// Whether the die is about to be thrown (a chance node).
    rolling: bool,
}

impl Board {
    /// A new game: nothing banked, `a` to move.
    pub const START: Self = Self {
        banked: [0, 0],
        turn: 0,
        to_move: Side::A,
        rolling: false,
    };

    /// A position from its parts, unchecked: [`crate::games::pig::parse`]
    /// validates positions from text.
    #[must_use]
    pub fn new(banked: [u8; 2], turn: u8, to_move: Side, rolling: bool) -> Self {
        Self {
            banked,
            turn,
            to_move,
            rolling,
        }
    }

    /// The points `side` has banked.
    #[must_use]
    pub fn banked(self, side: Side) -> u8 {
        self.banked[side.index()]
    }

    /// The turn total: what the player to move has at stake.
    #[must_use]
    pub fn turn_total(self) -> u8 {
        self.turn
    }

    /// The player to move; at a chance node, the one who rolled.
    #[must_use]
    pub fn to_move(self) -> Side {
        self.to_move
    }

    /// The points `side` would have if the turn total were banked now:
    /// their banked points, and the stake if it is theirs.
    #[must_use]
    pub fn points(self, side: Side) -> u8 {
        let stake = if self.to_move == side { self.turn } else { 0 };
        self.banked(side).saturating_add(stake)
    }

    /// Whether the die is about to be thrown: a chance node.
    #[must_use]
    pub fn is_rolling(self) -> bool {
        self.rolling
    }

    /// The player who has reached `goal`, if one has: the game is over.
    #[must_use]
    pub fn winner(self, goal: u8) -> Option<Side> {
        [Side::A, Side::B]
            .into_iter()
            .find(|&side| self.banked(side) >= goal)
    }

    /// The moves of the position, in their fixed order: the faces 1 to 6 at
    /// a chance node; roll then hold at a decision (roll only with nothing
    /// at stake); none when the game is over.
    pub fn moves(self, goal: u8) -> impl Iterator<Item = MoveCode> {
        let over = self.winner(goal).is_some();
        let faces = (!over && self.rolling).then(|| (1..=FACES).map(face_move));
        let choices = (!over && !self.rolling).then(|| {
            [ROLL, HOLD]
                .into_iter()
                .take(if self.turn > 0 { 2 } else { 1 })
        });
        faces
            .into_iter()
            .flatten()
            .chain(choices.into_iter().flatten())
    }

    /// The position after `mv`, or `None` if `mv` is not one of
    /// [`Self::moves`].
    #[must_use]
    pub fn play(self, mv: MoveCode, goal: u8) -> Option<Self> {
        if self.winner(goal).is_some() {
            return None;
        }
        if self.rolling {
            return move_face(mv).map(|face| self.throw(face, goal));
        }
        match mv {
            ROLL => Some(Self {
                rolling: true,
                ..self
            }),
            HOLD if self.turn > 0 => Some(self.bank()),
            _ => None,
        }
    }

    /// The die shows `face` (1–6): a 1 loses the turn total and passes the
    /// turn; 2 to 6 add to it, and reaching the goal banks it and ends the
    /// game.
    fn throw(self, face: u8, goal: u8) -> Self {
        if face == 1 {
            return Self {
                turn: 0,
                to_move: self.to_move.other(),
                rolling: false,
                ..self
            };
        }
        let next = Self {
            turn: self.turn.saturating_add(face),
            rolling: false,
            ..self
        };
        if next.banked(self.to_move).saturating_add(next.turn) >= goal {
            next.bank()
        } else {
            next
        }
    }

    /// The player to move banks the turn total and the turn passes.
    fn bank(self) -> Self {
        let mut banked = self.banked;
        let mover = self.to_move.index();
        banked[mover] = banked[mover].saturating_add(self.turn);
        Self {
            banked,
            turn: 0,
            to_move: self.to_move.other(),
            rolling: false,
        }
    }

    /// A number equal for equal positions: every field side by side.
    #[must_use]
    pub fn key(self) -> u64 {
        u64::from(self.banked[0])
            | u64::from(self.banked[1]) << 8
            | u64::from(self.turn) << 16
            | u64::from(self.to_move == Side::B) << 24
            | u64::from(self.rolling) << 25
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOAL: u8 = 20;

    fn moves(board: Board) -> Vec<MoveCode> {
        board.moves(GOAL).collect()
    }

    #[test]
    fn a_turn_starts_with_a_roll_and_the_die_has_six_faces() {
        assert_eq!(moves(Board::START), vec![ROLL]);
        assert_eq!(Board::START.play(HOLD, GOAL), None);
        let rolling = Board::START.play(ROLL, GOAL).unwrap();
        assert!(rolling.is_rolling());
        assert_eq!(moves(rolling), (1..=6).map(MoveCode).collect::<Vec<_>>());
        assert_eq!(rolling.play(ROLL, GOAL), None);
        assert_eq!(rolling.play(MoveCode(7), GOAL), None);
        assert_eq!(rolling.play(MoveCode(0), GOAL), None);
    }

    #[test]
    fn two_to_six_add_to_the_turn_and_the_player_decides_again() {
        let rolling = Board::new([3, 9], 5, Side::A, true);
        let after = rolling.play(face_move(4), GOAL).unwrap();
        assert_eq!(after, Board::new([3, 9], 9, Side::A, false));
        assert_eq!(moves(after), vec![ROLL, HOLD]);
    }

    #[test]
    fn a_one_loses_the_turn_total_and_passes_the_turn() {
        let rolling = Board::new([3, 9], 5, Side::A, true);
        let after = rolling.play(face_move(1), GOAL).unwrap();
        assert_eq!(after, Board::new([3, 9], 0, Side::B, false));
        assert_eq!(moves(after), vec![ROLL]);
    }

    #[test]
    fn holding_banks_the_turn_total_and_passes_the_turn() {
        let deciding = Board::new([3, 9], 5, Side::B, false);
        let after = deciding.play(HOLD, GOAL).unwrap();
        assert_eq!(after, Board::new([3, 14], 0, Side::A, false));
    }

    #[test]
    fn reaching_the_goal_ends_the_game() {
        // A has 12 banked and 5 at stake: a 3 makes 20, the goal.
        let rolling = Board::new([12, 19], 5, Side::A, true);
        assert_eq!(rolling.play(face_move(2), GOAL).unwrap().winner(GOAL), None);
        let won = rolling.play(face_move(3), GOAL).unwrap();
        assert_eq!(won, Board::new([20, 19], 0, Side::B, false));
        assert_eq!(won.winner(GOAL), Some(Side::A));
        assert!(moves(won).is_empty());
        assert_eq!(won.play(ROLL, GOAL), None);
        // Overshooting counts too: 12 + 5 + 6 = 23.
        let over = rolling.play(face_move(6), GOAL).unwrap();
        assert_eq!(over.banked(Side::A), 23);
        assert_eq!(over.winner(GOAL), Some(Side::A));
    }

    #[test]
    fn keys_tell_every_field_apart() {
        let base = Board::new([3, 9], 5, Side::A, false);
        let others = [
            Board::new([9, 3], 5, Side::A, false),
            Board::new([3, 9], 6, Side::A, false),
            Board::new([3, 9], 5, Side::B, false),
            Board::new([3, 9], 5, Side::A, true),
        ];
        for other in others {
            assert_ne!(base.key(), other.key(), "{other:?}");
        }
    }
}
