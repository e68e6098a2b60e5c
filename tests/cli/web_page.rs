//! `gametree analyze --html`: the walk-through page end to end. Without a
//! browser: it fetches nothing, it is small (classic under 300 KB, a chess
//! search at depth 2 under 5 MB), the same input writes the same bytes,
//! each step's tree is the SVG `--svg --step K` writes, and past the step
//! budget the page and stderr say what it shows. In headless Chromium
//! (`web_page.py`, Selenium and chromedriver): `#step=18` opens step 18,
//! → goes to step 19, and the console stays empty. The browser tests skip
//! with a reason where Chromium, chromedriver or Selenium is missing,
//! except on CI (`CI` set), whose `.ci/run` installs them.

use std::path::{Path, PathBuf};
use std::process::Command;

use base64::Engine as _;
use gametree::input::AnyGame;
use gametree::scene::Mark;
use gametree::search::SearchOptions;
use gametree::session::Session;
use gametree::teach::narrate;
use gametree::teach::spoken::{Shown, node_name};
use serde_json::Value;

use crate::common::cli::analyze;
use crate::common::scratch::scratch_dir;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// `gametree analyze ARGS… --html DIR/NAME`, which must succeed; the page
/// and what was said on stderr.
fn page(name: &str, args: &[&str]) -> (PathBuf, String) {
    let path = scratch_dir("web-page", name).join(format!("{name}.html"));
    let mut all = args.to_vec();
    all.extend(["--html", path.to_str().unwrap()]);
    let output = analyze(&all);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{args:?}: {stderr}");
    (path, stderr)
}

/// The step data the page's script reads: inflated from the page.
fn step_data(html: &str) -> Value {
    let start = html.find("id=\"walk-data\">").unwrap() + "id=\"walk-data\">".len();
    let end = start + html[start..].find("</script>").unwrap();
    let deflated = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(html[start..end].trim())
        .unwrap();
    let mut json = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::ZlibDecoder::new(deflated.as_slice()),
        &mut json,
    )
    .unwrap();
    serde_json::from_slice(&json).unwrap()
}

/// The picture of `runs` (`[first, count, …]` of `lines`), as the script joins it.
fn picture(lines: &Value, runs: &Value) -> String {
    let runs: Vec<usize> = runs
        .as_array()
        .unwrap()
        .iter()
        .map(|n| usize::try_from(n.as_u64().unwrap()).unwrap())
        .collect();
    let mut out = Vec::new();
    for run in runs.chunks(2) {
        for line in &lines.as_array().unwrap()[run[0]..run[0] + run[1]] {
            out.push(line.as_str().unwrap().to_owned());
        }
    }
    out.join("\n")
}

/// What a page must not hold to fetch nothing: no address of another
/// place, no attribute or rule that loads a file.
fn assert_self_contained(html: &str) {
    for reference in [
        "http:", "https:", "//", "src=", "href=", "url(", "@import", "<link", "<iframe",
    ] {
        assert!(
            !html.contains(reference),
            "the page holds {reference:?}: {}",
            html.find(reference)
                .map(|at| &html[at.saturating_sub(80)..(at + 80).min(html.len())])
                .unwrap_or_default()
        );
    }
}

