//! Parsing the nested-list text of a textbook tree, e.g.
//! `[[3,12,8],[2,4,6],[14,5,2]]`, where a list may name its player:
//! `max[min[min[3,9],min[10,6]],min[4,7]]`.
//!
//! The parser is a loop over characters with an explicit stack (inside the
//! arena builder), so no input can overflow the call stack: a list nested
//! deeper than [`MAX_NESTING`] is rejected as soon as its opening bracket is
//! read. Columns in errors count characters (not bytes) from 1.

#![expect(
    clippy::cast_possible_truncation,
    reason = "the magnitude is checked against the value limit before the cast"
)]

use std::fmt;

use thiserror::Error;

use crate::game::Player;
use crate::game::Score;

use super::build::{Builder, Limit};
use super::chance::{Fraction, ProbabilityProblem, denominator, unit_limit};
use super::{MAX_CHILDREN, MAX_LEAF_VALUE, MAX_NESTING, MAX_NODES, MAX_UNIT_VALUE, TextbookTree};

/// What the parser was looking for when it found something else.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Expected {
    /// A list or a leaf value: `'['`, `max[`, `min[`, `chance[` or an integer.
    Value,
    /// The list after a player's name: `'['`.
    OpenList,
    /// The list or the probabilities after `chance`: `'['` or `'('`.
    ChanceList,
    /// The end of `chance(…)`'s probabilities: `')'`.
    CloseProbabilities,
    /// The next sibling or the end of the list: `','` or `']'`.
    CommaOrClose,
    /// A digit, after a minus sign.
    Digit,
    /// Nothing more (the root is complete), only whitespace.
    End,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Self::Value => crate::tr!("tree-expected-value"),
            Self::OpenList => crate::tr!("tree-expected-open-list"),
            Self::ChanceList => crate::tr!("tree-expected-chance-list"),
            Self::CloseProbabilities => crate::tr!("tree-expected-close-probabilities"),
            Self::CommaOrClose => crate::tr!("tree-expected-comma-or-close"),
            Self::Digit => crate::tr!("tree-expected-digit"),
            Self::End => crate::tr!("tree-end-of-input"),
        })
    }
}

/// What the parser found instead of what it expected.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Found {
    /// This character.
    Char(char),
    /// The text ended.
    End,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Char(c) => f.write_str(&crate::quote::quoted_char(*c)),
            Self::End => f.write_str(&crate::tr!("tree-end-of-input")),
        }
    }
}

/// Why a nested-list text is not a valid textbook tree. Every variant carries
/// the 1-based column (in characters) where the problem was detected.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum TreeParseError {
    /// Bad syntax, e.g. `column 9: expected ',' or ']' but found 'x'`.
    #[error("{}", crate::tr!("tree-unexpected", column = *.column, expected = .expected.to_string(), found = .found.to_string()))]
    Unexpected {
        /// Column of the offending character (one past the end for end of input).
        column: usize,
        /// What would have been valid here.
        expected: Expected,
        /// What was there instead.
        found: Found,
    },
    /// `[]`: an inner node needs at least one child.
    #[error("{}", crate::tr!("tree-empty-list", column = *.column))]
    EmptyList {
        /// Column of the empty list's `'['`.
        column: usize,
    },
    /// A leaf value outside `±MAX_LEAF_VALUE`.
    #[error("{}", crate::tr!("tree-value-out-of-range", column = *.column, limit = *.limit))]
    ValueOutOfRange {
        /// Column where the integer starts.
        column: usize,
        /// The largest allowed magnitude, [`MAX_LEAF_VALUE`].
        limit: Score,
    },
    /// Lists nested more than [`MAX_NESTING`] deep.
    #[error("{}", crate::tr!("tree-too-deep", column = *.column, limit = *.limit))]
    TooDeep {
        /// Column of the `'['` that went too deep.
        column: usize,
        /// The nesting limit, [`MAX_NESTING`].
        limit: usize,
    },
    /// A list with more than [`MAX_CHILDREN`] children.
    #[error("{}", crate::tr!("tree-too-many-children", column = *.column, limit = *.limit))]
    TooManyChildren {
        /// Column of the child that went over the limit.
        column: usize,
        /// The limit, [`MAX_CHILDREN`].
        limit: usize,
    },
    /// A probability in `chance(…)` that is not one.
    #[error("{}", crate::tr!("tree-probability", column = *.column, problem = .problem.to_string()))]
    Probability {
        /// Column where the probability starts.
        column: usize,
        /// What is wrong with it.
        problem: ProbabilityError,
    },
    /// `chance(…)` gives a probability per child, and the counts differ.
    #[error("{}", crate::tr!("tree-probability-count", column = *.column, given = *.given, children = *.children))]
    ProbabilityCount {
        /// Column of the list's closing `']'`.
        column: usize,
        /// Probabilities written.
        given: usize,
        /// Children in the list.
        children: usize,
    },
    /// `chance(…)`'s probabilities do not add up to 1.
    #[error("{}", crate::tr!("tree-probability-sum", column = *.column, numerator = *.numerator, denominator = *.denominator))]
    ProbabilitySum {
        /// Column of the list's closing `']'`.
        column: usize,
        /// Their sum, above the line.
        numerator: u64,
        /// Their sum, below the line.
        denominator: u64,
    },
    /// The chance nodes need a value unit finer than the leaves' range allows.
    #[error("{}", crate::tr!("tree-chance-too-fine", column = *.column, limit = *.limit))]
    ChanceTooFine {
        /// Column of the problem (the list's closing `']'`, or 1 for the whole tree).
        column: usize,
        /// [`MAX_UNIT_VALUE`].
        limit: Score,
    },
    /// More than [`MAX_NODES`] nodes in all.
    #[error("{}", crate::tr!("tree-too-many-nodes", column = *.column, limit = *.limit))]
    TooManyNodes {
        /// Column of the node that went over the limit.
        column: usize,
        /// The limit, [`MAX_NODES`].
        limit: usize,
    },
}

