# Die Bedienfelder des Fensters: Inspektor, Statistik, Vergleich,
# Diagramme, die Lehrfelder (Quiz, Übung, Zugsortierung, Arbeitsblatt)
# und Legende und Barrierefreiheit des Baums.

## Die Abschnitte des Inspektor-Felds
panels-inspector = Inspektor
panels-statistics = Statistik
panels-compare = Vergleich
panels-nodes-per-depth = Knoten je Tiefe
panels-iterative-deepening = Iterative Vertiefung
panels-passes = Durchgänge

## Der Inspektor
panels-no-node-yet = Noch kein Knoten: Drücken Sie „Schritt“ (Pfeil nach rechts), um die Wurzel zu betreten.
panels-node-heading = Knoten { $name }
panels-row-ply = Halbzug
panels-row-player = Spieler
panels-row-visits = Besuche N
panels-row-results = Ergebnisse W
panels-results-max-view = { $results } (aus Sicht von MAX)
panels-row-mean = Mittel W/N
panels-row-entry-window = α, β beim Eintritt
panels-row-window-now = α, β jetzt
panels-row-value = Wert
panels-row-status = Status
panels-row-knuth-type = Knuth-Typ
panels-row-negamax-value = Wert für die Seite am Zug (Negamax)
panels-row-best-so-far = Bisher bester
panels-row-your-search = Ihre Suche
panels-row-cutoff = Schnitt
panels-row-kind = Art
panels-row-now = Jetzt
panels-row-exactly = Genau
panels-values-hidden = Die Werte bleiben verborgen, bis das Quiz sie aufdeckt oder das Arbeitsblatt geschlossen wird.
panels-unsearched = von Ihrer Suche nicht durchsucht
panels-unsearched-kind = nicht durchsucht: Ihre Suche kehrte vorher zurück, und kein Schnitt hat ihn abgeschnitten
panels-unpruned-return = mit offenen Zügen zurückgekehrt, die kein Schnitt abschneidet
panels-status-passes-meet = exakt: die Schranken der Durchgänge treffen sich (der letzte Durchgang allein: { $last_pass }, { $bound })
panels-status-leaf-exact = exakt (bewertet, nicht durchsucht)
panels-role-max = MAX (maximiert)
panels-role-min = MIN (minimiert)
panels-role-chance = ZUFALL (mittelt seine Ausgänge)
panels-kind-inner = innerer Knoten
panels-kind-leaf-depth-limit = Blatt (Tiefengrenze)
panels-kind-leaf = Blatt ({ $reason })
panels-kind-tt-exact = Treffer in der Transpositionstabelle (exakt)
panels-kind-tt-lower = Treffer in der Transpositionstabelle (untere Schranke)
panels-kind-tt-upper = Treffer in der Transpositionstabelle (obere Schranke)
panels-kind-pruned = abgeschnitten: nie besucht
panels-status-unborn = in diesem Schritt noch nicht erzeugt
panels-status-open = wird durchsucht
panels-status-finished = fertig
panels-status-pruned = abgeschnitten
panels-bound-exact = exakt
panels-bound-lower = untere Schranke
panels-bound-upper = obere Schranke
panels-status-lower = untere Schranke (Fail-High aus Sicht von MAX)
panels-status-upper = obere Schranke (Fail-Low aus Sicht von MAX)
panels-evaluation = Bewertung
panels-edit-leaf = Dieses Blatt ändern
panels-new-value = Neuer Wert
panels-apply-and-rerun = Übernehmen und neu suchen
panels-apply-and-rerun-hint = Den Baum mit diesem Wert neu durchsuchen; der Cursor bleibt beim selben Schritt (oder am Ende, wenn er dort war)
panels-type-whole-number = Geben Sie eine ganze Zahl ein, z. B. 7 oder −3.
panels-children-heading = Kinder ({ $count })
panels-column-move = Zug
panels-select-this-node = Diesen Knoten auswählen
panels-no-playout-yet = noch kein Playout
panels-mean = Mittel { $mean }

