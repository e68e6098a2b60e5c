//! One frame of the window: the runner's share of work, then the bars, the
//! bottom panels, the side panels and the tree in the centre, then the
//! queued commands. While the search worker holds the session, the frame is
//! the menu, the toolbar greyed out and the run's progress with its Cancel
//! button, and nothing that reads or changes the session (the app holds a
//! stand-in).

use egui::{CentralPanel, Panel, RichText, Ui};
use petgraph::graph::NodeIndex;

use super::command::{Command, InspectCommand, SidePanel};
use super::files::Files;
use super::run::Running;
use super::run::runner::Activity;
use super::shell::top_bar::{lecture_menus_ui, top_bar_ui};
use super::teach::{Modes, Teaching};
use super::tree_view::{self, TreeViewAction};
use super::{App, files, shell, teach};

impl App {
    /// One frame: the runner's share of work, then the panels (or, while
    /// the worker holds the session, its progress), then the commands.
    pub(super) fn frame(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.retitle(&ctx);
        super::access::name_window(&ctx, &self.shows());
        self.settings.follow_drill(self.teach.drill.open);
        shell::keys::shortcuts(&ctx, self.shell.help_open, &mut self.commands);
        files::session_io::dropped_files(&ctx, &mut self.commands);
        let now = ctx.input(|input| input.time);
        if let Err(error) = self.run.runner.work(
            &mut self.session,
            now,
            self.settings.speed,
            &mut self.teach.quiz,
        ) {
            self.error = Some(error.to_string());
        }
        if let Some(report) = self.run.runner.take_report() {
            self.shell.frame_log.run(&report);
        }
        self.run.laying_ahead = match self.run.runner.lay_ahead(&mut self.session) {
            Ok(more) => more,
            Err(error) => {
                self.error = Some(error.to_string());
                false
            }
        };
        if self.run.laying_ahead {
            ctx.request_repaint();
        }
        self.go_on_rerunning();
        self.go_on_opening(&ctx);
        if self.run.runner.is_away() {
            self.away_ui(ui, &ctx);
            return;
        }
        self.teach.quiz.follow(&self.session);

        self.bars_ui(ui);
        if self.teach.quiz.has_news() {
            let Self {
                commands,
                teach: Teaching { quiz, .. },
                ..
            } = self;
            let question =
                Panel::bottom("quiz_question").show(ui, |ui| quiz.question_ui(ui, commands));
            shell::panels::name_panel(&question.response, "quiz_question");
        }
        if self.teach.worksheet.open {
            let Self {
                session,
                commands,
                teach: Teaching { worksheet, .. },
                ..
            } = self;
            let sheet = Panel::bottom("worksheet").show(ui, |ui| {
                worksheet.panel_ui(ui, session.game().as_textbook(), commands);
            });
            shell::panels::name_panel(&sheet.response, "worksheet");
        }
        if self.teach.drill.open {
            let drill = Panel::bottom("drill").show(ui, |ui| self.teach.drill.panel_ui(ui));
            shell::panels::name_panel(&drill.response, "drill");
        }
        let shown = self.shown_node();
        self.overlay.hide_values = self.values_hidden();
        self.inspect.compare.sync_overlay(
            &self.session,
            &self.settings.position,
            self.settings.eval,
            &mut self.overlay.diff,
        );
        self.overlay.lecture = self.settings.teaching.lecture;
        self.overlay.high_contrast = self.settings.teaching.high_contrast;
        self.overlay.knuth_types = self.settings.teaching.knuth_types;
        self.overlay.divergence = self.files.divergence_mark();
        shell::help::help_ui(&ctx, self.shell.help_open, &mut self.commands);
        self.files
            .dialog
            .dialog_ui(&ctx, &self.settings.recent_files, &mut self.commands);
        files::session_io::drop_hint_ui(&ctx);
        self.files.export.dialog_ui(&ctx, &mut self.commands);
        // The drill and the ordering view take the room: the explorer's
        // pseudocode and narration are not about their trees.
        if self.settings.teaching.panel && !self.teach.drill.open && !self.teach.ordering.open {
            // Full width under the side panels: pseudocode lines are long.
            let Self {
                session,
                overlay,
                commands,
                teach: Teaching { narration, .. },
                settings,
                ..
            } = self;
            narration.announce = settings.teaching.announce;
            narration.divergence = overlay
                .divergence
                .as_ref()
                .map(|mark| (mark.from, mark.said_here()));
            teach::panel::teaching_panel_ui(ui, session, narration, overlay, commands);
        }
        let inspector_left = self.side_panels_ui(ui);
        self.tree_panel_ui(ui, shown, inspector_left);
        self.shell.focus.after_frame(&ctx, self.shell.help_open);
        self.apply_commands(&ctx);
    }

