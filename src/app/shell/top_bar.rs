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
    ui.menu_button(crate::tr!("window-menu-view"), |ui| {
        view_items_ui(ui, settings, modes, commands);
    })
    .response
    .on_hover_text(crate::tr!("window-menu-view-tip"));
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
    ui.menu_button(crate::tr!("window-menu-keys"), |ui| {
        // Taller than a 720-pixel window in lecture mode: it scrolls.
        fitting_menu_ui(ui, "keys_menu", |ui| {
            access_ui(ui, settings, commands);
            ui.separator();
            help::keys_ui(ui, "keys_grid");
        });
    })
    .response
    .on_hover_text(crate::tr!("window-menu-keys-tip"));
    language_menu_ui(ui, commands);
    let theme = settings.theme;
    let label = match theme {
        Theme::Light => crate::tr!("window-theme-dark"),
        Theme::Dark => crate::tr!("window-theme-light"),
    };
    if ui
        .button(label)
        .on_hover_text(crate::tr!("window-theme-tip"))
        .clicked()
    {
        commands.push(Command::View(ViewCommand::SetTheme(theme.toggled())));
    }
    ui.separator();
    let open = settings.side_panels();
    let toggles = [
        (
            settings.teaching.lecture,
            crate::tr!("window-toggle-lecture"),
            crate::tr!("window-toggle-lecture-tip"),
            ViewCommand::ToggleLecture,
        ),
        (
            settings.teaching.knuth_types,
            crate::tr!("window-toggle-knuth"),
            crate::tr!("window-toggle-knuth-tip"),
            ViewCommand::ToggleKnuthTypes,
        ),
        (
            settings.teaching.panel,
            crate::tr!("window-toggle-teaching-panel"),
            crate::tr!("window-toggle-teaching-panel-tip"),
            ViewCommand::ToggleTeachingPanel,
        ),
        (
            open.position,
            crate::tr!("window-toggle-left-panel"),
            crate::tr!("window-toggle-left-panel-tip"),
            ViewCommand::ToggleSidePanel(SidePanel::Position),
        ),
        (
            open.inspector,
            crate::tr!("window-toggle-right-panel"),
            crate::tr!("window-toggle-right-panel-tip"),
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
        .button(crate::tr!("window-help-button"))
        .on_hover_text(crate::tr!("window-help-button-tip"))
        .clicked()
    {
        commands.push(Command::View(ViewCommand::ToggleHelp));
    }
}

/// The Language menu: every language there is a catalog for, by its own
/// name; choosing one speaks it from the next frame on.
fn language_menu_ui(ui: &mut Ui, commands: &mut Vec<Command>) {
    let speaking = crate::i18n::current();
    ui.menu_button(crate::tr!("window-menu-language"), |ui| {
        for lang in crate::i18n::languages() {
            if ui.selectable_label(lang == speaking, lang.name()).clicked() {
                commands.push(Command::View(ViewCommand::SetLanguage(lang)));
                ui.close();
            }
        }
    })
    .response
    .on_hover_text(crate::tr!("window-menu-language-tip"));
}

/// At the top of the Keys menu, for whoever walks the tree by keyboard or
/// listens to it: high contrast and the screen reader's announcements.
fn access_ui(ui: &mut Ui, settings: &Settings, commands: &mut Vec<Command>) {
    let toggles = [
        (
            settings.teaching.high_contrast,
            crate::tr!("window-toggle-high-contrast"),
            crate::tr!("window-toggle-high-contrast-tip"),
            ViewCommand::ToggleHighContrast,
        ),
        (
            settings.teaching.announce,
            crate::tr!("window-toggle-announce"),
            crate::tr!("window-toggle-announce-tip"),
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
            crate::tr!("window-practice-worksheet"),
            crate::tr!("window-practice-worksheet-tip"),
            ViewCommand::ToggleWorksheet,
        ),
        (
            modes.drill,
            crate::tr!("window-practice-drill"),
            crate::tr!("window-practice-drill-tip"),
            ViewCommand::ToggleDrill,
        ),
        (
            modes.ordering,
            crate::tr!("window-practice-ordering"),
            crate::tr!("window-practice-ordering-tip"),
            ViewCommand::ToggleOrdering,
        ),
    ];
    let label = match (modes.worksheet, modes.drill, modes.ordering) {
        (true, _, _) => crate::tr!("window-practice-menu-worksheet"),
        (_, true, _) => crate::tr!("window-practice-menu-drill"),
        (_, _, true) => crate::tr!("window-practice-menu-ordering"),
        _ => crate::tr!("window-practice-menu"),
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
    .on_hover_text(crate::tr!("window-practice-menu-tip"));
}
