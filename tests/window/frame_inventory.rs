//! The real window at 1280×720 in lecture mode, as a projector shows it,
//! read through its frame inventory (`--frame-dump`, under Xvfb): at each
//! teaching moment every text the class reads (tree, pseudocode,
//! narration, status) is at least 18 px and shown whole, and what the
//! moment is about lies inside the tree's viewport.

use std::path::{Path, PathBuf};

use gametree::session_file::{OptionsFields, SessionFile};

use crate::common::cli::json;
use crate::common::frame::{Frame, Item, TraceLine, Tree, frame, inside, trace};
use crate::common::scratch::scratch_dir;

/// The projector.
const SIZE: &str = "1280x720";

/// The smallest text a class reads from the back of a hall, in pixels.
const READABLE_PX: f32 = 18.0;

/// The parts of the window the class reads.
const READ: [&str; 4] = ["tree", "pseudocode", "narration", "status"];

/// Kiwipete, the perft position with every kind of move.
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// `file` written as `name.gametree` in a fresh directory, in lecture mode
/// at `step`.
fn session(name: &str, mut file: SessionFile, step: u64) -> PathBuf {
    file.cursor.step = step;
    file.teaching.lecture = true;
    let path = scratch_dir("frame", name).join(format!("{name}.gametree"));
    let text = file.to_json().expect("a session file serialises");
    std::fs::write(&path, text).expect("the session file is written");
    path
}

/// The frame of the session file at `path`, 1280×720, lecture mode, with
/// `flags`; `None` without Xvfb off CI.
fn lecture_frame(path: &Path, flags: &[&str]) -> Option<Frame> {
    let mut all = vec!["--lecture"];
    all.extend_from_slice(flags);
    frame(path, SIZE, &all)
}

/// Every text the class reads is at least [`READABLE_PX`] and shown whole:
/// not cut by its clip, not shortened with `…`; the log's texts are whole
/// too (its last line was cut in half), and no row of the side panels is
/// cut in half at the top or foot of its scroll area (the inspector's
/// Children row was, at `classic` step 18).
fn assert_readable(frame: &Frame, what: &str) {
    let mut faults = Vec::new();
    for text in &frame.texts {
        let read = READ.contains(&text.area.as_str());
        if read && text.px < READABLE_PX {
            faults.push(format!(
                "{} text {:?} is {} px",
                text.area, text.text, text.px
            ));
        }
        if (read || text.area == "log") && (text.elided || !inside(text.rect, text.clip)) {
            faults.push(format!(
                "{} text {:?} at {:?} is cut by {:?}{}",
                text.area,
                text.text,
                text.rect,
                text.clip,
                if text.elided { " (elided)" } else { "" }
            ));
        }
        // A text of one row (a paragraph of several keeps the rows seen
        // whole: its clip ends at them); its box is in points, at most
        // as many as its pixels.
        let one_row = text.rect[3] - text.rect[1] < text.px * 1.6;
        let cut_across = |edge: f32| text.rect[1] < edge - 0.5 && text.rect[3] > edge + 0.5;
        if one_row
            && ["inspector", "board"].contains(&text.area.as_str())
            && (cut_across(text.clip[1]) || cut_across(text.clip[3]))
        {
            faults.push(format!(
                "{} text {:?} at {:?} is cut in half by {:?}",
                text.area, text.text, text.rect, text.clip
            ));
        }
    }
    for area in ["tree", "pseudocode", "narration", "status"] {
        if !frame.texts.iter().any(|text| text.area == area) {
            faults.push(format!("no {area} text is drawn"));
        }
    }
    assert!(faults.is_empty(), "{what}:\n{}", faults.join("\n"));
}

/// The items of `kind` at `path` all lie inside the tree's viewport, and
/// there is at least one.
fn assert_in_view(frame: &Frame, path: &str, kind: &str, what: &str) {
    let tree = frame.tree.as_ref().expect("the tree view drew a tree");
    let items: Vec<_> = tree
        .items
        .iter()
        .filter(|item| item.path == path && item.kind == kind)
        .collect();
    assert!(
        !items.is_empty(),
        "{what}: no {kind} item at {path:?} is drawn; drawn: {:?}",
        tree.items
            .iter()
            .map(|item| format!("{} {}", item.kind, item.path))
            .collect::<Vec<_>>()
    );
    for item in items {
        assert!(
            inside(item.rect, tree.viewport),
            "{what}: the {kind} item {path:?} at {:?} is outside the viewport {:?}",
            item.rect,
            tree.viewport
        );
    }
}

/// The first cutoff of a trace: its step, the cut node's path and the path
/// of the child whose value caused it.
fn first_cutoff(lines: &[TraceLine]) -> (u64, String, String) {
    let at = lines
        .iter()
        .position(|line| line.event == "cutoff")
        .expect("the search cuts off");
    let cut = &lines[at];
    let backup = lines[..at]
        .iter()
        .rev()
        .find(|line| line.event == "backup" && line.path == cut.path)
        .expect("a backup comes before the cutoff");
    // `← 1 returns 2, …`: the child's move.
    let child = backup
        .details
        .trim_start_matches('←')
        .split_whitespace()
        .next()
        .expect("the backup names its child");
    let cause = if cut.path == "root" {
        child.to_owned()
    } else {
        format!("{} {child}", cut.path)
    };
    (cut.step, cut.path.clone(), cause)
}

/// The cut node, the child that caused the cutoff and the pruned moves are
/// all in view.
fn assert_cutoff_in_view(frame: &Frame, cut: &str, cause: &str, what: &str) {
    assert_in_view(frame, cut, "node", what);
    assert_in_view(frame, cause, "node", what);
    assert_in_view(frame, cut, "pruned", what);
}

#[test]
fn classic_at_its_cutoff_reads_whole_and_shows_the_cutoff() {
    let lines = trace(&["--tree", "classic"]);
    let (step, cut, cause) = first_cutoff(&lines);
    assert_eq!((step, cut.as_str(), cause.as_str()), (18, "2", "2 1"));
    let path = session(
        "classic",
        SessionFile::tree("classic", OptionsFields::default()),
        step,
    );
    // With the inspector open, its Children row was cut in half at the
    // foot of its scroll area.
    for (what, flags) in [
        ("classic step 18", &[][..]),
        (
            "classic step 18, inspector open",
            &["--panels", "inspector"][..],
        ),
    ] {
        let Some(frame) = lecture_frame(&path, flags) else {
            return;
        };
        assert!(
            (frame.size[0] - 1280.0).abs() < 0.5 && (frame.size[1] - 720.0).abs() < 0.5,
            "the window is {:?}",
            frame.size
        );
        assert_readable(&frame, what);
        assert_cutoff_in_view(&frame, &cut, &cause, what);
    }
}

