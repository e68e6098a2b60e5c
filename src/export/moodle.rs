//! A worksheet as a question of a Moodle question bank (Moodle XML): an
//! embedded-answers (cloze) question whose text holds the sheet's picture
//! (a PNG inside the file, `@@PLUGINFILE@@/name.png`), a field for each
//! value the sheet asks for, and a multiple-response field for the pruned
//! moves; its general feedback is the key, as text and picture.
//!
//! The format, as Moodle's documentation ("Moodle XML format" and
//! "Embedded Answers (Cloze) question type", docs.moodle.org) describes it
//! (docs/FORMATS.md quotes it):
//! - the file is `<?xml …?>` then `<quiz>` holding `<question>`s, the
//!   HTML of a text inside CDATA;
//! - a sub-question is `{weight:TYPE:answers}`, the answers `~`-separated,
//!   each `=answer` (right) or `%fraction%answer`, then `:tolerance` for a
//!   NUMERICAL one and `#feedback`; `}`, `#`, `~`, `/`, `"` and `\` inside
//!   an answer or feedback are written with a `\` before them.
//!
//! It lives here, beside the printed sheet, because a question draws the
//! sheet's pictures ([`super::sheet`]).

use std::fmt::Write as _;

use base64::Engine as _;

use super::sheet::{Heading, Print, conventions, root_line, sheet_fill_png, title};
use super::svg::escape as xml;
use super::{ExportError, Theme};
use crate::game::Score;
use crate::input::AnyGame;
use crate::search::Bound;
use crate::session::Session;
use crate::teach::worksheet::{Fill, KeyEntry, key as key_of, path_name};

/// One question: a worksheet and its key.
#[derive(Clone, Copy)]
pub struct Question<'a> {
    /// The question's name in the bank (`Alpha-beta worksheet, seed 7`).
    pub name: &'a str,
    /// A search that visits every node: the tree the pictures show.
    pub whole: &'a Session<AnyGame>,
    /// The key the answers are read from: alpha-beta's, or for a values-only
    /// sheet the whole search's.
    pub key: &'a [KeyEntry],
    /// What the printed sheet's heading says: the conventions, what is asked.
    pub heading: &'a Heading,
    /// The tree's value unit: values count in `1 / unit` (1 without chance
    /// nodes).
    pub unit: Score,
    /// The pictures' file names start with it (`seed-7`).
    pub stem: &'a str,
}

/// One row of a question's table: an inner node, and its entry in the key
/// if the search entered it.
struct Row<'a> {
    /// The node's path, as the key writes it.
    path: &'a str,
    /// `"MAX"` or `"MIN"`.
    player: &'static str,
    /// The key's entry of the node; `None` if the search never entered it.
    searched: Option<&'a KeyEntry>,
}

/// The three answers of a bound's multiple choice, as a student reads them.
fn bound_choices() -> [(Bound, String); 3] {
    [
        (Bound::Exact, crate::tr!("export-moodle-exact")),
        (Bound::Lower, crate::tr!("export-moodle-at-least")),
        (Bound::Upper, crate::tr!("export-moodle-at-most")),
    ]
}

/// The bound's choice that is right for a node the search never enters.
fn not_searched() -> String {
    crate::tr!("export-moodle-not-searched")
}

/// The tolerance of a not-searched node's number: any number is right.
const ANY_NUMBER: &str = "1000000000";

/// The answer of the pruned moves' field when no move is pruned.
fn none_pruned() -> String {
    crate::tr!("export-moodle-none-pruned")
}

/// The whole bank: Moodle XML holding `questions` (each made by
/// [`question_xml`]), in order.
#[must_use]
pub fn bank_xml(questions: &[String]) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    for question in questions {
        out.push_str(question);
    }
    out.push_str("</quiz>\n");
    out
}

