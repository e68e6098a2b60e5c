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