#[test]
fn kiwipete_at_its_first_cutoff_with_the_board_open() {
    let options = OptionsFields {
        depth: 3,
        ..OptionsFields::default()
    };
    let lines = trace(&["--fen", KIWIPETE, "--depth", "3"]);
    let (step, cut, cause) = first_cutoff(&lines);
    let path = session("kiwipete", SessionFile::chess(KIWIPETE, options), step);
    let Some(frame) = lecture_frame(&path, &["--panels", "position"]) else {
        return;
    };
    let what = format!("Kiwipete depth 3, step {step}, board open");
    assert!(
        frame.texts.iter().any(|text| text.area == "board"),
        "{what}: the board panel is not open"
    );
    assert_readable(&frame, &what);
    assert_cutoff_in_view(&frame, &cut, &cause, &what);
    assert_board_lines_whole(&frame, &what);
}

/// The lines under the board a class reads (who is to move, who is MAX,
/// the path to the node shown) are drawn whole: the path was the panel's
/// last line, cut in half at its foot.
fn assert_board_lines_whole(frame: &Frame, what: &str) {
    for said in ["Path:", "MAX =", "to move"] {
        let line = frame
            .texts
            .iter()
            .find(|text| text.area == "board" && text.text.contains(said))
            .unwrap_or_else(|| panic!("{what}: no {said:?} line under the board"));
        assert!(
            inside(line.rect, line.clip),
            "{what}: {:?} at {:?} is cut by {:?}",
            line.text,
            line.rect,
            line.clip
        );
    }
}

#[test]
fn connect_four_at_its_first_cutoff() {
    let options = OptionsFields {
        depth: 4,
        ..OptionsFields::default()
    };
    let lines = trace(&["--game", "connect4", "--position", "4453", "--depth", "4"]);
    let (step, cut, cause) = first_cutoff(&lines);
    let file = SessionFile {
        tree: None,
        game: Some("connect4".to_owned()),
        position: Some("4453".to_owned()),
        ..SessionFile::tree("", options)
    };
    let path = session("connect4", file, step);
    let what = format!("Connect Four 4453 depth 4, step {step}");
    for flags in [&[][..], &["--panels", "position"][..]] {
        let Some(frame) = lecture_frame(&path, flags) else {
            return;
        };
        let what = format!("{what} {flags:?}");
        assert_readable(&frame, &what);
        assert_cutoff_in_view(&frame, &cut, &cause, &what);
        if !flags.is_empty() {
            assert_board_lines_whole(&frame, &what);
            // The copy row was cut at the panel's foot.
            let copy = frame
                .texts
                .iter()
                .find(|text| text.area == "board" && text.text == "Copy position")
                .unwrap_or_else(|| panic!("{what}: no Copy position button"));
            assert!(
                inside(copy.rect, copy.clip),
                "{what}: Copy position at {:?} is cut by {:?}",
                copy.rect,
                copy.clip
            );
        }
    }
}

#[test]
fn tic_tac_toe_mcts_at_a_selection_at_the_root() {
    let options = OptionsFields {
        algo: Some("mcts".to_owned()),
        ..OptionsFields::default()
    };
    let position = "x...o....";
    let lines = trace(&[
        "--game",
        "tictactoe",
        "--position",
        position,
        "--algo",
        "mcts",
    ]);
    // A choice at the root once every one of its 7 moves has a playout.
    let select = lines
        .iter()
        .find(|line| {
            line.event == "select"
                && !line.path.contains(' ')
                && line.details.starts_with("iteration 1")
                && line.details.len() > "iteration 1".len()
        })
        .expect("the root chooses by UCB1");
    let file = SessionFile {
        tree: None,
        game: Some("tictactoe".to_owned()),
        position: Some(position.to_owned()),
        ..SessionFile::tree("", options)
    };
    let path = session("mcts", file, select.step);
    let Some(frame) = lecture_frame(&path, &[]) else {
        return;
    };
    let what = format!("tic-tac-toe MCTS, step {}", select.step);
    assert_readable(&frame, &what);
    assert_in_view(&frame, "root", "node", &what);
    let children = lines
        .iter()
        .filter(|line| line.event == "expand" && line.step < select.step)
        .filter(|line| !line.path.contains(' ') && line.path != "root")
        .count();
    assert_eq!(children, 7, "{what}: the root's moves have joined the tree");
    for line in lines
        .iter()
        .filter(|line| line.event == "expand" && line.step < select.step)
        .filter(|line| !line.path.contains(' ') && line.path != "root")
    {
        assert_in_view(&frame, &line.path, "node", &what);
    }
}

/// The step of the first re-search of a PVS trace (a move entered a second
/// time under the same parent) and the move's path.
fn first_re_search(lines: &[TraceLine]) -> (u64, String) {
    let mut entered = std::collections::BTreeSet::new();
    lines
        .iter()
        .filter(|line| line.event == "enter")
        .find(|line| !entered.insert(line.path.clone()))
        .map(|line| (line.step, line.path.clone()))
        .expect("PVS re-searches a move")
}

#[test]
fn pvs_at_its_re_search() {
    let tree = "[[2,4,6],[3,12,8],[14,5,2]]";
    let options = OptionsFields {
        algo: Some("pvs".to_owned()),
        ..OptionsFields::default()
    };
    let lines = trace(&["--tree", tree, "--algo", "pvs"]);
    let (step, moved) = first_re_search(&lines);
    let path = session("pvs", SessionFile::tree(tree, options), step);
    let Some(frame) = lecture_frame(&path, &[]) else {
        return;
    };
    let what = format!("PVS re-search, step {step}");
    assert_readable(&frame, &what);
    assert_in_view(&frame, "root", "node", &what);
    let tree = frame.tree.as_ref().expect("a tree is drawn");
    let both = tree
        .items
        .iter()
        .filter(|item| item.path == moved && item.kind == "node")
        .filter(|item| inside(item.rect, tree.viewport))
        .count();
    assert_eq!(
        both, 2,
        "{what}: the probe and the re-search of {moved:?} are both in view"
    );
}

