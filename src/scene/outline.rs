//! The outline: the search tree for wide games (chess, Connect Four) as
//! rows, left to right, one node a row in search order, indented by ply,
//! with its move, value, window and cutoff in columns, as a table reads.
//!
//! Rows are only ever added below: a node once written keeps its row, or
//! is folded into its parent's row when the parent finishes (its row then
//! says how many moves it searched and pruned), so what the lecturer points
//! at never moves. When the search is over, the principal variation is
//! unfolded; a double-click unfolds (or folds) any row. A run of pruned moves is one row listing every pruned move.
//! The rows follow the node being searched, like a log; once they scroll,
//! the rows of the shown rows' ancestors (the root first) stay pinned at
//! the top, so every row shown has its parent on screen. The user's wheel
//! or drag scrolls them instead ([`SceneInput::outline_scroll`]).

#![expect(
    clippy::cast_precision_loss,
    reason = "pixel geometry: counts and text lengths become f32, and finite non-negative pixel sizes are rounded to whole pixels"
)]

use petgraph::graph::NodeIndex;

use super::labels::{settled_root_value, value_text};
use super::{
    Anchor, DrawnNode, LINE_HEIGHT, Mark, Point, Scene, SceneInput, Shape, Stroke, TextRole,
    TreeForm, text_width,
};
use crate::game::Game as _;
use crate::game::Player;
use crate::notation;
use crate::tree::{NodeKind, NodeStatus, SearchTree, layout_node};

/// The text size of the outline, before the user's scale, in points.
const TEXT: f32 = 16.0;
/// Space between columns, in text sizes.
const GUTTER: f32 = 1.2;
/// A node glyph's radius, in text sizes.
const GLYPH: f32 = 0.45;
/// The head of a row of pruned moves.
/// Rows kept below the current row when the outline scrolls.
const ROWS_BELOW: f32 = 2.0;

/// Root moves from which a game's tree is drawn as an outline by default:
/// a fan of six or more moves a node is too wide to read at 1280×720.
const WIDE: usize = 6;

/// Nodes (as recorded) past which a game's tree is drawn as an outline by
/// default: more do not fit a fan at 1280×720 with their labels.
const FAN_NODES: usize = 64;

/// How `session`'s tree reads best: an outline for a game (never a
/// textbook tree, which is a book figure) with six or more moves at the
/// root or more than 64 nodes, a top-down fan otherwise.
#[must_use]
pub fn suited(session: &crate::session::Session<crate::input::AnyGame>) -> TreeForm {
    let game = session.game();
    // Monte Carlo tree search's tree is not numbered in pre-order, which
    // the outline's rows follow.
    if game.as_textbook().is_some() || session.tree().is_some_and(SearchTree::is_mcts) {
        return TreeForm::Fan;
    }
    let mut moves = Vec::new();
    game.moves_or_terminal(&game.root(), &mut moves);
    if moves.len() >= WIDE || session.tree().is_some_and(|tree| tree.len() > FAN_NODES) {
        TreeForm::Outline
    } else {
        TreeForm::Fan
    }
}

/// One row of the outline.
#[derive(Clone, Copy, Debug)]
enum Row {
    /// A node: its id, and whether its subtree is folded into its row.
    Node { id: usize, folded: bool },
    /// Pruned sibling moves `first..end`.
    Pruned { first: usize, end: usize },
    /// Searched leaves `first..end` off the principal variation: once the
    /// search is over, a run of them under an unfolded node is one row.
    Searched { first: usize, end: usize },
}

/// The node a row starts with: its node, or the first of its moves.
fn row_id(row: Row) -> usize {
    match row {
        Row::Node { id, .. } | Row::Pruned { first: id, .. } | Row::Searched { first: id, .. } => {
            id
        }
    }
}

/// The rows' tops before any scroll, and their heights, in points.
struct Span {
    tops: Vec<f32>,
    heights: Vec<f32>,
}

impl Span {
    /// How far the rows are scrolled when row `first` is the first below
    /// the header: from the row under the root's.
    fn offset(&self, first: usize) -> f32 {
        match (self.tops.get(first), self.tops.get(1)) {
            (Some(top), Some(start)) => top - start,
            _ => 0.0,
        }
    }
}

/// How far the outline's rows can scroll, in points, for the tree view's
/// wheel and drag ([`crate::scene::SceneInput::outline_scroll`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ScrollRange {
    /// The scroll that follows the search at the cursor.
    pub followed: f32,
    /// The most the rows scroll: the last row at the bottom.
    pub most: f32,
}

/// How far `input`'s outline scrolls: following the search, and at most.
#[must_use]
pub fn scroll_range(input: &mut SceneInput<'_>) -> ScrollRange {
    let mut outline = Outline::new(input);
    let rows = rows(outline.input);
    let span = outline.span(&rows);
    ScrollRange {
        followed: span.offset(outline.followed_first(&rows, &span)),
        most: span.offset(outline.last_first(&rows, &span)),
    }
}

