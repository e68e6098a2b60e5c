//! `gametree check TRACE.jsonl`: a student's search, read from its trace,
//! checked against minimax and alpha-beta ([`crate::check`]). Prints which
//! algorithm the trace is, or where it first leaves the nearest one and
//! why; `--json` prints the same as one object for autograders. The exit
//! status says it too: 0 a correct search, 1 a divergence, 2 a trace that
//! cannot be read.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};

use serde_json::{Value, json};

use crate::check::{
    Divergence, DivergenceKind, Reference, TraceError, TraceReader, ValueView, Verdict, check_from,
};
use crate::cli::{CheckArgs, CliError};
use crate::input::GameKind;
use crate::quote::quoted;
use crate::search::Algorithm;
use crate::text_file::open_regular;

/// The references `args` allows, before the trace's header is read; the
/// header's view is checked against `--algo` once it is.
fn chosen(args: &CheckArgs) -> Result<Vec<Reference>, CliError> {
    let prunes = match args.algo {
        None => None,
        Some(algorithm) if algorithm.descriptor().checks_traces => Some(algorithm.prunes()),
        Some(other) => {
            return Err(CliError::Usage(crate::tr!(
                "check-error-algo",
                algo = other.name(),
                known = crate::cli::check_args::checked_names()
            )));
        }
    };
    if prunes == Some(false) && (args.fail.is_some() || args.cutoff.is_some()) {
        return Err(CliError::Usage(crate::tr!("check-error-minimax-forms")));
    }
    let wanted = |reference: &Reference| match *reference {
        Reference::Minimax => prunes != Some(true) && args.fail.is_none() && args.cutoff.is_none(),
        Reference::AlphaBeta { fail, cutoff } => {
            prunes != Some(false)
                && args.fail.is_none_or(|f| f == fail)
                && args.cutoff.is_none_or(|c| c == cutoff)
        }
    };
    Ok(Reference::ALL.into_iter().filter(wanted).collect())
}

/// Whether `--algo` names the negamax form, the MAX-valued one, or neither.
fn algo_view(algo: Option<Algorithm>) -> Option<ValueView> {
    Some(if algo?.is_negamax() {
        ValueView::Negamax
    } else {
        ValueView::Max
    })
}

/// Runs `gametree check` and writes its report to `out`: `Ok(true)` if the
/// trace is a correct search of an algorithm asked for, `Ok(false)` if it
/// diverges.
///
/// # Errors
/// [`CliError::Usage`] for options that do not fit together or a trace
/// that cannot be opened, [`CliError::Trace`] for one that cannot be read
/// (exit status 2); [`CliError::Output`] if stdout cannot be written.
pub fn check_to(args: &CheckArgs, out: &mut impl Write) -> Result<bool, CliError> {
    // The JSON report is an interface: its sentences stay English.
    let _english = args
        .json
        .then(|| crate::i18n::use_on_this_thread(crate::i18n::Lang::ENGLISH));
    let references = chosen(args)?;
    let name = args.trace.display().to_string();
    let verdict = if name == "-" {
        run(std::io::stdin().lock(), &references, args, &name)?
    } else {
        let file = open_regular(&args.trace).map_err(|error| {
            CliError::Usage(crate::tr!(
                "check-error-read",
                trace = quoted(&name),
                error = error.to_string()
            ))
        })?;
        run(BufReader::new(file), &references, args, &name)?
    };
    let text = if args.json {
        let mut text = serde_json::to_string_pretty(&json_report(&verdict))
            .map_err(|_| CliError::Internal("the report does not serialise to JSON"))?;
        text.push('\n');
        text
    } else {
        text_report(&verdict, &name)
    };
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(CliError::Output)?;
    Ok(!verdict.matches.is_empty())
}

