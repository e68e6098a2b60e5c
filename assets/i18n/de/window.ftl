# Der Rahmen des Fensters: Titel, Menüs, Werkzeugleiste, obere Leiste,
# Hilfe, Brett-Panel, Dialoge und Dateifehler.

window-title = gametree — Spielbaumsuche erkunden
window-accessible-name = gametree — { $shows }
window-saved-position-failed = Die gespeicherte Stellung ließ sich nicht laden: { $error }
window-panel-position = Stellung & Suche
window-panel-inspector = Inspektor & Statistik

## Obere Leiste und die Menüs im Vorlesungsmodus

window-menu-view = ☰ Ansicht
window-menu-view-tip = Vorlesungsmodus, Bereiche, Farbschema, Tasten und Hilfe
window-menu-keys = Tasten
window-menu-keys-tip = Die Tasten, hoher Kontrast und Ansagen für Bildschirmleser
window-menu-language = Sprache
window-menu-language-tip = Die Sprache der Texte im Fenster
window-theme-dark = 🌙 Dunkles Farbschema
window-theme-light = ☀ Helles Farbschema
window-theme-tip = Zwischen hellen und dunklen Farben wechseln
window-toggle-lecture = Vorlesungsmodus
window-toggle-lecture-tip = Große Schrift, dicke Linien, hoher Kontrast, farbenblindsichere Farben; der Baum bekommt den meisten Platz (L)
window-toggle-knuth = Knuth-Typen
window-toggle-knuth-tip = Fertige Knoten nach PV / CUT / ALL färben, mit Legende (K)
window-toggle-teaching-panel = Pseudocode & Erläuterung
window-toggle-teaching-panel-tip = Pseudocode und Erläuterung unter dem Baum zeigen (P)
window-toggle-left-panel = Linker Bereich
window-toggle-left-panel-tip = Brett, Stellung und Sucheinstellungen zeigen oder zu einem Streifen schließen ([)
window-toggle-right-panel = Rechter Bereich
window-toggle-right-panel-tip = Inspektor und Statistik zeigen oder zu einem Streifen schließen (])
window-help-button = Hilfe
window-help-button-tip = Was die Zeichen am Baum bedeuten, und die Tasten (F1 oder H)
window-toggle-high-contrast = Hoher Kontrast
window-toggle-high-contrast-tip = Schwarz auf Weiß (Weiß auf Schwarz) und ein Baum, dessen Farben alle 4,5:1 erreichen, mit oder ohne Vorlesungsmodus
window-toggle-announce = Schritte ansagen
window-toggle-announce-tip = Bildschirmleser sagen den Satz jedes Schritts an, sobald er kommt (eine höfliche Live-Region)
window-practice-worksheet = Arbeitsblatt
window-practice-worksheet-tip = α, β, Werte und abgeschnittene Züge in einen leeren Baum eintragen, dann prüfen (W)
window-practice-drill = Schnellübung
window-practice-drill-tip = Fünf Minuten Übung: ein Zufallsbaum; die abgeschnittenen Kanten anklicken, den Wert der Wurzel eintippen, Enter (D: ein neuer Baum)
window-practice-ordering = Zugsortierung
window-practice-ordering-tip = Beste, natürliche und schlechteste Zugsortierung dieses Baums nebeneinander, verglichen mit den wenigsten Blättern (R)
window-practice-menu = Üben
window-practice-menu-worksheet = Üben: Arbeitsblatt
window-practice-menu-drill = Üben: Schnellübung
window-practice-menu-ordering = Üben: Zugsortierung
window-practice-menu-tip = Arbeitsblatt (W), Schnellübung (D), Zugsortierung (R)

## Tasten und das Hilfefenster