/// Searched leaves off the principal variation, one after the other under
/// one node, from which they are written as one row at the end.
const RUN: usize = 4;

/// The rows at the cursor: nodes in search order, the subtrees of finished
/// nodes folded (but the principal variation's once the search is over).
fn rows(input: &SceneInput<'_>) -> Vec<Row> {
    let tree = input.tree;
    let layout = input.layout;
    let cursor = input.cursor;
    let visible = tree.visible_count(cursor).min(layout.len());
    let pv = principal_variation(input);
    let on_path: Vec<usize> = input
        .current
        .map(|current| tree.path(current).iter().map(|node| node.index()).collect())
        .unwrap_or_default();
    let backed_up = backed_up(input);
    let mut rows = Vec::new();
    let mut id = 0;
    while id < visible {
        let Some(node) = tree.node(layout_node(id)) else {
            break;
        };
        if node.kind == NodeKind::Pruned {
            let parent = crate::layout::parent(tree, id);
            let mut end = id + 1;
            while end < visible
                && crate::layout::parent(tree, end) == parent
                && tree
                    .node(layout_node(end))
                    .is_some_and(|next| next.kind == NodeKind::Pruned)
            {
                end += 1;
            }
            rows.push(Row::Pruned { first: id, end });
            id = end;
            continue;
        }
        if let Some(end) = searched_run(input, id, &pv).or_else(|| cut_run(input, id)) {
            if layout.is_collapsed(id) {
                // Double-clicked open: a row each.
                rows.extend((id..end).map(|id| Row::Node { id, folded: false }));
            } else {
                rows.push(Row::Searched { first: id, end });
            }
            id = end;
            continue;
        }
        // Finished subtrees fold by themselves; a double-click (the
        // layout's collapse toggle) unfolds one, or folds an open one.
        // Once the search is over the principal variation stays open, and
        // so does a line past the horizon that quiescence changed.
        // A horizon line is open too while it is the lesson: on the path
        // to the node being searched, or just backed up to its parent; at
        // the end, where its root move's value is exact (a bound's line
        // only refutes, and its rows would push the lesson off screen).
        let lesson = on_path.contains(&id)
            || Some(id) == backed_up
            || (input.complete && root_move_is_exact(input, id));
        let by_search = node.is_finished_at(cursor)
            && !pv.contains(&id)
            && !(lesson && horizon_below(input, id));
        let folded = by_search != layout.is_collapsed(id) && layout.subtree_end(id) > id + 1;
        rows.push(Row::Node { id, folded });
        id = if folded {
            layout.subtree_end(id).max(id + 1)
        } else {
            id + 1
        };
    }
    rows
}

/// The child the step before the cursor backed up to its parent, if it
/// was a backup: the row the lesson is about, though the search is back
/// at the parent.
fn backed_up(input: &SceneInput<'_>) -> Option<usize> {
    input
        .cursor
        .checked_sub(1)
        .and_then(|step| input.session.pass()?.event(step))
        .and_then(|event| match event {
            crate::search::SearchEvent::Backup { child, .. } => {
                Some(crate::tree::node_index(child).index())
            }
            _ => None,
        })
}

/// Whether the root's move on the line to `id` (or `id`, a root move or
/// the root) has an exact value: it counts for the root as it is.
fn root_move_is_exact(input: &SceneInput<'_>, id: usize) -> bool {
    let layout = input.layout;
    let mut at = id;
    while layout.ply(at) > 1 {
        let Some(parent) = crate::layout::parent(input.tree, at) else {
            break;
        };
        at = parent;
    }
    input
        .tree
        .node(layout_node(at))
        .and_then(|node| node.bound())
        == Some(crate::search::Bound::Exact)
}

/// The principal variation's nodes once the search is over ([`super::best_line`]),
/// none while it runs.
fn principal_variation(input: &SceneInput<'_>) -> Vec<usize> {
    if !input.complete {
        return Vec::new();
    }
    super::best_line(input.session)
        .iter()
        .map(|node| node.index())
        .collect()
}

/// Whether the subtree of `id` holds a quiescence node whose value is not
/// its stand-pat: where searching captures past the depth limit changed
/// what the limit alone would have said (the horizon effect, undone).
fn horizon_below(input: &SceneInput<'_>, id: usize) -> bool {
    let tree = input.tree;
    (id..input.layout.subtree_end(id)).any(|at| {
        let node = NodeIndex::new(at);
        tree.stand_pat(node)
            .zip(tree.node(node))
            .is_some_and(|(stand_pat, node)| node.value != stand_pat)
    })
}

