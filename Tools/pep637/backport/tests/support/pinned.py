"""The data that tools/pin_fork.py pins from the fork, as JSON files in
tests/data/: load() reads one, dump() gives the text pin_fork.py writes.
"""

import json
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"


def load(name):
    with open(DATA / f"{name}.json", encoding="utf-8") as f:
        return json.load(f)


def dump(data):
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
