//! The controls panel: what to search (a game chosen from the registered
//! ones and its position field, chess presets and built-in trees, with
//! inline errors that leave the current search alone)
//! and how (algorithm, depth, ordering, fail mode, transposition table,
//! iterative deepening, singular extension, evaluation, node cap), with
//! undo and redo of those changes.

use std::collections::HashMap;

use egui::{ComboBox, DragValue, Key, KeyboardShortcut, Modifiers, RichText, TextEdit, Ui};

use crate::chess::EvalKind;
use crate::game::{INFINITY, Lines, Score};
use crate::input::GameKind;
use crate::presets::presets;
use crate::search::{Algorithm, Cutoff, FailMode, MoveOrdering, SearchOptions};
use crate::textbook::builtins;

use super::move_list::{MoveList, move_list_ui};
use crate::app::command::{Command, SetupCommand};
use crate::app::menu::fitting_menu_ui;
use crate::app::run::history::History;
use crate::app::shell::keys::keys_for;
use crate::app::shell::settings::Position;

/// The position controls' state: which game's field is shown, the text
/// typed in each game's field, and why each last failed to load.
#[derive(Clone, Debug, Default)]
pub struct Inputs {
    /// The game whose field is shown.
    pub chosen: GameKind,
    texts: HashMap<GameKind, String>,
    errors: HashMap<GameKind, String>,
    /// The move list of the chess game loaded as PGN or moves, if any.
    pub moves: Option<MoveList>,
}

impl Inputs {
    /// Puts `position`'s text in its game's field, and shows that field.
    pub fn show(&mut self, position: &Position) {
        self.chosen = position.kind();
        position.text().clone_into(self.text_mut(position.kind()));
        if position.kind() == GameKind::Chess {
            self.moves = MoveList::follow(self.moves.take(), position.text());
        }
    }

    /// Forgets every field's error.
    pub fn clear_errors(&mut self) {
        self.errors.clear();
    }

    /// The field of game `kind`.
    pub fn text_mut(&mut self, kind: GameKind) -> &mut String {
        self.texts.entry(kind).or_default()
    }

    /// Says why the last position of game `kind` did not load (or, with
    /// `None`, that it did), and shows that game's field.
    pub fn set_error(&mut self, kind: GameKind, error: Option<String>) {
        match error {
            Some(error) => {
                self.chosen = kind;
                self.errors.insert(kind, error);
            }
            None => {
                self.errors.remove(&kind);
            }
        }
    }
}

fn error_ui(ui: &mut Ui, error: Option<&String>) {
    if let Some(error) = error {
        ui.label(RichText::new(error).color(ui.visuals().error_fg_color));
    }
}

fn load(kind: GameKind, text: &str) -> Command {
    Command::Setup(SetupCommand::Load {
        kind,
        text: text.to_owned(),
    })
}

/// A menu of positions of game `kind`, each a `(name, text, description)`:
/// clicking a name loads its text.
fn loaders_ui(
    ui: &mut Ui,
    kind: GameKind,
    entries: impl Iterator<Item = (String, &'static str, String)>,
    inputs: &mut Inputs,
    commands: &mut Vec<Command>,
) {
    for (name, text, description) in entries {
        let response = ui.button(RichText::new(name).strong()).on_hover_text(text);
        ui.label(RichText::new(description).small().weak());
        if response.clicked() {
            text.clone_into(inputs.text_mut(kind));
            inputs.chosen = kind;
            commands.push(load(kind, text));
            ui.close();
        }
    }
}

/// Draws the position controls: the chess presets and the textbook trees
/// (menus that load one), the game chosen, and that game's position field
/// with its Load and start buttons and its error.
pub fn position_ui(ui: &mut Ui, inputs: &mut Inputs, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.menu_button(crate::tr!("window-presets"), |ui| {
            ui.set_min_width(460.0);
            fitting_menu_ui(ui, "presets_menu", |ui| {
                let entries = presets()
                    .iter()
                    .map(|p| (p.name.get(), p.fen, p.description.get()));
                loaders_ui(ui, GameKind::Chess, entries, inputs, commands);
            });
        });
        ui.menu_button(crate::tr!("window-textbook-trees"), |ui| {
            ui.set_min_width(460.0);
            fitting_menu_ui(ui, "builtins_menu", |ui| {
                let entries = builtins()
                    .iter()
                    .map(|b| (b.name.to_owned(), b.text, b.description.get()));
                loaders_ui(ui, GameKind::Tree, entries, inputs, commands);
            });
        });
    });
    let label = ui.label(crate::tr!("window-game"));
    let game = ComboBox::from_id_salt("game")
        .selected_text(inputs.chosen.title())
        .show_ui(ui, |ui| {
            for kind in GameKind::ALL {
                ui.selectable_value(&mut inputs.chosen, kind, kind.title());
            }
        })
        .response
        .labelled_by(label.id)
        .on_hover_text(crate::tr!("window-game-tip"));
    crate::app::access::combo_value(ui.ctx(), &game, &inputs.chosen.title());
    field_ui(ui, inputs, commands);
}

