//! The event stream of the classic textbook tree `[[3,12,8],[2,4,6],[14,5,2]]`
//! under alpha-beta, step by step: each `SearchEvent` as the core emits it,
//! and the sentence the explorer's narration says for it.
//!
//! ```sh
//! cargo run --example textbook_events
//! ```

use std::error::Error;

use gametree::input::AnyGame;
use gametree::search::SearchOptions;
use gametree::session::Session;
use gametree::teach::narration::narrate;

const TREE: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn main() -> Result<(), Box<dyn Error>> {
    let game = AnyGame::from_tree(TREE)?;
    let options = game.fit_options(SearchOptions::default(), false)?;
    println!("Alpha-beta on {TREE}; values are MAX's, moves are child numbers.\n");
    let mut session = Session::new(game, options)?;
    while session.step_forward()? {
        let step = session.cursor() - 1;
        let Some(event) = session.last_event() else {
            break;
        };
        println!("{:>3}. {event:?}", step + 1);
        println!("     {}", narrate(&session, step));
    }
    Ok(())
}
