//! Trees that name their players (`max[…]`, `min[…]`): MIN (or MAX) may move
//! twice in a row. Every variant still finds the minimax value, negamax
//! included (it negates only where the player changes), the recorded steps
//! replay the live events, and the text round-trips with its prefixes.
//! The variants are those of `search_properties` (`crate::common::search::all_options`).

use std::fmt::Write as _;

use crate::common::search::{all_options, live_events};

use gametree::game::Score;
use gametree::input::AnyGame;
use gametree::search::{Algorithm, Player, SearchEvent, SearchOptions, Stepper};
use gametree::session::Session;
use gametree::textbook::TextbookTree;
use proptest::prelude::*;

/// A tree whose lists may name their player, built apart from the parser.
#[derive(Clone, Debug)]
enum Named {
    Leaf(Score),
    Node(Option<Player>, Vec<Named>),
}

impl Named {
    fn write(&self, out: &mut String) {
        match self {
            Self::Leaf(value) => write!(out, "{value}").unwrap(),
            Self::Node(mark, kids) => {
                out.push_str(match mark {
                    Some(Player::Max) => "max",
                    Some(Player::Min) => "min",
                    None => "",
                });
                out.push('[');
                for (i, kid) in kids.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    kid.write(out);
                }
                out.push(']');
            }
        }
    }

    fn text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    /// The minimax value (MAX's view) where `parent` moved above (`None` at
    /// the root): a named list is its player's, an unnamed one alternates.
    fn minimax(&self, parent: Option<Player>) -> Score {
        match self {
            Self::Leaf(value) => *value,
            Self::Node(mark, kids) => {
                let player = mark.unwrap_or(match parent {
                    None | Some(Player::Min) => Player::Max,
                    Some(Player::Max) => Player::Min,
                });
                let values = kids.iter().map(|kid| kid.minimax(Some(player)));
                match player {
                    Player::Max => values.max(),
                    Player::Min => values.min(),
                }
                .unwrap()
            }
        }
    }
}

fn mark() -> impl Strategy<Value = Option<Player>> {
    prop_oneof![Just(None), Just(Some(Player::Max)), Just(Some(Player::Min))]
}

/// Random named trees: height 1..=5, branching 1..=4, values in -20..20
/// (ties are common), about two lists in three named.
fn named_tree() -> impl Strategy<Value = Named> {
    let leaf = (-20..20).prop_map(Named::Leaf);
    let shape = leaf.prop_recursive(4, 256, 4, |inner| {
        (mark(), prop::collection::vec(inner, 1..=4)).prop_map(|(m, kids)| Named::Node(m, kids))
    });
    (mark(), prop::collection::vec(shape, 1..=4)).prop_map(|(m, kids)| Named::Node(m, kids))
}

fn session(text: &str, options: SearchOptions) -> Session<AnyGame> {
    let game = AnyGame::from_tree(text).unwrap();
    let options = game.fit_options(options, false).unwrap();
    Session::new(game, options).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_variant_finds_the_minimax_value_when_players_repeat(tree in named_tree()) {
        let text = tree.text();
        let expected = tree.minimax(None);
        for options in all_options() {
            let mut session = session(&text, options);
            session.run_to_end().unwrap();
            prop_assert_eq!(session.outcome().unwrap().value, expected, "{} {:?}", text, options);
        }
    }

    #[test]
    fn named_players_round_trip_and_replay(tree in named_tree(), which in 0_usize..64) {
        let text = tree.text();
        prop_assert_eq!(TextbookTree::parse(&text).unwrap().to_string(), text.clone());
        let all = all_options();
        let options = all[which * all.len() / 64];
        let game = AnyGame::from_tree(&text).unwrap();
        let options = game.fit_options(options, false).unwrap();
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        let live = live_events(&session);
        let replayed: Vec<SearchEvent> = (0..session.frontier())
            .map(|k| session.event(k).unwrap().1)
            .collect();
        prop_assert_eq!(replayed, live);
    }
}

/// The players the search enters, in order, for the example of the issue.
#[test]
fn consecutive_min_levels_are_entered_as_min() {
    let game = AnyGame::from_tree("max[min[min[3,9],min[10,6]],min[4,7]]").unwrap();
    let options = game
        .fit_options(
            SearchOptions {
                algorithm: Algorithm::Minimax,
                ..SearchOptions::default()
            },
            false,
        )
        .unwrap();
    let mut stepper = Stepper::new(&game, options);
    let entered: Vec<(u8, Player)> = std::iter::from_fn(|| stepper.step(&game))
        .filter_map(|event| match event {
            SearchEvent::Enter {
                ply,
                player,
                move_count,
                ..
            } if move_count > 0 => Some((ply, player)),
            _ => None,
        })
        .collect();
    assert_eq!(
        entered,
        [
            (0, Player::Max),
            (1, Player::Min),
            (2, Player::Min),
            (2, Player::Min),
            (1, Player::Min),
        ]
    );
}
