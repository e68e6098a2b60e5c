//! Worksheet mode: the tree drawn blank (values only at the leaves) with
//! what the student writes at its nodes; cells filled in search order from
//! the keyboard, graded against the key of the recorded alpha-beta search
//! ([`crate::teach::worksheet`]). The answers are kept by tree, so leaving
//! and re-entering worksheet mode, or coming back to a tree, keeps them.

mod panel;
mod spec;

use std::collections::HashMap;

use crate::export::sheet::Heading;
use crate::input::AnyGame;
use crate::scene::TreeOverlay;
use crate::search::{Algorithm, Cutoff};
use crate::session::Session;
use crate::teach::worksheet::{
    Answers, CellKind, Drawing, Fill, KeyEntry, Report, SheetCell, grade, key, next_step, search,
    sheet_cells, sheet_nodes,
};
use crate::textbook::TextbookTree;

use crate::app::tree_view::{TreeViewAction, TreeViewState};
use spec::SpecFields;
pub use spec::fresh_seed;

/// A tree being worked on.
struct Sheet {
    /// The tree as text: what the answers are kept under.
    text: String,
    /// Minimax over the tree: every node, drawn blank.
    whole: Session<AnyGame>,
    /// The answer key from the alpha-beta search.
    key: Vec<KeyEntry>,
    /// The cells in search order.
    cells: Vec<SheetCell>,
    /// What a printed page's heading says about the tree and the key.
    heading: Heading,
    /// The generator fields that made the tree (`None`: typed or searched),
    /// to write the heading's line again in another language.
    made_by: Option<SpecFields>,
    answers: Answers,
    /// The last check, until the answers change.
    report: Option<Report>,
    /// The cell being filled.
    at: usize,
    /// The text in the entry field.
    typing: String,
    /// The answers before the last reset, to undo it.
    before_reset: Option<Answers>,
}

/// Worksheet mode's state.
#[derive(Default)]
pub struct WorksheetPanel {
    /// Whether worksheet mode is on.
    pub open: bool,
    spec: SpecFields,
    fill: Fill,
    /// The cutoff convention the key follows: the explorer's option.
    cutoff: Cutoff,
    sheet: Option<Sheet>,
    /// Answers of trees left, by tree text.
    saved: HashMap<String, Answers>,
    error: Option<String>,
    /// The sheet's own zoom and pan.
    pub view: TreeViewState,
    /// The entry field should take the focus.
    focus: bool,
}

impl WorksheetPanel {
    /// Turns worksheet mode on (on `current`, the textbook tree searched
    /// now, if there is one and no sheet yet; else a fresh tree) or off.
    /// The key follows `cutoff`, the explorer's convention: a sheet made
    /// under the other one is graded anew, its answers kept.
    pub fn toggle(&mut self, current: Option<&TextbookTree>, cutoff: Cutoff) {
        self.open = !self.open;
        let changed = std::mem::replace(&mut self.cutoff, cutoff) != cutoff;
        if self.open {
            let kept = self
                .sheet
                .as_ref()
                .map(|sheet| sheet.whole.game().as_textbook().cloned());
            match (kept, current) {
                (Some(Some(tree)), _) if changed => self.start(&tree),
                (Some(_), _) => {}
                (None, Some(tree)) => self.start(tree),
                (None, None) => self.new_tree(),
            }
        }
        self.focus = self.open;
    }

    /// The session drawn in place of the search while the mode is on.
    pub fn whole(&self) -> Option<&Session<AnyGame>> {
        self.sheet.as_ref().map(|sheet| &sheet.whole)
    }

    /// The sheet's whole tree, its key and a printed page's heading.
    pub fn printable(&self) -> Option<(&Session<AnyGame>, &[KeyEntry], &Heading)> {
        self.sheet
            .as_ref()
            .map(|sheet| (&sheet.whole, sheet.key.as_slice(), &sheet.heading))
    }

    /// Writes the printed heading's line again in the language now spoken.
    pub fn retell(&mut self) {
        if let Some(sheet) = &mut self.sheet {
            sheet.heading.made = sheet.made_by.as_ref().map_or_else(
                || crate::tr!("panels-worksheet-made-tree", tree = &sheet.text),
                SpecFields::made,
            );
        }
    }

    /// A fresh tree from the generator fields.
    fn new_tree(&mut self) {
        match self.spec.generate() {
            Ok(tree) => {
                self.start(&tree);
                if let Some(sheet) = &mut self.sheet {
                    sheet.heading.made = self.spec.made();
                    sheet.made_by = Some(self.spec.clone());
                }
            }
            Err(error) => self.error = Some(error),
        }
    }

