//! The frame inventory (`gametree --frame-dump FILE.json`): once the window's
//! frame is settled, every text it drew (what it says, its font height in
//! physical pixels, its box, the clip it was drawn in and the part of the
//! window it belongs to) and the tree view's drawn items (each node's path
//! as `--trace` writes it, its kind, its box and whether the principal
//! variation's highlight reaches it) are written as JSON, and
//! the window closes. Tests read the real window through it rather than
//! guess; the format is in docs/FORMATS.md ("Frame inventory").
//!
//! Parts of the window are marked while they are drawn ([`mark`], and every
//! named panel through [`mark_panel`]); a text belongs to the smallest
//! marked part that holds the middle of what is seen of it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use egui::epaint::{ClippedShape, TextShape};
use egui::{Context, Id, LayerId, Order, Pos2, Rect, Shape};
use serde::Serialize;

/// The parts of the window a text can belong to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Area {
    /// The tree's canvas.
    Tree,
    /// The pseudocode listing with its title and locals.
    Pseudocode,
    /// The current step's sentence.
    Narration,
    /// The log of every sentence so far.
    Log,
    /// The status line.
    Status,
    /// The lecturer's controls: the top bar, the toolbar with the
    /// timeline, the tree's own buttons and the closed panels' strips.
    Toolbar,
    /// The position panel with the board.
    Board,
    /// The inspector panel.
    Inspector,
    /// Anything else: legends, windows, menus, tooltips.
    Other,
}

/// What a drawn tree item is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ItemKind {
    /// A node drawn as itself.
    Node,
    /// A pruned move or a group of them; its path is its parent's.
    Pruned,
    /// A node standing for more than itself: folded by the user, a
    /// summarised subtree, or a row of searched leaves.
    Collapsed,
}

/// One drawn item of the tree.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct TreeItem {
    /// The node's path as `--trace` writes it (`root`, `2 1`, `a3 bxa3`).
    pub path: String,
    /// What it is.
    pub kind: ItemKind,
    /// Its box in the window, in points.
    #[serde(serialize_with = "rect_list")]
    pub rect: Rect,
    /// Drawn on the principal variation's highlight: a band of its colour
    /// behind it, or a line of its colour ending at it.
    pub line: bool,
}

/// The tree as the tree view drew it this frame.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct TreeDrawn {
    /// The tree's canvas in the window, in points.
    #[serde(serialize_with = "rect_list")]
    pub viewport: Rect,
    /// The drawn items, in the scene's pre-order.
    pub items: Vec<TreeItem>,
}

/// One text drawn.
#[derive(Clone, PartialEq, Debug, Serialize)]
struct TextDrawn {
    /// What it says as drawn (cut short with `…` when `elided`).
    text: String,
    /// The font height in physical pixels (the smallest in the text).
    px: f32,
    /// Its box, in points.
    #[serde(serialize_with = "rect_list")]
    rect: Rect,
    /// The clip it was drawn in, in points.
    #[serde(serialize_with = "rect_list")]
    clip: Rect,
    /// Whether egui cut it short with `…` to fit.
    elided: bool,
    /// The part of the window it is in.
    area: Area,
}

/// The whole inventory of a frame.
#[derive(Clone, PartialEq, Debug, Serialize)]
struct Inventory {
    /// The window's inner size in points.
    size: [f32; 2],
    texts: Vec<TextDrawn>,
    tree: Option<TreeDrawn>,
}

/// Where the marks of the frame are kept in egui's memory.
fn marks_id() -> Id {
    Id::unique("gametree_frame_dump_marks")
}

/// Where the tree drawn this frame is kept in egui's memory.
fn tree_id() -> Id {
    Id::unique("gametree_frame_dump_tree")
}

/// Whether a frame inventory is being taken (set each frame by [`FrameDump::begin`]).
fn on_id() -> Id {
    Id::unique("gametree_frame_dump_on")
}

/// Whether this window takes a frame inventory: parts that cost something
/// to describe (the tree's paths) are only described then.
#[must_use]
pub fn is_on(ctx: &Context) -> bool {
    ctx.data(|data| data.get_temp::<bool>(on_id()).unwrap_or(false))
}

/// Marks `rect` as the `area` of the window this frame.
pub fn mark(ctx: &Context, area: Area, rect: Rect) {
    if is_on(ctx) {
        ctx.data_mut(|data| {
            data.get_temp_mut_or_default::<Vec<(Area, Rect)>>(marks_id())
                .push((area, rect));
        });
    }
}

