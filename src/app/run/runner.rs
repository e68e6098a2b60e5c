//! Motions and playing. A motion first runs on the window's thread for up to
//! [`SYNC_BUDGET`], so stepping stays instant; a motion still going after
//! that is handed, with the session, to the search [`Worker`] thread, while
//! the window shows its progress and can cancel it. A [`Gate`] (the quiz)
//! may halt any forward motion before a step: while one is active, motions
//! stay on the window's thread, [`FRAME_BUDGET`] per frame, and
//! [`Runner::resume`] picks a halted one up again. Work on the window's
//! thread runs with a deadline as the session's interrupt, so that one long
//! step (the hidden search of the `best` and `worst` orderings) is handed to
//! the worker instead of freezing the window; a gated motion gets the step
//! back recorded and asks its gate before taking it. [`Runner::rerun`]
//! records for a rebuilt search on its way back to the user's place, the
//! same way but past any gate.

use std::time::{Duration, Instant};

use crate::input::AnyGame;
use crate::search::Interrupt;
use crate::session::{Goal, Motion, Progress, Session, SessionError};

use super::worker::{NotStarted, Poll, RunProgress, Worker};

/// Search work allowed per frame on the window's thread (gated motions).
pub const FRAME_BUDGET: Duration = Duration::from_millis(8);

/// How long a motion may run on the window's thread before it goes to the
/// worker: a frame's worth, so short motions never leave.
pub const SYNC_BUDGET: Duration = Duration::from_millis(20);

/// How long a frame waits for the worker before it draws the progress; the
/// window repaints about this often while the worker runs.
pub const WORKER_WAIT: Duration = Duration::from_millis(40);

/// Steps taken between two looks at the clock.
const CHUNK: u64 = 256;

/// While idle, the window records the search ahead of the cursor up to this
/// many steps, so that the tree is laid out as it will end and no node
/// moves as the user steps: the whole of any textbook tree and of small
/// chess searches, a few megabytes at most.
pub const LAY_AHEAD: u64 = 300_000;

/// Recording ahead per frame while idle.
const LAY_AHEAD_BUDGET: Duration = Duration::from_millis(6);

/// What the runner is doing.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub enum Activity {
    /// Nothing: the window repaints only on input.
    #[default]
    Idle,
    /// Pursuing the goal of a motion.
    Pursuing {
        /// The motion asked for, for the status line.
        motion: Motion,
        /// Where it goes, fixed when it started.
        goal: Goal,
        /// Whether this is a rebuilt search re-running to the user's place
        /// ([`Runner::rerun`]): no gate halts it.
        rerun: bool,
    },
    /// Stepping forward at the play speed.
    Playing {
        /// The input time (seconds) the next step is due at.
        due: f64,
    },
}

/// Asked before each forward step whether to halt there instead.
pub trait Gate {
    /// Whether anything could halt; when not, motions run in large chunks.
    fn is_active(&self) -> bool;

    /// Whether to halt before the step at the cursor of `session`. The
    /// runner has recorded that step already (unless the search is
    /// complete), within its time bounds, so asking records nothing.
    ///
    /// # Errors
    /// A [`SessionError`] if recording fails (a bug).
    fn halts_before(&mut self, session: &mut Session<AnyGame>) -> Result<bool, SessionError>;
}

/// Drives the session for motions that may take longer than a frame.
#[derive(Debug, Default)]
pub struct Runner {
    activity: Activity,
    /// What a gate halted, for [`Runner::resume`].
    halted: Option<Activity>,
    /// The worker holding the session, while a long motion runs on it.
    worker: Option<Worker>,
    /// What the last run on the worker did, for the frame log.
    last_run: Option<RunReport>,
    /// How long a motion runs here before it goes to the worker, if not
    /// [`SYNC_BUDGET`] (tests hand over at once).
    sync_budget: Option<Duration>,
    /// When the motion on the worker was asked for.
    started: Option<Instant>,
    /// What goes on here once the worker hands the session back from one
    /// long step it took over.
    then: Option<Then>,
    /// The frontier at which recording ahead while idle found a step too
    /// long for a frame, so it stopped there ([`Runner::lay_ahead`]).
    lay_ahead_stalled: Option<u64>,
}

