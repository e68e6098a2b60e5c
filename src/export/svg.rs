//! A [`Scene`] written as SVG: valid XML, every text escaped, shapes in the
//! scene's order, and one invisible circle per drawn node carrying a
//! `<title>` (its path, value and window), so a browser shows them as a
//! tooltip. Texts are placed as the window places them, their plates sized
//! by the bundled fonts' glyph widths (`super::fonts::text_width`).

use std::fmt::Write as _;

use petgraph::graph::NodeIndex;

use crate::scene::{Anchor, Point, Rgba, Scene, Shape, Stroke, TextRole, text_box};

/// The fonts asked for, first the one the window and the PNG use
/// (`super::fonts`); a reader without it gets a similar sans-serif.
pub const FONT_FAMILY: &str = "Ubuntu, 'Ubuntu Light', 'DejaVu Sans', Arial, sans-serif";

/// The `xmlns` attribute of an SVG document's root, with the space before
/// it: a page that holds the picture inline leaves it out.
pub(crate) const NAMESPACE_ATTRIBUTE: &str = " xmlns=\"http://www.w3.org/2000/svg\"";

/// How far a text's baseline sits below the middle of its line, as a
/// fraction of the font size: digits and capitals look centred.
const BASELINE: f32 = 0.36;

/// `text` escaped for XML character data and attribute values.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Not allowed in XML 1.0 at all.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// A coordinate or length: at most two decimals, no trailing zeros.
#[must_use]
pub fn num(value: f32) -> String {
    if !value.is_finite() {
        return String::from("0");
    }
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" || text.is_empty() {
        String::from("0")
    } else {
        text.to_owned()
    }
}

/// `name="#rrggbb"`, plus `name-opacity` when the colour is translucent.
#[must_use]
pub fn paint(name: &str, color: Rgba) -> String {
    let mut out = format!("{name}=\"{}\"", color.hex());
    if color.a < 255 {
        let _ = write!(
            out,
            " {name}-opacity=\"{}\"",
            num(f32::from(color.a) / 255.0)
        );
    }
    out
}

fn stroke_attributes(stroke: Stroke) -> String {
    let mut out = format!(
        "{} stroke-width=\"{}\"",
        paint("stroke", stroke.color),
        num(stroke.width)
    );
    if stroke.dashed {
        // The window's dashes: 7 points on, 5 off.
        out.push_str(" stroke-dasharray=\"7 5\"");
    } else {
        out.push_str(" stroke-linecap=\"round\"");
    }
    out
}

