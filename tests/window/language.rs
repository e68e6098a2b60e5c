//! The window's language, as a person chooses it (`egui_kittest`): the
//! Language menu switches every text of the frame on the next frame, with
//! no restart; the choice is kept with the settings (not in session
//! files), and `--lang` wins over it. With German chosen, nothing English
//! is drawn: the window's frame (menus, toolbar, top bar, help, board
//! panel), and the whole window at every step of several searches.

use std::collections::HashMap;

use crate::common::english::english_words_in;
use crate::common::explorer::{harness, harness_sized, load_builtin, load_position, painted_texts};
use crate::common::scratch::scratch_dir;
use egui::accesskit::Role;
use egui::{Key, Modifiers, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::{App, WindowOptions};
use gametree::i18n::{self, Lang};
use gametree::input::GameKind;
use gametree::search::Algorithm;
use gametree::tr;

/// German, which every test here chooses.
fn german() -> Lang {
    Lang::parse("de").unwrap()
}

/// eframe's store of kept settings, in memory.
#[derive(Default)]
struct Kept(HashMap<String, String>);

impl eframe::Storage for Kept {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }

    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }

    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }

    fn flush(&mut self) {}
}

/// The app opened with `kept` as its store, as the command line's
/// `window` asks, after its first frame.
fn opened<'a>(kept: &'a Kept, window: &WindowOptions) -> Harness<'a, App> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1500.0, 1100.0))
        .with_max_steps(100_000)
        .build_eframe(|cc| {
            cc.storage = Some(kept);
            App::launched(cc, window).unwrap()
        });
    harness.run();
    harness
}

/// Chooses `lang` in the Language menu, by its own name, as a person does.
fn choose_language(harness: &mut Harness<'_, App>, lang: Lang) {
    harness.get_by_label(&tr!("window-menu-language")).click();
    harness.run();
    harness.get_by_label(&lang.name()).click();
    harness.run();
}

/// Whether a widget labelled exactly `label` is drawn.
fn shows(harness: &Harness<'_, App>, label: &str) -> bool {
    harness.query_all_by_label(label).next().is_some()
}

