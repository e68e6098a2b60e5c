//! The tree view: the explicit search tree as a [`crate::scene::Scene`]
//! built on the tidy layout from [`crate::layout`] and painted with egui,
//! with zoom, pan, fit, follow, collapse and a text-size control.
//!
//! The view is split by job: this file holds the state, the interaction and
//! the tooltip; the core [`crate::scene`] decides what is drawn (culling,
//! level of detail, labels, colours); `paint` translates the scene into egui
//! shapes; `legend` draws the legends of the teaching overlay
//! ([`TreeOverlay`]: hidden values, Knuth types, lecture sizes, a
//! comparison's diff).

mod access;
mod legend;
pub(in crate::app) mod paint;

use std::collections::BTreeSet;

use egui::{Rect, Sense, Vec2};
use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::layout::{SyncKind, TreeLayout};
use crate::scene::labels::LabelCache;
use crate::scene::tooltip;
use crate::scene::{
    DrawnNode, Mark, Palette, Point, Region, SceneInput, Shape, TreeForm, View, shown_ancestor,
};
use crate::session::Session;
use crate::tree::SearchTree;

use super::overlay::TreeOverlay;
use super::shell::frame_dump::{self, Area, ItemKind, TreeDrawn, TreeItem};
pub use access::has_keyboard;
use legend::Legends;

/// How near an edge, in points, a click on a worksheet marks its move.
const EDGE_REACH: f32 = 8.0;
/// The tree's text-size control: its range and step.
const TEXT_SCALES: (f32, f32, f32) = (0.8, 2.0, 0.2);

/// What the user did in the tree view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TreeViewAction {
    /// A node was clicked.
    Select(NodeIndex),
    /// On a worksheet, the edge into this node was clicked.
    Edge(NodeIndex),
}

/// View state that lives across frames: zoom, pan, follow, collapsed
/// subtrees and caches. Replace it with `default()` when the search changes.
#[expect(
    clippy::struct_excessive_bools,
    reason = "fitting, following, skipped values and the whole tree are independent toggles"
)]
pub struct TreeViewState {
    /// The layout of the tree at the cursor.
    layout: TreeLayout,
    /// Nodes the user collapsed (drawn as leaves with a "+N" badge).
    collapsed: BTreeSet<NodeIndex>,
    /// Zoom and pan; `None` until the first frame.
    view: Option<View>,
    /// The size of the tree's canvas last frame, in points.
    canvas: Point,
    /// Keep fitting the whole tree to the window as it grows, until the
    /// user zooms or pans.
    fitting: bool,
    /// Keep the current node in view.
    follow: bool,
    /// The outline's rows as the user scrolled them while not following
    /// ([`SceneInput::outline_scroll`]); `None` until then.
    outline_scroll: Option<f32>,
    /// The node followed last frame, so following only pans when it moves.
    followed: Option<NodeIndex>,
    /// A zoom and pan set from a session file: drawn as it was saved, so
    /// the node shown then is taken as followed already rather than
    /// panned to.
    restored: bool,
    /// Move labels per node.
    labels: LabelCache,
    /// The iteration (of iterative deepening) shown last frame.
    iteration: Option<usize>,
    /// Moves to the hovered node, cached while the pointer rests on it.
    hover_path: Option<(NodeIndex, String)>,
    /// Zoom asked for by [`TreeViewState::zoom_by`], applied next frame.
    pending_zoom: f32,
    /// How much larger than its default the tree's text is, as the
    /// presenter asked (A+, A−, a session file).
    text_scale: f32,
    /// How much larger than its default the tree's text is drawn this
    /// frame: [`Self::text_scale`], less where the fitted fan would lose
    /// the root or the node being searched ([`zoomed_fit`]).
    drawn_scale: f32,
    /// Write the values of pruned textbook leaves in grey.
    show_skipped: bool,
    /// Draw a textbook tree whole from step 0, the nodes not reached yet
    /// faint (the whole-tree view).
    whole_tree: bool,
    /// Outline or top-down fan as the user chose; `None`: as suits the
    /// game ([`crate::scene::outline::suited`]).
    form: Option<TreeForm>,
    /// The node the keyboard focus is on while the tree has it.
    focus: Option<NodeIndex>,
    /// The keyboard focus moved: bring its node into view next frame.
    focus_moved: bool,
    /// The T key asked for the keyboard focus on the tree.
    wants_focus: bool,
    /// The node the user picked ([`TreeViewState::set_picked`]).
    picked: Option<NodeIndex>,
}

