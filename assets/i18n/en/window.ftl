# The window's frame: title, menus, toolbar, top bar, help, board panel,
# dialogs and file errors.

window-title = gametree — game-tree search explorer
window-accessible-name = gametree — { $shows }
window-saved-position-failed = The saved position did not load: { $error }
window-panel-position = Position & search
window-panel-inspector = Inspector & statistics

## Top bar and the lecture-mode menus

window-menu-view = ☰ View
window-menu-view-tip = Lecture mode, panels, theme, keys and help
window-menu-keys = Keys
window-menu-keys-tip = The keys, high contrast and screen-reader announcements
window-menu-language = Language
window-menu-language-tip = The language of the window's texts
window-theme-dark = 🌙 Dark theme
window-theme-light = ☀ Light theme
window-theme-tip = Switch light/dark colours
window-toggle-lecture = Lecture mode
window-toggle-lecture-tip = Large text, thick lines, high contrast, colour-blind-safe colours; the tree gets most of the window (L)
window-toggle-knuth = Knuth types
window-toggle-knuth-tip = Colour finished nodes PV / CUT / ALL, with a legend (K)
window-toggle-teaching-panel = Pseudocode & narration
window-toggle-teaching-panel-tip = Show the pseudocode and the narration under the tree (P)
window-toggle-left-panel = Left panel
window-toggle-left-panel-tip = Show the board, position and search settings, or close them to a strip ([)
window-toggle-right-panel = Right panel
window-toggle-right-panel-tip = Show the inspector and statistics, or close them to a strip (])
window-help-button = Help
window-help-button-tip = What the symbols on the tree mean, and the keys (F1 or H)
window-toggle-high-contrast = High contrast
window-toggle-high-contrast-tip = Black on white (white on black) and a tree whose every colour reaches 4.5:1, in or out of lecture mode
window-toggle-announce = Announce steps
window-toggle-announce-tip = Screen readers announce each step's sentence as it comes (a polite live region)
window-practice-worksheet = Worksheet
window-practice-worksheet-tip = Fill in α, β, values and pruned moves on a blank tree, then check them (W)
window-practice-drill = Quick drill
window-practice-drill-tip = Five-minute practice: a random tree, click the pruned edges, type the root value, Enter (D: a new tree)
window-practice-ordering = Ordering
window-practice-ordering-tip = Best, natural and worst move order on this tree side by side, against the fewest leaves (R)
window-practice-menu = Practice
window-practice-menu-worksheet = Practice: worksheet
window-practice-menu-drill = Practice: drill
window-practice-menu-ordering = Practice: ordering
window-practice-menu-tip = Worksheet (W), quick drill (D), move ordering (R)

## Keys and the help window

