//! Headless tests of the explorer's teaching tools through AccessKit labels
//! (`egui_kittest`): the quiz scores answers, the compare table matches
//! `gametree analyze --json`, the iterative-deepening timeline has one row
//! per depth, the nodes-per-depth chart lists what the CLI counts, and
//! editing a textbook leaf changes the root value.

use std::process::Command;

use crate::common::cli::json;
use crate::common::explorer::{
    compare_minimax_with_alpha_beta, deepening_rows, grouped, harness, labels, load_builtin,
    quiz_values_only, replace_text, show_iteration, status, step_to_value_question,
};
use egui::{Key, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn load_classic(harness: &mut Harness<'_, App>) {
    load_builtin(harness, "classic");
    harness.get_by_label_contains("height 2; the root is MAX");
}

/// The score, shown in the quiz settings and under the question.
fn assert_score(harness: &Harness<'_, App>, expected: &str) {
    let scores = labels(harness, "Score: ");
    assert!(
        !scores.is_empty() && scores.iter().all(|score| score == expected),
        "{scores:?}"
    );
}

#[test]
fn the_quiz_scores_a_right_and_a_wrong_answer() {
    let mut harness = harness();
    load_classic(&mut harness);
    quiz_values_only(&mut harness);

    // The first value asked for is the first leaf's, 3.
    let prompt = step_to_value_question(&mut harness);
    assert!(prompt.contains("1.1"), "{prompt}");
    let before = status(&harness);
    // Stepping on does not pass the open question.
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(status(&harness), before);
    replace_text(&mut harness, Role::TextInput, "Your answer", "3");
    harness.get_by_label("Check").click();
    harness.run();
    assert_eq!(labels(&harness, "Right: ").len(), 1);
    assert_score(&harness, "Score: 1 of 1 right");

    // Continue takes the step asked about; the next leaf is 12: say 5.
    harness.get_by_label("Continue").click();
    harness.run();
    assert_ne!(status(&harness), before);
    let prompt = step_to_value_question(&mut harness);
    assert!(prompt.contains("1.2"), "{prompt}");
    replace_text(&mut harness, Role::TextInput, "Your answer", "5");
    harness.get_by_label("Check").click();
    harness.run();
    let explanation = labels(&harness, "Not quite — you said 5, the answer is 12");
    assert_eq!(explanation.len(), 1, "{explanation:?}");
    assert_score(&harness, "Score: 1 of 2 right");
}

/// `gametree analyze --tree CLASSIC --json` with `extra` arguments.
fn analyze(extra: &[&str]) -> serde_json::Value {
    let output =
        match crate::common::cli::english(&mut Command::new(env!("CARGO_BIN_EXE_gametree")))
            .args(["analyze", "--tree", CLASSIC, "--json"])
            .args(extra)
            .output()
        {
            Ok(output) => output,
            Err(error) => panic!("gametree did not run: {error}"),
        };
    assert!(output.status.success(), "{output:?}");
    match serde_json::from_slice(&output.stdout) {
        Ok(json) => json,
        Err(error) => panic!("not JSON ({error}): {output:?}"),
    }
}

#[test]
fn the_compare_table_shows_what_the_cli_prints() {
    let mut harness = harness();
    load_classic(&mut harness);
    compare_minimax_with_alpha_beta(&mut harness);

    for (column, cli) in [
        ("this search", analyze(&[])),
        ("other", analyze(&["--algo", "minimax"])),
    ] {
        for (row, key) in [
            ("Nodes", "nodes"),
            ("Leaves", "leaves"),
            ("Cutoffs", "cutoffs"),
            ("Pruned moves", "pruned"),
            ("TT hits", "tt_hits"),
        ] {
            let expected = cli[key].as_u64().expect("a count");
            harness.get_by_label(&format!("{row}, {column}: {expected}"));
        }
        // The CLI writes the value as every front end does (`value_text`).
        let value = cli["value_text"].as_str().expect("a value");
        harness.get_by_label(&format!("Value, {column}: {value}"));
        let best = cli["best_move"].as_str().expect("a best move");
        harness.get_by_label(&format!("Best move, {column}: {best}"));
    }
    // 11 nodes with alpha-beta against 13 with minimax: 2/13 fewer, but
    // the share is of the first search's nodes: 1 − 13/11, 18% more.
    let (ab, mm) = (analyze(&[]), analyze(&["--algo", "minimax"]));
    let (ab, mm) = (ab["nodes"].as_f64().unwrap(), mm["nodes"].as_f64().unwrap());
    let share = ((mm / ab - 1.0) * 100.0).round();
    harness.get_by_label(&format!("The other search enters {share}% more nodes."));
}

#[test]
fn the_deepening_timeline_has_one_row_per_depth() {
    let mut harness = harness();
    harness
        .get_by_role_and_label(Role::CheckBox, "Iterative deepening")
        .click_accesskit();
    harness.run();
    harness.key_press(Key::End);
    harness.run();
    assert_eq!(deepening_rows(&harness), ["Depth 1", "Depth 2", "Depth 3"]);

    // A click on a row shows that iteration: its tree at its end.
    let end = status(&harness);
    let first = show_iteration(&mut harness, 1);
    assert_ne!(first, end);
}

#[test]
fn the_nodes_per_depth_chart_lists_each_orderings_counts_and_ebf() {
    // The start position at the default depth 3, each ordering searched
    // cold at depths 1 to 3: the counts are `gametree analyze`'s.
    let mut harness = harness();
    harness.get_by_label("Nodes per depth").click_accesskit();
    harness.run();
    harness
        .get_by_label("Chart nodes per depth")
        .click_accesskit();
    let mut waited = 0;
    let complete = |harness: &Harness<'_, App>| {
        labels(harness, " · ")
            .iter()
            .filter(|counts| counts.matches(" · ").count() == 2)
            .count()
    };
    while complete(&harness) < 5 {
        assert!(waited < 3000, "no chart after 30 s");
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
        waited += 1;
    }
    harness.run();
    for order in ["natural", "captures", "killers", "history", "best"] {
        let nodes: Vec<u64> = (1..=3)
            .map(|depth: u8| {
                let depth = depth.to_string();
                json(&["--depth", &depth, "--order", order])["nodes"]
                    .as_u64()
                    .unwrap()
            })
            .collect();
        let counts: Vec<String> = nodes.iter().map(|&n| grouped(n)).collect();
        let counts = counts.join(" · ");
        let shown = labels(&harness, " · ");
        assert!(shown.contains(&counts), "{order}: {counts} in {shown:?}");
        let float = |n: u64| f64::from(u32::try_from(n).unwrap());
        let ebf = format!("EBF {:.2}", float(nodes[2]) / float(nodes[1]));
        assert!(labels(&harness, "EBF ").contains(&ebf), "{order}: {ebf}");
    }
}