window-key-does-shift-right-arrow = Monte-Carlo-Baumsuche: dieselbe Phase der nächsten Iteration
window-key-does-shift-left-arrow = Monte-Carlo-Baumsuche: dieselbe Phase der vorigen Iteration
window-key-does-right-arrow = Einen Schritt vor
window-key-does-page-down = Einen Schritt vor (Präsentations-Fernbedienung)
window-key-does-left-arrow = Einen Schritt zurück
window-key-does-page-up = Einen Schritt zurück (Präsentations-Fernbedienung)
window-key-does-ctrl-left-arrow = Den auf dem Brett gespielten Zug zurücknehmen
window-key-does-ctrl-right-arrow = Den zurückgenommenen Zug auf dem Brett erneut spielen
window-key-does-n = Nächster betretener Knoten
window-key-does-o = Überspringen: den Teilbaum des aktuellen Knotens abschließen
window-key-does-u = Heraus: den Elternknoten des aktuellen Knotens abschließen
window-key-does-c = Bis zum nächsten Schlüsselmoment (ein Schnitt, eine Wiederholungssuche, ein neuer Durchgang, Stand-Pat, ein Zufallsmittel oder eine UCB1-Wahl)
window-key-does-end = Bis zum Ende der Suche
window-key-does-home = Neu beginnen bei Schritt 0
window-key-does-space = Abspielen / Anhalten
window-key-does-esc = Einen Lauf oder das Abspielen abbrechen; sonst wieder der Suche folgen (Folgen an)
window-key-does-ctrl-shift-z = Die rückgängig gemachte Änderung an Optionen, Bewertung oder Stellung wiederholen
window-key-does-ctrl-y = Wiederholen (wie Strg+Umschalt+Z)
window-key-does-ctrl-z = Die letzte Änderung an Optionen, Bewertung oder Stellung rückgängig machen (bei offenem Brett-Editor eine Bearbeitung)
window-key-does-ctrl-o = Eine Sitzungsdatei öffnen (*.gametree)
window-key-does-ctrl-shift-s = Die Sitzung als neue Datei speichern
window-key-does-ctrl-s = Die Sitzung speichern (in ihre Datei, sonst wird gefragt, wohin)
window-key-does-f = Das Brett drehen
window-key-does-a = Pfeile auf dem Brett (bester Zug, Variante) an oder aus
window-key-does-period = Brett: nächste Stellung der Hauptvariante
window-key-does-comma = Brett: vorige Stellung der Hauptvariante
window-key-does-l = Vorlesungsmodus: große Schrift, dicke Linien, hoher Kontrast
window-key-does-k = Knoten nach Knuth-Typ färben (PV / CUT / ALL)
window-key-does-w = Arbeitsblatt: α, β, Werte und abgeschnittene Züge eintragen, dann prüfen
window-key-does-d = Schnellübung: ein neuer Zufallsbaum; die abgeschnittenen Kanten anklicken, den Wert der Wurzel eintippen, Enter
window-key-does-r = Zugsortierung: beste, natürliche und schlechteste Reihenfolge nebeneinander, verglichen mit dem Minimum
window-key-does-p = Pseudocode und Erläuterung zeigen oder verbergen
window-key-does-open-bracket = Den Stellungsbereich (links) zeigen oder verbergen
window-key-does-close-bracket = Den Inspektorbereich (rechts) zeigen oder verbergen
window-key-does-f11 = Vollbild an oder aus
window-key-does-j = Mit geöffneter Schülerspur: dorthin springen, wo sie zuerst vom Algorithmus abweicht
window-key-does-t = Tastaturfokus auf den Baum (auch mit Tab): seine Tasten stehen unten; Esc verlässt ihn
window-key-does-e = Erklären: der Tastaturfokus auf den Satz des Schritts, den ein Bildschirmleser dann bei jedem Schritt vorliest
window-key-does-f1 = Hilfe: die Zeichen am Baum und diese Tasten
window-key-does-h = Hilfe (wie F1)
window-tree-key-up-down = Baum: ↑ / ↓
window-tree-key-up-down-does = Voriger / nächster Geschwisterknoten
window-tree-key-right = Baum: →
window-tree-key-right-does = Erstes Kind (öffnet zuerst einen eingeklappten Knoten)
window-tree-key-left = Baum: ←
window-tree-key-left-does = Elternknoten (klappt zuerst einen offenen Knoten ein)
window-tree-key-home-end = Baum: Pos1 / Ende
window-tree-key-home-end-does = Die Wurzel / der Knoten, der gerade durchsucht wird
window-tree-key-enter = Baum: Enter
window-tree-key-enter-does = Den Knoten für Brett und Inspektor auswählen
window-tree-key-x = Baum: X
window-tree-key-x-does = Arbeitsblatt oder Übung: den Zug in den Knoten als abgeschnitten markieren (nochmals: Markierung aufheben)
window-keys-or = { $keys } oder { $key }
window-key-shift = Umschalt
window-key-ctrl = Strg
window-key-right-arrow = Pfeil rechts
window-key-left-arrow = Pfeil links
window-key-page-down = Bild ab
window-key-page-up = Bild auf
window-key-home = Pos1
window-key-end = Ende
window-key-space = Leertaste
window-symbol-max = Dreieck mit Spitze nach oben
window-symbol-max-means = Ein MAX-Knoten: die Seite am Zug will den höchsten Wert.
window-symbol-min = Dreieck mit Spitze nach unten
window-symbol-min-means = Ein MIN-Knoten: die Seite am Zug will den niedrigsten Wert.
window-symbol-open = Hohles Dreieck
window-symbol-open-means = Ein Knoten, der noch durchsucht wird; er füllt sich, sobald sein Wert feststeht.
window-symbol-leaf = Quadrat
window-symbol-leaf-means = Ein Blatt: eine Stellung mit statischer Bewertung oder der Blattwert eines Lehrbuchbaums.
window-symbol-over = Raute
window-symbol-over-means = Eine Stellung, in der die Partie vorbei ist (Matt, eine volle Reihe oder Remis).
window-symbol-mate = #2 / #-2 (Schach), W2 / L2 (andere Spiele)
window-symbol-mate-means = Eine gewonnene Partie aus Sicht von MAX, in Zügen gezählt: MAX setzt in 2 Zügen matt (gewinnt) oder wird in 2 Zügen matt gesetzt (verliert).
window-symbol-tt-hit = Gefüllter Kreis
window-symbol-tt-hit-means = Ein Treffer in der Transpositionstabelle: der Wert kam aus der Tabelle, nicht aus einer Suche.
window-symbol-pruned = Kleiner hohler Kreis, grau gestrichelte Kante
window-symbol-pruned-means = Ein abgeschnittener Zug: nie durchsucht, wegen eines Schnitts darüber.
window-symbol-cut-bar = Querstrich über einer Kante
window-symbol-cut-bar-means = Wo der Schnitt abschnitt: jeder Zug danach wurde abgeschnitten.
window-symbol-cutoff-label = α-Schnitt / β-Schnitt
window-symbol-cutoff-label-means = Steht neben dem Knoten, an dem der Schnitttest (α ≥ β, oder α > β, wenn so gewählt) die Schleife beendete.
window-symbol-window = [α, β] unter einem Knoten
window-symbol-window-means = Das Suchfenster, mit dem der Knoten durchsucht wird, aus Sicht von MAX.
window-symbol-bound = ≥ 5 / ≤ 5
window-symbol-bound-means = Das bisher Beste eines offenen Knotens: ein MAX-Knoten liefert mindestens 5, ein MIN-Knoten höchstens 5.
window-symbol-path = Dicke gelbe Linie mit Ring (orange im Vorlesungsmodus)
window-symbol-path-means = Der Pfad von der Wurzel zum Knoten, der gerade durchsucht wird.
window-symbol-pv = Dicke rosa Linie (lila im Vorlesungsmodus)
window-symbol-pv-means = Nach dem Ende der Suche: die Hauptvariante, das beste Spiel beider Seiten.
window-symbol-picked = Äußerer Ring
window-symbol-picked-means = Der Knoten, den Sie gewählt haben (Esc folgt wieder der Suche).
window-symbol-focus = Eckiger Ring
window-symbol-focus-means = Der Knoten mit dem Tastaturfokus, solange der Baum ihn hat (T oder Tab).
window-symbol-collapsed = +N-Plakette
window-symbol-collapsed-means = Ein eingeklappter Teilbaum, der N Knoten verbirgt (Doppelklick klappt ihn auf).
window-symbol-band = Graues Band
window-symbol-band-means = Ein Teilbaum, zu schmal, um ihn bei dieser Vergrößerung Knoten für Knoten zu zeichnen.
window-symbol-knuth = PV / CUT / ALL (Knuth-Typen, K)
window-symbol-knuth-means = PV: exakter Wert innerhalb des Fensters. CUT: ein Zug hat ihn widerlegt (Fail-High für die Seite am Zug). ALL: jeder Zug wurde durchsucht, und keiner war gut genug (Fail-Low für die Seite am Zug). Werte und Schranken stehen sonst aus Sicht von MAX: ein MIN-Knoten mit Fail-High für MIN lieferte eine obere Schranke, für MAX ein „Fail-Low“.
window-symbol-diff = Unterschiedsmarken (Vergleich)
window-symbol-diff-means = Voller Hof: nur von der gezeigten Suche besucht. Gestrichelter Ring: nur von der anderen Suche besucht.
window-symbol-hidden = ?
window-symbol-hidden-means = Ein Wert, verborgen, solange das Quiz oder die Lehrkraft Werte verbirgt.
window-help-title = Hilfe
window-help-opened = Hilfe: die Zeichen am Baum und die Tastenkürzel. Esc schließt sie.
window-help-symbols = Zeichen am Baum
window-help-symbols-intro = Formen unterscheiden die Knotenarten, damit der Baum auch ohne Farbe und auf einem blassen Beamer lesbar ist; Farben wiederholen nur, was die Formen sagen.
window-help-keys = Tastenkürzel
window-help-keys-intro = Tasten wirken immer, wenn kein Textfeld den Fokus hat. Hat der Baum den Tastaturfokus (T oder Tab; ein eckiger Ring markiert seinen Knoten), bewegen die Pfeile, Pos1, Ende und Enter stattdessen durch den Baum; Bild auf, Bild ab und die Buchstabentasten gehen weiter Schritte, und Esc gibt die Pfeile dem Schrittgehen zurück.
window-key-zoom = Strg + / Strg −
window-key-does-zoom = Vergrößern / verkleinern (Strg 0 setzt zurück)

