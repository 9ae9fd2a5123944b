"""Names vulture cannot see used (``tools/dead-code.sh``): each is called by name by Python, Qt or pytest.

Keep it short: a name belongs here only when something outside our code calls it.
"""

# ruff: noqa: F821  (vulture reads the names; nothing runs this file)

# DecisionEffects.apply dispatches on the decision's kind: getattr(self, "_do_" + kind)
_do_deal, _do_contract, _do_trump, _do_el_iptal, _do_misdeal, _do_king, _do_sale, _do_bid, _do_accept, _do_count

# Qt calls these overrides of its virtual methods
hoverEnterEvent, hoverLeaveEvent, drawBackground, paintEvent

# Python calls a module's __getattr__ for a missing name (ui/settings: the dialog is loaded when asked for),
# and atexit calls what was registered (ui/workers._stop_all)
__getattr__, _stop_all

# pytest reads these: module marks, autouse fixtures; configparser reads optionxform
pytestmark, english_again, optionxform

# a field of the seat's view (engine/view.py SeatView), part of what a seat is told
trick_leader

# zeroconf's ServiceBrowser calls its listener's methods by name (net/discovery.Browser)
add_service, update_service, remove_service