/// `question` as a Moodle XML `<question type="cloze">`.
///
/// # Errors
/// As [`sheet_fill_png`].
pub fn question_xml(question: &Question<'_>) -> Result<String, ExportError> {
    let Question {
        name,
        whole,
        key,
        heading,
        unit,
        stem,
    } = *question;
    let fill = heading.fill;
    // The fields ask for the values: the picture has no window boxes.
    let sheet_png = sheet_fill_png(whole, key, (Print::Sheet, Fill::ValuesOnly), Theme::Light)?;
    let key_png = sheet_fill_png(whole, key, (Print::Key, fill), Theme::Light)?;
    let (sheet_name, key_name) = (format!("{stem}-tree.png"), format!("{stem}-key.png"));

    let bounds = fill == Fill::Windows && !heading.chance;
    // With bounds, a row for every inner node of the whole tree, searched or
    // not: rows for the searched nodes alone would tell which were pruned.
    let whole_key = if bounds { key_of(whole) } else { Vec::new() };
    let asked: Vec<Row<'_>> = if bounds {
        whole_key
            .iter()
            .filter(|node| !node.leaf)
            .map(|node| Row {
                path: &node.path,
                player: node.player,
                searched: key.iter().find(|entry| {
                    entry.path == node.path && !entry.pruned && entry.value.is_some()
                }),
            })
            .collect()
    } else {
        key.iter()
            .filter(|entry| !entry.leaf && !entry.pruned)
            .map(|entry| Row {
                path: &entry.path,
                player: entry.player,
                searched: Some(entry),
            })
            .collect()
    };
    let mut text = String::new();
    let _ = write!(
        text,
        "<p><strong>{}</strong></p>\n<p>{}</p>\n<p>{}</p>\n<p>{}</p>\n",
        xml(&title(Print::Sheet, heading)),
        xml(&heading.made),
        xml(&conventions(heading)),
        xml(&root_line(heading)),
    );
    let _ = writeln!(
        text,
        "<p><img src=\"@@PLUGINFILE@@/{sheet_name}\" alt=\"{}\"></p>",
        xml(&crate::tr!("export-moodle-tree-alt"))
    );
    let task = if bounds {
        crate::tr!("export-moodle-task-bounds")
    } else if heading.chance {
        crate::tr!("export-moodle-task-expectimax")
    } else {
        crate::tr!("export-moodle-task-minimax")
    };
    let _ = writeln!(text, "<p>{}</p>", xml(&task));
    text.push_str("<table>\n");
    for row in &asked {
        let _ = write!(
            text,
            "<tr><th>{} {}</th><td>",
            xml(&path_name(row.path)),
            row.player
        );
        if bounds {
            let right = row
                .searched
                .map(|entry| entry.bound_kind.unwrap_or(Bound::Exact));
            text.push_str(&multichoice(right));
            text.push(' ');
        }
        text.push_str(&match row.searched {
            Some(entry) => numerical(entry.value.unwrap_or_default(), unit),
            None => numerical_field("0", ANY_NUMBER),
        });
        text.push_str("</td></tr>\n");
    }
    text.push_str("</table>\n");
    if bounds {
        let _ = writeln!(
            text,
            "<p>{}</p>\n<p>{}</p>",
            xml(&crate::tr!("export-moodle-which-pruned")),
            pruned_field(key)
        );
    }
    let feedback = key_text(key, &asked, bounds, unit, &key_name);
    let mut out = String::new();
    let _ = write!(
        out,
        "<question type=\"cloze\">\n<name><text>{}</text></name>\n<questiontext format=\"html\">\n<text><![CDATA[{text}]]></text>\n{}</questiontext>\n<generalfeedback format=\"html\">\n<text><![CDATA[{feedback}]]></text>\n{}</generalfeedback>\n<penalty>0.3333333</penalty>\n<hidden>0</hidden>\n</question>\n",
        xml(name),
        file_xml(&sheet_name, &sheet_png),
        file_xml(&key_name, &key_png),
    );
    Ok(out)
}

/// A picture inside the file, as Moodle XML keeps one: `<file name=…
/// path="/" encoding="base64">`.
fn file_xml(name: &str, png: &[u8]) -> String {
    format!(
        "<file name=\"{}\" path=\"/\" encoding=\"base64\">{}</file>\n",
        xml(name),
        base64::engine::general_purpose::STANDARD.encode(png)
    )
}

/// A value of a tree counted in `1 / unit` as a decimal: whole numbers
/// as they are, others with four places.
fn decimal(value: Score, unit: Score) -> String {
    if unit <= 1 || value % unit == 0 {
        return (value / unit.max(1)).to_string();
    }
    format!("{:.4}", f64::from(value) / f64::from(unit))
}

/// The numerical field of a value: `{1:NUMERICAL:=74:0}`, a fraction
/// graded to within 0.01 (written with two places).
fn numerical(value: Score, unit: Score) -> String {
    let tolerance = if unit <= 1 || value % unit == 0 {
        "0"
    } else {
        "0.01"
    };
    numerical_field(&decimal(value, unit), tolerance)
}

/// A NUMERICAL field whose one right answer is `answer`, within
/// `tolerance`.
fn numerical_field(answer: &str, tolerance: &str) -> String {
    format!("{{1:NUMERICAL:={}:{tolerance}}}", escape(answer))
}

/// The multiple choice of a value's bound, `right` the right one (`None`:
/// not searched): `{1:MULTICHOICE:=exact~at least~at most~not searched}`.
fn multichoice(right: Option<Bound>) -> String {
    let choices: Vec<String> = bound_choices()
        .into_iter()
        .map(|(bound, words)| (Some(bound), words))
        .chain([(None, not_searched())])
        .map(|(bound, words)| {
            let mark = if bound == right { "=" } else { "" };
            format!("{mark}{}", escape(&words))
        })
        .collect();
    format!("{{1:MULTICHOICE:{}}}", choices.join("~"))
}

