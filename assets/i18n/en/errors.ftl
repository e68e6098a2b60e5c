# Error messages (src/chess/, src/textbook/, src/session_file/, src/input.rs, …).

## A FEN that cannot be read ($q_… are the quoted input).
chess-fen-field-count = position { $q_fen } has { $count } { $count ->
        [one] field
       *[other] fields
    }; a FEN needs 6 (placement, side to move, castling, en passant, halfmove clock, fullmove number), or 4 when both counters are omitted
chess-fen-rank-count = placement { $q_text } has { $count } ranks; a board has exactly 8, separated by '/'
chess-fen-rank-width = rank { $rank } { $q_text } describes { $squares } squares; each rank must describe exactly 8
chess-fen-placement-char = rank { $rank } { $q_text } contains { $q_found }; only the digits 1-8 and the pieces pnbrqkPNBRQK are allowed
chess-fen-adjacent-digits = rank { $rank } { $q_text } has two digits in a row; a run of empty squares is written as one digit
chess-fen-side-to-move = side to move { $q_text } is not allowed; it must be "w" or "b"
chess-fen-castling-char = castling { $q_text } contains { $q_found }; it must be "-" or some of the letters KQkq
chess-fen-castling-repeat = castling { $q_text } repeats { $q_found }; each right may appear at most once
# $side: white or black.
chess-fen-castling-pieces = castling { $q_text } grants { $q_right }, which needs the { $side } king on { $king } and the { $side } rook on { $rook }
chess-fen-en-passant-syntax = en passant { $q_text } is not a square; it must be "-" or a square such as e3 or d6
chess-fen-en-passant-rank = en passant { $q_text } is on the wrong rank; with { $side } to move it must be on rank { $rank }
# $pawn_side: white or black.
chess-fen-en-passant-pawn = en passant { $q_text } needs a { $pawn_side } pawn on { $pawn } that has just moved two squares from { $from }, and { $text } and { $from } empty
chess-fen-en-passant-check = en passant { $q_text } is set, but { $side } is in check from the { $checker } on { $square }; after a double pawn push only that pawn can give check here
chess-fen-halfmove-clock = halfmove clock { $q_text } must be a non-negative integer no larger than 4294967295
chess-fen-fullmove-number = fullmove number { $q_text } must be an integer from 1 to 4294967295
chess-fen-king-count = position { $q_placement }: { $side } has { $count } kings; each side must have exactly one king
chess-fen-back-rank-pawn = position: the { $piece } "{ $letter }" on { $square } stands on a back rank; pawns may not stand on rank 1 or 8
chess-fen-too-many-pawns = position { $q_placement }: { $side } has { $count } pawns; a side has at most 8
chess-fen-too-many-pieces = position { $q_placement }: { $side } has { $count } pieces; a side has at most 16
chess-fen-opponent-in-check = position: { $side } is not to move but its king on { $king } is in check from the { $checker } on { $square }; the side that just moved cannot have left its king in check
chess-fen-too-many-checkers = position: { $side }'s king on { $king } is in check from { $count } pieces ({ $list }); no single move gives more than a double check
chess-fen-impossible-check = position: { $side }'s king on { $king } is in check from { $list }; { $reason }
chess-fen-double-check-needs-slider = a double check needs a discovered check, and only a bishop, rook or queen can give one
chess-fen-double-check-on-one-line = two pieces on one line through the king cannot both have been uncovered by one move
chess-fen-refused = position { $q_fen } was refused by the move generator after passing our checks
chess-fen = invalid FEN: { $field0 }
chess-pgn = invalid PGN: { $field0 }

