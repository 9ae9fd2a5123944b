"""Entry script of the frozen KingDesk (PyInstaller runs this instead of the ``kingdesk`` console script).

``multiprocessing.freeze_support()`` must come first: the computer players'
process pool (``kingdesk.ai.worker``) starts its children with the ``spawn``
method, which in a frozen app re-runs this very executable with special
arguments; ``freeze_support`` turns such a run into the worker and never
returns to the GUI code below.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from kingdesk.app import main

    sys.exit(main())
