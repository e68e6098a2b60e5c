//! The outline scrolled by hand (`egui_kittest`, the drawn nodes read from
//! AccessKit): the wheel and a drag move its rows, which stops it
//! following the search, also while stepping; Esc follows again.

use std::path::Path;

use crate::common::explorer::{harness_sized, replace_text, status};
use crate::common::scratch::scratch_dir;
use egui::accesskit::Toggled;
use egui::{Event, Key, Modifiers, MouseWheelSource, MouseWheelUnit, PointerButton, Rect, Role};
use egui::{TouchPhase, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use gametree::app::App;
use gametree::session_file::{OptionsFields, SessionFile};

/// A drawn node: its level (the root 0), its spoken name and its box.
#[derive(Clone, Debug, PartialEq)]
struct Drawn {
    level: usize,
    name: String,
    rect: Rect,
}

/// The nodes drawn inside the tree's canvas.
fn drawn(harness: &Harness<'_, App>) -> Vec<Drawn> {
    let canvas = harness
        .get_by_role_and_label(Role::Tree, "Search tree")
        .rect();
    harness
        .query_all_by_role(Role::TreeItem)
        .filter(|node| canvas.contains_rect(node.rect()))
        .map(|node| {
            let access = node.accesskit_node();
            Drawn {
                level: access.level().unwrap_or(0),
                name: access.label().unwrap_or_default(),
                rect: node.rect(),
            }
        })
        .collect()
}

/// How the spoken name of the root's first move says where it is.
const FIRST_MOVE: &str = "after 1,";

/// Whether the root's first move has its row on screen.
fn first_move_shown(harness: &Harness<'_, App>) -> bool {
    drawn(harness)
        .iter()
        .any(|node| node.level == 1 && node.name.contains(FIRST_MOVE))
}

/// Whether the tree's Follow button is on.
fn following(harness: &Harness<'_, App>) -> bool {
    harness.get_by_label("Follow").accesskit_node().toggled() == Some(Toggled::True)
}

/// Opens the session file at `path` (Ctrl+O).
fn open(harness: &mut Harness<'_, App>, path: &Path) {
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    harness.run();
    replace_text(
        harness,
        Role::TextInput,
        "Session file path (*.gametree):",
        &path.display().to_string(),
    );
    harness.key_press(Key::Enter);
    harness.run();
}

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

#[test]
fn the_wheel_and_a_drag_scroll_the_outline_and_esc_follows_again() {
    // Connect Four 4453 at depth 4, deep in the search of its fifth move:
    // the outline follows it, the root's first moves scrolled away above.
    let options = OptionsFields {
        depth: 4,
        ..OptionsFields::default()
    };
    let mut file = SessionFile {
        tree: None,
        game: Some("connect4".to_owned()),
        position: Some("4453".to_owned()),
        ..SessionFile::tree("", options)
    };
    file.cursor.step = 2000;
    let path = scratch_dir("gui-outline", "wheel").join("connect4.gametree");
    std::fs::write(&path, file.to_json().unwrap()).unwrap();
    let mut harness = harness_sized(vec2(1280.0, 720.0));
    open(&mut harness, &path);
    assert!(
        status(&harness).starts_with("Step 2,000 "),
        "{}",
        status(&harness)
    );
    assert!(following(&harness));
    assert!(
        !first_move_shown(&harness),
        "the search is followed: {:?}",
        drawn(&harness)
    );
    let centre = harness
        .get_by_role_and_label(Role::Tree, "Search tree")
        .rect()
        .center();

    // The wheel up brings back the rows above: the root's first move.
    harness.input_mut().events.push(Event::PointerMoved(centre));
    harness.input_mut().events.push(Event::MouseWheel {
        unit: MouseWheelUnit::Point,
        delta: vec2(0.0, 2000.0),
        phase: TouchPhase::Move,
        source: MouseWheelSource::Unknown,
        modifiers: Modifiers::NONE,
    });
    harness.run();
    let scrolled = drawn(&harness);
    assert!(first_move_shown(&harness), "{scrolled:?}");
    assert!(!following(&harness), "the wheel stops following");

    // Stepping does not take the view away from where the user left it.
    press(&mut harness, Key::ArrowRight);
    assert!(status(&harness).starts_with("Step 2,001 "));
    assert!(first_move_shown(&harness), "{:?}", drawn(&harness));

    // A drag upwards moves the rows up: the first move leaves, and a row
    // drawn lower before now stands where an earlier row stood.
    let input = harness.input_mut();
    input.events.push(Event::PointerMoved(centre));
    input.events.push(Event::PointerButton {
        pos: centre,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    harness.run();
    for step in 1..=10_u8 {
        let to = centre - vec2(0.0, 30.0 * f32::from(step));
        harness.input_mut().events.push(Event::PointerMoved(to));
        harness.run();
    }
    harness.input_mut().events.push(Event::PointerButton {
        pos: centre - vec2(0.0, 300.0),
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    harness.run();
    let dragged = drawn(&harness);
    assert!(!first_move_shown(&harness), "{dragged:?}");
    assert_ne!(dragged, scrolled);

    // Esc follows the search again, as the Follow button shows.
    press(&mut harness, Key::Escape);
    assert!(following(&harness));
    press(&mut harness, Key::ArrowRight);
    assert!(!first_move_shown(&harness), "{:?}", drawn(&harness));
}
