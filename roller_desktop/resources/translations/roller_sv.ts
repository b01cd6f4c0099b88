<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Cannot write the PDF file {path}.</source>
        <translation>Kan inte skriva PDF-filen {path}.</translation>
    </message>
    <message>
        <source>Cannot write the image {path}.</source>
        <translation>Kan inte skriva bilden {path}.</translation>
    </message>
    <message>
        <source>Print preview: {title}</source>
        <translation>Förhandsgranskning: {title}</translation>
    </message>
    <message>
        <source>House rules: as in the rules (no changes).</source>
        <translation>Husregler: som i reglerna (inga ändringar).</translation>
    </message>
    <message>
        <source>House rules: {rules}.</source>
        <translation>Husregler: {rules}.</translation>
    </message>
    <message>
        <source>Roller protocol</source>
        <translation>Rollerprotokoll</translation>
    </message>
    <message>
        <source>Protocol · {rounds} rounds · {players} players · {name} started</source>
        <translation>Protokoll · {rounds} ronder · {players} spelare · {name} började</translation>
    </message>
    <message>
        <source>match in play</source>
        <translation>matchen pågår</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Anteckning: {note}</translation>
    </message>
    <message>
        <source>W winner · WW winner with {limit} or more · sur mun lowest total · ● plump: most rounds gone tjock · – Tjock · RT Råtjock</source>
        <translation>W vinnare · WW vinnare med {limit} eller mer · sur mun lägsta summa · ● plump: flest tjocka ronder · – Tjock · RT Råtjock</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symboler</translation>
    </message>
    <message>
        <source>Tjock rounds</source>
        <translation>Tjocka ronder</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>börjar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>summa</translation>
    </message>
    <message>
        <source>105 result</source>
        <translation>Resultat i 105</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turer</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>at {number}s</source>
        <translation>på {number}:or</translation>
    </message>
    <message>
        <source>(kids&apos; mode)</source>
        <translation>(barnläge)</translation>
    </message>
    <message>
        <source>Result · {players} players</source>
        <translation>Resultat · {players} spelare</translation>
    </message>
    <message>
        <source>race in play</source>
        <translation>loppet pågår</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} vann</translation>
    </message>
    <message>
        <source>No matches.</source>
        <translation>Inga matcher.</translation>
    </message>
    <message>
        <source>{name} started the match</source>
        <translation>{name} började matchen</translation>
    </message>
    <message>
        <source>{name}: total {total}</source>
        <translation>{name}: summa {total}</translation>
    </message>
    <message>
        <source>{name}, round {round}: playing now</source>
        <translation>{name}, rond {round}: spelar nu</translation>
    </message>
    <message>
        <source>{name}, round {round}: not played yet</source>
        <translation>{name}, rond {round}: inte spelad än</translation>
    </message>
    <message>
        <source>Tjock</source>
        <translation>Tjock</translation>
    </message>
    <message>
        <source>RT</source>
        <translation>RT</translation>
    </message>
    <message>
        <source>{name}, round {round}: {what}, total {total}</source>
        <translation>{name}, rond {round}: {what}, summa {total}</translation>
    </message>
    <message>
        <source>WW: winner with the dream limit</source>
        <translation>WW: vinnare över drömgränsen</translation>
    </message>
    <message>
        <source>W: winner</source>
        <translation>W: vinnare</translation>
    </message>
    <message>
        <source>sur mun: lowest total</source>
        <translation>sur mun: lägsta summa</translation>
    </message>
    <message>
        <source>plump ●: most tjock rounds</source>
        <translation>plump ●: flest tjocka ronder</translation>
    </message>
    <message>
        <source>{name} wins with {points} points.</source>
        <translation>{name} vinner med {points} poäng.</translation>
    </message>
    <message>
        <source>{names} share the win with {points} points.</source>
        <translation>{names} delar segern med {points} poäng.</translation>
    </message>
    <message>
        <source>WW: over the dream limit!</source>
        <translation>WW: över drömgränsen!</translation>
    </message>
    <message>
        <source>Sur mun: {names}.</source>
        <translation>Sur mun: {names}.</translation>
    </message>
    <message>
        <source>Plump ●: {names} ({count} tjock rounds).</source>
        <translation>Plump ●: {names} ({count} tjocka ronder).</translation>
    </message>
    <message>
        <source>Best round: {name} with {points}.</source>
        <translation>Bästa rond: {name} med {points}.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Announcement</source>
        <translation>Meddelande</translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <source>Dice: none on the table</source>
        <translation>Tärningar: inga på bordet</translation>
    </message>
    <message>
        <source>Dice on the table: %1</source>
        <translation>Tärningar på bordet: %1</translation>
    </message>
    <message>
        <source>No dice on the table</source>
        <translation>Inga tärningar på bordet</translation>
    </message>
    <message>
        <source>selected: %1</source>
        <translation>valda: %1</translation>
    </message>
    <message>
        <source>set apart: %1</source>
        <translation>undanlagda: %1</translation>
    </message>
