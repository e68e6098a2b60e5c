//! Menus that fit the window: a menu taller than the room below it scrolls.

use egui::Ui;

/// A menu's entries in a list that scrolls when it is taller than the room
/// from the menu's top to the window's bottom edge (twelve presets in
/// lecture mode's large text are), so its last entries can be reached.
pub fn fitting_menu_ui(ui: &mut Ui, id: &str, add_contents: impl FnOnce(&mut Ui)) {
    let bottom = ui.ctx().content_rect().bottom() - ui.spacing().menu_margin.bottomf() - 4.0;
    let room = (bottom - ui.cursor().top()).max(4.0 * ui.spacing().interact_size.y);
    egui::ScrollArea::vertical()
        .id_salt(id)
        .max_height(room)
        .show(ui, add_contents);
}