## Die Statistik
panels-stats-hidden = Verborgen, solange die Werte verborgen sind: Die Zahlen würden Antworten verraten.
panels-stats-pass = Durchgang
panels-stats-pass-of = { $pass } von { $passes } (Tiefe { $depth })
panels-stats-pass-of-so-far = { $pass } von bisher { $passes } (Tiefe { $depth })
panels-stats-pass-deepening-hint = Iterative Vertiefung durchsucht nacheinander Tiefe 1, 2, …; Baum und Zahlen sind die der gezeigten Iteration.
panels-stats-pass-windows-hint = Aspirationsfenster und MTD(f) durchsuchen die Wurzel mit neuen Fenstern erneut, bis der Wert feststeht; Baum und Zahlen sind die des gezeigten Durchgangs.
panels-stats-steps-recorded = ≥ { $count } aufgezeichnet
panels-stats-step = Schritt
panels-stats-step-of = { $step } von { $total }
panels-stats-step-hint = Bisher ausgeführte Ereignisse, von allen Ereignissen der Suche (bekannt, sobald die Suche bis zum Ende gelaufen ist).
panels-stats-nodes = Knoten
panels-stats-nodes-hint = Betretene Knoten, die Wurzel mitgezählt.
panels-stats-leaves = Blätter
panels-stats-leaves-hint = Statisch bewertete Knoten oder beendete Partien.
panels-stats-cutoffs = Schnitte
panels-stats-cutoffs-hint = Schnitte (α ≥ β), die mindestens einen Zug abgeschnitten haben.
panels-stats-pruned = Abgeschnittene Züge
panels-stats-pruned-hint = Durch Schnitte übersprungene Züge, nie besucht.
panels-stats-returned-early = Früh zurückgekehrt
panels-stats-returned-early-value = { $returns } ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } nicht durchsucht)
panels-stats-returned-early-hint = Wie oft Ihre Suche mit offenen Zügen zurückkehrte, die der Algorithmus durchsucht: keine Schnitte, und nichts hat diese Züge abgeschnitten.
panels-stats-tt-hits = TT-Treffer
panels-stats-tt-hits-hint = Knoten, die die Transpositionstabelle beantwortet hat.
panels-stats-max-ply = Max. Halbzug
panels-stats-max-ply-hint = Der tiefste bisher betretene Halbzug.
panels-stats-branching = Verzweigung
panels-stats-branching-hint = Knoten^(1/d): der Verzweigungsfaktor, den ein gleichmäßiger Baum der Tiefe d bräuchte, um so viele Knoten zu haben wie bisher betreten. Der effektive Verzweigungsfaktor (EBF) vergleicht zwei Tiefen: siehe „Knoten je Tiefe“.
panels-stats-minimax-nodes = Minimax-Knoten
panels-stats-minimax-leaves = Minimax-Blätter
panels-stats-minimax-exact-hint = Exakt: Minimax besucht jeden Knoten des Baums.
panels-stats-minimax-counted-hint = Gezählt: Eine volle Minimax-Suche dieser Stellung bis zu dieser Tiefe, einmal ausgeführt, betritt genau so viele Knoten.
panels-stats-minimax-estimated-hint = Geschätzt (zu viele Knoten, um sie hier zu zählen) nach Knuths Verfahren: { $probes } zufällige Pfade von der Wurzel, jeder multipliziert die Zahlen der Züge, die er antrifft; so sind ausgehende Züge und früh endende Partien eingerechnet.
panels-stats-best-first = α-β, bester zuerst
panels-stats-minimal-ge = Mit dem Schnitt bei α ≥ β, verschiedenen Blattwerten und einem gleichmäßigen Baum bewertet keine Zugreihenfolge weniger (der minimale Baum nach Knuth und Moore); bei gleichen Werten oder in einem ungleichmäßigen Baum (eine billigere Widerlegung kann zuerst kommen) kann eine andere Reihenfolge weniger bewerten: Die Sortierungsansicht (R) probiert jede Reihenfolge.
panels-stats-minimal-gt = Mit dem Schnitt bei α > β ist dies nicht das Minimum: Ein Gleichstand schneidet nicht, und eine andere Reihenfolge kann Gleichstände vermeiden, auf die die beste Reihenfolge trifft, und weniger Blätter bewerten.
panels-stats-measured = Gemessen: die Blätter, die die Alpha-Beta-Suche in diesem Baum bewertet, wenn jeder Knoten seinen besten Zug zuerst probiert (die Sortierung `best`), mit dem Schnitt bei { $cutoff } und Fail-{ $fail }. { $minimal }
panels-stats-leaves-measured = { $leaves } Blätter (gemessen)
panels-stats-uniform-hint = { $measured } Der Baum ist gleichmäßig (b = { $b }, d = { $d }), also gilt auch die Formel von Knuth und Moore b^ceil(d/2) + b^floor(d/2) − 1 = { $formula } (bei verschiedenen Werten).
panels-stats-not-uniform-hint = { $measured } Die Formel von Knuth und Moore b^ceil(d/2) + b^floor(d/2) − 1 gilt nur für gleichmäßige Bäume, und dieser ist es nicht.
panels-stats-not-computed = nicht berechnet
panels-stats-too-large-hint = Die Messung bräuchte eine bestsortierte Suche von mehr als { $budget } Knoten, zu viele, um sie hier auszuführen. Die Formel von Knuth und Moore b^ceil(d/2) + b^floor(d/2) − 1 (≈ { $formula } mit b = { $b } an der Wurzel, d = { $d }) gilt nur für gleichmäßige Bäume.

