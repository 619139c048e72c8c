"""wss:// from the app: ``durak-server --tls-cert/--tls-key`` with a self-signed
certificate made here; a window that trusts it creates a room and plays a move, and a
certificate it does not trust is said in the room at once, with no retrying."""

from __future__ import annotations

import pathlib
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator

import pytest
from PyQt6.QtNetwork import QSslCertificate, QSslConfiguration

from .online_moves import move_once, to_move
from .test_online_play import (
    WAIT,
    click,
    connect,
    lobby_of,
    open_play_online,
    table_of,
    type_into,
    window,
)

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None,
                                reason="openssl makes the test's certificate")


@pytest.fixture(scope="module")
def certificate(tmp_path_factory) -> tuple[pathlib.Path, pathlib.Path]:
    """A self-signed certificate for 127.0.0.1 and its key (PEM)."""
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


@pytest.fixture
def wss_server(certificate) -> Iterator[str]:
    """``durak-server`` serving wss:// on a free port, as a user starts it: its URL."""
    cert, key = certificate
    server = subprocess.Popen(
        [sys.executable, "-m", "durak.server", "--port", "0", "--bot-delay", "0",
         "--tls-cert", str(cert), "--tls-key", str(key), "--log-level", "WARNING",
         "--state", ":memory:"],
        stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"listening on (wss://\S+)", line)
        assert found, line
        yield found.group(1)
    finally:
        server.terminate()
        server.wait(30)


@pytest.fixture
def trusted(certificate) -> Iterator[QSslConfiguration]:
    """The app trusts the test's certificate (as a system that has it among its
    authorities would); the default configuration is put back afterwards."""
    before = QSslConfiguration.defaultConfiguration()
    config = QSslConfiguration.defaultConfiguration()
    config.addCaCertificates(QSslCertificate.fromPath(str(certificate[0])))
    QSslConfiguration.setDefaultConfiguration(config)
    yield before
    QSslConfiguration.setDefaultConfiguration(before)


def create_room(qtbot, main, url: str) -> None:
    dialog = open_play_online(qtbot, main)
    type_into(dialog.create_name, "Anna")
    click(dialog.on_server)
    type_into(dialog.create_address, url)
    connect(dialog)


def test_a_window_plays_on_a_wss_server_it_trusts(qtbot, tmp_path, wss_server, trusted):
    assert wss_server.startswith("wss://127.0.0.1:")
    main = window(qtbot, tmp_path / "anna")
    create_room(qtbot, main, wss_server)
    room = lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: bool(room.code.text()), timeout=WAIT)
    click(room.start)   # nobody took seat 2: a bot plays it
    table = table_of(qtbot, main)
    session = table.session
    qtbot.waitUntil(lambda: to_move([table]) is not None, timeout=WAIT)
    seq = session._seq
    move_once(qtbot, table)
    # A cover leaves the table's length and the round as they were: the seq tells.
    qtbot.waitUntil(lambda: session._seq > seq or session.view().is_over, timeout=WAIT)
    assert session.connection == "online" and not session.gone
    # The certificate is no longer trusted (it changed, say) when the connection drops:
    # the table says why at once and stops trying.
    QSslConfiguration.setDefaultConfiguration(trusted)
    session.socket.abort()
    qtbot.waitUntil(lambda: session.connection == "closed", timeout=WAIT)
    assert "does not trust" in session.gone and not session._retry.isActive()
    assert session.status_text().startswith(f"The server at {wss_server} has a certificate")
    qtbot.waitUntil(room.isVisible)   # the room shows itself, saying why
    assert "does not trust" in room.state.text()
    main.online.close()


def test_a_certificate_the_app_does_not_trust_is_said_in_the_room(qtbot, tmp_path,
                                                                   wss_server):
    main = window(qtbot, tmp_path / "anna")
    create_room(qtbot, main, wss_server)
    room = lobby_of(qtbot, main)
    session = main.online.session
    qtbot.waitUntil(lambda: session.connection == "closed", timeout=WAIT)
    text = room.state.text()
    assert text.startswith(f"The server at {wss_server} has a certificate this computer "
                           "does not trust (")
    assert "self-signed" in text, text
    assert session.attempts == 0 and not session._retry.isActive()
    assert room.leave.text() == "&Close"
    click(room.leave)
    qtbot.waitUntil(lambda: main.online is None)
