# Exportierte Dateien (src/export): Folien, Arbeitsblätter und Lösungen, Tooltips der Bilder, die Webseite.

## Folien und Animationen.
# $algorithm: der Titel des Pseudocodes; $game: der Name des Spiels.
export-deck-title-textbook = { $algorithm } · { $game }
export-deck-title = { $algorithm } · { $game }, Tiefe { $depth }
export-step-of = Schritt { $step } von { $total }
export-step = Schritt { $step }
# $step: „Schritt k von n“; $narration: der Satz des Schritts.
export-caption = { $step }: { $narration }

## Die Tooltips eines Bildes, nach denen des Knotens.
export-tip-pruned-group = { $count ->
        [one] Eine Markierung für einen abgeschnittenen Zug
       *[other] Eine Markierung für { $count } abgeschnittene Züge
    }
export-tip-band = { $count ->
        [one] Ein Band für einen Teilbaum aus einem Knoten
       *[other] Ein Band für einen Teilbaum aus { $count } Knoten
    }
export-tip-searched-group = { $count ->
        [one] Eine Zeile für einen durchsuchten Zug
       *[other] Eine Zeile für { $count } durchsuchte Züge
    }
export-tip-ahead = In diesem Schritt noch nicht erreicht

## Arbeitsblätter und ihre Lösungen.
export-sheet-title-expectimax = Arbeitsblatt Expectimax
export-key-title-expectimax = Arbeitsblatt Expectimax: Lösung
export-sheet-title-minimax = Arbeitsblatt Minimax
export-key-title-minimax = Arbeitsblatt Minimax: Lösung
export-sheet-title-alpha-beta = Arbeitsblatt Alpha-Beta-Suche
export-key-title-alpha-beta = Arbeitsblatt Alpha-Beta-Suche: Lösung
export-sheet-conventions-expectimax = Konventionen: Expectimax, alle Ausgänge eines Kreises gleich wahrscheinlich, Mittelwerte exakt geschrieben (23/3), kein Schnitt
export-sheet-conventions-minimax = Konventionen: Minimax, keine Fenster, kein Schnitt
# $test: der Schnitttest, `α ≥ β` oder `α > β`.
export-sheet-conventions-fail-soft = Konventionen: Schnitt bei { $test } · Fail-Soft: ein Knoten gibt den besten gefundenen Wert zurück
export-sheet-conventions-fail-hard = Konventionen: Schnitt bei { $test } · Fail-Hard: der Wert eines Knotens wird auf sein Fenster [α, β] begrenzt
export-sheet-root-line = { $player } ist an der Wurzel am Zug · jeder Wert aus der Sicht von MAX · ein Knoten heißt nach seinen Zügen: 2.1 ist Zug 1 nach Zug 2
export-sheet-name-date = Name ______________________________      Datum ______________
export-sheet-instructions-expectimax = Schreiben Sie den Wert jedes inneren Knotens in sein Kästchen: ein Dreieck nimmt sein bestes Kind, ein Kreis den Mittelwert seiner Ausgänge.
export-sheet-instructions-minimax = Schreiben Sie den Minimax-Wert jedes inneren Knotens in sein Kästchen in der Tabelle unter dem Baum.
export-sheet-instructions-alpha-beta = Füllen Sie die Zeile jedes inneren Knotens in der Tabelle aus (—, wenn nie besucht); streichen Sie jede abgeschnittene Kante durch.
export-sheet-window-boxes = Fensterkästchen: α ein, β ein = das Fenster [α, β], mit dem der Knoten betreten wird; α aus, β aus = sein Fenster, nachdem der Wert seines letzten Zuges zurückkam.
export-sheet-node-head = Knoten

