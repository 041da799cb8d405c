"""pep637 in the tools that run Python code: what makes keyword subscripts
work in each of them.

* importer: the import hook (pep637.install()), with pep637's own
  bytecode cache files;
* runner_patches: what ``python -m pep637`` (pep637.__main__) puts in
  builtins and the standard library while a program runs, with
  operator_keywords (operator.getitem() and the like, forwarding
  keywords);
* repl: the interactive interpreter of ``python -m pep637``;
* pytest_plugin, ipython: the pytest plugin and ``%load_ext pep637``
  (pep637.kernel and pep637.coverage_plugin, which users name, are at the
  top of the package).

They sit above the rest of the package: they import the compile pipeline
(pep637.compiler) and the runtime, which import none of them.
"""
