"""Alpha-beta over a chess position with python-chess, writing a trace for
`gametree check`.

    pip install chess
    python3 alphabeta_chess.py > start.jsonl
    python3 alphabeta_chess.py "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4" 2 > mate.jsonl
    gametree check start.jsonl

Searches the position (default: the start) to the depth given (default 2)
in python-chess's move order, with a material evaluation from White's side
as MAX's values; moves in the trace are UCI. The lines marked TRACE are
all there is to tracing (see README.md).
"""

import json
import sys

import chess

PIECE_VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9}
MATE = 1000


def trace(**event):  # TRACE
    print(json.dumps({key: number(value) for key, value in event.items()}))


def number(value):  # TRACE: JSON has no Infinity; write "inf" and "-inf"
    if value == float("inf"):
        return "inf"
    if value == float("-inf"):
        return "-inf"
    return value


def evaluate(board, root_color):
    """Material for the side to move at the root; a mate is worth MATE."""
    if board.is_checkmate():
        return -MATE if board.turn == root_color else MATE
    if board.is_game_over():
        return 0
    score = 0
    for piece_type, value in PIECE_VALUES.items():
        score += value * len(board.pieces(piece_type, root_color))
        score -= value * len(board.pieces(piece_type, not root_color))
    return score


def alphabeta(board, path, depth, alpha, beta, maximizing, root_color):
    trace(enter=path, alpha=alpha, beta=beta)  # TRACE
    if depth == 0 or board.is_game_over():
        value = evaluate(board, root_color)
        trace(leaf=path, value=value)  # TRACE
        trace(**{"return": path, "value": value})  # TRACE
        return value
    best = float("-inf") if maximizing else float("inf")
    for move in list(board.legal_moves):
        board.push(move)
        value = alphabeta(board, path + [move.uci()], depth - 1, alpha, beta, not maximizing, root_color)
        board.pop()
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
    fen = sys.argv[1] if len(sys.argv) > 1 else chess.STARTING_FEN
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    board = chess.Board(fen)
    trace(gametree_trace=1, game="chess", position=board.fen(), values="max")  # TRACE
    alphabeta(board, [], depth, float("-inf"), float("inf"), True, board.turn)


if __name__ == "__main__":
    main()
