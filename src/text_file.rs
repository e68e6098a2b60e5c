//! Reading a text file the user names (a session file, a PGN): only a
//! regular file is opened, and never in a way that can block (a named pipe
//! without a writer would wait forever, a device may never end); at most a
//! given number of bytes is read; a UTF-8 byte-order mark at the start, as
//! common Windows editors write it, is not part of the text. Writing a file
//! the user names (a picture, a deck, a DOT file): a regular file or a
//! device such as `/dev/null`, never a named pipe, which would wait for a
//! reader forever.

use std::fmt;
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use crate::i18n::{self, Lang};

/// The UTF-8 byte-order mark.
const BOM: char = '\u{feff}';

/// `text` without a byte-order mark at its start.
///
/// ```
/// use gametree::text_file::without_bom;
///
/// assert_eq!(without_bom("\u{feff}1. e4"), "1. e4");
/// assert_eq!(without_bom("1. e4"), "1. e4");
/// ```
#[must_use]
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix(BOM).unwrap_or(text)
}

/// Opens `path` for reading if it is a regular file (a symbolic link is
/// followed); refuses a directory, a named pipe, a socket or a device
/// without waiting on it.
///
/// # Errors
/// The file system's error, or [`io::ErrorKind::InvalidInput`] saying what
/// the path is instead of a regular file; either says itself in the
/// current language ([`in_words`]).
pub fn open_regular(path: &Path) -> io::Result<File> {
    let opened = || {
        refuse_irregular(&std::fs::metadata(path)?)?;
        let file = open_without_waiting(path)?;
        // The path may have changed between the two looks: check what was opened.
        refuse_irregular(&file.metadata()?)?;
        Ok(file)
    };
    opened().map_err(in_words)
}

/// Opens for reading; on Unix without blocking, so that a named pipe put
/// there after the first look opens at once (and is then refused).
fn open_without_waiting(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        // On a regular file the flag changes nothing.
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Creates `path` (or empties the file there) for writing: a regular file
/// or a device (`/dev/null`). A named pipe, a socket or a directory is
/// refused without waiting on it: opening a named pipe for writing waits
/// until something reads it, which may be never.
///
/// # Errors
/// The file system's error, or [`io::ErrorKind::InvalidInput`] saying what
/// the path is instead; either says itself in the current language
/// ([`in_words`]).
pub fn create_for_writing(path: &Path) -> io::Result<File> {
    create_without_waiting(path).map_err(in_words)
}

/// [`create_for_writing`], its errors as the system gives them.
fn create_without_waiting(path: &Path) -> io::Result<File> {
    let device = match std::fs::metadata(path) {
        Ok(metadata) => {
            refuse_unwritable(&metadata)?;
            !metadata.is_file()
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => false,
        Err(error) => return Err(error),
    };
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        // A named pipe put there after the first look then fails to open
        // (no reader) or opens at once and is refused below; on a regular
        // file the flag changes nothing. A device is opened as it is.
        if !device {
            options.custom_flags(libc::O_NONBLOCK);
        }
    }
    #[cfg(not(unix))]
    let _ = device;
    #[cfg(unix)]
    let file = options.open(path).map_err(|error| {
        // What opening a named pipe without waiting says when nothing reads it.
        if error.raw_os_error() == Some(libc::ENXIO) {
            Refusal::NamedPipe.into()
        } else {
            error
        }
    })?;
    #[cfg(not(unix))]
    let file = options.open(path)?;
    refuse_unwritable(&file.metadata()?)?;
    Ok(file)
}

/// An error naming what `metadata` describes, unless it is a regular file
/// or a device, which [`create_for_writing`] writes.
fn refuse_unwritable(metadata: &std::fs::Metadata) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        let file_type = metadata.file_type();
        if file_type.is_fifo() {
            return Err(Refusal::NamedPipe.into());
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Ok(());
        }
    }
    refuse_irregular(metadata)
}