## Toolbar, timeline and status line

window-restart = ⏮ Neustart
window-restart-tip = Zurück zu Schritt 0
window-back = ◀ Zurück
window-back-tip = Einen Schritt zurück
window-step = Schritt ▶
window-step-tip = Einen Schritt vor
window-iteration-back = ◀ Iteration
window-iteration-back-tip = Dieselbe Phase der vorigen Iteration
window-iteration-next = Iteration ▶
window-iteration-next-tip = Dieselbe Phase der nächsten Iteration
window-next-node = Nächster Knoten
window-next-node-tip = Vor bis zum nächsten betretenen Knoten
window-step-over = Überspringen
window-step-over-tip = Vor, bis der Teilbaum des aktuellen Knotens fertig ist
window-step-out = Heraus
window-step-out-tip = Vor, bis der Elternknoten des aktuellen Knotens fertig ist
window-next-key-moment = Nächster Schlüsselmoment
window-next-key-moment-tip = Vor zum nächsten Schlüsselmoment des Algorithmus: ein Schnitt (das Fenster schließt sich), eine Wiederholungssuche, ein neuer Durchgang, ein Stand-Pat, das Mittel eines Zufallsknotens, die Wahl von UCB1 an der Wurzel
window-run-to-end = Bis zum Ende ⏭
window-run-to-end-tip = Vor bis zum Ende der Suche
window-pause = ⏸ Anhalten
window-play = ▶ Abspielen
window-play-tip = Schritt für Schritt vor, im gewählten Tempo
window-speed = Tempo
window-speed-tip = Abspieltempo, in Schritten pro Sekunde
window-cancel = Abbrechen
window-cancel-run-tip = Den Lauf hier anhalten
window-timeline = Zeitleiste
window-timeline-tip = Zu einem aufgezeichneten Schritt klicken oder ziehen (das Ende ist bekannt, sobald die Suche es erreicht hat)
window-step-box-tip = Der gezeigte Schritt: ziehen oder eine Schrittnummer eintippen, um dorthin zu gehen
window-button-tip = { $what } ({ $keys })
window-progress-rerunning = Die Suche läuft erneut bis zu Ihrer Stelle
window-progress-speed = { $doing }… { $steps } Schritte aufgezeichnet, { $nodes } Knoten ({ $speed } Knoten/s)
window-progress = { $doing }… { $steps } Schritte aufgezeichnet
window-motion-step = Schritt vor
window-motion-back = Schritt zurück
window-motion-next-node = Lauf zum nächsten Knoten
window-motion-step-over = Überspringen
window-motion-step-out = Heraus
window-motion-next-key-moment = Lauf zum nächsten Schlüsselmoment
window-motion-start = Neustart
window-motion-end = Lauf bis zum Ende
window-motion-next-iteration = Zur nächsten Iteration
window-motion-previous-iteration = Zur vorigen Iteration
window-status-step-of = Schritt { $step } von { $total }
window-status-step-zero = Schritt 0
window-status-step-recorded = Schritt { $step } (von ≥ { $recorded } aufgezeichneten)
window-status-said = { $position } — { $sentence }
window-status-no-move = keiner
window-status-trace-ends = { $position } — die Spur endet, bevor die Wurzel einen Wert geliefert hat
window-status-node-cap = { $position } — Knotenlimit von { $cap } Knoten erreicht: die Suche hielt vorzeitig an; bisher bester Zug { $best }, Wert { $value }
window-status-complete = { $position } — Suche beendet: bester Zug { $best }, Wert { $value }
window-status-start = { $position } — am Anfang: „Schritt“ (Pfeil rechts) betritt die Wurzel
window-status-hidden = { $position } — Werte sind verborgen: diesen Schritt selbst ermitteln, dann aufdecken

