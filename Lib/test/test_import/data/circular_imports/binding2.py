import test.test_import.data.circular_imports.binding as binding
