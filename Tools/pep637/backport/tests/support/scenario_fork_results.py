"""What the pep637 fork shows of the scenarios of scenarios.py.

The data of data/scenario_fork_results.json, which tools/pin_fork.py
writes with the fork's interpreter.  JSON has no tuples: the frames and
warnings of an observation are made the tuples that scenarios.observe()
gives again.
"""

from .pinned import load

_data = load("scenario_fork_results")
OBSERVATIONS = {
    name: dict(observation,
               frames=[tuple(frame) for frame in observation["frames"]],
               warnings=[tuple(w) for w in observation["warnings"]])
    for name, observation in _data["OBSERVATIONS"].items()
}
CARETS = _data["CARETS"]
