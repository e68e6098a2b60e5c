//! Errors in German: a session file's broken rule, an export that cannot
//! be written, the tree generator's refusal, bounds that do not read and a
//! missing file read as written here by hand, with nothing English in them;
//! in English they stay the system's and the program's own words.

use std::path::Path;

use gametree::export::{ExportError, write_file};
use gametree::i18n::{self, Lang};
use gametree::input::InputError;
use gametree::session_file::{load, parse};
use gametree::textbook::generate::{Branching, GenerateError};

use crate::common::english::english_words_in;
use crate::common::scratch::scratch_dir;

fn german() -> i18n::Speaking {
    i18n::use_on_this_thread(Lang::parse("de").unwrap())
}

/// Checks that `said` is `expected` and holds no English word (the
/// session file's field names, `view.text_scale`, are the interface's).
fn assert_said(said: &str, expected: &str) {
    assert_eq!(said, expected);
    let words = said.replace("view.text_scale", "");
    assert!(english_words_in(&words).is_empty(), "{said}");
}

/// A session file whose text scale is beyond the view's control.
const TOO_LARGE_TEXT: &str =
    r#"{"format": "gametree-session", "version": 1, "tree": "classic", "view": {"text_scale": 5}}"#;

#[test]
fn a_session_files_broken_rule_in_german() {
    let file = parse(TOO_LARGE_TEXT).unwrap();
    let _german = german();
    assert_said(
        &file.prepare().unwrap_err().to_string(),
        "view.text_scale 5 liegt außerhalb des Bereichs; erlaubt ist 0.8 bis 2.0",
    );
    assert_said(
        &parse(r#"{"version": 1, "tree": "classic"}"#)
            .unwrap_err()
            .to_string(),
        "sie ist keine gametree-Sitzung: „format“ fehlt, erwartet wird „gametree-session“",
    );
    // The parser's words stay; the sentence around them and the place are German.
    assert_eq!(
        parse(r#"{"format": "gametree-session", "version": 1,, }"#)
            .unwrap_err()
            .to_string(),
        "sie ist kein gültiges JSON (Zeile 1, Spalte 45): key must be a string"
    );
}

#[test]
fn a_session_files_broken_rule_stays_english_in_english() {
    let file = parse(TOO_LARGE_TEXT).unwrap();
    assert_eq!(
        file.prepare().unwrap_err().to_string(),
        "view.text_scale 5 is out of range; it must be between 0.8 and 2.0"
    );
    assert_eq!(
        parse(r#"{"format": "gametree-session", "version": 1,, }"#)
            .unwrap_err()
            .to_string(),
        "it is not valid JSON: key must be a string at line 1 column 45"
    );
}

#[test]
fn an_export_that_cannot_be_written_in_german() {
    let dir = scratch_dir("german-errors", "export");
    let path = dir.join("kein-ordner").join("baum.svg");
    let error = write_file(&path, b"<svg/>").unwrap_err();
    let quoted = gametree::quote::quoted(&path.display().to_string());
    assert!(
        error
            .to_string()
            .starts_with(&format!("cannot write {quoted}: No such file or directory")),
        "{error}"
    );
    let _german = german();
    let quoted = gametree::quote::quoted(&path.display().to_string());
    assert_said(
        &error.to_string(),
        &format!("{quoted} kann nicht geschrieben werden: die Datei oder den Ordner gibt es nicht"),
    );
    assert_said(
        &ExportError::NoSlides.to_string(),
        "keine Folien: die gewählten Schritte liegen alle vor dem Betreten der Wurzel",
    );
}

#[test]
fn the_generators_refusals_in_german() {
    let _german = german();
    assert_said(
        &GenerateError::Depth { depth: 0 }.to_string(),
        "die Tiefe 0 liegt außerhalb des Bereichs: möglich sind 1 bis 64",
    );
    assert_said(
        &"[.,]".parse::<Branching>().unwrap_err().to_string(),
        "ungültige Form \"[.,]\": eine Liste ist leer oder endet mit einem Komma (Zeichen 4)",
    );
}

#[test]
fn bounds_that_do_not_read_in_german() {
    let error = InputError::Bounds {
        text: "5..1".to_owned(),
    };
    let _german = german();
    assert_said(
        &error.to_string(),
        "Grenzen \"5..1\": bitte den kleinsten und größten Blattwert als LO..HI angeben, z. B. 0..10 oder -1/2..3/2, die untere Grenze kleiner als die obere",
    );
}

#[test]
fn a_missing_file_in_german() {
    let missing = Path::new("/no/such/folder/lecture.gametree");
    let error = load(missing).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("cannot read it: No such file or directory"),
        "{error}"
    );
    let _german = german();
    assert_said(
        &error.to_string(),
        "sie kann nicht gelesen werden: die Datei oder den Ordner gibt es nicht",
    );
}
