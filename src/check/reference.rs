//! The references a trace is checked against, run in lockstep with it:
//! minimax, and alpha-beta fail-hard and fail-soft with the cutoff at
//! `α ≥ β` or `α > β`, each in the view the trace's header names (MAX's,
//! or the side to move's: negamax). The student's move order and leaf
//! values are the oracle: each reference takes the children in the order
//! the trace enters them and the leaves at the values it reports, and asks
//! only what its own algorithm does with them. For a game, the legal moves
//! at each node come from the real rules, so that a move the trace enters
//! must be legal, and a move it leaves out is noticed.
//!
//! Each reference follows the trace until the first event its algorithm
//! would not produce; those that reach the end unchanged are what the trace
//! is. The backup of a child's value and the cutoff test are the search's
//! own ([`Running::back_up`], [`crate::search::closes`]).

use std::io::BufRead;

use crate::check::trace::{
    EventKind, Problem, TraceError, TraceEvent, TraceHeader, TraceReader, ValueView,
};
use crate::check::value::{TraceValue, window_text};
use crate::game::{Game as _, MoveCode, Player, Wording};
use crate::input::{AnyGame, AnyState, GameKind};
use crate::search::{Algorithm, Cutoff, DEFAULT_MAX_NODES, FailMode, Running, mover};

/// An algorithm a trace is checked against.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reference {
    /// Minimax (negamax in the side to move's view): every move searched.
    Minimax,
    /// Alpha-beta (negamax with α-β in the side to move's view).
    AlphaBeta {
        /// What a node that fails high or low returns.
        fail: FailMode,
        /// When a window is closed.
        cutoff: Cutoff,
    },
}

impl Reference {
    /// Every reference, in the order of preference when several are as
    /// near to a trace: the textbook's alpha-beta (AIMA's, fail-soft, the
    /// cutoff at `α ≥ β`) first, minimax last.
    pub const ALL: [Self; 5] = [
        Self::AlphaBeta {
            fail: FailMode::Soft,
            cutoff: Cutoff::Ge,
        },
        Self::AlphaBeta {
            fail: FailMode::Hard,
            cutoff: Cutoff::Ge,
        },
        Self::AlphaBeta {
            fail: FailMode::Soft,
            cutoff: Cutoff::Gt,
        },
        Self::AlphaBeta {
            fail: FailMode::Hard,
            cutoff: Cutoff::Gt,
        },
        Self::Minimax,
    ];

    /// The project's algorithm this reference is, in `view`.
    #[must_use]
    pub fn algorithm(self, view: ValueView) -> Algorithm {
        match (self, view) {
            (Self::Minimax, ValueView::Max) => Algorithm::Minimax,
            (Self::Minimax, ValueView::Negamax) => Algorithm::Negamax,
            (Self::AlphaBeta { .. }, ValueView::Max) => Algorithm::AlphaBeta,
            (Self::AlphaBeta { .. }, ValueView::Negamax) => Algorithm::NegamaxAlphaBeta,
        }
    }

    /// The algorithm's name in sentences: `minimax`, `alpha-beta`,
    /// `negamax`, `negamax alpha-beta`.
    #[must_use]
    pub fn short_name(self, view: ValueView) -> String {
        match (self, view) {
            (Self::Minimax, ValueView::Max) => crate::tr!("check-minimax"),
            (Self::Minimax, ValueView::Negamax) => crate::tr!("check-negamax"),
            (Self::AlphaBeta { .. }, ValueView::Max) => crate::tr!("check-alpha-beta"),
            (Self::AlphaBeta { .. }, ValueView::Negamax) => crate::tr!("check-negamax-alpha-beta"),
        }
    }

    /// The full name: `alpha-beta, fail-soft, cutoff at α ≥ β`.
    #[must_use]
    pub fn name(self, view: ValueView) -> String {
        match self {
            Self::Minimax => self.short_name(view),
            Self::AlphaBeta { fail, cutoff } => crate::tr!(
                "check-reference-name",
                algorithm = self.short_name(view),
                fail = fail.name(),
                test = cutoff.test()
            ),
        }
    }

    /// The cutoff convention, for the references that cut.
    fn cutoff(self) -> Option<Cutoff> {
        match self {
            Self::Minimax => None,
            Self::AlphaBeta { cutoff, .. } => Some(cutoff),
        }
    }

    fn fails_hard(self) -> bool {
        matches!(
            self,
            Self::AlphaBeta {
                fail: FailMode::Hard,
                ..
            }
        )
    }
}

/// What kind of divergence a trace has.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DivergenceKind {
    /// A move the rules do not allow (or a child a tree does not have).
    IllegalMove,
    /// A move entered twice at one node.
    EnteredTwice,
    /// A textbook tree's inner node evaluated as a leaf.
    NotALeaf,
    /// A textbook tree's leaf reported at another value.
    WrongLeafValue,
    /// A node both evaluated as a leaf and searched.
    LeafAndMoves,
    /// A node with legal moves that returned without searching any.
    NoMoveSearched,
    /// A move entered after the window closed.
    MissedCutoff,
    /// A node that returned with moves left while its window was open.
    ReturnedEarly,
    /// A window other than the reference's.
    WrongWindow,
    /// A window given where minimax has none.
    WindowInMinimax,
    /// A returned value other than the reference's.
    WrongValue,
    /// The trace ends before the root returns.
    Stopped,
}

