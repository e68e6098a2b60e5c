//! The board editor's model, with no GUI: a placement, the side to move,
//! castling rights, an en-passant square and the counters, changed by
//! [`Edit`]s that can be undone. Every state is written as a FEN and run
//! through our own parser and validator ([`super::fen`]), so the
//! editor says live why a position cannot be searched, and only a FEN that
//! passed is ever offered for search.

use std::fmt::Write as _;

use super::fen::{FenError, check_en_passant, parse_fen, validate, write_placement};
use super::types::{Piece, Placement, Side, Square};

/// How many edits can be undone.
const UNDO_LIMIT: usize = 500;

/// The four castling rights, in FEN order `K`, `Q`, `k`, `q`.
pub const CASTLING_LETTERS: [char; 4] = ['K', 'Q', 'k', 'q'];

/// One change to the board being set up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Edit {
    /// Puts a piece on a square (or empties it with `None`).
    Put(Square, Option<Piece>),
    /// Moves whatever stands on the first square to the second.
    Move(Square, Square),
    /// Sets the side to move.
    Side(Side),
    /// Grants or takes away a castling right (index into [`CASTLING_LETTERS`]).
    Castling(usize, bool),
    /// Sets the en-passant square.
    EnPassant(Option<Square>),
    /// Empties the board (White to move, no rights).
    Clear,
    /// Sets up the standard starting position.
    Start,
}

/// A position being set up: anything may be on it, valid or not.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// The pieces, indexed by [`Square::index`].
    pub placement: Placement,
    /// The side to move.
    pub side: Side,
    /// Castling rights `K`, `Q`, `k`, `q`.
    pub castling: [bool; 4],
    /// The en-passant square, if any.
    pub en_passant: Option<Square>,
    /// Plies since the last capture or pawn move.
    pub halfmove_clock: u32,
    /// The fullmove number (at least 1).
    pub fullmove_number: u32,
}

impl Setup {
    /// An empty board, White to move.
    #[must_use]
    pub fn empty() -> Self {
        Self {
            placement: [None; 64],
            side: Side::White,
            castling: [false; 4],
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The standard starting position.
    #[must_use]
    pub fn start() -> Self {
        Self::from_fen(super::START_FEN).unwrap_or_else(|_| Self::empty())
    }

    /// Reads a FEN's fields (syntax only: an impossible position is fine
    /// to edit).
    ///
    /// # Errors
    /// A [`FenError`] if the text is not a FEN.
    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        let parsed = parse_fen(fen)?;
        let c = parsed.castling;
        Ok(Self {
            placement: parsed.placement,
            side: parsed.side,
            castling: [c.white_king, c.white_queen, c.black_king, c.black_queen],
            en_passant: parsed.en_passant,
            halfmove_clock: parsed.halfmove_clock,
            fullmove_number: parsed.fullmove_number,
        })
    }

    /// The FEN of this setup, valid or not.
    #[must_use]
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(90);
        write_placement(&self.placement, &mut out);
        out.push_str(if self.side == Side::White {
            " w "
        } else {
            " b "
        });
        let rights: String = CASTLING_LETTERS
            .iter()
            .zip(self.castling)
            .filter_map(|(&c, on)| on.then_some(c))
            .collect();
        out.push_str(if rights.is_empty() { "-" } else { &rights });
        out.push(' ');
        out.push_str(&self.en_passant.map_or_else(|| "-".to_owned(), Square::name));
        // Writing to a `String` cannot fail.
        let _ = write!(out, " {} {}", self.halfmove_clock, self.fullmove_number);
        out
    }

    /// The FEN to search, or the first rule of our validator it breaks.
    ///
    /// # Errors
    /// The validator's [`FenError`]: what makes the position unsearchable.
    pub fn searchable(&self) -> Result<String, FenError> {
        let fen = self.fen();
        validate(&parse_fen(&fen)?)?;
        Ok(fen)
    }

    /// The squares that can be the en-passant square with this placement
    /// and side to move (the validator's en-passant rule decides).
    #[must_use]
    pub fn en_passant_choices(&self) -> Vec<Square> {
        let rank = if self.side == Side::White { 5 } else { 2 };
        let Ok(mut parsed) = parse_fen(&self.fen()) else {
            return Vec::new();
        };
        (0..8)
            .filter_map(|file| Square::new(file, rank))
            .filter(|&sq| {
                parsed.en_passant = Some(sq);
                parsed.en_passant_text = sq.name();
                check_en_passant(&parsed).is_ok()
            })
            .collect()
    }

    /// Applies `edit`.
    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Put(sq, piece) => self.placement[sq.index()] = piece,
            Edit::Move(from, to) => {
                if from != to {
                    self.placement[to.index()] = self.placement[from.index()].take();
                }
            }
            Edit::Side(side) => self.side = side,
            Edit::Castling(index, on) => {
                if let Some(right) = self.castling.get_mut(index) {
                    *right = on;
                }
            }
            Edit::EnPassant(sq) => self.en_passant = sq,
            Edit::Clear => *self = Self::empty(),
            Edit::Start => *self = Self::start(),
        }
    }
}

/// The board editor's model: the setup, and the setups before each edit.
#[derive(Clone, Debug)]
pub struct BoardEdit {
    setup: Setup,
    undo: Vec<Setup>,
}

impl BoardEdit {
    /// An editor starting from `setup`, with nothing to undo.
    #[must_use]
    pub fn new(setup: Setup) -> Self {
        Self {
            setup,
            undo: Vec::new(),
        }
    }

    /// The setup being edited.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Applies `edit`, remembering the setup before it (an edit that
    /// changes nothing is not remembered).
    pub fn apply(&mut self, edit: Edit) {
        let before = self.setup.clone();
        self.setup.apply(edit);
        if self.setup != before {
            if self.undo.len() == UNDO_LIMIT {
                self.undo.remove(0);
            }
            self.undo.push(before);
        }
    }

    /// Goes back before the last edit; false if there was none.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(before) => {
                self.setup = before;
                true
            }
            None => false,
        }
    }

    /// Whether there is an edit to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }
}
