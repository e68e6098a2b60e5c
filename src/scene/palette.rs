//! The colours of the tree for light and dark themes, and their lecture
//! variant, as plain RGBA so the scene stays free of egui.
//!
//! Node kinds differ by shape first (▲ MAX, ▼ MIN, ● chance, square leaf,
//! diamond game end, ringed circle transposition hit) and by colour second, so the tree
//! reads without colour vision and on a washed-out projector. Lecture mode
//! swaps in a palette of Okabe–Ito colours; the high-contrast setting one
//! where every colour drawn reaches 4.5:1 on the background (WCAG AA for
//! text), darker Okabe–Ito hues on white and the bright ones on black.

use crate::tree::KnuthType;

/// A colour, not premultiplied.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity: 0 transparent, 255 opaque.
    pub a: u8,
}

impl Rgba {
    /// An opaque colour.
    #[must_use]
    pub const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Self { r, g, b, a: 255 }
    }

    /// A grey.
    #[must_use]
    pub const fn gray(level: u8) -> Self {
        Self::rgb(level, level, level)
    }

    /// `#rrggbb`, as SVG and CSS write it (the opacity left out).
    #[must_use]
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// Relative luminance (WCAG 2): 0 for black, 1 for white.
    #[must_use]
    pub fn luminance(self) -> f32 {
        let channel = |c: u8| {
            let c = f32::from(c) / 255.0;
            if c <= 0.040_45 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(self.r) + 0.7152 * channel(self.g) + 0.0722 * channel(self.b)
    }

    /// The contrast ratio of this colour against `other` (WCAG 2: 1 to 21).
    #[must_use]
    pub fn contrast(self, other: Self) -> f32 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// Black or white, whichever reads better written on this colour.
    #[must_use]
    pub fn ink(self) -> Self {
        let (black, white) = (Self::gray(0), Self::gray(255));
        if self.contrast(black) >= self.contrast(white) {
            black
        } else {
            white
        }
    }

    /// This colour with opacity `a`.
    #[must_use]
    pub const fn with_alpha(self, a: u8) -> Self {
        Self { a, ..self }
    }
}

/// Okabe and Ito's colours (2008), distinguishable with every common
/// colour-vision deficiency.
pub struct OkabeIto;

impl OkabeIto {
    /// Orange.
    pub const ORANGE: Rgba = Rgba::rgb(0xE6, 0x9F, 0x00);
    /// Sky blue.
    pub const SKY_BLUE: Rgba = Rgba::rgb(0x56, 0xB4, 0xE9);
    /// Bluish green.
    pub const BLUISH_GREEN: Rgba = Rgba::rgb(0x00, 0x9E, 0x73);
    /// Yellow (only the window's lecture highlight uses it).
    #[cfg(feature = "gui")]
    pub const YELLOW: Rgba = Rgba::rgb(0xF0, 0xE4, 0x42);
    /// Blue.
    pub const BLUE: Rgba = Rgba::rgb(0x00, 0x72, 0xB2);
    /// Vermillion.
    pub const VERMILLION: Rgba = Rgba::rgb(0xD5, 0x5E, 0x00);
    /// Reddish purple.
    pub const REDDISH_PURPLE: Rgba = Rgba::rgb(0xCC, 0x79, 0xA7);
}

/// The colours of one theme.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Palette {
    /// Behind the tree.
    pub background: Rgba,
    /// MAX nodes.
    pub max: Rgba,
    /// MIN nodes.
    pub min: Rgba,
    /// Chance nodes (drawn as circles).
    pub chance: Rgba,
    /// Leaves scored by the evaluation (or given by a textbook tree).
    pub leaf: Rgba,
    /// Positions where the game is over.
    pub terminal: Rgba,
    /// Transposition-table hits.
    pub tt: Rgba,
    /// Pruned moves, their edges and skipped values.
    pub pruned: Rgba,
    /// Ordinary edges.
    pub edge: Rgba,
    /// Dense subtrees drawn as one band.
    pub band: Rgba,
    /// Cutoff marks and their names.
    pub cutoff: Rgba,
    /// The node being searched and the path to it.
    pub current: Rgba,
    /// The principal variation once the search is over.
    pub pv: Rgba,
    /// The selected node's ring.
    pub selected: Rgba,
    /// Ordinary text.
    pub text: Rgba,
    /// Secondary text.
    pub weak_text: Rgba,
    /// Plates behind text laid over edges.
    pub plate: Rgba,
    /// Knuth types PV, CUT and ALL (colour-blind safe in both palettes).
    pub knuth: [Rgba; 3],
    /// The halo of nodes visited only by the search shown.
    pub only_here: Rgba,
    /// The ring of nodes visited only by the other search.
    pub only_other: Rgba,
}