## File menu

window-menu-file = Datei
window-file-open = Öffnen…
window-file-open-trace = Spur öffnen…
window-file-save = Speichern
window-file-save-as = Speichern unter…
window-file-go-to-divergence = Zur ersten Abweichung der Spur
window-file-go-to-divergence-tip = Der Schritt, an dem die Suche des Studenten zuerst vom Algorithmus abweicht
window-file-recent = Zuletzt benutzte Sitzungsdateien
window-menu-file-tip = Sitzungsdateien (*.gametree) öffnen und speichern; Bilder und Folien exportieren

## Side panels

window-strip-open-position = Den Bereich Stellung & Suche zeigen
window-strip-open-inspector = Den Bereich Inspektor & Statistik zeigen

## Position and search controls

window-presets = Vorlagen
window-textbook-trees = Lehrbuchbäume
window-game = Spiel
window-game-tip = Die Stellung welches Spiels eingetippt wird; die Suche wechselt, sobald eine geladen ist
window-enter-one = Enter
window-enter-typed = Strg+Enter
window-enter-pasted = Enter; Umschalt+Enter beginnt eine neue Zeile
window-load-tip = Diese Stellung durchsuchen ({ $enter } im Feld)
window-start-tip = Das Spiel von der Anfangsstellung an durchsuchen
window-leaf-bounds = Blattschranken
window-leaf-low-tip = Der kleinste Wert, den ein Blatt haben kann (L)
window-leaf-to = bis
window-leaf-high-tip = Der größte Wert, den ein Blatt haben kann (U)
window-ordering-natural = Natürlich (Reihenfolge des Zuggenerators)
window-ordering-captures = Schlagzüge zuerst (MVV-LVA)
window-ordering-seed = Kursbericht (Schlagzüge, vorwärts, Rest)
window-ordering-killers = Killerzüge (Schlagzüge, Killer, Rest)
window-ordering-history = History-Heuristik (Schlagzüge, History)
window-ordering-best = Beste zuerst (Orakel)
window-ordering-worst = Schlechteste zuerst (Orakel)
window-ordering-random = Zufällig (mit Startwert)
window-depth = Tiefe
window-depth-mcts = wächst mit den Iterationen
window-depth-mcts-tip = Die Monte-Carlo-Baumsuche hat keine Tiefengrenze: jede Iteration fügt einen Knoten hinzu, und Playouts laufen bis zum Ende der Partie.
window-depth-tree = { $height } Halbzüge (die Höhe des Baums)
window-depth-tree-tip = Lehrbuchbäume werden bis zu ihren Blättern durchsucht.
window-plies-suffix = {" "}Halbzüge
window-depth-tip = Ab Tiefe 5 werden die Bäume sehr groß; das Knotenlimit hält sie sauber an.
window-fail-mode = Fail-Modus
window-fail-hard = Fail-Hard
window-fail-hard-tip = Ein Knoten, der fehlschlägt, liefert einen auf sein Fenster [α, β] begrenzten Wert.
window-fail-soft = Fail-Soft
window-fail-soft-tip = Ein Knoten, der fehlschlägt, liefert den besten Wert, den er tatsächlich gefunden hat.
window-fail-mode-off-tip = Nur die Alpha-Beta-Verfahren haben ein Fenster, an dem sie fehlschlagen können.
window-node-cap = Knotenlimit
window-node-cap-tip = Die Suche hält sauber an, sobald so viele Knoten betreten wurden.
window-tt = Transpositionstabelle
window-tt-tip = Werte von Stellungen wiederverwenden, die schon bis zur selben Tiefe durchsucht wurden.
window-deepening = Iterative Vertiefung
window-deepening-tip = Tiefe 1, 2, … bis zur Tiefe durchsuchen und den Baum jeder Iteration behalten.
window-deepening-off-tip = Lehrbuchbäume haben Werte nur an ihren Blättern.
window-singular = Singuläre Verlängerung
window-singular-tip = Ein Knoten mit genau einem legalen Zug verbraucht keine Tiefe.
window-quiescence = Ruhesuche
window-quiescence-tip = An der Tiefengrenze Schlagzüge und Umwandlungen (im Schach jeden Zug) vom eigenen Wert der Stellung, dem Stand-Pat, aus durchsuchen, statt anzuhalten. Spiele ohne Schlagzüge suchen wie ohne sie.
window-algorithm = Algorithmus
window-guess = Schätzung
window-guess-tip = Die erste Schätzung des Werts der Wurzel. Mit iterativer Vertiefung schätzen spätere Tiefen den Wert der vorigen Tiefe.
window-window-width = Fenster ±
window-window-width-tip = Das erste Fenster ist [Schätzung − w, Schätzung + w]; ein Wert außerhalb öffnet die Schranke, die fehlschlug, und sucht erneut.
window-move-ordering = Zugsortierung
window-seed = Startwert
window-evaluation = Bewertung
window-evaluation-off-tip = Nur Schach hat eine Wahl; Lehrbuchbäume tragen ihre Blattwerte, Tic-Tac-Toe und Vier gewinnt zählen ihre offenen Reihen.
window-undo = Rückgängig
window-undo-tip = Die letzte Änderung einer Option, der Bewertung oder der Stellung rückgängig machen
window-redo = Wiederholen
window-redo-tip = Die zuletzt rückgängig gemachte Änderung wiederholen
window-eval-material = Material (B1 S3 L3 T5 D9)
window-eval-pst = Material + Figur-Feld-Tabellen (Centipawns)
window-cutoff = Schnitt
window-cutoff-ge-tip = Schneiden, sobald α ≥ β: ein Gleichstand an einer Schranke wird abgeschnitten (wie in den Lehrbüchern).
window-cutoff-gt-tip = Erst schneiden, wenn α > β: ein Gleichstand an einer Schranke wird noch durchsucht.
window-cutoff-off-tip = Nur die Alpha-Beta-Verfahren haben ein Fenster, das sich schließen kann.

