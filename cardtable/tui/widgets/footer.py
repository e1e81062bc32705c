"""KeysFooter: Textual's footer, rebuilt only when the keys it shows change."""
from __future__ import annotations

from textual.widgets import Footer


class KeysFooter(Footer):
    """The table asks the footer to look again after every move (a key may
    have come or gone); Textual's footer then builds all its keys anew,
    which cost more than the move. This one builds them when what it would
    show differs from what it shows."""

    shown: tuple | None = None

    def keys_now(self) -> tuple:
        app = self.app
        return (self.compact, self.show_command_palette, tuple(
            (binding.key, app.get_key_display(binding), binding.description, binding.action, binding.group,
             enabled, tooltip)
            for _, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show or binding.key == app.COMMAND_PALETTE_BINDING))

    def bindings_changed(self, screen) -> None:
        self._bindings_ready = True
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self.call_after_refresh(self.rebuild)

    async def rebuild(self) -> None:
        if not self.is_attached:
            return
        keys = self.keys_now()
        if keys != self.shown:
            self.shown = keys
            await self.recompose()
