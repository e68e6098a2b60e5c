# Die Erläuterung der Schritte (src/teach/narration.rs und Helfer): ein
# Satz je Schritt. Werte kommen fertig geschrieben (3, −∞, Matt in 2 für
# MAX); $node ist der Name eines Knotens („MIN bei 2“, „MAX nach e4 e5“).

## Wo ein Knoten liegt und wie ein Zug heißt (src/game: Wording)

narration-node-name = { $role } { $place }

## Werte in Worten (src/teach/format.rs)

narration-value-checkmate = Matt ({ $winner } gewinnt)
narration-value-game-over = Spielende ({ $winner } gewinnt)
narration-value-mate-in = Matt in { $moves } für { $winner }
narration-value-win-in = Gewinn in { $moves } für { $winner }

## Die Sätze der Schritte

narration-not-searched-yet = Schritt { $step } ist noch nicht berechnet.
narration-two-sentences = { $first } { $second }
narration-negamax-own-view = {" "}({ $value } aus MINs eigener Sicht, wie Negamax rechnet)

narration-moves-none = keinem zu untersuchenden Zug
narration-moves-to-try = { $count ->
    [one] einem zu untersuchenden Zug
   *[other] { $count } zu untersuchenden Zügen
}
narration-moves-quiescence = { $count ->
    [one] einem Zug
   *[other] { $count } Zügen
} für die Ruhesuche (Schlagzüge und Umwandlungen, im Schach alle Züge)
narration-enter-root = Die Suche beginnt an der Wurzel, wo { $player } am Zug ist, mit Tiefe { $depth } und { $moves }
narration-enter-node = Die Suche betritt { $node } mit Resttiefe { $depth } und { $moves }
narration-enter-probe = { $entered }. { $probe }.
narration-enter-done = { $entered }.
narration-enter-rule = { $entered }; { $rule }.
narration-rule-negamax = Negamax nimmt das Maximum der negierten Werte seiner Kinder
narration-rule-max = als MAX-Knoten gibt er den höchsten gefundenen Wert zurück
narration-rule-min = als MIN-Knoten gibt er den niedrigsten gefundenen Wert zurück
narration-enter-inside-probe = { $entered }, im Nullfenster { $window } der Testsuche: { $probe }.
narration-enter-window = { $entered }, Fenster { $window }: { $why }.
narration-enter-window-negamax = { $entered }, Fenster { $window } (Negamax übergibt es als { $negated }, aus MINs eigener Sicht): { $why }.
narration-reason-alpha = MAX erreicht anderswo schon { $alpha }, also zählt hier für MAX nichts, was { $symbol } { $alpha } ist
narration-reason-beta = MIN kann MAX anderswo schon auf { $beta } halten, also zählt hier für MIN nichts, was { $symbol } { $beta } ist
narration-reason-tied-window = nur genau { $value } kann noch zählen, denn der Schnitt-Test lautet { $test }
narration-reason-none = noch ist nichts garantiert
narration-root-window-low = an der Wurzel gibt es kein Anderswo: dieses Fenster wählt der Durchlauf, es sagt nicht, was eine Seite schon sicher hat; ein Ergebnis von höchstens { $alpha } ist ein Fail-Low (die Wurzel ist dann höchstens so viel wert)
narration-root-window-high = an der Wurzel gibt es kein Anderswo: dieses Fenster wählt der Durchlauf, es sagt nicht, was eine Seite schon sicher hat; ein Ergebnis von mindestens { $beta } ist ein Fail-High (die Wurzel ist dann mindestens so viel wert)
narration-root-window-both = an der Wurzel gibt es kein Anderswo: dieses Fenster wählt der Durchlauf, es sagt nicht, was eine Seite schon sicher hat; ein Ergebnis von höchstens { $alpha } ist ein Fail-Low (die Wurzel ist dann höchstens so viel wert), eines von mindestens { $beta } ein Fail-High (mindestens so viel)

