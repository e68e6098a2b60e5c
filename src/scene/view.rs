//! Zoom and pan: the map from layout units (columns, plies) to points in
//! the scene.
//!
//! Columns and plies are scaled separately: a chess tree can have 200 000
//! leaf columns but only four plies, so one common scale would squash the
//! levels together when the whole tree is fitted.

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use super::Point;
use crate::layout::{Bounds, TreeLayout};

/// Points per column at most when a tree is fitted: a small tree is
/// enlarged to fill the panel, up to this.
const MAX_COLUMN: f32 = 300.0;
/// Points per ply, at most and at least.
const MAX_LEVEL: f32 = 200.0;
const MIN_LEVEL: f32 = 36.0;
/// Space kept free left and right of a fitted tree, above it for the
/// root's shape, and below it for the leaves' shapes and windows: a leaf
/// ringed as the current node reaches about 56 points below its centre,
/// and its window under it is a line of lecture text (22.4 × 1.25 points).
const SIDE: f32 = 52.0;
const TOP: f32 = 60.0;
const BOTTOM: f32 = 96.0;
/// The margins above and below a zoomed-in picture, times the text's
/// scale: tighter than a fit's (whose room is for a tree drawn small),
/// what the root's ringed shape and a leaf's ringed shape with its window
/// line under it take when the levels are as far apart as the text needs.
/// At 1280×720 in lecture mode a fit's margins, grown with the text, left
/// the root off the canvas.
const ZOOMED_TOP: f32 = 36.0;
const ZOOMED_BOTTOM: f32 = 62.0;
/// How far across its column a fan of pruned sibling moves spreads (they
/// share one column): a fitted view keeps half of it free at each side.
pub(super) const FAN_SPREAD: f32 = 0.7;
/// The largest node radius, in points.
const MAX_RADIUS: f32 = 34.0;
/// The share of the picture's width kept for the table of a Monte Carlo
/// tree search's children, its width in points at least (what a row of
/// lecture text needs; never more than 40 % of the picture) and at most.
const TABLE_SHARE: f32 = 0.25;
const TABLE_MIN: f32 = 300.0;
const TABLE_MAX: f32 = 320.0;
/// Zoom limits for columns (points per column).
const ZOOM_RANGE: (f32, f32) = (1e-4, 400.0);

/// Where the tree is drawn: `point = rect.min + origin + (x·scale.x, y·scale.y)`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct View {
    /// Position of layout point (0, 0) relative to the rectangle's corner.
    pub origin: Point,
    /// Points per column and per ply.
    pub scale: Point,
}

impl View {
    /// The width of the strip at the right of a picture `width` points
    /// wide where a Monte Carlo tree search's table of the children
    /// compared is drawn: a fitted view leaves it free.
    #[must_use]
    pub fn table_strip(width: f32) -> f32 {
        (width * TABLE_SHARE).clamp(TABLE_MIN.min(width * 0.4).max(0.0), TABLE_MAX)
    }

    /// The view showing all of `bounds` in a rectangle of `size`, centred,
    /// with node sizes capped so that a small tree does not fill a wall
    /// (left of the table's strip if it has one).
    #[must_use]
    pub fn fit(bounds: Bounds, size: Point) -> Self {
        let strip = if bounds.side_table {
            Self::table_strip(size.x)
        } else {
            0.0
        };
        let size = Point::new(size.x - strip, size.y);
        let gaps = Point::new(
            (bounds.columns.saturating_sub(1) as f32 + FAN_SPREAD).max(1.0),
            f32::from(bounds.deepest.max(1)),
        );
        let room = Point::new(
            (size.x - 2.0 * SIDE).max(1.0),
            (size.y - TOP - BOTTOM).max(1.0),
        );
        let scale = Point::new(
            (room.x / gaps.x).clamp(ZOOM_RANGE.0, MAX_COLUMN),
            (room.y / gaps.y).clamp(MIN_LEVEL.min(room.y), MAX_LEVEL),
        );
        let width = bounds.columns.saturating_sub(1) as f32 * scale.x;
        let height = f32::from(bounds.deepest) * scale.y;
        let origin = Point::new(
            (size.x - width) / 2.0,
            TOP + ((room.y - height) / 2.0).max(0.0),
        );
        Self { origin, scale }
    }

