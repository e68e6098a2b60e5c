//! Quiz mode: the search halts before a chosen kind of step (a backed-up
//! value, whether a node cuts off, the window a node receives) and asks the
//! student to predict it; the answer is checked against the recorded step
//! with [`crate::teach::quiz`], explained with the real numbers, and scored.
//!
//! The panel is the runner's [`Gate`]: every forward motion (step, play,
//! run to the end, …) asks it before each step. Dragging the timeline is a
//! jump and is not stopped.
//!
//! For a screen reader the question, the verdict and a reason an answer
//! cannot be read are spoken text ([`crate::app::access::spoken_text`]):
//! a new question and a verdict take the keyboard focus, so the reader
//! speaks them and the focus never falls back to the window when the
//! fields and the Check button give way to the verdict.

use std::collections::HashSet;

use egui::accesskit::Live;
use egui::{Key, RichText, TextEdit, Ui};

use crate::input::AnyGame;
use crate::session::{Session, SessionError};
use crate::teach::{
    Answer, AnswerError, Question, QuizKind, QuizKinds, Tally, Verdict, ask, check,
};

use crate::app::command::{Command, RunCommand};
use crate::app::run::runner::Gate;

/// The quiz's settings, score and the question being asked.
#[derive(Debug)]
pub struct QuizPanel {
    /// Whether motions halt to ask.
    on: bool,
    /// Which kinds of steps to ask about.
    kinds: QuizKinds,
    /// Teacher option: hide values on the tree while a question is open.
    hide_values: bool,
    /// The values were revealed for the open question.
    revealed: bool,
    tally: Tally,
    /// Steps already answered (or skipped) in this search: not asked again.
    answered: HashSet<u64>,
    /// The question waiting for an answer.
    asking: Option<Question>,
    /// The last question answered and its verdict.
    last: Option<(Question, Verdict)>,
    /// The typed answer (a value), or α for a window.
    text: String,
    /// β, for a window.
    beta: String,
    /// Why the typed answer could not be read.
    error: Option<String>,
    /// What takes the keyboard focus next frame.
    focus: Option<Focus>,
}

/// The text that takes the keyboard focus when it appears, so that a
/// screen reader speaks it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Focus {
    /// A new question.
    Question,
    /// The verdict on an answer.
    Verdict,
}

impl Default for QuizPanel {
    fn default() -> Self {
        Self {
            on: false,
            kinds: QuizKinds::ALL,
            hide_values: false,
            revealed: false,
            tally: Tally::default(),
            answered: HashSet::new(),
            asking: None,
            last: None,
            text: String::new(),
            beta: String::new(),
            error: None,
            focus: None,
        }
    }
}

impl Gate for QuizPanel {
    fn is_active(&self) -> bool {
        self.on && self.kinds != QuizKinds::default()
    }

    fn halts_before(&mut self, session: &mut Session<AnyGame>) -> Result<bool, SessionError> {
        if !self.is_active() || self.answered.contains(&session.cursor()) {
            return Ok(false);
        }
        let Some(question) = ask(session, self.kinds)? else {
            return Ok(false);
        };
        if self.asking.as_ref() != Some(&question) {
            self.text.clear();
            self.beta.clear();
            self.error = None;
            self.revealed = false;
            self.last = None;
            self.asking = Some(question);
            self.focus = Some(Focus::Question);
        }
        Ok(true)
    }
}

impl QuizPanel {
    /// Forgets the questions of the previous search (a new search starts);
    /// the score stays.
    pub fn new_search(&mut self) {
        self.answered.clear();
        self.asking = None;
        self.last = None;
        self.error = None;
    }

    /// Asks the open question again in the language now spoken: its words
    /// were written in the one chosen before. The typed answer stays.
    pub fn retell(&mut self, session: &mut Session<AnyGame>) {
        if self.asking.is_none() {
            return;
        }
        if let Ok(Some(question)) = ask(session, self.kinds) {
            self.asking = Some(question);
        }
    }

    /// Drops the open question once the cursor has left its step.
    pub fn follow(&mut self, session: &Session<AnyGame>) {
        if self
            .asking
            .as_ref()
            .is_some_and(|question| question.step != session.cursor())
        {
            self.asking = None;
        }
    }

    /// Whether the tree should hide its values now: the teacher option is
    /// on and a question is open and not revealed.
    #[must_use]
    pub fn hides_values(&self) -> bool {
        self.on && self.hide_values && self.asking.is_some() && !self.revealed
    }

    /// Whether there is a question or a verdict to show.
    #[must_use]
    pub fn has_news(&self) -> bool {
        self.on && (self.asking.is_some() || self.last.is_some())
    }

