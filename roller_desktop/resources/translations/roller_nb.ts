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
        <source>After the match (against the maximum-expected-points play):</source>
        <translation>Etter kampen (mot spill for flest ventede poeng):</translation>
    </message>
    <message>
        <source>W winner · WW winner with {limit} or more · sur mun lowest total · ● plump: most rounds gone tjock · – Tjock · RT Råtjock</source>
        <translation>W vinner · WW vinner med {limit} eller mer · sur mun (sur munn) lavest sum · ● plump (klatt): flest runder med tjock · – Tjock (sprekk: rundens poeng tapes) · RT Råtjock (ingenting på første kast)</translation>
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
        <source>{name}: gave away {given} expected points · luck {luck} ({points} scored against {expected} expected)</source>
        <translation>{name}: ga bort {given} ventede poeng · flaks {luck} ({points} poeng mot {expected} ventet)</translation>
    </message>
    <message>
        <source>hints: {n}</source>
        <translation>tips: {n}</translation>
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
        <source>There is nothing to print on this page.</source>
        <translation>Det er ingenting å skrive ut på denne siden.</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Kamphistorikk</translation>
    </message>
    <message>
        <source>The league table is still being read: try again in a moment.</source>
        <translation>Ligatabellen leses fortsatt inn: prøv igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>The match history does not print: open a match (Enter) to print its protocol.</source>
        <translation>Kamphistorikken skrives ikke ut: åpne en kamp (Enter) for å skrive ut protokollen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>{name}: {game}</source>
        <translation>{name}: {game}</translation>
    </message>
    <message>
        <source>Figures per season</source>
        <translation>Tall per sesong</translation>
    </message>
    <message>
        <source>This player has no figures to print yet.</source>
        <translation>Denne spilleren har ingen tall å skrive ut ennå.</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Protocol: {game}, {day}</source>
        <translation>Protokoll: {game}, {day}</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Kampen er over</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Runde {n} av {total}</translation>
    </message>
    <message>
        <source>Race over</source>
        <translation>Løpet er over</translation>
    </message>
    <message>
        <source>105 race</source>
        <translation>105-løp</translation>
    </message>
    <message>
        <source>&amp;League</source>
        <translation>&amp;Liga</translation>
    </message>
    <message>
        <source>League &amp;table</source>
        <translation>Liga&amp;tabell</translation>
    </message>
    <message>
        <source>Match &amp;history</source>
        <translation>Kamp&amp;historikk</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spillere</translation>
    </message>
    <message>
        <source>The league is not part of this version.</source>
        <translation>Ligaen finnes ikke i denne versjonen.</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>Kampen kan ikke åpnes</translation>
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
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>{page} — Roller</source>
        <translation>{page} — Roller</translation>
    </message>
    <message>
        <source>Roller</source>
        <translation>Roller</translation>
    </message>
    <message>
        <source>Print the league table…</source>
        <translation>Skriv ut ligatabellen…</translation>
    </message>
    <message>
        <source>Print the player&apos;s figures…</source>
        <translation>Skriv ut spillerens tall…</translation>
    </message>
    <message>
        <source>Print the protocol…</source>
        <translation>Skriv ut protokollen…</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Ingenting å skrive ut</translation>
    </message>
    <message>
        <source>Nothing to print here. Ctrl+P prints the protocol during and after a match, the league table on the league page and a protocol opened from the match history.</source>
        <translation>Her er det ingenting å skrive ut. Ctrl+P skriver ut protokollen under og etter en kamp, ligatabellen på ligasiden og en protokoll som er åpnet fra kamphistorikken.</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Gitt bort</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Flaks</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Ventet</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>After the match (against the maximum-expected-points play)</source>
        <translation>Etter kampen (mot spill for flest ventede poeng)</translation>
    </message>
    <message>
        <source>Given away: expected points lost by the decisions made. Luck: points scored minus points expected.</source>
        <translation>Gitt bort: ventede poeng som valgene kostet. Flaks: poeng scoret minus ventede poeng.</translation>
    </message>
    <message>
        <source>After the match</source>
        <translation>Etter kampen</translation>
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
        <source>Plump ●: {names} ({count} × tjock).</source>
        <translation>Plump ●: {names} ({count} × tjock).</translation>
    </message>
    <message>
        <source>Best round: {name} with {points}.</source>
        <translation>Beste runde: {name} med {points}.</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle tider</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Sesong {year}</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then average total.</source>
        <translation>Rekkefølge: rating, så andel seire, så snittsum.</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then fewer turns on average.</source>
        <translation>Rekkefølge: rating, så andel seire, så færre turer i snitt.</translation>
    </message>
    <message>
        <source>Rating: every match counts as duels between all players at the table (ahead 1, level ½, behind 0) against the chance the ratings gave, 1 / (1 + 10^((R_other − R) / 400)); a match moves a rating by at most K = 32 (split over the opponents); everybody starts the period at 1500. Beating a strong player gains the most.</source>
        <translation>Rating: hver kamp teller som dueller mellom alle spillerne ved bordet (foran 1, likt ½, bak 0) mot sjansen ratingen ga, 1 / (1 + 10^((R_other − R) / 400)); en kamp flytter en rating høyst K = 32 (delt på motstanderne); alle starter perioden på 1500. Å slå en sterk spiller gir mest.</translation>
    </message>
    <message>
        <source>{game} league</source>
        <translation>Liga i {game}</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>vinner: {names}</translation>
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
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Skriv inn nøyaktig %n terning.</numerusform>
            <numerusform>Skriv inn nøyaktig %n terninger.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the dice to keep first (keys 1-6 or click).</source>
        <translation>Velg først terningene du vil beholde (tast 1–6 eller klikk).</translation>
    </message>
    <message>
        <source>A computer&apos;s move cannot be taken back: only your own selection or bank before the next throw.</source>
        <translation>Datamaskinens trekk kan ikke angres: bare ditt eget valg eller å ta poengene, før neste kast.</translation>
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
        <translation>ROLLER! Tvunget kast: behold {owed} terninger til som gir poeng</translation>
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
        <translation>Tvunget kast</translation>
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
        <source>New match</source>
        <translation>Ny kamp</translation>
    </message>
    <message>
        <source>Print the protocol</source>
        <translation>Skriv ut protokollen</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Til startsiden</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Hurtigtast: {key}</translation>
    </message>
    <message>
        <source>There is no die {n} on the table.</source>
        <translation>Det er ingen terning {n} på bordet.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Keep, then play on well: expected points of the turn</source>
        <translation>Behold og spill så klokt videre: ventede poeng i runden</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>{n} til</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Ventede poeng i runden</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Stopp nå</translation>
    </message>
    <message>
        <source>Throw on</source>
        <translation>Kast videre</translation>
    </message>
