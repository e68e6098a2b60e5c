# The language's own name, in the Language menu.
language-name = English