impl Palette {
    /// The palette of the dark or light theme, or its lecture variant.
    #[must_use]
    pub fn new(dark: bool, lecture: bool) -> Self {
        match (lecture, dark) {
            (true, _) => Self::lecture(dark),
            (false, true) => Self::dark(),
            (false, false) => Self::light(),
        }
    }

    /// The high-contrast palette of the dark or light theme: every colour
    /// drawn (text, shape, line, band) reaches 4.5:1 on the background.
    /// Shapes and dash patterns still tell the kinds apart; the colours
    /// only repeat them.
    #[must_use]
    pub fn high_contrast(dark: bool) -> Self {
        if dark {
            // On black the bright Okabe–Ito hues all read (blue does not:
            // sky blue takes its places).
            Self {
                band: Rgba::gray(160),
                tt: OkabeIto::SKY_BLUE,
                knuth: [
                    OkabeIto::BLUISH_GREEN,
                    OkabeIto::VERMILLION,
                    OkabeIto::SKY_BLUE,
                ],
                plate: Rgba::gray(0).with_alpha(235),
                ..Self::lecture(true)
            }
        } else {
            // On white, darker shades of the same hues.
            let vermillion = Rgba::rgb(0xA6, 0x3A, 0x00);
            let green = Rgba::rgb(0x00, 0x6B, 0x4F);
            let purple = Rgba::rgb(0x8E, 0x3B, 0x6F);
            let orange = Rgba::rgb(0x8A, 0x5A, 0x00);
            Self {
                background: Rgba::gray(255),
                max: OkabeIto::BLUE,
                min: vermillion,
                chance: if dark {
                    Rgba::gray(200)
                } else {
                    Rgba::gray(70)
                },
                leaf: green,
                terminal: purple,
                tt: Rgba::rgb(0x00, 0x62, 0x6B),
                pruned: Rgba::gray(100),
                edge: Rgba::gray(0),
                band: Rgba::gray(90),
                cutoff: Rgba::rgb(0xB3, 0x00, 0x1B),
                current: orange,
                pv: purple,
                selected: OkabeIto::BLUE,
                text: Rgba::gray(0),
                weak_text: Rgba::gray(60),
                plate: Rgba::gray(255).with_alpha(235),
                knuth: [green, vermillion, OkabeIto::BLUE],
                only_here: orange,
                only_other: OkabeIto::BLUE,
            }
        }
    }

    /// The colour of Knuth type `kind`.
    #[must_use]
    pub fn knuth(&self, kind: KnuthType) -> Rgba {
        match kind {
            KnuthType::Pv => self.knuth[0],
            KnuthType::Cut => self.knuth[1],
            KnuthType::All => self.knuth[2],
        }
    }

    /// High contrast in Okabe–Ito colours: pure black or white ground and
    /// text; MAX blue, MIN vermillion, leaves bluish green, the current
    /// path orange, the principal variation reddish purple.
    fn lecture(dark: bool) -> Self {
        let (ground, ink, weak) = if dark {
            (Rgba::gray(0), Rgba::gray(255), Rgba::gray(200))
        } else {
            (Rgba::gray(255), Rgba::gray(0), Rgba::gray(60))
        };
        Self {
            background: ground,
            max: if dark {
                OkabeIto::SKY_BLUE
            } else {
                OkabeIto::BLUE
            },
            min: OkabeIto::VERMILLION,
            chance: if dark {
                Rgba::gray(170)
            } else {
                Rgba::gray(90)
            },
            leaf: OkabeIto::BLUISH_GREEN,
            terminal: OkabeIto::REDDISH_PURPLE,
            tt: OkabeIto::SKY_BLUE,
            pruned: Rgba::gray(128),
            edge: ink,
            band: ink.with_alpha(90),
            cutoff: OkabeIto::VERMILLION,
            current: OkabeIto::ORANGE,
            pv: OkabeIto::REDDISH_PURPLE,
            selected: OkabeIto::SKY_BLUE,
            text: ink,
            weak_text: weak,
            plate: ground.with_alpha(235),
            knuth: [OkabeIto::BLUISH_GREEN, OkabeIto::VERMILLION, OkabeIto::BLUE],
            only_here: OkabeIto::ORANGE,
            only_other: OkabeIto::SKY_BLUE,
        }
    }

