//! The faults a tester found by fuzzing and abuse (issue 23), each
//! reproduced through the real binary or the library: a misread bishop,
//! a byte-order mark, a named pipe, the ordering oracle out of memory, the
//! node cap under iterative deepening, a root with many moves, a session
//! file only the window refused, several games in one PGN, the length of a
//! refused PGN, a drawn root, a named pipe as an output, and /dev/null
//! opened read-write as stdout (issue 34).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::cli::{analyze, json, usage_error};
use crate::common::scratch::scratch_dir;
use gametree::input::AnyGame;
use gametree::search::SearchOptions;
use gametree::session::{Session, root_moves};
use serde_json::Value;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Writes `bytes` to `name` in a fresh directory for test `test`.
fn file(test: &str, name: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let path = scratch_dir("abuse", test).join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// `gametree ARGS…` with a deadline: a run that has not ended by then is
/// killed and the test fails (a hang).
fn within(deadline: Duration, args: &[&str]) -> Output {
    let mut child = crate::common::cli::english(&mut Command::new(env!("CARGO_BIN_EXE_gametree")))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > deadline {
            child.kill().unwrap();
            panic!("{args:?} still runs after {deadline:?}: it hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Checks that `gametree analyze ARGS…` is refused with one line saying
/// `expected`.
fn refused(args: &[&str], expected: &str) {
    let error = usage_error(&analyze(args));
    assert!(error.contains(expected), "{error}");
}

/// The `--json` of a run that may say something on stderr.
fn json_of(output: &Output) -> Value {
    assert!(output.status.success(), "{}", stderr(output));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// The FEN `gametree analyze --pgn` searches after `moves` from `fen`.
fn after(test: &str, fen: &str, moves: &str) -> Value {
    let pgn = file(test, "game.pgn", format!("[FEN \"{fen}\"]\n\n{moves} *\n"));
    json(&["--pgn", text(&pgn), "--depth", "1"])["fen"].clone()
}

#[test]
fn a_bishop_written_with_its_rank_is_a_bishop() {
    // 1. B1c2 is the bishop d1-c2, never the king b1-c2 (read as `b1c2`).
    assert_eq!(
        after("bishop", "4k3/8/8/8/8/3B4/8/1K1B4 w - - 0 1", "1. B1c2"),
        "4k3/8/8/8/8/3B4/2B5/1K6 b - - 1 1"
    );
    // Our own label, which the ambiguity error suggests, reads back.
    assert_eq!(
        after(
            "bishop-g2",
            "8/2p5/3r4/P5rq/qk3KB1/8/4P1B1/8 w - - 0 1",
            "1. B2f3"
        ),
        "8/2p5/3r4/P5rq/qk3KB1/5B2/4P3/8 b - - 1 1"
    );
}

#[test]
fn an_en_passant_capture_may_end_in_e_p() {
    let fen = "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 1";
    let captured = "4k3/8/5P2/8/8/8/8/4K3 b - - 0 1";
    assert_eq!(after("en-passant", fen, "1. exf6e.p."), captured);
    assert_eq!(after("en-passant-apart", fen, "1. exf6 e.p."), captured);
}

#[test]
fn a_byte_order_mark_is_skipped_in_pgns_and_session_files() {
    let pgn = file("bom-pgn", "game.pgn", "\u{feff}1. e4 e5 *\n");
    let report = json(&["--pgn", text(&pgn), "--depth", "1"]);
    assert_eq!(
        report["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    let session = file(
        "bom-session",
        "lesson.gametree",
        "\u{feff}{\"format\": \"gametree-session\", \"version\": 1, \"tree\": \"classic\"}\n",
    );
    assert_eq!(json(&["--session", text(&session)])["value"], 3);
}

/// Makes a named pipe at `path`.
#[cfg(unix)]
fn make_fifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_at_once() {
    let dir = scratch_dir("abuse", "fifo");
    for name in ["game.pgn", "lesson.gametree"] {
        make_fifo(&dir.join(name));
    }
    let deadline = Duration::from_secs(20);
    let pgn = dir.join("game.pgn");
    let error = usage_error(&within(deadline, &["analyze", "--pgn", text(&pgn)]));
    assert!(
        error.contains("it is a named pipe (FIFO), not a regular file"),
        "{error}"
    );
    let session = dir.join("lesson.gametree");
    let error = usage_error(&within(deadline, &["analyze", "--session", text(&session)]));
    assert!(
        error.contains("it is a named pipe (FIFO), not a regular file"),
        "{error}"
    );
}

#[cfg(unix)]
#[test]
fn an_output_that_is_a_named_pipe_is_refused_at_once() {
    let fifo = scratch_dir("abuse", "output-fifo").join("out");
    make_fifo(&fifo);
    let deadline = Duration::from_secs(20);
    let fifo = text(&fifo);
    let tree = ["analyze", "--tree", "classic"];
    let chess = ["analyze", "--depth", "1"];
    let sheet = [
        "worksheet",
        "--seed",
        "1",
        "--depth",
        "2",
        "--branching",
        "2",
    ];
    let runs: [(&[&str], &str); 8] = [
        (&tree, "--svg"),
        (&tree, "--png"),
        (&tree, "--deck"),
        (&tree, "--dot"),
        (&chess, "--board-svg"),
        (&chess, "--board-png"),
        (&sheet, "--svg"),
        (&sheet, "--pdf"),
    ];
    for (command, flag) in runs {
        let mut args = command.to_vec();
        args.extend([flag, fifo]);
        let error = usage_error(&within(deadline, &args));
        assert!(
            error.contains("it is a named pipe (FIFO), which would wait for a reader"),
            "{args:?}: {error}"
        );
    }
}

#[cfg(unix)]
#[test]
fn the_best_ordering_runs_out_of_memory_with_one_line() {
    // Under 100 MB of address space the oracle's memo outgrows what it may have.
    let output = crate::common::cli::english(&mut Command::new("sh"))
        .args([
            "-c",
            "ulimit -v 100000 && exec \"$0\" analyze --order best --depth 64 --max-nodes 100000000",
            env!("CARGO_BIN_EXE_gametree"),
        ])
        .output()
        .unwrap();
    let stderr = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: out of memory"), "{stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn the_node_cap_bounds_the_whole_of_iterative_deepening() {
    let cap = 30_000;
    let cap_text = cap.to_string();
    let args = [
        "--fen",
        KIWIPETE,
        "--id",
        "--tt",
        "--depth",
        "64",
        "--max-nodes",
        &cap_text,
    ];
    let report = json(&args);
    let iterations = report["iterations"].as_array().unwrap();
    let spent: u64 = iterations
        .iter()
        .map(|iteration| iteration["nodes"].as_u64().unwrap())
        .sum();
    assert!(spent <= cap, "{spent} nodes entered under a cap of {cap}");
    assert_eq!(report["truncated"], true);
    // The answer is the last complete depth's, not the cut one's.
    let complete = iterations
        .iter()
        .rev()
        .find(|iteration| iteration["truncated"] == false)
        .unwrap();
    assert!(complete["depth"].as_u64().unwrap() >= 2, "{report}");
    assert_eq!(report["completed_depth"], complete["depth"]);
    assert_eq!(report["value"], complete["value"]);
    assert_eq!(report["best_move"], complete["best_move"]);
    assert_eq!(report["pv"], complete["pv"]);
    let root_moves = report["root_moves"].as_array().unwrap();
    assert_eq!(
        root_moves.len(),
        48,
        "every root move of the complete depth"
    );

    let text = String::from_utf8(analyze(&args).stdout).unwrap();
    let depth = complete["depth"].as_u64().unwrap();
    assert!(
        text.contains(&format!(
            "stopped the search after depth {depth}, the last complete depth"
        )),
        "{text}"
    );
}

#[test]
#[expect(
    clippy::cast_precision_loss,
    reason = "a few thousand leaves divide a time exactly enough"
)]
fn a_wide_root_lists_its_moves_in_linear_time() {
    // The time per root move must not grow with the number of moves.
    let per_move = |leaves: usize| {
        let list: Vec<String> = (0..leaves).map(|i| (i % 97).to_string()).collect();
        let game = AnyGame::from_tree(&format!("[{}]", list.join(","))).unwrap();
        let options = game.fit_options(SearchOptions::default(), false).unwrap();
        let mut session = Session::new(game, options).unwrap();
        session.run_to_end().unwrap();
        let tree = session.tree().unwrap();
        let end = session.local_cursor();
        (0..5)
            .map(|_| {
                let start = Instant::now();
                let rows = root_moves(session.game(), tree, end);
                assert_eq!(rows.len(), leaves);
                start.elapsed().as_secs_f64() / leaves as f64
            })
            .fold(f64::INFINITY, f64::min)
    };
    let small = per_move(1_024);
    let large = per_move(65_535);
    // Linear: about the same per move; quadratic: 64 times as much. The
    // margin between them is wide because a machine under load (or a
    // cache that holds the small list and not the large one) makes the
    // times per move differ several-fold even when the work is linear.
    assert!(
        large < 12.0 * small,
        "{:.0} ns per move at 65,535 moves against {:.0} ns at 1,024",
        large * 1e9,
        small * 1e9
    );
}

#[test]
fn the_command_line_refuses_what_the_window_refuses() {
    let session = file(
        "selected",
        "lesson.gametree",
        r#"{"format": "gametree-session", "version": 1,
            "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "options": {"depth": 2},
            "cursor": {"step": 10, "selected": ["Qxz9"]}}"#,
    );
    refused(
        &["--session", text(&session)],
        "cursor.selected \"Qxz9\" is not a node of the tree at step 10",
    );
}

#[test]
fn several_games_in_one_pgn_are_named_and_picked() {
    let pgn = file(
        "games",
        "games.pgn",
        "[Event \"A\"]\n\n1. e4 e5 1-0\n\n[Event \"B\"]\n\n1. d4 d5 0-1\n\n[Event \"C\"]\n\n1. c4 *\n",
    );
    let first = analyze(&["--pgn", text(&pgn), "--depth", "1", "--json"]);
    let report = json_of(&first);
    assert_eq!(
        report["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(
        report["pgn_game"],
        serde_json::json!({"game": 1, "games": 3})
    );
    let note = stderr(&first);
    assert_eq!(note.lines().count(), 1, "{note}");
    assert!(
        note.contains("has 3 games; game 1 of 3 is searched"),
        "{note}"
    );

    let second = json_of(&analyze(&[
        "--pgn",
        text(&pgn),
        "--game-index",
        "2",
        "--depth",
        "1",
        "--json",
    ]));
    assert_eq!(
        second["fen"],
        "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(
        second["pgn_game"],
        serde_json::json!({"game": 2, "games": 3})
    );

    refused(
        &["--pgn", text(&pgn), "--game-index", "4"],
        "there is no game 4: the text has 3 games",
    );
    // One game: no note.
    let one = file("one-game", "game.pgn", "1. e4 *\n");
    let output = analyze(&["--pgn", text(&one), "--depth", "1", "--json"]);
    assert!(output.stderr.is_empty(), "{}", stderr(&output));
    assert_eq!(
        json_of(&output)["pgn_game"],
        serde_json::json!({"game": 1, "games": 1})
    );
}

#[test]
fn a_picture_path_that_cannot_be_written_is_quoted_on_one_line() {
    // Found by the `analyze` fuzz target: a NUL or a newline in the path
    // went into the error line as it was (a command line cannot hold a NUL).
    refused(
        &["--tree", "classic", "--svg", "no\nsuch/dir/tree.svg"],
        "cannot write \"no\\nsuch/dir/tree.svg\": ",
    );
}

#[test]
fn a_pgn_over_the_limit_is_not_given_a_length_it_does_not_have() {
    // 1.5 MB that are not UTF-8: each byte would become a 3-byte `�`.
    let pgn = file("long", "game.pgn", vec![0xff_u8; 1_500_000]);
    refused(
        &["--pgn", text(&pgn)],
        ": the game is longer than 1048576 bytes, the most that is read\n",
    );
}

#[test]
fn a_drawn_root_says_why_it_has_no_best_move() {
    for (fen, ending) in [
        ("8/8/4k3/8/8/4K3/8/8 w - - 0 1", "insufficient material"),
        ("8/8/4k3/8/8/4K3/8/R7 w - - 100 80", "fifty-move rule"),
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "stalemate"),
    ] {
        let output = analyze(&["--fen", fen]);
        let out = String::from_utf8(output.stdout).unwrap();
        assert!(
            out.contains(&format!(
                "best move  none (the game is over at the root: {ending})"
            )),
            "{fen}: {out}"
        );
    }
}

#[cfg(unix)]
#[test]
fn output_into_dev_null_is_never_an_error() {
    // `>/dev/null` opens it write-only; Python's `subprocess.DEVNULL`,
    // service managers and CI runners open it read-write (`1<>`).
    for redirect in [">/dev/null", "1<>/dev/null"] {
        let run = crate::common::cli::english(&mut Command::new("sh"))
            .args([
                "-c",
                &format!("exec \"$0\" analyze --tree classic {redirect}"),
                env!("CARGO_BIN_EXE_gametree"),
            ])
            .output()
            .unwrap();
        assert!(run.status.success(), "{redirect}: {}", stderr(&run));
        assert_eq!(stderr(&run), "", "{redirect}");
    }
}

/// Star1 at Pig's start, depth 4, with `bounds`, and `more` flags.
fn pig_star1(position: &str, bounds: &str, more: &[&str]) -> Output {
    let mut args = vec![
        "--game",
        "pig",
        "--position",
        position,
        "--depth",
        "4",
        "--algo",
        "star1",
        "--bounds",
        bounds,
    ];
    args.extend_from_slice(more);
    analyze(&args)
}

#[test]
fn star1_stops_at_the_first_pig_leaf_outside_its_bounds() {
    for (position, bounds) in [
        ("0-0 a", "0..1"),
        ("12-7 a+5", "5..6"),
        ("12-7 a+5", "-1..1"),
        ("12-7 a+5", "19..20"),
    ] {
        for more in [&[][..], &["--compare", "expectimax"]] {
            let error = usage_error(&pig_star1(position, bounds, more));
            assert!(error.starts_with("error: leaf "), "{error}");
            assert!(
                error.contains(&format!(
                    "lies outside the bounds {bounds}: Star1 needs every leaf within them"
                )),
                "{position} {bounds} {more:?}: {error}"
            );
            assert!(error.contains(" after "), "the leaf is named: {error}");
        }
    }
    // Bounds that hold every value give expectimax's value.
    let expectimax = json(&[
        "--game",
        "pig",
        "--position",
        "12-7 a+5",
        "--depth",
        "4",
        "--algo",
        "expectimax",
    ]);
    for bounds in ["-20..20", "-1000..1000", "-20.5..41/2"] {
        let output = pig_star1("12-7 a+5", bounds, &["--json"]);
        assert!(output.status.success(), "{bounds}: {}", stderr(&output));
        let star1: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(star1["value_text"], expectimax["value_text"], "{bounds}");
    }
}

#[test]
fn a_pig_session_file_with_wrong_star1_bounds_stops_too() {
    let session = file(
        "star1-session",
        "pig.gametree",
        r#"{"format":"gametree-session","version":1,"game":"pig","position":"12-7 a+5",
            "options":{"algo":"star1","depth":4,"bounds":"0..1"}}"#,
    );
    let error = usage_error(&analyze(&["--session", text(&session)]));
    assert!(
        error.contains("lies outside the bounds 0..1: Star1 needs every leaf within them"),
        "{error}"
    );
}

#[test]
fn star1_takes_every_well_formed_bound_that_holds_the_values() {
    let expectimax = json(&["--tree", "expectimax"]);
    assert_eq!(expectimax["value_text"], "23/3");
    for bounds in ["0..15", "-1/2..15", "0..31/2", "0.5..15", "-1000..1000"] {
        let star1 = json(&[
            "--tree",
            "expectimax",
            "--algo",
            "star1",
            "--bounds",
            bounds,
        ]);
        assert_eq!(star1["value_text"], "23/3", "{bounds}");
    }
    // Bounds that leave a leaf out, or that are empty, are still refused.
    refused(
        &[
            "--tree",
            "expectimax",
            "--algo",
            "star1",
            "--bounds",
            "3..15",
        ],
        "lies outside the bounds 3..15",
    );
    refused(
        &[
            "--tree",
            "expectimax",
            "--algo",
            "star1",
            "--bounds",
            "5..5",
        ],
        "low below high",
    );
}
