//! The board editor's window part: a piece palette (12 pieces and an
//! eraser; a piece dragged from it onto a square is put there), the board
//! (click puts the palette's piece, right-click or the eraser takes one
//! off, a drag moves a piece, a drag off the board removes it), side to
//! move, castling rights, the en-passant square, Clear, Start position,
//! Undo edit, and "Search this position", enabled only while our validator
//! accepts the board; otherwise its reason is shown live, under the board.
//! The model is [`crate::chess::BoardEdit`].

use egui::{Color32, Response, RichText, Sense, Ui};

use crate::chess::{BoardEdit, CASTLING_LETTERS, Edit, Piece, PieceKind, Setup, Side, Square};
use crate::input::GameKind;

use super::chess::{Board, paint_piece, piece_name, side_name};
use super::play::{square_at, square_rect};
use crate::app::command::{Command, SetupCommand};

/// The editor's state: the model, the palette's choice and a drag.
#[derive(Clone, Debug)]
pub struct Editor {
    /// The position being set up, with its undo.
    pub model: BoardEdit,
    /// The palette's piece; `None` is the eraser.
    pub brush: Option<Piece>,
    /// The square a drag started on.
    dragging: Option<Square>,
}

impl Editor {
    /// An editor on the position `fen` (the empty board if it does not read).
    #[must_use]
    pub fn new(fen: &str) -> Self {
        Self {
            model: BoardEdit::new(Setup::from_fen(fen).unwrap_or_else(|_| Setup::empty())),
            brush: Some(Piece {
                side: Side::White,
                kind: PieceKind::Pawn,
            }),
            dragging: None,
        }
    }
}

/// In edit mode, the editor; true if it took the board's place.
pub fn edit_mode_ui(
    ui: &mut Ui,
    tools: &mut BoardTools,
    side: f32,
    flipped: bool,
    commands: &mut Vec<Command>,
) -> bool {
    let Some(editor) = &mut tools.editor else {
        return false;
    };
    let mut done = false;
    editor_ui(
        ui,
        editor,
        (side - 110.0).max(160.0),
        flipped,
        &mut done,
        commands,
    );
    if done {
        tools.editor = None;
    }
    true
}

/// The "Edit board" button, which opens the editor on `state`.
pub fn edit_toggle_ui(ui: &mut Ui, tools: &mut BoardTools, state: &crate::chess::ChessState) {
    if ui
        .button(crate::tr!("window-edit-board"))
        .on_hover_text(crate::tr!("window-edit-board-tip"))
        .clicked()
    {
        tools.editor = Some(Editor::new(&crate::chess::ChessGame::fen(state)));
    }
}

