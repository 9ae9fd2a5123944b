"""Settings chosen in the Settings dialog reach the table when it is accepted (DisplaySettings.apply)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from kingdesk.ui.settings import Settings


def test_accepted_settings_reach_the_table(qtbot, data_dir, tmp_path):
    from kingdesk.session.shelf import Shelf
    from kingdesk.storage.autosave import Autosave
    from kingdesk.storage.history import History
    from kingdesk.ui.lifecycle import Storage
    from kingdesk.ui.main_window import MainWindow

    user = Settings(QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat))
    w = MainWindow(demo=True, speed="instant", settings=QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat),
                   storage=Storage(Autosave(), Shelf(), History()), user_settings=user)
    qtbot.addWidget(w)
    try:
        user.set_value("speed", "fast")
        user.set_value("auto_play", True)
        user.set_value("reduced_motion", True)
        w.display.apply()  # what the dialog's accepted signal runs
        assert w.scene.timings.speed == "fast"
        assert w.scene.timings.reduced_motion is True
        assert w.controller.auto_play_single is True
    finally:
        w.quit_now()