/// The chosen game's field ([`GameKind::info`]), its Load and start
/// buttons, its error, and the move list of a game pasted into it.
fn field_ui(ui: &mut Ui, inputs: &mut Inputs, commands: &mut Vec<Command>) {
    let kind = inputs.chosen;
    let info = kind.info();
    let label = ui.label(info.field.get());
    let text = inputs.text_mut(kind);
    let edit = match info.lines {
        Lines::One => TextEdit::singleline(text),
        Lines::Typed => TextEdit::multiline(text).desired_rows(2),
        // Shift+Enter starts a new line, so Enter is left to load.
        Lines::Pasted => TextEdit::multiline(text)
            .desired_rows(1)
            .return_key(KeyboardShortcut::new(Modifiers::SHIFT, Key::Enter)),
    };
    let edit = edit
        .hint_text(info.hint.get())
        .font(egui::TextStyle::Monospace)
        .desired_width(f32::INFINITY);
    let response = if info.lines == Lines::Pasted {
        // A pasted game scrolls inside the field rather than pushing the panel.
        egui::ScrollArea::vertical()
            .id_salt("position field")
            .max_height(120.0)
            .min_scrolled_height(100.0)
            .show(ui, |ui| ui.add(edit))
            .inner
    } else {
        ui.add(edit)
    }
    .labelled_by(label.id);
    let entered = match info.lines {
        Lines::One => response.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter)),
        // The press's own modifiers, not those held at the frame's end: a
        // quick Ctrl+Enter is over (Ctrl released) within one frame.
        Lines::Typed => {
            response.has_focus()
                && ui.input_mut(|input| input.consume_key(Modifiers::COMMAND, Key::Enter))
        }
        Lines::Pasted => {
            (response.has_focus() || response.lost_focus())
                && ui.input(|input| input.key_pressed(Key::Enter) && !input.modifiers.shift)
        }
    };
    if entered && info.lines == Lines::Pasted {
        // As a one-line field does: the keys go back to the explorer.
        response.surrender_focus();
    }
    let enter = match info.lines {
        Lines::One => crate::tr!("window-enter-one"),
        Lines::Typed => crate::tr!("window-enter-typed"),
        Lines::Pasted => crate::tr!("window-enter-pasted"),
    };
    ui.horizontal(|ui| {
        if entered
            || ui
                .button(info.load.get())
                .on_hover_text(crate::tr!("window-load-tip", enter = &enter))
                .clicked()
        {
            commands.push(load(kind, text));
        }
        if let Some(start) = info.start
            && ui
                .button(start.button.get())
                .on_hover_text(crate::tr!("window-start-tip"))
                .clicked()
        {
            start.text.clone_into(text);
            commands.push(load(kind, start.text));
        }
    });
    error_ui(ui, inputs.errors.get(&kind));
    if kind == GameKind::Chess
        && let Some(moves) = &inputs.moves
    {
        move_list_ui(ui, moves, commands);
    }
}

/// What the search settings need to know of a game with chance nodes.
#[derive(Clone, Copy, Debug)]
pub struct Chance {
    /// The game's value unit ([`crate::game::Wording::denominator`]).
    pub unit: Score,
    /// Star1's bounds as the search uses them, in the game's units.
    pub bounds: (Score, Score),
}

