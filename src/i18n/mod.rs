//! Every text a person reads, from message catalogs (Project Fluent): the
//! language, its catalog and [`tr!`](crate::tr), which looks a message up
//! and fills its placeholders.
//!
//! Each directory under `assets/i18n/` is a language (its name is the
//! code, `en` or `de`), and every `.ftl` file in it is part of that
//! language's catalog; `build.rs` finds them, so a new language is a new
//! directory. A message is a whole sentence with placeholders and plural
//! rules, never glued from fragments:
//!
//! ```
//! use gametree::i18n::{self, Lang};
//! use gametree::tr;
//!
//! assert_eq!(tr!("language-name"), "English");
//! let german = Lang::parse("de").unwrap();
//! let _german = i18n::use_on_this_thread(german);
//! assert_eq!(tr!("language-name"), "Deutsch");
//! ```
//!
//! The language is chosen per thread and per process: the binary sets the
//! process's from `--lang` or the system locale
//! ([`set_process_language`], [`system_language`]); the window and a test
//! set their own thread's ([`use_on_this_thread`]), and a worker thread
//! takes its spawner's ([`current`]) with it. Numbers and the notation are
//! the same in every language: callers pass values already written (`3`,
//! `−∞`, `Nf3`) and counts as numbers, for the plural rules.

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

#[cfg(test)]
mod tests;
mod text;

pub use text::Text;

/// Every catalog: a language's code and its files' names and texts,
/// English first (found by `build.rs`).
pub(crate) const CATALOGS: &[(&str, &[(&str, &str)])] =
    include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// A language the program speaks: one of the catalogs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Lang(usize);

impl Lang {
    /// English, the language of the interfaces and the fallback for a
    /// message a catalog lacks.
    pub const ENGLISH: Lang = Lang(0);

    /// The language whose code is `code` (`"de"`, any case), if there is a
    /// catalog for it.
    #[must_use]
    pub fn parse(code: &str) -> Option<Lang> {
        CATALOGS
            .iter()
            .position(|(known, _)| known.eq_ignore_ascii_case(code.trim()))
            .map(Lang)
    }

    /// The language a POSIX locale names (`de_DE.UTF-8`, `de`, `en_GB`),
    /// if there is a catalog for it; `C` and `POSIX` name none.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default();
        if language.is_empty() || language == "C" || language == "POSIX" {
            return None;
        }
        Lang::parse(language)
    }

    /// The language's code, as its catalog directory is named (`de`).
    #[must_use]
    pub fn code(self) -> &'static str {
        CATALOGS.get(self.0).map_or("en", |(code, _)| code)
    }

    /// The language's own name for itself (`Deutsch`), for the Language
    /// menu.
    #[must_use]
    pub fn name(self) -> String {
        let _speaking = use_on_this_thread(self);
        crate::tr!("language-name")
    }
}

/// Every language there is a catalog for, English first.
pub fn languages() -> impl Iterator<Item = Lang> {
    (0..CATALOGS.len()).map(Lang)
}

/// The process's language, for every thread that has not chosen its own.
static PROCESS_LANGUAGE: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// This thread's own choice, if it made one.
    static THREAD_LANGUAGE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the language of every thread that has not chosen its own; the
/// binary calls it once, at its start.
pub fn set_process_language(lang: Lang) {
    PROCESS_LANGUAGE.store(lang.0, Ordering::Relaxed);
}

/// The language this thread speaks: its own choice, else the process's.
#[must_use]
pub fn current() -> Lang {
    THREAD_LANGUAGE
        .with(Cell::get)
        .unwrap_or_else(|| Lang(PROCESS_LANGUAGE.load(Ordering::Relaxed)))
}

/// Makes this thread speak `lang` until the returned guard is dropped
/// (then it speaks what it spoke before).
#[must_use = "the language holds only while the guard lives"]
pub fn use_on_this_thread(lang: Lang) -> Speaking {
    let before = THREAD_LANGUAGE.with(|chosen| chosen.replace(Some(lang)));
    Speaking { before }
}

