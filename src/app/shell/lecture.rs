//! Lecture mode, for a projector at the back of a hall: text styles scaled
//! up (except on the lecturer's controls, which keep their size so the tree
//! keeps the room), a high-contrast theme (pure black on white or white on black, thick
//! widget outlines) and the Okabe–Ito colour-blind-safe palette, in which no
//! two states are told apart by red against green.
//!
//! The tree takes its lecture palette from the scene's [`OkabeIto`]
//! colours; the panels take their highlight from [`highlight`].

use egui::style::HandleShape;
use egui::{Color32, FontFamily, FontId, Stroke, TextStyle, Visuals};

use super::settings::Teaching;
use crate::app::tree_view::paint::color;
use crate::scene::palette::OkabeIto;

/// How much larger every text style is in lecture mode.
pub const TEXT_SCALE: f32 = 1.4;

/// The base text sizes, chosen to read from the middle of a classroom.
const TEXT_SIZES: [(TextStyle, f32); 5] = [
    (TextStyle::Heading, 22.0),
    (TextStyle::Body, 16.0),
    (TextStyle::Button, 16.0),
    (TextStyle::Monospace, 15.0),
    (TextStyle::Small, 13.0),
];

/// Sets the text sizes (scaled by [`TEXT_SCALE`] in lecture mode) and the
/// visuals of both themes: egui's own, or their high-contrast variants in
/// lecture mode or with the high-contrast setting.
pub fn apply_style(ctx: &egui::Context, teaching: Teaching) {
    let lecture = teaching.lecture;
    let contrast = lecture || teaching.high_contrast;
    let scale = if lecture { TEXT_SCALE } else { 1.0 };
    ctx.all_styles_mut(|style| {
        set_sizes(style, scale);
        // No spring past a scroll area's edge: mouse wheels stop hard at
        // the edge anyway, and a spring left wound by a log that grows
        // every frame kept the window repainting for seconds after play
        // stopped (seen with GAMETREE_FRAME_LOG's repaint causes).
        style.spacing.scroll.kinetic.rubber_band = false;
        let dark = style.visuals.dark_mode;
        style.visuals = if dark {
            Visuals::dark()
        } else {
            Visuals::light()
        };
        if contrast {
            high_contrast(&mut style.visuals);
        }
    });
}

/// The text sizes and the control sizes that go with them, times `scale`.
fn set_sizes(style: &mut egui::Style, scale: f32) {
    for (text_style, size) in TEXT_SIZES {
        let family = if text_style == TextStyle::Monospace {
            FontFamily::Monospace
        } else {
            FontFamily::Proportional
        };
        style
            .text_styles
            .insert(text_style, FontId::new(size * scale, family));
    }
    style.spacing.button_padding = egui::vec2(8.0, 4.0) * scale;
    style.spacing.interact_size.y = 20.0 * scale;
}

/// Gives `ui` (the top bar, the toolbar) the normal sizes in lecture mode,
/// and keeps them (text, padding, spacing, slider and check box widths) at
/// their size on screen when the presenter zooms the window in (Ctrl +):
/// these are the lecturer's controls, not read from the back of the hall,
/// and at that size the toolbar stays one row, so the tree keeps the room.
pub fn controls_style(ui: &mut egui::Ui, lecture: bool) {
    let zoom = ui.ctx().zoom_factor();
    if lecture || (zoom - 1.0).abs() > f32::EPSILON {
        let unzoom = 1.0 / zoom.max(0.1);
        set_sizes(ui.style_mut(), unzoom);
        let spacing = ui.spacing_mut();
        spacing.item_spacing *= unzoom;
        spacing.interact_size.x *= unzoom;
        spacing.slider_width *= unzoom;
        spacing.icon_width *= unzoom;
        spacing.icon_width_inner *= unzoom;
        spacing.icon_spacing *= unzoom;
    }
}

