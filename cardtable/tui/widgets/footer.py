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
        # Textual's footer recomposes at every change of bindings; this one
        # only when what it shows would differ.
        if screen.app.app_focus and self.is_attached and screen is self.screen and self.keys_now() == self.shown:
            return
        super().bindings_changed(screen)

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        self.shown = self.keys_now()
        await super().recompose()
        self.forget_removed_keys()

    def forget_removed_keys(self) -> None:
        # Each key Textual's footer composes watches the footer's `compact`
        # (data_bind), and Textual drops a watcher only when that value next
        # changes. At a 12-seat table the keys are rebuilt every few moves
        # while `compact` stays put, so the removed keys piled up: ~1.5 KB a
        # move, 85 MB after 90 s. Its watchers run once more, unchanged,
        # and Textual drops those of the removed keys as it does.
        self.mutate_reactive(Footer.compact)
