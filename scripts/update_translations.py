"""Update the translations: collect every string, refresh the .ts files, compile .qm.

Run: python scripts/update_translations.py [--check]

Strings are the literal arguments of ``tr(...)`` and ``N_(...)`` in durak/ui (context
"durak") and the reason templates ``_r(...)`` of the engine (context "engine").  For
each language the .ts file keeps its translations; new strings are added unfinished,
strings no longer used are dropped.  Qt's ``lrelease`` then compiles the .qm files the
game loads.  With --check nothing is written: it exits 1 if a .ts file is out of date.
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
    for path in sorted((ROOT / "durak" / "ui").glob("*.py")):
        ui += strings_in(path, ("tr", "N_"))
    engine = strings_in(ROOT / "durak" / "engine" / "illegal.py", ("_r",))
    return {"durak": list(dict.fromkeys(ui)), "engine": list(dict.fromkeys(engine))}


def read_ts(path: pathlib.Path) -> dict[tuple[str, str], tuple[str, bool]]:
    """(context, source) -> (translation, finished)."""
    if not path.exists():
        return {}
    known = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            element = message.find("translation")
            text = (element.text or "") if element is not None else ""
            finished = element is not None and element.get("type") is None and bool(text)
            known[(name, source)] = (text, finished)
    return known


def write_ts(language: str, strings: dict[str, list[str]],
             known: dict[tuple[str, str], tuple[str, bool]]) -> str:
    root = ET.Element("TS", version="2.1", language=language)
    for context, sources in strings.items():
        element = ET.SubElement(root, "context")
        ET.SubElement(element, "name").text = context
        for source in sources:
            message = ET.SubElement(element, "message")
            ET.SubElement(message, "source").text = source
            text, finished = known.get((context, source), ("", False))
            translation = ET.SubElement(message, "translation")
            translation.text = text
            if not finished:
                translation.set("type", "unfinished")
    ET.indent(root)
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            + ET.tostring(root, encoding="unicode") + "\n")


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
    stale = []
    for language in LANGUAGES:
        path = FOLDER / f"durak_{language}.ts"
        text = write_ts(language, strings, read_ts(path))
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
    for language in LANGUAGES:
        subprocess.run([tool, "-silent", str(FOLDER / f"durak_{language}.ts"), "-qm",
                        str(FOLDER / f"durak_{language}.qm")], check=True)
    count = sum(len(v) for v in strings.values())
    print(f"{count} strings; updated {', '.join(stale) or 'nothing'}; compiled .qm files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
