//! [`register_games!`]: turns the registration list in `src/input.rs`, the
//! type of the evaluation choice (`eval: EvalKind;`) and then one line per
//! game (`Variant(GameType)`), into everything that lists the
//! games: the [`crate::input::AnyGame`], [`crate::input::AnyState`],
//! [`crate::input::GameKind`] and [`crate::input::TextError`] enums,
//! `GameKind::ALL` and `GameKind::info`, `AnyGame::from_position`, `kind`
//! and `position_text` (through each game's [`crate::game::Registered`], whose
//! [`crate::game::Registered::Eval`] is made from the choice with `Into`), and
//! the two delegation macros `each_game!` and `with_state!` that
//! `AnyGame`'s [`crate::game::Game`] implementation is written with.

/// Generates the games' enums and match arms from the registration list;
/// invoked once, in `src/input.rs`. The first game is
/// `GameKind::default()`.
macro_rules! register_games {
    (eval: $eval:ty; $($variant:ident($game:ty)),+ $(,)?) => {
        $crate::games::register_games!(@with_dollar ($) $eval; $($variant($game)),+);
    };
    (@with_dollar ($d:tt) $eval:ty; $($variant:ident($game:ty)),+) => {
        /// What the user asked to search: one variant per registered game.
        #[derive(Clone, Debug)]
        pub enum AnyGame {
            $(
                #[doc = concat!("A search on a [`", stringify!($game), "`].")]
                $variant($game),
            )+
        }

        /// A position of an [`AnyGame`].
        #[derive(Clone, Debug)]
        pub enum AnyState {
            $(
                #[doc = concat!("A position of a [`", stringify!($game), "`].")]
                $variant(<$game as $crate::game::Game>::State),
            )+
        }

        /// Which game is searched: the name the command line (`--game`)
        /// and session files use for it ([`Self::name`]).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum GameKind {
            $(
                #[doc = concat!("The game of [`", stringify!($game), "`] (its `INFO` says how it presents itself).")]
                $variant,
            )+
        }

        /// A position text that its game refused, with the game's own
        /// error, whose message names the rule broken.
        #[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
        pub enum TextError {
            $(
                #[doc = concat!("Refused by [`", stringify!($game), "`].")]
                #[error("{0}")]
                $variant(<$game as $crate::game::Registered>::Error),
            )+
        }

        impl Default for GameKind {
            /// The first registered game (chess).
            fn default() -> Self {
                Self::ALL[0]
            }
        }

        impl GameKind {
            /// Every game, in the order menus list them (the registration's).
            pub const ALL: [Self; [$(stringify!($variant)),+].len()] = [$(Self::$variant),+];

            /// How the game presents itself: its [`crate::game::Registered::INFO`].
            #[must_use]
            pub fn info(self) -> &'static $crate::game::GameInfo {
                match self {
                    $(Self::$variant => &<$game as $crate::game::Registered>::INFO,)+
                }
            }
        }

        impl AnyGame {
            /// A position of the game `kind` from its text (its
            /// [`crate::game::Registered::from_text`]): a FEN (evaluated
            /// with `eval`), a PGN or move list (whose last position is
            /// taken), a nested list, 9 characters `x`, `o`, `.` row by
            /// row from the top, or the Connect Four columns played (`4453`).
            ///
            /// # Errors
            /// [`InputError::Text`] with the game's own error, naming the
            /// rule broken.
            pub fn from_position(
                kind: GameKind,
                text: &str,
                eval: $eval,
            ) -> Result<Self, InputError> {
                match kind {
                    $(GameKind::$variant => {
                        <$game as $crate::game::Registered>::from_text(text, eval.into())
                            .map(Self::$variant)
                            .map_err(|error| TextError::$variant(error).into())
                    })+
                }
            }

            /// Which game this is.
            #[must_use]
            pub fn kind(&self) -> GameKind {
                match self {
                    $(Self::$variant(_) => GameKind::$variant,)+
                }
            }

            /// The position as the user gives it ([`Self::from_position`]
            /// reads it back): the root FEN, the nested list, the 9
            /// characters, the columns.
            #[must_use]
            pub fn position_text(&self) -> String {
                match self {
                    $(Self::$variant(game) => {
                        <$game as $crate::game::Registered>::position_text(game)
                    })+
                }
            }
        }

        /// Calls `$body` with `$game` bound to the game inside `$any`,
        /// whichever it is (and `$wrap` to the `AnyState` variant of its
        /// positions, if named).
        macro_rules! each_game {
            ($d any:expr, $d game:ident => $d body:expr) => {
                match $d any {
                    $(AnyGame::$variant($d game) => $d body,)+
                }
            };
            ($d any:expr, $d game:ident, $d wrap:ident => $d body:expr) => {
                match $d any {
                    $(AnyGame::$variant($d game) => {
                        let $d wrap = AnyState::$variant;
                        $d body
                    })+
                }
            };
        }

        /// Calls `$body` with `$game` and `$state` bound to a game and its
        /// own kind of position (and `$wrap` to the `AnyState` variant of
        /// its positions, if named); `$other` when the position belongs to
        /// another game.
        macro_rules! with_state {
            ($d any:expr, $d any_state:expr, $d game:ident, $d state:ident => $d body:expr, $d other:expr) => {
                match ($d any, $d any_state) {
                    $((AnyGame::$variant($d game), AnyState::$variant($d state)) => $d body,)+
                    _ => $d other,
                }
            };
            ($d any:expr, $d any_state:expr, $d game:ident, $d state:ident, $d wrap:ident => $d body:expr, $d other:expr) => {
                match ($d any, $d any_state) {
                    $((AnyGame::$variant($d game), AnyState::$variant($d state)) => {
                        let $d wrap = AnyState::$variant;
                        $d body
                    })+
                    _ => $d other,
                }
            };
        }
    };
}

pub(crate) use register_games;
