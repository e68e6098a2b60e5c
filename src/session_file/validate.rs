//! Checking a parsed session file against the rules the front ends apply to
//! typed input: the FEN or tree goes through the same validation, the
//! options through the same names and ranges, and the cursor is checked
//! against the search itself (its step must exist, its picked node must be
//! shown there).

use petgraph::graph::NodeIndex;

use crate::chess::EvalKind;
use crate::input::{AnyGame, GameKind};
use crate::quote::quoted;
use crate::search::mcts::MctsOptions;
use crate::search::{Algorithm, Cutoff, FailMode, MoveOrdering, SearchOptions, UnknownSetting};
use crate::session::{Session, check_options, follow_path};
use crate::textbook::expand_name;

use super::{CursorFields, SessionFile, SessionFileError, TeachingFields, ViewFields, ViewRule};

/// The range of [`ViewFields::text_scale`], as the tree view's control has it.
pub const TEXT_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.8..=2.0;

/// What is searched, as the text to search (a built-in tree's name is
/// replaced by its nested list).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Searched {
    /// A chess position, as FEN.
    Fen(String),
    /// A textbook tree, as a nested list.
    Tree(String),
    /// A position of another game (tic-tac-toe, Connect Four), as its text.
    Game(GameKind, String),
}

/// A session file that passed every check: ready to search.
#[derive(Clone, Debug)]
pub struct Prepared {
    /// What is searched, validated.
    pub game: AnyGame,
    /// Its text.
    pub searched: Searched,
    /// The search options, fitted to the game.
    pub options: SearchOptions,
    /// The evaluation.
    pub eval: EvalKind,
    /// The step and the picked node (checked by [`Prepared::session`]).
    pub cursor: CursorFields,
    /// The view, range-checked.
    pub view: ViewFields,
    /// The teaching toggles.
    pub teaching: TeachingFields,
}

impl SessionFile {
    /// Checks everything that can be checked without searching.
    ///
    /// # Errors
    /// [`SessionFileError::NothingSearched`], [`SessionFileError::BothSearched`],
    /// [`SessionFileError::UnknownGame`], [`SessionFileError::NoPosition`],
    /// [`SessionFileError::PositionWithoutGame`],
    /// [`SessionFileError::Input`] (a bad FEN, tree or position, options that
    /// do not fit it), [`SessionFileError::Setting`],
    /// [`SessionFileError::Options`] (an option out of range),
    /// [`SessionFileError::Session`] (options the search refuses for this
    /// game) or [`SessionFileError::View`].
    pub fn prepare(&self) -> Result<Prepared, SessionFileError> {
        self.prepare_with(false)
    }

    /// As [`SessionFile::prepare`]; with `depth_was_chosen`, a tree deeper
    /// than `options.depth` is refused (as `--depth` on the command line)
    /// instead of searched to its leaves.
    ///
    /// # Errors
    /// As [`SessionFile::prepare`].
    pub fn prepare_with(&self, depth_was_chosen: bool) -> Result<Prepared, SessionFileError> {
        let fields = &self.options;
        let setting = |field: &'static str| {
            // The setting's message quotes the text itself, short and escaped.
            move |source: UnknownSetting| SessionFileError::Setting { field, source }
        };
        let algorithm: Option<Algorithm> = fields
            .algo
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(setting("algo"))?;
        let ordering: MoveOrdering = fields.order.parse().map_err(setting("order"))?;
        let fail: FailMode = fields.fail.parse().map_err(setting("fail"))?;
        let cutoff: Cutoff = fields.cutoff.parse().map_err(setting("cutoff"))?;
        let eval: EvalKind = fields.eval.parse().map_err(|_| SessionFileError::Setting {
            field: "eval",
            source: UnknownSetting {
                setting: crate::search::Setting::Evaluation,
                text: fields.eval.clone(),
                expected: "material, pst",
            },
        })?;
        let mut options = SearchOptions {
            algorithm: algorithm.unwrap_or_default(),
            depth: fields.depth,
            ordering,
            fail,
            cutoff,
            transposition_table: fields.tt,
            iterative_deepening: fields.id,
            singular_extension: fields.singular_extension,
            quiescence: fields.quiescence,
            max_nodes: fields.max_nodes,
            guess: fields.guess,
            aspiration_window: fields.window,
            bounds: None,
            mcts: MctsOptions {
                iterations: fields.iterations,
                seed: fields.seed,
                exploration: fields.exploration,
                playout_cap: fields.playout_cap,
            },
        };
        options.check()?;
        let (game, searched) = self.searched(eval)?;
        if algorithm.is_none() {
            options.algorithm = Algorithm::default_for(&game);
        }
        options.bounds = fields
            .bounds
            .as_deref()
            .map(|text| game.read_bounds(text))
            .transpose()?;
        let options = game.fit_options(options, depth_was_chosen)?;
        check_options(&game, &options)?;
        check_view(&self.view)?;
        Ok(Prepared {
            game,
            searched,
            options,
            eval,
            cursor: self.cursor.clone(),
            view: self.view.clone(),
            teaching: self.teaching,
        })
    }
}

