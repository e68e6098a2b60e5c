# The command line's help (`gametree --help`, `gametree analyze --help`, …):
# each flag's text, the subcommands' and the program's, and clap's
# headings and refusals (src/cli/help.rs, src/cli/refusal.rs).

help-gametree-about = Watch minimax and alpha-beta search a chess position or a textbook tree, step by step.
help-gametree-long-about =
    Watch minimax and alpha-beta search a chess position, a textbook tree, a tic-tac-toe or a Connect Four position.

    Without a subcommand, gametree opens the explorer window.
help-gametree-session = A session file (*.gametree) to open the explorer on
help-gametree-size = The window's inner size in points, e.g. 1280x720 (a projector) [default: 1400x860]
help-gametree-lecture = Open in lecture mode (as L turns it on)
help-gametree-panels = The side panels open, comma-separated: position (the board and the search's fields), inspector, or none [default: as last time]
help-gametree-panels-position = The position panel on the left: the board, the position and the search's fields
help-gametree-panels-inspector = The inspector panel on the right
help-gametree-panels-none = Neither panel: both closed to a strip
help-gametree-zoom = The whole window's zoom in percent, as Ctrl + and Ctrl − set it (each press 10 points): 120 is Ctrl + pressed twice; the window keeps its size on screen [default: 100]
help-gametree-frame-dump = Open the window, wait until its frame is settled, write what it drew (every text with its size, place and clip, and the tree's items) as JSON to FILE.json and exit; nothing is read from or saved to the window's stored settings
help-gametree-lang = The language of everything gametree says, the window's and every subcommand's (en, de, …) [default: the system's, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English]
help-analyze-about = Search a position or tree to the end and print the result
help-analyze-game = The game: chess, tree, tictactoe, connect4 or pig [default: chess, or tree with --tree]
help-analyze-position = The position of the --game: 9 characters x, o, . row by row from the top for tic-tac-toe ("x...o...."); the columns played, 1-based, for Connect Four ("4453"); for Pig the banked points, the player to move and the turn total ("12-7 a+5", see docs/CLI.md); a FEN or a tree as --fen and --tree take them [default: the empty board, the start position]
help-analyze-fen = The chess position to search, as FEN (a `[FEN "…"]` tag line, a PGN or a move list are read too) [default: the start position]
help-analyze-pgn = A chess game as PGN, or a move list from the start position (SAN or UCI), in FILE (`-`: standard input): the position after --ply moves is searched
help-analyze-ply = With --pgn: search the position after N plies (0 is the game's start position) [default: the last]
help-analyze-game-index = With --pgn: read game N of the file (1 is the first) [default: 1]
help-analyze-tree = A textbook tree as a nested list, e.g. `[[3,12,8],[2,4,6],[14,5,2]]`, or the name of a built-in tree (classic: AIMA's Figure 5.2/5.5; uneven, ties, uniform-3x3x3, perfect-3x3x3, worst-3x3x3; with chance nodes expectimax, CS188's, and expectimax-weighted)
help-analyze-compare = Search the position again with the algorithm ALGO, everything else alike, and report its move and nodes beside this search's, and whether they agree (e.g. --algo mcts --compare alphabeta)
help-analyze-iterations = Monte Carlo tree search: iterations to run (1 to 1,000,000)
help-analyze-seed = Monte Carlo tree search: the playouts' random seed (the same seed gives the same tree, step for step)
help-analyze-exploration = Monte Carlo tree search: UCB1's exploration constant C, a number ≥ 0 [default: √2 ≈ 1.414]
help-analyze-playout-cap = Monte Carlo tree search: a playout stops after this many plies and is scored by the sign of the static evaluation (chess)
help-analyze-guess = Aspiration windows and MTD(f): the first guess at the root's value (with --id, the first iteration's; later ones guess the previous iteration's value)
help-analyze-window = Aspiration windows: the first window is [guess − W, guess + W]
help-analyze-bounds = Star1: the least and greatest value a leaf can have, as LO..HI in the game's values (0..10, -1/2..3/2) [default: a tree's least and greatest leaf; Pig's −goal..goal]
help-analyze-depth = Depth in plies [default: 3 for chess, 9 (the whole game) for tic-tac-toe, 4 for Connect Four; a tree is searched to its leaves]
help-analyze-order = Move ordering: natural, captures, seed, killers, history, best, worst or random:SEED
help-analyze-fail = What a node that fails high or low returns: soft (the best value found, as AIMA's alpha-beta) or hard (clamped to its window)
help-analyze-cutoff = The cutoff convention: ge cuts once α ≥ β (a tie at a bound is pruned), gt only once α > β (a tie is still searched)
help-analyze-tt = Use a transposition table
help-analyze-id = Iterative deepening: search depth 1, 2, … up to the depth
help-analyze-singular-extension = A node with exactly one legal move does not use up depth
help-analyze-quiescence = At the depth limit, search captures and promotions (every move in check) from the static value, the stand-pat, instead of stopping
help-analyze-eval = Static evaluation for chess: material or pst (tic-tac-toe and Connect Four have one evaluation each)
help-analyze-max-nodes = Stop cleanly once this many nodes have been entered
help-analyze-json = Print one JSON object instead of text
help-analyze-dot = Also write the final search tree as Graphviz DOT to FILE
help-analyze-trace = Print one line per search event instead of the summary
help-analyze-session = Search what the session file FILE holds, with its options and cursor step; flags given here override the file's values
help-analyze-save-session = Write a session file (*.gametree) of this search to FILE, at --step
help-analyze-step = The step K: the tree as it stands after K events (0 is before the search starts) [default: the end, or the --session file's step]; K beyond the end is an error. Pictures show it; slides go up to it
help-analyze-svg = Write the tree as SVG to FILE
help-analyze-png = Write the tree as PNG to FILE
help-analyze-whole-tree = Draw a textbook tree whole in the pictures, slides and decks, as a book figure does: the nodes not reached at the step shown are faint, their leaf values grey
help-analyze-layout = How the tree is drawn in the pictures, slides and decks: outline (one node a row, for wide games), fan (top-down, as a book draws it) or auto (an outline for games with six or more moves at the root)
help-analyze-layout-auto = An outline for games with six or more moves at the root, else a fan
help-analyze-layout-outline = One node a row, indented by ply
help-analyze-layout-fan = Top-down, parents centred over their children
help-analyze-size = The pictures' size in pixels (the board is as high as the pictures) [default: 1280x720]
help-analyze-theme = The pictures' theme: light, dark, lecture or lecture-dark [default: lecture for the slides of --slides, --deck, --gif and --apng, which are for a projector; light for the other pictures and --html]
help-analyze-board-svg = Write the board at the step shown as SVG to FILE (every game with a board: chess, tic-tac-toe, Connect Four, Pig; not a tree)
help-analyze-board-png = Write the board at the step shown as PNG to FILE (as --board-svg)
help-analyze-slides = Write one slide per step to DIR: step-0001.svg and step-0001.png, …
help-analyze-deck = Write the slides as one PDF to FILE: a 16:9 page (1280x720, whatever --size says) per slide, with a title line and the caption
help-analyze-gif = Write the slides as an animated GIF to FILE, a frame per slide, the tree steady from frame to frame (--size, --theme; 256 colours a frame)
help-analyze-apng = Write the slides as an animated PNG (APNG) to FILE, as --gif does, every colour kept
help-analyze-frame-ms = How long each frame of --gif and --apng shows, in milliseconds (a GIF rounds it up to hundredths of a second)
help-analyze-html = Write a walk-through of the search as one web page to FILE: each step's tree (at --size, 960x540 if not given), board, narration and pseudocode line, stepped with the keys, buttons or a slider, fetching nothing; its steps as --slides-at, --from and --to choose [default: every step if they are at most 2000, else the key steps if they are, else the cutoffs, the first of them and the last step if there are more; said on stderr and in the page]
help-analyze-slides-at = Which steps get a slide (--slides, --deck, --gif, --apng, --html): all, key (a node entered, a backup, a cutoff, the end) or cutoffs (every cutoff, with the first and last step) [default: every step if they are at most 50, else the key steps if they are, else the cutoffs, the first 48 if there are more; said on stderr]
help-analyze-from = The first step with a slide (--slides, --deck, --gif, --apng, --html) [default: 1]
help-analyze-to = The last step with a slide (--slides, --deck, --gif, --apng, --html) [default: --step, else the end]
help-analyze-no-caption = Slides (--slides, --deck, --gif, --apng) without the step's narration under the tree
help-worksheet-about = Generate a seeded tree for practice or an exam, with its answer key
help-worksheet-seed = The seed: the same seed and options give the same tree and key
help-worksheet-depth = Plies from the root to the leaves
help-worksheet-branching = Children per node: N (every level), N,N,… (one per level, the root's first), LO-HI ranges for uneven trees, e.g. 3 or 3,2,2 or 2-3, or an explicit shape with dots for leaves, e.g. [[.,.],[.,.,.],.]
help-worksheet-values = The range of leaf values, LO..HI [default: 0..99]
help-worksheet-order = Children order: random, best (fewest leaves for alpha-beta) or worst (no cutoff)
help-worksheet-root = Who moves at the root
help-worksheet-root-max = MAX (the default)
help-worksheet-root-min = MIN: the tree is written `min[…]` and the levels below alternate
help-worksheet-chance = MIN's levels are chance nodes with equal odds (CS188's expectimax exercise): the key is expectimax's, and the sheet asks for values only (each circle is the average of its outcomes)
help-worksheet-cutoff = The cutoff convention: ge cuts once α ≥ β (a tie at a bound is pruned), gt only once α > β (a tie is still searched)
help-worksheet-json = Print the tree and the answer key as one JSON object
help-worksheet-answer = Also print the answer in the terminal: what `gametree analyze --tree TEXT` prints for the tree (value, root moves, best move, counts, evaluated leaves). Without it only the tree and the files written are printed, so a student can make a sheet without seeing its key
help-worksheet-svg = Write the exam sheet (leaf values only, blank boxes) as SVG to FILE
help-worksheet-png = Write the exam sheet as PNG to FILE
help-worksheet-key-svg = Write the answer key (the sheet filled in: values, windows, pruned moves, unvisited nodes grey) as SVG to FILE
help-worksheet-key-png = Write the answer key as PNG to FILE
help-worksheet-pdf = Write the exam as a printable one-page PDF to FILE: heading (name and date line, seed and options, instructions, conventions, a legend for the window boxes) over the blank tree
help-worksheet-key-pdf = Write the answer key as a one-page PDF to FILE, on the same layout
help-worksheet-values-only = With --pdf / --key-pdf: a minimax sheet, values only (no windows, nothing pruned)
help-worksheet-moodle = Write a Moodle question bank (Moodle XML) to FILE: --count cloze questions, question i made from seed --seed + i (each one what `worksheet --seed` that seed gives), auto-graded: the values the sheet asks for (alpha-beta: with exact, at least or at most) and the pruned moves; the tree's picture inside, the key as feedback
help-worksheet-count = With --moodle: how many questions, from 1 to 1000
help-worksheet-paper = The paper of the PDFs: a4 or letter
help-check-about = Check a search's own trace (JSON Lines) against minimax and alpha-beta: which it is, or where it first leaves them and why
help-check-trace = The trace a search wrote, as JSON Lines (docs/FORMATS.md); `-` reads standard input
help-check-algo = Check against this algorithm only: minimax or alphabeta, or for a trace whose values are negamax's, negamax or negamax-ab [default: recognise which fits]
help-check-fail = Alpha-beta that fails this way only: hard (a node's value clamped to its window) or soft (the best value found) [default: either]
help-check-cutoff = Alpha-beta with this cutoff test only: ge (α ≥ β) or gt (α > β) [default: either]
help-check-json = Print one JSON object, {"{"}"matches": [...], "divergence": {"{"}...{"}"}{"}"}

## `--algo`: $summary is help-analyze-algo-summary; $titles is one line
## per algorithm ("  minimax: Minimax"), its name and its title.
help-analyze-algo-summary = The algorithm: { $names }. Only { $averaging } search chance nodes; a game with chance nodes is searched by { $default } unless --algo is given
help-analyze-algo = { $summary }
help-analyze-algo-long =
    { $summary }.

    { $titles }
# A list's last two items: "a, b or c" ($rest is "a, b").
help-list-or = { $rest } or { $last }
help-list-and = { $rest } and { $last }

## clap's own flags and its `help` subcommand.
help-flag-help = Print help
help-flag-help-more = Print help (see more with '--help')
help-flag-help-summary = Print help (see a summary with '-h')
help-flag-version = Print version
help-subcommand-help = Print this message or the help of the given subcommand(s)
help-subcommand-help-command = Print help for the subcommand(s)

## clap's headings, in a language other than English (English keeps
## clap's own). "[OPTIONS]" in a usage line is "[{ help-usage-options }]".
help-usage-heading = Usage:
help-usage-options = OPTIONS
help-commands-heading = Commands
help-arguments-heading = Arguments
help-options-heading = Options
# A flag's choices, after its help.
help-possible-values = [possible values: { $values }]
# Over the list of a flag's choices, each with its help ("- fan: …").
help-possible-values-heading = Possible values:
help-default = [default: { $value }]

## clap's refusals (src/cli/refusal.rs), after "error: ". $option is the
## option as clap names it ("--depth <N>"); $value comes quoted, escaped
## and cut short ("tall", "xxx…" (300 characters)).
help-refusal-unknown-argument = unexpected argument '{ $argument }' found
help-refusal-invalid-choice = invalid value { $value } for '{ $option }'
help-refusal-missing-value = a value is required for '{ $option }' but none was supplied
# $arguments: the arguments, as clap names them ("--depth <D> --branching <B>").
help-refusal-missing-arguments = the following required arguments were not provided: { $arguments }
# A number out of its range: "0 is not in 1..=64" ($range is notation).
help-refusal-out-of-range = { $number } is not in { $range }
# Why a number does not parse.
help-refusal-number-empty = cannot parse integer from empty string
help-refusal-number-invalid-digit = invalid digit found in string
help-refusal-number-too-large = number too large to fit in target type
help-refusal-number-too-small = number too small to fit in target type
help-refusal-number-zero = number would be zero for non-zero type
