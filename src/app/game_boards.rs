//! The tic-tac-toe and Connect Four board widgets: a 3×3 grid of X and O
//! and a 7×6 frame whose discs rest on the lowest free row, both in fixed
//! colours of their own (readable in the light and the dark theme and on a
//! projector), with the move into the position marked. On a position that
//! can be played from, each free cell (tic-tac-toe) or open column
//! (Connect Four) is a button: clicking it returns the move.

use egui::{Align2, Color32, FontId, Pos2, Rect, Role, Sense, Stroke, Ui, Vec2, WidgetInfo};

use crate::games::connect4::{self, Disc};
use crate::games::tictactoe::{self, Mark};

/// The paper behind the tic-tac-toe grid.
const PAPER: Color32 = Color32::from_rgb(250, 246, 236);
/// Grid lines and small numbers.
const INK: Color32 = Color32::from_rgb(50, 50, 50);
/// X: Okabe–Ito blue.
const X_COLOUR: Color32 = Color32::from_rgb(0, 94, 160);
/// O: Okabe–Ito vermilion.
const O_COLOUR: Color32 = Color32::from_rgb(200, 80, 0);
/// The move into the position.
const LAST_TINT: Color32 = Color32::from_rgba_premultiplied(120, 110, 0, 70);
/// The Connect Four frame.
const FRAME: Color32 = Color32::from_rgb(25, 70, 160);
/// An empty hole.
const HOLE: Color32 = Color32::from_rgb(240, 240, 240);
/// The first player's discs: red, dark.
const FIRST_DISC: Color32 = Color32::from_rgb(205, 30, 40);
/// The second player's discs: yellow, light.
const SECOND_DISC: Color32 = Color32::from_rgb(250, 205, 30);

/// The colour name of `disc`, as the legend says it.
#[must_use]
pub fn disc_colour_name(disc: Disc) -> &'static str {
    match disc {
        Disc::First => "red",
        Disc::Second => "yellow",
    }
}

/// The side of the square a board gets in the panel, as the chessboard's.
fn board_side(ui: &Ui) -> f32 {
    ui.available_width()
        .min((ui.available_height() - 160.0).max(220.0))
        .max(160.0)
}

/// Draws a tic-tac-toe `board`; `last` is the cell (0–8) of the move into
/// it. With `playable`, the free cells are buttons; returns the cell clicked.
pub fn tictactoe_ui(
    ui: &mut Ui,
    board: tictactoe::Board,
    last: Option<u8>,
    playable: bool,
) -> Option<u8> {
    let side = board_side(ui).min(420.0);
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let text = board.text();
    response.widget_info(|| {
        WidgetInfo::labeled(
            Role::Image,
            true,
            format!(
                "Tic-tac-toe board {text}, {} to move",
                board.to_move().letter()
            ),
        )
    });
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, PAPER);
    let cell = side / 3.0;
    let cell_rect = |index: u8| {
        let (row, column) = (f32::from(index / 3), f32::from(index % 3));
        Rect::from_min_size(
            rect.min + Vec2::new(column * cell, row * cell),
            Vec2::splat(cell),
        )
    };
    let mut clicked = None;
    for index in 0..tictactoe::board::CELLS {
        let area = cell_rect(index);
        if last == Some(index) {
            painter.rect_filled(area.shrink(2.0), 0.0, LAST_TINT);
        }
        let mark = board.at(index);
        let mut preview = None;
        if playable && mark.is_none() {
            let to_move = board.to_move();
            let response = ui
                .interact(
                    area,
                    ui.scope_id().with(("tictactoe_cell", index)),
                    Sense::click(),
                )
                .on_hover_text(format!(
                    "Play {} here: the new position is searched (Undo goes back)",
                    to_move.letter()
                ));
            response.widget_info(|| {
                WidgetInfo::labeled(
                    Role::Button,
                    true,
                    format!("Play {} in cell {}", to_move.letter(), index + 1),
                )
            });
            if response.hovered() {
                preview = Some(to_move);
            }
            if response.clicked() {
                clicked = Some(index);
            }
        }
        match (mark, preview) {
            (Some(mark), _) => paint_mark(&painter, area, mark, 255),
            (None, Some(mark)) => paint_mark(&painter, area, mark, 90),
            (None, None) => {
                painter.text(
                    area.min + Vec2::splat(cell * 0.1),
                    Align2::LEFT_TOP,
                    (index + 1).to_string(),
                    FontId::proportional((cell * 0.16).max(10.0)),
                    INK.gamma_multiply(0.5),
                );
            }
        }
    }
    let stroke = Stroke::new((side * 0.015).max(2.0), INK);
    for line in 1..3_u8 {
        let at = f32::from(line) * cell;
        painter.line_segment(
            [
                Pos2::new(rect.min.x + at, rect.min.y + 6.0),
                Pos2::new(rect.min.x + at, rect.max.y - 6.0),
            ],
            stroke,
        );
        painter.line_segment(
            [
                Pos2::new(rect.min.x + 6.0, rect.min.y + at),
                Pos2::new(rect.max.x - 6.0, rect.min.y + at),
            ],
            stroke,
        );
    }
    clicked
}

