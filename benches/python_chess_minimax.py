"""The same plain minimax as benches/baseline.rs, on python-chess, for the
side-by-side figure in docs/BENCHMARKS.md: checkmate and stalemate from the legal move
list, insufficient material, the fifty-move rule, mate as +-(MATE - ply),
material P1 N3 B3 R5 Q9 at the depth limit, natural move order.

    pip install chess==1.11.2
    python3 benches/python_chess_minimax.py 4      # depth 4 from the start

Prints the node count (it must equal gametree's), the root value and the
nodes per second.
"""

import sys
import time

import chess

MATE = 100_000
VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9}


def insufficient(board):
    if board.pawns or board.rooks or board.queens:
        return False
    minors = board.knights | board.bishops
    if chess.popcount(minors) <= 1:
        return True
    return not board.knights and (
        not board.bishops & chess.BB_LIGHT_SQUARES or not board.bishops & chess.BB_DARK_SQUARES
    )


def material(board, max_color):
    total = 0
    for piece, value in VALUES.items():
        total += value * (
            len(board.pieces(piece, max_color)) - len(board.pieces(piece, not max_color))
        )
    return total


def minimax(board, ply, depth, max_color, counter):
    counter[0] += 1
    moves = list(board.legal_moves)
    if not moves:
        if not board.is_check():
            return 0
        return -(MATE - ply) if board.turn == max_color else MATE - ply
    if insufficient(board) or board.halfmove_clock >= 100:
        return 0
    if depth == 0:
        return material(board, max_color)
    maximising = board.turn == max_color
    best = -1_000_000 if maximising else 1_000_000
    for move in moves:
        board.push(move)
        value = minimax(board, ply + 1, depth - 1, max_color, counter)
        board.pop()
        best = max(best, value) if maximising else min(best, value)
    return best


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    board = chess.Board()
    counter = [0]
    started = time.perf_counter()
    value = minimax(board, 0, depth, board.turn, counter)
    elapsed = time.perf_counter() - started
    print(
        f"python-chess {chess.__version__} minimax d{depth}: {counter[0]} nodes, "
        f"value {value}, {elapsed:.2f} s, {counter[0] / elapsed / 1e3:.1f} k nodes/s"
    )


if __name__ == "__main__":
    main()