fn points(points: &[Point]) -> String {
    points
        .iter()
        .map(|p| format!("{},{}", num(p.x), num(p.y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The class of a text on the tree, for readers, styles and tests, and
/// its `data-node` attribute when it is about a node.
fn class(role: TextRole) -> (&'static str, Option<usize>) {
    let node = role.node().map(NodeIndex::index);
    let name = match role {
        TextRole::Value(_) => "value",
        TextRole::Window(_) => "window",
        TextRole::Move(_) => "move",
        TextRole::Cutoff(_) => "cutoff",
        TextRole::Knuth(_) => "knuth",
        TextRole::Divergence(_) => "divergence",
        TextRole::Hidden(_) => "hidden",
        TextRole::Skipped(_) => "skipped",
        TextRole::Ahead(_) => "ahead",
        TextRole::PrunedCount(_) => "pruned-count",
        TextRole::Caption => "caption",
        TextRole::Ucb(_) => "ucb",
        TextRole::Tally(_) => "tally",
        TextRole::TableHead => "table-head",
        TextRole::Playout(_) => "playout",
        TextRole::Phase => "phase",
    };
    (name, node)
}

/// The opening `<svg>` tag of a picture `size` points large, with the
/// XML declaration and a background.
#[must_use]
pub fn open(size: Point, background: Rgba) -> String {
    let (w, h) = (num(size.x), num(size.y));
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg{NAMESPACE_ATTRIBUTE} width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"{}\">\n\
         <rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" {}/>\n",
        escape(FONT_FAMILY),
        paint("fill", background)
    )
}

/// Where a `<text>` element of `text` at font `size` goes and what it
/// holds, for `x` and `anchor` (`start`, `middle` or `end`) as asked:
/// `text` escaped, its Greek letters in the Greek font
/// (`fonts::GREEK_FAMILY`) as the window draws them. A text that
/// mixes Greek letters with others is written as runs, each in a
/// `<tspan>` at its own x from the left edge (anchored at the start):
/// a renderer shapes a run of text with one font and falls back for the
/// whole of it, so a Greek letter must be a run of its own to keep its
/// font.
#[must_use]
pub fn placed_text(
    text: &str,
    x: f32,
    anchor: &'static str,
    size: f32,
) -> (f32, &'static str, String) {
    let greek = |run: &str| {
        format!(
            "<tspan font-family=\"{}\">{}</tspan>",
            super::fonts::GREEK_FAMILY,
            escape(run)
        )
    };
    let has_greek = text.chars().any(super::fonts::is_greek);
    if !has_greek {
        return (x, anchor, escape(text));
    }
    if text.chars().all(super::fonts::is_greek) {
        return (x, anchor, greek(text));
    }
    let width = super::fonts::text_width(text, size);
    let left = match anchor {
        "middle" => x - width / 2.0,
        "end" => x - width,
        _ => x,
    };
    let mut out = String::new();
    let mut at = left;
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        let is_greek = super::fonts::is_greek(first);
        let end = rest
            .find(|c| super::fonts::is_greek(c) != is_greek)
            .unwrap_or(rest.len());
        let run = &rest[..end];
        let _ = write!(out, "<tspan x=\"{}\">", num(at));
        out.push_str(&if is_greek { greek(run) } else { escape(run) });
        out.push_str("</tspan>");
        at += super::fonts::text_width(run, size);
        rest = &rest[end..];
    }
    (left, "start", out)
}

/// A line of text as SVG: `at` and `anchor` as in the scene, with an
/// optional plate behind it; `class` names what it says and `node` which
/// node it is about.
#[must_use]
pub fn text_element(
    at: Point,
    anchor: Anchor,
    text: &str,
    size: f32,
    color: Rgba,
    plate: Option<Rgba>,
    (class, node): (&str, Option<usize>),
) -> String {
    let mut out = String::new();
    let (min, max) = text_box(at, anchor, super::fonts::text_width(text, size), size);
    if let Some(plate) = plate {
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\" {}/>",
            num(min.x - 3.0),
            num(min.y - 1.0),
            num(max.x - min.x + 6.0),
            num(max.y - min.y + 2.0),
            paint("fill", plate)
        );
    }
    let (x, text_anchor) = match anchor {
        Anchor::Center | Anchor::CenterTop => (f32::midpoint(min.x, max.x), "middle"),
        Anchor::LeftCenter | Anchor::LeftTop => (min.x, "start"),
        Anchor::RightBottom | Anchor::RightCenter => (max.x, "end"),
    };
    let (x, text_anchor, content) = placed_text(text, x, text_anchor, size);
    let baseline = f32::midpoint(min.y, max.y) + BASELINE * size;
    let _ = writeln!(
        out,
        "<text class=\"{class}\"{} x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{text_anchor}\" {}>{}</text>",
        node.map_or_else(String::new, |node| format!(" data-node=\"{node}\"")),
        num(x),
        num(baseline),
        num(size),
        paint("fill", color),
        content
    );
    out
}

fn shape(out: &mut String, shape: &Shape) {
    match shape {
        Shape::Line { points: p, stroke } => {
            if let [a, b] = p.as_slice() {
                let _ = writeln!(
                    out,
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" {}/>",
                    num(a.x),
                    num(a.y),
                    num(b.x),
                    num(b.y),
                    stroke_attributes(*stroke)
                );
            } else if p.len() > 2 {
                let _ = writeln!(
                    out,
                    "<polyline points=\"{}\" fill=\"none\" stroke-linejoin=\"round\" {}/>",
                    points(p),
                    stroke_attributes(*stroke)
                );
            }
        }
        Shape::Polygon {
            points: p,
            fill,
            stroke,
        } => {
            let fill = fill.map_or_else(|| String::from("fill=\"none\""), |c| paint("fill", c));
            let stroke = stroke.map_or_else(String::new, |s| {
                format!(" {} stroke-linejoin=\"round\"", stroke_attributes(s))
            });
            let _ = writeln!(out, "<polygon points=\"{}\" {fill}{stroke}/>", points(p));
        }
        Shape::Rect {
            min,
            max,
            rounding,
            fill,
        } => {
            let rx = if *rounding > 0.0 {
                format!(" rx=\"{}\"", num(*rounding))
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{rx} {}/>",
                num(min.x),
                num(min.y),
                num((max.x - min.x).max(0.0)),
                num((max.y - min.y).max(0.0)),
                paint("fill", *fill)
            );
        }
        Shape::Circle {
            center,
            radius,
            fill,
            stroke,
        } => {
            let fill = fill.map_or_else(|| String::from("fill=\"none\""), |c| paint("fill", c));
            let stroke = stroke.map_or_else(String::new, |s| format!(" {}", stroke_attributes(s)));
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {fill}{stroke}/>",
                num(center.x),
                num(center.y),
                num(radius.max(0.0))
            );
        }
        Shape::Text {
            at,
            anchor,
            text,
            size,
            color,
            plate,
            role,
        } => out.push_str(&text_element(
            *at,
            *anchor,
            text,
            *size,
            *color,
            *plate,
            class(*role),
        )),
    }
}

/// `scene` as an SVG document. `titles` holds one tooltip per drawn node,
/// in the order of [`Scene::nodes`] (missing ones are left out).
#[must_use]
pub fn render(scene: &Scene, titles: &[String]) -> String {
    let mut out = open(scene.size, scene.background);
    for item in &scene.shapes {
        shape(&mut out, item);
    }
    out.push_str("<g class=\"nodes\">\n");
    for (drawn, title) in scene.nodes.iter().zip(titles) {
        let _ = writeln!(
            out,
            "<circle class=\"node\" data-node=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#000000\" fill-opacity=\"0\"><title>{}</title></circle>",
            drawn.node.index(),
            num(drawn.at.x),
            num(drawn.at.y),
            num(drawn.radius.max(4.0) * 1.2),
            escape(title)
        );
    }
    out.push_str("</g>\n</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup() {
        assert_eq!(
            escape("a<b & \"c\" 'd'>"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"
        );
        assert_eq!(escape("x\u{1}y"), "x\u{FFFD}y");
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(3.0), "3");
        assert_eq!(num(2.5), "2.5");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(f32::NAN), "0");
        assert_eq!(num(1.236), "1.24");
    }
}
