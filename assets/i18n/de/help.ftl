# Die Hilfe der Kommandozeile (`gametree --help`, `gametree analyze --help`, …):
# der Text jeder Option, der Unterbefehle und des Programms, und claps
# Überschriften und Ablehnungen (src/cli/help.rs, src/cli/refusal.rs).

help-gametree-about = Zusehen, wie Minimax und die Alpha-Beta-Suche eine Schachstellung oder einen Lehrbuch-Spielbaum Schritt für Schritt durchsuchen.
help-gametree-long-about =
    Zusehen, wie Minimax und die Alpha-Beta-Suche eine Schachstellung, einen Lehrbuch-Spielbaum, eine Tic-Tac-Toe- oder eine Vier-gewinnt-Stellung durchsuchen.

    Ohne Unterbefehl öffnet gametree das Fenster des Explorers.
help-gametree-session = Eine Sitzungsdatei (*.gametree), mit der der Explorer geöffnet wird
help-gametree-size = Die innere Größe des Fensters in Punkten, z. B. 1280x720 (ein Beamer) [Standard: 1400x860]
help-gametree-lecture = Im Vorlesungsmodus öffnen (wie ihn L einschaltet)
help-gametree-panels = Die geöffneten Seitenleisten, durch Kommas getrennt: position (das Brett und die Felder der Suche), inspector oder none [Standard: wie beim letzten Mal]
help-gametree-panels-position = Die Stellungsleiste links: das Brett, die Stellung und die Felder der Suche
help-gametree-panels-inspector = Der Inspektor rechts
help-gametree-panels-none = Keine Leiste: beide zu einem Streifen geschlossen
help-gametree-zoom = Der Zoom des ganzen Fensters in Prozent, wie ihn Strg + und Strg − einstellen (jeder Druck 10 Punkte): 120 ist zweimal Strg +; das Fenster behält seine Größe auf dem Bildschirm [Standard: 100]
help-gametree-frame-dump = Das Fenster öffnen, warten, bis sein Bild fertig ist, das Gezeichnete (jeden Text mit Größe, Ort und Zuschnitt, dazu die Elemente des Baums) als JSON in FILE.json schreiben und beenden; aus den gespeicherten Einstellungen des Fensters wird nichts gelesen und nichts in sie gespeichert
help-gametree-lang = Die Sprache von allem, was gametree sagt, im Fenster und in jedem Unterbefehl (en, de, …) [Standard: die des Systems, aus `LC_ALL`, `LC_MESSAGES` oder `LANG`, sonst Englisch]
help-analyze-about = Eine Stellung oder einen Baum bis zum Ende durchsuchen und das Ergebnis ausgeben
help-analyze-game = Das Spiel: chess (Schach), tree (Baum), tictactoe, connect4 (Vier gewinnt) oder pig (Schweinerei) [Standard: chess, mit --tree tree]
help-analyze-position = Die Stellung des Spiels von --game: bei Tic-Tac-Toe 9 Zeichen x, o, . Reihe für Reihe von oben ("x...o...."); bei Vier gewinnt die gespielten Spalten, ab 1 gezählt ("4453"); bei Pig die gesicherten Punkte, wer am Zug ist und die Punkte des Zugs ("12-7 a+5", siehe docs/CLI.md); eine FEN oder ein Baum, wie --fen und --tree sie nehmen [Standard: das leere Brett, die Ausgangsstellung]
help-analyze-fen = Die zu durchsuchende Schachstellung als FEN (auch eine Zeile `[FEN "…"]`, eine PGN oder eine Zugliste werden gelesen) [Standard: die Ausgangsstellung]
help-analyze-pgn = Eine Schachpartie als PGN oder eine Zugliste ab der Ausgangsstellung (SAN oder UCI) in FILE (`-`: die Standardeingabe): durchsucht wird die Stellung nach --ply Zügen
help-analyze-ply = Mit --pgn: die Stellung nach N Halbzügen durchsuchen (0 ist die Ausgangsstellung der Partie) [Standard: die letzte]
help-analyze-game-index = Mit --pgn: Partie N der Datei lesen (1 ist die erste) [Standard: 1]
help-analyze-tree = Ein Lehrbuch-Spielbaum als verschachtelte Liste, z. B. `[[3,12,8],[2,4,6],[14,5,2]]`, oder der Name eines eingebauten Baums (classic: Abbildung 5.2/5.5 aus AIMA; uneven, ties, uniform-3x3x3, perfect-3x3x3, worst-3x3x3; mit Zufallsknoten expectimax, der aus CS188, und expectimax-weighted)
help-analyze-compare = Die Stellung noch einmal mit dem Algorithmus ALGO durchsuchen, sonst alles gleich, und dessen Zug und Knoten neben denen dieser Suche angeben, und ob sie übereinstimmen (z. B. --algo mcts --compare alphabeta)
help-analyze-iterations = Monte-Carlo-Baumsuche: die Zahl der Iterationen (1 bis 1.000.000)
help-analyze-seed = Monte-Carlo-Baumsuche: der Startwert des Zufalls der Playouts (derselbe Startwert ergibt denselben Baum, Schritt für Schritt)
help-analyze-exploration = Monte-Carlo-Baumsuche: die Erkundungskonstante C von UCB1, eine Zahl ≥ 0 [Standard: √2 ≈ 1,414]
help-analyze-playout-cap = Monte-Carlo-Baumsuche: ein Playout endet nach so vielen Halbzügen und wird nach dem Vorzeichen der statischen Bewertung gewertet (Schach)
help-analyze-guess = Aspirationsfenster und MTD(f): die erste Schätzung des Werts der Wurzel (mit --id die der ersten Iteration; spätere schätzen den Wert der vorigen Iteration)
help-analyze-window = Aspirationsfenster: das erste Fenster ist [guess − W, guess + W]
help-analyze-bounds = Star1: der kleinste und der größte Wert, den ein Blatt haben kann, als LO..HI in den Werten des Spiels (0..10, -1/2..3/2) [Standard: das kleinste und das größte Blatt eines Baums; bei Pig −Ziel..Ziel]
help-analyze-depth = Tiefe in Halbzügen [Standard: 3 bei Schach, 9 (die ganze Partie) bei Tic-Tac-Toe, 4 bei Vier gewinnt; ein Baum wird bis zu seinen Blättern durchsucht]
help-analyze-order = Zugsortierung: natural, captures, seed, killers, history, best, worst oder random:SEED
help-analyze-fail = Was ein Knoten zurückgibt, der nach oben oder unten ausbricht: soft (der beste gefundene Wert, wie die Alpha-Beta-Suche in AIMA) oder hard (auf sein Fenster begrenzt)
help-analyze-cutoff = Die Schnittregel: ge schneidet, sobald α ≥ β (ein Gleichstand an einer Schranke wird abgeschnitten), gt erst, wenn α > β (ein Gleichstand wird noch durchsucht)
help-analyze-tt = Eine Transpositionstabelle verwenden
help-analyze-id = Iterative Vertiefung: Tiefe 1, 2, … bis zur Tiefe durchsuchen
help-analyze-singular-extension = Ein Knoten mit genau einem legalen Zug verbraucht keine Tiefe
help-analyze-quiescence = An der Tiefengrenze Schlagzüge und Umwandlungen (im Schach jeden Zug) ab dem statischen Wert, dem Stand-pat, weiter durchsuchen, statt anzuhalten
help-analyze-eval = Statische Bewertung im Schach: material oder pst (Tic-Tac-Toe und Vier gewinnt haben je eine Bewertung)
help-analyze-max-nodes = Sauber anhalten, sobald so viele Knoten betreten wurden
help-analyze-json = Ein JSON-Objekt statt Text ausgeben
help-analyze-dot = Außerdem den fertigen Suchbaum als Graphviz-DOT in FILE schreiben
help-analyze-trace = Eine Zeile je Ereignis der Suche statt der Zusammenfassung ausgeben
help-analyze-session = Durchsuchen, was die Sitzungsdatei FILE enthält, mit ihren Einstellungen und ihrem Schritt; hier gegebene Optionen ersetzen die Werte der Datei
help-analyze-save-session = Eine Sitzungsdatei (*.gametree) dieser Suche in FILE schreiben, bei --step
help-analyze-step = Der Schritt K: der Baum, wie er nach K Ereignissen steht (0 ist vor dem Beginn der Suche) [Standard: das Ende oder der Schritt der Datei von --session]; ein K hinter dem Ende ist ein Fehler. Bilder zeigen ihn; Folien reichen bis zu ihm
help-analyze-svg = Den Baum als SVG in FILE schreiben
help-analyze-png = Den Baum als PNG in FILE schreiben
help-analyze-whole-tree = Einen Lehrbuch-Spielbaum in Bildern, Folien und Foliensätzen ganz zeichnen, wie eine Abbildung im Buch: die beim gezeigten Schritt nicht erreichten Knoten blass, ihre Blattwerte grau
help-analyze-layout = Wie der Baum in Bildern, Folien und Foliensätzen gezeichnet wird: outline (ein Knoten je Zeile, für breite Spiele), fan (von oben nach unten, wie ein Buch ihn zeichnet) oder auto (eine Gliederung bei Spielen mit sechs oder mehr Zügen an der Wurzel)
help-analyze-layout-auto = Eine Gliederung bei Spielen mit sechs oder mehr Zügen an der Wurzel, sonst ein Fächer
help-analyze-layout-outline = Ein Knoten je Zeile, nach Halbzug eingerückt
help-analyze-layout-fan = Von oben nach unten, Eltern mittig über ihren Kindern
help-analyze-size = Die Größe der Bilder in Pixeln (das Brett ist so hoch wie die Bilder) [Standard: 1280x720]
help-analyze-theme = Das Farbschema der Bilder: light, dark, lecture oder lecture-dark [Standard: lecture für die Folien von --slides, --deck, --gif und --apng, die für einen Beamer sind; light für die übrigen Bilder und --html]
help-analyze-board-svg = Das Brett beim gezeigten Schritt als SVG in FILE schreiben (jedes Spiel mit Brett: Schach, Tic-Tac-Toe, Vier gewinnt, Pig; kein Baum)
help-analyze-board-png = Das Brett beim gezeigten Schritt als PNG in FILE schreiben (wie --board-svg)
help-analyze-slides = Eine Folie je Schritt in DIR schreiben: step-0001.svg und step-0001.png, …
help-analyze-deck = Die Folien als ein PDF in FILE schreiben: eine 16:9-Seite (1280x720, gleich, was --size sagt) je Folie, mit einer Titelzeile und der Bildunterschrift
help-analyze-gif = Die Folien als animiertes GIF in FILE schreiben, ein Bild je Folie, der Baum ruhig von Bild zu Bild (--size, --theme; 256 Farben je Bild)
help-analyze-apng = Die Folien als animiertes PNG (APNG) in FILE schreiben, wie --gif, mit allen Farben
help-analyze-frame-ms = Wie lange jedes Bild von --gif und --apng steht, in Millisekunden (ein GIF rundet auf Hundertstelsekunden auf)
help-analyze-html = Einen Gang durch die Suche als eine Webseite in FILE schreiben: der Baum jedes Schritts (in --size, sonst 960x540), Brett, Erzählung und Zeile des Pseudocodes, mit Tasten, Knöpfen oder einem Schieberegler durchzugehen, ohne etwas nachzuladen; ihre Schritte, wie --slides-at, --from und --to sie wählen [Standard: jeder Schritt, wenn es höchstens 2000 sind, sonst die Schlüsselschritte, wenn es so viele sind, sonst die Schnitte, deren erste und der letzte Schritt, wenn es mehr sind; gemeldet auf stderr und in der Seite]
help-analyze-slides-at = Welche Schritte eine Folie bekommen (--slides, --deck, --gif, --apng, --html): all, key (ein Knoten betreten, ein Zurückreichen, ein Schnitt, das Ende) oder cutoffs (jeder Schnitt, mit dem ersten und dem letzten Schritt) [Standard: jeder Schritt, wenn es höchstens 50 sind, sonst die Schlüsselschritte, wenn es so viele sind, sonst die Schnitte, die ersten 48, wenn es mehr sind; gemeldet auf stderr]
help-analyze-from = Der erste Schritt mit einer Folie (--slides, --deck, --gif, --apng, --html) [Standard: 1]
help-analyze-to = Der letzte Schritt mit einer Folie (--slides, --deck, --gif, --apng, --html) [Standard: --step, sonst das Ende]
help-analyze-no-caption = Folien (--slides, --deck, --gif, --apng) ohne die Erzählung des Schritts unter dem Baum
help-worksheet-about = Einen Baum aus einem Startwert für Übung oder Prüfung erzeugen, mit seinem Lösungsschlüssel
help-worksheet-seed = Der Startwert: derselbe Startwert mit denselben Einstellungen ergibt denselben Baum und Schlüssel
help-worksheet-depth = Halbzüge von der Wurzel bis zu den Blättern
help-worksheet-branching = Kinder je Knoten: N (jede Ebene), N,N,… (eine Zahl je Ebene, die der Wurzel zuerst), Bereiche LO-HI für ungleichmäßige Bäume, z. B. 3 oder 3,2,2 oder 2-3, oder eine ausdrückliche Form mit Punkten für Blätter, z. B. [[.,.],[.,.,.],.]
help-worksheet-values = Der Bereich der Blattwerte, LO..HI [Standard: 0..99]
help-worksheet-order = Reihenfolge der Kinder: random (zufällig), best (die wenigsten Blätter für die Alpha-Beta-Suche) oder worst (kein Schnitt)
help-worksheet-root = Wer an der Wurzel zieht
help-worksheet-root-max = MAX (der Standard)
help-worksheet-root-min = MIN: der Baum wird `min[…]` geschrieben, und die Ebenen darunter wechseln sich ab
help-worksheet-chance = Die Ebenen von MIN sind Zufallsknoten mit gleichen Wahrscheinlichkeiten (die Expectimax-Übung aus CS188): der Schlüssel ist der von Expectimax, und das Blatt fragt nur nach Werten (jeder Kreis ist der Mittelwert seiner Ausgänge)
help-worksheet-cutoff = Die Schnittregel: ge schneidet, sobald α ≥ β (ein Gleichstand an einer Schranke wird abgeschnitten), gt erst, wenn α > β (ein Gleichstand wird noch durchsucht)
help-worksheet-json = Den Baum und den Lösungsschlüssel als ein JSON-Objekt ausgeben
help-worksheet-answer = Auch die Lösung im Terminal ausgeben: was `gametree analyze --tree TEXT` für den Baum ausgibt (Wert, Züge an der Wurzel, bester Zug, Zählungen, bewertete Blätter). Ohne diese Option werden nur der Baum und die geschriebenen Dateien ausgegeben, sodass Studierende ein Blatt erzeugen können, ohne seinen Schlüssel zu sehen
help-worksheet-svg = Das Prüfungsblatt (nur Blattwerte, leere Kästchen) als SVG in FILE schreiben
help-worksheet-png = Das Prüfungsblatt als PNG in FILE schreiben
help-worksheet-key-svg = Den Lösungsschlüssel (das ausgefüllte Blatt: Werte, Fenster, abgeschnittene Züge, nicht besuchte Knoten grau) als SVG in FILE schreiben
help-worksheet-key-png = Den Lösungsschlüssel als PNG in FILE schreiben
help-worksheet-pdf = Die Prüfung als druckbares einseitiges PDF in FILE schreiben: Kopf (Zeile für Name und Datum, Startwert und Einstellungen, Anleitung, Konventionen, eine Legende der Fensterkästchen) über dem leeren Baum
help-worksheet-key-pdf = Den Lösungsschlüssel als einseitiges PDF in FILE schreiben, im selben Aufbau
help-worksheet-values-only = Mit --pdf / --key-pdf: ein Minimax-Blatt, nur Werte (keine Fenster, nichts abgeschnitten)
help-worksheet-moodle = Eine Moodle-Fragensammlung (Moodle XML) in FILE schreiben: --count Lückentextfragen, Frage i aus dem Startwert --seed + i (jede, was `worksheet --seed` mit diesem Startwert ergibt), automatisch bewertet: die Werte, nach denen das Blatt fragt (Alpha-Beta: mit genau, mindestens oder höchstens), und die abgeschnittenen Züge; darin das Bild des Baums, der Schlüssel als Rückmeldung
help-worksheet-count = Mit --moodle: wie viele Fragen, von 1 bis 1000
help-worksheet-paper = Das Papier der PDFs: a4 oder letter
help-check-about = Die eigene Spur einer Suche (JSON Lines) gegen Minimax und die Alpha-Beta-Suche prüfen: welche sie ist, oder wo sie zuerst von ihnen abweicht und warum
help-check-trace = Die Spur, die eine Suche geschrieben hat, als JSON Lines (docs/FORMATS.md); `-` liest die Standardeingabe
help-check-algo = Nur gegen diesen Algorithmus prüfen: minimax oder alphabeta, oder für eine Spur mit den Werten von Negamax negamax oder negamax-ab [Standard: erkennen, welcher passt]
help-check-fail = Nur eine Alpha-Beta-Suche, die so ausbricht: hard (der Wert eines Knotens auf sein Fenster begrenzt) oder soft (der beste gefundene Wert) [Standard: beide]
help-check-cutoff = Nur eine Alpha-Beta-Suche mit dieser Schnittregel: ge (α ≥ β) oder gt (α > β) [Standard: beide]
help-check-json = Ein JSON-Objekt ausgeben, {"{"}"matches": [...], "divergence": {"{"}...{"}"}{"}"}

