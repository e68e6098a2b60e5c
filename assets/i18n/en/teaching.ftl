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
