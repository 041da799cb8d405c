"""This tree is CPython 3.13.5 plus PEP 637 (keyword subscripts).

The interpreter must say so where people read versions (sys.version,
``python -VV``, the REPL banners) while everything that tools use to pick
wheels, ABI tags and install paths stays exactly that of CPython 3.13.
"""

import importlib.machinery
import os
import platform
import re
import select
import subprocess
import sys
import sysconfig
import unittest
from test import support
from test.support import os_helper

try:
    import pty
except ImportError:
    pty = None


FORK_VERSION = "3.13.5+pep637"


class ForkIsVisibleTests(unittest.TestCase):
    """The first half: people can tell that this is the fork."""

    def test_sys_version(self):
        self.assertEqual(sys.version.split()[0], FORK_VERSION)

    def test_platform_python_version(self):
        self.assertEqual(platform.python_version(), FORK_VERSION)

    def test_version_is_valid_pep440(self):
        # "+pep637" is a PEP 440 local version label, so packaging's
        # python_full_version marker still parses and compares.
        pep440_local = r"\d+(\.\d+)*\+[a-z0-9]+([-_.][a-z0-9]+)*"
        self.assertRegex(platform.python_version(), f"^{pep440_local}$")

    @support.requires_subprocess()
    def test_command_line_version(self):
        out = subprocess.run([sys.executable, "-V"], capture_output=True,
                             text=True, check=True).stdout
        self.assertEqual(out.strip(), f"Python {FORK_VERSION}")
        out = subprocess.run([sys.executable, "-VV"], capture_output=True,
                             text=True, check=True).stdout
        self.assertTrue(out.startswith(f"Python {FORK_VERSION} ("), out)

    def run_repl_banner(self, env_update):
        master_fd, slave_fd = pty.openpty()
        env = os.environ.copy()
        env.update(env_update)
        env["TERM"] = "vt100"
        env.pop("PYTHONSTARTUP", None)
        with os_helper.temp_cwd():
            env["PYTHON_HISTORY"] = os.path.join(os.getcwd(), "history")
            proc = subprocess.Popen([sys.executable, "-i"],
                                    stdin=slave_fd, stdout=slave_fd,
                                    stderr=slave_fd, env=env, close_fds=True)
            os.close(slave_fd)
            os.write(master_fd, b"exit()\n")
            output = []
            while select.select([master_fd], [], [],
                                support.SHORT_TIMEOUT)[0]:
                try:
                    data = os.read(master_fd, 1024)
                except OSError:
                    break
                if not data:
                    break
                output.append(data)
            os.close(master_fd)
            try:
                proc.wait(timeout=support.SHORT_TIMEOUT)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                self.fail("the REPL did not exit")
        return b"".join(output).decode("utf-8", "replace")

    @unittest.skipUnless(pty, "requires pty")
    @support.requires_subprocess()
    def test_basic_repl_banner(self):
        output = self.run_repl_banner({"PYTHON_BASIC_REPL": "1"})
        self.assertIn(f"Python {FORK_VERSION} (", output)

    @unittest.skipUnless(pty, "requires pty")
    @support.requires_subprocess()
    def test_pyrepl_banner(self):
        output = self.run_repl_banner({})
        if "can't use pyrepl" in output:
            self.skipTest("pyrepl not available")
        self.assertIn(f"Python {FORK_VERSION} (", output)


class StillCPython313Tests(unittest.TestCase):
    """The second half: tools still see CPython 3.13 and its ABI."""

    def test_version_info(self):
        self.assertEqual(sys.version_info[:], (3, 13, 5, "final", 0))
        self.assertEqual(sys.hexversion, 0x030D05F0)

    def test_implementation(self):
        self.assertEqual(sys.implementation.name, "cpython")
        self.assertEqual(sys.implementation.cache_tag, "cpython-313")
        self.assertEqual(sys.implementation.version, sys.version_info)
        self.assertEqual(platform.python_implementation(), "CPython")

    def test_abiflags(self):
        expected = ""
        if support.Py_GIL_DISABLED:
            expected += "t"
        if support.Py_DEBUG:
            expected += "d"
        self.assertEqual(sys.abiflags, expected)

    @unittest.skipIf(sys.platform == "win32", "POSIX extension suffix")
    def test_extension_suffix(self):
        soabi = sysconfig.get_config_var("SOABI")
        self.assertTrue(soabi.startswith(f"cpython-313{sys.abiflags}"), soabi)
        ext_suffix = sysconfig.get_config_var("EXT_SUFFIX")
        self.assertEqual(ext_suffix, f".{soabi}.so")
        self.assertIn(ext_suffix, importlib.machinery.EXTENSION_SUFFIXES)

    def test_install_paths_use_short_version(self):
        self.assertEqual(sysconfig.get_python_version(), "3.13")
        self.assertEqual(sysconfig.get_config_var("py_version_short"), "3.13")
        self.assertEqual(sysconfig.get_config_var("py_version_nodot"), "313")
        self.assertTrue(
            re.search(r"python3\.13t?[/\\]site-packages$",
                      sysconfig.get_path("purelib", "posix_prefix")))


if __name__ == "__main__":
    unittest.main()
