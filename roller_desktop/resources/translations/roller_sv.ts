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
        <source>After the match (against the maximum-expected-points play):</source>
        <translation>Efter matchen (mot spel för flest väntade poäng):</translation>
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
        <source>{name}: gave away {given} expected points · luck {luck} ({points} scored against {expected} expected)</source>
        <translation>{name}: gav bort {given} väntade poäng · tur {luck} ({points} poäng mot {expected} väntade)</translation>
    </message>
    <message>
        <source>hints: {n}</source>
        <translation>tips: {n}</translation>
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
        <source>There is nothing to print on this page.</source>
        <translation>Det finns inget att skriva ut på den här sidan.</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Matchhistorik</translation>
    </message>
    <message>
        <source>The league table is still being read: try again in a moment.</source>
        <translation>Ligatabellen läses fortfarande in: försök igen om en stund.</translation>
    </message>
    <message>
        <source>The match history does not print: open a match (Enter) to print its protocol.</source>
        <translation>Matchhistoriken skrivs inte ut: öppna en match (Enter) för att skriva ut dess protokoll.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>{name}: {game}</source>
        <translation>{name}: {game}</translation>
    </message>
    <message>
        <source>Figures per season</source>
        <translation>Siffror per säsong</translation>
    </message>
    <message>
        <source>This player has no figures to print yet.</source>
        <translation>Den här spelaren har inga siffror att skriva ut än.</translation>
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
        <translation>Matchen är slut</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Rond {n} av {total}</translation>
    </message>
    <message>
        <source>Race over</source>
        <translation>Loppet är slut</translation>
    </message>
    <message>
        <source>105 race</source>
        <translation>105-lopp</translation>
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
        <translation>Match&amp;historik</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spelare</translation>
    </message>
    <message>
        <source>The league is not part of this version.</source>
        <translation>Ligan finns inte i den här versionen.</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>Matchen kan inte öppnas</translation>
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
        <source>Players</source>
        <translation>Spelare</translation>
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
        <translation>Skriv ut spelarens siffror…</translation>
    </message>
    <message>
        <source>Print the protocol…</source>
        <translation>Skriv ut protokollet…</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Inget att skriva ut</translation>
    </message>
    <message>
        <source>Nothing to print here. Ctrl+P prints the protocol during and after a match, the league table on the league page and a protocol opened from the match history.</source>
        <translation>Här finns inget att skriva ut. Ctrl+P skriver ut protokollet under och efter en match, ligatabellen på ligasidan och ett protokoll som öppnats från matchhistoriken.</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Bortgivet</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Väntat</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>After the match (against the maximum-expected-points play)</source>
        <translation>Efter matchen (mot spel för flest väntade poäng)</translation>
    </message>
    <message>
        <source>Given away: expected points lost by the decisions made. Luck: points scored minus points expected.</source>
        <translation>Bortgivet: väntade poäng som besluten kostade. Tur: gjorda poäng minus väntade poäng.</translation>
    </message>
    <message>
        <source>After the match</source>
        <translation>Efter matchen</translation>
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
        <source>Plump ●: {names} ({count} × tjock).</source>
        <translation>Plump ●: {names} ({count} × tjock).</translation>
    </message>
    <message>
        <source>Best round: {name} with {points}.</source>
        <translation>Bästa rond: {name} med {points}.</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alla tider</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Säsong {year}</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then average total.</source>
        <translation>Ordning: rating, sedan andel vinster, sedan snittsumma.</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then fewer turns on average.</source>
        <translation>Ordning: rating, sedan andel vinster, sedan färre turer i snitt.</translation>
    </message>
    <message>
        <source>Rating: every match counts as duels between all players at the table (ahead 1, level ½, behind 0) against the chance the ratings gave, 1 / (1 + 10^((R_other − R) / 400)); a match moves a rating by at most K = 32 (split over the opponents); everybody starts the period at 1500. Beating a strong player gains the most.</source>
        <translation>Rating: varje match räknas som dueller mellan alla spelare vid bordet (före 1, lika ½, efter 0) mot den chans ratingen gav, 1 / (1 + 10^((R_other − R) / 400)); en match flyttar en rating högst K = 32 (delat på motståndarna); alla börjar perioden på 1500. Att slå en stark spelare ger mest.</translation>
    </message>
    <message>
        <source>{game} league</source>
        <translation>Liga i {game}</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>vinnare: {names}</translation>
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
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Skriv in exakt %n tärning.</numerusform>
            <numerusform>Skriv in exakt %n tärningar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the dice to keep first (keys 1-6 or click).</source>
        <translation>Välj först tärningarna att behålla (tangent 1–6 eller klick).</translation>
    </message>
    <message>
        <source>A computer&apos;s move cannot be taken back: only your own selection or bank before the next throw.</source>
        <translation>Datorns drag kan inte ångras: bara ditt eget val eller att stanna, före nästa kast.</translation>
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
        <source>New match</source>
        <translation>Ny match</translation>
    </message>
    <message>
        <source>Print the protocol</source>
        <translation>Skriv ut protokollet</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Liga</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Till startsidan</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Kortkommando: {key}</translation>
    </message>
    <message>
        <source>There is no die {n} on the table.</source>
        <translation>Det finns ingen tärning {n} på bordet.</translation>
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
        <translation>Behåll och spela sedan klokt: väntade poäng för ronden</translation>
    </message>
    <message>
        <source>{n} more</source>
        <translation>{n} till</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Väntade poäng för ronden</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Stanna nu</translation>
    </message>
    <message>
        <source>Throw on</source>
        <translation>Kasta vidare</translation>
    </message>