impl Default for TreeViewState {
    fn default() -> Self {
        Self {
            layout: TreeLayout::new(),
            collapsed: BTreeSet::new(),
            view: None,
            canvas: Point::default(),
            fitting: true,
            follow: true,
            outline_scroll: None,
            followed: None,
            restored: false,
            labels: LabelCache::default(),
            iteration: None,
            hover_path: None,
            pending_zoom: 1.0,
            text_scale: 1.0,
            drawn_scale: 1.0,
            show_skipped: false,
            whole_tree: true,
            form: None,
            focus: None,
            focus_moved: false,
            wants_focus: false,
            picked: None,
        }
    }
}

impl TreeViewState {
    /// The state for a new search: zoom, pan, collapsed nodes and caches
    /// start afresh; the user's choices (text size, skipped values,
    /// following) stay.
    #[must_use]
    pub fn for_new_search(&self) -> Self {
        Self {
            text_scale: self.text_scale,
            show_skipped: self.show_skipped,
            whole_tree: self.whole_tree,
            follow: self.follow,
            ..Self::default()
        }
    }

    /// How much larger than its default the tree's text is.
    #[must_use]
    pub fn text_scale(&self) -> f32 {
        self.text_scale
    }

    /// Sets the tree's text scale, within the control's range.
    pub fn set_text_scale(&mut self, scale: f32) {
        let (lo, hi, _) = TEXT_SCALES;
        if scale.is_finite() {
            self.text_scale = scale.clamp(lo, hi);
        }
    }

    /// Sets the tree's text scale (within the control's range); shapes and
    /// spacing grow with the text: a fitted view stays fitted at that size
    /// (`zoomed_fit`), so opening a session file with its text scale
    /// draws what pressing A+ as often did; a view the user zoomed or
    /// panned zooms by the same ratio.
    pub fn scale_tree(&mut self, scale: f32) {
        let before = self.text_scale;
        self.set_text_scale(scale);
        if before > 0.0 && !self.fitting {
            self.zoom_by(self.text_scale / before);
        }
    }

    /// Whether pruned textbook leaves show their never-examined values.
    #[must_use]
    pub fn shows_skipped(&self) -> bool {
        self.show_skipped
    }

    /// Shows or hides the values of pruned textbook leaves.
    pub fn set_show_skipped(&mut self, show: bool) {
        self.show_skipped = show;
    }

    /// Whether a textbook tree is drawn whole from step 0 (the whole-tree view).
    #[must_use]
    pub fn shows_whole_tree(&self) -> bool {
        self.whole_tree
    }

    /// The user's choice of outline or fan, `None` while it follows the game.
    #[must_use]
    pub fn form_choice(&self) -> Option<TreeForm> {
        self.form
    }

    /// Turns the whole-tree view on or off.
    pub fn set_whole_tree(&mut self, whole: bool) {
        self.whole_tree = whole;
    }

    /// Whether the view keeps the current node in view.
    #[must_use]
    pub fn follows(&self) -> bool {
        self.follow
    }

    /// Turns following the current node on or off; turned on, the view
    /// goes to the current node at once.
    pub fn set_follow(&mut self, follow: bool) {
        if follow && !self.follow {
            self.followed = None;
        }
        self.follow = follow;
    }

    /// Fits the whole tree to the window from the next frame on, and keeps
    /// doing so as it grows until the user zooms or pans.
    pub fn fit(&mut self) {
        self.fitting = true;
    }

    /// Zooms by `factor` (above 1: closer) around the middle of the view on
    /// the next frame, as the mouse wheel does around the pointer; for
    /// keyboard shortcuts and zoom buttons.
    pub fn zoom_by(&mut self, factor: f32) {
        if factor.is_finite() && factor > 0.0 {
            self.pending_zoom *= factor;
        }
    }

    /// The zoom and pan the user set; `None` while the view fits the tree
    /// to the window (for session files).
    #[must_use]
    pub fn zoom_pan(&self) -> Option<View> {
        self.view.filter(|_| !self.fitting)
    }

    /// Sets the zoom and pan (from a session file); `None` fits the tree to
    /// the window.
    pub fn set_zoom_pan(&mut self, view: Option<View>) {
        self.fitting = view.is_none();
        self.restored = view.is_some();
        self.view = view;
    }

    /// The view and the canvas size of the last frame: what "the visible
    /// part" of the tree is, for File → Export. `None` before the first frame.
    #[must_use]
    pub fn visible(&self) -> Option<(View, Point)> {
        self.view.map(|view| (view, self.canvas))
    }

