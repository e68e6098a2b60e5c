//! A student's search as a session: the trace's events turned into the
//! events of a recorded search ([`Session::scripted`]), so that the window
//! steps, draws and narrates it as it does its own searches, with the
//! check's verdict beside it ([`TraceSession`]): which algorithm it is, or
//! the step and node of its first divergence.
//!
//! Each trace event becomes the search events it stands for: an `enter`
//! an [`SearchEvent::Enter`]; a `leaf` a [`SearchEvent::Leaf`]; a
//! `return` from a node with moves left a [`SearchEvent::Cutoff`] of those
//! moves, then the node's [`SearchEvent::Finish`] and the
//! [`SearchEvent::Backup`] into its parent (the root's return ends the
//! search, [`SearchEvent::Done`]). Values are the student's, in MAX's view;
//! a window the trace gives is the node's, and where it gives none, the
//! node gets its parent's window as the algorithm read moves it
//! ([`Running::back_up`], the rule the tree folds its nodes with).
//!
//! The trace is read as `gametree check` reads it: an error before every
//! reference has left it is the check's error; after that, the search is
//! drawn up to the first event that cannot be drawn (a move the rules do
//! not have), and ends there as a search the node cap stopped does.

use std::collections::HashMap;
use std::io::BufRead;

use petgraph::graph::NodeIndex;

use crate::check::reference::{Checker, Divergence, Reference, Verdict};
use crate::check::trace::{EventKind, TraceError, TraceEvent, TraceReader, ValueView};
use crate::check::value::TraceValue;
use crate::game::{Game as _, INFINITY, MoveCode, Player, Score, Terminal, Wording};
use crate::input::{AnyGame, AnyState};
use crate::search::{
    Bound, Cutoff, CutoffKind, FailMode, LeafReason, MoveOrdering, NodeId, Running, ScriptedStep,
    SearchEvent, SearchOptions, Settled, mover,
};
use crate::session::{Session, SessionError};
use crate::tree::node_index;

/// A student's search opened as a session, with what the check found.
pub struct TraceSession {
    /// The search, recorded to its end, at step 0.
    pub session: Session<AnyGame>,
    /// What the check found.
    pub verdict: Verdict,
    /// Where the first divergence shows, when the trace has one.
    pub divergence: Option<DivergenceAt>,
    /// The reference the session is read as: the one recognised (the
    /// preferred, when several fit) or the nearest.
    pub reference: Reference,
    /// Whether some value was not a whole number of the game's units and
    /// is drawn rounded (the check compares the values as written).
    pub rounded: bool,
}

/// The first divergence on the session: its step and node.
#[derive(Clone, PartialEq, Debug)]
pub struct DivergenceAt {
    /// The divergence as the check says it.
    pub divergence: Divergence,
    /// The cursor at which the student's diverging event has just been
    /// applied (the end, for a trace that stops or an event not drawn).
    pub step: u64,
    /// The node it is at, in the session's tree.
    pub node: NodeIndex,
}

