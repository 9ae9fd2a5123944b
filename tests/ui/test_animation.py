"""The table's animation machinery: staggered deal, one 'done' signal, reduced motion, flips."""

from __future__ import annotations

from PySide6.QtCore import QPauseAnimation, QPointF

from kingdesk.engine.cards import iter_cards
from kingdesk.ui.table import timings as T
from kingdesk.ui.table.scene import DEAL_GO, TableScene

HANDS = (sum(1 << c for c in range(0, 13)), sum(1 << c for c in range(13, 26)),
         sum(1 << c for c in range(26, 39)), sum(1 << c for c in range(39, 52)))


def _scene(speed: str, reduced: bool = False) -> TableScene:
    sc = TableScene(timings=T.Timings(speed, reduced))
    sc.set_size(1000, 700)
    return sc


def test_deal_is_staggered_and_done_is_signalled_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    sc = _scene("fast")
    done = []
    sc.tracker.done.connect(lambda: done.append(1))
    sc.deal(HANDS, dealer=3)
    assert sc.tracker.busy and sum(sc.cards[c].animating for c in range(52)) == DEAL_GO  # a few now, the rest later
    # the dealer's pile shows one card (52 in one place look like one), and each card shows as it leaves
    visible = [c for c in range(52) if sc.cards[c].isVisible()]
    assert sorted(sc.cards[c].zValue() > 1000 for c in visible) == [False, True]  # the pile, the first to leave
    qtbot.waitUntil(lambda: all(sc.cards[c].animating for c in range(52)), timeout=2000)
    # cards leave one after the other, in play order starting left of the dealer (seat 0 first here)
    delays = sorted(sc.cards[c]._anim.animationAt(0).duration() for c in range(52)  # type: ignore[union-attr]
                    if isinstance(sc.cards[c]._anim.animationAt(0), QPauseAnimation))  # type: ignore[union-attr]
    assert len(delays) == 51 and delays == sorted(set(delays))
    seen = {"most": 0}

    def shown() -> bool:
        flying = [c for c in range(52) if sc.cards[c].isVisible() and sc.cards[c].zValue() > 1000]
        seen["most"] = max(seen["most"], len(flying))
        return len([c for c in range(52) if sc.cards[c].isVisible()]) == 52

    qtbot.waitUntil(shown, timeout=5000)
    assert seen["most"] > 1  # several in the air at once, each shown as it took off
    with qtbot.waitSignal(sc.tracker.done, timeout=10000):
        pass
    qtbot.wait(50)
    assert done == [1] and not sc.tracker.busy
    for slot in range(4):
        hand = sc.hands[slot]
        assert len(hand) == 13
        for i, c in enumerate(hand):
            assert sc.cards[c].pos() == sc.layout.hand(slot, 13, i).pos
    assert all(sc.cards[c].face_up for c in sc.hands[0]) and not any(sc.cards[c].face_up for c in sc.hands[2])
    assert all(sc.cards[c].isVisible() for c in range(52))


