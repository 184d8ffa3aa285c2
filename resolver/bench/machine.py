"""A one-line description of the machine a benchmark ran on (figures only compare within a run)."""
from __future__ import annotations

import os
import platform
from pathlib import Path


def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo, or the platform's processor string."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown cpu"


def describe() -> str:
    """CPU, core count, load average, OS and Python: enough to tell two runs' machines apart."""
    try:
        one, five, fifteen = os.getloadavg()
        load = f"load {one:.2f}/{five:.2f}/{fifteen:.2f}"
    except OSError:
        load = "load unknown"
    return (f"{cpu_model()}, {os.cpu_count()} cores ({load} at start), "
            f"{platform.system()} {platform.release()}, "
            f"{platform.python_implementation()} {platform.python_version()}")