narration-leaf-reason-depth-limit = Tiefengrenze
narration-terminal-checkmate = Schachmatt
narration-terminal-stalemate = Patt
narration-terminal-insufficient-material = ungenügendes Material
narration-terminal-fifty-move-rule = Fünfzig-Züge-Regel
narration-terminal-tree-leaf = Blatt des Baums
narration-terminal-three-in-a-row = drei in einer Reihe
narration-terminal-four-in-a-row = vier in einer Reihe
narration-terminal-board-full = volles Brett
narration-terminal-goal-reached = Ziel erreicht
narration-leaf-depth-limit = { $node } liegt an der Tiefengrenze und wird nicht tiefer durchsucht: seine statische Bewertung ist { $value }{ $aside }.
narration-leaf-checkmate = { $node } ist Matt — { $player } ist am Zug, steht im Schach und hat keinen legalen Zug —, also zählt die Stellung { $value }{ $aside }.
narration-leaf-stalemate = { $node } ist Patt — { $player } ist am Zug, steht nicht im Schach und hat keinen legalen Zug —, also ist die Stellung Remis und { $value } wert.
narration-leaf-insufficient-material = { $node } ist Remis wegen ungenügenden Materials — keine Seite kann je mattsetzen —, also ist die Stellung { $value } wert.
narration-leaf-fifty-move-rule = { $node } ist Remis nach der Fünfzig-Züge-Regel — je fünfzig Züge ohne Schlag- oder Bauernzug —, also ist die Stellung { $value } wert.
narration-leaf-tree = { $node } ist ein Blatt des Baums, sein Wert ist also die dort notierte Zahl: { $value }{ $aside }.
narration-leaf-won = { $node } beendet das Spiel ({ $reason }): { $player } ist am Zug und hat gewonnen, also zählt die Stellung { $value }{ $aside }.
narration-leaf-lost = { $node } beendet das Spiel ({ $reason }): { $player } ist am Zug und hat verloren, also zählt die Stellung { $value }{ $aside }.
narration-leaf-draw = { $node } ist Remis ({ $reason }), also ist die Stellung { $value } wert.
narration-leaf-scored = { $node } beendet das Spiel ({ $reason }), sein Wert ist also der des Spiels: { $value }{ $aside }.

narration-stand-pat-cut = { $node } liegt jenseits der Tiefengrenze, also untersucht die Ruhesuche dort nur Schlagzüge und Umwandlungen; { $player } darf auch keinen davon spielen (Stand-Pat) und die statische Bewertung { $value } behalten. Stand-Pat: { $value } { $symbol } { $edge } = { $bound }, { $other } lässt es nicht so weit kommen, also wird kein Schlagzug untersucht.
narration-stand-pat = { $node } liegt jenseits der Tiefengrenze, also untersucht die Ruhesuche dort nur Schlagzüge und Umwandlungen; { $player } darf auch keinen davon spielen (Stand-Pat) und die statische Bewertung { $value } behalten: das ist das bisher Beste, und ein Schlagzug wird nur untersucht, um es zu übertreffen.

narration-tt-exact = Die Transpositionstabelle enthält { $node } schon bis zu dieser Tiefe durchsucht und kennt den exakten Wert { $value }: sie liefert { $value }, ohne erneut zu suchen.
narration-tt-lower = Die Transpositionstabelle enthält { $node } schon bis zu dieser Tiefe durchsucht und weiß, dass die Stellung mindestens { $value } wert ist (eine untere Schranke), also ≥ β = { $beta }, sodass MIN darüber sie ohnehin meidet: sie liefert { $value }, ohne erneut zu suchen.
narration-tt-upper = Die Transpositionstabelle enthält { $node } schon bis zu dieser Tiefe durchsucht und weiß, dass die Stellung höchstens { $value } wert ist (eine obere Schranke), also ≤ α = { $alpha }, sodass MAX darüber schon Besseres hat: sie liefert { $value }, ohne erneut zu suchen.

