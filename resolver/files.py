"""Reading a file a user named: only regular files, in bounded size, with the real cause of a refusal.

``open()`` on a FIFO waits for a writer forever, on ``/dev/zero`` it never reaches the
end, and ``Path.exists()`` calls a symlink loop "missing". Every command that reads a
file it was given (scenarios, house rules) asks :func:`why_not_regular` first and reads
through :func:`read_regular`, which opens without blocking and checks the opened file
again (so a file swapped for a FIFO in between is still refused).
"""
from __future__ import annotations

import errno
import os
import stat

#: what a file that is not a regular file is, by its type bits
_KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISSOCK, "a socket"))


#: the cause given for a path where nothing is (the words of the C library, as before)
MISSING = "No such file or directory"
#: the cause given for a folder
FOLDER = "a folder"


class FileRefused(Exception):
    """A path that cannot be read as a file; ``message`` says why, in words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def kind_of(mode: int) -> str:
    """What a non-regular file is (``a FIFO (named pipe)``, ``a character device``…)."""
    if stat.S_ISDIR(mode):
        return FOLDER
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def why_not_regular(path: str | os.PathLike) -> str | None:
    """None when ``path`` is (or links to) a regular file; otherwise the cause, in words."""
    try:
        mode = os.stat(path).st_mode
    except OSError as exc:
        return _stat_failure(path, exc)
    except ValueError:            # a NUL byte in the name
        return "not a usable file name"
    if stat.S_ISREG(mode):
        return None
    return kind_of(mode) + ("" if stat.S_ISDIR(mode) else ", not a regular file")


def _stat_failure(path: str | os.PathLike, exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "a symlink loop (following its links never reaches a file)"
    if exc.errno == errno.ENOENT and os.path.islink(path):
        try:
            target = os.readlink(path)
        except OSError:
            target = "?"
        return f"a dangling symlink (it points to {target}, which does not exist)"
    if exc.errno == errno.ENOENT:
        return MISSING
    return f"cannot read it: {exc.strerror or exc}"


def read_regular(path: str | os.PathLike, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; raises :class:`FileRefused`."""
    cause = why_not_regular(path)
    if cause:
        raise FileRefused(cause)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise FileRefused(_stat_failure(path, exc)) from None
    with os.fdopen(fd, "rb") as stream:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):            # replaced between the check and the open
            raise FileRefused(kind_of(mode) + ", not a regular file")
        try:
            data = stream.read(max_bytes + 1)
        except OSError as exc:
            raise FileRefused(f"cannot read it: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise FileRefused(f"larger than {max_bytes // 1024} KiB")
    return data