/// A motion that handed one long step to the worker, to go on with here.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Then {
    /// What ran before the hand-over (playing starts again from now).
    activity: Activity,
    /// The cursor to go back to, so that a gate asks before the step the
    /// worker recorded (the worker steps onto it to record it).
    back_to: Option<u64>,
}

/// The gate of a re-run: it never halts.
struct NoGate;

impl Gate for NoGate {
    fn is_active(&self) -> bool {
        false
    }

    fn halts_before(&mut self, _: &mut Session<AnyGame>) -> Result<bool, SessionError> {
        Ok(false)
    }
}

/// Whether the step at the cursor is ready for a gate to look at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ahead {
    /// Recorded (or the search is complete).
    Ready,
    /// Not yet: the frame's time is up; go on in the next frame.
    NextFrame,
    /// Not yet, after a whole frame's worth of work on this one step: it
    /// goes to the worker.
    TooLong,
}

/// A run on the worker, once the session is back.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RunReport {
    /// The motion run.
    pub motion: Motion,
    /// Where it got to.
    pub progress: RunProgress,
    /// Whether the user cancelled it.
    pub cancelled: bool,
    /// From the motion's start on this thread to the session's return.
    pub since_start: Duration,
}

impl Runner {
    /// What the runner is doing.
    #[must_use]
    pub fn activity(&self) -> Activity {
        self.activity
    }

