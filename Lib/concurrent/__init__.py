# This directory is a Python package.
