//! `gametree worksheet --moodle FILE --count N` end to end: the file
//! parses as XML, holds N cloze questions, each picture inside decodes as
//! a PNG and is the one its text names, every field keeps to the cloze
//! grammar Moodle documents (a small checker here), and every answer is
//! the key `worksheet --seed S+i --json` prints for the same options.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::common::cli::{gametree, usage_error};
use crate::common::scratch::scratch_dir;
use serde_json::Value;

fn worksheet(args: &[&str]) -> std::process::Output {
    let mut all = vec!["worksheet"];
    all.extend_from_slice(args);
    gametree(&all)
}

/// One answer of a cloze field: its fraction in percent (`=` is 100),
/// its text with the escapes undone, its tolerance (NUMERICAL).
#[derive(Debug, Clone, PartialEq)]
struct Answer {
    percent: f64,
    text: String,
    tolerance: Option<f64>,
}

/// One cloze field: `{weight:TYPE:answers}`.
#[derive(Debug, Clone, PartialEq)]
struct Field {
    kind: String,
    answers: Vec<Answer>,
}

/// `text` split at the characters of `separators` that no `\` escapes;
/// the escapes are kept.
fn split_unescaped(text: &str, separators: &[char]) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut escaped = false;
    for character in text.chars() {
        if !escaped && separators.contains(&character) {
            parts.push(String::new());
            continue;
        }
        escaped = !escaped && character == '\\';
        parts.last_mut().unwrap().push(character);
    }
    parts
}

/// `text` with each `\x` read as `x`; panics on a special character left
/// unescaped, as Moodle would misread it.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(character) = chars.next() {
        if character == '\\' {
            out.push(chars.next().expect("a \\ escapes a character"));
        } else {
            assert!(
                !matches!(character, '}' | '#' | '~' | '/' | '"'),
                "{character:?} unescaped in {text:?}"
            );
            out.push(character);
        }
    }
    out
}

/// The cloze field `{…}` (without braces) as Moodle's documented grammar
/// reads it: `weight:TYPE:` then `~`-separated answers, each `=text` or
/// `%fraction%text`, a NUMERICAL answer with `:tolerance`, and `#feedback`.
fn parse_field(body: &str) -> Field {
    let (weight, rest) = body.split_once(':').expect("weight:");
    assert!(weight.parse::<u32>().unwrap() >= 1, "weight {weight}");
    let (kind, answers) = rest.split_once(':').expect("TYPE:");
    let known = ["NUMERICAL", "MULTICHOICE", "MULTIRESPONSE", "SHORTANSWER"];
    assert!(known.contains(&kind), "type {kind}");
    let answers = split_unescaped(answers, &['~'])
        .into_iter()
        .map(|answer| {
            let answer = split_unescaped(&answer, &['#']).remove(0);
            let (percent, text) = if let Some(text) = answer.strip_prefix('=') {
                (100.0, text.to_owned())
            } else if let Some(rest) = answer.strip_prefix('%') {
                let (fraction, text) = rest.split_once('%').expect("%fraction%");
                (fraction.parse::<f64>().unwrap(), text.to_owned())
            } else {
                (0.0, answer.clone())
            };
            assert!((-100.0..=100.0).contains(&percent), "{answer}");
            let (text, tolerance) = if kind == "NUMERICAL" {
                let parts = split_unescaped(&text, &[':']);
                assert!(parts.len() <= 2, "{text}");
                let number = unescape(&parts[0]);
                number.parse::<f64>().expect("a number");
                (number, parts.get(1).map(|t| t.parse::<f64>().unwrap()))
            } else {
                (unescape(&text), None)
            };
            Answer {
                percent,
                text,
                tolerance,
            }
        })
        .collect();
    let field = Field {
        kind: kind.to_owned(),
        answers,
    };
    let right: Vec<&Answer> = field.answers.iter().filter(|a| a.percent > 0.0).collect();
    match field.kind.as_str() {
        "MULTICHOICE" | "NUMERICAL" => assert_eq!(right.len(), 1, "{body}"),
        _ => {
            let total: f64 = right.iter().map(|a| a.percent).sum();
            assert!((total - 100.0).abs() < 0.001, "{body}: {total}");
        }
    }
    field
}

