<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{championship}, qualifying round {round}</source>
        <translation>{championship}, kvalifiseringsrunde {round}</translation>
    </message>
    <message>
        <source>Seating by table: seat 1 starts, the others follow clockwise.</source>
        <translation>Bordplassering: plass 1 begynner, de andre følger med klokka.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message>
        <source>Seating by name</source>
        <translation>Plassering etter navn</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>{seat}. {name}</source>
        <translation>{seat}. {name}</translation>
    </message>
    <message>
        <source>Seat 1 starts; the turn goes clockwise.</source>
        <translation>Plass 1 begynner; så går det med klokka.</translation>
    </message>
    <message>
        <source>{championship}: final standings</source>
        <translation>{championship}: sluttstilling</translation>
    </message>
    <message>
        <source>{championship}: standings so far</source>
        <translation>{championship}: stillingen så langt</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Kamper</translation>
    </message>
    <message>
        <source>WW</source>
        <translation>WW</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
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
    <message numerus="yes">
        <source>{name} starts with %n points</source>
        <translation>
            <numerusform>{name} starter med %n poeng</numerusform>
            <numerusform>{name} starter med %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Roller protocol</source>
        <translation>Roller-protokoll</translation>
    </message>
    <message>
        <source>{championship}: the final</source>
        <translation>{championship}: finalen</translation>
    </message>
    <message>
        <source>{championship}: qualifying round {round}, table {table}</source>
        <translation>{championship}: kvalifiseringsrunde {round}, bord {table}</translation>
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
        <translation>Etter kampen (sammenlignet med spillet som gir flest forventede poeng):</translation>
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
        <source>{name}: gave away {given} expected points · luck {luck} ({points} scored against {expected} expected)</source>
        <translation>{name}: tapte {given} forventede poeng på valg · terningflaks {luck} ({points} poeng mot {expected} forventet)</translation>
    </message>
    <message>
        <source>hints: {n}</source>
        <translation>tips: {n}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Tapt på valg</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Terningflaks</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Poeng</translation>
    </message>
    <message numerus="yes">
        <source>The same dice at %n tables of the round</source>
        <translation>
            <numerusform>Samme terninger ved %n bord i kvalifiseringsrunden</numerusform>
            <numerusform>Samme terninger ved %n bord i kvalifiseringsrunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare the players…</source>
        <translation>Sammenlign spillerne…</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Forventet</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>After the match (against the maximum-expected-points play)</source>
        <translation>Etter kampen (sammenlignet med spillet som gir flest forventede poeng)</translation>
    </message>
    <message>
        <source>Given away: expected points lost by the decisions made. Luck: points scored minus points expected.</source>
        <translation>Tapt på valg: forventede poeng som valgene kostet. Terningflaks: oppnådde poeng minus forventede poeng.</translation>
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
        <source>(kids&apos; mode)</source>
        <translation>(barnemodus)</translation>
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
    <message numerus="yes">
        <source>{name}: total {total}, with a handicap of %n points</source>
        <translation>
            <numerusform>{name}: sum {total}, med et handikap på %n poeng</numerusform>
            <numerusform>{name}: sum {total}, med et handikap på %n poeng</numerusform>
        </translation>
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
        <source>Total</source>
        <comment>short: under the round numbers of a narrow protocol</comment>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Symbols</source>
        <comment>short: under the round numbers of a narrow protocol</comment>
        <translation>Symb.</translation>
    </message>
    <message>
        <source>Total</source>
        <comment>shortest: under the round numbers of a very narrow protocol</comment>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Symbols</source>
        <comment>shortest: under the round numbers of a very narrow protocol</comment>
        <translation>Sym.</translation>
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
        <source>Sur mun: {names}.</source>
        <translation>Sur mun: {names}.</translation>
    </message>
    <message>
        <source>Plump ●: {names} ({count} × tjock).</source>
        <translation>Plump ●: {names} (runder med tjock: {count}).</translation>
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
        <source>Average and Best count the matches of {rounds} rounds only: blank where there is none.</source>
        <translation>Snitt og Best teller bare kamper på {rounds} runder: tomme for den som ikke har spilt noen.</translation>
    </message>
    <message>
        <source>Rating: every race counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one race moves a rating by at most 32. How it is reckoned: Help (F1), The league.</source>
        <translation>Rating: hvert løp teller som en duell mot hver av de andre ved bordet; å slå en sterk spiller gir mest, å tape mot en svak koster mest. Alle begynner perioden på 1500, og ett løp endrer en rating med høyst 32. Hvordan den regnes ut: Hjelp (F1), Ligaen.</translation>
    </message>
    <message>
        <source>Rating: every match counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one match moves a rating by at most 32. How it is reckoned: Help (F1), The league.</source>
        <translation>Rating: hver kamp teller som en duell mot hver av de andre ved bordet; å slå en sterk spiller gir mest, å tape mot en svak koster mest. Alle begynner perioden på 1500, og en kamp endrer en rating med høyst 32. Hvordan den regnes ut: Hjelp (F1), Ligaen.</translation>
    </message>
    <message>
        <source>{game} league</source>
        <translation>Liga i {game}</translation>
    </message>
    <message>
        <source>void {date}: {reason}</source>
        <translation>ugyldig {date}: {reason}</translation>
    </message>
    <message>
        <source>void: {reason}</source>
        <translation>ugyldig: {reason}</translation>
    </message>
    <message>
        <source>{game} (practice)</source>
        <translation>{game} (trening)</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>vinner: {names}</translation>
    </message>
    <message>
        <source>{name} is not a Roller league, so it cannot be opened. It has not been changed.</source>
        <translation>{name} er ikke en Roller-liga og kan ikke åpnes. Filen er ikke endret.</translation>
    </message>
    <message>
        <source>The league {name} is damaged and cannot be opened. It has not been changed.</source>
        <translation>Ligaen {name} er skadet og kan ikke åpnes. Filen er ikke endret.</translation>
    </message>
    <message>
        <source>The league {name} was written by a newer version of Roller. Install that version to open it; the file has not been changed.</source>
        <translation>Ligaen {name} ble skrevet av en nyere versjon av Roller. Installer den versjonen for å åpne den; filen er ikke endret.</translation>
    </message>
    <message>
        <source>The league {name} is open in another Roller window or program. Close that one first, then try again.</source>
        <translation>Ligaen {name} er åpen i et annet Roller-vindu eller program. Lukk det først, og prøv igjen.</translation>
    </message>
    <message>
        <source>The league {name} cannot be opened.</source>
        <translation>Ligaen {name} kan ikke åpnes.</translation>
    </message>
    <message numerus="yes">
        <source>The backup holds %Ln finished matches</source>
        <translation>
            <numerusform>Sikkerhetskopien inneholder %Ln ferdigspilt kamp</numerusform>
            <numerusform>Sikkerhetskopien inneholder %Ln ferdigspilte kamper</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the backup</source>
        <translation>Kontrollerer sikkerhetskopien</translation>
    </message>
    <message>
        <source>Reading what the backup holds…</source>
        <translation>Leser hva sikkerhetskopien inneholder…</translation>
    </message>
    <message>
        <source>The newest backup is from {when}. It has not been checked yet, so it is being checked whole now, before it can be restored (a while for a large league).</source>
        <translation>Den nyeste sikkerhetskopien er fra {when}. Den er ikke kontrollert ennå, så den kontrolleres nå i sin helhet før den kan gjenopprettes (det tar en stund hvis ligaen er stor).</translation>
    </message>
    <message numerus="yes">
        <source>%n newer backups failed the check and were set aside, never offered.</source>
        <translation>
            <numerusform>%n nyere sikkerhetskopi besto ikke kontrollen og er lagt til side; den tilbys aldri.</numerusform>
            <numerusform>%n nyere sikkerhetskopier besto ikke kontrollen og er lagt til side; de tilbys aldri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n backups failed the check and were set aside, never offered.</source>
        <translation>
            <numerusform>%n sikkerhetskopi besto ikke kontrollen og er lagt til side; den tilbys aldri.</numerusform>
            <numerusform>%n sikkerhetskopier besto ikke kontrollen og er lagt til side; de tilbys aldri.</numerusform>
        </translation>
    </message>
    <message>
        <source>The newest good backup is from {when}. Restore it and the league opens as it was then; the damaged file stays beside it under a new name, never deleted.</source>
        <translation>Den nyeste feilfrie sikkerhetskopien er fra {when}. Gjenopprett den, så åpnes ligaen slik den var da; den skadede filen blir liggende ved siden av under et nytt navn og slettes aldri.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Gjenopprett sikkerhetskopien</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>No good backup was found beside it.</source>
        <translation>Ingen feilfri sikkerhetskopi ble funnet ved siden av ligaen.</translation>
    </message>
    <message>
        <source>Checking and restoring the newest good backup…</source>
        <translation>Kontrollerer og gjenoppretter den nyeste feilfrie sikkerhetskopien…</translation>
    </message>
    <message>
        <source>The backup was not restored: {error}</source>
        <translation>Sikkerhetskopien ble ikke gjenopprettet: {error}</translation>
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
        <source>Enter a paper protocol</source>
        <translation>Skriv inn en papirprotokoll</translation>
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
        <source>Drills</source>
        <translation>Øvinger</translation>
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
        <source>&amp;Drills from your matches</source>
        <translation>Ø&amp;vinger fra kampene dine</translation>
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
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} started</source>
        <translation>{name} begynte</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Ved bordet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>WW: winner who reached the dream limit</source>
        <translation>WW: vinner som nådde drømmegrensen</translation>
    </message>
    <message>
        <source>WW: the dream limit reached!</source>
        <translation>WW: drømmegrensen nådd!</translation>
    </message>
    <message>
        <source>at {faces}</source>
        <translation>på {faces}</translation>
    </message>
    <message>
        <source>{computer} (practice)</source>
        <translation>{computer} (trening)</translation>
    </message>
    <message>
        <source>A computer seat: its matches are practice, counted here because Settings take matches against computers into the league.</source>
        <translation>En plass for datamaskinen: kampene dens er trening og telles her fordi Innstillinger tar med kamper mot datamaskinen i ligaen.</translation>
    </message>
    <message>
        <source>Date: ______________</source>
        <translation>Dato: ______________</translation>
    </message>
    <message>
        <source>Place: ______________</source>
        <translation>Sted: ______________</translation>
    </message>
    <message>
        <source>A paper protocol: ROLLER, hints, luck and decisions are not recorded for this match.</source>
        <translation>En protokoll på papir: ROLLER, tips, terningflaks og valg er ikke registrert for denne kampen.</translation>
    </message>
    <message>
        <source>{game} (paper)</source>
        <translation>{game} (papir)</translation>
    </message>
    <message>
        <source>{when}: finishing order {old} → {new}</source>
        <translation>{when}: plasseringer {old} → {new}</translation>
    </message>
    <message>
        <source>{when}: round {round}, {name}: {old} → {new}</source>
        <translation>{when}: runde {round}, {name}: {old} → {new}</translation>
    </message>
    <message>
        <source>finished, corrected</source>
        <translation>ferdig, korrigert</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Mesterskap</translation>
    </message>
    <message>
        <source>New championship…</source>
        <translation>Nytt mesterskap…</translation>
    </message>
    <message>
        <source>Round&apos;s papers as PDF…</source>
        <translation>Bordenes papirer som PDF…</translation>
    </message>
    <message>
        <source>Table&apos;s file…</source>
        <translation>Bordfil…</translation>
    </message>
    <message>
        <source>Standings for the room</source>
        <translation>Stillingen for salen</translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation>Bestem finalebordet</translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation>Sen ankomst…</translation>
    </message>
    <message>
        <source>Play the chosen table…</source>
        <translation>Spill kampen ved det valgte bordet…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Avmelding…</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Flere handlinger</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Mer…</translation>
    </message>
    <message>
        <source>The page&apos;s other actions, each with its key</source>
        <translation>Sidens andre handlinger, hver med sin tast</translation>
    </message>
    <message>
        <source>There is no championship to print yet.</source>
        <translation>Det finnes ikke noe mesterskap å skrive ut ennå.</translation>
    </message>
    <message>
        <source>Keeper&apos;s log</source>
        <translation>Endringslogg</translation>
    </message>
    <message>
        <source>The keeper&apos;s log does not print: `roller-desktop log` lists it as text.</source>
        <translation>Endringsloggen skrives ikke ut: `roller-desktop log` lister den som tekst.</translation>
    </message>
    <message>
        <source>&amp;Keeper&apos;s log</source>
        <translation>&amp;Endringslogg</translation>
    </message>
    <message>
        <source>a match no longer in the league</source>
        <translation>en kamp som ikke lenger er i ligaen</translation>
    </message>
    <message>
        <source>{game} of {date} ({players})</source>
        <translation>{game} fra {date} ({players})</translation>
    </message>
    <message numerus="yes">
        <source>{name} merged into {into} (%n matches)</source>
        <translation>
            <numerusform>{name} slått sammen med {into} (%n kamp)</numerusform>
            <numerusform>{name} slått sammen med {into} (%n kamper)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} split from {into} again</source>
        <translation>{name} delt opp fra {into} igjen</translation>
    </message>
    <message>
        <source>{match} void: {reason}</source>
        <translation>{match} erklært ugyldig: {reason}</translation>
    </message>
    <message>
        <source>{match} back in the league</source>
        <translation>{match} tilbake i ligaen</translation>
    </message>
    <message>
        <source>date {old} → {new}</source>
        <translation>dato {old} → {new}</translation>
    </message>
    <message>
        <source>place {old} → {new}</source>
        <translation>sted {old} → {new}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>{match} mended: {what}</source>
        <translation>{match} rettet: {what}</translation>
    </message>
    <message>
        <source>{old} renamed {new}</source>
        <translation>{old} fikk nytt navn {new}</translation>
    </message>
    <message>
        <source>{name} archived</source>
        <translation>{name} arkivert</translation>
    </message>
    <message>
        <source>{name} back from the archive</source>
        <translation>{name} tilbake fra arkivet</translation>
    </message>
    <message>
        <source>{match} corrected: {what}</source>
        <translation>{match} korrigert: {what}</translation>
    </message>
    <message numerus="yes">
        <source>%n new players</source>
        <translation>
            <numerusform>%n ny spiller</numerusform>
            <numerusform>%n nye spillere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paper protocols {file} imported: %n matches</source>
        <translation>
            <numerusform>Papirprotokoll {file} importert: %n kamp</numerusform>
            <numerusform>Papirprotokoll {file} importert: %n kamper</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>League file {file} imported: %n new matches</source>
        <translation>
            <numerusform>Ligafilen {file} importert: %n ny kamp</numerusform>
            <numerusform>Ligafilen {file} importert: %n nye kamper</numerusform>
        </translation>
    </message>
    <message>
        <source>{what}, {players}</source>
        <translation>{what}, {players}</translation>
    </message>
    <message>
        <source>places {old} → {new}</source>
        <translation>plasser {old} → {new}</translation>
    </message>
    <message>
        <source>{name}, round {round}: {old} → {new}</source>
        <translation>{name}, runde {round}: {old} → {new}</translation>
    </message>
    <message>
        <source>Import undone</source>
        <comment>a kind of change</comment>
        <translation>Angret import</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Angret</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Merge</source>
        <comment>a kind of change</comment>
        <translation>Sammenslåing</translation>
    </message>
    <message>
        <source>{file} ({lines})</source>
        <translation>{file} ({lines})</translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n linje</numerusform>
            <numerusform>%n linjer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players taken out</source>
        <translation>
            <numerusform>%n spiller tatt ut</numerusform>
            <numerusform>%n spillere tatt ut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import of {file} undone: %n matches taken out</source>
        <translation>
            <numerusform>Importen av {file} angret: %n kamp tatt ut</numerusform>
            <numerusform>Importen av {file} angret: %n kamper tatt ut</numerusform>
        </translation>
    </message>
    <message>
        <source>Split</source>
        <comment>a kind of change</comment>
        <translation>Oppdeling</translation>
    </message>
    <message>
        <source>Void</source>
        <comment>a kind of change</comment>
        <translation>Ugyldig</translation>
    </message>
    <message>
        <source>Restore</source>
        <comment>a kind of change</comment>
        <translation>Gjenoppretting</translation>
    </message>
    <message>
        <source>Date and place</source>
        <comment>a kind of change</comment>
        <translation>Dato og sted</translation>
    </message>
    <message>
        <source>Import</source>
        <comment>a kind of change</comment>
        <translation>Import</translation>
    </message>
    <message>
        <source>Rename</source>
        <comment>a kind of change</comment>
        <translation>Navnebytte</translation>
    </message>
    <message>
        <source>Archive</source>
        <comment>a kind of change</comment>
        <translation>Arkivering</translation>
    </message>
    <message>
        <source>Correction</source>
        <comment>a kind of change</comment>
        <translation>Korrigering</translation>
    </message>
    <message>
        <source>The keeper&apos;s log</source>
        <translation>Endringsloggen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Når</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Endring</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Hva</translation>
    </message>
    <message>
        <source>No changes yet: merges, voids, mends, corrections and imports show here.</source>
        <translation>Ingen endringer ennå: sammenslåinger, ugyldige kamper, rettelser, korrigeringer og importer vises her.</translation>
    </message>
    <message>
        <source>Undo… [{key}]</source>
        <translation>Angre… [{key}]</translation>
    </message>
    <message>
        <source>Undo…</source>
        <translation>Angre…</translation>
    </message>
    <message>
        <source>Choose a change to undo.</source>
        <translation>Velg en endring å angre.</translation>
    </message>
    <message>
        <source>That change was undone already.</source>
        <translation>Den endringen er allerede angret.</translation>
    </message>
    <message>
        <source>That change has no undo of its own.</source>
        <translation>Den endringen kan ikke angres for seg.</translation>
    </message>
    <message>
        <source>Undo a change</source>
        <translation>Angre en endring</translation>
    </message>
    <message>
        <source>Undo this change of {date}?

{what}

{effect}</source>
        <translation>Angre denne endringen fra {date}?

{what}

