//! The explorer window (behind the default-on `gui` feature): board, live
//! search tree, stepping controls, inspector and statistics over one session.
//!
//! Panels draw from the session and push `Command`s (`command/`);
//! the app applies them after drawing (`apply.rs`), one frame at a time
//! (`frame.rs`). The window is grouped in rooms by what a person sees, each
//! a folder with its own state in [`App`]: the shell around everything, the
//! run (with the worker thread that holds the session through long motions
//! while the window shows their progress and can cancel), the tree view,
//! the board on the left, the inspector on the right, the teaching
//! features and files.

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_possible_wrap,
    clippy::cast_precision_loss,
    clippy::cast_sign_loss,
    reason = "the window converts counts, steps and pixel sizes between integers and floats for drawing; the values stay far from the limits"
)]

mod access;
mod apply;
mod board;
mod command;
mod files;
mod format;
mod frame;
mod inspect;
mod menu;
pub mod overlay;
mod rebuild;
mod renderer;
mod run;
mod shell;
mod teach;
pub mod tree_view;

use std::path::PathBuf;

use petgraph::graph::NodeIndex;

use crate::chess::ChessGame;
use crate::i18n::{self, Lang};
use crate::input::{AnyGame, GameKind};
use crate::search::SearchOptions;
use crate::session::{Session, SessionError};

use board::controls::Inputs;
use command::{Command, FilesCommand};
use inspect::stats::Facts;
use overlay::TreeOverlay;
pub use shell::settings::SidePanels;
use shell::settings::{Position, STORAGE_KEY, Settings};
use tree_view::TreeViewState;

pub use shell::keys::{SHORTCUTS, Shortcut};

/// The smallest window the explorer lays out without clipping or overlap,
/// in normal and lecture mode; the window cannot be made smaller.
pub const MIN_WINDOW: [f32; 2] = [1024.0, 600.0];

/// Why the explorer window did not run to a successful end.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// The window could not open, e.g. when there is no display.
    #[error("cannot open the explorer window: {0}")]
    Open(#[from] eframe::Error),
    /// `--frame-dump` could not write its file, or the frame never settled.
    #[error("frame dump: {0}")]
    FrameDump(String),
}

/// Opens the explorer window (on the session file `session`, if given, as
/// `window` asks) and blocks until it is closed; with `--frame-dump`, until
/// the settled frame is written.
///
/// # Errors
/// The windowing error, e.g. when there is no display, or why the frame
/// inventory was not written.
pub fn run(session: Option<PathBuf>, window: WindowOptions) -> Result<(), WindowError> {
    let renderer = renderer::choose();
    let vsync = renderer::vsync();
    if shell::frame_log::is_on() {
        eprintln!(
            "gametree renderer: {renderer}, vsync {vsync} (set {} and {} to change)",
            renderer::ENV,
            renderer::VSYNC_ENV
        );
    }
    let size = window.size.unwrap_or([1400.0, 860.0]);
    let mut options = eframe::NativeOptions {
        renderer,
        viewport: egui::ViewportBuilder::default()
            .with_title(window_title(window.lang.unwrap_or_else(i18n::current)))
            .with_inner_size(size)
            .with_min_inner_size(MIN_WINDOW),
        // A size asked for on the command line wins over the one kept.
        persist_window: window.size.is_none(),
        ..eframe::NativeOptions::default()
    };
    if window.frame_dump.is_some() {
        // Nothing kept is read (egui's memory holds panel sizes) and
        // nothing is written: the same command draws the same frame.
        options.persistence_path = Some(std::env::temp_dir().join("gametree-frame-dump-unkept"));
    }
    options.glow_options.vsync = vsync;
    if !vsync {
        options.wgpu_options.surface.present_mode = eframe::wgpu::PresentMode::AutoNoVsync;
    }
    let outcome = shell::frame_dump::Outcome::default();
    let app_outcome = outcome.clone();
    eframe::run_native(
        "gametree",
        options,
        Box::new(move |cc| {
            let mut app = App::launched_telling(cc, &window, app_outcome)?;
            if let Some(path) = session {
                app.commands
                    .push(Command::Files(FilesCommand::OpenSession(path)));
            }
            Ok(Box::new(app))
        }),
    )?;
    match outcome.take() {
        Some(failure) => Err(WindowError::FrameDump(failure)),
        None => Ok(()),
    }
}

/// The window's title in `lang`.
fn window_title(lang: Lang) -> String {
    let _speaking = i18n::use_on_this_thread(lang);
    crate::tr!("window-title")
}

