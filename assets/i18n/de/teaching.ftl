# Lehrmaterial: Pseudocode, Quiz, Übung, Arbeitsblätter (src/teach).

## Pseudocode: die Zugsortierung, in der Zeile `züge ←`.
teach-order-natural = in der Reihenfolge des Zuggenerators
teach-order-captures = Schlagzüge zuerst (MVV-LVA)
teach-order-seed = Schlagzüge, dann Vorwärtszüge, dann der Rest
teach-order-killers = Schlagzüge, dann die Killerzüge dieses Halbzugs, dann der Rest
teach-order-history = Schlagzüge, dann nach History-Heuristik (bisherige Schnitte)
teach-order-best = bester zuerst (Orakel)
teach-order-worst = schlechtester zuerst (Orakel)
teach-order-random = gemischt mit Startwert { $seed }

## Pseudocode der Minimax-Familie: der Code jeder Zeile, dann die
## gedimmten Anmerkungen dahinter. Jede Sprache hat dieselben Zeilen.
teach-code-max-value = maxWert
teach-code-min-value = minWert
teach-code-function = funktion { $name }(knoten, tiefe{ $window })
teach-code-leaf-test-quiet = wenn knoten terminal ist oder tiefe = 0 und ruhig, dann
teach-code-leaf-test = wenn tiefe = 0 oder knoten terminal ist, dann
teach-code-return-evaluate = gib bewerte(knoten) zurück
teach-code-return-colour-evaluate = gib farbe(knoten) × bewerte(knoten) zurück
teach-code-tt-probe-window = wenn tabelle[knoten, tiefe] exakt ist oder eine Schranke außerhalb [α, β], dann gib sie zurück
teach-code-tt-probe = wenn tabelle[knoten, tiefe] bekannt ist, dann gib sie zurück
teach-code-stand-pat = wenn tiefe = 0 und kein Schach, dann bester ← bewerte(knoten)
teach-code-stand-pat-colour = wenn tiefe = 0 und kein Schach, dann bester ← farbe(knoten) × bewerte(knoten)
teach-code-else-init = sonst bester ← { $worst }
teach-code-init = bester ← { $worst }
teach-code-moves-quiet = züge ← legale Züge von knoten (bei Tiefe 0: Schlagzüge und Umwandlungen, im Schach alle), { $ordering }
teach-code-moves = züge ← legale Züge von knoten, { $ordering }
teach-code-for-each-move = für jeden Zug m in züge tue
teach-code-recurse-any = v ← wert(spiele(knoten, m), tiefe − 1{ $window })
teach-code-recurse = v ← { $callee }(spiele(knoten, m), tiefe − 1{ $window })
teach-code-improve = wenn v { $better } bester, dann bester ← v
teach-code-if-first-move = wenn m der erste Zug ist, dann
teach-code-else = sonst
teach-code-if-inside = wenn α < v < β, dann
teach-code-chance-function-window = funktion zufallsWert(knoten, tiefe, α, β)
teach-code-chance-function = funktion zufallsWert(knoten, tiefe)
teach-code-chance-init-left = summe ← 0; rest ← 1
teach-code-chance-init = summe ← 0
teach-code-for-each-outcome = für jeden Ausgang o von knoten mit Wahrscheinlichkeit p tue
teach-code-left-minus-p = rest ← rest − p
teach-code-star1-window = α′ ← max(L, (α − summe − rest·U) / p); β′ ← min(U, (β − summe − rest·L) / p)
teach-code-recurse-outcome-window = v ← wert(spiele(knoten, o), tiefe − 1, α′, β′)
teach-code-recurse-outcome = v ← wert(spiele(knoten, o), tiefe − 1)
teach-code-sum-add = summe ← summe + p·v
teach-code-if-fail-low = wenn summe + rest·U ≤ α, dann
teach-code-return-fail-low = gib summe + rest·U zurück
teach-code-if-fail-high = wenn summe + rest·L ≥ β, dann
teach-code-return-fail-high = gib summe + rest·L zurück
teach-code-return-sum = gib summe zurück
teach-code-update-beta = β ← min(β, bester)
teach-code-update-alpha = α ← max(α, bester)
teach-code-if-cutoff = wenn { $test }, dann
teach-code-break = brich ab
teach-code-clamp-best = begrenze(bester, α₀, β₀)
teach-code-best = bester
teach-code-value-is = wert ← { $result }
teach-code-tt-store-bound = tabelle[knoten, tiefe] ← (wert, seine Schranke: exakt, untere oder obere)
teach-code-tt-store = tabelle[knoten, tiefe] ← wert
teach-code-return-value = gib wert zurück
teach-code-return = gib { $result } zurück