{effect}</translation>
    </message>
    <message>
        <source>The two are split again: each match back to the player who played it.</source>
        <translation>De to deles opp igjen: hver kamp tilbake til spilleren som spilte den.</translation>
    </message>
    <message>
        <source>The two are merged into one player again.</source>
        <translation>De to slås sammen til én spiller igjen.</translation>
    </message>
    <message>
        <source>The match comes back into the league and every figure.</source>
        <translation>Kampen kommer tilbake i ligaen og alle tall.</translation>
    </message>
    <message>
        <source>The match is void again: out of the league, still in the history.</source>
        <translation>Kampen blir ugyldig igjen: ute av ligaen, igjen i historikken.</translation>
    </message>
    <message>
        <source>The matches and players this import added leave the league; what it brought is saved in the log, and importing the file again brings it back.</source>
        <translation>Kampene og spillerne denne importen la til, går ut av ligaen; det den førte inn, tas vare på i loggen, og å importere filen igjen henter det tilbake.</translation>
    </message>
    <message>
        <source>The match gets back the date, time and place it had before.</source>
        <translation>Kampen får tilbake datoen, tiden og stedet den hadde før.</translation>
    </message>
    <message>
        <source>The player gets back the name they had before.</source>
        <translation>Spilleren får tilbake navnet sitt fra før.</translation>
    </message>
    <message>
        <source>The player goes back to how they were before.</source>
        <translation>Spilleren blir som før igjen.</translation>
    </message>
    <message>
        <source>The cells get back what they had before the correction.</source>
        <translation>Rutene får tilbake det de hadde før korrigeringen.</translation>
    </message>
    <message>
        <source>What the undo took out comes back: imported again from what the log saved.</source>
        <translation>Det som ble tatt ut da importen ble angret, kommer tilbake: importert igjen fra det loggen tok vare på.</translation>
    </message>
    <message>
        <source>Undoing the change…</source>
        <translation>Angrer endringen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>no repeated meetings</source>
        <translation>ingen gjentatte møter</translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings</source>
        <translation>
            <numerusform>%n gjentatt møte</numerusform>
            <numerusform>%n gjentatte møter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings, the fewest possible</source>
        <translation>
            <numerusform>%n gjentatt møte, færre går ikke</numerusform>
            <numerusform>%n gjentatte møter, færre går ikke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings, spread as evenly as can be (a draw with fewer, down to %1, seats some pairs together again and again)</source>
        <translation>
            <numerusform>%n gjentatt møte, så jevnt fordelt det går (en trekning med færre, ned til %1, setter noen par ved samme bord gang på gang)</numerusform>
            <numerusform>%n gjentatte møter, så jevnt fordelt det går (en trekning med færre, ned til %1, setter noen par ved samme bord gang på gang)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings (no draw can have fewer than %1)</source>
        <translation>
            <numerusform>%n gjentatt møte (ingen trekning kan ha færre enn %1)</numerusform>
            <numerusform>%n gjentatte møter (ingen trekning kan ha færre enn %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>No qualifying round was left to draw again.</source>
        <translation>Det var ingen kvalifiseringsrunde igjen å trekke på nytt.</translation>
    </message>
    <message>
        <source>Qualifying round %1 drawn again</source>
        <translation>Kvalifiseringsrunde %1 er trukket på nytt</translation>
    </message>
    <message>
        <source>Qualifying rounds %1–%2 drawn again</source>
        <translation>Kvalifiseringsrundene %1–%2 er trukket på nytt</translation>
    </message>
    <message>
        <source>%1. Over all qualifying rounds: %2.</source>
        <translation>%1. Over alle kvalifiseringsrundene: %2.</translation>
    </message>
    <message>
        <source>Withdraw a player</source>
        <translation>En spiller trekker seg</translation>
    </message>
    <message>
        <source>Who leaves?</source>
        <translation>Hvem trekker seg?</translation>
    </message>
    <message>
        <source>The player who leaves</source>
        <translation>Spilleren som trekker seg</translation>
    </message>
    <message>
        <source>The rounds not begun are drawn again without them; their results so far stay in the standings.</source>
        <translation>Kvalifiseringsrundene som ikke har begynt, trekkes på nytt uten spilleren; spillerens resultater så langt blir stående i stillingen.</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Meld av</translation>
    </message>
    <message>
        <source>%1 has withdrawn.</source>
        <translation>%1 har trukket seg.</translation>
    </message>
    <message>
        <source>Print status</source>
        <translation>Utskriftsstatus</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P, Enter]</source>
        <translation>Skriv ut… [Ctrl+P, Enter]</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Skriv ut…</translation>
    </message>
    <message>
        <source>Save as PDF… [Ctrl+S]</source>
        <translation>Lagre som PDF… [Ctrl+S]</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Lagre som PDF…</translation>
    </message>
    <message>
        <source>Close [Esc]</source>
        <translation>Lukk [Esc]</translation>
    </message>
    <message>
        <source>Print: {title}</source>
        <translation>Skriv ut: {title}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Lagre som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>Saved as {path}</source>
        <translation>Lagret som {path}</translation>
    </message>
    <message>
        <source>The league {name} turned out to be damaged while it was open (the check of the backup just taken, or reading it, found it). Roller stops using it: nothing more is written to it.</source>
        <translation>Ligaen {name} viste seg å være skadet mens den var åpen (kontrollen av sikkerhetskopien som nettopp ble tatt, eller lesingen av den, oppdaget det). Roller slutter å bruke den: ingenting mer skrives til den.</translation>
    </message>
    <message>
        <source>the others&apos; choices gave {others}</source>
        <translation>de andres valg ga {others}</translation>
    </message>
    <message>
        <source>{other}&apos;s choices gave {others}</source>
        <translation>valgene til {other} ga {others}</translation>
    </message>
    <message>
        <source>{outcome}: the dice gave {luck}, own choices gave away {given}, {rest}.</source>
        <translation>{outcome}: terningene ga {luck}, egne valg kostet {given}, {rest}.</translation>
    </message>
    <message>
        <source>A protocol kept by hand: only the chance at each turn is known; luck and choices are not recorded.</source>
        <translation>En protokoll ført for hånd: bare sjansen ved hver runde er kjent; terningflaks og valg er ikke registrert.</translation>
    </message>
    <message>
        <source>Figures in percentage points of the chance to win.</source>
        <translation>Tallene er prosentpoeng av sjansen til å vinne.</translation>
    </message>
    <message>
        <source>Three players or more: approximate (≈).</source>
        <translation>Tre spillere eller flere: omtrentlig (≈).</translation>
    </message>
    <message>
        <source>{name} ({start} at the start)</source>
        <translation>{name} ({start} fra start)</translation>
    </message>
    <message>
        <source>{name} won ({start} at the start)</source>
        <translation>{name} vant ({start} fra start)</translation>
    </message>
    <message>
        <source>{name} shared the win ({start} at the start)</source>
        <translation>{name} delte seieren ({start} fra start)</translation>
    </message>
    <message>
        <source>{name} lost ({start} at the start)</source>
        <translation>{name} tapte ({start} fra start)</translation>
    </message>
    <message>
        <source>Win chance over the match</source>
        <translation>Vinnersjansen gjennom kampen</translation>
    </message>
    <message>
        <source>The end of the match. Shares of the win: {chances}.</source>
        <translation>Kampen er slutt. Andel av seieren: {chances}.</translation>
    </message>
    <message>
        <source>Chances: {chances}.</source>
        <translation>Sjanser: {chances}.</translation>
    </message>
    <message>
        <source>Round {round}, {name}</source>
        <translation>Runde {round}, {name}</translation>
    </message>
    <message>
        <source>the turn begins, lead {lead}</source>
        <translation>runden begynner, ledelse {lead}</translation>
    </message>
    <message>
        <source>threw {dice}, kept {kept}; best: keep {best}</source>
        <translation>kastet {dice}, beholdt {kept}; best: behold {best}</translation>
    </message>
    <message>
        <source>banked {points}</source>
        <translation>stoppet på {points}</translation>
    </message>
    <message>
        <source>threw on at {points}</source>
        <translation>kastet videre på {points}</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>stopp</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>kast videre</translation>
    </message>
    <message>
        <source>best: {best}</source>
        <translation>best: {best}</translation>
    </message>
    <message>
        <source>Chance {chosen} (best {best}, gave away {cost}).</source>
        <translation>Sjanse {chosen} (best {best}, kostet {cost}).</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Vinnersjanse</translation>
    </message>
    <message>
        <source>The books</source>
        <translation>Regnskapet</translation>
    </message>
    <message>
        <source>Working out the win chances… %p %</source>
        <translation>Regner ut vinnersjansene… %p %</translation>
    </message>
    <message>
        <source>Arrow keys move along the graph; Enter shows the moment.</source>
        <translation>Piltastene flytter langs kurven; Enter viser øyeblikket.</translation>
    </message>
    <message>
        <source>The moment</source>
        <translation>Øyeblikket</translation>
    </message>
    <message>
        <source>Same dice, other choices… [{key}]</source>
        <translation>Samme terninger, andre valg… [{key}]</translation>
    </message>
    <message>
        <source>Same dice, other choices</source>
        <translation>Samme terninger, andre valg</translation>
    </message>
    <message>
        <source>Coach sheet for:</source>
        <translation>Trenerark for:</translation>
    </message>
    <message>
        <source>Costliest decisions:</source>
        <translation>De dyreste valgene:</translation>
    </message>
    <message numerus="yes">
        <source>Win chance: working out the table for %n rounds… {done}</source>
        <translation>
            <numerusform>Vinnersjanse: tabellen for %n runde regnes ut… {done}</numerusform>
            <numerusform>Vinnersjanse: tabellen for %n runder regnes ut… {done}</numerusform>
        </translation>
    </message>
    <message>
        <source>Win chance: {chances}</source>
        <translation>Vinnersjanse: {chances}</translation>
    </message>
    <message>
        <source>Working out the win chances…</source>
        <translation>Regner ut vinnersjansene…</translation>
    </message>
    <message>
        <source>Coach: {name}, keeping {best} was better ({cost} percentage points).</source>
        <translation>Treneren: {name}, å beholde {best} hadde vært bedre ({cost} prosentpoeng).</translation>
    </message>
    <message>
        <source>Coach: {name}, banking {points} was better ({cost} percentage points).</source>
        <translation>Treneren: {name}, å stoppe på {points} hadde vært bedre ({cost} prosentpoeng).</translation>
    </message>
    <message>
        <source>Coach: {name}, throwing on was better ({cost} percentage points).</source>
        <translation>Treneren: {name}, å kaste videre hadde vært bedre ({cost} prosentpoeng).</translation>
    </message>
    <message>
        <source>Round {round}: threw {dice}, kept {kept}</source>
        <translation>Runde {round}: kastet {dice}, beholdt {kept}</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>behold {dice}</translation>
    </message>
    <message>
        <source>Round {round}: banked {points}</source>
        <translation>Runde {round}: stoppet på {points}</translation>
    </message>
    <message>
        <source>Round {round}: threw on at {points}</source>
        <translation>Runde {round}: kastet videre på {points}</translation>
    </message>
    <message>
        <source>bank {points}</source>
        <translation>stopp på {points}</translation>
    </message>
    <message>
        <source>Ahead by {points}</source>
        <translation>Leder med {points}</translation>
    </message>
    <message>
        <source>Behind by {points}</source>
        <translation>Ligger {points} bak</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Likt</translation>
    </message>
    <message numerus="yes">
        <source>{standing}, {points} points in the turn, %n dice thrown.</source>
        <translation>
            <numerusform>{standing}, {points} poeng i runden, %n terning kastet.</numerusform>
            <numerusform>{standing}, {points} poeng i runden, %n terninger kastet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{standing}, {points} points in the turn, %n dice to throw.</source>
        <translation>
            <numerusform>{standing}, {points} poeng i runden, %n terning igjen å kaste.</numerusform>
            <numerusform>{standing}, {points} poeng i runden, %n terninger igjen å kaste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Better: {better}: {win} percentage points of win chance ({chosen} → {best}), {points} points expected.</source>
        <translation>Bedre: {better}: {win} prosentpoeng vinnersjanse ({chosen} → {best}), {points} forventede poeng.</translation>
    </message>
    <message>
        <source>Coach sheet: {name}</source>
        <translation>Trenerark: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Roller, %n rounds: {players}</source>
        <translation>
            <numerusform>Roller, %n runde: {players}</numerusform>
            <numerusform>Roller, %n runder: {players}</numerusform>
        </translation>
    </message>
    <message>
        <source>Chance to win at the start</source>
        <translation>Sjanse til å vinne fra start</translation>
    </message>
    <message>
        <source>Result (share of the win)</source>
        <translation>Resultat (andel av seieren)</translation>
    </message>
    <message>
        <source>Gifts from {other}&apos;s choices</source>
        <translation>Gaver fra valgene til {other}</translation>
    </message>
    <message>
        <source>Gifts from the others&apos; choices</source>
        <translation>Gaver fra de andres valg</translation>
    </message>
    <message>
        <source>Luck (the dice)</source>
        <translation>Terningflaks</translation>
    </message>
    <message>
        <source>Win given away (own choices)</source>
        <translation>Vinnersjanse som egne valg kostet</translation>
    </message>
    <message>
        <source>The two costliest decisions</source>
        <translation>De to dyreste valgene</translation>
    </message>
    <message>
        <source>The three costliest decisions</source>
        <translation>De tre dyreste valgene</translation>
    </message>
    <message>
        <source>The {count} costliest decisions</source>
        <translation>De {count} dyreste valgene</translation>
    </message>
    <message>
        <source>The costliest decision</source>
        <translation>Det dyreste valget</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Valg</translation>
    </message>
    <message>
        <source>No decision gave away any win chance.</source>
        <translation>Ingen valg kostet noe av vinnersjansen.</translation>
    </message>
    <message>
        <source>Win chance at the start of each turn</source>
        <translation>Vinnersjansen i begynnelsen av hver runde</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>beholdt</translation>
    </message>
    <message>
        <source>better</source>
        <translation>bedre</translation>
    </message>
    <message>
        <source>Coach sheet for</source>
        <translation>Trenerark for</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spiller:</translation>
    </message>
    <message>
        <source>Coach sheet… [{key}]</source>
        <translation>Trenerark… [{key}]</translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Trenerark…</translation>
    </message>
    <message>
        <source>Win chance now: {chances}</source>
        <translation>Vinnersjanse akkurat nå: {chances}</translation>
    </message>
    <message>
        <source>Luck and skill…</source>
        <translation>Terningflaks og ferdighet…</translation>
    </message>
    <message>
        <source>Luck and skill: {championship}</source>
        <translation>Terningflaks og ferdighet: {championship}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished matches, in percentage points of the chance to win</source>
        <translation>
            <numerusform>%n ferdigspilt kamp, i prosentpoeng av sjansen til å vinne</numerusform>
            <numerusform>%n ferdigspilte kamper, i prosentpoeng av sjansen til å vinne</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished match with its throws yet: nothing to account for.</source>
        <translation>Ingen ferdigspilt kamp med lagrede kast ennå: ingenting å gjøre rede for.</translation>
    </message>
    <message>
        <source>Played best: {name}, who gave away {given} a match.</source>
        <translation>Spilte best: {name}, som tapte {given} per kamp på valgene sine.</translation>
    </message>
    <message>
        <source>Luckiest: {name}, whom the dice gave {luck} a match.</source>
        <translation>Heldigst med terningene: {name}, som fikk {luck} per kamp.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Seire</translation>
    </message>
    <message>
        <source>a match</source>
        <translation>per kamp</translation>
    </message>
    <message>
        <source>Gifts</source>
        <translation>Gaver</translation>
    </message>
    <message>
        <source>Played best: the least win given away per match; luckiest: the most luck per match. Wins (a shared win counts its share) minus the wins expected at the start = luck − given away + gifts (what the others&apos; choices gave).</source>
        <translation>Spilte best: minst vinnersjanse som egne valg kostet per kamp; heldigst med terningene: mest terningflaks per kamp. Seire (en delt seier teller med sin andel) minus de forventede seirene fra start = terningflaks − tapt på valg + gaver (det de andres valg ga).</translation>
    </message>
    <message numerus="yes">
        <source>%n matches kept by hand have no throws and are not counted.</source>
        <translation>
            <numerusform>%n kamp ført for hånd har ingen kast og telles ikke.</numerusform>
            <numerusform>%n kamper ført for hånd har ingen kast og telles ikke.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out, their throws do not replay: {matches}.</source>
        <translation>Utelatt fordi kastene ikke kan spilles av på nytt: {matches}.</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>en datamaskin</translation>
    </message>
    <message>
        <source>newest {date}: {players}</source>
        <translation>nyeste {date}: {players}</translation>
    </message>
    <message>
        <source>not checked yet (it is checked whole before it is restored)</source>
        <translation>ikke kontrollert ennå (den kontrolleres i sin helhet før den gjenopprettes)</translation>
    </message>
    <message>
        <source>check passed {date}</source>
        <translation>besto kontrollen {date}</translation>
    </message>
    <message>
        <source>failed its check ({detail}): it cannot be restored</source>
        <translation>besto ikke kontrollen ({detail}): den kan ikke gjenopprettes</translation>
    </message>
    <message>
        <source>cannot be read ({problem})</source>
        <translation>kan ikke leses ({problem})</translation>
    </message>
    <message>
        <source>no finished matches</source>
        <translation>ingen ferdigspilte kamper</translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished matches</source>
        <translation>
            <numerusform>%Ln ferdigspilt kamp</numerusform>
            <numerusform>%Ln ferdigspilte kamper</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Gjenopprett fra sikkerhetskopi</translation>
    </message>
    <message>
        <source>Which backup shall replace the league? Newest first; what each copy holds appears as it is read.</source>
        <translation>Hvilken sikkerhetskopi skal erstatte ligaen? Nyeste først; hva hver kopi inneholder, vises etter hvert som den leses.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sikkerhetskopier</translation>
    </message>
    <message>
        <source>Reading the copy…</source>
        <translation>Leser kopien…</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Gjenopprett…</translation>
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
    <name>CorrectionDialog</name>
    <message>
        <source>Correct the protocol</source>
        <translation>Korriger protokollen</translation>
    </message>
    <message>
        <source>{game}, {day}: {names}</source>
        <translation>{game}, {day}: {names}</translation>
    </message>
    <message>
        <source>Retype a cell as the paper has it: the points, – (or -) for Tjock, RT (or r) for Råtjock; Enter keeps it. The cells as they were stay in the league&apos;s record.</source>
        <translation>Skriv inn ruten slik det står på papiret: poengene, – (eller -) for Tjock, RT (eller r) for Råtjock, og trykk Enter. Det som sto der før, blir liggende i ligaen.</translation>
    </message>
    <message>
        <source>Retype the places as the paper has them: 1 for the winner, empty (or –) for a player who did not get through; Enter keeps it. The order as it was stays in the league&apos;s record.</source>
        <translation>Skriv inn plasseringene slik de står på papiret: 1 for vinneren, tomt (eller –) for en spiller som ikke kom i mål, og trykk Enter. Den gamle rekkefølgen blir liggende i ligaen.</translation>
    </message>
    <message>
        <source>Protocol to correct</source>
        <translation>Protokoll som skal korrigeres</translation>
    </message>
    <message>
        <source>Correction message</source>
        <translation>Melding om korrigeringen</translation>
    </message>
    <message>
        <source>&amp;Save the correction [Ctrl+Enter]</source>
        <translation>&amp;Lagre korrigeringen [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Lagre korrigeringen</translation>
    </message>
    <message>
        <source>Cancel [Esc]</source>
        <translation>Avbryt [Esc]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plassering</translation>
    </message>
    <message>
        <source>Was {old}</source>
        <translation>Var {old}</translation>
    </message>
    <message numerus="yes">
        <source>%n cells changed</source>
        <translation>
            <numerusform>%n rute endret</numerusform>
            <numerusform>%n ruter endret</numerusform>
        </translation>
    </message>
    <message>
        <source>The order is changed</source>
        <translation>Rekkefølgen er endret</translation>
    </message>
    <message>
        <source>Nothing is changed yet: retype a cell first.</source>
        <translation>Ingenting er endret ennå: skriv inn en rute på nytt først.</translation>
    </message>
</context>
<context>
    <name>DateWords</name>
    <message>
        <source>2022-06-14 19:30 or 14.6.2022 19.30</source>
        <translation>14.06.2022 19.30 eller 2022-06-14 19:30</translation>
    </message>
    <message>
        <source>2022-06-14 or 14.6.2022</source>
        <translation>14.06.2022 eller 2022-06-14</translation>
    </message>
    <message>
        <source>yyyy-MM-dd</source>
        <comment>Qt&apos;s letters for a date box; dd.MM.yyyy puts the day first</comment>
        <translation>dd.MM.yyyy</translation>
    </message>
    <message>
        <source>“{value}”: with slashes some countries put the day first and others the month, so it is not guessed; write it as {forms}.</source>
        <translation>«{value}»: med skråstrek står dagen først i noen land og måneden først i andre, så den gjettes ikke; skriv den som {forms}.</translation>
    </message>
    <message>
        <source>“{value}”: there is no such day in the calendar.</source>
        <translation>«{value}»: den dagen finnes ikke i kalenderen.</translation>
    </message>
    <message>
        <source>“{value}”: the year must be between 1900 and 2999.</source>
        <translation>«{value}»: året må være mellom 1900 og 2999.</translation>
    </message>
    <message>
        <source>“{value}”: there is no such time of day: write it as {forms}.</source>
        <translation>«{value}»: det klokkeslettet finnes ikke; skriv dato og tid som {forms}.</translation>
    </message>
    <message>
        <source>“{value}” is not a time of day: write it as 19:30 or 19.30, or leave it empty when it is not known.</source>
        <translation>«{value}» er ikke et klokkeslett: skriv det som 19.30 eller 19:30, eller la feltet stå tomt hvis det ikke er kjent.</translation>
    </message>
    <message>
        <source>“{value}”: write the date here ({forms}) and the time in its own field.</source>
        <translation>«{value}»: skriv datoen her ({forms}) og klokkeslettet i sitt eget felt.</translation>
    </message>
    <message>
        <source>“{value}” is not a date: write it as {forms}.</source>
        <translation>«{value}» er ikke en dato: skriv den som {forms}.</translation>
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
    <name>Director</name>
    <message>
        <source>Play the chosen table…</source>
        <translation>Spill kampen ved det valgte bordet…</translation>
    </message>
    <message>
        <source>Round&apos;s papers as PDF…</source>
        <translation>Bordenes papirer som PDF…</translation>
    </message>
    <message>
        <source>Standings for the room</source>
        <translation>Stillingen for salen</translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation>Sen ankomst…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Avmelding…</translation>
    </message>
    <message>
        <source>Table&apos;s file…</source>
        <translation>Bordfil…</translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation>Bestem finalebordet</translation>
    </message>
    <message>
        <source>Luck and skill…</source>
        <translation>Terningflaks og ferdighet…</translation>
    </message>
    <message>
        <source>New championship…</source>
        <translation>Nytt mesterskap…</translation>
    </message>
</context>
<context>
    <name>DirectorView</name>
    <message>
        <source>Championship</source>
        <translation>Mesterskap</translation>
    </message>
    <message>
        <source>&amp;Championship:</source>
        <translation>&amp;Mesterskap:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Players, seat 1 first</source>
        <translation>Spillere i plassrekkefølge</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Kamp</translation>
    </message>
    <message>
        <source>The tables of the qualifying round</source>
        <translation>Bordene i kvalifiseringsrunden</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plassering</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Kamper</translation>
    </message>
    <message>
        <source>WW</source>
        <translation>WW</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>Points are the sum of a player&apos;s match totals over the qualifying rounds. Ties are broken by more WW, then more W, then fewer tjock rounds (RT and Tjock), then the best single match total.</source>
        <translation>Poengene er summen av spillerens kampsummer i kvalifiseringsrundene. Ved likhet avgjør flere WW, så flere W, så færre tjock-runder (RT og Tjock), så den beste summen i én kamp.</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <comment>the round&apos;s tables, a tab</comment>
        <translation>&amp;Bordene</translation>
    </message>
    <message>
        <source>Sta&amp;ndings</source>
        <comment>a tab</comment>
        <translation>S&amp;tillingen</translation>
    </message>
    <message>
        <source>No championship yet: make one with New championship (Ctrl+Shift+N).</source>
        <translation>Ingen mesterskap ennå: lag et med Nytt mesterskap (Ctrl+Shift+N).</translation>
    </message>
    <message>
        <source>The league&apos;s database server cannot be reached just now: shown as last read, and read again every 30 seconds.</source>
        <translation>Ligaens databaseserver kan ikke nås akkurat nå: det som vises, er slik det sist ble lest, og leses igjen hvert 30. sekund.</translation>
    </message>
    <message>
        <source>After the final: the champion first, then the finalists by their totals in the final, then every other player in the place of the standings.</source>
        <translation>Etter finalen: mesteren først, så finalistene etter summene sine i finalen, så alle andre spillere på sine plasser i stillingen.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n qualifying rounds</source>
        <translation>
            <numerusform>%n kvalifiseringsrunde</numerusform>
            <numerusform>%n kvalifiseringsrunder</numerusform>
        </translation>
    </message>
    <message>
        <source>tables of %1</source>
        <translation>bord med %1</translation>
    </message>
    <message numerus="yes">
        <source>final table of %n</source>
        <translation>
            <numerusform>finalebord med %n</numerusform>
            <numerusform>finalebord med %n</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate dice</source>
        <translation>samme terninger ved alle bord</translation>
    </message>
    <message>
        <source>not counted in the league&apos;s season</source>
        <translation>telles ikke i ligaens sesong</translation>
    </message>
    <message>
        <source>champion: %1</source>
        <translation>mester: %1</translation>
    </message>
    <message>
        <source>tied in the final: %1 play deciding round %2 (one rond each)</source>
        <translation>likt i finalen: %1 spiller omspill %2 (én runde hver)</translation>
    </message>
    <message>
        <source>Qualifying round %1</source>
        <translation>Kvalifiseringsrunde %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ikke spilt ennå</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spiller</translation>
    </message>
    <message>
        <source>played</source>
        <translation>spilt</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>avbrutt</translation>
    </message>
    <message>
        <source>void: to play again</source>
        <translation>ugyldig: spilles igjen</translation>
    </message>
    <message>
        <source>deciding %1</source>
        <translation>omspill %1</translation>
    </message>
    <message>
        <source>The final has its finished match.</source>
        <translation>Kampen i finalen er allerede ferdigspilt.</translation>
    </message>
    <message>
        <source>This deciding round has its finished match.</source>
        <translation>Kampen i dette omspillet er allerede ferdigspilt.</translation>
    </message>
    <message>
        <source>To void it (a match played with dice) or correct a result kept by hand: the match history (Ctrl+H), then Ctrl+Del or Ctrl+K. A table voided can be played again from here.</source>
        <translation>For å erklære den ugyldig (en kamp spilt med terninger) eller korrigere et resultat ført for hånd: kamphistorikken (Ctrl+H), så Ctrl+Del eller Ctrl+K. Et bord som er erklært ugyldig, kan spilles igjen herfra.</translation>
    </message>
    <message>
        <source>The table has played</source>
        <translation>Bordet har spilt</translation>
    </message>
    <message>
        <source>Table %1 of qualifying round %2 has its finished match.</source>
        <translation>Kampen ved bord %1 i kvalifiseringsrunde %2 er allerede ferdigspilt.</translation>
    </message>
    <message>
        <source>Round of the championship</source>
        <translation>Mesterskapets kvalifiseringsrunde eller finale</translation>
    </message>
    <message>
        <source>final</source>
        <comment>a file&apos;s name: the final&apos;s papers</comment>
        <translation>finale</translation>
    </message>
    <message>
        <source>Save the round&apos;s papers</source>
        <translation>Lagre bordenes papirer</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The final&apos;s papers are in %2.</source>
        <translation>Finalens papirer ligger i %2.</translation>
    </message>
    <message>
        <source>The papers of qualifying round %1 are in %2.</source>
        <translation>Papirene for kvalifiseringsrunde %1 ligger i %2.</translation>
    </message>
    <message>
        <source>The standings</source>
        <translation>Stillingen</translation>
    </message>
    <message>
        <source>%1 round %2.json</source>
        <translation>%1 kvalifiseringsrunde %2.json</translation>
    </message>
    <message>
        <source>%1 round %2 table %3.json</source>
        <translation>%1 kvalifiseringsrunde %2 bord %3.json</translation>
    </message>
    <message>
        <source>Save the table&apos;s file</source>
        <translation>Lagre bordets fil</translation>
    </message>
    <message>
        <source>League files (*.json)</source>
        <translation>Ligafiler (*.json)</translation>
    </message>
    <message>
        <source>The final&apos;s file is in %1.</source>
        <translation>Finalens fil ligger i %1.</translation>
    </message>
    <message>
        <source>The file of qualifying round %1 is in %3.</source>
        <translation>Filen for kvalifiseringsrunde %1 ligger i %3.</translation>
    </message>
    <message>
        <source>The file of qualifying round %1, table %2 is in %3.</source>
        <translation>Filen for kvalifiseringsrunde %1, bord %2 ligger i %3.</translation>
    </message>
    <message>
        <source>Import it on the table&apos;s laptop with File → Import league…</source>
        <translation>Importer den på bordets maskin med Fil → Importer liga…</translation>
    </message>
    <message>
        <source>The final table</source>
        <translation>Finalebordet</translation>
    </message>
    <message>
        <source>The final table, seat 1 first:
%1</source>
        <translation>Finalebordet, plass 1 først:
%1</translation>
    </message>
    <message>
        <source>Tjock rounds: RT and Tjock together (fewer is better)</source>
        <translation>Tjock-runder: RT og Tjock sammen (færre er bedre)</translation>
    </message>
    <message>
        <source>Working out the luck and skill of every match…</source>
        <translation>Regner ut terningflaks og ferdighet i hver kamp…</translation>
    </message>
    <message>
        <source>Luck and skill</source>
        <translation>Terningflaks og ferdighet</translation>
    </message>
</context>
<context>
    <name>DrillsView</name>
    <message>
        <source>Whose drills</source>
        <translation>Hvems øvinger</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spiller</translation>
    </message>
    <message>
        <source>The dice of the drill</source>
        <translation>Øvingens terninger</translation>
    </message>
    <message>
        <source>Keep and bank [B]</source>
        <translation>Behold og stopp [B]</translation>
    </message>
    <message>
        <source>Keep the chosen dice and bank</source>
        <translation>Behold de valgte terningene og stopp</translation>
    </message>
    <message>
        <source>Keep and throw on [T]</source>
        <translation>Behold og kast videre [T]</translation>
    </message>
    <message>
        <source>Keep the chosen dice and throw on</source>
        <translation>Behold de valgte terningene og kast videre</translation>
    </message>
    <message>
        <source>Next drill [Enter]</source>
        <translation>Neste øving [Enter]</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Neste øving</translation>
    </message>
    <message>
        <source>Drill ahead [A]</source>
        <translation>Øv på forhånd [A]</translation>
    </message>
    <message>
        <source>Drill those not due yet</source>
        <translation>Øv på dem som ikke er på tur ennå</translation>
    </message>
    <message>
        <source>What each choice gives</source>
        <translation>Hva hvert valg gir</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n due)</source>
        <translation>
            <numerusform>{name} (%n på tur)</numerusform>
            <numerusform>{name} (%n på tur)</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking through the matches for drills…</source>
        <translation>Leter etter øvinger i kampene…</translation>
    </message>
    <message>
        <source>No players in the league yet.</source>
        <translation>Ingen spillere i ligaen ennå.</translation>
    </message>
    <message numerus="yes">
        <source>%n due now</source>
        <translation>
            <numerusform>%n på tur nå</numerusform>
            <numerusform>%n på tur nå</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>%n i alt</numerusform>
            <numerusform>%n i alt</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the drill…</source>
        <translation>Regner ut øvingen…</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Velg en spiller.</translation>
    </message>
    <message>
        <source>No drills yet: a drill is a choice in one of your finished Roller matches that gave away much, or a close call. Play a few matches and come back.</source>
        <translation>Ingen øvinger ennå: en øving er et valg i en av de ferdigspilte Roller-kampene dine som kostet mye, eller et jevnt valg. Spill noen kamper og kom tilbake.</translation>
    </message>
    <message>
        <source>No drills are due: the next one is due {when}. Drill ahead [A] to go through them anyway.</source>
        <translation>Ingen øving er på tur: den neste er på tur {when}. Øv på forhånd [A] for å gå gjennom dem likevel.</translation>
    </message>
    <message>
        <source>you lead by {points}</source>
        <translation>du leder med {points}</translation>
    </message>
    <message>
        <source>you trail by {points}</source>
        <translation>du ligger {points} bak</translation>
    </message>
    <message>
        <source>you are level</source>
        <translation>dere ligger likt</translation>
    </message>
    <message>
        <source>{lead} (against the best of the others)</source>
        <translation>{lead} (mot den beste av de andre)</translation>
    </message>
    <message>
        <source>{name}, round {round} of {rounds}, {lead}.</source>
        <translation>{name}, runde {round} av {rounds}, {lead}.</translation>
    </message>
    <message numerus="yes">
        <source>%n points in the turn before this throw</source>
        <translation>
            <numerusform>%n poeng i runden før dette kastet</numerusform>
            <numerusform>%n poeng i runden før dette kastet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice thrown:</source>
        <translation>
            <numerusform>%n terning kastet:</numerusform>
            <numerusform>%n terninger kastet:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the forced ROLLER %n more scoring dice must be kept before banking.</source>
        <translation>
            <numerusform>Etter tvungen ROLLER må %n poenggivende terning til beholdes før du kan stoppe.</numerusform>
            <numerusform>Etter tvungen ROLLER må %n poenggivende terninger til beholdes før du kan stoppe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Which dice do you keep (1–6 or click), and then: bank [B] or throw on [T]?</source>
        <translation>Hvilke terninger beholder du (1–6 eller klikk), og så: stopp [B] eller kast videre [T]?</translation>
    </message>
    <message>
        <source>Choose the dice to keep first (1–6 or click them).</source>
        <translation>Velg først terningene du vil beholde (1–6 eller klikk på dem).</translation>
    </message>
    <message>
        <source>These dice do not score together: choose again.</source>
        <translation>Disse terningene gir ikke poeng sammen: velg igjen.</translation>
    </message>
    <message>
        <source>After a forced ROLLER you may not bank yet: throw on [T].</source>
        <translation>Etter tvungen ROLLER kan du ikke stoppe ennå: kast videre [T].</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 prosentpoeng</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poeng</translation>
    </message>
    <message>
        <source>keep {dice}, bank</source>
        <translation>behold {dice}, stopp</translation>
    </message>
    <message>
        <source>keep {dice}, throw on</source>
        <translation>behold {dice}, kast videre</translation>
    </message>
    <message>
        <source>Right: {choice} is the best choice.</source>
        <translation>Riktig: «{choice}» er det beste valget.</translation>
    </message>
    <message>
        <source>Close: {choice} gives away only {given}; best is {best}.</source>
        <translation>Nesten: «{choice}» koster bare {given}; best er «{best}».</translation>
    </message>
    <message>
        <source>Wrong: {choice} gives away {given}; best is {best}.</source>
        <translation>Feil: «{choice}» koster {given}; best er «{best}».</translation>
    </message>
    <message>
        <source>In the match: {choice}, which gave away {given}.</source>
        <translation>I kampen: «{choice}», som kostet {given}.</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Vinnersjanse</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Forventede poeng i runden</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Valg</translation>
    </message>
    <message>
        <source>Gives away</source>
        <translation>Koster</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>ditt svar</translation>
    </message>
    <message>
        <source>in the match</source>
        <translation>i kampen</translation>
    </message>