## The chessboard

window-side-white = Weiß
window-side-black = Schwarz
window-kind-pawn = Bauer
window-kind-knight = Springer
window-kind-bishop = Läufer
window-kind-rook = Turm
window-kind-queen = Dame
window-kind-king = König
window-piece-white-pawn = weißer Bauer
window-piece-white-knight = weißer Springer
window-piece-white-bishop = weißer Läufer
window-piece-white-rook = weißer Turm
window-piece-white-queen = weiße Dame
window-piece-white-king = weißer König
window-piece-black-pawn = schwarzer Bauer
window-piece-black-knight = schwarzer Springer
window-piece-black-bishop = schwarzer Läufer
window-piece-black-rook = schwarzer Turm
window-piece-black-queen = schwarze Dame
window-piece-black-king = schwarzer König
window-square-piece = { $square }: { $piece }
window-square-empty = { $square }: leer
window-board-described = Schachbrett: { $white } weiße und { $black } schwarze Figuren
window-board-described-flipped = Schachbrett: { $white } weiße und { $black } schwarze Figuren, Schwarz unten

## The board editor

window-edit-board = ✏ Brett bearbeiten
window-edit-board-tip = Eine Stellung aufbauen: Figuren setzen und entfernen, dann durchsuchen
window-editor-search = Diese Stellung durchsuchen
window-editor-search-tip = Diese Stellung zur Wurzel machen und durchsuchen
window-editor-search-off-tip = Die Stellung kann noch nicht durchsucht werden: siehe den Grund
window-editor-undo = Bearbeitung rückgängig
window-editor-undo-tip = Die letzte Bearbeitung zurücknehmen (Strg+Z beim Bearbeiten)
window-editor-leave = Editor verlassen
window-editor-leave-tip = Zurück zur durchsuchten Stellung; die Bearbeitungen werden verworfen
window-editor-ready = Bereit zur Suche
window-editor-cannot = Keine Suche möglich: { $error }
window-editor-clear = Leeren
window-editor-clear-tip = Alle Figuren vom Brett nehmen
window-editor-start = Grundstellung
window-editor-start-tip = Die übliche Grundstellung aufbauen
window-palette = Palette: { $piece }
window-palette-tip = { $piece }: mit einem Klick auf ein Feld setzen oder dorthin ziehen
window-eraser = Radierer
window-eraser-tip = Ein Klick entfernt die Figur
window-to-move-label = Am Zug:
window-castling = Rochade:
window-castling-white-short = Weiß O-O
window-castling-white-long = Weiß O-O-O
window-castling-black-short = Schwarz O-O
window-castling-black-long = Schwarz O-O-O
window-castling-right = { $name } ({ $letter })
window-en-passant = En passant:
window-en-passant-none = keins
window-en-passant-tip = Nur Felder hinter einem Bauern, der eben zwei Felder gezogen sein könnte, werden angeboten