/// The root's box in `frame`.
fn root_rect(frame: &Frame) -> [f32; 4] {
    frame
        .tree
        .as_ref()
        .and_then(|tree| tree.items.iter().find(|item| item.path == "root"))
        .map(|item| item.rect)
        .expect("the root is drawn")
}

/// The MTD(f) session on `classic` at `step`, 1280×720, lecture mode (in
/// a scratch directory named after `test`).
fn mtdf_frame(test: &str, step: u64) -> Option<Frame> {
    let options = OptionsFields {
        algo: Some("mtdf".to_owned()),
        ..OptionsFields::default()
    };
    let path = session(
        &format!("{test}-{step}"),
        SessionFile::tree("classic", options),
        step,
    );
    lecture_frame(&path, &[])
}

#[test]
fn mtdf_passes_read_whole_with_the_passes_table_in_view() {
    for step in [16, 17] {
        let Some(frame) = mtdf_frame("mtdf-table", step) else {
            return;
        };
        let what = format!("MTD(f) classic, step {step}");
        assert_readable(&frame, &what);
        assert!(
            frame
                .texts
                .iter()
                .any(|text| text.text == "Result" && inside(text.rect, text.clip)),
            "{what}: the Passes table's Result column is not in view"
        );
    }
}

#[test]
fn mtdf_root_stays_put_between_its_passes() {
    let (Some(before), Some(after)) = (mtdf_frame("mtdf-root", 16), mtdf_frame("mtdf-root", 17))
    else {
        return;
    };
    let (before, after) = (root_rect(&before), root_rect(&after));
    assert!(
        before.iter().zip(after).all(|(a, b)| (a - b).abs() < 0.5),
        "MTD(f)'s root moved between steps 16 and 17: {before:?} to {after:?}"
    );
}

/// The size of the step's sentence in the narration of `frame`.
fn sentence_px(frame: &Frame) -> f32 {
    frame
        .texts
        .iter()
        .find(|text| text.area == "narration" && text.text.starts_with("Step "))
        .map_or_else(|| panic!("no step sentence is drawn"), |text| text.px)
}

#[test]
fn mtdf_narration_keeps_its_size_from_step_to_step() {
    // Pass 2 starts at step 17 with a long sentence: at 18 px, between
    // 28 px sentences, the text jumped.
    let mut sizes = Vec::new();
    for step in [15, 16, 17, 18] {
        let Some(frame) = mtdf_frame("mtdf-narration", step) else {
            return;
        };
        assert_readable(&frame, &format!("MTD(f) classic, step {step}"));
        sizes.push((step, sentence_px(&frame)));
    }
    assert!(
        sizes.iter().all(|(_, px)| (px - sizes[0].1).abs() < 0.5),
        "the sentence's size changes from step to step: {sizes:?}"
    );
}

/// The end of the search `args` (`gametree analyze` arguments) in the
/// window, at 1280×720 lecture with the board panel open: the root, the
/// best move and every node of the principal variation are drawn inside
/// the tree's viewport, on the principal variation's highlight.
fn assert_end_in_view(name: &str, args: &[&str], file: SessionFile) {
    let result = json(args);
    let steps = result["steps"].as_u64().expect("the search's steps");
    let pv: Vec<&str> = result["pv"]
        .as_array()
        .expect("a principal variation")
        .iter()
        .filter_map(serde_json::Value::as_str)
        .collect();
    assert!(!pv.is_empty(), "{name}: the search has a best move");
    let path = session(name, file, steps);
    let Some(frame) = lecture_frame(&path, &["--panels", "position"]) else {
        return;
    };
    let what = format!("{name} at its end (step {steps}), board open");
    assert!(
        frame.texts.iter().any(|text| text.area == "board"),
        "{what}: the board panel is not open"
    );
    assert_readable(&frame, &what);
    let tree = frame.tree.as_ref().expect("the tree view drew a tree");
    let line = std::iter::once(String::from("root"))
        .chain((1..=pv.len()).map(|plies| pv[..plies].join(" ")))
        .collect::<Vec<String>>();
    for path in &line {
        assert_in_view(&frame, path, "node", &what);
        assert!(
            tree.items
                .iter()
                .any(|item| &item.path == path && item.kind == "node" && item.line),
            "{what}: {path:?} is not on the principal variation's highlight"
        );
    }
}

#[test]
fn the_knight_fork_at_its_end_shows_its_best_line() {
    let fen = "q3k3/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1";
    let options = OptionsFields {
        depth: 3,
        ..OptionsFields::default()
    };
    assert_end_in_view(
        "knight-fork-end",
        &["--fen", fen, "--depth", "3"],
        SessionFile::chess(fen, options),
    );
}

#[test]
fn kiwipete_at_its_end_shows_its_best_line() {
    let options = OptionsFields {
        depth: 3,
        ..OptionsFields::default()
    };
    assert_end_in_view(
        "kiwipete-end",
        &["--fen", KIWIPETE, "--depth", "3"],
        SessionFile::chess(KIWIPETE, options),
    );
}

#[test]
fn connect_four_at_its_end_shows_its_best_line() {
    let options = OptionsFields {
        depth: 4,
        ..OptionsFields::default()
    };
    let file = SessionFile {
        tree: None,
        game: Some("connect4".to_owned()),
        position: Some("4453".to_owned()),
        ..SessionFile::tree("", options)
    };
    assert_end_in_view(
        "connect4-end",
        &["--game", "connect4", "--position", "4453", "--depth", "4"],
        file,
    );
}

#[test]
fn the_pseudocode_shows_whole_lines_outside_lecture_mode() {
    let mut file = SessionFile::tree("classic", OptionsFields::default());
    file.cursor.step = 18;
    let path = scratch_dir("frame", "classic-desk").join("classic.gametree");
    std::fs::write(&path, file.to_json().expect("a session file serialises"))
        .expect("the session file is written");
    let Some(frame) = frame(&path, SIZE, &[]) else {
        return;
    };
    let code: Vec<_> = frame
        .texts
        .iter()
        .filter(|text| text.area == "pseudocode")
        .collect();
    assert!(
        code.iter().any(|text| text.text.contains("break")),
        "the current line is drawn: {code:?}"
    );
    let cut: Vec<_> = code
        .iter()
        .filter(|text| text.elided || !inside(text.rect, text.clip))
        .map(|text| format!("{:?} at {:?} in {:?}", text.text, text.rect, text.clip))
        .collect();
    assert!(
        cut.is_empty(),
        "classic step 18, no lecture mode:\n{}",
        cut.join("\n")
    );
}