</context>
<context>
    <name>League</name>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Kamper</translation>
    </message>
    <message>
        <source>Finished matches of two or more players</source>
        <translation>Ferdige kamper med to eller flere spillere</translation>
    </message>
    <message>
        <source>Won (highest total, ties included) below the WW limit</source>
        <translation>Vunnet (høyest sum, delt seier medregnet) under WW-grensen</translation>
    </message>
    <message>
        <source>Won with a total at or above the WW limit</source>
        <translation>Vunnet med en sum på eller over WW-grensen</translation>
    </message>
    <message>
        <source>Lowest total of the match</source>
        <translation>Laveste sum i kampen</translation>
    </message>
    <message>
        <source>Most rounds gone tjock in the match (●)</source>
        <translation>Flest runder med tjock i kampen (●)</translation>
    </message>
    <message>
        <source>Rounds gone tjock, RT included</source>
        <translation>Runder med tjock, RT medregnet</translation>
    </message>
    <message>
        <source>Råtjock: nothing on the first throw</source>
        <translation>Råtjock: ingenting på første kast</translation>
    </message>
    <message>
        <source>Turns where all six dice were kept</source>
        <translation>Runder der alle seks terningene ble beholdt</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Average total per match</source>
        <translation>Snittsum per kamp</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Best total of a match</source>
        <translation>Beste sum i en kamp</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Andel seire</translation>
    </message>
    <message>
        <source>Matches won (W and WW) per match played</source>
        <translation>Vunne kamper (W og WW) per spilte kamp</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s matches (start 1500)</source>
        <translation>Elo-rating over periodens kamper (start 1500)</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Løp</translation>
    </message>
    <message>
        <source>Finished races of two or more players</source>
        <translation>Ferdige løp med to eller flere spillere</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Seire</translation>
    </message>
    <message>
        <source>First through the sixes</source>
        <translation>Først gjennom seksene</translation>
    </message>
    <message>
        <source>Races won per race</source>
        <translation>Vunne løp per løp</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Snittplassering</translation>
    </message>
    <message>
        <source>Over the races with a place</source>
        <translation>Over løpene med plassering</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Snitt turer</translation>
    </message>
    <message>
        <source>Turns per race</source>
        <translation>Turer per løp</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s races (start 1500)</source>
        <translation>Elo-rating over periodens løp (start 1500)</translation>
    </message>
