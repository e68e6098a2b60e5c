# The command line (src/cli/, src/main.rs).

# `--lang` with a code that names no language; $languages lists the codes.
cli-unknown-language = unknown language { $code }: the languages are { $languages }

## `gametree analyze`'s text: a label, padded to one column, and the fact.
cli-text-position = position   { $position }
cli-text-position-empty = position   (the empty board)
cli-text-tree = tree       { $tree }
cli-text-search-mcts = search     { $algo }, { $iterations } iterations, seed { $seed }, C { $c }, playout cap { $cap }
cli-text-search = search     { $algo }, depth { $depth }, { $order } order, fail-{ $fail }
# The options after the search line's head, each its own item.
cli-text-search-cutoff = cutoff { $cutoff }
cli-text-search-tt = transposition table
cli-text-search-id = iterative deepening
cli-text-search-singular-extension = singular extension
cli-text-search-quiescence = quiescence
cli-text-search-eval = { $eval } evaluation
cli-text-value-mean = value      { $value } (the best move's mean result, MAX's view; { $iterations } iterations)
cli-text-value = value      { $value } (MAX's view)
# $lost: MAX has lost at the root ("MAX is checkmated").
cli-text-value-lost = value      { $value } (MAX's view: { $lost })
# $winner: MAX or MIN.
cli-text-value-mates = value      { $value } (MAX's view: { $winner } mates in { $moves } { $moves ->
        [one] move
       *[other] moves
    }, { $plies } { $plies ->
        [one] ply
       *[other] plies
    })
cli-text-value-wins = value      { $value } (MAX's view: { $winner } wins in { $moves } { $moves ->
        [one] move
       *[other] moves
    }, { $plies } { $plies ->
        [one] ply
       *[other] plies
    })
cli-text-root-moves = root moves { $moves }
cli-text-best-move-uci = best move  { $best_move } ({ $uci })
cli-text-best-move = best move  { $best_move }
cli-text-best-move-none-truncated = best move  none (the node cap came before any root move was finished)
cli-text-best-move-none-over = best move  none (the game is over at the root: { $ending })
cli-text-best-move-none = best move  none
cli-text-ties = ties       { $ties }
cli-text-pv = pv         { $pv }
cli-text-pv-empty = pv         (empty)
cli-text-counters = nodes { $nodes }, leaves { $leaves }, cutoffs { $cutoffs }, pruned { $pruned }, tt hits { $tt_hits }, max ply { $max_ply }, steps { $steps }
cli-text-evaluated = evaluated  { $values }
cli-text-evaluated-last-pass = evaluated  { $values } (the last pass; leaves counts every pass)
cli-text-re-searches = re-searches { $count }
# No best move, in a compare or deepening line.
cli-text-no-move = none
cli-text-compare-agrees = compare    { $other }: best move { $best_move }, value { $value }, nodes { $nodes }, steps { $steps }; the same move as { $algo }
cli-text-compare-differs = compare    { $other }: best move { $best_move }, value { $value }, nodes { $nodes }, steps { $steps }; another move than { $algo }
cli-text-truncated-after-depth = truncated  the node cap ({ $cap }) stopped the search after depth { $depth }, the last complete depth: the value, best move and pv are depth { $depth }'s
cli-text-truncated = truncated  the node cap ({ $cap }) stopped the search; the value is the best found so far
# A pass over the root (aspiration, MTD(f)); $number is padded.
cli-text-pass = pass { $number }    depth { $depth }, window { $window }, { $result }, nodes { $nodes }
cli-text-pass-exact = { $value } exact
cli-text-pass-fail-low = { $value } fail low
cli-text-pass-fail-high = { $value } fail high
cli-text-pass-stopped = stopped by the node cap
cli-text-pass-first = first { $line }
cli-text-pass-evaluated = evaluated { $values }
# An iteration of iterative deepening; $depth is padded.
cli-text-iteration = depth { $depth }   value { $value }, best { $best_move }, nodes { $nodes }, pv { $pv }
cli-text-iteration-ebf = depth { $depth }   value { $value }, best { $best_move }, nodes { $nodes } (EBF { $ebf }), pv { $pv }
cli-text-iteration-truncated = { $line } (truncated)