/// Where the run of searched leaves that starts at `id` ends, if it makes
/// a row: the search is over, `id`'s parent is on the principal variation,
/// and at least [`RUN`] sibling leaves from `id` on are off it. (A
/// double-click on the row, the layout's collapse toggle of `id`, opens
/// it.)
fn searched_run(input: &SceneInput<'_>, id: usize, pv: &[usize]) -> Option<usize> {
    let (layout, tree) = (input.layout, input.tree);
    let parent = crate::layout::parent(tree, id)?;
    if !input.complete || !pv.contains(&parent) {
        return None;
    }
    let mut end = id;
    while end < layout.len()
        && crate::layout::parent(tree, end) == Some(parent)
        && layout.subtree_end(end) <= end + 1
        && !pv.contains(&end)
        && input
            .tree
            .node(NodeIndex::new(end))
            .is_some_and(|node| node.kind != NodeKind::Pruned)
    {
        end += 1;
    }
    (end - id >= RUN).then_some(end)
}

/// Where the run of searched leaves that starts at `id` ends, if it makes
/// a row at a cutoff: `id`'s parent has cut off at the cursor, and at
/// least [`RUN`] of its finished leaves from `id` on come before the child
/// whose value caused the cutoff. Folded, the cut node, its cause and the
/// pruned moves fit on the screen together, however many moves came first.
fn cut_run(input: &SceneInput<'_>, id: usize) -> Option<usize> {
    let layout = input.layout;
    let tree = input.tree;
    let parent = crate::layout::parent(tree, id)?;
    let cut = tree.node_at(layout_node(parent), input.cursor)?;
    cut.cutoff?;
    let cause = cut.best_child.map(NodeIndex::index);
    let mut end = id;
    while end < layout.len()
        && crate::layout::parent(tree, end) == Some(parent)
        && layout.subtree_end(end) <= end + 1
        && Some(end) != cause
        && tree
            .node(layout_node(end))
            .is_some_and(|node| node.kind != NodeKind::Pruned && node.is_finished_at(input.cursor))
    {
        end += 1;
    }
    (end - id >= RUN).then_some(end)
}

/// Builds the outline of `input`'s tree at its cursor.
#[must_use]
pub fn build(input: &mut SceneInput<'_>) -> Scene {
    let mut outline = Outline::new(input);
    let rows = rows(outline.input);
    outline.draw(&rows);
    let Outline { shapes, nodes, .. } = outline;
    Scene {
        size: input.size,
        background: input.palette.background,
        shapes,
        nodes,
        crowded: Vec::new(),
    }
}

struct Outline<'b, 'a> {
    input: &'b mut SceneInput<'a>,
    /// Text size.
    size: f32,
    /// Row height.
    row: f32,
    /// Indent per ply.
    indent: f32,
    /// Left edge of the value, window and note columns.
    columns: [f32; 3],
    shapes: Vec<Shape>,
    texts: Vec<Shape>,
    nodes: Vec<DrawnNode>,
    /// The principal variation once the search is over, highlighted as
    /// the fan highlights it: empty while it runs.
    pv: Vec<usize>,
}

impl<'b, 'a> Outline<'b, 'a> {
    fn new(input: &'b mut SceneInput<'a>) -> Self {
        let scale = if input.text_scale.is_finite() {
            input.text_scale.clamp(0.5, 3.0)
        } else {
            1.0
        };
        let size = (TEXT * scale).max(input.min_text * scale).max(12.0);
        let row = size * LINE_HEIGHT * 1.3;
        let indent = size * 1.4;
        let deepest = f32::from(input.layout.bounds().deepest);
        // Moves are at most 7 characters (SAN: "exd8=Q+"), values 6, windows 14.
        let value =
            size + indent * deepest + size * 1.2 + text_width("exd8=Q+", size) + GUTTER * size;
        let window = value + text_width("≥-#12", size) + GUTTER * size;
        let note = window + text_width("[−#12, +#12]", size) + GUTTER * size;
        let pv = principal_variation(input);
        Self {
            input,
            size,
            row,
            indent,
            columns: [value, window, note],
            shapes: Vec::new(),
            texts: Vec::new(),
            nodes: Vec::new(),
            pv,
        }
    }

    /// The row heights: a pruned row wraps its moves over as many lines as
    /// they need.
    fn heights(&mut self, rows: &[Row]) -> Vec<f32> {
        rows.iter()
            .map(|&row| match row {
                Row::Node { .. } => self.row,
                Row::Pruned { first, end } => {
                    let lines = self.pruned_lines(first, end).len().max(1);
                    self.row * lines as f32
                }
                Row::Searched { first, end } => {
                    let head = self.searched_head(first, end);
                    let ids = (first..end).collect::<Vec<usize>>();
                    let lines = self.run_lines(&head, &ids).len();
                    self.row * lines.max(1) as f32
                }
            })
            .collect()
    }

