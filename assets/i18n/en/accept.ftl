# The explorer's and the teaching layer's texts found English by the
# German window's acceptance test (tests/window/language.rs).

# Groups a count's digits in threes: 18,124.
accept-thousands-separator = ,
# A node without a move of its own, in a sentence.
accept-the-root = the root
