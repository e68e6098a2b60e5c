//! Quizzes: the search pauses before a chosen kind of step and asks the
//! student to predict it — the value a node returns, whether a node stops
//! after a backup, or the window a node receives. The correct answer comes
//! from the recorded event, so the session must have recorded the step
//! asked about ([`ask`] does that).

use petgraph::graph::NodeIndex;

use crate::game::{INFINITY, Score, Wording};
use crate::input::AnyGame;
use crate::notation;
use crate::search::{SearchEvent, closes};
use crate::session::{Session, SessionError};
use crate::teach::context::StepContext;
use crate::teach::format::{plural, value, window};
use crate::teach::narration::sentence;
use crate::teach::{chance, passes};
use crate::tree::node_index;

/// What a question asks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum QuizKind {
    /// The value a node is about to return (before a leaf or finish step).
    Value,
    /// Whether a node stops after the backup just made (alpha-beta forms).
    Cutoff,
    /// The `[α, β]` window a node is about to be entered with (alpha-beta forms).
    Window,
    /// Which child UCB1 picks at the next selection (Monte Carlo tree search).
    Selection,
}

/// Which kinds of questions to ask.
#[expect(
    clippy::struct_excessive_bools,
    reason = "one switch per kind of question, each a checkbox of the quiz's settings"
)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct QuizKinds {
    /// Ask for values.
    pub value: bool,
    /// Ask whether a node cuts off.
    pub cutoff: bool,
    /// Ask for windows.
    pub window: bool,
    /// Ask which child selection picks.
    pub selection: bool,
}

impl QuizKinds {
    /// Every kind.
    pub const ALL: Self = Self {
        value: true,
        cutoff: true,
        window: true,
        selection: true,
    };

    /// Only `kind`.
    #[must_use]
    pub fn only(kind: QuizKind) -> Self {
        Self {
            value: kind == QuizKind::Value,
            cutoff: kind == QuizKind::Cutoff,
            window: kind == QuizKind::Window,
            selection: kind == QuizKind::Selection,
        }
    }

    /// Whether `kind` is asked.
    #[must_use]
    pub fn contains(self, kind: QuizKind) -> bool {
        match kind {
            QuizKind::Value => self.value,
            QuizKind::Cutoff => self.cutoff,
            QuizKind::Window => self.window,
            QuizKind::Selection => self.selection,
        }
    }
}

/// An answer, given or correct. Values are from MAX's view.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Answer {
    /// The value a node returns.
    Value(Score),
    /// Whether the node stops (cuts off).
    Cutoff(bool),
    /// The window a node receives.
    Window {
        /// α.
        alpha: Score,
        /// β.
        beta: Score,
    },
    /// The child selection picks, one of the question's
    /// [`Question::choices`].
    Child(NodeIndex),
}

impl Answer {
    /// Reads a typed answer to a question of `kind`: a number (`3`, `−2`,
    /// `+∞`, `-inf`, or a won game as the game writes it, `#2` or `W2`),
    /// `yes`/`no`, or a window (`[3, +∞]`, `3 inf`).
    ///
    /// # Errors
    /// An [`AnswerError`] saying what was expected.
    pub fn parse(kind: QuizKind, text: &str, wording: Wording) -> Result<Self, AnswerError> {
        let parse_score = |text: &str| parse_score(text, wording);
        match kind {
            QuizKind::Value => parse_value(text, wording)
                .map(Self::Value)
                .ok_or_else(|| AnswerError::Value(text.to_owned())),
            QuizKind::Cutoff => match text.trim().to_lowercase().as_str() {
                "yes" | "y" | "true" | "stop" | "cut" => Ok(Self::Cutoff(true)),
                "no" | "n" | "false" | "go on" => Ok(Self::Cutoff(false)),
                _ => Err(AnswerError::YesNo(text.to_owned())),
            },
            QuizKind::Window => {
                let inner = text
                    .trim()
                    .trim_start_matches(['[', '('])
                    .trim_end_matches([']', ')']);
                let parts: Vec<&str> = inner
                    .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
                    .filter(|part| !part.is_empty())
                    .collect();
                match parts.as_slice() {
                    [alpha, beta] => match (parse_score(alpha), parse_score(beta)) {
                        (Some(alpha), Some(beta)) => Ok(Self::Window { alpha, beta }),
                        _ => Err(AnswerError::Window(text.to_owned())),
                    },
                    _ => Err(AnswerError::Window(text.to_owned())),
                }
            }
            QuizKind::Selection => Err(AnswerError::Choice(text.to_owned())),
        }
    }