    /// The nodes the user collapsed.
    #[must_use]
    pub fn collapsed(&self) -> &BTreeSet<NodeIndex> {
        &self.collapsed
    }

    /// Whether `node` is collapsed.
    #[must_use]
    pub fn is_collapsed(&self, node: NodeIndex) -> bool {
        self.collapsed.contains(&node)
    }
}

impl TreeViewState {
    /// The view to draw with this frame: the last one, zoomed by the
    /// buttons and moved by the pointer (`response`), refitted while
    /// fitting, and panned to keep the `current` node in view while
    /// following. `canvas` is the tree panel's size.
    fn place_view(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        (canvas, min_text, lecture): (Point, f32, bool),
        (tree, current): (&SearchTree, Option<NodeIndex>),
        outline: bool,
    ) -> View {
        let Self {
            layout,
            view,
            canvas: last_canvas,
            fitting,
            follow,
            followed,
            restored,
            pending_zoom,
            focus,
            focus_moved,
            text_scale,
            drawn_scale,
            ..
        } = self;
        *last_canvas = canvas;
        *drawn_scale = *text_scale;
        let mut current_view = view.unwrap_or_else(|| View::fit(layout.bounds(), canvas));
        let asked = std::mem::replace(pending_zoom, 1.0);
        if (asked - 1.0).abs() > f32::EPSILON {
            current_view.zoom_around(asked, Point::new(canvas.x / 2.0, canvas.y / 2.0));
            *fitting = false;
        }
        // The outline scrolls its rows instead ([`Self::scroll_outline`]).
        if !outline && interact(ui, response, &mut current_view) {
            *fitting = false;
            if response.dragged() {
                *follow = false;
            }
        }
        let shown_current = current.map(|node| shown_ancestor(tree, layout, node.index()));
        if *fitting {
            current_view = if outline {
                View::fit(layout.bounds(), canvas)
            } else {
                let sizing = Sizing {
                    text_scale: *text_scale,
                    window_zoom: ui.ctx().zoom_factor(),
                    min_text,
                    lecture,
                };
                let (fitted, scale) =
                    zoomed_fit((tree, layout), canvas, sizing, shown_current, *view);
                *drawn_scale = scale;
                fitted
            };
        }
        if std::mem::take(restored) {
            *followed = shown_current.map(NodeIndex::new);
        }
        if let Some(node) = shown_current
            && *follow
            && !*fitting
            && Some(NodeIndex::new(node)) != *followed
        {
            current_view.keep_in_view(layout, node, canvas);
        }
        *followed = shown_current.map(NodeIndex::new);
        if let Some(node) = focus.filter(|_| std::mem::take(focus_moved) && !*fitting) {
            let shown = shown_ancestor(tree, layout, node.index());
            current_view.keep_in_view(layout, shown, canvas);
        }
        *view = Some(current_view);
        current_view
    }

    /// The scene of `session`'s tree on a canvas of `canvas` points, with
    /// the view placed (zoom, pan, follow) and the outline scrolled by the
    /// pointer (`response`) this frame.
    fn scene(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        (session, tree, overlay): (&Session<AnyGame>, &SearchTree, &TreeOverlay),
        (canvas, selected, palette, form): (Point, Option<NodeIndex>, Palette, TreeForm),
    ) -> crate::scene::Scene {
        let textbook = session.game().as_textbook().is_some();
        let current = session.current_node();
        // Monte Carlo tree search's tree is always a fan ([`crate::scene::build`]).
        let outline = form == TreeForm::Outline && !tree.is_mcts();
        let min_text = if overlay.lecture {
            egui::TextStyle::Body.resolve(ui.style()).size
        } else {
            0.0
        };
        let current_view = self.place_view(
            ui,
            response,
            (canvas, min_text, overlay.lecture),
            (tree, current),
            outline,
        );
        let scrolled = if outline {
            outline_scrolled(ui, response)
        } else {
            0.0
        };
        let TreeViewState {
            layout,
            labels,
            drawn_scale,
            show_skipped,
            whole_tree,
            follow,
            outline_scroll,
            ..
        } = self;
        let mut input = SceneInput {
            session,
            tree,
            layout,
            labels,
            cursor: session.local_cursor(),
            view: current_view,
            outline_scroll: None,
            size: canvas,
            palette,
            current,
            selected,
            complete: session.outcome().is_some(),
            overlay,
            show_skipped: *show_skipped && textbook,
            text_scale: *drawn_scale,
            min_text,
            whole_tree: *whole_tree,
            form,
        };
        if outline {
            scroll_outline(&mut input, (follow, outline_scroll), scrolled);
        }
        crate::scene::build(input)
    }

