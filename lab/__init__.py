"""KingDesk's research laboratory: the duplicate-deal arena, the research levels, the learned policies,
self-play and training, and the yardsticks in ``lab/tools``. Run from a checkout (``python -m lab.arena``);
nothing here ships in the game. See ``lab/README.md``.
"""