impl SessionFile {
    /// What the file searches, validated as typed input is.
    fn searched(&self, eval: EvalKind) -> Result<(AnyGame, Searched), SessionFileError> {
        let given = [self.fen.is_some(), self.tree.is_some(), self.game.is_some()];
        match given.iter().filter(|&&given| given).count() {
            0 if self.position.is_some() => return Err(SessionFileError::PositionWithoutGame),
            0 => return Err(SessionFileError::NothingSearched),
            1 => {}
            _ => return Err(SessionFileError::BothSearched),
        }
        if self.position.is_some() && self.game.is_none() {
            return Err(SessionFileError::PositionWithoutGame);
        }
        if let Some(fen) = &self.fen {
            let fen = fen.trim();
            return Ok((AnyGame::from_fen(fen, eval)?, Searched::Fen(fen.to_owned())));
        }
        if let Some(text) = &self.tree {
            let text = expand_name(text.trim());
            return Ok((AnyGame::from_tree(text)?, Searched::Tree(text.to_owned())));
        }
        let name = self.game.as_deref().unwrap_or_default();
        let kind = GameKind::from_name(name)
            .filter(|kind| !matches!(kind, GameKind::Chess | GameKind::Tree))
            .ok_or_else(|| SessionFileError::UnknownGame {
                found: quoted(name),
            })?;
        let text = self
            .position
            .as_deref()
            .ok_or(SessionFileError::NoPosition)?
            .trim();
        let game = AnyGame::from_position(kind, text, eval)?;
        Ok((game, Searched::Game(kind, text.to_owned())))
    }
}

/// Refuses view numbers the tree view could not use.
fn check_view(view: &ViewFields) -> Result<(), SessionFileError> {
    let out_of_range = |field, value, rule| SessionFileError::View { field, value, rule };
    if !TEXT_SCALE_RANGE.contains(&view.text_scale) {
        return Err(out_of_range(
            "text_scale",
            view.text_scale,
            ViewRule::TextScale,
        ));
    }
    if let Some(zoom_pan) = view.zoom_pan {
        for value in zoom_pan.origin {
            if !value.is_finite() || value.abs() > 1e9 {
                return Err(out_of_range("zoom_pan.origin", value, ViewRule::Origin));
            }
        }
        for value in zoom_pan.scale {
            if !(value.is_finite() && value > 0.0 && value <= 1e6) {
                return Err(out_of_range("zoom_pan.scale", value, ViewRule::Scale));
            }
        }
    }
    Ok(())
}

impl Prepared {
    /// The search, run to the cursor's step, and the picked node.
    ///
    /// # Errors
    /// [`SessionFileError::Step`] if the search ends before the step,
    /// [`SessionFileError::Selected`] if the picked node is not shown there,
    /// [`SessionFileError::Session`] for a bug.
    pub fn session(&self) -> Result<(Session<AnyGame>, Option<NodeIndex>), SessionFileError> {
        self.finish(self.start()?)
    }

    /// The search at step 0, for a caller that records towards the
    /// cursor's step within its own bounds (over frames, on a worker with
    /// Cancel) before it hands the search to [`Prepared::finish`].
    ///
    /// # Errors
    /// [`SessionFileError::Session`] for a bug (the options were fitted).
    pub fn start(&self) -> Result<Session<AnyGame>, SessionFileError> {
        Ok(Session::new(self.game.clone(), self.options)?)
    }

    /// `session` (from [`Prepared::start`]) at the cursor's step, recording
    /// whatever is still missing up to it, and the picked node: the checks
    /// of [`Prepared::session`].
    ///
    /// # Errors
    /// As [`Prepared::session`].
    pub fn finish(
        &self,
        mut session: Session<AnyGame>,
    ) -> Result<(Session<AnyGame>, Option<NodeIndex>), SessionFileError> {
        let step = self.cursor.step;
        session.seek(step, u64::MAX)?;
        if session.cursor() < step {
            return Err(SessionFileError::Step {
                step,
                total: session.frontier(),
            });
        }
        let Some(path) = &self.cursor.selected else {
            return Ok((session, None));
        };
        let node = session.tree().and_then(|tree| {
            let (node, whole) = follow_path(session.game(), tree, path)?;
            let shown = tree
                .node(node)
                .is_some_and(|n| n.is_visible_at(session.local_cursor()));
            (whole && shown).then_some(node)
        });
        match node {
            Some(node) => Ok((session, Some(node))),
            None => Err(SessionFileError::Selected {
                path: quoted(&path.join(" ")),
                step,
            }),
        }
    }
}