    /// What the pointer does to the `hovered` node: a click selects it, a
    /// double click collapses or expands its subtree, hovering shows its
    /// tooltip.
    fn pointer_ui(
        &mut self,
        response: egui::Response,
        session: &Session<AnyGame>,
        tree: &SearchTree,
        hovered: NodeIndex,
        hide_values: bool,
    ) -> Option<TreeViewAction> {
        let Self {
            layout,
            collapsed,
            hover_path,
            form,
            ..
        } = self;
        let action = response
            .clicked()
            .then_some(TreeViewAction::Select(hovered));
        let outline = form_of(*form, session) == TreeForm::Outline;
        // A subtree folds; in the outline, a row of searched leaves opens
        // too (its first leaf stands for it).
        if response.double_clicked()
            && !collapsed.remove(&hovered)
            && (outline || layout.descendants(hovered.index()) > 0)
        {
            collapsed.insert(hovered);
        }
        let path = match hover_path.take() {
            Some((cached, path)) if cached == hovered => path,
            _ => tooltip::path_text(session, hovered),
        };
        let text = tooltip_text(session, tree, layout, hovered, &path, hide_values, outline);
        *hover_path = Some((hovered, path));
        response.on_hover_ui_at_pointer(|ui| {
            ui.label(text);
        });
        action
    }
}

/// Draws the tree of `session` at its cursor, filling the available space,
/// with what `overlay` asks for on top.
pub fn tree_view_ui(
    ui: &mut egui::Ui,
    session: &Session<AnyGame>,
    selected: Option<NodeIndex>,
    state: &mut TreeViewState,
    overlay: &TreeOverlay,
) -> Option<TreeViewAction> {
    let textbook = session.game().as_textbook().is_some();
    let outline = form_of(state.form, session) == TreeForm::Outline;
    toolbar_ui(
        ui,
        state,
        textbook,
        (overlay.hide_values, overlay.lecture),
        outline,
    );
    tree_figure_ui(ui, session, selected, state, overlay)
}

/// The tree alone, without the view's toolbar: for the ordering view's
/// three trees side by side.
pub fn tree_figure_ui(
    ui: &mut egui::Ui,
    session: &Session<AnyGame>,
    selected: Option<NodeIndex>,
    state: &mut TreeViewState,
    overlay: &TreeOverlay,
) -> Option<TreeViewAction> {
    let textbook = session.game().as_textbook().is_some();
    let form = form_of(state.form, session);
    let dark = ui.visuals().dark_mode;
    let palette = if overlay.high_contrast {
        Palette::high_contrast(dark)
    } else {
        Palette::new(dark, overlay.lecture)
    };
    let legends = Legends {
        knuth: overlay.knuth_types,
        diff: !overlay.diff.is_empty(),
        quiescence: session.tree().is_some_and(SearchTree::has_quiescence),
        chance: session.tree().is_some_and(SearchTree::has_chance),
    };
    legend::legends_ui(ui, &palette, legends);
    // The room left inside the panel as it is now: never more than what is
    // on screen, so the tree cannot spill under a neighbouring panel.
    let room = ui.available_rect_before_wrap().intersect(ui.clip_rect());
    let (_, rect) = ui.allocate_space(room.size().max(Vec2::splat(64.0)));
    let response = ui.interact(
        rect,
        ui.scope_id().with("search tree"),
        Sense::click_and_drag(),
    );
    let name = crate::tr!("panels-tree-name");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Tree, true, &name));
    let painter = ui.painter().with_clip_rect(ui.clip_rect().intersect(rect));
    painter.rect_filled(rect, 4.0, paint::color(palette.background));

    let Some(tree) = session.tree() else {
        empty_ui(
            &painter,
            rect,
            &palette,
            &crate::tr!("panels-tree-no-search"),
        );
        return None;
    };
    sync(state, session, tree);
    if tree.visible_count(session.local_cursor()) == 0 && !(state.whole_tree && textbook) {
        empty_ui(
            &painter,
            rect,
            &palette,
            &crate::tr!("panels-tree-step-to-root"),
        );
        return None;
    }

    let canvas = Point::new(rect.width(), rect.height());
    let scene = state.scene(
        ui,
        &response,
        (session, tree, overlay),
        (canvas, selected, palette, form),
    );
    paint::paint(&painter, rect.min, &scene);
    dump_tree(
        ui.ctx(),
        (session, tree, &state.layout),
        (&scene, &palette),
        rect,
    );
    let keyed = state.reader_ui(
        ui,
        &response,
        &painter,
        &access::Access {
            session,
            tree,
            scene: &scene,
            palette: &palette,
            hide_values: overlay.hide_values || overlay.blank,
            sheet: overlay.blank.then_some(&overlay.sheet),
            divergence: overlay.divergence.as_ref(),
        },
    );
    if keyed.is_some() {
        return keyed;
    }
    let hovered = response.hover_pos().and_then(|pointer| {
        scene.node_at(Point::new(pointer.x - rect.min.x, pointer.y - rect.min.y))
    });

    let Some(hovered) = hovered else {
        return edge_ui(&response, rect, &scene, tree, overlay);
    };
    // A blank sheet (worksheet, drill) asks for the values: no tooltip gives them.
    state.pointer_ui(
        response,
        session,
        tree,
        hovered,
        overlay.hide_values || overlay.blank,
    )
}