/// Star1's bounds on the leaves, in whole values of the game: the low end
/// kept below the high end.
fn star1_bounds_row(ui: &mut Ui, options: &mut SearchOptions, chance: Chance) {
    let unit = chance.unit.max(1);
    let (mut low, mut high) = (
        chance.bounds.0.div_euclid(unit),
        -((-chance.bounds.1).div_euclid(unit)),
    );
    // Bounds in whole values whose units a score can hold.
    let most = (INFINITY - 1) / unit;
    let label = ui.label(crate::tr!("window-leaf-bounds"));
    let changed = ui
        .horizontal(|ui| {
            let low_changed = ui
                .add(DragValue::new(&mut low).range(-most..=most))
                .labelled_by(label.id)
                .on_hover_text(crate::tr!("window-leaf-low-tip"))
                .changed();
            ui.label(crate::tr!("window-leaf-to"));
            let high_changed = ui
                .add(DragValue::new(&mut high).range(-most..=most))
                .on_hover_text(crate::tr!("window-leaf-high-tip"))
                .changed();
            low_changed || high_changed
        })
        .inner;
    if changed {
        let high = high.max(low + 1).min(most);
        let low = low.min(high - 1);
        options.bounds = Some((low * unit, high * unit));
    }
}

fn ordering_text(ordering: MoveOrdering) -> String {
    match ordering {
        MoveOrdering::Natural => crate::tr!("window-ordering-natural"),
        MoveOrdering::Captures => crate::tr!("window-ordering-captures"),
        MoveOrdering::Seed => crate::tr!("window-ordering-seed"),
        MoveOrdering::Killers => crate::tr!("window-ordering-killers"),
        MoveOrdering::History => crate::tr!("window-ordering-history"),
        MoveOrdering::Best => crate::tr!("window-ordering-best"),
        MoveOrdering::Worst => crate::tr!("window-ordering-worst"),
        MoveOrdering::Random(_) => crate::tr!("window-ordering-random"),
    }
}

/// Draws the search settings; a change pushes [`SetupCommand::SetOptions`] or
/// [`SetupCommand::SetEval`], which re-run the search to the same place.
/// `kind` is the game searched; `tree_depth` is the height of the textbook
/// tree searched, if it is one; `history` says whether Undo and Redo can act.
pub fn search_ui(
    ui: &mut Ui,
    current: &SearchOptions,
    eval: EvalKind,
    (kind, chance): (GameKind, Option<Chance>),
    tree_depth: Option<u8>,
    history: &History,
    commands: &mut Vec<Command>,
) {
    let mut options = *current;
    let is_tree = tree_depth.is_some();
    history_ui(ui, history, commands);
    let field = menu_width(ui);
    egui::Grid::new("search_grid")
        .num_columns(2)
        .show(ui, |ui| {
            algorithm_rows_ui(ui, &mut options, field, chance);

            let label = ui.label(crate::tr!("window-depth"));
            if options.algorithm.is_mcts() {
                ui.label(crate::tr!("window-depth-mcts"))
                    .on_hover_text(crate::tr!("window-depth-mcts-tip"));
            } else if let Some(height) = tree_depth {
                ui.label(crate::tr!("window-depth-tree", height = height))
                    .on_hover_text(crate::tr!("window-depth-tree-tip"));
            } else {
                let deepest = kind.info().max_depth;
                ui.scope(|ui| {
                    let height = ui.spacing().interact_size.y;
                    crate::app::shell::lecture::slider_handles(ui.visuals_mut(), height);
                    ui.add(
                        egui::Slider::new(&mut options.depth, 1..=deepest)
                            .suffix(crate::tr!("window-plies-suffix")),
                    )
                    .labelled_by(label.id)
                    .on_hover_text(crate::tr!("window-depth-tip"));
                });
            }
            ui.end_row();

            ordering_row(ui, &mut options.ordering, kind, field);
            ui.end_row();

            ui.label(crate::tr!("window-fail-mode"));
            ui.add_enabled_ui(options.algorithm.prunes(), |ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(
                        &mut options.fail,
                        FailMode::Hard,
                        crate::tr!("window-fail-hard"),
                    )
                    .on_hover_text(crate::tr!("window-fail-hard-tip"));
                    ui.radio_value(
                        &mut options.fail,
                        FailMode::Soft,
                        crate::tr!("window-fail-soft"),
                    )
                    .on_hover_text(crate::tr!("window-fail-soft-tip"));
                });
            })
            .response
            .on_disabled_hover_text(crate::tr!("window-fail-mode-off-tip"));
            ui.end_row();

            cutoff_row(ui, &mut options);
            ui.end_row();

            eval_row(ui, eval, kind == GameKind::Chess, field, commands);
            ui.end_row();

            let label = ui.label(crate::tr!("window-node-cap"));
            ui.add(
                DragValue::new(&mut options.max_nodes)
                    .range(1..=50_000_000)
                    .speed(1000.0),
            )
            .labelled_by(label.id)
            .on_hover_text(crate::tr!("window-node-cap-tip"));
            ui.end_row();
        });
    ui.checkbox(&mut options.transposition_table, crate::tr!("window-tt"))
        .on_hover_text(crate::tr!("window-tt-tip"));
    ui.add_enabled(
        !is_tree,
        egui::Checkbox::new(
            &mut options.iterative_deepening,
            crate::tr!("window-deepening"),
        ),
    )
    .on_hover_text(crate::tr!("window-deepening-tip"))
    .on_disabled_hover_text(crate::tr!("window-deepening-off-tip"));
    ui.checkbox(
        &mut options.singular_extension,
        crate::tr!("window-singular"),
    )
    .on_hover_text(crate::tr!("window-singular-tip"));
    ui.checkbox(&mut options.quiescence, crate::tr!("window-quiescence"))
        .on_hover_text(crate::tr!("window-quiescence-tip"));
    if options != *current {
        commands.push(Command::Setup(SetupCommand::SetOptions(options)));
    }
}

