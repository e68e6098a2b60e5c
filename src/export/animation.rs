//! The slides of a deck as one animation: an animated GIF or an animated
//! PNG (APNG), a frame per chosen step ([`super::steps`]), each frame the
//! slide of [`super::slides`] (so the tree stands still from frame to
//! frame and the caption is under it), shown for the same time.
//!
//! The GIF's frames keep to GIF's 256 colours a frame: each frame's
//! palette is its 256 most frequent colours (a slide is a few flat colours
//! and their anti-aliased edges), every other colour drawn as the nearest
//! of them; after the first, a frame holds only the rectangle that changed.
//! The APNG keeps every colour. Both loop forever, and the same input gives
//! the same bytes.

use std::collections::HashMap;
use std::path::Path;

use resvg::tiny_skia::Pixmap;

use super::slides::{self, Deck};
use super::steps::Chosen;
use super::{ExportError, png, write_file};
use crate::input::AnyGame;
use crate::session::Session;

/// The animations to write and how long each frame shows.
#[derive(Clone, Copy, Debug)]
pub struct Animation<'a> {
    /// Where the GIF goes, if one is asked for.
    pub gif: Option<&'a Path>,
    /// Where the APNG goes, if one is asked for.
    pub apng: Option<&'a Path>,
    /// How long each frame shows, in milliseconds (a GIF counts in
    /// hundredths of a second: rounded to the nearest, at least one).
    pub frame_ms: u16,
}

/// The most colours a GIF frame has.
const GIF_COLOURS: usize = 256;

/// Writes the animations `animation` asks for of `deck`'s slides (each
/// rastered once for both); returns the steps chosen, a frame each. The
/// session's cursor is where it was afterwards.
///
/// # Errors
/// As [`slides::for_each_slide`]; [`ExportError::Internal`] if a frame
/// cannot be encoded (a bug); [`ExportError::Write`] if a file cannot be
/// written.
pub fn write(
    session: &mut Session<AnyGame>,
    deck: &Deck,
    animation: &Animation<'_>,
) -> Result<Chosen, ExportError> {
    let (width, height) = (deck.size.width, deck.size.height);
    // The APNG says how many frames it has before the first: the steps
    // are chosen once more by the deck below, the same way.
    let frames = deck.steps.choose(session)?.steps.len();
    let mut gif = animation
        .gif
        .map(|_| GifWriter::new(width, height, animation.frame_ms))
        .transpose()?;
    let mut apng_bytes = Vec::new();
    let mut apng = animation
        .apng
        .map(|_| ApngWriter::new(&mut apng_bytes, (width, height), frames, animation.frame_ms))
        .transpose()?;
    let mut previous: Option<Vec<u8>> = None;
    let chosen = slides::for_each_slide(session, deck, |_, _, svg| {
        let pixmap = png::raster(svg, width, height)?;
        if (pixmap.width(), pixmap.height()) != (width, height) {
            return Err(ExportError::Internal(format!(
                "a {width}x{height} slide was drawn {}x{}",
                pixmap.width(),
                pixmap.height()
            )));
        }
        let rgb = opaque_rgb(&pixmap);
        let (w, h) = (width as usize, height as usize);
        // After the first, a frame holds only what changed (a pixel if
        // nothing did): the frames before it stay under it.
        let part = match &previous {
            None => Rectangle::whole(w, h),
            Some(previous) => Rectangle::changed(previous, &rgb, w, h).unwrap_or(Rectangle::PIXEL),
        };
        let pixels = part.crop(&rgb, w);
        if let Some(gif) = &mut gif {
            gif.frame(part, &pixels)?;
        }
        if let Some(apng) = &mut apng {
            apng.frame(part, &pixels)?;
        }
        previous = Some(rgb);
        Ok(())
    })?;
    if let (Some(path), Some(gif)) = (animation.gif, gif) {
        write_file(path, &gif.finish()?)?;
    }
    apng.map(ApngWriter::finish).transpose()?;
    if let Some(path) = animation.apng {
        write_file(path, &apng_bytes)?;
    }
    Ok(chosen)
}

/// A slide's pixels as RGB (a slide is opaque: its background fills it).
fn opaque_rgb(pixmap: &Pixmap) -> Vec<u8> {
    pixmap
        .pixels()
        .iter()
        .flat_map(|pixel| {
            let colour = pixel.demultiply();
            [colour.red(), colour.green(), colour.blue()]
        })
        .collect()
}

/// An internal error naming what could not be encoded.
fn encoding(what: &str, error: impl std::fmt::Display) -> ExportError {
    ExportError::Internal(format!("cannot encode the {what}: {error}"))
}

