svn export --force http://svn.red-bean.com/bob/macholib/trunk/macholib/ .