## `gametree worksheet`.
cli-worksheet-heading = worksheet  seed { $seed }, depth { $depth }, branching { $branching }, values { $values }, order { $order }, root { $root }
cli-worksheet-heading-chance = worksheet  seed { $seed }, depth { $depth }, branching { $branching }, values { $values }, order { $order }, root { $root }, chance
cli-worksheet-wrote-sheet = wrote      { $path } (the sheet)
cli-worksheet-wrote-key = wrote      { $path } (the answer key)
cli-worksheet-wrote-bank = wrote      { $path } (the question bank)
cli-worksheet-answer-not-printed = answer     not printed (--answer prints it, --json the key)
# The line under a sheet's title: how it was made.
cli-worksheet-made = Seed { $seed } · depth { $depth } · branching { $branching } · values { $values } · order { $order }
cli-worksheet-made-chance = Seed { $seed } · depth { $depth } · branching { $branching } · values { $values } · order { $order } · chance
cli-worksheet-seed-overflow = --seed { $seed } with --count { $count } passes the largest seed, { $largest }

## Errors: every one is a line of its own on stderr.
cli-error-line = error: { $message }
cli-error-no-gui = this gametree was built without the `gui` feature; use `gametree analyze --help`, or rebuild with default features for the explorer window
cli-error-dot = cannot write DOT file { $path }: { $source }
cli-error-session-file = session file { $path }: { $source }
cli-error-save-session = cannot save the session to { $path }: { $source }
cli-error-step = step { $step } is beyond the end of this search, which has { $total } steps
cli-error-step-range = --from { $first } is after the slides' last step, { $last }
cli-error-output = cannot write to stdout: { $error }
cli-error-internal = internal error: { $error }
cli-error-unknown-subcommand = unrecognized subcommand { $subcommand }: the subcommands are analyze, worksheet and check, and a session file to open ends in .{ $extension }
# An option's value refused; $reason says why (and quotes the value).
cli-error-invalid-value = invalid value for { $option }: { $reason }
cli-error-invalid-value-quoted = invalid value { $value } for { $option }: { $reason }

## `gametree check`.
# An alpha-beta reference: "alpha-beta, fail-soft, cutoff at α ≥ β".
check-reference-name = { $algorithm }, fail-{ $fail }, cutoff at { $test }
# The algorithms a trace is checked against, in sentences.
check-minimax = minimax
check-negamax = negamax
check-alpha-beta = alpha-beta
check-negamax-alpha-beta = negamax alpha-beta
check-error-algo = --algo { $algo }: gametree check knows { $known }
check-error-unknown-algorithm = algorithm { $algo } is not one gametree check knows: { $known }
check-error-minimax-forms = --fail and --cutoff choose among alpha-beta's forms; minimax has none
check-error-read = cannot read { $trace }: { $error }
# $values: the header's "values" (max or negamax).
check-error-view-negamax = --algo { $algo } checks a trace whose values are the side to move's (negamax); this trace's header says "values": "{ $values }"
check-error-view-max = --algo { $algo } checks a trace whose values are MAX's; this trace's header says "values": "{ $values }"
# The report's first line: $trace is the file's name.
check-report-stopped = { $trace }: the end of the trace, after line { $line }, leaves { $reference }:
check-report-leaves = { $trace }: event { $event } (line { $line }) leaves { $reference }:
check-report-fits = { $trace } fits { $count } algorithms:
check-report-alike = They search alike here: { $why }.
check-report-counts = { $events } { $events ->
        [one] event
       *[other] events
    }, { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }
check-report-counts-value = { $events } { $events ->
        [one] event
       *[other] events
    }, { $nodes } { $nodes ->
        [one] node
       *[other] nodes
    }, the root's value { $value }
