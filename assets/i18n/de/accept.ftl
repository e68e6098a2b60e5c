# Texte des Explorers und der Lehrebene, die der Abnahmetest des deutschen
# Fensters (tests/window/language.rs) noch englisch fand.

# Gruppiert die Ziffern einer Anzahl in Dreiern: 18.124.
accept-thousands-separator = .
# Ein Knoten ohne eigenen Zug, in einem Satz.
accept-the-root = die Wurzel
