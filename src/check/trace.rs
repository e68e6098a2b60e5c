//! Reading a student's search trace (JSON Lines, `docs/FORMATS.md`): the
//! header on line 1, then one event a line, read one line at a time so
//! that a trace of any length is streamed in bounded memory. A line longer
//! than [`MAX_LINE_BYTES`] ([`MAX_HEADER_BYTES`] for the header, whose
//! position may be a large tree) is refused after reading that many bytes of it;
//! every refusal is one [`TraceError`] naming the line and quoting it
//! short and escaped ([`crate::quote::quoted`]).

use std::io::{self, BufRead, Read as _};

use serde_json::{Map, Value};

use crate::check::value::TraceValue;
use crate::input::{GameKind, InputError};
use crate::quote::quoted;
use crate::search::MAX_DEPTH;

/// The trace format's version, the header's `"gametree_trace"`.
pub const TRACE_VERSION: u64 = 1;

/// The file name extension of a trace (JSON lines), without the dot.
pub const TRACE_EXTENSION: &str = "jsonl";

/// The longest event line read, in bytes: a path of [`MAX_DEPTH`] moves
/// with a window fits many times over.
pub const MAX_LINE_BYTES: usize = 16 * 1024;

/// The longest header read, in bytes: its position may be a textbook tree
/// of the largest size written out in full.
pub const MAX_HEADER_BYTES: usize = 8 << 20;

/// What the header looks like, for the messages that ask for one.
const HEADER_EXAMPLE: &str =
    "{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\", \"values\": \"max\"}";

/// Whose view a trace's values are in (the header's `"values"`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ValueView {
    /// MAX's, at every node (minimax and alpha-beta as textbooks write them).
    #[default]
    Max,
    /// The side to move's at each node (negamax).
    Negamax,
}

impl ValueView {
    /// The name in the header: `max`, `negamax`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Max => "max",
            Self::Negamax => "negamax",
        }
    }
}

/// Line 1 of a trace.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TraceHeader {
    /// The game searched.
    pub game: GameKind,
    /// The position, as `--tree`, `--fen` or `--position` takes it; `None`
    /// for the game's start.
    pub position: Option<String>,
    /// Whose view the values are in.
    pub values: ValueView,
}

/// What an event says happened at its node.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum EventKind {
    /// The search entered the node, with the window `(α, β)` if the trace
    /// gives it.
    Enter {
        /// The window the node was called with.
        window: Option<(TraceValue, TraceValue)>,
    },
    /// The node was evaluated statically: its value.
    Leaf {
        /// The static value.
        value: TraceValue,
    },
    /// The node returned this value to its parent.
    Return {
        /// The value returned.
        value: TraceValue,
    },
}

/// One event of a trace.
#[derive(Clone, PartialEq, Debug)]
pub struct TraceEvent {
    /// The event's number, from 1 (the header is not an event).
    pub number: u64,
    /// Its line in the file, from 1 (the header's).
    pub line: u64,
    /// The moves from the root, as the trace writes them: child numbers
    /// (`"2"`), cells, columns, or UCI moves (`"e2e4"`).
    pub path: Vec<String>,
    /// What happened.
    pub kind: EventKind,
    /// The line itself, to quote in a message.
    pub text: String,
}

/// A trace that cannot be read: where, and what is wrong.
#[derive(Debug, thiserror::Error)]
#[error("{}", crate::tr!("check-trace-line", line = *.line, problem = .problem.to_string()))]
pub struct TraceError {
    /// The line, from 1.
    pub line: u64,
    /// What is wrong with it.
    pub problem: Problem,
}

