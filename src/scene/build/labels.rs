//! The scene's labels: what each asks for (rank, lines, the spots it may
//! take round its node or along its edge) and their placement, most
//! important first, each at its first free spot ([`Room`]).

#![expect(
    clippy::cast_precision_loss,
    reason = "text lengths and line counts become f32 for pixel geometry"
)]

use super::*;

/// How much a label matters: labels are placed in this order, each where
/// nothing placed before it is, so when room is short the later ones give way.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Rank {
    /// Where a student's trace first leaves the algorithm: placed before
    /// anything else, so that it shows however crowded the tree is.
    Divergence,
    /// What decides a node and the lesson: the current node's value and
    /// window, a cutoff's name, the value and move of the child that caused
    /// it, every pruned move's label, the moves of the best line.
    Decisive,
    /// Every other node's value.
    Value,
    /// Every other move label, and Knuth types when they are shown.
    Move,
    /// Inner nodes' windows.
    Window,
    /// Leaves' windows, skipped values and values not reached yet.
    Detail,
}

/// A label asked for: its lines, its style, and the spots it may take, in
/// the order tried (anchor point, anchor, and whether it may lie over its
/// owner's shape, as a value written inside it does).
pub(super) struct Request {
    pub(super) rank: Rank,
    /// The node the label speaks of: the edge into it is its own.
    pub(super) owner: usize,
    pub(super) lines: Vec<String>,
    pub(super) size: f32,
    pub(super) color: Rgba,
    pub(super) role: TextRole,
    pub(super) spots: Vec<(Point, Anchor, bool)>,
}

/// Labels placed: the room they take, their texts, and the decisive ones
/// that found no room.
pub(super) struct Placement {
    pub(super) room: Room,
    pub(super) texts: Vec<Shape>,
    pub(super) crowded: Vec<TextRole>,
}

impl Builder<'_, '_> {
    pub(super) fn ask(&mut self, request: Request) {
        self.requests.push(request);
    }

    /// The nodes whose labels decide the picture before any is drawn
    /// ([`Rank::Decisive`]): the best line's moves, the moves of the line
    /// from the root to the current node, and the current node's value. A
    /// cut node adds the child that caused its cutoff when it is drawn
    /// ([`Builder::cause_of_cutoff`]), before its children are. Monte Carlo
    /// tree search's most visited line is its best only once it is over:
    /// until then it changes from one iteration to the next.
    pub(super) fn find_decisive(&mut self) {
        let pv = if self.is_mcts() && !self.input.complete {
            Vec::new()
        } else {
            best_line(self.input.session)
        };
        self.decisive_moves = pv.iter().map(|node| node.index()).collect();
        let current = self.current_id();
        let tree = self.input.tree;
        let line: Vec<usize> =
            std::iter::successors(current, |&id| crate::layout::parent(tree, id)).collect();
        self.decisive_moves.extend(line.iter().copied());
        self.decisive_values = current.into_iter().collect();
        // Monte Carlo tree search: the counts along the path are the lesson
        // (selection reads them, backpropagation changes them).
        if self.is_mcts() {
            self.decisive_values.extend(line);
        }
    }

    /// Marks the child that caused node `id`'s cutoff, the last one
    /// searched, as decisive: its move and its value.
    pub(super) fn cause_of_cutoff(&mut self, id: usize) {
        let tree = self.input.tree;
        let visible = self.visible();
        let cause = tree
            .children(layout_node(id))
            .into_iter()
            .map(NodeIndex::index)
            .filter(|&child| child < visible)
            .take_while(|&child| {
                tree.node(layout_node(child))
                    .is_some_and(|node| node.kind != NodeKind::Pruned)
            })
            .last();
        if let Some(cause) = cause {
            self.decisive_moves.insert(cause);
            self.decisive_values.insert(cause);
        }
    }

    /// The rank of a node's value label.
    pub(super) fn value_rank(&self, id: usize) -> Rank {
        if self.decisive_values.contains(&id) {
            Rank::Decisive
        } else {
            Rank::Value
        }
    }

