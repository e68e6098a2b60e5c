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
