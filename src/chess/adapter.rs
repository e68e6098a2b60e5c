//! [`ChessGame`] and [`ChessState`]: chess positions behind the [`Game`] trait.

use chess::{Board, BoardBuilder, CastleRights, MoveGen};

use crate::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal, Wording};

use super::convert::{
    decode, encode, from_crate_color, from_crate_piece, from_crate_square, is_legal, occupied,
    placement, split, to_crate_color, to_crate_piece, to_crate_square,
};
use super::eval::{EvalKind, total};
use super::explain::breakdown;
use super::fen::{FenError, ParsedFen, parse_fen, validate, write_fen};
use super::san::{MoveMiss, numbered_line, read_move, san, uci};
use super::terminal::{moves_or_terminal, terminal};
use super::types::{PieceKind, Placement, Side, Square};

/// The FEN of the standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// A chess position: the board plus the two move counters the crate lacks.
///
/// It is `Copy` and 112 bytes (the crate's board is 104).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChessState {
    /// Pieces, side to move, castling rights, en-passant square.
    board: Board,
    /// Plies since the last capture or pawn move.
    halfmove_clock: u32,
    /// Starts at 1 and goes up after each Black move.
    fullmove_number: u32,
}

impl ChessState {
    /// Plies since the last capture or pawn move (the fifty-move rule draws at 100).
    #[must_use]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The fullmove number: 1 at the start, plus one after each Black move.
    #[must_use]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }
}

/// A chess position to search, with the evaluation to use at the leaves.
///
/// MAX is the side to move at the root; [`Game::evaluate`] returns MAX's view.
#[derive(Clone, Debug)]
pub struct ChessGame {
    /// The position the search starts from.
    root: ChessState,
    /// The static evaluation.
    eval: EvalKind,
}

impl ChessGame {
    /// A game from a FEN, after our own parsing and validation.
    ///
    /// # Errors
    ///
    /// Returns a [`FenError`] naming the field and the rule if the FEN is
    /// malformed or describes an impossible position.
    pub fn from_fen(fen: &str, eval: EvalKind) -> Result<Self, FenError> {
        let parsed = parse_fen(fen)?;
        validate(&parsed)?;
        let board = build_board(&parsed)?;
        Ok(Self {
            root: ChessState {
                board,
                halfmove_clock: parsed.halfmove_clock,
                fullmove_number: parsed.fullmove_number,
            },
            eval,
        })
    }

    /// The standard starting position.
    #[must_use]
    pub fn start(eval: EvalKind) -> Self {
        Self {
            root: ChessState {
                board: Board::default(),
                halfmove_clock: 0,
                fullmove_number: 1,
            },
            eval,
        }
    }

    /// The evaluation this game scores leaves with.
    #[must_use]
    pub fn eval_kind(&self) -> EvalKind {
        self.eval
    }

    /// The side to move at the root: MAX.
    #[must_use]
    pub fn root_side(&self) -> Side {
        Self::side_to_move(&self.root)
    }

    /// The FEN of the root position, as our writer normalises it.
    #[must_use]
    pub fn root_fen(&self) -> String {
        Self::fen(&self.root)
    }

    /// The pieces of `state`, indexed by [`Square::index`] (a1 = 0).
    #[must_use]
    pub fn pieces(state: &ChessState) -> Placement {
        placement(&state.board)
    }

    /// The evaluation of `state` taken apart, from White's view: what
    /// the inspector shows. Built only when asked, never by the search.
    #[must_use]
    pub fn explanation(&self, state: &ChessState) -> super::explain::Explanation {
        super::explain::explain(self.eval, occupied(&state.board))
    }

    /// The side to move in `state`.
    #[must_use]
    pub fn side_to_move(state: &ChessState) -> Side {
        from_crate_color(state.board.side_to_move())
    }

    /// The square of the side to move's king if it is in check.
    #[must_use]
    pub fn checked_king(state: &ChessState) -> Option<Square> {
        (state.board.checkers().popcnt() > 0)
            .then(|| from_crate_square(state.board.king_square(state.board.side_to_move())))
    }

    /// The FEN of `state` (en-passant square only when a legal capture exists).
    #[must_use]
    pub fn fen(state: &ChessState) -> String {
        write_fen(&state.board, state.halfmove_clock, state.fullmove_number)
    }

