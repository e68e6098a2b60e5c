//! The rules' words in German: why a move on the board is illegal, a
//! refused PGN, a refused FEN, a tree that cannot be read or edited, a
//! trace's malformed line and the evaluation's explanation read as written
//! here by hand, and hold no English word outside the quoted input and the
//! JSON keys (which stay English).

use gametree::check::{Reference, TraceReader, check};
use gametree::chess::{
    ChessGame, EvalKind, PieceKind, Square, ending_text, move_between, read_game,
};
use gametree::game::{Game as _, Terminal};
use gametree::i18n::{self, Lang};
use gametree::textbook::TextbookTree;
use gametree::textbook::generate::Branching;

use crate::common::english::english_words_in;

fn german() -> i18n::Speaking {
    i18n::use_on_this_thread(Lang::parse("de").unwrap())
}

fn sq(name: &str) -> Square {
    Square::from_name(name).unwrap()
}

/// `said`, after checking that it holds no English word outside what it
/// quotes ("…" and '…': the input, the JSON keys, the notation).
fn german_only(said: String) -> String {
    let unquoted: String = said
        .split('"')
        .step_by(2)
        .flat_map(|part| part.split('\'').step_by(2))
        .collect::<Vec<_>>()
        .join(" ");
    let english = english_words_in(&unquoted);
    assert!(english.is_empty(), "{said}: English {english:?}");
    said
}

/// The board's reason for the move from `from` to `to` of `fen`.
fn illegal(fen: &str, from: &str, to: &str) -> String {
    let game = ChessGame::from_fen(fen, EvalKind::Material).unwrap();
    german_only(
        move_between(&game.root(), sq(from), sq(to), PieceKind::Queen)
            .unwrap_err()
            .to_string(),
    )
}

/// The error of a PGN that is refused.
fn pgn_error(text: &str) -> String {
    german_only(read_game(text).unwrap().unwrap_err().to_string())
}

