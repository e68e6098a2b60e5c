# The games' words (src/game/, src/games/, src/chess/, src/textbook/).

# MAX, to move at the root, has already lost.
game-lost-at-root-mate = MAX ist matt
game-lost-at-root-win = das Spiel ist vorbei, MIN hat gewonnen
# Why a position ends the game, in a sentence.
game-ending-checkmate = Matt
game-ending-stalemate = Patt
game-ending-insufficient-material = ungenügendes Material
game-ending-fifty-move-rule = 50-Züge-Regel
game-ending-tree-leaf = Blatt des Baums
game-ending-three-in-a-row = drei in einer Reihe
game-ending-four-in-a-row = vier in einer Reihe
game-ending-board-full = volles Brett
game-ending-goal-reached = Ziel erreicht