</context>
<context>
    <name>LeagueFileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>Back up now</source>
        <translation>Ta sikkerhetskopi nå</translation>
    </message>
    <message>
        <source>Restore from backup…</source>
        <translation>Gjenopprett fra sikkerhetskopi…</translation>
    </message>
    <message>
        <source>Export league…</source>
        <translation>Eksporter ligaen…</translation>
    </message>
    <message>
        <source>Import league…</source>
        <translation>Importer liga…</translation>
    </message>
    <message>
        <source>Export league</source>
        <translation>Eksporter ligaen</translation>
    </message>
    <message>
        <source>League files (*.json)</source>
        <translation>Ligafiler (*.json)</translation>
    </message>
    <message>
        <source>Import league</source>
        <translation>Importer liga</translation>
    </message>
    <message>
        <source>League files (*.json);;All files (*)</source>
        <translation>Ligafiler (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Gjenopprett fra sikkerhetskopi</translation>
    </message>
    <message>
        <source>No backup was made: {error}</source>
        <translation>Ingen sikkerhetskopi ble tatt: {error}</translation>
    </message>
    <message>
        <source>Backup made:
{path}</source>
        <translation>Sikkerhetskopi tatt:
{path}</translation>
    </message>
    <message>
        <source>There is no backup yet in
{folder}</source>
        <translation>Det finnes ingen sikkerhetskopi ennå i
{folder}</translation>
    </message>
    <message>
        <source>Which backup shall replace the league? Newest first:</source>
        <translation>Hvilken sikkerhetskopi skal erstatte ligaen? Nyeste først:</translation>
    </message>
    <message>
        <source>Replace the league by the backup of {when}?

The league as it is now is backed up first, so nothing is lost.</source>
        <translation>Erstatte ligaen med sikkerhetskopien fra {when}?

Ligaen slik den er nå sikkerhetskopieres først, så ingenting går tapt.</translation>
    </message>
    <message>
        <source>The backup was not restored: {error}</source>
        <translation>Sikkerhetskopien ble ikke gjenopprettet: {error}</translation>
    </message>
    <message>
        <source>The backup is restored. The league as it was is kept in
{path}</source>
        <translation>Sikkerhetskopien er gjenopprettet. Ligaen slik den var er tatt vare på i
{path}</translation>
    </message>
    <message>
        <source>The league was not exported: {error}</source>
        <translation>Ligaen ble ikke eksportert: {error}</translation>
    </message>
    <message>
        <source>Exported {count} matches to
{path}

Import this file on the other computer with File → Import league….</source>
        <translation>Eksporterte {count} kamper til
{path}

Importer filen på den andre datamaskinen med Fil → Importer liga….</translation>
    </message>
    <message>
        <source>Importing the league…</source>
        <translation>Importerer ligaen…</translation>
    </message>
    <message>
        <source>Nothing was imported: {error}</source>
        <translation>Ingenting ble importert: {error}</translation>
    </message>
    <message>
        <source>Imported: {players} new players, {matches} new matches, {extended} matches continued; {same} matches were already here.</source>
        <translation>Importert: {players} nye spillere, {matches} nye kamper, {extended} kamper videreført; {same} kamper fantes allerede.</translation>
    </message>
</context>
<context>
    <name>LeagueView</name>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Eksporter &amp;CSV…</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P]</source>
        <translation>Skriv ut… [Ctrl+P]</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>Lagre som &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Default order</source>
        <translation>Stan&amp;dard rekkefølge</translation>
    </message>
    <message>
        <source>S&amp;tandings for</source>
        <translation>&amp;Tabell for</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Sesong {year}</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle tider</translation>
    </message>
    <message>
        <source>Chosen range</source>
        <translation>Valgt periode</translation>
    </message>
    <message>
        <source>The league could not be read: {error}</source>
        <translation>Ligaen kunne ikke leses: {error}</translation>
    </message>
    <message>
        <source>Reading the league…</source>
        <translation>Leser ligaen…</translation>
    </message>
    <message>
        <source>No finished matches of two or more players in this period.</source>
        <translation>Ingen ferdige kamper med to eller flere spillere i perioden.</translation>
    </message>
    <message>
        <source>Export the league table</source>
        <translation>Eksporter ligatabellen</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Eksporter CSV</translation>
    </message>
    <message>
        <source>Save the league table as PDF</source>
        <translation>Lagre ligatabellen som PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Lagre som PDF</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <source>Print the protocol…</source>
        <translation>Skriv ut protokollen…</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Slik spiller du</translation>
    </message>
    <message>
        <source>Odds…</source>
        <translation>Odds…</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Forlate kampen?</translation>
    </message>
    <message>
        <source>Abandon this match?

