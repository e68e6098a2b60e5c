//! Export: the SVG and PNG of a tree are the scene the window draws. The
//! SVG is well-formed XML with every value a person should read, one
//! `<title>` per node, and the PNG puts each node where the SVG does.

use crate::common::search::finished;
use std::collections::BTreeMap;

use gametree::export::board::BoardPicture;
use gametree::export::slides::{self, Deck};
use gametree::export::steps::{self, SlidesAt, StepChoice};
use gametree::export::tree::{TreePicture, scene, titles, tree_svg};
use gametree::export::{ExportError, PictureSize, Theme, png, svg};
use gametree::input::{AnyGame, GameKind};
use gametree::scene::{Mark, Point, Shape};
use gametree::search::{Algorithm, SearchOptions};
use gametree::session::Session;
use gametree::textbook::builtin;

const SIZE: Point = Point::new(1280.0, 720.0);

fn tree_session(name: &str, algorithm: Algorithm) -> Session<AnyGame> {
    let text = builtin(name).map_or(name, |example| example.text);
    let game = AnyGame::from_tree(text).unwrap();
    let options = SearchOptions {
        algorithm,
        ..SearchOptions::default()
    };
    let options = game.fit_options(options, false).unwrap();
    finished(game, options)
}

/// The texts of class `class` in `svg`, by the node they are about.
fn texts(svg: &str, class: &str) -> BTreeMap<usize, String> {
    let document = roxmltree::Document::parse(svg).unwrap();
    document
        .descendants()
        .filter(|node| node.has_tag_name("text") && node.attribute("class") == Some(class))
        .filter_map(|node| {
            let id = node.attribute("data-node")?.parse().ok()?;
            Some((id, node.text().unwrap_or_default().to_owned()))
        })
        .collect()
}

/// The leaves of a textbook tree session's tree, with their values as written.
fn leaves(session: &Session<AnyGame>) -> Vec<(usize, String)> {
    let tree = session.tree().unwrap();
    let game = session.game();
    tree.nodes()
        .map(|(n, _)| n)
        .filter(|&node| tree.children(node).is_empty())
        .map(|node| {
            let state = session.state_of(node).unwrap();
            let value = gametree::game::Game::evaluate(game, &state);
            let wording = gametree::game::Game::wording(game);
            (node.index(), gametree::notation::score(value, wording))
        })
        .collect()
}

#[test]
fn uneven_minimax_svg_writes_all_ten_leaf_values() {
    let session = tree_session("uneven", Algorithm::Minimax);
    let svg = tree_svg(&session, &TreePicture::whole(Theme::Light, SIZE)).unwrap();
    let values = texts(&svg, "value");
    let leaves = leaves(&session);
    assert_eq!(leaves.len(), 10);
    for (node, value) in &leaves {
        assert_eq!(values.get(node), Some(value), "leaf {node} in\n{svg}");
    }
}

#[test]
fn uneven_alpha_beta_svg_writes_searched_and_skipped_leaf_values() {
    let session = tree_session("uneven", Algorithm::AlphaBeta);
    let picture = TreePicture {
        show_skipped: true,
        ..TreePicture::whole(Theme::Lecture, SIZE)
    };
    let svg = tree_svg(&session, &picture).unwrap();
    let values = texts(&svg, "value");
    let skipped = texts(&svg, "skipped");
    assert_eq!(skipped.len(), 4, "6, 9, 7 and 2 are pruned: {skipped:?}");
    for (node, value) in leaves(&session) {
        let written = values.get(&node).or_else(|| skipped.get(&node));
        assert_eq!(written, Some(&value), "leaf {node}");
    }
}

