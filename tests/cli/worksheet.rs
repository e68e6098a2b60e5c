//! `gametree worksheet` end to end: the same seed gives the same tree and
//! key, the key is what `analyze --trace` records for the tree, the
//! orderings give the textbook leaf counts, the sheet and key SVGs parse
//! (the blank one without inner values), and bad flags are refused.

use std::collections::{BTreeMap, BTreeSet};

use crate::common::cli::{analyze, gametree, usage_error};
use crate::common::scratch::scratch_dir;
use serde_json::Value;

fn worksheet(args: &[&str]) -> std::process::Output {
    let mut all = vec!["worksheet"];
    all.extend_from_slice(args);
    gametree(&all)
}

fn worksheet_json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let output = worksheet(&all);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn text(value: &Value) -> &str {
    value.as_str().unwrap()
}

#[test]
fn same_seed_same_tree_and_key_other_seed_other_tree() {
    let args = ["--seed", "42", "--depth", "3", "--branching", "3"];
    let first = worksheet(&[&args[..], &["--json"]].concat());
    let again = worksheet(&[&args[..], &["--json"]].concat());
    assert!(first.status.success());
    assert_eq!(first.stdout, again.stdout);
    let a = worksheet_json(&args);
    let b = worksheet_json(&["--seed", "43", "--depth", "3", "--branching", "3"]);
    assert_ne!(a["tree"], b["tree"]);
    assert_eq!(a["answer"]["tree"], a["tree"]);
    let plain = String::from_utf8(worksheet(&args).stdout).unwrap();
    assert!(
        plain.starts_with("worksheet  seed 42, depth 3, branching 3"),
        "{plain}"
    );
    assert!(
        plain.contains(&format!("tree       {}", text(&a["tree"]))),
        "{plain}"
    );
}

/// What `--trace` says about each node: player and window on entry, value
/// text when it finished, and the moves its cutoffs pruned.
#[derive(Default)]
struct Traced {
    entered: BTreeMap<String, (String, String)>,
    values: BTreeMap<String, String>,
    pruned: BTreeSet<String>,
}

fn trace_of(tree: &str, cutoff: &str) -> Traced {
    let output = analyze(&["--tree", tree, "--trace", "--cutoff", cutoff]);
    assert!(output.status.success());
    let mut traced = Traced::default();
    for line in String::from_utf8(output.stdout).unwrap().lines() {
        let (_, rest) = line.trim_start().split_once(' ').unwrap();
        let kind = rest[..8].trim();
        let (path, details) = rest[8..].split_once("  ").unwrap();
        match kind {
            "enter" => {
                let player = details.split(' ').next().unwrap().to_owned();
                let window = details.split("window ").nth(1).unwrap();
                let window = window.rsplit_once(", ").unwrap().0.to_owned();
                traced.entered.insert(path.to_owned(), (player, window));
            }
            "leaf" | "finish" => {
                let value = details.strip_prefix("value ").unwrap();
                let value = value.split(" (").next().unwrap().to_owned();
                traced.values.insert(path.to_owned(), value);
            }
            "cutoff" => {
                let moves = details.split(": ").last().unwrap();
                for label in moves.split(", ") {
                    let child = if path == "root" {
                        label.to_owned()
                    } else {
                        format!("{path} {label}")
                    };
                    traced.pruned.insert(child);
                }
            }
            _ => {}
        }
    }
    traced
}

