//! `--help` and clap's refusals in German (`--lang de`, before or after
//! the subcommand, or the system's locale): the help's prose and clap's
//! headings hold no English word, and a bad value, an unknown flag and a
//! number out of range are refused in German. The flags, their values and
//! the notation are the interface's, the same in every language.

use std::process::{Command, Output};

use crate::common::cli::gametree;
use crate::common::english::english_words_in;

/// The values the flags take and the subcommands' names: interfaces, not
/// prose (`--game tree`, `--slides-at key`, `--algo alphabeta`).
const INTERFACE: &[&str] = &[
    "chess",
    "tree",
    "tictactoe",
    "connect4",
    "pig",
    "natural",
    "captures",
    "seed",
    "killers",
    "history",
    "best",
    "worst",
    "random",
    "soft",
    "hard",
    "ge",
    "gt",
    "material",
    "pst",
    "auto",
    "outline",
    "fan",
    "light",
    "dark",
    "lecture",
    "lecture-dark",
    "all",
    "key",
    "cutoffs",
    "position",
    "inspector",
    "none",
    "classic",
    "uneven",
    "ties",
    "expectimax-weighted",
    "max",
    "min",
    "a4",
    "letter",
    "analyze",
    "worksheet",
    "check",
    "help",
];

/// `gametree analyze --help` run with `LANG=de_DE.UTF-8` and no `--lang`.
fn with_german_locale(args: &[&str]) -> Output {
    let output = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "de_DE.UTF-8")
        .output();
    match output {
        Ok(output) => output,
        Err(error) => panic!("the binary does not run: {error}"),
    }
}

/// The stdout of a help that was printed.
fn help(output: &Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// The prose of a help: without the flags, the placeholders (`FILE`,
/// `<N>`), what is quoted as written (`` `[FEN "…"]` ``, file names) and
/// the lines `--algo` gives each algorithm's title on (another slice
/// translates the titles).
fn prose(text: &str) -> String {
    text.lines()
        .filter(|line| {
            let line = line.trim_start();
            line.split_once(": ")
                .is_none_or(|(name, _)| name.parse::<gametree::search::Algorithm>().is_err())
        })
        .flat_map(|line| line.split([' ', '(', ')', ',', ';', '[', ']', '`', '"']))
        .filter(|word| {
            let word = word.trim_matches(['„', '“', ':', '.']);
            !word.starts_with('-')
                && !word.contains(['.', '/', '<', '*'])
                && !word.chars().any(|c| {
                    c.is_ascii_uppercase() && word.len() > 1 && word == word.to_uppercase()
                })
                && !INTERFACE.contains(&word)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks that `text` is German: no English word in its prose, and clap's
/// headings in German.
fn assert_german_help(what: &str, text: &str) {
    let english = english_words_in(&prose(text));
    assert!(english.is_empty(), "{what}: {english:?} in\n{text}");
    for heading in ["Aufruf: gametree", "Optionen:", "[OPTIONEN]"] {
        assert!(text.contains(heading), "{what}: no {heading:?} in\n{text}");
    }
    for english in [
        "Usage:",
        "Options:",
        "[default:",
        "[possible values:",
        "Print help",
    ] {
        assert!(!text.contains(english), "{what}: {english:?} in\n{text}");
    }
}

#[test]
fn analyze_help_is_german_with_lang_before_the_subcommand_and_with_the_locale() {
    let before = help(&gametree(&["--lang", "de", "analyze", "--help"]));
    let locale = help(&with_german_locale(&["analyze", "--help"]));
    let after = help(&gametree(&["analyze", "--help", "--lang", "de"]));
    assert_eq!(before, locale);
    assert_eq!(before, after);
    assert_german_help("analyze --help", &before);
    assert!(
        before.contains("          Eine Transpositionstabelle verwenden\n"),
        "{before}"
    );
    assert!(before.contains("Zugsortierung: natural, captures, seed, killers, history, best, worst oder random:SEED [Standard: natural]"), "{before}");
    let short = help(&gametree(&["--lang", "de", "analyze", "-h"]));
    assert_german_help("analyze -h", &short);
    assert!(
        short.contains("  -h, --help                 Hilfe ausgeben (mehr mit „--help“)"),
        "{short}"
    );
}

#[test]
fn every_help_is_german() {
    for args in [
        &["--help"][..],
        &["-h"],
        &["worksheet", "--help"],
        &["check", "--help"],
    ] {
        let mut all = vec!["--lang", "de"];
        all.extend(args);
        let text = help(&gametree(&all));
        assert_german_help(&args.join(" "), &text);
    }
    let top = help(&gametree(&["--lang", "de", "--help"]));
    assert!(top.contains("Befehle:\n  analyze    Eine Stellung oder einen Baum bis zum Ende durchsuchen und das Ergebnis ausgeben\n"), "{top}");
    assert!(
        top.contains("Mögliche Werte:\n          - position:  Die Stellungsleiste links"),
        "{top}"
    );
}

/// The one stderr line of a refusal (status 2, stdout empty).
fn refusal(args: &[&str]) -> String {
    let output = with_german_locale(args);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr.trim_end().to_owned()
}

#[test]
fn clap_refuses_in_german() {
    assert_eq!(
        refusal(&["analyze", "--bogus"]),
        "Fehler: unbekanntes Argument „--bogus“"
    );
    assert_eq!(
        refusal(&["analyze", "--depth", "0"]),
        "Fehler: ungültiger Wert \"0\" für --depth <N>: 0 liegt nicht in 1..=64"
    );
    assert_eq!(
        refusal(&["analyze", "--depth", "x"]),
        "Fehler: ungültiger Wert \"x\" für --depth <N>: ungültige Ziffer in der Zahl"
    );
    assert_eq!(
        refusal(&["analyze", "--layout", "tall"]),
        "Fehler: ungültiger Wert \"tall\" für „--layout <HOW>“ [mögliche Werte: auto, outline, fan]"
    );
    assert_eq!(
        refusal(&["analyze", "--fen"]),
        "Fehler: „--fen <FEN>“ braucht einen Wert, aber es wurde keiner angegeben"
    );
    assert_eq!(
        refusal(&["--lang", "de", "worksheet", "--seed", "1"]),
        "Fehler: diese nötigen Argumente fehlen: --depth <D> --branching <B>"
    );
}
