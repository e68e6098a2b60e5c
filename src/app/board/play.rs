//! Playing moves on the chess board: click a piece then its target square,
//! or drag it there. The move is resolved against our legal moves
//! ([`crate::chess::move_between`]); a legal one makes the new position the
//! root (a [`SetupCommand::Load`], undoable like any load), an illegal one snaps
//! back with its reason in the status line. The moves played are kept as a
//! line to go Back and Forward through.

use egui::{Pos2, Rect, Response, RichText, Ui, Vec2};

use crate::chess::{
    ChessGame, ChessState, PieceKind, Square, move_between, numbered_line, position_after,
};
use crate::input::GameKind;
use crate::scene::board::BoardGeometry;

use super::chess::{kind_name, paint_piece};
use crate::app::command::{BoardCommand, Command, SetupCommand};
use crate::app::shell::keys::keys_for;

/// The moves played on the board: the positions (FENs) along them, their
/// SAN, and which position is the root now.
#[derive(Clone, Debug, Default)]
pub struct PlayedLine {
    fens: Vec<String>,
    sans: Vec<String>,
    at: usize,
}

impl PlayedLine {
    /// Follows the root: if `root_fen` is a position of the line (after an
    /// undo, say), the line's place moves there; otherwise the line starts
    /// over from it.
    pub fn follow(&mut self, root_fen: &str) {
        if self.fens.get(self.at).is_some_and(|fen| fen == root_fen) {
            return;
        }
        if let Some(at) = self.fens.iter().position(|fen| fen == root_fen) {
            self.at = at;
        } else {
            *self = Self {
                fens: vec![root_fen.to_owned()],
                sans: Vec::new(),
                at: 0,
            };
        }
    }

    /// Records the move `san` from the position now at the line's place to
    /// `fen` (forgetting the moves ahead of the place).
    pub fn played(&mut self, san: String, fen: String) {
        self.fens.truncate(self.at + 1);
        self.sans.truncate(self.at);
        self.fens.push(fen);
        self.sans.push(san);
        self.at = self.fens.len() - 1;
    }

    /// The position one move back, if any.
    #[must_use]
    pub fn back(&self) -> Option<&str> {
        self.at
            .checked_sub(1)
            .and_then(|at| self.fens.get(at))
            .map(String::as_str)
    }

    /// The position one move forward, if any.
    #[must_use]
    pub fn forward(&self) -> Option<&str> {
        self.fens.get(self.at + 1).map(String::as_str)
    }

    /// The moves played, as numbered SAN from the line's first position,
    /// with the one that led to the root marked.
    fn text(&self) -> Option<String> {
        if self.sans.is_empty() {
            return None;
        }
        let first = self
            .fens
            .first()
            .and_then(|fen| ChessGame::from_fen(fen, crate::chess::EvalKind::Material).ok())?;
        let state = crate::game::Game::root(&first);
        let mut sans = self.sans.clone();
        let ahead = self.at < self.sans.len();
        if let Some(san) = self
            .at
            .checked_sub(1)
            .and_then(|at| sans.get_mut(at))
            .filter(|_| ahead)
        {
            san.push('*');
        }
        Some(numbered_line(
            state.fullmove_number(),
            ChessGame::side_to_move(&state),
            &sans,
        ))
    }
}

/// What the board remembers between frames while moves are played.
#[derive(Clone, Debug)]
pub struct Play {
    /// The square clicked first, waiting for its target.
    pub picked: Option<Square>,
    /// The square a drag started on.
    dragging: Option<Square>,
    /// What a pawn reaching the last rank becomes.
    pub promotion: PieceKind,
    /// The moves played.
    pub line: PlayedLine,
}

impl Default for Play {
    fn default() -> Self {
        Self {
            picked: None,
            dragging: None,
            promotion: PieceKind::Queen,
            line: PlayedLine::default(),
        }
    }
}

/// The square under `pos` on a board drawn in `rect`.
pub fn square_at(rect: Rect, flipped: bool, pos: Pos2) -> Option<Square> {
    Square::all().find(|&sq| square_rect(rect, flipped, sq).contains(pos))
}

/// Where `square` is drawn on a board drawn in `rect`.
pub fn square_rect(rect: Rect, flipped: bool, square: Square) -> Rect {
    let geometry = BoardGeometry::new(rect.width(), flipped);
    let min = geometry.square_min(square);
    Rect::from_min_size(
        rect.min + Vec2::new(min.x, min.y),
        Vec2::splat(geometry.cell),
    )
}