    /// The head of a row of searched moves: how many, and their value
    /// ("all 0" where they share it, else "none better": they are off
    /// the principal variation), the value left out where the panel is
    /// too narrow.
    fn searched_head(&self, first: usize, end: usize) -> String {
        let input = &*self.input;
        let tree = input.tree;
        let wording = input.session.game().wording();
        let ids = (first..end).collect::<Vec<usize>>();
        let values: Vec<Option<String>> = ids
            .iter()
            .map(|&id| {
                let index = NodeIndex::new(id);
                let node = tree.node(index)?;
                let state = tree.node_at(index, input.cursor)?;
                value_text(&node, tree.role(index), Some(&state), true, wording)
            })
            .collect();
        let shared = values.windows(2).all(|pair| pair[0] == pair[1]);
        let summary = match values.first() {
            Some(Some(value)) if shared && !input.overlay.hide_values => {
                crate::tr!("scene-outline-more-all", count = ids.len(), value = value)
            }
            _ => crate::tr!("scene-outline-more-none-better", count = ids.len()),
        };
        let full = summary;
        let room = input.size.x - self.text_x(first) - self.size * 0.5;
        if text_width(&full, self.size) <= room {
            full
        } else {
            crate::tr!("scene-outline-more", count = ids.len())
        }
    }

    /// The moves of a pruned run, wrapped into lines that fit the width.
    fn pruned_lines(&mut self, first: usize, end: usize) -> Vec<Vec<(usize, String)>> {
        let ids: Vec<usize> = (first..end).collect();
        self.run_lines(&crate::tr!("scene-outline-pruned-head"), &ids)
    }

    /// The moves into `ids` (siblings), after `head`, wrapped into lines
    /// that fit the width.
    fn run_lines(&mut self, head: &str, ids: &[usize]) -> Vec<Vec<(usize, String)>> {
        let Some(&first) = ids.first() else {
            return Vec::new();
        };
        let Some(parent) = crate::layout::parent(self.input.tree, first) else {
            return Vec::new();
        };
        let start = self.text_x(first);
        let width = self.input.size.x - start - self.size;
        let gap = self.size * 0.6;
        let mut lines: Vec<Vec<(usize, String)>> = vec![Vec::new()];
        let mut used = text_width(head, self.size) + gap;
        for &id in ids {
            let label = self
                .input
                .labels
                .label(self.input.session, self.input.tree, id, parent)
                .to_owned();
            let wide = text_width(&label, self.size) + gap;
            if used + wide > width && lines.last().is_some_and(|line| !line.is_empty()) {
                lines.push(Vec::new());
                used = 0.0;
            }
            used += wide;
            if let Some(line) = lines.last_mut() {
                line.push((id, label));
            }
        }
        lines
    }

    /// Where the text of node `id`'s row starts.
    fn text_x(&self, id: usize) -> f32 {
        self.glyph_x(id) + self.size * 1.0
    }

    /// The centre of node `id`'s glyph.
    fn glyph_x(&self, id: usize) -> f32 {
        self.size + f32::from(self.input.layout.ply(id)) * self.indent
    }

    /// Where each row's top lies before any scroll, and its height.
    fn span(&mut self, rows: &[Row]) -> Span {
        let heights = self.heights(rows);
        let tops = heights
            .iter()
            .scan(self.size * 0.5, |top, &height| {
                let this = *top;
                *top += height;
                Some(this)
            })
            .collect();
        Span { tops, heights }
    }

    /// The rows of the nodes above row `first` (its ancestors, the root
    /// first): pinned at the top while the rows from `first` on show below
    /// them, so every row shown has its parent on screen.
    fn header(&self, rows: &[Row], first: usize) -> Vec<usize> {
        let Some(&row) = rows.get(first) else {
            return if rows.is_empty() { Vec::new() } else { vec![0] };
        };
        let tree = self.input.tree;
        // Once the search is over, the principal variation's rows above.
        let pv = principal_variation(self.input);
        let mut header: Vec<usize> = rows[..first]
            .iter()
            .enumerate()
            .filter(|&(_, &row)| matches!(row, Row::Node { id, .. } if pv.contains(&id)))
            .map(|(at, _)| at)
            .collect();
        let mut id = row_id(row);
        while let Some(parent) = crate::layout::parent(tree, id) {
            let at = rows.partition_point(|&row| row_id(row) < parent);
            if rows
                .get(at)
                .is_some_and(|&row| matches!(row, Row::Node { id, .. } if id == parent))
            {
                header.push(at);
            }
            id = parent;
        }
        header.sort_unstable();
        header.dedup();
        header
    }

    /// Once the search is over: the last row of the first root move off
    /// the principal variation whose line past the horizon is open, if
    /// any.
    fn horizon_lesson(&self, rows: &[Row]) -> Option<usize> {
        let layout = self.input.layout;
        let pv = principal_variation(self.input);
        let root_move = rows.iter().find_map(|&row| match row {
            Row::Node { id, folded: false }
                if layout.ply(id) == 1
                    && !pv.contains(&id)
                    && root_move_is_exact(self.input, id)
                    && horizon_below(self.input, id) =>
            {
                Some(id)
            }
            _ => None,
        })?;
        let end = layout.subtree_end(root_move);
        rows.iter()
            .map(|&row| row_id(row))
            .rfind(|&id| (root_move..end).contains(&id))
    }