    /// Works on `tree`: the answers kept for it come back.
    fn start(&mut self, tree: &TextbookTree) {
        if tree.has_chance() {
            // Worksheet mode grades minimax's values and alpha-beta's
            // windows; a chance tree's sheet is expectimax's, printed.
            self.error = Some(crate::tr!("panels-worksheet-chance"));
            return;
        }
        self.keep();
        let text = tree.to_list_string();
        let cutoff = self.cutoff;
        let searched = search(tree, Algorithm::Minimax, cutoff)
            .and_then(|whole| Ok((whole, search(tree, Algorithm::AlphaBeta, cutoff)?)));
        let (whole, alpha_beta) = match searched {
            Ok(pair) => pair,
            Err(error) => {
                self.error = Some(error.to_string());
                return;
            }
        };
        let answers = self.saved.remove(&text).unwrap_or_default();
        let options = alpha_beta.options();
        let heading = Heading {
            made: crate::tr!("panels-worksheet-made-tree", tree = &text),
            cutoff: options.cutoff,
            fail: options.fail,
            root: whole
                .tree()
                .and_then(|tree| Some(tree.player(tree.root()?)))
                .unwrap_or(crate::search::Player::Max),
            fill: Fill::Windows,
            chance: false,
        };
        self.sheet = Some(Sheet {
            heading,
            made_by: None,
            cells: sheet_cells(&whole, self.fill),
            key: key(&alpha_beta),
            whole,
            text,
            answers,
            report: None,
            at: 0,
            typing: String::new(),
            before_reset: None,
        });
        self.error = None;
        self.view = TreeViewState::default();
        self.load_typing();
        self.focus = true;
    }

    /// Keeps the current sheet's answers for when its tree comes back.
    fn keep(&mut self) {
        if let Some(sheet) = self.sheet.take() {
            self.saved.insert(sheet.text, sheet.answers);
        }
    }

    /// Switches between filling windows and values only: the sheet starts
    /// again at its first cell, whose field takes the focus (Tab moves
    /// between cells only from the field).
    fn set_fill(&mut self, fill: Fill) {
        self.fill = fill;
        if let Some(sheet) = &mut self.sheet {
            sheet.cells = sheet_cells(&sheet.whole, fill);
            sheet.at = 0;
            sheet.report = None;
            self.focus = true;
        }
        self.load_typing();
    }

    fn current(&self) -> Option<&SheetCell> {
        let sheet = self.sheet.as_ref()?;
        sheet.cells.get(sheet.at)
    }

    /// Puts the current cell's answer in the entry field.
    fn load_typing(&mut self) {
        let Some(sheet) = &mut self.sheet else {
            return;
        };
        sheet.typing = sheet.cells.get(sheet.at).map_or_else(String::new, |cell| {
            sheet.answers.text(&cell.path, cell.kind).to_owned()
        });
    }

    /// Writes the entry field into the current cell.
    fn commit(&mut self) {
        let Some(sheet) = &mut self.sheet else {
            return;
        };
        let Some(cell) = sheet.cells.get(sheet.at) else {
            return;
        };
        if cell.kind == CellKind::Pruned {
            return;
        }
        if sheet.answers.text(&cell.path, cell.kind) != sheet.typing.trim() {
            sheet.answers.set(&cell.path, cell.kind, &sheet.typing);
            sheet.report = None;
        }
    }

    /// Commits and moves `by` cells (wrapping round).
    fn step(&mut self, by: isize) {
        self.commit();
        if let Some(sheet) = &mut self.sheet {
            let count = sheet.cells.len().max(1);
            sheet.at = (sheet.at as isize + by).rem_euclid(count as isize) as usize;
        }
        self.load_typing();
        self.focus = true;
    }

    /// Commits and moves to the first cell of `node`'s path.
    fn jump_to(&mut self, node: petgraph::graph::NodeIndex) {
        self.commit();
        if let Some(sheet) = &mut self.sheet
            && let Some(place) = sheet.cells.iter().position(|cell| cell.node == node)
        {
            sheet.at = place;
        }
        self.load_typing();
        self.focus = true;
    }

    /// Marks the move into the current cell's node pruned, or unmarks it.
    fn toggle_pruned(&mut self) {
        let Some(sheet) = &mut self.sheet else {
            return;
        };
        let Some(cell) = sheet.cells.get(sheet.at) else {
            return;
        };
        if cell.path != crate::game::ROOT_PATH {
            sheet.answers.toggle_pruned(&cell.path);
            sheet.report = None;
        }
    }

