//! Session files in the core: a save then an open gives the same tree,
//! step, selection and options (chess, a textbook tree, iterative
//! deepening); every kind of bad file is refused with its own message; and
//! a save that fails part-way leaves the previous file intact.

use crate::common::scratch::scratch_dir;
use std::path::{Path, PathBuf};

use gametree::chess::{EvalKind, START_FEN};
use gametree::input::{AnyGame, GameKind};
use gametree::search::{Algorithm, MoveOrdering, SearchOptions};
use gametree::session::{Session, follow_path};
use gametree::session_file::{
    self, MAX_FILE_BYTES, OptionsFields, SessionFile, SessionFileError, ZoomPan,
};
use gametree::tree::NodeAt;
use petgraph::graph::NodeIndex;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

/// A fresh, empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    scratch_dir("session-file", name)
}

/// What a person sees of a session: the cursor, the number of nodes and
/// every node as it stands at the cursor, in the iteration shown.
fn seen(session: &Session<AnyGame>) -> (u64, usize, usize, Vec<Option<NodeAt>>) {
    let tree = session.tree().unwrap();
    let local = session.local_cursor();
    let nodes = (0..tree.len())
        .map(|index| tree.node_at(NodeIndex::new(index), local))
        .collect();
    (session.cursor(), session.pass_index(), tree.len(), nodes)
}

fn labels(path: &[&str]) -> Vec<String> {
    path.iter().map(|&label| label.to_owned()).collect()
}

/// Builds the session `file` describes (as a person would: search, go to
/// the step), saves it, opens it again, and checks that what is seen, the
/// options and the picked node are the same.
fn round_trip(name: &str, file: &SessionFile) {
    let (before, picked) = file.prepare().unwrap().session().unwrap();
    assert_eq!(before.cursor(), file.cursor.step, "{name}: the step exists");
    let path = scratch(name).join("lecture.gametree");
    session_file::save(&path, file).unwrap();

    let loaded = session_file::load(&path).unwrap();
    assert_eq!(&loaded, file, "{name}: every field comes back");
    let prepared = loaded.prepare().unwrap();
    let (after, picked_after) = prepared.session().unwrap();
    assert_eq!(
        seen(&after),
        seen(&before),
        "{name}: the same tree at the same step"
    );
    assert_eq!(after.options(), before.options(), "{name}");
    assert_eq!(
        picked_after.map(|node| after.path_labels(node)),
        picked.map(|node| before.path_labels(node)),
        "{name}: the same node picked"
    );
    assert_eq!(
        picked_after.map(|node| after.path_labels(node)),
        file.cursor.selected,
        "{name}"
    );
}

#[test]
fn a_chess_session_round_trips() {
    let options = SearchOptions {
        depth: 2,
        ordering: MoveOrdering::Captures,
        transposition_table: true,
        ..SearchOptions::default()
    };
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let mut file = SessionFile::chess(fen, OptionsFields::of(&options, EvalKind::Pst));
    file.cursor.step = 40;
    file.cursor.selected = Some(labels(&["Qxf7#"]));
    file.view.zoom_pan = Some(ZoomPan {
        origin: [12.5, -40.0],
        scale: [30.0, 90.0],
    });
    file.view.text_scale = 1.4;
    file.view.board_flipped = true;
    file.teaching.lecture = true;
    file.teaching.knuth_types = true;
    round_trip("chess", &file);
}

#[test]
fn tic_tac_toe_and_connect_four_sessions_round_trip_as_game_and_position() {
    let options = SearchOptions {
        depth: 4,
        ..SearchOptions::default()
    };
    let fields = OptionsFields::of(&options, EvalKind::Material);
    let game = AnyGame::from_position(GameKind::ConnectFour, "4453", EvalKind::Material).unwrap();
    let mut file = SessionFile::for_game(&game, fields.clone());
    assert_eq!(file.game.as_deref(), Some("connect4"));
    assert_eq!(file.position.as_deref(), Some("4453"));
    assert_eq!((file.fen.as_ref(), file.tree.as_ref()), (None, None));
    file.cursor.step = 30;
    file.cursor.selected = Some(labels(&["1"]));
    round_trip("connect4", &file);

    let game =
        AnyGame::from_position(GameKind::TicTacToe, "x...o....", EvalKind::Material).unwrap();
    let mut file = SessionFile::for_game(&game, fields);
    let text = file.to_json().unwrap();
    assert!(text.contains("\"game\": \"tictactoe\""), "{text}");
    assert!(text.contains("\"position\": \"x...o....\""), "{text}");
    file.cursor.step = 12;
    round_trip("tictactoe", &file);
}

