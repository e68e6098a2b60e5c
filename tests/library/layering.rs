//! Imports run one way: a test over the parsed source of `src/`, so the
//! layering cannot drift back.
//!
//! The crate's top-level modules stand in [`LAYERS`], lowest first. A
//! module's code may name only modules of lower layers; modules of one
//! layer never name each other. On top of that order:
//!
//! - the core never names `app` or `cli` (they are the top layer);
//! - only `src/chess/` names the `chess` crate;
//! - only `src/app/` (and `src/main.rs`) names `egui` or `eframe`, so the
//!   library and the CLI build without the `gui` feature;
//! - no two sibling files of a module outside `src/app` name each other
//!   (the cycle `chess/eval.rs` ↔ `chess/explain.rs` was one).
//!
//! Every file is parsed with `syn`, so a name is found wherever the code
//! holds a path: a `use` of any shape (`use crate::{session::Session};`,
//! a `use` over several lines, `use ::egui::…`, `use chess as c;`), a path
//! in an expression or a type (`crate::cli::x()`), a path inside a macro's
//! tokens, and `super::super::…` resolved against the file's place. Names
//! brought in by a `use` are followed (`use crate::chess; chess::Square`
//! names the module, not the crate). Comments are not code, and neither
//! are test modules (an item under `#[cfg(test)]`, inline or in a file of
//! its own): a test may build a session to test the layout. Code after an
//! inline test module is still read.
//!
//! Why a test and not a crate split: the layers are 20 modules in one
//! crate whose public API (`gametree::…`) the tests, examples, benches and
//! fuzz targets use. A workspace of crates would enforce the same order
//! through Cargo, but it would move every file, turn `pub(crate)` items
//! that cross layers into public API, and multiply the crates that CI
//! compiles and links, which the tests were gathered into three binaries to
//! avoid. This test costs a second, names the offending line, and leaves
//! the order in one table that is easy to change on purpose.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// The top-level modules, lowest layer first. A module may name modules of
/// lower layers only, never one of its own layer or above.
const LAYERS: &[&[&str]] = &[
    // The message catalogs, which every other module's words come from.
    &["i18n"],
    // Leaves: quoting user input, the seeded random numbers, reading a user's
    // file.
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

/// What a path in the code names.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Named {
    /// An item of this crate, by its path from the crate root
    /// (`["session", "Session"]`).
    Local(Vec<String>),
    /// An item of another crate, by the crate's name.
    External(String),
}

/// One path in the code of a file.
#[derive(Clone, Debug)]
struct Reference {
    file: PathBuf,
    line: usize,
    named: Named,
}

impl Reference {
    /// The top-level module of this crate the path names, if any.
    fn top(&self) -> Option<&str> {
        match &self.named {
            Named::Local(path) => path.first().map(String::as_str),
            Named::External(_) => None,
        }
    }

    fn shown(&self) -> String {
        let file = self
            .file
            .strip_prefix(src())
            .unwrap_or(&self.file)
            .display();
        let named = match &self.named {
            Named::Local(path) => format!("crate::{}", path.join("::")),
            Named::External(name) => format!("the crate {name}"),
        };
        format!("src/{file}:{}: names {named}", self.line)
    }
}

/// Whether `attrs` hold `#[cfg(test)]`.
fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .parse_args::<syn::Meta>()
                .is_ok_and(|meta| meta.path().is_ident("test"))
    })
}

/// Walks one file, resolving every path against the module it is in.
struct Walker {
    file: PathBuf,
    /// The module the code being walked is in, from the crate root.
    module: Vec<String>,
    /// Names a `use` of the file brought in, with what they name.
    imported: BTreeMap<String, Named>,
    /// Test modules in files of their own, found on the way.
    test_files: Vec<Vec<String>>,
    found: Vec<Reference>,
}

impl Walker {
    fn new(file: PathBuf, module: Vec<String>) -> Self {
        Self {
            file,
            module,
            imported: BTreeMap::new(),
            test_files: Vec::new(),
            found: Vec::new(),
        }
    }

