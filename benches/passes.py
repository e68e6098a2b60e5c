#!/usr/bin/env python3
"""Nodes entered by the null-window algorithms and by iterative deepening
that reuses its principal variation, against alpha-beta, on three chess
positions (docs/BENCHMARKS.md, "Null windows and deepening").

Node counts are deterministic, so one run of each search is the measure:

    cargo build --release
    python3 benches/passes.py target/release/gametree 5 --order captures

The arguments after the depth are passed to every search.
"""

import json
import subprocess
import sys

POSITIONS = {
    "start": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "kiwipete": "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "italian": "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
}


def search(binary, fen, depth, args):
    """The JSON of one search, and the nodes of all its passes."""
    out = subprocess.run(
        [binary, "analyze", "--fen", fen, "--depth", depth, "--json", *args],
        capture_output=True, text=True, check=True,
    )
    result = json.loads(out.stdout)
    return result, sum(p["nodes"] for p in result["passes"])


def main():
    binary, depth, extra = sys.argv[1], sys.argv[2], sys.argv[3:]
    print(f"depth {depth} {' '.join(extra)}: nodes of all passes, and the ratio to alpha-beta")
    print(f"{'position':10} {'alphabeta':>10} {'pvs':>16} {'mtdf':>16} {'aspiration':>16}")
    for name, fen in POSITIONS.items():
        ab, n_ab = search(binary, fen, depth, ["--algo", "alphabeta", *extra])
        cells = [f"{n_ab:>10}"]
        for algo in ["pvs", "mtdf", "aspiration"]:
            result, nodes = search(binary, fen, depth, ["--algo", algo, *extra])
            assert result["value"] == ab["value"], (name, algo)
            cells.append(f"{nodes:>9} {nodes / n_ab:5.2f}x")
        print(f"{name:10} {' '.join(cells)}")
    print()
    print(f"depth {depth} --tt {' '.join(extra)}: iterative deepening against a cold search")
    print(f"{'position':10} {'cold':>10} {'--id last':>16} {'--id all':>16}")
    for name, fen in POSITIONS.items():
        cold, n_cold = search(binary, fen, depth, ["--tt", *extra])
        deep, n_all = search(binary, fen, depth, ["--tt", "--id", *extra])
        assert cold["value"] == deep["value"], name
        n_last = sum(p["nodes"] for p in deep["passes"] if p["depth"] == int(depth))
        print(f"{name:10} {n_cold:>10} {n_last:>9} {n_last / n_cold:5.2f}x {n_all:>9} {n_all / n_cold:5.2f}x")


if __name__ == "__main__":
    main()
