//! The File menu: Open…, Open trace…, Save, Save as…, the export items and
//! the recent session files; with a student's trace open, the step where
//! it first leaves the algorithm.

use std::path::PathBuf;

use egui::{Button, Ui};

use crate::app::command::{Command, FilesCommand};
use crate::app::shell::keys::keys_for;

/// Draws the File menu's button and its items; `diverges` says that a
/// trace is open with a first divergence to go to.
pub fn file_menu_ui(ui: &mut Ui, recent: &[PathBuf], diverges: bool, commands: &mut Vec<Command>) {
    ui.menu_button(crate::tr!("window-menu-file"), |ui| {
        let items = [
            (
                crate::tr!("window-file-open"),
                Command::Files(FilesCommand::OpenDialog),
            ),
            (
                crate::tr!("window-file-open-trace"),
                Command::Files(FilesCommand::OpenTraceDialog),
            ),
            (
                crate::tr!("window-file-save"),
                Command::Files(FilesCommand::Save),
            ),
            (
                crate::tr!("window-file-save-as"),
                Command::Files(FilesCommand::SaveAsDialog),
            ),
        ];
        for (label, command) in items {
            let button = Button::new(label).shortcut_text(keys_for(&command));
            if ui.add(button).clicked() {
                commands.push(command);
                ui.close();
            }
        }
        if diverges {
            let command = Command::Files(FilesCommand::GoToDivergence);
            let button = Button::new(crate::tr!("window-file-go-to-divergence"))
                .shortcut_text(keys_for(&command));
            if ui
                .add(button)
                .on_hover_text(crate::tr!("window-file-go-to-divergence-tip"))
                .clicked()
            {
                commands.push(command);
                ui.close();
            }
        }
        ui.separator();
        super::export_dialog::export_items_ui(ui, commands);
        if !recent.is_empty() {
            ui.separator();
            ui.label(crate::tr!("window-file-recent"));
            for path in recent {
                let name = path.file_name().map_or_else(
                    || path.display().to_string(),
                    |name| name.to_string_lossy().into_owned(),
                );
                if ui
                    .button(name)
                    .on_hover_text(path.display().to_string())
                    .clicked()
                {
                    commands.push(Command::Files(FilesCommand::OpenSession(path.clone())));
                    ui.close();
                }
            }
        }
    })
    .response
    .on_hover_text(crate::tr!("window-menu-file-tip"));
}
