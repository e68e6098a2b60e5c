# Texte des Explorers und der Lehrebene, die der Abnahmetest des deutschen
# Fensters (tests/window/language.rs) noch englisch fand.

# Gruppiert die Ziffern einer Anzahl in Dreiern: 18.124.
accept-thousands-separator = .
# Ein Knoten ohne eigenen Zug, in einem Satz.
accept-the-root = die Wurzel
# Eine Zugsortierung in wenigen Worten, im Vergleich und im Tiefendiagramm.
accept-ordering-natural = natürlich
accept-ordering-captures = Schlagzüge zuerst
accept-ordering-seed = Kursbericht
accept-ordering-killers = Killerzüge
accept-ordering-history = History
accept-ordering-best = beste zuerst
accept-ordering-worst = schlechteste zuerst
accept-ordering-random = zufällig:{ $seed }
# Die Schranke eines Werts in Worten, im Tooltip eines Knotens.
accept-bound-exact = exakt
accept-bound-lower = untere Schranke (Fail-High aus Sicht von MAX)
accept-bound-upper = obere Schranke (Fail-Low aus Sicht von MAX)