/// Marks a named panel ([`super::panels::name_panel`]) as its part of the
/// window.
pub fn mark_panel(ctx: &Context, name: &str, rect: Rect) {
    let area = match name {
        "toolbar" | "top_bar" | "position_strip" | "inspector_strip" => Area::Toolbar,
        "status_line" => Area::Status,
        "position_panel" => Area::Board,
        "inspector_panel" => Area::Inspector,
        _ => Area::Other,
    };
    mark(ctx, area, rect);
}

/// Keeps the tree the tree view drew this frame for the inventory.
pub fn tree_drawn(ctx: &Context, tree: TreeDrawn) {
    ctx.data_mut(|data| data.insert_temp(tree_id(), tree));
}

/// How long the window may take to settle before the dump gives up.
const PATIENCE: Duration = Duration::from_mins(3);

/// How many frames in a row must draw the same before the frame counts as
/// settled.
const SAME_FRAMES: u32 = 3;

/// A frame inventory being taken.
pub struct FrameDump {
    /// Where the JSON goes.
    path: PathBuf,
    /// When the window opened.
    started: Instant,
    /// The last frame's inventory, as JSON.
    last: Option<String>,
    /// How many frames in a row drew [`Self::last`].
    same: u32,
    /// Set once the file is written (or the dump failed): the window closes.
    done: bool,
}

/// How a frame inventory ended, for the process's exit status.
pub type Outcome = std::rc::Rc<std::cell::RefCell<Option<String>>>;

impl FrameDump {
    /// A dump to `path`.
    #[must_use]
    pub fn new(path: PathBuf) -> Self {
        Self {
            path,
            started: Instant::now(),
            last: None,
            same: 0,
            done: false,
        }
    }

    /// Starts a frame: forgets last frame's marks and tree.
    pub fn begin(ctx: &Context) {
        ctx.data_mut(|data| {
            data.insert_temp(on_id(), true);
            data.remove::<Vec<(Area, Rect)>>(marks_id());
            data.remove::<TreeDrawn>(tree_id());
        });
    }

    /// Ends a frame: while the window is still `busy` (opening its file,
    /// searching, laying out ahead), or the frame differs from the last,
    /// asks for another; once [`SAME_FRAMES`] frames in a row drew the same,
    /// writes the inventory and closes the window. A failure to write, or a
    /// window that never settles, is put in `outcome`.
    pub fn end(&mut self, ctx: &Context, busy: bool, outcome: &Outcome) {
        if self.done {
            return;
        }
        if self.started.elapsed() > PATIENCE {
            self.finish(
                ctx,
                outcome,
                Some(format!(
                    "the window did not settle within {} s",
                    PATIENCE.as_secs()
                )),
            );
            return;
        }
        ctx.request_repaint();
        if busy {
            self.last = None;
            self.same = 0;
            return;
        }
        let inventory = inventory(ctx);
        let json = match serde_json::to_string_pretty(&inventory) {
            Ok(json) => json,
            Err(error) => {
                self.finish(ctx, outcome, Some(error.to_string()));
                return;
            }
        };
        if self.last.as_ref() == Some(&json) {
            self.same += 1;
        } else {
            self.last = Some(json);
            self.same = 1;
        }
        if self.same < SAME_FRAMES {
            return;
        }
        let written = self.last.as_ref().map_or(Ok(()), |json| {
            std::fs::write(&self.path, format!("{json}\n"))
        });
        let failure = written.err().map(|error| {
            format!(
                "cannot write {}: {error}",
                crate::quote::quoted(&self.path.display().to_string())
            )
        });
        self.finish(ctx, outcome, failure);
    }

    fn finish(&mut self, ctx: &Context, outcome: &Outcome, failure: Option<String>) {
        self.done = true;
        *outcome.borrow_mut() = failure;
        ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }
}

