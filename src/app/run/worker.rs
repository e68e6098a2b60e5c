//! The search worker: a named thread that owns the session while a long
//! motion runs, publishes its progress in shared atomics, checks a cancel
//! flag between chunks of steps and hands the session back through a channel.
//! The session looks at the same flag inside a long step (the hidden search
//! of the `best` and `worst` orderings), so a cancel never waits for one.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use crate::input::AnyGame;
use crate::search::Interrupt;
use crate::session::{Goal, Progress, Session, SessionError};

/// Steps between two looks at the cancel flag (well under a millisecond).
const CHUNK: u64 = 4096;

/// The thread's name, as debuggers and panic messages show it.
const THREAD_NAME: &str = "gametree-search";

// The session crosses to the worker thread and back.
const _: fn() = || {
    fn is_send<T: Send>() {}
    is_send::<Session<AnyGame>>();
};

/// What the worker and the window share.
#[derive(Debug, Default)]
struct Shared {
    /// Set by the window: stop at the next chunk (or inside a long step)
    /// and hand the session back.
    cancel: Arc<AtomicBool>,
    /// Steps recorded so far (the session's frontier).
    steps: AtomicU64,
    /// Nodes entered so far, over every iteration.
    nodes: AtomicU64,
}

impl Shared {
    fn publish(&self, session: &Session<AnyGame>) {
        let nodes = session
            .passes()
            .iter()
            .map(|iteration| iteration.log().totals().nodes)
            .sum();
        self.steps.store(session.frontier(), Ordering::Relaxed);
        self.nodes.store(nodes, Ordering::Relaxed);
    }
}

/// How far a run on the worker has got.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RunProgress {
    /// Steps recorded so far.
    pub steps: u64,
    /// Nodes entered so far.
    pub nodes: u64,
    /// Time since the worker took the session.
    pub elapsed: Duration,
}

impl RunProgress {
    /// Nodes entered per second so far (0 in the first instant).
    #[must_use]
    pub fn nodes_per_second(&self) -> f64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 {
            self.nodes as f64 / seconds
        } else {
            0.0
        }
    }
}

/// The session back from the worker, with how its run ended.
pub struct Finished {
    /// The session, its cursor where the run got to.
    pub session: Session<AnyGame>,
    /// [`Progress::Working`] if cancelled, else how the goal ended; or the
    /// error that stopped the run (a bug).
    pub result: Result<Progress, SessionError>,
    /// How long the worker had the session.
    pub elapsed: Duration,
}

/// A worker that could not start, with the session it was to run.
pub struct NotStarted {
    /// The session, untouched.
    pub session: Session<AnyGame>,
    /// Why no thread started.
    pub error: std::io::Error,
}

/// What the window learns when it looks at the worker.
pub enum Poll {
    /// Still running.
    Running,
    /// Done (or cancelled): the session is back.
    Done(Box<Finished>),
    /// The thread ended without handing the session back (a bug: it panicked).
    Lost,
}

/// A motion being pursued on the worker thread. Dropping it cancels the run
/// and lets the thread drop the session.
#[derive(Debug)]
pub struct Worker {
    shared: Arc<Shared>,
    receiver: Receiver<Finished>,
    started: Instant,
}

impl Worker {
    /// Hands `session` to a new worker thread that pursues `goal`.
    ///
    /// # Errors
    /// The session back, with the reason, if no thread could be started.
    pub fn spawn(session: Session<AnyGame>, goal: Goal) -> Result<Self, Box<NotStarted>> {
        let shared = Arc::new(Shared::default());
        shared.publish(&session);
        let (job_sender, job) = mpsc::channel::<Session<AnyGame>>();
        let (done, receiver) = mpsc::channel();
        let thread_shared = Arc::clone(&shared);
        // The thread speaks the window's language (its sentences and errors).
        let lang = crate::i18n::current();
        // The session goes over only once the thread exists, so a failed
        // spawn cannot lose it.
        let spawned = thread::Builder::new()
            .name(THREAD_NAME.to_owned())
            .spawn(move || {
                let _speaking = crate::i18n::use_on_this_thread(lang);
                if let Ok(session) = job.recv() {
                    pursue(session, goal, &thread_shared, &done);
                }
            });
        if let Err(error) = spawned {
            return Err(Box::new(NotStarted { session, error }));
        }
        if let Err(mpsc::SendError(session)) = job_sender.send(session) {
            let error = std::io::Error::other(crate::tr!("files-search-thread-ended"));
            return Err(Box::new(NotStarted { session, error }));
        }
        Ok(Self {
            shared,
            receiver,
            started: Instant::now(),
        })
    }

    /// The progress so far.
    #[must_use]
    pub fn progress(&self) -> RunProgress {
        RunProgress {
            steps: self.shared.steps.load(Ordering::Relaxed),
            nodes: self.shared.nodes.load(Ordering::Relaxed),
            elapsed: self.started.elapsed(),
        }
    }

    /// Waits at most `wait` for the run to end.
    pub fn poll(&self, wait: Duration) -> Poll {
        match self.receiver.recv_timeout(wait) {
            Ok(finished) => Poll::Done(Box::new(finished)),
            Err(RecvTimeoutError::Timeout) => Poll::Running,
            Err(RecvTimeoutError::Disconnected) => Poll::Lost,
        }
    }

    /// Stops the run at the next chunk, or inside a long step, and waits
    /// for the session (a few milliseconds of search at most).
    pub fn cancel(self) -> Poll {
        self.shared.cancel.store(true, Ordering::Relaxed);
        match self.receiver.recv() {
            Ok(finished) => Poll::Done(Box::new(finished)),
            Err(mpsc::RecvError) => Poll::Lost,
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.shared.cancel.store(true, Ordering::Relaxed);
    }
}

/// The worker thread's loop: chunks of steps towards `goal` until it is
/// reached, the search ends, or the window cancels.
fn pursue(mut session: Session<AnyGame>, goal: Goal, shared: &Shared, done: &Sender<Finished>) {
    let started = Instant::now();
    session.set_interrupt(Interrupt::on_flag(Arc::clone(&shared.cancel)));
    let result = loop {
        if shared.cancel.load(Ordering::Relaxed) {
            break Ok(Progress::Working);
        }
        match session.pursue(goal, CHUNK) {
            Ok(Progress::Working) => shared.publish(&session),
            other => break other,
        }
    };
    session.set_interrupt(Interrupt::never());
    shared.publish(&session);
    let finished = Finished {
        session,
        result,
        elapsed: started.elapsed(),
    };
    // Nobody waiting means the window moved on (a new search): the session
    // is dropped here, off the window's thread.
    if let Err(mpsc::SendError(abandoned)) = done.send(finished) {
        drop(abandoned);
    }
}