impl DivergenceKind {
    /// The name in `--json`: `missed-cutoff`, `wrong-value`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::IllegalMove => "illegal-move",
            Self::EnteredTwice => "entered-twice",
            Self::NotALeaf => "not-a-leaf",
            Self::WrongLeafValue => "wrong-leaf-value",
            Self::LeafAndMoves => "leaf-and-moves",
            Self::NoMoveSearched => "no-move-searched",
            Self::MissedCutoff => "missed-cutoff",
            Self::ReturnedEarly => "returned-early",
            Self::WrongWindow => "wrong-window",
            Self::WindowInMinimax => "window-in-minimax",
            Self::WrongValue => "wrong-value",
            Self::Stopped => "stopped",
        }
    }
}

/// Where a trace first leaves a reference, and why.
#[derive(Clone, PartialEq, Debug)]
pub struct Divergence {
    /// The reference it leaves.
    pub reference: Reference,
    /// The event, from 1; for a trace that stops, one past its last.
    pub event: u64,
    /// The event's line; for a trace that stops, its last line.
    pub line: u64,
    /// The node, as the trace writes its path.
    pub path: Vec<String>,
    /// The node in words: `MIN at 3`, `MAX at the root`.
    pub node: String,
    /// What kind of divergence.
    pub kind: DivergenceKind,
    /// One sentence: where, what the student's search did, what the
    /// algorithm does and why, with the numbers.
    pub sentence: String,
}

/// What a check found.
#[derive(Clone, PartialEq, Debug)]
pub struct Verdict {
    /// The trace's header.
    pub header: TraceHeader,
    /// The references the trace is a correct search of, node for node.
    pub matches: Vec<Reference>,
    /// Why several references fit, when they do.
    pub why_several: Option<String>,
    /// Where the trace leaves the nearest reference, when none fits.
    pub divergence: Option<Divergence>,
    /// Events read.
    pub events: u64,
    /// Nodes entered.
    pub nodes: u64,
    /// The value the root returned, if it did.
    pub value: Option<TraceValue>,
}

/// A legal move at a node: its name as a trace writes it, its label in
/// sentences (SAN, a child number), and its code.
struct LegalMove {
    name: String,
    label: String,
    code: MoveCode,
}

/// A node of the trace's search that is open: what the rules say of it.
struct OpenNode {
    state: AnyState,
    player: Player,
    /// The label of the move into it (empty at the root).
    label: String,
    /// Its path as the trace writes it.
    path: Vec<String>,
    moves: Vec<LegalMove>,
    entered: Vec<bool>,
    searched: usize,
    /// The move last searched and the value it returned, in the node's view.
    last: Option<(usize, TraceValue, TraceValue)>,
    /// The static value the trace reported.
    leaf: Option<TraceValue>,
}

/// A reference's record of an open node.
#[derive(Clone, Copy)]
struct Frame {
    /// The window the node was entered with (its own view).
    entry: (TraceValue, TraceValue),
    running: Running<TraceValue>,
    closed: bool,
}

/// A reference following the trace.
struct Candidate {
    reference: Reference,
    frames: Vec<Frame>,
    divergence: Option<Divergence>,
}

/// The trace followed in lockstep by the references.
pub struct Checker {
    game: AnyGame,
    header: TraceHeader,
    wording: Wording,
    open: Vec<OpenNode>,
    candidates: Vec<Candidate>,
    nodes: u64,
    max_nodes: u64,
    /// The root's value and the line it returned on.
    finished: Option<(TraceValue, u64)>,
    /// The last event and its line.
    last: (u64, u64),
}

/// A divergence's node and sentence, before it is given to a reference.
struct Found {
    kind: DivergenceKind,
    node: String,
    path: Vec<String>,
    sentence: String,
}

impl Checker {
    /// A checker for the trace with `header`, against `references`.
    ///
    /// # Errors
    /// A [`TraceError`] at line 1: the position is refused by its game, or
    /// is a tree with chance nodes.
    pub fn new(header: TraceHeader, references: &[Reference]) -> Result<Self, TraceError> {
        let start = header.game.start_text().unwrap_or_default();
        let position = header.position.as_deref().unwrap_or(&start);
        let game = AnyGame::from_position(header.game, position, crate::chess::EvalKind::Material)
            .map_err(|error| TraceError::new(1, Problem::Position(error)))?;
        if game.has_chance_nodes() {
            return Err(TraceError::shape(
                1,
                crate::tr!("rules-check-chance"),
                position,
            ));
        }
        let wording = game.wording();
        Ok(Self {
            game,
            header,
            wording,
            open: Vec::new(),
            candidates: references
                .iter()
                .map(|&reference| Candidate {
                    reference,
                    frames: Vec::new(),
                    divergence: None,
                })
                .collect(),
            nodes: 0,
            max_nodes: DEFAULT_MAX_NODES,
            finished: None,
            last: (0, 1),
        })
    }

    /// The checker with a node cap of `max_nodes` instead of
    /// [`DEFAULT_MAX_NODES`] (`analyze`'s): a trace entering more nodes is
    /// refused at the node past the cap.
    #[must_use]
    pub fn with_max_nodes(self, max_nodes: u64) -> Self {
        Self { max_nodes, ..self }
    }

    /// The game the trace searches.
    #[must_use]
    pub fn game(&self) -> &AnyGame {
        &self.game
    }

    /// How many nodes are open: entered and not returned from.
    #[must_use]
    pub fn open_depth(&self) -> usize {
        self.open.len()
    }

    /// The deepest open node's position and who moves there.
    #[must_use]
    pub fn open_state(&self) -> Option<(&AnyState, Player)> {
        self.open.last().map(|node| (&node.state, node.player))
    }