#[test]
fn the_key_is_what_analyze_trace_records() {
    let shapes: [&[&str]; 6] = [
        &["--seed", "1", "--depth", "3", "--branching", "3"],
        &[
            "--seed",
            "2",
            "--depth",
            "4",
            "--branching",
            "2",
            "--values",
            "-9..9",
        ],
        &["--seed", "3", "--depth", "3", "--branching", "3,2,1-3"],
        &[
            "--seed",
            "4",
            "--depth",
            "3",
            "--branching",
            "2-4",
            "--order",
            "best",
        ],
        // Values 0..2 make ties at the bounds, which `gt` searches on.
        &[
            "--seed",
            "5",
            "--depth",
            "4",
            "--branching",
            "3",
            "--values",
            "0..2",
            "--cutoff",
            "gt",
        ],
        &[
            "--seed",
            "6",
            "--depth",
            "3",
            "--branching",
            "3",
            "--root",
            "min",
        ],
    ];
    for args in shapes {
        let json = worksheet_json(args);
        let cutoff = args
            .iter()
            .position(|&arg| arg == "--cutoff")
            .map_or("ge", |at| args[at + 1]);
        let traced = trace_of(text(&json["tree"]), cutoff);
        let key = json["key"].as_array().unwrap();
        let mut pruned = BTreeSet::new();
        let mut entered = 0;
        for entry in key {
            let path = text(&entry["path"]).to_owned();
            if entry["pruned"].as_bool().unwrap() {
                assert!(entry["window"].is_null() && entry["value"].is_null());
                pruned.insert(path);
                continue;
            }
            entered += 1;
            let (player, window) = &traced.entered[&path];
            assert_eq!(text(&entry["player"]), player, "{args:?} {path}");
            assert_eq!(text(&entry["window"]), window, "{args:?} {path}");
            assert_eq!(
                text(&entry["value_text"]),
                traced.values[&path],
                "{args:?} {path}"
            );
        }
        assert_eq!(entered, traced.entered.len(), "{args:?}");
        assert_eq!(pruned, traced.pruned, "{args:?}");
        assert_eq!(text(&key[0]["path"]), "root");
        assert_eq!(key[0]["value"], json["answer"]["value"]);
    }
}

#[test]
fn best_and_worst_orders_give_the_textbook_leaf_counts() {
    for (b, d) in [
        (2_u64, 2_u32),
        (2, 3),
        (3, 2),
        (3, 3),
        (2, 4),
        (4, 3),
        (3, 4),
    ] {
        for seed in ["1", "2"] {
            let (bs, ds) = (b.to_string(), d.to_string());
            let base = [
                "--seed",
                seed,
                "--depth",
                &ds,
                "--branching",
                &bs,
                "--values",
                "0..999",
            ];
            let best = worksheet_json(&[&base[..], &["--order", "best"]].concat());
            let minimum = b.pow(d.div_ceil(2)) + b.pow(d / 2) - 1;
            assert_eq!(best["answer"]["leaves"], minimum, "best b {b} d {d}");
            let worst = worksheet_json(&[&base[..], &["--order", "worst"]].concat());
            assert_eq!(worst["answer"]["leaves"], b.pow(d), "worst b {b} d {d}");
            assert_eq!(worst["answer"]["pruned"], 0);
        }
    }
}

#[test]
fn the_sheet_svg_has_leaf_values_only_and_the_key_has_them_all() {
    let dir = scratch_dir("worksheet", "svg");
    let (sheet, key) = (dir.join("sheet.svg"), dir.join("key.svg"));
    let args = ["--seed", "7", "--depth", "3", "--branching", "3"];
    let json = worksheet_json(&args);
    let output = worksheet(
        &[
            &args[..],
            &[
                "--svg",
                sheet.to_str().unwrap(),
                "--key-svg",
                key.to_str().unwrap(),
            ],
        ]
        .concat(),
    );
    assert!(output.status.success());
    let texts = |path: &std::path::Path, class: &str| -> Vec<String> {
        let svg = std::fs::read_to_string(path).unwrap();
        let document = roxmltree::Document::parse(&svg).unwrap();
        document
            .descendants()
            .filter(|n| n.attribute("class") == Some(class))
            .filter_map(|n| n.text().map(str::to_owned))
            .collect()
    };
    let tree = text(&json["tree"]);
    let mut leaves: Vec<String> = tree
        .split(|c: char| !(c.is_ascii_digit() || c == '-'))
        .filter(|part| !part.is_empty())
        .map(str::to_owned)
        .collect();
    let mut sheet_values = texts(&sheet, "value");
    leaves.sort();
    sheet_values.sort();
    assert_eq!(
        sheet_values, leaves,
        "the sheet shows every leaf and no inner value"
    );
    let windows = texts(&sheet, "window");
    assert!(!windows.is_empty());
    // A box for the window on entry and one for on leaving.
    assert!(
        windows
            .iter()
            .all(|w| w == "[___, ___]" || w == "/ [___, ___]"),
        "{windows:?}"
    );
    assert_eq!(
        windows.iter().filter(|w| w.starts_with('/')).count() * 2,
        windows.len()
    );
    // Boxes at the inner nodes (one `[` each in the tree's text) only:
    // a leaf has no window to fill.
    assert_eq!(windows.len(), 2 * tree.matches('[').count(), "{windows:?}");
    let key_values = texts(&key, "value");
    assert!(key_values.contains(&text(&json["answer"]["value_text"]).to_owned()));
    let entries = json["key"].as_array().unwrap();
    let inner: Vec<String> = entries
        .iter()
        .filter(|e| !e["leaf"].as_bool().unwrap() && !e["pruned"].as_bool().unwrap())
        .map(|e| text(&e["value_text"]).to_owned())
        .collect();
    // Every leaf (as on the sheet) and the value of every inner node the
    // search entered, with its bound.
    let mut expected = [leaves, inner].concat();
    let mut key_values = key_values;
    expected.sort();
    key_values.sort();
    assert_eq!(key_values, expected);
    assert!(texts(&key, "window").iter().any(|w| w.contains('∞')));
}

