<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Trump: %1</source>
        <translation>Koz: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Parti bitti.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 düşünüyor…</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Sıra sende: bir kağıt at.</translation>
    </message>
    <message>
        <source>Contract: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Oyun: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Back to your table</source>
        <translation>Masana dön</translation>
    </message>
    <message>
        <source>When KingDesk stopped, you were sitting at a table: %1 (%2). Go back to your seat?</source>
        <translation>KingDesk kapandığında bir masada oturuyordun: %1 (%2). Yerine dönmek ister misin?</translation>
    </message>
    <message>
        <source>&amp;Return to the table</source>
        <translation>Masaya &amp;dön</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>Şimdi &amp;değil</translation>
    </message>
    <message>
        <source>Joining the table of the invitation…</source>
        <translation>Davetin masasına katılınıyor…</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Masayı açanın partiyi başlatması bekleniyor…</translation>
    </message>
    <message>
        <source>A copy of the game up to its last finished hand is kept among your unfinished games (File › Unfinished games).</source>
        <translation>Partinin son biten ele kadarki bir kopyası bitmemiş partilerinin arasında duruyor (Dosya › Bitmemiş partiler).</translation>
    </message>
    <message>
        <source>At the table: %1</source>
        <translation>Masada: %1</translation>
    </message>
    <message>
        <source>Undo went back into hand %1, to your last decision there. Redo returns.</source>
        <translation>Geri alma seni %1. oyundaki son kararına götürdü. Yinele ile kaldığın yere dönebilirsin.</translation>
    </message>
    <message>
        <source>Your time ran out: the computer decided for you.</source>
        <translation>Süren doldu: bilgisayar senin yerine karar verdi.</translation>
    </message>
    <message>
        <source>%1 could not decide. What went wrong is written in the log, in %2 (Help › Open the log folder). You can undo, or save the game and start again.</source>
        <translation>%1 karar veremedi. Neyin ters gittiği günlükte yazılı; günlük %2 klasöründe (Yardım › Günlük klasörünü aç). Geri alabilir ya da partiyi kaydedip yeniden başlayabilirsin.</translation>
    </message>
    <message>
        <source>dropped, a computer plays</source>
        <translation>bağlantı koptu, bilgisayar oynuyor</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>düşünüyor</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dağıtan</translation>
    </message>
    <message>
        <source>Mano</source>
        <translation>El başı</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Oyunu söyleyen</translation>
    </message>
    <message>
        <source>Tricks %1 · Score %2</source>
        <translation>El: %1 · Puan: %2</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Ceza</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Koz</translation>
    </message>
    <message>
        <source>You have no penalty hands left.</source>
        <translation>Ceza hakkın bitti.</translation>
    </message>
    <message>
        <source>This penalty has been played as often as the rules allow.</source>
        <translation>Bu ceza kuralların izin verdiği kadar oynandı.</translation>
    </message>
    <message>
        <source>You have no trump hands left.</source>
        <translation>Koz hakkın bitti.</translation>
    </message>
    <message>
        <source>The first four hands are penalty hands.</source>
        <translation>İlk dört oyun ceza oyunudur.</translation>
    </message>
    <message>
        <source>Every suit has been trumps as often as the rules allow.</source>
        <translation>Her renk kuralların izin verdiği kadar koz oldu.</translation>
    </message>
    <message>
        <source>This suit has been trumps as often as the rules allow.</source>
        <translation>Bu renk kuralların izin verdiği kadar koz oldu.</translation>
    </message>
    <message>
        <source>This lance has been played already.</source>
        <translation>Bu ceza zaten oynandı.</translation>
    </message>
    <message>
        <source>These rules do not allow a recovery without trumps.</source>
        <translation>Bu kurallarla koz turu kozsuz oynanamaz.</translation>
    </message>
    <message>
        <source>What the hard computer player would choose</source>
        <translation>Zor seviyedeki bilgisayar oyuncusunun seçimi</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <comment>a contract button: how many times it may still be chosen</comment>
        <translation>
            <numerusform>%1 (%n kaldı)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands each player still has to choose</source>
        <translation>Oyuncuların kalan hakları</translation>
    </message>
    <message>
        <source>You must play trumps.</source>
        <translation>Mecburi kozcusun.</translation>
    </message>
    <message>
        <source>You must choose a penalty.</source>
        <translation>Ceza söylemek zorundasın.</translation>
    </message>
    <message>
        <source>Choose a penalty or trumps.</source>
        <translation>Bir ceza ya da koz seç.</translation>
    </message>
    <message>
        <source>You hold no card above ten, so you may cancel this hand (El İptal).</source>
        <translation>Elinde 10&apos;dan büyük kağıt yok: El İptal diyebilirsin.</translation>
    </message>
    <message>
        <source>Trump suits used: %1</source>
        <translation>Koz olmuş renkler: %1</translation>
    </message>
    <message>
        <source>No offer yet.</source>
        <translation>Henüz teklif yok.</translation>
    </message>
    <message>
        <source>The buyer names the trump; the tricks offered go to %1 whatever happens.</source>
        <translation>Kozu satın alan söyler; teklif edilen eller ne olursa olsun şu oyuncuya yazılır: %1</translation>
    </message>
    <message>
        <source>You may name the trump yourself, or sell the choice to the player who offers the most tricks.</source>
        <translation>Kozu kendin söyleyebilir ya da seçimi en çok el teklif edene satabilirsin.</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Elin:</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Acemi (rastgele)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni parti</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Masa aç</translation>
    </message>
    <message>
        <source>Your KingDesk deals and holds every card; the others join from Game › Join a table… on the same network. A seat nobody sits down in, or whose player leaves, is played by the computer at the level chosen for it.</source>
        <translation>Kağıtları senin KingDesk&apos;in dağıtır ve hepsini o tutar; diğerleri aynı ağda Parti › Bir masaya katıl… ile gelir. Kimsenin oturmadığı ya da oyuncusu ayrılan bir yerde, onun için seçilen seviyede bilgisayar oynar.</translation>
    </message>
    <message>
        <source>the name the others see</source>
        <translation>diğerlerinin göreceği ad</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Masanın adı</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>bir kişi</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>bilgisayar</translation>
    </message>
    <message>
        <source>none: anyone on this network may sit down</source>
        <translation>yok: bu ağdaki herkes oturabilir</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> sn</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sınırsız</translation>
    </message>
    <message>
        <source>A player who does not decide in this time has that decision made by the computer, and keeps the seat. A game alone is never timed.</source>
        <translation>Bu sürede karar vermeyen oyuncunun yerine o seferlik bilgisayar karar verir; oyuncu yerini korur. Tek başına oynanan oyunda süre sınırı yoktur.</translation>
    </message>
    <message>
        <source>Time to decide</source>
        <translation>Karar süresi</translation>
    </message>
    <message>
        <source>&amp;Play on the game in progress at the table (%1)</source>
        <translation>Süren partiye masada &amp;devam et (%1)</translation>
    </message>
    <message>
        <source>Its rules and players stay: who sits down under a player&apos;s name takes that player&apos;s seat.</source>
        <translation>Kuralları ve oyuncuları aynı kalır: bir oyuncunun adıyla oturan, o oyuncunun yerine geçer.</translation>
    </message>
    <message>
        <source>On a network you do not own (a café, a dormitory), choose a short table code and give it to the others.</source>
        <translation>Sana ait olmayan bir ağda (kafe, yurt) kısa bir masa kodu seç ve diğerlerine söyle.</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Masayı &amp;aç</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <source>Your table: %1</source>
        <translation>Masan: %1</translation>
    </message>
    <message>
        <source>Opening the table…</source>
        <translation>Masa açılıyor…</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Masada:</translation>
    </message>
    <message>
        <source>Start when everyone you wait for has sat down: the seats still empty are played by the computer.</source>
        <translation>Beklediğin herkes oturunca başlat: boş kalan yerlerde bilgisayar oynar.</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Masayı &amp;kapat</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Yeniden denetle</translation>
    </message>
    <message>
        <source>Invite by &amp;link…</source>
        <translation>&amp;Bağlantıyla davet et…</translation>
    </message>
    <message>
        <source>Friends in another house or city join with a link you send them</source>
        <translation>Başka bir evdeki ya da şehirdeki arkadaşların, gönderdiğin bir bağlantıyla katılır</translation>
    </message>
    <message>
        <source>The table is open. The others choose Game › Join a table…: it is listed there, or they type the address %1.</source>
        <translation>Masa açık. Diğerleri Parti › Bir masaya katıl… komutunu seçer: masa orada listelenir ya da şu adresi yazarlar: %1</translation>
    </message>
    <message>
        <source>Table code: %1</source>
        <translation>Masa kodu: %1</translation>
    </message>
    <message>
        <source>Checking whether the others can reach your table…</source>
        <translation>Diğerlerinin masana ulaşıp ulaşamayacağına bakılıyor…</translation>
    </message>
    <message>
        <source>%1. %2 (you)</source>
        <translation>%1. %2 (sen)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>(left)</source>
        <translation>(ayrıldı)</translation>
    </message>
    <message>
        <source>%1. waiting for a person…</source>
        <translation>%1. bir kişi bekleniyor…</translation>
    </message>
    <message>
        <source>When Windows asks, allow KingDesk on private networks. If it did not ask, allow it in Windows Security › Firewall &amp; network protection › Allow an app through firewall, then choose Check again.</source>
        <translation>Windows sorduğunda KingDesk&apos;e özel ağlarda izin ver. Sormadıysa Windows Güvenliği › Güvenlik duvarı ve ağ koruması › Bir uygulamanın güvenlik duvarından geçmesine izin ver bölümünden izin ver, sonra Yeniden denetle&apos;yi seç.</translation>
    </message>
    <message>
        <source>When macOS asks whether KingDesk may accept incoming network connections, choose Allow. Or, in System Settings › Network › Firewall › Options…, set KingDesk to allow incoming connections.</source>
        <translation>macOS, KingDesk&apos;in gelen ağ bağlantılarını kabul edip etmeyeceğini sorduğunda İzin Ver&apos;i seç. Ya da Sistem Ayarları › Ağ › Güvenlik Duvarı › Seçenekler… bölümünde KingDesk&apos;i “Gelen bağlantılara izin ver” yap.</translation>
    </message>
    <message>
        <source>Your table takes connections, and this computer&apos;s firewall does not seem to keep the others out.</source>
        <translation>Masan bağlantı kabul ediyor; bu bilgisayarın güvenlik duvarı diğerlerini engellemiyor gibi görünüyor.</translation>
    </message>
    <message>
        <source>KingDesk cannot try from another computer: a router or another firewall may still be in the way. If nobody can sit down, check that the others are on the same network.</source>
        <translation>KingDesk başka bir bilgisayardan deneyemez: bir modem ya da başka bir güvenlik duvarı yine de engel olabilir. Kimse oturamıyorsa diğerlerinin aynı ağda olduğundan emin ol.</translation>
    </message>
    <message>
        <source>Your table does not take connections at %1: the others cannot sit down.</source>
        <translation>Masan %1 adresinde bağlantı kabul etmiyor: diğerleri oturamaz.</translation>
    </message>
    <message>
        <source>Close the table and open it again.</source>
        <translation>Masayı kapat ve yeniden aç.</translation>
    </message>
    <message>
        <source>This computer seems to be on no network: the others cannot find your table.</source>
        <translation>Bu bilgisayar hiçbir ağa bağlı görünmüyor: diğerleri masanı bulamaz.</translation>
    </message>
    <message>
        <source>Connect it to the others&apos; network, then close the table and open it again.</source>
        <translation>Bilgisayarı diğerlerinin ağına bağla, sonra masayı kapatıp yeniden aç.</translation>
    </message>
    <message>
        <source>KingDesk could not ask this computer&apos;s firewall whether it lets the others in (%1).</source>
        <translation>KingDesk, bu bilgisayarın güvenlik duvarına diğerlerini içeri alıp almadığını soramadı (%1).</translation>
    </message>
    <message>
        <source>KingDesk could not tell whether the others can reach your table.</source>
        <translation>KingDesk, diğerlerinin masana ulaşıp ulaşamayacağını anlayamadı.</translation>
    </message>
    <message>
        <source>If nobody can sit down, open its port with this command:</source>
        <translation>Kimse oturamıyorsa masanın portunu şu komutla aç:</translation>
    </message>
    <message>
        <source>To open it until the computer restarts, run this command:</source>
        <translation>Bilgisayar yeniden başlayana dek açmak için şu komutu çalıştır:</translation>
    </message>
    <message>
        <source>To open it, run this command:</source>
        <translation>Açmak için şu komutu çalıştır:</translation>
    </message>
    <message>
        <source>If nobody can sit down, allow KingDesk, or port %1 over TCP, in this computer&apos;s firewall.</source>
        <translation>Kimse oturamıyorsa bu bilgisayarın güvenlik duvarında KingDesk&apos;e ya da TCP %1 portuna izin ver.</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Partiyi &amp;başlat</translation>
    </message>
    <message>
        <source>%1. computer, %2</source>
        <translation>%1. bilgisayar, %2</translation>
    </message>
    <message>
        <source>%1. waiting for %2…</source>
        <translation>%1. %2 bekleniyor…</translation>
    </message>
    <message>
        <source>Windows Firewall blocks KingDesk: the others cannot sit down.</source>
        <translation>Windows Güvenlik Duvarı KingDesk&apos;i engelliyor: diğerleri oturamaz.</translation>
    </message>
    <message>
        <source>Allow it in Windows Security › Firewall &amp; network protection › Allow an app through firewall (on private networks), then choose Check again.</source>
        <translation>Windows Güvenliği › Güvenlik duvarı ve ağ koruması › Bir uygulamanın güvenlik duvarından geçmesine izin ver bölümünden (özel ağlarda) izin ver, sonra Yeniden denetle&apos;yi seç.</translation>
    </message>
    <message>
        <source>Windows Firewall may keep the others out.</source>
        <translation>Windows Güvenlik Duvarı diğerlerini dışarıda bırakabilir.</translation>
    </message>
    <message>
        <source>The macOS firewall blocks every incoming connection: the others cannot sit down.</source>
        <translation>macOS güvenlik duvarı gelen tüm bağlantıları engelliyor: diğerleri oturamaz.</translation>
    </message>
    <message>
        <source>In System Settings › Network › Firewall › Options…, turn off “Block all incoming connections”, then choose Check again.</source>
        <translation>Sistem Ayarları › Ağ › Güvenlik Duvarı › Seçenekler… bölümünde “Gelen tüm bağlantıları engelle” seçeneğini kapat, sonra Yeniden denetle&apos;yi seç.</translation>
    </message>
    <message>
        <source>The macOS firewall blocks KingDesk: the others cannot sit down.</source>
        <translation>macOS güvenlik duvarı KingDesk&apos;i engelliyor: diğerleri oturamaz.</translation>
    </message>
    <message>
        <source>In System Settings › Network › Firewall › Options…, set KingDesk to allow incoming connections, then choose Check again.</source>
        <translation>Sistem Ayarları › Ağ › Güvenlik Duvarı › Seçenekler… bölümünde KingDesk&apos;i “Gelen bağlantılara izin ver” yap, sonra Yeniden denetle&apos;yi seç.</translation>
    </message>
    <message>
        <source>The macOS firewall may keep the others out.</source>
        <translation>macOS güvenlik duvarı diğerlerini dışarıda bırakabilir.</translation>
    </message>
    <message>
        <source>This computer&apos;s firewall (%1) does not open port %2: the others cannot sit down.</source>
        <translation>Bu bilgisayarın güvenlik duvarı (%1) %2 portunu açmıyor: diğerleri oturamaz.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Oyuncu %1</translation>
    </message>
    <message>
        <source>Level of %1</source>
        <translation>Seviye (%1)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>rastgele</translation>
    </message>
    <message>
        <source>Game number</source>
        <translation>Parti numarası</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>El</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message numerus="yes">
        <source>Every penalty card has been taken. Tricks played: %n</source>
        <translation>
            <numerusform>Tüm ceza kağıtları alındı. Oynanan el: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand does not count and is dealt again.</source>
        <translation>Bu oyun sayılmaz, kağıtlar yeniden dağıtılır.</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Bu oyun</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Hesap</translation>
    </message>
    <message>
        <source>End of the hand</source>
        <translation>Oyunun sonucu</translation>
    </message>
    <message>
        <source>Trump sale</source>
        <translation>Koz satışı</translation>
    </message>
    <message>
        <source>Show the cards</source>
        <translation>Kartları göster</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Sonraki oyun</translation>
    </message>
    <message>
        <source>Hide the cards</source>
        <translation>Kartları gizle</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Parti bitti</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sıra</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Tekrar &amp;oyna</translation>
    </message>
    <message>
        <source>The same players and rules, new cards</source>
        <translation>Aynı oyuncular ve kurallar, yeni kağıtlar</translation>
    </message>
    <message>
        <source>&amp;Print sheet…</source>
        <translation>Tabloyu ya&amp;zdır…</translation>
    </message>
    <message>
        <source>Play the lesson&apos;s hand</source>
        <translation>Dersin oyununu oyna</translation>
    </message>
    <message>
        <source>Now an ordinary hand of %1 against easy players: ask for a hint when you want one.</source>
        <translation>Şimdi kolay oyunculara karşı sıradan bir %1 oyunu: istediğin zaman ipucu iste.</translation>
    </message>
    <message>
        <source>Learn a contract</source>
        <translation>Oyun öğren</translation>
    </message>
    <message>
        <source>The lesson of %1 is over. Another lesson, or a game of your own?</source>
        <translation>%1 dersi bitti. Başka bir ders mi, yoksa kendi partin mi?</translation>
    </message>
    <message>
        <source>Another lesson</source>
        <translation>Başka bir ders</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Yeni parti…</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Son el</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Parti</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Yeni parti…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>İp&amp;ucu</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Son el</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çıkış</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Anında</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Mavi</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Kırmızı</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>İpucu hazırlanıyor…</translation>
    </message>
    <message>
        <source>The score sheet cannot be shown (%1). Please reinstall KingDesk.</source>
        <translation>Puan tablosu gösterilemiyor (%1). Lütfen KingDesk&apos;i yeniden kur.</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Bir masaya &amp;katıl…</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>Masa &amp;aç…</translation>
    </message>
    <message>
        <source>Score a game with real &amp;cards…</source>
        <translation>Gerçek kağıtlarla puan &amp;tut…</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Yi&amp;nele</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Hint (none at a shared table)</source>
        <translation>İp&amp;ucu (ortak masada yok)</translation>
    </message>
    <message>
        <source>Joining the table at %1…</source>
        <translation>%1 adresindeki masaya katılınıyor…</translation>
    </message>
    <message>
        <source>Your table is open. Start the game when everyone you wait for has sat down.</source>
        <translation>Masan açık. Beklediğin herkes oturunca partiyi başlat.</translation>
    </message>
    <message>
        <source>You host a table</source>
        <translation>Bir masa açtın</translation>
    </message>
    <message>
        <source>The others at your table would lose it: it ends with your KingDesk. The game stays on your table, with computer players in their seats, and you can go on with it.</source>
        <translation>Masandakiler masayı kaybeder: masa senin KingDesk&apos;inle birlikte kapanır. Oyun senin masanda, onların yerinde bilgisayar oyuncularıyla sürer ve devam edebilirsin.</translation>
    </message>
    <message>
        <source>&amp;End the table</source>
        <translation>Masayı &amp;kapat</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Masada parti yok.</translation>
    </message>
    <message>
        <source>Start a new one from the Game menu, or resume one from the File menu.</source>
        <translation>Parti menüsünden yeni bir parti başlat ya da Dosya menüsünden bir partiye devam et.</translation>
    </message>
    <message>
        <source>Hint: play the %1.</source>
        <translation>İpucu: %1.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>İpucu: %1.</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>Bu oyunda henüz el oynanmadı.</translation>
    </message>
    <message>
        <source>KingDesk</source>
        <translation>KingDesk</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Dosya okunamıyor.</translation>
    </message>
    <message>
        <source>The file is far too large to be a game record.</source>
        <translation>Dosya bir parti kaydı olamayacak kadar büyük.</translation>
    </message>
    <message>
        <source>This is not a KingDesk game record, or it is damaged.</source>
        <translation>Bu bir KingDesk parti kaydı değil ya da bozuk.</translation>
    </message>
    <message>
        <source>A rule setting in the record is unknown or has a wrong value.</source>
        <translation>Kayıttaki bir kural ayarı bilinmiyor ya da değeri yanlış.</translation>
    </message>
    <message>
        <source>A card is played against the rules.</source>
        <translation>Kurallara aykırı bir kağıt atılmış.</translation>
    </message>
    <message>
        <source>A card is played that the player does not hold.</source>
        <translation>Oyuncunun elinde olmayan bir kağıt atılmış.</translation>
    </message>
    <message>
        <source>The wrong player chooses the contract.</source>
        <translation>Oyunu sırası olmayan oyuncu seçmiş.</translation>
    </message>
    <message>
        <source>A contract is chosen that is not allowed at that point.</source>
        <translation>O anda seçilemeyecek bir oyun seçilmiş.</translation>
    </message>
    <message>
        <source>The trump suit is missing or not allowed.</source>
        <translation>Koz rengi eksik ya da geçersiz.</translation>
    </message>
    <message>
        <source>The sale of the trump choice breaks the rules.</source>
        <translation>Koz seçiminin satışı kurallara aykırı.</translation>
    </message>
    <message>
        <source>The record breaks a rule.</source>
        <translation>Kayıt bir kurala aykırı.</translation>
    </message>
    <message>
        <source>The details are in the log (Help › Open the log folder).</source>
        <translation>Ayrıntılar günlükte (Yardım › Günlük klasörünü aç).</translation>
    </message>
    <message>
        <source>A hand in the record is malformed.</source>
        <translation>Kayıttaki bir oyun bozuk.</translation>
    </message>
    <message>
        <source>Cards are played after the end of the hand.</source>
        <translation>Oyun bittikten sonra kağıt atılmış.</translation>
    </message>
    <message>
        <source>Hands follow the end of the game.</source>
        <translation>Parti bittikten sonra oyun var.</translation>
    </message>
    <message>
        <source>A hand is cancelled where the rules do not allow it.</source>
        <translation>Kuralların izin vermediği bir yerde oyun iptal edilmiş.</translation>
    </message>
    <message>
        <source>King is declared where the rules do not allow it.</source>
        <translation>Kuralların izin vermediği bir yerde King ilan edilmiş.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>%1. oyun</translation>
    </message>
    <message>
        <source>%1, card %2</source>
        <translation>%1, %2. kağıt</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <translation>%1 (oyuncu %2)</translation>
    </message>
    <message>
        <source>The game saved when KingDesk last stopped cannot be restored.</source>
        <translation>KingDesk son kapandığında kaydedilen parti geri yüklenemiyor.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Dosya %1 olarak saklandı.</translation>
    </message>
    <message>
        <source>The file could not be moved aside either.</source>
        <translation>Dosya bir kenara da taşınamadı.</translation>
    </message>
    <message>
        <source>A new game can start.</source>
        <translation>Yeni bir partiye başlanabilir.</translation>
    </message>
    <message>
        <source>The history of past games was damaged. It was kept as %1 and a new, empty history was started.</source>
        <translation>Parti geçmişi bozulmuştu. %1 olarak saklandı ve yeni, boş bir parti geçmişi başlatıldı.</translation>
    </message>
    <message>
        <source>The history of past games was written by a newer KingDesk. It is shown but not changed; games finished now are not kept.</source>
        <translation>Parti geçmişini daha yeni bir KingDesk sürümü yazmış. Gösterilir ama değiştirilmez; şimdi biten partiler saklanmaz.</translation>
    </message>
    <message>
        <source>The folder for saved games cannot be written (%1). You can play on, but games are not saved and finished games are not kept in the history.</source>
        <translation>Kayıtlı partiler klasörüne yazılamıyor (%1). Oynamaya devam edebilirsin ama partiler kaydedilmez ve biten partiler geçmişe eklenmez.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved to %1 (%2). You can play on, but it will not be restored after a crash.</source>
        <translation>Süren parti %1 konumuna kaydedilemiyor (%2). Oynamaya devam edebilirsin ama program çökerse geri yüklenmez.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Oynanan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Ortalama puan</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>En iyi parti</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>En kötü parti</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Average points</source>
        <translation>Ortalama puan</translation>
    </message>
    <message>
        <source>Times played</source>
        <translation>Oynanma sayısı</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Review the decisions</source>
        <translation>Kararları incele</translation>
    </message>
    <message>
        <source>%1 (real cards)</source>
        <translation>%1 (gerçek kağıtlarla)</translation>
    </message>
    <message>
        <source>Score sheet — %1 (%2)</source>
        <translation>Puan tablosu — %1 (%2)</translation>
    </message>
    <message>
        <source>Damaged file</source>
        <translation>Bozuk dosya</translation>
    </message>
    <message>
        <source>%1 (played at the table: %2)</source>
        <translation>%1 (oynandığı masa: %2)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <source>Kept on</source>
        <translation>Saklandığı tarih</translation>
    </message>
    <message>
        <source>Review my decisions</source>
        <translation>Kararlarımı incele</translation>
    </message>
    <message>
        <source>Preparing the review…</source>
        <translation>İnceleme hazırlanıyor…</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Your choice</source>
        <comment>review column: what the player chose</comment>
        <translation>Senin seçimin</translation>
    </message>
    <message>
        <source>Better</source>
        <comment>review column: what the search prefers</comment>
        <translation>Daha iyisi</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Kaybedilen puan</translation>
    </message>
    <message>
        <source>Grade</source>
        <comment>review column</comment>
        <translation>Not</translation>
    </message>
    <message>
        <source>Why</source>
        <comment>review column: the sentence why</comment>
        <translation>Neden</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>İncelemeyi durdur</translation>
    </message>
    <message>
        <source>You had no choice to make in this hand.</source>
        <translation>Bu oyunda seçmen gereken bir şey yoktu.</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %n decision(s)…</source>
        <translation>
            <numerusform>%n karar inceleniyor…</numerusform>
        </translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>İnceleme durduruldu.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) could have been better.</source>
        <translation>
            <numerusform>%n karar daha iyi olabilirdi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision was as good as the Hard computer player&apos;s.</source>
        <translation>Her kararın Zor seviyedeki bilgisayar oyuncusununki kadar iyiydi.</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Şu ana kadarki puan</translation>
    </message>
    <message>
        <source>No unfinished games are kept.</source>
        <translation>Saklanan bitmemiş parti yok.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Devam et</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Sil…</translation>
    </message>
    <message>
        <source>Delete this unfinished game for good?</source>
        <translation>Bu bitmemiş parti tamamen silinsin mi?</translation>
    </message>
    <message>
        <source>Delete unfinished game</source>
        <translation>Bitmemiş partiyi sil</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Sakla</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Bitmemiş partiler</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puanlar</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Kazananlar</translation>
    </message>
    <message>
        <source>Double-click the best or worst game to find it in the list.</source>
        <translation>Listede bulmak için en iyi ya da en kötü partiye çift tıkla.</translation>
    </message>
    <message>
        <source>No finished game yet. Games you finish are listed here.</source>
        <translation>Henüz biten parti yok. Bitirdiğin partiler burada listelenir.</translation>
    </message>
    <message>
        <source>Score sheet…</source>
        <translation>Puan tablosu…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Yazdır…</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>Partiyi dosyaya kaydet…</translation>
    </message>
    <message>
        <source>Replay the hand on the table</source>
        <translation>Oyunu masada yeniden oynat</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>%1. oyun: %2</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Sonuçların</translation>
    </message>
    <message>
        <source>Your points per contract</source>
        <translation>Oyun başına puanların</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Geçmiş partiler</translation>
    </message>
    <message>
        <source>The history cannot be written: games finished now are not kept.</source>
        <translation>Parti geçmişine yazılamıyor: şimdi biten partiler saklanmaz.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;Open game record…</source>
        <translation>Parti dosyası &amp;aç…</translation>
    </message>
    <message>
        <source>&amp;Save game record…</source>
        <translation>Partiyi dosyaya &amp;kaydet…</translation>
    </message>
    <message>
        <source>&amp;Unfinished games…</source>
        <translation>&amp;Bitmemiş partiler…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>İs&amp;tatistikler…</translation>
    </message>
    <message>
        <source>Peop&amp;le and series…</source>
        <translation>Kişi&amp;ler ve seriler…</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Partiye devam et</translation>
    </message>
    <message>
        <source>Resume alone</source>
        <translation>Yalnız devam et</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Devam et</translation>
    </message>
    <message>
        <source>Settin&amp;gs…</source>
        <translation>A&amp;yarlar…</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Parti dosyası aç</translation>
    </message>
    <message>
        <source>KingDesk game records (*.json);;All files (*)</source>
        <translation>KingDesk parti kayıtları (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>%1 açılamıyor.</translation>
    </message>
    <message>
        <source>%1; hand %2 of %3</source>
        <translation>%1; oyun %2/%3</translation>
    </message>
    <message>
        <source>The game interrupted last time (%1) is not finished.</source>
        <translation>Geçen sefer yarıda kalan parti (%1) bitmedi.</translation>
    </message>
    <message>
        <source>The game in progress (%1) is not finished.</source>
        <translation>Süren parti (%1) bitmedi.</translation>
    </message>
    <message>
        <source>Keep it for later? KingDesk offers to resume it at the next start.</source>
        <translation>Sonraya saklansın mı? KingDesk bir sonraki açılışta devam etmeyi önerir.</translation>
    </message>
    <message>
        <source>Keep it for later? You can resume it from File › Unfinished games.</source>
        <translation>Sonraya saklansın mı? Dosya menüsündeki &quot;Bitmemiş partiler&quot; komutuyla devam edebilirsin.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Bitmemiş parti</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>Sonraya &amp;sakla</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>Partiyi si&amp;l</translation>
    </message>
    <message>
        <source>It was played at your table (%1) with %2. Host it again, and they sit down in their seats again.</source>
        <translation>Bu parti masanda (%1) %2 ile oynanıyordu. Masayı yeniden açarsan yerlerine yeniden otururlar.</translation>
    </message>
    <message>
        <source>&amp;Host it again</source>
        <translation>Masayı &amp;yeniden aç</translation>
    </message>
    <message>
        <source>Invite by link</source>
        <translation>Bağlantıyla davet et</translation>
    </message>
    <message>
        <source>Opening the invitation…</source>
        <translation>Davet açılıyor…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyala</translation>
    </message>
    <message>
        <source>Send the link to your friends by any messenger or e-mail. Whoever opens it on a computer with KingDesk comes to your table, from anywhere; on a phone, the QR code carries the same link.</source>
        <translation>Bağlantıyı arkadaşlarına herhangi bir mesajlaşma uygulamasıyla ya da e-postayla gönder. KingDesk kurulu bir bilgisayarda açan, nerede olursa olsun masana gelir; telefonda QR kodu aynı bağlantıyı taşır.</translation>
    </message>
    <message>
        <source>Tell them the table code too: %1.</source>
        <translation>Masa kodunu da söyle: %1.</translation>
    </message>
    <message>
        <source>Relay: %1</source>
        <translation>Aktarıcı: %1</translation>
    </message>
    <message>
        <source>A relay passes on the encrypted bytes when the two computers cannot reach each other directly; it cannot read them. Settings › Network chooses it.</source>
        <translation>İki bilgisayar birbirine doğrudan ulaşamadığında şifreli verileri bir aktarıcı iletir; onları okuyamaz. Ayarlar › Ağ bölümünden seçilir.</translation>
    </message>
    <message>
        <source>&amp;New invitation…</source>
        <translation>&amp;Yeni davet…</translation>
    </message>
    <message>
        <source>Your table can be reached from the internet with this invitation. It stays the same from one evening to the next.</source>
        <translation>Bu davetle masana internetten ulaşılabilir. Davet bir akşamdan ötekine aynı kalır.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopyalandı</translation>
    </message>
    <message>
        <source>New invitation</source>
        <translation>Yeni davet</translation>
    </message>
    <message>
        <source>The link you sent before will no longer find your table. Friends need the new one.</source>
        <translation>Daha önce gönderdiğin bağlantı artık masanı bulamayacak. Arkadaşlarının yenisine ihtiyacı olacak.</translation>
    </message>
    <message>
        <source>&amp;Make a new one</source>
        <translation>&amp;Yenisini oluştur</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept for later (%1). It stays in the autosave and is offered again at the next start.</source>
        <translation>Bitmemiş parti sonraya saklanamadı (%1). Otomatik kayıtta duruyor ve bir sonraki açılışta yeniden önerilecek.</translation>
    </message>
    <message>
        <source>The game you were playing (%1; %2) was interrupted. Resume it where it stopped?</source>
        <translation>Yarıda kalmış bir parti var (%1; %2). Kaldığı yerden devam edilsin mi?</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>Yarıda kalan partiye devam et</translation>
    </message>
    <message>
        <source>Unfinished games…</source>
        <translation>Bitmemiş partiler…</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Henüz kaydedilecek bir parti yok.</translation>
    </message>
    <message>
        <source>kingdesk-game</source>
        <comment>the file name offered for a saved game record, no spaces</comment>
        <translation>kingdesk-parti</translation>
    </message>
    <message>
        <source>Game record saved: %1</source>
        <translation>Parti dosyaya kaydedildi: %1</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Partiyi dosyaya kaydet</translation>
    </message>
    <message>
        <source>KingDesk game records (*.json)</source>
        <translation>KingDesk parti kayıtları (*.json)</translation>
    </message>
    <message>
        <source>The record cannot be saved: %1</source>
        <translation>Parti dosyaya kaydedilemiyor: %1</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (varsayılan)</translation>
    </message>
    <message>
        <source>Next-to-last trick</source>
        <translation>Sondan bir önceki el</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Son el</translation>
    </message>
    <message>
        <source>on</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Varsayılan: %1</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Dört renkli</translation>
    </message>
    <message>
        <source>By suit, high cards first</source>
        <translation>Renge göre, büyükler önce</translation>
    </message>
    <message>
        <source>By suit, low cards first</source>
        <translation>Renge göre, küçükler önce</translation>
    </message>
    <message>
        <source>By suit, colours alternating</source>
        <translation>Renge göre, kırmızı ve siyah sırayla</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>tek başına</translation>
    </message>
    <message>
        <source>at a table</source>
        <translation>masada</translation>
    </message>
    <message>
        <source>real cards</source>
        <translation>gerçek kağıtlar</translation>
    </message>
    <message>
        <source>Sum of places (fewest wins)</source>
        <translation>Sıra toplamı (en azı kazanır)</translation>
    </message>
    <message>
        <source>Sum of points</source>
        <translation>Puan toplamı</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Kazanılan partiler</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Turuncu</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Altın</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Yeşil</translation>
    </message>
    <message>
        <source>Teal</source>
        <translation>Camgöbeği</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Mor</translation>
    </message>
    <message>
        <source>Initial</source>
        <translation>Baş harf</translation>
    </message>
    <message>
        <source>Spade</source>
        <translation>Maça</translation>
    </message>
    <message>
        <source>Heart</source>
        <translation>Kupa</translation>
    </message>
    <message>
        <source>Diamond</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Sinek</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Taç</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Yıldız</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Ay</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Bilgisayar · %1</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Kahverengi</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gri</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Sistemdeki gibi</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Ağ</translation>
    </message>
    <message>
        <source>Default rules</source>
        <translation>Varsayılan kurallar</translation>
    </message>
    <message>
        <source>A game in progress keeps the rules it started with; changes apply from the next game.</source>
        <translation>Süren parti başladığı kurallarla devam eder; değişiklikler bir sonraki partiden itibaren geçerlidir.</translation>
    </message>
    <message>
        <source>Changes apply from the next game.</source>
        <translation>Değişiklikler bir sonraki partiden itibaren geçerlidir.</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Bilgisayar seviyesi</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animasyon hızı</translation>
    </message>
    <message>
        <source>Reduced motion: cards jump instead of flying</source>
        <translation>Az hareket: kağıtlar uçmak yerine sıçrar</translation>
    </message>
    <message>
        <source>Sounds of the cards</source>
        <translation>Kağıt sesleri</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Ses düzeyi</translation>
    </message>
    <message>
        <source>No sound in reduced motion</source>
        <translation>Az harekette ses yok</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deste</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kağıt arkası</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Başka renk…</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Masa rengi</translation>
    </message>
    <message>
        <source>Hand sorting</source>
        <translation>Eldeki kağıtların sırası</translation>
    </message>
    <message>
        <source>Play a card by itself when it is the only legal one</source>
        <translation>Tek geçerli kağıt varsa kendiliğinden at</translation>
    </message>
    <message>
        <source>The new language is used at once.</source>
        <translation>Yeni dil hemen kullanılır.</translation>
    </message>
    <message>
        <source>Which way the deal and the play go round the table; the score is the same either way.</source>
        <translation>Kağıtların ve oyunun masada hangi yöne döndüğü; puanlar iki yönde de aynıdır.</translation>
    </message>
    <message>
        <source>Lances and recoveries in turn, all six lances first, or the chooser picks any lance left.</source>
        <translation>Ceza ve koz turlarının sırayla gelmesi, önce altı cezanın oynanması ya da el başının kalan cezalardan birini seçmesi.</translation>
    </message>
    <message>
        <source>When a heart may be led in No hearts and King of hearts.</source>
        <translation>Kupa Almaz ve Rıfkı&apos;da ne zaman kupa ile başlanabileceği.</translation>
    </message>
    <message>
        <source>The king of hearts must be played the first time its holder cannot follow suit.</source>
        <translation>Rıfkı, sahibi yerdeki renkten ilk kez atamadığında atılmak zorundadır.</translation>
    </message>
    <message>
        <source>When hearts are led and the ace is on the table, the king of hearts must be played.</source>
        <translation>Kupa çekildiğinde yerde kupa ası varsa rıfkı atılmak zorundadır.</translation>
    </message>
    <message>
        <source>A lance ends as soon as every penalty card has been taken.</source>
        <translation>Ceza, tüm ceza kağıtları alındığında biter.</translation>
    </message>
    <message>
        <source>Who names the trump suit in a recovery: the mano or the dealer.</source>
        <translation>Koz turunda kozu kimin söylediği: el başı mı, dağıtan mı.</translation>
    </message>
    <message>
        <source>A recovery may be played without trumps.</source>
        <translation>Koz turu kozsuz oynanabilir.</translation>
    </message>
    <message>
        <source>In a recovery, a player who cannot follow suit must play a trump.</source>
        <translation>Koz turunda yerdeki renkten kağıdı olmayan koz çakmak zorundadır.</translation>
    </message>
    <message>
        <source>In a recovery, a player who ruffs must beat a trump already played.</source>
        <translation>Koz turunda koz çakan, yerdeki kozu yükseltmek zorundadır.</translation>
    </message>
    <message>
        <source>In a recovery, trumps may not be led until a trump has been played.</source>
        <translation>Koz turunda koz düşmeden kozla başlanamaz.</translation>
    </message>
    <message>
        <source>The mano may sell the choice of trumps for tricks offered by the others.</source>
        <translation>El başı koz seçimini, diğerlerinin teklif ettiği el karşılığında satabilir.</translation>
    </message>
    <message>
        <source>A player who passes in the sale may not bid again.</source>
        <translation>Satışta pas diyen bir daha teklif veremez.</translation>
    </message>
    <message>
        <source>The mano may turn down the best offer and name trumps himself.</source>
        <translation>El başı en iyi teklifi reddedip kozu kendisi söyleyebilir.</translation>
    </message>
    <message>
        <source>The buyer of the trump choice leads the first trick instead of the mano.</source>
        <translation>İlk eli el başı yerine kozu satın alan başlatır.</translation>
    </message>
    <message>
        <source>Points lost per penalty unit in each negative lance (the last two tricks may differ).</source>
        <translation>Her cezada ceza birimi başına kaybedilen puan (son iki el farklı olabilir).</translation>
    </message>
    <message>
        <source>A full game of 20 hands or a short one of 12.</source>
        <translation>20 oyunluk tam parti ya da 12 oyunluk kısa parti.</translation>
    </message>
    <message>
        <source>How many times each penalty contract may be chosen in a game.</source>
        <translation>Bir partide her cezanın kaç kez seçilebileceği.</translation>
    </message>
    <message>
        <source>How many times the same suit may be named trumps in a game.</source>
        <translation>Bir partide aynı rengin kaç kez koz olabileceği.</translation>
    </message>
    <message>
        <source>The holder of the ace, king and queen of trumps may lead trumps before they are broken, but must then lead all three one after another.</source>
        <translation>Kozun as, papaz ve kızı elinde olan, koz düşmeden kozla başlayabilir; ama üçünü peş peşe çekmek zorundadır.</translation>
    </message>
    <message>
        <source>Taking this many tricks in a trump hand ends the game at once.</source>
        <translation>Bir koz oyununda bu kadar el alan partiyi hemen bitirir.</translation>
    </message>
    <message>
        <source>Who chooses the first contract.</source>
        <translation>İlk oyunu kimin söylediği.</translation>
    </message>
    <message>
        <source>Multiplies every score on the sheet, for show only; the game is the same.</source>
        <translation>Tablodaki tüm puanları yalnız gösterim için çarpar; parti aynıdır.</translation>
    </message>
    <message>
        <source>The first four hands must be penalty contracts.</source>
        <translation>İlk dört oyun ceza olmak zorundadır.</translation>
    </message>
    <message>
        <source>A player who cannot follow suit in a trump hand must play a trump.</source>
        <translation>Koz oyununda yerdeki renkten kağıdı olmayan koz çakmak zorundadır.</translation>
    </message>
    <message>
        <source>A player who ruffs must beat a trump already on the trick if he can.</source>
        <translation>Koz çakan, yerdeki kozdan büyüğü varsa onu atmak zorundadır.</translation>
    </message>
    <message>
        <source>When trumps are led, a player must beat the highest trump if he can.</source>
        <translation>Koz çekildiğinde, yerdeki en büyük kozdan büyüğü olan onu atmak zorundadır.</translation>
    </message>
    <message>
        <source>Trumps may not be led until a trump has been played.</source>
        <translation>Koz düşmeden kozla başlanamaz.</translation>
    </message>
    <message>
        <source>In No Queens, a queen must be played when a higher card of its suit is on the trick.</source>
        <translation>Kız Almaz&apos;da yerde o renkten daha büyük bir kağıt varsa o rengin kızı atılmak zorundadır.</translation>
    </message>
    <message>
        <source>In No Kings or Jacks, a king or jack must be played under a higher card of its suit.</source>
        <translation>Erkek Almaz&apos;da yerde o renkten daha büyük bir kağıt varsa o rengin erkeği atılmak zorundadır.</translation>
    </message>
    <message>
        <source>In King of Hearts, the king must be played when hearts are led and the ace is on the trick.</source>
        <translation>Rıfkı&apos;da kupa çekilip yerde kupa ası varsa rıfkı atılmak zorundadır.</translation>
    </message>
    <message>
        <source>In King of Hearts, a player who cannot follow suit must discard a heart.</source>
        <translation>Rıfkı&apos;da yerdeki renkten kağıdı olmayan kupa atmak zorundadır.</translation>
    </message>
    <message>
        <source>In No Hearts, a player must play a heart lower than the highest one on the trick if he can.</source>
        <translation>Kupa Almaz&apos;da yerdeki en büyük kupadan küçük kupası olan onu atmak zorundadır.</translation>
    </message>
    <message>
        <source>A leader holding only hearts before hearts are broken must lead the highest.</source>
        <translation>Kupa düşmeden elinde yalnız kupa kalan, en büyük kupasını çekmek zorundadır.</translation>
    </message>
    <message>
        <source>A penalty hand ends as soon as every penalty card has been taken.</source>
        <translation>Ceza oyunu, tüm ceza kağıtları alındığında biter.</translation>
    </message>
    <message>
        <source>Who may ask for a redeal with no card above ten.</source>
        <translation>Elinde 10&apos;dan büyük kağıt yoksa kimin El İptal diyebileceği.</translation>
    </message>
    <message>
        <source>No Queens counts for nothing when each player took one queen.</source>
        <translation>Herkes birer kız alırsa Kız Almaz sayılmaz.</translation>
    </message>
    <message>
        <source>A player dealt the ace or king of hearts alone may ask for a redeal.</source>
        <translation>Kupadan yalnız as ya da yalnız papaz gelen oyuncu kağıtları yeniden dağıttırabilir.</translation>
    </message>
    <message>
        <source>Whether a final score of exactly zero is up, down or neither.</source>
        <translation>Tam sıfır puanla bitiren oyuncunun çıkmış mı, batmış mı, yoksa hiçbiri mi sayılacağı.</translation>
    </message>
    <message>
        <source>King counts only if it was declared before the first lead.</source>
        <translation>King ancak ilk kağıttan önce ilan edildiyse sayılır.</translation>
    </message>
    <message numerus="yes">
        <source>%n penalty card(s)</source>
        <translation>
            <numerusform>%n ceza kağıdı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the last two tricks</source>
        <translation>
            <numerusform>son iki elden %n tanesi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n el</numerusform>
        </translation>
    </message>
    <message>
        <source>trick 12: %1</source>
        <translation>12. el: %1</translation>
    </message>
    <message>
        <source>trick 13: %1</source>
        <translation>13. el: %1</translation>
    </message>
    <message>
        <source>%1 − price %2</source>
        <translation>%1 − bedel %2</translation>
    </message>
    <message>
        <source>%1 + price %2</source>
        <translation>%1 + bedel %2</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Elindeki kağıtlar arasında gezin</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>Go to the first or the last card you may play</source>
        <translation>Oynayabileceğin ilk ya da son kağıda git</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter ya da Boşluk</translation>
    </message>
    <message>
        <source>Play the card with the focus</source>
        <translation>Seçili kağıdı at</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the buttons of a dialog</source>
        <translation>Bir penceredeki düğmeler arasında gezin</translation>
    </message>
    <message>
        <source>Press the button with the focus (in a dialog: the highlighted answer)</source>
        <translation>Seçili düğmeye bas (pencerede: vurgulanan yanıt)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Put a question aside: a button on the table brings it back</source>
        <translation>Bir soruyu sonraya bırak: masadaki bir düğme onu geri getirir</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + altı çizili harf</translation>
    </message>
    <message>
        <source>Open a menu or press a button</source>
        <translation>Bir menüyü aç ya da bir düğmeye bas</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klavye</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Masada</translation>
    </message>
    <message>
        <source>Menu shortcuts</source>
        <translation>Menü kısayolları</translation>
    </message>
    <message>
        <source>About KingDesk</source>
        <translation>KingDesk hakkında</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Sürüm</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisans</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Games are kept in</source>
        <translation>Partilerin saklandığı yer</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Günlük klasörü</translation>
    </message>
    <message>
        <source>King, the trick-taking card game of Spain and Turkey: alone against three computer players, or with others on the same network.</source>
        <translation>King, İspanya&apos;nın ve Türkiye&apos;nin el alma oyunu: üç bilgisayar oyuncusuna karşı tek başına ya da aynı ağdaki başkalarıyla oynanır.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>Learn a &amp;contract</source>
        <translation>&amp;Oyun öğren</translation>
    </message>
    <message>
        <source>Keyboard &amp;shortcuts…</source>
        <translation>Klavye kı&amp;sayolları…</translation>
    </message>
    <message>
        <source>&amp;About KingDesk…</source>
        <translation>KingDesk &amp;hakkında…</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>&amp;Günlük klasörünü aç</translation>
    </message>
    <message>
        <source>Report a &amp;problem…</source>
        <translation>Sorun &amp;bildir…</translation>
    </message>
    <message>
        <source>The log is in %1</source>
        <translation>Günlük şurada: %1</translation>
    </message>
    <message>
        <source>The log</source>
        <translation>Günlük</translation>
    </message>
    <message>
        <source>No file manager opened the log&apos;s folder. The log is in:</source>
        <translation>Günlük klasörünü hiçbir dosya yöneticisi açmadı. Günlük şurada:</translation>
    </message>
    <message>
        <source>You sell the choice of trump</source>
        <translation>Koz seçimini satışa çıkardın</translation>
    </message>
    <message>
        <source>%1 sells the choice of trump</source>
        <translation>%1 koz seçimini satışa çıkardı</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pas dedi</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Pas dedin</translation>
    </message>
    <message numerus="yes">
        <source>Hint: offer %n trick(s).</source>
        <comment>advice in the trump sale</comment>
        <translation>
            <numerusform>İpucu: %n el teklif et.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n trick(s)</source>
        <translation>
            <numerusform>%n el teklif ettin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n trick(s)</source>
        <translation>
            <numerusform>%1, %n el teklif etti</numerusform>
        </translation>
    </message>
    <message>
        <source>You accept: %1 names the trump</source>
        <translation>Kabul ettin: kozu %1 söyler</translation>
    </message>
    <message>
        <source>%1 accepts: you name the trump</source>
        <translation>%1 kabul etti: kozu sen söylersin</translation>
    </message>
    <message>
        <source>%1 accepts: %2 names the trump</source>
        <translation>%1 kabul etti: kozu %2 söyler</translation>
    </message>
    <message>
        <source>You refuse and name the trump</source>
        <translation>Kabul etmedin, kozu sen söylersin</translation>
    </message>
    <message>
        <source>%1 refuses and names the trump</source>
        <translation>%1 kabul etmedi, kozu kendisi söyler</translation>
    </message>
    <message>
        <source>No offer: you name the trump</source>
        <translation>Teklif yok: kozu sen söylersin</translation>
    </message>
    <message>
        <source>No offer: %1 names the trump</source>
        <translation>Teklif yok: kozu %1 söyler</translation>
    </message>
    <message>
        <source>Step back (←)</source>
        <translation>Bir adım geri (←)</translation>
    </message>
    <message>
        <source>Step forward (→)</source>
        <translation>Bir adım ileri (→)</translation>
    </message>
    <message>
        <source>To the start of the hand (Home)</source>
        <translation>Oyunun başına (Home)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Oyunun sonuna (End)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Hız</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Yeniden oynatmayı kapat</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Başa</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Geri</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>İleri</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Sona</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Duraklat (Boşluk)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Oynat (Boşluk)</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Yeniden oynatma</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Adım %1/%2</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Kağıtlar dağıtıldı.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Sold to you for %n trick(s)</source>
        <translation>
            <numerusform>Koz seçimi sana %n el karşılığında satıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sold to %1 for %n trick(s)</source>
        <translation>
            <numerusform>Koz seçimi satıldı: %1, %n el</numerusform>
        </translation>
    </message>
    <message>
        <source>You do not sell: you name %1</source>
        <translation>Satmadın, kozu sen seçtin: %1</translation>
    </message>
    <message>
        <source>%1 does not sell: names %2</source>
        <translation>%1 satmadı, kozu kendisi seçti: %2</translation>
    </message>
    <message numerus="yes">
        <source>Best offer: yours, %n trick(s).</source>
        <translation>
            <numerusform>En iyi teklif senin: %n el.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best offer: %1 offers %n trick(s).</source>
        <translation>
            <numerusform>En iyi teklif: %1, %n el.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>I offer %n trick(s)</source>
        <translation>
            <numerusform>%n el veriyorum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hand %1, %n trick(s) played</source>
        <translation>
            <numerusform>%1. oyun, %n el oynandı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n oyun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Parti %n oyunda bitti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n</source>
        <comment>the score sheet&apos;s Sale cell: the buyer of the trump choice for a price in tricks</comment>
        <translation>
            <numerusform>%1 (%n el)</numerusform>
        </translation>
    </message>
    <message>
        <source>Report a problem</source>
        <translation>Sorun bildir</translation>
    </message>
    <message>
        <source>The report holds the program&apos;s log, as below (your home folder and user name are replaced)</source>
        <translation>Raporda programın günlüğü var, aşağıda göründüğü gibi (ana klasörün ve kullanıcı adın yerine başka bir şey yazılır)</translation>
    </message>
    <message>
        <source>and the record of the game on the table: the rules, the players&apos; names, the deals and every decision so far</source>
        <translation>ve masadaki partinin kaydı: kurallar, oyuncuların adları, dağıtılan eller ve şimdiye kadarki bütün kararlar</translation>
    </message>
    <message>
        <source>&amp;Save the report…</source>
        <translation>Raporu &amp;kaydet…</translation>
    </message>
    <message>
        <source>Zip files (*.zip)</source>
        <translation>Zip dosyaları (*.zip)</translation>
    </message>
    <message>
        <source>The report cannot be saved: %1</source>
        <translation>Rapor kaydedilemiyor: %1</translation>
    </message>
    <message numerus="yes">
        <source>the program&apos;s log (%n file(s)): the versions, the warnings and the errors of KingDesk</source>
        <translation>
            <numerusform>programın günlüğü (%n dosya): KingDesk&apos;in sürümleri, uyarıları ve hataları</numerusform>
        </translation>
    </message>
    <message>
        <source>no log: KingDesk has not written one in %1</source>
        <translation>günlük yok: KingDesk %1 klasörüne henüz günlük yazmamış</translation>
    </message>
    <message>
        <source>the record of the game on the table: the rules, the players&apos; names, the deals and every decision so far</source>
        <translation>masadaki partinin kaydı: kurallar, oyuncuların adları, oyunlar ve şimdiye kadarki her karar</translation>
    </message>
    <message>
        <source>The report is saved as %1. It holds:</source>
        <translation>Rapor kaydedildi: %1. İçinde şunlar var:</translation>
    </message>
    <message>
        <source>Nothing else is in it. You can send this file to whoever helps you with KingDesk.</source>
        <translation>Başka hiçbir şey yok. Bu dosyayı KingDesk konusunda sana yardım eden kişiye gönderebilirsin.</translation>
    </message>
    <message>
        <source>Score a game with real cards</source>
        <translation>Gerçek kağıtlarla puan tut</translation>
    </message>
    <message>
        <source>Played with real cards — %1</source>
        <translation>Gerçek kağıtlarla oynandı — %1</translation>
    </message>
    <message>
        <source>&amp;Undo last hand</source>
        <translation>Son oyunu &amp;geri al</translation>
    </message>
    <message>
        <source>C&amp;orrect selected hand</source>
        <translation>Seçili oyunu &amp;düzelt</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Yazdır…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>P&amp;DF olarak dışa aktar…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV olarak dışa aktar…</translation>
    </message>
    <message>
        <source>Cancelled by</source>
        <translation>İptal eden</translation>
    </message>
    <message>
        <source>The King was declared</source>
        <translation>King ilan edildi</translation>
    </message>
    <message>
        <source>Ten in a row</source>
        <translation>Aralıksız 10 el</translation>
    </message>
    <message>
        <source>The King rule: 11 tricks, or 10 in a row. Tick it when these ten tricks were taken one after the other.</source>
        <translation>King kuralı: aralıklı 11 ya da aralıksız 10 el. Bu on el art arda alındıysa işaretle.</translation>
    </message>
    <message>
        <source>12th trick</source>
        <translation>12. el</translation>
    </message>
    <message>
        <source>13th trick</source>
        <translation>13. el</translation>
    </message>
    <message>
        <source>&amp;Write down</source>
        <translation>&amp;Yaz</translation>
    </message>
    <message>
        <source>Leave as it was</source>
        <translation>Olduğu gibi bırak</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>The game is over and kept in the history.</source>
        <translation>Parti bitti ve geçmişe kaydedildi.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Oyun %1/%2</translation>
    </message>
    <message>
        <source>Correct hand %1</source>
        <translation>%1. oyunu düzelt</translation>
    </message>
    <message>
        <source>%1 chooses.</source>
        <translation>Oyunu söyleyen: %1.</translation>
    </message>
    <message>
        <source>Mano: %1</source>
        <translation>El başı: %1</translation>
    </message>
    <message>
        <source>Not sold</source>
        <translation>Satılmadı</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Kimse</translation>
    </message>
    <message>
        <source>Took it</source>
        <translation>Alan</translation>
    </message>
    <message>
        <source>Sold to, for (tricks)</source>
        <translation>Kime, kaç ele satıldı</translation>
    </message>
    <message>
        <source>A digit picks a choice by its place in the list: 1 for the first.</source>
        <translation>Bir rakam, listedeki sırasına göre seçer: ilki için 1.</translation>
    </message>
    <message>
        <source>Hearts taken</source>
        <translation>Alınan kupalar</translation>
    </message>
    <message>
        <source>Kings and jacks taken</source>
        <translation>Alınan erkekler (papaz ve vale)</translation>
    </message>
    <message>
        <source>Queens taken</source>
        <translation>Alınan kızlar</translation>
    </message>
    <message>
        <source>Who took the King of Hearts</source>
        <translation>Rıfkıyı kim aldı</translation>
    </message>
    <message>
        <source>Who took the last two tricks</source>
        <translation>Son iki eli kim aldı</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Alınan eller</translation>
    </message>
    <message>
        <source>Select the hand to correct in the score sheet.</source>
        <translation>Düzeltilecek oyunu puan tablosunda seç.</translation>
    </message>
    <message>
        <source>Hand %1 would no longer be possible: %2</source>
        <translation>%1. oyun artık mümkün olmaz: %2</translation>
    </message>
    <message>
        <source>Kept after every hand among the unfinished games.</source>
        <translation>Her oyundan sonra bitmemiş partiler arasında saklanıyor.</translation>
    </message>
    <message>
        <source>Play with your own cards; KingDesk keeps the score sheet. Write the players in order of play: each one sits on the right of the one before.</source>
        <translation>Kendi kağıtlarınızla oynarsınız, puan tablosunu KingDesk tutar. Oyuncuları oynama sırasıyla yaz: her biri bir öncekinin sağında oturur.</translation>
    </message>
    <message>
        <source>You are</source>
        <translation>Sen hangi oyuncusun</translation>
    </message>
    <message>
        <source>The rule options are those of Settings › Rules.</source>
        <translation>Kural seçenekleri Ayarlar › Kurallar bölümündekilerdir.</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>İlk dağıtan</translation>
    </message>
    <message>
        <source>First to choose (holds the ♦2)</source>
        <translation>İlk söyleyen (karo 2 kimdeyse)</translation>
    </message>
    <message>
        <source>None of them</source>
        <translation>Hiçbiri</translation>
    </message>
    <message>
        <source>%1 — another version of KingDesk</source>
        <translation>%1 — KingDesk&apos;in başka bir sürümü</translation>
    </message>
    <message>
        <source>other rules</source>
        <translation>başka kurallar</translation>
    </message>
    <message>
        <source>no free seat</source>
        <translation>boş yer yok</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <comment>a table found on the network</comment>
        <translation>
            <numerusform>%n boş yer</numerusform>
        </translation>
    </message>
    <message>
        <source>asks for a table code</source>
        <translation>masa kodu istiyor</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Bir masaya katıl</translation>
    </message>
    <message>
        <source>The host&apos;s computer deals and holds every card: the others see only their own hand, but the host&apos;s program sees all four. Sit down at tables of people you trust, as with a friend who deals real cards.</source>
        <translation>Kağıtları masayı açanın bilgisayarı dağıtır ve hepsini o tutar: herkes yalnızca kendi kağıtlarını görür, ama masayı açanın programı bütün kağıtları görür. Gerçek kağıt dağıtan bir arkadaşta olduğu gibi, yalnızca güvendiğin kişilerin masasına otur.</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Bu ağdaki masalar:</translation>
    </message>
    <message>
        <source>Looking for tables… A table appears here once its host has opened it; or type the address the host gives you.</source>
        <translation>Masalar aranıyor… Bir masa, açıldığı anda burada görünür; ya da masayı açanın verdiği adresi yaz.</translation>
    </message>
    <message>
        <source>192.168.1.20:8765, or the invitation&apos;s link kingdesk://join/…</source>
        <translation>192.168.1.20:8765 ya da davet bağlantısı kingdesk://join/…</translation>
    </message>
    <message>
        <source>Address or invitation</source>
        <translation>Adres ya da davet</translation>
    </message>
    <message>
        <source>your seat is kept there</source>
        <translation>yerin seni bekliyor</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Adın</translation>
    </message>
    <message>
        <source>only if the table asks for one</source>
        <translation>yalnızca masa isterse</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Masa kodu</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Katıl</translation>
    </message>
    <message>
        <source>&amp;Say to the table</source>
        <translation>&amp;Masaya söyle</translation>
    </message>
    <message>
        <source>The cards as dealt</source>
        <translation>Dağıtılan kartlar</translation>
    </message>
    <message>
        <source>Relay for invitations</source>
        <translation>Davetlerin aktarıcısı</translation>
    </message>
    <message>
        <source>Your name at a table</source>
        <translation>Masadaki adın</translation>
    </message>
    <message>
        <source>The address of the last table joined</source>
        <translation>Son katıldığın masanın adresi</translation>
    </message>
    <message>
        <source>iroh&apos;s public relays</source>
        <translation>iroh&apos;un herkese açık aktarıcıları</translation>
    </message>
    <message>
        <source>My club&apos;s relay</source>
        <translation>Kulübümün aktarıcısı</translation>
    </message>
    <message>
        <source>No relay</source>
        <translation>Aktarıcı yok</translation>
    </message>
    <message>
        <source>for example https://relay.myclub.example</source>
        <translation>örneğin https://relay.kulubum.example</translation>
    </message>
    <message>
        <source>Relay address</source>
        <translation>Aktarıcının adresi</translation>
    </message>
    <message>
        <source>When your computer and a friend&apos;s cannot reach each other directly, a relay passes on the table&apos;s bytes, encrypted from one KingDesk to the other: it cannot read the cards or the names. iroh&apos;s public relays are free, limited in use and promise no uptime; a club can run its own (iroh-relay). With no relay, friends whose network does not let them reach you directly cannot join.</source>
        <translation>Senin bilgisayarınla bir arkadaşınınki birbirine doğrudan ulaşamadığında, masanın verilerini bir aktarıcı iletir; veriler bir KingDesk&apos;ten ötekine şifrelidir: aktarıcı kağıtları da adları da okuyamaz. iroh&apos;un herkese açık aktarıcıları ücretsizdir, kullanımları sınırlıdır ve her zaman çalışacakları söz verilmez; bir kulüp kendi aktarıcısını (iroh-relay) çalıştırabilir. Aktarıcı olmadan, ağı sana doğrudan ulaşmaya izin vermeyen arkadaşların katılamaz.</translation>
    </message>
    <message>
        <source>The relay address must be a web address such as https://relay.myclub.example.</source>
        <translation>Aktarıcının adresi https://relay.kulubum.example gibi bir web adresi olmalı.</translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <comment>the move timer&apos;s last seconds on a plate</comment>
        <translation>
            <numerusform>%n sn kaldı</numerusform>
        </translation>
    </message>
    <message>
        <source>New person</source>
        <translation>Yeni kişi</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Kişi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Colour and picture</source>
        <translation>Renk ve resim</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Diller</translation>
    </message>
    <message>
        <source>No preference</source>
        <translation>Fark etmez</translation>
    </message>
    <message>
        <source>Likes to play against</source>
        <translation>Karşısında oynamayı sevdiği</translation>
    </message>
    <message>
        <source>Someone on this computer is already called %1.</source>
        <translation>Bu bilgisayarda %1 adında biri zaten var.</translation>
    </message>
    <message>
        <source>Write the person&apos;s name.</source>
        <translation>Kişinin adını yazın.</translation>
    </message>
    <message>
        <source>The history cannot be written: the person is not kept.</source>
        <translation>Geçmiş yazılamıyor: kişi saklanmadı.</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Kişiler</translation>
    </message>
    <message>
        <source>Choose one of the people who play on this computer</source>
        <translation>Bu bilgisayarda oynayan kişilerden birini seçin</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partiler</translation>
    </message>
    <message>
        <source>Sum of places</source>
        <translation>Sıra toplamı</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>New series…</source>
        <translation>Yeni seri…</translation>
    </message>
    <message>
        <source>New games join this series</source>
        <translation>Yeni partiler bu seriye katılır</translation>
    </message>
    <message>
        <source>Standings by</source>
        <translation>Sıralama ölçütü</translation>
    </message>
    <message>
        <source>Where played</source>
        <translation>Nerede oynandı</translation>
    </message>
    <message>
        <source>Take out of the series</source>
        <translation>Seriden çıkar</translation>
    </message>
    <message>
        <source>Add to the series</source>
        <translation>Seriye ekle</translation>
    </message>
    <message>
        <source>Export as PDF…</source>
        <translation>PDF olarak dışa aktar…</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>CSV olarak dışa aktar…</translation>
    </message>
    <message>
        <source>No series yet. A series groups the games of several evenings (a winter league, a holiday) and keeps their standings.</source>
        <translation>Henüz seri yok. Bir seri birkaç akşamın partilerini (bir kış ligi, bir tatil) bir araya getirir ve sıralamasını tutar.</translation>
    </message>
    <message>
        <source>New series</source>
        <translation>Yeni seri</translation>
    </message>
    <message>
        <source>Name of the series (for example, Winter 2026)</source>
        <translation>Serinin adı (örneğin, Kış 2026)</translation>
    </message>
    <message>
        <source>Print the standings</source>
        <translation>Sıralamayı yazdır</translation>
    </message>
    <message>
        <source>Export the standings as PDF</source>
        <translation>Sıralamayı PDF olarak dışa aktar</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF dosyaları (*.pdf)</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>böyle bir klasör yok</translation>
    </message>
    <message>
        <source>Export the standings as CSV</source>
        <translation>Sıralamayı CSV olarak dışa aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Seriler</translation>
    </message>
    <message>
        <source>The standings cannot be written to %1 (%2).</source>
        <translation>Sıralama %1 dosyasına yazılamıyor (%2).</translation>
    </message>
    <message>
        <source>People and series</source>
        <translation>Kişiler ve seriler</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Karşı karşıya</translation>
    </message>
    <message>
        <source>New person…</source>
        <translation>Yeni kişi…</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Değiştir…</translation>
    </message>
    <message>
        <source>Same person</source>
        <translation>Aynı kişi</translation>
    </message>
    <message>
        <source>The person chosen here and the one in the list are one: all the games of the one in the list become theirs.</source>
        <translation>Burada seçilen kişi ile listedeki kişi aynıdır: listedekinin bütün partileri onun olur.</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Dışa aktar…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>İçe aktar…</translation>
    </message>
    <message>
        <source>Same person as</source>
        <translation>Şu kişiyle aynı</translation>
    </message>
    <message>
        <source>Count games played:</source>
        <translation>Sayılan partiler:</translation>
    </message>
    <message>
        <source>Points evening by evening</source>
        <translation>Akşam akşam puanlar</translation>
    </message>
    <message>
        <source>Average points per contract</source>
        <translation>Oyun başına ortalama puan</translation>
    </message>
    <message>
        <source>against</source>
        <translation>karşısında</translation>
    </message>
    <message>
        <source>Nobody yet: the people who play are kept here once a game is over.</source>
        <translation>Henüz kimse yok: oynayan kişiler bir parti bitince burada saklanır.</translation>
    </message>
    <message>
        <source>Games: %1 (%2)</source>
        <translation>Partiler: %1 (%2)</translation>
    </message>
    <message>
        <source>Won: %1 · Average place: %2</source>
        <translation>Kazanılan: %1 · Ortalama sıra: %2</translation>
    </message>
    <message>
        <source>Hands: %1 · Points per hand: %2</source>
        <translation>Oyunlar: %1 · Oyun başına puan: %2</translation>
    </message>
    <message>
        <source>Best contract: %1 (%2) · Worst: %3 (%4)</source>
        <translation>En iyi oyun: %1 (%2) · En kötü: %3 (%4)</translation>
    </message>
    <message>
        <source>Choose two people.</source>
        <translation>İki kişi seçin.</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Birlikte partiler</translation>
    </message>
    <message>
        <source>Finished ahead</source>
        <translation>Önde bitirdi</translation>
    </message>
    <message>
        <source>Same place</source>
        <translation>Aynı sıra</translation>
    </message>
    <message>
        <source>Only the games where both sat at the table count.</source>
        <translation>Yalnızca ikisinin de masada oturduğu partiler sayılır.</translation>
    </message>
    <message>
        <source>These two have not played a game together yet.</source>
        <translation>Bu ikisi henüz birlikte bir parti oynamadı.</translation>
    </message>
    <message>
        <source>Place %1 · %2</source>
        <translation>%1. sıra · %2</translation>
    </message>
    <message>
        <source>All the games of %1 become the games of %2, and %1 is no longer in the list.</source>
        <translation>%1 kişisinin bütün partileri %2 kişisinin olur ve %1 artık listede olmaz.</translation>
    </message>
    <message>
        <source>Export a person&apos;s games</source>
        <translation>Bir kişinin partilerini dışa aktar</translation>
    </message>
    <message>
        <source>A person&apos;s games (*.json)</source>
        <translation>Bir kişinin partileri (*.json)</translation>
    </message>
    <message>
        <source>The file cannot be written: %1</source>
        <translation>Dosya yazılamıyor: %1</translation>
    </message>
    <message>
        <source>Import a person&apos;s games</source>
        <translation>Bir kişinin partilerini içe aktar</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>Dosya okunamıyor: %1</translation>
    </message>
    <message>
        <source>This file is not a person&apos;s games exported by KingDesk.</source>
        <translation>Bu dosya KingDesk&apos;in dışa aktardığı bir kişinin partileri değil.</translation>
    </message>
    <message>
        <source>Games added: %1.</source>
        <translation>Eklenen partiler: %1.</translation>
    </message>
    <message>
        <source>almost never</source>
        <translation>neredeyse sıfır</translation>
    </message>
    <message>
        <source>almost always</source>
        <translation>neredeyse kesin</translation>
    </message>
    <message numerus="yes">
        <source>about %n time(s) in 5</source>
        <translation>
            <numerusform>5&apos;te %n kadar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n trick(s)</source>
        <translation>
            <numerusform>yaklaşık %n el</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no other choice.</source>
        <translation>Başka seçenek yok.</translation>
    </message>
    <message>
        <source>Your cards here are all as good as one another.</source>
        <translation>Buradaki kağıtlarının hepsi aynı değerde.</translation>
    </message>
    <message>
        <source>You have no %1 left.</source>
        <translation>Sende hiç %1 kalmadı.</translation>
    </message>
    <message>
        <source>%1 has no %2 left.</source>
        <translation>%1 %2 rengini bitirdi.</translation>
    </message>
    <message>
        <source>Still out: %1.</source>
        <translation>Henüz çıkmadı: %1.</translation>
    </message>
    <message>
        <source>With the %1 you take this trick %2; with the %3, %4.</source>
        <translation>Bu eli alma şansın %1 ile %2, %3 ile %4.</translation>
    </message>
    <message numerus="yes">
        <source>On average %n point(s) better than playing the %1.</source>
        <translation>
            <numerusform>%1 oynamaktan ortalama %n puan daha iyi.</numerusform>
        </translation>
    </message>
    <message>
        <source>About as good as playing the %1.</source>
        <translation>%1 oynamakla aşağı yukarı aynı.</translation>
    </message>
    <message numerus="yes">
        <source>On average %n point(s) better than %1.</source>
        <translation>
            <numerusform>Ortalama %n puan daha iyi (%1 yerine).</numerusform>
        </translation>
    </message>
    <message>
        <source>About as good as %1.</source>
        <translation>Aşağı yukarı aynı (%1 yerine).</translation>
    </message>
    <message>
        <source>With %1 as trumps you take %2; with %3, %4.</source>
        <translation>Koz %1 olursa %2 alırsın; %3 olursa %4.</translation>
    </message>
    <message numerus="yes">
        <source>With these cards a Koz hand is expected to give you %n point(s) less than an average player.</source>
        <translation>
            <numerusform>Bu kağıtlarla bir koz oyununda ortalama bir oyuncudan %n puan az alman beklenir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With these cards a Koz hand is expected to give you %n point(s) more than an average player.</source>
        <translation>
            <numerusform>Bu kağıtlarla bir koz oyununda ortalama bir oyuncudan %n puan fazla alman beklenir.</numerusform>
        </translation>
    </message>
    <message>
        <source>You may still refuse every offer: opening the sale costs nothing.</source>
        <translation>Her teklifi yine de reddedebilirsin: satışı açmanın bir bedeli yok.</translation>
    </message>
    <message>
        <source>Choosing the trump is worth %1 to you.</source>
        <translation>Kozu seçmek sana %1 kazandırır.</translation>
    </message>
    <message numerus="yes">
        <source>The offer (%n trick(s)) is worth more to you than choosing the trump yourself (%1).</source>
        <translation>
            <numerusform>Teklif (%n el) sana kozu kendin seçmekten (%1) daha çok kazandırır.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choosing the trump yourself (%1) is worth more to you than the offer (%n trick(s)).</source>
        <translation>
            <numerusform>Kozu kendin seçmek (%1) sana tekliften (%n el) daha çok kazandırır.</numerusform>
        </translation>
    </message>
    <message>
        <source>You take the tricks the King needs %1.</source>
        <translation>King için gereken elleri alma şansın: %1.</translation>
    </message>
    <message>
        <source>With a single heart, a redeal is the better choice.</source>
        <translation>Tek kupayla yeniden dağıtım daha iyi.</translation>
    </message>
    <message>
        <source>With more than one heart, the hand is worth playing.</source>
        <translation>Birden çok kupayla bu oyun oynamaya değer.</translation>
    </message>
    <message>
        <source>not graded</source>
        <comment>a review&apos;s grade</comment>
        <translation>değerlendirilmedi</translation>
    </message>
    <message>
        <source>good</source>
        <comment>a review&apos;s grade</comment>
        <translation>iyi</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <comment>a review&apos;s grade</comment>
        <translation>yanlışlık</translation>
    </message>
    <message>
        <source>mistake</source>
        <comment>a review&apos;s grade</comment>
        <translation>hata</translation>
    </message>
    <message>
        <source>blunder</source>
        <comment>a review&apos;s grade</comment>
        <translation>büyük hata</translation>
    </message>
    <message>
        <source>Not graded: the search weighs the sale in tricks expected, not in points.</source>
        <translation>Değerlendirilmedi: arama satışı puanla değil, beklenen elle ölçer.</translation>
    </message>
    <message>
        <source>Not graded: the search measures how often the King&apos;s tricks are taken, not points.</source>
        <translation>Değerlendirilmedi: arama King için gereken ellerin ne sıklıkla alındığını ölçer, puanı değil.</translation>
    </message>
    <message>
        <source>Not graded: the misdeal is answered by the count of hearts, not by points.</source>
        <translation>Değerlendirilmedi: yeniden dağıtma isteği puana göre değil, kupa sayısına göre verilir.</translation>
    </message>
    <message>
        <source>Not graded: the search gives no points for this choice.</source>
        <translation>Değerlendirilmedi: arama bu seçim için puan vermez.</translation>
    </message>
    <message>
        <source>not measured</source>
        <comment>a review&apos;s points lost</comment>
        <translation>ölçülmedi</translation>
    </message>
    <message>
        <source>In %1 every trick you take costs points. Get rid of your aces and kings while someone else is sure to take the trick.</source>
        <translation>%1 oyununda aldığın her el eksi puan. As ve papazlarını, eli başkasının alacağı kesinken elden çıkar.</translation>
    </message>
    <message>
        <source>In %1 every heart you take costs points, and hearts may not be led until one has been played. When you cannot follow suit you must give a heart away.</source>
        <translation>%1 oyununda aldığın her kupa eksi puan; kupa düşmeden kupa çekilemez. Yerdeki renkten atamadığında kupa atmak zorundasın.</translation>
    </message>
    <message>
        <source>In %1 every king and every jack you take costs points. When you cannot follow suit you must give one away: lose yours under higher cards.</source>
        <translation>%1 oyununda aldığın her papaz ve vale eksi puan. Yerdeki renkten atamadığında birini atmak zorundasın: kendininkileri büyük kağıtların altına at.</translation>
    </message>
    <message>
        <source>In %1 every queen you take costs points. When you cannot follow suit you must give one away: play yours under kings and aces.</source>
        <translation>%1 oyununda aldığın her kız eksi puan. Yerdeki renkten atamadığında birini atmak zorundasın: kızlarını papaz ve asların altına at.</translation>
    </message>
    <message>
        <source>In %1 only the K♥ counts, and it costs a lot. Whoever holds it must give it away as soon as they cannot follow suit: with few hearts, that comes early.</source>
        <translation>%1 oyununda yalnız K♥ sayılır ve çok puan götürür. Kimde ise, yerdeki renkten atamadığı ilk anda onu atmak zorunda: az kupayla bu erken gelir.</translation>
    </message>
    <message>
        <source>In %1 only the last two tricks count. Get rid of your high cards early and keep low ones for the end.</source>
        <translation>%1 oyununda yalnız son iki el sayılır. Büyük kağıtlarını erkenden elden çıkar, küçükleri sona sakla.</translation>
    </message>
    <message>
        <source>In %1 every trick you take gives points. Choose as trump your longest suit with its high cards, draw the others&apos; trumps, then cash your winners.</source>
        <translation>%1 oyununda aldığın her el artı puan. Büyük kağıtları olan en uzun rengini koz seç; koz çekip ötekilerin kozlarını bitir, sonra büyük kağıtlarınla elleri al.</translation>
    </message>
    <message>
        <source>In %1 every heart you take costs points, and hearts may not be led. Keep low hearts to play under the others&apos; higher ones.</source>
        <translation>%1 oyununda aldığın her kupa eksi puan ve kupa çekilemez. Küçük kupalarını ötekilerin büyük kupalarının altına atmak için sakla.</translation>
    </message>
    <message>
        <source>In %1 every king and every jack you take costs points. Lose yours under higher cards, and discard them when you cannot follow suit.</source>
        <translation>%1 oyununda aldığın her papaz ve vale eksi puan. Onları büyük kağıtların altına at; yerdeki renkten atamadığında onları yedir.</translation>
    </message>
    <message>
        <source>In %1 every queen you take costs points. Play your queens under kings and aces, and discard them when you cannot follow suit.</source>
        <translation>%1 oyununda aldığın her kız eksi puan. Kızlarını papaz ve asların altına at; yerdeki renkten atamadığında onları yedir.</translation>
    </message>
    <message>
        <source>In %1 only the K♥ counts, and it costs the most. Whoever holds it must discard it as soon as they cannot follow suit.</source>
        <translation>%1 oyununda yalnız K♥ sayılır ve en çok puanı o götürür. Kimde ise, yerdeki renkten atamadığı ilk anda onu atmak zorunda.</translation>
    </message>
    <message>
        <source>In %1 every trick you take gives points. The player who leads names the trump or sells that right for tricks; draw trumps, then cash your winners.</source>
        <translation>%1 oyununda aldığın her el artı puan. İlk kağıdı atan kozu söyler ya da bu hakkı ellere karşılık satar; koz çek, sonra büyük kağıtlarınla elleri al.</translation>
    </message>
</context>
<context>
    <name>Bubble</name>
    <message>
        <source>I name the trump</source>
        <comment>a computer player keeps the choice</comment>
        <translation>Kozu ben söylerim</translation>
    </message>
    <message>
        <source>I sell the choice</source>
        <comment>a computer player sells the trump choice</comment>
        <translation>Satarım</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>a computer player passes in the sale</comment>
        <translation>Pas</translation>
    </message>
    <message>
        <source>I accept</source>
        <comment>the mano accepts the best offer</comment>
        <translation>Kabul ediyorum</translation>
    </message>
    <message>
        <source>I refuse</source>
        <comment>the mano refuses the best offer</comment>
        <translation>Kabul etmiyorum</translation>
    </message>
    <message>
        <source>I declare King</source>
        <comment>a computer player declares King</comment>
        <translation>King ilan ediyorum</translation>
    </message>
</context>
<context>
    <name>Cancel</name>
    <message>
        <source>Hand cancelled (El İptal): redeal</source>
        <translation>El İptal: kağıtlar yeniden dağıtılır</translation>
    </message>
    <message>
        <source>Misdeal called (a lone ace or king of hearts): redeal</source>
        <translation>Kupada tek as ya da tek papaz: kağıtlar yeniden dağıtılır</translation>
    </message>
    <message>
        <source>Void: each player took one queen; the same player chooses again</source>
        <translation>Geçersiz: herkes birer kız aldı; aynı oyuncu yeniden seçer</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>two of %1</source>
        <translation>%1 ikilisi</translation>
    </message>
    <message>
        <source>three of %1</source>
        <translation>%1 üçlüsü</translation>
    </message>
    <message>
        <source>four of %1</source>
        <translation>%1 dörtlüsü</translation>
    </message>
    <message>
        <source>five of %1</source>
        <translation>%1 beşlisi</translation>
    </message>
    <message>
        <source>six of %1</source>
        <translation>%1 altılısı</translation>
    </message>
    <message>
        <source>seven of %1</source>
        <translation>%1 yedilisi</translation>
    </message>
    <message>
        <source>eight of %1</source>
        <translation>%1 sekizlisi</translation>
    </message>
    <message>
        <source>nine of %1</source>
        <translation>%1 dokuzlusu</translation>
    </message>
    <message>
        <source>ten of %1</source>
        <translation>%1 onlusu</translation>
    </message>
    <message>
        <source>jack of %1</source>
        <translation>%1 valesi</translation>
    </message>
    <message>
        <source>queen of %1</source>
        <translation>%1 kızı</translation>
    </message>
    <message>
        <source>king of %1</source>
        <translation>%1 papazı</translation>
    </message>
    <message>
        <source>ace of %1</source>
        <translation>%1 ası</translation>
    </message>
</context>
<context>
    <name>Contract</name>
    <message>
        <source>No Tricks</source>
        <comment>Turkish contract: El Almaz</comment>
        <translation>El Almaz</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <comment>Turkish contract: Kupa Almaz</comment>
        <translation>Kupa Almaz</translation>
    </message>
    <message>
        <source>No Queens</source>
        <comment>Turkish contract: Kız Almaz</comment>
        <translation>Kız Almaz</translation>
    </message>
    <message>
        <source>No Kings or Jacks</source>
        <comment>Turkish contract: Erkek Almaz</comment>
        <translation>Erkek Almaz</translation>
    </message>
    <message>
        <source>Last Two</source>
        <comment>Turkish contract: Son İki</comment>
        <translation>Son İki</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <comment>Turkish contract: Rıfkı</comment>
        <translation>Rıfkı</translation>
    </message>
    <message>
        <source>Trumps</source>
        <comment>Turkish contract: Koz</comment>
        <translation>Koz</translation>
    </message>
    <message>
        <source>No Tricks</source>
        <comment>Spanish lance 1: No bazas</comment>
        <translation>El Almaz</translation>
    </message>
    <message>
        <source>No Hearts</source>
        <comment>Spanish lance 2: No corazones</comment>
        <translation>Kupa Almaz</translation>
    </message>
    <message>
        <source>No Kings or Jacks</source>
        <comment>Spanish lance 3: Ni K ni J</comment>
        <translation>Erkek Almaz</translation>
    </message>
    <message>
        <source>No Queens</source>
        <comment>Spanish lance 4: No Q</comment>
        <translation>Kız Almaz</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <comment>Spanish lance 5: El rey de corazones</comment>
        <translation>Rıfkı</translation>
    </message>
    <message>
        <source>Last Two Tricks</source>
        <comment>Spanish lance 6: Las dos últimas</comment>
        <translation>Son İki</translation>
    </message>
    <message>
        <source>Recovery</source>
        <comment>Spanish positive round: Recuperación</comment>
        <translation>Koz turu</translation>
    </message>
    <message>
        <source>Cancel the Hand</source>
        <comment>Turkish: El İptal, redeal when forced to koz</comment>
        <translation>El İptal</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>Deal the cards</source>
        <translation>Kağıtları dağıt</translation>
    </message>
    <message>
        <source>Choose the contract</source>
        <translation>Oyunu söyle</translation>
    </message>
    <message>
        <source>Name the trump suit</source>
        <translation>Koz rengini söyle</translation>
    </message>
    <message>
        <source>Name the trump or sell the choice</source>
        <translation>Kozu söyle ya da seçimi sat</translation>
    </message>
    <message>
        <source>Offer tricks for the trump choice</source>
        <translation>Koz seçimi için el teklif et</translation>
    </message>
    <message>
        <source>Sell the trump choice for the best offer?</source>
        <translation>Koz seçimini en iyi teklife satıyor musun?</translation>
    </message>
    <message>
        <source>Cancel the hand (no card above ten)?</source>
        <translation>El İptal diyor musun? (Elinde 10&apos;dan büyük kağıt yok)</translation>
    </message>
    <message>
        <source>Call a misdeal (lone ace or king of hearts)?</source>
        <translation>Kağıtlar yeniden dağıtılsın mı? (Kupada tek as ya da tek papaz)</translation>
    </message>
    <message>
        <source>Declare King?</source>
        <translation>King ilan ediyor musun?</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Bir kağıt at</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Parti bitti</translation>
    </message>
    <message>
        <source>Name the trump</source>
        <translation>Kozu ben söylerim</translation>
    </message>
    <message>
        <source>Sell the choice</source>
        <translation>Satarım</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Kabul ediyorum</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Kabul etmiyorum</translation>
    </message>
    <message>
        <source>Cancel the hand</source>
        <translation>El İptal</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Yeniden dağıt</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Oynamaya devam</translation>
    </message>
    <message>
        <source>Declare King</source>
        <translation>King ilan ediyorum</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <source>the folder or file does not exist</source>
        <translation>klasör ya da dosya yok</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>izin yok</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk salt okunur</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk dolu</translation>
    </message>
    <message>
        <source>a folder has that name</source>
        <translation>bu adda bir klasör var</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>ad çok uzun</translation>
    </message>
    <message>
        <source>a file of that name is in the way</source>
        <translation>bu adda bir dosya var</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>sistem hatası %1</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>beklenmeyen hata</translation>
    </message>
    <message>
        <source>the penalty contracts allowed are too few for the penalty hands of a game</source>
        <translation>izin verilen cezalar bir partinin ceza oyunlarına yetmiyor</translation>
    </message>
    <message>
        <source>the suits allowed as trumps are too few for the trump hands of a game</source>
        <translation>koz olabilecek renkler bir partinin koz oyunlarına yetmiyor</translation>
    </message>
    <message>
        <source>every lance needs a whole number of points</source>
        <translation>her cezanın puanı tam sayı olmalı</translation>
    </message>
    <message>
        <source>this value is not allowed</source>
        <translation>bu değere izin verilmiyor</translation>
    </message>
    <message>
        <source>This table is played with another version of KingDesk. Play with the same version as the table&apos;s host.</source>
        <translation>Bu masada KingDesk&apos;in başka bir sürümüyle oynanıyor. Masayı açanla aynı sürümle oyna.</translation>
    </message>
    <message>
        <source>That is not the table code. Ask the host for it.</source>
        <translation>Masa kodu bu değil. Masayı açana sor.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Bu masada boş yer kalmadı.</translation>
    </message>
    <message>
        <source>Choose a name of 1 to %1 letters.</source>
        <translation>1 ile %1 harf arasında bir ad seç.</translation>
    </message>
    <message>
        <source>The table did not let you sit down.</source>
        <translation>Masa oturmana izin vermedi.</translation>
    </message>
    <message>
        <source>The host closed the table at %1. The game stays on the host&apos;s computer: they can host it again, and you can then sit down again (Game › Join a table…).</source>
        <translation>Masayı açan, %1 adresindeki masayı kapattı. Parti onun bilgisayarında duruyor: masayı yeniden açabilir, sen de yeniden oturabilirsin (Parti › Bir masaya katıl…).</translation>
    </message>
    <message>
        <source>The connection to the table at %1 was lost. If the table still runs, a computer player plays your seat until you come back (Game › Join a table…).</source>
        <translation>%1 adresindeki masayla bağlantı koptu. Masa hâlâ açıksa sen dönene kadar yerinde bilgisayar oynuyor (Parti › Bir masaya katıl…).</translation>
    </message>
    <message>
        <source>Your table stopped because of an error. Its game is in your autosave.</source>
        <translation>Masan bir hata yüzünden durdu. Parti otomatik kayıtta duruyor.</translation>
    </message>
    <message>
        <source>The table at %1 cannot be reached. Check the address, and that the host&apos;s KingDesk has the table open and its firewall lets it through.</source>
        <translation>%1 adresindeki masaya ulaşılamıyor. Adresi, masayı açanın KingDesk&apos;inde masanın açık olduğunu ve güvenlik duvarının izin verdiğini kontrol et.</translation>
    </message>
    <message>
        <source>Your table cannot be opened: another program uses its network port. Close the other KingDesk that hosts a table, or try again in a minute.</source>
        <translation>Masan açılamıyor: masanın ağ portunu başka bir program kullanıyor. Masa açmış olan öteki KingDesk&apos;i kapat ya da bir dakika sonra yeniden dene.</translation>
    </message>
    <message>
        <source>Your table cannot be opened: this computer does not let KingDesk take connections (%1).</source>
        <translation>Masan açılamıyor: bu bilgisayar KingDesk&apos;in bağlantı kabul etmesine izin vermiyor (%1).</translation>
    </message>
    <message>
        <source>These rules cannot be played together: %1 (%2)</source>
        <translation>Bu kurallar birlikte oynanamaz: %1 (%2)</translation>
    </message>
    <message>
        <source>That contract cannot be chosen now.</source>
        <translation>Bu oyun şu an seçilemez.</translation>
    </message>
    <message>
        <source>That trump suit cannot be named now.</source>
        <translation>Bu renk şu an koz olarak söylenemez.</translation>
    </message>
    <message>
        <source>That is not allowed in the sale now.</source>
        <translation>Satışta şu an buna izin verilmiyor.</translation>
    </message>
    <message>
        <source>This hand cannot be cancelled now.</source>
        <translation>Bu oyun şu an iptal edilemez.</translation>
    </message>
    <message>
        <source>King cannot be declared now.</source>
        <translation>Şu an King ilan edilemez.</translation>
    </message>
    <message>
        <source>The game is over: start a new one.</source>
        <translation>Parti bitti: yeni bir parti başlat.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Bu hamleye şu an izin verilmiyor.</translation>
    </message>
    <message>
        <source>A file could not be used (%1).</source>
        <translation>Bir dosya kullanılamadı (%1).</translation>
    </message>
    <message>
        <source>KingDesk hit an internal error and cannot go on with this move. The game so far is kept: you can undo, or save it and start again.</source>
        <translation>KingDesk bir iç hatayla karşılaştı ve bu hamleye devam edemiyor. Partinin buraya kadarki hali korunuyor: geri alabilir ya da partiyi kaydedip yeniden başlayabilirsin.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: name the trump yourself.</source>
        <translation>İpucu: kozu kendin söyle.</translation>
    </message>
    <message>
        <source>Hint: sell the choice of trump.</source>
        <translation>İpucu: koz seçimini sat.</translation>
    </message>
    <message>
        <source>Hint: pass.</source>
        <translation>İpucu: pas de.</translation>
    </message>
    <message>
        <source>Hint: accept the best offer.</source>
        <translation>İpucu: en iyi teklifi kabul et.</translation>
    </message>
    <message>
        <source>Hint: refuse the offer and name the trump yourself.</source>
        <translation>İpucu: teklifi kabul etme, kozu kendin söyle.</translation>
    </message>
    <message>
        <source>Hint: call El İptal.</source>
        <translation>İpucu: El İptal de.</translation>
    </message>
    <message>
        <source>Hint: play the hand.</source>
        <translation>İpucu: oynamaya devam et.</translation>
    </message>
    <message>
        <source>Hint: ask for a redeal.</source>
        <translation>İpucu: yeniden dağıtım iste.</translation>
    </message>
    <message>
        <source>Hint: declare King.</source>
        <translation>İpucu: King ilan et.</translation>
    </message>
    <message>
        <source>Hint: do not declare King.</source>
        <translation>İpucu: King ilan etme.</translation>
    </message>
</context>
<context>
    <name>Option</name>
    <message>
        <source>Direction of play</source>
        <translation>Dönüş yönü</translation>
    </message>
    <message>
        <source>Score multiplier (display)</source>
        <translation>Puan çarpanı (gösterim)</translation>
    </message>
    <message>
        <source>Leading hearts (No hearts, King of hearts)</source>
        <translation>Kupa ile başlamak (Kupa Almaz, Rıfkı)</translation>
    </message>
    <message>
        <source>King of hearts must go at the first void</source>
        <translation>Renk yoksa rıfkı hemen atılır</translation>
    </message>
    <message>
        <source>King of hearts must drop under the ace</source>
        <translation>Rıfkı kupa asının altına atılır</translation>
    </message>
    <message>
        <source>Who names the trump in a recovery</source>
        <translation>Koz turunda kozu kim söyler</translation>
    </message>
    <message>
        <source>No trump allowed in a recovery</source>
        <translation>Koz turunda kozsuz oyun</translation>
    </message>
    <message>
        <source>Recovery: must ruff when void</source>
        <translation>Koz turu: renk yoksa koz çakmak zorunlu</translation>
    </message>
    <message>
        <source>Recovery: must overruff</source>
        <translation>Koz turu: koz yükseltmek zorunlu</translation>
    </message>
    <message>
        <source>Recovery: no trump lead until trumps are broken</source>
        <translation>Koz turu: koz düşmeden kozla başlanmaz</translation>
    </message>
    <message>
        <source>Selling the trump choice</source>
        <translation>Koz seçiminin satışı</translation>
    </message>
    <message>
        <source>A pass in the sale is final</source>
        <translation>Satışta pas diyen bir daha teklif veremez</translation>
    </message>
    <message>
        <source>The mano may refuse the best offer</source>
        <translation>El başı en iyi teklifi reddedebilir</translation>
    </message>
    <message>
        <source>The buyer leads the first trick</source>
        <translation>İlk ele satın alan başlar</translation>
    </message>
    <message>
        <source>Points of the negative lances</source>
        <translation>Ceza oyunlarının puanları</translation>
    </message>
    <message>
        <source>Length of the game</source>
        <translation>Parti uzunluğu</translation>
    </message>
    <message>
        <source>First to choose</source>
        <translation>İlk oyunu söyleyen</translation>
    </message>
    <message>
        <source>First four hands are penalty hands</source>
        <translation>İlk dört oyun ceza</translation>
    </message>
    <message>
        <source>Times each penalty contract may be played</source>
        <translation>Her cezanın en fazla oynanma sayısı</translation>
    </message>
    <message>
        <source>Times each suit may be trumps</source>
        <translation>Her rengin en fazla koz olma sayısı</translation>
    </message>
    <message>
        <source>Must ruff when void</source>
        <translation>Renk yoksa koz çakmak zorunlu</translation>
    </message>
    <message>
        <source>Must overruff</source>
        <translation>Koz yükseltmek zorunlu</translation>
    </message>
    <message>
        <source>Must play a higher trump when trumps are led</source>
        <translation>Koz çekilince büyük koz atmak zorunlu</translation>
    </message>
    <message>
        <source>No trump lead until trumps are broken</source>
        <translation>Koz düşmeden kozla başlanmaz</translation>
    </message>
    <message>
        <source>Ace, king and queen of trumps may be led in a run</source>
        <translation>Kozun as, papaz ve kızı peş peşe çekilebilir</translation>
    </message>
    <message>
        <source>No Queens: a queen must drop under a higher card</source>
        <translation>Kız Almaz: büyük kağıt yerdeyse kız atılır</translation>
    </message>
    <message>
        <source>No Kings or Jacks: a king or jack must drop under a higher card</source>
        <translation>Erkek Almaz: büyük kağıt yerdeyse erkek atılır</translation>
    </message>
    <message>
        <source>King of Hearts: the king must drop under the ace</source>
        <translation>Rıfkı: kupa ası yerdeyse rıfkı atılır</translation>
    </message>
    <message>
        <source>King of Hearts: discard a heart when void</source>
        <translation>Rıfkı: renk yoksa kupa atılır</translation>
    </message>
    <message>
        <source>No Hearts: must play under a higher heart</source>
        <translation>Kupa Almaz: büyük kupanın altından atmak zorunlu</translation>
    </message>
    <message>
        <source>Only hearts left: lead the highest heart</source>
        <translation>Elde yalnız kupa kalınca en büyüğü çekilir</translation>
    </message>
    <message>
        <source>Stop a hand once every penalty card is taken</source>
        <translation>Tüm ceza kağıtları çıkınca oyun biter</translation>
    </message>
    <message>
        <source>Order of the hands</source>
        <translation>Oyunların sırası</translation>
    </message>
    <message>
        <source>Cancelling a hand with no card above ten</source>
        <translation>El İptal (10&apos;dan büyük kağıt yoksa)</translation>
    </message>
    <message>
        <source>No Queens is void when each player takes one</source>
        <translation>Herkes birer kız alırsa Kız Almaz iptal</translation>
    </message>
    <message>
        <source>Misdeal for a lone ace or king of hearts</source>
        <translation>Kupada tek as ya da tek papazla yeniden dağıtım</translation>
    </message>
    <message>
        <source>A final score of zero counts as</source>
        <translation>Sıfır puanla bitiren</translation>
    </message>
    <message>
        <source>Making King ends the game</source>
        <translation>King yapmak partiyi bitirir</translation>
    </message>
    <message>
        <source>King must be declared</source>
        <translation>King önceden ilan edilmeli</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>no</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>saatin tersine</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>saat yönünde</translation>
    </message>
    <message>
        <source>lance and recovery in turn</source>
        <translation>ceza ve koz sırayla</translation>
    </message>
    <message>
        <source>the six lances first</source>
        <translation>önce altı ceza</translation>
    </message>
    <message>
        <source>lances in any order</source>
        <translation>cezalar herhangi bir sırayla</translation>
    </message>
    <message>
        <source>never while holding another suit</source>
        <translation>elde başka renk varken asla</translation>
    </message>
    <message>
        <source>once a heart has been played</source>
        <translation>kupa düştükten sonra</translation>
    </message>
    <message>
        <source>any time</source>
        <translation>her zaman</translation>
    </message>
    <message>
        <source>the mano</source>
        <translation>el başı</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>dağıtan</translation>
    </message>
    <message>
        <source>holder of the two of diamonds</source>
        <translation>karo ikilisi kimdeyse</translation>
    </message>
    <message>
        <source>holder of the seven of diamonds</source>
        <translation>karo yedilisi kimdeyse</translation>
    </message>
    <message>
        <source>drawn by lot</source>
        <translation>kura ile</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sınırsız</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>the forced trump caller</source>
        <translation>mecburi kozcu</translation>
    </message>
    <message>
        <source>any player in a trump hand</source>
        <translation>koz oyununda her oyuncu</translation>
    </message>
    <message>
        <source>down</source>
        <translation>batmış</translation>
    </message>
    <message>
        <source>up</source>
        <translation>çıkmış</translation>
    </message>
    <message>
        <source>neither</source>
        <translation>hiçbiri</translation>
    </message>
    <message>
        <source>10 tricks or more</source>
        <translation>10 el ya da fazlası</translation>
    </message>
    <message>
        <source>11 tricks, or 10 in a row</source>
        <translation>aralıklı 11 ya da aralıksız 10 el</translation>
    </message>
    <message>
        <source>all 13 tricks</source>
        <translation>13 elin hepsi</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Great!</source>
        <comment>a table phrase said instead of a thumbs-up emoji</comment>
        <translation>Süper!</translation>
    </message>
    <message>
        <source>Ha ha!</source>
        <comment>a table phrase said instead of a smiling emoji</comment>
        <translation>Ha ha!</translation>
    </message>
    <message>
        <source>Wow!</source>
        <comment>a table phrase said instead of an astonished emoji</comment>
        <translation>Vay!</translation>
    </message>
    <message>
        <source>Oh no!</source>
        <comment>a table phrase said instead of a sad emoji</comment>
        <translation>Eyvah!</translation>
    </message>
    <message>
        <source>Hello!</source>
        <comment>a table phrase: a greeting to the others at the table</comment>
        <translation>Merhaba!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <comment>a table phrase, said before a hand</comment>
        <translation>Bol şans!</translation>
    </message>
    <message>
        <source>Well played!</source>
        <comment>a table phrase praising another player&apos;s play</comment>
        <translation>Helal olsun!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <comment>a table phrase</comment>
        <translation>Sağ ol!</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <comment>a table phrase: an apology (a slip, a slow answer)</comment>
        <translation>Kusura bakmayın!</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <comment>a table phrase: a friendly nudge to a player who is slow</comment>
        <translation>Sıra sende!</translation>
    </message>
    <message>
        <source>Bye!</source>
        <comment>a table phrase: leaving the table</comment>
        <translation>Hoşça kalın!</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Player %1</source>
        <translation>Oyuncu %1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>Arama k&amp;onumu:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Şu &amp;türde dosyalar:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Dosya a&amp;dı:</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>You cannot follow suit: you must discard a heart.</source>
        <translation>Yerdeki renkten kağıdın yok: kupa atmak zorundasın.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must discard a queen.</source>
        <translation>Yerdeki renkten kağıdın yok: kız atmak zorundasın.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must discard a king or a jack.</source>
        <translation>Yerdeki renkten kağıdın yok: erkek (papaz ya da vale) atmak zorundasın.</translation>
    </message>
    <message>
        <source>A higher heart is on the table: you must play a heart below it.</source>
        <translation>Yerde daha büyük bir kupa var: altından bir kupa atmak zorundasın.</translation>
    </message>
    <message>
        <source>A higher card is on the table: you must drop your queen of this suit.</source>
        <translation>Yerde daha büyük bir kağıt var: bu rengin kızını atmak zorundasın.</translation>
    </message>
    <message>
        <source>A higher card is on the table: you must drop your king or jack of this suit.</source>
        <translation>Yerde daha büyük bir kağıt var: bu rengin erkeğini atmak zorundasın.</translation>
    </message>
    <message>
        <source>The ace of hearts is on the table: you must drop the king of hearts.</source>
        <translation>Yerde kupa ası var: rıfkıyı atmak zorundasın.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sıra sende değil.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Bu kağıt elinde yok.</translation>
    </message>
    <message>
        <source>You must follow suit.</source>
        <translation>Yerdeki renkten atmak zorundasın.</translation>
    </message>
    <message>
        <source>Hearts may not be led until a heart has been played, unless you hold nothing else.</source>
        <translation>Kupa düşmeden kupa ile başlanamaz; elinde başka renk yoksa başlayabilirsin.</translation>
    </message>
    <message>
        <source>You may not lead a heart while you hold a card of another suit.</source>
        <translation>Elinde başka renk varken kupa ile başlayamazsın.</translation>
    </message>
    <message>
        <source>You hold only hearts: you must lead your highest heart.</source>
        <translation>Elinde yalnız kupa var: en büyük kupanı çekmek zorundasın.</translation>
    </message>
    <message>
        <source>Trumps may not be led until a trump has been played, unless you hold nothing else (or lead from the ace, king and queen of trumps).</source>
        <translation>Koz düşmeden koz ile başlanamaz; elinde başka renk yoksa ya da kozun as, papaz ve kızı sendeyse başlayabilirsin.</translation>
    </message>
    <message>
        <source>You led from the ace, king and queen of trumps: lead the rest of them first.</source>
        <translation>Kozun as, papaz ve kızıyla başladın: önce kalanlarını peş peşe çekmelisin.</translation>
    </message>
    <message>
        <source>A higher card is on the table: you must drop your penalty card of this suit.</source>
        <translation>Yerde daha büyük bir kağıt var: bu rengin ceza kağıdını atmak zorundasın.</translation>
    </message>
    <message>
        <source>Trumps were led: you must play a higher trump if you have one.</source>
        <translation>Koz çekildi: yerdekinden büyük kozun varsa onu atmak zorundasın.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must discard a penalty card.</source>
        <translation>Yerdeki renkten kağıdın yok: ceza kağıdı atmak zorundasın.</translation>
    </message>
    <message>
        <source>You cannot follow suit: the king of hearts must be played.</source>
        <translation>Yerdeki renkten kağıdın yok: rıfkıyı atmak zorundasın.</translation>
    </message>
    <message>
        <source>You cannot follow suit: you must play a trump.</source>
        <translation>Yerdeki renkten kağıdın yok: koz çakmak zorundasın.</translation>
    </message>
    <message>
        <source>You must beat the trump on the table if you can.</source>
        <translation>Yerdeki kozdan büyük kozun varsa onu atmak zorundasın.</translation>
    </message>
    <message>
        <source>This hand is over.</source>
        <translation>Bu oyun bitti.</translation>
    </message>
    <message>
        <source>It is not time to play a card.</source>
        <translation>Şu an kağıt atma sırası değil.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Parti bitti.</translation>
    </message>
    <message>
        <source>Say what each player took, or who took the last two tricks.</source>
        <translation>Her oyuncunun ne aldığını ya da son iki eli kimin aldığını söyle.</translation>
    </message>
    <message>
        <source>Nobody can take more than the hand holds.</source>
        <translation>Kimse oyunda olandan fazlasını alamaz.</translation>
    </message>
    <message>
        <source>A count cannot be below zero.</source>
        <translation>Sayı sıfırdan küçük olamaz.</translation>
    </message>
    <message>
        <source>The counts do not add up to the whole hand.</source>
        <translation>Sayıların toplamı oyunun tamamını tutmuyor.</translation>
    </message>
    <message>
        <source>Say who starts the game.</source>
        <translation>Partiye kimin başladığını söyle.</translation>
    </message>
    <message>
        <source>Ten tricks in a row count only in a trump hand under the King rule of 10 in a row.</source>
        <translation>Aralıksız 10 el yalnızca King kuralı “aralıklı 11 ya da aralıksız 10 el” olan koz oyunlarında sayılır.</translation>
    </message>
    <message>
        <source>Only a player who took exactly ten tricks took ten in a row.</source>
        <translation>Aralıksız 10 el yalnızca tam on el alan oyuncu için söylenir.</translation>
    </message>
    <message>
        <source>That is not one of the answers to this question.</source>
        <translation>Bu, sorunun yanıtlarından biri değil.</translation>
    </message>
    <message>
        <source>That is not a card.</source>
        <translation>Bu bir kağıt değil.</translation>
    </message>
    <message>
        <source>The four hands must hold 13 cards each, the 52 cards once.</source>
        <translation>Dört elde 13&apos;er kağıt olmalı, 52 kağıdın her biri bir kez.</translation>
    </message>
    <message>
        <source>Another player deals this hand.</source>
        <translation>Bu oyunu başka bir oyuncu dağıtır.</translation>
    </message>
    <message>
        <source>Another player chooses in this hand.</source>
        <translation>Bu oyunu başka bir oyuncu söyler.</translation>
    </message>
    <message>
        <source>That contract cannot be chosen here.</source>
        <translation>Bu oyun burada seçilemez.</translation>
    </message>
    <message>
        <source>These rules have no El İptal.</source>
        <translation>Bu kurallarda El İptal yok.</translation>
    </message>
    <message>
        <source>Under these rules El İptal is called after the trump suit is named, not instead of a contract.</source>
        <translation>Bu kurallarda El İptal, koz rengi söylendikten sonra istenir; oyun yerine söylenmez.</translation>
    </message>
    <message>
        <source>Only a player who must play trumps (no penalty left) may call El İptal.</source>
        <translation>El İptal&apos;i yalnız mecburi kozcu (ceza hakkı bitmiş oyuncu) isteyebilir.</translation>
    </message>
    <message>
        <source>You hold a card above ten.</source>
        <translation>Elinde 10&apos;dan büyük kağıt var.</translation>
    </message>
    <message>
        <source>You may call a misdeal only when your one heart is the ace or the king.</source>
        <translation>Yeniden dağıtımı ancak kupada tek kağıdın as ya da papaz ise isteyebilirsin.</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>Bu bir renk değil.</translation>
    </message>
    <message>
        <source>An offer must be higher than the best offer.</source>
        <translation>Teklif, en iyi tekliften yüksek olmalı.</translation>
    </message>
    <message>
        <source>These rules do not let the mano refuse the best offer.</source>
        <translation>Bu kurallarda el başı en iyi teklifi reddedemez.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>You keep the choice of trump</source>
        <translation>Koz seçimini satmadın</translation>
    </message>
    <message>
        <source>You accept the best offer</source>
        <translation>En iyi teklifi kabul ettin</translation>
    </message>
    <message>
        <source>You refuse the best offer</source>
        <translation>En iyi teklifi kabul etmedin</translation>
    </message>
    <message>
        <source>You call El İptal</source>
        <translation>El İptal dedin</translation>
    </message>
    <message>
        <source>You play the hand</source>
        <translation>Oynamaya devam ettin</translation>
    </message>
    <message>
        <source>You ask for a redeal</source>
        <translation>Yeniden dağıtım istedin</translation>
    </message>
    <message>
        <source>You declare King</source>
        <translation>King ilan ettin</translation>
    </message>
    <message>
        <source>You do not declare King</source>
        <translation>King ilan etmedin</translation>
    </message>
    <message>
        <source>%1 keeps the choice of trump</source>
        <translation>%1 koz seçimini satmadı</translation>
    </message>
    <message>
        <source>%1 accepts the best offer</source>
        <translation>%1 en iyi teklifi kabul etti</translation>
    </message>
    <message>
        <source>%1 refuses the best offer</source>
        <translation>%1 en iyi teklifi kabul etmedi</translation>
    </message>
    <message>
        <source>%1 calls El İptal</source>
        <translation>%1 El İptal dedi</translation>
    </message>
    <message>
        <source>%1 plays the hand</source>
        <translation>%1 oynamaya devam etti</translation>
    </message>
    <message>
        <source>%1 asks for a redeal</source>
        <translation>%1 yeniden dağıtım istedi</translation>
    </message>
    <message>
        <source>%1 declares King</source>
        <translation>%1 King ilan etti</translation>
    </message>
    <message>
        <source>%1 does not declare King</source>
        <translation>%1 King ilan etmedi</translation>
    </message>
    <message>
        <source>You name the trump: %1</source>
        <translation>Kozu söyledin: %1</translation>
    </message>
    <message>
        <source>%1 names the trump: %2</source>
        <translation>%1 kozu söyledi: %2</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>up</source>
        <comment>Turkish result: çıktı (finished with a positive score)</comment>
        <translation>çıktı</translation>
    </message>
    <message>
        <source>down</source>
        <comment>Turkish result: battı (finished with a negative score)</comment>
        <translation>battı</translation>
    </message>
    <message>
        <source>even</source>
        <comment>Turkish result: a zero score when zero counts for nobody</comment>
        <translation>sıfır</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Contract</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>What counts</source>
        <translation>Ne sayılır</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Choosing the contract</source>
        <translation>Oyunu söylemek</translation>
    </message>
    <message>
        <source>The holder of the two of diamonds chooses first; after each hand the right passes to the next player. The chooser looks at his cards, names the contract (and the trump suit in a trump hand) and leads the first trick.</source>
        <translation>İlk oyunu karo ikilisi kimdeyse o söyler; her oyundan sonra sıra sağdaki oyuncuya geçer. Oyunu söyleyen kağıtlarına bakar, oyunu (koz oyununda koz rengini de) söyler ve ilk kağıdı atarak ele başlar.</translation>
    </message>
    <message>
        <source>Four players, no partners, each for himself, with a 52-card deck; aces are high. Play goes counter-clockwise: the next player is the one on your right. A game has 20 hands (or 12 in the short game).</source>
        <translation>Dört kişi, eşli olmadan, herkes kendi adına, 52 kağıtlık desteyle oynar; en büyük kağıt astır. Oyun saatin tersine döner: senden sonra sağındaki oyuncu atar. Bir parti 20 oyundur (kısa modda 12).</translation>
    </message>
    <message>
        <source>Turkish King</source>
        <translation>Türk King&apos;i</translation>
    </message>
    <message>
        <source>In 20 hands every player chooses three penalty hands and two trump hands; in 12 hands, two penalty hands and one trump hand. Each penalty contract may be played at most twice in a game. A player with no penalty right left must call trumps; one with no trump right left must call a penalty.</source>
        <translation>20 oyunluk partide her oyuncu üç ceza ve iki koz söyler; 12 oyunlukta iki ceza ve bir koz. Her ceza bir partide en fazla iki kez oynanabilir. Ceza hakkı biten mecburi kozcudur, koz hakkı biten mecburi cezacıdır.</translation>
    </message>
    <message>
        <source>The contracts</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>each trick taken</source>
        <translation>alınan her el</translation>
    </message>
    <message>
        <source>each heart taken</source>
        <translation>alınan her kupa</translation>
    </message>
    <message>
        <source>each king or jack taken</source>
        <translation>alınan her papaz ya da vale</translation>
    </message>
    <message>
        <source>each queen taken</source>
        <translation>alınan her kız</translation>
    </message>
    <message>
        <source>each of the last two tricks</source>
        <translation>son iki elin her biri</translation>
    </message>
    <message>
        <source>taking the king of hearts</source>
        <translation>rıfkıyı almak</translation>
    </message>
    <message>
        <source>Playing the cards</source>
        <translation>Oynanış</translation>
    </message>
    <message>
        <source>You must always follow suit when you can. In a penalty hand, a player who cannot follow must get rid of a penalty card if he has one: a heart, a queen, a king or jack, or the king of hearts (in King of Hearts, a heart when he does not hold the king).</source>
        <translation>Yerdeki renkten kağıdın varsa her zaman ondan atmak zorundasın. Ceza oyununda o renkten kağıdı olmayan, elinde varsa ceza kağıdını atmak zorundadır: kupa, kız, erkek ya da rıfkı (Rıfkı&apos;da rıfkı elinde yoksa bir kupa).</translation>
    </message>
    <message>
        <source>In a trump hand, trumps may not be led until a trump has been played, unless the leader holds only trumps. The one exception: a player holding the ace, king and queen of trumps may lead trumps at once, but must then lead all three of them one after another.</source>
        <translation>Koz oyununda koz düşmeden kozla başlanamaz; elinde yalnız koz olan başlayabilir. Tek istisna: elinde kozun as, papaz ve kızı olan, koz düşmeden de kozla başlayabilir, ama üçünü peş peşe çekmek zorundadır.</translation>
    </message>
    <message>
        <source>A player who cannot follow must ruff. Whenever a trump is on the table, a player who plays a trump must beat it if he can.</source>
        <translation>Yerdeki renkten kağıdı olmayan koz çakmak zorundadır. Yerde koz varsa, koz atan yükseltebiliyorsa yükseltmek zorundadır.</translation>
    </message>
    <message>
        <source>Four players, each for himself, with a 52-card deck; aces are high. Cards are dealt and played counter-clockwise. The player on the dealer&apos;s right is the mano: he leads the first trick of the hand.</source>
        <translation>Dört kişi, eşli olmadan, herkes kendi adına, 52 kağıtlık desteyle oynar; en büyük kağıt astır. Kağıtlar saatin tersine dağıtılır ve oynanır. Dağıtanın sağındaki oyuncu el başıdır: oyunun ilk elini o başlatır.</translation>
    </message>
    <message>
        <source>The ten hands</source>
        <translation>On oyun</translation>
    </message>
    <message>
        <source>A game has ten hands: six negative lances, always in the same order, and four recovery rounds. The negative lances are played without trumps. By default each lance is followed by a recovery dealt by the same dealer, until every player has been mano in one recovery; the last two lances close the game.</source>
        <translation>Bir parti on oyundur: her zaman aynı sırayla oynanan altı ceza ve dört koz turu. Cezalar kozsuz oynanır. Varsayılan olarak her cezanın ardından aynı dağıtanın dağıttığı bir koz turu gelir; her oyuncu bir koz turunda el başı olana kadar böyle sürer, son iki ceza partiyi kapatır.</translation>
    </message>
    <message>
        <source>The score sheet beside the table shows every hand as it is written down, the totals, and (in Turkish King) the rights each player has left. The hand being played is highlighted. Use File › Print score sheet… to print it or save it as PDF.</source>
        <translation>Masanın yanındaki puan tablosu her oyunu yazıldığı gibi, toplamları ve (Türk King&apos;inde) her oyuncunun kalan haklarını gösterir. Oynanan oyun vurgulanır. Yazdırmak ya da PDF olarak kaydetmek için Dosya menüsündeki &quot;Puan tablosunu yazdır&quot; komutunu kullan.</translation>
    </message>
    <message>
        <source>When a higher card of the suit is already on the table, a queen (No Queens), a king or jack (No Kings or Jacks) or the king of hearts under the ace (King of Hearts) must be dropped on it.</source>
        <translation>Yerde o renkten daha büyük bir kağıt varsa o rengin kızı (Kız Almaz), o rengin erkeği (Erkek Almaz) ya da kupa asının altına rıfkı (Rıfkı) atılmak zorundadır.</translation>
    </message>
    <message>
        <source>In No Hearts and King of Hearts nobody may lead a heart until a heart has been played, unless he holds nothing else.</source>
        <translation>Kupa Almaz ve Rıfkı&apos;da kupa düşmeden kimse kupa ile başlayamaz; elinde başka renk yoksa başlayabilir.</translation>
    </message>
    <message>
        <source>A penalty hand stops as soon as every penalty card has been taken.</source>
        <translation>Ceza oyunu, tüm ceza kağıtları alındığında biter.</translation>
    </message>
    <message>
        <source>Cancelled hands</source>
        <translation>İptal edilen oyunlar</translation>
    </message>
    <message>
        <source>A player forced to call trumps whose hand holds no card above ten may ask for a redeal. If each player takes one queen in No Queens, the hand does not count. In both cases the same player chooses again and no right is used up.</source>
        <translation>Mecburi kozcu, elinde 10&apos;dan büyük kağıt yoksa El İptal deyip kağıtları yeniden dağıttırabilir. Kız Almaz&apos;da herkes birer kız alırsa oyun iptal olur. İki durumda da aynı oyuncu yeniden seçer ve hak harcanmaz.</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>After 20 hands the scores add up to zero: a player with a positive total is up, the others are down. After 12 hands the highest total wins.</source>
        <translation>20 oyunun sonunda puanların toplamı sıfırdır: puanı artı olan çıkmış, diğerleri batmış olur. 12 oyunda en yüksek puanı alan kazanır.</translation>
    </message>
    <message>
        <source>Tables differ on some of these points (who chooses first, the king of hearts under the ace, El İptal…): the rules above are KingDesk&apos;s defaults, and the Settings dialog lists every variant.</source>
        <translation>Bazı noktalar masadan masaya değişir (ilk kimin söylediği, rıfkının kupa asının altına atılması, El İptal…): yukarıdakiler KingDesk&apos;in varsayılan kurallarıdır, tüm seçenekler Ayarlar penceresinde.</translation>
    </message>
    <message>
        <source>You must follow suit when you can; otherwise you may play any card. Nobody is ever forced to beat the card on the table or to ruff.</source>
        <translation>Yerdeki renkten kağıdın varsa ondan atmak zorundasın; yoksa istediğin kağıdı atabilirsin. Yerdeki kağıdı yükseltmek ya da koz çakmak hiçbir zaman zorunlu değildir.</translation>
    </message>
    <message>
        <source>In No Hearts and King of Hearts a heart may only be led by a player who holds nothing but hearts. In King of Hearts, the first time you cannot follow suit you must play the king of hearts if you hold it.</source>
        <translation>Kupa Almaz ve Rıfkı&apos;da kupa ile yalnız elinde kupadan başka kağıt olmayan başlayabilir. Rıfkı&apos;da yerdeki renkten ilk kez kağıdın olmadığında, rıfkı sendeyse onu atmak zorundasın.</translation>
    </message>
    <message>
        <source>A lance stops as soon as every penalty card has been taken.</source>
        <translation>Ceza, tüm ceza kağıtları alındığında biter.</translation>
    </message>
    <message>
        <source>Recovery and the sale of the trump</source>
        <translation>Koz turu ve koz satışı</translation>
    </message>
    <message>
        <source>In a recovery the mano names the trump suit, and every trick is worth one point. Instead, he may sell his choice: the others offer tricks, each offer higher than the last. If the mano accepts the best offer, the buyer names the trump; the mano scores the price and the buyer pays it, whatever he then takes.</source>
        <translation>Koz turunda kozu el başı söyler ve her el bir puandır. El başı bu seçimi satabilir de: diğerleri el teklif eder, her teklif bir öncekinden yüksek olmalıdır. El başı en iyi teklifi kabul ederse kozu satın alan söyler; el başı teklif edilen el sayısı kadar puan alır, satın alan da kaç el alırsa alsın bunu öder.</translation>
    </message>
    <message>
        <source>The negative lances take away 52 points in all and the recoveries give back 52, so the final totals always add up to zero. The highest total wins.</source>
        <translation>Cezalar toplam 52 puan düşürür, koz turları 52 puan geri verir; bu yüzden son puanların toplamı her zaman sıfırdır. En yüksek puanı alan kazanır.</translation>
    </message>
    <message>
        <source>The score sheet</source>
        <translation>Puan tablosu</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules of King</source>
        <translation>King kuralları</translation>
    </message>
    <message>
        <source>Turkish King</source>
        <translation>Türk King&apos;i</translation>
    </message>
    <message>
        <source>Spanish King</source>
        <translation>İspanyol King&apos;i</translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>Turkish King, 20 hands</source>
        <translation>Türk King&apos;i, 20 oyun</translation>
    </message>
    <message>
        <source>Turkish King, 12 hands</source>
        <translation>Türk King&apos;i, 12 oyun</translation>
    </message>
    <message>
        <source>Spanish King</source>
        <translation>İspanyol King&apos;i</translation>
    </message>
</context>
<context>
    <name>ScoreDock</name>
    <message>
        <source>Score sheet</source>
        <translation>Puan tablosu</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>Puan tablosunu ya&amp;zdır…</translation>
    </message>
    <message>
        <source>Export score sheet as P&amp;DF…</source>
        <translation>Puan tablosunu P&amp;DF olarak dışa aktar…</translation>
    </message>
    <message>
        <source>Export score sheet as &amp;CSV…</source>
        <translation>Puan tablosunu &amp;CSV olarak dışa aktar…</translation>
    </message>
    <message>
        <source>&amp;Rules of King…</source>
        <translation>King &amp;kuralları…</translation>
    </message>
    <message>
        <source>&amp;Fold the score sheet</source>
        <translation>Puan tablosunu &amp;katla</translation>
    </message>
    <message>
        <source>Full score sheet</source>
        <translation>Tam puan tablosu</translation>
    </message>
    <message>
        <source>Show every column of the paper sheet</source>
        <translation>Basılı tablonun tüm sütunlarını göster</translation>
    </message>
    <message>
        <source>Fold the score sheet (%1)</source>
        <translation>Puan tablosunu katla (%1)</translation>
    </message>
    <message>
        <source>Unfold the score sheet (%1)</source>
        <translation>Puan tablosunu aç (%1)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <source>King score sheet</source>
        <translation>King puan tablosu</translation>
    </message>
    <message>
        <source>Print score sheet</source>
        <translation>Puan tablosunu yazdır</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Yazdır…</translation>
    </message>
    <message>
        <source>king-score-sheet</source>
        <translation>king-puan-tablosu</translation>
    </message>
    <message>
        <source>Export score sheet as PDF</source>
        <translation>Puan tablosunu PDF olarak dışa aktar</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF dosyaları (*.pdf)</translation>
    </message>
    <message>
        <source>Export score sheet as CSV</source>
        <translation>Puan tablosunu CSV olarak dışa aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Puan tablosu</translation>
    </message>
    <message>
        <source>The score sheet cannot be written to %1 (%2).</source>
        <translation>Puan tablosu %1 konumuna yazılamıyor (%2).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kağıtlar</translation>
    </message>
    <message>
        <source>played with real cards; the sheet was kept from the counts</source>
        <translation>gerçek kağıtlarla oynandı; tablo sayılarla tutuldu</translation>
    </message>
    <message>
        <source>the preset&apos;s standard rules</source>
        <translation>standart kurallar, değişiklik yok</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>KingDesk score sheet</source>
        <translation>KingDesk puan tablosu</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Sayfa %1/%2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Sayfa %1</translation>
    </message>
    <message>
        <source>Hands without a number were redealt and do not count.</source>
        <translation>Numarasız oyunlar sayılmaz; kağıtlar yeniden dağıtıldı.</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>hand number column</comment>
        <translation>Sıra</translation>
    </message>
    <message>
        <source>Declarer</source>
        <comment>who chose the contract</comment>
        <translation>Söyleyen</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Being played</source>
        <translation>Oynanıyor</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Penalty rights left</source>
        <comment>Turkish: ceza hakkı</comment>
        <translation>Kalan ceza hakkı</translation>
    </message>
    <message>
        <source>Trump rights left</source>
        <comment>Turkish: koz hakkı</comment>
        <translation>Kalan koz hakkı</translation>
    </message>
    <message>
        <source>Penalty contracts left: %1</source>
        <translation>Kalan cezalar: %1</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Up: %1</source>
        <translation>Çıkanlar: %1</translation>
    </message>
    <message>
        <source>Down: %1</source>
        <translation>Batanlar: %1</translation>
    </message>
    <message>
        <source>Even: %1</source>
        <translation>Sıfırda kalanlar: %1</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>kazandı</translation>
    </message>
    <message>
        <source>The game ended early: King was made in a trump hand.</source>
        <translation>Parti erken bitti: bir koz oyununda King yapıldı.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Oyun %1/%2</translation>
    </message>
    <message>
        <source>Running totals: %1</source>
        <translation>Ara toplam: %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Berabere kazananlar: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Kazanan: %1</translation>
    </message>
    <message>
        <source>Sum of the totals: %1 %2</source>
        <translation>Puanların toplamı: %1 %2</translation>
    </message>
    <message>
        <source>Mano</source>
        <comment>Spanish: the player who leads the deal</comment>
        <translation>El başı</translation>
    </message>
    <message>
        <source>Sale</source>
        <comment>Spanish: the trump choice sold: buyer and price</comment>
        <translation>Satış</translation>
    </message>
    <message>
        <source>Lance of the mano&apos;s choice</source>
        <translation>El başının seçtiği ceza</translation>
    </message>
    <message>
        <source>Sums</source>
        <comment>Spanish sheet: the sum of each − and + column</comment>
        <translation>Toplamlar</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Net toplam</translation>
    </message>
    <message>
        <source>Recovery %1</source>
        <comment>Spanish: Recuperación 1..4</comment>
        <translation>Koz turu %1</translation>
    </message>
    <message>
        <source>not sold</source>
        <translation>satılmadı</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>negative points</source>
        <translation>eksi puanlar</translation>
    </message>
    <message>
        <source>positive points</source>
        <translation>artı puanlar</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and are back to their defaults: %1.</source>
        <translation>Bazı ayarlar okunamadı ve varsayılan değerlerine döndü: %1.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sen</translation>
    </message>
    <message>
        <source>Every rule set</source>
        <translation>Ortak kurallar</translation>
    </message>
    <message>
        <source>Spanish King</source>
        <translation>İspanyol King&apos;i</translation>
    </message>
    <message>
        <source>Turkish King</source>
        <translation>Türk King&apos;i</translation>
    </message>
</context>
<context>
    <name>Suit</name>
    <message>
        <source>NT</source>
        <comment>short for no trump</comment>
        <translation>Kozsuz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>sinek</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>kozsuz</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Face-down card</source>
        <translation>Kapalı kağıt</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, atılabilir</translation>
    </message>
    <message>
        <source>%1, not playable: %2</source>
        <translation>%1, atılamaz: %2</translation>
    </message>
    <message>
        <source>%1, played by you</source>
        <translation>%1, sen attın</translation>
    </message>
    <message>
        <source>%1, played by %2</source>
        <translation>%1, atan: %2</translation>
    </message>
    <message>
        <source>your turn</source>
        <comment>read aloud on the human&apos;s own name plate</comment>
        <translation>sıra sende</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>sıra onda</translation>
    </message>
    <message>
        <source>You play the %1.</source>
        <translation>Sen: %1.</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Eli sen aldın.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>Eli %1 aldı.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Oyun masası</translation>
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
        <translation>%1 ve %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two names of a list</comment>
        <translation>%1 ve %2</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel a or ı</comment>
        <translation>%1&apos;nın masası</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel e or i</comment>
        <translation>%1&apos;nin masası</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel o or u</comment>
        <translation>%1&apos;nun masası</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a vowel, its last vowel ö or ü</comment>
        <translation>%1&apos;nün masası</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel a or ı</comment>
        <translation>%1&apos;ın masası</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel e or i</comment>
        <translation>%1&apos;in masası</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel o or u</comment>
        <translation>%1&apos;un masası</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <comment>the name ends in a consonant, its last vowel ö or ü</comment>
        <translation>%1&apos;ün masası</translation>
    </message>
    <message>
        <source>You won the trick.</source>
        <translation>Eli sen aldın.</translation>
    </message>
    <message>
        <source>%1 won the trick.</source>
        <translation>Eli %1 aldı.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Oyun %1/%2</translation>
    </message>
    <message>
        <source>Nobody is up.</source>
        <translation>Kimse çıkmadı.</translation>
    </message>
    <message>
        <source>Nobody wins.</source>
        <translation>Kimse kazanmadı.</translation>
    </message>
    <message>
        <source>You are up, with %1.</source>
        <translation>%1 ile birlikte çıktın.</translation>
    </message>
    <message>
        <source>You are up!</source>
        <translation>Çıktın!</translation>
    </message>
    <message>
        <source>Up: %1</source>
        <translation>Çıkanlar: %1</translation>
    </message>
    <message>
        <source>You share the win with %1.</source>
        <translation>Birinciliği %1 ile paylaşıyorsun.</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Kazandın!</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Kazanan: %1</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>Kazananlar: %1</translation>
    </message>
</context>
<context>
    <name>Tally</name>
    <message>
        <source>The hearts taken must add up to 13.</source>
        <translation>Alınan kupaların toplamı 13 olmalı.</translation>
    </message>
    <message>
        <source>The kings and jacks taken must add up to 8.</source>
        <translation>Alınan erkeklerin toplamı 8 olmalı.</translation>
    </message>
    <message>
        <source>The queens taken must add up to 4.</source>
        <translation>Alınan kızların toplamı 4 olmalı.</translation>
    </message>
    <message>
        <source>Exactly one player takes the King of Hearts.</source>
        <translation>Rıfkıyı tek bir oyuncu alır.</translation>
    </message>
    <message>
        <source>The tricks taken must add up to 13.</source>
        <translation>Alınan ellerin toplamı 13 olmalı.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 13 hearts.</source>
        <translation>%1, 13 kupadan fazla alamaz.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 8 kings and jacks.</source>
        <translation>%1, 8 erkekten fazla alamaz.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 4 queens.</source>
        <translation>%1, 4 kızdan fazla alamaz.</translation>
    </message>
    <message>
        <source>There is only one King of Hearts.</source>
        <translation>Tek bir rıfkı var.</translation>
    </message>
    <message>
        <source>%1 cannot take more than 13 tricks.</source>
        <translation>%1, 13 elden fazla alamaz.</translation>
    </message>
    <message>
        <source>Say whether the trump was sold, and to whom.</source>
        <translation>Kozun satılıp satılmadığını ve kime satıldığını söyle.</translation>
    </message>
    <message>
        <source>Say who cancelled the hand.</source>
        <translation>Eli kimin iptal ettiğini söyle.</translation>
    </message>
    <message>
        <source>Fill in what each player took.</source>
        <translation>Her oyuncunun ne aldığını yaz.</translation>
    </message>
    <message>
        <source>Say this before writing the hand down.</source>
        <translation>Oyunu yazmadan önce bunu söyle.</translation>
    </message>
    <message>
        <source>%1 is the mano of that hand, who sells the trump and cannot buy it.</source>
        <translation>O oyunda el başı şu oyuncu: %1. Kozu el başı satar, kendisi satın alamaz.</translation>
    </message>
    <message>
        <source>A count cannot be below zero.</source>
        <translation>Sayı sıfırdan küçük olamaz.</translation>
    </message>
    <message>
        <source>Say who took the 12th and the 13th trick.</source>
        <translation>12. ve 13. eli kimin aldığını söyle.</translation>
    </message>
    <message>
        <source>Say who starts the game.</source>
        <translation>Partiye kimin başladığını söyle.</translation>
    </message>
    <message>
        <source>%1 has no penalty hands left: %1 must choose a trump hand.</source>
        <translation>%1: ceza hakkı kalmadı, koz söylemeli.</translation>
    </message>
    <message>
        <source>%1 has no trump hands left: %1 must choose a penalty.</source>
        <translation>%1: koz hakkı kalmadı, ceza söylemeli.</translation>
    </message>
    <message>
        <source>The first four hands are penalty hands.</source>
        <translation>İlk dört oyun ceza oyunudur.</translation>
    </message>
    <message>
        <source>Only a player who has no penalty hands left may call El İptal.</source>
        <translation>El İptal&apos;i yalnızca ceza hakkı kalmamış oyuncu isteyebilir.</translation>
    </message>
    <message>
        <source>El İptal is not played under these rules.</source>
        <translation>Bu kurallarda El İptal yok.</translation>
    </message>
    <message>
        <source>Under these rules El İptal is called after the trump is named.</source>
        <translation>Bu kurallarda El İptal koz söylendikten sonra istenir.</translation>
    </message>
    <message>
        <source>El İptal needs a hand without any card above ten.</source>
        <translation>El İptal için elde 10&apos;dan büyük kağıt olmamalı.</translation>
    </message>
    <message>
        <source>Choose the contract.</source>
        <translation>Oyunu seç.</translation>
    </message>
    <message>
        <source>Choose the trump suit.</source>
        <translation>Koz rengini seç.</translation>
    </message>
    <message>
        <source>That is not possible in this hand under these rules.</source>
        <translation>Bu kurallarla bu oyunda buna izin verilmez.</translation>
    </message>
    <message>
        <source>The price is at least one trick.</source>
        <translation>Bedel en az bir el olmalı.</translation>
    </message>
    <message>
        <source>A later hand would no longer be possible.</source>
        <translation>Sonraki bir oyun artık mümkün olmaz.</translation>
    </message>
</context>
<context>
    <name>Tunnel</name>
    <message>
        <source>Invitations across the internet do not work on this computer: the library they need (iroh) is not installed for it. Friends on your own network can still join your table.</source>
        <translation>İnternet üzerinden davetler bu bilgisayarda çalışmıyor: gereken kitaplık (iroh) bu bilgisayar için kurulu değil. Aynı ağdaki arkadaşların masana yine katılabilir.</translation>
    </message>
    <message>
        <source>This is not a KingDesk invitation. An invitation starts with kingdesk://join/ — ask the host to send it again.</source>
        <translation>Bu bir KingDesk daveti değil. Davetler kingdesk://join/ ile başlar; masayı açandan daveti yeniden göndermesini iste.</translation>
    </message>
    <message>
        <source>The invitation cannot be opened: this computer does not let KingDesk use the internet. Friends on your own network can still join your table.</source>
        <translation>Davet açılamıyor: bu bilgisayar KingDesk&apos;in internete çıkmasına izin vermiyor. Aynı ağdaki arkadaşların masana yine katılabilir.</translation>
    </message>
    <message>
        <source>The table of this invitation cannot be reached. Check that the host&apos;s KingDesk has the table open, that both computers are on the internet, and that the link was copied whole.</source>
        <translation>Bu davetin masasına ulaşılamıyor. Masayı açanın KingDesk&apos;inde masanın açık olduğunu, iki bilgisayarın da internette olduğunu ve bağlantının eksiksiz kopyalandığını denetle.</translation>
    </message>
    <message>
        <source>The connection to the table of the invitation ended. A computer plays your seat there until you open the invitation again.</source>
        <translation>Davetin masasıyla bağlantı koptu. Daveti yeniden açana kadar yerinde bilgisayar oynuyor.</translation>
    </message>
    <message>
        <source>iroh&apos;s public relays (free, with no promise that they are always up)</source>
        <translation>iroh&apos;un herkese açık aktarıcıları (ücretsiz, her zaman çalışacakları söz verilmez)</translation>
    </message>
    <message>
        <source>none: your friends must be able to reach this computer directly</source>
        <translation>yok: arkadaşlarının bu bilgisayara doğrudan ulaşabilmesi gerekir</translation>
    </message>
    <message>
        <source>your club&apos;s relay, %1</source>
        <translation>kulübünün aktarıcısı, %1</translation>
    </message>
    <message>
        <source>relayed, %1 ms</source>
        <translation>aktarıcıyla, %1 ms</translation>
    </message>
    <message>
        <source>direct, %1 ms</source>
        <translation>doğrudan, %1 ms</translation>
    </message>
</context>
</TS>