    /// Places every label asked for, most important first, each at the
    /// first of its spots that is free ([`Room`]); a decisive label with no
    /// free spot is noted in [`Scene::crowded`]. Within a rank the moves go
    /// first (a move may only lie along its edge); if that leaves a
    /// decisive label out, the order with the moves last is tried too, and
    /// the one that leaves fewer out is kept.
    pub(super) fn place_labels(&mut self) {
        let requests = std::mem::take(&mut self.requests);
        let mut placement = self.placement(&requests, true);
        if !placement.crowded.is_empty() {
            let other = self.placement(&requests, false);
            if other.crowded.len() < placement.crowded.len() {
                placement = other;
            }
        }
        self.room = placement.room;
        self.layers.texts.extend(placement.texts);
        self.crowded.extend(placement.crowded);
    }

    /// The labels of `requests` placed in order of rank, the moves first
    /// within a rank if `moves_first`, else last.
    pub(super) fn placement(&self, requests: &[Request], moves_first: bool) -> Placement {
        let mut order: Vec<&Request> = requests.iter().collect();
        // Within a rank, a cutoff's name first: it is the moment's word,
        // and where room is short the cut node's window gives way to it.
        order.sort_by_key(|request| {
            let is_move = matches!(request.role, TextRole::Move(_));
            let is_cutoff = matches!(request.role, TextRole::Cutoff(_));
            (request.rank, !is_cutoff, is_move != moves_first)
        });
        let mut placement = Placement {
            room: self.room.clone(),
            texts: Vec::new(),
            crowded: Vec::new(),
        };
        for request in order {
            let width = request
                .lines
                .iter()
                .map(|line| text_width(line, request.size))
                .fold(0.0, f32::max);
            let line_height = request.size * LINE_HEIGHT;
            let height = line_height * request.lines.len() as f32;
            let scene = self.input.size;
            // A label none of whose spots lies in the picture (its owner
            // is off screen in a zoomed-in view) is not crowded out.
            let mut in_picture = false;
            // A divergence that finds no spot clear of the edges takes the
            // first clear of everything else: it must show.
            let edge_passes: &[bool] = if request.rank == Rank::Divergence {
                &[false, true]
            } else {
                &[false]
            };
            let spots = edge_passes
                .iter()
                .flat_map(|&edges| request.spots.iter().map(move |&spot| (spot, edges)));
            let placed = spots.into_iter().find_map(|((at, anchor, inside), edges)| {
                let bounds = crate::scene::text_box(at, anchor, width, request.size);
                // A block of lines grows down from its first line's box.
                let bounds = (bounds.0, Point::new(bounds.1.x, bounds.0.y + height));
                // A label is written whole inside the picture, or not at all.
                let within = bounds.0.x >= PLATE.0
                    && bounds.0.y >= PLATE.1
                    && bounds.1.x <= scene.x - PLATE.0
                    && bounds.1.y <= scene.y - PLATE.1;
                if !within {
                    return None;
                }
                in_picture = true;
                // Room for the plate drawn behind the text (3 by 1 points).
                let padded = if inside {
                    bounds
                } else {
                    (
                        bounds.0.offset(-PLATE.0, -PLATE.1),
                        bounds.1.offset(PLATE.0, PLATE.1),
                    )
                };
                // Monte Carlo tree search writes a node's counts under it,
                // over the edges to its children.
                let over = Over {
                    own_shape: inside,
                    own_children: self.is_mcts(),
                    edges,
                };
                placement
                    .room
                    .is_free(padded, request.owner, over)
                    .then_some((bounds, inside))
            });
            let Some((bounds, inside)) = placed else {
                if request.rank <= Rank::Decisive && in_picture {
                    placement.crowded.push(request.role);
                }
                continue;
            };
            let with_plate = (
                bounds.0.offset(-PLATE.0, -PLATE.1),
                bounds.1.offset(PLATE.0, PLATE.1),
            );
            placement
                .room
                .add_box(with_plate, request.owner, BoxKind::Label);
            let centre_x = f32::midpoint(bounds.0.x, bounds.1.x);
            for (row, text) in request.lines.iter().enumerate() {
                let top = bounds.0.y + row as f32 * line_height;
                placement.texts.push(Shape::Text {
                    at: Point::new(centre_x, top),
                    anchor: Anchor::CenterTop,
                    text: text.clone(),
                    size: request.size,
                    color: request.color,
                    plate: (!inside).then_some(self.input.palette.plate),
                    role: request.role,
                });
            }
        }
        placement
    }