teach-note-called-max-window = aufgerufen als maxWert(wurzel, d, −∞, +∞)
teach-note-called-max = aufgerufen als maxWert(wurzel, d)
teach-note-called-negamax-window = aufgerufen als negamax(wurzel, d, −∞, +∞)
teach-note-called-negamax = aufgerufen als negamax(wurzel, d)
teach-note-max-view = Werte aus der Sicht von MAX
teach-note-min-turn = MIN ist am Zug: Werte weiterhin aus der Sicht von MAX
teach-note-side-view-window = Werte, α, β aus der Sicht der Seite am Zug
teach-note-side-view = Werte aus der Sicht der Seite am Zug
teach-note-quiet = ruhig: kein Schlagzug, keine Umwandlung, kein Schach (oder 4 Halbzüge über d hinaus)
teach-note-static-value = statische Bewertung oder das Ergebnis des Spiels
teach-note-colour = farbe = +1, wenn MAX am Zug ist, −1 bei MIN
teach-note-transposition-table = Transpositionstabelle
teach-note-stand-pat-window = Ruhesuche: Stand-Pat, der Wert ohne Schlagzug; kann das Fenster sofort schließen
teach-note-stand-pat = Ruhesuche: Stand-Pat, der Wert ohne Schlagzug
teach-note-recurse-any = wert: maxWert, minWert oder zufallsWert, je nach Rolle des Kindes
teach-note-null-window = Nullfenster: Kann m das bisher Beste übertreffen?
teach-note-inside = echt innerhalb: die Probe lieferte nur eine Schranke
teach-note-re-search = erneute Suche (Reinefelds Fenster)
teach-note-star1 = Ballards Star1: jedes Blatt liegt in [L, U]
teach-note-chance-average = der nach Wahrscheinlichkeit gewichtete Mittelwert der Ausgänge
teach-note-left = rest: die noch nicht durchsuchte Wahrscheinlichkeit
teach-note-star1-window = außerhalb von [α′, β′] spielt der Mittelwert keine Rolle
teach-note-star1-fail-low = Fail-Low: selbst mit U hebt der Rest den Mittelwert nicht auf α
teach-note-star1-fail-high = Fail-High: selbst mit L drückt der Rest ihn nicht unter β
teach-note-alpha-cutoff = α-Schnitt: MAX darüber hat schon α; der Rest wird abgeschnitten
teach-note-beta-cutoff = β-Schnitt: MIN darüber hat schon β; der Rest wird abgeschnitten
teach-note-negamax-cutoff = Schnitt: der Gegner darüber hat schon Besseres; der Rest wird abgeschnitten
teach-note-fail-hard = Fail-Hard: innerhalb des Fensters [α₀, β₀] bleiben, das der Knoten bekam
teach-note-fail-soft = Fail-Soft: der beste gefundene Wert, auch außerhalb des Fensters
# $why: der Grund der Erzählung, warum nichts abgeschnitten wird.
teach-note-student-returned = Ihre Suche ist hier zurückgekehrt, aber { $why }
teach-note-moves-again-negamax = { $player } zieht noch einmal: aufgerufen als negamax(kind, tiefe − 1, α, β), ohne Negation
teach-note-moves-again = { $player } zieht noch einmal: der Aufruf geht an { $function }, nicht an die andere Funktion

## Der Titel des Pseudocodes; $algorithm ist der Name des Algorithmus.
teach-title-fail-hard = { $algorithm } (Fail-Hard)
teach-title-fail-soft = { $algorithm } (Fail-Soft)
teach-title-fail-hard-strict = { $algorithm } (Fail-Hard), Schnitt nur bei α > β
teach-title-fail-soft-strict = { $algorithm } (Fail-Soft), Schnitt nur bei α > β
teach-title-with-table = { $title } mit Transpositionstabelle
teach-title-with-quiescence = { $title }, Ruhesuche an der Tiefengrenze

