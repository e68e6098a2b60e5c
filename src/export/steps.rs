//! Which steps of a search a step-by-step output shows: every step, the key
//! steps or the cutoffs, from a first to a last step ([`StepChoice`]); or,
//! left to the default, the finest of those that a lecture can sit through
//! ([`DEFAULT_MOST`] slides), shortened if even the cutoffs are more, and
//! saying what it chose ([`Defaulted`]). The folder of slides and the PDF
//! deck both choose here, and so should any later step-by-step output.

use std::fmt;
use std::str::FromStr;

use super::ExportError;
use crate::input::AnyGame;
use crate::quote::{QUOTE_LIMIT, one_line};
use crate::session::{Session, StepKind, StepRecord};

/// The most slides one deck may have: more is a mistake (a chess search
/// has hundreds of thousands of steps), not a deck.
pub const MAX_SLIDES: usize = 2000;

/// The most slides the default choice makes: a lecture's worth.
pub const DEFAULT_MOST: usize = 50;

/// The last step of a range that goes to the end of the search.
pub const END: u64 = u64::MAX;

/// Which steps get a slide.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SlidesAt {
    /// Every step.
    #[default]
    All,
    /// Key steps only: a node entered, a backup, a cutoff, the end.
    Key,
    /// The cutoffs, with the range's first and last step around them.
    Cutoffs,
}

impl SlidesAt {
    /// The name on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Key => "key",
            Self::Cutoffs => "cutoffs",
        }
    }

    /// Whether a step of `kind` gets a slide (the first and last step of a
    /// range of cutoffs get one whatever they are).
    #[must_use]
    pub fn takes(self, kind: StepKind) -> bool {
        match self {
            Self::All => true,
            Self::Key => kind.is_key(),
            Self::Cutoffs => kind == StepKind::Cutoff,
        }
    }
}

impl fmt::Display for SlidesAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SlidesAt {
    type Err = ExportError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "all" => Ok(Self::All),
            "key" => Ok(Self::Key),
            "cutoffs" => Ok(Self::Cutoffs),
            _ => Err(ExportError::SlidesAt(one_line(text, QUOTE_LIMIT))),
        }
    }
}

/// The steps asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StepChoice {
    /// Which steps of the range; `None`: the default, the finest choice
    /// with at most [`DEFAULT_MOST`] slides ([`StepChoice::choose`]).
    pub at: Option<SlidesAt>,
    /// The first and last step (inclusive; step 0, before the root is
    /// entered, has nothing to show and is skipped; [`END`] or any step past
    /// the search's last is its last).
    pub range: (u64, u64),
}

impl StepChoice {
    /// Every step of the search.
    pub const ALL: Self = Self {
        at: Some(SlidesAt::All),
        range: (1, END),
    };

    /// The steps chosen, in order, the search recorded ahead as far as they
    /// go (the session's cursor stays), and what the default chose if it
    /// was asked to choose.
    ///
    /// The default takes every step if they are at most [`DEFAULT_MOST`],
    /// else the key steps, else the cutoffs; if even those are more, the
    /// first [`DEFAULT_MOST`] − 1 slides of the cutoffs (of the key steps,
    /// if the range has no cutoff) and the range's last step.
    ///
    /// # Errors
    /// [`ExportError::TooManySlides`] past [`MAX_SLIDES`] (found without
    /// recording the whole search), [`ExportError::Internal`] if recording
    /// fails.
    pub fn choose(&self, session: &mut Session<AnyGame>) -> Result<Chosen, ExportError> {
        self.choose_at_most(session, DEFAULT_MOST)
    }

    /// As [`StepChoice::choose`], with a default of at most `most` steps
    /// instead of [`DEFAULT_MOST`] (an output that holds more than a
    /// lecture sits through: a web page).
    ///
    /// # Errors
    /// As [`StepChoice::choose`].
    pub fn choose_at_most(
        &self,
        session: &mut Session<AnyGame>,
        most: usize,
    ) -> Result<Chosen, ExportError> {
        match self.at {
            Some(at) => Ok(Chosen {
                steps: chosen_steps(session, at, self.range)?,
                defaulted: None,
            }),
            None => default_steps(session, self.range, most.clamp(2, MAX_SLIDES)),
        }
    }
}

/// The steps a [`StepChoice`] chose.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Chosen {
    /// The steps, in order.
    pub steps: Vec<u64>,
    /// What the default chose, when it was left to choose and took fewer
    /// than every step.
    pub defaulted: Option<Defaulted>,
}

/// What the default chose instead of every step, to be said to the user
/// with how to get more.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Defaulted {
    /// The choice taken: key steps or cutoffs.
    pub at: SlidesAt,
    /// The range's steps.
    pub steps: u64,
    /// Of them, key steps.
    pub key: usize,
    /// Of them, cutoffs.
    pub cutoffs: usize,
    /// The slides made.
    pub slides: usize,
    /// Of them, steps of the choice taken (the others are the range's
    /// first and last step).
    pub shown: usize,
    /// Where the choice was shortened to [`DEFAULT_MOST`] slides: the first
    /// step left out (a range from there gives the rest).
    pub rest_from: Option<u64>,
}

