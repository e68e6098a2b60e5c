//! A grid game's board described neutrally, with no GUI type in it: rows
//! and columns of cells, each empty or holding a mark of the first or second
//! player, the cells of the move into the position, and the moves a click
//! can play. A game that is played on a grid gives one from
//! [`crate::game::Game::grid`]; the window's board widget and the board
//! export (SVG, PNG) draw any grid the same way (`crate::scene::grid` holds
//! their shared colours and geometry), so a new grid game needs no drawing
//! code of its own.

use super::MoveCode;

/// One of the two players of a grid game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Seat {
    /// The player who moves first.
    First,
    /// The player who moves second.
    Second,
}

impl Seat {
    /// `0` for the first player, `1` for the second.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Self::First => 0,
            Self::Second => 1,
        }
    }

    /// The colour of the player's discs as the board panel draws them
    /// ([`Glyph::Disc`]: the first red, the second yellow), in the
    /// reader's language.
    #[must_use]
    pub fn disc_colour(self) -> String {
        match self {
            Self::First => crate::tr!("board-colour-red"),
            Self::Second => crate::tr!("board-colour-yellow"),
        }
    }

    /// `player` with the colour of their discs, as the board panel lists
    /// the players: `first player (red)`.
    #[must_use]
    pub fn with_disc_colour(self, player: &str) -> String {
        crate::tr!(
            "board-player-colour",
            player = player,
            colour = self.disc_colour()
        )
    }
}

/// How a mark is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Glyph {
    /// Two crossed strokes (tic-tac-toe's X).
    Cross,
    /// A ring (tic-tac-toe's O).
    Ring,
    /// A filled disc in its player's colour (Connect Four).
    Disc,
}

/// A mark on the board: whose it is and how it is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Mark {
    /// Whose mark.
    pub seat: Seat,
    /// Its shape.
    pub glyph: Glyph,
}

/// What the board looks like around its cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GridStyle {
    /// Lines between the cells on paper, each empty cell numbered
    /// (tic-tac-toe); the move into the position tints its cell.
    Paper,
    /// Holes in a frame, the columns numbered underneath (Connect Four);
    /// the move into the position is ringed.
    Frame,
}

/// A cell: its row (0 at the top) and column (0 at the left).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CellAt {
    /// From the top, 0-based.
    pub row: u8,
    /// From the left, 0-based.
    pub column: u8,
}

impl CellAt {
    /// The cell in `row` and `column`.
    #[must_use]
    pub const fn new(row: u8, column: u8) -> Self {
        Self { row, column }
    }
}

/// What a click picks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pick {
    /// The cell clicked (tic-tac-toe).
    Cell,
    /// The column clicked, anywhere in it (Connect Four's drop).
    Column,
}

/// A move a click on the board plays.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GridMove {
    /// The move.
    pub mv: MoveCode,
    /// The cell its mark lands in.
    pub lands: CellAt,
    /// What the click does, for screen readers and tests
    /// (`Play x in cell 5`, `Drop a disc in column 3`).
    pub label: String,
    /// What the click does, as a tooltip.
    pub hint: String,
}

/// A grid game's board at one position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Grid {
    /// How many rows.
    pub rows: u8,
    /// How many columns.
    pub columns: u8,
    /// The cells row by row from the top left: `rows × columns` of them.
    pub cells: Vec<Option<Mark>>,
    /// How it looks around the cells.
    pub style: GridStyle,
    /// The cells of the move into the position (none at the root).
    pub highlighted: Vec<CellAt>,
    /// One line that says what the board shows, for screen readers and as
    /// a picture's title (`Tic-tac-toe board x...o...., x to move`).
    pub title: String,
    /// The two players' names as the board panel writes them, first then
    /// second (`X`, `O`; `first player (red)`, …).
    pub players: [String; 2],
    /// The player to move.
    pub to_move: Seat,
    /// The mark the player to move puts down (a move's preview).
    pub next_mark: Mark,
    /// What a click picks: a cell or a column.
    pub pick: Pick,
    /// The moves a click can play, each with the cell it lands in.
    pub moves: Vec<GridMove>,
}

impl Grid {
    /// What stands in `cell`; `None` for an empty cell or one off the board.
    #[must_use]
    pub fn at(&self, cell: CellAt) -> Option<Mark> {
        if cell.row >= self.rows || cell.column >= self.columns {
            return None;
        }
        let index = usize::from(cell.row) * usize::from(self.columns) + usize::from(cell.column);
        self.cells.get(index).copied().flatten()
    }

    /// The move a click on `cell` plays, if any: the move landing there, or
    /// for [`Pick::Column`] the move into that column wherever it lands.
    #[must_use]
    pub fn move_at(&self, cell: CellAt) -> Option<&GridMove> {
        self.moves.iter().find(|grid_move| match self.pick {
            Pick::Cell => grid_move.lands == cell,
            Pick::Column => grid_move.lands.column == cell.column,
        })
    }

    /// Whether `cell` holds (part of) the move into the position.
    #[must_use]
    pub fn is_highlighted(&self, cell: CellAt) -> bool {
        self.highlighted.contains(&cell)
    }
}