/// Why a trace cannot be opened as a session.
#[derive(Debug, thiserror::Error)]
pub enum TraceSessionError {
    /// The trace cannot be read (the check's error, line and all).
    #[error("{0}")]
    Trace(#[from] TraceError),
    /// The search cannot be recorded.
    #[error(transparent)]
    Session(#[from] SessionError),
}

/// A trace event the session draws, with what the rules said of its node
/// when it was read.
enum Drawn {
    /// A node entered: the move into it (`None` at the root), its index
    /// among the parent's legal moves, who moves there, its legal moves and
    /// whether the game is over there.
    Enter {
        mv: Option<(usize, MoveCode)>,
        player: Player,
        moves: usize,
        terminal: Option<Terminal>,
        window: Option<(TraceValue, TraceValue)>,
    },
    /// The open node evaluated statically.
    Leaf { value: TraceValue },
    /// The open node returned; `unentered` are its moves never entered.
    Return {
        value: TraceValue,
        unentered: Vec<MoveCode>,
    },
}

/// A node open while the events are made.
struct Open {
    id: NodeId,
    player: Player,
    /// The move into it (the default code at the root).
    mv: MoveCode,
    entry: (Score, Score),
    running: Running<Score>,
    best_move: Option<MoveCode>,
    children: usize,
    leaf: bool,
    terminal: Option<Terminal>,
    /// Which side of the best child's value its true value lies on.
    best_bound: Option<Bound>,
    /// No child other than the best can beat it, and no move was cut.
    settled: bool,
}

/// Opens the trace read from `input` as a session.
///
/// # Errors
/// [`TraceSessionError::Trace`] for a trace `gametree check` refuses, with
/// the same line and words; [`TraceSessionError::Session`] if the search
/// cannot be recorded.
pub fn open_trace(input: impl BufRead) -> Result<TraceSession, TraceSessionError> {
    let mut reader = TraceReader::new(input)?;
    let view = reader.header().values;
    let mut checker = Checker::new(reader.header().clone(), &Reference::ALL)?;
    let game = checker.game().clone();
    let mut drawn: Vec<(u64, Vec<String>, Drawn)> = Vec::new();
    let mut depth = 0_usize;
    loop {
        let alive = checker.any_alive();
        let event = match reader.next_event() {
            Ok(Some(event)) => event,
            Err(error) if alive => return Err(error.into()),
            Ok(None) | Err(_) => break,
        };
        let (records, expected) = read_event(&checker, &game, &event, depth);
        match checker.feed(&event) {
            Err(error) if alive => return Err(error.into()),
            Err(_) => break,
            Ok(()) => {}
        }
        let Some(records) = records else { break };
        drawn.extend(
            records
                .into_iter()
                .map(|record| (event.number, event.path.clone(), record)),
        );
        depth = expected;
        // The rules can no longer say what the trace's next moves are.
        if checker.open_depth() != depth {
            break;
        }
    }
    let verdict = checker.finish()?;
    let reference = verdict
        .matches
        .first()
        .copied()
        .or_else(|| verdict.divergence.as_ref().map(|d| d.reference))
        .unwrap_or(Reference::ALL[0]);
    let wording = game.wording();
    let made = make_steps(&drawn, view, reference, wording);
    let options = options_for(reference, view, made.depth);
    let session = Session::scripted(game, options, made.steps)?;
    let divergence = verdict.divergence.clone().map(|divergence| {
        let step = made
            .first_steps
            .get(&divergence.event)
            .map_or_else(|| session.frontier(), |&step| step + 1);
        let mut path = divergence.path.clone();
        let node = loop {
            if let Some(&id) = made.nodes.get(&path) {
                break node_index(id);
            }
            if path.pop().is_none() {
                break node_index(0);
            }
        };
        DivergenceAt {
            divergence,
            step,
            node,
        }
    });
    Ok(TraceSession {
        session,
        verdict,
        divergence,
        reference,
        rounded: made.rounded,
    })
}

/// The options a trace's session is drawn and narrated with: `reference`'s
/// algorithm and forms, to the depth the trace reached, moves in the
/// order the trace took them.
fn options_for(reference: Reference, view: ValueView, depth: u8) -> SearchOptions {
    let mut options = SearchOptions {
        algorithm: reference.algorithm(view),
        depth,
        ordering: MoveOrdering::Natural,
        iterative_deepening: false,
        transposition_table: false,
        ..SearchOptions::default()
    };
    if let Reference::AlphaBeta { fail, cutoff } = reference {
        options.fail = fail;
        options.cutoff = cutoff;
    }
    options
}

/// What `event` draws, read before the checker follows it (the node's
/// moves are the open node's then), and the open depth after it; `None`
/// if it cannot be drawn.
fn read_event(
    checker: &Checker,
    game: &AnyGame,
    event: &TraceEvent,
    depth: usize,
) -> (Option<Vec<Drawn>>, usize) {
    let enter = |window| -> Option<Drawn> {
        if depth == 0 {
            let root = game.root();
            return Some(entered(game, &root, None, None, window));
        }
        let (state, player) = checker.open_state()?;
        let (index, code) = checker.open_move(event.path.last()?)?;
        let child = game.play(state, code)?;
        Some(entered(
            game,
            &child,
            Some(player),
            Some((index, code)),
            window,
        ))
    };
    let own = event.path.len() + 1 == depth;
    match event.kind {
        EventKind::Enter { window } => (enter(window).map(|drawn| vec![drawn]), depth + 1),
        EventKind::Leaf { value } if own => (Some(vec![Drawn::Leaf { value }]), depth),
        // A leaf of the open node's child: entered, evaluated, returned.
        EventKind::Leaf { value } => (
            enter(None).map(|drawn| {
                vec![
                    drawn,
                    Drawn::Leaf { value },
                    Drawn::Return {
                        value,
                        unentered: Vec::new(),
                    },
                ]
            }),
            depth,
        ),
        EventKind::Return { value } => (
            Some(vec![Drawn::Return {
                value,
                unentered: checker.open_unentered(),
            }]),
            depth.saturating_sub(1),
        ),
    }
}

/// A node entered at `state`, below a node where `parent` moves.
fn entered(
    game: &AnyGame,
    state: &AnyState,
    parent: Option<Player>,
    mv: Option<(usize, MoveCode)>,
    window: Option<(TraceValue, TraceValue)>,
) -> Drawn {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    Drawn::Enter {
        mv,
        player: mover(game, state, parent),
        moves: moves.len(),
        terminal: game.terminal(state),
        window,
    }
}

/// The search events of a trace, and where its events and nodes are.
struct Made {
    steps: Vec<ScriptedStep>,
    /// The step each trace event's first search event is.
    first_steps: HashMap<u64, u64>,
    /// Each entered node by its path as the trace writes it.
    nodes: HashMap<Vec<String>, NodeId>,
    /// The deepest ply entered.
    depth: u8,
    rounded: bool,
}

/// A trace value as a [`Score`] in `wording`'s units, MAX's view, from
/// the view of a node where `player` moves; and whether it was rounded.
fn score(value: TraceValue, view: ValueView, player: Player, wording: Wording) -> (Score, bool) {
    let value = if view == ValueView::Negamax && player == Player::Min {
        value.negated()
    } else {
        value
    };
    let number = value.number();
    if number.is_infinite() {
        return (if number > 0.0 { INFINITY } else { -INFINITY }, false);
    }
    let units = number * f64::from(wording.denominator().max(1));
    let whole = units.round();
    let limit = f64::from(INFINITY - 1);
    #[expect(
        clippy::cast_possible_truncation,
        reason = "clamped to the scores' range first"
    )]
    let score = whole.clamp(-limit, limit) as Score;
    (score, (whole - units).abs() > 0.0)
}