window-key-does-shift-right-arrow = Monte Carlo tree search: the same phase of the next iteration
window-key-does-shift-left-arrow = Monte Carlo tree search: the same phase of the previous iteration
window-key-does-right-arrow = Step forward
window-key-does-page-down = Step forward (presentation clicker)
window-key-does-left-arrow = Step back
window-key-does-page-up = Step back (presentation clicker)
window-key-does-ctrl-left-arrow = Take back the move played on the board
window-key-does-ctrl-right-arrow = Play the move taken back on the board again
window-key-does-n = Next node entered
window-key-does-o = Step over: finish the current node's subtree
window-key-does-u = Step out: finish the current node's parent
window-key-does-c = Run to the next key moment (a cutoff, re-search, new pass, stand-pat, chance average or UCB1 choice)
window-key-does-end = Run to the end of the search
window-key-does-home = Restart at step 0
window-key-does-space = Play / pause
window-key-does-esc = Cancel a run or playing; otherwise follow the search again (Follow on)
window-key-does-ctrl-shift-z = Redo the option, evaluation or position change undone
window-key-does-ctrl-y = Redo (same as Ctrl+Shift+Z)
window-key-does-ctrl-z = Undo the last option, evaluation or position change (an edit while the board editor is open)
window-key-does-ctrl-o = Open a session file (*.gametree)
window-key-does-ctrl-shift-s = Save the session as a new file
window-key-does-ctrl-s = Save the session (to its file, else ask where)
window-key-does-f = Flip the board
window-key-does-a = Arrows on the board (best move, line) on or off
window-key-does-period = Board: next position of the principal variation
window-key-does-comma = Board: previous position of the principal variation
window-key-does-l = Lecture mode: large text, thick lines, high contrast
window-key-does-k = Colour nodes by Knuth type (PV / CUT / ALL)
window-key-does-w = Worksheet mode: fill in α, β, values and pruned moves, then check
window-key-does-d = Quick drill: a new random tree; click the pruned edges, type the root value, Enter
window-key-does-r = Move ordering: best, natural and worst order side by side, against the minimum
window-key-does-p = Show or hide the pseudocode and narration panel
window-key-does-open-bracket = Show or hide the position panel (left)
window-key-does-close-bracket = Show or hide the inspector panel (right)
window-key-does-f11 = Full screen on or off
window-key-does-j = A student's trace open: jump to where it first leaves the algorithm
window-key-does-t = Keyboard focus on the tree (Tab reaches it too): its keys are below; Esc leaves it
window-key-does-e = Explain: the keyboard focus on the step's sentence, which a screen reader then reads at every step
window-key-does-f1 = Help: the symbols on the tree and these keys
window-key-does-h = Help (same as F1)
window-tree-key-up-down = Tree: ↑ / ↓
window-tree-key-up-down-does = Previous / next sibling node
window-tree-key-right = Tree: →
window-tree-key-right-does = First child (opens a collapsed node first)
window-tree-key-left = Tree: ←
window-tree-key-left-does = Parent (folds an open node first)
window-tree-key-home-end = Tree: Home / End
window-tree-key-home-end-does = The root / the node being searched
window-tree-key-enter = Tree: Enter
window-tree-key-enter-does = Select the node for the board and the inspector
window-tree-key-x = Tree: X
window-tree-key-x-does = Worksheet or drill: mark the move into the node pruned (again to unmark)
window-keys-or = { $keys } or { $key }
window-key-shift = Shift
window-key-ctrl = Ctrl
window-key-right-arrow = Right arrow
window-key-left-arrow = Left arrow
window-key-page-down = Page Down
window-key-page-up = Page Up
window-key-home = Home
window-key-end = End
window-key-space = Space
window-symbol-max = Triangle pointing up
window-symbol-max-means = A MAX node: the side to move wants the highest value.
window-symbol-min = Triangle pointing down
window-symbol-min-means = A MIN node: the side to move wants the lowest value.
window-symbol-open = Hollow triangle
window-symbol-open-means = A node still being searched; it fills in once its value is known.
window-symbol-leaf = Square
window-symbol-leaf-means = A leaf: a position scored by the evaluation, or a textbook tree's leaf value.
window-symbol-over = Diamond
window-symbol-over-means = A position where the game is over (mate, a completed line, or a draw).
window-symbol-mate = #2 / #-2 (chess), W2 / L2 (other games)
window-symbol-mate-means = A won game, from MAX's view, counted in moves: MAX mates (wins) in 2 moves, or is mated (loses) in 2 moves.
window-symbol-tt-hit = Filled circle
window-symbol-tt-hit-means = A transposition-table hit: the value came from the table, not from a search.
window-symbol-pruned = Small hollow circle, grey dashed edge
window-symbol-pruned-means = A pruned move: never searched, because of a cutoff above it.
window-symbol-cut-bar = Bar across an edge
window-symbol-cut-bar-means = Where the cutoff cut: every move after it was pruned.
window-symbol-cutoff-label = α-cutoff / β-cutoff
window-symbol-cutoff-label-means = Written beside the node where the cutoff test (α ≥ β, or α > β if so chosen) stopped the loop.
window-symbol-window = [α, β] under a node
window-symbol-window-means = The window the node is searched with, from MAX's point of view.
window-symbol-bound = ≥ 5 / ≤ 5
window-symbol-bound-means = An open node's best so far: a MAX node will return at least 5, a MIN node at most 5.
window-symbol-path = Thick yellow line and ring (orange in lecture mode)
window-symbol-path-means = The path from the root to the node being searched.
window-symbol-pv = Thick pink line (purple in lecture mode)
window-symbol-pv-means = Once the search is over: the principal variation, the best play for both sides.
window-symbol-picked = Outer ring
window-symbol-picked-means = The node you picked (Esc follows the search again).
window-symbol-focus = Square ring
window-symbol-focus-means = The node the keyboard focus is on, while the tree has it (T or Tab).
window-symbol-collapsed = +N badge
window-symbol-collapsed-means = A collapsed subtree hiding N nodes (double-click to expand).
window-symbol-band = Grey band
window-symbol-band-means = A subtree too narrow to draw node by node at this zoom.
window-symbol-knuth = PV / CUT / ALL (Knuth types, K)
window-symbol-knuth-means = PV: exact value inside the window. CUT: one move refuted it (failed high for the side to move). ALL: every move was searched and none was good enough (failed low for the side to move). Values and bounds elsewhere are in MAX's view: a MIN node that failed high for MIN returned an upper bound, 'failed low' for MAX.
window-symbol-diff = Diff marks (comparison)
window-symbol-diff-means = Solid halo: visited only by the search shown. Dashed ring: visited only by the other search.
window-symbol-hidden = ?
window-symbol-hidden-means = A value hidden while the quiz or the teacher hides values.
window-help-title = Help
window-help-opened = Help: the symbols on the tree and the keyboard shortcuts. Esc closes it.
window-help-symbols = Symbols on the tree
window-help-symbols-intro = Shapes tell node kinds apart, so the tree reads without colour and on a washed-out projector; colours only repeat what the shapes say.
window-help-keys = Keyboard shortcuts
window-help-keys-intro = Keys act whenever no text field has the focus. While the tree has the keyboard focus (T or Tab; a square ring marks its node), the arrows, Home, End and Enter move through the tree instead; Page Up, Page Down and the letter keys still step, and Esc gives the arrows back to stepping.
window-key-zoom = Ctrl + / Ctrl −
window-key-does-zoom = Zoom in / out (Ctrl 0 resets)

