//! The explorer window driven headlessly by `egui_kittest`, for the GUI tests.
#![cfg(feature = "gui")]
#![allow(
    dead_code,
    reason = "each test crate that includes `common` uses a different part"
)]

use egui_kittest::Harness;
use gametree::app::App;

/// The real app in a 1500×1100 window, after its first frame.
pub fn harness() -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1500.0, 1100.0))
        .with_max_steps(100_000)
        .build_eframe(|cc| match App::new(cc) {
            Ok(app) => app,
            Err(error) => panic!("the explorer did not start: {error}"),
        });
    harness.run();
    harness
}
