"""The table's sounds: which effect each event of the party makes (:mod:`.board`), and the player that makes it
heard without holding up the window (:mod:`.miniaudio_player`)."""

from .board import EFFECTS, Player, SoundBoard, effect_of, sounds_dir

__all__ = ["EFFECTS", "Player", "SoundBoard", "effect_of", "sounds_dir"]
