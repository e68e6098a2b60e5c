//! Pig position text: `[goal N] A-B P[+T] [roll]`, words apart.
//!
//! - `goal N`: the points that win, 2 to 50 (20 if left out);
//! - `A-B`: the points player `a` and player `b` have banked;
//! - `P`: the player to move, `a` or `b`, and `+T` the turn total they
//!   have at stake (left out: 0);
//! - `roll`: the player has chosen to roll and the die is thrown next (a
//!   chance node); without it the player chooses to roll or hold. With
//!   nothing at stake a turn starts with a roll: the only choice is roll.
//!
//! `0-0 a` is a new game; `12-7 a+5` has A with 12 banked and 5 at stake,
//! B with 7; `goal 30 12-7 a+5 roll` the same in a race to 30 with the
//! die in the air. Letters may be capitals. Every error names the rule
//! and quotes the input short and escaped (by [`crate::quote`]).

use crate::quote::quoted;

use super::board::{Board, FACES, Side};
use super::{DEFAULT_GOAL, MAX_GOAL, MIN_GOAL};

/// Why a Pig position text was rejected.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PositionError {
    /// Nothing but spaces.
    #[error("{}", crate::tr!("pig-error-empty", text = quoted(.text)))]
    Empty {
        /// The input.
        text: String,
    },
    /// `goal` without a number from 2 to 50.
    #[error("{}", crate::tr!("pig-error-goal", text = quoted(.text), found = quoted(.found), least = MIN_GOAL, most = MAX_GOAL))]
    BadGoal {
        /// The input.
        text: String,
        /// What stands after `goal`.
        found: String,
    },
    /// The banked points are not two numbers joined by `-`.
    #[error("{}", crate::tr!("pig-error-scores", text = quoted(.text), found = quoted(.found)))]
    BadScores {
        /// The input.
        text: String,
        /// The word found.
        found: String,
    },
    /// No player to move after the banked points.
    #[error("{}", crate::tr!("pig-error-no-mover", text = quoted(.text)))]
    NoMover {
        /// The input.
        text: String,
    },
    /// The player to move is not `a` or `b`, or the turn total not a
    /// number after `+`.
    #[error("{}", crate::tr!("pig-error-mover", text = quoted(.text), found = quoted(.found)))]
    BadMover {
        /// The input.
        text: String,
        /// The word found.
        found: String,
    },
    /// A word after the player to move other than `roll`.
    #[error("{}", crate::tr!("pig-error-unexpected", text = quoted(.text), found = quoted(.found)))]
    Unexpected {
        /// The input.
        text: String,
        /// The word found.
        found: String,
    },
    /// A turn total of 1.
    #[error("{}", crate::tr!("pig-error-turn-of-one", text = quoted(.text), faces = FACES))]
    TurnOfOne {
        /// The input.
        text: String,
    },
    /// Both players have reached the goal.
    #[error("{}", crate::tr!("pig-error-both-reached", text = quoted(.text), goal = *.goal))]
    BothReached {
        /// The input.
        text: String,
        /// The goal.
        goal: u8,
    },
    /// A score further past the goal than one throw goes.
    #[error("{}", crate::tr!("pig-error-past-goal", text = quoted(.text), player = .side.name(), points = *.points, faces = FACES, goal = *.goal, over = FACES - 1))]
    PastTheGoal {
        /// The input.
        text: String,
        /// The player.
        side: Side,
        /// Their banked points.
        points: u8,
        /// The goal.
        goal: u8,
    },
    /// The game is over, yet the winner is to move, or a turn goes on.
    #[error("{}", crate::tr!("pig-error-after-end", text = quoted(.text), winner = .winner.name(), goal = *.goal, loser = .winner.other().letter()))]
    AfterTheEnd {
        /// The input.
        text: String,
        /// Who reached the goal.
        winner: Side,
        /// The goal.
        goal: u8,
    },
    /// The banked points and the turn total reach the goal.
    #[error("{}", crate::tr!("pig-error-stake-reaches-goal", text = quoted(.text), player = .side.name(), banked = *.banked, turn = *.turn, total = u16::from(*.banked) + u16::from(*.turn), goal = *.goal))]
    StakeReachesGoal {
        /// The input.
        text: String,
        /// The player to move.
        side: Side,
        /// Their banked points.
        banked: u8,
        /// The turn total.
        turn: u8,
        /// The goal.
        goal: u8,
    },
}