#[test]
fn classic_after_step_3_shows_the_first_leaf_entered() {
    let mut session = tree_session("classic", Algorithm::AlphaBeta);
    session.seek(3, 0).unwrap();
    let picture = TreePicture::whole(Theme::Light, SIZE);
    let shown = scene(&session, &picture).unwrap();
    let tips = titles(&session, &shown, false);
    let first_leaf = tips
        .iter()
        .position(|title| title.starts_with("Path: 1.1\n"))
        .expect("the first leaf is drawn");
    assert!(tips[first_leaf].contains("Open"), "{}", tips[first_leaf]);
    assert_eq!(
        shown.nodes.len(),
        3,
        "root, its first child and its first leaf"
    );
    let svg = tree_svg(&session, &picture).unwrap();
    assert!(svg.contains("Path: 1.1\n"), "{svg}");
    // One step later the leaf has its value.
    session.seek(4, 0).unwrap();
    let svg = tree_svg(&session, &picture).unwrap();
    let leaf = shown.nodes[first_leaf].node.index();
    assert_eq!(
        texts(&svg, "value").get(&leaf).map(String::as_str),
        Some("3")
    );
}

#[test]
fn every_node_has_one_title_and_the_svg_is_xml() {
    for (name, algorithm) in [
        ("classic", Algorithm::AlphaBeta),
        ("uneven", Algorithm::NegamaxAlphaBeta),
        ("worst-3x3x3", Algorithm::Minimax),
    ] {
        let session = tree_session(name, algorithm);
        let shown = scene(&session, &TreePicture::whole(Theme::Dark, SIZE)).unwrap();
        let svg = tree_svg(&session, &TreePicture::whole(Theme::Dark, SIZE)).unwrap();
        let document = roxmltree::Document::parse(&svg).unwrap();
        let hits: Vec<_> = document
            .descendants()
            .filter(|node| node.attribute("class") == Some("node"))
            .collect();
        assert_eq!(hits.len(), shown.nodes.len(), "{name}");
        for hit in hits {
            let title = hit.first_element_child().unwrap();
            assert!(title.has_tag_name("title"));
            let text = title.text().unwrap();
            assert!(text.starts_with("Path: "), "{text}");
            if !text.contains("Pruned") {
                assert!(text.contains("α = "), "{name}: {text}");
            }
        }
    }
}

#[test]
fn chess_svg_and_board_are_xml() {
    let game = AnyGame::from_fen(
        "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        gametree::chess::EvalKind::Material,
    )
    .unwrap();
    let options = SearchOptions {
        depth: 2,
        ..SearchOptions::default()
    };
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    let svg = tree_svg(&session, &TreePicture::whole(Theme::Light, SIZE)).unwrap();
    roxmltree::Document::parse(&svg).unwrap();
    let board = BoardPicture::of(&session, None)
        .unwrap()
        .svg(Theme::Light, 480.0);
    let document = roxmltree::Document::parse(&board).unwrap();
    let pieces = document
        .descendants()
        .filter(|node| node.attribute("class") == Some("piece"))
        .count();
    assert_eq!(pieces, 32);
    assert!(!board.contains('♚') && !board.contains("font-family=\"Chess"));
    // The board of Qxf7#: the king on e8 is in check.
    let mate = session
        .principal_variation()
        .get(1)
        .copied()
        .expect("the PV has a move");
    let board = BoardPicture::of(&session, Some(mate)).unwrap();
    assert_eq!(
        board.check.map(|square| square.to_string()).as_deref(),
        Some("e8")
    );
}

#[test]
fn a_board_needs_chess() {
    let session = tree_session("classic", Algorithm::AlphaBeta);
    let error = BoardPicture::of(&session, None).err().unwrap();
    assert!(
        matches!(error, ExportError::NoBoard(GameKind::Tree)),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "there is no board picture for a textbook tree: draw the tree instead"
    );
    assert!(error.is_usage(), "the user's choice, not a bug");
}

/// The fill of the scene's shape drawn for `node` (its square, triangle or circle).
fn node_fill(shown: &gametree::scene::Scene, at: Point) -> Option<gametree::scene::Rgba> {
    shown.shapes.iter().find_map(|shape| match shape {
        Shape::Rect { min, max, fill, .. }
            if Point::new(f32::midpoint(min.x, max.x), f32::midpoint(min.y, max.y))
                .distance(at)
                < 1e-3 =>
        {
            Some(*fill)
        }
        _ => None,
    })
}