/// How the window opens, as the command line asks (`gametree --size WxH
/// --lecture --panels … --frame-dump FILE.json`; the binary fills it in
/// from its flags, so the window knows nothing of the command line).
#[derive(Clone, Debug, Default)]
pub struct WindowOptions {
    /// The window's inner size in points; `None` keeps the last one.
    pub size: Option<[f32; 2]>,
    /// Open in lecture mode.
    pub lecture: bool,
    /// The side panels open; `None` keeps the last choice.
    pub panels: Option<SidePanels>,
    /// The whole window's zoom (egui's zoom factor, as Ctrl + sets it);
    /// `None` keeps the last one.
    pub zoom: Option<f32>,
    /// Where to write the frame inventory, then exit.
    pub frame_dump: Option<PathBuf>,
    /// The language `--lang` asked for, which wins over the one saved
    /// with the settings; `None` keeps the saved one (else the system's).
    pub lang: Option<crate::i18n::Lang>,
}

/// What the command line asks of the window beyond its session file,
/// applied once that file is open (the file's own lecture toggle would
/// otherwise override `--lecture`).
struct Launch {
    /// Lecture mode on.
    lecture: bool,
    /// The side panels open, in both modes.
    panels: Option<SidePanels>,
}

impl Launch {
    fn of(window: &WindowOptions) -> Option<Self> {
        let panels = window.panels;
        (window.lecture || panels.is_some()).then_some(Self {
            lecture: window.lecture,
            panels,
        })
    }
}

/// The explorer: one session and everything drawn around it.
pub struct App {
    /// What is kept between runs: theme, position, options, toggles.
    settings: Settings,
    /// The language the window speaks (its UI thread, every frame).
    lang: Lang,
    /// The language the window's title was last set in; `None` before the
    /// first frame.
    titled: Option<Lang>,
    /// The search shown.
    session: Session<AnyGame>,
    /// The tree view's zoom, pan, collapsed nodes and text size.
    tree_view: TreeViewState,
    /// What the teaching features draw on the tree; lecture mode and Knuth
    /// types are copied from the settings every frame.
    overlay: TreeOverlay,
    /// The status line's message: an error from the core, a move refused
    /// on the board, a re-run cut short.
    error: Option<String>,
    /// The commands pushed while drawing, applied after.
    commands: Vec<Command>,
    /// The help window and the frame log.
    shell: shell::Shell,
    /// Motions, playing, re-runs to a place and the undo history.
    run: run::Running,
    /// The left panel: the position fields and the board's tools.
    board: board::PositionPanel,
    /// The right panel: the node picked and what is shown about it.
    inspect: inspect::InspectorPanel,
    /// The narration's scrolling, quiz mode and worksheet mode.
    teach: teach::Teaching,
    /// The session file, the file and export dialogs, a file being opened.
    files: files::Files,
    /// The command line's asks, until the session file is open.
    launch: Option<Launch>,
    /// The frame inventory being taken (`--frame-dump`), and how it ended.
    dump: Option<(shell::frame_dump::FrameDump, shell::frame_dump::Outcome)>,
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
        Self::launched(cc, &WindowOptions::default())
    }

    /// The explorer as [`Self::new`], with the settings saved last time,
    /// speaking `asked` if given, else the language chosen last time, else
    /// this thread's ([`i18n::current`]: the system's).
    fn kept(cc: &eframe::CreationContext<'_>, asked: Option<Lang>) -> Result<Self, SessionError> {
        let settings = match cc.storage {
            Some(storage) => eframe::get_value::<Settings>(storage, STORAGE_KEY)
                .unwrap_or_else(Settings::first_start),
            None => Settings::default(),
        };
        shell::fonts::install(&cc.egui_ctx);
        shell::lecture::apply_style(&cc.egui_ctx, settings.teaching);
        cc.egui_ctx.set_theme(settings.theme.egui());
        let lang = settings.starting_language(asked, i18n::current());
        Self::with_settings(settings, lang)
    }

    /// The explorer as the command line asks (`window`): as [`Self::new`],
    /// but speaking the language `window` asks for (over the one saved),
    /// and taking a frame inventory with the default settings, nothing
    /// kept read, when `--frame-dump` is given.
    ///
    /// # Errors
    /// A [`SessionError`] if not even the start position can be searched (a bug).
    pub fn launched(
        cc: &eframe::CreationContext<'_>,
        window: &WindowOptions,
    ) -> Result<Self, SessionError> {
        Self::launched_telling(cc, window, shell::frame_dump::Outcome::default())
    }

    /// [`Self::launched`], a frame inventory's failure going to `outcome`.
    fn launched_telling(
        cc: &eframe::CreationContext<'_>,
        window: &WindowOptions,
        outcome: shell::frame_dump::Outcome,
    ) -> Result<Self, SessionError> {
        let mut app = match &window.frame_dump {
            Some(path) => {
                let settings = Settings::default();
                shell::lecture::apply_style(&cc.egui_ctx, settings.teaching);
                cc.egui_ctx.set_theme(settings.theme.egui());
                let lang = settings.starting_language(window.lang, i18n::current());
                let mut app = Self::with_settings(settings, lang)?;
                app.dump = Some((shell::frame_dump::FrameDump::new(path.clone()), outcome));
                app
            }
            None => Self::kept(cc, window.lang)?,
        };
        app.launch = Launch::of(window);
        if let Some(zoom) = window.zoom {
            cc.egui_ctx.set_zoom_factor(zoom);
        }
        Ok(app)
    }

    /// Applies the command line's asks once no session file is being
    /// opened any more.
    fn go_on_launching(&mut self, ctx: &egui::Context) {
        if self.files.opening.is_some()
            || self
                .commands
                .iter()
                .any(|command| matches!(command, Command::Files(FilesCommand::OpenSession(_))))
        {
            return;
        }
        let Some(Launch { lecture, panels }) = self.launch.take() else {
            return;
        };
        if lecture && !self.settings.teaching.lecture {
            self.settings.teaching.lecture = true;
            shell::lecture::apply_style(ctx, self.settings.teaching);
        }
        if let Some(panels) = panels {
            self.settings.panels = panels;
            self.settings.lecture_panels = panels;
        }
    }

    /// The explorer with `settings`, speaking `lang`; falls back to the
    /// defaults if the saved position no longer loads, and says so.
    fn with_settings(mut settings: Settings, lang: Lang) -> Result<Self, SessionError> {
        let _speaking = i18n::use_on_this_thread(lang);
        let mut inputs = Inputs::default();
        let session = match rebuild::build(&settings.position, settings.options, settings.eval) {
            Ok(session) => session,
            Err(error) => {
                let error = crate::tr!("window-saved-position-failed", error = &error);
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
            tree_view: TreeViewState::default(),
            overlay: TreeOverlay::default(),
            error: None,
            commands: Vec::new(),
            shell: shell::Shell {
                help_open: false,
                focus: shell::focus::FocusKeeper::default(),
                frame_log: shell::frame_log::FrameLog::from_env(),
            },
            run: run::Running::default(),
            board: board::PositionPanel {
                inputs,
                tools: board::editor::BoardTools::default(),
            },
            inspect: inspect::InspectorPanel {
                selected: None,
                facts: Facts::of(session.game()),
                root_moves: inspect::root_moves::RootMovesTable::default(),
                compare: inspect::compare::ComparePanel::default(),
                depth_chart: inspect::depth_chart::DepthChartPanel::default(),
            },
            teach: teach::Teaching::default(),
            files: files::Files::default(),
            launch: None,
            dump: None,
            settings,
            lang,
            titled: None,
            session,
        })
    }
}