impl TreeParseError {
    /// The 1-based column (in characters) where the problem was detected.
    #[must_use]
    pub fn column(&self) -> usize {
        match *self {
            Self::Unexpected { column, .. }
            | Self::EmptyList { column }
            | Self::ValueOutOfRange { column, .. }
            | Self::TooDeep { column, .. }
            | Self::TooManyChildren { column, .. }
            | Self::TooManyNodes { column, .. }
            | Self::Probability { column, .. }
            | Self::ProbabilityCount { column, .. }
            | Self::ProbabilitySum { column, .. }
            | Self::ChanceTooFine { column, .. } => column,
        }
    }

    /// Turns a builder limit at `column` into a parse error.
    fn from_limit(limit: Limit, column: usize) -> Self {
        match limit {
            Limit::TooManyNodes => Self::TooManyNodes {
                column,
                limit: MAX_NODES,
            },
            Limit::TooDeep => Self::TooDeep {
                column,
                limit: MAX_NESTING,
            },
            Limit::TooManyChildren => Self::TooManyChildren {
                column,
                limit: MAX_CHILDREN,
            },
            Limit::EmptyList => Self::EmptyList { column },
            Limit::ProbabilityCount { given, children } => Self::ProbabilityCount {
                column,
                given,
                children,
            },
            Limit::ProbabilitySum(sum) => Self::ProbabilitySum {
                column,
                numerator: sum.numerator,
                denominator: sum.denominator,
            },
            Limit::TooFine => Self::ChanceTooFine {
                column,
                limit: MAX_LEAF_VALUE,
            },
        }
    }
}

/// What is wrong with a probability written in `chance(…)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum ProbabilityError {
    /// `-0.1`.
    #[error("{}", crate::tr!("tree-negative"))]
    Negative,
    /// Not a number.
    #[error("{}", crate::tr!("tree-not-a-number"))]
    NotANumber,
    /// More than 1.
    #[error("{}", crate::tr!("tree-above-one"))]
    AboveOne,
    /// Too many decimals, or a denominator past 65535.
    #[error("{}", crate::tr!("tree-too-fine"))]
    TooFine,
}

impl From<ProbabilityProblem> for ProbabilityError {
    fn from(problem: ProbabilityProblem) -> Self {
        match problem {
            ProbabilityProblem::Negative => Self::Negative,
            ProbabilityProblem::NotANumber => Self::NotANumber,
            ProbabilityProblem::AboveOne => Self::AboveOne,
            ProbabilityProblem::TooFine => Self::TooFine,
        }
    }
}

/// Where the parser is in the grammar.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum State {
    /// Expecting a list or an integer. `open_column` is the column of the
    /// `'['` just read, if this is a list's first element (so `']'` means `[]`).
    Value { open_column: Option<usize> },
    /// `max` or `min` was read; expecting the list's `'['`.
    Named { mark: Player },
    /// `chance` (and its probabilities, if any) was read; expecting `'['`,
    /// or `'('` if `probabilities` is false.
    Chance { probabilities: bool },
    /// A value is complete; expecting `','` or `']'` (or the end, at top level).
    AfterValue,
}