    /// Draws the quiz settings: the switch, the kinds, the teacher option
    /// and the score.
    pub fn settings_ui(&mut self, ui: &mut Ui) {
        let Self {
            on,
            kinds,
            hide_values,
            tally,
            asking,
            last,
            ..
        } = self;
        ui.checkbox(on, crate::tr!("panels-quiz-mode"))
            .on_hover_text(crate::tr!("panels-quiz-mode-hint"));
        ui.add_enabled_ui(*on, |ui| {
            ui.label(crate::tr!("panels-quiz-ask-before"));
            ui.indent("quiz_kinds", |ui| {
                ui.checkbox(&mut kinds.value, crate::tr!("panels-quiz-kind-value"));
                ui.checkbox(&mut kinds.cutoff, crate::tr!("panels-quiz-kind-cutoff"))
                    .on_hover_text(crate::tr!("panels-quiz-alpha-beta-only"));
                ui.checkbox(&mut kinds.window, crate::tr!("panels-quiz-kind-window"))
                    .on_hover_text(crate::tr!("panels-quiz-alpha-beta-only"));
                ui.checkbox(
                    &mut kinds.selection,
                    crate::tr!("panels-quiz-kind-selection"),
                )
                .on_hover_text(crate::tr!("panels-quiz-kind-selection-hint"));
            });
            ui.checkbox(hide_values, crate::tr!("panels-quiz-hide-values"))
                .on_hover_text(crate::tr!("panels-quiz-hide-values-hint"));
            ui.label(score_text(*tally));
        });
        if !*on {
            *asking = None;
            *last = None;
        }
    }