impl App {
    /// The node the panels show: the user's pick while it exists at the
    /// cursor in the iteration shown, else the node the search is at.
    fn shown_node(&self) -> Option<NodeIndex> {
        self.pinned().or_else(|| self.session.current_node())
    }

    /// The user's pick while it exists at the cursor in the iteration shown.
    fn pinned(&self) -> Option<NodeIndex> {
        self.inspect
            .selected
            .filter(|selection| {
                selection.iteration == self.session.pass_index()
                    && self.session.tree().is_some_and(|tree| {
                        tree.node(selection.node)
                            .is_some_and(|node| node.is_visible_at(self.session.local_cursor()))
                    })
            })
            .map(|selection| selection.node)
    }
}

impl App {
    /// Whether the window is still on its way to a settled frame: the
    /// command line's asks, a file opening, a motion or re-run, the search
    /// laid out ahead, or commands waiting.
    fn is_settling(&self) -> bool {
        self.launch.is_some()
            || self.files.opening.is_some()
            || self.run.runner.is_busy()
            || self.run.runner.is_away()
            || self.run.restoring.is_some()
            || self.run.laying_ahead
            || !self.commands.is_empty()
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        // The window's own language, whatever the process's: tests run
        // windows in parallel in one process.
        let _speaking = i18n::use_on_this_thread(self.lang);
        let began = self.shell.frame_log.begin();
        if self.dump.is_some() {
            shell::frame_dump::FrameDump::begin(ui.ctx());
        }
        self.go_on_launching(ui.ctx());
        self.frame(ui, frame);
        let busy = self.is_settling();
        if let Some((dump, outcome)) = &mut self.dump {
            dump.end(ui.ctx(), busy, outcome);
        }
        self.shell
            .frame_log
            .end(ui.ctx(), began, frame.info().cpu_usage);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        // A frame inventory leaves the kept settings as they were.
        if self.dump.is_none() {
            eframe::set_value(storage, STORAGE_KEY, &self.settings);
        }
    }

    fn persist_egui_memory(&self) -> bool {
        self.dump.is_none()
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        // A frame inventory is of the window as it opens: the pointer, left
        // wherever the display had it, hovers nothing.
        if self.dump.is_some() {
            raw_input.events.retain(|event| {
                !matches!(
                    event,
                    egui::Event::PointerMoved(_)
                        | egui::Event::MouseMoved(_)
                        | egui::Event::PointerButton { .. }
                        | egui::Event::MouseWheel { .. }
                        | egui::Event::Touch { .. }
                        | egui::Event::Zoom(_)
                )
            });
        }
    }
}
