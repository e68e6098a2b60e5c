//! "Why this move?": the principal variation as numbered SAN, then a table
//! of every root move with its value (exact, or the bound alpha-beta
//! proved), for a refuted move the reply that refuted it, and the line the
//! search expects after it. It shows what is known at the cursor: moves
//! not searched yet say so. Clicking the Value header sorts by value;
//! clicking a move picks its node, clicking a line picks where it leads;
//! ◀ ▶ step the board along the principal variation.

use std::cmp::Reverse;

use egui::{CollapsingHeader, Grid, RichText, Role, ScrollArea, Ui, WidgetInfo};
use petgraph::graph::NodeIndex;

use crate::game::Wording;
use crate::input::{AnyGame, GameKind};
use crate::notation;
use crate::search::Bound;
use crate::session::{RootMoveLine, RootMoveStatus, Session};

use crate::app::command::{Command, InspectCommand};
use crate::app::shell::keys::keys_for;

/// The order of the table's rows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum RootOrder {
    /// As the search took them (moves not searched yet last).
    #[default]
    Search,
    /// Highest value first.
    BestFirst,
    /// Lowest value first.
    WorstFirst,
}

impl RootOrder {
    /// The order a click on the Value header switches to.
    #[must_use]
    pub fn next(self) -> Self {
        match self {
            Self::Search => Self::BestFirst,
            Self::BestFirst => Self::WorstFirst,
            Self::WorstFirst => Self::Search,
        }
    }

    /// The Value header's text, with the arrow of the order.
    fn header(self) -> String {
        match self {
            Self::Search => crate::tr!("panels-row-value"),
            Self::BestFirst => crate::tr!("panels-root-value-best-first"),
            Self::WorstFirst => crate::tr!("panels-root-value-worst-first"),
        }
    }

    /// `rows` in this order; searched moves first when sorting by value,
    /// ties kept in search order.
    #[must_use]
    pub fn sorted(self, mut rows: Vec<RootMoveLine>) -> Vec<RootMoveLine> {
        let key = |row: &RootMoveLine| row.searched().map(|(value, _)| value);
        match self {
            Self::Search => {}
            Self::BestFirst => rows.sort_by_key(|row| (key(row).is_none(), key(row).map(Reverse))),
            Self::WorstFirst => rows.sort_by_key(|row| (key(row).is_none(), key(row))),
        }
        rows
    }
}

/// One row of the table as a person reads it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RowText {
    /// The move (SAN).
    pub mv: String,
    /// `3`, `≤0`, `#1`; `…` while searched, `—` before.
    pub value: String,
    /// The expected line after the move, or how far the search has got.
    pub line: String,
    /// `Nxe5 (2 worse)`, `a5 (≥1 worse)`, `a5 (no better)`, `best`, or empty.
    pub refutation: String,
}

impl RowText {
    /// The texts of `row`.
    #[must_use]
    pub fn of(row: &RootMoveLine) -> Self {
        // The table is shown for chess only, so scores read as chess writes them.
        let (value, line) = match row.status {
            RootMoveStatus::Searched { value, bound } => (
                notation::bounded(value, bound, Wording::CHESS),
                if row.line.is_empty() {
                    crate::tr!("panels-root-game-over")
                } else {
                    row.line.join(" ")
                },
            ),
            RootMoveStatus::Searching => ("…".to_owned(), crate::tr!("panels-status-open")),
            RootMoveStatus::NotSearched => {
                ("—".to_owned(), crate::tr!("panels-root-not-searched-yet"))
            }
            RootMoveStatus::Pruned => ("—".to_owned(), crate::tr!("panels-status-pruned")),
        };
        let refutation = match (&row.refutation, row.worse_by, row.searched()) {
            (Some(reply), Some(0), Some((_, Bound::Upper))) => {
                crate::tr!("panels-root-no-better", reply = reply)
            }
            (Some(reply), Some(worse), Some((_, bound))) => {
                let worse = notation::score(worse, Wording::CHESS);
                if bound == Bound::Upper {
                    crate::tr!("panels-root-at-least-worse", reply = reply, worse = worse)
                } else {
                    crate::tr!("panels-root-worse", reply = reply, worse = worse)
                }
            }
            (Some(reply), _, _) => reply.clone(),
            (None, _, _) if row.best => crate::tr!("panels-root-best"),
            (None, _, _) => String::new(),
        };
        Self {
            mv: row.label.clone(),
            value,
            line,
            refutation,
        }
    }

    /// The row in one sentence, for screen readers and tests:
    /// `a4: ≤0; line a5 b3; refuted by a5 (no better)`.
    #[must_use]
    pub fn spoken(&self) -> String {
        let (mv, value, line) = (&self.mv, &self.value, &self.line);
        if self.refutation == crate::tr!("panels-root-best") {
            crate::tr!(
                "panels-root-spoken-best",
                mv = mv,
                value = value,
                line = line
            )
        } else if self.refutation.is_empty() {
            crate::tr!("panels-root-spoken", mv = mv, value = value, line = line)
        } else {
            crate::tr!(
                "panels-root-spoken-refuted",
                mv = mv,
                value = value,
                line = line,
                refutation = &self.refutation
            )
        }
    }
}

