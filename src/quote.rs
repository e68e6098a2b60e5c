//! One home for quoting what a user typed, pasted or loaded inside an error
//! message: in double quotes, escaped (control characters, quotes and
//! backslashes as Rust writes them, so one message stays one line), and cut
//! to [`QUOTE_CHARS`] characters with an ellipsis.

/// At most this many characters of the input are quoted.
pub const QUOTE_CHARS: usize = 60;

/// `text` in double quotes, escaped and cut short: `"ab\ncd"`, `"aaaa…"`.
#[must_use]
pub fn quote(text: &str) -> String {
    format!("\"{}\"", escape_short(text))
}

/// `text` escaped and cut to [`QUOTE_CHARS`] characters (with `…` if cut),
/// without the surrounding quotes: for a message that adds its own.
#[must_use]
pub fn escape_short(text: &str) -> String {
    escape_clip(text, QUOTE_CHARS)
}

/// A message from elsewhere (a JSON parser, a FEN check) that may carry
/// input inside it, made one line: control characters escaped, cut to `max`
/// characters (with `…` if cut); quotes are left as they are.
#[must_use]
pub fn one_line(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (index, c) in text.chars().enumerate() {
        if index == max {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

/// `text` escaped (quotes and backslashes too) and cut to `max` characters
/// (with `…` if cut).
#[must_use]
fn escape_clip(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (index, c) in text.chars().enumerate() {
        if index == max {
            out.push('…');
            break;
        }
        out.extend(c.escape_debug());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_and_long_input_is_cut() {
        assert_eq!(quote("a\"b\nc\u{7}"), r#""a\"b\nc\u{7}""#);
        let long = "x".repeat(500);
        let quoted = quote(&long);
        assert_eq!(quoted.chars().count(), QUOTE_CHARS + 3);
        assert!(quoted.ends_with("…\""), "{quoted}");
        assert_eq!(quote("é♞"), "\"é♞\"");
        assert_eq!(one_line("a \"b\"\nc", 60), "a \"b\"\\nc");
        assert_eq!(one_line("abcdef", 3), "abc…");
    }
}
