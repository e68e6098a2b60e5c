# The window's files: the file window (open and save), the export dialog,
# opening session files and traces, the status line's file and run
# messages, and the window's own errors around them.

## The file window

files-dialog-open-title = Sitzung öffnen
files-dialog-open-trace-title = Spur eines Studenten öffnen
files-dialog-save-as-title = Sitzung speichern unter
files-dialog-save-trace-as-title = Spur speichern unter
files-dialog-trace-path = Pfad der Spurdatei (*.{ $extension }, wie gametree check sie liest):
files-dialog-session-path = Pfad der Sitzungsdatei (*.{ $extension }):
files-dialog-open = Öffnen
files-dialog-save = Speichern
files-dialog-recent = Zuletzt benutzt:
files-dialog-type-trace-path = Geben Sie den Pfad einer Spurdatei ein.
files-dialog-type-session-path = Geben Sie den Pfad einer Sitzungsdatei ein.
files-dialog-exists = { $path } gibt es schon: Drücken Sie noch einmal auf Speichern, um die Datei zu ersetzen.
# $path is quoted; $error says why.
files-cannot-open = { $path } kann nicht geöffnet werden: { $error }
files-cannot-save = { $path } kann nicht gespeichert werden: { $error }
files-drop-hint = Eine Sitzungsdatei (*.gametree) oder eine Spur (*.jsonl) hier ablegen, um sie zu öffnen

## Opening a session file

files-opening-progress = { $path } wird geöffnet: die Suche läuft bis Schritt { $step }… aufgezeichnete Schritte: { $steps }, Knoten: { $nodes }, { $seconds } s (Esc bricht ab)
files-opening-cancelled = das Öffnen von { $path } wurde abgebrochen; die Sitzung ist unverändert
files-opening-cancel-tip = Das Öffnen der Datei abbrechen; die Sitzung bleibt, wie sie ist
files-search-thread-stopped = interner Fehler: der Such-Thread ist stehen geblieben

## A student's trace

files-trace-too-large = { $name } ist größer als { $mebibytes } MiB und wird daher nicht zum erneuten Speichern behalten: die Datei selbst ist die Kopie, die man aufhebt
files-compare-title = Ihre Spur im Vergleich mit { $algorithm }
files-compare-own-order = Die Suche von gametree nimmt die Züge in ihrer eigenen Reihenfolge und bewertet die Blätter mit ihrer eigenen Bewertung, nicht mit Ihrer.
files-compare-same-throughout = Beide gehen durchweg dieselben Schritte.
files-compare-differ-from-first = Beide unterscheiden sich ab dem ersten Schritt.
files-compare-differ-from = Beide gehen bis Schritt { $step } dieselben Schritte; ab Schritt { $next } unterscheiden sie sich.
files-compare-step-forward = Gehen Sie einen Schritt vor, um die Schritte zu vergleichen.
files-compare-reference-step = Schritt { $step }: { $narration }
files-compare-reference-over = { $algorithm } war nach { $total ->
    [one] einem Schritt
   *[other] { $total } Schritten
} fertig.
files-compare-at-this-step = { $algorithm } bei diesem Schritt:
files-compare-spoken = Referenz bei diesem Schritt: { $said }
# What the check found, for the status line.
files-trace-fits-one = { $algorithm }, Knoten für Knoten
files-trace-fits-many = passt zu { $count } Algorithmen, gezeigt als { $algorithm }
files-trace-leaves = weicht { $place } ab von { $algorithm }, Schritt { $step } (J springt dorthin)
files-trace-fits-none = kein Algorithmus passt
files-trace-summary = Spur { $name }: { $found }
files-trace-summary-rounded = Spur { $name }: { $found } (Werte auf ganze Einheiten gerundet gezeichnet)
files-trace-at-end = an ihrem Ende, nach Zeile { $line }
files-trace-at-event = bei Ereignis { $event } (Zeile { $line })
# The divergence sentence: $algorithm is the short name, $place where in
# the trace, $sentence the check's own sentence.
# It is said after scene-divergence-here's „Hier“, so the verb comes first.
files-trace-divergence = weicht Ihre Suche { $place } von { $algorithm } ab: { $sentence }