</context>
<context>
    <name>FacesPanel</name>
    <message>
        <source>Real dice, faces:</source>
        <translation>Riktiga tärningar, prickar:</translation>
    </message>
    <message>
        <source>e.g. 3 5 1 1 6 2</source>
        <translation>t.ex. 3 5 1 1 6 2</translation>
    </message>
    <message>
        <source>Faces of the real dice</source>
        <translation>Vad de riktiga tärningarna visar</translation>
    </message>
    <message>
        <source>Add a {face}</source>
        <translation>Lägg till en {face}:a</translation>
    </message>
    <message>
        <source>Remove the last face</source>
        <translation>Ta bort den sista</translation>
    </message>
    <message>
        <source>Enter throw [Enter]</source>
        <translation>Mata in kastet [Enter]</translation>
    </message>
    <message>
        <source>Enter the throw</source>
        <translation>Mata in kastet</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Choose scoring dice to keep (keys 1-6 or click), then throw.</source>
        <translation>Välj poänggivande tärningar att behålla (tangent 1–6 eller klick), kasta sedan.</translation>
    </message>
    <message>
        <source>Keep scoring dice from this throw first (K).</source>
        <translation>Behåll först poänggivande tärningar från det här kastet (K).</translation>
    </message>
    <message>
        <source>Choose the dice to keep first (keys 1-6 or click).</source>
        <translation>Välj först tärningarna att behålla (tangent 1–6 eller klick).</translation>
    </message>
    <message>
        <source>With virtual dice a throw cannot be taken back: only a selection or a bank before the next throw.</source>
        <translation>Med datorns tärningar kan ett kast inte ångras: bara ett val eller att stanna, före nästa kast.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det finns inget att ångra.</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Inte sparat: {error}</translation>
    </message>
    <message>
        <source>RT! {name}: no scoring dice</source>
        <translation>RT! {name}: inga poänggivande tärningar</translation>
    </message>
    <message>
        <source>Tjock! {name} loses {points} points</source>
        <translation>Tjock! {name} förlorar {points} poäng</translation>
    </message>
    <message>
        <source>{name} banks {points}</source>
        <translation>{name} stannar på {points}</translation>
    </message>
    <message>
        <source>ROLLER! Forced throw: keep {owed} more scoring dice</source>
        <translation>ROLLER! Tvångskast: behåll {owed} poänggivande tärningar till</translation>
    </message>
    <message>
        <source>ROLLER! Throw all six again</source>
        <translation>ROLLER! Kasta alla sex igen</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Matchen är slut</translation>
    </message>
    <message>
        <source>{name} is through! Place {place}</source>
        <translation>{name} är i mål! Placering {place}</translation>
    </message>
    <message>
        <source>{name} has all the {n}s: extra throw!</source>
        <translation>{name} har alla {n}:or: extrakast!</translation>
    </message>
    <message>
        <source>{name} has all the {n}s</source>
        <translation>{name} har alla {n}:or</translation>
    </message>
    <message>
        <source>No hit: throw again (kids&apos; mode)</source>
        <translation>Ingen träff: kasta igen (barnläge)</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>Loppet är slut</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Player to play</source>
        <translation>Spelare i tur</translation>
    </message>
    <message>
        <source>Forced throw</source>
        <translation>Tvångskast</translation>
    </message>
    <message>
        <source>Dice on the table</source>
        <translation>Tärningar på bordet</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meddelande</translation>
    </message>
    <message>
        <source>Select die {n}</source>
        <translation>Välj tärning {n}</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Tillbaka till startsidan</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Kortkommando: {key}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Roller</source>
        <translation>Roller</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>Ny Rollermatch</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>Nytt 105-lopp</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Startsidan</translation>
    </message>
    <message>
        <source>Real dice for this match</source>
        <translation>Riktiga tärningar i den här matchen</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Inställningar…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Större text</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Mindre text</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Helskärm</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} börjar</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>{what} is not part of this version yet.</source>
        <translation>{what} finns inte i den här versionen än.</translation>
    </message>