/// The session file of tic-tac-toe from the empty board under MCTS, as
/// the window runs it by default, at `step` in lecture mode (in a scratch
/// directory named after `test`).
fn tic_tac_toe_mcts_session(test: &str, step: u64) -> PathBuf {
    let options = OptionsFields {
        algo: Some("mcts".to_owned()),
        ..OptionsFields::default()
    };
    let file = SessionFile {
        tree: None,
        game: Some("tictactoe".to_owned()),
        position: Some(".........".to_owned()),
        ..SessionFile::tree("", options)
    };
    session(&format!("{test}-{step}"), file, step)
}

/// [`tic_tac_toe_mcts_session`] at 1280×720 with `flags`.
fn tic_tac_toe_mcts_frame(test: &str, step: u64, flags: &[&str]) -> Option<Frame> {
    lecture_frame(&tic_tac_toe_mcts_session(test, step), flags)
}

/// The trace of tic-tac-toe from the empty board under MCTS.
fn tic_tac_toe_mcts_trace() -> Vec<TraceLine> {
    trace(&[
        "--game",
        "tictactoe",
        "--position",
        ".........",
        "--algo",
        "mcts",
    ])
}

/// The table's rows of children (`table`, [`table_texts`]): how many
/// moves, `W/N` counts and scores it shows.
fn table_rows(table: &[&str]) -> (usize, usize, usize) {
    let moves = table
        .iter()
        .filter(|text| text.len() == 2 && (text.starts_with('x') || text.starts_with('o')))
        .count();
    let counts = table
        .iter()
        .filter(|text| text.contains('/') && **text != "W/N")
        .count();
    let scores = table
        .iter()
        .filter(|text| text.parse::<f64>().is_ok())
        .count();
    (moves, counts, scores)
}

/// The tree texts right of every drawn node: the table beside the tree.
fn table_texts(frame: &Frame) -> Vec<&str> {
    let tree = frame.tree.as_ref().expect("a tree is drawn");
    let right = tree
        .items
        .iter()
        .map(|item| item.rect[2])
        .fold(f32::MIN, f32::max);
    frame
        .texts
        .iter()
        .filter(|text| text.area == "tree" && text.rect[0] > right)
        .filter(|text| inside(text.rect, tree.viewport) && inside(text.rect, text.clip))
        .map(|text| text.text.as_str())
        .collect()
}

#[test]
fn tic_tac_toe_mcts_lists_every_child_compared_beside_the_tree() {
    let lines = tic_tac_toe_mcts_trace();
    // A selection at the root among its nine moves, one at ply 2 later in
    // the run, and the end.
    let at_root = lines
        .iter()
        .find(|line| line.event == "select" && !line.path.contains(' ') && line.step > 100)
        .expect("the root chooses by UCB1");
    let deeper = lines
        .iter()
        .find(|line| line.event == "select" && line.path.split(' ').count() == 3)
        .expect("a selection at ply 2");
    let end = lines.last().expect("the search ends");
    for (step, children) in [(at_root.step, 9), (deeper.step, 7), (end.step, 9)] {
        for flags in [&[][..], &["--panels", "inspector"][..]] {
            let Some(frame) = tic_tac_toe_mcts_frame("mcts-table", step, flags) else {
                return;
            };
            let what = format!("tic-tac-toe MCTS, step {step} {flags:?}");
            assert_readable(&frame, &what);
            let table = table_texts(&frame);
            let head = if step == end.step { "mean" } else { "UCB1" };
            assert!(
                table.contains(&"W/N") && table.contains(&head),
                "{what}: {table:?}"
            );
            // A row a child: its move, `W/N` and score, all whole in view.
            assert_eq!(
                table_rows(&table),
                (children, children, children),
                "{what}: {table:?}"
            );
        }
    }
}

#[test]
fn tic_tac_toe_mcts_lists_all_nine_moves_on_a_shorter_projector() {
    // A projector whose desktop keeps a bar: the table's caption gives
    // way before any child's row does.
    let select = tic_tac_toe_mcts_trace()
        .into_iter()
        .find(|line| line.event == "select" && !line.path.contains(' ') && line.step > 100)
        .expect("the root chooses by UCB1");
    let path = tic_tac_toe_mcts_session("mcts-short", select.step);
    for size in ["1280x700", "1280x690"] {
        let Some(frame) = frame(&path, size, &["--lecture"]) else {
            return;
        };
        let what = format!("tic-tac-toe MCTS, step {} at {size}", select.step);
        let table = table_texts(&frame);
        assert!(
            !table.iter().any(|text| text.ends_with("more")),
            "{what}: {table:?}"
        );
        assert_eq!(table_rows(&table), (9, 9, 9), "{what}: {table:?}");
    }
}

/// Connect Four `4453` at depth 4 under MTD(f), at `step`, 1280×720,
/// lecture mode.
fn connect_four_mtdf_frame(step: u64) -> Option<Frame> {
    let options = OptionsFields {
        algo: Some("mtdf".to_owned()),
        depth: 4,
        ..OptionsFields::default()
    };
    let file = SessionFile {
        tree: None,
        game: Some("connect4".to_owned()),
        position: Some("4453".to_owned()),
        ..SessionFile::tree("", options)
    };
    lecture_frame(&session(&format!("c4-mtdf-{step}"), file, step), &[])
}