/// The multiple-response field of the pruned moves: every move of a node
/// the search entered (the right ones, the pruned, share 100 %, each wrong
/// one takes as much away), and [`none_pruned`], right only when none is.
fn pruned_field(key: &[KeyEntry]) -> String {
    let moves: Vec<&KeyEntry> = key.iter().filter(|entry| entry.parent.is_some()).collect();
    let pruned = moves.iter().filter(|entry| entry.pruned).count();
    let share = 100.0 / f64::from(u32::try_from(pruned.max(1)).unwrap_or(u32::MAX));
    let weight = |right: bool| {
        if right {
            format!("%{}%", fraction(share))
        } else {
            format!("%-{}%", fraction(share))
        }
    };
    let mut options: Vec<String> = moves
        .iter()
        .map(|entry| {
            format!(
                "{}{}",
                weight(entry.pruned),
                escape(&path_name(&entry.path))
            )
        })
        .collect();
    options.push(format!("{}{}", weight(pruned == 0), escape(&none_pruned())));
    format!("{{1:MULTIRESPONSE:{}}}", options.join("~"))
}

/// A percentage as Moodle writes a grade: at most five places, no
/// trailing zeros (`50`, `33.33333`).
fn fraction(percent: f64) -> String {
    let text = format!("{percent:.5}");
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// The key as the general feedback: each asked node's answer, the pruned
/// moves, and the key's picture (`picture`).
fn key_text(
    key: &[KeyEntry],
    asked: &[Row<'_>],
    bounds: bool,
    unit: Score,
    picture: &str,
) -> String {
    let mut text = format!(
        "<p><strong>{}</strong></p>\n<table>\n",
        xml(&crate::tr!("export-moodle-answer-key"))
    );
    for row in asked {
        let (answer, exact) = match row.searched {
            None => (not_searched(), String::new()),
            Some(entry) => {
                let value = decimal(entry.value.unwrap_or_default(), unit);
                let answer = match (bounds, entry.bound_kind) {
                    (true, Some(Bound::Lower)) => {
                        crate::tr!("export-moodle-key-at-least", value = value)
                    }
                    (true, Some(Bound::Upper)) => {
                        crate::tr!("export-moodle-key-at-most", value = value)
                    }
                    (true, _) => crate::tr!("export-moodle-key-exact", value = value),
                    (false, _) => value,
                };
                let exact = entry
                    .value_text
                    .as_deref()
                    .filter(|written| *written != answer)
                    .map(|written| format!(" ({written})"))
                    .unwrap_or_default();
                (answer, exact)
            }
        };
        let _ = writeln!(
            text,
            "<tr><th>{} {}</th><td>{}{}</td></tr>",
            xml(&path_name(row.path)),
            row.player,
            xml(&answer),
            xml(&exact)
        );
    }
    text.push_str("</table>\n");
    if bounds {
        let pruned: Vec<String> = key
            .iter()
            .filter(|entry| entry.pruned)
            .map(|entry| path_name(&entry.path))
            .collect();
        let list = if pruned.is_empty() {
            none_pruned()
        } else {
            pruned.join(", ")
        };
        let _ = writeln!(
            text,
            "<p>{}</p>",
            xml(&crate::tr!("export-moodle-pruned-moves", moves = list))
        );
    }
    let _ = writeln!(
        text,
        "<p><img src=\"@@PLUGINFILE@@/{picture}\" alt=\"{}\"></p>",
        xml(&crate::tr!("export-moodle-key-alt"))
    );
    text
}

/// `text` with the characters special inside a cloze answer or feedback
/// (`}`, `#`, `~`, `/`, `"`, `\`) written with a `\` before them.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for character in text.chars() {
        if matches!(character, '}' | '#' | '~' | '/' | '"' | '\\') {
            out.push('\\');
        }
        out.push(character);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cloze_specials_are_escaped_with_a_backslash() {
        assert_eq!(escape(r#"a}b#c~d/e"f\g"#), r#"a\}b\#c\~d\/e\"f\\g"#);
        assert_eq!(escape("at least"), "at least");
    }

    #[test]
    fn values_are_decimals_of_the_unit() {
        assert_eq!(decimal(74, 1), "74");
        assert_eq!(decimal(-6, 3), "-2");
        assert_eq!(decimal(23, 3), "7.6667");
        assert_eq!(numerical(23, 3), "{1:NUMERICAL:=7.6667:0.01}");
        assert_eq!(numerical(-5, 1), "{1:NUMERICAL:=-5:0}");
    }

    #[test]
    fn shares_are_written_as_moodle_writes_grades() {
        assert_eq!(fraction(100.0), "100");
        assert_eq!(fraction(50.0), "50");
        assert_eq!(fraction(100.0 / 3.0), "33.33333");
    }
}
