"""Game › Score a game with real cards…: the setup (:mod:`.setup`), the score dialog (:mod:`.dialog`) and its
words (:mod:`.texts`)."""
