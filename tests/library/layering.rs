//! Imports run one way: a test over the source of `src/`, so the layering
//! cannot drift back.
//!
//! The crate's top-level modules stand in [`LAYERS`], lowest first. A
//! module's code may name (through `crate::…` or `$crate::…`) only modules
//! of lower layers; modules of one layer never name each other. On top of
//! that order:
//!
//! - the core never names `app` or `cli` (they are the top layer);
//! - only `src/chess/` names the `chess` crate;
//! - only `src/app/` (and `src/main.rs`) names `egui` or `eframe`, so the
//!   library and the CLI build without the `gui` feature;
//! - no two sibling files of a module outside `src/app` name each other
//!   (the cycle `chess/eval.rs` ↔ `chess/explain.rs` was one).
//!
//! Comments are not code (a doc link may point up), and neither are test
//! modules (`#[cfg(test)] mod tests`, which this crate keeps at the end of
//! a file or in its own `tests.rs`): a test may build a session to test the
//! layout. Adding a back arrow (say `use crate::session::Session;` in
//! `src/game/mod.rs`) fails [`imports_run_one_way`] with the file, the line
//! and the two layers.
//!
//! Why a test and not a crate split: the layers are 20 modules in one
//! crate whose public API (`gametree::…`) the tests, examples, benches and
//! fuzz targets use. A workspace of crates would enforce the same order
//! through Cargo, but it would move every file, turn `pub(crate)` items
//! that cross layers into public API, and multiply the crates that CI
//! compiles and links, which the tests were gathered into three binaries to
//! avoid. This test costs a few milliseconds, names the offending line, and
//! leaves the order in one table that is easy to change on purpose.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules, lowest layer first. A module may name modules of
/// lower layers only, never one of its own layer or above.
const LAYERS: &[&[&str]] = &[
    // Leaves: quoting user input, the seeded random numbers, reading a user's file.
    &["quote", "random", "text_file"],
    // What is searched: the `Game` trait, players, grids, registration.
    &["game"],
    // The algorithms and the games, which know the vocabulary and not each other.
    &["search", "chess", "textbook", "games"],
    // The search's record.
    &["tree"],
    // How values are written (a session's messages write them too).
    &["notation"],
    // A search watched step by step, the tidy layout.
    &["session", "layout"],
    // The registration: every game behind one type.
    &["input"],
    // Built-in positions, session files, the one picture of a search.
    &["presets", "session_file", "scene"],
    // The teaching layer: narration, pseudocode, quizzes, worksheets.
    &["teach"],
    // Pictures, decks and worksheets as files; a student's trace checked.
    &["export", "check"],
    // The two front ends.
    &["cli", "app"],
];

/// One reference from the code of a file to a top-level module.
struct Reference {
    file: PathBuf,
    line: usize,
    text: String,
    target: String,
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The top-level module a file of `src/` belongs to (`game` for
/// `src/game/grid.rs`); `None` for `lib.rs` and `main.rs`.
fn top_module(file: &Path) -> Option<String> {
    let relative = file.strip_prefix(src()).unwrap();
    let first = relative.components().next()?.as_os_str().to_str()?;
    match first {
        "lib.rs" | "main.rs" => None,
        name => Some(name.trim_end_matches(".rs").to_owned()),
    }
}

/// Files that are test modules in their own file (`#[cfg(test)] mod tests;`
/// beside them).
fn test_files(files: &[PathBuf]) -> BTreeSet<PathBuf> {
    let mut tests = BTreeSet::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for pair in lines.windows(2) {
            let next = pair[1].trim();
            if pair[0].trim() == "#[cfg(test)]"
                && let Some(name) = next.strip_prefix("mod ").and_then(|m| m.strip_suffix(';'))
            {
                let dir = file.parent().unwrap();
                let dir = if file.file_name().is_some_and(|n| n == "mod.rs") {
                    dir.to_path_buf()
                } else {
                    dir.join(file.file_stem().unwrap())
                };
                tests.insert(dir.join(format!("{name}.rs")));
            }
        }
    }
    tests
}

/// The lines of `text` that are code: comments dropped, and everything
/// from a `#[cfg(test)]` that opens an inline test module to the end of
/// the file (the crate keeps test modules last).
fn code_lines(text: &str) -> Vec<(usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut code = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let trimmed = line.trim();
        if trimmed == "#[cfg(test)]" {
            // The item the attribute is on, past any other attributes.
            let item = lines[index + 1..].iter().map(|l| l.trim()).find(|l| {
                [
                    "mod ", "pub", "fn ", "use ", "impl", "struct ", "enum ", "const ", "static ",
                ]
                .iter()
                .any(|keyword| l.starts_with(keyword))
            });
            let opens_module = item.is_some_and(|l| l.starts_with("mod ") && l.ends_with('{'));
            if opens_module {
                break;
            }
        }
        if trimmed.starts_with("//") {
            continue;
        }
        let without_comment = trimmed.split(" // ").next().unwrap_or(trimmed);
        code.push((index + 1, without_comment.to_owned()));
    }
    code
}

