//! The help window: what every symbol on the search tree means, and the
//! keyboard shortcuts (read from [`super::keys::SHORTCUTS`], so the list
//! never drifts from what the keys do). Its first line takes the keyboard
//! focus when it opens, so a screen reader says it opened; Esc closes it
//! and the focus goes back where it was ([`super::focus`]).

use egui::{Grid, RichText, ScrollArea, Ui};

use super::keys::{SHORTCUTS, TREE_KEYS_HELP, Text, written};
use crate::app::command::{Command, ViewCommand};

/// What each symbol of the tree view means, in drawing order.
const SYMBOLS: &[(Text, Text)] = &[
    (
        || crate::tr!("window-symbol-max"),
        || crate::tr!("window-symbol-max-means"),
    ),
    (
        || crate::tr!("window-symbol-min"),
        || crate::tr!("window-symbol-min-means"),
    ),
    (
        || crate::tr!("window-symbol-open"),
        || crate::tr!("window-symbol-open-means"),
    ),
    (
        || crate::tr!("window-symbol-leaf"),
        || crate::tr!("window-symbol-leaf-means"),
    ),
    (
        || crate::tr!("window-symbol-over"),
        || crate::tr!("window-symbol-over-means"),
    ),
    (
        || crate::tr!("window-symbol-mate"),
        || crate::tr!("window-symbol-mate-means"),
    ),
    (
        || crate::tr!("window-symbol-tt-hit"),
        || crate::tr!("window-symbol-tt-hit-means"),
    ),
    (
        || crate::tr!("window-symbol-pruned"),
        || crate::tr!("window-symbol-pruned-means"),
    ),
    (
        || crate::tr!("window-symbol-cut-bar"),
        || crate::tr!("window-symbol-cut-bar-means"),
    ),
    (
        || crate::tr!("window-symbol-cutoff-label"),
        || crate::tr!("window-symbol-cutoff-label-means"),
    ),
    (
        || crate::tr!("window-symbol-window"),
        || crate::tr!("window-symbol-window-means"),
    ),
    (
        || crate::tr!("window-symbol-bound"),
        || crate::tr!("window-symbol-bound-means"),
    ),
    (
        || crate::tr!("window-symbol-path"),
        || crate::tr!("window-symbol-path-means"),
    ),
    (
        || crate::tr!("window-symbol-pv"),
        || crate::tr!("window-symbol-pv-means"),
    ),
    (
        || crate::tr!("window-symbol-picked"),
        || crate::tr!("window-symbol-picked-means"),
    ),
    (
        || crate::tr!("window-symbol-focus"),
        || crate::tr!("window-symbol-focus-means"),
    ),
    (
        || crate::tr!("window-symbol-collapsed"),
        || crate::tr!("window-symbol-collapsed-means"),
    ),
    (
        || crate::tr!("window-symbol-band"),
        || crate::tr!("window-symbol-band-means"),
    ),
    (
        || crate::tr!("window-symbol-knuth"),
        || crate::tr!("window-symbol-knuth-means"),
    ),
    (
        || crate::tr!("window-symbol-diff"),
        || crate::tr!("window-symbol-diff-means"),
    ),
    (
        || crate::tr!("window-symbol-hidden"),
        || crate::tr!("window-symbol-hidden-means"),
    ),
];

/// Draws the help window while `open`; closing it pushes
/// [`ViewCommand::ToggleHelp`].
pub fn help_ui(ctx: &egui::Context, open: bool, commands: &mut Vec<Command>) {
    // Whether the first line was given the focus since the window opened:
    // it is, in the first frame that shows it (the window's first frame
    // only measures it, unseen, and a focus given then went to the window
    // for a screen reader, as the line had no node yet).
    let focus_given = egui::Id::unique("help first line focused");
    if !open {
        ctx.data_mut(|data| data.remove_temp::<bool>(focus_given));
        return;
    }
    let was_given = ctx.data(|data| data.get_temp::<bool>(focus_given).unwrap_or(false));
    let mut still_open = true;
    egui::Window::new(crate::tr!("window-help-title"))
        // The same window in every language.
        .id(egui::Id::unique("help_window"))
        .open(&mut still_open)
        .default_width(640.0)
        .default_height(520.0)
        .collapsible(false)
        // Moved by a drag anywhere: a title bar that takes the drag is an
        // unnamed Tab stop for a screen reader.
        .drag_area(egui::WindowDrag::Anywhere)
        .show(ctx, |ui| {
            // The first line, which a screen reader says when it opens.
            let opened_text = crate::tr!("window-help-opened");
            let opened = crate::app::access::spoken_text(
                ui,
                opened_text.as_str(),
                &opened_text,
                egui::accesskit::Live::Polite,
            );
            if !was_given && ui.is_visible() {
                opened.request_focus();
                ui.data_mut(|data| data.insert_temp(focus_given, true));
            }
            ScrollArea::vertical().show(ui, contents_ui);
        });
    if !still_open {
        commands.push(Command::View(ViewCommand::ToggleHelp));
    }
}

fn contents_ui(ui: &mut Ui) {
    ui.heading(crate::tr!("window-help-symbols"));
    ui.label(crate::tr!("window-help-symbols-intro"));
    ui.add_space(4.0);
    Grid::new("help_symbols")
        .num_columns(2)
        .striped(true)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for (symbol, meaning) in SYMBOLS {
                ui.label(RichText::new(symbol()).strong());
                ui.add(egui::Label::new(meaning()).wrap());
                ui.end_row();
            }
        });
    ui.add_space(10.0);
    ui.heading(crate::tr!("window-help-keys"));
    ui.label(crate::tr!("window-help-keys-intro"));
    ui.add_space(4.0);
    keys_ui(ui, "help_keys");
}

/// The keyboard shortcuts as a two-column grid: the Help window and the
/// top bar's Keys menu show the same one.
pub fn keys_ui(ui: &mut Ui, id: &str) {
    Grid::new(id)
        .num_columns(2)
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            for shortcut in SHORTCUTS {
                ui.label(RichText::new(written(shortcut.name)).monospace().strong());
                ui.label((shortcut.action)());
                ui.end_row();
            }
            for (keys, action) in TREE_KEYS_HELP {
                ui.label(RichText::new(keys()).monospace().strong());
                ui.label(action());
                ui.end_row();
            }
            ui.label(
                RichText::new(crate::tr!("window-key-zoom"))
                    .monospace()
                    .strong(),
            );
            ui.label(crate::tr!("window-key-does-zoom"));
            ui.end_row();
        });
}