/// The nodes of an SVG picture: (node id, centre) of every node's circle.
fn node_places(svg: &str) -> BTreeSet<(String, String, String)> {
    let document = roxmltree::Document::parse(svg).unwrap();
    document
        .descendants()
        .filter(|n| n.has_tag_name("circle") && n.attribute("class") == Some("node"))
        .map(|n| {
            let attribute = |name| n.attribute(name).unwrap().to_owned();
            (attribute("data-node"), attribute("cx"), attribute("cy"))
        })
        .collect()
}

/// How many dashed lines (pruned edges) an SVG picture has.
fn dashed(svg: &str) -> usize {
    let document = roxmltree::Document::parse(svg).unwrap();
    document
        .descendants()
        .filter(|n| n.attribute("stroke-dasharray").is_some())
        .count()
}

#[test]
fn the_key_is_drawn_on_the_sheets_layout_with_the_pruned_moves_marked() {
    let dir = scratch_dir("worksheet", "layout");
    let (sheet, key) = (dir.join("sheet.svg"), dir.join("key.svg"));
    // Seed 7 prunes: the key's pruned subtrees are still drawn in place.
    let args = ["--seed", "7", "--depth", "3", "--branching", "3"];
    let json = worksheet_json(&args);
    let pruned = json["key"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["pruned"].as_bool().unwrap())
        .count();
    assert!(pruned > 0, "seed 7 should prune");
    let paths = [
        "--svg",
        sheet.to_str().unwrap(),
        "--key-svg",
        key.to_str().unwrap(),
    ];
    assert!(
        worksheet(&[&args[..], &paths[..]].concat())
            .status
            .success()
    );
    let (sheet, key) = (
        std::fs::read_to_string(sheet).unwrap(),
        std::fs::read_to_string(key).unwrap(),
    );
    let places = node_places(&sheet);
    // Depth 3, branching 3: 1 + 3 + 9 + 27 nodes, all on both pictures.
    assert_eq!(places.len(), 40);
    assert_eq!(node_places(&key), places);
    assert_eq!(dashed(&sheet), 0, "nothing is marked on the exam");
    assert_eq!(dashed(&key), pruned, "one dashed edge per pruned move");
}

/// The width and height a PNG's header gives.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG signature");
    let word = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[test]
fn png_sheet_and_key_are_the_same_size_and_the_same_bytes_every_run() {
    let dir = scratch_dir("worksheet", "png");
    let args = ["--seed", "7", "--depth", "3", "--branching", "3"];
    let mut runs = Vec::new();
    for run in ["a", "b"] {
        let (sheet, key) = (
            dir.join(format!("sheet-{run}.png")),
            dir.join(format!("key-{run}.png")),
        );
        let paths = [
            "--png",
            sheet.to_str().unwrap(),
            "--key-png",
            key.to_str().unwrap(),
        ];
        let output = worksheet(&[&args[..], &paths[..]].concat());
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        runs.push((std::fs::read(sheet).unwrap(), std::fs::read(key).unwrap()));
    }
    let (sheet, key) = &runs[0];
    let size = png_size(sheet);
    assert!(size.0 >= 640 && size.1 >= 360, "{size:?}");
    assert_eq!(png_size(key), size, "the key is the sheet's picture");
    assert_ne!(sheet, key, "the key has the answers");
    assert_eq!(&runs[1], &runs[0], "same seed, same bytes");
}