def test_every_hand_shown_is_sorted_a_hand_a_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A demonstration shows every hand: the four sort in goes a frame apart, not 52 cards set off in one
    handler (issue 15's stall), and each ends in suit order at its place; cut short, every hand is sorted."""
    for cut in (False, True):
        sc = _scene("fast")
        sc.face_up_hand = {0, 1, 2, 3}
        with qtbot.waitSignal(sc.tracker.done, timeout=10000):
            sc.deal(HANDS, dealer=0)
        done = []
        sc.tracker.done.connect(lambda d=done: d.append(1))
        sc.sort_hands()
        moving = {slot for slot in range(4) if any(sc.cards[c].animating for c in sc.hands[slot])}
        assert len(moving) == 1 and sc.tracker.busy
        if cut:
            sc.tracker.finish_all()
        else:
            qtbot.waitUntil(lambda d=done: bool(d), timeout=5000)
        assert not any(sc.cards[c].animating for c in range(52))
        for slot in range(4):
            assert sc.hands[slot] == sc._sorted_hand(sc.hands[slot])
            for i, c in enumerate(sc.hands[slot]):
                assert sc.cards[c].pos() == sc.layout.hand(slot, 13, i).pos and sc.cards[c].face_up


def test_a_deal_cut_short_puts_every_card_in_its_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    sc = _scene("normal")
    sc.deal(HANDS, dealer=2)
    sc.tracker.finish_all()  # before the second half set off (an undo, a new party)
    assert not sc.tracker.busy and not any(sc.cards[c].animating for c in range(52))
    assert all(sc.cards[c].isVisible() for c in range(52))  # also those still in the dealer's pile
    for slot in range(4):
        for i, c in enumerate(sc.hands[slot]):
            assert sc.cards[c].pos() == sc.layout.hand(slot, 13, i).pos
    qtbot.wait(100)  # and nothing sets off later
    assert not any(sc.cards[c].animating for c in range(52))


def test_reduced_motion_jumps_but_keeps_reading_pauses(qtbot) -> None:  # type: ignore[no-untyped-def]
    sc = _scene("normal", reduced=True)
    sc.deal(HANDS, dealer=0)
    assert not any(sc.cards[c].animating for c in range(52))
    card = next(iter_cards(HANDS[1]))
    sc.play_card(1, card)
    assert not sc.cards[card].animating and sc.cards[card].pos() == sc.layout.trick(sc.slot_of(1)).pos
    sc.bubble(1, "Pass")
    assert sc.tracker.busy  # the announcement still waits to be read
    with qtbot.waitSignal(sc.tracker.done, timeout=5000):
        pass


def test_flip_shows_the_other_side_from_halfway(qtbot) -> None:  # type: ignore[no-untyped-def]
    sc = _scene("normal")
    item = sc.cards[5]
    item.animate(QPointF(100, 100), face_up=False)
    item.animate(QPointF(300, 200), face_up=True, duration=400)
    assert item.face_up and item.animating
    item._set_flip(0.3)
    assert item._shown_up is False
    item._set_flip(0.7)
    assert item._shown_up is True
    with qtbot.waitSignal(sc.tracker.done, timeout=5000):
        pass
    assert item.pos() == QPointF(300, 200) and item.zValue() < 1000


def test_resize_during_a_deal_keeps_cards_flying_to_their_new_places(qtbot) -> None:  # type: ignore[no-untyped-def]
    sc = _scene("normal")
    sc.deal(HANDS, dealer=1)
    qtbot.wait(120)
    sc.set_size(1400, 900)
    assert sum(sc.cards[c].animating for c in range(52)) > 40  # not jumped to the end
    with qtbot.waitSignal(sc.tracker.done, timeout=10000):
        pass
    for slot in range(4):
        for i, c in enumerate(sc.hands[slot]):
            assert sc.cards[c].pos() == sc.layout.hand(slot, 13, i).pos
            assert sc.cards[c].width == sc.layout.cw


def test_finished_animations_are_deleted(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A party starts thousands of animations; none outlives its end (they had piled up, with their Python
    wrappers, and made every full garbage collection on the GUI thread longer: issue 15's stall)."""
    from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent

    sc = _scene("fast")

    def alive() -> int:
        return len(sc.findChildren(QAbstractAnimation)) + sum(
            len(sc.cards[c].findChildren(QAbstractAnimation)) for c in range(52))

    for round_ in range(2):
        with qtbot.waitSignal(sc.tracker.done, timeout=10000):
            sc.deal(HANDS, dealer=round_)
        with qtbot.waitSignal(sc.tracker.done, timeout=10000):
            sc.sort_hands()
        for seat in range(4):
            sc.play_card(seat, next(iter_cards(HANDS[seat])) + round_)
        sc.cards[sc.hands[0][0]].shake(4, 30)
        with qtbot.waitSignal(sc.tracker.done, timeout=10000):
            sc.collect_trick(0, 0)
        sc.tracker.wait(20)
        qtbot.waitUntil(lambda: not sc.tracker.busy, timeout=5000)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        assert alive() == 0


def test_a_deal_waits_for_the_faces_rendered_between_frames(qtbot) -> None:  # type: ignore[no-untyped-def]
    """At a party's start the faces at the table's size are not rendered yet: the deal waits while the renderer
    works them off in slices (counted by the tracker, so the table waits too) instead of rendering them all in
    the deal's first frames."""
    from PySide6.QtWidgets import QGraphicsView

    from kingdesk.ui.theme import CardRenderer

    renderer = CardRenderer(deferred=True)
    sc = TableScene(renderer, T.Timings("fast"))
    view = QGraphicsView(sc)
    qtbot.addWidget(view)
    sc.set_size(1000, 700)
    sc.deal(HANDS, dealer=0)
    assert renderer.rendering and sc.tracker.busy
    assert not any(sc.cards[c].animating for c in range(52))  # nothing flies before the faces are there
    qtbot.waitUntil(lambda: any(sc.cards[c].animating for c in range(52)), timeout=5000)
    assert not renderer.rendering
    with qtbot.waitSignal(sc.tracker.done, timeout=10000):
        pass
    assert [len(h) for h in sc.hands] == [13] * 4
