//! A session searched to its end, for tests that look at finished searches.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use gametree::game::Game;
use gametree::search::SearchOptions;
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
