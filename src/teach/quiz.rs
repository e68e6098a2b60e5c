//! Quizzes: the search pauses before a chosen kind of step and asks the
//! student to predict it — the value a node returns, whether a node stops
//! after a backup, or the window a node receives. The correct answer comes
//! from the recorded event, so the session must have recorded the step
//! asked about ([`ask`] does that).

use petgraph::graph::NodeIndex;

use crate::game::Score;
use crate::input::AnyGame;
use crate::search::{SearchEvent, closes};
use crate::session::{Session, SessionError};
use crate::teach::context::StepContext;
use crate::teach::narration::sentence;
use crate::teach::question::{Answer, Question, QuizKind, QuizKinds};
use crate::teach::{chance, passes};
use crate::tree::node_index;

/// The result of checking an answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verdict {
    /// Whether the answer was right.
    pub right: bool,
    /// One sentence saying what the answer is and why.
    pub explanation: String,
}

/// A running tally of answers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Tally {
    /// Questions answered.
    pub asked: u32,
    /// Answers that were right.
    pub right: u32,
}

impl Tally {
    /// Counts one verdict.
    pub fn record(&mut self, verdict: &Verdict) {
        self.asked += 1;
        if verdict.right {
            self.right += 1;
        }
    }
}

/// The question to ask before step `next_step` of `session` (the event that
/// will move the cursor from `next_step` to `next_step + 1`), if that step is
/// recorded and one of `kinds` applies to it: a cutoff question before a
/// backup that leaves moves to search, a window question before a node is
/// entered, a value question before a leaf or a node finishes.
#[must_use]
pub fn question_at(
    session: &Session<AnyGame>,
    next_step: u64,
    kinds: QuizKinds,
) -> Option<Question> {
    let context = StepContext::new(session, next_step)?;
    if context.tree().is_mcts() {
        return kinds
            .selection
            .then(|| crate::teach::mcts::quiz::selection_question(&context, next_step))
            .flatten();
    }
    minimax_question(session, &context, next_step, kinds)
}

/// [`question_at`] for the minimax family's steps.
fn minimax_question(
    session: &Session<AnyGame>,
    context: &StepContext<'_>,
    next_step: u64,
    kinds: QuizKinds,
) -> Option<Question> {
    let prunes = session.options().algorithm.prunes();
    if kinds.cutoff
        && prunes
        && let Some(question) = cutoff_question(session, context, next_step)
    {
        return Some(question);
    }
    match context.event {
        // A pass of aspiration windows or MTD(f) after the first: which
        // window does the root get, from what the passes before it said?
        SearchEvent::Enter {
            node,
            parent: None,
            alpha,
            beta,
            ..
        } if kinds.window && context.session.pass_index_of(next_step) > 0 => {
            pass_window_question(context, node_index(node), (alpha, beta), next_step)
        }
        SearchEvent::Enter {
            node,
            parent: Some(parent),
            player,
            alpha,
            beta,
            ..
        } if kinds.window && prunes => {
            let (node, parent) = (node_index(node), node_index(parent));
            let name = context.name(node);
            // Negamax negates the window only where the player changes.
            let negated = player != context.player(parent);
            let negamax = (session.options().algorithm.is_negamax() && negated)
                .then(|| context.window(-beta, -alpha));
            Some(Question {
                kind: QuizKind::Window,
                step: next_step,
                node,
                prompt: crate::tr!(
                    "teach-quiz-window-prompt",
                    parent = context.name(parent),
                    move_name = context.move_name(node),
                    node = name
                ),
                correct: Answer::Window { alpha, beta },
                because: window_reason(context, (node, parent), (alpha, beta), negamax),
                wording: context.wording(),
                choices: Vec::new(),
            })
        }
        SearchEvent::Leaf { node, value: v, .. } | SearchEvent::Finish { node, value: v, .. }
            if kinds.value =>
        {
            let node = node_index(node);
            let entered = match context.event {
                SearchEvent::Finish { .. } if prunes => context
                    .weight(node)
                    .map(|w| context.window(w.alpha, w.beta)),
                _ => None,
            };
            let prompt = if let Some(window) = entered {
                crate::tr!(
                    "teach-quiz-value-prompt-window",
                    node = context.name(node),
                    window = window
                )
            } else {
                crate::tr!("teach-quiz-value-prompt", node = context.name(node))
            };
            Some(Question {
                kind: QuizKind::Value,
                step: next_step,
                node,
                prompt,
                correct: Answer::Value(v),
                because: sentence(context),
                wording: context.wording(),
                choices: Vec::new(),
            })
        }
        _ => None,
    }
}

