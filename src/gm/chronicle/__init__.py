"""`gm chronicle GAME`: a static site of a whole campaign from what was public.

It reads the resolved turn directories GAME/turn-NN (each holding its report.* and maps/)
and writes, from the public report and maps/public.png of each turn (or, with --faction F,
reports/F.* and maps/F.png: what F received), never from the state's secrets:
- index.html and a page per turn (the report, the map, the standings), offline: no
  external script, font or stylesheet;
- standings charts (PNG for forums, SVG for the site) of the figures the ruleset's
  `standings` hook returns (only what its public report already shows);
- map.gif, the map of every turn, a frame a turn;
- summary.<ext>, a "resumen de campaña" post in each of the game's forum formats.

matplotlib (charts) is imported only here, inside the command: never on another
command's path. Every word comes from messages/<lang>.ftl of this package.
"""

PACKAGE = "gm.chronicle"
