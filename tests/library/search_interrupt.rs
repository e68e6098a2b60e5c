//! An interrupt (the window's Cancel, a frame's end) stops a step inside the
//! hidden search of the `best` and `worst` orderings: the step does not
//! advance, and once the interrupt is gone the search goes on to exactly the
//! tree, numbers and oracle work of a run that was never interrupted.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::common::search::finished;
use gametree::chess::{ChessGame, ChessState, EvalKind};
use gametree::game::{Game, MoveCode, MoveTraits, Score, ScoreTerm, Terminal};
use gametree::search::{
    Algorithm, DEFAULT_MAX_NODES, Engine, FailMode, Interrupt, Interrupted, MoveOrdering,
    SearchEvent, SearchOptions, Stepper,
};
use gametree::session::{Goal, Motion, Progress, Session, StepKind};
use gametree::tree::SearchTree;

/// Chess from the start position that raises `flag` at every `every`-th
/// position key asked for (the oracle asks one per node it visits): an
/// interrupt at a known point of the hidden search, on any machine.
struct Tripwire {
    chess: ChessGame,
    flag: Arc<AtomicBool>,
    keys: AtomicU64,
    every: u64,
}

impl Tripwire {
    fn new(every: u64) -> Self {
        Self {
            chess: ChessGame::start(EvalKind::Material),
            flag: Arc::new(AtomicBool::new(false)),
            keys: AtomicU64::new(0),
            every,
        }
    }
}

impl Game for Tripwire {
    type State = ChessState;

    fn root(&self) -> ChessState {
        self.chess.root()
    }

    fn legal_moves(&self, state: &ChessState, out: &mut Vec<MoveCode>) {
        self.chess.legal_moves(state, out);
    }

    fn play(&self, state: &ChessState, mv: MoveCode) -> Option<ChessState> {
        self.chess.play(state, mv)
    }

    fn play_generated(&self, state: &ChessState, mv: MoveCode) -> Option<ChessState> {
        self.chess.play_generated(state, mv)
    }

    fn terminal(&self, state: &ChessState) -> Option<Terminal> {
        self.chess.terminal(state)
    }

    fn moves_or_terminal(&self, state: &ChessState, out: &mut Vec<MoveCode>) -> Option<Terminal> {
        self.chess.moves_or_terminal(state, out)
    }

    fn evaluate(&self, state: &ChessState) -> Score {
        self.chess.evaluate(state)
    }

    fn explain(&self, state: &ChessState) -> Vec<ScoreTerm> {
        self.chess.explain(state)
    }

    fn move_traits(&self, state: &ChessState, mv: MoveCode) -> MoveTraits {
        self.chess.move_traits(state, mv)
    }

    fn move_label(&self, state: &ChessState, mv: MoveCode) -> String {
        self.chess.move_label(state, mv)
    }

    fn move_uci(&self, state: &ChessState, mv: MoveCode) -> Option<String> {
        self.chess.move_uci(state, mv)
    }

    fn position_key(&self, state: &ChessState) -> u64 {
        let asked = self.keys.fetch_add(1, Ordering::Relaxed) + 1;
        if asked.is_multiple_of(self.every) {
            self.flag.store(true, Ordering::Relaxed);
        }
        self.chess.position_key(state)
    }
}

fn options(ordering: MoveOrdering, depth: u8, max_nodes: u64) -> SearchOptions {
    SearchOptions {
        ordering,
        depth,
        max_nodes,
        ..SearchOptions::default()
    }
}

/// Every event of an uninterrupted search, and its stepper at the end.
fn plain_run(options: SearchOptions) -> (Vec<SearchEvent>, Stepper<ChessGame>) {
    let game = ChessGame::start(EvalKind::Material);
    let mut stepper = Stepper::new(&game, options);
    let events = std::iter::from_fn(|| stepper.step(&game)).collect();
    (events, stepper)
}

