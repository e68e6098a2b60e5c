//! Session files of the algorithms for chance and sampling (expectimax,
//! Star1, Monte Carlo tree search) on Pig and on trees with chance nodes,
//! put together from the input: the game, its position, the algorithm (or
//! none), the depth, Star1's bounds, the guess, the window, MCTS's
//! settings, the node cap and the cursor's step, each drawn from the bytes
//! within and past its range. Never a panic; a refusal is one short line
//! and never an internal error; a Star1 search that ends finds expectimax's
//! value.

#![no_main]

use gametree::search::{Algorithm, SearchOptions};
use gametree::session::Session;
use gametree::session_file::parse;
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;

/// The node cap's largest draw: every search here stays small.
const MAX_NODES: u64 = 20_000;

/// Trees with chance nodes, and a few near misses.
const TREES: [&str; 7] = [
    "expectimax",
    "expectimax-weighted",
    "[chance(0.0699,0.9301)[13,2],chance[1,-4,9]]",
    "[chance(1/3,2/3)[chance[1,2],max[3,chance(0.5,0.5)[4,5]]],7]",
    "max[chance(0.9,0.2)[1,2]]",
    "[chance(1/65535,65534/65535)[99000,-99000],1]",
    "classic",
];

/// A number as `--bounds` may be written: whole, a fraction, a decimal.
fn number(u: &mut Unstructured) -> Result<String> {
    let whole: i32 = u.arbitrary()?;
    let small = whole % 2_000;
    Ok(match u.int_in_range(0..=3)? {
        0 => whole.to_string(),
        1 => small.to_string(),
        2 => format!("{small}/{}", u.int_in_range(0..=7)?),
        _ => format!("{small}.{}", u.int_in_range(0..=9999)?),
    })
}

/// A session file's text, drawn from `u`.
fn session_text(u: &mut Unstructured) -> Result<String> {
    let searched = if u.arbitrary()? {
        let roll = if u.arbitrary()? { " roll" } else { "" };
        format!(
            r#""game":"pig","position":"goal {} {}-{} {}+{}{roll}""#,
            u.int_in_range(1..=40)?,
            u.int_in_range(0..=45)?,
            u.int_in_range(0..=45)?,
            u.choose(&["a", "b"])?,
            u.int_in_range(0..=30)?,
        )
    } else {
        format!(r#""tree":"{}""#, u.choose(&TREES)?)
    };
    let mut options = Vec::new();
    if let Some(algo) = u.choose(&[None, Some("expectimax"), Some("star1"), Some("mcts"), Some("alphabeta")])? {
        options.push(format!(r#""algo":"{algo}""#));
    }
    options.push(format!(r#""depth":{}"#, u.int_in_range(0..=10)?));
    options.push(format!(r#""max_nodes":{}"#, u.int_in_range(1..=MAX_NODES)?));
    if u.arbitrary()? {
        options.push(format!(r#""bounds":"{}..{}""#, number(u)?, number(u)?));
    }
    if u.arbitrary()? {
        options.push(format!(r#""guess":{}"#, u.arbitrary::<i32>()?));
    }
    if u.arbitrary()? {
        options.push(format!(r#""window":{}"#, u.arbitrary::<i32>()?));
    }
    options.push(format!(r#""iterations":{}"#, u.int_in_range(0..=300)?));
    options.push(format!(r#""seed":{}"#, u.arbitrary::<u64>()?));
    options.push(format!(r#""playout_cap":{}"#, u.int_in_range(0..=60)?));
    options.push(format!(
        r#""exploration":{}"#,
        u.choose(&["0", "1.4142135623730951", "0.5", "100"])?
    ));
    Ok(format!(
        r#"{{"format":"gametree-session","version":1,{searched},"options":{{{}}},"cursor":{{"step":{}}}}}"#,
        options.join(","),
        u.int_in_range(0..=5_000)?,
    ))
}

fn refused(message: &str) {
    assert!(!message.contains('\n'), "{message}");
    assert!(!message.chars().any(char::is_control), "{message}");
    assert!(!message.contains("internal error"), "{message}");
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = session_text(&mut Unstructured::new(data)) else {
        return;
    };
    let file = parse(&text).unwrap_or_else(|error| panic!("{text}: {error}"));
    let prepared = match file.prepare() {
        Ok(prepared) => prepared,
        Err(error) => return refused(&error.to_string()),
    };
    let (mut session, _) = match prepared.session() {
        Ok(opened) => opened,
        Err(error) => return refused(&error.to_string()),
    };
    if let Err(error) = session.run_to_end() {
        return refused(&error.to_string());
    }
    let options = prepared.options;
    if options.algorithm != Algorithm::Star1 {
        return;
    }
    let Some(star1) = session.outcome().filter(|outcome| !outcome.truncated) else {
        return;
    };
    let expectimax = SearchOptions {
        algorithm: Algorithm::Expectimax,
        bounds: None,
        ..options
    };
    let mut reference = Session::new(prepared.game.clone(), expectimax).expect("expectimax takes Star1's options");
    reference.run_to_end().expect("expectimax runs where Star1 ran");
    if let Some(outcome) = reference.outcome().filter(|outcome| !outcome.truncated) {
        assert_eq!(star1.value, outcome.value, "{text}");
    }
});
