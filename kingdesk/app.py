"""The desktop application's entry point (``kingdesk``).

Until the card table lands this opens a plain window that says what the program
is; it already starts a real Qt application with the package's translations.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    argv = list(sys.argv if argv is None else argv)
    if argv[1:2] == ["sheet"]:
        from kingdesk.ui.scoresheet.cli import main as sheet_main

        return sheet_main(argv[2:])
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("KingDesk")
    window = QMainWindow()
    window.setWindowTitle("KingDesk")
    label = QLabel(QApplication.translate("Placeholder", "KingDesk — the card table is on its way."))
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(960, 640)
    window.show()
    if "--self-test" in argv:
        QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
