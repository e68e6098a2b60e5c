//! The fonts the exports (SVG, PNG, PDF, decks) draw text with: the
//! window's own font (egui's bundled Ubuntu Light, from
//! `epaint_default_fonts`, whose licence is in that crate), the Greek
//! letters from [`GREEK`] as the window draws them, and Hack as a fallback
//! for symbols, loaded from bytes built into the program. No system font is
//! ever consulted, so a PNG is the same on every machine. [`text_width`]
//! measures a line as these fonts draw it.

use std::sync::{Arc, OnceLock};

use resvg::usvg::fontdb;

/// The family every text is drawn in.
pub const FAMILY: &str = "Ubuntu";

/// `DejaVu Sans` cut down to the Greek letters
/// (`assets/fonts/LICENSE-DejaVu.txt`): the window and every export draw
/// Greek with it, so that α reads as alpha from the back of a room
/// (Ubuntu's single-storey ɑ reads as "a").
pub const GREEK: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Greek.ttf");

/// The family name [`GREEK`] goes by.
pub const GREEK_FAMILY: &str = "DejaVu Sans";

/// Whether `c` is a Greek letter, drawn from [`GREEK`] (which holds them
/// and nothing else).
#[must_use]
pub fn is_greek(c: char) -> bool {
    matches!(c, '\u{391}'..='\u{3a9}' | '\u{3b1}'..='\u{3c9}')
}

/// The font database with the bundled fonts only, built once.
#[must_use]
pub fn database() -> Arc<fontdb::Database> {
    static DATABASE: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    DATABASE
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            db.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
            db.load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
            db.load_font_data(GREEK.to_vec());
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
        // The Greek letters first: the face holds nothing else.
        [
            GREEK,
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
        assert_eq!(db.len(), 3, "{families:?}");
        assert!(families.iter().any(|f| f == FAMILY), "{families:?}");
        assert!(families.iter().any(|f| f == GREEK_FAMILY), "{families:?}");
    }

    #[test]
    fn the_greek_face_holds_every_greek_letter_and_only_those() {
        let greek = ttf_parser::Face::parse(GREEK, 0).expect("the Greek font parses");
        for c in "αβγΩ".chars() {
            assert!(is_greek(c) && greek.glyph_index(c).is_some(), "{c:?}");
        }
        for c in "aA0-∞ɑ".chars() {
            assert!(!is_greek(c) && greek.glyph_index(c).is_none(), "{c:?}");
        }
    }

    #[test]
    fn the_symbols_on_the_tree_have_glyphs() {
        for c in "0123456789−+∞[], ≤≥#αβ-cutoff←".chars() {
            let found = faces().iter().any(|face| face.glyph_index(c).is_some());
            assert!(found, "{c:?}");
        }
    }

    /// Every letter of every catalog the exports write from (German's ä ö
    /// ü ß „ “ among them) is in the exports' bundled fonts: a language
    /// never depends on the system's fonts. The window's own catalogs
    /// (`window.ftl`, `panels.ftl`, with its icons) are checked against the
    /// window's fonts, in `app::shell::fonts`.
    #[test]
    fn every_letter_of_every_catalog_has_a_glyph() {
        for c in "äöüÄÖÜß„“–…".chars() {
            assert!(
                faces().iter().any(|face| face.glyph_index(c).is_some()),
                "{c:?}"
            );
        }
        for (code, files) in crate::i18n::CATALOGS {
            for (file, text) in files
                .iter()
                .filter(|(file, _)| !["window.ftl", "panels.ftl"].contains(file))
            {
                for c in text.chars().filter(|c| !c.is_control()) {
                    let found = faces().iter().any(|face| face.glyph_index(c).is_some());
                    assert!(found, "{code}/{file}: {c:?} (U+{:04X})", u32::from(c));
                }
            }
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