{match}

It leaves the list of unfinished matches and does not count in the league. Its throws stay in the league file.</source>
        <translation>Forlate denne kampen?

{match}

Den forsvinner fra listen over uferdige kamper og teller ikke i ligaen. Kastene blir liggende i ligafilen.</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>Kampen kan ikke åpnes</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} begynner</translation>
    </message>
</context>
<context>
    <name>MatchHistory</name>
    <message>
        <source>finished</source>
        <translation>ferdig</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>pågår</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>forlatt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>MatchHistoryView</name>
    <message>
        <source>Both games</source>
        <translation>Begge spillene</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>S&amp;piller</translation>
    </message>
    <message>
        <source>&amp;Season</source>
        <translation>Ses&amp;ong</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Sp&amp;ill</translation>
    </message>
    <message>
        <source>Everybody</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>Alle sesonger</translation>
    </message>
    <message>
        <source>{n} matches</source>
        <translation>{n} kamper</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Keep at least one scoring die.</source>
        <translation>Behold minst én terning som gir poeng.</translation>
    </message>
    <message>
        <source>Roller is played with six dice; no more than six can be kept.</source>
        <translation>Roller spilles med seks terninger; flere enn seks kan ikke beholdes.</translation>
    </message>
    <message>
        <source>Only three {face}s make a Triss; the other {extra} die showing {face} score nothing and cannot be kept.</source>
        <translation>Bare tre {face}-ere blir Triss; {extra} {face}-er til gir ingen poeng og kan ikke beholdes.</translation>
    </message>
    <message>
        <source>Only three {face}s make a Triss; the other {extra} dice showing {face} score nothing and cannot be kept.</source>
        <translation>Bare tre {face}-ere blir Triss; {extra} {face}-ere til gir ingen poeng og kan ikke beholdes.</translation>
    </message>
    <message>
        <source>A single {face} scores nothing: a {face} counts only in a Triss, a Stege or Alla lika.</source>
        <translation>Én {face}-er alene gir ingen poeng: en {face}-er teller bare i Triss, Stege eller Alla lika.</translation>
    </message>
    <message>
        <source>Two {face}s score nothing: a {face} counts only in a Triss, a Stege or Alla lika.</source>
        <translation>To {face}-ere gir ingen poeng: en {face}-er teller bare i Triss, Stege eller Alla lika.</translation>
    </message>
    <message>
        <source>These dice do not form a scoring combination.</source>
        <translation>Disse terningene gir ingen kombinasjon med poeng.</translation>
    </message>
    <message>
        <source>The throw has no more dice showing {faces} to keep.</source>
        <translation>Kastet har ikke flere terninger som viser {faces} å beholde.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before throwing again.</source>
        <translation>Behold minst én terning som gir poeng fra dette kastet før du kaster igjen.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before banking.</source>
        <translation>Behold minst én terning som gir poeng fra dette kastet før du tar poengene.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to keep yet.</source>
        <translation>Kast terningene først; det er ingenting å beholde ennå.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to bank yet.</source>
        <translation>Kast terningene først; det er ingen poeng å ta ennå.</translation>
    </message>
    <message>
        <source>Dice have already been kept from this throw: throw again or bank.</source>
        <translation>Terninger er allerede beholdt fra dette kastet: kast igjen eller ta poengene.</translation>
    </message>
    <message>
        <source>After a ROLLER by Stege or Alla lika, {owed} more scoring die must be kept before banking: throw again.</source>
        <translation>Etter ROLLER med Stege eller Alla lika må {owed} terning til som gir poeng beholdes før du kan ta poengene: kast igjen.</translation>
    </message>
    <message>
        <source>After a ROLLER by Stege or Alla lika, {owed} more scoring dice must be kept before banking: throw again.</source>
        <translation>Etter ROLLER med Stege eller Alla lika må {owed} terninger til som gir poeng beholdes før du kan ta poengene: kast igjen.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det er ingenting å angre.</translation>
    </message>
    <message>
        <source>The match is over; nothing more can be played.</source>
        <translation>Kampen er over; ingenting mer kan spilles.</translation>
    </message>
    <message>
        <source>The race is over; nothing more can be thrown.</source>
        <translation>Løpet er over; ingenting mer kan kastes.</translation>
    </message>
    <message>
        <source>Type the faces the dice show, for example 3 5 1 1 6 2.</source>
        <translation>Skriv hva terningene viser, for eksempel 3 5 1 1 6 2.</translation>
    </message>
    <message>
        <source>“{token}” is not a die face: a die shows 1 to 6.</source>
        <translation>«{token}» er ikke en terningverdi: en terning viser 1 til 6.</translation>
    </message>
    <message>
        <source>{value} is not a die face: a die shows 1 to 6.</source>
        <translation>{value} er ikke en terningverdi: en terning viser 1 til 6.</translation>
    </message>
    <message>
        <source>{wanted} die are thrown here, but {got} were given.</source>
        <translation>Her kastes {wanted} terning, men {got} ble oppgitt.</translation>
    </message>
    <message>
        <source>{wanted} dice are thrown here, but {got} were given.</source>
        <translation>Her kastes {wanted} terninger, men {got} ble oppgitt.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>En spiller trenger et navn.</translation>
    </message>
    <message>
        <source>A name has at most {count} characters.</source>
        <translation>Et navn har høyst {count} tegn.</translation>
    </message>
    <message>
        <source>A name cannot hold control characters.</source>
        <translation>Et navn kan ikke inneholde kontrolltegn.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>Det finnes allerede en spiller som heter {name}.</translation>
    </message>
    <message>
        <source>A match has 1 to {most} seats, not {count}.</source>
        <translation>En kamp har 1 til {most} plasser, ikke {count}.</translation>
    </message>
    <message>
        <source>{name} sits at the table twice.</source>
        <translation>{name} sitter ved bordet to ganger.</translation>
    </message>
    <message>
        <source>Every seat needs a player&apos;s name.</source>
        <translation>Hver plass trenger et spillernavn.</translation>
    </message>
    <message>
        <source>A seat plays with 1 to {most} dice, not {count}.</source>
        <translation>En plass spiller med 1 til {most} terninger, ikke {count}.</translation>
    </message>
    <message>
        <source>A match has 1 to 100 rounds.</source>
        <translation>En kamp har 1 til 100 runder.</translation>
    </message>
    <message>
        <source>The WW limit must be a positive multiple of 50 points.</source>
        <translation>WW-grensen må være et positivt multiplum av 50 poeng.</translation>
    </message>
    <message>
        <source>round {round} of {rounds}</source>
        <translation>runde {round} av {rounds}</translation>
    </message>
    <message>
        <source>{count} throw</source>
        <translation>{count} kast</translation>
    </message>
    <message>
        <source>{count} throws</source>
        <translation>{count} kast</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>ferdig</translation>
    </message>
