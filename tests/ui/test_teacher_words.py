"""Every sentence template of the hint and the review has its words in English, Spanish and Turkish."""

from __future__ import annotations

import pytest

from kingdesk.ai.explain import TEMPLATES, Explanation, Sentence
from kingdesk.ai.review import Reviewed
from kingdesk.engine.cards import parse_card

NAMES = ["Ana", "Baran", "Carmen", "Deniz"]
KH, Q9 = parse_card("KH"), parse_card("9H")

EXAMPLES: dict[str, tuple[Sentence, dict[str, str]]] = {
    "rule": (Sentence("rule", ("must-follow-suit", "kupa-almaz")),
             {"en": "You must follow suit.", "es": "Debes asistir al palo de salida.",
              "tr": "Yerdeki renkten atmak zorundasın."}),
    "only": (Sentence("only"), {"en": "There is no other choice.", "es": "No hay otra opción.",
                                "tr": "Başka seçenek yok."}),
    "equivalent": (Sentence("equivalent"), {"en": "Your cards here are all as good as one another.",
                                            "es": "Aquí todas tus cartas valen lo mismo.",
                                            "tr": "Buradaki kağıtlarının hepsi aynı değerde."}),
    "void": (Sentence("void", (2, 3)), {"en": "Carmen has no ♣ left.", "es": "A Carmen ya no le quedan ♣.",
                                        "tr": "Carmen ♣ rengini bitirdi."}),
    "still-out": (Sentence("still-out", (KH,)), {"en": "Still out: K♥.", "es": "Aún no ha salido: K♥.",
                                                 "tr": "Henüz çıkmadı: K♥."}),
    "takes": (Sentence("takes", (KH, 1, Q9, 3)),
              {"en": "With the K♥ you take this trick about 1 time in 5; with the 9♥, about 3 times in 5.",
               "es": "Con K♥ te llevas esta baza unas 1 vez de cada 5; con 9♥, unas 3 veces de cada 5.",
               "tr": "Bu eli alma şansın K♥ ile 5'te 1 kadar, 9♥ ile 5'te 3 kadar."}),
    "better-card": (Sentence("better-card", (40, KH)),
                    {"en": "On average 40 points better than playing the K♥.",
                     "es": "De media, 40 puntos mejor que jugar K♥.",
                     "tr": "K♥ oynamaktan ortalama 40 puan daha iyi."}),
    "as-good-card": (Sentence("as-good-card", (Q9,)),
                     {"en": "About as good as playing the 9♥.", "es": "Más o menos igual que jugar 9♥.",
                      "tr": "9♥ oynamakla aşağı yukarı aynı."}),
    "better-option": (Sentence("better-option", (1, "contract", "kiz-almaz")),
                      {"en": "On average 1 point better than No Queens.",
                       "es": "De media, 1 punto mejor que No damas.",
                       "tr": "Ortalama 1 puan daha iyi (Kız Almaz yerine)."}),
    "as-good-option": (Sentence("as-good-option", ("contract", "rifki")),
                       {"en": "About as good as King of Hearts.",
                        "es": "Más o menos igual que El rey de corazones.",
                        "tr": "Aşağı yukarı aynı (Rıfkı yerine)."}),
    "trump-tricks": (Sentence("trump-tricks", (1, 6, 0, 1)),
                     {"en": "With hearts as trumps you take about 6 tricks; with spades, about 1 trick.",
                      "es": "Con triunfo a corazones te llevas unas 6 bazas; con picas, unas 1 baza.",
                      "tr": "Koz kupa olursa yaklaşık 6 el alırsın; maça olursa yaklaşık 1 el."}),
    "el-iptal-below": (Sentence("el-iptal-below", (60,)), {"en": "60 points less", "es": "60 puntos menos",
                                                          "tr": "60 puan az"}),
    "el-iptal-above": (Sentence("el-iptal-above", (1,)), {"en": "1 point more", "es": "1 punto más",
                                                         "tr": "1 puan fazla"}),
    "sale-free": (Sentence("sale-free"), {"en": "opening the sale costs nothing", "es": "no cuesta nada",
                                          "tr": "bedeli yok"}),
    "sale-worth": (Sentence("sale-worth", (2,)), {"en": "worth about 2 tricks to you", "es": "unas 2 bazas",
                                                  "tr": "yaklaşık 2 el kazandırır"}),
    "offer-better": (Sentence("offer-better", (3, 2)), {"en": "The offer (3 tricks)", "es": "La oferta (3 bazas)",
                                                        "tr": "Teklif (3 el)"}),
    "offer-worse": (Sentence("offer-worse", (1, 4)), {"en": "(about 4 tricks) is worth more to you than the offer "
                                                            "(1 trick)", "es": "la oferta (1 baza)",
                                                      "tr": "tekliften (1 el)"}),
    "king-made": (Sentence("king-made", (5,)), {"en": "almost always", "es": "casi siempre",
                                                "tr": "neredeyse kesin"}),
    "misdeal-lone": (Sentence("misdeal-lone"), {"en": "a redeal", "es": "nuevo reparto",
                                                "tr": "yeniden dağıtım"}),
    "misdeal-keep": (Sentence("misdeal-keep"), {"en": "worth playing", "es": "vale la pena jugar",
                                                "tr": "oynamaya değer"}),
}


