# Error messages (src/chess/, src/textbook/, src/session_file/, src/input.rs, …).

## A FEN that cannot be read ($q_… are the quoted input).
chess-fen-field-count = Stellung { $q_fen } hat { $count } { $count ->
        [one] Feld
       *[other] Felder
    }; eine FEN braucht 6 (Aufstellung, Spieler am Zug, Rochade, En passant, Halbzugzähler, Zugnummer), oder 4, wenn beide Zähler fehlen
chess-fen-rank-count = Aufstellung { $q_text } hat { $count } Reihen; ein Brett hat genau 8, getrennt durch '/'
chess-fen-rank-width = Reihe { $rank } { $q_text } beschreibt { $squares } Felder; jede Reihe muss genau 8 beschreiben
chess-fen-placement-char = Reihe { $rank } { $q_text } enthält { $q_found }; erlaubt sind nur die Ziffern 1-8 und die Figuren pnbrqkPNBRQK
chess-fen-adjacent-digits = Reihe { $rank } { $q_text } hat zwei Ziffern hintereinander; leere Felder in Folge werden als eine Ziffer geschrieben
chess-fen-side-to-move = Spieler am Zug { $q_text } ist nicht erlaubt; er muss „w“ oder „b“ sein
chess-fen-castling-char = Rochade { $q_text } enthält { $q_found }; sie muss „-“ sein oder aus den Buchstaben KQkq bestehen
chess-fen-castling-repeat = Rochade { $q_text } wiederholt { $q_found }; jedes Rochaderecht darf höchstens einmal vorkommen
# $side: white or black.
chess-fen-castling-pieces = Rochade { $q_text } gewährt { $q_right }; dafür muss der König von { $side ->
        [white] Weiß
       *[other] Schwarz
    } auf { $king } und sein Turm auf { $rook } stehen
chess-fen-en-passant-syntax = En passant { $q_text } ist kein Feld; es muss „-“ sein oder ein Feld wie e3 oder d6
chess-fen-en-passant-rank = En passant { $q_text } steht auf der falschen Reihe; wenn { $side } am Zug ist, muss es auf Reihe { $rank } liegen
# $pawn_side: white or black.
chess-fen-en-passant-pawn = En passant { $q_text } verlangt einen { $pawn_side ->
        [white] weißen
       *[other] schwarzen
    } Bauern auf { $pawn }, der gerade von { $from } zwei Felder gezogen ist, und dazu leere Felder { $text } und { $from }
chess-fen-en-passant-check = En passant { $q_text } ist gesetzt, aber { $side } steht im Schach ({ $checker } auf { $square }); nach einem Doppelschritt kann hier nur dieser Bauer Schach geben
chess-fen-halfmove-clock = Halbzugzähler { $q_text } muss eine ganze Zahl von 0 bis 4294967295 sein
chess-fen-fullmove-number = Zugnummer { $q_text } muss eine ganze Zahl von 1 bis 4294967295 sein
chess-fen-king-count = Stellung { $q_placement }: { $side } hat { $count } Könige; jede Seite muss genau einen König haben
chess-fen-back-rank-pawn = Stellung: { $piece } „{ $letter }“ auf { $square } steht auf einer Grundreihe; Bauern dürfen nicht auf Reihe 1 oder 8 stehen
chess-fen-too-many-pawns = Stellung { $q_placement }: { $side } hat { $count } Bauern; eine Seite hat höchstens 8
chess-fen-too-many-pieces = Stellung { $q_placement }: { $side } hat { $count } Figuren; eine Seite hat höchstens 16
chess-fen-opponent-in-check = Stellung: { $side } ist nicht am Zug, aber sein König auf { $king } steht im Schach ({ $checker } auf { $square }); wer gerade gezogen hat, kann seinen König nicht im Schach gelassen haben
chess-fen-too-many-checkers = Stellung: der König von { $side } auf { $king } steht im Schach durch { $count } Figuren ({ $list }); kein einzelner Zug gibt mehr als ein Doppelschach
chess-fen-impossible-check = Stellung: der König von { $side } auf { $king } steht im Schach durch { $list }; { $reason }
chess-fen-double-check-needs-slider = ein Doppelschach braucht ein Abzugsschach, und das kann nur ein Läufer, Turm oder eine Dame geben
chess-fen-double-check-on-one-line = zwei Figuren auf einer Linie durch den König können nicht beide von einem Zug freigegeben worden sein
chess-fen-refused = Stellung { $q_fen } wurde vom Zuggenerator abgelehnt, obwohl sie unsere Prüfungen bestanden hat
chess-fen = ungültige FEN: { $field0 }
chess-pgn = ungültige PGN: { $field0 }

