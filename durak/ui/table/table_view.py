"""The view: scales the table to the window, paints the background, reads keys and touch."""

from __future__ import annotations

import math

from PyQt6.QtCore import QElapsedTimer, QEvent, QObject, QPointF, QRectF, Qt, QTimer, pyqtSignal
from PyQt6.QtGui import (
    QInputDevice,
    QMouseEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QTouchEvent,
)
from PyQt6.QtWidgets import QApplication, QFrame, QGraphicsView, QPushButton, QWidget

from ..kit.i18n import tr
from ..model.layout import scene_width
from .items import ButtonItem
from .keys import KeyMap
from .scene import TableScene
from .spoken import SUIT_NAMES, table_description, table_name
from .suit_chooser import SuitButton

BACKGROUND_RESOLUTION = 0.5
TAP_SLOP = 24.0          # device pixels a finger may wander and still tap
DOUBLE_TAP_DISTANCE = 40.0
LONG_PRESS_MS = 700      # a finger held this long without moving asks for the hint


class TableView(QGraphicsView):
    """Shows a ``TableScene`` filling the window at any size and aspect."""

    fullscreen_toggled = pyqtSignal()
    fullscreen_left = pyqtSignal()
    menu_requested = pyqtSignal()
    new_game_requested = pyqtSignal()
    sort_requested = pyqtSignal()       # O: sort the hand the other way
    sound_toggled = pyqtSignal()        # S: sound effects on or off
    move_log_toggled = pyqtSignal()     # L: show or hide the move log
    cards_seen_toggled = pyqtSignal()   # D: show or hide the cards seen
    undo_requested = pyqtSignal()       # Ctrl+Z: take back your last move
    chat_requested = pyqtSignal()       # C: open the chat line (an online table)

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.surface().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.setAccessibleName(tr("Card table"))
        # What a screen reader hears is set once the table settled: a move and the news
        # of it (set just after) are one change, not two descriptions read out in turn.
        self._describing = QTimer(self)
        self._describing.setSingleShot(True)
        self._describing.setInterval(0)
        self._describing.timeout.connect(self._describe)
        scene.status_changed.connect(self._describe_soon)
        self.keys = KeyMap(self, parent=self)
        self.keys.watch(self)
        # Each drawn button has a real, transparent push button over it: what screen
        # readers see and press (PyQt6 offers no accessibility API for drawn items).
        self.twins: dict[ButtonItem, QPushButton] = {}
        for button in scene.buttons:
            twin = self._twin(button)
            twin.installEventFilter(self)
            self.twins[button] = twin
        # The weli's chooser: its suits and Cancel, said by name (its keys are the map's).
        self.chooser_twins = {button: self._twin(button) for button in scene.chooser.buttons}
        scene.status_changed.connect(self.place_twins)
        scene.button_focus_changed.connect(self._focus_twin)
        self._touch_start: QPointF | None = None
        self._touch_moved = False
        self.touch_last = False   # the last press was a finger's (not the mouse's)
        self.long_press = QTimer(self)
        self.long_press.setSingleShot(True)
        self.long_press.setInterval(LONG_PRESS_MS)
        self.long_press.timeout.connect(self._long_pressed)
        self._pressed_long = False
        self._last_tap = QElapsedTimer()
        self._last_tap_pos = QPointF()
        self._tap_pending_double = False
        self._background = QPixmap()
        self._background_key: tuple[int, int, float, str] | None = None

    def _twin(self, button: ButtonItem) -> QPushButton:
        """A transparent push button to lay over ``button``."""
        twin = QPushButton(self.surface())
        twin.setObjectName(f"{button.objectName()}-button")
        twin.setFlat(True)
        twin.setStyleSheet("QPushButton { background: transparent; border: none; "
                           "color: transparent; }")
        twin.setCursor(Qt.CursorShape.PointingHandCursor)
        twin.setFocusPolicy(Qt.FocusPolicy.TabFocus)   # a click leaves the focus alone
        twin.clicked.connect(button.click)
        self.keys.watch(twin)
        return twin

    def surface(self) -> QWidget:
        """The viewport: the widget the table is drawn on (a view always has one)."""
        viewport = self.viewport()
        assert viewport is not None
        return viewport

    def focusNextPrevChild(self, forward: bool) -> bool:
        return False   # Tab moves along the table's own buttons (see keys.KeyMap)

    def showEvent(self, event: QShowEvent | None) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not None:
            self.keys.watch(window)   # keys sent to the window when nothing has the focus

    def place_twins(self, *_args: object) -> None:
        """Keep each twin over its drawn button, with the same text and state."""
        for button, twin in self.twins.items():
            twin.setGeometry(self.mapFromScene(button.mapRectToScene(button.rect))
                             .boundingRect())
            twin.setText(button.text)
            twin.setAccessibleName(button.text)
            if not button.enabled and self._has_focus(twin):
                self.setFocus()   # the focus never stays on a disabled button
            twin.setEnabled(button.enabled)
            twin.setVisible(button.isVisible())
        for button, twin in self.chooser_twins.items():
            twin.setGeometry(self.mapFromScene(button.mapRectToScene(button.rect))
                             .boundingRect())
            name = (tr(SUIT_NAMES[button.suit.value]) if isinstance(button, SuitButton)
                    else button.text)   # a suit in words, as a screen reader says it
            twin.setText(name)
            twin.setAccessibleName(name)
            twin.setEnabled(button.enabled)
            twin.setVisible(button.isVisible())
        self._show_focus()

    def focused_button(self) -> ButtonItem | None:
        """The table button that has the keyboard focus (after Tab), if any."""
        return next((b for b, twin in self.twins.items() if self._has_focus(twin)), None)

    def _has_focus(self, twin: QPushButton) -> bool:
        window = self.window()
        return window is not None and window.focusWidget() is twin

    def _focus_twin(self, button: ButtonItem | None) -> None:
        if button is None:
            self.setFocus()
        else:
            self.twins[button].setFocus(Qt.FocusReason.TabFocusReason)
        self._show_focus()

    def _show_focus(self) -> None:
        """The focus ring is drawn on the button whose twin has the focus, and only there."""
        for button, twin in self.twins.items():
            button.set_focused(self._has_focus(twin))

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if (event is not None and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut)
                and watched in self.twins.values()):
            self._show_focus()
        return super().eventFilter(watched, event)

    def _describe_soon(self, *_status: object) -> None:
        self._describing.start()

    @property
    def describing(self) -> bool:
        """Whether a new accessible name and description wait for the events at hand."""
        return self._describing.isActive()

    def _describe(self) -> None:
        """What a screen reader says about the table (see ``spoken``); set only when it
        changed, since a reader speaks each change."""
        name, description = table_name(self.table), table_description(self.table)
        if name != self.accessibleName():
            self.setAccessibleName(name)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)

    # --- scaling -------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        size = self.surface().size()
        self.table.set_width(scene_width(size.width(), size.height()))
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.place_twins()

    def drawBackground(self, painter: QPainter | None, rect: QRectF) -> None:
        # Rendering the table's SVG costs tens of ms: keep it as a pixmap per window size.
        # It is a texture, so half the device resolution, smoothly scaled, is plenty (and
        # renders four times faster); the cards are drawn at full resolution.
        assert painter is not None
        viewport = self.surface()
        ratio = viewport.devicePixelRatioF()
        key = (viewport.width(), viewport.height(), ratio, self.table.art.theme.key)
        if key != self._background_key:
            scale = ratio * BACKGROUND_RESOLUTION
            pixmap = QPixmap(max(1, round(viewport.width() * scale)),
                             max(1, round(viewport.height() * scale)))
            background = QPainter(pixmap)
            background.setRenderHint(QPainter.RenderHint.Antialiasing)
            background.scale(scale, scale)
            self.table.art.render_table(background, QRectF(0, 0, viewport.width(),
                                                           viewport.height()))
            background.end()
            self._background = pixmap
            self._background_key = key
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, viewport.width(), viewport.height()), self._background,
                           QRectF(self._background.rect()))
        painter.restore()

    # --- touch: taps, drags and double taps (Qt makes no double click of a double tap) ---
    def viewportEvent(self, event: QEvent | None) -> bool:
        if isinstance(event, QMouseEvent) and event.type() == QEvent.Type.MouseButtonPress:
            device = event.device()
            if device is None or device.type() == QInputDevice.DeviceType.Mouse:
                self.touch_last = False
        if isinstance(event, QTouchEvent):
            self.touch_last = True
            self._touch(event)
            event.accept()
            return True
        return super().viewportEvent(event)

    def _touch(self, event: QTouchEvent) -> None:
        points = event.points()
        if not points and event.type() != QEvent.Type.TouchCancel:
            return
        if event.type() == QEvent.Type.TouchCancel:
            self.long_press.stop()
            self.table.drag = None
            self._touch_start = None
            return
        position = points[0].position()
        scene_pos = self.mapToScene(position.toPoint())
        if event.type() == QEvent.Type.TouchBegin:
            self._touch_start = QPointF(position)
            self._touch_moved = False
            self._pressed_long = False
            self.long_press.start()
            self._tap_pending_double = (
                self._last_tap.isValid()
                and self._last_tap.elapsed() <= QApplication.doubleClickInterval()
                and _distance(position, self._last_tap_pos) <= DOUBLE_TAP_DISTANCE)
            self.table.pointer_press(scene_pos)
        elif event.type() == QEvent.Type.TouchUpdate:
            if self._touch_start is not None and _distance(position, self._touch_start) > TAP_SLOP:
                self._touch_moved = True
                self.long_press.stop()
            if not self._pressed_long:
                self.table.pointer_move(scene_pos)
        else:  # TouchEnd
            self.long_press.stop()
            if self._pressed_long:   # the hint is shown: lifting the finger does nothing else
                pass
            elif not self._touch_moved and self._tap_pending_double:
                self.table.pointer_double(scene_pos)
                self._last_tap.invalidate()
            else:
                self.table.pointer_release(scene_pos)
                if not self._touch_moved:
                    self._last_tap.start()
                    self._last_tap_pos = QPointF(position)
            self._touch_start = None
            self._tap_pending_double = False
            self._pressed_long = False

    def _long_pressed(self) -> None:
        """A finger held still: who laid the attack card under it, else the hint,
        instead of tapping or dragging."""
        if self._touch_start is None or self._touch_moved:
            return
        self._pressed_long = True
        self.table.drag = None
        self.table.long_press(self.mapToScene(self._touch_start.toPoint()))


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
