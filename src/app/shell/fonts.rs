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
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        GREEK_NAME.to_owned(),
        Arc::new(FontData::from_static(GREEK)),
    );
    if let Some(family) = fonts.families.get_mut(&FontFamily::Proportional) {
        family.insert(0, GREEK_NAME.to_owned());
    }
    ctx.set_fonts(fonts);
}
