//! Session files (`*.gametree`): what is searched, every search option, the
//! evaluation, the cursor step, the node picked, the tree's zoom and pan and
//! the teaching toggles, as versioned, human-readable JSON. The explorer and
//! `gametree analyze` read and write them through this module; it has no
//! GUI in it.
//!
//! Files are data, never trusted: [`load`] reads at most
//! [`MAX_FILE_BYTES`], checks the format and version, refuses unknown
//! fields, and [`SessionFile::prepare`] and [`Prepared::session`] validate
//! the position, options and cursor as strictly as typed input. [`save`]
//! writes atomically.
//!
//! ```
//! use gametree::session_file::{OptionsFields, SessionFile, parse};
//!
//! let mut file = SessionFile::tree("classic", OptionsFields::default());
//! file.cursor.step = 19;
//! let text = file.to_json().unwrap();
//! let (session, _) = parse(&text).unwrap().prepare().unwrap().session().unwrap();
//! assert_eq!(session.cursor(), 19);
//! ```

mod error;
mod format;
mod read;
mod validate;
mod write;

pub use error::{SessionFileError, ViewRule};
pub use format::{CursorFields, OptionsFields, SessionFile, TeachingFields, ViewFields, ZoomPan};
pub use read::{load, parse, read_bounded};
pub use validate::{Prepared, Searched, TEXT_SCALE_RANGE};
pub use write::{save, write_atomic};

/// The `format` field of every session file.
pub const FORMAT: &str = "gametree-session";

/// The format version this build reads and writes.
pub const VERSION: u32 = 1;

/// The file name extension, without the dot.
pub const EXTENSION: &str = "gametree";

/// The largest session file read, in bytes (16 MiB: room for the largest
/// textbook tree, a million nodes).
pub const MAX_FILE_BYTES: u64 = 16 << 20;
