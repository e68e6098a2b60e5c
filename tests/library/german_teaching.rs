//! The teaching material in German: every pseudocode listing has the
//! English one's lines (the highlighted line of a step is found by its
//! place) and no English keyword, and a quiz question and the drill's
//! verdicts read as written here by hand.

use std::collections::BTreeSet;

use gametree::i18n::{self, Lang};
use gametree::input::AnyGame;
use gametree::search::{Algorithm, Cutoff, FailMode, MoveOrdering, SearchOptions};
use gametree::session::Session;
use gametree::teach::drill::{Drill, DrillSettings};
use gametree::teach::{Listing, QuizKind, QuizKinds, listing, question_at};
use gametree::textbook::TextbookTree;

use crate::common::english::english_words_in;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn german() -> i18n::Speaking {
    i18n::use_on_this_thread(Lang::parse("de").unwrap())
}

/// Every variant a listing has: each algorithm with and without the
/// table, fail-hard and fail-soft, both cutoff tests, quiescence, and an
/// ordering of each kind.
fn every_variant() -> Vec<SearchOptions> {
    let mut all = Vec::new();
    for algorithm in Algorithm::ALL {
        for transposition_table in [false, true] {
            for fail in [FailMode::Hard, FailMode::Soft] {
                for cutoff in [Cutoff::Ge, Cutoff::Gt] {
                    for quiescence in [false, true] {
                        all.push(SearchOptions {
                            algorithm,
                            transposition_table,
                            fail,
                            cutoff,
                            quiescence,
                            ..SearchOptions::default()
                        });
                    }
                }
            }
        }
    }
    for ordering in [
        MoveOrdering::Natural,
        MoveOrdering::Captures,
        MoveOrdering::Seed,
        MoveOrdering::Killers,
        MoveOrdering::History,
        MoveOrdering::Best,
        MoveOrdering::Worst,
        MoveOrdering::Random(7),
    ] {
        all.push(SearchOptions {
            ordering,
            ..SearchOptions::default()
        });
    }
    all
}

/// The keywords and names of English pseudocode, none of which German
/// pseudocode may hold (German writes `wenn … dann`, `gib … zurück`,
/// `knoten`, `tiefe`).
const ENGLISH_PSEUDOCODE: &[&str] = &[
    "function", "if", "then", "else", "for", "each", "do", "return", "returns", "break", "while",
    "loop", "and", "or", "not", "to", "of", "node", "depth", "best", "moves", "move", "value",
    "play", "evaluate", "colour", "table", "sum", "left", "tree", "leaf", "child", "result",
    "state", "guess", "lower", "upper", "clamp", "root",
];

fn english_in_code(code: &str) -> Vec<String> {
    code.split(|c: char| !c.is_alphabetic())
        .filter(|word| ENGLISH_PSEUDOCODE.contains(word))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_pseudocode_has_the_english_lines_in_german_and_no_english() {
    for options in every_variant() {
        let english: Listing = listing(&options);
        let german_listing = {
            let _german = german();
            listing(&options)
        };
        let what = format!("{options:?}");
        assert_eq!(
            german_listing.lines.len(),
            english.lines.len(),
            "{what}: a language must not add or drop a line"
        );
        for (de, en) in german_listing.lines.iter().zip(&english.lines) {
            assert_eq!((de.role, de.indent, de.side), (en.role, en.indent, en.side));
            assert_ne!(de.code, en.code, "{what}: {} is not translated", en.code);
            assert!(
                english_in_code(&de.code).is_empty(),
                "{what}: {:?} in {}",
                english_in_code(&de.code),
                de.code
            );
            let notes = [de.comment.as_deref(), de.root_comment.as_deref()];
            for note in notes.into_iter().flatten() {
                assert!(english_words_in(note).is_empty(), "{what}: {note}");
            }
        }
        // The algorithm's name is the search's part of the program.
        let algorithm = {
            let _german = german();
            options.algorithm.title()
        };
        let title = german_listing.title.replace(&algorithm, " ");
        assert!(english_words_in(&title).is_empty(), "{title}");
    }
}

#[test]
fn the_german_listings_read_as_a_german_textbook_writes_pseudocode() {
    let _german = german();
    let code = listing(&SearchOptions::default())
        .lines
        .iter()
        .map(|line| line.code.clone())
        .collect::<Vec<_>>();
    for expected in [
        "funktion maxWert(knoten, tiefe, α, β)",
        "wenn tiefe = 0 oder knoten terminal ist, dann",
        "gib bewerte(knoten) zurück",
        "für jeden Zug m in züge tue",
        "v ← minWert(spiele(knoten, m), tiefe − 1, α, β)",
        "wenn α ≥ β, dann",
        "brich ab",
        "gib bester zurück",
    ] {
        assert!(
            code.iter().any(|line| line == expected),
            "{expected}: {code:#?}"
        );
    }
}

/// MTD(f)'s second pass on `classic`: the question is the quiz's own
/// sentence, with nothing of the narration in it.
#[test]
fn the_quiz_asks_for_a_pass_window_in_german() {
    let game = AnyGame::from_tree(CLASSIC).unwrap();
    let options = SearchOptions {
        algorithm: Algorithm::Mtdf,
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    let second = session.passes()[1].first_step();
    let _german = german();
    let question = question_at(&session, second, QuizKinds::only(QuizKind::Window)).unwrap();
    assert_eq!(
        question.prompt,
        "Ein neuer Durchlauf beginnt: Welches Fenster [α, β] bekommt die Wurzel, aus der Sicht von MAX?"
    );
}

fn marks(paths: &[&str]) -> BTreeSet<String> {
    paths.iter().map(|&path| path.to_owned()).collect()
}

/// AIMA's Figure 5.5: MIN 2 is cut after its first leaf, so 2.2 and 2.3
/// are pruned and the root is worth 3.
#[test]
fn the_drills_verdicts_in_german() {
    let drill = Drill::from_tree(
        &TextbookTree::parse(CLASSIC).unwrap(),
        7,
        DrillSettings::default(),
    )
    .unwrap();
    let _german = german();
    assert_eq!(
        drill.judge(&marks(&["2 2", "2 3"]), "3").sentence(),
        "Richtig! Wert der Wurzel 3; abgeschnitten: 2.2, 2.3."
    );
    assert_eq!(
        drill.judge(&marks(&["2 2", "1 2"]), "5").sentence(),
        "Nicht ganz: nicht markiert, obwohl abgeschnitten: 2.3; markiert, aber durchsucht: 1.2; der Wert der Wurzel ist 3."
    );
    assert_eq!(
        drill.judge(&BTreeSet::new(), "").sentence(),
        "Nicht ganz: nicht markiert, obwohl abgeschnitten: 2.2, 2.3; kein Wert der Wurzel angegeben, er ist 3."
    );
}
