//! The Pig scoreboard as a neutral [`Grid`]: a track of holes per player,
//! one hole per point up to the goal, ten to a row (A's rows on top, red;
//! B's under them, yellow; the columns numbered 1 to 10 underneath), so a
//! track fills with discs as its player banks points, like a score sheet
//! counted in tens. Ten to a row keeps the holes large in the narrow board
//! panel: a goal of 20 is four rows of ten, not two rows of twenty. The
//! turn total at stake is drawn as discs too, ringed (the grid's
//! highlight): the points a 1 would lose.
//!
//! A click plays: at a decision, the hole after the stake rolls and the
//! last ringed disc holds; at a throw, the hole a face 2–6 would reach
//! shows that face, and the next hole of the other player's row shows a 1
//! (the turn passes).

use crate::game::MoveCode;
use crate::game::grid::{CellAt, Glyph, Grid, GridMove, GridStyle, Mark, Pick, Seat};

use super::board::{self, Board, FACES, HOLD, ROLL, Side};

/// How `side`'s points are drawn.
fn grid_mark(side: Side) -> Mark {
    let seat = match side {
        Side::A => Seat::First,
        Side::B => Seat::Second,
    };
    Mark {
        seat,
        glyph: Glyph::Disc,
    }
}

/// The most holes in a row.
const ROW_POINTS: u8 = 10;

/// How the holes of a game to `goal` are laid out: holes in a row, and
/// rows for each player.
fn shape(goal: u8) -> (u8, u8) {
    let columns = goal.clamp(1, ROW_POINTS);
    (columns, goal.div_ceil(columns))
}

/// The hole for `side`'s `point`-th point (1-based), if the board has it.
fn hole(side: Side, point: u16, goal: u8) -> Option<CellAt> {
    let index = point.checked_sub(1)?;
    if index >= u16::from(goal) {
        return None;
    }
    let (columns, rows) = shape(goal);
    let index = u8::try_from(index).ok()?;
    let side_row = u8::try_from(side.index()).ok()? * rows;
    Some(CellAt::new(side_row + index / columns, index % columns))
}

/// `board` in a game to `goal` as a grid. The move into it (`_last`) is
/// not marked: the ringed stake says more.
#[must_use]
pub fn grid(board: Board, goal: u8, _last: Option<MoveCode>) -> Grid {
    let mover = board.to_move();
    let (columns, rows) = shape(goal);
    let holes = u16::from(columns) * u16::from(rows);
    let cells = [Side::A, Side::B]
        .into_iter()
        .flat_map(|side| {
            let points = u16::from(board.points(side)).min(u16::from(goal));
            (1..=holes).map(move |point| (point <= points).then(|| grid_mark(side)))
        })
        .collect();
    let banked = u16::from(board.banked(mover));
    let highlighted = (banked + 1..=u16::from(board.points(mover)))
        .filter_map(|point| hole(mover, point, goal))
        .collect();
    Grid {
        rows: 2 * rows,
        columns,
        cells,
        style: GridStyle::Frame,
        highlighted,
        title: title(board, goal),
        players: [Side::A, Side::B].map(|side| grid_mark(side).seat.with_disc_colour(side.name())),
        to_move: grid_mark(mover).seat,
        next_mark: grid_mark(mover),
        pick: Pick::Cell,
        moves: moves(board, goal),
    }
}

/// What the board shows, in one line.
fn title(board: Board, goal: u8) -> String {
    let scores = crate::tr!(
        "pig-scores",
        goal = goal,
        a = board.banked(Side::A),
        b = board.banked(Side::B)
    );
    let mover = board.to_move().name();
    if let Some(winner) = board.winner(goal) {
        return crate::tr!("pig-title-won", scores = scores, player = winner.name());
    }
    let stake = board.turn_total();
    if board.is_rolling() {
        crate::tr!(
            "pig-title-rolled",
            scores = scores,
            player = mover,
            stake = stake
        )
    } else {
        crate::tr!(
            "pig-title-to-move",
            scores = scores,
            player = mover,
            stake = stake
        )
    }
}