# Where a trace leaves a reference ($node: "MIN at 3"; $reference: "alpha-beta").
check-window-in-minimax = { $reference } passes no window; your search called { $node } with { $given }
check-wrong-window = { $reference } calls { $node } with { $expected }, { $whose }; your search passed { $given }
check-window-of-root = the root's window, as the search starts
check-window-of = the window of { $node }
check-window-of-after = the window of { $node } { $after }
check-window-of-negated = the window of { $node }, { $window }, negated
check-window-of-after-negated = the window of { $node } { $after }, { $window }, negated
check-after = after { $move_name } returned { $value }
check-after-here = after { $move_name } returned { $value }, { $here } here
check-no-move = no move
check-two-moves = { $first } and { $second }
check-more-moves = { $first }, { $second } and { $count } more
check-goes-on-first = { $reference } goes on to { $next }
check-searches-every-move = { $reference } searches every move
check-goes-on = { $after }: { $why }, so { $reference } goes on to { $next }
check-missed-cutoff = { $node }, { $after }: { $reason }, so { $reference } cuts off { $remaining } and returns { $value }; your search entered { $move_name }
check-reason-static = its static value, { $value }
check-reason-clamped = its best value { $best } clamped to the window it was called with, { $window }: fail-hard
check-reason-before-cutoff = the best value it found before the cutoff, { $best }
check-reason-negamax = the highest of its moves' values negated
check-reason-highest = the highest value of its moves
check-reason-lowest = the lowest value of its moves
# $clause: what the reference does next (check-goes-on).
check-returned-early = { $node }, { $clause }; your search returned
check-returned-early-first = { $node } { $clause }; your search returned
check-wrong-value = { $node } returns { $expected } under { $reference }, { $reason }; your search returned { $value }
check-stopped-returns = it returns { $value }
check-stopped-returns-static = it returns its static value
check-stopped-cuts = { $after }: { $reason }, so { $reference } cuts off { $remaining } and returns { $value }
check-stopped-last-move = { $after }, its last move, so { $reference } returns { $value }
check-stopped = the trace ends after event { $event } with { $node } still open: { $next }; your search stopped
# Why several algorithms fit one trace: each a clause, joined with "; ".
check-alike-fail = fail-hard and fail-soft differ only in what a node returns when its best value falls outside its window, and none did here
check-alike-cutoff = α ≥ β and α > β differ only when a window closes at α = β with moves left, which never happened here
check-alike-negamax = the trace gives no windows and negamax alpha-beta pruned nothing here, so it searched as negamax does
check-alike-minimax = the trace gives no windows and alpha-beta pruned nothing here, so it searched as minimax does

## The game and position flags.
# $games: the games' names, the last one in $last.
cli-games-list = { $games } or { $last }
cli-error-games = the games are { $games }
# $what: the PGN named (cli-pgn-file, cli-pgn-on-stdin).
cli-error-read = cannot read { $what }: { $error }
cli-pgn-file = PGN file { $path }
cli-pgn-on-stdin = the PGN on standard input
cli-error-ply = --ply { $ply } is past the end of the game in { $what }, which has { $plies } { $plies ->
        [one] ply
       *[other] plies
    }
cli-error-position-needs-game = --position needs --game to say which game it is ({ $games })
cli-error-position-of-another-game = { $flag } gives a { $owner } position, but --game is { $game }; give the position with --position
cli-error-eval-not-chess = --eval chooses a chess evaluation; { $game } has one evaluation of its own
cli-note-several-games = note: { $pgn } has { $games } games; game { $game } of { $games } is searched (--game-index N picks another)

## A trace that cannot be read.
check-trace-line = line { $line }: { $problem }
check-trace-read = cannot read the trace: { $error }
check-trace-empty = the trace is empty; its first line is the header, { $header }
check-trace-too-long = the line is longer than { $bytes } bytes; a trace has one short JSON object a line
check-trace-not-utf8 = the line is not UTF-8 text
check-trace-blank = the line is empty; a trace has one JSON object a line
check-trace-json = not JSON ({ $reason }): { $line }
check-trace-position = the header's position: { $error }
