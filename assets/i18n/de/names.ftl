# The names and descriptions a person reads of the algorithms, the games,
# the chess presets and the built-in textbook trees (src/search/algorithm/,
# src/game/info.rs and each game's INFO, src/presets.rs,
# src/textbook/builtins.rs). The command line's names (alphabeta, classic)
# stay English: they are not here.

## The algorithms: a title for menus, and a short name inside a sentence
## or a comparison's title ("Alpha-beta vs PVS").
names-algo-minimax-title = Minimax
names-algo-minimax-short = Minimax
names-algo-alphabeta-title = Alpha-Beta-Suche
names-algo-alphabeta-short = Alpha-Beta-Suche
names-algo-negamax-title = Negamax
names-algo-negamax-short = Negamax
names-algo-negamax-ab-title = Negamax mit α-β
names-algo-negamax-ab-short = Negamax mit α-β
names-algo-pvs-title = Hauptvariantensuche (PVS, NegaScout)
names-algo-pvs-short = PVS
names-algo-aspiration-title = Aspirationsfenster
names-algo-aspiration-short = Aspirationsfenster
names-algo-mtdf-title = MTD(f)
names-algo-mtdf-short = MTD(f)
names-algo-expectimax-title = Expectimax
names-algo-expectimax-short = Expectimax
names-algo-star1-title = Star1 (Schnitte an Zufallsknoten)
names-algo-star1-short = Star1
names-algo-mcts-title = Monte-Carlo-Baumsuche
names-algo-mcts-short = MCTS

## The games: the title, the position field's label and its example, the
## button that loads the field and the one that loads the start.
names-game-chess-title = Schach
names-game-chess-field = FEN, PGN oder Züge
names-game-chess-hint = Fügen Sie eine FEN, eine PGN oder Züge ein und drücken Sie Enter
names-game-chess-load = FEN laden
names-game-chess-button = Grundstellung
names-game-tree-title = Lehrbuchbaum
names-game-tree-field = Lehrbuchbaum (verschachtelte Liste, Blätter aus Sicht von MAX)
names-game-tree-load = Baum laden
names-game-tictactoe-title = Tic-Tac-Toe
names-game-tictactoe-field = Tic-Tac-Toe (9 Zeichen x, o, . Zeile für Zeile von oben)
names-game-tictactoe-load = Tic-Tac-Toe laden
names-game-tictactoe-button = Leeres 3×3-Brett
names-game-connect4-title = Vier gewinnt
names-game-connect4-field = Vier gewinnt (die gespielten Spalten, 1 bis 7)
names-game-connect4-hint = 4453 (leer: die Anfangsstellung)
names-game-connect4-load = Vier gewinnt laden
names-game-connect4-button = Leeres 7×6-Brett
names-game-pig-title = Pig (Würfelspiel)
names-game-pig-field = Pig (gesichert A-B, Spieler am Zug +Rundensumme, roll: als Nächstes wird gewürfelt)
names-game-pig-hint = 12-17 a+5 (goal 30 12-17 a+5 für ein anderes Ziel)
names-game-pig-load = Pig laden
names-game-pig-button = Neues Spiel bis 20

