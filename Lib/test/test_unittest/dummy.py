# Empty module for testing the loading of modules
