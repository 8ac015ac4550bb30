#!/bin/bash
# `bash benches/portable/pack.sh`: packs bench:render for a GPU machine that has none of our tools (no Node, no
# Chromium, no network) into .bench-portable/: Debian's Chromium with the libraries it links (glibc excepted), fonts,
# this machine's Node, Playwright, and the bench as one module (bundle.ts; bench:bar's as a second, with the sqlite3
# shell it needs; the GPU probe, probe.ts, as a third). Chromium is split in two parts of at most 55 MB so each
# transfer stays under 64 MB; c3/ holds the rest. run.sh unpacks and runs them there (docs/benchmarks.md).
# Needs the test build (`node scripts/build.mjs --test`) and the wasm packages; the build and pkg folders travel too.
set -euo pipefail
# `--bench-only` rewrites only the bench and the scripts, keeping what an earlier run packed.
D=.bench-portable; S=$(mktemp -d); trap 'rm -rf "$S"' EXIT
[ "${1:-}" = --bench-only ] || rm -rf "$D"
mkdir -p "$D/c3/gl"
npx tsx benches/portable/bundle.ts "$D/c3/bench.mjs"
npx tsx benches/portable/bundle.ts "$D/c3/bar.mjs" benches/bar.ts
npx tsx benches/portable/bundle.ts "$D/c3/probe.mjs" benches/portable/probe.ts
cp benches/portable/run.sh "$D/c3/"
# bench:bar --search writes the peer's History database with the sqlite3 shell (not in the GPU machine's image).
mkdir -p "$D/c3/sq" && cp -L "$(command -v sqlite3)" "$D/c3/sq/"
ldd "$(command -v sqlite3)" | awk '$3 ~ /^\// {print $3}' | grep -vE '/(libc|libm)\.so' | xargs -I{} cp -L {} "$D/c3/sq/"
[ "${1:-}" = --bench-only ] && exit 0
cp -a /usr/lib/chromium "$S/chr"
rm -rf "$S"/chr/libVkICD_mock_icd* "$S"/chr/libVkLayer_khronos_validation*
find "$S/chr/locales" -type f ! -name 'en-US*' -delete
mkdir "$S/lib" "$S/fonts" "$S/pw"
ldd "$S/chr/chromium" | awk '$3 ~ /^\// {print $3}' |
  grep -vE '/(libc|libm|libdl|libpthread|librt|libresolv|libstdc\+\+|libgcc_s)\.so' | xargs -I{} cp -L {} "$S/lib/"
cp -L /usr/lib/x86_64-linux-gnu/libsoftokn3.so /usr/lib/x86_64-linux-gnu/libnssckbi.so "$S/lib/" # NSS loads these itself
cp /usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf "$S/fonts/"
cp -rL node_modules/@playwright node_modules/playwright node_modules/playwright-core "$S/pw/"
# The GL dispatch libraries NVIDIA's Vulkan driver links (not in the GPU machine's image).
(cd "$D/c3/gl" && apt-get download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2 >/dev/null)
tar -C "$S" -cf - chr | xz -T0 -9 | split -b 55000000 -d - "$D/chr."
tar -C "$S" -cf - lib fonts pw | xz -T0 -6 > "$D/c3/rest.tar.xz"
xz -T0 -6 -c "$(command -v node)" > "$D/c3/node.xz"
du -sh "$D"/*
