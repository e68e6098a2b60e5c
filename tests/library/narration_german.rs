//! Issue 38: the narration in German. Each algorithm's key moment is
//! checked against a whole sentence written by hand, as a German textbook
//! would put it; and with German chosen, no sentence of any step of the
//! searches a lecture shows, nor a node's spoken name, holds an English
//! word.

use gametree::chess::{EvalKind, START_FEN};
use gametree::i18n::{self, Lang, Speaking};
use gametree::input::{AnyGame, GameKind};
use gametree::scene::Mark;
use gametree::search::mcts::MctsOptions;
use gametree::search::{Algorithm, SearchOptions};
use gametree::session::Session;
use gametree::teach::spoken::{Shown, node_name};
use gametree::teach::{best_move_changes, narrate};
use gametree::textbook::builtins::builtin;
use petgraph::graph::NodeIndex;

use crate::common::english::english_words_in;

/// AIMA fig. 5.2.
const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn german() -> Speaking {
    i18n::use_on_this_thread(Lang::parse("de").unwrap())
}

fn finished(game: AnyGame, options: SearchOptions) -> Session<AnyGame> {
    let options = game.fit_options(options, false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

fn tree(text: &str, algorithm: Algorithm) -> Session<AnyGame> {
    let options = SearchOptions {
        algorithm,
        ..SearchOptions::default()
    };
    finished(AnyGame::from_tree(text).unwrap(), options)
}

fn preset(name: &str, algorithm: Algorithm) -> Session<AnyGame> {
    tree(builtin(name).unwrap().text, algorithm)
}

fn chess(algorithm: Algorithm) -> Session<AnyGame> {
    let options = SearchOptions {
        algorithm,
        depth: 2,
        ..SearchOptions::default()
    };
    finished(
        AnyGame::from_fen(START_FEN, EvalKind::Material).unwrap(),
        options,
    )
}

fn pig() -> Session<AnyGame> {
    let options = SearchOptions {
        algorithm: Algorithm::Expectimax,
        depth: 2,
        ..SearchOptions::default()
    };
    let game = AnyGame::from_position(GameKind::Pig, "12-7 a+5", EvalKind::Material).unwrap();
    finished(game, options)
}

fn mcts() -> Session<AnyGame> {
    let options = SearchOptions {
        algorithm: Algorithm::Mcts,
        mcts: MctsOptions {
            iterations: 14,
            seed: 1,
            ..MctsOptions::default()
        },
        ..SearchOptions::default()
    };
    let game =
        AnyGame::from_position(GameKind::TicTacToe, ".........", EvalKind::default()).unwrap();
    finished(game, options)
}

/// The sentence of step `step`, counted from 1 as `--trace` counts.
fn said(session: &Session<AnyGame>, step: u64) -> String {
    narrate(session, step - 1)
}

/// Every step's sentence, numbered from 1.
fn every_sentence(session: &Session<AnyGame>) -> Vec<(u64, String)> {
    (1..=session.frontier())
        .map(|step| (step, said(session, step)))
        .collect()
}

/// Every node's spoken name at the session's cursor, drawn plainly; and,
/// with `marks`, drawn with every mark the scene has (a pruned group, a
/// band, a folded row, a collapsed subtree, a student's mark).
fn spoken_names(session: &Session<AnyGame>, marks: bool) -> Vec<String> {
    let Some(tree) = session.tree() else {
        return Vec::new();
    };
    let plain = Shown {
        mark: Mark::Shape,
        hidden_below: 0,
        hide_values: false,
        drawn_value: None,
        marked_pruned: false,
    };
    let mut shown = vec![plain];
    if marks {
        for mark in [
            Mark::Pruned,
            Mark::PrunedGroup { count: 2 },
            Mark::Band { count: 7 },
            Mark::SearchedGroup { count: 3 },
        ] {
            shown.push(Shown {
                mark,
                hidden_below: 3,
                hide_values: false,
                drawn_value: Some("3"),
                marked_pruned: true,
            });
        }
        shown.push(Shown {
            hide_values: true,
            ..plain
        });
    }
    (0..tree.len())
        .flat_map(|id| {
            shown
                .iter()
                .map(move |&shown| node_name(session, tree, NodeIndex::new(id), shown))
        })
        .collect()
}

/// The English words in every step's sentence of `session`, in its
/// passes panel's sentences, and in every node's spoken name at every
/// step, each with where it was found.
fn english_in(mut session: Session<AnyGame>) -> Vec<String> {
    let mut found = Vec::new();
    let mut check = |place: String, text: &str| {
        let words = english_words_in(text);
        if !words.is_empty() {
            found.push(format!("{place}: {words:?} in {text:?}"));
        }
    };
    for (step, sentence) in every_sentence(&session) {
        check(format!("step {step}"), &sentence);
    }
    for sentence in best_move_changes(&session) {
        check("passes".to_owned(), &sentence);
    }
    let end = session.frontier();
    for cursor in 0..=end {
        session.seek(cursor, u64::MAX).unwrap();
        for name in spoken_names(&session, cursor == end) {
            check(format!("spoken name at {cursor}"), &name);
        }
    }
    found
}

#[test]
fn with_german_chosen_no_step_and_no_spoken_name_holds_an_english_word() {
    let _german = german();
    let searches = [
        ("classic alpha-beta", tree(CLASSIC, Algorithm::AlphaBeta)),
        ("classic minimax", tree(CLASSIC, Algorithm::Minimax)),
        ("classic negamax", tree(CLASSIC, Algorithm::Negamax)),
        ("chess alpha-beta", chess(Algorithm::AlphaBeta)),
        ("PVS", tree(PVS_RE_SEARCH, Algorithm::Pvs)),
        ("MTD(f)", tree(CLASSIC, Algorithm::Mtdf)),
        ("aspiration", tree(CLASSIC, Algorithm::Aspiration)),
        ("expectimax", preset("expectimax", Algorithm::Expectimax)),
        ("Star1", preset("expectimax", Algorithm::Star1)),
        ("Pig expectimax", pig()),
        ("MCTS tic-tac-toe", mcts()),
    ];
    for (name, session) in searches {
        assert!(session.frontier() > 10, "{name}");
        let english = english_in(session);
        assert!(english.is_empty(), "{name}: {english:#?}");
    }
}

#[test]
fn alpha_beta_s_first_cutoff_on_the_classic_tree() {
    let _german = german();
    let session = tree(CLASSIC, Algorithm::AlphaBeta);
    assert_eq!(
        said(&session, 17),
        "Zug 1 liefert 2 an MIN bei 2 zurück: sein erstes Ergebnis, also best = 2, und β fällt auf 2 — 2 ≤ α = 3, also wird MAX darüber diese Variante nie wählen."
    );
    assert_eq!(
        said(&session, 18),
        "MIN bei 2 findet 2 ≤ α = 3: MAX darüber hat schon 3, sodass die verbleibenden 2 Züge (2, 3) abgeschnitten werden — ein α-Schnitt."
    );
    assert_eq!(
        said(&session, 19),
        "MIN bei 2 hört nach seinem Schnitt auf: er liefert 2, eine obere Schranke (≤2): aus MAXs Sicht ein Fail-Low (für MIN, die Seite am Zug, ein Fail-High), sein wahrer Wert ist also höchstens 2."
    );
    assert_eq!(
        said(&session, 34),
        "Die Suche ist nach 11 Knoten beendet: der beste Zug für MAX ist Zug 1, 3 wert."
    );
}

#[test]
fn minimax_enters_a_node_reads_a_leaf_and_backs_a_value_up() {
    let _german = german();
    let session = tree(CLASSIC, Algorithm::Minimax);
    assert_eq!(
        said(&session, 2),
        "Die Suche betritt MIN bei 1 mit Resttiefe 1 und 3 zu untersuchenden Zügen; als MIN-Knoten gibt er den niedrigsten gefundenen Wert zurück."
    );
    assert_eq!(
        said(&session, 4),
        "MAX bei 1.1 ist ein Blatt des Baums, sein Wert ist also die dort notierte Zahl: 3."
    );
    assert_eq!(
        said(&session, 32),
        "Zug 2 liefert 5 an MIN bei 3 zurück: für MIN besser als 14, also best = 5."
    );
    assert_eq!(
        said(&session, 36),
        "MIN bei 3 hat alle seine 3 Züge durchsucht: er liefert 2, seinen exakten Wert."
    );
}

#[test]
fn negamax_negates_the_child_s_own_value() {
    let _german = german();
    let session = tree(CLASSIC, Algorithm::Negamax);
    assert_eq!(
        said(&session, 12),
        "MIN bei 1 hat alle seine 3 Züge durchsucht: er liefert 3 (−3 aus MINs eigener Sicht, wie Negamax rechnet), seinen exakten Wert."
    );
    assert_eq!(
        said(&session, 13),
        "Zug 1 liefert 3 (Negamax: der eigene Wert −3 des Kindes wird zu 3 negiert) an MAX an der Wurzel zurück: sein erstes Ergebnis, also best = 3."
    );
}

/// Move 2 is probed with [2, 3], fails high, and is searched again.
const PVS_RE_SEARCH: &str = "[[2,4,6],[3,12,8],[14,5,2]]";

#[test]
fn pvs_probes_with_a_null_window_and_searches_again() {
    let _german = german();
    let classic = tree(CLASSIC, Algorithm::Pvs);
    assert_eq!(
        said(&classic, 14),
        "Die Suche betritt MIN bei 2 mit Resttiefe 1 und 3 zu untersuchenden Zügen. PVS testet Zug 2 mit dem Nullfenster [3, 4]: diese Testsuche fragt nur, ob der Zug das bisher Beste übertrifft, und kostet weniger als eine volle Suche."
    );
    let again = tree(PVS_RE_SEARCH, Algorithm::Pvs);
    assert_eq!(
        said(&again, 26),
        "Die Suche betritt MIN bei 2 mit Resttiefe 1 und 3 zu untersuchenden Zügen. PVS durchsucht Zug 2 erneut mit dem Fenster [3, +∞], um seinen exakten Wert zu erfahren: die Testsuche sagte nur, dass er mindestens 3 wert ist, was das bisher Beste übertreffen kann, und ein Nullfenster sagt nicht, um wie viel (Reinefelds Fenster [v, β] beginnt beim Wert v der Testsuche)."
    );
}

#[test]
fn mtdf_s_passes_fail_high_then_low_until_the_bounds_meet() {
    let _german = german();
    let session = tree(CLASSIC, Algorithm::Mtdf);
    assert!(said(&session, 1).starts_with(
        "MTD(f), Durchlauf 1: Die Wurzel wird mit dem Nullfenster [−1, 0] durchsucht, das nur fragt, ob der Wert mindestens 0 ist. Die Suche beginnt an der Wurzel, wo MAX am Zug ist, mit Tiefe 2 und 3 zu untersuchenden Zügen, Fenster [−1, 0]: "
    ));
    assert_eq!(
        said(&session, 16),
        "Durchlauf 1 ist beendet: Fail-High, der Wert ist mindestens 3. Ein weiterer Durchlauf folgt."
    );
    assert_eq!(
        said(&session, 45),
        "Durchlauf 2 ist beendet: Fail-Low, der Wert ist höchstens 3. Die Schranken treffen sich: die Wurzel ist für MAX 3 wert."
    );
}

#[test]
fn aspiration_opens_the_bound_that_failed() {
    let _german = german();
    let session = tree(CLASSIC, Algorithm::Aspiration);
    assert!(said(&session, 1).starts_with(
        "Aspiration: Statt mit [−∞, +∞] wird die Wurzel mit dem engen Fenster [−1, 1] um die Schätzung durchsucht, damit mehr abgeschnitten wird; fällt der Wert heraus, wird die Suche wiederholt. "
    ));
    assert!(said(&session, 17).starts_with(
        "Das letzte Fenster ergab ein Fail-High, also wird β geöffnet: Die Wurzel wird erneut mit [−1, +∞] durchsucht. Die beste Variante des letzten Durchlaufs wird zuerst durchsucht: 1.1. "
    ));
    assert_eq!(
        said(&session, 50),
        "Durchlauf 2 ist beendet: 3 liegt im Fenster, ist also exakt. Die Schranken treffen sich: die Wurzel ist für MAX 3 wert."
    );
}

#[test]
fn expectimax_averages_a_chance_node_and_star1_cuts_one() {
    let _german = german();
    let expectimax = preset("expectimax", Algorithm::Expectimax);
    assert_eq!(
        said(&expectimax, 26),
        "Die Suche betritt CHANCE bei 3 mit Resttiefe 1 und 3 Ausgängen zum Mitteln: sein Wert ist der Durchschnitt ihrer Werte, jeder mit seiner Wahrscheinlichkeit gewichtet."
    );
    assert_eq!(
        said(&expectimax, 23),
        "Ausgang 3 (Wahrscheinlichkeit 1/3) liefert 6 an CHANCE bei 2 zurück: das trägt 1/3 × 6 zur gewichteten Summe bei, die nun 4 beträgt; alle Ausgänge sind gezählt, das ist also der Durchschnitt."
    );
    let star1 = preset("expectimax", Algorithm::Star1);
    assert_eq!(
        said(&star1, 21),
        "CHANCE bei 2 kann höchstens 20/3 wert sein, selbst wenn alle übrigen Ausgänge die obere Schranke erreichen, und das ist ≤ α = 23/3: MAX darüber hat schon 23/3, sodass der verbleibende Ausgang (3) abgeschnitten wird — ein Star1-Schnitt, der die obere Schranke 20/3 liefert."
    );
}

#[test]
fn mcts_selects_by_ucb1_and_backpropagates_a_playout() {
    let _german = german();
    let session = mcts();
    assert_eq!(
        said(&session, 6),
        "Rückpropagierung: das Ergebnis 0 steigt über 2 Knoten von MIN nach x1 zur Wurzel auf, jeder erhält N + 1 und W + 0. MIN nach x1 hat nun N = 1, Mittel 0.00; die Wurzel hat N = 2, W = 1 (Mittel 0.50), bisher ein Besuch je Iteration."
    );
    // Iteration 11: every root move has one visit; x3, x4, x5, x6 and x9
    // won theirs, and UCB1 takes the first of them.
    assert_eq!(
        said(&session, 31),
        "Iteration 11 beginnt mit der Auswahl. UCB1 bei MAX an der Wurzel wählt x3: 1.00 + 1.41·√(ln 10 / 1) = 3.15, gleichauf mit dem höchsten Wert unter seinen 9 Kindern, und bei Gleichstand gewinnt das erste in Zugreihenfolge (als Nächstes: x9 mit 3.15)."
    );
}
