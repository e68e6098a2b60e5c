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
    ui.menu_button("File", |ui| {
        let items = [
            ("Open…", Command::Files(FilesCommand::OpenDialog)),
            ("Open trace…", Command::Files(FilesCommand::OpenTraceDialog)),
            ("Save", Command::Files(FilesCommand::Save)),
            ("Save as…", Command::Files(FilesCommand::SaveAsDialog)),
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
            let button =
                Button::new("Go to the trace's first divergence").shortcut_text(keys_for(&command));
            if ui
                .add(button)
                .on_hover_text("The step where the student's search first leaves the algorithm")
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
            ui.label("Recent session files");
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
    .on_hover_text("Open and save session files (*.gametree); export pictures and slides");
}