## Vergleich
panels-compare-pruning = Minimax gegen Alpha-Beta
panels-compare-ordering = Natürlich gegen Schlagzüge zuerst
panels-compare-fail = Fail-Hard gegen Fail-Soft
panels-compare-cutoff = Schnitt bei Gleichstand (α ≥ β) oder nicht (α > β)
panels-compare-table = TT aus gegen an
panels-compare-against = { $first } gegen { $second }
panels-compare-order = Sortierung { $ordering }
panels-compare-fail-mode = Fail-{ $fail }
panels-compare-cut-if = Schnitt bei { $test }
panels-compare-tt = TT
panels-compare-this-search-is = Diese Suche: { $options }
panels-compare-other-is = Andere: { $options }
panels-compare-against-label = Gegen:
panels-compare-classic-hint = Diese Suche gegen sich selbst mit einer einzigen Änderung ausführen
panels-compare-run = Vergleich starten
panels-compare-run-hint = Beide im Hintergrund bis zum Ende durchsuchen, gleiche Stellung und Tiefe
panels-compare-running = Vergleich läuft im Hintergrund
panels-compare-cancel = Abbrechen
panels-compare-cancel-hint = Beide Suchen anhalten; der letzte fertige Vergleich bleibt
panels-compare-cancelled = Vergleich abgebrochen.
panels-compare-show-diff = Unterschied im Baum zeigen
panels-compare-show-diff-hint = Knoten markieren, die nur diese Suche besucht, und wohin die andere Suche ging, diese aber nicht
panels-compare-stale = Stellung oder Einstellungen haben sich seit dem letzten Vergleich geändert: Bitte erneut starten.
panels-compare-other-algorithm = Anderer Algorithmus
panels-compare-other-ordering = Andere Sortierung
panels-compare-other-fail = Anderer Fail-Modus
panels-compare-hard = Hard
panels-compare-soft = Soft
panels-compare-other-cutoff = Anderer Schnitt
panels-compare-other-tt = Die andere nutzt eine Transpositionstabelle
panels-compare-same-depth = Gleiche Stellung und Tiefe ({ $count ->
        [one] { $count } Halbzug
       *[other] { $count } Halbzüge
    }) für beide.
