//! [`PgnGame`]: a chess game read from PGN, or from a bare move list from
//! the start position (`e2e4 e7e5 g1f3`, `1. e4 e5 2. Nf3`), as the start
//! position and every move with the position after it, so that a caller can
//! pick any move.
//!
//! Tag pairs are kept (`[FEN "…"]` sets the start position, through our FEN
//! validation; `[SetUp]` is read but, as in python-chess, the FEN tag alone
//! decides); comments, NAGs, move numbers and annotations are skipped;
//! variations are skipped whole, however nested (up to [`MAX_NESTING`]);
//! the first result ends the game and anything after it is ignored.
//!
//! ```
//! use gametree::chess::PgnGame;
//!
//! let game = PgnGame::parse("1. e4 {best by test} e5 2. Nf3 (2. f4) Nc6 *").unwrap();
//! let sans: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
//! assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
//! assert_eq!(game.fen_after(1), Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
//! ```

use crate::game::Game as _;
use crate::text_file::without_bom;

use super::error::{PgnError, PgnErrorKind};
use super::lex::{Lexer, Tok, Token};
use crate::chess::adapter::{ChessGame, ChessState};
use crate::chess::eval::EvalKind;
use crate::chess::san::MoveMiss;

/// The longest text read, in bytes (1 MiB).
pub const MAX_PGN_BYTES: usize = 1 << 20;
/// The most moves (plies) read.
pub const MAX_PLIES: usize = 2_000;
/// The deepest nesting of variations read.
pub const MAX_NESTING: usize = 64;

/// One move of a game and where it leads.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PgnMove {
    /// The move in SAN as we write it (`Nf3`, `O-O`, `e8=Q+`).
    pub san: String,
    /// The position after the move, as FEN.
    pub fen: String,
}

/// A game read from PGN or a move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PgnGame {
    /// The tag pairs, in order: (name, value).
    pub tags: Vec<(String, String)>,
    /// The start position, as FEN.
    pub start_fen: String,
    /// The moves of the main line.
    pub moves: Vec<PgnMove>,
    /// The result token, if the game has one (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: Option<String>,
    /// Which game of the text this is, from 1.
    pub number: usize,
    /// How many games the text has. The games after this one are counted,
    /// not read: one whose text is broken counts as a game and ends the count.
    pub games: usize,
}

impl PgnGame {
    /// Reads the first game of `text` (after a byte-order mark, if it
    /// starts with one).
    ///
    /// # Errors
    /// A [`PgnError`] with the line and column of the first problem: an
    /// unreadable, illegal or ambiguous move, an unclosed comment, string or
    /// variation, a bad tag or FEN tag, or a limit passed.
    pub fn parse(text: &str) -> Result<Self, PgnError> {
        Self::parse_game(text, 1)
    }

    /// Reads game `number` (from 1) of `text`, as [`PgnGame::parse`] reads
    /// the first; the games before it are skipped without playing their
    /// moves.
    ///
    /// # Errors
    /// As [`PgnGame::parse`], and [`PgnErrorKind::NoSuchGame`] if the text
    /// has fewer games.
    pub fn parse_game(text: &str, number: usize) -> Result<Self, PgnError> {
        check_length(text.len())?;
        Reader::new(without_bom(text)).read(number)
    }

    /// Reads game `number` (from 1) of a file's `bytes`, which may be cut
    /// one byte past [`MAX_PGN_BYTES`]: the limit is checked on the bytes,
    /// before bytes that are not UTF-8 are read as `�` (a game saved as
    /// Latin-1 still reads, its names marked).
    ///
    /// # Errors
    /// As [`PgnGame::parse_game`].
    pub fn parse_bytes(bytes: &[u8], number: usize) -> Result<Self, PgnError> {
        check_length(bytes.len())?;
        Reader::new(without_bom(&String::from_utf8_lossy(bytes))).read(number)
    }

    /// The FEN of the position after `ply` moves (0: the start position).
    #[must_use]
    pub fn fen_after(&self, ply: usize) -> Option<&str> {
        match ply.checked_sub(1) {
            None => Some(&self.start_fen),
            Some(i) => self.moves.get(i).map(|m| m.fen.as_str()),
        }
    }

    /// The FEN of the position after the last move.
    #[must_use]
    pub fn last_fen(&self) -> &str {
        self.moves.last().map_or(&self.start_fen, |m| &m.fen)
    }

