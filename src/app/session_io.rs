//! Opening and saving session files in the explorer (the format and its
//! checks are in the core, [`crate::session_file`]). Opening goes through
//! the same undoable rebuild as a position change, to the file's place
//! (see [`super::place`]); a file that fails any check changes nothing.

use std::path::{Path, PathBuf};

use crate::quote::quoted;
use crate::scene::{Point, View};
use crate::session_file::{
    self, CursorFields, OptionsFields, Searched, SessionFile, TeachingFields, ViewFields, ZoomPan,
};

use super::command::Command;
use super::history::Snapshot;
use super::place::Place;
use super::settings::Position;
use super::{App, lecture};

impl App {
    /// Opens the session file at `path`: checks it completely, then rebuilds
    /// the search at its step and applies its view and teaching toggles. On
    /// any error nothing changes and the error is returned.
    pub(super) fn open_session(&mut self, ctx: &egui::Context, path: &Path) -> Result<(), String> {
        let refused = |error| {
            format!(
                "cannot open {}: {error}",
                quoted(&path.display().to_string())
            )
        };
        let prepared = session_file::load(path)
            .and_then(|file| file.prepare())
            .map_err(refused)?;
        let (session, selected) = prepared.session().map_err(refused)?;
        let position = match prepared.searched {
            Searched::Fen(fen) => Position::Fen(fen),
            Searched::Tree(tree) => Position::Tree(tree),
        };
        let snapshot = Snapshot {
            position,
            options: prepared.options,
            eval: prepared.eval,
            place: Place::of(&session, selected),
        };
        self.change(|now| *now = snapshot)?;
        let ViewFields {
            zoom_pan,
            follow,
            text_scale,
            board_flipped,
        } = prepared.view;
        self.tree_view.set_follow(follow);
        self.tree_view.set_text_scale(text_scale);
        self.tree_view.set_zoom_pan(zoom_pan.map(|zoom_pan| View {
            origin: Point::new(zoom_pan.origin[0], zoom_pan.origin[1]),
            scale: Point::new(zoom_pan.scale[0], zoom_pan.scale[1]),
        }));
        self.settings.flipped = board_flipped;
        let TeachingFields {
            lecture,
            knuth_types,
            pseudocode,
            skipped_values,
        } = prepared.teaching;
        self.tree_view.set_show_skipped(skipped_values);
        let teaching = &mut self.settings.teaching;
        teaching.knuth_types = knuth_types;
        teaching.panel = pseudocode;
        if teaching.lecture != lecture {
            teaching.lecture = lecture;
            lecture::apply_style(ctx, lecture);
        }
        self.became_file(ctx, path.to_path_buf());
        Ok(())
    }

    /// Saves the session to `path` atomically; on failure the previous file
    /// there is unchanged and the error is returned.
    pub(super) fn save_session(&mut self, ctx: &egui::Context, path: &Path) -> Result<(), String> {
        session_file::save(path, &self.session_file()).map_err(|error| {
            format!(
                "cannot save {}: {error}",
                quoted(&path.display().to_string())
            )
        })?;
        self.became_file(ctx, path.to_path_buf());
        Ok(())
    }

    /// The session as a file: what is searched, the options searched with,
    /// the place, the view and the teaching toggles.
    pub(super) fn session_file(&self) -> SessionFile {
        let options = OptionsFields::of(self.session.options(), self.settings.eval);
        let mut file = match &self.settings.position {
            Position::Fen(fen) => SessionFile::chess(fen, options),
            Position::Tree(tree) => SessionFile::tree(tree, options),
        };
        file.cursor = CursorFields {
            step: self.session.cursor(),
            selected: self.pinned().map(|node| self.session.path_labels(node)),
        };
        file.view = ViewFields {
            zoom_pan: self.tree_view.zoom_pan().map(|view| ZoomPan {
                origin: [view.origin.x, view.origin.y],
                scale: [view.scale.x, view.scale.y],
            }),
            follow: self.tree_view.follows(),
            text_scale: self.tree_view.text_scale(),
            board_flipped: self.settings.flipped,
        };
        let teaching = self.settings.teaching;
        file.teaching = TeachingFields {
            lecture: teaching.lecture,
            knuth_types: teaching.knuth_types,
            pseudocode: teaching.panel,
            skipped_values: self.tree_view.shows_skipped(),
        };
        file
    }

    /// `path` is now the session's file: Save writes there, the window's
    /// title names it, and it heads the recent files.
    fn became_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        // Recent files must still open from another working directory.
        let path = std::fs::canonicalize(&path).unwrap_or(path);
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        ctx.send_viewport_cmd(egui::ViewportCommand::Title(format!("{name} — gametree")));
        self.settings.remember_file(path.clone());
        self.file = Some(path);
        self.file_dialog.close();
    }

    /// Applies a File command; errors go to the status line (and to the
    /// file window's error line while it is open).
    pub(super) fn file_command(&mut self, ctx: &egui::Context, command: Command) {
        let result = match command {
            Command::OpenDialog => {
                self.file_dialog.open(super::file_dialog::Mode::Open, None);
                Ok(())
            }
            Command::SaveAsDialog => {
                self.file_dialog
                    .open(super::file_dialog::Mode::SaveAs, self.file.as_deref());
                Ok(())
            }
            Command::Save => {
                if let Some(path) = self.file.clone() {
                    self.save_session(ctx, &path)
                } else {
                    self.file_dialog
                        .open(super::file_dialog::Mode::SaveAs, None);
                    Ok(())
                }
            }
            Command::OpenSession(path) => self.open_session(ctx, &path),
            Command::SaveSession(path) => self.save_session(ctx, &path),
            _ => Ok(()),
        };
        if let Err(error) = result {
            self.file_dialog.fail(error.clone());
            self.error = Some(error);
        }
    }
}

/// Session files dropped on the window this frame, as open commands (the
/// first one only: one session at a time).
pub(super) fn dropped_files(ctx: &egui::Context, commands: &mut Vec<Command>) {
    let dropped = ctx.input(|input| {
        input
            .raw
            .dropped_files
            .iter()
            .map(|file| file.path().to_path_buf())
            .find(|path| !path.as_os_str().is_empty())
    });
    if let Some(path) = dropped {
        commands.push(Command::OpenSession(path));
    }
}

/// Says "drop to open" over the window while a file is dragged over it.
pub(super) fn drop_hint_ui(ctx: &egui::Context) {
    if ctx.input(|input| input.raw.hovered_files.is_empty()) {
        return;
    }
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::unique("drop_hint"),
    ));
    let rect = ctx.content_rect();
    painter.rect_filled(rect, 0.0, egui::Color32::from_black_alpha(160));
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        "Drop a session file (*.gametree) to open it",
        egui::TextStyle::Heading.resolve(&ctx.global_style()),
        egui::Color32::WHITE,
    );
}
