//! Builds the table of message catalogs (`src/i18n/`): every directory
//! under `assets/i18n/` is a language (its name the language's code, e.g.
//! `de`), and every `.ftl` file in it a part of that language's catalog.
//! Adding a language is adding a directory; nothing here names one.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    println!("cargo::rerun-if-changed=assets/i18n");
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap_or_default()).join("assets/i18n");
    let mut languages: Vec<_> = fs::read_dir(&root)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.path())
                .filter(|path| path.is_dir())
                .collect()
        })
        .unwrap_or_default();
    // English first: it is the fallback and `Lang::ENGLISH`.
    languages.sort_by_key(|path| (!path.ends_with("en"), path.clone()));
    let mut table = String::from("&[\n");
    for language in &languages {
        let code = language
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut files: Vec<_> = fs::read_dir(language)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|entry| entry.path())
                    .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        let _ = writeln!(table, "    ({code:?}, &[");
        for file in &files {
            let name = file
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            let _ = writeln!(
                table,
                "        ({name:?}, include_str!({:?})),",
                file.display().to_string()
            );
        }
        let _ = writeln!(table, "    ]),");
    }
    table.push(']');
    let out = Path::new(&env::var("OUT_DIR").unwrap_or_default()).join("catalogs.rs");
    if let Err(error) = fs::write(&out, table) {
        println!("cargo::error=cannot write {}: {error}", out.display());
    }
}
