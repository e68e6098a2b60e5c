//! File → Export: the menu items, and a small in-window dialog with a path
//! field (egui has no file dialog) for exporting the tree (SVG or PNG; the
//! whole tree or the visible part; a theme; a size), the board, slides (a
//! folder of pictures) or a deck (one PDF). The dialog only asks; the export itself runs after drawing, as a
//! [`FilesCommand::Export`] ([`super::export`]).

use std::path::{Path, PathBuf};

use egui::{Context, Ui};

use crate::export::steps::{END, SlidesAt};
use crate::export::{PictureSize, Theme};

use crate::app::command::{Command, ExportKind, ExportRequest, FilesCommand, Format};

/// What the last step's box takes for the search's last step in every
/// language, besides the language's own word ([`end_word`]).
const END_WORD: &str = "end";

/// What the last step's box says for the search's last step, in the
/// language chosen ("end", „Ende“).
fn end_word() -> String {
    crate::tr!("files-export-end")
}

/// Whether `text` asks for the search's last step: "end", the language's
/// own word for it, or nothing.
fn is_end(text: &str) -> bool {
    let text = text.trim();
    text.is_empty()
        || text.eq_ignore_ascii_case(END_WORD)
        || text.to_lowercase() == end_word().to_lowercase()
}

/// The export dialog's fields, kept while the window is open.
pub struct ExportDialog {
    open: Option<ExportKind>,
    path: String,
    format: Format,
    whole: bool,
    theme: Theme,
    size: String,
    slides_at: SlidesAt,
    from: String,
    to: String,
    caption: bool,
    /// The last export's result: `Ok(what was written)` or `Err(why not)`.
    result: Option<Result<String, String>>,
}

impl Default for ExportDialog {
    fn default() -> Self {
        Self {
            open: None,
            path: String::new(),
            format: Format::Svg,
            whole: true,
            theme: Theme::Light,
            size: PictureSize::default().to_string(),
            slides_at: SlidesAt::Key,
            from: String::from("1"),
            to: end_word(),
            caption: true,
            result: None,
        }
    }
}

/// The File menu's export items.
pub fn export_items_ui(ui: &mut Ui, commands: &mut Vec<Command>) {
    let items = [
        (
            crate::tr!("window-export-tree"),
            crate::tr!("window-export-tree-tip"),
            ExportKind::Tree,
        ),
        (
            crate::tr!("window-export-board"),
            crate::tr!("window-export-board-tip"),
            ExportKind::Board,
        ),
        (
            crate::tr!("window-export-slides"),
            crate::tr!("window-export-slides-tip"),
            ExportKind::Slides,
        ),
        (
            crate::tr!("window-export-deck"),
            crate::tr!("window-export-deck-tip"),
            ExportKind::Deck,
        ),
        (
            crate::tr!("window-export-web-page"),
            crate::tr!("window-export-web-page-tip"),
            ExportKind::WebPage,
        ),
    ];
    for (label, tip, kind) in items {
        if ui.button(label).on_hover_text(tip).clicked() {
            commands.push(Command::Files(FilesCommand::OpenExport(kind)));
            ui.close();
        }
    }
    if ui
        .button(crate::tr!("window-copy-image"))
        .on_hover_text(crate::tr!("window-copy-image-tip"))
        .clicked()
    {
        commands.push(Command::Files(FilesCommand::CopyImage));
        ui.close();
    }
}

impl ExportDialog {
    /// Opens the dialog for `kind` with the window's theme and slides up to
    /// the search's last step: `total` if known, else "end". A new kind
    /// starts with a path in `folder` (the session file's folder, else the
    /// working directory).
    pub fn open(&mut self, kind: ExportKind, theme: Theme, total: Option<u64>, folder: &Path) {
        if self.open != Some(kind) || self.path.is_empty() {
            self.path = kind.default_path(self.format, folder);
        }
        self.open = Some(kind);
        self.theme = theme;
        self.to = total.map_or_else(end_word, |total| total.max(1).to_string());
        self.result = None;
    }

    /// Shows what the last export did.
    pub fn set_result(&mut self, result: Result<String, String>) {
        self.result = Some(result);
    }

    /// The dialog window, while open; pushes [`FilesCommand::Export`] on Export.
    pub fn dialog_ui(&mut self, ctx: &Context, commands: &mut Vec<Command>) {
        let Some(kind) = self.open else {
            return;
        };
        let mut keep_open = true;
        let mut close = false;
        egui::Window::new(kind.title())
            .collapsible(false)
            .resizable(false)
            .open(&mut keep_open)
            .show(ctx, |ui| {
                close = self.fields_ui(ui, kind, commands);
            });
        if !keep_open || close {
            self.open = None;
        }
    }