    /// How far down the window the rows from `first` start: below the
    /// pinned header.
    fn header_bottom(&self, rows: &[Row], span: &Span, first: usize) -> f32 {
        self.header(rows, first)
            .iter()
            .map(|&index| span.heights[index])
            .sum::<f32>()
            + span.tops.first().copied().unwrap_or(0.0)
    }

    /// Whether, showing the rows from `first` (< `rows.len()`) under the
    /// header, everything down to `bottom` (before any scroll) fits.
    fn fits(&self, rows: &[Row], span: &Span, first: usize, bottom: f32) -> bool {
        self.header_bottom(rows, span, first) + bottom - span.tops[first] <= self.input.size.y
    }

    /// The first row shown below the header when scrolled to the end: the
    /// earliest from which every row below fits.
    fn last_first(&self, rows: &[Row], span: &Span) -> usize {
        let total = span
            .tops
            .last()
            .zip(span.heights.last())
            .map_or(0.0, |(top, height)| top + height);
        (1..rows.len())
            .find(|&first| self.fits(rows, span, first, total))
            .unwrap_or_else(|| rows.len().saturating_sub(1))
            .max(1)
    }

    /// The first row shown below the header while the outline follows the
    /// search: as few rows scrolled as show the followed row whole, a
    /// couple of rows below it and, where they fit, the rows of its
    /// subtree (at a cutoff: the move that caused it and the pruned moves).
    /// Once the search is over, the principal variation's last node is
    /// followed, so the header holds the root, the best move and the line
    /// down to it; but where a root move's line past the horizon is open
    /// (quiescence changed its value), that line is followed, under the
    /// principal variation pinned in the header.
    fn followed_first(&self, rows: &[Row], span: &Span) -> usize {
        let pv_end = self
            .input
            .complete
            .then(|| {
                self.horizon_lesson(rows).or_else(|| {
                    self.input
                        .session
                        .principal_variation()
                        .last()
                        .map(|n| n.index())
                })
            })
            .flatten();
        // At a backup, the child backed up: its row holds the value the
        // parent is weighing.
        let current = pv_end
            .or_else(|| backed_up(self.input))
            .or(self.input.current.map(NodeIndex::index));
        let Some(focus) = rows.iter().position(|&row| match row {
            Row::Node { id, .. } => Some(id) == current,
            Row::Pruned { first, end } | Row::Searched { first, end } => {
                current.is_some_and(|c| (first..end).contains(&c))
            }
        }) else {
            return 1;
        };
        let (plain, whole) = self.focus_bottoms(rows, span, focus);
        let candidates = 1..=focus.max(1).min(rows.len().saturating_sub(1).max(1));
        let fitting = |bottom: f32| {
            candidates
                .clone()
                .find(|&first| first < rows.len() && self.fits(rows, span, first, bottom))
        };
        fitting(whole)
            .or_else(|| fitting(plain))
            .unwrap_or(focus.max(1))
            .min(self.last_first(rows, span))
    }

    /// The first row shown below the header: the one the user's scroll
    /// comes nearest to, or the one following the search asks for.
    fn first_row(&self, rows: &[Row], span: &Span) -> usize {
        let Some(scroll) = self.input.outline_scroll else {
            return self.followed_first(rows, span);
        };
        (1..=self.last_first(rows, span))
            .min_by(|&a, &b| {
                let off = |first| (span.offset(first) - scroll).abs();
                off(a).total_cmp(&off(b))
            })
            .unwrap_or(1)
    }

    fn draw(&mut self, rows: &[Row]) {
        let span = self.span(rows);
        let first = self.first_row(rows, &span);
        let header = self.header(rows, first);
        let header_bottom = self.header_bottom(rows, &span, first);
        // The header's rows one under the other from the top, then the
        // rows from `first` on; only whole rows are drawn.
        let mut placed: Vec<(usize, f32)> = Vec::with_capacity(rows.len());
        let mut y = span.tops.first().copied().unwrap_or(0.0);
        for &index in &header {
            placed.push((index, y));
            y += span.heights[index];
        }
        let shift = span.tops.get(first).map_or(0.0, |top| header_bottom - top);
        placed.extend((first..rows.len()).map(|index| (index, span.tops[index] + shift)));
        let height = self.input.size.y;
        let whole = |index: usize, top: f32| top >= 0.0 && top + span.heights[index] <= height;
        for &(index, top) in &placed {
            if !whole(index, top) {
                continue;
            }
            match rows[index] {
                Row::Node { id, folded } => self.node_row(id, folded, top),
                Row::Pruned { first, end } => self.pruned_row(first, end, top),
                Row::Searched { first, end } => self.searched_row(first, end, top),
            }
        }
        if first > 1 {
            // The header stays while the rows below it scroll: a rule
            // under it says so.
            let y = header_bottom - 1.0;
            self.shapes.push(Shape::Line {
                points: vec![Point::new(0.0, y), Point::new(self.input.size.x, y)],
                stroke: Stroke::solid(1.0, self.input.palette.edge.with_alpha(110)),
            });
        }
        let placed: Vec<(Row, f32, bool)> = placed
            .into_iter()
            .map(|(index, top)| (rows[index], top, whole(index, top)))
            .collect();
        self.guides(&placed);
        self.shapes.append(&mut self.texts);
    }

