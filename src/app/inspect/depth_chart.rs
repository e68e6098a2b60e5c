//! Nodes per depth: the current search run cold at depths 1 to its depth
//! with each ordering (natural, captures on chess, killers, history, best),
//! on a background thread with [`crate::teach::nodes_by_depth`], drawn with
//! `egui_plot` on a log scale, one line per ordering, its effective
//! branching factor in the legend. The app only draws: the numbers are the
//! core's. Cancel, a new chart or closing the window stops the thread.

#![expect(
    clippy::cast_precision_loss,
    reason = "depths and node counts drawn as floats stay far below 2^53"
)]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

use egui::{Color32, RichText, Ui};
use egui_plot::{AxisHints, GridInput, GridMark, HoverPosition, Line, Plot, Points};

use crate::chess::EvalKind;
use crate::input::{AnyGame, GameKind};
use crate::search::{Interrupt, MoveOrdering, SearchOptions};
use crate::session::Session;
use crate::teach::{ChartError, DepthChart, nodes_by_depth};

use crate::app::format;
use crate::app::shell::settings::Position;

/// The orderings charted, in the legend's order (`captures` on chess only).
const ORDERINGS: [MoveOrdering; 5] = [
    MoveOrdering::Natural,
    MoveOrdering::Captures,
    MoveOrdering::Killers,
    MoveOrdering::History,
    MoveOrdering::Best,
];

/// One colour per ordering of [`ORDERINGS`] (Okabe and Ito's palette, told
/// apart by colour-blind readers too).
const COLOURS: [Color32; 5] = [
    Color32::from_rgb(0, 114, 178),
    Color32::from_rgb(230, 159, 0),
    Color32::from_rgb(0, 158, 115),
    Color32::from_rgb(204, 121, 167),
    Color32::from_rgb(213, 94, 0),
];

/// What a chart was made for: the position and the search's options.
#[derive(Clone, PartialEq, Debug)]
struct Subject {
    position: Position,
    eval: EvalKind,
    options: SearchOptions,
}

/// What the thread sends: the chart so far, then the end.
enum Report {
    Progress(DepthChart),
    Finished(Result<DepthChart, ChartError>),
}

/// A chart being made. Dropping it raises `cancel`, which stops the thread.
struct Job {
    receiver: Receiver<Report>,
    subject: Subject,
    cancel: Arc<AtomicBool>,
}

