# Codemods for code with keyword subscripts (PEP 637), run by
# `python -m libcst.tool codemod` (run_tests.sh lists this package in
# .libcst.codemod.yaml's modules).