## Playing on the board

window-move-back = ◀ Zug zurück
window-move-back-tip = Den auf dem Brett gespielten Zug zurücknehmen ({ $keys })
window-move-forward = Zug vor ▶
window-move-forward-tip = Den zurückgenommenen Zug erneut spielen ({ $keys })
window-promote-to = Umwandeln in
window-promote-tip = Was aus einem Bauern wird, der die letzte Reihe erreicht
window-played = Gespielt: { $moves }
window-played-tip = Die auf dem Brett gespielten Züge; * markiert den Zug in die durchsuchte Stellung

## Monte Carlo tree search options

window-mcts-iterations = Iterationen
window-mcts-iterations-tip = Jede Iteration wählt aus, expandiert einen Knoten, spielt einmal aus und propagiert das Ergebnis zurück.
window-mcts-seed = Startwert
window-mcts-seed-tip = Der Zufallsstartwert der Playouts: derselbe Startwert ergibt denselben Baum, Schritt für Schritt.
window-mcts-exploration = Exploration C
window-mcts-exploration-tip = UCB1 = W/N + C·√(ln N_parent / N): ein größeres C probiert die weniger besuchten Kinder öfter. Standard: √2 ≈ 1.414.
window-mcts-exploration-default-tip = Zurück zum Standard, √2

