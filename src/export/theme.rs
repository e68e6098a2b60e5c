//! What an exported picture looks like: its theme (light, dark or lecture)
//! and its size, as the command line and the export dialog write them.

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use std::fmt;
use std::str::FromStr;

use super::ExportError;
use crate::quote::{QUOTE_LIMIT, one_line};
use crate::scene::{Palette, Point};

/// The smallest and largest side of a picture, in pixels.
pub const MIN_SIDE: u32 = 64;
/// See [`MIN_SIDE`].
pub const MAX_SIDE: u32 = 8192;

/// The smallest text in the lecture theme, in points: the lecture body
/// text (16 pt × 1.4), as in the window's lecture mode.
pub const LECTURE_TEXT: f32 = 22.4;

/// The colours (and, for lecture, the sizes) of a picture.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Theme {
    /// The everyday light theme: dark ink on white, for handouts.
    #[default]
    Light,
    /// The everyday dark theme.
    Dark,
    /// Lecture mode on white: large text, thick lines, high contrast,
    /// colour-blind-safe colours, for a projector.
    Lecture,
    /// Lecture mode on black, as the window's lecture mode in the dark theme.
    LectureDark,
}

impl Theme {
    /// Every theme, in menu order.
    pub const ALL: [Self; 4] = [Self::Light, Self::Dark, Self::Lecture, Self::LectureDark];

    /// The theme's name on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Light => "light",
            Self::Dark => "dark",
            Self::Lecture => "lecture",
            Self::LectureDark => "lecture-dark",
        }
    }

    /// Whether lecture sizes apply.
    #[must_use]
    pub fn is_lecture(self) -> bool {
        matches!(self, Self::Lecture | Self::LectureDark)
    }

    /// The theme of a window in the dark or light theme, in lecture mode or not.
    #[must_use]
    pub fn of_window(dark: bool, lecture: bool) -> Self {
        match (lecture, dark) {
            (true, true) => Self::LectureDark,
            (true, false) => Self::Lecture,
            (false, true) => Self::Dark,
            (false, false) => Self::Light,
        }
    }

    /// The theme's colours.
    #[must_use]
    pub fn palette(self) -> Palette {
        Palette::new(
            matches!(self, Self::Dark | Self::LectureDark),
            self.is_lecture(),
        )
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = ExportError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|theme| theme.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ExportError::Theme(one_line(text, QUOTE_LIMIT)))
    }
}

/// A picture's width and height in pixels (one pixel per point of the scene).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PictureSize {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
}

impl Default for PictureSize {
    /// 1280×720, a 16:9 slide.
    fn default() -> Self {
        Self {
            width: 1280,
            height: 720,
        }
    }
}

impl PictureSize {
    /// The size as a scene point.
    #[must_use]
    pub fn point(self) -> Point {
        Point::new(self.width as f32, self.height as f32)
    }
}

impl fmt::Display for PictureSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

impl FromStr for PictureSize {
    type Err = ExportError;

    /// `WIDTHxHEIGHT` (`x` or `×`), each side from `MIN_SIDE` to `MAX_SIDE`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || ExportError::Size(one_line(text, QUOTE_LIMIT));
        let lower = text.trim().to_ascii_lowercase();
        let (w, h) = lower
            .split_once('x')
            .or_else(|| lower.split_once('×'))
            .ok_or_else(bad)?;
        let side = |s: &str| {
            s.trim()
                .parse::<u32>()
                .ok()
                .filter(|v| (MIN_SIDE..=MAX_SIDE).contains(v))
        };
        match (side(w), side(h)) {
            (Some(width), Some(height)) => Ok(Self { width, height }),
            _ => Err(bad()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_and_refuse() {
        let size: PictureSize = "1920x1080".parse().unwrap();
        assert_eq!((size.width, size.height), (1920, 1080));
        assert_eq!(
            "800×600".parse::<PictureSize>().unwrap().to_string(),
            "800x600"
        );
        for bad in [
            "",
            "1280",
            "x720",
            "0x720",
            "1280x-5",
            "99999x100",
            "12.5x100",
            "axb",
        ] {
            let error = bad.parse::<PictureSize>().unwrap_err();
            assert!(error.to_string().starts_with("bad size"), "{bad}: {error}");
        }
    }

    #[test]
    fn themes_parse_by_name() {
        for theme in Theme::ALL {
            assert_eq!(theme.name().parse::<Theme>().unwrap(), theme);
        }
        let error = "neon".parse::<Theme>().unwrap_err().to_string();
        assert!(
            error.contains("neon") && error.contains("lecture"),
            "{error}"
        );
    }

    #[test]
    fn the_window_theme_is_exported_as_seen() {
        use crate::scene::Rgba;
        assert_eq!(Theme::of_window(true, true), Theme::LectureDark);
        assert_eq!(Theme::of_window(false, true), Theme::Lecture);
        assert_eq!(Theme::of_window(true, false), Theme::Dark);
        assert_eq!(Theme::LectureDark.palette(), Palette::new(true, true));
        assert_eq!(Theme::LectureDark.palette().background, Rgba::gray(0));
        assert_eq!(Theme::Lecture.palette().background, Rgba::gray(255));
    }

    #[test]
    fn long_input_is_quoted_short() {
        let long = "7".repeat(500);
        let error = long.parse::<PictureSize>().unwrap_err().to_string();
        assert!(error.chars().count() < 160, "{error}");
    }
}
