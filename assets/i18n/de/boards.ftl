# Die Wörter der Brett-Tafeln für Tic-Tac-Toe, Vier gewinnt und Pig
# (src/games/*/grid.rs, board.rs, eval.rs).

## Farben der Steine.
board-colour-red = Rot
board-colour-yellow = Gelb
# Ein Spieler mit der Farbe seiner Steine: „Erster Spieler (Rot)“.
board-player-colour = { $player } ({ $colour })

## Tic-Tac-Toe. $mark ist x oder o, $cell 1 bis 9, $position die neun Felder.
ttt-play-label = { $mark } in Feld { $cell } setzen
ttt-play-hint = { $mark } hierher setzen: die neue Stellung wird durchsucht (Rückgängig geht zurück)
ttt-board-title = Tic-Tac-Toe-Brett { $position }, { $mark } am Zug
ttt-term-x2 = 3 × X₂ (Linien mit zwei X, ohne O)
ttt-term-x1 = X₁ (Linien mit einem X, ohne O)
ttt-term-o2 = −3 × O₂ (Linien mit zwei O, ohne X)
ttt-term-o1 = −O₁ (Linien mit einem O, ohne X)

## Vier gewinnt.
c4-first-player = Erster Spieler
c4-second-player = Zweiter Spieler
# $column 1 bis 7.
c4-drop-label = Einen Stein in Spalte { $column } werfen
c4-drop-hint = Einen Stein ({ $colour }) hierher werfen: die neue Stellung wird durchsucht (Rückgängig geht zurück)
# $discs: wie viele Steine liegen; $player: der erste oder zweite Spieler.
c4-board-title = Vier-gewinnt-Brett, { $discs } Steine, { $player } am Zug
# Die Terme der Bewertung; $weight sind die Punkte je Linie.
c4-term-max-threes = offene Dreier von MAX × { $weight }
c4-term-max-twos = offene Zweier von MAX × { $weight }
c4-term-min-threes = offene Dreier von MIN × −{ $weight }
c4-term-min-twos = offene Zweier von MIN × −{ $weight }

## Pig. $player ist A oder B.
pig-scores = Pig-Punktetafel, Ziel { $goal }: A { $a } gesichert, B { $b }
pig-title-won = { $scores }; { $player } hat gewonnen
pig-title-rolled = { $scores }; { $player } hat gewürfelt, { $stake } stehen auf dem Spiel, als Nächstes fällt der Würfel
pig-title-to-move = { $scores }; { $player } am Zug, { $stake } stehen auf dem Spiel
pig-roll-label = { $player } würfelt
pig-roll-hint = Würfeln: der Wurf wird als Zufallsknoten durchsucht (Rückgängig geht zurück)
pig-hold-label = { $player } hält
pig-hold-hint = Die { $stake } Punkte auf dem Spiel sichern und den Zug abgeben (Rückgängig geht zurück)
pig-face-label = Der Würfel zeigt { $face }
pig-one-hint = Der Würfel zeigt 1: { $player } verliert die { $stake } Punkte auf dem Spiel, und { $other } ist am Zug
pig-face-hint = Der Würfel zeigt { $face } von { $faces }: { $player } hat { $stake } auf dem Spiel
# Die Terme der Bewertung; $side ist MAX oder MIN.
pig-term-reached = { $side } ({ $player }) hat das Ziel erreicht, { $goal }
pig-term-max-banked = MAX ({ $player }) gesichert
pig-term-min-banked = −MIN ({ $player }) gesichert
pig-term-turn-total = Rundensumme von { $player }, als gehalten gezählt
pig-term-their-turn-total = −Rundensumme von { $player }, als gehalten gezählt

## Stellungstexte, die sich nicht lesen lassen; $text ist die Eingabe, zitiert.
ttt-error-length = Tic-Tac-Toe-Stellung { $text } hat { $count } Zeichen; sie braucht genau 9 (x, o oder ., Reihe für Reihe von oben)
ttt-error-character = Tic-Tac-Toe-Stellung { $text } hat { $found } in Feld { $cell }; erlaubt sind nur x, o und .
ttt-error-too-many-x = Tic-Tac-Toe-Stellung { $text } hat zu viele X ({ $x } X, { $o } O); X zieht zuerst, also hat X so viele Zeichen wie O oder eins mehr
ttt-error-too-many-o = Tic-Tac-Toe-Stellung { $text } hat zu viele O ({ $x } X, { $o } O); X zieht zuerst, also hat O nie mehr Zeichen als X
ttt-error-both-won = Tic-Tac-Toe-Stellung { $text } hat drei in einer Reihe für beide Seiten; das Spiel endet bei der ersten Reihe
ttt-error-move-after-win = Tic-Tac-Toe-Stellung { $text } hat einen Zug nach Spielende: { $winner } hat drei in einer Reihe, aber { $loser } zog danach
c4-error-character = Vier-gewinnt-Stellung { $text } hat { $found } bei Zug { $at }; erlaubt sind nur die Spalten 1-7
c4-error-column-full = Vier-gewinnt-Stellung { $text } ist in Spalte { $column } bei Zug { $at } übervoll; eine Spalte fasst { $rows } Steine
c4-error-move-after-end = Vier-gewinnt-Stellung { $text } hat einen Zug nach Spielende ({ $ending } nach Zug { $ended }) bei Zug { $at }
pig-error-empty = Pig-Stellung { $text } ist leer; schreiben Sie die gesicherten Punkte A-B und wer am Zug ist, z. B. 12-7 a+5
pig-error-goal = Pig-Stellung { $text } hat Ziel { $found }; das Ziel ist eine Zahl von { $least } bis { $most }
pig-error-scores = Pig-Stellung { $text } hat { $found }, wo die gesicherten Punkte stehen; schreiben Sie sie als A-B, z. B. 12-7
pig-error-no-mover = Pig-Stellung { $text } sagt nicht, wer am Zug ist; schreiben Sie a oder b nach den gesicherten Punkten, z. B. 12-7 a
pig-error-mover = Pig-Stellung { $text } hat { $found }, wo der Spieler am Zug steht; schreiben Sie a oder b, mit der Rundensumme nach einem +, z. B. a+5
pig-error-unexpected = Pig-Stellung { $text } hat { $found } nach dem Spieler am Zug; nur roll darf folgen (als Nächstes fällt der Würfel)
pig-error-turn-of-one = Pig-Stellung { $text } hat eine Rundensumme von 1; eine Rundensumme zählt Würfe von 2 bis { $faces } zusammen (eine 1 verliert sie), also ist sie nie 1
pig-error-both-reached = Pig-Stellung { $text } hat beide Spieler am Ziel { $goal } oder darüber; das Spiel endet, sobald der erste es erreicht
pig-error-past-goal = Pig-Stellung { $text } gibt { $player } { $points } Punkte; ein Wurf von höchstens { $faces } beendet das Spiel, also überschreitet niemand das Ziel { $goal } um mehr als { $over }
pig-error-after-end = Pig-Stellung { $text } geht weiter, nachdem { $winner } das Ziel { $goal } erreicht hat; das Spiel ist aus, also schreiben Sie { $loser } am Zug, ohne Punkte auf dem Spiel und ohne roll
pig-error-stake-reaches-goal = Pig-Stellung { $text } hat { $player } mit { $banked } gesichert und { $turn } auf dem Spiel, zusammen { $total }; wer das Ziel { $goal } erreicht, beendet das Spiel, also kann die Runde nicht weitergehen