panels-compare-not-started = Der Vergleich konnte nicht gestartet werden: { $error }
panels-compare-no-result = Interner Fehler: Der Vergleich endete ohne Ergebnis
panels-compare-this-search = Diese Suche
panels-compare-other = Andere
panels-compare-best-move = Bester Zug
panels-compare-no-move = keiner
panels-compare-time = Zeit
panels-compare-cell-this = { $row }, diese Suche: { $text }
panels-compare-cell-other = { $row }, andere: { $text }
panels-compare-truncated = Die Knotengrenze hat eine Suche angehalten: Ihre Zahlen gelten für einen Teil des Baums.
panels-compare-same-nodes = Beide Suchen betreten etwa gleich viele Knoten.
panels-compare-saves = Die andere Suche spart { $share } % der Knoten.
panels-compare-more = Die andere Suche betritt { $share } % mehr Knoten.
panels-compare-both-choose = Beide wählen { $best }.
panels-compare-disagree = Sie sind uneins: Diese Suche wählt { $best }, die andere { $other }.
panels-compare-visited = Von beiden besucht: { $both }. Nur diese Suche: { $this }. Nur die andere: { $other }.
panels-compare-marks-at-end = Die Markierungen erscheinen im Baum, sobald diese Suche bis zum Ende gelaufen ist.
panels-compare-marks-last-iteration = Die Markierungen stehen im Baum der letzten Iteration.
panels-compare-marks = Im Baum: Markierte Knoten besucht nur diese Suche; die andere Markierung zeigt, wo die andere Suche weiter ging.

## Warum dieser Zug? (die Züge an der Wurzel)
panels-root-why = Warum dieser Zug?
panels-root-values-hidden = Die Werte bleiben verborgen, bis das Quiz sie aufdeckt.
panels-root-value-best-first = Wert ⬇
panels-root-value-worst-first = Wert ⬆
panels-root-game-over = (Partie zu Ende)
panels-root-not-searched-yet = noch nicht durchsucht
panels-root-no-better = { $reply } (nicht besser)
panels-root-worse = { $reply } ({ $worse } schlechter)
panels-root-at-least-worse = { $reply } (≥{ $worse } schlechter)
panels-root-best = bester
panels-root-spoken = { $mv }: { $value }; Folge { $line }
panels-root-spoken-best = { $mv }: { $value }; Folge { $line }; bester Zug
panels-root-spoken-refuted = { $mv }: { $value }; Folge { $line }; widerlegt durch { $refutation }
panels-root-pv = HV:
panels-root-pv-so-far = HV bisher:
panels-root-none-yet = (noch keine)
panels-root-searched = { $searched } von { $count } Zügen an der Wurzel durchsucht
panels-root-sort-hint = Nach Wert sortieren: bester zuerst, schlechtester zuerst, Suchreihenfolge
panels-root-sort = Die Züge an der Wurzel nach Wert sortieren
panels-root-refuted-by = Widerlegt durch
panels-root-line = Folge
panels-root-on-the-board = Auf dem Brett:
panels-root-pv-back-hint = Die vorige Stellung der Hauptvariante zeigen
panels-root-pv-forward-hint = Die nächste Stellung der Hauptvariante zeigen, mit dem Pfeil ihres nächsten Zugs
panels-root-hint-keys = { $hint } ({ $keys })
panels-root-pv-forward = Nächste Stellung der Hauptvariante
panels-root-pv-back = Vorige Stellung der Hauptvariante
panels-root-ply-of = Halbzug { $ply } von { $plies }
panels-root-off-the-line = nicht auf der Variante
panels-root-show-node-hint = Den Knoten dieses Zugs im Baum und auf dem Brett zeigen
panels-root-line-after = Folge nach { $mv }: { $line }
panels-root-line-hint = Zeigen, wohin diese Folge auf dem Brett führt

## Die Durchgänge (iterative Vertiefung, Aspirationsfenster, MTD(f))
panels-passes-depth = Tiefe
panels-passes-window = Fenster
panels-passes-result = Ergebnis
panels-passes-best = Bester
panels-passes-ebf = EBF
panels-passes-pv = HV
panels-passes-ebf-hint = Effektiver Verzweigungsfaktor: die Knoten dieser Tiefe geteilt durch die der vorigen Tiefe
panels-passes-depth-name = Tiefe { $depth }
panels-passes-depth-pass-name = Tiefe { $depth }, Durchgang { $pass }
panels-passes-show-hint = Den Baum dieses Durchgangs zeigen, wie er endete
panels-passes-still-searching = sucht noch
panels-passes-fail-high = Fail-High
panels-passes-fail-low = Fail-Low

