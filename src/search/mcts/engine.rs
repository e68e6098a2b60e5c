//! [`MctsEngine`]: Monte Carlo tree search as a resumable search, one
//! event per step (the phases are described in the module above).

use crate::game::{Game, MoveCode, Player, Terminal, Wording};
use crate::search::engine::{Engine, OpenFrame};
use crate::search::interrupt::{Interrupt, Interrupted};
use crate::search::sink::EventSink;
use crate::search::{NodeId, SearchEvent, SearchStats, mover};

use super::options::MctsOptions;
use super::reward::Reward;
use super::ucb::{self, Scale, Visits};
use crate::random::SplitMix64;

/// The phase of a Monte Carlo iteration an event belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// UCB1 picks a child.
    Selection,
    /// A node joins the tree.
    Expansion,
    /// A random playout.
    Simulation,
    /// The counts grow along the path.
    Backpropagation,
}

impl Phase {
    /// The four phases, in the order of an iteration.
    pub const ALL: [Self; 4] = [
        Self::Selection,
        Self::Expansion,
        Self::Simulation,
        Self::Backpropagation,
    ];

    /// The phase of `event`, `None` for the other searches' events and `Done`.
    #[must_use]
    pub fn of(event: &SearchEvent) -> Option<Self> {
        match event {
            SearchEvent::Select { .. } => Some(Self::Selection),
            SearchEvent::Expand { .. } => Some(Self::Expansion),
            SearchEvent::Simulate { .. } => Some(Self::Simulation),
            SearchEvent::Backpropagate { .. } => Some(Self::Backpropagation),
            _ => None,
        }
    }

    /// `"selection"`, `"expansion"`, `"simulation"`, `"backpropagation"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Selection => "selection",
            Self::Expansion => "expansion",
            Self::Simulation => "simulation",
            Self::Backpropagation => "backpropagation",
        }
    }
}

/// A node of the engine's own tree.
struct Node<S> {
    state: S,
    player: Player,
    ply: u8,
    /// Its legal moves in the game's order (none at a game end).
    moves: Vec<MoveCode>,
    terminal: Option<Terminal>,
    /// The expanded children: `children[i]` plays `moves[i]`.
    children: Vec<NodeId>,
    visits: Visits,
}

/// What the next step does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Next {
    /// Iteration 1: the root joins the tree.
    Root,
    /// Select from the end of the path, or expand or play out there.
    Descend,
    /// Play out from this node.
    Simulate(NodeId),
    /// Back up this result from the end of the path.
    Backpropagate(Reward),
    /// Report the end (`true`: the node cap stopped it).
    Done(bool),
    /// Nothing more.
    Over,
}

/// Monte Carlo tree search on a game, stepped one event at a time.
///
/// ```
/// use gametree::search::mcts::{MctsEngine, MctsOptions};
/// use gametree::search::SearchEvent;
/// use gametree::textbook::TextbookTree;
///
/// let game = TextbookTree::parse("[1,0]")?;
/// let options = MctsOptions { iterations: 100, ..MctsOptions::default() };
/// let mut engine = MctsEngine::new(&game, options, 1_000);
/// let mut last = None;
/// while let Some(event) = engine.step(&game) {
///     last = Some(event);
/// }
/// let Some(SearchEvent::Done { best_move, .. }) = last else {
///     return Err("the search ends with Done".into());
/// };
/// assert_eq!(best_move.map(|mv| mv.0), Some(0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct MctsEngine<G: Game> {
    options: MctsOptions,
    max_nodes: u64,
    scale: Scale,
    nodes: Vec<Node<G::State>>,
    /// The nodes of the current iteration's path, root first.
    path: Vec<NodeId>,
    rng: SplitMix64,
    next: Next,
    iteration: u32,
    stats: SearchStats,
    /// Scratch for the playouts' moves.
    moves: Vec<MoveCode>,
}

impl<G: Game> MctsEngine<G> {
    /// A search of `game`'s root with `options`, stopping (truncated) before
    /// the tree would grow past `max_nodes` nodes.
    #[must_use]
    pub fn new(game: &G, options: MctsOptions, max_nodes: u64) -> Self {
        Self {
            options,
            max_nodes: max_nodes.max(1),
            scale: Self::scale_of(game),
            nodes: Vec::new(),
            path: Vec::new(),
            rng: SplitMix64::new(options.seed),
            next: Next::Root,
            iteration: 1,
            stats: SearchStats::default(),
            moves: Vec::new(),
        }
    }