/// Every `{…}` field of `text` in order.
fn fields(text: &str) -> Vec<Field> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        let body = &rest[start + 1..];
        // The field ends at the first `}` no `\` escapes.
        let mut end = None;
        let mut escaped = false;
        for (at, character) in body.char_indices() {
            if character == '}' && !escaped {
                end = Some(at);
                break;
            }
            escaped = !escaped && character == '\\';
        }
        let end = end.expect("a closing brace");
        out.push(parse_field(&body[..end]));
        rest = &body[end + 1..];
    }
    out
}

/// The right answer of a field with one.
fn right(field: &Field) -> &str {
    &field
        .answers
        .iter()
        .find(|a| a.percent >= 100.0)
        .unwrap()
        .text
}

/// A key path (`2 1`) as a node's name (`2.1`).
fn name(path: &str) -> String {
    path.replace(' ', ".")
}

/// A question as read: each table row's node name and fields, the
/// fields after the table, the pictures inside by name.
struct Read {
    rows: BTreeMap<String, Vec<Field>>,
    after: Vec<Field>,
}

/// Checks every `<file>` of `element` decodes as a PNG and is named in
/// `text` as `@@PLUGINFILE@@/name`.
fn check_pictures(element: roxmltree::Node<'_, '_>, text: &str) {
    let files: Vec<_> = element
        .children()
        .filter(|child| child.has_tag_name("file"))
        .collect();
    assert_eq!(files.len(), 1, "one picture");
    for file in files {
        assert_eq!(file.attribute("encoding"), Some("base64"));
        let name = file.attribute("name").unwrap();
        assert!(text.contains(&format!("@@PLUGINFILE@@/{name}")), "{name}");
        let bytes = base64_decode(file.text().unwrap());
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .unwrap();
        let mut buffer = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buffer).unwrap();
        assert!(info.width > 100 && info.height > 100, "{name}");
    }
}

/// Standard base64 without line breaks (the tests read it by hand, so
/// that a wrong encoder cannot agree with itself).
fn base64_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut bits, mut count) = (0u32, 0);
    for byte in text.trim().bytes().filter(|&b| b != b'=') {
        let value = ALPHABET.iter().position(|&c| c == byte).unwrap();
        bits = (bits << 6) | u32::try_from(value).unwrap();
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push(u8::try_from((bits >> count) & 0xff).unwrap());
        }
    }
    out
}

/// The bank `args` writes, its questions read.
fn bank(dir: &Path, args: &[&str], count: usize) -> (Vec<u8>, Vec<Read>) {
    let path = dir.join("bank.xml");
    let mut all = args.to_vec();
    all.extend(["--moodle", path.to_str().unwrap()]);
    let output = worksheet(&all);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let bytes = std::fs::read(&path).unwrap();
    let xml = String::from_utf8(bytes.clone()).unwrap();
    let document = roxmltree::Document::parse(&xml).unwrap();
    let quiz = document.root_element();
    assert!(quiz.has_tag_name("quiz"));
    let questions: Vec<_> = quiz
        .children()
        .filter(|child| child.has_tag_name("question"))
        .collect();
    assert_eq!(questions.len(), count);
    let mut read = Vec::new();
    for question in questions {
        assert_eq!(question.attribute("type"), Some("cloze"));
        let part = |tag: &str| {
            question
                .children()
                .find(|child| child.has_tag_name(tag))
                .unwrap()
        };
        let text_of = |element: roxmltree::Node<'_, '_>| {
            element
                .children()
                .find(|child| child.has_tag_name("text"))
                .and_then(|text| text.text())
                .unwrap()
                .to_owned()
        };
        let (asked, feedback) = (part("questiontext"), part("generalfeedback"));
        let text = text_of(asked);
        check_pictures(asked, &text);
        check_pictures(feedback, &text_of(feedback));
        assert!(fields(&text_of(feedback)).is_empty(), "no field in the key");
        let mut rows = BTreeMap::new();
        for row in text.split("<tr><th>").skip(1) {
            let (label, cells) = row.split_once("</th>").unwrap();
            let (cells, _) = cells.split_once("</tr>").unwrap();
            let node = label.split(' ').next().unwrap().to_owned();
            rows.insert(node, fields(cells));
        }
        let after = fields(text.split("</table>").nth(1).unwrap());
        read.push(Read { rows, after });
    }
    (bytes, read)
}