    /// The move into `child` written on its edge: asked for now, placed
    /// with the other labels once every shape and edge is known.
    pub(super) fn move_label(
        &mut self,
        parent: usize,
        child: usize,
        from: Point,
        to: Point,
        color: Rgba,
    ) {
        let radius = self.radius(child);
        let size = self.text_size((radius * 0.6).clamp(12.0, 22.0));
        let label = self
            .input
            .labels
            .label(self.input.session, self.input.tree, child, parent)
            .to_owned();
        let pruned = self
            .input
            .tree
            .node(layout_node(child))
            .is_some_and(|node| node.kind == NodeKind::Pruned);
        let decisive = pruned || self.decisive_moves.contains(&child);
        if radius < SHAPE_RADIUS * 2.0 && !decisive {
            return;
        }
        let width = text_width(&label, size);
        let vertical = (to.x - from.x).abs() < width;
        let mut spots: Vec<(Point, Anchor)> = LABEL_SPOTS
            .iter()
            .map(|&t| (from.lerp(to, t), Anchor::Center))
            .collect();
        if vertical {
            // Beside a vertical edge, right then left, at each spot's height.
            for side in [1.0, -1.0] {
                for &t in &LABEL_SPOTS {
                    let at = from.lerp(to, t);
                    let x = at.x + side * (GAP / 2.0 + 2.0);
                    let anchor = if side > 0.0 {
                        Anchor::LeftCenter
                    } else {
                        Anchor::RightCenter
                    };
                    spots.push((Point::new(x, at.y), anchor));
                }
            }
        }
        // Last, beside a slanting edge (where edges converge on a parent):
        // clear of it on either side, so still read as its label.
        let length = from.distance(to);
        if !vertical && length > 0.0 {
            let normal = ((from.y - to.y) / length, (to.x - from.x) / length);
            let height = size * LINE_HEIGHT;
            let apart = width / 2.0 * normal.0.abs() + height / 2.0 * normal.1.abs() + GAP / 2.0;
            for side in [1.0, -1.0] {
                for &t in &LABEL_SPOTS {
                    let at = from.lerp(to, t);
                    let across = side * apart;
                    spots.push((
                        at.offset(normal.0 * across, normal.1 * across),
                        Anchor::Center,
                    ));
                }
            }
        }
        let rank = if decisive { Rank::Decisive } else { Rank::Move };
        self.ask(Request {
            rank,
            owner: child,
            lines: vec![label],
            size,
            color,
            role: TextRole::Move(layout_node(child)),
            spots: spots
                .into_iter()
                .map(|(at, anchor)| (at, anchor, false))
                .collect(),
        });
    }

    /// The static value of textbook leaf `id` in grey under its mark: a
    /// pruned leaf's never-examined value, or a leaf not reached yet in the
    /// whole-tree view (never while values are hidden).
    pub(super) fn grey_value(&mut self, id: usize, at: Point, radius: f32, role: TextRole) {
        let Some(text) = self.state_of(id).and_then(|state| self.given_value(&state)) else {
            return;
        };
        self.grey_label(id, (at, radius), text, role);
    }

    /// The value written at a textbook leaf `state`, as the tree gives it:
    /// none for an inner node, another game, or while values are hidden.
    pub(super) fn given_value(&self, state: &AnyState) -> Option<String> {
        if self.input.overlay.hide_values {
            return None;
        }
        let game = self.input.session.game();
        game.as_textbook()?;
        if game.terminal(state).map(Terminal::outcome) != Some(Outcome::Scored) {
            return None;
        }
        Some(notation::score(game.evaluate(state), game.wording()))
    }

    /// `text`, a leaf's value, in grey for `owner`'s node at `at` of
    /// `radius`: inside a faint outline of a node not reached where it
    /// fits, else under the mark or beside it.
    pub(super) fn grey_label(
        &mut self,
        owner: usize,
        (at, radius): (Point, f32),
        text: String,
        role: TextRole,
    ) {
        let size = self.text_size((radius * 0.6).clamp(12.0, 22.0));
        let below = at.offset(0.0, radius + 3.0);
        // A node not reached yet has its value inside its faint outline.
        let inside = matches!(role, TextRole::Ahead(_))
            && text_width(&text, size) <= radius * 1.8
            && size <= radius * 1.6;
        let mut spots = Vec::new();
        if inside {
            spots.push((at, Anchor::Center, true));
        }
        spots.extend([
            (below, Anchor::CenterTop, false),
            (at.offset(radius + 3.0, 0.0), Anchor::LeftCenter, false),
        ]);
        self.ask(Request {
            rank: Rank::Detail,
            owner,
            lines: vec![text],
            size,
            color: self.input.palette.weak_text,
            role,
            spots,
        });
    }

