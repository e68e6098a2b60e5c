//! Legends in the tree view's corner, above the tree: the Knuth node types,
//! a comparison's diff marks, the chance nodes' circle and the quiescence
//! ring. They are ordinary labels, so screen readers and tests can read
//! them, with each swatch drawn as the mark it explains (a colour and a tag
//! letter, or a halo's line style).

use egui::{Color32, RichText, Sense, Stroke, Ui, Vec2};

use crate::tree::KnuthType;

use super::paint::{color, halo};
use crate::scene::Palette;

/// Which legends to draw.
#[derive(Clone, Copy, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent legends, each shown or not"
)]
pub(super) struct Legends {
    /// The Knuth node types.
    pub knuth: bool,
    /// The diff marks of a comparison.
    pub diff: bool,
    /// The quiescence nodes' dashed ring.
    pub quiescence: bool,
    /// The chance nodes' circle.
    pub chance: bool,
}

/// What each Knuth type means, for the legend's tooltips.
fn knuth_meaning(kind: KnuthType) -> String {
    match kind {
        KnuthType::Pv => crate::tr!("panels-legend-pv-meaning"),
        KnuthType::Cut => crate::tr!("panels-legend-cut-meaning"),
        KnuthType::All => crate::tr!("panels-legend-all-meaning"),
    }
}

/// Draws the legends asked for in one wrapped row above the tree, where
/// they never cover a node; the full meanings are in their tooltips.
pub(super) fn legends_ui(ui: &mut Ui, palette: &Palette, legends: Legends) {
    if legends.knuth {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(crate::tr!("panels-legend-knuth")).strong())
                .on_hover_text(crate::tr!("panels-legend-knuth-hint"));
            for kind in [KnuthType::Pv, KnuthType::Cut, KnuthType::All] {
                knuth_swatch(ui, palette, kind);
                ui.label(knuth_short(kind))
                    .on_hover_text(knuth_meaning(kind));
            }
        });
    }
    if legends.diff {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(crate::tr!("panels-legend-comparison")).strong());
            halo_swatch(ui, color(palette.only_here), false);
            ui.label(crate::tr!("panels-legend-only-here"));
            halo_swatch(ui, color(palette.only_other), true);
            ui.label(crate::tr!("panels-legend-only-other"));
        });
    }
    if legends.chance {
        ui.horizontal_wrapped(|ui| {
            let side = ui.text_style_height(&egui::TextStyle::Body);
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), side * 0.4, color(palette.chance));
            ui.label(crate::tr!("panels-legend-chance"))
                .on_hover_text(crate::tr!("panels-legend-chance-hint"));
        });
    }
    if legends.quiescence {
        ui.horizontal_wrapped(|ui| {
            halo_swatch(ui, color(palette.weak_text), true);
            ui.label(crate::tr!("panels-legend-quiescence"))
                .on_hover_text(crate::tr!("panels-legend-quiescence-hint"));
        });
    }
}

/// A Knuth type's tag and what it is in two or three words.
fn knuth_short(kind: KnuthType) -> String {
    match kind {
        KnuthType::Pv => crate::tr!("panels-legend-pv", tag = kind.name()),
        KnuthType::Cut => crate::tr!("panels-legend-cut", tag = kind.name()),
        KnuthType::All => crate::tr!("panels-legend-all", tag = kind.name()),
    }
}

/// A filled square in the type's colour carrying its tag's first letter.
fn knuth_swatch(ui: &mut Ui, palette: &Palette, kind: KnuthType) {
    let side = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let painter = ui.painter();
    painter.rect_filled(rect.shrink(1.0), 3.0, color(palette.knuth(kind)));
    let letter: String = kind.name().chars().take(1).collect();
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        letter,
        egui::FontId::proportional(side * 0.7),
        color(palette.knuth(kind).ink()),
    );
}

/// A ring: solid for "only here", dashed for "only in the other search".
fn halo_swatch(ui: &mut Ui, color: Color32, dashed: bool) {
    let side = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let radius = side * 0.4;
    for shape in halo(rect.center(), radius, Stroke::new(2.5, color), dashed) {
        ui.painter().add(shape);
    }
}
