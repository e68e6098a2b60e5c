//! The explorer window (behind the default-on `gui` feature): board, live
//! search tree, stepping controls, inspector and statistics over one session.
//!
//! Panels draw from the session and push `Command`s (`command.rs`); the app
//! applies them after drawing. Long motions run on a worker thread that
//! holds the session meanwhile (`runner.rs`, `worker.rs`); the window then
//! shows their progress (`away_panel.rs`) and can cancel.

mod away_panel;
mod board;
mod board_arrows;
mod board_editor;
mod board_panel;
mod board_play;
mod command;
mod compare_panel;
mod controls;
mod deepening_panel;
mod drill_panel;
mod eval_panel;
mod export_dialog;
mod exporting;
mod file_dialog;
mod file_menu;
mod format;
mod frame_log;
mod grid_board;
mod help;
mod history;
mod inspector;
mod keys;
mod lecture;
mod move_list;
mod narration_panel;
mod ordering_panel;
pub mod overlay;
mod panels;
mod place;
mod pseudocode_panel;
mod quiz_panel;
mod renderer;
mod rerun;
mod root_moves_panel;
mod runner;
mod session_io;
mod settings;
mod stats;
mod teaching_panel;
mod toolbar;
pub mod tree_view;
mod worker;
mod worksheet;

use std::path::PathBuf;

use egui::{CentralPanel, Panel, RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::chess::{ChessGame, EvalKind};
use crate::input::{AnyGame, GameKind};
use crate::search::SearchOptions;
use crate::session::{Session, SessionError};

use command::Command;
use controls::Inputs;
use history::{History, Snapshot};
use narration_panel::NarrationState;
use overlay::TreeOverlay;
use place::Place;
use runner::Runner;
use settings::{Position, STORAGE_KEY, Settings};
use stats::Facts;
use tree_view::{TreeViewAction, TreeViewState};

pub use keys::{SHORTCUTS, Shortcut};

/// The smallest window the explorer lays out without clipping or overlap,
/// in normal and lecture mode; the window cannot be made smaller.
pub const MIN_WINDOW: [f32; 2] = [1024.0, 600.0];

/// Opens the explorer window (on the session file `session`, if given) and
/// blocks until it is closed.
///
/// # Errors
/// The windowing error, e.g. when there is no display.
pub fn run(session: Option<PathBuf>) -> Result<(), eframe::Error> {
    let renderer = renderer::choose();
    let vsync = renderer::vsync();
    if frame_log::is_on() {
        eprintln!(
            "gametree renderer: {renderer}, vsync {vsync} (set {} and {} to change)",
            renderer::ENV,
            renderer::VSYNC_ENV
        );
    }
    let mut options = eframe::NativeOptions {
        renderer,
        viewport: egui::ViewportBuilder::default()
            .with_title("gametree — game-tree search explorer")
            .with_inner_size([1400.0, 860.0])
            .with_min_inner_size(MIN_WINDOW),
        ..eframe::NativeOptions::default()
    };
    options.glow_options.vsync = vsync;
    if !vsync {
        options.wgpu_options.surface.present_mode = eframe::wgpu::PresentMode::AutoNoVsync;
    }
    eframe::run_native(
        "gametree",
        options,
        Box::new(|cc| {
            let mut app = App::new(cc)?;
            if let Some(path) = session {
                app.commands.push(Command::OpenSession(path));
            }
            Ok(Box::new(app))
        }),
    )
}

/// A node picked by the user, in the iteration it belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Selection {
    iteration: usize,
    node: NodeIndex,
}

/// The explorer: one session and everything drawn around it.
pub struct App {
    settings: Settings,
    session: Session<AnyGame>,
    facts: Facts,
    tree_view: TreeViewState,
    /// The node pinned by the user; `None` follows the search.
    selected: Option<Selection>,
    runner: Runner,
    inputs: Inputs,
    /// An internal error from the core, shown in the status line.
    error: Option<String>,
    commands: Vec<Command>,
    /// The narration log's scrolling.
    narration: NarrationState,
    /// What the teaching features draw on the tree; lecture mode and Knuth
    /// types are copied from the settings every frame.
    overlay: TreeOverlay,
    /// Whether the help window is open.
    help_open: bool,
    /// Quiz mode: its settings, score and open question; the runner's gate.
    quiz: quiz_panel::QuizPanel,
    /// Worksheet mode: the sheet, its answers and its check.
    worksheet: worksheet::WorksheetPanel,
    /// The quick drill: a random tree, the pruned edges and the root value.
    drill: drill_panel::DrillPanel,
    /// Best, natural and worst order side by side.
    ordering: ordering_panel::OrderingPanel,
    /// The comparison with a second configuration.
    compare: compare_panel::ComparePanel,
    /// "Why this move?": the root-moves table's order.
    root_moves: root_moves_panel::RootMovesTable,
    /// Undo and redo of option, evaluation and position changes.
    history: History,
    /// Frame times on stderr, when `GAMETREE_FRAME_LOG` asks for them.
    frame_log: frame_log::FrameLog,
    /// The session file opened or saved last: where Save writes.
    file: Option<PathBuf>,
    /// The Open… / Save as… window.
    file_dialog: file_dialog::FileDialog,
    /// File → Export's dialog.
    export: export_dialog::ExportDialog,
    /// The place a rebuilt search is being re-run to ([`rerun`]).
    restoring: Option<Place>,
    /// A session file whose search runs to its step on the worker.
    opening: Option<session_io::Opening>,
    /// The chess board's editor and the moves played on it.
    board_tools: board_editor::BoardTools,
}

