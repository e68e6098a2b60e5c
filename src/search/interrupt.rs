//! Asking a long step to stop early: a flag another thread may raise, a
//! deadline, or both. The one long piece of work inside a step, the hidden
//! search behind the `best` and `worst` orderings, looks at it every few
//! thousand visits and stops where it is, to go on from there next time.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// When to stop a step early; by default never.
#[derive(Clone, Debug, Default)]
pub struct Interrupt {
    /// Raised by another thread (the window's Cancel).
    flag: Option<Arc<AtomicBool>>,
    /// The time by which the work must pause (a frame's end).
    deadline: Option<Instant>,
}

impl Interrupt {
    /// An interrupt that never comes.
    #[must_use]
    pub fn never() -> Self {
        Self::default()
    }

    /// An interrupt that comes once `flag` is set.
    #[must_use]
    pub fn on_flag(flag: Arc<AtomicBool>) -> Self {
        Self {
            flag: Some(flag),
            deadline: None,
        }
    }

    /// An interrupt that comes at `deadline`.
    #[must_use]
    pub fn at(deadline: Instant) -> Self {
        Self {
            flag: None,
            deadline: Some(deadline),
        }
    }

    /// Whether the work should stop now.
    #[must_use]
    pub fn is_raised(&self) -> bool {
        self.flag
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
            || self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline)
    }
}

/// A step stopped by an [`Interrupt`] before it produced its event: nothing
/// visible changed, and the next step goes on with the work where it stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::tr!("errs-interrupted"))]
pub struct Interrupted;

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_flag_interrupts_once_raised_and_a_deadline_once_past() {
        assert!(!Interrupt::never().is_raised());
        let flag = Arc::new(AtomicBool::new(false));
        let interrupt = Interrupt::on_flag(Arc::clone(&flag));
        assert!(!interrupt.is_raised());
        flag.store(true, Ordering::Relaxed);
        assert!(interrupt.is_raised());
        assert!(Interrupt::at(Instant::now()).is_raised());
        let later = Instant::now() + Duration::from_hours(1);
        assert!(!Interrupt::at(later).is_raised());
    }
}
