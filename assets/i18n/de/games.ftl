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

## Chess.
chess-side-white = Weiß
chess-side-black = Schwarz
# A piece: $side is white or black, $kind pawn, knight, bishop, rook, queen or king.
chess-piece = { $side ->
        [white] { $kind ->
            [pawn] weißer Bauer
            [knight] weißer Springer
            [bishop] weißer Läufer
            [rook] weißer Turm
            [queen] weiße Dame
           *[king] weißer König
        }
       *[other] { $kind ->
            [pawn] schwarzer Bauer
            [knight] schwarzer Springer
            [bishop] schwarzer Läufer
            [rook] schwarzer Turm
            [queen] schwarze Dame
           *[king] schwarzer König
        }
    }
# A piece where it stands, in a list.
chess-piece-on = { $piece } auf { $square }

## Where a node is, and a move, in a sentence.
game-place-root = an der Wurzel
# $path: a textbook tree's node (2.1).
game-place-tree = bei { $path }
# $path: the moves that lead to the node (e4 e5).
game-place-played = nach { $path }
# $label: a child's number in a textbook tree.
game-move-in-tree = Zug { $label }