/// Builds a session on `position`, or says why it cannot be searched.
fn build(
    position: &Position,
    options: SearchOptions,
    eval: EvalKind,
) -> Result<Session<AnyGame>, String> {
    let game = AnyGame::from_position(position.kind(), position.text().trim(), eval)
        .map_err(|error| error.to_string())?;
    // Trees have values only at their leaves: no iterative deepening.
    let options = if game.as_textbook().is_some() {
        SearchOptions {
            iterative_deepening: false,
            ..options
        }
    } else {
        options
    };
    let options = game
        .fit_options(options, false)
        .map_err(|error| error.to_string())?;
    Session::new(game, options).map_err(|error| error.to_string())
}

impl App {
    /// The explorer with the settings saved last time; on a first start
    /// (a store with no settings yet) `Settings::first_start`, the
    /// classic tree; without a store (persistence off, tests) the defaults,
    /// the chess start position with alpha-beta to depth 3.
    ///
    /// # Errors
    /// A [`SessionError`] if not even the start position can be searched (a bug).
    pub fn new(cc: &eframe::CreationContext<'_>) -> Result<Self, SessionError> {
        let settings = match cc.storage {
            Some(storage) => eframe::get_value::<Settings>(storage, STORAGE_KEY)
                .unwrap_or_else(Settings::first_start),
            None => Settings::default(),
        };
        lecture::apply_style(&cc.egui_ctx, settings.teaching.lecture);
        cc.egui_ctx.set_theme(settings.theme.egui());
        Self::with_settings(settings)
    }

    /// The explorer with `settings`; falls back to the defaults if the saved
    /// position no longer loads, and says so.
    fn with_settings(mut settings: Settings) -> Result<Self, SessionError> {
        let mut inputs = Inputs::default();
        let session = match build(&settings.position, settings.options, settings.eval) {
            Ok(session) => session,
            Err(error) => {
                let error = format!("The saved position did not load: {error}");
                inputs.set_error(GameKind::Chess, Some(error));
                settings.position = Position::default();
                settings.options = SearchOptions::default();
                Session::new(
                    AnyGame::Chess(ChessGame::start(settings.eval)),
                    settings.options,
                )?
            }
        };
        inputs.show(&settings.position);
        Ok(Self {
            facts: Facts::of(session.game()),
            settings,
            session,
            tree_view: TreeViewState::default(),
            selected: None,
            runner: Runner::default(),
            inputs,
            error: None,
            commands: Vec::new(),
            narration: NarrationState::default(),
            overlay: TreeOverlay::default(),
            help_open: false,
            quiz: quiz_panel::QuizPanel::default(),
            worksheet: worksheet::WorksheetPanel::default(),
            drill: drill_panel::DrillPanel::default(),
            ordering: ordering_panel::OrderingPanel::default(),
            compare: compare_panel::ComparePanel::default(),
            root_moves: root_moves_panel::RootMovesTable::default(),
            history: History::default(),
            frame_log: frame_log::FrameLog::from_env(),
            file: None,
            file_dialog: file_dialog::FileDialog::default(),
            export: export_dialog::ExportDialog::default(),
            restoring: None,
            opening: None,
            board_tools: board_editor::BoardTools::default(),
        })
    }
}

impl App {
    /// The node the panels show: the user's pick while it exists at the
    /// cursor in the iteration shown, else the node the search is at.
    fn shown_node(&self) -> Option<NodeIndex> {
        self.pinned().or_else(|| self.session.current_node())
    }