## The export dialog

files-export-title-tree = Baum exportieren
files-export-title-board = Brett exportieren
files-export-title-slides = Folien exportieren
files-export-title-deck = Foliensatz exportieren
files-export-title-sheet = Arbeitsblatt exportieren
files-export-title-key = Lösungsblatt exportieren
files-export-title-web-page = Webseite exportieren
files-export-folder = Ordner
files-export-file = Datei
files-export-path-hint = Pfad, relativ zum Ordner, in dem gametree gestartet wurde
files-export-format = Format
files-export-part = Ausschnitt
files-export-whole-tree = Ganzer Baum
files-export-visible-part = Sichtbarer Teil
files-export-theme = Farbschema
files-export-size = Größe
files-export-size-tip = Breite x Höhe in Pixeln; das Brett ist so hoch. Der sichtbare Teil behält die Form des Fensters.
files-export-which = Welche
files-export-key-steps = Schlüsselschritte
files-export-key-steps-tip = Ein betretener Knoten, eine Rückgabe, ein Schnitt, das Ende
files-export-cutoffs = Schnitte
files-export-cutoffs-tip = Jeder Schnitt, dazu der erste und der letzte Schritt
files-export-every-step = Jeder Schritt
files-export-caption = Bildunterschrift
files-export-caption-check = Die Erläuterung des Schritts unter dem Baum
files-export-steps = Schritte
files-export-to = bis
# The word the last step's box takes for the search's last step
# ("end" is understood in every language too).
files-export-end = Ende
files-export-last-step-tip = Der letzte Schritt („{ $end }“: der letzte der Suche); die Suche läuft zuerst bis dorthin
files-export-export = Exportieren
files-export-close = Schließen
files-export-no-file-name = Geben Sie einen Dateinamen ein.
files-export-first-step-number = Der erste Schritt muss eine ganze Zahl sein.
files-export-last-step-number = Der letzte Schritt muss eine ganze Zahl oder „{ $end }“ sein.
files-export-first-after-last = Der erste Schritt liegt nach dem letzten.
# What an export wrote; $path is the file or folder.
files-export-wrote = { $path } geschrieben
files-export-wrote-pages = { $count ->
    [one] Eine Seite
   *[other] { $count } Seiten
} nach { $path } geschrieben
files-export-wrote-slides = { $count ->
    [one] Eine Folie
   *[other] { $count } Folien
} (SVG und PNG) nach { $path } geschrieben
files-export-wrote-page-steps = Eine Webseite mit { $count ->
    [one] einem Schritt
   *[other] { $count } Schritten
} nach { $path } geschrieben
files-export-wrote-page-some-steps = Eine Webseite mit { $count } von { $total } Schritten (so viele, wie eine Seite fasst) nach { $path } geschrieben
files-export-copied = Der Baum ({ $width }×{ $height } Pixel) wurde in die Zwischenablage kopiert

## Re-running the search, and the background run

files-rerun-node-lost = die Suche wurde bis Schritt { $step } erneut ausgeführt, aber der Knoten, bei dem Sie waren, wurde nicht gefunden
files-rerun-cancelled = die Suche wurde nur bis Schritt { $step } von { $total } erneut ausgeführt (abgebrochen); gehen Sie von hier aus weiter
files-no-search-thread = Warnung: der Such-Thread kann nicht gestartet werden ({ $error }); die Suche läuft Bild für Bild
files-search-thread-ended = der Such-Thread endete, bevor er begann
files-status-error = Fehler: { $error }
files-background-searching = Suche läuft in einem Hintergrund-Thread…
files-background-so-far = bisher { $seconds } s
files-background-comes-back = Baum und Seitenleisten kehren zurück, wenn der Lauf endet; { $keys } oder Abbrechen (oben) hält ihn dort an, wo er gerade ist.
files-pinned = Der von Ihnen gewählte Knoten wird gezeigt.
files-follow-search = Der Suche folgen
files-follow-search-tip = Den Knoten zeigen, bei dem die Suche ist (Esc)
