"""The move log: the game's moves in words, in a side panel that ``L`` shows or hides.

It hears the events the table shows, redacted for the human's seat (so it never names a
card he could not see), and writes one line per move: "Player 2 forwards 7♥ to you".
Each line remembers after how many of the game's actions it was written, so an undo
removes the lines of the moves it took back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PyQt6.QtCore import Qt, QTimer
from PyQt6.QtWidgets import QWidget

from durak.engine import (
    Attacked,
    Card,
    Dealt,
    Defended,
    Epaulettes,
    Event,
    Exchanged,
    Forfeited,
    Forwarded,
    GameOver,
    GaveUp,
    Passed,
    PlayerOut,
    Redealt,
    Retracted,
    RoundEnded,
    RoundStarted,
    Suit,
    Took,
    TrumpShown,
)

from ..kit.i18n import N_, tr
from ..kit.list_panel import ListPanel
from ..words.table_text import worth_saying

MAX_LINES = 2000   # a long game has a few hundred moves
MOVES = Qt.ItemDataRole.UserRole   # a line's data: the game's action count once written
# The keys the log's list keeps for itself, to move along the lines; the others are the
# table's, as everywhere in the window.
LIST_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
             Qt.Key.Key_Home, Qt.Key.Key_End)


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(map(str, cards))


def describe(event: Event, name: Callable[[int], str], human: int) -> str:
    """``event`` in words ("" for the ones the log leaves out: draws, the deal's parts)."""
    you = getattr(event, "player", None) == human
    player = name(event.player) if hasattr(event, "player") else ""
    if isinstance(event, Attacked):
        cards = _cards(event.cards)
        return (tr("You attack with {cards}").format(cards=cards) if you
                else tr("{player} attacks with {cards}").format(player=player, cards=cards))
    if isinstance(event, Defended):
        args = {"player": player, "card": event.card, "target": event.target}
        return (tr("You cover {target} with {card}") if you
                else tr("{player} covers {target} with {card}")).format(**args)
    if isinstance(event, Forwarded):
        cards = _cards(event.cards)
        if you:
            return tr("You forward {cards} to {defender}").format(
                cards=cards, defender=name(event.defender))
        if event.defender == human:
            return tr("{player} forwards {cards} to you").format(player=player, cards=cards)
        return tr("{player} forwards {cards} to {defender}").format(
            player=player, cards=cards, defender=name(event.defender))
    if isinstance(event, TrumpShown):
        if you:
            return tr("You show {card} and pass the attack to {defender}").format(
                card=event.card, defender=name(event.defender))
        if event.defender == human:
            return tr("{player} shows {card} and passes the attack to you").format(
                player=player, card=event.card)
        return tr("{player} shows {card} and passes the attack to {defender}").format(
            player=player, card=event.card, defender=name(event.defender))
    if isinstance(event, Redealt):
        return (tr("You ask for a redeal") if you
                else tr("{player} asks for a redeal").format(player=player))
    if isinstance(event, Exchanged):
        args = {"player": player, "card": event.card, "taken": event.taken}
        return (tr("You exchange {card} for the trump card {taken}") if you
                else tr("{player} exchanges {card} for the trump card {taken}")).format(**args)
    if isinstance(event, Retracted):
        return (tr("You take back {card}") if you
                else tr("{player} takes back {card}")).format(player=player, card=event.card)
    if isinstance(event, Passed):
        return tr("You are done") if you else tr("{player} is done").format(player=player)
    if isinstance(event, Forfeited):
        return (tr("You take the beaten cards") if you
                else tr("{player} takes the beaten cards").format(player=player))
    if isinstance(event, GaveUp):
        return tr("You give up") if you else tr("{player} gives up").format(player=player)
    if isinstance(event, Took):
        return (tr("You take the cards") if you
                else tr("{player} takes the cards").format(player=player))
    if isinstance(event, RoundEnded):
        return "" if event.taken else tr("Beaten: {cards} go to the discard pile").format(
            cards=_cards(event.discarded))
    if isinstance(event, PlayerOut):
        return (tr("You are out, place {place}") if you
                else tr("{player} is out, place {place}")).format(player=player,
                                                                   place=event.place)
    if isinstance(event, RoundStarted):
        if event.offender == human:
            return tr("New round: you attack {defender}").format(defender=name(event.defender))
        if event.defender == human:
            return tr("New round: {offender} attacks you").format(offender=name(event.offender))
        return tr("New round: {offender} attacks {defender}").format(
            offender=name(event.offender), defender=name(event.defender))
    if isinstance(event, Epaulettes):
        rank = Card(event.rank, Suit.SPADES).rank_name
        return (tr("You get epaulettes ({rank})") if you
                else tr("{player} gets epaulettes ({rank})")).format(player=player, rank=rank)
    if isinstance(event, GameOver):
        if event.durak is None:
            return tr("Game over: nobody is the durak")
        return tr("Game over: {name} is the durak").format(name=name(event.durak))
    return ""


class MoveLog(ListPanel):
    """The side panel: a list of the game's moves, newest last, for eyes and screen readers.

    ``moves`` says how many actions the game has had (none where nothing is taken back)."""

    def __init__(self, name: Callable[[int], str], human: int,
                 parent: QWidget | None = None, moves: Callable[[], int] = lambda: 0) -> None:
        super().__init__(N_("Move log"), "move-log", parent)
        self.name = name
        self.human = human
        self.moves = moves
        # Scrolling lays out every line at once (their heights, wrapped): it waits for the
        # event loop, where Qt lays them out anyway, so a move does not pay for it.
        self._scroll = QTimer(self)
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(0)
        self._scroll.timeout.connect(self.list.scrollToBottom)

    def take_back(self, moves: int, line: str) -> None:
        """The game went back to its first ``moves`` actions: the lines written after them
        go, and ``line`` says so (one such line: a second undo removes the first's)."""
        while self.list.count():
            last = self.list.item(self.list.count() - 1)
            if last is None or last.data(MOVES) <= moves:
                break
            self.list.takeItem(self.list.count() - 1)
        # Half a move on: it belongs to the take-back, so the next one to here removes it.
        self._add(line, moves + 0.5)
        self._describe_last()

    def on_events(self, events: list[Event], _duration: int = 0) -> None:
        """Add the lines for ``events`` (as the human's seat sees them); a deal starts anew."""
        seen = [event.redact(self.human) for event in events]
        moves = self.moves()
        if any(isinstance(event, Dealt) for event in seen):
            self.list.clear()
            self._add(tr("New game"), moves)
        for event in worth_saying(seen):
            line = describe(event, self.name, self.human)
            if line:
                self._add(line, moves)
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        if seen:
            self._describe_last()

    def _add(self, line: str, moves: float) -> None:
        self.list.addItem(line)
        self.list.item(self.list.count() - 1).setData(MOVES, moves)  # type: ignore[union-attr]

    def _describe_last(self) -> None:
        """Tell screen readers the newest line, and show it."""
        if self.list.count():
            last = self.list.item(self.list.count() - 1).text()  # type: ignore[union-attr]
            self.list.setAccessibleDescription(tr("Last move: {move}").format(move=last))
            self._scroll.start()