    /// How far down the rows must be shown for the row `index` (the node
    /// followed) to read, before any scroll: a couple of rows below it and
    /// the next row whole (a run of moves can wrap over more lines); then
    /// also the rows of its subtree.
    fn focus_bottoms(&self, rows: &[Row], span: &Span, index: usize) -> (f32, f32) {
        let (tops, heights) = (&span.tops, &span.heights);
        let next = heights.get(index + 1).copied().unwrap_or(0.0);
        let bottom = tops[index] + heights[index] + next.max(ROWS_BELOW * self.row);
        let end = self.input.layout.subtree_end(row_id(rows[index]));
        let subtree = rows[index..]
            .iter()
            .take_while(|&&row| row_id(row) < end)
            .count();
        let last = index + subtree.max(1) - 1;
        let subtree_bottom = tops[last] + heights[last];
        (bottom, bottom.max(subtree_bottom + self.size * 0.5))
    }

    /// The guide lines from each parent's glyph down to its children's
    /// rows, as `placed` (rows, their tops and whether they are drawn
    /// whole, the header's first). To a row not drawn the guide runs down
    /// the canvas's foot with no elbow: an elbow to nothing read as a
    /// connector cut in half (quiescence's last step).
    fn guides(&mut self, placed: &[(Row, f32, bool)]) {
        let tree = self.input.tree;
        let mut lines = Vec::new();
        let mut best = Vec::new();
        let mut parent_y: Vec<(usize, f32)> = Vec::new();
        for &(row, top, whole) in placed {
            let id = row_id(row);
            let y = top + self.row / 2.0;
            if let Some(parent) = crate::layout::parent(tree, id)
                && let Some(&(_, from_y)) = parent_y.iter().rev().find(|(p, _)| *p == parent)
            {
                let x = self.glyph_x(parent);
                let from = Point::new(x, from_y + self.size * 0.5);
                let points = if whole || top < 0.0 {
                    vec![
                        from,
                        Point::new(x, y),
                        Point::new(self.glyph_x(id) - self.size * 0.6, y),
                    ]
                } else {
                    vec![from, Point::new(x, self.input.size.y)]
                };
                // The principal variation is drawn over the other guides,
                // in its colour, from glyph to glyph.
                if self.pv.contains(&parent) && self.pv.contains(&id) {
                    best.push(points);
                } else {
                    lines.push(points);
                }
            }
            parent_y.push((id, y));
        }
        let on_screen = |points: &Vec<Point>| {
            points
                .iter()
                .any(|p| p.y >= 0.0 && p.y <= self.input.size.y)
        };
        let stroke = Stroke::solid(1.5, self.input.palette.edge.with_alpha(140));
        let lecture = if self.input.overlay.lecture { 1.8 } else { 1.0 };
        let pv = Stroke::solid(3.0 * lecture, self.input.palette.pv);
        let guides: Vec<Shape> = lines
            .into_iter()
            .filter(on_screen)
            .map(|points| Shape::Line { points, stroke })
            .chain(
                best.into_iter()
                    .filter(on_screen)
                    .map(|points| Shape::Line { points, stroke: pv }),
            )
            .collect();
        // Guides go under everything else.
        self.shapes.splice(0..0, guides);
    }

    fn text(&mut self, at: Point, text: String, color: super::Rgba, role: TextRole) {
        self.texts.push(Shape::Text {
            at,
            anchor: Anchor::LeftCenter,
            text,
            size: self.size,
            color,
            plate: None,
            role,
        });
    }