#[test]
fn png_puts_every_leaf_where_the_svg_does() {
    let session = tree_session("uniform-3x3x3", Algorithm::AlphaBeta);
    let picture = TreePicture::whole(Theme::Light, SIZE);
    let shown = scene(&session, &picture).unwrap();
    let svg = tree_svg(&session, &picture).unwrap();
    let pixmap = png::raster(&svg, 1280, 720).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (1280, 720));
    // Node centres as the SVG gives them.
    let document = roxmltree::Document::parse(&svg).unwrap();
    let centres: Vec<(usize, Point)> = document
        .descendants()
        .filter(|node| node.attribute("class") == Some("node"))
        .map(|node| {
            let number = |name| node.attribute(name).unwrap().parse::<f32>().unwrap();
            let id = node.attribute("data-node").unwrap().parse().unwrap();
            (id, Point::new(number("cx"), number("cy")))
        })
        .collect();
    let mut checked = 0;
    for drawn in &shown.nodes {
        let Some(fill) = node_fill(&shown, drawn.at).filter(|_| drawn.mark == Mark::Shape) else {
            continue;
        };
        let (_, centre) = centres
            .iter()
            .find(|(id, _)| *id == drawn.node.index())
            .unwrap();
        // The pixels of the leaf's colour round the SVG's centre are
        // centred on it (the value written inside is centred too).
        let reach = (drawn.radius * 1.2) as i32;
        let (mut sum_x, mut sum_y, mut count) = (0.0, 0.0, 0.0);
        for dy in -reach..=reach {
            for dx in -reach..=reach {
                let (x, y) = (centre.x as i32 + dx, centre.y as i32 + dy);
                let Some(pixel) = pixmap.pixel(x as u32, y as u32) else {
                    continue;
                };
                let close = |a: u8, b: u8| a.abs_diff(b) <= 6;
                if close(pixel.red(), fill.r)
                    && close(pixel.green(), fill.g)
                    && close(pixel.blue(), fill.b)
                {
                    sum_x += x as f32 + 0.5;
                    sum_y += y as f32 + 0.5;
                    count += 1.0;
                }
            }
        }
        assert!(
            count > drawn.radius * drawn.radius,
            "leaf {:?}: {count} pixels",
            drawn.node
        );
        let found = Point::new(sum_x / count, sum_y / count);
        assert!(
            found.distance(*centre) < 1.5,
            "leaf {:?}: PNG centre {found:?}, SVG centre {centre:?}",
            drawn.node
        );
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} leaves checked");
}

#[test]
fn png_is_deterministic_and_has_text() {
    let session = tree_session("classic", Algorithm::AlphaBeta);
    let svg = tree_svg(&session, &TreePicture::whole(Theme::Lecture, SIZE)).unwrap();
    let first = png::render(&svg, 1280, 720).unwrap();
    assert_eq!(first, png::render(&svg, 1280, 720).unwrap());
    // Without text the picture differs: the fonts are found and used.
    let bare: String = svg
        .lines()
        .filter(|line| !line.starts_with("<text"))
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(first, png::render(&bare, 1280, 720).unwrap());
}

#[test]
fn classic_key_steps_skip_leaves_and_finishes() {
    let mut session = tree_session("classic", Algorithm::AlphaBeta);
    let all = choose(&mut session, SlidesAt::All, (0, steps::END));
    let key = choose(&mut session, SlidesAt::Key, (0, steps::END));
    assert_eq!(all.len() as u64, session.frontier());
    assert_eq!(all[0], 1);
    // 11 nodes entered (7 leaves), 10 backups, 1 cutoff and the end.
    assert_eq!(key.len(), 11 + 10 + 1 + 1, "{key:?}");
    assert_eq!(key.last(), all.last());
}