## A tree that cannot be read.
tree-unexpected = Spalte { $column }: erwartet wurde { $expected }, gefunden wurde { $found }
tree-expected-value = '[', 'max[', 'min[', 'chance[' oder eine ganze Zahl
tree-expected-open-list = '[' nach max oder min
tree-expected-chance-list = '[' oder '(' nach chance
tree-expected-close-probabilities = ')' nach den Wahrscheinlichkeiten
tree-expected-comma-or-close = ',' oder ']'
tree-expected-digit = eine Ziffer
tree-end-of-input = das Ende der Eingabe
tree-empty-list = Spalte { $column }: leere Liste '[]': ein innerer Knoten braucht mindestens ein Kind
tree-value-out-of-range = Spalte { $column }: Blattwert außerhalb des Bereichs: Werte müssen zwischen -{ $limit } und { $limit } liegen
tree-too-deep = Spalte { $column }: Listen sind tiefer als { $limit } Ebenen verschachtelt
tree-too-many-children = Spalte { $column }: eine Liste hat mehr als { $limit } Kinder
tree-probability = Spalte { $column }: { $problem }
tree-probability-count = Spalte { $column }: chance(…) gibt { $given } Wahrscheinlichkeiten für { $children } Kinder an: geben Sie eine Wahrscheinlichkeit je Kind an
tree-probability-sum = Spalte { $column }: die Wahrscheinlichkeiten von chance(…) ergeben zusammen { $numerator }/{ $denominator }, nicht 1
tree-chance-too-fine = Spalte { $column }: die Erwartungswerte bräuchten eine zu feine Einheit: mit diesen Wahrscheinlichkeiten würde das größte Blatt in ihr { $limit } überschreiten
tree-too-many-nodes = Spalte { $column }: der Baum hat mehr als { $limit } Knoten
tree-negative = eine Wahrscheinlichkeit kann nicht negativ sein
tree-not-a-number = eine Wahrscheinlichkeit wird als Dezimalzahl (0.25) oder Bruch (1/3) geschrieben
tree-above-one = eine Wahrscheinlichkeit kann nicht größer als 1 sein
tree-too-fine = eine Wahrscheinlichkeit darf höchstens 4 Nachkommastellen oder einen Nenner bis 65535 haben

## A session file that is refused.
session-file-read = sie kann nicht gelesen werden: { $field0 }
session-file-not-text = sie ist kein Text (kein UTF-8); eine Sitzungsdatei ist JSON
session-file-truncated = das JSON endet zu früh (Zeile { $line }, Spalte { $column }): die Datei ist abgeschnitten
session-file-format = sie ist keine gametree-Sitzung: „format“ ist { $found }, nicht „{ $format }“
session-file-version = sie hat das Sitzungsformat Version { $found }; dieses gametree liest Version { $version } (vielleicht hat ein neueres gametree sie geschrieben)
session-file-nothing-searched = sie enthält weder „fen“ noch „tree“ noch „game“: es gibt nichts zu durchsuchen
session-file-both-searched = sie enthält mehr als eines von „fen“, „tree“ und „game“; eine Sitzung durchsucht nur eines davon
session-file-unknown-game = „game“ ist { $found }; es muss „tictactoe“, „connect4“ oder „pig“ sein (Schach steht unter „fen“, ein Baum unter „tree“)
session-file-no-position = sie enthält „game“ ohne „position“, die zu durchsuchende Stellung
session-file-position-without-game = sie enthält „position“ ohne „game“, das Spiel dieser Stellung
session-file-setting = options.{ $field }: { $source }
session-file-options = options.{ $field0 }
session-file-step = cursor.step { $step } liegt hinter dem Ende dieser Suche, die { $total } { $total ->
        [one] Schritt
       *[other] Schritte
    } hat
