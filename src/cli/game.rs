//! `--game`, `--position`, `--fen` and `--tree`: which game the flags of
//! `gametree analyze` name, and from which position.

use crate::cli::{AnalyzeArgs, CliError};
use crate::input::{AnyGame, GameKind};
use crate::textbook::builtin;

/// Reads `--game NAME` ([`GameKind::name`]), for clap.
///
/// # Errors
/// The list of names, for an unknown one.
pub fn parse_kind(name: &str) -> Result<GameKind, String> {
    GameKind::from_name(name).ok_or_else(|| format!("the games are {}", names()))
}

/// `chess, tree, tictactoe or connect4`.
fn names() -> String {
    let names: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// The game and position the flags describe (no `--session`): `--game`,
/// else `tree` with `--tree`, else `chess`; the text from `--position`,
/// `--fen` or `--tree`, else the game's empty board or start position.
///
/// # Errors
/// [`CliError::Usage`] for flags that contradict each other (`--position`
/// without `--game`, `--fen` with another game than chess, `--tree` with
/// another game than a tree, `--eval` for a game with one evaluation, no
/// tree for `--game tree`), [`CliError::Input`] for a bad position.
pub fn choose(args: &AnalyzeArgs) -> Result<AnyGame, CliError> {
    let kind = match (args.game, &args.tree) {
        (Some(kind), _) => kind,
        (None, Some(_)) => GameKind::Tree,
        (None, None) => GameKind::Chess,
    };
    if args.position.is_some() && args.game.is_none() {
        return Err(CliError::Usage(format!(
            "--position needs --game to say which game it is ({})",
            names()
        )));
    }
    for (flag, given, owner) in [
        ("--fen", args.fen.is_some(), GameKind::Chess),
        ("--tree", args.tree.is_some(), GameKind::Tree),
    ] {
        if given && kind != owner {
            return Err(CliError::Usage(format!(
                "{flag} gives a {} position, but --game is {}; give the position with --position",
                owner.name(),
                kind.name()
            )));
        }
    }
    let text = match (&args.position, &args.fen, &args.tree) {
        (Some(text), _, _) | (None, Some(text), _) | (None, None, Some(text)) => text.clone(),
        (None, None, None) => kind.start_text().ok_or_else(|| {
            CliError::Usage("--game tree needs the tree: --position LIST or --tree LIST".to_owned())
        })?,
    };
    let text = if kind == GameKind::Tree {
        builtin(text.trim()).map_or(text, |example| example.text.to_owned())
    } else {
        text
    };
    let game = AnyGame::from_position(kind, &text, args.eval)?;
    // A tree keeps `--eval` for the session file it may be saved to; a game
    // with its own single evaluation refuses the choice.
    if args.given("eval") && game.eval_name().is_none() && game.as_textbook().is_none() {
        return Err(CliError::Usage(format!(
            "--eval chooses a chess evaluation; {} has one evaluation of its own",
            kind.title()
        )));
    }
    Ok(game)
}