/// The steps of `range` that `at` takes.
fn choose(session: &mut Session<AnyGame>, at: SlidesAt, range: (u64, u64)) -> Vec<u64> {
    let choice = StepChoice {
        at: Some(at),
        range,
    };
    choice.choose(session).unwrap().steps
}

/// A deck of `at` slides of steps `range`, light, 1280×720, captioned.
fn deck(at: SlidesAt, range: (u64, u64)) -> Deck {
    Deck {
        steps: StepChoice {
            at: Some(at),
            range,
        },
        theme: Theme::Light,
        size: PictureSize::default(),
        caption: true,
        title: false,
        whole_tree: false,
        form: None,
    }
}

#[test]
fn a_slide_has_the_narration_as_caption() {
    let mut session = tree_session("classic", Algorithm::AlphaBeta);
    session.seek(18, 0).unwrap();
    let captioned = deck(SlidesAt::All, (1, steps::END));
    let slide = slides::slide_svg(&session, &captioned).unwrap();
    let document = roxmltree::Document::parse(&slide).unwrap();
    // A line's text, its Greek letters' runs included.
    let caption: Vec<String> = document
        .descendants()
        .filter(|node| node.attribute("class") == Some("caption"))
        .map(|node| {
            node.descendants()
                .filter_map(|part| part.is_text().then(|| part.text()).flatten())
                .collect()
        })
        .collect();
    let text = caption.join(" ");
    assert!(text.starts_with("Step 18 of 34: "), "{text}");
    assert!(text.contains("cutoff"), "{text}");
    let plain = Deck {
        caption: false,
        ..captioned
    };
    let plain = slides::slide_svg(&session, &plain).unwrap();
    assert!(!plain.contains("class=\"caption\""));
    assert!(!plain.contains("class=\"title\""));
    // With a title line: the algorithm and the game, above the tree.
    let titled = Deck {
        title: true,
        ..captioned
    };
    let titled = slides::slide_svg(&session, &titled).unwrap();
    let document = roxmltree::Document::parse(&titled).unwrap();
    let title = document
        .descendants()
        .find(|node| node.attribute("class") == Some("title"))
        .unwrap();
    assert_eq!(title.text(), Some("Alpha-beta (fail-soft) · Textbook tree"));
    let number = |node: roxmltree::Node<'_, '_>, name: &str| -> f32 {
        node.attribute(name).unwrap().parse().unwrap()
    };
    // The tree is nested under the title, the caption's band under the
    // tree, to the picture's bottom edge.
    let nested = |class: &str| {
        document
            .descendants()
            .find(|node| node.has_tag_name("svg") && node.attribute("class") == Some(class))
            .unwrap()
    };
    let (tree, band) = (nested("tree"), nested("caption-band"));
    assert!(number(tree, "y") > number(title, "y"));
    assert!((number(tree, "y") + number(tree, "height") - number(band, "y")).abs() < 0.5);
    assert!((number(band, "y") + number(band, "height") - 720.0).abs() < 0.5);
    assert!(
        band.descendants()
            .any(|node| node.attribute("class") == Some("caption"))
    );
}

