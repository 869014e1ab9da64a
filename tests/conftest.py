"""Settings for the whole suite (the test helpers are the package ``tests``)."""

import os

from hypothesis import settings

# In CI the property tests run the same examples every time (a failure there is then
# reproducible, and a run cannot fail by the luck of the draw); locally they explore.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")
