# Die Kommandozeile (src/cli/, src/main.rs).

# `--lang` with a code that names no language; $languages lists the codes.
cli-unknown-language = unbekannte Sprache { $code }: die Sprachen sind { $languages }

## `gametree analyze`'s text: a label, padded to one column, and the fact.
cli-text-position = Stellung      { $position }
cli-text-position-empty = Stellung      (das leere Brett)
cli-text-tree = Baum          { $tree }
cli-text-search-mcts = Suche         { $algo }, { $iterations } Iterationen, Startwert { $seed }, C { $c }, Playout-Grenze { $cap }
cli-text-search = Suche         { $algo }, Tiefe { $depth }, Zugsortierung { $order }, Fail-{ $fail }
# The options after the search line's head, each its own item.
cli-text-search-cutoff = Schnittregel { $cutoff }
cli-text-search-tt = Transpositionstabelle
cli-text-search-id = iterative Vertiefung
cli-text-search-singular-extension = Einzelzug-Verlängerung
cli-text-search-quiescence = Ruhesuche
cli-text-search-eval = Bewertung { $eval }
cli-text-value-mean = Wert          { $value } (mittleres Ergebnis des besten Zuges, aus Sicht von MAX; { $iterations } Iterationen)
cli-text-value = Wert          { $value } (aus Sicht von MAX)
# $lost: MAX has lost at the root ("MAX is checkmated").
cli-text-value-lost = Wert          { $value } (aus Sicht von MAX: { $lost })
# $winner: MAX or MIN.
cli-text-value-mates = Wert          { $value } (aus Sicht von MAX: { $winner } setzt matt in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }, { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzügen
    })
cli-text-value-wins = Wert          { $value } (aus Sicht von MAX: { $winner } gewinnt in { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }, { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzügen
    })
cli-text-root-moves = Wurzelzüge    { $moves }
cli-text-best-move-uci = Bester Zug    { $best_move } ({ $uci })
cli-text-best-move = Bester Zug    { $best_move }
cli-text-best-move-none-truncated = Bester Zug    keiner (die Knotengrenze kam, bevor ein Zug an der Wurzel fertig durchsucht war)
cli-text-best-move-none-over = Bester Zug    keiner (das Spiel ist an der Wurzel vorbei: { $ending })
cli-text-best-move-none = Bester Zug    keiner
cli-text-ties = Gleichstand   { $ties }
cli-text-pv = Hauptvariante { $pv }
cli-text-pv-empty = Hauptvariante (leer)
cli-text-counters = Knoten { $nodes }, Blätter { $leaves }, Schnitte { $cutoffs }, abgeschnitten { $pruned }, TT-Treffer { $tt_hits }, größte Tiefe { $max_ply }, Schritte { $steps }
cli-text-evaluated = Bewertet      { $values }
cli-text-evaluated-last-pass = Bewertet      { $values } (im letzten Durchgang; „Blätter“ zählt alle Durchgänge)
cli-text-re-searches = Neusuchen     { $count }
# No best move, in a compare or deepening line.
cli-text-no-move = keiner
cli-text-compare-agrees = Vergleich     { $other }: bester Zug { $best_move }, Wert { $value }, Knoten { $nodes }, Schritte { $steps }; derselbe Zug wie bei { $algo }
cli-text-compare-differs = Vergleich     { $other }: bester Zug { $best_move }, Wert { $value }, Knoten { $nodes }, Schritte { $steps }; ein anderer Zug als bei { $algo }
cli-text-truncated-after-depth = Abgebrochen   die Knotengrenze ({ $cap }) hat die Suche nach Tiefe { $depth } beendet, der letzten vollständigen Tiefe: Wert, bester Zug und Hauptvariante gehören zu Tiefe { $depth }
cli-text-truncated = Abgebrochen   die Knotengrenze ({ $cap }) hat die Suche beendet; der Wert ist der beste bisher gefundene
# A pass over the root (aspiration, MTD(f)); $number is padded.
cli-text-pass = Durchgang { $number }  Tiefe { $depth }, Fenster { $window }, { $result }, Knoten { $nodes }
cli-text-pass-exact = { $value } exakt
cli-text-pass-fail-low = { $value } Fail-Low
cli-text-pass-fail-high = { $value } Fail-High
cli-text-pass-stopped = von der Knotengrenze beendet
cli-text-pass-first = zuerst { $line }
cli-text-pass-evaluated = bewertet { $values }
# An iteration of iterative deepening; $depth is padded.
cli-text-iteration = Tiefe { $depth }   Wert { $value }, bester Zug { $best_move }, Knoten { $nodes }, Hauptvariante { $pv }
cli-text-iteration-ebf = Tiefe { $depth }   Wert { $value }, bester Zug { $best_move }, Knoten { $nodes } (EBF { $ebf }), Hauptvariante { $pv }
cli-text-iteration-truncated = { $line } (abgebrochen)

