"""Writes table.txt: for every game here, each move in SAN and the FEN after
it, as python-chess 1.11.2 reads them (pip install chess==1.11.2).

Run from this folder: python3 table.py > table.txt
"""
import chess
import chess.pgn

assert chess.__version__ == "1.11.2", chess.__version__
for name in ["opera.pgn", "opera-end.pgn", "saavedra.pgn"]:
    with open(name) as f:
        game = chess.pgn.read_game(f)
    assert not game.errors, game.errors
    board = game.board()
    print(f"game\t{name}\t{board.fen()}")
    for move in game.mainline_moves():
        san = board.san(move)
        board.push(move)
        print(f"move\t{san}\t{board.fen()}")
