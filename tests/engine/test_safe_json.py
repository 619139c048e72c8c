import pytest

from durak.engine import parse_json


@pytest.mark.parametrize(("text", "reason"), [
    ("[" * 100_000, "nested deeper"),
    ('{"games": ' + "9" * 5000 + "}", "more than 30 digits"),
    ("[NaN]", "NaN is not a number"),
    ("[1e999]", "too large"),
    (b"\xff\xfe", "not UTF-8"),
    ("{", "not valid JSON"),
    ("x" * 50, "not valid JSON"),
])
def test_hostile_text_is_refused_with_a_sentence(text, reason):
    with pytest.raises(ValueError, match=reason):
        parse_json(text)


def test_size_limit():
    with pytest.raises(ValueError, match="longer than"):
        parse_json("[" + "1," * 100 + "1]", max_chars=50)


def test_brackets_inside_strings_do_not_count_as_nesting():
    assert parse_json('{"a": "[[[[[[", "b": [1, {"c": "\\"]]"}]}', max_depth=3) == {
        "a": "[[[[[[", "b": [1, {"c": '"]]'}]}


def test_wrong_type():
    with pytest.raises(TypeError, match="str or bytes"):
        parse_json(None)  # type: ignore[arg-type]