impl Drop for Job {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// The chart panel's state.
#[derive(Default)]
pub struct DepthChartPanel {
    job: Option<Job>,
    /// The chart so far (complete once `job` is gone) and what it is of.
    chart: Option<(Subject, DepthChart)>,
    error: Option<String>,
    cancelled: bool,
}

impl DepthChartPanel {
    /// Draws the panel for `session`, which searches `position` with `eval`.
    pub fn chart_ui(
        &mut self,
        ui: &mut Ui,
        session: &Session<AnyGame>,
        position: &Position,
        eval: EvalKind,
    ) {
        let Self {
            job,
            chart,
            error,
            cancelled,
        } = self;
        poll(job, chart, error);
        let subject = Subject {
            position: position.clone(),
            eval,
            options: *session.options(),
        };
        if session.game().as_textbook().is_some() {
            ui.label(RichText::new(ChartError::Tree.to_string()).weak());
            return;
        }
        ui.label(
            RichText::new(crate::tr!(
                "panels-chart-note",
                depth = subject.options.depth,
                cap = format::count(subject.options.max_nodes),
            ))
            .small()
            .weak(),
        );
        ui.horizontal(|ui| {
            let running = job.is_some();
            if ui
                .add_enabled(!running, egui::Button::new(crate::tr!("panels-chart-run")))
                .on_hover_text(crate::tr!("panels-chart-run-hint"))
                .clicked()
            {
                *job = None;
                match start(ui.ctx(), session, subject.clone()) {
                    Ok(started) => {
                        *job = Some(started);
                        *chart = None;
                        *error = None;
                        *cancelled = false;
                    }
                    Err(message) => *error = Some(message),
                }
            }
            if running {
                ui.spinner();
                if ui.button(crate::tr!("panels-compare-cancel")).clicked() {
                    *job = None;
                    *cancelled = true;
                }
            }
        });
        if let Some(message) = error {
            ui.label(RichText::new(message.as_str()).color(ui.visuals().error_fg_color));
        }
        if *cancelled {
            ui.label(
                RichText::new(crate::tr!("panels-chart-cancelled"))
                    .color(ui.visuals().warn_fg_color),
            );
        }
        match chart {
            Some((of, shown)) if *of == subject => plot_ui(ui, shown),
            Some(_) => {
                ui.label(
                    RichText::new(crate::tr!("panels-chart-stale"))
                        .color(ui.visuals().warn_fg_color),
                );
            }
            None => {}
        }
    }
}

/// Starts the searches on a named thread.
fn start(ctx: &egui::Context, session: &Session<AnyGame>, subject: Subject) -> Result<Job, String> {
    let game = session.game().clone();
    let options = *session.options();
    let orderings: Vec<MoveOrdering> = ORDERINGS
        .into_iter()
        .filter(|ordering| game.kind() == GameKind::Chess || !ordering.reads_chess_moves())
        .collect();
    let (sender, receiver) = mpsc::channel();
    let cancel = Arc::new(AtomicBool::new(false));
    let interrupt = Interrupt::on_flag(Arc::clone(&cancel));
    let ctx = ctx.clone();
    std::thread::Builder::new()
        .name("gametree-depth-chart".to_owned())
        .spawn(move || {
            let result = nodes_by_depth(&game, options, &orderings, &interrupt, |chart| {
                // Nobody listens any more once the panel let go: nothing to do.
                sender.send(Report::Progress(chart.clone())).ok();
                ctx.request_repaint();
            });
            sender.send(Report::Finished(result)).ok();
            ctx.request_repaint();
        })
        .map_err(|error| crate::tr!("panels-chart-not-started", error = error.to_string()))?;
    Ok(Job {
        receiver,
        subject,
        cancel,
    })
}

/// Takes what the thread sent since the last frame.
fn poll(
    job: &mut Option<Job>,
    chart: &mut Option<(Subject, DepthChart)>,
    error: &mut Option<String>,
) {
    loop {
        let Some(running) = job.as_ref() else {
            return;
        };
        let report = match running.receiver.try_recv() {
            Ok(report) => report,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => {
                *error = Some(crate::tr!("panels-chart-no-result"));
                *job = None;
                return;
            }
        };
        let subject = running.subject.clone();
        let latest = match report {
            Report::Progress(latest) => latest,
            Report::Finished(result) => {
                *job = None;
                match result {
                    Ok(latest) => latest,
                    Err(failed) => {
                        *error = Some(failed.to_string());
                        return;
                    }
                }
            }
        };
        *chart = Some((subject, latest));
    }
}

/// The chart: depth across, log₁₀ of the nodes up, one line per ordering;
/// under it, the key: each ordering's colour, EBF and counts (a key drawn
/// over the plot would hide the lines in a narrow panel).
fn plot_ui(ui: &mut Ui, chart: &DepthChart) {
    let height = (ui.available_width() * 0.75).clamp(180.0, 360.0);
    Plot::new("nodes_per_depth")
        .height(height)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .custom_x_axes(vec![
            // Depths are one digit wide: label every one, however narrow
            // the panel (egui_plot's default wants 60 points apart).
            AxisHints::new_x()
                .label(crate::tr!("panels-chart-depth-axis"))
                .label_spacing(12.0..=20.0)
                .formatter(|mark, _| whole(mark).map_or_else(String::new, |d| d.to_string())),
        ])
        .y_axis_label(crate::tr!("panels-chart-nodes-axis"))
        .include_x(0.5)
        .include_x(f64::from(chart.depth) + 0.5)
        .x_grid_spacer(|input| whole_steps(&input))
        .y_grid_spacer(|input| whole_steps(&input))
        .y_axis_formatter(|mark, _| {
            whole(mark).map_or_else(String::new, |power| {
                u32::try_from(power)
                    .ok()
                    .and_then(|power| 10_u64.checked_pow(power))
                    .map_or_else(String::new, format::count)
            })
        })
        .label_formatter(|hover| {
            let HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } = hover
            else {
                return None;
            };
            Some(crate::tr!(
                "panels-chart-point",
                ordering = *plot_name,
                depth = format!("{:.0}", position.x),
                nodes = format::count(10_f64.powf(position.y).round() as u64)
            ))
        })
        .show(ui, |plot| {
            for (curve, colour) in chart.curves.iter().zip(COLOURS) {
                let points: Vec<[f64; 2]> = (1_u32..)
                    .zip(&curve.nodes)
                    .map(|(depth, &nodes)| [f64::from(depth), (nodes.max(1) as f64).log10()])
                    .collect();
                let name = format::ordering_word(curve.ordering);
                plot.line(
                    Line::new(name.clone(), points.clone())
                        .color(colour)
                        .width(2.0),
                );
                plot.points(Points::new(name, points).color(colour).radius(3.5));
            }
        });
    for (curve, colour) in chart.curves.iter().zip(COLOURS) {
        let counts: Vec<String> = curve.nodes.iter().map(|&n| format::count(n)).collect();
        let ebf = curve.ebf().map_or_else(
            || crate::tr!("panels-chart-ebf", ebf = "–"),
            |ebf| crate::tr!("panels-chart-ebf", ebf = format!("{ebf:.2}")),
        );
        let counts = counts.join(" · ");
        let counts = if curve.capped {
            crate::tr!("panels-chart-counts-capped", counts = counts)
        } else {
            counts
        };
        ui.horizontal_wrapped(|ui| {
            let (swatch, _) = ui.allocate_exact_size(egui::vec2(18.0, 4.0), egui::Sense::hover());
            ui.painter().rect_filled(swatch, 1.0, colour);
            ui.label(RichText::new(format::ordering_word(curve.ordering)).strong());
            ui.label(ebf);
            ui.label(RichText::new(counts).weak());
        });
    }
}

/// Grid lines at whole numbers only (depths; powers of ten on the log axis).
fn whole_steps(input: &GridInput) -> Vec<GridMark> {
    let (low, high) = input.bounds;
    let (low, high) = (low.ceil() as i64, high.floor() as i64);
    (low..=high)
        .map(|value| GridMark {
            value: value as f64,
            step_size: 1.0,
        })
        .collect()
}

/// The mark's value if it is a whole number.
fn whole(mark: GridMark) -> Option<i64> {
    (mark.value.fract() == 0.0).then_some(mark.value as i64)
}