/// Reads a position from `text`: the goal and the scoreboard.
///
/// # Errors
///
/// [`PositionError`] naming the rule the text breaks: its form (the goal,
/// the banked points, the player to move, a word after it), a turn total
/// of 1, or a position no game reaches (both at the goal, a score past it
/// by more than a throw, play after the end, a stake that reaches the
/// goal).
///
/// ```
/// use gametree::games::pig::{Side, parse::parse};
///
/// let (goal, board) = parse("12-7 a+5").unwrap();
/// assert_eq!((goal, board.banked(Side::A), board.turn_total()), (20, 12, 5));
/// assert!(parse("12-7 a+1").unwrap_err().to_string().contains("never 1"));
/// ```
pub fn parse(text: &str) -> Result<(u8, Board), PositionError> {
    let owned = || text.to_owned();
    let mut words = text.split_whitespace().peekable();
    let mut goal = DEFAULT_GOAL;
    if words
        .peek()
        .is_some_and(|word| word.eq_ignore_ascii_case("goal"))
    {
        words.next();
        let found = words.next().unwrap_or_default();
        goal = found
            .parse::<u8>()
            .ok()
            .filter(|goal| (MIN_GOAL..=MAX_GOAL).contains(goal))
            .ok_or_else(|| PositionError::BadGoal {
                text: owned(),
                found: found.to_owned(),
            })?;
    }
    let Some(scores) = words.next() else {
        return Err(PositionError::Empty { text: owned() });
    };
    let banked = read_scores(scores).ok_or_else(|| PositionError::BadScores {
        text: owned(),
        found: scores.to_owned(),
    })?;
    let mover = words
        .next()
        .ok_or_else(|| PositionError::NoMover { text: owned() })?;
    let (to_move, turn) = read_mover(mover).ok_or_else(|| PositionError::BadMover {
        text: owned(),
        found: mover.to_owned(),
    })?;
    let rolling = match words.next() {
        None => false,
        Some(word) if word.eq_ignore_ascii_case("roll") => true,
        Some(word) => {
            return Err(PositionError::Unexpected {
                text: owned(),
                found: word.to_owned(),
            });
        }
    };
    if let Some(word) = words.next() {
        return Err(PositionError::Unexpected {
            text: owned(),
            found: word.to_owned(),
        });
    }
    let board = Board::new(banked, turn, to_move, rolling);
    validate(board, goal, text)?;
    Ok((goal, board))
}

/// `12-7` as the two banked scores.
fn read_scores(word: &str) -> Option<[u8; 2]> {
    let (a, b) = word.split_once('-')?;
    Some([a.parse().ok()?, b.parse().ok()?])
}

/// `a`, `b+5` as the player to move and the turn total.
fn read_mover(word: &str) -> Option<(Side, u8)> {
    let (letter, turn) = match word.split_once('+') {
        Some((letter, turn)) => (letter, turn.parse().ok()?),
        None => (word, 0),
    };
    let side = match letter {
        "a" | "A" => Side::A,
        "b" | "B" => Side::B,
        _ => return None,
    };
    Some((side, turn))
}

/// The rules a position read from text must keep, so that a game reaches it.
fn validate(board: Board, goal: u8, text: &str) -> Result<(), PositionError> {
    let text = text.to_owned();
    let turn = board.turn_total();
    if turn == 1 {
        return Err(PositionError::TurnOfOne { text });
    }
    let reached = |side: Side| board.banked(side) >= goal;
    if reached(Side::A) && reached(Side::B) {
        return Err(PositionError::BothReached { text, goal });
    }
    for side in [Side::A, Side::B] {
        let points = board.banked(side);
        if u16::from(points) >= u16::from(goal) + u16::from(FACES) {
            return Err(PositionError::PastTheGoal {
                text,
                side,
                points,
                goal,
            });
        }
    }
    let mover = board.to_move();
    if let Some(winner) = board.winner(goal) {
        if winner == mover || turn > 0 || board.is_rolling() {
            return Err(PositionError::AfterTheEnd { text, winner, goal });
        }
        return Ok(());
    }
    let banked = board.banked(mover);
    if u16::from(banked) + u16::from(turn) >= u16::from(goal) {
        return Err(PositionError::StakeReachesGoal {
            text,
            side: mover,
            banked,
            turn,
            goal,
        });
    }
    Ok(())
}

