//! A grid game's board ([`Grid`]: tic-tac-toe, Connect Four) as SVG (and
//! so as PNG), drawn from the same description and with the same colours
//! and geometry as the window's grid widget ([`crate::scene::grid`]). Each
//! cell is a `<g class="cell">` naming its row, column and mark, so readers
//! and tests can check what the board shows.

use std::fmt::Write as _;

use super::Theme;
use super::svg::{escape, num, open, paint, text_element};
use crate::game::grid::{CellAt, Glyph, Grid, GridStyle, Mark, Seat};
use crate::scene::board::over;
use crate::scene::grid::{
    DISC_RADIUS, DROPPED_RING, FRAME, GridGeometry, HOLE, INK, LAST_TINT, LINE_INSET, MARK_INSET,
    MARK_STROKE, PAPER, cells, mark_colour,
};
use crate::scene::{Anchor, Point};

/// `grid` as an SVG `side` points wide and high, the board centred in it
/// on `theme`'s background.
#[must_use]
pub fn svg(grid: &Grid, theme: Theme, side: f32) -> String {
    let palette = theme.palette();
    // As wide as the square allows, as tall as it fits.
    let widest = GridGeometry::new(grid, side).size();
    let width = if widest.y > side {
        side * side / widest.y
    } else {
        side
    };
    let geometry = GridGeometry::new(grid, width);
    let drawn = geometry.size();
    let origin = Point::new((side - drawn.x) / 2.0, (side - drawn.y) / 2.0);
    let at = |point: Point| point.offset(origin.x, origin.y);

    let mut out = open(Point::new(side, side), palette.background);
    let _ = writeln!(out, "<title>{}</title>", escape(&grid.title));
    let (rounding, fill) = match grid.style {
        GridStyle::Paper => (4.0, PAPER),
        GridStyle::Frame => (geometry.cell * 0.12, FRAME),
    };
    let _ = writeln!(
        out,
        "<rect class=\"board\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" {}/>",
        num(origin.x),
        num(origin.y),
        num(geometry.board.x),
        num(geometry.board.y),
        num(rounding),
        paint("fill", fill)
    );
    for cell in cells(grid) {
        let mark = grid.at(cell);
        let last = grid.is_highlighted(cell);
        let _ = writeln!(
            out,
            "<g class=\"cell\" data-row=\"{}\" data-column=\"{}\" data-mark=\"{}\"{}>",
            cell.row,
            cell.column,
            mark_name(mark),
            if last { " data-last=\"true\"" } else { "" }
        );
        let min = at(geometry.cell_min(cell));
        match grid.style {
            GridStyle::Paper => paper_cell(&mut out, grid, &geometry, cell, min, (mark, last)),
            GridStyle::Frame => frame_cell(&mut out, &geometry, min, (mark, last)),
        }
        out.push_str("</g>\n");
    }
    match grid.style {
        GridStyle::Paper => paper_lines(&mut out, grid, &geometry, origin),
        GridStyle::Frame => {
            for column in 0..grid.columns {
                out.push_str(&text_element(
                    at(geometry.number_at(column)),
                    Anchor::Center,
                    &(column + 1).to_string(),
                    geometry.number_size(),
                    palette.text,
                    None,
                    ("column", None),
                ));
            }
        }
    }
    out.push_str("</svg>\n");
    out
}

/// `empty`, or the mark's glyph and seat: `cross-first`, `disc-second`.
fn mark_name(mark: Option<Mark>) -> String {
    let Some(mark) = mark else {
        return "empty".to_owned();
    };
    let glyph = match mark.glyph {
        Glyph::Cross => "cross",
        Glyph::Ring => "ring",
        Glyph::Disc => "disc",
    };
    let seat = match mark.seat {
        Seat::First => "first",
        Seat::Second => "second",
    };
    format!("{glyph}-{seat}")
}

