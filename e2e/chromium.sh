#!/usr/bin/env bash
# The journeys' Chromium: $CHROMIUM_PATH (default /usr/bin/chromium) with the features below turned off
# as well as Playwright's own. Chromium keeps only the last --disable-features it is given, so a second
# one in the config's args would undo Playwright's list; this folds every list given into one.
#
# Turned off: the address bar's pop-ups, which headless Chromium builds as WebUI pages in a renderer
# of their own for every window, one window per journey, though nothing ever shows them. They were
# about 10-20% of a run's CPU (docs/decisions/029-journeys-chromium.md).
set -euo pipefail
disabled=WebUIOmniboxPopup,WebUIOmniboxAimPopup
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;
    *) args+=("$arg") ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" "--disable-features=$disabled"
