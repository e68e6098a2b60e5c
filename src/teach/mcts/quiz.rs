//! The Monte Carlo question: before a selection, which child will UCB1
//! pick? Answered from the recorded step, explained by its sentence.

use crate::search::SearchEvent;
use crate::teach::context::StepContext;
use crate::teach::question::{Answer, Question, QuizKind};
use crate::tree::node_index;

/// "Selection at MAX at the root: which child does UCB1 pick next?",
/// asked before step `next_step` when it is a selection among two children
/// or more, with the counts on the tree to work from.
pub(crate) fn selection_question(context: &StepContext<'_>, next_step: u64) -> Option<Question> {
    let SearchEvent::Select { parent, child, .. } = context.event else {
        return None;
    };
    let (parent, child) = (node_index(parent), node_index(child));
    let children = super::narration::choice(context, parent);
    if children.len() < 2 {
        return None;
    }
    let nodes: Vec<_> = children.iter().map(|it| it.node).collect();
    let labels = context.child_labels(parent, &nodes);
    let choices: Vec<_> = nodes.into_iter().zip(labels).collect();
    let c = context.session.options().mcts.exploration.get();
    Some(Question {
        kind: QuizKind::Selection,
        step: next_step,
        node: parent,
        prompt: crate::tr!(
            "narration-mcts-selection-question",
            node = context.name(parent),
            c = format!("{c:.2}")
        ),
        correct: Answer::Child(child),
        because: super::narration::sentence(context).unwrap_or_default(),
        wording: context.wording(),
        choices,
    })
}
