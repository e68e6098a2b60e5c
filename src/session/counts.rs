//! [`Counts`]: what a finished search found and what it cost, with its best
//! move labelled: the counters `gametree analyze` reports
//! (`crate::cli::summary`) and [`crate::teach::compare()`] puts side by
//! side. They belong to the session, so both read them from here.

use crate::game::{Game, Score};
use crate::search::SearchStats;

use super::{Outcome, Session};

/// What a finished search found and what it cost, as `gametree analyze`
/// counts it (the last iteration's counters with iterative deepening).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Counts {
    /// The counters: nodes, leaves, cutoffs, pruned moves, TT hits, max ply, steps.
    pub stats: SearchStats,
    /// The root's value (MAX's view).
    pub value: Score,
    /// The best move's label (SAN or child number).
    pub best_move: Option<String>,
    /// Whether the node cap stopped the search.
    pub truncated: bool,
}

impl Counts {
    /// The counts of `session`'s search; `None` unless it has run to its end
    /// and the cursor is there.
    #[must_use]
    pub fn of<G: Game>(session: &Session<G>) -> Option<Self> {
        session
            .outcome()
            .map(|outcome| Self::labelled(session.game(), &outcome))
    }

    /// `outcome` of a search of `game`, its best move labelled.
    fn labelled<G: Game>(game: &G, outcome: &Outcome) -> Self {
        Self {
            stats: outcome.stats,
            value: outcome.value,
            best_move: outcome
                .best_move
                .map(|mv| game.move_label(&game.root(), mv)),
            truncated: outcome.truncated,
        }
    }
}
