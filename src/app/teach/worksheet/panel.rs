//! The worksheet panel under the tree: where the tree comes from (the
//! current textbook tree or a generated one), the entry field for the cell
//! in search order, Check / Show the next step / Reset, the score and the
//! list of cells that are not right, each with its sentence.

use egui::{Key, Modifiers, RichText, Ui};

use crate::teach::worksheet::{CellKind, Fill, Verdict};
use crate::textbook::TextbookTree;
use crate::textbook::generate::Order;

use super::WorksheetPanel;
use super::spec::fresh_seed;
use crate::app::command::ExportKind;
use crate::app::command::{Command, FilesCommand};

impl WorksheetPanel {
    /// Draws the panel; `current` is the textbook tree searched now, if any.
    /// Export sheet… and Export key… push their commands to `commands`.
    pub fn panel_ui(
        &mut self,
        ui: &mut Ui,
        current: Option<&TextbookTree>,
        commands: &mut Vec<Command>,
    ) {
        self.source_ui(ui, current);
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        if self.sheet.is_none() {
            return;
        }
        ui.separator();
        self.entry_ui(ui);
        self.actions_ui(ui, commands);
        self.results_ui(ui);
    }

    /// The tree's source and the generator fields.
    fn source_ui(&mut self, ui: &mut Ui, current: Option<&TextbookTree>) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(crate::tr!("panels-worksheet")).heading());
            if let Some(tree) = current
                && ui
                    .button(crate::tr!("panels-worksheet-current-tree"))
                    .on_hover_text(crate::tr!("panels-worksheet-current-tree-hint"))
                    .clicked()
            {
                self.start(tree);
            }
            ui.separator();
            let seed = ui.label(crate::tr!("panels-worksheet-seed"));
            ui.add(egui::DragValue::new(&mut self.spec.seed))
                .labelled_by(seed.id);
            if ui
                .button("🎲")
                .on_hover_text(crate::tr!("panels-worksheet-new-seed"))
                .clicked()
            {
                self.spec.seed = fresh_seed();
            }
            let depth = ui.label(crate::tr!("panels-passes-depth"));
            ui.add(egui::DragValue::new(&mut self.spec.depth).range(1..=6))
                .labelled_by(depth.id);
            let branching = ui.label(crate::tr!("panels-stats-branching"));
            ui.add(egui::TextEdit::singleline(&mut self.spec.branching).desired_width(48.0))
                .labelled_by(branching.id)
                .on_hover_text(crate::tr!("panels-worksheet-branching-hint"));
            let values = ui.label(crate::tr!("panels-worksheet-values"));
            ui.add(egui::TextEdit::singleline(&mut self.spec.values).desired_width(72.0))
                .labelled_by(values.id)
                .on_hover_text(crate::tr!("panels-worksheet-values-hint"));
            let order = ui.label(crate::tr!("panels-worksheet-order"));
            let menu = egui::ComboBox::from_id_salt("worksheet_order")
                .selected_text(self.spec.order.name())
                .show_ui(ui, |ui| {
                    for order in [Order::Random, Order::Best, Order::Worst] {
                        ui.selectable_value(&mut self.spec.order, order, order.name());
                    }
                })
                .response
                .labelled_by(order.id);
            crate::app::access::combo_value(ui.ctx(), &menu, self.spec.order.name());
            if ui
                .button(crate::tr!("panels-worksheet-new-tree"))
                .on_hover_text(crate::tr!("panels-worksheet-new-tree-hint"))
                .clicked()
            {
                self.new_tree();
            }
            ui.separator();
            for fill in [Fill::Windows, Fill::ValuesOnly] {
                if ui
                    .selectable_label(self.fill == fill, fill.name())
                    .clicked()
                {
                    self.set_fill(fill);
                }
            }
        });
    }

    /// The current cell's name and its entry field; Tab / Shift+Tab move,
    /// Enter commits and moves on, Space marks a pruned move. Tab from the
    /// last cell (Shift+Tab from the first) leaves the cells for the next
    /// control, as Tab does everywhere else.
    fn entry_ui(&mut self, ui: &mut Ui) {
        let Some(cell) = self.current().cloned() else {
            return;
        };
        let (count, at) = self
            .sheet
            .as_ref()
            .map_or((0, 0), |sheet| (sheet.cells.len(), sheet.at));
        let field_id = ui.make_persistent_id("worksheet_entry");
        let in_field = ui.memory(|memory| memory.has_focus(field_id));
        let (back, forward) = ui.input_mut(|input| {
            (
                in_field && at > 0 && input.consume_key(Modifiers::SHIFT, Key::Tab),
                in_field && at + 1 < count && input.consume_key(Modifiers::NONE, Key::Tab),
            )
        });
        let pruned_cell = cell.kind == CellKind::Pruned;
        let marked = self
            .sheet
            .as_ref()
            .is_some_and(|sheet| sheet.answers.pruned.contains(&cell.path));
        ui.horizontal_wrapped(|ui| {
            let name = ui.label(
                RichText::new(crate::tr!(
                    "panels-worksheet-cell",
                    number = at + 1,
                    count = count,
                    cell = cell.name()
                ))
                .strong(),
            );
            let Some(sheet) = &mut self.sheet else {
                return;
            };
            let hint = if pruned_cell {
                crate::tr!("panels-worksheet-space-marks")
            } else {
                crate::tr!("panels-worksheet-entry-hint")
            };
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut sheet.typing)
                        .id(field_id)
                        .hint_text(hint)
                        .desired_width(80.0),
                )
                .labelled_by(name.id);
            if self.focus {
                field.request_focus();
                self.focus = false;
            }
            if pruned_cell && !sheet.typing.is_empty() {
                // Space (or x) marks the move; anything else is not an answer here.
                let marks = sheet.typing.contains([' ', 'x', 'X']);
                sheet.typing.clear();
                if marks {
                    self.toggle_pruned();
                }
            }
            // After the field has taken this frame's typing.
            if back || forward {
                self.step(if back { -1 } else { 1 });
            } else if field.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter)) {
                self.step(1);
            } else if field.lost_focus() {
                // Tab out of the cells: what was typed is written.
                self.commit();
            }
            if ui
                .selectable_label(
                    marked,
                    // The scissors are an icon, drawn from the window's
                    // emoji font, not a word of the catalog.
                    format!("✂ {}", crate::tr!("panels-worksheet-pruned")),
                )
                .on_hover_text(crate::tr!("panels-worksheet-pruned-hint"))
                .clicked()
            {
                self.toggle_pruned();
            }
            ui.label(RichText::new(crate::tr!("panels-worksheet-keys")).weak());
        });
    }

    /// Check, the hint, reset and undo, and the two exports.
    fn actions_ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(crate::tr!("panels-check"))
                .on_hover_text(crate::tr!("panels-worksheet-check-hint"))
                .clicked()
            {
                self.check();
            }
            if ui
                .button(crate::tr!("panels-worksheet-next-step"))
                .on_hover_text(crate::tr!("panels-worksheet-next-step-hint"))
                .clicked()
            {
                self.hint();
            }
            if ui
                .button(crate::tr!("panels-worksheet-reset"))
                .on_hover_text(crate::tr!("panels-worksheet-reset-hint"))
                .clicked()
            {
                self.reset();
            }
            let undo = self
                .sheet
                .as_ref()
                .is_some_and(|s| s.before_reset.is_some());
            if undo
                && ui
                    .button(crate::tr!("panels-worksheet-undo-reset"))
                    .clicked()
            {
                self.undo_reset();
            }
            ui.separator();
            if ui
                .button(crate::tr!("panels-worksheet-export-sheet"))
                .on_hover_text(crate::tr!("panels-worksheet-export-sheet-hint"))
                .clicked()
            {
                commands.push(Command::Files(FilesCommand::OpenExport(ExportKind::Sheet)));
            }
            if ui
                .button(crate::tr!("panels-worksheet-export-key"))
                .on_hover_text(crate::tr!("panels-worksheet-export-key-hint"))
                .clicked()
            {
                commands.push(Command::Files(FilesCommand::OpenExport(ExportKind::Key)));
            }
            ui.separator();
            if let Some(report) = self.sheet.as_ref().and_then(|s| s.report.as_ref()) {
                ui.label(
                    RichText::new(crate::tr!(
                        "panels-worksheet-score",
                        score = report.score_text()
                    ))
                    .strong(),
                );
            }
        });
    }

    /// The cells that are not right, each with its answer and sentence, in
    /// a list up to a third of the window tall (it scrolls past that), so
    /// a whole sheet's mistakes can be read at once on a large screen.
    fn results_ui(&self, ui: &mut Ui) {
        let Some(report) = self.sheet.as_ref().and_then(|s| s.report.as_ref()) else {
            return;
        };
        let wrong = ui.visuals().error_fg_color;
        let missing = ui.visuals().warn_fg_color;
        // The panel is only as tall as what it holds: ask for the room, or
        // the box gets what is left of it (three lines).
        let tallest = (ui.ctx().content_rect().height() / 3.0).max(140.0);
        egui::ScrollArea::vertical()
            .max_height(tallest)
            .min_scrolled_height(tallest)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for graded in report.cells.iter().filter(|g| g.verdict != Verdict::Right) {
                    let color = if graded.verdict == Verdict::Wrong {
                        wrong
                    } else {
                        missing
                    };
                    ui.colored_label(color, graded.line());
                }
            });
    }
}
