//! Opening and saving session files in the explorer (the format and its
//! checks are in the core, [`crate::session_file`]). Opening checks the
//! file's text on the window's thread, then runs its search to the file's
//! step there for a frame's worth and, if that is not enough, on the search
//! [`Worker`] with its progress in the status line and Cancel (Esc), while
//! the session shown stays as it was. Once there, the file's cursor is
//! checked and the search goes in through the same undoable change as a
//! position change; a file that fails any check, or a cancelled open,
//! changes nothing.

use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::input::{AnyGame, GameKind};
use crate::quote::quoted;
use crate::scene::{Point, View};
use crate::search::Interrupt;
use crate::session::{Goal, Progress, Session};
use crate::session_file::{
    self, CursorFields, OptionsFields, Prepared, Searched, SessionFile, TeachingFields, ViewFields,
    ZoomPan,
};

use crate::app::App;
use crate::app::command::{Command, FilesCommand};
use crate::app::format;
use crate::app::run::history::Snapshot;
use crate::app::run::place::Place;
use crate::app::run::runner::{SYNC_BUDGET, WORKER_WAIT};
use crate::app::run::worker::{Poll, Worker};
use crate::app::shell::lecture;
use crate::app::shell::settings::Position;

use super::dialog::refused;

/// Steps recorded between two looks at the clock on the window's thread.
const CHUNK: u64 = 256;

/// A session file whose search runs to the file's step on the worker.
pub(in crate::app) struct Opening {
    path: PathBuf,
    prepared: Prepared,
    worker: Worker,
}

impl Opening {
    /// The status line while the search runs.
    pub(in crate::app) fn progress_text(&self) -> String {
        let progress = self.worker.progress();
        crate::tr!(
            "files-opening-progress",
            path = quoted(&self.path.display().to_string()),
            step = format::count(self.prepared.cursor.step),
            steps = format::count(progress.steps),
            nodes = format::count(progress.nodes),
            seconds = format!("{:.1}", progress.elapsed.as_secs_f64())
        )
    }

    /// What the status line says once the open is cancelled (the worker
    /// stops as this is dropped).
    pub(in crate::app) fn cancelled(self) -> String {
        crate::tr!(
            "files-opening-cancelled",
            path = quoted(&self.path.display().to_string())
        )
    }
}

impl App {
    /// Opens the session file at `path`: checks its text, then runs its
    /// search to the file's step, here if that takes a frame or less, else
    /// on the worker (see [`Self::go_on_opening`]). On any error nothing
    /// changes and the error is returned.
    pub(in crate::app) fn open_session(
        &mut self,
        ctx: &egui::Context,
        path: &Path,
    ) -> Result<(), String> {
        // An open still running is replaced (dropping it stops its worker).
        self.files.opening = None;
        let prepared = session_file::load(path)
            .and_then(|file| file.prepare())
            .map_err(|error| refused(path, error))?;
        let mut session = prepared.start().map_err(|error| refused(path, error))?;
        let goal = Goal::Step(prepared.cursor.step);
        let deadline = Instant::now() + SYNC_BUDGET;
        session.set_interrupt(Interrupt::at(deadline));
        let progress = loop {
            match session.pursue(goal, CHUNK) {
                Ok(Progress::Working) if Instant::now() < deadline => {}
                other => break other,
            }
        };
        session.set_interrupt(Interrupt::never());
        match progress.map_err(|error| refused(path, error))? {
            Progress::Working => {
                let worker = Worker::spawn(session, goal)
                    .map_err(|not_started| refused(path, not_started.error))?;
                self.files.opening = Some(Opening {
                    path: path.to_path_buf(),
                    prepared,
                    worker,
                });
                // The progress is in the status line.
                self.files.dialog.close();
                ctx.request_repaint();
                Ok(())
            }
            Progress::Reached | Progress::AtEnd => self.opened(ctx, path, &prepared, session),
        }
    }

    /// Goes on with a file being opened: once its search is back from the
    /// worker, checks the file's cursor and shows it; meanwhile asks for
    /// the next frame. Errors go to the status line.
    pub(in crate::app) fn go_on_opening(&mut self, ctx: &egui::Context) {
        let Some(opening) = &self.files.opening else {
            return;
        };
        // The window's session is with the runner's worker: wait for it.
        if self.run.runner.is_away() {
            return;
        }
        let finished = match opening.worker.poll(WORKER_WAIT) {
            Poll::Running => {
                ctx.request_repaint();
                return;
            }
            Poll::Done(finished) => finished,
            Poll::Lost => {
                let path = opening.path.clone();
                self.files.opening = None;
                self.error = Some(refused(&path, crate::tr!("files-search-thread-stopped")));
                return;
            }
        };
        let Some(Opening { path, prepared, .. }) = self.files.opening.take() else {
            return;
        };
        let crate::app::run::worker::Finished {
            session, result, ..
        } = *finished;
        let result = result
            .map_err(|error| refused(&path, error))
            .and_then(|_| self.opened(ctx, &path, &prepared, session));
        if let Err(error) = result {
            self.error = Some(error);
        }
        ctx.request_repaint();
    }

