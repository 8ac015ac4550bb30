#!/bin/bash
# On the GPU machine, in the repo root: `bash benches/portable/run.sh 1` then `2` (each with its Chromium part
# carried: .bench-portable/chr.00, chr.01), then `3 [bench:render arguments]` with c3, .output-test and
# graph-layout-rs/pkg carried. Unpacks into /root/portable, finds the Chromium flags that give WebGL on the GPU
# (probe.mjs) and runs the bench with them; each size's output also goes to $OUT/bench-<sizes>.txt. `bar [bench:bar
# arguments]` (after 3, or alone with the same carried) runs bench:bar (e.g. `--search`), which needs no GPU, into
# $OUT/bar-<arguments>.txt.
G=/root/portable; C=.bench-portable/c3; mkdir -p "$G" "${OUT:=/tmp/out}"
unxz_() { xz -dc -T0; }
case $1 in
1) mv .bench-portable/chr.00 "$G/"; nvidia-smi -L; head -1 /etc/os-release; nproc ;;
2) mv .bench-portable/chr.01 "$G/" && cat "$G"/chr.0* | unxz_ | tar -C "$G" -x && rm "$G"/chr.0* && du -sh "$G/chr" ;;
3|bar) step=$1; shift
  if [ ! -x "$G/node" ]; then
    command -v nvidia-smi >/dev/null && for f in "$C"/gl/*.deb; do dpkg -x "$f" /; done && ldconfig
    unxz_ < "$C/node.xz" > "$G/node" && chmod +x "$G/node"
    unxz_ < "$C/rest.tar.xz" | tar -C "$G" -x
    printf '<?xml version="1.0"?><fontconfig><dir>%s/fonts</dir><cachedir>/tmp/fc-cache</cachedir></fontconfig>\n' "$G" > "$G/fonts.conf"
  fi
  # A later call carries c3 afresh: Playwright goes beside the bundles again.
  [ -d "$C/node_modules/playwright" ] || { mkdir -p "$C/node_modules" && cp -r "$G"/pw/* "$C/node_modules/"; }
  export PATH=$G:$PWD/$C/sq:$PATH LD_LIBRARY_PATH=$G/lib:$G/chr:$PWD/$C/sq:/usr/local/nvidia/lib64 FONTCONFIG_FILE=$G/fonts.conf
  export CHROMIUM_PATH=$G/chr/chromium
  if [ "$step" = bar ]; then
    node "$C/bar.mjs" "$@" 2>&1 | grep --line-buffered -v 'TextRunHarfBuzz\|cpufreq' | tee "$OUT/bar$(printf '%s' "$*" | tr -c 'a-z0-9' '-').txt"
    exit
  fi
  export CHROMIUM_GPU=1
  if command -v nvidia-smi >/dev/null; then
    export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
    export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
  fi
  # ANGLE on Vulkan for WebGL and the compositor alike; EGL; Skia on Vulkan, whose compositor (no Vulkan surface
  # headless) draws in software, reading every WebGL frame back. probe.mjs prefers a list with the compositor on the GPU.
  ANGLE_VULKAN='["--use-angle=vulkan","--ignore-gpu-blocklist","--enable-gpu"]'
  VULKAN='["--use-angle=vulkan","--enable-features=Vulkan","--disable-vulkan-surface","--ignore-gpu-blocklist"]'
  EGL='["--use-gl=angle","--use-angle=gl-egl","--ignore-gpu-blocklist","--enable-gpu"]'
  # The flags are probed once per machine; later runs of step 3 reuse them.
  [ -s "$G/probe.txt" ] || GPU_PAGE=$OUT/gpu-page.txt timeout 150 node "$C/probe.mjs" "[$ANGLE_VULKAN,$EGL,$VULKAN]" 2>&1 |
    grep -E '^(RENDERER|CHOSEN|FAILED)' | tee "$G/probe.txt" "$OUT/probe.txt"
  # GPU_FLAGS (a JSON list) replaces the probed flags, to compare two on one machine.
  CHROMIUM_GPU_ARGS=${GPU_FLAGS:-$(grep '^CHOSEN' "$G/probe.txt" | cut -d' ' -f2-)} && export CHROMIUM_GPU_ARGS
  [ -z "$CHROMIUM_GPU_ARGS" ] && { echo 'No flags gave WebGL on a GPU: software WebGL (SwiftShader).'; unset CHROMIUM_GPU; }
  node "$C/bench.mjs" "$@" 2>&1 | grep --line-buffered -v 'TextRunHarfBuzz\|cpufreq' | tee "$OUT/bench$(printf '%s' "$*" | tr -c 'a-z0-9' '-').txt" ;;
esac