    /// Reads a window typed in two fields, α and β; an error names the
    /// field that cannot be read.
    ///
    /// # Errors
    /// [`AnswerError::Field`] for the first field that is not a value.
    pub fn window_from_fields(
        alpha: &str,
        beta: &str,
        wording: Wording,
    ) -> Result<Self, AnswerError> {
        let field = |name: &'static str, text: &str| {
            parse_score(text, wording).ok_or_else(|| AnswerError::Field {
                field: name,
                text: text.trim().to_owned(),
            })
        };
        Ok(Self::Window {
            alpha: field("α", alpha)?,
            beta: field("β", beta)?,
        })
    }

    fn text(self, wording: Wording) -> String {
        match self {
            Self::Value(v) => value(v, wording),
            Self::Cutoff(true) => "yes".to_owned(),
            Self::Cutoff(false) => "no".to_owned(),
            Self::Window { alpha, beta } => window(alpha, beta, wording),
            Self::Child(node) => format!("child {}", node.index()),
        }
    }
}

/// A value a node returns as a student may write it: a score as
/// [`parse_score`] reads it, optionally after a bound mark (`≤6`, `<=6`,
/// `≥5`, `>=5`), as the tree writes a bound. The quiz and the worksheet
/// both read values this way.
#[must_use]
pub fn parse_value(text: &str, wording: Wording) -> Option<Score> {
    let text = text.trim();
    let bare = ["≤", "≥", "<=", ">=", "<", ">"]
        .iter()
        .find_map(|mark| text.strip_prefix(mark))
        .unwrap_or(text);
    parse_score(bare, wording)
}

