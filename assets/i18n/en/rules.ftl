# The rules' words: why a move on the board is illegal (src/chess/play.rs),
# why a PGN is refused (src/chess/pgn/), the evaluation's explanation
# (src/chess/), a textbook tree's edits (src/textbook/edit.rs) and a
# trace's malformed lines (src/check/trace.rs).
# $side, $mover: white or black; $kind: pawn, knight, bishop, rook, queen or king.

## A move on the board.
rules-no-piece = there is no piece on { $square }
rules-not-your-turn = it is { $mover ->
        [white] White
       *[black] Black
    }'s move, and the { $side } { $kind } on { $from } is { $side ->
        [white] White
       *[black] Black
    }'s
# $written: the move as Nb1-d4; $reason: one of the rules below.
rules-illegal-move = { $written } is not a legal move: { $reason }
rules-same-square = a move must go to another square
rules-own-piece = { $square } holds a { $side } { $kind } of the same side
rules-knight-shape = knights move in an L
rules-bishop-shape = bishops move diagonally
rules-rook-shape = rooks move along ranks and files
rules-queen-shape = queens move along ranks, files and diagonals
rules-king-shape = kings move one square (or two to castle)
rules-blocked = the { $kind } cannot jump over the piece on { $square }
rules-castling = castling needs the right, an empty way, and no check on the king's path
rules-pawn-forward = pawns move straight ahead, one square (two from their starting rank)
rules-pawn-double = pawns move two squares only from their starting rank
rules-pawn-blocked = pawns capture diagonally, not straight ahead
rules-pawn-diagonal = pawns move diagonally only to capture
rules-pawn-capture = pawns capture one square diagonally forward
rules-in-check = { $side ->
        [white] White
       *[black] Black
    } is in check, and this move does not get out of it
rules-leaves-check = it would leave the { $side } king in check

## A refused PGN; $token, $found, $fen are quoted already.
rules-pgn-at = line { $line }, column { $column }: { $kind }
rules-pgn-too-long = the game is longer than { $limit } bytes, the most that is read
rules-pgn-too-many-moves = the game has more than { $limit } moves (plies); no more are read
rules-pgn-too-deep = variations nest more than { $limit } deep
rules-pgn-unclosed-comment = the comment opened here is never closed with '{ "}" }'
rules-pgn-unclosed-variation = the variation opened here is never closed with ')'
rules-pgn-stray-paren = ')' closes no variation
rules-pgn-unclosed-string = the string opened here is never closed with '"'
rules-pgn-bad-tag = bad tag { $found }; a tag is written [Name "value"]
rules-pgn-bad-fen = the FEN tag's position is invalid: { $error }
rules-pgn-not-a-move = { $token } is not a move (SAN such as Nf3, or UCI such as g1f3)
# $side: White or Black, as written in English.
rules-pgn-illegal = { $token } is not a legal move for { $side ->
        [White] White
       *[other] Black
    } in { $fen }
# $candidates: the moves it could be, joined by rules-pgn-or.
rules-pgn-ambiguous = { $token } is ambiguous: it could be { $candidates }
rules-pgn-or = { $before } or { $next }
rules-pgn-unexpected = { $found } has no meaning in PGN here
rules-pgn-no-such-game = there is no game { $number }: the text has { $games } { $games ->
        [one] game
       *[other] games
    }
rules-pgn-empty = there is no game here: no tags and no moves

## The evaluation explained.
# $ending: game-ending-*; $outcome: loss, win, draw or scored.
rules-ending = { $ending }: { $outcome ->
        [loss] the side to move has lost, scored as a mate (shorter mates score higher)
        [win] the side to move has won, scored as a mate
        [draw] a draw, scored 0
       *[scored] scored by the value the game gives it
    }
