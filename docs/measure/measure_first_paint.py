"""First paint (not a test): start, draw the first frame headless at 100x30,
exit. `bare` is a Textual app with one Static, the yardstick; `table` is
cardtable's table (ecarte, seed 1, pace off). Time the whole process from
outside, the two in turn, and compare the medians of the pairs' ratios:

    python docs/measure/measure_first_paint.py bare
    python docs/measure/measure_first_paint.py table

Run from the repo root (or give the repo as the second argument). Saves go
to a fresh temporary CARDTABLE_HOME, never the player's own.

Bytecode: Textual's is compiled in site-packages, and an installed
cardtable's is too (pip compiles it), as is a checkout's after its first run
unless PYTHONDONTWRITEBYTECODE is set. With that variable set and no
__pycache__, every `table` run compiles cardtable's ~320 KB of source first
(about 0.2 of the ratio). Say which you measure; `python -m compileall -q
cardtable` gives the installed case.
"""
import os
import sys
import tempfile

sys.path.insert(0, sys.argv[2] if len(sys.argv) > 2 else ".")
if len(sys.argv) < 2 or sys.argv[1] not in ("bare", "table"):
    sys.exit("usage: measure_first_paint.py bare|table [REPO]")

if sys.argv[1] == "bare":
    from textual.app import App
    from textual.widgets import Static

    class Bare(App):
        def compose(self):
            yield Static("hello")

        def on_mount(self):
            self.call_after_refresh(self.exit)
    Bare().run(headless=True, size=(100, 30))
else:
    os.environ["CARDTABLE_HOME"] = tempfile.mkdtemp(prefix="first-paint-")
    import cardtable.tui.app as app_module
    from cardtable.tui.app import CardtableApp

    class Timed(CardtableApp):
        CSS_PATH = os.path.join(os.path.dirname(app_module.__file__), CardtableApp.CSS_PATH)

        def on_mount(self):
            self.call_after_refresh(self.exit)
    Timed(game="ecarte", seed=1, pace="off").run(headless=True, size=(100, 30))
