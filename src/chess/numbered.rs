//! A line of moves as a chess book prints it: `12. Nf6+ gxf6 13. Qg4+`, or
//! `12... gxf6 13. Qg4+` when Black moves first.

use std::fmt::Write as _;

use super::types::Side;

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
    let mut number = fullmove;
    let mut side = first;
    for (index, san) in sans.iter().enumerate() {
        if index > 0 {
            out.push(' ');
        }
        match side {
            // `write!` to a String cannot fail.
            Side::White => {
                let _ = write!(out, "{number}. ");
            }
            Side::Black if index == 0 => {
                let _ = write!(out, "{number}... ");
            }
            Side::Black => {}
        }
        out.push_str(san);
        if side == Side::Black {
            number = number.saturating_add(1);
        }
        side = side.opponent();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|&m| m.to_owned()).collect()
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
