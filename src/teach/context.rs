//! One recorded step, seen from its own iteration: the event, its tree, and
//! how to name its nodes and moves in sentences.
//!
//! [`Session::move_label`] and [`Session::path_labels`] read the tree shown at
//! the cursor; a step of another iteration (iterative deepening, or a quiz
//! looking one step ahead into a new iteration) needs its own tree, so the
//! labels are read here from the step's iteration.

use petgraph::graph::NodeIndex;

use crate::game::{Game as _, Score, Wording, line_labels, play_line};
use crate::input::{AnyGame, AnyState};
use crate::notation;
use crate::search::{Bound, Player, SearchEvent};
use crate::session::{Pass, Session};
use crate::teach::format;
use crate::tree::{NodeAt, NodeKind, SearchTree, TreeNode};

/// Labels of the moves from the root to `node` of `tree`, a search of
/// `game` ([`line_labels`], as [`Session::path_labels`] reads them from
/// the tree at the cursor).
pub(crate) fn path_labels(game: &AnyGame, tree: &SearchTree, node: NodeIndex) -> Vec<String> {
    line_labels(game, &game.root(), &tree.moves_to(node))
}

/// A recorded step and where it belongs.
pub(crate) struct StepContext<'a> {
    pub session: &'a Session<AnyGame>,
    pub iteration: &'a Pass<AnyGame>,
    /// The step within its iteration.
    pub local: u64,
    pub event: SearchEvent,
}

impl<'a> StepContext<'a> {
    /// Step `step` of `session`, if it has been recorded.
    pub fn new(session: &'a Session<AnyGame>, step: u64) -> Option<Self> {
        let (index, event) = session.event(step)?;
        let iteration = session.passes().get(index)?;
        Some(Self {
            session,
            iteration,
            local: step - iteration.first_step(),
            event,
        })
    }

    pub fn tree(&self) -> &'a SearchTree {
        self.iteration.tree()
    }

    pub fn weight(&self, node: NodeIndex) -> Option<TreeNode> {
        self.tree().node(node)
    }

    /// The player to move at `node` (MAX at the root).
    pub fn player(&self, node: NodeIndex) -> Player {
        self.tree().player(node)
    }

    /// `node` as it stood before this step.
    pub fn before(&self, node: NodeIndex) -> Option<NodeAt> {
        self.tree().node_at(node, self.local)
    }

    /// `node` as it stands after this step.
    pub fn after(&self, node: NodeIndex) -> Option<NodeAt> {
        self.tree().node_at(node, self.local + 1)
    }

    /// The event that entered `node` (not a pruned move).
    pub fn enter_event(&self, node: NodeIndex) -> Option<SearchEvent> {
        let weight = self.weight(node)?;
        if weight.kind == NodeKind::Pruned {
            return None;
        }
        match self.iteration.event(u64::from(weight.born))? {
            event @ SearchEvent::Enter { .. } => Some(event),
            _ => None,
        }
    }

    /// How many moves `node` searches (0 for a leaf or TT hit).
    pub fn move_count(&self, node: NodeIndex) -> u16 {
        match self.enter_event(node) {
            Some(SearchEvent::Enter { move_count, .. }) => move_count,
            _ => 0,
        }
    }

    /// The position at `node`, by playing the moves from the root
    /// ([`play_line`], as [`Session::state_of`] reads it from the tree at
    /// the cursor).
    pub fn state(&self, node: NodeIndex) -> Option<AnyState> {
        let game = self.session.game();
        play_line(game, &game.root(), &self.tree().moves_to(node))
    }

    /// Labels of the moves from the root to `node` (SAN or child numbers).
    pub fn path_labels(&self, node: NodeIndex) -> Vec<String> {
        path_labels(self.session.game(), self.tree(), node)
    }

    /// Labels of the moves into `children` of `parent`.
    pub fn child_labels(&self, parent: NodeIndex, children: &[NodeIndex]) -> Vec<String> {
        let Some(state) = self.state(parent) else {
            return Vec::new();
        };
        let game = self.session.game();
        children
            .iter()
            .filter_map(|&child| self.weight(child))
            .map(|child| game.move_label(&state, child.mv))
            .collect()
    }

    /// The label of the move into `node`; `None` at the root.
    pub fn move_label(&self, node: NodeIndex) -> Option<String> {
        let parent = self.tree().parent(node)?;
        self.child_labels(parent, &[node]).pop()
    }

    /// Where `node` is, for sentences: `at the root`, `at 2.1` in a
    /// textbook tree, `after e4 e5` in chess.
    pub fn place(&self, node: NodeIndex) -> String {
        self.session.game().wording().place(&self.path_labels(node))
    }

    /// `node` for sentences: `MIN at 2`, `MAX at the root`, `MIN after e4`,
    /// `CHANCE at 2`.
    pub fn name(&self, node: NodeIndex) -> String {
        crate::tr!(
            "narration-node-name",
            role = self.tree().role(node).name(),
            place = self.place(node)
        )
    }

    /// How the game words its lines and wins.
    pub fn wording(&self) -> Wording {
        self.session.game().wording()
    }

    /// A value for sentences, in the game's words ([`format::value`]).
    pub fn value(&self, score: Score) -> String {
        format::value(score, self.wording())
    }

    /// A window for sentences ([`format::window`]).
    pub fn window(&self, alpha: Score, beta: Score) -> String {
        format::window(alpha, beta, self.wording())
    }

    /// A value with its bound mark, as the tree writes it
    /// ([`notation::bounded`]).
    pub fn bounded(&self, score: Score, bound: Bound) -> String {
        notation::bounded(score, bound, self.wording())
    }

    /// A move for sentences: `move 2` in a tree, `Nf3` in chess.
    pub fn move_name(&self, node: NodeIndex) -> String {
        let label = self.move_label(node).unwrap_or_else(|| "?".to_owned());
        self.session.game().wording().move_name(&label)
    }
}
