<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Cannot write the PDF file {path}.</source>
        <translation>Kan ikke skrive PDF-filen {path}.</translation>
    </message>
    <message>
        <source>Cannot write the image {path}.</source>
        <translation>Kan ikke skrive bildet {path}.</translation>
    </message>
    <message>
        <source>Print preview: {title}</source>
        <translation>Forhåndsvisning: {title}</translation>
    </message>
    <message>
        <source>House rules: as in the rules (no changes).</source>
        <translation>Husregler: som i reglene (ingen endringer).</translation>
    </message>
    <message>
        <source>House rules: {rules}.</source>
        <translation>Husregler: {rules}.</translation>
    </message>
    <message>
        <source>Roller protocol</source>
        <translation>Roller-protokoll</translation>
    </message>
    <message>
        <source>Protocol · {rounds} rounds · {players} players · {name} started</source>
        <translation>Protokoll · {rounds} runder · {players} spillere · {name} begynte</translation>
    </message>
    <message>
        <source>match in play</source>
        <translation>kampen pågår</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Merknad: {note}</translation>
    </message>
    <message>
        <source>W winner · WW winner with {limit} or more · sur mun lowest total · ● plump: most rounds gone tjock · – Tjock · RT Råtjock</source>
        <translation>W vinner · WW vinner med {limit} eller mer · sur mun lavest sum · ● plump: flest runder med tjock · – Tjock · RT Råtjock</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symboler</translation>
    </message>
    <message>
        <source>Tjock rounds</source>
        <translation>Runder med tjock</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>begynner</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>sum</translation>
    </message>
    <message>
        <source>105 result</source>
        <translation>Resultat i 105</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plassering</translation>
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
        <translation>på {number}-ere</translation>
    </message>
    <message>
        <source>(kids&apos; mode)</source>
        <translation>(barnemodus)</translation>
    </message>
    <message>
        <source>Result · {players} players</source>
        <translation>Resultat · {players} spillere</translation>
    </message>
    <message>
        <source>race in play</source>
        <translation>løpet pågår</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} vant</translation>
    </message>
    <message>
        <source>No matches.</source>
        <translation>Ingen kamper.</translation>
    </message>
    <message>
        <source>{name} started the match</source>
        <translation>{name} begynte kampen</translation>
    </message>
    <message>
        <source>{name}: total {total}</source>
        <translation>{name}: sum {total}</translation>
    </message>
    <message>
        <source>{name}, round {round}: playing now</source>
        <translation>{name}, runde {round}: spiller nå</translation>
    </message>
    <message>
        <source>{name}, round {round}: not played yet</source>
        <translation>{name}, runde {round}: ikke spilt ennå</translation>
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
        <translation>{name}, runde {round}: {what}, sum {total}</translation>
    </message>
    <message>
        <source>WW: winner with the dream limit</source>
        <translation>WW: vinner over drømmegrensen</translation>
    </message>
    <message>
        <source>W: winner</source>
        <translation>W: vinner</translation>
    </message>
    <message>
        <source>sur mun: lowest total</source>
        <translation>sur mun: lavest sum</translation>
    </message>
    <message>
        <source>plump ●: most tjock rounds</source>
        <translation>plump ●: flest runder med tjock</translation>
    </message>
    <message>
        <source>{name} wins with {points} points.</source>
        <translation>{name} vinner med {points} poeng.</translation>
    </message>
    <message>
        <source>{names} share the win with {points} points.</source>
        <translation>{names} deler seieren med {points} poeng.</translation>
    </message>
    <message>
        <source>WW: over the dream limit!</source>
        <translation>WW: over drømmegrensen!</translation>
    </message>
    <message>
        <source>Sur mun: {names}.</source>
        <translation>Sur mun: {names}.</translation>
    </message>
    <message>
        <source>Plump ●: {names} ({count} tjock rounds).</source>
        <translation>Plump ●: {names} ({count} runder med tjock).</translation>
    </message>
    <message>
        <source>Best round: {name} with {points}.</source>
        <translation>Beste runde: {name} med {points}.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Announcement</source>
        <translation>Kunngjøring</translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <source>Dice: none on the table</source>
        <translation>Terninger: ingen på bordet</translation>
    </message>
    <message>
        <source>Dice on the table: %1</source>
        <translation>Terninger på bordet: %1</translation>
    </message>
    <message>
        <source>No dice on the table</source>
        <translation>Ingen terninger på bordet</translation>
    </message>
    <message>
        <source>selected: %1</source>
        <translation>valgt: %1</translation>
    </message>
    <message>
        <source>set apart: %1</source>
        <translation>lagt til side: %1</translation>
    </message>
