# Teaching material: pseudocode, quiz, drill, worksheets (src/teach).

## Pseudocode: how the moves are ordered, in the `moves ←` line.
teach-order-natural = in the generator's order
teach-order-captures = captures first (MVV-LVA)
teach-order-seed = captures, then forward moves, then the rest
teach-order-killers = captures, then this ply's killers, then the rest
teach-order-history = captures, then by history (cutoffs so far)
teach-order-best = best first (oracle)
teach-order-worst = worst first (oracle)
teach-order-random = shuffled with seed { $seed }

## Pseudocode of the minimax family: the code of each line (identifiers
## and keywords), then the dimmed notes after it.
teach-code-max-value = maxValue
teach-code-min-value = minValue
teach-code-function = function { $name }(node, depth{ $window })
teach-code-leaf-test-quiet = if node is terminal, or depth = 0 and it is quiet, then
teach-code-leaf-test = if depth = 0 or node is terminal then
teach-code-return-evaluate = return evaluate(node)
teach-code-return-colour-evaluate = return colour(node) × evaluate(node)
teach-code-tt-probe-window = if table[node, depth] is exact, or a bound outside [α, β], then return it
teach-code-tt-probe = if table[node, depth] is known then return it
teach-code-stand-pat = if depth = 0 and not in check then best ← evaluate(node)
teach-code-stand-pat-colour = if depth = 0 and not in check then best ← colour(node) × evaluate(node)
teach-code-else-init = else best ← { $worst }
teach-code-init = best ← { $worst }
teach-code-moves-quiet = moves ← legal moves of node (at depth 0: captures and promotions, all in check), { $ordering }
teach-code-moves = moves ← legal moves of node, { $ordering }
teach-code-for-each-move = for each move m in moves do
teach-code-recurse-any = v ← value(play(node, m), depth − 1{ $window })
teach-code-recurse = v ← { $callee }(play(node, m), depth − 1{ $window })
teach-code-improve = if v { $better } best then best ← v
teach-code-if-first-move = if m is the first move then
teach-code-else = else
teach-code-if-inside = if α < v < β then
teach-code-chance-function-window = function chanceValue(node, depth, α, β)
teach-code-chance-function = function chanceValue(node, depth)
teach-code-chance-init-left = sum ← 0; left ← 1
teach-code-chance-init = sum ← 0
teach-code-for-each-outcome = for each outcome o of node, with probability p, do
teach-code-left-minus-p = left ← left − p
teach-code-star1-window = α′ ← max(L, (α − sum − left·U) / p); β′ ← min(U, (β − sum − left·L) / p)
teach-code-recurse-outcome-window = v ← value(play(node, o), depth − 1, α′, β′)
teach-code-recurse-outcome = v ← value(play(node, o), depth − 1)
teach-code-sum-add = sum ← sum + p·v
teach-code-if-fail-low = if sum + left·U ≤ α then
teach-code-return-fail-low = return sum + left·U
teach-code-if-fail-high = if sum + left·L ≥ β then
teach-code-return-fail-high = return sum + left·L
teach-code-return-sum = return sum
teach-code-update-beta = β ← min(β, best)
teach-code-update-alpha = α ← max(α, best)
teach-code-if-cutoff = if { $test } then
teach-code-break = break
teach-code-clamp-best = clamp(best, α₀, β₀)
teach-code-best = best
teach-code-value-is = value ← { $result }
teach-code-tt-store-bound = table[node, depth] ← (value, its bound: exact, lower or upper)
teach-code-tt-store = table[node, depth] ← value
teach-code-return-value = return value
teach-code-return = return { $result }

