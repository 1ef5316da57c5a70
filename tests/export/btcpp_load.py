#!/usr/bin/env python3
"""Loads a tree exported by `bt` (`Tree::to_btcpp_xml`) into the real
BehaviorTree.CPP and ticks it: the check behind tests/test_export_btcpp.rs.

BehaviorTree.CPP comes from the PyPI package `behaviortreepy` (BT.CPP 4.8.2's
Python bindings), which scripts/setup-python.sh installs into .venv.

Request on stdin, line based:

    ticks <n>                  tick the tree n times (tick_exactly_once)
    leaf <ID> <script>         the statuses of a leaf, one letter per tick
                               of its code (S F R K; the last one repeats)
    int <name> <value>         a blackboard integer (precondition scripts)
    string <name> <value>      a blackboard string (switch variables)
    double <name> <value>      a blackboard double
    bool <name> <true|false>   a blackboard bool
    read <type> <name>         after the ticks, print the entry <name>
                               (type int, double, string or bool) on
                               stderr: `entry <name> <value>`
    btlog <path>               BehaviorTree.CPP's FileLogger2 writes the
                               ticks to the .btlog file <path>
    tree <ID>                  the XML is several documents, each after a
                               line `<!-- next document -->` but the first:
                               each is registered (register_behavior_tree_
                               from_text) and the tree <ID> is created
    paths                      each leaf writes its BT.CPP path (`fullPath`)
                               on stderr when its code runs: `path <path>`
    xml                        the rest of the input is the XML

Every node the XML's <TreeNodesModel> declares is registered by its ID (the
script is looked up by the node's name, which is its ID unless named): an
Action as a stateful action (on_start and on_running each take the next
letter of its script, so it never passes through RUNNING on its own), a
Condition as a simple condition (S is true). Leaves without a script
succeed.

Output: on stderr, one line per tick, `tick <S|F|R|K>`, or `build-error
<message>` / `tick-error <message>`; on stdout, BehaviorTree.CPP's own
StdCoutLogger lines for every tick (colours included), which the test
compares with `bt`'s StdoutLogger.
"""

import os
import sys
import time
import xml.etree.ElementTree as ET

import behaviortreepy as btpy

NS = btpy.NodeStatus
STATUS = {"S": NS.SUCCESS, "F": NS.FAILURE, "R": NS.RUNNING, "K": NS.SKIPPED}
LETTER = {NS.SUCCESS: "S", NS.FAILURE: "F", NS.RUNNING: "R", NS.SKIPPED: "K", NS.IDLE: "I"}


def load(request):
    """The tree of a request (the text above), its tick count and its
    .btlog path (or None). Raises what BT.CPP raises on a bad tree."""
    ticks = 1
    scripts = {}
    ints = []
    strings = []
    doubles = []
    bools = []
    reads = []
    btlog = None
    tree_id = None
    paths = False
    lines = iter(request.split("\n"))
    for line in lines:
        word, _, rest = line.partition(" ")
        if word == "ticks":
            ticks = int(rest)
        elif word == "leaf":
            name, _, script = rest.rpartition(" ")
            scripts[name] = script
        elif word == "int":
            name, _, value = rest.partition(" ")
            ints.append((name, int(value)))
        elif word == "string":
            name, _, value = rest.partition(" ")
            strings.append((name, value))
        elif word == "double":
            name, _, value = rest.partition(" ")
            doubles.append((name, float(value)))
        elif word == "bool":
            name, _, value = rest.partition(" ")
            bools.append((name, value == "true"))
        elif word == "read":
            kind, _, name = rest.partition(" ")
            reads.append((kind, name))
        elif word == "btlog":
            btlog = rest
        elif word == "tree":
            tree_id = rest
        elif word == "paths":
            paths = True
        elif word == "xml":
            break
        elif word:
            raise ValueError("unknown request line: %r" % line)
    text = "\n".join(lines)

    position = {}

    def next_status(node):
        if paths:
            sys.stderr.write("path %s\n" % node.full_path())
        name = node.name()
        script = scripts.get(name, "S")
        i = position.get(name, 0)
        position[name] = i + 1
        return STATUS[script[min(i, len(script) - 1)]]

    factory = btpy.BehaviorTreeFactory()
    documents = [text] if tree_id is None else text.split("\n<!-- next document -->\n")
    registered = set()
    for document in documents:
        model = ET.fromstring(document).find("TreeNodesModel")
        for node in [] if model is None else list(model):
            if node.get("ID") in registered:
                continue
            if node.tag == "Action":
                factory.register_simple_stateful_action(
                    node.get("ID"), next_status, next_status, lambda node: None
                )
            elif node.tag == "Condition":
                factory.register_simple_condition(node.get("ID"), next_status)
            else:
                continue
            registered.add(node.get("ID"))

    blackboard = btpy.Blackboard.create()
    for name, value in ints:
        blackboard.set_int(name, value)
    for name, value in strings:
        blackboard.set_string(name, value)
    for name, value in doubles:
        blackboard.set_double(name, value)
    for name, value in bools:
        blackboard.set_bool(name, value)
    # The leaves' closures keep the scripts; the blackboard must outlive
    # the tree.
    if tree_id is None:
        tree = factory.create_tree_from_text(text, blackboard)
    else:
        for document in documents:
            factory.register_behavior_tree_from_text(document)
        tree = factory.create_tree(tree_id, blackboard)
    return tree, ticks, btlog, blackboard, reads


def main():
    try:
        tree, ticks, btlog, blackboard, reads = load(sys.stdin.read())
    except Exception as exc:  # noqa: BLE001 - reported to the Rust side
        sys.stderr.write("build-error %s\n" % str(exc).replace("\n", " "))
        return
    logger = btpy.StdCoutLogger(tree)
    file_logger = None if btlog is None else btpy.FileLogger(tree, btlog)
    for _ in range(ticks):
        try:
            status = tree.tick_exactly_once()
        except Exception as exc:  # noqa: BLE001 - reported to the Rust side
            sys.stderr.write("tick-error %s\n" % str(exc).replace("\n", " "))
            return
        sys.stderr.write("tick %s\n" % LETTER[status])
    for kind, name in reads:
        value = getattr(blackboard, "get_" + kind)(name)
        if kind == "bool":
            value = "true" if value else "false"
        sys.stderr.write("entry %s %s\n" % (name, repr(value) if kind == "double" else value))
    if file_logger is not None:
        # FileLogger2 hands its transitions to a thread that writes them
        # every 10 ms and drops what it has not written when the logger is
        # destroyed (BT.CPP 4.8.2): wait until the file has stopped growing
        # for a while (at most 5 s) before destroying it.
        sizes = []
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and (len(sizes) < 4 or len(set(sizes[-4:])) > 1):
            time.sleep(0.05)
            file_logger.flush()
            sizes.append(os.path.getsize(btlog))
        del file_logger
    del logger


if __name__ == "__main__":
    main()