narration-backup = { $child } liefert { $value }{ $negamax } an { $node } zurück: { $verdict }{ $window }.
narration-backup-lower = { $child } liefert { $value } ({ $bounded }, eine untere Schranke){ $negamax } an { $node } zurück: { $verdict }{ $window }.
narration-backup-upper = { $child } liefert { $value } ({ $bounded }, eine obere Schranke){ $negamax } an { $node } zurück: { $verdict }{ $window }.
narration-negamax-taken = {" "}(Negamax: auch dort zieht { $player }, also wird der eigene Wert { $value } des Kindes unverändert übernommen)
narration-negamax-negated = {" "}(Negamax: der eigene Wert { $value } des Kindes wird zu { $negated } negiert)
narration-alpha-rises = , und α steigt auf { $value }
narration-beta-falls = , und β fällt auf { $value }
narration-window-tie = {" "}— α = β = { $value }, ein Gleichstand, und der Schnitt-Test lautet { $test }, also geht die Suche weiter{ $lost }
narration-closed-root-high = {" "}— { $best } { $symbol } β = { $beta }, die Obergrenze des Fensters dieses Durchlaufs, also endet der Durchlauf mit Fail-High
narration-closed-root-low = {" "}— { $best } { $symbol } α = { $alpha }, die Untergrenze des Fensters dieses Durchlaufs, also endet der Durchlauf mit Fail-Low
narration-closed-max = {" "}— { $best } { $symbol } β = { $beta }, also wird MIN darüber diese Variante nie zulassen
narration-closed-min = {" "}— { $best } { $symbol } α = { $alpha }, also wird MAX darüber diese Variante nie wählen
narration-verdict-first = sein erstes Ergebnis, also best = { $best }
narration-verdict-better = für { $player } besser als { $old }, also best = { $best }
narration-verdict-at-most-harmless = der Zug ist höchstens { $value } wert, kann also den besten Wert { $best } von { $player } nicht übertreffen, und nichts ändert sich
narration-verdict-at-least-harmless = der Zug ist mindestens { $value } wert, kann also den besten Wert { $best } von { $player } nicht übertreffen, und nichts ändert sich
narration-verdict-at-most-kept = der Zug ist höchstens { $value } wert, keine echte Verbesserung des besten Werts { $best }, also behält der erste Zug seinen Platz
narration-verdict-at-least-kept = der Zug ist mindestens { $value } wert, keine echte Verbesserung des besten Werts { $best }, also behält der erste Zug seinen Platz
narration-verdict-tie = nur gleich dem besten Wert { $best }, und bei Gleichstand bleibt der erste Zug
narration-verdict-no-better = für { $player } nicht besser als der beste Wert { $best }, also ändert sich nichts
narration-lost-to-clamping = ; Fail-Hard hat den Wert { $unclamped } des Zugs auf den Fensterrand { $clamped } begrenzt, und ein Gleichstand besteht den Test { $test } nie, also entfällt dieser Schnitt (Fail-Soft gäbe { $unclamped } zurück und schnitte)

narration-unpruned-open-window = sein Fenster { $window } ist noch offen, also schneidet nichts sie ab
narration-unpruned-searches-all = { $algorithm } durchsucht jeden Zug
narration-moves-pruned = { $count ->
    [one] der verbleibende Zug ({ $labels }) abgeschnitten wird
   *[other] die verbleibenden { $count } Züge ({ $labels }) abgeschnitten werden
}
narration-returns-unsearched = { $node } kehrt zurück, ohne { $count ->
    [one] seinen verbleibenden Zug ({ $labels })
   *[other] seine verbleibenden { $count } Züge ({ $labels })
} zu durchsuchen, mit dem bisher besten Wert { $value }; aber { $why }.
narration-cutoff-root-low = { $node } findet { $value } { $symbol } α = { $alpha }, die Untergrenze des Fensters dieses Durchlaufs: der Durchlauf endet mit Fail-Low, was auch immer die anderen Züge wert sind, sodass { $skipped }.
narration-cutoff-root-high = { $node } findet { $value } { $symbol } β = { $beta }, die Obergrenze des Fensters dieses Durchlaufs: der Durchlauf endet mit Fail-High, was auch immer die anderen Züge wert sind, sodass { $skipped }.
narration-cutoff-alpha = { $node } findet { $value } { $symbol } α = { $alpha }: MAX darüber hat schon { $alpha }, sodass { $skipped } — ein α-Schnitt.
narration-cutoff-beta = { $node } findet { $value } { $symbol } β = { $beta }: MIN darüber hat schon { $beta }, sodass { $skipped } — ein β-Schnitt.

