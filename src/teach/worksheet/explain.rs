//! One sentence for each cell of the key: why the right answer is what it
//! is, naming the node whose bound caused it ("β here is 5: it comes from
//! MIN at 2, whose best so far was 5"). Read from the key alone.

use crate::game::{INFINITY, Score, Wording};
use crate::notation;
use crate::search::{Bound, Player};

use super::cells::{Cell, CellKind};
use super::key::KeyEntry;

/// The sentence for `cell` of `key`; empty for a cell that is not in the key.
#[must_use]
pub fn explain(key: &[KeyEntry], cell: Cell) -> String {
    let Some(entry) = key.get(cell.entry) else {
        return String::new();
    };
    let w = entry.windows;
    match cell.kind {
        CellKind::AlphaIn => inherited(
            key,
            cell.entry,
            Player::Max,
            &crate::tr!("teach-explain-alpha-here"),
        ),
        CellKind::BetaIn => inherited(
            key,
            cell.entry,
            Player::Min,
            &crate::tr!("teach-explain-beta-here"),
        ),
        CellKind::AlphaOut => left(key, cell.entry, Player::Max, w.alpha_in, w.alpha_out),
        CellKind::BetaOut => left(key, cell.entry, Player::Min, w.beta_in, w.beta_out),
        CellKind::Value => value(key, cell.entry),
        CellKind::Pruned if entry.pruned => pruned(key, cell.entry),
        CellKind::Pruned => searched(key, cell.entry),
    }
}

/// `MAX at 1.2`: who chooses at a node, and where it is, as the
/// narration names it.
fn who(entry: &KeyEntry) -> String {
    crate::tr!(
        "teach-explain-who",
        player = entry.player,
        place = super::key::path_place(&entry.path)
    )
}

fn bound_name(side: Player) -> &'static str {
    match side {
        Player::Max => "α",
        Player::Min => "β",
    }
}

/// The ancestor of `place` whose best so far set the bound `side` raises
/// (α for MAX, β for MIN) as `place` was entered; `None` while the bound
/// is still the root's infinity.
fn source(key: &[KeyEntry], place: usize, side: Player) -> Option<usize> {
    let bound = |entry: &KeyEntry| match side {
        Player::Max => entry.windows.alpha_in,
        Player::Min => entry.windows.beta_in,
    };
    let want = bound(key.get(place)?);
    let mut child = place;
    while let Some(parent) = key.get(child)?.parent {
        let entry = key.get(parent)?;
        if entry.chooser == side && bound(entry) != want {
            return Some(parent);
        }
        child = parent;
    }
    None
}

/// `from MIN at the root`, or `from the start (+∞)` when no node set it.
fn from(key: &[KeyEntry], place: usize, side: Player) -> String {
    match source(key, place, side).and_then(|s| key.get(s)) {
        Some(entry) => crate::tr!("teach-explain-from", who = who(entry)),
        None => crate::tr!("teach-explain-from-start"),
    }
}

/// The bound `side` of node `place` on entry: which ancestor it came from.
fn inherited(key: &[KeyEntry], place: usize, side: Player, subject: &str) -> String {
    let Some(entry) = key.get(place) else {
        return String::new();
    };
    let value = match side {
        Player::Max => entry.windows.alpha_in,
        Player::Min => entry.windows.beta_in,
    };
    let shown = notation::score(value, Wording::TREE);
    if let Some(ancestor) = source(key, place, side).and_then(|s| key.get(s)) {
        crate::tr!(
            "teach-explain-inherited",
            subject = subject,
            value = shown,
            who = who(ancestor)
        )
    } else {
        crate::tr!(
            "teach-explain-inherited-start",
            subject = subject,
            value = shown,
            player = side.name()
        )
    }
}

/// The bound `side` of node `place` as it is left.
fn left(key: &[KeyEntry], place: usize, side: Player, entered: Score, out: Score) -> String {
    let Some(entry) = key.get(place) else {
        return String::new();
    };
    let name = bound_name(side);
    if out == entered {
        let subject = crate::tr!("teach-explain-as-on-entry", bound = name);
        return inherited(key, place, side, &subject);
    }
    crate::tr!(
        "teach-explain-raised",
        bound = name,
        value = notation::score(out, Wording::TREE),
        who = who(entry)
    )
}

/// The value of node `place`: the best of its children, or a bound.
fn value(key: &[KeyEntry], place: usize) -> String {
    let Some(entry) = key.get(place) else {
        return String::new();
    };
    let text = entry.value_text.clone().unwrap_or_default();
    let chooser = entry.chooser;
    let (own, other) = match chooser {
        Player::Max => (Player::Max, Player::Min),
        Player::Min => (Player::Min, Player::Max),
    };
    let bound_of = |side: Player| match side {
        Player::Max => entry.windows.alpha_in,
        Player::Min => entry.windows.beta_in,
    };
    let fails_high = match chooser {
        Player::Max => Bound::Lower,
        Player::Min => Bound::Upper,
    };
    // The tree's bound: a node that searched every move and came back
    // exact is no bound even outside its window (fail-soft's MIN 3 = 2).
    match entry.bound_kind {
        Some(bound) if bound == fails_high => crate::tr!(
            "teach-explain-value-stopped",
            value = text,
            who = who(entry),
            bound = bound_name(other),
            limit = notation::score(bound_of(other), Wording::TREE),
            from = from(key, place, other)
        ),
        Some(Bound::Lower | Bound::Upper) => crate::tr!(
            "teach-explain-value-no-child-beat",
            value = text,
            who = who(entry),
            bound = bound_name(own),
            limit = notation::score(bound_of(own), Wording::TREE),
            from = from(key, place, own)
        ),
        _ => match chooser {
            Player::Max => crate::tr!(
                "teach-explain-value-largest",
                value = text,
                who = who(entry)
            ),
            Player::Min => {
                crate::tr!(
                    "teach-explain-value-smallest",
                    value = text,
                    who = who(entry)
                )
            }
        },
    }
}

/// Why the move into `place` was pruned: its parent's window had closed.
fn pruned(key: &[KeyEntry], place: usize) -> String {
    let Some(parent) = key.get(place).and_then(|e| e.parent) else {
        return String::new();
    };
    let Some(cut) = key.get(parent) else {
        return String::new();
    };
    let (alpha, beta) = (cut.windows.alpha_out, cut.windows.beta_out);
    let shown = |v: Score| notation::score(v.clamp(-INFINITY, INFINITY), Wording::TREE);
    match cut.chooser {
        Player::Max => crate::tr!(
            "teach-explain-pruned-max",
            who = who(cut),
            alpha = shown(alpha),
            beta = shown(beta),
            from = from(key, parent, Player::Min)
        ),
        Player::Min => crate::tr!(
            "teach-explain-pruned-min",
            who = who(cut),
            alpha = shown(alpha),
            beta = shown(beta),
            from = from(key, parent, Player::Max)
        ),
    }
}

/// Why the move into `place` was searched: its parent's window was open.
fn searched(key: &[KeyEntry], place: usize) -> String {
    let Some(entry) = key.get(place) else {
        return String::new();
    };
    let Some(parent) = entry.parent.and_then(|p| key.get(p)) else {
        return crate::tr!("teach-explain-root-searched");
    };
    crate::tr!(
        "teach-explain-not-pruned",
        who = who(parent),
        window = notation::window(entry.windows.alpha_in, entry.windows.beta_in, Wording::TREE)
    )
}
