"""A seat's moves in an online game, made as its player makes them and read from the state
the server sent: drag a card onto the attack card it covers, double click a card to lead,
DOWN to take or to end the attack.

The play is one that always ends: the defender covers only when he can beat every attack
card (else he takes), he never forwards, and an attacker leads one card and adds none.  A
game played so cannot go round in circles (covering, taking back and forwarding can: the
same cards then pass to and fro for ever), so when it does not end, something stalled; the
waits here then say where.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QPoint, QPointF, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.engine import Action, ActionKind, Card
from durak.ui.online.window import OnlineWindow

from .conftest import drag
from .keyboard import activate

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
WAIT = 20_000


def settled(qtbot, table: OnlineWindow) -> None:
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in table.table.cards.values()))


def point_of(table: OnlineWindow, card: Card) -> QPoint:
    """A point where ``card`` shows (in a fanned hand the next card covers its middle)."""
    item = table.table.cards[card]
    rect = item.sceneBoundingRect()
    for fraction in (0.5, 0.3, 0.15, 0.7, 0.85):
        point = table.view.mapFromScene(
            QPointF(rect.left() + rect.width() * fraction, rect.center().y()))
        if table.view.itemAt(point) is item:
            return point
    raise AssertionError(f"{card} does not show")


def double_click(qtbot, table: OnlineWindow, card: Card) -> None:
    """Double click ``card`` where it shows, once no card moves."""
    settled(qtbot, table)
    QTest.mouseDClick(table.view.viewport(), LEFT, NO_MOD, point_of(table, card))


def cover_plan(covers: list[Action], uncovered: list[Card]) -> list[Action] | None:
    """Covers that beat every uncovered attack card, one card each, or ``None`` (covering
    with a card another attack card needs would end in taking it back, again and again)."""
    if not uncovered:
        return []
    first, rest = uncovered[0], uncovered[1:]
    for cover in covers:
        if cover.target == first:
            plan = cover_plan([c for c in covers if c.cards[0] != cover.cards[0]], rest)
            if plan is not None:
                return [cover, *plan]
    return None


def next_move(table: OnlineWindow) -> Action | Card | Qt.Key | None:
    """What this seat's player does now: drag a card onto the attack card it covers,
    double click a card to lead, or press DOWN (to take, or to end the attack); ``None``:
    nothing yet."""
    session = table.session
    if not session.playing:
        return None
    view = session.view()
    me = view.player
    legal = session.legal()
    covers = [a for a in legal if a.kind is ActionKind.DEFEND]
    uncovered = [attack for attack, cover in view.table if cover is None]
    leads = [a for a in legal if a.kind is ActionKind.ATTACK and not view.table]
    plan = cover_plan(covers, uncovered) if view.defender == me and uncovered else None
    if plan:
        return plan[0]
    if leads:
        return leads[0].cards[0]
    if (view.defender == me and uncovered and Action.take(me) in legal) or (
            view.defender != me and Action.done(me) in legal):
        return Qt.Key.Key_Down
    return None


def move_once(qtbot, table: OnlineWindow) -> str:
    """This seat's next move as its player makes it, read from the table as it is when
    the move is made; once sent, the server's answer is awaited.  Returns the move in
    words ("" when there was none)."""
    session = table.session
    activate(qtbot, table)
    settled(qtbot, table)   # from here nothing changes until the move is sent
    move = next_move(table)
    before = session._seq
    if isinstance(move, Action):
        drag(qtbot, table, point_of(table, move.cards[0]), point_of(table, move.target))
    elif isinstance(move, Card):
        double_click(qtbot, table, move)
    elif move is not None:
        QTest.keyClick(QApplication.focusWidget() or table.view, move)
    if isinstance(move, Action):
        done = f"drags {move.cards[0]} onto {move.target}"
    elif isinstance(move, Card):
        done = f"double clicks {move}"
    else:
        done = "presses DOWN" if move is not None else ""
    wait_for(qtbot, lambda: session._seq > before or not session.in_flight,
             f"the server's answer after seat {session.seat} {done}", [table])
    return done


def synced(tables: list[OnlineWindow]) -> bool:
    """Every window holds the server's latest state: all online, no move on its way, and
    the same move number everywhere (the server sends each move's state to every seat)."""
    sessions = [table.session for table in tables]
    return (all(s.playing and s.connection == "online" and not s.in_flight for s in sessions)
            and len({s._seq for s in sessions}) == 1)


def to_move(tables: list[OnlineWindow]) -> OnlineWindow | None:
    """The window whose player the game waits for, once every window has the server's
    latest state; ``None`` until then, or when nobody has a move."""
    if not synced(tables):
        return None
    return next((table for table in tables if next_move(table) is not None), None)


def where(tables: list[OnlineWindow]) -> str:
    """Each window's state in a line, to say where a game stopped."""
    lines = []
    for table in tables:
        session = table.session
        if not session.playing:
            lines.append(f"seat {session.seat}: no state ({session.connection})")
            continue
        view = session.view()
        on_table = " ".join(f"{a}/{d or '-'}" for a, d in view.table) or "empty"
        lines.append(
            f"seat {view.player} ({session.connection}, move {session._seq}"
            f"{', awaiting an answer' if session.in_flight else ''}): round "
            f"{view.round_index}, defender {view.defender}, table {on_table}, hand "
            f"{' '.join(map(str, view.hand))}, stack {view.stack_count}, legal "
            f"{', '.join(map(str, session.legal())) or 'none'}; "
            f"status {table.table.status_line()!r}")
    return "\n".join(lines)


def wait_for(qtbot, condition: Callable[[], bool], what: str,
             tables: list[OnlineWindow]) -> None:
    """Wait until ``condition`` holds; else fail saying ``what`` was awaited, and where
    each window stands."""
    try:
        qtbot.waitUntil(condition, timeout=WAIT)
    except qtbot.TimeoutError:
        raise AssertionError(f"{what} did not happen in {WAIT} ms\n{where(tables)}") from None