## The position panel

window-section-position = Stellung
window-section-search = Suche
window-drill-search-note = Der Baum der Übung wird mit Alpha-Beta durchsucht, natürliche Reihenfolge, Schnitt bei { $test }, Fail-{ $fail }: seine eigenen Konventionen, im Übungsbereich gewählt. Die Sucheinstellungen des Explorers kehren zurück, wenn die Übung schließt.

## The game's moves

window-pgn-game = Partie
window-pgn-tip = Einen Zug anklicken, um die Stellung danach zu durchsuchen
window-pgn-start = Start

## The board panel

window-textbook-tree = Lehrbuchbaum
window-textbook-tree-facts = { $nodes } Knoten, { $leaves } Blätter, Höhe { $height }; die Wurzel ist { $root }, und Listen, die nicht max[…] oder min[…] heißen, wechseln zwischen MAX und MIN.
window-grid-to-move = { $mover } ist am Zug. MAX = { $max } (an der Wurzel am Zug), MIN = { $min }
window-copy-position = Stellung kopieren
window-copy-position-tip = Den Text dieser Stellung kopieren, wie ihn das Stellungsfeld nimmt
window-play-hint-root = Auf das Brett klicken, um dort einen Zug zu spielen und die neue Stellung zu durchsuchen.
window-play-hint-inside = Gezeigt wird ein Knoten innerhalb der Suche; an der Wurzel (Schritt 0, oder die Wurzel wählen) spielt ein Klick einen Zug.
window-flip-board = ⟲ Brett drehen
window-flip-board-tip = Das Brett von der anderen Seite zeigen ({ $keys })
window-arrows = Pfeile
window-arrows-tip = Pfeile für den besten Zug (grün, nach Halbzug nummeriert), die Variante voraus und die gespielten Züge (blau) ({ $keys })
window-side-to-move = { $side } am Zug
window-chess-max-min = MAX = { $max } (an der Wurzel am Zug), MIN = { $min }
window-copy-fen = FEN kopieren
window-copy-fen-tip = Die FEN dieser Stellung kopieren
window-path = Pfad: { $path }
window-ply-chance = Halbzug { $ply }: hier CHANCE, ein Ausgang wird gezogen
window-ply-role = Halbzug { $ply }: hier ist { $role } am Zug