session-file-selected = cursor.selected { $path } ist bei Schritt { $step } kein Knoten des Baums
session-file-view = view.{ $field } { $value } liegt außerhalb des Bereichs; { $rule }
session-file-write = sie kann nicht geschrieben werden: { $field0 }; eine frühere Datei dort bleibt unverändert

## Input that does not fit the search.
input-tree-depth = Tiefe { $depth } würde an inneren Knoten dieses Baums enden, die keinen Wert haben; Lehrbuchbäume werden bis zu ihren Blättern durchsucht (hier { $height } Halbzüge)
input-tree-iterative-deepening = iterative Vertiefung braucht in jeder Tiefe einen Wert; Lehrbuchbäume haben Werte nur an ihren Blättern
input-leaf-outside-bounds = Blatt { $value } bei { $place } liegt außerhalb der Grenzen { $bounds }: Star1 braucht jedes Blatt innerhalb
## Search options.
# $setting: the option (ordering); $expected: the values it takes.
error-unknown-setting = { $setting } { $q_text } ist keiner der Werte: { $expected }
error-option-depth = Tiefe { $depth } liegt außerhalb des Bereichs; sie muss zwischen 1 und { $largest } liegen
error-option-node-cap = max_nodes ist 0; die Knotengrenze muss mindestens 1 sein
error-option-guess = Schätzwert { $guess } liegt außerhalb des Bereichs; er muss zwischen -{ $largest } und { $largest } liegen
error-option-window = Fenster { $window } liegt außerhalb des Bereichs; es muss zwischen 1 und { $largest } liegen
error-option-iterations = iterations ist { $iterations }; es muss zwischen 1 und { $largest } liegen
error-option-playout-cap = playout_cap ist 0; ein Playout muss mindestens 1 Halbzug lang sein dürfen
tree-invalid = ungültiger Baum: { $error }
session-file-no-version = „version“ fehlt oder ist keine ganze Zahl
# $message: the JSON parser's own (English) message.
session-file-not-json = sie ist kein gültiges JSON: { $message }
session-file-too-large = sie ist größer als { $mebibytes } MiB, das Höchstmaß einer Sitzungsdatei; ist es wirklich eine Sitzungsdatei?

## Was das System über eine Datei sagt.
errs-io-not-found = die Datei oder den Ordner gibt es nicht
errs-io-permission-denied = der Zugriff ist nicht erlaubt
errs-io-is-a-directory = das ist ein Ordner
errs-io-not-a-directory = ein Teil des Pfads ist kein Ordner
errs-io-already-exists = die Datei gibt es schon
errs-io-storage-full = auf dem Datenträger ist kein Platz mehr
errs-io-read-only = das Dateisystem ist schreibgeschützt
errs-io-invalid-filename = der Dateiname ist ungültig
errs-io-file-too-large = die Datei ist zu groß
errs-io-broken-pipe = die Gegenseite der Pipe ist geschlossen
errs-io-unexpected-eof = die Daten enden zu früh
errs-io-invalid-data = ungültige Daten: { $system }
errs-io-other = das System meldet: { $system }