/// Reads clicks and drags on the board `response` showing `state`: a
/// legal move becomes a [`SetupCommand::Load`] of the position after it, an
/// illegal one a [`BoardCommand::Say`] of the reason.
pub fn play_on_board(
    ui: &Ui,
    response: &Response,
    flipped: bool,
    game: &ChessGame,
    state: &ChessState,
    play: &mut Play,
    commands: &mut Vec<Command>,
) {
    let rect = response.rect;
    let pieces = ChessGame::pieces(state);
    let to_move = ChessGame::side_to_move(state);
    let mut attempt = None;
    if response.drag_started()
        && let Some(from) = ui
            .input(|input| input.pointer.press_origin())
            .and_then(|p| square_at(rect, flipped, p))
        && pieces[from.index()].is_some()
    {
        play.dragging = Some(from);
        play.picked = None;
    }
    if let Some(from) = play.dragging {
        if response.drag_stopped() {
            play.dragging = None;
            let drop = ui
                .ctx()
                .pointer_latest_pos()
                .and_then(|p| square_at(rect, flipped, p));
            if let Some(to) = drop.filter(|&to| to != from) {
                attempt = Some((from, to));
            }
        } else if let (Some(pos), Some(piece)) =
            (ui.ctx().pointer_latest_pos(), pieces[from.index()])
        {
            let cell = square_rect(rect, flipped, from);
            let painter = ui
                .ctx()
                .layer_painter(egui::LayerId::new(egui::Order::Tooltip, response.id));
            paint_piece(&painter, Rect::from_center_size(pos, cell.size()), piece);
        }
    }
    if response.clicked()
        && let Some(sq) = response
            .interact_pointer_pos()
            .and_then(|p| square_at(rect, flipped, p))
    {
        let own = pieces[sq.index()].is_some_and(|piece| piece.side == to_move);
        match play.picked {
            Some(from) if from == sq => play.picked = None,
            _ if own => play.picked = Some(sq),
            Some(from) => {
                play.picked = None;
                attempt = Some((from, sq));
            }
            None if pieces[sq.index()].is_some() => attempt = Some((sq, sq)),
            None => {}
        }
    }
    if let Some(from) = play.picked {
        let cell = square_rect(rect, flipped, from);
        ui.painter().rect_stroke(
            cell.shrink(1.5),
            0.0,
            egui::Stroke::new(3.0, egui::Color32::from_rgb(30, 120, 255)),
            egui::StrokeKind::Inside,
        );
    }
    let Some((from, to)) = attempt else {
        return;
    };
    match move_between(state, from, to, play.promotion) {
        Ok(mv) => {
            if let Some((fen, san)) = position_after(game, state, mv) {
                play.line.follow(&ChessGame::fen(state));
                play.line.played(san, fen.clone());
                commands.push(Command::Setup(SetupCommand::Load {
                    kind: GameKind::Chess,
                    text: fen,
                }));
            }
        }
        Err(illegal) => commands.push(Command::Board(BoardCommand::Say(illegal.to_string()))),
    }
}

/// The promotion choice, Back and Forward, and the moves played.
pub fn play_controls_ui(
    ui: &mut Ui,
    state: &ChessState,
    play: &mut Play,
    commands: &mut Vec<Command>,
) {
    // Shown only when they can act, so that the panel keeps its rows.
    let moves = play.line.back().is_some() || play.line.forward().is_some();
    let side = ChessGame::side_to_move(state);
    let seventh = if side == crate::chess::Side::White {
        6
    } else {
        1
    };
    let promotes = ChessGame::pieces(state)
        .iter()
        .enumerate()
        .any(|(index, piece)| {
            index / 8 == seventh
                && *piece
                    == Some(crate::chess::Piece {
                        side,
                        kind: PieceKind::Pawn,
                    })
        });
    if !moves && !promotes {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        let back = keys_for(&Command::Board(BoardCommand::PlayedBack));
        if ui
            .add_enabled(
                play.line.back().is_some(),
                egui::Button::new(crate::tr!("window-move-back")),
            )
            .on_hover_text(crate::tr!("window-move-back-tip", keys = back))
            .clicked()
        {
            commands.push(Command::Board(BoardCommand::PlayedBack));
        }
        let forward = keys_for(&Command::Board(BoardCommand::PlayedForward));
        if ui
            .add_enabled(
                play.line.forward().is_some(),
                egui::Button::new(crate::tr!("window-move-forward")),
            )
            .on_hover_text(crate::tr!("window-move-forward-tip", keys = forward))
            .clicked()
        {
            commands.push(Command::Board(BoardCommand::PlayedForward));
        }
        if !promotes {
            return;
        }
        ui.label(crate::tr!("window-promote-to"));
        let menu = egui::ComboBox::from_id_salt("promotion")
            .selected_text(kind_name(play.promotion))
            .show_ui(ui, |ui| {
                for kind in [
                    PieceKind::Queen,
                    PieceKind::Rook,
                    PieceKind::Bishop,
                    PieceKind::Knight,
                ] {
                    ui.selectable_value(&mut play.promotion, kind, kind_name(kind));
                }
            })
            .response
            .on_hover_text(crate::tr!("window-promote-tip"));
        crate::app::access::combo_value(ui.ctx(), &menu, &kind_name(play.promotion));
    });
    if let Some(text) = play.line.text() {
        ui.label(RichText::new(crate::tr!("window-played", moves = text)).small())
            .on_hover_text(crate::tr!("window-played-tip"));
    }
}
