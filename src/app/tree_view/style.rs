//! Colours of the tree view for light and dark themes, and how scores are
//! written.
//!
//! Node kinds differ by shape first (▲ MAX, ▼ MIN, square leaf, diamond
//! game end, circle transposition hit) and by colour second, so the view
//! reads without colour vision and on a washed-out projector. Lecture mode
//! swaps in a high-contrast palette of Okabe–Ito colours.

use egui::{Color32, Visuals};

use crate::app::lecture::OkabeIto;
use crate::game::{INFINITY, Score, mate_distance};
use crate::tree::KnuthType;

/// The colours of one theme.
#[derive(Clone, Copy, Debug)]
pub(super) struct Palette {
    /// Behind the tree.
    pub background: Color32,
    /// MAX nodes.
    pub max: Color32,
    /// MIN nodes.
    pub min: Color32,
    /// Leaves scored by the evaluation (or given by a textbook tree).
    pub leaf: Color32,
    /// Positions where the game is over.
    pub terminal: Color32,
    /// Transposition-table hits.
    pub tt: Color32,
    /// Pruned moves and their edges.
    pub pruned: Color32,
    /// Ordinary edges.
    pub edge: Color32,
    /// Dense subtrees drawn as one band.
    pub band: Color32,
    /// Cutoff marks and their names.
    pub cutoff: Color32,
    /// The node being searched and the path to it.
    pub current: Color32,
    /// The principal variation once the search is over.
    pub pv: Color32,
    /// The selected node's ring.
    pub selected: Color32,
    /// Text on filled node shapes.
    pub on_fill: Color32,
    /// Ordinary text.
    pub text: Color32,
    /// Secondary text.
    pub weak_text: Color32,
    /// Plates behind text laid over edges.
    pub plate: Color32,
    /// Knuth types PV, CUT and ALL (colour-blind safe in both palettes).
    pub knuth: [Color32; 3],
    /// The halo of nodes visited only by the search shown.
    pub only_here: Color32,
    /// The ring of nodes visited only by the other search.
    pub only_other: Color32,
}

impl Palette {
    /// The palette for `visuals` (light or dark), or its lecture variant.
    pub fn new(visuals: &Visuals, lecture: bool) -> Self {
        if lecture {
            Self::lecture(visuals)
        } else {
            Self::standard(visuals)
        }
    }

    /// The colour of Knuth type `kind`.
    pub fn knuth(&self, kind: KnuthType) -> Color32 {
        match kind {
            KnuthType::Pv => self.knuth[0],
            KnuthType::Cut => self.knuth[1],
            KnuthType::All => self.knuth[2],
        }
    }

    /// High contrast in Okabe–Ito colours: pure black or white ground and
    /// text; MAX blue, MIN vermillion, leaves bluish green, the current
    /// path orange, the principal variation reddish purple.
    fn lecture(visuals: &Visuals) -> Self {
        let (ground, ink, weak) = if visuals.dark_mode {
            (Color32::BLACK, Color32::WHITE, Color32::from_gray(200))
        } else {
            (Color32::WHITE, Color32::BLACK, Color32::from_gray(60))
        };
        Self {
            background: ground,
            max: if visuals.dark_mode {
                OkabeIto::SKY_BLUE
            } else {
                OkabeIto::BLUE
            },
            min: OkabeIto::VERMILLION,
            leaf: OkabeIto::BLUISH_GREEN,
            terminal: OkabeIto::REDDISH_PURPLE,
            tt: OkabeIto::SKY_BLUE,
            pruned: Color32::from_gray(128),
            edge: ink,
            band: ink.gamma_multiply(0.35),
            cutoff: OkabeIto::VERMILLION,
            current: OkabeIto::ORANGE,
            pv: OkabeIto::REDDISH_PURPLE,
            selected: OkabeIto::SKY_BLUE,
            on_fill: if visuals.dark_mode {
                Color32::BLACK
            } else {
                Color32::WHITE
            },
            text: ink,
            weak_text: weak,
            plate: ground.gamma_multiply(0.9),
            knuth: [OkabeIto::BLUISH_GREEN, OkabeIto::VERMILLION, OkabeIto::BLUE],
            only_here: OkabeIto::ORANGE,
            only_other: OkabeIto::SKY_BLUE,
        }
    }

