//! The optional frame-time readout. With `GAMETREE_FRAME_LOG=1` the window
//! writes to stderr, about once a second while it draws, how many frames it
//! drew, the time between them, the CPU time of `App::ui` and eframe's time
//! for the whole frame, and what asked for the frames (egui's repaint
//! causes, as `file:line`); and one line per run on the search worker. Nothing
//! is written while the window is idle, because it then draws no frames.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use crate::app::format;
use crate::app::run::runner::RunReport;

/// The environment variable that turns the log on (any value but `0`).
pub const ENV: &str = "GAMETREE_FRAME_LOG";

/// How often a summary line is written while frames are drawn.
const PERIOD: Duration = Duration::from_secs(1);

/// Frame times gathered since the last summary line.
#[derive(Debug, Default)]
pub struct FrameLog {
    enabled: bool,
    /// When the current summary period began.
    period_start: Option<Instant>,
    /// When the last frame began.
    last_frame: Option<Instant>,
    /// Milliseconds between the starts of consecutive frames.
    intervals: Vec<f64>,
    /// Milliseconds of `App::ui`.
    ui: Vec<f64>,
    /// Milliseconds of eframe's whole previous frame (UI, tessellation,
    /// painting), as it reports it.
    frame: Vec<f64>,
    /// What asked for the frames of this period (`file:line`, egui's
    /// repaint causes), so a window that never goes idle shows why.
    causes: BTreeSet<String>,
    /// A run that came back this frame, written once the frame is drawn.
    run: Option<RunReport>,
}

impl FrameLog {
    /// On when [`ENV`] is set to anything but `0`.
    #[must_use]
    pub fn from_env() -> Self {
        Self {
            enabled: is_on(),
            ..Self::default()
        }
    }

    /// Marks the start of a frame; the returned instant goes to [`Self::end`].
    pub fn begin(&mut self) -> Option<Instant> {
        if !self.enabled {
            return None;
        }
        let now = Instant::now();
        if let Some(last) = self.last_frame.replace(now) {
            self.intervals.push(ms(now - last));
        }
        self.period_start.get_or_insert(now);
        Some(now)
    }

    /// Marks the end of `App::ui` for the frame begun at `began`;
    /// `previous_frame` is eframe's CPU time of the previous frame.
    pub fn end(
        &mut self,
        ctx: &egui::Context,
        began: Option<Instant>,
        previous_frame: Option<f32>,
    ) {
        let Some(began) = began else {
            return;
        };
        let ui = began.elapsed();
        self.ui.push(ms(ui));
        self.causes.extend(
            ctx.repaint_causes()
                .iter()
                .map(|cause| format!("{}:{}", cause.file, cause.line)),
        );
        if let Some(report) = self.run.take() {
            eprintln!(
                "gametree run: {:.3} s from the key press to the end of the first frame after it (that frame's App::ui {:.1} ms)",
                (report.since_start + ui).as_secs_f64(),
                ms(ui)
            );
        }
        if let Some(seconds) = previous_frame {
            self.frame.push(f64::from(seconds) * 1000.0);
        }
        let Some(start) = self.period_start else {
            return;
        };
        let period = start.elapsed();
        if period >= PERIOD {
            eprintln!("{}", self.summary(period));
            self.period_start = None;
            self.intervals.clear();
            self.ui.clear();
            self.frame.clear();
            self.causes.clear();
        }
    }

    /// Writes what a run on the worker did, and at the end of this frame
    /// how long it took in all.
    pub fn run(&mut self, report: &RunReport) {
        if !self.enabled {
            return;
        }
        self.run = Some(*report);
        let progress = report.progress;
        eprintln!(
            "gametree run: {:?} {} after {:.3} s on the worker: {} steps recorded, {} nodes, {} nodes/s",
            report.motion,
            if report.cancelled {
                "cancelled"
            } else {
                "finished"
            },
            progress.elapsed.as_secs_f64(),
            format::count(progress.steps),
            format::count(progress.nodes),
            format::count(progress.nodes_per_second() as u64),
        );
    }

    fn summary(&mut self, period: Duration) -> String {
        let frames = self.ui.len();
        let fps = frames as f64 / period.as_secs_f64();
        let (interval_median, interval_max) = median_max(&mut self.intervals);
        let (ui_median, ui_max) = median_max(&mut self.ui);
        let (frame_median, frame_max) = median_max(&mut self.frame);
        let causes = self.causes.iter().cloned().collect::<Vec<_>>().join(", ");
        format!(
            "gametree frames: {frames} in {:.2} s ({fps:.1} fps); between frames median {interval_median:.1} ms, max {interval_max:.1} ms; App::ui median {ui_median:.1} ms, max {ui_max:.1} ms; eframe frame median {frame_median:.1} ms, max {frame_max:.1} ms; asked by {}",
            period.as_secs_f64(),
            if causes.is_empty() { "input" } else { &causes }
        )
    }
}

/// Whether [`ENV`] asks for the log.
#[must_use]
pub fn is_on() -> bool {
    std::env::var_os(ENV).is_some_and(|value| value != "0" && !value.is_empty())
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// The median and the maximum; zeros for no values.
fn median_max(values: &mut [f64]) -> (f64, f64) {
    values.sort_by(f64::total_cmp);
    let median = values.get(values.len() / 2).copied().unwrap_or(0.0);
    let max = values.last().copied().unwrap_or(0.0);
    (median, max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_and_max_of_unsorted_times() {
        let mut values = [9.0, 1.0, 5.0];
        assert_eq!(median_max(&mut values), (5.0, 9.0));
        assert_eq!(median_max(&mut []), (0.0, 0.0));
    }
}
