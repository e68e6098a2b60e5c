//! Plane geometry for the tests that measure a drawn picture, written
//! apart from the program's own (sampled, not solved), so a test does not
//! check the code with a copy of itself.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]
#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::cast_precision_loss,
    reason = "a segment's length in half points is a small positive count"
)]

use gametree::scene::Point;

/// Whether the segment `a`–`b` passes through the inside of the box
/// `min`–`max` where it shows: outside the shapes drawn over its ends
/// (`hidden` points round each end, as squares; 0 hides nothing), sampled
/// every half point.
pub fn segment_enters(a: Point, b: Point, hidden: (f32, f32), (min, max): (Point, Point)) -> bool {
    let steps = (a.distance(b) * 2.0).ceil().max(1.0) as usize;
    let under = |p: Point, end: Point, reach: f32| {
        (p.x - end.x).abs() < reach && (p.y - end.y).abs() < reach
    };
    (0..=steps).any(|i| {
        let p = a.lerp(b, i as f32 / steps as f32);
        !under(p, a, hidden.0)
            && !under(p, b, hidden.1)
            && min.x < p.x
            && p.x < max.x
            && min.y < p.y
            && p.y < max.y
    })
}
