//! The chessboard's arrows and last-move highlight: which moves get an
//! arrow in the board scene (`scene::arrows`) for known positions, where
//! the arrow points, and that the SVG board export draws the same arrows
//! and tints the same squares.

use crate::common::search::finished;
use gametree::chess::{EvalKind, Square};
use gametree::export::Theme;
use gametree::export::board::{BoardPicture, board_svg};
use gametree::input::AnyGame;
use gametree::scene::arrows::{ArrowRole, LineArrow, arrow_shape, line_arrows};
use gametree::scene::board::{BoardGeometry, DARK_SQUARE, LIGHT_SQUARE, MOVE_TINT, over};
use gametree::search::SearchOptions;
use gametree::session::Session;

/// White to mate with Qxf7# (Scholar's mate).
const SCHOLAR: &str = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn searched(fen: &str, depth: u8) -> Session<AnyGame> {
    let game = AnyGame::from_fen(fen, EvalKind::Material).unwrap();
    finished(
        game,
        SearchOptions {
            depth,
            ..SearchOptions::default()
        },
    )
}

fn sq(name: &str) -> Square {
    Square::from_name(name).unwrap()
}

/// The arrows as `(from, to, ply, role)` with square names.
fn named(arrows: &[LineArrow]) -> Vec<(String, String, usize, ArrowRole)> {
    arrows
        .iter()
        .map(|a| (a.from.to_string(), a.to.to_string(), a.ply, a.role))
        .collect()
}

#[test]
fn the_best_move_is_the_root_s_arrow_and_the_played_move_after_it() {
    let session = searched(SCHOLAR, 2);
    assert_eq!(
        named(&line_arrows(&session, None)),
        [("h5".into(), "f7".into(), 1, ArrowRole::Next)]
    );
    let mate = session.principal_variation()[1];
    // After Qxf7# the move is played (blue) and nothing follows.
    assert_eq!(
        named(&line_arrows(&session, Some(mate))),
        [("h5".into(), "f7".into(), 1, ArrowRole::Played)]
    );
}

#[test]
fn the_pv_is_numbered_ahead_and_the_path_behind() {
    let session = searched(KIWIPETE, 3);
    let pv = session.principal_variation();
    assert_eq!(pv.len(), 4, "a depth-3 PV has three moves");
    let at_root = line_arrows(&session, None);
    let roles: Vec<(usize, ArrowRole, usize)> = at_root
        .iter()
        .map(|a| (a.ply, a.role, a.distance))
        .collect();
    assert_eq!(
        roles,
        [
            (1, ArrowRole::Next, 0),
            (2, ArrowRole::Ahead, 1),
            (3, ArrowRole::Ahead, 2)
        ]
    );
    // The best move is Bxa6 (e2 to a6).
    assert_eq!((at_root[0].from, at_root[0].to), (sq("e2"), sq("a6")));
    // Two plies in: both moves played, the third is next, with the same squares.
    let two_in = line_arrows(&session, Some(pv[2]));
    let roles: Vec<(usize, ArrowRole)> = two_in.iter().map(|a| (a.ply, a.role)).collect();
    assert_eq!(
        roles,
        [
            (1, ArrowRole::Played),
            (2, ArrowRole::Played),
            (3, ArrowRole::Next)
        ]
    );
    for (before, after) in at_root.iter().zip(&two_in) {
        assert_eq!((before.from, before.to), (after.from, after.to));
    }
}

#[test]
fn an_arrow_runs_from_the_centre_of_its_square_to_the_target_square() {
    let geometry = BoardGeometry::new(400.0, false);
    let arrow = LineArrow {
        from: sq("e2"),
        to: sq("a6"),
        ply: 1,
        role: ArrowRole::Next,
        distance: 0,
    };
    let shape = arrow_shape(&geometry, &arrow);
    let inside = |point: gametree::scene::Point, square: Square| {
        let min = geometry.square_min(square);
        (min.x..min.x + geometry.cell).contains(&point.x)
            && (min.y..min.y + geometry.cell).contains(&point.y)
    };
    let tip = shape.head[2];
    assert!(inside(tip, sq("a6")), "{tip:?}");
    let [tail_left, .., tail_right] = shape.shaft;
    assert!(inside(tail_left.lerp(tail_right, 0.5), sq("e2")));
    assert_eq!(shape.label, "1");
    // Flipped, the same move points the other way on the picture.
    let flipped = arrow_shape(&BoardGeometry::new(400.0, true), &arrow);
    assert!(flipped.head[2].y > flipped.shaft[0].y && tip.y < shape.shaft[0].y);
}

/// The fill of the square rectangle drawn at `square`.
fn square_fill(document: &roxmltree::Document<'_>, square: Square) -> Option<String> {
    let min = BoardGeometry::new(480.0, false).square_min(square);
    let close = |attribute: Option<&str>, value: f32| {
        attribute
            .and_then(|text| text.parse::<f32>().ok())
            .is_some_and(|number| (number - value).abs() < 0.01)
    };
    document
        .descendants()
        .find(|node| {
            node.has_tag_name("rect")
                && close(node.attribute("x"), min.x)
                && close(node.attribute("y"), min.y)
        })
        .and_then(|node| node.attribute("fill").map(str::to_owned))
}

fn hex(colour: gametree::scene::Rgba) -> String {
    format!("#{:02x}{:02x}{:02x}", colour.r, colour.g, colour.b)
}

#[test]
fn the_svg_board_has_the_arrows_and_the_last_move_tinted() {
    let session = searched(SCHOLAR, 2);
    let mate = session.principal_variation()[1];
    let svg = BoardPicture::of(&session, Some(mate))
        .unwrap()
        .svg(Theme::Light, 480.0);
    let document = roxmltree::Document::parse(&svg).unwrap();
    let arrows: Vec<(&str, &str, &str, &str)> = document
        .descendants()
        .filter(|node| node.attribute("class") == Some("arrow"))
        .map(|node| {
            (
                node.attribute("data-from").unwrap_or_default(),
                node.attribute("data-to").unwrap_or_default(),
                node.attribute("data-ply").unwrap_or_default(),
                node.attribute("data-role").unwrap_or_default(),
            )
        })
        .collect();
    assert_eq!(arrows, [("h5", "f7", "1", "played")]);
    // The arrow's number is written in it.
    assert!(
        document
            .descendants()
            .any(|node| node.attribute("class") == Some("arrow-number")
                && node.text() == Some("1"))
    );
    // The move's two squares are tinted, the others not.
    let base = |square: Square| {
        if square.is_light() {
            LIGHT_SQUARE
        } else {
            DARK_SQUARE
        }
    };
    for name in ["h5", "f7"] {
        let tinted = Some(hex(over(MOVE_TINT, base(sq(name)))));
        assert_eq!(square_fill(&document, sq(name)), tinted, "{name}");
    }
    for name in ["e2", "g6", "h4"] {
        let plain = Some(hex(base(sq(name))));
        assert_eq!(square_fill(&document, sq(name)), plain, "{name}");
    }
    // At the root the best move's arrow; with arrows off, none.
    let root = board_svg(&session, None, Theme::Light, 480.0, false, true).unwrap();
    assert!(root.contains("data-from=\"h5\" data-to=\"f7\" data-ply=\"1\" data-role=\"next\""));
    let off = board_svg(&session, None, Theme::Light, 480.0, false, false).unwrap();
    assert!(!off.contains("class=\"arrow\""));
}
