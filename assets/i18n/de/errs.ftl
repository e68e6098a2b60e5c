# Fehlermeldungen: Dateien, die das System verweigert, die Regeln der
# Sitzungsdatei, die Exporte, der Baumgenerator, Grenzen und Einstellungen.

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
