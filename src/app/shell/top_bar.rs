//! The top bar (the name, the File menu and the view items in a row) and,
//! in lecture mode, the same folded into two menus at the start of the
//! toolbar's row.

use egui::{RichText, Ui};

use crate::app::command::{Command, SidePanel, Theme, ViewCommand};
use crate::app::files::menu::file_menu_ui;
use crate::app::menu::fitting_menu_ui;
use crate::app::teach::Modes;

use super::help;
use super::settings::Settings;

/// In lecture mode, the top bar folded into two menus at the start of the
/// toolbar's row (one row less above the tree): File and View. `diverges`:
/// a trace is open with a divergence to go to.
pub(in crate::app) fn lecture_menus_ui(
    ui: &mut Ui,
    settings: &Settings,
    (modes, diverges): (Modes, bool),
    commands: &mut Vec<Command>,
) {
    if !settings.teaching.lecture {
        return;
    }
    file_menu_ui(ui, &settings.recent_files, diverges, commands);
    ui.menu_button("☰ View", |ui| {
        view_items_ui(ui, settings, modes, commands);
    })
    .response
    .on_hover_text("Lecture mode, panels, theme, keys and help");
    ui.separator();
}

/// The top bar: the name, the File menu, then the view items in a row.
/// `diverges`: a trace is open with a divergence to go to.
pub(in crate::app) fn top_bar_ui(
    ui: &mut Ui,
    settings: &Settings,
    (modes, diverges): (Modes, bool),
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("gametree").heading().strong());
        ui.separator();
        file_menu_ui(ui, &settings.recent_files, diverges, commands);
        ui.separator();
        view_items_ui(ui, settings, modes, commands);
    });
}

/// The keys, the theme, the teaching toggles, the side panels and help: in
/// the top bar, or (in lecture mode, where the tree takes the room) in the
/// toolbar's View menu.
fn view_items_ui(ui: &mut Ui, settings: &Settings, modes: Modes, commands: &mut Vec<Command>) {
    ui.menu_button("Keys", |ui| {
        // Taller than a 720-pixel window in lecture mode: it scrolls.
        fitting_menu_ui(ui, "keys_menu", |ui| {
            access_ui(ui, settings, commands);
            ui.separator();
            help::keys_ui(ui, "keys_grid");
        });
    })
    .response
    .on_hover_text("The keys, high contrast and screen-reader announcements");
    let theme = settings.theme;
    let label = match theme {
        Theme::Light => "🌙 Dark theme",
        Theme::Dark => "☀ Light theme",
    };
    if ui
        .button(label)
        .on_hover_text("Switch light/dark colours")
        .clicked()
    {
        commands.push(Command::View(ViewCommand::SetTheme(theme.toggled())));
    }
    ui.separator();
    let open = settings.side_panels();
    let toggles = [
        (
            settings.teaching.lecture,
            "Lecture mode",
            "Large text, thick lines, high contrast, colour-blind-safe colours; the tree gets most of the window (L)",
            ViewCommand::ToggleLecture,
        ),
        (
            settings.teaching.knuth_types,
            "Knuth types",
            "Colour finished nodes PV / CUT / ALL, with a legend (K)",
            ViewCommand::ToggleKnuthTypes,
        ),
        (
            settings.teaching.panel,
            "Pseudocode & narration",
            "Show the pseudocode and the narration under the tree (P)",
            ViewCommand::ToggleTeachingPanel,
        ),
        (
            open.position,
            "Left panel",
            "Show the board, position and search settings, or close them to a strip ([)",
            ViewCommand::ToggleSidePanel(SidePanel::Position),
        ),
        (
            open.inspector,
            "Right panel",
            "Show the inspector and statistics, or close them to a strip (])",
            ViewCommand::ToggleSidePanel(SidePanel::Inspector),
        ),
    ];
    practice_menu_ui(ui, modes, commands);
    for (on, label, tip, command) in toggles {
        if ui.selectable_label(on, label).on_hover_text(tip).clicked() {
            commands.push(Command::View(command));
        }
    }
    if ui
        .button("Help")
        .on_hover_text("What the symbols on the tree mean, and the keys (F1 or H)")
        .clicked()
    {
        commands.push(Command::View(ViewCommand::ToggleHelp));
    }
}

/// At the top of the Keys menu, for whoever walks the tree by keyboard or
/// listens to it: high contrast and the screen reader's announcements.
fn access_ui(ui: &mut Ui, settings: &Settings, commands: &mut Vec<Command>) {
    let toggles = [
        (
            settings.teaching.high_contrast,
            "High contrast",
            "Black on white (white on black) and a tree whose every colour reaches 4.5:1, in or out of lecture mode",
            ViewCommand::ToggleHighContrast,
        ),
        (
            settings.teaching.announce,
            "Announce steps",
            "Screen readers announce each step's sentence as it comes (a polite live region)",
            ViewCommand::ToggleAnnounce,
        ),
    ];
    for (on, label, tip, command) in toggles {
        let mut checked = on;
        if ui
            .checkbox(&mut checked, label)
            .on_hover_text(tip)
            .clicked()
        {
            commands.push(Command::View(command));
        }
    }
}

/// The Practice menu: the three modes that take the tree's place.
fn practice_menu_ui(ui: &mut Ui, modes: Modes, commands: &mut Vec<Command>) {
    let practice = [
        (
            modes.worksheet,
            "Worksheet",
            "Fill in α, β, values and pruned moves on a blank tree, then check them (W)",
            ViewCommand::ToggleWorksheet,
        ),
        (
            modes.drill,
            "Quick drill",
            "Five-minute practice: a random tree, click the pruned edges, type the root value, Enter (D: a new tree)",
            ViewCommand::ToggleDrill,
        ),
        (
            modes.ordering,
            "Ordering",
            "Best, natural and worst move order on this tree side by side, against the fewest leaves (R)",
            ViewCommand::ToggleOrdering,
        ),
    ];
    let label = match (modes.worksheet, modes.drill, modes.ordering) {
        (true, _, _) => "Practice: worksheet",
        (_, true, _) => "Practice: drill",
        (_, _, true) => "Practice: ordering",
        _ => "Practice",
    };
    ui.menu_button(label, |ui| {
        for (on, label, tip, command) in practice {
            if ui.selectable_label(on, label).on_hover_text(tip).clicked() {
                commands.push(Command::View(command));
                ui.close();
            }
        }
    })
    .response
    .on_hover_text("Worksheet (W), quick drill (D), move ordering (R)");
}
