//! The position panel: the board at the selected node (or, for a textbook
//! tree, the tree text), the path from the root, who is to move and who is
//! MAX, and the FEN with a copy button. The board of a grid game
//! (tic-tac-toe, Connect Four: any game that gives a [`Grid`]) is drawn by
//! `grid.rs`; a move clicked on it at the root becomes the new
//! position searched.

use egui::{RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::chess::{ChessGame, ChessState, numbered_line};
use crate::game::grid::{Grid, Seat};
use crate::game::{Game as _, MoveCode};
use crate::input::{AnyGame, AnyState};
use crate::scene::arrows::line_arrows;
use crate::search::mover;
use crate::session::Session;

use super::chess::{Board, side_name};
use super::editor::{self, BoardTools};
use super::grid;
use super::play;
use crate::app::command::{Command, SetupCommand, ViewCommand};
use crate::app::shell::keys::keys_for;

/// The room first left under the board for the lines a class reads there
/// (the buttons, who is to move, who is MAX, the path), in points, until
/// they have been measured.
const READ_LINES: f32 = 160.0;

/// The smallest side of the chess board, in points.
const SMALLEST_BOARD: f32 = 160.0;

/// The room to leave under the board for the lines a class reads there:
/// what they took last frame ([`note_read_lines`]), [`READ_LINES`] until
/// then.
fn read_lines_room(ui: &Ui, id: egui::Id) -> f32 {
    ui.data(|data| data.get_temp::<f32>(id))
        .unwrap_or(READ_LINES)
}

/// Notes what the lines under the board (whose foot is at `board_bottom`)
/// took, down to the last one drawn: next frame's board leaves them that
/// room, so that the path is never cut at the panel's foot. `id` and the
/// room left this frame, `was`.
fn note_read_lines(ui: &Ui, (id, was): (egui::Id, f32), board_bottom: f32) {
    let taken = ui.min_rect().bottom() - board_bottom + ui.spacing().item_spacing.y;
    if (taken - was).abs() > 0.5 {
        ui.data_mut(|data| data.insert_temp(id, taken));
        ui.ctx()
            .request_discard("the board leaves room for the lines under it");
    }
}

/// Draws the position of `node` (the root if `None`).
pub fn board_panel_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    node: Option<NodeIndex>,
    flipped: bool,
    arrows: bool,
    tools: &mut BoardTools,
    commands: &mut Vec<Command>,
) {
    let state = node
        .and_then(|node| session.state_of(node))
        .unwrap_or_else(|| session.game().root());
    let game = session.game();
    if let Some(grid) = game.grid(&state, last_move(session, node)) {
        grid_panel_ui(ui, session, &grid, node, commands);
        return;
    }
    match (game, state) {
        (AnyGame::Chess(_), AnyState::Chess(state)) => {
            chess_ui(
                ui,
                session,
                &state,
                node,
                (flipped, arrows),
                tools,
                commands,
            );
        }
        (AnyGame::Tree(tree), _) => {
            ui.heading(crate::tr!("window-textbook-tree"));
            ui.label(RichText::new(tree.to_list_string()).monospace());
            let root = mover(tree, &tree.root(), None);
            ui.label(crate::tr!(
                "window-textbook-tree-facts",
                nodes = tree.node_count(),
                leaves = tree.leaf_count(),
                height = tree.height(),
                root = root.name()
            ));
            path_ui(ui, session, node);
        }
        _ => {}
    }
}

/// A grid game's board (any game that gives a [`Grid`]), who is to move
/// and who is MAX, the path and the position's text; a move clicked at the
/// root becomes the new position searched.
fn grid_panel_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    grid: &Grid,
    node: Option<NodeIndex>,
    commands: &mut Vec<Command>,
) {
    let game = session.game();
    let read_lines = ui.scope_id().with("grid_read_lines");
    let below = read_lines_room(ui, read_lines);
    let played = grid::grid_ui(ui, grid, at_root(session, node), below);
    let board_bottom = ui.min_rect().bottom();
    if let Some(mv) = played
        && let Some(text) = game.text_after(&[mv])
    {
        commands.push(Command::Setup(SetupCommand::Load {
            kind: game.kind(),
            text,
        }));
    }
    let max = game
        .grid(&game.root(), None)
        .map_or(grid.to_move, |root| root.to_move);
    let name = |seat: Seat| grid.players[seat.index()].as_str();
    let min = if max == Seat::First {
        Seat::Second
    } else {
        Seat::First
    };
    ui.label(crate::tr!(
        "window-grid-to-move",
        mover = name(grid.to_move),
        max = name(max),
        min = name(min)
    ));
    path_ui(ui, session, node);
    let path = node
        .and_then(|node| Some(session.tree()?.moves_to(node)))
        .unwrap_or_default();
    if let Some(text) = game.text_after(&path) {
        copy_ui(
            ui,
            (
                crate::tr!("window-copy-position"),
                crate::tr!("window-copy-position-tip"),
            ),
            &text,
        );
    }
    note_read_lines(ui, (read_lines, below), board_bottom);
    // The board leaves room for the lines above (the copy row was cut at
    // the panel's foot at 1280×720 in lecture mode); the hint comes last,
    // only whole.
    play_hint(ui, session, node);
}

/// Whether `node` (the root if `None`) is the root: only there is a move
/// on the board a new position to search.
fn at_root(session: &Session<AnyGame>, node: Option<NodeIndex>) -> bool {
    node.is_none_or(|node| session.tree().and_then(|tree| tree.parent(node)).is_none())
}

/// The move into `node`, unless it is the root.
fn last_move(session: &Session<AnyGame>, node: Option<NodeIndex>) -> Option<MoveCode> {
    let node = node.filter(|&node| !at_root(session, Some(node)))?;
    session.tree()?.node(node).map(|data| data.mv)
}