/// `worksheet args --json`'s key of seed `seed`.
fn json_key(args: &[&str], seed: u64) -> Value {
    let seed = seed.to_string();
    let mut all = args.to_vec();
    all.extend(["--seed", &seed, "--json"]);
    let output = worksheet(&all);
    assert!(output.status.success());
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn a_bank_of_alpha_beta_questions_each_graded_by_its_seeds_key() {
    for (cutoff, start) in [("ge", 40u64), ("gt", 70)] {
        let dir = scratch_dir("moodle", &format!("alpha-beta-{cutoff}"));
        let args = ["--depth", "3", "--branching", "2-3", "--cutoff", cutoff];
        let seed = start.to_string();
        let asked = [&args[..], &["--seed", &seed, "--count", "4"]].concat();
        let (bytes, questions) = bank(&dir, &asked, 4);
        let mut pruned_somewhere = false;
        let mut not_searched_somewhere = false;
        for (index, question) in questions.iter().enumerate() {
            let json = json_key(&args, start + index as u64);
            let entries = json["key"].as_array().unwrap();
            let inner: BTreeMap<String, &Value> = entries
                .iter()
                .filter(|e| !e["leaf"].as_bool().unwrap() && !e["pruned"].as_bool().unwrap())
                .map(|e| (name(e["path"].as_str().unwrap()), e))
                .collect();
            // Every inner node of the whole tree has a row, searched or not,
            // so the rows do not give the pruned subtrees away. The tree's
            // leaves all lie at depth 3, and alpha-beta enters every node at
            // depth 1, so the key lists every node above depth 3 (a pruned
            // one as a pruned move): those are the inner nodes.
            let every_inner: BTreeSet<String> = entries
                .iter()
                .map(|e| e["path"].as_str().unwrap())
                .filter(|path| *path == "root" || path.split(' ').count() < 3)
                .map(name)
                .collect();
            let asked: BTreeSet<String> = question.rows.keys().cloned().collect();
            assert_eq!(asked, every_inner, "seed {}", start + index as u64);
            for node in every_inner.iter().filter(|node| !inner.contains_key(*node)) {
                let row = &question.rows[node];
                assert_eq!(row.len(), 2, "{node}");
                assert_eq!(right(&row[0]), "not searched", "{node}");
                assert_eq!(row[1].kind, "NUMERICAL");
                assert!(
                    row[1].answers[0].tolerance.unwrap() >= 1e9,
                    "{node}: any number"
                );
                not_searched_somewhere = true;
            }
            for (node, entry) in &inner {
                let row = &question.rows[node];
                assert_eq!(row.len(), 2, "{node}");
                assert_eq!(row[0].kind, "MULTICHOICE");
                let bound = match entry["bound"].as_str().unwrap() {
                    "exact" => "exact",
                    "lower bound" => "at least",
                    "upper bound" => "at most",
                    other => panic!("{other}"),
                };
                assert_eq!(right(&row[0]), bound, "{node}");
                assert_eq!(row[1].kind, "NUMERICAL");
                assert_eq!(
                    right(&row[1]).parse::<i64>().unwrap(),
                    entry["value"].as_i64().unwrap(),
                    "{node}"
                );
                assert_eq!(row[1].answers[0].tolerance, Some(0.0));
            }
            // The pruned moves: right exactly where the key prunes.
            assert_eq!(question.after.len(), 1);
            let field = &question.after[0];
            assert_eq!(field.kind, "MULTIRESPONSE");
            let ticked: BTreeSet<String> = field
                .answers
                .iter()
                .filter(|a| a.percent > 0.0)
                .map(|a| a.text.clone())
                .collect();
            let mut pruned: BTreeSet<String> = entries
                .iter()
                .filter(|e| e["pruned"].as_bool().unwrap())
                .map(|e| name(e["path"].as_str().unwrap()))
                .collect();
            pruned_somewhere |= !pruned.is_empty();
            if pruned.is_empty() {
                pruned.insert("no move is pruned".to_owned());
            }
            assert_eq!(ticked, pruned);
            assert!(
                field.answers.iter().any(|a| a.percent < 0.0),
                "a wrong tick costs"
            );
        }
        assert!(pruned_somewhere, "the seeds chosen prune");
        assert!(
            not_searched_somewhere,
            "the seeds chosen skip an inner node"
        );
        let (again, _) = bank(&dir, &asked, 4);
        assert!(bytes == again, "the same bytes twice");
    }
}

#[test]
fn values_only_and_chance_banks_ask_for_values_only() {
    let dir = scratch_dir("moodle", "values-only");
    let args = ["--depth", "3", "--branching", "2"];
    let (_, questions) = bank(
        &dir,
        &[&args[..], &["--seed", "5", "--count", "2", "--values-only"]].concat(),
        2,
    );
    for (index, question) in questions.iter().enumerate() {
        // Every inner node of a depth-3 binary tree: 1 + 2 + 4.
        assert_eq!(question.rows.len(), 7);
        assert!(question.after.is_empty(), "nothing pruned is asked");
        let json = json_key(&args, 5 + index as u64);
        assert_eq!(
            right(&question.rows["root"][0]).parse::<i64>().unwrap(),
            json["answer"]["value"].as_i64().unwrap()
        );
        for entry in json["key"].as_array().unwrap() {
            let node = name(entry["path"].as_str().unwrap());
            if entry["bound"] == "exact" && !entry["leaf"].as_bool().unwrap() {
                let row = &question.rows[&node];
                assert_eq!(row.len(), 1, "a value only");
                assert_eq!(
                    right(&row[0]).parse::<i64>().unwrap(),
                    entry["value"].as_i64().unwrap()
                );
            }
        }
    }

    let chance = ["--depth", "2", "--branching", "3", "--chance"];
    let (_, questions) = bank(
        &dir,
        &[&chance[..], &["--seed", "9", "--count", "2"]].concat(),
        2,
    );
    let mut fractional = false;
    for (index, question) in questions.iter().enumerate() {
        let json = json_key(&chance, 9 + index as u64);
        let unit = json["unit"].as_f64().unwrap();
        for entry in json["key"].as_array().unwrap() {
            if entry["leaf"].as_bool().unwrap() {
                continue;
            }
            let row = &question.rows[&name(entry["path"].as_str().unwrap())];
            assert_eq!(row.len(), 1);
            let answer = &row[0].answers[0];
            let value = entry["value"].as_f64().unwrap() / unit;
            let given: f64 = answer.text.parse().unwrap();
            let tolerance = answer.tolerance.unwrap();
            assert!((given - value).abs() < 0.0001, "{given} for {value}");
            fractional |= value.fract() != 0.0;
            assert_eq!(tolerance > 0.0, value.fract() != 0.0, "{value}");
        }
    }
    assert!(fractional, "a chance node averages to a fraction");
}

#[test]
fn the_count_needs_a_bank_and_the_seeds_must_fit() {
    let error = usage_error(&worksheet(&[
        "--seed",
        "1",
        "--depth",
        "2",
        "--branching",
        "2",
        "--count",
        "3",
    ]));
    assert!(error.contains("--moodle"), "{error}");
    let dir = scratch_dir("moodle", "overflow");
    let path = dir.join("bank.xml");
    let output = worksheet(&[
        "--seed",
        &u64::MAX.to_string(),
        "--depth",
        "2",
        "--branching",
        "2",
        "--moodle",
        path.to_str().unwrap(),
        "--count",
        "2",
    ]);
    let error = usage_error(&output);
    assert!(error.contains("largest seed"), "{error}");
    assert!(!path.exists());
}