## A tree that cannot be read.
tree-unexpected = column { $column }: expected { $expected } but found { $found }
tree-expected-value = '[', 'max[', 'min[', 'chance[' or an integer
tree-expected-open-list = '[' after max or min
tree-expected-chance-list = '[' or '(' after chance
tree-expected-close-probabilities = ')' after the probabilities
tree-expected-comma-or-close = ',' or ']'
tree-expected-digit = a digit
tree-end-of-input = end of input
tree-empty-list = column { $column }: empty list '[]': an inner node needs at least one child
tree-value-out-of-range = column { $column }: leaf value out of range: values must lie between -{ $limit } and { $limit }
tree-too-deep = column { $column }: lists nested more than { $limit } deep
tree-too-many-children = column { $column }: a list has more than { $limit } children
tree-probability = column { $column }: { $problem }
tree-probability-count = column { $column }: chance(…) gives { $given } probabilities for { $children } children: give one probability per child
tree-probability-sum = column { $column }: the probabilities of chance(…) add up to { $numerator }/{ $denominator }, not 1
tree-chance-too-fine = column { $column }: the chance averages need values counted in too fine a unit: with these probabilities, the largest leaf counted in it would pass { $limit }
tree-too-many-nodes = column { $column }: the tree has more than { $limit } nodes
tree-negative = a probability cannot be negative
tree-not-a-number = a probability is written as a decimal (0.25) or a fraction (1/3)
tree-above-one = a probability cannot be more than 1
tree-too-fine = a probability may have at most 4 decimals or a denominator up to 65535

## A session file that is refused.
session-file-read = cannot read it: { $field0 }
session-file-not-text = it is not text (not UTF-8); a session file is JSON
session-file-truncated = the JSON ends too soon (line { $line }, column { $column }): the file is cut off
session-file-format = it is not a gametree session: "format" is { $found }, not "{ $format }"
session-file-version = it is session format version { $found }; this gametree reads version { $version } (a newer gametree may have written it)
session-file-nothing-searched = it says none of "fen", "tree" and "game": there is nothing to search
session-file-both-searched = it gives more than one of "fen", "tree" and "game"; a session searches one of them
session-file-unknown-game = "game" is { $found }; it must be "tictactoe", "connect4" or "pig" (chess is given as "fen", a tree as "tree")
session-file-no-position = it gives "game" without "position", the position to search
session-file-position-without-game = it gives "position" without "game", the game it is a position of
session-file-setting = options.{ $field }: { $source }
session-file-options = options.{ $field0 }
session-file-step = cursor.step { $step } is beyond the end of this search, which has { $total } steps
session-file-selected = cursor.selected { $path } is not a node of the tree at step { $step }
session-file-view = view.{ $field } { $value } is out of range; { $rule }
session-file-write = cannot write it: { $field0 }; any previous file there is unchanged

## Input that does not fit the search.
input-tree-depth = depth { $depth } would stop at inner nodes of this tree, which have no value; textbook trees are searched to their leaves ({ $height } plies here)
input-tree-iterative-deepening = iterative deepening needs a value at every depth; textbook trees have values only at their leaves
input-leaf-outside-bounds = leaf { $value } at { $place } lies outside the bounds { $bounds }: Star1 needs every leaf within them

## Search options.
# $setting: the option (ordering); $expected: the values it takes.
error-unknown-setting = { $setting } { $q_text } is not one of: { $expected }
error-option-depth = depth { $depth } is out of range; it must be between 1 and { $largest }
error-option-node-cap = max_nodes is 0; the node cap must be at least 1
error-option-guess = guess { $guess } is out of range; it must be between -{ $largest } and { $largest }
error-option-window = window { $window } is out of range; it must be between 1 and { $largest }
error-option-iterations = iterations is { $iterations }; it must be between 1 and { $largest }
error-option-playout-cap = playout_cap is 0; a playout must be allowed at least 1 ply
tree-invalid = invalid tree: { $error }
session-file-no-version = "version" is missing or not a whole number
# $message: the JSON parser's own (English) message.
session-file-not-json = it is not valid JSON: { $message }
session-file-too-large = it is larger than { $mebibytes } MiB, the most a session file may be; is it a session file?
