//! Entering nodes in the stepper: a node's frame pushed with its window,
//! the next move of the top frame expanded into a child (with PVS's
//! null-window probe of a later move and its re-search), and a chance
//! node's outcomes entered one by one.

use super::{ChildSearch, Frame, NODE_ID_LIMIT, Next, Stepper};
use crate::game::{Game, INFINITY, MoveCode, Player, Score};
use crate::search::backup::Average;
use crate::search::event::{Bound, LeafReason, NodeId, SearchEvent};
use crate::search::rules::{leaf_or_moves, mover, quiescence_or_leaf};
use crate::search::sink::EventSink;

impl<G: Game> Stepper<G> {
    #[expect(
        clippy::too_many_arguments,
        reason = "one call site per kind of node; a struct would only rename them"
    )]
    #[expect(clippy::inline_always, reason = "see `advance`")]
    #[inline(always)]
    pub(super) fn enter<S: EventSink>(
        &mut self,
        game: &G,
        state: G::State,
        parent: Option<NodeId>,
        mv: MoveCode,
        move_index: u16,
        (ply, player): (u8, Player),
        depth_left: u8,
        (alpha, beta): (Score, Score),
        on_pv: bool,
        sink: &mut S,
    ) -> SearchEvent {
        let node = self.next_id;
        self.next_id += 1;
        let chooser_worst = if self.options.algorithm.is_negamax() || player == Player::Max {
            -INFINITY
        } else {
            INFINITY
        };
        let key = if self.table.is_some() {
            game.position_key(&state)
        } else {
            0
        };
        let mut frame = Frame {
            node,
            state,
            key,
            ply,
            player,
            depth_left,
            child_depth: 0,
            alpha_on_entry: alpha,
            beta_on_entry: beta,
            alpha,
            beta,
            best: chooser_worst,
            best_move: None,
            moves_start: self.moves.len(),
            move_count: 0,
            next_move: 0,
            ordered: false,
            best_bound: Some(Bound::Exact),
            settled: true,
            child_search: ChildSearch::Full,
            on_pv,
            average: None,
            child_weight: 0,
        };
        let weight = self.entering_weight();
        let (alpha_max, beta_max) = self.window_to_max_view(&frame, alpha, beta);
        let (scored, stand_pat) = if depth_left == 0 && self.options.quiescence {
            match quiescence_or_leaf(
                game,
                &frame.state,
                (ply, player),
                self.options.depth,
                &mut self.moves,
            ) {
                Ok(stand_pat) => (None, stand_pat),
                Err(scored) => (Some(scored), None),
            }
        } else {
            let scored = leaf_or_moves(
                game,
                &frame.state,
                (ply, player),
                depth_left,
                &mut self.moves,
            );
            (scored, None)
        };
        self.next = if let Some((value, reason)) = scored {
            Next::Leaf { value, reason }
        } else if let Some((value, bound, side)) =
            self.probe(key, depth_left, ply, alpha_max, beta_max)
        {
            self.moves.truncate(frame.moves_start);
            Next::TtHit { value, bound, side }
        } else {
            let generated = self.moves.len() - frame.moves_start;
            if generated == 0 {
                // A game that reports no terminal status but has no moves:
                // score it statically rather than return an empty maximum.
                Next::Leaf {
                    value: game.evaluate(&frame.state),
                    reason: LeafReason::DepthLimit,
                }
            } else {
                frame.child_depth = self.rules.child_depth(ply, depth_left, generated);
                // Ordered (and cut to `move_count`) before the first expand.
                frame.move_count = u16::try_from(generated).unwrap_or(u16::MAX);
                frame.average = self.average_of(game, &frame.state);
                stand_pat.map_or(Next::Expand, |value| Next::StandPat { value })
            }
        };
        let move_count = frame.move_count;
        let chance = frame.average.map_or(0, Average::total_weight);
        self.frames.push(frame);
        let entered = SearchEvent::Enter {
            node,
            parent,
            mv,
            move_index,
            ply,
            player,
            depth_left,
            alpha: alpha_max,
            beta: beta_max,
            move_count,
            chance,
            weight,
        };
        Self::emit(&mut self.stats, sink, entered, &[])
    }

    /// The weight of the node being entered among its chance parent's
    /// outcomes; 0 under a MAX or MIN node.
    pub(super) fn entering_weight(&self) -> u16 {
        self.frames
            .last()
            .filter(|parent| parent.average.is_some())
            .map_or(0, |parent| parent.child_weight)
    }

    /// The average a chance node starts from, when the algorithm averages.
    pub(super) fn average_of(&self, game: &G, state: &G::State) -> Option<Average> {
        if self.options.algorithm.averages() {
            game.chance_total(state).map(Average::entered)
        } else {
            None
        }
    }

    #[expect(clippy::inline_always, reason = "see `advance`")]
    #[inline(always)]
    pub(super) fn expand<S: EventSink>(&mut self, game: &G, sink: &mut S) -> Option<SearchEvent> {
        let algorithm = self.options.algorithm;
        let frame = self.frames.last()?;
        if frame.next_move >= frame.move_count {
            return self.finish(sink);
        }
        if self.stats.nodes >= self.options.max_nodes
            || self.next_id >= NODE_ID_LIMIT - u32::from(u16::MAX)
            || self.oracle.is_exhausted()
        {
            return Some(self.done(game, true, sink));
        }
        let move_index = frame.next_move;
        // PVS probes every move after the first with a null window on the
        // side the node's player would move: `(α, α + 1)` at MAX, `(β − 1, β)`
        // at MIN (the window it has when that is no wider).
        let probe = algorithm.probes() && move_index > 0 && frame.beta - frame.alpha > 1;
        let window = match (probe, self.chooser(frame)) {
            _ if frame.average.is_some() => return self.enter_outcome(game, move_index, sink),
            (false, _) => (frame.alpha, frame.beta),
            (true, Player::Max) => (frame.alpha, frame.alpha + 1),
            (true, Player::Min) => (frame.beta - 1, frame.beta),
        };
        let search = if probe {
            ChildSearch::Probe
        } else {
            ChildSearch::Full
        };
        self.enter_child(game, move_index, window, search, sink)
    }

    /// Enters outcome `move_index` of the top frame, a chance node: with the
    /// node's own window under expectimax (which has none), with Star1's
    /// window for the outcome ([`Average::child_window`]) under Star1.
    pub(super) fn enter_outcome<S: EventSink>(
        &mut self,
        game: &G,
        move_index: u16,
        sink: &mut S,
    ) -> Option<SearchEvent> {
        let prunes = self.options.algorithm.prunes();
        let bounds = self.bounds;
        let frame = self.frames.last_mut()?;
        let mv = self.moves[frame.moves_start + usize::from(move_index)];
        let weight = game.chance_weight(&frame.state, mv);
        frame.child_weight = weight;
        let window = match frame.average {
            Some(average) if prunes => {
                average.child_window(weight, (frame.alpha, frame.beta), bounds)
            }
            _ => (frame.alpha, frame.beta),
        };
        self.enter_child(game, move_index, window, ChildSearch::Full, sink)
    }

    /// PVS: enters the move just probed again, with the window its probe
    /// left: `(v, β)` at MAX and `(α, v)` at MIN for the probe's value `v`
    /// (Reinefeld's `NegaScout` re-search).
    pub(super) fn re_search<S: EventSink>(
        &mut self,
        game: &G,
        sink: &mut S,
    ) -> Option<SearchEvent> {
        let frame = self.frames.last()?;
        let move_index = frame.next_move.checked_sub(1)?;
        if let Some(frame) = self.frames.last_mut() {
            frame.next_move = move_index;
        }
        let frame = self.frames.last()?;
        let window = (frame.alpha, frame.beta);
        self.enter_child(game, move_index, window, ChildSearch::ReSearch, sink)
    }

    /// Enters the top frame's move `move_index` with `window` (the frame's
    /// view), and moves the frame on past it.
    #[expect(clippy::inline_always, reason = "see `advance`")]
    #[inline(always)]
    pub(super) fn enter_child<S: EventSink>(
        &mut self,
        game: &G,
        move_index: u16,
        (alpha, beta): (Score, Score),
        search: ChildSearch,
        sink: &mut S,
    ) -> Option<SearchEvent> {
        let algorithm = self.options.algorithm;
        let frame = self.frames.last()?;
        let mv = self.moves[frame.moves_start + usize::from(move_index)];
        let Some(child_state) = game.play_generated(&frame.state, mv) else {
            // The game rejected a move it generated itself: stop rather than guess.
            return Some(self.done(game, true, sink));
        };
        let player = mover(game, &child_state, Some(frame.player));
        // Negamax hands the window on in the child's view: negated, `[−β, −α]`,
        // when the player changes, as it is when the same player moves again.
        let (alpha, beta) = if algorithm.is_negamax() && player != frame.player {
            (-beta, -alpha)
        } else {
            (alpha, beta)
        };
        let (parent, ply, depth) = (frame.node, frame.ply + 1, frame.child_depth);
        let on_pv = frame.on_pv
            && move_index == 0
            && self.principal_variation.get(usize::from(frame.ply)) == Some(&mv);
        if let Some(frame) = self.frames.last_mut() {
            frame.next_move = move_index + 1;
            frame.child_search = search;
        }
        Some(self.enter(
            game,
            child_state,
            Some(parent),
            mv,
            move_index,
            (ply, player),
            depth,
            (alpha, beta),
            on_pv,
            sink,
        ))
    }
}