/// The position text of `board` in a game to `goal`, as [`parse`] reads
/// it back: `goal N` only for a goal other than 20, `+T` only with
/// something at stake, `roll` only at a chance node.
#[must_use]
pub fn text(goal: u8, board: Board) -> String {
    let goal = if goal == DEFAULT_GOAL {
        String::new()
    } else {
        format!("goal {goal} ")
    };
    let turn = match board.turn_total() {
        0 => String::new(),
        turn => format!("+{turn}"),
    };
    let roll = if board.is_rolling() { " roll" } else { "" };
    format!(
        "{goal}{}-{} {}{turn}{roll}",
        board.banked(Side::A),
        board.banked(Side::B),
        board.to_move().letter()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_goal_scores_mover_stake_and_roll() {
        let (goal, board) = parse("goal 30 12-7 b+5 roll").unwrap();
        assert_eq!(goal, 30);
        assert_eq!(board, Board::new([12, 7], 5, Side::B, true));
        assert_eq!(parse("0-0 a").unwrap(), (20, Board::START));
        assert_eq!(parse("  GOAL 20   0-0 A ").unwrap(), (20, Board::START));
    }

    #[test]
    fn text_reads_back_as_written() {
        for written in [
            "0-0 a",
            "12-7 a+5",
            "goal 30 12-7 b+5 roll",
            "3-9 b roll",
            "20-4 b",
        ] {
            let (goal, board) = parse(written).unwrap();
            assert_eq!(text(goal, board), written);
        }
        // The default goal is left out.
        let (goal, board) = parse("goal 20 1-2 a").unwrap();
        assert_eq!(text(goal, board), "1-2 a");
    }

    #[test]
    fn each_rule_is_named() {
        let cases = [
            (
                "",
                "Pig position \"\" is empty; write the banked points A-B and the player to move, e.g. 12-7 a+5",
            ),
            (
                "goal 60 0-0 a",
                "Pig position \"goal 60 0-0 a\" has goal \"60\"; the goal is a number from 2 to 50",
            ),
            (
                "goal",
                "Pig position \"goal\" has goal \"\"; the goal is a number from 2 to 50",
            ),
            (
                "12:7 a",
                "Pig position \"12:7 a\" has \"12:7\" where the banked points go; write them as A-B, e.g. 12-7",
            ),
            (
                "12-7",
                "Pig position \"12-7\" does not say who is to move; write a or b after the banked points, e.g. 12-7 a",
            ),
            (
                "12-7 c+5",
                "Pig position \"12-7 c+5\" has \"c+5\" where the player to move goes; write a or b, with the turn total after a +, e.g. a+5",
            ),
            (
                "12-7 a+x",
                "Pig position \"12-7 a+x\" has \"a+x\" where the player to move goes; write a or b, with the turn total after a +, e.g. a+5",
            ),
            (
                "12-7 a hold",
                "Pig position \"12-7 a hold\" has \"hold\" after the player to move; only roll may follow (the die is thrown next)",
            ),
            (
                "12-7 a+1",
                "Pig position \"12-7 a+1\" has a turn total of 1; a turn total adds up throws of 2 to 6 (a 1 loses it), so it is never 1",
            ),
            (
                "20-21 a",
                "Pig position \"20-21 a\" has both players at the goal 20 or past it; the game ends when the first reaches it",
            ),
            (
                "26-3 b",
                "Pig position \"26-3 b\" gives A 26 points; a throw of at most 6 ends the game, so nobody passes the goal 20 by more than 5",
            ),
            (
                "20-3 a",
                "Pig position \"20-3 a\" goes on after A reached the goal 20; the game is over, so write b to move with nothing at stake and no roll",
            ),
            (
                "20-3 b roll",
                "Pig position \"20-3 b roll\" goes on after A reached the goal 20; the game is over, so write b to move with nothing at stake and no roll",
            ),
            (
                "12-7 a+8",
                "Pig position \"12-7 a+8\" has A with 12 banked and 8 at stake, 20 in all; reaching the goal 20 ends the game, so the turn cannot go on",
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(message(text), expected, "{text:?}");
        }
    }

    #[test]
    fn long_and_control_input_is_quoted_short_and_escaped() {
        let long = format!("0-0 a {}", "x".repeat(1000));
        let text = message(&long);
        assert!(text.contains("(1006 characters)"), "{text}");
        assert!(text.chars().count() < 300, "{text}");
        let text = message("0-0\u{1b} a");
        assert!(text.contains("\\u{1b}"), "{text}");
    }
}
