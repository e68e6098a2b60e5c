//! Fresh scratch directories for tests that write files, all under one
//! directory per test process that the next run sweeps away.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use std::path::{Path, PathBuf};
use std::sync::Once;

/// A new, empty directory for one test:
/// `gametree-tests/<pid>/<suite>-<name>` under the system's temporary
/// directory (removed first if it exists). The first call in a process
/// removes the directories of test processes that have ended, so a run
/// leaves only its own files behind (kept for a look after a failure).
///
/// # Panics
/// If the directory cannot be made (a test setup failure).
#[must_use]
pub fn scratch_dir(suite: &str, name: &str) -> PathBuf {
    static SWEPT: Once = Once::new();
    let root = std::env::temp_dir().join("gametree-tests");
    SWEPT.call_once(|| sweep_ended_runs(&root));
    let dir = root
        .join(std::process::id().to_string())
        .join(format!("{suite}-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(error) = std::fs::create_dir_all(&dir) {
        panic!(
            "cannot make the scratch directory {}: {error}",
            dir.display()
        );
    }
    dir
}

/// Removes each `root/<pid>` whose process has ended (no `/proc/<pid>`).
/// Where there is no `/proc` to ask, nothing is removed.
fn sweep_ended_runs(root: &Path) {
    let proc = Path::new("/proc");
    if !proc.join("self").exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().filter(|pid| pid.parse::<u32>().is_ok()) else {
            continue;
        };
        if !proc.join(pid).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}
