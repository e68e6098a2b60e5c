//! The board picture of a grid game (tic-tac-toe, Connect Four): the SVG
//! drawn from the game's [`gametree::game::grid::Grid`] has one cell per square
//! with the mark a person sees there, the move into the position marked,
//! and the command line writes it (`--board-svg`, `--board-png`); a
//! textbook tree has no board picture and says so.

use std::collections::BTreeMap;

use crate::common::cli::{analyze, usage_error};
use crate::common::scratch::scratch_dir;
use gametree::chess::EvalKind;
use gametree::export::Theme;
use gametree::export::board::board_svg;
use gametree::input::{AnyGame, GameKind};
use gametree::search::SearchOptions;
use gametree::session::Session;

/// The cells of a board SVG: (row, column) → (mark, whether it is the
/// last move's).
fn cells(svg: &str) -> BTreeMap<(u8, u8), (String, bool)> {
    let document = roxmltree::Document::parse(svg).unwrap();
    document
        .descendants()
        .filter(|node| node.attribute("class") == Some("cell"))
        .map(|node| {
            let number = |name: &str| node.attribute(name).unwrap().parse::<u8>().unwrap();
            (
                (number("data-row"), number("data-column")),
                (
                    node.attribute("data-mark").unwrap().to_owned(),
                    node.attribute("data-last") == Some("true"),
                ),
            )
        })
        .collect()
}

/// The cells that are not empty, as `row,column=mark`.
fn marks(cells: &BTreeMap<(u8, u8), (String, bool)>) -> Vec<String> {
    cells
        .iter()
        .filter(|(_, (mark, _))| mark != "empty")
        .map(|((row, column), (mark, _))| format!("{row},{column}={mark}"))
        .collect()
}

fn session(kind: GameKind, text: &str) -> Session<AnyGame> {
    let game = AnyGame::from_position(kind, text, EvalKind::Material).unwrap();
    let options = SearchOptions {
        depth: 2,
        ..SearchOptions::default()
    };
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session
}

#[test]
fn a_tic_tac_toe_board_shows_its_marks_and_the_move_into_it() {
    let session = session(GameKind::TicTacToe, "xx.oo....");
    let root = board_svg(&session, None, Theme::Light, 480.0, false, true).unwrap();
    assert!(root.contains("<title>Tic-tac-toe board xx.oo...., x to move</title>"));
    let shown = cells(&root);
    assert_eq!(shown.len(), 9);
    assert_eq!(
        marks(&shown),
        [
            "0,0=cross-first",
            "0,1=cross-first",
            "1,0=ring-second",
            "1,1=ring-second"
        ]
    );
    assert!(
        shown.values().all(|(_, last)| !last),
        "no move into the root"
    );

    // X's winning move x3, the first of the principal variation.
    let win = session.principal_variation()[1];
    let child = board_svg(&session, Some(win), Theme::Light, 480.0, false, true).unwrap();
    let shown = cells(&child);
    assert_eq!(shown[&(0, 2)], ("cross-first".to_owned(), true));
    assert_eq!(shown.values().filter(|(_, last)| *last).count(), 1);
}

#[test]
fn a_connect_four_board_stacks_its_discs_from_the_bottom() {
    let session = session(GameKind::ConnectFour, "4453");
    let svg = board_svg(&session, None, Theme::Dark, 480.0, false, true).unwrap();
    let shown = cells(&svg);
    assert_eq!(shown.len(), 42);
    // Row 5 is the bottom row; columns are 0-based (column 4 is index 3).
    assert_eq!(
        marks(&shown),
        [
            "4,3=disc-second",
            "5,2=disc-second",
            "5,3=disc-first",
            "5,4=disc-first"
        ]
    );
    let document = roxmltree::Document::parse(&svg).unwrap();
    let numbers: Vec<&str> = document
        .descendants()
        .filter(|node| node.attribute("class") == Some("column"))
        .filter_map(|node| node.text())
        .collect();
    assert_eq!(numbers, ["1", "2", "3", "4", "5", "6", "7"]);
}

#[test]
fn the_command_line_writes_grid_boards_and_refuses_trees_by_name() {
    let dir = scratch_dir("export-grid", "boards");
    let (svg, png) = (dir.join("c4.svg"), dir.join("c4.png"));
    let output = analyze(&[
        "--game",
        "connect4",
        "--position",
        "4453",
        "--depth",
        "2",
        "--step",
        "1",
        "--board-svg",
        svg.to_str().unwrap(),
        "--board-png",
        png.to_str().unwrap(),
        "--size",
        "640x480",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let shown = cells(&std::fs::read_to_string(&svg).unwrap());
    assert_eq!(shown.len(), 42);
    assert_eq!(marks(&shown).len(), 4, "the root: four discs");
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");

    let tree = dir.join("tree.svg");
    let line = usage_error(&analyze(&[
        "--tree",
        "classic",
        "--board-svg",
        tree.to_str().unwrap(),
    ]));
    assert!(
        line.contains("there is no board picture for a textbook tree"),
        "{line}"
    );
    assert!(!tree.exists());
}
