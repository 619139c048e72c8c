"""Tabs whose pages a screen reader can name."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QStackedWidget, QTabWidget, QWidget


class NamedTabs(QTabWidget):
    """A ``QTabWidget`` whose stack of pages carries the current tab's name: a screen
    reader says it when the focus enters a page (Orca said "layered pane" for none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(self._name_pages)

    def tabInserted(self, index: int) -> None:
        super().tabInserted(index)
        self._name_pages()

    def _name_pages(self, *_index: object) -> None:
        stack = self.findChild(QStackedWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if stack is not None:
            stack.setAccessibleName(self.tabText(self.currentIndex()).replace("&", ""))