    /// The move named `name` (as the trace writes it) at the deepest open
    /// node: its place among the node's legal moves, and its code.
    #[must_use]
    pub fn open_move(&self, name: &str) -> Option<(usize, MoveCode)> {
        let node = self.open.last()?;
        let index = node.moves.iter().position(|mv| mv.name == name)?;
        Some((index, node.moves[index].code))
    }

    /// The legal moves of the deepest open node not entered yet, in order.
    #[must_use]
    pub fn open_unentered(&self) -> Vec<MoveCode> {
        self.open.last().map_or_else(Vec::new, |node| {
            node.moves
                .iter()
                .zip(&node.entered)
                .filter(|(_, entered)| !**entered)
                .map(|(mv, _)| mv.code)
                .collect()
        })
    }

    /// Whether some reference still follows the trace.
    #[must_use]
    pub fn any_alive(&self) -> bool {
        self.candidates.iter().any(|c| c.divergence.is_none())
    }

    /// Follows one event.
    ///
    /// # Errors
    /// A [`TraceError`] at the event's line if it does not nest as a
    /// search's events do: a path that skips a level, a return from a node
    /// that is not open, anything after the root returned, more nodes than
    /// the node cap.
    pub fn feed(&mut self, event: &TraceEvent) -> Result<(), TraceError> {
        self.last = (event.number, event.line);
        if let Some((_, line)) = self.finished {
            return Err(Self::malformed(
                event,
                &crate::tr!("rules-check-after-root", line = line),
            ));
        }
        match event.kind {
            EventKind::Enter { window } => self.enter(event, window),
            EventKind::Leaf { value } => self.leaf(event, value),
            EventKind::Return { value } => self.exit(event, value),
        }
    }

    /// The verdict once the trace has ended (or every reference has left it).
    ///
    /// # Errors
    /// A [`TraceError`] for a trace with no event.
    pub fn finish(mut self) -> Result<Verdict, TraceError> {
        if self.last.0 == 0 {
            return Err(TraceError::shape(2, crate::tr!("rules-check-no-event"), ""));
        }
        if self.finished.is_none() && !self.open.is_empty() {
            let (event, line) = self.last;
            for index in 0..self.candidates.len() {
                if self.candidates[index].divergence.is_none() {
                    let found = self.stopped(index, event);
                    self.diverge(index, found, event + 1, line);
                }
            }
        }
        let view = self.header.values;
        let matches: Vec<Reference> = self
            .candidates
            .iter()
            .filter(|c| c.divergence.is_none())
            .map(|c| c.reference)
            .collect();
        let divergence = if matches.is_empty() {
            // The nearest: the one followed furthest, the preferred on a tie.
            let mut nearest: Option<&Divergence> = None;
            for divergence in self.candidates.iter().filter_map(|c| c.divergence.as_ref()) {
                if nearest.is_none_or(|n| divergence.event > n.event) {
                    nearest = Some(divergence);
                }
            }
            nearest.cloned()
        } else {
            None
        };
        Ok(Verdict {
            why_several: why_several(&matches, view),
            header: self.header,
            matches,
            divergence,
            events: self.last.0,
            nodes: self.nodes,
            value: self.finished.map(|(value, _)| value),
        })
    }

    fn malformed(event: &TraceEvent, reason: &str) -> TraceError {
        TraceError::shape(event.line, reason, &event.text)
    }

    /// `path` as the project names a node: `root`, `2.1`, `e4 e5` (from
    /// the open nodes' labels, `depth` of them below the root).
    fn labels(&self, depth: usize) -> Vec<String> {
        self.open
            .iter()
            .skip(1)
            .take(depth)
            .map(|node| node.label.clone())
            .collect()
    }

    /// An open node in words: `MIN at 3`.
    fn node_name(&self, index: usize) -> String {
        let node = &self.open[index];
        format!(
            "{} {}",
            node.player.name(),
            self.wording.place(&self.labels(index))
        )
    }

    /// A child (not yet open) of the open node `parent` in words.
    fn child_name(&self, parent: usize, player: Player, label: &str) -> String {
        let mut labels = self.labels(parent);
        labels.push(label.to_owned());
        format!("{} {}", player.name(), self.wording.place(&labels))
    }

    fn move_name(&self, label: &str) -> String {
        self.wording.move_name(label)
    }

    /// Records `found` as the divergence of every reference still
    /// following (a rule of the game or of the trace that every reference
    /// keeps alike).
    fn diverge_all(&mut self, found: &Found, event: &TraceEvent) {
        for index in 0..self.candidates.len() {
            if self.candidates[index].divergence.is_none() {
                let found = Found {
                    kind: found.kind,
                    node: found.node.clone(),
                    path: found.path.clone(),
                    sentence: found.sentence.clone(),
                };
                self.diverge(index, found, event.number, event.line);
            }
        }
    }

    fn diverge(&mut self, index: usize, found: Found, event: u64, line: u64) {
        let candidate = &mut self.candidates[index];
        candidate.divergence = Some(Divergence {
            reference: candidate.reference,
            event,
            line,
            path: found.path,
            node: found.node,
            kind: found.kind,
            sentence: full_sentence(&found.sentence),
        });
    }

    /// The open node's path as the trace writes it.
    fn open_path(&self) -> &[String] {
        self.open.last().map_or(&[], |node| &node.path)
    }

