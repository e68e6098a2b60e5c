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
