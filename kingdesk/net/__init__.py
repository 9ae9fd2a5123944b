"""Play together: a table served on the network (pure Python, no Qt).

* :mod:`.protocol`: the messages, their JSON, the protocol's version and limits (``docs/protocol.md``);
* :mod:`.server`: :class:`~.server.TableServer`, the transport between a table (:mod:`kingdesk.session.table`) and
  the people at other computers, over WebSocket, with its checks against hostile clients; :mod:`.wire_seats`
  writes what each seat is told on the table's thread, :mod:`.table_link` reaches the table on its own;
* :mod:`.client`: :class:`~.client.TableClient`, one seat's connection, and the remote computer player;
* :mod:`.discovery`: finding tables on the local network (DNS-SD: the table's announcement, the browser);
* :mod:`.cli`: the ``kingdesk-server`` and ``kingdesk-bot`` commands.

It builds on the engine, the table (:mod:`kingdesk.session`), the storage and the computer players, never on the
window.
"""