    /// The fields and buttons; returns whether Close was clicked.
    fn fields_ui(&mut self, ui: &mut Ui, kind: ExportKind, commands: &mut Vec<Command>) -> bool {
        self.grid_ui(ui, kind);
        let request = self.request(kind);
        if let Err(error) = &request {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        match &self.result {
            Some(Ok(done)) => {
                ui.label(done);
            }
            Some(Err(error)) => {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            None => {}
        }
        let mut close = false;
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    request.is_ok(),
                    egui::Button::new(crate::tr!("files-export-export")),
                )
                .clicked()
                && let Ok(request) = request
            {
                commands.push(Command::Files(FilesCommand::Export(Box::new(request))));
            }
            close = ui.button(crate::tr!("files-export-close")).clicked();
        });
        close
    }

    /// The grid of fields: path, format, part, theme, size, and the slides' rows.
    fn grid_ui(&mut self, ui: &mut Ui, kind: ExportKind) {
        egui::Grid::new("export_fields")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label(if kind == ExportKind::Slides {
                    crate::tr!("files-export-folder")
                } else {
                    crate::tr!("files-export-file")
                });
                ui.add(
                    egui::TextEdit::singleline(&mut self.path)
                        .desired_width(320.0)
                        .hint_text(crate::tr!("files-export-path-hint")),
                )
                .labelled_by(label.id);
                ui.end_row();
                if !kind.is_step_by_step() {
                    ui.label(crate::tr!("files-export-format"));
                    ui.horizontal(|ui| {
                        for format in [Format::Svg, Format::Png] {
                            let name = format.extension().to_uppercase();
                            if ui.radio(self.format == format, name).clicked() {
                                self.set_format(format);
                            }
                        }
                    });
                    ui.end_row();
                }
                if kind == ExportKind::Tree {
                    ui.label(crate::tr!("files-export-part"));
                    ui.horizontal(|ui| {
                        ui.radio_value(
                            &mut self.whole,
                            true,
                            crate::tr!("files-export-whole-tree"),
                        );
                        ui.radio_value(
                            &mut self.whole,
                            false,
                            crate::tr!("files-export-visible-part"),
                        );
                    });
                    ui.end_row();
                }
                ui.label(crate::tr!("files-export-theme"));
                ui.horizontal(|ui| {
                    for theme in Theme::ALL {
                        ui.radio_value(&mut self.theme, theme, theme.name());
                    }
                });
                ui.end_row();
                if matches!(kind, ExportKind::Sheet | ExportKind::Key) {
                    // A sheet is as large as its tree needs.
                    return;
                }
                if kind == ExportKind::Deck {
                    // A deck's pages are 16:9 at a fixed size.
                    self.slides_rows_ui(ui);
                    return;
                }
                let label = ui.label(crate::tr!("files-export-size"));
                ui.add(
                    egui::TextEdit::singleline(&mut self.size)
                        .desired_width(120.0)
                        .hint_text("1280x720"),
                )
                .labelled_by(label.id)
                .on_hover_text(crate::tr!("files-export-size-tip"));
                ui.end_row();
                if kind.is_deck_or_slides() {
                    self.slides_rows_ui(ui);
                } else if kind == ExportKind::WebPage {
                    // The page takes every step, else the key steps, as many as it holds.
                    self.steps_row_ui(ui);
                }
            });
    }

    /// The slides' rows of the grid: the steps, which of them, captions.
    fn slides_rows_ui(&mut self, ui: &mut Ui) {
        self.steps_row_ui(ui);
        ui.label(crate::tr!("files-export-which"));
        ui.horizontal(|ui| {
            ui.radio_value(
                &mut self.slides_at,
                SlidesAt::Key,
                crate::tr!("files-export-key-steps"),
            )
            .on_hover_text(crate::tr!("files-export-key-steps-tip"));
            ui.radio_value(
                &mut self.slides_at,
                SlidesAt::Cutoffs,
                crate::tr!("files-export-cutoffs"),
            )
            .on_hover_text(crate::tr!("files-export-cutoffs-tip"));
            ui.radio_value(
                &mut self.slides_at,
                SlidesAt::All,
                crate::tr!("files-export-every-step"),
            );
        });
        ui.end_row();
        ui.label(crate::tr!("files-export-caption"));
        ui.checkbox(&mut self.caption, crate::tr!("files-export-caption-check"));
        ui.end_row();
    }

    /// The row of the first and last step.
    fn steps_row_ui(&mut self, ui: &mut Ui) {
        let label = ui.label(crate::tr!("files-export-steps"));
        ui.horizontal(|ui| {
            ui.add(egui::TextEdit::singleline(&mut self.from).desired_width(60.0))
                .labelled_by(label.id);
            let to = ui.label(crate::tr!("files-export-to"));
            ui.add(
                egui::TextEdit::singleline(&mut self.to)
                    .desired_width(60.0)
                    .hint_text(end_word()),
            )
            .labelled_by(to.id)
            .on_hover_text(crate::tr!("files-export-last-step-tip", end = end_word()));
        });
        ui.end_row();
    }

    /// Switches the format and the path's extension with it.
    fn set_format(&mut self, format: Format) {
        let old = format!(".{}", self.format.extension());
        if let Some(stem) = self.path.strip_suffix(&old) {
            self.path = format!("{stem}.{}", format.extension());
        }
        self.format = format;
    }

    /// The request the fields describe, or what is wrong with them.
    fn request(&self, kind: ExportKind) -> Result<ExportRequest, String> {
        let path = self.path.trim();
        if path.is_empty() {
            return Err(crate::tr!("files-export-no-file-name"));
        }
        let size: PictureSize = self.size.parse().map_err(|error| format!("{error}"))?;
        let steps = if kind.is_step_by_step() {
            let from = self
                .from
                .trim()
                .parse::<u64>()
                .map_err(|_| crate::tr!("files-export-first-step-number"))?;
            let to = if is_end(&self.to) {
                END
            } else {
                self.to
                    .trim()
                    .parse::<u64>()
                    .map_err(|_| crate::tr!("files-export-last-step-number", end = end_word()))?
            };
            if from > to {
                return Err(crate::tr!("files-export-first-after-last"));
            }
            (from, to)
        } else {
            (0, 0)
        };
        Ok(ExportRequest {
            kind,
            path: PathBuf::from(path),
            format: self.format,
            whole: self.whole,
            theme: self.theme,
            size,
            slides_at: self.slides_at,
            steps,
            caption: self.caption,
        })
    }
}
