"""The compiled-rules cache file: a pickle framed so that any damage reads as a miss.

A cache is a convenience, never a reason not to start. One changed byte in a bare pickle
can raise almost any exception, allocate gigabytes, or worse load quietly with a changed
rule text. So the pickle is cut into chunks, each preceded by its digest, after a header
giving the format and the total length:

    MAGIC | payload length (8 bytes) | (digest (16 bytes) | chunk (≤ 64 KiB)) ...

:func:`decode` verifies every chunk before unpickling anything and stops at the first
that does not match (a flipped byte near the start costs one chunk's hash), so a damaged
or truncated file is ``None``: the caller recompiles and overwrites it.
"""
from __future__ import annotations

import contextlib
import glob
import hashlib
import os
import pickle
import tempfile
import time
from pathlib import Path
from typing import Any

MAGIC = b"resolver-rules-1"
CHUNK = 64 * 1024
DIGEST = 16


def _digest(chunk) -> bytes:
    return hashlib.blake2b(chunk, digest_size=DIGEST).digest()


def encode(obj: Any) -> bytes:
    """``obj`` pickled and framed with its length and per-chunk digests."""
    payload = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    parts = [MAGIC, len(payload).to_bytes(8, "big")]
    for start in range(0, len(payload), CHUNK):
        chunk = payload[start:start + CHUNK]
        parts += [_digest(chunk), chunk]
    return b"".join(parts)


def _payload(blob) -> bytes | None:
    """The verified pickle inside a framed blob, or None at the first mismatch."""
    view = memoryview(blob)
    head = len(MAGIC) + 8
    if len(view) < head or view[:len(MAGIC)] != MAGIC:
        return None
    size = int.from_bytes(view[len(MAGIC):head], "big")
    chunks = -(-size // CHUNK)
    if len(view) != head + size + chunks * DIGEST:    # truncated, or something appended
        return None
    out, pos = [], head
    for _ in range(chunks):
        want = view[pos:pos + DIGEST]
        chunk = view[pos + DIGEST:pos + DIGEST + min(CHUNK, size - len(out) * CHUNK)]
        if _digest(chunk) != want:
            return None
        out.append(chunk)
        pos += DIGEST + len(chunk)
    return b"".join(out)


def decode(blob) -> Any | None:
    """The object in a framed blob; None when the blob is damaged or cannot be unpickled.

    Any exception while unpickling a verified payload (a class renamed since it was
    written, say) is a miss too: this never raises.
    """
    try:
        payload = _payload(blob)
        return None if payload is None else pickle.loads(payload)
    except Exception:     # a cache that cannot be read is a cache miss, whatever the cause
        return None


def read(path: Path) -> Any | None:
    """The object cached at ``path``; None when missing, unreadable or damaged."""
    try:
        blob = path.read_bytes()
    except (OSError, ValueError, MemoryError):
        return None
    return decode(blob)


#: a temporary file older than this was left by a writer that died (kill -9, power cut)
STALE_SECONDS = 600


def _sweep(path: Path) -> None:
    """Remove temporary files of ``path`` left by writers that died before their rename
    (a live writer's file is younger than :data:`STALE_SECONDS`)."""
    now = time.time()
    for old in path.parent.glob(glob.escape(path.name) + ".*.tmp"):
        with contextlib.suppress(OSError):
            if now - old.stat().st_mtime > STALE_SECONDS:
                old.unlink()


def write(path: Path, obj: Any) -> bool:
    """Replace ``path`` atomically with ``obj`` framed; False (and no file left over) on failure.

    The bytes go to a temporary file in the same folder, renamed over ``path``, so a
    concurrent reader sees the old file or the new one, never half of one; when any step
    fails the temporary file is removed.
    """
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(encode(obj))
        os.replace(tmp, path)
        tmp = None
        _sweep(path)
        return True
    except (OSError, pickle.PicklingError):
        return False
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