## Knoten je Tiefe (das Diagramm)
panels-chart-note = Jede Sortierung wird ohne Vorwissen bis Tiefe 1 bis { $depth } durchsucht, mit höchstens { $cap } Knoten je Suche.
panels-chart-run = Knoten je Tiefe zeichnen
panels-chart-run-hint = Die Suchen im Hintergrund ausführen
panels-chart-cancelled = Diagramm abgebrochen.
panels-chart-stale = Stellung oder Einstellungen haben sich seit dem Diagramm geändert: Bitte neu zeichnen.
panels-chart-not-started = Das Diagramm konnte nicht gestartet werden: { $error }
panels-chart-no-result = Interner Fehler: Das Diagramm endete ohne Ergebnis
panels-chart-depth-axis = Tiefe
panels-chart-nodes-axis = Knoten (logarithmisch)
panels-chart-point = { $ordering }
    Tiefe { $depth }: { $nodes } Knoten
panels-chart-ebf = EBF { $ebf }
panels-chart-counts-capped = { $counts }, dann die Grenze

## Die Bewertung eines Schachknotens
panels-eval-leaf-note = Die Bewertung, die dieses Blatt erhielt.
panels-eval-static = Statische Bewertung
panels-eval-static-note = Dieser Stellung; die Suche schaute hier tiefer.
panels-eval-game-over = Partie zu Ende — { $ending }.
panels-eval-total = Summe: { $white } für Weiß ({ $unit ->
        [pawns] Bauerneinheiten
       *[centipawns] Hundertstel-Bauern
    }); MAX ist { $max ->
        [white] Weiß
       *[black] Schwarz
    }: { $score }
panels-eval-pieces = Figuren: Anzahl (Wert)
panels-eval-piece = Figur
panels-eval-white = Weiß
panels-eval-black = Schwarz
panels-eval-difference = W − S
panels-eval-piece-value = { $kind ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    }: je { $each }
panels-eval-sum = Summe
panels-eval-square-bonuses = Feldboni: insgesamt { $bonus } für Weiß
panels-eval-weighing-most = Am schwersten wiegend (aus Sicht von Weiß):
panels-eval-all-terms = Alle { $count } Terme ungleich null
panels-eval-square-term = { $side ->
        [white] { $kind ->
            [pawn] weißer Bauer
            [knight] weißer Springer
            [bishop] weißer Läufer
            [rook] weißer Turm
            [queen] weiße Dame
           *[king] weißer König
        }
       *[black] { $kind ->
            [pawn] schwarzer Bauer
            [knight] schwarzer Springer
            [bishop] schwarzer Läufer
            [rook] schwarzer Turm
            [queen] schwarze Dame
           *[king] schwarzer König
        }
    } auf { $square }

## Die Übung
panels-check = Prüfen
panels-drill = Übung
panels-drill-new-tree = Neuer Baum (D)
panels-drill-new-tree-hint = Ein neuer Zufallsbaum dieser Größe
panels-drill-too-many = Tiefe { $depth } mit { $branching } Kindern hat { $leaves } Blätter: Eine Übung bleibt bei höchstens { $most }, damit jeder Wert in seinem Blatt lesbar ist
panels-drill-depth = Tiefe { $depth }
panels-drill-depth-hint = Halbzüge von der Wurzel bis zu den Blättern
panels-drill-children = { $count ->
        [one] { $count } Kind
       *[other] { $count } Kinder
    }
panels-drill-children-hint = Kinder jedes inneren Knotens
panels-drill-cutoff-hint = Die Schnittregel, nach der das Urteil fällt
panels-drill-seed = Startwert { $seed }
panels-drill-seed-hint = gametree worksheet --seed mit dieser Tiefe und Verzweigung erzeugt denselben Baum
panels-drill-streak = Serie { $current } (beste { $best })
panels-drill-streak-hint = Richtige Urteile in Folge
panels-drill-instruction = Klicken Sie jede Kante an, die die Alpha-Beta-Suche abschneidet (erneut zum Aufheben; oder X auf einem Knoten des Baums, T um ihn zu erreichen), geben Sie den Wert der Wurzel ein und drücken Sie Enter.
panels-drill-marked-none = Als abgeschnitten markiert: keine
panels-drill-marked = Als abgeschnitten markiert: { $moves }
panels-drill-root-value = Wert der Wurzel
panels-drill-value-hint = Wert
panels-drill-check-hint = Ein Urteil: die abgeschnittenen Züge und der Wert der Wurzel (Enter)
panels-drill-verdict-later = Urteil: nach Enter oder „Prüfen“
panels-drill-next = Enter oder D: nächster Baum