    /// How results are turned round for MIN on `game`: a textbook tree's
    /// values ([`Wording::TREE`], moves that are child numbers) are
    /// negated, every other game's results in [0, 1] are taken from 1.
    #[must_use]
    pub fn scale_of(game: &G) -> Scale {
        if game.wording() == Wording::TREE {
            Scale::Values
        } else {
            Scale::Unit
        }
    }

    /// How this search turns results round for MIN.
    #[must_use]
    pub fn scale(&self) -> Scale {
        self.scale
    }

    /// The counters so far.
    #[must_use]
    pub fn stats(&self) -> &SearchStats {
        &self.stats
    }

    /// One step, its event handed to nobody else; `None` once over.
    pub fn step(&mut self, game: &G) -> Option<SearchEvent> {
        self.advance(game, &mut crate::search::Discard)
    }

    fn advance<S: EventSink>(&mut self, game: &G, sink: &mut S) -> Option<SearchEvent> {
        let event = match self.next {
            Next::Root => self.expand_root(game),
            Next::Descend => self.descend(game),
            Next::Simulate(node) => self.simulate(game, node),
            Next::Backpropagate(result) => self.backpropagate(result),
            Next::Done(truncated) => {
                self.next = Next::Over;
                self.done(truncated)
            }
            Next::Over => return None,
        };
        self.stats.count(&event);
        sink.take(&event, &[], &self.stats);
        Some(event)
    }

    fn node_id(&self) -> NodeId {
        NodeId::try_from(self.nodes.len()).unwrap_or(NodeId::MAX)
    }

    fn expand_root(&mut self, game: &G) -> SearchEvent {
        let state = game.root();
        let player = mover(game, &state, None);
        let mut moves = Vec::new();
        let terminal = game.moves_or_terminal(&state, &mut moves);
        self.nodes.push(Node {
            state,
            player,
            ply: 0,
            moves,
            terminal,
            children: Vec::new(),
            visits: Visits::default(),
        });
        self.path.clear();
        self.path.push(0);
        self.next = Next::Simulate(0);
        SearchEvent::Expand {
            node: 0,
            parent: None,
            mv: MoveCode::default(),
            move_index: 0,
            ply: 0,
            player,
            iteration: self.iteration,
        }
    }

    /// The step from the end of the path: select a child if the node is
    /// fully expanded, else expand it, or play out from a game end.
    fn descend(&mut self, game: &G) -> SearchEvent {
        let at = self.path.last().copied().unwrap_or(0);
        let Some(node) = self.nodes.get(at as usize) else {
            return self.finish(true);
        };
        if node.terminal.is_some() || node.moves.is_empty() {
            return self.simulate(game, at);
        }
        if node.children.len() < node.moves.len() {
            return self.expand(game, at);
        }
        let children = node.children.iter().map(|&child| {
            self.nodes
                .get(child as usize)
                .map_or_else(Visits::default, |child| child.visits)
        });
        let picked = ucb::pick(
            node.player,
            self.scale,
            self.options.exploration,
            node.visits.n,
            children,
        )
        .unwrap_or(0);
        let child = node.children.get(picked).copied().unwrap_or(0);
        self.path.push(child);
        SearchEvent::Select {
            parent: at,
            child,
            iteration: self.iteration,
        }
    }

    /// The end, now: a node cap or a bug stopped the search.
    fn finish(&mut self, truncated: bool) -> SearchEvent {
        self.next = Next::Over;
        self.done(truncated)
    }

    fn expand(&mut self, game: &G, parent: NodeId) -> SearchEvent {
        if self.nodes.len() as u64 >= self.max_nodes {
            return self.finish(true);
        }
        let Some(from) = self.nodes.get(parent as usize) else {
            return self.finish(true);
        };
        let index = from.children.len();
        let Some(&mv) = from.moves.get(index) else {
            return self.finish(true);
        };
        let Some(state) = game.play_generated(&from.state, mv) else {
            return self.finish(true);
        };
        let player = mover(game, &state, Some(from.player));
        let ply = from.ply.saturating_add(1);
        let mut moves = Vec::new();
        let terminal = game.moves_or_terminal(&state, &mut moves);
        let node = self.node_id();
        self.nodes.push(Node {
            state,
            player,
            ply,
            moves,
            terminal,
            children: Vec::new(),
            visits: Visits::default(),
        });
        if let Some(from) = self.nodes.get_mut(parent as usize) {
            from.children.push(node);
        }
        self.path.push(node);
        self.next = Next::Simulate(node);
        SearchEvent::Expand {
            node,
            parent: Some(parent),
            mv,
            move_index: u16::try_from(index).unwrap_or(u16::MAX),
            ply,
            player,
            iteration: self.iteration,
        }
    }

