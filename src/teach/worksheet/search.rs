//! The search a worksheet is about: a textbook tree searched to its leaves
//! as `gametree analyze --tree` does (natural order, fail-soft as AIMA's
//! alpha-beta, the given cutoff convention), so the key is what `--trace`
//! records.

use crate::input::{AnyGame, InputError};
use crate::search::{Algorithm, Cutoff, SearchOptions};
use crate::session::{Session, SessionError};
use crate::textbook::TextbookTree;

/// Why a worksheet's search could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SheetError {
    /// The tree does not fit the search options.
    #[error(transparent)]
    Input(#[from] InputError),
    /// The search failed.
    #[error(transparent)]
    Session(#[from] SessionError),
}

/// `tree` searched to its leaves by `algorithm` under the `cutoff`
/// convention: alpha-beta for the key, minimax for the whole tree the sheet
/// is drawn on.
///
/// # Errors
/// [`SheetError`] when the tree cannot be searched (too deep for the
/// session's limits).
pub fn search(
    tree: &TextbookTree,
    algorithm: Algorithm,
    cutoff: Cutoff,
) -> Result<Session<AnyGame>, SheetError> {
    search_with(
        tree,
        SearchOptions {
            algorithm,
            cutoff,
            ..SearchOptions::default()
        },
    )
}

/// `tree` searched to its leaves with `options` (fitted to the tree: its
/// depth, no deepening): the drill's search under the fail mode the
/// student chose, and the ordering view's three orders.
///
/// # Errors
/// As [`search`].
pub fn search_with(
    tree: &TextbookTree,
    options: SearchOptions,
) -> Result<Session<AnyGame>, SheetError> {
    let game = AnyGame::Tree(tree.clone());
    let options = game.fit_options(options, false)?;
    let mut session = Session::new(game, options)?;
    session.run_to_end()?;
    Ok(session)
}
