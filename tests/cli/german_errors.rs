//! The command line's errors in German (`--lang de`): a session file that
//! breaks a rule, a file that is not there, `--bounds` that do not read and
//! an export that cannot be written say so in German, each as written here
//! by hand, with no English word in them (the flags and fields they name,
//! `--bounds`, `view.text_scale`, are the interface's).

use gametree::i18n::{self, Lang};
use gametree::quote;

use crate::common::cli::german_refusal;
use crate::common::english::english_words_in;
use crate::common::scratch::scratch_dir;

/// The one stderr line of a refusal in German (status 2, stdout empty).
fn refusal_in_german(args: &[&str]) -> String {
    let line = german_refusal(args).trim_end().to_owned();
    let said: String = line
        .split(' ')
        .filter(|word| !word.starts_with("--") && !word.starts_with("view."))
        .collect::<Vec<_>>()
        .join(" ");
    let english = english_words_in(&said);
    assert!(english.is_empty(), "{english:?} in {line}");
    line
}

/// `text` quoted as the German program quotes it (a long path is cut and
/// its length given in German).
fn quoted(text: &str) -> String {
    let _speaking = i18n::use_on_this_thread(Lang::parse("de").unwrap());
    quote::quoted(text)
}

#[test]
fn a_session_file_that_breaks_a_rule() {
    let dir = scratch_dir("cli-german-errors", "rule");
    let path = dir.join("zoom.gametree");
    std::fs::write(
        &path,
        r#"{"format": "gametree-session", "version": 1, "tree": "classic", "view": {"text_scale": 5}}"#,
    )
    .unwrap();
    let path = path.display().to_string();
    assert_eq!(
        refusal_in_german(&["analyze", "--session", &path]),
        format!(
            "Fehler: Sitzungsdatei {}: view.text_scale 5 liegt außerhalb des Bereichs; erlaubt ist 0.8 bis 2.0",
            quoted(&path)
        )
    );
}

#[test]
fn a_missing_file() {
    let dir = scratch_dir("cli-german-errors", "missing");
    let path = dir.join("fehlt.gametree").display().to_string();
    assert_eq!(
        refusal_in_german(&["analyze", "--session", &path]),
        format!(
            "Fehler: Sitzungsdatei {}: sie kann nicht gelesen werden: die Datei oder den Ordner gibt es nicht",
            quoted(&path)
        )
    );
    let folder = dir.display().to_string();
    assert_eq!(
        refusal_in_german(&["analyze", "--session", &folder]),
        format!(
            "Fehler: Sitzungsdatei {}: sie kann nicht gelesen werden: das ist ein Ordner, keine gewöhnliche Datei",
            quoted(&folder)
        )
    );
}

#[test]
fn bounds_that_do_not_read() {
    assert_eq!(
        refusal_in_german(&[
            "analyze",
            "--tree",
            "expectimax",
            "--algo",
            "star1",
            "--bounds",
            "5..1"
        ]),
        "Fehler: Grenzen \"5..1\": bitte den kleinsten und größten Blattwert als LO..HI angeben, z. B. 0..10 oder -1/2..3/2, die untere Grenze kleiner als die obere"
    );
}

#[test]
fn a_picture_that_cannot_be_written() {
    let dir = scratch_dir("cli-german-errors", "picture");
    let path = dir
        .join("kein-ordner")
        .join("baum.svg")
        .display()
        .to_string();
    assert_eq!(
        refusal_in_german(&["analyze", "--tree", "classic", "--svg", &path]),
        format!(
            "Fehler: {} kann nicht geschrieben werden: die Datei oder den Ordner gibt es nicht",
            quoted(&path)
        )
    );
}
