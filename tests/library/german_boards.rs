//! The board panels of tic-tac-toe, Connect Four and Pig in German: the
//! title, the players, each move's label and hint, the evaluation's terms
//! and a refused position text hold no English word outside the quoted
//! input; and in English they read as before, word for word.

use gametree::game::{Game, grid::Grid};
use gametree::games::connect4::ConnectFour;
use gametree::games::pig::Pig;
use gametree::games::tictactoe::TicTacToe;
use gametree::i18n::{self, Lang};

use crate::common::english::english_words_in;

fn german() -> i18n::Speaking {
    i18n::use_on_this_thread(Lang::parse("de").unwrap())
}

/// Every sentence the board panel shows of `game`'s root: the title, the
/// players, the moves' labels and hints, the evaluation's terms.
fn board_texts<G: Game>(game: &G) -> Vec<String> {
    let root = game.root();
    let grid: Grid = game.grid(&root, None).unwrap();
    let mut texts = vec![grid.title];
    texts.extend(grid.players);
    for mv in grid.moves {
        texts.extend([mv.label, mv.hint]);
    }
    texts.extend(game.explain(&root).into_iter().map(|term| term.label));
    texts
}

/// `said` with the quoted input ("…" and '…') left out.
fn unquoted(said: &str) -> String {
    said.split('"')
        .step_by(2)
        .flat_map(|part| part.split('\'').step_by(2))
        .collect::<Vec<_>>()
        .join(" ")
}

fn assert_german(texts: &[String]) {
    for text in texts {
        let english = english_words_in(&unquoted(text));
        assert!(english.is_empty(), "{text}: English {english:?}");
    }
}

#[test]
fn the_boards_speak_german() {
    let _speaking = german();
    let connect_four = board_texts(&ConnectFour::from_text("4453").unwrap());
    assert_german(&connect_four);
    assert!(
        connect_four.contains(&"Vier-gewinnt-Brett, 4 Steine, Erster Spieler am Zug".to_owned()),
        "{connect_four:?}"
    );
    assert!(connect_four.contains(&"Erster Spieler (Rot)".to_owned()));
    let pig = board_texts(&Pig::from_text("12-7 a+5").unwrap());
    assert_german(&pig);
    assert!(pig.contains(&"A würfelt".to_owned()), "{pig:?}");
    assert!(
        pig.contains(&"Rundensumme von A, als gehalten gezählt".to_owned()),
        "{pig:?}"
    );
    let tic_tac_toe = board_texts(&TicTacToe::from_text("x...o....").unwrap());
    assert_german(&tic_tac_toe);
    assert!(
        tic_tac_toe.contains(&"x in Feld 2 setzen".to_owned()),
        "{tic_tac_toe:?}"
    );
}

#[test]
fn a_refused_position_speaks_german() {
    let _speaking = german();
    let refusals = [
        ConnectFour::from_text("448").unwrap_err().to_string(),
        ConnectFour::from_text("2222222").unwrap_err().to_string(),
        ConnectFour::from_text("12121211").unwrap_err().to_string(),
        Pig::from_text("").unwrap_err().to_string(),
        Pig::from_text("12-7 a+1").unwrap_err().to_string(),
        Pig::from_text("goal 99 1-2 a").unwrap_err().to_string(),
        Pig::from_text("12-7 c").unwrap_err().to_string(),
        TicTacToe::from_text("xx").unwrap_err().to_string(),
        TicTacToe::from_text("xx.......").unwrap_err().to_string(),
        TicTacToe::from_text("x.o..z...").unwrap_err().to_string(),
    ];
    assert_german(&refusals);
    assert_eq!(
        refusals[1],
        "Vier-gewinnt-Stellung \"2222222\" ist in Spalte 2 bei Zug 7 übervoll; eine Spalte fasst 6 Steine"
    );
    assert!(
        refusals[2].contains("(vier in einer Reihe nach Zug 7)"),
        "{}",
        refusals[2]
    );
}

#[test]
fn in_english_the_boards_read_as_before() {
    let _speaking = i18n::use_on_this_thread(Lang::ENGLISH);
    let connect_four = board_texts(&ConnectFour::from_text("4453").unwrap());
    for said in [
        "Connect Four board, 4 discs, the first player to move",
        "first player (red)",
        "Drop a disc in column 1",
        "Drop a red disc here: the new position is searched (Undo goes back)",
        "MAX's open threes × 5",
        "MIN's open twos × −2",
    ] {
        assert!(
            connect_four.contains(&said.to_owned()),
            "{said}: {connect_four:?}"
        );
    }
    let pig = board_texts(&Pig::from_text("12-7 a+5").unwrap());
    for said in [
        "Pig scoreboard, goal 20: A 12 banked, B 7; A to move with 5 at stake",
        "A rolls",
        "Bank the 5 points at stake and pass the turn (Undo goes back)",
        "MAX (A) banked",
        "turn total of A, counted as if held",
    ] {
        assert!(pig.contains(&said.to_owned()), "{said}: {pig:?}");
    }
    assert_eq!(
        TicTacToe::from_text("xx").unwrap_err().to_string(),
        "tic-tac-toe position \"xx\" has 2 characters; it needs exactly 9 (x, o or ., row by row from the top)"
    );
}