    /// The from- and to-square of a move code (for highlighting on a board).
    #[must_use]
    pub fn move_squares(mv: MoveCode) -> (Square, Square) {
        split(mv).map_or(
            (Square((mv.0 & 63) as u8), Square(((mv.0 >> 6) & 63) as u8)),
            |(from, to, _)| (from, to),
        )
    }

    /// Reads a move typed as SAN (`Nf3`, `exd6`, `O-O`, `e8=Q+`) or UCI
    /// (`g1f3`, `e7e8q`), if it names a legal move of `state`.
    ///
    /// Check marks and annotations (`+`, `#`, `!`, `?`) are ignored, `0-0`
    /// is read as `O-O`, and the `=` of a promotion may be left out
    /// (the rules are in `san/read.rs`).
    #[must_use]
    pub fn parse_move(state: &ChessState, text: &str) -> Option<MoveCode> {
        Self::read_move(state, text).ok()
    }

    /// [`Self::parse_move`], saying why when no single legal move fits.
    pub(super) fn read_move(state: &ChessState, text: &str) -> Result<MoveCode, MoveMiss> {
        read_move(&state.board, text).map(encode)
    }

    /// The moves of `state` as a fresh vector (the [`Game::legal_moves`] order).
    #[must_use]
    pub fn moves(state: &ChessState) -> Vec<MoveCode> {
        MoveGen::new_legal(&state.board).map(encode).collect()
    }
}

/// Builds the crate's board from a validated FEN.
fn build_board(parsed: &ParsedFen) -> Result<Board, FenError> {
    let mut builder = BoardBuilder::new();
    for sq in Square::all() {
        if let Some(piece) = parsed.placement[sq.index()] {
            builder.piece(
                to_crate_square(sq),
                to_crate_piece(piece.kind),
                to_crate_color(piece.side),
            );
        }
    }
    builder.side_to_move(to_crate_color(parsed.side));
    let rights = |king: bool, queen: bool| match (king, queen) {
        (true, true) => CastleRights::Both,
        (true, false) => CastleRights::KingSide,
        (false, true) => CastleRights::QueenSide,
        (false, false) => CastleRights::NoRights,
    };
    let c = parsed.castling;
    builder.castle_rights(chess::Color::White, rights(c.white_king, c.white_queen));
    builder.castle_rights(chess::Color::Black, rights(c.black_king, c.black_queen));
    builder.en_passant(
        parsed
            .en_passant
            .map(|sq| chess::ALL_FILES[usize::from(sq.file())]),
    );
    Board::try_from(&builder).map_err(|_| FenError::Refused {
        fen: write_fen_parsed(parsed),
    })
}

/// A plain rendering of a parsed FEN, for the (unexpected) refusal message.
fn write_fen_parsed(parsed: &ParsedFen) -> String {
    format!(
        "{} {} {} {} {} {}",
        parsed.placement_text,
        if parsed.side == Side::White { 'w' } else { 'b' },
        parsed.castling_text,
        parsed.en_passant_text,
        parsed.halfmove_clock,
        parsed.fullmove_number
    )
}

/// `state` after the legal move `m`, with the counters moved on.
#[inline]
fn make_move(state: &ChessState, m: chess::ChessMove) -> ChessState {
    let resets = state.board.piece_on(m.get_source()) == Some(chess::Piece::Pawn)
        || state.board.piece_on(m.get_dest()).is_some();
    let black_moved = state.board.side_to_move() == chess::Color::Black;
    ChessState {
        board: state.board.make_move_new(m),
        halfmove_clock: if resets {
            0
        } else {
            state.halfmove_clock.saturating_add(1)
        },
        fullmove_number: if black_moved {
            state.fullmove_number.saturating_add(1)
        } else {
            state.fullmove_number
        },
    }
}

/// Spreads the late halfmove clock over the key's bits.
const CLOCK_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// The halfmove clock from which positions get distinct transposition keys.
const CLOCK_KEY_START: u32 = 60;

impl Game for ChessGame {
    type State = ChessState;

    fn root(&self) -> ChessState {
        self.root
    }