/// Why `node`, entered from `parent`, gets the window `[alpha, beta]`:
/// Star1's window for an outcome of a chance node, a PVS probe's null
/// window, else the window its parent has now (`negamax`: the window as
/// negamax passes it, negated, where the player changes).
fn window_reason(
    context: &StepContext<'_>,
    (node, parent): (NodeIndex, NodeIndex),
    (alpha, beta): (Score, Score),
    negamax: Option<String>,
) -> String {
    chance::entered(
        context,
        node,
        context.iteration.depth_left(node),
        (alpha, beta),
    )
    .filter(|_| context.tree().chance_total(parent).is_some())
    .or_else(|| passes::entered(context, node).map(|probe| format!("{probe}.")))
    .unwrap_or_else(|| {
        if let Some(negated) = negamax {
            crate::tr!(
                "teach-quiz-inherits-negamax",
                node = context.name(node),
                parent = context.name(parent),
                window = context.window(alpha, beta),
                negated = negated
            )
        } else {
            crate::tr!(
                "teach-quiz-inherits",
                node = context.name(node),
                parent = context.name(parent),
                window = context.window(alpha, beta)
            )
        }
    })
}

/// A pass after the first: which window does the root get?
fn pass_window_question(
    context: &StepContext<'_>,
    node: NodeIndex,
    (alpha, beta): (Score, Score),
    next_step: u64,
) -> Option<Question> {
    let because = passes::pass_started(context)?;
    Some(Question {
        kind: QuizKind::Window,
        step: next_step,
        node,
        prompt: crate::tr!("teach-quiz-pass-window-prompt"),
        correct: Answer::Window { alpha, beta },
        because,
        wording: context.wording(),
        choices: Vec::new(),
    })
}

/// "Will MIN stop here?", asked before a backup that leaves moves to
/// search: the child's value is on the tree, the parent's new window and the
/// backup's sentence (which names the cutoff) are not yet.
fn cutoff_question(
    session: &Session<AnyGame>,
    next: &StepContext<'_>,
    next_step: u64,
) -> Option<Question> {
    let SearchEvent::Backup {
        parent,
        child,
        child_value,
        alpha,
        beta,
        best,
        ..
    } = next.event
    else {
        return None;
    };
    let (parent, child) = (node_index(parent), node_index(child));
    let number = next.tree().move_index(child) + 1;
    let remaining = usize::from(next.move_count(parent)).checked_sub(number)?;
    if remaining == 0 {
        return None;
    }
    let remaining = u16::try_from(remaining).unwrap_or(u16::MAX);
    // Star1 at a chance node: will the average stop mattering?
    if let Some((cut, because)) = chance::stops_after(next, (parent, child), child_value, best) {
        return Some(Question {
            kind: QuizKind::Cutoff,
            step: next_step,
            node: parent,
            prompt: crate::tr!(
                "teach-quiz-star1-prompt",
                node = next.name(parent),
                outcome = next.move_label(child).unwrap_or_default(),
                value = next.value(child_value),
                count = remaining
            ),
            correct: Answer::Cutoff(cut),
            because,
            wording: next.wording(),
            choices: Vec::new(),
        });
    }
    let player = next.player(parent).name();
    let name = next.name(parent);
    let cutoff = session.options().cutoff;
    let cut = closes(cutoff, alpha, beta);
    let because = if cut {
        sentence(next)
    } else if let Some(again) = passes::backed_up(next, (parent, child), child_value) {
        crate::tr!(
            "teach-quiz-nothing-cut-pass",
            alpha = next.value(alpha),
            beta = next.value(beta),
            node = &name,
            again = again
        )
    } else if alpha == beta {
        crate::tr!(
            "teach-quiz-tie-goes-on",
            value = next.value(alpha),
            node = &name,
            test = cutoff.test(),
            player = player,
            count = remaining
        )
    } else {
        crate::tr!(
            "teach-quiz-goes-on",
            alpha = next.value(alpha),
            beta = next.value(beta),
            node = &name,
            player = player,
            count = remaining
        )
    };
    Some(Question {
        kind: QuizKind::Cutoff,
        step: next_step,
        node: parent,
        prompt: crate::tr!(
            "teach-quiz-cutoff-prompt",
            node = &name,
            move_name = next.move_name(child),
            value = next.value(child_value),
            player = player,
            count = remaining
        ),
        correct: Answer::Cutoff(cut),
        because,
        wording: next.wording(),
        choices: Vec::new(),
    })
}