</context>
<context>
    <name>Faces</name>
    <message>
        <source>1s</source>
        <translation>enere</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>toere</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>treere</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>firere</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>femmere</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>seksere</translation>
    </message>
</context>
<context>
    <name>Faces (the)</name>
    <message>
        <source>1s</source>
        <translation>enerne</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>toerne</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>treerne</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>firerne</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>femmerne</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>sekserne</translation>
    </message>
</context>
<context>
    <name>FacesPanel</name>
    <message>
        <source>Real dice, faces:</source>
        <translation>Ekte terninger, øyne:</translation>
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
        <source>e.g. {faces}</source>
        <translation>f.eks. {faces}</translation>
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
        <translation>Velg hvilke poenggivende terninger du vil beholde (trykk 1–6 eller klikk), og kast så.</translation>
    </message>
    <message>
        <source>Keep scoring dice from this throw first (K).</source>
        <translation>Behold først terninger som gir poeng fra dette kastet (K).</translation>
    </message>
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Skriv nøyaktig %n siffer.</numerusform>
            <numerusform>Skriv nøyaktig %n sifre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the dice to keep first (keys 1-6 or click).</source>
        <translation>Velg først terningene du vil beholde (trykk 1–6 eller klikk).</translation>
    </message>
    <message>
        <source>A computer&apos;s move cannot be taken back: only your own selection or bank before the next throw.</source>
        <translation>Datamaskinens trekk kan ikke angres: bare ditt eget valg eller at du stopper, før neste kast.</translation>
    </message>
    <message>
        <source>With virtual dice a throw cannot be taken back: only a selection or a bank before the next throw.</source>
        <translation>Med virtuelle terninger kan et kast ikke angres: bare et valg eller at du stopper, før neste kast.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det er ingenting å angre.</translation>
    </message>
    <message>
        <source>A hint asked for while the server was away was not saved: {error}</source>
        <translation>Et tips som ble bedt om mens serveren var borte, ble ikke lagret: {error}</translation>
    </message>
    <message>
        <source>This match moved on at another table; it is shown here as it is now.</source>
        <translation>Kampen er spilt videre ved et annet bord; her vises den slik den står nå.</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Ikke lagret: {error}</translation>
    </message>
    <message>
        <source>The hint is shown, but the league&apos;s server does not answer: the hint is saved with the match as soon as it answers again.</source>
        <translation>Tipset vises, men ligaens server svarer ikke: tipset lagres med kampen så snart serveren svarer igjen.</translation>
    </message>
    <message>
        <source>RT! {name}</source>
        <translation>RT! {name}</translation>
    </message>
    <message>
        <source>RT! {name}: no scoring dice</source>
        <translation>RT! {name}: ingen terninger som gir poeng</translation>
    </message>
    <message>
        <source>Tjock! {name}</source>
        <translation>Tjock! {name}</translation>
    </message>
    <message>
        <source>Tjock! {name} loses {points} points</source>
        <translation>Tjock! {name} mister {points} poeng</translation>
    </message>
    <message>
        <source>{name} banks {points}</source>
        <translation>{name} stopper på {points}</translation>
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
        <source>No hit: throw again (kids&apos; mode)</source>
        <translation>Ingen treff: kast igjen (barnemodus)</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>Løpet er over</translation>
    </message>
    <message numerus="yes">
        <source>ROLLER! Forced throw: keep %n more scoring dice</source>
        <translation>
            <numerusform>ROLLER! Tvunget kast: behold %n terning til som gir poeng</numerusform>
            <numerusform>ROLLER! Tvunget kast: behold %n terninger til som gir poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has all the {faces}: extra throw!</source>
        <translation>{name} har alle {faces}: ekstrakast!</translation>
    </message>
    <message>
        <source>{name} has all the {faces}</source>
        <translation>{name} har alle {faces}</translation>
    </message>
    <message>
        <source>No hit: the extra throw again (kids&apos; mode)</source>
        <translation>Ingen treff: ekstrakastet på nytt (barnemodus)</translation>
    </message>
    <message>
        <source>ROLLER! Bank, or throw all six again</source>
        <translation>ROLLER! Stopp eller kast alle seks igjen</translation>
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
        <translation>Står for tur</translation>
    </message>
    <message>
        <source>Forced throw</source>
        <translation>Tvunget kast</translation>
    </message>
    <message>
        <source>Championship table</source>
        <translation>Mesterskapsbord</translation>
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
    <message>
        <source>Back to the championship</source>
        <translation>Tilbake til mesterskapet</translation>
    </message>
    <message>
        <source>{championship}: the final</source>
        <translation>{championship}: finalen</translation>
    </message>
    <message>
        <source>{championship}: deciding round {number} of the final</source>
        <translation>{championship}: omspill {number} i finalen</translation>
    </message>
    <message>
        <source>{championship}: qualifying round {round}, table {table}</source>
        <translation>{championship}: kvalifiseringsrunde {round}, bord {table}</translation>
    </message>
    <message>
        <source>the same dice at every table only with the program&apos;s dice</source>
        <translation>samme terninger ved alle bord gjelder bare med programmets terninger</translation>
    </message>
    <message>
        <source>the same dice at every table of the round</source>
        <translation>samme terninger ved alle bord i kvalifiseringsrunden</translation>
    </message>
    <message>
        <source>{table} · {dice}</source>
        <translation>{table} · {dice}</translation>
    </message>
    <message numerus="yes">
        <source>%n key waits for the computer&apos;s turn to end</source>
        <translation>
            <numerusform>%n tast venter til datamaskinens tur er over</numerusform>
            <numerusform>%n taster venter til datamaskinens tur er over</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandicapBox</name>
    <message>
        <source>Handicap</source>
        <translation>Handikap</translation>
    </message>
    <message>
        <source>Give the weaker player a lead</source>
        <translation>Gi den svakere spilleren et forsprang</translation>
    </message>
    <message>
        <source>Who starts with the lead</source>
        <translation>Hvem som starter med forspranget</translation>
    </message>
    <message>
        <source>Lead in points</source>
        <translation>Forsprang i poeng</translation>
    </message>
    <message>
        <source>Lead for</source>
        <translation>Forsprang for</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Reading their past play… %p %</source>
        <translation>Går gjennom hvordan de har spilt… %p %</translation>
    </message>
    <message>
        <source>The proposed handicap</source>
        <translation>Det foreslåtte handikapet</translation>
    </message>
    <message>
        <source>The chance with this handicap</source>
        <translation>Sjansen med dette handikapet</translation>
    </message>
    <message numerus="yes">
        <source>No win table for %n rounds yet: set the lead by hand.</source>
        <translation>
            <numerusform>Ingen vinnertabell for %n runde ennå: still inn forspranget for hånd.</numerusform>
            <numerusform>Ingen vinnertabell for %n runder ennå: still inn forspranget for hånd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the even lead…</source>
        <translation>Regner ut et forsprang som gjør kampen jevn…</translation>
    </message>
    <message>
        <source>No lead could be worked out for this table.</source>
        <translation>Det gikk ikke å regne ut noe forsprang for dette bordet.</translation>
    </message>
    <message>
        <source>Proposed: no lead; the match is even ({chance}).</source>
        <translation>Forslag: ikke noe forsprang; kampen er jevn ({chance}).</translation>
    </message>
    <message>
        <source>Proposed: {name} starts with {points} points: {chance} to win ({without} without).</source>
        <translation>Forslag: {name} starter med {points} poeng: {chance} sjanse til å vinne ({without} uten).</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n analysed matches</source>
        <translation>
            <numerusform>{name}: %n analysert kamp</numerusform>
            <numerusform>{name}: %n analyserte kamper</numerusform>
        </translation>
    </message>
    <message>
        <source>Too few analysed matches ({who}; {least} needed): from the win table alone, which evens out who starts.</source>
        <translation>For få analyserte kamper ({who}; {least} trengs): bare ut fra vinnertabellen, som jevner ut hvem som starter.</translation>
    </message>
    <message>
        <source>From the win table and their past play: {a} gave away {ga} a match, {b} {gb}.</source>
        <translation>Ut fra vinnertabellen og hvordan de har spilt: {a} tapte {ga} per kamp på valgene sine, {b} {gb}.</translation>
    </message>
    <message>
        <source>A handicap is a multiple of 50 points, none below zero.</source>
        <translation>Et handikap er et multiplum av 50 poeng og aldri under null.</translation>
    </message>
    <message>
        <source>With this lead {name} wins {chance} of such matches.</source>
        <translation>Med dette forspranget vinner {name} {chance} av slike kamper.</translation>
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
        <translation>Behold og spill klokt videre: forventede poeng i runden</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Forventede poeng i runden</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Stopp nå</translation>
    </message>
    <message>
        <source>Throw on</source>
        <translation>Kast videre</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poeng</translation>
    </message>
    <message>
        <source>to win</source>
        <translation>å vinne</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>behold {dice}</translation>
    </message>
    <message>
        <source>bank now</source>
        <translation>stopp nå</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>kast videre</translation>
    </message>
    <message>
        <source>For the win (≈): {choice}, not the most points.</source>
        <translation>For å vinne (≈): {choice}, ikke flest poeng.</translation>
    </message>
    <message>
        <source>For the win: {choice}, not the most points.</source>
        <translation>For å vinne: {choice}, ikke flest poeng.</translation>
    </message>
    <message numerus="yes">
        <source>%n more choices</source>
        <translation>
            <numerusform>%n valg til</numerusform>
            <numerusform>%n valg til</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Tips: tenker…</translation>
    </message>