## Toolbar, timeline and status line

window-restart = ⏮ Restart
window-restart-tip = Back to step 0
window-back = ◀ Back
window-back-tip = One step back
window-step = Step ▶
window-step-tip = One step forward
window-iteration-back = ◀ Iteration
window-iteration-back-tip = The same phase of the previous iteration
window-iteration-next = Iteration ▶
window-iteration-next-tip = The same phase of the next iteration
window-next-node = Next node
window-next-node-tip = Forward to the next node entered
window-step-over = Step over
window-step-over-tip = Forward until the current node's subtree is finished
window-step-out = Step out
window-step-out-tip = Forward until the current node's parent is finished
window-next-key-moment = Next key moment
window-next-key-moment-tip = Forward to the algorithm's next key moment: a cutoff (the window closes), a re-search, a new pass, a stand-pat, a chance node's average, UCB1's choice at the root
window-run-to-end = Run to end ⏭
window-run-to-end-tip = Forward to the end of the search
window-pause = ⏸ Pause
window-play = ▶ Play
window-play-tip = Step forward at the chosen speed
window-speed = Speed
window-speed-tip = Play speed, in steps a second
window-cancel = Cancel
window-cancel-run-tip = Stop the run here
window-timeline = Timeline
window-timeline-tip = Click or drag to any recorded step (the end is known once the search has run to it)
window-step-box-tip = The step shown: drag or type a step to go there
window-button-tip = { $what } ({ $keys })
window-progress-rerunning = Re-running the search to your place
window-progress-speed = { $doing }… { $steps } steps recorded, { $nodes } nodes ({ $speed } nodes/s)
window-progress = { $doing }… { $steps } steps recorded
window-motion-step = Stepping
window-motion-back = Stepping back
window-motion-next-node = Running to the next node
window-motion-step-over = Stepping over
window-motion-step-out = Stepping out
window-motion-next-key-moment = Running to the next key moment
window-motion-start = Restarting
window-motion-end = Running to the end
window-motion-next-iteration = Going to the next iteration
window-motion-previous-iteration = Going to the previous iteration
window-status-step-of = Step { $step } of { $total }
window-status-step-zero = Step 0
window-status-step-recorded = Step { $step } (of ≥ { $recorded } recorded)
window-status-said = { $position } — { $sentence }
window-status-no-move = none
window-status-trace-ends = { $position } — the trace ends before the root returned a value
window-status-node-cap = { $position } — node cap of { $cap } nodes reached: the search stopped early; best so far { $best }, value { $value }
window-status-complete = { $position } — search complete: best move { $best }, value { $value }
window-status-start = { $position } — at the start: press Step (Right arrow) to enter the root
window-status-hidden = { $position } — values are hidden: work this step out, then reveal them

