//! [`Player`]: MAX or MIN, whose turn it is at a node; [`Role`]: what a
//! node does with its children's values (MAX, MIN, or CHANCE, which averages). A game concept
//! (a game may say who moves, [`super::Game::player`]); the search, the
//! tree and the teaching texts read it from here.

use super::Score;

/// Whose turn it is at a node. MAX moves at the root (ply 0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The side to move at the root; wants high values.
    Max,
    /// The opponent; wants low values.
    Min,
}

impl Player {
    /// The player to move `ply` plies below the root when the players
    /// alternate (a game may say otherwise: [`crate::game::Game::player`]).
    #[must_use]
    pub fn at_ply(ply: u8) -> Self {
        if ply.is_multiple_of(2) {
            Self::Max
        } else {
            Self::Min
        }
    }

    /// The other player.
    #[must_use]
    pub fn other(self) -> Self {
        match self {
            Self::Max => Self::Min,
            Self::Min => Self::Max,
        }
    }

    /// Converts a MAX-view value to this player's own view (and back: the
    /// conversion is its own inverse). Negamax reasons in this view.
    #[must_use]
    pub fn perspective(self, value: Score) -> Score {
        match self {
            Self::Max => value,
            Self::Min => -value,
        }
    }

    /// Whether `candidate` is strictly better than `incumbent` for this
    /// player: scores, or any other ordered values.
    #[must_use]
    pub fn prefers<V: PartialOrd + Copy>(self, candidate: V, incumbent: V) -> bool {
        match self {
            Self::Max => candidate > incumbent,
            Self::Min => candidate < incumbent,
        }
    }

    /// `"MAX"` or `"MIN"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Max => "MAX",
            Self::Min => "MIN",
        }
    }
}

/// What a node does with its children's values: MAX takes the greatest,
/// MIN the least, CHANCE their probability-weighted average. A role, not a
/// third player: chance has no point of view, and values stay MAX's.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    /// A node where MAX chooses.
    Max,
    /// A node where MIN chooses.
    Min,
    /// A node where chance picks an outcome with the game's probabilities.
    Chance,
}

impl Role {
    /// The role of a node where `player` moves, or chance if `chance`.
    #[must_use]
    pub fn of(player: Player, chance: bool) -> Self {
        match (chance, player) {
            (true, _) => Self::Chance,
            (false, Player::Max) => Self::Max,
            (false, Player::Min) => Self::Min,
        }
    }

    /// The player who chooses, `None` at a chance node.
    #[must_use]
    pub fn chooser(self) -> Option<Player> {
        match self {
            Self::Max => Some(Player::Max),
            Self::Min => Some(Player::Min),
            Self::Chance => None,
        }
    }

    /// `"MAX"`, `"MIN"` or `"CHANCE"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Max => "MAX",
            Self::Min => "MIN",
            Self::Chance => "CHANCE",
        }
    }
}
