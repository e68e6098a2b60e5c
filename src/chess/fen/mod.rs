//! FEN, read and written by our own code, never the `chess` crate's: the
//! parser (`parse`, syntax only), the validator (`validate`, whether the
//! position could arise in a game), the writer (`write`) and why a FEN was
//! refused ([`FenError`]).

mod error;
mod parse;
mod validate;
mod write;

pub use error::FenError;
pub(super) use parse::{ParsedFen, parse_fen};
pub(super) use validate::{check_en_passant, validate};
pub(super) use write::{write_fen, write_placement};
