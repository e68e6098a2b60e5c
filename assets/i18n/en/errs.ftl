# Error messages: files the system refuses, the session file's rules, the
# exports, the tree generator, bounds and settings (src/text_file.rs,
# src/session_file/, src/export/, src/textbook/generate/, src/input.rs, …).

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
