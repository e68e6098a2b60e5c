//! Frame time of the tree view on big trees, headless: the view runs in an
//! `egui::Context` without a GPU (`run_ui` + `tessellate`), first fitted to
//! the window, then zoomed in close, and the median CPU time of 30 frames is
//! printed. Also prints the layout time for about 200 000 and 600 000 nodes,
//! and, for a root with 65,535 leaves (the widest tree a textbook list
//! makes), the tree view's frame and the root-moves table's rows (what the
//! "Why this move?" table reads every frame).
//!
//! Run with `cargo bench --bench frame`.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use egui::{Context, RawInput, Rect, Vec2};
use gametree::app::overlay::TreeOverlay;
use gametree::app::tree_view::{TreeViewState, tree_view_ui};
use gametree::chess::{ChessGame, EvalKind};
use gametree::input::AnyGame;
use gametree::layout::TreeLayout;
use gametree::search::{Algorithm, SearchOptions};
use gametree::session::Session;
use gametree::textbook::TextbookTree;

const FRAMES: usize = 30;

fn main() {
    let started = Instant::now();
    let Some(chess) = search(
        AnyGame::Chess(ChessGame::start(EvalKind::Material)),
        Algorithm::Minimax,
        4,
    ) else {
        return;
    };
    println!(
        "minimax depth 4 from the start position: {} nodes, searched in {:.1} s",
        tree_len(&chess),
        started.elapsed().as_secs_f64()
    );
    let Ok(uniform) = TextbookTree::uniform(9, 6, (0..).map(|i: i32| (i % 199) * 37 % 199 - 99))
    else {
        eprintln!("cannot build the uniform tree");
        return;
    };
    let Some(big) = search(AnyGame::Tree(uniform), Algorithm::Minimax, 6) else {
        return;
    };

    for session in [&chess, &big] {
        let Some(tree) = session.tree() else {
            continue;
        };
        // The step that created the last node: one step back hides it.
        let cursor = tree
            .node(petgraph::graph::NodeIndex::new(tree.len() - 1))
            .map_or(0, |node| u64::from(node.born) + 1);
        let collapsed = BTreeSet::new();
        let scratch = median(|| {
            let start = Instant::now();
            let mut layout = TreeLayout::new();
            layout.sync(tree, cursor, &collapsed);
            std::hint::black_box(layout.bounds());
            start.elapsed()
        });
        // Stepping back one step rebuilds; stepping forward extends.
        let mut layout = TreeLayout::new();
        layout.sync(tree, cursor, &collapsed);
        let mut back = Vec::new();
        let forward = median(|| {
            let start = Instant::now();
            layout.sync(tree, cursor - 1, &collapsed);
            back.push(start.elapsed());
            let start = Instant::now();
            layout.sync(tree, cursor, &collapsed);
            start.elapsed()
        });
        back.sort();
        println!(
            "layout of {} nodes: from scratch {:.2} ms, one step back {:.2} ms, one step forward {:.3} ms",
            tree.len(),
            ms(scratch),
            ms(back[back.len() / 2]),
            ms(forward)
        );
    }

    let ctx = Context::default();
    let mut state = TreeViewState::default();
    let fit = frame_times(&ctx, &chess, &mut state);
    println!("{}", fit.report("fit to window"));
    state.set_follow(false);
    state.zoom_by(20_000.0);
    let close = frame_times(&ctx, &chess, &mut state);
    println!("{}", close.report("close zoom"));

    wide_root(&ctx);
}

/// The tree view and the root-moves rows at the end of a search of one
/// root with 65,535 leaves.
fn wide_root(ctx: &Context) {
    let leaves: Vec<String> = (0..65_535)
        .map(|i: i32| ((i * 37) % 199 - 99).to_string())
        .collect();
    let wide = match TextbookTree::parse(&format!("[{}]", leaves.join(","))) {
        Ok(tree) => tree,
        Err(error) => {
            eprintln!("cannot build the wide tree: {error}");
            return;
        }
    };
    let Some(session) = search(AnyGame::Tree(wide), Algorithm::AlphaBeta, 1) else {
        return;
    };
    let mut state = TreeViewState::default();
    let fit = frame_times(ctx, &session, &mut state);
    println!("{}", fit.report("fit to window, 65535 root moves"));
    let rows = median(|| {
        let start = Instant::now();
        std::hint::black_box(session.root_moves());
        start.elapsed()
    });
    println!(
        "root-moves rows of 65535 root moves (the table's data, every frame), median of {FRAMES}: {:.2} ms",
        ms(rows)
    );
}

/// A finished search of `game`.
fn search(game: AnyGame, algorithm: Algorithm, depth: u8) -> Option<Session<AnyGame>> {
    let options = SearchOptions {
        algorithm,
        depth,
        ..SearchOptions::default()
    };
    let mut session = match Session::new(game, options) {
        Ok(session) => session,
        Err(error) => {
            eprintln!("{error}");
            return None;
        }
    };
    if let Err(error) = session.run_to_end() {
        eprintln!("{error}");
        return None;
    }
    Some(session)
}

fn tree_len(session: &Session<AnyGame>) -> usize {
    session.tree().map_or(0, gametree::tree::SearchTree::len)
}

/// Median frame time and the size of the last frame's output.
struct Frames {
    median: Duration,
    vertices: usize,
}

impl Frames {
    fn report(&self, what: &str) -> String {
        format!(
            "tree view frame at {what} (1280x800, run + tessellate), median of {FRAMES}: {:.2} ms, {} vertices",
            ms(self.median),
            self.vertices
        )
    }
}

fn frame_times(ctx: &Context, session: &Session<AnyGame>, state: &mut TreeViewState) -> Frames {
    let input = || RawInput {
        screen_rect: Some(Rect::from_min_size(
            egui::Pos2::ZERO,
            Vec2::new(1280.0, 800.0),
        )),
        ..RawInput::default()
    };
    let mut vertices = 0;
    let mut run = |state: &mut TreeViewState| {
        let mut output = ctx.run_ui(input(), |ui| {
            tree_view_ui(ui, session, None, state, &TreeOverlay::default());
        });
        // No renderer takes the font texture here; say so, or epaint's debug
        // check panics when the delta is dropped.
        output.textures_delta.clear();
        let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
        vertices = primitives
            .iter()
            .map(|primitive| match &primitive.primitive {
                egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum();
    };
    // Warm up: fonts, layout, label cache.
    for _ in 0..3 {
        run(state);
    }
    let median = median(|| {
        let start = Instant::now();
        run(state);
        start.elapsed()
    });
    Frames { median, vertices }
}

/// The median of `FRAMES` timings returned by `work`.
fn median(mut work: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..FRAMES).map(|_| work()).collect();
    times.sort();
    times[FRAMES / 2]
}

fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1000.0
}