    fn enter(
        &mut self,
        event: &TraceEvent,
        window: Option<(TraceValue, TraceValue)>,
    ) -> Result<(), TraceError> {
        if self.open.is_empty() {
            if !event.path.is_empty() {
                return Err(Self::malformed(
                    event,
                    &crate::tr!("rules-check-first-enters-root"),
                ));
            }
            self.count_node(event)?;
            let state = self.game.root();
            let player = mover(&self.game, &state, None);
            let root = self.open_node(state, player, String::new(), Vec::new());
            self.open.push(root);
            for index in 0..self.candidates.len() {
                if self.candidates[index].divergence.is_some() {
                    continue;
                }
                let root_window = (TraceValue::NEG_INFINITY, TraceValue::INFINITY);
                self.push_frame(index, event, window, root_window, None);
            }
            return Ok(());
        }
        let Some((name, parent_path)) = event.path.split_last() else {
            return Err(Self::malformed(event, &crate::tr!("rules-check-root-once")));
        };
        if parent_path != self.open_path() {
            return Err(self.out_of_place(event, "enter"));
        }
        let parent = self.open.len() - 1;
        let Some(index) = self.legal_move(event, parent, name) else {
            return Ok(());
        };
        self.count_node(event)?;
        let node = &self.open[parent];
        let Some(state) = self.game.play(&node.state, node.moves[index].code) else {
            return Err(Self::malformed(
                event,
                &crate::tr!("rules-check-game-refused"),
            ));
        };
        let player = mover(&self.game, &state, Some(node.player));
        let label = node.moves[index].label.clone();
        for candidate in 0..self.candidates.len() {
            if self.candidates[candidate].divergence.is_some() {
                continue;
            }
            if let Some(found) = self.missed_cutoff(candidate, parent, index) {
                self.diverge(candidate, found, event.number, event.line);
                continue;
            }
            let expected = self.child_window(candidate, parent, player);
            self.push_frame(
                candidate,
                event,
                window,
                expected,
                Some((parent, player, &label)),
            );
        }
        let child = self.open_node(state, player, label, event.path.clone());
        let node = &mut self.open[parent];
        node.entered[index] = true;
        node.searched += 1;
        self.open.push(child);
        Ok(())
    }

    /// The index of the move `name` among the moves of the open node
    /// `parent`; `None` (every reference diverging) if the node was
    /// evaluated as a leaf, or the move is not legal there or entered
    /// already.
    fn legal_move(&mut self, event: &TraceEvent, parent: usize, name: &str) -> Option<usize> {
        let node = &self.open[parent];
        let position = node.moves.iter().position(|mv| mv.name == name);
        if node.leaf.is_none() && position.is_some_and(|index| !node.entered[index]) {
            return position;
        }
        let parent_name = self.node_name(parent);
        let found = |kind, sentence| Found {
            kind,
            node: parent_name.clone(),
            path: node.path.clone(),
            sentence,
        };
        let (kind, sentence) = if node.leaf.is_some() {
            (
                DivergenceKind::LeafAndMoves,
                crate::tr!(
                    "rules-check-leaf-then-entered",
                    node = &parent_name,
                    move_name = name
                ),
            )
        } else if let Some(index) = position {
            (
                DivergenceKind::EnteredTwice,
                crate::tr!(
                    "rules-check-entered-twice",
                    move_name = self.move_name(&node.moves[index].label),
                    node = &parent_name
                ),
            )
        } else if self.header.game == GameKind::Tree {
            (
                DivergenceKind::IllegalMove,
                crate::tr!(
                    "rules-check-no-such-child",
                    node = &parent_name,
                    count = node.moves.len(),
                    move_name = name
                ),
            )
        } else {
            (
                DivergenceKind::IllegalMove,
                crate::tr!(
                    "rules-check-not-a-move",
                    node = &parent_name,
                    moves = moves_list(node),
                    move_name = name
                ),
            )
        };
        let found = found(kind, sentence);
        self.diverge_all(&found, event);
        None
    }