    /// What the window shows, for an export.
    fn shown(&self) -> exporting::Shown<'_> {
        exporting::Shown {
            tree_view: &self.tree_view,
            overlay: &self.overlay,
            selected: self.pinned(),
            board_node: self.shown_node(),
            flipped: self.settings.flipped,
            arrows: self.settings.arrows,
            sheet: self.worksheet.printable(),
        }
    }

    /// The export theme matching the window: lecture, dark or light.
    fn export_theme(&self) -> crate::export::Theme {
        crate::export::Theme::of_window(
            self.settings.theme == settings::Theme::Dark,
            self.settings.teaching.lecture,
        )
    }

    /// Carries out an export; the cursor stays where it was.
    fn export_now(&mut self, request: &export_dialog::ExportRequest) -> Result<String, String> {
        let board_node = self.shown_node();
        let selected = self.pinned();
        let Self {
            session,
            tree_view,
            overlay,
            settings,
            worksheet,
            ..
        } = self;
        let shown = exporting::Shown {
            tree_view,
            overlay,
            selected,
            board_node,
            flipped: settings.flipped,
            arrows: settings.arrows,
            sheet: worksheet.printable(),
        };
        exporting::export(request, session, &shown).map_err(|error| error.to_string())
    }

    /// The user's pick while it exists at the cursor in the iteration shown.
    fn pinned(&self) -> Option<NodeIndex> {
        self.selected
            .filter(|selection| {
                selection.iteration == self.session.iteration_index()
                    && self.session.tree().is_some_and(|tree| {
                        tree.node(selection.node)
                            .is_some_and(|node| node.is_visible_at(self.session.local_cursor()))
                    })
            })
            .map(|selection| selection.node)
    }

    /// Starts the search over on `position` at step 0 with the current
    /// settings (undoably); on failure the current search stays and the
    /// error is returned.
    /// Switching to another game starts from its default depth ([`GameKind::default_depth`]).
    fn load(&mut self, position: Position) -> Result<(), String> {
        let kind = position.kind();
        let depth = (kind != self.settings.position.kind()).then(|| kind.default_depth());
        self.change(|snapshot| {
            if let Some(depth) = depth {
                snapshot.options.depth = depth;
            }
            snapshot.position = position;
            snapshot.place = Place::default();
        })
    }

    /// Runs `action`, showing its error in the status line.
    fn report(&mut self, action: impl FnOnce(&mut Self) -> Result<(), String>) {
        if let Err(error) = action(self) {
            self.error = Some(error);
        }
    }

    fn reset_view(&mut self) {
        self.facts = Facts::of(self.session.game());
        self.tree_view = self.tree_view.for_new_search();
        self.selected = None;
        self.runner.stop();
        self.quiz.new_search();
        self.error = None;
    }

    /// What the search is built from and where the user is in it.
    fn snapshot(&self) -> Snapshot {
        Snapshot {
            position: self.settings.position.clone(),
            options: self.settings.options,
            eval: self.settings.eval,
            place: Place::of(&self.session, self.pinned()),
        }
    }

    /// Rebuilds the search from `snapshot`'s position, options and
    /// evaluation and goes back to its place (see [`Place`]), over frames
    /// and on the worker if that takes long ([`rerun`]); if the search
    /// cannot be built, the current search and settings stay and the error
    /// is returned.
    fn rebuild(&mut self, snapshot: &Snapshot) -> Result<(), String> {
        let session = build(&snapshot.position, snapshot.options, snapshot.eval)?;
        self.install(snapshot, session);
        Ok(())
    }

    /// Makes `session`, built from `snapshot`'s position, options and
    /// evaluation, the search shown, and goes back to the snapshot's place
    /// (at once if `session` has recorded that far).
    fn install(&mut self, snapshot: &Snapshot, session: Session<AnyGame>) {
        let Snapshot {
            position,
            options,
            eval,
            place,
        } = snapshot;
        self.session = session;
        self.settings.position = position.clone();
        self.settings.options = *options;
        self.settings.eval = *eval;
        self.inputs.show(position);
        self.inputs.clear_errors();
        self.reset_view();
        self.rerun_to(place.clone());
    }

    /// Applies a change that rebuilds the search (`change` edits a snapshot
    /// of the current state), keeping the place and recording it for undo.
    fn change(&mut self, change: impl FnOnce(&mut Snapshot)) -> Result<(), String> {
        let before = self.snapshot();
        let mut after = before.clone();
        change(&mut after);
        if after == before {
            return Ok(());
        }
        self.rebuild(&after)?;
        self.history.record(before);
        Ok(())
    }

    /// Esc or Cancel: stops opening a file, else a run, else the pick.
    fn cancel(&mut self) -> Result<(), SessionError> {
        if let Some(opening) = self.opening.take() {
            self.error = Some(opening.cancelled());
            Ok(())
        } else if self.runner.is_busy() {
            let result = self.runner.cancel(&mut self.session);
            self.rerun_stopped();
            result
        } else {
            self.selected = None;
            Ok(())
        }
    }

    /// As [`Self::change`] to `after`, with its search already built (and
    /// recorded to its place) as `session`.
    fn change_to(&mut self, after: &Snapshot, session: Session<AnyGame>) {
        let before = self.snapshot();
        if *after == before {
            return;
        }
        self.install(after, session);
        self.history.record(before);
    }

    /// Goes back to the snapshot `history` hands out for the current state.
    fn travel(&mut self, undo: bool) -> Result<(), String> {
        let now = self.snapshot();
        let target = if undo {
            self.history.undo(now)
        } else {
            self.history.redo(now)
        };
        match target {
            Some(snapshot) => self.rebuild(&snapshot),
            None => Ok(()),
        }
    }

    /// Gives textbook leaf `state` the value `value` and searches the tree
    /// again, keeping the place.
    fn edit_leaf(&mut self, state: u32, value: crate::game::Score) -> Result<(), String> {
        let Some(tree) = self.session.game().as_textbook() else {
            return Ok(());
        };
        let mut tree = tree.clone();
        tree.set_leaf_value(state, value)
            .map_err(|error| error.to_string())?;
        let text = tree.to_list_string();
        self.change(|snapshot| snapshot.position = Position::new(GameKind::Tree, text))
    }

    fn apply(&mut self, ctx: &egui::Context, command: Command) {
        if !runner::allowed_while_away(&command) {
            if self.runner.is_away() {
                return;
            }
            // A re-run going on frame by frame (no worker) ends here.
            self.rerun_stopped();
        }
        let now = ctx.input(|input| input.time);
        let result = match command {
            Command::Go(motion) => {
                self.selected = None;
                self.runner.start(&mut self.session, motion, &mut self.quiz)
            }
            Command::Resume => {
                if self.runner.resume(now) {
                    Ok(())
                } else {
                    let motion = crate::session::Motion::Step;
                    self.runner.start(&mut self.session, motion, &mut self.quiz)
                }
            }
            Command::EditLeaf { state, value } => {
                self.report(|app| app.edit_leaf(state, value));
                Ok(())
            }
            Command::Seek(step) => {
                self.runner.stop();
                self.selected = None;
                self.session.seek(step, 0).map(|_| ())
            }
            Command::TogglePlay => self.runner.toggle_play(&mut self.session, now),
            Command::Cancel => self.cancel(),
            Command::Select(node) => {
                self.select(node);
                Ok(())
            }
            Command::StepPv { forward } => {
                if let Some(node) = self.session.pv_step(self.shown_node(), forward) {
                    self.select(node);
                }
                Ok(())
            }
            Command::Load { kind, text } => {
                let error = self.load(Position::new(kind, text.trim().to_owned())).err();
                self.inputs.set_error(kind, error);
                Ok(())
            }
            Command::SetOptions(options) => {
                self.report(|app| app.change(|snapshot| snapshot.options = options));
                Ok(())
            }
            Command::SetEval(eval) => {
                self.report(|app| app.change(|snapshot| snapshot.eval = eval));
                Ok(())
            }
            Command::Undo if self.board_tools.editor.is_some() => {
                self.board_command(command);
                Ok(())
            }
            Command::Say(_) | Command::PlayedBack | Command::PlayedForward => {
                self.board_command(command);
                Ok(())
            }
            Command::Undo | Command::Redo => {
                let back = command == Command::Undo;
                self.report(|app| app.travel(back));
                Ok(())
            }
            Command::SetSpeed(_)
            | Command::SetTheme(_)
            | Command::FlipBoard
            | Command::ToggleArrows
            | Command::ToggleLecture
            | Command::ToggleKnuthTypes
            | Command::ToggleTeachingPanel
            | Command::ToggleHelp
            | Command::ToggleWorksheet
            | Command::NewDrill
            | Command::ToggleDrill
            | Command::ToggleOrdering
            | Command::ToggleSidePanel(_)
            | Command::ToggleFullscreen => {
                self.view_command(ctx, &command);
                Ok(())
            }
            Command::OpenExport(_) | Command::Export(_) | Command::CopyImage => {
                self.export_command(ctx, command);
                Ok(())
            }
            Command::OpenDialog
            | Command::Save
            | Command::SaveAsDialog
            | Command::OpenSession(_)
            | Command::SaveSession(_) => {
                self.file_command(ctx, command);
                Ok(())
            }
        };
        if let Err(error) = result {
            self.error = Some(error.to_string());
        }
    }

    /// Picks `node` of the iteration shown: the board and the inspector
    /// show it until the search is followed again.
    fn select(&mut self, node: NodeIndex) {
        self.selected = Some(Selection {
            iteration: self.session.iteration_index(),
            node,
        });
    }

    /// Applies a command of the chess board: Undo while the editor is open
    /// (an edit), a message for the status line, Back and Forward through
    /// the moves played on the board.
    fn board_command(&mut self, command: Command) {
        match command {
            Command::Undo => {
                if let Some(editor) = &mut self.board_tools.editor {
                    editor.model.undo();
                }
            }
            Command::Say(text) => self.error = Some(text),
            Command::PlayedBack | Command::PlayedForward => {
                let line = &self.board_tools.play.line;
                let fen = if command == Command::PlayedBack {
                    line.back()
                } else {
                    line.forward()
                };
                if let Some(fen) = fen.map(str::to_owned) {
                    self.report(|app| app.load(Position::new(GameKind::Chess, fen)));
                }
            }
            _ => {}
        }
    }

    /// Applies a command that changes a setting or what is shown: speed,
    /// theme, board side, teaching toggles, panels, help, full screen.
    fn view_command(&mut self, ctx: &egui::Context, command: &Command) {
        match *command {
            Command::SetSpeed(speed) => {
                self.settings.speed = speed;
            }
            Command::SetTheme(theme) => {
                self.settings.theme = theme;
                ctx.set_theme(theme.egui());
            }
            Command::FlipBoard => {
                self.settings.flipped = !self.settings.flipped;
            }
            Command::ToggleArrows => {
                self.settings.arrows = !self.settings.arrows;
            }
            Command::ToggleLecture => {
                self.settings.teaching.lecture = !self.settings.teaching.lecture;
                lecture::apply_style(ctx, self.settings.teaching.lecture);
            }
            Command::ToggleKnuthTypes => {
                self.settings.teaching.knuth_types = !self.settings.teaching.knuth_types;
            }
            Command::ToggleTeachingPanel => {
                self.settings.teaching.panel = !self.settings.teaching.panel;
            }
            Command::ToggleWorksheet => {
                self.worksheet.toggle(
                    self.session.game().as_textbook(),
                    self.session.options().cutoff,
                );
                if self.worksheet.open {
                    self.drill.open = false;
                    self.ordering.open = false;
                }
            }
            Command::NewDrill | Command::ToggleDrill => {
                if *command == Command::NewDrill {
                    self.drill.new_tree();
                } else {
                    self.drill.toggle();
                }
                if self.drill.open {
                    self.worksheet.open = false;
                    self.ordering.open = false;
                }
            }
            Command::ToggleOrdering => {
                self.ordering.toggle();
                if self.ordering.open {
                    self.worksheet.open = false;
                    self.drill.open = false;
                }
            }
            Command::ToggleHelp => {
                self.help_open = !self.help_open;
            }
            Command::ToggleSidePanel(which) => {
                self.settings.side_panels_mut().toggle(which);
            }
            Command::ToggleFullscreen => {
                let full = ctx.input(|input| input.viewport().fullscreen.unwrap_or(false));
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(!full));
            }
            _ => {}
        }
    }

    /// Applies an export command: open the dialog, export, copy the image.
    fn export_command(&mut self, ctx: &egui::Context, command: Command) {
        match command {
            Command::OpenExport(kind) => {
                let theme = self.export_theme();
                let folder = self
                    .file
                    .as_deref()
                    .and_then(std::path::Path::parent)
                    .map(std::path::Path::to_path_buf)
                    .or_else(|| std::env::current_dir().ok())
                    .unwrap_or_default();
                self.export
                    .open(kind, theme, self.session.total_steps(), &folder);
            }
            Command::Export(request) => {
                let result = self.export_now(&request);
                self.export.set_result(result);
            }
            Command::CopyImage => {
                let shown = self.shown();
                let theme = self.export_theme();
                if let Err(error) = exporting::copy_image(ctx, &self.session, &shown, theme) {
                    self.error = Some(error.to_string());
                }
            }
            _ => {}
        }
    }

    /// Draws the position panel (left) and the inspector panel (right),
    /// each open or closed to a strip as the settings say for the mode;
    /// returns the x where the right panel (or its strip) begins.
    fn side_panels_ui(&mut self, ui: &mut Ui) -> f32 {
        let shown = self.shown_node();
        let hide_values = self.values_hidden();
        let pinned = self.selected.is_some()
            && shown.is_some_and(|node| Some(node) != self.session.current_node());
        let Self {
            settings,
            session,
            facts,
            inputs,
            commands,
            quiz,
            compare,
            history,
            root_moves,
            board_tools,
            ..
        } = self;
        let mut open = settings.side_panels();
        let lecture = settings.teaching.lecture;
        let flipped = settings.flipped;
        let arrows = settings.arrows;
        let (options, eval) = (settings.options, settings.eval);
        let position = panels::side_panel_ui(
            ui,
            panels::SidePanel::Position,
            &mut open.position,
            lecture,
            |ui| {
                board_panel::board_panel_ui(
                    ui,
                    session,
                    shown,
                    flipped,
                    arrows,
                    board_tools,
                    commands,
                );
                if pinned {
                    pinned_ui(ui, commands);
                }
                ui.separator();
                egui::CollapsingHeader::new(RichText::new("Position").heading())
                    .default_open(true)
                    .show(ui, |ui| controls::position_ui(ui, inputs, commands));
                egui::CollapsingHeader::new(RichText::new("Search").heading())
                    .default_open(true)
                    .show(ui, |ui| {
                        let tree_depth = session
                            .game()
                            .as_textbook()
                            .is_some()
                            .then(|| session.options().depth);
                        let kind = session.game().kind();
                        controls::search_ui(
                            ui, &options, eval, kind, tree_depth, history, commands,
                        );
                    });
            },
        );
        let inspector = panels::side_panel_ui(
            ui,
            panels::SidePanel::Inspector,
            &mut open.inspector,
            lecture,
            |ui| {
                // "Why this move?" (chess): the root moves, first.
                root_moves.section_ui(ui, session, shown, hide_values, commands);
                egui::CollapsingHeader::new(RichText::new("Inspector").heading())
                    .default_open(true)
                    .show(ui, |ui| {
                        inspector::inspector_ui(ui, session, shown, hide_values, commands);
                    });
                egui::CollapsingHeader::new(RichText::new("Statistics").heading())
                    .default_open(true)
                    .show(ui, |ui| stats::stats_ui(ui, session, *facts, hide_values));
                egui::CollapsingHeader::new(RichText::new("Quiz").heading())
                    .default_open(false)
                    .show(ui, |ui| quiz.settings_ui(ui));
                egui::CollapsingHeader::new(RichText::new("Compare").heading())
                    .default_open(false)
                    .show(ui, |ui| {
                        compare.compare_ui(ui, session, &settings.position, eval);
                    });
                if session.options().iterative_deepening {
                    egui::CollapsingHeader::new(RichText::new("Iterative deepening").heading())
                        .default_open(true)
                        .show(ui, |ui| {
                            deepening_panel::deepening_ui(ui, session, commands);
                        });
                }
            },
        );
        // A drag past the edge (or a double-click on it) opens or closes a panel.
        *settings.side_panels_mut() = open;
        commands.extend(position.command);
        commands.extend(inspector.command);
        inspector.rect.left()
    }
}