/// Parses `text` into a tree; see [`TextbookTree::parse`].
pub(super) fn parse(text: &str) -> Result<TextbookTree, TreeParseError> {
    let mut builder = Builder::default();
    let mut state = State::Value { open_column: None };
    // The probabilities written after `chance`, until its list opens.
    let mut written: Vec<Fraction> = Vec::new();
    let mut chars = text.chars().zip(1usize..).peekable();

    while let Some((c, column)) = chars.next() {
        if c.is_whitespace() {
            continue;
        }
        let unexpected = |expected| TreeParseError::Unexpected {
            column,
            expected,
            found: Found::Char(c),
        };
        match state {
            State::Value { open_column } => match c {
                '[' => {
                    builder
                        .open()
                        .map_err(|l| TreeParseError::from_limit(l, column))?;
                    state = State::Value {
                        open_column: Some(column),
                    };
                }
                ']' => {
                    return Err(match open_column {
                        Some(column) => TreeParseError::EmptyList { column },
                        None => unexpected(Expected::Value),
                    });
                }
                'm' => {
                    state = State::Named {
                        mark: read_player(column, &mut chars)?,
                    };
                }
                'c' => {
                    read_word("hance", column, &mut chars)?;
                    state = State::Chance {
                        probabilities: false,
                    };
                }
                '-' | '0'..='9' => {
                    let value = read_integer(c, column, &mut chars)?;
                    builder
                        .leaf(value)
                        .map_err(|l| TreeParseError::from_limit(l, column))?;
                    state = State::AfterValue;
                }
                _ => return Err(unexpected(Expected::Value)),
            },
            State::Named { mark } => {
                if c != '[' {
                    return Err(unexpected(Expected::OpenList));
                }
                builder
                    .open_marked(Some(mark))
                    .map_err(|l| TreeParseError::from_limit(l, column))?;
                state = State::Value {
                    open_column: Some(column),
                };
            }
            State::Chance { probabilities } => {
                state = after_chance(
                    (c, column),
                    probabilities,
                    &mut builder,
                    &mut written,
                    &mut chars,
                )?;
            }
            State::AfterValue => {
                if builder.depth() == 0 {
                    return Err(unexpected(Expected::End));
                }
                match c {
                    ',' => state = State::Value { open_column: None },
                    ']' => {
                        builder
                            .close()
                            .map_err(|l| TreeParseError::from_limit(l, column))?;
                        state = State::AfterValue;
                    }
                    _ => return Err(unexpected(Expected::CommaOrClose)),
                }
            }
        }
    }

    if builder.is_complete() {
        return with_unit(builder.finish());
    }
    let expected = match state {
        State::Value { .. } => Expected::Value,
        State::Named { .. } => Expected::OpenList,
        State::Chance { .. } => Expected::ChanceList,
        State::AfterValue => Expected::CommaOrClose,
    };
    Err(TreeParseError::Unexpected {
        column: text.chars().count() + 1,
        expected,
        found: Found::End,
    })
}

/// Reads the rest of a player's name whose `'m'` is at `column`: `ax` for
/// `max`, `in` for `min`; anything else is refused where it differs.
fn read_player(
    column: usize,
    chars: &mut std::iter::Peekable<impl Iterator<Item = (char, usize)>>,
) -> Result<Player, TreeParseError> {
    let mut rest = String::with_capacity(2);
    for expected_column in column + 1..=column + 2 {
        let next = chars.peek().copied();
        let fits = |c: char| match rest.as_str() {
            "" => c == 'a' || c == 'i',
            "a" => c == 'x',
            _ => c == 'n',
        };
        match next {
            Some((c, _)) if fits(c) => {
                rest.push(c);
                chars.next();
            }
            Some((c, at)) => {
                return Err(TreeParseError::Unexpected {
                    column: at,
                    expected: Expected::Value,
                    found: Found::Char(c),
                });
            }
            None => {
                return Err(TreeParseError::Unexpected {
                    column: expected_column,
                    expected: Expected::Value,
                    found: Found::End,
                });
            }
        }
    }
    Ok(if rest == "ax" {
        Player::Max
    } else {
        Player::Min
    })
}

