//! `gametree analyze` pictures end to end: `--svg`, `--png`, `--board-svg`,
//! `--slides`, `--deck`, `--step`, `--size`, `--theme`, and their errors (exit status
//! 2, one `error:` line, nothing on stdout).

use crate::common::cli::{analyze, ok, usage_error};
use crate::common::scratch::scratch_dir;
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    scratch_dir("export", name)
}

fn png_size(path: &PathBuf) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[test]
fn svg_and_png_of_the_tree_at_a_step() {
    let dir = temp_dir("tree");
    let (svg, png) = (dir.join("t.svg"), dir.join("t.png"));
    let output = analyze(&[
        "--tree",
        "classic",
        "--step",
        "3",
        "--svg",
        svg.to_str().unwrap(),
        "--png",
        png.to_str().unwrap(),
        "--size",
        "800x500",
        "--theme",
        "lecture",
    ]);
    ok(&output);
    // The summary is still the whole search's.
    assert!(String::from_utf8_lossy(&output.stdout).contains("value      3"));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("width=\"800\" height=\"500\""), "{text}");
    assert!(text.contains("Path: 1.1\n"), "the first leaf is drawn");
    assert!(
        !text.contains("Path: 2\n"),
        "the second move is not entered yet"
    );
    assert_eq!(png_size(&png), (800, 500));
}

#[test]
fn the_default_step_is_the_end() {
    let dir = temp_dir("end");
    let svg = dir.join("end.svg");
    ok(&analyze(&[
        "--tree",
        "classic",
        "--svg",
        svg.to_str().unwrap(),
    ]));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("width=\"1280\" height=\"720\""));
    for leaf in ["12", "8", "14", "5"] {
        assert!(text.contains(&format!(">{leaf}</text>")), "{leaf}");
    }
    assert!(text.contains("α-cutoff"));
}

#[test]
fn step_beyond_the_end_is_refused() {
    let dir = temp_dir("beyond");
    let svg = dir.join("never.svg");
    let error = usage_error(&analyze(&[
        "--tree",
        "classic",
        "--step",
        "35",
        "--svg",
        svg.to_str().unwrap(),
    ]));
    assert!(
        error.contains("step 35 is beyond the end") && error.contains("34 steps"),
        "{error}"
    );
    assert!(!svg.exists());
    // The last step itself is fine.
    ok(&analyze(&[
        "--tree",
        "classic",
        "--step",
        "34",
        "--svg",
        svg.to_str().unwrap(),
    ]));
}

#[test]
fn bad_sizes_and_themes_are_refused() {
    for size in ["big", "1280", "10x10", "1280x0", "99999x720"] {
        let error = usage_error(&analyze(&["--tree", "classic", "--size", size]));
        assert!(
            error.contains("--size") && error.contains("WIDTHxHEIGHT"),
            "{error}"
        );
    }
    let error = usage_error(&analyze(&["--tree", "classic", "--theme", "neon"]));
    assert!(
        error.contains("neon") && error.contains("lecture"),
        "{error}"
    );
    let error = usage_error(&analyze(&["--tree", "classic", "--slides-at", "key"]));
    assert!(error.contains("--slides"), "{error}");
    let error = usage_error(&analyze(&["--tree", "classic", "--step", "abc"]));
    assert!(error.contains("--step"), "{error}");
}

#[test]
fn unwritable_paths_are_usage_errors() {
    let dir = temp_dir("unwritable");
    let path = dir.join("missing-folder").join("t.svg");
    let error = usage_error(&analyze(&[
        "--tree",
        "classic",
        "--svg",
        path.to_str().unwrap(),
    ]));
    assert!(error.contains("cannot write"), "{error}");
}

#[test]
fn step_zero_has_nothing_to_draw() {
    let dir = temp_dir("zero");
    let svg = dir.join("zero.svg");
    let error = usage_error(&analyze(&[
        "--tree",
        "classic",
        "--step",
        "0",
        "--svg",
        svg.to_str().unwrap(),
    ]));
    assert!(error.contains("nothing to draw"), "{error}");
}

