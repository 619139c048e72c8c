"""What every dialog shares: the buttons' padding and names, a text in a dialog."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..kit.i18n import tr
from ..kit.screen_fit import FittedDialog

# Room around every push button's text: long German labels otherwise touch the edges.
BUTTON_STYLE = "QPushButton { padding: 4px 14px; }"


def name_ok_and_cancel(buttons: QDialogButtonBox, ok: str) -> None:
    """Our own texts for OK and Cancel: the platform's may carry mnemonics that clash with
    the dialog's (Alt+O must press OK, not pick "Opponents"); Escape cancels."""
    for which, text in ((QDialogButtonBox.StandardButton.Ok, ok),
                        (QDialogButtonBox.StandardButton.Cancel, tr("Cancel"))):
        button = buttons.button(which)
        if button is not None:
            button.setText(text)


def text_dialog(parent: QWidget, title: str, text: str) -> QDialog:
    dialog = FittedDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setStyleSheet(BUTTON_STYLE)
    layout = QVBoxLayout(dialog)
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.AutoText)
    label.setWordWrap(True)
    layout.addWidget(label)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return dialog
