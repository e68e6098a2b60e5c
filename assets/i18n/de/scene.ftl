# Die Texte, die das Baumbild zeichnet (src/scene): im Fenster und in jedem Export.

scene-alpha-cutoff = α-Schnitt
scene-beta-cutoff = β-Schnitt
scene-divergence-label = weicht ab
# $said: die Erläuterung an dem Schritt, an dem die Spur abweicht.
scene-divergence-here = Hier { $said }

## Die Gliederung (der Baum als eingerückte Zeilen).
scene-outline-pruned-head = abgeschnitten:
scene-outline-more-all = { $count } weitere, alle { $value }:
scene-outline-more-none-better = { $count } weitere, keiner besser:
scene-outline-more = { $count } weitere:
scene-outline-searched-pruned = { $searched } durchsucht, { $pruned } abgeschnitten
scene-outline-searched = { $searched ->
        [one] 1 Zug
       *[other] { $searched } Züge
    } durchsucht

## Monte-Carlo-Baumsuche: Playouts, Phasen und die Tabelle der Kinder.
scene-playout-max-wins = { $plies ->
        [0] Spielende
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }: MAX gewinnt, { $result }
scene-playout-draw = { $plies ->
        [0] Spielende
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }: Remis, { $result }
scene-playout-min-wins = { $plies ->
        [0] Spielende
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }: MIN gewinnt, { $result }
scene-playout = { $plies ->
        [0] Spielende
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }: { $result }
scene-playout-hidden = Playout ?
scene-phase-selection = 1 Auswahl
scene-phase-expansion = 2 Expansion
scene-phase-simulation = 3 Simulation
scene-phase-backpropagation = 4 Rückpropagierung
scene-caption-iteration-of = Iteration { $iteration } von { $of }
scene-caption-iteration = Iteration { $iteration }
scene-table-move = Zug
scene-table-mean = Mittel
# $moves: die Züge zu dem Knoten, dessen Kinder aufgeführt sind.
scene-table-after = Nach { $moves }
scene-table-after-cut = Nach … { $moves }
scene-table-more = +{ $count } weitere

## Der Tooltip eines Knotens.
scene-tip-path = Pfad: { $path }
scene-tip-max = MAX (Dreieck nach oben) ist am Zug, Halbzug { $ply }
scene-tip-min = MIN (Dreieck nach unten) ist am Zug, Halbzug { $ply }
scene-tip-chance = Zufallsknoten (Kreis): der nach Wahrscheinlichkeit gewichtete Mittelwert seiner Ausgänge, Halbzug { $ply }
scene-tip-visits = N = { $n } Playouts, W = { $w } (Sicht von MAX), Mittel W/N = { $mean }
scene-tip-probability = Wahrscheinlichkeit: { $probability }
scene-tip-pruned = Abgeschnitten: nie durchsucht
scene-tip-open = Offen: wird gerade durchsucht
scene-tip-best-so-far = Bisher bester Wert: { $best }
scene-tip-value = Wert: { $value }
scene-tip-exactly = Genau: { $value }
scene-tip-knuth = Knuth-Typ: { $kind }
scene-tip-leaf = Blatt: { $reason }
scene-tip-tt-hit = Treffer in der Transpositionstabelle ({ $bound })
scene-tip-cutoff = { $cutoff }: die übrigen Züge wurden abgeschnitten

# Die Schranke eines Werts in Worten, im Tooltip eines Knotens.
scene-bound-exact = exakt
scene-bound-lower = untere Schranke (Fail-High aus Sicht von MAX)
scene-bound-upper = obere Schranke (Fail-Low aus Sicht von MAX)
