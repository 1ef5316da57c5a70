#!/usr/bin/env python3
"""Runs conformance scenarios on the real BehaviorTree.CPP and prints traces.

The Rust side (tests/conformance/btcpp.rs) starts this script once, writes
scenarios to its stdin one at a time and reads each trace back before sending
the next. BehaviorTree.CPP comes from the PyPI package `behaviortreepy`
(pybind11 bindings embedding BT.CPP 4.8.2); scripts/setup-python.sh installs
it into .venv.

Request (one scenario, line based):

    scenario <id>
    xml <the whole tree as one line of BT.CPP XML>
    leaf <name> <action|condition> <script: letters S F R K, one per tick>
    guard <name>                       (a blackboard counter set to 0)
    switch <variable> <value per step> ... (values set before each step)
    steps <one letter per step: T = tick_exactly_once, H = halt_tree>
    option raw-skip                    (optional: see "Scripted leaves")
    end

Response:

    trace <id>
    step <S|F|R|K|E|H> <events> | <guard counts>
    ...
    error <message>        (after an `E` step: the tick threw; no more steps)
    done

Events are `t:<leaf>:<status>` (the leaf's user code ran and returned that
status) and `h:<leaf>` (its halt callback ran), in order. Guard counts are
`<guard>=<n>`: how many times the guard's precondition script was evaluated
during the step (read from its blackboard counter). If the tree cannot be
built the response is `build-error <message>` then `done`. An exception in
this harness's own callbacks is reported as `fatal <message>`: BT.CPP's
bindings would otherwise turn it into a FAILURE.

Scripted leaves:
- an action is a StatefulActionNode whose on_start and on_running each
  consume the next status of its script (the last one repeats) and whose
  on_halted records a halt. BT.CPP keeps a StatefulActionNode RUNNING when
  on_running returns SKIPPED (executeTick does not store SKIPPED); `bt`'s
  leaves are not running after returning Skipped. The harness leaf gives
  BT.CPP the same meaning: before returning SKIPPED from on_running it halts
  itself (without recording a halt), so its status goes back to IDLE.
  `option raw-skip` turns this off, to show the difference itself.
- a condition is a SimpleConditionNode consuming its script the same way.
"""

import sys
import traceback

import behaviortreepy as btpy

NS = btpy.NodeStatus
TO_STATUS = {"S": NS.SUCCESS, "F": NS.FAILURE, "R": NS.RUNNING, "K": NS.SKIPPED}
TO_LETTER = {
    NS.SUCCESS: "S",
    NS.FAILURE: "F",
    NS.RUNNING: "R",
    NS.SKIPPED: "K",
    NS.IDLE: "I",
}


class Harness:
    """The state of the scenario being run, shared by the leaf callbacks."""

    def __init__(self):
        self.scripts = {}
        self.next = {}
        self.events = []
        self.fatal = None
        self.self_halting = False
        self.raw_skip = False

    def reset(self, scripts, raw_skip):
        self.scripts = scripts
        self.next = {name: 0 for name in scripts}
        self.events = []
        self.fatal = None
        self.self_halting = False
        self.raw_skip = raw_skip

    def consume(self, node):
        name = node.name()
        script = self.scripts[name]
        i = self.next[name]
        self.next[name] = i + 1
        letter = script[min(i, len(script) - 1)] if script else "S"
        self.events.append("t:%s:%s" % (name, letter))
        return TO_STATUS[letter]

    def guarded(self, body):
        """Wraps a callback: an exception becomes a fatal harness error."""

        def callback(node, *rest):
            try:
                return body(node, *rest)
            except Exception:  # noqa: BLE001 - reported to the Rust side
                if self.fatal is None:
                    self.fatal = traceback.format_exc().replace("\n", " | ")
                return NS.FAILURE

        return callback

    def on_start(self, node):
        return self.consume(node)

    def on_running(self, node):
        status = self.consume(node)
        if status == NS.SKIPPED and not self.raw_skip:
            # See the module docs: a scripted leaf that returns SKIPPED is not
            # running afterwards, in both libraries.
            self.self_halting = True
            try:
                node.halt_node()
            finally:
                self.self_halting = False
        return status

    def on_halted(self, node):
        if not self.self_halting:
            self.events.append("h:%s" % node.name())

    def condition(self, node):
        return self.consume(node)


def make_factory(harness):
    factory = btpy.BehaviorTreeFactory()
    factory.register_simple_stateful_action(
        "ScriptedAction",
        harness.guarded(harness.on_start),
        harness.guarded(harness.on_running),
        harness.guarded(harness.on_halted),
    )
    factory.register_simple_condition("ScriptedCondition", harness.guarded(harness.condition))
    return factory


def read_request(lines):
    """Reads one request; returns None at end of input."""
    req = {"leaves": {}, "guards": [], "switches": [], "steps": "", "options": []}
    started = False
    for raw in lines:
        line = raw.rstrip("\n")
        if not line:
            continue
        word, _, rest = line.partition(" ")
        if word == "scenario":
            req["id"] = rest
            started = True
        elif word == "xml":
            req["xml"] = rest
        elif word == "leaf":
            name, _kind, script = (rest.split(" ") + [""])[:3]
            req["leaves"][name] = script
        elif word == "guard":
            req["guards"].append(rest)
        elif word == "switch":
            parts = rest.split(" ")
            req["switches"].append((parts[0], parts[1:]))
        elif word == "steps":
            req["steps"] = rest
        elif word == "option":
            req["options"].append(rest)
        elif word == "end":
            return req
        else:
            raise ValueError("unknown request line: %r" % line)
    if started:
        raise ValueError("request cut short")
    return None


def run(factory, harness, req, out):
    out.append("trace %s" % req["id"])
    harness.reset(req["leaves"], "raw-skip" in req["options"])
    blackboard = btpy.Blackboard.create()
    for guard in req["guards"]:
        blackboard.set_int(guard, 0)
    try:
        tree = factory.create_tree_from_text(req["xml"], blackboard)
    except Exception as exc:  # noqa: BLE001 - a tree BT.CPP refuses
        out.append("build-error %s" % str(exc).replace("\n", " "))
        return
    board = tree.root_blackboard()
    counts = {guard: 0 for guard in req["guards"]}
    for i, step in enumerate(req["steps"]):
        for variable, values in req["switches"]:
            board.set_string(variable, values[i])
        harness.events = []
        error = None
        if step == "T":
            try:
                letter = TO_LETTER[tree.tick_exactly_once()]
            except Exception as exc:  # noqa: BLE001 - BT.CPP threw in the tick
                letter = "E"
                error = str(exc).replace("\n", " ")
        else:
            tree.halt_tree()
            letter = "H"
        guards = []
        for guard in req["guards"]:
            now = board.get_int(guard)
            guards.append("%s=%d" % (guard, now - counts[guard]))
            counts[guard] = now
        if harness.fatal is not None:
            out.append("fatal %s" % harness.fatal)
            return
        out.append("step %s %s | %s" % (letter, " ".join(harness.events), " ".join(guards)))
        if error is not None:
            out.append("error %s" % error)
            return


def main():
    harness = Harness()
    factory = make_factory(harness)
    lines = iter(sys.stdin.readline, "")
    while True:
        req = read_request(lines)
        if req is None:
            break
        out = []
        run(factory, harness, req, out)
        out.append("done")
        sys.stdout.write("\n".join(out) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