#[test]
fn the_classic_page_is_small_self_contained_and_the_same_every_time() {
    let (first, _) = page("classic-a", &["--tree", "classic"]);
    let (second, _) = page("classic-b", &["--tree", "classic"]);
    let bytes = std::fs::read(&first).unwrap();
    assert_eq!(
        bytes,
        std::fs::read(&second).unwrap(),
        "same input, same bytes"
    );
    assert!(bytes.len() < 300_000, "{} bytes", bytes.len());
    let html = String::from_utf8(bytes).unwrap();
    assert_self_contained(&html);
    let data = step_data(&html);
    let steps = data["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 34, "every step of classic's 34");
    // The run's summary, as `gametree analyze` prints it.
    assert!(html.contains("value      3 (MAX&apos;s view)"), "{html}");
}

#[test]
fn a_chess_search_at_depth_2_fits_in_5_mb_with_every_step() {
    let (path, stderr) = page("chess-2", &["--depth", "2"]);
    let html = std::fs::read_to_string(&path).unwrap();
    assert!(html.len() < 5_000_000, "{} bytes", html.len());
    assert_self_contained(&html);
    let data = step_data(&html);
    let steps = data["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 199, "{stderr}");
    assert!(
        stderr.is_empty(),
        "nothing left out, nothing said: {stderr}"
    );
    // Every step has a board, the position of its current node.
    assert!(steps.iter().all(|step| step["board"].is_array()));
}

#[test]
fn each_step_of_the_page_is_the_tree_the_svg_export_draws() {
    let (path, _) = page("classic-svg", &["--tree", "classic", "--size", "800x500"]);
    let data = step_data(&std::fs::read_to_string(&path).unwrap());
    let svg_path = path.with_extension("svg");
    for step in [1_u64, 18, 34] {
        let output = analyze(&[
            "--tree",
            "classic",
            "--size",
            "800x500",
            "--step",
            &step.to_string(),
            "--svg",
            svg_path.to_str().unwrap(),
        ]);
        assert!(output.status.success());
        let svg = std::fs::read_to_string(&svg_path).unwrap();
        // Inline in a page, the picture goes without its XML declaration and namespace.
        let inline = svg.split_once("?>\n").unwrap().1.replacen(
            " xmlns=\"http://www.w3.org/2000/svg\"",
            "",
            1,
        );
        let shown = data["steps"]
            .as_array()
            .unwrap()
            .iter()
            .find(|entry| entry["step"] == step)
            .unwrap();
        assert_eq!(
            picture(&data["lines"], &shown["tree"]),
            inline.trim_end(),
            "step {step}"
        );
    }
}

#[test]
fn past_the_budget_the_page_takes_fewer_steps_and_says_so() {
    // Chess at depth 3, the worst move first: 4,316 steps, more than a
    // page's 2,000, and 2,890 key steps, more too: the 38 cutoffs, with the
    // first and last step.
    let (path, stderr) = page("chess-3-worst", &["--depth", "3", "--order", "worst"]);
    let html = std::fs::read_to_string(&path).unwrap();
    let data = step_data(&html);
    let shown = data["steps"].as_array().unwrap().len();
    assert!(shown < 2000, "{shown}");
    assert!(
        stderr.starts_with("note: at most 2000 steps shown by default: the page shows the ")
            && stderr.contains(" cutoffs with the first and last step"),
        "{stderr}"
    );
    assert!(
        html.contains(&format!(
            "A page shows at most 2000 steps: this one shows {shown} of the search&apos;s "
        )),
        "{html}"
    );
    // Asked for, a choice is kept to and nothing is said.
    let (path, stderr) = page(
        "classic-cutoffs",
        &["--tree", "classic", "--slides-at", "cutoffs"],
    );
    assert!(stderr.is_empty(), "{stderr}");
    let data = step_data(&std::fs::read_to_string(&path).unwrap());
    let steps: Vec<u64> = data["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| step["step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps, [1, 18, 34]);
}

/// Classic searched by alpha-beta at `step`: the step's narration, the
/// current node's index and its spoken name, as the library gives them.
fn classic_at(step: u64) -> (String, String, String) {
    let game = AnyGame::from_tree(CLASSIC).unwrap();
    let options = game.fit_options(SearchOptions::default(), false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    session.seek(step, 0).unwrap();
    let node = session.current_node().unwrap();
    let shown = Shown {
        mark: Mark::Shape,
        hidden_below: 0,
        hide_values: false,
        drawn_value: None,
        marked_pruned: false,
    };
    let name = node_name(&session, session.tree().unwrap(), node, shown);
    (
        narrate(&session, step - 1),
        node.index().to_string(),
        format!("Current node: {name}"),
    )
}

/// What `web_page.py` read of `page` opened at `#step=STEP` and after →;
/// `None` (a failure on CI) where the browser or its driver is missing.
fn in_browser(page: &Path, step: u64) -> Option<Value> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/web_page.py");
    let output = match Command::new("python3")
        .arg(script)
        .arg(page)
        .arg(step.to_string())
        .output()
    {
        // Exit status 3: the script found no browser, driver or Selenium.
        Ok(output) if output.status.code() != Some(3) => output,
        missing => {
            let reason = missing.map_or_else(
                |error| format!("python3 does not run: {error}"),
                |output| String::from_utf8_lossy(&output.stderr).into_owned(),
            );
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must have python3, selenium, chromium and chromedriver: {reason}"
            );
            eprintln!("skipped: {}", reason.trim());
            return None;
        }
    };
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    Some(serde_json::from_slice(&output.stdout).unwrap())
}

#[test]
fn the_page_opens_at_step_18_and_the_right_arrow_goes_to_step_19() {
    let (path, _) = page("browser", &["--tree", "classic"]);
    let Some(read) = in_browser(&path, 18) else {
        return;
    };
    let opened = &read["opened"];
    let (narration, node, name) = classic_at(18);
    assert_eq!(opened["hash"], "#step=18");
    assert_eq!(opened["counter"], "Step 18 of 34");
    assert_eq!(opened["narration"], narration.as_str());
    assert!(narration.contains("α-cutoff"), "{narration}");
    // The current node: marked on the tree, and named under it.
    assert_eq!(opened["node"], node.as_str());
    assert_eq!(opened["name"], name.as_str());
    assert_eq!(opened["line"], "break", "the cutoff's line of pseudocode");
    assert_eq!(opened["live"], "polite", "the narration is a live region");

    let after = &read["after_right"];
    let (narration, node, name) = classic_at(19);
    assert_eq!(after["hash"], "#step=19", "the address follows the step");
    assert_eq!(after["counter"], "Step 19 of 34");
    assert_eq!(after["narration"], narration.as_str());
    assert_eq!(after["node"], node.as_str());
    assert_eq!(after["name"], name.as_str());
    assert_eq!(after["slider"], "18", "the slider follows the step");

    assert_eq!(
        read["console"],
        serde_json::json!([]),
        "the console is empty"
    );
}
