//! The command line's help in the reader's language: every text clap
//! shows comes from the `help-` catalog (the flags' own texts through
//! their `help = tr!(…)` attributes, clap's help flag, version flag and
//! `help` subcommand here), and in a language other than English clap's
//! own headings, `[default: …]` and `[possible values: …]` too.

use clap::{Arg, Command, CommandFactory as _};

use crate::cli::Cli;
use crate::i18n::{self, Lang};

/// The command line as `gametree` parses it, its help in the language of
/// this thread.
pub(crate) fn command() -> Command {
    let mut command = Cli::command();
    // Built first, so that clap's own flags and `help` subcommand exist.
    command.build();
    localized(command, i18n::current() == Lang::ENGLISH)
}

/// `command` and its subcommands with clap's own texts from the catalog;
/// unless `english`, clap's headings as well.
fn localized(command: Command, english: bool) -> Command {
    let mut command = command.mut_subcommands(|sub| localized(sub, english));
    if has_arg(&command, "help") {
        command = command.mut_arg("help", |arg| {
            if arg.get_long_help().is_some() {
                arg.help(crate::tr!("help-flag-help-more"))
                    .long_help(crate::tr!("help-flag-help-summary"))
            } else {
                arg.help(crate::tr!("help-flag-help"))
            }
        });
    }
    if has_arg(&command, "version") {
        command = command.mut_arg("version", |arg| arg.help(crate::tr!("help-flag-version")));
    }
    if command.get_name() == "help" {
        command = command.about(crate::tr!("help-subcommand-help"));
        if has_arg(&command, "subcommand") {
            command = command.mut_arg("subcommand", |arg| {
                arg.help(crate::tr!("help-subcommand-help-command"))
            });
        }
    }
    if english {
        // clap's own headings are English already.
        return command;
    }
    headed(command)
}

/// Whether `command` has an argument with this id.
fn has_arg(command: &Command, id: &str) -> bool {
    command.get_arguments().any(|arg| arg.get_id() == id)
}

/// `command` with clap's headings in the reader's words: "Usage:",
/// "[OPTIONS]", "Commands:", "Arguments:", "Options:", and each flag's
/// default and choices written by us rather than by clap.
fn headed(mut command: Command) -> Command {
    let heading = crate::tr!("help-usage-heading");
    let usage = command.render_usage().to_string();
    let usage = usage
        .trim_end()
        .strip_prefix("Usage: ")
        .unwrap_or(&usage)
        .replace(
            "\n       ",
            &format!("\n{}", " ".repeat(heading.chars().count() + 1)),
        )
        .replace(
            "[OPTIONS]",
            &format!("[{}]", crate::tr!("help-usage-options")),
        );
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{heading} {{usage}}\n\n{{all-args}}{{after-help}}"
    );
    command
        .override_usage(usage)
        .help_template(template)
        .subcommand_help_heading(crate::tr!("help-commands-heading"))
        .mut_args(with_values_said)
}

/// `arg` under the heading of its kind, its default value and the values
/// it takes said in its own help.
fn with_values_said(arg: Arg) -> Arg {
    let heading = if arg.is_positional() {
        crate::tr!("help-arguments-heading")
    } else {
        crate::tr!("help-options-heading")
    };
    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
    let long_help = arg
        .get_long_help()
        .map_or_else(|| help.clone(), ToString::to_string);
    let mut short_said = Vec::new();
    let mut long_said = Vec::new();
    let values: Vec<_> = arg
        .get_possible_values()
        .into_iter()
        .filter(|value| !value.is_hide_set())
        .collect();
    if !values.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<&str> = values
            .iter()
            .map(clap::builder::PossibleValue::get_name)
            .collect();
        let values_line = crate::tr!("help-possible-values", values = names.join(", "));
        short_said.push(values_line.clone());
        if values.iter().any(|value| value.get_help().is_some()) {
            let width = names
                .iter()
                .map(|name| name.chars().count())
                .max()
                .unwrap_or(0)
                + 1;
            let lines: Vec<String> = values
                .iter()
                .map(|value| {
                    let name = format!("{}:", value.get_name());
                    let said = value
                        .get_help()
                        .map(ToString::to_string)
                        .unwrap_or_default();
                    format!("- {name:<width$} {said}").trim_end().to_owned()
                })
                .collect();
            long_said.push(format!(
                "\n\n{}\n{}",
                crate::tr!("help-possible-values-heading"),
                lines.join("\n")
            ));
        } else {
            long_said.push(format!(" {values_line}"));
        }
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() && arg.get_action().takes_values() {
        let default = crate::tr!("help-default", value = defaults.join(" "));
        short_said.push(default.clone());
        // After a paragraph of its own (a list), as clap writes it.
        let own_paragraph = long_help.contains('\n')
            || long_said.first().is_some_and(|said| said.starts_with('\n'));
        long_said.push(if own_paragraph {
            format!("\n\n{default}")
        } else {
            format!(" {default}")
        });
    }
    let short = std::iter::once(help)
        .chain(short_said)
        .collect::<Vec<_>>()
        .join(" ");
    let long = std::iter::once(long_help)
        .chain(long_said)
        .collect::<String>();
    arg.help_heading(heading)
        .help(short.trim().to_owned())
        .long_help(long.trim().to_owned())
        .hide_default_value(true)
        .hide_possible_values(true)
}