/// An error naming what `metadata` describes, unless it is a regular file.
///
/// # Errors
/// [`io::ErrorKind::InvalidInput`]: `it is a named pipe (FIFO), not a
/// regular file`, and so on.
pub fn refuse_irregular(metadata: &std::fs::Metadata) -> io::Result<()> {
    if metadata.is_file() {
        return Ok(());
    }
    Err(Refusal::NotRegular(kind_of(metadata)).into())
}

/// What a path that is not a regular file is.
fn kind_of(metadata: &std::fs::Metadata) -> Irregular {
    let file_type = metadata.file_type();
    if file_type.is_dir() {
        return Irregular::Directory;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if file_type.is_fifo() {
            return Irregular::NamedPipe;
        }
        if file_type.is_socket() {
            return Irregular::Socket;
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Irregular::Device;
        }
    }
    Irregular::Other
}

/// What a path is instead of a regular file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Irregular {
    /// A directory.
    Directory,
    /// A named pipe (FIFO).
    NamedPipe,
    /// A socket.
    Socket,
    /// A device.
    Device,
    /// Anything else that is neither a file nor a directory.
    Other,
}

/// Why a path the user names is not read or written, as the message of an
/// [`io::ErrorKind::InvalidInput`] error; said in the language of the
/// thread that shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub(crate) enum Refusal {
    /// Not a regular file (and not read).
    #[error("{}", match .0 {
        Irregular::Directory => crate::tr!("errs-io-not-regular-directory"),
        Irregular::NamedPipe => crate::tr!("errs-io-not-regular-named-pipe"),
        Irregular::Socket => crate::tr!("errs-io-not-regular-socket"),
        Irregular::Device => crate::tr!("errs-io-not-regular-device"),
        Irregular::Other => crate::tr!("errs-io-not-regular-other"),
    })]
    NotRegular(Irregular),
    /// A named pipe, which would wait for a reader (and is not written).
    #[error("{}", crate::tr!("errs-io-named-pipe"))]
    NamedPipe,
    /// A path through more symbolic links than are followed.
    #[error("{}", crate::tr!("errs-io-too-many-links", most = *.0))]
    TooManyLinks(usize),
    /// A file that may not be written.
    #[error("{}", crate::tr!("errs-io-read-only-file"))]
    ReadOnly,
    /// A path that names no file.
    #[error("{}", crate::tr!("errs-io-no-file-name"))]
    NoFileName,
}

impl From<Refusal> for io::Error {
    fn from(refusal: Refusal) -> Self {
        let kind = match refusal {
            Refusal::ReadOnly => io::ErrorKind::PermissionDenied,
            Refusal::TooManyLinks(_) => io::ErrorKind::Other,
            Refusal::NotRegular(_) | Refusal::NamedPipe | Refusal::NoFileName => {
                io::ErrorKind::InvalidInput
            }
        };
        io::Error::new(kind, refusal)
    }
}

/// An I/O error as the user reads it, in the current language: in
/// English the system's own words (`No such file or directory (os error
/// 2)`); in another language a sentence of its catalog for the common
/// kinds (a missing file, a denied permission, a directory, a full disk),
/// and the system's words inside one for the rest. A refusal of this
/// module is said in the language in any case.
///
/// ```
/// use gametree::i18n::{self, Lang};
/// use gametree::text_file::{reason, open_regular};
///
/// let missing = open_regular(std::path::Path::new("/no/such/file")).unwrap_err();
/// assert!(reason(&missing).starts_with("No such file or directory"));
/// let _german = i18n::use_on_this_thread(Lang::parse("de").unwrap());
/// assert_eq!(reason(&missing), "die Datei oder den Ordner gibt es nicht");
/// ```
#[must_use]
pub fn reason(error: &io::Error) -> String {
    let own = error
        .get_ref()
        .is_some_and(|inner| inner.is::<Refusal>() || inner.is::<Reason>());
    if own || i18n::current() == Lang::ENGLISH {
        return error.to_string();
    }
    let system = || error.to_string();
    match error.kind() {
        io::ErrorKind::NotFound => crate::tr!("errs-io-not-found"),
        io::ErrorKind::PermissionDenied => crate::tr!("errs-io-permission-denied"),
        io::ErrorKind::IsADirectory => crate::tr!("errs-io-is-a-directory"),
        io::ErrorKind::NotADirectory => crate::tr!("errs-io-not-a-directory"),
        io::ErrorKind::AlreadyExists => crate::tr!("errs-io-already-exists"),
        io::ErrorKind::StorageFull => crate::tr!("errs-io-storage-full"),
        io::ErrorKind::ReadOnlyFilesystem => crate::tr!("errs-io-read-only"),
        io::ErrorKind::InvalidFilename => crate::tr!("errs-io-invalid-filename"),
        io::ErrorKind::FileTooLarge => crate::tr!("errs-io-file-too-large"),
        io::ErrorKind::BrokenPipe => crate::tr!("errs-io-broken-pipe"),
        io::ErrorKind::UnexpectedEof => crate::tr!("errs-io-unexpected-eof"),
        io::ErrorKind::InvalidData => crate::tr!("errs-io-invalid-data", system = system()),
        _ => crate::tr!("errs-io-other", system = system()),
    }
}

