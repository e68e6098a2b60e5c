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
    #[error("{}", crate::tr!("rules-no-piece", square = .0.to_string()))]
    Empty(Square),
    /// The piece belongs to the side not to move.
    #[error("{}", crate::tr!("rules-not-your-turn", mover = .to_move.lowercase(), side = .piece.side.lowercase(), kind = .piece.kind.name(), from = .from.to_string()))]
    NotYourTurn {
        /// The side to move.
        to_move: Side,
        /// The piece picked up.
        piece: Piece,
        /// Where it stands.
        from: Square,
    },
    /// The move breaks a rule: the move as written, and the rule.
    #[error("{}", crate::tr!("rules-illegal-move", written = .written, reason = .reason))]
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
        return crate::tr!("rules-same-square");
    }
    if let Some(there) = placement[to.index()]
        && there.side == piece.side
    {
        return crate::tr!(
            "rules-own-piece",
            square = to.to_string(),
            side = there.side.lowercase(),
            kind = there.kind.name()
        );
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
            PieceKind::Knight => crate::tr!("rules-knight-shape"),
            PieceKind::Bishop => crate::tr!("rules-bishop-shape"),
            PieceKind::Rook => crate::tr!("rules-rook-shape"),
            PieceKind::Queen => crate::tr!("rules-queen-shape"),
            _ => crate::tr!("rules-king-shape"),
        };
    }
    if piece.kind.is_slider()
        && let Some(blocker) = first_between(placement, from, to)
    {
        return crate::tr!(
            "rules-blocked",
            kind = piece.kind.name(),
            square = blocker.to_string()
        );
    }
    if piece.kind == PieceKind::King && df.abs() == 2 {
        return crate::tr!("rules-castling");
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
        return crate::tr!("rules-pawn-forward");
    }
    if dr == 2 * forward && from.rank() != start_rank {
        return crate::tr!("rules-pawn-double");
    }
    if df == 0 {
        if placement[to.index()].is_some() || first_between(placement, from, to).is_some() {
            return crate::tr!("rules-pawn-blocked");
        }
    } else if df.abs() == 1 {
        if placement[to.index()].is_none() {
            return crate::tr!("rules-pawn-diagonal");
        }
    } else {
        return crate::tr!("rules-pawn-capture");
    }
    king_safety(state, side)
}

/// The reason left when a move's shape and path are fine: the king.
fn king_safety(state: &ChessState, side: Side) -> String {
    if ChessGame::checked_king(state).is_some() {
        crate::tr!("rules-in-check", side = side.lowercase())
    } else {
        crate::tr!("rules-leaves-check", side = side.lowercase())
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
