"""KingDesk: King, the trick-taking card game of Spain and Turkey."""

__version__ = "0.1.0"
