//! SVG to PDF with `svg2pdf`: vector shapes, text embedded (selectable and
//! searchable) from the bundled fonts only ([`super::fonts`]), one page per
//! SVG, and no date or other varying field, so the same SVGs give the same
//! bytes. A page's size is the SVG's in [`Unit`]s: a deck's slides are in
//! pixels (1280×720 is a 13.33 × 7.5 inch page, a presentation's 16:9), a
//! worksheet is drawn in points (595.28 × 841.89 is A4).

use std::collections::HashMap;

use pdf_writer::{Content, Finish as _, Name, Pdf, Rect, Ref, TextStr};
use svg2pdf::usvg;

use super::fonts;

/// What one SVG user unit is on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A point, 1/72 inch (printed sheets).
    Point,
    /// A CSS pixel, 1/96 inch (pictures drawn for a screen).
    Pixel,
}

impl Unit {
    /// Points (1/72 inch) per user unit.
    fn points(self) -> f32 {
        match self {
            Self::Point => 1.0,
            Self::Pixel => 72.0 / 96.0,
        }
    }
}

/// Why a PDF cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// An SVG does not parse.
    #[error("{}", crate::tr!("errs-pdf-svg", error = .0.to_string()))]
    Svg(#[from] usvg::Error),
    /// `svg2pdf` cannot convert an SVG.
    #[error("{}", crate::tr!("errs-pdf-convert", error = .0))]
    Convert(String),
    /// No page was given.
    #[error("{}", crate::tr!("errs-pdf-no-pages"))]
    NoPages,
}

/// `svg` as a one-page PDF, the page as large as the SVG with one user unit
/// a point.
///
/// # Errors
/// [`PdfError`] if the SVG does not parse or convert.
pub fn svg_to_pdf(svg: &str) -> Result<Vec<u8>, PdfError> {
    let mut pages = Pages::new(Unit::Point);
    pages.add(svg)?;
    pages.finish()
}

/// A PDF made one page at a time: each SVG a page as large as the SVG, in
/// the order added.
pub struct Pages {
    unit: Unit,
    pdf: Pdf,
    /// The next free object number.
    next: Ref,
    catalog: Ref,
    page_tree: Ref,
    kids: Vec<Ref>,
    options: usvg::Options<'static>,
}

impl Pages {
    /// A PDF with no pages yet, whose SVGs are drawn in `unit`s.
    #[must_use]
    pub fn new(unit: Unit) -> Self {
        let mut next = Ref::new(1);
        let catalog = next.bump();
        let page_tree = next.bump();
        Self {
            unit,
            pdf: Pdf::new(),
            next,
            catalog,
            page_tree,
            kids: Vec::new(),
            options: usvg::Options {
                fontdb: fonts::database(),
                font_family: fonts::FAMILY.to_owned(),
                ..usvg::Options::default()
            },
        }
    }

    /// Adds `svg` as the next page.
    ///
    /// # Errors
    /// [`PdfError`] if the SVG does not parse or convert.
    pub fn add(&mut self, svg: &str) -> Result<(), PdfError> {
        let tree = usvg::Tree::from_str(svg, &self.options)?;
        let (chunk, form) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|error| PdfError::Convert(error.to_string()))?;
        // The chunk's objects numbered after those already written, in the
        // order the chunk holds them.
        let next = &mut self.next;
        let mut renumbered = HashMap::new();
        let chunk = chunk.renumber(|old| *renumbered.entry(old).or_insert_with(|| next.bump()));
        let form = renumbered
            .get(&form)
            .copied()
            .ok_or_else(|| PdfError::Convert(String::from("the picture's object is missing")))?;
        let (page, content) = (self.next.bump(), self.next.bump());
        let (width, height) = (
            tree.size().width() * self.unit.points(),
            tree.size().height() * self.unit.points(),
        );
        let name = Name(b"S1");
        let mut writer = self.pdf.page(page);
        writer.media_box(Rect::new(0.0, 0.0, width, height));
        writer.parent(self.page_tree);
        writer.contents(content);
        writer.resources().x_objects().pair(name, form);
        writer.finish();
        // The form is one point square: scaled to the page.
        let mut stream = Content::new();
        stream
            .transform([width, 0.0, 0.0, height, 0.0, 0.0])
            .x_object(name);
        self.pdf.stream(content, &stream.finish());
        self.pdf.extend(&chunk);
        self.kids.push(page);
        Ok(())
    }

    /// The PDF's bytes.
    ///
    /// # Errors
    /// [`PdfError::NoPages`] if no page was added.
    pub fn finish(self) -> Result<Vec<u8>, PdfError> {
        let Self {
            mut pdf,
            mut next,
            catalog,
            page_tree,
            kids,
            ..
        } = self;
        if kids.is_empty() {
            return Err(PdfError::NoPages);
        }
        pdf.catalog(catalog).pages(page_tree);
        let count = i32::try_from(kids.len()).unwrap_or(i32::MAX);
        pdf.pages(page_tree).kids(kids).count(count);
        pdf.document_info(next.bump()).producer(TextStr("gametree"));
        Ok(pdf.finish())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_a4_svg_in_points_is_an_a4_page_with_its_text() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="595.28" height="841.89"><text x="50" y="50" font-size="12">seed 7</text></svg>"#;
        let pdf = svg_to_pdf(svg).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("/MediaBox [0 0 595.28 841.89]"), "{text}");
        assert!(svg_to_pdf("<svg").is_err());
    }

    #[test]
    fn a_picture_in_pixels_is_three_quarters_as_many_points() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"/>"#;
        let mut pages = Pages::new(Unit::Pixel);
        assert!(pages.kids.is_empty());
        pages.add(svg).unwrap();
        pages.add(svg).unwrap();
        assert_eq!(pages.kids.len(), 2);
        let text = String::from_utf8_lossy(&pages.finish().unwrap()).into_owned();
        assert_eq!(text.matches("/MediaBox [0 0 960 540]").count(), 2, "{text}");
        assert!(matches!(
            Pages::new(Unit::Pixel).finish(),
            Err(PdfError::NoPages)
        ));
    }
}
