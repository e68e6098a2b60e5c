//! The scene of a session's tree at its cursor, made for a picture: the
//! whole tree fitted to a size, or the part a view of the window shows, in
//! a theme. It is built by [`crate::scene::build`] on the same layout as the
//! window, so what is exported is what was seen.

use std::collections::BTreeSet;

use petgraph::graph::NodeIndex;

use super::{ExportError, Theme, svg, theme::LECTURE_TEXT};
use crate::input::AnyGame;
use crate::layout::TreeLayout;
use crate::scene::labels::LabelCache;
use crate::scene::{Mark, Point, Scene, SceneInput, TreeForm, TreeOverlay, View, tooltip};
use crate::session::Session;

/// Which part of the tree a picture shows.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Region {
    /// All of it, fitted to the picture as the whole tree of the search
    /// (of its iteration) at its end is: nodes never move from step to
    /// step, so a deck of slides shows the tree growing in place.
    Whole,
    /// What this view of the window shows.
    View(View),
}

/// How to draw a tree picture.
#[derive(Clone, Debug)]
pub struct TreePicture<'a> {
    /// Colours and sizes.
    pub theme: Theme,
    /// The picture's width and height in points.
    pub size: Point,
    /// The whole tree or a view of it.
    pub region: Region,
    /// Hidden values, Knuth types, a comparison's diff (its lecture flag
    /// is replaced by the theme's).
    pub overlay: Option<&'a TreeOverlay>,
    /// The node the user picked, ringed.
    pub selected: Option<NodeIndex>,
    /// The user's text size (1 is the default).
    pub text_scale: f32,
    /// Write the values of pruned textbook leaves in grey.
    pub show_skipped: bool,
    /// Subtrees drawn collapsed.
    pub collapsed: Option<&'a BTreeSet<NodeIndex>>,
    /// Draw the nodes not reached yet too, faint, where the finished tree
    /// has them (the whole-tree view).
    pub whole_tree: bool,
    /// Draw the tree as this form, or as suits the game (`None`: an
    /// outline for wide games, [`crate::scene::outline::suited`]).
    pub form: Option<TreeForm>,
}

impl TreePicture<'_> {
    /// The whole tree in `theme`, `size` points large, nothing else on it.
    #[must_use]
    pub fn whole(theme: Theme, size: Point) -> Self {
        Self {
            theme,
            size,
            region: Region::Whole,
            overlay: None,
            selected: None,
            text_scale: 1.0,
            show_skipped: false,
            collapsed: None,
            whole_tree: false,
            form: None,
        }
    }
}

/// The scene of `session`'s tree at its cursor, drawn as `picture` says,
/// on the layout of the tree as recorded (to its end, once it is): the
/// window lays it out so too, so nodes sit where the window has them.
///
/// # Errors
/// [`ExportError::Empty`] before the search has entered the root.
pub fn scene(session: &Session<AnyGame>, picture: &TreePicture<'_>) -> Result<Scene, ExportError> {
    let tree = session.tree().ok_or(ExportError::Empty)?;
    let empty = BTreeSet::new();
    let collapsed = picture.collapsed.unwrap_or(&empty);
    let mut layout = TreeLayout::new();
    crate::scene::sync_layout(&mut layout, session, tree, collapsed);
    if layout.is_empty() || (tree.visible_count(session.local_cursor()) == 0 && !picture.whole_tree)
    {
        return Err(ExportError::Empty);
    }
    let view = match picture.region {
        Region::Whole => View::fit(layout.bounds(), picture.size),
        Region::View(view) => view,
    };
    let mut overlay = picture.overlay.cloned().unwrap_or_default();
    overlay.lecture = picture.theme.is_lecture();
    let mut labels = LabelCache::default();
    Ok(crate::scene::build(SceneInput {
        session,
        tree,
        layout: &layout,
        labels: &mut labels,
        cursor: session.local_cursor(),
        view,
        outline_scroll: None,
        size: picture.size,
        palette: picture.theme.palette(),
        current: session.current_node(),
        selected: picture.selected,
        complete: session.outcome().is_some(),
        overlay: &overlay,
        show_skipped: picture.show_skipped
            && !overlay.hide_values
            && session.game().as_textbook().is_some(),
        text_scale: picture.text_scale,
        min_text: if picture.theme.is_lecture() {
            LECTURE_TEXT
        } else {
            0.0
        },
        whole_tree: picture.whole_tree,
        form: picture
            .form
            .unwrap_or_else(|| crate::scene::outline::suited(session)),
    }))
}

/// One tooltip per drawn node of `scene` (in its order): the node's path,
/// value, window and kind as the window's hover text gives them.
#[must_use]
pub fn titles(session: &Session<AnyGame>, scene: &Scene, hide_values: bool) -> Vec<String> {
    let Some(tree) = session.tree() else {
        return Vec::new();
    };
    scene
        .nodes
        .iter()
        .map(|drawn| {
            let path = tooltip::path_text(session, drawn.node);
            let mut lines = tooltip::node_lines(session, tree, drawn.node, &path, hide_values);
            match drawn.mark {
                Mark::PrunedGroup { count } => {
                    lines.push(crate::tr!("export-tip-pruned-group", count = count));
                }
                Mark::Band { count } => {
                    lines.push(crate::tr!("export-tip-band", count = count));
                }
                Mark::SearchedGroup { count } => {
                    lines.push(crate::tr!("export-tip-searched-group", count = count));
                }
                Mark::Ahead => lines.push(crate::tr!("export-tip-ahead")),
                Mark::Shape | Mark::Dot | Mark::Pruned => {}
            }
            lines.join("\n")
        })
        .collect()
}

/// The SVG of `session`'s tree at its cursor, drawn as `picture` says.
///
/// # Errors
/// As [`scene`].
pub fn tree_svg(
    session: &Session<AnyGame>,
    picture: &TreePicture<'_>,
) -> Result<String, ExportError> {
    let scene = scene(session, picture)?;
    let hide = picture
        .overlay
        .is_some_and(|overlay| overlay.hide_values || overlay.blank);
    Ok(svg::render(&scene, &titles(session, &scene, hide)))
}
