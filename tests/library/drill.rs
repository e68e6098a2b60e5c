//! The quick drill's verdicts, checked by hand on AIMA's Figure 5.5
//! (`classic`: MIN 2 is cut after its first leaf, so the moves into 2.2
//! and 2.3 are pruned, and the root is worth 3), on a tie that only the
//! `α ≥ β` rule cuts, and the streak.

use std::collections::BTreeSet;

use gametree::search::{Cutoff, FailMode};
use gametree::teach::drill::{Drill, DrillSettings, Streak};
use gametree::teach::worksheet::Verdict;
use gametree::textbook::TextbookTree;

const CLASSIC: &str = "[[3,12,8],[2,4,6],[14,5,2]]";

fn drill(text: &str, cutoff: Cutoff) -> Drill {
    let settings = DrillSettings {
        cutoff,
        ..DrillSettings::default()
    };
    Drill::from_tree(&TextbookTree::parse(text).unwrap(), 7, settings).unwrap()
}

fn marks(paths: &[&str]) -> BTreeSet<String> {
    paths.iter().map(|&path| path.to_owned()).collect()
}

#[test]
fn the_classic_tree_right_is_one_sentence_naming_the_answer() {
    let drill = drill(CLASSIC, Cutoff::Ge);
    let verdict = drill.judge(&marks(&["2 2", "2 3"]), "3");
    assert!(verdict.is_right(), "{verdict:?}");
    assert_eq!(verdict.sentence(), "Right! Root value 3; pruned: 2.2, 2.3.");
    // The answer names the whole tree's nodes 2.2 and 2.3 (ids 7 and 8 in
    // pre-order: root 0, 1 at 1 with leaves 2..=4, 2 at 5 with 6..=8).
    let (pruned, value) = drill.answer();
    let ids: Vec<usize> = pruned.iter().map(|node| node.index()).collect();
    assert_eq!((ids, value), (vec![7, 8], 3));
    assert_eq!(drill.move_path(pruned[0]), Some("2 2"));
}

#[test]
fn a_verdict_names_each_missed_and_each_wrong_mark_and_the_root_value() {
    let drill = drill(CLASSIC, Cutoff::Ge);
    let verdict = drill.judge(&marks(&["2 2", "1 2"]), "5");
    assert_eq!(verdict.missed, ["2.3"]);
    assert_eq!(verdict.wrongly_marked, ["1.2"]);
    assert_eq!(verdict.root, Verdict::Wrong);
    assert_eq!(
        verdict.sentence(),
        "Not quite: missed pruned: 2.3; searched, not pruned: 1.2; the root value is 3."
    );
    let blank = drill.judge(&BTreeSet::new(), "");
    assert_eq!(blank.root, Verdict::Missing);
    assert_eq!(
        blank.sentence(),
        "Not quite: missed pruned: 2.2, 2.3; no root value given; it is 3."
    );
    // Marks below a pruned move are moot: the subtree is cut away whole.
    let right_marks = drill.judge(&marks(&["2 2", "2 3"]), "≥3");
    assert_eq!(right_marks.root, Verdict::Right, "a bound mark is read");
}

#[test]
fn a_tie_is_pruned_under_ge_and_searched_under_gt() {
    // MIN 2's first leaf ties α = 3: α ≥ β cuts 2.2 and 2.3, α > β does not.
    let tie = "[[3,12,8],[3,4,6],[14,5,2]]";
    let ge = drill(tie, Cutoff::Ge).judge(&BTreeSet::new(), "3");
    assert_eq!(ge.missed, ["2.2", "2.3"]);
    let gt = drill(tie, Cutoff::Gt).judge(&BTreeSet::new(), "3");
    assert!(gt.is_right(), "{gt:?}");
    assert_eq!(gt.sentence(), "Right! Root value 3; nothing is pruned.");
}

#[test]
fn nothing_on_the_tree_gives_the_answer_before_the_verdict() {
    let drill = drill(CLASSIC, Cutoff::Ge);
    let marked = marks(&["1 2"]);
    let before = drill.drawing(&marked, "3", None);
    assert!(before.values().all(|node| node.value.is_none()));
    assert!(
        before.values().all(|node| !node.unvisited),
        "greying = answer"
    );
    assert_eq!(before.values().filter(|node| node.pruned).count(), 1);
    let verdict = drill.judge(&marked, "3");
    let after = drill.drawing(&marked, "3", Some(&verdict));
    // Now the pruned leaves are greyed and MIN 2's value ≤2 is written.
    assert_eq!(after.values().filter(|node| node.unvisited).count(), 2);
    assert!(
        after
            .values()
            .any(|node| node.value.as_deref() == Some("≤2"))
    );
}

#[test]
fn the_same_seed_makes_the_same_tree_of_the_chosen_size() {
    for (depth, branching) in [(2, 2), (3, 3), (4, 2)] {
        let settings = DrillSettings {
            depth,
            branching,
            cutoff: Cutoff::Gt,
            fail: FailMode::Hard,
        };
        let a = Drill::new(41, settings).unwrap();
        let b = Drill::new(41, settings).unwrap();
        let tree = |d: &Drill| d.whole.game().as_textbook().unwrap().to_list_string();
        assert_eq!(tree(&a), tree(&b));
        let leaves = a.whole.game().as_textbook().unwrap().leaf_count();
        assert_eq!(leaves, usize::from(branching).pow(u32::from(depth)));
        assert_ne!(tree(&a), tree(&Drill::new(42, settings).unwrap()));
    }
}

#[test]
fn a_drill_has_at_most_27_leaves_so_every_value_reads_in_its_leaf() {
    // Depth 4 with 3 children, 81 leaves, is not offered: asked for, the
    // drill takes 2 children at depth 4.
    assert!(DrillSettings::offers(3, 3));
    assert!(DrillSettings::offers(4, 2));
    assert!(!DrillSettings::offers(4, 3));
    let settings = DrillSettings {
        depth: 4,
        branching: 3,
        ..DrillSettings::default()
    };
    let drill = Drill::new(41, settings).unwrap();
    assert_eq!(drill.settings.branching, 2);
    assert_eq!(drill.whole.game().as_textbook().unwrap().leaf_count(), 16);
}

#[test]
fn a_streak_counts_right_verdicts_in_a_row() {
    let mut streak = Streak::default();
    for right in [true, true, false, true] {
        streak.record(right);
    }
    assert_eq!((streak.current, streak.best), (1, 2));
}