    /// Whether something runs, so the window must keep repainting.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.activity != Activity::Idle
    }

    /// While nothing else runs, records `session` ahead of its cursor (up
    /// to [`LAY_AHEAD`] steps, a frame's share at a time); returns whether
    /// more is left to record, so the window asks for another frame.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug).
    pub fn lay_ahead(&mut self, session: &mut Session<AnyGame>) -> Result<bool, SessionError> {
        let wanted =
            |session: &Session<AnyGame>| !session.is_complete() && session.frontier() < LAY_AHEAD;
        let stalled = self.lay_ahead_stalled == Some(session.frontier());
        if self.is_busy() || self.is_away() || stalled || !wanted(session) {
            return Ok(false);
        }
        let left = LAY_AHEAD - session.frontier();
        let recorded = until(session, Instant::now() + LAY_AHEAD_BUDGET, |session| {
            session.record(left)
        })?;
        // A single step longer than the budget (the hidden search of the
        // best and worst orderings) is left to the user's own motions,
        // which hand it to the worker: idle frames do not retry it.
        if recorded == 0 {
            self.lay_ahead_stalled = Some(session.frontier());
            return Ok(false);
        }
        Ok(wanted(session))
    }

    /// Whether the worker holds the session: the app's session is then a
    /// stand-in that must not be shown or changed.
    #[must_use]
    pub fn is_away(&self) -> bool {
        self.worker.is_some()
    }

    /// How far the run on the worker has got, while there is one.
    #[must_use]
    pub fn progress(&self) -> Option<RunProgress> {
        self.worker.as_ref().map(Worker::progress)
    }

    /// The last run on the worker, once; for the frame log.
    pub fn take_report(&mut self) -> Option<RunReport> {
        self.last_run.take()
    }

    /// Whether a re-run ([`Self::rerun`]) is under way.
    #[must_use]
    pub fn is_rerunning(&self) -> bool {
        matches!(self.activity, Activity::Pursuing { rerun: true, .. })
    }

    /// Stops whatever runs, for a session that is being replaced: a run on
    /// the worker is abandoned, its session dropped on that thread.
    pub fn stop(&mut self) {
        self.activity = Activity::Idle;
        self.halted = None;
        self.worker = None;
        self.then = None;
    }

    /// Stops whatever runs; the cursor stays where it got to, and a run on
    /// the worker hands `session` back first.
    ///
    /// # Errors
    /// A [`SessionError`] if the run had failed, or the worker was lost
    /// (`session` is then a fresh one at step 0); both are bugs.
    pub fn cancel(&mut self, session: &mut Session<AnyGame>) -> Result<(), SessionError> {
        let result = match self.worker.take() {
            Some(worker) => {
                let motion = self.motion();
                self.receive(session, motion, worker.cancel(), true)
            }
            None => Ok(()),
        };
        // Before the step the worker was recording, if a gate was to ask.
        let back = match self.then.and_then(|then| then.back_to) {
            Some(step) if result.is_ok() => session.seek(step.min(session.cursor()), 0).map(|_| ()),
            _ => Ok(()),
        };
        self.stop();
        result.and(back)
    }

    fn motion(&self) -> Motion {
        match self.activity {
            Activity::Pursuing { motion, .. } => motion,
            _ => Motion::End,
        }
    }

    /// Takes the session back from a finished (or lost) worker.
    fn receive(
        &mut self,
        session: &mut Session<AnyGame>,
        motion: Motion,
        poll: Poll,
        cancelled: bool,
    ) -> Result<(), SessionError> {
        self.activity = Activity::Idle;
        match poll {
            Poll::Running => Ok(()),
            Poll::Done(finished) => {
                *session = finished.session;
                self.last_run = Some(RunReport {
                    motion,
                    progress: RunProgress {
                        steps: session.frontier(),
                        nodes: session
                            .passes()
                            .iter()
                            .map(|iteration| iteration.log().totals().nodes)
                            .sum(),
                        elapsed: finished.elapsed,
                    },
                    cancelled,
                    since_start: self
                        .started
                        .map_or(Duration::ZERO, |started| started.elapsed()),
                });
                finished.result.map(|_| ())
            }
            Poll::Lost => Err(SessionError::WorkerLost),
        }
    }

    /// Picks up what a gate halted (playing goes on from `now`); `false` if
    /// nothing was halted.
    pub fn resume(&mut self, now: f64) -> bool {
        let Some(halted) = self.halted.take() else {
            return false;
        };
        self.activity = match halted {
            Activity::Playing { .. } => Activity::Playing { due: now },
            other => other,
        };
        true
    }

    /// Stops before the step at the cursor, remembering what ran.
    fn halt(&mut self) {
        self.halted = Some(self.activity);
        self.activity = Activity::Idle;
    }

    /// Starts `motion` from the cursor and takes its first frame's worth of work.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug).
    pub fn start(
        &mut self,
        session: &mut Session<AnyGame>,
        motion: Motion,
        gate: &mut dyn Gate,
    ) -> Result<(), SessionError> {
        self.halted = None;
        self.worker = None;
        self.then = None;
        self.started = Some(Instant::now());
        let goal = session.goal(motion);
        self.activity = Activity::Pursuing {
            motion,
            goal,
            rerun: false,
        };
        let forward = match goal {
            Goal::Step(step) => step > session.cursor(),
            Goal::NextOfKind(_)
            | Goal::KeyMoment { .. }
            | Goal::Finished { .. }
            | Goal::Phase { .. } => true,
        };
        if forward && gate.is_active() {
            return self.work(session, 0.0, 1.0, gate);
        }
        match pursue_for(session, goal, self.sync_budget.unwrap_or(SYNC_BUDGET)) {
            Ok(Progress::Working) => {
                self.hand_over(session, goal);
                Ok(())
            }
            other => {
                self.activity = Activity::Idle;
                other.map(|_| ())
            }
        }
    }

    /// Records until `steps` steps are recorded (or the search ends), for a
    /// rebuilt search on its way back to the user's place: here for up to
    /// [`SYNC_BUDGET`], then on the worker (with progress and Cancel); no
    /// gate halts it. Returns whether it is done here; if not, it is done
    /// once [`Self::is_busy`] is false again without a cancel. The cursor
    /// ends at the last recorded step.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug).
    pub fn rerun(
        &mut self,
        session: &mut Session<AnyGame>,
        steps: u64,
    ) -> Result<bool, SessionError> {
        self.halted = None;
        self.worker = None;
        self.then = None;
        self.started = Some(Instant::now());
        let goal = Goal::Step(steps);
        self.activity = Activity::Pursuing {
            motion: Motion::End,
            goal,
            rerun: true,
        };
        match pursue_for(session, goal, self.sync_budget.unwrap_or(SYNC_BUDGET)) {
            Ok(Progress::Working) => {
                self.hand_over(session, goal);
                Ok(false)
            }
            other => {
                self.activity = Activity::Idle;
                other.map(|_| true)
            }
        }
    }

    /// Hands the steps up to `goal` to the worker; the current activity
    /// goes on once they are back (from `back_to`, if given). Without a
    /// worker the activity goes on here, frame by frame.
    fn hand_over_then(&mut self, session: &mut Session<AnyGame>, goal: Goal, back_to: Option<u64>) {
        let then = Then {
            activity: self.activity,
            back_to,
        };
        self.activity = Activity::Pursuing {
            motion: Motion::Step,
            goal,
            rerun: false,
        };
        self.started = Some(Instant::now());
        self.hand_over(session, goal);
        if self.worker.is_some() {
            self.then = Some(then);
        } else {
            self.activity = then.activity;
        }
    }

    /// Hands the one long step at the cursor to the worker; the current
    /// motion goes on here once it is back, from the same cursor (a gate
    /// then asks about the step). Without a worker it goes on frame by frame.
    fn hand_over_step(&mut self, session: &mut Session<AnyGame>) {
        let cursor = session.cursor();
        self.hand_over_then(session, Goal::Step(cursor + 1), Some(cursor));
    }

    /// Gives the session to a worker thread, leaving a fresh session on the
    /// same search in its place; if no thread starts, the motion goes on
    /// frame by frame instead.
    fn hand_over(&mut self, session: &mut Session<AnyGame>, goal: Goal) {
        let Ok(stand_in) = Session::new(session.game().clone(), *session.options()) else {
            return;
        };
        let owned = std::mem::replace(session, stand_in);
        match Worker::spawn(owned, goal) {
            Ok(worker) => self.worker = Some(worker),
            Err(not_started) => {
                let NotStarted {
                    session: owned,
                    error,
                } = *not_started;
                eprintln!(
                    "{}",
                    crate::tr!("files-no-search-thread", error = error.to_string())
                );
                *session = owned;
            }
        }
    }

    /// Starts playing at `now` (input time in seconds), or pauses; playing
    /// from the end starts over.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug).
    pub fn toggle_play(
        &mut self,
        session: &mut Session<AnyGame>,
        now: f64,
    ) -> Result<(), SessionError> {
        self.halted = None;
        if matches!(self.activity, Activity::Playing { .. }) {
            self.activity = Activity::Idle;
            return Ok(());
        }
        if session.total_steps() == Some(session.cursor()) {
            session.seek(0, 0)?;
        }
        self.activity = Activity::Playing { due: now };
        Ok(())
    }

    /// Does this frame's share of the work: `now` is the input time in
    /// seconds, `speed` the play speed in steps per second; `gate` is asked
    /// before each forward step.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug); the runner stops.
    pub fn work(
        &mut self,
        session: &mut Session<AnyGame>,
        now: f64,
        speed: f32,
        gate: &mut dyn Gate,
    ) -> Result<(), SessionError> {
        if let Some(worker) = &self.worker {
            let poll = worker.poll(WORKER_WAIT);
            if matches!(poll, Poll::Running) {
                return Ok(());
            }
            self.worker = None;
            let motion = self.motion();
            self.receive(session, motion, poll, false)?;
            if let Some(then) = self.then.take() {
                if let Some(step) = then.back_to {
                    session.seek(step, 0)?;
                }
                if session.total_steps() != Some(session.cursor()) {
                    self.activity = match then.activity {
                        Activity::Playing { .. } => Activity::Playing { due: now },
                        other => other,
                    };
                }
            }
            return Ok(());
        }
        let result = match self.activity {
            Activity::Idle => Ok(()),
            Activity::Pursuing {
                goal, rerun: true, ..
            } => self.pursue(session, goal, &mut NoGate),
            Activity::Pursuing { goal, .. } => self.pursue(session, goal, gate),
            Activity::Playing { due } => self.play(session, now, due, f64::from(speed), gate),
        };
        if result.is_err() {
            self.activity = Activity::Idle;
        }
        result
    }

    fn pursue(
        &mut self,
        session: &mut Session<AnyGame>,
        goal: Goal,
        gate: &mut dyn Gate,
    ) -> Result<(), SessionError> {
        let started = Instant::now();
        let forward = match goal {
            Goal::Step(step) => step > session.cursor(),
            Goal::NextOfKind(_)
            | Goal::KeyMoment { .. }
            | Goal::Finished { .. }
            | Goal::Phase { .. } => true,
        };
        let gated = forward && gate.is_active();
        let mut fresh = true;
        loop {
            let progress = if gated {
                match record_ahead(session, started + FRAME_BUDGET, fresh)? {
                    Ahead::Ready => {}
                    Ahead::NextFrame => return Ok(()),
                    Ahead::TooLong => {
                        self.hand_over_step(session);
                        return Ok(());
                    }
                }
                fresh = false;
                if gate.halts_before(session)? {
                    self.halt();
                    return Ok(());
                }
                until(session, started + FRAME_BUDGET, |session| {
                    one_step_towards(session, goal)
                })?
            } else {
                until(session, started + FRAME_BUDGET, |session| {
                    session.pursue(goal, CHUNK)
                })?
            };
            if progress != Progress::Working {
                self.activity = Activity::Idle;
                return Ok(());
            }
            if started.elapsed() >= FRAME_BUDGET {
                return Ok(());
            }
        }
    }

    fn play(
        &mut self,
        session: &mut Session<AnyGame>,
        now: f64,
        due: f64,
        speed: f64,
        gate: &mut dyn Gate,
    ) -> Result<(), SessionError> {
        if now < due {
            return Ok(());
        }
        let period = 1.0 / speed.max(0.1);
        // Steps due by now; after a long stall, do not try to catch up.
        let steps = (((now - due) / period).floor() as u64 + 1).min(CHUNK);
        let deadline = Instant::now() + FRAME_BUDGET;
        let target = session.cursor() + steps;
        if gate.is_active() {
            for index in 0..steps {
                match record_ahead(session, deadline, index == 0)? {
                    Ahead::Ready => {}
                    Ahead::NextFrame => break,
                    Ahead::TooLong => {
                        self.hand_over_step(session);
                        return Ok(());
                    }
                }
                if gate.halts_before(session)? {
                    self.halt();
                    return Ok(());
                }
                until(session, deadline, Session::step_forward)?;
            }
        } else {
            until(session, deadline, |session| session.seek(target, steps))?;
            let at_end = session.total_steps() == Some(session.cursor());
            if session.cursor() < target && !at_end {
                // A long step, cut off at the frame's end: the worker takes
                // it over, and playing goes on once it is back.
                self.hand_over_then(session, Goal::Step(target), None);
                return Ok(());
            }
        }
        let at_end = session.total_steps() == Some(session.cursor());
        self.activity = if at_end {
            Activity::Idle
        } else if session.cursor() < target {
            // A long step, cut off at the frame's end (a gate is asked
            // before each step, so it stays here): go on with it in the
            // very next frame, not a play period later.
            Activity::Playing { due }
        } else {
            Activity::Playing {
                due: due.max(now - period) + steps as f64 * period,
            }
        };
        Ok(())
    }

    /// Seconds until the next frame is needed while playing.
    #[must_use]
    pub fn next_due_in(&self, now: f64) -> Option<f64> {
        match self.activity {
            Activity::Playing { due } => Some((due - now).max(0.0)),
            _ => None,
        }
    }
}

