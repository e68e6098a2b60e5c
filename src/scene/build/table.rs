//! The table of a Monte Carlo tree search's children compared, in the
//! strip a fitted view keeps free at the right ([`View::table_strip`]),
//! under the caption naming the iteration and its phase: at a selection
//! every child of the node choosing, with its `W/N` and its UCB1 score,
//! the one picked first and marked; at every other step the root's moves
//! with their `W/N` and mean, the most visited first, the move being
//! searched (at the end, the move played) marked. Every child has its row
//! whatever the tree's size, at the tree's text size, where the strip is
//! tall enough (1280×720 in lecture mode has room for nine).

#![expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "pixel geometry: a finite, non-negative height in rows becomes a count"
)]

use petgraph::graph::NodeIndex;

use super::mcts::phase_title;
use super::{
    Anchor, BoxKind, Builder, LINE_HEIGHT, PLATE, Point, Rgba, SearchEvent, Shape, Stroke,
    TextRole, node_index, text_width,
};
use crate::notation;
use crate::scene::View;
use crate::scene::labels::mcts_fraction;
use crate::search::mcts::Phase;

/// Space between the table's columns, in points.
const COLUMN_GAP: f32 = 12.0;
/// The head of the scores' column at a selection.
const UCB1: &str = "UCB1";
/// The mark of the row picked (or being searched, or played).
const MARK: &str = "▶";

/// A child's row.
struct Row {
    node: NodeIndex,
    label: String,
    counts: String,
    /// UCB1 at a selection, the mean otherwise.
    score: String,
    /// How the rows are ordered: highest first.
    key: f64,
}

impl Builder<'_, '_> {
    /// The table of the children compared at `event`'s step, with its
    /// title, drawn in the strip at the right and kept clear by every label.
    pub(super) fn table(&mut self, event: &SearchEvent) {
        let tree = self.input.tree;
        let cursor = self.input.cursor;
        let hide = self.input.overlay.hide_values;
        let played = matches!(event, SearchEvent::Done { .. });
        let (parent, marked, scores) = match *event {
            SearchEvent::Select { parent, child, .. } => {
                let parent = node_index(parent);
                let c = self.input.session.options().mcts.exploration;
                let step = cursor.saturating_sub(1);
                let scores = tree.ucb_at(parent, step, c);
                (parent, Some(node_index(child)), Some(scores))
            }
            SearchEvent::Done { .. } => {
                let Some(root) = tree.root() else { return };
                (root, tree.most_visited_child(root, cursor), None)
            }
            _ => {
                let Some(root) = tree.root() else { return };
                // The root's move the iteration goes down.
                let on_path = self.input.current.and_then(|current| {
                    tree.path(current)
                        .into_iter()
                        .find(|&node| tree.parent(node) == Some(root))
                });
                (root, on_path, None)
            }
        };
        let selection = scores.is_some();
        let mut rows: Vec<Row> = match scores {
            Some(scores) => scores
                .into_iter()
                .map(|child| {
                    let score = child.ucb.map(|ucb| ucb.score);
                    Row {
                        node: child.node,
                        label: String::new(),
                        counts: mcts_fraction(child.visits),
                        score: notation::mean(score),
                        key: score.unwrap_or(f64::INFINITY),
                    }
                })
                .collect(),
            None => tree
                .children(parent)
                .into_iter()
                .filter(|&child| tree.node(child).is_some_and(|n| n.is_visible_at(cursor)))
                .map(|child| {
                    let visits = tree.visits_at(child, cursor);
                    Row {
                        node: child,
                        label: String::new(),
                        counts: mcts_fraction(visits),
                        score: visits
                            .mean()
                            .map_or_else(|| String::from("–"), |mean| notation::mean(Some(mean))),
                        key: f64::from(visits.n),
                    }
                })
                .collect(),
        };
        let session = self.input.session;
        let label = |node: NodeIndex| session.move_label(node).unwrap_or_else(|| "?".to_owned());
        for row in &mut rows {
            row.label = label(row.node);
            if hide {
                row.counts = String::from("?/?");
                row.score = String::from("?");
            }
        }
        // Highest first; ties in move order, as the search breaks them.
        rows.sort_by(|a, b| b.key.total_cmp(&a.key));
        let mut titles = self.caption(event);
        if !rows.is_empty() {
            titles.extend(self.table_title(parent));
        }
        let move_head = crate::tr!("scene-table-move");
        let mean_head = crate::tr!("scene-table-mean");
        let heads = [
            "",
            move_head.as_str(),
            "W/N",
            if selection { UCB1 } else { mean_head.as_str() },
        ];
        let palette = self.input.palette;
        let mark = if selection {
            palette.cutoff
        } else if played {
            palette.pv
        } else {
            palette.current
        };
        self.draw_table(&titles, heads, &rows, (marked, mark));
    }