#[test]
fn board_svg_for_chess_and_a_clear_refusal_for_trees() {
    let dir = temp_dir("board");
    let board = dir.join("board.svg");
    ok(&analyze(&[
        "--depth",
        "1",
        "--board-svg",
        board.to_str().unwrap(),
    ]));
    let text = std::fs::read_to_string(&board).unwrap();
    assert_eq!(text.matches("class=\"piece\"").count(), 32);
    assert!(text.contains("width=\"720\" height=\"720\""));
    let error = usage_error(&analyze(&[
        "--tree",
        "classic",
        "--board-svg",
        board.to_str().unwrap(),
    ]));
    assert!(
        error.contains("there is no board picture for a textbook tree"),
        "{error}"
    );
}

/// `--whole-tree` and `--layout` reach the slides: classic's first slide
/// draws its nine leaves ahead in grey; a chess slide is an outline unless
/// `--layout fan` asks for a fan.
#[test]
fn slides_take_the_whole_tree_and_the_layout() {
    let dir = temp_dir("slides-whole");
    let slide = |args: &[&str], name: &str| {
        let out = dir.join(name);
        let mut all = args.to_vec();
        all.extend(["--slides", out.to_str().unwrap(), "--step", "1"]);
        ok(&analyze(&all));
        std::fs::read_to_string(out.join("step-0001.svg")).unwrap()
    };
    let plain = slide(&["--tree", "classic"], "plain");
    let whole = slide(&["--tree", "classic", "--whole-tree"], "whole");
    assert_eq!(plain.matches("class=\"ahead\"").count(), 0);
    assert_eq!(
        whole.matches("class=\"ahead\"").count(),
        9,
        "the nine leaves"
    );
    // An outline gives each node its own row; a fan puts a node's children
    // on one level. At step 1 only the root is drawn, so go on to step 60.
    let rows = |args: &[&str], name: &str| {
        let out = dir.join(name);
        let mut all = args.to_vec();
        all.extend([
            "--slides",
            out.to_str().unwrap(),
            "--slides-at",
            "key",
            "--step",
            "60",
        ]);
        ok(&analyze(&all));
        let mut last: Vec<_> = std::fs::read_dir(&out)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "svg"))
            .collect();
        last.sort();
        let svg = std::fs::read_to_string(last.last().unwrap()).unwrap();
        let centres = node_centres(&svg);
        let levels: std::collections::BTreeSet<_> = centres.iter().map(|c| c.2.clone()).collect();
        (centres.len(), levels.len())
    };
    let (nodes, levels) = rows(&["--depth", "2", "--algo", "minimax"], "outline");
    assert!(
        nodes > 3 && levels == nodes,
        "outline: {nodes} nodes on {levels} rows"
    );
    let (nodes, levels) = rows(
        &["--depth", "2", "--algo", "minimax", "--layout", "fan"],
        "fan",
    );
    assert!(
        nodes > 20 && levels <= 3,
        "fan: {nodes} nodes on {levels} levels"
    );
}

