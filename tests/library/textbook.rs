//! Textbook trees from the outside: property tests on random trees and
//! random text, the size limits on huge inputs, and the `Game` view.

use std::time::{Duration, Instant};

use crate::common::random_tree::{RandomTree, random_shape, random_tree, random_uniform_tree};
use gametree::game::{Game as _, MoveCode, Score, Terminal};
use gametree::textbook::{MAX_NESTING, MAX_NODES, TextbookTree, TreeParseError, builtins};
use proptest::prelude::*;

/// Minimax through the `Game` trait only, as the search sees the tree.
fn minimax_via_game(tree: &TextbookTree, state: u32, max: bool) -> Score {
    if tree.terminal(&state) == Some(Terminal::TreeLeaf) {
        return tree.evaluate(&state);
    }
    let mut moves = Vec::new();
    tree.legal_moves(&state, &mut moves);
    let values = moves.iter().map(|&mv| {
        let Some(child) = tree.play(&state, mv) else {
            panic!("legal move {mv:?} cannot be played");
        };
        minimax_via_game(tree, child, !max)
    });
    let best = if max { values.max() } else { values.min() };
    let Some(best) = best else {
        panic!("inner node {state} has no moves");
    };
    best
}

proptest! {
    #[test]
    fn random_strings_never_panic(text in ".{0,64}") {
        match TextbookTree::parse(&text) {
            Ok(tree) => prop_assert_eq!(TextbookTree::parse(&tree.to_string()).unwrap(), tree),
            Err(e) => {
                prop_assert!(e.column() >= 1 && e.column() <= text.chars().count() + 1);
                prop_assert!(!e.to_string().contains('\n'));
            }
        }
    }

    #[test]
    fn random_bracket_soup_never_panics(text in "[\\[\\],0-9 \\-x]{0,64}") {
        match TextbookTree::parse(&text) {
            Ok(tree) => {
                // Whatever parses prints back to something that parses the same.
                prop_assert_eq!(TextbookTree::parse(&tree.to_string()).unwrap(), tree);
            }
            Err(e) => {
                prop_assert!(e.column() >= 1 && e.column() <= text.chars().count() + 1);
                let prefix = format!("column {}: ", e.column());
                prop_assert!(e.to_string().starts_with(&prefix));
            }
        }
    }

    #[test]
    fn random_trees_round_trip(shape in random_tree(), pad in prop::sample::select(vec!["", " ", "\n\t "])) {
        let tree = TextbookTree::parse(&shape.to_text_with(pad)).unwrap();
        prop_assert_eq!(tree.to_list_string(), shape.to_text());
        prop_assert_eq!(&TextbookTree::parse(&tree.to_string()).unwrap(), &tree);
        prop_assert_eq!(tree.leaf_values_in_order(), shape.leaves());
        prop_assert_eq!(tree.leaf_count(), shape.leaves().len());
        prop_assert_eq!(tree.node_count(), shape.node_count());
        prop_assert_eq!(tree.height(), shape.height());
    }

    #[test]
    fn any_shape_round_trips(shape in random_shape(5)) {
        let tree = shape.to_tree();
        prop_assert_eq!(tree.to_string(), shape.to_text());
        prop_assert_eq!(tree.height(), shape.height());
    }

    #[test]
    fn game_view_matches_the_shape(shape in random_tree()) {
        let tree = shape.to_tree();
        prop_assert_eq!(minimax_via_game(&tree, tree.root(), true), shape.minimax());
    }

    #[test]
    fn uniform_constructor_matches_uniform_shapes(shape in random_uniform_tree()) {
        let branching = match &shape {
            RandomTree::Node(kids) => kids.len(),
            RandomTree::Leaf(_) => 0,
        };
        let built = TextbookTree::uniform(branching, shape.height() as usize, shape.leaves()).unwrap();
        prop_assert_eq!(built, shape.to_tree());
    }

    #[test]
    fn path_labels_follow_the_moves(shape in random_tree()) {
        let tree = shape.to_tree();
        // Walk every node, carrying the labels of the moves that reach it.
        let mut stack = vec![(tree.root(), Vec::<String>::new())];
        let mut seen = 0;
        while let Some((state, path)) = stack.pop() {
            seen += 1;
            let expected = if path.is_empty() { "root".to_owned() } else { path.join(".") };
            prop_assert_eq!(tree.path_label(state), expected);
            prop_assert_eq!(tree.ply(state), Some(path.len() as u32));
            let mut moves = Vec::new();
            tree.legal_moves(&state, &mut moves);
            prop_assert_eq!(moves.is_empty(), tree.is_leaf(state));
            for mv in moves {
                let child = tree.play(&state, mv).unwrap();
                prop_assert_eq!(tree.parent(child), Some(state));
                let mut child_path = path.clone();
                child_path.push(tree.move_label(&state, mv));
                stack.push((child, child_path));
            }
        }
        prop_assert_eq!(seen, tree.node_count());
    }

    #[test]
    fn editing_a_leaf_changes_only_that_leaf(shape in random_tree(), pick in any::<prop::sample::Index>(), value in -50..50) {
        let mut tree = shape.to_tree();
        let leaves: Vec<u32> = tree.leaf_states().collect();
        let i = pick.index(leaves.len());
        tree.set_leaf_value(leaves[i], value).unwrap();
        let mut expected = shape.leaves();
        expected[i] = value;
        prop_assert_eq!(tree.leaf_values_in_order(), expected);
        prop_assert_eq!(TextbookTree::parse(&tree.to_string()).unwrap(), tree);
    }
}

