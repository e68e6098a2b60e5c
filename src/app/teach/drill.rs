//! The quick drill (D): a small random tree in place of the search, the
//! student clicks the edges alpha-beta prunes (or presses X on a node of
//! the tree) and types the root's value, Enter gives one verdict naming
//! what was missed, spoken, and a streak counts right answers in a row. Size and conventions are chosen here; every
//! rule is the library's ([`crate::teach::drill`]).

use std::collections::BTreeSet;

use egui::{Key, RichText, Ui};
use petgraph::graph::NodeIndex;

use crate::scene::TreeOverlay;
use crate::search::{Cutoff, FailMode};
use crate::teach::drill::{
    BRANCHINGS, DEPTHS, Drill, DrillSettings, DrillVerdict, MAX_LEAVES, Streak,
};

use super::worksheet::fresh_seed;
use crate::app::tree_view::{TreeViewAction, TreeViewState};

/// The drill's state.
#[derive(Default)]
pub struct DrillPanel {
    /// Whether the drill is on screen.
    pub open: bool,
    settings: DrillSettings,
    drill: Option<Drill>,
    /// Key paths of the moves the student marked pruned.
    marked: BTreeSet<String>,
    /// The root value as typed.
    typed: String,
    /// The verdict, once given; the tree is then shown with its answers.
    verdict: Option<DrillVerdict>,
    streak: Streak,
    error: Option<String>,
    view: TreeViewState,
    /// The root-value field should take the focus.
    focus: bool,
    /// The room the panel left for the field's row this frame, and the
    /// panel's `Ui`, the row's parent for a screen reader.
    answer_row: Option<(egui::Rect, egui::Id)>,
    /// The row's height as last drawn (its field is taller than a line).
    answer_height: f32,
}

impl DrillPanel {
    /// Opens the drill on a new random tree of the chosen size.
    pub fn new_tree(&mut self) {
        self.open = true;
        match Drill::new(fresh_seed(), self.settings) {
            Ok(drill) => {
                self.drill = Some(drill);
                self.error = None;
            }
            Err(error) => self.error = Some(error.to_string()),
        }
        self.marked.clear();
        self.typed.clear();
        self.verdict = None;
        self.view = TreeViewState::default();
        self.focus = true;
    }

    /// Asks for the keyboard focus on the drill's tree (T).
    pub fn focus_tree(&mut self) {
        self.view.focus_tree();
    }

    /// The size and conventions chosen.
    pub fn settings(&self) -> DrillSettings {
        self.settings
    }

    /// Opens the drill (on a new tree the first time) or closes it.
    pub fn toggle(&mut self) {
        if self.open {
            self.open = false;
        } else if self.drill.is_none() {
            self.new_tree();
        } else {
            self.open = true;
            self.focus = true;
        }
    }

    /// Gives the verdict, once per tree, and counts it in the streak.
    fn check(&mut self) {
        let Some(drill) = &self.drill else {
            return;
        };
        if self.verdict.is_some() {
            return;
        }
        let verdict = drill.judge(&self.marked, &self.typed);
        self.streak.record(verdict.is_right());
        self.verdict = Some(verdict);
    }

    /// A click on the edge into `node`: marks its move pruned, or unmarks
    /// it (until the verdict).
    fn toggle_edge(&mut self, node: NodeIndex) {
        if self.verdict.is_some() {
            return;
        }
        let Some(path) = self.drill.as_ref().and_then(|d| d.move_path(node)) else {
            return;
        };
        if !self.marked.remove(path) {
            self.marked.insert(path.to_owned());
        }
    }

    /// Draws the panel under the tree: size and conventions, the root
    /// value's field, the verdict and the streak.
    pub fn panel_ui(&mut self, ui: &mut Ui) {
        self.settings_ui(ui);
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        if self.drill.is_none() {
            return;
        }
        self.answer_ui(ui);
        self.verdict_ui(ui);
    }

