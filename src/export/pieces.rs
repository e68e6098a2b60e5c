//! Chess pieces as vector paths (our own simple drawings), so an exported
//! board needs no font: every reader shows the same pieces. Each piece is
//! drawn in a 100 × 100 box, as parts filled in the piece's colour and
//! outlined, plus details in a contrasting colour (the knight's eye, the
//! bishop's slit).

use crate::chess::PieceKind;

/// The side of the box the paths are drawn in.
pub const BOX: f32 = 100.0;

/// How a part of a piece is painted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    /// Filled in the piece's colour, outlined.
    Body,
    /// Filled in a colour that contrasts with the body.
    Detail,
}

const PAWN: &[(Part, &str)] = &[
    (Part::Body, "M24 78 H76 V90 H24 Z"),
    (
        Part::Body,
        "M40 40 H60 L58 46 C62 56 66 68 70 78 H30 C34 68 38 56 42 46 Z",
    ),
    (Part::Body, "M38 28 A12 12 0 1 0 62 28 A12 12 0 1 0 38 28 Z"),
];

const ROOK: &[(Part, &str)] = &[
    (Part::Body, "M22 80 H78 V92 H22 Z"),
    (Part::Body, "M32 36 H68 L66 80 H34 Z"),
    (
        Part::Body,
        "M26 12 H36 V21 H45 V12 H55 V21 H64 V12 H74 V36 H26 Z",
    ),
];

const KNIGHT: &[(Part, &str)] = &[
    (
        Part::Body,
        "M30 92 H78 C79 68 74 46 60 30 C56 24 52 20 50 10 L44 21 L37 14 L35 28 \
         C27 34 21 44 17 56 C15 62 19 69 26 66 C32 62 38 60 46 56 C46 66 32 74 30 92 Z",
    ),
    (
        Part::Detail,
        "M39 36 A3.5 3.5 0 1 0 46 36 A3.5 3.5 0 1 0 39 36 Z",
    ),
];

const BISHOP: &[(Part, &str)] = &[
    (
        Part::Body,
        "M22 92 V84 C36 80 44 82 50 77 C56 82 64 80 78 84 V92 Z",
    ),
    (Part::Body, "M34 68 H66 V77 H34 Z"),
    (
        Part::Body,
        "M50 20 C34 32 30 52 38 68 H62 C70 52 66 32 50 20 Z",
    ),
    (Part::Detail, "M53 33 L56 36 L47 49 L44 46 Z"),
    (Part::Body, "M44 14 A6 6 0 1 0 56 14 A6 6 0 1 0 44 14 Z"),
];

const QUEEN: &[(Part, &str)] = &[
    (Part::Body, "M24 80 H76 V92 H24 Z"),
    (
        Part::Body,
        "M26 80 L16 34 L32 58 L33 24 L42 54 L50 18 L58 54 L67 24 L68 58 L84 34 L74 80 Z",
    ),
    (Part::Body, "M11 34 A5 5 0 1 0 21 34 A5 5 0 1 0 11 34 Z"),
    (Part::Body, "M28 24 A5 5 0 1 0 38 24 A5 5 0 1 0 28 24 Z"),
    (Part::Body, "M45 18 A5 5 0 1 0 55 18 A5 5 0 1 0 45 18 Z"),
    (Part::Body, "M62 24 A5 5 0 1 0 72 24 A5 5 0 1 0 62 24 Z"),
    (Part::Body, "M79 34 A5 5 0 1 0 89 34 A5 5 0 1 0 79 34 Z"),
];

const KING: &[(Part, &str)] = &[
    (Part::Body, "M24 80 H76 V92 H24 Z"),
    (
        Part::Body,
        "M26 80 C8 62 16 36 36 44 C42 46 46 52 50 60 C54 52 58 46 64 44 C84 36 92 62 74 80 Z",
    ),
    (Part::Body, "M50 60 C42 48 42 34 50 32 C58 34 58 48 50 60 Z"),
    (
        Part::Body,
        "M46 6 H54 V13 H61 V21 H54 V32 H46 V21 H39 V13 H46 Z",
    ),
];

/// The parts of `kind`, back to front, as SVG path data in a [`BOX`]-sized box.
#[must_use]
pub fn parts(kind: PieceKind) -> &'static [(Part, &'static str)] {
    match kind {
        PieceKind::Pawn => PAWN,
        PieceKind::Knight => KNIGHT,
        PieceKind::Bishop => BISHOP,
        PieceKind::Rook => ROOK,
        PieceKind::Queen => QUEEN,
        PieceKind::King => KING,
    }
}
