# The names and descriptions a person reads of the algorithms, the games,
# the chess presets and the built-in textbook trees (src/search/algorithm/,
# src/game/info.rs and each game's INFO, src/presets.rs,
# src/textbook/builtins.rs). The command line's names (alphabeta, classic)
# stay English: they are not here.

## The algorithms: a title for menus, and a short name inside a sentence
## or a comparison's title ("Alpha-beta vs PVS").
names-algo-minimax-title = Minimax
names-algo-minimax-short = minimax
names-algo-alphabeta-title = Alpha-beta
names-algo-alphabeta-short = alpha-beta
names-algo-negamax-title = Negamax
names-algo-negamax-short = negamax
names-algo-negamax-ab-title = Negamax with α-β
names-algo-negamax-ab-short = negamax with α-β
names-algo-pvs-title = PVS (NegaScout)
names-algo-pvs-short = PVS
names-algo-aspiration-title = Aspiration windows
names-algo-aspiration-short = aspiration windows
names-algo-mtdf-title = MTD(f)
names-algo-mtdf-short = MTD(f)
names-algo-expectimax-title = Expectimax
names-algo-expectimax-short = expectimax
names-algo-star1-title = Star1 (chance pruning)
names-algo-star1-short = Star1
names-algo-mcts-title = Monte Carlo tree search
names-algo-mcts-short = MCTS

## The games: the title, the position field's label and its example, the
## button that loads the field and the one that loads the start.
names-game-chess-title = Chess
names-game-chess-field = FEN, PGN or moves
names-game-chess-hint = Paste a FEN, a PGN or moves and press Enter
names-game-chess-load = Load FEN
names-game-chess-button = Start position
names-game-tree-title = Textbook tree
names-game-tree-field = Textbook tree (nested list, leaves from MAX's view)
names-game-tree-load = Load tree
names-game-tictactoe-title = Tic-tac-toe
names-game-tictactoe-field = Tic-tac-toe (9 characters x, o, . row by row from the top)
names-game-tictactoe-load = Load tic-tac-toe
names-game-tictactoe-button = Empty 3×3 board
names-game-connect4-title = Connect Four
names-game-connect4-field = Connect Four (the columns played, 1 to 7)
names-game-connect4-hint = 4453 (empty: the start)
names-game-connect4-load = Load Connect Four
names-game-connect4-button = Empty 7×6 board
names-game-pig-title = Pig (dice)
names-game-pig-field = Pig (banked A-B, player to move +turn total, roll: the die is thrown next)
names-game-pig-hint = 12-17 a+5 (goal 30 12-17 a+5 for another goal)
names-game-pig-load = Load Pig
names-game-pig-button = New game to 20

## The chess presets: a menu's name and one line on what the position shows.
names-preset-start-name = Start position
names-preset-start-description = The initial position: 20 moves, and material sees no difference between them.
names-preset-knight-fork-name = Knight fork (depth 3)
names-preset-knight-fork-description = Nc7+ forks king and queen: depth 3 sees Nxa8 win the queen (+3); at depth 2 Nc7+ only ties at −6, and most other moves lose to Qxd5 or Qa1#.
names-preset-scholars-mate-name = Scholar's mate (mate in 1)
names-preset-scholars-mate-description = White mates with Qxf7#; a depth-1 search already scores it as a mate.
names-preset-back-rank-mate-name = Back-rank mate (mate in 1)
names-preset-back-rank-mate-description = Ra8# against a king boxed in by its own pawns; every other rook move scores +5.
names-preset-two-rook-ladder-name = Two-rook ladder (mate in 2)
names-preset-two-rook-ladder-description = 1. Rg7 Kb8 2. Rf8#: needs depth 3; at depth 1 or 2 the mate stays invisible.
names-preset-king-pawn-endgame-name = King and pawn endgame
names-preset-king-pawn-endgame-description = Few pieces, few moves: a small tree where every leaf scores +1, so the first move wins all ties.
names-preset-hanging-queen-name = Hanging queen (ordering matters)
names-preset-hanging-queen-description = Nxh4 wins the queen: captures-first ordering searches it first and prunes far more than natural order.
names-preset-promotion-name = Promotion
names-preset-promotion-description = a8=Q, a8=R, a8=B and a8=N are four different moves; only one of them is best.
names-preset-horizon-effect-name = Horizon effect (quiescence)
names-preset-horizon-effect-description = Qxd5 takes a pawn that e6 defends: at depth 1 the search stops before exd5 and grabs it; with quiescence it sees the recapture and does not.
names-preset-kiwipete-name = Kiwipete
names-preset-kiwipete-description = The perft test position: 48 moves with castling, en passant and pins; the tree grows fast.
names-preset-course-knights-forward-name = Course report: knights forward
names-preset-course-knights-forward-description = From the course report: both kings' knights on the g-file, Black to move (MAX is Black).
names-preset-course-scattered-pawns-name = Course report: scattered pawns
names-preset-course-scattered-pawns-description = From the course report: White has pushed five pawns and lifted a rook, Black to move.
names-preset-course-kings-d1-d8-name = Course report: kings on d1 and d8
names-preset-course-kings-d1-d8-description = From the course report: a crowded middlegame with no castling rights, Black to move.

## The built-in textbook trees: one line on what each shows (its name,
## classic or uneven, is typed on the command line and stays as it is).
names-tree-classic-description = AIMA's Figure 5.2/5.5 (Russell & Norvig, 3rd ed.): MAX picks the move whose MIN reply is best (value 3); fail-soft gives the book's MIN 2 ≤2 and MIN 3 exactly 2.
names-tree-uneven-description = Leaves at different depths: a branch may end early, and a single child passes its value straight up.
names-tree-ties-description = Equal values: the first best move wins ties, and a cutoff needs α ≥ β, equality included.
names-tree-uniform-3x3x3-description = A uniform tree, branching 3 and depth 3, with 27 distinct leaves: try best and worst move ordering.
names-tree-perfect-3x3x3-description = The same 27 leaves, perfectly ordered: every node tries its best move first, so natural-order alpha-beta meets Knuth and Moore's minimum, 11 leaves.
names-tree-worst-3x3x3-description = The same 27 leaves, worst ordered: every node tries its worst move first, so alpha-beta prunes nothing and evaluates all 27 leaves.
names-tree-expectimax-description = CS188's MAX over uniform chance nodes (UC Berkeley, Expectimax lecture): the ghosts move at random, so each circle averages its outcomes, 23/3, 4 and 7, and MAX takes the first. Search it with expectimax, or Star1 with leaves in 0..15.
names-tree-expectimax-weighted-description = Chance with unequal odds: a safe move worth 6, or a gamble that wins 10 nine times in ten and 0 otherwise (9), or one with odds 1/3 and 2/3 (5).