## The chess presets: a menu's name and one line on what the position shows.
names-preset-start-name = Grundstellung
names-preset-start-description = Die Ausgangsstellung: 20 Züge, und das Material sieht keinen Unterschied zwischen ihnen.
names-preset-knight-fork-name = Springergabel (Tiefe 3)
names-preset-knight-fork-description = Nc7+ gabelt König und Dame: Tiefe 3 sieht Nxa8 die Dame gewinnen (+3); in Tiefe 2 steht Nc7+ nur gleichauf bei −6, und die meisten anderen Züge verlieren gegen Qxd5 oder Qa1#.
names-preset-scholars-mate-name = Schäfermatt (Matt in 1)
names-preset-scholars-mate-description = Weiß setzt mit Qxf7# matt; schon eine Suche der Tiefe 1 bewertet es als Matt.
names-preset-back-rank-mate-name = Grundreihenmatt (Matt in 1)
names-preset-back-rank-mate-description = Ra8# gegen einen König, den seine eigenen Bauern einsperren; jeder andere Turmzug bekommt +5.
names-preset-two-rook-ladder-name = Treppenmatt mit zwei Türmen (Matt in 2)
names-preset-two-rook-ladder-description = 1. Rg7 Kb8 2. Rf8#: braucht Tiefe 3; in Tiefe 1 oder 2 bleibt das Matt unsichtbar.
names-preset-king-pawn-endgame-name = Endspiel König und Bauer
names-preset-king-pawn-endgame-description = Wenige Figuren, wenige Züge: ein kleiner Baum, in dem jedes Blatt +1 bekommt, also gewinnt der erste Zug jeden Gleichstand.
names-preset-hanging-queen-name = Hängende Dame (die Zugsortierung zählt)
names-preset-hanging-queen-description = Nxh4 gewinnt die Dame: „Schlagzüge zuerst“ untersucht diesen Zug zuerst und schneidet weit mehr ab als die natürliche Reihenfolge.
names-preset-promotion-name = Umwandlung
names-preset-promotion-description = a8=Q, a8=R, a8=B und a8=N sind vier verschiedene Züge; nur einer davon ist der beste.
names-preset-horizon-effect-name = Horizonteffekt (Ruhesuche)
names-preset-horizon-effect-description = Qxd5 nimmt einen Bauern, den e6 deckt: in Tiefe 1 endet die Suche vor exd5 und greift zu; mit Ruhesuche sieht sie das Zurückschlagen und lässt es.
names-preset-kiwipete-name = Kiwipete
names-preset-kiwipete-description = Die Perft-Teststellung: 48 Züge mit Rochade, en passant und Fesselungen; der Baum wächst schnell.
names-preset-course-knights-forward-name = Kursbericht: Springer vorn
names-preset-course-knights-forward-description = Aus dem Kursbericht: die Königsspringer beider Seiten auf der g-Linie, Schwarz am Zug (MAX ist Schwarz).
names-preset-course-scattered-pawns-name = Kursbericht: verstreute Bauern
names-preset-course-scattered-pawns-description = Aus dem Kursbericht: Weiß hat fünf Bauern vorgezogen und einen Turm angehoben, Schwarz am Zug.
names-preset-course-kings-d1-d8-name = Kursbericht: Könige auf d1 und d8
names-preset-course-kings-d1-d8-description = Aus dem Kursbericht: ein gedrängtes Mittelspiel ohne Rochaderechte, Schwarz am Zug.

## The built-in textbook trees: one line on what each shows (its name,
## classic or uneven, is typed on the command line and stays as it is).
names-tree-classic-description = AIMA Abb. 5.2/5.5 (Russell & Norvig, 3. Aufl.): MAX wählt den Zug, dessen Antwort von MIN für MAX am besten ist (Wert 3); Fail-Soft gibt wie im Buch MIN 2 ≤2 und MIN 3 genau 2.
names-tree-uneven-description = Blätter in verschiedenen Tiefen: ein Zweig kann früh enden, und ein einzelnes Kind reicht seinen Wert unverändert nach oben.
names-tree-ties-description = Gleiche Werte: bei Gleichstand gewinnt der erste beste Zug, und ein Schnitt braucht α ≥ β, Gleichheit eingeschlossen.
names-tree-uniform-3x3x3-description = Ein gleichmäßiger Baum mit Verzweigungsgrad 3 und Tiefe 3 und 27 verschiedenen Blättern: probieren Sie die beste und die schlechteste Zugsortierung.
names-tree-perfect-3x3x3-description = Dieselben 27 Blätter, perfekt sortiert: jeder Knoten versucht seinen besten Zug zuerst, also erreicht die Alpha-Beta-Suche in natürlicher Reihenfolge das Minimum von Knuth und Moore, 11 Blätter.
names-tree-worst-3x3x3-description = Dieselben 27 Blätter, schlechtestmöglich sortiert: jeder Knoten versucht seinen schlechtesten Zug zuerst, also schneidet die Alpha-Beta-Suche nichts ab und bewertet alle 27 Blätter.
names-tree-expectimax-description = MAX über gleichverteilten Zufallsknoten aus CS188 (UC Berkeley, Vorlesung zu Expectimax): die Geister bewegen sich zufällig, also mittelt jeder Kreis seine Ergebnisse, 23/3, 4 und 7, und MAX nimmt den ersten. Durchsuchen Sie ihn mit Expectimax oder mit Star1 und Blättern in 0..15.
names-tree-expectimax-weighted-description = Zufall mit ungleichen Chancen: ein sicherer Zug mit Wert 6, ein Wagnis, das neunmal von zehn 10 gewinnt und sonst 0 (9), oder eines mit den Wahrscheinlichkeiten 1/3 und 2/3 (5).
