//! The inspector's evaluation section for a chess node: a table of the
//! pieces per kind and side (counts, values, the difference), the
//! piece-square terms that weigh most and, folded, every one (for `pst`), and the
//! total from White's and MAX's view; for an ended game, the ending named
//! instead. For a leaf this is the score the search used; for an inner node
//! the static evaluation of its position, which the search did not use.

use egui::{Grid, RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::chess::{EvalKind, Explanation, Side, SquareTerm, ending_text};
use crate::game::{Game as _, Wording};
use crate::input::{AnyGame, AnyState};
use crate::notation;
use crate::session::Session;

/// How many piece-square terms are listed before the fold.
const BIGGEST_TERMS: usize = 6;

/// The evaluation of `node`'s position, if the game is chess; `leaf` says
/// whether the search scored the node with it. Returns whether it drew.
pub fn chess_evaluation_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    node: NodeIndex,
    leaf: bool,
) -> bool {
    let (AnyGame::Chess(game), Some(AnyState::Chess(state))) =
        (session.game(), session.state_of(node))
    else {
        return false;
    };
    ui.add_space(6.0);
    if leaf {
        ui.label(RichText::new(crate::tr!("panels-evaluation")).strong());
        wrapped(
            ui,
            RichText::new(crate::tr!("panels-eval-leaf-note")).weak(),
        );
    } else {
        ui.label(RichText::new(crate::tr!("panels-eval-static")).strong());
        wrapped(
            ui,
            RichText::new(crate::tr!("panels-eval-static-note")).weak(),
        );
    }
    if let Some(ending) = game.terminal(&state) {
        wrapped(
            ui,
            crate::tr!("panels-eval-game-over", ending = ending_text(ending)).into(),
        );
        return true;
    }
    let explained = game.explanation(&state);
    pieces_table_ui(ui, &explained);
    if explained.eval == EvalKind::Pst {
        squares_ui(ui, &explained);
    }
    let white_view = explained.total();
    let max = game.root_side();
    let max_view = match max {
        Side::White => white_view,
        Side::Black => -white_view,
    };
    let unit = match explained.eval {
        EvalKind::Material => "pawns",
        EvalKind::Pst => "centipawns",
    };
    wrapped(
        ui,
        crate::tr!(
            "panels-eval-total",
            white = signed(white_view),
            unit = unit,
            max = side_key(max),
            score = notation::score(max_view, Wording::CHESS)
        )
        .into(),
    );
    true
}

/// One row per kind: each side's count with its value in brackets, and
/// White's lead; then the material sums.
fn pieces_table_ui(ui: &mut Ui, explained: &Explanation) {
    ui.label(RichText::new(crate::tr!("panels-eval-pieces")).weak());
    Grid::new("eval_pieces_grid")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for header in [
                crate::tr!("panels-eval-piece"),
                crate::tr!("panels-eval-white"),
                crate::tr!("panels-eval-black"),
                crate::tr!("panels-eval-difference"),
            ] {
                ui.label(RichText::new(header).strong());
            }
            ui.end_row();
            for row in &explained.kinds {
                let each = explained.eval.piece_value(row.kind);
                ui.label(row.kind.letter().to_string())
                    .on_hover_text(crate::tr!(
                        "panels-eval-piece-value",
                        kind = row.kind.name(),
                        each = each.to_string()
                    ));
                ui.label(format!("{} ({})", row.white_count, row.white_value));
                ui.label(format!("{} ({})", row.black_count, row.black_value));
                ui.label(signed(row.difference()));
                ui.end_row();
            }
            let (white, black) = (explained.white_material(), explained.black_material());
            ui.label(RichText::new(crate::tr!("panels-eval-sum")).strong());
            ui.label(RichText::new(white.to_string()).strong());
            ui.label(RichText::new(black.to_string()).strong());
            ui.label(RichText::new(signed(white - black)).strong());
            ui.end_row();
        });
}

/// The piece-square sum and the terms that weigh most.
fn squares_ui(ui: &mut Ui, explained: &Explanation) {
    wrapped(
        ui,
        crate::tr!(
            "panels-eval-square-bonuses",
            bonus = signed(explained.piece_square())
        )
        .into(),
    );
    let every = explained.biggest_squares(usize::MAX);
    if every.is_empty() {
        return;
    }
    ui.label(RichText::new(crate::tr!("panels-eval-weighing-most")).weak());
    square_terms_ui(
        ui,
        "eval_squares_grid",
        &every[..every.len().min(BIGGEST_TERMS)],
    );
    if every.len() > BIGGEST_TERMS {
        egui::CollapsingHeader::new(crate::tr!("panels-eval-all-terms", count = every.len()))
            .id_salt("eval_every_square")
            .show(ui, |ui| {
                square_terms_ui(ui, "eval_every_square_grid", &every);
            });
    }
}

/// One row per piece: where it stands and its bonus, White's view.
fn square_terms_ui(ui: &mut Ui, id: &str, terms: &[SquareTerm]) {
    Grid::new(id).num_columns(2).striped(true).show(ui, |ui| {
        for term in terms {
            ui.label(crate::tr!(
                "panels-eval-square-term",
                side = side_key(term.piece.side),
                kind = term.piece.kind.name(),
                square = term.square.to_string()
            ));
            ui.label(signed(term.bonus));
            ui.end_row();
        }
    });
}

/// A label that wraps at the panel's edge (the inspector's grids do not
/// wrap by default, and their last column ran past it).
pub(super) fn wrapped(ui: &mut Ui, text: RichText) {
    ui.add(egui::Label::new(text).wrap());
}

/// A side as the catalogs' messages select on it (`white`, `black`).
fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// A term's value as scores are written (`3`, `−2`).
fn signed(value: i32) -> String {
    notation::score(value, Wording::CHESS)
}
