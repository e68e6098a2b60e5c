//! The orderings that learn, on textbook trees traced by hand: which move is
//! a killer after which cutoff, what the history table counts, and what the
//! learnt order saves.

use gametree::game::{MoveCode, Player};
use gametree::input::AnyGame;
use gametree::search::{MoveOrdering, SearchEvent, SearchOptions, Stepper};

/// A stepper on the textbook tree `text`, run to its end with `ordering`
/// (alpha-beta, fail-soft, `α ≥ β`).
fn searched(text: &str, ordering: MoveOrdering) -> Stepper<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = game
        .fit_options(
            SearchOptions {
                ordering,
                ..SearchOptions::default()
            },
            false,
        )
        .unwrap();
    let mut stepper = Stepper::new(&game, options);
    stepper.run(&game);
    stepper
}

/// MAX[ MIN[3, 4, 5], MIN[6, 7, 1], MIN[8, 9, 2] ]: the first MIN node is
/// worth 3, so α = 3 below the root. The second is cut by its *last* leaf,
/// 1 ≤ 3 (move 2, child index 2), which finishes the node without a
/// `Cutoff` event; it still makes move 2 the killer at ply 1. The third
/// MIN node then tries move 2 first: its 2 ≤ 3 cuts at once, pruning 8
/// and 9. Leaves: 3 + 3 + 1 = 7, against all 9 in natural order (where
/// every cut comes at the last leaf).
const LAST_MOVE_CUTS: &str = "[[3,4,5],[6,7,1],[8,9,2]]";

#[test]
fn a_cutoff_by_the_last_move_makes_a_killer_that_the_next_node_tries_first() {
    let natural = searched(LAST_MOVE_CUTS, MoveOrdering::Natural);
    assert_eq!(
        (natural.stats().leaves, natural.stats().pruned),
        (9, 0),
        "natural order cuts only at last leaves"
    );
    let killers = searched(LAST_MOVE_CUTS, MoveOrdering::Killers);
    let stats = killers.stats();
    assert_eq!((stats.leaves, stats.cutoffs, stats.pruned), (7, 1, 2));
    // Move 2 cut at ply 1 twice: stored once, as the most recent killer.
    assert_eq!(killers.memory().killers(1), [Some(MoveCode(2)), None]);
    assert_eq!(
        killers.memory().killers(0),
        [None, None],
        "the root never cut"
    );
}

#[test]
fn history_counts_the_same_cutoffs_and_orders_by_them() {
    // The two cutoffs at MIN nodes with 1 ply to go: 1² each, both by move 2.
    let history = searched(LAST_MOVE_CUTS, MoveOrdering::History);
    assert_eq!(history.memory().history(Player::Min, MoveCode(2)), 2);
    assert_eq!(history.memory().history(Player::Max, MoveCode(2)), 0);
    assert_eq!(history.memory().history(Player::Min, MoveCode(0)), 0);
    assert_eq!(
        history.stats().leaves,
        7,
        "the third MIN node tries move 2 first"
    );
}

#[test]
fn killers_are_kept_per_ply_most_recent_first_and_history_weighs_depth_squared() {
    // MAX[ MIN[ MAX[1, 2], MAX[3, 4] ], MIN[ MAX[0, 0], MAX[9, 9] ], MIN[ MAX[5, 6], MAX[1, 7] ] ].
    // MIN 1: MAX[1, 2] = 2, so β = 2; MAX[3, 4]'s 3 ≥ 2 cuts (move 0,
    // ply 2, 1 ply to go: history (MAX, 0) += 1²), pruning 4. MIN 1 = 2,
    // α = 2 at the root.
    // MIN 2 under α = 2: MAX[0, 0] = 0 ≤ 2 cuts (move 0, ply 1, 2 plies
    // to go: history (MIN, 0) += 2² = 4), pruning MAX[9, 9].
    // MIN 3 under α = 2, killer move 0 first (it is first anyway):
    // MAX[5, 6] = 6 (under β = +∞, no cut), so β = 6; MAX[1, 7] under
    // [2, 6]: 1, then 7 ≥ 6 cuts by move 1 at ply 2 with no move left
    // (history (MAX, 1) += 1), and the killers at ply 2 become [1, 0].
    // MIN 3 = 6: the root is worth 6.
    let text = "[[[1,2],[3,4]],[[0,0],[9,9]],[[5,6],[1,7]]]";
    let stepper = searched(text, MoveOrdering::Killers);
    let memory = stepper.memory();
    assert_eq!(memory.killers(1), [Some(MoveCode(0)), None]);
    assert_eq!(memory.killers(2), [Some(MoveCode(1)), Some(MoveCode(0))]);
    assert_eq!(memory.history(Player::Max, MoveCode(0)), 1);
    assert_eq!(memory.history(Player::Min, MoveCode(0)), 4);
    assert_eq!(memory.history(Player::Max, MoveCode(1)), 1);
    let natural = searched(text, MoveOrdering::Natural);
    assert_eq!(
        natural.memory().killers(1),
        [None, None],
        "natural learns nothing"
    );
}

#[test]
fn a_killer_goes_before_quiet_moves_but_the_order_of_the_rest_is_kept() {
    // MAX[ MIN[4, 5, 6, 7], MIN[8, 9, 3, 10], MIN[11, 12, 1, 13] ].
    // MIN 2's 3 ≤ 4 cuts by move 2; MIN 3 then tries 1 (move 2) first,
    // cuts at once, and prunes 11, 12 and 13 in their natural order.
    let text = "[[4,5,6,7],[8,9,3,10],[11,12,1,13]]";
    let game = AnyGame::from_tree(text).unwrap();
    let options = game
        .fit_options(
            SearchOptions {
                ordering: MoveOrdering::Killers,
                ..SearchOptions::default()
            },
            false,
        )
        .unwrap();
    let mut stepper = Stepper::new(&game, options);
    let mut pruned = Vec::new();
    while let Some(event) = stepper.step(&game) {
        if matches!(event, SearchEvent::Cutoff { .. }) {
            pruned.push(stepper.last_pruned().to_vec());
        }
    }
    let stats = stepper.stats();
    // 4 + 3 + 1 leaves; pruned: 10, then 11, 12, 13.
    assert_eq!((stats.leaves, stats.pruned), (8, 4));
    assert_eq!(
        pruned,
        [
            vec![MoveCode(3)],
            vec![MoveCode(0), MoveCode(1), MoveCode(3)]
        ],
        "MIN 2's last move, then MIN 3's other moves in natural order"
    );
}
