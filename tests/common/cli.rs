//! The real `gametree` binary run end to end, for the command-line tests.
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use std::process::{Command, Output};

use serde_json::Value;

/// `gametree ARGS…`, run to its end.
///
/// # Panics
/// If the binary cannot be started.
#[must_use]
pub fn gametree(args: &[&str]) -> Output {
    match english(&mut Command::new(env!("CARGO_BIN_EXE_gametree")))
        .args(args)
        .output()
    {
        Ok(output) => output,
        Err(error) => panic!("the binary does not run: {error}"),
    }
}

/// `command` with the locale of a machine that has no language of ours
/// (`LC_ALL=C`): the tests of English texts hold whatever the machine's
/// `LANG` is.
pub fn english(command: &mut Command) -> &mut Command {
    command
        .env("LC_ALL", "C")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
}

/// `gametree analyze ARGS…`.
#[must_use]
pub fn analyze(args: &[&str]) -> Output {
    let mut all = vec!["analyze"];
    all.extend_from_slice(args);
    gametree(&all)
}

/// `gametree analyze ARGS… --json`, which must succeed with nothing on
/// stderr and one JSON object on stdout.
///
/// # Panics
/// If it fails, writes to stderr or prints no JSON.
pub fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let output = analyze(&all);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.stderr.is_empty());
    match serde_json::from_slice(&output.stdout) {
        Ok(value) => value,
        Err(error) => panic!("stdout is not one JSON object: {error}"),
    }
}

/// Checks that a run succeeded, showing its stderr if it did not.
///
/// # Panics
/// If the run's exit status is not success.
pub fn ok(output: &Output) {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The one stderr line of a refusal, after checking the exit status (2),
/// that stdout is empty and that the line starts with `error: `.
///
/// # Panics
/// If any of that does not hold.
#[must_use]
pub fn usage_error(output: &Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    stderr
}

/// `args` with `--lang de` after them.
#[must_use]
pub fn in_german(args: &[&str]) -> Output {
    let mut all = args.to_vec();
    all.extend(["--lang", "de"]);
    gametree(&all)
}

/// The one stderr line of a refusal in German (`args` with `--lang de`),
/// after checking the exit status (2) and that stdout is empty.
///
/// # Panics
/// If any of that does not hold.
#[must_use]
pub fn german_refusal(args: &[&str]) -> String {
    let output = in_german(args);
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    stderr
}

/// The strings of a JSON list (`pv`, a root move's `line`).
///
/// # Panics
/// If `value` is not a list of strings.
#[must_use]
pub fn strings(value: &Value) -> Vec<&str> {
    let Some(list) = value.as_array() else {
        panic!("not a list: {value}");
    };
    list.iter()
        .map(|item| match item.as_str() {
            Some(text) => text,
            None => panic!("not a string: {item}"),
        })
        .collect()
}
