//! The PGN lexer: splits a game's text into tokens that know their line and
//! column, and drops what carries no moves: `{…}` comments, `;` comments to
//! the end of the line, and `%` escape lines.

use super::error::{PgnError, PgnErrorKind};

/// What a token is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Tok<'a> {
    /// `[`
    TagOpen,
    /// `]`
    TagClose,
    /// `(`
    VarOpen,
    /// `)`
    VarClose,
    /// A `"…"` string, unescaped.
    Str(String),
    /// A numeric annotation glyph, `$1`.
    Nag,
    /// Anything else up to whitespace or a delimiter: a move, a move
    /// number, a result, a tag name.
    Word(&'a str),
}

/// A token and where it starts (1-based line and column).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Token<'a> {
    /// The token.
    pub tok: Tok<'a>,
    /// Its line.
    pub line: usize,
    /// Its column, in characters.
    pub column: usize,
    /// Its byte offset in the text.
    pub start: usize,
}

/// Tokens of a PGN text, in order; stops after the first error.
pub struct Lexer<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    pos: usize,
    line: usize,
    column: usize,
    failed: bool,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        Self {
            text,
            pos: 0,
            line: 1,
            column: 1,
            failed: false,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&mut self, line: usize, column: usize, kind: PgnErrorKind) -> PgnError {
        self.failed = true;
        PgnError { line, column, kind }
    }

    /// Skips to the end of the line (the newline stays).
    fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
    }

    fn next_token(&mut self) -> Option<Result<Token<'a>, PgnError>> {
        loop {
            let (line, column, start) = (self.line, self.column, self.pos);
            let c = self.peek()?;
            let token = |tok| {
                Some(Ok(Token {
                    tok,
                    line,
                    column,
                    start,
                }))
            };
            match c {
                c if c.is_whitespace() => {
                    self.bump();
                }
                '%' if column == 1 => self.skip_line(),
                ';' => self.skip_line(),
                '{' => {
                    self.bump();
                    loop {
                        match self.bump() {
                            Some('}') => break,
                            Some(_) => {}
                            None => {
                                return Some(Err(self.error(
                                    line,
                                    column,
                                    PgnErrorKind::UnclosedComment,
                                )));
                            }
                        }
                    }
                }
                '}' => {
                    self.bump();
                    return Some(Err(self.error(
                        line,
                        column,
                        PgnErrorKind::Unexpected {
                            found: "}".to_owned(),
                        },
                    )));
                }
                '[' | ']' | '(' | ')' => {
                    self.bump();
                    return token(match c {
                        '[' => Tok::TagOpen,
                        ']' => Tok::TagClose,
                        '(' => Tok::VarOpen,
                        _ => Tok::VarClose,
                    });
                }
                '"' => {
                    self.bump();
                    let mut value = String::new();
                    loop {
                        match self.bump() {
                            Some('"') => return token(Tok::Str(value)),
                            Some('\\') if matches!(self.peek(), Some('"' | '\\')) => {
                                value.extend(self.bump());
                            }
                            Some('\n') | None => {
                                return Some(Err(self.error(
                                    line,
                                    column,
                                    PgnErrorKind::UnclosedString,
                                )));
                            }
                            Some(other) => value.push(other),
                        }
                    }
                }
                '$' => {
                    self.bump();
                    let mut digits = 0;
                    while self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        self.bump();
                        digits += 1;
                    }
                    if digits == 0 {
                        let found = self.text[self.pos - 1..].chars().take(8).collect();
                        return Some(Err(self.error(
                            line,
                            column,
                            PgnErrorKind::Unexpected { found },
                        )));
                    }
                    return token(Tok::Nag);
                }
                _ => {
                    // `c` itself starts the word: every delimiter has its arm above.
                    self.bump();
                    while self.peek().is_some_and(|d| !ends_word(d)) {
                        self.bump();
                    }
                    return token(Tok::Word(&self.text[start..self.pos]));
                }
            }
        }
    }
}

/// Whether `c` ends a word: whitespace or a delimiter.
fn ends_word(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '"' | '$')
}

impl<'a> Iterator for Lexer<'a> {
    type Item = Result<Token<'a>, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        self.next_token()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<Tok<'_>> {
        Lexer::new(text).map(|t| t.unwrap().tok).collect()
    }

    #[test]
    fn comments_and_escapes_are_dropped() {
        assert_eq!(
            toks("[Event \"a \\\"b\\\"\"]\n% escape\n1. e4 {hi (} ; rest\n$1 (e5)"),
            vec![
                Tok::TagOpen,
                Tok::Word("Event"),
                Tok::Str("a \"b\"".to_owned()),
                Tok::TagClose,
                Tok::Word("1."),
                Tok::Word("e4"),
                Tok::Nag,
                Tok::VarOpen,
                Tok::Word("e5"),
                Tok::VarClose,
            ]
        );
    }

    #[test]
    fn positions_are_one_based_characters() {
        let tokens: Vec<_> = Lexer::new("é e4\n  Nf3").map(Result::unwrap).collect();
        assert_eq!((tokens[1].line, tokens[1].column), (1, 3));
        assert_eq!((tokens[2].line, tokens[2].column), (2, 3));
    }

    #[test]
    fn a_stray_brace_is_an_error_not_a_loop() {
        let error = Lexer::new("e4 }").last().unwrap().unwrap_err();
        assert_eq!((error.line, error.column), (1, 4));
    }

    #[test]
    fn an_unclosed_comment_is_reported_where_it_opens() {
        let errors: Vec<_> = Lexer::new("1. e4\n e5 {never").collect();
        let error = errors.last().unwrap().clone().unwrap_err();
        assert_eq!((error.line, error.column), (2, 5));
        assert_eq!(error.kind, PgnErrorKind::UnclosedComment);
    }
}
