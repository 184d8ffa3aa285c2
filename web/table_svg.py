"""A picture of the table, drawn as SVG: each player's system with its planets (and Moons,
Gas Giant stacks, Space Dust places) and the ships on them by colour, the cone with the
offense's and the defense's side (and the cards and Kickers played there), the warp, and,
with the optional rules, Limbo's sections and each player's Lucre.

The board is the engine's ``board_before`` / ``board_after`` shape::

    {"planets": {"pink:1": {"pink": 4}, ...}, "warp": {"tan": 3},
     "cone": {"offense": {"tan": 3}, "defense": {"mint": 1}},
     "players": ["tan", "pink"] or [{"color": "tan", "power": "Mirror"}, ...]}

``extras`` adds what the board does not hold: ``lucre`` (colour -> Lucre), ``limbo``
(``{"marker": colour, "order": [...], "sections": {colour: {colour: ships}}}``), ``moons``
(planet -> ``{"piece", "face"}``), ``hexes`` (colour -> hex name) and ``played``
(side -> the card and Kicker played there).

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

ROW_H, PLANET_R, SMALL_R, LEFT, SLOT = 86, 30, 20, 150, 118
PER_LINE = 7          # places drawn on one line of a system's band
SIDE_W = 270          # the panel on the right: cone, warp, Limbo


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


def _players(board: dict) -> dict[str, dict]:
    return {str(p.get("color") or p.get("colour")): p for p in board.get("players") or [] if isinstance(p, dict)}


def _ships(x: float, y: float, ships: dict, size: int = 12, per_row: int = 3) -> str:
    """Little squares, one per colour, each with its count."""
    parts = []
    shown = [(c, n) for c, n in sorted((ships or {}).items()) if n]
    for i, (colour, count) in enumerate(shown):
        cx = x + (i % per_row) * (size + 16)
        cy = y + (i // per_row) * (size + 3)
        parts.append(f'<rect x="{cx:.0f}" y="{cy:.0f}" width="{size}" height="{size}" fill="{paint(colour)}" '
                     f'stroke="#333" stroke-width="0.6"><title>{escape(f"{count} {colour}")}</title></rect>'
                     f'<text x="{cx + size + 2:.0f}" y="{cy + size - 2:.0f}" font-size="10">{int(count)}</text>')
    return "".join(parts)


def _place_order(name: str) -> tuple:
    """Planets by number, then Gas Giant stacks, then Moons."""
    kind = 0 if name.isdigit() else (2 if name.startswith("m") else 1)
    digits = "".join(ch for ch in name if ch.isdigit())
    return kind, int(digits) if digits else 0, name


def _places(board: dict, system: str) -> list[str]:
    """The places of one system the board lists (planets 1-5 when it lists none)."""
    names = {str(k).split(":", 1)[1] for k in (board.get("planets") or {})
             if str(k).startswith(system + ":") and ":" in str(k)}
    return sorted(names or {"1", "2", "3", "4", "5"}, key=_place_order)


def _place_label(name: str, extra: dict) -> str:
    if name.startswith("m"):
        moon = extra.get("piece")
        face = extra.get("face")
        return f"Moon {name[1:]}" + (f" · {face}" if face else "") + (f" · {moon}" if moon else "")
    if name.startswith("g"):
        return f"Gas Giant stack {name[1:]}"
    return f"planet {name}"


def _draw_place(key: str, name: str, cx: float, cy: float, ships: dict, system: str, target: str | None,
                changed: set[str], moon: dict) -> str:
    small = not name.isdigit()
    r = SMALL_R if small else PLANET_R
    stroke = "#000" if key == target else ("#6d4c41" if name.startswith("m") else "#666")
    width = 3 if key == target else 1
    dash = ' stroke-dasharray="5 3"' if key in changed else ""
    fill = "#eceff1" if name.startswith("m") else paint(system)
    face_down = name.startswith("m") and moon.get("face") == "down"
    label = name if not small else name.upper()
    title = f"{key} — {_place_label(name, moon)}" + ("  (target)" if key == target else "")
    return (f'<g class="planet" data-planet="{escape(key)}"><circle cx="{cx}" cy="{cy}" r="{r}" '
            f'fill="{fill}" fill-opacity="{0.9 if face_down else 0.35}" stroke="{stroke}" stroke-width="{width}"{dash}/>'
            f'<text x="{cx - 5}" y="{cy - r + 11}" font-size="10">{escape(label)}</text>'
            f'{_ships(cx - r + 4, cy - 6, ships, size=10 if small else 12, per_row=2 if small else 3)}'
            f'<title>{escape(title)}</title></g>')


def _label_lines(system: str, player: dict, extras: dict) -> list[str]:
    lines = []
    if player.get("power"):
        lost = player.get("power_active") is False
        lines.append(f"{player['power']}" + (" (lost)" if lost else ""))
    if isinstance(player.get("hand"), int):
        lines.append(f"hand {player['hand']}")
    lucre = (extras.get("lucre") or {}).get(system)
    if lucre is not None:
        lines.append(f"Lucre {lucre}")
    hexes = (extras.get("hexes") or {}).get(system)
    if hexes:
        lines.append(f"hex: {hexes}")
    return lines


def draw_table(board: dict[str, Any], title: str = "", target: str | None = None,
               changed: set[str] | None = None, extras: dict | None = None) -> str:
    """An SVG of one moment of the table; ``target`` planet outlined, ``changed`` planets marked."""
    planets = board.get("planets") or {}
    systems = _player_colours(board)
    players = _players(board)
    extras = extras or {}
    moons = extras.get("moons") or {}
    changed = changed or set()
    per_line = min(PER_LINE, max([len(_places(board, s)) for s in systems] or [5]))
    band_w = LEFT + per_line * SLOT
    width = band_w + SIDE_W + 10
    out: list[str] = []
    y = 40
    for system in systems:
        lines = max(1, -(-len(_places(board, system)) // per_line))
        height = lines * ROW_H
        player = players.get(system, {})
        out.append(f'<g class="system" data-system="{escape(system)}">'
                   f'<rect x="4" y="{y}" width="{band_w - 8}" height="{height - 6}" rx="8" fill="{paint(system)}" '
                   f'fill-opacity="0.12" stroke="{paint(system)}"/>'
                   f'<text x="12" y="{y + 20}" font-size="13" font-weight="bold">{escape(system)}</text>')
        for n, line in enumerate(_label_lines(system, player, extras)):
            out.append(f'<text x="12" y="{y + 37 + n * 13}" font-size="10" fill="#444">{escape(line)}</text>')
        for i, name in enumerate(_places(board, system)):
            key = f"{system}:{name}"
            cx = LEFT + (i % per_line) * SLOT + PLANET_R + 4
            cy = y + (i // per_line) * ROW_H + ROW_H / 2 - 3
            out.append(_draw_place(key, name, cx, cy, planets.get(key, {}), system, target, changed,
                                   moons.get(key) or {}))
        out.append("</g>")
        y += height
    side, side_h = _side_panel(board, extras, band_w + 10)
    height = max(y + 10, side_h + 10, 40 + 3 * ROW_H + 10)
    head = [f'<svg xmlns="http://www.w3.org/2000/svg" class="table-picture" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" font-family="sans-serif">',
            f'<title>{escape("The table " + title)}</title>',
            f'<text x="10" y="24" font-size="15" font-weight="bold">{escape(title)}</text>']
    return "\n".join([*head, *out, side, "</svg>"])


def _played(x: float, y: float, text: str | None) -> str:
    if not text:
        return ""
    return f'<text x="{x}" y="{y}" font-size="10" fill="#37474f">{escape(text)}</text>'


def _side_panel(board: dict, extras: dict, x: float) -> tuple[str, float]:
    """The cone (offense and defense sides, with what was played there), the warp and Limbo."""
    cone = board.get("cone") or {}
    played = extras.get("played") or {}
    reverse = " (reversed)" if board.get("reverse_cone") else ""
    parts = [f'<g class="cone"><polygon points="{x},70 {x + 250},40 {x + 250},180 {x},150" fill="#fffde7" '
             f'stroke="#999"/><text x="{x + 14}" y="64" font-size="12" font-weight="bold">cone{reverse}</text>',
             f'<text x="{x + 14}" y="94" font-size="11">offense</text>'
             f'{_ships(x + 70, 84, cone.get("offense") or {})}'
             f'<g class="played" data-side="offense">{_played(x + 14, 110, played.get("offense"))}</g>',
             f'<text x="{x + 14}" y="128" font-size="11">defense</text>'
             f'{_ships(x + 70, 118, cone.get("defense") or {})}'
             f'<g class="played" data-side="defense">{_played(x + 14, 144, played.get("defense"))}</g></g>']
    warp = {c: n for c, n in (board.get("warp") or {}).items() if n}
    inside = _ships(x + 50, 236, warp, per_row=5) if warp else (
        f'<text x="{x + 110}" y="256" font-size="11" fill="#555">empty</text>')
    parts.append(f'<g class="warp"><ellipse cx="{x + 125}" cy="250" rx="115" ry="55" fill="#cfd8dc" '
                 f'stroke="#455a64" stroke-width="2"/>'
                 f'<text x="{x + 105}" y="220" font-size="13" font-weight="bold">warp</text>{inside}</g>')
    bottom = 310.0
    limbo = extras.get("limbo")
    if isinstance(limbo, dict):
        drawn, bottom = _limbo(limbo, x, 330)
        parts.append(drawn)
    return "".join(parts), bottom


def _limbo(limbo: dict, x: float, y: float) -> tuple[str, float]:
    """Limbo's fan: one section per player, the marked one starred."""
    sections = limbo.get("sections") or {}
    order = [str(c) for c in limbo.get("order") or []] or sorted(sections)
    order += [c for c in sections if c not in order]
    marker = limbo.get("marker")
    parts = [f'<g class="limbo"><text x="{x}" y="{y}" font-size="13" font-weight="bold">Limbo</text>']
    if not order:
        parts.append(f'<text x="{x + 50}" y="{y}" font-size="11" fill="#555">empty</text>')
    for i, colour in enumerate(order):
        top = y + 8 + i * 24
        star = " ★ marker" if colour == marker else ""
        parts.append(f'<g class="limbo-section" data-section="{escape(colour)}">'
                     f'<rect x="{x}" y="{top}" width="250" height="21" rx="4" fill="{paint(colour)}" '
                     f'fill-opacity="0.25" stroke="{"#000" if star else "#999"}"/>'
                     f'<text x="{x + 5}" y="{top + 14}" font-size="10">{escape(colour + star)}</text>'
                     f'{_ships(x + 120, top + 4, sections.get(colour) or {}, size=11, per_row=4)}</g>')
    parts.append("</g>")
    return "".join(parts), y + 8 + max(1, len(order)) * 24


def changed_planets(before: dict, after: dict) -> set[str]:
    """Planets whose ships differ between two boards."""
    a, b = before.get("planets") or {}, after.get("planets") or {}

    def clean(d: dict) -> dict:
        return {k: v for k, v in (d or {}).items() if v}
    return {k for k in set(a) | set(b) if clean(a.get(k, {})) != clean(b.get(k, {}))}
