//! The minimax family's rules in the stepper: whose view a frame keeps
//! its values in (MAX's, or the side to move's for the negamax forms),
//! backing a child's value up into its parent (a MAX or MIN node, or a
//! chance node's average), a node past the depth limit standing pat, and
//! the cutoff that prunes the remaining moves.

use super::{ChildSearch, Frame, NODE_ID_LIMIT, Next, Settled, Stepper};
use crate::game::{Game, Player, Score};
use crate::search::Algorithm;
use crate::search::backup::Running;
use crate::search::event::{Bound, CutoffKind, NodeId, SearchEvent};
use crate::search::sink::EventSink;

impl<G: Game> Stepper<G> {
    /// The player whose view a frame keeps its values in.
    #[expect(
        clippy::inline_always,
        reason = "a comparison or two, called at every step: see `advance`"
    )]
    #[inline(always)]
    pub(super) fn view(algorithm: Algorithm, frame: &Frame<G::State>) -> Player {
        Self::view_of(algorithm, frame.player)
    }

    /// The view of a node where `player` moves: its own for the negamax
    /// forms, MAX's otherwise.
    #[expect(
        clippy::inline_always,
        reason = "a comparison or two, called at every step: see `advance`"
    )]
    #[inline(always)]
    pub(super) fn view_of(algorithm: Algorithm, player: Player) -> Player {
        if algorithm.is_negamax() {
            player
        } else {
            Player::Max
        }
    }

    /// The player who picks the best child in the frame's view: negamax
    /// always maximises its own view; minimax lets the node's player pick.
    #[expect(
        clippy::inline_always,
        reason = "a comparison or two, called at every step: see `advance`"
    )]
    #[inline(always)]
    pub(super) fn chooser(&self, frame: &Frame<G::State>) -> Player {
        if self.options.algorithm.is_negamax() {
            Player::Max
        } else {
            frame.player
        }
    }

    #[expect(
        clippy::inline_always,
        reason = "a comparison or two, called at every step: see `advance`"
    )]
    #[inline(always)]
    pub(super) fn to_max_view(&self, frame: &Frame<G::State>, value: Score) -> Score {
        Self::view(self.options.algorithm, frame).perspective(value)
    }

    /// A frame-view window as a MAX-view `(alpha, beta)`.
    #[expect(
        clippy::inline_always,
        reason = "a comparison or two, called at every step: see `advance`"
    )]
    #[inline(always)]
    pub(super) fn window_to_max_view(
        &self,
        frame: &Frame<G::State>,
        alpha: Score,
        beta: Score,
    ) -> (Score, Score) {
        match Self::view(self.options.algorithm, frame) {
            Player::Max => (alpha, beta),
            Player::Min => (-beta, -alpha),
        }
    }

    #[expect(clippy::inline_always, reason = "see `advance`")]
    #[inline(always)]
    pub(super) fn backup<S: EventSink>(
        &mut self,
        game: &G,
        child: NodeId,
        mover: Player,
        (returned, bound): (Score, Option<Bound>),
        sink: &mut S,
    ) -> Option<SearchEvent> {
        let algorithm = self.options.algorithm;
        let window = self.options.window();
        let frame = self.frames.last()?;
        if frame.average.is_some() {
            return self.back_up_outcome(child, (returned, bound), sink);
        }
        let chooser = self.chooser(frame);
        let child_value = Self::view_of(algorithm, mover).perspective(returned);
        // In the frame's view: negamax negates only when the player changes.
        let value = Self::view(algorithm, frame).perspective(child_value);
        let mv = self.moves[frame.moves_start + usize::from(frame.next_move) - 1];
        let frame = self.frames.last_mut()?;
        let (alpha_before, beta_before) = (frame.alpha, frame.beta);
        let parent = frame.node;
        let backed = Running {
            best: Some(frame.best),
            alpha: frame.alpha,
            beta: frame.beta,
        }
        .back_up_with_ties(chooser, window, value, frame.best_move.is_some(), || {
            (algorithm.descriptor().tie_rule)(parent, child)
        });
        let improved = backed.improved;
        // The child that no longer (or never) decides the value must not be
        // able to beat the best: an upper bound under MAX, a lower under MIN.
        let search = frame.child_search;
        if search == ChildSearch::ReSearch && frame.best_move == Some(mv) {
            // The re-search replaces its own probe: what it says of the
            // value comes on top of what the probe said.
            if improved {
                frame.best = value;
                frame.best_bound = bound;
            } else if value == frame.best
                && bound.is_some()
                && frame.best_bound.is_some()
                && bound != frame.best_bound
            {
                // A lower and an upper bound at one value, or one of them
                // exact: the value is exact.
                frame.best_bound = Some(Bound::Exact);
            }
        } else {
            let beaten = if improved && frame.best_move.is_some() {
                frame.best_bound
            } else if improved {
                Some(Bound::Exact)
            } else {
                bound
            };
            frame.settled &= Settled::cannot_beat(frame.player, beaten);
            if improved {
                frame.best = value;
                frame.best_move = Some(mv);
                frame.best_bound = bound;
            }
        }
        frame.alpha = backed.running.alpha;
        frame.beta = backed.running.beta;
        let cut = backed.cut;
        let remaining = frame.next_move < frame.move_count;
        if cut && self.options.ordering.learns() && !game.move_traits(&frame.state, mv).is_capture()
        {
            // A cutoff by the last move counts too: it finishes the node
            // without a `Cutoff` event.
            self.memory
                .record_cutoff(frame.ply, frame.player, mv, frame.depth_left);
        }
        // A probe's value strictly inside the window it was probed for says
        // only which side of the null window the move lies on: search it again.
        let inside = alpha_before < value && value < beta_before;
        self.next = match (cut, remaining) {
            (true, true) => Next::Cutoff,
            (true, false) => Next::Finish,
            (false, _) if search == ChildSearch::Probe && inside => Next::ReSearch,
            (false, _) => Next::Expand,
        };
        let frame = self.frames.last()?;
        let (alpha, beta) = self.window_to_max_view(frame, frame.alpha, frame.beta);
        let backed_up = SearchEvent::Backup {
            parent: frame.node,
            child,
            child_value,
            improved,
            best: self.to_max_view(frame, frame.best),
            alpha,
            beta,
        };
        Some(Self::emit(&mut self.stats, sink, backed_up, &[]))
    }

    /// Backs an outcome's value up into the top frame, a chance node (MAX's
    /// view throughout: the algorithms that average are not negamax): its
    /// average moves on, and under Star1 the node stops once the average,
    /// with the outcomes left at the leaves' bounds, can no longer matter
    /// ([`Average::cut`]); it then returns that bound.
    pub(super) fn back_up_outcome<S: EventSink>(
        &mut self,
        child: NodeId,
        (value, bound): (Score, Option<Bound>),
        sink: &mut S,
    ) -> Option<SearchEvent> {
        let prunes = self.options.algorithm.prunes();
        let bounds = self.bounds;
        let frame = self.frames.last_mut()?;
        let average = frame.average?.back_up(frame.child_weight, value);
        frame.average = Some(average);
        frame.best = average.value();
        if bound != Some(Bound::Exact) {
            frame.best_bound = bound;
        }
        let remaining = frame.next_move < frame.move_count;
        let cut = if prunes && remaining {
            average.cut((frame.alpha, frame.beta), bounds)
        } else {
            None
        };
        self.next = match cut {
            Some(_) => Next::Cutoff,
            None => Next::Expand,
        };
        let backed_up = SearchEvent::Backup {
            parent: frame.node,
            child,
            child_value: value,
            improved: false,
            best: frame.best,
            alpha: frame.alpha,
            beta: frame.beta,
        };
        if let Some((_, returned)) = cut {
            frame.best = returned;
        }
        Some(Self::emit(&mut self.stats, sink, backed_up, &[]))
    }

    /// The top frame, a quiescence node, takes its static `value` (MAX's
    /// view) as its first best, as if it were a child that needs no move:
    /// the one backup rule, which may close its window at once.
    pub(super) fn stand_pat<S: EventSink>(
        &mut self,
        value: Score,
        sink: &mut S,
    ) -> Option<SearchEvent> {
        let window = self.options.window();
        let algorithm = self.options.algorithm;
        let frame = self.frames.last()?;
        let chooser = self.chooser(frame);
        let own = Self::view(algorithm, frame).perspective(value);
        let backed = Running {
            best: Some(frame.best),
            alpha: frame.alpha,
            beta: frame.beta,
        }
        .back_up(chooser, window, own);
        let frame = self.frames.last_mut()?;
        if backed.improved {
            frame.best = own;
        }
        frame.alpha = backed.running.alpha;
        frame.beta = backed.running.beta;
        self.next = if backed.cut {
            Next::Cutoff
        } else {
            Next::Expand
        };
        let frame = self.frames.last()?;
        let (alpha, beta) = self.window_to_max_view(frame, frame.alpha, frame.beta);
        let event = SearchEvent::StandPat {
            node: frame.node,
            value,
            alpha,
            beta,
        };
        Some(Self::emit(&mut self.stats, sink, event, &[]))
    }

    pub(super) fn cutoff<S: EventSink>(&mut self, game: &G, sink: &mut S) -> Option<SearchEvent> {
        let frame = self.frames.last()?;
        if self.next_id + u32::from(frame.move_count) >= NODE_ID_LIMIT {
            return Some(self.done(game, true, sink));
        }
        let start = frame.moves_start + usize::from(frame.next_move);
        let end = frame.moves_start + usize::from(frame.move_count);
        let pruned = frame.move_count - frame.next_move;
        let (alpha, beta) = self.window_to_max_view(frame, frame.alpha, frame.beta);
        let kind = match frame.average {
            // Star1 stops a chance node low (at most α) or high (at least β).
            Some(_) if self.to_max_view(frame, frame.best) <= alpha => CutoffKind::Alpha,
            Some(_) => CutoffKind::Beta,
            None => CutoffKind::at(frame.player),
        };
        let event = SearchEvent::Cutoff {
            node: frame.node,
            kind,
            value: self.to_max_view(frame, frame.best),
            alpha,
            beta,
            first_pruned: self.next_id,
            pruned,
        };
        self.next_id += u32::from(pruned);
        self.last_pruned = start..end;
        if let Some(frame) = self.frames.last_mut() {
            frame.next_move = frame.move_count;
            frame.settled = false;
        }
        self.next = Next::Finish;
        let pruned = self.moves.get(start..end).unwrap_or_default();
        Some(Self::emit(&mut self.stats, sink, event, pruned))
    }
}