## Aus wessen Sicht die Werte der lokalen Variablen sind.
teach-view-max = Sicht von MAX
teach-view-side-max = Sicht der Seite am Zug (MAX: wie die Sicht von MAX)
teach-view-side-min = Sicht der Seite am Zug (MIN: die Werte von MAX negiert)

## Aspirationsfenster: der Treiber und der Satz zu Beginn jedes Durchlaufs.
teach-aspiration-function = funktion aspiration(wurzel, d, schätzung)
teach-aspiration-note-first = erstes Fenster: schätzung ± w
teach-aspiration-init = α ← schätzung − { $w }; β ← schätzung + { $w }
teach-aspiration-loop = wiederhole
teach-aspiration-call = v ← maxWert(wurzel, d, α, β)
teach-aspiration-note-pass = ein Durchlauf
teach-aspiration-verdict = wenn v ≤ α, dann α ← −∞, sonst wenn v ≥ β, dann β ← +∞, sonst gib v zurück
teach-aspiration-note-verdict = Fail-Low: α öffnen; Fail-High: β öffnen
teach-aspiration-first-pass = Aspiration: Statt mit [−∞, +∞] wird die Wurzel mit dem engen Fenster { $window } um die Schätzung durchsucht, damit mehr abgeschnitten wird; fällt der Wert heraus, wird die Suche wiederholt.
teach-aspiration-failed-low = Das letzte Fenster ergab ein Fail-Low, also wird α geöffnet: Die Wurzel wird erneut mit { $window } durchsucht.
teach-aspiration-failed-high = Das letzte Fenster ergab ein Fail-High, also wird β geöffnet: Die Wurzel wird erneut mit { $window } durchsucht.

## MTD(f): der Treiber und der Satz zu Beginn jedes Durchlaufs.
teach-mtdf-function = funktion mtdf(wurzel, d, f)
teach-mtdf-note-source = Plaat u. a. 1996
teach-mtdf-init = g ← f; unten ← −∞; oben ← +∞
teach-mtdf-loop = solange unten < oben tue
teach-mtdf-beta = β ← g + 1, wenn g = unten, sonst g
teach-mtdf-call = g ← maxWert(wurzel, d, β − 1, β)
teach-mtdf-note-pass = ein Durchlauf, Nullfenster
teach-mtdf-verdict = wenn g < β, dann oben ← g, sonst unten ← g
teach-mtdf-note-verdict = Fail-Low / Fail-High
teach-mtdf-return = gib g zurück
teach-mtdf-pass = MTD(f), Durchlauf { $number }: Die Wurzel wird mit dem Nullfenster { $window } durchsucht, das nur fragt, ob der Wert mindestens { $beta } ist.

## Der Pseudocode der Monte-Carlo-Baumsuche.
teach-mcts-title = Monte-Carlo-Baumsuche (UCT), { $iterations ->
        [one] eine Iteration
       *[other] { $iterations } Iterationen
    }, C = { $c }
teach-mcts-ucb = das Kind mit dem höchsten W/N + { $c }·√(ln N(knoten) / N)
teach-mcts-function = funktion MCTS(zustand) gibt einen Zug zurück
teach-mcts-init = baum ← KNOTEN(zustand)
teach-mcts-note-init = Iteration 1 fügt die Wurzel hinzu und spielt von ihr aus zu Ende
teach-mcts-loop = für i ← 1 bis { $iterations }
teach-mcts-select-call = blatt ← AUSWAHL(baum)
teach-mcts-note-select = 1 Auswahl
teach-mcts-expand = kind ← EXPANDIERE(blatt)
teach-mcts-note-expand = 2 Expansion: der nächste Zug des Blatts in Zugreihenfolge
teach-mcts-simulate = ergebnis ← SIMULIERE(kind)
teach-mcts-note-simulate = 3 Simulation: Zufallszüge bis zum Ende; 1 MAX gewinnt, ½ Remis, 0 MIN gewinnt
teach-mcts-backpropagate = RÜCKPROPAGIERE(ergebnis, kind)
teach-mcts-note-backpropagate = 4 Rückpropagierung: N wächst um 1 und W um das Ergebnis, bis zur Wurzel
teach-mcts-return = gib den Zug der Wurzel mit dem höchsten N zurück
teach-mcts-note-return = die Suche ist beendet: gespielt wird der meistbesuchte Zug, nicht der mit dem höchsten Mittelwert
teach-mcts-select-function = funktion AUSWAHL(knoten)
teach-mcts-select-loop = solange jeder Zug von knoten im Baum ist und das Spiel nicht vorbei ist
teach-mcts-select = knoten ← { $ucb }
teach-mcts-note-ucb = W/N aus der Sicht des Wählenden; ein unbesuchtes Kind zuerst
teach-mcts-return-node = gib knoten zurück