    /// The everyday palette.
    fn standard(visuals: &Visuals) -> Self {
        if visuals.dark_mode {
            Self {
                background: Color32::from_rgb(24, 26, 30),
                max: Color32::from_rgb(96, 165, 250),
                min: Color32::from_rgb(251, 146, 60),
                leaf: Color32::from_rgb(74, 222, 128),
                terminal: Color32::from_rgb(216, 160, 255),
                tt: Color32::from_rgb(45, 212, 191),
                pruned: Color32::from_rgb(120, 124, 132),
                edge: Color32::from_rgb(170, 174, 182),
                band: Color32::from_rgba_unmultiplied(170, 174, 182, 90),
                cutoff: Color32::from_rgb(255, 99, 99),
                current: Color32::from_rgb(250, 204, 21),
                pv: Color32::from_rgb(244, 114, 182),
                selected: visuals.selection.stroke.color,
                on_fill: Color32::from_rgb(10, 10, 14),
                text: Color32::from_rgb(236, 238, 242),
                weak_text: Color32::from_rgb(160, 164, 172),
                plate: Color32::from_rgba_unmultiplied(24, 26, 30, 220),
                knuth: [
                    OkabeIto::BLUISH_GREEN,
                    OkabeIto::VERMILLION,
                    OkabeIto::SKY_BLUE,
                ],
                only_here: OkabeIto::ORANGE,
                only_other: OkabeIto::SKY_BLUE,
            }
        } else {
            Self {
                background: Color32::from_rgb(252, 252, 250),
                max: Color32::from_rgb(29, 78, 216),
                min: Color32::from_rgb(194, 65, 12),
                leaf: Color32::from_rgb(21, 128, 61),
                terminal: Color32::from_rgb(126, 34, 206),
                tt: Color32::from_rgb(15, 118, 110),
                pruned: Color32::from_rgb(150, 150, 150),
                edge: Color32::from_rgb(90, 94, 100),
                band: Color32::from_rgba_unmultiplied(90, 94, 100, 80),
                cutoff: Color32::from_rgb(200, 20, 20),
                current: Color32::from_rgb(234, 160, 0),
                pv: Color32::from_rgb(190, 24, 93),
                selected: visuals.selection.bg_fill,
                on_fill: Color32::WHITE,
                text: Color32::from_rgb(20, 20, 24),
                weak_text: Color32::from_rgb(96, 100, 108),
                plate: Color32::from_rgba_unmultiplied(252, 252, 250, 225),
                knuth: [OkabeIto::BLUISH_GREEN, OkabeIto::VERMILLION, OkabeIto::BLUE],
                only_here: OkabeIto::ORANGE,
                only_other: OkabeIto::BLUE,
            }
        }
    }
}

/// A score for display: `±∞` for the window's open ends, `M3` / `-M3` for
/// a mate in 3 plies for MAX / MIN, the number otherwise.
pub(super) fn score_text(score: Score) -> String {
    if score >= INFINITY {
        String::from("+∞")
    } else if score <= -INFINITY {
        String::from("−∞")
    } else if let Some(plies) = mate_distance(score) {
        if score > 0 {
            format!("M{plies}")
        } else {
            format!("−M{plies}")
        }
    } else if score < 0 {
        format!("−{}", score.unsigned_abs())
    } else {
        score.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MATE;

    #[test]
    fn scores_read_well() {
        assert_eq!(score_text(INFINITY), "+∞");
        assert_eq!(score_text(-INFINITY), "−∞");
        assert_eq!(score_text(-3), "−3");
        assert_eq!(score_text(12), "12");
        assert_eq!(score_text(MATE - 3), "M3");
        assert_eq!(score_text(-(MATE - 2)), "−M2");
    }
}