    /// The fitted view of `bounds` in a rectangle of `size` as the
    /// presenter zoomed it in: points per column and per ply `scale`
    /// (larger than a fit's), its own margins times `margin` (the text's
    /// scale). Along each axis the whole tree is centred when it
    /// fits; when it does not, the first of `keep` that fits (boxes in
    /// layout units: columns, plies; the node being searched with its
    /// parent and children, then without its parent, then alone) stays in
    /// view: where `previous` had the picture when that keeps it, else
    /// centred on it. Down the plies a node alone is not enough: when
    /// neither of the first two fits, the node and what is written above
    /// it come first (the top of the second at the top). The picture
    /// always covers the rectangle.
    #[must_use]
    pub fn zoomed(
        bounds: Bounds,
        size: Point,
        (scale, margin): (Point, f32),
        keep: &[Region],
        previous: Option<Self>,
    ) -> Self {
        let strip = if bounds.side_table {
            Self::table_strip(size.x)
        } else {
            0.0
        };
        let spread = FAN_SPREAD / 2.0;
        let beside = SIDE * margin;
        let last = bounds.columns.saturating_sub(1) as f32;
        let across = Axis {
            size: size.x - strip,
            content: (
                -spread * scale.x - beside,
                (last + spread) * scale.x + beside,
            ),
            previous: previous.map(|view| view.origin.x),
        };
        let down = Axis {
            size: size.y,
            content: (
                -ZOOMED_TOP * margin,
                f32::from(bounds.deepest) * scale.y + ZOOMED_BOTTOM * margin,
            ),
            previous: previous.map(|view| view.origin.y),
        };
        let columns: Vec<(f32, f32)> = keep
            .iter()
            .map(|extent| {
                (
                    (extent.columns.0 - spread) * scale.x - beside,
                    (extent.columns.1 + spread) * scale.x + beside,
                )
            })
            .collect();
        let plies: Vec<(f32, f32)> = keep
            .iter()
            .map(|extent| {
                (
                    extent.plies.0 * scale.y - ZOOMED_TOP * margin,
                    extent.plies.1 * scale.y + ZOOMED_BOTTOM * margin,
                )
            })
            .collect();
        Self {
            origin: Point::new(across.origin(&columns, false), down.origin(&plies, true)),
            scale,
        }
    }

    /// The height a zoomed-in picture ([`View::zoomed`]) takes from the
    /// root down to ply `deepest`, `level` points per ply, its margins
    /// times `margin` (the text's scale).
    #[must_use]
    pub fn zoomed_height(deepest: f32, level: f32, margin: f32) -> f32 {
        deepest * level + (ZOOMED_TOP + ZOOMED_BOTTOM) * margin
    }

    /// The point of layout position `(x, y)`, relative to the rectangle's corner.
    #[must_use]
    pub fn point(&self, x: f32, y: f32) -> Point {
        self.origin.offset(x * self.scale.x, y * self.scale.y)
    }

    /// Moves the picture by `delta` points.
    pub fn pan(&mut self, dx: f32, dy: f32) {
        self.origin = self.origin.offset(dx, dy);
    }

    /// Zooms by `factor` keeping the layout point under `pointer` (relative
    /// to the rectangle's corner) where it is. Plies zoom too, within limits.
    pub fn zoom_around(&mut self, factor: f32, pointer: Point) {
        let x = (pointer.x - self.origin.x) / self.scale.x;
        let y = (pointer.y - self.origin.y) / self.scale.y;
        self.scale.x = (self.scale.x * factor).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        self.scale.y = (self.scale.y * factor).clamp(MIN_LEVEL, 2.0 * MAX_LEVEL);
        self.origin = Point::new(pointer.x - x * self.scale.x, pointer.y - y * self.scale.y);
    }