    /// Gives the window its title in the language it speaks, once it
    /// starts speaking it.
    fn retitle(&mut self, ctx: &egui::Context) {
        if self.titled != Some(self.lang) {
            self.titled = Some(self.lang);
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(crate::tr!("window-title")));
        }
    }

    /// What the window shows, in a few words, for its name: the session
    /// file, else the textbook tree's name, else the game.
    fn shows(&self) -> String {
        if let Some(name) = self.files.file.as_ref().and_then(|file| file.file_name()) {
            return name.to_string_lossy().into_owned();
        }
        let position = &self.settings.position;
        crate::textbook::builtins::builtins()
            .iter()
            .find(|builtin| builtin.text == position.text())
            .map_or_else(
                || position.kind().title(),
                |builtin| builtin.name.to_owned(),
            )
    }

    /// Whether the search's values, windows and sentences are hidden: while
    /// a quiz question hides them, and all the while worksheet mode or the
    /// drill is on (the search behind the window is the sheet's answer key).
    pub(super) fn values_hidden(&self) -> bool {
        self.teach.quiz.hides_values() || self.teach.worksheet.open || self.teach.drill.open
    }

    /// The top bar (outside lecture mode), the toolbar with the timeline,
    /// and the status line.
    pub(super) fn bars_ui(&mut self, ui: &mut Ui) {
        let lecture = self.settings.teaching.lecture;
        let modes = (self.teach.modes(), self.files.diverges());
        if !lecture {
            let Self {
                settings, commands, ..
            } = self;
            let bar = Panel::top("menu").show(ui, |ui| {
                shell::lecture::controls_style(ui, false);
                top_bar_ui(ui, settings, modes, commands);
            });
            shell::panels::name_panel(&bar.response, "top_bar");
        }
        let hide_values = self.values_hidden();
        {
            let Self {
                session,
                settings,
                commands,
                error,
                run: Running { runner, .. },
                files: Files { opening, trace, .. },
                ..
            } = self;
            let toolbar = Panel::top("toolbar").show(ui, |ui| {
                shell::lecture::controls_style(ui, lecture);
                let menus = |ui: &mut Ui, commands: &mut Vec<Command>| {
                    lecture_menus_ui(ui, settings, modes, commands);
                };
                let mcts = session.is_mcts();
                shell::toolbar::toolbar_ui(
                    ui,
                    runner,
                    settings.speed,
                    (true, mcts),
                    commands,
                    menus,
                );
                shell::toolbar::timeline_ui(ui, session, runner, commands);
            });
            shell::panels::name_panel(&toolbar.response, "toolbar");
            let status = Panel::bottom("status").show(ui, |ui| {
                if let Some(opening) = opening {
                    ui.horizontal_wrapped(|ui| {
                        ui.spinner();
                        ui.label(opening.progress_text());
                        if ui
                            .button(crate::tr!("window-cancel"))
                            .on_hover_text(crate::tr!("files-opening-cancel-tip"))
                            .clicked()
                        {
                            commands.push(Command::Cancel);
                        }
                    });
                    return;
                }
                // With the narration on screen in lecture mode, the step
                // and, at the end, the result are enough here: the tree
                // keeps the room, and the line is read whole.
                let brief = settings.teaching.lecture && settings.teaching.panel;
                let text = error.as_ref().map_or_else(
                    || {
                        let status = shell::toolbar::status_text(session, hide_values, brief);
                        files::trace_io::with_trace_status(trace.as_ref(), status)
                    },
                    |error| crate::tr!("files-status-error", error = error),
                );
                ui.add(
                    egui::Label::new(RichText::new(text).text_style(egui::TextStyle::Body)).wrap(),
                );
            });
            shell::panels::name_panel(&status.response, "status_line");
        }
    }

    /// The tree view in the central panel, clipped left of `inspector_left`;
    /// `shown` is the node the board and the inspector show.
    pub(super) fn tree_panel_ui(
        &mut self,
        ui: &mut Ui,
        shown: Option<NodeIndex>,
        inspector_left: f32,
    ) {
        self.tree_view.set_picked(self.pinned());
        let Self {
            session,
            tree_view,
            commands,
            overlay,
            teach:
                Teaching {
                    worksheet,
                    drill,
                    ordering,
                    ..
                },
            ..
        } = self;
        let drill_overlay = drill.open.then(|| {
            let mut blank = overlay.clone();
            drill.fill_overlay(&mut blank);
            blank
        });
        let mut sheet_overlay = None;
        if worksheet.open && worksheet.whole().is_some() {
            let mut blank = overlay.clone();
            worksheet.fill_overlay(&mut blank);
            sheet_overlay = Some(blank);
        }
        // In lecture mode the tree reaches closer to the window's edges.
        let margin = if overlay.lecture { 2 } else { 8 };
        let frame = egui::Frame::central_panel(ui.style()).inner_margin(margin);
        let passes_beside = overlay.lecture
            && session.options().algorithm.searches_in_passes()
            && !drill.open
            && !ordering.open;
        let centre = CentralPanel::default().frame(frame).show(ui, |ui| {
            if passes_beside {
                // The passes are the story of MTD(f) and aspiration
                // windows: beside the tree, where the inspector's table is
                // closed away in lecture mode.
                let passes = Panel::right("lecture_passes")
                    .resizable(false)
                    .show(ui, |ui| {
                        ui.label(RichText::new(crate::tr!("panels-passes")).strong());
                        crate::app::inspect::deepening::lecture_passes_ui(ui, session);
                    });
                shell::panels::name_panel(&passes.response, "lecture_passes");
            }
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
                commands.push(Command::Inspect(InspectCommand::Select(node)));
            }
        });
        shell::panels::name_panel(&centre.response, "tree_panel");
    }

    /// Draws the position panel (left) and the inspector panel (right),
    /// each open or closed to a strip as the settings say for the mode;
    /// returns the x where the right panel (or its strip) begins.
    pub(super) fn side_panels_ui(&mut self, ui: &mut Ui) -> f32 {
        let shown = self.shown_node();
        let hide_values = self.values_hidden();
        let pinned = self.inspect.selected.is_some()
            && shown.is_some_and(|node| Some(node) != self.session.current_node());
        let Self {
            settings,
            session,
            commands,
            inspect,
            board,
            teach: Teaching { quiz, drill, .. },
            run: Running { history, .. },
            files,
            overlay,
            ..
        } = self;
        let drill = drill.open.then(|| drill.settings());
        let mut open = settings.side_panels();
        let lecture = settings.teaching.lecture;
        let both_open = open.position && open.inspector;
        let position = shell::panels::side_panel_ui(
            ui,
            SidePanel::Position,
            (&mut open.position, both_open),
            lecture,
            |ui| {
                board.board_ui(ui, session, shown, settings, commands);
                if pinned {
                    pinned_ui(ui, commands);
                }
                ui.separator();
                board.fields_ui(ui, session, settings, (history, drill), commands);
            },
        );
        let inspector = shell::panels::side_panel_ui(
            ui,
            SidePanel::Inspector,
            (&mut open.inspector, both_open),
            lecture,
            |ui| {
                let trace = (shown, overlay.divergence.as_ref(), files.unpruned_returns());
                inspect.node_ui(ui, session, trace, hide_values, commands);
                egui::CollapsingHeader::new(RichText::new(crate::tr!("panels-quiz")).heading())
                    .default_open(false)
                    .show(ui, |ui| quiz.settings_ui(ui));
                inspect.searches_ui(ui, (session, files.trace.as_ref()), settings, commands);
            },
        );
        // A drag past the edge (or a double-click on it) opens or closes a panel.
        *settings.side_panels_mut() = open;
        commands.extend(position.command);
        commands.extend(inspector.command);
        inspector.rect.left()
    }

    /// Draws the frame while the worker runs, then applies the commands
    /// that leave the session alone.
    pub(super) fn away_ui(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        // The bars as the frame draws them (in lecture mode the top bar
        // folded into the toolbar's menus, the controls at normal size),
        // the stepping buttons greyed out.
        let lecture = self.settings.teaching.lecture;
        {
            let Self {
                settings, commands, ..
            } = self;
            if !lecture {
                Panel::top("menu").show(ui, |ui| {
                    shell::lecture::controls_style(ui, false);
                    top_bar_ui(ui, settings, (Modes::default(), false), commands);
                });
            }
        }
        {
            let Self {
                session,
                settings,
                commands,
                run: Running { runner, .. },
                ..
            } = self;
            let toolbar = Panel::top("toolbar").show(ui, |ui| {
                shell::lecture::controls_style(ui, lecture);
                let menus = |ui: &mut Ui, commands: &mut Vec<Command>| {
                    lecture_menus_ui(ui, settings, (Modes::default(), false), commands);
                };
                let mcts = session.is_mcts();
                shell::toolbar::toolbar_ui(
                    ui,
                    runner,
                    settings.speed,
                    (false, mcts),
                    commands,
                    menus,
                );
                shell::toolbar::timeline_ui(ui, session, runner, commands);
            });
            shell::panels::name_panel(&toolbar.response, "toolbar");
            let cancel_keys = shell::keys::keys_for(&Command::Cancel);
            Panel::bottom("status").show(ui, |ui| {
                ui.label(crate::tr!("files-background-searching"));
            });
            CentralPanel::default().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(ui.available_height() * 0.3);
                    ui.spinner();
                    if let (Activity::Pursuing { motion, .. }, Some(progress)) =
                        (runner.activity(), runner.progress())
                    {
                        ui.label(
                            RichText::new(shell::toolbar::progress_text(motion, session, runner))
                                .heading(),
                        );
                        ui.label(crate::tr!(
                            "files-background-so-far",
                            seconds = format!("{:.1}", progress.elapsed.as_secs_f64())
                        ));
                    }
                    ui.label(crate::tr!(
                        "files-background-comes-back",
                        keys = cancel_keys
                    ));
                });
            });
        }
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            if command.allowed_while_away() {
                self.apply(ctx, command);
            }
        }
        ctx.request_repaint();
    }
}

/// Says the board shows a picked node, with a button back to the search.
fn pinned_ui(ui: &mut Ui, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(crate::tr!("files-pinned")).italics());
        if ui
            .button(crate::tr!("files-follow-search"))
            .on_hover_text(crate::tr!("files-follow-search-tip"))
            .clicked()
        {
            commands.push(Command::Cancel);
        }
    });
}