/// What is wrong with a line of a trace.
#[derive(Debug, thiserror::Error)]
pub enum Problem {
    /// The input cannot be read.
    #[error("{}", crate::tr!("check-trace-read", error = .0.to_string()))]
    Read(io::Error),
    /// The input has no line at all.
    #[error("{}", crate::tr!("check-trace-empty", header = HEADER_EXAMPLE))]
    Empty,
    /// A line longer than the limit, in bytes ([`MAX_LINE_BYTES`] for an
    /// event, [`MAX_HEADER_BYTES`] for the header).
    #[error("{}", crate::tr!("check-trace-too-long", bytes = *.0))]
    TooLong(usize),
    /// A line that is not UTF-8.
    #[error("{}", crate::tr!("check-trace-not-utf8"))]
    NotUtf8,
    /// An empty line.
    #[error("{}", crate::tr!("check-trace-blank"))]
    Blank,
    /// A line that is no JSON.
    #[error("{}", crate::tr!("check-trace-json", reason = .reason, line = quoted(.text)))]
    Json {
        /// What the JSON parser said, or how to write ±∞.
        reason: String,
        /// The line.
        text: String,
    },
    /// A JSON line that is no header or event.
    #[error("{}", crate::tr!("rules-trace-shape", reason = .reason, line = quoted(.text)))]
    Shape {
        /// What is wrong.
        reason: String,
        /// The line.
        text: String,
    },
    /// The header's position is refused by its game.
    #[error("{}", crate::tr!("check-trace-position", error = .0.to_string()))]
    Position(InputError),
}

impl TraceError {
    /// `problem` at `line`.
    #[must_use]
    pub fn new(line: u64, problem: Problem) -> Self {
        Self { line, problem }
    }

    /// A line whose content is wrong: `reason`, quoting `text`.
    #[must_use]
    pub fn shape(line: u64, reason: impl Into<String>, text: &str) -> Self {
        Self::new(
            line,
            Problem::Shape {
                reason: reason.into(),
                text: text.to_owned(),
            },
        )
    }
}

/// A trace read line by line: its header at once, then its events on
/// demand.
pub struct TraceReader<R> {
    input: R,
    header: TraceHeader,
    /// The last line read.
    line: u64,
    /// The last event read.
    events: u64,
    buffer: Vec<u8>,
}

impl<R: BufRead> TraceReader<R> {
    /// Reads the header from `input`.
    ///
    /// # Errors
    /// A [`TraceError`] at line 1: no line, or not a header.
    pub fn new(mut input: R) -> Result<Self, TraceError> {
        let mut buffer = Vec::new();
        let Some(text) = read_line(&mut input, &mut buffer, 1, MAX_HEADER_BYTES)? else {
            return Err(TraceError::new(1, Problem::Empty));
        };
        let text = crate::text_file::without_bom(&text).to_owned();
        let header = parse_header(&text)?;
        Ok(Self {
            input,
            header,
            line: 1,
            events: 0,
            buffer,
        })
    }

    /// The header.
    #[must_use]
    pub fn header(&self) -> &TraceHeader {
        &self.header
    }

    /// The line last read (the header's is 1).
    #[must_use]
    pub fn line(&self) -> u64 {
        self.line
    }

    /// The next event, or `None` at the end of the trace.
    ///
    /// # Errors
    /// A [`TraceError`] naming the line: it cannot be read, is too long,
    /// empty, no JSON or no event.
    pub fn next_event(&mut self) -> Result<Option<TraceEvent>, TraceError> {
        let line = self.line + 1;
        let Some(text) = read_line(&mut self.input, &mut self.buffer, line, MAX_LINE_BYTES)? else {
            return Ok(None);
        };
        self.line = line;
        self.events += 1;
        let (path, kind) = parse_event(&text, line, self.header.game)?;
        Ok(Some(TraceEvent {
            number: self.events,
            line,
            path,
            kind,
            text,
        }))
    }
}