#[test]
fn connect_four_mtdf_root_stays_put_between_passes_and_ends_proven() {
    let lines = trace(&[
        "--game",
        "connect4",
        "--position",
        "4453",
        "--algo",
        "mtdf",
        "--depth",
        "4",
    ]);
    // Each pass ends with `done` at the root; the next enters it.
    let ends: Vec<u64> = lines
        .iter()
        .filter(|line| line.event == "done" && line.path == "root")
        .map(|line| line.step)
        .collect();
    assert!(ends.len() >= 2, "MTD(f) takes several passes: {ends:?}");
    let first_end = ends[0];
    let (Some(before), Some(after)) = (
        connect_four_mtdf_frame(first_end),
        connect_four_mtdf_frame(first_end + 1),
    ) else {
        return;
    };
    assert_readable(&after, "Connect Four MTD(f), pass 2's first step");
    let (before, after) = (root_rect(&before), root_rect(&after));
    assert!(
        before.iter().zip(after).all(|(a, b)| (a - b).abs() < 0.5),
        "the root moved between passes 1 and 2: {before:?} to {after:?}"
    );
    // At the end the root shows the value proven, not a bound.
    let last = lines.last().expect("the search ends");
    let value = last
        .details
        .strip_prefix("value ")
        .and_then(|rest| rest.split(',').next())
        .expect("the end says the value");
    let Some(end) = connect_four_mtdf_frame(last.step) else {
        return;
    };
    let root = root_rect(&end);
    let beside_root: Vec<&str> = end
        .texts
        .iter()
        .filter(|text| text.area == "tree" && text.rect[1] < root[3] && text.rect[3] > root[1])
        .map(|text| text.text.as_str())
        .collect();
    assert!(
        beside_root.contains(&value),
        "the final root's row {beside_root:?} lacks the proven value {value}"
    );
}

/// Whether two rectangles overlap by more than half a point.
fn overlaps(a: [f32; 4], b: [f32; 4]) -> bool {
    a[0] < b[2] - 0.5 && b[0] < a[2] - 0.5 && a[1] < b[3] - 0.5 && b[1] < a[3] - 0.5
}

#[test]
fn pvs_re_search_and_end_draw_no_node_over_another() {
    let tree = "[[2,4,6],[3,12,8],[14,5,2]]";
    let options = OptionsFields {
        algo: Some("pvs".to_owned()),
        ..OptionsFields::default()
    };
    let lines = trace(&["--tree", tree, "--algo", "pvs"]);
    let (re_search, moved) = first_re_search(&lines);
    let end = lines.last().expect("the search ends").step;
    // The re-search entered, its first leaf entered, and the end.
    for step in [re_search, re_search + 1, end] {
        let path = session(
            &format!("pvs-apart-{step}"),
            SessionFile::tree(tree, options.clone()),
            step,
        );
        let Some(frame) = lecture_frame(&path, &[]) else {
            return;
        };
        let what = format!("PVS step {step}");
        assert_readable(&frame, &what);
        let drawn = frame.tree.as_ref().expect("a tree is drawn");
        let nodes: Vec<_> = drawn
            .items
            .iter()
            .filter(|item| item.kind == "node")
            .collect();
        for (i, a) in nodes.iter().enumerate() {
            assert!(
                inside(a.rect, drawn.viewport),
                "{what}: {:?} out of view",
                a.path
            );
            for b in &nodes[i + 1..] {
                assert!(
                    !overlaps(a.rect, b.rect),
                    "{what}: {:?} at {:?} overlaps {:?} at {:?}",
                    a.path,
                    a.rect,
                    b.path,
                    b.rect
                );
            }
        }
        // The leaf 14 (move 3 1) is drawn whole at the end.
        if step == end {
            assert_in_view(&frame, "3 1", "node", &what);
            assert_in_view(&frame, &moved, "node", &what);
        }
    }
}

#[test]
fn quiescence_keeps_the_horizon_capture_in_view_with_its_recapture() {
    let fen = "6k1/8/3p4/4p3/8/8/7Q/6K1 w - - 0 1";
    let options = OptionsFields {
        depth: 1,
        quiescence: true,
        ..OptionsFields::default()
    };
    let lines = trace(&["--fen", fen, "--depth", "1", "--quiescence"]);
    // The root's capture Qxe5, past the horizon: entered, its stand-pat,
    // the recapture and its value.
    let steps: Vec<u64> = lines
        .iter()
        .filter(|line| line.path == "Qxe5" || line.path == "Qxe5 dxe5")
        .map(|line| line.step)
        .collect();
    assert!(steps.len() >= 5, "{steps:?}");
    for step in steps {
        let path = session(
            &format!("quiescence-{step}"),
            SessionFile::chess(fen, options.clone()),
            step,
        );
        let Some(frame) = lecture_frame(&path, &[]) else {
            return;
        };
        let what = format!("quiescence step {step}");
        assert_readable(&frame, &what);
        assert_in_view(&frame, "Qxe5", "node", &what);
        if step > 97 {
            // The recapture quiescence found, not folded away when Qxe5
            // has its value (the end keeps it open too: the scene test
            // `the_horizon_line_stays_open_at_the_end_of_quiescence`).
            assert_in_view(&frame, "Qxe5 dxe5", "node", &what);
        }
    }
}

/// The drawn nodes of `frame` by path: their boxes.
fn node_rects(frame: &Frame) -> std::collections::BTreeMap<String, [f32; 4]> {
    let tree = frame.tree.as_ref().expect("a tree is drawn");
    tree.items
        .iter()
        .filter(|item| item.kind == "node")
        .map(|item| (item.path.clone(), item.rect))
        .collect()
}

#[test]
fn mtdf_on_a_game_keeps_every_node_in_place_from_pass_to_pass() {
    // A tic-tac-toe position small enough for the fan: each pass searches
    // the last pass's best line first and prunes other moves.
    let position = "x...o.x.o";
    let lines = trace(&[
        "--game",
        "tictactoe",
        "--position",
        position,
        "--algo",
        "mtdf",
    ]);
    let ends: Vec<u64> = lines
        .iter()
        .filter(|line| line.event == "done" && line.path == "root")
        .map(|line| line.step)
        .collect();
    assert!(ends.len() >= 2, "MTD(f) takes several passes: {ends:?}");
    let frame_at = |step: u64| {
        let options = OptionsFields {
            algo: Some("mtdf".to_owned()),
            ..OptionsFields::default()
        };
        let file = SessionFile {
            tree: None,
            game: Some("tictactoe".to_owned()),
            position: Some(position.to_owned()),
            ..SessionFile::tree("", options)
        };
        lecture_frame(&session(&format!("ttt-mtdf-{step}"), file, step), &[])
    };
    // The last step of pass 1, then pass 2's first steps down its first
    // line to a leaf.
    let end = ends[0];
    let Some(before) = frame_at(end) else {
        return;
    };
    let before = node_rects(&before);
    assert!(before.len() > 5, "pass 1 draws its tree: {before:?}");
    let mut compared = 0;
    for step in [end + 1, end + 3, end + 5] {
        let Some(after) = frame_at(step) else {
            return;
        };
        let after = node_rects(&after);
        let shared: Vec<&String> = after
            .keys()
            .filter(|path| before.contains_key(*path))
            .collect();
        compared += shared.len();
        for path in shared {
            let (was, is) = (before[path], after[path]);
            assert!(
                was.iter().zip(is).all(|(a, b)| (a - b).abs() < 0.5),
                "node {path:?} moved from {was:?} at step {end} (pass 1) to {is:?} at step {step} (pass 2)"
            );
        }
    }
    // The root each time, and the first line's nodes below it.
    assert!(
        compared > 5,
        "pass 2's first steps share few nodes with pass 1: {compared}"
    );
}