/// A score typed by a student: digits with an optional sign (`-`, `−` or
/// `+`), an infinity (`∞`, `inf`, `infinity`, signed), or a won game as the
/// tree writes it ([`notation::parse_won`]: `#2`, `W2`).
#[must_use]
pub fn parse_score(text: &str, wording: Wording) -> Option<Score> {
    if let Some(won) = notation::parse_won(text, wording) {
        return Some(won);
    }
    let text = text.trim().replace('−', "-").to_lowercase();
    let (negative, magnitude) = match text.strip_prefix('-') {
        Some(rest) => (true, rest.trim()),
        None => (false, text.strip_prefix('+').unwrap_or(&text).trim()),
    };
    let magnitude = match magnitude {
        "∞" | "inf" | "infinity" => INFINITY,
        // Whole numbers, and in a game with chance its fractions (`23/3`)
        // and exact decimals (`9.5`), in the game's units.
        number => notation::parse_value(number, wording)?,
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// A typed answer that cannot be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AnswerError {
    /// Not a number.
    #[error("\"{0}\" is not a value; type a number such as 3, −2, 23/3 or +∞")]
    Value(String),
    /// Not yes or no.
    #[error("\"{0}\" is not an answer; type yes or no")]
    YesNo(String),
    /// Not a window.
    #[error("\"{0}\" is not a window; type two values such as [3, +∞]")]
    Window(String),
    /// Not one of the children to choose from.
    #[error("\"{0}\" is not one of the moves; pick one of the buttons")]
    Choice(String),
    /// One field of a window, α or β, is not a value.
    #[error("{field}: \"{text}\" is not a value; type a number such as 3, −2 or +∞")]
    Field {
        /// `α` or `β`.
        field: &'static str,
        /// What was typed there.
        text: String,
    },
}

/// A question asked before a step.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Question {
    /// What it asks.
    pub kind: QuizKind,
    /// The step it is about: the cursor when it is asked.
    pub step: u64,
    /// The node it is about, in the tree of the step's iteration.
    pub node: NodeIndex,
    /// The question, for the student.
    pub prompt: String,
    /// The correct answer, from the recorded event.
    pub correct: Answer,
    /// Why the answer is right, with the real numbers.
    pub because: String,
    /// How the game writes scores, for the answers in the verdict.
    pub wording: Wording,
    /// The children to choose from, with their move labels (a selection
    /// question); empty otherwise.
    pub choices: Vec<(NodeIndex, String)>,
}

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
            let negamax = if session.options().algorithm.is_negamax() && negated {
                format!(
                    " (negamax passes it as [−β, −α] = {} from the side to move's view; seen from MAX it is the same window)",
                    context.window(-beta, -alpha)
                )
            } else {
                String::new()
            };
            Some(Question {
                kind: QuizKind::Window,
                step: next_step,
                node,
                prompt: format!(
                    "Next, {} tries {}: what window [α, β] does {name} get, in MAX's view?",
                    context.name(parent),
                    context.move_name(node)
                ),
                correct: Answer::Window { alpha, beta },
                because: window_reason(context, (node, parent), (alpha, beta), &negamax),
                wording: context.wording(),
                choices: Vec::new(),
            })
        }
        SearchEvent::Leaf { node, value: v, .. } | SearchEvent::Finish { node, value: v, .. }
            if kinds.value =>
        {
            let node = node_index(node);
            let hint = match context.event {
                SearchEvent::Finish { .. } if prunes => {
                    context.weight(node).map_or_else(String::new, |w| {
                        format!(
                            " It was entered with the window {}.",
                            context.window(w.alpha, w.beta)
                        )
                    })
                }
                _ => String::new(),
            };
            Some(Question {
                kind: QuizKind::Value,
                step: next_step,
                node,
                prompt: format!(
                    "What value will {} return, in MAX's view?{hint}",
                    context.name(node)
                ),
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
/// window, else the window its parent has now (`negamax` says how negamax
/// passes it).
fn window_reason(
    context: &StepContext<'_>,
    (node, parent): (NodeIndex, NodeIndex),
    (alpha, beta): (Score, Score),
    negamax: &str,
) -> String {
    let depth = plural(context.iteration.depth_left(node), "ply", "plies");
    chance::entered(context, node, &depth, (alpha, beta))
        .filter(|_| context.tree().chance_total(parent).is_some())
        .or_else(|| passes::entered(context, node).map(|probe| format!("{probe}.")))
        .unwrap_or_else(|| {
            format!(
                "{} inherits the window {} has now, {}{negamax}.",
                context.name(node),
                context.name(parent),
                context.window(alpha, beta)
            )
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
        prompt: "A new pass begins: what window [α, β] does the root get, in MAX's view?"
            .to_owned(),
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
            prompt: format!(
                "Back at {}, outcome {} returned {}. Will Star1 stop here and prune its {}?",
                next.name(parent),
                next.move_label(child).unwrap_or_default(),
                next.value(child_value),
                plural(remaining, "remaining outcome", "remaining outcomes")
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
        format!(
            "Backing it up leaves α = {} < β = {} at {name}, so nothing is cut{again}.",
            next.value(alpha),
            next.value(beta)
        )
    } else if alpha == beta {
        format!(
            "Backing it up leaves α = β = {} at {name}: a tie, and the cutoff test is {}, so {player} goes on with its {}.",
            next.value(alpha),
            cutoff.test(),
            plural(remaining, "remaining move", "remaining moves")
        )
    } else {
        format!(
            "Backing it up leaves α = {} < β = {} at {name}, so nothing is proved yet and {player} goes on with its {}.",
            next.value(alpha),
            next.value(beta),
            plural(remaining, "remaining move", "remaining moves")
        )
    };
    Some(Question {
        kind: QuizKind::Cutoff,
        step: next_step,
        node: parent,
        prompt: format!(
            "Back at {name}, {} returned {}. Will {player} stop here and prune its {}?",
            next.move_name(child),
            next.value(child_value),
            plural(remaining, "remaining move", "remaining moves")
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
        format!("Right: {}", question.because)
    } else if fits {
        format!(
            "Not quite — you said {}, the answer is {}: {}",
            said(answer),
            said(question.correct),
            question.because
        )
    } else {
        format!(
            "That does not answer the question; the answer is {}: {}",
            said(question.correct),
            question.because
        )
    };
    Verdict { right, explanation }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_answers_are_read_leniently() {
        assert_eq!(
            Answer::parse(QuizKind::Value, " −2 ", Wording::PLAYED),
            Ok(Answer::Value(-2))
        );
        assert_eq!(
            Answer::parse(QuizKind::Value, "+5", Wording::PLAYED),
            Ok(Answer::Value(5))
        );
        assert_eq!(
            Answer::parse(QuizKind::Value, "-inf", Wording::PLAYED),
            Ok(Answer::Value(-INFINITY))
        );
        assert_eq!(
            Answer::parse(QuizKind::Cutoff, "Yes", Wording::PLAYED),
            Ok(Answer::Cutoff(true))
        );
        assert_eq!(
            Answer::parse(QuizKind::Cutoff, "n", Wording::PLAYED),
            Ok(Answer::Cutoff(false))
        );
        assert_eq!(
            Answer::parse(QuizKind::Window, "[3, +∞]", Wording::PLAYED),
            Ok(Answer::Window {
                alpha: 3,
                beta: INFINITY
            })
        );
        assert_eq!(
            Answer::parse(QuizKind::Window, "−∞ 3", Wording::PLAYED),
            Ok(Answer::Window {
                alpha: -INFINITY,
                beta: 3
            })
        );
        assert!(matches!(
            Answer::parse(QuizKind::Value, "three", Wording::PLAYED),
            Err(AnswerError::Value(_))
        ));
        assert!(Answer::parse(QuizKind::Window, "[3]", Wording::PLAYED).is_err());
        assert!(Answer::parse(QuizKind::Cutoff, "maybe", Wording::PLAYED).is_err());
    }

    #[test]
    fn a_value_is_read_with_a_bound_mark_as_the_worksheet_reads_it() {
        // Issue 22: the worksheet took `<=6` and the quiz refused it.
        for text in ["<=6", "≤6", "6", " >= 6"] {
            assert_eq!(
                Answer::parse(QuizKind::Value, text, Wording::TREE),
                Ok(Answer::Value(6)),
                "{text}"
            );
        }
    }

    #[test]
    fn a_window_typed_in_two_fields_names_the_field_that_is_wrong() {
        // Issue 22: the error spoke of one field when there are two.
        assert_eq!(
            Answer::window_from_fields("3", "+inf", Wording::TREE),
            Ok(Answer::Window {
                alpha: 3,
                beta: INFINITY
            })
        );
        let error = Answer::window_from_fields("3", "x", Wording::TREE).unwrap_err();
        assert_eq!(
            error.to_string(),
            "β: \"x\" is not a value; type a number such as 3, −2 or +∞"
        );
        let error = Answer::window_from_fields("", "4", Wording::TREE).unwrap_err();
        assert!(error.to_string().starts_with("α: "), "{error}");
    }

    #[test]
    fn a_won_game_is_typed_as_the_tree_writes_it() {
        use crate::game::MATE;
        assert_eq!(
            Answer::parse(QuizKind::Value, "W2", Wording::PLAYED),
            Ok(Answer::Value(MATE - 3))
        );
        assert_eq!(
            Answer::parse(QuizKind::Window, "[L1, +∞]", Wording::PLAYED),
            Ok(Answer::Window {
                alpha: -(MATE - 2),
                beta: INFINITY
            })
        );
        assert_eq!(
            Answer::parse(QuizKind::Value, "#-1", Wording::CHESS),
            Ok(Answer::Value(-(MATE - 2)))
        );
        assert_eq!(
            Answer::Value(MATE - 3).text(Wording::PLAYED),
            "win in 2 for MAX"
        );
    }

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
