<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Te toca: juega una carta.</translation>
    </message>
    <message>
        <source>Contract: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Juego: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Back to your table</source>
        <translation>Volver a tu mesa</translation>
    </message>
    <message>
        <source>When KingDesk stopped, you were sitting at a table: %1 (%2). Go back to your seat?</source>
        <translation>Cuando KingDesk se cerró, tenías un sitio en una mesa: %1 (%2). ¿Vuelves a él?</translation>
    </message>
    <message>
        <source>&amp;Return to the table</source>
        <translation>&amp;Volver a la mesa</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>A&amp;hora no</translation>
    </message>
    <message>
        <source>Joining the table of the invitation…</source>
        <translation>Uniéndote a la mesa de la invitación…</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Esperando a que el anfitrión empiece la partida…</translation>
    </message>
    <message>
        <source>A copy of the game up to its last finished hand is kept among your unfinished games (File › Unfinished games).</source>
        <translation>Tienes una copia de la partida hasta su última mano terminada entre tus partidas sin terminar (Archivo › Partidas sin terminar).</translation>
    </message>
    <message>
        <source>At the table: %1</source>
        <translation>En la mesa: %1</translation>
    </message>
    <message>
        <source>Undo went back into hand %1, to your last decision there. Redo returns.</source>
        <translation>Deshacer ha vuelto a la mano %1, a tu última decisión en ella. Con Rehacer vuelves adonde estabas.</translation>
    </message>
    <message>
        <source>Your time ran out: the computer decided for you.</source>
        <translation>Se acabó tu tiempo: el ordenador ha decidido por ti.</translation>
    </message>
    <message>
        <source>%1 could not decide. What went wrong is written in the log, in %2 (Help › Open the log folder). You can undo, or save the game and start again.</source>
        <translation>%1 no ha podido decidir. Lo que ha fallado queda escrito en el log, en %2 (Ayuda › Abrir la carpeta del log). Puedes deshacer, o guardar la partida y volver a empezar.</translation>
    </message>
    <message>
        <source>dropped, a computer plays</source>
        <translation>desconectado, juega el ordenador</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>pensando</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dador</translation>
    </message>
    <message>
        <source>Mano</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Elige juego</translation>
    </message>
    <message>
        <source>Tricks %1 · Score %2</source>
        <translation>Bazas %1 · Puntos %2</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Negativos</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>You have no penalty hands left.</source>
        <translation>Ya no te quedan negativos.</translation>
    </message>
    <message>
        <source>This penalty has been played as often as the rules allow.</source>
        <translation>Este negativo ya se ha jugado todas las veces que permiten las reglas.</translation>
    </message>
    <message>
        <source>You have no trump hands left.</source>
        <translation>Ya no te quedan manos de triunfo.</translation>
    </message>
    <message>
        <source>The first four hands are penalty hands.</source>
        <translation>Las cuatro primeras manos son negativas.</translation>
    </message>
    <message>
        <source>Every suit has been trumps as often as the rules allow.</source>
        <translation>Todos los palos han sido triunfo las veces que permiten las reglas.</translation>
    </message>
    <message>
        <source>This suit has been trumps as often as the rules allow.</source>
        <translation>Este palo ya ha sido triunfo las veces que permiten las reglas.</translation>
    </message>
    <message>
        <source>This lance has been played already.</source>
        <translation>Este lance ya se ha jugado.</translation>
    </message>
    <message>
        <source>These rules do not allow a recovery without trumps.</source>
        <translation>Con estas reglas no se puede jugar una recuperación sin triunfo.</translation>
    </message>
    <message>
        <source>What the hard computer player would choose</source>
        <translation>Lo que elegiría el ordenador en el nivel difícil</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <comment>a contract button: how many times it may still be chosen</comment>
        <translation>
            <numerusform>%1 (queda %n)</numerusform>
            <numerusform>%1 (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands each player still has to choose</source>
        <translation>Manos que le quedan por elegir a cada jugador</translation>
    </message>
    <message>
        <source>You must play trumps.</source>
        <translation>Tienes que elegir triunfo.</translation>
    </message>
    <message>
        <source>You must choose a penalty.</source>
        <translation>Tienes que elegir un negativo.</translation>
    </message>
    <message>
        <source>Choose a penalty or trumps.</source>
        <translation>Elige un negativo o triunfo.</translation>
    </message>
    <message>
        <source>You hold no card above ten, so you may cancel this hand (El İptal).</source>
        <translation>No tienes ninguna carta por encima del diez: puedes anular la mano («El İptal»).</translation>
    </message>
    <message>
        <source>Trump suits used: %1</source>
        <translation>Palos de triunfo ya usados: %1</translation>
    </message>
    <message>
        <source>No offer yet.</source>
        <translation>Todavía no hay ofertas.</translation>
    </message>
    <message>
        <source>The buyer names the trump; the tricks offered go to %1 whatever happens.</source>
        <translation>El comprador elige el triunfo; las bazas ofrecidas son para %1 pase lo que pase.</translation>
    </message>
    <message>
        <source>You may name the trump yourself, or sell the choice to the player who offers the most tricks.</source>
        <translation>Puedes elegir tú el triunfo o vender la elección a quien ofrezca más bazas.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Tu mano:</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Principiante (al azar)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Your KingDesk deals and holds every card; the others join from Game › Join a table… on the same network. A seat nobody sits down in, or whose player leaves, is played by the computer at the level chosen for it.</source>
        <translation>Tu KingDesk reparte y guarda todas las cartas; los demás se unen desde Partida › Unirse a una mesa… en la misma red. Un sitio en el que no se sienta nadie, o cuyo jugador se va, lo juega el ordenador en el nivel elegido para él.</translation>
    </message>
    <message>
        <source>the name the others see</source>
        <translation>el nombre que verán los demás</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nombre de la mesa</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>una persona</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>el ordenador</translation>
    </message>
    <message>
        <source>none: anyone on this network may sit down</source>
        <translation>ninguno: cualquiera de esta red puede sentarse</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>A player who does not decide in this time has that decision made by the computer, and keeps the seat. A game alone is never timed.</source>
        <translation>Si un jugador no decide en este tiempo, el ordenador decide por él esa vez y el jugador conserva su sitio. Una partida a solas nunca tiene límite de tiempo.</translation>
    </message>
    <message>
        <source>Time to decide</source>
        <translation>Tiempo para decidir</translation>
    </message>
    <message>
        <source>&amp;Play on the game in progress at the table (%1)</source>
        <translation>&amp;Jugar en la mesa la partida en curso (%1)</translation>
    </message>
    <message>
        <source>Its rules and players stay: who sits down under a player&apos;s name takes that player&apos;s seat.</source>
        <translation>Sus reglas y sus jugadores se mantienen: quien se siente con el nombre de un jugador ocupa su sitio.</translation>
    </message>
    <message>
        <source>On a network you do not own (a café, a dormitory), choose a short table code and give it to the others.</source>
        <translation>En una red que no es tuya (un bar, una residencia), elige un código corto y dáselo a los demás.</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Your table: %1</source>
        <translation>Tu mesa: %1</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Abriendo la mesa…</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>En la mesa:</translation>
    </message>
    <message>
        <source>Start when everyone you wait for has sat down: the seats still empty are played by the computer.</source>
        <translation>Empieza cuando se hayan sentado todos los que esperas: los sitios que sigan vacíos los juega el ordenador.</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Cerrar la mesa</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Volver a comprobar</translation>
    </message>
    <message>
        <source>Invite by &amp;link…</source>
        <translation>Invitar con un en&amp;lace…</translation>
    </message>
    <message>
        <source>Friends in another house or city join with a link you send them</source>
        <translation>Los amigos de otra casa u otra ciudad se unen con un enlace que les envías</translation>
    </message>
    <message>
        <source>The table is open. The others choose Game › Join a table…: it is listed there, or they type the address %1.</source>
        <translation>La mesa está abierta. Los demás eligen Partida › Unirse a una mesa…: aparece en la lista, o escriben la dirección %1.</translation>
    </message>
    <message>
        <source>Table code: %1</source>
        <translation>Código de mesa: %1</translation>
    </message>
    <message>
        <source>Checking whether the others can reach your table…</source>
        <translation>Comprobando si los demás pueden llegar a tu mesa…</translation>
    </message>
    <message>
        <source>%1. %2 (you)</source>
        <translation>%1. %2 (tú)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(se ha ido)</translation>
    </message>
    <message>
        <source>%1. waiting for a person…</source>
        <translation>%1. esperando a una persona…</translation>
    </message>
    <message>
        <source>When Windows asks, allow KingDesk on private networks. If it did not ask, allow it in Windows Security › Firewall &amp; network protection › Allow an app through firewall, then choose Check again.</source>
        <translation>Cuando Windows pregunte, permite KingDesk en redes privadas. Si no preguntó, permítelo en Seguridad de Windows › Firewall y protección de red › Permitir una aplicación a través del firewall y luego elige Volver a comprobar.</translation>
    </message>
    <message>
        <source>When macOS asks whether KingDesk may accept incoming network connections, choose Allow. Or, in System Settings › Network › Firewall › Options…, set KingDesk to allow incoming connections.</source>
        <translation>Cuando macOS pregunte si KingDesk puede aceptar conexiones de red entrantes, elige Permitir. O bien, en Ajustes del Sistema › Red › Firewall › Opciones…, pon KingDesk en «Permitir conexiones entrantes».</translation>
    </message>
    <message>
        <source>Your table takes connections, and this computer&apos;s firewall does not seem to keep the others out.</source>
        <translation>Tu mesa acepta conexiones, y el firewall de este ordenador no parece impedir el paso a los demás.</translation>
    </message>
    <message>
        <source>KingDesk cannot try from another computer: a router or another firewall may still be in the way. If nobody can sit down, check that the others are on the same network.</source>
        <translation>KingDesk no puede probar desde otro ordenador: un router u otro firewall aún podrían impedirlo. Si nadie puede sentarse, comprueba que los demás están en la misma red.</translation>
    </message>
    <message>
        <source>Your table does not take connections at %1: the others cannot sit down.</source>
        <translation>Tu mesa no acepta conexiones en %1: los demás no pueden sentarse.</translation>
    </message>
    <message>
        <source>Close the table and open it again.</source>
        <translation>Cierra la mesa y ábrela de nuevo.</translation>
    </message>
    <message>
        <source>This computer seems to be on no network: the others cannot find your table.</source>
        <translation>Este ordenador no parece estar en ninguna red: los demás no pueden encontrar tu mesa.</translation>
    </message>
    <message>
        <source>Connect it to the others&apos; network, then close the table and open it again.</source>
        <translation>Conéctalo a la red de los demás y luego cierra la mesa y ábrela de nuevo.</translation>
    </message>
    <message>
        <source>KingDesk could not ask this computer&apos;s firewall whether it lets the others in (%1).</source>
        <translation>KingDesk no pudo preguntar al firewall de este ordenador si deja entrar a los demás (%1).</translation>
    </message>
    <message>
        <source>KingDesk could not tell whether the others can reach your table.</source>
        <translation>KingDesk no pudo saber si los demás pueden llegar a tu mesa.</translation>
    </message>
    <message>
        <source>If nobody can sit down, open its port with this command:</source>
        <translation>Si nadie puede sentarse, abre el puerto de la mesa con este comando:</translation>
    </message>
    <message>
        <source>To open it until the computer restarts, run this command:</source>
        <translation>Para abrirlo hasta que se reinicie el ordenador, ejecuta este comando:</translation>
    </message>
    <message>
        <source>To open it, run this command:</source>
        <translation>Para abrirlo, ejecuta este comando:</translation>
    </message>
    <message>
        <source>If nobody can sit down, allow KingDesk, or port %1 over TCP, in this computer&apos;s firewall.</source>
        <translation>Si nadie puede sentarse, permite KingDesk, o el puerto TCP %1, en el firewall de este ordenador.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <source>%1. computer, %2</source>
        <translation>%1. ordenador, %2</translation>
    </message>
    <message>
        <source>%1. waiting for %2…</source>
        <translation>%1. esperando a %2…</translation>
    </message>
    <message>
        <source>Windows Firewall blocks KingDesk: the others cannot sit down.</source>
        <translation>El Firewall de Windows bloquea KingDesk: los demás no pueden sentarse.</translation>
    </message>
    <message>
        <source>Allow it in Windows Security › Firewall &amp; network protection › Allow an app through firewall (on private networks), then choose Check again.</source>
        <translation>Permítelo en Seguridad de Windows › Firewall y protección de red › Permitir una aplicación a través del firewall (en redes privadas) y luego elige Volver a comprobar.</translation>
    </message>
    <message>
        <source>Windows Firewall may keep the others out.</source>
        <translation>Puede que el Firewall de Windows no deje entrar a los demás.</translation>
    </message>
    <message>
        <source>The macOS firewall blocks every incoming connection: the others cannot sit down.</source>
        <translation>El firewall de macOS bloquea todas las conexiones entrantes: los demás no pueden sentarse.</translation>
    </message>
    <message>
        <source>In System Settings › Network › Firewall › Options…, turn off “Block all incoming connections”, then choose Check again.</source>
        <translation>En Ajustes del Sistema › Red › Firewall › Opciones…, desactiva «Bloquear todas las conexiones entrantes» y luego elige Volver a comprobar.</translation>
    </message>
    <message>
        <source>The macOS firewall blocks KingDesk: the others cannot sit down.</source>
        <translation>El firewall de macOS bloquea KingDesk: los demás no pueden sentarse.</translation>
    </message>
    <message>
        <source>In System Settings › Network › Firewall › Options…, set KingDesk to allow incoming connections, then choose Check again.</source>
        <translation>En Ajustes del Sistema › Red › Firewall › Opciones…, pon KingDesk en «Permitir conexiones entrantes» y luego elige Volver a comprobar.</translation>
    </message>
    <message>
        <source>The macOS firewall may keep the others out.</source>
        <translation>Puede que el firewall de macOS no deje entrar a los demás.</translation>
    </message>
    <message>
        <source>This computer&apos;s firewall (%1) does not open port %2: the others cannot sit down.</source>
        <translation>El firewall de este ordenador (%1) no abre el puerto %2: los demás no pueden sentarse.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Level of %1</source>
        <translation>Nivel de %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Número de partida</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>Every penalty card has been taken. Tricks played: %n</source>
        <translation>
            <numerusform>Ya salieron todas las cartas negativas. Bazas jugadas: %n</numerusform>
            <numerusform>Ya salieron todas las cartas negativas. Bazas jugadas: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand does not count and is dealt again.</source>
        <translation>La mano no cuenta y se vuelve a repartir.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Detalle</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>Trump sale</source>
        <translation>Venta del triunfo</translation>
    </message>
    <message>
        <source>Show the cards</source>
        <translation>Ver las cartas</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Hide the cards</source>
        <translation>Ocultar las cartas</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Jugar &amp;otra vez</translation>
    </message>
    <message>
        <source>The same players and rules, new cards</source>
        <translation>Los mismos jugadores y reglas, cartas nuevas</translation>
    </message>
    <message>
        <source>&amp;Print sheet…</source>
        <translation>&amp;Imprimir la hoja…</translation>
    </message>
    <message>
        <source>Play the lesson&apos;s hand</source>
        <translation>Jugar la mano de la lección</translation>
    </message>
    <message>
        <source>Now an ordinary hand of %1 against easy players: ask for a hint when you want one.</source>
        <translation>Ahora una mano normal de %1 contra jugadores fáciles: pide una pista cuando la quieras.</translation>
    </message>
    <message>
        <source>Learn a contract</source>
        <translation>Aprender un juego</translation>
    </message>
    <message>
        <source>The lesson of %1 is over. Another lesson, or a game of your own?</source>
        <translation>La lección de %1 ha terminado. ¿Otra lección o una partida tuya?</translation>
    </message>
    <message>
        <source>Another lesson</source>
        <translation>Otra lección</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>La última baza</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>The score sheet cannot be shown (%1). Please reinstall KingDesk.</source>
        <translation>No se puede mostrar la hoja de anotación (%1). Vuelve a instalar KingDesk.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>&amp;Abrir una mesa…</translation>
    </message>
    <message>
        <source>Score a game with real &amp;cards…</source>
        <translation>Anotar una partida con &amp;cartas de verdad…</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Hint (none at a shared table)</source>
        <translation>&amp;Pista (no la hay en una mesa compartida)</translation>
    </message>
    <message>
        <source>Joining the table at %1…</source>
        <translation>Conectando con la mesa en %1…</translation>
    </message>
    <message>
        <source>Your table is open. Start the game when everyone you wait for has sat down.</source>
        <translation>Tu mesa está abierta. Empieza la partida cuando se hayan sentado todos los que esperas.</translation>
    </message>
    <message>
        <source>You host a table</source>
        <translation>Tienes una mesa abierta</translation>
    </message>
    <message>
        <source>The others at your table would lose it: it ends with your KingDesk. The game stays on your table, with computer players in their seats, and you can go on with it.</source>
        <translation>Los demás se quedarían sin mesa: la mesa se cierra con tu KingDesk. La partida sigue en tu mesa, con jugadores del ordenador en sus sitios, y puedes continuarla.</translation>
    </message>
    <message>
        <source>&amp;End the table</source>
        <translation>&amp;Cerrar la mesa</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>No hay ninguna partida en la mesa.</translation>
    </message>
    <message>
        <source>Start a new one from the Game menu, or resume one from the File menu.</source>
        <translation>Empieza una nueva desde el menú Partida o continúa una guardada desde el menú Archivo.</translation>
    </message>
    <message>
        <source>Hint: play the %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>Todavía no se ha jugado ninguna baza en esta mano.</translation>
    </message>
    <message>
        <source>KingDesk</source>
        <translation>KingDesk</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The file is far too large to be a game record.</source>
        <translation>El archivo es demasiado grande para ser el registro de una partida.</translation>
    </message>
    <message>
        <source>This is not a KingDesk game record, or it is damaged.</source>
        <translation>No es un registro de partida de KingDesk, o está dañado.</translation>
    </message>
    <message>
        <source>A rule setting in the record is unknown or has a wrong value.</source>
        <translation>Una variante de reglas del registro es desconocida o tiene un valor incorrecto.</translation>
    </message>
    <message>
        <source>A card is played against the rules.</source>
        <translation>Hay una carta jugada contra las reglas.</translation>
    </message>
    <message>
        <source>A card is played that the player does not hold.</source>
        <translation>Se ha jugado una carta que el jugador no tenía.</translation>
    </message>
    <message>
        <source>The wrong player chooses the contract.</source>
        <translation>El juego lo elige un jugador al que no le toca.</translation>
    </message>
    <message>
        <source>A contract is chosen that is not allowed at that point.</source>
        <translation>Se ha elegido un juego que en ese momento no estaba permitido.</translation>
    </message>
    <message>
        <source>The trump suit is missing or not allowed.</source>
        <translation>Falta el palo de triunfo o no está permitido.</translation>
    </message>
    <message>
        <source>The sale of the trump choice breaks the rules.</source>
        <translation>La venta del triunfo no respeta las reglas.</translation>
    </message>
    <message>
        <source>The record breaks a rule.</source>
        <translation>El registro no respeta una regla.</translation>
    </message>
    <message>
        <source>The details are in the log (Help › Open the log folder).</source>
        <translation>Los detalles están en el log (Ayuda › Abrir la carpeta del log).</translation>
    </message>
    <message>
        <source>A hand in the record is malformed.</source>
        <translation>Una mano del registro está mal formada.</translation>
    </message>
    <message>
        <source>Cards are played after the end of the hand.</source>
        <translation>Hay cartas jugadas después del final de la mano.</translation>
    </message>
    <message>
        <source>Hands follow the end of the game.</source>
        <translation>Hay manos después del final de la partida.</translation>
    </message>
    <message>
        <source>A hand is cancelled where the rules do not allow it.</source>
        <translation>Se ha anulado una mano donde las reglas no lo permitían.</translation>
    </message>
    <message>
        <source>King is declared where the rules do not allow it.</source>
        <translation>Se ha declarado King donde las reglas no lo permitían.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>%1, card %2</source>
        <translation>%1, carta %2</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <translation>%1 (jugador %2)</translation>
    </message>
    <message>
        <source>The game saved when KingDesk last stopped cannot be restored.</source>
        <translation>No se puede recuperar la partida guardada al cerrarse KingDesk la última vez.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>El archivo se ha conservado como %1.</translation>
    </message>
    <message>
        <source>The file could not be moved aside either.</source>
        <translation>Tampoco se ha podido apartar el archivo.</translation>
    </message>
    <message>
        <source>A new game can start.</source>
        <translation>Se puede empezar una partida nueva.</translation>
    </message>
    <message>
        <source>The history of past games was damaged. It was kept as %1 and a new, empty history was started.</source>
        <translation>El historial de partidas estaba dañado. Se ha conservado como %1 y se ha empezado un historial nuevo y vacío.</translation>
    </message>
    <message>
        <source>The history of past games was written by a newer KingDesk. It is shown but not changed; games finished now are not kept.</source>
        <translation>El historial de partidas lo escribió una versión más reciente de KingDesk. Se muestra pero no se modifica; las partidas que termines ahora no se guardarán.</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be written (%1). You can play on, but games are not saved and finished games are not kept in the history.</source>
        <translation>No se puede escribir en la carpeta de partidas guardadas (%1). Puedes seguir jugando, pero las partidas no se guardan y las terminadas no pasan al historial.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved to %1 (%2). You can play on, but it will not be restored after a crash.</source>
        <translation>La partida en curso no se puede guardar en %1 (%2). Puedes seguir jugando, pero no se recuperará si el programa se cierra de golpe.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Media de puntos</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Mejor partida</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Peor partida</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Average points</source>
        <translation>Media de puntos</translation>
    </message>
    <message>
        <source>Times played</source>
        <translation>Veces jugado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Review the decisions</source>
        <translation>Revisar las jugadas</translation>
    </message>
    <message>
        <source>%1 (real cards)</source>
        <translation>%1 (cartas de verdad)</translation>
    </message>
    <message>
        <source>Score sheet — %1 (%2)</source>
        <translation>Hoja de anotación — %1 (%2)</translation>
    </message>
    <message>
        <source>Damaged file</source>
        <translation>Archivo dañado</translation>
    </message>
    <message>
        <source>%1 (played at the table: %2)</source>
        <translation>%1 (jugada en la mesa: %2)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Kept on</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>Review my decisions</source>
        <translation>Revisar mis jugadas</translation>
    </message>
    <message>
        <source>Preparing the review…</source>
        <translation>Preparando la revisión…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Your choice</source>
        <comment>review column: what the player chose</comment>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>Better</source>
        <comment>review column: what the search prefers</comment>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Puntos perdidos</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>review column</comment>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>review column: the sentence why</comment>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Detener la revisión</translation>
    </message>
    <message>
        <source>You had no choice to make in this hand.</source>
        <translation>En esta mano no tuviste nada que elegir.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n decision(s)…</source>
        <translation>
            <numerusform>Revisando %n jugada…</numerusform>
            <numerusform>Revisando %n jugadas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Revisión detenida.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) could have been better.</source>
        <translation>
            <numerusform>%n jugada podía haber sido mejor.</numerusform>
            <numerusform>%n jugadas podían haber sido mejores.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision was as good as the Hard computer player&apos;s.</source>
        <translation>Todas tus jugadas fueron tan buenas como las del jugador Difícil.</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Puntos hasta ahora</translation>
    </message>
    <message>
        <source>No unfinished games are kept.</source>
        <translation>No hay partidas sin terminar guardadas.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Seguir</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>Delete this unfinished game for good?</source>
        <translation>¿Borrar para siempre esta partida sin terminar?</translation>
    </message>
    <message>
        <source>Delete unfinished game</source>
        <translation>Borrar partida sin terminar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Conservarla</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Partidas sin terminar</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Ganadores</translation>
    </message>
    <message>
        <source>Double-click the best or worst game to find it in the list.</source>
        <translation>Haz doble clic en la mejor o la peor partida para encontrarla en la lista.</translation>
    </message>
    <message>
        <source>No finished game yet. Games you finish are listed here.</source>
        <translation>Todavía no hay partidas terminadas. Aquí aparecerán las que termines.</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>Hoja de anotación…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>Guardar registro…</translation>
    </message>
    <message>
        <source>Replay the hand on the table</source>
        <translation>Repetir la mano en la mesa</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Mano %1: %2</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Tus resultados</translation>
    </message>
    <message>
        <source>Your points per contract</source>
        <translation>Tus puntos por juego</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Partidas anteriores</translation>
    </message>
    <message>
        <source>The history cannot be written: games finished now are not kept.</source>
        <translation>No se puede escribir el historial: las partidas que termines ahora no se guardarán.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open game record…</source>
        <translation>&amp;Abrir registro de partida…</translation>
    </message>
    <message>
        <source>&amp;Save game record…</source>
        <translation>&amp;Guardar registro de partida…</translation>
    </message>
    <message>
        <source>&amp;Unfinished games…</source>
        <translation>Partidas sin &amp;terminar…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>E&amp;stadísticas…</translation>
    </message>
    <message>
        <source>Peop&amp;le and series…</source>
        <translation>Perso&amp;nas y series…</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Seguir la partida</translation>
    </message>
    <message>
        <source>Resume alone</source>
        <translation>Seguir sin ellos</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Settin&amp;gs…</source>
        <translation>Aj&amp;ustes…</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Abrir registro de partida</translation>
    </message>
    <message>
        <source>KingDesk game records (*.json);;All files (*)</source>
        <translation>Registros de partidas de KingDesk (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>No se puede abrir %1.</translation>
    </message>
    <message>
        <source>%1; hand %2 of %3</source>
        <translation>%1; mano %2 de %3</translation>
    </message>
    <message>
        <source>The game interrupted last time (%1) is not finished.</source>
        <translation>La partida interrumpida la última vez (%1) no ha terminado.</translation>
    </message>
    <message>
        <source>The game in progress (%1) is not finished.</source>
        <translation>La partida en curso (%1) no ha terminado.</translation>
    </message>
    <message>
        <source>Keep it for later? KingDesk offers to resume it at the next start.</source>
        <translation>¿La guardas para después? KingDesk te ofrecerá seguirla la próxima vez que lo abras.</translation>
    </message>
    <message>
        <source>Keep it for later? You can resume it from File › Unfinished games.</source>
        <translation>¿La guardas para después? Puedes seguirla desde Archivo › Partidas sin terminar.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>&amp;Guardarla para después</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Borrarla</translation>
    </message>
    <message>
        <source>It was played at your table (%1) with %2. Host it again, and they sit down in their seats again.</source>
        <translation>Se jugaba en tu mesa (%1) con %2. Vuelve a abrirla y se sentarán otra vez en sus sitios.</translation>
    </message>
    <message>
        <source>&amp;Host it again</source>
        <translation>&amp;Volver a abrir la mesa</translation>
    </message>
    <message>
        <source>Invite by link</source>
        <translation>Invitar con un enlace</translation>
    </message>
    <message>
        <source>Opening the invitation…</source>
        <translation>Abriendo la invitación…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Send the link to your friends by any messenger or e-mail. Whoever opens it on a computer with KingDesk comes to your table, from anywhere; on a phone, the QR code carries the same link.</source>
        <translation>Envía el enlace a tus amigos por cualquier aplicación de mensajes o por correo. Quien lo abra en un ordenador con KingDesk llega a tu mesa, esté donde esté; en un móvil, el código QR lleva el mismo enlace.</translation>
    </message>
    <message>
        <source>Tell them the table code too: %1.</source>
        <translation>Diles también el código de mesa: %1.</translation>
    </message>
    <message>
        <source>Relay: %1</source>
        <translation>Repetidor: %1</translation>
    </message>
    <message>
        <source>A relay passes on the encrypted bytes when the two computers cannot reach each other directly; it cannot read them. Settings › Network chooses it.</source>
        <translation>Un repetidor pasa los datos cifrados cuando los dos ordenadores no pueden conectarse directamente; no puede leerlos. Se elige en Ajustes › Red.</translation>
    </message>
    <message>
        <source>&amp;New invitation…</source>
        <translation>&amp;Nueva invitación…</translation>
    </message>
    <message>
        <source>Your table can be reached from the internet with this invitation. It stays the same from one evening to the next.</source>
        <translation>Con esta invitación se llega a tu mesa desde internet. Es la misma de una tarde a otra.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>New invitation</source>
        <translation>Nueva invitación</translation>
    </message>
    <message>
        <source>The link you sent before will no longer find your table. Friends need the new one.</source>
        <translation>El enlace que enviaste antes ya no llevará a tu mesa. Tus amigos necesitarán el nuevo.</translation>
    </message>
    <message>
        <source>&amp;Make a new one</source>
        <translation>&amp;Hacer una nueva</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept for later (%1). It stays in the autosave and is offered again at the next start.</source>
        <translation>No se ha podido guardar la partida sin terminar para después (%1). Sigue en el guardado automático y se te ofrecerá la próxima vez que abras KingDesk.</translation>
    </message>
    <message>
        <source>The game you were playing (%1; %2) was interrupted. Resume it where it stopped?</source>
        <translation>La partida que jugabas (%1; %2) quedó interrumpida. ¿La sigues donde se quedó?</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>Seguir la partida interrumpida</translation>
    </message>
    <message>
        <source>Unfinished games…</source>
        <translation>Partidas sin terminar…</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Todavía no hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>kingdesk-game</source>
        <comment>the file name offered for a saved game record, no spaces</comment>
        <translation>partida-kingdesk</translation>
    </message>
    <message>
        <source>Game record saved: %1</source>
        <translation>Registro de partida guardado: %1</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <source>KingDesk game records (*.json)</source>
        <translation>Registros de partidas de KingDesk (*.json)</translation>
    </message>
    <message>
        <source>The record cannot be saved: %1</source>
        <translation>No se puede guardar el registro: %1</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (por defecto)</translation>
    </message>
    <message>
        <source>Next-to-last trick</source>
        <translation>Penúltima baza</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Por defecto: %1</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Cuatro colores</translation>
    </message>
    <message>
        <source>By suit, high cards first</source>
        <translation>Por palos, las altas primero</translation>
    </message>
    <message>
        <source>By suit, low cards first</source>
        <translation>Por palos, las bajas primero</translation>
    </message>
    <message>
        <source>By suit, colours alternating</source>
        <translation>Por palos, alternando colores</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>at a table</source>
        <translation>en una mesa</translation>
    </message>
    <message>
        <source>real cards</source>
        <translation>cartas reales</translation>
    </message>
    <message>
        <source>Sum of places (fewest wins)</source>
        <translation>Suma de puestos (gana la menor)</translation>
    </message>
    <message>
        <source>Sum of points</source>
        <translation>Suma de puntos</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Dorado</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Verde azulado</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Initial</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <source>Spade</source>
        <translation>Pica</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Corazón</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Diamante</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Trébol</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Corona</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Estrella</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Luna</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Ordenador · %1</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>El del sistema</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Default rules</source>
        <translation>Reglas por defecto</translation>
    </message>
    <message>
        <source>A game in progress keeps the rules it started with; changes apply from the next game.</source>
        <translation>Una partida en curso conserva las reglas con que empezó; los cambios se aplican a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>Changes apply from the next game.</source>
        <translation>Los cambios se aplican a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de las animaciones</translation>
    </message>
    <message>
        <source>Reduced motion: cards jump instead of flying</source>
        <translation>Menos movimiento: las cartas saltan en vez de volar</translation>
    </message>
    <message>
        <source>Sounds of the cards</source>
        <translation>Sonido de las cartas</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <source>No sound in reduced motion</source>
        <translation>Sin sonido con menos movimiento</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dorso de las cartas</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Otro color…</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>Hand sorting</source>
        <translation>Orden de la mano</translation>
    </message>
    <message>
        <source>Play a card by itself when it is the only legal one</source>
        <translation>Jugar automáticamente la carta cuando es la única posible</translation>
    </message>
    <message>
        <source>The new language is used at once.</source>
        <translation>El nuevo idioma se usa enseguida.</translation>
    </message>
    <message>
        <source>Which way the deal and the play go round the table; the score is the same either way.</source>
        <translation>Hacia dónde giran el reparto y el juego alrededor de la mesa; la puntuación es la misma en los dos sentidos.</translation>
    </message>
    <message>
        <source>Lances and recoveries in turn, all six lances first, or the chooser picks any lance left.</source>
        <translation>Lances y recuperaciones alternados, primero los seis lances, o el mano elige cualquier lance que quede.</translation>
    </message>
    <message>
        <source>When a heart may be led in No hearts and King of hearts.</source>
        <translation>Cuándo se puede salir de corazones en No corazones y el rey de corazones.</translation>
    </message>
    <message>
        <source>The king of hearts must be played the first time its holder cannot follow suit.</source>
        <translation>Hay que jugar el rey de corazones la primera vez que quien lo tiene no puede asistir.</translation>
    </message>
    <message>
        <source>When hearts are led and the ace is on the table, the king of hearts must be played.</source>
        <translation>Si se sale de corazones y el as está en la mesa, hay que jugar el rey de corazones.</translation>
    </message>
    <message>
        <source>A lance ends as soon as every penalty card has been taken.</source>
        <translation>Un lance termina en cuanto salen todas las cartas negativas.</translation>
    </message>
    <message>
        <source>Who names the trump suit in a recovery: the mano or the dealer.</source>
        <translation>Quién elige el palo de triunfo en la recuperación: el mano o el dador.</translation>
    </message>
    <message>
        <source>A recovery may be played without trumps.</source>
        <translation>Una recuperación se puede jugar sin triunfo.</translation>
    </message>
    <message>
        <source>In a recovery, a player who cannot follow suit must play a trump.</source>
        <translation>En la recuperación, quien no puede asistir debe fallar con un triunfo.</translation>
    </message>
    <message>
        <source>In a recovery, a player who ruffs must beat a trump already played.</source>
        <translation>En la recuperación, quien falla debe refallar si ya hay un triunfo jugado.</translation>
    </message>
    <message>
        <source>In a recovery, trumps may not be led until a trump has been played.</source>
        <translation>En la recuperación no se puede salir de triunfo hasta que se haya jugado alguno.</translation>
    </message>
    <message>
        <source>The mano may sell the choice of trumps for tricks offered by the others.</source>
        <translation>El mano puede vender la elección del triunfo por las bazas que le ofrezcan los demás.</translation>
    </message>
    <message>
        <source>A player who passes in the sale may not bid again.</source>
        <translation>Quien pasa en la venta ya no puede volver a ofrecer.</translation>
    </message>
    <message>
        <source>The mano may turn down the best offer and name trumps himself.</source>
        <translation>El mano puede rechazar la mejor oferta y elegir él el triunfo.</translation>
    </message>
    <message>
        <source>The buyer of the trump choice leads the first trick instead of the mano.</source>
        <translation>Quien compra el triunfo sale en la primera baza en lugar del mano.</translation>
    </message>
    <message>
        <source>Points lost per penalty unit in each negative lance (the last two tricks may differ).</source>
        <translation>Puntos que se pierden por cada unidad negativa en cada lance negativo (las dos últimas bazas pueden valer distinto).</translation>
    </message>
    <message>
        <source>A full game of 20 hands or a short one of 12.</source>
        <translation>Una partida completa de 20 manos o una corta de 12.</translation>
    </message>
    <message>
        <source>How many times each penalty contract may be chosen in a game.</source>
        <translation>Cuántas veces se puede elegir cada negativo en una partida.</translation>
    </message>
    <message>
        <source>How many times the same suit may be named trumps in a game.</source>
        <translation>Cuántas veces puede ser triunfo el mismo palo en una partida.</translation>
    </message>
    <message>
        <source>The holder of the ace, king and queen of trumps may lead trumps before they are broken, but must then lead all three one after another.</source>
        <translation>Quien tiene el as, el rey y la dama de triunfo puede salir de triunfo antes de que se haya jugado ninguno, pero tiene que sacar los tres seguidos.</translation>
    </message>
    <message>
        <source>Taking this many tricks in a trump hand ends the game at once.</source>
        <translation>Hacer este número de bazas en una mano de triunfo termina la partida en el acto.</translation>
    </message>
    <message>
        <source>Who chooses the first contract.</source>
        <translation>Quién elige el primer juego.</translation>
    </message>
    <message>
        <source>Multiplies every score on the sheet, for show only; the game is the same.</source>
        <translation>Multiplica todos los puntos de la hoja, solo para mostrarlos; la partida es la misma.</translation>
    </message>
    <message>
        <source>The first four hands must be penalty contracts.</source>
        <translation>Las cuatro primeras manos tienen que ser negativas.</translation>
    </message>
    <message>
        <source>A player who cannot follow suit in a trump hand must play a trump.</source>
        <translation>En una mano de triunfo, quien no puede asistir debe fallar.</translation>
    </message>
    <message>
        <source>A player who ruffs must beat a trump already on the trick if he can.</source>
        <translation>Quien falla debe refallar si puede.</translation>
    </message>
    <message>
        <source>When trumps are led, a player must beat the highest trump if he can.</source>
        <translation>Cuando se sale de triunfo, hay que montar sobre el triunfo más alto si se puede.</translation>
    </message>
    <message>
        <source>Trumps may not be led until a trump has been played.</source>
        <translation>No se puede salir de triunfo hasta que se haya jugado alguno.</translation>
    </message>
    <message>
        <source>In No Queens, a queen must be played when a higher card of its suit is on the trick.</source>
        <translation>En No damas, hay que soltar la dama cuando en la baza hay una carta más alta de su palo.</translation>
    </message>
    <message>
        <source>In No Kings or Jacks, a king or jack must be played under a higher card of its suit.</source>
        <translation>En Ni K ni J, hay que soltar el rey o la jota bajo una carta más alta de su palo.</translation>
    </message>
    <message>
        <source>In King of Hearts, the king must be played when hearts are led and the ace is on the trick.</source>
        <translation>En el rey de corazones, hay que soltar el rey cuando se sale de corazones y el as está en la baza.</translation>
    </message>
    <message>
        <source>In King of Hearts, a player who cannot follow suit must discard a heart.</source>
        <translation>En el rey de corazones, quien no puede asistir debe descartarse de un corazón.</translation>
    </message>
    <message>
        <source>In No Hearts, a player must play a heart lower than the highest one on the trick if he can.</source>
        <translation>En No corazones, hay que jugar un corazón más bajo que el más alto de la baza si se puede.</translation>
    </message>
    <message>
        <source>A leader holding only hearts before hearts are broken must lead the highest.</source>
        <translation>Quien tiene que salir y solo tiene corazones, sin que se haya jugado ninguno, debe salir con el más alto.</translation>
    </message>
    <message>
        <source>A penalty hand ends as soon as every penalty card has been taken.</source>
        <translation>Un juego negativo termina en cuanto salen todas las cartas negativas.</translation>
    </message>
    <message>
        <source>Who may ask for a redeal with no card above ten.</source>
        <translation>Quién puede anular la mano («El İptal») si no tiene cartas por encima del diez.</translation>
    </message>
    <message>
        <source>No Queens counts for nothing when each player took one queen.</source>
        <translation>No damas no cuenta si cada jugador se lleva una dama.</translation>
    </message>
    <message>
        <source>A player dealt the ace or king of hearts alone may ask for a redeal.</source>
        <translation>Quien recibe el as o el rey de corazones sin más corazones puede pedir nuevo reparto.</translation>
    </message>
    <message>
        <source>Whether a final score of exactly zero is up, down or neither.</source>
        <translation>Si un total final de cero cuenta como positivo, negativo o ninguno de los dos.</translation>
    </message>
    <message>
        <source>King counts only if it was declared before the first lead.</source>
        <translation>Hacer King solo cuenta si se declaró antes de la primera salida.</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty card(s)</source>
        <translation>
            <numerusform>%n carta negativa</numerusform>
            <numerusform>%n cartas negativas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last two tricks</source>
        <translation>
            <numerusform>%n de las dos últimas bazas</numerusform>
            <numerusform>%n de las dos últimas bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>trick 12: %1</source>
        <translation>baza 12: %1</translation>
    </message>
    <message>
        <source>trick 13: %1</source>
        <translation>baza 13: %1</translation>
    </message>
    <message>
        <source>%1 − price %2</source>
        <translation>%1 − precio %2</translation>
    </message>
    <message>
        <source>%1 + price %2</source>
        <translation>%1 + precio %2</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Moverse entre las cartas de tu mano</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Inicio, Fin</translation>
    </message>
    <message>
        <source>Go to the first or the last card you may play</source>
        <translation>Ir a la primera o a la última carta que puedes jugar</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Intro o Espacio</translation>
    </message>
    <message>
        <source>Play the card with the focus</source>
        <translation>Jugar la carta seleccionada</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>Move between the buttons of a dialog</source>
        <translation>Moverse entre los botones de un cuadro de diálogo</translation>
    </message>
    <message>
        <source>Press the button with the focus (in a dialog: the highlighted answer)</source>
        <translation>Pulsar el botón seleccionado (en un cuadro de diálogo: la respuesta resaltada)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Put a question aside: a button on the table brings it back</source>
        <translation>Dejar una pregunta para luego: un botón en la mesa la vuelve a abrir</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + letra subrayada</translation>
    </message>
    <message>
        <source>Open a menu or press a button</source>
        <translation>Abrir un menú o pulsar un botón</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Menu shortcuts</source>
        <translation>Atajos de los menús</translation>
    </message>
    <message>
        <source>About KingDesk</source>
        <translation>Acerca de KingDesk</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Games are kept in</source>
        <translation>Las partidas se guardan en</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Carpeta del log</translation>
    </message>
    <message>
        <source>King, the trick-taking card game of Spain and Turkey: alone against three computer players, or with others on the same network.</source>
        <translation>King, el juego de bazas de España y Turquía: a solas contra tres jugadores del ordenador, o con otros en la misma red.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Learn a &amp;contract</source>
        <translation>Aprender un &amp;juego</translation>
    </message>
    <message>
        <source>Keyboard &amp;shortcuts…</source>
        <translation>Atajos de &amp;teclado…</translation>
    </message>
    <message>
        <source>&amp;About KingDesk…</source>
        <translation>&amp;Acerca de KingDesk…</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>Abrir la carpeta del &amp;log</translation>
    </message>
    <message>
        <source>Report a &amp;problem…</source>
        <translation>&amp;Informar de un problema…</translation>
    </message>
    <message>
        <source>The log is in %1</source>
        <translation>El log está en %1</translation>
    </message>
    <message>
        <source>The log</source>
        <translation>El log</translation>
    </message>
    <message>
        <source>No file manager opened the log&apos;s folder. The log is in:</source>
        <translation>Ningún gestor de archivos ha abierto la carpeta del log. El log está en:</translation>
    </message>
    <message>
        <source>You sell the choice of trump</source>
        <translation>Vendes la elección del triunfo</translation>
    </message>
    <message>
        <source>%1 sells the choice of trump</source>
        <translation>%1 vende la elección del triunfo</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Pasas</translation>
    </message>
    <message numerus="yes">
        <source>Hint: offer %n trick(s).</source>
        <comment>advice in the trump sale</comment>
        <translation>
            <numerusform>Pista: ofrece %n baza.</numerusform>
            <numerusform>Pista: ofrece %n bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n trick(s)</source>
        <translation>
            <numerusform>Ofreces %n baza</numerusform>
            <numerusform>Ofreces %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n trick(s)</source>
        <translation>
            <numerusform>%1 ofrece %n baza</numerusform>
            <numerusform>%1 ofrece %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>You accept: %1 names the trump</source>
        <translation>Aceptas: %1 elige el triunfo</translation>
    </message>
    <message>
        <source>%1 accepts: you name the trump</source>
        <translation>%1 acepta: eliges tú el triunfo</translation>
    </message>
    <message>
        <source>%1 accepts: %2 names the trump</source>
        <translation>%1 acepta: %2 elige el triunfo</translation>
    </message>
    <message>
        <source>You refuse and name the trump</source>
        <translation>No aceptas y eliges tú el triunfo</translation>
    </message>
    <message>
        <source>%1 refuses and names the trump</source>
        <translation>%1 no acepta y elige el triunfo</translation>
    </message>
    <message>
        <source>No offer: you name the trump</source>
        <translation>Sin ofertas: eliges tú el triunfo</translation>
    </message>
    <message>
        <source>No offer: %1 names the trump</source>
        <translation>Sin ofertas: %1 elige el triunfo</translation>
    </message>
    <message>
        <source>Step back (←)</source>
        <translation>Un paso atrás (←)</translation>
    </message>
    <message>
        <source>Step forward (→)</source>
        <translation>Un paso adelante (→)</translation>
    </message>
    <message>
        <source>To the start of the hand (Home)</source>
        <translation>Al principio de la mano (Inicio)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Al final de la mano (Fin)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Al principio</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pausa (Espacio)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Reproducir (Espacio)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Se reparten las cartas.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Sold to you for %n trick(s)</source>
        <translation>
            <numerusform>Vendido a ti por %n baza</numerusform>
            <numerusform>Vendido a ti por %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sold to %1 for %n trick(s)</source>
        <translation>
            <numerusform>Vendido a %1 por %n baza</numerusform>
            <numerusform>Vendido a %1 por %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>You do not sell: you name %1</source>
        <translation>No vendes: eliges %1</translation>
    </message>
    <message>
        <source>%1 does not sell: names %2</source>
        <translation>%1 no vende: elige %2</translation>
    </message>
    <message numerus="yes">
        <source>Best offer: yours, %n trick(s).</source>
        <translation>
            <numerusform>Mejor oferta: la tuya, %n baza.</numerusform>
            <numerusform>Mejor oferta: la tuya, %n bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best offer: %1 offers %n trick(s).</source>
        <translation>
            <numerusform>Mejor oferta: %1 ofrece %n baza.</numerusform>
            <numerusform>Mejor oferta: %1 ofrece %n bazas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>I offer %n trick(s)</source>
        <translation>
            <numerusform>Ofrezco %n baza</numerusform>
            <numerusform>Ofrezco %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hand %1, %n trick(s) played</source>
        <translation>
            <numerusform>mano %1, %n baza jugada</numerusform>
            <numerusform>mano %1, %n bazas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Partida terminada tras %n mano</numerusform>
            <numerusform>Partida terminada tras %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n</source>
        <comment>the score sheet&apos;s Sale cell: the buyer of the trump choice for a price in tricks</comment>
        <translation>
            <numerusform>%1 por %n</numerusform>
            <numerusform>%1 por %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Report a problem</source>
        <translation>Informar de un problema</translation>
    </message>
    <message>
        <source>The report holds the program&apos;s log, as below (your home folder and user name are replaced)</source>
        <translation>El informe lleva el log del programa, tal como se ve abajo (con tu carpeta personal y tu nombre de usuario sustituidos)</translation>
    </message>
    <message>
        <source>and the record of the game on the table: the rules, the players&apos; names, the deals and every decision so far</source>
        <translation>y el registro de la partida que está en la mesa: las reglas, los nombres de los jugadores, los repartos y todas las decisiones hasta ahora</translation>
    </message>
    <message>
        <source>&amp;Save the report…</source>
        <translation>&amp;Guardar el informe…</translation>
    </message>
    <message>
        <source>Zip files (*.zip)</source>
        <translation>Archivos zip (*.zip)</translation>
    </message>
    <message>
        <source>The report cannot be saved: %1</source>
        <translation>No se puede guardar el informe: %1</translation>
    </message>
    <message numerus="yes">
        <source>the program&apos;s log (%n file(s)): the versions, the warnings and the errors of KingDesk</source>
        <translation>
            <numerusform>el log del programa (%n archivo): las versiones, los avisos y los errores de KingDesk</numerusform>
            <numerusform>el log del programa (%n archivos): las versiones, los avisos y los errores de KingDesk</numerusform>
        </translation>
    </message>
    <message>
        <source>no log: KingDesk has not written one in %1</source>
        <translation>ningún log: KingDesk aún no ha escrito ninguno en %1</translation>
    </message>
    <message>
        <source>the record of the game on the table: the rules, the players&apos; names, the deals and every decision so far</source>
        <translation>el registro de la partida en la mesa: las reglas, los nombres de los jugadores, las manos y cada decisión hasta ahora</translation>
    </message>
    <message>
        <source>The report is saved as %1. It holds:</source>
        <translation>El informe se ha guardado como %1. Contiene:</translation>
    </message>
    <message>
        <source>Nothing else is in it. You can send this file to whoever helps you with KingDesk.</source>
        <translation>No contiene nada más. Puedes enviar este archivo a quien te ayude con KingDesk.</translation>
    </message>
    <message>
        <source>Score a game with real cards</source>
        <translation>Anotar una partida con cartas de verdad</translation>
    </message>
    <message>
        <source>Played with real cards — %1</source>
        <translation>Partida con cartas de verdad — %1</translation>
    </message>
    <message>
        <source>&amp;Undo last hand</source>
        <translation>&amp;Deshacer la última mano</translation>
    </message>
    <message>
        <source>C&amp;orrect selected hand</source>
        <translation>C&amp;orregir la mano elegida</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>Anulada por</translation>
    </message>
    <message>
        <source>The King was declared</source>
        <translation>Se declaró King</translation>
    </message>
    <message>
        <source>Ten in a row</source>
        <translation>Diez seguidas</translation>
    </message>
    <message>
        <source>The King rule: 11 tricks, or 10 in a row. Tick it when these ten tricks were taken one after the other.</source>
        <translation>Regla del King: 11 bazas, o 10 seguidas. Márcalo si estas diez bazas se hicieron una tras otra.</translation>
    </message>
    <message>
        <source>12th trick</source>
        <translation>Baza 12</translation>
    </message>
    <message>
        <source>13th trick</source>
        <translation>Baza 13</translation>
    </message>
    <message>
        <source>&amp;Write down</source>
        <translation>&amp;Anotar</translation>
    </message>
    <message>
        <source>Leave as it was</source>
        <translation>Dejarla como estaba</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The game is over and kept in the history.</source>
        <translation>La partida ha terminado y queda guardada en el historial.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Correct hand %1</source>
        <translation>Corregir la mano %1</translation>
    </message>
    <message>
        <source>%1 chooses.</source>
        <translation>Elige juego: %1.</translation>
    </message>
    <message>
        <source>Mano: %1</source>
        <translation>Mano: %1</translation>
    </message>
    <message>
        <source>Not sold</source>
        <translation>No se vende</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Took it</source>
        <translation>Se lo llevó</translation>
    </message>
    <message>
        <source>Sold to, for (tricks)</source>
        <translation>Venta: a quién y por cuántas bazas</translation>
    </message>
    <message>
        <source>A digit picks a choice by its place in the list: 1 for the first.</source>
        <translation>Un número elige por su lugar en la lista: 1 para la primera opción.</translation>
    </message>
    <message>
        <source>Hearts taken</source>
        <translation>Corazones que se llevó cada uno</translation>
    </message>
    <message>
        <source>Kings and jacks taken</source>
        <translation>Reyes y jotas que se llevó cada uno</translation>
    </message>
    <message>
        <source>Queens taken</source>
        <translation>Damas que se llevó cada uno</translation>
    </message>
    <message>
        <source>Who took the King of Hearts</source>
        <translation>Quién se llevó el rey de corazones</translation>
    </message>
    <message>
        <source>Who took the last two tricks</source>
        <translation>Quién se llevó las dos últimas</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Bazas que se llevó cada uno</translation>
    </message>
    <message>
        <source>Select the hand to correct in the score sheet.</source>
        <translation>Elige en la hoja de anotación la mano que quieres corregir.</translation>
    </message>
    <message>
        <source>Hand %1 would no longer be possible: %2</source>
        <translation>La mano %1 ya no sería posible: %2</translation>
    </message>
    <message>
        <source>Kept after every hand among the unfinished games.</source>
        <translation>Se guarda tras cada mano entre las partidas sin terminar.</translation>
    </message>
    <message>
        <source>Play with your own cards; KingDesk keeps the score sheet. Write the players in order of play: each one sits on the right of the one before.</source>
        <translation>Jugáis con vuestras cartas y KingDesk lleva la hoja de anotación. Escribe a los jugadores en el orden de juego: cada uno se sienta a la derecha del anterior.</translation>
    </message>
    <message>
        <source>You are</source>
        <translation>Tú eres</translation>
    </message>
    <message>
        <source>The rule options are those of Settings › Rules.</source>
        <translation>Las opciones de reglas son las de Ajustes › Reglas.</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primer dador</translation>
    </message>
    <message>
        <source>First to choose (holds the ♦2)</source>
        <translation>Primero en elegir (tiene el ♦2)</translation>
    </message>
    <message>
        <source>None of them</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>%1 — another version of KingDesk</source>
        <translation>%1 — otra versión de KingDesk</translation>
    </message>
    <message>
        <source>other rules</source>
        <translation>otras reglas</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>sin sitio libre</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <comment>a table found on the network</comment>
        <translation>
            <numerusform>%n sitio libre</numerusform>
            <numerusform>%n sitios libres</numerusform>
        </translation>
    </message>
    <message>
        <source>asks for a table code</source>
        <translation>pide un código de mesa</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>The host&apos;s computer deals and holds every card: the others see only their own hand, but the host&apos;s program sees all four. Sit down at tables of people you trust, as with a friend who deals real cards.</source>
        <translation>El ordenador del anfitrión reparte y guarda todas las cartas: cada uno ve solo su mano, pero el programa del anfitrión ve las cuatro. Siéntate en mesas de gente de confianza, como con un amigo que reparte cartas de verdad.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Mesas en esta red:</translation>
    </message>
    <message>
        <source>Looking for tables… A table appears here once its host has opened it; or type the address the host gives you.</source>
        <translation>Buscando mesas… Una mesa aparece aquí en cuanto su anfitrión la abre; o escribe la dirección que te dé el anfitrión.</translation>
    </message>
    <message>
        <source>192.168.1.20:8765, or the invitation&apos;s link kingdesk://join/…</source>
        <translation>192.168.1.20:8765, o el enlace de la invitación kingdesk://join/…</translation>
    </message>
    <message>
        <source>Address or invitation</source>
        <translation>Dirección o invitación</translation>
    </message>
    <message>
        <source>your seat is kept there</source>
        <translation>tu sitio te espera allí</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>only if the table asks for one</source>
        <translation>solo si la mesa lo pide</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Código de mesa</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>&amp;Say to the table</source>
        <translation>&amp;Frases para la mesa</translation>
    </message>
    <message>
        <source>The cards as dealt</source>
        <translation>Las cartas repartidas</translation>
    </message>
    <message>
        <source>Relay for invitations</source>
        <translation>Repetidor de las invitaciones</translation>
    </message>
    <message>
        <source>Your name at a table</source>
        <translation>Tu nombre en una mesa</translation>
    </message>
    <message>
        <source>The address of the last table joined</source>
        <translation>La dirección de la última mesa a la que te uniste</translation>
    </message>
    <message>
        <source>iroh&apos;s public relays</source>
        <translation>Los repetidores públicos de iroh</translation>
    </message>
    <message>
        <source>My club&apos;s relay</source>
        <translation>El repetidor de mi club</translation>
    </message>
    <message>
        <source>No relay</source>
        <translation>Sin repetidor</translation>
    </message>
    <message>
        <source>for example https://relay.myclub.example</source>
        <translation>por ejemplo https://relay.miclub.example</translation>
    </message>
    <message>
        <source>Relay address</source>
        <translation>Dirección del repetidor</translation>
    </message>
    <message>
        <source>When your computer and a friend&apos;s cannot reach each other directly, a relay passes on the table&apos;s bytes, encrypted from one KingDesk to the other: it cannot read the cards or the names. iroh&apos;s public relays are free, limited in use and promise no uptime; a club can run its own (iroh-relay). With no relay, friends whose network does not let them reach you directly cannot join.</source>
        <translation>Cuando tu ordenador y el de un amigo no pueden conectarse directamente, un repetidor pasa los datos de la mesa, cifrados de un KingDesk al otro: no puede leer las cartas ni los nombres. Los repetidores públicos de iroh son gratuitos, de uso limitado y sin garantía de funcionamiento; un club puede tener el suyo (iroh-relay). Sin repetidor, los amigos cuya red no les deja llegar a ti directamente no pueden unirse.</translation>
    </message>
    <message>
        <source>The relay address must be a web address such as https://relay.myclub.example.</source>
        <translation>La dirección del repetidor debe ser una dirección web como https://relay.miclub.example.</translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <comment>the move timer&apos;s last seconds on a plate</comment>
        <translation>
            <numerusform>Queda %n s</numerusform>
            <numerusform>Quedan %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Nueva persona</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colour and picture</source>
        <translation>Color y dibujo</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Idiomas</translation>
    </message>
    <message>
        <source>No preference</source>
        <translation>Sin preferencia</translation>
    </message>
    <message>
        <source>Likes to play against</source>
        <translation>Le gusta jugar contra</translation>
    </message>
    <message>
        <source>Someone on this computer is already called %1.</source>
        <translation>Ya hay alguien en este ordenador que se llama %1.</translation>
    </message>
    <message>
        <source>Write the person&apos;s name.</source>
        <translation>Escribe el nombre de la persona.</translation>
    </message>
    <message>
        <source>The history cannot be written: the person is not kept.</source>
        <translation>No se puede escribir el historial: la persona no se guarda.</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personas</translation>
    </message>
    <message>
        <source>Choose one of the people who play on this computer</source>
        <translation>Elige a una de las personas que juegan en este ordenador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Sum of places</source>
        <translation>Suma de puestos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>New series…</source>
        <translation>Nueva serie…</translation>
    </message>
    <message>
        <source>New games join this series</source>
        <translation>Las partidas nuevas cuentan para esta serie</translation>
    </message>
    <message>
        <source>Standings by</source>
        <translation>Clasificación por</translation>
    </message>
    <message>
        <source>Where played</source>
        <translation>Dónde se jugó</translation>
    </message>
    <message>
        <source>Take out of the series</source>
        <translation>Quitar de la serie</translation>
    </message>
    <message>
        <source>Add to the series</source>
        <translation>Añadir a la serie</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>Exportar como PDF…</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exportar como CSV…</translation>
    </message>
    <message>
        <source>No series yet. A series groups the games of several evenings (a winter league, a holiday) and keeps their standings.</source>
        <translation>Aún no hay series. Una serie reúne las partidas de varias noches (una liga de invierno, unas vacaciones) y lleva su clasificación.</translation>
    </message>
    <message>
        <source>New series</source>
        <translation>Nueva serie</translation>
    </message>
    <message>
        <source>Name of the series (for example, Winter 2026)</source>
        <translation>Nombre de la serie (por ejemplo, Invierno 2026)</translation>
    </message>
    <message>
        <source>Print the standings</source>
        <translation>Imprimir la clasificación</translation>
    </message>
    <message>
        <source>Export the standings as PDF</source>
        <translation>Exportar la clasificación como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>no existe la carpeta</translation>
    </message>
    <message>
        <source>Export the standings as CSV</source>
        <translation>Exportar la clasificación como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Series</translation>
    </message>
    <message>
        <source>The standings cannot be written to %1 (%2).</source>
        <translation>No se puede escribir la clasificación en %1 (%2).</translation>
    </message>
    <message>
        <source>People and series</source>
        <translation>Personas y series</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Cara a cara</translation>
    </message>
    <message>
        <source>New person…</source>
        <translation>Nueva persona…</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambiar…</translation>
    </message>
    <message>
        <source>Same person</source>
        <translation>Es la misma persona</translation>
    </message>
    <message>
        <source>The person chosen here and the one in the list are one: all the games of the one in the list become theirs.</source>
        <translation>La persona elegida aquí y la de la lista son la misma: todas las partidas de la de la lista pasan a ser suyas.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <source>Same person as</source>
        <translation>La misma persona que</translation>
    </message>
    <message>
        <source>Count games played:</source>
        <translation>Contar partidas jugadas:</translation>
    </message>
    <message>
        <source>Points evening by evening</source>
        <translation>Puntos noche a noche</translation>
    </message>
    <message>
        <source>Average points per contract</source>
        <translation>Puntos medios por lance</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contra</translation>
    </message>
    <message>
        <source>Nobody yet: the people who play are kept here once a game is over.</source>
        <translation>Aún no hay nadie: las personas que juegan se guardan aquí al acabar una partida.</translation>
    </message>
    <message>
        <source>Games: %1 (%2)</source>
        <translation>Partidas: %1 (%2)</translation>
    </message>
    <message>
        <source>Won: %1 · Average place: %2</source>
        <translation>Ganadas: %1 · Puesto medio: %2</translation>
    </message>
    <message>
        <source>Hands: %1 · Points per hand: %2</source>
        <translation>Manos: %1 · Puntos por mano: %2</translation>
    </message>
    <message>
        <source>Best contract: %1 (%2) · Worst: %3 (%4)</source>
        <translation>Mejor lance: %1 (%2) · Peor: %3 (%4)</translation>
    </message>
    <message>
        <source>Choose two people.</source>
        <translation>Elige a dos personas.</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partidas juntos</translation>
    </message>
    <message>
        <source>Finished ahead</source>
        <translation>Acabó por delante</translation>
    </message>
    <message>
        <source>Same place</source>
        <translation>Mismo puesto</translation>
    </message>
    <message>
        <source>Only the games where both sat at the table count.</source>
        <translation>Solo cuentan las partidas en que los dos estaban en la mesa.</translation>
    </message>
    <message>
        <source>These two have not played a game together yet.</source>
        <translation>Estos dos aún no han jugado una partida juntos.</translation>
    </message>
    <message>
        <source>Place %1 · %2</source>
        <translation>Puesto %1 · %2</translation>
    </message>
    <message>
        <source>All the games of %1 become the games of %2, and %1 is no longer in the list.</source>
        <translation>Todas las partidas de %1 pasan a ser de %2, y %1 ya no está en la lista.</translation>
    </message>
    <message>
        <source>Export a person&apos;s games</source>
        <translation>Exportar las partidas de una persona</translation>
    </message>
    <message>
        <source>A person&apos;s games (*.json)</source>
        <translation>Partidas de una persona (*.json)</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <translation>No se puede escribir el archivo: %1</translation>
    </message>
    <message>
        <source>Import a person&apos;s games</source>
        <translation>Importar las partidas de una persona</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>No se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>This file is not a person&apos;s games exported by KingDesk.</source>
        <translation>Este archivo no contiene las partidas de una persona exportadas por KingDesk.</translation>
    </message>
    <message>
        <source>Games added: %1.</source>
        <translation>Partidas añadidas: %1.</translation>
    </message>
    <message>
        <source>almost never</source>
        <translation>casi nunca</translation>
    </message>
    <message>
        <source>almost always</source>
        <translation>casi siempre</translation>
    </message>
    <message numerus="yes">
        <source>about %n time(s) in 5</source>
        <translation>
            <numerusform>unas %n vez de cada 5</numerusform>
            <numerusform>unas %n veces de cada 5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n trick(s)</source>
        <translation>
            <numerusform>unas %n baza</numerusform>
            <numerusform>unas %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no other choice.</source>
        <translation>No hay otra opción.</translation>
    </message>
    <message>
        <source>Your cards here are all as good as one another.</source>
        <translation>Aquí todas tus cartas valen lo mismo.</translation>
    </message>
    <message>
        <source>You have no %1 left.</source>
        <translation>Ya no te quedan %1.</translation>
    </message>
    <message>
        <source>%1 has no %2 left.</source>
        <translation>A %1 ya no le quedan %2.</translation>
    </message>
    <message>
        <source>Still out: %1.</source>
        <translation>Aún no ha salido: %1.</translation>
    </message>
    <message>
        <source>With the %1 you take this trick %2; with the %3, %4.</source>
        <translation>Con %1 te llevas esta baza %2; con %3, %4.</translation>
    </message>
    <message numerus="yes">
        <source>On average %n point(s) better than playing the %1.</source>
        <translation>
            <numerusform>De media, %n punto mejor que jugar %1.</numerusform>
            <numerusform>De media, %n puntos mejor que jugar %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>About as good as playing the %1.</source>
        <translation>Más o menos igual que jugar %1.</translation>
    </message>
    <message numerus="yes">
        <source>On average %n point(s) better than %1.</source>
        <translation>
            <numerusform>De media, %n punto mejor que %1.</numerusform>
            <numerusform>De media, %n puntos mejor que %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>About as good as %1.</source>
        <translation>Más o menos igual que %1.</translation>
    </message>
    <message>
        <source>With %1 as trumps you take %2; with %3, %4.</source>
        <translation>Con triunfo a %1 te llevas %2; con %3, %4.</translation>
    </message>
    <message numerus="yes">
        <source>With these cards a Koz hand is expected to give you %n point(s) less than an average player.</source>
        <translation>
            <numerusform>Con estas cartas, una mano de triunfo te daría de media %n punto menos que a un jugador medio.</numerusform>
            <numerusform>Con estas cartas, una mano de triunfo te daría de media %n puntos menos que a un jugador medio.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With these cards a Koz hand is expected to give you %n point(s) more than an average player.</source>
        <translation>
            <numerusform>Con estas cartas, una mano de triunfo te daría de media %n punto más que a un jugador medio.</numerusform>
            <numerusform>Con estas cartas, una mano de triunfo te daría de media %n puntos más que a un jugador medio.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may still refuse every offer: opening the sale costs nothing.</source>
        <translation>Aún puedes rechazar cualquier oferta: abrir la venta no cuesta nada.</translation>
    </message>
    <message>
        <source>Choosing the trump is worth %1 to you.</source>
        <translation>Elegir el triunfo te vale %1.</translation>
    </message>
    <message numerus="yes">
        <source>The offer (%n trick(s)) is worth more to you than choosing the trump yourself (%1).</source>
        <translation>
            <numerusform>La oferta (%n baza) te vale más que elegir tú el triunfo (%1).</numerusform>
            <numerusform>La oferta (%n bazas) te vale más que elegir tú el triunfo (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choosing the trump yourself (%1) is worth more to you than the offer (%n trick(s)).</source>
        <translation>
            <numerusform>Elegir tú el triunfo (%1) te vale más que la oferta (%n baza).</numerusform>
            <numerusform>Elegir tú el triunfo (%1) te vale más que la oferta (%n bazas).</numerusform>
        </translation>
    </message>
    <message>
        <source>You take the tricks the King needs %1.</source>
        <translation>Haces las bazas que pide el King %1.</translation>
    </message>
    <message>
        <source>With a single heart, a redeal is the better choice.</source>
        <translation>Con un solo corazón, es mejor un nuevo reparto.</translation>
    </message>
    <message>
        <source>With more than one heart, the hand is worth playing.</source>
        <translation>Con más de un corazón, vale la pena jugar la mano.</translation>
    </message>
    <message>
        <source>not graded</source>
        <comment>a review&apos;s grade</comment>
        <translation>sin nota</translation>
    </message>
    <message>
        <source>good</source>
        <comment>a review&apos;s grade</comment>
        <translation>buena</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <comment>a review&apos;s grade</comment>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <comment>a review&apos;s grade</comment>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <comment>a review&apos;s grade</comment>
        <translation>error grave</translation>
    </message>
    <message>
        <source>Not graded: the search weighs the sale in tricks expected, not in points.</source>
        <translation>Sin nota: la búsqueda mide la venta en bazas esperadas, no en puntos.</translation>
    </message>
    <message>
        <source>Not graded: the search measures how often the King&apos;s tricks are taken, not points.</source>
        <translation>Sin nota: la búsqueda mide cuántas veces se hacen las bazas del King, no puntos.</translation>
    </message>
    <message>
        <source>Not graded: the misdeal is answered by the count of hearts, not by points.</source>
        <translation>Sin nota: pedir un nuevo reparto se decide por el número de corazones, no por puntos.</translation>
    </message>
    <message>
        <source>Not graded: the search gives no points for this choice.</source>
        <translation>Sin nota: la búsqueda no da puntos para esta elección.</translation>
    </message>
    <message>
        <source>not measured</source>
        <comment>a review&apos;s points lost</comment>
        <translation>sin medir</translation>
    </message>
    <message>
        <source>In %1 every trick you take costs points. Get rid of your aces and kings while someone else is sure to take the trick.</source>
        <translation>En %1 cada baza que te llevas resta puntos. Deshazte de tus ases y reyes cuando otro vaya a llevarse la baza seguro.</translation>
    </message>
    <message>
        <source>In %1 every heart you take costs points, and hearts may not be led until one has been played. When you cannot follow suit you must give a heart away.</source>
        <translation>En %1 cada corazón que te llevas resta puntos, y no se puede salir de corazones hasta que se haya jugado uno. Cuando no puedas asistir, tienes que descartarte de un corazón.</translation>
    </message>
    <message>
        <source>In %1 every king and every jack you take costs points. When you cannot follow suit you must give one away: lose yours under higher cards.</source>
        <translation>En %1 cada rey y cada jota que te llevas resta puntos. Cuando no puedas asistir tienes que descartarte de uno: pierde los tuyos bajo cartas más altas.</translation>
    </message>
    <message>
        <source>In %1 every queen you take costs points. When you cannot follow suit you must give one away: play yours under kings and aces.</source>
        <translation>En %1 cada dama que te llevas resta puntos. Cuando no puedas asistir tienes que descartarte de una: juega las tuyas bajo reyes y ases.</translation>
    </message>
    <message>
        <source>In %1 only the K♥ counts, and it costs a lot. Whoever holds it must give it away as soon as they cannot follow suit: with few hearts, that comes early.</source>
        <translation>En %1 solo cuenta el K♥, y resta mucho. Quien lo tiene debe descartarlo en cuanto no pueda asistir: con pocos corazones, eso llega pronto.</translation>
    </message>
    <message>
        <source>In %1 only the last two tricks count. Get rid of your high cards early and keep low ones for the end.</source>
        <translation>En %1 solo cuentan las dos últimas bazas. Deshazte pronto de tus cartas altas y guarda las bajas para el final.</translation>
    </message>
    <message>
        <source>In %1 every trick you take gives points. Choose as trump your longest suit with its high cards, draw the others&apos; trumps, then cash your winners.</source>
        <translation>En %1 cada baza que te llevas suma puntos. Elige como triunfo tu palo más largo con sus cartas altas, saca los triunfos de los demás y luego cobra tus cartas ganadoras.</translation>
    </message>
    <message>
        <source>In %1 every heart you take costs points, and hearts may not be led. Keep low hearts to play under the others&apos; higher ones.</source>
        <translation>En %1 cada corazón que te llevas resta puntos, y no se puede salir de corazones. Guarda corazones bajos para jugarlos bajo los más altos de los demás.</translation>
    </message>
    <message>
        <source>In %1 every king and every jack you take costs points. Lose yours under higher cards, and discard them when you cannot follow suit.</source>
        <translation>En %1 cada rey y cada jota que te llevas resta puntos. Piérdelos bajo cartas más altas y descártate de ellos cuando no puedas asistir.</translation>
    </message>
    <message>
        <source>In %1 every queen you take costs points. Play your queens under kings and aces, and discard them when you cannot follow suit.</source>
        <translation>En %1 cada dama que te llevas resta puntos. Juega tus damas bajo reyes y ases, y descártate de ellas cuando no puedas asistir.</translation>
    </message>
    <message>
        <source>In %1 only the K♥ counts, and it costs the most. Whoever holds it must discard it as soon as they cannot follow suit.</source>
        <translation>En %1 solo cuenta el K♥, y es lo que más resta. Quien lo tiene debe descartarlo en cuanto no pueda asistir.</translation>
    </message>
    <message>
        <source>In %1 every trick you take gives points. The player who leads names the trump or sells that right for tricks; draw trumps, then cash your winners.</source>
        <translation>En %1 cada baza que te llevas suma puntos. El mano elige el triunfo o vende ese derecho por bazas; saca triunfos y luego cobra tus cartas ganadoras.</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>I name the trump</source>
        <comment>a computer player keeps the choice</comment>
        <translation>Elijo triunfo</translation>
    </message>
    <message>
        <source>I sell the choice</source>
        <comment>a computer player sells the trump choice</comment>
        <translation>Vendo</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>a computer player passes in the sale</comment>
        <translation>Paso</translation>
    </message>
    <message>
        <source>I accept</source>
        <comment>the mano accepts the best offer</comment>
        <translation>Acepto</translation>
    </message>
    <message>
        <source>I refuse</source>
        <comment>the mano refuses the best offer</comment>
        <translation>No acepto</translation>
    </message>
    <message>
        <source>I declare King</source>
        <comment>a computer player declares King</comment>
        <translation>Declaro King</translation>
    </message>
</context>
<context>
    <name>Cancel</name>
    <message>
        <source>Hand cancelled (El İptal): redeal</source>
        <translation>Mano anulada (El İptal): se vuelve a repartir</translation>
    </message>
    <message>
        <source>Misdeal called (a lone ace or king of hearts): redeal</source>
        <translation>Mano anulada (as o rey de corazones seco): se vuelve a repartir</translation>
    </message>
    <message>
        <source>Void: each player took one queen; the same player chooses again</source>
        <translation>Mano nula: cada jugador se llevó una dama; vuelve a elegir el mismo jugador</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>two of %1</source>
        <translation>dos de %1</translation>
    </message>
    <message>
        <source>three of %1</source>
        <translation>tres de %1</translation>
    </message>
    <message>
        <source>four of %1</source>
        <translation>cuatro de %1</translation>
    </message>
    <message>
        <source>five of %1</source>
        <translation>cinco de %1</translation>
    </message>
    <message>
        <source>six of %1</source>
        <translation>seis de %1</translation>
    </message>
    <message>
        <source>seven of %1</source>
        <translation>siete de %1</translation>
    </message>
    <message>
        <source>eight of %1</source>
        <translation>ocho de %1</translation>
    </message>
    <message>
        <source>nine of %1</source>
        <translation>nueve de %1</translation>
    </message>
    <message>
        <source>ten of %1</source>
        <translation>diez de %1</translation>
    </message>
    <message>
        <source>jack of %1</source>
        <translation>jota de %1</translation>
    </message>
    <message>
        <source>queen of %1</source>
        <translation>dama de %1</translation>
    </message>
    <message>
        <source>king of %1</source>
        <translation>rey de %1</translation>
    </message>
    <message>
        <source>ace of %1</source>
        <translation>as de %1</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>No Tricks</source>
        <comment>Turkish contract: El Almaz</comment>
        <translation>No bazas</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <comment>Turkish contract: Kupa Almaz</comment>
        <translation>No corazones</translation>
    </message>
    <message>
        <source>No Queens</source>
        <comment>Turkish contract: Kız Almaz</comment>
        <translation>No damas</translation>
    </message>
    <message>
        <source>No Kings or Jacks</source>
        <comment>Turkish contract: Erkek Almaz</comment>
        <translation>Ni K ni J</translation>
    </message>
    <message>
        <source>Last Two</source>
        <comment>Turkish contract: Son İki</comment>
        <translation>Las dos últimas</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <comment>Turkish contract: Rıfkı</comment>
        <translation>El rey de corazones</translation>
    </message>
    <message>
        <source>Trumps</source>
        <comment>Turkish contract: Koz</comment>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>No Tricks</source>
        <comment>Spanish lance 1: No bazas</comment>
        <translation>No bazas</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <comment>Spanish lance 2: No corazones</comment>
        <translation>No corazones</translation>
    </message>
    <message>
        <source>No Kings or Jacks</source>
        <comment>Spanish lance 3: Ni K ni J</comment>
        <translation>Ni K ni J</translation>
    </message>
    <message>
        <source>No Queens</source>
        <comment>Spanish lance 4: No Q</comment>
        <translation>No damas</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <comment>Spanish lance 5: El rey de corazones</comment>
        <translation>El rey de corazones</translation>
    </message>
    <message>
        <source>Last Two Tricks</source>
        <comment>Spanish lance 6: Las dos últimas</comment>
        <translation>Las dos últimas</translation>
    </message>
    <message>
        <source>Recovery</source>
        <comment>Spanish positive round: Recuperación</comment>
        <translation>Recuperación</translation>
    </message>
    <message>
        <source>Cancel the Hand</source>
        <comment>Turkish: El İptal, redeal when forced to koz</comment>
        <translation>Anular la mano</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>Deal the cards</source>
        <translation>Reparte las cartas</translation>
    </message>
    <message>
        <source>Choose the contract</source>
        <translation>Elige el juego</translation>
    </message>
    <message>
        <source>Name the trump suit</source>
        <translation>Elige el palo de triunfo</translation>
    </message>
    <message>
        <source>Name the trump or sell the choice</source>
        <translation>Elige el triunfo o vende la elección</translation>
    </message>
    <message>
        <source>Offer tricks for the trump choice</source>
        <translation>Ofrece bazas por la elección del triunfo</translation>
    </message>
    <message>
        <source>Sell the trump choice for the best offer?</source>
        <translation>¿Vendes la elección del triunfo a la mejor oferta?</translation>
    </message>
    <message>
        <source>Cancel the hand (no card above ten)?</source>
        <translation>¿Anular la mano (ninguna carta por encima del diez)?</translation>
    </message>
    <message>
        <source>Call a misdeal (lone ace or king of hearts)?</source>
        <translation>¿Pedir nuevo reparto (as o rey de corazones seco)?</translation>
    </message>
    <message>
        <source>Declare King?</source>
        <translation>¿Declaras King?</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Juega una carta</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>Name the trump</source>
        <translation>Elijo triunfo</translation>
    </message>
    <message>
        <source>Sell the choice</source>
        <translation>Vendo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Acepto</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>No acepto</translation>
    </message>
    <message>
        <source>Cancel the hand</source>
        <translation>Anular la mano</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Nuevo reparto</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Declare King</source>
        <translation>Declaro King</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>the folder or file does not exist</source>
        <translation>la carpeta o el archivo no existe</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>ya hay una carpeta con ese nombre</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>a file of that name is in the way</source>
        <translation>ya hay un archivo con ese nombre</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>error del sistema %1</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>error inesperado</translation>
    </message>
    <message>
        <source>the penalty contracts allowed are too few for the penalty hands of a game</source>
        <translation>los negativos permitidos no bastan para las manos negativas de una partida</translation>
    </message>
    <message>
        <source>the suits allowed as trumps are too few for the trump hands of a game</source>
        <translation>los palos de triunfo permitidos no bastan para las manos de triunfo de una partida</translation>
    </message>
    <message>
        <source>every lance needs a whole number of points</source>
        <translation>cada lance necesita un número entero de puntos</translation>
    </message>
    <message>
        <source>this value is not allowed</source>
        <translation>ese valor no está permitido</translation>
    </message>
    <message>
        <source>This table is played with another version of KingDesk. Play with the same version as the table&apos;s host.</source>
        <translation>En esta mesa se juega con otra versión de KingDesk. Juega con la misma versión que el anfitrión.</translation>
    </message>
    <message>
        <source>That is not the table code. Ask the host for it.</source>
        <translation>Ese no es el código de la mesa. Pídeselo al anfitrión.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Todos los sitios de esta mesa están ocupados.</translation>
    </message>
    <message>
        <source>Choose a name of 1 to %1 letters.</source>
        <translation>Elige un nombre de 1 a %1 letras.</translation>
    </message>
    <message>
        <source>The table did not let you sit down.</source>
        <translation>La mesa no te ha dejado sentarte.</translation>
    </message>
    <message>
        <source>The host closed the table at %1. The game stays on the host&apos;s computer: they can host it again, and you can then sit down again (Game › Join a table…).</source>
        <translation>El anfitrión ha cerrado la mesa en %1. La partida sigue guardada en su ordenador: puede volver a abrir la mesa con ella y entonces podrás sentarte de nuevo (Partida › Unirse a una mesa…).</translation>
    </message>
    <message>
        <source>The connection to the table at %1 was lost. If the table still runs, a computer player plays your seat until you come back (Game › Join a table…).</source>
        <translation>Se ha perdido la conexión con la mesa en %1. Si la mesa sigue abierta, el ordenador juega en tu lugar hasta que vuelvas (Partida › Unirse a una mesa…).</translation>
    </message>
    <message>
        <source>Your table stopped because of an error. Its game is in your autosave.</source>
        <translation>Tu mesa se ha parado por un error. La partida está en tu guardado automático.</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached. Check the address, and that the host&apos;s KingDesk has the table open and its firewall lets it through.</source>
        <translation>No se puede conectar con la mesa en %1. Comprueba la dirección, que el anfitrión tenga la mesa abierta en KingDesk y que su firewall deje pasar la conexión.</translation>
    </message>
    <message>
        <source>Your table cannot be opened: another program uses its network port. Close the other KingDesk that hosts a table, or try again in a minute.</source>
        <translation>No se puede abrir tu mesa: otro programa usa su puerto de red. Cierra el otro KingDesk que tiene una mesa abierta, o vuelve a probar dentro de un minuto.</translation>
    </message>
    <message>
        <source>Your table cannot be opened: this computer does not let KingDesk take connections (%1).</source>
        <translation>No se puede abrir tu mesa: este ordenador no deja que KingDesk acepte conexiones (%1).</translation>
    </message>
    <message>
        <source>These rules cannot be played together: %1 (%2)</source>
        <translation>Estas reglas no se pueden jugar juntas: %1 (%2)</translation>
    </message>
    <message>
        <source>That contract cannot be chosen now.</source>
        <translation>Ese juego no se puede elegir ahora.</translation>
    </message>
    <message>
        <source>That trump suit cannot be named now.</source>
        <translation>Ese palo de triunfo no se puede elegir ahora.</translation>
    </message>
    <message>
        <source>That is not allowed in the sale now.</source>
        <translation>Eso no está permitido ahora en la venta.</translation>
    </message>
    <message>
        <source>This hand cannot be cancelled now.</source>
        <translation>Esta mano no se puede anular ahora.</translation>
    </message>
    <message>
        <source>King cannot be declared now.</source>
        <translation>Ahora no se puede declarar King.</translation>
    </message>
    <message>
        <source>The game is over: start a new one.</source>
        <translation>La partida ha terminado: empieza una nueva.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>A file could not be used (%1).</source>
        <translation>No se ha podido usar un archivo (%1).</translation>
    </message>
    <message>
        <source>KingDesk hit an internal error and cannot go on with this move. The game so far is kept: you can undo, or save it and start again.</source>
        <translation>KingDesk ha tenido un error interno y no puede seguir con esta jugada. La partida hasta aquí se conserva: puedes deshacer, o guardarla y volver a empezar.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: name the trump yourself.</source>
        <translation>Pista: elige tú el triunfo.</translation>
    </message>
    <message>
        <source>Hint: sell the choice of trump.</source>
        <translation>Pista: vende la elección del triunfo.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>Pista: pasa.</translation>
    </message>
    <message>
        <source>Hint: accept the best offer.</source>
        <translation>Pista: acepta la mejor oferta.</translation>
    </message>
    <message>
        <source>Hint: refuse the offer and name the trump yourself.</source>
        <translation>Pista: no aceptes y elige tú el triunfo.</translation>
    </message>
    <message>
        <source>Hint: call El İptal.</source>
        <translation>Pista: anula la mano («El İptal»).</translation>
    </message>
    <message>
        <source>Hint: play the hand.</source>
        <translation>Pista: sigue jugando.</translation>
    </message>
    <message>
        <source>Hint: ask for a redeal.</source>
        <translation>Pista: pide nuevo reparto.</translation>
    </message>
    <message>
        <source>Hint: declare King.</source>
        <translation>Pista: declara King.</translation>
    </message>
    <message>
        <source>Hint: do not declare King.</source>
        <translation>Pista: no declares King.</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Direction of play</source>
        <translation>Sentido del juego</translation>
    </message>
    <message>
        <source>Score multiplier (display)</source>
        <translation>Multiplicador de puntos (solo visual)</translation>
    </message>
    <message>
        <source>Leading hearts (No hearts, King of hearts)</source>
        <translation>Salir de corazones (No corazones, El rey de corazones)</translation>
    </message>
    <message>
        <source>King of hearts must go at the first void</source>
        <translation>El rey de corazones se juega al primer fallo</translation>
    </message>
    <message>
        <source>King of hearts must drop under the ace</source>
        <translation>El rey de corazones cae bajo el as</translation>
    </message>
    <message>
        <source>Who names the trump in a recovery</source>
        <translation>Quién elige el triunfo en la recuperación</translation>
    </message>
    <message>
        <source>No trump allowed in a recovery</source>
        <translation>Se puede jugar sin triunfo en la recuperación</translation>
    </message>
    <message>
        <source>Recovery: must ruff when void</source>
        <translation>Recuperación: obligación de fallar</translation>
    </message>
    <message>
        <source>Recovery: must overruff</source>
        <translation>Recuperación: obligación de refallar</translation>
    </message>
    <message>
        <source>Recovery: no trump lead until trumps are broken</source>
        <translation>Recuperación: no se sale de triunfo hasta que se haya jugado alguno</translation>
    </message>
    <message>
        <source>Selling the trump choice</source>
        <translation>Venta del triunfo</translation>
    </message>
    <message>
        <source>A pass in the sale is final</source>
        <translation>Quien pasa en la venta ya no puede ofrecer</translation>
    </message>
    <message>
        <source>The mano may refuse the best offer</source>
        <translation>El mano puede rechazar la mejor oferta</translation>
    </message>
    <message>
        <source>The buyer leads the first trick</source>
        <translation>El comprador sale en la primera baza</translation>
    </message>
    <message>
        <source>Points of the negative lances</source>
        <translation>Puntos de los lances negativos</translation>
    </message>
    <message>
        <source>Length of the game</source>
        <translation>Duración de la partida</translation>
    </message>
    <message>
        <source>First to choose</source>
        <translation>Quién elige primero</translation>
    </message>
    <message>
        <source>First four hands are penalty hands</source>
        <translation>Las cuatro primeras manos son negativas</translation>
    </message>
    <message>
        <source>Times each penalty contract may be played</source>
        <translation>Veces que se puede jugar cada negativo</translation>
    </message>
    <message>
        <source>Times each suit may be trumps</source>
        <translation>Veces que cada palo puede ser triunfo</translation>
    </message>
    <message>
        <source>Must ruff when void</source>
        <translation>Obligación de fallar</translation>
    </message>
    <message>
        <source>Must overruff</source>
        <translation>Obligación de refallar</translation>
    </message>
    <message>
        <source>Must play a higher trump when trumps are led</source>
        <translation>Obligación de montar cuando se sale de triunfo</translation>
    </message>
    <message>
        <source>No trump lead until trumps are broken</source>
        <translation>No se sale de triunfo hasta que se haya jugado alguno</translation>
    </message>
    <message>
        <source>Ace, king and queen of trumps may be led in a run</source>
        <translation>As, rey y dama de triunfo: se puede salir con ellos seguidos</translation>
    </message>
    <message>
        <source>No Queens: a queen must drop under a higher card</source>
        <translation>No damas: la dama cae bajo una carta más alta</translation>
    </message>
    <message>
        <source>No Kings or Jacks: a king or jack must drop under a higher card</source>
        <translation>Ni K ni J: el rey o la jota caen bajo una carta más alta</translation>
    </message>
    <message>
        <source>King of Hearts: the king must drop under the ace</source>
        <translation>El rey de corazones: el rey cae bajo el as</translation>
    </message>
    <message>
        <source>King of Hearts: discard a heart when void</source>
        <translation>El rey de corazones: si no se puede asistir, descartarse de un corazón</translation>
    </message>
    <message>
        <source>No Hearts: must play under a higher heart</source>
        <translation>No corazones: jugar por debajo de un corazón más alto</translation>
    </message>
    <message>
        <source>Only hearts left: lead the highest heart</source>
        <translation>Solo quedan corazones: salir con el más alto</translation>
    </message>
    <message>
        <source>Stop a hand once every penalty card is taken</source>
        <translation>La mano acaba cuando salen todas las cartas negativas</translation>
    </message>
    <message>
        <source>Order of the hands</source>
        <translation>Orden de las manos</translation>
    </message>
    <message>
        <source>Cancelling a hand with no card above ten</source>
        <translation>Anular la mano («El İptal») sin cartas por encima del diez</translation>
    </message>
    <message>
        <source>No Queens is void when each player takes one</source>
        <translation>No damas se anula si cada jugador se lleva una</translation>
    </message>
    <message>
        <source>Misdeal for a lone ace or king of hearts</source>
        <translation>Nuevo reparto con el as o el rey de corazones seco</translation>
    </message>
    <message>
        <source>A final score of zero counts as</source>
        <translation>Quien acaba con cero puntos queda</translation>
    </message>
    <message>
        <source>Making King ends the game</source>
        <translation>Hacer King termina la partida</translation>
    </message>
    <message>
        <source>King must be declared</source>
        <translation>Hay que declarar King</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>antihorario</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>horario</translation>
    </message>
    <message>
        <source>lance and recovery in turn</source>
        <translation>lance y recuperación alternados</translation>
    </message>
    <message>
        <source>the six lances first</source>
        <translation>primero los seis lances</translation>
    </message>
    <message>
        <source>lances in any order</source>
        <translation>lances en cualquier orden</translation>
    </message>
    <message>
        <source>never while holding another suit</source>
        <translation>nunca mientras se tenga otro palo</translation>
    </message>
    <message>
        <source>once a heart has been played</source>
        <translation>cuando ya se haya jugado un corazón</translation>
    </message>
    <message>
        <source>any time</source>
        <translation>en cualquier momento</translation>
    </message>
    <message>
        <source>the mano</source>
        <translation>el mano</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>el dador</translation>
    </message>
    <message>
        <source>holder of the two of diamonds</source>
        <translation>quien tenga el dos de diamantes</translation>
    </message>
    <message>
        <source>holder of the seven of diamonds</source>
        <translation>quien tenga el siete de diamantes</translation>
    </message>
    <message>
        <source>drawn by lot</source>
        <translation>por sorteo</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>the forced trump caller</source>
        <translation>quien está obligado a elegir triunfo</translation>
    </message>
    <message>
        <source>any player in a trump hand</source>
        <translation>cualquier jugador en una mano de triunfo</translation>
    </message>
    <message>
        <source>down</source>
        <translation>en negativo</translation>
    </message>
    <message>
        <source>up</source>
        <translation>en positivo</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>ni lo uno ni lo otro</translation>
    </message>
    <message>
        <source>10 tricks or more</source>
        <translation>10 bazas o más</translation>
    </message>
    <message>
        <source>11 tricks, or 10 in a row</source>
        <translation>11 bazas, o 10 seguidas</translation>
    </message>
    <message>
        <source>all 13 tricks</source>
        <translation>las 13 bazas</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Great!</source>
        <comment>a table phrase said instead of a thumbs-up emoji</comment>
        <translation>¡Genial!</translation>
    </message>
    <message>
        <source>Ha ha!</source>
        <comment>a table phrase said instead of a smiling emoji</comment>
        <translation>¡Ja, ja!</translation>
    </message>
    <message>
        <source>Wow!</source>
        <comment>a table phrase said instead of an astonished emoji</comment>
        <translation>¡Vaya!</translation>
    </message>
    <message>
        <source>Oh no!</source>
        <comment>a table phrase said instead of a sad emoji</comment>
        <translation>¡Oh, no!</translation>
    </message>
    <message>
        <source>Hello!</source>
        <comment>a table phrase: a greeting to the others at the table</comment>
        <translation>¡Hola!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <comment>a table phrase, said before a hand</comment>
        <translation>¡Suerte!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <comment>a table phrase praising another player&apos;s play</comment>
        <translation>¡Bien jugado!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <comment>a table phrase</comment>
        <translation>¡Gracias!</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <comment>a table phrase: an apology (a slip, a slow answer)</comment>
        <translation>¡Perdón!</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <comment>a table phrase: a friendly nudge to a player who is slow</comment>
        <translation>¡Te toca!</translation>
    </message>
    <message>
        <source>Bye!</source>
        <comment>a table phrase: leaving the table</comment>
        <translation>¡Hasta luego!</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de archivo:</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>You cannot follow suit: you must discard a heart.</source>
        <translation>No puedes asistir: debes descartarte de un corazón.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must discard a queen.</source>
        <translation>No puedes asistir: debes descartarte de una dama.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must discard a king or a jack.</source>
        <translation>No puedes asistir: debes descartarte de un rey o una jota.</translation>
    </message>
    <message>
        <source>A higher heart is on the table: you must play a heart below it.</source>
        <translation>Hay un corazón más alto en la mesa: debes jugar un corazón por debajo.</translation>
    </message>
    <message>
        <source>A higher card is on the table: you must drop your queen of this suit.</source>
        <translation>Hay una carta más alta en la mesa: debes soltar tu dama de este palo.</translation>
    </message>
    <message>
        <source>A higher card is on the table: you must drop your king or jack of this suit.</source>
        <translation>Hay una carta más alta en la mesa: debes soltar tu rey o tu jota de este palo.</translation>
    </message>
    <message>
        <source>The ace of hearts is on the table: you must drop the king of hearts.</source>
        <translation>El as de corazones está en la mesa: debes soltar el rey de corazones.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>You must follow suit.</source>
        <translation>Debes asistir al palo de salida.</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart has been played, unless you hold nothing else.</source>
        <translation>No se puede salir de corazones hasta que se haya jugado alguno, salvo que no tengas otra cosa.</translation>
    </message>
    <message>
        <source>You may not lead a heart while you hold a card of another suit.</source>
        <translation>No puedes salir de corazones mientras tengas cartas de otro palo.</translation>
    </message>
    <message>
        <source>You hold only hearts: you must lead your highest heart.</source>
        <translation>Solo tienes corazones: debes salir con el más alto.</translation>
    </message>
    <message>
        <source>Trumps may not be led until a trump has been played, unless you hold nothing else (or lead from the ace, king and queen of trumps).</source>
        <translation>No se puede salir de triunfo hasta que se haya jugado alguno, salvo que no tengas otra cosa (o salgas con el as, el rey y la dama de triunfo).</translation>
    </message>
    <message>
        <source>You led from the ace, king and queen of trumps: lead the rest of them first.</source>
        <translation>Has empezado a salir con as, rey y dama de triunfo: sal ahora con los que te quedan.</translation>
    </message>
    <message>
        <source>A higher card is on the table: you must drop your penalty card of this suit.</source>
        <translation>Hay una carta más alta en la mesa: debes soltar tu carta negativa de este palo.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump if you have one.</source>
        <translation>Se ha salido de triunfo: debes jugar un triunfo más alto si lo tienes.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must discard a penalty card.</source>
        <translation>No puedes asistir: debes descartarte de una carta negativa.</translation>
    </message>
    <message>
        <source>You cannot follow suit: the king of hearts must be played.</source>
        <translation>No puedes asistir: debes jugar el rey de corazones.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must play a trump.</source>
        <translation>No puedes asistir: debes fallar con un triunfo.</translation>
    </message>
    <message>
        <source>You must beat the trump on the table if you can.</source>
        <translation>Debes refallar con un triunfo más alto si puedes.</translation>
    </message>
    <message>
        <source>This hand is over.</source>
        <translation>Esta mano ha terminado.</translation>
    </message>
    <message>
        <source>It is not time to play a card.</source>
        <translation>Ahora no toca jugar una carta.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Say what each player took, or who took the last two tricks.</source>
        <translation>Indica lo que se llevó cada jugador, o quién se llevó las dos últimas.</translation>
    </message>
    <message>
        <source>Nobody can take more than the hand holds.</source>
        <translation>Nadie puede llevarse más de lo que hay en la mano.</translation>
    </message>
    <message>
        <source>A count cannot be below zero.</source>
        <translation>Un recuento no puede ser menor que cero.</translation>
    </message>
    <message>
        <source>The counts do not add up to the whole hand.</source>
        <translation>Los recuentos no suman lo que hay en la mano.</translation>
    </message>
    <message>
        <source>Say who starts the game.</source>
        <translation>Indica quién empieza la partida.</translation>
    </message>
    <message>
        <source>Ten tricks in a row count only in a trump hand under the King rule of 10 in a row.</source>
        <translation>Diez bazas seguidas solo cuentan en una mano de triunfo con la regla del King «11 bazas, o 10 seguidas».</translation>
    </message>
    <message>
        <source>Only a player who took exactly ten tricks took ten in a row.</source>
        <translation>Solo quien hizo exactamente diez bazas puede haberlas hecho seguidas.</translation>
    </message>
    <message>
        <source>That is not one of the answers to this question.</source>
        <translation>Esa no es una de las respuestas posibles.</translation>
    </message>
    <message>
        <source>That is not a card.</source>
        <translation>Eso no es una carta.</translation>
    </message>
    <message>
        <source>The four hands must hold 13 cards each, the 52 cards once.</source>
        <translation>Las cuatro manos deben tener 13 cartas cada una, las 52 cartas una sola vez.</translation>
    </message>
    <message>
        <source>Another player deals this hand.</source>
        <translation>Esta mano la reparte otro jugador.</translation>
    </message>
    <message>
        <source>Another player chooses in this hand.</source>
        <translation>En esta mano elige otro jugador.</translation>
    </message>
    <message>
        <source>That contract cannot be chosen here.</source>
        <translation>Ese juego no se puede elegir aquí.</translation>
    </message>
    <message>
        <source>These rules have no El İptal.</source>
        <translation>Con estas reglas no se puede anular la mano («El İptal»).</translation>
    </message>
    <message>
        <source>Under these rules El İptal is called after the trump suit is named, not instead of a contract.</source>
        <translation>Con estas reglas la mano se anula («El İptal») después de elegir el palo de triunfo, no en lugar de un juego.</translation>
    </message>
    <message>
        <source>Only a player who must play trumps (no penalty left) may call El İptal.</source>
        <translation>Solo puede anular la mano («El İptal») quien está obligado a elegir triunfo (ya sin negativos).</translation>
    </message>
    <message>
        <source>You hold a card above ten.</source>
        <translation>Tienes una carta por encima del diez.</translation>
    </message>
    <message>
        <source>You may call a misdeal only when your one heart is the ace or the king.</source>
        <translation>Solo puedes pedir nuevo reparto si tu único corazón es el as o el rey.</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>Eso no es un palo.</translation>
    </message>
    <message>
        <source>An offer must be higher than the best offer.</source>
        <translation>La oferta tiene que superar a la mejor hasta ahora.</translation>
    </message>
    <message>
        <source>These rules do not let the mano refuse the best offer.</source>
        <translation>Con estas reglas el mano no puede rechazar la mejor oferta.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You keep the choice of trump</source>
        <translation>No vendes la elección del triunfo</translation>
    </message>
    <message>
        <source>You accept the best offer</source>
        <translation>Aceptas la mejor oferta</translation>
    </message>
    <message>
        <source>You refuse the best offer</source>
        <translation>No aceptas la mejor oferta</translation>
    </message>
    <message>
        <source>You call El İptal</source>
        <translation>Anulas la mano («El İptal»)</translation>
    </message>
    <message>
        <source>You play the hand</source>
        <translation>Sigues jugando</translation>
    </message>
    <message>
        <source>You ask for a redeal</source>
        <translation>Pides nuevo reparto</translation>
    </message>
    <message>
        <source>You declare King</source>
        <translation>Declaras King</translation>
    </message>
    <message>
        <source>You do not declare King</source>
        <translation>No declaras King</translation>
    </message>
    <message>
        <source>%1 keeps the choice of trump</source>
        <translation>%1 no vende la elección del triunfo</translation>
    </message>
    <message>
        <source>%1 accepts the best offer</source>
        <translation>%1 acepta la mejor oferta</translation>
    </message>
    <message>
        <source>%1 refuses the best offer</source>
        <translation>%1 no acepta la mejor oferta</translation>
    </message>
    <message>
        <source>%1 calls El İptal</source>
        <translation>%1 anula la mano («El İptal»)</translation>
    </message>
    <message>
        <source>%1 plays the hand</source>
        <translation>%1 sigue jugando</translation>
    </message>
    <message>
        <source>%1 asks for a redeal</source>
        <translation>%1 pide nuevo reparto</translation>
    </message>
    <message>
        <source>%1 declares King</source>
        <translation>%1 declara King</translation>
    </message>
    <message>
        <source>%1 does not declare King</source>
        <translation>%1 no declara King</translation>
    </message>
    <message>
        <source>You name the trump: %1</source>
        <translation>Eliges el triunfo: %1</translation>
    </message>
    <message>
        <source>%1 names the trump: %2</source>
        <translation>%1 elige el triunfo: %2</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>up</source>
        <comment>Turkish result: çıktı (finished with a positive score)</comment>
        <translation>en positivo</translation>
    </message>
    <message>
        <source>down</source>
        <comment>Turkish result: battı (finished with a negative score)</comment>
        <translation>en negativo</translation>
    </message>
    <message>
        <source>even</source>
        <comment>Turkish result: a zero score when zero counts for nobody</comment>
        <translation>a cero</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Contract</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>What counts</source>
        <translation>Qué cuenta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Choosing the contract</source>
        <translation>Elegir el juego</translation>
    </message>
    <message>
        <source>The holder of the two of diamonds chooses first; after each hand the right passes to the next player. The chooser looks at his cards, names the contract (and the trump suit in a trump hand) and leads the first trick.</source>
        <translation>Elige primero quien tenga el dos de diamantes; después de cada mano, el turno de elegir pasa al jugador siguiente. Quien elige mira sus cartas, dice el juego (y, en una mano de triunfo, el palo) y sale en la primera baza.</translation>
    </message>
    <message>
        <source>Four players, no partners, each for himself, with a 52-card deck; aces are high. Play goes counter-clockwise: the next player is the one on your right. A game has 20 hands (or 12 in the short game).</source>
        <translation>Cuatro jugadores, sin parejas, cada uno por su cuenta, con una baraja de 52 cartas; el as es la carta más alta. Se juega en sentido antihorario: después de ti juega el jugador de tu derecha. Una partida tiene 20 manos (o 12 en la versión corta).</translation>
    </message>
    <message>
        <source>Turkish King</source>
        <translation>King turco</translation>
    </message>
    <message>
        <source>In 20 hands every player chooses three penalty hands and two trump hands; in 12 hands, two penalty hands and one trump hand. Each penalty contract may be played at most twice in a game. A player with no penalty right left must call trumps; one with no trump right left must call a penalty.</source>
        <translation>En 20 manos cada jugador elige tres juegos negativos y dos de triunfo; en 12 manos, dos negativos y uno de triunfo. Cada juego negativo se puede jugar como mucho dos veces por partida. Quien ya no tiene negativos está obligado a elegir triunfo, y quien ya no tiene manos de triunfo, un negativo.</translation>
    </message>
    <message>
        <source>The contracts</source>
        <translation>Los juegos</translation>
    </message>
    <message>
        <source>each trick taken</source>
        <translation>cada baza que te llevas</translation>
    </message>
    <message>
        <source>each heart taken</source>
        <translation>cada corazón que te llevas</translation>
    </message>
    <message>
        <source>each king or jack taken</source>
        <translation>cada rey o jota que te llevas</translation>
    </message>
    <message>
        <source>each queen taken</source>
        <translation>cada dama que te llevas</translation>
    </message>
    <message>
        <source>each of the last two tricks</source>
        <translation>cada una de las dos últimas bazas</translation>
    </message>
    <message>
        <source>taking the king of hearts</source>
        <translation>llevarse el rey de corazones</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>You must always follow suit when you can. In a penalty hand, a player who cannot follow must get rid of a penalty card if he has one: a heart, a queen, a king or jack, or the king of hearts (in King of Hearts, a heart when he does not hold the king).</source>
        <translation>Siempre hay que asistir al palo de salida si se puede. En un juego negativo, quien no puede asistir debe descartarse de una carta negativa si la tiene: un corazón, una dama, un rey o una jota, o el rey de corazones (en el rey de corazones, un corazón si no tiene el rey).</translation>
    </message>
    <message>
        <source>In a trump hand, trumps may not be led until a trump has been played, unless the leader holds only trumps. The one exception: a player holding the ace, king and queen of trumps may lead trumps at once, but must then lead all three of them one after another.</source>
        <translation>En una mano de triunfo no se puede salir de triunfo hasta que se haya jugado alguno, salvo que solo se tengan triunfos. La única excepción: quien tiene el as, el rey y la dama de triunfo puede salir de triunfo enseguida, pero entonces tiene que salir con los tres seguidos.</translation>
    </message>
    <message>
        <source>A player who cannot follow must ruff. Whenever a trump is on the table, a player who plays a trump must beat it if he can.</source>
        <translation>Quien no puede asistir debe fallar. Siempre que haya un triunfo en la mesa, quien juega triunfo debe montar sobre él si puede.</translation>
    </message>
    <message>
        <source>Four players, each for himself, with a 52-card deck; aces are high. Cards are dealt and played counter-clockwise. The player on the dealer&apos;s right is the mano: he leads the first trick of the hand.</source>
        <translation>Cuatro jugadores, cada uno por su cuenta, con una baraja de 52 cartas; el as es la carta más alta. Se reparte y se juega en sentido antihorario. El jugador a la derecha del dador es el mano: sale en la primera baza de la mano.</translation>
    </message>
    <message>
        <source>The ten hands</source>
        <translation>Las diez manos</translation>
    </message>
    <message>
        <source>A game has ten hands: six negative lances, always in the same order, and four recovery rounds. The negative lances are played without trumps. By default each lance is followed by a recovery dealt by the same dealer, until every player has been mano in one recovery; the last two lances close the game.</source>
        <translation>Una partida tiene diez manos: seis lances negativos, siempre en el mismo orden, y cuatro rondas de recuperación. Los lances negativos se juegan sin triunfo. Por defecto, tras cada lance viene una recuperación que reparte el mismo dador, hasta que todos los jugadores hayan sido mano en una recuperación; los dos últimos lances cierran la partida.</translation>
    </message>
    <message>
        <source>The score sheet beside the table shows every hand as it is written down, the totals, and (in Turkish King) the rights each player has left. The hand being played is highlighted. Use File › Print score sheet… to print it or save it as PDF.</source>
        <translation>La hoja de anotación, junto a la mesa, muestra cada mano tal como se anota, los totales y (en el King turco) los derechos que le quedan a cada jugador. La mano en juego aparece resaltada. Para imprimirla o guardarla en PDF, usa Archivo › Imprimir la hoja de anotación…</translation>
    </message>
    <message>
        <source>When a higher card of the suit is already on the table, a queen (No Queens), a king or jack (No Kings or Jacks) or the king of hearts under the ace (King of Hearts) must be dropped on it.</source>
        <translation>Si en la mesa ya hay una carta más alta del mismo palo, hay que soltar la dama (No damas), el rey o la jota (Ni K ni J) o el rey de corazones bajo el as (El rey de corazones).</translation>
    </message>
    <message>
        <source>In No Hearts and King of Hearts nobody may lead a heart until a heart has been played, unless he holds nothing else.</source>
        <translation>En No corazones y el rey de corazones nadie puede salir de corazones hasta que se haya jugado alguno, salvo que no tenga otra cosa.</translation>
    </message>
    <message>
        <source>A penalty hand stops as soon as every penalty card has been taken.</source>
        <translation>Un juego negativo termina en cuanto salen todas las cartas negativas.</translation>
    </message>
    <message>
        <source>Cancelled hands</source>
        <translation>Manos anuladas</translation>
    </message>
    <message>
        <source>A player forced to call trumps whose hand holds no card above ten may ask for a redeal. If each player takes one queen in No Queens, the hand does not count. In both cases the same player chooses again and no right is used up.</source>
        <translation>Quien está obligado a elegir triunfo y no tiene ninguna carta por encima del diez puede anular la mano («El İptal») y se vuelve a repartir. Si en No damas cada jugador se lleva una dama, la mano no cuenta. En los dos casos vuelve a elegir el mismo jugador y no se gasta ningún derecho.</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>El resultado</translation>
    </message>
    <message>
        <source>After 20 hands the scores add up to zero: a player with a positive total is up, the others are down. After 12 hands the highest total wins.</source>
        <translation>Tras 20 manos la suma de los puntos es cero: quien acaba en positivo gana y los demás pierden. Tras 12 manos gana el total más alto.</translation>
    </message>
    <message>
        <source>Tables differ on some of these points (who chooses first, the king of hearts under the ace, El İptal…): the rules above are KingDesk&apos;s defaults, and the Settings dialog lists every variant.</source>
        <translation>Algunos de estos puntos cambian de una mesa a otra (quién elige primero, el rey de corazones bajo el as, «El İptal»…): las de arriba son las reglas por defecto de KingDesk, y en Ajustes están todas las variantes.</translation>
    </message>
    <message>
        <source>You must follow suit when you can; otherwise you may play any card. Nobody is ever forced to beat the card on the table or to ruff.</source>
        <translation>Hay que asistir si se puede; si no, se puede jugar cualquier carta. Nunca es obligatorio montar ni fallar.</translation>
    </message>
    <message>
        <source>In No Hearts and King of Hearts a heart may only be led by a player who holds nothing but hearts. In King of Hearts, the first time you cannot follow suit you must play the king of hearts if you hold it.</source>
        <translation>En No corazones y el rey de corazones solo puede salir de corazones quien no tenga más que corazones. En el rey de corazones, la primera vez que no puedas asistir debes jugar el rey de corazones si lo tienes.</translation>
    </message>
    <message>
        <source>A lance stops as soon as every penalty card has been taken.</source>
        <translation>Un lance termina en cuanto salen todas las cartas negativas.</translation>
    </message>
    <message>
        <source>Recovery and the sale of the trump</source>
        <translation>La recuperación y la venta del triunfo</translation>
    </message>
    <message>
        <source>In a recovery the mano names the trump suit, and every trick is worth one point. Instead, he may sell his choice: the others offer tricks, each offer higher than the last. If the mano accepts the best offer, the buyer names the trump; the mano scores the price and the buyer pays it, whatever he then takes.</source>
        <translation>En la recuperación el mano elige el palo de triunfo y cada baza vale un punto. En lugar de eso, puede vender su elección: los demás ofrecen bazas, cada oferta mayor que la anterior. Si el mano acepta la mejor oferta, el comprador elige el triunfo; el mano se anota el precio y el comprador lo paga, haga las bazas que haga.</translation>
    </message>
    <message>
        <source>The negative lances take away 52 points in all and the recoveries give back 52, so the final totals always add up to zero. The highest total wins.</source>
        <translation>Los lances negativos quitan 52 puntos en total y las recuperaciones devuelven 52, así que los totales finales siempre suman cero. Gana el total más alto.</translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation>La hoja de anotación</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules of King</source>
        <translation>Reglas del King</translation>
    </message>
    <message>
        <source>Turkish King</source>
        <translation>King turco</translation>
    </message>
    <message>
        <source>Spanish King</source>
        <translation>King español</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>Turkish King, 20 hands</source>
        <translation>King turco, 20 manos</translation>
    </message>
    <message>
        <source>Turkish King, 12 hands</source>
        <translation>King turco, 12 manos</translation>
    </message>
    <message>
        <source>Spanish King</source>
        <translation>King español</translation>
    </message>
</context>
<context>
    <name>ScoreDock</name>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de anotación</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Imprimir la hoja de anotación…</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Exportar la hoja a P&amp;DF…</translation>
    </message>
    <message>
        <source>Export score sheet as &amp;CSV…</source>
        <translation>Exportar la hoja a &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Rules of King…</source>
        <translation>&amp;Reglas del King…</translation>
    </message>
    <message>
        <source>&amp;Fold the score sheet</source>
        <translation>&amp;Plegar la hoja de anotación</translation>
    </message>
    <message>
        <source>Full score sheet</source>
        <translation>Hoja de anotación completa</translation>
    </message>
    <message>
        <source>Show every column of the paper sheet</source>
        <translation>Mostrar todas las columnas de la hoja en papel</translation>
    </message>
    <message>
        <source>Fold the score sheet (%1)</source>
        <translation>Plegar la hoja de anotación (%1)</translation>
    </message>
    <message>
        <source>Unfold the score sheet (%1)</source>
        <translation>Desplegar la hoja de anotación (%1)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>King score sheet</source>
        <translation>Hoja de anotación del King</translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation>Imprimir la hoja de anotación</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>king-score-sheet</source>
        <translation>hoja-de-anotacion-king</translation>
    </message>
    <message>
        <source>Export score sheet as PDF</source>
        <translation>Exportar la hoja de anotación a PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export score sheet as CSV</source>
        <translation>Exportar la hoja de anotación a CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de anotación</translation>
    </message>
    <message>
        <source>The score sheet cannot be written to %1 (%2).</source>
        <translation>No se puede escribir la hoja de anotación en %1 (%2).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>played with real cards; the sheet was kept from the counts</source>
        <translation>jugada con cartas de verdad; la hoja se llevó con los recuentos</translation>
    </message>
    <message>
        <source>the preset&apos;s standard rules</source>
        <translation>ninguna (reglas habituales)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>KingDesk score sheet</source>
        <translation>Hoja de anotación de KingDesk</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Página %1</translation>
    </message>
    <message>
        <source>Hands without a number were redealt and do not count.</source>
        <translation>Las manos sin número se volvieron a repartir y no cuentan.</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>hand number column</comment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>who chose the contract</comment>
        <translation>Elige juego</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Being played</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Penalty rights left</source>
        <comment>Turkish: ceza hakkı</comment>
        <translation>Negativos restantes</translation>
    </message>
    <message>
        <source>Trump rights left</source>
        <comment>Turkish: koz hakkı</comment>
        <translation>Manos de triunfo restantes</translation>
    </message>
    <message>
        <source>Penalty contracts left: %1</source>
        <translation>Negativos disponibles: %1</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Up: %1</source>
        <translation>En positivo: %1</translation>
    </message>
    <message>
        <source>Down: %1</source>
        <translation>En negativo: %1</translation>
    </message>
    <message>
        <source>Even: %1</source>
        <translation>A cero: %1</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>The game ended early: King was made in a trump hand.</source>
        <translation>La partida terminó antes de tiempo: alguien hizo King en una mano de triunfo.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Running totals: %1</source>
        <translation>Acumulado: %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Ganan empatados: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gana: %1</translation>
    </message>
    <message>
        <source>Sum of the totals: %1 %2</source>
        <translation>Suma de los totales: %1 %2</translation>
    </message>
    <message>
        <source>Mano</source>
        <comment>Spanish: the player who leads the deal</comment>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Sale</source>
        <comment>Spanish: the trump choice sold: buyer and price</comment>
        <translation>Venta</translation>
    </message>
    <message>
        <source>Lance of the mano&apos;s choice</source>
        <translation>Lance a elección del mano</translation>
    </message>
    <message>
        <source>Sums</source>
        <comment>Spanish sheet: the sum of each − and + column</comment>
        <translation>Sumas</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Total neto</translation>
    </message>
    <message>
        <source>Recovery %1</source>
        <comment>Spanish: Recuperación 1..4</comment>
        <translation>Recuperación %1</translation>
    </message>
    <message>
        <source>not sold</source>
        <translation>sin venta</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>negative points</source>
        <translation>puntos negativos</translation>
    </message>
    <message>
        <source>positive points</source>
        <translation>puntos positivos</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and are back to their defaults: %1.</source>
        <translation>Algunos ajustes no se han podido leer y vuelven a su valor por defecto: %1.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Every rule set</source>
        <translation>Reglas comunes</translation>
    </message>
    <message>
        <source>Spanish King</source>
        <translation>King español</translation>
    </message>
    <message>
        <source>Turkish King</source>
        <translation>King turco</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>NT</source>
        <comment>short for no trump</comment>
        <translation>ST</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>sin triunfo</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, se puede jugar</translation>
    </message>
    <message>
        <source>%1, not playable: %2</source>
        <translation>%1, no se puede jugar: %2</translation>
    </message>
    <message>
        <source>%1, played by you</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>%1, played by %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>your turn</source>
        <comment>read aloud on the human&apos;s own name plate</comment>
        <translation>te toca</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>You play the %1.</source>
        <translation>Juegas: %1.</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1 juega: %2.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Te llevas la baza.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 se lleva la baza.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>Talk</name>
    <message>
        <source>, </source>
        <comment>separator between names in a list, before the last pair</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list, the last one starting with the sound /i/ (Ignacio, Hilario, İsmail): Spanish writes &apos;e&apos; there; other languages as usual</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel a or ı</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel e or i</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel o or u</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel ö or ü</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel a or ı</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel e or i</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel o or u</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel ö or ü</comment>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Te llevas la baza.</translation>
    </message>
    <message>
        <source>%1 won the trick.</source>
        <translation>%1 se lleva la baza.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Nobody is up.</source>
        <translation>Nadie acaba en positivo.</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>No gana nadie.</translation>
    </message>
    <message>
        <source>You are up, with %1.</source>
        <translation>Acabas en positivo, con %1.</translation>
    </message>
    <message>
        <source>You are up!</source>
        <translation>¡Acabas en positivo!</translation>
    </message>
    <message>
        <source>Up: %1</source>
        <translation>En positivo: %1</translation>
    </message>
    <message>
        <source>You share the win with %1.</source>
        <translation>Compartes la victoria con %1.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gana: %1</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Ganan: %1</translation>
    </message>
</context>
<context>
    <name>Tally</name>
    <message>
        <source>The hearts taken must add up to 13.</source>
        <translation>Los corazones deben sumar 13.</translation>
    </message>
    <message>
        <source>The kings and jacks taken must add up to 8.</source>
        <translation>Los reyes y jotas deben sumar 8.</translation>
    </message>
    <message>
        <source>The queens taken must add up to 4.</source>
        <translation>Las damas deben sumar 4.</translation>
    </message>
    <message>
        <source>Exactly one player takes the King of Hearts.</source>
        <translation>El rey de corazones tiene que llevárselo un jugador, y solo uno.</translation>
    </message>
    <message>
        <source>The tricks taken must add up to 13.</source>
        <translation>Las bazas deben sumar 13.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 13 hearts.</source>
        <translation>%1 no puede llevarse más de 13 corazones.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 8 kings and jacks.</source>
        <translation>%1 no puede llevarse más de 8 reyes y jotas.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 4 queens.</source>
        <translation>%1 no puede llevarse más de 4 damas.</translation>
    </message>
    <message>
        <source>There is only one King of Hearts.</source>
        <translation>Solo hay un rey de corazones.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 13 tricks.</source>
        <translation>%1 no puede llevarse más de 13 bazas.</translation>
    </message>
    <message>
        <source>Say whether the trump was sold, and to whom.</source>
        <translation>Di si se vendió el triunfo, y a quién.</translation>
    </message>
    <message>
        <source>Say who cancelled the hand.</source>
        <translation>Di quién anuló la mano.</translation>
    </message>
    <message>
        <source>Fill in what each player took.</source>
        <translation>Escribe lo que se llevó cada jugador.</translation>
    </message>
    <message>
        <source>Say this before writing the hand down.</source>
        <translation>Indícalo antes de anotar la mano.</translation>
    </message>
    <message>
        <source>%1 is the mano of that hand, who sells the trump and cannot buy it.</source>
        <translation>%1 es el mano: vende el triunfo y no puede comprarlo.</translation>
    </message>
    <message>
        <source>A count cannot be below zero.</source>
        <translation>Un recuento no puede ser menor que cero.</translation>
    </message>
    <message>
        <source>Say who took the 12th and the 13th trick.</source>
        <translation>Indica quién se llevó la baza 12 y la 13.</translation>
    </message>
    <message>
        <source>Say who starts the game.</source>
        <translation>Indica quién empieza la partida.</translation>
    </message>
    <message>
        <source>%1 has no penalty hands left: %1 must choose a trump hand.</source>
        <translation>A %1 ya no le quedan negativos: tiene que elegir una mano de triunfo.</translation>
    </message>
    <message>
        <source>%1 has no trump hands left: %1 must choose a penalty.</source>
        <translation>A %1 ya no le quedan manos de triunfo: tiene que elegir un negativo.</translation>
    </message>
    <message>
        <source>The first four hands are penalty hands.</source>
        <translation>Las cuatro primeras manos son negativas.</translation>
    </message>
    <message>
        <source>Only a player who has no penalty hands left may call El İptal.</source>
        <translation>Solo puede anular la mano («El İptal») quien ya no tiene negativos.</translation>
    </message>
    <message>
        <source>El İptal is not played under these rules.</source>
        <translation>Con estas reglas no se puede anular la mano («El İptal»).</translation>
    </message>
    <message>
        <source>Under these rules El İptal is called after the trump is named.</source>
        <translation>Con estas reglas la mano se anula («El İptal») después de elegir el palo de triunfo.</translation>
    </message>
    <message>
        <source>El İptal needs a hand without any card above ten.</source>
        <translation>Solo se puede anular la mano («El İptal») sin ninguna carta por encima del diez.</translation>
    </message>
    <message>
        <source>Choose the contract.</source>
        <translation>Elige el juego.</translation>
    </message>
    <message>
        <source>Choose the trump suit.</source>
        <translation>Elige el palo de triunfo.</translation>
    </message>
    <message>
        <source>That is not possible in this hand under these rules.</source>
        <translation>Eso no es posible en esta mano con estas reglas.</translation>
    </message>
    <message>
        <source>The price is at least one trick.</source>
        <translation>El precio es al menos una baza.</translation>
    </message>
    <message>
        <source>A later hand would no longer be possible.</source>
        <translation>Una mano posterior ya no sería posible.</translation>
    </message>
</context>
<context>
    <name>Tunnel</name>
    <message>
        <source>Invitations across the internet do not work on this computer: the library they need (iroh) is not installed for it. Friends on your own network can still join your table.</source>
        <translation>Las invitaciones por internet no funcionan en este ordenador: la biblioteca que necesitan (iroh) no está instalada para él. Los amigos de tu misma red pueden seguir uniéndose a tu mesa.</translation>
    </message>
    <message>
        <source>This is not a KingDesk invitation. An invitation starts with kingdesk://join/ — ask the host to send it again.</source>
        <translation>Esto no es una invitación de KingDesk. Una invitación empieza por kingdesk://join/; pide al anfitrión que te la vuelva a enviar.</translation>
    </message>
    <message>
        <source>The invitation cannot be opened: this computer does not let KingDesk use the internet. Friends on your own network can still join your table.</source>
        <translation>No se puede abrir la invitación: este ordenador no deja a KingDesk usar internet. Los amigos de tu misma red pueden seguir uniéndose a tu mesa.</translation>
    </message>
    <message>
        <source>The table of this invitation cannot be reached. Check that the host&apos;s KingDesk has the table open, that both computers are on the internet, and that the link was copied whole.</source>
        <translation>No se puede llegar a la mesa de esta invitación. Comprueba que el KingDesk del anfitrión tiene la mesa abierta, que los dos ordenadores están conectados a internet y que el enlace se copió entero.</translation>
    </message>
    <message>
        <source>The connection to the table of the invitation ended. A computer plays your seat there until you open the invitation again.</source>
        <translation>Se cortó la conexión con la mesa de la invitación. El ordenador juega por ti en tu sitio hasta que vuelvas a abrir la invitación.</translation>
    </message>
    <message>
        <source>iroh&apos;s public relays (free, with no promise that they are always up)</source>
        <translation>los repetidores públicos de iroh (gratuitos, sin garantía de que funcionen siempre)</translation>
    </message>
    <message>
        <source>none: your friends must be able to reach this computer directly</source>
        <translation>ninguno: tus amigos tienen que poder llegar directamente a este ordenador</translation>
    </message>
    <message>
        <source>your club&apos;s relay, %1</source>
        <translation>el repetidor de tu club, %1</translation>
    </message>
    <message>
        <source>relayed, %1 ms</source>
        <translation>por repetidor, %1 ms</translation>
    </message>
    <message>
        <source>direct, %1 ms</source>
        <translation>directo, %1 ms</translation>
    </message>
</context>
</TS>