    fn count_node(&mut self, event: &TraceEvent) -> Result<(), TraceError> {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Err(Self::malformed(
                event,
                &crate::tr!("rules-check-node-cap", cap = self.max_nodes),
            ));
        }
        Ok(())
    }

    /// An event whose path does not continue the open node's.
    fn out_of_place(&self, event: &TraceEvent, verb: &str) -> TraceError {
        let open = path_said(self.open_path());
        let path = path_said(&event.path);
        Self::malformed(
            event,
            &crate::tr!(
                "rules-check-out-of-place",
                verb = verb,
                path = path,
                open = open
            ),
        )
    }

    fn open_node(
        &self,
        state: AnyState,
        player: Player,
        label: String,
        path: Vec<String>,
    ) -> OpenNode {
        let mut codes = Vec::new();
        self.game.legal_moves(&state, &mut codes);
        let moves: Vec<LegalMove> = codes
            .into_iter()
            .map(|code| LegalMove {
                name: self
                    .game
                    .move_uci(&state, code)
                    .unwrap_or_else(|| self.game.move_label(&state, code)),
                label: self.game.move_label(&state, code),
                code,
            })
            .collect();
        OpenNode {
            state,
            player,
            label,
            path,
            entered: vec![false; moves.len()],
            moves,
            searched: 0,
            last: None,
            leaf: None,
        }
    }

    /// Whether the values of the open node `child` of `parent` are negated
    /// in its parent's view: in negamax, when the player changes.
    fn negates(&self, parent: Player, child: Player) -> bool {
        self.header.values == ValueView::Negamax && parent != child
    }

    /// The window the reference calls a child of `parent` with, in the
    /// child's view.
    fn child_window(
        &self,
        candidate: usize,
        parent: usize,
        child: Player,
    ) -> (TraceValue, TraceValue) {
        let Some(frame) = self.candidates[candidate].frames.last() else {
            return (TraceValue::NEG_INFINITY, TraceValue::INFINITY);
        };
        if self.candidates[candidate].reference.cutoff().is_none() {
            return (TraceValue::NEG_INFINITY, TraceValue::INFINITY);
        }
        let (alpha, beta) = (frame.running.alpha, frame.running.beta);
        if self.negates(self.open[parent].player, child) {
            (beta.negated(), alpha.negated())
        } else {
            (alpha, beta)
        }
    }

    /// Checks the window the trace gives (if any) against the reference's,
    /// and opens the node's frame.
    fn push_frame(
        &mut self,
        candidate: usize,
        event: &TraceEvent,
        given: Option<(TraceValue, TraceValue)>,
        expected: (TraceValue, TraceValue),
        child_of: Option<(usize, Player, &str)>,
    ) {
        let reference = self.candidates[candidate].reference;
        let view = self.header.values;
        if let Some(given) = given {
            let name = match child_of {
                Some((parent, player, label)) => self.child_name(parent, player, label),
                None => self.node_name(0),
            };
            let found = if reference.cutoff().is_none() {
                Some(Found {
                    kind: DivergenceKind::WindowInMinimax,
                    sentence: crate::tr!(
                        "check-window-in-minimax",
                        reference = reference.short_name(view),
                        node = name.as_str(),
                        given = window_text(given)
                    ),
                    node: name,
                    path: event.path.clone(),
                })
            } else if given != expected {
                let whose = match child_of {
                    None => crate::tr!("check-window-of-root"),
                    Some((parent, player, _)) => {
                        let frame = self.candidates[candidate].frames.last();
                        let own = frame.map(|f| (f.running.alpha, f.running.beta));
                        let negated = self.negates(self.open[parent].player, player);
                        let node = self.node_name(parent);
                        match (own, negated, self.after_text(parent)) {
                            (Some(own), true, Some(after)) => crate::tr!(
                                "check-window-of-after-negated",
                                node = node,
                                after = after,
                                window = window_text(own)
                            ),
                            (Some(own), true, None) => crate::tr!(
                                "check-window-of-negated",
                                node = node,
                                window = window_text(own)
                            ),
                            (_, _, Some(after)) => {
                                crate::tr!("check-window-of-after", node = node, after = after)
                            }
                            (_, _, None) => crate::tr!("check-window-of", node = node),
                        }
                    }
                };
                Some(Found {
                    kind: DivergenceKind::WrongWindow,
                    sentence: crate::tr!(
                        "check-wrong-window",
                        reference = reference.short_name(view),
                        node = name.as_str(),
                        expected = window_text(expected),
                        whose = whose,
                        given = window_text(given)
                    ),
                    node: name,
                    path: event.path.clone(),
                })
            } else {
                None
            };
            if let Some(found) = found {
                self.diverge(candidate, found, event.number, event.line);
                return;
            }
        }
        self.candidates[candidate].frames.push(Frame {
            entry: expected,
            running: Running::entered(expected.0, expected.1),
            closed: false,
        });
    }

    /// `after move 1 returned 14` (none before the first move).
    fn after_text(&self, index: usize) -> Option<String> {
        let node = &self.open[index];
        let (mv, returned, here) = node.last?;
        let mv = self.move_name(&node.moves[mv].label);
        Some(if returned == here {
            crate::tr!("check-after", move_name = mv, value = returned.text())
        } else {
            crate::tr!(
                "check-after-here",
                move_name = mv,
                value = returned.text(),
                here = here.text()
            )
        })
    }

    /// The moves of `node` not searched yet: `move 2 and move 3`, `e4, d4
    /// and 16 more`; with `next_only`, in a textbook tree (whose moves are
    /// in order), only the next: `move 2`.
    fn remaining_text(&self, index: usize, next_only: bool) -> String {
        let node = &self.open[index];
        let take = if next_only && self.header.game == GameKind::Tree {
            1
        } else {
            usize::MAX
        };
        let left: Vec<String> = node
            .moves
            .iter()
            .zip(&node.entered)
            .filter(|(_, entered)| !**entered)
            .take(take)
            .map(|(mv, _)| self.move_name(&mv.label))
            .collect();
        match left.as_slice() {
            [] => crate::tr!("check-no-move"),
            [one] => one.clone(),
            [first, second] => crate::tr!("check-two-moves", first = first, second = second),
            [first, second, rest @ ..] => crate::tr!(
                "check-more-moves",
                first = first,
                second = second,
                count = rest.len()
            ),
        }
    }

    /// The reference's next step at the open node `index`, whose window
    /// is open with moves left: `after move 1 returned 14: 14 > α = 3, so
    /// alpha-beta goes on to move 2`, or before its first move (`None`
    /// then for "after") `minimax goes on to move 1`.
    fn goes_on(&self, candidate: usize, index: usize) -> (Option<String>, String) {
        let reference = self.candidates[candidate].reference;
        let name = reference.short_name(self.header.values);
        let next = self.remaining_text(index, true);
        let Some(after) = self
            .after_text(index)
            .filter(|_| self.open[index].searched > 0)
        else {
            return (
                None,
                crate::tr!("check-goes-on-first", reference = name, next = next),
            );
        };
        let why = if reference.cutoff().is_some() {
            self.cut_reason(candidate, index, false)
        } else {
            crate::tr!("check-searches-every-move", reference = name.as_str())
        };
        let clause = crate::tr!(
            "check-goes-on",
            after = after.as_str(),
            why = why,
            reference = name,
            next = next
        );
        (Some(after), clause)
    }

    /// Why the open node `index`'s window is closed or open after its last
    /// move, for the reference `candidate`: `14 > α = 3`.
    fn cut_reason(&self, candidate: usize, index: usize, closed: bool) -> String {
        let candidate = &self.candidates[candidate];
        let (Some(frame), Some(cutoff)) = (candidate.frames.last(), candidate.reference.cutoff())
        else {
            return String::new();
        };
        let here = self.open[index]
            .last
            .map_or(TraceValue::NEG_INFINITY, |l| l.2);
        let maximises =
            self.header.values == ValueView::Negamax || self.open[index].player == Player::Max;
        let (symbol, bound, value) = match (maximises, closed) {
            (true, true) => (cutoff.symbol(), "β", frame.running.beta),
            (true, false) => (not(cutoff.symbol()), "β", frame.running.beta),
            (false, true) => (cutoff.min_symbol(), "α", frame.running.alpha),
            (false, false) => (not(cutoff.min_symbol()), "α", frame.running.alpha),
        };
        format!("{} {symbol} {bound} = {}", here.text(), value.text())
    }

    /// A move entered after the window closed: the reference would have
    /// cut the node's remaining moves.
    fn missed_cutoff(&self, candidate: usize, parent: usize, index: usize) -> Option<Found> {
        let frame = self.candidates[candidate].frames.last()?;
        if !frame.closed {
            return None;
        }
        let reference = self.candidates[candidate].reference;
        let name = self.node_name(parent);
        let returns = self.expected_return(candidate, parent)?;
        Some(Found {
            kind: DivergenceKind::MissedCutoff,
            sentence: crate::tr!(
                "check-missed-cutoff",
                node = name.as_str(),
                after = self.after_text(parent).unwrap_or_default(),
                reason = self.cut_reason(candidate, parent, true),
                reference = reference.short_name(self.header.values),
                remaining = self.remaining_text(parent, false),
                value = returns.text(),
                move_name = self.move_name(&self.open[parent].moves[index].label)
            ),
            node: name,
            path: self.open[parent].path.clone(),
        })
    }

    /// What the open node `index` returns under the reference, once done:
    /// its static value, its best, or (fail-hard) its best clamped to the
    /// window it was entered with.
    fn expected_return(&self, candidate: usize, index: usize) -> Option<TraceValue> {
        if let Some(leaf) = self.open[index].leaf {
            return Some(leaf);
        }
        let candidate = &self.candidates[candidate];
        let frame = candidate.frames.last()?;
        let best = frame.running.best?;
        Some(if candidate.reference.fails_hard() {
            best.max(frame.entry.0).min(frame.entry.1)
        } else {
            best
        })
    }

    /// Why the open node `index` returns what the reference says.
    fn return_reason(&self, candidate: usize, index: usize) -> String {
        let node = &self.open[index];
        if let Some(leaf) = node.leaf {
            return crate::tr!("check-reason-static", value = leaf.text());
        }
        let candidate = &self.candidates[candidate];
        let Some(frame) = candidate.frames.last() else {
            return String::new();
        };
        let best = frame.running.best.unwrap_or(TraceValue::NEG_INFINITY);
        if candidate.reference.fails_hard() && (best < frame.entry.0 || best > frame.entry.1) {
            return crate::tr!(
                "check-reason-clamped",
                best = best.text(),
                window = window_text(frame.entry)
            );
        }
        if frame.closed && node.searched < node.moves.len() {
            return crate::tr!("check-reason-before-cutoff", best = best.text());
        }
        if self.header.values == ValueView::Negamax {
            crate::tr!("check-reason-negamax")
        } else if node.player == Player::Max {
            crate::tr!("check-reason-highest")
        } else {
            crate::tr!("check-reason-lowest")
        }
    }

    fn leaf(&mut self, event: &TraceEvent, value: TraceValue) -> Result<(), TraceError> {
        let own = event.path == self.open_path() && !self.open.is_empty();
        if !own {
            // `{"leaf": P}` for a child P of the open node (or the root,
            // first): entered, evaluated and returned at once.
            let child = match event.path.split_last() {
                None => self.open.is_empty(),
                Some((_, parent)) => !self.open.is_empty() && parent == self.open_path(),
            };
            if !child {
                return Err(self.out_of_place(event, "evaluate"));
            }
            let depth = self.open.len();
            self.enter(event, None)?;
            if self.open.len() == depth || !self.any_alive() {
                return Ok(());
            }
            self.leaf(event, value)?;
            if self.any_alive() {
                self.exit(event, value)?;
            }
            return Ok(());
        }
        let index = self.open.len() - 1;
        let node = &self.open[index];
        if node.leaf.is_some() {
            return Err(Self::malformed(
                event,
                &crate::tr!("rules-check-evaluated-twice"),
            ));
        }
        let found = |kind, sentence| Found {
            kind,
            node: self.node_name(index),
            path: event.path.clone(),
            sentence,
        };
        if node.searched > 0 {
            let sentence = crate::tr!(
                "rules-check-searched-then-leaf",
                node = self.node_name(index)
            );
            self.diverge_all(&found(DivergenceKind::LeafAndMoves, sentence), event);
            return Ok(());
        }
        if let Some(found) = self.tree_leaf_check(index, value, &found) {
            self.diverge_all(&found, event);
            return Ok(());
        }
        self.open[index].leaf = Some(value);
        Ok(())
    }

    /// For a textbook tree, whose leaves are given: whether the open node
    /// `index` is a leaf of the tree, of `value`.
    fn tree_leaf_check(
        &self,
        index: usize,
        value: TraceValue,
        found: &dyn Fn(DivergenceKind, String) -> Found,
    ) -> Option<Found> {
        if self.header.game != GameKind::Tree {
            return None;
        }
        let node = &self.open[index];
        if !node.moves.is_empty() {
            let name = self.node_name(index);
            return Some(found(
                DivergenceKind::NotALeaf,
                crate::tr!(
                    "rules-check-not-a-leaf",
                    node = name,
                    count = node.moves.len(),
                    value = value.text()
                ),
            ));
        }
        // The tree's value in MAX's view, then in the node's.
        let max_view = TraceValue::from_score(self.game.evaluate(&node.state), self.wording);
        let tree_value = if self.header.values == ValueView::Negamax && node.player == Player::Min {
            max_view.negated()
        } else {
            max_view
        };
        (tree_value != value).then(|| {
            let name = self.node_name(index);
            found(
                DivergenceKind::WrongLeafValue,
                crate::tr!(
                    "rules-check-wrong-leaf",
                    node = name,
                    expected = tree_value.text(),
                    value = value.text()
                ),
            )
        })
    }

    /// A divergence at the open node `index`, whose path is `path`.
    fn found_at(
        &self,
        index: usize,
        path: &[String],
        kind: DivergenceKind,
        sentence: String,
    ) -> Found {
        Found {
            kind,
            node: self.node_name(index),
            path: path.to_vec(),
            sentence,
        }
    }

    fn exit(&mut self, event: &TraceEvent, value: TraceValue) -> Result<(), TraceError> {
        if self.open.is_empty() || event.path != self.open_path() {
            return Err(self.out_of_place(event, "return"));
        }
        let index = self.open.len() - 1;
        let node = &self.open[index];
        if node.leaf.is_none() && node.searched == 0 {
            if node.moves.is_empty() {
                // A position without moves (a game's end, a tree's leaf)
                // returned at once: its value is its static value.
                let found = |kind, sentence| self.found_at(index, &event.path, kind, sentence);
                if let Some(found) = self.tree_leaf_check(index, value, &found) {
                    self.diverge_all(&found, event);
                    return Ok(());
                }
                self.open[index].leaf = Some(value);
            } else {
                let name = self.node_name(index);
                let sentence = crate::tr!(
                    "rules-check-no-move-searched",
                    node = name,
                    count = node.moves.len(),
                    value = value.text()
                );
                let found =
                    self.found_at(index, &event.path, DivergenceKind::NoMoveSearched, sentence);
                self.diverge_all(&found, event);
                return Ok(());
            }
        }
        for candidate in 0..self.candidates.len() {
            if self.candidates[candidate].divergence.is_some() {
                continue;
            }
            if let Some((kind, sentence)) = self.return_for(candidate, index, value) {
                let found = self.found_at(index, &event.path, kind, sentence);
                self.diverge(candidate, found, event.number, event.line);
            }
        }
        let Some(node) = self.open.pop() else {
            return Ok(());
        };
        if let Some(parent) = self.open.last_mut() {
            let here = if self.header.values == ValueView::Negamax && parent.player != node.player {
                value.negated()
            } else {
                value
            };
            let mv = parent
                .moves
                .iter()
                .position(|mv| mv.name == node.path.last().map_or("", String::as_str));
            parent.last = mv.map(|mv| (mv, value, here));
        } else {
            self.finished = Some((value, event.line));
        }
        Ok(())
    }

    /// Reference `candidate` at the open node `index` returning `value`:
    /// the divergence and its sentence, if it does not return so; else
    /// the value is backed up into its frame of the parent.
    fn return_for(
        &mut self,
        candidate: usize,
        index: usize,
        value: TraceValue,
    ) -> Option<(DivergenceKind, String)> {
        let view = self.header.values;
        let reference = self.candidates[candidate].reference;
        let node = &self.open[index];
        let closed = self.candidates[candidate]
            .frames
            .last()
            .is_some_and(|f| f.closed);
        if node.leaf.is_none() && !closed && node.searched < node.moves.len() {
            let node = self.node_name(index);
            let sentence = match self.goes_on(candidate, index) {
                (Some(_), clause) => {
                    crate::tr!("check-returned-early", node = node, clause = clause)
                }
                (None, clause) => {
                    crate::tr!("check-returned-early-first", node = node, clause = clause)
                }
            };
            return Some((DivergenceKind::ReturnedEarly, sentence));
        }
        let expected = self.expected_return(candidate, index)?;
        if expected != value {
            let sentence = crate::tr!(
                "check-wrong-value",
                node = self.node_name(index),
                expected = expected.text(),
                reference = reference.short_name(view),
                reason = self.return_reason(candidate, index),
                value = value.text()
            );
            return Some((DivergenceKind::WrongValue, sentence));
        }
        let parent = index.checked_sub(1).map(|parent| {
            let parent = &self.open[parent];
            let here = if self.negates(parent.player, self.open[index].player) {
                value.negated()
            } else {
                value
            };
            let chooser = if view == ValueView::Negamax {
                Player::Max
            } else {
                parent.player
            };
            (here, chooser)
        });
        let frames = &mut self.candidates[candidate].frames;
        frames.pop();
        if let Some((here, chooser)) = parent
            && let Some(frame) = frames.last_mut()
        {
            let backed = frame.running.back_up(chooser, reference.cutoff(), here);
            frame.running = backed.running;
            frame.closed = backed.cut;
        }
        None
    }

    /// What reference `candidate` does after the trace's last event, at
    /// the deepest open node.
    fn stopped(&self, candidate: usize, event: u64) -> Found {
        let index = self.open.len() - 1;
        let name = self.node_name(index);
        let reference = self.candidates[candidate].reference;
        let view = self.header.values;
        let node = &self.open[index];
        let closed = self.candidates[candidate]
            .frames
            .last()
            .is_some_and(|f| f.closed);
        let next = if node.leaf.is_some() || node.moves.is_empty() {
            match self.expected_return(candidate, index) {
                Some(value) => crate::tr!("check-stopped-returns", value = value.text()),
                None => crate::tr!("check-stopped-returns-static"),
            }
        } else if closed {
            crate::tr!(
                "check-stopped-cuts",
                after = self.after_text(index).unwrap_or_default(),
                reason = self.cut_reason(candidate, index, true),
                reference = reference.short_name(view),
                remaining = self.remaining_text(index, false),
                value = self
                    .expected_return(candidate, index)
                    .map_or_else(String::new, TraceValue::text)
            )
        } else if node.searched < node.moves.len() {
            self.goes_on(candidate, index).1
        } else {
            crate::tr!(
                "check-stopped-last-move",
                after = self.after_text(index).unwrap_or_default(),
                reference = reference.short_name(view),
                value = self
                    .expected_return(candidate, index)
                    .map_or_else(String::new, TraceValue::text)
            )
        };
        Found {
            kind: DivergenceKind::Stopped,
            sentence: crate::tr!(
                "check-stopped",
                event = event,
                node = name.as_str(),
                next = next
            ),
            node: name,
            path: node.path.clone(),
        }
    }
}