    /// Draws the open question with its answer fields, or the last verdict.
    pub fn question_ui(&mut self, ui: &mut Ui, commands: &mut Vec<Command>) {
        if let Some(question) = self.asking.clone() {
            self.asking_ui(ui, &question, commands);
        } else if let Some((question, verdict)) = &self.last {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(crate::tr!("panels-quiz")).strong());
                ui.label(&question.prompt);
            });
            let colour = if !verdict.right {
                ui.visuals().warn_fg_color
            } else if ui.visuals().dark_mode {
                egui::Color32::from_rgb(0x6C, 0xD9, 0x8A)
            } else {
                egui::Color32::from_rgb(0x0B, 0x7A, 0x3B)
            };
            // The explanation opens with the verdict ("Right: …", "Not
            // quite — …"): drawn in the verdict's colour, it is said once.
            say(
                ui,
                RichText::new(&verdict.explanation).color(colour),
                &verdict.explanation,
                (&mut self.focus, Focus::Verdict),
            );
            ui.horizontal(|ui| {
                ui.label(score_text(self.tally));
                if ui
                    .button(crate::tr!("panels-quiz-continue"))
                    .on_hover_text(crate::tr!("panels-quiz-continue-hint"))
                    .clicked()
                {
                    commands.push(Command::Run(RunCommand::Resume));
                }
            });
        }
    }

    /// The answer buttons or fields of `question`: the answer given this
    /// frame, if any, and the field Enter was pressed in.
    fn answer_ui(
        &mut self,
        ui: &mut Ui,
        question: &Question,
    ) -> (Option<Result<Answer, AnswerError>>, Option<egui::Id>) {
        let mut answer = None;
        let mut entered_in = None;
        ui.horizontal_wrapped(|ui| match question.kind {
            QuizKind::Selection => {
                for (node, label) in &question.choices {
                    if ui
                        .button(label)
                        .on_hover_text(crate::tr!("panels-quiz-ucb-picks"))
                        .clicked()
                    {
                        answer = Some(Ok(Answer::Child(*node)));
                    }
                }
            }
            QuizKind::Cutoff => {
                if ui.button(crate::tr!("panels-quiz-cuts")).clicked() {
                    answer = Some(Ok(Answer::Cutoff(true)));
                }
                if ui.button(crate::tr!("panels-quiz-goes-on")).clicked() {
                    answer = Some(Ok(Answer::Cutoff(false)));
                }
            }
            QuizKind::Value => {
                let label = ui.label(crate::tr!("panels-quiz-your-answer"));
                let response = ui
                    .add(
                        TextEdit::singleline(&mut self.text)
                            .hint_text(crate::tr!(
                                "panels-quiz-value-hint",
                                win = question.wording.wins().win_mark
                            ))
                            .desired_width(120.0),
                    )
                    .labelled_by(label.id);
                self.describe_error(ui, &response);
                let entered =
                    response.lost_focus() && ui.input(|input| input.key_pressed(Key::Enter));
                if entered {
                    entered_in = Some(response.id);
                }
                if entered || ui.button(crate::tr!("panels-check")).clicked() {
                    answer = Some(Answer::parse(QuizKind::Value, &self.text, question.wording));
                }
            }
            QuizKind::Window => {
                let label = ui.label("α");
                let alpha = ui
                    .add(
                        TextEdit::singleline(&mut self.text)
                            .hint_text("-inf")
                            .desired_width(80.0),
                    )
                    .labelled_by(label.id);
                let label = ui.label("β");
                let beta = ui
                    .add(
                        TextEdit::singleline(&mut self.beta)
                            .hint_text("+inf")
                            .desired_width(80.0),
                    )
                    .labelled_by(label.id);
                self.describe_error(ui, &alpha);
                self.describe_error(ui, &beta);
                // Enter in either field checks, as the Check button does.
                let entered = (alpha.lost_focus() || beta.lost_focus())
                    && ui.input(|input| input.key_pressed(Key::Enter));
                if entered {
                    entered_in = Some(if alpha.lost_focus() {
                        alpha.id
                    } else {
                        beta.id
                    });
                }
                if entered || ui.button(crate::tr!("panels-check")).clicked() {
                    answer = Some(Answer::window_from_fields(
                        &self.text,
                        &self.beta,
                        question.wording,
                    ));
                }
            }
        });
        (answer, entered_in)
    }

    /// An answer field says why its answer could not be read, as its
    /// description: a reader speaks it when Enter gives the field the focus
    /// back.
    fn describe_error(&self, ui: &Ui, field: &egui::Response) {
        if let Some(error) = &self.error {
            ui.ctx()
                .accesskit_node_builder(field.id, |node| node.set_description(error.as_str()));
        }
    }

    fn asking_ui(&mut self, ui: &mut Ui, question: &Question, commands: &mut Vec<Command>) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(crate::tr!("panels-quiz")).strong());
            say(
                ui,
                RichText::new(&question.prompt).size(18.0),
                &crate::tr!("panels-quiz-question", prompt = &question.prompt),
                (&mut self.focus, Focus::Question),
            );
        });
        let (answer, entered_in) = self.answer_ui(ui, question);
        ui.horizontal(|ui| {
            if ui
                .button(crate::tr!("panels-quiz-skip"))
                .on_hover_text(crate::tr!("panels-quiz-skip-hint"))
                .clicked()
            {
                self.answered.insert(question.step);
                self.asking = None;
                commands.push(Command::Run(RunCommand::Resume));
            }
            if self.on
                && self.hide_values
                && !self.revealed
                && ui
                    .button(crate::tr!("panels-quiz-reveal"))
                    .on_hover_text(crate::tr!("panels-quiz-reveal-hint"))
                    .clicked()
            {
                self.revealed = true;
                ui.ctx().request_repaint();
            }
            ui.label(score_text(self.tally));
        });
        if answer.is_some() {
            ui.ctx().request_repaint();
        }
        // The field Enter was pressed in keeps the focus: to be corrected
        // if its answer cannot be read, else until the verdict takes it
        // next frame, so that it never falls to the window in between.
        if let Some(id) = entered_in {
            ui.memory_mut(|memory| memory.request_focus(id));
        }
        match answer {
            Some(Ok(answer)) => {
                let verdict = check(question, answer);
                self.tally.record(&verdict);
                self.answered.insert(question.step);
                self.asking = None;
                self.error = None;
                self.last = Some((question.clone(), verdict));
                self.focus = Some(Focus::Verdict);
            }
            Some(Err(error)) => self.error = Some(error.to_string()),
            None => {}
        }
        if let Some(error) = &self.error {
            crate::app::access::spoken_text(
                ui,
                RichText::new(error).color(ui.visuals().error_fg_color),
                error,
                Live::Assertive,
            );
        }
    }
}

/// Draws `text`, spoken as `spoken` at once (an assertive live region),
/// and gives it the keyboard focus if `focus` waits for it (`when`).
fn say(
    ui: &mut Ui,
    text: impl Into<egui::WidgetText>,
    spoken: &str,
    (focus, when): (&mut Option<Focus>, Focus),
) {
    let said = crate::app::access::spoken_text(ui, text, spoken, Live::Assertive);
    if focus.take_if(|waiting| *waiting == when).is_some() {
        said.request_focus();
    }
}

/// The running score, e.g. `Score: 3 of 4 right`.
fn score_text(tally: Tally) -> String {
    crate::tr!(
        "panels-quiz-score",
        right = tally.right,
        asked = tally.asked
    )
}
