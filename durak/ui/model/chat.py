"""What was said in an online room, without Qt: the lines this app received, who the
player muted, and whether he hides the chat.  Lines live only as long as the room's
session (nothing is written to disk, nothing goes into a replay)."""

from __future__ import annotations

from dataclasses import dataclass, field

# Lines kept for the panel: enough to scroll back a while, not a transcript.
KEPT = 200


@dataclass(frozen=True, slots=True)
class ChatLine:
    """One line: ``seat`` and ``name`` of the speaker, and either ``text`` (what he
    typed, cleaned by the server) or ``reaction`` (a quick reaction's id)."""

    seat: int
    name: str
    text: str = ""
    reaction: str = ""


@dataclass
class ChatLog:
    """The room's lines as this player sees them: a muted seat's lines are dropped as
    they come (and those before are hidden too)."""

    lines: list[ChatLine] = field(default_factory=list)
    muted: set[int] = field(default_factory=set)
    hidden: bool = False

    def add(self, line: ChatLine) -> bool:
        """Keep ``line``; whether the player is to see it now (not muted, not hidden)."""
        if line.seat in self.muted:
            return False
        self.lines.append(line)
        del self.lines[:-KEPT]
        return not self.hidden

    def mute(self, seat: int, muted: bool = True) -> None:
        """Mute (or hear again) ``seat``: its lines are no longer shown."""
        if muted:
            self.muted.add(seat)
        else:
            self.muted.discard(seat)

    def shown(self) -> list[ChatLine]:
        """The lines to show: none while hidden, never a muted seat's."""
        if self.hidden:
            return []
        return [line for line in self.lines if line.seat not in self.muted]
