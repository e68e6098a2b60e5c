//! The fonts the PNG export draws text with: the window's own font (egui's
//! bundled Ubuntu Light, from `epaint_default_fonts`, whose licence is in
//! that crate), with Hack as a fallback for symbols, loaded from bytes built
//! into the program. No system font is ever consulted, so a PNG is the same
//! on every machine. [`text_width`] measures a line as these fonts draw it.

use std::sync::{Arc, OnceLock};

use resvg::usvg::fontdb;

/// The family every text is drawn in.
pub const FAMILY: &str = "Ubuntu";

/// The font database with the bundled fonts only, built once.
#[must_use]
pub fn database() -> Arc<fontdb::Database> {
    static DATABASE: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    DATABASE
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            db.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
            db.load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
            db.set_sans_serif_family(FAMILY);
            db.set_serif_family(FAMILY);
            db.set_monospace_family("Hack");
            Arc::new(db)
        })
        .clone()
}

/// The faces, first choice first, parsed once.
fn faces() -> &'static [ttf_parser::Face<'static>] {
    static FACES: OnceLock<Vec<ttf_parser::Face<'static>>> = OnceLock::new();
    FACES.get_or_init(|| {
        [
            epaint_default_fonts::UBUNTU_LIGHT,
            epaint_default_fonts::HACK_REGULAR,
        ]
        .into_iter()
        .filter_map(|data| ttf_parser::Face::parse(data, 0).ok())
        .collect()
    })
}

/// The width of `text` at font size `size` as the bundled fonts draw it
/// (each character from the first font that has it; the scene's estimate
/// for a character none has).
#[must_use]
pub fn text_width(text: &str, size: f32) -> f32 {
    let faces = faces();
    text.chars()
        .map(|c| {
            faces
                .iter()
                .find_map(|face| {
                    let glyph = face.glyph_index(c)?;
                    let advance = face.glyph_hor_advance(glyph)?;
                    Some(f32::from(advance) / f32::from(face.units_per_em()) * size)
                })
                .unwrap_or_else(|| crate::scene::text_width(&c.to_string(), size))
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_bundled_fonts_are_loaded() {
        let db = database();
        let families: Vec<String> = db
            .faces()
            .flat_map(|face| face.families.iter().map(|(name, _)| name.clone()))
            .collect();
        assert_eq!(db.len(), 2, "{families:?}");
        assert!(families.iter().any(|f| f == FAMILY), "{families:?}");
    }

    #[test]
    fn the_symbols_on_the_tree_have_glyphs() {
        for c in "0123456789−+∞[], ≤≥#αβ-cutoff←".chars() {
            let found = faces().iter().any(|face| face.glyph_index(c).is_some());
            assert!(found, "{c:?}");
        }
    }

    #[test]
    fn widths_are_measured() {
        assert!(text_width("12", 20.0) > text_width("1", 20.0));
        assert!((text_width("", 20.0)).abs() < f32::EPSILON);
        let narrow = text_width("iiii", 20.0);
        let wide = text_width("MMMM", 20.0);
        assert!(wide > narrow * 1.5, "{narrow} {wide}");
    }
}
