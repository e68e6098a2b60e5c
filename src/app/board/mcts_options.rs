//! The settings rows of Monte Carlo tree search in the search grid:
//! iterations, the playouts' seed and UCB1's exploration constant `C`.

use egui::{DragValue, Ui};

use crate::search::mcts::{Exploration, MctsOptions};

/// The largest `C` the slider offers: far more exploration than any lesson needs.
const MOST_EXPLORATION: f64 = 10.0;

/// Draws the rows of `options` into the search grid (one row each).
pub fn mcts_rows_ui(ui: &mut Ui, options: &mut MctsOptions) {
    let label = ui.label(crate::tr!("window-mcts-iterations"));
    ui.add(
        DragValue::new(&mut options.iterations)
            .range(crate::search::ITERATIONS_RANGE)
            .speed(10.0),
    )
    .labelled_by(label.id)
    .on_hover_text(crate::tr!("window-mcts-iterations-tip"));
    ui.end_row();

    let label = ui.label(crate::tr!("window-mcts-seed"));
    ui.add(DragValue::new(&mut options.seed))
        .labelled_by(label.id)
        .on_hover_text(crate::tr!("window-mcts-seed-tip"));
    ui.end_row();

    let label = ui.label(crate::tr!("window-mcts-exploration"));
    ui.horizontal(|ui| {
        let mut c = options.exploration.get();
        let response = ui
            .add(
                DragValue::new(&mut c)
                    .range(0.0..=MOST_EXPLORATION)
                    .speed(0.01)
                    .max_decimals(3),
            )
            .labelled_by(label.id)
            .on_hover_text(crate::tr!("window-mcts-exploration-tip"));
        if response.changed()
            && let Ok(exploration) = Exploration::new(c)
        {
            options.exploration = exploration;
        }
        if ui
            .small_button("√2")
            .on_hover_text(crate::tr!("window-mcts-exploration-default-tip"))
            .clicked()
        {
            options.exploration = Exploration::DEFAULT;
        }
    });
    ui.end_row();
}
