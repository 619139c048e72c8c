"""The table scene: shows the session's snapshot and turns pointer input into intents.

Like KPatience, the scene moves cards itself while they are dragged, asks for the legal
targets (it knows no rules), highlights the best-overlapping one and snaps the card back
when it is dropped anywhere else.  It is never the game state: after every change it
lays out what the session's snapshot says.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PyQt6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, pyqtSignal
from PyQt6.QtGui import QColor, QPen
from PyQt6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from durak.engine import (
    MAX_PLAYERS,
    Action,
    ActionKind,
    Attacked,
    Card,
    Dealt,
    Drew,
    Event,
    Forwarded,
    Rules,
    Suit,
    View,
)

from ..kit.i18n import N_, tr
from ..kit.theme import ArtCache
from ..model.intents import DropTarget, offered_show, playable_cards
from ..model.layout import (
    HEIGHT,
    MIN_WIDTH,
    STATUS_LINE,
    STATUS_LINES,
    Rect,
    TableLayout,
    TableSnapshot,
    compute_layout,
)
from ..model.naming import WELI
from ..model.plays import planned
from ..model.table_state import deck_cards
from ..sessions.session import TableSession
from ..words.moves import double_click_words
from ..words.table_text import direction_button_text, key_card_words, seen_team, trump_words
from .hint import Hint, HintSeeker, choices
from .hint_frame import HintFrames
from .items import SEAT_MARK_RADIUS, ButtonItem, CardItem, LabelItem, PanelItem, SeatItem, SeatMark
from .suit_chooser import SuitChooser

DRAG_THRESHOLD = 6.0       # scene units a press must travel to become a drag
MESSAGE_MS = 3500
SUSPECT_COLOR = QColor("#e0453a")   # the suspect card's dotted frame: the defender's red
FAN = 22.0                 # scene units between the cards of a dragged selection
COACH_LINES = 3            # the status line's lines while a first game's step is said
SPECIFIC_BONUS = 1.6       # covering a card beats "anywhere on the table" at equal overlap
# Each role in words on the seat's label, besides its frame's colour: nouns, which fit
# "You" as well as "Player 2" in every language.
ROLE_WORDS = {"offender": N_("attacker"), "co_offender": N_("co-attacker"),
              "defender": N_("defender")}


@dataclass
class Drag:
    item: CardItem
    start: QPointF
    offset: QPointF
    active: bool = False
    targets: list[DropTarget] | None = None
    best: DropTarget | None = None
    followers: list[CardItem] = field(default_factory=list)  # the rest of a dragged selection
    held_pairs: int | None = None   # the table's pairs when it began: their places stay


def qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


class TableScene(QGraphicsScene):
    """Cards, seats, buttons and labels for one session."""

    menu_requested = pyqtSignal()
    new_game_requested = pyqtSignal()
    status_changed = pyqtSignal(str)
    button_focus_changed = pyqtSignal(object)   # the focused ButtonItem, or None

    def __init__(self, session: TableSession, art: ArtCache,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.art = art
        self.dim_unplayable = True   # shade the cards that cannot be played now
        self.reduce_motion = False   # every card jumps into place: no move is animated
        self.width_units = MIN_WIDTH
        self.setSceneRect(0, 0, self.width_units, HEIGHT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.cards: dict[Card, CardItem] = {}
        for card in deck_cards(Rules(deck=52)):
            item = CardItem(card, art)
            item.hide()
            self.addItem(item)
            self.cards[card] = item
        self.seats = [SeatItem(art) for _ in range(MAX_PLAYERS)]
        for seat in self.seats:
            self.addItem(seat)
        # Who laid each attack card on the table: a mark on the card, one on the seat.
        self.laid_by: dict[Card, int] = {}
        self._laid_seeded: object = None
        self.card_marks: dict[Card, SeatMark] = {}
        self.seat_marks = [SeatMark() for _ in range(MAX_PLAYERS)]
        for mark in self.seat_marks:
            self.addItem(mark)
        self.take_button = ButtonItem(art, "take")
        self.pause_button = ButtonItem(art, "pause")
        self.menu_button = ButtonItem(art, "menu")
        self.hint_button = ButtonItem(art, "hint")
        self.show_button = ButtonItem(art, "show")   # forward by showing a trump
        # Where the next forward goes (change of direction); in the show's place, which
        # these rules never offer.
        self.direction_button = ButtonItem(art, "direction")
        self.catch_button = ButtonItem(art, "catch")   # cheating: name a card as a cheat
        for button in self.buttons:
            self.addItem(button)
        self.take_button.clicked.connect(session.controls.take_or_end)
        self.pause_button.clicked.connect(self._pause_clicked)
        self.menu_button.clicked.connect(self.menu_requested)
        self.hint_button.clicked.connect(self.request_hint)
        self.show_button.clicked.connect(session.controls.show_trump)
        self.direction_button.clicked.connect(session.controls.toggle_direction)
        self.catch_button.clicked.connect(lambda: session.controls.catch())
        self.status = LabelItem(art, 17, bold=True, max_lines=STATUS_LINES)
        self.stack_label = LabelItem(art, 14, bold=True)
        self.trump_label = LabelItem(art, 20, bold=True)
        # While the trump card lies: what else is trump, quicky.
        self.rules_label = LabelItem(art, 14, bold=True, max_lines=3)
        self.addItem(self.rules_label)
        self.addItem(self.status)
        self.addItem(self.stack_label)
        self.addItem(self.trump_label)
        self.panel = PanelItem(art)
        self.addItem(self.panel)
        self.chooser = SuitChooser(self, art, session.controls)   # (weli) name the 6♦'s suit
        self.marker = QGraphicsRectItem()
        self.marker.setZValue(150)
        self.marker.hide()
        self.addItem(self.marker)
        self.hint: Hint | None = None
        self._hint_view: View | None = None   # the view the hint belongs to
        self.hint_marker = QGraphicsRectItem()
        self.hint_marker.setZValue(150)
        self.hint_marker.hide()
        self.addItem(self.hint_marker)
        self.hint_frames = HintFrames(self)
        self.suspect_frames = HintFrames(self)   # (cheating) the card "Catch!" names
        self.hints = HintSeeker(self)
        self.hints.found.connect(self._hint_found)
        self.layout: TableLayout | None = None
        self.drag: Drag | None = None
        self._pressed_button: ButtonItem | None = None
        self._pressed_card: Card | None = None
        self._message = ""
        self._message_is_news = False
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.clear_message)
        self.coach = ""   # a first game's step, said until the next one
        self._notice = ""
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.clear_notice)
        session.updated.connect(self.sync)
        session.message.connect(self.show_message)
        session.announced.connect(self.show_news)
        session.paused_changed.connect(self._paused)
        session.game_finished.connect(self._finished)
        self.sync([], 0)

    # --- showing the state -------------------------------------------------------------
    def set_width(self, width: float) -> None:
        """Re-lay the table for a new aspect ratio (the height stays fixed)."""
        if abs(width - self.width_units) > 0.5:
            self.width_units = width
            self.setSceneRect(0, 0, width, HEIGHT)
            self.sync([], 0)

    def sync(self, events: list[Event], duration: int) -> None:
        """Lay the session's table out again, moving the cards over ``duration`` ms
        (``events``: what just happened, whose drawn and dealt cards fly in turn)."""
        if events and self._message_is_news:
            # News of a move belongs to that move: the next one retires it, so the status
            # line says what to do now (newer news follows this update).
            self._message = ""
            self._message_timer.stop()
        if self.reduce_motion:   # every move of every card comes through here
            duration = 0
        self._drop_stale_hint()
        snap = self.session.snapshot()
        self._exchange(snap.swaps)
        drag = self.drag if self.drag is not None and self.drag.active else None
        layout = compute_layout(snap, self.width_units,
                                drag.held_pairs if drag is not None else None)
        self.layout = layout
        if drag is not None:   # the table changed under the drag: where may it land now
            self._aim(drag)
        self._learn_who_laid(events)
        self._move_cards(snap, layout, events, duration)
        self._place_seats(snap, layout)
        self._place_marks(snap, layout)
        for button, rect in zip(self.buttons, layout.buttons, strict=True):
            button.set_rect(qrect(rect))
        self.chooser.place(layout.table_rect)
        self._place_hint_marker()
        self.hint_frames.show((self.cards[card] for card in self.hinted_cards()
                               if card in layout.cards), self.art.theme.highlight)
        self._place_labels_and_result(snap, layout)
        self.refresh_labels()

    def _move_cards(self, snap: TableSnapshot, layout: TableLayout, events: list[Event],
                    duration: int) -> None:
        """Each card to its place: hidden when off the table, from the stack on a deal,
        drawn and dealt cards one after another, a dragged card left in the hand."""
        delays: dict[Card, int] = {}
        step = max(15, duration // 8)
        count = 0
        for event in events:
            if isinstance(event, (Drew, Dealt)):
                for card in event.cards:
                    delays[card] = count * step
                    count += 1
        drag = self.drag
        dragged = {drag.item, *drag.followers} if drag and drag.active else set()
        dealing = any(event.kind == "dealt" for event in events)
        dimmed = self.unplayable(snap.hands[snap.human])
        tips = self._double_click_tips(snap.hands[snap.human], snap.selected)
        cursor = self.session.controls.cursor
        view = self.session.view()
        named = view.weli_suit if any(WELI in pair for pair in view.table) else None
        for card, item in self.cards.items():
            place = layout.cards.get(card)
            if place is None:
                item.stop_motion()
                item.hide()
                continue
            appearing = not item.isVisible()
            if dealing:  # a new deal: every card starts from the stack
                item.stop_motion()
                item.setPos(QPointF(*layout.stack_pos))
                item.setRotation(0)
                appearing = False
            item.show()
            item.set_size(place.w, place.h)
            item.set_selected_look(card in snap.selected or (card == cursor
                                   and card in snap.hands[snap.human]))
            item.set_dimmed(card in dimmed)
            item.set_badge(named if card == WELI else None)
            item.setToolTip(tips.get(card) or "\n".join(filter(None, (
                self.laid_words(card), self.weli_words(named) if card == WELI else "",
                key_card_words() if card == snap.key_card else ""))))
            if item in dragged:
                item.set_face_up(place.face_up)
                continue
            item.setZValue(place.z)
            # Moves under way finish even when the game pauses: a card never hangs mid-air.
            item.move_to(QPointF(place.x, place.y), place.rotation,
                         0 if appearing else duration, delays.get(card, 0), place.face_up)

    def _learn_who_laid(self, events: list[Event]) -> None:
        """Remember who laid each attack card now on the table: from the events as they
        come, or from the events seen so far when the table was restored (or undone)."""
        attacks = [attack for attack, _ in self.session.view().table]
        for event in events:
            if isinstance(event, (Attacked, Forwarded)):
                for card in event.cards:
                    self.laid_by[card] = event.player
        missing = [card for card in attacks if card not in self.laid_by]
        if missing and tuple(attacks) != self._laid_seeded:
            self._laid_seeded = tuple(attacks)
            for event in self.session.seen_events():
                if isinstance(event, (Attacked, Forwarded)):
                    for card in event.cards:
                        self.laid_by[card] = event.player
        self.laid_by = {card: self.laid_by[card] for card in attacks if card in self.laid_by}

    def long_press(self, pos: QPointF) -> None:
        """A finger held still: on an attack card, who laid it; anywhere else the hint."""
        item = self.item_at(pos)
        if isinstance(item, CardItem) and self.laid_words(item.card):
            self.show_message(tr("{card}: {laid}").format(card=item.card,
                                                         laid=self.laid_words(item.card)))
        else:
            self.request_hint()

    def weli_words(self, suit: Suit | None) -> str:
        """The weli on the table: the suit it counts as ("" for none)."""
        if suit is None:
            return ""
        return tr("The weli {card} counts as {suit}").format(card=WELI, suit=suit.symbol)

    def laid_words(self, card: Card) -> str:
        """"Laid by Player 2" for an attack card on the table whose player is known."""
        seat = self.laid_by.get(card)
        if seat is None:
            return ""
        return tr("Laid by {player}").format(player=self.session.seat_name(seat))

    def _place_marks(self, snap: TableSnapshot, layout: TableLayout) -> None:
        """A disc in the seat's colour on each attack card's bottom left corner (its cover
        leaves that corner clear), and on the frame of each seat that laid one."""
        for card, marked in self.card_marks.items():
            if card not in self.laid_by:
                marked.hide()
        laid = set()
        for card, seat in self.laid_by.items():
            place = layout.cards.get(card)
            if place is None:
                continue
            if card not in self.card_marks:
                self.card_marks[card] = SeatMark()
                self.card_marks[card].setParentItem(self.cards[card])
            mark = self.card_marks[card]
            r = SEAT_MARK_RADIUS
            mark.place(QPointF(-place.w / 2 + r + 3, place.h / 2 - r - 3), seat)
            mark.setToolTip(self.laid_words(card))
            mark.show()
            laid.add(seat)
        for seat, mark in enumerate(self.seat_marks):
            if seat not in laid or seat >= snap.players:
                mark.hide()
                continue
            rect = layout.seats[seat].rect
            r = SEAT_MARK_RADIUS
            if seat == snap.human:   # a card's top right corner is blank; the left one not
                center = QPointF(rect.x + rect.w - r - 2, rect.y + r + 2)
            else:
                center = QPointF(rect.x + rect.w - r - 2, rect.y + rect.h - r - 2)
            mark.place(center, seat)
            mark.setToolTip(self.session.seat_name(seat))
            mark.show()

    def _place_seats(self, snap: TableSnapshot, layout: TableLayout) -> None:
        """Each seat's frame and label: name, cards, role, notes, team and clock."""
        session = self.session
        rules = session.view().rules
        for seat_number, seat in enumerate(self.seats):
            if seat_number >= snap.players:
                seat.hide()
                continue
            seat_place = layout.seats[seat_number]
            seat.show()
            role = session.role(seat_number)
            seat.configure(qrect(seat_place.rect), qrect(seat_place.label),
                           seat_place.label_align, seat_place.label_lines,
                           session.seat_name(seat_number),
                           len(snap.hands[seat_number]), role,
                           tr(ROLE_WORDS[role]) if role in ROLE_WORDS else "",
                           session.seat_note(seat_number),
                           seen_team(rules, seat_number, snap.human) if rules.teams else None,
                           own=seat_number == snap.human)
            seat.set_clock(session.seat_clock(seat_number))

    def _place_labels_and_result(self, snap: TableSnapshot, layout: TableLayout) -> None:
        """The stack's count, the trump suit once its card is gone, and the result panel
        once the game is over."""
        view = self.session.view()
        count = view.stack_count
        self.stack_label.setPos(*layout.stack_label)
        self.stack_label.set_text(str(count) if count else "", 60)
        # Once the face-up card is gone, the suit still shows where the stack was.
        x, y, width = layout.trump_label
        self.trump_label.setPos(x, y)
        # The suit alone where the stack was; the rules' note (number trump, quicky) above
        # the stack's count, from the table's left edge, wider.
        bare = snap.trump_card is None and not view.rules.number_trump
        self.trump_label.set_text(trump_words(view, False) if bare else "", width)
        note_width = 230.0
        self.rules_label.setPos(x - width / 2 + note_width / 2, layout.stack_label[1] - 44)
        self.rules_label.set_text("" if bare else trump_words(view, True), note_width)
        if view.is_over:
            title, lines = self.session.result_lines()
            self.panel.show_text(title, lines)
            self.panel.setPos(layout.table_rect.cx, layout.table_rect.cy)
        else:
            self.panel.hide()

    def _exchange(self, swaps: list[tuple[Card, Card]]) -> None:
        """Let each pair of face-down cards change places at once (unseen: both show their
        backs), so that the card a hidden hand played leaves from that hand."""
        for a, b in swaps:
            one, other = self.cards[a], self.cards[b]
            one.stop_motion()
            other.stop_motion()
            places = [(item.pos(), item.rotation(), item.zValue(), item.size(), item.isVisible(),
                       item.face_up) for item in (one, other)]
            for item, (pos, rotation, z, (w, h), visible, face_up) in zip(
                    (one, other), reversed(places), strict=True):
                item.setPos(pos)
                item.setRotation(rotation)
                item.setZValue(z)
                item.set_size(w, h)
                item.set_face_up(face_up)
                item.setVisible(visible)

    def _double_click_tips(self, hand: list[Card], selected: set[Card]) -> dict[Card, str]:
        """Each card's tooltip in the hand: what a double click on it will play."""
        controls = self.session.controls
        view = self.session.view()
        if view.is_over or not any(controls.is_draggable(card) for card in hand):
            return {}
        order = controls.hand_order()
        direction = controls.forward_direction() or "left"
        tips = {}
        for card in hand:
            together = [c for c in order if c in selected or c == card]
            tips[card] = double_click_words(planned(view, card, direction), not view.table,
                                            together if len(together) > 1 else [],
                                            view.weli_suit)
            if card == WELI and view.rules.weli:
                tips[card] = "\n".join(filter(None, (tips[card], tr(
                    "The weli: when you play it, you name the suit it counts as"))))
        return tips

    def unplayable(self, hand: list[Card]) -> set[Card]:
        """The human's cards no legal action plays now (none when dimming is off, or once
        the game is over)."""
        view = self.session.view()
        if not self.dim_unplayable or view.is_over:
            return set()
        return set(hand) - playable_cards(view.legal_actions)

    def refresh_labels(self) -> None:
        session = self.session
        text, enabled, blink = session.button_state()
        self.take_button.set_state(text, enabled, blink)
        over = session.view().is_over
        # Not offered (no text), or dead beside New game: not shown.
        self.take_button.setVisible(bool(text) and (enabled or not over))
        if over:
            self.pause_button.set_state(session.finished_button_text(), True)
        else:
            self.pause_button.set_state(session.pause_button_text(), True)
        self.menu_button.set_state(tr("Menu"), True)
        # "Catch!" shares the show's and the direction's place: a suspect chosen, it goes first.
        suspect = session.controls.catch_offer() if not over else None
        show = offered_show(session.legal()) if not over and suspect is None else None
        self.show_button.setVisible(show is not None)
        self.show_button.set_state(
            tr("Show {card} to pass it on (T)").format(card=show.card) if show else "",
            show is not None)
        direction = (session.controls.forward_direction() if not over and suspect is None
                     else None)
        self.direction_button.setVisible(direction is not None)
        self.direction_button.set_state(
            direction_button_text(direction) if direction else "", direction is not None)
        self.catch_button.setVisible(suspect is not None)
        self.catch_button.set_state(
            tr("Catch {card}! (K)").format(card=suspect) if suspect else "", suspect is not None)
        self.suspect_frames.show([self.cards[suspect]] if suspect else [], SUSPECT_COLOR)
        view = session.view()
        # Offered while you still play: once you are out, the others play on without you.
        offered = self.session.can_hint() and not over and not view.out[view.player]
        self.hint_button.setVisible(offered)
        self.hint_button.set_state(tr("Hint (H)"), offered)
        for seat_number in range(session.view().num_players):   # a clock may tick there
            self.seats[seat_number].set_note(session.seat_note(seat_number))
            self.seats[seat_number].set_clock(session.seat_clock(seat_number))
        if self.layout is not None:
            x, y, width = self.layout.status
            # A first game's step may take a third line, grown upwards into the table.
            lines = COACH_LINES if self.coach else STATUS_LINES
            self.status.set_max_lines(lines)
            self.status.setPos(x, y - (lines - STATUS_LINES) * STATUS_LINE / 2)
            self.status.set_text(self.status_line(), width)
        self.status_changed.emit(self.status.text)

    def status_line(self, clock: bool = True) -> str:
        """What the status line says: a notice first, then the note or what to do now
        (``clock=False``: without the seconds ticking down, as a screen reader hears it)."""
        text = self._message or self.coach or self.session.status_text(clock)
        return f"{self._notice} — {text}" if self._notice else text

    def set_coach(self, text: str) -> None:
        """What the first game (``tutorial``) asks for now, in the status line until the
        next step ("" once it is over); a note or a refusal still shows first."""
        self.coach = text
        self.refresh_labels()

    def show_notice(self, text: str) -> None:
        """A setting just changed by a key (O, S), shown for a few seconds before what
        the status line says, which it never replaces (a hint, a refusal stay)."""
        self._notice = text
        self._notice_timer.start(MESSAGE_MS)
        self.refresh_labels()

    def clear_notice(self) -> None:
        self._notice = ""
        self.refresh_labels()

    def show_message(self, text: str) -> None:
        """A note (a refusal, a warning) shown for a few seconds."""
        if text:
            self._message = text
            self._message_is_news = False
            self._message_timer.start(MESSAGE_MS)
        self.refresh_labels()

    def show_news(self, text: str) -> None:
        """What the others just did, shown until the next move (or a few seconds); not
        once the game is over, when the status line says the result."""
        if text and not self.session.view().is_over:
            self.show_message(text)
            self._message_is_news = True

    def clear_message(self) -> None:
        self._message = ""
        self.refresh_labels()

    def _paused(self, paused: bool) -> None:
        self.refresh_labels()

    def _finished(self) -> None:
        self.sync([], 0)

    def _pause_clicked(self) -> None:
        if self.session.view().is_over:
            self.new_game_requested.emit()
        else:
            self.session.toggle_pause()

    # --- the hint ----------------------------------------------------------------------
    def request_hint(self) -> None:
        """H, the Hint button or a long press: show the move ``hard`` would make here."""
        session = self.session
        if not session.can_hint():
            self.show_message(session.no_hint_reason())
            return
        view = session.view()
        if view.is_over:
            return
        self._set_hint(None)
        options = choices(view)
        if not options:
            self.hints.cancel()
            self.show_message(tr("No hint now: it is not your move"))
        elif len(options) == 1:
            self._hint_found(view, options[0])
        elif self.hints.asked != view:
            self.hints.ask(view, session.seen_events())
            self.show_message(tr("Looking for a hint..."))

    def _hint_found(self, view: View, action: Action | None) -> None:
        if view != self.session.view():
            return   # the table has changed since: the hint is stale
        if action is None:
            self.show_message(tr("No hint now: it is not your move"))
            return
        hint = Hint(action, view.trump_card, view.weli_suit)
        self._set_hint(hint, view)
        self.show_message(hint.words())

    def _set_hint(self, hint: Hint | None, view: View | None = None) -> None:
        self.hint, self._hint_view = hint, view
        self.sync([], 0)

    def _drop_stale_hint(self) -> None:
        """A hint, shown or on its way, lasts only while the table stays as it was."""
        view = self.session.view()
        if self.hints.asked is not None and self.hints.asked != view:
            self.hints.cancel()
        if self.hint is not None and self._hint_view != view:
            self.hint, self._hint_view = None, None

    def hinted_cards(self) -> set[Card]:
        """The cards the hint plays, and the attack card it covers."""
        hint = self.hint
        if hint is None:
            return set()
        return {*hint.cards, *([hint.target] if hint.target is not None else [])}

    def _place_hint_marker(self) -> None:
        """A dashed frame where the hinted move goes: the table for a lead or an added
        card, the free place beside the attack for a forward, the button for take or
        done, or for a show of a trump (a cover's target card is framed itself)."""
        hint, layout = self.hint, self.layout
        if hint is None or layout is None or hint.target is not None:
            self.hint_marker.hide()
            return
        kind = hint.action.kind
        if kind is ActionKind.CATCH:   # the card to name on the table is framed itself
            self.hint_marker.hide()
            return
        if kind is ActionKind.ATTACK:
            rect = qrect(layout.table_rect)
        elif kind is ActionKind.FORWARD:
            rect = qrect(layout.forward_rect)
        elif kind is ActionKind.SHOW:
            rect = self.show_button.rect
        else:
            rect = self.take_button.rect
        self.hint_marker.setRect(rect.adjusted(-4, -4, 4, 4))
        self.hint_marker.setPen(QPen(self.art.theme.highlight, 3.0, Qt.PenStyle.DotLine))
        self.hint_marker.show()

    def shutdown(self) -> None:
        """Stop the hint's helper process, if one was started."""
        self.hints.shutdown()

    # --- keyboard focus on the table's buttons ---------------------------------------
    @property
    def buttons(self) -> list[ButtonItem]:
        """The table's buttons, in their Tab order (the hint's comes last; the show's,
        offered now and then, after the take/end button)."""
        return [self.take_button, self.show_button, self.direction_button, self.catch_button,
                self.pause_button, self.menu_button, self.hint_button]

    @property
    def focused_button(self) -> ButtonItem | None:
        return next((b for b in self.buttons if b.focused), None)

    def focus_button(self, step: int) -> ButtonItem:
        """Tab / Shift+Tab: move the keyboard focus along the table's enabled buttons."""
        buttons = self.buttons
        current = self.focused_button
        index = -1 if current is None else buttons.index(current)
        if current is None and step < 0:
            index = len(buttons)
        for _ in buttons:   # Pause and Menu are always enabled: this ends
            index = (index + step) % len(buttons)
            if buttons[index].enabled:
                break
        target = buttons[index]
        for button in buttons:
            button.set_focused(button is target)
        self.button_focus_changed.emit(target)
        return target

    def clear_button_focus(self) -> None:
        had_focus = self.focused_button is not None
        for button in self.buttons:
            button.set_focused(False)
        if had_focus:
            self.button_focus_changed.emit(None)

    # --- pointer input (mouse here; the view feeds touch in too) -------------------------
    def item_at(self, pos: QPointF) -> QGraphicsItem | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder):
            if isinstance(item, (CardItem, ButtonItem)) and item.isVisible():
                return item
        return None

    def pointer_press(self, pos: QPointF) -> None:
        self._pressed_button = None
        self._pressed_card = None
        item = self.item_at(pos)
        if isinstance(item, ButtonItem):
            self._pressed_button = item
            return
        if self.chooser.shown:   # (weli) a press beside the chooser: nothing is played
            self.session.controls.cancel_naming()
            return
        if isinstance(item, CardItem) and self.session.controls.is_draggable(item.card):
            self.drag = Drag(item, QPointF(pos), pos - item.pos())
        elif isinstance(item, CardItem) and self._on_table(item.card):
            self._pressed_card = item.card   # a click on it names the suspect (cheating)

    def pointer_move(self, pos: QPointF) -> None:
        drag = self.drag
        if drag is None:
            return
        if not drag.active:
            delta = pos - drag.start
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            drag.active = True
            drag.held_pairs = len(self.session.view().table)
            drag.item.stop_motion()
            drag.item.setZValue(1000)
            cards = self.session.controls.drag_group(drag.item.card)
            if len(cards) > 1:   # a selected card carries the whole selection
                drag.followers = [self.cards[c] for c in cards if c != drag.item.card]
                for i, follower in enumerate(drag.followers, 1):
                    follower.stop_motion()
                    follower.setZValue(1000 - i)
            self._aim(drag)
        drag.item.setPos(pos - drag.offset)
        for i, follower in enumerate(drag.followers, 1):
            follower.setPos(pos - drag.offset + QPointF(FAN * i, 0))
        self._highlight(self._best_target(drag))

    def _aim(self, drag: Drag) -> None:
        """The legal places for the dragged card (or selection) on the table as laid out."""
        layout = self.layout
        assert layout is not None
        if drag.followers:
            cards = [drag.item.card, *(f.card for f in drag.followers)]
            order = self.session.controls.hand_order()
            cards.sort(key=lambda c: order.index(c) if c in order else len(order))
            drag.targets = self.session.controls.group_targets(cards, layout.forward_rect,
                                                               layout.table_rect)
        else:
            drag.targets = self.session.controls.drop_targets(
                drag.item.card, layout.attack_rects, layout.forward_rect,
                layout.table_rect, layout.hand_rect, layout.trump_rect)

    def pointer_release(self, pos: QPointF) -> None:
        button, self._pressed_button = self._pressed_button, None
        if button is not None:
            if self.item_at(pos) is button:
                button.click()
            return
        pressed, self._pressed_card = self._pressed_card, None
        if pressed is not None:
            item = self.item_at(pos)
            if isinstance(item, CardItem) and item.card == pressed:
                self.session.controls.suspect(pressed)
            return
        drag, self.drag = self.drag, None
        if drag is None:
            return
        self._highlight(None)
        card = drag.item.card
        if not drag.active:
            if card in self.session.view().hand:
                self.session.controls.toggle_select(card)
            return
        target = self._best_target(drag)
        if target is None or not self.session.controls.drop(target):
            if target is None:
                self._explain(drag)
            self.sync([], self.session.durations()[0] // 2)

    def pointer_double(self, pos: QPointF) -> None:
        self.drag = None
        self._pressed_button = None
        self._pressed_card = None
        item = self.item_at(pos)
        if isinstance(item, ButtonItem):
            item.click()   # a quick second press on a button is still a press
        elif self.chooser.shown:
            return
        elif isinstance(item, CardItem) and item.card in self.session.view().hand:
            self.session.controls.activate(item.card)
        elif isinstance(item, CardItem) and self._face_up_trump(item.card):
            self.session.controls.exchange()
        elif (isinstance(item, CardItem) and self._on_table(item.card)
              and self.session.view().rules.cheating):
            self.session.controls.catch(item.card)

    def _on_table(self, card: Card) -> bool:
        """Whether ``card`` lies on the table, as an attack card or a cover."""
        return any(card in pair for pair in self.session.view().table)

    def _face_up_trump(self, card: Card) -> bool:
        """Whether ``card`` is the trump card lying face up under the stack."""
        view = self.session.view()
        return view.trump_card == card and view.stack_count > 0 and view.rules.trump_exchange

    def _best_target(self, drag: Drag) -> DropTarget | None:
        rect = drag.item.scene_card_rect()
        area = rect.width() * rect.height()
        card_rect = Rect(rect.x(), rect.y(), rect.width(), rect.height())
        best, best_score = None, 0.0
        for target in drag.targets or []:
            overlap = target.rect.overlap(card_rect)
            if overlap < area * 0.25:
                continue
            score = overlap * (SPECIFIC_BONUS if target.kind in ("cover", "move", "forward",
                                                                 "exchange")
                               else 1.0)
            if score > best_score:
                best, best_score = target, score
        drag.best = best
        return best

    def _highlight(self, target: DropTarget | None) -> None:
        for item in self.cards.values():
            item.set_highlighted(False)
        self.marker.hide()
        if target is None:
            return
        covered = next((c for c, r in (self.layout.attack_rects.items() if self.layout else [])
                        if r is target.rect), None)
        if covered is not None:
            self.cards[covered].set_highlighted(True)
        else:
            self.marker.setRect(qrect(target.rect).adjusted(-3, -3, 3, 3))
            # In the theme of the moment: the theme may have changed since the last drag.
            self.marker.setPen(QPen(self.art.theme.highlight, 2.5, Qt.PenStyle.DashLine))
            self.marker.show()

    def _explain(self, drag: Drag) -> None:
        layout = self.layout
        if layout is None:
            return
        rect = drag.item.scene_card_rect()
        center = rect.center()
        over_attack = next((card for card, r in layout.attack_rects.items()
                            if r.contains(center.x(), center.y())), None)
        card_rect = Rect(rect.x(), rect.y(), rect.width(), rect.height())
        over_forward = (layout.forward_rect.contains(center.x(), center.y())
                        or layout.forward_rect.overlap(card_rect) >= card_rect.w * card_rect.h / 4)
        over_table = layout.table_rect.contains(center.x(), center.y())
        self.session.controls.explain_drop(drag.item.card, over_attack, over_forward, over_table)

    # Qt's mouse handlers feed the pointer logic.
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent | None) -> None:
        assert event is not None
        if event.button() == Qt.MouseButton.LeftButton:
            self.pointer_press(event.scenePos())
            event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent | None) -> None:
        assert event is not None
        self.pointer_move(event.scenePos())
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent | None) -> None:
        assert event is not None
        if event.button() == Qt.MouseButton.LeftButton:
            self.pointer_release(event.scenePos())
            event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent | None) -> None:
        assert event is not None
        if event.button() == Qt.MouseButton.LeftButton:
            self.pointer_double(event.scenePos())
            event.accept()