    /// A random playout from `node`, uniform over the legal moves.
    fn simulate(&mut self, game: &G, node: NodeId) -> SearchEvent {
        let (plies, result) = match self.nodes.get(node as usize) {
            Some(start) => playout(
                game,
                start,
                self.options.playout_cap,
                &mut self.rng,
                &mut self.moves,
            ),
            None => (0, Reward::DRAW),
        };
        self.next = Next::Backpropagate(result);
        SearchEvent::Simulate {
            node,
            plies,
            result,
            iteration: self.iteration,
        }
    }

    fn backpropagate(&mut self, result: Reward) -> SearchEvent {
        for &at in &self.path {
            if let Some(node) = self.nodes.get_mut(at as usize) {
                node.visits = node.visits.plus(result);
            }
        }
        let node = self.path.last().copied().unwrap_or(0);
        let event = SearchEvent::Backpropagate {
            node,
            result,
            iteration: self.iteration,
        };
        if self.iteration >= self.options.iterations {
            self.next = Next::Done(false);
        } else {
            self.iteration += 1;
            self.path.truncate(1);
            self.next = Next::Descend;
        }
        event
    }

    /// `Done`: the most visited root move and its mean in thousandths.
    fn done(&self, truncated: bool) -> SearchEvent {
        let Some(root) = self.nodes.first() else {
            return SearchEvent::Done {
                value: 0,
                best_move: None,
                truncated,
            };
        };
        let children: Vec<Visits> = root
            .children
            .iter()
            .filter_map(|&child| self.nodes.get(child as usize).map(|node| node.visits))
            .collect();
        let best = ucb::most_visited(children.iter().copied());
        let visits = best
            .and_then(|at| children.get(at))
            .copied()
            .unwrap_or(root.visits);
        SearchEvent::Done {
            value: per_mille(visits),
            best_move: best.and_then(|at| root.moves.get(at)).copied(),
            truncated,
        }
    }
}

impl<G: Game> Engine<G> for MctsEngine<G> {
    /// One step, its event handed to `sink`. A step is short (at most one
    /// playout), so `_interrupt` never stops it.
    fn step_into<S: EventSink>(
        &mut self,
        game: &G,
        _interrupt: &Interrupt,
        sink: &mut S,
    ) -> Result<Option<SearchEvent>, Interrupted> {
        Ok(self.advance(game, sink))
    }

    /// None: the search keeps no stack of open nodes.
    fn open_frames(&self) -> Vec<OpenFrame> {
        Vec::new()
    }

    fn stats(&self) -> &SearchStats {
        &self.stats
    }
}

/// A mean result in thousandths, rounded.
#[expect(
    clippy::cast_possible_truncation,
    reason = "a mean of results is far inside i32"
)]
fn per_mille(visits: Visits) -> i32 {
    visits
        .mean()
        .map_or(0, |mean| (mean * 1000.0).round() as i32)
}

/// Plays random moves from `start` to the game's end or `cap` plies; its
/// length and result.
fn playout<G: Game>(
    game: &G,
    start: &Node<G::State>,
    cap: u16,
    rng: &mut SplitMix64,
    moves: &mut Vec<MoveCode>,
) -> (u16, Reward) {
    if let Some(terminal) = start.terminal {
        return (
            0,
            Reward::of_ending(game, &start.state, terminal, start.player),
        );
    }
    if cap == 0 || start.moves.is_empty() {
        return (0, Reward::of_evaluation(game.evaluate(&start.state)));
    }
    let Some(first) =
        pick_from(&start.moves, rng).and_then(|mv| game.play_generated(&start.state, mv))
    else {
        return (0, Reward::of_evaluation(game.evaluate(&start.state)));
    };
    let mut state = first;
    let mut player = mover(game, &state, Some(start.player));
    let mut plies: u16 = 1;
    loop {
        moves.clear();
        if let Some(terminal) = game.moves_or_terminal(&state, moves) {
            return (plies, Reward::of_ending(game, &state, terminal, player));
        }
        if plies >= cap || moves.is_empty() {
            return (plies, Reward::of_evaluation(game.evaluate(&state)));
        }
        let Some(next) = pick_from(moves, rng).and_then(|mv| game.play_generated(&state, mv))
        else {
            return (plies, Reward::of_evaluation(game.evaluate(&state)));
        };
        state = next;
        player = mover(game, &state, Some(player));
        plies += 1;
    }
}

/// A uniformly random move of `moves`.
#[inline]
fn pick_from(moves: &[MoveCode], rng: &mut SplitMix64) -> Option<MoveCode> {
    if moves.is_empty() {
        return None;
    }
    moves.get(rng.index(moves.len())).copied()
}