teach-note-called-max-window = called as maxValue(root, d, −∞, +∞)
teach-note-called-max = called as maxValue(root, d)
teach-note-called-negamax-window = called as negamax(root, d, −∞, +∞)
teach-note-called-negamax = called as negamax(root, d)
teach-note-max-view = values from MAX's view
teach-note-min-turn = MIN's turn: values still from MAX's view
teach-note-side-view-window = values, α, β from the side to move's view
teach-note-side-view = values from the side to move's view
teach-note-quiet = quiet: no capture or promotion, not in check (or 4 plies past d)
teach-note-static-value = static value, or the game's result
teach-note-colour = colour = +1 if MAX is to move, −1 if MIN
teach-note-transposition-table = transposition table
teach-note-stand-pat-window = quiescence: stand pat, the value of playing no capture; may close the window at once
teach-note-stand-pat = quiescence: stand pat, the value of playing no capture
teach-note-recurse-any = value: maxValue, minValue or chanceValue, by the child's role
teach-note-null-window = null window: can m beat the best so far?
teach-note-inside = strictly inside: the probe gave only a bound
teach-note-re-search = re-search (Reinefeld's window)
teach-note-star1 = Ballard's Star1: every leaf lies in [L, U]
teach-note-chance-average = the probability-weighted average of the outcomes
teach-note-left = left: the probability not searched yet
teach-note-star1-window = outside [α′, β′] the average cannot matter
teach-note-star1-fail-low = fail low: even at U the rest cannot lift the average to α
teach-note-star1-fail-high = fail high: even at L the rest cannot pull it below β
teach-note-alpha-cutoff = α-cutoff: MAX above already has α; prune the rest
teach-note-beta-cutoff = β-cutoff: MIN above already has β; prune the rest
teach-note-negamax-cutoff = cutoff: the opponent above already has better; prune the rest
teach-note-fail-hard = fail-hard: stay inside the window [α₀, β₀] the node was given
teach-note-fail-soft = fail-soft: the best value found, even outside the window
# $why: the narration's reason why nothing is pruned.
teach-note-student-returned = your search returned here, but { $why }
teach-note-moves-again-negamax = { $player } moves again: called as negamax(child, depth − 1, α, β), nothing negated
teach-note-moves-again = { $player } moves again: the call goes to { $function }, not to the other function

## The listing's title; $algorithm is the algorithm's name.
teach-title-fail-hard = { $algorithm } (fail-hard)
teach-title-fail-soft = { $algorithm } (fail-soft)
teach-title-fail-hard-strict = { $algorithm } (fail-hard), cut only when α > β
teach-title-fail-soft-strict = { $algorithm } (fail-soft), cut only when α > β
teach-title-with-table = { $title } with a transposition table
teach-title-with-quiescence = { $title }, quiescence at the depth limit

## Whose view the locals' values are in.
teach-view-max = MAX's view
teach-view-side-max = side to move's view (MAX: same as MAX's view)
teach-view-side-min = side to move's view (MIN: MAX's values negated)

## Aspiration windows' driver and pass sentences.
teach-aspiration-function = function aspiration(root, d, guess)
teach-aspiration-note-first = first window: guess ± w
teach-aspiration-init = α ← guess − { $w }; β ← guess + { $w }
teach-aspiration-loop = loop
teach-aspiration-call = v ← maxValue(root, d, α, β)
teach-aspiration-note-pass = one pass
teach-aspiration-verdict = if v ≤ α then α ← −∞ else if v ≥ β then β ← +∞ else return v
teach-aspiration-note-verdict = failed low: open α; failed high: open β
teach-aspiration-first-pass = Aspiration: instead of [−∞, +∞] the root is searched with the narrow window { $window } around the guess, so that more is cut; if the value falls outside, the search is repeated.
teach-aspiration-failed-low = The last window failed low, so α is opened: the root is searched again with { $window }.
teach-aspiration-failed-high = The last window failed high, so β is opened: the root is searched again with { $window }.

## MTD(f)'s driver and pass sentence.
teach-mtdf-function = function mtdf(root, d, f)
teach-mtdf-note-source = Plaat et al. 1996
teach-mtdf-init = g ← f; lower ← −∞; upper ← +∞
teach-mtdf-loop = while lower < upper do
teach-mtdf-beta = β ← g + 1 if g = lower, else g
teach-mtdf-call = g ← maxValue(root, d, β − 1, β)
teach-mtdf-note-pass = one pass, null window
teach-mtdf-verdict = if g < β then upper ← g else lower ← g
teach-mtdf-note-verdict = failed low / failed high
teach-mtdf-return = return g
teach-mtdf-pass = MTD(f) pass { $number }: the root is searched with the null window { $window }, which asks only whether the value is at least { $beta }.