## File menu

window-menu-file = File
window-file-open = Open…
window-file-open-trace = Open trace…
window-file-save = Save
window-file-save-as = Save as…
window-file-go-to-divergence = Go to the trace's first divergence
window-file-go-to-divergence-tip = The step where the student's search first leaves the algorithm
window-file-recent = Recent session files
window-menu-file-tip = Open and save session files (*.gametree); export pictures and slides

## Side panels

window-strip-open-position = Show the position & search panel
window-strip-open-inspector = Show the inspector & statistics panel

## Position and search controls

window-presets = Presets
window-textbook-trees = Textbook trees
window-game = Game
window-game-tip = Which game's position to type; the search changes when one is loaded
window-enter-one = Enter
window-enter-typed = Ctrl+Enter
window-enter-pasted = Enter; Shift+Enter starts a new line
window-load-tip = Search this position ({ $enter } in the field)
window-start-tip = Search the game from its start
window-leaf-bounds = Leaf bounds
window-leaf-low-tip = The least value any leaf can have (L)
window-leaf-to = to
window-leaf-high-tip = The greatest value any leaf can have (U)
window-ordering-natural = Natural (generator order)
window-ordering-captures = Captures first (MVV-LVA)
window-ordering-seed = Course report (captures, forward, rest)
window-ordering-killers = Killer moves (captures, killers, rest)
window-ordering-history = History heuristic (captures, history)
window-ordering-best = Best first (oracle)
window-ordering-worst = Worst first (oracle)
window-ordering-random = Random (seeded)
window-depth = Depth
window-depth-mcts = grown by the iterations
window-depth-mcts-tip = Monte Carlo tree search has no depth limit: each iteration adds one node, and playouts run to the game's end.
window-depth-tree = { $height } plies (the tree's height)
window-depth-tree-tip = Textbook trees are searched to their leaves.
window-plies-suffix = {" "}plies
window-depth-tip = Depth 5 and more grow very large trees; the node cap stops them cleanly.
window-fail-mode = Fail mode
window-fail-hard = Fail-hard
window-fail-hard-tip = A node that fails returns a value clamped to its window [α, β].
window-fail-soft = Fail-soft
window-fail-soft-tip = A node that fails returns the best value it actually found.
window-fail-mode-off-tip = Only the alpha-beta algorithms have a window to fail.
window-node-cap = Node cap
window-node-cap-tip = The search stops cleanly once this many nodes have been entered.
window-tt = Transposition table
window-tt-tip = Reuse values of positions already searched to the same depth.
window-deepening = Iterative deepening
window-deepening-tip = Search depth 1, 2, … up to the depth, keeping each iteration's tree.
window-deepening-off-tip = Textbook trees have values only at their leaves.
window-singular = Singular extension
window-singular-tip = A node with exactly one legal move does not use up depth.
window-quiescence = Quiescence
window-quiescence-tip = At the depth limit, search captures and promotions (every move in check) from the position's own value, the stand-pat, instead of stopping. Games without captures search as without it.
window-algorithm = Algorithm
window-guess = Guess
window-guess-tip = The first guess at the root's value. With iterative deepening, later depths guess the previous depth's value.
window-window-width = Window ±
window-window-width-tip = The first window is [guess − w, guess + w]; a value outside it opens the bound that failed and searches again.
window-move-ordering = Move ordering
window-seed = seed
window-evaluation = Evaluation
window-evaluation-off-tip = Only chess has a choice; textbook trees carry their leaf values, tic-tac-toe and Connect Four count their open lines.
window-undo = Undo
window-undo-tip = Undo the last change of an option, the evaluation or the position
window-redo = Redo
window-redo-tip = Redo the change undone last
window-eval-material = Material (P1 N3 B3 R5 Q9)
window-eval-pst = Material + piece-square (centipawns)
window-cutoff = Cutoff
window-cutoff-ge-tip = Cut as soon as α ≥ β: a tie at a bound is pruned (the textbooks).
window-cutoff-gt-tip = Cut only once α > β: a tie at a bound is still searched.
window-cutoff-off-tip = Only the alpha-beta algorithms have a window to close.

## The chessboard

window-side-white = White
window-side-black = Black
window-kind-pawn = pawn
window-kind-knight = knight
window-kind-bishop = bishop
window-kind-rook = rook
window-kind-queen = queen
window-kind-king = king
window-piece-white-pawn = white pawn
window-piece-white-knight = white knight
window-piece-white-bishop = white bishop
window-piece-white-rook = white rook
window-piece-white-queen = white queen
window-piece-white-king = white king
window-piece-black-pawn = black pawn
window-piece-black-knight = black knight
window-piece-black-bishop = black bishop
window-piece-black-rook = black rook
window-piece-black-queen = black queen
window-piece-black-king = black king
window-square-piece = { $square }: { $piece }
window-square-empty = { $square }: empty
window-board-described = Chess board: { $white } white and { $black } black pieces
window-board-described-flipped = Chess board: { $white } white and { $black } black pieces, Black at the bottom

## The board editor

window-edit-board = ✏ Edit board
window-edit-board-tip = Set up a position: put pieces on and off, then search it
window-editor-search = Search this position
window-editor-search-tip = Make this position the root and search it
window-editor-search-off-tip = The position cannot be searched yet: see the reason
window-editor-undo = Undo edit
window-editor-undo-tip = Take back the last edit (Ctrl+Z while editing)
window-editor-leave = Leave editor
window-editor-leave-tip = Back to the searched position; the edits are dropped
window-editor-ready = Ready to search
window-editor-cannot = Cannot search: { $error }
window-editor-clear = Clear
window-editor-clear-tip = Take every piece off the board
window-editor-start = Start position
window-editor-start-tip = Set up the standard starting position
window-palette = Palette: { $piece }
window-palette-tip = Put a { $piece } with a click on a square, or drag it there
window-eraser = Eraser
window-eraser-tip = A click takes the piece off
window-to-move-label = To move:
window-castling = Castling:
window-castling-white-short = White O-O
window-castling-white-long = White O-O-O
window-castling-black-short = Black O-O
window-castling-black-long = Black O-O-O
window-castling-right = { $name } ({ $letter })
window-en-passant = En passant:
window-en-passant-none = none
window-en-passant-tip = Only squares behind a pawn that could just have moved two squares are offered

## Playing on the board

window-move-back = ◀ Move back
window-move-back-tip = Take back the move played on the board ({ $keys })
window-move-forward = Move forward ▶
window-move-forward-tip = Play the move taken back again ({ $keys })
window-promote-to = Promote to
window-promote-tip = What a pawn played to the last rank becomes
window-played = Played: { $moves }
window-played-tip = The moves played on the board; * marks the one into the position searched

## Monte Carlo tree search options

window-mcts-iterations = Iterations
window-mcts-iterations-tip = Each iteration selects, expands one node, plays out once and backs the result up.
window-mcts-seed = Seed
window-mcts-seed-tip = The playouts' random seed: the same seed gives the same tree, step for step.
window-mcts-exploration = Exploration C
window-mcts-exploration-tip = UCB1 = W/N + C·√(ln N_parent / N): a larger C tries the less visited children more. √2 ≈ 1.414 by default.
window-mcts-exploration-default-tip = Back to the default, √2

## The position panel

window-section-position = Position
window-section-search = Search
window-drill-search-note = The drill's tree is searched by alpha-beta, natural order, cut if { $test }, fail-{ $fail }: its own conventions, chosen in the drill panel. The explorer's search settings come back when the drill closes.

## The game's moves

window-pgn-game = Game
window-pgn-tip = Click a move to search the position after it
window-pgn-start = Start

## The board panel

window-textbook-tree = Textbook tree
window-textbook-tree-facts = { $nodes } nodes, { $leaves } leaves, height { $height }; the root is { $root }, and lists not written max[…] or min[…] alternate MAX and MIN.
window-grid-to-move = { $mover } to move. MAX = { $max } (to move at the root), MIN = { $min }
window-copy-position = Copy position
window-copy-position-tip = Copy this position's text, as the position field takes it
window-play-hint-root = Click the board to play a move there and search the new position.
window-play-hint-inside = Showing a node inside the search; at the root (step 0, or pick the root) a click plays a move.
window-flip-board = ⟲ Flip board
window-flip-board-tip = Show the board from the other side ({ $keys })
window-arrows = Arrows
window-arrows-tip = Arrows for the best move (green, numbered by ply), the line ahead and the moves played (blue) ({ $keys })
window-side-to-move = { $side } to move
window-chess-max-min = MAX = { $max } (to move at the root), MIN = { $min }
window-copy-fen = Copy FEN
window-copy-fen-tip = Copy this position's FEN
window-path = Path: { $path }
window-ply-chance = Ply { $ply }: CHANCE here, an outcome is drawn
window-ply-role = Ply { $ply }: { $role } to move here

## Export items

window-export-tree = Export tree…
window-export-tree-tip = The tree at this step as SVG or PNG: the whole tree or the visible part
window-export-board = Export board…
window-export-board-tip = The board of the node shown as SVG or PNG (chess, tic-tac-toe, Connect Four)
window-export-slides = Export slides…
window-export-slides-tip = One picture per step (every step or the key steps), with the narration
window-export-deck = Export deck…
window-export-deck-tip = One PDF, a 16:9 page per step (every step or the key steps), with a title and the narration
window-export-web-page = Export web page…
window-export-web-page-tip = A walk-through of the steps as one web page that any browser opens offline: the tree, the board, the narration and the pseudocode at each step
window-copy-image = Copy image
window-copy-image-tip = Copy the visible part of the tree to the clipboard as a picture

# Groups a count's digits in threes: 18,124.
window-thousands-separator = ,
# A node without a move of its own, in a sentence.
window-the-root = the root
# A move ordering in a few words, in the compare panel and the depth chart
# (English: the CLI's --order names).
window-ordering-word-natural = natural
window-ordering-word-captures = captures
window-ordering-word-seed = seed
window-ordering-word-killers = killers
window-ordering-word-history = history
window-ordering-word-best = best
window-ordering-word-worst = worst
window-ordering-word-random = random:{ $seed }
