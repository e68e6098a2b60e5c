//! Writing a session file atomically, as careful editors do: the text goes
//! to a temporary file beside the target, is flushed and synced to disk,
//! and only then renamed over the target. A crash, a full disk or any error
//! part-way leaves the previous file as it was (and the temporary file is
//! removed; one a crash left behind is removed by the next save there).
//!
//! A symbolic link is written through: the file it points to is replaced
//! (beside that file), and the link stays. The file replaced keeps its
//! permissions. Anything that is not a regular file (a device, a named
//! pipe, a directory) and a read-only file are refused, not replaced.

use std::ffi::OsStr;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use crate::text_file::{Refusal, refuse_irregular};

use super::{SessionFile, SessionFileError};

/// The most symbolic links followed to the file written (as Linux's limit).
const MAX_LINKS: usize = 40;

/// A temporary file of ours untouched this long is stale, whoever wrote it.
const STALE_AFTER: Duration = Duration::from_hours(1);

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
/// temporary file; tests pass one that fails part-way). A symbolic link at
/// `path` is followed to the file it names, which is the one replaced.
///
/// # Errors
/// [`SessionFileError::Write`] with the first failure, or saying that the
/// file there is not a regular file or is read-only; the previous file at
/// `path` is unchanged and the temporary file is removed.
pub fn write_atomic(
    path: &Path,
    bytes: &[u8],
    write: impl FnOnce(&mut dyn Write, &[u8]) -> io::Result<()>,
) -> Result<(), SessionFileError> {
    let target = through_links(path).map_err(SessionFileError::Write)?;
    let permissions = replaced_permissions(&target).map_err(SessionFileError::Write)?;
    remove_stale_temps(&target);
    let temp = temp_path(&target).map_err(SessionFileError::Write)?;
    let result = write_then_rename(&temp, &target, bytes, write, permissions);
    if result.is_err() {
        // Best effort: the temporary file may not even exist.
        let _ = std::fs::remove_file(&temp);
    }
    result.map_err(SessionFileError::Write)
}

/// The file `path` names once its symbolic links are followed (it need not
/// exist: a link may name a file still to be made).
fn through_links(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_path_buf();
    for _ in 0..=MAX_LINKS {
        match std::fs::symlink_metadata(&at) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let link = std::fs::read_link(&at)?;
                // A relative link is read from the link's folder.
                at = at
                    .parent()
                    .map_or_else(|| link.clone(), |dir| dir.join(&link));
            }
            Err(error) if error.kind() != io::ErrorKind::NotFound => return Err(error),
            _ => return Ok(at),
        }
    }
    Err(Refusal::TooManyLinks(MAX_LINKS).into())
}

/// The permissions of the file `target` replaces, if there is one; refuses
/// to replace anything but a regular file that may be written.
fn replaced_permissions(target: &Path) -> io::Result<Option<std::fs::Permissions>> {
    let metadata = match std::fs::metadata(target) {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error),
    };
    refuse_irregular(&metadata)?;
    if metadata.permissions().readonly() {
        return Err(Refusal::ReadOnly.into());
    }
    Ok(Some(metadata.permissions()))
}

fn write_then_rename(
    temp: &Path,
    path: &Path,
    bytes: &[u8],
    write: impl FnOnce(&mut dyn Write, &[u8]) -> io::Result<()>,
    permissions: Option<std::fs::Permissions>,
) -> io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(temp)?;
    if let Some(permissions) = permissions {
        file.set_permissions(permissions)?;
    }
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
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::from(Refusal::NoFileName))?;
    let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
    let temp_name = format!(
        ".{}.{}-{unique}.tmp",
        name.to_string_lossy(),
        std::process::id()
    );
    Ok(path.with_file_name(temp_name))
}

/// The process that wrote a temporary file of [`temp_path`]'s naming for
/// the file called `name`, if `temp` is one.
fn temp_writer(temp: &OsStr, name: &OsStr) -> Option<u32> {
    let temp = temp.to_str()?;
    let middle = temp
        .strip_prefix('.')?
        .strip_prefix(name.to_string_lossy().as_ref())?
        .strip_prefix('.')?
        .strip_suffix(".tmp")?;
    let (pid, unique) = middle.split_once('-')?;
    unique.parse::<u64>().ok()?;
    pid.parse().ok()
}

/// Removes the temporary files of earlier saves to `target` that a crash
/// left beside it: those whose process is gone (where the system says,
/// Linux's `/proc`) or that nobody touched for an hour. Best effort: what
/// cannot be read or removed stays.
fn remove_stale_temps(target: &Path) {
    let (Some(name), Some(dir)) = (target.file_name(), target.parent()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let Some(pid) = temp_writer(&entry.file_name(), name) else {
            continue;
        };
        let old = entry
            .metadata()
            .and_then(|metadata| metadata.modified())
            .is_ok_and(|modified| {
                now.duration_since(modified)
                    .is_ok_and(|age| age > STALE_AFTER)
            });
        if old || process_gone(pid) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether process `pid` has certainly ended (Linux: it has no `/proc`
/// entry; elsewhere nobody can tell, so never).
fn process_gone(pid: u32) -> bool {
    #[cfg(target_os = "linux")]
    {
        let proc = Path::new("/proc");
        proc.join("self").exists() && !proc.join(pid.to_string()).exists()
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = pid;
        false
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_temporary_files_are_recognised() {
        let name = OsStr::new("lecture.gametree");
        let ours = |temp: &str| temp_writer(OsStr::new(temp), name);
        assert_eq!(ours(".lecture.gametree.4242-0.tmp"), Some(4242));
        assert_eq!(ours(".lecture.gametree.17-305.tmp"), Some(17));
        assert_eq!(ours("lecture.gametree.4242-0.tmp"), None);
        assert_eq!(ours(".lecture.gametree.tmp"), None);
        assert_eq!(ours(".lecture.gametree.x-0.tmp"), None);
        assert_eq!(ours(".lecture.gametree.42-0.swp"), None);
        assert_eq!(ours(".other.gametree.42-0.tmp"), None);
    }
}