/// What the frame drew so far: every visible text with its part of the
/// window, and the tree.
fn inventory(ctx: &Context) -> Inventory {
    let marks = ctx.data(|data| {
        data.get_temp::<Vec<(Area, Rect)>>(marks_id())
            .unwrap_or_default()
    });
    let tree = ctx.data(|data| data.get_temp::<TreeDrawn>(tree_id()));
    let pixels_per_point = ctx.pixels_per_point();
    let mut layers: Vec<LayerId> = vec![LayerId::background()];
    ctx.memory(|memory| {
        for layer in memory.layer_ids() {
            if !layers.contains(&layer) {
                layers.push(layer);
            }
        }
    });
    let mut texts = Vec::new();
    for layer in layers {
        let to_global = ctx.layer_transform_to_global(layer);
        ctx.graphics(|graphics| {
            let Some(list) = graphics.get(layer) else {
                return;
            };
            for ClippedShape {
                clip_rect, shape, ..
            } in list.all_entries()
            {
                let mut clip = *clip_rect;
                if let Some(transform) = to_global {
                    clip = transform.mul_rect(clip);
                }
                each_text(shape, &mut |text| {
                    let Some(mut drawn) = text_drawn(text, clip, pixels_per_point) else {
                        return;
                    };
                    if let Some(transform) = to_global {
                        drawn.rect = transform.mul_rect(drawn.rect);
                    }
                    drawn.area = if layer.order == Order::Background {
                        area_at(&marks, seen_middle(drawn.rect, drawn.clip))
                    } else {
                        Area::Other
                    };
                    if visible(drawn.rect, drawn.clip) {
                        texts.push(drawn);
                    }
                });
            }
        });
    }
    let size = ctx.content_rect().size();
    Inventory {
        size: [size.x, size.y],
        texts,
        tree,
    }
}

/// Calls `found` on every text in `shape`.
fn each_text(shape: &Shape, found: &mut impl FnMut(&TextShape)) {
    match shape {
        Shape::Text(text) => found(text),
        Shape::Vec(shapes) => {
            for shape in shapes {
                each_text(shape, found);
            }
        }
        _ => {}
    }
}

/// A text shape as the inventory lists it; `None` for one that draws
/// nothing (blank, or fully transparent). Its area is filled in later.
fn text_drawn(text: &TextShape, clip: Rect, pixels_per_point: f32) -> Option<TextDrawn> {
    let galley = &text.galley;
    if text.opacity_factor <= 0.0 || galley.job.text.trim().is_empty() {
        return None;
    }
    let job = &galley.job;
    let size = job
        .sections
        .iter()
        .filter(|section| {
            job.text
                .get(section.byte_range.start.0..section.byte_range.end.0)
                .is_some_and(|part| !part.trim().is_empty())
        })
        .map(|section| section.format.font_id.size)
        .reduce(f32::min)?;
    let drawn = if galley.elided {
        galley
            .rows
            .iter()
            .map(|row| row.row.text())
            .collect::<Vec<_>>()
            .join("\n")
    } else {
        job.text.clone()
    };
    let rect = rotated(
        galley.rect.translate(text.pos.to_vec2()),
        text.pos,
        text.angle,
    );
    Some(TextDrawn {
        text: drawn,
        px: size * pixels_per_point,
        rect,
        clip,
        elided: galley.elided,
        area: Area::Other,
    })
}

/// The box around `rect` turned by `angle` about `pivot`.
fn rotated(rect: Rect, pivot: Pos2, angle: f32) -> Rect {
    if angle == 0.0 {
        return rect;
    }
    let rotation = egui::emath::Rot2::from_angle(angle);
    Rect::from_points(
        &[
            rect.left_top(),
            rect.right_top(),
            rect.left_bottom(),
            rect.right_bottom(),
        ]
        .map(|corner| pivot + rotation * (corner - pivot)),
    )
}

/// Whether any of `rect` is seen through `clip`.
fn visible(rect: Rect, clip: Rect) -> bool {
    let seen = rect.intersect(clip);
    seen.width() > 0.0 && seen.height() > 0.0
}

/// The middle of what is seen of `rect` through `clip`.
fn seen_middle(rect: Rect, clip: Rect) -> Pos2 {
    rect.intersect(clip).center()
}

/// The smallest marked part of the window holding `point`.
fn area_at(marks: &[(Area, Rect)], point: Pos2) -> Area {
    marks
        .iter()
        .filter(|(_, rect)| rect.contains(point))
        .min_by(|a, b| a.1.area().total_cmp(&b.1.area()))
        .map_or(Area::Other, |(area, _)| *area)
}

/// A rectangle as `[x0, y0, x1, y1]`, rounded to a hundredth of a point.
fn rect_list<S: serde::Serializer>(rect: &Rect, serializer: S) -> Result<S::Ok, S::Error> {
    let round = |value: f32| (value * 100.0).round() / 100.0;
    [rect.min.x, rect.min.y, rect.max.x, rect.max.y]
        .map(round)
        .serialize(serializer)
}