#[test]
fn bad_flags_are_one_quoted_line_and_exit_2() {
    let base = ["--seed", "1", "--depth", "3"];
    let line = usage_error(&worksheet(
        &[&base[..], &["--branching", "3,x\nerror: forged"]].concat(),
    ));
    assert!(line.contains("3,x\\nerror: forged"), "{line}");
    let line = usage_error(&worksheet(&[&base[..], &["--branching", "3,3"]].concat()));
    assert!(line.contains("lists 2 levels but the depth is 3"), "{line}");
    let line = usage_error(&worksheet(&[
        "--seed",
        "1",
        "--depth",
        "9",
        "--branching",
        "30",
    ]));
    assert!(line.contains("more than 1000000 nodes"), "{line}");
    let line = usage_error(&worksheet(
        &[&base[..], &["--branching", "2", "--values", "9..1"]].concat(),
    ));
    assert!(line.contains("\"9..1\""), "{line}");
    let line = usage_error(&worksheet(
        &[
            &base[..],
            &["--branching", "3", "--order", "worst", "--values", "0..9"],
        ]
        .concat(),
    ));
    assert!(line.contains("27 leaves"), "{line}");
    let long = "9".repeat(10_000);
    let line = usage_error(&worksheet(&[&base[..], &["--branching", &long]].concat()));
    assert!(line.chars().count() < 200, "{line}");
}

#[test]
fn the_help_offers_a_min_root_without_refusing_it() {
    // Issue 22, item 9: `--root min` works, and the help said it was refused.
    let output = worksheet(&["--help"]);
    let help = String::from_utf8_lossy(&output.stdout);
    assert!(help.contains("--root"), "{help}");
    assert!(!help.contains("refused"), "{help}");
    let json = worksheet_json(&[
        "--seed",
        "6",
        "--depth",
        "2",
        "--branching",
        "2",
        "--root",
        "min",
    ]);
    assert!(text(&json["tree"]).starts_with("min["), "{json}");
}

/// The text of a PDF as `pdftotext` reads it; `None` without poppler.
fn pdf_text(path: &std::path::Path) -> Option<String> {
    let output = std::process::Command::new("pdftotext")
        .arg(path)
        .arg("-")
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&output.stdout).into_owned())
}