## Arbeitsblätter: was auszufüllen ist und wie jedes Kästchen heißt.
teach-fill-windows = Fenster ausfüllen
teach-fill-values-only = nur Werte
teach-cell-alpha-in = α ein
teach-cell-beta-in = β ein
teach-cell-value = Wert
teach-cell-alpha-out = α aus
teach-cell-beta-out = β aus
teach-cell-pruned = abgeschnitten
# $node: der Name des Knotens (seine Züge, `2.1`).
teach-sheet-cell-pruned = Abgeschnitten? Der Zug zu { $node }
teach-sheet-cell = { $cell } bei { $node } ({ $player })

## Das Quiz: Fragen und Urteile. $node, $parent: Knoten, wie die
## Erläuterung sie nennt; $because: die Begründung (der Satz der Erläuterung).
teach-quiz-window-prompt = Als Nächstes probiert { $parent } { $move_name }: Welches Fenster [α, β] bekommt { $node }, aus der Sicht von MAX?
teach-quiz-value-prompt = Welchen Wert gibt { $node } zurück, aus der Sicht von MAX?
teach-quiz-value-prompt-window = Welchen Wert gibt { $node } zurück, aus der Sicht von MAX? Der Knoten wurde mit dem Fenster { $window } betreten.
teach-quiz-pass-window-prompt = Ein neuer Durchlauf beginnt: Welches Fenster [α, β] bekommt die Wurzel, aus der Sicht von MAX?
teach-quiz-inherits = { $node } erbt das Fenster, das { $parent } jetzt hat, { $window }.
# $negated: das negierte Fenster, wie Negamax es weitergibt.
teach-quiz-inherits-negamax = { $node } erbt das Fenster, das { $parent } jetzt hat, { $window } (Negamax gibt es als [−β, −α] = { $negated } aus der Sicht der Seite am Zug weiter; von MAX aus gesehen ist es dasselbe Fenster).
teach-quiz-star1-prompt = Zurück bei { $node } hat Ausgang { $outcome } { $value } geliefert. Bricht Star1 hier ab und schneidet { $count ->
        [one] den verbleibenden Ausgang
       *[other] die { $count } verbleibenden Ausgänge
    } ab?
teach-quiz-cutoff-prompt = Zurück bei { $node } hat { $move_name } { $value } geliefert. Bricht { $player } hier ab und schneidet { $count ->
        [one] den verbleibenden Zug
       *[other] die { $count } verbleibenden Züge
    } ab?
# $again: was der Durchlauf als Nächstes tut (die Worte der Erläuterung).
teach-quiz-nothing-cut-pass = Nach dem Zurückgeben gilt bei { $node } α = { $alpha } < β = { $beta }, also wird nichts abgeschnitten{ $again }.
teach-quiz-tie-goes-on = Nach dem Zurückgeben gilt bei { $node } α = β = { $value }: Gleichstand, und der Schnitttest ist { $test }, also macht { $player } mit { $count ->
        [one] dem verbleibenden Zug
       *[other] den { $count } verbleibenden Zügen
    } weiter.
teach-quiz-goes-on = Nach dem Zurückgeben gilt bei { $node } α = { $alpha } < β = { $beta }, also ist noch nichts bewiesen, und { $player } macht mit { $count ->
        [one] dem verbleibenden Zug
       *[other] den { $count } verbleibenden Zügen
    } weiter.
teach-quiz-right = Richtig: { $because }
teach-quiz-not-quite = Nicht ganz – Sie sagten { $said }, die Antwort ist { $answer }: { $because }
teach-quiz-no-answer = Das beantwortet die Frage nicht; die Antwort ist { $answer }: { $because }

