"""A picture of the table, drawn as SVG: each player's system with its planets and the ships
on them by colour, the warp, and the cone with the offense's and the defense's side.

The board is the engine's ``board_before`` / ``board_after`` shape::

    {"planets": {"pink:1": {"pink": 4}, ...}, "warp": {"tan": 3},
     "cone": {"offense": {"tan": 3}, "defense": {"mint": 1}},
     "players": ["tan", "pink"] or [{"color": "tan", "power": "Mirror"}, ...]}

    >>> svg = draw_table({"planets": {"pink:1": {"pink": 4, "tan": 1}}, "warp": {"tan": 2},
    ...                   "players": ["tan", "pink"]}, title="before")
    >>> svg.startswith("<svg") and 'data-planet="pink:1"' in svg and "warp" in svg
    True
"""
from __future__ import annotations

import hashlib
from html import escape
from typing import Any

#: how to paint the colours players usually have; any other word gets a stable hue
PAINT = {"tan": "#d2b48c", "pink": "#f48fb1", "lavender": "#b39ddb", "mint": "#80cbc4",
         "red": "#e53935", "blue": "#1e88e5", "yellow": "#fdd835", "green": "#43a047",
         "purple": "#8e24aa", "orange": "#fb8c00", "black": "#424242", "white": "#fafafa",
         "grey": "#9e9e9e", "gray": "#9e9e9e", "brown": "#795548", "cyan": "#00acc1"}

ROW_H, PLANET_R, LEFT = 86, 30, 120


def paint(colour: str) -> str:
    """The fill for a player's colour word."""
    word = str(colour).lower()
    if word in PAINT:
        return PAINT[word]
    hue = int(hashlib.sha1(word.encode()).hexdigest()[:4], 16) % 360
    return f"hsl({hue},55%,60%)"


def _player_colours(board: dict) -> list[str]:
    out: list[str] = []
    for p in board.get("players") or []:
        colour = p.get("color") or p.get("colour") if isinstance(p, dict) else p
        if colour and str(colour) not in out:
            out.append(str(colour))
    for key in (board.get("planets") or {}):
        system = str(key).split(":")[0]
        if system not in out:
            out.append(system)
    return out


def _powers(board: dict) -> dict[str, str]:
    return {str(p.get("color") or p.get("colour")): str(p.get("power"))
            for p in board.get("players") or [] if isinstance(p, dict) and p.get("power")}


