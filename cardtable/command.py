"""The `cardtable` command: a plain `cardtable play GAME` opens the table
straight away (start.py, without click); every other command line goes to
click (cli.py). Here, above both, so neither imports the other back."""
from __future__ import annotations

import gc
import os
import sys

from .start import Refused, plain_play, play


def main() -> None:
    """The `cardtable` command."""
    given = plain_play(sys.argv[1:])
    # Click's shell completion is asked for through the environment.
    if given is not None and not any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ):
        # Off while the game and the table are imported, as in run_table.
        gc.disable()
        try:
            play(**given)
        except Refused:
            pass            # click reads the line again and says what is wrong
        except (EOFError, KeyboardInterrupt):
            # As click ends a command interrupted.
            sys.stderr.write("\nAborted!\n")
            sys.exit(1)
        finally:
            gc.enable()
    from .cli import main as click_main
    click_main()