#[test]
fn slides_of_every_step_and_of_key_steps() {
    let dir = temp_dir("slides");
    ok(&analyze(&[
        "--tree",
        "classic",
        "--slides",
        dir.to_str().unwrap(),
        "--size",
        "640x360",
    ]));
    for step in 1..=34 {
        for ext in ["svg", "png"] {
            let path = dir.join(format!("step-{step:04}.{ext}"));
            assert!(path.exists(), "{}", path.display());
        }
    }
    assert!(!dir.join("step-0000.svg").exists());
    assert!(!dir.join("step-0035.svg").exists());
    assert_eq!(png_size(&dir.join("step-0018.png")), (640, 360));
    let cutoff = std::fs::read_to_string(dir.join("step-0018.svg")).unwrap();
    assert!(cutoff.contains("Step 18 of 34"), "the caption");

    let key = temp_dir("key");
    ok(&analyze(&[
        "--tree",
        "classic",
        "--slides",
        key.to_str().unwrap(),
        "--slides-at",
        "key",
        "--step",
        "20",
        "--no-caption",
    ]));
    let mut names: Vec<String> = std::fs::read_dir(&key)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "svg"))
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    // Steps 1-20 of classic (see `--trace`): leaf scores (4, 7, 10, 16)
    // and finishes (12, 19) have no slide.
    let expected: Vec<String> = [1, 2, 3, 5, 6, 8, 9, 11, 13, 14, 15, 17, 18, 20]
        .iter()
        .map(|step| format!("step-{step:04}.svg"))
        .collect();
    assert_eq!(names, expected);
    let text = std::fs::read_to_string(key.join("step-0018.svg")).unwrap();
    assert!(!text.contains("class=\"caption\""));
}

#[test]
fn dot_writes_the_same_values_as_the_svg() {
    let dir = temp_dir("dot");
    let (dot, svg) = (dir.join("c.dot"), dir.join("c.svg"));
    ok(&analyze(&[
        "--tree",
        "uneven",
        "--dot",
        dot.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ]));
    let dot = std::fs::read_to_string(&dot).unwrap();
    let svg = std::fs::read_to_string(&svg).unwrap();
    let document = roxmltree::Document::parse(&svg).unwrap();
    let svg_text = |class: &str, node: &str| {
        document
            .descendants()
            .find(|n| n.attribute("class") == Some(class) && n.attribute("data-node") == Some(node))
            .and_then(|n| n.text())
            .map(str::to_owned)
    };
    let mut compared = 0;
    for line in dot.lines().filter(|line| !line.contains("->")) {
        let Some(rest) = line.trim_start().strip_prefix('n') else {
            continue;
        };
        let Some((id, attributes)) = rest.split_once(" [") else {
            continue;
        };
        let Some(label) = attributes.split("label=\"").nth(1) else {
            continue;
        };
        let label = label.split('"').next().unwrap();
        // The value; the window under it is the entry window (the tree
        // view writes the window as it stands at the step).
        let value = label.split("\\n").next().unwrap();
        if value == "pruned" {
            continue;
        }
        assert_eq!(svg_text("value", id).as_deref(), Some(value), "node {id}");
        compared += 1;
    }
    assert!(compared >= 12, "{compared} nodes compared");
}

/// The node circles of an SVG: `data-node` and centre.
fn node_centres(svg: &str) -> Vec<(String, String, String)> {
    svg.lines()
        .filter(|line| line.contains("<circle class=\"node\""))
        .map(|line| {
            let attr = |name: &str| {
                let start = line.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                let end = start + line[start..].find('"').unwrap();
                line[start..end].to_owned()
            };
            (attr("data-node"), attr("cx"), attr("cy"))
        })
        .collect()
}

/// `--svg --step K` draws every node of `classic` where `--svg` at the end
/// draws it, at every step (the picture never moves a node); with
/// `--whole-tree` every node is there from step 0, its leaf value in grey.
#[test]
fn svg_at_every_step_puts_nodes_where_the_end_has_them() {
    let dir = temp_dir("steady");
    let picture = |step: Option<u64>, whole: bool| {
        let path = dir.join(format!("s-{step:?}-{whole}.svg"));
        let step_text = step.map(|step| step.to_string());
        let mut args = vec!["--tree", "classic", "--svg", path.to_str().unwrap()];
        if let Some(step) = &step_text {
            args.extend(["--step", step]);
        }
        if whole {
            args.push("--whole-tree");
        }
        ok(&analyze(&args));
        std::fs::read_to_string(&path).unwrap()
    };
    let end = node_centres(&picture(None, false));
    assert_eq!(end.len(), 13, "classic has 13 nodes, pruned ones included");
    for step in 1..=34 {
        for (node, x, y) in node_centres(&picture(Some(step), false)) {
            let last = end.iter().find(|(n, ..)| *n == node).unwrap();
            assert_eq!((&x, &y), (&last.1, &last.2), "node {node} at step {step}");
        }
    }
    let whole = picture(Some(0), true);
    assert_eq!(node_centres(&whole), end);
    assert_eq!(
        whole.matches("class=\"ahead\"").count(),
        9,
        "the nine leaves in grey"
    );
}