/// The search events `drawn` stands for, read as `reference` reads them.
fn make_steps(
    drawn: &[(u64, Vec<String>, Drawn)],
    view: ValueView,
    reference: Reference,
    wording: Wording,
) -> Made {
    let (window_rule, fails_hard) = match reference {
        Reference::Minimax => (None, false),
        Reference::AlphaBeta { cutoff, fail } => (Some(cutoff), fail == FailMode::Hard),
    };
    // The depth is known once every node is: each node's depth left is
    // counted from it.
    let deepest = drawn.iter().fold(0_usize, |deepest, (_, path, record)| {
        if matches!(record, Drawn::Enter { .. }) {
            deepest.max(path.len())
        } else {
            deepest
        }
    });
    let mut maker = Maker {
        made: Made {
            steps: Vec::new(),
            first_steps: HashMap::new(),
            nodes: HashMap::new(),
            depth: u8::try_from(deepest).unwrap_or(u8::MAX).max(1),
            rounded: false,
        },
        open: Vec::new(),
        next_id: 0,
        done: false,
        view,
        wording,
        window_rule,
        fails_hard,
    };
    for (index, (number, path, record)) in drawn.iter().enumerate() {
        let step = maker.made.steps.len() as u64;
        maker.made.first_steps.entry(*number).or_insert(step);
        let drawn_on = match record {
            Drawn::Enter { .. } => {
                // A node searches its moves if the next event enters one.
                let searches = matches!(
                    drawn.get(index + 1),
                    Some((_, next, Drawn::Enter { .. })) if next.len() > path.len()
                );
                maker.enter(path, record, searches);
                true
            }
            Drawn::Leaf { value } => maker.leaf(*value),
            Drawn::Return { value, unentered } => maker.exit(*value, unentered),
        };
        if !drawn_on {
            break;
        }
    }
    maker.finish()
}

