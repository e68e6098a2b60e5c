//! clap's refusals in the reader's words, as one line: an unknown
//! argument, a value refused (a number that does not parse or is out of
//! range, a choice that is not one), a missing value, a missing argument.
//! Other refusals keep the first line of clap's own (English) message.

use std::error::Error as _;
use std::num::{IntErrorKind, ParseIntError};

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::quote::quoted;

/// The most characters of a clap message kept: the option's name and a
/// short stretch of the value it quotes.
const CLAP_LINE_LIMIT: usize = 120;

/// The most characters of a refusal that quotes the value short
/// ([`quoted`]) and then gives the option's reason or choices in full:
/// the limit only guards against a reason that would echo more of it.
pub(crate) const QUOTED_LINE_LIMIT: usize = 3 * CLAP_LINE_LIMIT;

/// What `error` says, as one line in the reader's language, without clap's
/// `error: ` prefix.
pub(crate) fn refusal(error: &clap::Error) -> String {
    let said = match error.kind() {
        ErrorKind::ValueValidation => return invalid_value(error),
        ErrorKind::UnknownArgument => context(error, ContextKind::InvalidArg)
            .map(|argument| crate::tr!("help-refusal-unknown-argument", argument = argument)),
        ErrorKind::InvalidValue => return invalid_choice(error),
        ErrorKind::MissingRequiredArgument => match error.get(ContextKind::InvalidArg) {
            Some(ContextValue::Strings(arguments)) => Some(crate::tr!(
                "help-refusal-missing-arguments",
                arguments = arguments.join(" ")
            )),
            _ => None,
        },
        _ => None,
    };
    match said {
        Some(line) => crate::quote::one_line(&line, CLAP_LINE_LIMIT),
        None => first_line(&error.to_string()),
    }
}

/// The text clap keeps under `kind` for `error`.
fn context(error: &clap::Error, kind: ContextKind) -> Option<&str> {
    match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.as_str()),
        _ => None,
    }
}

/// A value that is not one of an option's choices, quoted short, or an
/// option without its value, and the choices if it has any (in full: a
/// long value once pushed them off the line).
fn invalid_choice(error: &clap::Error) -> String {
    let (Some(option), Some(value)) = (
        context(error, ContextKind::InvalidArg),
        context(error, ContextKind::InvalidValue),
    ) else {
        return first_line(&error.to_string());
    };
    let line = if value.is_empty() {
        crate::tr!("help-refusal-missing-value", option = option)
    } else {
        crate::tr!(
            "help-refusal-invalid-choice",
            value = quoted(value),
            option = option
        )
    };
    let line = match error.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(values)) if !values.is_empty() => format!(
            "{line} {}",
            crate::tr!("help-possible-values", values = values.join(", "))
        ),
        _ => line,
    };
    crate::quote::one_line(&line, QUOTED_LINE_LIMIT)
}

/// The first paragraph of a clap message as one line, without its
/// `error: ` prefix: a list after a first line ending in `:` ("not
/// provided:" and the flag) follows on the same line, and a newline inside
/// a quoted value is escaped (clap ends the paragraph with a blank line),
/// so it cannot start a line of its own.
fn first_line(message: &str) -> String {
    let paragraph = message
        .split("\n\n")
        .map(str::trim)
        .find(|paragraph| !paragraph.is_empty())
        .unwrap_or("invalid command line");
    let paragraph = paragraph.strip_prefix("error: ").unwrap_or(paragraph);
    let joined = match paragraph.split_once('\n') {
        Some((first, rest)) if first.ends_with(':') => format!("{first} {}", rest.trim()),
        _ => paragraph.to_owned(),
    };
    // clap indents what it adds on a line of its own (`  [possible
    // values: max, min]`): it belongs on the line.
    let joined = joined.replace("\n  ", " ");
    crate::quote::one_line(&joined, CLAP_LINE_LIMIT)
}

/// A value an option refused, as one line: the option, the value quoted
/// short ([`quoted`]) unless the option's own reason quotes it already, and
/// that reason in full (the choices an option takes, say). clap's own
/// message quotes the raw value, then the reason quotes it again, and the
/// whole was cut at [`CLAP_LINE_LIMIT`], choices and all.
fn invalid_value(error: &clap::Error) -> String {
    let (Some(option), Some(value), Some(reason)) = (
        context(error, ContextKind::InvalidArg),
        context(error, ContextKind::InvalidValue),
        error.source(),
    ) else {
        return first_line(&error.to_string());
    };
    let reason = match reason.downcast_ref::<ParseIntError>() {
        Some(parse) => not_a_number(parse),
        None => out_of_range(&reason.to_string()).unwrap_or_else(|| reason.to_string()),
    };
    let value = quoted(value);
    let line = if reason.contains(&value) {
        crate::tr!("cli-error-invalid-value", option = option, reason = reason)
    } else {
        crate::tr!(
            "cli-error-invalid-value-quoted",
            value = value,
            option = option,
            reason = reason
        )
    };
    crate::quote::one_line(&line, QUOTED_LINE_LIMIT)
}

/// Why a number does not parse, as the standard library says it.
fn not_a_number(error: &ParseIntError) -> String {
    match error.kind() {
        IntErrorKind::Empty => crate::tr!("help-refusal-number-empty"),
        IntErrorKind::InvalidDigit => crate::tr!("help-refusal-number-invalid-digit"),
        IntErrorKind::PosOverflow => crate::tr!("help-refusal-number-too-large"),
        IntErrorKind::NegOverflow => crate::tr!("help-refusal-number-too-small"),
        IntErrorKind::Zero => crate::tr!("help-refusal-number-zero"),
        _ => error.to_string(),
    }
}

/// clap's "0 is not in 1..=64" in the reader's words, if `reason` is that.
fn out_of_range(reason: &str) -> Option<String> {
    let (number, range) = reason.split_once(" is not in ")?;
    number.parse::<i128>().ok()?;
    Some(crate::tr!(
        "help-refusal-out-of-range",
        number = number,
        range = range
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_and_a_number_are_said_in_the_readers_words() {
        let german = crate::i18n::Lang::parse("de");
        let _german = crate::i18n::use_on_this_thread(german.unwrap_or(crate::i18n::Lang::ENGLISH));
        assert_eq!(
            out_of_range("0 is not in 1..=64").as_deref(),
            Some("0 liegt nicht in 1..=64")
        );
        assert_eq!(out_of_range("use a4 or letter"), None);
        let error = "x".parse::<u8>().unwrap_err();
        assert_eq!(not_a_number(&error), "ungültige Ziffer in der Zahl");
    }
}
