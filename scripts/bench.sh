#!/bin/sh
# make bench: build release, generate scenes of 10, 100, 1,000 and 10,000 views,
# time hits and hit maps under every policy, then the playground's start-up time
# to the first frame and its peak memory on the 10,000-view scene, and the audit's
# time on 100, 300, 1,000 and 10,000 views and on the shared real dumps (1 job, all).
# Prints figures only; nothing here passes or fails on a timing.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
BIN=.build/release/tapplay
SEED=${BENCH_SEED:-7}
RUNS=${BENCH_STARTUP_RUNS:-5}

if ! $SWIFT build -c release >"${TMPDIR:-/tmp}/tapplay-bench-build.$$.log" 2>&1; then
    cat "${TMPDIR:-/tmp}/tapplay-bench-build.$$.log"
    rm -f "${TMPDIR:-/tmp}/tapplay-bench-build.$$.log"
    exit 1
fi
rm -f "${TMPDIR:-/tmp}/tapplay-bench-build.$$.log"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/tapplay-bench.XXXXXX")
# A tmux server per start-up run: a server that is exiting after the previous
# run's kill-server can swallow the next new-session ("server exited unexpectedly").
SOCK=""
cleanup() {
    [ -z "$SOCK" ] || tmux -L "$SOCK" kill-server >/dev/null 2>&1 || true
    rm -rf "$TMP"
}
trap cleanup EXIT INT TERM

