//! Compare: the current search against a second configuration on the same
//! input — presets for the classic comparisons or a free choice — run on a
//! background thread with [`crate::teach::compare`], shown as a table of the
//! counters `gametree analyze` prints, plus the share of nodes saved and,
//! on the tree, which nodes one search visits and the other does not.
//! Cancel, a new comparison, or closing the window stops the thread's work.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

use egui::{ComboBox, Grid, RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::chess::EvalKind;
use crate::game::{Game as _, Wording};
use crate::input::AnyGame;
use crate::search::{Algorithm, Cutoff, FailMode, Interrupt, MoveOrdering, SearchOptions};
use crate::session::{Session, follow_path};
use crate::teach::{CompareError, Comparison, SideResult, compare_within};
use crate::tree::{NodeKind, SearchTree};

use crate::app::format;
use crate::app::overlay::DiffMark;
use crate::app::shell::settings::Position;

/// What a comparison was run on: the position and the first search's options.
#[derive(Clone, PartialEq, Debug)]
struct Subject {
    position: Position,
    eval: EvalKind,
    options: SearchOptions,
}

/// A comparison running on its thread. Dropping it (Cancel, a new
/// comparison, the panel gone) raises `cancel`, which stops the thread.
struct Job {
    receiver: Receiver<Result<Comparison, CompareError>>,
    subject: Subject,
    cancel: Arc<AtomicBool>,
}

impl Drop for Job {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// A finished comparison.
struct Done {
    comparison: Comparison,
    subject: Subject,
    /// Counts finished comparisons, so the overlay knows when to refresh.
    generation: u64,
}

/// The classic comparisons: the second search is the first with one thing changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Classic {
    Pruning,
    Ordering,
    Fail,
    Cutoff,
    Table,
    /// The second algorithm against the first, which its descriptor names
    /// ([`Algorithm::classic_against`]): alpha-beta against PVS, ….
    Against(Algorithm, Algorithm),
}

impl Classic {
    /// Every classic comparison, in button order: the five changes of a
    /// setting, then an algorithm against another for each registered
    /// algorithm that names one, in menu order.
    fn all() -> impl Iterator<Item = Self> {
        [
            Self::Pruning,
            Self::Ordering,
            Self::Fail,
            Self::Cutoff,
            Self::Table,
        ]
        .into_iter()
        .chain(Algorithm::EVERY.into_iter().filter_map(|algorithm| {
            algorithm
                .classic_against()
                .map(|against| Self::Against(against, algorithm))
        }))
    }

    fn title(self) -> String {
        match self {
            Self::Pruning => crate::tr!("panels-compare-pruning"),
            Self::Ordering => crate::tr!("panels-compare-ordering"),
            Self::Fail => crate::tr!("panels-compare-fail"),
            Self::Cutoff => crate::tr!("panels-compare-cutoff"),
            Self::Table => crate::tr!("panels-compare-table"),
            Self::Against(against, algorithm) => crate::tr!(
                "panels-compare-against",
                first = against.title(),
                second = algorithm.descriptor().short
            ),
        }
    }

    /// `first` with this comparison's one change.
    fn other(self, first: SearchOptions) -> SearchOptions {
        let mut other = first;
        match self {
            Self::Pruning => {
                other.algorithm = first.algorithm.compare_with();
            }
            Self::Ordering => {
                other.ordering = if first.ordering == MoveOrdering::Captures {
                    MoveOrdering::Natural
                } else {
                    MoveOrdering::Captures
                };
            }
            Self::Fail => {
                other.fail = match first.fail {
                    FailMode::Hard => FailMode::Soft,
                    FailMode::Soft => FailMode::Hard,
                };
            }
            Self::Cutoff => {
                other.cutoff = match first.cutoff {
                    Cutoff::Ge => Cutoff::Gt,
                    Cutoff::Gt => Cutoff::Ge,
                };
            }
            Self::Table => other.transposition_table = !first.transposition_table,
            Self::Against(against, algorithm) => {
                other.algorithm = if first.algorithm == algorithm {
                    against
                } else {
                    algorithm
                };
            }
        }
        other
    }
}

/// The compare panel's state.
pub struct ComparePanel {
    /// The second configuration: algorithm, ordering, fail mode, cutoff and table
    /// (depth, extensions and node cap are the first search's).
    other: SearchOptions,
    job: Option<Job>,
    done: Option<Done>,
    error: Option<String>,
    /// Whether the last comparison was cancelled (the panel says so).
    cancelled: bool,
    /// Whether the tree marks the nodes only one search visits.
    show_diff: bool,
    /// What the overlay was last filled for: a comparison and an iteration.
    filled: Option<(u64, usize)>,
    generations: u64,
}

impl Default for ComparePanel {
    fn default() -> Self {
        Self {
            other: SearchOptions {
                algorithm: Algorithm::Minimax,
                ..SearchOptions::default()
            },
            job: None,
            done: None,
            error: None,
            cancelled: false,
            show_diff: true,
            filled: None,
            generations: 0,
        }
    }
}

/// The second configuration's free-choice settings applied to `first`.
fn merged(first: SearchOptions, other: SearchOptions) -> SearchOptions {
    SearchOptions {
        algorithm: other.algorithm,
        ordering: other.ordering,
        fail: other.fail,
        cutoff: other.cutoff,
        transposition_table: other.transposition_table,
        ..first
    }
}

/// A configuration in a few words: `Alpha-beta, natural order, fail-hard, TT`.
fn describe(options: &SearchOptions) -> String {
    let mut parts = vec![
        options.algorithm.title(),
        crate::tr!(
            "panels-compare-order",
            ordering = crate::app::format::ordering_word(options.ordering)
        ),
    ];
    if options.algorithm.prunes() {
        parts.push(crate::tr!(
            "panels-compare-fail-mode",
            fail = options.fail.name()
        ));
        parts.push(crate::tr!(
            "panels-compare-cut-if",
            test = options.cutoff.test()
        ));
    }
    if options.transposition_table {
        parts.push(crate::tr!("panels-compare-tt"));
    }
    parts.join(", ")
}

impl ComparePanel {
    /// Draws the panel for `session`, which searches `position` with `eval`.
    pub fn compare_ui(
        &mut self,
        ui: &mut Ui,
        session: &Session<AnyGame>,
        position: &Position,
        eval: EvalKind,
    ) {
        self.poll();
        let first = *session.options();
        ui.label(
            RichText::new(crate::tr!(
                "panels-compare-this-search-is",
                options = describe(&first)
            ))
            .small()
            .weak(),
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::tr!("panels-compare-against-label"));
            for classic in Classic::all() {
                if ui
                    .button(classic.title())
                    .on_hover_text(crate::tr!("panels-compare-classic-hint"))
                    .clicked()
                {
                    self.other = classic.other(first);
                    self.start(ui.ctx(), session, position, eval);
                }
            }
        });
        self.choice_ui(ui, first);
        ui.horizontal(|ui| {
            let running = self.job.is_some();
            if ui
                .add_enabled(
                    !running,
                    egui::Button::new(crate::tr!("panels-compare-run")),
                )
                .on_hover_text(crate::tr!("panels-compare-run-hint"))
                .clicked()
            {
                self.start(ui.ctx(), session, position, eval);
            }
            if running {
                ui.spinner();
                ui.label(crate::tr!("panels-compare-running"));
                if ui
                    .button(crate::tr!("panels-compare-cancel"))
                    .on_hover_text(crate::tr!("panels-compare-cancel-hint"))
                    .clicked()
                {
                    self.job = None;
                    self.cancelled = true;
                    ui.ctx().request_repaint();
                }
            }
        });
        if let Some(error) = &self.error {
            ui.label(RichText::new(error).color(ui.visuals().error_fg_color));
        }
        if self.cancelled {
            ui.label(
                RichText::new(crate::tr!("panels-compare-cancelled"))
                    .color(ui.visuals().warn_fg_color),
            );
        }
        let subject = Subject {
            position: position.clone(),
            eval,
            options: first,
        };
        // Numbers are shown only for the search they were measured on: after
        // a new position or option they are stale (and come back on undo).
        match &self.done {
            Some(done) if done.subject == subject => {
                table_ui(ui, &done.comparison, session.game().wording());
                ui.checkbox(&mut self.show_diff, crate::tr!("panels-compare-show-diff"))
                    .on_hover_text(crate::tr!("panels-compare-show-diff-hint"));
                if self.show_diff {
                    diff_note_ui(ui, session);
                }
            }
            Some(_) if self.job.is_none() => {
                ui.label(
                    RichText::new(crate::tr!("panels-compare-stale"))
                        .color(ui.visuals().warn_fg_color),
                );
            }
            _ => {}
        }
    }

    /// The free choice of the second configuration.
    fn choice_ui(&mut self, ui: &mut Ui, first: SearchOptions) {
        let other = &mut self.other;
        Grid::new("compare_choice").num_columns(2).show(ui, |ui| {
            let label = ui.label(crate::tr!("panels-compare-other-algorithm"));
            let menu = ComboBox::from_id_salt("compare_algorithm")
                .selected_text(other.algorithm.title())
                .show_ui(ui, |ui| {
                    for algorithm in Algorithm::EVERY {
                        ui.selectable_value(&mut other.algorithm, algorithm, algorithm.title());
                    }
                })
                .response
                .labelled_by(label.id);
            crate::app::access::combo_value(ui.ctx(), &menu, &other.algorithm.title());
            ui.end_row();
            let label = ui.label(crate::tr!("panels-compare-other-ordering"));
            let menu = ComboBox::from_id_salt("compare_ordering")
                .selected_text(crate::app::format::ordering_word(other.ordering))
                .show_ui(ui, |ui| {
                    for ordering in MoveOrdering::MENU {
                        ui.selectable_value(
                            &mut other.ordering,
                            ordering,
                            crate::app::format::ordering_word(ordering),
                        );
                    }
                })
                .response
                .labelled_by(label.id);
            crate::app::access::combo_value(
                ui.ctx(),
                &menu,
                &crate::app::format::ordering_word(other.ordering),
            );
            ui.end_row();
            ui.label(crate::tr!("panels-compare-other-fail"));
            ui.add_enabled_ui(other.algorithm.prunes(), |ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(
                        &mut other.fail,
                        FailMode::Hard,
                        crate::tr!("panels-compare-hard"),
                    );
                    ui.radio_value(
                        &mut other.fail,
                        FailMode::Soft,
                        crate::tr!("panels-compare-soft"),
                    );
                });
            });
            ui.end_row();
            ui.label(crate::tr!("panels-compare-other-cutoff"));
            ui.add_enabled_ui(other.algorithm.prunes(), |ui| {
                ui.horizontal(|ui| {
                    for cutoff in Cutoff::ALL {
                        ui.radio_value(&mut other.cutoff, cutoff, cutoff.test());
                    }
                });
            });
            ui.end_row();
        });
        ui.checkbox(
            &mut other.transposition_table,
            crate::tr!("panels-compare-other-tt"),
        );
        ui.label(
            RichText::new(crate::tr!("panels-compare-same-depth", count = first.depth))
                .small()
                .weak(),
        );
    }

    /// Starts comparing the current search with the second configuration.
    fn start(
        &mut self,
        ctx: &egui::Context,
        session: &Session<AnyGame>,
        position: &Position,
        eval: EvalKind,
    ) {
        let first = *session.options();
        let second = merged(first, self.other);
        let game = session.game().clone();
        // A comparison still running stops: this one replaces it.
        self.job = None;
        let (sender, receiver) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let interrupt = Interrupt::on_flag(Arc::clone(&cancel));
        let ctx = ctx.clone();
        let lang = crate::i18n::current();
        let spawned = std::thread::Builder::new()
            .name("gametree-compare".to_owned())
            .spawn(move || {
                let _speaking = crate::i18n::use_on_this_thread(lang);
                let result = compare_within(&game, first, second, &interrupt);
                // Nobody listens any more if the user cancelled: nothing to do.
                sender.send(result).ok();
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => {
                self.error = None;
                self.cancelled = false;
                self.job = Some(Job {
                    receiver,
                    subject: Subject {
                        position: position.clone(),
                        eval,
                        options: first,
                    },
                    cancel,
                });
            }
            Err(error) => {
                self.error = Some(crate::tr!(
                    "panels-compare-not-started",
                    error = error.to_string()
                ));
            }
        }
    }

    /// Takes the result of a finished job.
    fn poll(&mut self) {
        let Some(job) = &self.job else {
            return;
        };
        let result = match job.receiver.try_recv() {
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Err(crate::tr!("panels-compare-no-result")),
            Ok(result) => result.map_err(|error| error.to_string()),
        };
        let Some(job) = self.job.take() else {
            return;
        };
        match result {
            Ok(comparison) => {
                self.generations += 1;
                self.error = None;
                self.done = Some(Done {
                    comparison,
                    subject: job.subject.clone(),
                    generation: self.generations,
                });
            }
            Err(error) => self.error = Some(error),
        }
    }

    /// Fills `diff` with the comparison's difference for the tree `session`
    /// shows, when the diff is on, the comparison is of this search, and the
    /// tree shown is its last iteration, recorded to the end.
    pub fn sync_overlay(
        &mut self,
        session: &Session<AnyGame>,
        position: &Position,
        eval: EvalKind,
        diff: &mut HashMap<NodeIndex, DiffMark>,
    ) {
        let last = session.passes().len().saturating_sub(1);
        let wanted = self.done.as_ref().filter(|done| {
            self.show_diff
                && session.is_complete()
                && session.pass_index() == last
                && done.subject.options == *session.options()
                && done.subject.eval == eval
                && done.subject.position == *position
        });
        let key = wanted.map(|done| (done.generation, last));
        if key == self.filled {
            return;
        }
        self.filled = key;
        diff.clear();
        if let (Some(done), Some(tree)) = (wanted, session.tree()) {
            *diff = diff_marks(session.game(), tree, &done.comparison);
        }
    }
}