/// Pursues `goal` in chunks until it is met or `budget` has passed.
fn pursue_for(
    session: &mut Session<AnyGame>,
    goal: Goal,
    budget: Duration,
) -> Result<Progress, SessionError> {
    let started = Instant::now();
    loop {
        let progress = until(session, started + budget, |session| {
            session.pursue(goal, CHUNK)
        })?;
        if progress != Progress::Working || started.elapsed() >= budget {
            return Ok(progress);
        }
    }
}

/// Records the step at the cursor, if it is not yet, by `deadline`, for a
/// gate to look at; `fresh` says the step had the whole frame.
fn record_ahead(
    session: &mut Session<AnyGame>,
    deadline: Instant,
    fresh: bool,
) -> Result<Ahead, SessionError> {
    let ready =
        |session: &Session<AnyGame>| session.frontier() > session.cursor() || session.is_complete();
    if ready(session) {
        return Ok(Ahead::Ready);
    }
    if !fresh && Instant::now() >= deadline {
        return Ok(Ahead::NextFrame);
    }
    until(session, deadline, |session| session.record(1))?;
    Ok(if ready(session) {
        Ahead::Ready
    } else if fresh {
        Ahead::TooLong
    } else {
        Ahead::NextFrame
    })
}

/// Runs `work` on `session` with `deadline` as its interrupt, so that one
/// long step cannot hold the window's thread past it.
fn until<T>(
    session: &mut Session<AnyGame>,
    deadline: Instant,
    work: impl FnOnce(&mut Session<AnyGame>) -> T,
) -> T {
    session.set_interrupt(Interrupt::at(deadline));
    let result = work(session);
    session.set_interrupt(Interrupt::never());
    result
}