/// Draws the editor; `done` is set when the user leaves edit mode.
pub fn editor_ui(
    ui: &mut Ui,
    editor: &mut Editor,
    side: f32,
    flipped: bool,
    done: &mut bool,
    commands: &mut Vec<Command>,
) {
    let before = editor.model.setup().clone();
    let dropped = palette_ui(ui, editor);
    // The search button sits above the board, in sight on a small screen.
    let verdict = editor.model.setup().searchable();
    ui.horizontal_wrapped(|ui| {
        let search = ui
            .add_enabled(
                verdict.is_ok(),
                egui::Button::new(crate::tr!("window-editor-search")),
            )
            .on_hover_text(crate::tr!("window-editor-search-tip"))
            .on_disabled_hover_text(crate::tr!("window-editor-search-off-tip"));
        if search.clicked()
            && let Ok(fen) = &verdict
        {
            commands.push(Command::Setup(SetupCommand::Load {
                kind: GameKind::Chess,
                text: fen.clone(),
            }));
            *done = true;
        }
        if ui
            .add_enabled(
                editor.model.can_undo(),
                egui::Button::new(crate::tr!("window-editor-undo")),
            )
            .on_hover_text(crate::tr!("window-editor-undo-tip"))
            .clicked()
        {
            editor.model.undo();
        }
        if ui
            .button(crate::tr!("window-editor-leave"))
            .on_hover_text(crate::tr!("window-editor-leave-tip"))
            .clicked()
        {
            *done = true;
        }
    });
    let setup = editor.model.setup().clone();
    let response = ui.add(
        Board::new(&setup.placement, side)
            .flipped(flipped)
            .sense(Sense::click_and_drag()),
    );
    board_edits(ui, &response, flipped, editor);
    if let Some((piece, pos)) = dropped
        && let Some(sq) = square_at(response.rect, flipped, pos)
    {
        editor.model.apply(Edit::Put(sq, Some(piece)));
    }
    // Under the board, so that a reason of several lines never moves the
    // board between two clicks.
    match &verdict {
        Ok(_) => ui.label(
            RichText::new(crate::tr!("window-editor-ready")).color(Color32::from_rgb(30, 140, 60)),
        ),
        Err(error) => ui.label(
            RichText::new(crate::tr!(
                "window-editor-cannot",
                error = error.to_string()
            ))
            .color(ui.visuals().error_fg_color),
        ),
    };
    options_ui(ui, editor);
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::tr!("window-editor-clear"))
            .on_hover_text(crate::tr!("window-editor-clear-tip"))
            .clicked()
        {
            editor.model.apply(Edit::Clear);
        }
        if ui
            .button(crate::tr!("window-editor-start"))
            .on_hover_text(crate::tr!("window-editor-start-tip"))
            .clicked()
        {
            editor.model.apply(Edit::Start);
        }
    });
    ui.label(
        RichText::new(editor.model.setup().fen())
            .monospace()
            .small(),
    );
    if *editor.model.setup() != before {
        // The verdict above was drawn before this frame's edit.
        ui.ctx().request_repaint();
    }
}

/// The 12 pieces and the eraser; the one chosen is what a click puts. A
/// piece dragged from the palette follows the pointer; where it is let go
/// is returned, for the board to put it there (dropped elsewhere, nothing
/// happens).
fn palette_ui(ui: &mut Ui, editor: &mut Editor) -> Option<(Piece, egui::Pos2)> {
    let mut dropped = None;
    for side in [Side::White, Side::Black] {
        ui.horizontal(|ui| {
            for kind in [
                PieceKind::King,
                PieceKind::Queen,
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Knight,
                PieceKind::Pawn,
            ] {
                let piece = Piece { side, kind };
                let chosen = editor.brush == Some(piece);
                let (rect, response) =
                    ui.allocate_exact_size(egui::vec2(30.0, 30.0), Sense::click_and_drag());
                let label = crate::tr!("window-palette", piece = piece_name(piece));
                response.widget_info(|| {
                    egui::WidgetInfo::selected(egui::Role::Button, true, chosen, &label)
                });
                if ui.is_rect_visible(rect) {
                    let fill = if chosen {
                        ui.visuals().selection.bg_fill
                    } else {
                        ui.visuals().faint_bg_color
                    };
                    ui.painter().rect_filled(rect, 3.0, fill);
                    paint_piece(ui.painter(), rect, piece);
                }
                if response.dragged()
                    && let Some(pos) = ui.ctx().pointer_latest_pos()
                {
                    paint_dragged(ui, response.id, pos, rect.size() * 1.4, piece);
                }
                if response.drag_stopped() {
                    editor.brush = Some(piece);
                    dropped = ui.ctx().pointer_latest_pos().map(|pos| (piece, pos));
                }
                if response
                    .on_hover_text(crate::tr!("window-palette-tip", piece = piece_name(piece)))
                    .clicked()
                {
                    editor.brush = Some(piece);
                }
            }
            if side == Side::Black
                && ui
                    .selectable_label(editor.brush.is_none(), crate::tr!("window-eraser"))
                    .on_hover_text(crate::tr!("window-eraser-tip"))
                    .clicked()
            {
                editor.brush = None;
            }
        });
    }
    dropped
}

