<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>{championship}, qualifying round {round}</source>
        <translation>{championship}, kvalomgång {round}</translation>
    </message>
    <message>
        <source>Seating by table: seat 1 starts, the others follow clockwise.</source>
        <translation>Bordsplacering: plats 1 börjar, de andra följer medurs.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message>
        <source>Seating by name</source>
        <translation>Placering efter namn</translation>
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
        <translation>Plats 1 börjar; sedan går det medurs.</translation>
    </message>
    <message>
        <source>{championship}: final standings</source>
        <translation>{championship}: slutställning</translation>
    </message>
    <message>
        <source>{championship}: standings so far</source>
        <translation>{championship}: ställningen hittills</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
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
    <message numerus="yes">
        <source>{name} starts with %n points</source>
        <translation>
            <numerusform>{name} börjar med %n poäng</numerusform>
            <numerusform>{name} börjar med %n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>Roller protocol</source>
        <translation>Rollerprotokoll</translation>
    </message>
    <message>
        <source>{championship}: the final</source>
        <translation>{championship}: finalen</translation>
    </message>
    <message>
        <source>{championship}: qualifying round {round}, table {table}</source>
        <translation>{championship}: kvalomgång {round}, bord {table}</translation>
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
        <translation>Efter matchen (jämfört med spelet som ger flest förväntade poäng):</translation>
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
        <translation>{name}: tappade {given} förväntade poäng · tärningstur {luck} ({points} poäng mot {expected} förväntade)</translation>
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
        <source>Enter a paper protocol</source>
        <translation>Skriv in ett pappersprotokoll</translation>
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
        <source>Drills</source>
        <translation>Övningar</translation>
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
        <source>&amp;Drills from your matches</source>
        <translation>Ö&amp;vningar från dina matcher</translation>
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
        <translation>Tappat</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Tärningstur</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Poäng</translation>
    </message>
    <message numerus="yes">
        <source>The same dice at %n tables of the round</source>
        <translation>
            <numerusform>Samma tärningar vid %n bord i kvalomgången</numerusform>
            <numerusform>Samma tärningar vid %n bord i kvalomgången</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare the players…</source>
        <translation>Jämför spelarna…</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Förväntat</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>After the match (against the maximum-expected-points play)</source>
        <translation>Efter matchen (jämfört med spelet som ger flest förväntade poäng)</translation>
    </message>
    <message>
        <source>Given away: expected points lost by the decisions made. Luck: points scored minus points expected.</source>
        <translation>Tappat: förväntade poäng som besluten kostade. Tärningstur: gjorda poäng minus förväntade poäng.</translation>
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
        <translation>Omgångar</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>(kids&apos; mode)</source>
        <translation>(barnläge)</translation>
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
    <message numerus="yes">
        <source>{name}: total {total}, with a handicap of %n points</source>
        <translation>
            <numerusform>{name}: summa {total}, med ett handikapp på %n poäng</numerusform>
            <numerusform>{name}: summa {total}, med ett handikapp på %n poäng</numerusform>
        </translation>
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
        <source>Total</source>
        <comment>short: under the round numbers of a narrow protocol</comment>
        <translation>S:a</translation>
    </message>
    <message>
        <source>Symbols</source>
        <comment>short: under the round numbers of a narrow protocol</comment>
        <translation>Symb.</translation>
    </message>
    <message>
        <source>Total</source>
        <comment>shortest: under the round numbers of a very narrow protocol</comment>
        <translation>S:a</translation>
    </message>
    <message>
        <source>Symbols</source>
        <comment>shortest: under the round numbers of a very narrow protocol</comment>
        <translation>Sym.</translation>
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
        <source>Sur mun: {names}.</source>
        <translation>Sur mun: {names}.</translation>
    </message>
    <message>
        <source>Plump ●: {names} ({count} × tjock).</source>
        <translation>Plump ●: {names} (tjocka ronder: {count}).</translation>
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
        <source>{computer} (practice)</source>
        <translation>{computer} (övning)</translation>
    </message>
    <message>
        <source>A computer seat: its matches are practice, counted here because Settings take matches against computers into the league.</source>
        <translation>En plats för datorn: dess matcher är övning och räknas här för att inställningarna tar med matcher mot datorn i ligan.</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then average total.</source>
        <translation>Ordning: rating, sedan andel vinster, sedan snittsumma.</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then fewer turns on average.</source>
        <translation>Ordning: rating, sedan andel vinster, sedan färre omgångar i snitt.</translation>
    </message>
    <message>
        <source>Average and Best count the matches of {rounds} rounds only: blank where there is none.</source>
        <translation>Snitt och Bäst räknar bara matcher på {rounds} ronder: tomma för den som inte har spelat någon.</translation>
    </message>
    <message>
        <source>Rating: every race counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one race moves a rating by at most 32. How it is reckoned: Help (F1), The league.</source>
        <translation>Rating: varje lopp räknas som en duell mot var och en vid bordet; att slå en stark spelare ger mest, att förlora mot en svag kostar mest. Alla börjar perioden på 1500, och ett lopp ändrar en rating med högst 32. Hur den räknas: Hjälp (F1), Ligan.</translation>
    </message>
    <message>
        <source>Rating: every match counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one match moves a rating by at most 32. How it is reckoned: Help (F1), The league.</source>
        <translation>Rating: varje match räknas som en duell mot var och en vid bordet; att slå en stark spelare ger mest, att förlora mot en svag kostar mest. Alla börjar perioden på 1500, och en match ändrar en rating med högst 32. Hur den räknas: Hjälp (F1), Ligan.</translation>
    </message>
    <message>
        <source>{game} league</source>
        <translation>Liga i {game}</translation>
    </message>
    <message>
        <source>void {date}: {reason}</source>
        <translation>ogiltig {date}: {reason}</translation>
    </message>
    <message>
        <source>void: {reason}</source>
        <translation>ogiltig: {reason}</translation>
    </message>
    <message>
        <source>{game} (practice)</source>
        <translation>{game} (övning)</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>vinnare: {names}</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n rond</numerusform>
            <numerusform>%n ronder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} started</source>
        <translation>{name} började</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Vid bordet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>WW: winner who reached the dream limit</source>
        <translation>WW: vinnare som nådde drömgränsen</translation>
    </message>
    <message>
        <source>WW: the dream limit reached!</source>
        <translation>WW: drömgränsen nådd!</translation>
    </message>
    <message>
        <source>{name} is not a Roller league, so it cannot be opened. It has not been changed.</source>
        <translation>{name} är ingen Roller-liga och kan inte öppnas. Filen har inte ändrats.</translation>
    </message>
    <message>
        <source>The league {name} is damaged and cannot be opened. It has not been changed.</source>
        <translation>Ligan {name} är skadad och kan inte öppnas. Filen har inte ändrats.</translation>
    </message>
    <message>
        <source>The league {name} was written by a newer version of Roller. Install that version to open it; the file has not been changed.</source>
        <translation>Ligan {name} skrevs av en nyare version av Roller. Installera den versionen för att öppna den; filen har inte ändrats.</translation>
    </message>
    <message>
        <source>The league {name} is open in another Roller window or program. Close that one first, then try again.</source>
        <translation>Ligan {name} är öppen i ett annat Roller-fönster eller program. Stäng det först och försök sedan igen.</translation>
    </message>
    <message>
        <source>The league {name} cannot be opened.</source>
        <translation>Ligan {name} kan inte öppnas.</translation>
    </message>
    <message numerus="yes">
        <source>The backup holds %Ln finished matches</source>
        <translation>
            <numerusform>Säkerhetskopian innehåller %Ln avslutad match</numerusform>
            <numerusform>Säkerhetskopian innehåller %Ln avslutade matcher</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the backup</source>
        <translation>Kontrollerar säkerhetskopian</translation>
    </message>
    <message>
        <source>Reading what the backup holds…</source>
        <translation>Läser vad säkerhetskopian innehåller…</translation>
    </message>
    <message>
        <source>The newest backup is from {when}. It has not been checked yet, so it is being checked whole now, before it can be restored (a while for a large league).</source>
        <translation>Den senaste säkerhetskopian är från {when}. Den har inte kontrollerats än, så den kontrolleras nu i sin helhet innan den kan återställas (det tar en stund om ligan är stor).</translation>
    </message>
    <message numerus="yes">
        <source>%n newer backups failed the check and were set aside, never offered.</source>
        <translation>
            <numerusform>%n nyare säkerhetskopia blev underkänd i kontrollen och har lagts åt sidan; den erbjuds aldrig.</numerusform>
            <numerusform>%n nyare säkerhetskopior blev underkända i kontrollen och har lagts åt sidan; de erbjuds aldrig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n backups failed the check and were set aside, never offered.</source>
        <translation>
            <numerusform>%n säkerhetskopia blev underkänd i kontrollen och har lagts åt sidan; den erbjuds aldrig.</numerusform>
            <numerusform>%n säkerhetskopior blev underkända i kontrollen och har lagts åt sidan; de erbjuds aldrig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The newest good backup is from {when}. Restore it and the league opens as it was then; the damaged file stays beside it under a new name, never deleted.</source>
        <translation>Den senaste felfria säkerhetskopian är från {when}. Återställ den så öppnas ligan som den var då; den skadade filen ligger kvar bredvid under ett nytt namn och raderas aldrig.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Återställ säkerhetskopian</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>No good backup was found beside it.</source>
        <translation>Ingen felfri säkerhetskopia hittades bredvid ligan.</translation>
    </message>
    <message>
        <source>Checking and restoring the newest good backup…</source>
        <translation>Kontrollerar och återställer den senaste felfria säkerhetskopian…</translation>
    </message>
    <message>
        <source>The backup was not restored: {error}</source>
        <translation>Säkerhetskopian återställdes inte: {error}</translation>
    </message>
    <message>
        <source>at {faces}</source>
        <translation>på {faces}</translation>
    </message>
    <message>
        <source>Date: ______________</source>
        <translation>Datum: ______________</translation>
    </message>
    <message>
        <source>Place: ______________</source>
        <translation>Plats: ______________</translation>
    </message>
    <message>
        <source>A paper protocol: ROLLER, hints, luck and decisions are not recorded for this match.</source>
        <translation>Ett protokoll på papper: ROLLER, tips, tärningstur och beslut är inte registrerade för den här matchen.</translation>
    </message>
    <message>
        <source>{game} (paper)</source>
        <translation>{game} (papper)</translation>
    </message>
    <message>
        <source>{when}: finishing order {old} → {new}</source>
        <translation>{when}: placeringar {old} → {new}</translation>
    </message>
    <message>
        <source>{when}: round {round}, {name}: {old} → {new}</source>
        <translation>{when}: rond {round}, {name}: {old} → {new}</translation>
    </message>
    <message>
        <source>finished, corrected</source>
        <translation>avslutad, korrigerad</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Mästerskap</translation>
    </message>
    <message>
        <source>New championship…</source>
        <translation>Nytt mästerskap…</translation>
    </message>
    <message>
        <source>Round&apos;s papers as PDF…</source>
        <translation>Bordens papper som PDF…</translation>
    </message>
    <message>
        <source>Table&apos;s file…</source>
        <translation>Bordsfil…</translation>
    </message>
    <message>
        <source>Standings for the room</source>
        <translation>Ställningen för salen</translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation>Bestäm finalbordet</translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation>Sen ankomst…</translation>
    </message>
    <message>
        <source>Play the chosen table…</source>
        <translation>Spela matchen vid det valda bordet…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Avhopp…</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Fler åtgärder</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Mer…</translation>
    </message>
    <message>
        <source>The page&apos;s other actions, each with its key</source>
        <translation>Sidans övriga åtgärder, var och en med sin tangent</translation>
    </message>
    <message>
        <source>There is no championship to print yet.</source>
        <translation>Det finns inget mästerskap att skriva ut än.</translation>
    </message>
    <message>
        <source>Keeper&apos;s log</source>
        <translation>Ändringslogg</translation>
    </message>
    <message>
        <source>The keeper&apos;s log does not print: `roller-desktop log` lists it as text.</source>
        <translation>Ändringsloggen skrivs inte ut: `roller-desktop log` listar den som text.</translation>
    </message>
    <message>
        <source>&amp;Keeper&apos;s log</source>
        <translation>&amp;Ändringslogg</translation>
    </message>
    <message>
        <source>a match no longer in the league</source>
        <translation>en match som inte längre finns i ligan</translation>
    </message>
    <message>
        <source>{game} of {date} ({players})</source>
        <translation>{game} från {date} ({players})</translation>
    </message>
    <message numerus="yes">
        <source>{name} merged into {into} (%n matches)</source>
        <translation>
            <numerusform>{name} ihopslagen med {into} (%n match)</numerusform>
            <numerusform>{name} ihopslagen med {into} (%n matcher)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} split from {into} again</source>
        <translation>{name} uppdelad från {into} igen</translation>
    </message>
    <message>
        <source>{match} void: {reason}</source>
        <translation>{match} ogiltigförklarad: {reason}</translation>
    </message>
    <message>
        <source>{match} back in the league</source>
        <translation>{match} tillbaka i ligan</translation>
    </message>
    <message>
        <source>date {old} → {new}</source>
        <translation>datum {old} → {new}</translation>
    </message>
    <message>
        <source>place {old} → {new}</source>
        <translation>plats {old} → {new}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>{match} mended: {what}</source>
        <translation>{match} rättad: {what}</translation>
    </message>
    <message>
        <source>{old} renamed {new}</source>
        <translation>{old} bytte namn till {new}</translation>
    </message>
    <message>
        <source>{name} archived</source>
        <translation>{name} arkiverad</translation>
    </message>
    <message>
        <source>{name} back from the archive</source>
        <translation>{name} tillbaka från arkivet</translation>
    </message>
    <message>
        <source>{match} corrected: {what}</source>
        <translation>{match} korrigerad: {what}</translation>
    </message>
    <message numerus="yes">
        <source>%n new players</source>
        <translation>
            <numerusform>%n ny spelare</numerusform>
            <numerusform>%n nya spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paper protocols {file} imported: %n matches</source>
        <translation>
            <numerusform>Pappersprotokoll {file} importerade: %n match</numerusform>
            <numerusform>Pappersprotokoll {file} importerade: %n matcher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>League file {file} imported: %n new matches</source>
        <translation>
            <numerusform>Ligafilen {file} importerad: %n ny match</numerusform>
            <numerusform>Ligafilen {file} importerad: %n nya matcher</numerusform>
        </translation>
    </message>
    <message>
        <source>{what}, {players}</source>
        <translation>{what}, {players}</translation>
    </message>
    <message>
        <source>places {old} → {new}</source>
        <translation>placeringar {old} → {new}</translation>
    </message>
    <message>
        <source>{name}, round {round}: {old} → {new}</source>
        <translation>{name}, rond {round}: {old} → {new}</translation>
    </message>
    <message>
        <source>Import undone</source>
        <comment>a kind of change</comment>
        <translation>Ångrad import</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Ångrad</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Merge</source>
        <comment>a kind of change</comment>
        <translation>Sammanslagning</translation>
    </message>
    <message>
        <source>{file} ({lines})</source>
        <translation>{file} ({lines})</translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n rad</numerusform>
            <numerusform>%n rader</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players taken out</source>
        <translation>
            <numerusform>%n spelare togs bort</numerusform>
            <numerusform>%n spelare togs bort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import of {file} undone: %n matches taken out</source>
        <translation>
            <numerusform>Importen av {file} ångrad: %n match togs bort</numerusform>
            <numerusform>Importen av {file} ångrad: %n matcher togs bort</numerusform>
        </translation>
    </message>
    <message>
        <source>Split</source>
        <comment>a kind of change</comment>
        <translation>Uppdelning</translation>
    </message>
    <message>
        <source>Void</source>
        <comment>a kind of change</comment>
        <translation>Ogiltig</translation>
    </message>
    <message>
        <source>Restore</source>
        <comment>a kind of change</comment>
        <translation>Återställning</translation>
    </message>
    <message>
        <source>Date and place</source>
        <comment>a kind of change</comment>
        <translation>Datum och plats</translation>
    </message>
    <message>
        <source>Import</source>
        <comment>a kind of change</comment>
        <translation>Import</translation>
    </message>
    <message>
        <source>Rename</source>
        <comment>a kind of change</comment>
        <translation>Namnbyte</translation>
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
        <translation>Ändringsloggen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>När</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändring</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Vad</translation>
    </message>
    <message>
        <source>No changes yet: merges, voids, mends, corrections and imports show here.</source>
        <translation>Inga ändringar än: sammanslagningar, ogiltigförklaringar, rättelser, korrigeringar och importer visas här.</translation>
    </message>
    <message>
        <source>Undo… [{key}]</source>
        <translation>Ångra… [{key}]</translation>
    </message>
    <message>
        <source>Undo…</source>
        <translation>Ångra…</translation>
    </message>
    <message>
        <source>Choose a change to undo.</source>
        <translation>Välj en ändring att ångra.</translation>
    </message>
    <message>
        <source>That change was undone already.</source>
        <translation>Den ändringen är redan ångrad.</translation>
    </message>
    <message>
        <source>That change has no undo of its own.</source>
        <translation>Den ändringen går inte att ångra för sig.</translation>
    </message>
    <message>
        <source>Undo a change</source>
        <translation>Ångra en ändring</translation>
    </message>
    <message>
        <source>Undo this change of {date}?

{what}

{effect}</source>
        <translation>Ångra den här ändringen från {date}?

{what}

