"""Alpha-beta over a textbook tree, writing a trace for `gametree check`.

    python3 alphabeta_tree.py > classic.jsonl
    python3 alphabeta_tree.py "[[3,12,8],[2,4,6],[14,5,2]]" > classic.jsonl
    gametree check classic.jsonl

A tree is a nested list: a number is a leaf (its value for MAX), a list an
inner node; MAX moves at the root and the levels alternate. The search is
AIMA's alpha-beta (fail-soft, cutoff at alpha >= beta); the lines marked
TRACE are all there is to tracing (see README.md).
"""

import json
import sys

CLASSIC = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def trace(**event):  # TRACE
    print(json.dumps({key: number(value) for key, value in event.items()}))


def number(value):  # TRACE: JSON has no Infinity; write "inf" and "-inf"
    if value == float("inf"):
        return "inf"
    if value == float("-inf"):
        return "-inf"
    return value


def alphabeta(node, path, alpha, beta, maximizing):
    trace(enter=path, alpha=alpha, beta=beta)  # TRACE
    if not isinstance(node, list):
        trace(leaf=path, value=node)  # TRACE
        trace(**{"return": path, "value": node})  # TRACE
        return node
    best = float("-inf") if maximizing else float("inf")
    for index, child in enumerate(node, start=1):
        value = alphabeta(child, path + [index], alpha, beta, not maximizing)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    trace(**{"return": path, "value": best})  # TRACE
    return best


def main():
    tree = json.loads(sys.argv[1]) if len(sys.argv) > 1 else CLASSIC
    position = json.dumps(tree, separators=(",", ":"))
    trace(gametree_trace=1, game="tree", position=position, values="max")  # TRACE
    alphabeta(tree, [], float("-inf"), float("inf"), True)


if __name__ == "__main__":
    main()
