//! The help window: what every symbol on the search tree means, and the
//! keyboard shortcuts (read from [`super::keys::SHORTCUTS`], so the list
//! never drifts from what the keys do). Its first line takes the keyboard
//! focus when it opens, so a screen reader says it opened; Esc closes it
//! and the focus goes back where it was ([`super::focus`]).

use egui::{Grid, RichText, ScrollArea, Ui};

use super::keys::{SHORTCUTS, TREE_KEYS_HELP};
use crate::app::command::{Command, ViewCommand};

/// What each symbol of the tree view means, in drawing order.
const SYMBOLS: &[(&str, &str)] = &[
    (
        "Triangle pointing up",
        "A MAX node: the side to move wants the highest value.",
    ),
    (
        "Triangle pointing down",
        "A MIN node: the side to move wants the lowest value.",
    ),
    (
        "Hollow triangle",
        "A node still being searched; it fills in once its value is known.",
    ),
    (
        "Square",
        "A leaf: a position scored by the evaluation, or a textbook tree's leaf value.",
    ),
    (
        "Diamond",
        "A position where the game is over (mate, a completed line, or a draw).",
    ),
    (
        "#2 / #-2 (chess), W2 / L2 (other games)",
        "A won game, from MAX's view, counted in moves: MAX mates (wins) in 2 moves, or is mated (loses) in 2 moves.",
    ),
    (
        "Filled circle",
        "A transposition-table hit: the value came from the table, not from a search.",
    ),
    (
        "Small hollow circle, grey dashed edge",
        "A pruned move: never searched, because of a cutoff above it.",
    ),
    (
        "Bar across an edge",
        "Where the cutoff cut: every move after it was pruned.",
    ),
    (
        "α-cutoff / β-cutoff",
        "Written beside the node where the cutoff test (α ≥ β, or α > β if so chosen) stopped the loop.",
    ),
    (
        "[α, β] under a node",
        "The window the node is searched with, from MAX's point of view.",
    ),
    (
        "≥ 5 / ≤ 5",
        "An open node's best so far: a MAX node will return at least 5, a MIN node at most 5.",
    ),
    (
        "Thick yellow line and ring (orange in lecture mode)",
        "The path from the root to the node being searched.",
    ),
    (
        "Thick pink line (purple in lecture mode)",
        "Once the search is over: the principal variation, the best play for both sides.",
    ),
    (
        "Outer ring",
        "The node you picked (Esc follows the search again).",
    ),
    (
        "Square ring",
        "The node the keyboard focus is on, while the tree has it (T or Tab).",
    ),
    (
        "+N badge",
        "A collapsed subtree hiding N nodes (double-click to expand).",
    ),
    (
        "Grey band",
        "A subtree too narrow to draw node by node at this zoom.",
    ),
    (
        "PV / CUT / ALL (Knuth types, K)",
        "PV: exact value inside the window. CUT: one move refuted it (failed high for the side to move). ALL: every move was searched and none was good enough (failed low for the side to move). Values and bounds elsewhere are in MAX's view: a MIN node that failed high for MIN returned an upper bound, 'failed low' for MAX.",
    ),
    (
        "Diff marks (comparison)",
        "Solid halo: visited only by the search shown. Dashed ring: visited only by the other search.",
    ),
    (
        "?",
        "A value hidden while the quiz or the teacher hides values.",
    ),
];

/// What the help window's first line says, and a screen reader when it
/// opens.
const OPENED: &str = "Help: the symbols on the tree and the keyboard shortcuts. Esc closes it.";

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
    egui::Window::new("Help")
        .open(&mut still_open)
        .default_width(640.0)
        .default_height(520.0)
        .collapsible(false)
        // Moved by a drag anywhere: a title bar that takes the drag is an
        // unnamed Tab stop for a screen reader.
        .drag_area(egui::WindowDrag::Anywhere)
        .show(ctx, |ui| {
            let opened =
                crate::app::access::spoken_text(ui, OPENED, OPENED, egui::accesskit::Live::Polite);
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
    ui.heading("Symbols on the tree");
    ui.label(
        "Shapes tell node kinds apart, so the tree reads without colour \
         and on a washed-out projector; colours only repeat what the shapes say.",
    );
    ui.add_space(4.0);
    Grid::new("help_symbols")
        .num_columns(2)
        .striped(true)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for (symbol, meaning) in SYMBOLS {
                ui.label(RichText::new(*symbol).strong());
                ui.add(egui::Label::new(*meaning).wrap());
                ui.end_row();
            }
        });
    ui.add_space(10.0);
    ui.heading("Keyboard shortcuts");
    ui.label(
        "Keys act whenever no text field has the focus. While the tree has the \
         keyboard focus (T or Tab; a square ring marks its node), the arrows, Home, \
         End and Enter move through the tree instead; Page Up, Page Down and the \
         letter keys still step, and Esc gives the arrows back to stepping.",
    );
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
                ui.label(RichText::new(shortcut.name).monospace().strong());
                ui.label(shortcut.action);
                ui.end_row();
            }
            for (keys, action) in TREE_KEYS_HELP {
                ui.label(RichText::new(*keys).monospace().strong());
                ui.label(*action);
                ui.end_row();
            }
            ui.label(RichText::new("Ctrl + / Ctrl −").monospace().strong());
            ui.label("Zoom in / out (Ctrl 0 resets)");
            ui.end_row();
        });
}
