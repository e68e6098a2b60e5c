//! A quiz question and its answer as data: what a question asks, an
//! answer given or correct, and reading a typed answer. The minimax
//! family's questions (`quiz`) and Monte Carlo's
//! (`mcts::quiz`) are both built of these.

use petgraph::graph::NodeIndex;

use crate::game::{INFINITY, Score, Wording};
use crate::notation;
use crate::teach::format::{value, window};

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
                "yes" | "y" | "true" | "stop" | "cut" | "ja" | "j" => Ok(Self::Cutoff(true)),
                "no" | "n" | "false" | "go on" | "nein" => Ok(Self::Cutoff(false)),
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

    pub(crate) fn text(self, wording: Wording) -> String {
        match self {
            Self::Value(v) => value(v, wording),
            Self::Cutoff(true) => crate::tr!("teach-answer-yes"),
            Self::Cutoff(false) => crate::tr!("teach-answer-no"),
            Self::Window { alpha, beta } => window(alpha, beta, wording),
            Self::Child(node) => crate::tr!("teach-answer-child", index = node.index().to_string()),
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
///
/// Its message is for the student, in the current language; hence a
/// `Display` of its own rather than a fixed format.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum AnswerError {
    /// Not a number.
    Value(String),
    /// Not yes or no.
    YesNo(String),
    /// Not a window.
    Window(String),
    /// Not one of the children to choose from.
    Choice(String),
    /// One field of a window, α or β, is not a value.
    Field {
        /// `α` or `β`.
        field: &'static str,
        /// What was typed there.
        text: String,
    },
}

impl std::fmt::Display for AnswerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let message = match self {
            Self::Value(text) => crate::tr!("teach-answer-not-a-value", text = text),
            Self::YesNo(text) => crate::tr!("teach-answer-not-yes-no", text = text),
            Self::Window(text) => crate::tr!("teach-answer-not-a-window", text = text),
            Self::Choice(text) => crate::tr!("teach-answer-not-a-choice", text = text),
            Self::Field { field, text } => {
                crate::tr!(
                    "teach-answer-field-not-a-value",
                    field = *field,
                    text = text
                )
            }
        };
        f.write_str(&message)
    }
}

impl std::error::Error for AnswerError {}

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
}