/// `text` as a sentence: its first letter a capital, a full stop at its end.
fn full_sentence(text: &str) -> String {
    let mut chars = text.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!("{}{}.", first.unwrap_or_default(), chars.as_str())
}

/// A path in a sentence: its moves, or the root in words.
fn path_said(path: &[String]) -> String {
    if path.is_empty() {
        crate::tr!("rules-check-root")
    } else {
        crate::game::path_text(path, " ")
    }
}

/// The comparison that does not cut, for the one that does: `<` for `≥`.
fn not(symbol: &str) -> &'static str {
    match symbol {
        "≥" => "<",
        ">" => "≤",
        "≤" => ">",
        _ => "≥",
    }
}

/// A node's legal moves in a sentence: `3 children (moves 1 to 3)`,
/// `20 legal moves (a2a3, b2b3, …)`, `no legal move`.
fn moves_list(node: &OpenNode) -> String {
    let count = node.moves.len();
    let names: Vec<&str> = node
        .moves
        .iter()
        .take(4)
        .map(|mv| mv.name.as_str())
        .collect();
    match count {
        0 => crate::tr!("rules-check-no-legal-move"),
        1..=4 => crate::tr!(
            "rules-check-legal-moves",
            count = count,
            names = names.join(", ")
        ),
        _ => crate::tr!(
            "rules-check-legal-moves-more",
            count = count,
            names = names.join(", ")
        ),
    }
}

