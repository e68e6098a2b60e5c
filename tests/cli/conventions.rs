//! `gametree analyze --cutoff ge|gt`: the course conventions end to end,
//! through the real binary, its JSON, trace and session files.

use crate::common::cli::{analyze, json, usage_error};
use crate::common::scratch::scratch_dir;
use serde_json::json;

/// MAX's first MIN child is worth 5, so α = 5 when the second MIN child
/// finds its first leaf, 5: β falls to 5 and the window closes on a tie.
/// Under `ge` its last leaf (9) is pruned; under `gt` it is searched.
const TIE: &str = "[[5,7],[5,9]]";

#[test]
fn a_tie_at_a_bound_is_pruned_under_ge_and_searched_under_gt() {
    let ge = json(&["--tree", TIE, "--cutoff", "ge"]);
    assert_eq!(ge["evaluated"], json!([5, 7, 5]));
    assert_eq!(
        (ge["cutoffs"].clone(), ge["pruned"].clone()),
        (json!(1), json!(1))
    );
    let gt = json(&["--tree", TIE, "--cutoff", "gt"]);
    assert_eq!(gt["evaluated"], json!([5, 7, 5, 9]));
    assert_eq!(
        (gt["cutoffs"].clone(), gt["pruned"].clone()),
        (json!(0), json!(0))
    );
    // Both conventions give the minimax value; the default is ge.
    assert_eq!(
        (ge["value"].clone(), gt["value"].clone()),
        (json!(5), json!(5))
    );
    assert_eq!(json(&["--tree", TIE]), ge);
    assert_eq!(gt["options"]["cutoff"], "gt");
}

#[test]
fn the_trace_writes_the_cutoff_test_of_its_convention() {
    let trace = |cutoff: &str| {
        let output = analyze(&["--tree", "[[5,7],[4,9]]", "--cutoff", cutoff, "--trace"]);
        assert!(output.status.success());
        String::from_utf8(output.stdout).unwrap()
    };
    assert!(trace("ge").contains("α-cutoff at value 4, α 5 ≥ β 4; pruned 1: 2"));
    assert!(trace("gt").contains("α-cutoff at value 4, α 5 > β 4; pruned 1: 2"));
}

#[test]
fn an_unknown_convention_is_refused_naming_the_choices() {
    let error = usage_error(&analyze(&["--tree", TIE, "--cutoff", "geq"]));
    assert!(error.contains("geq") && error.contains("ge, gt"), "{error}");
}

#[test]
fn session_files_keep_the_convention() {
    let dir = scratch_dir("conventions", "session");
    let strict = dir.join("strict.gametree");
    let strict_text = strict.to_str().unwrap();
    json(&[
        "--tree",
        TIE,
        "--cutoff",
        "gt",
        "--save-session",
        strict_text,
    ]);
    let saved = std::fs::read_to_string(&strict).unwrap();
    assert!(saved.contains("\"cutoff\": \"gt\""), "{saved}");
    assert_eq!(
        json(&["--session", strict_text])["evaluated"],
        json!([5, 7, 5, 9])
    );
    // A flag overrides the file's convention.
    let overridden = json(&["--session", strict_text, "--cutoff", "ge"]);
    assert_eq!(overridden["evaluated"], json!([5, 7, 5]));
    // The default is not written, so files stay readable by older versions,
    // and a file without the field is read as ge.
    let textbook = dir.join("textbook.gametree");
    json(&["--tree", TIE, "--save-session", textbook.to_str().unwrap()]);
    let saved = std::fs::read_to_string(&textbook).unwrap();
    assert!(!saved.contains("cutoff"), "{saved}");
    assert_eq!(
        json(&["--session", textbook.to_str().unwrap()])["pruned"],
        json!(1)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The example: MIN moves at plies 1 and 2. By hand: the MIN nodes
/// at ply 2 are worth min(3, 9) = 3 and min(10, 6) = 6, so the MIN node
/// above them is worth min(3, 6) = 3 (not max, as alternation would have
/// it); the other MIN node is worth 4, and the root max(3, 4) = 4.
#[test]
fn consecutive_min_levels_give_the_minimax_value_in_every_algorithm() {
    let tree = "max[min[min[3,9],min[10,6]],min[4,7]]";
    for algo in ["minimax", "alphabeta", "negamax", "negamax-ab"] {
        let report = json(&["--tree", tree, "--algo", algo]);
        assert_eq!(report["value"], 4, "{algo}");
        assert_eq!(report["best_move"], "2", "{algo}");
        assert_eq!(report["tree"], tree, "{algo}: the prefixes are kept");
    }
    let output = analyze(&["--tree", tree, "--trace"]);
    let trace = String::from_utf8(output.stdout).unwrap();
    assert!(trace.contains("enter   1 1  MIN node, ply 2"), "{trace}");
    // An unnamed tree alternates as before: MAX at ply 2 takes 9 and 10,
    // MIN at 1 takes 9, the other MIN 4, and the root 9.
    let alternating = json(&["--tree", "[[[3,9],[10,6]],[4,7]]"]);
    assert_eq!(alternating["value"], 9);
}

#[test]
fn a_root_written_min_is_a_min_node_and_values_stay_max_s() {
    let report = json(&["--tree", "min[[3,5],[2,9]]", "--algo", "minimax"]);
    // MIN picks the smaller of the MAX nodes max(3, 5) = 5 and max(2, 9) = 9.
    assert_eq!(report["value"], 5);
    let error = usage_error(&analyze(&["--tree", "[mix[1]]"]));
    assert!(
        error.contains("column 4") && error.contains("'x'"),
        "{error}"
    );
}