/// How a table cell is written from one side's result, scores in the
/// game's wording.
type Cell = fn(&SideResult, Wording) -> String;

/// The table of both searches' numbers and the share of nodes saved.
fn table_ui(ui: &mut Ui, comparison: &Comparison, wording: Wording) {
    let Comparison { a, b, .. } = comparison;
    ui.label(
        RichText::new(crate::tr!(
            "panels-compare-other-is",
            options = describe(&b.options)
        ))
        .small(),
    );
    Grid::new("compare_table")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.label(RichText::new(crate::tr!("panels-compare-this-search")).strong());
            ui.label(RichText::new(crate::tr!("panels-compare-other")).strong());
            ui.end_row();
            let rows: [(String, Cell); 8] = [
                (crate::tr!("panels-stats-nodes"), |side, _| {
                    format::count(side.counts.stats.nodes)
                }),
                (crate::tr!("panels-stats-leaves"), |side, _| {
                    format::count(side.counts.stats.leaves)
                }),
                (crate::tr!("panels-stats-cutoffs"), |side, _| {
                    format::count(side.counts.stats.cutoffs)
                }),
                (crate::tr!("panels-stats-pruned"), |side, _| {
                    format::count(side.counts.stats.pruned)
                }),
                (crate::tr!("panels-stats-tt-hits"), |side, _| {
                    format::count(side.counts.stats.tt_hits)
                }),
                (crate::tr!("panels-row-value"), |side, wording| {
                    // Monte Carlo tree search reports its move's mean
                    // result, in thousandths.
                    if side.options.algorithm.is_mcts() {
                        crate::tr!(
                            "panels-mean",
                            mean =
                                crate::notation::mean(Some(f64::from(side.counts.value) / 1000.0))
                        )
                    } else {
                        format::score(side.counts.value, wording)
                    }
                }),
                (crate::tr!("panels-compare-best-move"), |side, _| {
                    side.counts
                        .best_move
                        .clone()
                        .unwrap_or_else(|| crate::tr!("panels-compare-no-move"))
                }),
                (crate::tr!("panels-compare-time"), |side, _| {
                    millis(side.millis)
                }),
            ];
            for (name, cell) in rows {
                ui.label(&name);
                for (side, this) in [(a, true), (b, false)] {
                    let text = cell(side, wording);
                    let spoken = if this {
                        crate::tr!("panels-compare-cell-this", row = &name, text = &text)
                    } else {
                        crate::tr!("panels-compare-cell-other", row = &name, text = &text)
                    };
                    ui.label(text).widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Label, true, &spoken)
                    });
                }
                ui.end_row();
            }
        });
    if a.counts.truncated || b.counts.truncated {
        ui.label(
            RichText::new(crate::tr!("panels-compare-truncated")).color(ui.visuals().warn_fg_color),
        );
    }
    summary_ui(ui, comparison);
}