/// The search grid's first rows: the algorithm, and the settings only
/// some algorithms have (MCTS's iterations, seed and `C`; Star1's leaf
/// bounds on a tree with chance nodes; the guess; the aspiration window).
fn algorithm_rows_ui(ui: &mut Ui, options: &mut SearchOptions, field: f32, chance: Option<Chance>) {
    let label = ui.label(crate::tr!("window-algorithm"));
    let choices = Algorithm::EVERY.len();
    // Tall enough for every algorithm, each as high as a selectable label
    // of the body text draws: none hides below a scroll.
    let spacing = ui.spacing();
    let choice = spacing
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) + 2.0 * spacing.button_padding.y);
    let height = choices as f32 * (choice + spacing.item_spacing.y);
    let algorithm = ComboBox::from_id_salt("algorithm")
        .width(field)
        .truncate()
        .height(height)
        .selected_text(options.algorithm.title())
        .show_ui(ui, |ui| {
            // Monte Carlo tree search is another engine, offered after
            // the minimax family.
            for algorithm in Algorithm::EVERY {
                ui.selectable_value(&mut options.algorithm, algorithm, algorithm.title());
            }
        })
        .response
        .labelled_by(label.id);
    crate::app::access::combo_value(ui.ctx(), &algorithm, &options.algorithm.title());
    ui.end_row();

    if options.algorithm.is_mcts() {
        super::mcts_options::mcts_rows_ui(ui, &mut options.mcts);
    }
    if let Some(chance) = chance.filter(|_| options.algorithm.bounds_leaves()) {
        star1_bounds_row(ui, options, chance);
        ui.end_row();
    }

    if options.algorithm.searches_in_passes() {
        let label = ui.label(crate::tr!("window-guess"));
        ui.add(DragValue::new(&mut options.guess).range(crate::search::GUESS_RANGE))
            .labelled_by(label.id)
            .on_hover_text(crate::tr!("window-guess-tip"));
        ui.end_row();
    }
    if options
        .algorithm
        .passes()
        .is_some_and(|plan| plan.reads_window_width)
    {
        let label = ui.label(crate::tr!("window-window-width"));
        ui.add(DragValue::new(&mut options.aspiration_window).range(crate::search::WINDOW_RANGE))
            .labelled_by(label.id)
            .on_hover_text(crate::tr!("window-window-width-tip"));
        ui.end_row();
    }
}