# The audit of every real dump beside the project (../shared/imports and
# ../shared/precision/dumps; TAPPLAY_SHARED moves it), with one job and with one
# per core, wall time, median of 3 runs. BENCH_PART=real-dumps runs only this.
real_dumps() {
    shared=${TAPPLAY_SHARED:-../shared}
    echo "audit of the real dumps in $shared/imports and $shared/precision/dumps (default options, text to /dev/null),"
    echo "wall time with load, median of 3 runs:"
    if [ ! -d "$shared/imports" ]; then
        echo "  $shared/imports not found: skipped"
        return
    fi
    dumps=$(find "$shared/imports" "$shared/precision/dumps" -type f -name '*.txt' 2>/dev/null | LC_ALL=C sort)
    count=$(printf '%s\n' "$dumps" | wc -l | tr -d ' ')
    cores=$(nproc 2>/dev/null || echo 1)
    for jobs in 1 "$cores"; do
        runs=""
        k=0
        while [ "$k" -lt 3 ]; do
            k=$((k + 1))
            a=$(date +%s%N)
            # shellcheck disable=SC2086 # the dumps' paths have no spaces
            "$BIN" audit $dumps --jobs "$jobs" >/dev/null 2>&1 || [ $? -eq 1 ]
            b=$(date +%s%N)
            runs="$runs $(( (b - a) / 1000000 ))"
        done
        ms=$(printf '%s\n' $runs | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
        printf '  %s dumps, --jobs %s%s: %6s ms (runs:%s ms)\n' "$count" "$jobs" \
            "$([ "$jobs" = "$cores" ] && echo ' (every core)')" "$ms" "$runs"
    done
}
if [ "${BENCH_PART:-}" = real-dumps ]; then
    real_dumps
    exit 0
fi

for n in 10 100 1000 10000; do
    "$BIN" generate --views "$n" --seed "$SEED" > "$TMP/views-$n.yaml"
done
# The same 10,000 views at the 1,000-view scene's density (a canvas 10x the area),
# to separate the index's growth from the answer's (more views within slop of a point).
"$BIN" generate --views 10000 --seed "$SEED" --canvas 1233x2669 > "$TMP/views-10000-sparse.yaml"

field() { # field NAME JSON -> the number after "NAME":
    printf '%s\n' "$2" | sed -E "s/.*\"$1\": (-?[0-9.]+).*/\1/"
}

echo "tapplay bench: $(uname -m), $(nproc 2>/dev/null || echo '?') cores, release build, seed $SEED"
echo "ns/hit: one Resolver.resolve (full result, no trace), median of 7 x 100,000 random taps;"
echo "ns/outcome: the allocation-free query that maps use; map: the whole 200x60 HitMap, median."
echo "targets at 1,000 views: uikit <= 100 ns, SwiftUI family <= 300 ns; map <= 1 ms uikit, <= 3 ms others;"
echo "10,000 views <= 2x the 1,000-view ns/hit; sampled (a 41-point cloud) a few us per tap, map <= 50 ms."
echo
printf '%-15s %-9s %9s %11s %12s %9s %9s\n' scene policy ns/hit ns/outcome map_200x60 load_ms index_ms
for n in 10 100 1000 10000 10000-sparse; do
    for p in uikit swiftui exact filtered sampled android compose flutter; do
        j=$("$BIN" bench "$TMP/views-$n.yaml" --policy "$p" --json)
        printf '%-15s %-9s %9s %11s %9s ms %9s %9s\n' "$n" "$p" "$(field ns_per_hit "$j")" \
            "$(field ns_per_outcome "$j")" "$(field map_200x60_ms "$j")" "$(field load_ms "$j")" "$(field index_ms "$j")"
    done
done
echo
# A screen of ordinary density, ours (Scenes/compose-icons.yaml: a toolbar of 24 dp icons,
# a chip, a card over an icon, a clipped row), beside the generated scenes above, which pack
# 1,000 and 10,000 views onto one phone screen.
echo "an ordinary Compose screen (Scenes/compose-icons.yaml):"
for p in android compose; do
    j=$("$BIN" bench Scenes/compose-icons.yaml --policy "$p" --json)
    printf '%-15s %-9s %9s %11s %9s ms\n' compose-icons "$p" "$(field ns_per_hit "$j")" \
        "$(field ns_per_outcome "$j")" "$(field map_200x60_ms "$j")"
done
echo
echo "an ordinary Flutter screen (Scenes/flutter-stack.yaml: a stack with an overflowing badge, an"
echo "Opacity(0) overlay, an IgnorePointer scrim, nested detectors, a text over a button):"
for p in android flutter; do
    j=$("$BIN" bench Scenes/flutter-stack.yaml --policy "$p" --json)
    printf '%-15s %-9s %9s %11s %9s ms\n' flutter-stack "$p" "$(field ns_per_hit "$j")" \
        "$(field ns_per_outcome "$j")" "$(field map_200x60_ms "$j")"
done
echo
echo "one line per run, as tapplay bench prints it:"
for p in uikit swiftui sampled android compose flutter; do "$BIN" bench "$TMP/views-1000.yaml" --policy "$p"; done

echo
echo "sampled at other radii (1,000 views): the cloud has 13 points at 10, 41 at 20, 61 above 20"
for r in 10 30 60; do "$BIN" bench "$TMP/views-1000.yaml" --policy sampled --radius "$r" --taps 20000; done
# The audit under the four newer policies (target under sampled: < 3 s).
"$BIN" generate --views 300 --seed "$SEED" --canvas 390x844 > "$TMP/views-300.yaml"
for p in sampled android compose flutter; do
    a=$(date +%s%N)
    # Status 1 means findings, as expected on a generated scene; anything else is a failure.
    "$BIN" audit "$TMP/views-300.yaml" --policy "$p" --resolution 0.5 >/dev/null 2>&1 || [ $? -eq 1 ]
    b=$(date +%s%N)
    printf 'audit of 300 views on 390x844 pt under %-8s at 0.5 pt: %8.1f ms\n' "$p" "$(echo "$a $b" | awk '{print ($2 - $1) / 1e6}')"
done

echo
echo "audit (tapplay audit, every finding, --json to /dev/null): 390x844 canvas, resolution 0.5 pt (1.3 million"
echo "samples), the four policies uikit, swiftui, exact, filtered; wall time including load, median of 3 runs;"
echo "target: 300 views well under a second."
"$BIN" generate --views 300 --seed "$SEED" > "$TMP/views-300.yaml"
for n in 100 300 1000 10000; do
    runs=""
    k=0
    while [ "$k" -lt 3 ]; do
        k=$((k + 1))
        a=$(date +%s%N)
        "$BIN" audit "$TMP/views-$n.yaml" --policy uikit --policy swiftui --policy exact --policy filtered --json \
            > "$TMP/audit-$n.jsonl" || true
        b=$(date +%s%N)
        runs="$runs $(( (b - a) / 1000000 ))"
    done
    ms=$(printf '%s\n' $runs | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    printf '  %6s views: %6s ms (runs:%s ms), %s findings\n' "$n" "$ms" "$runs" "$(wc -l < "$TMP/audit-$n.jsonl" | tr -d ' ')"
done
echo
real_dumps
echo
echo "playground start-up (launch -> first frame drawn -> exit) and peak memory, $RUNS runs each, in tmux 200x60:"
if ! command -v tmux >/dev/null 2>&1; then
    echo "  tmux not found: skipped"
    exit 0
fi
TIME=/usr/bin/time
[ -x "$TIME" ] || TIME=""
startup() { # startup SCENE TAG LABEL
    walls=""
    rss=""
    i=0
    while [ "$i" -lt "$RUNS" ]; do
        i=$((i + 1))
        out="$TMP/startup-$2-$i"
        SOCK="tapplay-bench-$$-$2-$i"
        if [ -n "$TIME" ]; then
            cmd="$TIME -v -o $out.time $BIN run $1 --exit-after-first-frame"
        else
            cmd="$BIN run $1 --exit-after-first-frame"
        fi
        tmux -L "$SOCK" new-session -d -x 200 -y 60 \
            "env TERM=xterm-256color sh -c 'a=\$(date +%s%N); $cmd; b=\$(date +%s%N); echo \$(( (b - a) / 1000 )) > $out.wall'"
        k=0
        while [ ! -s "$out.wall" ] && [ "$k" -lt 600 ]; do sleep 0.05; k=$((k + 1)); done
        tmux -L "$SOCK" kill-server >/dev/null 2>&1 || true
        [ -s "$out.wall" ] || { echo "  $3: no first frame within 30 s"; return; }
        walls="$walls $(cat "$out.wall")"
        if [ -n "$TIME" ] && [ -s "$out.time" ]; then
            rss="$rss $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$out.time")"
        fi
    done
    med() { printf '%s\n' $1 | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
    w=$(med "$walls")
    printf '  %-20s start-up to first frame: median %6.1f ms (runs:%s us)' "$3" "$(echo "$w" | awk '{print $1/1000}')" "$walls"
    if [ -n "$rss" ]; then
        r=$(med "$rss")
        printf ', peak RSS: median %s (%s MB)\n' "$r kB" "$(echo "$r" | awk '{printf "%.1f", $1/1024}')"
    else
        printf ', peak RSS: /usr/bin/time not found\n'
    fi
}
startup "$TMP/views-10.yaml" v10 "10 views (baseline)"
startup "$TMP/views-1000.yaml" v1000 "1,000 views"
startup "$TMP/views-10000.yaml" v10000 "10,000 views"
# Importing a dump on the fly against loading the same screen as a scene file:
# a 5,000-element recursiveDescription (50 rows of 99 buttons in a window) and its import.
{
    echo "<UIWindow: 0x1; frame = (0 0; 1000 2000); layer = <UIWindowLayer: 0x2>>"
    r=0
    while [ "$r" -lt 50 ]; do
        echo "   | <UIView: 0x1$r; frame = (0 $((r * 40)); 1000 40); layer = <CALayer: 0x3>>"
        c=0
        while [ "$c" -lt 99 ]; do
            echo "   |    | <UIButton: 0x2$r$c; frame = ($((c * 10)) 5; 9 30); opaque = NO; text = 'B$c'; layer = <CALayer: 0x4>>"
            c=$((c + 1))
        done
        r=$((r + 1))
    done
} > "$TMP/dump-5000.txt"
"$BIN" import "$TMP/dump-5000.txt" --output "$TMP/dump-5000.yaml" 2>/dev/null
startup "$TMP/dump-5000.txt" d5000 "5,000-element dump"; startup "$TMP/dump-5000.yaml" y5000 "the same, as YAML"
echo "targets: start-up to first frame <= 100 ms, peak memory <= 30 MB at 10,000 views."
