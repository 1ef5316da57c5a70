#!/usr/bin/env python3
"""Prints the criterion results of `cargo bench --bench workloads` as the
markdown table of BENCHMARKS.md: per tick (W1-W3, W5, W7) or per agent (W4), the
median of the samples with their min-max, and the ratio of medians to
hand-written code.

    python3 benches/criterion_table.py [target-dir]   # default: target
"""

import json
import pathlib
import statistics
import sys

# Ticks per criterion iteration (benches/workloads.rs: FRAMES, AGENTS).
PER_ITER = {"w1": 1000, "w2-10": 1000, "w2-100": 100, "w2-1000": 100, "w3-10": 1000, "w3-50": 1000, "w4": 100_000, "w5": 1000,
            "w7-20": 1000, "w7-100": 1000, "w7-1000": 1000}
IMPLS = ["bt", "hand", "dyn", "bonsai", "bt-array", "dyn-fns"]


def samples(path):
    data = json.loads((path / "new" / "sample.json").read_text())
    return [t / n for t, n in zip(data["times"], data["iters"])]


def fmt(ns):
    return f"{ns / 1000:.2f} µs" if ns >= 1000 else f"{ns:.2f} ns"


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "target") / "criterion"
    print("| workload | impl | median per tick | min-max | x hand |")
    print("|---|---|---:|---:|---:|")
    for workload, per in PER_ITER.items():
        variants = ["1-thread", "2-threads"] if workload == "w4" else [None]
        for variant in variants:
            rows = {}
            for impl in IMPLS:
                path = root / workload / impl / variant if variant else root / workload / impl
                if not (path / "new" / "sample.json").exists():
                    continue
                s = [t / per for t in samples(path)]
                rows[impl] = (statistics.median(s), min(s), max(s))
            for impl, (med, lo, hi) in rows.items():
                ratio = f"{med / rows['hand'][0]:.2f}x" if "hand" in rows else "-"
                name = f"{workload} ({variant})" if variant else workload
                print(f"| {name} | {impl} | {fmt(med)} | {fmt(lo)}-{fmt(hi)} | {ratio} |")


if __name__ == "__main__":
    main()
