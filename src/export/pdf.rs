//! An SVG as a one-page PDF with `svg2pdf`: vector shapes, text kept as text
//! (searchable, `pdftotext` reads it) in the bundled fonts only
//! ([`super::fonts`]), the page the SVG's size at one user unit a point.

use resvg::usvg;

use super::fonts;

/// Why an SVG could not be made a PDF (a bug: every SVG here is written by
/// this program).
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// The SVG does not parse.
    #[error("cannot read the SVG: {0}")]
    Svg(String),
    /// `svg2pdf` refused the picture.
    #[error("cannot make the PDF: {0}")]
    Convert(String),
}

/// `svg` as the bytes of a one-page PDF whose page is the SVG's width and
/// height in points (595.28 × 841.89 is A4).
///
/// # Errors
/// [`PdfError::Svg`] if the SVG does not parse, [`PdfError::Convert`] if
/// the conversion fails.
pub fn svg_to_pdf(svg: &str) -> Result<Vec<u8>, PdfError> {
    let options = usvg::Options {
        fontdb: fonts::database(),
        font_family: fonts::FAMILY.to_owned(),
        ..usvg::Options::default()
    };
    let tree =
        usvg::Tree::from_str(svg, &options).map_err(|error| PdfError::Svg(error.to_string()))?;
    svg2pdf::to_pdf(
        &tree,
        svg2pdf::ConversionOptions::default(),
        svg2pdf::PageOptions::default(),
    )
    .map_err(|error| PdfError::Convert(error.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_a4_svg_is_an_a4_page_with_its_text() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" width="595.28" height="841.89"><text x="50" y="50" font-size="12">seed 7</text></svg>"#;
        let pdf = svg_to_pdf(svg).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("/MediaBox [0 0 595.28 841.89]"), "{text}");
        assert!(svg_to_pdf("<svg").is_err());
    }
}
