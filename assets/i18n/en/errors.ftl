# Error messages (src/chess/, src/textbook/, src/session_file/, src/export/, src/text_file.rs, src/input.rs, …).

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

## What the system says of a file (not shown in English: there the
## system's own words are; another language says these).
errs-io-not-found = No such file or directory
errs-io-permission-denied = Permission denied
errs-io-is-a-directory = Is a directory
errs-io-not-a-directory = Not a directory
errs-io-already-exists = File exists
errs-io-storage-full = No space left on device
errs-io-read-only = Read-only file system
errs-io-invalid-filename = Invalid file name
errs-io-file-too-large = File too large
errs-io-broken-pipe = Broken pipe
errs-io-unexpected-eof = the data ends too soon
# $system: what the system or a library said, in its words.
errs-io-invalid-data = invalid data: { $system }
errs-io-other = the system reports: { $system }

## A path that is not a regular file, and other refusals of a file.
errs-io-not-regular-directory = it is a directory, not a regular file
errs-io-not-regular-named-pipe = it is a named pipe (FIFO), not a regular file
errs-io-not-regular-socket = it is a socket, not a regular file
errs-io-not-regular-device = it is a device, not a regular file
errs-io-not-regular-other = it is neither a file nor a directory, not a regular file
errs-io-named-pipe = it is a named pipe (FIFO), which would wait for a reader; give a regular file
errs-io-too-many-links = it goes through more than { $most } symbolic links
errs-io-read-only-file = it is read-only
errs-io-no-file-name = the path does not end in a file name

## Pictures, decks and pages that cannot be made or written ($text: what
## was given, $path: the file, quoted; $reason: why, from the system).
errs-export-size = bad size "{ $text }": write WIDTHxHEIGHT, e.g. 1280x720, each from { $min } to { $max }
errs-export-theme = unknown theme "{ $text }": use light, dark, lecture or lecture-dark
errs-export-slides-at = unknown slide selection "{ $text }": use all, key or cutoffs
errs-export-no-slides = no slides: the steps asked for are before the search enters the root
errs-export-too-many-slides = more than { $limit } slides: use key steps or cutoffs, a shorter range of steps (--from, --to), or a smaller search
# $paper: a4 or letter.
errs-export-too-large = the tree has { $leaves } leaves: one { $paper } page prints at most { $most } legibly; use a smaller depth or branching
errs-export-empty = nothing to draw: the search has not entered the root at this step
errs-export-no-board-tree = there is no board picture for a textbook tree: draw the tree instead
# $game: the game's title, lower case.
errs-export-no-board = there is no board picture for a { $game }: draw the tree instead
errs-export-write = cannot write { $path }: { $reason }
errs-pdf-svg = cannot read the SVG: { $error }
errs-pdf-convert = cannot convert the SVG to PDF: { $error }
errs-pdf-no-pages = a PDF needs at least one page
# A bug: $error says what went wrong, for the report.
errs-internal = internal error: { $error }

## Input that does not fit the search ($q_text: what was given, quoted).
errs-bounds = bounds { $q_text }: write the least and greatest leaf value as LO..HI, e.g. 0..10 or -1/2..3/2, low below high
errs-exploration = the exploration constant { $q_text } must be a finite number of at least 0 (√2 ≈ 1.414 by default)
# $algorithm: the algorithm's name (Alpha-beta).
errs-chance-algorithm = { $algorithm } cannot search chance nodes: it has no rule for an average; use --algo expectimax or --algo star1
errs-star1-bounds = star1 prunes chance nodes with the least and greatest value a leaf can have: give them with --bounds LO..HI
errs-empty-bounds = the bounds { $low }..{ $high } are empty: the low end must be below the high end
# $place: where the leaf is (after Roll 3 Hold); $bounds: LO..HI.
errs-leaf-outside-bounds = leaf { $value } { $place } lies outside the bounds { $bounds }: Star1 needs every leaf within them; give bounds that hold every value
errs-chance-depth = this game is searched at most { $most } plies deep: deeper, its chance averages would no longer be exact
errs-worker-lost = internal error: the search thread stopped unexpectedly; the search starts over
errs-interrupted = the step was interrupted before it finished