/// Runs `parse` on `text` and checks that it failed within a generous time.
fn parse_fast(text: &str) -> Result<TextbookTree, TreeParseError> {
    let start = Instant::now();
    let result = TextbookTree::parse(text);
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "took {:?}",
        start.elapsed()
    );
    result
}

#[test]
fn a_million_open_brackets_fail_fast_at_nesting_65() {
    let text = "[".repeat(1_000_000);
    assert_eq!(
        parse_fast(&text),
        Err(TreeParseError::TooDeep {
            column: MAX_NESTING + 1,
            limit: MAX_NESTING
        })
    );
    let closed = format!("{}1{}", "[".repeat(1_000_000), "]".repeat(1_000_000));
    assert_eq!(parse_fast(&closed).unwrap_err().column(), 65);
}

#[test]
fn a_million_digits_fail_fast() {
    let text = format!("[1,-{}]", "7".repeat(1_000_000));
    assert_eq!(
        parse_fast(&text).unwrap_err().to_string(),
        "column 4: leaf value out of range: values must lie between -99000 and 99000"
    );
}

#[test]
fn node_limit_on_a_wide_deep_tree() {
    // 1000 lists of 998 leaves, plus the root: 999_001 nodes, just under.
    let row = format!("[{}]", vec!["-3"; 998].join(","));
    let ok = format!("[{}]", vec![row.as_str(); 1000].join(","));
    let tree = parse_fast(&ok).unwrap();
    assert_eq!(tree.node_count(), 999_001);
    assert_eq!(tree.to_string(), ok);
    // 1002 lists: the limit is hit inside the last list.
    let too_many = format!("[{}]", vec![row.as_str(); 1002].join(","));
    assert!(matches!(
        parse_fast(&too_many),
        Err(TreeParseError::TooManyNodes {
            limit: MAX_NODES,
            ..
        })
    ));
}

#[test]
fn builtins_are_searchable_trees() {
    assert!(builtins().len() >= 4);
    for builtin in builtins() {
        let tree = builtin.tree().unwrap();
        assert!(tree.height() >= 2, "{}", builtin.name);
        if tree.has_chance() {
            // An average lies between the least and the greatest leaf.
            let game = gametree::input::AnyGame::from_tree(builtin.text).unwrap();
            let options = gametree::search::SearchOptions {
                algorithm: gametree::search::Algorithm::Expectimax,
                ..gametree::search::SearchOptions::default()
            };
            let options = game.fit_options(options, false).unwrap();
            let value = crate::common::search::finished(game.clone(), options)
                .outcome()
                .unwrap()
                .value;
            let (low, high) = game.value_bounds().unwrap();
            assert!((low..=high).contains(&value), "{}", builtin.name);
        } else {
            assert!(minimax_via_game(&tree, tree.root(), true).abs() < 100);
        }
    }
}

#[test]
fn single_leaf_root_is_terminal() {
    let tree = TextbookTree::parse("4").unwrap();
    assert_eq!(tree.terminal(&tree.root()), Some(Terminal::TreeLeaf));
    assert_eq!(tree.evaluate(&tree.root()), 4);
    let mut moves = Vec::new();
    tree.legal_moves(&tree.root(), &mut moves);
    assert!(moves.is_empty());
    assert_eq!(tree.play(&tree.root(), MoveCode(0)), None);
}
