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

## `gametree check`.
# An alpha-beta reference: "alpha-beta, fail-soft, cutoff at α ≥ β".
check-reference-name = { $algorithm }, Fail-{ $fail }, Schnitt bei { $test }
# The algorithms a trace is checked against, in sentences.
check-minimax = Minimax
check-negamax = Negamax
check-alpha-beta = Alpha-Beta
check-negamax-alpha-beta = Negamax mit α-β
check-error-algo = --algo { $algo }: gametree check kennt { $known }
check-error-unknown-algorithm = Algorithmus { $algo } kennt gametree check nicht; es kennt: { $known }
check-error-minimax-forms = --fail und --cutoff wählen unter den Formen der Alpha-Beta-Suche; Minimax hat keine
check-error-read = { $trace } kann nicht gelesen werden: { $error }
# $values: the header's "values" (max or negamax).
check-error-view-negamax = --algo { $algo } prüft eine Spur mit Werten aus Sicht des Spielers am Zug (Negamax); der Kopf dieser Spur sagt "values": "{ $values }"
check-error-view-max = --algo { $algo } prüft eine Spur mit Werten aus Sicht von MAX; der Kopf dieser Spur sagt "values": "{ $values }"
# The report's first line: $trace is the file's name.
check-report-stopped = { $trace }: das Ende der Spur, nach Zeile { $line }, weicht von { $reference } ab:
check-report-leaves = { $trace }: Ereignis { $event } (Zeile { $line }) weicht von { $reference } ab:
check-report-fits = { $trace } passt zu { $count } Algorithmen:
check-report-alike = Sie suchen hier gleich: { $why }.
check-report-counts = { $events } { $events ->
        [one] Ereignis
       *[other] Ereignisse
    }, { $nodes } Knoten
check-report-counts-value = { $events } { $events ->
        [one] Ereignis
       *[other] Ereignisse
    }, { $nodes } Knoten, der Wert der Wurzel ist { $value }
# Where a trace leaves a reference ($node: "MIN at 3"; $reference: "alpha-beta").
check-window-in-minimax = { $reference } übergibt kein Fenster; Ihre Suche hat { $node } mit { $given } aufgerufen
check-wrong-window = { $reference } ruft { $node } mit { $expected } auf, { $whose }; Ihre Suche hat { $given } übergeben
check-window-of-root = dem Fenster der Wurzel zu Beginn der Suche
check-window-of = dem Fenster von { $node }
check-window-of-after = dem Fenster von { $node } { $after }
check-window-of-negated = dem Fenster von { $node }, { $window }, negiert
check-window-of-after-negated = dem Fenster von { $node } { $after }, { $window }, negiert
check-after = nachdem { $move_name } den Wert { $value } geliefert hat
check-after-here = nachdem { $move_name } den Wert { $value } geliefert hat, hier { $here }
check-no-move = kein Zug
check-two-moves = { $first } und { $second }
check-more-moves = { $first }, { $second } und { $count } weitere
check-goes-on-first = { $reference } macht weiter mit { $next }
check-searches-every-move = { $reference } durchsucht jeden Zug
check-goes-on = { $after }: { $why }, also macht { $reference } weiter mit { $next }
check-missed-cutoff = { $node }, { $after }: { $reason }, also schneidet { $reference } { $remaining } ab und gibt { $value } zurück; Ihre Suche hat { $move_name } betreten
check-reason-static = sein statischer Wert, { $value }
check-reason-clamped = sein bester Wert { $best }, beschnitten auf das Fenster seines Aufrufs, { $window }: Fail-Hard
check-reason-before-cutoff = der beste Wert, den er vor dem Schnitt gefunden hat, { $best }
check-reason-negamax = der höchste der negierten Werte seiner Züge
check-reason-highest = der höchste Wert seiner Züge
check-reason-lowest = der niedrigste Wert seiner Züge
# $clause: what the reference does next (check-goes-on).
check-returned-early = { $node }, { $clause }; Ihre Suche ist zurückgekehrt
check-returned-early-first = { $node }: { $clause }; Ihre Suche ist zurückgekehrt
check-wrong-value = { $node } gibt bei { $reference } { $expected } zurück, { $reason }; Ihre Suche hat { $value } zurückgegeben
check-stopped-returns = er gibt { $value } zurück
check-stopped-returns-static = er gibt seinen statischen Wert zurück
check-stopped-cuts = { $after }: { $reason }, also schneidet { $reference } { $remaining } ab und gibt { $value } zurück
check-stopped-last-move = { $after }, sein letzter Zug, also gibt { $reference } { $value } zurück
check-stopped = die Spur endet nach Ereignis { $event }, während { $node } noch offen ist: { $next }; Ihre Suche hat aufgehört
# Why several algorithms fit one trace: each a clause, joined with "; ".
check-alike-fail = Fail-Hard und Fail-Soft unterscheiden sich nur darin, was ein Knoten zurückgibt, wenn sein bester Wert außerhalb seines Fensters liegt, und das kam hier nicht vor
check-alike-cutoff = α ≥ β und α > β unterscheiden sich nur, wenn sich ein Fenster bei α = β schließt und noch Züge übrig sind, und das kam hier nie vor
check-alike-negamax = die Spur gibt keine Fenster an, und Negamax mit α-β hat hier nichts abgeschnitten, also hat sie wie Negamax gesucht
check-alike-minimax = die Spur gibt keine Fenster an, und die Alpha-Beta-Suche hat hier nichts abgeschnitten, also hat sie wie Minimax gesucht

## The game and position flags.
# $games: the games' names, the last one in $last.
cli-games-list = { $games } oder { $last }
cli-error-games = die Spiele sind { $games }
# $what: the PGN named (cli-pgn-file, cli-pgn-on-stdin).
cli-error-read = { $what } kann nicht gelesen werden: { $error }
cli-pgn-file = PGN-Datei { $path }
cli-pgn-on-stdin = die PGN auf der Standardeingabe
cli-error-ply = --ply { $ply } liegt hinter dem Ende der Partie in { $what }, die { $plies } { $plies ->
        [one] Halbzug
       *[other] Halbzüge
    } hat
cli-error-position-needs-game = --position braucht --game, um zu sagen, welches Spiel es ist ({ $games })
cli-error-position-of-another-game = { $flag } gibt eine Stellung in { $owner } an, aber --game ist { $game }; geben Sie die Stellung mit --position an
cli-error-eval-not-chess = --eval wählt eine Schachbewertung; { $game } hat eine eigene Bewertung
cli-note-several-games = Hinweis: { $pgn } enthält { $games } Partien; Partie { $game } von { $games } wird durchsucht (--game-index N wählt eine andere)

## A trace that cannot be read.
check-trace-line = Zeile { $line }: { $problem }
check-trace-read = die Spur kann nicht gelesen werden: { $error }
check-trace-empty = die Spur ist leer; ihre erste Zeile ist der Kopf, { $header }
check-trace-too-long = die Zeile ist länger als { $bytes } Bytes; eine Spur hat je Zeile ein kurzes JSON-Objekt
check-trace-not-utf8 = die Zeile ist kein UTF-8-Text
check-trace-blank = die Zeile ist leer; eine Spur hat je Zeile ein JSON-Objekt
check-trace-json = kein JSON ({ $reason }): { $line }
check-trace-position = die Stellung im Kopf: { $error }
