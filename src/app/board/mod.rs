//! The position panel on the left: the board at the node shown (the chess
//! board with its arrows, editor and moves played on it, or a grid game's
//! board), the move list of a pasted game, and the controls that choose
//! what is searched and how.

pub(super) mod arrows;
pub(super) mod chess;
pub(super) mod controls;
pub(super) mod editor;
pub(super) mod grid;
pub(super) mod mcts_options;
pub(super) mod move_list;
pub(super) mod panel;
pub(super) mod play;

use crate::game::Game as _;
use egui::{RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::session::Session;

use super::command::Command;
use super::run::history::History;
use super::shell::settings::Settings;

/// The left panel's state in [`App`](super::App).
pub(super) struct PositionPanel {
    /// The position fields as typed, with their errors.
    pub(super) inputs: controls::Inputs,
    /// The chess board's editor and the moves played on it.
    pub(super) tools: editor::BoardTools,
}

impl PositionPanel {
    /// The board at `shown` (a chess board to play on or edit, a grid
    /// game's board, or a tree's text) with the path to it.
    pub(super) fn board_ui(
        &mut self,
        ui: &mut Ui,
        session: &Session<AnyGame>,
        shown: Option<NodeIndex>,
        settings: &Settings,
        commands: &mut Vec<Command>,
    ) {
        panel::board_panel_ui(
            ui,
            session,
            shown,
            settings.flipped,
            settings.arrows,
            &mut self.tools,
            commands,
        );
    }

    /// The Position section (what is searched) and the Search section
    /// (how). While the drill is on (`drill`, its settings), the Search
    /// section says how the drill's tree is searched instead: its own
    /// conventions, not the explorer's.
    pub(super) fn fields_ui(
        &mut self,
        ui: &mut Ui,
        session: &Session<AnyGame>,
        settings: &Settings,
        (history, drill): (&History, Option<crate::teach::drill::DrillSettings>),
        commands: &mut Vec<Command>,
    ) {
        egui::CollapsingHeader::new(RichText::new(crate::tr!("window-section-position")).heading())
            .default_open(true)
            .show(ui, |ui| {
                controls::position_ui(ui, &mut self.inputs, commands);
            });
        egui::CollapsingHeader::new(RichText::new(crate::tr!("window-section-search")).heading())
            .default_open(true)
            .show(ui, |ui| {
                if let Some(drill) = drill {
                    ui.add(
                        egui::Label::new(crate::tr!(
                            "window-drill-search-note",
                            test = drill.cutoff.test(),
                            fail = drill.fail.name()
                        ))
                        .wrap(),
                    );
                    return;
                }
                let tree_depth = session
                    .game()
                    .as_textbook()
                    .is_some()
                    .then(|| session.options().depth);
                let kind = session.game().kind();
                // What runs: a game with chance nodes is searched by an
                // algorithm that averages, with Star1's bounds filled in.
                let running = session.options();
                let shown = crate::search::SearchOptions {
                    algorithm: running.algorithm,
                    bounds: running.bounds,
                    ..settings.options
                };
                let chance = session.game().has_chance_nodes().then(|| controls::Chance {
                    unit: session.game().wording().denominator(),
                    bounds: crate::search::leaf_bounds(session.game(), running),
                });
                controls::search_ui(
                    ui,
                    &shown,
                    settings.eval,
                    (kind, chance),
                    tree_depth,
                    history,
                    commands,
                );
            });
    }
}