    /// The heading, New tree, size, conventions, seed and streak.
    fn settings_ui(&mut self, ui: &mut Ui) {
        let before = self.settings;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(crate::tr!("panels-drill")).heading());
            if ui
                .button(crate::tr!("panels-drill-new-tree"))
                .on_hover_text(crate::tr!("panels-drill-new-tree-hint"))
                .clicked()
            {
                self.new_tree();
            }
            ui.separator();
            // A size with more leaves than the window shows legibly is
            // greyed out, with the reason.
            let too_many = |depth: u8, branching: u16| {
                crate::tr!(
                    "panels-drill-too-many",
                    depth = depth,
                    branching = branching,
                    leaves = u32::from(branching).pow(u32::from(depth)),
                    most = MAX_LEAVES
                )
            };
            let chosen = self.settings;
            for depth in DEPTHS {
                ui.add_enabled_ui(DrillSettings::offers(depth, chosen.branching), |ui| {
                    ui.selectable_value(
                        &mut self.settings.depth,
                        depth,
                        crate::tr!("panels-drill-depth", depth = depth),
                    )
                    .on_hover_text(crate::tr!("panels-drill-depth-hint"))
                    .on_disabled_hover_text(too_many(depth, chosen.branching));
                });
            }
            for branching in BRANCHINGS {
                ui.add_enabled_ui(DrillSettings::offers(chosen.depth, branching), |ui| {
                    ui.selectable_value(
                        &mut self.settings.branching,
                        branching,
                        crate::tr!("panels-drill-children", count = branching),
                    )
                    .on_hover_text(crate::tr!("panels-drill-children-hint"))
                    .on_disabled_hover_text(too_many(chosen.depth, branching));
                });
            }
            ui.separator();
            for cutoff in Cutoff::ALL {
                ui.selectable_value(
                    &mut self.settings.cutoff,
                    cutoff,
                    crate::tr!("panels-compare-cut-if", test = cutoff.test()),
                )
                .on_hover_text(crate::tr!("panels-drill-cutoff-hint"));
            }
            for fail in [FailMode::Soft, FailMode::Hard] {
                ui.selectable_value(
                    &mut self.settings.fail,
                    fail,
                    crate::tr!("panels-compare-fail-mode", fail = fail.name()),
                );
            }
            ui.separator();
            if let Some(drill) = &self.drill {
                ui.label(crate::tr!(
                    "panels-drill-seed",
                    seed = drill.seed.to_string()
                ))
                .on_hover_text(crate::tr!("panels-drill-seed-hint"));
            }
            let Streak { current, best } = self.streak;
            ui.label(
                RichText::new(crate::tr!(
                    "panels-drill-streak",
                    current = current,
                    best = best
                ))
                .strong(),
            )
            .on_hover_text(crate::tr!("panels-drill-streak-hint"));
        });
        if self.settings != before {
            // A new size or convention is a new exercise.
            self.new_tree();
        }
    }

    /// The instruction and the marks so far, and the room for the row
    /// with the root value's field ([`Self::answer_row_ui`]).
    fn answer_ui(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::tr!("panels-drill-instruction"));
            let marked: Vec<String> = self
                .marked
                .iter()
                .map(|path| crate::teach::worksheet::path_name(path))
                .collect();
            ui.label(if marked.is_empty() {
                crate::tr!("panels-drill-marked-none")
            } else {
                crate::tr!("panels-drill-marked", moves = marked.join(", "))
            });
        });
        let height = self.answer_height.max(ui.spacing().interact_size.y);
        let (rect, _) = ui.allocate_exact_size(
            egui::vec2(ui.available_width(), height),
            egui::Sense::hover(),
        );
        self.answer_row = Some((rect, ui.unique_id()));
    }

    /// The root value's field and Check, in the room the panel left
    /// them, drawn after the drill's tree: the Tab order is then the
    /// tree's toolbar, the tree, the field and Check, as they are on
    /// screen from top to bottom (drawn with the panel, the field came
    /// 14 Tab stops before the tree: the side panels' and the tree's
    /// toolbar's between). Enter checks (and, after the verdict, gives
    /// the next tree).
    fn answer_row_ui(&mut self, ui: &mut Ui) {
        let Some((rect, panel)) = self.answer_row.take() else {
            return;
        };
        let mut ui = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(rect)
                .layout(egui::Layout::left_to_right(egui::Align::Center))
                .accessibility_parent(panel),
        );
        // The panel's room, and the focus ring around it.
        ui.set_clip_rect(rect.expand(ui.visuals().selection.stroke.width + 1.0));
        self.row_ui(&mut ui);
        // The row's height as drawn is the room asked for next frame.
        let drawn = ui.min_rect().height();
        if (drawn - self.answer_height).abs() > 0.5 {
            self.answer_height = drawn;
            ui.ctx().request_repaint();
        }
    }

    /// The row's label, field and Check button.
    fn row_ui(&mut self, ui: &mut Ui) {
        let name = ui.label(RichText::new(crate::tr!("panels-drill-root-value")).strong());
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut self.typed)
                    .id_salt("drill_root_value")
                    .hint_text(crate::tr!("panels-drill-value-hint"))
                    .desired_width(64.0),
            )
            .labelled_by(name.id);
        // The field takes only what a value is written with, so a
        // shortcut's letter or bracket is never typed into it; D still
        // gives the next tree from the field.
        self.typed.retain(crate::teach::drill::typable);
        // The field keeps the focus after Enter, so the verdict is its
        // description too: Orca 43 reads neither a live region nor a
        // text that has no focus, but it speaks a change of the
        // focused field's description.
        if let Some(verdict) = &self.verdict {
            ui.ctx().accesskit_node_builder(field.id, |node| {
                node.set_description(verdict.sentence());
            });
        }
        if self.focus {
            field.request_focus();
            self.focus = false;
        }
        if field.has_focus()
            && ui.input_mut(|input| input.consume_key(egui::Modifiers::NONE, Key::D))
        {
            self.new_tree();
            return;
        }
        let enter = field.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
        if enter {
            // Enter answers and the field keeps the focus for the next one.
            field.request_focus();
            if self.verdict.is_some() {
                self.new_tree();
            } else {
                self.check();
                ui.ctx().request_repaint();
            }
        }
        let checked = self.verdict.is_some();
        if ui
            .add_enabled(!checked, egui::Button::new(crate::tr!("panels-check")))
            .on_hover_text(crate::tr!("panels-drill-check-hint"))
            .clicked()
        {
            self.check();
            ui.ctx().request_repaint();
        }
    }

    /// The verdict, in colour, and how to go on; before it, a line of the
    /// same height, so that nothing above moves when it comes.
    fn verdict_ui(&self, ui: &mut Ui) {
        let Some(verdict) = &self.verdict else {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(crate::tr!("panels-drill-verdict-later"))
                        .strong()
                        .weak(),
                );
            });
            return;
        };
        let color = if verdict.is_right() {
            ui.visuals().widgets.active.fg_stroke.color
        } else {
            ui.visuals().error_fg_color
        };
        ui.horizontal_wrapped(|ui| {
            let sentence = verdict.sentence();
            crate::app::access::spoken_text(
                ui,
                RichText::new(&sentence).strong().color(color),
                &sentence,
                egui::accesskit::Live::Assertive,
            );
            ui.label(RichText::new(crate::tr!("panels-drill-next")).weak());
        });
    }

    /// `overlay` for the drill's tree: blank inner nodes, the marks, and
    /// the answers once judged.
    pub fn fill_overlay(&self, overlay: &mut TreeOverlay) {
        overlay.blank = true;
        overlay.hide_values = false;
        overlay.sheet.clear();
        if let Some(drill) = &self.drill {
            overlay.sheet = drill.drawing(&self.marked, &self.typed, self.verdict.as_ref());
        }
    }

    /// The drill's tree; a click on an edge marks its move. Then the
    /// field's row under it, in the drill's panel.
    pub fn tree_ui(&mut self, ui: &mut Ui, overlay: &TreeOverlay) {
        let Some(drill) = &self.drill else {
            return;
        };
        let action =
            crate::app::tree_view::tree_view_ui(ui, &drill.whole, None, &mut self.view, overlay);
        if let Some(TreeViewAction::Edge(node)) = action {
            self.toggle_edge(node);
        }
        self.answer_row_ui(ui);
    }
}