@pytest.fixture
def use(qapp):  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    yield lambda code: i18n.install_translators(qapp, code)
    i18n.install_translators(qapp, "en")


def test_every_template_has_an_example() -> None:
    assert set(EXAMPLES) == set(TEMPLATES)


@pytest.mark.parametrize("lang", ["en", "es", "tr"])
def test_each_template_in_each_language(use, lang: str) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    use(lang)
    for key, (sentence, words) in EXAMPLES.items():
        text = i18n.sentence_text(sentence, NAMES)
        assert words[lang] in text, (key, lang, text)
        assert "%" not in text and "(s)" not in text, (key, lang, text)


def test_the_human_is_you(use) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    use("es")
    assert i18n.sentence_text(Sentence("void", (0, 1)), NAMES, human=0) == "Ya no te quedan ♥."


def test_the_hint_and_a_review_line(use) -> None:  # type: ignore[no-untyped-def]
    from kingdesk.ui import i18n

    use("tr")
    why = Explanation("card", Q9, (Sentence("rule", ("must-follow-suit", "rifki")), Sentence("better-card", (40, KH))))
    assert i18n.hint_why_text(why, NAMES) == "İpucu: kupa dokuzlusu. Yerdeki renkten atmak zorundasın. K♥ oynamaktan " \
                                            "ortalama 40 puan daha iyi."
    r = Reviewed(12, 0, 0, "card", KH, Q9, 40.0, "inaccuracy", why.sentences)
    assert i18n.review_line(r, NAMES).split("\t")[:6] == ["12", "1", "K♥", "9♥", "40", "yanlışlık"]


@pytest.mark.parametrize("kind", ["sale", "bid", "accept", "king", "misdeal", "contract"])
def test_a_decision_no_points_measure_says_why_it_has_no_grade(use, kind) -> None:  # type: ignore[no-untyped-def]
    """Its row says plainly that it is not measured, and why, in the player's language: never a bare dash."""
    from kingdesk.ui import i18n

    r = Reviewed(3, 0, 0, kind, "pass", 2, None, None, ())
    for lang, lost, start in (("en", "not measured", "Not graded: "), ("es", "sin medir", "Sin nota: "),
                              ("tr", "ölçülmedi", "Değerlendirilmedi: ")):
        use(lang)
        assert i18n.loss_text(r) == lost
        why = i18n.why_review_text(r, NAMES)
        assert why.startswith(start) and why == i18n.unmeasured_text(kind)
        assert i18n.review_line(r, NAMES).split("\t")[4] == lost
    measured = Reviewed(3, 0, 0, "card", KH, Q9, 40.0, "mistake", (Sentence("only"),))
    assert i18n.loss_text(measured) == "40" and i18n.why_review_text(measured, NAMES) == "Başka seçenek yok."
    small = Reviewed(3, 0, 0, "card", KH, Q9, 0.4, "inaccuracy", ())  # a Spanish inaccuracy: not "0"
    assert i18n.loss_text(small) == "0,4"
    use("en")
    assert i18n.loss_text(small) == "0.4"
