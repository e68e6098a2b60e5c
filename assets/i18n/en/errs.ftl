# Error messages: files the system refuses, the session file's rules, the
# exports, the tree generator, bounds and settings (src/text_file.rs,
# src/session_file/, src/export/, src/textbook/generate/, src/input.rs, …).

## What the system says of a file (not shown in English: there the
## system's own words are; another language says these).
errs-io-not-found = No such file or directory
errs-io-permission-denied = Permission denied
errs-io-is-a-directory = Is a directory
errs-io-not-a-directory = Not a directory
errs-io-already-exists = File exists
errs-io-storage-full = No space left on device
errs-io-read-only = Read-only file system
errs-io-invalid-filename = Invalid file name
errs-io-file-too-large = File too large
errs-io-broken-pipe = Broken pipe
errs-io-unexpected-eof = the data ends too soon
# $system: what the system or a library said, in its words.
errs-io-invalid-data = invalid data: { $system }
errs-io-other = the system reports: { $system }

## A path that is not a regular file, and other refusals of a file.
errs-io-not-regular-directory = it is a directory, not a regular file
errs-io-not-regular-named-pipe = it is a named pipe (FIFO), not a regular file
errs-io-not-regular-socket = it is a socket, not a regular file
errs-io-not-regular-device = it is a device, not a regular file
errs-io-not-regular-other = it is neither a file nor a directory, not a regular file
errs-io-named-pipe = it is a named pipe (FIFO), which would wait for a reader; give a regular file
errs-io-too-many-links = it goes through more than { $most } symbolic links
errs-io-read-only-file = it is read-only
errs-io-no-file-name = the path does not end in a file name

## Pictures, decks and pages that cannot be made or written ($text: what
## was given, $path: the file, quoted; $reason: why, from the system).
errs-export-size = bad size "{ $text }": write WIDTHxHEIGHT, e.g. 1280x720, each from { $min } to { $max }
errs-export-theme = unknown theme "{ $text }": use light, dark, lecture or lecture-dark
errs-export-slides-at = unknown slide selection "{ $text }": use all, key or cutoffs
errs-export-no-slides = no slides: the steps asked for are before the search enters the root
errs-export-too-many-slides = more than { $limit } slides: use key steps or cutoffs, a shorter range of steps (--from, --to), or a smaller search
# $paper: a4 or letter.
errs-export-too-large = the tree has { $leaves } leaves: one { $paper } page prints at most { $most } legibly; use a smaller depth or branching
errs-export-empty = nothing to draw: the search has not entered the root at this step
errs-export-no-board-tree = there is no board picture for a textbook tree: draw the tree instead
# $game: the game's title, lower case.
errs-export-no-board = there is no board picture for a { $game }: draw the tree instead
errs-export-write = cannot write { $path }: { $reason }
errs-pdf-svg = cannot read the SVG: { $error }
errs-pdf-convert = cannot convert the SVG to PDF: { $error }
errs-pdf-no-pages = a PDF needs at least one page
# A bug: $error says what went wrong, for the report.
errs-internal = internal error: { $error }