#[test]
fn a_file_written_before_games_existed_still_opens() {
    let old = r#"{"format":"gametree-session","version":1,"tree":"[[3,12,8],[2,4,6],[14,5,2]]","cursor":{"step":5}}"#;
    let (session, _) = session_file::parse(old)
        .unwrap()
        .prepare()
        .unwrap()
        .session()
        .unwrap();
    assert_eq!(session.cursor(), 5);
}

#[test]
fn an_edited_textbook_tree_round_trips_with_its_edit() {
    // The classic tree with its first leaf edited from 3 to 7.
    let edited = "[[7,12,8],[2,4,6],[14,5,2]]";
    let options = SearchOptions {
        algorithm: Algorithm::Minimax,
        ..SearchOptions::default()
    };
    let mut file = SessionFile::tree(edited, OptionsFields::of(&options, EvalKind::Material));
    file.cursor.step = 19;
    file.cursor.selected = Some(labels(&["1", "1"]));
    file.teaching.skipped_values = true;
    round_trip("tree", &file);
    let (session, _) = file.prepare().unwrap().session().unwrap();
    let AnyGame::Tree(tree) = session.game() else {
        panic!("a tree");
    };
    assert_eq!(tree.to_list_string(), edited);
}

#[test]
fn iterative_deepening_round_trips_inside_a_later_iteration() {
    let options = SearchOptions {
        depth: 3,
        iterative_deepening: true,
        ..SearchOptions::default()
    };
    let mut file = SessionFile::chess(START_FEN, OptionsFields::of(&options, EvalKind::Material));
    // Past depth 1 (20 root moves, about 62 steps): inside depth 2.
    file.cursor.step = 150;
    let (session, _) = file.prepare().unwrap().session().unwrap();
    assert!(session.pass_index() >= 1, "{}", session.pass_index());
    file.cursor.selected = Some(labels(&["a3"]));
    round_trip("deepening", &file);
}

#[test]
fn a_built_in_tree_name_opens_as_its_list() {
    let text = r#"{"format": "gametree-session", "version": 1, "tree": "classic"}"#;
    let prepared = session_file::parse(text).unwrap().prepare().unwrap();
    assert_eq!(
        prepared.searched,
        session_file::Searched::Tree(CLASSIC.to_owned())
    );
    assert_eq!(
        prepared.options.depth, 2,
        "a tree is searched to its leaves"
    );
}

/// A valid file's text with `edit` applied to its JSON.
fn edited(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut file = SessionFile::tree(CLASSIC, OptionsFields::default());
    file.cursor.step = 19;
    let mut value = serde_json::to_value(&file).unwrap();
    edit(&mut value);
    value.to_string()
}

/// The message of the error opening `text` gives, checked to be one line.
fn refusal(text: &str) -> String {
    let result = session_file::parse(text)
        .and_then(|file| file.prepare())
        .and_then(|prepared| prepared.session().map(|_| ()));
    let message = result.expect_err("the file is refused").to_string();
    assert!(!message.contains('\n'), "{message}");
    message
}

/// A bad case: its name, the file's text, and what the message must say.
type BadFile = (&'static str, String, &'static str);

/// Files that are not a gametree session of this version: broken JSON, the
/// wrong format or version, unknown fields (`good` is a valid file's text).
fn bad_envelopes(good: &str) -> Vec<BadFile> {
    vec![
        (
            "truncated",
            good[..good.len() / 2].to_owned(),
            "the JSON ends too soon",
        ),
        ("not JSON", "format: gametree".to_owned(), "not valid JSON"),
        (
            "wrong format",
            edited(|v| v["format"] = "gametree-settings".into()),
            "not a gametree session: \"format\" is \"gametree-settings\"",
        ),
        (
            "no format",
            edited(|v| {
                v.as_object_mut().unwrap().remove("format");
            }),
            "\"format\" is missing",
        ),
        (
            "wrong version",
            edited(|v| v["version"] = 2.into()),
            "version 2; this gametree reads version 1",
        ),
        (
            "unknown field",
            edited(|v| v["colour"] = "red".into()),
            "unknown field `colour`",
        ),
        (
            "unknown nested field",
            edited(|v| v["options"]["speed"] = 3.into()),
            "unknown field `speed`",
        ),
    ]
}

