# The explorer's and the teaching layer's texts found English by the
# German window's acceptance test (tests/window/language.rs).

# Groups a count's digits in threes: 18,124.
accept-thousands-separator = ,
# A node without a move of its own, in a sentence.
accept-the-root = the root
# A move ordering in a few words, in the compare panel and the depth chart
# (English: the CLI's --order names).
accept-ordering-natural = natural
accept-ordering-captures = captures
accept-ordering-seed = seed
accept-ordering-killers = killers
accept-ordering-history = history
accept-ordering-best = best
accept-ordering-worst = worst
accept-ordering-random = random:{ $seed }
# A value's bound in words, in a node's tooltip.
accept-bound-exact = exact
accept-bound-lower = lower bound (failed high in MAX's view)
accept-bound-upper = upper bound (failed low in MAX's view)