/// Says the board shows a picked node, with a button back to the search.
fn pinned_ui(ui: &mut Ui, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Showing the node you picked.").italics());
        if ui
            .button("Follow search")
            .on_hover_text("Show the node the search is at (Esc)")
            .clicked()
        {
            commands.push(Command::Cancel);
        }
    });
}

/// In lecture mode, the top bar folded into two menus at the start of the
/// toolbar's row (one row less above the tree): File and View.
fn lecture_menus_ui(ui: &mut Ui, settings: &Settings, modes: Modes, commands: &mut Vec<Command>) {
    if !settings.teaching.lecture {
        return;
    }
    file_menu::file_menu_ui(ui, &settings.recent_files, commands);
    ui.menu_button("☰ View", |ui| {
        view_items_ui(ui, settings, modes, commands);
    })
    .response
    .on_hover_text("Lecture mode, panels, theme, keys and help");
    ui.separator();
}

/// The top bar: the name, the File menu, then the view items in a row.
fn top_bar_ui(ui: &mut Ui, settings: &Settings, modes: Modes, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("gametree").heading().strong());
        ui.separator();
        file_menu::file_menu_ui(ui, &settings.recent_files, commands);
        ui.separator();
        view_items_ui(ui, settings, modes, commands);
    });
}

/// Which of the modes that take the tree's place are on.
#[derive(Clone, Copy)]
struct Modes {
    worksheet: bool,
    drill: bool,
    ordering: bool,
}