</context>
<context>
    <name>OddsDialog</name>
    <message>
        <source>Odds</source>
        <translation>Odds</translation>
    </message>
    <message>
        <source>Odds of {game}</source>
        <translation>Odds i {game}</translation>
    </message>
    <message>
        <source>Working out the odds</source>
        <translation>Regner ut oddsen</translation>
    </message>
    <message>
        <source>the usual rules</source>
        <translation>de vanlige reglene</translation>
    </message>
    <message>
        <source>Expected points per round: {points}</source>
        <translation>Ventede poeng per runde: {points}</translation>
    </message>
    <message>
        <source>A round ends RT {rt}, Tjock {tjock}</source>
        <translation>En runde ender RT {rt}, Tjock {tjock}</translation>
    </message>
    <message>
        <source>Chance to reach {points} in {rounds} rounds: {chance}</source>
        <translation>Sjanse for å nå {points} på {rounds} runder: {chance}</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Nothing scores (RT on the first throw, else Tjock)</source>
        <translation>Ingenting gir poeng (RT på første kast, ellers Tjock)</translation>
    </message>
    <message>
        <source>Bank from (points)</source>
        <translation>Ta poengene fra (poeng)</translation>
    </message>
    <message>
        <source>Alone, extra throw</source>
        <translation>Alene, med ekstrakast</translation>
    </message>
    <message>
        <source>Alone, no extra throw</source>
        <translation>Alene, uten ekstrakast</translation>
    </message>
    <message>
        <source>The winner of {n}</source>
        <translation>Vinneren av {n}</translation>
    </message>
    <message>
        <source>A hit</source>
        <translation>Et treff</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>To eller flere</translation>
    </message>
    <message>
        <source>Throws per number</source>
        <translation>Kast per tall</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Løp</translation>
    </message>
    <message>
        <source>Turns on average</source>
        <translation>Turer i snitt</translation>
    </message>
    <message>
        <source>The rules text says</source>
        <translation>Regelteksten sier</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Nøyaktig</translation>
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
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Skriv inn nøyaktig %n terning.</numerusform>
            <numerusform>Skriv inn nøyaktig %n terninger.</numerusform>
        </translation>
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
    <name>PlayerPage</name>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>S&amp;piller</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Sp&amp;ill</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>P&amp;eriod</source>
        <translation>Peri&amp;ode</translation>
    </message>
    <message>
        <source>Fig&amp;ures</source>
        <translation>T&amp;all</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagrammer</translation>
    </message>
    <message>
        <source>Head-&amp;to-head</source>
        <translation>I&amp;nnbyrdes oppgjør</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Sesong</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Kamper</translation>
    </message>
    <message>
        <source>Tjock</source>
        <translation>Tjock</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Tjock rate</source>
        <translation>Tjock-andel</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Beste runde</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Andel seire</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Løp</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Seire</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Snittplassering</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Snitt turer</translation>
    </message>
    <message>
        <source>&amp;Best match: none yet</source>
        <translation>&amp;Beste kamp: ingen ennå</translation>
    </message>
    <message>
        <source>Best &amp;round: none yet</source>
        <translation>Beste &amp;runde: ingen ennå</translation>
    </message>
    <message>
        <source>&amp;Best match: {total} on {day}</source>
        <translation>&amp;Beste kamp: {total} den {day}</translation>
    </message>
    <message>
        <source>Best &amp;round: {points} on {day}</source>
        <translation>Beste &amp;runde: {points} den {day}</translation>
    </message>
    <message>
        <source>Tjock rate: tjock rounds per round played (%)</source>
        <translation>Tjock-andel: runder som gikk tjock per spilt runde (%)</translation>
    </message>
    <message>
        <source>Round results, {period}</source>
        <translation>Resultater per runde, {period}</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle tider</translation>
    </message>
    <message>
        <source>Average total per month</source>
        <translation>Snittsum per måned</translation>
    </message>
    <message>
        <source>Average turns per race, per month</source>
        <translation>Snitt turer per løp, per måned</translation>
    </message>
    <message>
        <source>Win rate per month (%)</source>
        <translation>Andel seire per måned (%)</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Plasseringer</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Together</source>
        <translation>Sammen</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Foran</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Bak</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Likt</translation>
    </message>
    <message>
        <source>Ahead %</source>
        <translation>Foran %</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Vis arkiverte spillere</translation>
    </message>
    <message>
        <source>What Enter does</source>
        <translation>Hva Enter gjør</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Legg til</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Gi nytt navn</translation>
    </message>
    <message>
        <source>Archive / restore</source>
        <translation>Arkiver / gjenopprett</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem med navnet</translation>
    </message>
    <message>
        <source> (archived)</source>
        <translation> (arkivert)</translation>
    </message>
    <message>
        <source>New player:</source>
        <translation>Ny spiller:</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nytt navn for {name}:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
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
        <translation>Tvunget kast etter ROLLER ved Stege eller Alla lika</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Hvem begynner</translation>
    </message>
    <message>
        <source>Extra throw after a finished number</source>
        <translation>Ekstrakast etter et ferdig tall</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Spill om plassene</translation>
    </message>
    <message>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <source>decided by a throw</source>
        <translation>avgjøres med et kast</translation>
    </message>
    <message>
        <source>chosen by the table</source>
        <translation>velges av bordet</translation>
    </message>
