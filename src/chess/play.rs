//! A move made on the board by its from- and to-square: the legal move it
//! names (from our legal move generation), or why it is not one, in words
//! for the status line ("Nb1-d4 is not a legal move: knights move in an L").

use crate::game::{Game as _, MoveCode};

use super::adapter::{ChessGame, ChessState};
use super::convert::split;
use super::types::{Piece, PieceKind, Placement, Side, Square};

/// Why a from/to pair is not a legal move.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Illegal {
    /// The from-square is empty.
    #[error("there is no piece on {0}")]
    Empty(Square),
    /// The piece belongs to the side not to move.
    #[error("it is {to_move}'s move, and the {piece} on {from} is {owner}'s", owner = .piece.side)]
    NotYourTurn {
        /// The side to move.
        to_move: Side,
        /// The piece picked up.
        piece: Piece,
        /// Where it stands.
        from: Square,
    },
    /// The move breaks a rule: the move as written, and the rule.
    #[error("{written} is not a legal move: {reason}")]
    Rule {
        /// The move as `Nb1-d4`.
        written: String,
        /// Why not, e.g. `knights move in an L`.
        reason: String,
    },
}

/// The legal move of `state` from `from` to `to`; a pawn reaching the last
/// rank becomes `promotion` (a queen if `promotion` is not a piece a pawn
/// may become).
///
/// # Errors
/// [`Illegal`], saying why no legal move goes from `from` to `to`.
pub fn move_between(
    state: &ChessState,
    from: Square,
    to: Square,
    promotion: PieceKind,
) -> Result<MoveCode, Illegal> {
    let placement = ChessGame::pieces(state);
    let side = ChessGame::side_to_move(state);
    let piece = placement[from.index()].ok_or(Illegal::Empty(from))?;
    if piece.side != side {
        return Err(Illegal::NotYourTurn {
            to_move: side,
            piece,
            from,
        });
    }
    let fits: Vec<(MoveCode, Option<PieceKind>)> = ChessGame::moves(state)
        .into_iter()
        .filter_map(|mv| {
            let (f, t, promo) = split(mv)?;
            (f == from && t == to).then_some((mv, promo))
        })
        .collect();
    let wanted = fits
        .iter()
        .find(|(_, promo)| promo.is_none() || *promo == Some(promotion))
        .or_else(|| fits.iter().find(|(_, p)| *p == Some(PieceKind::Queen)))
        .or(fits.first());
    if let Some(&(mv, _)) = wanted {
        return Ok(mv);
    }
    let letter = match piece.kind {
        PieceKind::Pawn => String::new(),
        kind => kind.letter().to_string(),
    };
    Err(Illegal::Rule {
        written: format!("{letter}{from}-{to}"),
        reason: reason(state, &placement, piece, from, to),
    })
}

/// The rule a move of `piece` from `from` to `to` breaks (it is known to
/// be illegal).
fn reason(
    state: &ChessState,
    placement: &Placement,
    piece: Piece,
    from: Square,
    to: Square,
) -> String {
    if from == to {
        return "a move must go to another square".to_owned();
    }
    if let Some(there) = placement[to.index()]
        && there.side == piece.side
    {
        return format!("{to} holds a {there} of the same side");
    }
    let df = i16::from(to.file()) - i16::from(from.file());
    let dr = i16::from(to.rank()) - i16::from(from.rank());
    let straight = df == 0 || dr == 0;
    let diagonal = df.abs() == dr.abs();
    let shape_ok = match piece.kind {
        PieceKind::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        PieceKind::Bishop => diagonal,
        PieceKind::Rook => straight,
        PieceKind::Queen => straight || diagonal,
        PieceKind::King => df.abs() <= 1 && dr.abs() <= 1 || (dr == 0 && df.abs() == 2),
        PieceKind::Pawn => return pawn_reason(state, placement, piece.side, from, to, df, dr),
    };
    if !shape_ok {
        return match piece.kind {
            PieceKind::Knight => "knights move in an L".to_owned(),
            PieceKind::Bishop => "bishops move diagonally".to_owned(),
            PieceKind::Rook => "rooks move along ranks and files".to_owned(),
            PieceKind::Queen => "queens move along ranks, files and diagonals".to_owned(),
            _ => "kings move one square (or two to castle)".to_owned(),
        };
    }
    if piece.kind.is_slider()
        && let Some(blocker) = first_between(placement, from, to)
    {
        return format!(
            "the {} cannot jump over the piece on {blocker}",
            piece.kind.name()
        );
    }
    if piece.kind == PieceKind::King && df.abs() == 2 {
        return "castling needs the right, an empty way, and no check on the king's path"
            .to_owned();
    }
    king_safety(state, piece.side)
}

/// Why a pawn cannot go from `from` to `to` (`df` files, `dr` ranks).
fn pawn_reason(
    state: &ChessState,
    placement: &Placement,
    side: Side,
    from: Square,
    to: Square,
    df: i16,
    dr: i16,
) -> String {
    let forward = if side == Side::White { 1 } else { -1 };
    let start_rank = if side == Side::White { 1 } else { 6 };
    if dr != forward && !(dr == 2 * forward && df == 0) {
        return "pawns move straight ahead, one square (two from their starting rank)".to_owned();
    }
    if dr == 2 * forward && from.rank() != start_rank {
        return "pawns move two squares only from their starting rank".to_owned();
    }
    if df == 0 {
        if placement[to.index()].is_some() || first_between(placement, from, to).is_some() {
            return "pawns capture diagonally, not straight ahead".to_owned();
        }
    } else if df.abs() == 1 {
        if placement[to.index()].is_none() {
            return "pawns move diagonally only to capture".to_owned();
        }
    } else {
        return "pawns capture one square diagonally forward".to_owned();
    }
    king_safety(state, side)
}

/// The reason left when a move's shape and path are fine: the king.
fn king_safety(state: &ChessState, side: Side) -> String {
    if ChessGame::checked_king(state).is_some() {
        format!("{side} is in check, and this move does not get out of it")
    } else {
        format!("it would leave the {} king in check", side.lowercase())
    }
}

/// The first occupied square strictly between `from` and `to` on a line.
fn first_between(placement: &Placement, from: Square, to: Square) -> Option<Square> {
    let df = (i16::from(to.file()) - i16::from(from.file())).signum() as i8;
    let dr = (i16::from(to.rank()) - i16::from(from.rank())).signum() as i8;
    let mut sq = from.offset(df, dr)?;
    while sq != to {
        if placement[sq.index()].is_some() {
            return Some(sq);
        }
        sq = sq.offset(df, dr)?;
    }
    None
}

/// The position after the legal move `mv` of `state`, as a FEN, with the
/// move's SAN.
#[must_use]
pub fn position_after(
    game: &ChessGame,
    state: &ChessState,
    mv: MoveCode,
) -> Option<(String, String)> {
    let next = game.play(state, mv)?;
    Some((ChessGame::fen(&next), game.move_label(state, mv)))
}