impl Modes {
    /// None of them.
    const NONE: Self = Self {
        worksheet: false,
        drill: false,
        ordering: false,
    };
}

/// The File menu: export the tree, the board or slides, copy the tree.
/// The keys, the theme, the teaching toggles, the side panels and help: in
/// the top bar, or (in lecture mode, where the tree takes the room) in the
/// toolbar's View menu.
fn view_items_ui(ui: &mut Ui, settings: &Settings, modes: Modes, commands: &mut Vec<Command>) {
    ui.menu_button("Keys", |ui| help::keys_ui(ui, "keys_grid"));
    let theme = settings.theme;
    let label = match theme {
        settings::Theme::Light => "🌙 Dark theme",
        settings::Theme::Dark => "☀ Light theme",
    };
    if ui
        .button(label)
        .on_hover_text("Switch light/dark colours")
        .clicked()
    {
        commands.push(Command::SetTheme(theme.toggled()));
    }
    ui.separator();
    let open = settings.side_panels();
    let toggles = [
        (
            settings.teaching.lecture,
            "Lecture mode",
            "Large text, thick lines, high contrast, colour-blind-safe colours; the tree gets most of the window (L)",
            Command::ToggleLecture,
        ),
        (
            settings.teaching.knuth_types,
            "Knuth types",
            "Colour finished nodes PV / CUT / ALL, with a legend (K)",
            Command::ToggleKnuthTypes,
        ),
        (
            settings.teaching.panel,
            "Pseudocode & narration",
            "Show the pseudocode and the narration under the tree (P)",
            Command::ToggleTeachingPanel,
        ),
        (
            open.position,
            "Left panel",
            "Show the board, position and search settings, or close them to a strip ([)",
            Command::ToggleSidePanel(panels::SidePanel::Position),
        ),
        (
            open.inspector,
            "Right panel",
            "Show the inspector and statistics, or close them to a strip (])",
            Command::ToggleSidePanel(panels::SidePanel::Inspector),
        ),
    ];
    practice_menu_ui(ui, modes, commands);
    for (on, label, tip, command) in toggles {
        if ui.selectable_label(on, label).on_hover_text(tip).clicked() {
            commands.push(command);
        }
    }
    if ui
        .button("Help")
        .on_hover_text("What the symbols on the tree mean, and the keys (F1 or H)")
        .clicked()
    {
        commands.push(Command::ToggleHelp);
    }
}

