# The window's frame: title, menus, toolbar, top bar, help, board panel,
# dialogs and file errors.

window-title = gametree — game-tree search explorer
window-accessible-name = gametree — { $shows }
window-saved-position-failed = The saved position did not load: { $error }
window-panel-position = Position & search
window-panel-inspector = Inspector & statistics

## Top bar and the lecture-mode menus

window-menu-view = ☰ View
window-menu-view-tip = Lecture mode, panels, theme, keys and help
window-menu-keys = Keys
window-menu-keys-tip = The keys, high contrast and screen-reader announcements
window-menu-language = Language
window-menu-language-tip = The language of the window's texts
window-theme-dark = 🌙 Dark theme
window-theme-light = ☀ Light theme
window-theme-tip = Switch light/dark colours
window-toggle-lecture = Lecture mode
window-toggle-lecture-tip = Large text, thick lines, high contrast, colour-blind-safe colours; the tree gets most of the window (L)
window-toggle-knuth = Knuth types
window-toggle-knuth-tip = Colour finished nodes PV / CUT / ALL, with a legend (K)
window-toggle-teaching-panel = Pseudocode & narration
window-toggle-teaching-panel-tip = Show the pseudocode and the narration under the tree (P)
window-toggle-left-panel = Left panel
window-toggle-left-panel-tip = Show the board, position and search settings, or close them to a strip ([)
window-toggle-right-panel = Right panel
window-toggle-right-panel-tip = Show the inspector and statistics, or close them to a strip (])
window-help-button = Help
window-help-button-tip = What the symbols on the tree mean, and the keys (F1 or H)
window-toggle-high-contrast = High contrast
window-toggle-high-contrast-tip = Black on white (white on black) and a tree whose every colour reaches 4.5:1, in or out of lecture mode
window-toggle-announce = Announce steps
window-toggle-announce-tip = Screen readers announce each step's sentence as it comes (a polite live region)
window-practice-worksheet = Worksheet
window-practice-worksheet-tip = Fill in α, β, values and pruned moves on a blank tree, then check them (W)
window-practice-drill = Quick drill
window-practice-drill-tip = Five-minute practice: a random tree, click the pruned edges, type the root value, Enter (D: a new tree)
window-practice-ordering = Ordering
window-practice-ordering-tip = Best, natural and worst move order on this tree side by side, against the fewest leaves (R)
window-practice-menu = Practice
window-practice-menu-worksheet = Practice: worksheet
window-practice-menu-drill = Practice: drill
window-practice-menu-ordering = Practice: ordering
window-practice-menu-tip = Worksheet (W), quick drill (D), move ordering (R)
