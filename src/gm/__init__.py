"""gm: the game master's tool for play-by-forum strategy games."""

__version__ = "0.1.0"