/// The output of poppler's `tool` (poppler-utils, which `.ci/run` installs)
/// on `args`.
fn poppler(tool: &str, args: &[&str]) -> String {
    let output = std::process::Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|error| panic!("{tool} does not run ({error}): install poppler-utils"));
    assert!(output.status.success(), "{tool} {args:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The text of page `page` of the PDF at `path`, as `pdftotext` reads it.
fn page_text(path: &std::path::Path, page: usize) -> String {
    let page = page.to_string();
    let path = path.to_str().unwrap();
    poppler("pdftotext", &["-f", &page, "-l", &page, path, "-"])
}

/// `pdfinfo`'s "Pages:" and "Page size:" of the PDF at `path`.
fn pdf_pages_and_size(path: &std::path::Path) -> (usize, String) {
    let info = poppler("pdfinfo", &[path.to_str().unwrap()]);
    let field = |name: &str| {
        info.lines()
            .find_map(|line| line.strip_prefix(name))
            .map_or_else(|| panic!("no {name} in {info}"), str::trim)
            .to_owned()
    };
    (field("Pages:").parse().unwrap(), field("Page size:"))
}

#[test]
fn a_deck_is_one_16_by_9_page_per_slide_with_a_title_and_the_captions() {
    let dir = temp_dir("deck");
    let deck = dir.join("classic.pdf");
    let args = [
        "--tree",
        "classic",
        "--deck",
        deck.to_str().unwrap(),
        "--slides-at",
        "key",
        "--theme",
        "lecture",
    ];
    ok(&analyze(&args));
    // 11 nodes entered, 10 backups, 1 cutoff and the end: 23 key steps.
    let (pages, size) = pdf_pages_and_size(&deck);
    assert_eq!(pages, 23);
    // 1280x720 pixels at 96 to the inch: a 13.33 x 7.5 inch page, 16:9.
    assert!(size.starts_with("960 x 540 pts"), "{size}");
    let first = page_text(&deck, 1);
    assert!(
        first.contains("Alpha-beta (fail-soft) · Textbook tree"),
        "{first}"
    );
    assert!(first.contains("Step 1 of 34:"), "{first}");
    // The cutoff's page (step 18 is the 13th key step) says so, on the
    // tree and in the caption.
    let cutoff = page_text(&deck, 13);
    assert!(cutoff.contains("Step 18 of 34:"), "{cutoff}");
    assert!(cutoff.contains("α-cutoff"), "{cutoff}");
    let last = page_text(&deck, 23);
    assert!(last.contains("Step 34 of 34:"), "{last}");
    // The same input, the same bytes.
    let again = dir.join("again.pdf");
    let mut args = args.to_vec();
    args[3] = again.to_str().unwrap();
    ok(&analyze(&args));
    assert!(std::fs::read(&deck).unwrap() == std::fs::read(&again).unwrap());
}

#[test]
fn a_deck_to_step_n_from_a_session_at_an_earlier_step_reaches_n() {
    let dir = temp_dir("deck-step");
    let session = dir.join("at-5.gametree");
    ok(&analyze(&[
        "--tree",
        "classic",
        "--step",
        "5",
        "--save-session",
        session.to_str().unwrap(),
    ]));
    let deck = dir.join("to-30.pdf");
    ok(&analyze(&[
        "--session",
        session.to_str().unwrap(),
        "--step",
        "30",
        "--deck",
        deck.to_str().unwrap(),
    ]));
    let (pages, _) = pdf_pages_and_size(&deck);
    assert_eq!(pages, 30, "every step from 1 to 30");
    let last = page_text(&deck, 30);
    assert!(last.contains("Step 30 of 34:"), "{last}");
    // Without captions there is no narration, only the title and the tree.
    let bare = dir.join("bare.pdf");
    ok(&analyze(&[
        "--tree",
        "classic",
        "--step",
        "3",
        "--deck",
        bare.to_str().unwrap(),
        "--no-caption",
    ]));
    let text = page_text(&bare, 3);
    assert!(!text.contains("Step 3"), "{text}");
    assert!(text.contains("Alpha-beta"), "{text}");
}

#[test]
fn a_deck_that_cannot_be_written_is_one_error_line() {
    let dir = temp_dir("deck-error");
    let deck = dir.join("missing").join("d.pdf");
    let output = analyze(&["--tree", "classic", "--deck", deck.to_str().unwrap()]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("cannot write"), "{stderr}");
}

#[test]
fn a_deck_of_cutoffs_is_the_first_step_every_cutoff_and_the_last() {
    let dir = temp_dir("deck-cutoffs");
    let deck = dir.join("cutoffs.pdf");
    let output = analyze(&[
        "--tree",
        "classic",
        "--deck",
        deck.to_str().unwrap(),
        "--slides-at",
        "cutoffs",
    ]);
    ok(&output);
    assert!(output.stderr.is_empty(), "asked for: nothing to say");
    // Classic's one cutoff is step 18 of 34.
    let (pages, _) = pdf_pages_and_size(&deck);
    assert_eq!(pages, 3);
    assert!(page_text(&deck, 1).contains("Step 1 of 34:"));
    let cutoff = page_text(&deck, 2);
    assert!(cutoff.contains("Step 18 of 34:"), "{cutoff}");
    assert!(cutoff.contains("α-cutoff"), "{cutoff}");
    assert!(page_text(&deck, 3).contains("Step 34 of 34:"));
}

#[test]
fn a_deck_from_k_to_k() {
    let dir = temp_dir("deck-range");
    let deck = dir.join("range.pdf");
    let path = deck.to_str().unwrap();
    ok(&analyze(&[
        "--tree", "classic", "--deck", path, "--from", "10", "--to", "20",
    ]));
    let (pages, _) = pdf_pages_and_size(&deck);
    assert_eq!(pages, 11, "steps 10 to 20");
    assert!(page_text(&deck, 1).contains("Step 10 of 34:"));
    assert!(page_text(&deck, 11).contains("Step 20 of 34:"));
    // Key steps 10-20 of classic (see `--trace`): all but the leaf scores
    // (10, 16) and the finishes (12, 19).
    ok(&analyze(&[
        "--tree",
        "classic",
        "--deck",
        path,
        "--from",
        "10",
        "--to",
        "20",
        "--slides-at",
        "key",
    ]));
    assert_eq!(pdf_pages_and_size(&deck).0, 7);
    // A range past the end or backwards is refused by name.
    let error = usage_error(&analyze(&[
        "--tree", "classic", "--deck", path, "--to", "35",
    ]));
    assert!(error.contains("step 35 is beyond the end"), "{error}");
    let error = usage_error(&analyze(&[
        "--tree", "classic", "--deck", path, "--from", "20", "--to", "10",
    ]));
    assert!(error.contains("--from 20 is after"), "{error}");
    let error = usage_error(&analyze(&["--tree", "classic", "--from", "3"]));
    assert!(error.contains("--slides"), "{error}");
}

/// The chess deck gametree makes by default of `fen` at `depth`: its
/// pages and what it said on stderr.
fn default_chess_deck(name: &str, fen: &str, depth: &str) -> (usize, String) {
    let dir = temp_dir(name);
    let deck = dir.join("deck.pdf");
    let output = analyze(&[
        "--fen",
        fen,
        "--depth",
        depth,
        "--deck",
        deck.to_str().unwrap(),
        "--theme",
        "lecture",
    ]);
    ok(&output);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (pdf_pages_and_size(&deck).0, stderr)
}

#[test]
fn a_chess_deck_by_default_is_a_lecture_and_says_what_it_chose() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let (pages, said) = default_chess_deck("deck-start", start, "2");
    assert!(pages < 60, "{pages} pages");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.starts_with("note: "), "{said}");
    assert!(said.contains("cutoffs"), "{said}");
    assert!(said.contains(&format!("({pages} slides")), "{said}");
    assert!(
        said.contains("--slides-at key or all"),
        "how to get more: {said}"
    );
    // The knight fork preset at depth 3: more cutoffs than a lecture.
    let fork = "q3k3/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1";
    let (pages, said) = default_chess_deck("deck-fork", fork, "3");
    assert!(pages < 60, "{pages} pages");
    assert!(said.contains("the first "), "shortened: {said}");
    assert!(
        said.contains("--slides-at cutoffs --from "),
        "the rest: {said}"
    );
}