/// A rectangle of a frame, in pixels: the part a frame after the first
/// holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Rectangle {
    left: usize,
    top: usize,
    width: usize,
    height: usize,
}

impl Rectangle {
    /// The top-left pixel.
    const PIXEL: Self = Self {
        left: 0,
        top: 0,
        width: 1,
        height: 1,
    };

    /// The whole of a `width` × `height` frame.
    fn whole(width: usize, height: usize) -> Self {
        Self {
            left: 0,
            top: 0,
            width,
            height,
        }
    }

    /// The smallest rectangle holding every pixel where `before` and
    /// `after` (RGB, `width` × `height`) differ; `None` if none does.
    fn changed(before: &[u8], after: &[u8], width: usize, height: usize) -> Option<Self> {
        let mut found: Option<(usize, usize, usize, usize)> = None;
        for y in 0..height {
            let row = y * width * 3..(y + 1) * width * 3;
            let (Some(old), Some(new)) = (before.get(row.clone()), after.get(row)) else {
                break;
            };
            if old == new {
                continue;
            }
            let differs = |x: &usize| old.get(x * 3..x * 3 + 3) != new.get(x * 3..x * 3 + 3);
            let first = (0..width).find(differs).unwrap_or(0);
            let last = (0..width).rev().find(differs).unwrap_or(0);
            found = Some(match found {
                None => (first, y, last, y),
                Some((left, top, right, _)) => (left.min(first), top, right.max(last), y),
            });
        }
        found.map(|(left, top, right, bottom)| Self {
            left,
            top,
            width: right - left + 1,
            height: bottom - top + 1,
        })
    }

    /// The rectangle's pixels of `rgb`, a frame `width` pixels wide.
    fn crop(self, rgb: &[u8], width: usize) -> Vec<u8> {
        let mut part = Vec::with_capacity(self.width * self.height * 3);
        for y in self.top..self.top + self.height {
            let start = (y * width + self.left) * 3;
            part.extend_from_slice(rgb.get(start..start + self.width * 3).unwrap_or_default());
        }
        part
    }
}

/// A GIF being written into memory, frame by frame.
struct GifWriter {
    encoder: gif::Encoder<Vec<u8>>,
    /// Each frame's delay in hundredths of a second.
    delay: u16,
}

/// `value` as a GIF's 16-bit side or place.
fn gif_side(value: usize) -> Result<u16, ExportError> {
    u16::try_from(value).map_err(|_| encoding("GIF", "a side is over 65535 pixels"))
}

impl GifWriter {
    fn new(width: u32, height: u32, frame_ms: u16) -> Result<Self, ExportError> {
        let mut encoder = gif::Encoder::new(
            Vec::new(),
            gif_side(width as usize)?,
            gif_side(height as usize)?,
            &[],
        )
        .map_err(|error| encoding("GIF", error))?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(|error| encoding("GIF", error))?;
        Ok(Self {
            encoder,
            delay: frame_ms.div_ceil(10).max(1),
        })
    }

    /// Adds a frame: `rgb`, the pixels of `part`, in a palette of its own.
    fn frame(&mut self, part: Rectangle, rgb: &[u8]) -> Result<(), ExportError> {
        let (palette, indices) = quantise(rgb);
        let frame = gif::Frame {
            delay: self.delay,
            dispose: gif::DisposalMethod::Keep,
            left: gif_side(part.left)?,
            top: gif_side(part.top)?,
            width: gif_side(part.width)?,
            height: gif_side(part.height)?,
            palette: Some(palette),
            buffer: indices.into(),
            ..gif::Frame::default()
        };
        self.encoder
            .write_frame(&frame)
            .map_err(|error| encoding("GIF", error))
    }

    fn finish(self) -> Result<Vec<u8>, ExportError> {
        self.encoder
            .into_inner()
            .map_err(|error| encoding("GIF", error))
    }
}

/// `rgb` pixels in at most [`GIF_COLOURS`] colours: the palette (its
/// most frequent colours, the most frequent first, ties by colour) and
/// each pixel's index, the nearest colour of the palette.
fn quantise(rgb: &[u8]) -> (Vec<u8>, Vec<u8>) {
    let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
    for pixel in rgb.chunks_exact(3) {
        *counts.entry([pixel[0], pixel[1], pixel[2]]).or_default() += 1;
    }
    let mut colours: Vec<([u8; 3], usize)> = counts.into_iter().collect();
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette: Vec<[u8; 3]> = colours
        .iter()
        .take(GIF_COLOURS)
        .map(|&(colour, _)| colour)
        .collect();
    let mut nearest: HashMap<[u8; 3], u8> = HashMap::new();
    let indices = rgb
        .chunks_exact(3)
        .map(|pixel| {
            let colour = [pixel[0], pixel[1], pixel[2]];
            *nearest
                .entry(colour)
                .or_insert_with(|| nearest_index(&palette, colour))
        })
        .collect();
    (palette.concat(), indices)
}