#[test]
fn editing_a_leaf_changes_the_root_value() {
    let mut harness = harness();
    load_classic(&mut harness);
    harness.key_press(Key::End);
    harness.run();
    assert!(status(&harness).contains("value 3"), "{}", status(&harness));
    // Root → first child → its first leaf (3), through the inspector.
    harness.get_by_role_and_label(Role::Button, "1 ★").click();
    harness.run();
    harness.get_by_role_and_label(Role::Button, "1 ★").click();
    harness.run();
    harness.get_by_label("Path: 1.1");
    replace_text(&mut harness, Role::TextInput, "New value", "10");
    harness.get_by_label("Apply and re-run").click();
    harness.run();
    // min(10, 12, 8) = 8 beats the other branches' 2 and 2.
    let status = status(&harness);
    assert!(status.contains("value 8"), "{status}");
    harness.get_by_label("[[10,12,8],[2,4,6],[14,5,2]]");
}

/// Issue 22, item 9: Enter in the quiz's answer field checks the answer,
/// as the Check button does, and an answer that cannot be read keeps the
/// focus in the field (with the reason), so the student corrects it and
/// presses Enter again without reaching for the mouse.
#[test]
fn enter_in_a_quiz_field_checks_the_answer_and_keeps_the_focus() {
    let mut harness = harness();
    load_classic(&mut harness);
    quiz_values_only(&mut harness);
    let prompt = step_to_value_question(&mut harness);
    assert!(prompt.contains("1.1"), "{prompt}");
    replace_text(&mut harness, Role::TextInput, "Your answer", "three");
    harness.key_press(Key::Enter);
    harness.run();
    assert!(
        harness
            .get_by_role_and_label(Role::TextInput, "Your answer")
            .is_focused(),
        "the field keeps the focus after an unreadable answer"
    );
    assert!(labels(&harness, "Right.").is_empty());
    assert_score(&harness, "Score: 0 of 0 right");
    // Typed straight away, no click: the focus is still in the field.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.run();
    harness.event(egui::Event::Text("3".to_owned()));
    harness.run();
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(labels(&harness, "Right: ").len(), 1);
    assert_score(&harness, "Score: 1 of 1 right");
}