## Antworten, wie das Quiz sie schreibt und liest.
teach-answer-yes = ja
teach-answer-no = nein
teach-answer-child = Kind { $index }
teach-answer-not-a-value = „{ $text }“ ist kein Wert; geben Sie eine Zahl wie 3, −2, 23/3 oder +∞ ein
teach-answer-not-yes-no = „{ $text }“ ist keine Antwort; geben Sie ja oder nein ein
teach-answer-not-a-window = „{ $text }“ ist kein Fenster; geben Sie zwei Werte wie [3, +∞] ein
teach-answer-not-a-choice = „{ $text }“ ist keiner der Züge; wählen Sie eine der Schaltflächen
teach-answer-field-not-a-value = { $field }: „{ $text }“ ist kein Wert; geben Sie eine Zahl wie 3, −2 oder +∞ ein

## Das Urteil der Übung. $value: der Wert der Wurzel; $pruned, $moves: Knoten.
teach-drill-right-nothing-pruned = Richtig! Wert der Wurzel { $value }; nichts wird abgeschnitten.
teach-drill-right-pruned = Richtig! Wert der Wurzel { $value }; abgeschnitten: { $pruned }.
teach-drill-missed = nicht markiert, obwohl abgeschnitten: { $moves }
teach-drill-wrongly-marked = markiert, aber durchsucht: { $moves }
teach-drill-root-right = der Wert der Wurzel { $value } ist richtig
teach-drill-root-wrong = der Wert der Wurzel ist { $value }
teach-drill-root-missing = kein Wert der Wurzel angegeben, er ist { $value }
# $clauses: die Satzteile oben, mit „; “ verbunden.
teach-drill-not-quite = Nicht ganz: { $clauses }.

## Warum jede Antwort der Lösung eines Arbeitsblatts so ist.
# $player: MAX oder MIN; $place: wo der Knoten ist (`bei 2.1`).
teach-explain-who = { $player } { $place }
teach-explain-alpha-here = α hier
teach-explain-beta-here = β hier
teach-explain-as-on-entry = { $bound } beim Verlassen, wie beim Betreten,
teach-explain-from = von { $who }
teach-explain-from-start = vom Anfang
teach-explain-inherited = { $subject } ist { $value }: es stammt von { $who }, dessen bisher Bestes { $value } war
teach-explain-inherited-start = { $subject } ist { $value }: kein { $player }-Knoten darüber hat schon einen Wert
teach-explain-raised = { $bound } beim Verlassen ist { $value }: { $who } hat es auf seinen besten Wert { $value } gehoben
teach-explain-value-stopped = der Wert hier ist { $value }: { $who } brach ab, sobald sein Bestes { $bound } = { $limit } { $from } erreichte
teach-explain-value-no-child-beat = der Wert hier ist { $value }: kein Kind von { $who } übertraf { $bound } = { $limit } { $from }
teach-explain-value-largest = der Wert hier ist { $value }: { $who } nimmt den größten Wert seiner Kinder
teach-explain-value-smallest = der Wert hier ist { $value }: { $who } nimmt den kleinsten Wert seiner Kinder
teach-explain-pruned-max = abgeschnitten, weil { $who } schon α = { $alpha } ≥ β = { $beta } { $from } hatte
teach-explain-pruned-min = abgeschnitten, weil { $who } schon β = { $beta } ≤ α = { $alpha } { $from } hatte
teach-explain-root-searched = die Wurzel wird immer durchsucht
teach-explain-not-pruned = nicht abgeschnitten: als dieser Zug an der Reihe war, hatte { $who } noch das offene Fenster { $window }

## Ein bewertetes Arbeitsblatt.
teach-grade-line-right = { $node }, { $cell }: richtig; richtig ist { $answer } – { $why }
teach-grade-line-wrong = { $node }, { $cell }: falsch; richtig ist { $answer } – { $why }
teach-grade-line-missing = { $node }, { $cell }: fehlt; richtig ist { $answer } – { $why }
teach-grade-score = { $right } / { $total } richtig ({ $percent } %)
teach-grade-not-pruned = nicht abgeschnitten
# Die Wurzel in der Tabelle eines Arbeitsblatts, einer Lösung und einer Fragensammlung.
teach-root-name = Wurzel
