//! Our own FEN parser: splits the text into fields and checks their syntax.
//!
//! It only reads; whether the position makes sense (kings, checks, castling
//! pieces, en-passant pawn) is [`super::validate`]'s job.

#![expect(
    clippy::cast_possible_truncation,
    reason = "a FEN has at most 8 ranks, checked before the cast"
)]

use super::error::FenError;
use crate::chess::types::{Piece, Placement, Side, Square};

/// Castling rights as four flags.
#[expect(
    clippy::struct_excessive_bools,
    reason = "four independent rights are four booleans; an enum would not read better"
)]
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Castling {
    /// White may castle kingside (`K`).
    pub white_king: bool,
    /// White may castle queenside (`Q`).
    pub white_queen: bool,
    /// Black may castle kingside (`k`).
    pub black_king: bool,
    /// Black may castle queenside (`q`).
    pub black_queen: bool,
}

/// A FEN whose fields are syntactically correct, not yet validated.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsedFen {
    /// The pieces, indexed by square (a1 = 0).
    pub placement: Placement,
    /// The placement field as written.
    pub placement_text: String,
    /// The side to move.
    pub side: Side,
    /// The castling rights.
    pub castling: Castling,
    /// The castling field as written.
    pub castling_text: String,
    /// The en-passant square, if any.
    pub en_passant: Option<Square>,
    /// The en-passant field as written.
    pub en_passant_text: String,
    /// The halfmove clock (plies since the last capture or pawn move).
    pub halfmove_clock: u32,
    /// The fullmove number (starts at 1, goes up after Black moves).
    pub fullmove_number: u32,
}

/// Parses the syntax of a FEN.
///
/// Surrounding whitespace is trimmed; fields are separated by whitespace; the
/// two counters may be omitted together and then default to `0 1`.
///
/// # Errors
///
/// Returns the first [`FenError`] found, field by field from left to right.
pub fn parse_fen(fen: &str) -> Result<ParsedFen, FenError> {
    let trimmed = fen.trim();
    let fields: Vec<&str> = trimmed.split_whitespace().collect();
    let (placement_text, side_text, castling_text, ep_text, half_text, full_text) =
        match *fields.as_slice() {
            [place, side, castle, ep] => (place, side, castle, ep, "0", "1"),
            [place, side, castle, ep, half, full] => (place, side, castle, ep, half, full),
            _ => {
                return Err(FenError::FieldCount {
                    fen: trimmed.to_owned(),
                    count: fields.len(),
                });
            }
        };
    let placement = parse_placement(placement_text)?;
    let side = match side_text {
        "w" => Side::White,
        "b" => Side::Black,
        _ => {
            return Err(FenError::SideToMove {
                text: side_text.to_owned(),
            });
        }
    };
    let castling = parse_castling(castling_text)?;
    let en_passant = match ep_text {
        "-" => None,
        _ => Some(
            Square::from_name(ep_text).ok_or_else(|| FenError::EnPassantSyntax {
                text: ep_text.to_owned(),
            })?,
        ),
    };
    let halfmove_clock = parse_counter(half_text).ok_or_else(|| FenError::HalfmoveClock {
        text: half_text.to_owned(),
    })?;
    let fullmove_number = parse_counter(full_text)
        .filter(|&n| n >= 1)
        .ok_or_else(|| FenError::FullmoveNumber {
            text: full_text.to_owned(),
        })?;
    Ok(ParsedFen {
        placement,
        placement_text: placement_text.to_owned(),
        side,
        castling,
        castling_text: castling_text.to_owned(),
        en_passant,
        en_passant_text: ep_text.to_owned(),
        halfmove_clock,
        fullmove_number,
    })
}

/// Reads a counter: ASCII digits only (no sign), fitting in a `u32`.
fn parse_counter(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// Reads the placement field: 8 ranks of 8 squares, rank 8 first.
fn parse_placement(text: &str) -> Result<Placement, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount {
            text: text.to_owned(),
            count: ranks.len(),
        });
    }
    let mut placement: Placement = [None; 64];
    for (row, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - row as u8;
        let rank_number = rank + 1;
        let mut squares = 0_usize;
        let mut previous_digit = false;
        let mut adjacent_digits = false;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                adjacent_digits |= previous_digit;
                previous_digit = true;
                squares += d as usize;
            } else if let Some(piece) = Piece::from_fen_char(c) {
                previous_digit = false;
                if let Some(sq) = u8::try_from(squares)
                    .ok()
                    .and_then(|f| Square::new(f, rank))
                {
                    placement[sq.index()] = Some(piece);
                }
                squares += 1;
            } else {
                return Err(FenError::PlacementChar {
                    rank: rank_number,
                    text: (*rank_text).to_owned(),
                    found: c,
                });
            }
        }
        if squares != 8 {
            return Err(FenError::RankWidth {
                rank: rank_number,
                text: (*rank_text).to_owned(),
                squares,
            });
        }
        if adjacent_digits {
            return Err(FenError::AdjacentDigits {
                rank: rank_number,
                text: (*rank_text).to_owned(),
            });
        }
    }
    Ok(placement)
}

/// Reads the castling field: `-` or some of `KQkq`, each at most once.
fn parse_castling(text: &str) -> Result<Castling, FenError> {
    let mut castling = Castling::default();
    if text == "-" {
        return Ok(castling);
    }
    for c in text.chars() {
        let flag = match c {
            'K' => &mut castling.white_king,
            'Q' => &mut castling.white_queen,
            'k' => &mut castling.black_king,
            'q' => &mut castling.black_queen,
            _ => {
                return Err(FenError::CastlingChar {
                    text: text.to_owned(),
                    found: c,
                });
            }
        };
        if *flag {
            return Err(FenError::CastlingRepeat {
                text: text.to_owned(),
                found: c,
            });
        }
        *flag = true;
    }
    Ok(castling)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_start_position() {
        let p = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(p.side, Side::White);
        assert!(p.castling.white_king && p.castling.black_queen);
        assert_eq!(p.placement[4].map(Piece::fen_char), Some('K'));
        assert_eq!(p.placement[60].map(Piece::fen_char), Some('k'));
        assert_eq!((p.halfmove_clock, p.fullmove_number), (0, 1));
    }

    #[test]
    fn four_fields_default_the_counters() {
        let p = parse_fen("  4k3/8/8/8/8/8/8/4K3 b - -  ").unwrap();
        assert_eq!((p.halfmove_clock, p.fullmove_number), (0, 1));
    }
}