    /// Marks the move into `node` pruned, or unmarks it (a click on its
    /// edge), and makes that mark the current cell.
    fn mark_edge(&mut self, node: petgraph::graph::NodeIndex) {
        self.commit();
        if let Some(sheet) = &mut self.sheet
            && let Some(place) = sheet
                .cells
                .iter()
                .position(|cell| cell.node == node && cell.kind == CellKind::Pruned)
        {
            sheet.at = place;
        } else {
            return;
        }
        self.toggle_pruned();
        self.load_typing();
        self.focus = true;
    }

    /// Grades every cell.
    fn check(&mut self) {
        self.commit();
        let fill = self.fill;
        if let Some(sheet) = &mut self.sheet {
            sheet.report = Some(grade(&sheet.key, fill, &sheet.answers));
        }
    }

    /// The hint: the next cell in search order that is not right gets its
    /// answer, and becomes the current cell.
    fn hint(&mut self) {
        self.commit();
        let fill = self.fill;
        let Some(sheet) = &mut self.sheet else {
            return;
        };
        let report = grade(&sheet.key, fill, &sheet.answers);
        let Some(next) = next_step(&report) else {
            sheet.report = Some(report);
            return;
        };
        if next.cell.kind == CellKind::Pruned {
            sheet.answers.toggle_pruned(&next.path);
        } else {
            sheet.answers.set(&next.path, next.cell.kind, &next.answer);
        }
        let (path, kind) = (next.path.clone(), next.cell.kind);
        if let Some(place) = sheet
            .cells
            .iter()
            .position(|cell| cell.path == path && cell.kind == kind)
        {
            sheet.at = place;
        }
        sheet.report = None;
        self.load_typing();
    }

    /// Empties the sheet (undoable with [`Self::undo_reset`]).
    fn reset(&mut self) {
        if let Some(sheet) = &mut self.sheet {
            sheet.before_reset = Some(std::mem::take(&mut sheet.answers));
            sheet.report = None;
            sheet.at = 0;
        }
        self.load_typing();
    }

    fn undo_reset(&mut self) {
        if let Some(sheet) = &mut self.sheet
            && let Some(answers) = sheet.before_reset.take()
        {
            sheet.answers = answers;
        }
        self.load_typing();
    }

    /// Fills `overlay` with the tree blank and the student's entries
    /// (once checked, with the grading and what the search never visited
    /// greyed: the printed key's drawing).
    pub fn fill_overlay(&self, overlay: &mut TreeOverlay) {
        overlay.blank = true;
        // What is hidden while the mode is on is the search behind the
        // sheet; the sheet's leaves and the student's entries are shown.
        overlay.hide_values = false;
        overlay.sheet.clear();
        let Some(sheet) = &self.sheet else {
            return;
        };
        overlay.sheet = sheet_nodes(&Drawing {
            cells: &sheet.cells,
            answers: &sheet.answers,
            report: sheet.report.as_ref(),
            current: sheet.cells.get(sheet.at).map(|cell| cell.node),
            fill: self.fill,
            reveal: sheet.report.as_ref().map(|_| sheet.key.as_slice()),
        });
    }
}

impl WorksheetPanel {
    /// The sheet's tree, drawn with `overlay` (blank, with the entries); a
    /// click on a node goes to its first cell, a click on an edge marks
    /// its move pruned (or unmarks it).
    pub fn tree_ui(&mut self, ui: &mut egui::Ui, overlay: &TreeOverlay) {
        let Some(sheet) = &self.sheet else {
            return;
        };
        let action =
            crate::app::tree_view::tree_view_ui(ui, &sheet.whole, None, &mut self.view, overlay);
        match action {
            Some(TreeViewAction::Select(node)) => self.jump_to(node),
            Some(TreeViewAction::Edge(node)) => self.mark_edge(node),
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_printed_heading_is_written_again_in_the_language_chosen() {
        let mut panel = WorksheetPanel::default();
        panel.spec.seed = 7;
        panel.new_tree();
        let made = |panel: &WorksheetPanel| panel.printable().unwrap().2.made.clone();
        assert!(
            made(&panel).starts_with("Seed 7 · depth 3 · "),
            "{}",
            made(&panel)
        );
        let _speaking = crate::i18n::use_on_this_thread(crate::i18n::Lang::parse("de").unwrap());
        panel.retell();
        assert!(
            made(&panel).starts_with("Startwert 7 · Tiefe 3 · "),
            "{}",
            made(&panel)
        );
    }
}
