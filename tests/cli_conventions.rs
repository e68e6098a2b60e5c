//! `gametree analyze --cutoff ge|gt`: the course conventions end to end,
//! through the real binary, its JSON, trace and session files.

#![allow(clippy::expect_used, clippy::unwrap_used)]

mod common;

use common::cli::{analyze, json, usage_error};
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
    let dir = std::env::temp_dir().join(format!("gametree-conventions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
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
