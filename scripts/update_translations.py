"""Update the translations: collect every string, refresh the .ts files, compile .qm.

Run: python scripts/update_translations.py [--check]

Strings are the literal arguments of ``tr(...)`` and ``N_(...)`` in durak/ui and its rooms (context
"durak"), of ``trn(...)`` there (numerus messages: a count, ``%n``, chooses the plural
form), the reason templates ``_r(...)`` of the engine (context "engine"), and the few
words of Qt's own dialogs that Qt's catalogues lack (``QT_GAPS`` in durak/ui/kit/i18n.py, in
Qt's contexts).  For each language the .ts file keeps its translations; new strings are
added unfinished, strings no longer used are dropped.  English gets a .ts file of the
numerus messages alone (its "1 card" / "%n cards").  Qt's ``lrelease`` then compiles the
.qm files the game loads.  With --check nothing is written: it exits 1 if a .ts file is
out of date.
"""

from __future__ import annotations

import ast
import pathlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parents[1]
FOLDER = ROOT / "durak" / "assets" / "translations"
LANGUAGES = ("de", "fr", "ru")
# How many plural forms each language's numerus messages have (as Qt's lrelease counts
# them: English, German and French "one"/"other", Russian "one"/"few"/"many").
PLURAL_FORMS = {"en": 2, "de": 2, "fr": 2, "ru": 3}
NUMERUS_ONLY = ("en",)

Key = tuple[str, str]                       # (context, source)
Translation = str | tuple[str, ...]         # the text, or the plural forms of a numerus message
Known = dict[Key, tuple[Translation, bool]]  # -> (translation, finished)


def strings_in(path: pathlib.Path, functions: tuple[str, ...]) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in functions and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.append((node.lineno, node.args[0].value))
    return [text for _, text in sorted(found)]


def collect() -> dict[str, list[str]]:
    """Source strings by context, in a stable order, each once."""
    ui: list[str] = []
    for path in sorted((ROOT / "durak" / "ui").rglob("*.py")):
        ui += strings_in(path, ("tr", "N_", "trn"))
    engine = strings_in(ROOT / "durak" / "engine" / "illegal.py", ("_r",))
    return {"durak": list(dict.fromkeys(ui)), "engine": list(dict.fromkeys(engine)),
            **qt_gaps()}


def qt_gaps() -> dict[str, list[str]]:
    """Qt's own strings that Qt's catalogues lack, by Qt's context (``i18n.QT_GAPS``)."""
    tree = ast.parse((ROOT / "durak" / "ui" / "kit" / "i18n.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                and node.target.id == "QT_GAPS" and node.value is not None):
            gaps: dict[str, tuple[str, ...]] = ast.literal_eval(node.value)
            return {context: list(sources) for context, sources in gaps.items()}
    raise SystemExit("QT_GAPS is missing from durak/ui/kit/i18n.py")


def collect_numerus() -> set[Key]:
    """The messages translated with a count (``trn``)."""
    found: set[Key] = set()
    for path in sorted((ROOT / "durak" / "ui").rglob("*.py")):
        found.update(("durak", text) for text in strings_in(path, ("trn",)))
    return found


def read_message(message: ET.Element) -> tuple[Translation, bool]:
    """A message's translation and whether it is finished (every plural form filled)."""
    element = message.find("translation")
    if element is None:
        return "", False
    done = element.get("type") is None
    if message.get("numerus") == "yes":
        forms = tuple(form.text or "" for form in element.iter("numerusform"))
        return forms, done and bool(forms) and all(forms)
    text = element.text or ""
    return text, done and bool(text)


def read_ts(path: pathlib.Path) -> Known:
    """(context, source) -> (translation, finished)."""
    if not path.exists():
        return {}
    known: Known = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            known[(name, message.findtext("source") or "")] = read_message(message)
    return known


def render_ts(language: str, keys: list[Key], numerus: set[Key], known: Known) -> str:
    """The .ts text for ``keys`` (in order), with what is ``known`` of their translations."""
    root = ET.Element("TS", version="2.1", language=language)
    contexts: dict[str, ET.Element] = {}
    for context, source in keys:
        if context not in contexts:
            contexts[context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[context], "name").text = context
        message = ET.SubElement(contexts[context], "message")
        plural = (context, source) in numerus
        if plural:
            message.set("numerus", "yes")
        ET.SubElement(message, "source").text = source
        text, finished = known.get((context, source), ("", False))
        translation = ET.SubElement(message, "translation")
        if plural:
            forms = text if isinstance(text, tuple) else ()
            count = PLURAL_FORMS.get(language, 2)
            forms = (forms + ("",) * count)[:count]
            finished = finished and all(forms)
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = text if isinstance(text, str) else ""
            finished = finished and isinstance(text, str)
        if not finished:
            translation.set("type", "unfinished")
    ET.indent(root)
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            + ET.tostring(root, encoding="unicode") + "\n")


def write_ts(language: str, strings: dict[str, list[str]], known: Known,
             numerus: set[Key] | None = None) -> str:
    numerus = collect_numerus() if numerus is None else numerus
    keys = [(context, source) for context, sources in strings.items() for source in sources
            if language not in NUMERUS_ONLY or (context, source) in numerus]
    return render_ts(language, keys, numerus, known)


def lrelease() -> str:
    for candidate in ("lrelease", "/usr/lib/qt6/bin/lrelease", "pyside6-lrelease",
                      "/usr/lib/x86_64-linux-gnu/qt6/bin/lrelease"):
        found = shutil.which(candidate) or (candidate if pathlib.Path(candidate).exists()
                                            else None)
        if found:
            return found
    raise SystemExit("lrelease not found: apt-get install qt6-l10n-tools "
                     "(or pip install PySide6-Essentials)")


def main() -> int:
    check = "--check" in sys.argv
    strings = collect()
    numerus = collect_numerus()
    languages = NUMERUS_ONLY + LANGUAGES
    stale = []
    for language in languages:
        path = FOLDER / f"durak_{language}.ts"
        text = write_ts(language, strings, read_ts(path), numerus)
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(path.name)
        if not check:
            FOLDER.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if check:
        print("out of date: " + ", ".join(stale) if stale else "translations are up to date")
        return 1 if stale else 0
    tool = lrelease()
    for language in languages:
        subprocess.run([tool, "-silent", str(FOLDER / f"durak_{language}.ts"), "-qm",
                        str(FOLDER / f"durak_{language}.qm")], check=True)
    count = sum(len(v) for v in strings.values())
    print(f"{count} strings ({len(numerus)} with plural forms); "
          f"updated {', '.join(stale) or 'nothing'}; compiled .qm files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