narration-finish = { $searched }: er liefert { $value }{ $aside }, { $kind }{ $clamped }{ $stored }.
narration-finish-after-cutoff = { $node } hört nach seinem Schnitt auf
narration-finish-searched = { $count ->
    [one] { $node } hat seinen einzigen Zug durchsucht
   *[other] { $node } hat alle seine { $count } Züge durchsucht
}
narration-finish-exact = seinen exakten Wert
narration-finish-exact-on-edge = seinen exakten Wert: er liegt auf dem Rand seines Fensters { $window }, aber jeder Zug wurde durchsucht und der beste kam exakt zurück, also ist er keine Schranke
narration-finish-exact-outside = seinen exakten Wert: er liegt außerhalb seines Fensters { $window }, aber jeder Zug wurde durchsucht und der beste kam exakt zurück, also ist er keine Schranke
narration-finish-lower = eine untere Schranke ({ $bounded }): aus MAXs Sicht ein Fail-High{ $view }, sein wahrer Wert ist also mindestens { $value }
narration-finish-upper = eine obere Schranke ({ $bounded }): aus MAXs Sicht ein Fail-Low{ $view }, sein wahrer Wert ist also höchstens { $value }
narration-min-view-failed-low = {" "}(für MIN, die Seite am Zug, ein Fail-Low)
narration-min-view-failed-high = {" "}(für MIN, die Seite am Zug, ein Fail-High)
narration-finish-clamped = {" "}(sein bester Wert war { $best }, auf sein Fenster { $window } begrenzt — Fail-Hard)
narration-finish-stored = , und speichert ihn in der Transpositionstabelle

narration-done-trace-ends = Die Aufzeichnung endet hier nach { $nodes ->
    [one] einem betretenen Knoten
   *[other] { $nodes } betretenen Knoten
}, bevor die Wurzel einen Wert lieferte: die Suche des Studenten wurde nie fertig.
narration-done-capped = Die Knotengrenze von { $cap ->
    [one] einem Knoten
   *[other] { $cap } Knoten
} hat die Suche vorzeitig beendet: der bisher beste Zug ist { $best }, { $value } wert, aber eine vollständige Suche könnte anders urteilen.
narration-done-capped-no-move = Die Knotengrenze von { $cap ->
    [one] einem Knoten
   *[other] { $cap } Knoten
} hat die Suche beendet, bevor ein Zug der Wurzel zurückgegeben wurde, also bleibt nur der statische Wert { $value } der Wurzel.
narration-done-next-depth = ; als Nächstes beginnt Tiefe { $depth }
narration-done-best = Die Suche ist nach { $nodes ->
    [one] einem Knoten
   *[other] { $nodes } Knoten
} beendet: der beste Zug für { $player } ist { $best }, { $value } wert.{ $tie }
narration-done-depth-best = Tiefe { $depth } der iterativen Vertiefung ist nach { $nodes ->
    [one] einem Knoten
   *[other] { $nodes } Knoten
} beendet: der beste Zug für { $player } ist { $best }, { $value } wert{ $next }.{ $tie }
narration-done-no-move = Die Suche ist nach { $nodes ->
    [one] einem Knoten
   *[other] { $nodes } Knoten
} beendet: die Wurzel hat keinen Zug zu durchsuchen, also ist ihr Wert { $value } endgültig.
narration-done-depth-no-move = Tiefe { $depth } der iterativen Vertiefung ist nach { $nodes ->
    [one] einem Knoten
   *[other] { $nodes } Knoten
} beendet: die Wurzel hat keinen Zug zu durchsuchen, also ist ihr Wert { $value } endgültig{ $next }.

## Die Testsuchen von PVS und die Durchläufe von Aspiration und MTD(f) (src/teach/passes.rs)

