"""Files the app keeps: written atomically; read one way, and a corrupt one is set aside.

``read_file`` is how the app reads every file it keeps (score, the running game; the
settings check their bytes with ``read_bounded`` before QSettings parses them): whatever
goes wrong while reading, parsing or validating, the file is moved out of the way
(``NAME.corrupt-DATE``), the player gets a warning, and the app goes on with defaults.
"""

from __future__ import annotations

import logging
import os
import pathlib
import time
from collections.abc import Callable
from typing import TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

# No file the app writes comes near this: a score is 150 bytes, a saved game at most a
# few hundred KB.  Anything larger is junk, refused before it is parsed.
MAX_FILE_BYTES = 16 * 1024 * 1024


def write_atomic(path: pathlib.Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8, or raw bytes) to ``path`` so that a crash leaves either the
    old or the new file."""
    import tempfile  # here, not at start: the first frame does not write files

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        pathlib.Path(temp).unlink(missing_ok=True)
        raise


def read_bounded(path: pathlib.Path, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes; ``ValueError`` if it holds more than ``max_bytes``.

    Reads at most ``max_bytes + 1`` bytes, so a huge file (or a device that never ends)
    costs no more than that.
    """
    with open(path, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise ValueError(f"the file is larger than {max_bytes:,} bytes")
    return data


def set_aside(path: pathlib.Path, reason: str) -> pathlib.Path | None:
    """Move a corrupt file out of the way (``name.corrupt-<time>``) and log a warning.

    Returns where it went, or ``None`` if it could not be moved (it is then left alone).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    try:
        os.replace(path, target)
    except OSError as error:
        log.warning("%s was unreadable (%s) and could not be moved aside (%s)", path, reason,
                    error)
        return None
    log.warning("%s was unreadable (%s); moved it to %s and started afresh", path, reason, target)
    return target


def unreadable(path: pathlib.Path, moved: pathlib.Path | None) -> str:
    """The warning shown for a file that was set aside."""
    from ..kit.i18n import tr

    if moved is None:
        return tr("{file} was unreadable and was ignored").format(file=path.name)
    return tr("{file} was unreadable and was moved to {moved}").format(file=path.name,
                                                                      moved=moved.name)


def set_aside_with_warning(path: pathlib.Path, error: BaseException | str) -> str:
    """Set ``path`` aside for ``error`` and return the warning for the player."""
    reason = error if isinstance(error, str) else f"{type(error).__name__}: {error}"
    return unreadable(path, set_aside(path, reason))


def read_file(path: pathlib.Path, parse: Callable[[bytes], T],
              max_bytes: int = MAX_FILE_BYTES) -> tuple[T | None, str | None]:
    """What ``parse`` makes of the file's bytes, and a warning for the player.

    ``(None, None)`` when there is no file.  Any failure to read, parse or validate it
    (``parse`` raises), whatever the exception, sets the file aside and returns
    ``(None, warning)``: a hostile file never stops the game.
    """
    if not path.exists() and not path.is_symlink():
        return None, None
    try:
        return parse(read_bounded(path, max_bytes)), None
    except Exception as error:  # any exception: the file is what is wrong, not the game
        return None, set_aside_with_warning(path, error)
