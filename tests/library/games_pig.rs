//! Pig: its registration (position text → game → text, through
//! [`AnyGame`]), the scoreboard's grid, a session file, and the claim its
//! value unit rests on: every chance average of a search of at most
//! [`EXACT_DEPTH`] plies divides exactly, checked with an expectimax
//! written here on the [`Game`] trait alone (so the test does not depend
//! on the search under test), and one value worked out by hand.

use crate::common::positions::playout;
use crate::common::search::finished;
use gametree::chess::EvalKind;
use gametree::game::{Game, Player, Score};
use gametree::games::pig::{EXACT_DEPTH, Pig, SCALE};
use gametree::input::{AnyGame, GameKind};
use gametree::search::{Algorithm, SearchOptions};
use gametree::session_file::{OptionsFields, Searched, SessionFile};
use proptest::prelude::*;

fn pig(text: &str) -> AnyGame {
    AnyGame::from_position(GameKind::Pig, text, EvalKind::Material).unwrap()
}

#[test]
fn position_text_goes_through_the_registration_and_back() {
    let kind = GameKind::from_name("pig").unwrap();
    assert_eq!(kind, GameKind::Pig);
    assert_eq!(kind.title(), "Pig (dice)");
    let start = kind.start_text().unwrap();
    assert_eq!(pig(&start).position_text(), "0-0 a");
    for text in [
        "0-0 a",
        "12-7 a+5",
        "12-7 b+5 roll",
        "goal 30 25-3 a+4",
        "20-19 b",
    ] {
        assert_eq!(pig(text).position_text(), text);
    }
    // Spaces and capitals are read, and written back as the text is written.
    assert_eq!(
        pig("  Goal 20  3-4   B+2  ROLL ").position_text(),
        "3-4 b+2 roll"
    );
    let error = AnyGame::from_position(GameKind::Pig, "12-7 a+1", EvalKind::Material)
        .unwrap_err()
        .to_string();
    assert!(error.starts_with("Pig position \"12-7 a+1\""), "{error}");
}

#[test]
fn every_position_a_node_reaches_reads_back_as_itself() {
    // Walk every line of 6 plies from a position near the end and read each
    // node's text (the board panel's "Copy position") back as a new root.
    let game = pig("15-16 b+2");
    let mut stack = vec![(game.root(), Vec::new())];
    let mut seen = 0;
    while let Some((state, path)) = stack.pop() {
        let text = game.text_after(&path).unwrap();
        let again = pig(&text);
        assert_eq!(
            again.position_key(&again.root()),
            game.position_key(&state),
            "{text}"
        );
        seen += 1;
        if path.len() == 6 {
            continue;
        }
        let mut moves = Vec::new();
        game.legal_moves(&state, &mut moves);
        for mv in moves {
            let mut next = path.clone();
            next.push(mv);
            stack.push((game.play(&state, mv).unwrap(), next));
        }
    }
    assert!(seen > 100, "{seen} nodes");
}

/// Expectimax to `depth` plies on the trait: MAX and MIN as
/// [`Game::player`] says, a chance node the weighted average of its
/// outcomes, which must divide exactly.
fn expectimax<G: Game>(game: &G, state: &G::State, depth: u8) -> Score {
    if game.terminal(state).is_some() || depth == 0 {
        return game.evaluate(state);
    }
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let values = moves.iter().map(|&mv| {
        let child = game.play(state, mv).unwrap();
        (mv, expectimax(game, &child, depth - 1))
    });
    if let Some(total) = game.chance_total(state) {
        let sum: Score = values
            .map(|(mv, value)| Score::from(game.chance_weight(state, mv)) * value)
            .sum();
        let total = Score::from(total);
        assert_eq!(sum % total, 0, "an average of {sum}/{total} is not exact");
        return sum / total;
    }
    let values = values.map(|(_, value)| value);
    match game.player(state).unwrap() {
        Player::Max => values.max().unwrap(),
        Player::Min => values.min().unwrap(),
    }
}