/// The Practice menu: the three modes that take the tree's place.
fn practice_menu_ui(ui: &mut Ui, modes: Modes, commands: &mut Vec<Command>) {
    let practice = [
        (
            modes.worksheet,
            "Worksheet",
            "Fill in α, β, values and pruned moves on a blank tree, then check them (W)",
            Command::ToggleWorksheet,
        ),
        (
            modes.drill,
            "Quick drill",
            "Five-minute practice: a random tree, click the pruned edges, type the root value, Enter (D: a new tree)",
            Command::ToggleDrill,
        ),
        (
            modes.ordering,
            "Ordering",
            "Best, natural and worst move order on this tree side by side, against the fewest leaves (R)",
            Command::ToggleOrdering,
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
                commands.push(command);
                ui.close();
            }
        }
    })
    .response
    .on_hover_text("Worksheet (W), quick drill (D), move ordering (R)");
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, frame: &mut eframe::Frame) {
        let began = self.frame_log.begin();
        self.frame(ui, frame);
        self.frame_log.end(ui.ctx(), began, frame.info().cpu_usage);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, STORAGE_KEY, &self.settings);
    }
}

impl App {
    /// One frame: the runner's share of work, then the panels (or, while
    /// the worker holds the session, its progress), then the commands.
    fn frame(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        keys::shortcuts(&ctx, self.help_open, &mut self.commands);
        session_io::dropped_files(&ctx, &mut self.commands);
        let now = ctx.input(|input| input.time);
        if let Err(error) =
            self.runner
                .work(&mut self.session, now, self.settings.speed, &mut self.quiz)
        {
            self.error = Some(error.to_string());
        }
        if let Some(report) = self.runner.take_report() {
            self.frame_log.run(&report);
        }
        match self.runner.lay_ahead(&mut self.session) {
            Ok(true) => ctx.request_repaint(),
            Ok(false) => {}
            Err(error) => self.error = Some(error.to_string()),
        }
        self.go_on_rerunning();
        self.go_on_opening(&ctx);
        if self.runner.is_away() {
            self.away_ui(ui, &ctx);
            return;
        }
        self.quiz.follow(&self.session);

        self.bars_ui(ui);
        if self.quiz.has_news() {
            let Self { quiz, commands, .. } = self;
            let question =
                Panel::bottom("quiz_question").show(ui, |ui| quiz.question_ui(ui, commands));
            panels::name_panel(&question.response, "quiz_question");
        }
        if self.drill.open {
            let drill = Panel::bottom("drill").show(ui, |ui| self.drill.panel_ui(ui));
            panels::name_panel(&drill.response, "drill");
        }
        if self.worksheet.open {
            let Self {
                worksheet,
                session,
                commands,
                ..
            } = self;
            let sheet = Panel::bottom("worksheet").show(ui, |ui| {
                worksheet.panel_ui(ui, session.game().as_textbook(), commands);
            });
            panels::name_panel(&sheet.response, "worksheet");
        }
        let shown = self.shown_node();
        self.overlay.hide_values = self.values_hidden();
        self.compare.sync_overlay(
            &self.session,
            &self.settings.position,
            self.settings.eval,
            &mut self.overlay.diff,
        );
        self.overlay.lecture = self.settings.teaching.lecture;
        self.overlay.knuth_types = self.settings.teaching.knuth_types;
        help::help_ui(&ctx, self.help_open, &mut self.commands);
        self.file_dialog
            .dialog_ui(&ctx, &self.settings.recent_files, &mut self.commands);
        session_io::drop_hint_ui(&ctx);
        self.export.dialog_ui(&ctx, &mut self.commands);
        // The drill and the ordering view take the room: the explorer's
        // pseudocode and narration are not about their trees.
        if self.settings.teaching.panel && !self.drill.open && !self.ordering.open {
            // Full width under the side panels: pseudocode lines are long.
            let Self {
                session,
                narration,
                overlay,
                commands,
                ..
            } = self;
            teaching_panel::teaching_panel_ui(ui, session, narration, overlay, commands);
        }
        let inspector_left = self.side_panels_ui(ui);
        self.tree_panel_ui(ui, shown, inspector_left);
        self.apply_commands(&ctx);
    }