/// The table's state between frames: the order chosen.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct RootMovesTable {
    /// How the rows are sorted.
    pub order: RootOrder,
}

impl RootMovesTable {
    /// The "Why this move?" section of the inspector panel, open at first,
    /// for chess: the principal variation and the table of `session`'s root
    /// moves at the cursor; `shown` is the node the board shows (its row is
    /// highlighted). With `hide_values` (a quiz question open) only a note
    /// is drawn.
    pub fn section_ui(
        &mut self,
        ui: &mut Ui,
        session: &Session<AnyGame>,
        shown: Option<NodeIndex>,
        hide_values: bool,
        commands: &mut Vec<Command>,
    ) {
        if session.game().kind() != GameKind::Chess {
            return;
        }
        CollapsingHeader::new(RichText::new(crate::tr!("panels-root-why")).heading())
            .id_salt("root_moves_section")
            .default_open(true)
            .show(ui, |ui| {
                if hide_values {
                    ui.label(RichText::new(crate::tr!("panels-root-values-hidden")).weak());
                } else {
                    self.table_ui(ui, session, shown, commands);
                }
            });
    }

    /// The principal variation, the count searched, and the table.
    fn table_ui(
        &mut self,
        ui: &mut Ui,
        session: &Session<AnyGame>,
        shown: Option<NodeIndex>,
        commands: &mut Vec<Command>,
    ) {
        let rows = session.root_moves();
        let pv = session.pv_text();
        let done = session.outcome().is_some();
        let pv_label = if done {
            crate::tr!("panels-root-pv")
        } else {
            crate::tr!("panels-root-pv-so-far")
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(pv_label).strong());
            ui.label(if pv.is_empty() {
                crate::tr!("panels-root-none-yet")
            } else {
                pv
            });
        });
        pv_steps_ui(ui, session, shown, commands);
        let searched = rows.iter().filter(|row| row.searched().is_some()).count();
        ui.label(
            RichText::new(crate::tr!(
                "panels-root-searched",
                searched = searched,
                count = rows.len()
            ))
            .weak(),
        );
        let path = shown
            .and_then(|node| session.tree().map(|tree| tree.path(node)))
            .unwrap_or_default();
        let height = (ui.ctx().content_rect().height() * 0.35).max(120.0);
        // Both ways: in lecture mode's large text a narrow panel cuts the
        // last columns, which stay reachable by scrolling sideways.
        ScrollArea::both()
            .id_salt("root_moves_scroll")
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                Grid::new("root_moves_grid")
                    .num_columns(4)
                    .striped(true)
                    .show(ui, |ui| {
                        ui.label(RichText::new(crate::tr!("panels-column-move")).strong());
                        let header = ui
                            .button(RichText::new(self.order.header()).strong())
                            .on_hover_text(crate::tr!("panels-root-sort-hint"));
                        let sort = crate::tr!("panels-root-sort");
                        header.widget_info(|| WidgetInfo::labeled(Role::Button, true, &sort));
                        if header.clicked() {
                            self.order = self.order.next();
                        }
                        ui.label(RichText::new(crate::tr!("panels-root-refuted-by")).strong());
                        ui.label(RichText::new(crate::tr!("panels-root-line")).strong());
                        ui.end_row();
                        for row in self.order.sorted(rows) {
                            row_ui(ui, &row, &path, commands);
                        }
                    });
            });
    }
}

/// ◀ ▶: step the board back and forth along the principal variation, and
/// where on it the board is (`2 / 3`, or `off the line`).
fn pv_steps_ui(
    ui: &mut Ui,
    session: &Session<AnyGame>,
    shown: Option<NodeIndex>,
    commands: &mut Vec<Command>,
) {
    let pv = session.principal_variation();
    if pv.len() < 2 {
        return;
    }
    let at = shown.map_or(Some(0), |node| {
        pv.iter().position(|&pv_node| pv_node == node)
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::tr!("panels-root-on-the-board"));
        for (forward, text, tip) in [
            (false, "◀", crate::tr!("panels-root-pv-back-hint")),
            (true, "▶", crate::tr!("panels-root-pv-forward-hint")),
        ] {
            let command = Command::Inspect(InspectCommand::StepPv { forward });
            let enabled = session.pv_step(shown, forward).is_some();
            let keys = keys_for(&command);
            let button = ui
                .add_enabled(enabled, egui::Button::new(text))
                .on_hover_text(crate::tr!("panels-root-hint-keys", hint = tip, keys = keys));
            let name = if forward {
                crate::tr!("panels-root-pv-forward")
            } else {
                crate::tr!("panels-root-pv-back")
            };
            button.widget_info(|| WidgetInfo::labeled(Role::Button, enabled, &name));
            if button.clicked() {
                commands.push(command);
            }
        }
        let plies = pv.len() - 1;
        ui.label(match at {
            Some(index) => crate::tr!("panels-root-ply-of", ply = index, plies = plies),
            None => crate::tr!("panels-root-off-the-line"),
        });
    });
}

