//! `--lang CODE`: the language every message speaks, chosen on the command
//! line (it wins over the system's locale). It is read before the rest of
//! the command line, so that even a refused flag is refused in it.

use std::ffi::{OsStr, OsString};

use crate::cli::CliError;
use crate::i18n::{self, Lang};
use crate::quote::quoted;

/// The flag's name.
const FLAG: &str = "--lang";

/// The language a code names (`de`, any case), or why there is none: the
/// codes there are, one line.
///
/// # Errors
/// The message that names the code and every language there is.
pub fn parse_language(code: &str) -> Result<Lang, String> {
    Lang::parse(code).ok_or_else(|| {
        crate::tr!(
            "cli-unknown-language",
            code = quoted(code),
            languages = language_codes()
        )
    })
}

/// Every language's code, in alphabetical order: `de, en`.
fn language_codes() -> String {
    let mut codes: Vec<&str> = i18n::languages().map(Lang::code).collect();
    codes.sort_unstable();
    codes.join(", ")
}

/// The language `--lang CODE` (or `--lang=CODE`) asks for in a command
/// line (program name first), if it is given; options end at `--`.
///
/// # Errors
/// [`CliError::Usage`] for a code that names no language.
pub fn asked_language<T: AsRef<OsStr>>(args: &[T]) -> Result<Option<Lang>, CliError> {
    let mut words = args
        .iter()
        .skip(1)
        .map(|arg| arg.as_ref().to_string_lossy());
    while let Some(word) = words.next() {
        let code = if word == FLAG {
            words.next()
        } else if let Some(code) = word
            .strip_prefix(FLAG)
            .and_then(|rest| rest.strip_prefix('='))
        {
            Some(code.to_owned().into())
        } else if word == "--" {
            return Ok(None);
        } else {
            continue;
        };
        return match code {
            Some(code) => parse_language(&code).map(Some).map_err(CliError::Usage),
            // `--lang` without a code: clap says so.
            None => Ok(None),
        };
    }
    Ok(None)
}

/// The subcommands a leading `--lang` moves after.
const SUBCOMMANDS: [&str; 4] = ["analyze", "worksheet", "check", "help"];

/// The command line (program name first) with a `--lang CODE` (or
/// `--lang=CODE`) given before the subcommand moved after it:
/// `gametree --lang de analyze …` parses as `gametree analyze --lang de …`
/// (clap takes the window's flags before a subcommand for the window's).
#[must_use]
pub fn lang_after_subcommand(args: Vec<OsString>) -> Vec<OsString> {
    let mut leading = Vec::new();
    let mut at = 1;
    while let Some(word) = args.get(at) {
        if word == FLAG {
            leading.extend(args.get(at..at + 2).unwrap_or_default().iter().cloned());
            at += 2;
        } else if word.to_string_lossy().starts_with("--lang=") {
            leading.push(word.clone());
            at += 1;
        } else {
            break;
        }
    }
    let is_subcommand = args
        .get(at)
        .is_some_and(|word| SUBCOMMANDS.iter().any(|name| word == name));
    if leading.is_empty() || !is_subcommand {
        return args;
    }
    let mut moved = Vec::with_capacity(args.len());
    moved.extend(args.iter().take(1).cloned());
    moved.extend(args.get(at).cloned());
    moved.extend(leading);
    moved.extend(args.iter().skip(at + 1).cloned());
    moved
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_is_found_in_either_spelling_and_an_unknown_code_is_refused() {
        let german = Lang::parse("de");
        assert_eq!(
            asked_language(&["gametree", "analyze", "--lang", "de"]).ok(),
            Some(german)
        );
        assert_eq!(
            asked_language(&["gametree", "--lang=DE"]).ok(),
            Some(german)
        );
        assert_eq!(asked_language(&["gametree", "analyze"]).ok(), Some(None));
        assert_eq!(
            asked_language(&["gametree", "--", "--lang", "de"]).ok(),
            Some(None)
        );
        let refused = asked_language(&["gametree", "--lang", "xx"])
            .unwrap_err()
            .to_string();
        assert_eq!(refused, "unknown language \"xx\": the languages are de, en");
    }

    #[test]
    fn a_lang_before_the_subcommand_moves_after_it() {
        let words = |line: &str| -> Vec<OsString> { line.split(' ').map(OsString::from).collect() };
        assert_eq!(
            lang_after_subcommand(words("gametree --lang de analyze --depth 2")),
            words("gametree analyze --lang de --depth 2")
        );
        assert_eq!(
            lang_after_subcommand(words("gametree --lang=de worksheet --seed 1")),
            words("gametree worksheet --lang=de --seed 1")
        );
        // The window's flags, and a subcommand without one, stay as they are.
        for line in [
            "gametree --lang de --lecture",
            "gametree --lang de",
            "gametree analyze --lang de",
            "gametree --lecture --lang de analyze",
        ] {
            assert_eq!(lang_after_subcommand(words(line)), words(line), "{line}");
        }
    }
}
