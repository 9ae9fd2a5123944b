"""The card table: a QGraphicsScene of card items laid out in piles, and its view.

``card_item`` (one QGraphicsObject per card, one ``animate()`` entry point),
``animations`` (the tracker that says when every running animation is done),
``timings`` (every duration, times one speed factor), ``layout`` (pile geometry
from the view size, in card units), ``scene`` (piles, name plates, bubbles,
highlighting, keyboard focus), ``view`` (resizes the scene to the window).
"""
