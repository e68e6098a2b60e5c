//! The catalogs against the code: every message id the code uses is in
//! every catalog, no catalog has an id the code does not use, every
//! catalog parses, and a message has the same placeholders in every
//! language.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::{CATALOGS, Lang, languages, use_on_this_thread};

/// The literal id of every `tr!` call in the Rust files under `dir`.
fn ids_used_under(dir: &Path, found: &mut BTreeMap<String, String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.filter_map(Result::ok).map(|entry| entry.path()) {
        if path.is_dir() {
            ids_used_under(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (at, _) in text.match_indices("tr!(") {
                // Not `include_str!(`, nor this file's own quoted pattern.
                let before = text[..at].chars().next_back().unwrap_or(' ');
                if before.is_alphanumeric() || before == '_' || before == '"' {
                    continue;
                }
                let rest = text[at + 4..].trim_start();
                let Some(quoted) = rest.strip_prefix('"') else {
                    continue;
                };
                let id: String = quoted.chars().take_while(|c| *c != '"').collect();
                assert!(
                    id.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                    "{}: message id {id:?} is not kebab-case",
                    path.display()
                );
                found
                    .entry(id)
                    .or_insert_with(|| path.display().to_string());
            }
        }
    }
}

fn ids_used() -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    ids_used_under(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut found,
    );
    found
}

/// Every message of a language, with the names of its placeholders.
fn messages(code: &str, files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages = BTreeMap::new();
    for (file, text) in files {
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(resource) => resource,
            Err((_, errors)) => panic!("{code}/{file} does not parse: {errors:?}"),
        };
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut variables = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_variables(pattern, &mut variables);
                }
                assert!(
                    message.attributes.is_empty(),
                    "{code}/{file}: {} has attributes; make each its own message",
                    message.id.name
                );
                let id = message.id.name.to_owned();
                assert!(
                    messages.insert(id.clone(), variables).is_none(),
                    "{code}: {id} twice"
                );
            }
        }
    }
    messages
}

fn pattern_variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                pattern_variables(&variant.value, found);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_variables(expression, found);
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
        }
        _ => {}
    }
}

#[test]
fn every_id_the_code_uses_is_in_every_catalog_and_no_other() {
    let used = ids_used();
    assert!(used.contains_key("language-name"), "{used:?}");
    for (code, files) in CATALOGS {
        let known = messages(code, files);
        let missing: Vec<_> = used
            .iter()
            .filter(|(id, _)| !known.contains_key(*id))
            .map(|(id, file)| format!("{id} (used in {file})"))
            .collect();
        assert!(missing.is_empty(), "{code} lacks {missing:#?}");
        let unused: Vec<_> = known.keys().filter(|id| !used.contains_key(*id)).collect();
        assert!(
            unused.is_empty(),
            "{code} has ids no code uses: {unused:#?}"
        );
    }
}

#[test]
fn a_message_has_the_same_placeholders_in_every_language() {
    let (_, english_files) = CATALOGS[0];
    let english = messages("en", english_files);
    for (code, files) in &CATALOGS[1..] {
        for (id, variables) in messages(code, files) {
            if let Some(expected) = english.get(&id) {
                assert_eq!(&variables, expected, "{code}: {id}");
            }
        }
    }
}

#[test]
fn english_comes_first_and_german_is_there() {
    assert_eq!(Lang::ENGLISH.code(), "en");
    assert_eq!(Lang::ENGLISH.name(), "English");
    let german = Lang::parse("de").unwrap();
    assert_eq!(german.name(), "Deutsch");
    assert_eq!(languages().count(), CATALOGS.len());
}

#[test]
fn a_locale_names_its_language() {
    let german = Lang::parse("de");
    assert_eq!(Lang::from_locale("de_DE.UTF-8"), german);
    assert_eq!(Lang::from_locale("de_AT"), german);
    assert_eq!(Lang::from_locale("de"), german);
    assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::ENGLISH));
    assert_eq!(Lang::from_locale("C.UTF-8"), None);
    assert_eq!(Lang::from_locale("POSIX"), None);
    assert_eq!(Lang::from_locale(""), None);
    assert_eq!(Lang::from_locale("xx_YY"), None);
}

#[test]
fn a_threads_language_holds_while_its_guard_lives() {
    let german = Lang::parse("de").unwrap();
    assert_eq!(crate::tr!("language-name"), "English");
    {
        let _german = use_on_this_thread(german);
        assert_eq!(crate::tr!("language-name"), "Deutsch");
        {
            let _english = use_on_this_thread(Lang::ENGLISH);
            assert_eq!(crate::tr!("language-name"), "English");
        }
        assert_eq!(crate::tr!("language-name"), "Deutsch");
    }
    assert_eq!(crate::tr!("language-name"), "English");
}
