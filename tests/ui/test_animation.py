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
    # the first go's cards leave one after the other, a stagger apart, the first at once (the later goes are set
    # up a frame apart, their waits less the time gone by)
    flying = [c for c in range(52) if sc.cards[c].animating]
    pauses = [sc.cards[c]._anim.animationAt(0) for c in flying]  # type: ignore[union-attr]
    assert all(isinstance(p, QPauseAnimation) for p in pauses)
    stagger = sc.timings.move(T.DEAL_STAGGER)
    assert stagger > 0 and sorted(p.duration() for p in pauses) == [k * stagger for k in range(DEAL_GO)]
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
    """A party starts thousands of animations; none outlives its end but the ones each card keeps for its moves
    from the start (they had piled up, with their Python wrappers, and made every full garbage collection on the
    GUI thread longer: issue 15's stall)."""
    from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent

    sc = _scene("fast")

    def alive() -> int:
        return len(sc.findChildren(QAbstractAnimation)) + sum(
            len(sc.cards[c].findChildren(QAbstractAnimation)) for c in range(52))

    assert alive() == 0  # a card's flight is made at its first move, not with the table (its first frame)
    kept = 0
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
        if round_ == 0:  # every card has moved: its flight is made, and kept
            kept = alive()
            assert 0 < kept <= 52 * 8  # a card's flight: a pause, two groups, four properties
        assert alive() == kept


def test_a_card_moves_again_and_again_with_the_animations_it_was_made_with(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each move sets up the card's own animations again (made anew for every move, they were most of a step's
    time on the GUI thread: issue 15's stall), and each move is still only itself: no flip or turn of an earlier
    move runs again, a pause keeps the card down until it takes off, a move cut short ends where the next one
    says, and the table is done once per batch."""
    from PySide6.QtCore import QAbstractAnimation

    sc = _scene("normal")
    item = sc.cards[5]
    item.animate(QPointF(100, 100), face_up=False, z=3)
    assert not item.findChildren(QAbstractAnimation)  # placed, not moved: nothing made yet
    done = []
    sc.tracker.done.connect(lambda: done.append(1))

    item.animate(QPointF(400, 300), rotation=90.0, scale=0.7, face_up=True, duration=80, delay=60)
    assert item.animating and item.zValue() < 1000 and item.pos() == QPointF(100, 100)  # still waiting its turn
    made = item.findChildren(QAbstractAnimation)  # its flight, made at this first move
    assert made
    qtbot.waitUntil(lambda: item.zValue() > 1000, timeout=2000)  # taken off
    qtbot.waitUntil(lambda: bool(done), timeout=3000)
    assert item.pos() == QPointF(400, 300) and item.turn == 90.0 and abs(item.size - 0.7) < 1e-9
    assert item.face_up and item.zValue() == 3 and done == [1]

    seen = []
    item.animate(QPointF(200, 250), rotation=90.0, scale=0.7, face_up=True, duration=80)
    qtbot.waitUntil(lambda: (seen.append((item.flip, item.turn, round(item.size, 9))), not item.animating)[1],
                    timeout=3000)
    assert set(seen) == {(1.0, 90.0, 0.7)}  # a slide: no flip, turn or change of size this time
    assert item.pos() == QPointF(200, 250) and item.turn == 90.0 and abs(item.size - 0.7) < 1e-9

    item.animate(QPointF(600, 100), rotation=0.0, scale=1.0, face_up=False, duration=20000)
    qtbot.waitUntil(lambda: item.pos() != QPointF(200, 250), timeout=3000)
    item.animate(QPointF(50, 60), duration=60)  # another move before the first is over
    qtbot.waitUntil(lambda: len(done) == 3, timeout=3000)
    qtbot.wait(50)
    assert item.pos() == QPointF(50, 60) and not item.animating and len(done) == 3
    assert item.findChildren(QAbstractAnimation) == made  # the same objects, none added


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