/// The state after `c` at `column` follows `chance` (and its
/// probabilities, once `probabilities` were read): `'['` opens the chance
/// node's list with the probabilities `written`, `'('` reads them first.
fn after_chance(
    (c, column): (char, usize),
    probabilities: bool,
    builder: &mut Builder,
    written: &mut Vec<Fraction>,
    chars: &mut std::iter::Peekable<impl Iterator<Item = (char, usize)>>,
) -> Result<State, TreeParseError> {
    match c {
        '[' => {
            builder
                .open_chance(std::mem::take(written))
                .map_err(|l| TreeParseError::from_limit(l, column))?;
            Ok(State::Value {
                open_column: Some(column),
            })
        }
        '(' if !probabilities => {
            *written = read_probabilities(column, chars)?;
            Ok(State::Chance {
                probabilities: true,
            })
        }
        _ => Err(TreeParseError::Unexpected {
            column,
            expected: Expected::ChanceList,
            found: Found::Char(c),
        }),
    }
}

/// The tree with its value unit set: the least that keeps every chance
/// average an integer ([`super::chance::denominator`]), refused if its
/// leaves would then pass [`MAX_UNIT_VALUE`].
pub(super) fn with_unit(mut tree: TextbookTree) -> Result<TextbookTree, TreeParseError> {
    if !tree.has_chance() {
        return Ok(tree);
    }
    let largest = tree
        .leaf_states()
        .filter_map(|state| tree.leaf_value(state))
        .map(Score::abs)
        .max()
        .unwrap_or(0);
    let unit = denominator(&tree, unit_limit(largest)).and_then(|unit| Score::try_from(unit).ok());
    let Some(unit) = unit else {
        return Err(TreeParseError::ChanceTooFine {
            column: 1,
            limit: MAX_UNIT_VALUE,
        });
    };
    tree.denominator = unit;
    Ok(tree)
}

/// Reads the rest of a word whose first letter is at `column`: `rest`
/// must follow, and is refused where it differs.
fn read_word(
    rest: &str,
    column: usize,
    chars: &mut std::iter::Peekable<impl Iterator<Item = (char, usize)>>,
) -> Result<(), TreeParseError> {
    for (expected, expected_column) in rest.chars().zip(column + 1..) {
        match chars.next() {
            Some((c, _)) if c == expected => {}
            Some((c, at)) => {
                return Err(TreeParseError::Unexpected {
                    column: at,
                    expected: Expected::Value,
                    found: Found::Char(c),
                });
            }
            None => {
                return Err(TreeParseError::Unexpected {
                    column: expected_column,
                    expected: Expected::Value,
                    found: Found::End,
                });
            }
        }
    }
    Ok(())
}

/// Reads `chance(…)`'s probabilities after its `'('` at `column`, up to and
/// including the `')'`.
fn read_probabilities(
    column: usize,
    chars: &mut std::iter::Peekable<impl Iterator<Item = (char, usize)>>,
) -> Result<Vec<Fraction>, TreeParseError> {
    let mut probabilities = Vec::new();
    let mut text = String::new();
    let mut start = column + 1;
    loop {
        let Some((c, at)) = chars.next() else {
            return Err(TreeParseError::Unexpected {
                column: start + text.chars().count(),
                expected: Expected::CloseProbabilities,
                found: Found::End,
            });
        };
        if text.is_empty() && c.is_whitespace() {
            start = at + 1;
            continue;
        }
        if c == ',' || c == ')' {
            let probability =
                Fraction::parse(&text).map_err(|problem| TreeParseError::Probability {
                    column: start,
                    problem: problem.into(),
                })?;
            if probabilities.len() >= MAX_CHILDREN {
                return Err(TreeParseError::TooManyChildren {
                    column: start,
                    limit: MAX_CHILDREN,
                });
            }
            probabilities.push(probability);
            if c == ')' {
                return Ok(probabilities);
            }
            text.clear();
            start = at + 1;
        } else if text.chars().count() < 32 {
            text.push(c);
        } else {
            return Err(TreeParseError::Probability {
                column: start,
                problem: ProbabilityError::NotANumber,
            });
        }
    }
}