/// What the comparison comes to: the share of nodes saved, whether the
/// two algorithms choose the same move, and the nodes each visits alone.
fn summary_ui(ui: &mut Ui, comparison: &Comparison) {
    let Comparison { a, b, saved, .. } = comparison;
    let share = (saved.abs() * 100.0).round();
    let sentence = if share == 0.0 {
        crate::tr!("panels-compare-same-nodes")
    } else if *saved > 0.0 {
        crate::tr!("panels-compare-saves", share = share.to_string())
    } else {
        crate::tr!("panels-compare-more", share = share.to_string())
    };
    ui.label(RichText::new(sentence).strong());
    if a.options.algorithm != b.options.algorithm {
        let agreement = match (&a.counts.best_move, &b.counts.best_move) {
            (Some(one), Some(other)) if one == other => {
                crate::tr!("panels-compare-both-choose", best = one)
            }
            (Some(one), Some(other)) => {
                crate::tr!("panels-compare-disagree", best = one, other = other)
            }
            _ => String::new(),
        };
        if !agreement.is_empty() {
            ui.label(agreement);
        }
    }
    let visited = &comparison.visited;
    ui.label(crate::tr!(
        "panels-compare-visited",
        both = format::count(visited.common),
        this = format::count(visited.only_a_nodes()),
        other = format::count(visited.only_b_nodes())
    ));
}