    /// Whether the search's values, windows and sentences are hidden: while
    /// a quiz question hides them, and all the while worksheet mode is on
    /// (the search behind the window is the sheet's answer key).
    fn values_hidden(&self) -> bool {
        self.quiz.hides_values() || self.worksheet.open || self.drill.open
    }

    /// The top bar (outside lecture mode), the toolbar with the timeline,
    /// and the status line.
    fn bars_ui(&mut self, ui: &mut Ui) {
        let lecture = self.settings.teaching.lecture;
        let modes = Modes {
            worksheet: self.worksheet.open,
            drill: self.drill.open,
            ordering: self.ordering.open,
        };
        if !lecture {
            let Self {
                settings, commands, ..
            } = self;
            let bar = Panel::top("menu").show(ui, |ui| top_bar_ui(ui, settings, modes, commands));
            panels::name_panel(&bar.response, "top_bar");
        }
        let hide_values = self.values_hidden();
        {
            let Self {
                session,
                runner,
                settings,
                commands,
                error,
                opening,
                ..
            } = self;
            let toolbar = Panel::top("toolbar").show(ui, |ui| {
                lecture::controls_style(ui, lecture);
                let menus = |ui: &mut Ui, commands: &mut Vec<Command>| {
                    lecture_menus_ui(ui, settings, modes, commands);
                };
                toolbar::toolbar_ui(ui, runner, settings.speed, true, commands, menus);
                toolbar::timeline_ui(ui, session, runner, commands);
            });
            panels::name_panel(&toolbar.response, "toolbar");
            let status = Panel::bottom("status").show(ui, |ui| {
                if let Some(opening) = opening {
                    ui.horizontal_wrapped(|ui| {
                        ui.spinner();
                        ui.label(opening.progress_text());
                        if ui
                            .button("Cancel")
                            .on_hover_text("Stop opening the file; the session stays as it is")
                            .clicked()
                        {
                            commands.push(Command::Cancel);
                        }
                    });
                    return;
                }
                let text = error.as_ref().map_or_else(
                    || toolbar::status_text(session, hide_values),
                    |error| format!("Error: {error}"),
                );
                let label = egui::Label::new(RichText::new(text).text_style(egui::TextStyle::Body));
                // With the narration on screen in lecture mode, one line is
                // enough here (the rest is on hover): the tree keeps the room.
                let one_line = settings.teaching.lecture && settings.teaching.panel;
                ui.add(if one_line {
                    label.truncate()
                } else {
                    label.wrap()
                });
            });
            panels::name_panel(&status.response, "status_line");
        }
    }

