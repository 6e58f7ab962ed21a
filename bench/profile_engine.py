"""Where the compiled engine spends its time: ``perf`` samples attributed to engine functions.

Usage (from the repository root; needs Linux ``perf``, ``nm`` and ``objdump``)::

    python bench/profile_engine.py                         # play_random_games, starter deck
    python bench/profile_engine.py --loop vector --deck standard --heroes implemented
    python bench/profile_engine.py --loop vector-noobs --seconds 10 --top 40
    python bench/profile_engine.py --loop learner --identity collaborator   # training's env

numba's JIT code has no symbols for ``perf``. This script warms the loop up, copies the
process's anonymous executable mappings, finds which numba cache object (``*.nbc`` under
``qxs_env.engine.jit.CACHE_DIR``) each mapping holds by comparing its code bytes, and maps
every sample to the function whose symbol covers it (after LLVM inlining: a function's share
includes what was inlined into it). One engine function can appear in several specialisations
(different argument types); their shares are summed. Samples just after an atomic instruction
(the reference counting in ``engine/nrt.py``'s notes) are over-counted by sampling skid.
"""

from __future__ import annotations

import argparse
import bisect
import collections
import ctypes
import glob
import os
import re
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from qxs_env.engine.jit import CACHE_DIR
from qxs_env.engine.random_streams import random_actions
from qxs_env.envs.batch import BatchEnv
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.framework import play_random_games


def _py_name(symbol: str) -> str:
    """``module.function`` from a numba symbol
    (``_ZN7qxs_env8rulesets3qxs8triggers4fireB4v349...``)."""
    m = re.match(r"_ZN", symbol)
    if not m:
        return symbol[:40]
    parts, i = [], 3
    while i < len(symbol) and symbol[i].isdigit():
        j = i
        while symbol[j].isdigit():
            j += 1
        n = int(symbol[i:j])
        parts.append(symbol[j : j + n])
        i = j + n
    return ".".join(parts[-2:]) if parts else symbol[:40]


def _loop(args: argparse.Namespace) -> Callable[[], int]:
    """The warmed-up loop body to profile (one call returns the decisions it took)."""
    cfg = GameConfig(players=args.players, deck=args.deck, heroes=args.heroes)
    if args.loop == "engine":
        eng = Engine(cfg, batch=256)
        rng = np.arange(1, 257, dtype=np.uint64)
        play_random_games(eng.state, eng.tba, eng.cfg, 999, 256, rng)
        state = {"base": 0}

        def body() -> int:
            d, _, _ = play_random_games(eng.state, eng.tba, eng.cfg, state["base"], 256, rng)
            state["base"] += 1
            return int(d)

        return body
    if args.loop == "learner":
        return _learner_loop(args)
    venv = BatchEnv(256, config=cfg, observations=args.loop == "vector")
    obs, _ = venv.reset(seed=1)
    rng = np.arange(1, 257, dtype=np.uint64)
    acts = np.zeros(256, np.int64)

    def step() -> int:
        random_actions(obs["action_mask"], rng, acts)
        venv.step(acts)
        return 256

    for _ in range(20):
        step()
    return step


def _learner_loop(args: argparse.Namespace) -> Callable[[], int]:
    """Training's environment: ``LearnerGames`` (72 slots) with heuristic opponents acting inside
    the compiled loop and uniformly random learner actions; counts learner decisions."""
    from agents.learner_games import LearnerGames

    mode = "melee" if args.identity in ("foreign", "collaborator") else "standard"
    cfg = GameConfig(players=args.players, deck=args.deck, heroes=args.heroes, mode=mode)
    games = LearnerGames(72, cfg, args.identity, "heuristic")
    games.reset(1)
    rng = np.arange(1, 73, dtype=np.uint64)
    acts = np.zeros(72, np.int64)

    def step() -> int:
        random_actions(games.mask, rng, acts)
        games.step(acts)
        return 72

    for _ in range(20):
        step()
    return step