#[test]
fn greek_letters_are_drawn_in_the_windows_greek_font_in_pictures_and_decks() {
    let dir = temp_dir("greek");
    let (svg, deck) = (dir.join("cut.svg"), dir.join("deck.pdf"));
    // Step 18 of `classic`: the α-cutoff.
    ok(&analyze(&[
        "--tree",
        "classic",
        "--step",
        "18",
        "--svg",
        svg.to_str().unwrap(),
        "--deck",
        deck.to_str().unwrap(),
        "--slides-at",
        "key",
    ]));
    let text = std::fs::read_to_string(&svg).unwrap();
    let greek = "<tspan font-family=\"DejaVu Sans\">α</tspan>";
    assert!(text.contains(greek), "{text}");
    // Every α drawn is in that font, none in the text's own (Ubuntu's
    // reads "a"); a node's tooltip (`<title>`) is the reader's own text.
    let drawn: Vec<&str> = text
        .split("<text ")
        .skip(1)
        .filter_map(|element| element.split("</text>").next())
        .collect();
    let count = |pattern: &str| -> usize { drawn.iter().map(|t| t.matches(pattern).count()).sum() };
    assert_eq!(count("α"), count(greek), "{drawn:?}");
    let fonts = poppler("pdffonts", &[deck.to_str().unwrap()]);
    assert!(fonts.contains("DejaVuSans"), "{fonts}");
}