/// Session files whose contents are refused: what is searched, the
/// options, the cursor, the view.
fn bad_contents() -> Vec<BadFile> {
    vec![
        (
            "bad FEN",
            edited(|v| {
                v.as_object_mut().unwrap().remove("tree");
                v["fen"] = "8/8/8/8/8/8/8/8 w - - 0 1".into();
            }),
            "invalid FEN",
        ),
        (
            "bad tree",
            edited(|v| v["tree"] = "[[3,12,8],[2,4,6],[14,5,2]".into()),
            "invalid tree: column 27",
        ),
        (
            "both",
            edited(|v| v["fen"] = START_FEN.into()),
            "more than one of \"fen\", \"tree\" and \"game\"",
        ),
        (
            "neither",
            edited(|v| {
                v.as_object_mut().unwrap().remove("tree");
            }),
            "none of \"fen\", \"tree\" and \"game\"",
        ),
        (
            "step beyond the end",
            edited(|v| v["cursor"]["step"] = 35.into()),
            "cursor.step 35 is beyond the end of this search, which has 34 steps",
        ),
        (
            "negative step",
            edited(|v| v["cursor"]["step"] = (-1).into()),
            "invalid value: integer `-1`",
        ),
        (
            "depth 0",
            edited(|v| v["options"]["depth"] = 0.into()),
            "options.depth 0 is out of range; it must be between 1 and 64",
        ),
        (
            "depth 65",
            edited(|v| v["options"]["depth"] = 65.into()),
            "options.depth 65 is out of range",
        ),
        (
            "node cap 0",
            edited(|v| v["options"]["max_nodes"] = 0.into()),
            "options.max_nodes is 0",
        ),
        (
            "unknown algorithm",
            edited(|v| v["options"]["algo"] = "mtd-f\n".into()),
            "options.algo: algorithm \"mtd-f\\n\" is not one of",
        ),
        (
            "selected node not in the tree",
            edited(|v| v["cursor"]["selected"] = serde_json::json!(["3", "1"])),
            "cursor.selected \"3 1\" is not a node of the tree at step 19",
        ),
        (
            "text size out of range",
            edited(|v| v["view"]["text_scale"] = 9.into()),
            "view.text_scale 9 is out of range",
        ),
        (
            "text size too large for the number it is read into",
            edited(|v| v["view"]["text_scale"] = 1e55.into()),
            "view number (at most 3.4028235e38)",
        ),
        (
            "zoom origin too large for the number it is read into",
            edited(|v| {
                v["view"]["zoom_pan"] =
                    serde_json::json!({"origin": [0.0, -1e300], "scale": [1.0, 1.0]});
            }),
            "-1e300 is too large for a view number",
        ),
        (
            "iterative deepening on a tree",
            edited(|v| v["options"]["id"] = true.into()),
            "iterative deepening needs a value at every depth",
        ),
    ]
}

/// Session files whose `game` and `position` are refused.
fn bad_games() -> Vec<BadFile> {
    vec![
        (
            "tree and game",
            edited(|v| {
                v["game"] = "connect4".into();
                v["position"] = "44".into();
            }),
            "more than one of \"fen\", \"tree\" and \"game\"",
        ),
        (
            "unknown game",
            edited(|v| {
                v.as_object_mut().unwrap().remove("tree");
                v["game"] = "go\n".into();
                v["position"] = "".into();
            }),
            "\"game\" is \"go\\n\"; it must be \"tictactoe\", \"connect4\" or \"pig\"",
        ),
        (
            "game without position",
            edited(|v| {
                v.as_object_mut().unwrap().remove("tree");
                v["game"] = "tictactoe".into();
            }),
            "\"game\" without \"position\"",
        ),
        (
            "position without game",
            edited(|v| {
                v.as_object_mut().unwrap().remove("tree");
                v["position"] = "44".into();
            }),
            "\"position\" without \"game\"",
        ),
        (
            "bad tic-tac-toe position",
            edited(|v| {
                v.as_object_mut().unwrap().remove("tree");
                v["game"] = "tictactoe".into();
                v["position"] = "xxx......".into();
            }),
            "tic-tac-toe position \"xxx......\" has too many X",
        ),
        (
            "over-full Connect Four column",
            edited(|v| {
                v.as_object_mut().unwrap().remove("tree");
                v["game"] = "connect4".into();
                v["position"] = "4444444".into();
            }),
            "over-full in column 4",
        ),
    ]
}

