//! A line of moves as a chess book prints it: `12. Nf6+ gxf6 13. Qg4+`, or
//! `12... gxf6 13. Qg4+` when Black moves first.

use std::fmt::Write as _;

use crate::chess::types::Side;

/// `sans` (moves played one after another, the first by `first`) numbered
/// from the full-move number `fullmove`: `1. e4 e5 2. Nf3`, or
/// `12... gxf6 13. Qg4+` when Black starts. An empty line is empty text.
///
/// ```
/// use gametree::chess::{Side, numbered_line};
///
/// let line = ["Nf6+", "gxf6", "Qg4+"].map(String::from);
/// assert_eq!(numbered_line(12, Side::White, &line), "12. Nf6+ gxf6 13. Qg4+");
/// assert_eq!(numbered_line(12, Side::Black, &line[1..]), "12... gxf6 13. Qg4+");
/// ```
#[must_use]
pub fn numbered_line(fullmove: u32, first: Side, sans: &[String]) -> String {
    let mut out = String::new();
    for (index, san) in sans.iter().enumerate() {
        if index > 0 {
            out.push(' ');
        }
        let (_, side) = move_number(fullmove, first, index);
        if index == 0 || side == Side::White {
            out.push_str(&numbered_move(fullmove, first, index, san));
        } else {
            out.push_str(san);
        }
    }
    out
}

/// The full-move number and the side of move `index` (0-based) of a line
/// whose first move is `first`'s at full move `fullmove`: the one home of
/// the rule that Black's move keeps White's number.
#[must_use]
pub fn move_number(fullmove: u32, first: Side, index: usize) -> (u32, Side) {
    let offset = index + usize::from(first == Side::Black);
    let number = u32::try_from(offset / 2).map_or(u32::MAX, |pairs| fullmove.saturating_add(pairs));
    let side = if offset.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    };
    (number, side)
}

/// Move `index` of such a line shown on its own, with its number:
/// `12. Nf6+`, or `12... gxf6` for Black.
///
/// ```
/// use gametree::chess::{Side, numbered_move};
///
/// assert_eq!(numbered_move(15, Side::Black, 0, "Nxd7"), "15... Nxd7");
/// assert_eq!(numbered_move(15, Side::Black, 1, "Qb8+"), "16. Qb8+");
/// ```
#[must_use]
pub fn numbered_move(fullmove: u32, first: Side, index: usize, san: &str) -> String {
    let (number, side) = move_number(fullmove, first, index);
    let mut out = String::new();
    // `write!` to a String cannot fail.
    let _ = match side {
        Side::White => write!(out, "{number}. {san}"),
        Side::Black => write!(out, "{number}... {san}"),
    };
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|&m| m.to_owned()).collect()
    }

    #[test]
    fn moves_alone_carry_their_numbers() {
        assert_eq!(numbered_move(1, Side::White, 0, "e4"), "1. e4");
        assert_eq!(numbered_move(1, Side::White, 1, "e5"), "1... e5");
        assert_eq!(numbered_move(1, Side::White, 2, "Nf3"), "2. Nf3");
        assert_eq!(numbered_move(15, Side::Black, 0, "Nxd7"), "15... Nxd7");
        assert_eq!(numbered_move(15, Side::Black, 1, "Qb8+"), "16. Qb8+");
    }

    #[test]
    fn white_starts_each_pair_with_its_number() {
        assert_eq!(
            numbered_line(1, Side::White, &line(&["e4", "e5", "Nf3"])),
            "1. e4 e5 2. Nf3"
        );
        assert_eq!(numbered_line(1, Side::White, &line(&["e4"])), "1. e4");
    }

    #[test]
    fn black_first_gets_the_ellipsis_then_white_numbers_the_next_move() {
        assert_eq!(
            numbered_line(12, Side::Black, &line(&["gxf6", "Qg4+", "Kh8"])),
            "12... gxf6 13. Qg4+ Kh8"
        );
    }

    #[test]
    fn an_empty_line_is_empty_and_huge_numbers_do_not_overflow() {
        assert_eq!(numbered_line(7, Side::White, &[]), "");
        assert_eq!(
            numbered_line(u32::MAX, Side::Black, &line(&["a5", "a4"])),
            format!("{}... a5 {}. a4", u32::MAX, u32::MAX)
        );
    }
}
