#!/bin/sh
# Starts Chromium with its sandbox on. Chromium refuses its sandbox as root ("Running as root
# without --no-sandbox is not supported"), so when started as root this drops to an unprivileged
# user (TIERMAP_CHROMIUM_USER, default nobody) with setpriv, no capabilities left, and hands that
# user the profile directory Playwright made. tiermap's PDF printer launches Chromium through it.
set -eu
real="${TIERMAP_CHROMIUM_REAL:?TIERMAP_CHROMIUM_REAL names the Chromium to run}"
if [ "$(id -u)" != 0 ]; then
  exec "$real" "$@"
fi
user="${TIERMAP_CHROMIUM_USER:-nobody}"
uid="$(id -u "$user")"
gid="$(id -g "$user")"
home=/tmp
for arg in "$@"; do
  case "$arg" in
    --user-data-dir=*)
      home="${arg#--user-data-dir=}"
      chown -R "$uid:$gid" "$home"
      ;;
  esac
done
exec setpriv --reuid="$uid" --regid="$gid" --clear-groups --inh-caps=-all --bounding-set=-all \
  env HOME="$home" "$real" "$@"
