//! `--algo pvs|aspiration|mtdf`, `--guess`, `--window`: the passes and
//! re-searches in `--json` and the text, traced by hand on AIMA's `classic`
//! (see `tests/library/search_passes.rs` for the traces).

use crate::common::cli::{analyze, json};
use serde_json::json;

#[test]
fn mtdf_lists_its_two_passes_with_windows_values_and_nodes() {
    let out = json(&["--tree", "classic", "--algo", "mtdf"]);
    assert_eq!(out["value"], 3);
    assert_eq!(out["options"]["guess"], 0);
    // (−1, 0): B's first leaf 3 cuts B, whose 3 cuts the root (5 nodes);
    // (3, 4): B cut after 3, C after 2, D's three leaves (9 nodes).
    assert_eq!(
        out["passes"],
        json!([
            {"depth": 2, "alpha": -1, "beta": 0, "value": 3, "result": "fail high", "nodes": 5,
             "searched_first": [], "evaluated": [3, 12, 8]},
            {"depth": 2, "alpha": 3, "beta": 4, "value": 3, "result": "fail low", "nodes": 9,
             "searched_first": ["1", "1"], "evaluated": [3, 2, 14, 5, 2]},
        ])
    );
    // The counters are the depth's two passes together.
    assert_eq!(out["nodes"], 14);
    assert_eq!(out["re_searches"], 0);
    let text = String::from_utf8(analyze(&["--tree", "classic", "--algo", "mtdf"]).stdout).unwrap();
    // Issue 33, items 8 and 9: windows as the explorer writes them, and
    // each pass's own leaves and the line it tried first, where `leaves`
    // (8) counts both passes and `evaluated` is the last pass's.
    assert!(
        text.contains(
            "pass  1    depth 2, window [−1, 0], 3 fail high, nodes 5, evaluated 3 12 8\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "pass  2    depth 2, window [3, 4], 3 fail low, nodes 9, first 1 1, evaluated 3 2 14 5 2\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("evaluated  3 2 14 5 2 (the last pass; leaves counts every pass)"),
        "{text}"
    );
    assert!(
        !text.contains("window ("),
        "one notation for windows: {text}"
    );
    let trace =
        String::from_utf8(analyze(&["--tree", "classic", "--algo", "mtdf", "--trace"]).stdout)
            .unwrap();
    assert!(
        trace.contains("window [3, 4], 3 moves, first 1 1 (the last pass's best line)"),
        "{trace}"
    );
}

#[test]
fn aspiration_opens_the_bound_that_failed_and_pvs_counts_its_re_searches() {
    let out = json(&[
        "--tree",
        "classic",
        "--algo",
        "aspiration",
        "--guess",
        "0",
        "--window",
        "1",
    ]);
    assert_eq!(out["value"], 3);
    let windows: Vec<_> = out["passes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|pass| {
            (
                pass["alpha"].clone(),
                pass["beta"].clone(),
                pass["result"].clone(),
            )
        })
        .collect();
    assert_eq!(
        windows,
        [
            (json!(-1), json!(1), json!("fail high")),
            (json!(-1), json!(null), json!("exact")),
        ]
    );
    let out = json(&["--tree", "[[2,4,6],[3,12,8],[14,5,2]]", "--algo", "pvs"]);
    assert_eq!(
        (out["value"].clone(), out["re_searches"].clone()),
        (json!(3), json!(1))
    );
    let out = json(&["--tree", "classic", "--algo", "pvs"]);
    assert_eq!(out["re_searches"], 0);
}

#[test]
fn a_guess_out_of_range_is_refused_with_the_range() {
    let out = analyze(&["--tree", "classic", "--algo", "mtdf", "--guess", "99999999"]);
    assert!(!out.status.success());
    let error = String::from_utf8(out.stderr).unwrap();
    assert!(error.contains("99999999"), "{error}");
    assert!(error.contains("100000"), "{error}");
}

#[test]
fn a_pvs_probe_s_result_is_traced_as_the_bound_it_gives_pvs() {
    // Issue 33: move 2's probe [2, 3] ends at 3 = β, a fail high, though
    // MIN at 2 saw all three leaves; move 3's probe [3, 4] ends at 2 ≤ α.
    let trace = String::from_utf8(
        analyze(&[
            "--tree",
            "[[2,4,6],[3,12,8],[14,5,2]]",
            "--algo",
            "pvs",
            "--trace",
        ])
        .stdout,
    )
    .unwrap();
    let lines: Vec<&str> = trace.lines().collect();
    let at = |step: usize| {
        lines[step - 1]
            .trim_start()
            .split_once(' ')
            .map_or("", |(_, rest)| rest.trim())
    };
    assert!(
        at(14).ends_with("window [2, 3], 3 moves (a null-window probe)"),
        "{}",
        at(14)
    );
    assert!(
        at(26).ends_with("window [3, +∞], 3 moves (a re-search: its probe gave only a bound)"),
        "{}",
        at(26)
    );
    assert!(at(2).ends_with("window [−∞, +∞], 3 moves"), "{}", at(2));
    assert_eq!(
        at(24),
        "finish  2  value ≥3 (lower bound: the null-window probe [2, 3] failed high, whatever was searched below it)"
    );
    assert!(
        at(25).starts_with("backup  root  ← 2 returns ≥3, improved"),
        "{}",
        at(25)
    );
    assert_eq!(
        at(43),
        "finish  3  value ≤2 (upper bound: the null-window probe [3, 4] failed low, whatever was searched below it)"
    );
    assert!(
        at(44).starts_with("backup  root  ← 3 returns ≤2, no improvement"),
        "{}",
        at(44)
    );
    // A probe a leaf answers is exact to PVS (it is never searched again).
    assert!(
        at(8).starts_with("backup  1  ← 2 returns 4, no improvement"),
        "{}",
        at(8)
    );
    assert!(
        at(13).starts_with("backup  root  ← 1 returns 2,"),
        "{}",
        at(13)
    );
    // In the JSON, the move PVS only probed is the bound it knows.
    let out = json(&["--tree", "[[2,4,6],[3,12,8],[14,5,2]]", "--algo", "pvs"]);
    let moves: Vec<_> = out["root_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (row["value_text"].clone(), row["bound"].clone()))
        .collect();
    assert_eq!(
        moves,
        [
            (json!("2"), json!("exact")),
            (json!("3"), json!("exact")),
            (json!("≤2"), json!("upper")),
        ]
    );
}