/// An X (two strokes) or an O (a ring) in `area`, at opacity `alpha`.
fn paint_mark(painter: &egui::Painter, area: Rect, mark: Mark, alpha: u8) {
    let inner = area.shrink(area.width() * 0.2);
    let width = area.width() * 0.11;
    match mark {
        Mark::X => {
            let stroke = Stroke::new(width, X_COLOUR.gamma_multiply_u8(alpha));
            painter.line_segment([inner.left_top(), inner.right_bottom()], stroke);
            painter.line_segment([inner.right_top(), inner.left_bottom()], stroke);
        }
        Mark::O => {
            let stroke = Stroke::new(width, O_COLOUR.gamma_multiply_u8(alpha));
            painter.circle_stroke(inner.center(), inner.width() / 2.0, stroke);
        }
    }
}

/// Draws a Connect Four `board`, the column numbers 1–7 under it; `last` is
/// the column (0–6) of the move into it. With `playable`, each open column
/// is a button; returns the column clicked (0-based).
pub fn connect4_ui(
    ui: &mut Ui,
    board: connect4::Board,
    last: Option<u8>,
    playable: bool,
) -> Option<u8> {
    let columns = f32::from(connect4::board::COLUMNS);
    let rows = f32::from(connect4::board::ROWS);
    let width = board_side(ui).min(520.0);
    let cell = width / columns;
    let numbers = cell * 0.45;
    let (rect, response) =
        ui.allocate_exact_size(Vec2::new(width, cell * rows + numbers), Sense::hover());
    response.widget_info(|| {
        WidgetInfo::labeled(
            Role::Image,
            true,
            format!(
                "Connect Four board, {} discs, the {} to move",
                board.moves_played(),
                board.to_move().name()
            ),
        )
    });
    let painter = ui.painter_at(rect);
    let frame = Rect::from_min_size(rect.min, Vec2::new(width, cell * rows));
    painter.rect_filled(frame, cell * 0.12, FRAME);
    let mut clicked = None;
    for column in 0..connect4::board::COLUMNS {
        let strip = Rect::from_min_size(
            frame.min + Vec2::new(f32::from(column) * cell, 0.0),
            Vec2::new(cell, frame.height()),
        );
        let height = board.height(column);
        let mut preview = None;
        if playable && height < connect4::board::ROWS {
            let to_move = board.to_move();
            let response = ui
                .interact(
                    strip,
                    ui.scope_id().with(("connect4_column", column)),
                    Sense::click(),
                )
                .on_hover_text(format!(
                    "Drop a {} disc here: the new position is searched (Undo goes back)",
                    disc_colour_name(to_move)
                ));
            response.widget_info(|| {
                WidgetInfo::labeled(
                    Role::Button,
                    true,
                    format!("Drop a disc in column {}", column + 1),
                )
            });
            if response.hovered() {
                preview = Some((height, to_move));
                painter.rect_filled(strip, 0.0, Color32::from_white_alpha(30));
            }
            if response.clicked() {
                clicked = Some(column);
            }
        }
        for row in 0..connect4::board::ROWS {
            // Row 0 is the bottom row.
            let centre = Pos2::new(
                strip.center().x,
                frame.max.y - (f32::from(row) + 0.5) * cell,
            );
            let radius = cell * 0.38;
            match (board.at(column, row), preview) {
                (Some(disc), _) => {
                    painter.circle(centre, radius, disc_fill(disc), Stroke::new(2.0, INK));
                }
                (None, Some((free, disc))) if free == row => {
                    painter.circle_filled(centre, radius, HOLE);
                    painter.circle_filled(centre, radius, disc_fill(disc).gamma_multiply(0.45));
                }
                (None, _) => {
                    painter.circle_filled(centre, radius, HOLE);
                }
            }
            if last == Some(column) && height > 0 && row == height - 1 {
                // The disc just dropped: a ring inside it.
                painter.circle_stroke(centre, radius * 0.5, Stroke::new(cell * 0.07, INK));
            }
        }
        painter.text(
            Pos2::new(strip.center().x, frame.max.y + numbers / 2.0),
            Align2::CENTER_CENTER,
            (column + 1).to_string(),
            FontId::proportional((numbers * 0.8).max(10.0)),
            ui.visuals().text_color(),
        );
    }
    clicked
}

fn disc_fill(disc: Disc) -> Color32 {
    match disc {
        Disc::First => FIRST_DISC,
        Disc::Second => SECOND_DISC,
    }
}