</context>
<context>
    <name>OpeningPanel</name>
    <message>
        <source>Who starts? Everybody throws</source>
        <translation>Vem börjar? Alla kastar</translation>
    </message>
    <message>
        <source>The opening throw</source>
        <translation>Kastet om vem som börjar</translation>
    </message>
    <message>
        <source>Opening throws</source>
        <translation>Kast om vem som börjar</translation>
    </message>
    <message>
        <source>Play [Enter]</source>
        <translation>Spela [Enter]</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>{name} throws</source>
        <translation>{name} kastar</translation>
    </message>
    <message>
        <source>tie: {names} throw again</source>
        <translation>lika: {names} kastar igen</translation>
    </message>
    <message>
        <source>{name} starts!</source>
        <translation>{name} börjar!</translation>
    </message>
</context>
<context>
    <name>ProtocolView</name>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Chasing</source>
        <translation>Samlar på</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Undanlagda</translation>
    </message>
    <message>
        <source>Dice to throw</source>
        <translation>Tärningar att kasta</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>Loppet</translation>
    </message>
    <message>
        <source>Race over</source>
        <translation>Loppet är slut</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} vinner!</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message>
        <source>105</source>
        <translation>105</translation>
    </message>
    <message>
        <source>Extra throw for the {n}s: all {dice} dice</source>
        <translation>Extrakast för {n}:orna: alla {dice} tärningar</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, throw again</source>
        <translation>Barnläge: ingen träff, kasta igen</translation>
    </message>
    <message>
        <source>Chasing {n}s: throw {dice} dice</source>
        <translation>Samlar {n}:or: kasta {dice} tärningar</translation>
    </message>
