//! The window while the search worker holds the session: the menu, the
//! toolbar greyed out, the run's progress with its Cancel button, and
//! nothing that reads or changes the session (the app holds a stand-in).

use egui::{CentralPanel, Panel, RichText, Ui};

use super::command::Command;
use super::keys::keys_for;
use super::runner::{Activity, allowed_while_away};
use super::{App, lecture, panels, toolbar};

impl App {
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
                    super::top_bar_ui(ui, settings, super::Modes::NONE, commands);
                });
            }
        }
        {
            let Self {
                session,
                runner,
                settings,
                commands,
                ..
            } = self;
            let toolbar = Panel::top("toolbar").show(ui, |ui| {
                lecture::controls_style(ui, lecture);
                let menus = |ui: &mut Ui, commands: &mut Vec<Command>| {
                    super::lecture_menus_ui(ui, settings, super::Modes::NONE, commands);
                };
                toolbar::toolbar_ui(ui, runner, settings.speed, false, commands, menus);
                toolbar::timeline_ui(ui, session, runner, commands);
            });
            panels::name_panel(&toolbar.response, "toolbar");
            let cancel_keys = keys_for(&Command::Cancel);
            Panel::bottom("status").show(ui, |ui| {
                ui.label("Searching on a background thread…");
            });
            CentralPanel::default().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(ui.available_height() * 0.3);
                    ui.spinner();
                    if let (Activity::Pursuing { motion, .. }, Some(progress)) =
                        (runner.activity(), runner.progress())
                    {
                        ui.label(
                            RichText::new(toolbar::progress_text(motion, session, runner))
                                .heading(),
                        );
                        ui.label(format!(
                            "{:.1} s so far",
                            progress.elapsed.as_secs_f64()
                        ));
                    }
                    ui.label(format!(
                        "The tree and the panels come back when the run ends; {cancel_keys} or Cancel (above) stops it where it got to."
                    ));
                });
            });
        }
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            if allowed_while_away(&command) {
                self.apply(ctx, command);
            }
        }
        ctx.request_repaint();
    }
}
