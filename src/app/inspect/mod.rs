//! The inspector panel on the right: "Why this move?" (the root moves),
//! the node shown with its evaluation, the statistics, the comparison with
//! a second configuration, the chart of nodes per depth by ordering and
//! iterative deepening's timeline.

pub(super) mod compare;
pub(super) mod deepening;
pub(super) mod depth_chart;
pub(super) mod eval;
pub(super) mod inspector;
pub(super) mod root_moves;
pub(super) mod stats;

use egui::{RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::scene::overlay::DivergenceMark;
use crate::session::Session;

use super::command::Command;
use super::files::trace_io::{OpenTrace, UnprunedReturns};
use super::shell::settings::Settings;

/// A node picked by the user, in the iteration it belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Selection {
    /// The iteration of deepening the node belongs to.
    pub(super) iteration: usize,
    /// The node.
    pub(super) node: NodeIndex,
}

/// The right panel's state in [`App`](super::App).
pub(super) struct InspectorPanel {
    /// The node pinned by the user; `None` follows the search.
    pub(super) selected: Option<Selection>,
    /// What the statistics say about the game searched.
    pub(super) facts: stats::Facts,
    /// "Why this move?": the root-moves table's order.
    pub(super) root_moves: root_moves::RootMovesTable,
    /// The comparison with a second configuration.
    pub(super) compare: compare::ComparePanel,
    /// Nodes per depth by ordering.
    pub(super) depth_chart: depth_chart::DepthChartPanel,
}

impl InspectorPanel {
    /// "Why this move?" (chess: the root moves, first), then the node
    /// `shown` (and what a student's trace's `divergence` says there) and
    /// the statistics; a trace's `unpruned` returns are no cutoffs.
    pub(super) fn node_ui(
        &mut self,
        ui: &mut Ui,
        session: &Session<AnyGame>,
        (shown, divergence, unpruned): (
            Option<NodeIndex>,
            Option<&DivergenceMark>,
            UnprunedReturns<'_>,
        ),
        hide_values: bool,
        commands: &mut Vec<Command>,
    ) {
        self.root_moves
            .section_ui(ui, session, shown, hide_values, commands);
        egui::CollapsingHeader::new(RichText::new(crate::tr!("panels-inspector")).heading())
            .id_salt("inspector_section")
            .default_open(true)
            .show(ui, |ui| {
                inspector::inspector_ui(
                    ui,
                    session,
                    (shown, divergence, unpruned),
                    hide_values,
                    commands,
                );
            });
        egui::CollapsingHeader::new(RichText::new(crate::tr!("panels-statistics")).heading())
            .id_salt("statistics_section")
            .default_open(true)
            .show(ui, |ui| {
                stats::stats_ui(ui, session, (self.facts, unpruned), hide_values);
            });
    }

    /// The comparison with a second configuration (and, with a student's
    /// `trace` open, with the reference at the same step), the chart of
    /// nodes per depth and, while deepening, its timeline.
    pub(super) fn searches_ui(
        &mut self,
        ui: &mut Ui,
        (session, trace): (&Session<AnyGame>, Option<&OpenTrace>),
        settings: &Settings,
        commands: &mut Vec<Command>,
    ) {
        egui::CollapsingHeader::new(RichText::new(crate::tr!("panels-compare")).heading())
            .id_salt("compare_section")
            .default_open(false)
            .show(ui, |ui| {
                if let Some(trace) = trace {
                    trace.compare_ui(ui, session);
                    ui.separator();
                }
                self.compare
                    .compare_ui(ui, session, &settings.position, settings.eval);
            });
        egui::CollapsingHeader::new(RichText::new(crate::tr!("panels-nodes-per-depth")).heading())
            .id_salt("depth_chart_section")
            .default_open(false)
            .show(ui, |ui| {
                self.depth_chart
                    .chart_ui(ui, session, &settings.position, settings.eval);
            });
        let options = session.options();
        if options.iterative_deepening || options.algorithm.searches_in_passes() {
            let title = if options.iterative_deepening {
                crate::tr!("panels-iterative-deepening")
            } else {
                crate::tr!("panels-passes")
            };
            egui::CollapsingHeader::new(RichText::new(title).heading())
                .id_salt("deepening_section")
                .default_open(true)
                .show(ui, |ui| {
                    deepening::deepening_ui(ui, session, commands);
                });
        }
    }
}
