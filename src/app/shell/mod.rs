//! The shell: what frames every other room. The toolbar with the timeline
//! and the status line, the side panels' frame, the keys, the help window,
//! lecture mode's styles and fonts, the keyboard focus kept, the settings kept between runs, the top
//! bar and the frame-time log and the frame inventory.

pub(super) mod focus;
pub(super) mod fonts;
pub(super) mod frame_dump;
pub(super) mod frame_log;
pub(super) mod help;
pub(super) mod keys;
pub(super) mod lecture;
pub(super) mod panels;
pub(super) mod settings;
pub(super) mod toolbar;
pub(super) mod top_bar;

/// The shell's state in [`App`](super::App).
pub(super) struct Shell {
    /// Whether the help window is open.
    pub(super) help_open: bool,
    /// Gives a lost keyboard focus back.
    pub(super) focus: focus::FocusKeeper,
    /// Frame times on stderr, when `GAMETREE_FRAME_LOG` asks for them.
    pub(super) frame_log: frame_log::FrameLog,
}
