//! A student's search trace in the explorer (File → Open trace…, a trace
//! dropped on the window, or `gametree TRACE.jsonl`): the trace, read and
//! checked as `gametree check` reads it, becomes the session
//! ([`crate::check::session`]), stepped, drawn and narrated as any search
//! is; its first divergence is marked on its node and said in the
//! narration at its step, and the status line says what the check found.
//! A trace that cannot be read changes nothing: the check's one line goes
//! to the status line and the file window. Compare shows the reference
//! (the algorithm recognised, or the nearest) as gametree searches it, at
//! the same step, and from which step on the two differ. Save (and Save
//! as…) writes the trace as it was read, not a session file: the
//! student's search is what the window shows, and a session file would
//! hold gametree's.

use std::io::{BufRead as _, BufReader, Read as _};
use std::path::Path;

use crate::check::session::{DivergenceAt, TraceSession, open_trace};
use crate::check::trace::TRACE_EXTENSION;
use crate::check::{DivergenceKind, Reference, ValueView};
use crate::input::AnyGame;
use crate::quote::quoted;
use crate::scene::overlay::DivergenceMark;
use crate::session::Session;
use crate::session_file::write_atomic;
use crate::teach::narrate;
use crate::teach::narration::is_unpruned_return;
use crate::text_file::{open_regular, read_limited};
use egui::{RichText, Ui};

use crate::app::App;
use crate::app::run::history::Snapshot;
use crate::app::run::place::Place;
use crate::app::shell::settings::Position;

use super::Files;
use super::dialog::refused;
use super::session_io::cannot_save;

/// The trace the session shows, and what the check found.
pub(in crate::app) struct OpenTrace {
    /// The file's name, for the status line.
    name: String,
    /// Whose view the values are in.
    view: ValueView,
    /// The references the trace is a correct search of.
    matches: Vec<Reference>,
    /// Its first divergence from the nearest, when none fits.
    divergence: Option<DivergenceAt>,
    /// Whether some value is drawn rounded to the game's unit.
    rounded: bool,
    /// The reference as gametree searches the same position, to its end;
    /// `None` if it could not be searched (the error is said instead).
    reference: Result<Session<AnyGame>, String>,
    /// The first step at which the student's search and the reference's
    /// differ; `None` if they are the same throughout.
    differs_from: Option<u64>,
    /// The trace's bytes as read, which Save writes; `None` for a trace
    /// larger than [`KEPT_BYTES`], which is read from its file as it goes.
    text: Option<Vec<u8>>,
    /// Where the student's search returned with moves left and nothing
    /// pruned them.
    unpruned: Vec<(u64, u16)>,
}

/// The steps at which a student's search returned with moves left where
/// the algorithm cuts nothing ([`is_unpruned_return`]), in order, each
/// with how many moves it left: no cutoffs, and no moves pruned, however
/// the session records them. Empty for a search of gametree's own.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::app) struct UnprunedReturns<'a>(&'a [(u64, u16)]);

impl UnprunedReturns<'_> {
    /// The returns among the steps before `cursor`, and the moves they left.
    pub(in crate::app) fn before(self, cursor: u64) -> (u64, u64) {
        let done = &self.0[..self.0.partition_point(|&(step, _)| step < cursor)];
        let moves = done.iter().map(|&(_, left)| u64::from(left)).sum();
        (done.len() as u64, moves)
    }

    /// Whether the cutoff recorded at `step` is one of these returns.
    pub(in crate::app) fn at(self, step: u64) -> bool {
        self.0.binary_search_by_key(&step, |&(at, _)| at).is_ok()
    }
}

/// The largest trace kept in memory as read, for Save to write.
const KEPT_BYTES: u64 = 64 << 20;

/// How many bytes of a file are looked at for a trace's header.
const SNIFF_BYTES: u64 = 4096;

/// Whether the file at `path` is a trace rather than a session file: its
/// name ends in `.jsonl`, or its first line names the trace format.
pub(in crate::app) fn is_trace(path: &Path) -> bool {
    if path.extension().is_some_and(|ext| ext == TRACE_EXTENSION) {
        return true;
    }
    let Ok(file) = open_regular(path) else {
        return false;
    };
    let mut first = String::new();
    // A file that is no text is no trace: the session file's open says why.
    BufReader::new(file.take(SNIFF_BYTES))
        .read_line(&mut first)
        .is_ok_and(|_| first.contains("\"gametree_trace\""))
}

