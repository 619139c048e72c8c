"""The README's engine example runs exactly as printed."""

import doctest
import pathlib
import re

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"


def test_readme_engine_example():
    blocks = re.findall(r"```pycon\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert blocks, "the README lost its engine example"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for number, block in enumerate(blocks):
        test = parser.get_doctest(block, {}, f"README block {number}", str(README), 0)
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0
