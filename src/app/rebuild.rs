//! Changes that rebuild the search: a position loaded, options or the
//! evaluation changed, a leaf's value edited, a change undone or redone.
//! Each is recorded for undo ([`History`](super::run::history::History)).
//!
//! The rebuilt search is then taken back to the user's place (see
//! [`Place`]) without freezing the window: the steps the place asks for are
//! recorded by the [`Runner`](super::run::runner::Runner), here for a
//! frame's worth and then on the worker with progress and Cancel, and the
//! place is asked again each time they are in. The place lands where an
//! uninterrupted re-run lands.

use crate::chess::EvalKind;
use crate::game::Game as _;
use crate::input::{AnyGame, GameKind};
use crate::search::SearchOptions;
use crate::session::Session;

use super::App;
use super::format;
use super::inspect::Selection;
use super::inspect::stats::Facts;
use super::run::history::Snapshot;
use super::run::place::{Place, RESTORE_BUDGET, Restore, Restored};
use super::shell::settings::Position;

/// Builds a session on `position`, or says why it cannot be searched.
pub(super) fn build(
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
    let options = with_chance(&game, options);
    let options = game
        .fit_options(options, false)
        .map_err(|error| error.to_string())?;
    Session::new(game, options).map_err(|error| error.to_string())
}

/// `options` fitted to a game with chance nodes, as the window searches
/// it: by expectimax when the algorithm chosen cannot average (Star1
/// takes the game's own bounds, a tree's least and greatest leaf, when
/// none were given). The menus then show what runs.
fn with_chance(game: &AnyGame, options: SearchOptions) -> SearchOptions {
    if !game.has_chance_nodes() || options.algorithm.averages() {
        return options;
    }
    SearchOptions {
        algorithm: crate::search::Algorithm::Expectimax,
        ..options
    }
}

impl App {
    /// Starts the search over on `position` at step 0 with the current
    /// settings (undoably); on failure the current search stays and the
    /// error is returned.
    /// Switching to another game starts from its default depth ([`GameKind::default_depth`]).
    pub(super) fn load(&mut self, position: Position) -> Result<(), String> {
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

    pub(super) fn reset_view(&mut self) {
        self.inspect.facts = Facts::of(self.session.game());
        self.tree_view = self.tree_view.for_new_search();
        self.inspect.selected = None;
        self.run.runner.stop();
        self.teach.quiz.new_search();
        self.error = None;
    }

    /// What the search is built from and where the user is in it.
    pub(super) fn snapshot(&self) -> Snapshot {
        Snapshot {
            position: self.settings.position.clone(),
            options: self.settings.options,
            eval: self.settings.eval,
            place: Place::of(&self.session, self.pinned()),
        }
    }

    /// Rebuilds the search from `snapshot`'s position, options and
    /// evaluation and goes back to its place (see [`Place`]), over frames
    /// and on the worker if that takes long ([`Self::rerun_to`]); if the search
    /// cannot be built, the current search and settings stay and the error
    /// is returned.
    pub(super) fn rebuild(&mut self, snapshot: &Snapshot) -> Result<(), String> {
        let session = build(&snapshot.position, snapshot.options, snapshot.eval)?;
        self.install(snapshot, session);
        Ok(())
    }

    /// Makes `session`, built from `snapshot`'s position, options and
    /// evaluation, the search shown, and goes back to the snapshot's place
    /// (at once if `session` has recorded that far).
    pub(super) fn install(&mut self, snapshot: &Snapshot, session: Session<AnyGame>) {
        let Snapshot {
            position,
            options,
            eval,
            place,
        } = snapshot;
        self.session = session;
        // A search built from a position is no student's trace.
        self.files.trace = None;
        self.settings.position = position.clone();
        self.settings.options = *options;
        self.settings.eval = *eval;
        self.board.inputs.show(position);
        self.board.inputs.clear_errors();
        self.reset_view();
        self.rerun_to(place.clone());
    }

    /// Applies a change that rebuilds the search (`change` edits a snapshot
    /// of the current state), keeping the place and recording it for undo.
    pub(super) fn change(&mut self, change: impl FnOnce(&mut Snapshot)) -> Result<(), String> {
        let before = self.snapshot();
        let mut after = before.clone();
        change(&mut after);
        if after == before {
            return Ok(());
        }
        self.rebuild(&after)?;
        self.run.history.record(before);
        Ok(())
    }

    /// As [`Self::change`] to `after`, with its search already built (and
    /// recorded to its place) as `session`.
    pub(super) fn change_to(&mut self, after: &Snapshot, session: Session<AnyGame>) {
        let before = self.snapshot();
        if *after == before {
            return;
        }
        self.install(after, session);
        self.run.history.record(before);
    }

    /// Goes back to the snapshot `history` hands out for the current state.
    pub(super) fn travel(&mut self, undo: bool) -> Result<(), String> {
        let now = self.snapshot();
        let target = if undo {
            self.run.history.undo(now)
        } else {
            self.run.history.redo(now)
        };
        match target {
            Some(snapshot) => self.rebuild(&snapshot),
            None => Ok(()),
        }
    }

    /// Gives textbook leaf `state` the value `value` and searches the tree
    /// again, keeping the place.
    pub(super) fn edit_leaf(
        &mut self,
        state: u32,
        value: crate::game::Score,
    ) -> Result<(), String> {
        let Some(tree) = self.session.game().as_textbook() else {
            return Ok(());
        };
        let mut tree = tree.clone();
        tree.set_leaf_value(state, value)
            .map_err(|error| error.to_string())?;
        let text = tree.to_list_string();
        self.change(|snapshot| snapshot.position = Position::new(GameKind::Tree, text))
    }

    /// Starts taking the freshly rebuilt session (at step 0) back to `place`.
    pub(super) fn rerun_to(&mut self, place: Place) {
        self.run.restoring = Some(place);
        self.go_on_rerunning();
    }

    /// Goes on with the re-run once the runner has recorded what the place
    /// asked for; nothing while it records (or when there is no re-run).
    pub(super) fn go_on_rerunning(&mut self) {
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
                        iteration: self.session.pass_index(),
                        node,
                    });
                    if restored == Restored::Bounded {
                        self.error = Some(crate::tr!(
                            "files-rerun-node-lost",
                            step = format::count(self.session.cursor())
                        ));
                    }
                    return;
                }
            }
        }
    }

    /// The user cancelled (or replaced) the re-run: it stops where it got
    /// to, and the status line says so.
    pub(super) fn rerun_stopped(&mut self) {
        let Some(place) = self.run.restoring.take() else {
            return;
        };
        self.error = Some(crate::tr!(
            "files-rerun-cancelled",
            step = format::count(self.session.cursor()),
            total = format::count(place.step())
        ));
    }
}
