//! The command line in German (`--lang de`, or the system's locale): the
//! text of `analyze`, `worksheet` and `check` holds no English word, the
//! errors read as a German would write them, `--lang` wins over the
//! locale and refuses a language there is none of, and the JSON output,
//! an interface, is the same byte for byte in every language.

use std::path::PathBuf;
use std::process::{Command, Output};

use crate::common::cli::{english, gametree, in_german, ok};
use crate::common::english::english_words_in;
use crate::common::scratch::scratch_dir;
use crate::common::traces::{classic_trace, first_lines};

/// A mate in one for White: chess at depth 2 with one best move (no tie).
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";

/// The stdout of a run that succeeded.
fn stdout(output: &Output) -> String {
    ok(output);
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The one stderr line of a refusal (status 2, stdout empty).
fn refusal(output: &Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr.trim_end().to_owned()
}

/// Checks that `text` holds no English word and something German; the
/// flags it names (`--answer`) are the interface's, the same in every
/// language.
fn assert_german(what: &str, text: &str) {
    let said: String = text
        .split(' ')
        .filter(|word| !word.trim_start_matches('(').starts_with("--"))
        .collect::<Vec<_>>()
        .join(" ");
    let english = english_words_in(&said);
    assert!(english.is_empty(), "{what}: {english:?} in\n{text}");
    assert!(
        ["Wert", "Knoten", "Ereignis", "Arbeitsblatt"]
            .iter()
            .any(|word| text.contains(word)),
        "{what}: nothing German in\n{text}"
    );
}

/// A scratch file `name` holding `contents`.
fn scratch_file(test: &str, name: &str, contents: &str) -> PathBuf {
    let path = scratch_dir("cli-german", test).join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

#[test]
fn analyze_speaks_german_for_every_kind_of_search() {
    let runs: [&[&str]; 7] = [
        &["analyze", "--tree", "classic"],
        &["analyze", "--fen", MATE_IN_ONE, "--depth", "2"],
        &["analyze", "--fen", MATE_IN_ONE, "--depth", "3", "--id"],
        &["analyze", "--tree", "classic", "--algo", "pvs"],
        &["analyze", "--tree", "classic", "--algo", "mtdf"],
        &["analyze", "--tree", "expectimax"],
        &[
            "analyze",
            "--game",
            "tictactoe",
            "--algo",
            "mcts",
            "--iterations",
            "200",
            "--compare",
            "alphabeta",
        ],
    ];
    for args in runs {
        assert_german(&format!("{args:?}"), &stdout(&in_german(args)));
    }
    let mate = stdout(&in_german(&[
        "analyze",
        "--fen",
        MATE_IN_ONE,
        "--depth",
        "2",
    ]));
    assert!(
        mate.contains("(aus Sicht von MAX: MAX setzt matt in 1 Zug, 1 Halbzug)"),
        "{mate}"
    );
}

#[test]
fn a_worksheet_speaks_german() {
    let base = [
        "worksheet",
        "--seed",
        "3",
        "--depth",
        "3",
        "--branching",
        "2",
    ];
    assert_german("worksheet", &stdout(&in_german(&base)));
    let mut answered = base.to_vec();
    answered.extend(["--answer", "--chance"]);
    assert_german("worksheet --answer", &stdout(&in_german(&answered)));
}

#[test]
fn the_trace_checker_reports_in_german() {
    let traces = [
        ("correct", classic_trace(3, 2)),
        ("wrong-value", classic_trace(3, 5)),
        ("returned-early", classic_trace(1, 14)),
        ("stopped", first_lines(&classic_trace(3, 2), 13)),
    ];
    for (name, trace) in traces {
        let path = scratch_file("check", &format!("{name}.jsonl"), &trace);
        let path = path.to_str().unwrap();
        for extra in [&[][..], &["--cutoff", "ge"][..]] {
            let mut args = vec!["check", path];
            args.extend_from_slice(extra);
            let output = in_german(&args);
            assert!(output.stderr.is_empty(), "{name}");
            let report = String::from_utf8_lossy(&output.stdout).replace(path, "");
            assert_german(name, &report);
        }
    }
    let path = scratch_file("check", "wrong.jsonl", &classic_trace(3, 5));
    let report =
        String::from_utf8_lossy(&in_german(&["check", path.to_str().unwrap()]).stdout).into_owned();
    assert!(
        report.contains(
            "MIN bei 3 gibt bei Alpha-Beta 2 zurück, der niedrigste Wert seiner Züge; Ihre Suche hat 5 zurückgegeben."
        ),
        "{report}"
    );
}

#[test]
fn errors_read_as_a_german_writes_them() {
    assert_eq!(
        refusal(&in_german(&[
            "analyze",
            "--fen",
            "8/8/8/8/8/8/8/8 w - - 0 1"
        ])),
        "Fehler: ungültige FEN: Stellung \"8/8/8/8/8/8/8/8\": Weiß hat 0 Könige; jede Seite muss genau einen König haben"
    );
    assert_eq!(
        refusal(&in_german(&["analyze", "--fen", "xyz"])),
        "Fehler: ungültige FEN: Stellung \"xyz\" hat 1 Feld; eine FEN braucht 6 (Aufstellung, Spieler am Zug, Rochade, En passant, Halbzugzähler, Zugnummer), oder 4, wenn beide Zähler fehlen"
    );
    assert_eq!(
        refusal(&in_german(&["analyze", "--tree", "[[3,12],[2,x]]"])),
        "Fehler: ungültiger Baum: Spalte 12: erwartet wurde '[', 'max[', 'min[', 'chance[' oder eine ganze Zahl, gefunden wurde 'x'"
    );
    assert_eq!(
        refusal(&in_german(&["analyze", "--tree", "[]"])),
        "Fehler: ungültiger Baum: Spalte 1: leere Liste '[]': ein innerer Knoten braucht mindestens ein Kind"
    );
    let session = scratch_file(
        "errors",
        "empty.gametree",
        r#"{"format": "gametree-session", "version": 1}"#,
    );
    let session = session.to_str().unwrap();
    assert_eq!(
        refusal(&in_german(&["analyze", "--session", session])),
        format!(
            "Fehler: Sitzungsdatei \"{session}\": sie enthält weder „fen“ noch „tree“ noch „game“: es gibt nichts zu durchsuchen"
        )
    );
    assert_eq!(
        refusal(&in_german(&[
            "analyze", "--tree", "classic", "--step", "99"
        ])),
        "Fehler: Schritt 99 liegt hinter dem Ende dieser Suche, die 34 Schritte hat"
    );
}

/// `gametree ARGS…` with the locale `LC_ALL=locale`.
fn with_locale(locale: &str, args: &[&str]) -> Output {
    english(&mut Command::new(env!("CARGO_BIN_EXE_gametree")))
        .env("LC_ALL", locale)
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_locale_chooses_german_and_lang_wins_over_it() {
    let classic = ["analyze", "--tree", "classic"];
    let german = stdout(&with_locale("de_DE.UTF-8", &classic));
    assert!(german.starts_with("Baum  "), "{german}");
    assert_german("LC_ALL=de_DE.UTF-8", &german);
    let mut in_english = classic.to_vec();
    in_english.extend(["--lang", "en"]);
    let english = stdout(&with_locale("de_DE.UTF-8", &in_english));
    assert_eq!(english, stdout(&gametree(&classic)));
    assert!(english.starts_with("tree       "), "{english}");
    for args in [
        &["analyze", "--tree", "classic", "--lang", "xx"][..],
        &["--lang=xx"][..],
        &["worksheet", "--lang", "xx", "--seed", "1"][..],
    ] {
        assert_eq!(
            refusal(&gametree(args)),
            "error: unknown language \"xx\": the languages are de, en",
            "{args:?}"
        );
    }
    assert_eq!(
        refusal(&with_locale("de_DE.UTF-8", &["analyze", "--lang=xx"])),
        "Fehler: unbekannte Sprache \"xx\": die Sprachen sind de, en"
    );
}

#[test]
fn json_is_the_same_in_every_language() {
    let wrong = scratch_file("json", "wrong.jsonl", &classic_trace(3, 5));
    let wrong = wrong.to_str().unwrap();
    let runs: [&[&str]; 6] = [
        &["analyze", "--tree", "classic", "--json"],
        &["analyze", "--tree", "classic", "--algo", "mtdf", "--json"],
        &[
            "analyze",
            "--fen",
            MATE_IN_ONE,
            "--depth",
            "3",
            "--id",
            "--json",
        ],
        &[
            "analyze",
            "--game",
            "tictactoe",
            "--algo",
            "mcts",
            "--iterations",
            "100",
            "--json",
        ],
        &[
            "worksheet",
            "--seed",
            "3",
            "--depth",
            "3",
            "--branching",
            "2",
            "--json",
        ],
        &["check", wrong, "--json"],
    ];
    for args in runs {
        let english = gametree(args);
        let german = in_german(args);
        assert!(!english.stdout.is_empty(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&german.stdout),
            String::from_utf8_lossy(&english.stdout),
            "{args:?}"
        );
    }
}