</context>
<context>
    <name>League</name>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <source>Finished matches of two or more players</source>
        <translation>Avslutade matcher med två eller fler spelare</translation>
    </message>
    <message>
        <source>Won (highest total, ties included) below the WW limit</source>
        <translation>Vunna (högsta summa, delad seger medräknad) under WW-gränsen</translation>
    </message>
    <message>
        <source>Won with a total at or above the WW limit</source>
        <translation>Vunna med en summa på eller över WW-gränsen</translation>
    </message>
    <message>
        <source>Lowest total of the match</source>
        <translation>Lägsta summan i matchen</translation>
    </message>
    <message>
        <source>Most rounds gone tjock in the match (●)</source>
        <translation>Flest tjocka ronder i matchen (●)</translation>
    </message>
    <message>
        <source>Rounds gone tjock, RT included</source>
        <translation>Tjocka ronder, RT medräknat</translation>
    </message>
    <message>
        <source>Råtjock: nothing on the first throw</source>
        <translation>Råtjock: inget på första kastet</translation>
    </message>
    <message>
        <source>Turns where all six dice were kept</source>
        <translation>Ronder där alla sex tärningar behölls</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Average total per match</source>
        <translation>Snittsumma per match</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bäst</translation>
    </message>
    <message>
        <source>Best total of a match</source>
        <translation>Bästa summa i en match</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Andel vinster</translation>
    </message>
    <message>
        <source>Matches won (W and WW) per match played</source>
        <translation>Vunna matcher (W och WW) per spelad match</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s matches (start 1500)</source>
        <translation>Elo-rating över periodens matcher (start 1500)</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Lopp</translation>
    </message>
    <message>
        <source>Finished races of two or more players</source>
        <translation>Avslutade lopp med två eller fler spelare</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vinster</translation>
    </message>
    <message>
        <source>First through the sixes</source>
        <translation>Först igenom sexorna</translation>
    </message>
    <message>
        <source>Races won per race</source>
        <translation>Vunna lopp per lopp</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Snittplacering</translation>
    </message>
    <message>
        <source>Over the races with a place</source>
        <translation>Över loppen med placering</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Snitt turer</translation>
    </message>
    <message>
        <source>Turns per race</source>
        <translation>Turer per lopp</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s races (start 1500)</source>
        <translation>Elo-rating över periodens lopp (start 1500)</translation>
    </message>
