//! The options of `gametree worksheet`, declared with clap's derive API.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use crate::export::sheet::Paper;
use crate::search::{Cutoff, Player};
use crate::textbook::MAX_NESTING;
use crate::textbook::generate::{Branching, Order, ValueRange};

/// Who moves at the root of a generated tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum RootPlayer {
    /// MAX (the default).
    #[value(help = crate::tr!("help-worksheet-root-max"))]
    Max,
    /// MIN: the tree is written `min[…]` and the levels below alternate.
    #[value(help = crate::tr!("help-worksheet-root-min"))]
    Min,
}

impl RootPlayer {
    /// The player.
    #[must_use]
    pub fn player(self) -> Player {
        match self {
            Self::Max => Player::Max,
            Self::Min => Player::Min,
        }
    }
}

/// Options of `gametree worksheet`.
#[derive(Clone, Debug, Args)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "each bool is one independent on/off flag"
)]
pub struct WorksheetArgs {
    /// The seed: the same seed and options give the same tree and key.
    #[arg(help = crate::tr!("help-worksheet-seed"), long, value_name = "N")]
    pub seed: u64,
    /// Plies from the root to the leaves.
    #[arg(help = crate::tr!("help-worksheet-depth"), long, value_name = "D", value_parser = clap::value_parser!(u8).range(1..=MAX_NESTING as i64))]
    pub depth: u8,
    /// Children per node: N (every level), N,N,… (one per level, the
    /// root's first), LO-HI ranges for uneven trees, e.g. 3 or 3,2,2 or 2-3,
    /// or an explicit shape with dots for leaves, e.g. [[.,.],[.,.,.],.].
    #[arg(help = crate::tr!("help-worksheet-branching"), long, value_name = "B", value_parser = parse_branching)]
    pub branching: Branching,
    /// The range of leaf values, LO..HI [default: 0..99].
    #[arg(help = crate::tr!("help-worksheet-values"), long, value_name = "LO..HI", value_parser = parse_values, allow_hyphen_values = true)]
    pub values: Option<ValueRange>,
    /// Children order: random, best (fewest leaves for alpha-beta) or
    /// worst (no cutoff).
    #[arg(help = crate::tr!("help-worksheet-order"), long, value_name = "ORDER", default_value = "random", value_parser = parse_order)]
    pub order: Order,
    /// Who moves at the root.
    #[arg(help = crate::tr!("help-worksheet-root"), long, value_name = "PLAYER", value_enum, default_value = "max")]
    pub root: RootPlayer,
    /// MIN's levels are chance nodes with equal odds (CS188's expectimax
    /// exercise): the key is expectimax's, and the sheet asks for values
    /// only (each circle is the average of its outcomes).
    #[arg(help = crate::tr!("help-worksheet-chance"), long)]
    pub chance: bool,
    /// The cutoff convention: ge cuts once α ≥ β (a tie at a bound is
    /// pruned), gt only once α > β (a tie is still searched).
    #[arg(help = crate::tr!("help-worksheet-cutoff"), long, value_name = "RULE", default_value = "ge")]
    pub cutoff: Cutoff,
    /// Print the tree and the answer key as one JSON object.
    #[arg(help = crate::tr!("help-worksheet-json"), long)]
    pub json: bool,
    /// Also print the answer in the terminal: what `gametree analyze --tree
    /// TEXT` prints for the tree (value, root moves, best move, counts,
    /// evaluated leaves). Without it only the tree and the files written
    /// are printed, so a student can make a sheet without seeing its key.
    #[arg(help = crate::tr!("help-worksheet-answer"), long, conflicts_with = "json")]
    pub answer: bool,
    /// Write the exam sheet (leaf values only, blank boxes) as SVG to FILE.
    #[arg(help = crate::tr!("help-worksheet-svg"), long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Write the exam sheet as PNG to FILE.
    #[arg(help = crate::tr!("help-worksheet-png"), long, value_name = "FILE")]
    pub png: Option<PathBuf>,
    /// Write the answer key (the sheet filled in: values, windows, pruned
    /// moves, unvisited nodes grey) as SVG to FILE.
    #[arg(help = crate::tr!("help-worksheet-key-svg"), long, value_name = "FILE")]
    pub key_svg: Option<PathBuf>,
    /// Write the answer key as PNG to FILE.
    #[arg(help = crate::tr!("help-worksheet-key-png"), long, value_name = "FILE")]
    pub key_png: Option<PathBuf>,
    /// Write the exam as a printable one-page PDF to FILE: heading (name
    /// and date line, seed and options, instructions, conventions, a legend
    /// for the window boxes) over the blank tree.
    #[arg(help = crate::tr!("help-worksheet-pdf"), long, value_name = "FILE")]
    pub pdf: Option<PathBuf>,
    /// Write the answer key as a one-page PDF to FILE, on the same layout.
    #[arg(help = crate::tr!("help-worksheet-key-pdf"), long, value_name = "FILE")]
    pub key_pdf: Option<PathBuf>,
    /// With --pdf / --key-pdf: a minimax sheet, values only (no windows,
    /// nothing pruned).
    #[arg(help = crate::tr!("help-worksheet-values-only"), long)]
    pub values_only: bool,
    /// Write a Moodle question bank (Moodle XML) to FILE: --count cloze
    /// questions, question i made from seed --seed + i (each one what
    /// `worksheet --seed` that seed gives), auto-graded: the values the
    /// sheet asks for (alpha-beta: with exact, at least or at most) and the
    /// pruned moves; the tree's picture inside, the key as feedback.
    #[arg(help = crate::tr!("help-worksheet-moodle"), long, value_name = "FILE.xml")]
    pub moodle: Option<PathBuf>,
    /// With --moodle: how many questions, from 1 to 1000.
    #[arg(help = crate::tr!("help-worksheet-count"), long, value_name = "N", default_value_t = 1, requires = "moodle",
          value_parser = clap::value_parser!(u16).range(1..=1000))]
    pub count: u16,
    /// The paper of the PDFs: a4 or letter.
    #[arg(help = crate::tr!("help-worksheet-paper"), long, value_name = "PAPER", default_value = "a4", value_parser = parse_paper)]
    pub paper: Paper,
}

/// `--paper`'s text.
fn parse_paper(text: &str) -> Result<Paper, String> {
    Paper::ALL
        .into_iter()
        .find(|paper| paper.name() == text)
        .ok_or_else(|| "use a4 or letter".to_owned())
}

/// `--branching`'s text.
fn parse_branching(text: &str) -> Result<Branching, String> {
    text.parse()
        .map_err(|error: crate::textbook::generate::SpecError| error.to_string())
}

/// `--values`' text.
fn parse_values(text: &str) -> Result<ValueRange, String> {
    text.parse()
        .map_err(|error: crate::textbook::generate::SpecError| error.to_string())
}

/// `--order`'s text.
fn parse_order(text: &str) -> Result<Order, String> {
    text.parse()
        .map_err(|error: crate::textbook::generate::SpecError| error.to_string())
}
