# The texts the tree picture draws (src/scene): in the window and in every export.

scene-alpha-cutoff = α-cutoff
scene-beta-cutoff = β-cutoff
scene-divergence-label = diverges
# $said: the narration at the step where a student's trace diverges.
scene-divergence-here = Here { $said }

## The outline (the tree as indented rows).
scene-outline-pruned-head = pruned:
scene-outline-more-all = { $count } more, all { $value }:
scene-outline-more-none-better = { $count } more, none better:
scene-outline-more = { $count } more:
scene-outline-searched-pruned = { $searched } searched, { $pruned } pruned
scene-outline-searched = { $searched } { $searched ->
        [one] move
       *[other] moves
    } searched

## Monte Carlo tree search: playouts, phases and the children's table.
scene-playout-max-wins = { $plies ->
        [0] game over
        [one] 1 ply
       *[other] { $plies } plies
    }: MAX wins, { $result }
scene-playout-draw = { $plies ->
        [0] game over
        [one] 1 ply
       *[other] { $plies } plies
    }: draw, { $result }
scene-playout-min-wins = { $plies ->
        [0] game over
        [one] 1 ply
       *[other] { $plies } plies
    }: MIN wins, { $result }
scene-playout = { $plies ->
        [0] game over
        [one] 1 ply
       *[other] { $plies } plies
    }: { $result }
scene-playout-hidden = playout ?
scene-phase-selection = 1 Selection
scene-phase-expansion = 2 Expansion
scene-phase-simulation = 3 Simulation
scene-phase-backpropagation = 4 Backpropagation
scene-caption-iteration-of = Iteration { $iteration } of { $of }
scene-caption-iteration = Iteration { $iteration }
scene-table-move = move
scene-table-mean = mean
# $moves: the moves to the node whose children are listed.
scene-table-after = After { $moves }
scene-table-after-cut = After … { $moves }
scene-table-more = +{ $count } more

## A node's tooltip.
scene-tip-path = Path: { $path }
scene-tip-max = MAX (triangle up) to move, ply { $ply }
scene-tip-min = MIN (triangle down) to move, ply { $ply }
scene-tip-chance = CHANCE (circle): the probability-weighted average of its outcomes, ply { $ply }
scene-tip-visits = N = { $n } playouts, W = { $w } (MAX's view), mean W/N = { $mean }
scene-tip-probability = Probability: { $probability }
scene-tip-pruned = Pruned: never searched
scene-tip-open = Open: being searched
scene-tip-best-so-far = Best so far: { $best }
scene-tip-value = Value: { $value }
scene-tip-exactly = Exactly: { $value }
scene-tip-knuth = Knuth type: { $kind }
scene-tip-leaf = Leaf: { $reason }
scene-tip-tt-hit = Transposition-table hit ({ $bound })
scene-tip-cutoff = { $cutoff }: its remaining moves were pruned

# A value's bound in words, in a node's tooltip.
scene-bound-exact = exact
scene-bound-lower = lower bound (failed high in MAX's view)
scene-bound-upper = upper bound (failed low in MAX's view)