## Das Quiz
panels-quiz = Quiz
panels-quiz-mode = Quizmodus
panels-quiz-mode-hint = Das Vorwärtsschreiten hält vor den gewählten Arten von Schritten an und lässt Sie sie vorhersagen.
panels-quiz-ask-before = Fragen vor:
panels-quiz-kind-value = einem Wert, den ein Knoten zurückgibt
panels-quiz-kind-cutoff = einem möglichen Schnitt
panels-quiz-kind-window = dem Fenster, das ein Knoten erhält
panels-quiz-kind-selection = dem Kind, das die Auswahl wählt
panels-quiz-alpha-beta-only = Nur für Formen der Alpha-Beta-Suche
panels-quiz-kind-selection-hint = Nur für Monte-Carlo-Baumsuche: welches Kind UCB1 als Nächstes wählt
panels-quiz-hide-values = Werte im Baum bis zum Aufdecken verbergen
panels-quiz-hide-values-hint = Solange eine Frage offen ist, zeigt der Baum keine Werte; eine Antwort oder „Werte aufdecken“ zeigt sie.
panels-quiz-continue = Weiter
panels-quiz-continue-hint = Die Bewegung fortsetzen, die die Frage angehalten hat
panels-quiz-ucb-picks = UCB1 wählt dieses Kind
panels-quiz-cuts = Ja, hier wird geschnitten
panels-quiz-goes-on = Nein, es geht weiter
panels-quiz-your-answer = Ihre Antwort
panels-quiz-value-hint = z. B. 3, −2, +inf, { $win }1
panels-quiz-question = Quizfrage: { $prompt }
panels-quiz-skip = Frage überspringen
panels-quiz-skip-hint = Diese Frage nicht beantworten; sie wird nicht gewertet
panels-quiz-reveal = Werte aufdecken
panels-quiz-reveal-hint = Die Werte im Baum wieder zeigen
panels-quiz-score = Punkte: { $right } von { $asked } richtig

## Die Ansicht der Zugsortierung
panels-ordering = Zugsortierung
panels-ordering-needs-tree = Die Sortierungsansicht braucht einen Lehrbuchbaum: Laden Sie einen (zum Beispiel classic, AIMA Abb. 5.2) im Feld „Stellung“ und drücken Sie dann R.
panels-ordering-conventions = Alpha-Beta-Suche auf { $tree } · Schnitt bei { $test } · Fail-{ $fail } (die Konventionen des Explorers)
panels-ordering-leaves = { $ordering }: { $count ->
        [one] { $count } Blatt
       *[other] { $count } Blätter
    }

## Das Feld der Erläuterung (die Sätze kommen aus der Erläuterung)
panels-narration-nothing-yet = Noch ist nichts geschehen: Gehen Sie einen Schritt vor, um die Suche zu beginnen.
panels-narration-hidden = Die Erläuterung ist verborgen, solange die Werte verborgen sind: Arbeiten Sie den Schritt zuerst selbst aus.
panels-narration-step = Schritt { $step }: { $sentence }
panels-narration-current = Aktuelle Erläuterung: { $sentence }
panels-narration-earlier = { $count ->
        [one] { $shown } früherer Schritt ist nicht aufgeführt: Pos1 oder die Zeitleiste erreicht ihn.
       *[other] { $shown } frühere Schritte sind nicht aufgeführt: Pos1 oder die Zeitleiste erreicht sie.
    }
panels-narration-log-hint = Schritt { $step }: { $sentence }
    Klicken, um zu diesem Schritt zu gehen.

## Die eigenen Worte des Pseudocode-Felds (das Listing kommt aus dem Pseudocode)
panels-code-current-line = Aktuelle Zeile: { $code }
panels-code-best-none-yet = noch keiner
panels-code-move-of-label = { $number } von { $count }: { $label }
panels-code-move-of = { $number } von { $count }
panels-code-no-moves = keiner (keine Züge durchsucht)
panels-code-not-started = nicht begonnen ({ $count ->
        [one] { $count } Zug zu probieren
       *[other] { $count } Züge zu probieren
    })