def _ships(x: float, y: float, ships: dict, size: int = 12) -> str:
    """Little squares, one per colour, each with its count."""
    parts = []
    for i, (colour, count) in enumerate(sorted((ships or {}).items())):
        if not count:
            continue
        cx = x + (i % 3) * (size + 16)
        cy = y + (i // 3) * (size + 3)
        parts.append(f'<rect x="{cx:.0f}" y="{cy:.0f}" width="{size}" height="{size}" fill="{paint(colour)}" '
                     f'stroke="#333" stroke-width="0.6"><title>{escape(f"{count} {colour}")}</title></rect>'
                     f'<text x="{cx + size + 2:.0f}" y="{cy + size - 2:.0f}" font-size="10">{int(count)}</text>')
    return "".join(parts)


def _planet_numbers(board: dict, system: str) -> list[str]:
    numbers = {"1", "2", "3", "4", "5"}
    numbers |= {str(k).split(":", 1)[1] for k in (board.get("planets") or {})
                if str(k).startswith(system + ":") and ":" in str(k)}
    return sorted(numbers, key=lambda n: (not n.isdigit(), int(n) if n.isdigit() else 0, n))


def draw_table(board: dict[str, Any], title: str = "", target: str | None = None,
               changed: set[str] | None = None) -> str:
    """An SVG of one moment of the table; ``target`` planet outlined, ``changed`` planets marked."""
    planets = board.get("planets") or {}
    systems = _player_colours(board)
    powers = _powers(board)
    changed = changed or set()
    width = LEFT + 5 * (2 * PLANET_R + 62) + 250
    height = 40 + max(len(systems), 3) * ROW_H + 10
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="table-picture" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" role="img" font-family="sans-serif">',
           f'<title>{escape("The table " + title)}</title>',
           f'<text x="10" y="22" font-size="15" font-weight="bold">{escape(title)}</text>']
    for row, system in enumerate(systems):
        y = 40 + row * ROW_H
        label = system + (f" ({powers[system]})" if system in powers else "")
        out.append(f'<rect x="4" y="{y}" width="{LEFT + 5 * (2 * PLANET_R + 62) - 8}" height="{ROW_H - 6}" '
                   f'rx="8" fill="{paint(system)}" fill-opacity="0.12" stroke="{paint(system)}"/>'
                   f'<text x="12" y="{y + 22}" font-size="12" font-weight="bold">{escape(label)}</text>'
                   f'<text x="12" y="{y + 38}" font-size="10" fill="#555">system</text>')
        for i, number in enumerate(_planet_numbers(board, system)[:8]):
            key = f"{system}:{number}"
            cx = LEFT + i * (2 * PLANET_R + 62) + PLANET_R
            cy = y + ROW_H / 2 - 3
            stroke = "#000" if key == target else "#666"
            sw = 3 if key == target else 1
            dash = ' stroke-dasharray="5 3"' if key in changed else ""
            out.append(f'<g class="planet" data-planet="{escape(key)}"><circle cx="{cx}" cy="{cy}" r="{PLANET_R}" '
                       f'fill="{paint(system)}" fill-opacity="0.35" stroke="{stroke}" stroke-width="{sw}"{dash}/>'
                       f'<text x="{cx - 4}" y="{cy - PLANET_R + 12}" font-size="10">{escape(number)}</text>'
                       f'{_ships(cx - PLANET_R + 4, cy - 6, planets.get(key, {}))}'
                       f'<title>{escape(key + ("  (target)" if key == target else ""))}</title></g>')
    out.append(_side_panel(board, LEFT + 5 * (2 * PLANET_R + 62) + 10))
    out.append("</svg>")
    return "\n".join(out)


def _side_panel(board: dict, x: float) -> str:
    """The cone (offense and defense sides) and the warp."""
    cone = board.get("cone") or {}
    parts = [f'<g class="cone"><polygon points="{x},{60} {x + 220},{40} {x + 220},{170}" fill="#fffde7" '
             f'stroke="#999"/><text x="{x + 60}" y="{78}" font-size="12" font-weight="bold">cone</text>',
             f'<text x="{x + 60}" y="{98}" font-size="11">offense</text>'
             f'{_ships(x + 120, 88, cone.get("offense") or {})}',
             f'<text x="{x + 60}" y="{140}" font-size="11">defense</text>'
             f'{_ships(x + 120, 130, cone.get("defense") or {})}</g>']
    warp = {c: n for c, n in (board.get("warp") or {}).items() if n}
    inside = _ships(x + 60, 232, warp) if warp else (
        f'<text x="{x + 88}" y="250" font-size="11" fill="#555">empty</text>')
    parts.append(f'<g class="warp"><ellipse cx="{x + 110}" cy="250" rx="100" ry="55" fill="#cfd8dc" '
                 f'stroke="#455a64" stroke-width="2"/>'
                 f'<text x="{x + 92}" y="218" font-size="13" font-weight="bold">warp</text>{inside}</g>')
    return "".join(parts)


def changed_planets(before: dict, after: dict) -> set[str]:
    """Planets whose ships differ between two boards."""
    a, b = before.get("planets") or {}, after.get("planets") or {}
    def clean(d: dict) -> dict:
        return {k: v for k, v in (d or {}).items() if v}
    return {k for k in set(a) | set(b) if clean(a.get(k, {})) != clean(b.get(k, {}))}