#[test]
fn a_raised_flag_stops_the_step_before_the_oracle_has_worked() {
    // Ordering the root's 20 moves best first to depth 6 is a hidden search
    // of millions of nodes (the default cap bounds it at 5,072,213).
    let options = options(MoveOrdering::Best, 6, DEFAULT_MAX_NODES);
    let game = ChessGame::start(EvalKind::Material);
    let mut stepper = Stepper::new(&game, options);
    let flag = Arc::new(AtomicBool::new(true));
    let interrupt = Interrupt::on_flag(Arc::clone(&flag));
    // Entering the root orders nothing yet.
    let entered = stepper.step_within(&game, &interrupt);
    assert!(matches!(
        entered,
        Ok(Some(SearchEvent::Enter { node: 0, .. }))
    ));
    for _ in 0..3 {
        assert_eq!(stepper.step_within(&game, &interrupt), Err(Interrupted));
    }
    // It stopped at its first look at the flag, not at the cap.
    assert!(
        stepper.hidden_visits() <= 1024,
        "{}",
        stepper.hidden_visits()
    );
    assert_eq!(stepper.stats().nodes, 1);
    assert!(!stepper.is_done());

    flag.store(false, Ordering::Relaxed);
    let rest: Vec<SearchEvent> = std::iter::from_fn(|| stepper.step(&game)).collect();
    let (plain, plain_stepper) = plain_run(options);
    assert_eq!(plain[1..], rest[..]);
    assert_eq!(stepper.stats(), plain_stepper.stats());
    assert_eq!(stepper.hidden_visits(), plain_stepper.hidden_visits());
}

#[test]
fn pausing_the_oracle_anywhere_changes_nothing() {
    let cases = [
        // Best first: an oracle search at every inner node.
        options(MoveOrdering::Best, 5, DEFAULT_MAX_NODES),
        // Worst first to depth 64: the oracle runs out of the cap at the
        // root and the search stops, truncated.
        options(MoveOrdering::Worst, 64, 200_000),
        // Negamax, fail-soft, with a transposition table.
        SearchOptions {
            algorithm: Algorithm::NegamaxAlphaBeta,
            fail: FailMode::Soft,
            transposition_table: true,
            ..options(MoveOrdering::Best, 4, DEFAULT_MAX_NODES)
        },
    ];
    for options in cases {
        let game = Tripwire::new(7_777);
        let interrupt = Interrupt::on_flag(Arc::clone(&game.flag));
        let mut stepper = Stepper::new(&game, options);
        let mut events = Vec::new();
        let mut pauses = 0;
        loop {
            let before = *stepper.stats();
            match stepper.step_within(&game, &interrupt) {
                Ok(Some(event)) => events.push(event),
                Ok(None) => break,
                Err(Interrupted) => {
                    pauses += 1;
                    assert_eq!(*stepper.stats(), before, "{options:?}");
                    game.flag.store(false, Ordering::Relaxed);
                }
            }
        }
        assert!(pauses >= 10, "{pauses} pauses, {options:?}");
        let (plain, plain_stepper) = plain_run(options);
        assert_eq!(events, plain, "{options:?}");
        assert_eq!(stepper.hidden_visits(), plain_stepper.hidden_visits());
    }
}

#[test]
fn an_interrupted_session_records_nothing_and_goes_on_the_same() {
    let options = options(MoveOrdering::Best, 5, DEFAULT_MAX_NODES);
    let mut session = Session::new(ChessGame::start(EvalKind::Material), options).unwrap();
    session.set_interrupt(Interrupt::on_flag(Arc::new(AtomicBool::new(true))));
    // The root is entered; ordering its moves is interrupted.
    assert_eq!(session.record(100).unwrap(), 1);
    assert!(!session.is_complete());
    // Motions are "still working", not "at the end".
    let cutoff = Goal::NextOfKind(StepKind::Cutoff);
    assert_eq!(session.pursue(cutoff, 100).unwrap(), Progress::Working);
    let end = session.goal(Motion::End);
    assert_eq!(session.pursue(end, 100).unwrap(), Progress::Working);
    assert!(!session.step_forward().unwrap());
    assert_eq!((session.cursor(), session.frontier()), (1, 1));
    assert_eq!(session.total_steps(), None);

    session.set_interrupt(Interrupt::never());
    session.run_to_end().unwrap();
    let plain = finished(ChessGame::start(EvalKind::Material), options);
    assert_eq!(session.total_steps(), plain.total_steps());
    assert_eq!(session.outcome(), plain.outcome());
    assert!(
        session
            .outcome()
            .is_some_and(|outcome| outcome.stats.cutoffs > 0)
    );
    assert_eq!(
        session.tree().map(SearchTree::len),
        plain.tree().map(SearchTree::len)
    );
    assert_eq!(session.principal_variation(), plain.principal_variation());
}