#[test]
fn quiescence_keeps_the_horizon_capture_in_view_when_backed_up_and_at_the_end() {
    let fen = "6k1/8/3p4/4p3/8/8/7Q/6K1 w - - 0 1";
    let options = OptionsFields {
        depth: 1,
        quiescence: true,
        ..OptionsFields::default()
    };
    let lines = trace(&["--fen", fen, "--depth", "1", "--quiescence"]);
    // The root weighing Qxe5's value (the search is back at the root),
    // and the end.
    let backed_up = lines
        .iter()
        .find(|line| {
            line.event == "backup" && line.path == "root" && line.details.starts_with("← Qxe5 ")
        })
        .expect("the root backs up Qxe5");
    let last = lines.last().expect("the search ends");
    let best = last
        .details
        .split("best move ")
        .nth(1)
        .expect("the end names the best move");
    for step in [backed_up.step, last.step] {
        let path = session(
            &format!("quiescence-lesson-{step}"),
            SessionFile::chess(fen, options.clone()),
            step,
        );
        let Some(frame) = lecture_frame(&path, &[]) else {
            return;
        };
        let what = format!("quiescence step {step}");
        assert_readable(&frame, &what);
        assert_in_view(&frame, "root", "node", &what);
        // The horizon capture and the recapture quiescence found, open.
        assert_in_view(&frame, "Qxe5", "node", &what);
        assert_in_view(&frame, "Qxe5 dxe5", "node", &what);
        if step == last.step {
            assert_in_view(&frame, best, "node", &what);
        }
    }
}

/// The leaves of the `classic` tree and their values.
const CLASSIC_LEAVES: [(&str, &str); 9] = [
    ("1 1", "3"),
    ("1 2", "12"),
    ("1 3", "8"),
    ("2 1", "2"),
    ("2 2", "4"),
    ("2 3", "6"),
    ("3 1", "14"),
    ("3 2", "5"),
    ("3 3", "2"),
];

/// `classic` at its cutoff (step 18), 1280×720 lecture mode, with the
/// tree's size `text_scale` (A+ pressed, as a session file keeps it) and
/// the window's `flags` (`--zoom 120`: Ctrl + pressed twice).
fn classic_zoomed(name: &str, text_scale: f32, flags: &[&str]) -> Option<Frame> {
    classic_zoomed_at(name, SIZE, text_scale, flags)
}

/// [`classic_zoomed`] with the window `size`.
fn classic_zoomed_at(name: &str, size: &str, text_scale: f32, flags: &[&str]) -> Option<Frame> {
    let mut file = SessionFile::tree("classic", OptionsFields::default());
    file.view.text_scale = text_scale;
    let mut all = vec!["--lecture"];
    all.extend_from_slice(flags);
    frame(&session(name, file, 18), size, &all)
}

/// The tree's size its toolbar says it is drawn at (`115%`), as a factor.
fn drawn_size(frame: &Frame) -> f32 {
    frame
        .texts
        .iter()
        .filter(|text| text.area == "toolbar")
        .find_map(|text| text.text.strip_suffix('%')?.parse::<f32>().ok())
        .map_or_else(
            || panic!("no size is shown by the tree's toolbar"),
            |percent| percent / 100.0,
        )
}

/// The vertical middle of the first text saying `text` in `area`.
fn row_of(frame: &Frame, area: &str, text: &str) -> f32 {
    frame
        .texts
        .iter()
        .find(|drawn| drawn.area == area && drawn.text == text)
        .map_or_else(
            || panic!("{text:?} is not drawn in the {area}"),
            |drawn| f32::midpoint(drawn.rect[1], drawn.rect[3]),
        )
}

/// The box of the drawn `node` item at `path`.
fn node_rect(frame: &Frame, path: &str) -> [f32; 4] {
    frame
        .tree
        .as_ref()
        .and_then(|tree| {
            tree.items
                .iter()
                .find(|item| item.path == path && item.kind == "node")
        })
        .map_or_else(|| panic!("no node {path:?} is drawn"), |item| item.rect)
}

/// The lecturer's controls not on their one row: the stepping buttons with
/// play and its speed, and the tree's own.
fn controls_off_their_row(frame: &Frame) -> Vec<String> {
    let mut faults = Vec::new();
    for (first, rest) in [
        ("⏮ Restart", &["Run to end ⏭", "▶ Play", "Speed"][..]),
        ("Outline", &["A+", "Whole tree"][..]),
    ] {
        let row = row_of(frame, "toolbar", first);
        for text in rest {
            if (row_of(frame, "toolbar", text) - row).abs() > 8.0 {
                faults.push(format!("{text:?} is not on the row of {first:?}"));
            }
        }
    }
    faults
}

/// The node at `path` in `tree`, if it is drawn whole inside the viewport.
fn node_in_view<'a>(tree: &'a Tree, path: &str) -> Option<&'a Item> {
    tree.items
        .iter()
        .find(|item| item.path == path && item.kind == "node")
        .filter(|item| inside(item.rect, tree.viewport))
}

/// The inner nodes of `classic` at step 18 seen whole whose value is not
/// drawn inside their shape (A+ ×3 put MIN 1's 3 and MIN 2's ≤2 beside
/// them).
fn inner_values_off_their_nodes(frame: &Frame) -> Vec<String> {
    let tree = frame.tree.as_ref().expect("a tree is drawn");
    let mut faults = Vec::new();
    for (path, value) in [("root", "≥3"), ("1", "3"), ("2", "≤2")] {
        let Some(node) = node_in_view(tree, path) else {
            continue;
        };
        let held = frame.texts.iter().any(|text| {
            let centre = [
                f32::midpoint(text.rect[0], text.rect[2]),
                f32::midpoint(text.rect[1], text.rect[3]),
            ];
            text.area == "tree"
                && text.text == value
                && inside([centre[0], centre[1], centre[0], centre[1]], node.rect)
        });
        if !held {
            faults.push(format!(
                "the node {path} at {:?} does not hold {value}",
                node.rect
            ));
        }
    }
    faults
}

