//! The window's fonts: egui's own, with the Greek letters of `DejaVu Sans`
//! put before them for proportional text, so that α reads as alpha from
//! the back of a room (egui's Ubuntu draws a single-storey ɑ that reads as
//! "a"). The monospace pseudocode keeps Hack, whose α has a clear tail.
//! The glyphs and their licence are in `assets/fonts/`.

use std::sync::Arc;

use egui::{FontData, FontDefinitions, FontFamily};

use crate::export::fonts::GREEK;

/// The name the Greek letters go by among the fonts.
const GREEK_NAME: &str = "DejaVu Sans Greek";

/// Sets `ctx`'s fonts: egui's own, the Greek letters first for
/// proportional text.
pub(in crate::app) fn install(ctx: &egui::Context) {
    ctx.set_fonts(definitions());
}

/// egui's own fonts, with the Greek letters first for proportional text.
fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        GREEK_NAME.to_owned(),
        Arc::new(FontData::from_static(GREEK)),
    );
    if let Some(family) = fonts.families.get_mut(&FontFamily::Proportional) {
        family.insert(0, GREEK_NAME.to_owned());
    }
    fonts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every letter of every catalog, the window's icons (☰, ⏭, ✂) among
    /// them, is in the window's own fonts: no language depends on the
    /// system's.
    #[test]
    fn every_letter_of_every_catalog_has_a_glyph_in_the_window() {
        let fonts = definitions();
        let faces: Vec<ttf_parser::Face<'_>> = fonts
            .font_data
            .values()
            .filter_map(|data| ttf_parser::Face::parse((*data.font).as_ref(), data.index).ok())
            .collect();
        assert!(faces.len() >= 4, "{}", faces.len());
        for (code, files) in crate::i18n::CATALOGS {
            for (file, text) in *files {
                for c in text.chars().filter(|c| !c.is_control()) {
                    let found = faces.iter().any(|face| face.glyph_index(c).is_some());
                    assert!(found, "{code}/{file}: {c:?} (U+{:04X})", u32::from(c));
                }
            }
        }
    }
}
