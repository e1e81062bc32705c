import gc

# The imports make many objects and no garbage: collecting meanwhile scans
# them all again and again (about 2 ms of a table's first paint). The table
# keeps collection off until its first frame (start.run_table).
gc.disable()
from .command import main  # noqa: E402

gc.enable()
main()