/// Exactly one step towards `goal` (a seek could jump over steps already
/// recorded, past a gate).
fn one_step_towards(session: &mut Session<AnyGame>, goal: Goal) -> Result<Progress, SessionError> {
    let Goal::Step(step) = goal else {
        return session.pursue(goal, 1);
    };
    let progress = session.pursue(Goal::Step(session.cursor() + 1), 1)?;
    Ok(
        if progress == Progress::Reached && session.cursor() < step {
            Progress::Working
        } else {
            progress
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{ChessGame, EvalKind};
    use crate::search::{Algorithm, MoveOrdering, SearchOptions};
    use crate::tree::SearchTree;

    fn minimax(depth: u8) -> Session<AnyGame> {
        let options = SearchOptions {
            algorithm: Algorithm::Minimax,
            depth,
            ..SearchOptions::default()
        };
        let game = AnyGame::Chess(ChessGame::start(EvalKind::Material));
        Session::new(game, options).unwrap()
    }

    /// A runner that hands every motion longer than one chunk to the worker.
    fn handing_over() -> Runner {
        Runner {
            sync_budget: Some(Duration::ZERO),
            ..Runner::default()
        }
    }

    #[test]
    fn a_run_on_the_worker_ends_where_a_run_here_ends() {
        let mut here = minimax(3);
        here.run_to_end().unwrap();

        let mut session = minimax(3);
        let mut runner = handing_over();
        runner
            .start(&mut session, Motion::End, &mut NoGate)
            .unwrap();
        assert!(runner.is_away(), "depth 3 takes more than one chunk");
        // The stand-in is a fresh search, not the one being run.
        assert_eq!(session.cursor(), 0);
        while runner.is_away() {
            assert!(runner.is_busy());
            runner.work(&mut session, 0.0, 1.0, &mut NoGate).unwrap();
        }
        assert!(!runner.is_busy());
        assert_eq!(session.total_steps(), here.total_steps());
        assert_eq!(session.cursor(), here.cursor());
        assert_eq!(
            session.tree().map(SearchTree::len),
            here.tree().map(SearchTree::len)
        );
        assert_eq!(session.outcome(), here.outcome());
        let report = runner.take_report().unwrap();
        assert!(!report.cancelled);
        assert_eq!(report.progress.steps, here.frontier());
        assert_eq!(report.progress.nodes, here.stats().nodes);
    }

    #[test]
    fn cancel_stops_the_worker_and_keeps_the_place() {
        let mut session = minimax(5);
        let mut runner = handing_over();
        runner
            .start(&mut session, Motion::End, &mut NoGate)
            .unwrap();
        assert!(runner.is_away());
        runner.cancel(&mut session).unwrap();
        assert!(!runner.is_away() && !runner.is_busy());
        // Stopped well before the 5 million nodes of the whole search, with
        // the cursor where the work got to: at least the first chunk.
        assert!(!session.is_complete());
        let step = session.cursor();
        assert!(step >= CHUNK, "{step}");
        assert_eq!(step, session.frontier());
        // Nothing runs on after a cancel.
        runner.work(&mut session, 1.0, 1.0, &mut NoGate).unwrap();
        assert_eq!(session.cursor(), step);
        // The session is whole: the same as a fresh search taken to that step.
        let mut fresh = minimax(5);
        fresh.seek(step, u64::MAX).unwrap();
        assert_eq!(session.current_node(), fresh.current_node());
        assert_eq!(session.stats(), fresh.stats());
        assert_eq!(
            session.tree().map(SearchTree::len),
            fresh.tree().map(SearchTree::len)
        );
        assert!(runner.take_report().unwrap().cancelled);
        // And it goes on from there.
        runner
            .start(&mut session, Motion::Step, &mut NoGate)
            .unwrap();
        assert_eq!(session.cursor(), step + 1);
    }

    /// Best first to depth 6 with a cap of 50 million: ordering the root's
    /// moves alone is a hidden search of several seconds, all in step 2.
    fn oracle_search() -> Session<AnyGame> {
        let options = SearchOptions {
            ordering: MoveOrdering::Best,
            depth: 6,
            max_nodes: 50_000_000,
            ..SearchOptions::default()
        };
        let game = AnyGame::Chess(ChessGame::start(EvalKind::Material));
        Session::new(game, options).unwrap()
    }

    #[test]
    fn cancel_stops_the_worker_inside_the_oracle_search() {
        let mut session = oracle_search();
        let mut runner = handing_over();
        runner
            .start(&mut session, Motion::End, &mut NoGate)
            .unwrap();
        // A frame's wait for the worker: it is inside that step by now.
        runner.work(&mut session, 0.0, 1.0, &mut NoGate).unwrap();
        assert!(runner.is_away());
        runner.cancel(&mut session).unwrap();
        // Back with the root entered and its ordering not finished: a cancel
        // that waited for the step would come back at least a chunk later.
        assert_eq!((session.cursor(), session.frontier()), (1, 1));
        assert!(!session.is_complete());
        assert!(runner.take_report().unwrap().cancelled);
    }

    #[test]
    fn one_long_step_goes_to_the_worker_when_stepping_or_playing() {
        let mut session = oracle_search();
        session.step_forward().unwrap();
        let mut runner = Runner::default();
        // One step, but seconds long: it leaves the window's thread.
        runner
            .start(&mut session, Motion::Step, &mut NoGate)
            .unwrap();
        assert!(runner.is_away());
        runner.cancel(&mut session).unwrap();
        assert_eq!((session.cursor(), session.frontier()), (1, 1));
        // Playing hands it over too, and Esc stops both.
        runner.toggle_play(&mut session, 0.0).unwrap();
        runner.work(&mut session, 0.0, 1.0, &mut NoGate).unwrap();
        assert!(runner.is_away());
        runner.cancel(&mut session).unwrap();
        assert_eq!(session.cursor(), 1);
        assert_eq!(runner.activity(), Activity::Idle);
    }

    /// Best first to depth 5 from the start position, at step 1: ordering
    /// the root's moves takes longer than a frame, and well under a second.
    fn best_first_at_the_root() -> Session<AnyGame> {
        let options = SearchOptions {
            ordering: MoveOrdering::Best,
            depth: 5,
            ..SearchOptions::default()
        };
        let game = AnyGame::Chess(ChessGame::start(EvalKind::Material));
        let mut session = Session::new(game, options).unwrap();
        session.step_forward().unwrap();
        session
    }

    #[test]
    fn playing_goes_on_after_the_worker_took_a_long_step() {
        let mut session = best_first_at_the_root();
        let mut runner = Runner::default();
        runner.toggle_play(&mut session, 0.0).unwrap();
        runner.work(&mut session, 0.0, 1.0, &mut NoGate).unwrap();
        assert!(runner.is_away());
        while runner.is_away() {
            runner.work(&mut session, 5.0, 1.0, &mut NoGate).unwrap();
        }
        assert_eq!(session.cursor(), 2);
        assert_eq!(runner.activity(), Activity::Playing { due: 5.0 });
    }

    /// A gate like the quiz's: it asks the session about the step at the
    /// cursor (recording it if it is not yet) and halts before `at`.
    struct AskingAt {
        at: u64,
        /// (cursor, frontier) at each question.
        asked: Vec<(u64, u64)>,
    }

    impl Gate for AskingAt {
        fn is_active(&self) -> bool {
            true
        }

        fn halts_before(&mut self, session: &mut Session<AnyGame>) -> Result<bool, SessionError> {
            let before = session.frontier();
            crate::teach::ask(session, crate::teach::QuizKinds::ALL)?;
            self.asked.push((session.cursor(), before));
            Ok(session.cursor() == self.at)
        }
    }

    #[test]
    fn a_gated_step_inside_the_oracle_goes_to_the_worker_before_the_gate_is_asked() {
        let mut session = oracle_search();
        session.step_forward().unwrap();
        let mut gate = AskingAt {
            at: u64::MAX,
            asked: Vec::new(),
        };
        let mut runner = Runner::default();
        // The step that orders the root's moves is seconds long: the frame
        // comes back with it on the worker, and the gate not yet asked.
        runner.start(&mut session, Motion::Step, &mut gate).unwrap();
        assert!(runner.is_away());
        assert!(gate.asked.is_empty(), "{:?}", gate.asked);
        runner.cancel(&mut session).unwrap();
        assert_eq!((session.cursor(), session.frontier()), (1, 1));
        assert_eq!(runner.activity(), Activity::Idle);
        // Playing with the gate hands it over the same way.
        runner.toggle_play(&mut session, 0.0).unwrap();
        runner.work(&mut session, 0.0, 1.0, &mut gate).unwrap();
        assert!(runner.is_away());
        assert!(gate.asked.is_empty(), "{:?}", gate.asked);
        runner.cancel(&mut session).unwrap();
        assert_eq!(session.cursor(), 1);
    }

    #[test]
    fn after_the_worker_took_a_gated_step_the_gate_asks_before_it() {
        let mut session = best_first_at_the_root();
        let (start, options) = (session.game().clone(), *session.options());
        let mut gate = AskingAt {
            at: 1,
            asked: Vec::new(),
        };
        let mut runner = Runner::default();
        runner.start(&mut session, Motion::Step, &mut gate).unwrap();
        assert!(runner.is_away());
        while runner.is_away() {
            runner.work(&mut session, 0.0, 1.0, &mut gate).unwrap();
        }
        // Back before the step, recorded now, with the step still to take.
        assert_eq!((session.cursor(), session.frontier()), (1, 2));
        assert!(runner.is_busy());
        runner.work(&mut session, 0.0, 1.0, &mut gate).unwrap();
        // The gate was asked about it, with nothing left to record, and halted.
        assert_eq!(gate.asked, [(1, 2)]);
        assert_eq!(session.cursor(), 1);
        assert!(!runner.is_busy());
        // Going on takes the step: the same as a search never interrupted.
        gate.at = u64::MAX;
        assert!(runner.resume(0.0));
        runner.work(&mut session, 0.0, 1.0, &mut gate).unwrap();
        assert_eq!(session.cursor(), 2);
        let mut straight = Session::new(start, options).unwrap();
        straight.seek(2, u64::MAX).unwrap();
        assert_eq!(session.last_event(), straight.last_event());
        assert_eq!(session.stats(), straight.stats());
        assert_eq!(
            session.tree().map(SearchTree::len),
            straight.tree().map(SearchTree::len)
        );
    }

    #[test]
    fn a_rerun_records_on_the_worker_past_any_gate_to_the_same_steps() {
        let mut here = minimax(3);
        here.seek(5_000, u64::MAX).unwrap();

        let mut session = minimax(3);
        let mut runner = handing_over();
        assert!(!runner.rerun(&mut session, 5_000).unwrap());
        assert!(runner.is_away() && runner.is_rerunning());
        // A gate that would halt at once is not asked.
        let mut gate = AskingAt {
            at: 0,
            asked: Vec::new(),
        };
        while runner.is_busy() {
            runner.work(&mut session, 0.0, 1.0, &mut gate).unwrap();
        }
        assert!(gate.asked.is_empty());
        assert_eq!(session.frontier(), 5_000);
        assert_eq!(session.cursor(), 5_000);
        assert_eq!(session.stats(), here.stats());
        assert_eq!(session.last_event(), here.last_event());
        // A short one is done here.
        assert!(runner.rerun(&mut minimax(3), 0).unwrap());
    }

    #[test]
    fn short_motions_stay_on_this_thread() {
        let mut session = minimax(3);
        let mut runner = Runner::default();
        runner
            .start(&mut session, Motion::Step, &mut NoGate)
            .unwrap();
        assert!(!runner.is_away() && !runner.is_busy());
        assert_eq!(session.cursor(), 1);
        runner
            .start(&mut session, Motion::Back, &mut NoGate)
            .unwrap();
        assert_eq!(session.cursor(), 0);
    }
}
