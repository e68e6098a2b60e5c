//! Chance nodes: CS188's published expectimax trees, Star1 against
//! expectimax on random trees with chance nodes (every fail mode, cutoff
//! rule, ordering, with and without the table), the replay of their
//! steps, and the tree text's rules for probabilities.

use crate::common::search::{all_options, finished, live_events};
use gametree::game::{Game, Role};
use gametree::input::AnyGame;
use gametree::notation;
use gametree::search::{Algorithm, SearchEvent, SearchOptions};
use gametree::session::Session;
use gametree::textbook::TextbookTree;
use proptest::prelude::*;

/// The session of `text` searched by `algorithm`, with `bounds` (the
/// tree's values, `LO..HI`) if given.
fn search(text: &str, algorithm: Algorithm, bounds: Option<&str>) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = SearchOptions {
        algorithm,
        bounds: bounds.map(|b| game.read_bounds(b).unwrap()),
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    finished(game, options)
}

/// The root's value as the tree view writes it, and the best move's label.
fn answer(session: &Session<AnyGame>) -> (String, String) {
    let outcome = session.outcome().unwrap();
    let game = session.game();
    let best = outcome
        .best_move
        .map(|mv| game.move_label(&game.root(), mv))
        .unwrap_or_default();
    (notation::score(outcome.value, game.wording()), best)
}

#[test]
fn cs188_max_over_uniform_chance_nodes() {
    // UC Berkeley CS188, "Expectimax" lecture: MAX over three uniform
    // chance nodes [3,12,8], [2,4,6], [14,5,2] is worth 23/3, 4 and 7:
    // MAX takes the first at 23/3.
    let text = "[chance[3,12,8],chance[2,4,6],chance[14,5,2]]";
    for (algorithm, bounds) in [
        (Algorithm::Expectimax, None),
        (Algorithm::Star1, Some("0..15")),
    ] {
        let session = search(text, algorithm, bounds);
        assert_eq!(
            answer(&session),
            ("23/3".to_owned(), "1".to_owned()),
            "{algorithm:?}"
        );
        let tree = session.tree().unwrap();
        let root = tree.root().unwrap();
        let values: Vec<String> = tree
            .move_children(root)
            .into_iter()
            .map(|child| notation::score(tree.node(child).unwrap().value, session.game().wording()))
            .collect();
        if algorithm == Algorithm::Expectimax {
            assert_eq!(values, ["23/3", "4", "7"]);
            assert!(
                tree.move_children(root)
                    .iter()
                    .all(|&c| tree.role(c) == Role::Chance)
            );
            assert_eq!(tree.role(root), Role::Max);
        }
    }
    // The same lecture's second tree: [3,12,9], [2,4,6], [15,6,0] give 8.
    let second = "[chance[3,12,9],chance[2,4,6],chance[15,6,0]]";
    assert_eq!(answer(&search(second, Algorithm::Expectimax, None)).0, "8");
    // MAX → chance → MAX over 3 9 10 6 4 7 0 5: max(3,9) = 9 and
    // max(10,6) = 10 average 9.5; max(4,7) = 7 and max(0,5) = 5 average 6.
    let three = "[chance[[3,9],[10,6]],chance[[4,7],[0,5]]]";
    assert_eq!(
        answer(&search(three, Algorithm::Expectimax, None)),
        ("9.5".to_owned(), "1".to_owned())
    );
    assert_eq!(
        answer(&search(three, Algorithm::Star1, Some("0..10"))).0,
        "9.5"
    );
}

#[test]
fn star1_prunes_the_middle_chance_node_once_it_cannot_reach_23_thirds() {
    // Leaves in [0, 15]. The middle node's first outcomes 2 and 4 leave it
    // at most (2 + 4 + 15) / 3 = 7 ≤ α = 23/3: its last outcome is pruned,
    // an α-cutoff (the average can no longer reach α).
    let session = search(
        "[chance[3,12,8],chance[2,4,6],chance[14,5,2]]",
        Algorithm::Star1,
        Some("0..15"),
    );
    let events = live_events(&session);
    let cutoffs: Vec<&SearchEvent> = events
        .iter()
        .filter(|e| matches!(e, SearchEvent::Cutoff { .. }))
        .collect();
    assert_eq!(cutoffs.len(), 1, "{cutoffs:?}");
    let SearchEvent::Cutoff {
        value,
        pruned,
        kind,
        ..
    } = *cutoffs[0]
    else {
        unreachable!()
    };
    assert_eq!(
        (value, pruned, kind),
        (21, 1, gametree::search::CutoffKind::Alpha)
    );
    // The third: 14 then 5 leave at most (14 + 5 + 15) / 3 = 34/3 > 23/3,
    // so it goes on to its last outcome: one cutoff, one node fewer than
    // expectimax's 13.
    assert_eq!(session.stats().nodes, 12);
}

