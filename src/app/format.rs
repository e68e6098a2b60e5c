//! How the explorer writes counts and node names as text; scores, bounds and
//! windows come from [`crate::notation`].

use petgraph::graph::NodeIndex;

use crate::input::AnyGame;
use crate::search::MoveOrdering;
use crate::session::Session;

/// Scores are written by the one notation of the whole program; re-exported
/// here so that every panel finds it next to [`count`].
pub use crate::notation::score;

/// A count with thousands separators as the reader's language writes
/// them: `12,345` in English, `12.345` in German.
#[must_use]
pub fn count(value: u64) -> String {
    let separator = crate::tr!("window-thousands-separator");
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(digit);
    }
    out
}

/// A move ordering in a few words, for the compare panel and the depth
/// chart (in English the CLI's `--order` name, `random:1`).
#[must_use]
pub fn ordering_word(ordering: MoveOrdering) -> String {
    match ordering {
        MoveOrdering::Natural => crate::tr!("window-ordering-word-natural"),
        MoveOrdering::Captures => crate::tr!("window-ordering-word-captures"),
        MoveOrdering::Seed => crate::tr!("window-ordering-word-seed"),
        MoveOrdering::Killers => crate::tr!("window-ordering-word-killers"),
        MoveOrdering::History => crate::tr!("window-ordering-word-history"),
        MoveOrdering::Best => crate::tr!("window-ordering-word-best"),
        MoveOrdering::Worst => crate::tr!("window-ordering-word-worst"),
        MoveOrdering::Random(seed) => crate::tr!("window-ordering-word-random", seed = seed),
    }
}

/// The name of a node for sentences: its move (SAN or child number), or "the root".
#[must_use]
pub fn node_name(session: &Session<AnyGame>, node: NodeIndex) -> String {
    session
        .move_label(node)
        .unwrap_or_else(|| crate::tr!("window-the-root"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_get_separators() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1_000), "1,000");
        assert_eq!(count(5_072_213), "5,072,213");
    }

    #[test]
    fn german_counts_group_thousands_with_a_dot() {
        let _german = crate::i18n::use_on_this_thread(crate::i18n::Lang::parse("de").unwrap());
        assert_eq!(count(999), "999");
        assert_eq!(count(18_124), "18.124");
        assert_eq!(count(5_072_213), "5.072.213");
    }

    #[test]
    fn an_ordering_is_named_as_the_cli_names_it_in_english_and_in_german_words() {
        for ordering in MoveOrdering::MENU {
            assert_eq!(ordering_word(ordering), ordering.to_string());
        }
        let _speaking = crate::i18n::use_on_this_thread(crate::i18n::Lang::parse("de").unwrap());
        assert_eq!(ordering_word(MoveOrdering::Best), "beste zuerst");
        assert_eq!(ordering_word(MoveOrdering::Random(7)), "zufällig:7");
    }
}
