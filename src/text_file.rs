//! Reading a text file the user names (a session file, a PGN): only a
//! regular file is opened, and never in a way that can block (a named pipe
//! without a writer would wait forever, a device may never end); at most a
//! given number of bytes is read; a UTF-8 byte-order mark at the start, as
//! common Windows editors write it, is not part of the text. Writing a file
//! the user names (a picture, a deck, a DOT file): a regular file or a
//! device such as `/dev/null`, never a named pipe, which would wait for a
//! reader forever.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

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
/// the path is instead of a regular file.
pub fn open_regular(path: &Path) -> io::Result<File> {
    refuse_irregular(&std::fs::metadata(path)?)?;
    let file = open_without_waiting(path)?;
    // The path may have changed between the two looks: check what was opened.
    refuse_irregular(&file.metadata()?)?;
    Ok(file)
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
/// the path is instead.
pub fn create_for_writing(path: &Path) -> io::Result<File> {
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
            io::Error::new(io::ErrorKind::InvalidInput, NAMED_PIPE)
        } else {
            error
        }
    })?;
    #[cfg(not(unix))]
    let file = options.open(path)?;
    refuse_unwritable(&file.metadata()?)?;
    Ok(file)
}

/// Why a named pipe is not written to.
const NAMED_PIPE: &str =
    "it is a named pipe (FIFO), which would wait for a reader; give a regular file";

/// An error naming what `metadata` describes, unless it is a regular file
/// or a device, which [`create_for_writing`] writes.
fn refuse_unwritable(metadata: &std::fs::Metadata) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        let file_type = metadata.file_type();
        if file_type.is_fifo() {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, NAMED_PIPE));
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
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("it is {}, not a regular file", kind_of(metadata)),
    ))
}

/// What a path that is not a regular file is, with its article.
fn kind_of(metadata: &std::fs::Metadata) -> &'static str {
    let file_type = metadata.file_type();
    if file_type.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if file_type.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if file_type.is_socket() {
            return "a socket";
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
    }
    "neither a file nor a directory"
}

/// Reads `reader` to its end, or to one byte past `limit` (so that a caller
/// sees the limit passed without reading an endless input to its end).
///
/// # Errors
/// The reader's error.
pub fn read_limited(reader: impl Read, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
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