rules-eval-white-material = White material
rules-eval-black-material = Black material
rules-eval-piece-square = Piece-square total
rules-eval-total = Total (MAX's view)
rules-eval-unknown = evaluation { $name } is unknown; use "material" or "pst"
rules-leaf-value = Leaf value

## A textbook tree's edits.
rules-tree-no-such-node = node { $state } does not exist (the tree has { $count } nodes)
rules-tree-not-a-leaf = node { $state } is an inner node; only leaf values can be edited
rules-tree-value-out-of-range = leaf value { $value } is out of range: values must lie between -{ $limit } and { $limit }
rules-tree-no-children = branching factor 0: an inner node needs at least one child
rules-tree-too-many-children = branching factor { $branching } is above the limit of { $limit }
rules-tree-too-deep = depth { $depth } is above the limit of { $limit }
rules-tree-too-many-nodes = a uniform tree with branching { $branching } and depth { $depth } has more than { $limit } nodes
rules-tree-not-enough-values = { $needed } leaf values are needed but only { $given } were given

## A trace's malformed line; JSON keys and values stay as written.
# $reason: one of the reasons below; $line: the line, quoted.
rules-trace-shape = { $reason }: { $line }
rules-trace-infinity = write ±∞ as "inf" and "-inf": Python's json.dumps writes Infinity, which is not JSON
rules-trace-not-object = a line of a trace is one JSON object
rules-trace-no-header = the first line is the header, { $header }
rules-trace-version = "gametree_trace" is { $version }, the version of the format this gametree reads
rules-trace-header-key = unknown key { $key } in the header, which has "gametree_trace", "game", "position" and "values"
rules-trace-game = "game" is one of "tree", "chess", "tictactoe" or "connect4"
rules-trace-position-text = "position" is text: what --tree, --fen or --position takes
# $game: the header's "game" (tree, chess, tictactoe, connect4).
rules-trace-needs-position = a { $game } trace needs its "position"
rules-trace-values = "values" is "max" (MAX's view) or "negamax" (the side to move's)
rules-trace-one-kind = an event has exactly one of "enter", "leaf" and "return"
# $allowed: the keys it may have, quoted, separated by commas.
rules-trace-event-key = unknown key { $key } in { $kind }, which has { $allowed }
rules-trace-needs = { $kind } needs { $key }
rules-trace-number = { $key } is a number, "inf" or "-inf"
rules-trace-window = "alpha" and "beta" are given together or not at all
rules-trace-path = a path is a list of moves from the root ([] is the root)
rules-trace-path-deep = the path is { $moves } moves deep; a trace goes at most { $limit } plies deep
rules-trace-chess-move = a chess move in a path is a UCI string such as "e2e4" or "e7e8q"
# $what: cell (tic-tac-toe), column (connect four) or child (a tree).
rules-trace-numbered-move = a move in a { $game } path is { $what ->
        [cell] a cell, 1 to 9 row by row from the top
        [column] a column, 1 to 7
       *[child] a child number, from 1
    }

## A trace that does not nest as a search's events do, and where it leaves
## a search (`gametree check`). $node: a node in words (MIN at 3); $move_name:
## a move as the trace or the game names it.
rules-check-chance = this tree has chance nodes; gametree check knows minimax and alpha-beta
rules-check-after-root = the root returned on line { $line }; nothing follows it
rules-check-no-event = the trace has no event after its header; the first enters the root
rules-check-first-enters-root = the first event enters the root, []
rules-check-root-once = the root is entered once, by the first event
rules-check-game-refused = the game refused one of its own moves
rules-check-node-cap = the trace has more than { $cap } nodes, the node cap
# $verb: enter, evaluate or return; $path, $open: paths as the trace writes them.
rules-check-out-of-place = this { $verb ->
        [enter] enters
        [return] returns from
       *[evaluate] evaluates
    } { $path } while { $open } is the open node; a search enters a child of the open node and returns from the open node, one level at a time
rules-check-root = root
rules-check-evaluated-twice = this node was evaluated already
rules-check-leaf-then-entered = { $node } was evaluated as a leaf, and then your search entered its move { $move_name }; a search does one or the other
rules-check-entered-twice = your search entered { $move_name } of { $node } a second time; a search enters each move once
rules-check-no-such-child = { $node } has { $count } { $count ->
        [one] child
       *[other] children
    }, so there is no move { $move_name }; your search entered it
# $moves: rules-check-no-legal-move or rules-check-legal-moves(-more).
rules-check-not-a-move = { $node } has { $moves }, and { $move_name } is not one of them; your search entered it
rules-check-no-legal-move = no legal move
# $names: the moves, separated by commas.
rules-check-legal-moves = { $count } { $count ->
        [one] legal move
       *[other] legal moves
    } ({ $names })
rules-check-legal-moves-more = { $count } legal moves ({ $names }, …)
rules-check-searched-then-leaf = { $node } was searched, and then your search evaluated it as a leaf; a search does one or the other
rules-check-not-a-leaf = { $node } is not a leaf of this tree: it has { $count } { $count ->
        [one] child
       *[other] children
    }, and a textbook tree is searched to its leaves; your search evaluated it as { $value }
rules-check-wrong-leaf = { $node } is a leaf of value { $expected } in this tree; your trace gives it { $value }
rules-check-no-move-searched = { $node } has { $count } { $count ->
        [one] legal move
       *[other] legal moves
    }, and a search takes at least the first; your search returned { $value } without entering any (a node evaluated at the depth limit is reported with "leaf")

## A generated tree's settings (src/textbook/generate/): $text is the
## setting as typed, quoted; random, best and worst are the values of --order.
rules-spec-branching = bad branching { $text }: use N, one N per level (3,2,2) or LO-HI ranges (2-3)
rules-spec-no-children = bad branching { $text }: the root needs at least one child
# $fault: one of rules-shape-*.
rules-spec-shape = bad shape { $text }: { $fault }
rules-spec-values = bad value range { $text }: use LO..HI, LO <= HI, within ±{ $limit }
rules-spec-order = unknown order { $text }: use random, best or worst
rules-shape-unexpected = expected '[', ']', ',' or '.' (character { $at })
rules-shape-unbalanced = the lists do not close where they should (character { $at })
rules-shape-empty = a list is empty or ends with a comma (character { $at })
rules-shape-too-big = too many levels, children or nodes (character { $at })
rules-generate-depth = depth { $depth } is out of range: use 1 to { $limit }
rules-generate-levels = branching { $branching } lists { $given } levels but the depth is { $depth }: give one number for all levels, one per level, or a shape as deep as the depth
rules-generate-too-many-nodes = branching { $branching } to depth { $depth } can make more than { $limit } nodes: use a smaller branching or depth
# $values: the range, as LO..HI.
rules-generate-too-few-values = order worst needs a different value at every leaf: the range { $values } holds { $count } values but the tree has { $leaves } leaves
rules-generate-chance-unit = the chance nodes' averages need values counted in too fine a unit for these leaves: use a smaller branching, depth or value range
rules-generate-chance-order = order { $order } arranges children for alpha-beta's cutoffs; a tree with chance nodes is searched by expectimax, so use order random
