//! Long motions and playing, spread over frames: each frame does at most
//! [`FRAME_BUDGET`] of search work, so the window never freezes, and the
//! user can cancel at any time. A [`Gate`] (the quiz) may halt any forward
//! motion before a step; [`Runner::resume`] picks it up again.

use std::time::{Duration, Instant};

use crate::input::AnyGame;
use crate::session::{Goal, Motion, Progress, Session, SessionError};

/// Search work allowed per frame.
pub const FRAME_BUDGET: Duration = Duration::from_millis(8);

/// Steps taken between two looks at the clock.
const CHUNK: u64 = 256;

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

    /// Whether to halt before the step at the cursor of `session` (which
    /// it may record ahead of the cursor).
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

    /// Stops whatever runs; the cursor stays where it got to.
    pub fn stop(&mut self) {
        self.activity = Activity::Idle;
        self.halted = None;
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
        self.activity = Activity::Pursuing {
            motion,
            goal: session.goal(motion),
        };
        self.work(session, 0.0, 1.0, gate)
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
        let result = match self.activity {
            Activity::Idle => Ok(()),
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
            Goal::NextOfKind(_) | Goal::Finished { .. } => true,
        };
        let gated = forward && gate.is_active();
        loop {
            let progress = if gated {
                if gate.halts_before(session)? {
                    self.halt();
                    return Ok(());
                }
                one_step_towards(session, goal)?
            } else {
                session.pursue(goal, CHUNK)?
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
        if gate.is_active() {
            for _ in 0..steps {
                if gate.halts_before(session)? {
                    self.halt();
                    return Ok(());
                }
                session.step_forward()?;
            }
        } else {
            let target = session.cursor() + steps;
            session.seek(target, steps)?;
        }
        let at_end = session.total_steps() == Some(session.cursor());
        self.activity = if at_end {
            Activity::Idle
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
