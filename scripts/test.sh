#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what the tests need where it is missing,
# then runs `python -m pytest` with the arguments given, e.g. `scripts/test.sh -m "not slow"`.
#
# 1. Debian packages (the list below, the only one in the project): checked with dpkg-query;
#    what is missing is installed with apt-get when this user may (root, or `sudo -n` works).
#    Where it cannot be installed (no root, not Debian), this says which are missing and what
#    to run, and the tests that need them skip with one summary line (tests/conftest.py reads
#    MAKE_DECK_MISSING_PACKAGES). With CI=true nothing may skip: a missing package fails here.
# 2. The package itself and its test extras (`pip install -e '.[test]'`) unless this checkout
#    is already installed with every test requirement satisfied.
# 3. `python -m pytest "$@"` (PYTHON=... picks another interpreter, e.g. a venv's).
#
# Quiet when everything is there. Overrides, for trying the script's paths:
#   MAKE_DECK_TEST_PACKAGES_EXTRA="pkg:kind[,kind] ..."  more packages, as if listed below
#   MAKE_DECK_TEST_NO_INSTALL=1                          never install (as if not root)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# PYTHON=... may be relative to where this was started; the checks below run elsewhere
[[ "${PYTHON:-}" == */* && "${PYTHON}" != /* ]] && PYTHON="$PWD/$PYTHON"
cd "$ROOT"
say() { printf 'scripts/test.sh: %s\n' "$*" >&2; }

# The Debian packages the tests need. Columns: package, the kinds of tests that need it
# (tests/conftest.py knows which tests are of which kind), and a command or file that stands
# for it where it came from elsewhere (`-`: none; a Node.js of the machine's own keeps it).
PACKAGES='
chromium            chromium                /usr/bin/chromium  # Playwright drives Debian chromium, never `playwright install`
webkit2gtk-driver   webkit                  WebKitWebDriver    # WebKit (AnkiMobile engine) via Selenium
xvfb                webkit,desktop          Xvfb               # a screen for WebKit and the Anki desktop app
xauth               webkit,desktop          xauth
fonts-dejavu-core   chromium,webkit,desktop -                  # legible text and screenshots
fonts-liberation    chromium,webkit,desktop -
git                 git                     git                # the pre-commit hook test
nodejs              node                    node               # the tests npm-install yaml-language-server
npm                 node                    npm                #   into ~/.cache/make_deck themselves
xdotool             desktop                 xdotool            # the Anki desktop app (aqt, PyQt6 from PyPI) under Xvfb:
libxcb-icccm4       desktop                 -                  #   the X, XCB, EGL/GL, NSS and sound libraries
libxcb-keysyms1     desktop                 -                  #   its Qt and Chromium load (ldd on PyQt6/Qt6)
libxcb-xinerama0    desktop                 -
libxcb-cursor0      desktop                 -
libxcb-image0       desktop                 -
libxcb-randr0       desktop                 -
libxcb-render-util0 desktop                 -
libxcb-shape0       desktop                 -
libxcb-xkb1         desktop                 -
libxcb-xfixes0      desktop                 -
libxkbcommon0       desktop                 -
libxkbcommon-x11-0  desktop                 -
libxkbfile1         desktop                 -
libegl1             desktop                 -
libgl1              desktop                 -
libgbm1             desktop                 -
libnss3             desktop                 -
libnspr4            desktop                 -
libxcomposite1      desktop                 -
libxdamage1         desktop                 -
libxrandr2          desktop                 -
libxtst6            desktop                 -
libfontconfig1      desktop                 -
libdbus-1-3         desktop                 -
libasound2          desktop                 -
libpulse0           desktop                 -
pngquant            desktop                 pngquant           # small screenshots (scripts/screenshots.py)
'
names=() kinds=() probes=()
while read -r name kind probe _; do
  [[ -z "$name" ]] && continue
  names+=("$name") kinds+=("$kind") probes+=("$probe")
done <<<"$PACKAGES"
for extra in ${MAKE_DECK_TEST_PACKAGES_EXTRA:-}; do
  names+=("${extra%%:*}") probes+=(-)
  if [[ "$extra" == *:* ]]; then kinds+=("${extra#*:}"); else kinds+=(extra); fi
done

has_dpkg() { command -v dpkg-query >/dev/null; }
# present PKG PROBE: installed by dpkg, or its stand-in command/file exists
declare -A installed=()
read_installed() {
  installed=()
  has_dpkg || return 0
  local pkg status
  while read -r pkg status; do
    [[ "$status" == "install ok installed" ]] && installed[$pkg]=1
  done < <(dpkg-query -W -f='${Package} ${Status}\n' "${names[@]}" 2>/dev/null || true)
}
present() {  # index
  local i=$1
  [[ -n "${installed[${names[$i]}]:-}" ]] && return 0
  local probe=${probes[$i]}
  [[ "$probe" == - ]] && { has_dpkg && return 1; return 0; }  # not Debian: a library cannot be checked
  if [[ "$probe" == /* ]]; then [[ -e "$probe" ]]; else command -v "$probe" >/dev/null; fi
}
missing_packages() {
  missing=() missing_kinds=()
  local i
  for i in "${!names[@]}"; do
    if ! present "$i"; then missing+=("${names[$i]}"); missing_kinds+=("${kinds[$i]}"); fi
  done
}

read_installed
missing_packages
if (( ${#missing[@]} )); then
  sudo=()
  can_install=
  if [[ "${MAKE_DECK_TEST_NO_INSTALL:-}" != 1 ]] && command -v apt-get >/dev/null; then
    if (( EUID == 0 )); then can_install=1
    elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then can_install=1 sudo=(sudo -n)
    fi
  fi
  if [[ -n "$can_install" ]]; then
    say "installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # with recommends: WebKit renders through Mesa's software GL under Xvfb
    "${sudo[@]}" apt-get update -qq -o DPkg::Lock::Timeout=300
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      -o DPkg::Lock::Timeout=300 "${missing[@]}" >/dev/null
    read_installed
    missing_packages
    if (( ${#missing[@]} )); then
      say "error: apt-get ran but these are still missing: ${missing[*]}"
      exit 1
    fi
  else
    if command -v apt-get >/dev/null; then
      how="as root: apt-get install ${missing[*]}  (or run scripts/test.sh as root)"
    else
      how="this is not Debian: install your system's equivalents of ${missing[*]} (Debian's names)"
    fi
    if [[ -n "${CI:-}" && "${CI}" != false && "${CI}" != 0 ]]; then
      say "error: missing Debian packages: ${missing[*]}"
      say "$how"
      say "CI is set: no test may skip for a missing package"
      exit 1
    fi
    say "missing Debian packages: ${missing[*]}"
    say "$how"
    say "the tests that need them are skipped (one line in pytest's summary)"
    pairs=()
    for i in "${!missing[@]}"; do
      IFS=, read -ra ks <<<"${missing_kinds[$i]}"
      for k in "${ks[@]}"; do pairs+=("$k:${missing[$i]}"); done
    done
    export MAKE_DECK_MISSING_PACKAGES="${pairs[*]}"
  fi
fi

# The package and its test extras, installed once: skipped when this checkout is what the
# interpreter imports and every requirement of the `test` extra is satisfied.
if [[ -z "${PYTHON:-}" ]]; then
  if command -v python >/dev/null; then PYTHON=python; else PYTHON=python3; fi
fi
extras_ok() {
  (cd / && "$PYTHON" - "$ROOT" <<'EOF'
import sys
root = sys.argv[1]
sys.path = [p for p in sys.path if p not in ("", ".")]
import importlib.metadata as md
import os
try:
    from packaging.requirements import Requirement
except ImportError:
    try:
        from pip._vendor.packaging.requirements import Requirement
    except ImportError:
        sys.exit(1)
try:
    dist = md.distribution("make-deck")
    import make_deck
except (md.PackageNotFoundError, ImportError):
    sys.exit(1)
if os.path.realpath(os.path.dirname(make_deck.__file__)) != os.path.realpath(root):
    sys.exit(1)  # another checkout is installed
for text in dist.requires or []:
    req = Requirement(text)
    if req.marker is not None and not req.marker.evaluate({"extra": "test"}):
        continue
    try:
        version = md.version(req.name)
    except md.PackageNotFoundError:
        sys.exit(1)
    if not req.specifier.contains(version, prereleases=True):
        sys.exit(1)
EOF
  )
}
if ! extras_ok; then
  say "installing make_deck and its test extras: $PYTHON -m pip install -e '.[test]'"
  "$PYTHON" -m pip install -q -e '.[test]'
fi

exec "$PYTHON" -m pytest "$@"
