//! The keyboard focus is not lost to the window: when Esc closes a menu, a
//! combo box's list or the help window, or the focused widget disappears
//! (the quiz's field giving way to its verdict), it goes back to the widget
//! that last had it and is still on screen. A screen-reader user would
//! otherwise start again from the first Tab stop.
//!
//! Three losses are meant and kept: a click elsewhere (the pointer chose),
//! Esc with nothing to close, and Enter in a one-line field that stays on
//! screen (it wrote the field): both leave a control so that the stepping
//! keys act again.

use egui::{Context, Id, Key};

/// How many widgets that had the focus are remembered, most recent last.
const REMEMBERED: usize = 16;

/// How many frames running the focus is given back before the keeper
/// gives up.
const GIVE_BACK_FRAMES: u8 = 3;

/// What the keeper remembers between frames.
#[derive(Default)]
pub(in crate::app) struct FocusKeeper {
    /// Widgets that had the focus, oldest first, each once; none inside a
    /// menu or a combo box's list (they close with it).
    had_focus: Vec<Id>,
    /// The focused widget at the end of the last frame.
    last: Option<Id>,
    /// A menu, a combo box's list or the help window was open at the end
    /// of the last frame: Esc closes it rather than leaving a control.
    closable_was_open: bool,
    /// Frames running in which the focus was given back.
    give_backs: u8,
}

/// Whether `id` was laid out this frame.
fn drawn(ctx: &Context, id: Id) -> bool {
    ctx.viewport(|viewport| viewport.this_pass.widgets.get(id).is_some())
}

impl FocusKeeper {
    /// After the frame's panels: gives a lost focus back, and remembers
    /// the focused widget. `help_open`: the help window is open now.
    pub(in crate::app) fn after_frame(&mut self, ctx: &Context, help_open: bool) {
        let popup_open = egui::Popup::is_any_open(ctx);
        let mut focused = ctx
            .memory(egui::Memory::focused)
            .filter(|&id| drawn(ctx, id));
        let last_drawn = self.last.is_some_and(|id| drawn(ctx, id));
        let mut gave_back = false;
        if focused.is_none() && self.last.is_some() && !self.meant_loss(ctx, last_drawn) {
            focused = self
                .had_focus
                .iter()
                .rev()
                .copied()
                .find(|&id| drawn(ctx, id));
            if let Some(id) = focused {
                ctx.memory_mut(|memory| memory.request_focus(id));
                ctx.request_repaint();
                gave_back = true;
            }
        }
        if let Some(id) = focused
            && !popup_open
        {
            self.had_focus.retain(|&had| had != id);
            self.had_focus.push(id);
            if self.had_focus.len() > REMEMBERED {
                self.had_focus.remove(0);
            }
        }
        // Given back, the focus is tried a few frames running (in the frame
        // Esc closes the help window, its line that had the focus is still
        // drawn and gets it first); a widget that will not take it (one
        // greyed out while a run goes on in the background) then leaves the
        // focus lost, rather than asking for a new frame for ever.
        self.give_backs = if gave_back { self.give_backs + 1 } else { 0 };
        self.last = if self.give_backs > GIVE_BACK_FRAMES {
            None
        } else {
            focused
        };
        self.closable_was_open = popup_open || help_open;
    }

    /// Whether this frame's loss of focus was meant: a click (a field lets
    /// the focus go when the button is pressed or released elsewhere), Esc
    /// with nothing to close, or Enter while the widget that had the focus
    /// is still drawn (`last_drawn`). Keys are looked for in the frame's raw
    /// events: a shortcut may have consumed them.
    fn meant_loss(&self, ctx: &Context, last_drawn: bool) -> bool {
        ctx.input(|input| {
            let pressed = |wanted: Key| {
                input.raw.events.iter().any(|event| {
                    matches!(event, egui::Event::Key { key, pressed: true, .. } if *key == wanted)
                })
            };
            input.pointer.any_pressed()
                || input.pointer.any_released()
                || (pressed(Key::Escape) && !self.closable_was_open)
                || (pressed(Key::Enter) && last_drawn)
        })
    }
}