/// One row: the move (click: pick its node), value, refutation, line
/// (click: pick where it leads).
fn row_ui(ui: &mut Ui, row: &RootMoveLine, path: &[NodeIndex], commands: &mut Vec<Command>) {
    let text = RowText::of(row);
    let on_path = row.node.is_some_and(|node| path.get(1) == Some(&node));
    let mut mv = RichText::new(&text.mv);
    if row.best {
        mv = mv.strong();
    }
    let response = ui.selectable_label(on_path, mv);
    let spoken = text.spoken();
    response.widget_info(|| WidgetInfo::selected(Role::Button, true, on_path, &spoken));
    if let Some(node) = row.node
        && response
            .on_hover_text(crate::tr!("panels-root-show-node-hint"))
            .clicked()
    {
        commands.push(Command::Inspect(InspectCommand::Select(node)));
    }
    let value = RichText::new(&text.value);
    ui.label(if row.best { value.strong() } else { value });
    ui.label(&text.refutation);
    match row.line_end {
        Some(end) => {
            let link = ui.link(&text.line);
            let spoken = crate::tr!("panels-root-line-after", mv = &text.mv, line = &text.line);
            link.widget_info(|| WidgetInfo::labeled(Role::Link, true, &spoken));
            if link
                .on_hover_text(crate::tr!("panels-root-line-hint"))
                .clicked()
            {
                commands.push(Command::Inspect(InspectCommand::Select(end)));
            }
        }
        None => {
            ui.label(RichText::new(&text.line).weak());
        }
    }
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MoveCode;

    fn row(
        status: RootMoveStatus,
        refutation: Option<&str>,
        worse_by: Option<i32>,
    ) -> RootMoveLine {
        RootMoveLine {
            mv: MoveCode(0),
            node: None,
            label: "a4".to_owned(),
            uci: None,
            status,
            best: false,
            line: vec!["a5".to_owned(), "b3".to_owned()],
            line_end: None,
            refutation: refutation.map(str::to_owned),
            worse_by,
        }
    }

    #[test]
    fn a_refuted_move_names_the_reply_and_how_much_worse() {
        let upper = RootMoveStatus::Searched {
            value: -2,
            bound: Bound::Upper,
        };
        let text = RowText::of(&row(upper, Some("a5"), Some(3)));
        assert_eq!(
            (text.value.as_str(), text.refutation.as_str()),
            ("≤−2", "a5 (≥3 worse)")
        );
        assert_eq!(
            text.spoken(),
            "a4: ≤−2; line a5 b3; refuted by a5 (≥3 worse)"
        );
        let text = RowText::of(&row(upper, Some("a5"), Some(0)));
        assert_eq!(text.refutation, "a5 (no better)");
        let exact = RootMoveStatus::Searched {
            value: 1,
            bound: Bound::Exact,
        };
        assert_eq!(
            RowText::of(&row(exact, Some("a5"), Some(2))).refutation,
            "a5 (2 worse)"
        );
        // A mate on either side: no difference in pawns.
        assert_eq!(
            RowText::of(&row(upper, Some("Kxf7"), None)).refutation,
            "Kxf7"
        );
    }

    #[test]
    fn moves_not_searched_yet_say_so_and_sort_last() {
        let pending = RowText::of(&row(RootMoveStatus::NotSearched, None, None));
        assert_eq!(
            (pending.value.as_str(), pending.line.as_str()),
            ("—", "not searched yet")
        );
        let searching = RowText::of(&row(RootMoveStatus::Searching, None, None));
        assert_eq!(searching.line, "being searched");
        let value = |v| RootMoveStatus::Searched {
            value: v,
            bound: Bound::Exact,
        };
        let mut rows = vec![
            row(RootMoveStatus::NotSearched, None, None),
            row(value(1), None, None),
            row(value(5), None, None),
            row(value(-3), None, None),
        ];
        for (index, row) in rows.iter_mut().enumerate() {
            row.label = index.to_string();
        }
        let labels = |rows: Vec<RootMoveLine>| -> Vec<String> {
            rows.into_iter().map(|row| row.label).collect()
        };
        assert_eq!(
            labels(RootOrder::BestFirst.sorted(rows.clone())),
            ["2", "1", "3", "0"]
        );
        assert_eq!(
            labels(RootOrder::WorstFirst.sorted(rows.clone())),
            ["3", "1", "2", "0"]
        );
        assert_eq!(labels(RootOrder::Search.sorted(rows)), ["0", "1", "2", "3"]);
        assert_eq!(RootOrder::WorstFirst.next(), RootOrder::Search);
    }
}
