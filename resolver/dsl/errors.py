"""Problems found in rules files, with their file, line and column."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Problem:
    """One problem in a rules file. ``code`` names the lint error class."""

    code: str
    message: str
    file: str = "<rules>"
    line: int = 0
    column: int = 0
    source_line: str = ""
    hint: str = ""

    def render(self) -> str:
        """``file:line:col: code: message`` then the line and a caret under the column."""
        head = f"{self.file}:{self.line}:{self.column}: {self.code}: {self.message}"
        if self.hint:
            head += f" ({self.hint})"
        if self.source_line:
            caret = " " * max(self.column - 1, 0) + "^"
            return f"{head}\n    {self.source_line.rstrip()}\n    {caret}"
        return head

    def to_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "file": self.file,
                "line": self.line, "column": self.column, "hint": self.hint}


@dataclass
class DSLError(Exception):
    """Raised when rules cannot be compiled; carries every problem found."""

    problems: list[Problem] = field(default_factory=list)

    def __str__(self) -> str:
        return "\n".join(p.render() for p in self.problems)