/// Reads an integer whose first character `first` (a digit or `'-'`) is at
/// `column`, consuming the following digits from `chars`.
fn read_integer(
    first: char,
    column: usize,
    chars: &mut std::iter::Peekable<impl Iterator<Item = (char, usize)>>,
) -> Result<Score, TreeParseError> {
    let negative = first == '-';
    // Magnitude, saturated just past the limit so that long digit runs
    // neither overflow nor allocate.
    let cap = i64::from(MAX_LEAF_VALUE) + 1;
    let mut magnitude: i64 = 0;
    let mut digits = 0usize;
    if let Some(d) = first.to_digit(10) {
        magnitude = i64::from(d);
        digits = 1;
    }
    while let Some(&(c, _)) = chars.peek() {
        let Some(d) = c.to_digit(10) else {
            break;
        };
        chars.next();
        magnitude = (magnitude * 10 + i64::from(d)).min(cap);
        digits += 1;
    }
    if digits == 0 {
        let (found, found_column) = match chars.peek() {
            Some(&(c, col)) => (Found::Char(c), col),
            None => (Found::End, column + 1),
        };
        return Err(TreeParseError::Unexpected {
            column: found_column,
            expected: Expected::Digit,
            found,
        });
    }
    if magnitude > i64::from(MAX_LEAF_VALUE) {
        return Err(TreeParseError::ValueOutOfRange {
            column,
            limit: MAX_LEAF_VALUE,
        });
    }
    let value = magnitude as Score;
    Ok(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> TreeParseError {
        match parse(text) {
            Ok(tree) => panic!("{text:?} parsed as {tree}"),
            Err(e) => e,
        }
    }

    #[test]
    fn good_inputs() {
        for (text, canonical) in [
            ("[[3,12,8],[2,4,6],[14,5,2]]", "[[3,12,8],[2,4,6],[14,5,2]]"),
            ("[[[8],[5]],[[10]]]", "[[[8],[5]],[[10]]]"),
            (" [ -1 ,\t2 ]\n", "[-1,2]"),
            ("[007,-0]", "[7,0]"),
            ("42", "42"),
            ("[99000,-99000]", "[99000,-99000]"),
            (
                "max[min[min[3,9],min[10,6]],min[4,7]]",
                "max[min[min[3,9],min[10,6]],min[4,7]]",
            ),
            ("min [ 1 , max[2] ]", "min[1,max[2]]"),
        ] {
            assert_eq!(parse(text).unwrap().to_string(), canonical, "{text:?}");
        }
    }

    #[test]
    fn players_are_read_where_written_and_alternate_elsewhere() {
        let tree = parse("max[min[min[3,9],[10,6]],[4,7]]").unwrap();
        let marks: Vec<Option<Player>> = (0..tree.node_count() as u32)
            .filter(|&state| !tree.is_leaf(state))
            .map(|state| tree.mark(state))
            .collect();
        assert_eq!(
            marks,
            [
                Some(Player::Max),
                Some(Player::Min),
                Some(Player::Min),
                None,
                None
            ]
        );
    }

    #[test]
    fn a_bad_player_name_is_refused_where_it_goes_wrong() {
        assert_eq!(
            err("[mix[1]]").to_string(),
            "column 4: expected '[', 'max[', 'min[', 'chance[' or an integer but found 'x'"
        );
        assert_eq!(
            err("[max 1]").to_string(),
            "column 6: expected '[' after max or min but found '1'"
        );
        assert_eq!(
            err("[ma").to_string(),
            "column 4: expected '[', 'max[', 'min[', 'chance[' or an integer but found end of input"
        );
        assert_eq!(
            err("min").to_string(),
            "column 4: expected '[' after max or min but found end of input"
        );
        assert!(matches!(
            err("max5"),
            TreeParseError::Unexpected { column: 4, .. }
        ));
    }

    #[test]
    fn unexpected_characters_report_column_and_expectation() {
        let e = err("[[3,12,8x");
        assert_eq!(
            e,
            TreeParseError::Unexpected {
                column: 9,
                expected: Expected::CommaOrClose,
                found: Found::Char('x'),
            }
        );
        assert_eq!(e.to_string(), "column 9: expected ',' or ']' but found 'x'");
        assert_eq!(
            err("[1,,2]").to_string(),
            "column 4: expected '[', 'max[', 'min[', 'chance[' or an integer but found ','"
        );
        assert_eq!(
            err("[1,]").to_string(),
            "column 4: expected '[', 'max[', 'min[', 'chance[' or an integer but found ']'"
        );
        assert_eq!(
            err("[1] 2").to_string(),
            "column 5: expected end of input but found '2'"
        );
        assert_eq!(
            err("[1]]").to_string(),
            "column 4: expected end of input but found ']'"
        );
        assert_eq!(
            err("[1 2]").to_string(),
            "column 4: expected ',' or ']' but found '2'"
        );
        assert_eq!(
            err("[- 1]").to_string(),
            "column 3: expected a digit but found ' '"
        );
        assert_eq!(
            err("[+1]").to_string(),
            "column 2: expected '[', 'max[', 'min[', 'chance[' or an integer but found '+'"
        );
        assert_eq!(err("é[").column(), 1);
        assert_eq!(
            err("[é]").to_string(),
            "column 2: expected '[', 'max[', 'min[', 'chance[' or an integer but found 'é'"
        );
        assert_eq!(
            err("[1,\n\tx]").to_string(),
            "column 6: expected '[', 'max[', 'min[', 'chance[' or an integer but found 'x'"
        );
    }

    #[test]
    fn end_of_input_reports_column_past_the_end() {
        assert_eq!(
            err("").to_string(),
            "column 1: expected '[', 'max[', 'min[', 'chance[' or an integer but found end of input"
        );
        assert_eq!(
            err("   ").to_string(),
            "column 4: expected '[', 'max[', 'min[', 'chance[' or an integer but found end of input"
        );
        assert_eq!(
            err("[[1,2]").to_string(),
            "column 7: expected ',' or ']' but found end of input"
        );
        assert_eq!(
            err("[1,2").to_string(),
            "column 5: expected ',' or ']' but found end of input"
        );
        assert_eq!(
            err("[1, ").to_string(),
            "column 5: expected '[', 'max[', 'min[', 'chance[' or an integer but found end of input"
        );
        assert_eq!(
            err("[").to_string(),
            "column 2: expected '[', 'max[', 'min[', 'chance[' or an integer but found end of input"
        );
        assert_eq!(
            err("[-").to_string(),
            "column 3: expected a digit but found end of input"
        );
    }

    #[test]
    fn empty_lists_are_rejected() {
        assert_eq!(err("[]"), TreeParseError::EmptyList { column: 1 });
        assert_eq!(err("[1,[ ]]"), TreeParseError::EmptyList { column: 4 });
        assert_eq!(
            err("[1,[ ]]").to_string(),
            "column 4: empty list '[]': an inner node needs at least one child"
        );
    }

    #[test]
    fn values_out_of_range_are_rejected() {
        assert_eq!(
            err("[1,99001]"),
            TreeParseError::ValueOutOfRange {
                column: 4,
                limit: MAX_LEAF_VALUE
            }
        );
        assert_eq!(err("[-99001]").column(), 2);
        assert_eq!(err("100000").column(), 1);
        let huge = format!("[{}]", "9".repeat(100_000));
        assert_eq!(err(&huge).column(), 2);
        assert_eq!(
            err("[1000000]").to_string(),
            "column 2: leaf value out of range: values must lie between -99000 and 99000"
        );
    }

    #[test]
    fn nesting_limit() {
        let ok = format!("{}1{}", "[".repeat(64), "]".repeat(64));
        assert_eq!(parse(&ok).unwrap().height(), 64);
        let too_deep = format!("{}1{}", "[".repeat(65), "]".repeat(65));
        assert_eq!(
            err(&too_deep),
            TreeParseError::TooDeep {
                column: 65,
                limit: 64
            }
        );
    }

    #[test]
    fn children_limit() {
        let ok = format!("[{}]", vec!["0"; MAX_CHILDREN].join(","));
        assert_eq!(parse(&ok).unwrap().leaf_count(), MAX_CHILDREN);
        let too_many = format!("[{}]", vec!["0"; MAX_CHILDREN + 1].join(","));
        let column = 2 + 2 * MAX_CHILDREN;
        assert_eq!(
            err(&too_many),
            TreeParseError::TooManyChildren {
                column,
                limit: MAX_CHILDREN
            }
        );
        assert_eq!(
            err(&too_many).to_string(),
            format!("column {column}: a list has more than 65535 children")
        );
    }

    #[test]
    fn node_limit() {
        // 1 root + 16 lists + 16 * 62_499 leaves = 1_000_001 nodes.
        let row = format!("[{}]", vec!["1"; 62_499].join(","));
        let rows = vec![row.as_str(); 16];
        let ok = format!("[{}]", rows[..15].join(","));
        assert_eq!(parse(&ok).unwrap().node_count(), 937_501);
        let too_many = format!("[{}]", rows.join(","));
        let e = err(&too_many);
        assert!(
            matches!(
                e,
                TreeParseError::TooManyNodes {
                    limit: MAX_NODES,
                    ..
                }
            ),
            "{e}"
        );
        // The last leaf, just before the closing "]]".
        assert_eq!(e.column(), too_many.len() - 2);
    }
}
