//! Ordering, seen (R): the textbook tree searched now, run by alpha-beta
//! best first, in natural order and worst first, the three trees side by
//! side with the leaves each evaluated, under the figure they are compared
//! with ([`crate::teach::ordering`]: Knuth–Moore on a uniform tree, the
//! fewest over every order otherwise, each said exactly under the
//! conventions in force).

use egui::{RichText, Ui};

use crate::input::AnyGame;
use crate::scene::TreeOverlay;
use crate::search::{Cutoff, FailMode};
use crate::session::Session;
use crate::teach::ordering::{OrderingView, order_name, orderings};

use crate::app::tree_view::TreeViewState;

/// What the view was computed for: the tree's text and the conventions.
type Made = (String, Cutoff, FailMode);

/// The ordering view's state.
#[derive(Default)]
pub struct OrderingPanel {
    /// Whether the view is on screen.
    pub open: bool,
    /// The three searches, and what they were made for.
    shown: Option<(Made, OrderingView)>,
    error: Option<String>,
    /// Each tree's zoom and pan.
    views: [TreeViewState; 3],
}

impl OrderingPanel {
    /// Opens or closes the view.
    pub fn toggle(&mut self) {
        self.open = !self.open;
    }

    /// Runs the three orders on `session`'s tree under its conventions,
    /// unless that was done already.
    fn sync(&mut self, session: &Session<AnyGame>) {
        let Some(tree) = session.game().as_textbook() else {
            self.shown = None;
            return;
        };
        let options = session.options();
        let made = (tree.to_list_string(), options.cutoff, options.fail);
        if self.shown.as_ref().is_some_and(|(was, _)| *was == made) {
            return;
        }
        match orderings(tree, options.cutoff, options.fail) {
            Ok(view) => {
                self.shown = Some((made, view));
                self.error = None;
                self.views = Default::default();
            }
            Err(error) => {
                self.shown = None;
                self.error = Some(error.to_string());
            }
        }
    }

    /// The view in the central panel: the figure, then the three trees.
    pub fn view_ui(&mut self, ui: &mut Ui, session: &Session<AnyGame>, overlay: &TreeOverlay) {
        self.sync(session);
        let Some((made, view)) = &self.shown else {
            ui.heading(crate::tr!("panels-ordering"));
            ui.label(
                self.error
                    .clone()
                    .unwrap_or_else(|| crate::tr!("panels-ordering-needs-tree")),
            );
            return;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(crate::tr!("panels-ordering")).heading());
            ui.label(crate::tr!(
                "panels-ordering-conventions",
                tree = &made.0,
                test = made.1.test(),
                fail = made.2.name()
            ));
        });
        ui.label(view.bound_text());
        ui.separator();
        let runs = &view.runs;
        let views = &mut self.views;
        ui.columns(runs.len().max(1), |columns| {
            for (index, ((column, run), state)) in columns
                .iter_mut()
                .zip(runs)
                .zip(views.iter_mut())
                .enumerate()
            {
                let leaves = run.leaves;
                column.label(
                    RichText::new(crate::tr!(
                        "panels-ordering-leaves",
                        ordering = order_name(run.ordering),
                        count = leaves
                    ))
                    .strong(),
                );
                // A scope of its own, so each tree's canvas and items have
                // their own ids.
                column.push_id(index, |ui| {
                    crate::app::tree_view::tree_figure_ui(ui, &run.session, None, state, overlay);
                });
            }
        });
    }
}
