"""The examples in the package's docstrings run as written (python-chess style: a docstring
example that no longer holds misleads the reader more than none)."""
import doctest
import importlib
import pkgutil

import pytest

import resolver

MODULES = sorted(m.name for m in pkgutil.walk_packages(resolver.__path__, "resolver."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples fail"
