//! An SVG rastered to PNG with `resvg` and `tiny-skia`: on the CPU, with the
//! bundled fonts only (`super::fonts`), so the same SVG gives the same
//! bytes on every machine.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::{ExportError, fonts};

/// `svg` as PNG bytes, scaled to fit `width` × `height` pixels with its
/// aspect ratio kept (a picture made at that size fills it exactly).
///
/// # Errors
/// [`ExportError::Internal`] if the SVG does not parse or the picture
/// cannot be made (a bug: every SVG here is written by [`super::svg`]).
pub fn render(svg: &str, width: u32, height: u32) -> Result<Vec<u8>, ExportError> {
    let pixmap = raster(svg, width, height)?;
    pixmap
        .encode_png()
        .map_err(|error| ExportError::Internal(format!("cannot encode the PNG: {error}")))
}

/// `svg` as pixels, scaled to fit `width` × `height` with its aspect ratio kept.
///
/// # Errors
/// As [`render`].
pub fn raster(svg: &str, width: u32, height: u32) -> Result<Pixmap, ExportError> {
    let options = usvg::Options {
        fontdb: fonts::database(),
        font_family: fonts::FAMILY.to_owned(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options)
        .map_err(|error| ExportError::Internal(format!("cannot read the SVG: {error}")))?;
    let size = tree.size();
    let scale = (width as f32 / size.width()).min(height as f32 / size.height());
    if !scale.is_finite() || scale <= 0.0 {
        return Err(ExportError::Internal(String::from(
            "the picture has no size",
        )));
    }
    let w = (size.width() * scale).round().max(1.0) as u32;
    let h = (size.height() * scale).round().max(1.0) as u32;
    let mut pixmap = Pixmap::new(w, h)
        .ok_or_else(|| ExportError::Internal(format!("cannot make a {w}x{h} picture")))?;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}