#[test]
fn averages_are_exact_to_the_exact_depth_and_the_unit_is_no_coarser_than_needed() {
    // Decisions, throws (a chance root) and a position where turns pass
    // often, each searched to 8 plies: the helper asserts every average.
    for text in ["0-0 a", "12-7 b+5 roll", "goal 10 4-5 a+3"] {
        let game = Pig::from_text(text).unwrap();
        assert_eq!(game.exact_depth(), Some(EXACT_DEPTH));
        let value = expectimax(&game, &game.root(), EXACT_DEPTH);
        let (low, high) = game.value_bounds().unwrap();
        assert!((low..=high).contains(&value), "{text}: {value}");
    }
    // Four throws in a row from a new game average down to 1/1296 of a
    // point: A rolls, then holds or rolls again on 2–6, with depth for
    // four throws exactly; a unit of 6³ would not hold the value.
    let game = Pig::default();
    let value = expectimax(&game, &game.root(), EXACT_DEPTH);
    assert_ne!(value % (SCALE / 6), 0, "{value} needs all of 6⁴");
}

#[test]
fn expectimax_at_depth_2_by_hand() {
    // A has 12 banked and 5 at stake, B 7; goal 20; depth 2.
    // - hold: B to move with nothing at stake must roll, and the throw is
    //   at the depth limit: 17 − 7 = 10.
    // - roll: the die shows
    //   1: the 5 are lost, B to move: 12 − 7 = 5;
    //   2: A has 12 + 7 = 19 against 7: 12;
    //   3 to 6: 12 + 5 + 3 ≥ 20, A reaches the goal: +20 each.
    //   The average is (5 + 12 + 4 × 20) / 6 = 97/6 ≈ 16.17 points.
    // MAX rolls: 97/6 points, 97 × 216 = 20,952 units of 1/1296.
    let game = Pig::from_text("12-7 a+5").unwrap();
    let value = expectimax(&game, &game.root(), 2);
    assert_eq!(value, 97 * SCALE / 6);
    assert_eq!(value, 20_952);
    assert_eq!(gametree::notation::exact(value, game.wording()), "97/6");
}

#[test]
fn a_pig_session_saves_as_game_and_position() {
    let options = SearchOptions {
        algorithm: Algorithm::Expectimax,
        depth: 2,
        ..SearchOptions::default()
    };
    let game = pig("12-7 a+5");
    let file = SessionFile::for_game(&game, OptionsFields::of(&options, EvalKind::Material));
    assert_eq!(file.game.as_deref(), Some("pig"));
    assert_eq!(file.position.as_deref(), Some("12-7 a+5"));
    let text = file.to_json().unwrap();
    let prepared = gametree::session_file::parse(&text)
        .unwrap()
        .prepare()
        .unwrap();
    assert_eq!(
        prepared.searched,
        Searched::Game(GameKind::Pig, "12-7 a+5".to_owned())
    );
    assert_eq!(prepared.game.position_text(), "12-7 a+5");
}

/// `game` searched to the end with `algorithm` at `depth`: its value.
fn searched(game: &AnyGame, algorithm: Algorithm, depth: u8) -> (Score, u64) {
    let options = SearchOptions {
        algorithm,
        depth,
        ..SearchOptions::default()
    };
    let outcome = finished(game.clone(), options).outcome().unwrap();
    (outcome.value, outcome.stats.nodes)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// On positions reached by random play, at every depth the game
    /// allows, the stepper's expectimax gives this file's expectimax, and
    /// Star1 (with the game's ±goal bounds) gives the same with no more
    /// nodes.
    #[test]
    fn star1_and_expectimax_agree_on_random_positions(
        picks in prop::collection::vec(any::<u16>(), 0..60),
        depth in 1_u8..=EXACT_DEPTH,
    ) {
        let game = playout(GameKind::Pig, &picks, EvalKind::Material);
        let AnyGame::Pig(pig) = &game else { panic!("a Pig game") };
        let expected = expectimax(pig, &pig.root(), depth);
        let (value, nodes) = searched(&game, Algorithm::Expectimax, depth);
        prop_assert_eq!(value, expected, "{}", game.position_text());
        let (pruned, fewer) = searched(&game, Algorithm::Star1, depth);
        prop_assert_eq!(pruned, expected, "{}", game.position_text());
        prop_assert!(fewer <= nodes);
    }
}
