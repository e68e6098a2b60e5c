# The step narration (src/teach/narration.rs and its helpers): one
# sentence per step. Values arrive written (3, −∞, mate in 2 for MAX);
# $node is a node's name ("MIN at 2", "MAX after e4 e5").

## Where a node is and what a move is called (src/game: Wording)

narration-node-name = { $role } { $place }

## Values in words (src/teach/format.rs)

narration-value-checkmate = checkmate ({ $winner } wins)
narration-value-game-over = game over ({ $winner } wins)
narration-value-mate-in = mate in { $moves } for { $winner }
narration-value-win-in = win in { $moves } for { $winner }

## Sentences of every step

narration-not-searched-yet = Step { $step } has not been searched yet.
narration-two-sentences = { $first } { $second }
narration-negamax-own-view = {" "}({ $value } in MIN's own view, as negamax sees it)

narration-moves-none = no moves to search
narration-moves-to-try = { $count ->
    [one] { $count } move
   *[other] { $count } moves
} to try
narration-moves-quiescence = { $count ->
    [one] { $count } move
   *[other] { $count } moves
} to try in quiescence (captures and promotions, or every move in check)
narration-enter-root = The search starts at the root, where { $player } is to move, { $depth ->
    [one] { $depth } ply
   *[other] { $depth } plies
} deep, with { $moves }
narration-enter-node = { $node } is entered with { $depth ->
    [one] { $depth } ply
   *[other] { $depth } plies
} to go and { $moves }
narration-enter-probe = { $entered }. { $probe }.
narration-enter-done = { $entered }.
narration-enter-rule = { $entered }; { $rule }.
narration-rule-negamax = negamax will take the highest of its children's negated values
narration-rule-max = as MAX it will back up the highest value it finds
narration-rule-min = as MIN it will back up the lowest value it finds
narration-enter-inside-probe = { $entered }, the probe's null window { $window }: { $probe }.
narration-enter-window = { $entered }, window { $window }: { $why }.
narration-enter-window-negamax = { $entered }, window { $window } (negamax passes it as { $negated }, MIN's own view): { $why }.
narration-reason-alpha = MAX can already get { $alpha } elsewhere, so anything { $symbol } { $alpha } here cannot matter to MAX
narration-reason-beta = MIN can already hold MAX to { $beta } elsewhere, so anything { $symbol } { $beta } here cannot matter to MIN
narration-reason-tied-window = only exactly { $value } can still matter, since the cutoff test is { $test }
narration-reason-none = nothing is guaranteed yet
narration-root-window-low = the root has no moves elsewhere, so this window is the pass's choice, not what a side can already get: a result at or below { $alpha } fails low (the root is worth at most that)
narration-root-window-high = the root has no moves elsewhere, so this window is the pass's choice, not what a side can already get: a result at or above { $beta } fails high (at least that)
narration-root-window-both = the root has no moves elsewhere, so this window is the pass's choice, not what a side can already get: a result at or below { $alpha } fails low (the root is worth at most that), at or above { $beta } fails high (at least that)

narration-leaf-reason-depth-limit = depth limit
narration-terminal-checkmate = checkmate
narration-terminal-stalemate = stalemate
narration-terminal-insufficient-material = insufficient material
narration-terminal-fifty-move-rule = fifty-move rule
narration-terminal-tree-leaf = leaf of the tree
narration-terminal-three-in-a-row = three in a row
narration-terminal-four-in-a-row = four in a row
narration-terminal-board-full = full board
narration-terminal-goal-reached = goal reached
narration-leaf-depth-limit = { $node } is at the depth limit, so it is not searched deeper: its static evaluation is { $value }{ $aside }.
narration-leaf-checkmate = { $node } is checkmate — { $player } is to move, in check, with no legal move — so it scores { $value }{ $aside }.
narration-leaf-stalemate = { $node } is stalemate — { $player } is to move, not in check, with no legal move — so it is a draw worth { $value }.
narration-leaf-insufficient-material = { $node } is a draw by insufficient material — neither side can ever mate — so it is worth { $value }.
narration-leaf-fifty-move-rule = { $node } is a draw by the fifty-move rule — fifty moves each without a capture or pawn move — so it is worth { $value }.
narration-leaf-tree = { $node } is a leaf of the tree, so its value is the number written there: { $value }{ $aside }.
narration-leaf-won = { $node } ends the game ({ $reason }): { $player }, to move, has won, so it scores { $value }{ $aside }.
narration-leaf-lost = { $node } ends the game ({ $reason }): { $player }, to move, has lost, so it scores { $value }{ $aside }.
narration-leaf-draw = { $node } is a draw ({ $reason }), so it is worth { $value }.
narration-leaf-scored = { $node } ends the game ({ $reason }), so its value is the game's own: { $value }{ $aside }.

narration-stand-pat-cut = { $node } is past the depth limit, so quiescence searches only its captures and promotions; { $player } may also stand pat, play none of them and keep its static value { $value }. Stand pat: { $value } { $symbol } { $edge } = { $bound }, { $other } will not let it get here, so no capture is searched.
narration-stand-pat = { $node } is past the depth limit, so quiescence searches only its captures and promotions; { $player } may also stand pat, play none of them and keep its static value { $value }: that is its best so far, and a capture is searched only to beat it.

narration-tt-exact = The transposition table already holds { $node } searched to this depth and knows the exact value { $value }: it returns { $value } without searching again.
narration-tt-lower = The transposition table already holds { $node } searched to this depth and knows that it is worth at least { $value } (a lower bound), which is ≥ β = { $beta }, so MIN above avoids it anyway: it returns { $value } without searching again.
narration-tt-upper = The transposition table already holds { $node } searched to this depth and knows that it is worth at most { $value } (an upper bound), which is ≤ α = { $alpha }, so MAX above already has better: it returns { $value } without searching again.

narration-backup = Back at { $node }, { $child } returned { $value }{ $negamax }: { $verdict }{ $window }.
narration-backup-lower = Back at { $node }, { $child } returned { $value } ({ $bounded }, a lower bound){ $negamax }: { $verdict }{ $window }.
narration-backup-upper = Back at { $node }, { $child } returned { $value } ({ $bounded }, an upper bound){ $negamax }: { $verdict }{ $window }.
narration-negamax-taken = {" "}(negamax: { $player } moves there too, so the child's own value { $value } is taken as it is)
narration-negamax-negated = {" "}(negamax: the child's own value { $value } is negated to { $negated })
narration-alpha-rises = , and α rises to { $value }
narration-beta-falls = , and β falls to { $value }
narration-window-tie = {" "}— α = β = { $value }, a tie, and the cutoff test is { $test }, so the search goes on{ $lost }
narration-closed-root-high = {" "}— { $best } { $symbol } β = { $beta }, the top of the pass's window, so the pass fails high
narration-closed-root-low = {" "}— { $best } { $symbol } α = { $alpha }, the bottom of the pass's window, so the pass fails low
narration-closed-max = {" "}— { $best } { $symbol } β = { $beta }, so MIN above will never allow this line
narration-closed-min = {" "}— { $best } { $symbol } α = { $alpha }, so MAX above will never choose this line
narration-verdict-first = its first result, so best = { $best }
narration-verdict-better = better for { $player } than { $old }, so best = { $best }
narration-verdict-at-most-harmless = the move is worth at most { $value }, so it cannot beat { $player }'s best { $best } and nothing changes
narration-verdict-at-least-harmless = the move is worth at least { $value }, so it cannot beat { $player }'s best { $best } and nothing changes
narration-verdict-at-most-kept = the move is worth at most { $value }, no strict improvement on its best { $best }, so the first move keeps its place
narration-verdict-at-least-kept = the move is worth at least { $value }, no strict improvement on its best { $best }, so the first move keeps its place
narration-verdict-tie = only equal to its best { $best }, and ties keep the first move
narration-verdict-no-better = no better for { $player } than its best { $best }, so nothing changes
narration-lost-to-clamping = ; fail-hard clamped the move's { $unclamped } to its window's edge { $clamped }, and a tie never passes { $test }, so this cutoff is lost (fail-soft would back up { $unclamped } and cut)

narration-unpruned-open-window = its window { $window } is still open, so nothing prunes them
narration-unpruned-searches-all = { $algorithm } searches every move
narration-moves-pruned = { $count ->
    [one] the remaining move ({ $labels }) is pruned
   *[other] the remaining { $count } moves ({ $labels }) are pruned
}
narration-returns-unsearched = { $node } returns with { $count ->
    [one] its remaining move ({ $labels })
   *[other] its remaining { $count } moves ({ $labels })
} not searched, its best so far { $value }; but { $why }.
narration-cutoff-root-low = { $node } found { $value } { $symbol } α = { $alpha }, the bottom of the pass's window: the pass fails low whatever the other moves are worth, so { $skipped }.
narration-cutoff-root-high = { $node } found { $value } { $symbol } β = { $beta }, the top of the pass's window: the pass fails high whatever the other moves are worth, so { $skipped }.
narration-cutoff-alpha = { $node } found { $value } { $symbol } α = { $alpha }: MAX above already has { $alpha }, so { $skipped } — an α-cutoff.
narration-cutoff-beta = { $node } found { $value } { $symbol } β = { $beta }: MIN above already has { $beta }, so { $skipped } — a β-cutoff.

narration-finish = { $searched }: it returns { $value }{ $aside }, { $kind }{ $clamped }{ $stored }.
narration-finish-after-cutoff = { $node } stops after its cutoff
narration-finish-searched = { $count ->
    [one] { $node } has searched its only move
   *[other] { $node } has searched all its { $count } moves
}
narration-finish-exact = its exact value
narration-finish-exact-on-edge = its exact value: it lies on the edge of its window { $window }, but every move was searched and the best came back exact, so it is no bound
narration-finish-exact-outside = its exact value: it lies outside its window { $window }, but every move was searched and the best came back exact, so it is no bound
narration-finish-lower = a lower bound ({ $bounded }): it failed high in MAX's view{ $view }, so its true value is at least { $value }
narration-finish-upper = an upper bound ({ $bounded }): it failed low in MAX's view{ $view }, so its true value is at most { $value }
narration-min-view-failed-low = {" "}(for MIN, the side to move, it failed low)
narration-min-view-failed-high = {" "}(for MIN, the side to move, it failed high)
narration-finish-clamped = {" "}(its best was { $best }, clamped to its window { $window } — fail-hard)
narration-finish-stored = , and stores it in the transposition table

narration-done-trace-ends = The trace ends here, { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
} entered, before the root returned a value: the student's search never finished.
narration-done-capped = The node cap of { $cap ->
    [one] { $cap } node
   *[other] { $cap } nodes
} stopped the search early: the best move so far is { $best }, worth { $value }, but a full search might disagree.
narration-done-capped-no-move = The node cap of { $cap ->
    [one] { $cap } node
   *[other] { $cap } nodes
} stopped the search before any move of the root was backed up, so the root's static value { $value } is all there is.
narration-done-next-depth = ; depth { $depth } starts next
narration-done-best = The search is over after { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
}: { $player }'s best move is { $best }, worth { $value }.{ $tie }
narration-done-depth-best = Depth { $depth } of iterative deepening is over after { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
}: { $player }'s best move is { $best }, worth { $value }{ $next }.{ $tie }
narration-done-no-move = The search is over after { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
}: the root has no move to search, so its value { $value } is final.
narration-done-depth-no-move = Depth { $depth } of iterative deepening is over after { $nodes ->
    [one] { $nodes } node
   *[other] { $nodes } nodes
}: the root has no move to search, so its value { $value } is final{ $next }.

## PVS's probes and the passes of aspiration windows and MTD(f) (src/teach/passes.rs)

narration-at-least = at least { $value }
narration-at-most = at most { $value }
narration-exactly = exactly { $value }
narration-pvs-probe = PVS probes { $child } with the null window { $window }: it asks only whether the move beats the best so far, which costs less than a full search
narration-pvs-re-search = PVS searches { $child } again with the window { $window } to learn its exact value: its probe said only that it is worth { $worth }, which may beat the best so far, and a null window cannot say by how much (Reinefeld's window { $reinefeld } starts from the probe's value v)
narration-pvs-inside-max = MAX can already get { $low } elsewhere, so a result ≤ { $low } says the move is no better for MAX (the probe fails low); { $high } is no value MIN holds elsewhere, only the probe's edge one above { $low }, so a result ≥ { $high } says the move beats { $low } (the probe fails high), by how much left to a re-search
narration-pvs-inside-min = MIN can already hold MAX to { $high } elsewhere, so a result ≥ { $high } says the move is no better for MIN (the probe fails high); { $low } is no value MAX gets elsewhere, only the probe's edge one below { $high }, so a result ≤ { $low } says the move holds MAX under { $high } (the probe fails low), by how much left to a re-search
narration-pvs-probe-failed-high = which to PVS is only a bound: the probe failed high in MAX's view, so the move is worth { $worth }, whatever was searched below it, since the null window { $window } holds no value strictly inside
narration-pvs-probe-failed-low = which to PVS is only a bound: the probe failed low in MAX's view, so the move is worth { $worth }, whatever was searched below it, since the null window { $window } holds no value strictly inside
narration-pvs-will-re-search = {" "}— strictly inside { $window }, so the move may be the new best, but its probe gave only a bound: PVS will search { $child } again for its exact value
narration-pvs-re-search-exact = {" "}(the re-search's exact value, where the probe said only { $worth })
narration-pvs-re-search-met = {" "}(with its probe's { $worth }, the move is worth exactly { $value })
narration-pass-line-first = The last pass's best line is searched first: { $line }.
narration-pass-failed-high = Pass { $pass } is over: the pass failed high: the value is at least { $value }.
narration-pass-failed-low = Pass { $pass } is over: the pass failed low: the value is at most { $value }.
narration-pass-exact = Pass { $pass } is over: { $value } lies inside the window, so it is exact.
narration-pass-another = Another pass follows.
narration-pass-bounds-meet = The bounds meet: the root is worth { $value } to { $player }.
narration-pass-place-depth = at depth { $depth }
narration-pass-place-pass = in pass { $pass }
narration-pass-place-both = in pass { $pass } at depth { $depth }
narration-best-move-change = { $changed }{ $earlier }{ $old_now }.
narration-best-move-changed = { $place } the best move changed from { $old } to { $new }: { $new } is worth { $worth } there
narration-best-move-scored-before = {" "}({ $place } it scored { $worth })
narration-best-move-old-now = , while { $old } now scores { $worth } ({ $place } it was the best move, the root worth { $root })
narration-best-move-stayed-every-depth = The best move stayed { $best } at every depth.
narration-best-move-stayed-every-pass = The best move stayed { $best } in every pass.

## Chance nodes, expectimax and Star1 (src/teach/chance.rs)

narration-chance-bounds = { $low } and { $high }
narration-chance-entered = { $node } is entered with { $depth ->
    [one] { $depth } ply
   *[other] { $depth } plies
} to go and { $count ->
    [one] { $count } outcome
   *[other] { $count } outcomes
} to average: it is worth the average of their values, each weighted by its probability.
narration-chance-entered-star1 = { $node } is entered with { $depth ->
    [one] { $depth } ply
   *[other] { $depth } plies
} to go and { $count ->
    [one] { $count } outcome
   *[other] { $count } outcomes
} to average: it is worth the average of their values, each weighted by its probability; with its window { $window } and every leaf between { $bounds }, Star1 will stop as soon as the average can no longer land inside.
narration-outcome-entered = { $node }, an outcome of probability { $probability }, is entered with { $depth ->
    [one] { $depth } ply
   *[other] { $depth } plies
} to go.
narration-outcome-entered-star1 = { $node }, an outcome of probability { $probability }, is entered with { $depth ->
    [one] { $depth } ply
   *[other] { $depth } plies
} to go, window { $window }: Star1 gives it the window outside which { $parent } could no longer matter, with the other outcomes left at the bounds { $bounds }{ $rounded }.
narration-star1-rounded = {" "}({ $rounding }: the tree counts in 1/{ $denominator }, and a window rounded outwards is never narrower than the exact one, so nothing is pruned that should not be)
narration-star1-alpha-rounded-down = α = { $exact } exactly, rounded down to { $value }
narration-star1-beta-rounded-up = β = { $exact } exactly, rounded up to { $value }
narration-chance-backup-complete = Back at { $node }, outcome { $outcome } (probability { $probability }) returned { $value }: it adds { $probability } × { $value } to the weighted sum, which is { $sum }: every outcome counted, so that is the average.
narration-chance-backup = Back at { $node }, outcome { $outcome } (probability { $probability }) returned { $value }: it adds { $probability } × { $value } to the weighted sum, which is { $sum } so far, with { $rest } of the probability still to come.
narration-star1-backup = Back at { $node }, outcome { $outcome } (probability { $probability }) returned { $value }: it adds { $probability } × { $value } to the weighted sum, which is { $sum } so far; with the { $rest } still to come anywhere between the bounds { $bounds }, it will end between { $least } and { $most }{ $verdict }.
narration-star1-cannot-matter-to-max = {" "}— at most { $most } ≤ α = { $alpha }, so it can no longer matter to MAX
narration-star1-cannot-matter-to-min = {" "}— at least { $least } ≥ β = { $beta }, so it can no longer matter to MIN
narration-outcomes-pruned = { $count ->
    [one] the remaining outcome ({ $labels }) is pruned
   *[other] the remaining { $count } outcomes ({ $labels }) are pruned
}
narration-star1-cutoff-alpha = { $node } can be worth at most { $value } even if the outcomes left all reach the upper bound, and that is ≤ α = { $alpha }: MAX above already has { $alpha }, so { $skipped } — a Star1 cutoff, returning the upper bound { $value }.
narration-star1-cutoff-beta = { $node } is worth at least { $value } even if the outcomes left all fall to the lower bound, and that is ≥ β = { $beta }: MIN above already has { $beta }, so { $skipped } — a Star1 cutoff, returning the lower bound { $value }.
narration-chance-finished = { $node } has averaged all its { $count ->
    [one] { $count } outcome
   *[other] { $count } outcomes
}: it returns { $value }, its exact value.
narration-star1-finished-upper = { $node } stops after its cutoff: it returns { $value }, an upper bound ({ $bounded }): its true average is at most { $value }.
narration-star1-finished-lower = { $node } stops after its cutoff: it returns { $value }, a lower bound ({ $bounded }): its true average is at least { $value }.

## Monte Carlo tree search (src/teach/mcts)

narration-mcts-iteration-selection = Iteration { $iteration } begins with selection. { $said }
narration-mcts-select-down = Selection goes down from { $node } to { $child }.
narration-mcts-select-unvisited = Selection at { $node } picks { $child }: it has not been visited, so its UCB1 is +∞.
narration-mcts-select = UCB1 at { $node } picks { $child }: { $formula }, { $rank }{ $next }.
narration-mcts-rank-only-child = its only child
narration-mcts-rank-tied = tied for the highest of its { $count ->
    [one] { $count } child
   *[other] { $count } children
}, and ties go to the first in move order
narration-mcts-rank-highest = the highest of its { $count ->
    [one] { $count } child
   *[other] { $count } children
}
narration-mcts-next = {" "}(next: { $child } at { $score })
narration-mcts-next-close = {" "}(next: { $child } at { $score }, lower only past the second decimal)
narration-mcts-min-chooses = MIN chooses here, so the mean is { $rule }.
narration-mcts-min-mean-unit = 1 − W/N, MIN's share of the points
narration-mcts-min-mean-values = −W/N, since MIN's gain is MAX's loss
narration-mcts-root-joins = Iteration { $iteration }: the root joins the tree, where { $player } is to move; a playout from it comes next.
narration-mcts-iteration-expands-at-once = Iteration { $iteration } begins: { $node } still has moves not in the tree, so selection stops there at once.
narration-mcts-expand = Expansion: { $child } joins the tree under { $node }, the first of its moves not in the tree yet; it is { $player } to move there and its counts start at N = 0.
narration-mcts-expand-counted = Expansion: { $child } joins the tree under { $node }, the first of its moves not in the tree yet ({ $count } of { $moves } now); it is { $player } to move there and its counts start at N = 0.
narration-mcts-result-win = { $result } (MAX wins)
narration-mcts-result-draw = { $result } (a draw)
narration-mcts-result-loss = { $result } (MIN wins)
narration-mcts-game-end = Simulation: { $node } is a game end, so there is nothing to play out; its result { $result } counts.
narration-mcts-game-end-again = Simulation: { $node } is a game end, so there is nothing to play out; its result { $result } counts again.
narration-mcts-playout-capped = Simulation: a random playout from { $node } lasts { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
} and reaches the playout cap of { $cap } plies and is scored by the evaluation there: { $result }.
narration-mcts-playout-leaf = Simulation: a random playout from { $node } lasts { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
} and reaches a leaf worth { $result }.
narration-mcts-playout = Simulation: a random playout from { $node } lasts { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
} and ends { $result }.
narration-mcts-backpropagate-root = Backpropagation: the result { $result } goes up { $count ->
    [one] { $count } node
   *[other] { $count } nodes
} from the root to the root, each getting N + 1 and W + { $result }. the root has N = { $root_n }, W = { $root_w } (mean { $root_mean }), one visit per iteration so far.
narration-mcts-backpropagate = Backpropagation: the result { $result } goes up { $count ->
    [one] { $count } node
   *[other] { $count } nodes
} from { $node } to the root, each getting N + 1 and W + { $result }. { $node } now has N = { $n }, mean { $mean }; the root has N = { $root_n }, W = { $root_w } (mean { $root_mean }), one visit per iteration so far.
narration-mcts-over = The search is over.
narration-mcts-over-no-move = The search is over after { $iterations ->
    [one] { $iterations } iteration
   *[other] { $iterations } iterations
}: the root has no move to play.
narration-mcts-over-best = The search is over after { $iterations ->
    [one] { $iterations } iteration
   *[other] { $iterations } iterations
}: the most visited root move is { $best } (N = { $n }, mean { $mean }), so MCTS plays it — the most visited, not the highest mean, as a count is the steadier estimate.
narration-mcts-capped = The node cap stopped it before every iteration was run.
narration-mcts-score-row = { $child } { $fraction }, UCB { $score }
narration-mcts-score-row-picked = { $child } { $fraction }, UCB { $score } (picked)
narration-mcts-scores = UCB1 at { $node }, N = { $n }: { $rows }
narration-mcts-selection-question = Selection at { $node }: which child does UCB1 pick next? Each child's N and W/N are on the tree; C = { $c }.

## A best move that only ties (src/teach/ties.rs)

narration-tie = { $best } is best only because it was searched first: { $reasons }.
narration-tie-more = { $count } more
narration-tie-list = { $first } and { $last }
narration-tie-equal = { $count ->
    [one] { $list } ties with it at { $worth }
   *[other] { $list } tie with it at { $worth }
}
narration-tie-others-at-most = { $count ->
    [one] { $count } other move is
   *[other] { $count } other moves are
} worth at most { $worth }, not proven worse (the search stops a move once it cannot beat the best so far)
narration-tie-more-at-most = { $count ->
    [one] { $count } more is
   *[other] { $count } more are
} worth at most { $worth }, not proven worse (the search stops a move once it cannot beat the best so far)

## The move-ordering view (src/teach/ordering.rs)

narration-order-best-first = Best first
narration-order-worst-first = Worst first
narration-order-natural = Natural order
narration-ordering-uniform = Uniform tree, b = { $b }, d = { $d }: Knuth–Moore's b^ceil(d/2) + b^floor(d/2) − 1 = { $b }^{ $up } + { $b }^{ $down } − 1 = { $km } leaves of { $leaves }
narration-ordering-figure-not-applicable = { $figure }, but that figure does not apply here: it assumes a tie at a bound is cut (α ≥ β) or never made (fail-soft), and under { $rule } with fail-{ $fail } a clamped value equals its window's edge and the tie is searched on.
narration-ordering-figure-fewest = { $figure } is the fewest any order gives: this tree's leaf values are distinct and, under { $rule } and fail-{ $fail }, no two bounds tie.
narration-ordering-figure-fewest-if-no-ties = { $figure } is the fewest any order gives when no two bounds tie; this tree has tied leaf values, so it need not hold here.
narration-ordering-not-uniform = Not a uniform tree ({ $leaves } leaves): Knuth–Moore's b^ceil(d/2) + b^floor(d/2) − 1 does not apply.
narration-ordering-too-many-to-count = too many to count
narration-ordering-fewest = Fewest over every order of this tree, under { $rule } and fail-{ $fail }: { $fewest } leaves (best first: { $best_first }).
narration-ordering-too-many-orders-proven = This tree has more than { $budget } orders, too many to try them all; best first evaluates { $best_first }, Knuth–Moore's figure, so no order does better.
narration-ordering-too-many-orders = This tree has more than { $budget } orders, too many to try them all; best first evaluates { $best_first }, not always the fewest.

## Errors of the comparison and the branching chart (src/teach/compare.rs, branching.rs)

narration-compare-cancelled = the comparison was cancelled
narration-branching-textbook-tree = a textbook tree has one depth, its height: there is nothing to chart
narration-branching-cancelled = the chart was cancelled
