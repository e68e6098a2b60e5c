//! `gametree analyze --gif` and `--apng` end to end: a frame per chosen
//! step (the steps as `--slides-at`, `--from`, `--to` choose them for a
//! deck), each shown `--frame-ms`, read back with the `gif` and `png`
//! crates; the size of a lecture's GIF; the same bytes every time.

use crate::common::cli::{analyze, ok, usage_error};
use crate::common::scratch::scratch_dir;
use std::path::{Path, PathBuf};

fn temp_dir(name: &str) -> PathBuf {
    scratch_dir("animation", name)
}

/// The GIF at `path`: its screen size and each frame's delay in
/// hundredths of a second.
fn gif_frames(path: &Path) -> ((u16, u16), Vec<u16>) {
    let file = std::fs::File::open(path).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(file).unwrap();
    let size = (decoder.width(), decoder.height());
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        delays.push(frame.delay);
    }
    (size, delays)
}

/// The APNG at `path`: its size, the frame count its `acTL` says, and
/// each frame's delay as `(numerator, denominator)`, every frame decoded.
fn apng_frames(path: &Path) -> ((u32, u32), u32, Vec<(u16, u16)>) {
    let file = std::fs::File::open(path).unwrap();
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .unwrap();
    let info = reader.info();
    let size = (info.width, info.height);
    let declared = info.animation_control.unwrap().num_frames;
    let mut buffer = vec![0; reader.output_buffer_size()];
    let mut delays = Vec::new();
    for _ in 0..declared {
        reader.next_frame(&mut buffer).unwrap();
        let control = reader.info().frame_control.unwrap();
        delays.push((control.delay_num, control.delay_den));
    }
    (size, declared, delays)
}

/// Writes `classic`'s GIF and APNG at 320x180 with `extra` flags; returns
/// both paths.
fn classic_animations(name: &str, extra: &[&str]) -> (PathBuf, PathBuf) {
    let dir = temp_dir(name);
    let (gif, apng) = (dir.join("classic.gif"), dir.join("classic.png"));
    let mut args = vec![
        "--tree",
        "classic",
        "--size",
        "320x180",
        "--gif",
        gif.to_str().unwrap(),
        "--apng",
        apng.to_str().unwrap(),
    ];
    args.extend(extra);
    ok(&analyze(&args));
    (gif, apng)
}

#[test]
fn a_frame_per_step_each_shown_for_the_frame_time_and_the_same_bytes_twice() {
    let (gif, apng) = classic_animations("every-step", &["--frame-ms", "700"]);
    // `classic` is searched in 34 steps (its deck has a slide each).
    let ((width, height), delays) = gif_frames(&gif);
    assert_eq!((width, height), (320, 180));
    assert_eq!(delays, vec![70; 34]);
    let (size, declared, delays) = apng_frames(&apng);
    assert_eq!(size, (320, 180));
    assert_eq!(declared, 34);
    assert_eq!(delays, vec![(700, 1000); 34]);

    let (gif_again, apng_again) = classic_animations("every-step-again", &["--frame-ms", "700"]);
    assert!(std::fs::read(&gif).unwrap() == std::fs::read(&gif_again).unwrap());
    assert!(std::fs::read(&apng).unwrap() == std::fs::read(&apng_again).unwrap());
}

#[test]
fn the_steps_are_chosen_as_for_a_deck() {
    // Steps 1-20 of classic, key steps only: 14 (tests/cli/export.rs
    // lists them from `--trace`).
    let (gif, apng) = classic_animations("key", &["--slides-at", "key", "--to", "20"]);
    assert_eq!(gif_frames(&gif).1.len(), 14);
    assert_eq!(apng_frames(&apng).1, 14);
    // Every step from 5 to 9.
    let (gif, apng) = classic_animations("range", &["--from", "5", "--to", "9"]);
    assert_eq!(gif_frames(&gif).1.len(), 5);
    assert_eq!(apng_frames(&apng).1, 5);
    // The one cutoff (step 18) with the first and last step; the default
    // frame time is a second.
    let (gif, apng) = classic_animations("cutoffs", &["--slides-at", "cutoffs"]);
    assert_eq!(gif_frames(&gif).1, vec![100; 3]);
    assert_eq!(apng_frames(&apng).2, vec![(1000, 1000); 3]);
}

#[test]
fn a_gif_of_classic_for_a_projector_is_under_two_megabytes() {
    let dir = temp_dir("projector");
    let gif = dir.join("classic.gif");
    ok(&analyze(&[
        "--tree",
        "classic",
        "--gif",
        gif.to_str().unwrap(),
        "--size",
        "1280x720",
    ]));
    let bytes = std::fs::metadata(&gif).unwrap().len();
    assert!(bytes < 2_000_000, "{bytes} bytes");
    let ((width, height), delays) = gif_frames(&gif);
    assert_eq!((width, height), (1280, 720));
    assert_eq!(delays.len(), 34);
}

#[test]
fn a_chess_animation_by_default_keeps_to_a_lecture_and_says_so() {
    let dir = temp_dir("chess");
    let gif = dir.join("start.gif");
    let output = analyze(&[
        "--fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "--depth",
        "2",
        "--gif",
        gif.to_str().unwrap(),
        "--size",
        "320x180",
    ]);
    ok(&output);
    let said = String::from_utf8_lossy(&output.stderr);
    let frames = gif_frames(&gif).1.len();
    assert!(said.starts_with("note: "), "{said}");
    assert!(said.contains(&format!("({frames} slides")), "{said}");
    assert!(frames <= 50, "{frames} frames");
}

#[test]
fn the_frame_time_needs_an_animation_and_a_sensible_value() {
    let error = usage_error(&analyze(&["--tree", "classic", "--frame-ms", "500"]));
    assert!(
        error.contains("--gif") || error.contains("--apng"),
        "{error}"
    );
    let dir = temp_dir("frame-ms");
    let gif = dir.join("x.gif");
    let error = usage_error(&analyze(&[
        "--tree",
        "classic",
        "--gif",
        gif.to_str().unwrap(),
        "--frame-ms",
        "0",
    ]));
    assert!(error.contains("--frame-ms"), "{error}");
    assert!(!gif.exists());
}
