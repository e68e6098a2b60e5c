# A drawn node's name for a screen reader (src/teach/spoken.rs): parts
# joined by ", ", "MIN at 2, value at most 2, window 3 to +∞".

spoken-probability = probability { $probability }
spoken-pruned-group = { $count } pruned moves, the first { $place }
spoken-pruned-move = pruned move { $place }
spoken-node = { $role } { $place }
spoken-re-search = re-search
spoken-probe-searched-again = null-window probe, searched again
spoken-never-searched = never searched
spoken-not-reached = not reached yet
spoken-being-searched = being searched
spoken-weighted-sum-so-far = weighted sum so far { $value }
spoken-best-so-far = best so far { $value }
spoken-tt-hit = transposition-table hit
spoken-value = value { $value }
spoken-value-at-least = value at least { $value }
spoken-value-at-most = value at most { $value }
spoken-values-hidden = values hidden
spoken-window = window { $alpha } to { $beta }
spoken-alpha-cutoff = alpha cutoff
spoken-beta-cutoff = beta cutoff
spoken-moves-pruned = { $count ->
    [one] { $count } move pruned
   *[other] { $count } moves pruned
}
spoken-visited = visited { $count ->
    [one] { $count } time
   *[other] { $count } times
}, mean { $mean }
spoken-not-visited = not visited yet
spoken-collapsed = collapsed, { $count ->
    [one] { $count } node
   *[other] { $count } nodes
} hidden
spoken-marked-pruned = marked pruned
spoken-band = a subtree of { $count } nodes drawn as one band, zoom in to open it
spoken-searched-group = the first of { $count } searched leaves folded into one row