/// The index of the colour of `palette` (at most 256) nearest `colour`.
fn nearest_index(palette: &[[u8; 3]], colour: [u8; 3]) -> u8 {
    let distance = |other: &[u8; 3]| -> u32 {
        other
            .iter()
            .zip(colour)
            .map(|(&a, b)| u32::from(a.abs_diff(b)).pow(2))
            .sum()
    };
    palette
        .iter()
        .enumerate()
        .min_by_key(|(_, other)| distance(other))
        .and_then(|(index, _)| u8::try_from(index).ok())
        .unwrap_or(0)
}

/// An APNG being written into memory, frame by frame.
struct ApngWriter<'a> {
    writer: ::png::Writer<&'a mut Vec<u8>>,
}

impl<'a> ApngWriter<'a> {
    /// An APNG of `frames` frames of `width` × `height` pixels, into `out`.
    fn new(
        out: &'a mut Vec<u8>,
        (width, height): (u32, u32),
        frames: usize,
        frame_ms: u16,
    ) -> Result<Self, ExportError> {
        let fail = |error: ::png::EncodingError| encoding("APNG", error);
        let mut encoder = ::png::Encoder::new(out, width, height);
        encoder.set_color(::png::ColorType::Rgb);
        encoder.set_depth(::png::BitDepth::Eight);
        let frames = u32::try_from(frames.max(1))
            .map_err(|_| encoding("APNG", "more frames than it can hold"))?;
        encoder.set_animated(frames, 0).map_err(fail)?;
        encoder.set_frame_delay(frame_ms, 1000).map_err(fail)?;
        let writer = encoder.write_header().map_err(fail)?;
        Ok(Self { writer })
    }

    /// Adds a frame: `rgb`, the pixels of `part`, drawn over the frames
    /// before it.
    fn frame(&mut self, part: Rectangle, rgb: &[u8]) -> Result<(), ExportError> {
        let fail = |error: ::png::EncodingError| encoding("APNG", error);
        let side = |value: usize| {
            u32::try_from(value).map_err(|_| encoding("APNG", "a side is too large"))
        };
        // Moved to the corner first: the new size fits there whatever it is.
        self.writer.reset_frame_position().map_err(fail)?;
        self.writer
            .set_frame_dimension(side(part.width)?, side(part.height)?)
            .map_err(fail)?;
        self.writer
            .set_frame_position(side(part.left)?, side(part.top)?)
            .map_err(fail)?;
        self.writer.write_image_data(rgb).map_err(fail)
    }

    /// Ends the file (every frame written).
    fn finish(self) -> Result<(), ExportError> {
        self.writer
            .finish()
            .map_err(|error| encoding("APNG", error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_rectangle_holds_every_changed_pixel_and_no_more() {
        let (width, height) = (4, 3);
        let before = vec![0u8; width * height * 3];
        let mut after = before.clone();
        assert_eq!(Rectangle::changed(&before, &after, width, height), None);
        // (1, 0) and (2, 2) change.
        after[3] = 9;
        after[(2 * width + 2) * 3 + 1] = 9;
        let part = Rectangle::changed(&before, &after, width, height).unwrap();
        assert_eq!(
            part,
            Rectangle {
                left: 1,
                top: 0,
                width: 2,
                height: 3
            }
        );
        let pixels = part.crop(&after, width);
        assert_eq!(pixels.len(), 2 * 3 * 3);
        assert_eq!(pixels[0], 9, "(1, 0) is the first pixel");
    }

    #[test]
    fn a_few_colours_are_kept_exactly_and_more_go_to_the_nearest() {
        let rgb = [10, 10, 10, 200, 0, 0, 10, 10, 10];
        let (palette, indices) = quantise(&rgb);
        assert_eq!(palette, [10, 10, 10, 200, 0, 0]);
        assert_eq!(indices, [0, 1, 0]);
        // 300 greys: the 256 most frequent are kept, the rest drawn as
        // the nearest kept.
        let mut many = Vec::new();
        for grey in 0..300u32 {
            let times = if grey < 256 { 2 } else { 1 };
            for _ in 0..times {
                let level = u8::try_from(grey * 255 / 299).unwrap();
                many.extend([level, level, grey.to_le_bytes()[0]]);
            }
        }
        let (palette, indices) = quantise(&many);
        assert_eq!(palette.len(), 256 * 3);
        assert_eq!(indices.len(), many.len() / 3);
    }
}
