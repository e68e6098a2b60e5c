//! Textbook trees' registration ([`Registered`]): a position is the nested
//! list or a built-in tree's name (`classic`), refused with the column of the problem ([`TreeTextError`]).

use super::{INFO, TextbookTree, TreeParseError, expand_name};
use crate::game::{GameInfo, Registered};

/// Why a tree's text is refused: the parse error, said as a tree's.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::tr!("tree-invalid", error = .0.to_string()))]
pub struct TreeTextError(#[from] pub TreeParseError);

impl Registered for TextbookTree {
    const INFO: GameInfo = INFO;
    type Error = TreeTextError;
    type Eval = ();

    fn from_text(text: &str, (): ()) -> Result<Self, TreeTextError> {
        Ok(Self::parse(expand_name(text))?)
    }

    fn position_text(&self) -> String {
        self.to_list_string()
    }
}