</context>
<context>
    <name>FacesPanel</name>
    <message>
        <source>Real dice, faces:</source>
        <translation>Ekte terninger, øyne:</translation>
    </message>
    <message>
        <source>e.g. 3 5 1 1 6 2</source>
        <translation>f.eks. 3 5 1 1 6 2</translation>
    </message>
    <message>
        <source>Faces of the real dice</source>
        <translation>Hva de ekte terningene viser</translation>
    </message>
    <message>
        <source>Add a {face}</source>
        <translation>Legg til en {face}-er</translation>
    </message>
    <message>
        <source>Remove the last face</source>
        <translation>Fjern den siste</translation>
    </message>
    <message>
        <source>Enter throw [Enter]</source>
        <translation>Registrer kastet [Enter]</translation>
    </message>
    <message>
        <source>Enter the throw</source>
        <translation>Registrer kastet</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Choose scoring dice to keep (keys 1-6 or click), then throw.</source>
        <translation>Velg terninger som gir poeng (tast 1–6 eller klikk), og kast så.</translation>
    </message>
    <message>
        <source>Keep scoring dice from this throw first (K).</source>
        <translation>Behold først terninger som gir poeng fra dette kastet (K).</translation>
    </message>
    <message>
        <source>Choose the dice to keep first (keys 1-6 or click).</source>
        <translation>Velg først terningene du vil beholde (tast 1–6 eller klikk).</translation>
    </message>
    <message>
        <source>With virtual dice a throw cannot be taken back: only a selection or a bank before the next throw.</source>
        <translation>Med virtuelle terninger kan et kast ikke angres: bare et valg eller å ta poengene, før neste kast.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det er ingenting å angre.</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Ikke lagret: {error}</translation>
    </message>
    <message>
        <source>RT! {name}: no scoring dice</source>
        <translation>RT! {name}: ingen terninger som gir poeng</translation>
    </message>
    <message>
        <source>Tjock! {name} loses {points} points</source>
        <translation>Tjock! {name} mister {points} poeng</translation>
    </message>
    <message>
        <source>{name} banks {points}</source>
        <translation>{name} tar {points} poeng</translation>
    </message>
    <message>
        <source>ROLLER! Forced throw: keep {owed} more scoring dice</source>
        <translation>ROLLER! Tvungent kast: behold {owed} terninger til som gir poeng</translation>
    </message>
    <message>
        <source>ROLLER! Throw all six again</source>
        <translation>ROLLER! Kast alle seks igjen</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Kampen er over</translation>
    </message>
    <message>
        <source>{name} is through! Place {place}</source>
        <translation>{name} er i mål! Plass {place}</translation>
    </message>
    <message>
        <source>{name} has all the {n}s: extra throw!</source>
        <translation>{name} har alle {n}-erne: ekstrakast!</translation>
    </message>
    <message>
        <source>{name} has all the {n}s</source>
        <translation>{name} har alle {n}-erne</translation>
    </message>
    <message>
        <source>No hit: throw again (kids&apos; mode)</source>
        <translation>Ingen treff: kast igjen (barnemodus)</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>Løpet er over</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Player to play</source>
        <translation>Spiller sin tur</translation>
    </message>
    <message>
        <source>Forced throw</source>
        <translation>Tvungent kast</translation>
    </message>
    <message>
        <source>Dice on the table</source>
        <translation>Terninger på bordet</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Melding</translation>
    </message>
    <message>
        <source>Select die {n}</source>
        <translation>Velg terning {n}</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Tilbake til startsiden</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Hurtigtast: {key}</translation>
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
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>Ny Roller-kamp</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>Nytt 105-løp</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Startsiden</translation>
    </message>
    <message>
        <source>Real dice for this match</source>
        <translation>Ekte terninger i denne kampen</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Innstillinger…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Større tekst</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Mindre tekst</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Fullskjerm</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} begynner</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>{what} is not part of this version yet.</source>
        <translation>{what} finnes ikke i denne versjonen ennå.</translation>
    </message>