/// Calls `visit` with each step of `(first, last)` from step 1 on and its
/// kind, recording the search ahead as far as needed; returns the last step
/// visited (0 if none). `visit` returns `false` to stop early.
fn walk(
    session: &mut Session<AnyGame>,
    (first, last): (u64, u64),
    mut visit: impl FnMut(u64, StepKind) -> Result<bool, ExportError>,
) -> Result<u64, ExportError> {
    let mut step = first.max(1);
    let mut reached = 0;
    while step <= last {
        if step > session.frontier() && session.record(1).map_err(internal)? == 0 {
            break;
        }
        let Some((_, event)) = session.event(step - 1) else {
            break;
        };
        reached = step;
        if !visit(step, StepRecord::of(&event).kind())? {
            break;
        }
        step += 1;
    }
    Ok(reached)
}

/// The steps of `range` that `at` takes, in order.
fn chosen_steps(
    session: &mut Session<AnyGame>,
    at: SlidesAt,
    range: (u64, u64),
) -> Result<Vec<u64>, ExportError> {
    let mut chosen = Vec::new();
    let mut first_seen = None;
    let last = walk(session, range, |step, kind| {
        first_seen.get_or_insert(step);
        if at.takes(kind) {
            if chosen.len() == MAX_SLIDES {
                return Err(ExportError::TooManySlides { limit: MAX_SLIDES });
            }
            chosen.push(step);
        }
        Ok(true)
    })?;
    if at == SlidesAt::Cutoffs
        && let Some(first) = first_seen
    {
        framed(&mut chosen, first, last);
    }
    Ok(chosen)
}

/// `steps` (in order) with `first` before and `last` after them, once.
fn framed(steps: &mut Vec<u64>, first: u64, last: u64) {
    if steps.first() != Some(&first) {
        steps.insert(0, first);
    }
    if steps.last() != Some(&last) {
        steps.push(last);
    }
}

/// The default's choice over `range` of at most `most` steps (see
/// [`StepChoice::choose`]).
fn default_steps(
    session: &mut Session<AnyGame>,
    range: (u64, u64),
    most: usize,
) -> Result<Chosen, ExportError> {
    // The first `most` + 1 of each (one more tells "too many"), and how
    // many there are.
    let mut key = (Vec::new(), 0);
    let mut cutoffs = (Vec::new(), 0);
    let mut first_seen = None;
    let mut last_kind = None;
    let mut count = 0u64;
    let last = walk(session, range, |step, kind| {
        first_seen.get_or_insert(step);
        last_kind = Some(kind);
        count += 1;
        for (at, (steps, total)) in [(SlidesAt::Key, &mut key), (SlidesAt::Cutoffs, &mut cutoffs)] {
            if at.takes(kind) {
                *total += 1;
                if steps.len() <= most {
                    steps.push(step);
                }
            }
        }
        Ok(true)
    })?;
    let Some(first) = first_seen else {
        return Ok(Chosen {
            steps: Vec::new(),
            defaulted: None,
        });
    };
    if usize::try_from(count).is_ok_and(|count| count <= most) {
        return Ok(Chosen {
            steps: (first..=last).collect(),
            defaulted: None,
        });
    }
    let (key_steps, key_count) = key;
    let (mut cut_steps, cut_count) = cutoffs;
    let cutoffs_taken = cut_steps.clone();
    // The cutoffs' slides: the first step and the last around them.
    let cut_slides = cut_count
        + usize::from(cut_steps.first() != Some(&first))
        + usize::from(last_kind.is_none_or(|kind| !SlidesAt::Cutoffs.takes(kind)));
    framed(&mut cut_steps, first, last);
    let (at, taken, mut steps, full) = if key_count <= most || cut_count == 0 {
        (SlidesAt::Key, key_steps.clone(), key_steps, key_count)
    } else {
        (SlidesAt::Cutoffs, cutoffs_taken, cut_steps, cut_slides)
    };
    let rest_from = (full > most).then(|| {
        steps.truncate(most - 1);
        let rest = steps.last().map_or(first, |&step| step + 1);
        steps.push(last);
        rest
    });
    let slides = steps.len();
    // Both lists are in step order.
    let shown = steps
        .iter()
        .filter(|step| taken.binary_search(step).is_ok())
        .count();
    Ok(Chosen {
        steps,
        defaulted: Some(Defaulted {
            at,
            steps: count,
            key: key_count,
            cutoffs: cut_count,
            slides,
            shown,
            rest_from,
        }),
    })
}

/// A recording failure, which cannot happen to a session that records (a bug).
pub(super) fn internal(error: impl fmt::Display) -> ExportError {
    ExportError::Internal(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slides_at_parses() {
        assert_eq!("key".parse::<SlidesAt>().unwrap(), SlidesAt::Key);
        assert_eq!("ALL".parse::<SlidesAt>().unwrap(), SlidesAt::All);
        assert_eq!("cutoffs".parse::<SlidesAt>().unwrap(), SlidesAt::Cutoffs);
        assert!("some".parse::<SlidesAt>().is_err());
    }

    #[test]
    fn a_frame_is_added_once() {
        let mut steps = vec![18];
        framed(&mut steps, 1, 34);
        assert_eq!(steps, [1, 18, 34]);
        let mut steps = vec![1, 18, 34];
        framed(&mut steps, 1, 34);
        assert_eq!(steps, [1, 18, 34]);
        let mut none = Vec::new();
        framed(&mut none, 5, 5);
        assert_eq!(none, [5]);
    }
}
