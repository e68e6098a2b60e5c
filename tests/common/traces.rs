//! Students' traces of the classic tree, as `gametree check` and the
//! explorer's File → Open trace… read them.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

/// AIMA's alpha-beta (fail-soft) on the classic tree
/// `[[3,12,8],[2,4,6],[14,5,2]]`, with windows; MIN at 3 returns after
/// `leaves_of_3` of its leaves with `returned` (3 and 2: the right search;
/// 1 and 14: a search that cuts too early).
#[must_use]
pub fn classic_trace(leaves_of_3: usize, returned: i32) -> String {
    let mut lines = vec![
        r#"{"gametree_trace": 1, "game": "tree", "position": "classic", "values": "max"}"#
            .to_owned(),
        r#"{"enter": [], "alpha": "-inf", "beta": "inf"}"#.to_owned(),
        r#"{"enter": [1], "alpha": "-inf", "beta": "inf"}"#.to_owned(),
        r#"{"leaf": [1, 1], "value": 3}"#.to_owned(),
        r#"{"leaf": [1, 2], "value": 12}"#.to_owned(),
        r#"{"leaf": [1, 3], "value": 8}"#.to_owned(),
        r#"{"return": [1], "value": 3}"#.to_owned(),
        r#"{"enter": [2], "alpha": 3, "beta": "inf"}"#.to_owned(),
        r#"{"leaf": [2, 1], "value": 2}"#.to_owned(),
        r#"{"return": [2], "value": 2}"#.to_owned(),
        r#"{"enter": [3], "alpha": 3, "beta": "inf"}"#.to_owned(),
    ];
    for (child, value) in [14, 5, 2].into_iter().enumerate().take(leaves_of_3) {
        lines.push(format!(
            "{{\"leaf\": [3, {}], \"value\": {value}}}",
            child + 1
        ));
    }
    lines.push(format!("{{\"return\": [3], \"value\": {returned}}}"));
    lines.push(format!(
        "{{\"return\": [], \"value\": {}}}",
        returned.max(3)
    ));
    lines.join("\n") + "\n"
}

/// The first `lines` lines of `trace`, as a trace cut short.
#[must_use]
pub fn first_lines(trace: &str, lines: usize) -> String {
    trace
        .lines()
        .take(lines)
        .flat_map(|line| [line, "\n"])
        .collect()
}
