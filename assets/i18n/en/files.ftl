# The window's files: the file window (open and save), the export dialog,
# opening session files and traces, the status line's file and run
# messages, and the window's own errors around them.

## The file window

files-dialog-open-title = Open session
files-dialog-open-trace-title = Open a student's trace
files-dialog-save-as-title = Save session as
files-dialog-save-trace-as-title = Save the trace as
files-dialog-trace-path = Trace file path (*.{ $extension }, as gametree check reads it):
files-dialog-session-path = Session file path (*.{ $extension }):
files-dialog-open = Open
files-dialog-save = Save
files-dialog-recent = Recent:
files-dialog-type-trace-path = Type the path of a trace file.
files-dialog-type-session-path = Type the path of a session file.
files-dialog-exists = { $path } exists: press Save again to replace it.
# $path is quoted; $error says why.
files-cannot-open = cannot open { $path }: { $error }
files-cannot-save = cannot save { $path }: { $error }
files-drop-hint = Drop a session file (*.gametree) or a trace (*.jsonl) to open it

## Opening a session file

files-opening-progress = Opening { $path }: running its search to step { $step }… steps recorded: { $steps }, nodes: { $nodes }, { $seconds } s (Esc cancels)
files-opening-cancelled = opening { $path } was cancelled; the session is as it was
files-opening-cancel-tip = Stop opening the file; the session stays as it is
files-search-thread-stopped = internal error: the search thread stopped

## A student's trace

files-trace-too-large = { $name } is larger than { $mebibytes } MiB, so it is not kept to save again: its own file is the copy to keep
files-compare-title = Your trace against { $algorithm }
files-compare-own-order = gametree's search takes the moves in its own order and scores the leaves with its own evaluation, not yours.
files-compare-same-throughout = The two take the same steps throughout.
files-compare-differ-from-first = The two differ from the first step.
files-compare-differ-from = The two take the same steps up to step { $step }; from step { $next } on they differ.
files-compare-step-forward = Step forward to compare the steps.
files-compare-reference-step = Step { $step }: { $narration }
files-compare-reference-over = { $algorithm } was over after { $total } steps.
files-compare-at-this-step = { $algorithm } at this step:
files-compare-spoken = Reference at this step: { $said }
# What the check found, for the status line.
files-trace-fits-one = { $algorithm }, node for node
files-trace-fits-many = fits { $count } algorithms, shown as { $algorithm }
files-trace-leaves = leaves { $algorithm } { $place }, step { $step } (J goes there)
files-trace-fits-none = no algorithm fits
files-trace-summary = Trace { $name }: { $found }
files-trace-summary-rounded = Trace { $name }: { $found } (values drawn rounded to whole units)
files-trace-at-end = at its end, after line { $line }
files-trace-at-event = at event { $event } (line { $line })
# The divergence sentence: $algorithm is the short name, $place where in
# the trace, $sentence the check's own sentence. It follows
# scene-divergence-here's "Here".
files-trace-divergence = your search leaves { $algorithm } ({ $place }): { $sentence }

## The export dialog

files-export-title-tree = Export tree
files-export-title-board = Export board
files-export-title-slides = Export slides
files-export-title-deck = Export deck
files-export-title-sheet = Export sheet
files-export-title-key = Export key
files-export-title-web-page = Export web page
files-export-folder = Folder
files-export-file = File
files-export-path-hint = path, relative to the folder gametree started in
files-export-format = Format
files-export-part = Part
files-export-whole-tree = Whole tree
files-export-visible-part = Visible part
files-export-theme = Theme
files-export-size = Size
files-export-size-tip = Width x height in pixels; the board is as high as this. The visible part keeps the window's shape.
files-export-which = Which
files-export-key-steps = Key steps
files-export-key-steps-tip = A node entered, a backup, a cutoff, the end
files-export-cutoffs = Cutoffs
files-export-cutoffs-tip = Every cutoff, with the first and last step
files-export-every-step = Every step
files-export-caption = Caption
files-export-caption-check = The step's narration under the tree
files-export-steps = Steps
files-export-to = to
# The word the last step's box takes for the search's last step
# ("end" is understood in every language too).
files-export-end = end
files-export-last-step-tip = The last step ("{ $end }": the search's last); the search is run that far first
files-export-export = Export
files-export-close = Close
files-export-no-file-name = Give a file name.
files-export-first-step-number = The first step must be a whole number.
files-export-last-step-number = The last step must be a whole number or "{ $end }".
files-export-first-after-last = The first step is after the last.
# What an export wrote; $path is the file or folder.
files-export-wrote = Wrote { $path }
files-export-wrote-pages = Wrote { $count } pages to { $path }
files-export-wrote-slides = Wrote { $count } slides (SVG and PNG) to { $path }
files-export-wrote-page-steps = Wrote a web page of { $count } steps to { $path }
files-export-wrote-page-some-steps = Wrote a web page of { $count } of { $total } steps, as many as a page holds to { $path }
files-export-copied = Copied the tree ({ $width }×{ $height } pixels) to the clipboard

## Re-running the search, and the background run

files-rerun-node-lost = the search was re-run to step { $step }, but the node you were at was not found
files-rerun-cancelled = the search was re-run only to step { $step } of { $total } (cancelled); step on from here
files-no-search-thread = warning: cannot start the search thread ({ $error }); running frame by frame
files-search-thread-ended = the search thread ended before it started
files-status-error = Error: { $error }
files-background-searching = Searching on a background thread…
files-background-so-far = { $seconds } s so far
files-background-comes-back = The tree and the panels come back when the run ends; { $keys } or Cancel (above) stops it where it got to.
files-pinned = Showing the node you picked.
files-follow-search = Follow search
files-follow-search-tip = Show the node the search is at (Esc)
