# Der Name eines gezeichneten Knotens für den Bildschirmleser
# (src/teach/spoken.rs): Teile, durch ", " verbunden.

spoken-probability = Wahrscheinlichkeit { $probability }
spoken-pruned-group = { $count } abgeschnittene Züge, der erste { $place }
spoken-pruned-move = abgeschnittener Zug { $place }
spoken-node = { $role } { $place }
spoken-re-search = erneute Suche
spoken-probe-searched-again = Nullfenster-Testsuche, erneut durchsucht
spoken-never-searched = nie durchsucht
spoken-not-reached = noch nicht erreicht
spoken-being-searched = wird gerade durchsucht
spoken-weighted-sum-so-far = gewichtete Summe bisher { $value }
spoken-best-so-far = bisher bester Wert { $value }
spoken-tt-hit = Treffer in der Transpositionstabelle
spoken-value = Wert { $value }
spoken-value-at-least = Wert mindestens { $value }
spoken-value-at-most = Wert höchstens { $value }
spoken-values-hidden = Werte verborgen
spoken-window = Fenster { $alpha } bis { $beta }
spoken-alpha-cutoff = Alpha-Schnitt
spoken-beta-cutoff = Beta-Schnitt
spoken-moves-pruned = { $count ->
    [one] ein Zug abgeschnitten
   *[other] { $count } Züge abgeschnitten
}
spoken-visited = { $count ->
    [one] einmal besucht
   *[other] { $count }-mal besucht
}, Mittel { $mean }
spoken-not-visited = noch nicht besucht
spoken-collapsed = eingeklappt, { $count ->
    [one] ein Knoten
   *[other] { $count } Knoten
} verborgen
spoken-marked-pruned = als abgeschnitten markiert
spoken-band = ein Teilbaum aus { $count } Knoten, als ein Band gezeichnet; zum Öffnen hineinzoomen
spoken-searched-group = das erste von { $count } durchsuchten Blättern, zu einer Zeile gefaltet
