<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Every penalty card has been taken. Tricks played: %n</source>
        <translation>
            <numerusform>Every penalty card has been taken. Tricks played: %n</numerusform>
            <numerusform>Every penalty card has been taken. Tricks played: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n penalty card(s)</source>
        <translation>
            <numerusform>%n penalty card</numerusform>
            <numerusform>%n penalty cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last two tricks</source>
        <translation>
            <numerusform>%n of the last two tricks</numerusform>
            <numerusform>%n of the last two tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: offer %n trick(s).</source>
        <comment>advice in the trump sale</comment>
        <translation>
            <numerusform>Hint: offer %n trick.</numerusform>
            <numerusform>Hint: offer %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n trick(s)</source>
        <translation>
            <numerusform>You offer %n trick</numerusform>
            <numerusform>You offer %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n trick(s)</source>
        <translation>
            <numerusform>%1 offers %n trick</numerusform>
            <numerusform>%1 offers %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sold to you for %n trick(s)</source>
        <translation>
            <numerusform>Sold to you for %n trick</numerusform>
            <numerusform>Sold to you for %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sold to %1 for %n trick(s)</source>
        <translation>
            <numerusform>Sold to %1 for %n trick</numerusform>
            <numerusform>Sold to %1 for %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best offer: yours, %n trick(s).</source>
        <translation>
            <numerusform>Best offer: yours, %n trick.</numerusform>
            <numerusform>Best offer: yours, %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best offer: %1 offers %n trick(s).</source>
        <translation>
            <numerusform>Best offer: %1 offers %n trick.</numerusform>
            <numerusform>Best offer: %1 offers %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>I offer %n trick(s)</source>
        <translation>
            <numerusform>I offer %n trick</numerusform>
            <numerusform>I offer %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hand %1, %n trick(s) played</source>
        <translation>
            <numerusform>hand %1, %n trick played</numerusform>
            <numerusform>hand %1, %n tricks played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Game over after %n hand</numerusform>
            <numerusform>Game over after %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n</source>
        <comment>the score sheet&apos;s Sale cell: the buyer of the trump choice for a price in tricks</comment>
        <translation>
            <numerusform>%1 for %n</numerusform>
            <numerusform>%1 for %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <comment>a contract button: how many times it may still be chosen</comment>
        <translation>
            <numerusform>%1 (%n left)</numerusform>
            <numerusform>%1 (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the program&apos;s log (%n file(s)): the versions, the warnings and the errors of KingDesk</source>
        <translation>
            <numerusform>the program&apos;s log (%n file): the versions, the warnings and the errors of KingDesk</numerusform>
            <numerusform>the program&apos;s log (%n files): the versions, the warnings and the errors of KingDesk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <comment>a table found on the network</comment>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <comment>the move timer&apos;s last seconds on a plate</comment>
        <translation>
            <numerusform>%n s left</numerusform>
            <numerusform>%n s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n decision(s)…</source>
        <translation>
            <numerusform>Reviewing %n decision…</numerusform>
            <numerusform>Reviewing %n decisions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) could have been better.</source>
        <translation>
            <numerusform>%n decision could have been better.</numerusform>
            <numerusform>%n decisions could have been better.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n time(s) in 5</source>
        <translation>
            <numerusform>about %n time in 5</numerusform>
            <numerusform>about %n times in 5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n trick(s)</source>
        <translation>
            <numerusform>about %n trick</numerusform>
            <numerusform>about %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average %n point(s) better than playing the %1.</source>
        <translation>
            <numerusform>On average %n point better than playing the %1.</numerusform>
            <numerusform>On average %n points better than playing the %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>On average %n point(s) better than %1.</source>
        <translation>
            <numerusform>On average %n point better than %1.</numerusform>
            <numerusform>On average %n points better than %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With these cards a Koz hand is expected to give you %n point(s) less than an average player.</source>
        <translation>
            <numerusform>With these cards a Koz hand is expected to give you %n point less than an average player.</numerusform>
            <numerusform>With these cards a Koz hand is expected to give you %n points less than an average player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With these cards a Koz hand is expected to give you %n point(s) more than an average player.</source>
        <translation>
            <numerusform>With these cards a Koz hand is expected to give you %n point more than an average player.</numerusform>
            <numerusform>With these cards a Koz hand is expected to give you %n points more than an average player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The offer (%n trick(s)) is worth more to you than choosing the trump yourself (%1).</source>
        <translation>
            <numerusform>The offer (%n trick) is worth more to you than choosing the trump yourself (%1).</numerusform>
            <numerusform>The offer (%n tricks) is worth more to you than choosing the trump yourself (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choosing the trump yourself (%1) is worth more to you than the offer (%n trick(s)).</source>
        <translation>
            <numerusform>Choosing the trump yourself (%1) is worth more to you than the offer (%n trick).</numerusform>
            <numerusform>Choosing the trump yourself (%1) is worth more to you than the offer (%n tricks).</numerusform>
        </translation>
    </message>
</context>
</TS>
