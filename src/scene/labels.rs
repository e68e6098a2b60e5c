//! Move labels (SAN for chess) per node, computed once: a label needs the
//! parent's position, which is rebuilt by replaying moves from the root, so
//! all children of a parent are labelled together; and the value written on
//! a node ([`value_text`]), shared by the tree view, SVG and DOT.

use std::collections::HashMap;

use crate::game::Role;
use crate::game::{Game as _, Wording};
use crate::input::AnyGame;
use crate::notation;
use crate::search::mcts::{Reward, Scale, Visits};
use crate::search::{Bound, CutoffKind};
use crate::session::Session;
use crate::tree::{NodeAt, NodeKind, SearchTree, TreeNode, layout_node};

/// What is written as a node's value: its value with its bound once
/// finished (`3`, `≤3`), the best so far as a bound while it is open
/// (`≥3` at MAX, `≤3` at MIN), an open chance node's sum so far as
/// `Σ 2/3` (after Star1's cutoff, the bound it returns: `≤7`), nothing for a pruned move or an open node with nothing backed
/// up yet. `role` is the node's. Won games read in the game's `wording`
/// (`#2`, `W2`).
#[must_use]
pub fn value_text(
    node: &TreeNode,
    role: Role,
    at: Option<&NodeAt>,
    finished: bool,
    wording: Wording,
) -> Option<String> {
    let best = at.and_then(|at| at.best);
    if node.kind == NodeKind::Pruned {
        return None;
    }
    if finished {
        return Some(notation::bounded(node.value, node.bound()?, wording));
    }
    let bound = match role {
        Role::Max => Bound::Lower,
        Role::Min => Bound::Upper,
        // An open chance node's sum so far, Σ p·v over the outcomes
        // searched: no bound of its value, a sum in progress.
        // After Star1's cutoff it is the bound the node returns.
        Role::Chance => match at.and_then(|at| at.cutoff) {
            Some(crate::search::CutoffKind::Alpha) => Bound::Upper,
            Some(crate::search::CutoffKind::Beta) => Bound::Lower,
            None => return Some(format!("Σ {}", notation::score(best?, wording))),
        },
    };
    Some(notation::bounded(best?, bound, wording))
}

/// What the root of the pass shown says once finished, if that pass
/// settles its depth: the value the search proved. MTD(f)'s last pass
/// alone only bounds it (`≤3`), its passes together prove it (3). `None`
/// for any other node, or before the root is finished.
#[must_use]
pub fn settled_root_value(
    session: &Session<AnyGame>,
    node: petgraph::graph::NodeIndex,
    finished: bool,
) -> Option<String> {
    let tree = session.tree()?;
    if !finished || tree.root() != Some(node) {
        return None;
    }
    let answer = session.pass()?.answer()?;
    Some(notation::score(answer.value, session.game().wording()))
}

/// Labels of the moves into nodes of one tree, in one language (the
/// window may switch between frames).
#[derive(Default)]
pub struct LabelCache {
    labels: HashMap<usize, String>,
    lang: Option<crate::i18n::Lang>,
}

impl LabelCache {
    /// Forgets every label (the tree changed).
    pub fn clear(&mut self) {
        self.labels.clear();
    }

    /// The label of the move into `node` (which has parent `parent`).
    pub fn label(
        &mut self,
        session: &Session<AnyGame>,
        tree: &SearchTree,
        node: usize,
        parent: usize,
    ) -> &str {
        let lang = crate::i18n::current();
        if self.lang != Some(lang) {
            self.labels.clear();
            self.lang = Some(lang);
        }
        if !self.labels.contains_key(&node) {
            self.fill_children(session, tree, parent);
        }
        self.labels.get(&node).map_or("?", String::as_str)
    }

    fn fill_children(&mut self, session: &Session<AnyGame>, tree: &SearchTree, parent: usize) {
        let parent = layout_node(parent);
        let state = session.state_of(parent);
        let game = session.game();
        // Under a chance node whose outcomes are not equally likely, each
        // edge says its probability too: `1: 0.9`.
        let weighted = state.as_ref().and_then(|state| {
            let total = game.chance_total(state)?;
            let mut moves = Vec::new();
            game.legal_moves(state, &mut moves);
            let first = moves.first().map(|&mv| game.chance_weight(state, mv));
            moves
                .iter()
                .any(|&mv| Some(game.chance_weight(state, mv)) != first)
                .then_some(total)
        });
        for child in tree.children(parent) {
            let label = match (&state, tree.node(child)) {
                (Some(state), Some(node)) => {
                    let label = game.move_label(state, node.mv);
                    match weighted {
                        Some(total) => format!(
                            "{label}: {}",
                            crate::game::probability_text(
                                game.chance_weight(state, node.mv),
                                total
                            )
                        ),
                        None => label,
                    }
                }
                _ => String::from("?"),
            };
            self.labels.insert(child.index(), label);
        }
    }
}

/// What is written beside a Monte Carlo node, as AIMA's figures write it:
/// its results over its visits, `W/N`, MAX's view (`3/4`, `2½/5`; `0/0`
/// before its first playout has come back).
#[must_use]
pub fn mcts_fraction(visits: Visits) -> String {
    let w = Reward(i32::try_from(visits.w_halves).unwrap_or(i32::MAX));
    format!("{w}/{}", visits.n)
}

/// The mean `W/N` as a second line under the fraction, where the search
/// is: `= 0.75`; none before the first visit.
#[must_use]
pub fn mcts_mean_line(visits: Visits) -> Option<String> {
    visits
        .mean()
        .map(|mean| format!("= {}", notation::mean(Some(mean))))
}

/// A playout in a few words: `5 plies: MAX wins, 1`, `game over: draw,
/// ½`, `2 plies: 12` (a textbook leaf's value).
#[must_use]
pub fn playout_text(plies: u16, result: Reward, scale: Scale) -> String {
    let shown = result.to_string();
    match (scale, result) {
        (Scale::Unit, Reward::WIN) => {
            crate::tr!("scene-playout-max-wins", plies = plies, result = shown)
        }
        (Scale::Unit, Reward::DRAW) => {
            crate::tr!("scene-playout-draw", plies = plies, result = shown)
        }
        (Scale::Unit, Reward::LOSS) => {
            crate::tr!("scene-playout-min-wins", plies = plies, result = shown)
        }
        _ => crate::tr!("scene-playout", plies = plies, result = shown),
    }
}

/// What the tree writes beside a node where a cutoff happened: `α-cutoff`
/// or `β-cutoff`, in the reader's language.
#[must_use]
pub fn cutoff_name(kind: CutoffKind) -> String {
    match kind {
        CutoffKind::Alpha => crate::tr!("scene-alpha-cutoff"),
        CutoffKind::Beta => crate::tr!("scene-beta-cutoff"),
    }
}
