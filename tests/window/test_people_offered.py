"""Every form of the real window that asks a name offers the people of this computer: New game, Host a table,
Join a table and the real-cards scorer; and a party played alone counts for its people from the history."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit

from kingdesk.ui.people.picker import PeopleOffer
from tests.storage.kd_storage_helpers import play


def _offered(field: QLineEdit) -> list[str]:
    [offer] = field.findChildren(PeopleOffer)
    assert offer.action in field.actions()
    return [a.text() for a in offer.menu.actions()]


def test_the_forms_offer_the_people(make_window) -> None:  # type: ignore[no-untyped-def]
    w = make_window()
    lc = w.lifecycle
    assert lc is not None
    lc.history.add_party(play("turkish-12", 3), ["Abuela", "Ana", "Bea", "Carla"], levels=(None, None, "hard", "hard"))
    want = ["Abuela", "Ana"]  # the computer players are people too, but not offered as a name to type
    new = w.new_game_dialog()
    assert _offered(new.names[0]) == want
    new.reject()
    host = w.hosting.dialog()
    assert _offered(host.own) == want
    host.reject()
    join = w.joining.dialog(interfaces=[])
    assert _offered(join.name) == want
    join.reject()
    w.act_tally.trigger()
    setup = lc.dialog
    assert [_offered(e) for e in setup.names] == [want] * 4
    setup.reject()
    people = lc.show_people()
    assert [people.list.item(i).text() for i in range(people.list.count())] == ["Abuela", "Ana", "Computer · Hard"]
    people.close()
