//! The names and descriptions in German: the algorithms', the games', the
//! chess presets' and the built-in textbook trees' read as written here by
//! hand and hold no English word, English reads as before, and the names
//! the command line takes (`alphabeta`, `classic`) stay as they are.

use gametree::i18n::{self, Lang};
use gametree::input::GameKind;
use gametree::presets::presets;
use gametree::search::{Algorithm, REGISTRY};
use gametree::textbook::builtins::{builtin, builtins};

use crate::common::english::english_words_in;

fn german() -> i18n::Speaking {
    i18n::use_on_this_thread(Lang::parse("de").unwrap())
}

/// Every name and description of this slice, each with what it names.
fn every_text() -> Vec<(String, String)> {
    let mut texts = Vec::new();
    for descriptor in REGISTRY {
        let what = descriptor.name;
        texts.push((format!("{what} title"), descriptor.title.get()));
        texts.push((format!("{what} short"), descriptor.short.get()));
    }
    for kind in GameKind::ALL {
        let info = kind.info();
        let what = kind.name();
        for (part, text) in [
            ("title", info.title),
            ("field", info.field),
            ("hint", info.hint),
            ("load", info.load),
        ] {
            texts.push((format!("{what} {part}"), text.get()));
        }
        if let Some(start) = info.start {
            texts.push((format!("{what} start"), start.button.get()));
        }
    }
    for preset in presets() {
        let what = preset.fen;
        texts.push((format!("{what} name"), preset.name.get()));
        texts.push((format!("{what} description"), preset.description.get()));
    }
    for tree in builtins() {
        texts.push((tree.name.to_owned(), tree.description.get()));
    }
    texts
}

#[test]
fn german_algorithm_titles_read_as_a_german_textbook_writes_them() {
    let _german = german();
    assert_eq!(Algorithm::AlphaBeta.title(), "Alpha-Beta-Suche");
    assert_eq!(Algorithm::Minimax.title(), "Minimax");
    assert_eq!(Algorithm::Expectimax.title(), "Expectimax");
    assert_eq!(Algorithm::Mcts.title(), "Monte-Carlo-Baumsuche");
    assert_eq!(Algorithm::NegamaxAlphaBeta.title(), "Negamax mit α-β");
    assert_eq!(Algorithm::Aspiration.title(), "Aspirationsfenster");
    assert_eq!(
        Algorithm::Pvs.title(),
        "Hauptvariantensuche (PVS, NegaScout)"
    );
    assert_eq!(
        Algorithm::Star1.title(),
        "Star1 (Schnitte an Zufallsknoten)"
    );
    assert_eq!(Algorithm::AlphaBeta.short(), "Alpha-Beta-Suche");
    assert_eq!(Algorithm::Mcts.short(), "MCTS");
    // The command line's names stay.
    assert_eq!(Algorithm::AlphaBeta.name(), "alphabeta");
    assert_eq!("alphabeta".parse(), Ok(Algorithm::AlphaBeta));
    // `--help` prints a descriptor's title as it is.
    assert_eq!(
        Algorithm::AlphaBeta.descriptor().title.to_string(),
        "Alpha-Beta-Suche"
    );
}

#[test]
fn german_games_presets_and_trees_read_as_written_here() {
    let _german = german();
    assert_eq!(GameKind::Chess.title(), "Schach");
    assert_eq!(GameKind::ConnectFour.title(), "Vier gewinnt");
    assert_eq!(GameKind::Tree.title(), "Lehrbuchbaum");
    assert_eq!(GameKind::TicTacToe.title(), "Tic-Tac-Toe");
    assert_eq!(GameKind::Pig.title(), "Pig (Würfelspiel)");
    let chess = GameKind::Chess.info();
    assert_eq!(chess.load.get(), "FEN laden");
    assert_eq!(chess.start.unwrap().button.get(), "Grundstellung");
    assert_eq!(
        GameKind::TicTacToe.info().start.unwrap().button.get(),
        "Leeres 3×3-Brett"
    );
    assert_eq!(GameKind::Chess.name(), "chess");

    let horizon = presets()
        .iter()
        .find(|preset| preset.fen == "7k/8/4p3/3p4/8/8/8/3Q3K w - - 0 1")
        .unwrap();
    assert_eq!(horizon.name.get(), "Horizonteffekt (Ruhesuche)");
    assert_eq!(
        horizon.description.get(),
        "Qxd5 nimmt einen Bauern, den e6 deckt: in Tiefe 1 endet die Suche vor exd5 und greift zu; mit Ruhesuche sieht sie das Zurückschlagen und lässt es."
    );
    assert_eq!(presets()[0].name.get(), "Grundstellung");

    let worst = builtin("worst-3x3x3").unwrap();
    assert_eq!(
        worst.description.get(),
        "Dieselben 27 Blätter, schlechtestmöglich sortiert: jeder Knoten versucht seinen schlechtesten Zug zuerst, also schneidet die Alpha-Beta-Suche nichts ab und bewertet alle 27 Blätter."
    );
    // A tree's name is what the command line and the tree field take.
    assert_eq!(builtins()[0].name, "classic");
}

#[test]
fn with_german_chosen_no_name_or_description_holds_an_english_word() {
    let english = every_text();
    let _german = german();
    let german = every_text();
    for ((what, text), (_, in_english)) in german.iter().zip(&english) {
        let words = english_words_in(text);
        assert!(words.is_empty(), "{what}: {text:?} holds {words:?}");
        // Only the notation reads the same: the hints of a tree and a
        // tic-tac-toe board, and names that are names in German too.
        let same = [
            "Minimax",
            "Negamax",
            "MTD(f)",
            "Expectimax",
            "Star1",
            "MCTS",
            "PVS",
            "Kiwipete",
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "x...o....",
        ];
        assert!(
            text != in_english || same.contains(&text.as_str()),
            "{what} is still English: {text:?}"
        );
    }
}

#[test]
fn english_names_are_as_before() {
    let _english = i18n::use_on_this_thread(Lang::ENGLISH);
    assert_eq!(Algorithm::AlphaBeta.title(), "Alpha-beta");
    assert_eq!(Algorithm::AlphaBeta.short(), "alpha-beta");
    assert_eq!(Algorithm::Mcts.title(), "Monte Carlo tree search");
    assert_eq!(Algorithm::Star1.title(), "Star1 (chance pruning)");
    assert_eq!(Algorithm::Pvs.title(), "PVS (NegaScout)");
    assert_eq!(GameKind::Pig.title(), "Pig (dice)");
    assert_eq!(GameKind::ConnectFour.title(), "Connect Four");
    let chess = GameKind::Chess.info();
    assert_eq!(chess.field.get(), "FEN, PGN or moves");
    assert_eq!(chess.start.unwrap().button.get(), "Start position");
    assert_eq!(presets()[1].name.get(), "Knight fork (depth 3)");
    assert_eq!(
        builtin("ties").unwrap().description.get(),
        "Equal values: the first best move wins ties, and a cutoff needs α ≥ β, equality included."
    );
}
