//! What a German lecturer hands out, end to end with the real binary in a
//! German locale: the deck, the worksheet and its key (as `pdftotext`
//! reads them, poppler-utils, which `.ci/run` installs), the walk-through
//! page and the Moodle bank hold no English word, and say what a German
//! textbook says.
//!
//! The narration of each step is another part's text: a deck's caption
//! (from "Schritt k von n:" on) and the page's step data are left out
//! here, and the game's and the algorithm's names are taken as the
//! library gives them in German.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use gametree::i18n::{self, Lang};
use gametree::input::AnyGame;

use crate::common::english::english_words_in;
use crate::common::scratch::scratch_dir;

fn temp_dir(name: &str) -> PathBuf {
    scratch_dir("german-exports", name)
}

/// `gametree ARGS…` in a German locale, which must succeed.
fn german(args: &[&str]) -> Output {
    let output = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .env("LC_ALL", "de_DE.UTF-8")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// The text of the PDF at `path` (page `page` only, if given).
fn pdf_text(path: &Path, page: Option<usize>) -> String {
    let mut command = Command::new("pdftotext");
    if let Some(page) = page {
        let page = page.to_string();
        command.args(["-f", &page, "-l", &page]);
    }
    let output =
        command.arg(path).arg("-").output().unwrap_or_else(|error| {
            panic!("pdftotext does not run ({error}): install poppler-utils")
        });
    assert!(output.status.success(), "pdftotext {}", path.display());
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// `text` without each of `parts` (another part's text, as the library
/// writes it in German).
fn without(text: &str, parts: &[String]) -> String {
    parts.iter().fold(text.to_owned(), |text, part| {
        text.replace(part.as_str(), " ")
    })
}

/// The name of `classic`'s game in German, as the games' part of the
/// program writes it.
fn classic_title() -> String {
    let _german = i18n::use_on_this_thread(Lang::parse("de").unwrap());
    AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]")
        .unwrap()
        .kind()
        .title()
}

#[test]
fn a_german_deck_has_german_titles_counters_and_tree_labels() {
    let dir = temp_dir("deck");
    let deck = dir.join("classic.pdf");
    german(&[
        "analyze",
        "--tree",
        "classic",
        "--deck",
        deck.to_str().unwrap(),
        "--slides-at",
        "key",
    ]);
    let game = classic_title();
    let mut all = String::new();
    for page in 1..=23 {
        let text = pdf_text(&deck, Some(page));
        let Some((slide, caption)) = text.split_once("Schritt ") else {
            panic!("page {page} has no German step counter: {text}");
        };
        assert!(caption.contains(" von 34:"), "page {page}: {caption}");
        let slide = without(slide, std::slice::from_ref(&game));
        assert!(
            english_words_in(&slide).is_empty(),
            "page {page}: {:?} in {slide}",
            english_words_in(&slide)
        );
        all.push_str(&slide);
    }
    assert!(all.contains("(Fail-Soft)"), "{all}");
    // The cutoff at MIN 2 (step 18, the 13th key step), on the tree.
    assert!(pdf_text(&deck, Some(13)).contains("α-Schnitt"));
}

#[test]
fn a_german_worksheet_and_key_say_everything_in_german() {
    let dir = temp_dir("worksheet");
    let (sheet, key) = (dir.join("sheet.pdf"), dir.join("key.pdf"));
    german(&[
        "worksheet",
        "--seed",
        "7",
        "--depth",
        "3",
        "--branching",
        "2",
        "--pdf",
        sheet.to_str().unwrap(),
        "--key-pdf",
        key.to_str().unwrap(),
    ]);
    for (path, title) in [
        (&sheet, "Arbeitsblatt Alpha-Beta-Suche"),
        (&key, "Arbeitsblatt Alpha-Beta-Suche: Lösung"),
    ] {
        let text = pdf_text(path, None);
        assert!(
            english_words_in(&text).is_empty(),
            "{path:?}: {:?} in {text}",
            english_words_in(&text)
        );
        for expected in [
            title,
            "Startwert 7 · Tiefe 3 · Verzweigung 2",
            "Konventionen: Schnitt bei α ≥ β · Fail-Soft",
            "MAX ist an der Wurzel am Zug",
            "Knoten",
            "α ein",
            "β aus",
        ] {
            assert!(text.contains(expected), "{path:?}: {expected} in {text}");
        }
    }
}

/// The page's own texts: everything but the script, its packed step data
/// and the run's summary (the CLI's report), tags taken out, attribute
/// values that a person reads (`title`, `aria-label`, `alt`) kept.
fn page_texts(html: &str) -> String {
    let mut rest = html.to_owned();
    for (open, close) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<pre id=\"summary\">", "</pre>"),
    ] {
        while let Some(start) = rest.find(open) {
            let end = start + rest[start..].find(close).unwrap() + close.len();
            rest.replace_range(start..end, " ");
        }
    }
    let mut texts = String::new();
    let mut in_tag = false;
    let mut tag = String::new();
    for c in rest.chars() {
        match (in_tag, c) {
            (false, '<') => {
                in_tag = true;
                tag.clear();
            }
            (true, '>') => {
                in_tag = false;
                for name in ["title=\"", "aria-label=\"", "alt=\""] {
                    if let Some(at) = tag.find(name) {
                        let value = &tag[at + name.len()..];
                        texts.push_str(value.split('"').next().unwrap_or_default());
                        texts.push('\n');
                    }
                }
            }
            (true, c) => tag.push(c),
            (false, c) => texts.push(c),
        }
    }
    texts
}