    fn legal_moves(&self, state: &ChessState, out: &mut Vec<MoveCode>) {
        out.extend(MoveGen::new_legal(&state.board).map(encode));
    }

    fn play(&self, state: &ChessState, mv: MoveCode) -> Option<ChessState> {
        let m = decode(mv)?;
        if !is_legal(&state.board, m) {
            return None;
        }
        Some(make_move(state, m))
    }

    #[inline]
    fn play_generated(&self, state: &ChessState, mv: MoveCode) -> Option<ChessState> {
        // The code came from `MoveGen` on this very board: the crate's
        // generator is correct on the positions our validator lets through.
        Some(make_move(state, decode(mv)?))
    }

    #[inline]
    fn terminal(&self, state: &ChessState) -> Option<Terminal> {
        terminal(&state.board, state.halfmove_clock)
    }

    #[inline]
    fn moves_or_terminal(&self, state: &ChessState, out: &mut Vec<MoveCode>) -> Option<Terminal> {
        moves_or_terminal(&state.board, state.halfmove_clock, out)
    }

    #[inline]
    fn evaluate(&self, state: &ChessState) -> Score {
        let white = total(self.eval, &state.board);
        match self.root_side() {
            Side::White => white,
            Side::Black => -white,
        }
    }

    fn explain(&self, state: &ChessState) -> Vec<ScoreTerm> {
        let parts = breakdown(self.eval, occupied(&state.board));
        let sign = match self.root_side() {
            Side::White => 1,
            Side::Black => -1,
        };
        let mut terms = vec![
            ScoreTerm {
                label: crate::tr!("rules-eval-white-material"),
                value: parts.white_material,
            },
            ScoreTerm {
                label: crate::tr!("rules-eval-black-material"),
                value: parts.black_material,
            },
        ];
        if self.eval == EvalKind::Pst {
            terms.push(ScoreTerm {
                label: crate::tr!("rules-eval-piece-square"),
                value: sign * parts.piece_square,
            });
        }
        terms.push(ScoreTerm {
            label: crate::tr!("rules-eval-total"),
            value: sign * parts.total(),
        });
        terms
    }

    fn is_noisy(&self, state: &ChessState, mv: MoveCode) -> bool {
        let promotes = split(mv).is_some_and(|(_, _, promotion)| promotion.is_some());
        promotes || self.move_traits(state, mv).is_capture()
    }

    fn in_check(&self, state: &ChessState) -> bool {
        Self::checked_king(state).is_some()
    }

    fn move_traits(&self, state: &ChessState, mv: MoveCode) -> MoveTraits {
        let Some((from, to, _)) = split(mv) else {
            return MoveTraits::default();
        };
        let board = &state.board;
        let Some(mover) = board.piece_on(to_crate_square(from)).map(from_crate_piece) else {
            return MoveTraits::default();
        };
        let victim = match board.piece_on(to_crate_square(to)) {
            Some(p) => from_crate_piece(p).value(),
            // A pawn changing file onto an empty square captures en passant.
            None if mover == PieceKind::Pawn && from.file() != to.file() => 1,
            None => 0,
        };
        let forward = match Self::side_to_move(state) {
            Side::White => to.rank() > from.rank(),
            Side::Black => to.rank() < from.rank(),
        };
        MoveTraits {
            victim,
            attacker: mover.value(),
            forward,
        }
    }

    fn move_label(&self, state: &ChessState, mv: MoveCode) -> String {
        match decode(mv) {
            Some(m) => san(&state.board, m),
            None => format!("?{:04x}", mv.0),
        }
    }

    fn line_text(&self, state: &ChessState, labels: &[String]) -> String {
        numbered_line(state.fullmove_number, Self::side_to_move(state), labels)
    }

    fn wording(&self) -> Wording {
        Wording::CHESS
    }

    fn move_uci(&self, _state: &ChessState, mv: MoveCode) -> Option<String> {
        decode(mv).map(uci)
    }

    fn position_key(&self, state: &ChessState) -> u64 {
        let late = u64::from(state.halfmove_clock.saturating_sub(CLOCK_KEY_START));
        state.board.get_hash() ^ late.wrapping_mul(CLOCK_MIX)
    }
}