#[test]
fn probabilities_are_exact_and_their_rules_are_named() {
    let tree = TextbookTree::parse("[chance(0.9, 0.1)[10, 0], chance(1/3,2/3)[3, 6]]").unwrap();
    assert_eq!(
        tree.to_string(),
        "[chance(0.9,0.1)[10,0],chance(1/3,2/3)[3,6]]"
    );
    let session = search(&tree.to_string(), Algorithm::Expectimax, None);
    // 0.9·10 + 0.1·0 = 9; 1/3·3 + 2/3·6 = 5.
    assert_eq!(answer(&session), ("9".to_owned(), "1".to_owned()));
    let error = |text: &str| TextbookTree::parse(text).unwrap_err().to_string();
    assert!(
        error("[chance(0.9,0.2)[1,2]]").contains("add up to 11/10, not 1"),
        "{}",
        error("[chance(0.9,0.2)[1,2]]")
    );
    assert!(error("[chance(0.5,0.5)[1,2,3]]").contains("2 probabilities for 3 children"));
    assert!(error("[chance(-0.5,1.5)[1,2]]").contains("cannot be negative"));
    assert!(error("[chance(a,1)[1,2]]").contains("decimal (0.25) or a fraction"));
    assert!(error("[chance(0.5,0.5[1,2]]").contains("column"));
    assert!(error("[chanse[1]]").contains("column 6"));
}

#[test]
fn chance_nodes_need_an_algorithm_that_averages_and_star1_its_bounds() {
    let game = AnyGame::from_tree("[chance[3,12,8],chance[2,4,6]]").unwrap();
    let fitted = |algorithm, bounds: Option<&str>| {
        let options = SearchOptions {
            algorithm,
            bounds: bounds.map(|text| game.read_bounds(text).unwrap()),
            ..SearchOptions::default()
        };
        game.fit_options(options, false)
            .map_err(|e| e.to_string())
            .and_then(|options| {
                Session::new(game.clone(), options)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            })
    };
    let refused = fitted(Algorithm::AlphaBeta, None).unwrap_err();
    assert!(
        refused.contains("alphabeta cannot search chance nodes"),
        "{refused}"
    );
    // Without bounds Star1 takes the tree's least and greatest leaf
    // (issue 33).
    assert!(fitted(Algorithm::Star1, None).is_ok());
    let refused = fitted(Algorithm::Star1, Some("0..9")).unwrap_err();
    assert!(
        refused.contains("leaf 12 at 1.2 lies outside the bounds 0..9"),
        "{refused}"
    );
    assert!(fitted(Algorithm::Star1, Some("0..12")).is_ok());
    assert!(game.read_bounds("9..0").is_err());
    assert!(game.read_bounds("0-9").is_err());
}

/// A leaf of 0 to 99: its text and its value in millionths.
fn typed_leaf(draw: &mut dyn FnMut(u64) -> u64) -> (String, i128) {
    let value = draw(100);
    (value.to_string(), i128::from(value) * 1_000_000)
}

/// A chance node of two outcomes whose probabilities have `places`
/// decimals (`chance(0.0699,0.9301)`); with `inner`, an outcome may be a
/// chance node of two decimals itself. Its text and its value in
/// millionths, worked out apart from the search.
fn typed_chance(draw: &mut dyn FnMut(u64) -> u64, places: u32, inner: bool) -> (String, i128) {
    let whole = 10_u64.pow(places);
    let first = 1 + draw(whole - 1);
    let weights = [first, whole - first];
    let mut texts = Vec::new();
    let mut value = 0;
    for weight in weights {
        let (text, outcome) = if inner && draw(3) == 0 {
            typed_chance(draw, 2, false)
        } else {
            typed_leaf(draw)
        };
        texts.push(text);
        value += i128::from(weight) * outcome / i128::from(whole);
    }
    let width = places as usize;
    (
        format!(
            "chance(0.{:0width$},0.{:0width$})[{}]",
            weights[0],
            weights[1],
            texts.join(",")
        ),
        value,
    )
}

/// A tree as a person types it with weighted chance: MAX over two or three
/// moves, each a leaf or a chance node of probabilities with four decimals
/// whose outcomes are leaves or chance nodes of two decimals. Its text and
/// its value in millionths.
fn typed_chance_tree(draw: &mut dyn FnMut(u64) -> u64) -> (String, i128) {
    let moves = 2 + draw(2);
    let (texts, values): (Vec<String>, Vec<i128>) = (0..moves)
        .map(|_| {
            if draw(4) == 0 {
                typed_leaf(draw)
            } else {
                typed_chance(draw, 4, true)
            }
        })
        .unzip();
    let value = values.into_iter().max().unwrap_or_default();
    (format!("[{}]", texts.join(",")), value)
}