    /// The tree view in the central panel, clipped left of `inspector_left`;
    /// `shown` is the node the board and the inspector show.
    fn tree_panel_ui(&mut self, ui: &mut Ui, shown: Option<NodeIndex>, inspector_left: f32) {
        let Self {
            session,
            tree_view,
            commands,
            overlay,
            worksheet,
            drill,
            ordering,
            ..
        } = self;
        let mut sheet_overlay = None;
        if worksheet.open && worksheet.whole().is_some() {
            let mut blank = overlay.clone();
            worksheet.fill_overlay(&mut blank);
            sheet_overlay = Some(blank);
        }
        let drill_overlay = drill.open.then(|| {
            let mut blank = overlay.clone();
            drill.fill_overlay(&mut blank);
            blank
        });
        // In lecture mode the tree reaches closer to the window's edges.
        let margin = if overlay.lecture { 2 } else { 8 };
        let frame = egui::Frame::central_panel(ui.style()).inner_margin(margin);
        let centre = CentralPanel::default().frame(frame).show(ui, |ui| {
            // After the window shrinks, egui can hand the centre a rect that
            // reaches under the inspector for a frame or more: never draw there.
            let mut clip = ui.clip_rect();
            clip.max.x = clip.max.x.min(inspector_left);
            ui.set_clip_rect(clip);
            if let Some(blank) = &drill_overlay {
                drill.tree_ui(ui, blank);
            } else if ordering.open {
                ordering.view_ui(ui, session, overlay);
            } else if let Some(blank) = &sheet_overlay {
                worksheet.tree_ui(ui, blank);
            } else if let Some(TreeViewAction::Select(node)) =
                tree_view::tree_view_ui(ui, session, shown, tree_view, overlay)
            {
                commands.push(Command::Select(node));
            }
        });
        panels::name_panel(&centre.response, "tree_panel");
    }

    /// Applies the commands queued while drawing, and asks for the next
    /// frame when something changed or the runner has work due.
    fn apply_commands(&mut self, ctx: &egui::Context) {
        let commands = std::mem::take(&mut self.commands);
        let changed = !commands.is_empty();
        for command in commands {
            self.apply(ctx, command);
        }
        if changed || matches!(self.runner.activity(), runner::Activity::Pursuing { .. }) {
            ctx.request_repaint();
        } else if let Some(seconds) = self.runner.next_due_in(ctx.input(|input| input.time)) {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(seconds));
        }
    }
}