#[test]
fn every_kind_of_bad_file_is_refused_with_its_own_message() {
    let good = edited(|_| {});
    assert!(session_file::parse(&good).unwrap().prepare().is_ok());
    let bad = bad_envelopes(&good)
        .into_iter()
        .chain(bad_contents())
        .chain(bad_games());
    for (kind, text, expected) in bad {
        let message = refusal(&text);
        assert!(message.contains(expected), "{kind}: {message}");
    }
}

#[test]
fn a_file_that_is_not_text_is_refused() {
    let dir = scratch("binary");
    let path = dir.join("image.gametree");
    std::fs::write(&path, [0x89, b'P', b'N', b'G', 0xff, 0xfe]).unwrap();
    let error = session_file::load(&path).unwrap_err();
    assert!(matches!(error, SessionFileError::NotText), "{error}");
}

#[test]
fn a_one_gigabyte_file_is_refused_without_reading_it() {
    let dir = scratch("huge");
    let path = dir.join("huge.gametree");
    // A sparse file: 1 GB long, nothing written, so the test is cheap.
    std::fs::File::create(&path)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let error = session_file::load(&path).unwrap_err();
    assert!(matches!(error, SessionFileError::TooLarge), "{error}");
    assert!(error.to_string().contains("larger than 16 MiB"), "{error}");
    // A reader with no end stops at the limit too (a pipe, a device).
    let endless = std::io::repeat(b' ');
    let error = session_file::read_bounded(endless).unwrap_err();
    assert!(matches!(error, SessionFileError::TooLarge), "{error}");
    let just_fits = std::io::Read::take(std::io::repeat(b' '), MAX_FILE_BYTES);
    assert!(session_file::read_bounded(just_fits).is_ok());
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_save_that_fails_part_way_leaves_the_previous_file_intact() {
    let dir = scratch("interrupted");
    let path = dir.join("lecture.gametree");
    let mut first = SessionFile::tree(CLASSIC, OptionsFields::default());
    first.cursor.step = 19;
    session_file::save(&path, &first).unwrap();
    let before = std::fs::read_to_string(&path).unwrap();

    let mut second = first.clone();
    second.cursor.step = 3;
    let text = second.to_json().unwrap();
    // The disk fills up after half of the new file is written.
    let result = session_file::write_atomic(&path, text.as_bytes(), |sink, bytes| {
        sink.write_all(&bytes[..bytes.len() / 2])?;
        Err(std::io::Error::new(
            std::io::ErrorKind::StorageFull,
            "no space left on device",
        ))
    });
    let error = result.unwrap_err();
    assert!(
        error.to_string().contains("no space left on device")
            && error
                .to_string()
                .contains("any previous file there is unchanged"),
        "{error}"
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        before,
        "the old file is intact"
    );
    assert_eq!(
        files_in(&dir),
        ["lecture.gametree"],
        "no temporary file is left"
    );
    assert_eq!(session_file::load(&path).unwrap().cursor.step, 19);

    // The same save without the failure replaces the file.
    session_file::save(&path, &second).unwrap();
    assert_eq!(session_file::load(&path).unwrap().cursor.step, 3);
    assert_eq!(files_in(&dir), ["lecture.gametree"]);
}

#[test]
fn the_picked_node_is_found_by_its_moves() {
    let game = AnyGame::from_tree(CLASSIC).unwrap();
    let options = game.fit_options(SearchOptions::default(), false).unwrap();
    let mut session = Session::new(game, options).unwrap();
    session.run_to_end().unwrap();
    let tree = session.tree().unwrap();
    let (node, whole) = follow_path(session.game(), tree, &labels(&["2", "1"])).unwrap();
    assert!(whole);
    assert_eq!(session.path_labels(node), ["2", "1"]);
    let (_, whole) = follow_path(session.game(), tree, &labels(&["2", "9"])).unwrap();
    assert!(!whole);
}

#[test]
fn a_number_json_cannot_hold_is_never_written() {
    let mut file = SessionFile::tree(CLASSIC, OptionsFields::default());
    file.view.text_scale = f32::INFINITY;
    let error = file.to_json().unwrap_err();
    assert!(
        error
            .to_string()
            .contains("inf is not a number JSON can hold"),
        "{error}"
    );
    file.view.text_scale = 1.0;
    file.view.zoom_pan = Some(ZoomPan {
        origin: [f32::NAN, 0.0],
        scale: [1.0, 1.0],
    });
    assert!(file.to_json().is_err());
    let dir = scratch("non-finite");
    let path = dir.join("lesson.gametree");
    assert!(session_file::save(&path, &file).is_err());
    assert!(files_in(&dir).is_empty(), "nothing is written");
}

#[cfg(unix)]
#[test]
fn a_save_writes_through_a_symbolic_link_and_keeps_the_mode() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = scratch("through-link");
    let lessons = dir.join("lessons");
    std::fs::create_dir(&lessons).unwrap();
    let target = lessons.join("real.gametree");
    let first = SessionFile::tree(CLASSIC, OptionsFields::default());
    session_file::save(&target, &first).unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.join("lesson.gametree");
    std::os::unix::fs::symlink("lessons/real.gametree", &link).unwrap();

    let mut second = first.clone();
    second.cursor.step = 7;
    session_file::save(&link, &second).unwrap();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link stays a link"
    );
    assert_eq!(session_file::load(&target).unwrap().cursor.step, 7);
    let mode = std::fs::metadata(&target).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "the file replaced keeps its mode");
    assert_eq!(
        files_in(&lessons),
        ["real.gametree"],
        "written beside the target"
    );
    assert_eq!(files_in(&dir), ["lesson.gametree", "lessons"]);
}

