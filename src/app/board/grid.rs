//! The board widget of every grid game ([`Grid`]): tic-tac-toe's paper
//! and Connect Four's frame, drawn from the game's neutral description with
//! the colours and geometry the board export shares ([`crate::scene::grid`]),
//! the move into the position marked. On a position that can be played
//! from, each move the grid offers is a button over its cell (or its whole
//! column, for a drop); hovering previews the mark, clicking returns the move.

use egui::{Align2, Color32, FontId, Pos2, Rect, Role, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::game::MoveCode;
use crate::game::grid::{CellAt, Glyph, Grid, GridMove, GridStyle, Mark, Pick};
use crate::scene::Point;
use crate::scene::grid::{
    DISC_RADIUS, DROPPED_RING, FRAME, GridGeometry, HOLE, INK, LAST_TINT, LINE_INSET, MARK_INSET,
    MARK_STROKE, PAPER, cells, mark_colour, max_width,
};

use crate::app::tree_view::paint::color;

/// The width a board gets in the panel: the chessboard's square (with
/// `below` points left under it), at most its style's widest.
fn board_width(ui: &Ui, style: GridStyle, below: f32) -> f32 {
    ui.available_width()
        .min(ui.available_height() - below)
        .max(160.0)
        .min(max_width(style))
}

/// Draws `grid`, leaving `below` points under it for the lines that
/// follow. With `playable`, its moves are buttons; returns the move
/// clicked.
pub fn grid_ui(ui: &mut Ui, grid: &Grid, playable: bool, below: f32) -> Option<MoveCode> {
    let geometry = GridGeometry::new(grid, board_width(ui, grid.style, below));
    let size = geometry.size();
    let (rect, response) = ui.allocate_exact_size(Vec2::new(size.x, size.y), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, &grid.title));
    let at = |point: Point| rect.min + Vec2::new(point.x, point.y);
    let cell_rect =
        |cell: CellAt| Rect::from_min_size(at(geometry.cell_min(cell)), Vec2::splat(geometry.cell));
    let board = Rect::from_min_size(rect.min, Vec2::new(geometry.board.x, geometry.board.y));
    let painter = ui.painter_at(rect);
    let (rounding, fill) = match grid.style {
        GridStyle::Paper => (4.0, PAPER),
        GridStyle::Frame => (geometry.cell * 0.12, FRAME),
    };
    painter.rect_filled(board, rounding, color(fill));

    // The buttons first, so that a hovered one previews its mark.
    let mut clicked = None;
    let mut preview = None;
    if playable {
        for grid_move in &grid.moves {
            let area = match grid.pick {
                Pick::Cell => cell_rect(grid_move.lands),
                Pick::Column => Rect::from_min_size(
                    at(geometry.cell_min(CellAt::new(0, grid_move.lands.column))),
                    Vec2::new(geometry.cell, geometry.board.y),
                ),
            };
            let response = button(ui, area, grid_move);
            if response.hovered() {
                preview = Some(grid_move.lands);
                if grid.pick == Pick::Column {
                    painter.rect_filled(area, 0.0, Color32::from_white_alpha(30));
                }
            }
            if response.clicked() {
                clicked = Some(grid_move.mv);
            }
        }
    }

    for cell in cells(grid) {
        let previewed =
            (grid.at(cell).is_none() && preview == Some(cell)).then_some(grid.next_mark);
        paint_cell(
            &painter,
            grid,
            &geometry,
            (cell, cell_rect(cell)),
            previewed,
        );
    }

    match grid.style {
        GridStyle::Paper => paint_lines(&painter, grid, &geometry, board),
        GridStyle::Frame => {
            for column in 0..grid.columns {
                painter.text(
                    at(geometry.number_at(column)),
                    Align2::CENTER_CENTER,
                    (column + 1).to_string(),
                    FontId::proportional(geometry.number_size()),
                    ui.visuals().text_color(),
                );
            }
        }
    }
    clicked
}