#[test]
fn the_german_web_page_declares_its_language_and_has_no_english() {
    let dir = temp_dir("page");
    let page = dir.join("classic.html");
    german(&[
        "analyze",
        "--tree",
        "classic",
        "--html",
        page.to_str().unwrap(),
    ]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<html lang=\"de\">"), "{}", &html[..200]);
    // The address `#step=N` is an interface; the game's name another part's.
    let texts = without(&page_texts(&html), &["#step=N".to_owned(), classic_title()]);
    assert!(
        english_words_in(&texts).is_empty(),
        "{:?} in {texts}",
        english_words_in(&texts)
    );
    for expected in [
        "Schritt für Schritt",
        "◀ Zurück",
        "▶ Abspielen",
        "Der Suchbaum",
        "funktion maxWert(knoten, tiefe, α, β)",
        "Tasten:",
    ] {
        assert!(texts.contains(expected), "{expected} in {texts}");
    }
    // The script writes no English of its own: its words come with the data.
    assert!(!html.contains("'▶ Play'") && !html.contains("Current node: "));
}

#[test]
fn a_german_moodle_bank_asks_in_german() {
    let dir = temp_dir("moodle");
    let bank = dir.join("bank.xml");
    german(&[
        "worksheet",
        "--seed",
        "7",
        "--depth",
        "3",
        "--branching",
        "2",
        "--count",
        "2",
        "--moodle",
        bank.to_str().unwrap(),
    ]);
    let xml = std::fs::read_to_string(&bank).unwrap();
    let document = roxmltree::Document::parse(&xml).unwrap();
    let mut asked = 0;
    for question in document
        .descendants()
        .filter(|node| node.has_tag_name("question"))
    {
        for part in ["questiontext", "generalfeedback"] {
            let text: String = question
                .children()
                .filter(|node| node.has_tag_name(part))
                .flat_map(|node| node.children().filter(|node| node.has_tag_name("text")))
                .filter_map(|node| node.text())
                .collect();
            // The cloze fields' syntax (`{1:MULTICHOICE:…}`) is Moodle's.
            let words = text
                .replace("MULTICHOICE", " ")
                .replace("MULTIRESPONSE", " ")
                .replace("NUMERICAL", " ");
            let texts = page_texts(&words);
            assert!(
                english_words_in(&texts).is_empty(),
                "{part}: {:?} in {texts}",
                english_words_in(&texts)
            );
            assert!(!texts.trim().is_empty(), "{part}");
        }
        let text = question
            .descendants()
            .filter_map(|node| node.text())
            .collect::<String>();
        for expected in [
            "mindestens",
            "nicht durchsucht",
            "Welche Züge werden abgeschnitten",
            "Lösung",
        ] {
            assert!(text.contains(expected), "{expected} in {text}");
        }
        asked += 1;
    }
    assert_eq!(asked, 2);
}