</context>
<context>
    <name>LeagueFileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <source>Back up now</source>
        <translation>Säkerhetskopiera nu</translation>
    </message>
    <message>
        <source>Restore from backup…</source>
        <translation>Återställ från säkerhetskopia…</translation>
    </message>
    <message>
        <source>Export league…</source>
        <translation>Exportera ligan…</translation>
    </message>
    <message>
        <source>Import league…</source>
        <translation>Importera liga…</translation>
    </message>
    <message>
        <source>Export league</source>
        <translation>Exportera ligan</translation>
    </message>
    <message>
        <source>League files (*.json)</source>
        <translation>Ligafiler (*.json)</translation>
    </message>
    <message>
        <source>Import league</source>
        <translation>Importera liga</translation>
    </message>
    <message>
        <source>League files (*.json);;All files (*)</source>
        <translation>Ligafiler (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Återställ från säkerhetskopia</translation>
    </message>
    <message>
        <source>No backup was made: {error}</source>
        <translation>Ingen säkerhetskopia gjordes: {error}</translation>
    </message>
    <message>
        <source>Backup made:
{path}</source>
        <translation>Säkerhetskopia gjord:
{path}</translation>
    </message>
    <message>
        <source>There is no backup yet in
{folder}</source>
        <translation>Det finns ingen säkerhetskopia än i
{folder}</translation>
    </message>
    <message>
        <source>Which backup shall replace the league? Newest first:</source>
        <translation>Vilken säkerhetskopia ska ersätta ligan? Nyaste först:</translation>
    </message>
    <message>
        <source>Replace the league by the backup of {when}?

The league as it is now is backed up first, so nothing is lost.</source>
        <translation>Ersätta ligan med säkerhetskopian från {when}?

Ligan som den är nu säkerhetskopieras först, så inget går förlorat.</translation>
    </message>
    <message>
        <source>The backup was not restored: {error}</source>
        <translation>Säkerhetskopian återställdes inte: {error}</translation>
    </message>
    <message>
        <source>The backup is restored. The league as it was is kept in
{path}</source>
        <translation>Säkerhetskopian är återställd. Ligan som den var finns kvar i
{path}</translation>
    </message>
    <message>
        <source>The league was not exported: {error}</source>
        <translation>Ligan exporterades inte: {error}</translation>
    </message>
    <message>
        <source>Exported {count} matches to
{path}

Import this file on the other computer with File → Import league….</source>
        <translation>Exporterade {count} matcher till
{path}

Importera filen på den andra datorn med Arkiv → Importera liga….</translation>
    </message>
    <message>
        <source>Importing the league…</source>
        <translation>Importerar ligan…</translation>
    </message>
    <message>
        <source>Nothing was imported: {error}</source>
        <translation>Inget importerades: {error}</translation>
    </message>
    <message>
        <source>Imported: {players} new players, {matches} new matches, {extended} matches continued; {same} matches were already here.</source>
        <translation>Importerat: {players} nya spelare, {matches} nya matcher, {extended} matcher fortsatta; {same} matcher fanns redan.</translation>
    </message>
</context>
<context>
    <name>LeagueView</name>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportera &amp;CSV…</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P]</source>
        <translation>Skriv ut… [Ctrl+P]</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>Spara som &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Default order</source>
        <translation>Stan&amp;dardordning</translation>
    </message>
    <message>
        <source>S&amp;tandings for</source>
        <translation>&amp;Tabell för</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Säsong {year}</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alla tider</translation>
    </message>
    <message>
        <source>Chosen range</source>
        <translation>Valt intervall</translation>
    </message>
    <message>
        <source>The league could not be read: {error}</source>
        <translation>Ligan kunde inte läsas: {error}</translation>
    </message>
    <message>
        <source>Reading the league…</source>
        <translation>Läser ligan…</translation>
    </message>
    <message>
        <source>No finished matches of two or more players in this period.</source>
        <translation>Inga avslutade matcher med två eller fler spelare under perioden.</translation>
    </message>
    <message>
        <source>Export the league table</source>
        <translation>Exportera ligatabellen</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportera CSV</translation>
    </message>
    <message>
        <source>Save the league table as PDF</source>
        <translation>Spara ligatabellen som PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Spara som PDF</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <source>Print the protocol…</source>
        <translation>Skriv ut protokollet…</translation>
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
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Så spelar du</translation>
    </message>
    <message>
        <source>Odds…</source>
        <translation>Odds…</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Överge matchen?</translation>
    </message>
    <message>
        <source>Abandon this match?

{match}

It leaves the list of unfinished matches and does not count in the league. Its throws stay in the league file.</source>
        <translation>Överge den här matchen?

{match}

Den försvinner ur listan över pågående matcher och räknas inte i ligan. Kasten finns kvar i ligafilen.</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>Matchen kan inte öppnas</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} börjar</translation>
    </message>