## A tree that cannot take an event (a bug, or memory running out).
errs-tree-out-of-order = event creates node { $got } but node { $expected } comes next
errs-tree-unknown-node = event names node { $node }, which the tree does not have
errs-tree-out-of-memory = out of memory: the search has { $nodes } nodes and cannot grow by { $bytes } more bytes; lower the node cap or the depth
errs-tree-full = the tree holds { $nodes } nodes, as many as it can number
errs-tree-pruned-mismatch = cutoff prunes { $announced } moves but { $given } were given

## The random-tree generator's settings (worksheet).

## A session file's rules.
errs-session-no-format = it is not a gametree session: "format" is missing, not "{ $format }"
# Not shown in English (there the parser's words end with "at line 3 column 7").
# $detail: what the JSON parser says, in its words.
errs-session-not-json = it is not valid JSON (line { $line }, column { $column }): { $detail }
errs-session-json-fields = it does not fit the session format (line { $line }, column { $column }): { $detail }
# The range of a view number, after "view.text_scale 5 is out of range; ".
errs-view-text-scale = it must be between 0.8 and 2.0
errs-view-origin = it must be a number between -1e9 and 1e9
errs-view-scale = it must be above 0 and at most 1e6

## A setting named in "algorithm "foo" is not one of: …".
errs-setting-algorithm = algorithm
errs-setting-ordering = ordering
errs-setting-fail-mode = fail mode
errs-setting-cutoff = cutoff
errs-setting-evaluation = evaluation

## The DOT graph (--dot): its caption under what was searched, and the
## label of a pruned move. $ordering, $fail: the flags' values (natural,
## soft); $cut: gt when a cutoff needs α > β, else ge; $tt: yes or no.
errs-dot-caption = { $algorithm }, depth { $depth }, { $ordering } order, fail-{ $fail }{ $cut ->
        [gt] , cut if α > β
       *[ge] {""}
    }{ $tt ->
        [yes] , TT
       *[no] {""}
    }
errs-dot-pruned = pruned

## The note on stderr when the default chose which steps slides or a web
## page show. $output: slides or page; $part: first (the first $shown of
## $of) or all; $kind: cutoffs or key (key steps); $framed: yes when the
## first and last step are added; $more: one of errs-note-more-*.
errs-note-chosen = note: at most { $most } { $output ->
        [page] steps shown
       *[slides] slides
    } by default: { $output ->
        [page] the page shows
       *[slides] the slides show
    } { $part ->
        [first] the first { $shown } of { $of } { $kind ->
            [cutoffs] cutoffs
           *[key] key steps
        }
       *[all] the { $shown } { $kind ->
            [cutoffs] { $shown ->
                [one] cutoff
               *[other] cutoffs
            }
           *[key] { $shown ->
                [one] key step
               *[other] key steps
            }
        }
    }{ $framed ->
        [yes] {" "}with the first and last step
       *[no] {""}
    } ({ $slides } { $output ->
        [page] steps shown
       *[slides] slides
    } for { $steps } steps{ $kind ->
        [cutoffs] , { $key } of them key steps
       *[key] {""}
    }); { $more }
# $at: the --slides-at value; $rest: the first step not shown.
errs-note-more-rest = --slides-at { $at } --from { $rest } shows the rest; --slides-at all or key with --from K --to K shows a part step by step
errs-note-more-cutoffs = --slides-at key or all shows more, with --from K --to K for a part
errs-note-more-all = --slides-at all shows every step, with --from K --to K for a part

# After a quoted input cut short: how long it was.
errs-quote-length = ({ $count } characters)