    /// The caption's lines, each short enough for the strip: "Iteration
    /// 12 of 200" (or "Iteration 12" where that is too wide) and the
    /// phase, "1 Selection".
    fn caption(&self, event: &SearchEvent) -> Vec<(String, TextRole)> {
        let (Some(iteration), Some(phase)) = (event.iteration(), Phase::of(event)) else {
            return Vec::new();
        };
        let of = self.input.session.options().mcts.iterations;
        let long = crate::tr!(
            "scene-caption-iteration-of",
            iteration = iteration.to_string(),
            of = of.to_string()
        );
        let line = if text_width(&long, self.text_size(16.0)) <= self.strip_room() {
            long
        } else {
            crate::tr!("scene-caption-iteration", iteration = iteration.to_string())
        };
        vec![
            (line, TextRole::Phase),
            (phase_title(phase), TextRole::Phase),
        ]
    }

    /// The width inside the strip that a line may take.
    fn strip_room(&self) -> f32 {
        View::table_strip(self.input.size.x) - 2.0 * PLATE.0 - COLUMN_GAP
    }

    /// The title naming the node whose children are listed, "After" the
    /// moves to it, shortened from the front ("After … o8 x1") until it
    /// fits the strip; none at the root, whose moves are the tree's
    /// first edges.
    fn table_title(&self, parent: NodeIndex) -> Option<(String, TextRole)> {
        let moves = self.input.session.path_labels(parent);
        if moves.is_empty() {
            return None;
        }
        let room = self.strip_room();
        let size = self.text_size(16.0);
        let mut from = 0;
        loop {
            let shown = moves[from..].join(" ");
            let title = if from == 0 {
                crate::tr!("scene-table-after", moves = shown)
            } else {
                crate::tr!("scene-table-after-cut", moves = shown)
            };
            if from + 1 >= moves.len() || text_width(&title, size) <= room {
                return Some((title, TextRole::TableHead));
            }
            from += 1;
        }
    }