</context>
<context>
    <name>RollerScreen</name>
    <message>
        <source>Turn points</source>
        <translation>Poäng i ronden</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Valda</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Stanna nu</translation>
    </message>
    <message>
        <source>Best from this throw</source>
        <translation>Bästa i kastet</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behåll</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Kasta</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Stanna</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Match summary</source>
        <translation>Matchens sammanfattning</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Rond {n} av {total}</translation>
    </message>
    <message>
        <source>Forced throw: {owed} scoring dice owed</source>
        <translation>Tvångskast: {owed} poänggivande tärningar kvar</translation>
    </message>
    <message>
        <source>Choose the dice to keep: keys 1-6 or click</source>
        <translation>Välj tärningar att behålla: tangent 1–6 eller klick</translation>
    </message>
    <message>
        <source>{name} got {what}. Next: {next}, throw six dice</source>
        <translation>{name} fick {what}. Nästa: {next}, kasta sex tärningar</translation>
    </message>
    <message>
        <source>Throw six dice to begin</source>
        <translation>Kasta sex tärningar för att börja</translation>
    </message>
    <message>
        <source>Throw {dice} dice: banking waits for {owed} more scoring dice</source>
        <translation>Kasta {dice} tärningar: du får stanna först efter {owed} poänggivande tärningar till</translation>
    </message>
    <message>
        <source>Throw {dice} dice, or bank {points}</source>
        <translation>Kasta {dice} tärningar eller stanna på {points}</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Matchen är slut</translation>
    </message>
    <message>
        <source>Final totals are in the protocol</source>
        <translation>Slutsummorna står i protokollet</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>turns {n}</source>
        <translation>turer {n}</translation>
    </message>
    <message>
        <source>throws {n}</source>
        <translation>kast {n}</translation>
    </message>
    <message>
        <source>{n} dice</source>
        <translation>{n} tärningar</translation>
    </message>
    <message>
        <source>kids&apos; mode</source>
        <translation>barnläge</translation>
    </message>
    <message>
        <source>{name}: chasing {n}, {aside} of {dice} set aside</source>
        <translation>{name}: samlar {n}:or, {aside} av {dice} undanlagda</translation>
    </message>
    <message>
        <source>{name}: place {place}</source>
        <translation>{name}: placering {place}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>A new language shows the next time Roller starts.</source>
        <translation>Ett nytt språk syns nästa gång Roller startar.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large (across a table)</source>
        <translation>Stor (över bordet)</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>Mycket stor</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Jättestor</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Textstorlek</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Textstorlek</translation>
    </message>
    <message>
        <source>Animate the dice when they are thrown</source>
        <translation>Animera tärningarna när de kastas</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Calm</source>
        <translation>Lugn</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Pace of computer players</source>
        <translation>Datorspelarnas tempo</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Datorns &amp;tempo</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>League players (Enter seats them)</source>
        <translation>Ligans spelare (Enter ger plats vid bordet)</translation>
    </message>
    <message>
        <source>League players</source>
        <translation>Ligans spelare</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Ny spelares namn</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Lägg till spelare</translation>
    </message>
    <message>
        <source>Add a new player</source>
        <translation>Lägg till en ny spelare</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem med namnet</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Datorns nivå</translation>
    </message>
    <message>
        <source>Seat a computer</source>
        <translation>Ge datorn en plats</translation>
    </message>
    <message>
        <source>At the table, clockwise</source>
        <translation>Vid bordet, medurs</translation>
    </message>
    <message>
        <source>Seats, clockwise</source>
        <translation>Platser, medurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>Kids&apos; mode</source>
        <translation>Barnläge</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Upp</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ner</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW-gräns</translation>
    </message>
    <message>
        <source>Forced throw after ROLLER by Stege or Alla lika</source>
        <translation>Tvångskast efter ROLLER med Stege eller Alla lika</translation>
    </message>
    <message>
        <source>Extra throw when a number is done</source>
        <translation>Extrakast när en siffra är klar</translation>
    </message>
    <message>
        <source>Play on for places after the winner</source>
        <translation>Spela vidare om placeringarna efter vinnaren</translation>
    </message>
    <message>
        <source>WW limit (points)</source>
        <translation>WW-gräns (poäng)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Vem börjar</translation>
    </message>
    <message>
        <source>Virtual dice (the program throws)</source>
        <translation>Datorns tärningar (programmet kastar)</translation>
    </message>
    <message>
        <source>Real dice (type the faces)</source>
        <translation>Riktiga tärningar (skriv in prickarna)</translation>
    </message>
    <message>
        <source>Problem with the setup</source>
        <translation>Problem med inställningarna</translation>
    </message>
    <message>
        <source>Back [Esc]</source>
        <translation>Tillbaka [Esc]</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Start [Ctrl+Enter]</source>
        <translation>Starta [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Starta matchen</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>Ny Rollermatch</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>Nytt 105-lopp</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Dator ({level})</translation>
    </message>
    <message>
        <source>{name} already has a seat.</source>
        <translation>{name} har redan en plats.</translation>
    </message>
    <message>
        <source>A match has at most {n} seats.</source>
        <translation>En match har högst {n} platser.</translation>
    </message>
    <message>
        <source>Dice for {name}</source>
        <translation>Tärningar för {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Barnläge för {name}</translation>
    </message>
    <message>
        <source>Throw for it (ties throw again)</source>
        <translation>Kasta om det (lika kastar igen)</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} börjar</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Ge minst en spelare plats vid bordet.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Six dice, fifteen rounds, and 105 for the children</source>
        <translation>Sex tärningar, femton ronder – och 105 för barnen</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>Ny Rollermatch</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>Nytt 105-lopp</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Unfinished matches</source>
        <translation>Pågående matcher</translation>
    </message>
    <message>
        <source>No unfinished matches: start a new one.</source>
        <translation>Inga pågående matcher: starta en ny.</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Kortkommando: {key}</translation>
    </message>
    <message>
        <source>{game}: {names}
{progress} · started {when}</source>
        <translation>{game}: {names}
{progress} · började {when}</translation>
    </message>
</context>
</TS>
