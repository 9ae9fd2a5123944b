"""The words of the hint's and the review's sentences (:mod:`kingdesk.ai.explain` builds them as data).

One message per template of :data:`kingdesk.ai.explain.TEMPLATES`, translated like every other message of the
program, so that the window's hint, its review and ``kingdesk-record review --lang`` say the same words. The
rule's sentence is the refusal's own (:func:`.refusals.reason_text`): the hint gives the engine's reason in the
words the table uses when it refuses a card. A count is a ``%n`` plural; a frequency, a count of tricks or of
points fills a sentence as a phrase of its own ("about 1 time in 5").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import card_short, contract_name, suit_name, suit_symbol
from .core import number, tr
from .decisions import hint_text, option_text
from .refusals import reason_text

if TYPE_CHECKING:
    from kingdesk.ai.explain import Explanation, Sentence
    from kingdesk.ai.review import Reviewed



def how_often(fifths: int) -> str:
    """A share of the worlds searched, as a person says it."""
    n = fifths
    if n <= 0:
        return tr("almost never")
    if n >= 5:
        return tr("almost always")
    return tr("about %n time(s) in 5", None, n)


def about_tricks(n: int) -> str:
    return tr("about %n trick(s)", None, n)


def sentence_text(s: Sentence, names: Sequence[str], human: int | None = None) -> str:
    """One sentence in the language installed; ``names``: the seats' names, ``human``: the seat addressed as
    "you" (the glossary: a sentence about the human is a second-person message)."""
    k, a = s.key, s.args
    n = a[0] if a and isinstance(a[0], int) else 0
    if k == "rule":
        return reason_text(a[0], a[1])
    if k == "only":
        return tr("There is no other choice.")
    if k == "equivalent":
        return tr("Your cards here are all as good as one another.")
    if k == "void":
        suit = suit_symbol("SHDC"[a[1]])
        if a[0] == human:
            return tr("You have no %1 left.").replace("%1", suit)
        return tr("%1 has no %2 left.").replace("%1", names[a[0]]).replace("%2", suit)
    if k == "still-out":
        return tr("Still out: %1.").replace("%1", card_short(a[0]))
    if k == "takes":
        return tr("With the %1 you take this trick %2; with the %3, %4.").replace(
            "%1", card_short(a[0])).replace("%2", how_often(a[1])).replace("%3", card_short(a[2])).replace(
            "%4", how_often(a[3]))
    if k == "better-card":
        return tr("On average %n point(s) better than playing the %1.", None, n).replace(
            "%1", card_short(a[1]))
    if k == "as-good-card":
        return tr("About as good as playing the %1.").replace("%1", card_short(a[0]))
    if k == "better-option":
        return tr("On average %n point(s) better than %1.", None, n).replace(
            "%1", option_text(a[1], a[2]))
    if k == "as-good-option":
        return tr("About as good as %1.").replace("%1", option_text(a[0], a[1]))
    if k == "trump-tricks":
        return tr("With %1 as trumps you take %2; with %3, %4.").replace(
            "%1", suit_name("SHDC"[a[0]])).replace("%2", about_tricks(a[1])).replace(
            "%3", suit_name("SHDC"[a[2]])).replace("%4", about_tricks(a[3]))
    if k == "el-iptal-below":
        return tr("With these cards a Koz hand is expected to give you %n point(s) less than an "
                             "average player.", None, n)
    if k == "el-iptal-above":
        return tr("With these cards a Koz hand is expected to give you %n point(s) more than an "
                             "average player.", None, n)
    if k == "sale-free":
        return tr("You may still refuse every offer: opening the sale costs nothing.")
    if k == "sale-worth":
        return tr("Choosing the trump is worth %1 to you.").replace("%1", about_tricks(a[0]))
    if k == "offer-better":
        return tr("The offer (%n trick(s)) is worth more to you than choosing the trump yourself (%1).",
                         None, n).replace("%1", about_tricks(a[1]))
    if k == "offer-worse":
        return tr("Choosing the trump yourself (%1) is worth more to you than the offer (%n trick(s)).",
                         None, n).replace("%1", about_tricks(a[1]))
    if k == "king-made":
        return tr("You take the tricks the King needs %1.").replace("%1", how_often(a[0]))
    if k == "misdeal-lone":
        return tr("With a single heart, a redeal is the better choice.")
    if k == "misdeal-keep":
        return tr("With more than one heart, the hand is worth playing.")
    raise ValueError(f"no words for the sentence '{k}'")


def why_text(e: Explanation, names: Sequence[str], human: int | None = None) -> str:
    """The explanation's sentences, one after the other."""
    return " ".join(sentence_text(s, names, human) for s in e.sentences)


def hint_why_text(e: Explanation, names: Sequence[str], human: int | None = None) -> str:
    """The hint and why: "Hint: play the 9♥. You must follow suit. On average 40 points better than…"."""
    why = why_text(e, names, human)
    return hint_text(e.kind, e.choice) + (" " + why if why else "")


