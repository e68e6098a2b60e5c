//! A session searched to its end, for tests that look at finished searches.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use gametree::game::Game;
use gametree::search::mcts::MctsEngine;
use gametree::search::{
    Algorithm, Cutoff, Engine, FailMode, MoveOrdering, SearchEvent, SearchOptions,
};
use gametree::session::Session;

/// `game` searched with `options` to the end (options taken as given: fit
/// them to a textbook tree first where that matters).
///
/// # Panics
/// If the session refuses the options or an event (a bug).
#[must_use]
pub fn finished<G: Game>(game: G, options: SearchOptions) -> Session<G> {
    let mut session = match Session::new(game, options) {
        Ok(session) => session,
        Err(error) => panic!("the session refuses the options: {error}"),
    };
    if let Err(error) = session.run_to_end() {
        panic!("the search fails: {error}");
    }
    session
}

/// Every combination of algorithm, fail mode, cutoff convention (for the
/// algorithms with a window), ordering and table.
pub fn all_options() -> Vec<SearchOptions> {
    let mut all = Vec::new();
    for algorithm in Algorithm::ALL {
        let cutoffs: &[Cutoff] = if algorithm.prunes() {
            &Cutoff::ALL
        } else {
            &[Cutoff::Ge]
        };
        for fail in [FailMode::Hard, FailMode::Soft] {
            for &cutoff in cutoffs {
                for ordering in MoveOrdering::MENU
                    .into_iter()
                    .chain([MoveOrdering::Random(99)])
                {
                    for transposition_table in [false, true] {
                        all.push(SearchOptions {
                            algorithm,
                            fail,
                            cutoff,
                            ordering,
                            transposition_table,
                            ..SearchOptions::default()
                        });
                    }
                }
            }
        }
    }
    all
}

/// The live event streams of `session`'s passes, each from a bare stepper
/// made as the session made it (its window, the line it tried first), handed
/// the table the pass before it left.
///
/// A Monte Carlo session has one pass and no stepper to replay: its live
/// stream is a bare [`MctsEngine`] made with the session's options.
pub fn live_events<G: Game>(session: &Session<G>) -> Vec<SearchEvent> {
    let game = session.game();
    if session.is_mcts() {
        let options = session.options();
        let mut engine = MctsEngine::new(game, options.mcts, options.max_nodes);
        return std::iter::from_fn(|| engine.step(game)).collect();
    }
    let mut table = None;
    let mut events = Vec::new();
    for index in 0..session.passes().len() {
        let mut stepper = session.replay_stepper(index, table.take()).unwrap();
        events.extend(std::iter::from_fn(|| stepper.step(game)));
        table = stepper.take_table();
    }
    events
}