    fn node_row(&mut self, id: usize, folded: bool, top: f32) {
        // The root has no move into it: its row starts with its glyph.
        let label = crate::layout::parent(self.input.tree, id).map(|parent| {
            self.input
                .labels
                .label(self.input.session, self.input.tree, id, parent)
                .to_owned()
        });
        let input = &*self.input;
        let palette = input.palette;
        let tree = input.tree;
        let index = layout_node(id);
        let cursor = input.cursor;
        let Some(node) = tree.node(index) else {
            return;
        };
        let Some(state) = tree.node_at(index, cursor) else {
            return;
        };
        let player = tree.player(index);
        let y = top + self.row / 2.0;
        let glyph = Point::new(self.glyph_x(id), y);
        let finished = node.is_finished_at(cursor);
        let hide = input.overlay.hide_values;
        let wording = input.session.game().wording();

        let value = settled_root_value(input.session, index, finished)
            .or_else(|| value_text(&node, tree.role(index), Some(&state), finished, wording))
            .map(|value| if hide { String::from("?") } else { value });
        let window = (tree.prunes() && state.status != NodeStatus::Pruned).then(|| {
            if hide {
                String::from("?")
            } else {
                notation::window(state.alpha, state.beta, wording)
            }
        });
        let cutoff_name = state.cutoff.map(crate::scene::labels::cutoff_name);
        let knuth = (input.overlay.knuth_types && finished)
            .then(|| node.knuth_type(player))
            .flatten();
        let current = input.current == Some(index);
        let selected = input.selected == Some(index);
        let best = self.pv.contains(&id);
        if current || selected || best {
            let color = if current {
                palette.current
            } else if selected {
                palette.selected
            } else {
                palette.pv
            };
            self.shapes.push(Shape::Rect {
                min: Point::new(glyph.x - self.size, top + 1.0),
                max: Point::new(input.size.x - 2.0, top + self.row - 1.0),
                rounding: 4.0,
                fill: color.with_alpha(48),
            });
        }
        self.glyph(glyph, (node.kind, player), finished);
        if tree.is_quiescent(index) {
            // Quiescence, as the fan draws it: a thin dashed ring.
            self.shapes.push(Shape::Circle {
                center: glyph,
                radius: self.size * GLYPH * 1.35,
                fill: None,
                stroke: Some(Stroke {
                    width: 1.5,
                    color: palette.weak_text,
                    dashed: true,
                }),
            });
        }
        self.nodes.push(DrawnNode {
            node: index,
            at: glyph,
            radius: self.size * GLYPH,
            mark: Mark::Shape,
        });
        let [value_x, window_x, note_x] = self.columns;
        let text_x = self.text_x(id);
        let role_move = TextRole::Move(index);
        if let Some(label) = label {
            self.text(Point::new(text_x, y), label, palette.text, role_move);
        }
        if let Some(value) = value {
            self.text(
                Point::new(value_x, y),
                value,
                palette.text,
                TextRole::Value(index),
            );
        }
        if let Some(window) = window {
            self.text(
                Point::new(window_x, y),
                window,
                palette.weak_text,
                TextRole::Window(index),
            );
        }
        self.notes(index, Point::new(note_x, y), knuth, cutoff_name, folded);
    }

    /// The notes column of a node's row: its Knuth type, its cutoff (not
    /// at a student's trace's first divergence, which is no cutoff of the
    /// algorithm's), the divergence's mark, and what its folded
    /// subtree holds, one after the other from `at`.
    fn notes(
        &mut self,
        index: NodeIndex,
        at: Point,
        knuth: Option<crate::tree::KnuthType>,
        cutoff_name: Option<String>,
        folded: bool,
    ) {
        let palette = self.input.palette;
        let y = at.y;
        let note_x = at.x;
        let mut note_at = note_x;
        if let Some(kind) = knuth {
            let name = kind.name().to_owned();
            let width = text_width(&name, self.size);
            self.text(
                Point::new(note_at, y),
                name,
                palette.knuth(kind),
                TextRole::Knuth(index),
            );
            note_at += width + self.size;
        }
        let diverges = self
            .input
            .overlay
            .divergence
            .as_ref()
            .is_some_and(|mark| mark.marks(index, self.input.cursor));
        // A student's return there is no cutoff the algorithm makes.
        if let Some(name) = cutoff_name.filter(|_| !diverges) {
            let width = text_width(&name, self.size);
            self.text(
                Point::new(note_at, y),
                name,
                palette.cutoff,
                TextRole::Cutoff(index),
            );
            note_at += width + self.size;
        }
        if diverges {
            let name = crate::scene::overlay::divergence_label();
            let width = text_width(&name, self.size);
            self.text(
                Point::new(note_at, y),
                name,
                palette.cutoff,
                TextRole::Divergence(index),
            );
            note_at += width + self.size;
        }
        if folded {
            self.fold_note(index, Point::new(note_at, y));
        }
    }

    /// What a folded row says of the subtree folded into it: how many
    /// moves were searched and pruned.
    fn fold_note(&mut self, index: NodeIndex, at: Point) {
        let palette = self.input.palette;
        let children = self.input.tree.children(index);
        let pruned = children
            .iter()
            .filter(|&&child| {
                self.input
                    .tree
                    .node(child)
                    .is_some_and(|c| c.kind == NodeKind::Pruned)
            })
            .count();
        let searched = children.len() - pruned;
        let full = if pruned > 0 {
            crate::tr!(
                "scene-outline-searched-pruned",
                searched = searched,
                pruned = pruned
            )
        } else {
            crate::tr!("scene-outline-searched", searched = searched)
        };
        // Shorter where the panel is narrow, or not at all (its tooltip
        // and a double-click still tell): never cut at the edge.
        let short = format!("{searched}/{}", children.len());
        let room = self.input.size.x - at.x - self.size * 0.5;
        if let Some(text) = [full, short]
            .into_iter()
            .find(|text| text_width(text, self.size) <= room)
        {
            self.text(at, text, palette.weak_text, TextRole::Hidden(index));
        }
    }