/// The search events being made from a trace's records.
struct Maker {
    made: Made,
    /// The nodes entered and not returned from, root first.
    open: Vec<Open>,
    /// The number the next node entered or move pruned gets.
    next_id: NodeId,
    /// Whether the root returned.
    done: bool,
    view: ValueView,
    wording: Wording,
    /// The cutoff convention of the reference, if it prunes.
    window_rule: Option<Cutoff>,
    fails_hard: bool,
}

impl Maker {
    fn push(&mut self, event: SearchEvent) {
        self.made.steps.push(ScriptedStep {
            event,
            pruned: Vec::new(),
        });
    }

    /// `value` of a node where `player` moves, as a score; notes rounding.
    fn score(&mut self, value: TraceValue, view: ValueView, player: Player) -> Score {
        let (score, rounded) = score(value, view, player, self.wording);
        self.made.rounded |= rounded;
        score
    }

    /// A node entered at `path` (`record` is its [`Drawn::Enter`]), which
    /// goes on to search its moves if `searches`.
    fn enter(&mut self, path: &[String], record: &Drawn, searches: bool) {
        let Drawn::Enter {
            mv,
            player,
            moves,
            terminal,
            window,
        } = *record
        else {
            return;
        };
        let ply = u8::try_from(path.len()).unwrap_or(u8::MAX);
        let (alpha, beta) = match (window, self.open.last()) {
            (Some((alpha, beta)), _) => {
                let a = self.score(alpha, ValueView::Max, Player::Max);
                let b = self.score(beta, ValueView::Max, Player::Max);
                if self.view == ValueView::Negamax && player == Player::Min {
                    (-b, -a)
                } else {
                    (a, b)
                }
            }
            (None, Some(parent)) if self.window_rule.is_some() => {
                (parent.running.alpha, parent.running.beta)
            }
            (None, _) => (-INFINITY, INFINITY),
        };
        let move_count = if searches { moves } else { 0 };
        let code = mv.map_or(MoveCode::default(), |(_, code)| code);
        self.push(SearchEvent::Enter {
            node: self.next_id,
            parent: self.open.last().map(|parent| parent.id),
            mv: code,
            move_index: mv.map_or(0, |(index, _)| u16::try_from(index).unwrap_or(u16::MAX)),
            ply,
            player,
            depth_left: self.made.depth.saturating_sub(ply),
            alpha,
            beta,
            move_count: u16::try_from(move_count).unwrap_or(u16::MAX),
            chance: 0,
            weight: 0,
        });
        self.made.nodes.insert(path.to_vec(), self.next_id);
        if let Some(parent) = self.open.last_mut() {
            parent.children += 1;
        }
        self.open.push(Open {
            id: self.next_id,
            player,
            mv: code,
            entry: (alpha, beta),
            running: Running::entered(alpha, beta),
            best_move: None,
            children: 0,
            leaf: false,
            terminal,
            best_bound: None,
            settled: true,
        });
        self.next_id += 1;
    }

    /// The open node evaluated as a leaf; `false` if it cannot be (it was
    /// searched or evaluated already).
    fn leaf(&mut self, value: TraceValue) -> bool {
        let Some(node) = self.open.last() else {
            return false;
        };
        if node.children > 0 || node.leaf {
            return false;
        }
        let (id, player, terminal) = (node.id, node.player, node.terminal);
        let value = self.score(value, self.view, player);
        if let Some(node) = self.open.last_mut() {
            node.leaf = true;
        }
        self.push(SearchEvent::Leaf {
            node: id,
            value,
            reason: terminal.map_or(LeafReason::DepthLimit, LeafReason::Terminal),
        });
        true
    }

