//! The documents a person reads: the README stays short (at most 20 KB),
//! its test command is the one `.ci/run` runs, and every relative link of
//! `README.md` and `docs/*.md` (files, images and `#anchors`) resolves, as
//! does every repository path they write in backticks (`src/teach/`).
//! `docs/ARCHITECTURE.md` keeps up with the code: its `register_games!`
//! list is `src/input.rs`'s, its table names every registered algorithm,
//! and it gives the bytes a node that `SearchTree::bytes_per_node` does.

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The Markdown files a newcomer reads: the README and `docs/`.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The lines of `text` outside fenced code blocks.
fn prose(text: &str) -> Vec<&str> {
    let mut fenced = false;
    text.lines()
        .filter(|line| {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                return false;
            }
            !fenced
        })
        .collect()
}

/// The targets of the inline links and images of `line`: `x` in `[a](x)`.
fn link_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        let Some(end) = rest.find(')') else { break };
        targets.push(rest[..end].to_owned());
        rest = &rest[end..];
    }
    targets
}

/// A heading's anchor as GitHub makes it: lower case, spaces to hyphens,
/// punctuation other than `-` and `_` dropped.
fn slug(heading: &str) -> String {
    heading
        .trim_start_matches('#')
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

fn anchors(file: &Path) -> Vec<String> {
    let text = fs::read_to_string(file).unwrap();
    prose(&text)
        .into_iter()
        .filter(|line| line.starts_with('#'))
        .map(slug)
        .collect()
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    for file in documents() {
        let text = fs::read_to_string(&file).unwrap();
        let name = file.strip_prefix(root()).unwrap().display().to_string();
        for line in prose(&text) {
            for target in link_targets(line) {
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let (path, anchor) = match target.split_once('#') {
                    Some((path, anchor)) => (path, Some(anchor)),
                    None => (target.as_str(), None),
                };
                let linked = if path.is_empty() {
                    file.clone()
                } else {
                    file.parent().unwrap().join(path)
                };
                if !linked.exists() {
                    broken.push(format!("{name}: {target} (no such file)"));
                    continue;
                }
                if let Some(anchor) = anchor
                    && !anchors(&linked).iter().any(|a| a == anchor)
                {
                    broken.push(format!("{name}: {target} (no such heading)"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The repository paths written in backticks in `line`: `src/x.rs`,
/// `docs/CLI.md` (a placeholder in capitals, `src/games/NAME/`, is none).
fn code_paths(line: &str) -> Vec<String> {
    line.split('`')
        .skip(1)
        .step_by(2)
        .filter(|code| {
            [
                "src/",
                "docs/",
                "tests/",
                "assets/",
                "benches/",
                "examples/",
                "fuzz/",
            ]
            .iter()
            .any(|top| code.starts_with(top))
        })
        .filter(|code| !code.contains(char::is_whitespace))
        .filter(|code| {
            !code
                .split('/')
                .any(|part| part.len() > 1 && part.chars().all(|c| c.is_ascii_uppercase()))
        })
        .map(|code| code.split(['#', ':']).next().unwrap_or(code).to_owned())
        .collect()
}

#[test]
fn every_repository_path_in_backticks_exists() {
    let mut missing = Vec::new();
    for file in documents() {
        let text = fs::read_to_string(&file).unwrap();
        let name = file.strip_prefix(root()).unwrap().display().to_string();
        for line in prose(&text) {
            for path in code_paths(line) {
                if !root().join(&path).exists() {
                    missing.push(format!("{name}: {path}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "no such file:\n{}", missing.join("\n"));
    assert_eq!(
        code_paths("see `src/teach/` and `src/games/NAME/`, `cargo run`, `docs/CLI.md#x`"),
        ["src/teach/", "docs/CLI.md"]
    );
}

#[test]
fn the_readme_stays_short() {
    let size = fs::metadata(root().join("README.md")).unwrap().len();
    assert!(
        size <= 20 * 1024,
        "README.md is {size} bytes; move detail to docs/"
    );
}

/// The README's set-up commands are the ones CI runs: the test command is
/// the last line of `.ci/run`, and the README shows it as its own block.
#[test]
fn the_readme_test_command_is_the_one_ci_runs() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let ci = fs::read_to_string(root().join(".ci/run")).unwrap();
    let command = ci
        .lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .unwrap()
        .trim();
    assert_eq!(command, "cargo test --all-targets && cargo test --doc");
    assert!(
        readme.contains(&format!("```sh\n{command}\n```")),
        "the README's test command differs from .ci/run's: {command}"
    );
    assert!(readme.contains("```sh\ncargo run --release\n```"));
}

#[test]
fn slugs_follow_github() {
    assert_eq!(slug("## Session files"), "session-files");
    assert_eq!(
        slug("### Chess positions from games: `--pgn`"),
        "chess-positions-from-games---pgn"
    );
    assert_eq!(
        link_targets("see [a](docs/CLI.md#json) and ![b](assets/x.png)"),
        ["docs/CLI.md#json", "assets/x.png"]
    );
}

/// The lines of the `register_games!` list in `text`, trimmed, that name a
/// game (`Pig(crate::games::pig::Pig),`).
fn registered_games(text: &str) -> Vec<String> {
    text.lines()
        .skip_while(|line| !line.starts_with("register_games! {"))
        .skip(1)
        .take_while(|line| !line.starts_with('}'))
        .map(str::trim)
        .filter(|line| line.contains("(crate::"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_architecture_names_every_registered_game_and_algorithm() {
    let text = fs::read_to_string(root().join("docs/ARCHITECTURE.md")).unwrap();
    let source = fs::read_to_string(root().join("src/input.rs")).unwrap();
    let games = registered_games(&source);
    assert_eq!(games.len(), gametree::input::GameKind::ALL.len());
    assert_eq!(
        registered_games(&text),
        games,
        "docs/ARCHITECTURE.md's register_games! list is not src/input.rs's"
    );
    let rows: Vec<&str> = text.lines().filter(|line| line.starts_with("| ")).collect();
    let missing: Vec<&str> = gametree::search::Algorithm::EVERY
        .iter()
        .filter(|algorithm| {
            let name = format!("`{}`", algorithm.name());
            !rows
                .iter()
                .any(|row| row.contains(&name) && row.contains(&algorithm.title()))
        })
        .map(|algorithm| algorithm.name())
        .collect();
    assert!(
        missing.is_empty(),
        "algorithms missing from the table of docs/ARCHITECTURE.md: {missing:?}"
    );
    let bytes = format!(
        "{} bytes a node",
        gametree::tree::SearchTree::bytes_per_node()
    );
    assert!(
        text.contains(&bytes),
        "docs/ARCHITECTURE.md does not say {bytes}"
    );
}

/// The `--algo a|b|c` lists of `docs/CLI.md`'s synopsis, in order: the
/// `analyze` one, then the `check` one.
fn synopsis_algorithms(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .filter_map(|line| {
            let list = line.split("[--algo ").nth(1)?;
            let list = &list[..list.find(']')?];
            Some(list.split('|').map(str::to_owned).collect())
        })
        .collect()
}

#[test]
fn the_cli_synopsis_names_every_registered_algorithm() {
    use gametree::search::REGISTRY;
    let text = fs::read_to_string(root().join("docs/CLI.md")).unwrap();
    let names = |checks_only: bool| -> Vec<String> {
        REGISTRY
            .iter()
            .filter(|descriptor| !checks_only || descriptor.checks_traces)
            .map(|descriptor| descriptor.name.to_owned())
            .collect()
    };
    assert_eq!(
        synopsis_algorithms(&text),
        [names(false), names(true)],
        "docs/CLI.md's --algo lists (analyze, check) are not the registry's"
    );
}