## Ein Pfad, der keine gewöhnliche Datei ist, und andere Ablehnungen.
errs-io-not-regular-directory = das ist ein Ordner, keine gewöhnliche Datei
errs-io-not-regular-named-pipe = das ist eine benannte Pipe (FIFO), keine gewöhnliche Datei
errs-io-not-regular-socket = das ist ein Socket, keine gewöhnliche Datei
errs-io-not-regular-device = das ist ein Gerät, keine gewöhnliche Datei
errs-io-not-regular-other = das ist weder eine Datei noch ein Ordner
errs-io-named-pipe = das ist eine benannte Pipe (FIFO), die auf einen Leser warten würde; bitte eine gewöhnliche Datei angeben
errs-io-too-many-links = der Pfad führt über mehr als { $most } symbolische Links
errs-io-read-only-file = die Datei ist schreibgeschützt
errs-io-no-file-name = der Pfad endet nicht mit einem Dateinamen

## Bilder, Foliensätze und Seiten, die nicht erstellt oder geschrieben werden können.
errs-export-size = ungültige Größe "{ $text }": bitte BREITExHÖHE angeben, z. B. 1280x720, jede Seite von { $min } bis { $max }
errs-export-theme = unbekanntes Farbschema "{ $text }": möglich sind light, dark, lecture oder lecture-dark
errs-export-slides-at = unbekannte Folienauswahl "{ $text }": möglich sind all, key oder cutoffs
errs-export-no-slides = keine Folien: die gewählten Schritte liegen alle vor dem Betreten der Wurzel
errs-export-too-many-slides = mehr als { $limit } Folien: bitte nur Schlüsselschritte oder Schnitte zeigen, weniger Schritte wählen (--from, --to) oder kleiner suchen
errs-export-too-large = der Baum hat { $leaves } Blätter: eine Seite { $paper } fasst lesbar höchstens { $most }; bitte eine kleinere Tiefe oder Verzweigung wählen
errs-export-empty = nichts zu zeichnen: bei diesem Schritt hat die Suche die Wurzel noch nicht betreten
errs-export-no-board-tree = für einen Lehrbuchbaum gibt es kein Brettbild: bitte stattdessen den Baum zeichnen
errs-export-no-board = für das Spiel { $game } gibt es kein Brettbild: bitte stattdessen den Baum zeichnen
errs-export-write = { $path } kann nicht geschrieben werden: { $reason }
errs-pdf-svg = das SVG kann nicht gelesen werden: { $error }
errs-pdf-convert = das SVG kann nicht in ein PDF umgewandelt werden: { $error }
errs-pdf-no-pages = ein PDF braucht mindestens eine Seite
errs-internal = interner Fehler: { $error }

## Eingaben, die nicht zur Suche passen.
errs-bounds = Grenzen { $q_text }: bitte den kleinsten und größten Blattwert als LO..HI angeben, z. B. 0..10 oder -1/2..3/2, die untere Grenze kleiner als die obere
errs-exploration = die Explorationskonstante { $q_text } muss eine endliche Zahl ab 0 sein (Vorgabe √2 ≈ 1.414)
errs-chance-algorithm = { $algorithm } kann keine Zufallsknoten durchsuchen: es kennt keine Regel für einen Mittelwert; bitte --algo expectimax oder --algo star1 verwenden
errs-star1-bounds = Star1 beschneidet Zufallsknoten mit dem kleinsten und größten Wert, den ein Blatt haben kann: bitte beide mit --bounds LO..HI angeben
errs-empty-bounds = die Grenzen { $low }..{ $high } sind leer: die untere Grenze muss kleiner als die obere sein
errs-leaf-outside-bounds = Blatt { $value } { $place } liegt außerhalb der Grenzen { $bounds }: Star1 braucht jedes Blatt innerhalb; bitte Grenzen angeben, die jeden Wert einschließen
errs-chance-depth = dieses Spiel wird höchstens { $most } Halbzüge tief durchsucht: tiefer wären seine Zufallsmittelwerte nicht mehr exakt
errs-worker-lost = interner Fehler: der Suchthread hat unerwartet aufgehört; die Suche beginnt von vorn
errs-interrupted = der Schritt wurde unterbrochen, bevor er fertig war

