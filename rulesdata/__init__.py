"""The bundled rules of resolver, written in the rules DSL (see docs/dsl.md).

This folder is data; it is a package only so that a wheel installs it and
``importlib.resources`` finds it from any working directory.
"""
