//! `--game`, `--position`, `--fen` and `--tree`: which game the flags of
//! `gametree analyze` name, and from which position.

use std::path::Path;

use serde::Serialize;

use crate::chess::{MAX_PGN_BYTES, PgnGame};
use crate::cli::{AnalyzeArgs, CliError};
use crate::input::{AnyGame, GameKind};
use crate::quote::quoted;
use crate::text_file::{open_regular, read_limited};

/// Reads `--game NAME` ([`GameKind::name`]), for clap.
///
/// # Errors
/// The list of names, for an unknown one.
pub fn parse_kind(name: &str) -> Result<GameKind, String> {
    GameKind::from_name(name).ok_or_else(|| crate::tr!("cli-error-games", games = names()))
}

/// `chess, tree, tictactoe, connect4 or pig`.
fn names() -> String {
    let names: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            crate::tr!("cli-games-list", games = rest.join(", "), last = *last)
        }
        _ => names.join(""),
    }
}

/// Which game of a `--pgn` file was read, of how many.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct PgnGameNumber {
    /// The game read, from 1 (`--game-index`).
    pub game: usize,
    /// The games in the file.
    pub games: usize,
}

/// The FEN of the position after `ply` moves (default: the last) of game
/// `number` in the PGN file at `path`, or on standard input when `path` is
/// `-`, and which game that was.
///
/// # Errors
/// [`CliError::Usage`] naming the file: it cannot be read or is not a
/// regular file, the PGN is refused (with the line and column), the file
/// has no game `number`, or `ply` is past the game's end.
fn pgn_position(
    path: &Path,
    number: usize,
    ply: Option<usize>,
) -> Result<(String, PgnGameNumber), CliError> {
    let from_stdin = path.as_os_str() == "-";
    let what = pgn_name(path);
    let limit = u64::try_from(MAX_PGN_BYTES).unwrap_or(u64::MAX);
    let read = if from_stdin {
        read_limited(std::io::stdin().lock(), limit)
    } else {
        open_regular(path).and_then(|file| read_limited(file, limit))
    };
    let bytes = read.map_err(|error| {
        CliError::Usage(crate::tr!(
            "cli-error-read",
            what = what.as_str(),
            error = error.to_string()
        ))
    })?;
    let game = PgnGame::parse_bytes(&bytes, number)
        .map_err(|error| CliError::Usage(format!("{what}: {error}")))?;
    let plies = game.moves.len();
    let ply = ply.unwrap_or(plies);
    let fen = game.fen_after(ply).map(str::to_owned).ok_or_else(|| {
        CliError::Usage(crate::tr!(
            "cli-error-ply",
            ply = ply,
            what = what.as_str(),
            plies = plies
        ))
    })?;
    Ok((
        fen,
        PgnGameNumber {
            game: game.number,
            games: game.games,
        },
    ))
}

/// The note on stderr when a `--pgn` file holds several games: which one
/// is searched, of how many.
#[must_use]
pub fn several_games(path: &Path, number: PgnGameNumber) -> String {
    crate::tr!(
        "cli-note-several-games",
        pgn = pgn_name(path),
        games = number.games,
        game = number.game
    )
}

/// How messages name a `--pgn` file: `PGN file "game.pgn"`, or `the PGN on
/// standard input` for `-`.
fn pgn_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        crate::tr!("cli-pgn-on-stdin")
    } else {
        crate::tr!("cli-pgn-file", path = quoted(&path.display().to_string()))
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
pub fn choose(args: &AnalyzeArgs) -> Result<(AnyGame, Option<PgnGameNumber>), CliError> {
    let kind = match (args.game, &args.tree) {
        (Some(kind), _) => kind,
        (None, Some(_)) => GameKind::Tree,
        (None, None) => GameKind::Chess,
    };
    if args.position.is_some() && args.game.is_none() {
        return Err(CliError::Usage(crate::tr!(
            "cli-error-position-needs-game",
            games = names()
        )));
    }
    for (flag, given, owner) in [
        ("--fen", args.fen.is_some(), GameKind::Chess),
        ("--pgn", args.pgn.is_some(), GameKind::Chess),
        ("--tree", args.tree.is_some(), GameKind::Tree),
    ] {
        if given && kind != owner {
            return Err(CliError::Usage(crate::tr!(
                "cli-error-position-of-another-game",
                flag = flag,
                owner = owner.name(),
                game = kind.name()
            )));
        }
    }
    let mut pgn = None;
    let text = match (&args.position, &args.fen, &args.tree, &args.pgn) {
        (Some(text), _, _, _) | (None, Some(text), _, _) | (None, None, Some(text), _) => {
            text.clone()
        }
        (None, None, None, Some(path)) => {
            let number = usize::try_from(args.game_index.unwrap_or(1)).unwrap_or(usize::MAX);
            let (fen, number) = pgn_position(path, number, args.ply)?;
            pgn = Some(number);
            fen
        }
        (None, None, None, None) => kind.start_text().ok_or_else(|| {
            CliError::Usage("--game tree needs the tree: --position LIST or --tree LIST".to_owned())
        })?,
    };
    let game = AnyGame::from_position(kind, &text, args.eval)?;
    // A tree keeps `--eval` for the session file it may be saved to; a game
    // with its own single evaluation refuses the choice.
    if args.given("eval") && game.eval_name().is_none() && game.as_textbook().is_none() {
        return Err(CliError::Usage(crate::tr!(
            "cli-error-eval-not-chess",
            game = kind.title()
        )));
    }
    Ok((game, pgn))
}