## `gametree worksheet`.
cli-worksheet-heading = Arbeitsblatt  Startwert { $seed }, Tiefe { $depth }, Verzweigung { $branching }, Werte { $values }, Reihenfolge { $order }, Wurzel { $root }
cli-worksheet-heading-chance = Arbeitsblatt  Startwert { $seed }, Tiefe { $depth }, Verzweigung { $branching }, Werte { $values }, Reihenfolge { $order }, Wurzel { $root }, mit Zufallsknoten
cli-worksheet-wrote-sheet = Geschrieben   { $path } (das Arbeitsblatt)
cli-worksheet-wrote-key = Geschrieben   { $path } (die Lösung)
cli-worksheet-wrote-bank = Geschrieben   { $path } (die Fragensammlung)
cli-worksheet-answer-not-printed = Lösung        nicht ausgegeben (--answer gibt sie aus, --json die Lösungsliste)
# The line under a sheet's title: how it was made.
cli-worksheet-made = Startwert { $seed } · Tiefe { $depth } · Verzweigung { $branching } · Werte { $values } · Reihenfolge { $order }
cli-worksheet-made-chance = Startwert { $seed } · Tiefe { $depth } · Verzweigung { $branching } · Werte { $values } · Reihenfolge { $order } · mit Zufallsknoten
cli-worksheet-seed-overflow = --seed { $seed } mit --count { $count } überschreitet den größten Startwert, { $largest }

## Errors: every one is a line of its own on stderr.
cli-error-line = Fehler: { $message }
cli-error-no-gui = dieses gametree wurde ohne die Funktion `gui` gebaut; verwenden Sie `gametree analyze --help` oder bauen Sie es mit den Standardfunktionen neu, um das Fenster zu öffnen
cli-error-dot = DOT-Datei { $path } kann nicht geschrieben werden: { $source }
cli-error-session-file = Sitzungsdatei { $path }: { $source }
cli-error-save-session = die Sitzung kann nicht in { $path } gespeichert werden: { $source }
cli-error-step = Schritt { $step } liegt hinter dem Ende dieser Suche, die { $total } { $total ->
        [one] Schritt
       *[other] Schritte
    } hat
cli-error-step-range = --from { $first } liegt nach dem letzten Schritt der Folien, { $last }
cli-error-output = die Standardausgabe kann nicht geschrieben werden: { $error }
cli-error-internal = interner Fehler: { $error }
cli-error-unknown-subcommand = unbekannter Unterbefehl { $subcommand }: die Unterbefehle sind analyze, worksheet und check, und eine Sitzungsdatei zum Öffnen endet auf .{ $extension }
# An option's value refused; $reason says why (and quotes the value).
cli-error-invalid-value = ungültiger Wert für { $option }: { $reason }
cli-error-invalid-value-quoted = ungültiger Wert { $value } für { $option }: { $reason }