/// The moves a click plays, each on its own hole (see the module's doc).
fn moves(board: Board, goal: u8) -> Vec<GridMove> {
    let mover = board.to_move();
    let shown = u16::from(board.points(mover));
    let mut out: Vec<GridMove> = Vec::new();
    for mv in board.moves(goal) {
        let (lands, label, hint) = match mv {
            ROLL => (
                hole(mover, shown + 1, goal),
                crate::tr!("pig-roll-label", player = mover.name()),
                crate::tr!("pig-roll-hint"),
            ),
            HOLD => (
                hole(mover, shown, goal),
                crate::tr!("pig-hold-label", player = mover.name()),
                crate::tr!("pig-hold-hint", stake = board.turn_total()),
            ),
            mv => {
                let Some(face) = board::move_face(mv) else {
                    continue;
                };
                if face == 1 {
                    let other = mover.other();
                    (
                        hole(other, u16::from(board.banked(other)) + 1, goal),
                        crate::tr!("pig-face-label", face = 1_u8),
                        crate::tr!(
                            "pig-one-hint",
                            player = mover.name(),
                            stake = board.turn_total(),
                            other = other.name()
                        ),
                    )
                } else {
                    let reach = (shown + u16::from(face)).min(u16::from(goal));
                    (
                        hole(mover, reach, goal),
                        crate::tr!("pig-face-label", face = face),
                        crate::tr!(
                            "pig-face-hint",
                            face = face,
                            faces = FACES,
                            player = mover.name(),
                            stake = board.turn_total().saturating_add(face)
                        ),
                    )
                }
            }
        };
        let Some(lands) = lands else {
            continue;
        };
        if out.iter().all(|taken| taken.lands != lands) {
            out.push(GridMove {
                mv,
                lands,
                label,
                hint,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pig::parse::parse;

    fn board(text: &str) -> (u8, Board) {
        parse(text).unwrap()
    }

    #[test]
    fn tracks_fill_ten_to_a_row_and_the_stake_is_ringed() {
        let (goal, at) = board("12-7 a+5");
        let grid = grid(at, goal, None);
        // Goal 20: A's points 1–10 and 11–20 on rows 0 and 1, B's on 2 and 3.
        assert_eq!((grid.rows, grid.columns), (4, 10));
        let seat = |row, column| grid.at(CellAt::new(row, column)).map(|m| m.seat);
        // A: 12 banked and 5 at stake, 17 points: all of row 0, 7 of row 1.
        assert_eq!(seat(0, 9), Some(Seat::First));
        assert_eq!(seat(1, 6), Some(Seat::First));
        assert_eq!(seat(1, 7), None);
        // B: 7 banked.
        assert_eq!(seat(2, 6), Some(Seat::Second));
        assert_eq!(seat(2, 7), None);
        assert_eq!(seat(3, 0), None);
        // The stake, points 13–17, is ringed.
        let ringed: Vec<(u8, u8)> = grid.highlighted.iter().map(|c| (c.row, c.column)).collect();
        assert_eq!(ringed, [(1, 2), (1, 3), (1, 4), (1, 5), (1, 6)]);
        assert_eq!(
            grid.title,
            "Pig scoreboard, goal 20: A 12 banked, B 7; A to move with 5 at stake"
        );
    }

    #[test]
    fn other_goals_keep_ten_to_a_row_and_never_fill_past_the_goal() {
        // Goal 25: three rows each, the last one half beyond the goal.
        let (goal, at) = board("goal 25 29-3 b");
        let wide = grid(at, goal, None);
        assert_eq!((wide.rows, wide.columns), (6, 10));
        let first = wide
            .cells
            .iter()
            .filter(|mark| mark.is_some_and(|m| m.seat == Seat::First))
            .count();
        assert_eq!(first, 25, "29 points fill the 25 holes up to the goal");
        // Goal 7: one row of seven each.
        let (goal, at) = board("goal 7 3-4 a");
        let short = grid(at, goal, None);
        assert_eq!((short.rows, short.columns), (2, 7));
        assert_eq!(
            short.at(CellAt::new(1, 3)).map(|m| m.seat),
            Some(Seat::Second)
        );
    }

    #[test]
    fn clicks_roll_after_the_stake_and_hold_on_it() {
        let (goal, at) = board("12-7 a+5");
        let grid = grid(at, goal, None);
        assert_eq!(grid.move_at(CellAt::new(1, 7)).map(|m| m.mv), Some(ROLL));
        assert_eq!(grid.move_at(CellAt::new(1, 6)).map(|m| m.mv), Some(HOLD));
        assert!(grid.move_at(CellAt::new(2, 0)).is_none());
    }

    #[test]
    fn a_throw_lands_each_face_on_its_own_hole() {
        // A shows 12 + 5 = 17 of 20: faces 2 and 3 reach points 19 and 20,
        // 4 to 6 would reach past the goal and share point 20 with 3; a 1
        // puts B's next point (8) in reach.
        let (goal, at) = board("12-7 a+5 roll");
        let grid = grid(at, goal, None);
        let faces: Vec<(String, CellAt)> = grid
            .moves
            .iter()
            .map(|m| (m.label.clone(), m.lands))
            .collect();
        assert_eq!(
            faces,
            [
                ("The die shows 1".to_owned(), CellAt::new(2, 7)),
                ("The die shows 2".to_owned(), CellAt::new(1, 8)),
                ("The die shows 3".to_owned(), CellAt::new(1, 9)),
            ]
        );
    }

    #[test]
    fn a_finished_game_has_nothing_to_click() {
        let (goal, at) = board("20-7 b");
        let grid = grid(at, goal, None);
        assert!(grid.moves.is_empty());
        assert!(grid.title.ends_with("A has won"), "{}", grid.title);
    }
}
