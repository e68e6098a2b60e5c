//! Printed worksheets measured on the page they print as (issue 22):
//! every answer box at least 8 mm high (22.7 pt; the page is drawn in
//! points) with no edge running through it, one move label on every edge,
//! readable once scaled to the paper, for many seeds, sizes, both fills,
//! both papers, the exam and the key; a tree too wide for one page is
//! refused with the reason rather than printed unreadably small.

use crate::common::geometry::segment_enters;
use gametree::export::ExportError;
use gametree::export::sheet::{Heading, Paper, Print, SheetPage, sheet_page};
use gametree::scene::{Point, Shape, TextRole};
use gametree::search::{Algorithm, Cutoff, FailMode, Player};
use gametree::teach::worksheet::{CellKind, Fill, key, search};
use gametree::textbook::TextbookTree;
use gametree::textbook::generate::{Branching, Order, Spec, ValueRange, generate};

/// 8 mm in points.
const EIGHT_MM: f32 = 8.0 / 25.4 * 72.0;

fn page_of(
    tree: &TextbookTree,
    fill: Fill,
    paper: Paper,
    print: Print,
) -> Result<SheetPage, ExportError> {
    let whole = search(tree, Algorithm::Minimax, Cutoff::Ge).unwrap();
    let alpha_beta = search(tree, Algorithm::AlphaBeta, Cutoff::Ge).unwrap();
    let heading = Heading {
        made: String::from("Seed 1"),
        cutoff: Cutoff::Ge,
        fail: FailMode::Soft,
        root: Player::Max,
        fill,
        chance: false,
    };
    sheet_page(&whole, &key(&alpha_beta), print, paper, &heading)
}

fn generated(seed: u64, depth: usize, branching: u16) -> TextbookTree {
    generate(&Spec {
        seed,
        depth,
        branching: Branching::uniform(branching),
        values: ValueRange { lo: 0, hi: 99 },
        order: Order::Random,
        root: Player::Max,
        chance: false,
    })
    .unwrap()
}

/// Everything measured on one page; `what` names it in failures.
fn check(page: &SheetPage, tree: &TextbookTree, fill: Fill, what: &str) {
    let on_page = |p: Point| {
        Point::new(
            page.tree_origin.x + p.x * page.tree_scale,
            page.tree_origin.y + p.y * page.tree_scale,
        )
    };
    let inner = tree.node_count() - tree.leaf_count();
    let per_node = if fill == Fill::Windows { 5 } else { 1 };
    assert_eq!(page.boxes.len(), inner * per_node, "{what}: a box per cell");
    for (i, b) in page.boxes.iter().enumerate() {
        assert!(b.max.y - b.min.y >= EIGHT_MM, "{what}: box {i} is too low");
        assert!(
            b.max.x - b.min.x >= EIGHT_MM,
            "{what}: box {i} is too narrow"
        );
        assert!(
            b.min.x >= 0.0 && b.min.y >= 0.0 && b.max.x <= page.size.x && b.max.y <= page.size.y,
            "{what}: box {i} is off the page"
        );
        for other in &page.boxes[i + 1..] {
            let apart = b.max.x <= other.min.x + 0.01
                || other.max.x <= b.min.x + 0.01
                || b.max.y <= other.min.y + 0.01
                || other.max.y <= b.min.y + 0.01;
            assert!(apart, "{what}: boxes overlap");
        }
    }
    let mut segments = 0;
    for shape in &page.tree.shapes {
        if let Shape::Line { points, .. } = shape {
            for pair in points.windows(2) {
                let (a, b) = (on_page(pair[0]), on_page(pair[1]));
                segments += 1;
                for (i, answer) in page.boxes.iter().enumerate() {
                    assert!(
                        !segment_enters(a, b, (0.0, 0.0), (answer.min, answer.max)),
                        "{what}: a line from {a:?} to {b:?} runs through box {i}"
                    );
                }
            }
        }
    }
    assert!(
        segments >= tree.node_count() - 1,
        "{what}: an edge per move"
    );
    // One move label on every edge, readable on paper.
    for drawn in &page.tree.nodes {
        if drawn.node.index() == 0 {
            continue;
        }
        let labels: Vec<f32> = page
            .tree
            .texts(TextRole::Move(drawn.node))
            .map(|(_, size)| size * page.tree_scale)
            .collect();
        assert_eq!(labels.len(), 1, "{what}: the edge into {:?}", drawn.node);
        assert!(labels[0] >= 5.5, "{what}: a {} pt move label", labels[0]);
    }
    assert_eq!(
        page.tree.nodes.len(),
        tree.node_count(),
        "{what}: every node drawn"
    );
}

