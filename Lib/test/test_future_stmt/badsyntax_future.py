from __future__ import absolute_import
"spam, bar, blah"
from __future__ import print_function