#[test]
fn slides_are_in_the_lecture_theme_unless_asked_and_single_pictures_in_light() {
    let dir = temp_dir("default-theme");
    let slide = |theme: Option<&str>| {
        let name = theme.unwrap_or("default");
        let slides = dir.join(format!("slides-{name}"));
        let svg = dir.join(format!("{name}.svg"));
        let mut args = vec![
            "--tree",
            "classic",
            "--from",
            "18",
            "--to",
            "18",
            "--slides",
            slides.to_str().unwrap(),
            "--svg",
            svg.to_str().unwrap(),
        ];
        if let Some(theme) = theme {
            args.extend(["--theme", theme]);
        }
        ok(&analyze(&args));
        (
            std::fs::read(slides.join("step-0018.svg")).unwrap(),
            std::fs::read(&svg).unwrap(),
        )
    };
    let (default_slide, default_picture) = slide(None);
    let (lecture_slide, lecture_picture) = slide(Some("lecture"));
    let (light_slide, light_picture) = slide(Some("light"));
    assert!(
        default_slide == lecture_slide,
        "a slide is in the lecture theme"
    );
    assert!(default_slide != light_slide, "the two themes differ");
    assert!(
        default_picture == light_picture,
        "a single picture is in light"
    );
    assert!(default_picture != lecture_picture);
}