/// Holds a thread's language (from [`use_on_this_thread`]) while it lives.
#[derive(Debug)]
pub struct Speaking {
    before: Option<Lang>,
}

impl Drop for Speaking {
    fn drop(&mut self) {
        THREAD_LANGUAGE.with(|chosen| chosen.set(self.before));
    }
}

/// The language the system's locale asks for (`LC_ALL`, else
/// `LC_MESSAGES`, else `LANG`, as POSIX orders them), if there is a
/// catalog for it.
#[must_use]
pub fn system_language() -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .and_then(|locale| Lang::from_locale(&locale))
}

/// A value for a placeholder: a text (written as given) or a number (which
/// also picks the plural form: `{ $count -> [one] … *[other] … }`).
#[derive(Debug)]
pub struct Arg(FluentValue<'static>);

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg(FluentValue::String(Cow::Owned(text.to_owned())))
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg(FluentValue::String(Cow::Owned(text)))
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg::from(text.as_str())
    }
}

impl From<char> for Arg {
    fn from(letter: char) -> Self {
        Arg::from(letter.to_string())
    }
}

/// Counts become Fluent numbers.
macro_rules! numbers {
    ($($number:ty),*) => {$(
        impl From<$number> for Arg {
            fn from(number: $number) -> Self {
                Arg(FluentValue::from(number))
            }
        }
    )*};
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// The placeholders' values of one message.
#[derive(Debug, Default)]
pub struct Args(FluentArgs<'static>);

impl Args {
    /// No values yet.
    #[must_use]
    pub fn new() -> Self {
        Args(FluentArgs::new())
    }

    /// Sets placeholder `$name` to `value`.
    pub fn set(&mut self, name: &'static str, value: impl Into<Arg>) {
        self.0.set(name, value.into().0);
    }
}

/// One language's messages, ready to format.
type Bundle = FluentBundle<FluentResource>;

/// Every language's bundle, built at the first message.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        CATALOGS
            .iter()
            .map(|(code, files)| bundle(code, files))
            .collect()
    })
}

/// The bundle of one catalog. A message that does not parse is left out
/// (and [`tr!`](crate::tr) falls back to English); the catalog test makes
/// sure there is none.
fn bundle(code: &str, files: &[(&str, &str)]) -> Bundle {
    let language: LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![language]);
    // No Unicode isolation marks around placeholders: the notation is
    // left to right, and the fonts would draw the marks as boxes.
    bundle.set_use_isolating(false);
    for (_, text) in files {
        let resource = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(kept, _)| kept);
        // A second message of the same id keeps the first; the test
        // forbids it.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Message `id` in the current language, with `args` in its placeholders;
/// English when the catalog lacks it, and the id itself when English does
/// too (the catalog test keeps both from happening). Called by
/// [`tr!`](crate::tr).
#[must_use]
pub fn message(id: &str, args: Option<&Args>) -> String {
    let bundles = bundles();
    let lang = current();
    [lang.0, Lang::ENGLISH.0]
        .iter()
        .filter_map(|index| bundles.get(*index))
        .find_map(|bundle| {
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            Some(
                bundle
                    .format_pattern(pattern, args.map(|args| &args.0), &mut errors)
                    .into_owned(),
            )
        })
        .unwrap_or_else(|| id.to_owned())
}

/// A message from the catalogs, in the current language: the id, then
/// each placeholder's value by name (`step = 3, count = 12`).
///
/// The id is always a literal, so that the catalog test can find every id
/// the code uses; a value is anything [`Arg`](crate::i18n::Arg) converts
/// from (texts, and counts as numbers).
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::i18n::message($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $(args.set(stringify!($name), $value);)+
        $crate::i18n::message($id, Some(&args))
    }};
}
