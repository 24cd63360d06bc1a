#!/bin/sh
# Chromium at the niceness of the test that starts it. Playwright starts the browser in a session of
# its own, which Linux's autogroup scheduling weighs as a whole against every other session: the
# niceness it inherits counts only within that session. The session's own weight is set here
# (/proc/self/autogroup), where the kernel allows it.
echo "${NICED_CHROMIUM_NICENESS:-10}" > /proc/self/autogroup 2>/dev/null || true
exec "${NICED_CHROMIUM:-/usr/bin/chromium}" "$@"