    /// What `segments` (with a leading `::` when `global`) name from here.
    fn resolve(&self, segments: &[String], global: bool) -> Option<Named> {
        let first = segments.first()?;
        if global {
            return Some(Named::External(first.clone()));
        }
        let mut path = match first.as_str() {
            "crate" | "$crate" => Vec::new(),
            "self" => self.module.clone(),
            "super" => {
                let mut path = self.module.clone();
                path.pop();
                path
            }
            name => {
                return match self.imported.get(name) {
                    Some(Named::Local(prefix)) => {
                        let mut path = prefix.clone();
                        path.extend(segments[1..].iter().cloned());
                        Some(Named::Local(path))
                    }
                    Some(external) => Some(external.clone()),
                    // A name of another crate, or an item, variable or
                    // type in scope: only a path of two names or more can
                    // name a crate.
                    None if segments.len() > 1 => Some(Named::External(name.to_owned())),
                    None => None,
                };
            }
        };
        for segment in &segments[1..] {
            if segment == "super" {
                path.pop();
            } else {
                path.push(segment.clone());
            }
        }
        Some(Named::Local(path))
    }

    fn record(&mut self, line: usize, named: Named) {
        self.found.push(Reference {
            file: self.file.clone(),
            line,
            named,
        });
    }

    /// Every path of a `use` tree, with the name each one binds.
    fn use_tree(&mut self, tree: &syn::UseTree, prefix: &mut Vec<String>, global: bool) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(&path.tree, prefix, global);
                prefix.pop();
            }
            syn::UseTree::Name(name) => {
                self.bind(prefix, &name.ident.to_string(), &name.ident, global);
            }
            syn::UseTree::Rename(rename) => {
                self.bind(prefix, &rename.ident.to_string(), &rename.rename, global);
            }
            syn::UseTree::Glob(glob) => {
                if let Some(named) = self.resolve(prefix, global) {
                    self.record(glob.star_token.spans[0].start().line, named);
                }
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(tree, prefix, global);
                }
            }
        }
    }

    /// `use prefix::name as alias;` (`alias` is `name` when not renamed).
    fn bind(&mut self, prefix: &[String], name: &str, alias: &syn::Ident, global: bool) {
        let mut segments = prefix.to_vec();
        if name != "self" {
            segments.push(name.to_owned());
        }
        let Some(named) = self.resolve(&segments, global).or_else(|| {
            // `use chess;` or `use chess as c;`: a crate on its own.
            (segments.len() == 1 && !["crate", "self", "super"].contains(&name))
                .then(|| Named::External(name.to_owned()))
        }) else {
            return;
        };
        self.record(alias.span().start().line, named.clone());
        let bound = if name == "self" {
            prefix.last().cloned().unwrap_or_default()
        } else {
            alias.to_string()
        };
        if bound != "_" {
            self.imported.insert(bound, named);
        }
    }

    /// Paths written inside a macro's tokens: `crate::a::b`, `$crate::a`,
    /// `::egui::X`, `egui::X`.
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut index = 0;
        while index < trees.len() {
            if let TokenTree::Group(group) = &trees[index] {
                self.tokens(group.stream());
                index += 1;
                continue;
            }
            let joined = |at: usize| {
                matches!((trees.get(at), trees.get(at + 1)),
                    (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                        if a.as_char() == ':' && b.as_char() == ':')
            };
            let starts = index == 0 || !joined(index.saturating_sub(2));
            if let TokenTree::Ident(ident) = &trees[index]
                && starts
                && joined(index + 1)
            {
                let dollar = index > 0
                    && matches!(&trees[index - 1], TokenTree::Punct(p) if p.as_char() == '$');
                let mut segments = vec![if dollar {
                    format!("${ident}")
                } else {
                    ident.to_string()
                }];
                let mut at = index + 1;
                while joined(at) {
                    let Some(TokenTree::Ident(next)) = trees.get(at + 2) else {
                        break;
                    };
                    segments.push(next.to_string());
                    at += 3;
                }
                if let Some(named) = self.resolve(&segments, false) {
                    self.record(ident.span().start().line, named);
                }
                index = at;
                continue;
            }
            index += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Walker {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs = match item {
            syn::Item::Mod(module) => &module.attrs,
            syn::Item::Fn(function) => &function.attrs,
            syn::Item::Use(item) => &item.attrs,
            syn::Item::Impl(item) => &item.attrs,
            syn::Item::Struct(item) => &item.attrs,
            syn::Item::Enum(item) => &item.attrs,
            syn::Item::Const(item) => &item.attrs,
            syn::Item::Static(item) => &item.attrs,
            syn::Item::Trait(item) => &item.attrs,
            syn::Item::Type(item) => &item.attrs,
            syn::Item::Macro(item) => &item.attrs,
            _ => return syn::visit::visit_item(self, item),
        };
        if is_test(attrs) {
            if let syn::Item::Mod(module) = item
                && module.content.is_none()
            {
                let mut path = self.module.clone();
                path.push(module.ident.to_string());
                self.test_files.push(path);
            }
            return;
        }
        syn::visit::visit_item(self, item);
    }

    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        if module.content.is_some() {
            self.module.push(module.ident.to_string());
            syn::visit::visit_item_mod(self, module);
            self.module.pop();
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&item.tree, &mut Vec::new(), item.leading_colon.is_some());
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if let Some(first) = path.segments.first()
            && let Some(named) = self.resolve(&segments, path.leading_colon.is_some())
        {
            self.record(first.ident.span().start().line, named);
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        self.tokens(mac.tokens.clone());
    }
}

/// The references in `text`, a file of module `module` (from the crate
/// root), and the test modules it keeps in files of their own.
fn walk(file: &Path, text: &str, module: Vec<String>) -> (Vec<Reference>, Vec<Vec<String>>) {
    let parsed = syn::parse_file(text).unwrap_or_else(|error| {
        panic!("{}: {error}", file.display());
    });
    let mut walker = Walker::new(file.to_path_buf(), module);
    // The file's `use`s first, so a path above a `use` resolves too.
    for item in &parsed.items {
        if let syn::Item::Use(item) = item
            && !is_test(&item.attrs)
        {
            walker.visit_item_use(item);
        }
    }
    walker.found.clear();
    walker.visit_file(&parsed);
    (walker.found, walker.test_files)
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

/// The module a file of `src/` holds, from the crate root (`["game",
/// "grid"]` for `src/game/grid.rs`, `["game"]` for `src/game/mod.rs`,
/// empty for `lib.rs` and `main.rs`).
fn module_of(file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src()).unwrap();
    let mut path: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_str().unwrap().to_owned())
        .collect();
    let last = path.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if !["mod", "lib", "main"].contains(&stem) || path.is_empty() && stem == "mod" {
        path.push(stem.to_owned());
    }
    path
}