## Ein Baum, der ein Ereignis nicht aufnehmen kann.
errs-tree-out-of-order = das Ereignis erzeugt Knoten { $got }, aber als Nächstes kommt Knoten { $expected }
errs-tree-unknown-node = das Ereignis nennt Knoten { $node }, den der Baum nicht hat
errs-tree-out-of-memory = kein Speicher mehr: die Suche hat { $nodes } Knoten und kann nicht um weitere { $bytes } Bytes wachsen; bitte die Knotengrenze oder die Tiefe senken
errs-tree-full = der Baum hat { $nodes } Knoten, so viele, wie er nummerieren kann
errs-tree-pruned-mismatch = der Schnitt streicht { $announced } Züge, aber { $given } wurden angegeben

## Die Einstellungen des Zufallsbaum-Generators (Arbeitsblatt).

## Die Regeln einer Sitzungsdatei.
errs-session-no-format = sie ist keine gametree-Sitzung: „format“ fehlt, erwartet wird „{ $format }“
errs-session-not-json = sie ist kein gültiges JSON (Zeile { $line }, Spalte { $column }): { $detail }
errs-session-json-fields = sie passt nicht zum Sitzungsformat (Zeile { $line }, Spalte { $column }): { $detail }
errs-view-text-scale = erlaubt ist 0.8 bis 2.0
errs-view-origin = erlaubt ist eine Zahl zwischen -1e9 und 1e9
errs-view-scale = erlaubt ist eine Zahl über 0 und höchstens 1e6

## Eine Einstellung, in „Algorithmus "foo" ist keiner der Werte: …“.
errs-setting-algorithm = Algorithmus
errs-setting-ordering = Zugsortierung
errs-setting-fail-mode = Fail-Modus
errs-setting-cutoff = Schnittregel
errs-setting-evaluation = Bewertung

## Der DOT-Graph (--dot).
errs-dot-caption = { $algorithm }, Tiefe { $depth }, Zugsortierung { $ordering }, Fail-{ $fail }{ $cut ->
        [gt] , Schnitt bei α > β
       *[ge] {""}
    }{ $tt ->
        [yes] , TT
       *[no] {""}
    }
errs-dot-pruned = abgeschnitten

## Der Hinweis, welche Schritte Folien oder eine Webseite ohne Angabe zeigen.
errs-note-chosen = Hinweis: ohne Angabe höchstens { $most } { $output ->
        [page] gezeigte Schritte
       *[slides] Folien
    }: { $output ->
        [page] die Seite zeigt
       *[slides] die Folien zeigen
    } { $part ->
        [first] die ersten { $shown } von { $of } { $kind ->
            [cutoffs] Schnitten
           *[key] Schlüsselschritten
        }
       *[all] { $kind ->
            [cutoffs] { $shown ->
                [one] den einen Schnitt
               *[other] die { $shown } Schnitte
            }
           *[key] { $shown ->
                [one] den einen Schlüsselschritt
               *[other] die { $shown } Schlüsselschritte
            }
        }
    }{ $framed ->
        [yes] {" "}mit dem ersten und letzten Schritt
       *[no] {""}
    } ({ $slides } { $output ->
        [page] gezeigte Schritte
       *[slides] { $slides ->
            [one] Folie
           *[other] Folien
        }
    } für { $steps } Schritte{ $kind ->
        [cutoffs] , davon { $key } Schlüsselschritte
       *[key] {""}
    }); { $more }
errs-note-more-rest = --slides-at { $at } --from { $rest } zeigt den Rest; --slides-at all oder key mit --from K --to K zeigt einen Teil Schritt für Schritt
errs-note-more-cutoffs = --slides-at key oder all zeigt mehr, mit --from K --to K einen Teil
errs-note-more-all = --slides-at all zeigt jeden Schritt, mit --from K --to K einen Teil

# Nach einer gekürzt zitierten Eingabe: wie lang sie war.
errs-quote-length = ({ $count } Zeichen)
