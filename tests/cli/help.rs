//! The help texts against the documents (issue 33): every flag that
//! `--help` offers, for the program and each subcommand, is written in
//! `docs/CLI.md`, and every repository file a help text names exists.

use std::collections::BTreeSet;
use std::path::Path;

use crate::common::cli::gametree;

/// The help of the program and of each subcommand.
fn helps() -> Vec<(String, String)> {
    [
        &["--help"][..],
        &["analyze", "--help"],
        &["worksheet", "--help"],
        &["check", "--help"],
    ]
    .into_iter()
    .map(|args| {
        let output = gametree(args);
        assert!(output.status.success(), "{args:?}");
        (args.join(" "), String::from_utf8(output.stdout).unwrap())
    })
    .collect()
}

/// Whether `c` may continue a flag's name.
fn in_flag(c: char) -> bool {
    c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'
}

/// Every `--flag` written in `text`.
fn flags(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find("--") {
        let before = rest[..at].chars().next_back();
        let name: String = rest[at + 2..].chars().take_while(|&c| in_flag(c)).collect();
        if before.is_none_or(|c| !in_flag(c)) && name.starts_with(|c: char| c.is_ascii_lowercase())
        {
            found.insert(format!("--{name}"));
        }
        rest = &rest[at + 2 + name.len()..];
    }
    found
}

#[test]
fn every_flag_of_every_help_is_in_the_cli_document() {
    let document =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/CLI.md")).unwrap();
    let documented = flags(&document);
    let mut missing = Vec::new();
    for (command, help) in helps() {
        for flag in flags(&help) {
            if !documented.contains(&flag) {
                missing.push(format!("{command}: {flag}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "flags missing from docs/CLI.md:\n{}",
        missing.join("\n")
    );
    // The scan reads flags as a person does.
    assert_eq!(
        flags("--tree LIST, --board-svg/--board-png; a-b--c x---"),
        BTreeSet::from([
            "--tree".to_owned(),
            "--board-svg".to_owned(),
            "--board-png".to_owned()
        ])
    );
}

#[test]
fn every_file_a_help_text_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut named = Vec::new();
    for (command, help) in helps() {
        for word in help.split(|c: char| c.is_whitespace() || "(),;\"'`".contains(c)) {
            let word = word.trim_end_matches(['.', ':']);
            let is_path = ["docs/", "src/", "assets/", "examples/"]
                .iter()
                .any(|top| word.starts_with(top));
            if is_path {
                named.push((command.clone(), word.to_owned()));
            }
        }
    }
    // The help names at least the CLI's own document.
    assert!(!named.is_empty());
    let missing: Vec<String> = named
        .iter()
        .filter(|(_, path)| !root.join(path).exists())
        .map(|(command, path)| format!("{command}: {path}"))
        .collect();
    assert!(missing.is_empty(), "no such file:\n{}", missing.join("\n"));
}