/// How wide a slider's handle is, as a share of its height: a bar.
const HANDLE_ASPECT: f32 = 0.5;

/// Gives the sliders drawn with `visuals`, `height` points tall, handles
/// that read as handles: a solid bar in the text's colour (resting,
/// hovered and dragged; its outline, drawn inside it, as wide as half of
/// it) on egui's pale rail, filled up to the handle in the selection's
/// colour. egui's handle, a rounded box of the rail's pale fill in a dark
/// outline, read as the digit 0 beside the speed's figures on a
/// projector. For a slider's own scope: the outline is the one a check
/// box's mark takes too.
pub fn slider_handles(visuals: &mut Visuals, height: f32) {
    let solid = visuals.strong_text_color();
    visuals.handle_shape = HandleShape::Rect {
        aspect_ratio: HANDLE_ASPECT,
    };
    visuals.slider_trailing_fill = true;
    // egui's handle is `height / 2.5` from its middle to its end.
    let half_width = height / 2.5 * HANDLE_ASPECT;
    for widget in [
        &mut visuals.widgets.inactive,
        &mut visuals.widgets.hovered,
        &mut visuals.widgets.active,
    ] {
        widget.fg_stroke = Stroke::new(half_width, solid);
    }
}

/// Pure black on white (or white on black), thick outlines, an Okabe–Ito
/// selection colour the text reads on at 4.5:1 (pressed toggles, selected
/// rows), and a focus ring of its own colour, thicker than any outline,
/// at 3:1 against the panel, the control and the outline it replaces.
/// Collapsing headers are framed, so that one shows its focus too.
fn high_contrast(visuals: &mut Visuals) {
    let (text, background, panel) = if visuals.dark_mode {
        (Color32::WHITE, Color32::BLACK, Color32::from_gray(16))
    } else {
        (Color32::BLACK, Color32::WHITE, Color32::from_gray(246))
    };
    // Black on Okabe–Ito blue was 4.05:1; black on its sky blue is 9.1:1,
    // white on its blue 5.1:1.
    let (selection, focus) = if visuals.dark_mode {
        (OkabeIto::BLUE, OkabeIto::VERMILLION)
    } else {
        (OkabeIto::SKY_BLUE, OkabeIto::BLUE)
    };
    visuals.override_text_color = Some(text);
    visuals.extreme_bg_color = background;
    visuals.panel_fill = panel;
    visuals.window_fill = panel;
    visuals.window_stroke = Stroke::new(2.0, text);
    visuals.selection.bg_fill = color(selection);
    visuals.selection.stroke = Stroke::new(2.0, text);
    visuals.collapsing_header_frame = true;
    visuals.hyperlink_color = color(OkabeIto::BLUE);
    for widget in [
        &mut visuals.widgets.noninteractive,
        &mut visuals.widgets.inactive,
        &mut visuals.widgets.hovered,
        &mut visuals.widgets.active,
        &mut visuals.widgets.open,
    ] {
        widget.fg_stroke = Stroke::new(2.0, text);
        widget.bg_stroke.width = widget.bg_stroke.width.max(1.5);
    }
    visuals.widgets.noninteractive.bg_stroke = Stroke::new(1.5, text.gamma_multiply(0.6));
    visuals.widgets.inactive.bg_stroke = Stroke::new(1.5, text);
    // egui draws a focused (or pressed) control with the active visuals:
    // the ring marks it, on the control's own fill.
    let active = &mut visuals.widgets.active;
    active.bg_stroke = Stroke::new(3.0, color(focus));
    active.weak_bg_fill = visuals.widgets.inactive.weak_bg_fill;
    active.bg_fill = visuals.widgets.inactive.bg_fill;
}

