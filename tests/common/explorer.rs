//! The explorer window driven headlessly by `egui_kittest`, for the GUI tests.
#![cfg(feature = "gui")]
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use egui::accesskit::Role;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;
use gametree::input::GameKind;

/// The real app in a 1500×1100 window, after its first frame.
pub fn harness() -> Harness<'static, App> {
    harness_sized(egui::vec2(1500.0, 1100.0))
}

/// The real app in a window of `size` points, after its first frame.
pub fn harness_sized(size: egui::Vec2) -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size(size)
        .with_max_steps(100_000)
        .build_eframe(|cc| match App::new(cc) {
            Ok(app) => app,
            Err(error) => panic!("the explorer did not start: {error}"),
        });
    harness.run();
    harness
}

/// Loads the built-in tree `name` from the Textbook trees menu, scrolled
/// into view first (below a chess board it may start below the fold).
pub fn load_builtin(harness: &mut Harness<'_, App>, name: &str) {
    let menu = gametree::tr!("window-textbook-trees");
    harness.get_by_label(&menu).scroll_to_me();
    harness.run();
    harness.get_by_label(&menu).click();
    harness.run();
    harness.get_by_label(name).click();
    harness.run();
}

/// The explorer on the classic tree `[[3,12,8],[2,4,6],[14,5,2]]`, searched
/// by the default alpha-beta, fail-soft (AIMA Fig. 5.5).
pub fn classic() -> Harness<'static, App> {
    let mut harness = harness();
    load_builtin(&mut harness, "classic");
    harness.get_by_label_contains("Alpha-beta (fail-soft)");
    harness
}

/// Every label (or value) of a widget whose label contains `part`.
pub fn labels(harness: &Harness<'_, App>, part: &str) -> Vec<String> {
    harness
        .query_all_by_label_contains(part)
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect()
}

/// The one label (or value) that starts with `prefix`.
pub fn line(harness: &Harness<'_, App>, prefix: &str) -> String {
    let found: Vec<String> = labels(harness, prefix)
        .into_iter()
        .filter(|label| label.starts_with(prefix))
        .collect();
    assert_eq!(found.len(), 1, "{prefix}: {found:?}");
    found.concat()
}

/// The status line: the one label that reads "Step <number> …".
pub fn status(harness: &Harness<'_, App>) -> String {
    let lines: Vec<String> = labels(harness, "Step ")
        .into_iter()
        .filter(|label| {
            label
                .strip_prefix("Step ")
                .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        })
        .collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    lines.concat()
}

/// Opens Compare, runs "Minimax vs alpha-beta" and steps frames until its
/// table is there (the comparison runs on a thread).
pub fn compare_minimax_with_alpha_beta(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Compare").click();
    harness.run();
    harness.get_by_label("Minimax vs alpha-beta").click();
    let mut waited = 0;
    while labels(harness, "Nodes, other: ").is_empty() {
        assert!(waited < 500, "no comparison after 5 s");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
        waited += 1;
    }
    harness.run();
}

/// Replaces the text of the field with `role` (a one-line or multiline text
/// input) labelled `label` by `text`, as a person does: focus, select all,
/// type.
pub fn replace_text(harness: &mut Harness<'_, App>, role: Role, label: &str, text: &str) {
    harness.get_by_role_and_label(role, label).focus();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run();
    harness.get_by_role_and_label(role, label).type_text(text);
    harness.run();
}

/// Chooses the game titled `title` (`Tic-tac-toe`) in the position panel's
/// Game menu, which shows that game's position field.
pub fn choose_game(harness: &mut Harness<'_, App>, title: &str) {
    harness
        .get_by_role_and_label(Role::ComboBox, &gametree::tr!("window-game"))
        .click_accesskit();
    harness.run();
    harness.get_by_label(title).click();
    harness.run();
}

/// Chooses the game `kind` in the Game menu, types `position` into its
/// field and presses its Load button, as a person does: the explorer
/// then searches that position.
pub fn load_position(harness: &mut Harness<'_, App>, kind: GameKind, position: &str) {
    let info = kind.info();
    let (field, load) = (info.field.get(), info.load.get());
    choose_game(harness, &kind.title());
    harness
        .get_by_role_and_label(Role::TextInput, &field)
        .scroll_to_me();
    harness.run();
    replace_text(harness, Role::TextInput, &field, position);
    harness.get_by_label(&load).scroll_to_me();
    harness.run();
    harness.get_by_label(&load).click();
    harness.run();
}

/// Opens the Quiz section (scrolled into view: in chess it is below the
/// root-moves table) and turns quiz mode on with values hidden while a
/// question is open.
pub fn quiz_hiding_values(harness: &mut Harness<'_, App>) {
    for label in [
        "Quiz",
        "Quiz mode",
        "Hide values on the tree until revealed",
    ] {
        harness.get_by_label(label).scroll_to_me();
        harness.run();
        harness.get_by_label(label).click();
        harness.run();
    }
}

/// The rows of the iterative-deepening timeline, sorted: `Depth 1`, `Depth 2`, …
pub fn deepening_rows(harness: &Harness<'_, App>) -> Vec<String> {
    let mut rows: Vec<String> = labels(harness, "Depth ")
        .into_iter()
        .filter(|label| {
            label
                .strip_prefix("Depth ")
                .is_some_and(|rest| rest.parse::<u8>().is_ok())
        })
        .collect();
    rows.sort();
    rows
}

/// Clicks the timeline's row for `depth` and returns the status line, which
/// must say that iteration is over (its tree shown as it finished).
pub fn show_iteration(harness: &mut Harness<'_, App>, depth: u8) -> String {
    harness
        .get_by_label(&format!("Depth {depth}"))
        .click_accesskit();
    harness.run();
    let line = status(harness);
    let over = format!("Depth {depth} of iterative deepening is over");
    assert!(line.contains(&over), "{line}");
    line
}

