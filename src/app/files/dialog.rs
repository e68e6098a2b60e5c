//! The in-app file window for Open…, Open trace… and Save as… (a
//! session file, or the trace shown): egui has no file dialog,
//! and the native ones need a desktop portal or GTK that lecture-hall PCs,
//! VMs and Xvfb may lack. Type a path and press Enter (or pick a recent
//! file); a problem is said on the window's error line and changes nothing.

use std::path::{Path, PathBuf};

use egui::{Key, RichText, TextEdit};

use crate::quote::quoted;
use crate::session_file::EXTENSION;

use crate::app::command::{Command, FilesCommand};

use crate::check::trace::TRACE_EXTENSION;

/// Which question the window asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Which session file to open.
    Open,
    /// Which student's trace to open.
    OpenTrace,
    /// Where to save the session.
    SaveAs,
    /// Where to save the student's trace shown.
    SaveTraceAs,
}

/// The file window's state; closed while `mode` is `None`.
#[derive(Debug, Default)]
pub struct FileDialog {
    mode: Option<Mode>,
    /// The path being typed.
    path: String,
    /// Why the last attempt failed.
    error: Option<String>,
    /// A file that exists and will be replaced by the next Save.
    replace: Option<PathBuf>,
    /// Give the path field the focus on the next frame.
    focus: bool,
}

impl FileDialog {
    /// Opens the window for `mode`, starting from `path` (the session's
    /// file, if it has one).
    pub fn open(&mut self, mode: Mode, path: Option<&Path>) {
        *self = Self {
            mode: Some(mode),
            path: path
                .map(|path| path.display().to_string())
                .unwrap_or_default(),
            error: None,
            replace: None,
            focus: true,
        };
    }

    /// Closes the window (after the file was opened or saved).
    pub fn close(&mut self) {
        self.mode = None;
    }

    /// Whether the window is open.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.mode.is_some()
    }

    /// Shows `error` on the window's error line, if it is open.
    pub fn fail(&mut self, error: String) {
        if self.is_open() {
            self.error = Some(error);
        }
    }

    /// Draws the window; Enter or the button pushes the open or save command.
    pub fn dialog_ui(
        &mut self,
        ctx: &egui::Context,
        recent: &[PathBuf],
        commands: &mut Vec<Command>,
    ) {
        let Some(mode) = self.mode else {
            return;
        };
        let title = match mode {
            Mode::Open => crate::tr!("files-dialog-open-title"),
            Mode::OpenTrace => crate::tr!("files-dialog-open-trace-title"),
            Mode::SaveAs => crate::tr!("files-dialog-save-as-title"),
            Mode::SaveTraceAs => crate::tr!("files-dialog-save-trace-as-title"),
        };
        let mut open = true;
        egui::Window::new(title)
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .default_width(520.0)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 80.0])
            .show(ctx, |ui| {
                let (what, hint) = if matches!(mode, Mode::OpenTrace | Mode::SaveTraceAs) {
                    (
                        crate::tr!("files-dialog-trace-path", extension = TRACE_EXTENSION),
                        format!("alphabeta.{TRACE_EXTENSION}"),
                    )
                } else {
                    (
                        crate::tr!("files-dialog-session-path", extension = EXTENSION),
                        format!("lecture.{EXTENSION}"),
                    )
                };
                let label = ui.label(what);
                let response = ui
                    .add(
                        TextEdit::singleline(&mut self.path)
                            .hint_text(hint)
                            .desired_width(f32::INFINITY),
                    )
                    .labelled_by(label.id);
                if std::mem::take(&mut self.focus) {
                    response.request_focus();
                }
                if response.changed() {
                    self.error = None;
                    self.replace = None;
                }
                let entered =
                    response.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
                let mut go = entered;
                ui.horizontal(|ui| {
                    let action = match mode {
                        Mode::Open | Mode::OpenTrace => crate::tr!("files-dialog-open"),
                        Mode::SaveAs | Mode::SaveTraceAs => crate::tr!("files-dialog-save"),
                    };
                    go |= ui.button(action).clicked();
                    if ui.button(crate::tr!("window-cancel")).clicked() {
                        self.mode = None;
                    }
                });
                if let Some(error) = &self.error {
                    ui.label(RichText::new(error).color(ui.visuals().error_fg_color));
                }
                if mode == Mode::Open && !recent.is_empty() {
                    ui.separator();
                    ui.label(crate::tr!("files-dialog-recent"));
                    for path in recent {
                        if ui.button(path.display().to_string()).clicked() {
                            commands.push(Command::Files(FilesCommand::OpenSession(path.clone())));
                        }
                    }
                }
                if go {
                    self.submit(mode, commands);
                }
            });
        if !open {
            self.mode = None;
        }
    }

    /// Turns the typed path into a command, or says why not.
    fn submit(&mut self, mode: Mode, commands: &mut Vec<Command>) {
        let typed = self.path.trim();
        if typed.is_empty() {
            self.error = Some(if matches!(mode, Mode::OpenTrace | Mode::SaveTraceAs) {
                crate::tr!("files-dialog-type-trace-path")
            } else {
                crate::tr!("files-dialog-type-session-path")
            });
            return;
        }
        let mut path = PathBuf::from(typed);
        match mode {
            Mode::Open => commands.push(Command::Files(FilesCommand::OpenSession(path))),
            Mode::OpenTrace => commands.push(Command::Files(FilesCommand::OpenTrace(path))),
            Mode::SaveAs | Mode::SaveTraceAs => {
                if path.extension().is_none() {
                    path.set_extension(if mode == Mode::SaveAs {
                        EXTENSION
                    } else {
                        TRACE_EXTENSION
                    });
                }
                if path.exists() && self.replace.as_ref() != Some(&path) {
                    self.error = Some(crate::tr!(
                        "files-dialog-exists",
                        path = path.display().to_string()
                    ));
                    self.replace = Some(path);
                    return;
                }
                commands.push(Command::Files(FilesCommand::SaveSession(path)));
            }
        }
    }
}

/// How a refusal to open `path` reads (a session file or a trace).
pub(super) fn refused(path: &Path, error: impl std::fmt::Display) -> String {
    crate::tr!(
        "files-cannot-open",
        path = quoted(&path.display().to_string()),
        error = error.to_string()
    )
}