#[test]
fn choosing_german_in_the_language_menu_speaks_german_on_the_next_frame_and_is_kept() {
    let mut harness = harness();
    for english in [
        "File",
        "Language",
        "Help",
        "Step ▶",
        "Run to end ⏭",
        "Depth",
    ] {
        assert!(shows(&harness, english), "{english} is not shown");
    }
    choose_language(&mut harness, german());
    // The test's own thread still speaks English: the window speaks
    // German of its own accord.
    assert_eq!(i18n::current(), Lang::ENGLISH);
    for german in [
        "Datei",
        "Sprache",
        "Hilfe",
        "Schritt ▶",
        "Bis zum Ende ⏭",
        "Tiefe",
    ] {
        assert!(shows(&harness, german), "{german} is not shown");
    }
    for english in [
        "File",
        "Language",
        "Help",
        "Step ▶",
        "Run to end ⏭",
        "Depth",
    ] {
        assert!(!shows(&harness, english), "{english} is still shown");
    }
    // Kept with the settings, and spoken at the next start.
    let mut kept = Kept::default();
    eframe::App::save(harness.state_mut(), &mut kept);
    let settings = kept.0.values().next().cloned().unwrap_or_default();
    assert!(settings.contains(r#"language:Some("de")"#), "{settings}");
    let reopened = opened(&kept, &WindowOptions::default());
    assert!(shows(&reopened, "Datei") && !shows(&reopened, "File"));
    // The command line's language wins over the one kept.
    let asked = WindowOptions {
        lang: Some(Lang::ENGLISH),
        ..WindowOptions::default()
    };
    let english = opened(&kept, &asked);
    assert!(shows(&english, "File") && !shows(&english, "Datei"));
    // And back: English again, on the next frame.
    let mut harness = reopened;
    {
        // The menu's name as the window says it now.
        let _german = i18n::use_on_this_thread(german());
        harness.get_by_label(&tr!("window-menu-language")).click();
    }
    harness.run();
    harness.get_by_label(&Lang::ENGLISH.name()).click();
    harness.run();
    assert!(shows(&harness, "File") && !shows(&harness, "Datei"));
}

#[test]
fn an_open_quiz_question_is_asked_again_in_the_language_chosen() {
    let mut harness = crate::common::explorer::classic();
    crate::common::explorer::quiz_hiding_values(&mut harness);
    // Step until the quiz asks.
    for _ in 0..40 {
        if !crate::common::explorer::labels(&harness, "Quiz question: ").is_empty() {
            break;
        }
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    let english = crate::common::explorer::labels(&harness, "Quiz question: ");
    assert_eq!(english.len(), 1, "no question asked: {english:?}");
    choose_language(&mut harness, german());
    let asked = crate::common::explorer::labels(&harness, "Quizfrage: ");
    assert_eq!(asked.len(), 1, "the question is gone: {asked:?}");
    let words = english_words_in(&asked[0]);
    assert!(words.is_empty(), "{asked:?} keeps English {words:?}");
    assert!(crate::common::explorer::labels(&harness, "Quiz question: ").is_empty());
}

#[test]
fn a_keyboard_user_reaches_the_language_menu() {
    let mut harness = harness();
    let mut reached = false;
    for _ in 0..40 {
        harness.key_press(Key::Tab);
        harness.run();
        let focused = harness.query_by(
            #[expect(
                clippy::redundant_closure_for_method_calls,
                reason = "the method's lifetime is not general enough for a query"
            )]
            |node| node.is_focused(),
        );
        if focused.is_some_and(|node| node.accesskit_node().label().as_deref() == Some("Language"))
        {
            reached = true;
            break;
        }
    }
    assert!(reached, "Tab never reached the Language menu");
    harness.key_press(Key::Enter);
    harness.run();
    harness.get_by_label("Deutsch");
}

#[test]
fn a_saved_session_file_holds_no_language() {
    let mut harness = harness();
    choose_language(&mut harness, german());
    let path = scratch_dir("gui-language", "session").join("german.gametree");
    harness.key_press_modifiers(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
    harness.run();
    let field = harness
        .query_all_by(|node| {
            node.role() == Role::TextInput
                && node
                    .label()
                    .is_some_and(|label| label.contains("*.gametree"))
        })
        .next()
        .expect("the file dialog's path field");
    field.focus();
    harness.run();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness
        .input_mut()
        .events
        .push(egui::Event::Text(path.display().to_string()));
    harness.key_press(Key::Enter);
    harness.run();
    let saved = std::fs::read_to_string(&path).expect("the session file was written");
    assert!(saved.contains("gametree-session"), "{saved}");
    assert!(
        !saved.contains("language") && !saved.contains("\"de\"") && !saved.contains("lang"),
        "{saved}"
    );
}

/// Every text the last frame drew (painted) and every name and value it
/// gave assistive technology, but the panels' internal names.
fn everything_shown(harness: &Harness<'_, App>) -> Vec<String> {
    let mut texts: Vec<String> = painted_texts(harness)
        .into_iter()
        .map(|painted| painted.text)
        .collect();
    for node in harness.query_all_by(|node| node.role() != Role::Pane) {
        let node = node.accesskit_node();
        texts.extend(node.label());
        texts.extend(node.value());
    }
    texts
}

/// Each text of `texts` that holds English, with its English words.
fn english_in(texts: &[String]) -> Vec<(String, Vec<String>)> {
    texts
        .iter()
        .filter_map(|text| {
            let words = english_words_in(text);
            (!words.is_empty()).then(|| (text.clone(), words))
        })
        .collect()
}

/// The entry named `title` of an open menu: the one button of that name,
/// when other widgets carry the same name.
fn menu_entry<'h>(harness: &'h Harness<'_, App>, title: &'h str) -> egui_kittest::Node<'h> {
    let mut named: Vec<_> = harness.query_all_by_label(title).collect();
    if named
        .iter()
        .any(|node| node.accesskit_node().role() == Role::Button)
    {
        named.retain(|node| node.accesskit_node().role() == Role::Button);
    }
    assert_eq!(named.len(), 1, "one entry {title} in the menu");
    named.remove(0)
}