#[test]
fn slides_from_a_session_at_an_earlier_step_reach_the_last_step_asked_for() {
    let text = builtin("classic").unwrap().text;
    let game = AnyGame::from_tree(text).unwrap();
    let options = game.fit_options(SearchOptions::default(), false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.seek(18, u64::MAX).unwrap();
    assert_eq!(session.frontier(), 18, "only 18 steps are recorded");
    let mut captions = Vec::new();
    let chosen = slides::for_each_slide(
        &mut session,
        &deck(SlidesAt::Key, (1, 30)),
        |step, _, svg| {
            captions.push((step, svg.contains(&format!("Step {step} of 34: "))));
            Ok(())
        },
    )
    .unwrap();
    // Key steps 1-30 of classic (see `--trace`): all but the leaf scores
    // (4, 7, 10, 16, 23, 26, 29) and finishes (12, 19).
    let expected = [
        1, 2, 3, 5, 6, 8, 9, 11, 13, 14, 15, 17, 18, 20, 21, 22, 24, 25, 27, 28, 30,
    ];
    assert_eq!(chosen.steps.len(), expected.len());
    let steps: Vec<u64> = captions.iter().map(|(step, _)| *step).collect();
    assert_eq!(steps, expected);
    assert!(captions.iter().all(|(_, total)| *total), "{captions:?}");
    assert_eq!(session.cursor(), 18, "the cursor stays");
}

#[test]
fn a_deck_is_one_page_per_slide_and_the_same_bytes_each_time() {
    let mut session = tree_session("classic", Algorithm::AlphaBeta);
    let key = deck(SlidesAt::Key, (1, steps::END));
    let (pdf, chosen) = gametree::export::deck::deck_pdf(&mut session, &key).unwrap();
    assert_eq!(chosen.steps.len(), 11 + 10 + 1 + 1);
    assert!(pdf.starts_with(b"%PDF-"));
    let again = gametree::export::deck::deck_pdf(&mut session, &key)
        .unwrap()
        .0;
    assert!(pdf == again, "the same deck twice differs");
    assert!(
        !String::from_utf8_lossy(&pdf).contains("/CreationDate"),
        "no date in the file"
    );
}

#[test]
fn too_many_slides_are_refused_without_recording_the_whole_search() {
    // A chess search of depth 4 has far more than 2000 steps.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let game = AnyGame::from_fen(start, gametree::chess::EvalKind::Material).unwrap();
    let options = SearchOptions {
        depth: 4,
        algorithm: Algorithm::Minimax,
        ..SearchOptions::default()
    };
    let mut session = Session::new(game, options).unwrap();
    let error = StepChoice::ALL.choose(&mut session).unwrap_err();
    assert!(
        error.to_string().starts_with("more than 2000 slides"),
        "{error}"
    );
    assert!(
        session.frontier() < 3000,
        "{} steps recorded",
        session.frontier()
    );
}

#[test]
fn text_is_escaped() {
    assert_eq!(svg::escape("<a & b>"), "&lt;a &amp; b&gt;");
}

#[test]
fn cutoffs_are_every_cutoff_between_the_first_and_the_last_step() {
    let mut session = tree_session("classic", Algorithm::AlphaBeta);
    // Classic has one cutoff, at step 18, in 34 steps.
    assert_eq!(
        choose(&mut session, SlidesAt::Cutoffs, (1, steps::END)),
        [1, 18, 34]
    );
    assert_eq!(
        choose(&mut session, SlidesAt::Cutoffs, (5, 30)),
        [5, 18, 30]
    );
    assert_eq!(choose(&mut session, SlidesAt::Cutoffs, (20, 30)), [20, 30]);
    assert_eq!(choose(&mut session, SlidesAt::All, (10, 12)), [10, 11, 12]);
}

/// A chess session from `fen`, searched by alpha-beta to `depth` plies.
fn chess_session(fen: &str, depth: u8) -> Session<AnyGame> {
    let game = AnyGame::from_fen(fen, gametree::chess::EvalKind::Material).unwrap();
    let options = SearchOptions {
        depth,
        ..SearchOptions::default()
    };
    finished(game, options)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KNIGHT_FORK: &str = "q3k3/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1";

#[test]
fn the_default_takes_every_step_of_a_short_search_and_a_lecture_of_a_long_one() {
    let mut session = tree_session("classic", Algorithm::AlphaBeta);
    let default = StepChoice {
        at: None,
        range: (1, steps::END),
    };
    let chosen = default.choose(&mut session).unwrap();
    assert_eq!(chosen.steps, (1..=34).collect::<Vec<u64>>());
    assert_eq!(chosen.defaulted, None, "every step: nothing to say");
    let mut session = chess_session(START, 2);
    let every = choose(&mut session, SlidesAt::All, (1, steps::END)).len();
    let key = choose(&mut session, SlidesAt::Key, (1, steps::END)).len();
    let cutoffs = choose(&mut session, SlidesAt::Cutoffs, (1, steps::END));
    assert!(key > steps::DEFAULT_MOST, "{key} key steps");
    let chosen = default.choose(&mut session).unwrap();
    assert_eq!(chosen.steps, cutoffs, "the cutoffs, since they fit");
    let said = chosen.defaulted.unwrap();
    assert_eq!(said.at, SlidesAt::Cutoffs);
    assert_eq!(said.steps, every as u64);
    assert_eq!(said.key, key);
    assert_eq!(said.slides, cutoffs.len());
    assert_eq!(said.cutoffs + 2, cutoffs.len(), "the first and last step");
    assert_eq!(said.rest_from, None);
}

#[test]
fn the_default_shortens_cutoffs_that_do_not_fit_and_ends_on_the_last_step() {
    // The knight fork preset at depth 3 has more cutoffs than a lecture.
    let mut session = chess_session(KNIGHT_FORK, 3);
    let default = StepChoice {
        at: None,
        range: (1, steps::END),
    };
    let chosen = default.choose(&mut session).unwrap();
    let cutoffs = choose(&mut session, SlidesAt::Cutoffs, (1, steps::END));
    assert!(cutoffs.len() > steps::DEFAULT_MOST, "{}", cutoffs.len());
    assert_eq!(chosen.steps.len(), steps::DEFAULT_MOST);
    let (last, first) = chosen.steps.split_last().unwrap();
    assert_eq!(first, &cutoffs[..steps::DEFAULT_MOST - 1]);
    assert_eq!(Some(last), cutoffs.last(), "the end");
    let said = chosen.defaulted.unwrap();
    assert_eq!(said.at, SlidesAt::Cutoffs);
    // The rest starts after the last cutoff shown: a range from there
    // holds the next cutoff and none before it.
    let rest = said.rest_from.unwrap();
    assert_eq!(rest, first.last().unwrap() + 1);
    let next = choose(&mut session, SlidesAt::Cutoffs, (rest, steps::END));
    assert_eq!(next[1], cutoffs[steps::DEFAULT_MOST - 1]);
}

/// The centre of every node drawn on `slide`, by node, in the slide's
/// coordinates.
fn node_centres_on(slide: &str) -> BTreeMap<usize, (String, String)> {
    let document = roxmltree::Document::parse(slide).unwrap();
    let tree = document
        .descendants()
        .find(|node| node.has_tag_name("svg") && node.attribute("class") == Some("tree"))
        .unwrap();
    let (x, y) = (tree.attribute("x").unwrap(), tree.attribute("y").unwrap());
    tree.descendants()
        .filter(|node| node.attribute("class") == Some("node"))
        .map(|node| {
            let id = node.attribute("data-node").unwrap().parse().unwrap();
            let at = |name: &str, offset: &str| {
                let sum: f32 = node.attribute(name).unwrap().parse::<f32>().unwrap()
                    + offset.parse::<f32>().unwrap();
                format!("{sum:.2}")
            };
            (id, (at("cx", x), at("cy", y)))
        })
        .collect()
}

#[test]
fn nodes_keep_their_places_on_every_slide_of_a_deck() {
    // Classic's captions take one line on some steps and two on others.
    let mut session = tree_session("classic", Algorithm::AlphaBeta);
    let mut places: BTreeMap<usize, (String, String)> = BTreeMap::new();
    let mut moved = Vec::new();
    let titled = Deck {
        title: true,
        theme: Theme::Lecture,
        ..deck(SlidesAt::All, (1, steps::END))
    };
    slides::for_each_slide(&mut session, &titled, |step, _, svg| {
        for (node, at) in node_centres_on(svg) {
            let first = places.entry(node).or_insert_with(|| at.clone());
            if *first != at {
                moved.push((step, node, first.clone(), at));
            }
        }
        Ok(())
    })
    .unwrap();
    // Classic's 13 nodes: the root, 3 MIN nodes, 9 leaves (2 pruned).
    assert_eq!(places.len(), 13, "every node of classic was drawn");
    assert!(moved.is_empty(), "{moved:?}");
}

#[test]
fn every_chess_slide_shows_the_board_of_the_current_node() {
    let mut session = chess_session(START, 2);
    let mut slides_seen = Vec::new();
    let every = deck(SlidesAt::Cutoffs, (1, steps::END));
    slides::for_each_slide(&mut session, &every, |step, _, svg| {
        slides_seen.push((step, svg.to_owned()));
        Ok(())
    })
    .unwrap();
    assert!(slides_seen.len() > 3);
    for (step, svg) in &slides_seen {
        let document = roxmltree::Document::parse(svg).unwrap();
        let board = document
            .descendants()
            .find(|node| node.has_tag_name("svg") && node.attribute("class") == Some("board"))
            .unwrap_or_else(|| panic!("no board on the slide of step {step}"));
        let pieces = board
            .descendants()
            .filter(|node| node.attribute("class") == Some("piece"))
            .count();
        assert!(pieces >= 30, "step {step}: {pieces} pieces");
        let shown = board
            .descendants()
            .find(|node| node.has_tag_name("title"))
            .and_then(|node| node.text())
            .unwrap();
        session.seek(*step, 0).unwrap();
        let current = BoardPicture::of(&session, session.current_node()).unwrap();
        assert_eq!(shown, current.title, "step {step}");
    }
    // Beside the tree, not over it.
    let document = roxmltree::Document::parse(&slides_seen[0].1).unwrap();
    let number = |class: &str, name: &str| -> f32 {
        document
            .descendants()
            .find(|node| node.has_tag_name("svg") && node.attribute("class") == Some(class))
            .and_then(|node| node.attribute(name))
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(number("tree", "x") + number("tree", "width") <= number("board", "x"));
    assert!(number("board", "x") + number("board", "width") <= 1280.0);
}

#[test]
fn the_last_slide_of_a_wide_chess_search_shows_the_root_and_the_best_move() {
    // Kiwipete's best move at depth 2, Bxa6, is the 30th of 48 root moves.
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let mut session = chess_session(kiwipete, 2);
    let end = session.cursor();
    let lecture = Deck {
        title: true,
        theme: Theme::Lecture,
        ..deck(SlidesAt::All, (end, end))
    };
    let mut last = String::new();
    slides::for_each_slide(&mut session, &lecture, |_, _, svg| {
        last = svg.to_owned();
        Ok(())
    })
    .unwrap();
    let document = roxmltree::Document::parse(&last).unwrap();
    let tree = document
        .descendants()
        .find(|node| node.has_tag_name("svg") && node.attribute("class") == Some("tree"))
        .unwrap();
    let height: f32 = tree.attribute("height").unwrap().parse().unwrap();
    let texts: Vec<(String, String, f32)> = tree
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .map(|node| {
            (
                node.attribute("class").unwrap_or_default().to_owned(),
                node.text().unwrap_or_default().to_owned(),
                node.attribute("y").unwrap().parse().unwrap(),
            )
        })
        .collect();
    assert!(
        texts
            .iter()
            .any(|(class, text, _)| class == "move" && text == "Bxa6"),
        "the best move is on the slide: {texts:?}"
    );
    let root = session.tree().unwrap().root().unwrap().index().to_string();
    assert!(
        tree.descendants()
            .any(|node| node.attribute("class") == Some("value")
                && node.attribute("data-node") == Some(root.as_str())),
        "the root's value is on the slide"
    );
    // Every text of the tree lies inside the tree's box.
    for (_, text, y) in &texts {
        assert!((0.0..=height).contains(y), "{text} at {y} of {height}");
    }
}