impl OpenTrace {
    fn of(name: String, opened: &TraceSession, text: Option<Vec<u8>>) -> Self {
        let reference = reference_search(&opened.session);
        let differs_from = reference
            .as_ref()
            .ok()
            .and_then(|reference| first_difference(&opened.session, reference));
        let session = &opened.session;
        let unpruned = session
            .tree()
            .map(|tree| {
                tree.pruned_ranges()
                    .iter()
                    .map(|range| (u64::from(range.step), range.count))
                    .filter(|&(step, _)| is_unpruned_return(session, step))
                    .collect()
            })
            .unwrap_or_default();
        Self {
            unpruned,
            name,
            view: opened.verdict.header.values,
            matches: opened.verdict.matches.clone(),
            divergence: opened.divergence.clone(),
            rounded: opened.rounded,
            reference,
            differs_from,
            text,
        }
    }

    /// Writes the trace, as it was read, to `path` atomically (Save with
    /// a trace open: the student's search, not gametree's, is what is
    /// kept); on failure any previous file there is unchanged.
    fn save(&self, path: &Path) -> Result<(), String> {
        let text = self.text.as_deref().ok_or_else(|| {
            crate::tr!(
                "files-trace-too-large",
                name = quoted(&self.name),
                mebibytes = KEPT_BYTES >> 20
            )
        })?;
        write_atomic(path, text, |sink, bytes| sink.write_all(bytes))
            .map_err(|error| cannot_save(path, error))
    }

    /// Compare with a trace open: the reference gametree searches, at the
    /// step `student` is at, and from which step on the two differ.
    pub(in crate::app) fn compare_ui(&self, ui: &mut Ui, student: &Session<AnyGame>) {
        let title = student.options().algorithm.title();
        ui.label(
            RichText::new(crate::tr!("files-compare-title", algorithm = title.clone())).strong(),
        );
        let reference = match &self.reference {
            Ok(reference) => reference,
            Err(error) => {
                ui.label(RichText::new(error).color(ui.visuals().error_fg_color));
                return;
            }
        };
        if student.game().as_textbook().is_none() {
            ui.label(
                RichText::new(crate::tr!("files-compare-own-order"))
                    .small()
                    .weak(),
            );
        }
        let same = match self.differs_from {
            None => crate::tr!("files-compare-same-throughout"),
            Some(0) => crate::tr!("files-compare-differ-from-first"),
            Some(step) => crate::tr!("files-compare-differ-from", step = step, next = step + 1),
        };
        ui.label(same);
        let Some(step) = student.cursor().checked_sub(1) else {
            ui.label(crate::tr!("files-compare-step-forward"));
            return;
        };
        let total = reference.frontier();
        let theirs = if step < total {
            crate::tr!(
                "files-compare-reference-step",
                step = step + 1,
                narration = narrate(reference, step)
            )
        } else {
            crate::tr!(
                "files-compare-reference-over",
                algorithm = title.clone(),
                total = total
            )
        };
        ui.label(
            RichText::new(crate::tr!("files-compare-at-this-step", algorithm = title)).small(),
        );
        let spoken = crate::tr!("files-compare-spoken", said = &theirs);
        ui.add(egui::Label::new(theirs).wrap())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &spoken));
    }

    /// What the check found, for the status line: the algorithm
    /// recognised, or where the trace leaves the nearest.
    fn summary(&self) -> String {
        let view = self.view;
        let found = match (self.matches.as_slice(), &self.divergence) {
            ([one], _) => crate::tr!("files-trace-fits-one", algorithm = one.name(view)),
            ([first, ..], _) => crate::tr!(
                "files-trace-fits-many",
                count = self.matches.len(),
                algorithm = first.name(view)
            ),
            ([], Some(at)) => crate::tr!(
                "files-trace-leaves",
                algorithm = at.divergence.reference.name(view),
                place = where_text(at),
                step = at.step
            ),
            ([], None) => crate::tr!("files-trace-fits-none"),
        };
        let name = quoted(&self.name);
        if self.rounded {
            crate::tr!("files-trace-summary-rounded", name = name, found = found)
        } else {
            crate::tr!("files-trace-summary", name = name, found = found)
        }
    }
}

/// The reference of the trace's session (its algorithm and forms, which
/// the session was opened with) searched by gametree on the same position,
/// to its end.
fn reference_search(student: &Session<AnyGame>) -> Result<Session<AnyGame>, String> {
    let game = student.game().clone();
    let options = game
        .fit_options(*student.options(), false)
        .map_err(|error| error.to_string())?;
    let mut reference = Session::new(game, options).map_err(|error| error.to_string())?;
    reference.run_to_end().map_err(|error| error.to_string())?;
    Ok(reference)
}

/// The first step at which `student` and `reference` have different
/// events; `None` if they have the same throughout.
fn first_difference(student: &Session<AnyGame>, reference: &Session<AnyGame>) -> Option<u64> {
    let steps = student.frontier().max(reference.frontier());
    (0..steps).find(|&step| {
        let event = |session: &Session<AnyGame>| session.event(step).map(|(_, event)| event);
        event(student) != event(reference)
    })
}

