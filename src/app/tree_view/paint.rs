//! Painting a [`Scene`] with egui's painter. The scene decides what is drawn
//! and where; this file only translates its shapes, batching dots, bands and
//! thin lines into one mesh so that a 200 000-node tree costs a few thousand
//! quads. The halo of a comparison's diff mark is drawn here too, and the
//! legend draws it again as its swatch.

use egui::epaint::{CircleShape, PathShape, RectShape};
use egui::{Align2, Color32, FontId, Mesh, Painter, Pos2, Rect, Shape, Vec2};

use crate::scene::{self, Anchor, Point, Rgba, Scene, Stroke};

/// Lines this thin or thinner go into the mesh.
const MESH_LINE: f32 = 1.9;

/// The egui colour of `color`.
pub(in crate::app) fn color(color: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(color.r, color.g, color.b, color.a)
}

fn stroke(stroke: Stroke) -> egui::Stroke {
    egui::Stroke::new(stroke.width, color(stroke.color))
}

fn pos(origin: Pos2, point: Point) -> Pos2 {
    origin + Vec2::new(point.x, point.y)
}

fn align(anchor: Anchor) -> Align2 {
    match anchor {
        Anchor::Center => Align2::CENTER_CENTER,
        Anchor::CenterTop => Align2::CENTER_TOP,
        Anchor::LeftCenter => Align2::LEFT_CENTER,
        Anchor::LeftTop => Align2::LEFT_TOP,
        Anchor::RightBottom => Align2::RIGHT_BOTTOM,
        Anchor::RightCenter => Align2::RIGHT_CENTER,
    }
}

/// Paints `scene` with its top-left corner at `origin`.
pub(super) fn paint(painter: &Painter, origin: Pos2, scene: &Scene) {
    let mut mesh = Mesh::default();
    let mut shapes = Vec::with_capacity(scene.shapes.len());
    for shape in &scene.shapes {
        if batch(&mut mesh, origin, shape) {
            continue;
        }
        if !mesh.is_empty() {
            shapes.push(Shape::mesh(std::mem::take(&mut mesh)));
        }
        shape_ui(painter, origin, shape, &mut shapes);
    }
    if !mesh.is_empty() {
        shapes.push(Shape::mesh(mesh));
    }
    painter.extend(shapes);
}

/// Adds `shape` to `mesh` if it is a square-cornered rectangle or a thin
/// solid segment; returns whether it did.
fn batch(mesh: &mut Mesh, origin: Pos2, shape: &scene::Shape) -> bool {
    match shape {
        scene::Shape::Rect {
            min,
            max,
            rounding,
            fill,
        } if *rounding <= 0.0 => {
            mesh.add_colored_rect(
                Rect::from_min_max(pos(origin, *min), pos(origin, *max)),
                color(*fill),
            );
            true
        }
        scene::Shape::Line { points, stroke }
            if points.len() == 2 && !stroke.dashed && stroke.width <= MESH_LINE =>
        {
            mesh_line(
                mesh,
                pos(origin, points[0]),
                pos(origin, points[1]),
                stroke.width,
                color(stroke.color),
            );
            true
        }
        _ => false,
    }
}

/// The egui shapes of one scene shape.
fn shape_ui(painter: &Painter, origin: Pos2, shape: &scene::Shape, out: &mut Vec<Shape>) {
    match shape {
        scene::Shape::Line { points, stroke: s } => {
            let points: Vec<Pos2> = points.iter().map(|p| pos(origin, *p)).collect();
            if s.dashed {
                out.extend(Shape::dashed_line(&points, stroke(*s), 7.0, 5.0));
            } else if points.len() == 2 {
                out.push(Shape::line_segment([points[0], points[1]], stroke(*s)));
            } else {
                out.push(Shape::line(points, stroke(*s)));
            }
        }
        scene::Shape::Polygon {
            points,
            fill,
            stroke: s,
        } => {
            let points = points.iter().map(|p| pos(origin, *p)).collect();
            out.push(Shape::Path(PathShape::convex_polygon(
                points,
                fill.map_or(Color32::TRANSPARENT, color),
                s.map_or(egui::Stroke::NONE, stroke),
            )));
        }
        scene::Shape::Rect {
            min,
            max,
            rounding,
            fill,
        } => out.push(Shape::Rect(RectShape::filled(
            Rect::from_min_max(pos(origin, *min), pos(origin, *max)),
            *rounding,
            color(*fill),
        ))),
        scene::Shape::Circle {
            center,
            radius,
            fill,
            stroke: s,
        } => {
            let center = pos(origin, *center);
            match s {
                Some(s) if s.dashed => {
                    if let Some(fill) = fill {
                        out.push(Shape::circle_filled(center, *radius, color(*fill)));
                    }
                    out.extend(halo(center, *radius, stroke(*s), true));
                }
                _ => out.push(Shape::Circle(CircleShape {
                    center,
                    radius: *radius,
                    fill: fill.map_or(Color32::TRANSPARENT, color),
                    stroke: s.map_or(egui::Stroke::NONE, stroke),
                })),
            }
        }
        scene::Shape::Text {
            at,
            anchor,
            text,
            size,
            color: c,
            plate,
            ..
        } => {
            let c = color(*c);
            let galley = painter.layout_no_wrap(text.clone(), FontId::proportional(*size), c);
            let rect = align(*anchor).anchor_size(pos(origin, *at), galley.size());
            // A label is written whole or not at all: one half cut off
            // by the canvas's edge (a row of the outline scrolled half out
            // of view) reads as something else.
            if !painter.clip_rect().expand(0.5).contains_rect(rect) {
                return;
            }
            if let Some(plate) = plate {
                out.push(Shape::rect_filled(
                    rect.expand2(Vec2::new(3.0, 1.0)),
                    3.0,
                    color(*plate),
                ));
            }
            out.push(Shape::galley(rect.min, galley, c));
        }
    }
}

/// A thin line as a quad in `mesh`.
fn mesh_line(mesh: &mut Mesh, from: Pos2, to: Pos2, width: f32, color: Color32) {
    let along = to - from;
    if along.length_sq() < 1e-6 {
        return;
    }
    let across = along.normalized().rot90() * (width * 0.5);
    let base = mesh.vertices.len() as u32;
    for p in [from - across, from + across, to + across, to - across] {
        mesh.colored_vertex(p, color);
    }
    mesh.add_triangle(base, base + 1, base + 2);
    mesh.add_triangle(base, base + 2, base + 3);
}

/// The diff mark round a node: a solid ring, or a dashed one.
pub(super) fn halo(center: Pos2, radius: f32, stroke: egui::Stroke, dashed: bool) -> Vec<Shape> {
    if !dashed {
        return vec![Shape::circle_stroke(center, radius, stroke)];
    }
    let points: Vec<Pos2> = (0..=48)
        .map(|i| {
            let angle = i as f32 / 48.0 * std::f32::consts::TAU;
            center + radius * Vec2::angled(angle)
        })
        .collect();
    let dash = (radius * 0.35).max(3.0);
    Shape::dashed_line(&points, stroke, dash, dash * 0.8)
}