</context>
<context>
    <name>ProtocolDialog</name>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>ProtocolView</name>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>&amp;Save place and note</source>
        <translation>La&amp;gre sted og merknad</translation>
    </message>
    <message>
        <source>Pl&amp;ace</source>
        <translation>S&amp;ted</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Merknad</translation>
    </message>
    <message>
        <source>Anal&amp;ysis on the page</source>
        <translation>Anal&amp;yse på siden</translation>
    </message>
    <message>
        <source>Print each player&apos;s analysis with the protocol</source>
        <translation>Skriv ut hver spillers analyse med protokollen</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P]</source>
        <translation>Skriv ut… [Ctrl+P]</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Lagre som P&amp;DF…</translation>
    </message>
    <message>
        <source>Place and note can be added when the match is over.</source>
        <translation>Sted og merknad kan legges til når kampen er over.</translation>
    </message>
    <message>
        <source>Place and note</source>
        <translation>Sted og merknad</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Lagret.</translation>
    </message>
    <message>
        <source>Save the protocol as PDF</source>
        <translation>Lagre protokollen som PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Lagre som PDF</translation>
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
        <source>In 105 the dice showing the number are set aside by themselves: throw.</source>
        <translation>I 105 legges terningene med riktig tall til side av seg selv: kast.</translation>
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
    <message numerus="yes">
        <source>{name} set %n dice aside</source>
        <translation>
            <numerusform>{name} la bort %n terning</numerusform>
            <numerusform>{name} la bort %n terninger</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: no hit</source>
        <translation>{name}: ingen treff</translation>
    </message>
    <message>
        <source>{what}. Now {next}: throw {dice} dice</source>
        <translation>{what}. Nå {next}: kast {dice} terninger</translation>
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
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spiller …</translation>
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
        <translation>Stopp nå</translation>
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
        <translation>Stopp</translation>
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
        <source>Hint: keep {dice} (+{points}); the turn is then worth about {value} points</source>
        <translation>Tips: behold {dice} (+{points}); runden er da verdt omtrent {value} poeng</translation>
    </message>
    <message>
        <source>Hint: bank {points}; throwing on is worth about {value}</source>
        <translation>Tips: ta {points} poeng; å kaste videre er verdt omtrent {value}</translation>
    </message>
    <message>
        <source>Hint: throw on, worth about {value} against {points} banked now</source>
        <translation>Tips: kast videre, verdt omtrent {value} mot {points} om du tar poengene nå</translation>
    </message>
    <message>
        <source>Hint: throw; the turn is worth about {value} points</source>
        <translation>Tips: kast; runden er verdt omtrent {value} poeng</translation>
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
        <translation>Tvunget kast: {owed} terninger som gir poeng mangler</translation>
    </message>
    <message>
        <source>Choose the dice to keep: keys 1-6 or click</source>
        <translation>Velg terninger å beholde: tast 1–6 eller klikk</translation>
    </message>
    <message>
        <source>The computer is choosing its dice.</source>
        <translation>Datamaskinen velger terningene sine.</translation>
    </message>
    <message>
        <source>Keys 1-6 choose dice from a throw: throw the {n} dice left first (Space), or bank (B).</source>
        <translation>Tast 1–6 velger terninger fra et kast: kast først de {n} terningene som er igjen (mellomrom), eller stopp (B).</translation>
    </message>
    <message>
        <source>Keys 1-6 choose dice from a throw: throw first (Space).</source>
        <translation>Tast 1–6 velger terninger fra et kast: kast først (mellomrom).</translation>
    </message>
    <message>
        <source>{name}: Tjock –</source>
        <translation>{name}: Tjock –</translation>
    </message>
    <message>
        <source>{name}: RT</source>
        <translation>{name}: RT</translation>
    </message>
    <message>
        <source>{name} banked {points}</source>
        <translation>{name} tok {points} poeng</translation>
    </message>
    <message>
        <source>{what}. Now {next}: throw six dice</source>
        <translation>{what}. Nå {next}: kast seks terninger</translation>
    </message>
    <message>
        <source>{names}: {points} points</source>
        <translation>{names}: {points} poeng</translation>
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
        <source>{name} is choosing the dice to keep…</source>
        <translation>{name} velger hvilke terninger den beholder …</translation>
    </message>
    <message>
        <source>Throw {dice} dice for {name} and type the faces</source>
        <translation>Kast {dice} terninger for {name} og skriv inn hva de viser</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spiller …</translation>
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
        <source>Off (the dice land at once)</source>
        <translation>Av (terningene lander med en gang)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Dice animation</source>
        <translation>Terninganimasjon</translation>
    </message>
    <message>
        <source>&amp;Dice animation</source>
        <translation>&amp;Terninganimasjon</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lyst</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørkt</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farger</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farger</translation>
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
        <translation>Ligaens spillere (Enter: til bordet)</translation>
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
        <translation>Legg til datamaskin</translation>
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
        <source>Del</source>
        <translation>Del</translation>
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
        <translation>Tvunget kast etter ROLLER (Stege, Alla lika)</translation>
    </message>
    <message>
        <source>Extra throw when a number is done</source>
        <translation>Ekstrakast når et tall er ferdig</translation>
    </message>
    <message>
        <source>Play on for places after the winner</source>
        <translation>Spill om plassene etter vinneren</translation>
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
        <source>careful</source>
        <translation>forsiktig</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>stødig</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>skarp</translation>
    </message>
    <message>
        <source>child</source>
        <translation>barn</translation>
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
    <message>
        <source>How the computer level plays</source>
        <translation>Hvordan datamaskinens nivå spiller</translation>
    </message>
    <message>
        <source>Careful: keeps the most points and banks from 300 or when two dice or fewer are left, like a cautious beginner.</source>
        <translation>Forsiktig: beholder flest poeng og stopper fra 300 eller når høyst to terninger er igjen, som en forsiktig nybegynner.</translation>
    </message>
    <message>
        <source>Steady: plays every turn for the most points on average (the exact solver): hard to beat over a season.</source>
        <translation>Stødig: spiller hver runde for flest poeng i snitt (nøyaktig utregnet): vanskelig å slå over en sesong.</translation>
    </message>
    <message>
        <source>Sharp: plays like steady, and late in the match for the win: takes risks when behind, banks early when ahead.</source>
        <translation>Skarp: spiller som stødig, og sent i kampen for seieren: tar sjanser når den ligger under, stopper tidlig når den leder.</translation>
    </message>
    <message>
        <source>Child: steady&apos;s judgement with a child&apos;s slips: small mistakes are common, big ones rare.</source>
        <translation>Barn: stødigs vurdering med et barns feil: små feil er vanlige, store sjeldne.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>A Stege: one to six</source>
        <translation>En Stege: én til seks</translation>
    </message>
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
        <source>Abandon the chosen match… [Del]</source>
        <translation>Forlat den valgte kampen… [Del]</translation>
    </message>
    <message>
        <source>Abandon the chosen match</source>
        <translation>Forlat den valgte kampen</translation>
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
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} av {rounds}</translation>
    </message>
    <message>
        <source>1 throw</source>
        <translation>1 kast</translation>
    </message>
    <message>
        <source>{count} throws</source>
        <translation>{count} kast</translation>
    </message>
    <message>
        <source>{progress}, {name} to play</source>
        <translation>{progress}, {name} står for tur</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>Updating the league to this version of Roller (a backup is taken first)…</source>
        <translation>Oppdaterer ligaen til denne versjonen av Roller (en sikkerhetskopi tas først)…</translation>
    </message>
</context>
</TS>
