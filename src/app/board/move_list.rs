//! The move list of a chess game pasted as PGN or as moves: numbered SAN
//! moves under the chess field; a click on a move makes the position after
//! it the root (and "Start" the game's start position).

use egui::{RichText, ScrollArea, Ui};

use crate::chess::{PgnGame, Side, move_number, numbered_move, read_game};
use crate::input::GameKind;

use crate::app::command::{Command, SetupCommand};

/// A loaded game and which of its positions is the root.
#[derive(Clone, Debug)]
pub struct MoveList {
    game: PgnGame,
    /// The plies played to reach the root (0: the start position).
    at: usize,
}

impl MoveList {
    /// The move list to show once chess position `text` is the root: the
    /// game's own list (at its last move) if `text` is a game; `previous`,
    /// moved to that position, if `text` is one of its positions (a move
    /// picked, an undo); none otherwise.
    #[must_use]
    pub fn follow(previous: Option<Self>, text: &str) -> Option<Self> {
        if let Some(Ok(game)) = read_game(text) {
            let at = game.moves.len();
            return Some(Self { game, at });
        }
        let mut list = previous?;
        let fen = text.trim();
        if list.game.fen_after(list.at) != Some(fen) {
            list.at =
                (0..=list.game.moves.len()).find(|&ply| list.game.fen_after(ply) == Some(fen))?;
        }
        Some(list)
    }
}

/// Draws the game's heading and its moves; a click loads that position.
pub fn move_list_ui(ui: &mut Ui, list: &MoveList, commands: &mut Vec<Command>) {
    let MoveList { game, at } = list;
    let mut fields = game.start_fen.split_whitespace();
    let first_side = if fields.nth(1) == Some("b") {
        Side::Black
    } else {
        Side::White
    };
    let first = fields
        .nth(3)
        .and_then(|n| n.parse::<u32>().ok())
        .unwrap_or(1);
    let players = match (game.tag("White"), game.tag("Black")) {
        (Some(white), Some(black)) => format!("{white} – {black}"),
        _ => crate::tr!("window-pgn-game"),
    };
    let result = game.result.as_deref().unwrap_or("");
    ui.label(RichText::new(format!("{players}  {result}")).strong())
        .on_hover_text(crate::tr!("window-pgn-tip"));
    let mut pick = None;
    ScrollArea::vertical()
        .id_salt("move list")
        .max_height(160.0)
        .min_scrolled_height(120.0)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                if ui
                    .selectable_label(*at == 0, crate::tr!("window-pgn-start"))
                    .clicked()
                {
                    pick = Some(0);
                }
                for (i, mv) in game.moves.iter().enumerate() {
                    let ply = i + 1;
                    let label = numbered_move(first, first_side, i, &mv.san);
                    // Black's move after White's reads without its number.
                    let shown = if move_number(first, first_side, i).1 == Side::Black && i > 0 {
                        mv.san.clone()
                    } else {
                        label.clone()
                    };
                    let response = ui.selectable_label(*at == ply, shown);
                    response.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, *at == ply, &label)
                    });
                    if response.clicked() {
                        pick = Some(ply);
                    }
                }
            });
        });
    if let Some(fen) = pick.and_then(|ply| game.fen_after(ply)) {
        commands.push(Command::Setup(SetupCommand::Load {
            kind: GameKind::Chess,
            text: fen.to_owned(),
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_follows_its_positions_and_drops_others() {
        let list = MoveList::follow(None, "1. e4 e5 2. Nf3").unwrap();
        assert_eq!(list.at, 3);
        let start = list.game.fen_after(0).unwrap().to_owned();
        let after_e4 = list.game.fen_after(1).unwrap().to_owned();
        let list = MoveList::follow(Some(list), &after_e4).unwrap();
        assert_eq!(list.at, 1);
        let list = MoveList::follow(Some(list), &start).unwrap();
        assert_eq!(list.at, 0);
        assert!(MoveList::follow(Some(list), "4k3/8/8/8/8/8/8/4K2R w K - 0 1").is_none());
        assert!(MoveList::follow(None, "1. e4 e4").is_none());
    }
}