def _objects() -> list[tuple[str, bytes, list[tuple[int, int, str]]]]:
    """(cache file, .ltext bytes, function symbols (offset, size, name)) of every numba object."""
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        obj = os.path.join(tmp, "o.o")
        for nbc in glob.glob(f"{CACHE_DIR}/**/*.nbc", recursive=True):
            raw = Path(nbc).read_bytes()
            i = raw.find(b"\x7fELF")
            if i < 0:
                continue
            Path(obj).write_bytes(raw[i:])
            heads = subprocess.run(["objdump", "-h", obj], capture_output=True, text=True).stdout
            text = None
            for line in heads.splitlines():
                f = line.split()
                if len(f) >= 6 and f[1] == ".ltext":
                    size, off = int(f[2], 16), int(f[5], 16)
                    text = raw[i + off : i + off + size]
            if not text or len(text) < 0x4000:
                continue
            syms = []
            nm = subprocess.run(["nm", "-S", "--defined-only", obj], capture_output=True, text=True)
            for line in nm.stdout.splitlines():
                f = line.split()
                if len(f) == 4 and f[2] in "TtWw":
                    syms.append((int(f[0], 16), int(f[1], 16), f[3]))
            out.append((nbc, text, sorted(syms)))
    return out


def _mappings() -> tuple[list[tuple[int, bytes]], list[tuple[int, int]]]:
    """(start, bytes) of this process's anonymous executable mappings of 16 KiB or more, and
    (start, end) of the small ones (numba's runtime helpers: reference counting)."""
    maps, small = [], []
    for line in Path("/proc/self/maps").read_text().splitlines():
        f = line.split()
        if len(f) == 5 and "x" in f[1]:
            lo, hi = (int(x, 16) for x in f[0].split("-"))
            if hi - lo >= 0x4000:
                maps.append((lo, ctypes.string_at(lo, hi - lo)))
            else:
                small.append((lo, hi))
    return maps, small


def _locate(objects, maps) -> list[tuple[int, int, list, list]]:
    """(base address, span, symbols, symbol starts) of each object found in the mappings."""
    found = []
    for _nbc, text, syms in objects:
        probes = range(0x100, min(len(text), 0x8000) - 64, 0x800)
        for lo, mem in maps:
            for delta in range(0, len(mem) - 0x1000, 0x1000):
                hits = sum(mem[delta + a : delta + a + 32] == text[a : a + 32] for a in probes)
                if hits > 0.5 * len(probes):
                    span = max(o + s for o, s, _ in syms)
                    found.append((lo + delta, span, syms, [o for o, _, _ in syms]))
                    break
    return found


def main(argv: list[str] | None = None) -> int:
    """Profile one loop and print the share of samples per engine function."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--loop", choices=["engine", "vector", "vector-noobs", "learner"], default="engine"
    )
    p.add_argument("--identity", default="collaborator", help="learner identity of --loop learner")
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--deck", default="starter")
    p.add_argument("--heroes", default="off")
    p.add_argument("--seconds", type=float, default=6.0)
    p.add_argument("--top", type=int, default=30)
    args = p.parse_args(argv)
    body = _loop(args)
    maps, small = _mappings()
    located = _locate(_objects(), maps)
    data = os.path.join(tempfile.mkdtemp(), "perf.data")
    cmd = ["perf", "record", "-q", "-F", "1999", "-p", str(os.getpid()), "-o", data]
    rec = subprocess.Popen(cmd + ["--", "sleep", str(args.seconds)])
    stop = threading.Event()
    threading.Timer(args.seconds + 0.5, stop.set).start()
    time.sleep(0.3)
    decisions, t0 = 0, time.process_time()
    while not stop.is_set():
        decisions += body()
    cpu = time.process_time() - t0
    rec.wait()
    ips = subprocess.run(["perf", "script", "-i", data, "-F", "ip"], capture_output=True, text=True)
    counts: collections.Counter[str] = collections.Counter()
    total = 0
    for word in ips.stdout.split():
        ip = int(word, 16)
        total += 1
        name = "(outside the engine: Python, numpy, libc, the kernel)"
        if any(lo <= ip < hi for lo, hi in small):
            name = "(numba runtime helpers: reference counting)"
        for base, span, syms, starts in located:
            if 0 <= ip - base < span:
                k = bisect.bisect_right(starts, ip - base) - 1
                name = "(engine, no symbol)"
                if k >= 0 and ip - base < syms[k][0] + syms[k][1]:
                    name = _py_name(syms[k][2])
                break
        counts[name] += 1
    rate = decisions / max(cpu, 1e-9)
    print(f"{args.loop}: {rate:,.0f} decisions per CPU second, {total} samples")
    for name, n in counts.most_common(args.top):
        print(f"{100.0 * n / max(total, 1):6.2f}%  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
