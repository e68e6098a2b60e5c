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
    reason = "one switch per legend, each shown or not"
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
fn knuth_meaning(kind: KnuthType) -> &'static str {
    match kind {
        KnuthType::Pv => "exact value, inside the window",
        KnuthType::Cut => {
            "one move refuted it: it failed high for the side to move (at a MIN node, an upper bound in MAX's view)"
        }
        KnuthType::All => {
            "every move searched, none good enough: it failed low for the side to move (at a MIN node, a lower bound in MAX's view)"
        }
    }
}

/// Draws the legends asked for in one wrapped row above the tree, where
/// they never cover a node; the full meanings are in their tooltips.
pub(super) fn legends_ui(ui: &mut Ui, palette: &Palette, legends: Legends) {
    if legends.knuth {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("Knuth types:").strong())
                .on_hover_text("Knuth and Moore's node types, judged once a node is finished");
            for kind in [KnuthType::Pv, KnuthType::Cut, KnuthType::All] {
                knuth_swatch(ui, palette, kind);
                ui.label(format!("{} {}", kind.name(), knuth_short(kind)))
                    .on_hover_text(knuth_meaning(kind));
            }
        });
    }
    if legends.diff {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("Comparison:").strong());
            halo_swatch(ui, color(palette.only_here), false);
            ui.label("only this search");
            halo_swatch(ui, color(palette.only_other), true);
            ui.label("only the other search");
        });
    }
    if legends.chance {
        ui.horizontal_wrapped(|ui| {
            let side = ui.text_style_height(&egui::TextStyle::Body);
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), side * 0.4, color(palette.chance));
            ui.label("chance: the probability-weighted average of its outcomes")
                .on_hover_text(
                    "A chance node (a circle, as in the textbooks) is not a player: it averages its outcomes' values, each weighted by its probability. Expectimax searches every outcome; Star1 stops once the average, with the outcomes left at the leaves' bounds, can no longer matter.",
                );
        });
    }
    if legends.quiescence {
        ui.horizontal_wrapped(|ui| {
            halo_swatch(ui, color(palette.weak_text), true);
            ui.label("quiescence: past the depth limit, captures and promotions only")
                .on_hover_text(
                    "A node with no depth left whose side to move can capture, promote or is in check, and its children: it stands pat on its static value and searches only those moves (every move in check).",
                );
        });
    }
}

/// A Knuth type in two or three words.
fn knuth_short(kind: KnuthType) -> &'static str {
    match kind {
        KnuthType::Pv => "exact",
        KnuthType::Cut => "fail high (side to move)",
        KnuthType::All => "fail low (side to move)",
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
