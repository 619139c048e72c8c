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

# Qt's own dialogs (the file dialog, message boxes' buttons) take their words from Qt's
# catalogues (``qtbase_<lang>.qm``, in PyQt6's wheel and the bundle).  Those of Qt 6.11
# lack a few that Qt renamed or moved since they were translated: French and Russian
# file dialogs said "Look in:", "Files of type:" and "Folder" in English.  The game's
# own catalogues carry these, in Qt's contexts; Qt asks the translator installed last
# first, so they answer only where Qt's catalogue has nothing.
QT_GAPS: dict[str, tuple[str, ...]] = {
    "QFileDialog": ("&Look in:", "Files of &type:"),
    "QAbstractFileIconProvider": ("Folder", "File Folder", "File", "Drive", "Unknown",
                                  "Shortcut", "Alias"),
}

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
        files = [(f"durak_{code}", str(TRANSLATIONS))]   # English: its plural forms only
        if code != "en":   # installed last: asked first, the game's own fill its gaps
            files.append((f"qtbase_{code}", qt_translations()))
        for name, folder in files:
            translator = QTranslator(app)
            if translator.load(name, folder):
                app.installTranslator(translator)
                _installed.append(translator)
    if isinstance(app, QGuiApplication):   # window managers show "Settings — Durak"
        QGuiApplication.setApplicationDisplayName(tr("Durak"))
    return code


def qt_translations() -> str:
    """The folder of Qt's own catalogues (PyQt6's, or the bundle's copy of them)."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def qt_catalogue_missing() -> list[str]:
    """The game's languages whose Qt catalogue cannot be loaded (a bundle that left it
    out): their file dialogs and standard buttons would speak English."""
    missing = []
    for code in LANGUAGES:
        if code != "en" and not QTranslator().load(f"qtbase_{code}", qt_translations()):
            missing.append(code)
    return missing