/// Where a divergence is in the trace: `at event 12 (line 13)`, or `at
/// its end` for a trace that stops.
fn where_text(at: &DivergenceAt) -> String {
    let divergence = &at.divergence;
    if divergence.kind == DivergenceKind::Stopped {
        crate::tr!("files-trace-at-end", line = divergence.line)
    } else {
        crate::tr!(
            "files-trace-at-event",
            event = divergence.event,
            line = divergence.line
        )
    }
}

/// The status line's `status`, then what the check found of the trace
/// shown, if one is.
pub(in crate::app) fn with_trace_status(trace: Option<&OpenTrace>, status: String) -> String {
    match trace {
        Some(trace) => format!("{status} · {}", trace.summary()),
        None => status,
    }
}

impl Files {
    /// Whether a trace is shown that leaves the algorithm somewhere.
    pub(in crate::app) fn diverges(&self) -> bool {
        self.trace.as_ref().is_some_and(|t| t.divergence.is_some())
    }

    /// Where the student's search shown returned with moves left that
    /// nothing pruned; none without a trace.
    pub(in crate::app) fn unpruned_returns(&self) -> UnprunedReturns<'_> {
        self.trace
            .as_ref()
            .map_or_else(UnprunedReturns::default, |trace| {
                UnprunedReturns(&trace.unpruned)
            })
    }

    /// Where the trace shown first leaves the algorithm, as the tree
    /// marks it, and what the check says of it there.
    pub(in crate::app) fn divergence_mark(&self) -> Option<DivergenceMark> {
        let trace = self.trace.as_ref()?;
        let at = trace.divergence.as_ref()?;
        let divergence = &at.divergence;
        Some(DivergenceMark {
            node: at.node,
            from: at.step,
            said: crate::tr!(
                "files-trace-divergence",
                algorithm = divergence.reference.short_name(trace.view),
                place = where_text(at),
                sentence = &divergence.sentence
            ),
        })
    }
}

impl App {
    /// Opens the trace at `path` as the session, at step 0 (undoably); on
    /// any error nothing changes and the error is returned.
    pub(in crate::app) fn open_trace(
        &mut self,
        ctx: &egui::Context,
        path: &Path,
    ) -> Result<(), String> {
        let file = open_regular(path).map_err(|error| refused(path, error))?;
        let bytes = read_limited(file, KEPT_BYTES).map_err(|error| refused(path, error))?;
        let (opened, text) = if bytes.len() as u64 <= KEPT_BYTES {
            (open_trace(bytes.as_slice()), Some(bytes))
        } else {
            // Too large to keep: read from the file as the check goes.
            let file = open_regular(path).map_err(|error| refused(path, error))?;
            (open_trace(BufReader::new(file)), None)
        };
        let opened = opened.map_err(|error| refused(path, error))?;
        // A session file being opened is replaced (dropping it stops its worker).
        self.files.opening = None;
        let name = path.file_name().map_or_else(
            || path.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        let trace = OpenTrace::of(name.clone(), &opened, text);
        let session = opened.session;
        let game = session.game();
        let snapshot = Snapshot {
            position: Position::new(game.kind(), game.position_text()),
            options: *session.options(),
            eval: self.settings.eval,
            place: Place::of(&session, None),
        };
        let before = self.snapshot();
        self.install(&snapshot, session);
        self.run.history.record(before);
        self.files.trace = Some(trace);
        // Save asks where (it writes the trace): the file opened may be
        // written again by the student's program meanwhile.
        self.files.file = None;
        self.files.dialog.close();
        ctx.send_viewport_cmd(egui::ViewportCommand::Title(format!("{name} — gametree")));
        Ok(())
    }

    /// Saves the trace shown to `path`, as it was read; on failure the
    /// previous file there is unchanged and the error is returned.
    pub(in crate::app) fn save_trace(
        &mut self,
        ctx: &egui::Context,
        path: &Path,
    ) -> Result<(), String> {
        if let Some(trace) = &self.files.trace {
            trace.save(path)?;
            self.became_file(ctx, path.to_path_buf());
        }
        Ok(())
    }

    /// Moves the cursor to the step where the trace shown first leaves the
    /// algorithm; nothing without one.
    pub(in crate::app) fn go_to_divergence(&mut self) -> Result<(), String> {
        let Some(step) = self.files.divergence_mark().map(|mark| mark.from) else {
            return Ok(());
        };
        self.run.runner.stop();
        self.inspect.selected = None;
        self.session
            .seek(step, 0)
            .map(|_| ())
            .map_err(|error| error.to_string())
    }
}