/// On a worksheet, an edge under the pointer (no node there): the hand
/// cursor, and a click marks the move into it.
fn edge_ui(
    response: &egui::Response,
    rect: Rect,
    scene: &crate::scene::Scene,
    tree: &SearchTree,
    overlay: &TreeOverlay,
) -> Option<TreeViewAction> {
    if !overlay.blank {
        return None;
    }
    let pointer = response.hover_pos()?;
    let point = Point::new(pointer.x - rect.min.x, pointer.y - rect.min.y);
    let child = scene.edge_at(point, EDGE_REACH, |node| tree.parent(node))?;
    response.ctx.set_cursor_icon(egui::CursorIcon::PointingHand);
    response.clicked().then_some(TreeViewAction::Edge(child))
}

/// The buttons above the tree.
fn toolbar_ui(
    ui: &mut egui::Ui,
    state: &mut TreeViewState,
    textbook: bool,
    (quiz, lecture): (bool, bool),
    outline: bool,
) {
    let row = ui.horizontal_wrapped(|ui| {
        // The lecturer's controls: at their normal size in lecture mode,
        // so the tree keeps the room.
        crate::app::shell::lecture::controls_style(ui, lecture);
        if ui
            .selectable_label(outline, crate::tr!("panels-tree-outline"))
            .on_hover_text(crate::tr!("panels-tree-outline-hint"))
            .clicked()
        {
            state.form = Some(if outline {
                TreeForm::Fan
            } else {
                TreeForm::Outline
            });
        }
        // Fitting is for the fan; both follow the search until the user
        // scrolls, drags or pans.
        if !outline {
            fit_ui(ui, state);
        }
        follow_ui(ui, state);
        text_size_ui(ui, state);
        if textbook {
            ui.add_enabled(
                !quiz,
                egui::Checkbox::new(&mut state.show_skipped, crate::tr!("panels-tree-skipped")),
            )
            .on_hover_text(crate::tr!("panels-tree-skipped-hint"))
            .on_disabled_hover_text(crate::tr!("panels-tree-skipped-hidden"));
            ui.checkbox(&mut state.whole_tree, crate::tr!("panels-tree-whole"))
                .on_hover_text(crate::tr!("panels-tree-whole-hint"));
        }
    });
    frame_dump::mark(ui.ctx(), Area::Toolbar, row.response.rect);
}

/// Fit, for the top-down fan.
fn fit_ui(ui: &mut egui::Ui, state: &mut TreeViewState) {
    if ui
        .selectable_label(state.fitting, crate::tr!("panels-tree-fit"))
        .on_hover_text(crate::tr!("panels-tree-fit-hint"))
        .clicked()
    {
        state.fitting = true;
    }
}

/// Follow: keep the node being searched in view. A drag (and in the
/// outline, the wheel) turns it off; clicking it or Esc turns it back on.
fn follow_ui(ui: &mut egui::Ui, state: &mut TreeViewState) {
    let mut follow = state.follow;
    if ui
        .toggle_value(&mut follow, crate::tr!("panels-tree-follow"))
        .on_hover_text(crate::tr!("panels-tree-follow-hint"))
        .changed()
    {
        state.set_follow(follow);
    }
}