</context>
<context>
    <name>MatchHistory</name>
    <message>
        <source>finished</source>
        <translation>avslutad</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>pågår</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>övergiven</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
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
        <translation>Båda spelen</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>S&amp;pelare</translation>
    </message>
    <message>
        <source>&amp;Season</source>
        <translation>Säs&amp;ong</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Sp&amp;el</translation>
    </message>
    <message>
        <source>Everybody</source>
        <translation>Alla</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>Alla säsonger</translation>
    </message>
    <message>
        <source>{n} matches</source>
        <translation>{n} matcher</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Keep at least one scoring die.</source>
        <translation>Behåll minst en poänggivande tärning.</translation>
    </message>
    <message>
        <source>Roller is played with six dice; no more than six can be kept.</source>
        <translation>Roller spelas med sex tärningar; fler än sex kan inte behållas.</translation>
    </message>
    <message>
        <source>Only three {face}s make a Triss; the other {extra} die showing {face} score nothing and cannot be kept.</source>
        <translation>Bara tre {face}:or blir Triss; {extra} {face}:a till ger inga poäng och kan inte behållas.</translation>
    </message>
    <message>
        <source>Only three {face}s make a Triss; the other {extra} dice showing {face} score nothing and cannot be kept.</source>
        <translation>Bara tre {face}:or blir Triss; {extra} {face}:or till ger inga poäng och kan inte behållas.</translation>
    </message>
    <message>
        <source>A single {face} scores nothing: a {face} counts only in a Triss, a Stege or Alla lika.</source>
        <translation>En ensam {face}:a ger inga poäng: en {face}:a räknas bara i Triss, Stege eller Alla lika.</translation>
    </message>
    <message>
        <source>Two {face}s score nothing: a {face} counts only in a Triss, a Stege or Alla lika.</source>
        <translation>Två {face}:or ger inga poäng: en {face}:a räknas bara i Triss, Stege eller Alla lika.</translation>
    </message>
    <message>
        <source>These dice do not form a scoring combination.</source>
        <translation>De här tärningarna ger ingen poänggivande kombination.</translation>
    </message>
    <message>
        <source>The throw has no more dice showing {faces} to keep.</source>
        <translation>Kastet har inga fler tärningar som visar {faces} att behålla.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before throwing again.</source>
        <translation>Behåll minst en poänggivande tärning från det här kastet innan du kastar igen.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before banking.</source>
        <translation>Behåll minst en poänggivande tärning från det här kastet innan du stannar.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to keep yet.</source>
        <translation>Kasta tärningarna först; det finns inget att behålla än.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to bank yet.</source>
        <translation>Kasta tärningarna först; det finns inget att stanna på än.</translation>
    </message>
    <message>
        <source>Dice have already been kept from this throw: throw again or bank.</source>
        <translation>Tärningar är redan behållna från det här kastet: kasta igen eller stanna.</translation>
    </message>
    <message>
        <source>After a ROLLER by Stege or Alla lika, {owed} more scoring die must be kept before banking: throw again.</source>
        <translation>Efter ROLLER med Stege eller Alla lika måste {owed} poänggivande tärning till behållas innan du får stanna: kasta igen.</translation>
    </message>
    <message>
        <source>After a ROLLER by Stege or Alla lika, {owed} more scoring dice must be kept before banking: throw again.</source>
        <translation>Efter ROLLER med Stege eller Alla lika måste {owed} poänggivande tärningar till behållas innan du får stanna: kasta igen.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det finns inget att ångra.</translation>
    </message>
    <message>
        <source>The match is over; nothing more can be played.</source>
        <translation>Matchen är slut; inget mer kan spelas.</translation>
    </message>
    <message>
        <source>The race is over; nothing more can be thrown.</source>
        <translation>Loppet är slut; inget mer kan kastas.</translation>
    </message>
    <message>
        <source>Type the faces the dice show, for example 3 5 1 1 6 2.</source>
        <translation>Skriv vad tärningarna visar, till exempel 3 5 1 1 6 2.</translation>
    </message>
    <message>
        <source>“{token}” is not a die face: a die shows 1 to 6.</source>
        <translation>”{token}” är inget tärningsvärde: en tärning visar 1 till 6.</translation>
    </message>
    <message>
        <source>{value} is not a die face: a die shows 1 to 6.</source>
        <translation>{value} är inget tärningsvärde: en tärning visar 1 till 6.</translation>
    </message>
    <message>
        <source>{wanted} die are thrown here, but {got} were given.</source>
        <translation>Här kastas {wanted} tärning, men {got} angavs.</translation>
    </message>
    <message>
        <source>{wanted} dice are thrown here, but {got} were given.</source>
        <translation>Här kastas {wanted} tärningar, men {got} angavs.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>En spelare behöver ett namn.</translation>
    </message>
    <message>
        <source>A name has at most {count} characters.</source>
        <translation>Ett namn har högst {count} tecken.</translation>
    </message>
    <message>
        <source>A name cannot hold control characters.</source>
        <translation>Ett namn kan inte innehålla styrtecken.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>Det finns redan en spelare som heter {name}.</translation>
    </message>
    <message>
        <source>A match has 1 to {most} seats, not {count}.</source>
        <translation>En match har 1 till {most} platser, inte {count}.</translation>
    </message>
    <message>
        <source>{name} sits at the table twice.</source>
        <translation>{name} sitter vid bordet två gånger.</translation>
    </message>
    <message>
        <source>Every seat needs a player&apos;s name.</source>
        <translation>Varje plats behöver en spelares namn.</translation>
    </message>
    <message>
        <source>A seat plays with 1 to {most} dice, not {count}.</source>
        <translation>En plats spelar med 1 till {most} tärningar, inte {count}.</translation>
    </message>
    <message>
        <source>A match has 1 to 100 rounds.</source>
        <translation>En match har 1 till 100 ronder.</translation>
    </message>
    <message>
        <source>The WW limit must be a positive multiple of 50 points.</source>
        <translation>WW-gränsen måste vara en positiv multipel av 50 poäng.</translation>
    </message>
    <message>
        <source>round {round} of {rounds}</source>
        <translation>rond {round} av {rounds}</translation>
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
        <translation>avslutad</translation>
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
        <translation>Räknar ut oddsen</translation>
    </message>
    <message>
        <source>the usual rules</source>
        <translation>de vanliga reglerna</translation>
    </message>
    <message>
        <source>Expected points per round: {points}</source>
        <translation>Väntade poäng per rond: {points}</translation>
    </message>
    <message>
        <source>A round ends RT {rt}, Tjock {tjock}</source>
        <translation>En rond slutar RT {rt}, Tjock {tjock}</translation>
    </message>
    <message>
        <source>Chance to reach {points} in {rounds} rounds: {chance}</source>
        <translation>Chans att nå {points} på {rounds} ronder: {chance}</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>Nothing scores (RT on the first throw, else Tjock)</source>
        <translation>Inget ger poäng (RT på första kastet, annars Tjock)</translation>
    </message>
    <message>
        <source>Bank from (points)</source>
        <translation>Stanna från (poäng)</translation>
    </message>
    <message>
        <source>Alone, extra throw</source>
        <translation>Ensam, med extrakast</translation>
    </message>
    <message>
        <source>Alone, no extra throw</source>
        <translation>Ensam, utan extrakast</translation>
    </message>
    <message>
        <source>The winner of {n}</source>
        <translation>Vinnaren av {n}</translation>
    </message>
    <message>
        <source>A hit</source>
        <translation>En träff</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Två eller fler</translation>
    </message>
    <message>
        <source>Throws per number</source>
        <translation>Kast per siffra</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Lopp</translation>
    </message>
    <message>
        <source>Turns on average</source>
        <translation>Turer i snitt</translation>
    </message>
    <message>
        <source>The rules text says</source>
        <translation>Regeltexten säger</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
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
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Skriv in exakt %n tärning.</numerusform>
            <numerusform>Skriv in exakt %n tärningar.</numerusform>
        </translation>
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
    <name>PlayerPage</name>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>S&amp;pelare</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Sp&amp;el</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>P&amp;eriod</source>
        <translation>Peri&amp;od</translation>
    </message>
    <message>
        <source>Fig&amp;ures</source>
        <translation>S&amp;iffror</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Diagram</translation>
    </message>
    <message>
        <source>Head-&amp;to-head</source>
        <translation>I&amp;nbördes möten</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Säsong</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
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
        <translation>Tjockandel</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bäst</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Bästa rond</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Andel vinster</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Lopp</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vinster</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Snittplacering</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Snitt turer</translation>
    </message>
    <message>
        <source>&amp;Best match: none yet</source>
        <translation>&amp;Bästa match: ingen än</translation>
    </message>
    <message>
        <source>Best &amp;round: none yet</source>
        <translation>Bästa &amp;rond: ingen än</translation>
    </message>
    <message>
        <source>&amp;Best match: {total} on {day}</source>
        <translation>&amp;Bästa match: {total} den {day}</translation>
    </message>
    <message>
        <source>Best &amp;round: {points} on {day}</source>
        <translation>Bästa &amp;rond: {points} den {day}</translation>
    </message>
    <message>
        <source>Tjock rate: tjock rounds per round played (%)</source>
        <translation>Tjockandel: ronder som gick tjock per spelad rond (%)</translation>
    </message>
    <message>
        <source>Round results, {period}</source>
        <translation>Rondresultat, {period}</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alla tider</translation>
    </message>
    <message>
        <source>Average total per month</source>
        <translation>Snittsumma per månad</translation>
    </message>
    <message>
        <source>Average turns per race, per month</source>
        <translation>Snitt turer per lopp, per månad</translation>
    </message>
    <message>
        <source>Win rate per month (%)</source>
        <translation>Andel vinster per månad (%)</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Placeringar</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Together</source>
        <translation>Tillsammans</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Före</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Efter</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Lika</translation>
    </message>
    <message>
        <source>Ahead %</source>
        <translation>Före %</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Visa arkiverade spelare</translation>
    </message>
    <message>
        <source>What Enter does</source>
        <translation>Vad Enter gör</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Lägg till</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Byt namn</translation>
    </message>
    <message>
        <source>Archive / restore</source>
        <translation>Arkivera / återställ</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem med namnet</translation>
    </message>
    <message>
        <source> (archived)</source>
        <translation> (arkiverad)</translation>
    </message>
    <message>
        <source>New player:</source>
        <translation>Ny spelare:</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nytt namn för {name}:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
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
        <source>Starter</source>
        <translation>Vem börjar</translation>
    </message>
    <message>
        <source>Extra throw after a finished number</source>
        <translation>Extrakast efter en klar siffra</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Spela om placeringar</translation>
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
        <translation>avgörs med ett kast</translation>
    </message>
    <message>
        <source>chosen by the table</source>
        <translation>väljs av bordet</translation>
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
        <translation>Spa&amp;ra plats och anteckning</translation>
    </message>
    <message>
        <source>Pl&amp;ace</source>
        <translation>Pla&amp;ts</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>A&amp;nteckning</translation>
    </message>
    <message>
        <source>Anal&amp;ysis on the page</source>
        <translation>Anal&amp;ys på sidan</translation>
    </message>
    <message>
        <source>Print each player&apos;s analysis with the protocol</source>
        <translation>Skriv ut varje spelares analys med protokollet</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P]</source>
        <translation>Skriv ut… [Ctrl+P]</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Spara som P&amp;DF…</translation>
    </message>
    <message>
        <source>Place and note can be added when the match is over.</source>
        <translation>Plats och anteckning kan läggas till när matchen är slut.</translation>
    </message>
    <message>
        <source>Place and note</source>
        <translation>Plats och anteckning</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Sparat.</translation>
    </message>
    <message>
        <source>Save the protocol as PDF</source>
        <translation>Spara protokollet som PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Spara som PDF</translation>
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
        <source>In 105 the dice showing the number are set aside by themselves: throw.</source>
        <translation>I 105 läggs tärningarna med rätt siffra undan av sig själva: kasta.</translation>
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
    <message numerus="yes">
        <source>{name} set %n dice aside</source>
        <translation>
            <numerusform>{name} lade undan %n tärning</numerusform>
            <numerusform>{name} lade undan %n tärningar</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: no hit</source>
        <translation>{name}: ingen träff</translation>
    </message>
    <message>
        <source>{what}. Now {next}: throw {dice} dice</source>
        <translation>{what}. Nu {next}: kasta {dice} tärningar</translation>
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
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spelar …</translation>
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
        <source>Hint: keep {dice} (+{points}); the turn is then worth about {value} points</source>
        <translation>Tips: behåll {dice} (+{points}); ronden är då värd ungefär {value} poäng</translation>
    </message>
    <message>
        <source>Hint: bank {points}; throwing on is worth about {value}</source>
        <translation>Tips: stanna på {points}; att kasta vidare är värt ungefär {value}</translation>
    </message>
    <message>
        <source>Hint: throw on, worth about {value} against {points} banked now</source>
        <translation>Tips: kasta vidare, värt ungefär {value} mot {points} om du stannar nu</translation>
    </message>
    <message>
        <source>Hint: throw; the turn is worth about {value} points</source>
        <translation>Tips: kasta; ronden är värd ungefär {value} poäng</translation>
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
        <source>The computer is choosing its dice.</source>
        <translation>Datorn väljer sina tärningar.</translation>
    </message>
    <message>
        <source>Keys 1-6 choose dice from a throw: throw the {n} dice left first (Space), or bank (B).</source>
        <translation>Tangent 1–6 väljer tärningar ur ett kast: kasta först de {n} tärningar som är kvar (mellanslag), eller stanna (B).</translation>
    </message>
    <message>
        <source>Keys 1-6 choose dice from a throw: throw first (Space).</source>
        <translation>Tangent 1–6 väljer tärningar ur ett kast: kasta först (mellanslag).</translation>
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
        <translation>{name} stannade på {points}</translation>
    </message>
    <message>
        <source>{what}. Now {next}: throw six dice</source>
        <translation>{what}. Nu {next}: kasta sex tärningar</translation>
    </message>
    <message>
        <source>{names}: {points} points</source>
        <translation>{names}: {points} poäng</translation>
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
        <source>{name} is choosing the dice to keep…</source>
        <translation>{name} väljer vilka tärningar den behåller …</translation>
    </message>
    <message>
        <source>Throw {dice} dice for {name} and type the faces</source>
        <translation>Kasta {dice} tärningar åt {name} och skriv in vad de visar</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spelar …</translation>
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
        <source>Off (the dice land at once)</source>
        <translation>Av (tärningarna landar direkt)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Dice animation</source>
        <translation>Tärningsanimation</translation>
    </message>
    <message>
        <source>&amp;Dice animation</source>
        <translation>&amp;Tärningsanimation</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Ljust</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mörkt</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Färger</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Färger</translation>
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
        <translation>Ligans spelare (Enter: till bordet)</translation>
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
        <translation>Lägg till dator</translation>
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
        <source>Del</source>
        <translation>Del</translation>
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
        <source>careful</source>
        <translation>försiktig</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>stadig</translation>
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
    <message>
        <source>How the computer level plays</source>
        <translation>Hur datorns nivå spelar</translation>
    </message>
    <message>
        <source>Careful: keeps the most points and banks from 300 or when two dice or fewer are left, like a cautious beginner.</source>
        <translation>Försiktig: behåller flest poäng och stannar från 300 eller när högst två tärningar är kvar, som en försiktig nybörjare.</translation>
    </message>
    <message>
        <source>Steady: plays every turn for the most points on average (the exact solver): hard to beat over a season.</source>
        <translation>Stadig: spelar varje rond för flest poäng i snitt (exakt uträknat): svår att slå över en säsong.</translation>
    </message>
    <message>
        <source>Sharp: plays like steady, and late in the match for the win: takes risks when behind, banks early when ahead.</source>
        <translation>Skarp: spelar som stadig, och sent i matchen för segern: tar risker när den ligger efter, stannar tidigt när den leder.</translation>
    </message>
    <message>
        <source>Child: steady&apos;s judgement with a child&apos;s slips: small mistakes are common, big ones rare.</source>
        <translation>Barn: stadigs omdöme med ett barns misstag: små fel är vanliga, stora sällsynta.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>A Stege: one to six</source>
        <translation>En Stege: ett till sex</translation>
    </message>
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
        <source>Abandon the chosen match… [Del]</source>
        <translation>Överge den valda matchen… [Del]</translation>
    </message>
    <message>
        <source>Abandon the chosen match</source>
        <translation>Överge den valda matchen</translation>
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
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Rond {round} av {rounds}</translation>
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
        <translation>{progress}, {name} står på tur</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>Updating the league to this version of Roller (a backup is taken first)…</source>
        <translation>Uppdaterar ligan till den här versionen av Roller (en säkerhetskopia tas först)…</translation>
    </message>
</context>
</TS>