#[cfg(unix)]
#[test]
fn a_save_refuses_what_is_not_a_writable_regular_file() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = scratch("refused");
    let file = SessionFile::tree(CLASSIC, OptionsFields::default());

    let read_only = dir.join("read-only.gametree");
    std::fs::write(&read_only, "kept").unwrap();
    std::fs::set_permissions(&read_only, std::fs::Permissions::from_mode(0o444)).unwrap();
    let error = session_file::save(&read_only, &file).unwrap_err();
    assert_eq!(
        error.to_string(),
        "cannot write it: it is read-only; any previous file there is unchanged"
    );
    assert_eq!(std::fs::read_to_string(&read_only).unwrap(), "kept");

    let fifo = dir.join("pipe.gametree");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let error = session_file::save(&fifo, &file).unwrap_err();
    assert_eq!(
        error.to_string(),
        "cannot write it: it is a named pipe (FIFO), not a regular file; any previous file there is unchanged"
    );
    assert!(std::os::unix::fs::FileTypeExt::is_fifo(
        &std::fs::symlink_metadata(&fifo).unwrap().file_type()
    ));

    let folder = dir.join("folder.gametree");
    std::fs::create_dir(&folder).unwrap();
    let error = session_file::save(&folder, &file).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("it is a directory, not a regular file"),
        "{error}"
    );
    assert_eq!(
        files_in(&dir),
        ["folder.gametree", "pipe.gametree", "read-only.gametree"],
        "nothing replaced, no temporary file left"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn a_save_removes_the_temporary_files_a_crash_left() {
    let dir = scratch("stale");
    let path = dir.join("lecture.gametree");
    // A crash mid-save left these: one from a process that no longer runs
    // (no process number is that high), one of ours from two hours ago.
    let gone = dir.join(".lecture.gametree.4294967295-0.tmp");
    std::fs::write(&gone, "half a file").unwrap();
    let old = dir.join(format!(".lecture.gametree.{}-99.tmp", std::process::id()));
    std::fs::File::create(&old)
        .unwrap()
        .set_modified(std::time::SystemTime::now() - std::time::Duration::from_hours(2))
        .unwrap();
    // Not ours to remove: another file's temporary file, and a fresh one.
    let other = dir.join(".notes.gametree.4294967295-0.tmp");
    std::fs::write(&other, "").unwrap();
    let fresh = dir.join(format!(".lecture.gametree.{}-98.tmp", std::process::id()));
    std::fs::write(&fresh, "").unwrap();

    session_file::save(&path, &SessionFile::tree(CLASSIC, OptionsFields::default())).unwrap();
    let fresh_name = format!(".lecture.gametree.{}-98.tmp", std::process::id());
    let mut expected = vec![
        fresh_name.as_str(),
        ".notes.gametree.4294967295-0.tmp",
        "lecture.gametree",
    ];
    expected.sort_unstable();
    assert_eq!(files_in(&dir), expected);
}

/// A session file with `options` (JSON) over what `searched` (JSON fields)
/// names.
fn file_with(searched: &str, options: &str) -> String {
    format!(r#"{{"format":"gametree-session","version":1,{searched},"options":{options}}}"#)
}

#[test]
fn a_game_with_chance_nodes_is_searched_by_expectimax_when_the_file_names_no_algorithm() {
    for searched in [
        r#""game":"pig","position":"12-7 a+5""#,
        r#""tree":"expectimax""#,
    ] {
        let text = file_with(searched, "{}");
        let prepared = session_file::parse(&text).unwrap().prepare().unwrap();
        assert_eq!(
            prepared.options.algorithm,
            Algorithm::Expectimax,
            "{searched}"
        );
        let (session, _) = prepared.session().unwrap();
        assert_eq!(session.options().algorithm, Algorithm::Expectimax);
    }
    // A file that names one keeps it, and a game without chance takes alpha-beta.
    let minimax = file_with(r#""tree":"classic""#, r#"{"algo":"minimax"}"#);
    let prepared = session_file::parse(&minimax).unwrap().prepare().unwrap();
    assert_eq!(prepared.options.algorithm, Algorithm::Minimax);
    let classic = file_with(r#""tree":"classic""#, "{}");
    let prepared = session_file::parse(&classic).unwrap().prepare().unwrap();
    assert_eq!(prepared.options.algorithm, Algorithm::AlphaBeta);
}

#[test]
fn a_file_is_held_to_the_command_lines_ranges_and_a_mistake_is_no_internal_error() {
    let classic = r#""tree":"classic""#;
    let pig = r#""game":"pig","position":"12-7 a+5""#;
    let cases = [
        (
            classic,
            r#"{"algo":"aspiration","guess":2147483647}"#,
            "options.guess 2147483647 is out of range; it must be between -100000 and 100000",
        ),
        (
            classic,
            r#"{"algo":"mtdf","guess":-100001}"#,
            "options.guess -100001 is out of range",
        ),
        (
            classic,
            r#"{"algo":"aspiration","window":0}"#,
            "options.window 0 is out of range; it must be between 1 and 100000",
        ),
        (
            classic,
            r#"{"window":-1}"#,
            "options.window -1 is out of range",
        ),
        (
            classic,
            r#"{"window":100001}"#,
            "options.window 100001 is out of range",
        ),
        (
            classic,
            r#"{"window":-2147483648}"#,
            "options.window -2147483648 is out of range",
        ),
        (
            r#""tree":"expectimax""#,
            r#"{"algo":"star1","bounds":"0..5"}"#,
            "lies outside the bounds 0..5",
        ),
        (pig, r#"{"algo":"mcts"}"#, "mcts cannot search chance nodes"),
        (
            pig,
            r#"{"algo":"alphabeta"}"#,
            "alphabeta cannot search chance nodes",
        ),
        (pig, r#"{"depth":9}"#, "this game is searched at most"),
    ];
    for (searched, options, expected) in cases {
        let message = refusal(&file_with(searched, options));
        assert!(message.contains(expected), "{options}: {message}");
        assert!(!message.contains("internal error"), "{options}: {message}");
    }
}