/// One cell of `grid` over `area`: its mark (or `previewed`, faint, where
/// a hovered move would land), the move into the position, and a paper
/// cell's number when it is empty.
fn paint_cell(
    painter: &egui::Painter,
    grid: &Grid,
    geometry: &GridGeometry,
    (cell, area): (CellAt, Rect),
    previewed: Option<Mark>,
) {
    let mark = grid.at(cell);
    match grid.style {
        GridStyle::Paper => {
            if grid.is_highlighted(cell) {
                painter.rect_filled(area.shrink(2.0), 0.0, tint(LAST_TINT));
            }
            match (mark, previewed) {
                (Some(mark), _) => paint_stroke_mark(painter, area, mark, 255),
                (None, Some(mark)) => paint_stroke_mark(painter, area, mark, 90),
                (None, None) => {
                    let number = cell.row * grid.columns + cell.column + 1;
                    painter.text(
                        area.min + Vec2::splat(geometry.cell * 0.1),
                        Align2::LEFT_TOP,
                        number.to_string(),
                        FontId::proportional(geometry.number_size()),
                        color(INK).gamma_multiply(0.5),
                    );
                }
            }
        }
        GridStyle::Frame => {
            let centre = area.center();
            let radius = geometry.cell * DISC_RADIUS;
            match (mark, previewed) {
                (Some(mark), _) => {
                    painter.circle(
                        centre,
                        radius,
                        color(mark_colour(mark)),
                        Stroke::new(2.0, color(INK)),
                    );
                }
                (None, Some(mark)) => {
                    painter.circle_filled(centre, radius, color(HOLE));
                    let faint = color(mark_colour(mark)).gamma_multiply(0.45);
                    painter.circle_filled(centre, radius, faint);
                }
                (None, None) => {
                    painter.circle_filled(centre, radius, color(HOLE));
                }
            }
            if grid.is_highlighted(cell) {
                let (ring, width) = DROPPED_RING;
                let stroke = Stroke::new(geometry.cell * width, color(INK));
                painter.circle_stroke(centre, radius * ring, stroke);
            }
        }
    }
}

/// The button of `grid_move` over `area`, with its label and tooltip.
fn button(ui: &Ui, area: Rect, grid_move: &GridMove) -> egui::Response {
    let id = ui.scope_id().with(("grid_move", grid_move.mv.0));
    let response = ui
        .interact(area, id, Sense::click())
        .on_hover_text(&grid_move.hint);
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &grid_move.label));
    response
}

/// A premultiplied tint as an egui colour.
fn tint(tint: crate::scene::Rgba) -> Color32 {
    Color32::from_rgba_premultiplied(tint.r, tint.g, tint.b, tint.a)
}

/// The lines between a paper board's cells.
fn paint_lines(painter: &egui::Painter, grid: &Grid, geometry: &GridGeometry, board: Rect) {
    let stroke = Stroke::new(geometry.line_width(), color(INK));
    for column in 1..grid.columns {
        let x = board.min.x + f32::from(column) * geometry.cell;
        painter.line_segment(
            [
                Pos2::new(x, board.min.y + LINE_INSET),
                Pos2::new(x, board.max.y - LINE_INSET),
            ],
            stroke,
        );
    }
    for row in 1..grid.rows {
        let y = board.min.y + f32::from(row) * geometry.cell;
        painter.line_segment(
            [
                Pos2::new(board.min.x + LINE_INSET, y),
                Pos2::new(board.max.x - LINE_INSET, y),
            ],
            stroke,
        );
    }
}

/// A cross (two strokes) or a ring in `area`, at opacity `alpha`; a disc
/// on paper is drawn filled.
fn paint_stroke_mark(painter: &egui::Painter, area: Rect, mark: Mark, alpha: u8) {
    let inner = area.shrink(area.width() * MARK_INSET);
    let colour = color(mark_colour(mark)).gamma_multiply_u8(alpha);
    let stroke = Stroke::new(area.width() * MARK_STROKE, colour);
    match mark.glyph {
        Glyph::Cross => {
            painter.line_segment([inner.left_top(), inner.right_bottom()], stroke);
            painter.line_segment([inner.right_top(), inner.left_bottom()], stroke);
        }
        Glyph::Ring => {
            painter.circle_stroke(inner.center(), inner.width() / 2.0, stroke);
        }
        Glyph::Disc => {
            painter.circle_filled(inner.center(), inner.width() / 2.0, colour);
        }
    }
}
