//! PGN and bare move lists: the reader (`read`, a game as its positions and
//! moves), its lexer (`lex`) and why a text was refused ([`PgnError`]).

mod error;
mod lex;
mod read;

pub use error::{PgnError, PgnErrorKind};
pub use read::{MAX_NESTING, MAX_PGN_BYTES, MAX_PLIES, PgnGame, PgnMove, read_game};