/// A paper cell at `min`: its tint if it is the last move's, then its
/// cross or ring, or its number if it is empty.
fn paper_cell(
    out: &mut String,
    grid: &Grid,
    geometry: &GridGeometry,
    cell: CellAt,
    min: Point,
    (mark, last): (Option<Mark>, bool),
) {
    let side = geometry.cell;
    if last {
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {}/>",
            num(min.x + 2.0),
            num(min.y + 2.0),
            num(side - 4.0),
            num(side - 4.0),
            paint("fill", over(LAST_TINT, PAPER))
        );
    }
    let Some(mark) = mark else {
        let number = cell.row * grid.columns + cell.column + 1;
        out.push_str(&text_element(
            min.offset(side * 0.1, side * 0.1),
            Anchor::LeftTop,
            &number.to_string(),
            geometry.number_size(),
            INK.with_alpha(128),
            None,
            ("number", None),
        ));
        return;
    };
    let inset = side * MARK_INSET;
    let (low, high) = (inset, side - inset);
    let stroke = format!(
        "{} stroke-width=\"{}\" stroke-linecap=\"round\" fill=\"none\"",
        paint("stroke", mark_colour(mark)),
        num(side * MARK_STROKE)
    );
    match mark.glyph {
        Glyph::Cross => {
            for (x1, y1, x2, y2) in [(low, low, high, high), (high, low, low, high)] {
                let from = min.offset(x1, y1);
                line(out, "cross", (from, min.offset(x2, y2)), &stroke);
            }
        }
        Glyph::Ring | Glyph::Disc => {
            let fill = if mark.glyph == Glyph::Disc {
                paint("fill", mark_colour(mark))
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {stroke} {fill}/>",
                num(min.x + side / 2.0),
                num(min.y + side / 2.0),
                num((high - low) / 2.0)
            );
        }
    }
}

/// A hole of a frame at `min`, with its disc, and the ring inside the
/// disc just dropped.
fn frame_cell(
    out: &mut String,
    geometry: &GridGeometry,
    min: Point,
    (mark, last): (Option<Mark>, bool),
) {
    let centre = min.offset(geometry.cell / 2.0, geometry.cell / 2.0);
    let radius = geometry.cell * DISC_RADIUS;
    let body = match mark {
        Some(mark) => format!(
            "{} {} stroke-width=\"2\"",
            paint("fill", mark_colour(mark)),
            paint("stroke", INK)
        ),
        None => paint("fill", HOLE),
    };
    let _ = writeln!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {body}/>",
        num(centre.x),
        num(centre.y),
        num(radius)
    );
    if last {
        let (ring, width) = DROPPED_RING;
        let _ = writeln!(
            out,
            "<circle class=\"last\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" {} stroke-width=\"{}\"/>",
            num(centre.x),
            num(centre.y),
            num(radius * ring),
            paint("stroke", INK),
            num(geometry.cell * width)
        );
    }
}

/// The lines between a paper board's cells.
fn paper_lines(out: &mut String, grid: &Grid, geometry: &GridGeometry, origin: Point) {
    let stroke = format!(
        "{} stroke-width=\"{}\"",
        paint("stroke", INK),
        num(geometry.line_width())
    );
    let (width, height) = (geometry.board.x, geometry.board.y);
    for column in 1..grid.columns {
        let x = origin.x + f32::from(column) * geometry.cell;
        let ends = (
            Point::new(x, origin.y + LINE_INSET),
            Point::new(x, origin.y + height - LINE_INSET),
        );
        line(out, "grid-line", ends, &stroke);
    }
    for row in 1..grid.rows {
        let y = origin.y + f32::from(row) * geometry.cell;
        let ends = (
            Point::new(origin.x + LINE_INSET, y),
            Point::new(origin.x + width - LINE_INSET, y),
        );
        line(out, "grid-line", ends, &stroke);
    }
}

/// A `<line>` of class `class` between `ends`, with `stroke`'s attributes.
fn line(out: &mut String, class: &str, (from, to): (Point, Point), stroke: &str) {
    let _ = writeln!(
        out,
        "<line class=\"{class}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" {stroke}/>",
        num(from.x),
        num(from.y),
        num(to.x),
        num(to.y)
    );
}
