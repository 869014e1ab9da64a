"""The test suite; its helpers (``tests.helpers``, ``tests.ankiutil``, ``tests.browser``) are imported as a package."""