/// Chooses `algorithm` (by its command-line name) in the Algorithm menu,
/// as a person does: the entry scrolled into view (the list may scroll),
/// then clicked with the pointer.
fn choose_algorithm(harness: &mut Harness<'_, App>, algorithm: &str) {
    let algorithm: Algorithm = algorithm.parse().unwrap();
    harness
        .get_by_role_and_label(Role::ComboBox, &tr!("window-algorithm"))
        .click_accesskit();
    harness.run();
    menu_entry(harness, &algorithm.title()).scroll_to_me();
    harness.run();
    menu_entry(harness, &algorithm.title()).click();
    harness.run();
}

/// Steps through the search shown, `steps` steps at most, gathering the
/// English of every frame into `found` (by text, with where it was seen).
fn step_through(
    harness: &mut Harness<'_, App>,
    what: &str,
    steps: usize,
    found: &mut Vec<(String, String)>,
) {
    for step in 0..=steps {
        for (text, words) in english_in(&everything_shown(harness)) {
            if !found.iter().any(|(known, _)| *known == text) {
                found.push((text, format!("{what}, step {step}: {words:?}")));
            }
        }
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
}

#[test]
fn with_german_chosen_the_whole_window_holds_no_english_at_any_step() {
    let _german = i18n::use_on_this_thread(german());
    let mut found = Vec::new();
    // Alpha-beta on the classic tree, every step.
    let mut harness = harness();
    load_builtin(&mut harness, "classic");
    step_through(&mut harness, "classic, alpha-beta", 34, &mut found);
    // PVS and MTD(f) on the same tree.
    for algorithm in ["pvs", "mtdf"] {
        choose_algorithm(&mut harness, algorithm);
        harness.key_press(Key::Home);
        harness.run();
        step_through(&mut harness, algorithm, 40, &mut found);
    }
    // Expectimax on its tree of chance nodes.
    load_builtin(&mut harness, "expectimax");
    choose_algorithm(&mut harness, "expectimax");
    step_through(&mut harness, "expectimax", 30, &mut found);
    // Connect Four, and Pig (chance nodes) by expectimax and Star1.
    load_position(&mut harness, GameKind::ConnectFour, "4453");
    choose_algorithm(&mut harness, "alphabeta");
    step_through(&mut harness, "Connect Four", 30, &mut found);
    load_position(&mut harness, GameKind::Pig, "12-7 a+5");
    for algorithm in ["expectimax", "star1"] {
        choose_algorithm(&mut harness, algorithm);
        harness.key_press(Key::Home);
        harness.run();
        step_through(&mut harness, &format!("Pig, {algorithm}"), 30, &mut found);
    }
    // A chess search (the start position) and Monte Carlo tree search.
    let mut chess = harness_sized(egui::vec2(1500.0, 1100.0));
    step_through(&mut chess, "chess, alpha-beta", 30, &mut found);
    choose_algorithm(&mut chess, "mcts");
    step_through(&mut chess, "chess, MCTS", 30, &mut found);
    // The quick drill and the worksheet.
    for practice in [
        tr!("window-practice-drill"),
        tr!("window-practice-worksheet"),
    ] {
        let mut sheet = crate::common::explorer::harness();
        load_builtin(&mut sheet, "classic");
        crate::common::explorer::open_practice(&mut sheet, &practice);
        step_through(&mut sheet, &practice, 0, &mut found);
    }
    assert!(
        found.is_empty(),
        "English in the German window:\n{}",
        found
            .iter()
            .map(|(text, seen)| format!("{text:?} ({seen})"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The texts drawn inside `area` (their boxes reach into it).
fn drawn_in(harness: &Harness<'_, App>, area: Rect) -> Vec<String> {
    painted_texts(harness)
        .into_iter()
        .filter(|painted| painted.rect.intersects(area) && painted.clip.intersects(area))
        .map(|painted| painted.text)
        .collect()
}

/// The texts the last frame drew that `before` did not hold: a menu or
/// window just opened.
fn drawn_anew(harness: &Harness<'_, App>, before: &[String]) -> Vec<String> {
    painted_texts(harness)
        .into_iter()
        .map(|painted| painted.text)
        .filter(|text| !before.contains(text))
        .collect()
}

/// The window's frame in German: the top bar, the toolbar and timeline,
/// the board panel, each menu of the top bar opened, the help window.
fn frame_texts(harness: &mut Harness<'_, App>) -> Vec<String> {
    let mut texts = Vec::new();
    for pane in ["top_bar", "toolbar", "position_panel"] {
        let area = harness.get_by_role_and_label(Role::Pane, pane).rect();
        texts.extend(drawn_in(harness, area));
    }
    let closed: Vec<String> = painted_texts(harness)
        .into_iter()
        .map(|painted| painted.text)
        .collect();
    for menu in [
        tr!("window-menu-file"),
        tr!("window-menu-keys"),
        tr!("window-menu-language"),
        tr!("window-practice-menu"),
        tr!("window-presets"),
        tr!("window-textbook-trees"),
    ] {
        harness.get_by_label(&menu).scroll_to_me();
        harness.run();
        harness.get_by_label(&menu).click();
        harness.run();
        let opened = drawn_anew(harness, &closed);
        assert!(!opened.is_empty(), "the {menu} menu drew nothing");
        texts.extend(opened);
        harness.key_press(Key::Escape);
        harness.run();
    }
    harness.key_press(Key::F1);
    harness.run();
    let help = drawn_anew(harness, &closed);
    assert!(
        help.contains(&tr!("window-help-symbols")),
        "the help window drew {help:?}"
    );
    texts.extend(help);
    harness.key_press(Key::F1);
    harness.run();
    texts
}

#[test]
fn with_german_chosen_the_menus_toolbar_top_bar_help_and_board_panel_hold_no_english() {
    let _german = i18n::use_on_this_thread(german());
    // The chess board with its editor open, and a textbook tree.
    // A few steps in, so the board panel shows a path below the root.
    let mut chess = harness();
    chess.get_by_label(&tr!("window-edit-board")).click();
    chess.run();
    let mut tree = harness();
    load_builtin(&mut tree, "classic");
    for harness in [&mut chess, &mut tree] {
        for _ in 0..3 {
            harness.key_press(Key::ArrowRight);
            harness.run();
        }
    }
    let mut texts = frame_texts(&mut chess);
    texts.extend(frame_texts(&mut tree));
    assert!(texts.iter().any(|text| text == "Datei"), "{texts:?}");
    // Texts the games, the presets and the textbook trees write (each
    // translated by its own module) are left out.
    let mut theirs: Vec<String> = Vec::new();
    for kind in gametree::input::GameKind::ALL {
        let info = kind.info();
        theirs.extend([info.title, info.field, info.hint, info.load].map(i18n::Text::get));
    }
    for preset in gametree::presets::presets() {
        theirs.extend([preset.name.to_string(), preset.description.to_string()]);
    }
    for builtin in gametree::textbook::builtins::builtins() {
        theirs.extend([builtin.name.to_string(), builtin.description.to_string()]);
    }
    texts.retain(|text| !theirs.contains(text));
    let english = english_in(&texts);
    assert!(
        english.is_empty(),
        "English in the German frame: {english:?}"
    );
}
