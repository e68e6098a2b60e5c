//! Fresh scratch directories for tests that write files.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use std::path::PathBuf;

/// A new, empty directory for one test: `gametree-<suite>-<pid>-<name>`
/// under the system's temporary directory (removed first if a previous run
/// left it).
///
/// # Panics
/// If the directory cannot be made (a test setup failure).
#[must_use]
pub fn scratch_dir(suite: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-{suite}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    if let Err(error) = std::fs::create_dir_all(&dir) {
        panic!(
            "cannot make the scratch directory {}: {error}",
            dir.display()
        );
    }
    dir
}