/// The identifiers that follow `prefix` in `line` (`crate::` in
/// `use crate::game::Game;` gives `game`), where `prefix` starts a path
/// (not preceded by an identifier character or `::`).
fn names_after(line: &str, prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut from = 0;
    while let Some(found) = line[from..].find(prefix) {
        let start = from + found;
        from = start + prefix.len();
        let before = &line[..start];
        let starts_path = !before.ends_with("::")
            && !before
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
        if !starts_path {
            continue;
        }
        let name: String = line[from..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            names.push(name);
        }
    }
    names
}

/// Every reference to a top-level module of the crate from the code of
/// `src/`, by the module of the file it is in.
fn references() -> BTreeMap<String, Vec<Reference>> {
    let files = rust_files(&src());
    let tests = test_files(&files);
    let mut by_module: BTreeMap<String, Vec<Reference>> = BTreeMap::new();
    for file in &files {
        let Some(module) = top_module(file) else {
            continue;
        };
        if tests.contains(file) {
            continue;
        }
        let text = fs::read_to_string(file).unwrap();
        for (line, code) in code_lines(&text) {
            let mut targets = names_after(&code, "crate::");
            // `$crate::` in a macro: the `$` is not an identifier character.
            targets.retain(|target| *target != module);
            for target in targets {
                by_module
                    .entry(module.clone())
                    .or_default()
                    .push(Reference {
                        file: file.clone(),
                        line,
                        text: code.clone(),
                        target,
                    });
            }
        }
    }
    by_module
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

fn shown(reference: &Reference) -> String {
    let file = reference.file.strip_prefix(src()).unwrap().display();
    format!("src/{file}:{}: {}", reference.line, reference.text)
}

#[test]
fn every_module_has_a_layer() {
    let files = rust_files(&src());
    let modules: BTreeSet<String> = files.iter().filter_map(|f| top_module(f)).collect();
    let missing: Vec<&String> = modules.iter().filter(|m| layer_of(m).is_none()).collect();
    assert!(
        missing.is_empty(),
        "modules missing from LAYERS: {missing:?}"
    );
    for layer in LAYERS {
        for module in *layer {
            assert!(
                modules.contains(*module),
                "LAYERS names {module}, which src/ lacks"
            );
        }
    }
}

#[test]
fn imports_run_one_way() {
    let mut back = Vec::new();
    for (module, references) in references() {
        let Some(own) = layer_of(&module) else {
            continue;
        };
        for reference in &references {
            let Some(target) = layer_of(&reference.target) else {
                continue;
            };
            if target >= own {
                back.push(format!(
                    "{} names `{}` (layer {target}) from `{module}` (layer {own})",
                    shown(reference),
                    reference.target
                ));
            }
        }
    }
    assert!(
        back.is_empty(),
        "imports that run up or across a layer:\n{}",
        back.join("\n")
    );
}

#[test]
fn the_core_never_names_the_front_ends() {
    let mut named = Vec::new();
    for (module, references) in references() {
        if module == "app" || module == "cli" {
            continue;
        }
        named.extend(
            references
                .iter()
                .filter(|r| r.target == "app" || r.target == "cli")
                .map(shown),
        );
    }
    assert!(
        named.is_empty(),
        "the core names a front end:\n{}",
        named.join("\n")
    );
}

/// Lines outside `src/<allowed>/` (and `main.rs` when `main` is allowed)
/// that name the external crate `name` by a path of its own.
fn naming_crate(name: &str, allowed: &str, main_too: bool) -> Vec<String> {
    let files = rust_files(&src());
    let tests = test_files(&files);
    let prefix = format!("{name}::");
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(src()).unwrap();
        if relative.starts_with(allowed) || tests.contains(file) {
            continue;
        }
        if main_too && relative == Path::new("main.rs") {
            continue;
        }
        let text = fs::read_to_string(file).unwrap();
        for (line, code) in code_lines(&text) {
            let names = names_after(&code, &prefix);
            let used = code.starts_with(&format!("use {name}::"))
                || code.starts_with(&format!("use {name};"))
                || !names.is_empty();
            if used {
                found.push(format!("src/{}:{line}: {code}", relative.display()));
            }
        }
    }
    found
}

