"""A table served with an invitation: the table's server and the host's end of the tunnel on one loop.

The server listens on its port as on the local network; once it does, the tunnel opens and forwards what comes from
across the internet to that port. A tunnel that cannot open (:class:`~.tunnel.TunnelError`) is said, and the table
is still served on the local network: the invitation is an addition, never a condition.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from .invitation import Invitation
from .server import TableServer
from .tunnel import TunnelError

log = logging.getLogger(__name__)


async def serve_invited(server: TableServer, host: str, port: int, listening: Callable[[int], None], *,
                        relay: str, key: bytes | None, invited: Callable[[Invitation], None],
                        failed: Callable[[TunnelError], None], bind: str | None = None) -> None:
    """:meth:`TableServer.run` on ``host``:``port``, and a tunnel to it; ``invited`` is told the invitation once the
    tunnel is open, ``failed`` why it could not open. Returns when the server's run does (the tunnel closed with
    it)."""
    heard: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def on_listening(served: int) -> None:
        listening(served)
        if not heard.done():
            heard.set_result(served)

    run: asyncio.Future[None] = asyncio.ensure_future(server.run(host, port, on_listening))
    either: list[asyncio.Future[Any]] = [run, heard]
    await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
    if heard.done():
        try:
            invited(await server.open_tunnel(relay, key, bind))
        except TunnelError as e:
            log.warning("the invitation cannot open (%s); the table is still on the local network", e)
            failed(e)
    await run
