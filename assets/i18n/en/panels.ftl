# The window's panels: the inspector, statistics, comparison, charts,
# the teaching panels (quiz, drill, ordering, worksheet) and the tree's
# legend and accessibility.

## The inspector panel's sections
panels-inspector = Inspector
panels-statistics = Statistics
panels-compare = Compare
panels-nodes-per-depth = Nodes per depth
panels-iterative-deepening = Iterative deepening
panels-passes = Passes

## The inspector
panels-no-node-yet = No node yet: press Step (Right arrow) to enter the root.
panels-node-heading = Node { $name }
panels-row-ply = Ply
panels-row-player = Player
panels-row-visits = Visits N
panels-row-results = Results W
panels-results-max-view = { $results } (MAX's view)
panels-row-mean = Mean W/N
panels-row-entry-window = α, β on entry
panels-row-window-now = α, β now
panels-row-value = Value
panels-row-status = Status
panels-row-knuth-type = Knuth type
panels-row-negamax-value = Value for side to move (negamax)
panels-row-best-so-far = Best so far
panels-row-your-search = Your search
panels-row-cutoff = Cutoff
panels-row-kind = Kind
panels-row-now = Now
panels-row-exactly = Exactly
panels-values-hidden = Values are hidden until the quiz reveals them or the worksheet closes.
panels-unsearched = not searched by your search
panels-unsearched-kind = not searched: your search returned before it, and no cutoff pruned it
panels-unpruned-return = returned with moves left, which no cutoff prunes
panels-status-passes-meet = exact: the passes' bounds meet (the last pass alone: { $last_pass }, { $bound })
panels-status-leaf-exact = exact (evaluated, not searched)
panels-role-max = MAX (maximises)
panels-role-min = MIN (minimises)
panels-role-chance = CHANCE (averages its outcomes)
panels-kind-inner = inner node
panels-kind-leaf-depth-limit = leaf (depth limit)
panels-kind-leaf = leaf ({ $reason })
panels-kind-tt-exact = transposition-table hit (exact)
panels-kind-tt-lower = transposition-table hit (lower bound)
panels-kind-tt-upper = transposition-table hit (upper bound)
panels-kind-pruned = pruned: never visited
panels-status-unborn = not created yet at this step
panels-status-open = being searched
panels-status-finished = finished
panels-status-pruned = pruned
panels-bound-exact = exact
panels-bound-lower = lower bound
panels-bound-upper = upper bound
panels-status-lower = lower bound (failed high in MAX's view)
panels-status-upper = upper bound (failed low in MAX's view)
panels-evaluation = Evaluation
panels-edit-leaf = Edit this leaf
panels-new-value = New value
panels-apply-and-rerun = Apply and re-run
panels-apply-and-rerun-hint = Search the tree again with this value; the cursor stays at the same step (or at the end if it was there)
panels-type-whole-number = Type a whole number, e.g. 7 or −3.
panels-children-heading = Children ({ $count })
panels-column-move = Move
panels-select-this-node = Select this node
panels-no-playout-yet = no playout yet
panels-mean = mean { $mean }

## The statistics
panels-stats-hidden = Hidden while values are hidden: the counts would give answers away.
panels-stats-pass = Pass
panels-stats-pass-of = { $pass } of { $passes } (depth { $depth })
panels-stats-pass-of-so-far = { $pass } of { $passes } so far (depth { $depth })
panels-stats-pass-deepening-hint = Iterative deepening searches depth 1, 2, … in turn; the tree and counts are those of the iteration shown.
panels-stats-pass-windows-hint = Aspiration windows and MTD(f) search the root again with new windows until the value is known; the tree and counts are those of the pass shown.
panels-stats-steps-recorded = ≥ { $count } recorded
panels-stats-step = Step
panels-stats-step-of = { $step } of { $total }
panels-stats-step-hint = Events applied so far, of all the search's events (known once the search has run to the end).
panels-stats-nodes = Nodes
panels-stats-nodes-hint = Nodes entered, the root included.
panels-stats-leaves = Leaves
panels-stats-leaves-hint = Nodes scored statically or as finished games.
panels-stats-cutoffs = Cutoffs
panels-stats-cutoffs-hint = Cutoffs (α ≥ β) that pruned at least one move.
panels-stats-pruned = Pruned moves
panels-stats-pruned-hint = Moves skipped by cutoffs, never visited.
panels-stats-returned-early = Returned early
panels-stats-returned-early-value = { $returns } ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    } not searched)
panels-stats-returned-early-hint = Times your search returned with moves left that the algorithm searches: no cutoffs, and nothing pruned those moves.
panels-stats-tt-hits = TT hits
panels-stats-tt-hits-hint = Nodes answered by the transposition table.
panels-stats-max-ply = Max ply
panels-stats-max-ply-hint = The deepest ply entered so far.
panels-stats-branching = Branching
panels-stats-branching-hint = nodes^(1/d): the branching factor a uniform tree of depth d would need to have as many nodes as entered so far. The effective branching factor (EBF) compares two depths: see Nodes per depth.
panels-stats-minimax-nodes = Minimax nodes
panels-stats-minimax-leaves = Minimax leaves
panels-stats-minimax-exact-hint = Exact: minimax visits every node of the tree.
panels-stats-minimax-counted-hint = Counted: a full minimax search of this position to this depth, run once, enters exactly this many nodes.
panels-stats-minimax-estimated-hint = Estimated (too many nodes to count here) by Knuth's method: { $probes } random paths from the root, each multiplying the numbers of moves it meets, so moves that run out and games that end early are priced in.
panels-stats-best-first = α-β, best first
panels-stats-minimal-ge = With the cutoff α ≥ β, distinct leaf values and a uniform tree no move order evaluates fewer (Knuth and Moore's minimal tree); with tied values, or on a tree that is not uniform (a cheaper refutation may come first), another order may evaluate fewer: the ordering view (R) tries every order.
panels-stats-minimal-gt = With the cutoff α > β this is not the minimum: a tie does not cut, and another order can avoid ties the best order meets and evaluate fewer leaves.
panels-stats-measured = Measured: the leaves alpha-beta evaluates on this tree when every node tries its best move first (the `best` ordering), with the cutoff { $cutoff } and fail-{ $fail }. { $minimal }
panels-stats-leaves-measured = { $leaves } leaves (measured)
panels-stats-uniform-hint = { $measured } The tree is uniform (b = { $b }, d = { $d }), so Knuth and Moore's formula b^ceil(d/2) + b^floor(d/2) − 1 = { $formula } applies too (with distinct values).
panels-stats-not-uniform-hint = { $measured } Knuth and Moore's formula b^ceil(d/2) + b^floor(d/2) − 1 holds only for uniform trees, and this one is not.
panels-stats-not-computed = not computed
panels-stats-too-large-hint = Measuring it needs a best-ordered search of more than { $budget } nodes, too many to run here. Knuth and Moore's formula b^ceil(d/2) + b^floor(d/2) − 1 (≈ { $formula } with the root's b = { $b }, d = { $d }) holds only for uniform trees.

## Compare
panels-compare-pruning = Minimax vs alpha-beta
panels-compare-ordering = Natural vs captures first
panels-compare-fail = Fail-hard vs fail-soft
panels-compare-cutoff = Cut on ties (α ≥ β) vs not (α > β)
panels-compare-table = TT off vs on
panels-compare-against = { $first } vs { $second }
panels-compare-order = { $ordering } order
panels-compare-fail-mode = fail-{ $fail }
panels-compare-cut-if = cut if { $test }
panels-compare-tt = TT
panels-compare-this-search-is = This search: { $options }
panels-compare-other-is = Other: { $options }
panels-compare-against-label = Against:
panels-compare-classic-hint = Run this search against itself with one thing changed
panels-compare-run = Run comparison
panels-compare-run-hint = Search both to the end on a background thread, same position and depth
panels-compare-running = Comparing in the background
panels-compare-cancel = Cancel
panels-compare-cancel-hint = Stop both searches; the last finished comparison stays
panels-compare-cancelled = Comparison cancelled.
panels-compare-show-diff = Show the difference on the tree
panels-compare-show-diff-hint = Mark nodes only this search visits, and where the other search went that this one did not
panels-compare-stale = The position or settings changed since the last comparison: run it again.
panels-compare-other-algorithm = Other algorithm
panels-compare-other-ordering = Other ordering
panels-compare-other-fail = Other fail mode
panels-compare-hard = hard
panels-compare-soft = soft
panels-compare-other-cutoff = Other cutoff
panels-compare-other-tt = Other uses a transposition table
panels-compare-same-depth = Same position and depth ({ $count } plies) for both.
panels-compare-not-started = Could not start the comparison: { $error }
panels-compare-no-result = internal error: the comparison stopped without a result
panels-compare-this-search = This search
panels-compare-other = Other
panels-compare-best-move = Best move
panels-compare-no-move = none
panels-compare-time = Time
panels-compare-cell-this = { $row }, this search: { $text }
panels-compare-cell-other = { $row }, other: { $text }
panels-compare-truncated = The node cap stopped a search: its numbers are for part of the tree.
panels-compare-same-nodes = Both searches enter about the same number of nodes.
panels-compare-saves = The other search saves { $share }% of the nodes.
panels-compare-more = The other search enters { $share }% more nodes.
panels-compare-both-choose = Both choose { $best }.
panels-compare-disagree = They disagree: this search chooses { $best }, the other { $other }.
panels-compare-visited = Visited by both: { $both }. Only this search: { $this }. Only the other: { $other }.
panels-compare-marks-at-end = The marks appear on the tree once this search has been run to the end.
panels-compare-marks-last-iteration = The marks are on the last iteration's tree.
panels-compare-marks = On the tree: marked nodes are visited only by this search; the other mark shows where the other search went further.

## Why this move? (the root moves)
panels-root-why = Why this move?
panels-root-values-hidden = Values are hidden until the quiz reveals them.
panels-root-value-best-first = Value ⬇
panels-root-value-worst-first = Value ⬆
panels-root-game-over = (game over)
panels-root-not-searched-yet = not searched yet
panels-root-no-better = { $reply } (no better)
panels-root-worse = { $reply } ({ $worse } worse)
panels-root-at-least-worse = { $reply } (≥{ $worse } worse)
panels-root-best = best
panels-root-spoken = { $mv }: { $value }; line { $line }
panels-root-spoken-best = { $mv }: { $value }; line { $line }; best move
panels-root-spoken-refuted = { $mv }: { $value }; line { $line }; refuted by { $refutation }
panels-root-pv = PV:
panels-root-pv-so-far = PV so far:
panels-root-none-yet = (none yet)
panels-root-searched = { $searched } of { $count } root moves searched
panels-root-sort-hint = Sort by value: best first, worst first, search order
panels-root-sort = Sort the root moves by value
panels-root-refuted-by = Refuted by
panels-root-line = Line
panels-root-on-the-board = On the board:
panels-root-pv-back-hint = Show the previous position of the principal variation
panels-root-pv-forward-hint = Show the next position of the principal variation, with its next move's arrow
panels-root-hint-keys = { $hint } ({ $keys })
panels-root-pv-forward = Next position of the principal variation
panels-root-pv-back = Previous position of the principal variation
panels-root-ply-of = ply { $ply } of { $plies }
panels-root-off-the-line = off the line
panels-root-show-node-hint = Show this move's node on the tree and the board
panels-root-line-after = Line after { $mv }: { $line }
panels-root-line-hint = Show where this line leads on the board

## The passes (iterative deepening, aspiration windows, MTD(f))
panels-passes-depth = Depth
panels-passes-window = Window
panels-passes-result = Result
panels-passes-best = Best
panels-passes-ebf = EBF
panels-passes-pv = PV
panels-passes-ebf-hint = Effective branching factor: this depth's nodes over the previous depth's
panels-passes-depth-name = Depth { $depth }
panels-passes-depth-pass-name = Depth { $depth }, pass { $pass }
panels-passes-show-hint = Show this pass's tree as it finished
panels-passes-still-searching = still searching
panels-passes-fail-high = fail high
panels-passes-fail-low = fail low

## Nodes per depth (the chart)
panels-chart-note = Each ordering searched cold to depths 1 to { $depth }, within the node cap of { $cap } per search.
panels-chart-run = Chart nodes per depth
panels-chart-run-hint = Run the searches on a background thread
panels-chart-cancelled = Chart cancelled.
panels-chart-stale = The position or settings changed since the chart was made: chart again.
panels-chart-not-started = Could not start the chart: { $error }
panels-chart-no-result = internal error: the chart stopped without a result
panels-chart-depth-axis = depth
panels-chart-nodes-axis = nodes (log scale)
panels-chart-point = { $ordering }
    depth { $depth }: { $nodes } nodes
panels-chart-ebf = EBF { $ebf }
panels-chart-counts-capped = { $counts }, then the cap

## A chess node's evaluation
panels-eval-leaf-note = The score this leaf got.
panels-eval-static = Static evaluation
panels-eval-static-note = Of this position; the search looked deeper here.
panels-eval-game-over = Game over — { $ending }.
panels-eval-total = Total: { $white } for White ({ $unit ->
        [pawns] pawns
       *[centipawns] centipawns
    }); MAX is { $max ->
        [white] White
       *[black] Black
    }: { $score }
panels-eval-pieces = Pieces: count (value)
panels-eval-piece = Piece
panels-eval-white = White
panels-eval-black = Black
panels-eval-difference = W − B
panels-eval-piece-value = { $kind ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    }: { $each } each
panels-eval-sum = Sum
panels-eval-square-bonuses = Piece-square bonuses: { $bonus } for White in all
panels-eval-weighing-most = Weighing most (White's view):
panels-eval-all-terms = All { $count } non-zero terms
panels-eval-square-term = { $side ->
        [white] White
       *[black] Black
    } { $kind ->
        [pawn] pawn
        [knight] knight
        [bishop] bishop
        [rook] rook
        [queen] queen
       *[king] king
    } on { $square }

## The drill
panels-check = Check
panels-drill = Drill
panels-drill-new-tree = New tree (D)
panels-drill-new-tree-hint = A new random tree of this size
panels-drill-too-many = Depth { $depth } with { $branching } children has { $leaves } leaves: a drill keeps to { $most }, so that every value reads in its leaf
panels-drill-depth = depth { $depth }
panels-drill-depth-hint = Plies from the root to the leaves
panels-drill-children = { $count } children
panels-drill-children-hint = Children of every inner node
panels-drill-cutoff-hint = The cutoff rule the verdict follows
panels-drill-seed = Seed { $seed }
panels-drill-seed-hint = gametree worksheet --seed with this depth and branching makes the same tree
panels-drill-streak = Streak { $current } (best { $best })
panels-drill-streak-hint = Right verdicts in a row
panels-drill-instruction = Click every edge alpha-beta prunes (again to unmark; or X on a node of the tree, T to reach it), type the root's value, press Enter.
panels-drill-marked-none = Marked pruned: none
panels-drill-marked = Marked pruned: { $moves }
panels-drill-root-value = Root value
panels-drill-value-hint = value
panels-drill-check-hint = One verdict: the pruned moves and the root value (Enter)
panels-drill-verdict-later = Verdict: after Enter or Check
panels-drill-next = Enter or D: next tree

## The quiz
panels-quiz = Quiz
panels-quiz-mode = Quiz mode
panels-quiz-mode-hint = Stepping forward halts before the chosen kinds of steps and asks you to predict them.
panels-quiz-ask-before = Ask before:
panels-quiz-kind-value = a value a node returns
panels-quiz-kind-cutoff = whether a cutoff happens
panels-quiz-kind-window = the window a node receives
panels-quiz-kind-selection = the child selection picks
panels-quiz-alpha-beta-only = Alpha-beta forms only
panels-quiz-kind-selection-hint = Monte Carlo tree search only: which child UCB1 picks next
panels-quiz-hide-values = Hide values on the tree until revealed
panels-quiz-hide-values-hint = While a question is open, the tree shows no values; answering or Reveal shows them.
panels-quiz-continue = Continue
panels-quiz-continue-hint = Go on with the motion the question halted
panels-quiz-ucb-picks = UCB1 picks this child
panels-quiz-cuts = Yes, it cuts off
panels-quiz-goes-on = No, it goes on
panels-quiz-your-answer = Your answer
panels-quiz-value-hint = e.g. 3, −2, +inf, { $win }1
panels-quiz-question = Quiz question: { $prompt }
panels-quiz-skip = Skip
panels-quiz-skip-hint = Do not answer this one; it is not scored
panels-quiz-reveal = Reveal values
panels-quiz-reveal-hint = Show the values on the tree again
panels-quiz-score = Score: { $right } of { $asked } right

## The ordering view
panels-ordering = Move ordering
panels-ordering-needs-tree = The ordering view runs on a textbook tree: load one (for example classic, AIMA Fig. 5.2) in the Position panel, then press R.
panels-ordering-conventions = alpha-beta on { $tree } · prune when { $test } · fail-{ $fail } (the explorer's conventions)
panels-ordering-leaves = { $ordering }: { $count } leaves

## The narration panel (the sentences come from the narration)
panels-narration-nothing-yet = Nothing has happened yet: step forward to start the search.
panels-narration-hidden = Narration is hidden while values are hidden: work the step out first.
panels-narration-step = Step { $step }: { $sentence }
panels-narration-current = Current narration: { $sentence }
panels-narration-earlier = { $count ->
       *[other] { $shown } earlier steps are not listed: Home or the timeline reaches them.
    }
panels-narration-log-hint = Step { $step }: { $sentence }
    Click to go to this step.

## The pseudocode panel's own words (the listing comes from the pseudocode)
panels-code-current-line = Current line: { $code }
panels-code-best-none-yet = none yet
panels-code-move-of-label = { $number } of { $count }: { $label }
panels-code-move-of = { $number } of { $count }
panels-code-no-moves = none (no moves searched)
panels-code-not-started = not started ({ $count } to try)
panels-code-no-locals = Step forward to call the function on the root.
panels-code-values-in = Values in { $view }

## The worksheet
panels-worksheet = Worksheet
panels-worksheet-current-tree = Current tree
panels-worksheet-current-tree-hint = Work on the textbook tree the explorer searches
panels-worksheet-seed = Seed
panels-worksheet-new-seed = A new seed
panels-worksheet-branching-hint = Children per node: 3, or one per level 3,2,2, or a range 2-4
panels-worksheet-values = Values
panels-worksheet-values-hint = Leaf values LO..HI
panels-worksheet-order = Order
panels-worksheet-new-tree = New tree
panels-worksheet-new-tree-hint = Generate a tree from these fields (the seed makes it again)
panels-worksheet-cell = Cell { $number } of { $count }: { $cell }
panels-worksheet-space-marks = Space marks
panels-worksheet-entry-hint = α, β or value
panels-worksheet-pruned = pruned
panels-worksheet-pruned-hint = Mark the move into this node pruned (or type Space in the field)
panels-worksheet-keys = Tab / Shift+Tab: next / previous cell · Enter: write and go on · click a node to go to it, an edge to mark it pruned
panels-worksheet-check-hint = Grade every cell
panels-worksheet-next-step = Show the next step
panels-worksheet-next-step-hint = Fill in the next cell in search order that is not right
panels-worksheet-reset = Reset
panels-worksheet-reset-hint = Empty the sheet (undo is offered)
panels-worksheet-undo-reset = Undo reset
panels-worksheet-export-sheet = Export sheet…
panels-worksheet-export-sheet-hint = This tree as an exam to print: SVG or PNG, values only at the leaves, or a .pdf file: an A4 page with its heading
panels-worksheet-export-key = Export key…
panels-worksheet-export-key-hint = Its answer key on the same picture: every window and value, the pruned moves marked
panels-worksheet-score = Worksheet score: { $score }
panels-worksheet-chance = Worksheet mode grades minimax and alpha-beta, and this tree has chance nodes: print an expectimax sheet with `gametree worksheet --chance`, or step the tree with the quiz on.
panels-worksheet-made-tree = Tree { $tree }
panels-worksheet-made = Seed { $seed } · depth { $depth } · branching { $branching } · values { $values } · order { $order }
panels-worksheet-branching-error = Branching: { $error }
panels-worksheet-values-error = Values: { $error }

## The tree view
panels-tree-name = Search tree
panels-tree-no-search = No search yet
panels-tree-step-to-root = Step forward to enter the root
panels-tree-outline = Outline
panels-tree-outline-hint = Draw the tree as rows, one node a row in search order, as wide games read best; off: a top-down fan, as a book draws a small tree
panels-tree-skipped = Skipped values
panels-tree-skipped-hint = Write the values of pruned leaves in grey: what the search never looked at
panels-tree-skipped-hidden = Hidden while the quiz hides values
panels-tree-whole = Whole tree
panels-tree-whole-hint = Draw the whole tree from the first step, as a book figure does: nodes not reached yet are faint, their leaf values grey
panels-tree-fit = Fit
panels-tree-fit-hint = Fit the whole tree to the window, and keep it fitted as it grows; zoomed in (A+, Ctrl +), as much of it as fits, the node being searched in view (wheel: zoom · drag: pan · double-click a node: collapse)
panels-tree-follow = Follow
panels-tree-follow-hint = Keep the node being searched in view (Esc). Dragging the tree, or scrolling the outline, stops it until you click here or press Esc
panels-tree-smaller = A smaller tree: text, shapes and spacing
panels-tree-size-held = The tree's size: { $asked }% asked, { $drawn }% keeps the root and the node being searched in view
panels-tree-size = The tree's size
panels-tree-larger = A larger tree: text, shapes and spacing
panels-tree-largest = As large as the tree panel shows it with the root and the node being searched in view
panels-tree-fold-hint = Double-click to fold or unfold its moves
panels-tree-collapsed-hint = Collapsed: { $count } nodes hidden (double-click to expand)
panels-tree-collapse-hint = Double-click to collapse

## The tree's legends
panels-legend-knuth = Knuth types:
panels-legend-knuth-hint = Knuth and Moore's node types, judged once a node is finished
panels-legend-pv = { $tag } exact
panels-legend-cut = { $tag } fail high (side to move)
panels-legend-all = { $tag } fail low (side to move)
panels-legend-pv-meaning = exact value, inside the window
panels-legend-cut-meaning = one move refuted it: it failed high for the side to move (at a MIN node, an upper bound in MAX's view)
panels-legend-all-meaning = every move searched, none good enough: it failed low for the side to move (at a MIN node, a lower bound in MAX's view)
panels-legend-comparison = Comparison:
panels-legend-only-here = only this search
panels-legend-only-other = only the other search
panels-legend-chance = chance: the probability-weighted average of its outcomes
panels-legend-chance-hint = A chance node (a circle, as in the textbooks) is not a player: it averages its outcomes' values, each weighted by its probability. Expectimax searches every outcome; Star1 stops once the average, with the outcomes left at the leaves' bounds, can no longer matter.
panels-legend-quiescence = quiescence: past the depth limit, captures and promotions only
panels-legend-quiescence-hint = A node with no depth left whose side to move can capture, promote or is in check, and its children: it stands pat on its static value and searches only those moves (every move in check).

# The pseudocode's local variables, named as the listing names them.
panels-local-node = node
panels-local-depth = depth
panels-local-best = best
panels-local-move = move
panels-local-returns = returns