/// How much larger than at 100 % the tree of `frame` is on screen: A+
/// (`text_scale` asked) holds at least 110 %; Ctrl + ×2 (`window_zoomed`,
/// 120 %) enlarges the panes too, so the tree's own size gives way, never
/// below what 100 % draws on screen.
fn larger_on_screen(frame: &Frame, text_scale: f32, window_zoomed: bool, what: &str) -> f32 {
    let drawn = drawn_size(frame);
    if window_zoomed {
        assert!(
            drawn * 1.2 >= 1.0 - 1e-3 && drawn <= 1.0 + 1e-3,
            "{what}: the tree is drawn at {drawn}"
        );
        drawn * 1.2
    } else {
        assert!(
            (1.1..=text_scale + 1e-3).contains(&drawn),
            "{what}: the tree is drawn at {drawn}"
        );
        drawn
    }
}

#[test]
fn presenter_zoom_enlarges_the_cutoff_and_keeps_every_label_on_its_node() {
    let Some(plain) = classic_zoomed("classic-100", 1.0, &[]) else {
        return;
    };
    let plain_text = plain
        .texts
        .iter()
        .filter(|text| text.area == "tree")
        .map(|text| text.px)
        .fold(f32::MAX, f32::min);
    let plain_node = node_rect(&plain, "2");
    let cutoff_side = |frame: &Frame| {
        let node = node_rect(frame, "2");
        let label = frame
            .texts
            .iter()
            .find(|text| text.area == "tree" && text.text == "α-cutoff")
            .map(|text| text.rect);
        label.map(|label| label[0] >= f32::midpoint(node[0], node[2]))
    };
    let plain_side = cutoff_side(&plain);
    assert!(plain_side.is_some(), "α-cutoff is drawn at 100 %");
    // A+ three times (160 % asked: as large as keeps the root in view),
    // then Ctrl + twice (120 %).
    for (what, text_scale, flags) in [
        ("A+ ×3", 1.6, &[][..]),
        ("Ctrl + ×2", 1.0, &["--zoom", "120"][..]),
    ] {
        let Some(frame) = classic_zoomed(
            &format!("classic-{text_scale}-{}", flags.len()),
            text_scale,
            flags,
        ) else {
            return;
        };
        let what = format!("classic step 18, {what}");
        let larger = larger_on_screen(&frame, text_scale, !flags.is_empty(), &what);
        // The root scrolled off the canvas at 160 % and at Ctrl + ×2.
        assert_in_view(&frame, "root", "node", &what);
        // Points to pixels: the window is 1280 pixels wide.
        let pixels = 1280.0 / frame.size[0];
        let mut faults = controls_off_their_row(&frame);
        // Larger: the text on the tree and the cut node's shape.
        for text in frame.texts.iter().filter(|text| text.area == "tree") {
            if text.px < plain_text * larger - 0.5 {
                faults.push(format!(
                    "{:?} is {} px, not {larger} × {plain_text} px",
                    text.text, text.px
                ));
            }
            if text.elided {
                faults.push(format!("{:?} is elided", text.text));
            }
        }
        let node = node_rect(&frame, "2");
        if (node[2] - node[0]) * pixels < (plain_node[2] - plain_node[0]) * (larger - 0.05) {
            faults.push(format!(
                "the cut node {node:?} is not larger than at 100 % ({plain_node:?})"
            ));
        }
        // Every leaf seen whole holds its value, whole, inside its shape.
        let tree = frame.tree.as_ref().expect("a tree is drawn");
        for (path, value) in CLASSIC_LEAVES {
            let Some(leaf) = node_in_view(tree, path) else {
                continue;
            };
            let held = frame.texts.iter().any(|text| {
                text.area == "tree"
                    && text.text == value
                    && inside(text.rect, leaf.rect)
                    && inside(text.rect, text.clip)
            });
            if !held {
                faults.push(format!(
                    "the leaf {path} at {:?} does not hold {value}",
                    leaf.rect
                ));
            }
        }
        faults.extend(inner_values_off_their_nodes(&frame));
        // The cutoff's labels are all there, whole, in view; α-cutoff on
        // the side of its node it has at 100 %.
        for label in ["α-cutoff", "≤2", "[3, 2]", "4", "6"] {
            let whole = frame.texts.iter().any(|text| {
                text.area == "tree"
                    && text.text == label
                    && inside(text.rect, text.clip)
                    && inside(text.rect, tree.viewport)
            });
            if !whole {
                faults.push(format!("{label:?} is not drawn whole in view"));
            }
        }
        if cutoff_side(&frame) != plain_side {
            faults.push("α-cutoff changed sides of its node".to_owned());
        }
        assert!(faults.is_empty(), "{what}:\n{}", faults.join("\n"));
        assert_cutoff_in_view(&frame, "2", "2 1", &what);
    }
}

#[test]
fn presenter_zoom_with_both_side_panels_open_keeps_the_cutoff_whole() {
    // Ctrl + ×2 at 1280×720 with the board panel and the inspector open:
    // the tree kept a third of the window, its toolbar wrapped, the root
    // left the canvas and the values left their nodes.
    let Some(frame) = classic_zoomed(
        "classic-both-panels",
        1.0,
        &["--zoom", "120", "--panels", "position,inspector"],
    ) else {
        return;
    };
    let what = "classic step 18, Ctrl + ×2, both side panels open";
    assert!(
        frame.texts.iter().any(|text| text.area == "board")
            && frame.texts.iter().any(|text| text.area == "inspector"),
        "{what}: both side panels are open"
    );
    assert_readable(&frame, what);
    assert_in_view(&frame, "root", "node", what);
    assert_cutoff_in_view(&frame, "2", "2 1", what);
    let mut faults = controls_off_their_row(&frame);
    faults.extend(inner_values_off_their_nodes(&frame));
    assert!(faults.is_empty(), "{what}:\n{}", faults.join("\n"));
    // The inspector breaks no word: "MIN (minimises)" in two rows at most.
    let rows = inspector_rows(&frame, "MIN (");
    assert!(
        rows < 2.2,
        "{what}: \"MIN (minimises)\" takes {rows:.1} rows"
    );
}

