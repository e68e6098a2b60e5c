//! A tiny mailbox attack generator of our own, used to validate positions
//! before the `chess` crate ever sees them.

use super::types::{Piece, PieceKind, Placement, Side, Square};

/// The eight knight jumps.
const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight king steps; the first four are orthogonal, the last four diagonal.
const KING: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The squares of `by`'s pieces that attack `target`, in a fixed order.
#[must_use]
pub fn attackers(placement: &Placement, target: Square, by: Side) -> Vec<Square> {
    let mut found = Vec::new();
    let is = |sq: Square, kind: PieceKind| placement[sq.index()] == Some(Piece { side: by, kind });
    // A pawn of `by` attacks diagonally forwards, so it stands one rank behind.
    let behind = match by {
        Side::White => -1,
        Side::Black => 1,
    };
    for df in [-1, 1] {
        if let Some(sq) = target.offset(df, behind)
            && is(sq, PieceKind::Pawn)
        {
            found.push(sq);
        }
    }
    for (df, dr) in KNIGHT {
        if let Some(sq) = target.offset(df, dr)
            && is(sq, PieceKind::Knight)
        {
            found.push(sq);
        }
    }
    for (df, dr) in KING {
        if let Some(sq) = target.offset(df, dr)
            && is(sq, PieceKind::King)
        {
            found.push(sq);
        }
    }
    for (i, (df, dr)) in KING.into_iter().enumerate() {
        let slider = if i < 4 {
            PieceKind::Rook
        } else {
            PieceKind::Bishop
        };
        let mut cur = target;
        while let Some(sq) = cur.offset(df, dr) {
            cur = sq;
            let Some(piece) = placement[sq.index()] else {
                continue;
            };
            if piece.side == by && (piece.kind == slider || piece.kind == PieceKind::Queen) {
                found.push(sq);
            }
            break;
        }
    }
    found
}

/// Whether `a`, `b` and `c` lie on one rank, file or diagonal.
#[must_use]
pub fn collinear(a: Square, b: Square, c: Square) -> bool {
    let (ax, ay) = (i32::from(a.file()), i32::from(a.rank()));
    let (bx, by) = (i32::from(b.file()), i32::from(b.rank()));
    let (cx, cy) = (i32::from(c.file()), i32::from(c.rank()));
    let on_line = |dx: i32, dy: i32| dx == 0 || dy == 0 || dx.abs() == dy.abs();
    let cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    cross == 0 && on_line(bx - ax, by - ay) && on_line(cx - ax, cy - ay)
}

/// Where `side`'s king stands, if it has exactly one.
#[must_use]
pub fn king_square(placement: &Placement, side: Side) -> Option<Square> {
    let king = Piece {
        side,
        kind: PieceKind::King,
    };
    let mut kings = Square::all().filter(|sq| placement[sq.index()] == Some(king));
    let first = kings.next()?;
    kings.next().is_none().then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen::parse_fen;

    #[test]
    fn finds_every_kind_of_attacker() {
        // White king e4 attacked by: pawn d5, knight f6, rook e8, bishop b7? (blocked by c6 pawn no)
        let p = parse_fen("4r3/1b6/2p2n2/3p4/4K3/8/8/k7 w - - 0 1").unwrap();
        let e4 = Square::from_name("e4").unwrap();
        let names: Vec<String> = attackers(&p.placement, e4, Side::Black)
            .into_iter()
            .map(Square::name)
            .collect();
        assert_eq!(names, ["d5", "f6", "e8"]);
    }

    #[test]
    fn collinearity() {
        let sq = |n| Square::from_name(n).unwrap();
        assert!(collinear(sq("a1"), sq("e5"), sq("h8")));
        assert!(collinear(sq("a1"), sq("e1"), sq("h1")));
        assert!(!collinear(sq("a1"), sq("b3"), sq("c5")));
    }
}
