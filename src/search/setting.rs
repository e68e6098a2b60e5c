//! A setting given as text that gametree does not understand, for every
//! setting read from text (algorithm, ordering, fail mode, cutoff).

/// A setting given as text that gametree does not understand.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::tr!("error-unknown-setting", setting = *.setting, q_text = crate::quote::quoted(.text), expected = *.expected))]
pub struct UnknownSetting {
    /// Which setting, e.g. `ordering`.
    pub setting: &'static str,
    /// The text given.
    pub text: String,
    /// The accepted values.
    pub expected: &'static str,
}