/// Every reference in the code of `src/` outside test modules.
fn references() -> Vec<Reference> {
    let mut all = Vec::new();
    let mut tests = BTreeSet::new();
    let mut by_module = BTreeMap::new();
    for file in rust_files(&src()) {
        let text = fs::read_to_string(&file).unwrap();
        let module = module_of(&file);
        let (found, test_files) = walk(&file, &text, module.clone());
        tests.extend(test_files);
        by_module.insert(module, found);
    }
    for (module, found) in by_module {
        if !tests.contains(&module) {
            all.extend(found);
        }
    }
    all
}

fn top_module(file: &Path) -> Option<String> {
    let relative = file.strip_prefix(src()).unwrap();
    let first = relative.components().next()?.as_os_str().to_str()?;
    match first {
        "lib.rs" | "main.rs" => None,
        name => Some(name.trim_end_matches(".rs").to_owned()),
    }
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
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

/// The references that run up or across a layer, shown.
fn back_references(references: &[Reference]) -> Vec<String> {
    let mut back = Vec::new();
    for reference in references {
        let Some(module) = top_module(&reference.file) else {
            continue;
        };
        let (Some(own), Some(target)) = (layer_of(&module), reference.top().and_then(layer_of))
        else {
            continue;
        };
        let target_name = reference.top().unwrap_or_default();
        if target_name != module && target >= own {
            back.push(format!(
                "{} (layer {target}) from `{module}` (layer {own})",
                reference.shown()
            ));
        }
    }
    back
}

#[test]
fn imports_run_one_way() {
    let back = back_references(&references());
    assert!(
        back.is_empty(),
        "imports that run up or across a layer:\n{}",
        back.join("\n")
    );
}

#[test]
fn the_core_never_names_the_front_ends() {
    let named: Vec<String> = references()
        .iter()
        .filter(|r| !matches!(top_module(&r.file).as_deref(), Some("app" | "cli")))
        .filter(|r| matches!(r.top(), Some("app" | "cli")))
        .map(Reference::shown)
        .collect();
    assert!(
        named.is_empty(),
        "the core names a front end:\n{}",
        named.join("\n")
    );
}

/// References to the external crate `name` outside `src/<allowed>/` (and
/// `main.rs` when `main_too`).
fn naming_crate(
    references: &[Reference],
    name: &str,
    allowed: &str,
    main_too: bool,
) -> Vec<String> {
    references
        .iter()
        .filter(|r| r.named == Named::External(name.to_owned()))
        .filter(|r| {
            let relative = r.file.strip_prefix(src()).unwrap();
            let main = main_too && relative == Path::new("main.rs");
            !(relative.starts_with(allowed) || main)
        })
        .map(Reference::shown)
        .collect()
}

#[test]
fn only_the_chess_adapter_names_the_chess_crate() {
    let found = naming_crate(&references(), "chess", "chess", false);
    assert!(
        found.is_empty(),
        "the chess crate named outside src/chess:\n{}",
        found.join("\n")
    );
}

#[test]
fn only_the_window_names_egui() {
    let references = references();
    let mut found = naming_crate(&references, "egui", "app", true);
    found.extend(naming_crate(&references, "eframe", "app", true));
    assert!(
        found.is_empty(),
        "egui named outside src/app:\n{}",
        found.join("\n")
    );
}

#[test]
fn sibling_files_never_name_each_other() {
    // (directory module, file stem) → the sibling stems its code names.
    let mut names: BTreeMap<(Vec<String>, String), BTreeSet<String>> = BTreeMap::new();
    let mut stems: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&src()) {
        let relative = file.strip_prefix(src()).unwrap();
        let stem = file.file_stem().unwrap().to_str().unwrap().to_owned();
        if relative.starts_with("app") || stem == "mod" || relative.components().count() < 2 {
            continue;
        }
        let mut dir = module_of(&file);
        dir.pop();
        stems.entry(dir.clone()).or_default().insert(stem.clone());
        names.entry((dir, stem)).or_default();
    }
    for reference in references() {
        let mut dir = module_of(&reference.file);
        let Some(stem) = dir.pop() else { continue };
        let Named::Local(path) = &reference.named else {
            continue;
        };
        if let Some(entry) = names.get_mut(&(dir.clone(), stem))
            && path.len() > dir.len()
            && path[..dir.len()] == dir[..]
        {
            entry.insert(path[dir.len()].clone());
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
                let dir = dir.join("/");
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

/// What the walker finds in `text` as `src/game/grid.rs`, shown.
fn found_in(text: &str) -> Vec<String> {
    let file = src().join("game").join("grid.rs");
    let (found, _) = walk(&file, text, vec!["game".to_owned(), "grid".to_owned()]);
    found
        .iter()
        .map(|r| match &r.named {
            Named::Local(path) => format!("{}: crate::{}", r.line, path.join("::")),
            Named::External(name) => format!("{}: {name}", r.line),
        })
        .collect()
}

#[test]
fn the_walker_sees_every_shape_of_path_and_skips_comments_and_tests() {
    let names = |text: &str| found_in(text);
    assert_eq!(
        names("use crate::{session::Session};"),
        ["1: crate::session::Session"]
    );
    assert_eq!(
        names("use crate::{\n    game::Game,\n    session::{Session, Pass},\n};"),
        [
            "2: crate::game::Game",
            "3: crate::session::Session",
            "3: crate::session::Pass"
        ]
    );
    assert_eq!(names("use super::super::cli::run;"), ["1: crate::cli::run"]);
    assert_eq!(names("use ::egui::Color32;"), ["1: egui"]);
    assert_eq!(names("use chess as c;"), ["1: chess"]);
    assert_eq!(names("fn f() { crate::cli::x(); }"), ["1: crate::cli::x"]);
    assert_eq!(
        names("fn f() { let b = chess::Board::default(); }"),
        ["1: chess"]
    );
    assert_eq!(
        names("use crate::chess;\nfn f() { chess::Square::A1; }"),
        ["1: crate::chess", "2: crate::chess::Square::A1"]
    );
    assert_eq!(
        names("fn f() { format!(\"{}\", crate::app::name()); }"),
        ["1: crate::app::name"]
    );
    assert_eq!(
        names("// use crate::app::App;\n/// [`crate::cli`]\nfn f() {}"),
        Vec::<String>::new()
    );
    assert_eq!(
        names(
            "#[cfg(test)]\nmod tests {\n    use crate::cli::run;\n}\nfn after() { crate::app::x(); }"
        ),
        ["5: crate::app::x"]
    );
}
