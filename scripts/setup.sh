#!/usr/bin/env bash
# Installs everything this project needs on a fresh machine that has only the system's
# Node 20 and npm: the npm dependencies (among them Node 24 itself, from npm) and, as root, Debian's Chromium, the Noto CJK fonts, PostgreSQL (for the
# server tests against a real database) and ffmpeg (the video-processing job: duration, poster,
# WebM to MP4). Safe to run again: it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }

system_packages=(chromium fonts-noto-cjk postgresql ffmpeg poppler-utils)
missing=()
for package in "${system_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    say "Installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    cat >&2 <<MSG
This project needs these Debian packages, which are missing: ${missing[*]}
Install them as root (sudo apt-get update && sudo apt-get install ${missing[*]}) and run this again.
Chromium runs the story (with their visual references) and end-to-end tests; the fonts draw Korean in screenshots;
PostgreSQL runs the server tests against a real database; ffmpeg processes uploaded and recorded videos;
poppler-utils is how the tests read PDFs: their text, and the card proofs rasterised so that their QR codes decode.
MSG
    exit 1
  fi
fi

# The project's own Node 24 comes from the `node` devDependency, which every npm script
# puts first on PATH; npm itself may stay on the system's Node 20.
# A stamp of the lockfile each install used tells whether node_modules is current.
install_if_stale() {
  local dir=$1 label=$2 stamp="$1/node_modules/.installed-from"
  if [[ ! -f $stamp ]] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
    say "Installing $label"
    npm --prefix "$dir" ci --no-audit --no-fund
    cp "$dir/package-lock.json" "$stamp"
  fi
}
install_if_stale . 'npm dependencies (with Node 24 from npm)'

npm run --silent check-node
say "Ready: Node $(npm exec --silent -- node --version), $(/usr/bin/chromium --version 2>/dev/null || echo 'no Chromium'), $(ffmpeg -hide_banner -version 2>/dev/null | sed -n '1s/ Copyright.*//p' || echo 'no ffmpeg')"
