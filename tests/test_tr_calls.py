"""Every translatable text is a literal that ``pyside6-lupdate`` can see.

lupdate reads the source, not the running program: it files ``tr("literal")``
and ``QCoreApplication.translate("Context", "literal", ...)``, and nothing else.
A variable as the text, or a call inside an f-string (lupdate skips f-strings
whole), a ``%`` expression or a ``.format(...)`` call, leaves the text out of
the ``.ts`` files, and the player reads English. Compose after translating::

    head = tr("Penalties")
    label = f"<b>{head}</b>"

This walks the syntax tree of every module of ``kingdesk/``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "kingdesk"

# Receivers of a ``.translate(...)`` call that is Qt's (``str.translate`` is not ours).
QT_APPS = {"QCoreApplication", "QApplication", "QGuiApplication"}
# The one module that defines the ``tr`` wrapper (issue 18: one place for the helper).
WRAPPER_HOME = "kingdesk/ui/i18n/core.py"


def _kind(call: ast.Call) -> str | None:
    """``"tr"`` or ``"translate"`` when the call is a translation lookup, else None."""
    f = call.func
    if isinstance(f, ast.Name) and f.id in ("tr", "translate"):
        return f.id
    if isinstance(f, ast.Attribute):
        if f.attr == "tr":
            return "tr"
        if f.attr == "translate" and isinstance(f.value, ast.Name) and (f.value.id in QT_APPS or f.value.id == "i18n"):
            return "translate"
    return None


def _literal(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _is_wrapper(fn: ast.AST) -> bool:
    """``def tr(text): return QCoreApplication.translate("", text)``: the one helper allowed to pass a name."""
    if not isinstance(fn, ast.FunctionDef) or fn.name != "tr":
        return False
    params = {a.arg for a in fn.args.args}
    calls = [n for n in ast.walk(fn) if isinstance(n, ast.Call) and _kind(n) == "translate"]
    return bool(calls) and all(
        len(c.args) >= 2 and _literal(c.args[0]) and isinstance(c.args[1], ast.Name) and c.args[1].id in params
        for c in calls)


def violations(source: str, filename: str) -> list[str]:
    """Every translation call in ``source`` that lupdate cannot collect, as ``file:line: why``."""
    tree = ast.parse(source, filename)
    parent: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parent[child] = node
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        kind = _kind(node)
        if kind is None:
            continue
        where = f"{filename}:{node.lineno}"
        up: ast.AST | None = parent.get(node)
        inside_wrapper = False
        while up is not None:
            if _is_wrapper(up):
                inside_wrapper = True
                break
            up = parent.get(up)
        if inside_wrapper:
            continue
        text_args = node.args[:1] if kind == "tr" else node.args[:2]
        need = 1 if kind == "tr" else 2
        if len(text_args) < need or not all(_literal(a) for a in text_args):
            out.append(f"{where}: {kind}() text is not a string literal")
        if kind == "translate" and len(node.args) >= 4 and not isinstance(node.args[3], ast.Constant):
            # pyside6-lupdate (6.x) files translate("Ctx", "%n …", comment, n) without its plural forms, or drops
            # it when n is an expression; it sees the count of tr(text, comment, n) calls
            out.append(f"{where}: translate() with a count: lupdate misses the plural, use tr(text, comment, n)")
        child: ast.AST = node
        up = parent.get(node)
        while up is not None and not isinstance(up, ast.stmt):
            if isinstance(up, ast.JoinedStr):
                out.append(f"{where}: {kind}() inside an f-string")
            elif isinstance(up, ast.BinOp) and isinstance(up.op, ast.Mod):
                out.append(f"{where}: {kind}() in a % expression")
            elif isinstance(up, ast.Attribute) and up.attr == "format":
                out.append(f"{where}: {kind}() in a .format() expression")
            elif isinstance(up, ast.Call) and isinstance(up.func, ast.Attribute) and up.func.attr == "format" \
                    and child is not up.func:
                out.append(f"{where}: {kind}() in a .format() expression")
            child, up = up, parent.get(up)
    return out


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_every_translation_call_is_visible_to_lupdate():
    found = []
    for path in _modules():
        found += violations(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert not found, "text hidden from lupdate:\n" + "\n".join(found)


def test_the_tr_helper_lives_in_one_place():
    homes = []
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(isinstance(n, ast.FunctionDef) and n.name == "tr" and n.col_offset == 0 for n in tree.body):
            homes.append(str(path.relative_to(ROOT)))
    assert homes == [WRAPPER_HOME], f"the tr() helper is defined in {homes}; import it from kingdesk.ui.i18n"


def test_the_checker_sees_each_hidden_form():
    """The checker itself: each way of hiding a text is caught, the right ways are not."""
    bad = {
        'x = f"<b>{tr(\'Penalties\')}</b>"': "f-string",
        'x = tr("%s tricks") % n': "% expression",
        'x = "%s: %s" % (a, tr("Result"))': "% expression",
        'x = tr("{} tricks").format(n)': ".format()",
        'x = "{}".format(tr("Result"))': ".format()",
        'x = tr(text)': "not a string literal",
        'x = QCoreApplication.translate("Ctx", name)': "not a string literal",
        'x = QCoreApplication.translate(ctx, "Text")': "not a string literal",
        'x = self.tr(label)': "not a string literal",
        'x = translate("Ctx", f"{a}")': "not a string literal",
        'x = translate("Ctx", "%n tricks", None, d.price)': "with a count",
        'x = translate("Ctx", "%n tricks", "c", n)': "with a count",
    }
    for src, why in bad.items():
        found = violations(src, "t.py")
        assert found and any(why in f for f in found), (src, found)
    good = [
        'h = tr("Penalties")\nlabel = f"<b>{h}</b>"',
        'x = tr("Sold to %1").replace("%1", name)',
        'x = tr("%n trick(s)", None, d.price)',
        'x = tr("The buyer names the trump; " "the tricks go to %1.")',
        'x = text.translate(table)',
        'x = "%d" % n',
        'def tr(text: str) -> str:\n    return QCoreApplication.translate("", text)',
    ]
    for src in good:
        assert violations(src, "t.py") == [], src