    /// The everyday dark palette.
    fn dark() -> Self {
        Self {
            background: Rgba::rgb(24, 26, 30),
            max: Rgba::rgb(96, 165, 250),
            min: Rgba::rgb(251, 146, 60),
            chance: Rgba::rgb(148, 163, 184),
            leaf: Rgba::rgb(74, 222, 128),
            terminal: Rgba::rgb(216, 160, 255),
            tt: Rgba::rgb(45, 212, 191),
            pruned: Rgba::rgb(120, 124, 132),
            edge: Rgba::rgb(170, 174, 182),
            band: Rgba::rgb(170, 174, 182).with_alpha(90),
            cutoff: Rgba::rgb(255, 99, 99),
            current: Rgba::rgb(250, 204, 21),
            pv: Rgba::rgb(244, 114, 182),
            selected: Rgba::rgb(192, 222, 255),
            text: Rgba::rgb(236, 238, 242),
            weak_text: Rgba::rgb(160, 164, 172),
            plate: Rgba::rgb(24, 26, 30).with_alpha(230),
            knuth: [
                OkabeIto::BLUISH_GREEN,
                OkabeIto::VERMILLION,
                OkabeIto::SKY_BLUE,
            ],
            only_here: OkabeIto::ORANGE,
            only_other: OkabeIto::SKY_BLUE,
        }
    }

    /// The everyday light palette.
    fn light() -> Self {
        Self {
            background: Rgba::rgb(252, 252, 250),
            max: Rgba::rgb(29, 78, 216),
            min: Rgba::rgb(194, 65, 12),
            chance: Rgba::rgb(71, 85, 105),
            leaf: Rgba::rgb(21, 128, 61),
            terminal: Rgba::rgb(126, 34, 206),
            tt: Rgba::rgb(15, 118, 110),
            pruned: Rgba::rgb(150, 150, 150),
            edge: Rgba::rgb(90, 94, 100),
            band: Rgba::rgb(90, 94, 100).with_alpha(80),
            cutoff: Rgba::rgb(200, 20, 20),
            current: Rgba::rgb(234, 160, 0),
            pv: Rgba::rgb(190, 24, 93),
            selected: Rgba::rgb(0, 109, 210),
            text: Rgba::rgb(20, 20, 24),
            weak_text: Rgba::rgb(96, 100, 108),
            plate: Rgba::rgb(252, 252, 250).with_alpha(235),
            knuth: [OkabeIto::BLUISH_GREEN, OkabeIto::VERMILLION, OkabeIto::BLUE],
            only_here: OkabeIto::ORANGE,
            only_other: OkabeIto::BLUE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every colour the high-contrast palettes draw with, text, shape, line
    /// or band, reaches 4.5:1 on their background, all opaque; the lecture
    /// palette's orange (2.0 on white), bluish green (3.4), sky blue and
    /// grey did not, which is why it is a palette of its own.
    #[test]
    fn every_high_contrast_colour_reaches_four_and_a_half_to_one() {
        for dark in [false, true] {
            let palette = Palette::high_contrast(dark);
            let Palette {
                background,
                max,
                min,
                chance,
                leaf,
                terminal,
                tt,
                pruned,
                edge,
                band,
                cutoff,
                current,
                pv,
                selected,
                text,
                weak_text,
                plate,
                knuth,
                only_here,
                only_other,
            } = palette;
            let mut drawn = vec![
                max, min, chance, leaf, terminal, tt, pruned, edge, band, cutoff, current, pv,
                selected, text, weak_text, only_here, only_other,
            ];
            drawn.extend(knuth);
            for colour in drawn {
                let ratio = colour.contrast(background);
                assert!(
                    ratio >= 4.5 && colour.a == 255,
                    "{colour:?} on {background:?} (dark {dark}): {ratio:.2}"
                );
            }
            assert_eq!(plate.with_alpha(255), background);
        }
        let lecture = Palette::new(false, true);
        assert!(lecture.current.contrast(lecture.background) < 4.5);
    }

    /// Every fill a value is written on, in every theme, gets an ink that
    /// reads at 4.5:1 at least (WCAG AA for body text); the white-on-green
    /// and white-on-vermillion of the lecture theme did not (3.4 and 3.9).
    #[test]
    fn values_on_every_fill_reach_four_and_a_half_to_one() {
        for dark in [false, true] {
            for lecture in [false, true] {
                let palette = Palette::new(dark, lecture);
                let mut fills = vec![
                    palette.max,
                    palette.min,
                    palette.leaf,
                    palette.terminal,
                    palette.tt,
                ];
                fills.extend(palette.knuth);
                for fill in fills {
                    let ratio = fill.contrast(fill.ink());
                    assert!(
                        ratio >= 4.5,
                        "{fill:?} dark {dark} lecture {lecture}: {ratio:.2}"
                    );
                }
            }
        }
        assert!((Rgba::gray(0).contrast(Rgba::gray(255)) - 21.0).abs() < 0.01);
        for dark in [false, true] {
            let palette = Palette::high_contrast(dark);
            for fill in [
                palette.max,
                palette.min,
                palette.leaf,
                palette.terminal,
                palette.tt,
            ] {
                assert!(fill.contrast(fill.ink()) >= 4.5, "{fill:?} dark {dark}");
            }
        }
        assert!((OkabeIto::BLUISH_GREEN.contrast(Rgba::gray(255)) - 3.4).abs() < 0.05);
    }
}
