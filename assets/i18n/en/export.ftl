# Exported files (src/export): decks, worksheets and keys, pictures' tooltips, the web page.

## Decks and animations.
# $algorithm: the pseudocode's title; $game: the game's name.
export-deck-title-textbook = { $algorithm } · { $game }
export-deck-title = { $algorithm } · { $game }, depth { $depth }
export-step-of = Step { $step } of { $total }
export-step = Step { $step }
# $step: "Step k of n"; $narration: the step's sentence.
export-caption = { $step }: { $narration }

## A picture's tooltips, after the node's own.
export-tip-pruned-group = One mark for { $count } pruned moves
export-tip-band = A band for a subtree of { $count } nodes
export-tip-searched-group = One row for { $count } searched moves
export-tip-ahead = Not reached yet at this step

## Worksheets and their keys.
export-sheet-title-expectimax = Expectimax worksheet
export-key-title-expectimax = Expectimax worksheet: answer key
export-sheet-title-minimax = Minimax worksheet
export-key-title-minimax = Minimax worksheet: answer key
export-sheet-title-alpha-beta = Alpha-beta worksheet
export-key-title-alpha-beta = Alpha-beta worksheet: answer key
export-sheet-conventions-expectimax = Conventions: expectimax, every outcome of a circle equally likely, averages written exactly (23/3), nothing pruned
export-sheet-conventions-minimax = Conventions: minimax, no windows, nothing is pruned
# $test: the cutoff test, `α ≥ β` or `α > β`.
export-sheet-conventions-fail-soft = Conventions: prune when { $test } · fail-soft: a node returns the best value it found
export-sheet-conventions-fail-hard = Conventions: prune when { $test } · fail-hard: a node's value is clamped to its window [α, β]
export-sheet-root-line = { $player } moves at the root · every value is from MAX's view · a node is named by its moves: 2.1 is move 1 after move 2
export-sheet-name-date = Name ______________________________      Date ______________
export-sheet-instructions-expectimax = Write each inner node's value in its box: a triangle takes its best child, a circle the average of its outcomes.
export-sheet-instructions-minimax = Write each inner node's minimax value in its box in the table under the tree.
export-sheet-instructions-alpha-beta = Fill each inner node's row of the table (— if never visited); cross out every pruned edge.
export-sheet-window-boxes = Window boxes: α in, β in = the window [α, β] the node is entered with; α out, β out = its window after its last move's value came back.
export-sheet-node-head = node

## The walk-through web page.
export-page-title = { $title }: a walk-through
export-page-noscript = This walk-through steps through the search with JavaScript: allow it for this page to see the steps.
export-page-tree-pane = The search tree
export-page-board-pane = The board of the current node
export-page-summary-title = The search's result
export-page-steps = Steps
export-page-first-tip = First step (Home)
export-page-first = « First
export-page-back-tip = Previous step (←)
export-page-back = ◀ Back
export-page-play-tip = Play or pause (Space)
export-page-play = ▶ Play
export-page-pause = ‖ Pause
export-page-next-tip = Next step (→)
export-page-next = Next ▶
export-page-last-tip = Last step (End)
export-page-last = Last »
export-page-slider = Step
# $address: `#step=N`, written as code.
export-page-footer = Keys: ← and → step back and forward, Home and End go to the first and the last step, Space plays and pauses. The address ends in { $address }: a link to it opens step N. Made by gametree; this page needs no network.
export-page-nothing-drawn = Nothing is drawn at this step.
# $node: the current node as a person would say it.
export-page-current-node = Current node: { $node }
export-page-choice-cutoffs = A page shows at most { $most } steps: this one shows { $shown } of the search's { $steps } steps, the cutoffs, with the first and the last step.
export-page-choice-key = A page shows at most { $most } steps: this one shows { $shown } of the search's { $steps } steps, the key steps.
export-page-choice-cutoffs-until = A page shows at most { $most } steps: this one shows { $shown } of the search's { $steps } steps, the cutoffs, with the first and the last step up to step { $until }, then the last step.
export-page-choice-key-until = A page shows at most { $most } steps: this one shows { $shown } of the search's { $steps } steps, the key steps up to step { $until }, then the last step.

## The Moodle question bank.
export-moodle-exact = exact
export-moodle-at-least = at least
export-moodle-at-most = at most
export-moodle-not-searched = not searched
export-moodle-none-pruned = no move is pruned
export-moodle-tree-alt = The tree: the leaves' values are written under them
export-moodle-task-bounds = Search the tree with alpha-beta. For each inner node, give the value it returns and whether that value is exact or only a bound on the node's true value (at least, at most); for a node the search never enters, choose not searched (its number is not graded: write any, say 0).
export-moodle-task-expectimax = Give each inner node's expectimax value (a fraction as a decimal, two places).
export-moodle-task-minimax = Give each inner node's minimax value.
export-moodle-which-pruned = Which moves are pruned (never searched because of a cutoff)? A move is named by the node it leads to.
export-moodle-answer-key = Answer key
export-moodle-key-at-least = at least { $value }
export-moodle-key-at-most = at most { $value }
export-moodle-key-exact = exact, { $value }
# $moves: the pruned moves' nodes, or that none is pruned.
export-moodle-pruned-moves = Pruned moves: { $moves }
export-moodle-key-alt = The answer key drawn on the tree