    /// A node's glyph at `glyph`: a triangle up for MAX, down for MIN, a
    /// square for a leaf; hollow while the node is open.
    fn glyph(&mut self, glyph: Point, (kind, player): (NodeKind, Player), finished: bool) {
        let palette = self.input.palette;
        let fill = match (kind, player) {
            (NodeKind::Leaf(_), _) => palette.leaf,
            (NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper, _) => palette.tt,
            (_, Player::Max) => palette.max,
            (_, Player::Min) => palette.min,
        };
        let r = self.size * GLYPH;
        let points = match (kind, player) {
            (NodeKind::Leaf(_) | NodeKind::TtExact | NodeKind::TtLower | NodeKind::TtUpper, _) => {
                vec![
                    glyph.offset(-r * 0.8, -r * 0.8),
                    glyph.offset(r * 0.8, -r * 0.8),
                    glyph.offset(r * 0.8, r * 0.8),
                    glyph.offset(-r * 0.8, r * 0.8),
                ]
            }
            (_, Player::Max) => vec![
                glyph.offset(0.0, -r),
                glyph.offset(r * 0.9, r * 0.6),
                glyph.offset(-r * 0.9, r * 0.6),
            ],
            (_, Player::Min) => vec![
                glyph.offset(0.0, r),
                glyph.offset(r * 0.9, -r * 0.6),
                glyph.offset(-r * 0.9, -r * 0.6),
            ],
        };
        let (fill, outline) = if finished {
            (Some(fill), None)
        } else {
            (Some(palette.background), Some(Stroke::solid(2.0, fill)))
        };
        self.shapes.push(Shape::Polygon {
            points,
            fill,
            stroke: outline,
        });
    }

    /// A run of searched moves off the principal variation as one row: a
    /// finished glyph, how many and their value, then every move.
    fn searched_row(&mut self, first: usize, end: usize, top: f32) {
        let palette = self.input.palette;
        let head = self.searched_head(first, end);
        let ids = (first..end).collect::<Vec<usize>>();
        let lines = self.run_lines(&head, &ids);
        let y0 = top + self.row / 2.0;
        let glyph = Point::new(self.glyph_x(first), y0);
        let index = NodeIndex::new(first);
        let tree = self.input.tree;
        if let Some(node) = tree.node(index) {
            self.glyph(glyph, (node.kind, tree.player(index)), true);
        }
        self.nodes.push(DrawnNode {
            node: index,
            at: glyph,
            radius: self.size * GLYPH,
            mark: Mark::SearchedGroup {
                count: u32::try_from(ids.len()).unwrap_or(u32::MAX),
            },
        });
        let colors = (palette.weak_text, palette.text);
        let head = (head, TextRole::Hidden(index));
        self.run_texts(Point::new(self.text_x(first), y0), head, lines, colors);
    }

    /// The texts of a row of moves from `at`: its head, then the moves of
    /// each line, a row lower each, in `colors` (the head's, the moves').
    fn run_texts(
        &mut self,
        at: Point,
        (head, head_role): (String, TextRole),
        lines: Vec<Vec<(usize, String)>>,
        (head_color, move_color): (super::Rgba, super::Rgba),
    ) {
        let gap = self.size * 0.6;
        let mut head = Some((head, head_role));
        for (line_index, line) in lines.into_iter().enumerate() {
            let y = at.y + line_index as f32 * self.row;
            let mut x = at.x;
            if let Some((text, role)) = head.take() {
                let width = text_width(&text, self.size);
                self.text(Point::new(x, y), text, head_color, role);
                x += width + gap;
            }
            for (id, label) in line {
                let width = text_width(&label, self.size);
                self.text(
                    Point::new(x, y),
                    label,
                    move_color,
                    TextRole::Move(layout_node(id)),
                );
                x += width + gap;
            }
        }
    }

    fn pruned_row(&mut self, first: usize, end: usize, top: f32) {
        let palette = self.input.palette;
        let lines = self.pruned_lines(first, end);
        let y0 = top + self.row / 2.0;
        let glyph = Point::new(self.glyph_x(first), y0);
        let r = self.size * 0.35;
        self.shapes.push(Shape::Circle {
            center: glyph,
            radius: r,
            fill: Some(palette.background),
            stroke: Some(Stroke::solid(1.5, palette.pruned)),
        });
        // The cut bar across the guide, just left of the mark.
        let bar_x = glyph.x - self.size * 0.75;
        self.shapes.push(Shape::Line {
            points: vec![
                Point::new(bar_x - 3.0, y0 - r),
                Point::new(bar_x + 3.0, y0 + r),
            ],
            stroke: Stroke::solid(3.0, palette.cutoff),
        });
        for id in first..end {
            self.nodes.push(DrawnNode {
                node: layout_node(id),
                at: glyph,
                radius: r,
                mark: Mark::Pruned,
            });
        }
        let head = (
            crate::tr!("scene-outline-pruned-head"),
            TextRole::PrunedCount(layout_node(first)),
        );
        let colors = (palette.pruned, palette.pruned);
        self.run_texts(Point::new(self.text_x(first), y0), head, lines, colors);
    }
}