narration-at-least = mindestens { $value }
narration-at-most = höchstens { $value }
narration-exactly = genau { $value }
narration-pvs-probe = PVS testet { $child } mit dem Nullfenster { $window }: diese Testsuche fragt nur, ob der Zug das bisher Beste übertrifft, und kostet weniger als eine volle Suche
narration-pvs-re-search = PVS durchsucht { $child } erneut mit dem Fenster { $window }, um seinen exakten Wert zu erfahren: die Testsuche sagte nur, dass er { $worth } wert ist, was das bisher Beste übertreffen kann, und ein Nullfenster sagt nicht, um wie viel (Reinefelds Fenster { $reinefeld } beginnt beim Wert v der Testsuche)
narration-pvs-inside-max = MAX erreicht anderswo schon { $low }, also sagt ein Ergebnis ≤ { $low }, dass der Zug für MAX nicht besser ist (Fail-Low der Testsuche); { $high } ist kein Wert, den MIN anderswo hält, nur der Rand der Testsuche eins über { $low }, also sagt ein Ergebnis ≥ { $high }, dass der Zug { $low } übertrifft (Fail-High der Testsuche); um wie viel, klärt erst eine erneute Suche
narration-pvs-inside-min = MIN kann MAX anderswo schon auf { $high } halten, also sagt ein Ergebnis ≥ { $high }, dass der Zug für MIN nicht besser ist (Fail-High der Testsuche); { $low } ist kein Wert, den MAX anderswo erreicht, nur der Rand der Testsuche eins unter { $high }, also sagt ein Ergebnis ≤ { $low }, dass der Zug MAX unter { $high } hält (Fail-Low der Testsuche); um wie viel, klärt erst eine erneute Suche
narration-pvs-probe-failed-high = für PVS nur eine Schranke: aus MAXs Sicht ein Fail-High der Testsuche, der Zug ist also { $worth } wert, was auch immer darunter durchsucht wurde, denn das Nullfenster { $window } enthält keinen Wert echt in seinem Inneren
narration-pvs-probe-failed-low = für PVS nur eine Schranke: aus MAXs Sicht ein Fail-Low der Testsuche, der Zug ist also { $worth } wert, was auch immer darunter durchsucht wurde, denn das Nullfenster { $window } enthält keinen Wert echt in seinem Inneren
narration-pvs-will-re-search = {" "}— echt innerhalb von { $window }, der Zug kann also der neue beste sein, aber seine Testsuche lieferte nur eine Schranke: PVS durchsucht { $child } erneut, um den exakten Wert zu erfahren
narration-pvs-re-search-exact = {" "}(der exakte Wert der erneuten Suche, wo die Testsuche nur { $worth } sagte)
narration-pvs-re-search-met = {" "}(zusammen mit { $worth } aus der Testsuche ist der Zug genau { $value } wert)
narration-pass-line-first = Die beste Variante des letzten Durchlaufs wird zuerst durchsucht: { $line }.
narration-pass-failed-high = Durchlauf { $pass } ist beendet: Fail-High, der Wert ist mindestens { $value }.
narration-pass-failed-low = Durchlauf { $pass } ist beendet: Fail-Low, der Wert ist höchstens { $value }.
narration-pass-exact = Durchlauf { $pass } ist beendet: { $value } liegt im Fenster, ist also exakt.
narration-pass-another = Ein weiterer Durchlauf folgt.
narration-pass-bounds-meet = Die Schranken treffen sich: die Wurzel ist für { $player } { $value } wert.
narration-pass-place-depth = bei Tiefe { $depth }
narration-pass-place-pass = in Durchlauf { $pass }
narration-pass-place-both = in Durchlauf { $pass } bei Tiefe { $depth }
narration-best-move-change = { $changed }{ $earlier }{ $old_now }.
narration-best-move-changed = { $place } wechselte der beste Zug von { $old } zu { $new }: { $new } ist dort { $worth } wert
narration-best-move-scored-before = {" "}({ $place } erzielte er { $worth })
narration-best-move-old-now = , während { $old } nun { $worth } erzielt ({ $place } war er der beste Zug, die Wurzel { $root } wert)
narration-best-move-stayed-every-depth = Der beste Zug blieb in jeder Tiefe { $best }.
narration-best-move-stayed-every-pass = Der beste Zug blieb in jedem Durchlauf { $best }.

## Zufallsknoten, Expectimax und Star1 (src/teach/chance.rs)

