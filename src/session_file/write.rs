//! Writing a session file atomically: the text goes to a temporary file
//! beside the target, is flushed and synced to disk, and only then renamed
//! over the target. A crash, a full disk or any error part-way leaves the
//! previous file as it was (and the temporary file is removed).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::{SessionFile, SessionFileError};

/// Writes `file` to `path` atomically.
///
/// # Errors
/// [`SessionFileError::Write`]; the previous file at `path` is unchanged.
pub fn save(path: &Path, file: &SessionFile) -> Result<(), SessionFileError> {
    let text = file
        .to_json()
        .map_err(|error| SessionFileError::Write(io::Error::other(error)))?;
    write_atomic(path, text.as_bytes(), |sink, bytes| sink.write_all(bytes))
}

/// Writes `bytes` to `path` atomically, through `write` (which gets the
/// temporary file; tests pass one that fails part-way).
///
/// # Errors
/// [`SessionFileError::Write`] with the first failure; the previous file at
/// `path` is unchanged and the temporary file is removed.
pub fn write_atomic(
    path: &Path,
    bytes: &[u8],
    write: impl FnOnce(&mut dyn Write, &[u8]) -> io::Result<()>,
) -> Result<(), SessionFileError> {
    let temp = temp_path(path).map_err(SessionFileError::Write)?;
    let result = write_then_rename(&temp, path, bytes, write);
    if result.is_err() {
        // Best effort: the temporary file may not even exist.
        let _ = std::fs::remove_file(&temp);
    }
    result.map_err(SessionFileError::Write)
}

fn write_then_rename(
    temp: &Path,
    path: &Path,
    bytes: &[u8],
    write: impl FnOnce(&mut dyn Write, &[u8]) -> io::Result<()>,
) -> io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(temp)?;
    write(&mut file, bytes)?;
    file.flush()?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(temp, path)?;
    sync_directory(path);
    Ok(())
}

/// A fresh temporary path in the target's directory (a rename is atomic
/// only within one file system): `.NAME.PID-N.tmp`.
fn temp_path(path: &Path) -> io::Result<PathBuf> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            "the path does not end in a file name",
        )
    })?;
    let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
    let temp_name = format!(
        ".{}.{}-{unique}.tmp",
        name.to_string_lossy(),
        std::process::id()
    );
    Ok(path.with_file_name(temp_name))
}

/// Makes the rename itself durable where the platform allows (Unix: sync
/// the directory); a failure here does not undo a completed save.
fn sync_directory(path: &Path) {
    #[cfg(unix)]
    {
        let directory = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        if let Ok(directory) = std::fs::File::open(directory) {
            let _ = directory.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}
