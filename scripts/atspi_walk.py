#!/usr/bin/env python3
"""Print what a screen reader gets from a running durak: its accessible tree over AT-SPI.

Run it with the system Python, which has the AT-SPI bindings (Debian/Ubuntu:
``apt-get install python3-gi gir1.2-atspi-2.0 at-spi2-core``), in the same D-Bus session
as the game, and start the game with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``::

    /usr/bin/python3 scripts/atspi_walk.py                 # the tree of every durak window
    /usr/bin/python3 scripts/atspi_walk.py --focus         # the focused object, once
    /usr/bin/python3 scripts/atspi_walk.py --listen 30     # 30 s of focus and text events

Each line is ``role "name" [states] -- description``; invisible objects are left out
unless ``--all`` is given. DEVELOPERS.md ("Screen readers") says how to set up a session.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402  (the version must be chosen first)

APP_NAME = "durak"
STATES = ("focused", "focusable", "selected", "checked", "editable", "sensitive")
MAX_DEPTH = 40


def find_app(name: str) -> Any:
    """The accessible application called ``name`` on the AT-SPI bus, or None."""
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and (app.get_name() or "").lower() == name.lower():
            return app
    return None


def states_of(node: Any) -> set[str]:
    state_set = node.get_state_set()
    return {name for name in (*STATES, "showing", "visible")
            if state_set.contains(getattr(Atspi.StateType, name.upper()))}


def describe(node: Any) -> str:
    """One line: role, name, the states that matter to a reader, and the description."""
    role = node.get_role_name()
    name = node.get_name() or ""
    text = ""
    try:
        if "Text" in node.get_interfaces():
            text = node.get_text(0, node.get_character_count())
    except GLib.Error:
        pass
    shown = sorted(states_of(node) & set(STATES))
    line = f'{role} "{name}"'
    if shown:
        line += f" [{', '.join(shown)}]"
    if text and text != name:
        line += f" text={text!r}"
    description = node.get_description() or ""
    if description:
        line += f" -- {description}"
    return line


def walk(node: Any, depth: int = 0, show_all: bool = False) -> None:
    if depth > MAX_DEPTH:
        return
    try:
        states = states_of(node)
        if depth > 0 and not show_all and "showing" not in states:
            return
        print("  " * depth + describe(node))
        for index in range(node.get_child_count()):
            child = node.get_child_at_index(index)
            if child is not None:
                walk(child, depth + 1, show_all)
    except GLib.Error as error:   # the object went away while we looked
        print("  " * depth + f"(gone: {error.message})")


def focused(node: Any) -> Any:
    """The object with the focused state below ``node`` (depth first), or None."""
    try:
        states = states_of(node)
        if "focused" in states and "showing" in states:
            return node
        for index in range(node.get_child_count()):
            child = node.get_child_at_index(index)
            found = focused(child) if child is not None else None
            if found is not None:
                return found
    except GLib.Error:
        return None
    return None


def listen(seconds: float) -> None:
    """Print focus changes and the text and description changes a reader may speak."""
    def on_event(event: Any) -> None:
        source = event.source
        try:
            if event.type.startswith("object:state-changed:focused") and not event.detail1:
                return
            app = source.get_application()
            if app is None or (app.get_name() or "").lower() != APP_NAME:
                return
            extra = ""
            if event.type.startswith("object:text-changed") or event.type.startswith(
                    "object:announcement"):
                extra = f" {event.any_data!r}"
            print(f"{event.type}: {describe(source)}{extra}", flush=True)
        except GLib.Error:
            pass

    listener = Atspi.EventListener.new(on_event)
    for kind in ("object:state-changed:focused", "object:property-change:accessible-name",
                 "object:property-change:accessible-description", "object:text-changed",
                 "object:announcement", "window:activate"):
        listener.register(kind)
    GLib.timeout_add(int(seconds * 1000), Atspi.event_quit)
    Atspi.event_main()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", default=APP_NAME, help="the application's name on the bus")
    parser.add_argument("--all", action="store_true", help="include objects not showing")
    parser.add_argument("--focus", action="store_true", help="print only the focused object")
    parser.add_argument("--listen", type=float, metavar="SECONDS",
                        help="print focus and text events for this long")
    args = parser.parse_args()
    if args.listen:
        listen(args.listen)
        return 0
    app = find_app(args.app)
    if app is None:
        print(f"no application {args.app!r} on the accessibility bus (is the game running "
              "with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 in this D-Bus session?)",
              file=sys.stderr)
        return 1
    if args.focus:   # in the active window (a closed dialog's list may still say focused)
        windows = [app.get_child_at_index(i) for i in range(app.get_child_count())]
        active = [w for w in windows
                  if w is not None and w.get_state_set().contains(Atspi.StateType.ACTIVE)]
        node = focused(active[0] if active else app)
        print(describe(node) if node is not None else "nothing has the focus")
        return 0
    walk(app, show_all=args.all)
    return 0


if __name__ == "__main__":
    sys.exit(main())
