"""A side panel beside the table: a titled list (the move log, the cards seen)."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, Qt
from PyQt6.QtWidgets import QDockWidget, QListWidget, QWidget

from .i18n import tr


class ListPanel(QDockWidget):
    """A dock with a list, its title (an ``N_`` string) in the language now in use: it
    follows a change of language made in the settings."""

    def __init__(self, title: str, name: str, parent: QWidget | None = None) -> None:
        super().__init__(tr(title), parent)
        self.title = title
        self.setObjectName(name)
        self.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.list = QListWidget()
        self.list.setAccessibleName(tr(title))
        self.list.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.list.setWordWrap(True)
        self.setWidget(self.list)
        self.setMinimumWidth(220)

    def lines(self) -> list[str]:
        return [item.text() for item in  # type: ignore[union-attr]  # rows exist
                map(self.list.item, range(self.list.count()))]

    def changeEvent(self, event: QEvent | None) -> None:
        if event is not None and event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(tr(self.title))
            self.list.setAccessibleName(tr(self.title))
        super().changeEvent(event)