/// Checks the trace read from `input`.
fn run(
    input: impl BufRead,
    references: &[Reference],
    args: &CheckArgs,
    name: &str,
) -> Result<Verdict, CliError> {
    let trace_error = |error: TraceError| CliError::Trace {
        trace: name.to_owned(),
        error,
    };
    let reader = TraceReader::new(input).map_err(trace_error)?;
    let view = reader.header().values;
    if let Some(asked) = algo_view(args.algo).filter(|asked| *asked != view) {
        let algo = args.algo.map_or("", Algorithm::name);
        let message = if asked == ValueView::Negamax {
            crate::tr!(
                "check-error-view-negamax",
                algo = algo,
                values = view.name()
            )
        } else {
            crate::tr!("check-error-view-max", algo = algo, values = view.name())
        };
        return Err(CliError::Usage(message));
    }
    check_from(reader, references).map_err(trace_error)
}

/// The report for people.
fn text_report(verdict: &Verdict, name: &str) -> String {
    let view = verdict.header.values;
    let mut text = String::new();
    match verdict.matches.as_slice() {
        [] => {
            if let Some(divergence) = &verdict.divergence {
                let reference = divergence.reference.name(view);
                let head = if divergence.kind == DivergenceKind::Stopped {
                    crate::tr!(
                        "check-report-stopped",
                        trace = name,
                        line = divergence.line,
                        reference = reference
                    )
                } else {
                    crate::tr!(
                        "check-report-leaves",
                        trace = name,
                        event = divergence.event,
                        line = divergence.line,
                        reference = reference
                    )
                };
                let _ = writeln!(text, "{head}\n  {}", divergence.sentence);
            }
        }
        [one] => {
            let _ = writeln!(text, "{name}: {}", one.name(view));
        }
        several => {
            let _ = writeln!(
                text,
                "{}",
                crate::tr!("check-report-fits", trace = name, count = several.len())
            );
            for reference in several {
                let _ = writeln!(text, "  {}", reference.name(view));
            }
            if let Some(why) = &verdict.why_several {
                let _ = writeln!(text, "{}", crate::tr!("check-report-alike", why = why));
            }
        }
    }
    let counts = if let Some(value) = verdict.value {
        crate::tr!(
            "check-report-counts-value",
            events = verdict.events,
            nodes = verdict.nodes,
            value = value.text()
        )
    } else {
        crate::tr!(
            "check-report-counts",
            events = verdict.events,
            nodes = verdict.nodes
        )
    };
    let _ = writeln!(text, "  {counts}");
    text
}

/// A reference in JSON: `{"algorithm": "alphabeta", "fail": "soft",
/// "cutoff": "ge", "name": "…"}`.
fn reference_json(reference: Reference, view: ValueView) -> Value {
    let algorithm = reference.algorithm(view).name();
    match reference {
        Reference::Minimax => json!({ "algorithm": algorithm, "name": reference.name(view) }),
        Reference::AlphaBeta { fail, cutoff } => json!({
            "algorithm": algorithm,
            "fail": fail.name(),
            "cutoff": cutoff.name(),
            "name": reference.name(view),
        }),
    }
}

/// A path as the trace writes it: numbers for the numbered games, UCI
/// strings for chess.
fn path_json(path: &[String], game: GameKind) -> Value {
    path.iter()
        .map(|mv| match mv.parse::<u64>() {
            Ok(number) if game != GameKind::Chess => Value::from(number),
            _ => Value::from(mv.as_str()),
        })
        .collect()
}

fn divergence_json(divergence: &Divergence, verdict: &Verdict) -> Value {
    json!({
        "event": divergence.event,
        "line": divergence.line,
        "node": divergence.node,
        "path": path_json(&divergence.path, verdict.header.game),
        "kind": divergence.kind.name(),
        "reference": reference_json(divergence.reference, verdict.header.values),
        "sentence": divergence.sentence,
    })
}

/// The report for autograders.
fn json_report(verdict: &Verdict) -> Value {
    let view = verdict.header.values;
    json!({
        "game": verdict.header.game.name(),
        "values": view.name(),
        "matches": verdict
            .matches
            .iter()
            .map(|&reference| reference_json(reference, view))
            .collect::<Vec<_>>(),
        "why_several": verdict.why_several,
        "divergence": verdict.divergence.as_ref().map(|d| divergence_json(d, verdict)),
        "events": verdict.events,
        "nodes": verdict.nodes,
        "value": verdict.value.map(crate::check::TraceValue::json),
    })
}
