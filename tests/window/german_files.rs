//! The window's files in German (issue 38): the file window, the export
//! dialog, a session file that does not open, a student's trace and the
//! sentence that says where it leaves the algorithm, each as a German
//! teacher writes them, with no English word of the window's own. The
//! names of the algorithms, the check's own sentence and the system's
//! error are their own helpers' (and the system's), so only the window's
//! wording around them is checked.

use std::path::{Path, PathBuf};

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use gametree::app::App;
use gametree::i18n::{self, Lang};

use crate::common::english::english_words_in;
use crate::common::explorer::{harness, labels, painted_texts, replace_text};
use crate::common::scratch::scratch_dir;
use crate::common::traces::classic_trace;

fn german() -> Lang {
    Lang::parse("de").unwrap()
}

/// Opens File → `item`.
fn file_menu(harness: &mut Harness<'_, App>, item: &str) {
    harness.get_by_label("Datei").click();
    harness.run();
    harness.get_by_label_contains(item).click();
    harness.run();
}

/// Whether the last frame painted `text` (a window's title, which is no
/// widget to find by its label).
fn painted(harness: &Harness<'_, App>, text: &str) -> bool {
    painted_texts(harness)
        .iter()
        .any(|painted| painted.text == text)
}

/// A classic-tree alpha-beta trace whose MIN at 3 returns after its first
/// leaf, written as `early.jsonl`.
fn cuts_too_early() -> PathBuf {
    let path = scratch_dir("german-files", "early").join("early.jsonl");
    std::fs::write(&path, classic_trace(1, 14)).unwrap();
    path
}

/// Types `path` into the file window's field and presses Enter.
fn enter_path(harness: &mut Harness<'_, App>, field: &str, path: &Path) {
    replace_text(harness, Role::TextInput, field, &path.display().to_string());
    harness.key_press(Key::Enter);
    harness.run();
}

/// The one label that starts with `prefix`, and no English word in what
/// the window itself writes of it (`theirs` taken out: the parts that are
/// other helpers' or the system's).
fn german_line(harness: &Harness<'_, App>, prefix: &str, theirs: &[&str]) -> String {
    let found: Vec<String> = labels(harness, prefix)
        .into_iter()
        .filter(|label| label.starts_with(prefix))
        .collect();
    assert_eq!(found.len(), 1, "{prefix}: {found:?}");
    let line = found.concat();
    let mut own = line.clone();
    for part in theirs {
        own = own.replace(part, "");
    }
    assert_eq!(english_words_in(&own), Vec::<String>::new(), "{line}");
    line
}

#[test]
fn a_session_file_that_does_not_open_is_said_in_german() {
    let _german = i18n::use_on_this_thread(german());
    let mut harness = harness();
    file_menu(&mut harness, "Öffnen…");
    assert!(painted(&harness, "Sitzung öffnen"));
    harness.get_by_label("Abbrechen");
    harness.key_press(Key::Enter);
    harness.run();
    // Nothing typed: the window asks for a path.
    harness.get_by_label("Geben Sie den Pfad einer Sitzungsdatei ein.");
    enter_path(
        &mut harness,
        "Pfad der Sitzungsdatei (*.gametree):",
        Path::new("fehlt.gametree"),
    );
    // After the window's words, the file's own error (the library's and
    // the system's) says why.
    let line = german_line(&harness, "Fehler: ", &["No such file or directory"]);
    let own = "Fehler: \"fehlt.gametree\" kann nicht geöffnet werden: ";
    assert!(line.starts_with(own), "{line}");
    assert_eq!(english_words_in(own), Vec::<String>::new());
}

#[test]
fn a_students_trace_and_where_it_leaves_the_algorithm_are_said_in_german() {
    let _german = i18n::use_on_this_thread(german());
    let mut harness = harness();
    file_menu(&mut harness, "Spur öffnen…");
    assert!(painted(&harness, "Spur eines Studenten öffnen"));
    enter_path(
        &mut harness,
        "Pfad der Spurdatei (*.jsonl, wie gametree check sie liest):",
        &cuts_too_early(),
    );
    // The algorithm's name is the names' helper's.
    let status = labels(&harness, "Spur \"early.jsonl\": ").concat();
    assert!(
        status.ends_with(
            " · Spur \"early.jsonl\": weicht bei Ereignis 12 (Zeile 13) ab von \
             Alpha-Beta, Fail-soft, Schnitt bei α ≥ β, Schritt 25 (J springt dorthin)"
        ),
        "{status}"
    );
    harness.key_press(Key::J);
    harness.run();
    // The check's own sentence (after the colon) is the check's helper's.
    let said = "Hier weicht Ihre Suche bei Ereignis 12 (Zeile 13) von Alpha-Beta ab: ";
    let saying = labels(&harness, said);
    assert!(!saying.is_empty(), "{:?}", labels(&harness, "Ihre Suche"));
    assert_eq!(english_words_in(said), Vec::<String>::new());
}

#[test]
fn the_export_dialog_reads_in_german() {
    let _german = i18n::use_on_this_thread(german());
    let mut harness = harness();
    file_menu(&mut harness, "Baum exportieren…");
    assert!(painted(&harness, "Baum exportieren"));
    for label in [
        "Ausschnitt",
        "Ganzer Baum",
        "Sichtbarer Teil",
        "Farbschema",
        "Größe",
        "Exportieren",
        "Schließen",
    ] {
        harness.get_by_label(label);
    }
    harness.get_by_label("Schließen").click();
    harness.run();

    file_menu(&mut harness, "Folien exportieren…");
    assert!(painted(&harness, "Folien exportieren"));
    for label in [
        "Ordner",
        "Schritte",
        "bis",
        "Welche",
        "Schlüsselschritte",
        "Jeder Schritt",
        "Bildunterschrift",
        "Die Erläuterung des Schritts unter dem Baum",
    ] {
        harness.get_by_label(label);
    }
    replace_text(&mut harness, Role::TextInput, "Schritte", "5");
    replace_text(&mut harness, Role::TextInput, "bis", "2");
    harness.get_by_label("Der erste Schritt liegt nach dem letzten.");
    replace_text(&mut harness, Role::TextInput, "bis", "bald");
    harness.get_by_label("Der letzte Schritt muss eine ganze Zahl oder „Ende“ sein.");
    // „Ende“ and "end" both mean the search's last step.
    for end in ["Ende", "end"] {
        replace_text(&mut harness, Role::TextInput, "bis", end);
        assert!(
            harness
                .query_by_label_contains("Der letzte Schritt muss")
                .is_none()
        );
    }
}
