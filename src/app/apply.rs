//! Applying the commands queued while drawing, room by room: the run, the
//! node inspected, what is searched, the board, the view, files. While the
//! worker holds the session only Cancel and the view commands apply
//! ([`Command::allowed_while_away`]).

use petgraph::graph::NodeIndex;

use crate::input::GameKind;
use crate::session::SessionError;

use super::App;
use super::command::{
    BoardCommand, Command, ExportRequest, FilesCommand, InspectCommand, RunCommand, SetupCommand,
    Theme, ViewCommand,
};
use super::files::export::{self, Shown};
use super::inspect::Selection;
use super::run::runner::Activity;
use super::shell::lecture;
use super::shell::settings::Position;

impl App {
    /// Applies the commands queued while drawing, and asks for the next
    /// frame when something changed or the runner has work due.
    pub(super) fn apply_commands(&mut self, ctx: &egui::Context) {
        let commands = std::mem::take(&mut self.commands);
        let changed = !commands.is_empty();
        for command in commands {
            self.apply(ctx, command);
        }
        if changed || matches!(self.run.runner.activity(), Activity::Pursuing { .. }) {
            ctx.request_repaint();
        } else if let Some(seconds) = self.run.runner.next_due_in(ctx.input(|input| input.time)) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(seconds));
        }
    }

    pub(super) fn apply(&mut self, ctx: &egui::Context, command: Command) {
        if !command.allowed_while_away() {
            if self.run.runner.is_away() {
                return;
            }
            // A re-run going on frame by frame (no worker) ends here.
            self.rerun_stopped();
        }
        let result = match command {
            Command::Cancel => self.cancel(),
            Command::Run(command) => self.run_command(ctx, command),
            Command::Inspect(command) => {
                self.inspect_command(command);
                Ok(())
            }
            Command::Setup(command) => {
                self.setup_command(command);
                Ok(())
            }
            Command::Board(command) => {
                self.board_command(command);
                Ok(())
            }
            Command::View(command) => {
                self.view_command(ctx, command);
                Ok(())
            }
            Command::Files(command) => {
                self.files_command(ctx, command);
                Ok(())
            }
        };
        if let Err(error) = result {
            self.error = Some(error.to_string());
        }
    }

    /// Runs `action`, showing its error in the status line.
    pub(super) fn report(&mut self, action: impl FnOnce(&mut Self) -> Result<(), String>) {
        if let Err(error) = action(self) {
            self.error = Some(error);
        }
    }

    /// Esc or Cancel: stops opening a file, else a run, else the pick, and
    /// the tree view follows the search again.
    pub(super) fn cancel(&mut self) -> Result<(), SessionError> {
        if let Some(opening) = self.files.opening.take() {
            self.error = Some(opening.cancelled());
            Ok(())
        } else if self.run.runner.is_busy() {
            let result = self.run.runner.cancel(&mut self.session);
            self.rerun_stopped();
            result
        } else {
            self.inspect.selected = None;
            self.tree_view.set_follow(true);
            Ok(())
        }
    }

    /// Applies a motion, a jump, play/pause or going on after a quiz halt.
    pub(super) fn run_command(
        &mut self,
        ctx: &egui::Context,
        command: RunCommand,
    ) -> Result<(), SessionError> {
        let now = ctx.input(|input| input.time);
        match command {
            RunCommand::Go(motion) => {
                self.inspect.selected = None;
                self.run
                    .runner
                    .start(&mut self.session, motion, &mut self.teach.quiz)
            }
            RunCommand::Resume => {
                if self.run.runner.resume(now) {
                    Ok(())
                } else {
                    let motion = crate::session::Motion::Step;
                    self.run
                        .runner
                        .start(&mut self.session, motion, &mut self.teach.quiz)
                }
            }
            RunCommand::Seek(step) => {
                self.run.runner.stop();
                self.inspect.selected = None;
                self.session.seek(step, 0).map(|_| ())
            }
            RunCommand::TogglePlay => self.run.runner.toggle_play(&mut self.session, now),
        }
    }

    /// Applies a pick: a node of the tree, or a step along the principal
    /// variation from the node shown.
    pub(super) fn inspect_command(&mut self, command: InspectCommand) {
        match command {
            InspectCommand::Select(node) => self.select(node),
            InspectCommand::StepPv { forward } => {
                if let Some(node) = self.session.pv_step(self.shown_node(), forward) {
                    self.select(node);
                }
            }
        }
    }

    /// Applies a change of what is searched or how (the search is rebuilt
    /// and the change recorded for undo), or Undo and Redo; while the board
    /// editor is open, Undo takes back its last edit instead.
    pub(super) fn setup_command(&mut self, command: SetupCommand) {
        match command {
            SetupCommand::Load { kind, text } => {
                let error = self.load(Position::new(kind, text.trim().to_owned())).err();
                self.board.inputs.set_error(kind, error);
            }
            SetupCommand::SetOptions(options) => {
                self.report(|app| app.change(|snapshot| snapshot.options = options));
            }
            SetupCommand::SetEval(eval) => {
                self.report(|app| app.change(|snapshot| snapshot.eval = eval));
            }
            SetupCommand::EditLeaf { state, value } => {
                self.report(|app| app.edit_leaf(state, value));
            }
            SetupCommand::Undo => {
                if let Some(editor) = &mut self.board.tools.editor {
                    editor.model.undo();
                } else {
                    self.report(|app| app.travel(true));
                }
            }
            SetupCommand::Redo => self.report(|app| app.travel(false)),
        }
    }

    /// Picks `node` of the iteration shown: the board and the inspector
    /// show it until the search is followed again.
    pub(super) fn select(&mut self, node: NodeIndex) {
        self.inspect.selected = Some(Selection {
            iteration: self.session.pass_index(),
            node,
        });
    }

    /// Applies a command of the chess board: a message for the status
    /// line, Back and Forward through the moves played on the board.
    pub(super) fn board_command(&mut self, command: BoardCommand) {
        let fen = match command {
            BoardCommand::Say(text) => {
                self.error = Some(text);
                return;
            }
            BoardCommand::PlayedBack => self.board.tools.play.line.back(),
            BoardCommand::PlayedForward => self.board.tools.play.line.forward(),
        };
        if let Some(fen) = fen.map(str::to_owned) {
            self.report(|app| app.load(Position::new(GameKind::Chess, fen)));
        }
    }

    /// Applies a command that changes a setting or what is shown: speed,
    /// theme, board side, teaching toggles, panels, help, full screen.
    pub(super) fn view_command(&mut self, ctx: &egui::Context, command: ViewCommand) {
        match command {
            ViewCommand::SetSpeed(speed) => {
                self.settings.speed = speed;
            }
            ViewCommand::SetTheme(theme) => {
                self.settings.theme = theme;
                ctx.set_theme(theme.egui());
            }
            ViewCommand::SetLanguage(lang) => {
                self.lang = lang;
                self.settings.language = Some(lang.code().to_owned());
                // What is kept as written, in the new language from now on.
                let _speaking = crate::i18n::use_on_this_thread(lang);
                self.teach.quiz.retell(&mut self.session);
                self.teach.worksheet.retell();
                ctx.request_repaint();
            }
            ViewCommand::FlipBoard => {
                self.settings.flipped = !self.settings.flipped;
            }
            ViewCommand::ToggleArrows => {
                self.settings.arrows = !self.settings.arrows;
            }
            ViewCommand::ToggleLecture => {
                self.settings.teaching.lecture = !self.settings.teaching.lecture;
                lecture::apply_style(ctx, self.settings.teaching);
            }
            ViewCommand::ToggleHighContrast => {
                self.settings.teaching.high_contrast = !self.settings.teaching.high_contrast;
                lecture::apply_style(ctx, self.settings.teaching);
            }
            ViewCommand::ToggleKnuthTypes => {
                self.settings.teaching.knuth_types = !self.settings.teaching.knuth_types;
            }
            ViewCommand::ToggleAnnounce => {
                self.settings.teaching.announce = !self.settings.teaching.announce;
            }
            ViewCommand::ToggleTeachingPanel => {
                self.settings.teaching.panel = !self.settings.teaching.panel;
            }
            ViewCommand::ToggleWorksheet => {
                self.teach.worksheet.toggle(
                    self.session.game().as_textbook(),
                    self.session.options().cutoff,
                );
                if self.teach.worksheet.open {
                    self.teach.drill.open = false;
                    self.teach.ordering.open = false;
                }
            }
            ViewCommand::NewDrill | ViewCommand::ToggleDrill => {
                if command == ViewCommand::NewDrill {
                    self.teach.drill.new_tree();
                } else {
                    self.teach.drill.toggle();
                }
                if self.teach.drill.open {
                    self.teach.worksheet.open = false;
                    self.teach.ordering.open = false;
                }
            }
            ViewCommand::ToggleOrdering => {
                self.teach.ordering.toggle();
                if self.teach.ordering.open {
                    self.teach.worksheet.open = false;
                    self.teach.drill.open = false;
                }
            }
            ViewCommand::ToggleHelp => {
                self.shell.help_open = !self.shell.help_open;
            }
            ViewCommand::ToggleSidePanel(which) => {
                self.settings.side_panels_mut().toggle(which);
            }
            // The tree on screen: the drill's, the worksheet's or the search's.
            ViewCommand::FocusTree => {
                if self.teach.drill.open {
                    self.teach.drill.focus_tree();
                } else if self.teach.worksheet.open {
                    self.teach.worksheet.view.focus_tree();
                } else {
                    self.tree_view.focus_tree();
                }
            }
            ViewCommand::ReadNarration => {
                self.settings.teaching.panel = true;
                self.teach.narration.focus = true;
            }
            ViewCommand::ToggleFullscreen => {
                let full = ctx.input(|input| input.viewport().fullscreen.unwrap_or(false));
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(!full));
            }
        }
    }

    /// Applies a File command: open and save ([`Self::file_command`]),
    /// open the export dialog, export, copy the image.
    pub(super) fn files_command(&mut self, ctx: &egui::Context, command: FilesCommand) {
        match command {
            FilesCommand::OpenExport(kind) => {
                let theme = self.export_theme();
                let folder = self
                    .files
                    .file
                    .as_deref()
                    .and_then(std::path::Path::parent)
                    .map(std::path::Path::to_path_buf)
                    .or_else(|| std::env::current_dir().ok())
                    .unwrap_or_default();
                self.files
                    .export
                    .open(kind, theme, self.session.total_steps(), &folder);
            }
            FilesCommand::Export(request) => {
                let result = self.export_now(&request);
                self.files.export.set_result(result);
            }
            FilesCommand::CopyImage => {
                let shown = self.shown();
                let theme = self.export_theme();
                if let Err(error) = export::copy_image(ctx, &self.session, &shown, theme) {
                    self.error = Some(error.to_string());
                }
            }
            FilesCommand::OpenDialog
            | FilesCommand::Save
            | FilesCommand::SaveAsDialog
            | FilesCommand::OpenSession(_)
            | FilesCommand::OpenTraceDialog
            | FilesCommand::OpenTrace(_)
            | FilesCommand::GoToDivergence
            | FilesCommand::SaveSession(_) => self.file_command(ctx, command),
        }
    }

    /// What the window shows, for an export.
    pub(super) fn shown(&self) -> Shown<'_> {
        Shown {
            tree_view: &self.tree_view,
            overlay: &self.overlay,
            selected: self.pinned(),
            board_node: self.shown_node(),
            flipped: self.settings.flipped,
            arrows: self.settings.arrows,
            sheet: self.teach.worksheet.printable(),
        }
    }

    /// The export theme matching the window: lecture, dark or light.
    pub(super) fn export_theme(&self) -> crate::export::Theme {
        crate::export::Theme::of_window(
            self.settings.theme == Theme::Dark,
            self.settings.teaching.lecture,
        )
    }

    /// Carries out an export; the cursor stays where it was.
    pub(super) fn export_now(&mut self, request: &ExportRequest) -> Result<String, String> {
        let board_node = self.shown_node();
        let selected = self.pinned();
        let Self {
            session,
            tree_view,
            overlay,
            settings,
            teach,
            ..
        } = self;
        let shown = Shown {
            tree_view,
            overlay,
            selected,
            board_node,
            flipped: settings.flipped,
            arrows: settings.arrows,
            sheet: teach.worksheet.printable(),
        };
        export::export(request, session, &shown).map_err(|error| error.to_string())
    }
}
