//! Long motions and playing, spread over frames: each frame does at most
//! [`FRAME_BUDGET`] of search work, so the window never freezes, and the
//! user can cancel at any time.

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

/// Drives the session for motions that may take longer than a frame.
#[derive(Debug, Default)]
pub struct Runner {
    activity: Activity,
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
    }

    /// Starts `motion` from the cursor and takes its first frame's worth of work.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug).
    pub fn start(
        &mut self,
        session: &mut Session<AnyGame>,
        motion: Motion,
    ) -> Result<(), SessionError> {
        self.activity = Activity::Pursuing {
            motion,
            goal: session.goal(motion),
        };
        self.work(session, 0.0, 1.0)
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
    /// seconds, `speed` the play speed in steps per second.
    ///
    /// # Errors
    /// A [`SessionError`] if the tree refuses an event (a bug); the runner stops.
    pub fn work(
        &mut self,
        session: &mut Session<AnyGame>,
        now: f64,
        speed: f32,
    ) -> Result<(), SessionError> {
        let result = match self.activity {
            Activity::Idle => Ok(()),
            Activity::Pursuing { goal, .. } => self.pursue(session, goal),
            Activity::Playing { due } => self.play(session, now, due, f64::from(speed)),
        };
        if result.is_err() {
            self.activity = Activity::Idle;
        }
        result
    }

    fn pursue(&mut self, session: &mut Session<AnyGame>, goal: Goal) -> Result<(), SessionError> {
        let started = Instant::now();
        loop {
            if session.pursue(goal, CHUNK)? != Progress::Working {
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
    ) -> Result<(), SessionError> {
        if now < due {
            return Ok(());
        }
        let period = 1.0 / speed.max(0.1);
        // Steps due by now; after a long stall, do not try to catch up.
        let steps = (((now - due) / period).floor() as u64 + 1).min(CHUNK);
        let target = session.cursor() + steps;
        session.seek(target, steps)?;
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