/// The tree's size for a presenter: A−, the size, A+. The labels, the
/// shapes and the spacing between them grow and shrink together (the view
/// zooms about its middle by the text's ratio), so every label stays on its
/// node and nothing is crowded out. The size shown is the one drawn: where
/// the fitted fan holds less than asked with the root and the node being
/// searched in view ([`zoomed_fit`]), A+ is off and A− goes down from it.
fn text_size_ui(ui: &mut egui::Ui, state: &mut TreeViewState) {
    let (lo, hi, step) = TEXT_SCALES;
    let (asked, drawn) = (state.text_scale, state.drawn_scale);
    let held = drawn < asked - 1e-3;
    if ui
        .add_enabled(drawn > lo + 1e-3, egui::Button::new("A−"))
        .on_hover_text(crate::tr!("panels-tree-smaller"))
        .clicked()
    {
        state.scale_tree(drawn - step);
    }
    let size = ui.label(format!("{:.0}%", drawn * 100.0));
    if held {
        size.on_hover_text(crate::tr!(
            "panels-tree-size-held",
            asked = format!("{:.0}", asked * 100.0),
            drawn = format!("{:.0}", drawn * 100.0)
        ));
    } else {
        size.on_hover_text(crate::tr!("panels-tree-size"));
    }
    if ui
        .add_enabled(!held && asked < hi - 1e-3, egui::Button::new("A+"))
        .on_hover_text(crate::tr!("panels-tree-larger"))
        .on_disabled_hover_text(crate::tr!("panels-tree-largest"))
        .clicked()
    {
        state.scale_tree(asked + step);
    }
}

fn empty_ui(painter: &egui::Painter, rect: Rect, palette: &Palette, text: &str) {
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(20.0),
        paint::color(palette.weak_text),
    );
}

/// Marks `rect` as the tree's canvas and, while a frame inventory is
/// taken, keeps the tree drawn there ([`drawn_tree`]).
fn dump_tree(
    ctx: &egui::Context,
    searched: (&Session<AnyGame>, &SearchTree, &TreeLayout),
    (scene, palette): (&crate::scene::Scene, &Palette),
    rect: Rect,
) {
    frame_dump::mark(ctx, Area::Tree, rect);
    if frame_dump::is_on(ctx) {
        let (session, tree, layout) = searched;
        let drawn = drawn_tree((session, tree, layout), scene, palette.pv, rect);
        frame_dump::tree_drawn(ctx, drawn);
    }
}

/// Whether `scene` draws `drawn` on the highlight in colour `pv`: a band
/// of that colour behind it (the outline's rows), or a line of it ending
/// at its mark (the fan's edges, the outline's guides).
fn on_line(scene: &crate::scene::Scene, pv: crate::scene::Rgba, drawn: &DrawnNode) -> bool {
    let same = |color: crate::scene::Rgba| (color.r, color.g, color.b) == (pv.r, pv.g, pv.b);
    let at = drawn.at;
    let reach = drawn.radius * 1.6 + 4.0;
    scene.shapes.iter().any(|shape| match shape {
        Shape::Rect { min, max, fill, .. } => {
            same(*fill) && (min.x..=max.x).contains(&at.x) && (min.y..=max.y).contains(&at.y)
        }
        Shape::Line { points, stroke } => {
            same(stroke.color)
                && [points.first(), points.last()]
                    .into_iter()
                    .flatten()
                    .any(|end| end.distance(at) <= reach)
        }
        _ => false,
    })
}

/// The tree as drawn in `rect`, for the frame inventory: each drawn node
/// with its path (as `--trace` writes it), its kind and its box.
fn drawn_tree(
    (session, tree, layout): (&Session<AnyGame>, &SearchTree, &TreeLayout),
    scene: &crate::scene::Scene,
    pv: crate::scene::Rgba,
    rect: Rect,
) -> TreeDrawn {
    let path = |node: NodeIndex| crate::game::path_text(&session.path_labels(node), " ");
    let items = scene
        .nodes
        .iter()
        .map(|drawn| {
            let (kind, named) = match drawn.mark {
                Mark::Pruned | Mark::PrunedGroup { .. } => (
                    ItemKind::Pruned,
                    tree.parent(drawn.node).unwrap_or(drawn.node),
                ),
                Mark::Band { .. } | Mark::SearchedGroup { .. } => (ItemKind::Collapsed, drawn.node),
                _ if layout.hidden_below(drawn.node.index()) > 0 => {
                    (ItemKind::Collapsed, drawn.node)
                }
                _ => (ItemKind::Node, drawn.node),
            };
            let centre = rect.min + Vec2::new(drawn.at.x, drawn.at.y);
            TreeItem {
                path: path(named),
                kind,
                rect: Rect::from_center_size(centre, Vec2::splat(2.0 * drawn.radius)),
                line: on_line(scene, pv, drawn),
            }
        })
        .collect();
    TreeDrawn {
        viewport: rect,
        items,
    }
}