#[test]
fn only_the_chess_adapter_names_the_chess_crate() {
    let found = naming_crate("chess", "chess", false);
    assert!(
        found.is_empty(),
        "the chess crate named outside src/chess:\n{}",
        found.join("\n")
    );
}

#[test]
fn only_the_window_names_egui() {
    let mut found = naming_crate("egui", "app", true);
    found.extend(naming_crate("eframe", "app", true));
    assert!(
        found.is_empty(),
        "egui named outside src/app:\n{}",
        found.join("\n")
    );
}

#[test]
fn sibling_files_never_name_each_other() {
    let files = rust_files(&src());
    let tests = test_files(&files);
    // (directory, file stem) → the sibling stems its code names.
    let mut names: BTreeMap<(PathBuf, String), BTreeSet<String>> = BTreeMap::new();
    let mut stems: BTreeMap<PathBuf, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let relative = file.strip_prefix(src()).unwrap();
        if relative.starts_with("app") || tests.contains(file) {
            continue;
        }
        let stem = file.file_stem().unwrap().to_str().unwrap().to_owned();
        if stem == "mod" || relative.components().count() < 2 {
            continue;
        }
        let dir = file.parent().unwrap().to_path_buf();
        stems.entry(dir.clone()).or_default().insert(stem.clone());
        let module_path: Vec<String> = dir
            .strip_prefix(src())
            .unwrap()
            .components()
            .map(|c| c.as_os_str().to_str().unwrap().to_owned())
            .collect();
        let absolute = format!("crate::{}::", module_path.join("::"));
        let text = fs::read_to_string(file).unwrap();
        let entry = names.entry((dir, stem)).or_default();
        for (_, code) in code_lines(&text) {
            entry.extend(names_after(&code, "super::"));
            entry.extend(names_after(&code, &absolute));
        }
    }
    let mut cycles = Vec::new();
    for ((dir, stem), named) in &names {
        let siblings = &stems[dir];
        for other in named.iter().filter(|n| siblings.contains(*n) && *n != stem) {
            let back = names
                .get(&(dir.clone(), other.clone()))
                .is_some_and(|n| n.contains(stem));
            if back && stem < other {
                let dir = dir.strip_prefix(src()).unwrap().display();
                cycles.push(format!("src/{dir}/{stem}.rs ↔ src/{dir}/{other}.rs"));
            }
        }
    }
    assert!(
        cycles.is_empty(),
        "sibling files that name each other:\n{}",
        cycles.join("\n")
    );
}

#[test]
fn the_scanner_sees_paths_and_skips_comments_and_tests() {
    assert_eq!(names_after("use crate::game::Game;", "crate::"), ["game"]);
    assert_eq!(
        names_after("$crate::games::register_games!", "crate::"),
        ["games"]
    );
    assert!(names_after("use gametree::crate_like::x;", "crate::").is_empty());
    assert!(names_after("use crate::chess::Square;", "chess::").is_empty());
    assert_eq!(
        names_after("let b = chess::Board::default();", "chess::"),
        ["Board"]
    );
    let text = "use crate::game::Game;\n// use crate::app::App;\n#[cfg(test)]\nmod tests {\n    use crate::cli::run;\n}\n";
    let code: Vec<String> = code_lines(text).into_iter().map(|(_, c)| c).collect();
    assert_eq!(code, ["use crate::game::Game;"]);
}
