#!/usr/bin/env python3
"""Serves a tree exported by `bt` with BehaviorTree.CPP's own
Groot2Publisher: the reference of tests/test_groot2.rs.

The request (the format of btcpp_load.py: ticks, leaf scripts, XML) is read
from the file named by the first argument, the port from the second. The
tree is loaded into BehaviorTree.CPP 4.8.2 (`behaviortreepy`), a
Groot2Publisher serves it on that port (and the next), and the tree is
ticked `ticks` times; then `ready` is printed. Each line `tick <n>` on
stdin ticks it n more times and prints `ticked`; end of input ends it.
"""

import sys

import behaviortreepy as btpy

from btcpp_load import load


def main():
    with open(sys.argv[1], encoding="utf-8") as request:
        tree, ticks, _btlog, _blackboard, _reads = load(request.read())
    publisher = btpy.Groot2Publisher(tree, int(sys.argv[2]))
    for _ in range(ticks):
        tree.tick_exactly_once()
    print("ready", flush=True)
    for line in sys.stdin:
        word, _, count = line.strip().partition(" ")
        if word == "tick":
            for _ in range(int(count)):
                tree.tick_exactly_once()
            print("ticked", flush=True)
    del publisher


if __name__ == "__main__":
    main()