    /// The open node returned `value`, its moves `unentered` never
    /// entered; `false` if no node is open.
    fn exit(&mut self, value: TraceValue, unentered: &[MoveCode]) -> bool {
        let Some(mut node) = self.open.pop() else {
            return false;
        };
        let value = self.score(value, self.view, node.player);
        // Which side of `value` the node's true value lies on, for its
        // parent (the stepper's rule, [`Settled`]).
        let mut side = Some(Bound::Exact);
        if !node.leaf && node.children == 0 {
            // Returned at once: its value is a static one.
            self.push(SearchEvent::Leaf {
                node: node.id,
                value,
                reason: node
                    .terminal
                    .map_or(LeafReason::DepthLimit, LeafReason::Terminal),
            });
        } else if !node.leaf {
            side = self.finish_inner(&mut node, value, unentered);
        }
        if let Some(parent) = self.open.last_mut() {
            let had_best = parent.running.best.is_some();
            let backed = parent
                .running
                .back_up(parent.player, self.window_rule, value);
            parent.running = backed.running;
            let beaten = match (backed.improved, had_best) {
                (true, true) => parent.best_bound,
                (true, false) => Some(Bound::Exact),
                (false, _) => side,
            };
            parent.settled &= Settled::cannot_beat(parent.player, beaten);
            if backed.improved {
                parent.best_move = Some(node.mv);
                parent.best_bound = side;
            }
            let event = SearchEvent::Backup {
                parent: parent.id,
                child: node.id,
                child_value: value,
                improved: backed.improved,
                best: backed.running.best.unwrap_or(value),
                alpha: backed.running.alpha,
                beta: backed.running.beta,
            };
            self.push(event);
        } else {
            self.push(SearchEvent::Done {
                value,
                best_move: node.best_move,
                truncated: false,
            });
            self.done = true;
        }
        true
    }

    /// An inner node returning `value`: the cutoff of the moves it left
    /// (`unentered`), then its finish; returns the side of `value` its true
    /// value lies on, for its parent.
    fn finish_inner(
        &mut self,
        node: &mut Open,
        value: Score,
        unentered: &[MoveCode],
    ) -> Option<Bound> {
        if !unentered.is_empty() {
            node.settled = false;
            let count = u16::try_from(unentered.len()).unwrap_or(u16::MAX);
            self.made.steps.push(ScriptedStep {
                event: SearchEvent::Cutoff {
                    node: node.id,
                    kind: CutoffKind::at(node.player),
                    value: node.running.best.unwrap_or(value),
                    alpha: node.running.alpha,
                    beta: node.running.beta,
                    first_pruned: self.next_id,
                    pruned: count,
                },
                pruned: unentered[..usize::from(count)].to_vec(),
            });
            self.next_id += NodeId::from(count);
        }
        let best = node.running.best.unwrap_or(value);
        let (alpha, beta) = node.entry;
        let bound = Settled {
            searched_all: node.settled,
            best_exact: node.best_bound == Some(Bound::Exact),
            clamped: value != best,
        }
        .bound(Bound::classify(value, alpha, beta));
        self.push(SearchEvent::Finish {
            node: node.id,
            value,
            bound,
        });
        if bound == Bound::Exact {
            Some(Bound::Exact)
        } else if self.fails_hard && alpha == beta && best == alpha {
            None
        } else {
            Some(Bound::classify(best, alpha, beta))
        }
    }

    /// The events, ended: a trace that stopped (or could not be drawn
    /// further) with nodes open ends as a search the node cap stopped.
    fn finish(mut self) -> Made {
        if !self.done {
            let root = self.open.first();
            let event = SearchEvent::Done {
                value: root.and_then(|root| root.running.best).unwrap_or(0),
                best_move: root.and_then(|root| root.best_move),
                truncated: true,
            };
            self.push(event);
        }
        self.made
    }
}