## Die Webseite zum Durchschreiten.
export-page-title = { $title }: Schritt für Schritt
export-page-noscript = Diese Seite geht die Suche mit JavaScript Schritt für Schritt durch: Erlauben Sie es für diese Seite, um die Schritte zu sehen.
export-page-tree-pane = Der Suchbaum
export-page-board-pane = Das Brett des aktuellen Knotens
export-page-summary-title = Das Ergebnis der Suche
export-page-steps = Schritte
export-page-first-tip = Erster Schritt (Pos1)
export-page-first = « Anfang
export-page-back-tip = Voriger Schritt (←)
export-page-back = ◀ Zurück
export-page-play-tip = Abspielen oder anhalten (Leertaste)
export-page-play = ▶ Abspielen
export-page-pause = ‖ Anhalten
export-page-next-tip = Nächster Schritt (→)
export-page-next = Weiter ▶
export-page-last-tip = Letzter Schritt (Ende)
export-page-last = Ende »
export-page-slider = Schritt
# $address: `#step=N`, als Code gesetzt.
export-page-footer = Tasten: ← und → gehen einen Schritt zurück und vor, Pos1 und Ende springen zum ersten und zum letzten Schritt, die Leertaste spielt ab und hält an. Die Adresse endet auf { $address }: Ein Link darauf öffnet Schritt N. Erstellt mit gametree; diese Seite braucht kein Netz.
export-page-nothing-drawn = In diesem Schritt wird nichts gezeichnet.
# $node: der aktuelle Knoten, wie man ihn ausspricht.
export-page-current-node = Aktueller Knoten: { $node }
export-page-choice-cutoffs = Eine Seite zeigt höchstens { $most } Schritte: Diese zeigt { $shown } der { $steps } Schritte der Suche, die Schnitte mit dem ersten und dem letzten Schritt.
export-page-choice-key = Eine Seite zeigt höchstens { $most } Schritte: Diese zeigt { $shown } der { $steps } Schritte der Suche, die Schlüsselschritte.
export-page-choice-cutoffs-until = Eine Seite zeigt höchstens { $most } Schritte: Diese zeigt { $shown } der { $steps } Schritte der Suche, die Schnitte mit dem ersten Schritt bis Schritt { $until }, dann den letzten Schritt.
export-page-choice-key-until = Eine Seite zeigt höchstens { $most } Schritte: Diese zeigt { $shown } der { $steps } Schritte der Suche, die Schlüsselschritte bis Schritt { $until }, dann den letzten Schritt.

## Die Fragensammlung für Moodle.
export-moodle-exact = exakt
export-moodle-at-least = mindestens
export-moodle-at-most = höchstens
export-moodle-not-searched = nicht durchsucht
export-moodle-none-pruned = kein Zug wird abgeschnitten
export-moodle-tree-alt = Der Baum: die Werte der Blätter stehen darunter
export-moodle-task-bounds = Durchsuchen Sie den Baum mit der Alpha-Beta-Suche. Geben Sie für jeden inneren Knoten den Wert an, den er zurückgibt, und ob dieser Wert exakt ist oder nur eine Schranke für den wahren Wert des Knotens (mindestens, höchstens); für einen Knoten, den die Suche nie betritt, wählen Sie „nicht durchsucht“ (seine Zahl wird nicht bewertet: schreiben Sie irgendeine, etwa 0).
export-moodle-task-expectimax = Geben Sie den Expectimax-Wert jedes inneren Knotens an (einen Bruch als Dezimalzahl mit zwei Stellen).
export-moodle-task-minimax = Geben Sie den Minimax-Wert jedes inneren Knotens an.
export-moodle-which-pruned = Welche Züge werden abgeschnitten (wegen eines Schnitts nie durchsucht)? Ein Zug heißt nach dem Knoten, zu dem er führt.
export-moodle-answer-key = Lösung
export-moodle-key-at-least = mindestens { $value }
export-moodle-key-at-most = höchstens { $value }
export-moodle-key-exact = exakt, { $value }
# $moves: die Knoten der abgeschnittenen Züge, oder dass keiner abgeschnitten wird.
export-moodle-pruned-moves = Abgeschnittene Züge: { $moves }
export-moodle-key-alt = Die Lösung, in den Baum gezeichnet