/// What the tree's sizes are made of this frame: the A+ scale, the
/// whole window's zoom (Ctrl +), the smallest text and lecture mode.
#[derive(Clone, Copy)]
struct Sizing {
    text_scale: f32,
    window_zoom: f32,
    min_text: f32,
    lecture: bool,
}

/// How far the tree's text scale is lowered at a time while the zoomed-in
/// fan would lose the root or the node being searched ([`zoomed_fit`]).
const CAP_STEP: f32 = 0.05;

/// The fitted view of the fan, and the text scale it is drawn at. At 100 %
/// (and smaller) the whole tree fits the canvas. Zoomed in, by A+
/// (`text_scale`) or the window's zoom, it is the picture fitted to the
/// canvas as the screen has it (its points times the window's zoom), its
/// columns spread by A+'s scale and its levels never closer than the text
/// on them needs ([`crate::scene::level_for_text`]), so that shapes,
/// labels and spacing grow together; when that
/// picture is larger than the canvas the node being searched, with its
/// children (and its parent when there is room), stays in view, the
/// picture moving only when they would leave it (`previous`: last frame's
/// view). A+'s scale is lowered (not below 100 %) until the plies from
/// the root to the children of the node being searched fit the canvas's
/// height: at 1280×720 in lecture mode A+ ×3 scrolled the root off. Under
/// the window's zoom it is lowered below 100 % where it must, down to the
/// size that draws the tree as large on screen as at 100 % without the
/// window's zoom: at 1280×720 in lecture mode Ctrl + ×2 scrolled the root
/// off, since the panes around the tree grow too.
fn zoomed_fit(
    (tree, layout): (&SearchTree, &TreeLayout),
    canvas: Point,
    sizing: Sizing,
    current: Option<usize>,
    previous: Option<View>,
) -> (View, f32) {
    let bounds = layout.bounds();
    let keep = current.map_or_else(Vec::new, |id| moment(tree, layout, id));
    // The deepest ply kept in view with the root: the children of the node
    // being searched (`moment`'s first region reaches them).
    let path_end = keep.first().map(|family| family.plies.1);
    let mut magnify = sizing.text_scale.max(1.0);
    let zoom = sizing.window_zoom.max(1.0);
    // As large on screen as at 100 % without the window's zoom.
    let least_magnify = (1.0 / zoom).max(TEXT_SCALES.0);
    loop {
        if magnify * zoom <= 1.0 + 1e-3 {
            return (View::fit(bounds, canvas), magnify.min(sizing.text_scale));
        }
        let base = View::fit(bounds, Point::new(canvas.x * zoom, canvas.y * zoom));
        // The levels, the room a short canvas lacks, grow only as far as
        // the text on them needs: in points, as the text is, so that the
        // window's zoom enlarges both alike (times the zoom again, they
        // grew by its square and lost the root at 1280×720).
        let least = crate::scene::level_for_text(magnify, sizing.min_text, sizing.lecture);
        let scale = Point::new(base.scale.x * magnify, base.scale.y.max(least));
        let fits = path_end
            .is_none_or(|deepest| View::zoomed_height(deepest, scale.y, magnify) <= canvas.y);
        // At 100 % the window's zoom stays whole: its text is as large,
        // and spread any less its levels would not hold it.
        if fits || magnify <= least_magnify + 1e-3 {
            let previous = previous.filter(|view| view.scale == scale);
            let view = View::zoomed(bounds, canvas, (scale, magnify), &keep, previous);
            return (view, magnify.min(sizing.text_scale));
        }
        magnify = (magnify - CAP_STEP).max(least_magnify);
    }
}

/// What a zoomed-in view keeps in view at node `id`: it, its children and
/// its parent; then it and its children; then it alone.
fn moment(tree: &SearchTree, layout: &TreeLayout, id: usize) -> Vec<Region> {
    #[expect(
        clippy::cast_precision_loss,
        reason = "leaf columns are far below f32's exact range in any tree drawn"
    )]
    let (lo, hi) = {
        let (lo, hi) = layout.columns(id);
        (lo as f32, hi as f32)
    };
    let ply = f32::from(layout.ply(id));
    let below = f32::from(layout.deepest(id)).min(ply + 1.0);
    let own = Region {
        columns: (lo, hi),
        plies: (ply, below),
    };
    let x = layout.x(id);
    let alone = Region {
        columns: (x, x),
        plies: (ply, ply),
    };
    let family = crate::layout::parent(tree, id).map_or(own, |parent| {
        let x = layout.x(parent);
        Region {
            columns: (lo.min(x), hi.max(x)),
            plies: (f32::from(layout.ply(parent)), below),
        }
    });
    vec![family, own, alone]
}