narration-chance-bounds = { $low } und { $high }
narration-chance-entered = Die Suche betritt { $node } mit Resttiefe { $depth } und { $count ->
    [one] einem Ausgang
   *[other] { $count } Ausgängen
} zum Mitteln: sein Wert ist der Durchschnitt ihrer Werte, jeder mit seiner Wahrscheinlichkeit gewichtet.
narration-chance-entered-star1 = Die Suche betritt { $node } mit Resttiefe { $depth } und { $count ->
    [one] einem Ausgang
   *[other] { $count } Ausgängen
} zum Mitteln: sein Wert ist der Durchschnitt ihrer Werte, jeder mit seiner Wahrscheinlichkeit gewichtet; mit seinem Fenster { $window } und allen Blättern zwischen { $bounds } hört Star1 auf, sobald der Durchschnitt nicht mehr hineinfallen kann.
narration-outcome-entered = Die Suche betritt { $node }, einen Ausgang mit Wahrscheinlichkeit { $probability }, mit Resttiefe { $depth }.
narration-outcome-entered-star1 = Die Suche betritt { $node }, einen Ausgang mit Wahrscheinlichkeit { $probability }, mit Resttiefe { $depth }, Fenster { $window }: Star1 gibt ihm das Fenster, außerhalb dessen { $parent } nicht mehr zählen könnte, wobei die übrigen Ausgänge an den Schranken { $bounds } angenommen werden{ $rounded }.
narration-star1-rounded = {" "}({ $rounding }: der Baum rechnet in 1/{ $denominator }, und ein nach außen gerundetes Fenster ist nie enger als das exakte, also wird nichts abgeschnitten, was nicht abgeschnitten werden darf)
narration-star1-alpha-rounded-down = α ist genau { $exact }, abgerundet auf { $value }
narration-star1-beta-rounded-up = β ist genau { $exact }, aufgerundet auf { $value }
narration-chance-backup-complete = Ausgang { $outcome } (Wahrscheinlichkeit { $probability }) liefert { $value } an { $node } zurück: das trägt { $probability } × { $value } zur gewichteten Summe bei, die nun { $sum } beträgt; alle Ausgänge sind gezählt, das ist also der Durchschnitt.
narration-chance-backup = Ausgang { $outcome } (Wahrscheinlichkeit { $probability }) liefert { $value } an { $node } zurück: das trägt { $probability } × { $value } zur gewichteten Summe bei, die bisher { $sum } beträgt, und die Wahrscheinlichkeit { $rest } steht noch aus.
narration-star1-backup = Ausgang { $outcome } (Wahrscheinlichkeit { $probability }) liefert { $value } an { $node } zurück: das trägt { $probability } × { $value } zur gewichteten Summe bei, die bisher { $sum } beträgt; da die restlichen { $rest } noch irgendwo zwischen den Schranken { $bounds } liegen können, endet der Durchschnitt zwischen { $least } und { $most }{ $verdict }.
narration-star1-cannot-matter-to-max = {" "}— höchstens { $most } ≤ α = { $alpha }, für MAX zählt dieser Knoten also nicht mehr
narration-star1-cannot-matter-to-min = {" "}— mindestens { $least } ≥ β = { $beta }, für MIN zählt dieser Knoten also nicht mehr
narration-outcomes-pruned = { $count ->
    [one] der verbleibende Ausgang ({ $labels }) abgeschnitten wird
   *[other] die verbleibenden { $count } Ausgänge ({ $labels }) abgeschnitten werden
}
narration-star1-cutoff-alpha = { $node } kann höchstens { $value } wert sein, selbst wenn alle übrigen Ausgänge die obere Schranke erreichen, und das ist ≤ α = { $alpha }: MAX darüber hat schon { $alpha }, sodass { $skipped } — ein Star1-Schnitt, der die obere Schranke { $value } liefert.
narration-star1-cutoff-beta = { $node } ist mindestens { $value } wert, selbst wenn alle übrigen Ausgänge auf die untere Schranke fallen, und das ist ≥ β = { $beta }: MIN darüber hat schon { $beta }, sodass { $skipped } — ein Star1-Schnitt, der die untere Schranke { $value } liefert.
narration-chance-finished = { $count ->
    [one] { $node } hat seinen einzigen Ausgang gemittelt
   *[other] { $node } hat alle seine { $count } Ausgänge gemittelt
}: er liefert { $value }, seinen exakten Wert.
narration-star1-finished-upper = { $node } hört nach seinem Schnitt auf: er liefert { $value }, eine obere Schranke ({ $bounded }): sein wahrer Durchschnitt ist höchstens { $value }.
narration-star1-finished-lower = { $node } hört nach seinem Schnitt auf: er liefert { $value }, eine untere Schranke ({ $bounded }): sein wahrer Durchschnitt ist mindestens { $value }.

## Monte-Carlo-Baumsuche (src/teach/mcts)

