"""Languages: Qt's translators for the game's own strings and for Qt's dialogs.

Every string a player sees goes through ``tr`` (the game's texts), ``trn`` (texts with a
count, in the count's plural form) or ``reasons.said_to`` (the engine's reasons for
refusing a move, in the ``engine`` context).  ``scripts/update_translations.py`` collects them into
``durak/assets/translations/durak_<lang>.ts`` and compiles those to ``.qm``.  The
language also sets the default ``QLocale``, so numbers read as the language writes them.
"""

from __future__ import annotations

from PyQt6 import sip
from PyQt6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PyQt6.QtGui import QGuiApplication

from .theme import ASSETS

LANGUAGES = {"en": "English", "de": "Deutsch", "fr": "Français", "ru": "Русский"}
CONTEXT = "durak"
ENGINE_CONTEXT = "engine"
TRANSLATIONS = ASSETS / "translations"

_installed: list[QTranslator] = []


def N_(text: str) -> str:
    """Mark a constant for translation; ``tr`` translates it where it is shown."""
    return text


def tr(text: str) -> str:
    """``text`` in the current language."""
    return QCoreApplication.translate(CONTEXT, text)


def trn(text: str, count: int) -> str:
    """``text`` in the current language, in the plural form for ``count``.

    ``%n`` in ``text`` stands for the count; the English source is the plural ("%n cards"),
    English's singular comes from its own small translation file.
    """
    # No disambiguation: C++ takes nullptr, which PyQt6's stub does not admit.
    return QCoreApplication.translate(CONTEXT, text, None, count)  # type: ignore[arg-type]


def number(value: float, decimals: int) -> str:
    """``value`` written the current language's way ("5.0" in English, "5,0" in German)."""
    return QLocale().toString(float(value), "f", decimals)


def system_language() -> str:
    """The system's language if the game speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def install(language: str) -> str:
    """Switch to ``language`` (a code, or ``"system"``); return the code now in use."""
    app = QCoreApplication.instance()
    code = system_language() if language == "system" else language
    if code not in LANGUAGES:
        code = "en"
    for translator in _installed:
        # A translator belongs to the application that made it: gone with an earlier one.
        if app is not None and not sip.isdeleted(translator):
            app.removeTranslator(translator)
    _installed.clear()
    system = QLocale.system()
    use_system = language == "system" and system.name().split("_")[0] == code
    QLocale.setDefault(system if use_system else QLocale(code))
    if app is not None:
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        files = [(f"durak_{code}", str(TRANSLATIONS))]   # English: its plural forms only
        if code != "en":
            files.append((f"qtbase_{code}", qt_folder))
        for name, folder in files:
            translator = QTranslator(app)
            if translator.load(name, folder):
                app.installTranslator(translator)
                _installed.append(translator)
    if isinstance(app, QGuiApplication):   # window managers show "Settings — Durak"
        QGuiApplication.setApplicationDisplayName(tr("Durak"))
    return code