    /// The spots round a node where its labels may go, in the order a
    /// label of `kind` tries them: right of the rings, below them, left of
    /// them, above them, then a line further out on each side.
    pub(super) fn spots_round(
        spot: &Spot,
        size: f32,
        kind: SpotKind,
    ) -> Vec<(Point, Anchor, bool)> {
        let &Spot { at, big, clear, .. } = spot;
        let line = size * LINE_HEIGHT;
        let right = |dy: f32| (at.offset(clear, dy), Anchor::LeftCenter, false);
        let left = |dy: f32| (at.offset(-clear, dy), Anchor::RightCenter, false);
        let below = |rows: f32| {
            (
                at.offset(0.0, clear + rows * line),
                Anchor::CenterTop,
                false,
            )
        };
        let above = |rows: f32| {
            (
                at.offset(0.0, -clear - (rows + 1.0) * line),
                Anchor::CenterTop,
                false,
            )
        };
        match kind {
            SpotKind::Value => vec![
                right(big * 0.3),
                below(0.0),
                left(big * 0.3),
                right(big * 0.3 + line),
                left(big * 0.3 + line),
                right(big * 0.3 - line),
                left(big * 0.3 - line),
                below(1.0),
                above(0.0),
            ],
            SpotKind::Window => vec![
                below(0.0),
                below(1.0),
                right(big * 0.3 + line),
                left(big * 0.3 + line),
                right(big * 0.3),
                left(big * 0.3),
                right(big * 0.3 + 2.0 * line),
                left(big * 0.3 + 2.0 * line),
                right(big * 0.3 - line),
                left(big * 0.3 - line),
                above(0.0),
                below(2.0),
                right(-big * 0.35 - line),
                left(-big * 0.35 - line),
                right(-big * 0.35 - 2.0 * line),
                left(-big * 0.35 - 2.0 * line),
                above(1.0),
            ],
            SpotKind::Cutoff => vec![
                right(-big * 0.35),
                right(-big * 0.35 - line),
                left(-big * 0.35),
                left(-big * 0.35 - line),
                right(big * 0.3),
                left(big * 0.3),
                right(big * 0.3 + line),
                left(big * 0.3 + line),
                above(0.0),
                above(1.0),
                below(1.0),
            ],
        }
    }

    /// The node's value: inside the shape (at `text_at`) where it fits the
    /// shape (`inner`: width and height in radii), else round the rings;
    /// `fill` is the shape's fill once it is finished.
    pub(super) fn value_label(
        &mut self,
        spot: &Spot,
        value: String,
        text_at: Point,
        (wide, tall): (f32, f32),
        fill: Option<Rgba>,
    ) {
        let palette = self.input.palette;
        let asked = self.text_size((spot.radius * 0.72).clamp(12.0, 26.0));
        let fits = |size: f32| {
            text_width(&value, size) <= wide * spot.radius && size <= tall * spot.radius
        };
        // Inside at the size asked, else at the smallest text before it
        // goes beside its node.
        let inside = [asked, self.min_text().min(asked)]
            .into_iter()
            .find(|&size| fits(size));
        let size = inside.unwrap_or(asked);
        let (color, spots) = if inside.is_some() {
            // On a filled shape, black or white as reads better on its fill.
            let color = fill.map_or(palette.text, Rgba::ink);
            (color, vec![(text_at, Anchor::Center, true)])
        } else {
            (palette.text, Self::spots_round(spot, size, SpotKind::Value))
        };
        self.ask(Request {
            rank: self.value_rank(spot.id),
            owner: spot.id,
            lines: vec![value],
            size,
            color,
            role: TextRole::Value(layout_node(spot.id)),
            spots,
        });
    }