panels-code-no-locals = Gehen Sie einen Schritt vor, um die Funktion an der Wurzel aufzurufen.
panels-code-values-in = Werte { $view }

## Das Arbeitsblatt
panels-worksheet = Arbeitsblatt
panels-worksheet-current-tree = Aktueller Baum
panels-worksheet-current-tree-hint = Den Lehrbuchbaum bearbeiten, den der Explorer durchsucht
panels-worksheet-seed = Startwert
panels-worksheet-new-seed = Ein neuer Startwert
panels-worksheet-branching-hint = Kinder je Knoten: 3, oder eine Zahl je Ebene 3,2,2, oder ein Bereich 2-4
panels-worksheet-values = Werte
panels-worksheet-values-hint = Blattwerte LO..HI
panels-worksheet-order = Reihenfolge
panels-worksheet-new-tree = Neuer Baum
panels-worksheet-new-tree-hint = Einen Baum aus diesen Feldern erzeugen (der Startwert erzeugt ihn wieder)
panels-worksheet-cell = Feld { $number } von { $count }: { $cell }
panels-worksheet-space-marks = Leertaste markiert
panels-worksheet-entry-hint = α, β oder Wert
panels-worksheet-pruned = abgeschnitten
panels-worksheet-pruned-hint = Den Zug in diesen Knoten als abgeschnitten markieren (oder die Leertaste im Feld drücken)
panels-worksheet-keys = Tab / Umschalt+Tab: nächstes / voriges Feld · Enter: eintragen und weiter · Klick auf einen Knoten: zu ihm gehen, auf eine Kante: als abgeschnitten markieren
panels-worksheet-check-hint = Jedes Feld bewerten
panels-worksheet-next-step = Nächsten Schritt zeigen
panels-worksheet-next-step-hint = Das nächste nicht richtige Feld in Suchreihenfolge ausfüllen
panels-worksheet-reset = Zurücksetzen
panels-worksheet-reset-hint = Das Blatt leeren (Rückgängig wird angeboten)
panels-worksheet-undo-reset = Zurücksetzen rückgängig machen
panels-worksheet-export-sheet = Arbeitsblatt exportieren…
panels-worksheet-export-sheet-hint = Dieser Baum als Prüfung zum Drucken: SVG oder PNG, Werte nur an den Blättern, oder eine .pdf-Datei: eine A4-Seite mit ihrer Überschrift
panels-worksheet-export-key = Lösung exportieren…
panels-worksheet-export-key-hint = Die Lösung im selben Bild: jedes Fenster und jeder Wert, die abgeschnittenen Züge markiert
panels-worksheet-score = Punkte auf dem Arbeitsblatt: { $score }
panels-worksheet-chance = Der Arbeitsblattmodus bewertet Minimax und Alpha-Beta-Suche, und dieser Baum hat Zufallsknoten: Drucken Sie ein Expectimax-Blatt mit `gametree worksheet --chance`, oder gehen Sie den Baum mit eingeschaltetem Quiz durch.
panels-worksheet-made-tree = Baum { $tree }
panels-worksheet-made = Startwert { $seed } · Tiefe { $depth } · Verzweigung { $branching } · Werte { $values } · Reihenfolge { $order }
panels-worksheet-branching-error = Verzweigung: { $error }
panels-worksheet-values-error = Werte: { $error }