    /// The table itself: a plate over the strip, the caption and the
    /// title (`titles`, the caption's lines first), the column heads and
    /// as many rows as the strip's height holds, the caption's lines left
    /// out for rows (the last one says how many more there are when even
    /// that is not enough).
    fn draw_table(
        &mut self,
        titles: &[(String, TextRole)],
        heads: [&str; 4],
        rows: &[Row],
        (marked, mark): (Option<NodeIndex>, Rgba),
    ) {
        let palette = self.input.palette;
        let size = self.text_size(16.0);
        let line = size * LINE_HEIGHT;
        let scene = self.input.size;
        let strip = View::table_strip(scene.x);
        let left = scene.x - strip;
        let top = PLATE.0 + 1.0;
        // Rows that fit under the titles and the heads. Every child's row
        // comes before the caption: its lines (the iteration, then the
        // phase, which the narration says too) give way first.
        let room = ((scene.y - top - PLATE.1 - 1.0) / line).floor().max(0.0) as usize;
        let captions = titles
            .iter()
            .filter(|(_, role)| *role == TextRole::Phase)
            .count();
        let dropped = (titles.len() + 1 + rows.len())
            .saturating_sub(room)
            .min(captions);
        let titles = &titles[dropped..];
        let fitting = room.saturating_sub(titles.len() + 1);
        let (shown, more) = if rows.len() <= fitting {
            (rows.len(), 0)
        } else {
            let shown = fitting.saturating_sub(1);
            (shown, rows.len() - shown)
        };
        // The picked (or marked) row always shows.
        let mut order: Vec<&Row> = rows.iter().take(shown).collect();
        if let Some(row) = rows.iter().skip(shown).find(|row| Some(row.node) == marked)
            && let Some(last) = order.last_mut()
        {
            *last = row;
        }
        self.layers.texts.push(Shape::Rect {
            min: Point::new(left, 0.0),
            max: scene,
            rounding: 0.0,
            fill: palette.background,
        });
        self.layers.texts.push(Shape::Line {
            points: vec![Point::new(left, top), Point::new(left, scene.y - top)],
            stroke: Stroke::solid(1.0, palette.edge),
        });
        self.room
            .add_box((Point::new(left, 0.0), scene), usize::MAX, BoxKind::Label);
        let widths: Vec<f32> = (0..4)
            .map(|column| {
                let cells = order.iter().map(|row| match column {
                    0 => MARK,
                    1 => row.label.as_str(),
                    2 => row.counts.as_str(),
                    _ => row.score.as_str(),
                });
                std::iter::once(heads[column])
                    .chain(cells)
                    .map(|text| text_width(text, size))
                    .fold(0.0, f32::max)
            })
            .collect();
        let x0 = left + PLATE.0 + COLUMN_GAP / 2.0;
        // Left edges of the mark and the move, right edges of the numbers.
        let mark_x = x0;
        let move_x = mark_x + widths[0] + COLUMN_GAP / 2.0;
        let counts_right = move_x + widths[1] + COLUMN_GAP + widths[2];
        let score_right = counts_right + COLUMN_GAP + widths[3];
        let mut y = top;
        for (title, role) in titles {
            self.cell((mark_x, y), false, title, (palette.text, *role));
            y += line;
        }
        if rows.is_empty() {
            return;
        }
        let head = (palette.weak_text, TextRole::TableHead);
        self.cell((move_x, y), false, heads[1], head);
        self.cell((counts_right, y), true, heads[2], head);
        self.cell((score_right, y), true, heads[3], head);
        y += line;
        for row in order {
            let picked = Some(row.node) == marked;
            let color = if picked { mark } else { palette.text };
            let role = TextRole::Tally(row.node);
            if picked {
                self.cell((mark_x, y), false, MARK, (color, role));
            }
            self.cell((move_x, y), false, &row.label, (color, role));
            self.cell((counts_right, y), true, &row.counts, (color, role));
            let score_role = if heads[3] == UCB1 {
                TextRole::Ucb(row.node)
            } else {
                role
            };
            self.cell((score_right, y), true, &row.score, (color, score_role));
            y += line;
        }
        if more > 0 {
            let more = crate::tr!("scene-table-more", count = more);
            self.cell(
                (move_x, y),
                false,
                &more,
                (palette.weak_text, TextRole::TableHead),
            );
        }
    }

    /// A cell's text, its left side at `x` (its right side if `right`),
    /// in the table's row whose top is at `y`.
    fn cell(
        &mut self,
        (x, y): (f32, f32),
        right: bool,
        text: &str,
        (color, role): (Rgba, TextRole),
    ) {
        let size = self.text_size(16.0);
        let (at, anchor) = if right {
            (
                Point::new(x, y + size * LINE_HEIGHT / 2.0),
                Anchor::RightCenter,
            )
        } else {
            (Point::new(x, y), Anchor::LeftTop)
        };
        self.layers.texts.push(Shape::Text {
            at,
            anchor,
            text: text.to_owned(),
            size,
            color,
            plate: None,
            role,
        });
    }
}