/// The width of the search settings' menus: they fit the column the panel
/// leaves them (their text truncated, in full when open); at their text's
/// width they held the side panel at ~480 points in lecture mode.
fn menu_width(ui: &Ui) -> f32 {
    let labels = [
        crate::tr!("window-algorithm"),
        crate::tr!("window-depth"),
        crate::tr!("window-move-ordering"),
        crate::tr!("window-fail-mode"),
        crate::tr!("window-evaluation"),
        crate::tr!("window-node-cap"),
    ];
    let label_width = labels
        .iter()
        .map(|label| {
            ui.painter()
                .layout_no_wrap(
                    label.clone(),
                    egui::TextStyle::Body.resolve(ui.style()),
                    egui::Color32::PLACEHOLDER,
                )
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let spacing = ui.spacing();
    // Less the menu's arrow and padding, which come on top of its width.
    (ui.available_width()
        - label_width
        - 3.0 * spacing.item_spacing.x
        - spacing.icon_width
        - 2.0 * spacing.button_padding.x)
        .max(80.0)
}

/// The "Move ordering" row of the search grid: the menu (the chess-only
/// orderings, which read captures and pawn pushes, only for chess), and the
/// seed of a random ordering.
fn ordering_row(ui: &mut Ui, ordering: &mut MoveOrdering, kind: GameKind, field: f32) {
    let label = ui.label(crate::tr!("window-move-ordering"));
    ui.horizontal(|ui| {
        let menu = ComboBox::from_id_salt("ordering")
            .width(field)
            .truncate()
            .selected_text(ordering_text(*ordering))
            .show_ui(ui, |ui| {
                let offered = MoveOrdering::MENU
                    .into_iter()
                    .filter(|choice| kind == GameKind::Chess || !choice.reads_chess_moves());
                for choice in offered {
                    let selected =
                        std::mem::discriminant(ordering) == std::mem::discriminant(&choice);
                    if ui
                        .selectable_label(selected, ordering_text(choice))
                        .clicked()
                        && !selected
                    {
                        *ordering = choice;
                    }
                }
            })
            .response
            .labelled_by(label.id);
        crate::app::access::combo_value(ui.ctx(), &menu, &ordering_text(*ordering));
        if let MoveOrdering::Random(seed) = ordering {
            let seed_label = ui.label(crate::tr!("window-seed"));
            ui.add(DragValue::new(seed)).labelled_by(seed_label.id);
        }
    });
}

/// The "Evaluation" row of the search grid (chess only: the other games
/// have one evaluation each, and trees their leaf values);
/// a change pushes [`SetupCommand::SetEval`].
fn eval_row(ui: &mut Ui, eval: EvalKind, enabled: bool, field: f32, commands: &mut Vec<Command>) {
    let label = ui.label(crate::tr!("window-evaluation"));
    ui.add_enabled_ui(enabled, |ui| {
        let mut chosen = eval;
        let menu = ComboBox::from_id_salt("eval")
            .width(field)
            .truncate()
            .selected_text(eval_text(eval))
            .show_ui(ui, |ui| {
                for kind in EvalKind::ALL {
                    ui.selectable_value(&mut chosen, kind, eval_text(kind));
                }
            })
            .response
            .labelled_by(label.id);
        crate::app::access::combo_value(ui.ctx(), &menu, &eval_text(chosen));
        if chosen != eval {
            commands.push(Command::Setup(SetupCommand::SetEval(chosen)));
        }
    })
    .response
    .on_disabled_hover_text(crate::tr!("window-evaluation-off-tip"));
}

/// The Undo and Redo buttons, with their shortcuts in the tooltips.
fn history_ui(ui: &mut Ui, history: &History, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let buttons = [
            (
                crate::tr!("window-undo"),
                crate::tr!("window-undo-tip"),
                history.can_undo(),
                Command::Setup(SetupCommand::Undo),
            ),
            (
                crate::tr!("window-redo"),
                crate::tr!("window-redo-tip"),
                history.can_redo(),
                Command::Setup(SetupCommand::Redo),
            ),
        ];
        for (label, what, enabled, command) in buttons {
            let tip = crate::tr!("window-button-tip", what = what, keys = keys_for(&command));
            if ui
                .add_enabled(enabled, egui::Button::new(label))
                .on_hover_text(&tip)
                .on_disabled_hover_text(tip)
                .clicked()
            {
                commands.push(command);
            }
        }
    });
}

fn eval_text(kind: EvalKind) -> String {
    match kind {
        EvalKind::Material => crate::tr!("window-eval-material"),
        EvalKind::Pst => crate::tr!("window-eval-pst"),
    }
}

/// The cutoff convention: cut on a tie at a bound (`α ≥ β`) or only past it.
fn cutoff_row(ui: &mut Ui, options: &mut SearchOptions) {
    ui.label(crate::tr!("window-cutoff"));
    ui.add_enabled_ui(options.algorithm.prunes(), |ui| {
        ui.horizontal(|ui| {
            ui.radio_value(&mut options.cutoff, Cutoff::Ge, Cutoff::Ge.test())
                .on_hover_text(crate::tr!("window-cutoff-ge-tip"));
            ui.radio_value(&mut options.cutoff, Cutoff::Gt, Cutoff::Gt.test())
                .on_hover_text(crate::tr!("window-cutoff-gt-tip"));
        });
    })
    .response
    .on_disabled_hover_text(crate::tr!("window-cutoff-off-tip"));
}