def grade_text(grade: str | None) -> str:
    """A review's grade as a word (``None``: a decision no points measure)."""
    if grade is None:
        return tr("not graded", "a review's grade")
    return {
        "good": lambda: tr("good", "a review's grade"),
        "inaccuracy": lambda: tr("inaccuracy", "a review's grade"),
        "mistake": lambda: tr("mistake", "a review's grade"),
        "blunder": lambda: tr("blunder", "a review's grade"),
    }[grade]()


def choice_text(kind: str, choice: object) -> str:
    """A choice in a review's column: a card as on the sheet (Q♠), any other as on its button."""
    if kind == "card" and isinstance(choice, int):
        return card_short(choice)
    return option_text(kind, choice)


def unmeasured_text(kind: str) -> str:
    """Why a decision has no points lost and no grade: what the search measures there is not points."""
    if kind in ("sale", "bid", "accept"):
        return tr("Not graded: the search weighs the sale in tricks expected, not in points.")
    texts = {
        "king": lambda: tr("Not graded: the search measures how often the King's tricks are taken, not points."),
        "misdeal": lambda: tr("Not graded: the misdeal is answered by the count of hearts, not by points."),
    }
    f = texts.get(kind)
    return f() if f else tr("Not graded: the search gives no points for this choice.")


def loss_text(r: Reviewed) -> str:
    """A review's points lost: the figure, or that none was measured (see :func:`unmeasured_text`). Under ten with
    its tenth: a Spanish trick is one point, and "0" beside an inaccuracy read as a contradiction."""
    if r.loss is None:
        return tr("not measured", "a review's points lost")
    return number(round(r.loss)) if r.loss >= 10 else number(round(r.loss, 1))


def why_review_text(r: Reviewed, names: Sequence[str], human: int | None = None) -> str:
    """A review's sentences why; for a decision no points measure, first the reason it has no grade."""
    why = " ".join(sentence_text(s, names, human) for s in r.sentences)
    return why if r.loss is not None else (unmeasured_text(r.kind) + " " + why).strip()


def review_line(r: Reviewed, names: Sequence[str], human: int | None = None) -> str:
    """One decision of a review as a line of text (the command line's)."""
    loss = tr("not measured", "a review's points lost") if r.loss is None else f"{r.loss:g}"
    return "\t".join([str(r.step), str(r.deal + 1), choice_text(r.kind, r.played), choice_text(r.kind, r.preferred),
                      loss, grade_text(r.grade), why_review_text(r, names, human)])


def lesson_intro(contract: str) -> str:
    """Learn a contract: what the contract is about, in a sentence or two, before its guided hand (``%1``: the
    contract's name, as the table says it; a Turkish contract and its Spanish lance share a sentence where their
    rules do)."""
    texts = {
        "el-almaz": lambda: tr("In %1 every trick you take costs points. Get rid of your aces and kings while someone "
                               "else is sure to take the trick."),
        "kupa-almaz": lambda: tr("In %1 every heart you take costs points, and hearts may not be led until one has "
                                 "been played. When you cannot follow suit you must give a heart away."),
        "erkek-almaz": lambda: tr("In %1 every king and every jack you take costs points. When you cannot follow suit "
                                  "you must give one away: lose yours under higher cards."),
        "kiz-almaz": lambda: tr("In %1 every queen you take costs points. When you cannot follow suit you must give "
                                "one away: play yours under kings and aces."),
        "rifki": lambda: tr("In %1 only the K♥ counts, and it costs a lot. Whoever holds it must give it away as soon "
                            "as they cannot follow suit: with few hearts, that comes early."),
        "son-iki": lambda: tr("In %1 only the last two tricks count. Get rid of your high cards early and keep low "
                              "ones for the end."),
        "koz": lambda: tr("In %1 every trick you take gives points. Choose as trump your longest suit with its high "
                          "cards, draw the others' trumps, then cash your winners."),
        "no-bazas": lambda: tr("In %1 every trick you take costs points. Get rid of your aces and kings while someone "
                               "else is sure to take the trick."),
        "no-corazones": lambda: tr("In %1 every heart you take costs points, and hearts may not be led. Keep low "
                                   "hearts to play under the others' higher ones."),
        "ni-k-ni-j": lambda: tr("In %1 every king and every jack you take costs points. Lose yours under higher "
                                "cards, and discard them when you cannot follow suit."),
        "no-q": lambda: tr("In %1 every queen you take costs points. Play your queens under kings and aces, and "
                           "discard them when you cannot follow suit."),
        "rey-de-corazones": lambda: tr("In %1 only the K♥ counts, and it costs the most. Whoever holds it must "
                                       "discard it as soon as they cannot follow suit."),
        "dos-ultimas": lambda: tr("In %1 only the last two tricks count. Get rid of your high cards early and keep "
                                  "low ones for the end."),
        "recuperacion": lambda: tr("In %1 every trick you take gives points. The player who leads names the trump or "
                                   "sells that right for tricks; draw trumps, then cash your winners."),
    }
    return texts[contract]().replace("%1", contract_name(contract))


__all__ = ["about_tricks", "choice_text", "grade_text", "hint_why_text", "how_often", "lesson_intro", "loss_text",
           "review_line", "sentence_text", "unmeasured_text", "why_review_text", "why_text"]
