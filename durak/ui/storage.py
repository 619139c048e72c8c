"""Files the app keeps: written atomically; a corrupt one is set aside with a warning."""

from __future__ import annotations

import json
import logging
import os
import pathlib
import tempfile
import time
from typing import Any

log = logging.getLogger(__name__)


def write_atomic(path: pathlib.Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        pathlib.Path(temp).unlink(missing_ok=True)
        raise


def set_aside(path: pathlib.Path, reason: str) -> pathlib.Path:
    """Move a corrupt file out of the way (``name.corrupt-<time>``) and log a warning."""
    target = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    os.replace(path, target)
    log.warning("%s was unreadable (%s); moved it to %s and started afresh", path, reason, target)
    return target


def unreadable(path: pathlib.Path, moved: pathlib.Path) -> str:
    """The warning shown for a file that was set aside."""
    from .i18n import tr

    return tr("{file} was unreadable and was moved to {moved}").format(file=path.name,
                                                                      moved=moved.name)


def read_json(path: pathlib.Path) -> tuple[Any | None, str | None]:
    """The JSON in ``path`` (``None`` if absent); a corrupt file is set aside.

    Returns ``(data, warning)``; ``warning`` says what was set aside, for the user.
    """
    if not path.exists():
        return None, None
    try:
        return json.loads(path.read_text(encoding="utf-8")), None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        moved = set_aside(path, str(error))
        return None, unreadable(path, moved)