/// A duration in milliseconds with two significant decimals for short ones.
fn millis(value: f64) -> String {
    if value < 10.0 {
        format!("{value:.2} ms")
    } else {
        format!("{value:.0} ms")
    }
}

/// Says when the diff can be seen on the tree.
fn diff_note_ui(ui: &mut Ui, session: &Session<AnyGame>) {
    let last = session.passes().len().saturating_sub(1);
    let note = if !session.is_complete() {
        crate::tr!("panels-compare-marks-at-end")
    } else if session.pass_index() != last {
        crate::tr!("panels-compare-marks-last-iteration")
    } else {
        crate::tr!("panels-compare-marks")
    };
    ui.label(RichText::new(note).small());
}

/// The diff marks of `comparison` on `tree`, the first search's last tree:
/// every node of a subtree only it visits, and for each subtree only the
/// other visits, the nearest node that exists here (often a pruned child).
fn diff_marks(
    game: &AnyGame,
    tree: &SearchTree,
    comparison: &Comparison,
) -> HashMap<NodeIndex, DiffMark> {
    let mut marks = HashMap::new();
    for subtree in &comparison.visited.only_a {
        let Some((top, true)) = follow_path(game, tree, &subtree.path) else {
            continue;
        };
        let mut stack = vec![top];
        while let Some(node) = stack.pop() {
            marks.insert(node, DiffMark::OnlyHere);
            stack.extend(
                tree.children(node)
                    .into_iter()
                    .filter(|&child| tree.node(child).is_some_and(|n| n.kind != NodeKind::Pruned)),
            );
        }
    }
    for subtree in &comparison.visited.only_b {
        if let Some((nearest, _)) = follow_path(game, tree, &subtree.path) {
            marks.entry(nearest).or_insert(DiffMark::OnlyOther);
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classic_comparisons_of_algorithms_come_from_the_registry() {
        let titles: Vec<String> = Classic::all().map(Classic::title).collect();
        assert_eq!(
            titles[5..],
            [
                "Alpha-beta vs PVS",
                "Alpha-beta vs aspiration windows",
                "Alpha-beta vs MTD(f)",
                "Alpha-beta vs MCTS",
            ]
        );
        // From alpha-beta the button runs the other algorithm; from that
        // algorithm, alpha-beta.
        let from = |algorithm| SearchOptions {
            algorithm,
            ..SearchOptions::default()
        };
        let pvs = Classic::Against(Algorithm::AlphaBeta, Algorithm::Pvs);
        assert_eq!(
            pvs.other(from(Algorithm::AlphaBeta)).algorithm,
            Algorithm::Pvs
        );
        assert_eq!(
            pvs.other(from(Algorithm::Pvs)).algorithm,
            Algorithm::AlphaBeta
        );
    }
}
