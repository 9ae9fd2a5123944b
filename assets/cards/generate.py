#!/usr/bin/env python3
"""Generate KingDesk's own card deck as SVG files (no third-party art).

Run ``python assets/cards/generate.py`` after changing anything here. It writes

* ``standard/<code>.svg``     the 52 faces, red and black suits,
* ``four-colour/<code>.svg``  the same faces with blue diamonds and green clubs,
* ``backs/<name>.svg``        the card backs (``blue``, ``red``),

into ``kingdesk/assets/cards/``, the one copy of the deck in the repository: package
data (``pyproject.toml``), so that an installed wheel finds it, and collected by
``packaging/kingdesk.spec`` into the frozen bundle at the same place
(``kingdesk.ui.theme.cards_dir``). This script is the deck's source.

Card codes are the engine's: rank ``23456789TJQKA`` then suit ``SHDC`` (``TH`` is
the ten of hearts). Every card is a 240 x 336 viewBox (the 5:7 poker shape).
The design aims at small sizes: big corner indices, plain pips, court cards as
framed double-headed figures (crown for the king, tiara and veil for the queen,
feathered cap for the jack) drawn from simple shapes.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

W, H = 240, 336
HERE = Path(__file__).resolve().parent
PACKAGE_COPY = HERE.parent.parent / "kingdesk" / "assets" / "cards"

RANKS = "23456789TJQKA"
SUITS = "SHDC"
RANK_LABEL = {"T": "10"}

PALETTES = {
    "standard": {"S": "#16181c", "H": "#c8102e", "D": "#c8102e", "C": "#16181c"},
    "four-colour": {"S": "#16181c", "H": "#c8102e", "D": "#1456c0", "C": "#0f7a37"},
}

# Suit symbols drawn in a box from -50 to 50 around the origin.
SUIT_PATH = {
    "H": "M0,38 C-12,26 -46,6 -46,-16 C-46,-38 -18,-44 0,-22 C18,-44 46,-38 46,-16 C46,6 12,26 0,38 Z",
    "D": "M0,-46 C10,-30 22,-14 34,0 C22,14 10,30 0,46 C-10,30 -22,14 -34,0 C-22,-14 -10,-30 0,-46 Z",
    "S": ("M0,-44 C10,-28 46,-12 46,10 C46,28 22,34 6,20 C8,32 14,40 20,46 L-20,46 C-14,40 -8,32 -6,20 "
          "C-22,34 -46,28 -46,10 C-46,-12 -10,-28 0,-44 Z"),
    "C": None,  # circles, see suit_shape
}


def suit_shape(suit: str, x: float, y: float, size: float, colour: str, flip: bool = False) -> str:
    """A suit symbol centred at (x, y), ``size`` units tall; ``flip`` turns it upside down."""
    s = size / 100.0
    rot = " rotate(180)" if flip else ""
    if suit == "C":
        body = ('<circle cx="0" cy="-21" r="19"/><circle cx="-21" cy="9" r="19"/><circle cx="21" cy="9" r="19"/>'
                '<circle cx="0" cy="2" r="10"/><path d="M-5,6 L5,6 C7,24 12,38 20,46 L-20,46 C-12,38 -7,24 -5,6 Z"/>')
    else:
        body = f'<path d="{SUIT_PATH[suit]}"/>'
    return f'<g transform="translate({x:.2f},{y:.2f}) scale({s:.4f}){rot}" fill="{colour}">{body}</g>'


def corner(rank: str, suit: str, colour: str) -> str:
    label = RANK_LABEL.get(rank, rank)
    squeeze = ' transform="translate(27,0) scale(0.78,1) translate(-27,0)"' if len(label) == 2 else ""
    one = (f'<g{squeeze}><text x="27" y="50" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" '
           f'font-size="46" text-anchor="middle" fill="{colour}">{label}</text></g>'
           + suit_shape(suit, 27, 76, 30, colour))
    return f'<g>{one}</g><g transform="rotate(180 {W / 2} {H / 2})">{one}</g>'


# Pip positions for 2..10 in a 0..1 box (x, y); y > 0.5 pips are drawn upside down.
PIPS = {
    "2": [(0.5, 0.0), (0.5, 1.0)],
    "3": [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    "4": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "5": [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    "6": [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "7": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    "8": [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    "9": [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    "T": [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1),
          (1, 1)],
}


def pips(rank: str, suit: str, colour: str) -> str:
    x0, x1, y0, y1 = 76, 164, 62, 274
    size = 46
    out = []
    for px, py in PIPS[rank]:
        x = x0 + (x1 - x0) * px
        y = y0 + (y1 - y0) * py
        out.append(suit_shape(suit, x, y, size, colour, flip=py > 0.5))
    return "".join(out)


def ace(suit: str, colour: str) -> str:
    big = suit_shape(suit, W / 2, H / 2, 120 if suit != "S" else 136, colour)
    if suit == "S":  # the traditional ornate ace of spades, in our own simple form
        ring = (f'<circle cx="{W / 2}" cy="{H / 2}" r="84" fill="none" stroke="{colour}" stroke-width="3"/>'
                f'<circle cx="{W / 2}" cy="{H / 2}" r="77" fill="none" stroke="#b8912f" stroke-width="2"/>')
        return ring + big
    return big


SKIN, GOLD, HAIR, WHITE = "#f3d3b1", "#d9a521", "#5a3a1e", "#fffdf6"
ROBE = {"K": ("#b3212e", "#1d3f8f"), "Q": ("#1d3f8f", "#b3212e"), "J": ("#17703b", "#d9a521")}


def court_half(rank: str, suit: str, colour: str, four: bool) -> str:
    """The upper half of a court figure inside the panel (x 44..196, y 56..168)."""
    robe, trim = ROBE[rank]
    if four:
        robe = {"S": "#2c2f36", "H": "#b3212e", "D": "#1456c0", "C": "#0f7a37"}[suit]
    cx, hy = 120, 104  # head centre
    parts = [
        # shoulders and robe down to the centre line
        f'<path d="M66,168 L72,140 C80,128 100,124 120,124 C140,124 160,128 168,140 L174,168 Z" fill="{robe}" '
        f'stroke="#222" stroke-width="1.5"/>',
        f'<path d="M104,125 L120,168 L136,125" fill="none" stroke="{trim}" stroke-width="5"/>',
        f'<rect x="70" y="156" width="100" height="6" fill="{GOLD}" stroke="#222" stroke-width="1"/>',
    ]
    if rank == "Q":  # long hair behind the face, and a veil
        parts.append(f'<path d="M96,96 C92,124 94,136 100,142 L140,142 C146,136 148,124 144,96 Z" fill="{HAIR}"/>')
    parts += [
        f'<rect x="113" y="118" width="14" height="10" fill="{SKIN}"/>',
        f'<ellipse cx="{cx}" cy="{hy}" rx="19" ry="23" fill="{SKIN}" stroke="#222" stroke-width="1.5"/>',
        '<circle cx="113" cy="101" r="2.6" fill="#222"/><circle cx="127" cy="101" r="2.6" fill="#222"/>',
        '<path d="M120,104 L117,112 L121,112" fill="none" stroke="#8a5a3a" stroke-width="1.5"/>',
    ]
    if rank == "K":
        parts += [
            # beard and moustache
            '<path d="M102,108 C104,130 136,130 138,108 C134,118 106,118 102,108 Z" fill="#e8e2d4" '
            'stroke="#222" stroke-width="1"/>',
            '<path d="M110,115 C116,112 124,112 130,115" fill="none" stroke="#222" stroke-width="2"/>',
            # crown with three points and jewels
            f'<path d="M99,86 L97,62 L108,74 L120,56 L132,74 L143,62 L141,86 Z" fill="{GOLD}" stroke="#222" '
            f'stroke-width="1.5"/>',
            f'<circle cx="120" cy="78" r="4" fill="{trim}"/><circle cx="107" cy="80" r="2.5" fill="{robe}"/>'
            f'<circle cx="133" cy="80" r="2.5" fill="{robe}"/>',
            # sword held upright at the side
            '<path d="M164,64 L168,64 L168,150 L164,150 Z" fill="#c9ced6" stroke="#222" stroke-width="1"/>'
            f'<rect x="156" y="138" width="20" height="5" fill="{GOLD}" stroke="#222" stroke-width="1"/>',
        ]
    elif rank == "Q":
        parts += [
            '<path d="M110,116 C116,119 124,119 130,116" fill="none" stroke="#b3212e" stroke-width="2"/>',
            f'<path d="M101,88 C104,78 136,78 139,88 Z" fill="{HAIR}"/>',
            # tiara
            f'<path d="M102,84 L106,70 L113,79 L120,64 L127,79 L134,70 L138,84 Z" fill="{GOLD}" stroke="#222" '
            f'stroke-width="1.2"/>',
            f'<circle cx="120" cy="72" r="3.5" fill="{trim}"/>',
            # a flower held at the side
            '<path d="M76,150 C78,130 74,110 80,96" fill="none" stroke="#2d6b2d" stroke-width="3"/>',
            f'<circle cx="80" cy="92" r="8" fill="{trim}" stroke="#222" stroke-width="1"/>'
            f'<circle cx="80" cy="92" r="3" fill="{GOLD}"/>',
        ]
    else:  # jack
        parts += [
            f'<path d="M110,114 C116,110 124,110 130,114" fill="none" stroke="{HAIR}" stroke-width="3"/>',
            f'<path d="M101,96 C100,86 106,82 120,82 C134,82 140,86 139,96 L139,104 L101,104 Z" fill="{HAIR}" '
            f'opacity="0.9"/>',
            f'<ellipse cx="{cx}" cy="104" rx="17" ry="3" fill="none"/>',
            # feathered cap
            f'<path d="M96,88 C98,70 142,70 144,88 Z" fill="{trim}" stroke="#222" stroke-width="1.5"/>',
            f'<rect x="94" y="84" width="52" height="6" rx="3" fill="{robe}" stroke="#222" stroke-width="1"/>',
            '<path d="M140,80 C152,62 164,58 172,56 C164,66 156,74 144,84 Z" fill="#f4f1e6" stroke="#222" '
            'stroke-width="1"/>',
            # halberd
            '<path d="M70,60 L73,60 L73,152 L70,152 Z" fill="#8a5a2b"/>'
            '<path d="M73,66 C86,70 88,82 73,88 Z" fill="#c9ced6" stroke="#222" stroke-width="1"/>',
        ]
    parts.append(suit_shape(suit, 60, 76, 22, colour))
    return "".join(parts)


def court(rank: str, suit: str, colour: str, four: bool) -> str:
    frame = (f'<rect x="44" y="56" width="152" height="224" rx="6" fill="{WHITE}" stroke="{colour}" '
             f'stroke-width="3"/>')
    half = court_half(rank, suit, colour, four)
    body = f'<g>{half}</g><g transform="rotate(180 120 168)">{half}</g>'
    line = f'<path d="M46,168 L194,168" stroke="{colour}" stroke-width="1.5"/>'
    return f"{frame}{body}{line}"


def card_svg(code: str, palette: str) -> str:
    rank, suit = code[0], code[1]
    colour = PALETTES[palette][suit]
    four = palette == "four-colour"
    if rank in "JQK":
        centre = court(rank, suit, colour, four)
    elif rank == "A":
        centre = ace(suit, colour)
    else:
        centre = pips(rank, suit, colour)
    return _doc(f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="14" fill="{WHITE}" stroke="#8c8c8c" '
                f'stroke-width="2"/>{centre}{corner(rank, suit, colour)}', f"{code} ({palette})")


def back_svg(name: str) -> str:
    if name == "blue":
        base, line, light = "#173a7a", "#2f5cae", "#dfe8f7"
        parts = []
        step = 16
        for row in range(int((H - 28) / step)):  # a lattice of small diamonds inside the frame
            for col in range(int((W - 28) / step)):
                x = 14 + step / 2 + col * step + ((W - 28) % step) / 2
                y = 14 + step / 2 + row * step + ((H - 28) % step) / 2
                parts.append(f"M{x:.1f},{y - 6.5:.1f} L{x + 6.5:.1f},{y:.1f} L{x:.1f},{y + 6.5:.1f} "
                             f"L{x - 6.5:.1f},{y:.1f} Z")
        lattice = '<path d="' + ' '.join(parts) + f'" fill="{line}"/>'
        medal = (f'<circle cx="120" cy="168" r="46" fill="{base}" stroke="{light}" stroke-width="4"/>'
                 f'<path d="M96,182 L92,150 L106,163 L120,140 L134,163 L148,150 L144,182 Z" fill="{light}"/>')
        body = (f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="14" fill="{WHITE}" '
                f'stroke="#8c8c8c" stroke-width="2"/><rect x="14" y="14" width="{W - 28}" height="{H - 28}" '
                f'rx="8" fill="{base}"/>{lattice}{medal}'
                f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="8" fill="none" stroke="{light}" '
                f'stroke-width="3"/>')
    else:
        base, ring, dot = "#8e1b22", "#e9c46a", "#c0392b"
        parts = [f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="14" fill="{WHITE}" stroke="#8c8c8c" '
                 f'stroke-width="2"/>', f'<rect x="14" y="14" width="{W - 28}" height="{H - 28}" rx="8" '
                 f'fill="{base}"/>']
        for i in range(8):
            inset = 22 + i * 10
            parts.append(f'<rect x="{inset}" y="{inset}" width="{W - 2 * inset}" height="{H - 2 * inset}" '
                         f'rx="{max(4, 12 - i)}" fill="none" stroke="{ring if i % 2 == 0 else dot}" '
                         f'stroke-width="2.5"/>')
        for k in range(12):
            a = 2 * math.pi * k / 12
            parts.append(suit_shape(SUITS[k % 4], 120 + 26 * math.cos(a), 168 + 26 * math.sin(a), 13, ring))
        parts.append(f'<circle cx="120" cy="168" r="11" fill="{ring}"/>')
        body = "".join(parts)
    return _doc(body, f"back {name}")


def _doc(body: str, title: str) -> str:
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" width="{W}" height="{H}" '
            f'viewBox="0 0 {W} {H}">\n<title>KingDesk card: {title}</title>\n{body}\n</svg>\n')


BACKS = ("blue", "red")


def all_files() -> dict[str, str]:
    """Relative path -> SVG text for the whole deck."""
    out: dict[str, str] = {}
    for palette in PALETTES:
        for s in SUITS:
            for r in RANKS:
                out[f"{palette}/{r}{s}.svg"] = card_svg(r + s, palette)
    for b in BACKS:
        out[f"backs/{b}.svg"] = back_svg(b)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", action="append", type=Path,
                   help="write here instead of kingdesk/assets/cards (repeatable)")
    ns = p.parse_args(argv)
    targets = ns.out or [PACKAGE_COPY]
    files = all_files()
    for root in targets:
        for rel, text in files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} SVG files into {', '.join(map(str, targets))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