{effect}</translation>
    </message>
    <message>
        <source>The two are split again: each match back to the player who played it.</source>
        <translation>De två delas upp igen: varje match tillbaka till spelaren som spelade den.</translation>
    </message>
    <message>
        <source>The two are merged into one player again.</source>
        <translation>De två slås ihop till en spelare igen.</translation>
    </message>
    <message>
        <source>The match comes back into the league and every figure.</source>
        <translation>Matchen kommer tillbaka till ligan och alla siffror.</translation>
    </message>
    <message>
        <source>The match is void again: out of the league, still in the history.</source>
        <translation>Matchen blir ogiltig igen: ute ur ligan, kvar i historiken.</translation>
    </message>
    <message>
        <source>The matches and players this import added leave the league; what it brought is saved in the log, and importing the file again brings it back.</source>
        <translation>Matcherna och spelarna som importen lade till lämnar ligan; det den förde in sparas i loggen, och att importera filen igen tar tillbaka det.</translation>
    </message>
    <message>
        <source>The match gets back the date, time and place it had before.</source>
        <translation>Matchen får tillbaka datum, tid och plats som den hade förut.</translation>
    </message>
    <message>
        <source>The player gets back the name they had before.</source>
        <translation>Spelaren får tillbaka namnet hen hade förut.</translation>
    </message>
    <message>
        <source>The player goes back to how they were before.</source>
        <translation>Spelaren blir som förut igen.</translation>
    </message>
    <message>
        <source>The cells get back what they had before the correction.</source>
        <translation>Rutorna får tillbaka det de hade före korrigeringen.</translation>
    </message>
    <message>
        <source>What the undo took out comes back: imported again from what the log saved.</source>
        <translation>Det som togs bort när importen ångrades kommer tillbaka: importerat igen från det loggen sparade.</translation>
    </message>
    <message>
        <source>Undoing the change…</source>
        <translation>Ångrar ändringen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>no repeated meetings</source>
        <translation>inga upprepade möten</translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings</source>
        <translation>
            <numerusform>%n upprepat möte</numerusform>
            <numerusform>%n upprepade möten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings, the fewest possible</source>
        <translation>
            <numerusform>%n upprepat möte, färre går inte</numerusform>
            <numerusform>%n upprepade möten, färre går inte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings, spread as evenly as can be (a draw with fewer, down to %1, seats some pairs together again and again)</source>
        <translation>
            <numerusform>%n upprepat möte, så jämnt fördelat det går (en lottning med färre, ner till %1, sätter några par vid samma bord gång på gång)</numerusform>
            <numerusform>%n upprepade möten, så jämnt fördelade det går (en lottning med färre, ner till %1, sätter några par vid samma bord gång på gång)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings (no draw can have fewer than %1)</source>
        <translation>
            <numerusform>%n upprepat möte (ingen lottning kan ha färre än %1)</numerusform>
            <numerusform>%n upprepade möten (ingen lottning kan ha färre än %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>No qualifying round was left to draw again.</source>
        <translation>Ingen kvalomgång fanns kvar att lotta om.</translation>
    </message>
    <message>
        <source>Qualifying round %1 drawn again</source>
        <translation>Kvalomgång %1 har lottats om</translation>
    </message>
    <message>
        <source>Qualifying rounds %1–%2 drawn again</source>
        <translation>Kvalomgångarna %1–%2 har lottats om</translation>
    </message>
    <message>
        <source>%1. Over all qualifying rounds: %2.</source>
        <translation>%1. Över alla kvalomgångar: %2.</translation>
    </message>
    <message>
        <source>Withdraw a player</source>
        <translation>En spelare hoppar av</translation>
    </message>
    <message>
        <source>Who leaves?</source>
        <translation>Vem hoppar av?</translation>
    </message>
    <message>
        <source>The player who leaves</source>
        <translation>Spelaren som hoppar av</translation>
    </message>
    <message>
        <source>The rounds not begun are drawn again without them; their results so far stay in the standings.</source>
        <translation>Kvalomgångarna som inte har börjat lottas om utan spelaren, vars resultat hittills står kvar i ställningen.</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Registrera avhopp</translation>
    </message>
    <message>
        <source>%1 has withdrawn.</source>
        <translation>%1 har hoppat av.</translation>
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
        <translation>Spara som PDF… [Ctrl+S]</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Spara som PDF…</translation>
    </message>
    <message>
        <source>Close [Esc]</source>
        <translation>Stäng [Esc]</translation>
    </message>
    <message>
        <source>Print: {title}</source>
        <translation>Skriv ut: {title}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Spara som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>Saved as {path}</source>
        <translation>Sparad som {path}</translation>
    </message>
    <message>
        <source>The league {name} turned out to be damaged while it was open (the check of the backup just taken, or reading it, found it). Roller stops using it: nothing more is written to it.</source>
        <translation>Ligan {name} visade sig vara skadad medan den var öppen (kontrollen av säkerhetskopian som just togs, eller läsningen av den, upptäckte det). Roller slutar använda den: inget mer skrivs till den.</translation>
    </message>
    <message>
        <source>the others&apos; choices gave {others}</source>
        <translation>de andras val gav {others}</translation>
    </message>
    <message>
        <source>{other}&apos;s choices gave {others}</source>
        <translation>valen som {other} gjorde gav {others}</translation>
    </message>
    <message>
        <source>{outcome}: the dice gave {luck}, own choices gave away {given}, {rest}.</source>
        <translation>{outcome}: tärningarna gav {luck}, egna val kostade {given}, {rest}.</translation>
    </message>
    <message>
        <source>A protocol kept by hand: only the chance at each turn is known; luck and choices are not recorded.</source>
        <translation>Ett protokoll fört för hand: bara chansen vid varje rond är känd; tärningstur och val är inte registrerade.</translation>
    </message>
    <message>
        <source>Figures in percentage points of the chance to win.</source>
        <translation>Siffrorna är procentenheter av chansen att vinna.</translation>
    </message>
    <message>
        <source>Three players or more: approximate (≈).</source>
        <translation>Tre spelare eller fler: ungefärligt (≈).</translation>
    </message>
    <message>
        <source>{name} ({start} at the start)</source>
        <translation>{name} ({start} från start)</translation>
    </message>
    <message>
        <source>{name} won ({start} at the start)</source>
        <translation>{name} vann ({start} från start)</translation>
    </message>
    <message>
        <source>{name} shared the win ({start} at the start)</source>
        <translation>{name} delade segern ({start} från start)</translation>
    </message>
    <message>
        <source>{name} lost ({start} at the start)</source>
        <translation>{name} förlorade ({start} från start)</translation>
    </message>
    <message>
        <source>Win chance over the match</source>
        <translation>Vinstchansen under matchen</translation>
    </message>
    <message>
        <source>The end of the match. Shares of the win: {chances}.</source>
        <translation>Matchen är slut. Andel av segern: {chances}.</translation>
    </message>
    <message>
        <source>Chances: {chances}.</source>
        <translation>Chanser: {chances}.</translation>
    </message>
    <message>
        <source>Round {round}, {name}</source>
        <translation>Rond {round}, {name}</translation>
    </message>
    <message>
        <source>the turn begins, lead {lead}</source>
        <translation>ronden börjar, ledning {lead}</translation>
    </message>
    <message>
        <source>threw {dice}, kept {kept}; best: keep {best}</source>
        <translation>kastade {dice}, behöll {kept}; bäst: behåll {best}</translation>
    </message>
    <message>
        <source>banked {points}</source>
        <translation>stannade på {points}</translation>
    </message>
    <message>
        <source>threw on at {points}</source>
        <translation>kastade vidare på {points}</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>stanna</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>kasta vidare</translation>
    </message>
    <message>
        <source>best: {best}</source>
        <translation>bäst: {best}</translation>
    </message>
    <message>
        <source>Chance {chosen} (best {best}, gave away {cost}).</source>
        <translation>Chans {chosen} (bäst {best}, kostade {cost}).</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Vinstchans</translation>
    </message>
    <message>
        <source>The books</source>
        <translation>Bokslutet</translation>
    </message>
    <message>
        <source>Working out the win chances… %p %</source>
        <translation>Räknar ut vinstchanserna… %p %</translation>
    </message>
    <message>
        <source>Arrow keys move along the graph; Enter shows the moment.</source>
        <translation>Piltangenterna flyttar längs kurvan; Enter visar ögonblicket.</translation>
    </message>
    <message>
        <source>The moment</source>
        <translation>Ögonblicket</translation>
    </message>
    <message>
        <source>Same dice, other choices… [{key}]</source>
        <translation>Samma tärningar, andra val… [{key}]</translation>
    </message>
    <message>
        <source>Same dice, other choices</source>
        <translation>Samma tärningar, andra val</translation>
    </message>
    <message>
        <source>Coach sheet for:</source>
        <translation>Tränarblad för:</translation>
    </message>
    <message>
        <source>Costliest decisions:</source>
        <translation>De dyraste besluten:</translation>
    </message>
    <message numerus="yes">
        <source>Win chance: working out the table for %n rounds… {done}</source>
        <translation>
            <numerusform>Vinstchans: tabellen för %n rond räknas ut… {done}</numerusform>
            <numerusform>Vinstchans: tabellen för %n ronder räknas ut… {done}</numerusform>
        </translation>
    </message>
    <message>
        <source>Win chance: {chances}</source>
        <translation>Vinstchans: {chances}</translation>
    </message>
    <message>
        <source>Working out the win chances…</source>
        <translation>Räknar ut vinstchanserna…</translation>
    </message>
    <message>
        <source>Coach: {name}, keeping {best} was better ({cost} percentage points).</source>
        <translation>Tränaren: {name}, att behålla {best} hade varit bättre ({cost} procentenheter).</translation>
    </message>
    <message>
        <source>Coach: {name}, banking {points} was better ({cost} percentage points).</source>
        <translation>Tränaren: {name}, att stanna på {points} hade varit bättre ({cost} procentenheter).</translation>
    </message>
    <message>
        <source>Coach: {name}, throwing on was better ({cost} percentage points).</source>
        <translation>Tränaren: {name}, att kasta vidare hade varit bättre ({cost} procentenheter).</translation>
    </message>
    <message>
        <source>Round {round}: threw {dice}, kept {kept}</source>
        <translation>Rond {round}: kastade {dice}, behöll {kept}</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>behåll {dice}</translation>
    </message>
    <message>
        <source>Round {round}: banked {points}</source>
        <translation>Rond {round}: stannade på {points}</translation>
    </message>
    <message>
        <source>Round {round}: threw on at {points}</source>
        <translation>Rond {round}: kastade vidare på {points}</translation>
    </message>
    <message>
        <source>bank {points}</source>
        <translation>stanna på {points}</translation>
    </message>
    <message>
        <source>Ahead by {points}</source>
        <translation>Leder med {points}</translation>
    </message>
    <message>
        <source>Behind by {points}</source>
        <translation>Ligger {points} efter</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Lika</translation>
    </message>
    <message numerus="yes">
        <source>{standing}, {points} points in the turn, %n dice thrown.</source>
        <translation>
            <numerusform>{standing}, {points} poäng i ronden, %n tärning kastad.</numerusform>
            <numerusform>{standing}, {points} poäng i ronden, %n tärningar kastade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{standing}, {points} points in the turn, %n dice to throw.</source>
        <translation>
            <numerusform>{standing}, {points} poäng i ronden, %n tärning kvar att kasta.</numerusform>
            <numerusform>{standing}, {points} poäng i ronden, %n tärningar kvar att kasta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Better: {better}: {win} percentage points of win chance ({chosen} → {best}), {points} points expected.</source>
        <translation>Bättre: {better}: {win} procentenheter vinstchans ({chosen} → {best}), {points} förväntade poäng.</translation>
    </message>
    <message>
        <source>Coach sheet: {name}</source>
        <translation>Tränarblad: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Roller, %n rounds: {players}</source>
        <translation>
            <numerusform>Roller, %n rond: {players}</numerusform>
            <numerusform>Roller, %n ronder: {players}</numerusform>
        </translation>
    </message>
    <message>
        <source>Chance to win at the start</source>
        <translation>Chans att vinna från start</translation>
    </message>
    <message>
        <source>Result (share of the win)</source>
        <translation>Resultat (andel av segern)</translation>
    </message>
    <message>
        <source>Gifts from {other}&apos;s choices</source>
        <translation>Gåvor från valen som {other} gjorde</translation>
    </message>
    <message>
        <source>Gifts from the others&apos; choices</source>
        <translation>Gåvor från de andras val</translation>
    </message>
    <message>
        <source>Luck (the dice)</source>
        <translation>Tärningstur</translation>
    </message>
    <message>
        <source>Win given away (own choices)</source>
        <translation>Vinstchans som egna val kostade</translation>
    </message>
    <message>
        <source>The two costliest decisions</source>
        <translation>De två dyraste besluten</translation>
    </message>
    <message>
        <source>The three costliest decisions</source>
        <translation>De tre dyraste besluten</translation>
    </message>
    <message>
        <source>The {count} costliest decisions</source>
        <translation>De {count} dyraste besluten</translation>
    </message>
    <message>
        <source>The costliest decision</source>
        <translation>Det dyraste beslutet</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Beslut</translation>
    </message>
    <message>
        <source>No decision gave away any win chance.</source>
        <translation>Inget beslut kostade någon vinstchans.</translation>
    </message>
    <message>
        <source>Win chance at the start of each turn</source>
        <translation>Vinstchansen i början av varje rond</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>behöll</translation>
    </message>
    <message>
        <source>better</source>
        <translation>bättre</translation>
    </message>
    <message>
        <source>Coach sheet for</source>
        <translation>Tränarblad för</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spelare:</translation>
    </message>
    <message>
        <source>Coach sheet… [{key}]</source>
        <translation>Tränarblad… [{key}]</translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Tränarblad…</translation>
    </message>
    <message>
        <source>Win chance now: {chances}</source>
        <translation>Vinstchans just nu: {chances}</translation>
    </message>
    <message>
        <source>Luck and skill…</source>
        <translation>Tärningstur och skicklighet…</translation>
    </message>
    <message>
        <source>Luck and skill: {championship}</source>
        <translation>Tärningstur och skicklighet: {championship}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished matches, in percentage points of the chance to win</source>
        <translation>
            <numerusform>%n färdigspelad match, i procentenheter av chansen att vinna</numerusform>
            <numerusform>%n färdigspelade matcher, i procentenheter av chansen att vinna</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished match with its throws yet: nothing to account for.</source>
        <translation>Ingen färdigspelad match med sparade kast ännu: inget att redovisa.</translation>
    </message>
    <message>
        <source>Played best: {name}, who gave away {given} a match.</source>
        <translation>Spelade bäst: {name}, vars val kostade {given} per match.</translation>
    </message>
    <message>
        <source>Luckiest: {name}, whom the dice gave {luck} a match.</source>
        <translation>Mest tur med tärningarna: {name}, som fick {luck} per match.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Segrar</translation>
    </message>
    <message>
        <source>a match</source>
        <translation>per match</translation>
    </message>
    <message>
        <source>Gifts</source>
        <translation>Gåvor</translation>
    </message>
    <message>
        <source>Played best: the least win given away per match; luckiest: the most luck per match. Wins (a shared win counts its share) minus the wins expected at the start = luck − given away + gifts (what the others&apos; choices gave).</source>
        <translation>Spelade bäst: minst vinstchans som egna val kostade per match; mest tur med tärningarna: mest tärningstur per match. Segrar (en delad seger räknas med sin andel) minus de förväntade segrarna från start = tärningstur − tappat + gåvor (det som de andras val gav).</translation>
    </message>
    <message numerus="yes">
        <source>%n matches kept by hand have no throws and are not counted.</source>
        <translation>
            <numerusform>%n match förd för hand har inga kast och räknas inte.</numerusform>
            <numerusform>%n matcher förda för hand har inga kast och räknas inte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out, their throws do not replay: {matches}.</source>
        <translation>Utelämnade eftersom kasten inte går att spela upp igen: {matches}.</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>en dator</translation>
    </message>
    <message>
        <source>newest {date}: {players}</source>
        <translation>senaste {date}: {players}</translation>
    </message>
    <message>
        <source>not checked yet (it is checked whole before it is restored)</source>
        <translation>inte kontrollerad än (den kontrolleras i sin helhet innan den återställs)</translation>
    </message>
    <message>
        <source>check passed {date}</source>
        <translation>godkänd i kontrollen {date}</translation>
    </message>
    <message>
        <source>failed its check ({detail}): it cannot be restored</source>
        <translation>underkänd i kontrollen ({detail}): den kan inte återställas</translation>
    </message>
    <message>
        <source>cannot be read ({problem})</source>
        <translation>kan inte läsas ({problem})</translation>
    </message>
    <message>
        <source>no finished matches</source>
        <translation>inga avslutade matcher</translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished matches</source>
        <translation>
            <numerusform>%Ln avslutad match</numerusform>
            <numerusform>%Ln avslutade matcher</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Återställ från säkerhetskopia</translation>
    </message>
    <message>
        <source>Which backup shall replace the league? Newest first; what each copy holds appears as it is read.</source>
        <translation>Vilken säkerhetskopia ska ersätta ligan? Nyaste först; vad varje kopia innehåller visas allteftersom den läses.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Säkerhetskopior</translation>
    </message>
    <message>
        <source>Reading the copy…</source>
        <translation>Läser kopian…</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Återställ…</translation>
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
    <name>CorrectionDialog</name>
    <message>
        <source>Correct the protocol</source>
        <translation>Korrigera protokollet</translation>
    </message>
    <message>
        <source>{game}, {day}: {names}</source>
        <translation>{game}, {day}: {names}</translation>
    </message>
    <message>
        <source>Retype a cell as the paper has it: the points, – (or -) for Tjock, RT (or r) for Råtjock; Enter keeps it. The cells as they were stay in the league&apos;s record.</source>
        <translation>Skriv in rutan som det står på papperet: poängen, – (eller -) för Tjock, RT (eller r) för Råtjock, och tryck Enter. Det som stod där förut finns kvar i ligan.</translation>
    </message>
    <message>
        <source>Retype the places as the paper has them: 1 for the winner, empty (or –) for a player who did not get through; Enter keeps it. The order as it was stays in the league&apos;s record.</source>
        <translation>Skriv in placeringarna som de står på papperet: 1 för vinnaren, tomt (eller –) för en spelare som inte kom i mål, och tryck Enter. Den gamla ordningen finns kvar i ligan.</translation>
    </message>
    <message>
        <source>Protocol to correct</source>
        <translation>Protokoll att korrigera</translation>
    </message>
    <message>
        <source>Correction message</source>
        <translation>Meddelande om korrigeringen</translation>
    </message>
    <message>
        <source>&amp;Save the correction [Ctrl+Enter]</source>
        <translation>&amp;Spara korrigeringen [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Spara korrigeringen</translation>
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
        <translation>Summa</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Was {old}</source>
        <translation>Var {old}</translation>
    </message>
    <message numerus="yes">
        <source>%n cells changed</source>
        <translation>
            <numerusform>%n ruta ändrad</numerusform>
            <numerusform>%n rutor ändrade</numerusform>
        </translation>
    </message>
    <message>
        <source>The order is changed</source>
        <translation>Ordningen är ändrad</translation>
    </message>
    <message>
        <source>Nothing is changed yet: retype a cell first.</source>
        <translation>Inget är ändrat än: skriv in en ruta på nytt först.</translation>
    </message>
</context>
<context>
    <name>DateWords</name>
    <message>
        <source>2022-06-14 19:30 or 14.6.2022 19.30</source>
        <translation>2022-06-14 19:30 eller 14.6.2022 19.30</translation>
    </message>
    <message>
        <source>2022-06-14 or 14.6.2022</source>
        <translation>2022-06-14 eller 14.6.2022</translation>
    </message>
    <message>
        <source>yyyy-MM-dd</source>
        <comment>Qt&apos;s letters for a date box; dd.MM.yyyy puts the day first</comment>
        <translation>yyyy-MM-dd</translation>
    </message>
    <message>
        <source>“{value}”: with slashes some countries put the day first and others the month, so it is not guessed; write it as {forms}.</source>
        <translation>”{value}”: med snedstreck står dagen först i en del länder och månaden först i andra, så det gissas inte; skriv det som {forms}.</translation>
    </message>
    <message>
        <source>“{value}”: there is no such day in the calendar.</source>
        <translation>”{value}”: den dagen finns inte i almanackan.</translation>
    </message>
    <message>
        <source>“{value}”: the year must be between 1900 and 2999.</source>
        <translation>”{value}”: året måste vara mellan 1900 och 2999.</translation>
    </message>
    <message>
        <source>“{value}”: there is no such time of day: write it as {forms}.</source>
        <translation>”{value}”: det klockslaget finns inte; skriv datum och tid som {forms}.</translation>
    </message>
    <message>
        <source>“{value}” is not a time of day: write it as 19:30 or 19.30, or leave it empty when it is not known.</source>
        <translation>”{value}” är inget klockslag: skriv det som 19:30 eller 19.30, eller lämna fältet tomt om det inte är känt.</translation>
    </message>
    <message>
        <source>“{value}”: write the date here ({forms}) and the time in its own field.</source>
        <translation>”{value}”: skriv datumet här ({forms}) och klockslaget i sitt eget fält.</translation>
    </message>
    <message>
        <source>“{value}” is not a date: write it as {forms}.</source>
        <translation>”{value}” är inget datum: skriv det som {forms}.</translation>
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
    <name>Director</name>
    <message>
        <source>Play the chosen table…</source>
        <translation>Spela matchen vid det valda bordet…</translation>
    </message>
    <message>
        <source>Round&apos;s papers as PDF…</source>
        <translation>Bordens papper som PDF…</translation>
    </message>
    <message>
        <source>Standings for the room</source>
        <translation>Ställningen för salen</translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation>Sen ankomst…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Avhopp…</translation>
    </message>
    <message>
        <source>Table&apos;s file…</source>
        <translation>Bordsfil…</translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation>Bestäm finalbordet</translation>
    </message>
    <message>
        <source>Luck and skill…</source>
        <translation>Tärningstur och skicklighet…</translation>
    </message>
    <message>
        <source>New championship…</source>
        <translation>Nytt mästerskap…</translation>
    </message>
</context>
<context>
    <name>DirectorView</name>
    <message>
        <source>Championship</source>
        <translation>Mästerskap</translation>
    </message>
    <message>
        <source>&amp;Championship:</source>
        <translation>&amp;Mästerskap:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Players, seat 1 first</source>
        <translation>Spelare i platsordning</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>The tables of the qualifying round</source>
        <translation>Kvalomgångens bord</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
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
        <translation>Bäst</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Points are the sum of a player&apos;s match totals over the qualifying rounds. Ties are broken by more WW, then more W, then fewer tjock rounds (RT and Tjock), then the best single match total.</source>
        <translation>Poängen är summan av spelarens matchsummor i kvalomgångarna. Vid lika avgör fler WW, sedan fler W, sedan färre tjocka ronder (RT och Tjock), sedan den bästa summan i en match.</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <comment>the round&apos;s tables, a tab</comment>
        <translation>&amp;Borden</translation>
    </message>
    <message>
        <source>Sta&amp;ndings</source>
        <comment>a tab</comment>
        <translation>S&amp;tällningen</translation>
    </message>
    <message>
        <source>No championship yet: make one with New championship (Ctrl+Shift+N).</source>
        <translation>Inget mästerskap än: gör ett med Nytt mästerskap (Ctrl+Shift+N).</translation>
    </message>
    <message>
        <source>The league&apos;s database server cannot be reached just now: shown as last read, and read again every 30 seconds.</source>
        <translation>Ligans databasserver går inte att nå just nu: det som visas är som det lästes senast, och läses igen var 30:e sekund.</translation>
    </message>
    <message>
        <source>After the final: the champion first, then the finalists by their totals in the final, then every other player in the place of the standings.</source>
        <translation>Efter finalen: mästaren först, sedan finalisterna efter sina summor i finalen, sedan alla andra spelare på sina platser i ställningen.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n qualifying rounds</source>
        <translation>
            <numerusform>%n kvalomgång</numerusform>
            <numerusform>%n kvalomgångar</numerusform>
        </translation>
    </message>
    <message>
        <source>tables of %1</source>
        <translation>bord med %1</translation>
    </message>
    <message numerus="yes">
        <source>final table of %n</source>
        <translation>
            <numerusform>finalbord med %n</numerusform>
            <numerusform>finalbord med %n</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate dice</source>
        <translation>samma tärningar vid alla bord</translation>
    </message>
    <message>
        <source>not counted in the league&apos;s season</source>
        <translation>räknas inte i ligans säsong</translation>
    </message>
    <message>
        <source>champion: %1</source>
        <translation>mästare: %1</translation>
    </message>
    <message>
        <source>tied in the final: %1 play deciding round %2 (one rond each)</source>
        <translation>lika i finalen: %1 spelar särspel %2 (en rond var)</translation>
    </message>
    <message>
        <source>Qualifying round %1</source>
        <translation>Kvalomgång %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>inte spelat än</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>spelar</translation>
    </message>
    <message>
        <source>played</source>
        <translation>spelat</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>avbruten</translation>
    </message>
    <message>
        <source>void: to play again</source>
        <translation>ogiltig: spelas igen</translation>
    </message>
    <message>
        <source>deciding %1</source>
        <translation>särspel %1</translation>
    </message>
    <message>
        <source>The final has its finished match.</source>
        <translation>Matchen i finalen är redan färdigspelad.</translation>
    </message>
    <message>
        <source>This deciding round has its finished match.</source>
        <translation>Matchen i det här särspelet är redan färdigspelad.</translation>
    </message>
    <message>
        <source>To void it (a match played with dice) or correct a result kept by hand: the match history (Ctrl+H), then Ctrl+Del or Ctrl+K. A table voided can be played again from here.</source>
        <translation>Att ogiltigförklara den (en match spelad med tärningar) eller korrigera ett resultat som förts för hand: matchhistoriken (Ctrl+H), sedan Ctrl+Del eller Ctrl+K. Ett ogiltigförklarat bord kan spelas igen härifrån.</translation>
    </message>
    <message>
        <source>The table has played</source>
        <translation>Bordet har spelat</translation>
    </message>
    <message>
        <source>Table %1 of qualifying round %2 has its finished match.</source>
        <translation>Matchen vid bord %1 i kvalomgång %2 är redan färdigspelad.</translation>
    </message>
    <message>
        <source>Round of the championship</source>
        <translation>Mästerskapets kvalomgång eller final</translation>
    </message>
    <message>
        <source>final</source>
        <comment>a file&apos;s name: the final&apos;s papers</comment>
        <translation>final</translation>
    </message>
    <message>
        <source>Save the round&apos;s papers</source>
        <translation>Spara bordens papper</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The final&apos;s papers are in %2.</source>
        <translation>Finalens papper finns i %2.</translation>
    </message>
    <message>
        <source>The papers of qualifying round %1 are in %2.</source>
        <translation>Papperen för kvalomgång %1 finns i %2.</translation>
    </message>
    <message>
        <source>The standings</source>
        <translation>Ställningen</translation>
    </message>
    <message>
        <source>%1 round %2.json</source>
        <translation>%1 kvalomgång %2.json</translation>
    </message>
    <message>
        <source>%1 round %2 table %3.json</source>
        <translation>%1 kvalomgång %2 bord %3.json</translation>
    </message>
    <message>
        <source>Save the table&apos;s file</source>
        <translation>Spara bordets fil</translation>
    </message>
    <message>
        <source>League files (*.json)</source>
        <translation>Ligafiler (*.json)</translation>
    </message>
    <message>
        <source>The final&apos;s file is in %1.</source>
        <translation>Finalens fil finns i %1.</translation>
    </message>
    <message>
        <source>The file of qualifying round %1 is in %3.</source>
        <translation>Filen för kvalomgång %1 finns i %3.</translation>
    </message>
    <message>
        <source>The file of qualifying round %1, table %2 is in %3.</source>
        <translation>Filen för kvalomgång %1, bord %2 finns i %3.</translation>
    </message>
    <message>
        <source>Import it on the table&apos;s laptop with File → Import league…</source>
        <translation>Importera den på bordets dator med Arkiv → Importera liga…</translation>
    </message>
    <message>
        <source>The final table</source>
        <translation>Finalbordet</translation>
    </message>
    <message>
        <source>The final table, seat 1 first:
%1</source>
        <translation>Finalbordet, plats 1 först:
%1</translation>
    </message>
    <message>
        <source>Tjock rounds: RT and Tjock together (fewer is better)</source>
        <translation>Tjocka ronder: RT och Tjock tillsammans (färre är bättre)</translation>
    </message>
    <message>
        <source>Working out the luck and skill of every match…</source>
        <translation>Räknar ut tärningstur och skicklighet i varje match…</translation>
    </message>
    <message>
        <source>Luck and skill</source>
        <translation>Tärningstur och skicklighet</translation>
    </message>
</context>
<context>
    <name>DrillsView</name>
    <message>
        <source>Whose drills</source>
        <translation>Vems övningar</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Spelare</translation>
    </message>
    <message>
        <source>The dice of the drill</source>
        <translation>Övningens tärningar</translation>
    </message>
    <message>
        <source>Keep and bank [B]</source>
        <translation>Behåll och stanna [B]</translation>
    </message>
    <message>
        <source>Keep the chosen dice and bank</source>
        <translation>Behåll de valda tärningarna och stanna</translation>
    </message>
    <message>
        <source>Keep and throw on [T]</source>
        <translation>Behåll och kasta vidare [T]</translation>
    </message>
    <message>
        <source>Keep the chosen dice and throw on</source>
        <translation>Behåll de valda tärningarna och kasta vidare</translation>
    </message>
    <message>
        <source>Next drill [Enter]</source>
        <translation>Nästa övning [Enter]</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Nästa övning</translation>
    </message>
    <message>
        <source>Drill ahead [A]</source>
        <translation>Öva i förväg [A]</translation>
    </message>
    <message>
        <source>Drill those not due yet</source>
        <translation>Öva på dem som inte är på tur än</translation>
    </message>
    <message>
        <source>What each choice gives</source>
        <translation>Vad varje val ger</translation>
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
        <translation>Letar efter övningar i matcherna…</translation>
    </message>
    <message>
        <source>No players in the league yet.</source>
        <translation>Inga spelare i ligan än.</translation>
    </message>
    <message numerus="yes">
        <source>%n due now</source>
        <translation>
            <numerusform>%n på tur nu</numerusform>
            <numerusform>%n på tur nu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>%n totalt</numerusform>
            <numerusform>%n totalt</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the drill…</source>
        <translation>Räknar ut övningen…</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Välj en spelare.</translation>
    </message>
    <message>
        <source>No drills yet: a drill is a choice in one of your finished Roller matches that gave away much, or a close call. Play a few matches and come back.</source>
        <translation>Inga övningar än: en övning är ett val i en av dina avslutade Rollermatcher som kostade mycket, eller ett jämnt val. Spela några matcher och kom tillbaka.</translation>
    </message>
    <message>
        <source>No drills are due: the next one is due {when}. Drill ahead [A] to go through them anyway.</source>
        <translation>Ingen övning är på tur: nästa är på tur {when}. Öva i förväg [A] för att gå igenom dem ändå.</translation>
    </message>
    <message>
        <source>you lead by {points}</source>
        <translation>du leder med {points}</translation>
    </message>
    <message>
        <source>you trail by {points}</source>
        <translation>du ligger {points} efter</translation>
    </message>
    <message>
        <source>you are level</source>
        <translation>ni ligger lika</translation>
    </message>
    <message>
        <source>{lead} (against the best of the others)</source>
        <translation>{lead} (mot den bästa av de andra)</translation>
    </message>
    <message>
        <source>{name}, round {round} of {rounds}, {lead}.</source>
        <translation>{name}, rond {round} av {rounds}, {lead}.</translation>
    </message>
    <message numerus="yes">
        <source>%n points in the turn before this throw</source>
        <translation>
            <numerusform>%n poäng i ronden före detta kast</numerusform>
            <numerusform>%n poäng i ronden före detta kast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice thrown:</source>
        <translation>
            <numerusform>%n tärning kastad:</numerusform>
            <numerusform>%n tärningar kastade:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the forced ROLLER %n more scoring dice must be kept before banking.</source>
        <translation>
            <numerusform>Efter tvångs-ROLLER måste %n poänggivande tärning till behållas innan du får stanna.</numerusform>
            <numerusform>Efter tvångs-ROLLER måste %n poänggivande tärningar till behållas innan du får stanna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Which dice do you keep (1–6 or click), and then: bank [B] or throw on [T]?</source>
        <translation>Vilka tärningar behåller du (1–6 eller klicka), och sedan: stanna [B] eller kasta vidare [T]?</translation>
    </message>
    <message>
        <source>Choose the dice to keep first (1–6 or click them).</source>
        <translation>Välj först tärningarna att behålla (1–6 eller klicka på dem).</translation>
    </message>
    <message>
        <source>These dice do not score together: choose again.</source>
        <translation>De här tärningarna ger inga poäng tillsammans: välj igen.</translation>
    </message>
    <message>
        <source>After a forced ROLLER you may not bank yet: throw on [T].</source>
        <translation>Efter tvångs-ROLLER får du inte stanna än: kasta vidare [T].</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 procentenheter</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 poäng</translation>
    </message>
    <message>
        <source>keep {dice}, bank</source>
        <translation>behåll {dice}, stanna</translation>
    </message>
    <message>
        <source>keep {dice}, throw on</source>
        <translation>behåll {dice}, kasta vidare</translation>
    </message>
    <message>
        <source>Right: {choice} is the best choice.</source>
        <translation>Rätt: ”{choice}” är det bästa valet.</translation>
    </message>
    <message>
        <source>Close: {choice} gives away only {given}; best is {best}.</source>
        <translation>Nästan: ”{choice}” kostar bara {given}; bäst är ”{best}”.</translation>
    </message>
    <message>
        <source>Wrong: {choice} gives away {given}; best is {best}.</source>
        <translation>Fel: ”{choice}” kostar {given}; bäst är ”{best}”.</translation>
    </message>
    <message>
        <source>In the match: {choice}, which gave away {given}.</source>
        <translation>I matchen: ”{choice}”, som kostade {given}.</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Vinstchans</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Förväntade poäng i ronden</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Val</translation>
    </message>
    <message>
        <source>Gives away</source>
        <translation>Kostar</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>ditt svar</translation>
    </message>
    <message>
        <source>in the match</source>
        <translation>i matchen</translation>
    </message>
</context>
<context>
    <name>Faces</name>
    <message>
        <source>1s</source>
        <translation>ettor</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>tvåor</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>treor</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>fyror</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>femmor</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>sexor</translation>
    </message>
</context>
<context>
    <name>Faces (the)</name>
    <message>
        <source>1s</source>
        <translation>ettorna</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>tvåorna</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>treorna</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>fyrorna</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>femmorna</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>sexorna</translation>
    </message>
</context>
<context>
    <name>FacesPanel</name>
    <message>
        <source>Real dice, faces:</source>
        <translation>Riktiga tärningar, prickar:</translation>
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
        <source>e.g. {faces}</source>
        <translation>t.ex. {faces}</translation>
    </message>
    <message>
        <source>Enter throw [Enter]</source>
        <translation>Skriv in kastet [Enter]</translation>
    </message>
    <message>
        <source>Enter the throw</source>
        <translation>Skriv in kastet</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Choose scoring dice to keep (keys 1-6 or click), then throw.</source>
        <translation>Välj poänggivande tärningar att behålla (tryck 1–6 eller klicka) och kasta sedan.</translation>
    </message>
    <message>
        <source>Keep scoring dice from this throw first (K).</source>
        <translation>Behåll först poänggivande tärningar ur det här kastet (K).</translation>
    </message>
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Skriv exakt %n siffra.</numerusform>
            <numerusform>Skriv exakt %n siffror.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the dice to keep first (keys 1-6 or click).</source>
        <translation>Välj först tärningarna att behålla (tryck 1–6 eller klicka).</translation>
    </message>
    <message>
        <source>A computer&apos;s move cannot be taken back: only your own selection or bank before the next throw.</source>
        <translation>Datorns drag kan inte ångras: bara ditt eget val eller att du stannar, före nästa kast.</translation>
    </message>
    <message>
        <source>With virtual dice a throw cannot be taken back: only a selection or a bank before the next throw.</source>
        <translation>Med datorns tärningar kan ett kast inte ångras: bara ett val eller att du stannar, före nästa kast.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Det finns inget att ångra.</translation>
    </message>
    <message>
        <source>The hint is shown, but the league&apos;s server does not answer: the hint is saved with the match as soon as it answers again.</source>
        <translation>Tipset visas, men ligans server svarar inte: tipset sparas med matchen så snart servern svarar igen.</translation>
    </message>
    <message>
        <source>A hint asked for while the server was away was not saved: {error}</source>
        <translation>Ett tips som begärdes medan servern var borta sparades inte: {error}</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Inte sparat: {error}</translation>
    </message>
    <message>
        <source>RT! {name}</source>
        <translation>RT! {name}</translation>
    </message>
    <message>
        <source>RT! {name}: no scoring dice</source>
        <translation>RT! {name}: inga poänggivande tärningar</translation>
    </message>
    <message>
        <source>Tjock! {name}</source>
        <translation>Tjock! {name}</translation>
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
        <source>The match is over</source>
        <translation>Matchen är slut</translation>
    </message>
    <message>
        <source>{name} is through! Place {place}</source>
        <translation>{name} är i mål! Placering {place}</translation>
    </message>
    <message>
        <source>No hit: throw again (kids&apos; mode)</source>
        <translation>Ingen träff: kasta igen (barnläge)</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>Loppet är slut</translation>
    </message>
    <message numerus="yes">
        <source>ROLLER! Forced throw: keep %n more scoring dice</source>
        <translation>
            <numerusform>ROLLER! Tvångskast: behåll %n poänggivande tärning till</numerusform>
            <numerusform>ROLLER! Tvångskast: behåll %n poänggivande tärningar till</numerusform>
        </translation>
    </message>
    <message>
        <source>This match moved on at another table; it is shown here as it is now.</source>
        <translation>Matchen har spelats vidare vid ett annat bord; här visas den som den står nu.</translation>
    </message>
    <message>
        <source>{name} has all the {faces}: extra throw!</source>
        <translation>{name} har alla {faces}: extrakast!</translation>
    </message>
    <message>
        <source>{name} has all the {faces}</source>
        <translation>{name} har alla {faces}</translation>
    </message>
    <message>
        <source>No hit: the extra throw again (kids&apos; mode)</source>
        <translation>Ingen träff: extrakastet igen (barnläge)</translation>
    </message>
    <message>
        <source>ROLLER! Bank, or throw all six again</source>
        <translation>ROLLER! Stanna eller kasta alla sex igen</translation>
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
        <translation>På tur</translation>
    </message>
    <message>
        <source>Forced throw</source>
        <translation>Tvångskast</translation>
    </message>
    <message>
        <source>Championship table</source>
        <translation>Mästerskapsbord</translation>
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
    <message>
        <source>Back to the championship</source>
        <translation>Tillbaka till mästerskapet</translation>
    </message>
    <message>
        <source>{championship}: the final</source>
        <translation>{championship}: finalen</translation>
    </message>
    <message>
        <source>{championship}: deciding round {number} of the final</source>
        <translation>{championship}: särspel {number} i finalen</translation>
    </message>
    <message>
        <source>{championship}: qualifying round {round}, table {table}</source>
        <translation>{championship}: kvalomgång {round}, bord {table}</translation>
    </message>
    <message>
        <source>the same dice at every table only with the program&apos;s dice</source>
        <translation>samma tärningar vid alla bord gäller bara med programmets tärningar</translation>
    </message>
    <message>
        <source>the same dice at every table of the round</source>
        <translation>samma tärningar vid alla bord i kvalomgången</translation>
    </message>
    <message>
        <source>{table} · {dice}</source>
        <translation>{table} · {dice}</translation>
    </message>
    <message numerus="yes">
        <source>%n key waits for the computer&apos;s turn to end</source>
        <translation>
            <numerusform>%n tangent väntar tills datorns tur är slut</numerusform>
            <numerusform>%n tangenter väntar tills datorns tur är slut</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandicapBox</name>
    <message>
        <source>Handicap</source>
        <translation>Handikapp</translation>
    </message>
    <message>
        <source>Give the weaker player a lead</source>
        <translation>Ge den svagare spelaren ett försprång</translation>
    </message>
    <message>
        <source>Who starts with the lead</source>
        <translation>Vem som börjar med försprånget</translation>
    </message>
    <message>
        <source>Lead in points</source>
        <translation>Försprång i poäng</translation>
    </message>
    <message>
        <source>Lead for</source>
        <translation>Försprång för</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Reading their past play… %p %</source>
        <translation>Går igenom hur de har spelat… %p %</translation>
    </message>
    <message>
        <source>The proposed handicap</source>
        <translation>Det föreslagna handikappet</translation>
    </message>
    <message>
        <source>The chance with this handicap</source>
        <translation>Chansen med detta handikapp</translation>
    </message>
    <message numerus="yes">
        <source>No win table for %n rounds yet: set the lead by hand.</source>
        <translation>
            <numerusform>Ingen vinsttabell för %n rond än: ställ in försprånget för hand.</numerusform>
            <numerusform>Ingen vinsttabell för %n ronder än: ställ in försprånget för hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the even lead…</source>
        <translation>Räknar ut ett försprång som gör matchen jämn…</translation>
    </message>
    <message>
        <source>No lead could be worked out for this table.</source>
        <translation>Inget försprång kunde räknas ut för det här bordet.</translation>
    </message>
    <message>
        <source>Proposed: no lead; the match is even ({chance}).</source>
        <translation>Förslag: inget försprång; matchen är jämn ({chance}).</translation>
    </message>
    <message>
        <source>Proposed: {name} starts with {points} points: {chance} to win ({without} without).</source>
        <translation>Förslag: {name} börjar med {points} poäng: {chance} chans att vinna ({without} utan).</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n analysed matches</source>
        <translation>
            <numerusform>{name}: %n analyserad match</numerusform>
            <numerusform>{name}: %n analyserade matcher</numerusform>
        </translation>
    </message>
    <message>
        <source>Too few analysed matches ({who}; {least} needed): from the win table alone, which evens out who starts.</source>
        <translation>För få analyserade matcher ({who}; {least} behövs): bara utifrån vinsttabellen, som jämnar ut vem som börjar.</translation>
    </message>
    <message>
        <source>From the win table and their past play: {a} gave away {ga} a match, {b} {gb}.</source>
        <translation>Utifrån vinsttabellen och hur de har spelat: {a} tappade {ga} per match på sina val, {b} {gb}.</translation>
    </message>
    <message>
        <source>A handicap is a multiple of 50 points, none below zero.</source>
        <translation>Ett handikapp är en multipel av 50 poäng, inget under noll.</translation>
    </message>
    <message>
        <source>With this lead {name} wins {chance} of such matches.</source>
        <translation>Med det här försprånget vinner {name} {chance} av sådana matcher.</translation>
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
        <translation>Behåll och spela sedan klokt: förväntade poäng för ronden</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Förväntade poäng för ronden</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Stanna nu</translation>
    </message>
    <message>
        <source>Throw on</source>
        <translation>Kasta vidare</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>to win</source>
        <translation>att vinna</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>behåll {dice}</translation>
    </message>
    <message>
        <source>bank now</source>
        <translation>stanna nu</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>kasta vidare</translation>
    </message>
    <message>
        <source>For the win (≈): {choice}, not the most points.</source>
        <translation>För att vinna (≈): {choice}, inte flest poäng.</translation>
    </message>
    <message>
        <source>For the win: {choice}, not the most points.</source>
        <translation>För att vinna: {choice}, inte flest poäng.</translation>
    </message>
    <message numerus="yes">
        <source>%n more choices</source>
        <translation>
            <numerusform>%n val till</numerusform>
            <numerusform>%n val till</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Tips: tänker…</translation>
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
        <translation>Namn</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>Home town</source>
        <translation>Hemort</translation>
    </message>
    <message>
        <source>&amp;Home town:</source>
        <translation>&amp;Hemort:</translation>
    </message>
    <message>
        <source>Register and draw again</source>
        <translation>Anmäl och lotta om</translation>
    </message>
    <message>
        <source>%1 plays from qualifying round %2.</source>
        <translation>%1 spelar från kvalomgång %2.</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>The league&apos;s database server at %1 cannot be reached. Check that it is running and that this laptop is on its network (at a championship: that the director&apos;s laptop is on and awake), then start the program again. Nothing was changed.</source>
        <translation>Ligans databasserver på %1 går inte att nå. Kontrollera att den är igång och att den här datorn är på samma nätverk (på ett mästerskap: att tävlingsledarens dator är på och vaken), och starta sedan programmet igen. Ingenting ändrades.</translation>
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
        <source>Tjock rounds</source>
        <translation>Tjocka ronder</translation>
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
        <translation>Först genom sexorna</translation>
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
        <translation>Omgångar i snitt</translation>
    </message>
    <message>
        <source>Turns per race</source>
        <translation>Omgångar per lopp</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s races (start 1500)</source>
        <translation>Elo-rating över periodens lopp (start 1500)</translation>
    </message>
    <message>
        <source>Turns where all six dice were kept; 12/40: over the 40 matches played with dice (paper protocols have no throws: not recorded)</source>
        <translation>Ronder där alla sex tärningar behölls; 12/40: räknat över de 40 matcher som spelats med tärningar (protokoll på papper har inga kast: inte registrerat)</translation>
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
        <source>Enter a paper protocol…</source>
        <translation>Skriv in ett pappersprotokoll…</translation>
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
        <source>Backing up the league…</source>
        <translation>Säkerhetskopierar ligan…</translation>
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
        <source>Restoring the backup…</source>
        <translation>Återställer säkerhetskopian…</translation>
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
        <source>Replace the league by the backup of {when}?</source>
        <translation>Ersätta ligan med säkerhetskopian från {when}?</translation>
    </message>
    <message>
        <source>Comparing the backup with the league…</source>
        <translation>Jämför säkerhetskopian med ligan…</translation>
    </message>
    <message numerus="yes">
        <source>The league has %Ln finished matches that this backup does not have</source>
        <translation>
            <numerusform>Ligan har %Ln avslutad match som inte finns i den här säkerhetskopian</numerusform>
            <numerusform>Ligan har %Ln avslutade matcher som inte finns i den här säkerhetskopian</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches in play are not in this backup either.</source>
        <translation>
            <numerusform>%n pågående match finns inte heller i säkerhetskopian.</numerusform>
            <numerusform>%n pågående matcher finns inte heller i säkerhetskopian.</numerusform>
        </translation>
    </message>
    <message>
        <source>The restore sets them aside, with every other change made since the backup was taken: the league as it is now is backed up first (the backup marked &quot;before a restore&quot; in the list), and restoring that backup brings them back.</source>
        <translation>Återställningen lägger dem åt sidan, liksom alla andra ändringar sedan säkerhetskopian togs: ligan som den är nu säkerhetskopieras först (kopian märkt ”före en återställning” i listan), och återställer du den kopian kommer de tillbaka.</translation>
    </message>
    <message>
        <source>The backup has every match the league has now. Changes made since it was taken are set aside: the league as it is now is backed up first, so nothing is lost.</source>
        <translation>Säkerhetskopian har alla matcher som ligan har nu. Ändringar sedan den togs läggs åt sidan: ligan som den är nu säkerhetskopieras först, så ingenting går förlorat.</translation>
    </message>
    <message>
        <source>The league as it is now is backed up first, so nothing is lost.</source>
        <translation>Ligan som den är nu säkerhetskopieras först, så ingenting går förlorat.</translation>
    </message>
    <message numerus="yes">
        <source>Copies taken before a restore are kept two years: the newest %n of them, and an older one as long as it holds a match the league does not have.</source>
        <translation>
            <numerusform>Kopior som tas före en återställning sparas i två år: den senaste (%n), och en äldre så länge den innehåller en match som ligan inte har.</numerusform>
            <numerusform>Kopior som tas före en återställning sparas i två år: de %n senaste, och en äldre så länge den innehåller en match som ligan inte har.</numerusform>
        </translation>
    </message>
    <message>
        <source>This backup has not been checked yet: it is checked whole first, which takes a while for a large league.</source>
        <translation>Den här säkerhetskopian är inte kontrollerad än: den kontrolleras i sin helhet först, vilket tar en stund om ligan är stor.</translation>
    </message>
    <message>
        <source>The league was not exported: {error}</source>
        <translation>Ligan exporterades inte: {error}</translation>
    </message>
    <message>
        <source>Importing the league…</source>
        <translation>Importerar ligan…</translation>
    </message>
    <message>
        <source>the final</source>
        <translation>finalen</translation>
    </message>
    <message>
        <source>round {round}, table {table}</source>
        <translation>kvalomgång {round}, bord {table}</translation>
    </message>
    <message>
        <source>Championship {name} added.</source>
        <translation>Mästerskapet {name} lades till.</translation>
    </message>
    <message>
        <source>Championship {name} brought up to date: its players and draw as its director&apos;s laptop has them.</source>
        <translation>Mästerskapet {name} uppdaterades: spelarna och lottningen är nu som på tävlingsledarens dator.</translation>
    </message>
    <message>
        <source>{name}: the match of {where} linked to its table.</source>
        <translation>{name}: matchen i {where} kopplades till sitt bord.</translation>
    </message>
    <message>
        <source>Championship {name} of the file was not added: this league has another championship of that name, not made on the director&apos;s laptop. Its matches came in without their tables.</source>
        <translation>Mästerskapet {name} i filen lades inte till: den här ligan har ett annat mästerskap med samma namn, som inte skapades på tävlingsledarens dator. Mästerskapets matcher importerades utan sina bord.</translation>
    </message>
    <message>
        <source>Championship {name} was not taken from the file: two of its players are one player here.</source>
        <translation>Mästerskapet {name} togs inte från filen: två av dess spelare är samma spelare här.</translation>
    </message>
    <message>
        <source>{name}: the match of {where} was not linked to its table here: {reason} It was imported without its table.</source>
        <translation>{name}: matchen i {where} kopplades inte till sitt bord här: {reason} Den importerades utan sitt bord.</translation>
    </message>
    <message>
        <source>this league&apos;s draw seats {seats} at that table.</source>
        <translation>den här ligans lottning sätter {seats} vid det bordet.</translation>
    </message>
    <message>
        <source>this league&apos;s draw has no such table.</source>
        <translation>den här ligans lottning har inget sådant bord.</translation>
    </message>
    <message>
        <source>the table has its finished match here already (void that one to enter another).</source>
        <translation>bordet har redan sin färdigspelade match här (ogiltigförklara den för att föra in en annan).</translation>
    </message>
    <message>
        <source>the match belongs to another table here.</source>
        <translation>matchen hör till ett annat bord här.</translation>
    </message>
    <message>
        <source>a championship&apos;s matches are Roller matches.</source>
        <translation>ett mästerskaps matcher är Rollermatcher.</translation>
    </message>
    <message numerus="yes">
        <source>%n matches voided.</source>
        <translation>
            <numerusform>%n match ogiltigförklarades.</numerusform>
            <numerusform>%n matcher ogiltigförklarades.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches restored.</source>
        <translation>
            <numerusform>%n match återställdes.</numerusform>
            <numerusform>%n matcher återställdes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches given a new date, time or place.</source>
        <translation>
            <numerusform>%n match fick nytt datum, ny tid eller ny plats.</numerusform>
            <numerusform>%n matcher fick nytt datum, ny tid eller ny plats.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} renamed {other}.</source>
        <translation>{name} heter nu {other}.</translation>
    </message>
    <message>
        <source>{name} archived.</source>
        <translation>{name} arkiverades.</translation>
    </message>
    <message>
        <source>{name} back from the archive.</source>
        <translation>{name} togs tillbaka från arkivet.</translation>
    </message>
    <message>
        <source>{name} merged into {other}.</source>
        <translation>{name} slogs ihop med {other}.</translation>
    </message>
    <message>
        <source>{name} split from {other} again.</source>
        <translation>{name} delades upp från {other} igen.</translation>
    </message>
    <message>
        <source>{name} was not merged into {other} here: the two sat at the same table.</source>
        <translation>{name} slogs inte ihop med {other} här: de två satt vid samma bord.</translation>
    </message>
    <message>
        <source>{name} was not merged into {other} here: {other} was merged into another player.</source>
        <translation>{name} slogs inte ihop med {other} här: {other} är ihopslagen med en annan spelare.</translation>
    </message>
    <message>
        <source>{name} was not split from {other} here: {other} was merged into another player since.</source>
        <translation>{name} delades inte upp från {other} här: {other} har sedan slagits ihop med en annan spelare.</translation>
    </message>
    <message>
        <source>{name} was not split from {other} here: some of those matches are no longer {other}&apos;s.</source>
        <translation>{name} delades inte upp från {other} här: några av de matcherna är inte längre {other}s.</translation>
    </message>
    <message>
        <source>{name} was not renamed {other} here: another player has that name.</source>
        <translation>{name} bytte inte namn till {other} här: en annan spelare heter så.</translation>
    </message>
    <message>
        <source>A match was not voided here: it is not finished here.</source>
        <translation>En match ogiltigförklarades inte här: den är inte färdigspelad här.</translation>
    </message>
    <message>
        <source>Nothing was imported: {error}</source>
        <translation>Inget importerades: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n matches to
{path}</source>
        <translation>
            <numerusform>Exporterade %n match till
{path}</numerusform>
            <numerusform>Exporterade %n matcher till
{path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Import this file on the other computer with File → Import league…</source>
        <translation>Importera filen på den andra datorn med Arkiv → Importera liga…</translation>
    </message>
    <message numerus="yes">
        <source>%n new players</source>
        <translation>
            <numerusform>%n ny spelare</numerusform>
            <numerusform>%n nya spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new matches</source>
        <translation>
            <numerusform>%n ny match</numerusform>
            <numerusform>%n nya matcher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches played on</source>
        <translation>
            <numerusform>%n match spelad vidare</numerusform>
            <numerusform>%n matcher spelade vidare</numerusform>
        </translation>
    </message>
    <message>
        <source>made by hand</source>
        <translation>gjord manuellt</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>före en återställning</translation>
    </message>
    <message>
        <source>before an update of the program</source>
        <translation>före en uppdatering av programmet</translation>
    </message>
    <message>
        <source>Exporting the league…</source>
        <translation>Exporterar ligan…</translation>
    </message>
    <message>
        <source>Import protocols…</source>
        <translation>Importera protokoll…</translation>
    </message>
    <message>
        <source>Export protocols…</source>
        <translation>Exportera protokoll…</translation>
    </message>
    <message>
        <source>Print a blank protocol…</source>
        <translation>Skriv ut ett tomt protokoll…</translation>
    </message>
    <message>
        <source>Protocols as CSV (*.csv);;All files (*)</source>
        <translation>Protokoll som CSV (*.csv);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Export protocols</source>
        <translation>Exportera protokoll</translation>
    </message>
    <message>
        <source>Import protocols</source>
        <translation>Importera protokoll</translation>
    </message>
    <message>
        <source>Print a blank protocol</source>
        <translation>Skriv ut ett tomt protokoll</translation>
    </message>
    <message>
        <source>The players in seating order (clockwise), separated by commas:</source>
        <translation>Spelarna i sittordning (medurs), åtskilda med komma:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Ronder:</translation>
    </message>
    <message>
        <source>Importing the protocols…</source>
        <translation>Importerar protokollen…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches corrected</source>
        <translation>
            <numerusform>%n match rättad</numerusform>
            <numerusform>%n matcher rättade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches were already here.</source>
        <translation>
            <numerusform>%n match fanns redan här.</numerusform>
            <numerusform>%n matcher fanns redan här.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file brought nothing new.</source>
        <translation>Filen innehöll inget nytt.</translation>
    </message>
    <message>
        <source>Imported: {what}.</source>
        <translation>Importerat: {what}.</translation>
    </message>
    <message>
        <source>Exporting the protocols…</source>
        <translation>Exporterar protokollen…</translation>
    </message>
    <message>
        <source>{file} of the file is called {here} here.</source>
        <translation>{file} i filen heter {here} här.</translation>
    </message>
    <message>
        <source>Checking the protocols…</source>
        <translation>Protokollen kontrolleras…</translation>
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
        <source>What the rating means</source>
        <translation>Vad ratingen betyder</translation>
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
        <translation>Vald period</translation>
    </message>
    <message>
        <source>Championship {name}</source>
        <translation>Mästerskapet {name}</translation>
    </message>
    <message>
        <source>The league could not be read: {error}</source>
        <translation>Ligan kunde inte läsas: {error}</translation>
    </message>
    <message>
        <source>Only the matches of {name}, its qualifying rounds and its final, whether they count in the league&apos;s season or not.</source>
        <translation>Bara matcherna i {name}, dess kvalomgångar och dess final, vare sig de räknas i ligans säsong eller inte.</translation>
    </message>
    <message>
        <source>Matches against computers count here (Settings); the computers&apos; rows are marked as practice.</source>
        <translation>Matcher mot datorn räknas här (Inställningar); datorernas rader är märkta som övning.</translation>
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
        <source>The league table is in
{path}</source>
        <translation>Ligatabellen finns nu i
{path}</translation>
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
        <source>C&amp;oach mode</source>
        <translation>Tränar&amp;läge</translation>
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
        <source>&amp;Championship…</source>
        <translation>&amp;Mästerskap…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>Cha&amp;mpionship</source>
        <translation>Mäs&amp;terskap</translation>
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
        <source>Odds…</source>
        <translation>Odds…</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Avbryta matchen?</translation>
    </message>
    <message>
        <source>Play a championship table</source>
        <translation>Spela ett mästerskapsbord</translation>
    </message>
    <message>
        <source>The final: %1.
How does the table throw?</source>
        <translation>Finalen: %1.
Hur spelar bordet?</translation>
    </message>
    <message>
        <source>Deciding round %1 of the final, one rond each: %2.
How does the table throw?</source>
        <translation>Särspel %1 i finalen, en rond var: %2.
Hur spelar bordet?</translation>
    </message>
    <message>
        <source>Qualifying round %1, table %2: %3.
How does the table throw?</source>
        <translation>Kvalomgång %1, bord %2: %3.
Hur spelar bordet?</translation>
    </message>
    <message>
        <source>The program&apos;s dice</source>
        <translation>Programmets tärningar</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Riktiga tärningar</translation>
    </message>
    <message>
        <source>Protocol only</source>
        <translation>Bara protokoll</translation>
    </message>
    <message>
        <source>The final has a match in play. Resume it on this laptop?</source>
        <translation>Finalen har en match som pågår. Fortsätta den på den här datorn?</translation>
    </message>
    <message>
        <source>Table %1 of qualifying round %2 has a match in play. Resume it on this laptop?</source>
        <translation>Bord %1 i kvalomgång %2 har en match som pågår. Fortsätta den på den här datorn?</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>Matchen kan inte öppnas</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} börjar</translation>
    </message>
    <message>
        <source>A match cannot be resumed</source>
        <translation>En match kan inte återupptas</translation>
    </message>
    <message>
        <source>During a Roller match</source>
        <translation>Under en Rollermatch</translation>
    </message>
    <message>
        <source>How to play…</source>
        <translation>Så spelar du…</translation>
    </message>
    <message>
        <source>The match of {names}, started {date}, is damaged: its stored throws no longer follow the rules, so it cannot be played on ({problem}).</source>
        <translation>Matchen mellan {names}, påbörjad {date}, är skadad: de sparade kasten följer inte längre reglerna, så den kan inte spelas vidare ({problem}).</translation>
    </message>
    <message>
        <source>Set it aside: it leaves the list and counts in no league table; its throws stay in the league file, marked as damaged. Or restore a backup of the league from before the damage (the league as it is now is backed up first).</source>
        <translation>Lägg den åt sidan: den försvinner ur listan och räknas inte i någon ligatabell; kasten finns kvar i ligafilen, märkta som skadade. Eller återställ en säkerhetskopia av ligan från före skadan (ligan som den är nu säkerhetskopieras först).</translation>
    </message>
    <message>
        <source>Set it aside</source>
        <translation>Lägg den åt sidan</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Återställ en säkerhetskopia…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Inte nu</translation>
    </message>
    <message>
        <source>event {number}: {problem}</source>
        <translation>händelse {number}: {problem}</translation>
    </message>
    <message>
        <source>Abandon this match?

{match}

It leaves the list of unfinished matches and does not count in the league. Its throws stay in the league file.</source>
        <translation>Avbryta den här matchen?

{match}

Den försvinner ur listan över pågående matcher och räknas inte i ligan. Kasten finns kvar i ligafilen.</translation>
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
        <translation>avbruten</translation>
    </message>
    <message>
        <source>set aside as damaged</source>
        <translation>lagd åt sidan som skadad</translation>
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
        <source>Championship</source>
        <translation>Mästerskap</translation>
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
        <source>C&amp;hampionship</source>
        <translation>&amp;Mästerskap</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Ogiltigförklara…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Date and place…</source>
        <translation>Datum och plats…</translation>
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
        <source>Every match</source>
        <translation>Alla matcher</translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matcher</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a void match is restored.</source>
        <translation>Bara en ogiltig match kan återställas.</translation>
    </message>
    <message>
        <source>Choose a finished match to void.</source>
        <translation>Välj en färdigspelad match att ogiltigförklara.</translation>
    </message>
    <message>
        <source>Choose a match to mend its date and place.</source>
        <translation>Välj en match för att rätta dess datum och plats.</translation>
    </message>
    <message>
        <source>Choose a void match to restore.</source>
        <translation>Välj en ogiltig match att återställa.</translation>
    </message>
    <message>
        <source>Restoring the match…</source>
        <translation>Återställer matchen…</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korrigeringar</translation>
    </message>
    <message>
        <source>&amp;Correct… [Ctrl+K]</source>
        <translation>&amp;Korrigera… [Ctrl+K]</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Korrigera…</translation>
    </message>
    <message>
        <source>Choose a match entered by hand in the list first.</source>
        <translation>Välj först en match som förts för hand i listan.</translation>
    </message>
    <message>
        <source>Retype a cell of this match&apos;s protocol</source>
        <translation>Skriv in en ruta i matchens protokoll på nytt</translation>
    </message>
    <message>
        <source>Corrected:</source>
        <translation>Korrigerat:</translation>
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
        <translation>Datum och plats</translation>
    </message>
    <message>
        <source>When and where the match of {players} was played:</source>
        <translation>När och var matchen mellan {players} spelades:</translation>
    </message>
    <message>
        <source>&amp;Finished:</source>
        <translation>&amp;Avslutad:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD HH:MM</source>
        <translation>ÅÅÅÅ-MM-DD TT:MM</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Avslutad</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Plats:</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>{when}: {old} → {new}</source>
        <translation>{when}: {old} → {new}</translation>
    </message>
    <message>
        <source>Mended before:</source>
        <translation>Rättat tidigare:</translation>
    </message>
    <message>
        <source>Mend</source>
        <translation>Rätta</translation>
    </message>
    <message>
        <source>Mending the match…</source>
        <translation>Rättar matchen…</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge players</source>
        <translation>Slå ihop spelare</translation>
    </message>
    <message>
        <source>Are {one} and {other} one person?</source>
        <translation>Är {one} och {other} samma person?</translation>
    </message>
    <message>
        <source>Keep the name {name}</source>
        <translation>Behåll namnet {name}</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Slå ihop</translation>
    </message>
    <message numerus="yes">
        <source>%n matches of {source} become {into}&apos;s, with every figure: the league, the ratings and head-to-head. {source} is kept as “also known as” {into}. Split… undoes it.</source>
        <translation>
            <numerusform>%n match av {source} går över till {into}, med alla siffror: ligan, ratingen och inbördes möten. {source} behålls som ”även kallad” för {into}. Dela upp… ångrar det.</numerusform>
            <numerusform>%n matcher av {source} går över till {into}, med alla siffror: ligan, ratingen och inbördes möten. {source} behålls som ”även kallad” för {into}. Dela upp… ångrar det.</numerusform>
        </translation>
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
        <source>The throw has no more dice showing {faces} to keep.</source>
        <translation>Kastet har inga fler tärningar med {faces} att behålla.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before throwing again.</source>
        <translation>Behåll minst en poänggivande tärning ur det här kastet innan du kastar igen.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before banking.</source>
        <translation>Behåll minst en poänggivande tärning ur det här kastet innan du stannar.</translation>
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
        <source>A player needs a name.</source>
        <translation>En spelare behöver ett namn.</translation>
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
        <translation>WW-gränsen måste vara en positiv multipel av 50 poäng (50, 100, 150 …).</translation>
    </message>
    <message>
        <source>round {round} of {rounds}</source>
        <translation>rond {round} av {rounds}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>avslutad</translation>
    </message>
    <message numerus="yes">
        <source>Only three {face}s make a Triss: the %n extra dice score nothing. Leave them on the table.</source>
        <translation>
            <numerusform>Bara tre {face}:or blir Triss: %n tärning blir över och ger inga poäng. Låt den ligga kvar på bordet.</numerusform>
            <numerusform>Bara tre {face}:or blir Triss: %n tärningar blir över och ger inga poäng. Låt dem ligga kvar på bordet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice showing {face} score nothing: a {face} counts only in a Triss, a Stege or Alla lika. Leave them on the table.</source>
        <translation>
            <numerusform>%n tärning som visar {face} ger inga poäng: en {face}:a räknas bara i Triss, Stege eller Alla lika. Låt den ligga kvar på bordet.</numerusform>
            <numerusform>%n tärningar som visar {face} ger inga poäng: en {face}:a räknas bara i Triss, Stege eller Alla lika. Låt dem ligga kvar på bordet.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice score nothing together: keep 1s, 5s, a Triss, a Stege or Alla lika.</source>
        <translation>De här tärningarna ger inga poäng tillsammans: behåll ettor, femmor, en Triss, en Stege eller Alla lika.</translation>
    </message>
    <message>
        <source>You have already kept dice from this throw: throw again or bank. To add a die you forgot, undo (U) and keep them all together.</source>
        <translation>Du har redan behållit tärningar ur det här kastet: kasta igen eller stanna. Har du glömt en tärning, ångra (U) och behåll alla på en gång.</translation>
    </message>
    <message numerus="yes">
        <source>After a ROLLER by Stege or Alla lika, %n more scoring dice must be kept before banking: throw again.</source>
        <translation>
            <numerusform>Efter ROLLER med Stege eller Alla lika måste du behålla %n poänggivande tärning till innan du får stanna: kasta igen.</numerusform>
            <numerusform>Efter ROLLER med Stege eller Alla lika måste du behålla %n poänggivande tärningar till innan du får stanna: kasta igen.</numerusform>
        </translation>
    </message>
    <message>
        <source>In 105 the dice are set aside by themselves; there is nothing to keep.</source>
        <translation>I 105 läggs tärningarna undan av sig själva; det finns inget att behålla.</translation>
    </message>
    <message>
        <source>105 has no banking: every throw counts at once.</source>
        <translation>I 105 stannar man inte: varje kast räknas direkt.</translation>
    </message>
    <message>
        <source>Who starts is already decided.</source>
        <translation>Det är redan avgjort vem som börjar.</translation>
    </message>
    <message numerus="yes">
        <source>Type the %n faces the dice show, for example {example}.</source>
        <translation>
            <numerusform>Skriv vad tärningen visar (%n siffra), till exempel {example}.</numerusform>
            <numerusform>Skriv vad de %n tärningarna visar, till exempel {example}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice are thrown here: type exactly %n faces.</source>
        <translation>
            <numerusform>Här kastas %n tärning: skriv exakt en siffra.</numerusform>
            <numerusform>Här kastas %n tärningar: skriv exakt %n siffror.</numerusform>
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
        <translation>”{face}” finns inte på en tärning: en tärning visar 1 till 6.</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Sätt minst en spelare vid bordet.</translation>
    </message>
    <message>
        <source>A handicap gives each seat a whole number of points.</source>
        <translation>Ett handikapp ger varje plats ett helt antal poäng.</translation>
    </message>
    <message>
        <source>A handicap is a multiple of 50 points, none below zero.</source>
        <translation>Ett handikapp är en multipel av 50 poäng, inget under noll.</translation>
    </message>
    <message>
        <source>A handicap leaves at least one seat at 0 points.</source>
        <translation>Ett handikapp lämnar minst en plats på 0 poäng.</translation>
    </message>
    <message>
        <source>A handicap is at most {most} points.</source>
        <translation>Ett handikapp är högst {most} poäng.</translation>
    </message>
    <message numerus="yes">
        <source>The handicap names %n seats; the match has {seats}.</source>
        <translation>
            <numerusform>Handikappet gäller %n plats; matchen har {seats}.</numerusform>
            <numerusform>Handikappet gäller %n platser; matchen har {seats}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored event cannot be read: it is not one of this game&apos;s.</source>
        <translation>Ett sparat drag kan inte läsas: det hör inte till det här spelet.</translation>
    </message>
    <message>
        <source>The house rules must be given as named settings.</source>
        <translation>Husreglerna måste anges som namngivna inställningar.</translation>
    </message>
    <message numerus="yes">
        <source>House rules the program does not know (%n): {names}.</source>
        <translation>
            <numerusform>Husregler som programmet inte känner till (%n): {names}.</numerusform>
            <numerusform>Husregler som programmet inte känner till (%n): {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A house rule that is on or off must be true or false.</source>
        <translation>En husregel som är på eller av måste vara true eller false.</translation>
    </message>
    <message>
        <source>Who starts is decided by a throw or chosen by the table.</source>
        <translation>Vem som börjar avgörs med ett kast eller väljs av bordet.</translation>
    </message>
    <message numerus="yes">
        <source>The one who starts must sit at the table: the match has %n seats.</source>
        <translation>
            <numerusform>Den som börjar måste sitta vid bordet: matchen har %n plats.</numerusform>
            <numerusform>Den som börjar måste sitta vid bordet: matchen har %n platser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat needs its number of dice and its kids&apos; mode.</source>
        <translation>Varje plats behöver sitt antal tärningar och sitt barnläge.</translation>
    </message>
    <message numerus="yes">
        <source>A name has at most %n characters.</source>
        <translation>
            <numerusform>Ett namn har högst %n tecken.</numerusform>
            <numerusform>Ett namn har högst %n tecken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name has at most %n characters, counting ß and some other letters as two.</source>
        <translation>
            <numerusform>Ett namn har högst %n tecken, där ß och några andra bokstäver räknas som två.</numerusform>
            <numerusform>Ett namn har högst %n tecken, där ß och några andra bokstäver räknas som två.</numerusform>
        </translation>
    </message>
    <message>
        <source>A name cannot hold invisible or special characters: type it again by hand.</source>
        <translation>Ett namn kan inte innehålla osynliga tecken eller specialtecken: skriv det igen för hand.</translation>
    </message>
    <message>
        <source>The league {name} is open in another Roller window or program. Close that one first, then try again.</source>
        <translation>Ligan {name} är öppen i ett annat Roller-fönster eller program. Stäng det först och försök sedan igen.</translation>
    </message>
    <message>
        <source>A league on a database server is restored with the server&apos;s own tools.</source>
        <translation>En liga på en databasserver återställs med serverns egna verktyg.</translation>
    </message>
    <message>
        <source>That is the league itself, not a backup of it.</source>
        <translation>Det är ligan själv, inte en säkerhetskopia av den.</translation>
    </message>
    <message>
        <source>The backup {name} is damaged too ({detail}), so it was not restored; it is set aside and never offered again. Nothing was changed.</source>
        <translation>Säkerhetskopian {name} är också skadad ({detail}), så den återställdes inte; den har lagts åt sidan och erbjuds aldrig igen. Ingenting har ändrats.</translation>
    </message>
    <message>
        <source>{name} holds no league: there is nothing to restore.</source>
        <translation>{name} innehåller ingen liga: det finns inget att återställa.</translation>
    </message>
    <message>
        <source>This match is finished; its throws never change.</source>
        <translation>Matchen är avslutad; dess kast ändras aldrig.</translation>
    </message>
    <message>
        <source>This match was abandoned; it cannot be played on.</source>
        <translation>Matchen avbröts; den kan inte spelas vidare.</translation>
    </message>
    <message>
        <source>Only a match in progress can be abandoned.</source>
        <translation>Bara en pågående match kan avbrytas.</translation>
    </message>
    <message>
        <source>The action could not be saved, so it did not happen ({detail}).</source>
        <translation>Det gick inte att spara, så det blev aldrig gjort ({detail}).</translation>
    </message>
    <message>
        <source>{name} is also known as {other}: the two were merged into one player.</source>
        <translation>{name} kallas även {other}: de två slogs ihop till en spelare.</translation>
    </message>
    <message>
        <source>{name} cannot be merged with themselves.</source>
        <translation>{name} kan inte slås ihop med sig själv.</translation>
    </message>
    <message>
        <source>{name} was merged into another player already.</source>
        <translation>{name} är redan ihopslagen med en annan spelare.</translation>
    </message>
    <message numerus="yes">
        <source>{one} and {other} sat at the same table in %n matches: they are two people, not one. Nothing was merged.</source>
        <translation>
            <numerusform>{one} och {other} satt vid samma bord i %n match: de är två personer, inte en. Inget slogs ihop.</numerusform>
            <numerusform>{one} och {other} satt vid samma bord i %n matcher: de är två personer, inte en. Inget slogs ihop.</numerusform>
        </translation>
    </message>
    <message>
        <source>That merge is not in this league.</source>
        <translation>Den sammanslagningen finns inte i den här ligan.</translation>
    </message>
    <message>
        <source>{name} was split from {other} already.</source>
        <translation>{name} är redan uppdelad från {other}.</translation>
    </message>
    <message>
        <source>{name} was merged into another player since: split that merge first.</source>
        <translation>{name} har sedan slagits ihop med en annan spelare: dela upp den sammanslagningen först.</translation>
    </message>
    <message>
        <source>Some matches {name} played are no longer {other}&apos;s: they cannot be split back exactly.</source>
        <translation>Några matcher som {name} spelade hör inte längre till {other}: de kan inte delas upp exakt som förut.</translation>
    </message>
    <message>
        <source>There is no such player in this league.</source>
        <translation>Det finns ingen sådan spelare i den här ligan.</translation>
    </message>
    <message>
        <source>More than one player goes by that name: choose by the id.</source>
        <translation>Mer än en spelare heter så: välj med id.</translation>
    </message>
    <message>
        <source>Say why the match is void (a few words).</source>
        <translation>Skriv varför matchen är ogiltig (några ord).</translation>
    </message>
    <message numerus="yes">
        <source>The reason has at most %n characters.</source>
        <translation>
            <numerusform>Skälet får vara högst %n tecken.</numerusform>
            <numerusform>Skälet får vara högst %n tecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is void already ({reason}): Restore brings it back into the league.</source>
        <translation>Matchen är redan ogiltigförklarad ({reason}): Återställ tar tillbaka den till ligan.</translation>
    </message>
    <message>
        <source>Only a finished match can be void; one in progress can be abandoned.</source>
        <translation>Bara en färdigspelad match kan ogiltigförklaras; en pågående kan avbrytas.</translation>
    </message>
    <message>
        <source>Only a void match can be restored.</source>
        <translation>Bara en ogiltig match kan återställas.</translation>
    </message>
    <message>
        <source>Only a finished match has a date and time to mend.</source>
        <translation>Bara en färdigspelad match har datum och tid att rätta.</translation>
    </message>
    <message>
        <source>A void match keeps its date: restore it first, then mend it.</source>
        <translation>En ogiltig match behåller sitt datum: återställ den först och rätta den sedan.</translation>
    </message>
    <message>
        <source>Nothing to mend: the match is as given.</source>
        <translation>Inget att rätta: matchen är redan så.</translation>
    </message>
    <message>
        <source>That change was undone already, or is not in this league.</source>
        <translation>Den ändringen är redan ångrad eller finns inte i den här ligan.</translation>
    </message>
    <message>
        <source>The later change: {time}, {id}.</source>
        <translation>Den senare ändringen: {time}, {id}.</translation>
    </message>
    <message>
        <source>{name}, whom this import brought, plays in the championship {championship}: the import cannot be undone. Nothing was changed.</source>
        <translation>{name}, som kom med den här importen, spelar i mästerskapet {championship}: importen kan inte ångras. Ingenting ändrades.</translation>
    </message>
    <message>
        <source>A match this import brought was played on since: the import cannot be undone. Nothing was changed.</source>
        <translation>En match som kom med den här importen har spelats vidare sedan dess: importen kan inte ångras. Ingenting ändrades.</translation>
    </message>
    <message>
        <source>A match this import brought was changed since: undo that change first. Nothing was changed.</source>
        <translation>En match som kom med den här importen har ändrats sedan dess: ångra den ändringen först. Ingenting ändrades.</translation>
    </message>
    <message>
        <source>A match this import brought was corrected since: undo that correction first. Nothing was changed.</source>
        <translation>En match som kom med den här importen har korrigerats sedan dess: ångra den korrigeringen först. Ingenting ändrades.</translation>
    </message>
    <message>
        <source>“{value}” is not a date (2022-06-14 or 14.6.2022, a time 19:30 after it if any).</source>
        <translation>”{value}” är inget datum (2022-06-14 eller 14.6.2022, ev. med ett klockslag som 19:30 efter).</translation>
    </message>
    <message>
        <source>a championship&apos;s match names its championship, round and table.</source>
        <translation>en mästerskapsmatch anger mästerskap, kvalomgång och bord.</translation>
    </message>
    <message>
        <source>a championship&apos;s matches are Roller matches.</source>
        <translation>ett mästerskaps matcher är Rollermatcher.</translation>
    </message>
    <message>
        <source>the league has no championship called {name}.</source>
        <translation>ligan har inget mästerskap som heter {name}.</translation>
    </message>
    <message>
        <source>“{value}” is no qualifying round of the championship (1, 2, … or final).</source>
        <translation>”{value}” är ingen kvalomgång i mästerskapet (1, 2, … eller final).</translation>
    </message>
    <message>
        <source>“{value}” is no table (1, 2, …).</source>
        <translation>”{value}” är inget bord (1, 2, …).</translation>
    </message>
    <message>
        <source>the championship&apos;s final is not seated yet.</source>
        <translation>mästerskapets finalbord är inte bestämt ännu.</translation>
    </message>
    <message>
        <source>round {round} of the championship&apos;s draw has no table {table}.</source>
        <translation>kvalomgång {round} i mästerskapets lottning har inget bord {table}.</translation>
    </message>
    <message>
        <source>the draw seats {seats} at this table; the match has {names}.</source>
        <translation>lottningen sätter {seats} vid det här bordet; matchen har {names}.</translation>
    </message>
    <message>
        <source>this table has its finished match already: void that one first to enter another.</source>
        <translation>bordet har redan sin färdigspelade match: ogiltigförklara den först för att föra in en annan.</translation>
    </message>
    <message>
        <source>the match belongs to another championship table already.</source>
        <translation>matchen hör redan till ett annat mästerskapsbord.</translation>
    </message>
    <message>
        <source>The final</source>
        <translation>Finalen</translation>
    </message>
    <message>
        <source>Round {round}, table {table}</source>
        <translation>Kvalomgång {round}, bord {table}</translation>
    </message>
    <message>
        <source>A championship needs a name, written without special characters.</source>
        <translation>Ett mästerskap behöver ett namn, skrivet utan specialtecken.</translation>
    </message>
    <message numerus="yes">
        <source>A championship&apos;s name has at most %n characters.</source>
        <translation>
            <numerusform>Ett mästerskaps namn har högst %n tecken.</numerusform>
            <numerusform>Ett mästerskaps namn har högst %n tecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>A home town is written without special characters.</source>
        <translation>En hemort skrivs utan specialtecken.</translation>
    </message>
    <message numerus="yes">
        <source>A home town has at most %n characters.</source>
        <translation>
            <numerusform>En hemort har högst %n tecken.</numerusform>
            <numerusform>En hemort har högst %n tecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The championship&apos;s last day is before its first.</source>
        <translation>Mästerskapets sista dag ligger före den första.</translation>
    </message>
    <message>
        <source>The championship&apos;s house rules cannot be played together.</source>
        <translation>Mästerskapets husregler går inte att spela tillsammans.</translation>
    </message>
    <message>
        <source>{name} is registered twice.</source>
        <translation>{name} är anmäld två gånger.</translation>
    </message>
    <message>
        <source>There is already a championship called {name}.</source>
        <translation>Det finns redan ett mästerskap som heter {name}.</translation>
    </message>
    <message>
        <source>There is no championship called {name}.</source>
        <translation>Det finns inget mästerskap som heter {name}.</translation>
    </message>
    <message>
        <source>The championship has qualifying rounds 1 to {rounds}; there is no round {round}.</source>
        <translation>Mästerskapet har kvalomgångarna 1 till {rounds}; det finns ingen kvalomgång {round}.</translation>
    </message>
    <message>
        <source>{name} is registered in the championship already.</source>
        <translation>{name} är redan anmäld till mästerskapet.</translation>
    </message>
    <message>
        <source>{name} does not play in the championship.</source>
        <translation>{name} spelar inte i mästerskapet.</translation>
    </message>
    <message>
        <source>{name} came from its director&apos;s laptop: players come and go, and the final is seated, there; the director&apos;s next table&apos;s file brings the new draw here.</source>
        <translation>{name} kom från tävlingsledarens dator: där kommer och går spelarna, och där bestäms finalbordet. Nästa bordsfil från tävlingsledaren tar hit den nya lottningen.</translation>
    </message>
    <message>
        <source>Every qualifying round has begun: there is no round left to draw again.</source>
        <translation>Alla kvalomgångar har börjat: det finns ingen kvalomgång kvar att lotta om.</translation>
    </message>
    <message>
        <source>A championship&apos;s matches are Roller matches.</source>
        <translation>Ett mästerskaps matcher är Rollermatcher.</translation>
    </message>
    <message>
        <source>The final is not seated yet.</source>
        <translation>Finalbordet är inte bestämt ännu.</translation>
    </message>
    <message>
        <source>Round {round} of the draw has no table {table}.</source>
        <translation>Kvalomgång {round} i lottningen har inget bord {table}.</translation>
    </message>
    <message>
        <source>{table}: the draw seats {seats} there; the match has other players.</source>
        <translation>{table}: lottningen sätter {seats} där; matchen har andra spelare.</translation>
    </message>
    <message>
        <source>The match belongs to another championship table already.</source>
        <translation>Matchen hör redan till ett annat bord i mästerskapet.</translation>
    </message>
    <message>
        <source>{table} has its finished match already: void that one first to enter another.</source>
        <translation>{table} har redan sin färdigspelade match: ogiltigförklara den först för att föra in en annan.</translation>
    </message>
    <message>
        <source>{table} has a match in play already: resume it from the start screen, or abandon it first.</source>
        <translation>{table} har redan en match som pågår: fortsätt den från startsidan, eller avbryt den först.</translation>
    </message>
    <message numerus="yes">
        <source>The final is seated once every qualifying table has played: %n table still to play.</source>
        <translation>
            <numerusform>Finalbordet bestäms när alla kvalbord har spelat klart: %n bord återstår.</numerusform>
            <numerusform>Finalbordet bestäms när alla kvalbord har spelat klart: %n bord återstår.</numerusform>
        </translation>
    </message>
    <message>
        <source>A table is one of a round: give the round too.</source>
        <translation>Ett bord hör till en kvalomgång: ange kvalomgången också.</translation>
    </message>
    <message numerus="yes">
        <source>%n players cannot sit at tables of {size}.</source>
        <translation>
            <numerusform>%n spelare går inte att fördela på bord för {size}.</numerusform>
            <numerusform>%n spelare går inte att fördela på bord för {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A championship has 1 to {most} qualifying rounds.</source>
        <translation>Ett mästerskap har 1 till {most} kvalomgångar.</translation>
    </message>
    <message>
        <source>Tables seat {least} to {most} players, the smallest size first ({low}–{high} cannot be).</source>
        <translation>Ett bord har {least} till {most} spelare; skriv den minsta storleken först ({low}–{high} går inte).</translation>
    </message>
    <message>
        <source>“{text}” is not a table size: write one size (4) or a range (3-5).</source>
        <translation>”{text}” är ingen bordsstorlek: skriv en storlek (4) eller ett intervall (3-5).</translation>
    </message>
    <message>
        <source>{name} is to be kept apart but is not registered.</source>
        <translation>{name} ska hållas åtskild från någon men är inte anmäld.</translation>
    </message>
    <message>
        <source>{name} cannot be kept apart from themselves.</source>
        <translation>{name} kan inte hållas åtskild från sig själv.</translation>
    </message>
    <message>
        <source>{first} and {second} cannot be kept apart at these table sizes.</source>
        <translation>{first} och {second} går inte att hålla isär med de här bordsstorlekarna.</translation>
    </message>
    <message>
        <source>Every player of the championship needs a name.</source>
        <translation>Varje spelare i mästerskapet behöver ett namn.</translation>
    </message>
    <message>
        <source>The final table seats 2 to {most} players.</source>
        <translation>Finalbordet har 2 till {most} spelare.</translation>
    </message>
    <message numerus="yes">
        <source>The final is for {size} players, but the standings have only %n.</source>
        <translation>
            <numerusform>Finalen är för {size} spelare, men ställningen har bara %n.</numerusform>
            <numerusform>Finalen är för {size} spelare, men ställningen har bara %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share place {place}, the last seat of the final: more than a table of {most} can seat. Settle it before the final is seated.</source>
        <translation>
            <numerusform>%n spelare delar plats {place}, finalens sista plats: fler än ett bord för {most} rymmer. Avgör det innan finalbordet bestäms.</numerusform>
            <numerusform>%n spelare delar plats {place}, finalens sista plats: fler än ett bord för {most} rymmer. Avgör det innan finalbordet bestäms.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no such file.</source>
        <translation>filen finns inte.</translation>
    </message>
    <message>
        <source>The league&apos;s database server did not accept the user name or password of the address. Nothing was changed.</source>
        <translation>Ligans databasserver godtog inte användarnamnet eller lösenordet i adressen. Inget ändrades.</translation>
    </message>
    <message>
        <source>The database driver {driver} for {scheme} is not installed with this program. For PostgreSQL install Roller desktop with its driver (pip install roller-desktop, which brings psycopg).</source>
        <translation>Databasdrivrutinen {driver} för {scheme} är inte installerad med det här programmet. För PostgreSQL installerar du Roller desktop med dess drivrutin (pip install roller-desktop, som tar med psycopg).</translation>
    </message>
    <message>
        <source>The league&apos;s database server refused to open the league. The server says: {detail}</source>
        <translation>Ligans databasserver vägrade att öppna ligan. Servern säger: {detail}</translation>
    </message>
    <message>
        <source>A place must be text.</source>
        <translation>En plats måste vara text.</translation>
    </message>
    <message>
        <source>A place is one line of text: no tabs or line breaks.</source>
        <translation>En plats är en rad text: inga tabbar eller radbrytningar.</translation>
    </message>
    <message numerus="yes">
        <source>A place has at most %n characters.</source>
        <translation>
            <numerusform>En plats har högst %n tecken.</numerusform>
            <numerusform>En plats har högst %n tecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>A note must be text.</source>
        <translation>En anteckning måste vara text.</translation>
    </message>
    <message>
        <source>A note cannot hold invisible characters (line breaks and tabs are fine).</source>
        <translation>En anteckning kan inte innehålla osynliga tecken (radbrytningar och tabbar går bra).</translation>
    </message>
    <message numerus="yes">
        <source>A note has at most %n characters.</source>
        <translation>
            <numerusform>En anteckning har högst %n tecken.</numerusform>
            <numerusform>En anteckning har högst %n tecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>not a time a league keeps (the years {earliest} to {latest}).</source>
        <translation>ingen tidpunkt som en liga kan ha (åren {earliest} till {latest}).</translation>
    </message>
    <message numerus="yes">
        <source>nested more than %n levels deep.</source>
        <translation>
            <numerusform>nästlad i mer än %n nivå.</numerusform>
            <numerusform>nästlad i mer än %n nivåer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longer than %n characters.</source>
        <translation>
            <numerusform>längre än %n tecken.</numerusform>
            <numerusform>längre än %n tecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>holds invisible characters.</source>
        <translation>innehåller osynliga tecken.</translation>
    </message>
    <message>
        <source>holds a value a league file cannot carry.</source>
        <translation>innehåller ett värde som en ligafil inte kan bära.</translation>
    </message>
    <message>
        <source>Player {number} of the file</source>
        <translation>Spelare {number} i filen</translation>
    </message>
    <message>
        <source>Match {number} of the file</source>
        <translation>Match {number} i filen</translation>
    </message>
    <message>
        <source>Change {number} of the file</source>
        <translation>Ändring {number} i filen</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Filen</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>plats {number}</translation>
    </message>
    <message>
        <source>hint {number}</source>
        <translation>tips {number}</translation>
    </message>
    <message>
        <source>field “{name}”</source>
        <translation>fältet ”{name}”</translation>
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
            <numerusform>%n okänt fält: {fields}.</numerusform>
            <numerusform>%n okända fält: {fields}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields missing: {fields}.</source>
        <translation>
            <numerusform>%n fält saknas: {fields}.</numerusform>
            <numerusform>%n fält saknas: {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>inte ett JSON-objekt.</translation>
    </message>
    <message>
        <source>not a kind of change this program knows.</source>
        <translation>ingen sorts ändring som programmet känner till.</translation>
    </message>
    <message>
        <source>not one of the file&apos;s players.</source>
        <translation>ingen av filens spelare.</translation>
    </message>
    <message>
        <source>this kind of change names no player here (a merge or a split names two, a rename or an archiving one, a change of a match none).</source>
        <translation>den här sortens ändring anger ingen spelare här (en sammanslagning eller uppdelning anger två, ett namnbyte eller en arkivering en, en ändring av en match ingen).</translation>
    </message>
    <message>
        <source>a void, a restore or a mend names its match; other changes none.</source>
        <translation>en ogiltigförklaring, återställning eller rättelse anger sin match; andra ändringar ingen.</translation>
    </message>
    <message>
        <source>a match that is neither in the file nor in this league.</source>
        <translation>en match som varken finns i filen eller i den här ligan.</translation>
    </message>
    <message>
        <source>not the data this kind of change has (see the league file&apos;s format).</source>
        <translation>inte de uppgifter som den här sortens ändring har (se ligafilens format).</translation>
    </message>
    <message>
        <source>no list “{key}”.</source>
        <translation>ingen lista ”{key}”.</translation>
    </message>
    <message>
        <source>not an id (a UUID).</source>
        <translation>inte ett id (ett UUID).</translation>
    </message>
    <message>
        <source>not a time.</source>
        <translation>ingen tidpunkt.</translation>
    </message>
    <message>
        <source>give the time in UTC with a Z, as the export does.</source>
        <translation>ange tiden i UTC med ett Z, som exporten gör.</translation>
    </message>
    <message>
        <source>not a whole number.</source>
        <translation>inte ett heltal.</translation>
    </message>
    <message>
        <source>neither true nor false.</source>
        <translation>varken true eller false.</translation>
    </message>
    <message>
        <source>unknown game (roller or 105).</source>
        <translation>okänt spel (roller eller 105).</translation>
    </message>
    <message>
        <source>unknown status (in_progress, finished or abandoned).</source>
        <translation>okänd status (in_progress, finished eller abandoned).</translation>
    </message>
    <message>
        <source>the throws for who starts must be a list or null.</source>
        <translation>kasten om vem som börjar måste vara en lista eller null.</translation>
    </message>
    <message>
        <source>the player is not among the file&apos;s players.</source>
        <translation>spelaren finns inte bland filens spelare.</translation>
    </message>
    <message>
        <source>not the name of a computer level.</source>
        <translation>inte namnet på en datornivå.</translation>
    </message>
    <message>
        <source>a seat needs a player or a computer level.</source>
        <translation>en plats behöver en spelare eller en datornivå.</translation>
    </message>
    <message>
        <source>a computer seat has a level, not a player.</source>
        <translation>en plats för datorn har en nivå, inte en spelare.</translation>
    </message>
    <message>
        <source>only an abandoned match has a reason, and it is one short word.</source>
        <translation>bara en avbruten match har ett skäl, och det är ett kort ord.</translation>
    </message>
    <message>
        <source>marked finished, but its moves do not end the match.</source>
        <translation>markerad som färdigspelad, men dess drag avslutar inte matchen.</translation>
    </message>
    <message>
        <source>marked unfinished, but its moves end the match.</source>
        <translation>markerad som inte färdigspelad, men dess drag avslutar matchen.</translation>
    </message>
    <message>
        <source>a finished match needs the time it finished.</source>
        <translation>en färdigspelad match behöver tiden då den blev klar.</translation>
    </message>
    <message>
        <source>only a finished match has a time it finished.</source>
        <translation>bara en färdigspelad match har en tid då den blev klar.</translation>
    </message>
    <message numerus="yes">
        <source>the match has %n seats, numbered from 0: {seat} is none of them.</source>
        <translation>
            <numerusform>matchen har %n plats, med nummer 0: {seat} är inte den.</numerusform>
            <numerusform>matchen har %n platser, numrerade från 0: {seat} är ingen av dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>the number of moves is out of range.</source>
        <translation>antalet drag ligger utanför det möjliga.</translation>
    </message>
    <message>
        <source>The league {name} cannot be read ({reason}).</source>
        <translation>Ligan {name} kan inte läsas ({reason}).</translation>
    </message>
    <message>
        <source>The league {name} is an empty file: it holds no league.</source>
        <translation>Ligan {name} är en tom fil: den innehåller ingen liga.</translation>
    </message>
    <message>
        <source>{name} is not a league: perhaps a text file or another program&apos;s file.</source>
        <translation>{name} är ingen liga: kanske en textfil eller ett annat programs fil.</translation>
    </message>
    <message>
        <source>{name} is a database of another program, not a Roller league.</source>
        <translation>{name} är ett annat programs databas, inte en Roller-liga.</translation>
    </message>
    <message>
        <source>The league&apos;s database lacks the table {table}, which every league of this version has: it is damaged. Nothing was changed.</source>
        <translation>Ligans databas saknar tabellen {table}, som varje liga i den här versionen har: den är skadad. Inget ändrades.</translation>
    </message>
    <message>
        <source>This database holds tables of another program, not a Roller league.</source>
        <translation>Databasen innehåller ett annat programs tabeller, inte en Roller-liga.</translation>
    </message>
    <message>
        <source>The league {name} is damaged and cannot be read.</source>
        <translation>Ligan {name} är skadad och kan inte läsas.</translation>
    </message>
    <message>
        <source>The league {name} was written by a newer version of Roller desktop. Install the newer version to open it.</source>
        <translation>Ligan {name} har skrivits av en nyare version av Roller desktop. Installera den nyare versionen för att öppna den.</translation>
    </message>
    <message>
        <source>The league was written by a newer version of Roller desktop. Install the newer version to open it; the database has been left untouched.</source>
        <translation>Ligan har skrivits av en nyare version av Roller desktop. Installera den nyare versionen för att öppna den; databasen har lämnats orörd.</translation>
    </message>
    <message>
        <source>The newest backup is {path}; it has not been checked yet (it is checked whole before it is restored).</source>
        <translation>Den senaste säkerhetskopian är {path}; den har inte kontrollerats än (den kontrolleras i sin helhet innan den återställs).</translation>
    </message>
    <message>
        <source>The newest good backup is {path}.</source>
        <translation>Den senaste felfria säkerhetskopian är {path}.</translation>
    </message>
    <message>
        <source>No good backup was found beside it.</source>
        <translation>Ingen felfri säkerhetskopia hittades bredvid den.</translation>
    </message>
    <message>
        <source>The file has not been changed.</source>
        <translation>Filen har inte ändrats.</translation>
    </message>
    <message>
        <source>The file says it is of league file version {version}, which has one record per line, but it is a single document.</source>
        <translation>Filen säger att den är ligafil version {version}, som har en post per rad, men den är ett enda dokument.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of players.</source>
        <translation>Filens första rad anger inte antalet spelare.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of changes.</source>
        <translation>Filens första rad anger inte antalet ändringar.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of matches.</source>
        <translation>Filens första rad anger inte antalet matcher.</translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n players: it is cut short.</source>
        <translation>
            <numerusform>Filen tar slut efter {read} av sina %n spelare: den är avkortad.</numerusform>
            <numerusform>Filen tar slut efter {read} av sina %n spelare: den är avkortad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n changes: it is cut short.</source>
        <translation>
            <numerusform>Filen tar slut efter {read} av sin %n ändring: den är avkortad.</numerusform>
            <numerusform>Filen tar slut efter {read} av sina %n ändringar: den är avkortad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n matches: it is cut short.</source>
        <translation>
            <numerusform>Filen tar slut efter {read} av sin %n match: den är avkortad.</numerusform>
            <numerusform>Filen tar slut efter {read} av sina %n matcher: den är avkortad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line {line}: the file goes on after the %n matches its first line announces.</source>
        <translation>
            <numerusform>Rad {line}: filen fortsätter efter den %n match som första raden anger.</numerusform>
            <numerusform>Rad {line}: filen fortsätter efter de %n matcher som första raden anger.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line} of the file is damaged: it is not a record a league file holds.</source>
        <translation>Rad {line} i filen är skadad: den är ingen post som en ligafil har.</translation>
    </message>
    <message>
        <source>{name} is not a league file: it is not text (perhaps a picture or another program&apos;s file).</source>
        <translation>{name} är ingen ligafil: den innehåller inte text (kanske en bild eller ett annat programs fil).</translation>
    </message>
    <message>
        <source>The file {name} cannot be read ({reason}).</source>
        <translation>Filen {name} kan inte läsas ({reason}).</translation>
    </message>
    <message>
        <source>The file is not a Roller desktop league: choose a file made with File → Export league.</source>
        <translation>Filen är ingen liga från Roller desktop: välj en fil som gjorts med Arkiv → Exportera ligan.</translation>
    </message>
    <message>
        <source>The file does not say which version of the league file it is.</source>
        <translation>Filen säger inte vilken version av ligafilen den är.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Roller desktop (league file version {version}; this one reads {oldest} to {newest}). Install the newer version to import it.</source>
        <translation>Filen har skrivits av en nyare version av Roller desktop (ligafil version {version}; den här läser {oldest} till {newest}). Installera den nyare versionen för att importera den.</translation>
    </message>
    <message>
        <source>The same player appears twice in the file.</source>
        <translation>Samma spelare finns två gånger i filen.</translation>
    </message>
    <message>
        <source>Two players in the file are called {name}.</source>
        <translation>Två spelare i filen heter {name}.</translation>
    </message>
    <message>
        <source>Change {change} of the file appears in it twice.</source>
        <translation>Ändring {change} i filen finns två gånger i den.</translation>
    </message>
    <message>
        <source>Match {match} of the file appears in it twice.</source>
        <translation>Match {match} finns två gånger i filen.</translation>
    </message>
    <message>
        <source>Player {player} of the file: {reason}</source>
        <translation>Spelare {player} i filen: {reason}</translation>
    </message>
    <message>
        <source>Match {match} of the file cannot be set up from its house rules and seats.</source>
        <translation>Match {match} i filen kan inte ställas upp med sina husregler och platser.</translation>
    </message>
    <message>
        <source>Match {match} of the file: {reason}</source>
        <translation>Match {match} i filen: {reason}</translation>
    </message>
    <message>
        <source>Match {match} of the file, move {event}: {reason}</source>
        <translation>Match {match} i filen, drag {event}: {reason}</translation>
    </message>
    <message>
        <source>another game</source>
        <translation>ett annat spel</translation>
    </message>
    <message>
        <source>other house rules</source>
        <translation>andra husregler</translation>
    </message>
    <message>
        <source>another starter</source>
        <translation>en annan som börjar</translation>
    </message>
    <message>
        <source>other players or seats</source>
        <translation>andra spelare eller platser</translation>
    </message>
    <message>
        <source>Match {match} of the file is already in the league, with {what} than in the file.</source>
        <translation>Match {match} i filen finns redan i ligan, men med {what} än i filen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> och </translation>
    </message>
    <message>
        <source>Match {match} of the file is already in the league with other throws.</source>
        <translation>Match {match} i filen finns redan i ligan med andra kast.</translation>
    </message>
    <message>
        <source>No permission to use {path}: choose another folder.</source>
        <translation>Du har inte behörighet till {path}: välj en annan mapp.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} finns inte.</translation>
    </message>
    <message>
        <source>The disk is full: make room on it, then try again.</source>
        <translation>Disken är full: frigör utrymme och försök sedan igen.</translation>
    </message>
    <message>
        <source>{path} cannot be used ({reason}).</source>
        <translation>{path} kan inte användas ({reason}).</translation>
    </message>
    <message>
        <source>Move {number} of the match: {reason}</source>
        <translation>Drag {number} i matchen: {reason}</translation>
    </message>
    <message>
        <source>The file does not follow the league file format ({detail}).</source>
        <translation>Filen följer inte ligafilens format ({detail}).</translation>
    </message>
    <message>
        <source>The league is read-only here: you can look, not play. Nothing was changed.</source>
        <translation>Ligan är skrivskyddad här: du kan titta, inte spela. Inget ändrades.</translation>
    </message>
    <message>
        <source>No backup of the league was taken at start: {reason} The league is open; what cannot be saved will be said.</source>
        <translation>Ingen säkerhetskopia av ligan togs vid start: {reason} Ligan är öppen; det som inte kan sparas får du veta.</translation>
    </message>
    <message>
        <source>The disk is full: the league can be looked at, but nothing can be saved until there is room on the disk.</source>
        <translation>Disken är full: ligan går att titta på, men inget kan sparas förrän det finns plats på disken.</translation>
    </message>
    <message>
        <source>The league was not exported to {path}: {reason}</source>
        <translation>Ligan exporterades inte till {path}: {reason}</translation>
    </message>
    <message>
        <source>The folder {folder} for the league cannot be made: {reason}</source>
        <translation>Mappen {folder} för ligan går inte att skapa: {reason}</translation>
    </message>
    <message>
        <source>A league cannot be made in {folder}: {reason}</source>
        <translation>Det går inte att skapa en liga i {folder}: {reason}</translation>
    </message>
    <message>
        <source>The league {name} must be updated to this version, and a backup is always taken first; it could not be: {reason} Nothing was changed.</source>
        <translation>Ligan {name} måste uppdateras till den här versionen, och först tas alltid en säkerhetskopia; det gick inte: {reason} Inget ändrades.</translation>
    </message>
    <message>
        <source>The league {name} is read-only here, and it must be updated to this version of Roller desktop before it can be opened. Open it where it can be written, or copy it to a folder of your own; nothing was changed.</source>
        <translation>Ligan {name} är skrivskyddad här, och den måste uppdateras till den här versionen av Roller desktop innan den kan öppnas. Öppna den där den går att skriva, eller kopiera den till en egen mapp; inget ändrades.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>disken är full.</translation>
    </message>
    <message>
        <source>the disk quota is used up.</source>
        <translation>diskkvoten är slut.</translation>
    </message>
    <message>
        <source>the file or folder is protected (no permission).</source>
        <translation>filen eller mappen är skyddad (behörighet saknas).</translation>
    </message>
    <message>
        <source>the folder is protected (no permission).</source>
        <translation>mappen är skyddad (behörighet saknas).</translation>
    </message>
    <message>
        <source>the disk is read-only.</source>
        <translation>disken är skrivskyddad.</translation>
    </message>
    <message>
        <source>there is no such folder.</source>
        <translation>mappen finns inte.</translation>
    </message>
    <message>
        <source>that is a folder, not a file.</source>
        <translation>det är en mapp, inte en fil.</translation>
    </message>
    <message>
        <source>The league could not be saved: the disk is full. Nothing of this change was saved; make room on the disk and try again.</source>
        <translation>Ligan kunde inte sparas: disken är full. Ändringen sparades inte; gör plats på disken och försök igen.</translation>
    </message>
    <message>
        <source>The league&apos;s database server cannot be reached just now. Nothing of this change was saved; try again when the server is back.</source>
        <translation>Ligans databasserver går inte att nå just nu. Ändringen sparades inte; försök igen när servern är tillbaka.</translation>
    </message>
    <message>
        <source>The league could not be read or written: the disk reported an error. Nothing of this change was saved.</source>
        <translation>Ligan kunde inte läsas eller skrivas: disken rapporterade ett fel. Ändringen sparades inte.</translation>
    </message>
    <message>
        <source>Some players of this league have one name written in two ways ({names}): they stay two players. Merging them is for the keeper&apos;s tools.</source>
        <translation>Några spelare i ligan har samma namn skrivet på två sätt ({names}): de hålls isär som två spelare. Att slå ihop dem görs med förvaltarens verktyg.</translation>
    </message>
    <message>
        <source>“{cell}” is not a round&apos;s result: type the points, – for Tjock or RT.</source>
        <translation>”{cell}” är inget rondresultat: skriv poängen, – för Tjock eller RT.</translation>
    </message>
    <message numerus="yes">
        <source>%n points cannot be: a round scores at least 50.</source>
        <translation>
            <numerusform>%n poäng kan det inte bli: en rond ger minst 50.</numerusform>
            <numerusform>%n poäng kan det inte bli: en rond ger minst 50.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points cannot be: every score is a multiple of 50.</source>
        <translation>
            <numerusform>%n poäng kan det inte bli: all poäng går jämnt upp i 50.</numerusform>
            <numerusform>%n poäng kan det inte bli: all poäng går jämnt upp i 50.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points in one round are beyond any match.</source>
        <translation>
            <numerusform>%n poäng på en rond är mer än någon match ger.</numerusform>
            <numerusform>%n poäng på en rond är mer än någon match ger.</numerusform>
        </translation>
    </message>
    <message>
        <source>This match is written by hand: enter each turn&apos;s result, not its throws.</source>
        <translation>Den här matchen förs för hand: skriv in varje ronds resultat, inte kasten.</translation>
    </message>
    <message>
        <source>A match played with dice is never corrected: its throws are what happened.</source>
        <translation>En match som spelats med tärningar rättas aldrig: kasten är det som hände.</translation>
    </message>
    <message>
        <source>Only a finished match is corrected; before that, undo the entry.</source>
        <translation>Bara en färdigspelad match kan rättas; dessförinnan, ångra det inskrivna.</translation>
    </message>
    <message>
        <source>Round {round} of {name} is {cell} already.</source>
        <translation>{name}s rond {round} är redan {cell}.</translation>
    </message>
    <message>
        <source>The race has this finishing order already.</source>
        <translation>Loppet har redan den här ordningen i mål.</translation>
    </message>
    <message numerus="yes">
        <source>A place is needed for each of the %n seats.</source>
        <translation>
            <numerusform>En placering behövs för varje plats, %n plats.</numerusform>
            <numerusform>En placering behövs för var och en av de %n platserna.</numerusform>
        </translation>
    </message>
    <message>
        <source>A place is a number from 1 to the number of seats.</source>
        <translation>En placering är ett tal från 1 till antalet platser.</translation>
    </message>
    <message>
        <source>Playing for places, every seat has a place from 1 to the number of seats, each place once.</source>
        <translation>När man spelar om placeringar har varje plats en placering från 1 till antalet platser, varje placering en gång.</translation>
    </message>
    <message>
        <source>The race ended with its winner: one seat is 1, the others not through.</source>
        <translation>Loppet slutade med vinnaren: en plats är 1, de andra kom inte i mål.</translation>
    </message>
    <message>
        <source>A column of results is needed for every seat.</source>
        <translation>Varje plats behöver en kolumn med resultat.</translation>
    </message>
    <message>
        <source>{name} has {got} rounds; the match has {rounds}.</source>
        <translation>{name} har {got} ronder; matchen har {rounds}.</translation>
    </message>
    <message>
        <source>A paper protocol is of people: a computer plays with the program.</source>
        <translation>Ett protokoll på papper är människors: en dator spelar i programmet.</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: {what}</source>
        <translation>Rad {line}, kolumn {column}: {what}</translation>
    </message>
    <message>
        <source>Line {line}: {what}</source>
        <translation>Rad {line}: {what}</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it from the spreadsheet as CSV UTF-8).</source>
        <translation>Filen är inte UTF-8-text (spara den från kalkylprogrammet som CSV UTF-8).</translation>
    </message>
    <message>
        <source>the file is empty: a header is needed.</source>
        <translation>filen är tom: en rubrikrad behövs.</translation>
    </message>
    <message>
        <source>this is not CSV.</source>
        <translation>det här är inte CSV.</translation>
    </message>
    <message>
        <source>the column is there twice.</source>
        <translation>kolumnen finns två gånger.</translation>
    </message>
    <message>
        <source>unknown column.</source>
        <translation>okänd kolumn.</translation>
    </message>
    <message>
        <source>the column is missing.</source>
        <translation>kolumnen saknas.</translation>
    </message>
    <message>
        <source>the round columns must be r1, r2, … up to the longest match, none left out.</source>
        <translation>rondkolumnerna ska vara r1, r2, … upp till den längsta matchen, utan luckor.</translation>
    </message>
    <message>
        <source>“{value}” is neither on nor off.</source>
        <translation>”{value}” är varken on eller off.</translation>
    </message>
    <message>
        <source>“{value}” is not a whole number.</source>
        <translation>”{value}” är inget heltal.</translation>
    </message>
    <message numerus="yes">
        <source>this row has %n cells; the header has {columns}.</source>
        <translation>
            <numerusform>raden har %n cell; rubrikraden har {columns}.</numerusform>
            <numerusform>raden har %n celler; rubrikraden har {columns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>every row names its match.</source>
        <translation>varje rad anger sin match.</translation>
    </message>
    <message>
        <source>the rows of match “{label}” must be together.</source>
        <translation>raderna för matchen ”{label}” ska stå tillsammans.</translation>
    </message>
    <message>
        <source>the rows of match “{label}” disagree.</source>
        <translation>raderna för matchen ”{label}” säger olika.</translation>
    </message>
    <message numerus="yes">
        <source>a match has at most %n seats.</source>
        <translation>
            <numerusform>en match har högst %n plats.</numerusform>
            <numerusform>en match har högst %n platser.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{value}” is no game (roller or 105).</source>
        <translation>”{value}” är inget spel (roller eller 105).</translation>
    </message>
    <message>
        <source>{name} sits twice at this match.</source>
        <translation>{name} sitter två gånger vid den här matchen.</translation>
    </message>
    <message>
        <source>a Roller match has no such cell (105 only).</source>
        <translation>en Rollermatch har ingen sådan cell (bara 105).</translation>
    </message>
    <message>
        <source>a 105 race has no such cell: its place is in finish.</source>
        <translation>ett 105-lopp har ingen sådan cell: placeringen står i finish.</translation>
    </message>
    <message>
        <source>an empty round before a filled one.</source>
        <translation>en tom rond före en ifylld.</translation>
    </message>
    <message>
        <source>no round is filled.</source>
        <translation>ingen rond är ifylld.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds; the match&apos;s first seat has {first}.</source>
        <translation>
            <numerusform>%n rond; matchens första plats har {first}.</numerusform>
            <numerusform>%n ronder; matchens första plats har {first}.</numerusform>
        </translation>
    </message>
    <message>
        <source>match {label} is in the league with another game, other players or another number of rounds.</source>
        <translation>matchen {label} finns i ligan med ett annat spel, andra spelare eller ett annat antal ronder.</translation>
    </message>
    <message>
        <source>match {label} was played with dice: its throws are what happened, it is never corrected.</source>
        <translation>matchen {label} spelades med tärningar: kasten är det som hände, den rättas aldrig.</translation>
    </message>
    <message>
        <source>This match is played with dice: its rounds are thrown, not entered.</source>
        <translation>Den här matchen spelas med tärningar: ronderna kastas, de skrivs inte in.</translation>
    </message>
    <message>
        <source>Match {match} of the file would seat one player of this league twice (two players of the file are one player here, by their name or by an answer).</source>
        <translation>Match {match} i filen skulle ha samma spelare i den här ligan på två platser (två spelare i filen är en spelare här, genom namnet eller ett svar).</translation>
    </message>
    <message>
        <source>A player of the answers is no longer in this league.</source>
        <translation>En spelare i svaren finns inte längre i den här ligan.</translation>
    </message>
    <message>
        <source>That change is not in the keeper&apos;s log.</source>
        <translation>Den ändringen finns inte i ändringsloggen.</translation>
    </message>
    <message>
        <source>That change was undone already.</source>
        <translation>Den ändringen är redan ångrad.</translation>
    </message>
    <message>
        <source>That change has no undo of its own.</source>
        <translation>Den ändringen går inte att ångra för sig.</translation>
    </message>
    <message>
        <source>The match was mended again since: undo that mend first.</source>
        <translation>Matchen har rättats igen sedan dess: ångra den rättelsen först.</translation>
    </message>
    <message>
        <source>The match of that change is no longer in the league.</source>
        <translation>Matchen för den ändringen finns inte längre i ligan.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, whom this import brought, has played %n matches since: the import cannot be undone. Nothing was changed.</source>
        <translation>
            <numerusform>{name}, som kom med den här importen, har spelat %n match sedan dess: importen kan inte ångras. Ingenting ändrades.</numerusform>
            <numerusform>{name}, som kom med den här importen, har spelat %n matcher sedan dess: importen kan inte ångras. Ingenting ändrades.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, whom this import brought, was renamed, archived or merged since: undo that first. Nothing was changed.</source>
        <translation>{name}, som kom med den här importen, har bytt namn, arkiverats eller slagits ihop sedan dess: ångra det först. Ingenting ändrades.</translation>
    </message>
    <message>
        <source>A later import brought more to a match this import added (played on or corrected at another table): undo that import first. Nothing was changed.</source>
        <translation>En senare import förde in mer i en match som den här importen lade till (spelad vidare eller korrigerad vid ett annat bord): ångra den importen först. Ingenting ändrades.</translation>
    </message>
    <message>
        <source>What the undo took out is back in the league already (the file was imported again): nothing to bring back.</source>
        <translation>Det som ångrades finns redan i ligan igen (filen importerades på nytt): inget att ta tillbaka.</translation>
    </message>
    <message>
        <source>{name} was renamed again since: undo that rename first.</source>
        <translation>{name} har bytt namn igen sedan dess: ångra det namnbytet först.</translation>
    </message>
    <message>
        <source>{name} was archived or taken out of the archive again since: undo that first.</source>
        <translation>{name} har arkiverats eller tagits fram ur arkivet igen sedan dess: ångra det först.</translation>
    </message>
    <message>
        <source>A cell this correction wrote was corrected again since: undo that correction first.</source>
        <translation>En ruta som den här korrigeringen skrev har korrigerats igen sedan dess: ångra den korrigeringen först.</translation>
    </message>
    <message>
        <source>The file is not a league file (nested too deep at line {line}).</source>
        <translation>Filen är ingen ligafil (för djupt nästlad på rad {line}).</translation>
    </message>
    <message>
        <source>This match cannot be opened: its stored throws no longer follow the rules (the league file was damaged or changed by another program). The rest of the league opens as usual; roller-desktop check names every such match.</source>
        <translation>Matchen kan inte öppnas: dess sparade kast följer inte längre reglerna (ligafilen har skadats eller ändrats av ett annat program). Resten av ligan öppnas som vanligt; roller-desktop check namnger varje sådan match.</translation>
    </message>
</context>
<context>
    <name>NewChampionshipDialog</name>
    <message>
        <source>New championship</source>
        <translation>Nytt mästerskap</translation>
    </message>
    <message>
        <source>EM i Roller 2027</source>
        <translation>EM i Roller 2027</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>P&amp;lace:</source>
        <translation>P&amp;lats:</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Första dagen</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Sista dagen</translation>
    </message>
    <message>
        <source>One player a line: name, or name;home town</source>
        <translation>En spelare per rad: namn, eller namn;hemort</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Read a f&amp;ile…</source>
        <translation>Hämta spelar&amp;e från fil…</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pelare:</translation>
    </message>
    <message>
        <source>Da&amp;ys:</source>
        <translation>&amp;Dagar:</translation>
    </message>
    <message>
        <source>Qualifying &amp;rounds:</source>
        <translation>Kval&amp;omgångar:</translation>
    </message>
    <message>
        <source>Players a &amp;table:</source>
        <translation>Spelare per &amp;bord:</translation>
    </message>
    <message>
        <source>Rounds a match</source>
        <translation>Ronder per match</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW-gräns</translation>
    </message>
    <message>
        <source>Rounds a &amp;match:</source>
        <translation>Ronder per &amp;match:</translation>
    </message>
    <message>
        <source>WW limit (p&amp;oints):</source>
        <translation>&amp;WW-gräns (poäng):</translation>
    </message>
    <message>
        <source>For&amp;ced throw after ROLLER by Stege or Alla lika</source>
        <translation>&amp;Tvångskast efter ROLLER med Stege eller Alla lika</translation>
    </message>
    <message>
        <source>Players in the &amp;final:</source>
        <translation>Spelare i &amp;finalen:</translation>
    </message>
    <message>
        <source>Kept apart, a pair a line: Anna,Bo</source>
        <translation>Hålls isär, ett par per rad: Anna,Bo</translation>
    </message>
    <message>
        <source>Players kept apart</source>
        <translation>Spelare som hålls isär</translation>
    </message>
    <message>
        <source>Kept &amp;apart:</source>
        <translation>Hålls &amp;isär:</translation>
    </message>
    <message>
        <source>&amp;Duplicate dice</source>
        <translation>&amp;Samma tärningar vid alla bord</translation>
    </message>
    <message>
        <source>Every table of a round throws the same dice (the program&apos;s dice only).</source>
        <translation>Alla bord i en kvalomgång kastar samma tärningar (bara med programmets tärningar).</translation>
    </message>
    <message>
        <source>Counts in the league&apos;s &amp;season</source>
        <translation>&amp;Räknas i ligans säsong</translation>
    </message>
    <message>
        <source>Make and dra&amp;w</source>
        <translation>Skapa och lott&amp;a</translation>
    </message>
    <message>
        <source>Players file</source>
        <translation>Fil med spelare</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>Textfiler (*.txt *.csv);;Alla filer (*)</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Filen är inte UTF-8-text.</translation>
    </message>
    <message>
        <source>A pair kept apart is two names with a comma between: %1</source>
        <translation>Ett par som hålls isär är två namn med kommatecken emellan: %1</translation>
    </message>
    <message>
        <source>A championship needs at least two players.</source>
        <translation>Ett mästerskap behöver minst två spelare.</translation>
    </message>
    <message>
        <source>Drawing the qualifying rounds…</source>
        <translation>Lottar kvalomgångarna…</translation>
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
        <source>Expected points per round: {points}</source>
        <translation>Förväntade poäng per rond: {points}</translation>
    </message>
    <message>
        <source>A round ends RT {rt}, Tjock {tjock}</source>
        <translation>En rond slutar RT {rt}, Tjock {tjock}</translation>
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
        <source>Alone, extra throw</source>
        <translation>Ensam, med extrakast</translation>
    </message>
    <message>
        <source>Alone, no extra throw</source>
        <translation>Ensam, utan extrakast</translation>
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
        <translation>Omgångar i snitt</translation>
    </message>
    <message>
        <source>The rules text says</source>
        <translation>Regeltexten säger</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Räknar ut oddsen…</translation>
    </message>
    <message>
        <source>Roller, played for the most points</source>
        <translation>Roller, spelat för flest poäng</translation>
    </message>
    <message numerus="yes">
        <source>Chance to reach {points} in %n rounds: {chance}</source>
        <translation>
            <numerusform>Chans att nå {points} på %n rond: {chance}</numerusform>
            <numerusform>Chans att nå {points} på %n ronder: {chance}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank once the turn holds (points)</source>
        <translation>Stanna när ronden har (poäng)</translation>
    </message>
    <message>
        <source>four throws in ten are empty</source>
        <translation>fyra kast av tio blir tomma</translation>
    </message>
    <message>
        <source>two hits in about one throw of six</source>
        <translation>två träffar i ungefär ett kast av sex</translation>
    </message>
    <message>
        <source>nearer thirteen throws per number</source>
        <translation>närmare tretton kast per siffra</translation>
    </message>
    <message>
        <source>around 70 turns alone</source>
        <translation>omkring 70 omgångar ensam</translation>
    </message>
    <message>
        <source>the luckiest of three or four is through after 55 to 60 turns</source>
        <translation>den som har mest tur av tre eller fyra är i mål efter 55 till 60 omgångar</translation>
    </message>
    <message numerus="yes">
        <source>The winner among %n players</source>
        <translation>
            <numerusform>Vinnaren bland %n spelare</numerusform>
            <numerusform>Vinnaren bland %n spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>105, exact</source>
        <translation>105, exakt</translation>
    </message>
    <message>
        <source>At least one hit</source>
        <translation>Minst en träff</translation>
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
            <numerusform>Skriv exakt %n siffra.</numerusform>
            <numerusform>Skriv exakt %n siffror.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>{name} starts!</source>
        <translation>{name} börjar!</translation>
    </message>
    <message>
        <source>tied: {names} throw again among themselves</source>
        <translation>lika: {names} kastar om sinsemellan</translation>
    </message>
</context>
<context>
    <name>OtherChoicesDialog</name>
    <message>
        <source>Same dice, other choices</source>
        <translation>Samma tärningar, andra val</translation>
    </message>
    <message>
        <source>How the replay throws</source>
        <translation>Hur omspelningen kastar</translation>
    </message>
    <message>
        <source>Replay from</source>
        <translation>Spela om från</translation>
    </message>
    <message>
        <source>The start of the match</source>
        <translation>Matchens början</translation>
    </message>
    <message>
        <source>The moment on the graph: {moment}</source>
        <translation>Tidpunkten i grafen: {moment}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rond {round}</translation>
    </message>
    <message>
        <source>The player&apos;s own throws, the exact player&apos;s choices (playing to win) from the moment chosen on; the others as they played. Where the exact player throws a different number of dice than the stored throw, the program throws: the same draw for the same place in the match (round and throw) every time, so that replays share their luck as far as they can.</source>
        <translation>Spelarens egna kast, den exakta spelarens val (som spelar för segern) från den valda tidpunkten; de andra som de spelade. Där den exakta spelaren kastar ett annat antal tärningar än det sparade kastet kastar programmet: samma dragning för samma ställe i matchen (rond och kast) varje gång, så att omspelningar delar tärningstur så långt de kan.</translation>
    </message>
    <message>
        <source>Player replayed</source>
        <translation>Spelare som spelas om</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Från</translation>
    </message>
    <message>
        <source>Replay [Enter]</source>
        <translation>Spela om [Enter]</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Spela om</translation>
    </message>
    <message>
        <source>Replaying… %p %</source>
        <translation>Spelar om… %p %</translation>
    </message>
    <message>
        <source>What the replay ended with</source>
        <translation>Vad omspelningen slutade med</translation>
    </message>
    <message>
        <source>The rounds as played and as replayed</source>
        <translation>Ronderna som de spelades och som de spelas om</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelat</translation>
    </message>
    <message>
        <source>Replayed</source>
        <translation>Omspelat</translation>
    </message>
    <message>
        <source>Replaying…</source>
        <translation>Spelar om…</translation>
    </message>
    <message>
        <source>The match cannot be replayed: {why}</source>
        <translation>Matchen kan inte spelas om: {why}</translation>
    </message>
    <message>
        <source>With the exact player&apos;s choices {name} would have ended with {total} (played: {played}): {result} against {others}.</source>
        <translation>Med den exakta spelarens val hade {name} slutat på {total} (spelat: {played}): {result} mot {others}.</translation>
    </message>
    <message>
        <source>As played: {result}.</source>
        <translation>Som det spelades: {result}.</translation>
    </message>
    <message numerus="yes">
        <source>Throws: %n of the player&apos;s own</source>
        <translation>
            <numerusform>Kast: %n av spelarens egna</numerusform>
            <numerusform>Kast: %n av spelarens egna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of the program&apos;s (another number of dice).</source>
        <translation>
            <numerusform>, %n av programmets (ett annat antal tärningar).</numerusform>
            <numerusform>, %n av programmets (ett annat antal tärningar).</numerusform>
        </translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunnit</translation>
    </message>
    <message>
        <source>a shared win</source>
        <translation>delad seger</translation>
    </message>
    <message numerus="yes">
        <source>lost (place %n)</source>
        <translation>
            <numerusform>förlorat (plats %n)</numerusform>
            <numerusform>förlorat (plats %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaperEntryPage</name>
    <message>
        <source>Enter a paper protocol</source>
        <translation>Skriv in ett pappersprotokoll</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Matchen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>ÅÅÅÅ-MM-DD</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>HH:MM, empty if not known</source>
        <translation>TT:MM, tomt om det inte är känt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Klockslag</translation>
    </message>
    <message>
        <source>Where it was played (optional)</source>
        <translation>Var den spelades (frivilligt)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
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
        <source>League players (Enter seats them)</source>
        <translation>Ligans spelare (Enter: till bordet)</translation>
    </message>
    <message>
        <source>League players</source>
        <translation>Ligans spelare</translation>
    </message>
    <message>
        <source>A name not in the league yet</source>
        <translation>Ett namn som inte finns i ligan än</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>Namn på ny spelare</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>TT:MM</translation>
    </message>
    <message>
        <source>&amp;Time (if known)</source>
        <translation>&amp;Klockslag (om känt)</translation>
    </message>
    <message>
        <source>&amp;Place (optional)</source>
        <translation>&amp;Plats (frivilligt)</translation>
    </message>
    <message>
        <source>&amp;New name (not in the league yet):</source>
        <translation>&amp;Nytt namn (ännu inte i ligan):</translation>
    </message>
    <message>
        <source>A new name becomes a player of the league when the protocol is saved.</source>
        <translation>Ett nytt namn blir spelare i ligan när protokollet sparas.</translation>
    </message>
    <message>
        <source>At the table, clockwise, from the one who started</source>
        <translation>Vid bordet, medurs, från den som började</translation>
    </message>
    <message>
        <source>Seats, clockwise</source>
        <translation>Platser, medurs</translation>
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
        <source>Saved</source>
        <translation>Sparat</translation>
    </message>
    <message>
        <source>Problem with the protocol</source>
        <translation>Problem med protokollet</translation>
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
        <translation>Nästa: protokollet [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Next: the protocol</source>
        <translation>Nästa: protokollet</translation>
    </message>
    <message>
        <source>e.g. 350, – (Tjock) or RT</source>
        <translation>t.ex. 350, – (Tjock) eller RT</translation>
    </message>
    <message>
        <source>Result of the cell</source>
        <translation>Rutans resultat</translation>
    </message>
    <message>
        <source>Enter [Enter]</source>
        <translation>För in [Enter]</translation>
    </message>
    <message>
        <source>Enter the cell</source>
        <translation>För in rutan</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Lägg till</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Sp&amp;el</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Ronder</translation>
    </message>
    <message>
        <source>&amp;WW limit (points)</source>
        <translation>&amp;WW-gräns (poäng)</translation>
    </message>
    <message>
        <source>Add the name typed to the table</source>
        <translation>Sätt det inskrivna namnet vid bordet</translation>
    </message>
    <message>
        <source>Enter moves on to the next seat, then the next round; the arrow keys or a click go back to a cell to type it again (Enter with the box empty empties it).</source>
        <translation>Enter går vidare till nästa plats och sedan till nästa rond; piltangenterna eller ett klick går tillbaka till en ruta för att skriva om den (Enter med tomt fält tömmer rutan).</translation>
    </message>
    <message>
        <source>Problem with the cell</source>
        <translation>Problem med rutan</translation>
    </message>
    <message>
        <source>Match summary</source>
        <translation>Sammanfattning av matchen</translation>
    </message>
    <message>
        <source>Back to the form [Esc]</source>
        <translation>Tillbaka till formuläret [Esc]</translation>
    </message>
    <message>
        <source>Back to the form</source>
        <translation>Tillbaka till formuläret</translation>
    </message>
    <message>
        <source>Save in the league [Ctrl+S]</source>
        <translation>Spara i ligan [Ctrl+S]</translation>
    </message>
    <message>
        <source>Save in the league</source>
        <translation>Spara i ligan</translation>
    </message>
    <message>
        <source>Each seat&apos;s place (1 = the winner) and dice. When the race ended with its winner, the others are not through.</source>
        <translation>Placering (1 = vinnaren) och tärningar för varje plats. Slutade loppet med vinnaren är de andra inte i mål.</translation>
    </message>
    <message>
        <source>Finishing order</source>
        <translation>Placeringar</translation>
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
        <source>Finishing place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Problem with the finishing order</source>
        <translation>Problem med placeringarna</translation>
    </message>
    <message>
        <source>Paper protocol</source>
        <translation>Pappersprotokoll</translation>
    </message>
    <message>
        <source>{name} sits at the table twice.</source>
        <translation>{name} sitter vid bordet två gånger.</translation>
    </message>
    <message numerus="yes">
        <source>A match has at most %n seats.</source>
        <translation>
            <numerusform>En match har högst %n plats.</numerusform>
            <numerusform>En match har högst %n platser.</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}. {name} (new player)</source>
        <translation>{number}. {name} (ny spelare)</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Sätt minst en spelare vid bordet.</translation>
    </message>
    <message>
        <source>Round {round}, {name}:</source>
        <translation>Rond {round}, {name}:</translation>
    </message>
    <message numerus="yes">
        <source>{typed} of %n cells typed.</source>
        <translation>
            <numerusform>{typed} av %n ruta ifylld.</numerusform>
            <numerusform>{typed} av %n rutor ifyllda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>Är du säker?</translation>
    </message>
    <message>
        <source>{points} points in one round: is that right?</source>
        <translation>{points} poäng i en rond: stämmer det?</translation>
    </message>
    <message>
        <source>Type the result first: the points, – for Tjock or RT.</source>
        <translation>Skriv resultatet först: poängen, – för Tjock eller RT.</translation>
    </message>
    <message>
        <source>not through</source>
        <translation>inte i mål</translation>
    </message>
    <message>
        <source>Place of {name}</source>
        <translation>Placering för {name}</translation>
    </message>
    <message>
        <source>Dice for {name}</source>
        <translation>Tärningar för {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Barnläge för {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n cells are still empty: the protocol is saved when every round of every seat is typed.</source>
        <translation>
            <numerusform>%n ruta är fortfarande tom: protokollet sparas när varje rond på varje plats är ifylld.</numerusform>
            <numerusform>%n rutor är fortfarande tomma: protokollet sparas när varje rond på varje plats är ifylld.</numerusform>
        </translation>
    </message>
    <message>
        <source>This protocol is in the league already (the same date, place, players and cells): nothing was added.</source>
        <translation>Det här protokollet finns redan i ligan (samma datum, plats, spelare och rutor): inget lades till.</translation>
    </message>
    <message>
        <source>Saved in the league: {match}. Type the next protocol, or Esc to leave.</source>
        <translation>Sparat i ligan: {match}. Skriv in nästa protokoll, eller tryck Esc för att lämna sidan.</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n cells typed? They are not saved.</source>
        <translation>
            <numerusform>Kasta bort den %n ifyllda rutan? Den är inte sparad.</numerusform>
            <numerusform>Kasta bort de %n ifyllda rutorna? De är inte sparade.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard the protocol typed? It is not saved.</source>
        <translation>Kasta bort det inskrivna protokollet? Det är inte sparat.</translation>
    </message>
    <message>
        <source>Cancel the protocol?</source>
        <translation>Avbryta protokollet?</translation>
    </message>
</context>
<context>
    <name>PendingStore</name>
    <message>
        <source>Checking the whole league first, as Roller ended last time without closing it (a crash, a power cut). This takes a while for a large league…</source>
        <translation>Kontrollerar först hela ligan, eftersom Roller inte avslutades ordentligt förra gången (en krasch, ett strömavbrott). Det tar en stund om ligan är stor…</translation>
    </message>
    <message>
        <source>Checking the whole league first. This takes a while for a large league…</source>
        <translation>Kontrollerar först hela ligan. Det tar en stund om ligan är stor…</translation>
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
        <source>&amp;Drills</source>
        <translation>Övnin&amp;gar</translation>
    </message>
    <message>
        <source>Drills from this player&apos;s matches</source>
        <translation>Övningar från spelarens matcher</translation>
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
    <message numerus="yes">
        <source>&amp;Drills: %n due</source>
        <translation>
            <numerusform>Övnin&amp;gar: %n på tur</numerusform>
            <numerusform>Övnin&amp;gar: %n på tur</numerusform>
        </translation>
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
        <source>Average</source>
        <translation>Snitt</translation>
    </message>
    <message>
        <source>Tjock rate</source>
        <translation>Tjockandel</translation>
    </message>
    <message>
        <source>Tjock rounds</source>
        <translation>Tjocka ronder</translation>
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
        <translation>Omgångar i snitt</translation>
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
        <translation>Tjockandel: ronder som blev tjocka (RT eller –) per spelad rond (%)</translation>
    </message>
    <message>
        <source>Round results, all time</source>
        <translation>Rondresultat, alla tider</translation>
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
        <translation>Omgångar per lopp i snitt, per månad</translation>
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
        <translation>Möten</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Bättre</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Sämre</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Lika</translation>
    </message>
    <message>
        <source>Ahead %</source>
        <translation>Bättre %</translation>
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
        <translation>Spelarna i filen</translation>
    </message>
    <message>
        <source>These names of the file are like the name of a player of this league, but not the same. Say who each of them is; nothing is imported before you do.</source>
        <translation>De här namnen i filen liknar namnet på en spelare i den här ligan, men är inte samma. Säg vem var och en är; inget importeras innan du har gjort det.</translation>
    </message>
    <message>
        <source>These players of the file are new here, but go by the name of a player of this league (or one like it). Say who each of them is; nothing is imported before you do.</source>
        <translation>De här spelarna i filen är nya här, men har samma namn som en spelare i den här ligan (eller ett som liknar det). Säg vem var och en är; inget importeras innan du har gjort det.</translation>
    </message>
    <message>
        <source>The answers are remembered for later files from the same league.</source>
        <translation>Svaren sparas och gäller för senare filer från samma liga.</translation>
    </message>
    <message>
        <source>The file does not say which league it is from (an older program wrote it): these answers cannot be remembered.</source>
        <translation>Filen säger inte vilken liga den kommer från (ett äldre program skrev den): de här svaren kan inte sparas.</translation>
    </message>
    <message>
        <source>{name} of this league (also known as {other})</source>
        <translation>{name} i den här ligan (kallas även {other})</translation>
    </message>
    <message>
        <source>{name} of this league (a name like it)</source>
        <translation>{name} i den här ligan (ett liknande namn)</translation>
    </message>
    <message>
        <source>the {name} of this league</source>
        <translation>{name} i den här ligan</translation>
    </message>
    <message>
        <source>another person (a new player)</source>
        <translation>en annan person (en ny spelare)</translation>
    </message>
    <message>
        <source>{name} in the file:</source>
        <translation>{name} i filen:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importera</translation>
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
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Search players (Ctrl+F)</source>
        <translation>Sök spelare (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Sök spelare</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Visa arkiverade spelare</translation>
    </message>
    <message>
        <source>Enter or a double click: the player&apos;s page</source>
        <translation>Enter eller dubbelklick: spelarens sida</translation>
    </message>
    <message>
        <source>Perhaps one person (Enter: merge…):</source>
        <translation>Kanske samma person (Enter: slå ihop…):</translation>
    </message>
    <message>
        <source>Perhaps one person</source>
        <translation>Kanske samma person</translation>
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
        <source>Merge…</source>
        <translation>Slå ihop…</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Dela upp…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem med namnet</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n matches)</source>
        <translation>
            <numerusform>{name} (%n match)</numerusform>
            <numerusform>{name} (%n matcher)</numerusform>
        </translation>
    </message>
    <message>
        <source> (archived)</source>
        <translation> (arkiverad)</translation>
    </message>
    <message>
        <source>Choose two players to merge (Ctrl+click the second).</source>
        <translation>Välj två spelare att slå ihop (Ctrl+klicka på den andra).</translation>
    </message>
    <message>
        <source>Merging the players…</source>
        <translation>Slår ihop spelarna…</translation>
    </message>
    <message>
        <source>Choose a player with an “also known as” to split the merge.</source>
        <translation>Välj en spelare med ”även kallad” för att dela upp sammanslagningen.</translation>
    </message>
    <message>
        <source>Split players</source>
        <translation>Dela upp spelare</translation>
    </message>
    <message numerus="yes">
        <source>Split {name} from {other} again? %n matches go back to {name}; the figures are as they were before the merge.</source>
        <translation>
            <numerusform>Dela upp {name} och {other} igen? %n match går tillbaka till {name}; siffrorna blir som före sammanslagningen.</numerusform>
            <numerusform>Dela upp {name} och {other} igen? %n matcher går tillbaka till {name}; siffrorna blir som före sammanslagningen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dela upp</translation>
    </message>
    <message>
        <source>Splitting the players…</source>
        <translation>Delar upp spelarna…</translation>
    </message>
    <message>
        <source>What Enter does</source>
        <translation>Vad Enter gör</translation>
    </message>
    <message>
        <source>also known as {names}</source>
        <translation>även kallad {names}</translation>
    </message>
    <message>
        <source>{one} and {other}</source>
        <translation>{one} och {other}</translation>
    </message>
    <message numerus="yes">
        <source>%n players chosen (Ctrl+click chooses two to merge)</source>
        <translation>
            <numerusform>%n spelare vald (Ctrl+klick väljer två att slå ihop)</numerusform>
            <numerusform>%n spelare valda (Ctrl+klick väljer två att slå ihop)</numerusform>
        </translation>
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
        <source>Handicap</source>
        <translation>Handikapp</translation>
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
    <name>ProjectorView</name>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Championship standings for the room</source>
        <translation>Mästerskapets ställning för salen</translation>
    </message>
    <message>
        <source>Waiting for the standings…</source>
        <translation>Väntar på ställningen…</translation>
    </message>
    <message>
        <source>The final is playing</source>
        <translation>Finalen spelas</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>Mästare: %1</translation>
    </message>
    <message>
        <source>Qualifying round %1: every table has finished</source>
        <translation>Kvalomgång %1: alla bord har spelat klart</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Sida %1 av %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
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
        <translation>Matcher</translation>
    </message>
    <message>
        <source>The standings could not be read just now; shown as last read.</source>
        <translation>Ställningen gick inte att läsa just nu; det som visas är från den senaste läsningen.</translation>
    </message>
    <message numerus="yes">
        <source>Qualifying round %1: table %2 still to play</source>
        <translation>
            <numerusform>Kvalomgång %1: bord %2 har inte spelat klart</numerusform>
            <numerusform>Kvalomgång %1: bord %2 har inte spelat klart</numerusform>
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
        <source>Same dice, other choices…</source>
        <translation>Samma tärningar, andra val…</translation>
    </message>
    <message>
        <source>&amp;Protocol</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>&amp;Win chance</source>
        <translation>Vinst&amp;chans</translation>
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
    <message>
        <source>Saved as {path}</source>
        <translation>Sparad som {path}</translation>
    </message>
    <message>
        <source>&amp;Correct… [Ctrl+K]</source>
        <translation>&amp;Korrigera… [Ctrl+K]</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Korrigera…</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Korrigeringar</translation>
    </message>
    <message>
        <source>Retype a cell of this protocol</source>
        <translation>Skriv in en ruta i protokollet på nytt</translation>
    </message>
    <message>
        <source>Corrected:</source>
        <translation>Korrigerat:</translation>
    </message>
    <message numerus="yes">
        <source>%n corrections saved.</source>
        <translation>
            <numerusform>%n korrigering sparad.</numerusform>
            <numerusform>%n korrigeringar sparade.</numerusform>
        </translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Tränarblad…</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mapp</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Filmapp</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Genväg</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Okänt</translation>
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
        <translation>&amp;Leta i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;namn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fil&amp;typ:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öppna</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Välj</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Spara som</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bakåt</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Framåt</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Överordnad mapp</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Skapa ny mapp</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Skapa en ny mapp</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mapp</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mapp</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listvy</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljerad vy</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Tidigare platser</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Visa &amp;dolda filer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Byt namn</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mapp:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mappar</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå bakåt</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå framåt</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå till överordnad mapp</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Byt till listvyläget</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Byt till detaljerat vyläge</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidopanel</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista över platser och bokmärken</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 finns redan.
Vill du ersätta den?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Filen hittades inte.
Kontrollera att det korrekta filnamnet angavs.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Mappen hittades inte.
Kontrollera att rätt mappnamn angavs.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Är du säker på att du vill ta bort ”%1”?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Kunde inte ta bort mappen.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Storlek</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ändringsdatum</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min dator</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Ange ett värde:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Visa detaljer…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Dölj detaljer…</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>Papper</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Sidstorlek:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Bredd:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Höjd:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Papperskälla:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientering</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Stående</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Liggande</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Omvänt liggande</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Omvänt stående</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Marginaler</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>övre marginal</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>nedre marginal</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>vänstermarginal</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>högermarginal</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Sidlayout</translation>
    </message>
    <message>
        <source>Page &amp;order:</source>
        <translation>Sid&amp;ordning:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Sidor &amp;per ark:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Anpassad</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Millimeter (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Tum (in)</translation>
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
        <translation>Stäng</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Verkställ</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjälp</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nollställ</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Nollställ till standard</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Förkasta</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Försök igen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorera</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja till &amp;allt</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ej till allt</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Spara allt</translation>
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
        <translation>Alla sidor</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Udda sidor</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Jämna sidor</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Skriv ut till fil (PDF)</translation>
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
        <translation>A&amp;lternativ &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>A&amp;lternativ &lt;&lt;</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Skriv ut till fil…</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 finns redan.
Vill du skriva över den?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 är en mapp.
Välj ett annat filnamn.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Filen %1 är inte skrivbar.
Välj ett annat filnamn.</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Förhandsgranska utskrift</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nästa sida</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Föregående sida</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Första sidan</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Sista sidan</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Anpassa till bredd</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Anpassa till sida</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zooma in</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zooma ut</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Stående</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Liggande</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Visa en sida</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Visa uppslagssidor</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Visa översikt över alla sidor</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Utskriftsformat</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Utskriftsformat</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Exportera till PDF</translation>
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
        <translation>Skrivaregenskaper</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Jobbalternativ</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>Sida</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancerat</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>Kopior</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Kopior:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>Sortera</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Omvänd</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Utskriftsintervall</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>Skriv ut alla</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Sidor från</translation>
    </message>
    <message>
        <source>to</source>
        <translation>till</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Sidor</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Aktuell sida</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Val</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Alternativ</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Utskriftsinställningar</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Färgläge</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Färg</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Gråskala</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Dubbelsidig utskrift</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Långsidesbindning</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Kortsidesbindning</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Sidupps&amp;ättning:</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Plats:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>E&amp;genskaper</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>Utdata&amp;fil:</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Skrivare</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Förhandsvisa</translation>
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
        <translation>Chans att vinna</translation>
    </message>
    <message>
        <source>Each child&apos;s chance to win</source>
        <translation>Varje barns chans att vinna</translation>
    </message>
    <message>
        <source>Even it out</source>
        <translation>Jämna ut</translation>
    </message>
    <message>
        <source>Set the dice counts that make the race most even (kids&apos; mode, the extra throw and who starts as they are)</source>
        <translation>Ger varje barn det antal tärningar som gör loppet jämnast (barnläge, extrakast och vem som börjar förblir som de är)</translation>
    </message>
    <message>
        <source>About the dice counts</source>
        <translation>Om antalet tärningar</translation>
    </message>
    <message>
        <source>The chances show once children are at the table.</source>
        <translation>Chanserna syns när barnen sitter vid bordet.</translation>
    </message>
    <message>
        <source>Working out the most even dice…</source>
        <translation>Räknar ut de jämnaste tärningarna…</translation>
    </message>
    <message>
        <source>The most even dice are set, but kids&apos; mode still decides the race.</source>
        <translation>De jämnaste tärningarna är satta, men barnläget avgör ändå loppet.</translation>
    </message>
    <message>
        <source>These are already the most even dice.</source>
        <translation>Det här är redan de jämnaste tärningarna.</translation>
    </message>
    <message>
        <source>The most even dice are set.</source>
        <translation>De jämnaste tärningarna är satta.</translation>
    </message>
    <message>
        <source>Kids&apos; mode shortens a race more than dice can make up: no dice counts make this table even.</source>
        <translation>Barnläget kortar loppet mer än tärningarna kan väga upp: inget antal tärningar gör det här bordet jämnt.</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Chasing</source>
        <translation>Jagar</translation>
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
        <source>{name} set %n dice aside on the extra throw</source>
        <translation>
            <numerusform>{name} lade undan %n tärning på extrakastet</numerusform>
            <numerusform>{name} lade undan %n tärningar på extrakastet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} set %n dice aside</source>
        <translation>
            <numerusform>{name} lade undan %n tärning</numerusform>
            <numerusform>{name} lade undan %n tärningar</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: no hit on the extra throw</source>
        <translation>{name}: ingen träff på extrakastet</translation>
    </message>
    <message>
        <source>{name}: no hit</source>
        <translation>{name}: ingen träff</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, throw again</source>
        <translation>Barnläge: ingen träff, kasta igen</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spelar…</translation>
    </message>
    <message numerus="yes">
        <source>{what}. Now {next}: throw %n dice</source>
        <translation>
            <numerusform>{what}. Nu {next}: kasta %n tärning</numerusform>
            <numerusform>{what}. Nu {next}: kasta %n tärningar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra throw for the {faces}: all %n dice</source>
        <translation>
            <numerusform>Extrakast på {faces}: kasta %n tärning</numerusform>
            <numerusform>Extrakast på {faces}: kasta alla %n tärningarna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chasing {faces}: throw %n dice</source>
        <translation>
            <numerusform>Jagar {faces}: kasta %n tärning</numerusform>
            <numerusform>Jagar {faces}: kasta %n tärningar</numerusform>
        </translation>
    </message>
    <message>
        <source>New race</source>
        <translation>Nytt lopp</translation>
    </message>
    <message>
        <source>Print the result</source>
        <translation>Skriv ut resultatet</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, the extra throw again</source>
        <translation>Barnläge: ingen träff, kasta extrakastet igen</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>e.g. 350, – (Tjock) or RT</source>
        <translation>t.ex. 350, – (Tjock) eller RT</translation>
    </message>
    <message>
        <source>e.g. 350</source>
        <translation>t.ex. 350</translation>
    </message>
    <message>
        <source>Result of the turn</source>
        <translation>Rondens resultat</translation>
    </message>
    <message>
        <source>Enter result [Enter]</source>
        <translation>Skriv in resultatet [Enter]</translation>
    </message>
    <message>
        <source>Enter the result</source>
        <translation>Skriv in resultatet</translation>
    </message>
</context>
<context>
    <name>RollerScreen</name>
    <message>
        <source>Turn points</source>
        <translation>Rondpoäng</translation>
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
        <translation>Bästa valet</translation>
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
        <source>Coach</source>
        <translation>Tränaren</translation>
    </message>
    <message>
        <source>Match summary</source>
        <translation>Sammanfattning av matchen</translation>
    </message>
    <message>
        <source>Same dice, other choices…</source>
        <translation>Samma tärningar, andra val…</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>Är du säker?</translation>
    </message>
    <message>
        <source>{points} points in one round: is that right?</source>
        <translation>{points} poäng i en rond: stämmer det?</translation>
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
        <source>Choose the dice to keep: keys 1-6 or click</source>
        <translation>Välj tärningar att behålla: tryck 1–6 eller klicka</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Type {name}&apos;s result: points, – for Tjock or RT</source>
        <translation>Skriv in resultatet för {name}: poäng, – för Tjock eller RT</translation>
    </message>
    <message>
        <source>The computer is choosing its dice.</source>
        <translation>Datorn väljer sina tärningar.</translation>
    </message>
    <message>
        <source>Keys 1-6 choose dice from a throw: throw first (Space).</source>
        <translation>Med 1–6 väljer du tärningar ur ett kast: kasta först (mellanslag).</translation>
    </message>
    <message>
        <source>{name}: Tjock –</source>
        <translation>{name} blev tjock (–)</translation>
    </message>
    <message>
        <source>{name}: RT</source>
        <translation>{name} blev råtjock (RT)</translation>
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
        <source>Match over</source>
        <translation>Matchen är slut</translation>
    </message>
    <message>
        <source>{name} is choosing the dice to keep…</source>
        <translation>{name} väljer vilka tärningar den behåller…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spelar…</translation>
    </message>
    <message numerus="yes">
        <source>Forced throw: keep %n more scoring dice before banking</source>
        <translation>
            <numerusform>Tvångskast: behåll %n poänggivande tärning till innan du stannar</numerusform>
            <numerusform>Tvångskast: behåll %n poänggivande tärningar till innan du stannar</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} – {line}</source>
        <translation>Rond {round} – {line}</translation>
    </message>
    <message numerus="yes">
        <source>Keys 1-6 choose dice from a throw: throw the %n dice left first (Space), or bank (B).</source>
        <translation>
            <numerusform>Med 1–6 väljer du tärningar ur ett kast: kasta först den %n tärning som är kvar (mellanslag), eller stanna (B).</numerusform>
            <numerusform>Med 1–6 väljer du tärningar ur ett kast: kasta först de %n tärningar som är kvar (mellanslag), eller stanna (B).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice for {name} and type the faces</source>
        <translation>
            <numerusform>Kasta %n tärning åt {name} och skriv in vad den visar</numerusform>
            <numerusform>Kasta %n tärningar åt {name} och skriv in vad de visar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice</source>
        <translation>
            <numerusform>Kasta %n tärning</numerusform>
            <numerusform>Kasta %n tärningar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you may bank after %n more scoring dice</source>
        <translation>
            <numerusform>du får stanna när du har behållit %n poänggivande tärning till</numerusform>
            <numerusform>du får stanna när du har behållit %n poänggivande tärningar till</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice, or bank {points}</source>
        <translation>
            <numerusform>Kasta %n tärning eller stanna på {points}</numerusform>
            <numerusform>Kasta %n tärningar eller stanna på {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Tränarblad…</translation>
    </message>
</context>
<context>
    <name>SameDiceDialog</name>
    <message>
        <source>The same dice at every table</source>
        <translation>Samma tärningar vid alla bord</translation>
    </message>
    <message numerus="yes">
        <source>{championship}: round {round}, %n tables</source>
        <translation>
            <numerusform>{championship}: kvalomgång {round}, %n bord</numerusform>
            <numerusform>{championship}: kvalomgång {round}, %n bord</numerusform>
        </translation>
    </message>
    <message>
        <source>The players at each position</source>
        <translation>Spelarna på varje plats i turordningen</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Turordning</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Tappat</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Tärningstur</translation>
    </message>
    <message>
        <source>Position: the order of play (1 starts). Every table threw the same dice for the same position, throw by throw, as long as the same dice were kept. Given away: expected points lost by the decisions made. Luck: points scored minus points expected. In bold: table {table}.</source>
        <translation>Turordning: 1 börjar. Varje bord fick samma tärningar på samma plats i turordningen, kast för kast, så länge samma tärningar behölls. Tappat: förväntade poäng som besluten kostade. Tärningstur: gjorda poäng minus förväntade poäng. I fetstil: bord {table}.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>kids&apos; mode</source>
        <translation>barnläge</translation>
    </message>
    <message>
        <source>{name}: place {place}</source>
        <translation>{name}: placering {place}</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n tärning</numerusform>
            <numerusform>%n tärningar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n omgång</numerusform>
            <numerusform>%n omgångar</numerusform>
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
            <numerusform>{name}: jagar {faces}, {aside} av %n tärning undanlagd</numerusform>
            <numerusform>{name}: jagar {faces}, {aside} av %n tärningar undanlagda</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerWaitNotice</name>
    <message numerus="yes">
        <source>Waiting for the league&apos;s server… (%n s without an answer)</source>
        <translation>
            <numerusform>Väntar på ligans server… (%n s utan svar)</numerusform>
            <numerusform>Väntar på ligans server… (%n s utan svar)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the league&apos;s server…</source>
        <translation>Väntar på ligans server…</translation>
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
        <source>Count matches against c&amp;omputers in the league</source>
        <translation>Räkna matcher mot datorn i &amp;ligan</translation>
    </message>
    <message>
        <source>A match with a computer seat is practice: it stays in the match history, outside the league table and the ratings. Ticked, such matches count there too, and each computer gets a row of its own, marked as practice.</source>
        <translation>En match med datorn på en plats vid bordet är övning: den finns kvar i matchhistoriken men räknas inte i ligatabellen eller ratingen. Är rutan ikryssad räknas sådana matcher där också, och varje dator får en egen rad, märkt som övning.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>In matches against the computer</source>
        <translation>I matcher mot datorn</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Alltid</translation>
    </message>
    <message>
        <source>Win-chance bar</source>
        <translation>Vinstchansstapel</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, shown during a match of two players.</source>
        <translation>Varje spelares chans att vinna, visad under en match med två spelare.</translation>
    </message>
    <message>
        <source>&amp;Win-chance bar</source>
        <translation>&amp;Vinstchansstapel</translation>
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
        <translation>&amp;Datorns tempo</translation>
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
        <translation>Tärnings&amp;animation</translation>
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
        <translation>Namn på ny spelare</translation>
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
        <source>Seat the player who has this name</source>
        <translation>Välj spelaren som har namnet</translation>
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
        <translation>Riktiga tärningar (skriv in vad de visar)</translation>
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
        <source>Sharp: plays every turn for the win, not the points: takes risks when behind, banks early when ahead.</source>
        <translation>Skarp: spelar varje rond för segern, inte för poängen: tar risker när den ligger efter, stannar tidigt när den leder.</translation>
    </message>
    <message>
        <source>New Roller match: the same table</source>
        <translation>Ny Rollermatch: samma bord</translation>
    </message>
    <message>
        <source>{name} already has a seat. Give the new player another name.</source>
        <translation>{name} har redan en plats vid bordet. Ge den nya spelaren ett annat namn.</translation>
    </message>
    <message>
        <source>There is already a player called {name}. Seat {name}, or give the new player another name.</source>
        <translation>Det finns redan en spelare som heter {name}. Välj {name}, eller ge den nya spelaren ett annat namn.</translation>
    </message>
    <message>
        <source>Seat {name}</source>
        <translation>Välj {name}</translation>
    </message>
    <message>
        <source>Protocol only is for people: take the computers away from the table.</source>
        <translation>Bara protokoll är för personer: ta bort datorerna från bordet.</translation>
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
        <source>Dice for {name}</source>
        <translation>Tärningar för {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Barnläge för {name}</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} börjar</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Sätt minst en spelare vid bordet.</translation>
    </message>
    <message>
        <source>How the computer level plays</source>
        <translation>Hur datorns nivå spelar</translation>
    </message>
    <message>
        <source>Careful: keeps the most points and banks from 300 or when two dice or fewer are left, like a cautious beginner.</source>
        <translation>Försiktig: behåller flest poäng och stannar vid 300 eller när högst två tärningar är kvar, som en försiktig nybörjare.</translation>
    </message>
    <message>
        <source>Steady: plays every turn for the most points on average (the exact solver): hard to beat over a season.</source>
        <translation>Stadig: spelar varje rond för flest poäng i snitt (exakt uträknat): svår att slå över en säsong.</translation>
    </message>
    <message>
        <source>Child: steady&apos;s judgement with a child&apos;s slips: small mistakes are common, big ones rare.</source>
        <translation>Barn: spelar som stadig, men med ett barns misstag: små fel är vanliga, stora sällsynta.</translation>
    </message>
    <message>
        <source>Protocol only (type each turn&apos;s result)</source>
        <translation>Bara protokoll (skriv in varje ronds resultat)</translation>
    </message>
    <message numerus="yes">
        <source>A match has at most %n seats.</source>
        <translation>
            <numerusform>En match har högst %n plats.</numerusform>
            <numerusform>En match har högst %n platser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Decide by a throw (tied players throw again)</source>
        <translation>Avgör med kast (vid lika kastar de om)</translation>
    </message>
    <message>
        <source>New 105 race: the same table</source>
        <translation>Nytt 105-lopp: samma bord</translation>
    </message>
    <message>
        <source>In 105 there is nothing to choose: a computer just throws.</source>
        <translation>I 105 finns det inget att välja: datorn bara kastar.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Tränarläge</translation>
    </message>
    <message>
        <source>Coach mode for {name}</source>
        <translation>Tränarläge för {name}</translation>
    </message>
    <message>
        <source>After a choice that cost more than a percentage point of the chance to win, a quiet line says what was better</source>
        <translation>Efter ett val som kostade mer än en procentenhet av vinstchansen säger en diskret rad vad som hade varit bättre</translation>
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
        <source>Enter a paper protocol</source>
        <translation>Skriv in ett pappersprotokoll</translation>
    </message>
    <message>
        <source>Drills from your matches</source>
        <translation>Övningar från dina matcher</translation>
    </message>
    <message>
        <source>Unfinished matches</source>
        <translation>Pågående matcher</translation>
    </message>
    <message>
        <source>Abandon the chosen match… [Del]</source>
        <translation>Avbryt den valda matchen… [Del]</translation>
    </message>
    <message>
        <source>Abandon the chosen match</source>
        <translation>Avbryt den valda matchen</translation>
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
        <source>{progress} · started {when}</source>
        <translation>{progress} · påbörjad {when}</translation>
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
        <translation>Kvalomgång {round}</translation>
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
        <translation>Särspel {number} i finalen</translation>
    </message>
    <message>
        <source>Qualifying round {round}, table {table}</source>
        <translation>Kvalomgång {round}, bord {table}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Rond {round} av {rounds}</translation>
    </message>
    <message>
        <source>{progress}, {name} to play</source>
        <translation>{progress}, {name} står på tur</translation>
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
        <translation>Mästerskap</translation>
    </message>
    <message>
        <source>Keeper&apos;s log</source>
        <translation>Ändringslogg</translation>
    </message>
    <message>
        <source>A new league at {path}.

No unfinished matches: start a new one.</source>
        <translation>En ny liga på {path}.

Inga pågående matcher: starta en ny.</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void a match</source>
        <translation>Ogiltigförklara en match</translation>
    </message>
    <message>
        <source>Void the match of {date} ({players})? It leaves the league and every figure; it stays in the history, marked void, and Restore brings it back.</source>
        <translation>Ogiltigförklara matchen från {date} ({players})? Den lämnar ligan och alla siffror; den finns kvar i historiken, märkt som ogiltig, och Återställ tar tillbaka den.</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Skäl:</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Skäl</translation>
    </message>
    <message>
        <source>e.g. a test, or entered twice</source>
        <translation>t.ex. ett test, eller inmatad två gånger</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Ogiltigförklara</translation>
    </message>
    <message>
        <source>Voiding the match…</source>
        <translation>Ogiltigförklarar matchen…</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>Updating the league to this version of Roller (a backup is taken first)…</source>
        <translation>Uppdaterar ligan till den här versionen av Roller (en säkerhetskopia tas först)…</translation>
    </message>
    <message>
        <source>The league is read-only here: you can look, not play. Matches, the league and the protocols can be looked at and printed; nothing can be played or changed. To play, open a league in a folder where you may write.</source>
        <translation>Ligan är skrivskyddad här: du kan titta, inte spela. Matcher, ligan och protokollen går att titta på och skriva ut; inget kan spelas eller ändras. Öppna en liga i en mapp där du får skriva för att spela.</translation>
    </message>
</context>
</TS>