</context>
<context>
    <name>OpeningPanel</name>
    <message>
        <source>Who starts? Everybody throws</source>
        <translation>Hvem begynner? Alle kaster</translation>
    </message>
    <message>
        <source>The opening throw</source>
        <translation>Kastet om hvem som begynner</translation>
    </message>
    <message>
        <source>Opening throws</source>
        <translation>Kast om hvem som begynner</translation>
    </message>
    <message>
        <source>Play [Enter]</source>
        <translation>Spill [Enter]</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>{name} throws</source>
        <translation>{name} kaster</translation>
    </message>
    <message>
        <source>tie: {names} throw again</source>
        <translation>likt: {names} kaster igjen</translation>
    </message>
    <message>
        <source>{name} starts!</source>
        <translation>{name} begynner!</translation>
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
        <translation>Samler på</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <source>Dice to throw</source>
        <translation>Terninger å kaste</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>Løpet</translation>
    </message>
    <message>
        <source>Race over</source>
        <translation>Løpet er over</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} vinner!</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (datamaskin)</translation>
    </message>
    <message>
        <source>105</source>
        <translation>105</translation>
    </message>
    <message>
        <source>Extra throw for the {n}s: all {dice} dice</source>
        <translation>Ekstrakast for {n}-erne: alle {dice} terningene</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, throw again</source>
        <translation>Barnemodus: ingen treff, kast igjen</translation>
    </message>
    <message>
        <source>Chasing {n}s: throw {dice} dice</source>
        <translation>Samler på {n}-ere: kast {dice} terninger</translation>
    </message>