/// Records the step at the cursor if needed, then returns the question to
/// ask before it (see [`question_at`]).
///
/// # Errors
/// [`SessionError::Tree`] if recording fails (a bug).
pub fn ask(
    session: &mut Session<AnyGame>,
    kinds: QuizKinds,
) -> Result<Option<Question>, SessionError> {
    let next = session.cursor();
    if next >= session.frontier() {
        session.record(next + 1 - session.frontier())?;
    }
    Ok(question_at(session, next, kinds))
}

/// Checks `answer` against `question`.
#[must_use]
pub fn check(question: &Question, answer: Answer) -> Verdict {
    let wording = question.wording;
    let fits = matches!(
        (question.correct, answer),
        (Answer::Value(_), Answer::Value(_))
            | (Answer::Cutoff(_), Answer::Cutoff(_))
            | (Answer::Window { .. }, Answer::Window { .. })
            | (Answer::Child(_), Answer::Child(_))
    );
    let right = answer == question.correct;
    // A child is named by its move, as the question's buttons name it.
    let said = |answer: Answer| match answer {
        Answer::Child(node) => question
            .choices
            .iter()
            .find(|(choice, _)| *choice == node)
            .map_or_else(|| answer.text(wording), |(_, label)| label.clone()),
        _ => answer.text(wording),
    };
    let explanation = if right {
        crate::tr!("teach-quiz-right", because = &question.because)
    } else if fits {
        crate::tr!(
            "teach-quiz-not-quite",
            said = said(answer),
            answer = said(question.correct),
            because = &question.because
        )
    } else {
        crate::tr!(
            "teach-quiz-no-answer",
            answer = said(question.correct),
            because = &question.because
        )
    };
    Verdict { right, explanation }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Wording;

    #[test]
    fn an_answer_of_the_wrong_kind_is_wrong() {
        let question = Question {
            kind: QuizKind::Value,
            step: 3,
            node: NodeIndex::new(2),
            prompt: "What value?".to_owned(),
            correct: Answer::Value(3),
            because: "Because.".to_owned(),
            wording: Wording::PLAYED,
            choices: Vec::new(),
        };
        let verdict = check(&question, Answer::Cutoff(true));
        assert!(!verdict.right);
        assert!(
            verdict.explanation.contains("answer is 3"),
            "{}",
            verdict.explanation
        );
        let mut tally = Tally::default();
        tally.record(&verdict);
        tally.record(&check(&question, Answer::Value(3)));
        assert_eq!(tally, Tally { asked: 2, right: 1 });
    }
}