#[test]
fn boxes_are_eight_mm_clear_of_edges_and_every_edge_has_its_move() {
    let mut printed = 0;
    for seed in [1, 7, 23] {
        for depth in 2..=4 {
            for branching in 2..=3 {
                let tree = generated(seed, depth, branching);
                for fill in [Fill::Windows, Fill::ValuesOnly] {
                    for paper in Paper::ALL {
                        for print in [Print::Sheet, Print::Key] {
                            let what = format!(
                                "seed {seed} depth {depth} branching {branching} {fill:?} {paper:?} {print:?}"
                            );
                            match page_of(&tree, fill, paper, print) {
                                Ok(page) => {
                                    check(&page, &tree, fill, &what);
                                    printed += 1;
                                }
                                Err(ExportError::TooLarge { leaves, most, .. }) => {
                                    // Only the 81-leaf tree is refused; a
                                    // tree of 27 leaves is printed.
                                    assert!(leaves > 27 && most >= 27, "{what}: {leaves} > {most}");
                                }
                                Err(error) => panic!("{what}: {error}"),
                            }
                        }
                    }
                }
            }
        }
    }
    // 3 seeds × 5 printable sizes × 2 fills × 2 papers × 2 prints.
    assert_eq!(printed, 3 * 5 * 2 * 2 * 2);
}

#[test]
fn the_key_fills_the_boxes_with_the_answers_and_the_exam_leaves_them_empty() {
    // AIMA Fig. 5.5 under fail-soft: MIN 2 is ≤2, MIN 3 is exactly 2, the
    // root 3 entered with [−∞, +∞] and left with [3, +∞].
    let classic = TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
    let key = page_of(&classic, Fill::Windows, Paper::A4, Print::Key).unwrap();
    let text = |path: &str, kind: CellKind| {
        key.boxes
            .iter()
            .find(|b| b.path == path && b.kind == kind)
            .map(|b| b.text.clone())
            .unwrap()
    };
    assert_eq!(text("root", CellKind::Value), "3");
    assert_eq!(text("2", CellKind::Value), "≤2");
    assert_eq!(text("3", CellKind::Value), "2");
    assert_eq!(text("root", CellKind::AlphaIn), "−∞");
    assert_eq!(text("root", CellKind::AlphaOut), "3");
    assert_eq!(text("root", CellKind::BetaOut), "+∞");
    let sheet = page_of(&classic, Fill::Windows, Paper::A4, Print::Sheet).unwrap();
    assert!(sheet.boxes.iter().all(|b| b.text.is_empty()));
    // The rows are the inner nodes in search order: root, 1, 2, 3.
    let rows: Vec<&str> = sheet
        .boxes
        .iter()
        .filter(|b| b.kind == CellKind::Value)
        .map(|b| b.path.as_str())
        .collect();
    assert_eq!(rows, ["root", "1", "2", "3"]);
}

#[test]
fn a_chance_key_s_node_names_stay_clear_of_their_boxes() {
    // Issue 33: at depth 4 "1.1.1 CHANCE" ran into its answer box.
    let tree = generate(&Spec {
        seed: 3,
        depth: 4,
        branching: Branching::uniform(2),
        values: ValueRange { lo: 0, hi: 99 },
        order: Order::Random,
        root: Player::Max,
        chance: true,
    })
    .unwrap();
    let averaged = search(&tree, Algorithm::Expectimax, Cutoff::Ge).unwrap();
    let heading = Heading {
        made: String::from("Seed 3"),
        cutoff: Cutoff::Ge,
        fail: FailMode::Soft,
        root: Player::Max,
        fill: Fill::ValuesOnly,
        chance: true,
    };
    let page = sheet_page(&averaged, &key(&averaged), Print::Key, Paper::A4, &heading).unwrap();
    let mut names = 0;
    for line in page
        .svg
        .lines()
        .filter(|line| line.contains("font-size=\"10\""))
    {
        let number = |name: &str| -> f32 {
            let from = line.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
            line[from..].split('"').next().unwrap().parse().unwrap()
        };
        let (x, y) = (number("x"), number("y"));
        let text = line.split('>').nth(1).unwrap().split('<').next().unwrap();
        // The box of the same row, right of the name.
        let Some(first) = page
            .boxes
            .iter()
            .filter(|b| b.min.y < y && y < b.max.y && b.min.x > x)
            .min_by(|a, b| a.min.x.total_cmp(&b.min.x))
        else {
            continue;
        };
        names += 1;
        let right = x + gametree::export::text_width(text, 10.0);
        assert!(
            right < first.min.x,
            "{text}: ends at {right}, its box starts at {}",
            first.min.x
        );
    }
    assert_eq!(names, 15, "one name for each inner node");
}