/// The fill and text colour of the highlighted line or sentence.
#[must_use]
pub fn highlight(visuals: &Visuals, lecture: bool) -> (Color32, Color32) {
    match (lecture, visuals.dark_mode) {
        (true, _) => (color(OkabeIto::YELLOW), Color32::BLACK),
        (false, false) => (Color32::from_rgb(255, 236, 153), Color32::BLACK),
        (false, true) => (Color32::from_rgb(110, 90, 10), Color32::WHITE),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Rgba;

    fn rgba(colour: Color32) -> Rgba {
        Rgba::rgb(colour.r(), colour.g(), colour.b())
    }

    /// Issue 39: in light high contrast pressed toggles and the selected
    /// log row were black on #0072b2 (4.05:1), and in dark high contrast a
    /// focused button (#282828) barely differed from the rest (#323232).
    /// The text on a pressed toggle or a selected row reaches 4.5:1; the
    /// focus ring reaches 3:1 against the panel, the control's fill and the
    /// outline an unfocused control has, and is thicker than it.
    #[test]
    fn pressed_toggles_selected_rows_and_focus_rings_read_in_high_contrast() {
        for dark in [false, true] {
            let mut visuals = if dark {
                Visuals::dark()
            } else {
                Visuals::light()
            };
            high_contrast(&mut visuals);
            let text = rgba(visuals.override_text_color.unwrap_or(Color32::RED));
            let selected = rgba(visuals.selection.bg_fill);
            let ratio = text.contrast(selected);
            assert!(
                ratio >= 4.5,
                "text on a selection (dark {dark}): {ratio:.2}"
            );
            let ring = visuals.widgets.active.bg_stroke;
            let unfocused = visuals.widgets.inactive;
            for (neighbour, what) in [
                (visuals.panel_fill, "the panel"),
                (visuals.widgets.active.weak_bg_fill, "the focused control"),
                (unfocused.bg_stroke.color, "an unfocused outline"),
            ] {
                let ratio = rgba(ring.color).contrast(rgba(neighbour));
                assert!(ratio >= 3.0, "ring on {what} (dark {dark}): {ratio:.2}");
            }
            assert!(ring.width > unfocused.bg_stroke.width);
            assert!(visuals.collapsing_header_frame, "a header shows its focus");
        }
    }

    /// A slider's handle was a pale rounded box in a dark outline, read as
    /// the digit 0 from the back of a hall: its outline, drawn inside it,
    /// covers it (half its width), in the text's colour, at 3:1 at least
    /// against the panel, the rail and the rail's filled part (lecture
    /// mode, high contrast and egui's own themes).
    #[test]
    fn slider_handles_are_solid_against_panel_and_rail() {
        let height = 20.0;
        for (dark, contrast) in [(false, false), (true, false), (false, true), (true, true)] {
            let mut visuals = if dark {
                Visuals::dark()
            } else {
                Visuals::light()
            };
            if contrast {
                high_contrast(&mut visuals);
            }
            slider_handles(&mut visuals, height);
            let HandleShape::Rect { aspect_ratio } = visuals.handle_shape else {
                panic!("the handle is a bar");
            };
            let half_width = height / 2.5 * aspect_ratio;
            assert!(aspect_ratio < 1.0 && visuals.slider_trailing_fill);
            let rail = visuals.widgets.inactive.bg_fill;
            for widget in [
                visuals.widgets.inactive,
                visuals.widgets.hovered,
                visuals.widgets.active,
            ] {
                let stroke = widget.fg_stroke;
                assert!(
                    stroke.width >= half_width - 1e-3,
                    "the outline covers the handle"
                );
                let handle = rgba(stroke.color);
                for (neighbour, what) in [
                    (visuals.panel_fill, "the panel"),
                    (rail, "the rail"),
                    (visuals.selection.bg_fill, "the filled rail"),
                ] {
                    let ratio = handle.contrast(rgba(neighbour));
                    assert!(
                        ratio >= 3.0,
                        "handle on {what} (dark {dark}, contrast {contrast}): {ratio:.2}"
                    );
                }
            }
        }
    }
}