    /// The Knuth type (PV, CUT, ALL) above the node's left.
    pub(super) fn knuth_label(&mut self, spot: &Spot, kind: KnuthType, size: f32) {
        let corner = spot.at.offset(-spot.big * 0.8, -spot.big * 0.75);
        // Shown only when asked for: the lesson then is about them, so
        // they go before the windows.
        self.ask(Request {
            rank: Rank::Move,
            owner: spot.id,
            lines: vec![kind.name().to_owned()],
            size,
            color: self.input.palette.knuth(kind),
            role: TextRole::Knuth(layout_node(spot.id)),
            spots: vec![
                (corner, Anchor::RightBottom, false),
                (spot.at.offset(0.0, -spot.clear), Anchor::RightBottom, false),
                (
                    spot.at.offset(-spot.clear, -spot.big),
                    Anchor::RightCenter,
                    false,
                ),
                (spot.at.offset(-spot.clear, 0.0), Anchor::RightCenter, false),
                (
                    spot.at.offset(-spot.clear, spot.big),
                    Anchor::RightCenter,
                    false,
                ),
                (
                    spot.at.offset(spot.clear, spot.big),
                    Anchor::LeftCenter,
                    false,
                ),
            ],
        });
    }

    /// The `[α, β]` window round the node; a worksheet's `[α, β] / [α, β]`
    /// (on entry and on leaving) in two lines.
    pub(super) fn window_label(&mut self, spot: &Spot, window: String, size: f32, rank: Rank) {
        let lines = match window.split_once(WINDOWS_APART) {
            Some((entry, leaving)) => vec![entry.to_owned(), format!("/ {leaving}")],
            None => vec![window],
        };
        let mut spots = Self::spots_round(spot, size, SpotKind::Window);
        // A detail far from its node reads as a neighbour's: a leaf's
        // window goes right under it or nowhere.
        if rank == Rank::Detail {
            spots.truncate(2);
        }
        self.ask(Request {
            rank,
            owner: spot.id,
            lines,
            size,
            color: self.input.palette.weak_text,
            role: TextRole::Window(layout_node(spot.id)),
            spots,
        });
    }

    /// The cutoff's name (α-cutoff, β-cutoff) beside the node, above its
    /// value's line first.
    pub(super) fn cutoff_label(&mut self, spot: &Spot, name: &str, size: f32) {
        self.ask(Request {
            rank: Rank::Decisive,
            owner: spot.id,
            lines: vec![name.to_owned()],
            size,
            color: self.input.palette.cutoff,
            role: TextRole::Cutoff(layout_node(spot.id)),
            spots: Self::spots_round(spot, size, SpotKind::Cutoff),
        });
    }

    /// The collapse badge `+N`: `hidden` nodes folded below this one,
    /// beside its fold mark (`fold`, the mark's box), else round the node.
    pub(super) fn hidden_badge(
        &mut self,
        spot: &Spot,
        (min, max): (Point, Point),
        hidden: usize,
        size: f32,
    ) {
        let middle = f32::midpoint(min.y, max.y);
        let mut spots = vec![
            (
                Point::new(max.x + GAP / 2.0, middle),
                Anchor::LeftCenter,
                false,
            ),
            (
                Point::new(min.x - GAP / 2.0, middle),
                Anchor::RightCenter,
                false,
            ),
            (Point::new(spot.at.x, max.y + 2.0), Anchor::CenterTop, false),
        ];
        spots.extend(Self::spots_round(spot, size, SpotKind::Value));
        self.ask(Request {
            rank: Rank::Decisive,
            owner: spot.id,
            lines: vec![format!("+{hidden}")],
            size,
            color: self.input.palette.text,
            role: TextRole::Hidden(layout_node(spot.id)),
            spots,
        });
    }
}

/// Where a node's shape is drawn.
pub(super) struct Spot {
    pub(super) id: usize,
    /// The node's centre.
    pub(super) at: Point,
    pub(super) radius: f32,
    /// The shape's outer size, `1.25 × radius`.
    pub(super) big: f32,
    /// From the centre to just outside the rings ([`Builder::clearance`]).
    pub(super) clear: f32,
}

/// Which label the spots round a node are for.
#[derive(Clone, Copy)]
pub(super) enum SpotKind {
    Value,
    Window,
    Cutoff,
}
