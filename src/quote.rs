//! One home for quoting user input inside a message: at most
//! [`QUOTE_LIMIT`] characters, every control character, newline, NUL and
//! escape sequence written as a visible escape (`\n`, `\0`, `\u{1b}`), so an
//! `error:` line stays one short line whatever was typed, pasted or loaded.

use std::fmt::Write as _;

/// The most characters of the input a message quotes.
pub const QUOTE_LIMIT: usize = 60;

/// `text` between double quotes, escaped, cut after [`QUOTE_LIMIT`]
/// characters with `…` and the full length: `"rnbq…" (100000 characters)`.
///
/// ```
/// use gametree::quote::quoted;
///
/// assert_eq!(quoted("e3x"), "\"e3x\"");
/// assert_eq!(quoted("a\nb\u{1b}[31m"), "\"a\\nb\\u{1b}[31m\"");
/// assert!(quoted(&"8".repeat(1000)).ends_with("…\" (1000 characters)"));
/// ```
#[must_use]
pub fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    let mut count = 0_usize;
    for c in text.chars() {
        if count < QUOTE_LIMIT {
            push_escaped(&mut out, c);
        }
        count += 1;
    }
    if count > QUOTE_LIMIT {
        let _ = write!(
            out,
            "…\" {}",
            crate::tr!("errs-quote-length", count = count)
        );
    } else {
        out.push('"');
    }
    out
}

/// One character between single quotes, escaped: `'x'`, `'\n'`, `'\u{1b}'`.
#[must_use]
pub fn quoted_char(c: char) -> String {
    let mut out = String::from("'");
    push_escaped(&mut out, c);
    out.push('\'');
    out
}

/// A line of text made safe for a terminal: escaped as [`quoted`] escapes,
/// without quotes, cut after `limit` characters with `…`.
#[must_use]
pub fn one_line(text: &str, limit: usize) -> String {
    let mut out = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == limit {
            out.push('…');
            break;
        }
        push_escaped(&mut out, c);
    }
    out
}

/// Writes `c` visibly: control characters (and Unicode's invisible ones) as
/// Rust escapes; quotes and backslashes as themselves.
fn push_escaped(out: &mut String, c: char) {
    if matches!(c, '"' | '\'' | '\\') {
        out.push(c);
    } else {
        out.extend(c.escape_debug());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_as_is() {
        assert_eq!(quoted("KQkq"), "\"KQkq\"");
        assert_eq!(quoted(""), "\"\"");
        assert_eq!(quoted("≤é"), "\"≤é\"");
        assert_eq!(quoted_char('x'), "'x'");
    }

    #[test]
    fn control_characters_become_visible_escapes() {
        let q = quoted("a\nerror: forged\0\u{1b}[2J\r\t");
        assert_eq!(q, "\"a\\nerror: forged\\0\\u{1b}[2J\\r\\t\"");
        assert!(!q.chars().any(char::is_control), "{q}");
        assert_eq!(quoted_char('\u{7}'), "'\\u{7}'");
    }

    #[test]
    fn long_text_is_cut_at_the_limit() {
        let long = "p".repeat(100_000);
        let q = quoted(&long);
        assert_eq!(q.chars().filter(|&c| c == 'p').count(), QUOTE_LIMIT);
        assert!(q.ends_with("…\" (100000 characters)"), "{q}");
        // Exactly at the limit nothing is cut.
        let exact = "n".repeat(QUOTE_LIMIT);
        assert_eq!(quoted(&exact), format!("\"{exact}\""));
    }

    #[test]
    fn a_cut_text_gives_its_length_in_the_readers_language() {
        let _speaking = crate::i18n::use_on_this_thread(crate::i18n::Lang::parse("de").unwrap());
        let q = quoted(&"p".repeat(300));
        assert!(q.ends_with("…\" (300 Zeichen)"), "{q}");
    }

    #[test]
    fn one_line_escapes_and_cuts() {
        assert_eq!(one_line("ab\ncd", 10), "ab\\ncd");
        assert_eq!(one_line("abcdef", 3), "abc…");
    }
}