</context>
<context>
    <name>LateArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Sen ankomst</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Home town</source>
        <translation>Hjemsted</translation>
    </message>
    <message>
        <source>&amp;Home town:</source>
        <translation>&amp;Hjemsted:</translation>
    </message>
    <message>
        <source>Register and draw again</source>
        <translation>Meld på og trekk på nytt</translation>
    </message>
    <message>
        <source>%1 plays from qualifying round %2.</source>
        <translation>%1 spiller fra kvalifiseringsrunde %2.</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>The league&apos;s database server at %1 cannot be reached. Check that it is running and that this laptop is on its network (at a championship: that the director&apos;s laptop is on and awake), then start the program again. Nothing was changed.</source>
        <translation>Ligaens databaseserver på %1 kan ikke nås. Sjekk at den kjører, og at denne maskinen er på samme nettverk (på et mesterskap: at turneringslederens maskin er på og våken), og start så programmet på nytt. Ingenting ble endret.</translation>
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
        <source>Tjock rounds</source>
        <translation>Tjock-runder</translation>
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
        <translation>Vunne kamper (W og WW) per spilt kamp</translation>
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
        <translation>Først gjennom sekserne</translation>
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
        <translation>Turer i snitt</translation>
    </message>
    <message>
        <source>Turns per race</source>
        <translation>Turer per løp</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s races (start 1500)</source>
        <translation>Elo-rating over periodens løp (start 1500)</translation>
    </message>
    <message>
        <source>Turns where all six dice were kept; 12/40: over the 40 matches played with dice (paper protocols have no throws: not recorded)</source>
        <translation>Runder der alle seks terningene ble beholdt; 12/40: regnet over de 40 kampene som er spilt med terninger (protokoller på papir har ingen kast: ikke registrert)</translation>
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
        <source>Enter a paper protocol…</source>
        <translation>Skriv inn en papirprotokoll…</translation>
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
        <source>Backing up the league…</source>
        <translation>Tar sikkerhetskopi av ligaen…</translation>
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
        <source>Restoring the backup…</source>
        <translation>Gjenoppretter sikkerhetskopien…</translation>
    </message>
    <message>
        <source>The backup was not restored: {error}</source>
        <translation>Sikkerhetskopien ble ikke gjenopprettet: {error}</translation>
    </message>
    <message>
        <source>The backup is restored. The league as it was is kept in
{path}</source>
        <translation>Sikkerhetskopien er gjenopprettet. Ligaen, slik den var, er tatt vare på i
{path}</translation>
    </message>
    <message>
        <source>Replace the league by the backup of {when}?</source>
        <translation>Erstatte ligaen med sikkerhetskopien fra {when}?</translation>
    </message>
    <message>
        <source>Comparing the backup with the league…</source>
        <translation>Sammenligner sikkerhetskopien med ligaen…</translation>
    </message>
    <message numerus="yes">
        <source>The league has %Ln finished matches that this backup does not have</source>
        <translation>
            <numerusform>Ligaen har %Ln ferdigspilt kamp som ikke finnes i denne sikkerhetskopien</numerusform>
            <numerusform>Ligaen har %Ln ferdigspilte kamper som ikke finnes i denne sikkerhetskopien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches in play are not in this backup either.</source>
        <translation>
            <numerusform>%n kamp som pågår, finnes heller ikke i sikkerhetskopien.</numerusform>
            <numerusform>%n kamper som pågår, finnes heller ikke i sikkerhetskopien.</numerusform>
        </translation>
    </message>
    <message>
        <source>The restore sets them aside, with every other change made since the backup was taken: the league as it is now is backed up first (the backup marked &quot;before a restore&quot; in the list), and restoring that backup brings them back.</source>
        <translation>Gjenopprettingen legger dem til side, sammen med alle andre endringer siden sikkerhetskopien ble tatt: ligaen slik den er nå, sikkerhetskopieres først (kopien merket «før en gjenoppretting» i listen), og gjenoppretter du den kopien, kommer de tilbake.</translation>
    </message>
    <message>
        <source>The backup has every match the league has now. Changes made since it was taken are set aside: the league as it is now is backed up first, so nothing is lost.</source>
        <translation>Sikkerhetskopien har alle kampene ligaen har nå. Endringer siden den ble tatt, legges til side: ligaen slik den er nå, sikkerhetskopieres først, så ingenting går tapt.</translation>
    </message>
    <message>
        <source>The league as it is now is backed up first, so nothing is lost.</source>
        <translation>Ligaen slik den er nå, sikkerhetskopieres først, så ingenting går tapt.</translation>
    </message>
    <message numerus="yes">
        <source>Copies taken before a restore are kept two years: the newest %n of them, and an older one as long as it holds a match the league does not have.</source>
        <translation>
            <numerusform>Kopier som tas før en gjenoppretting, beholdes i to år: den nyeste (%n), og en eldre så lenge den inneholder en kamp som ligaen ikke har.</numerusform>
            <numerusform>Kopier som tas før en gjenoppretting, beholdes i to år: de %n nyeste, og en eldre så lenge den inneholder en kamp som ligaen ikke har.</numerusform>
        </translation>
    </message>
    <message>
        <source>This backup has not been checked yet: it is checked whole first, which takes a while for a large league.</source>
        <translation>Denne sikkerhetskopien er ikke kontrollert ennå: den kontrolleres i sin helhet først, noe som tar en stund hvis ligaen er stor.</translation>
    </message>
    <message>
        <source>The league was not exported: {error}</source>
        <translation>Ligaen ble ikke eksportert: {error}</translation>
    </message>
    <message>
        <source>Importing the league…</source>
        <translation>Importerer ligaen…</translation>
    </message>
    <message>
        <source>the final</source>
        <translation>finalen</translation>
    </message>
    <message>
        <source>round {round}, table {table}</source>
        <translation>kvalifiseringsrunde {round}, bord {table}</translation>
    </message>
    <message>
        <source>Championship {name} added.</source>
        <translation>Mesterskapet {name} ble lagt til.</translation>
    </message>
    <message>
        <source>Championship {name} brought up to date: its players and draw as its director&apos;s laptop has them.</source>
        <translation>Mesterskapet {name} ble oppdatert: spillerne og trekningen er nå som på turneringslederens maskin.</translation>
    </message>
    <message>
        <source>{name}: the match of {where} linked to its table.</source>
        <translation>{name}: kampen i {where} ble knyttet til bordet sitt.</translation>
    </message>
    <message>
        <source>Championship {name} of the file was not added: this league has another championship of that name, not made on the director&apos;s laptop. Its matches came in without their tables.</source>
        <translation>Mesterskapet {name} i filen ble ikke lagt til: denne ligaen har et annet mesterskap med samme navn, som ikke ble laget på turneringslederens maskin. Kampene ble importert uten bordene sine.</translation>
    </message>
    <message>
        <source>Championship {name} was not taken from the file: two of its players are one player here.</source>
        <translation>Mesterskapet {name} ble ikke hentet fra filen: to av spillerne er samme spiller her.</translation>
    </message>
    <message>
        <source>{name}: the match of {where} was not linked to its table here: {reason} It was imported without its table.</source>
        <translation>{name}: kampen i {where} ble ikke knyttet til bordet sitt her: {reason} Den ble importert uten bordet sitt.</translation>
    </message>
    <message>
        <source>this league&apos;s draw seats {seats} at that table.</source>
        <translation>denne ligaens trekning setter {seats} ved det bordet.</translation>
    </message>
    <message>
        <source>this league&apos;s draw has no such table.</source>
        <translation>denne ligaens trekning har ikke noe slikt bord.</translation>
    </message>
    <message>
        <source>the table has its finished match here already (void that one to enter another).</source>
        <translation>bordet har allerede sin ferdigspilte kamp her (erklær den ugyldig for å føre inn en annen).</translation>
    </message>
    <message>
        <source>the match belongs to another table here.</source>
        <translation>kampen hører til et annet bord her.</translation>
    </message>
    <message>
        <source>a championship&apos;s matches are Roller matches.</source>
        <translation>et mesterskaps kamper er Roller-kamper.</translation>
    </message>
    <message numerus="yes">
        <source>%n matches voided.</source>
        <translation>
            <numerusform>%n kamp ble erklært ugyldig.</numerusform>
            <numerusform>%n kamper ble erklært ugyldige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches restored.</source>
        <translation>
            <numerusform>%n kamp ble gjenopprettet.</numerusform>
            <numerusform>%n kamper ble gjenopprettet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches given a new date, time or place.</source>
        <translation>
            <numerusform>%n kamp fikk ny dato, nytt klokkeslett eller nytt sted.</numerusform>
            <numerusform>%n kamper fikk ny dato, nytt klokkeslett eller nytt sted.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} renamed {other}.</source>
        <translation>{name} heter nå {other}.</translation>
    </message>
    <message>
        <source>{name} archived.</source>
        <translation>{name} ble arkivert.</translation>
    </message>
    <message>
        <source>{name} back from the archive.</source>
        <translation>{name} ble hentet tilbake fra arkivet.</translation>
    </message>
    <message>
        <source>{name} merged into {other}.</source>
        <translation>{name} ble slått sammen med {other}.</translation>
    </message>
    <message>
        <source>{name} split from {other} again.</source>
        <translation>{name} ble delt fra {other} igjen.</translation>
    </message>
    <message>
        <source>{name} was not merged into {other} here: the two sat at the same table.</source>
        <translation>{name} ble ikke slått sammen med {other} her: de to satt ved samme bord.</translation>
    </message>
    <message>
        <source>{name} was not merged into {other} here: {other} was merged into another player.</source>
        <translation>{name} ble ikke slått sammen med {other} her: {other} er slått sammen med en annen spiller.</translation>
    </message>
    <message>
        <source>{name} was not split from {other} here: {other} was merged into another player since.</source>
        <translation>{name} ble ikke delt fra {other} her: {other} er siden slått sammen med en annen spiller.</translation>
    </message>
    <message>
        <source>{name} was not split from {other} here: some of those matches are no longer {other}&apos;s.</source>
        <translation>{name} ble ikke delt fra {other} her: noen av de kampene er ikke lenger {other}s.</translation>
    </message>
    <message>
        <source>{name} was not renamed {other} here: another player has that name.</source>
        <translation>{name} fikk ikke nytt navn {other} her: en annen spiller heter det.</translation>
    </message>
    <message>
        <source>A match was not voided here: it is not finished here.</source>
        <translation>En kamp ble ikke erklært ugyldig her: den er ikke ferdigspilt her.</translation>
    </message>
    <message>
        <source>Nothing was imported: {error}</source>
        <translation>Ingenting ble importert: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n matches to
{path}</source>
        <translation>
            <numerusform>Eksporterte %n kamp til
{path}</numerusform>
            <numerusform>Eksporterte %n kamper til
{path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Import this file on the other computer with File → Import league…</source>
        <translation>Importer filen på den andre datamaskinen med Fil → Importer liga…</translation>
    </message>
    <message numerus="yes">
        <source>%n new players</source>
        <translation>
            <numerusform>%n ny spiller</numerusform>
            <numerusform>%n nye spillere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new matches</source>
        <translation>
            <numerusform>%n ny kamp</numerusform>
            <numerusform>%n nye kamper</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches played on</source>
        <translation>
            <numerusform>%n kamp spilt videre</numerusform>
            <numerusform>%n kamper spilt videre</numerusform>
        </translation>
    </message>
    <message>
        <source>made by hand</source>
        <translation>tatt manuelt</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>før en gjenoppretting</translation>
    </message>
    <message>
        <source>before an update of the program</source>
        <translation>før en oppdatering av programmet</translation>
    </message>
    <message>
        <source>Exporting the league…</source>
        <translation>Eksporterer ligaen…</translation>
    </message>
    <message>
        <source>Import protocols…</source>
        <translation>Importer protokoller…</translation>
    </message>
    <message>
        <source>Export protocols…</source>
        <translation>Eksporter protokoller…</translation>
    </message>
    <message>
        <source>Print a blank protocol…</source>
        <translation>Skriv ut en tom protokoll…</translation>
    </message>
    <message>
        <source>Protocols as CSV (*.csv);;All files (*)</source>
        <translation>Protokoller som CSV (*.csv);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Export protocols</source>
        <translation>Eksporter protokoller</translation>
    </message>
    <message>
        <source>Import protocols</source>
        <translation>Importer protokoller</translation>
    </message>
    <message>
        <source>Print a blank protocol</source>
        <translation>Skriv ut en tom protokoll</translation>
    </message>
    <message>
        <source>The players in seating order (clockwise), separated by commas:</source>
        <translation>Spillerne i rekkefølgen de sitter (med klokka), skilt med komma:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runder:</translation>
    </message>
    <message>
        <source>Importing the protocols…</source>
        <translation>Importerer protokollene…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches corrected</source>
        <translation>
            <numerusform>%n kamp rettet</numerusform>
            <numerusform>%n kamper rettet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches were already here.</source>
        <translation>
            <numerusform>%n kamp fantes allerede her.</numerusform>
            <numerusform>%n kamper fantes allerede her.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file brought nothing new.</source>
        <translation>Filen hadde ikke noe nytt.</translation>
    </message>
    <message>
        <source>Imported: {what}.</source>
        <translation>Importert: {what}.</translation>
    </message>
    <message>
        <source>Exporting the protocols…</source>
        <translation>Eksporterer protokollene…</translation>
    </message>
    <message>
        <source>{file} of the file is called {here} here.</source>
        <translation>{file} i filen heter {here} her.</translation>
    </message>
    <message>
        <source>Checking the protocols…</source>
        <translation>Protokollene kontrolleres…</translation>
    </message>
</context>
<context>
    <name>LeagueView</name>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>What the rating means</source>
        <translation>Hva ratingen betyr</translation>
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
        <source>Championship {name}</source>
        <translation>Mesterskapet {name}</translation>
    </message>
    <message>
        <source>The league could not be read: {error}</source>
        <translation>Ligaen kunne ikke leses: {error}</translation>
    </message>
    <message>
        <source>Only the matches of {name}, its qualifying rounds and its final, whether they count in the league&apos;s season or not.</source>
        <translation>Bare kampene i {name}, kvalifiseringsrundene og finalen, enten de teller i ligaens sesong eller ikke.</translation>
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
        <source>The league table is in
{path}</source>
        <translation>Ligatabellen ligger nå i
{path}</translation>
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
        <translation>Stan&amp;dardrekkefølge</translation>
    </message>
    <message>
        <source>S&amp;tandings for</source>
        <translation>&amp;Tabell for</translation>
    </message>
    <message>
        <source>Matches against computers count here (Settings); the computers&apos; rows are marked as practice.</source>
        <translation>Kamper mot datamaskinen telles her (Innstillinger); datamaskinenes rader er merket som trening.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>During a Roller match</source>
        <translation>Under en Roller-kamp</translation>
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
        <source>C&amp;oach mode</source>
        <translation>&amp;Trenermodus</translation>
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
        <source>&amp;Championship…</source>
        <translation>&amp;Mesterskap…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>Cha&amp;mpionship</source>
        <translation>Mesters&amp;kap</translation>
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
        <source>How to play…</source>
        <translation>Slik spiller du…</translation>
    </message>
    <message>
        <source>Odds…</source>
        <translation>Odds…</translation>
    </message>
    <message>
        <source>A match cannot be resumed</source>
        <translation>En kamp kan ikke gjenopptas</translation>
    </message>
    <message>
        <source>The match of {names}, started {date}, is damaged: its stored throws no longer follow the rules, so it cannot be played on ({problem}).</source>
        <translation>Kampen mellom {names}, startet {date}, er skadet: de lagrede kastene følger ikke lenger reglene, så den kan ikke spilles videre ({problem}).</translation>
    </message>
    <message>
        <source>Set it aside: it leaves the list and counts in no league table; its throws stay in the league file, marked as damaged. Or restore a backup of the league from before the damage (the league as it is now is backed up first).</source>
        <translation>Legg den til side: den forsvinner fra listen og teller ikke i noen ligatabell; kastene blir liggende i ligafilen, merket som skadet. Eller gjenopprett en sikkerhetskopi av ligaen fra før skaden (ligaen slik den er nå sikkerhetskopieres først).</translation>
    </message>
    <message>
        <source>Set it aside</source>
        <translation>Legg den til side</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Gjenopprett en sikkerhetskopi…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nå</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Avbryte kampen?</translation>
    </message>
    <message>
        <source>Abandon this match?

{match}

It leaves the list of unfinished matches and does not count in the league. Its throws stay in the league file.</source>
        <translation>Avbryte denne kampen?

{match}

Den forsvinner fra listen over uferdige kamper og teller ikke i ligaen. Kastene blir liggende i ligafilen.</translation>
    </message>
    <message>
        <source>Play a championship table</source>
        <translation>Spill et mesterskapsbord</translation>
    </message>
    <message>
        <source>The final: %1.
How does the table throw?</source>
        <translation>Finalen: %1.
Hvordan spiller bordet?</translation>
    </message>
    <message>
        <source>Deciding round %1 of the final, one rond each: %2.
How does the table throw?</source>
        <translation>Omspill %1 i finalen, én runde hver: %2.
Hvordan spiller bordet?</translation>
    </message>
    <message>
        <source>Qualifying round %1, table %2: %3.
How does the table throw?</source>
        <translation>Kvalifiseringsrunde %1, bord %2: %3.
Hvordan spiller bordet?</translation>
    </message>
    <message>
        <source>The program&apos;s dice</source>
        <translation>Programmets terninger</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Ekte terninger</translation>
    </message>
    <message>
        <source>Protocol only</source>
        <translation>Bare protokoll</translation>
    </message>
    <message>
        <source>The final has a match in play. Resume it on this laptop?</source>
        <translation>Finalen har en kamp som pågår. Fortsette den på denne maskinen?</translation>
    </message>
    <message>
        <source>Table %1 of qualifying round %2 has a match in play. Resume it on this laptop?</source>
        <translation>Bord %1 i kvalifiseringsrunde %2 har en kamp som pågår. Fortsette den på denne maskinen?</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>Kampen kan ikke åpnes</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} begynner</translation>
    </message>
    <message>
        <source>event {number}: {problem}</source>
        <translation>hendelse {number}: {problem}</translation>
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
        <translation>avbrutt</translation>
    </message>
    <message>
        <source>set aside as damaged</source>
        <translation>lagt til side som skadet</translation>
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
        <source>Everybody</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>Alle sesonger</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>S&amp;piller</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Mesterskap</translation>
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
        <source>C&amp;hampionship</source>
        <translation>&amp;Mesterskap</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Erklær ugyldig…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Gjenopprett</translation>
    </message>
    <message>
        <source>Date and place…</source>
        <translation>Dato og sted…</translation>
    </message>
    <message>
        <source>Every match</source>
        <translation>Alle kamper</translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation>
            <numerusform>%n kamp</numerusform>
            <numerusform>%n kamper</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a void match is restored.</source>
        <translation>Bare en ugyldig kamp kan gjenopprettes.</translation>
    </message>
    <message>
        <source>Choose a finished match to void.</source>
        <translation>Velg en ferdigspilt kamp som skal erklæres ugyldig.</translation>
    </message>
    <message>
        <source>Choose a match to mend its date and place.</source>
        <translation>Velg en kamp for å rette dato og sted.</translation>
    </message>
    <message>
        <source>Choose a void match to restore.</source>
        <translation>Velg en ugyldig kamp som skal gjenopprettes.</translation>
    </message>
    <message>
        <source>Restoring the match…</source>
        <translation>Gjenoppretter kampen…</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korrigeringer</translation>
    </message>
    <message>
        <source>&amp;Correct… [Ctrl+K]</source>
        <translation>&amp;Korriger… [Ctrl+K]</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Korriger…</translation>
    </message>
    <message>
        <source>Choose a match entered by hand in the list first.</source>
        <translation>Velg først en kamp i listen som er ført for hånd.</translation>
    </message>
    <message>
        <source>Retype a cell of this match&apos;s protocol</source>
        <translation>Skriv inn en rute i kampens protokoll på nytt</translation>
    </message>
    <message>
        <source>Corrected:</source>
        <translation>Korrigert:</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>MendDialog</name>
    <message>
        <source>Date and place</source>
        <translation>Dato og sted</translation>
    </message>
    <message>
        <source>When and where the match of {players} was played:</source>
        <translation>Når og hvor kampen mellom {players} ble spilt:</translation>
    </message>
    <message>
        <source>&amp;Finished:</source>
        <translation>&amp;Ferdig:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD HH:MM</source>
        <translation>DD.MM.ÅÅÅÅ TT.MM</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Sted:</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sted</translation>
    </message>
    <message>
        <source>{when}: {old} → {new}</source>
        <translation>{when}: {old} → {new}</translation>
    </message>
    <message>
        <source>Mended before:</source>
        <translation>Rettet tidligere:</translation>
    </message>
    <message>
        <source>Mend</source>
        <translation>Rett</translation>
    </message>
    <message>
        <source>Mending the match…</source>
        <translation>Retter kampen…</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge players</source>
        <translation>Slå sammen spillere</translation>
    </message>
    <message>
        <source>Are {one} and {other} one person?</source>
        <translation>Er {one} og {other} samme person?</translation>
    </message>
    <message>
        <source>Keep the name {name}</source>
        <translation>Behold navnet {name}</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Slå sammen</translation>
    </message>
    <message numerus="yes">
        <source>%n matches of {source} become {into}&apos;s, with every figure: the league, the ratings and head-to-head. {source} is kept as “also known as” {into}. Split… undoes it.</source>
        <translation>
            <numerusform>%n kamp av {source} går over til {into}, med alle tall: ligaen, ratingen og innbyrdes oppgjør. {source} beholdes som «også kalt» {into}. Del opp… angrer det.</numerusform>
            <numerusform>%n kamper av {source} går over til {into}, med alle tall: ligaen, ratingen og innbyrdes oppgjør. {source} beholdes som «også kalt» {into}. Del opp… angrer det.</numerusform>
        </translation>
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
        <source>The throw has no more dice showing {faces} to keep.</source>
        <translation>Kastet har ingen flere terninger med {faces} å beholde.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before throwing again.</source>
        <translation>Behold minst én terning som gir poeng fra dette kastet før du kaster igjen.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before banking.</source>
        <translation>Behold minst én terning som gir poeng fra dette kastet før du stopper.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to keep yet.</source>
        <translation>Kast terningene først; det er ingenting å beholde ennå.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to bank yet.</source>
        <translation>Kast terningene først; det er ingenting å stoppe på ennå.</translation>
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
        <source>A player needs a name.</source>
        <translation>En spiller trenger et navn.</translation>
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
        <translation>WW-grensen må være et positivt multiplum av 50 poeng (50, 100, 150 …).</translation>
    </message>
    <message>
        <source>round {round} of {rounds}</source>
        <translation>runde {round} av {rounds}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>ferdig</translation>
    </message>
    <message numerus="yes">
        <source>Only three {face}s make a Triss: the %n extra dice score nothing. Leave them on the table.</source>
        <translation>
            <numerusform>Bare tre {face}-ere blir Triss: %n terning blir til overs og gir ingen poeng. La den ligge igjen på bordet.</numerusform>
            <numerusform>Bare tre {face}-ere blir Triss: %n terninger blir til overs og gir ingen poeng. La dem ligge igjen på bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice showing {face} score nothing: a {face} counts only in a Triss, a Stege or Alla lika. Leave them on the table.</source>
        <translation>
            <numerusform>%n terning som viser {face}, gir ingen poeng: en {face}-er teller bare i Triss, Stege eller Alla lika. La den ligge igjen på bordet.</numerusform>
            <numerusform>%n terninger som viser {face}, gir ingen poeng: en {face}-er teller bare i Triss, Stege eller Alla lika. La dem ligge igjen på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice score nothing together: keep 1s, 5s, a Triss, a Stege or Alla lika.</source>
        <translation>Disse terningene gir ingen poeng sammen: behold enere, femmere, en Triss, en Stege eller Alla lika.</translation>
    </message>
    <message>
        <source>You have already kept dice from this throw: throw again or bank. To add a die you forgot, undo (U) and keep them all together.</source>
        <translation>Du har allerede beholdt terninger fra dette kastet: kast igjen eller stopp. Har du glemt en terning, angre (U) og behold alle på én gang.</translation>
    </message>
    <message numerus="yes">
        <source>After a ROLLER by Stege or Alla lika, %n more scoring dice must be kept before banking: throw again.</source>
        <translation>
            <numerusform>Etter ROLLER med Stege eller Alla lika må du beholde %n terning til som gir poeng, før du kan stoppe: kast igjen.</numerusform>
            <numerusform>Etter ROLLER med Stege eller Alla lika må du beholde %n terninger til som gir poeng, før du kan stoppe: kast igjen.</numerusform>
        </translation>
    </message>
    <message>
        <source>In 105 the dice are set aside by themselves; there is nothing to keep.</source>
        <translation>I 105 legges terningene til side av seg selv; det er ingenting å beholde.</translation>
    </message>
    <message>
        <source>105 has no banking: every throw counts at once.</source>
        <translation>I 105 stopper man ikke: hvert kast teller med en gang.</translation>
    </message>
    <message>
        <source>Who starts is already decided.</source>
        <translation>Det er allerede avgjort hvem som begynner.</translation>
    </message>
    <message numerus="yes">
        <source>Type the %n faces the dice show, for example {example}.</source>
        <translation>
            <numerusform>Skriv hva terningen viser (%n siffer), for eksempel {example}.</numerusform>
            <numerusform>Skriv hva de %n terningene viser, for eksempel {example}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice are thrown here: type exactly %n faces.</source>
        <translation>
            <numerusform>Her kastes %n terning: skriv nøyaktig ett siffer.</numerusform>
            <numerusform>Her kastes %n terninger: skriv nøyaktig %n sifre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You typed %n.</source>
        <translation>
            <numerusform>Du skrev %n.</numerusform>
            <numerusform>Du skrev %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{face}” is not a die face: a die shows 1 to 6.</source>
        <translation>«{face}» finnes ikke på en terning: en terning viser 1 til 6.</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Sett minst én spiller ved bordet.</translation>
    </message>
    <message>
        <source>A handicap gives each seat a whole number of points.</source>
        <translation>Et handikap gir hver plass et helt antall poeng.</translation>
    </message>
    <message>
        <source>A handicap is a multiple of 50 points, none below zero.</source>
        <translation>Et handikap er et multiplum av 50 poeng og aldri under null.</translation>
    </message>
    <message>
        <source>A handicap leaves at least one seat at 0 points.</source>
        <translation>Et handikap lar minst én plass stå på 0 poeng.</translation>
    </message>
    <message>
        <source>A handicap is at most {most} points.</source>
        <translation>Et handikap er høyst {most} poeng.</translation>
    </message>
    <message numerus="yes">
        <source>The handicap names %n seats; the match has {seats}.</source>
        <translation>
            <numerusform>Handikapet gjelder %n plass; kampen har {seats}.</numerusform>
            <numerusform>Handikapet gjelder %n plasser; kampen har {seats}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored event cannot be read: it is not one of this game&apos;s.</source>
        <translation>Et lagret trekk kan ikke leses: det hører ikke til dette spillet.</translation>
    </message>
    <message>
        <source>The house rules must be given as named settings.</source>
        <translation>Husreglene må oppgis som navngitte innstillinger.</translation>
    </message>
    <message numerus="yes">
        <source>House rules the program does not know (%n): {names}.</source>
        <translation>
            <numerusform>Husregler som programmet ikke kjenner (%n): {names}.</numerusform>
            <numerusform>Husregler som programmet ikke kjenner (%n): {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A house rule that is on or off must be true or false.</source>
        <translation>En husregel som er på eller av, må være true eller false.</translation>
    </message>
    <message>
        <source>Who starts is decided by a throw or chosen by the table.</source>
        <translation>Hvem som begynner, avgjøres med et kast eller velges av bordet.</translation>
    </message>
    <message numerus="yes">
        <source>The one who starts must sit at the table: the match has %n seats.</source>
        <translation>
            <numerusform>Den som begynner, må sitte ved bordet: kampen har %n plass.</numerusform>
            <numerusform>Den som begynner, må sitte ved bordet: kampen har %n plasser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat needs its number of dice and its kids&apos; mode.</source>
        <translation>Hver plass trenger sitt antall terninger og sin barnemodus.</translation>
    </message>
    <message numerus="yes">
        <source>A name has at most %n characters.</source>
        <translation>
            <numerusform>Et navn har høyst %n tegn.</numerusform>
            <numerusform>Et navn har høyst %n tegn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name has at most %n characters, counting ß and some other letters as two.</source>
        <translation>
            <numerusform>Et navn har høyst %n tegn, der ß og noen andre bokstaver teller som to.</numerusform>
            <numerusform>Et navn har høyst %n tegn, der ß og noen andre bokstaver teller som to.</numerusform>
        </translation>
    </message>
    <message>
        <source>A name cannot hold invisible or special characters: type it again by hand.</source>
        <translation>Et navn kan ikke inneholde usynlige tegn eller spesialtegn: skriv det inn på nytt for hånd.</translation>
    </message>
    <message>
        <source>The league {name} is open in another Roller window or program. Close that one first, then try again.</source>
        <translation>Ligaen {name} er åpen i et annet Roller-vindu eller program. Lukk det først, og prøv så igjen.</translation>
    </message>
    <message>
        <source>A league on a database server is restored with the server&apos;s own tools.</source>
        <translation>En liga på en databaseserver gjenopprettes med serverens egne verktøy.</translation>
    </message>
    <message>
        <source>That is the league itself, not a backup of it.</source>
        <translation>Det er selve ligaen, ikke en sikkerhetskopi av den.</translation>
    </message>
    <message>
        <source>The backup {name} is damaged too ({detail}), so it was not restored; it is set aside and never offered again. Nothing was changed.</source>
        <translation>Sikkerhetskopien {name} er også skadet ({detail}), så den ble ikke gjenopprettet; den er lagt til side og tilbys aldri igjen. Ingenting er endret.</translation>
    </message>
    <message>
        <source>{name} holds no league: there is nothing to restore.</source>
        <translation>{name} inneholder ingen liga: det er ingenting å gjenopprette.</translation>
    </message>
    <message>
        <source>This match is finished; its throws never change.</source>
        <translation>Kampen er ferdig; kastene i den endres aldri.</translation>
    </message>
    <message>
        <source>This match was abandoned; it cannot be played on.</source>
        <translation>Kampen ble avbrutt; den kan ikke spilles videre.</translation>
    </message>
    <message>
        <source>Only a match in progress can be abandoned.</source>
        <translation>Bare en kamp som pågår, kan avbrytes.</translation>
    </message>
    <message>
        <source>The action could not be saved, so it did not happen ({detail}).</source>
        <translation>Det kunne ikke lagres, så det ble aldri gjort ({detail}).</translation>
    </message>
    <message>
        <source>{name} is also known as {other}: the two were merged into one player.</source>
        <translation>{name} er også kalt {other}: de to ble slått sammen til én spiller.</translation>
    </message>
    <message>
        <source>{name} cannot be merged with themselves.</source>
        <translation>{name} kan ikke slås sammen med seg selv.</translation>
    </message>
    <message>
        <source>{name} was merged into another player already.</source>
        <translation>{name} er allerede slått sammen med en annen spiller.</translation>
    </message>
    <message numerus="yes">
        <source>{one} and {other} sat at the same table in %n matches: they are two people, not one. Nothing was merged.</source>
        <translation>
            <numerusform>{one} og {other} satt ved samme bord i %n kamp: de er to personer, ikke én. Ingenting ble slått sammen.</numerusform>
            <numerusform>{one} og {other} satt ved samme bord i %n kamper: de er to personer, ikke én. Ingenting ble slått sammen.</numerusform>
        </translation>
    </message>
    <message>
        <source>That merge is not in this league.</source>
        <translation>Den sammenslåingen finnes ikke i denne ligaen.</translation>
    </message>
    <message>
        <source>{name} was split from {other} already.</source>
        <translation>{name} er allerede delt fra {other}.</translation>
    </message>
    <message>
        <source>{name} was merged into another player since: split that merge first.</source>
        <translation>{name} er siden slått sammen med en annen spiller: del opp den sammenslåingen først.</translation>
    </message>
    <message>
        <source>Some matches {name} played are no longer {other}&apos;s: they cannot be split back exactly.</source>
        <translation>Noen kamper {name} spilte, hører ikke lenger til {other}: de kan ikke deles opp nøyaktig som før.</translation>
    </message>
    <message>
        <source>There is no such player in this league.</source>
        <translation>Det finnes ingen slik spiller i denne ligaen.</translation>
    </message>
    <message>
        <source>More than one player goes by that name: choose by the id.</source>
        <translation>Mer enn én spiller heter det: velg med id-en.</translation>
    </message>
    <message>
        <source>Say why the match is void (a few words).</source>
        <translation>Skriv hvorfor kampen er ugyldig (noen ord).</translation>
    </message>
    <message numerus="yes">
        <source>The reason has at most %n characters.</source>
        <translation>
            <numerusform>Grunnen kan ha høyst %n tegn.</numerusform>
            <numerusform>Grunnen kan ha høyst %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is void already ({reason}): Restore brings it back into the league.</source>
        <translation>Kampen er allerede erklært ugyldig ({reason}): Gjenopprett henter den tilbake til ligaen.</translation>
    </message>
    <message>
        <source>Only a finished match can be void; one in progress can be abandoned.</source>
        <translation>Bare en ferdigspilt kamp kan erklæres ugyldig; en pågående kan avbrytes.</translation>
    </message>
    <message>
        <source>Only a void match can be restored.</source>
        <translation>Bare en ugyldig kamp kan gjenopprettes.</translation>
    </message>
    <message>
        <source>Only a finished match has a date and time to mend.</source>
        <translation>Bare en ferdigspilt kamp har dato og tid å rette.</translation>
    </message>
    <message>
        <source>A void match keeps its date: restore it first, then mend it.</source>
        <translation>En ugyldig kamp beholder datoen sin: gjenopprett den først, og rett den så.</translation>
    </message>
    <message>
        <source>Nothing to mend: the match is as given.</source>
        <translation>Ingenting å rette: kampen er allerede slik.</translation>
    </message>
    <message>
        <source>That change was undone already, or is not in this league.</source>
        <translation>Den endringen er allerede angret eller finnes ikke i denne ligaen.</translation>
    </message>
    <message>
        <source>The later change: {time}, {id}.</source>
        <translation>Den senere endringen: {time}, {id}.</translation>
    </message>
    <message>
        <source>{name}, whom this import brought, plays in the championship {championship}: the import cannot be undone. Nothing was changed.</source>
        <translation>{name}, som kom med denne importen, spiller i mesterskapet {championship}: importen kan ikke angres. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>A match this import brought was played on since: the import cannot be undone. Nothing was changed.</source>
        <translation>En kamp som kom med denne importen, er spilt videre siden: importen kan ikke angres. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>A match this import brought was changed since: undo that change first. Nothing was changed.</source>
        <translation>En kamp som kom med denne importen, er endret siden: angre den endringen først. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>A match this import brought was corrected since: undo that correction first. Nothing was changed.</source>
        <translation>En kamp som kom med denne importen, er rettet siden: angre den rettingen først. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>“{value}” is not a date (2022-06-14 or 14.6.2022, a time 19:30 after it if any).</source>
        <translation>«{value}» er ikke en dato (14.06.2022 eller 2022-06-14, eventuelt med et klokkeslett som 19.30 etter).</translation>
    </message>
    <message>
        <source>a championship&apos;s match names its championship, round and table.</source>
        <translation>en mesterskapskamp oppgir mesterskap, kvalifiseringsrunde og bord.</translation>
    </message>
    <message>
        <source>a championship&apos;s matches are Roller matches.</source>
        <translation>et mesterskaps kamper er Roller-kamper.</translation>
    </message>
    <message>
        <source>the league has no championship called {name}.</source>
        <translation>ligaen har ikke noe mesterskap som heter {name}.</translation>
    </message>
    <message>
        <source>“{value}” is no qualifying round of the championship (1, 2, … or final).</source>
        <translation>«{value}» er ingen kvalifiseringsrunde i mesterskapet (1, 2, … eller finale).</translation>
    </message>
    <message>
        <source>“{value}” is no table (1, 2, …).</source>
        <translation>«{value}» er ikke noe bord (1, 2, …).</translation>
    </message>
    <message>
        <source>the championship&apos;s final is not seated yet.</source>
        <translation>mesterskapets finalebord er ikke bestemt ennå.</translation>
    </message>
    <message>
        <source>round {round} of the championship&apos;s draw has no table {table}.</source>
        <translation>kvalifiseringsrunde {round} i mesterskapets trekning har ikke noe bord {table}.</translation>
    </message>
    <message>
        <source>the draw seats {seats} at this table; the match has {names}.</source>
        <translation>trekningen setter {seats} ved dette bordet; kampen har {names}.</translation>
    </message>
    <message>
        <source>this table has its finished match already: void that one first to enter another.</source>
        <translation>bordet har allerede sin ferdigspilte kamp: annuller den først for å føre inn en annen.</translation>
    </message>
    <message>
        <source>the match belongs to another championship table already.</source>
        <translation>kampen hører allerede til et annet mesterskapsbord.</translation>
    </message>
    <message>
        <source>The final</source>
        <translation>Finalen</translation>
    </message>
    <message>
        <source>Round {round}, table {table}</source>
        <translation>Kvalifiseringsrunde {round}, bord {table}</translation>
    </message>
    <message>
        <source>A championship needs a name, written without special characters.</source>
        <translation>Et mesterskap trenger et navn, skrevet uten spesialtegn.</translation>
    </message>
    <message numerus="yes">
        <source>A championship&apos;s name has at most %n characters.</source>
        <translation>
            <numerusform>Navnet på et mesterskap har høyst %n tegn.</numerusform>
            <numerusform>Navnet på et mesterskap har høyst %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <source>A home town is written without special characters.</source>
        <translation>Et hjemsted skrives uten spesialtegn.</translation>
    </message>
    <message numerus="yes">
        <source>A home town has at most %n characters.</source>
        <translation>
            <numerusform>Et hjemsted har høyst %n tegn.</numerusform>
            <numerusform>Et hjemsted har høyst %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <source>The championship&apos;s last day is before its first.</source>
        <translation>Mesterskapets siste dag er før den første.</translation>
    </message>
    <message>
        <source>The championship&apos;s house rules cannot be played together.</source>
        <translation>Mesterskapets husregler kan ikke spilles sammen.</translation>
    </message>
    <message>
        <source>{name} is registered twice.</source>
        <translation>{name} er påmeldt to ganger.</translation>
    </message>
    <message>
        <source>There is already a championship called {name}.</source>
        <translation>Det finnes allerede et mesterskap som heter {name}.</translation>
    </message>
    <message>
        <source>There is no championship called {name}.</source>
        <translation>Det finnes ikke noe mesterskap som heter {name}.</translation>
    </message>
    <message>
        <source>The championship has qualifying rounds 1 to {rounds}; there is no round {round}.</source>
        <translation>Mesterskapet har kvalifiseringsrundene 1 til {rounds}; det finnes ingen kvalifiseringsrunde {round}.</translation>
    </message>
    <message>
        <source>{name} is registered in the championship already.</source>
        <translation>{name} er allerede påmeldt i mesterskapet.</translation>
    </message>
    <message>
        <source>{name} does not play in the championship.</source>
        <translation>{name} spiller ikke i mesterskapet.</translation>
    </message>
    <message>
        <source>{name} came from its director&apos;s laptop: players come and go, and the final is seated, there; the director&apos;s next table&apos;s file brings the new draw here.</source>
        <translation>{name} kom fra turneringslederens maskin: der kommer og går spillerne, og der bestemmes finalebordet. Neste bordfil fra turneringslederen tar den nye trekningen hit.</translation>
    </message>
    <message>
        <source>Every qualifying round has begun: there is no round left to draw again.</source>
        <translation>Alle kvalifiseringsrundene har begynt: det er ingen kvalifiseringsrunde igjen å trekke på nytt.</translation>
    </message>
    <message>
        <source>A championship&apos;s matches are Roller matches.</source>
        <translation>Kampene i et mesterskap er Roller-kamper.</translation>
    </message>
    <message>
        <source>The final is not seated yet.</source>
        <translation>Finalebordet er ikke bestemt ennå.</translation>
    </message>
    <message>
        <source>Round {round} of the draw has no table {table}.</source>
        <translation>Kvalifiseringsrunde {round} i trekningen har ikke noe bord {table}.</translation>
    </message>
    <message>
        <source>{table}: the draw seats {seats} there; the match has other players.</source>
        <translation>{table}: trekningen setter {seats} der; kampen har andre spillere.</translation>
    </message>
    <message>
        <source>The match belongs to another championship table already.</source>
        <translation>Kampen hører allerede til et annet bord i mesterskapet.</translation>
    </message>
    <message>
        <source>{table} has its finished match already: void that one first to enter another.</source>
        <translation>{table} har allerede sin ferdigspilte kamp: erklær den ugyldig først for å føre inn en annen.</translation>
    </message>
    <message>
        <source>{table} has a match in play already: resume it from the start screen, or abandon it first.</source>
        <translation>{table} har allerede en kamp som pågår: fortsett den fra startsiden, eller avbryt den først.</translation>
    </message>
    <message numerus="yes">
        <source>The final is seated once every qualifying table has played: %n table still to play.</source>
        <translation>
            <numerusform>Finalebordet bestemmes når alle kvalifiseringsbordene har spilt ferdig: %n bord gjenstår.</numerusform>
            <numerusform>Finalebordet bestemmes når alle kvalifiseringsbordene har spilt ferdig: %n bord gjenstår.</numerusform>
        </translation>
    </message>
    <message>
        <source>A table is one of a round: give the round too.</source>
        <translation>Et bord hører til en kvalifiseringsrunde: oppgi kvalifiseringsrunden også.</translation>
    </message>
    <message numerus="yes">
        <source>%n players cannot sit at tables of {size}.</source>
        <translation>
            <numerusform>%n spiller kan ikke fordeles på bord for {size}.</numerusform>
            <numerusform>%n spillere kan ikke fordeles på bord for {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A championship has 1 to {most} qualifying rounds.</source>
        <translation>Et mesterskap har 1 til {most} kvalifiseringsrunder.</translation>
    </message>
    <message>
        <source>Tables seat {least} to {most} players, the smallest size first ({low}–{high} cannot be).</source>
        <translation>Et bord har {least} til {most} spillere; skriv den minste størrelsen først ({low}–{high} går ikke).</translation>
    </message>
    <message>
        <source>“{text}” is not a table size: write one size (4) or a range (3-5).</source>
        <translation>«{text}» er ingen bordstørrelse: skriv én størrelse (4) eller et intervall (3-5).</translation>
    </message>
    <message>
        <source>{name} is to be kept apart but is not registered.</source>
        <translation>{name} skal holdes atskilt fra noen, men er ikke påmeldt.</translation>
    </message>
    <message>
        <source>{name} cannot be kept apart from themselves.</source>
        <translation>{name} kan ikke holdes atskilt fra seg selv.</translation>
    </message>
    <message>
        <source>{first} and {second} cannot be kept apart at these table sizes.</source>
        <translation>{first} og {second} kan ikke holdes fra hverandre med disse bordstørrelsene.</translation>
    </message>
    <message>
        <source>Every player of the championship needs a name.</source>
        <translation>Hver spiller i mesterskapet trenger et navn.</translation>
    </message>
    <message>
        <source>The final table seats 2 to {most} players.</source>
        <translation>Finalebordet har 2 til {most} spillere.</translation>
    </message>
    <message numerus="yes">
        <source>The final is for {size} players, but the standings have only %n.</source>
        <translation>
            <numerusform>Finalen er for {size} spillere, men stillingen har bare %n.</numerusform>
            <numerusform>Finalen er for {size} spillere, men stillingen har bare %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share place {place}, the last seat of the final: more than a table of {most} can seat. Settle it before the final is seated.</source>
        <translation>
            <numerusform>%n spiller deler plass {place}, finalens siste plass: flere enn et bord for {most} har plass til. Avgjør det før finalebordet bestemmes.</numerusform>
            <numerusform>%n spillere deler plass {place}, finalens siste plass: flere enn et bord for {most} har plass til. Avgjør det før finalebordet bestemmes.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no such file.</source>
        <translation>filen finnes ikke.</translation>
    </message>
    <message>
        <source>The league&apos;s database server did not accept the user name or password of the address. Nothing was changed.</source>
        <translation>Ligaens databaseserver godtok ikke brukernavnet eller passordet i adressen. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>The database driver {driver} for {scheme} is not installed with this program. For PostgreSQL install Roller desktop with its driver (pip install roller-desktop, which brings psycopg).</source>
        <translation>Databasedriveren {driver} for {scheme} er ikke installert med dette programmet. For PostgreSQL installerer du Roller desktop med driveren (pip install roller-desktop, som tar med psycopg).</translation>
    </message>
    <message>
        <source>The league&apos;s database server refused to open the league. The server says: {detail}</source>
        <translation>Ligaens databaseserver nektet å åpne ligaen. Serveren sier: {detail}</translation>
    </message>
    <message>
        <source>A place must be text.</source>
        <translation>Et sted må være tekst.</translation>
    </message>
    <message>
        <source>A place is one line of text: no tabs or line breaks.</source>
        <translation>Et sted er én linje tekst: ingen tabulatorer eller linjeskift.</translation>
    </message>
    <message numerus="yes">
        <source>A place has at most %n characters.</source>
        <translation>
            <numerusform>Et sted har høyst %n tegn.</numerusform>
            <numerusform>Et sted har høyst %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <source>A note must be text.</source>
        <translation>En merknad må være tekst.</translation>
    </message>
    <message>
        <source>A note cannot hold invisible characters (line breaks and tabs are fine).</source>
        <translation>En merknad kan ikke inneholde usynlige tegn (linjeskift og tabulatorer går fint).</translation>
    </message>
    <message numerus="yes">
        <source>A note has at most %n characters.</source>
        <translation>
            <numerusform>En merknad har høyst %n tegn.</numerusform>
            <numerusform>En merknad har høyst %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <source>not a time a league keeps (the years {earliest} to {latest}).</source>
        <translation>ikke et tidspunkt en liga kan ha (årene {earliest} til {latest}).</translation>
    </message>
    <message numerus="yes">
        <source>nested more than %n levels deep.</source>
        <translation>
            <numerusform>nøstet i mer enn %n nivå.</numerusform>
            <numerusform>nøstet i mer enn %n nivåer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longer than %n characters.</source>
        <translation>
            <numerusform>lengre enn %n tegn.</numerusform>
            <numerusform>lengre enn %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <source>holds invisible characters.</source>
        <translation>inneholder usynlige tegn.</translation>
    </message>
    <message>
        <source>holds a value a league file cannot carry.</source>
        <translation>inneholder en verdi som en ligafil ikke kan bære.</translation>
    </message>
    <message>
        <source>Player {number} of the file</source>
        <translation>Spiller {number} i filen</translation>
    </message>
    <message>
        <source>Match {number} of the file</source>
        <translation>Kamp {number} i filen</translation>
    </message>
    <message>
        <source>Change {number} of the file</source>
        <translation>Endring {number} i filen</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Filen</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>plass {number}</translation>
    </message>
    <message>
        <source>hint {number}</source>
        <translation>tips {number}</translation>
    </message>
    <message>
        <source>field “{name}”</source>
        <translation>feltet «{name}»</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{where}: {what}</source>
        <translation>{where}: {what}</translation>
    </message>
    <message numerus="yes">
        <source>%n unknown fields: {fields}.</source>
        <translation>
            <numerusform>%n ukjent felt: {fields}.</numerusform>
            <numerusform>%n ukjente felt: {fields}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields missing: {fields}.</source>
        <translation>
            <numerusform>%n felt mangler: {fields}.</numerusform>
            <numerusform>%n felt mangler: {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>ikke et JSON-objekt.</translation>
    </message>
    <message>
        <source>not a kind of change this program knows.</source>
        <translation>ingen type endring programmet kjenner.</translation>
    </message>
    <message>
        <source>not one of the file&apos;s players.</source>
        <translation>ingen av filens spillere.</translation>
    </message>
    <message>
        <source>this kind of change names no player here (a merge or a split names two, a rename or an archiving one, a change of a match none).</source>
        <translation>denne typen endring angir ingen spiller her (en sammenslåing eller deling angir to, et navnebytte eller en arkivering én, en endring av en kamp ingen).</translation>
    </message>
    <message>
        <source>a void, a restore or a mend names its match; other changes none.</source>
        <translation>en ugyldigerklæring, gjenoppretting eller retting angir sin kamp; andre endringer ingen.</translation>
    </message>
    <message>
        <source>a match that is neither in the file nor in this league.</source>
        <translation>en kamp som verken er i filen eller i denne ligaen.</translation>
    </message>
    <message>
        <source>not the data this kind of change has (see the league file&apos;s format).</source>
        <translation>ikke de opplysningene denne typen endring har (se ligafilens format).</translation>
    </message>
    <message>
        <source>no list “{key}”.</source>
        <translation>ingen liste «{key}».</translation>
    </message>
    <message>
        <source>not an id (a UUID).</source>
        <translation>ikke en id (en UUID).</translation>
    </message>
    <message>
        <source>not a time.</source>
        <translation>ikke et tidspunkt.</translation>
    </message>
    <message>
        <source>give the time in UTC with a Z, as the export does.</source>
        <translation>oppgi tiden i UTC med en Z, slik eksporten gjør.</translation>
    </message>
    <message>
        <source>not a whole number.</source>
        <translation>ikke et heltall.</translation>
    </message>
    <message>
        <source>neither true nor false.</source>
        <translation>verken true eller false.</translation>
    </message>
    <message>
        <source>unknown game (roller or 105).</source>
        <translation>ukjent spill (roller eller 105).</translation>
    </message>
    <message>
        <source>unknown status (in_progress, finished or abandoned).</source>
        <translation>ukjent status (in_progress, finished eller abandoned).</translation>
    </message>
    <message>
        <source>the throws for who starts must be a list or null.</source>
        <translation>kastene om hvem som begynner, må være en liste eller null.</translation>
    </message>
    <message>
        <source>the player is not among the file&apos;s players.</source>
        <translation>spilleren er ikke blant filens spillere.</translation>
    </message>
    <message>
        <source>not the name of a computer level.</source>
        <translation>ikke navnet på et datamaskinnivå.</translation>
    </message>
    <message>
        <source>marked finished, but its moves do not end the match.</source>
        <translation>merket som ferdigspilt, men trekkene avslutter ikke kampen.</translation>
    </message>
    <message>
        <source>marked unfinished, but its moves end the match.</source>
        <translation>merket som ikke ferdigspilt, men trekkene avslutter kampen.</translation>
    </message>
    <message>
        <source>a finished match needs the time it finished.</source>
        <translation>en ferdigspilt kamp trenger tidspunktet da den ble ferdig.</translation>
    </message>
    <message>
        <source>only a finished match has a time it finished.</source>
        <translation>bare en ferdigspilt kamp har et tidspunkt da den ble ferdig.</translation>
    </message>
    <message numerus="yes">
        <source>the match has %n seats, numbered from 0: {seat} is none of them.</source>
        <translation>
            <numerusform>kampen har %n plass, med nummer 0: {seat} er ikke den.</numerusform>
            <numerusform>kampen har %n plasser, nummerert fra 0: {seat} er ingen av dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>the number of moves is out of range.</source>
        <translation>antallet trekk ligger utenfor det mulige.</translation>
    </message>
    <message>
        <source>The league {name} cannot be read ({reason}).</source>
        <translation>Ligaen {name} kan ikke leses ({reason}).</translation>
    </message>
    <message>
        <source>The league {name} is an empty file: it holds no league.</source>
        <translation>Ligaen {name} er en tom fil: den inneholder ingen liga.</translation>
    </message>
    <message>
        <source>{name} is not a league: perhaps a text file or another program&apos;s file.</source>
        <translation>{name} er ingen liga: kanskje en tekstfil eller en fil fra et annet program.</translation>
    </message>
    <message>
        <source>{name} is a database of another program, not a Roller league.</source>
        <translation>{name} er databasen til et annet program, ikke en Roller-liga.</translation>
    </message>
    <message>
        <source>The league&apos;s database lacks the table {table}, which every league of this version has: it is damaged. Nothing was changed.</source>
        <translation>Ligaens database mangler tabellen {table}, som hver liga i denne versjonen har: den er skadet. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>This database holds tables of another program, not a Roller league.</source>
        <translation>Databasen inneholder tabellene til et annet program, ikke en Roller-liga.</translation>
    </message>
    <message>
        <source>The league {name} is damaged and cannot be read.</source>
        <translation>Ligaen {name} er skadet og kan ikke leses.</translation>
    </message>
    <message>
        <source>The league {name} was written by a newer version of Roller desktop. Install the newer version to open it.</source>
        <translation>Ligaen {name} er skrevet av en nyere versjon av Roller desktop. Installer den nyere versjonen for å åpne den.</translation>
    </message>
    <message>
        <source>The league was written by a newer version of Roller desktop. Install the newer version to open it; the database has been left untouched.</source>
        <translation>Ligaen er skrevet av en nyere versjon av Roller desktop. Installer den nyere versjonen for å åpne den; databasen er ikke rørt.</translation>
    </message>
    <message>
        <source>The newest backup is {path}; it has not been checked yet (it is checked whole before it is restored).</source>
        <translation>Den nyeste sikkerhetskopien er {path}; den er ikke kontrollert ennå (den kontrolleres i sin helhet før den gjenopprettes).</translation>
    </message>
    <message>
        <source>The newest good backup is {path}.</source>
        <translation>Den nyeste feilfrie sikkerhetskopien er {path}.</translation>
    </message>
    <message>
        <source>No good backup was found beside it.</source>
        <translation>Ingen feilfri sikkerhetskopi ble funnet ved siden av den.</translation>
    </message>
    <message>
        <source>The file has not been changed.</source>
        <translation>Filen er ikke endret.</translation>
    </message>
    <message>
        <source>The file says it is of league file version {version}, which has one record per line, but it is a single document.</source>
        <translation>Filen sier at den er ligafil versjon {version}, som har én post per linje, men den er ett enkelt dokument.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of players.</source>
        <translation>Filens første linje oppgir ikke antallet spillere.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of changes.</source>
        <translation>Filens første linje oppgir ikke antallet endringer.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of matches.</source>
        <translation>Filens første linje oppgir ikke antallet kamper.</translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n players: it is cut short.</source>
        <translation>
            <numerusform>Filen slutter etter {read} av sine %n spillere: den er avkortet.</numerusform>
            <numerusform>Filen slutter etter {read} av sine %n spillere: den er avkortet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n changes: it is cut short.</source>
        <translation>
            <numerusform>Filen slutter etter {read} av sin %n endring: den er avkortet.</numerusform>
            <numerusform>Filen slutter etter {read} av sine %n endringer: den er avkortet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n matches: it is cut short.</source>
        <translation>
            <numerusform>Filen slutter etter {read} av sin %n kamp: den er avkortet.</numerusform>
            <numerusform>Filen slutter etter {read} av sine %n kamper: den er avkortet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line {line}: the file goes on after the %n matches its first line announces.</source>
        <translation>
            <numerusform>Linje {line}: filen fortsetter etter den %n kampen som første linje oppgir.</numerusform>
            <numerusform>Linje {line}: filen fortsetter etter de %n kampene som første linje oppgir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line} of the file is damaged: it is not a record a league file holds.</source>
        <translation>Linje {line} i filen er skadet: den er ingen post som en ligafil har.</translation>
    </message>
    <message>
        <source>{name} is not a league file: it is not text (perhaps a picture or another program&apos;s file).</source>
        <translation>{name} er ingen ligafil: den inneholder ikke tekst (kanskje et bilde eller en fil fra et annet program).</translation>
    </message>
    <message>
        <source>The file {name} cannot be read ({reason}).</source>
        <translation>Filen {name} kan ikke leses ({reason}).</translation>
    </message>
    <message>
        <source>The file is not a Roller desktop league: choose a file made with File → Export league.</source>
        <translation>Filen er ingen liga fra Roller desktop: velg en fil som er laget med Fil → Eksporter ligaen.</translation>
    </message>
    <message>
        <source>The file does not say which version of the league file it is.</source>
        <translation>Filen sier ikke hvilken versjon av ligafilen den er.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Roller desktop (league file version {version}; this one reads {oldest} to {newest}). Install the newer version to import it.</source>
        <translation>Filen er skrevet av en nyere versjon av Roller desktop (ligafil versjon {version}; denne leser {oldest} til {newest}). Installer den nyere versjonen for å importere den.</translation>
    </message>
    <message>
        <source>The same player appears twice in the file.</source>
        <translation>Samme spiller finnes to ganger i filen.</translation>
    </message>
    <message>
        <source>Two players in the file are called {name}.</source>
        <translation>To spillere i filen heter {name}.</translation>
    </message>
    <message>
        <source>Change {change} of the file appears in it twice.</source>
        <translation>Endring {change} i filen står to ganger i den.</translation>
    </message>
    <message>
        <source>Match {match} of the file appears in it twice.</source>
        <translation>Kamp {match} står to ganger i filen.</translation>
    </message>
    <message>
        <source>Player {player} of the file: {reason}</source>
        <translation>Spiller {player} i filen: {reason}</translation>
    </message>
    <message>
        <source>Match {match} of the file cannot be set up from its house rules and seats.</source>
        <translation>Kamp {match} i filen kan ikke settes opp med sine husregler og plasser.</translation>
    </message>
    <message>
        <source>Match {match} of the file: {reason}</source>
        <translation>Kamp {match} i filen: {reason}</translation>
    </message>
    <message>
        <source>Match {match} of the file, move {event}: {reason}</source>
        <translation>Kamp {match} i filen, trekk {event}: {reason}</translation>
    </message>
    <message>
        <source>another game</source>
        <translation>et annet spill</translation>
    </message>
    <message>
        <source>other house rules</source>
        <translation>andre husregler</translation>
    </message>
    <message>
        <source>another starter</source>
        <translation>en annen som begynner</translation>
    </message>
    <message>
        <source>other players or seats</source>
        <translation>andre spillere eller plasser</translation>
    </message>
    <message>
        <source>Match {match} of the file is already in the league, with {what} than in the file.</source>
        <translation>Kamp {match} i filen finnes allerede i ligaen, men med {what} enn i filen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> og </translation>
    </message>
    <message>
        <source>Match {match} of the file is already in the league with other throws.</source>
        <translation>Kamp {match} i filen finnes allerede i ligaen med andre kast.</translation>
    </message>
    <message>
        <source>No permission to use {path}: choose another folder.</source>
        <translation>Du har ikke tilgang til {path}: velg en annen mappe.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} finnes ikke.</translation>
    </message>
    <message>
        <source>The disk is full: make room on it, then try again.</source>
        <translation>Disken er full: frigjør plass og prøv så igjen.</translation>
    </message>
    <message>
        <source>{path} cannot be used ({reason}).</source>
        <translation>{path} kan ikke brukes ({reason}).</translation>
    </message>
    <message>
        <source>Move {number} of the match: {reason}</source>
        <translation>Trekk {number} i kampen: {reason}</translation>
    </message>
    <message>
        <source>The file does not follow the league file format ({detail}).</source>
        <translation>Filen følger ikke formatet for ligafiler ({detail}).</translation>
    </message>
    <message>
        <source>The league is read-only here: you can look, not play. Nothing was changed.</source>
        <translation>Ligaen er skrivebeskyttet her: du kan se, ikke spille. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>No backup of the league was taken at start: {reason} The league is open; what cannot be saved will be said.</source>
        <translation>Det ble ikke tatt noen sikkerhetskopi av ligaen ved start: {reason} Ligaen er åpen; det som ikke kan lagres, får du beskjed om.</translation>
    </message>
    <message>
        <source>The disk is full: the league can be looked at, but nothing can be saved until there is room on the disk.</source>
        <translation>Disken er full: ligaen kan ses på, men ingenting kan lagres før det er plass på disken.</translation>
    </message>
    <message>
        <source>The league was not exported to {path}: {reason}</source>
        <translation>Ligaen ble ikke eksportert til {path}: {reason}</translation>
    </message>
    <message>
        <source>The folder {folder} for the league cannot be made: {reason}</source>
        <translation>Mappen {folder} for ligaen kan ikke opprettes: {reason}</translation>
    </message>
    <message>
        <source>A league cannot be made in {folder}: {reason}</source>
        <translation>Det kan ikke opprettes en liga i {folder}: {reason}</translation>
    </message>
    <message>
        <source>The league {name} must be updated to this version, and a backup is always taken first; it could not be: {reason} Nothing was changed.</source>
        <translation>Ligaen {name} må oppdateres til denne versjonen, og først tas det alltid en sikkerhetskopi; det gikk ikke: {reason} Ingenting ble endret.</translation>
    </message>
    <message>
        <source>The league {name} is read-only here, and it must be updated to this version of Roller desktop before it can be opened. Open it where it can be written, or copy it to a folder of your own; nothing was changed.</source>
        <translation>Ligaen {name} er skrivebeskyttet her, og den må oppdateres til denne versjonen av Roller desktop før den kan åpnes. Åpne den der den kan skrives, eller kopier den til en egen mappe; ingenting ble endret.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>disken er full.</translation>
    </message>
    <message>
        <source>the disk quota is used up.</source>
        <translation>diskkvoten er brukt opp.</translation>
    </message>
    <message>
        <source>the file or folder is protected (no permission).</source>
        <translation>filen eller mappen er beskyttet (mangler tillatelse).</translation>
    </message>
    <message>
        <source>the folder is protected (no permission).</source>
        <translation>mappen er beskyttet (mangler tillatelse).</translation>
    </message>
    <message>
        <source>the disk is read-only.</source>
        <translation>disken er skrivebeskyttet.</translation>
    </message>
    <message>
        <source>there is no such folder.</source>
        <translation>mappen finnes ikke.</translation>
    </message>
    <message>
        <source>that is a folder, not a file.</source>
        <translation>det er en mappe, ikke en fil.</translation>
    </message>
    <message>
        <source>The league could not be saved: the disk is full. Nothing of this change was saved; make room on the disk and try again.</source>
        <translation>Ligaen kunne ikke lagres: disken er full. Endringen ble ikke lagret; gjør plass på disken og prøv igjen.</translation>
    </message>
    <message>
        <source>The league&apos;s database server cannot be reached just now. Nothing of this change was saved; try again when the server is back.</source>
        <translation>Ligaens databaseserver kan ikke nås akkurat nå. Endringen ble ikke lagret; prøv igjen når serveren er tilbake.</translation>
    </message>
    <message>
        <source>The league could not be read or written: the disk reported an error. Nothing of this change was saved.</source>
        <translation>Ligaen kunne ikke leses eller skrives: disken meldte en feil. Endringen ble ikke lagret.</translation>
    </message>
    <message>
        <source>Some players of this league have one name written in two ways ({names}): they stay two players. Merging them is for the keeper&apos;s tools.</source>
        <translation>Noen spillere i ligaen har samme navn skrevet på to måter ({names}): de holdes fra hverandre som to spillere. Å slå dem sammen gjøres med forvalterens verktøy.</translation>
    </message>
    <message>
        <source>a seat needs a player or a computer level.</source>
        <translation>en plass trenger en spiller eller et datamaskinnivå.</translation>
    </message>
    <message>
        <source>a computer seat has a level, not a player.</source>
        <translation>en plass for datamaskinen har et nivå, ikke en spiller.</translation>
    </message>
    <message>
        <source>only an abandoned match has a reason, and it is one short word.</source>
        <translation>bare en avbrutt kamp har en grunn, og den er ett kort ord.</translation>
    </message>
    <message>
        <source>“{cell}” is not a round&apos;s result: type the points, – for Tjock or RT.</source>
        <translation>«{cell}» er ikke et resultat for en runde: skriv poengene, – for Tjock eller RT.</translation>
    </message>
    <message numerus="yes">
        <source>%n points cannot be: a round scores at least 50.</source>
        <translation>
            <numerusform>%n poeng kan det ikke bli: en runde gir minst 50.</numerusform>
            <numerusform>%n poeng kan det ikke bli: en runde gir minst 50.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points cannot be: every score is a multiple of 50.</source>
        <translation>
            <numerusform>%n poeng kan det ikke bli: alle poeng går opp i 50.</numerusform>
            <numerusform>%n poeng kan det ikke bli: alle poeng går opp i 50.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points in one round are beyond any match.</source>
        <translation>
            <numerusform>%n poeng på én runde er mer enn noen kamp gir.</numerusform>
            <numerusform>%n poeng på én runde er mer enn noen kamp gir.</numerusform>
        </translation>
    </message>
    <message>
        <source>This match is written by hand: enter each turn&apos;s result, not its throws.</source>
        <translation>Denne kampen føres for hånd: skriv inn resultatet av hver runde, ikke kastene.</translation>
    </message>
    <message>
        <source>A match played with dice is never corrected: its throws are what happened.</source>
        <translation>En kamp som er spilt med terninger, rettes aldri: kastene er det som skjedde.</translation>
    </message>
    <message>
        <source>Only a finished match is corrected; before that, undo the entry.</source>
        <translation>Bare en ferdigspilt kamp kan rettes; før det, angre det du skrev inn.</translation>
    </message>
    <message>
        <source>Round {round} of {name} is {cell} already.</source>
        <translation>{name}s runde {round} er allerede {cell}.</translation>
    </message>
    <message>
        <source>The race has this finishing order already.</source>
        <translation>Løpet har allerede denne rekkefølgen i mål.</translation>
    </message>
    <message numerus="yes">
        <source>A place is needed for each of the %n seats.</source>
        <translation>
            <numerusform>En plassering trengs for hver plass, %n plass.</numerusform>
            <numerusform>En plassering trengs for hver av de %n plassene.</numerusform>
        </translation>
    </message>
    <message>
        <source>A place is a number from 1 to the number of seats.</source>
        <translation>En plassering er et tall fra 1 til antallet plasser.</translation>
    </message>
    <message>
        <source>Playing for places, every seat has a place from 1 to the number of seats, each place once.</source>
        <translation>Når man spiller om plasseringer, har hver plass en plassering fra 1 til antallet plasser, hver plassering én gang.</translation>
    </message>
    <message>
        <source>The race ended with its winner: one seat is 1, the others not through.</source>
        <translation>Løpet sluttet med vinneren: én plass er 1, de andre kom ikke i mål.</translation>
    </message>
    <message>
        <source>A column of results is needed for every seat.</source>
        <translation>Hver plass trenger en kolonne med resultater.</translation>
    </message>
    <message>
        <source>{name} has {got} rounds; the match has {rounds}.</source>
        <translation>{name} har {got} runder; kampen har {rounds}.</translation>
    </message>
    <message>
        <source>A paper protocol is of people: a computer plays with the program.</source>
        <translation>En protokoll på papir er menneskers: en datamaskin spiller i programmet.</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: {what}</source>
        <translation>Linje {line}, kolonne {column}: {what}</translation>
    </message>
    <message>
        <source>Line {line}: {what}</source>
        <translation>Linje {line}: {what}</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it from the spreadsheet as CSV UTF-8).</source>
        <translation>Filen er ikke UTF-8-tekst (lagre den fra regnearket som CSV UTF-8).</translation>
    </message>
    <message>
        <source>the file is empty: a header is needed.</source>
        <translation>filen er tom: en overskriftslinje trengs.</translation>
    </message>
    <message>
        <source>this is not CSV.</source>
        <translation>dette er ikke CSV.</translation>
    </message>
    <message>
        <source>the column is there twice.</source>
        <translation>kolonnen finnes to ganger.</translation>
    </message>
    <message>
        <source>unknown column.</source>
        <translation>ukjent kolonne.</translation>
    </message>
    <message>
        <source>the column is missing.</source>
        <translation>kolonnen mangler.</translation>
    </message>
    <message>
        <source>the round columns must be r1, r2, … up to the longest match, none left out.</source>
        <translation>rundekolonnene skal være r1, r2, … opp til den lengste kampen, uten hull.</translation>
    </message>
    <message>
        <source>“{value}” is neither on nor off.</source>
        <translation>«{value}» er verken on eller off.</translation>
    </message>
    <message>
        <source>“{value}” is not a whole number.</source>
        <translation>«{value}» er ikke et heltall.</translation>
    </message>
    <message numerus="yes">
        <source>this row has %n cells; the header has {columns}.</source>
        <translation>
            <numerusform>linjen har %n celle; overskriftslinjen har {columns}.</numerusform>
            <numerusform>linjen har %n celler; overskriftslinjen har {columns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>every row names its match.</source>
        <translation>hver linje oppgir kampen sin.</translation>
    </message>
    <message>
        <source>the rows of match “{label}” must be together.</source>
        <translation>linjene for kampen «{label}» skal stå sammen.</translation>
    </message>
    <message>
        <source>the rows of match “{label}” disagree.</source>
        <translation>linjene for kampen «{label}» sier ulikt.</translation>
    </message>
    <message numerus="yes">
        <source>a match has at most %n seats.</source>
        <translation>
            <numerusform>en kamp har høyst %n plass.</numerusform>
            <numerusform>en kamp har høyst %n plasser.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{value}” is no game (roller or 105).</source>
        <translation>«{value}» er ikke et spill (roller eller 105).</translation>
    </message>
    <message>
        <source>{name} sits twice at this match.</source>
        <translation>{name} sitter to ganger i denne kampen.</translation>
    </message>
    <message>
        <source>a Roller match has no such cell (105 only).</source>
        <translation>en Roller-kamp har ingen slik celle (bare 105).</translation>
    </message>
    <message>
        <source>a 105 race has no such cell: its place is in finish.</source>
        <translation>et 105-løp har ingen slik celle: plasseringen står i finish.</translation>
    </message>
    <message>
        <source>an empty round before a filled one.</source>
        <translation>en tom runde før en utfylt.</translation>
    </message>
    <message>
        <source>no round is filled.</source>
        <translation>ingen runde er fylt ut.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds; the match&apos;s first seat has {first}.</source>
        <translation>
            <numerusform>%n runde; kampens første plass har {first}.</numerusform>
            <numerusform>%n runder; kampens første plass har {first}.</numerusform>
        </translation>
    </message>
    <message>
        <source>match {label} is in the league with another game, other players or another number of rounds.</source>
        <translation>kampen {label} finnes i ligaen med et annet spill, andre spillere eller et annet antall runder.</translation>
    </message>
    <message>
        <source>match {label} was played with dice: its throws are what happened, it is never corrected.</source>
        <translation>kampen {label} ble spilt med terninger: kastene er det som skjedde, den rettes aldri.</translation>
    </message>
    <message>
        <source>This match is played with dice: its rounds are thrown, not entered.</source>
        <translation>Denne kampen spilles med terninger: rundene kastes, de skrives ikke inn.</translation>
    </message>
    <message>
        <source>Match {match} of the file would seat one player of this league twice (two players of the file are one player here, by their name or by an answer).</source>
        <translation>Kamp {match} i filen ville satt samme spiller fra denne ligaen på to plasser (to spillere i filen er én spiller her, ved navnet eller et svar).</translation>
    </message>
    <message>
        <source>A player of the answers is no longer in this league.</source>
        <translation>En spiller i svarene finnes ikke lenger i denne ligaen.</translation>
    </message>
    <message>
        <source>That change is not in the keeper&apos;s log.</source>
        <translation>Den endringen er ikke i endringsloggen.</translation>
    </message>
    <message>
        <source>That change was undone already.</source>
        <translation>Den endringen er allerede angret.</translation>
    </message>
    <message>
        <source>That change has no undo of its own.</source>
        <translation>Den endringen kan ikke angres for seg.</translation>
    </message>
    <message>
        <source>The match was mended again since: undo that mend first.</source>
        <translation>Kampen er rettet igjen siden: angre den rettelsen først.</translation>
    </message>
    <message>
        <source>The match of that change is no longer in the league.</source>
        <translation>Kampen til den endringen er ikke lenger i ligaen.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, whom this import brought, has played %n matches since: the import cannot be undone. Nothing was changed.</source>
        <translation>
            <numerusform>{name}, som kom med denne importen, har spilt %n kamp siden: importen kan ikke angres. Ingenting ble endret.</numerusform>
            <numerusform>{name}, som kom med denne importen, har spilt %n kamper siden: importen kan ikke angres. Ingenting ble endret.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, whom this import brought, was renamed, archived or merged since: undo that first. Nothing was changed.</source>
        <translation>{name}, som kom med denne importen, har fått nytt navn, blitt arkivert eller slått sammen siden: angre det først. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>A later import brought more to a match this import added (played on or corrected at another table): undo that import first. Nothing was changed.</source>
        <translation>En senere import førte mer inn i en kamp denne importen la til (spilt videre eller korrigert ved et annet bord): angre den importen først. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>What the undo took out is back in the league already (the file was imported again): nothing to bring back.</source>
        <translation>Det som ble angret, er allerede tilbake i ligaen (filen ble importert på nytt): ingenting å hente tilbake.</translation>
    </message>
    <message>
        <source>{name} was renamed again since: undo that rename first.</source>
        <translation>{name} har fått nytt navn igjen siden: angre det først.</translation>
    </message>
    <message>
        <source>{name} was archived or taken out of the archive again since: undo that first.</source>
        <translation>{name} er arkivert eller hentet fram fra arkivet igjen siden: angre det først.</translation>
    </message>
    <message>
        <source>A cell this correction wrote was corrected again since: undo that correction first.</source>
        <translation>En rute denne korrigeringen skrev, er korrigert igjen siden: angre den korrigeringen først.</translation>
    </message>
    <message>
        <source>The file is not a league file (nested too deep at line {line}).</source>
        <translation>Filen er ingen ligafil (for dypt nøstet på linje {line}).</translation>
    </message>
    <message>
        <source>This match cannot be opened: its stored throws no longer follow the rules (the league file was damaged or changed by another program). The rest of the league opens as usual; roller-desktop check names every such match.</source>
        <translation>Kampen kan ikke åpnes: de lagrede kastene følger ikke lenger reglene (ligafilen er skadet eller endret av et annet program). Resten av ligaen åpnes som vanlig; roller-desktop check navngir hver slik kamp.</translation>
    </message>
</context>
<context>
    <name>NewChampionshipDialog</name>
    <message>
        <source>New championship</source>
        <translation>Nytt mesterskap</translation>
    </message>
    <message>
        <source>EM i Roller 2027</source>
        <translation>EM i Roller 2027</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>P&amp;lace:</source>
        <translation>S&amp;ted:</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Første dag</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Siste dag</translation>
    </message>
    <message>
        <source>One player a line: name, or name;home town</source>
        <translation>Én spiller per linje: navn, eller navn;hjemsted</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Read a f&amp;ile…</source>
        <translation>Hent spillere fra f&amp;il…</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pillere:</translation>
    </message>
    <message>
        <source>Da&amp;ys:</source>
        <translation>&amp;Dager:</translation>
    </message>
    <message>
        <source>Qualifying &amp;rounds:</source>
        <translation>Kvalifiserings&amp;runder:</translation>
    </message>
    <message>
        <source>Players a &amp;table:</source>
        <translation>Spillere per &amp;bord:</translation>
    </message>
    <message>
        <source>Rounds a match</source>
        <translation>Runder per kamp</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW-grense</translation>
    </message>
    <message>
        <source>Rounds a &amp;match:</source>
        <translation>Runder per &amp;kamp:</translation>
    </message>
    <message>
        <source>WW limit (p&amp;oints):</source>
        <translation>&amp;WW-grense (poeng):</translation>
    </message>
    <message>
        <source>For&amp;ced throw after ROLLER by Stege or Alla lika</source>
        <translation>Tvun&amp;get kast etter ROLLER med Stege eller Alla lika</translation>
    </message>
    <message>
        <source>Players in the &amp;final:</source>
        <translation>Spillere i &amp;finalen:</translation>
    </message>
    <message>
        <source>Kept apart, a pair a line: Anna,Bo</source>
        <translation>Holdes fra hverandre, ett par per linje: Anna,Bo</translation>
    </message>
    <message>
        <source>Players kept apart</source>
        <translation>Spillere som holdes fra hverandre</translation>
    </message>
    <message>
        <source>Kept &amp;apart:</source>
        <translation>&amp;Holdes fra hverandre:</translation>
    </message>
    <message>
        <source>&amp;Duplicate dice</source>
        <translation>&amp;Samme terninger ved alle bord</translation>
    </message>
    <message>
        <source>Every table of a round throws the same dice (the program&apos;s dice only).</source>
        <translation>Alle bordene i en kvalifiseringsrunde kaster de samme terningene (bare med programmets terninger).</translation>
    </message>
    <message>
        <source>Counts in the league&apos;s &amp;season</source>
        <translation>T&amp;elles i ligaens sesong</translation>
    </message>
    <message>
        <source>Make and dra&amp;w</source>
        <translation>L&amp;ag og trekk</translation>
    </message>
    <message>
        <source>Players file</source>
        <translation>Spillerfil</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>Tekstfiler (*.txt *.csv);;Alle filer (*)</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Filen er ikke UTF-8-tekst.</translation>
    </message>
    <message>
        <source>A pair kept apart is two names with a comma between: %1</source>
        <translation>Et par som holdes fra hverandre, er to navn med komma imellom: %1</translation>
    </message>
    <message>
        <source>A championship needs at least two players.</source>
        <translation>Et mesterskap trenger minst to spillere.</translation>
    </message>
    <message>
        <source>Drawing the qualifying rounds…</source>
        <translation>Trekker kvalifiseringsrundene…</translation>
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
        <source>Expected points per round: {points}</source>
        <translation>Forventede poeng per runde: {points}</translation>
    </message>
    <message>
        <source>A round ends RT {rt}, Tjock {tjock}</source>
        <translation>En runde ender RT {rt}, Tjock {tjock}</translation>
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
        <source>Alone, extra throw</source>
        <translation>Alene, med ekstrakast</translation>
    </message>
    <message>
        <source>Alone, no extra throw</source>
        <translation>Alene, uten ekstrakast</translation>
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
    <message>
        <source>Working out the odds…</source>
        <translation>Regner ut oddsen…</translation>
    </message>
    <message>
        <source>Roller, played for the most points</source>
        <translation>Roller, spilt for flest mulig poeng</translation>
    </message>
    <message numerus="yes">
        <source>Chance to reach {points} in %n rounds: {chance}</source>
        <translation>
            <numerusform>Sjanse for å nå {points} på %n runde: {chance}</numerusform>
            <numerusform>Sjanse for å nå {points} på %n runder: {chance}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank once the turn holds (points)</source>
        <translation>Stopp når runden har (poeng)</translation>
    </message>
    <message>
        <source>four throws in ten are empty</source>
        <translation>fire kast av ti blir tomme</translation>
    </message>
    <message>
        <source>two hits in about one throw of six</source>
        <translation>to treff i omtrent ett kast av seks</translation>
    </message>
    <message>
        <source>nearer thirteen throws per number</source>
        <translation>nærmere tretten kast per tall</translation>
    </message>
    <message>
        <source>around 70 turns alone</source>
        <translation>rundt 70 turer alene</translation>
    </message>
    <message>
        <source>the luckiest of three or four is through after 55 to 60 turns</source>
        <translation>den heldigste av tre eller fire er i mål etter 55 til 60 turer</translation>
    </message>
    <message numerus="yes">
        <source>The winner among %n players</source>
        <translation>
            <numerusform>Vinneren blant %n spiller</numerusform>
            <numerusform>Vinneren blant %n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>105, exact</source>
        <translation>105, nøyaktig</translation>
    </message>
    <message>
        <source>At least one hit</source>
        <translation>Minst ett treff</translation>
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
            <numerusform>Skriv nøyaktig %n siffer.</numerusform>
            <numerusform>Skriv nøyaktig %n sifre.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>{name} starts!</source>
        <translation>{name} begynner!</translation>
    </message>
    <message>
        <source>tied: {names} throw again among themselves</source>
        <translation>likt: {names} kaster om seg imellom</translation>
    </message>
</context>
<context>
    <name>OtherChoicesDialog</name>
    <message>
        <source>Same dice, other choices</source>
        <translation>Samme terninger, andre valg</translation>
    </message>
    <message>
        <source>How the replay throws</source>
        <translation>Hvordan omspillingen kaster</translation>
    </message>
    <message>
        <source>Replay from</source>
        <translation>Spill om fra</translation>
    </message>
    <message>
        <source>The start of the match</source>
        <translation>Kampens start</translation>
    </message>
    <message>
        <source>The moment on the graph: {moment}</source>
        <translation>Øyeblikket i grafen: {moment}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>The player&apos;s own throws, the exact player&apos;s choices (playing to win) from the moment chosen on; the others as they played. Where the exact player throws a different number of dice than the stored throw, the program throws: the same draw for the same place in the match (round and throw) every time, so that replays share their luck as far as they can.</source>
        <translation>Spillerens egne kast, den eksakte spillerens valg (som spiller for seieren) fra det valgte øyeblikket; de andre som de spilte. Der den eksakte spilleren kaster et annet antall terninger enn det lagrede kastet, kaster programmet: samme trekning for samme sted i kampen (runde og kast) hver gang, slik at omspillinger deler terningflaks så langt de kan.</translation>
    </message>
    <message>
        <source>Player replayed</source>
        <translation>Spiller som spilles om</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Replay [Enter]</source>
        <translation>Spill om [Enter]</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Spill om</translation>
    </message>
    <message>
        <source>Replaying… %p %</source>
        <translation>Spiller om… %p %</translation>
    </message>
    <message>
        <source>What the replay ended with</source>
        <translation>Hva omspillingen endte med</translation>
    </message>
    <message>
        <source>The rounds as played and as replayed</source>
        <translation>Rundene slik de ble spilt og slik de spilles om</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spilt</translation>
    </message>
    <message>
        <source>Replayed</source>
        <translation>Spilt om</translation>
    </message>
    <message>
        <source>Replaying…</source>
        <translation>Spiller om…</translation>
    </message>
    <message>
        <source>The match cannot be replayed: {why}</source>
        <translation>Kampen kan ikke spilles om: {why}</translation>
    </message>
    <message>
        <source>With the exact player&apos;s choices {name} would have ended with {total} (played: {played}): {result} against {others}.</source>
        <translation>Med den eksakte spillerens valg ville {name} ha endt på {total} (spilt: {played}): {result} mot {others}.</translation>
    </message>
    <message>
        <source>As played: {result}.</source>
        <translation>Slik det ble spilt: {result}.</translation>
    </message>
    <message numerus="yes">
        <source>Throws: %n of the player&apos;s own</source>
        <translation>
            <numerusform>Kast: %n av spillerens egne</numerusform>
            <numerusform>Kast: %n av spillerens egne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of the program&apos;s (another number of dice).</source>
        <translation>
            <numerusform>, %n av programmets (et annet antall terninger).</numerusform>
            <numerusform>, %n av programmets (et annet antall terninger).</numerusform>
        </translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunnet</translation>
    </message>
    <message>
        <source>a shared win</source>
        <translation>delt seier</translation>
    </message>
    <message numerus="yes">
        <source>lost (place %n)</source>
        <translation>
            <numerusform>tapt (plass %n)</numerusform>
            <numerusform>tapt (plass %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaperEntryPage</name>
    <message>
        <source>Enter a paper protocol</source>
        <translation>Skriv inn en papirprotokoll</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Kampen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>DD.MM.ÅÅÅÅ</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>HH:MM, empty if not known</source>
        <translation>TT.MM, tomt hvis det ikke er kjent</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Klokkeslett</translation>
    </message>
    <message>
        <source>Where it was played (optional)</source>
        <translation>Hvor den ble spilt (valgfritt)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sted</translation>
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
        <translation>Tvunget kast etter ROLLER med Stege eller Alla lika</translation>
    </message>
    <message>
        <source>League players (Enter seats them)</source>
        <translation>Ligaens spillere (Enter: til bordet)</translation>
    </message>
    <message>
        <source>League players</source>
        <translation>Ligaens spillere</translation>
    </message>
    <message>
        <source>A name not in the league yet</source>
        <translation>Et navn som ikke er i ligaen ennå</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Navn på ny spiller</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>TT.MM</translation>
    </message>
    <message>
        <source>&amp;Time (if known)</source>
        <translation>&amp;Klokkeslett (hvis kjent)</translation>
    </message>
    <message>
        <source>&amp;Place (optional)</source>
        <translation>S&amp;ted (valgfritt)</translation>
    </message>
    <message>
        <source>&amp;New name (not in the league yet):</source>
        <translation>&amp;Nytt navn (ikke i ligaen ennå):</translation>
    </message>
    <message>
        <source>A new name becomes a player of the league when the protocol is saved.</source>
        <translation>Et nytt navn blir spiller i ligaen når protokollen lagres.</translation>
    </message>
    <message>
        <source>At the table, clockwise, from the one who started</source>
        <translation>Ved bordet, med klokka, fra den som begynte</translation>
    </message>
    <message>
        <source>Seats, clockwise</source>
        <translation>Plasser, med klokka</translation>
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
        <source>Saved</source>
        <translation>Lagret</translation>
    </message>
    <message>
        <source>Problem with the protocol</source>
        <translation>Problem med protokollen</translation>
    </message>
    <message>
        <source>Cancel [Esc]</source>
        <translation>Avbryt [Esc]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Next: the protocol [Ctrl+Enter]</source>
        <translation>Neste: protokollen [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Next: the protocol</source>
        <translation>Neste: protokollen</translation>
    </message>
    <message>
        <source>e.g. 350, – (Tjock) or RT</source>
        <translation>f.eks. 350, – (Tjock) eller RT</translation>
    </message>
    <message>
        <source>Result of the cell</source>
        <translation>Rutens resultat</translation>
    </message>
    <message>
        <source>Enter [Enter]</source>
        <translation>Før inn [Enter]</translation>
    </message>
    <message>
        <source>Enter the cell</source>
        <translation>Før inn ruten</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Legg til</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Sp&amp;ill</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Dato</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Runder</translation>
    </message>
    <message>
        <source>&amp;WW limit (points)</source>
        <translation>&amp;WW-grense (poeng)</translation>
    </message>
    <message>
        <source>Add the name typed to the table</source>
        <translation>Sett det innskrevne navnet ved bordet</translation>
    </message>
    <message>
        <source>Enter moves on to the next seat, then the next round; the arrow keys or a click go back to a cell to type it again (Enter with the box empty empties it).</source>
        <translation>Enter går videre til neste plass og så til neste runde; piltastene eller et klikk går tilbake til en rute for å skrive den på nytt (Enter med tomt felt tømmer ruten).</translation>
    </message>
    <message>
        <source>Problem with the cell</source>
        <translation>Problem med ruten</translation>
    </message>
    <message>
        <source>Match summary</source>
        <translation>Sammendrag av kampen</translation>
    </message>
    <message>
        <source>Back to the form [Esc]</source>
        <translation>Tilbake til skjemaet [Esc]</translation>
    </message>
    <message>
        <source>Back to the form</source>
        <translation>Tilbake til skjemaet</translation>
    </message>
    <message>
        <source>Save in the league [Ctrl+S]</source>
        <translation>Lagre i ligaen [Ctrl+S]</translation>
    </message>
    <message>
        <source>Save in the league</source>
        <translation>Lagre i ligaen</translation>
    </message>
    <message>
        <source>Each seat&apos;s place (1 = the winner) and dice. When the race ended with its winner, the others are not through.</source>
        <translation>Plassering (1 = vinneren) og terninger for hver plass. Sluttet løpet med vinneren, er de andre ikke i mål.</translation>
    </message>
    <message>
        <source>Finishing order</source>
        <translation>Plasseringer</translation>
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
        <source>Finishing place</source>
        <translation>Plassering</translation>
    </message>
    <message>
        <source>Problem with the finishing order</source>
        <translation>Problem med plasseringene</translation>
    </message>
    <message>
        <source>Paper protocol</source>
        <translation>Papirprotokoll</translation>
    </message>
    <message>
        <source>{name} sits at the table twice.</source>
        <translation>{name} sitter ved bordet to ganger.</translation>
    </message>
    <message numerus="yes">
        <source>A match has at most %n seats.</source>
        <translation>
            <numerusform>En kamp har høyst %n plass.</numerusform>
            <numerusform>En kamp har høyst %n plasser.</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}. {name} (new player)</source>
        <translation>{number}. {name} (ny spiller)</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Sett minst én spiller ved bordet.</translation>
    </message>
    <message>
        <source>Round {round}, {name}:</source>
        <translation>Runde {round}, {name}:</translation>
    </message>
    <message numerus="yes">
        <source>{typed} of %n cells typed.</source>
        <translation>
            <numerusform>{typed} av %n rute fylt inn.</numerusform>
            <numerusform>{typed} av %n ruter fylt inn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>Er du sikker?</translation>
    </message>
    <message>
        <source>{points} points in one round: is that right?</source>
        <translation>{points} poeng i én runde: stemmer det?</translation>
    </message>
    <message>
        <source>Type the result first: the points, – for Tjock or RT.</source>
        <translation>Skriv resultatet først: poengene, – for Tjock eller RT.</translation>
    </message>
    <message>
        <source>not through</source>
        <translation>ikke i mål</translation>
    </message>
    <message>
        <source>Place of {name}</source>
        <translation>Plassering for {name}</translation>
    </message>
    <message>
        <source>Dice for {name}</source>
        <translation>Terninger for {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Barnemodus for {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n cells are still empty: the protocol is saved when every round of every seat is typed.</source>
        <translation>
            <numerusform>%n rute er fortsatt tom: protokollen lagres når hver runde på hver plass er fylt inn.</numerusform>
            <numerusform>%n ruter er fortsatt tomme: protokollen lagres når hver runde på hver plass er fylt inn.</numerusform>
        </translation>
    </message>
    <message>
        <source>This protocol is in the league already (the same date, place, players and cells): nothing was added.</source>
        <translation>Denne protokollen er allerede i ligaen (samme dato, sted, spillere og ruter): ingenting ble lagt til.</translation>
    </message>
    <message>
        <source>Saved in the league: {match}. Type the next protocol, or Esc to leave.</source>
        <translation>Lagret i ligaen: {match}. Skriv inn neste protokoll, eller trykk Esc for å forlate siden.</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n cells typed? They are not saved.</source>
        <translation>
            <numerusform>Vil du forkaste den %n utfylte ruten? Den er ikke lagret.</numerusform>
            <numerusform>Vil du forkaste de %n utfylte rutene? De er ikke lagret.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard the protocol typed? It is not saved.</source>
        <translation>Vil du forkaste protokollen som er skrevet inn? Den er ikke lagret.</translation>
    </message>
    <message>
        <source>Cancel the protocol?</source>
        <translation>Avbryte protokollen?</translation>
    </message>
</context>
<context>
    <name>PendingStore</name>
    <message>
        <source>Checking the whole league first, as Roller ended last time without closing it (a crash, a power cut). This takes a while for a large league…</source>
        <translation>Kontrollerer først hele ligaen, siden Roller ikke ble avsluttet ordentlig sist gang (et krasj, et strømbrudd). Det tar litt tid hvis ligaen er stor…</translation>
    </message>
    <message>
        <source>Checking the whole league first. This takes a while for a large league…</source>
        <translation>Kontrollerer først hele ligaen. Det tar litt tid hvis ligaen er stor…</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>&amp;Drills</source>
        <translation>Øvin&amp;ger</translation>
    </message>
    <message>
        <source>Drills from this player&apos;s matches</source>
        <translation>Øvinger fra spillerens kamper</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Drills: %n due</source>
        <translation>
            <numerusform>Øvin&amp;ger: %n på tur</numerusform>
            <numerusform>Øvin&amp;ger: %n på tur</numerusform>
        </translation>
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
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Tjock rate</source>
        <translation>Tjock-andel</translation>
    </message>
    <message>
        <source>Tjock rounds</source>
        <translation>Tjock-runder</translation>
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
        <translation>Turer i snitt</translation>
    </message>
    <message>
        <source>Tjock rate: tjock rounds per round played (%)</source>
        <translation>Tjock-andel: runder som ble tjock (RT eller –) per spilt runde (%)</translation>
    </message>
    <message>
        <source>Round results, all time</source>
        <translation>Resultater per runde, alle tider</translation>
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
        <translation>Turer per løp i snitt, per måned</translation>
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
        <translation>Møter</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Bedre</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Dårligere</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>Ahead %</source>
        <translation>Bedre %</translation>
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
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>PlayersQuestion</name>
    <message>
        <source>Players in the file</source>
        <translation>Spillerne i filen</translation>
    </message>
    <message>
        <source>These names of the file are like the name of a player of this league, but not the same. Say who each of them is; nothing is imported before you do.</source>
        <translation>Disse navnene i filen ligner navnet på en spiller i denne ligaen, men er ikke det samme. Si hvem hver av dem er; ingenting importeres før du har gjort det.</translation>
    </message>
    <message>
        <source>These players of the file are new here, but go by the name of a player of this league (or one like it). Say who each of them is; nothing is imported before you do.</source>
        <translation>Disse spillerne i filen er nye her, men har samme navn som en spiller i denne ligaen (eller et som ligner). Si hvem hver av dem er; ingenting importeres før du har gjort det.</translation>
    </message>
    <message>
        <source>The answers are remembered for later files from the same league.</source>
        <translation>Svarene lagres og gjelder for senere filer fra samme liga.</translation>
    </message>
    <message>
        <source>The file does not say which league it is from (an older program wrote it): these answers cannot be remembered.</source>
        <translation>Filen sier ikke hvilken liga den kommer fra (et eldre program skrev den): disse svarene kan ikke lagres.</translation>
    </message>
    <message>
        <source>{name} of this league (also known as {other})</source>
        <translation>{name} i denne ligaen (også kalt {other})</translation>
    </message>
    <message>
        <source>{name} of this league (a name like it)</source>
        <translation>{name} i denne ligaen (et lignende navn)</translation>
    </message>
    <message>
        <source>the {name} of this league</source>
        <translation>{name} i denne ligaen</translation>
    </message>
    <message>
        <source>another person (a new player)</source>
        <translation>en annen person (en ny spiller)</translation>
    </message>
    <message>
        <source>{name} in the file:</source>
        <translation>{name} i filen:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Search players (Ctrl+F)</source>
        <translation>Søk etter spillere (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Søk etter spillere</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Vis arkiverte spillere</translation>
    </message>
    <message>
        <source>Enter or a double click: the player&apos;s page</source>
        <translation>Enter eller dobbeltklikk: spillerens side</translation>
    </message>
    <message>
        <source>Perhaps one person (Enter: merge…):</source>
        <translation>Kanskje samme person (Enter: slå sammen…):</translation>
    </message>
    <message>
        <source>Perhaps one person</source>
        <translation>Kanskje samme person</translation>
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
        <source>Merge…</source>
        <translation>Slå sammen…</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Del opp…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem med navnet</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n matches)</source>
        <translation>
            <numerusform>{name} (%n kamp)</numerusform>
            <numerusform>{name} (%n kamper)</numerusform>
        </translation>
    </message>
    <message>
        <source> (archived)</source>
        <translation> (arkivert)</translation>
    </message>
    <message>
        <source>also known as {names}</source>
        <translation>også kalt {names}</translation>
    </message>
    <message>
        <source>{one} and {other}</source>
        <translation>{one} og {other}</translation>
    </message>
    <message numerus="yes">
        <source>%n players chosen (Ctrl+click chooses two to merge)</source>
        <translation>
            <numerusform>%n spiller valgt (Ctrl+klikk velger to som skal slås sammen)</numerusform>
            <numerusform>%n spillere valgt (Ctrl+klikk velger to som skal slås sammen)</numerusform>
        </translation>
    </message>
    <message>
        <source>New player:</source>
        <translation>Ny spiller:</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>Nytt navn for {name}:</translation>
    </message>
    <message>
        <source>Choose two players to merge (Ctrl+click the second).</source>
        <translation>Velg to spillere som skal slås sammen (Ctrl+klikk på den andre).</translation>
    </message>
    <message>
        <source>Merging the players…</source>
        <translation>Slår sammen spillerne…</translation>
    </message>
    <message>
        <source>Choose a player with an “also known as” to split the merge.</source>
        <translation>Velg en spiller med «også kalt» for å dele opp sammenslåingen.</translation>
    </message>
    <message>
        <source>Split players</source>
        <translation>Del opp spillere</translation>
    </message>
    <message numerus="yes">
        <source>Split {name} from {other} again? %n matches go back to {name}; the figures are as they were before the merge.</source>
        <translation>
            <numerusform>Dele opp {name} og {other} igjen? %n kamp går tilbake til {name}; tallene blir som før sammenslåingen.</numerusform>
            <numerusform>Dele opp {name} og {other} igjen? %n kamper går tilbake til {name}; tallene blir som før sammenslåingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Del opp</translation>
    </message>
    <message>
        <source>Splitting the players…</source>
        <translation>Deler opp spillerne…</translation>
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
        <translation>Tvunget kast etter ROLLER med Stege eller Alla lika</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Hvem begynner</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handikap</translation>
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
    <name>ProjectorView</name>
    <message>
        <source>Standings</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <source>Championship standings for the room</source>
        <translation>Mesterskapets stilling for salen</translation>
    </message>
    <message>
        <source>Waiting for the standings…</source>
        <translation>Venter på stillingen…</translation>
    </message>
    <message>
        <source>The final is playing</source>
        <translation>Finalen spilles</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>Mester: %1</translation>
    </message>
    <message>
        <source>Qualifying round %1: every table has finished</source>
        <translation>Kvalifiseringsrunde %1: alle bordene er ferdige</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Side %1 av %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plassering</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>WW</source>
        <translation>WW</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Kamper</translation>
    </message>
    <message>
        <source>The standings could not be read just now; shown as last read.</source>
        <translation>Stillingen kunne ikke leses akkurat nå; det som vises, er fra forrige lesing.</translation>
    </message>
    <message numerus="yes">
        <source>Qualifying round %1: table %2 still to play</source>
        <translation>
            <numerusform>Kvalifiseringsrunde %1: bord %2 har ikke spilt ferdig</numerusform>
            <numerusform>Kvalifiseringsrunde %1: bordene %2 har ikke spilt ferdig</numerusform>
        </translation>
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
        <source>Same dice, other choices…</source>
        <translation>Samme terninger, andre valg…</translation>
    </message>
    <message>
        <source>&amp;Protocol</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;Win chance</source>
        <translation>Vinners&amp;janse</translation>
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
    <message>
        <source>Saved as {path}</source>
        <translation>Lagret som {path}</translation>
    </message>
    <message>
        <source>&amp;Correct… [Ctrl+K]</source>
        <translation>&amp;Korriger… [Ctrl+K]</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Korriger…</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korrigeringer</translation>
    </message>
    <message>
        <source>Retype a cell of this protocol</source>
        <translation>Skriv inn en rute i protokollen på nytt</translation>
    </message>
    <message>
        <source>Corrected:</source>
        <translation>Korrigert:</translation>
    </message>
    <message numerus="yes">
        <source>%n corrections saved.</source>
        <translation>
            <numerusform>%n korrigering lagret.</numerusform>
            <numerusform>%n korrigeringer lagret.</numerusform>
        </translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Trenerark…</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Filmappe</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Snarvei</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ukjent</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>Se &amp;i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;navn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fil&amp;type:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Velg</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lagre som</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fremover</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Overordnet mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Lag ny mappe</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Lag en ny mappe</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvisning</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nylig brukte steder</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis &amp;skjulte filer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Gi nytt navn</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mappe:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mapper</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tilbake</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå fremover</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå til overordnet mappe</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Bytt til listevisning</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Bytt til detaljvisning</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidepanel</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste over steder og bokmerker</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 finnes allerede.
Vil du erstatte den?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fant ikke filen.
Kontroller at filnavnet er riktig.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Fant ikke mappen.
Kontroller at mappenavnet er riktig.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Er du sikker på at du vil slette «%1»?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Kunne ikke slette mappen.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Endret</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min datamaskin</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Skriv inn en verdi:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Vis detaljer…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Skjul detaljer…</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>Papir</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Sidestørrelse:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Bredde:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Høyde:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Papirkilde:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Retning</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Stående</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Liggende</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Omvendt liggende</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Omvendt stående</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Marger</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>toppmarg</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>bunnmarg</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>venstremarg</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>høyremarg</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Sideoppsett</translation>
    </message>
    <message>
        <source>Page &amp;order:</source>
        <translation>Side&amp;rekkefølge:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Sider &amp;per ark:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egendefinert</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Millimeter (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Tommer (in)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>Punkter (pt)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standardverdier</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ei til alle</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Skriv &amp;ut</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>Alle sider</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Oddetallssider</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Partallssider</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Skriv ut til fil (PDF)</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Lokal fil</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>Skriv PDF-fil</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Valg &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Valg &lt;&lt;</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Skriv ut til fil…</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 finnes allerede.
Vil du overskrive den?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 er en mappe.
Velg et annet filnavn.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Filen %1 kan ikke skrives.
Velg et annet filnavn.</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Forhåndsvisning</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Neste side</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Forrige side</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Første side</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Siste side</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Tilpass bredden</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Tilpass siden</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom inn</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom ut</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Stående</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Liggende</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Vis én side</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Vis oppslag</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Vis oversikt over alle sider</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Sideoppsett</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Sideoppsett</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Eksporter til PDF</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>Skriveregenskaper</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Jobbvalg</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avansert</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Kopier:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>Sorter</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Omvendt</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Utskriftsområde</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>Skriv ut alt</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Sider fra</translation>
    </message>
    <message>
        <source>to</source>
        <translation>til</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Gjeldende side</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Utvalg</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Valg</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Utskriftsinnstillinger</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Fargemodus</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Farge</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Gråtoner</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Tosidig utskrift</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Innbinding langs langsiden</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Innbinding langs kortsiden</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Side&amp;utvalg:</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Plassering:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>&amp;Egenskaper</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>Utdata&amp;fil:</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Skriver</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Forhåndsvisning</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>RaceChancesBox</name>
    <message>
        <source>Chance to win</source>
        <translation>Sjanse til å vinne</translation>
    </message>
    <message>
        <source>Each child&apos;s chance to win</source>
        <translation>Hvert barns sjanse til å vinne</translation>
    </message>
    <message>
        <source>Even it out</source>
        <translation>Jevn ut</translation>
    </message>
    <message>
        <source>Set the dice counts that make the race most even (kids&apos; mode, the extra throw and who starts as they are)</source>
        <translation>Gir hvert barn det antallet terninger som gjør løpet jevnest (barnemodus, ekstrakast og hvem som begynner, forblir som de er)</translation>
    </message>
    <message>
        <source>About the dice counts</source>
        <translation>Om antallet terninger</translation>
    </message>
    <message>
        <source>The chances show once children are at the table.</source>
        <translation>Sjansene vises når barna sitter ved bordet.</translation>
    </message>
    <message>
        <source>Working out the most even dice…</source>
        <translation>Regner ut de jevneste terningene…</translation>
    </message>
    <message>
        <source>The most even dice are set, but kids&apos; mode still decides the race.</source>
        <translation>De jevneste terningene er satt, men barnemodus avgjør likevel løpet.</translation>
    </message>
    <message>
        <source>These are already the most even dice.</source>
        <translation>Dette er allerede de jevneste terningene.</translation>
    </message>
    <message>
        <source>The most even dice are set.</source>
        <translation>De jevneste terningene er satt.</translation>
    </message>
    <message>
        <source>Kids&apos; mode shortens a race more than dice can make up: no dice counts make this table even.</source>
        <translation>Barnemodus korter ned løpet mer enn terningene kan veie opp: uansett antall terninger blir ikke dette bordet jevnt.</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Chasing</source>
        <translation>Tallet du jager</translation>
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
        <source>{name} set %n dice aside on the extra throw</source>
        <translation>
            <numerusform>{name} la %n terning til side på ekstrakastet</numerusform>
            <numerusform>{name} la %n terninger til side på ekstrakastet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} set %n dice aside</source>
        <translation>
            <numerusform>{name} la %n terning til side</numerusform>
            <numerusform>{name} la %n terninger til side</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: no hit on the extra throw</source>
        <translation>{name}: ingen treff på ekstrakastet</translation>
    </message>
    <message>
        <source>{name}: no hit</source>
        <translation>{name}: ingen treff</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, throw again</source>
        <translation>Barnemodus: ingen treff, kast igjen</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spiller…</translation>
    </message>
    <message numerus="yes">
        <source>{what}. Now {next}: throw %n dice</source>
        <translation>
            <numerusform>{what}. Nå {next}: kast %n terning</numerusform>
            <numerusform>{what}. Nå {next}: kast %n terninger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra throw for the {faces}: all %n dice</source>
        <translation>
            <numerusform>Ekstrakast på {faces}: kast %n terning</numerusform>
            <numerusform>Ekstrakast på {faces}: kast alle %n terningene</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chasing {faces}: throw %n dice</source>
        <translation>
            <numerusform>Jager {faces}: kast %n terning</numerusform>
            <numerusform>Jager {faces}: kast %n terninger</numerusform>
        </translation>
    </message>
    <message>
        <source>New race</source>
        <translation>Nytt løp</translation>
    </message>
    <message>
        <source>Print the result</source>
        <translation>Skriv ut resultatet</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, the extra throw again</source>
        <translation>Barnemodus: ingen treff, ta ekstrakastet på nytt</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>e.g. 350, – (Tjock) or RT</source>
        <translation>f.eks. 350, – (Tjock) eller RT</translation>
    </message>
    <message>
        <source>e.g. 350</source>
        <translation>f.eks. 350</translation>
    </message>
    <message>
        <source>Result of the turn</source>
        <translation>Rundens resultat</translation>
    </message>
    <message>
        <source>Enter result [Enter]</source>
        <translation>Registrer resultatet [Enter]</translation>
    </message>
    <message>
        <source>Enter the result</source>
        <translation>Registrer resultatet</translation>
    </message>
</context>
<context>
    <name>RollerScreen</name>
    <message>
        <source>Turn points</source>
        <translation>I runden</translation>
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
        <translation>Beste valg</translation>
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
        <source>Coach</source>
        <translation>Treneren</translation>
    </message>
    <message>
        <source>Match summary</source>
        <translation>Sammendrag av kampen</translation>
    </message>
    <message>
        <source>Same dice, other choices…</source>
        <translation>Samme terninger, andre valg…</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>Er du sikker?</translation>
    </message>
    <message>
        <source>{points} points in one round: is that right?</source>
        <translation>{points} poeng i én runde: stemmer det?</translation>
    </message>
    <message>
        <source>Hint: keep {dice} (+{points}); the turn is then worth about {value} points</source>
        <translation>Tips: behold {dice} (+{points}); runden er da verdt omtrent {value} poeng</translation>
    </message>
    <message>
        <source>Hint: bank {points}; throwing on is worth about {value}</source>
        <translation>Tips: stopp på {points}; å kaste videre er verdt omtrent {value}</translation>
    </message>
    <message>
        <source>Hint: throw on, worth about {value} against {points} banked now</source>
        <translation>Tips: kast videre, verdt omtrent {value} mot {points} om du stopper nå</translation>
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
        <source>Choose the dice to keep: keys 1-6 or click</source>
        <translation>Velg terninger å beholde: trykk 1–6 eller klikk</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Type {name}&apos;s result: points, – for Tjock or RT</source>
        <translation>Skriv inn resultatet til {name}: poeng, – for Tjock eller RT</translation>
    </message>
    <message>
        <source>The computer is choosing its dice.</source>
        <translation>Datamaskinen velger terningene sine.</translation>
    </message>
    <message>
        <source>Keys 1-6 choose dice from a throw: throw first (Space).</source>
        <translation>Tast 1–6 velger terninger fra et kast: kast først (mellomrom).</translation>
    </message>
    <message>
        <source>{name}: Tjock –</source>
        <translation>{name} ble tjock (–)</translation>
    </message>
    <message>
        <source>{name}: RT</source>
        <translation>{name} ble råtjock (RT)</translation>
    </message>
    <message>
        <source>{name} banked {points}</source>
        <translation>{name} stoppet på {points}</translation>
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
        <source>Match over</source>
        <translation>Kampen er over</translation>
    </message>
    <message>
        <source>{name} is choosing the dice to keep…</source>
        <translation>{name} velger hvilke terninger den beholder…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spiller…</translation>
    </message>
    <message numerus="yes">
        <source>Forced throw: keep %n more scoring dice before banking</source>
        <translation>
            <numerusform>Tvunget kast: behold %n terning til som gir poeng, før du stopper</numerusform>
            <numerusform>Tvunget kast: behold %n terninger til som gir poeng, før du stopper</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} – {line}</source>
        <translation>Runde {round} – {line}</translation>
    </message>
    <message numerus="yes">
        <source>Keys 1-6 choose dice from a throw: throw the %n dice left first (Space), or bank (B).</source>
        <translation>
            <numerusform>Tast 1–6 velger terninger fra et kast: kast først den %n terningen som er igjen (mellomrom), eller stopp (B).</numerusform>
            <numerusform>Tast 1–6 velger terninger fra et kast: kast først de %n terningene som er igjen (mellomrom), eller stopp (B).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice for {name} and type the faces</source>
        <translation>
            <numerusform>Kast %n terning for {name} og skriv inn hva den viser</numerusform>
            <numerusform>Kast %n terninger for {name} og skriv inn hva de viser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice</source>
        <translation>
            <numerusform>Kast %n terning</numerusform>
            <numerusform>Kast %n terninger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you may bank after %n more scoring dice</source>
        <translation>
            <numerusform>du kan stoppe når du har beholdt %n terning til som gir poeng</numerusform>
            <numerusform>du kan stoppe når du har beholdt %n terninger til som gir poeng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice, or bank {points}</source>
        <translation>
            <numerusform>Kast %n terning, eller stopp på {points}</numerusform>
            <numerusform>Kast %n terninger, eller stopp på {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Trenerark…</translation>
    </message>
</context>
<context>
    <name>SameDiceDialog</name>
    <message>
        <source>The same dice at every table</source>
        <translation>Samme terninger ved alle bord</translation>
    </message>
    <message numerus="yes">
        <source>{championship}: round {round}, %n tables</source>
        <translation>
            <numerusform>{championship}: kvalifiseringsrunde {round}, %n bord</numerusform>
            <numerusform>{championship}: kvalifiseringsrunde {round}, %n bord</numerusform>
        </translation>
    </message>
    <message>
        <source>The players at each position</source>
        <translation>Spillerne på hver plass i rekkefølgen</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Rekkefølge</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Tapt på valg</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Terningflaks</translation>
    </message>
    <message>
        <source>Position: the order of play (1 starts). Every table threw the same dice for the same position, throw by throw, as long as the same dice were kept. Given away: expected points lost by the decisions made. Luck: points scored minus points expected. In bold: table {table}.</source>
        <translation>Rekkefølge: 1 begynner. Hvert bord fikk de samme terningene på samme plass i rekkefølgen, kast for kast, så lenge de samme terningene ble beholdt. Tapt på valg: forventede poeng som valgene kostet. Terningflaks: oppnådde poeng minus forventede poeng. I fet skrift: bord {table}.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>kids&apos; mode</source>
        <translation>barnemodus</translation>
    </message>
    <message>
        <source>{name}: place {place}</source>
        <translation>{name}: plass {place}</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n terning</numerusform>
            <numerusform>%n terninger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n tur</numerusform>
            <numerusform>%n turer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throws</source>
        <translation>
            <numerusform>%n kast</numerusform>
            <numerusform>%n kast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: chasing {faces}, {aside} of %n dice set aside</source>
        <translation>
            <numerusform>{name}: jager {faces}, {aside} av %n terning lagt til side</numerusform>
            <numerusform>{name}: jager {faces}, {aside} av %n terninger lagt til side</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerWaitNotice</name>
    <message numerus="yes">
        <source>Waiting for the league&apos;s server… (%n s without an answer)</source>
        <translation>
            <numerusform>Venter på ligaens server… (%n s uten svar)</numerusform>
            <numerusform>Venter på ligaens server… (%n s uten svar)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the league&apos;s server…</source>
        <translation>Venter på ligaens server…</translation>
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
        <translation>Terning&amp;animasjon</translation>
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
        <translation>Tempo for datamaskinspillerne</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>&amp;Datamaskinens tempo</translation>
    </message>
    <message>
        <source>Count matches against c&amp;omputers in the league</source>
        <translation>Tell kamper mot datamaskinen i &amp;ligaen</translation>
    </message>
    <message>
        <source>A match with a computer seat is practice: it stays in the match history, outside the league table and the ratings. Ticked, such matches count there too, and each computer gets a row of its own, marked as practice.</source>
        <translation>En kamp med datamaskinen på en plass ved bordet er trening: den blir liggende i kamphistorikken, men telles ikke i ligatabellen eller ratingen. Med avkrysning telles slike kamper der også, og hver datamaskin får en egen rad, merket som trening.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>In matches against the computer</source>
        <translation>I kamper mot datamaskinen</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>Win-chance bar</source>
        <translation>Vinnersjansestolpe</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, shown during a match of two players.</source>
        <translation>Hver spillers sjanse til å vinne, vist under en kamp med to spillere.</translation>
    </message>
    <message>
        <source>&amp;Win-chance bar</source>
        <translation>&amp;Vinnersjansestolpe</translation>
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
        <translation>Navn på ny spiller</translation>
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
        <source>Seat the player who has this name</source>
        <translation>Velg spilleren som har navnet</translation>
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
        <translation>Tvunget kast etter ROLLER med Stege eller Alla lika</translation>
    </message>
    <message>
        <source>Extra throw when a number is done</source>
        <translation>Ekstrakast når et tall er ferdig</translation>
    </message>
    <message>
        <source>Play on for places after the winner</source>
        <translation>De andre spiller videre om plassene bak vinneren</translation>
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
        <translation>Ekte terninger (skriv inn hva de viser)</translation>
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
        <source>Sharp: plays every turn for the win, not the points: takes risks when behind, banks early when ahead.</source>
        <translation>Skarp: spiller hver runde for seieren, ikke for poengene: tar sjanser når den ligger under, stopper tidlig når den leder.</translation>
    </message>
    <message>
        <source>New Roller match: the same table</source>
        <translation>Ny Roller-kamp: samme bord</translation>
    </message>
    <message>
        <source>{name} already has a seat. Give the new player another name.</source>
        <translation>{name} har allerede en plass ved bordet. Gi den nye spilleren et annet navn.</translation>
    </message>
    <message>
        <source>There is already a player called {name}. Seat {name}, or give the new player another name.</source>
        <translation>Det finnes allerede en spiller som heter {name}. Velg {name}, eller gi den nye spilleren et annet navn.</translation>
    </message>
    <message>
        <source>Seat {name}</source>
        <translation>Velg {name}</translation>
    </message>
    <message>
        <source>Protocol only is for people: take the computers away from the table.</source>
        <translation>Bare protokoll er for personer: fjern datamaskinene fra bordet.</translation>
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
        <source>Dice for {name}</source>
        <translation>Terninger for {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Barnemodus for {name}</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} begynner</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Sett minst én spiller ved bordet.</translation>
    </message>
    <message>
        <source>How the computer level plays</source>
        <translation>Hvordan datamaskinens nivå spiller</translation>
    </message>
    <message>
        <source>Careful: keeps the most points and banks from 300 or when two dice or fewer are left, like a cautious beginner.</source>
        <translation>Forsiktig: beholder flest poeng og stopper ved 300 eller når høyst to terninger er igjen, som en forsiktig nybegynner.</translation>
    </message>
    <message>
        <source>Steady: plays every turn for the most points on average (the exact solver): hard to beat over a season.</source>
        <translation>Stødig: spiller hver runde for flest poeng i snitt (nøyaktig utregnet): vanskelig å slå over en sesong.</translation>
    </message>
    <message>
        <source>Child: steady&apos;s judgement with a child&apos;s slips: small mistakes are common, big ones rare.</source>
        <translation>Barn: spiller som stødig, men med et barns feil: små feil er vanlige, store sjeldne.</translation>
    </message>
    <message>
        <source>Protocol only (type each turn&apos;s result)</source>
        <translation>Bare protokoll (skriv inn hver rundes resultat)</translation>
    </message>
    <message numerus="yes">
        <source>A match has at most %n seats.</source>
        <translation>
            <numerusform>En kamp har høyst %n plass.</numerusform>
            <numerusform>En kamp har høyst %n plasser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Decide by a throw (tied players throw again)</source>
        <translation>Avgjør med kast (ved likt kaster de om)</translation>
    </message>
    <message>
        <source>New 105 race: the same table</source>
        <translation>Nytt 105-løp: samme bord</translation>
    </message>
    <message>
        <source>In 105 there is nothing to choose: a computer just throws.</source>
        <translation>I 105 er det ingenting å velge: datamaskinen bare kaster.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Trenermodus</translation>
    </message>
    <message>
        <source>Coach mode for {name}</source>
        <translation>Trenermodus for {name}</translation>
    </message>
    <message>
        <source>After a choice that cost more than a percentage point of the chance to win, a quiet line says what was better</source>
        <translation>Etter et valg som kostet mer enn ett prosentpoeng av vinnersjansen, sier en diskret linje hva som hadde vært bedre</translation>
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
        <source>Enter a paper protocol</source>
        <translation>Skriv inn en papirprotokoll</translation>
    </message>
    <message>
        <source>Drills from your matches</source>
        <translation>Øvinger fra kampene dine</translation>
    </message>
    <message>
        <source>Unfinished matches</source>
        <translation>Uferdige kamper</translation>
    </message>
    <message>
        <source>Abandon the chosen match… [Del]</source>
        <translation>Avbryt den valgte kampen… [Del]</translation>
    </message>
    <message>
        <source>Abandon the chosen match</source>
        <translation>Avbryt den valgte kampen</translation>
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
        <source>{progress} · started {when}</source>
        <translation>{progress} · startet {when}</translation>
    </message>
    <message>
        <source>{game}: {names}</source>
        <translation>{game}: {names}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message>
        <source>Qualifying round {round}</source>
        <translation>Kvalifiseringsrunde {round}</translation>
    </message>
    <message>
        <source>{table}: {names}</source>
        <translation>{table}: {names}</translation>
    </message>
    <message>
        <source>{championship} · {table}: {names}</source>
        <translation>{championship} · {table}: {names}</translation>
    </message>
    <message>
        <source>{championship} · {progress}</source>
        <translation>{championship} · {progress}</translation>
    </message>
    <message>
        <source>The final</source>
        <translation>Finalen</translation>
    </message>
    <message>
        <source>Deciding round {number} of the final</source>
        <translation>Omspill {number} i finalen</translation>
    </message>
    <message>
        <source>Qualifying round {round}, table {table}</source>
        <translation>Kvalifiseringsrunde {round}, bord {table}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} av {rounds}</translation>
    </message>
    <message>
        <source>{progress}, {name} to play</source>
        <translation>{progress}, {name} står for tur</translation>
    </message>
    <message numerus="yes">
        <source>%n throws</source>
        <translation>
            <numerusform>%n kast</numerusform>
            <numerusform>%n kast</numerusform>
        </translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Mesterskap</translation>
    </message>
    <message>
        <source>Keeper&apos;s log</source>
        <translation>Endringslogg</translation>
    </message>
    <message>
        <source>A new league at {path}.

No unfinished matches: start a new one.</source>
        <translation>En ny liga på {path}.

Ingen uferdige kamper: start en ny.</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void a match</source>
        <translation>Erklær en kamp ugyldig</translation>
    </message>
    <message>
        <source>Void the match of {date} ({players})? It leaves the league and every figure; it stays in the history, marked void, and Restore brings it back.</source>
        <translation>Erklære kampen fra {date} ({players}) ugyldig? Den går ut av ligaen og alle tall; den blir stående i historikken, merket ugyldig, og Gjenopprett henter den tilbake.</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grunn:</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grunn</translation>
    </message>
    <message>
        <source>e.g. a test, or entered twice</source>
        <translation>f.eks. en test, eller lagt inn to ganger</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Erklær ugyldig</translation>
    </message>
    <message>
        <source>Voiding the match…</source>
        <translation>Erklærer kampen ugyldig…</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>Updating the league to this version of Roller (a backup is taken first)…</source>
        <translation>Oppdaterer ligaen til denne versjonen av Roller (en sikkerhetskopi tas først)…</translation>
    </message>
    <message>
        <source>The league is read-only here: you can look, not play. Matches, the league and the protocols can be looked at and printed; nothing can be played or changed. To play, open a league in a folder where you may write.</source>
        <translation>Ligaen er skrivebeskyttet her: du kan se, ikke spille. Kamper, ligaen og protokollene kan ses på og skrives ut; ingenting kan spilles eller endres. Åpne en liga i en mappe der du kan skrive for å spille.</translation>
    </message>
</context>
</TS>