/// A piece being dragged, drawn at the pointer above everything.
fn paint_dragged(ui: &Ui, id: egui::Id, pos: egui::Pos2, size: egui::Vec2, piece: Piece) {
    let painter = ui
        .ctx()
        .layer_painter(egui::LayerId::new(egui::Order::Tooltip, id));
    paint_piece(&painter, egui::Rect::from_center_size(pos, size), piece);
}

/// Clicks and drags on the edited board.
fn board_edits(ui: &Ui, response: &Response, flipped: bool, editor: &mut Editor) {
    let rect = response.rect;
    let placement = editor.model.setup().placement;
    let at = |pos: Option<egui::Pos2>| pos.and_then(|p| square_at(rect, flipped, p));
    if response.drag_started()
        && let Some(from) = at(ui.input(|input| input.pointer.press_origin()))
        && placement[from.index()].is_some()
    {
        editor.dragging = Some(from);
    }
    if let Some(from) = editor.dragging {
        if response.drag_stopped() {
            editor.dragging = None;
            match at(ui.ctx().pointer_latest_pos()) {
                Some(to) => editor.model.apply(Edit::Move(from, to)),
                None => editor.model.apply(Edit::Put(from, None)),
            }
        } else if let (Some(pos), Some(piece)) =
            (ui.ctx().pointer_latest_pos(), placement[from.index()])
        {
            let size = square_rect(rect, flipped, from).size();
            paint_dragged(ui, response.id, pos, size, piece);
        }
    }
    if response.clicked()
        && let Some(sq) = at(response.interact_pointer_pos())
    {
        editor.model.apply(Edit::Put(sq, editor.brush));
    }
    if response.secondary_clicked()
        && let Some(sq) = at(response.interact_pointer_pos())
    {
        editor.model.apply(Edit::Put(sq, None));
    }
}

/// Side to move, the four castling rights and the en-passant square.
fn options_ui(ui: &mut Ui, editor: &mut Editor) {
    let setup = editor.model.setup().clone();
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!("window-to-move-label"));
        for side in [Side::White, Side::Black] {
            if ui.radio(setup.side == side, side_name(side)).clicked() {
                editor.model.apply(Edit::Side(side));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!("window-castling"));
        let names = [
            crate::tr!("window-castling-white-short"),
            crate::tr!("window-castling-white-long"),
            crate::tr!("window-castling-black-short"),
            crate::tr!("window-castling-black-long"),
        ];
        for (index, (name, letter)) in names.iter().zip(CASTLING_LETTERS).enumerate() {
            let mut on = setup.castling[index];
            if ui
                .checkbox(
                    &mut on,
                    crate::tr!("window-castling-right", name = name, letter = letter),
                )
                .changed()
            {
                editor.model.apply(Edit::Castling(index, on));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!("window-en-passant"));
        let name = |sq: Option<Square>| {
            sq.map_or_else(|| crate::tr!("window-en-passant-none"), Square::name)
        };
        let mut chosen = setup.en_passant;
        let mut choices: Vec<Option<Square>> = std::iter::once(None)
            .chain(setup.en_passant_choices().into_iter().map(Some))
            .collect();
        if !choices.contains(&chosen) {
            choices.push(chosen);
        }
        let menu = egui::ComboBox::from_id_salt("en_passant")
            .selected_text(name(chosen))
            .show_ui(ui, |ui| {
                for choice in choices {
                    ui.selectable_value(&mut chosen, choice, name(choice));
                }
            })
            .response
            .on_hover_text(crate::tr!("window-en-passant-tip"));
        crate::app::access::combo_value(ui.ctx(), &menu, &name(chosen));
        if chosen != setup.en_passant {
            editor.model.apply(Edit::EnPassant(chosen));
        }
    });
}

/// The chess board's interactive state: the editor while edit mode is on,
/// and the moves played on the board.
#[derive(Clone, Debug, Default)]
pub struct BoardTools {
    /// The board editor, while edit mode is on.
    pub editor: Option<Editor>,
    /// Moves played on the board.
    pub play: super::play::Play,
}