    /// Pans so that `node` is well inside a rectangle of `size`, if it is not.
    pub fn keep_in_view(&mut self, layout: &TreeLayout, node: usize, size: Point) {
        let at = self.point(layout.x(node), f32::from(layout.ply(node)));
        let margin = Point::new((size.x * 0.15).min(120.0), (size.y * 0.15).min(120.0));
        let inside = |v: f32, extent: f32, m: f32| (m..=extent - m).contains(&v);
        if !inside(at.x, size.x, margin.x) {
            self.origin.x += size.x / 2.0 - at.x;
        }
        if !inside(at.y, size.y, margin.y) {
            self.origin.y += size.y / 2.0 - at.y;
        }
    }

    /// The largest radius in points of a node at this zoom: what the level
    /// height allows. Nodes with less room to their neighbours are smaller.
    #[must_use]
    pub fn level_radius(&self) -> f32 {
        (self.scale.y * 0.26).min(MAX_RADIUS)
    }
}

/// A box of the tree in layout units: leaf columns and plies, each from
/// its first to its last.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Region {
    /// The first and the last column.
    pub columns: (f32, f32),
    /// The first and the last ply.
    pub plies: (f32, f32),
}

/// One axis of a zoomed view ([`View::zoomed`]): the rectangle's size,
/// the picture's extent from its origin and the origin drawn last frame.
struct Axis {
    size: f32,
    content: (f32, f32),
    previous: Option<f32>,
}

impl Axis {
    /// The origin along this axis: the picture centred when it fits; else
    /// the first of `keep` (extents from the origin) that fits kept in
    /// view, and the picture covering the rectangle. With `two_then_top`
    /// only the first two of `keep` are tried, and when neither fits the
    /// second's start is put at the rectangle's start.
    fn origin(&self, keep: &[(f32, f32)], two_then_top: bool) -> f32 {
        let (lo, hi) = self.content;
        let centred = |(lo, hi): (f32, f32)| (self.size - lo - hi) / 2.0;
        if hi - lo <= self.size {
            return centred(self.content);
        }
        let tried = if two_then_top {
            &keep[..keep.len().min(2)]
        } else {
            keep
        };
        let fitting = tried.iter().copied().find(|(lo, hi)| hi - lo <= self.size);
        let origin = match (fitting, tried.last().copied()) {
            (Some((keep_lo, keep_hi)), _) => match self.previous {
                Some(origin) if origin + keep_lo >= 0.0 && origin + keep_hi <= self.size => origin,
                _ => centred((keep_lo, keep_hi)),
            },
            (None, Some((keep_lo, _))) if two_then_top => -keep_lo,
            (None, Some(last)) => centred(last),
            (None, None) => self.previous.unwrap_or(-lo),
        };
        origin.clamp(self.size - hi, -lo)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_shows_every_column() {
        let bounds = Bounds {
            columns: 200_000,
            deepest: 4,
            side_table: false,
        };
        let size = Point::new(1000.0, 600.0);
        let view = View::fit(bounds, size);
        let left = view.point(0.0, 0.0);
        let right = view.point(199_999.0, 4.0);
        assert!(left.x >= 0.0 && right.x <= size.x, "{left:?} {right:?}");
        assert!(right.y <= size.y);
    }

    #[test]
    fn zoom_keeps_the_point_under_the_pointer() {
        let mut view = View::fit(
            Bounds {
                columns: 9,
                deepest: 2,
                side_table: false,
            },
            Point::new(800.0, 500.0),
        );
        let pointer = Point::new(300.0, 200.0);
        let x = (pointer.x - view.origin.x) / view.scale.x;
        view.zoom_around(1.5, pointer);
        let after = (pointer.x - view.origin.x) / view.scale.x;
        assert!((x - after).abs() < 1e-3);
    }
}