## Monte Carlo tree search's pseudocode.
teach-mcts-title = Monte Carlo tree search (UCT), { $iterations } iterations, C = { $c }
teach-mcts-ucb = the child with the highest W/N + { $c }·√(ln N(node) / N)
teach-mcts-function = function MCTS(state) returns a move
teach-mcts-init = tree ← NODE(state)
teach-mcts-note-init = iteration 1 adds the root and plays out from it
teach-mcts-loop = for i ← 1 to { $iterations }
teach-mcts-select-call = leaf ← SELECT(tree)
teach-mcts-note-select = 1 selection
teach-mcts-expand = child ← EXPAND(leaf)
teach-mcts-note-expand = 2 expansion: the leaf's next move in move order
teach-mcts-simulate = result ← SIMULATE(child)
teach-mcts-note-simulate = 3 simulation: random moves to the end; 1 MAX wins, ½ draw, 0 MIN wins
teach-mcts-backpropagate = BACK-PROPAGATE(result, child)
teach-mcts-note-backpropagate = 4 backpropagation: N grows by 1 and W by the result, up to the root
teach-mcts-return = return the root's move with the highest N
teach-mcts-note-return = the search is over: the most visited move, not the highest mean, is played
teach-mcts-select-function = function SELECT(node)
teach-mcts-select-loop = while every move of node is in the tree and the game is not over
teach-mcts-select = node ← { $ucb }
teach-mcts-note-ucb = W/N from the chooser's view; an unvisited child first
teach-mcts-return-node = return node

## Worksheets: what is filled in, and how each cell is named.
teach-fill-windows = fill windows
teach-fill-values-only = values only
teach-cell-alpha-in = α in
teach-cell-beta-in = β in
teach-cell-value = value
teach-cell-alpha-out = α out
teach-cell-beta-out = β out
teach-cell-pruned = pruned
# $node: the node's name (its moves, `2.1`).
teach-sheet-cell-pruned = Pruned? the move into { $node }
teach-sheet-cell = { $cell } at { $node } ({ $player })