    /// The value of tag `name`, if the game has it.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Refuses a text of more than [`MAX_PGN_BYTES`] bytes.
fn check_length(bytes: usize) -> Result<(), PgnError> {
    if bytes > MAX_PGN_BYTES {
        return Err(PgnError {
            line: 1,
            column: 1,
            kind: PgnErrorKind::TooLong {
                limit: MAX_PGN_BYTES,
            },
        });
    }
    Ok(())
}

/// The game in chess position text, if the text is one rather than a FEN:
/// `None` for a valid FEN and for text that does not start like a game
/// (a tag, a comment, a move number, or a move from the start position,
/// legal or not); then the text is read as FEN.
#[must_use]
pub fn read_game(text: &str) -> Option<Result<PgnGame, PgnError>> {
    let trimmed = without_bom(text).trim();
    if ChessGame::from_fen(trimmed, EvalKind::Material).is_ok() || !starts_like_game(trimmed) {
        return None;
    }
    Some(PgnGame::parse(text))
}

/// Whether `text` starts with a tag, a comment, a variation, a move number
/// or something written like a move.
fn starts_like_game(text: &str) -> bool {
    if text.starts_with(['[', '{', ';', '(', '%']) {
        return true;
    }
    let first = text.split_whitespace().next().unwrap_or_default();
    let (number, rest) = split_number(first);
    if number {
        return true;
    }
    let start = ChessGame::start(EvalKind::Material).root();
    !matches!(
        ChessGame::read_move(&start, rest),
        Err(MoveMiss::Unreadable)
    )
}

/// Splits a move number off a word: `12.` → (true, ""), `12...Nf6` →
/// (true, "Nf6"), `Nf6` → (false, "Nf6").
fn split_number(word: &str) -> (bool, &str) {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &word[digits..];
    let after_dots = rest.trim_start_matches('.');
    if digits > 0 && (after_dots.len() < rest.len() || rest.is_empty()) {
        (true, after_dots)
    } else if digits == 0 && after_dots.is_empty() && !rest.is_empty() {
        // `...` alone, as in `12. ... Nf6`.
        (true, "")
    } else {
        (false, word)
    }
}

/// Reading state: the tokens, the tags and the line so far.
struct Reader<'a> {
    text: &'a str,
    lexer: Lexer<'a>,
    game: PgnGame,
    /// The position the next move is played in; `None` until the tags end.
    state: Option<ChessState>,
    chess: ChessGame,
    /// A token read but not used: the `[` that starts the next game.
    pending: Option<Token<'a>>,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Self {
        let chess = ChessGame::start(EvalKind::Material);
        Self {
            text,
            lexer: Lexer::new(text),
            game: PgnGame {
                tags: Vec::new(),
                start_fen: chess.root_fen(),
                moves: Vec::new(),
                result: None,
                number: 1,
                games: 1,
            },
            state: None,
            chess,
            pending: None,
        }
    }

    fn next(&mut self) -> Result<Option<Token<'a>>, PgnError> {
        if let Some(token) = self.pending.take() {
            return Ok(Some(token));
        }
        self.lexer.next().transpose()
    }

    /// Reads game `number`, then counts the games after it.
    fn read(mut self, number: usize) -> Result<PgnGame, PgnError> {
        let no_such_game = |games| PgnError {
            line: 1,
            column: 1,
            kind: PgnErrorKind::NoSuchGame { number, games },
        };
        if number == 0 {
            return Err(no_such_game(0));
        }
        for before in 1..number {
            if !self.skip_game()? {
                return Err(no_such_game(before - 1));
            }
        }
        if number > 1 && self.peek_is_end()? {
            return Err(no_such_game(number - 1));
        }
        self.read_one()?;
        self.game.number = number;
        self.game.games = number;
        loop {
            match self.skip_game() {
                Ok(true) => self.game.games += 1,
                Ok(false) => break,
                Err(_) => {
                    self.game.games += 1;
                    break;
                }
            }
        }
        Ok(self.game)
    }

    /// Whether no token is left.
    fn peek_is_end(&mut self) -> Result<bool, PgnError> {
        self.pending = self.next()?;
        Ok(self.pending.is_none())
    }

    /// Skips a game without playing its moves; `false` if no game is left.
    fn skip_game(&mut self) -> Result<bool, PgnError> {
        let mut in_tag = false;
        let mut moves = false;
        let mut any = false;
        while let Some(token) = self.next()? {
            match &token.tok {
                // A tag after the moves starts the next game.
                Tok::TagOpen if moves => {
                    self.pending = Some(token);
                    return Ok(true);
                }
                Tok::TagOpen => in_tag = true,
                Tok::TagClose => in_tag = false,
                Tok::Word(word) if !in_tag && is_result(word) => return Ok(true),
                Tok::VarOpen => {
                    self.skip_variation(&token)?;
                    moves = true;
                }
                _ => moves |= !in_tag,
            }
            any = true;
        }
        Ok(any)
    }

    /// Reads one game into `self.game`.
    fn read_one(&mut self) -> Result<(), PgnError> {
        let mut fen_tag: Option<Token<'a>> = None;
        while let Some(token) = self.next()? {
            let at = |kind| PgnError {
                line: token.line,
                column: token.column,
                kind,
            };
            match &token.tok {
                Tok::TagOpen if self.state.is_none() => {
                    if let Some(value) = self.tag(&token)? {
                        fen_tag = Some(value);
                    }
                }
                // A tag after the moves starts the next game.
                Tok::TagOpen => {
                    self.pending = Some(token);
                    break;
                }
                Tok::TagClose => return Err(at(unexpected("]"))),
                Tok::Str(value) => return Err(at(unexpected(&format!("\"{value}\"")))),
                Tok::VarOpen => self.skip_variation(&token)?,
                Tok::VarClose => return Err(at(PgnErrorKind::StrayParen)),
                Tok::Nag => {}
                Tok::Word(word) => {
                    if is_result(word) {
                        self.game.result = Some((*word).to_owned());
                        break;
                    }
                    let (_, rest) = split_number(word);
                    // An annotation, or the `e.p.` of `exf6 e.p.` written apart.
                    if rest.is_empty()
                        || rest == "e.p."
                        || rest.chars().all(|c| matches!(c, '!' | '?'))
                    {
                        continue;
                    }
                    let column = token.column + word[..word.len() - rest.len()].chars().count();
                    self.play(rest, token.line, column, fen_tag.take())?;
                }
            }
        }
        if self.state.is_none() {
            if self.game.tags.is_empty() && self.game.result.is_none() {
                return Err(PgnError {
                    line: 1,
                    column: 1,
                    kind: PgnErrorKind::Empty,
                });
            }
            self.set_up(fen_tag)?;
        }
        Ok(())
    }

    /// Reads `Name "value"]` after a `[`; returns the value's token if the
    /// tag is `FEN`.
    fn tag(&mut self, open: &Token<'a>) -> Result<Option<Token<'a>>, PgnError> {
        let name = self.next()?;
        let value = self.next()?;
        let close = self.next()?;
        match (name, value, close) {
            (
                Some(Token {
                    tok: Tok::Word(name),
                    ..
                }),
                Some(
                    value @ Token {
                        tok: Tok::Str(_), ..
                    },
                ),
                Some(Token {
                    tok: Tok::TagClose, ..
                }),
            ) if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') => {
                let Tok::Str(text) = &value.tok else {
                    return Ok(None);
                };
                self.game.tags.push((name.to_owned(), text.clone()));
                Ok((name == "FEN").then_some(value))
            }
            _ => Err(PgnError {
                line: open.line,
                column: open.column,
                kind: PgnErrorKind::BadTag {
                    found: self.text[open.start..]
                        .lines()
                        .next()
                        .unwrap_or_default()
                        .to_owned(),
                },
            }),
        }
    }

    /// Skips a variation after its `(`, with the ones nested in it.
    fn skip_variation(&mut self, open: &Token<'a>) -> Result<(), PgnError> {
        let mut depth = 1_usize;
        while depth > 0 {
            match self.next()? {
                None => {
                    return Err(PgnError {
                        line: open.line,
                        column: open.column,
                        kind: PgnErrorKind::UnclosedVariation,
                    });
                }
                Some(token) => match token.tok {
                    Tok::VarOpen if depth == MAX_NESTING => {
                        return Err(PgnError {
                            line: token.line,
                            column: token.column,
                            kind: PgnErrorKind::TooDeep { limit: MAX_NESTING },
                        });
                    }
                    Tok::VarOpen => depth += 1,
                    Tok::VarClose => depth -= 1,
                    _ => {}
                },
            }
        }
        Ok(())
    }

    /// Sets the start position up from the FEN tag, if there is one.
    fn set_up(&mut self, fen_tag: Option<Token<'a>>) -> Result<ChessState, PgnError> {
        if let Some(Token {
            tok: Tok::Str(fen),
            line,
            column,
            ..
        }) = fen_tag
        {
            self.chess =
                ChessGame::from_fen(fen.trim(), EvalKind::Material).map_err(|error| PgnError {
                    line,
                    column,
                    kind: PgnErrorKind::BadFen(error),
                })?;
            self.game.start_fen = self.chess.root_fen();
        }
        let state = self.chess.root();
        self.state = Some(state);
        Ok(state)
    }

    /// Plays the move written `text` at `line`, `column`.
    fn play(
        &mut self,
        text: &str,
        line: usize,
        column: usize,
        fen_tag: Option<Token<'a>>,
    ) -> Result<(), PgnError> {
        let state = match self.state {
            Some(state) => state,
            None => self.set_up(fen_tag)?,
        };
        let at = |kind| PgnError { line, column, kind };
        if self.game.moves.len() == MAX_PLIES {
            return Err(at(PgnErrorKind::TooManyMoves { limit: MAX_PLIES }));
        }
        let token = text.to_owned();
        let code = ChessGame::read_move(&state, text).map_err(|miss| {
            at(match miss {
                MoveMiss::Unreadable => PgnErrorKind::NotAMove { token },
                MoveMiss::Illegal => PgnErrorKind::Illegal {
                    token,
                    side: ChessGame::side_to_move(&state).to_string(),
                    fen: ChessGame::fen(&state),
                },
                MoveMiss::Ambiguous(candidates) => PgnErrorKind::Ambiguous { token, candidates },
            })
        })?;
        let san = self.chess.move_label(&state, code);
        let Some(after) = self.chess.play(&state, code) else {
            return Err(at(PgnErrorKind::NotAMove {
                token: text.to_owned(),
            }));
        };
        self.game.moves.push(PgnMove {
            san,
            fen: ChessGame::fen(&after),
        });
        self.state = Some(after);
        Ok(())
    }
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

fn unexpected(found: &str) -> PgnErrorKind {
    PgnErrorKind::Unexpected {
        found: found.to_owned(),
    }
}
