//! Paints the line's arrows ([`crate::scene::arrows`]) over the chessboard
//! widget: the same shapes the board export writes.

use egui::{Align2, Color32, FontId, Painter, Pos2, Shape, Stroke, Vec2};

use crate::scene::arrows::{LineArrow, arrow_shapes};
use crate::scene::board::BoardGeometry;
use crate::scene::{Point, Rgba};

/// Paints `arrows` on a board of `geometry` whose top-left corner is at
/// `origin`.
pub fn paint_arrows(
    painter: &Painter,
    origin: Pos2,
    geometry: &BoardGeometry,
    arrows: &[LineArrow],
) {
    let at = |point: Point| origin + Vec2::new(point.x, point.y);
    let straight =
        |colour: Rgba| Color32::from_rgba_unmultiplied(colour.r, colour.g, colour.b, colour.a);
    for shape in arrow_shapes(geometry, arrows) {
        let fill = straight(shape.colour);
        // Shaft and head are convex and meet without overlapping.
        painter.add(Shape::convex_polygon(
            shape.shaft.iter().copied().map(at).collect(),
            fill,
            Stroke::NONE,
        ));
        painter.add(Shape::convex_polygon(
            shape.head.iter().copied().map(at).collect(),
            fill,
            Stroke::NONE,
        ));
        let (centre, radius) = shape.disc;
        painter.circle_filled(at(centre), radius, straight(shape.disc_colour));
        painter.text(
            at(centre),
            Align2::CENTER_CENTER,
            &shape.label,
            FontId::proportional(shape.label_size),
            straight(shape.label_colour),
        );
    }
}