/// Says how moves are played on the board, and when they cannot be, if
/// the room left shows it whole.
fn play_hint(ui: &mut Ui, session: &Session<AnyGame>, node: Option<NodeIndex>) {
    let hint = if at_root(session, node) {
        crate::tr!("window-play-hint-root")
    } else {
        crate::tr!("window-play-hint-inside")
    };
    let galley = ui.painter().layout(
        hint.clone(),
        egui::TextStyle::Small.resolve(ui.style()),
        egui::Color32::PLACEHOLDER,
        ui.available_width(),
    );
    if galley.size().y <= ui.available_height() {
        ui.label(RichText::new(hint).small().weak());
    }
}

/// A copy button (its name and hover text) for `text`, and the text.
fn copy_ui(ui: &mut Ui, (button, hover): (String, String), text: &str) {
    ui.horizontal(|ui| {
        if ui.button(button).on_hover_text(hover).clicked() {
            ui.ctx().copy_text(text.to_owned());
        }
        ui.add(egui::Label::new(RichText::new(text).monospace()).wrap());
    });
}

fn chess_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    state: &ChessState,
    node: Option<NodeIndex>,
    (flipped, arrows_on): (bool, bool),
    tools: &mut BoardTools,
    commands: &mut Vec<Command>,
) {
    let AnyGame::Chess(game) = session.game() else {
        return;
    };
    let last_move = node
        .filter(|&node| session.tree().and_then(|tree| tree.parent(node)).is_some())
        .and_then(|node| session.tree()?.node(node))
        .map(|data| ChessGame::move_squares(data.mv));
    let read_lines = ui.scope_id().with("chess_read_lines");
    let below = read_lines_room(ui, read_lines);
    let side = ui
        .available_width()
        .min(ui.available_height() - below)
        .max(SMALLEST_BOARD);
    if editor::edit_mode_ui(ui, tools, side, flipped, commands) {
        return;
    }
    let board = ui.add(
        Board::new(&ChessGame::pieces(state), side)
            .flipped(flipped)
            .last_move(last_move)
            .check(ChessGame::checked_king(state))
            .arrows(if arrows_on {
                line_arrows(session, node)
            } else {
                Vec::new()
            })
            .sense(egui::Sense::click_and_drag()),
    );
    tools.play.line.follow(&game.root_fen());
    play::play_on_board(ui, &board, flipped, game, state, &mut tools.play, commands);
    play::play_controls_ui(ui, state, &mut tools.play, commands);
    ui.horizontal_wrapped(|ui| {
        let keys = keys_for(&Command::View(ViewCommand::FlipBoard));
        if ui
            .button(crate::tr!("window-flip-board"))
            .on_hover_text(crate::tr!("window-flip-board-tip", keys = &keys))
            .clicked()
        {
            commands.push(Command::View(ViewCommand::FlipBoard));
        }
        let keys = keys_for(&Command::View(ViewCommand::ToggleArrows));
        if ui
            .selectable_label(arrows_on, crate::tr!("window-arrows"))
            .on_hover_text(crate::tr!("window-arrows-tip", keys = &keys))
            .clicked()
        {
            commands.push(Command::View(ViewCommand::ToggleArrows));
        }
        editor::edit_toggle_ui(ui, tools, state);
        ui.label(crate::tr!(
            "window-side-to-move",
            side = side_name(ChessGame::side_to_move(state))
        ));
    });
    let max = game.root_side();
    ui.label(crate::tr!(
        "window-chess-max-min",
        max = side_name(max),
        min = side_name(max.opponent())
    ));
    path_ui(ui, session, node);
    note_read_lines(ui, (read_lines, below), board.rect.bottom());
    copy_ui(
        ui,
        (
            crate::tr!("window-copy-fen"),
            crate::tr!("window-copy-fen-tip"),
        ),
        &ChessGame::fen(state),
    );
}

/// "Path: 1. e4 e5 2. Nf3" for chess, the node's one name for the other
/// games ("Path: 2.1" in a tree, [`crate::game::Wording::path`]).
fn path_ui(ui: &mut Ui, session: &Session<AnyGame>, node: Option<NodeIndex>) {
    let labels = node
        .map(|node| session.path_labels(node))
        .unwrap_or_default();
    let text = match session.game() {
        AnyGame::Chess(game) if !labels.is_empty() => numbered(&labels, game),
        game => game.wording().path(&labels),
    };
    let ply = u8::try_from(ply_of(session, node)).unwrap_or(u8::MAX);
    // Who moves is the node's own (a tree may name it), not the ply's parity.
    let role = match (node, session.tree()) {
        (Some(node), Some(tree)) => tree.role(node),
        _ => crate::game::Role::of(mover(session.game(), &session.game().root(), None), false),
    };
    ui.label(crate::tr!("window-path", path = text));
    if role == crate::game::Role::Chance {
        ui.label(crate::tr!("window-ply-chance", ply = ply));
    } else {
        ui.label(crate::tr!("window-ply-role", ply = ply, role = role.name()));
    }
}

/// SAN moves with move numbers from the root's, as the PV is written
/// (`1. e4 e5 2. Nf3`, `12... gxf6 13. Qg4+`).
fn numbered(labels: &[String], game: &ChessGame) -> String {
    let root = game.root();
    numbered_line(
        root.fullmove_number(),
        ChessGame::side_to_move(&root),
        labels,
    )
}

/// Plies from the root to `node`.
fn ply_of(session: &Session<AnyGame>, node: Option<NodeIndex>) -> usize {
    node.and_then(|node| session.tree()?.node(node))
        .map_or(0, |data| usize::from(data.ply))
}