</context>
<context>
    <name>RollerScreen</name>
    <message>
        <source>Turn points</source>
        <translation>Poeng i runden</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Valgt</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Ta poengene nå</translation>
    </message>
    <message>
        <source>Best from this throw</source>
        <translation>Beste i kastet</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behold</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Ta poengene</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
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
        <translation>Sammendrag av kampen</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (datamaskin)</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Runde {n} av {total}</translation>
    </message>
    <message>
        <source>Forced throw: {owed} scoring dice owed</source>
        <translation>Tvungent kast: {owed} terninger som gir poeng mangler</translation>
    </message>
    <message>
        <source>Choose the dice to keep: keys 1-6 or click</source>
        <translation>Velg terninger å beholde: tast 1–6 eller klikk</translation>
    </message>
    <message>
        <source>{name} got {what}. Next: {next}, throw six dice</source>
        <translation>{name} fikk {what}. Neste: {next}, kast seks terninger</translation>
    </message>
    <message>
        <source>Throw six dice to begin</source>
        <translation>Kast seks terninger for å begynne</translation>
    </message>
    <message>
        <source>Throw {dice} dice: banking waits for {owed} more scoring dice</source>
        <translation>Kast {dice} terninger: du kan ta poengene etter {owed} terninger til som gir poeng</translation>
    </message>
    <message>
        <source>Throw {dice} dice, or bank {points}</source>
        <translation>Kast {dice} terninger, eller ta {points} poeng</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Kampen er over</translation>
    </message>
    <message>
        <source>Final totals are in the protocol</source>
        <translation>Sluttsummene står i protokollen</translation>
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
        <translation>{n} terninger</translation>
    </message>
    <message>
        <source>kids&apos; mode</source>
        <translation>barnemodus</translation>
    </message>
    <message>
        <source>{name}: chasing {n}, {aside} of {dice} set aside</source>
        <translation>{name}: samler på {n}-ere, {aside} av {dice} lagt til side</translation>
    </message>
    <message>
        <source>{name}: place {place}</source>
        <translation>{name}: plass {place}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
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
        <translation>Et nytt språk vises neste gang Roller starter.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large (across a table)</source>
        <translation>Stor (over bordet)</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>Svært stor</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Kjempestor</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tekststørrelse</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Tekststørrelse</translation>
    </message>
    <message>
        <source>Animate the dice when they are thrown</source>
        <translation>Animer terningene når de kastes</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Calm</source>
        <translation>Rolig</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Pace of computer players</source>
        <translation>Tempoet til datamaskinspillere</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Datamaskinens &amp;tempo</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>League players (Enter seats them)</source>
        <translation>Ligaens spillere (Enter gir plass ved bordet)</translation>
    </message>
    <message>
        <source>League players</source>
        <translation>Ligaens spillere</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Ny spillers navn</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Legg til spiller</translation>
    </message>
    <message>
        <source>Add a new player</source>
        <translation>Legg til en ny spiller</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem med navnet</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Datamaskinens nivå</translation>
    </message>
    <message>
        <source>Seat a computer</source>
        <translation>Gi datamaskinen en plass</translation>
    </message>
    <message>
        <source>At the table, clockwise</source>
        <translation>Ved bordet, med klokka</translation>
    </message>
    <message>
        <source>Seats, clockwise</source>
        <translation>Plasser, med klokka</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Kids&apos; mode</source>
        <translation>Barnemodus</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Opp</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ned</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW-grense</translation>
    </message>
    <message>
        <source>Forced throw after ROLLER by Stege or Alla lika</source>
        <translation>Tvungent kast etter ROLLER med Stege eller Alla lika</translation>
    </message>
    <message>
        <source>Extra throw when a number is done</source>
        <translation>Ekstrakast når et tall er ferdig</translation>
    </message>
    <message>
        <source>Play on for places after the winner</source>
        <translation>Spill videre om plassene etter vinneren</translation>
    </message>
    <message>
        <source>WW limit (points)</source>
        <translation>WW-grense (poeng)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Hvem begynner</translation>
    </message>
    <message>
        <source>Virtual dice (the program throws)</source>
        <translation>Virtuelle terninger (programmet kaster)</translation>
    </message>
    <message>
        <source>Real dice (type the faces)</source>
        <translation>Ekte terninger (skriv inn øynene)</translation>
    </message>
    <message>
        <source>Problem with the setup</source>
        <translation>Problem med oppsettet</translation>
    </message>
    <message>
        <source>Back [Esc]</source>
        <translation>Tilbake [Esc]</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Start [Ctrl+Enter]</source>
        <translation>Start [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Start kampen</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>Ny Roller-kamp</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>Nytt 105-løp</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Datamaskin ({level})</translation>
    </message>
    <message>
        <source>{name} already has a seat.</source>
        <translation>{name} har allerede en plass.</translation>
    </message>
    <message>
        <source>A match has at most {n} seats.</source>
        <translation>En kamp har høyst {n} plasser.</translation>
    </message>
    <message>
        <source>Dice for {name}</source>
        <translation>Terninger for {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Barnemodus for {name}</translation>
    </message>
    <message>
        <source>Throw for it (ties throw again)</source>
        <translation>Kast om det (likt kaster igjen)</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} begynner</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Gi minst én spiller plass ved bordet.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Six dice, fifteen rounds, and 105 for the children</source>
        <translation>Seks terninger, femten runder – og 105 for barna</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>Ny Roller-kamp</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>Nytt 105-løp</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Unfinished matches</source>
        <translation>Uferdige kamper</translation>
    </message>
    <message>
        <source>No unfinished matches: start a new one.</source>
        <translation>Ingen uferdige kamper: start en ny.</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Hurtigtast: {key}</translation>
    </message>
    <message>
        <source>{game}: {names}
{progress} · started {when}</source>
        <translation>{game}: {names}
{progress} · startet {when}</translation>
    </message>
</context>
</TS>
