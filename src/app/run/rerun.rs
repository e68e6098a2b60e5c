//! Taking a rebuilt search back to the user's place (see [`Place`]) without
//! freezing the window: the steps the place asks for are recorded by the
//! [`Runner`](super::runner::Runner), here for a frame's worth and then on
//! the worker with progress and Cancel, and the place is asked again each
//! time they are in. The place lands where an uninterrupted re-run lands.

use super::place::{Place, RESTORE_BUDGET, Restore, Restored};
use crate::app::App;
use crate::app::format;
use crate::app::inspect::Selection;

impl App {
    /// Starts taking the freshly rebuilt session (at step 0) back to `place`.
    pub(in crate::app) fn rerun_to(&mut self, place: Place) {
        self.run.restoring = Some(place);
        self.go_on_rerunning();
    }

    /// Goes on with the re-run once the runner has recorded what the place
    /// asked for; nothing while it records (or when there is no re-run).
    pub(in crate::app) fn go_on_rerunning(&mut self) {
        while !self.run.runner.is_busy() {
            let Some(place) = &self.run.restoring else {
                return;
            };
            let asked = match place.restore(&mut self.session, RESTORE_BUDGET) {
                Ok(asked) => asked,
                Err(error) => {
                    self.run.restoring = None;
                    self.error = Some(error.to_string());
                    return;
                }
            };
            match asked {
                Restore::Record(steps) => {
                    if let Err(error) = self.run.runner.rerun(&mut self.session, steps) {
                        self.run.restoring = None;
                        self.error = Some(error.to_string());
                        return;
                    }
                }
                Restore::Done(restored, selected) => {
                    self.run.restoring = None;
                    self.inspect.selected = selected.map(|node| Selection {
                        iteration: self.session.iteration_index(),
                        node,
                    });
                    if restored == Restored::Bounded {
                        self.error = Some(format!(
                            "the search was re-run to step {}, but the node you were at was not found",
                            format::count(self.session.cursor()),
                        ));
                    }
                    return;
                }
            }
        }
    }

    /// The user cancelled (or replaced) the re-run: it stops where it got
    /// to, and the status line says so.
    pub(in crate::app) fn rerun_stopped(&mut self) {
        let Some(place) = self.run.restoring.take() else {
            return;
        };
        self.error = Some(format!(
            "the search was re-run only to step {} of {} (cancelled); step on from here",
            format::count(self.session.cursor()),
            format::count(place.step())
        ));
    }
}