/// The next line of `input` without its line ending, or `None` at the end;
/// reads at most `most` bytes of it and its line ending.
fn read_line(
    input: &mut impl BufRead,
    buffer: &mut Vec<u8>,
    line: u64,
    most: usize,
) -> Result<Option<String>, TraceError> {
    buffer.clear();
    let limit = u64::try_from(most + 2).unwrap_or(u64::MAX);
    input
        .by_ref()
        .take(limit)
        .read_until(b'\n', buffer)
        .map_err(|error| TraceError::new(line, Problem::Read(error)))?;
    if buffer.is_empty() {
        return Ok(None);
    }
    if buffer.last() == Some(&b'\n') {
        buffer.pop();
        if buffer.last() == Some(&b'\r') {
            buffer.pop();
        }
    }
    if buffer.len() > most {
        return Err(TraceError::new(line, Problem::TooLong(most)));
    }
    let text = std::str::from_utf8(buffer)
        .map_err(|_| TraceError::new(line, Problem::NotUtf8))?
        .to_owned();
    if text.trim().is_empty() {
        return Err(TraceError::new(line, Problem::Blank));
    }
    Ok(Some(text))
}

/// `text` as a JSON object.
fn json_object(text: &str, line: u64) -> Result<Map<String, Value>, TraceError> {
    let value: Value = serde_json::from_str(text).map_err(|error| {
        let reason = if ["Infinity", "NaN"].iter().any(|word| text.contains(word)) {
            crate::tr!("rules-trace-infinity")
        } else {
            error.to_string()
        };
        TraceError::new(
            line,
            Problem::Json {
                reason,
                text: text.to_owned(),
            },
        )
    })?;
    match value {
        Value::Object(object) => Ok(object),
        _ => Err(TraceError::shape(
            line,
            crate::tr!("rules-trace-not-object"),
            text,
        )),
    }
}

/// Line 1.
fn parse_header(text: &str) -> Result<TraceHeader, TraceError> {
    let object = json_object(text, 1)?;
    let refuse = |reason: String| TraceError::shape(1, reason, text);
    let Some(version) = object.get("gametree_trace") else {
        return Err(refuse(crate::tr!(
            "rules-trace-no-header",
            header = HEADER_EXAMPLE
        )));
    };
    if version.as_u64() != Some(TRACE_VERSION) {
        return Err(refuse(crate::tr!(
            "rules-trace-version",
            version = TRACE_VERSION
        )));
    }
    if let Some(key) = object
        .keys()
        .find(|key| !["gametree_trace", "game", "position", "values"].contains(&key.as_str()))
    {
        return Err(refuse(crate::tr!(
            "rules-trace-header-key",
            key = quoted(key)
        )));
    }
    let game = object
        .get("game")
        .and_then(Value::as_str)
        .and_then(GameKind::from_name)
        .filter(|kind| *kind != GameKind::Pig)
        .ok_or_else(|| refuse(crate::tr!("rules-trace-game")))?;
    let position = match object.get("position") {
        None => None,
        Some(Value::String(position)) => Some(position.clone()),
        Some(_) => {
            return Err(refuse(crate::tr!("rules-trace-position-text")));
        }
    };
    if position.is_none() && game.start_text().is_none() {
        return Err(refuse(crate::tr!(
            "rules-trace-needs-position",
            game = game.name()
        )));
    }
    let values = match object.get("values").map(Value::as_str) {
        None | Some(Some("max")) => ValueView::Max,
        Some(Some("negamax")) => ValueView::Negamax,
        Some(_) => {
            return Err(refuse(crate::tr!("rules-trace-values")));
        }
    };
    Ok(TraceHeader {
        game,
        position,
        values,
    })
}