/// Why several references fit one trace: each pair that differs only where
/// this trace never went.
fn why_several(matches: &[Reference], view: ValueView) -> Option<String> {
    if matches.len() < 2 {
        return None;
    }
    let has = |test: &dyn Fn(Reference) -> bool| matches.iter().any(|&r| test(r));
    let mut reasons = Vec::new();
    let hard = |r| {
        matches!(
            r,
            Reference::AlphaBeta {
                fail: FailMode::Hard,
                ..
            }
        )
    };
    let soft = |r| {
        matches!(
            r,
            Reference::AlphaBeta {
                fail: FailMode::Soft,
                ..
            }
        )
    };
    if has(&hard) && has(&soft) {
        reasons.push(crate::tr!("check-alike-fail"));
    }
    let ge = |r| {
        matches!(
            r,
            Reference::AlphaBeta {
                cutoff: Cutoff::Ge,
                ..
            }
        )
    };
    let gt = |r| {
        matches!(
            r,
            Reference::AlphaBeta {
                cutoff: Cutoff::Gt,
                ..
            }
        )
    };
    if has(&ge) && has(&gt) {
        reasons.push(crate::tr!("check-alike-cutoff"));
    }
    if matches.contains(&Reference::Minimax) {
        reasons.push(if view == ValueView::Negamax {
            crate::tr!("check-alike-negamax")
        } else {
            crate::tr!("check-alike-minimax")
        });
    }
    Some(reasons.join("; "))
}

/// Checks the trace `input` against `references`: reads its header, then
/// follows its events until its end or until every reference has left it.
///
/// # Errors
/// A [`TraceError`] for a trace that cannot be read or does not nest as a
/// search's events do.
pub fn check(input: impl BufRead, references: &[Reference]) -> Result<Verdict, TraceError> {
    check_from(TraceReader::new(input)?, references)
}

/// [`check`] for a trace whose header is read already.
///
/// # Errors
/// As [`check`].
pub fn check_from(
    mut reader: TraceReader<impl BufRead>,
    references: &[Reference],
) -> Result<Verdict, TraceError> {
    let mut checker = Checker::new(reader.header().clone(), references)?;
    while let Some(event) = reader.next_event()? {
        checker.feed(&event)?;
        if !checker.any_alive() {
            break;
        }
    }
    checker.finish()
}