narration-mcts-iteration-selection = Iteration { $iteration } beginnt mit der Auswahl. { $said }
narration-mcts-select-down = Die Auswahl steigt von { $node } zu { $child } hinab.
narration-mcts-select-unvisited = Die Auswahl bei { $node } nimmt { $child }: dieser Zug wurde noch nie besucht, sein UCB1 ist also +∞.
narration-mcts-select = UCB1 bei { $node } wählt { $child }: { $formula }, { $rank }{ $next }.
narration-mcts-rank-only-child = sein einziges Kind
narration-mcts-rank-tied = gleichauf mit dem höchsten Wert unter { $count ->
    [one] seinem einen Kind
   *[other] seinen { $count } Kindern
}, und bei Gleichstand gewinnt das erste in Zugreihenfolge
narration-mcts-rank-highest = der höchste Wert unter { $count ->
    [one] seinem einen Kind
   *[other] seinen { $count } Kindern
}
narration-mcts-next = {" "}(als Nächstes: { $child } mit { $score })
narration-mcts-next-close = {" "}(als Nächstes: { $child } mit { $score }, kleiner erst nach der zweiten Nachkommastelle)
narration-mcts-min-chooses = Hier wählt MIN, der Mittelwert ist also { $rule }.
narration-mcts-min-mean-unit = 1 − W/N, MINs Anteil an den Punkten
narration-mcts-min-mean-values = −W/N, denn MINs Gewinn ist MAXs Verlust
narration-mcts-root-joins = Iteration { $iteration }: die Wurzel kommt in den Baum, { $player } ist dort am Zug; als Nächstes folgt eine Simulation von ihr aus.
narration-mcts-iteration-expands-at-once = Iteration { $iteration } beginnt: { $node } hat noch Züge, die nicht im Baum sind, also endet die Auswahl sofort dort.
narration-mcts-expand = Expansion: { $child } kommt unter { $node } in den Baum, der erste seiner Züge, der noch nicht im Baum ist; dort ist { $player } am Zug, und die Zähler beginnen bei N = 0.
narration-mcts-expand-counted = Expansion: { $child } kommt unter { $node } in den Baum, der erste seiner Züge, der noch nicht im Baum ist (nun { $count } von { $moves }); dort ist { $player } am Zug, und die Zähler beginnen bei N = 0.
narration-mcts-result-win = { $result } (MAX gewinnt)
narration-mcts-result-draw = { $result } (Remis)
narration-mcts-result-loss = { $result } (MIN gewinnt)
narration-mcts-game-end = Simulation: { $node } ist ein Spielende, es gibt nichts auszuspielen; sein Ergebnis { $result } zählt.
narration-mcts-game-end-again = Simulation: { $node } ist ein Spielende, es gibt nichts auszuspielen; sein Ergebnis { $result } zählt erneut.
narration-mcts-playout-capped = Simulation: eine zufällige Partie ab { $node } dauert { $plies ->
    [one] einen Halbzug
   *[other] { $plies } Halbzüge
}, erreicht die Grenze von { $cap } Halbzügen und wird dort durch die Bewertung benotet: { $result }.
narration-mcts-playout-leaf = Simulation: eine zufällige Partie ab { $node } dauert { $plies ->
    [one] einen Halbzug
   *[other] { $plies } Halbzüge
} und erreicht ein Blatt mit dem Wert { $result }.
narration-mcts-playout = Simulation: eine zufällige Partie ab { $node } dauert { $plies ->
    [one] einen Halbzug
   *[other] { $plies } Halbzüge
} und endet mit { $result }.
narration-mcts-backpropagate-root = Rückpropagierung: das Ergebnis { $result } steigt über { $count ->
    [one] einen Knoten
   *[other] { $count } Knoten
} von der Wurzel zur Wurzel auf, jeder erhält N + 1 und W + { $result }. Die Wurzel hat N = { $root_n }, W = { $root_w } (Mittel { $root_mean }), bisher ein Besuch je Iteration.
narration-mcts-backpropagate = Rückpropagierung: das Ergebnis { $result } steigt über { $count ->
    [one] einen Knoten
   *[other] { $count } Knoten
} von { $node } zur Wurzel auf, jeder erhält N + 1 und W + { $result }. { $node } hat nun N = { $n }, Mittel { $mean }; die Wurzel hat N = { $root_n }, W = { $root_w } (Mittel { $root_mean }), bisher ein Besuch je Iteration.
narration-mcts-over = Die Suche ist beendet.
narration-mcts-over-no-move = Die Suche ist nach { $iterations ->
    [one] einer Iteration
   *[other] { $iterations } Iterationen
} beendet: die Wurzel hat keinen Zug zu spielen.
narration-mcts-over-best = Die Suche ist nach { $iterations ->
    [one] einer Iteration
   *[other] { $iterations } Iterationen
} beendet: der meistbesuchte Zug der Wurzel ist { $best } (N = { $n }, Mittel { $mean }), also spielt MCTS ihn — den meistbesuchten, nicht den mit dem höchsten Mittel, denn eine Anzahl ist die stabilere Schätzung.
narration-mcts-capped = Die Knotengrenze hat sie beendet, bevor alle Iterationen liefen.
narration-mcts-score-row = { $child } { $fraction }, UCB { $score }
narration-mcts-score-row-picked = { $child } { $fraction }, UCB { $score } (gewählt)
narration-mcts-scores = UCB1 bei { $node }, N = { $n }: { $rows }
narration-mcts-selection-question = Auswahl bei { $node }: Welches Kind wählt UCB1 als Nächstes? N und W/N jedes Kindes stehen im Baum; C = { $c }.

