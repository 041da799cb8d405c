"""IPython extension: ``%load_ext pep637``, keyword subscripts in cells.

In IPython or a Jupyter notebook on a stock CPython, ``%load_ext pep637``
(:func:`load_ipython_extension`, which ``import pep637`` gives without
importing IPython) makes the following cells accept ``a[i, k=1]`` with
the fork's meaning, for as long as the extension is loaded:

* the runner's patches (:mod:`pep637.integrations.runner_patches`): the
  pipeline's ``compile()``, ``exec()`` and ``eval()`` in builtins.  IPython
  parses a cell with ``compile(..., PyCF_ONLY_AST)``
  (``ip.compile.ast_parse()``), compiles its statements with ``ip.compile``
  (``codeop.Compile``), tells a complete cell from an unfinished one with
  ``codeop`` too (``ip.input_transformer_manager.check_complete()``) and
  top-level ``await`` with ``compile()``: all of them, and ``%timeit``,
  ``%time``, ``%run``, ``%debug`` and pdb, now go through the pipeline, with
  the cell's file name (``Cell In[3], line 2`` in tracebacks and syntax
  errors).  Also ``operator.getitem()`` with keywords, ``ast.unparse()`` and
  ``ast.Subscript.keywords``, as under the runner;
* the import hook (:func:`pep637.install`), for modules that the cells
  import;
* the part of the failing expression that IPython's tracebacks highlight
  in each frame: IPython finds it with ``executing`` (through
  ``stack_data``), which parses the source with ``ast.parse()`` and
  checks the instruction against the node.  Its module is given the
  package's ``ast.parse()`` and a node finder that knows that the
  instruction of a keyword subscript is a call of the runtime, so that
  ``d[1, k=2]`` is highlighted as on the fork.

:func:`unload_ipython_extension` (``%unload_ext pep637``) puts everything
back.  On the fork, only the parts that are not pass-throughs there (the
import hook) are done.  The Jupyter kernel of :mod:`pep637.kernel` loads
this extension before the first cell.
"""

from contextlib import ExitStack

from . import importer, runner_patches
from .. import compiler
from .._interpreter import native
from ..compiler.keyword_nodes import is_keyword_subscript

__all__ = ["load_ipython_extension", "unload_ipython_extension"]

# id(shell) -> ExitStack that undoes what load_ipython_extension() did.
_loaded = {}

# Instructions that run a keyword subscript compiled by the package: the
# calls of the runtime (pep637.compiler.transform).
_RUNTIME_CALLS = ("CALL", "CALL_KW", "CALL_FUNCTION_EX")


def load_ipython_extension(ip):
    """Make the cells of IPython shell *ip* accept keyword subscripts."""
    if id(ip) in _loaded:
        return
    undo = ExitStack()
    if not importer.installed():
        importer.install()
        undo.callback(importer.uninstall)
    undo.enter_context(runner_patches.patched())
    if not native():
        undo.enter_context(_executing_patched())
    _loaded[id(ip)] = undo


def unload_ipython_extension(ip):
    """Undo load_ipython_extension(ip)."""
    undo = _loaded.pop(id(ip), None)
    if undo is not None:
        undo.close()


class _Patched:
    """Set attributes of objects, and put them back when closed."""

    def __init__(self):
        self._saved = []

    def set(self, owner, name, value):
        self._saved.append((owner, name, vars(owner)[name]))
        setattr(owner, name, value)

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        while self._saved:
            setattr(*self._saved.pop())


def _executing_patched():
    """Let ``executing`` find the node of a keyword subscript (see the
    module's doc); nothing if it is not installed."""
    patched = _Patched()
    try:
        import executing.executing as module
        from executing._position_node_finder import PositionNodeFinder
    except ImportError:
        return patched
    finder = getattr(module, "NodeFinder", None)
    if finder is not PositionNodeFinder:  # another version of executing
        return patched

    class NodeFinder(PositionNodeFinder):
        __doc__ = PositionNodeFinder.__doc__

        def verify(self, node, instruction):
            # As on the fork, whose BINARY_SUBSCR_KW and STORE_SUBSCR_KW
            # executing takes for a subscript's, but not DELETE_SUBSCR_KW.
            if (is_keyword_subscript(node)
                    and instruction.opname in _RUNTIME_CALLS
                    and type(node.ctx).__name__ != "Del"):
                return
            super().verify(node, instruction)

    patched.set(module, "ast", compiler.ast_module())
    patched.set(module, "NodeFinder", NodeFinder)
    return patched
