//! # gametree: game-tree search, one step at a time
//!
//! The library behind the `gametree` explorer window and command line. It
//! searches a chess position, a textbook tree (`[[3,12,8],[2,4,6],[14,5,2]]`),
//! tic-tac-toe, Connect Four or Pig (a dice game, with chance nodes) with
//! minimax, alpha-beta (fail-hard or fail-soft), negamax, negamax with α-β,
//! PVS, aspiration windows, MTD(f), quiescence, expectimax, Star1 or Monte
//! Carlo tree search, one event per step, records the
//! search as a tree stamped with steps so that any step can be shown again
//! at once, and explains each step in words, pseudocode and pictures. The
//! README has the window and the command line; `docs/ARCHITECTURE.md` the
//! design in full.
//!
//! ## How data flows
//!
//! ```text
//! position or tree ──► game::Game ──► search::Stepper ──► SearchEvent ──► tree::SearchTree
//!                                            ▲                                  │
//!                                   session::Session (cursor over the steps) ◄──┘
//!                                            │
//!             teach (narration, pseudocode, quiz) · scene (the picture) · export · cli · app
//! ```
//!
//! Every value is from MAX's point of view; the cutoff test is `α ≥ β`
//! (or `α > β` when asked), and ties keep the first best move.
//!
//! ## The modules, lowest layer first
//!
//! A module names only modules below it (a test, `tests/library/layering.rs`,
//! keeps it so):
//!
//! - [`quote`], [`text_file`]: quoting user input in messages; reading a
//!   user's file safely. [`i18n`]: every text a person reads, from the
//!   message catalogs in `assets/i18n/`, through [`tr!`].
//! - [`game`]: the [`game::Game`] trait, [`game::Player`], a grid game's
//!   board ([`game::grid`]) and how a game registers
//!   ([`game::Registered`]).
//! - [`search`] (one file per algorithm in [`search::algorithm`], listed
//!   in [`search::REGISTRY`]; the resumable [`search::Stepper`] and its
//!   [`search::SearchEvent`]s; Monte Carlo tree search in
//!   [`search::mcts`]), [`chess`], [`textbook`] and [`games`]
//!   (tic-tac-toe, Connect Four, Pig).
//! - [`tree`]: the [`tree::SearchTree`], stamped with steps.
//! - [`session`] (a search with a cursor), [`notation`] (how a score is
//!   written), [`layout`] (the tidy tree layout).
//! - [`input`]: every game behind one type, [`input::AnyGame`].
//! - [`presets`], [`session_file`], [`scene`] (what the tree view draws, as
//!   plain data).
//! - [`teach`]: narration, pseudocode, quizzes, comparisons, worksheets.
//! - [`export`]: SVG, PNG and PDF; [`check`]: a student's own search,
//!   read from a trace, checked against minimax and alpha-beta.
//! - [`cli`] and `app` (the window, behind the default `gui` feature).
//!
//! ## Worked examples
//!
//! ### Step through the classic exercise
//!
//! AIMA's Figure 5.2 tree, searched by alpha-beta. The session records
//! each step; going back is instant, and every step has its sentence.
//!
//! ```
//! use gametree::input::AnyGame;
//! use gametree::search::SearchOptions;
//! use gametree::session::Session;
//! use gametree::teach::narrate;
//!
//! let game = AnyGame::from_tree("[[3,12,8],[2,4,6],[14,5,2]]")?;
//! let options = game.fit_options(SearchOptions::default(), false)?;
//! let mut session = Session::new(game, options)?;
//!
//! session.run_to_end()?;
//! let outcome = session.outcome().ok_or("a finished search has an outcome")?;
//! assert_eq!(outcome.value, 3);
//! assert_eq!((outcome.stats.nodes, outcome.stats.cutoffs, outcome.stats.pruned), (11, 1, 2));
//!
//! // Back to just before the cutoff: nothing is pruned yet.
//! session.seek(17, 0)?;
//! assert_eq!(session.stats().pruned, 0);
//! // The step that cuts, in words.
//! let sentence = narrate(&session, 17);
//! assert!(sentence.contains("cutoff"), "{sentence}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### The same question on four games
//!
//! One [`session::Session`] type searches every game; what differs is the
//! position text and how a score is written.
//!
//! ```
//! use gametree::chess::EvalKind;
//! use gametree::game::Game as _;
//! use gametree::input::{AnyGame, GameKind};
//! use gametree::notation;
//! use gametree::search::SearchOptions;
//! use gametree::session::Session;
//!
//! let search = |kind, text: &str, depth| -> Result<String, Box<dyn std::error::Error>> {
//!     let game = AnyGame::from_position(kind, text, EvalKind::Material)?;
//!     let options = SearchOptions { depth, ..SearchOptions::default() };
//!     let options = game.fit_options(options, false)?;
//!     let wording = game.wording();
//!     let mut session = Session::new(game, options)?;
//!     session.run_to_end()?;
//!     let value = session.outcome().ok_or("an outcome")?.value;
//!     Ok(notation::score(value, wording))
//! };
//!
//! // Scholar's mate is one move away: a mate in 1 for MAX.
//! let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
//! assert_eq!(search(GameKind::Chess, fen, 2)?, "#1");
//! // A textbook tree is searched to its leaves.
//! assert_eq!(search(GameKind::Tree, "classic", 2)?, "3");
//! // Tic-tac-toe, searched to the end of the game, is a draw.
//! assert_eq!(search(GameKind::TicTacToe, ".........", 9)?, "0");
//! // X has two in a row and moves: a win in one move.
//! assert_eq!(search(GameKind::TicTacToe, "xx.oo....", 9)?, "W1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### A search without a session
//!
//! The [`search::Stepper`] owns no tree: it hands out one event per step
//! and can be left and resumed between any two.
//!
//! ```
//! use gametree::search::{Algorithm, SearchEvent, SearchOptions, Stepper};
//! use gametree::textbook::TextbookTree;
//!
//! let game = TextbookTree::parse("[[3,12,8],[2,4,6],[14,5,2]]")?;
//! let options = SearchOptions { algorithm: Algorithm::Minimax, depth: 2, ..SearchOptions::default() };
//! let mut stepper = Stepper::new(&game, options);
//! let mut leaves = Vec::new();
//! while let Some(event) = stepper.step(&game) {
//!     if let SearchEvent::Leaf { value, .. } = event {
//!         leaves.push(value);
//!     }
//! }
//! // Minimax evaluates every leaf, in order.
//! assert_eq!(leaves, [3, 12, 8, 2, 4, 6, 14, 5, 2]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ### The tree as a picture
//!
//! The window, the SVG and PNG exports and the tests draw one
//! [`scene::Scene`]; an SVG names every node in a `<title>`.
//!
//! ```
//! use gametree::export::tree::{TreePicture, tree_svg};
//! use gametree::export::Theme;
//! use gametree::input::AnyGame;
//! use gametree::scene::Point;
//! use gametree::search::SearchOptions;
//! use gametree::session::Session;
//!
//! let game = AnyGame::from_tree("classic")?;
//! let options = game.fit_options(SearchOptions::default(), false)?;
//! let mut session = Session::new(game, options)?;
//! session.run_to_end()?;
//! let svg = tree_svg(&session, &TreePicture::whole(Theme::Light, Point::new(640.0, 360.0)))?;
//! assert!(svg.contains("<svg"));
//! assert!(svg.contains("<title>"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#[cfg(feature = "gui")]
pub mod app;
pub mod check;
pub mod chess;
pub mod cli;
pub mod export;
pub mod game;
pub mod games;
pub mod i18n;
pub mod input;
pub mod layout;
pub mod notation;
pub mod presets;
pub mod quote;
pub mod random;
pub mod scene;
pub mod search;
pub mod session;
pub mod session_file;
pub mod teach;
pub mod text_file;
pub mod textbook;
pub mod tree;