#[test]
fn weighted_chance_trees_as_people_type_them_are_searched_exactly() {
    // Issue 34: `chance(0.0699,0.9301)` over a leaf of 13 was refused as
    // needing "too fine a unit"; so was about one random tree in fourteen.
    let (tree, value) = ("[chance(0.0699,0.9301)[13,2],1]", 699 * 13 + 9301 * 2);
    let session = search(tree, Algorithm::Expectimax, None);
    assert_eq!(session.game().wording().denominator(), 10_000);
    assert_eq!(session.outcome().unwrap().value, value);
    // SplitMix64, seeded: the same trees every run.
    let mut state = 34_u64;
    let mut draw = |below: u64| {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % below
    };
    for _ in 0..200 {
        let (text, millionths) = typed_chance_tree(&mut draw);
        let game = AnyGame::from_tree(&text).unwrap_or_else(|error| panic!("{text}: {error}"));
        let unit = i128::from(game.wording().denominator());
        let options = game.fit_options(SearchOptions::default(), false).unwrap();
        let options = SearchOptions {
            algorithm: Algorithm::Expectimax,
            ..options
        };
        let found = finished(game, options).outcome().unwrap().value;
        assert_eq!(
            i128::from(found) * 1_000_000,
            millionths * unit,
            "{text}: the search says {found}/{unit}"
        );
    }
}

/// A random tree with chance nodes: leaves 0 to 9, inner nodes MAX, MIN,
/// alternating, uniform chance or weighted chance, up to 4 levels.
fn chance_tree() -> impl Strategy<Value = String> {
    let leaf = (0_i32..10).prop_map(|v| v.to_string());
    leaf.prop_recursive(4, 40, 3, |inner| {
        (
            prop::collection::vec(inner, 1..4),
            0_u8..5,
            prop::collection::vec(1_u16..4, 3),
        )
            .prop_map(|(children, kind, weights)| {
                let list = children.join(",");
                match kind {
                    0 => format!("max[{list}]"),
                    1 => format!("min[{list}]"),
                    2 => format!("[{list}]"),
                    3 => format!("chance[{list}]"),
                    _ => {
                        let weights = &weights[..children.len()];
                        let total: u16 = weights.iter().sum();
                        let written: Vec<String> =
                            weights.iter().map(|w| format!("{w}/{total}")).collect();
                        format!("chance({})[{list}]", written.join(","))
                    }
                }
            })
    })
}

