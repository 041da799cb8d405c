"""A Jupyter kernel whose cells accept keyword subscripts.

usage: python -m pep637.kernel install [--user] [--name NAME]
                                       [--display-name NAME]
                                       [--prefix PREFIX | --sys-prefix]
       python -m pep637.kernel -f CONNECTION_FILE [ipykernel options]

``install`` writes a kernel spec, as ``python -m ipykernel install`` does
(through jupyter_client's ``KernelSpecManager.install_kernel_spec()``),
named ``pep637`` unless told otherwise, whose command is::

    [sys.executable, "-Xfrozen_modules=off", "-m", "pep637.kernel",
     "-f", "{connection_file}"]

Run with a connection file, the module is ipykernel's kernel (what
``python -m ipykernel_launcher`` runs) with the IPython extension of
:mod:`pep637.integrations.ipython` loaded before the startup files and the
first cell: notebooks need no ``%load_ext pep637``.  ipykernel is imported only
then.
"""

import sys

__all__ = ["main", "install", "kernel_spec", "KERNEL_NAME"]

KERNEL_NAME = "pep637"
DISPLAY_NAME = "Python 3 (pep637)"


def kernel_spec(display_name=DISPLAY_NAME):
    """The kernel.json of the kernel, as a dict (ipykernel's, with our
    command and name)."""
    from ipykernel.kernelspec import get_kernel_dict
    spec = get_kernel_dict(python_arguments=["-Xfrozen_modules=off"])
    argv = spec["argv"]
    argv[argv.index("-m") + 1] = "pep637.kernel"
    spec["display_name"] = display_name
    return spec


def install(user=False, kernel_name=KERNEL_NAME, display_name=None,
            prefix=None, kernel_spec_manager=None):
    """Install the kernel spec (with ipykernel's logos); return the
    directory it was installed in."""
    import shutil
    from ipykernel.kernelspec import write_kernel_spec
    if kernel_spec_manager is None:
        from jupyter_client.kernelspec import KernelSpecManager
        kernel_spec_manager = KernelSpecManager()
    if display_name is None:
        display_name = (DISPLAY_NAME if kernel_name == KERNEL_NAME
                        else kernel_name)
    path = write_kernel_spec(overrides=kernel_spec(display_name))
    try:
        return kernel_spec_manager.install_kernel_spec(
            path, kernel_name=kernel_name, user=user, prefix=prefix)
    finally:
        shutil.rmtree(path, ignore_errors=True)


def _install_main(argv):
    """python -m pep637.kernel install [options]."""
    import argparse
    parser = argparse.ArgumentParser(
        prog="python -m pep637.kernel install",
        description="Install the pep637 kernel spec for Jupyter.")
    parser.add_argument("--user", action="store_true",
                        help="install for the current user instead of "
                             "system-wide")
    parser.add_argument("--name", default=KERNEL_NAME,
                        help=f"the kernel spec's name (default "
                             f"{KERNEL_NAME!r})")
    parser.add_argument("--display-name",
                        help=f"the name shown in Jupyter (default "
                             f"{DISPLAY_NAME!r}, or the --name given)")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--prefix",
                       help="install under PREFIX/share/jupyter/kernels "
                            "(for a virtualenv or conda env)")
    where.add_argument("--sys-prefix", action="store_const",
                       const=sys.prefix, dest="prefix",
                       help=f"install under sys.prefix ({sys.prefix})")
    args = parser.parse_args(argv)
    dest = install(user=args.user, kernel_name=args.name,
                   display_name=args.display_name, prefix=args.prefix)
    print(f"Installed kernelspec {args.name} in {dest}")
    return 0


def _launch(argv):
    """Run ipykernel's kernel with the pep637 extension loaded."""
    from ipykernel import kernelapp

    # Named as ipykernel's (its log lines, its configuration section).
    class IPKernelApp(kernelapp.IPKernelApp):
        """ipykernel's IPKernelApp that loads the extension pep637 first."""

        def init_extensions(self):
            self.shell.extension_manager.load_extension(__package__)
            super().init_extensions()

    IPKernelApp.launch_instance(argv)
    return 0


def main(argv=None):
    """python -m pep637.kernel: install the kernel spec or run the kernel."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["install"]:
        return _install_main(argv[1:])
    return _launch(argv)


if __name__ == "__main__":
    import os
    # As ipykernel_launcher: not the working directory in sys.path while
    # the kernel is imported (InteractiveShellApp.init_path() adds it).
    if sys.path and (sys.path[0] == "" or
                     os.path.realpath(sys.path[0]) == os.getcwd()):
        del sys.path[0]
    sys.exit(main())
