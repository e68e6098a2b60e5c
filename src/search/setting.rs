//! A setting given as text that gametree does not understand, for every
//! setting read from text (algorithm, ordering, fail mode, cutoff).

/// A setting given as text that gametree does not understand.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{}", crate::tr!("error-unknown-setting", setting = .setting.to_string(), q_text = crate::quote::quoted(.text), expected = *.expected))]
pub struct UnknownSetting {
    /// Which setting, e.g. the ordering.
    pub setting: Setting,
    /// The text given.
    pub text: String,
    /// The accepted values.
    pub expected: &'static str,
}

/// A setting read from text, named in the current language.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Setting {
    /// The algorithm (`--algo`).
    #[error("{}", crate::tr!("errs-setting-algorithm"))]
    Algorithm,
    /// The move ordering (`--order`).
    #[error("{}", crate::tr!("errs-setting-ordering"))]
    Ordering,
    /// Fail-hard or fail-soft (`--fail`).
    #[error("{}", crate::tr!("errs-setting-fail-mode"))]
    FailMode,
    /// The cutoff rule (`--cutoff`).
    #[error("{}", crate::tr!("errs-setting-cutoff"))]
    Cutoff,
    /// The chess evaluation (`--eval`).
    #[error("{}", crate::tr!("errs-setting-evaluation"))]
    Evaluation,
}