#[test]
fn presenter_zoom_keeps_the_size_asked_where_the_root_fits() {
    // 1920×1080: A+ ×3 is drawn at the 160 % asked, with the root in view.
    let Some(zoomed) = classic_zoomed_at("classic-1920-a3", "1920x1080", 1.6, &[]) else {
        return;
    };
    let what = "classic step 18 at 1920×1080, A+ ×3";
    assert!(
        (drawn_size(&zoomed) - 1.6).abs() < 1e-3,
        "{what}: drawn at {}",
        drawn_size(&zoomed)
    );
    assert_in_view(&zoomed, "root", "node", what);
    assert_cutoff_in_view(&zoomed, "2", "2 1", what);
    // Ctrl + ×2 there keeps the tree at its 100 %: 120 % on screen.
    let Some(zoomed) =
        classic_zoomed_at("classic-1920-ctrl2", "1920x1080", 1.0, &["--zoom", "120"])
    else {
        return;
    };
    let what = "classic step 18 at 1920×1080, Ctrl + ×2";
    assert!(
        (drawn_size(&zoomed) - 1.0).abs() < 1e-3,
        "{what}: drawn at {}",
        drawn_size(&zoomed)
    );
    assert_in_view(&zoomed, "root", "node", what);
    assert_cutoff_in_view(&zoomed, "2", "2 1", what);
}

#[test]
fn the_inspector_wraps_its_text_at_1920_in_lecture_mode() {
    // The inspector and its statistics at a pass of MTD(f): lecture
    // mode's text wraps at the panel's edge ("Pass 2 of 2 (dep" was cut).
    let options = OptionsFields {
        algo: Some("mtdf".to_owned()),
        ..OptionsFields::default()
    };
    let path = session("mtdf-inspector", SessionFile::tree("classic", options), 30);
    let Some(inspected) = frame(&path, "1920x1080", &["--lecture", "--panels", "inspector"]) else {
        return;
    };
    let texts: Vec<_> = inspected
        .texts
        .iter()
        .filter(|text| text.area == "inspector")
        .collect();
    assert!(
        texts.iter().any(|text| text.text.starts_with("2 of 2")),
        "the statistics show the pass: {texts:?}"
    );
    let cut: Vec<String> = texts
        .iter()
        .filter(|text| text.rect[2] > text.clip[2] + 0.5 && text.rect[0] < text.clip[2])
        .map(|text| format!("{:?} at {:?} in {:?}", text.text, text.rect, text.clip))
        .collect();
    assert!(
        cut.is_empty(),
        "MTD(f) step 30, inspector at 1920×1080:\n{}",
        cut.join("\n")
    );
}

#[test]
fn the_statistics_break_no_word_at_1920_in_lecture_mode() {
    // Tic-tac-toe MCTS at step 105 with the inspector open: the label
    // "Branching, nodes^(1/d)" narrowed the values' column until the
    // measured minimum read "70 / leaves / ( / measu / red)".
    let path = tic_tac_toe_mcts_session("statistics-1920", 105);
    let Some(frame) = frame(&path, "1920x1080", &["--lecture", "--panels", "inspector"]) else {
        return;
    };
    let measured = frame
        .texts
        .iter()
        .find(|text| text.area == "inspector" && text.text.ends_with("leaves (measured)"))
        .map(|text| text.text.clone())
        .expect("the statistics give the measured minimum");
    // Three words: at most two rows.
    let rows = inspector_rows(&frame, &measured);
    assert!(rows < 2.2, "{measured:?} takes {rows:.1} rows");
}

#[test]
fn the_mcts_inspector_breaks_no_word_at_1280_in_lecture_mode() {
    // At the end of tic-tac-toe MCTS the inspector shows the root's
    // counts. Its label "Results W (MAX's view)" widened the label column
    // until the player's "MAX (maximises)" broke mid-word over three rows.
    let end = tic_tac_toe_mcts_trace()
        .last()
        .expect("the search ends")
        .step;
    let Some(frame) = tic_tac_toe_mcts_frame("mcts-inspector", end, &["--panels", "inspector"])
    else {
        return;
    };
    // Two words: at most two rows.
    let rows = inspector_rows(&frame, "MAX (");
    assert!(rows < 2.2, "\"MAX (maximises)\" takes {rows:.1} rows");
}

/// How many rows the inspector's text starting with `start` takes, in rows
/// as tall as its one-word label "Ply".
fn inspector_rows(frame: &Frame, start: &str) -> f32 {
    let find = |wanted: &dyn Fn(&str) -> bool| {
        frame
            .texts
            .iter()
            .find(|text| text.area == "inspector" && wanted(&text.text))
            .map(|text| text.rect[3] - text.rect[1])
    };
    let shown = || -> Vec<&str> {
        frame
            .texts
            .iter()
            .filter(|text| text.area == "inspector")
            .map(|text| text.text.as_str())
            .collect()
    };
    let text = find(&|text| text.starts_with(start))
        .unwrap_or_else(|| panic!("no inspector text starts with {start:?}: {:?}", shown()));
    let row = find(&|text| text == "Ply").expect("the inspector shows the ply");
    text / row
}

#[test]
fn the_narration_log_shows_whole_rows_outside_lecture_mode() {
    let options = OptionsFields {
        depth: 3,
        ..OptionsFields::default()
    };
    let lines = trace(&["--fen", KIWIPETE, "--depth", "3"]);
    let (step, _, _) = first_cutoff(&lines);
    let mut file = SessionFile::chess(KIWIPETE, options);
    file.cursor.step = step;
    let path = scratch_dir("frame", "kiwipete-desk").join("kiwipete.gametree");
    std::fs::write(&path, file.to_json().expect("a session file serialises"))
        .expect("the session file is written");
    for flags in [&[][..], &["--panels", "position"][..]] {
        let Some(frame) = frame(&path, SIZE, flags) else {
            return;
        };
        let rows: Vec<_> = frame
            .texts
            .iter()
            .filter(|text| text.area == "log")
            .collect();
        assert!(
            rows.len() >= 2,
            "{flags:?}: the log shows its rows: {rows:?}"
        );
        // A row's text is cut short at its end by design, never across.
        for row in rows {
            assert!(
                row.rect[1] >= row.clip[1] - 0.5 && row.rect[3] <= row.clip[3] + 0.5,
                "{flags:?}: the log row {:?} at {:?} is cut by {:?}",
                row.text,
                row.rect,
                row.clip
            );
        }
    }
}