/// Star1 under every option the minimax family has (fail mode, cutoff
/// rule, ordering, table), and expectimax under every ordering and table.
fn averaging_options() -> Vec<SearchOptions> {
    all_options()
        .into_iter()
        .filter(|options| options.algorithm.averages())
        .map(|options| SearchOptions {
            bounds: Some((0, 9)),
            ..options
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn star1_always_gives_expectimax_value(text in chance_tree()) {
        let game = AnyGame::from_tree(&text).unwrap();
        let scaled = |options: SearchOptions| {
            let bounds = options.bounds.map(|(lo, hi)| (lo * game_unit(&game), hi * game_unit(&game)));
            game.fit_options(SearchOptions { bounds, ..options }, false).unwrap()
        };
        let value = |options| {
            let session = finished(game.clone(), scaled(options));
            session.outcome().unwrap().value
        };
        let expected = value(SearchOptions { algorithm: Algorithm::Expectimax, ..SearchOptions::default() });
        for options in averaging_options() {
            prop_assert_eq!(value(options), expected, "{} {:?}", text, options);
        }
    }

    #[test]
    fn chance_steps_replay_and_step_back(text in chance_tree(), which in 0_usize..64, back in 0_u64..1000) {
        let game = AnyGame::from_tree(&text).unwrap();
        let all = averaging_options();
        let options = all[which % all.len()];
        let unit = game_unit(&game);
        let options = game
            .fit_options(SearchOptions { bounds: Some((0, 9 * unit)), ..options }, false)
            .unwrap();
        let session = finished(game.clone(), options);
        let live = live_events(&session);
        let replayed: Vec<SearchEvent> =
            (0..session.frontier()).map(|k| session.event(k).unwrap().1).collect();
        prop_assert_eq!(&replayed, &live);
        // Back to a step and forward again shows what going there shows.
        let step = back * session.frontier() / 1000;
        let mut wandering = finished(game.clone(), options);
        wandering.seek(step, u64::MAX).unwrap();
        let mut straight = Session::new(game, options).unwrap();
        straight.seek(step, u64::MAX).unwrap();
        let tree = |s: &Session<AnyGame>| {
            let tree = s.tree().unwrap();
            let cursor = s.local_cursor();
            tree.nodes()
                .map(|(n, _)| n)
                .filter(|&n| tree.node(n).is_some_and(|node| node.is_visible_at(cursor)))
                .map(|n| tree.node_at(n, cursor))
                .collect::<Vec<_>>()
        };
        prop_assert_eq!(tree(&wandering), tree(&straight));
    }
}

/// The tree's value unit.
fn game_unit(game: &AnyGame) -> i32 {
    game.wording().denominator()
}

#[test]
fn the_narration_says_what_a_chance_node_averages_and_why_star1_stops() {
    use gametree::teach::narration::narrate;
    let session = search(
        "[chance[3,12,8],chance[2,4,6],chance[14,5,2]]",
        Algorithm::Star1,
        Some("0..15"),
    );
    // Steps 14, 17 and 21 of the trace (0-based 13, 16, 20).
    let entered = narrate(&session, 13);
    assert!(entered.starts_with("CHANCE at 2 is entered"), "{entered}");
    assert!(entered.contains("3 outcomes to average"), "{entered}");
    let backed = narrate(&session, 16);
    assert!(
        backed.contains("returned 2: it adds 1/3 × 2 to the weighted sum, which is 2/3 so far"),
        "{backed}"
    );
    // (2 + 15 + 15) / 3 = 32/3 at most and 2/3 at least with 2/3 to come.
    assert!(
        backed.contains("it will end between 2/3 and 32/3"),
        "{backed}"
    );
    let cut = narrate(&session, 20);
    assert!(
        cut.contains("at most 7") && cut.contains("≤ α = 23/3") && cut.contains("a Star1 cutoff"),
        "{cut}"
    );
    let outcome = narrate(&session, 17);
    assert!(
        outcome.contains("an outcome of probability 1/3"),
        "{outcome}"
    );
    assert!(outcome.contains("window [6, 15]"), "{outcome}");
}

#[test]
fn the_pseudocode_runs_chance_value_at_chance_nodes() {
    use gametree::teach::{line_at, listing};
    let session = search(
        "[chance[3,12,8],chance[2,4,6],chance[14,5,2]]",
        Algorithm::Star1,
        Some("0..15"),
    );
    let listing = listing(session.options());
    let code = |step| {
        listing.lines[line_at(&listing, &session, step).unwrap()]
            .code
            .clone()
    };
    assert_eq!(code(13), "function chanceValue(node, depth, α, β)");
    assert_eq!(code(16), "sum ← sum + p·v");
    assert_eq!(code(20), "return sum + left·U");
    // The root is MAX's, and calls value() whatever its child's role.
    assert!(code(0).starts_with("function maxValue"));
    assert!(
        listing
            .lines
            .iter()
            .any(|l| l.code.starts_with("v ← value(play(node, m)"))
    );
}

#[test]
fn the_quiz_asks_whether_star1_stops_and_takes_fractions() {
    use gametree::teach::{Answer, QuizKind, QuizKinds, check, question_at};
    let session = search(
        "[chance[3,12,8],chance[2,4,6],chance[14,5,2]]",
        Algorithm::Star1,
        Some("0..15"),
    );
    let cutoff = QuizKinds::only(QuizKind::Cutoff);
    // Before step 20 (0-based 19): outcome 2 of the middle node returns 4,
    // and (2 + 4 + 15) / 3 = 7 ≤ 23/3: Star1 stops.
    let stops = question_at(&session, 19, cutoff).unwrap();
    assert!(
        stops.prompt.contains("Will Star1 stop here"),
        "{}",
        stops.prompt
    );
    assert_eq!(stops.correct, Answer::Cutoff(true));
    assert!(
        stops.because.contains("at most 7 ≤ α = 23/3"),
        "{}",
        stops.because
    );
    // Before step 17: 2 leaves it at most 32/3 > 23/3: it goes on.
    assert_eq!(
        question_at(&session, 16, cutoff).unwrap().correct,
        Answer::Cutoff(false)
    );
    // The first chance node's value is typed as a fraction, or refused as
    // a rounded decimal (only an exact value is a value).
    let value = question_at(&session, 11, QuizKinds::only(QuizKind::Value)).unwrap();
    let wording = session.game().wording();
    let typed = Answer::parse(QuizKind::Value, "23/3", wording).unwrap();
    assert!(check(&value, typed).right);
    assert!(Answer::parse(QuizKind::Value, "7.67", wording).is_err());
}