## The quiz: questions and verdicts. $node, $parent: nodes as the
## narration names them; $because: why (the narration's sentence).
teach-quiz-window-prompt = Next, { $parent } tries { $move_name }: what window [α, β] does { $node } get, in MAX's view?
teach-quiz-value-prompt = What value will { $node } return, in MAX's view?
teach-quiz-value-prompt-window = What value will { $node } return, in MAX's view? It was entered with the window { $window }.
teach-quiz-pass-window-prompt = A new pass begins: what window [α, β] does the root get, in MAX's view?
teach-quiz-inherits = { $node } inherits the window { $parent } has now, { $window }.
# $negated: the window negated, as negamax passes it.
teach-quiz-inherits-negamax = { $node } inherits the window { $parent } has now, { $window } (negamax passes it as [−β, −α] = { $negated } from the side to move's view; seen from MAX it is the same window).
teach-quiz-star1-prompt = Back at { $node }, outcome { $outcome } returned { $value }. Will Star1 stop here and prune its { $count ->
        [one] { $count } remaining outcome
       *[other] { $count } remaining outcomes
    }?
teach-quiz-cutoff-prompt = Back at { $node }, { $move_name } returned { $value }. Will { $player } stop here and prune its { $count ->
        [one] { $count } remaining move
       *[other] { $count } remaining moves
    }?
# $again: what the pass does next (the narration's words).
teach-quiz-nothing-cut-pass = Backing it up leaves α = { $alpha } < β = { $beta } at { $node }, so nothing is cut{ $again }.
teach-quiz-tie-goes-on = Backing it up leaves α = β = { $value } at { $node }: a tie, and the cutoff test is { $test }, so { $player } goes on with its { $count ->
        [one] { $count } remaining move
       *[other] { $count } remaining moves
    }.
teach-quiz-goes-on = Backing it up leaves α = { $alpha } < β = { $beta } at { $node }, so nothing is proved yet and { $player } goes on with its { $count ->
        [one] { $count } remaining move
       *[other] { $count } remaining moves
    }.
teach-quiz-right = Right: { $because }
teach-quiz-not-quite = Not quite — you said { $said }, the answer is { $answer }: { $because }
teach-quiz-no-answer = That does not answer the question; the answer is { $answer }: { $because }

## Answers as the quiz writes and reads them.
teach-answer-yes = yes
teach-answer-no = no
teach-answer-child = child { $index }
teach-answer-not-a-value = "{ $text }" is not a value; type a number such as 3, −2, 23/3 or +∞
teach-answer-not-yes-no = "{ $text }" is not an answer; type yes or no
teach-answer-not-a-window = "{ $text }" is not a window; type two values such as [3, +∞]
teach-answer-not-a-choice = "{ $text }" is not one of the moves; pick one of the buttons
teach-answer-field-not-a-value = { $field }: "{ $text }" is not a value; type a number such as 3, −2 or +∞

## The drill's verdict. $value: the root's value; $pruned, $moves: nodes.
teach-drill-right-nothing-pruned = Right! Root value { $value }; nothing is pruned.
teach-drill-right-pruned = Right! Root value { $value }; pruned: { $pruned }.
teach-drill-missed = missed pruned: { $moves }
teach-drill-wrongly-marked = searched, not pruned: { $moves }
teach-drill-root-right = root value { $value } is right
teach-drill-root-wrong = the root value is { $value }
teach-drill-root-missing = no root value given; it is { $value }
# $clauses: the clauses above, joined by "; ".
teach-drill-not-quite = Not quite: { $clauses }.

## Why each answer of a worksheet's key is what it is.
# $player: MAX or MIN; $place: where the node is (`at 2.1`).
teach-explain-who = { $player } { $place }
teach-explain-alpha-here = α here
teach-explain-beta-here = β here
teach-explain-as-on-entry = { $bound } on leaving, as on entry,
teach-explain-from = from { $who }
teach-explain-from-start = from the start
teach-explain-inherited = { $subject } is { $value }: it comes from { $who }, whose best so far was { $value }
teach-explain-inherited-start = { $subject } is { $value }: no { $player } node above has a value yet
teach-explain-raised = { $bound } on leaving is { $value }: { $who } raised it to its best value { $value }
teach-explain-value-stopped = the value here is { $value }: { $who } stopped as soon as its best reached { $bound } = { $limit } { $from }
teach-explain-value-no-child-beat = the value here is { $value }: no child of { $who } beat { $bound } = { $limit } { $from }
teach-explain-value-largest = the value here is { $value }: { $who } takes the largest of its children's values
teach-explain-value-smallest = the value here is { $value }: { $who } takes the smallest of its children's values
teach-explain-pruned-max = pruned because { $who } already had α = { $alpha } ≥ β = { $beta } { $from }
teach-explain-pruned-min = pruned because { $who } already had β = { $beta } ≤ α = { $alpha } { $from }
teach-explain-root-searched = the root is always searched
teach-explain-not-pruned = not pruned: when this move came, { $who } still had the open window { $window }

## A graded worksheet.
teach-grade-line-right = { $node }, { $cell }: right; right is { $answer } — { $why }
teach-grade-line-wrong = { $node }, { $cell }: wrong; right is { $answer } — { $why }
teach-grade-line-missing = { $node }, { $cell }: missing; right is { $answer } — { $why }
teach-grade-score = { $right } / { $total } right ({ $percent } %)
teach-grade-not-pruned = not pruned
# The root in a worksheet's table, a key and a bank (other nodes by their moves, `2.1`).
teach-root-name = root