/// Brings the layout and the label cache up to date with the session.
fn sync(state: &mut TreeViewState, session: &Session<AnyGame>, tree: &SearchTree) {
    let iteration = session.pass_index();
    if state.iteration != Some(iteration) {
        state.iteration = Some(iteration);
        state.layout = TreeLayout::new();
        state.labels.clear();
        state.collapsed.clear();
        state.hover_path = None;
    }
    // Laid out as recorded (to its end, once it is), so nodes never move;
    // Monte Carlo tree search's as it stands ([`crate::scene::sync_layout`]).
    let kind = crate::scene::sync_layout(&mut state.layout, session, tree, &state.collapsed);
    if kind == SyncKind::NewTree {
        state.labels.clear();
        state.hover_path = None;
    }
}

/// How far the wheel and a drag scroll the outline's rows this frame, in
/// points (above 0: the rows move up, showing later ones).
fn outline_scrolled(ui: &egui::Ui, response: &egui::Response) -> f32 {
    let mut scrolled = 0.0;
    if response.dragged() {
        scrolled -= response.drag_delta().y;
    }
    if response.hover_pos().is_some() {
        scrolled -= ui.input(|input| input.smooth_scroll_delta.y);
    }
    scrolled
}

/// The outline's scroll for this frame: following the search, or, once the
/// user `scrolled` it (which stops following until Follow or Esc), where
/// the user left it, within the rows.
fn scroll_outline(
    input: &mut SceneInput<'_>,
    (follow, scroll): (&mut bool, &mut Option<f32>),
    scrolled: f32,
) {
    let moved = scrolled.abs() > f32::EPSILON;
    if moved {
        *follow = false;
    }
    if *follow {
        *scroll = None;
        return;
    }
    if scroll.is_none() || moved {
        let range = crate::scene::outline::scroll_range(input);
        let from = scroll.unwrap_or(range.followed);
        *scroll = Some((from + scrolled).clamp(0.0, range.most.max(0.0)));
    }
    input.outline_scroll = *scroll;
}

/// Applies wheel, pinch and drag to `view`; returns whether it changed.
fn interact(ui: &egui::Ui, response: &egui::Response, view: &mut View) -> bool {
    let mut changed = false;
    if response.dragged() {
        let delta = response.drag_delta();
        view.pan(delta.x, delta.y);
        changed = true;
    }
    if let Some(pointer) = response.hover_pos() {
        let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
        let factor = zoom * (scroll.y * 0.002).exp();
        if (factor - 1.0).abs() > 1e-4 {
            let at = pointer - response.rect.min;
            view.zoom_around(factor, Point::new(at.x, at.y));
            changed = true;
        }
        if scroll.x.abs() > 0.0 {
            view.pan(scroll.x, 0.0);
            changed = true;
        }
    }
    changed
}

/// The form the tree is drawn in: the user's `choice`, or what suits the
/// game ([`crate::scene::outline::suited`]).
fn form_of(choice: Option<TreeForm>, session: &Session<AnyGame>) -> TreeForm {
    choice.unwrap_or_else(|| crate::scene::outline::suited(session))
}

/// The hover text of `node`: what the core says about it
/// ([`crate::scene::tooltip`]), plus how to collapse or expand it (in the
/// `outline`, how to fold or unfold its row).
fn tooltip_text(
    session: &Session<AnyGame>,
    tree: &SearchTree,
    layout: &TreeLayout,
    node: NodeIndex,
    path: &str,
    hide_values: bool,
    outline: bool,
) -> String {
    let mut lines = tooltip::node_lines(session, tree, node, path, hide_values);
    if lines.is_empty() {
        return String::new();
    }
    let hidden = layout.hidden_below(node.index());
    if outline {
        if layout.descendants(node.index()) > 0 {
            lines.push(crate::tr!("panels-tree-fold-hint"));
        }
    } else if hidden > 0 {
        lines.push(crate::tr!("panels-tree-collapsed-hint", count = hidden));
    } else if layout.descendants(node.index()) > 0 {
        lines.push(crate::tr!("panels-tree-collapse-hint"));
    }
    lines.join("\n")
}