    /// The file's search, recorded up to its step: checks the file's cursor
    /// against it, then shows it at that place with the file's view and
    /// teaching toggles.
    fn opened(
        &mut self,
        ctx: &egui::Context,
        path: &Path,
        prepared: &Prepared,
        session: Session<AnyGame>,
    ) -> Result<(), String> {
        let (session, selected) = prepared
            .finish(session)
            .map_err(|error| refused(path, error))?;
        let position = match &prepared.searched {
            Searched::Fen(fen) => Position::new(GameKind::Chess, fen.clone()),
            Searched::Tree(tree) => Position::new(GameKind::Tree, tree.clone()),
            Searched::Game(kind, text) => Position::new(*kind, text.clone()),
        };
        let snapshot = Snapshot {
            position,
            options: prepared.options,
            eval: prepared.eval,
            place: Place::of(&session, selected),
        };
        self.change_to(&snapshot, session);
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
            lecture::apply_style(ctx, *teaching);
        }
        self.became_file(ctx, path.to_path_buf());
        Ok(())
    }

    /// Saves the session to `path` atomically (with a student's trace
    /// open, the trace: [`Self::save_trace`]); on failure the previous
    /// file there is unchanged and the error is returned.
    pub(in crate::app) fn save_session(
        &mut self,
        ctx: &egui::Context,
        path: &Path,
    ) -> Result<(), String> {
        if self.files.trace.is_some() {
            // The search shown is the student's: its trace is what is kept.
            return self.save_trace(ctx, path);
        }
        session_file::save(path, &self.session_file()).map_err(|error| cannot_save(path, error))?;
        self.became_file(ctx, path.to_path_buf());
        Ok(())
    }

    /// The session as a file: what is searched, the options searched with,
    /// the place, the view and the teaching toggles.
    pub(in crate::app) fn session_file(&self) -> SessionFile {
        let options = OptionsFields::for_search(
            self.session.game(),
            self.session.options(),
            self.settings.eval,
        );
        let mut file = SessionFile::for_game(self.session.game(), options);
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

    /// What Save as… asks for: a trace's path with a student's trace
    /// open, else a session file's.
    fn save_mode(&self) -> super::dialog::Mode {
        if self.files.trace.is_some() {
            super::dialog::Mode::SaveTraceAs
        } else {
            super::dialog::Mode::SaveAs
        }
    }

    /// `path` is now the session's file: Save writes there, the window's
    /// title names it, and it heads the recent files.
    pub(super) fn became_file(&mut self, ctx: &egui::Context, path: PathBuf) {
        // Recent files must still open from another working directory.
        let path = std::fs::canonicalize(&path).unwrap_or(path);
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        ctx.send_viewport_cmd(egui::ViewportCommand::Title(format!("{name} — gametree")));
        self.settings.remember_file(path.clone());
        self.files.file = Some(path);
        self.files.dialog.close();
    }

    /// Applies a File command; errors go to the status line (and to the
    /// file window's error line while it is open).
    pub(in crate::app) fn file_command(&mut self, ctx: &egui::Context, command: FilesCommand) {
        let result = match command {
            FilesCommand::OpenDialog => {
                self.files.dialog.open(super::dialog::Mode::Open, None);
                Ok(())
            }
            FilesCommand::SaveAsDialog => {
                let mode = self.save_mode();
                self.files.dialog.open(mode, self.files.file.as_deref());
                Ok(())
            }
            FilesCommand::Save => {
                if let Some(path) = self.files.file.clone() {
                    self.save_session(ctx, &path)
                } else {
                    let mode = self.save_mode();
                    self.files.dialog.open(mode, None);
                    Ok(())
                }
            }
            FilesCommand::OpenSession(path) if super::trace_io::is_trace(&path) => {
                self.open_trace(ctx, &path)
            }
            FilesCommand::OpenSession(path) => self.open_session(ctx, &path),
            FilesCommand::OpenTraceDialog => {
                self.files.dialog.open(super::dialog::Mode::OpenTrace, None);
                Ok(())
            }
            FilesCommand::OpenTrace(path) => self.open_trace(ctx, &path),
            FilesCommand::GoToDivergence => self.go_to_divergence(),
            FilesCommand::SaveSession(path) => self.save_session(ctx, &path),
            _ => Ok(()),
        };
        if let Err(error) = result {
            self.files.dialog.fail(error.clone());
            self.error = Some(error);
        }
    }
}

/// How a failure to save to `path` reads (a session file or a trace).
pub(super) fn cannot_save(path: &Path, error: impl std::fmt::Display) -> String {
    crate::tr!(
        "files-cannot-save",
        path = quoted(&path.display().to_string()),
        error = error.to_string()
    )
}

/// Session files dropped on the window this frame, as open commands (the
/// first one only: one session at a time).
pub(in crate::app) fn dropped_files(ctx: &egui::Context, commands: &mut Vec<Command>) {
    let dropped = ctx.input(|input| {
        input
            .raw
            .dropped_files
            .iter()
            .map(|file| file.path().to_path_buf())
            .find(|path| !path.as_os_str().is_empty())
    });
    if let Some(path) = dropped {
        commands.push(Command::Files(FilesCommand::OpenSession(path)));
    }
}

/// Says "drop to open" over the window while a file is dragged over it.
pub(in crate::app) fn drop_hint_ui(ctx: &egui::Context) {
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
        crate::tr!("files-drop-hint"),
        egui::TextStyle::Heading.resolve(&ctx.global_style()),
        egui::Color32::WHITE,
    );
}
