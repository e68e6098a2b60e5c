//! The real window under Xvfb, read through its frame inventory
//! (`gametree SESSION --size WxH --lecture --frame-dump FILE.json`,
//! docs/FORMATS.md), and the trace lines the tests find their steps in.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use std::path::Path;
use std::process::Command;
use std::sync::Mutex;

use serde::Deserialize;

/// A box `[x0, y0, x1, y1]` in points.
pub type Rect = [f32; 4];

/// One text the frame drew.
#[derive(Clone, Debug, Deserialize)]
pub struct DrawnText {
    /// What it says as drawn.
    pub text: String,
    /// Font height in physical pixels.
    pub px: f32,
    /// Its box.
    pub rect: Rect,
    /// The clip it was drawn in.
    pub clip: Rect,
    /// Cut short with `…`.
    pub elided: bool,
    /// The part of the window.
    pub area: String,
}

/// One drawn item of the tree.
#[derive(Clone, Debug, Deserialize)]
pub struct Item {
    /// The node's path as `--trace` writes it.
    pub path: String,
    /// `node`, `pruned` or `collapsed`.
    pub kind: String,
    /// Its box.
    pub rect: Rect,
    /// The principal variation's highlight reaches it.
    pub line: bool,
}

/// The tree as drawn.
#[derive(Clone, Debug, Deserialize)]
pub struct Tree {
    /// The tree's canvas.
    pub viewport: Rect,
    /// The drawn items.
    pub items: Vec<Item>,
}

/// A frame inventory.
#[derive(Clone, Debug, Deserialize)]
pub struct Frame {
    /// The window's inner size.
    pub size: [f32; 2],
    /// Every text drawn.
    pub texts: Vec<DrawnText>,
    /// The tree drawn, if the tree view drew one.
    pub tree: Option<Tree>,
}

/// One window at a time: a 2-core machine draws them in software, and
/// `xvfb-run -a` started at the same moment can pick the same display.
static ONE_WINDOW: Mutex<()> = Mutex::new(());

/// The frame the window draws for the session file `session` at `size`
/// (`1280x720`) with the extra `flags` (`--lecture`, `--panels position`);
/// `None` when there is no `xvfb-run` and this is not CI (on CI, where
/// `CI=true`, a missing `xvfb-run` fails the test).
///
/// # Panics
/// If the window fails or writes no inventory.
#[must_use]
pub fn frame(session: &Path, size: &str, flags: &[&str]) -> Option<Frame> {
    frame_with_env(session, size, flags, &[])
}

/// [`frame`], with the window's environment variables `env` set (the
/// locale: `LC_ALL=de_DE.UTF-8` opens it in German).
///
/// # Panics
/// If the window fails or writes no inventory.
#[must_use]
pub fn frame_with_env(
    session: &Path,
    size: &str,
    flags: &[&str],
    env: &[(&str, &str)],
) -> Option<Frame> {
    let has_xvfb = crate::common::cli::english(&mut Command::new("xvfb-run"))
        .arg("--help")
        .output()
        .is_ok();
    if !has_xvfb {
        let on_ci = std::env::var("CI").is_ok_and(|ci| ci == "true");
        assert!(
            !on_ci,
            "xvfb-run is missing: CI must install xvfb to test the real window"
        );
        eprintln!("skipped: xvfb-run is not installed");
        return None;
    }
    let dump = session.with_extension("frame.json");
    let _ = std::fs::remove_file(&dump);
    let runtime = session.with_extension("xdg");
    let _ = std::fs::create_dir_all(&runtime);
    let output = {
        let _one = ONE_WINDOW
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        crate::common::cli::english(&mut Command::new("xvfb-run"))
            .args(["-a", "-s", "-screen 0 1920x1080x24 -nolisten tcp"])
            .arg(env!("CARGO_BIN_EXE_gametree"))
            .arg(session)
            .args(["--size", size])
            .args(flags)
            .arg("--frame-dump")
            .arg(&dump)
            .env("XDG_RUNTIME_DIR", &runtime)
            .envs(env.iter().copied())
            .output()
    };
    let output = match output {
        Ok(output) => output,
        Err(error) => panic!("xvfb-run did not run: {error}"),
    };
    assert!(
        output.status.success(),
        "the window failed ({}): {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let text = match std::fs::read_to_string(&dump) {
        Ok(text) => text,
        Err(error) => panic!("no frame inventory at {}: {error}", dump.display()),
    };
    match serde_json::from_str(&text) {
        Ok(frame) => Some(frame),
        Err(error) => panic!("the frame inventory does not parse: {error}\n{text}"),
    }
}

/// Whether `inner` lies inside `outer`, give or take half a point.
#[must_use]
pub fn inside(inner: Rect, outer: Rect) -> bool {
    inner[0] >= outer[0] - 0.5
        && inner[1] >= outer[1] - 0.5
        && inner[2] <= outer[2] + 0.5
        && inner[3] <= outer[3] + 0.5
}

/// One line of `gametree analyze --trace`: its step, event word and path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceLine {
    /// The step, from 1.
    pub step: u64,
    /// `enter`, `leaf`, `backup`, `cutoff`, `select`, …
    pub event: String,
    /// The node's path (`root`, `2 1`, `a3 bxa3`).
    pub path: String,
    /// The rest of the line.
    pub details: String,
}

/// The lines of `gametree analyze ARGS… --trace`.
///
/// # Panics
/// If the command fails.
#[must_use]
pub fn trace(args: &[&str]) -> Vec<TraceLine> {
    let mut all = args.to_vec();
    all.push("--trace");
    let output = super::cli::analyze(&all);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(|line| {
            let (step, rest) = line.trim_start().split_once(' ')?;
            let (event, rest) = rest.trim_start().split_once(' ')?;
            let (path, details) = rest
                .trim_start()
                .split_once("  ")
                .unwrap_or((rest.trim(), ""));
            Some(TraceLine {
                step: step.parse().ok()?,
                event: event.to_owned(),
                path: path.trim().to_owned(),
                details: details.trim().to_owned(),
            })
        })
        .collect()
}
