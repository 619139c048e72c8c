"""Dialogs as panels inside the table, for a finger: full screen, or once the last input
was touch, the menu and the confirmations open over the table (no window of their own,
no title bar) with targets at least ``FINGER_MM`` across; long pages scroll by finger.
"""

from __future__ import annotations

from typing import ClassVar

from PyQt6 import sip
from PyQt6.QtCore import QEvent, QMargins, QObject, QPoint, QSize, Qt, QTimer
from PyQt6.QtGui import QGuiApplication, QKeyEvent
from PyQt6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QBoxLayout,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QScroller,
    QVBoxLayout,
    QWidget,
)

from .i18n import tr

FINGER_MM = 9.0
LEAST_FINGER_PIXELS = 34   # 9 mm on a 96 dpi screen: a screen that misreports gets this


def finger_pixels(widget: QWidget) -> int:
    """How many of the widget's logical pixels make ``FINGER_MM`` on its screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return LEAST_FINGER_PIXELS
    per_mm = screen.physicalDotsPerInch() / 25.4 / max(1.0, screen.devicePixelRatio())
    return max(LEAST_FINGER_PIXELS, round(per_mm * FINGER_MM))


def finger_style(widget: QWidget) -> str:
    """A style sheet whose buttons and rows are finger-sized."""
    size = finger_pixels(widget)
    # No least width for a push button: one would let a button with a long text be
    # squeezed below it (a least size from a style sheet replaces the text's).
    return (f"QPushButton {{ min-height: {size}px; padding: 4px 14px; }}"
            f"QToolButton {{ min-height: {size}px; min-width: {size}px; padding: 4px; }}"
            f"QCheckBox, QRadioButton, QComboBox, QAbstractSpinBox, QLineEdit, QSlider {{ "
            f"min-height: {size}px; }}"
            f"QListView::item, QTableView::item {{ min-height: {size}px; }}"
            f"QTabBar::tab {{ min-height: {size}px; }}")


def scroll_by_finger(root: QWidget) -> None:
    """Every scrolling area under ``root`` follows a finger (Qt's kinetic scroller)."""
    for area in root.findChildren(QAbstractScrollArea):
        viewport = area.viewport()
        if viewport is not None:
            QScroller.grabGesture(viewport, QScroller.ScrollerGestureType.TouchGesture)


def for_fingers(dialog: QWidget) -> None:
    """Larger rows and buttons, and scrolling by finger (Settings, the rules help)."""
    dialog.setStyleSheet(dialog.styleSheet() + finger_style(dialog))
    scroll_by_finger(dialog)


# Keys that move the focus: inside a panel they go round its own controls.
TAB_KEYS = (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
# Room left around a panel that is smaller than its table.
MARGIN = 12


def _tab_stops(panel: QWidget) -> list[QWidget]:
    """The controls inside ``panel`` that Tab stops at, in the focus chain's order."""
    stops: list[QWidget] = []
    widget = panel.nextInFocusChain()
    while widget is not None and widget is not panel and panel.isAncestorOf(widget):
        if (widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value
                and widget.focusProxy() is None
                and widget.isVisible() and widget.isEnabled()):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def first_stop(panel: QDialog) -> QWidget | None:
    """Where the keys go when ``panel`` opens: its first control, as a dialog window
    gives it (but the default button when that first control is another button)."""
    stops = _tab_stops(panel)
    if not stops:
        return None
    default = next((b for b in panel.findChildren(QPushButton)
                    if b.isDefault() and b.isVisible() and b.isEnabled()), None)
    if default is not None and isinstance(stops[0], QPushButton):
        return default
    return stops[0]


def _show_in_scrolling(widget: QWidget, panel: QWidget) -> None:
    """Scroll every page of ``panel`` that holds ``widget`` so that it is seen."""
    parent = widget.parentWidget()
    while parent is not None and parent is not panel:
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(widget)
            page, bar, port = parent.widget(), parent.horizontalScrollBar(), parent.viewport()
            if (page is not None and bar is not None and port is not None
                    and widget.width() > port.width()):
                # Its start, not its middle: a switch's box and the start of its text.
                bar.setValue(widget.mapTo(page, QPoint(0, 0)).x())
        parent = parent.parentWidget()


class _Placer(QObject):
    """Keeps a panel centred over its host as the host changes size, with a dimmed
    backdrop between them that takes the clicks meant for the table.  While the panel
    is the top one of its host it has the keys: Tab goes round its controls, and a key
    sent to the table underneath goes to the panel instead."""

    open_panels: ClassVar[list[_Placer]] = []   # of every host, the latest opened last

    def __init__(self, panel: QDialog, host: QWidget) -> None:
        super().__init__(panel)
        self.panel, self.host = panel, host
        # The size a dialog was given by hand, kept where the table has room.
        self.wanted: QSize | None = (panel.size() if panel.testAttribute(
            Qt.WidgetAttribute.WA_Resized) else None)
        self.previous: QWidget | None = None   # had the keys before the panel opened
        self._forwarding = False   # sending a key on to the panel's control just now
        self.backdrop = QWidget(host)
        self.backdrop.setObjectName("panel-backdrop")
        self.backdrop.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.backdrop.setStyleSheet("#panel-backdrop { background: rgba(0, 0, 0, 110); }")
        self.backdrop.hide()
        host.installEventFilter(self)
        panel.installEventFilter(self)
        panel.finished.connect(self._gone)

    def place(self) -> None:
        host, panel = self.host, self.panel
        if not panel.isVisible():
            return
        self.backdrop.setGeometry(host.rect())
        self.backdrop.show()
        self.backdrop.raise_()
        margin = MARGIN if min(host.width(), host.height()) > 20 * MARGIN else 0
        room = host.size().shrunkBy(QMargins(margin, margin, margin, margin))
        if self.wanted is not None:   # sized by hand: the rules help, the statistics
            size = self.wanted.expandedTo(panel.sizeHint()).boundedTo(room)
        else:
            panel.adjustSize()
            size = panel.size().boundedTo(room)
        panel.setGeometry((host.width() - size.width()) // 2,
                          (host.height() - size.height()) // 2, size.width(), size.height())
        panel.raise_()

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is None:
            return False
        kind = event.type()
        if watched is self.panel and kind == QEvent.Type.Show:
            self._opened()
        elif watched is self.panel and kind == QEvent.Type.Hide:
            self._closing()
        elif kind == QEvent.Type.KeyPress and isinstance(watched, QWidget):
            return self._key(watched, event)  # type: ignore[arg-type]  # a KeyPress is one
        if ((watched is self.host and kind == QEvent.Type.Resize)
                or (watched is self.panel and kind == QEvent.Type.Show)):
            self.place()
            QTimer.singleShot(0, self.place)   # after the dialog's own placing on show
        return False

    def _opened(self) -> None:
        if self in self.open_panels:
            return
        self.open_panels.append(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.previous = QApplication.focusWidget()
        stop = first_stop(self.panel)
        if stop is not None:
            stop.setFocus(Qt.FocusReason.PopupFocusReason)

    def _closing(self) -> None:
        """The keys go back where they were before the panel opened (the table), before
        Qt hands them to the next control in the window's chain."""
        if self in self.open_panels:
            self.open_panels.remove(self)
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        previous = self.previous
        self.previous = None
        if (previous is not None and not sip.isdeleted(previous) and previous.isVisible()
                and previous.isEnabled()):
            previous.setFocus(Qt.FocusReason.PopupFocusReason)

    def _on_top(self) -> bool:
        """Whether this is the last panel opened in its window: a panel opened over
        another panel (Score's question over Score) has that one as its host, and only
        one of them may take the window's keys, or each would hand them to the other."""
        window = self.host.window()
        mine = [p for p in self.open_panels
                if not sip.isdeleted(p.host) and p.host.window() is window]
        return bool(mine) and mine[-1] is self

    def _key(self, target: QWidget, event: QKeyEvent) -> bool:
        """Tab and Shift+Tab go round the panel's own controls; a key sent to the table
        (or another widget of its window) while this panel is on top goes here."""
        if not self._on_top() or sip.isdeleted(target) or target.window() is not self.host.window():
            return False
        panel = self.panel
        inside = target is panel or panel.isAncestorOf(target)
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if inside and event.key() in TAB_KEYS and not ctrl:
            stops = _tab_stops(panel)
            if stops:
                at = next((i for i, w in enumerate(stops)
                           if w is target or w.isAncestorOf(target)), -1)
                step = -1 if event.key() == Qt.Key.Key_Backtab else 1
                if at < 0:
                    at = 0 if step < 0 else -1
                reason = (Qt.FocusReason.BacktabFocusReason if step < 0
                          else Qt.FocusReason.TabFocusReason)
                chosen = stops[(at + step) % len(stops)]
                chosen.setFocus(reason)
                _show_in_scrolling(chosen, panel)
            return True
        if inside:
            return False
        if self._forwarding:
            # The key this panel forwarded, on its way up from a control that did not want
            # it (in a window that is not the active one the focus stays elsewhere, so the
            # test below cannot tell): the table must not see it, nor may it go round again.
            return True
        focus = QApplication.focusWidget()
        if focus is not None and panel.isAncestorOf(focus):
            # On its way up from a control of the panel that did not want it: the table
            # (whose key map watches the window) must not see it.
            return target.isAncestorOf(panel)
        stop: QWidget | None = panel.focusWidget()
        if stop is None or not panel.isAncestorOf(stop):
            stop = first_stop(panel) or panel
        stop.setFocus(Qt.FocusReason.OtherFocusReason)
        self._forwarding = True
        try:
            QApplication.sendEvent(stop, QKeyEvent(event.type(), event.key(),
                                                   event.modifiers(), event.text(),
                                                   event.isAutoRepeat(), event.count()))
        finally:
            self._forwarding = False
        return True

    def _gone(self, _result: int) -> None:
        self._closing()
        self.host.removeEventFilter(self)
        self.backdrop.hide()
        self.backdrop.deleteLater()


class _PanelBody(QScrollArea):
    """A panel's content, scrolling when the table is smaller than the content's least
    size (the menu at 800x600 and twice the scale); it asks for the room the content
    wants, so on a larger table nothing scrolls."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.setObjectName("panel-body")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(content)
        content.installEventFilter(self)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if (watched is self.widget() and event is not None
                and event.type() == QEvent.Type.LayoutRequest):
            self.updateGeometry()   # the panel's layout asks for the new size hint
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        content = self.widget()
        hint = content.sizeHint() if content is not None else QSize()
        bar = self.verticalScrollBar()
        return QSize(hint.width() + (bar.sizeHint().width() if bar is not None else 0),
                     hint.height())


def _heading(dialog: QDialog, host: QWidget) -> QHBoxLayout:
    """The dialog's title, and a finger-sized close button beside it (a panel has no
    title bar): it closes as Escape does."""
    row = QHBoxLayout()
    title = QLabel(dialog.windowTitle())
    title.setObjectName("panel-title")
    font = title.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.25)
    title.setFont(font)
    close = QPushButton("\u2715")   # a multiplication X: "close" without words
    close.setObjectName("panel-close")
    close.setAccessibleName(tr("Close"))
    close.setToolTip(tr("Close (Escape)"))
    points = max(12, round(font.pointSizeF() * 1.2))
    close.setStyleSheet(f"#panel-close {{ padding: 0px; font-size: {points}pt; }}")
    close.setFixedWidth(finger_pixels(host))
    close.clicked.connect(dialog.reject)
    row.addWidget(title, 1)
    row.addWidget(close)
    dialog.setAccessibleName(dialog.windowTitle())
    return row


def _frame_content(dialog: QDialog, host: QWidget, titled: bool) -> None:
    """Move the dialog's content into a ``_PanelBody`` below its heading (if
    ``titled``); a message box keeps its own layout (it sizes itself)."""
    layout = dialog.layout()
    if isinstance(dialog, QMessageBox) or not isinstance(layout, QBoxLayout):
        return
    margins = layout.contentsMargins()
    content = QWidget()
    content.setObjectName("panel-content")
    content.setLayout(layout)   # takes the layout, and its widgets, off the dialog
    layout.setContentsMargins(0, 0, 0, 0)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(margins)
    outer.addWidget(_PanelBody(content), 1)
    if titled:   # above the content, after it in the Tab order
        outer.insertLayout(0, _heading(dialog, host))


def as_panel(dialog: QDialog, host: QWidget, titled: bool = False) -> QDialog:
    """Make ``dialog`` a panel inside ``host`` (the table's window): a child widget with
    finger-sized targets, centred over a dimmed table, closed as the dialog would be,
    its content scrolling where the table is too small for it.  It takes the keys while
    it is open and gives them back when it closes; ``titled`` adds its title and a close
    button (a dialog window's title bar)."""
    dialog.setParent(host, Qt.WindowType.Widget)
    _frame_content(dialog, host, titled)
    # A child widget paints its style sheet's background only when asked to.
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    dialog.setAutoFillBackground(True)
    dialog.setStyleSheet(dialog.styleSheet() + finger_style(host)
                         + "QDialog, QMessageBox { background: palette(window); "
                         "border: 2px solid palette(highlight); border-radius: 8px; }"
                         "#panel-body, #panel-content { background: transparent; }")
    scroll_by_finger(dialog)
    _Placer(dialog, host)
    for button in dialog.findChildren(QAbstractButton):
        button.setMinimumHeight(finger_pixels(host))
    return dialog


def is_panel(widget: QWidget) -> bool:
    """Whether ``widget`` is a dialog opened as a panel inside a table."""
    return widget.findChild(_Placer, "", Qt.FindChildOption.FindDirectChildrenOnly) is not None


def open_over(dialog: QDialog, owner: QDialog) -> None:
    """Open ``dialog`` (a question ``owner`` asks): a panel of the same table when
    ``owner`` is a panel, else a window of its own."""
    placer = owner.findChild(_Placer, "", Qt.FindChildOption.FindDirectChildrenOnly)
    if placer is not None:
        as_panel(dialog, placer.host)
    dialog.open()