## `--algo`: $summary ist help-analyze-algo-summary; $titles ist eine Zeile
## je Algorithmus ("  minimax: Minimax"), sein Name und sein Titel.
help-analyze-algo-summary = Der Algorithmus: { $names }. Nur { $averaging } durchsuchen Zufallsknoten; ein Spiel mit Zufallsknoten wird mit { $default } durchsucht, wenn --algo nicht angegeben ist
help-analyze-algo = { $summary }
help-analyze-algo-long =
    { $summary }.

    { $titles }
# Die letzten zwei Einträge einer Liste: „a, b oder c“ ($rest ist „a, b“).
help-list-or = { $rest } oder { $last }
help-list-and = { $rest } und { $last }

## claps eigene Optionen und sein Unterbefehl `help`.
help-flag-help = Hilfe ausgeben
help-flag-help-more = Hilfe ausgeben (mehr mit „--help“)
help-flag-help-summary = Hilfe ausgeben (eine Zusammenfassung mit „-h“)
help-flag-version = Version ausgeben
help-subcommand-help = Diese Hilfe oder die Hilfe der genannten Unterbefehle ausgeben
help-subcommand-help-command = Hilfe zu den Unterbefehlen ausgeben

## claps Überschriften.
help-usage-heading = Aufruf:
help-usage-options = OPTIONEN
help-commands-heading = Befehle
help-arguments-heading = Argumente
help-options-heading = Optionen
help-possible-values = [mögliche Werte: { $values }]
help-possible-values-heading = Mögliche Werte:
help-default = [Standard: { $value }]

## claps Ablehnungen (src/cli/refusal.rs), nach „Fehler: “.
help-refusal-unknown-argument = unbekanntes Argument „{ $argument }“
help-refusal-invalid-choice = ungültiger Wert { $value } für „{ $option }“
help-refusal-missing-value = „{ $option }“ braucht einen Wert, aber es wurde keiner angegeben
help-refusal-missing-arguments = diese nötigen Argumente fehlen: { $arguments }
help-refusal-out-of-range = { $number } liegt nicht in { $range }
help-refusal-number-empty = eine leere Zeichenkette ist keine Zahl
help-refusal-number-invalid-digit = ungültige Ziffer in der Zahl
help-refusal-number-too-large = die Zahl ist zu groß für diese Option
help-refusal-number-too-small = die Zahl ist zu klein für diese Option
help-refusal-number-zero = die Zahl darf nicht null sein