/// Opens the Quiz section and turns the quiz on, asking for values only (no
/// cutoff or window questions in between).
pub fn quiz_values_only(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Quiz").click();
    harness.run();
    harness.get_by_label("Quiz mode").click();
    harness.run();
    harness.get_by_label("whether a cutoff happens").click();
    harness.get_by_label("the window a node receives").click();
    harness.run();
}

/// Steps forward with the Right arrow until the quiz asks for a value;
/// returns the question.
pub fn step_to_value_question(harness: &mut Harness<'_, App>) -> String {
    for _ in 0..60 {
        let asking = harness
            .query_by_role_and_label(Role::TextInput, "Your answer")
            .is_some();
        let prompts = labels(harness, "What value will");
        if asking && let [prompt] = prompts.as_slice() {
            return prompt.clone();
        }
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    panic!(
        "no value question within 60 steps; status: {}",
        status(harness)
    );
}

/// Presses "Run to end" and waits until the status line says the search is complete.
pub fn run_to_end(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Run to end ⏭").click();
    harness.run();
    let mut waited = 0;
    while !labels(harness, "search complete")
        .iter()
        .any(|l| l.starts_with("Step "))
    {
        assert!(waited < 1000, "the search did not finish");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
        waited += 1;
    }
    harness.run();
}

/// Chooses minimax to depth 5 on the start position: 5 million nodes, far
/// more than one frame's work, so Run to end goes to the search worker.
pub fn choose_big_search(harness: &mut Harness<'_, App>) {
    harness
        .get_by_role_and_label(Role::ComboBox, &gametree::tr!("window-algorithm"))
        .click_accesskit();
    harness.run();
    harness.get_by_label("Minimax").click_accesskit();
    harness.run();
    harness
        .get_by_role_and_label(Role::Slider, &gametree::tr!("window-depth"))
        .set_value_accesskit(5.0);
    harness.run();
}

/// Where node `id` of `whole`'s tree is in the window, as the tree view
/// places it: the whole tree fitted to the canvas labelled "Search tree"
/// (the worksheet's and the drill's sheets).
pub fn tree_point(
    harness: &Harness<'_, App>,
    whole: &gametree::session::Session<gametree::input::AnyGame>,
    id: usize,
) -> egui::Pos2 {
    use gametree::layout::TreeLayout;
    use gametree::scene::{Point, View};
    use petgraph::graph::NodeIndex;

    let canvas = harness
        .get_by_role_and_label(Role::Tree, "Search tree")
        .rect();
    let mut layout = TreeLayout::new();
    layout.sync(
        whole.tree().unwrap(),
        whole.local_cursor(),
        &std::collections::BTreeSet::default(),
    );
    let view = View::fit(layout.bounds(), Point::new(canvas.width(), canvas.height()));
    let place = layout.place(NodeIndex::new(id)).unwrap();
    let at = view.point(place.x, place.y);
    egui::pos2(canvas.min.x + at.x, canvas.min.y + at.y)
}

/// Clicks the sheet's tree halfway down the edge from `parent` into
/// `child` (ids of `whole`'s tree).
pub fn click_tree_edge(
    harness: &mut Harness<'_, App>,
    whole: &gametree::session::Session<gametree::input::AnyGame>,
    parent: usize,
    child: usize,
) {
    let pos = tree_point(harness, whole, parent).lerp(tree_point(harness, whole, child), 0.5);
    harness
        .input_mut()
        .events
        .push(egui::Event::PointerMoved(pos));
    harness.run();
    for pressed in [true, false] {
        harness.input_mut().events.push(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run();
    }
}

/// Chooses `item` (Worksheet, Quick drill, Ordering) in the top bar's
/// Practice menu.
pub fn open_practice(harness: &mut Harness<'_, App>, item: &str) {
    harness
        .get_by_label_contains(&gametree::tr!("window-practice-menu"))
        .click();
    harness.run();
    harness.get_by_label(item).click();
    harness.run();
}

/// A count as the explorer writes it: `8,232`.
#[must_use]
pub fn grouped(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// One text the last frame painted: what it says, its font size in
/// points, its box and the clip it was painted in.
#[derive(Clone, Debug)]
pub struct Painted {
    /// What it says.
    pub text: String,
    /// Its font size in points.
    pub size: f32,
    /// Its box.
    pub rect: egui::Rect,
    /// The clip it was painted in: outside it, nothing of it shows.
    pub clip: egui::Rect,
}

/// Every text the last frame painted, in paint order.
pub fn painted_texts(harness: &Harness<'_, App>) -> Vec<Painted> {
    fn walk(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<Painted>) {
        match shape {
            egui::Shape::Text(text) => out.push(Painted {
                text: text.galley.text().to_owned(),
                size: text
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|section| section.format.font_id.size)
                    .fold(0.0, f32::max),
                rect: text.visual_bounding_rect(),
                clip,
            }),
            egui::Shape::Vec(shapes) => {
                for shape in shapes {
                    walk(shape, clip, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &harness.output().shapes {
        walk(&clipped.shape, clipped.clip_rect, &mut out);
    }
    out
}

/// A file dropped from the desktop, as eframe hands it over: a path on disk.
#[derive(Debug)]
struct DroppedOnDisk(std::path::PathBuf);

impl egui::DroppedFile for DroppedOnDisk {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}

/// Drops the file at `path` on the window, and draws the frames after.
pub fn drop_file(harness: &mut Harness<'_, App>, path: std::path::PathBuf) {
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(DroppedOnDisk(path)));
    harness.run();
}