## Die Baumansicht
panels-tree-name = Suchbaum
panels-tree-no-search = Noch keine Suche
panels-tree-step-to-root = Einen Schritt vorgehen, um die Wurzel zu betreten
panels-tree-outline = Gliederung
panels-tree-outline-hint = Den Baum als Zeilen zeichnen, ein Knoten je Zeile in Suchreihenfolge, wie breite Spiele sich am besten lesen; aus: ein Fächer von oben nach unten, wie ein Buch einen kleinen Baum zeichnet
panels-tree-skipped = Übersprungene Werte
panels-tree-skipped-hint = Die Werte abgeschnittener Blätter grau schreiben: was die Suche nie angesehen hat
panels-tree-skipped-hidden = Verborgen, solange das Quiz die Werte verbirgt
panels-tree-whole = Ganzer Baum
panels-tree-whole-hint = Den ganzen Baum vom ersten Schritt an zeichnen, wie eine Abbildung im Buch: noch nicht erreichte Knoten blass, ihre Blattwerte grau
panels-tree-fit = Einpassen
panels-tree-fit-hint = Den ganzen Baum ins Fenster einpassen und beim Wachsen eingepasst halten; vergrößert (A+, Strg +) so viel davon, wie hineinpasst, mit dem durchsuchten Knoten im Blick (Mausrad: Zoom · Ziehen: Verschieben · Doppelklick auf einen Knoten: Einklappen)
panels-tree-follow = Folgen
panels-tree-follow-hint = Den durchsuchten Knoten im Blick behalten (Esc). Ziehen am Baum oder Blättern in der Gliederung hält das an, bis Sie hier klicken oder Esc drücken
panels-tree-smaller = Ein kleinerer Baum: Text, Formen und Abstände
panels-tree-size-held = Die Größe des Baums: { $asked } % gewünscht, { $drawn } % behält die Wurzel und den durchsuchten Knoten im Blick
panels-tree-size = Die Größe des Baums
panels-tree-larger = Ein größerer Baum: Text, Formen und Abstände
panels-tree-largest = So groß, wie das Baumfeld ihn mit der Wurzel und dem durchsuchten Knoten im Blick zeigt
panels-tree-fold-hint = Doppelklick klappt seine Züge ein oder aus
panels-tree-collapsed-hint = Eingeklappt: { $count ->
        [one] { $count } Knoten verborgen
       *[other] { $count } Knoten verborgen
    } (Doppelklick zum Ausklappen)
panels-tree-collapse-hint = Doppelklick zum Einklappen

## Die Legenden des Baums
panels-legend-knuth = Knuth-Typen:
panels-legend-knuth-hint = Die Knotentypen nach Knuth und Moore, bestimmt, sobald ein Knoten fertig ist
panels-legend-pv = { $tag } exakt
panels-legend-cut = { $tag } Fail-High (Seite am Zug)
panels-legend-all = { $tag } Fail-Low (Seite am Zug)
panels-legend-pv-meaning = exakter Wert, innerhalb des Fensters
panels-legend-cut-meaning = ein Zug hat ihn widerlegt: Fail-High für die Seite am Zug (an einem MIN-Knoten eine obere Schranke aus Sicht von MAX)
panels-legend-all-meaning = jeder Zug durchsucht, keiner gut genug: Fail-Low für die Seite am Zug (an einem MIN-Knoten eine untere Schranke aus Sicht von MAX)
panels-legend-comparison = Vergleich:
panels-legend-only-here = nur diese Suche
panels-legend-only-other = nur die andere Suche
panels-legend-chance = Zufall: der nach Wahrscheinlichkeit gewichtete Mittelwert seiner Ausgänge
panels-legend-chance-hint = Ein Zufallsknoten (ein Kreis, wie in den Lehrbüchern) ist kein Spieler: Er mittelt die Werte seiner Ausgänge, jeden mit seiner Wahrscheinlichkeit gewichtet. Expectimax durchsucht jeden Ausgang; Star1 hört auf, sobald der Mittelwert, mit den übrigen Ausgängen an den Schranken der Blätter, nicht mehr zählen kann.
panels-legend-quiescence = Ruhesuche: jenseits der Tiefengrenze nur Schlagzüge und Umwandlungen
panels-legend-quiescence-hint = Ein Knoten ohne verbleibende Tiefe, dessen Seite am Zug schlagen, umwandeln kann oder im Schach steht, und seine Kinder: Er nimmt seinen statischen Wert als Stand-Pat und durchsucht nur diese Züge (im Schach jeden Zug).

# The pseudocode's local variables, named as the listing names them.
panels-local-node = knoten
panels-local-depth = tiefe
panels-local-best = bester
panels-local-move = zug
panels-local-returns = liefert