#[test]
fn the_pdfs_are_one_page_of_the_paper_asked_with_the_seed_and_conventions() {
    // Issue 22: a printable exam and its key. A4 is 595.28 × 841.89 pt,
    // Letter 612 × 792.
    let dir = scratch_dir("cli-worksheet", "pdf");
    for (paper, media) in [
        ("a4", "/MediaBox [0 0 595.28 841.89]"),
        ("letter", "/MediaBox [0 0 612 792]"),
    ] {
        let sheet = dir.join(format!("sheet-{paper}.pdf"));
        let key = dir.join(format!("key-{paper}.pdf"));
        let output = worksheet(&[
            "--seed",
            "7",
            "--depth",
            "3",
            "--branching",
            "2",
            "--cutoff",
            "gt",
            "--pdf",
            sheet.to_str().unwrap(),
            "--key-pdf",
            key.to_str().unwrap(),
            "--paper",
            paper,
        ]);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        for (path, title) in [(&sheet, "Alpha-beta worksheet"), (&key, "answer key")] {
            let bytes = std::fs::read(path).unwrap();
            let raw = String::from_utf8_lossy(&bytes);
            assert!(raw.contains("/Count 1"), "one page: {path:?}");
            assert!(raw.contains(media), "{paper}: {path:?}");
            let Some(text) = pdf_text(path) else {
                eprintln!("pdftotext is not installed: the PDFs' text is not checked");
                continue;
            };
            assert!(text.contains(title), "{text}");
            assert!(text.contains("Seed 7 · depth 3 · branching 2"), "{text}");
            assert!(text.contains("prune when α > β"), "{text}");
            assert!(text.contains("fail-soft"), "{text}");
            assert!(text.contains("MAX moves at the root"), "{text}");
            assert!(text.contains("Name ") && text.contains("Date "), "{text}");
        }
    }
    // The values-only variant is a minimax exercise.
    let sheet = dir.join("values-only.pdf");
    let output = worksheet(&[
        "--seed",
        "7",
        "--depth",
        "3",
        "--branching",
        "2",
        "--values-only",
        "--pdf",
        sheet.to_str().unwrap(),
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    if let Some(text) = pdf_text(&sheet) {
        assert!(text.contains("Minimax worksheet"), "{text}");
        assert!(text.contains("no windows, nothing is pruned"), "{text}");
        assert!(!text.contains("[α, β]"), "{text}");
    }
    let refused = worksheet(&[
        "--seed",
        "7",
        "--depth",
        "2",
        "--branching",
        "2",
        "--paper",
        "a5",
    ]);
    assert!(usage_error(&refused).contains("a4 or letter"));
}

#[test]
fn a_tree_too_wide_for_one_page_is_refused_with_the_reason() {
    // Depth 4 with 3 children has 81 leaves: printed on one page its
    // labels would be under 3 pt, so no PDF is written.
    let dir = scratch_dir("cli-worksheet", "too-wide");
    let sheet = dir.join("sheet.pdf");
    let output = worksheet(&[
        "--seed",
        "7",
        "--depth",
        "4",
        "--branching",
        "3",
        "--pdf",
        sheet.to_str().unwrap(),
    ]);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("the tree has 81 leaves"), "{stderr}");
    assert!(
        stderr.contains("use a smaller depth or branching"),
        "{stderr}"
    );
    assert!(!sheet.exists());
}

#[test]
fn a_chance_worksheet_averages_min_s_levels_and_keys_them_exactly() {
    let json = worksheet_json(&[
        "--seed",
        "7",
        "--depth",
        "2",
        "--branching",
        "3",
        "--values",
        "0..15",
        "--chance",
    ]);
    let tree = text(&json["tree"]);
    assert!(tree.starts_with("[chance["), "{tree}");
    assert_eq!(json["worksheet"]["chance"], true);
    assert_eq!(json["answer"]["options"]["algo"], "expectimax");
    // Each chance node's key is the average of its three leaves, written
    // exactly, and the root takes the best average.
    let leaves: Vec<i64> = json["answer"]["evaluated"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    let averages: Vec<i64> = leaves.chunks(3).map(|c| c.iter().sum()).collect();
    let best = averages.iter().max().unwrap();
    let expected = if best % 3 == 0 {
        (best / 3).to_string()
    } else {
        format!("{best}/3")
    };
    assert_eq!(json["answer"]["value_text"], expected.as_str());
    let root = &json["key"][0];
    assert_eq!(root["value_text"], expected.as_str());
    assert_eq!(json["key"][1]["player"], "CHANCE");
    // Orders for alpha-beta's cutoffs are refused by name.
    let output = worksheet(&[
        "--seed",
        "7",
        "--depth",
        "2",
        "--branching",
        "3",
        "--chance",
        "--order",
        "best",
    ]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("use order random"));
}

#[test]
fn the_terminal_shows_no_answer_unless_asked() {
    // Issue 33: a student who makes their own sheet must not see its
    // answer before working it. `[[5,9],[0,5]]` is worth 5, move 1.
    let dir = scratch_dir("cli-worksheet", "no-answer");
    let sheet = dir.join("sheet.pdf");
    let args = [
        "--seed",
        "1",
        "--depth",
        "2",
        "--branching",
        "2",
        "--values",
        "0..9",
    ];
    let output = worksheet(&[&args[..], &["--pdf", sheet.to_str().unwrap()]].concat());
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let plain = String::from_utf8(output.stdout).unwrap();
    assert!(plain.contains("tree       [[5,9],[0,5]]\n"), "{plain}");
    assert!(
        plain.contains(&format!("wrote      {} (the sheet)\n", sheet.display())),
        "{plain}"
    );
    for answer in [
        "value ",
        "root moves",
        "best move",
        "pv ",
        "evaluated",
        "leaves",
    ] {
        assert!(!plain.contains(answer), "{answer}: {plain}");
    }
    // Without files, too; the answer is printed only with --answer.
    let plain = String::from_utf8(worksheet(&args).stdout).unwrap();
    assert!(!plain.contains("value "), "{plain}");
    let answered =
        String::from_utf8(worksheet(&[&args[..], &["--answer"]].concat()).stdout).unwrap();
    assert!(
        answered.contains("value      5 (MAX's view)\n"),
        "{answered}"
    );
    assert!(answered.contains("root moves 1 5, 2 ≤0\n"), "{answered}");
    assert!(answered.contains("evaluated  5 9 0\n"), "{answered}");
}