/// The error of a trace whose line 2 is `event` (line 1 is a good header).
fn trace_error(event: &str) -> String {
    let trace = format!(
        "{{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\"}}\n{event}\n"
    );
    let mut reader = TraceReader::new(trace.as_bytes()).unwrap();
    let said = reader.next_event().unwrap_err().to_string();
    // The line quoted at the end is the input, with its JSON keys.
    let (reason, _line) = said.rsplit_once(": \"{").unwrap();
    german_only(reason.to_owned());
    said
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn an_illegal_move_on_the_board_says_why_in_german() {
    let _g = german();
    assert_eq!(
        illegal(START, "g1", "g3"),
        "Ng1-g3 ist kein legaler Zug: Springer ziehen in L-Form"
    );
    assert_eq!(
        illegal(START, "e2", "e5"),
        "e2-e5 ist kein legaler Zug: Bauern ziehen geradeaus, ein Feld weit (von ihrer Ausgangsreihe aus zwei)"
    );
    assert_eq!(
        illegal(START, "f1", "c4"),
        "Bf1-c4 ist kein legaler Zug: der Läufer kann nicht über die Figur auf e2 springen"
    );
    assert_eq!(
        illegal(START, "e7", "e5"),
        "Weiß ist am Zug, doch der Bauer auf e7 gehört Schwarz"
    );
    assert_eq!(illegal(START, "e4", "e5"), "auf e4 steht keine Figur");
    assert_eq!(
        illegal(START, "d1", "d2"),
        "Qd1-d2 ist kein legaler Zug: auf d2 steht ein weißer Bauer derselben Farbe"
    );
    assert_eq!(
        illegal("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "c3"),
        "Ne2-c3 ist kein legaler Zug: danach stünde der weiße König im Schach"
    );
    assert_eq!(
        illegal("4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", "e1", "e2"),
        "Ke1-e2 ist kein legaler Zug: Weiß steht im Schach, und dieser Zug hebt es nicht auf"
    );
}

#[test]
fn a_refused_pgn_says_where_and_why_in_german() {
    let _g = german();
    assert_eq!(
        pgn_error("1. e4 e5 2. Nf9"),
        "Zeile 1, Spalte 13: \"Nf9\" ist kein Zug (SAN wie Nf3 oder UCI wie g1f3)"
    );
    assert_eq!(
        pgn_error("1. e4 e5 2. Ke3"),
        "Zeile 1, Spalte 13: \"Ke3\" ist für Weiß in \
         \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\" kein legaler Zug"
    );
    assert_eq!(
        pgn_error("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2"),
        "Zeile 3, Spalte 4: \"Nd2\" ist mehrdeutig: gemeint sein kann Nbd2 oder Nfd2"
    );
    assert_eq!(
        pgn_error("1. e4 {ein Kommentar"),
        "Zeile 1, Spalte 7: der hier geöffnete Kommentar wird nie mit '}' geschlossen"
    );
}

#[test]
fn a_refused_fen_says_why_in_german() {
    let _g = german();
    let error = ChessGame::from_fen("8/8/8/8/8/8/8/8 w - - 0 1", EvalKind::Material)
        .unwrap_err()
        .to_string();
    assert_eq!(
        german_only(error),
        "Stellung \"8/8/8/8/8/8/8/8\": Weiß hat 0 Könige; jede Seite muss genau einen König haben"
    );
}

#[test]
fn a_tree_that_cannot_be_read_or_edited_says_why_in_german() {
    let _g = german();
    let error = TextbookTree::parse("[1,]").unwrap_err().to_string();
    assert_eq!(
        german_only(error),
        "Spalte 4: erwartet wurde '[', 'max[', 'min[', 'chance[' oder eine ganze Zahl, gefunden wurde ']'"
    );
    let mut tree = TextbookTree::parse("[[1,2],[3,4]]").unwrap();
    let error = tree.set_leaf_value(99, 5).unwrap_err().to_string();
    assert_eq!(
        german_only(error),
        "Knoten 99 gibt es nicht (der Baum hat 7 Knoten)"
    );
    let error = tree.set_leaf_value(0, 5).unwrap_err().to_string();
    assert_eq!(
        german_only(error),
        "Knoten 0 ist ein innerer Knoten; nur die Werte der Blätter lassen sich ändern"
    );
    let error = "[.,]".parse::<Branching>().unwrap_err().to_string();
    assert_eq!(
        german_only(error),
        "ungültige Form \"[.,]\": eine Liste ist leer oder endet mit einem Komma (Zeichen 4)"
    );
}

#[test]
fn a_malformed_trace_line_says_why_in_german() {
    let _g = german();
    assert_eq!(
        trace_error("{\"leaf\": [1], \"value\": \"3\"}"),
        "Zeile 2: \"value\" ist eine Zahl, \"inf\" oder \"-inf\": \"{\"leaf\": [1], \"value\": \"3\"}\""
    );
    assert_eq!(
        trace_error("{\"enter\": 1}"),
        "Zeile 2: ein Pfad ist eine Liste von Zügen ab der Wurzel ([] ist die Wurzel): \"{\"enter\": 1}\""
    );
    assert_eq!(
        trace_error("{\"enter\": [], \"alpha\": 1}"),
        "Zeile 2: \"alpha\" und \"beta\" stehen entweder beide da oder keiner von beiden: \
         \"{\"enter\": [], \"alpha\": 1}\""
    );
}

#[test]
fn a_trace_that_does_not_nest_says_why_in_german() {
    let _g = german();
    let trace = "{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\"}\n\
                 {\"enter\": []}\n{\"leaf\": [1, 1], \"value\": 3}\n";
    let said = check(trace.as_bytes(), &Reference::ALL)
        .unwrap_err()
        .to_string();
    let (reason, _line) = said.rsplit_once(": \"{").unwrap();
    german_only(reason.to_owned());
    assert_eq!(
        said,
        "Zeile 3: dieses Ereignis bewertet 1 1, während die Wurzel der offene Knoten ist; \
         eine Suche betritt ein Kind des offenen Knotens und kehrt vom offenen Knoten zurück, \
         eine Ebene nach der anderen: \"{\"leaf\": [1, 1], \"value\": 3}\""
    );
}

#[test]
fn the_evaluation_is_explained_in_german() {
    let _g = german();
    assert_eq!(
        german_only(ending_text(Terminal::Checkmate)),
        "Matt: die Seite am Zug hat verloren, gewertet als Matt (ein kürzeres Matt zählt mehr)"
    );
    assert_eq!(
        german_only(ending_text(Terminal::Stalemate)),
        "Patt: Remis, gewertet mit 0"
    );
    let game = ChessGame::from_fen(START, EvalKind::Pst).unwrap();
    let labels: Vec<String> = game
        .explain(&game.root())
        .into_iter()
        .map(|term| german_only(term.label))
        .collect();
    assert_eq!(
        labels,
        [
            "Material von Weiß",
            "Material von Schwarz",
            "Summe der Figur-Feld-Tabellen",
            "Summe (aus Sicht von MAX)"
        ]
    );
}
