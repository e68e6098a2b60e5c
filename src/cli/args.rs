//! The command line, declared with clap's derive API.

use std::collections::BTreeSet;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::chess::EvalKind;
use crate::export::steps::SlidesAt;
use crate::export::{PictureSize, Theme};
use crate::game::Score;
use crate::input::GameKind;
use crate::search::mcts::{DEFAULT_ITERATIONS, DEFAULT_PLAYOUT_CAP, Exploration};
use crate::search::{
    Algorithm, Cutoff, DEFAULT_ASPIRATION_WINDOW, DEPTH_RANGE, FailMode, GUESS_RANGE,
    ITERATIONS_RANGE, MoveOrdering, REGISTRY, WINDOW_RANGE,
};

/// An option's range ([`crate::search::SearchOptions::check`]'s) as clap's
/// integer parsers take it.
fn wide<T: Into<i64> + Copy>(range: std::ops::RangeInclusive<T>) -> std::ops::RangeInclusive<i64> {
    (*range.start()).into()..=(*range.end()).into()
}

/// `--algo`'s help, from the registry ([`crate::search::REGISTRY`]): the
/// names, which of them search chance nodes, and which one does when none
/// is given.
fn algorithm_help() -> String {
    crate::tr!("help-analyze-algo", summary = algorithm_summary())
}

/// `--algo`'s long help (`--help`): [`algorithm_help`] and each
/// algorithm's title on a line of its own.
fn algorithm_long_help() -> String {
    let titles: Vec<String> = REGISTRY
        .iter()
        .map(|descriptor| format!("  {}: {}", descriptor.name, descriptor.title))
        .collect();
    crate::tr!(
        "help-analyze-algo-long",
        summary = algorithm_summary(),
        titles = titles.join("\n")
    )
}

/// What both helps of `--algo` say first: the names, the averaging ones
/// and the one a game with chance nodes gets.
fn algorithm_summary() -> String {
    let names: Vec<&str> = REGISTRY.iter().map(|descriptor| descriptor.name).collect();
    let averaging: Vec<&str> = REGISTRY
        .iter()
        .filter(|descriptor| descriptor.averages)
        .map(|descriptor| descriptor.name)
        .collect();
    crate::tr!(
        "help-analyze-algo-summary",
        names = in_words(&names, |rest, last| crate::tr!(
            "help-list-or",
            rest = rest,
            last = last
        )),
        averaging = in_words(&averaging, |rest, last| crate::tr!(
            "help-list-and",
            rest = rest,
            last = last
        )),
        default = Algorithm::Expectimax.name()
    )
}

/// `a, b` and `c` joined by `last` ("a, b or c").
fn in_words(items: &[&str], last: impl Fn(String, &str) -> String) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., end] => last(rest.join(", "), end),
    }
}

/// Watch minimax and alpha-beta search a chess position, a textbook tree, a
/// tic-tac-toe or a Connect Four position.
///
/// Without a subcommand, gametree opens the explorer window.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "gametree",
    version,
    about = crate::tr!("help-gametree-about"),
    long_about = crate::tr!("help-gametree-long-about"),
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do; none opens the explorer window.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A session file (*.gametree) to open the explorer on.
    #[arg(help = crate::tr!("help-gametree-session"), value_name = "FILE.gametree")]
    pub session: Option<PathBuf>,
    /// How the explorer window opens.
    #[command(flatten)]
    pub window: WindowArgs,
}

/// How the explorer window opens: its size, lecture mode, its side panels,
/// and the frame inventory (`--frame-dump`, docs/FORMATS.md).
#[derive(Clone, Debug, Default, Args)]
pub struct WindowArgs {
    /// The window's inner size in points, e.g. 1280x720 (a projector)
    /// [default: 1400x860].
    #[arg(help = crate::tr!("help-gametree-size"), long, value_name = "WxH")]
    pub size: Option<PictureSize>,
    /// Open in lecture mode (as L turns it on).
    #[arg(help = crate::tr!("help-gametree-lecture"), long)]
    pub lecture: bool,
    /// The side panels open, comma-separated: position (the board and the
    /// search's fields), inspector, or none [default: as last time].
    #[arg(help = crate::tr!("help-gametree-panels"), long, value_name = "LIST", value_delimiter = ',')]
    pub panels: Option<Vec<PanelChoice>>,
    /// The whole window's zoom in percent, as Ctrl + and Ctrl − set it
    /// (each press 10 points): 120 is Ctrl + pressed twice; the window
    /// keeps its size on screen [default: 100].
    #[arg(help = crate::tr!("help-gametree-zoom"), long, value_name = "PERCENT", value_parser = clap::value_parser!(u16).range(50..=300))]
    pub zoom: Option<u16>,
    /// Open the window, wait until its frame is settled, write what it drew
    /// (every text with its size, place and clip, and the tree's items) as
    /// JSON to FILE.json and exit; nothing is read from or saved to the
    /// window's stored settings.
    #[arg(help = crate::tr!("help-gametree-frame-dump"), long, value_name = "FILE.json")]
    pub frame_dump: Option<PathBuf>,
    /// The language of everything gametree says, the window's and every
    /// subcommand's (en, de, …) [default: the system's, from `LC_ALL`,
    /// `LC_MESSAGES` or `LANG`, else English].
    #[arg(help = crate::tr!("help-gametree-lang"), long, value_name = "CODE", global = true, value_parser = crate::cli::language::parse_language)]
    pub lang: Option<crate::i18n::Lang>,
}

