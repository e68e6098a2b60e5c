# The games' words (src/game/, src/games/, src/chess/, src/textbook/).

# MAX, to move at the root, has already lost.
game-lost-at-root-mate = MAX is checkmated
game-lost-at-root-win = the game is over, MIN has won
# Why a position ends the game, in a sentence.
game-ending-checkmate = checkmate
game-ending-stalemate = stalemate
game-ending-insufficient-material = insufficient material
game-ending-fifty-move-rule = fifty-move rule
game-ending-tree-leaf = leaf of the tree
game-ending-three-in-a-row = three in a row
game-ending-four-in-a-row = four in a row
game-ending-board-full = full board
game-ending-goal-reached = goal reached

## Chess.
chess-side-white = White
chess-side-black = Black
# A piece: $side is white or black, $kind pawn, knight, bishop, rook, queen or king.
chess-piece = { $side } { $kind }
# A piece where it stands, in a list.
chess-piece-on = { $piece } on { $square }

## Where a node is, and a move, in a sentence.
game-place-root = at the root
# $path: a textbook tree's node (2.1).
game-place-tree = at { $path }
# $path: the moves that lead to the node (e4 e5).
game-place-played = after { $path }
# $label: a child's number in a textbook tree.
game-move-in-tree = move { $label }
