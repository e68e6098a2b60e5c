# The board panels' words for tic-tac-toe, Connect Four and Pig
# (src/games/*/grid.rs, board.rs, eval.rs).

## Colours of the discs.
board-colour-red = red
board-colour-yellow = yellow
# A player with the colour of their discs: "first player (red)".
board-player-colour = { $player } ({ $colour })

## Tic-tac-toe. $mark is x or o, $cell 1 to 9, $position the nine cells.
ttt-play-label = Play { $mark } in cell { $cell }
ttt-play-hint = Play { $mark } here: the new position is searched (Undo goes back)
ttt-board-title = Tic-tac-toe board { $position }, { $mark } to move
ttt-term-x2 = 3 × X₂ (lines with two X, no O)
ttt-term-x1 = X₁ (lines with one X, no O)
ttt-term-o2 = −3 × O₂ (lines with two O, no X)
ttt-term-o1 = −O₁ (lines with one O, no X)

## Connect Four.
c4-first-player = first player
c4-second-player = second player
# $column 1 to 7.
c4-drop-label = Drop a disc in column { $column }
c4-drop-hint = Drop a { $colour } disc here: the new position is searched (Undo goes back)
# $discs: how many discs are in; $player: the first or second player.
c4-board-title = Connect Four board, { $discs } discs, the { $player } to move
# The evaluation's terms; $weight is the points per line.
c4-term-max-threes = MAX's open threes × { $weight }
c4-term-max-twos = MAX's open twos × { $weight }
c4-term-min-threes = MIN's open threes × −{ $weight }
c4-term-min-twos = MIN's open twos × −{ $weight }

## Pig. $player is A or B.
pig-scores = Pig scoreboard, goal { $goal }: A { $a } banked, B { $b }
pig-title-won = { $scores }; { $player } has won
pig-title-rolled = { $scores }; { $player } has rolled with { $stake } at stake, the die is thrown next
pig-title-to-move = { $scores }; { $player } to move with { $stake } at stake
pig-roll-label = { $player } rolls
pig-roll-hint = Roll the die: the throw is searched as a chance node (Undo goes back)
pig-hold-label = { $player } holds
pig-hold-hint = Bank the { $stake } points at stake and pass the turn (Undo goes back)
pig-face-label = The die shows { $face }
pig-one-hint = The die shows 1: { $player } loses the { $stake } at stake and the turn passes to { $other }
pig-face-hint = The die shows { $face } of { $faces }: { $player } has { $stake } at stake
# The evaluation's terms; $side is MAX or MIN.
pig-term-reached = { $side } ({ $player }) reached the goal, { $goal }
pig-term-max-banked = MAX ({ $player }) banked
pig-term-min-banked = −MIN ({ $player }) banked
pig-term-turn-total = turn total of { $player }, counted as if held
pig-term-their-turn-total = −turn total of { $player }, counted as if held

## Position texts that cannot be read; $text is the input, quoted.
ttt-error-length = tic-tac-toe position { $text } has { $count } characters; it needs exactly 9 (x, o or ., row by row from the top)
ttt-error-character = tic-tac-toe position { $text } has { $found } in cell { $cell }; only x, o and . are allowed
ttt-error-too-many-x = tic-tac-toe position { $text } has too many X ({ $x } X, { $o } O); X moves first, so X has as many marks as O or one more
ttt-error-too-many-o = tic-tac-toe position { $text } has too many O ({ $x } X, { $o } O); X moves first, so O never has more marks than X
ttt-error-both-won = tic-tac-toe position { $text } has three in a row for both sides; the game ends at the first line
ttt-error-move-after-win = tic-tac-toe position { $text } has a move after the game ended: { $winner } has three in a row, but { $loser } moved afterwards
c4-error-character = Connect Four position { $text } has { $found } at move { $at }; only the columns 1-7 are allowed
c4-error-column-full = Connect Four position { $text } is over-full in column { $column } at move { $at }; a column holds { $rows } discs
c4-error-move-after-end = Connect Four position { $text } has a move after the game ended ({ $ending } after move { $ended }) at move { $at }
pig-error-empty = Pig position { $text } is empty; write the banked points A-B and the player to move, e.g. 12-7 a+5
pig-error-goal = Pig position { $text } has goal { $found }; the goal is a number from { $least } to { $most }
pig-error-scores = Pig position { $text } has { $found } where the banked points go; write them as A-B, e.g. 12-7
pig-error-no-mover = Pig position { $text } does not say who is to move; write a or b after the banked points, e.g. 12-7 a
pig-error-mover = Pig position { $text } has { $found } where the player to move goes; write a or b, with the turn total after a +, e.g. a+5
pig-error-unexpected = Pig position { $text } has { $found } after the player to move; only roll may follow (the die is thrown next)
pig-error-turn-of-one = Pig position { $text } has a turn total of 1; a turn total adds up throws of 2 to { $faces } (a 1 loses it), so it is never 1
pig-error-both-reached = Pig position { $text } has both players at the goal { $goal } or past it; the game ends when the first reaches it
pig-error-past-goal = Pig position { $text } gives { $player } { $points } points; a throw of at most { $faces } ends the game, so nobody passes the goal { $goal } by more than { $over }
pig-error-after-end = Pig position { $text } goes on after { $winner } reached the goal { $goal }; the game is over, so write { $loser } to move with nothing at stake and no roll
pig-error-stake-reaches-goal = Pig position { $text } has { $player } with { $banked } banked and { $turn } at stake, { $total } in all; reaching the goal { $goal } ends the game, so the turn cannot go on
