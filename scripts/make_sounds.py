"""Synthesise the game's sound effects as small WAV files (mono, 16 bit, 22050 Hz).

Run: python scripts/make_sounds.py   (writes durak/assets/sounds/; the output is committed)

Every effect is made here from sine tones and seeded noise, shaped by envelopes and a
one-pole low-pass filter: nothing is recorded or copied, and the output is the same on
every run.  Pure Python (the ``wave`` module), so it needs nothing beyond the standard
library.
"""

from __future__ import annotations

import math
import pathlib
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable

OUT = pathlib.Path(__file__).resolve().parents[1] / "durak" / "assets" / "sounds"
RATE = 22050
PEAK = 0.8 * 32767   # headroom: effects may overlap

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def noise(seconds: float, seed: int) -> Samples:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def tone(freq: float, seconds: float, harmonics: Iterable[float] = (1.0,)) -> Samples:
    """A tone of ``freq`` Hz; ``harmonics`` are the amplitudes of its overtones."""
    weights = list(harmonics)
    n = int(RATE * seconds)
    return [sum(w * math.sin(2 * math.pi * freq * (k + 1) * i / RATE)
                for k, w in enumerate(weights)) / sum(weights) for i in range(n)]


def sweep(start: float, end: float, seconds: float) -> Samples:
    """A sine gliding from ``start`` to ``end`` Hz."""
    n = int(RATE * seconds)
    phase, out = 0.0, []
    for i in range(n):
        phase += 2 * math.pi * (start + (end - start) * i / n) / RATE
        out.append(math.sin(phase))
    return out


def envelope(samples: Samples, attack: float, decay: float) -> Samples:
    """Rise linearly over ``attack`` seconds, then decay exponentially (time constant
    ``decay`` seconds)."""
    rise = max(1, int(RATE * attack))
    return [s * (i / rise if i < rise else math.exp(-(i - rise) / (RATE * decay)))
            for i, s in enumerate(samples)]


def lowpass(samples: Samples, cutoff: Callable[[float], float]) -> Samples:
    """A one-pole low-pass whose cutoff (Hz) follows ``cutoff(t)``, t from 0 to 1."""
    out, y, n = [], 0.0, len(samples)
    for i, s in enumerate(samples):
        a = 1 - math.exp(-2 * math.pi * cutoff(i / n) / RATE)
        y += a * (s - y)
        out.append(y)
    return out


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Sum of (gain, samples), as long as the longest part."""
    n = max(len(p) for _, p in parts)
    out = [0.0] * n
    for gain, part in parts:
        for i, s in enumerate(part):
            out[i] += gain * s
    return out


def then(*parts: Samples) -> Samples:
    return [s for part in parts for s in part]


def normalised(samples: Samples, level: float = 1.0) -> Samples:
    top = max(abs(s) for s in samples) or 1.0
    return [level * s / top for s in samples]


def snap(seed: int, bright: float, thump: float) -> Samples:
    """A card landing on cloth: a short bright click over a soft low knock."""
    click = envelope(lowpass(noise(0.09, seed), lambda t: bright), 0.001, 0.012)
    knock = envelope(tone(thump, 0.09), 0.002, 0.02)
    return normalised(mix((1.0, click), (0.5, knock)))


def swish(seed: int, seconds: float, low: float, high: float, decay: float) -> Samples:
    """Cards sliding: noise whose brightness glides from ``low`` to ``high`` Hz."""
    slide = lowpass(noise(seconds, seed), lambda t: low + (high - low) * t)
    return normalised(envelope(slide, seconds / 4, decay))


def notes(freqs: Iterable[float], each: float, last: float, harmonics: Iterable[float]) -> Samples:
    """A little melody: each note ``each`` seconds, the last one rings ``last`` seconds."""
    shape = list(harmonics)
    melody = list(freqs)
    parts = [envelope(tone(f, last if i == len(melody) - 1 else each, shape), 0.005,
                      last / 3 if i == len(melody) - 1 else each / 2)
             for i, f in enumerate(melody)]
    return normalised(then(*parts))


def effects() -> dict[str, Samples]:
    """Every effect by the name the game plays it under."""
    c5, e5, g5, c6 = 523.25, 659.25, 783.99, 1046.5
    return {
        "deal": swish(1, 0.08, 1500, 5000, 0.02),
        "play": snap(2, 3500, 140),
        "cover": snap(3, 5000, 190),
        "take": swish(4, 0.3, 4000, 600, 0.12),
        "discard": swish(5, 0.32, 900, 2600, 0.1),
        "forward": normalised(mix((1.0, swish(6, 0.16, 1200, 6000, 0.06)),
                                  (0.25, envelope(sweep(500, 900, 0.16), 0.01, 0.06)))),
        "tick": normalised(envelope(tone(1320, 0.06, (1.0, 0.3)), 0.001, 0.012)),
        "win": notes((c5, e5, g5, c6), 0.11, 0.45, (1.0, 0.4, 0.15)),
        "durak": notes((392.0, 369.99, 349.23, 293.66), 0.22, 0.6, (1.0, 0.6, 0.35, 0.2)),
    }


def wav_bytes(samples: Samples) -> list[int]:
    """The samples as 16-bit integers, with a moment of silence at the end."""
    return [max(-32768, min(32767, round(s * PEAK))) for s in then(samples, silence(0.01))]


def write(path: pathlib.Path, samples: Samples) -> None:
    frames = wav_bytes(samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(frames)}h", *frames))


def main() -> None:
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, samples in effects().items():
        write(out / f"{name}.wav", samples)
        print(f"wrote {out / name}.wav ({len(samples) / RATE:.2f} s)")


if __name__ == "__main__":
    main()
