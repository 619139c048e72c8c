"""The shared rules of what may be said and who may be called what (``durak.protocol.chat``)."""

from __future__ import annotations

import pytest

from durak.protocol import MAX_CHAT, clean_chat, name_skeleton, name_visible


@pytest.mark.parametrize(("said", "shown"), [
    ("hello", "hello"),
    ("  two\n\nlines\t ", "two lines"),
    ("\u202eoverride\u202c", "override"),              # right-to-left override
    ("\u2067isolate\u2069 \u200fmark", "isolate mark"),  # isolates, a right-to-left mark
    ("zero\u200bwidth\ufeff", "zerowidth"),
    ("bell\x07\x1b[31m", "bell[31m"),                  # a terminal escape loses its ESC
    ("\U0001f468\u200d\U0001f469", "\U0001f468\u200d\U0001f469"),   # a joined emoji stays
    ("e\u0301", "\u00e9"),                             # NFC
    ("Z" + "\u0336" * 30, "Z" + "\u0336" * 3),
    ("\u0301alone", "alone"),                          # a mark on nothing
    ("\x00\u202e \n", ""),
])
def test_clean_chat(said, shown):
    assert clean_chat(said) == shown


def test_clean_chat_keeps_at_most_the_limit():
    assert clean_chat("x" * 500) == "x" * MAX_CHAT
    assert clean_chat("a " * 150) == ("a " * 100).strip()


@pytest.mark.parametrize("other", ["anna", "ANNA", "Ánna", "\u0410nn\u0430", "A-n.n_a",
                                   "\u0391nna", "A n n a", "Αnnα"])
def test_names_that_pass_for_anna_share_her_skeleton(other):
    assert name_skeleton(other) == name_skeleton("Anna")


@pytest.mark.parametrize(("one", "two"), [("Anna", "Anya"), ("Boris", "Doris"),
                                          ("Иван", "Ivan"), ("Pasha", "Sasha")])
def test_different_names_keep_different_skeletons(one, two):
    assert name_skeleton(one) != name_skeleton(two)


def test_look_alike_letters_and_digits():
    assert name_skeleton("Bill") == name_skeleton("B1ll") == name_skeleton("BiIl")
    assert name_skeleton("Sam") == name_skeleton("Sarn")


def test_a_name_must_show_something():
    assert name_visible("Anna") and name_visible("7") and name_visible("☺")
    assert not name_visible("\u0301\u0302\u0303")
    assert not name_visible("\u20dd")                   # an enclosing mark alone