/// `error` with a message that says itself with [`reason`], in the
/// language of whichever thread shows it; its kind is kept. For an error
/// handed to code that shows it with `to_string()`.
#[must_use]
pub fn in_words(error: io::Error) -> io::Error {
    let own = error
        .get_ref()
        .is_some_and(|inner| inner.is::<Refusal>() || inner.is::<Reason>());
    if own {
        return error;
    }
    io::Error::new(error.kind(), Reason(error))
}

/// An I/O error that says itself with [`reason`] (made by [`in_words`]).
#[derive(Debug)]
struct Reason(io::Error);

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&reason(&self.0))
    }
}

impl std::error::Error for Reason {}

/// Reads `reader` to its end, or to one byte past `limit` (so that a caller
/// sees the limit passed without reading an endless input to its end).
///
/// # Errors
/// The reader's error, saying itself in the current language
/// ([`in_words`]).
pub fn read_limited(reader: impl Read, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(in_words)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh directory `name` with a named pipe `file` in it.
    #[cfg(unix)]
    fn dir_with_fifo(name: &str, file: &str) -> (std::path::PathBuf, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("gametree-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join(file);
        let _ = std::fs::remove_file(&fifo);
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        (dir, fifo)
    }

    /// What `open` does with `path`, which must come back within seconds
    /// (the usual open of a named pipe waits for the other end forever).
    #[cfg(unix)]
    fn at_once(path: &Path, open: fn(&Path) -> io::Result<File>) -> io::Result<()> {
        let (send, receive) = std::sync::mpsc::channel();
        let path = path.to_path_buf();
        std::thread::spawn(move || send.send(open(&path).map(drop)));
        receive
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("opening a named pipe must not wait for the other end")
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_at_once() {
        let (dir, fifo) = dir_with_fifo("fifo", "pipe.pgn");
        let error = at_once(&fifo, open_regular).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
        assert_eq!(
            error.to_string(),
            "it is a named pipe (FIFO), not a regular file"
        );
        assert_eq!(
            open_regular(&dir).unwrap_err().to_string(),
            "it is a directory, not a regular file"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_not_written_and_dev_null_is() {
        let (dir, fifo) = dir_with_fifo("out-fifo", "pipe.svg");
        let error = at_once(&fifo, create_for_writing).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
        assert!(error.to_string().contains("named pipe"), "{error}");
        assert_eq!(
            create_for_writing(&dir).unwrap_err().to_string(),
            "it is a directory, not a regular file"
        );
        assert!(create_for_writing(Path::new("/dev/null")).is_ok());
        let file = dir.join("picture.svg");
        std::fs::write(&file, "old and longer").unwrap();
        std::io::Write::write_all(&mut create_for_writing(&file).unwrap(), b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "new");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn reading_stops_one_byte_past_the_limit() {
        let endless = io::repeat(b'x');
        assert_eq!(read_limited(endless, 10).unwrap().len(), 11);
        assert_eq!(read_limited(&b"abc"[..], 10).unwrap(), b"abc");
    }
}