## Ein bester Zug, der nur gleichauf liegt (src/teach/ties.rs)

narration-tie = { $best } ist nur deshalb der beste Zug, weil er zuerst durchsucht wurde: { $reasons }.
narration-tie-more = { $count } weitere
narration-tie-list = { $first } und { $last }
narration-tie-equal = { $count ->
    [one] { $list } ist mit { $worth } gleich viel wert
   *[other] { $list } sind mit { $worth } gleich viel wert
}
narration-tie-others-at-most = { $count ->
    [one] ein anderer Zug ist
   *[other] { $count } andere Züge sind
} höchstens { $worth } wert, aber nicht als schlechter erwiesen (die Suche gibt einen Zug auf, sobald er das bisher Beste nicht mehr übertreffen kann)
narration-tie-more-at-most = { $count ->
    [one] ein weiterer ist
   *[other] { $count } weitere sind
} höchstens { $worth } wert, aber nicht als schlechter erwiesen (die Suche gibt einen Zug auf, sobald er das bisher Beste nicht mehr übertreffen kann)

## Die Ansicht der Zugsortierung (src/teach/ordering.rs)

narration-order-best-first = Bester zuerst
narration-order-worst-first = Schlechtester zuerst
narration-order-natural = Natürliche Reihenfolge
narration-ordering-uniform = Gleichmäßiger Baum, b = { $b }, d = { $d }: nach Knuth und Moore b^ceil(d/2) + b^floor(d/2) − 1 = { $b }^{ $up } + { $b }^{ $down } − 1 = { $km } von { $leaves } Blättern
narration-ordering-figure-not-applicable = { $figure }, doch diese Zahl gilt hier nicht: sie setzt voraus, dass ein Gleichstand an einer Schranke geschnitten (α ≥ β) oder nie erzeugt wird (Fail-Soft), und unter { $rule } mit { $fail ->
    [hard] Fail-Hard
   *[soft] Fail-Soft
} ist ein begrenzter Wert gleich dem Rand seines Fensters, und beim Gleichstand wird weitergesucht.
narration-ordering-figure-fewest = { $figure } ist das Minimum über alle Reihenfolgen: die Blattwerte dieses Baums sind verschieden, und unter { $rule } und { $fail ->
    [hard] Fail-Hard
   *[soft] Fail-Soft
} sind keine zwei Schranken gleich.
narration-ordering-figure-fewest-if-no-ties = { $figure } ist das Minimum über alle Reihenfolgen, wenn keine zwei Schranken gleich sind; dieser Baum hat gleiche Blattwerte, also muss es hier nicht gelten.
narration-ordering-not-uniform = Kein gleichmäßiger Baum ({ $leaves } Blätter): die Formel b^ceil(d/2) + b^floor(d/2) − 1 von Knuth und Moore gilt nicht.
narration-ordering-too-many-to-count = zu viele zum Zählen
narration-ordering-fewest = Minimum über alle Reihenfolgen dieses Baums, unter { $rule } und { $fail ->
    [hard] Fail-Hard
   *[soft] Fail-Soft
}: { $fewest } Blätter (bester Zug zuerst: { $best_first }).
narration-ordering-too-many-orders-proven = Dieser Baum hat mehr als { $budget } Reihenfolgen, zu viele, um alle zu probieren; bester Zug zuerst bewertet { $best_first }, die Zahl von Knuth und Moore, also ist keine Reihenfolge besser.
narration-ordering-too-many-orders = Dieser Baum hat mehr als { $budget } Reihenfolgen, zu viele, um alle zu probieren; bester Zug zuerst bewertet { $best_first }, nicht immer das Minimum.

## Fehler des Vergleichs und des Verzweigungsdiagramms (src/teach/compare.rs, branching.rs)

narration-compare-cancelled = der Vergleich wurde abgebrochen
narration-branching-textbook-tree = ein Lehrbuchbaum hat nur eine Tiefe, seine Höhe: es gibt nichts darzustellen
narration-branching-cancelled = das Diagramm wurde abgebrochen
