//! One notation everywhere: a bound reads the same in the DOT file, the CLI
//! text, JSON and trace, and the narration; a leaf is exact; the step
//! numbers of `--trace` are those of the narration; and the alpha-beta
//! minimum is the true one for the tree at hand.

use crate::common::scratch::scratch_dir;
use gametree::cli::{Request, analyze, parse};
use gametree::input::AnyGame;
use gametree::search::{
    BestCase, Bound, DepthRules, SearchOptions, best_case_leaves, uniform_shape,
};
use gametree::session::Session;
use gametree::teach::narration::narrate;
use gametree::textbook::builtin;
use gametree::tree::NodeKind;
use petgraph::graph::NodeIndex;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// `gametree analyze ARGS` through the library, as the binary runs it.
fn run(args: &[&str]) -> String {
    let mut all = vec!["gametree", "analyze"];
    all.extend_from_slice(args);
    let Ok(Request::Analyze(args)) = parse(all) else {
        panic!("{args:?} does not parse");
    };
    analyze(&args).expect("the analysis runs")
}

/// The classic tree searched to the end by alpha-beta, fail-hard (asked
/// for: the default is fail-soft).
fn classic_session() -> Session<AnyGame> {
    let game = AnyGame::from_tree(CLASSIC).unwrap();
    let fail_hard = SearchOptions {
        fail: gametree::search::FailMode::Hard,
        ..SearchOptions::default()
    };
    let options = game.fit_options(fail_hard, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

// Fail-hard classic, by hand. Nodes are numbered in creation order: root 0;
// MIN 1 = 1 with leaves 3, 12, 8 = 2, 3, 4; MIN 2 = 5 with leaf 2 = 6 and
// pruned 4, 6 = 7, 8; MIN 3 = 9 with leaves 14, 5, 2 = 10, 11, 12.
// MIN 1 is entered with [−∞, +∞] and returns 3, exact: the root's α = 3.
// MIN 3 is entered with [3, +∞]; 14, 5, 2 bring its β down to 2 ≤ α = 3, so
// it failed low and fail-hard returns α = 3: an upper bound, "≤3". MIN 2 does
// the same after its first leaf, 2. The root's value 3 is exact: "3".
const MIN_3: usize = 9;

#[test]
fn the_default_classic_is_aima_figure_5_5() {
    // AIMA (Russell & Norvig, 3rd ed.) Fig. 5.5: B = 3, C ≤ 2 after its
    // first leaf, D = 2 after all three; the root 3. Fail-soft is the
    // default, so `analyze --tree classic` says the same.
    let text = run(&["--tree", "classic"]);
    assert!(text.contains("root moves 1 3, 2 ≤2, 3 2\n"), "{text}");
    assert!(text.contains("fail-soft"), "{text}");
    let json: serde_json::Value =
        serde_json::from_str(&run(&["--tree", "classic", "--json"])).unwrap();
    assert_eq!(json["root_moves"][1]["value_text"], "≤2");
    assert_eq!(json["root_moves"][2]["value_text"], "2");
    assert_eq!(json["root_moves"][2]["bound"], "exact");
}

#[test]
fn fail_hard_classic_min_3_reads_at_most_3_everywhere() {
    // DOT: the node's label is the bounded value over its entry window.
    let path = scratch_dir("notation", "fail-hard").join("classic.dot");
    let path_text = path.to_str().unwrap();
    run(&["--tree", "classic", "--fail", "hard", "--dot", path_text]);
    let dot = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(
        dot.contains(&format!("n{MIN_3} [shape=ellipse, label=\"≤3\\n[3, +∞]\"]")),
        "{dot}"
    );
    assert!(
        dot.contains("n1 [shape=ellipse, label=\"3\\n[−∞, +∞]\""),
        "{dot}"
    );

    // CLI text: the root's moves with what each returned.
    let text = run(&["--tree", "classic", "--fail", "hard"]);
    assert!(text.contains("root moves 1 3, 2 ≤3, 3 ≤3\n"), "{text}");
    assert!(text.contains("value      3 (MAX's view)"), "{text}");

    // JSON: the same, with the bound spelled out.
    let json: serde_json::Value =
        serde_json::from_str(&run(&["--tree", "classic", "--fail", "hard", "--json"])).unwrap();
    let third = &json["root_moves"][2];
    assert_eq!(third["move"], "3");
    assert_eq!(third["value"], 3);
    assert_eq!(third["bound"], "upper");
    assert_eq!(third["value_text"], "≤3");
    assert_eq!(json["root_moves"][0]["value_text"], "3");

    // CLI trace: MIN 3's finish line, and the root's backup from it.
    let trace = run(&["--tree", "classic", "--fail", "hard", "--trace"]);
    assert!(
        trace.contains("finish  3  value ≤3 (upper bound)"),
        "{trace}"
    );
    assert!(trace.contains("← 3 returns ≤3"), "{trace}");

    // Narration: the sentence of the step that finishes MIN 3.
    let session = classic_session();
    let finish = (0..session.frontier())
        .find(|&step| {
            session.event(step).is_some_and(|(_, event)| {
                matches!(event, gametree::search::SearchEvent::Finish { node, .. } if node as usize == MIN_3)
            })
        })
        .expect("MIN 3 finishes");
    let sentence = narrate(&session, finish);
    assert!(sentence.starts_with("MIN at 3 "), "{sentence}");
    assert!(sentence.contains("an upper bound (≤3)"), "{sentence}");
    let tree = session.tree().unwrap();
    let node = tree.node(NodeIndex::new(MIN_3)).unwrap();
    assert_eq!((node.value, node.bound()), (3, Some(Bound::Upper)));
}

#[test]
fn a_leaf_is_exact_whatever_its_window() {
    // Leaf 12 (node 3) is entered with MIN 1's window [−∞, 3] after leaf 3:
    // 12 ≥ β = 3 would make a searched node a lower bound ("failed high"),
    // but a leaf is evaluated, not searched, so 12 is exact and untyped.
    let session = classic_session();
    let tree = session.tree().unwrap();
    let twelve = tree.node(NodeIndex::new(3)).unwrap();
    assert_eq!((twelve.value, twelve.beta), (12, 3));
    assert!(matches!(twelve.kind, NodeKind::Leaf(_)));
    assert_eq!(twelve.bound(), Some(Bound::Exact));
    assert_eq!(tree.knuth_type(NodeIndex::new(3)), None);
    for index in tree.nodes().map(|(n, _)| n) {
        let node = tree.node(index).unwrap();
        match node.kind {
            NodeKind::Leaf(_) => {
                assert_eq!(node.bound(), Some(Bound::Exact), "{index:?}");
                assert_eq!(tree.knuth_type(index), None, "{index:?}");
            }
            NodeKind::Pruned => {
                assert_eq!(node.bound(), None, "{index:?}");
                assert_eq!(tree.knuth_type(index), None, "{index:?}");
            }
            _ => assert!(tree.knuth_type(index).is_some(), "{index:?}"),
        }
    }
    // The DOT shows leaf 12 as exact too: no mark.
    let path = scratch_dir("notation", "leaf").join("classic.dot");
    run(&["--tree", "classic", "--dot", path.to_str().unwrap()]);
    let dot = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(
        dot.contains("n3 [shape=box, label=\"12\\n[−∞, 3]\""),
        "{dot}"
    );
}

#[test]
fn trace_step_k_is_the_event_narrated_at_step_k() {
    // Counting classic's events by hand: 1 enter root, 2 enter MIN 1,
    // 3–11 enter / leaf / backup for 3, 12 and 8, 12 finish MIN 1,
    // 13 backup to the root, 14 enter MIN 2, 15 enter its leaf 2, 16 leaf 2,
    // 17 backup into MIN 2, 18 the α-cutoff, 19 finish MIN 2.
    let trace = run(&["--tree", "classic", "--trace"]);
    let first = trace.lines().next().unwrap();
    assert!(first.starts_with("      1 enter   root"), "{first}");
    let cutoff = trace
        .lines()
        .find(|line| line.contains(" cutoff "))
        .unwrap();
    assert!(cutoff.starts_with("     18 cutoff  2"), "{cutoff}");
    // The explorer at Step 18 (cursor 18) tells the event that brought it
    // there, event index 17: the same cutoff.
    let session = classic_session();
    let sentence = narrate(&session, 17);
    assert!(
        sentence.starts_with("MIN at 2 found 2 ≤ α = 3"),
        "{sentence}"
    );
    let last = trace.lines().last().unwrap();
    let steps = session.total_steps().unwrap();
    assert!(
        last.trim_start().starts_with(&format!("{steps} done")),
        "{last}"
    );
}

fn minimum(name: &str) -> (BestCase, Option<gametree::search::UniformShape>) {
    let game = AnyGame::from_tree(builtin(name).unwrap().text).unwrap();
    let options = game.fit_options(SearchOptions::default(), false).unwrap();
    let rules = DepthRules {
        depth: options.depth,
        singular_extension: false,
    };
    (
        best_case_leaves(&game, &options, 100_000),
        uniform_shape(&game, rules, 100_000),
    )
}

#[test]
fn the_alpha_beta_minimum_is_measured_on_the_tree_at_hand() {
    // uneven = [[[[8],[5]],[[10]]],[3,6,9],[10,1,7,2]] has 10 leaves; the
    // uniform formula with the root's 3 moves and height 4 claimed 17.
    // By hand, best first: the root tries A (8) first. A (MIN, full window)
    // tries [[8],[5]] (8) first: a MAX node with β = +∞ must see both
    // children, leaf 8 and leaf 5 (2 leaves); then [[10]] with β = 8: leaf
    // 10 (1 leaf) meets β. α = 8 at the root; B tries 3 first: 3 ≤ 8, cut
    // (1 leaf); C tries 1 first: cut (1 leaf). 2 + 1 + 1 + 1 = 5.
    assert_eq!(minimum("uneven"), (BestCase::Measured(5), None));
    // A uniform 3×3×3 tree with distinct values: the formula holds,
    // 3^2 + 3^1 − 1 = 11, whatever order the tree is written in.
    for name in ["uniform-3x3x3", "perfect-3x3x3", "worst-3x3x3"] {
        let (found, shape) = minimum(name);
        assert_eq!(found, BestCase::Measured(11), "{name}");
        let shape = shape.unwrap();
        assert_eq!((shape.branching, shape.depth), (3, 3), "{name}");
        assert!((shape.knuth_moore() - 11.0).abs() < f64::EPSILON, "{name}");
    }
    // classic: uniform 3×2 with best first: MIN 1 (3) sees all 3 leaves,
    // MIN 3 tries 2 first and MIN 2 tries 2 first: 3 + 1 + 1 = 5 = 3 + 3 − 1.
    let (found, shape) = minimum("classic");
    assert_eq!(found, BestCase::Measured(5));
    assert!(shape.is_some());
}

#[test]
fn the_minimum_gives_up_within_its_budget() {
    // Depth 4 from the start position: 206,604 nodes of full minimax behind
    // the ordering, far over a budget of 1,000.
    let game = AnyGame::from_fen(
        gametree::chess::START_FEN,
        gametree::chess::EvalKind::Material,
    )
    .unwrap();
    let options = SearchOptions {
        depth: 4,
        ..SearchOptions::default()
    };
    assert_eq!(best_case_leaves(&game, &options, 1_000), BestCase::TooLarge);
    let rules = DepthRules {
        depth: 4,
        singular_extension: false,
    };
    assert_eq!(uniform_shape(&game, rules, 1_000), None);
}
