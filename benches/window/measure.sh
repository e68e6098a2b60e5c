#!/usr/bin/env bash
# Measures the explorer window under Xvfb and Mesa software rendering (no GPU).
#
#   bash benches/window/measure.sh run-to-end [BINARY]
#       Depth-5 minimax from the start position: the CLI's time, then the window's
#       time from pressing End to the first frame that shows the finished tree.
#   bash benches/window/measure.sh frames [BINARY] [glow|wgpu] [DEPTH]
#       1600x1000 window, alpha-beta to DEPTH (default 4, which plays longer than the 10 s) from the start
#       position, played at 500 steps/s for 10 s:
#       the frame log's per-second lines, then the CPU time used over 4 s idle.
#
# Needs: xvfb-run, xdotool (Debian: xvfb xauth xdotool libgl1-mesa-dri mesa-vulkan-drivers).
# BINARY defaults to target/release/gametree (build it with `cargo build --release`).
set -euo pipefail
mode=${1:?usage: measure.sh run-to-end|frames [BINARY] [RENDERER]}
bin=$(realpath "${2:-target/release/gametree}")
renderer=${3:-glow}
depth=${4:-4}
work=$(mktemp -d)
mkdir -p "$work/data/gametree" "$work/run"; chmod 700 "$work/run"
export XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work/run GAMETREE_FRAME_LOG=1 GAMETREE_RENDERER=$renderer
geometry='"window": "(normal_geometry:(outer_position_pixels:Some((x:0.0,y:0.0)),scale_factor:1.0,inner_size_points:(x:1600.0,y:1000.0)),fullscreen:false,maximized:false)"'

case $mode in
run-to-end)
  printf '{%s, "gametree.settings": "(options:(algorithm:minimax,depth:5))"}\n' "$geometry" \
    > "$work/data/gametree/app.ron"
  echo "CLI: gametree analyze --algo minimax --depth 5 --json > /dev/null"
  /usr/bin/time -f "  %e s wall, %M KB max RSS" "$bin" analyze --algo minimax --depth 5 --json > /dev/null
  echo "window: End, then the first frame after the run"
  ;;
frames)
  printf '{%s, "gametree.settings": "(options:(depth:%s),speed:500.0)"}\n' "$geometry" "$depth" > "$work/data/gametree/app.ron"
  ;;
*) echo "unknown mode $mode" >&2; exit 2 ;;
esac

export MODE=$mode BIN=$bin LOG=$work/log SHOT=${SHOT:-}
xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" bash -c '
  "$BIN" 2>> "$LOG" & p=$!
  sleep 6
  w=$(xdotool search --pid $p | tail -1)
  xdotool windowsize $w 1600 1000; xdotool windowfocus --sync $w 2>/dev/null || true
  sleep 3
  if [ "$MODE" = run-to-end ]; then
    xdotool key End
    for _ in $(seq 1 300); do sleep 0.5; grep -q "from the key press" "$LOG" && break; done
  else
    ticks() { awk "{print \$14 + \$15}" /proc/$p/stat; }   # user + system, in 1/100 s
    c0=$(ticks); sleep 4; c1=$(ticks)
    echo "=== play" >> "$LOG"
    xdotool key space; sleep 10; xdotool key space
    echo "=== paused" >> "$LOG"
    sleep 2
    [ -n "${SHOT:-}" ] && import -window root "$SHOT"
    c2=$(ticks); sleep 4; c3=$(ticks)
    echo "idle CPU over 4 s: $((c1 - c0)) ticks before play, $((c3 - c2)) ticks after (1 tick = 10 ms)" >> "$LOG"
  fi
  kill $p; wait $p 2>/dev/null || true'
grep -v '^$' "$LOG" | sed 's/^/  /'
rm -rf "$work"