/// An event's line.
fn parse_event(
    text: &str,
    line: u64,
    game: GameKind,
) -> Result<(Vec<String>, EventKind), TraceError> {
    let object = json_object(text, line)?;
    let refuse = |reason: String| TraceError::shape(line, reason, text);
    let kinds: Vec<&str> = ["enter", "leaf", "return"]
        .into_iter()
        .filter(|key| object.contains_key(*key))
        .collect();
    let [kind] = kinds[..] else {
        return Err(refuse(crate::tr!("rules-trace-one-kind")));
    };
    let allowed: &[&str] = match kind {
        "enter" => &["enter", "alpha", "beta"],
        _ => &[kind, "value"],
    };
    if let Some(key) = object.keys().find(|key| !allowed.contains(&key.as_str())) {
        return Err(refuse(crate::tr!(
            "rules-trace-event-key",
            key = quoted(key),
            kind = quoted(kind),
            allowed = allowed
                .iter()
                .map(|key| quoted(key))
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    let path = read_path(object.get(kind), game).map_err(&refuse)?;
    let value_of = |key: &str| -> Result<TraceValue, TraceError> {
        let value = object.get(key).ok_or_else(|| {
            refuse(crate::tr!(
                "rules-trace-needs",
                kind = quoted(kind),
                key = quoted(key)
            ))
        })?;
        read_value(value).ok_or_else(|| refuse(crate::tr!("rules-trace-number", key = quoted(key))))
    };
    let event = match kind {
        "enter" => {
            let window = match (object.contains_key("alpha"), object.contains_key("beta")) {
                (false, false) => None,
                (true, true) => Some((value_of("alpha")?, value_of("beta")?)),
                _ => {
                    return Err(refuse(crate::tr!("rules-trace-window")));
                }
            };
            EventKind::Enter { window }
        }
        "leaf" => EventKind::Leaf {
            value: value_of("value")?,
        },
        _ => EventKind::Return {
            value: value_of("value")?,
        },
    };
    Ok((path, event))
}

/// A value: a number, `"inf"`, `"-inf"` (`"+inf"` too).
fn read_value(value: &Value) -> Option<TraceValue> {
    match value {
        Value::Number(number) => number.as_f64().and_then(TraceValue::from_number),
        Value::String(text) => match text.as_str() {
            "inf" | "+inf" => Some(TraceValue::INFINITY),
            "-inf" => Some(TraceValue::NEG_INFINITY),
            _ => None,
        },
        _ => None,
    }
}

/// A path: a list of moves, at most [`MAX_DEPTH`] long; numbers from 1 for
/// the games whose moves are numbered, UCI strings for chess.
fn read_path(value: Option<&Value>, game: GameKind) -> Result<Vec<String>, String> {
    let Some(Value::Array(moves)) = value else {
        return Err(crate::tr!("rules-trace-path"));
    };
    if moves.len() > usize::from(MAX_DEPTH) {
        return Err(crate::tr!(
            "rules-trace-path-deep",
            moves = moves.len(),
            limit = MAX_DEPTH
        ));
    }
    moves
        .iter()
        .map(|mv| match (game, mv) {
            (GameKind::Chess, Value::String(uci)) if is_uci_shaped(uci) => Ok(uci.clone()),
            (GameKind::Chess, _) => Err(crate::tr!("rules-trace-chess-move")),
            (_, Value::Number(number)) => number
                .as_u64()
                .filter(|&n| (1..=u64::from(u16::MAX)).contains(&n))
                .map(|n| n.to_string())
                .ok_or_else(|| numbered_moves(game)),
            (_, _) => Err(numbered_moves(game)),
        })
        .collect()
}

/// What a move of a numbered game is.
fn numbered_moves(game: GameKind) -> String {
    let what = match game {
        GameKind::TicTacToe => "cell",
        GameKind::ConnectFour => "column",
        _ => "child",
    };
    crate::tr!("rules-trace-numbered-move", game = game.name(), what = what)
}

/// Whether `text` has a UCI move's shape (`e2e4`, `e7e8q`); whether it is
/// legal is the reference's question.
fn is_uci_shaped(text: &str) -> bool {
    let bytes = text.as_bytes();
    let square =
        |file: u8, rank: u8| (b'a'..=b'h').contains(&file) && (b'1'..=b'8').contains(&rank);
    match bytes {
        [a, b, c, d] => square(*a, *b) && square(*c, *d),
        [a, b, c, d, promotion] => square(*a, *b) && square(*c, *d) && b"nbrq".contains(promotion),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Vec<TraceEvent>, TraceError> {
        let mut reader = TraceReader::new(text.as_bytes())?;
        let mut events = Vec::new();
        while let Some(event) = reader.next_event()? {
            events.push(event);
        }
        Ok(events)
    }

    const TREE: &str = "{\"gametree_trace\": 1, \"game\": \"tree\", \"position\": \"classic\"}\n";

    #[test]
    fn a_header_and_events_are_read() {
        let trace = format!(
            "{TREE}{{\"enter\": [], \"alpha\": \"-inf\", \"beta\": 1e9}}\n{{\"leaf\": [1, 2], \"value\": 2.5}}\r\n{{\"return\": [], \"value\": -3}}"
        );
        let events = read(&trace).unwrap();
        assert_eq!(events.len(), 3);
        assert_eq!(
            events[0].kind,
            EventKind::Enter {
                window: Some((TraceValue::NEG_INFINITY, TraceValue::INFINITY))
            }
        );
        assert_eq!(events[1].path, ["1", "2"]);
        assert_eq!((events[1].number, events[1].line), (2, 3));
        assert_eq!(
            events[1].kind,
            EventKind::Leaf {
                value: TraceValue::from_number(2.5).unwrap()
            }
        );
        let reader = TraceReader::new(TREE.as_bytes()).unwrap();
        assert_eq!(reader.header().values, ValueView::Max);
        assert_eq!(reader.header().position.as_deref(), Some("classic"));
    }

    #[test]
    fn each_malformed_line_is_one_error_naming_its_line() {
        let cases = [
            ("", "line 1: the trace is empty"),
            (
                "{\"game\": \"tree\"}",
                "line 1: the first line is the header",
            ),
            (
                "{\"gametree_trace\": 2, \"game\": \"tree\", \"position\": \"classic\"}",
                "line 1: \"gametree_trace\" is 1",
            ),
            (
                "{\"gametree_trace\": 1, \"game\": \"go\"}",
                "line 1: \"game\" is one of",
            ),
            (
                "{\"gametree_trace\": 1, \"game\": \"tree\"}",
                "line 1: a tree trace needs its \"position\"",
            ),
            (&format!("{TREE}{{\"enter\": [1]"), "line 2: not JSON"),
            (
                &format!("{TREE}{{\"leaf\": [1], \"value\": \"3\"}}"),
                "line 2: \"value\" is a number",
            ),
            (
                &format!("{TREE}{{\"leaf\": [1], \"value\": Infinity}}"),
                "line 2: not JSON (write ±∞ as \"inf\" and \"-inf\": Python's json.dumps writes Infinity",
            ),
            (
                &format!("{TREE}{{\"enter\": [0]}}"),
                "line 2: a move in a tree path is a child number",
            ),
            (
                &format!("{TREE}{{\"enter\": [], \"alpha\": 3}}"),
                "line 2: \"alpha\" and \"beta\" are given together",
            ),
            (
                &format!("{TREE}{{\"enter\": [], \"aplha\": 3}}"),
                "line 2: unknown key \"aplha\"",
            ),
            (
                &format!("{TREE}\n{{\"enter\": []}}"),
                "line 2: the line is empty",
            ),
            (
                &format!("{TREE}[1, 2]"),
                "line 2: a line of a trace is one JSON object",
            ),
        ];
        for (trace, start) in cases {
            let error = read(trace).unwrap_err().to_string();
            assert!(error.starts_with(start), "{trace:?}: {error}");
            assert!(!error.contains('\n'), "{error}");
        }
    }

    #[test]
    fn a_chess_path_is_uci_and_a_long_line_is_refused_after_its_limit() {
        let chess = "{\"gametree_trace\": 1, \"game\": \"chess\"}\n{\"enter\": [\"e2e4\", \"e7e8q\"]}\n{\"enter\": [\"e4\"]}";
        let error = read(chess).unwrap_err().to_string();
        assert!(error.starts_with("line 3: a chess move"), "{error}");
        let long = format!(
            "{TREE}{{\"enter\": [], \"x\": \"{}\"}}",
            "y".repeat(100_000)
        );
        let error = read(&long).unwrap_err().to_string();
        assert_eq!(
            error,
            format!(
                "line 2: the line is longer than {MAX_LINE_BYTES} bytes; a trace has one short JSON object a line"
            )
        );
    }
}