/// A side panel named on the command line (`--panels`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum PanelChoice {
    /// The position panel on the left: the board, the position and the search's fields.
    #[value(alias = "board", help = crate::tr!("help-gametree-panels-position"))]
    Position,
    /// The inspector panel on the right.
    #[value(help = crate::tr!("help-gametree-panels-inspector"))]
    Inspector,
    /// Neither panel: both closed to a strip.
    #[value(help = crate::tr!("help-gametree-panels-none"))]
    None,
}

/// The subcommands.
#[derive(Clone, Debug, Subcommand)]
#[expect(
    clippy::large_enum_variant,
    reason = "parsed once per run, then boxed into a Request"
)]
pub enum Command {
    /// Search a position or tree to the end and print the result.
    #[command(about = crate::tr!("help-analyze-about"))]
    Analyze(AnalyzeArgs),
    /// Generate a seeded tree for practice or an exam, with its answer key.
    #[command(about = crate::tr!("help-worksheet-about"))]
    Worksheet(crate::cli::WorksheetArgs),
    /// Check a search's own trace (JSON Lines) against minimax and
    /// alpha-beta: which it is, or where it first leaves them and why.
    #[command(about = crate::tr!("help-check-about"))]
    Check(crate::cli::CheckArgs),
}

/// Options of `gametree analyze`.
#[derive(Clone, Debug, Args)]
#[command(group(clap::ArgGroup::new("slide_outputs").multiple(true)))]
#[command(group(clap::ArgGroup::new("animations").multiple(true)))]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is one independent on/off flag"
)]
pub struct AnalyzeArgs {
    /// The game: chess, tree, tictactoe, connect4 or pig [default: chess, or tree
    /// with --tree].
    #[arg(help = crate::tr!("help-analyze-game"), long, value_name = "GAME", value_parser = crate::cli::game::parse_kind, conflicts_with = "session")]
    pub game: Option<GameKind>,
    /// The position of the --game: 9 characters x, o, . row by row from the
    /// top for tic-tac-toe ("x...o...."); the columns played, 1-based, for
    /// Connect Four ("4453"); for Pig the banked points, the player to move
    /// and the turn total ("12-7 a+5", see docs/CLI.md); a FEN or a tree as --fen and --tree take them
    /// [default: the empty board, the start position].
    #[arg(help = crate::tr!("help-analyze-position"), long, value_name = "TEXT", conflicts_with_all = ["fen", "tree", "session"])]
    pub position: Option<String>,
    /// The chess position to search, as FEN (a `[FEN "…"]` tag line, a PGN
    /// or a move list are read too) [default: the start position].
    #[arg(help = crate::tr!("help-analyze-fen"), long, value_name = "FEN", conflicts_with = "tree")]
    pub fen: Option<String>,
    /// A chess game as PGN, or a move list from the start position (SAN or
    /// UCI), in FILE (`-`: standard input): the position after --ply moves
    /// is searched.
    #[arg(help = crate::tr!("help-analyze-pgn"), long, value_name = "FILE", conflicts_with_all = ["fen", "tree", "position", "session"])]
    pub pgn: Option<PathBuf>,
    /// With --pgn: search the position after N plies (0 is the game's start
    /// position) [default: the last].
    #[arg(help = crate::tr!("help-analyze-ply"), long, value_name = "N", requires = "pgn")]
    pub ply: Option<usize>,
    /// With --pgn: read game N of the file (1 is the first) [default: 1].
    #[arg(help = crate::tr!("help-analyze-game-index"), long, value_name = "N", requires = "pgn", value_parser = clap::value_parser!(u64).range(1..))]
    pub game_index: Option<u64>,
    /// A textbook tree as a nested list, e.g. `[[3,12,8],[2,4,6],[14,5,2]]`,
    /// or the name of a built-in tree (classic: AIMA's Figure 5.2/5.5;
    /// uneven, ties, uniform-3x3x3, perfect-3x3x3, worst-3x3x3; with
    /// chance nodes expectimax, CS188's, and expectimax-weighted).
    #[arg(help = crate::tr!("help-analyze-tree"), long, value_name = "LIST")]
    pub tree: Option<String>,
    /// The algorithm (its help lists the registered ones).
    #[arg(help = crate::tr!("help-analyze-algo"), long, value_name = "ALGO", default_value = "alphabeta",
          help = algorithm_help(), long_help = algorithm_long_help())]
    pub algo: Algorithm,
    /// Search the position again with the algorithm ALGO, everything else
    /// alike, and report its move and nodes beside this search's, and
    /// whether they agree (e.g. --algo mcts --compare alphabeta).
    #[arg(help = crate::tr!("help-analyze-compare"), long, value_name = "ALGO", conflicts_with = "trace")]
    pub compare: Option<Algorithm>,
    /// Monte Carlo tree search: iterations to run (1 to 1,000,000).
    #[arg(help = crate::tr!("help-analyze-iterations"), long, value_name = "N", default_value_t = DEFAULT_ITERATIONS,
          value_parser = clap::value_parser!(u32).range(wide(ITERATIONS_RANGE)))]
    pub iterations: u32,
    /// Monte Carlo tree search: the playouts' random seed (the same seed
    /// gives the same tree, step for step).
    #[arg(help = crate::tr!("help-analyze-seed"), long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Monte Carlo tree search: UCB1's exploration constant C, a number ≥ 0
    /// [default: √2 ≈ 1.414].
    #[arg(help = crate::tr!("help-analyze-exploration"), long, value_name = "C", default_value_t = Exploration::DEFAULT, hide_default_value = true,
          allow_hyphen_values = true)]
    pub exploration: Exploration,
    /// Monte Carlo tree search: a playout stops after this many plies and
    /// is scored by the sign of the static evaluation (chess).
    #[arg(help = crate::tr!("help-analyze-playout-cap"), long, value_name = "PLIES", default_value_t = DEFAULT_PLAYOUT_CAP,
          value_parser = clap::value_parser!(u16).range(1..))]
    pub playout_cap: u16,
    /// Aspiration windows and MTD(f): the first guess at the root's value
    /// (with --id, the first iteration's; later ones guess the previous
    /// iteration's value).
    #[arg(help = crate::tr!("help-analyze-guess"), long, value_name = "N", default_value_t = 0, allow_hyphen_values = true,
          value_parser = clap::value_parser!(i32).range(wide(GUESS_RANGE)))]
    pub guess: Score,
    /// Aspiration windows: the first window is [guess − W, guess + W].
    #[arg(help = crate::tr!("help-analyze-window"), long, value_name = "W", default_value_t = DEFAULT_ASPIRATION_WINDOW,
          value_parser = clap::value_parser!(i32).range(wide(WINDOW_RANGE)))]
    pub window: Score,
    /// Star1: the least and greatest value a leaf can have, as LO..HI in
    /// the game's values (0..10, -1/2..3/2) [default: a tree's least and
    /// greatest leaf; Pig's −goal..goal].
    #[arg(help = crate::tr!("help-analyze-bounds"), long, value_name = "LO..HI", allow_hyphen_values = true)]
    pub bounds: Option<String>,
    /// Depth in plies [default: 3 for chess, 9 (the whole game) for
    /// tic-tac-toe, 4 for Connect Four; a tree is searched to its leaves].
    #[arg(help = crate::tr!("help-analyze-depth"), long, value_name = "N", value_parser = clap::value_parser!(u8).range(wide(DEPTH_RANGE)))]
    pub depth: Option<u8>,
    /// Move ordering: natural, captures, seed, killers, history, best, worst
    /// or random:SEED.
    #[arg(help = crate::tr!("help-analyze-order"), long, value_name = "ORDER", default_value = "natural")]
    pub order: MoveOrdering,
    /// What a node that fails high or low returns: soft (the best value
    /// found, as AIMA's alpha-beta) or hard (clamped to its window).
    #[arg(help = crate::tr!("help-analyze-fail"), long, value_name = "MODE", default_value = "soft")]
    pub fail: FailMode,
    /// The cutoff convention: ge cuts once α ≥ β (a tie at a bound is
    /// pruned), gt only once α > β (a tie is still searched).
    #[arg(help = crate::tr!("help-analyze-cutoff"), long, value_name = "RULE", default_value = "ge")]
    pub cutoff: Cutoff,
    /// Use a transposition table.
    #[arg(help = crate::tr!("help-analyze-tt"), long)]
    pub tt: bool,
    /// Iterative deepening: search depth 1, 2, … up to the depth.
    #[arg(help = crate::tr!("help-analyze-id"), long)]
    pub id: bool,
    /// A node with exactly one legal move does not use up depth.
    #[arg(help = crate::tr!("help-analyze-singular-extension"), long)]
    pub singular_extension: bool,
    /// At the depth limit, search captures and promotions (every move in
    /// check) from the static value, the stand-pat, instead of stopping.
    #[arg(help = crate::tr!("help-analyze-quiescence"), long)]
    pub quiescence: bool,
    /// Static evaluation for chess: material or pst (tic-tac-toe and
    /// Connect Four have one evaluation each).
    #[arg(help = crate::tr!("help-analyze-eval"), long, value_name = "EVAL", default_value = "material")]
    pub eval: EvalKind,
    /// Stop cleanly once this many nodes have been entered.
    #[arg(help = crate::tr!("help-analyze-max-nodes"), long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_nodes: Option<u64>,
    /// Print one JSON object instead of text.
    #[arg(help = crate::tr!("help-analyze-json"), long, conflicts_with = "trace")]
    pub json: bool,
    /// Also write the final search tree as Graphviz DOT to FILE.
    #[arg(help = crate::tr!("help-analyze-dot"), long, value_name = "FILE")]
    pub dot: Option<PathBuf>,
    /// Print one line per search event instead of the summary.
    #[arg(help = crate::tr!("help-analyze-trace"), long)]
    pub trace: bool,
    /// Search what the session file FILE holds, with its options and cursor
    /// step; flags given here override the file's values.
    #[arg(help = crate::tr!("help-analyze-session"), long, value_name = "FILE")]
    pub session: Option<PathBuf>,
    /// Write a session file (*.gametree) of this search to FILE, at --step.
    #[arg(help = crate::tr!("help-analyze-save-session"), long, value_name = "FILE")]
    pub save_session: Option<PathBuf>,
    /// The step K: the tree as it stands after K events (0 is before the
    /// search starts) [default: the end, or the --session file's step]; K
    /// beyond the end is an error. Pictures show it; slides go up to it.
    #[arg(help = crate::tr!("help-analyze-step"), long, value_name = "K")]
    pub step: Option<u64>,
    /// The flags given on the command line (filled by [`crate::cli::parse`]),
    /// which override a `--session` file's values.
    #[arg(skip)]
    pub given: BTreeSet<String>,
    /// Write the tree as SVG to FILE.
    #[arg(help = crate::tr!("help-analyze-svg"), long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Write the tree as PNG to FILE.
    #[arg(help = crate::tr!("help-analyze-png"), long, value_name = "FILE")]
    pub png: Option<PathBuf>,
    /// Draw a textbook tree whole in the pictures, slides and decks, as a
    /// book figure does: the nodes not reached at the step shown are faint,
    /// their leaf values grey.
    #[arg(help = crate::tr!("help-analyze-whole-tree"), long)]
    pub whole_tree: bool,
    /// How the tree is drawn in the pictures, slides and decks: outline (one node a row, for
    /// wide games), fan (top-down, as a book draws it) or auto (an outline
    /// for games with six or more moves at the root).
    #[arg(help = crate::tr!("help-analyze-layout"), long, value_name = "HOW", default_value = "auto")]
    pub layout: PictureLayout,
    /// The pictures' size in pixels (the board is as high as the pictures)
    /// [default: 1280x720].
    #[arg(help = crate::tr!("help-analyze-size"), long, value_name = "WxH")]
    pub size: Option<PictureSize>,
    /// The pictures' theme: light, dark, lecture or lecture-dark [default:
    /// lecture for the slides of --slides, --deck, --gif and --apng, which
    /// are for a projector; light for the other pictures and --html].
    #[arg(help = crate::tr!("help-analyze-theme"), long, value_name = "THEME")]
    pub theme: Option<Theme>,
    /// Write the board at the step shown as SVG to FILE (every game with a
    /// board: chess, tic-tac-toe, Connect Four, Pig; not a tree).
    #[arg(help = crate::tr!("help-analyze-board-svg"), long, value_name = "FILE")]
    pub board_svg: Option<PathBuf>,
    /// Write the board at the step shown as PNG to FILE (as --board-svg).
    #[arg(help = crate::tr!("help-analyze-board-png"), long, value_name = "FILE")]
    pub board_png: Option<PathBuf>,
    /// Write one slide per step to DIR: step-0001.svg and step-0001.png, …
    #[arg(help = crate::tr!("help-analyze-slides"), long, value_name = "DIR", group = "slide_outputs")]
    pub slides: Option<PathBuf>,
    /// Write the slides as one PDF to FILE: a 16:9 page (1280x720, whatever
    /// --size says) per slide, with a title line and the caption.
    #[arg(help = crate::tr!("help-analyze-deck"), long, value_name = "FILE.pdf", group = "slide_outputs")]
    pub deck: Option<PathBuf>,
    /// Write the slides as an animated GIF to FILE, a frame per slide, the
    /// tree steady from frame to frame (--size, --theme; 256 colours a frame).
    #[arg(help = crate::tr!("help-analyze-gif"), long, value_name = "FILE.gif", groups = ["slide_outputs", "animations"])]
    pub gif: Option<PathBuf>,
    /// Write the slides as an animated PNG (APNG) to FILE, as --gif does,
    /// every colour kept.
    #[arg(help = crate::tr!("help-analyze-apng"), long, value_name = "FILE.png", groups = ["slide_outputs", "animations"])]
    pub apng: Option<PathBuf>,
    /// How long each frame of --gif and --apng shows, in milliseconds (a
    /// GIF rounds it up to hundredths of a second).
    #[arg(help = crate::tr!("help-analyze-frame-ms"), long, value_name = "MS", default_value_t = 1000, requires = "animations",
          value_parser = clap::value_parser!(u16).range(10..=60_000))]
    pub frame_ms: u16,
    /// Write a walk-through of the search as one web page to FILE: each
    /// step's tree (at --size, 960x540 if not given), board, narration and
    /// pseudocode line, stepped with the keys, buttons or a slider,
    /// fetching nothing; its steps as
    /// --slides-at, --from and --to choose [default: every step if they
    /// are at most 2000, else the key steps if they are, else the cutoffs,
    /// the first of them and the last step if there are more; said on
    /// stderr and in the page].
    #[arg(help = crate::tr!("help-analyze-html"), long, value_name = "FILE.html", group = "slide_outputs")]
    pub html: Option<PathBuf>,
    /// Which steps get a slide (--slides, --deck, --gif, --apng, --html): all, key (a node
    /// entered, a backup, a cutoff, the end) or cutoffs (every cutoff, with
    /// the first and last step) [default: every step if they are at most
    /// 50, else the key steps if they are, else the cutoffs, the first 48
    /// if there are more; said on stderr].
    #[arg(help = crate::tr!("help-analyze-slides-at"), long, value_name = "WHICH", requires = "slide_outputs")]
    pub slides_at: Option<SlidesAt>,
    /// The first step with a slide (--slides, --deck, --gif, --apng, --html)
    /// [default: 1].
    #[arg(help = crate::tr!("help-analyze-from"), long, value_name = "K", requires = "slide_outputs")]
    pub from: Option<u64>,
    /// The last step with a slide (--slides, --deck, --gif, --apng, --html)
    /// [default: --step, else
    /// the end].
    #[arg(help = crate::tr!("help-analyze-to"), long, value_name = "K", requires = "slide_outputs")]
    pub to: Option<u64>,
    /// Slides (--slides, --deck, --gif, --apng) without the step's narration
    /// under the tree.
    #[arg(help = crate::tr!("help-analyze-no-caption"), long, requires = "slide_outputs")]
    pub no_caption: bool,
}

/// How a tree picture is laid out (`--layout`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum PictureLayout {
    /// An outline for games with six or more moves at the root, else a fan.
    #[value(help = crate::tr!("help-analyze-layout-auto"))]
    Auto,
    /// One node a row, indented by ply.
    #[value(help = crate::tr!("help-analyze-layout-outline"))]
    Outline,
    /// Top-down, parents centred over their children.
    #[value(help = crate::tr!("help-analyze-layout-fan"))]
    Fan,
}

impl PictureLayout {
    /// The choice as [`crate::export::tree::TreePicture::form`] takes it.
    #[must_use]
    pub fn form(self) -> Option<crate::scene::TreeForm> {
        match self {
            Self::Auto => None,
            Self::Outline => Some(crate::scene::TreeForm::Outline),
            Self::Fan => Some(crate::scene::TreeForm::Fan),
        }
    }
}

impl AnalyzeArgs {
    /// Whether the flag with this id (the field's name) was given on the
    /// command line rather than left at its default.
    #[must_use]
    pub fn given(&self, id: &str) -> bool {
        self.given.contains(id)
    }
}
