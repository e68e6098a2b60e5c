# Die Wörter der Regeln: warum ein Zug auf dem Brett nicht erlaubt ist, warum
# eine PGN abgelehnt wird, die Erklärung der Bewertung, Änderungen an einem
# Lehrbuchbaum und die fehlerhaften Zeilen einer Spur.
# $side, $mover: white oder black; $kind: pawn, knight, bishop, rook, queen oder king.

## Ein Zug auf dem Brett.
rules-no-piece = auf { $square } steht keine Figur
rules-not-your-turn = { $mover ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug, doch { $kind ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $from } gehört { $side ->
        [white] Weiß
       *[black] Schwarz
    }
rules-illegal-move = { $written } ist kein legaler Zug: { $reason }
rules-same-square = ein Zug muss auf ein anderes Feld führen
rules-own-piece = auf { $square } steht { $side ->
        [white] { $kind ->
            [pawn] ein weißer Bauer
            [knight] ein weißer Springer
            [bishop] ein weißer Läufer
            [rook] ein weißer Turm
            [queen] eine weiße Dame
           *[king] der weiße König
        }
       *[black] { $kind ->
            [pawn] ein schwarzer Bauer
            [knight] ein schwarzer Springer
            [bishop] ein schwarzer Läufer
            [rook] ein schwarzer Turm
            [queen] eine schwarze Dame
           *[king] der schwarze König
        }
    } derselben Farbe
rules-knight-shape = Springer ziehen in L-Form
rules-bishop-shape = Läufer ziehen diagonal
rules-rook-shape = Türme ziehen entlang der Reihen und Linien
rules-queen-shape = Damen ziehen entlang der Reihen, Linien und Diagonalen
rules-king-shape = der König zieht ein Feld weit (zur Rochade zwei)
rules-blocked = { $kind ->
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
        [knight] der Springer
        [pawn] der Bauer
       *[king] der König
    } kann nicht über die Figur auf { $square } springen
rules-castling = zur Rochade braucht es das Rochaderecht, freie Felder und kein Schach auf dem Weg des Königs
rules-pawn-forward = Bauern ziehen geradeaus, ein Feld weit (von ihrer Ausgangsreihe aus zwei)
rules-pawn-double = Bauern ziehen nur von ihrer Ausgangsreihe aus zwei Felder weit
rules-pawn-blocked = Bauern schlagen schräg, nicht geradeaus
rules-pawn-diagonal = Bauern ziehen nur schräg, wenn sie schlagen
rules-pawn-capture = Bauern schlagen ein Feld schräg nach vorn
rules-in-check = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht im Schach, und dieser Zug hebt es nicht auf
rules-leaves-check = danach stünde der { $side ->
        [white] weiße
       *[black] schwarze
    } König im Schach

## Eine abgelehnte PGN; $token, $found und $fen sind schon zitiert.
rules-pgn-at = Zeile { $line }, Spalte { $column }: { $kind }
rules-pgn-too-long = die Partie ist länger als { $limit } Bytes; mehr wird nicht gelesen
rules-pgn-too-many-moves = die Partie hat mehr als { $limit } Züge (Halbzüge); weitere werden nicht gelesen
rules-pgn-too-deep = Varianten sind tiefer als { $limit } Ebenen verschachtelt
rules-pgn-unclosed-comment = der hier geöffnete Kommentar wird nie mit '{ "}" }' geschlossen
rules-pgn-unclosed-variation = die hier geöffnete Variante wird nie mit ')' geschlossen
rules-pgn-stray-paren = ')' schließt keine Variante
rules-pgn-unclosed-string = die hier geöffnete Zeichenkette wird nie mit '"' geschlossen
rules-pgn-bad-tag = fehlerhafte Kopfzeile { $found }; eine Kopfzeile wird [Name "Wert"] geschrieben
rules-pgn-bad-fen = die Stellung in der FEN-Kopfzeile ist ungültig: { $error }
rules-pgn-not-a-move = { $token } ist kein Zug (SAN wie Nf3 oder UCI wie g1f3)
rules-pgn-illegal = { $token } ist für { $side ->
        [White] Weiß
       *[other] Schwarz
    } in { $fen } kein legaler Zug
rules-pgn-ambiguous = { $token } ist mehrdeutig: gemeint sein kann { $candidates }
rules-pgn-or = { $before } oder { $next }
rules-pgn-unexpected = { $found } hat hier in PGN keine Bedeutung
rules-pgn-no-such-game = es gibt keine Partie { $number }: der Text enthält { $games ->
        [one] nur eine Partie
       *[other] { $games } Partien
    }
rules-pgn-empty = hier steht keine Partie: weder Kopfzeilen noch Züge

## Die Bewertung erklärt.
rules-ending = { $ending }: { $outcome ->
        [loss] die Seite am Zug hat verloren, gewertet als Matt (ein kürzeres Matt zählt mehr)
        [win] die Seite am Zug hat gewonnen, gewertet als Matt
        [draw] Remis, gewertet mit 0
       *[scored] gewertet mit dem Wert, den das Spiel dafür vergibt
    }
rules-eval-white-material = Material von Weiß
rules-eval-black-material = Material von Schwarz
rules-eval-piece-square = Summe der Figur-Feld-Tabellen
rules-eval-total = Summe (aus Sicht von MAX)
rules-eval-unknown = die Bewertung { $name } gibt es nicht; möglich sind "material" und "pst"
rules-leaf-value = Blattwert

## Änderungen an einem Lehrbuchbaum.
rules-tree-no-such-node = Knoten { $state } gibt es nicht (der Baum hat { $count } Knoten)
rules-tree-not-a-leaf = Knoten { $state } ist ein innerer Knoten; nur die Werte der Blätter lassen sich ändern
rules-tree-value-out-of-range = der Blattwert { $value } liegt außerhalb des Bereichs: Werte liegen zwischen -{ $limit } und { $limit }
rules-tree-no-children = Verzweigungsgrad 0: ein innerer Knoten braucht mindestens ein Kind
rules-tree-too-many-children = der Verzweigungsgrad { $branching } liegt über der Grenze von { $limit }
rules-tree-too-deep = die Tiefe { $depth } liegt über der Grenze von { $limit }
rules-tree-too-many-nodes = ein gleichmäßiger Baum mit Verzweigungsgrad { $branching } und Tiefe { $depth } hat mehr als { $limit } Knoten
rules-tree-not-enough-values = { $needed } Blattwerte werden gebraucht, doch nur { $given } wurden angegeben

## Eine fehlerhafte Zeile einer Spur; JSON-Schlüssel und -Werte bleiben, wie sie geschrieben werden.
rules-trace-shape = { $reason }: { $line }
rules-trace-infinity = schreiben Sie ±∞ als "inf" und "-inf": Pythons json.dumps schreibt Infinity, und das ist kein JSON
rules-trace-not-object = eine Zeile einer Spur ist genau ein JSON-Objekt
rules-trace-no-header = die erste Zeile ist der Kopf, { $header }
rules-trace-version = "gametree_trace" ist { $version }, die Version des Formats, die dieses gametree liest
rules-trace-header-key = unbekannter Schlüssel { $key } im Kopf; der Kopf hat "gametree_trace", "game", "position" und "values"
rules-trace-game = "game" ist eines von "tree", "chess", "tictactoe" oder "connect4"
rules-trace-position-text = "position" ist ein Text: das, was --tree, --fen oder --position annimmt
rules-trace-needs-position = eine Spur mit "game": "{ $game }" braucht auch "position"
rules-trace-values = "values" ist "max" (aus Sicht von MAX) oder "negamax" (aus Sicht der Seite am Zug)
rules-trace-one-kind = ein Ereignis hat genau einen der Schlüssel "enter", "leaf" und "return"
rules-trace-event-key = unbekannter Schlüssel { $key } in { $kind }; erlaubt sind { $allowed }
rules-trace-needs = { $kind } braucht { $key }
rules-trace-number = { $key } ist eine Zahl, "inf" oder "-inf"
rules-trace-window = "alpha" und "beta" stehen entweder beide da oder keiner von beiden
rules-trace-path = ein Pfad ist eine Liste von Zügen ab der Wurzel ([] ist die Wurzel)
rules-trace-path-deep = der Pfad ist { $moves } Züge tief; eine Spur reicht höchstens { $limit } Halbzüge tief
rules-trace-chess-move = ein Schachzug in einem Pfad ist ein UCI-Text wie "e2e4" oder "e7e8q"
rules-trace-numbered-move = ein Zug im Pfad einer Spur mit "game": "{ $game }" ist { $what ->
        [cell] ein Feld, 1 bis 9, zeilenweise von oben
        [column] eine Spalte, 1 bis 7
       *[child] die Nummer eines Kindes, ab 1
    }

## Eine Spur, deren Ereignisse nicht wie die einer Suche verschachtelt sind,
## und wo sie von einer Suche abweicht (`gametree check`).
rules-check-chance = dieser Baum hat Zufallsknoten; gametree check kennt Minimax und die Alpha-Beta-Suche
rules-check-after-root = die Wurzel ist in Zeile { $line } zurückgekehrt; danach folgt nichts mehr
rules-check-no-event = die Spur hat nach ihrem Kopf kein Ereignis; das erste betritt die Wurzel
rules-check-first-enters-root = das erste Ereignis betritt die Wurzel, []
rules-check-root-once = die Wurzel wird genau einmal betreten, durch das erste Ereignis
rules-check-game-refused = das Spiel hat einen seiner eigenen Züge abgelehnt
rules-check-node-cap = die Spur hat mehr als { $cap } Knoten, die Obergrenze
rules-check-out-of-place = dieses Ereignis { $verb ->
        [enter] betritt
        [return] verlässt
       *[evaluate] bewertet
    } { $path }, während { $open } der offene Knoten ist; eine Suche betritt ein Kind des offenen Knotens und kehrt vom offenen Knoten zurück, eine Ebene nach der anderen
rules-check-root = die Wurzel
rules-check-evaluated-twice = dieser Knoten wurde schon bewertet
rules-check-leaf-then-entered = { $node } wurde als Blatt bewertet, und danach hat Ihre Suche seinen Zug { $move_name } betreten; eine Suche tut nur eines von beiden
rules-check-entered-twice = Ihre Suche hat { $move_name } von { $node } ein zweites Mal betreten; eine Suche betritt jeden Zug einmal
rules-check-no-such-child = { $node } hat { $count } { $count ->
        [one] Kind
       *[other] Kinder
    }, also gibt es keinen Zug { $move_name }; Ihre Suche hat ihn betreten
rules-check-not-a-move = { $node } hat { $moves }, und { $move_name } ist keiner davon; Ihre Suche hat ihn betreten
rules-check-no-legal-move = keinen legalen Zug
rules-check-legal-moves = { $count } { $count ->
        [one] legalen Zug
       *[other] legale Züge
    } ({ $names })
rules-check-legal-moves-more = { $count } legale Züge ({ $names }, …)
rules-check-searched-then-leaf = { $node } wurde durchsucht, und danach hat Ihre Suche ihn als Blatt bewertet; eine Suche tut nur eines von beiden
rules-check-not-a-leaf = { $node } ist kein Blatt dieses Baums: er hat { $count } { $count ->
        [one] Kind
       *[other] Kinder
    }, und ein Lehrbuchbaum wird bis zu seinen Blättern durchsucht; Ihre Suche hat ihn mit { $value } bewertet
rules-check-wrong-leaf = { $node } ist in diesem Baum ein Blatt mit dem Wert { $expected }; Ihre Spur gibt ihm { $value }
rules-check-no-move-searched = { $node } hat { $count } { $count ->
        [one] legalen Zug
       *[other] legale Züge
    }, und eine Suche nimmt mindestens den ersten; Ihre Suche hat { $value } zurückgegeben, ohne einen davon zu betreten (ein Knoten, der an der Tiefengrenze bewertet wird, erscheint als "leaf")

## Die Einstellungen eines erzeugten Baums; random, best und worst sind Werte von --order.
rules-spec-branching = ungültige Verzweigung { $text }: schreiben Sie N, ein N je Ebene (3,2,2) oder Bereiche LO-HI (2-3)
rules-spec-no-children = ungültige Verzweigung { $text }: die Wurzel braucht mindestens ein Kind
rules-spec-shape = ungültige Form { $text }: { $fault }
rules-spec-values = ungültiger Wertebereich { $text }: schreiben Sie LO..HI mit LO <= HI, innerhalb von ±{ $limit }
rules-spec-order = unbekannte Reihenfolge { $text }: möglich sind random, best und worst
rules-shape-unexpected = erwartet wurde '[', ']', ',' oder '.' (Zeichen { $at })
rules-shape-unbalanced = die Listen schließen nicht dort, wo sie sollten (Zeichen { $at })
rules-shape-empty = eine Liste ist leer oder endet mit einem Komma (Zeichen { $at })
rules-shape-too-big = zu viele Ebenen, Kinder oder Knoten (Zeichen { $at })
rules-generate-depth = die Tiefe { $depth } liegt außerhalb des Bereichs: möglich sind 1 bis { $limit }
rules-generate-levels = die Verzweigung { $branching } nennt { $given } Ebenen, aber die Tiefe ist { $depth }: geben Sie eine Zahl für alle Ebenen an, eine je Ebene oder eine Form, die so tief ist wie die Tiefe
rules-generate-too-many-nodes = Verzweigung { $branching } bis Tiefe { $depth } kann mehr als { $limit } Knoten ergeben: wählen Sie eine kleinere Verzweigung oder Tiefe
rules-generate-too-few-values = die Reihenfolge worst braucht an jedem Blatt einen anderen Wert: der Bereich { $values } enthält { $count } Werte, aber der Baum hat { $leaves } Blätter
rules-generate-chance-unit = die Mittelwerte der Zufallsknoten bräuchten für diese Blätter eine zu feine Einheit: wählen Sie eine kleinere Verzweigung, Tiefe oder einen kleineren Wertebereich
rules-generate-chance-order = die Reihenfolge { $order } ordnet die Kinder für die Schnitte der Alpha-Beta-Suche; ein Baum mit Zufallsknoten wird mit Expectimax durchsucht, also wählen Sie die Reihenfolge random
