//! Our own position validator, modelled on python-chess's `Board.is_valid()`.
//!
//! It runs on a [`ParsedFen`] before the `chess` crate sees anything, because
//! the crate is unsound on some impossible positions (see CHESS-CRATE.md).

use super::error::FenError;
use super::parse::ParsedFen;
use crate::chess::attacks::{attackers, collinear, king_square};
use crate::chess::types::{Piece, PieceKind, Placement, Side, Square};

/// Checks that a parsed FEN describes a position that could arise in a game
/// (as far as python-chess's `is_valid()` can tell, plus a few stricter rules
/// about checks).
///
/// # Errors
///
/// Returns the first broken rule as a [`FenError`].
pub fn validate(fen: &ParsedFen) -> Result<(), FenError> {
    check_material(fen)?;
    check_castling(fen)?;
    check_en_passant(fen)?;
    check_checks(fen)
}

/// The piece on `sq`, for squares known to hold one.
fn piece_at(placement: &Placement, sq: Square) -> Option<Piece> {
    placement[sq.index()]
}

/// Kings, back-rank pawns, and piece counts.
fn check_material(fen: &ParsedFen) -> Result<(), FenError> {
    for side in [Side::White, Side::Black] {
        let count_of = |kind: Option<PieceKind>| {
            fen.placement
                .iter()
                .flatten()
                .filter(|p| p.side == side && kind.is_none_or(|k| p.kind == k))
                .count()
        };
        let kings = count_of(Some(PieceKind::King));
        if kings != 1 {
            return Err(FenError::KingCount {
                placement: fen.placement_text.clone(),
                side,
                count: kings,
            });
        }
    }
    for sq in Square::all() {
        if let Some(piece) = piece_at(&fen.placement, sq)
            && piece.kind == PieceKind::Pawn
            && (sq.rank() == 0 || sq.rank() == 7)
        {
            return Err(FenError::BackRankPawn {
                piece,
                letter: piece.fen_char(),
                square: sq,
            });
        }
    }
    for side in [Side::White, Side::Black] {
        let pawns = fen
            .placement
            .iter()
            .flatten()
            .filter(|p| p.side == side && p.kind == PieceKind::Pawn)
            .count();
        if pawns > 8 {
            return Err(FenError::TooManyPawns {
                placement: fen.placement_text.clone(),
                side,
                count: pawns,
            });
        }
        let pieces = fen
            .placement
            .iter()
            .flatten()
            .filter(|p| p.side == side)
            .count();
        if pieces > 16 {
            return Err(FenError::TooManyPieces {
                placement: fen.placement_text.clone(),
                side,
                count: pieces,
            });
        }
    }
    Ok(())
}

/// Every castling right needs its king and rook on their home squares.
fn check_castling(fen: &ParsedFen) -> Result<(), FenError> {
    let c = fen.castling;
    let rights = [
        (c.white_king, 'K', Side::White, 7),
        (c.white_queen, 'Q', Side::White, 0),
        (c.black_king, 'k', Side::Black, 7),
        (c.black_queen, 'q', Side::Black, 0),
    ];
    for (granted, right, side, rook_file) in rights {
        if !granted {
            continue;
        }
        let rank = side.back_rank();
        let (Some(king), Some(rook)) = (Square::new(4, rank), Square::new(rook_file, rank)) else {
            continue;
        };
        let has = |sq: Square, kind: PieceKind| {
            piece_at(&fen.placement, sq) == Some(Piece { side, kind })
        };
        if !has(king, PieceKind::King) || !has(rook, PieceKind::Rook) {
            return Err(FenError::CastlingPieces {
                text: fen.castling_text.clone(),
                right,
                side: side.lowercase(),
                king,
                rook,
            });
        }
    }
    Ok(())
}

/// For an en-passant square: the square where the double-pushed pawn stands.
fn pushed_pawn_square(ep: Square, side_to_move: Side) -> Option<Square> {
    match side_to_move {
        Side::White => ep.offset(0, -1),
        Side::Black => ep.offset(0, 1),
    }
}

/// The en-passant square must sit behind an enemy pawn that just
/// double-pushed, and no other piece may check the side to move. The board
/// editor offers only squares that pass here.
pub(in crate::chess) fn check_en_passant(fen: &ParsedFen) -> Result<(), FenError> {
    let Some(ep) = fen.en_passant else {
        return Ok(());
    };
    let (rank, forward) = match fen.side {
        Side::White => (5, 1),
        Side::Black => (2, -1),
    };
    if ep.rank() != rank {
        return Err(FenError::EnPassantRank {
            text: fen.en_passant_text.clone(),
            side: fen.side,
            rank: rank + 1,
        });
    }
    let pawn_side = fen.side.opponent();
    let (Some(pawn), Some(from)) = (pushed_pawn_square(ep, fen.side), ep.offset(0, forward)) else {
        return Ok(());
    };
    let pawn_there = piece_at(&fen.placement, pawn)
        == Some(Piece {
            side: pawn_side,
            kind: PieceKind::Pawn,
        });
    if !pawn_there
        || piece_at(&fen.placement, ep).is_some()
        || piece_at(&fen.placement, from).is_some()
    {
        return Err(FenError::EnPassantPawn {
            text: fen.en_passant_text.clone(),
            pawn_side: pawn_side.lowercase(),
            pawn,
            from,
        });
    }
    // The double push was the last move; the side to move may be in check
    // from that pawn only (the rule the message states).
    let Some(king) = king_square(&fen.placement, fen.side) else {
        return Ok(());
    };
    let checkers = attackers(&fen.placement, king, pawn_side);
    if let Some(&other) = checkers.iter().find(|&&sq| sq != pawn)
        && let Some(checker) = piece_at(&fen.placement, other)
    {
        return Err(FenError::EnPassantCheck {
            text: fen.en_passant_text.clone(),
            side: fen.side,
            checker,
            square: other,
        });
    }
    Ok(())
}

/// Formats checkers as `black rook on e8, black queen on a5`.
fn describe(placement: &Placement, squares: &[Square]) -> String {
    squares
        .iter()
        .filter_map(|&sq| {
            piece_at(placement, sq)
                .map(|p| crate::tr!("chess-piece-on", piece = p.said(), square = sq.to_string()))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The side not to move is not in check; the side to move is not in a check
/// that no single move could have given.
fn check_checks(fen: &ParsedFen) -> Result<(), FenError> {
    let placement = &fen.placement;
    let them = fen.side.opponent();
    if let Some(their_king) = king_square(placement, them)
        && let Some(&sq) = attackers(placement, their_king, fen.side).first()
        && let Some(checker) = piece_at(placement, sq)
    {
        return Err(FenError::OpponentInCheck {
            side: them,
            king: their_king,
            checker,
            square: sq,
        });
    }
    let Some(king) = king_square(placement, fen.side) else {
        return Ok(());
    };
    let checkers = attackers(placement, king, them);
    if checkers.len() > 2 {
        return Err(FenError::TooManyCheckers {
            side: fen.side,
            king,
            count: checkers.len(),
            list: describe(placement, &checkers),
        });
    }
    if let &[a, b] = checkers.as_slice() {
        let slider = |sq| piece_at(placement, sq).is_some_and(|p: Piece| p.kind.is_slider());
        let reason = if !slider(a) && !slider(b) {
            Some(crate::tr!("chess-fen-double-check-needs-slider"))
        } else if collinear(a, b, king) {
            Some(crate::tr!("chess-fen-double-check-on-one-line"))
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(FenError::ImpossibleCheck {
                side: fen.side,
                king,
                list: describe(placement, &checkers),
                reason,
            });
        }
    }
    Ok(())
}