## Export items

window-export-tree = Baum exportieren…
window-export-tree-tip = Der Baum bei diesem Schritt als SVG oder PNG: der ganze Baum oder der sichtbare Teil
window-export-board = Brett exportieren…
window-export-board-tip = Das Brett des gezeigten Knotens als SVG oder PNG (Schach, Tic-Tac-Toe, Vier gewinnt)
window-export-slides = Folien exportieren…
window-export-slides-tip = Ein Bild pro Schritt (jeder Schritt oder die Schlüsselschritte), mit der Erläuterung
window-export-deck = Foliensatz exportieren…
window-export-deck-tip = Ein PDF, eine 16:9-Seite pro Schritt (jeder Schritt oder die Schlüsselschritte), mit Titel und Erläuterung
window-export-web-page = Webseite exportieren…
window-export-web-page-tip = Ein Rundgang durch die Schritte als eine Webseite, die jeder Browser offline öffnet: Baum, Brett, Erläuterung und Pseudocode bei jedem Schritt
window-copy-image = Bild kopieren
window-copy-image-tip = Den sichtbaren Teil des Baums als Bild in die Zwischenablage kopieren

# Gruppiert die Ziffern einer Anzahl in Dreiern: 18.124.
window-thousands-separator = .
# Ein Knoten ohne eigenen Zug, in einem Satz.
window-the-root = die Wurzel
# Eine Zugsortierung in wenigen Worten, im Vergleich und im Tiefendiagramm.
window-ordering-word-natural = natürlich
window-ordering-word-captures = Schlagzüge zuerst
window-ordering-word-seed = Kursbericht
window-ordering-word-killers = Killerzüge
window-ordering-word-history = History
window-ordering-word-best = beste zuerst
window-ordering-word-worst = schlechteste zuerst
window-ordering-word-random = zufällig:{ $seed }
