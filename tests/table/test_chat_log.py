"""The chat as the player sees it, without Qt: muting, hiding, how much is kept."""

from __future__ import annotations

from durak.ui.model.chat import KEPT, ChatLine, ChatLog


def test_a_muted_seat_is_not_shown_before_or_after_and_can_be_heard_again():
    log = ChatLog()
    assert log.add(ChatLine(1, "Boris", "one"))
    log.mute(1)
    assert not log.add(ChatLine(1, "Boris", "two"))       # dropped as it comes
    assert log.add(ChatLine(0, "Anna", reaction="oops"))
    assert [line.name for line in log.shown()] == ["Anna"]
    log.mute(1, False)
    assert [line.text or line.reaction for line in log.shown()] == ["one", "oops"]


def test_hidden_chat_shows_nothing_but_keeps_the_lines():
    log = ChatLog()
    log.hidden = True
    assert not log.add(ChatLine(0, "Anna", "hi"))
    assert log.shown() == []
    log.hidden = False
    assert [line.text for line in log.shown()] == ["hi"]


def test_only_the_last_lines_are_kept():
    log = ChatLog()
    for number in range(KEPT + 10):
        log.add(ChatLine(0, "Anna", str(number)))
    assert len(log.lines) == KEPT and log.lines[0].text == "10"
