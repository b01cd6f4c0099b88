<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>All time</source>
        <translation>All time</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Season {year}</translation>
    </message>
    <message>
        <source>{computer} (practice)</source>
        <translation>{computer} (practice)</translation>
    </message>
    <message>
        <source>A computer seat: its matches are practice, counted here because Settings take matches against computers into the league.</source>
        <translation>A computer seat: its matches are practice, counted here because Settings take matches against computers into the league.</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then average total.</source>
        <translation>Order: rating, then win rate, then average total.</translation>
    </message>
    <message>
        <source>Order: rating, then win rate, then fewer turns on average.</source>
        <translation>Order: rating, then win rate, then fewer turns on average.</translation>
    </message>
    <message>
        <source>Average and Best count the matches of {rounds} rounds only: blank where there is none.</source>
        <translation>Average and Best count the matches of {rounds} rounds only: blank where there is none.</translation>
    </message>
    <message>
        <source>Rating: every race counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one race moves a rating by at most 32. How it is reckoned: Help (F1), The league.</source>
        <translation>Rating: every race counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one race moves a rating by at most 32. How it is reckoned: Help (F1), The league.</translation>
    </message>
    <message>
        <source>Rating: every match counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one match moves a rating by at most 32. How it is reckoned: Help (F1), The league.</source>
        <translation>Rating: every match counts as a duel with each player at the table; beating a strong player gains the most, losing to a weak one costs the most. Everybody starts the period at 1500; one match moves a rating by at most 32. How it is reckoned: Help (F1), The league.</translation>
    </message>
    <message>
        <source>{game} league</source>
        <translation>{game} league</translation>
    </message>
    <message>
        <source>{championship}, qualifying round {round}</source>
        <translation>{championship}, qualifying round {round}</translation>
    </message>
    <message>
        <source>Seating by table: seat 1 starts, the others follow clockwise.</source>
        <translation>Seating by table: seat 1 starts, the others follow clockwise.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Seating by name</source>
        <translation>Seating by name</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>{seat}. {name}</source>
        <translation>{seat}. {name}</translation>
    </message>
    <message>
        <source>Seat 1 starts; the turn goes clockwise.</source>
        <translation>Seat 1 starts; the turn goes clockwise.</translation>
    </message>
    <message>
        <source>{championship}: final standings</source>
        <translation>{championship}: final standings</translation>
    </message>
    <message>
        <source>{championship}: standings so far</source>
        <translation>{championship}: standings so far</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
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
        <translation>Cannot write the PDF file {path}.</translation>
    </message>
    <message>
        <source>Cannot write the image {path}.</source>
        <translation>Cannot write the image {path}.</translation>
    </message>
    <message>
        <source>Print preview: {title}</source>
        <translation>Print preview: {title}</translation>
    </message>
    <message>
        <source>House rules: as in the rules (no changes).</source>
        <translation>House rules: as in the rules (no changes).</translation>
    </message>
    <message>
        <source>House rules: {rules}.</source>
        <translation>House rules: {rules}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} starts with %n points</source>
        <translation>
            <numerusform>{name} starts with %n point</numerusform>
            <numerusform>{name} starts with %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Roller protocol</source>
        <translation>Roller protocol</translation>
    </message>
    <message>
        <source>{championship}: the final</source>
        <translation>{championship}: the final</translation>
    </message>
    <message>
        <source>{championship}: qualifying round {round}, table {table}</source>
        <translation>{championship}: qualifying round {round}, table {table}</translation>
    </message>
    <message>
        <source>match in play</source>
        <translation>match in play</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Note: {note}</translation>
    </message>
    <message>
        <source>After the match (against the maximum-expected-points play):</source>
        <translation>After the match (against the maximum-expected-points play):</translation>
    </message>
    <message>
        <source>W winner · WW winner with {limit} or more · sur mun lowest total · ● plump: most rounds gone tjock · – Tjock · RT Råtjock</source>
        <translation>W winner · WW winner with {limit} or more · sur mun (sour face) lowest total · ● plump (blot): most rounds gone tjock · – Tjock (bust: the round&apos;s points are lost) · RT Råtjock (nothing scored on the first throw)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Symbols</source>
        <translation>Symbols</translation>
    </message>
    <message>
        <source>Tjock rounds</source>
        <translation>Tjock rounds (busts)</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>starts</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>sum</translation>
    </message>
    <message>
        <source>105 result</source>
        <translation>105 result</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>{name}: gave away {given} expected points · luck {luck} ({points} scored against {expected} expected)</source>
        <translation>{name}: gave away {given} expected points · luck {luck} ({points} scored against {expected} expected)</translation>
    </message>
    <message>
        <source>hints: {n}</source>
        <translation>hints: {n}</translation>
    </message>
    <message>
        <source>Back [Esc]</source>
        <translation>Back [Esc]</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>There is nothing to print on this page.</source>
        <translation>There is nothing to print on this page.</translation>
    </message>
    <message>
        <source>League</source>
        <translation>League</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Match history</translation>
    </message>
    <message>
        <source>Enter a paper protocol</source>
        <translation>Enter a paper protocol</translation>
    </message>
    <message>
        <source>The league table is still being read: try again in a moment.</source>
        <translation>The league table is still being read: try again in a moment.</translation>
    </message>
    <message>
        <source>The match history does not print: open a match (Enter) to print its protocol.</source>
        <translation>The match history does not print: open a match (Enter) to print its protocol.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>{name}: {game}</source>
        <translation>{name}: {game}</translation>
    </message>
    <message>
        <source>Figures per season</source>
        <translation>Figures per season</translation>
    </message>
    <message>
        <source>This player has no figures to print yet.</source>
        <translation>This player has no figures to print yet.</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>Protocol: {game}, {day}</source>
        <translation>Protocol: {game}, {day}</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Round {n} of {total}</translation>
    </message>
    <message>
        <source>Race over</source>
        <translation>Race over</translation>
    </message>
    <message>
        <source>105 race</source>
        <translation>105 race</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Drills</translation>
    </message>
    <message>
        <source>&amp;League</source>
        <translation>&amp;League</translation>
    </message>
    <message>
        <source>League &amp;table</source>
        <translation>League &amp;table</translation>
    </message>
    <message>
        <source>Match &amp;history</source>
        <translation>Match &amp;history</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>&amp;Drills from your matches</source>
        <translation>&amp;Drills from your matches</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>The match cannot be opened</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>New Roller match</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>New 105 race</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
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
        <translation>Print the league table…</translation>
    </message>
    <message>
        <source>Print the player&apos;s figures…</source>
        <translation>Print the player&apos;s figures…</translation>
    </message>
    <message>
        <source>Print the protocol…</source>
        <translation>Print the protocol…</translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation>Nothing to print</translation>
    </message>
    <message>
        <source>Nothing to print here. Ctrl+P prints the protocol during and after a match, the league table on the league page and a protocol opened from the match history.</source>
        <translation>Nothing to print here. Ctrl+P prints the protocol during and after a match, the league table on the league page and a protocol opened from the match history.</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Given away</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Luck</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Scored</translation>
    </message>
    <message numerus="yes">
        <source>The same dice at %n tables of the round</source>
        <translation>
            <numerusform>The same dice at %n table of the round</numerusform>
            <numerusform>The same dice at %n tables of the round</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare the players…</source>
        <translation>Compare the players…</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>After the match (against the maximum-expected-points play)</source>
        <translation>After the match (against the maximum-expected-points play)</translation>
    </message>
    <message>
        <source>Given away: expected points lost by the decisions made. Luck: points scored minus points expected.</source>
        <translation>Given away: expected points lost by the decisions made. Luck: points scored minus points expected.</translation>
    </message>
    <message>
        <source>After the match</source>
        <translation>After the match</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Throws</translation>
    </message>
    <message>
        <source>(kids&apos; mode)</source>
        <translation>(kids&apos; mode)</translation>
    </message>
    <message>
        <source>race in play</source>
        <translation>race in play</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} won</translation>
    </message>
    <message>
        <source>No matches.</source>
        <translation>No matches.</translation>
    </message>
    <message>
        <source>{name} started the match</source>
        <translation>{name} started the match</translation>
    </message>
    <message numerus="yes">
        <source>{name}: total {total}, with a handicap of %n points</source>
        <translation>
            <numerusform>{name}: total {total}, with a handicap of %n point</numerusform>
            <numerusform>{name}: total {total}, with a handicap of %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: total {total}</source>
        <translation>{name}: total {total}</translation>
    </message>
    <message>
        <source>{name}, round {round}: playing now</source>
        <translation>{name}, round {round}: playing now</translation>
    </message>
    <message>
        <source>{name}, round {round}: not played yet</source>
        <translation>{name}, round {round}: not played yet</translation>
    </message>
    <message>
        <source>Tjock</source>
        <translation>Tjock (bust: the round&apos;s points are lost)</translation>
    </message>
    <message>
        <source>RT</source>
        <translation>RT (Råtjock: nothing scored on the first throw)</translation>
    </message>
    <message>
        <source>{name}, round {round}: {what}, total {total}</source>
        <translation>{name}, round {round}: {what}, total {total}</translation>
    </message>
    <message>
        <source>Total</source>
        <comment>short: under the round numbers of a narrow protocol</comment>
        <translation>Tot.</translation>
    </message>
    <message>
        <source>Symbols</source>
        <comment>short: under the round numbers of a narrow protocol</comment>
        <translation>Symb.</translation>
    </message>
    <message>
        <source>Total</source>
        <comment>shortest: under the round numbers of a very narrow protocol</comment>
        <translation>Tot.</translation>
    </message>
    <message>
        <source>Symbols</source>
        <comment>shortest: under the round numbers of a very narrow protocol</comment>
        <translation>Sym.</translation>
    </message>
    <message>
        <source>W: winner</source>
        <translation>W: winner</translation>
    </message>
    <message>
        <source>sur mun: lowest total</source>
        <translation>sur mun (sour face): lowest total</translation>
    </message>
    <message>
        <source>plump ●: most tjock rounds</source>
        <translation>plump ● (blot): most rounds gone tjock</translation>
    </message>
    <message>
        <source>{name} wins with {points} points.</source>
        <translation>{name} wins with {points} points.</translation>
    </message>
    <message>
        <source>{names} share the win with {points} points.</source>
        <translation>{names} share the win with {points} points.</translation>
    </message>
    <message>
        <source>Sur mun: {names}.</source>
        <translation>Sur mun (sour face, the lowest total): {names}.</translation>
    </message>
    <message>
        <source>Plump ●: {names} ({count} × tjock).</source>
        <translation>Plump ● (blot, the most rounds gone tjock): {names} ({count} × tjock).</translation>
    </message>
    <message>
        <source>Best round: {name} with {points}.</source>
        <translation>Best round: {name} with {points}.</translation>
    </message>
    <message>
        <source>void {date}: {reason}</source>
        <translation>void {date}: {reason}</translation>
    </message>
    <message>
        <source>void: {reason}</source>
        <translation>void: {reason}</translation>
    </message>
    <message>
        <source>{game} (practice)</source>
        <translation>{game} (practice)</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>won by {names}</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} started</source>
        <translation>{name} started</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>WW: winner who reached the dream limit</source>
        <translation>WW: winner who reached the dream limit (the WW limit)</translation>
    </message>
    <message>
        <source>WW: the dream limit reached!</source>
        <translation>WW: the dream limit (the WW limit) reached!</translation>
    </message>
    <message>
        <source>{name} is not a Roller league, so it cannot be opened. It has not been changed.</source>
        <translation>{name} is not a Roller league, so it cannot be opened. It has not been changed.</translation>
    </message>
    <message>
        <source>The league {name} is damaged and cannot be opened. It has not been changed.</source>
        <translation>The league {name} is damaged and cannot be opened. It has not been changed.</translation>
    </message>
    <message>
        <source>The league {name} was written by a newer version of Roller. Install that version to open it; the file has not been changed.</source>
        <translation>The league {name} was written by a newer version of Roller. Install that version to open it; the file has not been changed.</translation>
    </message>
    <message>
        <source>The league {name} is open in another Roller window or program. Close that one first, then try again.</source>
        <translation>The league {name} is open in another Roller window or program. Close that one first, then try again.</translation>
    </message>
    <message>
        <source>The league {name} cannot be opened.</source>
        <translation>The league {name} cannot be opened.</translation>
    </message>
    <message numerus="yes">
        <source>The backup holds %Ln finished matches</source>
        <translation>
            <numerusform>The backup holds %Ln finished match</numerusform>
            <numerusform>The backup holds %Ln finished matches</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the backup</source>
        <translation>Checking the backup</translation>
    </message>
    <message>
        <source>Reading what the backup holds…</source>
        <translation>Reading what the backup holds…</translation>
    </message>
    <message>
        <source>The newest backup is from {when}. It has not been checked yet, so it is being checked whole now, before it can be restored (a while for a large league).</source>
        <translation>The newest backup is from {when}. It has not been checked yet, so it is being checked whole now, before it can be restored (a while for a large league).</translation>
    </message>
    <message numerus="yes">
        <source>%n newer backups failed the check and were set aside, never offered.</source>
        <translation>
            <numerusform>%n newer backup failed the check and was set aside, never offered.</numerusform>
            <numerusform>%n newer backups failed the check and were set aside, never offered.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n backups failed the check and were set aside, never offered.</source>
        <translation>
            <numerusform>%n backup failed the check and was set aside, never offered.</numerusform>
            <numerusform>%n backups failed the check and were set aside, never offered.</numerusform>
        </translation>
    </message>
    <message>
        <source>The newest good backup is from {when}. Restore it and the league opens as it was then; the damaged file stays beside it under a new name, never deleted.</source>
        <translation>The newest good backup is from {when}. Restore it and the league opens as it was then; the damaged file stays beside it under a new name, never deleted.</translation>
    </message>
    <message>
        <source>Restore the backup</source>
        <translation>Restore the backup</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>No good backup was found beside it.</source>
        <translation>No good backup was found beside it.</translation>
    </message>
    <message>
        <source>Checking and restoring the newest good backup…</source>
        <translation>Checking and restoring the newest good backup…</translation>
    </message>
    <message>
        <source>The backup was not restored: {error}</source>
        <translation>The backup was not restored: {error}</translation>
    </message>
    <message>
        <source>at {faces}</source>
        <translation>at {faces}</translation>
    </message>
    <message>
        <source>Date: ______________</source>
        <translation>Date: ______________</translation>
    </message>
    <message>
        <source>Place: ______________</source>
        <translation>Place: ______________</translation>
    </message>
    <message>
        <source>A paper protocol: ROLLER, hints, luck and decisions are not recorded for this match.</source>
        <translation>A paper protocol: ROLLER, hints, luck and decisions are not recorded for this match.</translation>
    </message>
    <message>
        <source>{game} (paper)</source>
        <translation>{game} (paper)</translation>
    </message>
    <message>
        <source>{when}: finishing order {old} → {new}</source>
        <translation>{when}: finishing order {old} → {new}</translation>
    </message>
    <message>
        <source>{when}: round {round}, {name}: {old} → {new}</source>
        <translation>{when}: round {round}, {name}: {old} → {new}</translation>
    </message>
    <message>
        <source>finished, corrected</source>
        <translation>finished, corrected</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Championship</translation>
    </message>
    <message>
        <source>New championship…</source>
        <translation>New championship…</translation>
    </message>
    <message>
        <source>Round&apos;s papers as PDF…</source>
        <translation>Round&apos;s papers as PDF…</translation>
    </message>
    <message>
        <source>Table&apos;s file…</source>
        <translation>Table&apos;s file…</translation>
    </message>
    <message>
        <source>Standings for the room</source>
        <translation>Standings for the room</translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation>Seat the final</translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation>Late arrival…</translation>
    </message>
    <message>
        <source>Play the chosen table…</source>
        <translation>Play the chosen table…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Withdraw…</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>More actions</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>More…</translation>
    </message>
    <message>
        <source>The page&apos;s other actions, each with its key</source>
        <translation>The page&apos;s other actions, each with its key</translation>
    </message>
    <message>
        <source>There is no championship to print yet.</source>
        <translation>There is no championship to print yet.</translation>
    </message>
    <message>
        <source>Keeper&apos;s log</source>
        <translation>Keeper&apos;s log</translation>
    </message>
    <message>
        <source>The keeper&apos;s log does not print: `roller-desktop log` lists it as text.</source>
        <translation>The keeper&apos;s log does not print: `roller-desktop log` lists it as text.</translation>
    </message>
    <message>
        <source>&amp;Keeper&apos;s log</source>
        <translation>&amp;Keeper&apos;s log</translation>
    </message>
    <message>
        <source>a match no longer in the league</source>
        <translation>a match no longer in the league</translation>
    </message>
    <message>
        <source>{game} of {date} ({players})</source>
        <translation>{game} of {date} ({players})</translation>
    </message>
    <message numerus="yes">
        <source>{name} merged into {into} (%n matches)</source>
        <translation>
            <numerusform>{name} merged into {into} (%n match)</numerusform>
            <numerusform>{name} merged into {into} (%n matches)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} split from {into} again</source>
        <translation>{name} split from {into} again</translation>
    </message>
    <message>
        <source>{match} void: {reason}</source>
        <translation>{match} void: {reason}</translation>
    </message>
    <message>
        <source>{match} back in the league</source>
        <translation>{match} back in the league</translation>
    </message>
    <message>
        <source>date {old} → {new}</source>
        <translation>date {old} → {new}</translation>
    </message>
    <message>
        <source>place {old} → {new}</source>
        <translation>place {old} → {new}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>{match} mended: {what}</source>
        <translation>{match} mended: {what}</translation>
    </message>
    <message>
        <source>{old} renamed {new}</source>
        <translation>{old} renamed {new}</translation>
    </message>
    <message>
        <source>{name} archived</source>
        <translation>{name} archived</translation>
    </message>
    <message>
        <source>{name} back from the archive</source>
        <translation>{name} back from the archive</translation>
    </message>
    <message>
        <source>{match} corrected: {what}</source>
        <translation>{match} corrected: {what}</translation>
    </message>
    <message numerus="yes">
        <source>%n new players</source>
        <translation>
            <numerusform>%n new player</numerusform>
            <numerusform>%n new players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paper protocols {file} imported: %n matches</source>
        <translation>
            <numerusform>Paper protocols {file} imported: %n match</numerusform>
            <numerusform>Paper protocols {file} imported: %n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>League file {file} imported: %n new matches</source>
        <translation>
            <numerusform>League file {file} imported: %n new match</numerusform>
            <numerusform>League file {file} imported: %n new matches</numerusform>
        </translation>
    </message>
    <message>
        <source>{what}, {players}</source>
        <translation>{what}, {players}</translation>
    </message>
    <message>
        <source>places {old} → {new}</source>
        <translation>places {old} → {new}</translation>
    </message>
    <message>
        <source>{name}, round {round}: {old} → {new}</source>
        <translation>{name}, round {round}: {old} → {new}</translation>
    </message>
    <message>
        <source>Import undone</source>
        <comment>a kind of change</comment>
        <translation>Import undone</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Undone</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Merge</source>
        <comment>a kind of change</comment>
        <translation>Merge</translation>
    </message>
    <message numerus="yes">
        <source>%n players taken out</source>
        <translation>
            <numerusform>%n player taken out</numerusform>
            <numerusform>%n players taken out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import of {file} undone: %n matches taken out</source>
        <translation>
            <numerusform>Import of {file} undone: %n match taken out</numerusform>
            <numerusform>Import of {file} undone: %n matches taken out</numerusform>
        </translation>
    </message>
    <message>
        <source>Split</source>
        <comment>a kind of change</comment>
        <translation>Split</translation>
    </message>
    <message>
        <source>Void</source>
        <comment>a kind of change</comment>
        <translation>Void</translation>
    </message>
    <message>
        <source>Restore</source>
        <comment>a kind of change</comment>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Date and place</source>
        <comment>a kind of change</comment>
        <translation>Date and place</translation>
    </message>
    <message>
        <source>Import</source>
        <comment>a kind of change</comment>
        <translation>Import</translation>
    </message>
    <message>
        <source>Rename</source>
        <comment>a kind of change</comment>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Archive</source>
        <comment>a kind of change</comment>
        <translation>Archive</translation>
    </message>
    <message>
        <source>Correction</source>
        <comment>a kind of change</comment>
        <translation>Correction</translation>
    </message>
    <message>
        <source>The keeper&apos;s log</source>
        <translation>The keeper&apos;s log</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>What</source>
        <translation>What</translation>
    </message>
    <message>
        <source>No changes yet: merges, voids, mends, corrections and imports show here.</source>
        <translation>No changes yet: merges, voids, mends, corrections and imports show here.</translation>
    </message>
    <message>
        <source>Undo… [{key}]</source>
        <translation>Undo… [{key}]</translation>
    </message>
    <message>
        <source>Undo…</source>
        <translation>Undo…</translation>
    </message>
    <message>
        <source>Choose a change to undo.</source>
        <translation>Choose a change to undo.</translation>
    </message>
    <message>
        <source>That change was undone already.</source>
        <translation>That change was undone already.</translation>
    </message>
    <message>
        <source>That change has no undo of its own.</source>
        <translation>That change has no undo of its own.</translation>
    </message>
    <message>
        <source>Undo a change</source>
        <translation>Undo a change</translation>
    </message>
    <message>
        <source>Undo this change of {date}?

{what}

{effect}</source>
        <translation>Undo this change of {date}?

{what}

{effect}</translation>
    </message>
    <message>
        <source>The two are split again: each match back to the player who played it.</source>
        <translation>The two are split again: each match back to the player who played it.</translation>
    </message>
    <message>
        <source>The two are merged into one player again.</source>
        <translation>The two are merged into one player again.</translation>
    </message>
    <message>
        <source>The match comes back into the league and every figure.</source>
        <translation>The match comes back into the league and every figure.</translation>
    </message>
    <message>
        <source>The match is void again: out of the league, still in the history.</source>
        <translation>The match is void again: out of the league, still in the history.</translation>
    </message>
    <message>
        <source>The matches and players this import added leave the league; what it brought is saved in the log, and importing the file again brings it back.</source>
        <translation>The matches and players this import added leave the league; what it brought is saved in the log, and importing the file again brings it back.</translation>
    </message>
    <message>
        <source>The match gets back the date, time and place it had before.</source>
        <translation>The match gets back the date, time and place it had before.</translation>
    </message>
    <message>
        <source>The player gets back the name they had before.</source>
        <translation>The player gets back the name they had before.</translation>
    </message>
    <message>
        <source>The player goes back to how they were before.</source>
        <translation>The player goes back to how they were before.</translation>
    </message>
    <message>
        <source>The cells get back what they had before the correction.</source>
        <translation>The cells get back what they had before the correction.</translation>
    </message>
    <message>
        <source>What the undo took out comes back: imported again from what the log saved.</source>
        <translation>What the undo took out comes back: imported again from what the log saved.</translation>
    </message>
    <message>
        <source>Undoing the change…</source>
        <translation>Undoing the change…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>no repeated meetings</source>
        <translation>no repeated meetings</translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings</source>
        <translation>
            <numerusform>%n repeated meeting</numerusform>
            <numerusform>%n repeated meetings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings, the fewest possible</source>
        <translation>
            <numerusform>%n repeated meeting, the fewest possible</numerusform>
            <numerusform>%n repeated meetings, the fewest possible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings, spread as evenly as can be (a draw with fewer, down to %1, seats some pairs together again and again)</source>
        <translation>
            <numerusform>%n repeated meeting, spread as evenly as can be (a draw with fewer, down to %1, seats some pairs together again and again)</numerusform>
            <numerusform>%n repeated meetings, spread as evenly as can be (a draw with fewer, down to %1, seats some pairs together again and again)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated meetings (no draw can have fewer than %1)</source>
        <translation>
            <numerusform>%n repeated meeting (no draw can have fewer than %1)</numerusform>
            <numerusform>%n repeated meetings (no draw can have fewer than %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>No qualifying round was left to draw again.</source>
        <translation>No qualifying round was left to draw again.</translation>
    </message>
    <message>
        <source>Qualifying round %1 drawn again</source>
        <translation>Qualifying round %1 drawn again</translation>
    </message>
    <message>
        <source>Qualifying rounds %1–%2 drawn again</source>
        <translation>Qualifying rounds %1–%2 drawn again</translation>
    </message>
    <message>
        <source>%1. Over all qualifying rounds: %2.</source>
        <translation>%1. Over all qualifying rounds: %2.</translation>
    </message>
    <message>
        <source>Withdraw a player</source>
        <translation>Withdraw a player</translation>
    </message>
    <message>
        <source>Who leaves?</source>
        <translation>Who leaves?</translation>
    </message>
    <message>
        <source>The player who leaves</source>
        <translation>The player who leaves</translation>
    </message>
    <message>
        <source>The rounds not begun are drawn again without them; their results so far stay in the standings.</source>
        <translation>The rounds not begun are drawn again without them; their results so far stay in the standings.</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <source>%1 has withdrawn.</source>
        <translation>%1 has withdrawn.</translation>
    </message>
    <message>
        <source>Print status</source>
        <translation>Print status</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P, Enter]</source>
        <translation>Print… [Ctrl+P, Enter]</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <source>Save as PDF… [Ctrl+S]</source>
        <translation>Save as PDF… [Ctrl+S]</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <source>Close [Esc]</source>
        <translation>Close [Esc]</translation>
    </message>
    <message>
        <source>Print: {title}</source>
        <translation>Print: {title}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Saved as {path}</source>
        <translation>Saved as {path}</translation>
    </message>
    <message>
        <source>The league {name} turned out to be damaged while it was open (the check of the backup just taken, or reading it, found it). Roller stops using it: nothing more is written to it.</source>
        <translation>The league {name} turned out to be damaged while it was open (the check of the backup just taken, or reading it, found it). Roller stops using it: nothing more is written to it.</translation>
    </message>
    <message>
        <source>{file} ({lines})</source>
        <translation>{file} ({lines})</translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message>
        <source>the others&apos; choices gave {others}</source>
        <translation>the others&apos; choices gave {others}</translation>
    </message>
    <message>
        <source>{other}&apos;s choices gave {others}</source>
        <translation>{other}&apos;s choices gave {others}</translation>
    </message>
    <message>
        <source>{outcome}: the dice gave {luck}, own choices gave away {given}, {rest}.</source>
        <translation>{outcome}: the dice gave {luck}, own choices gave away {given}, {rest}.</translation>
    </message>
    <message>
        <source>A protocol kept by hand: only the chance at each turn is known; luck and choices are not recorded.</source>
        <translation>A protocol kept by hand: only the chance at each turn is known; luck and choices are not recorded.</translation>
    </message>
    <message>
        <source>Figures in percentage points of the chance to win.</source>
        <translation>Figures in percentage points of the chance to win.</translation>
    </message>
    <message>
        <source>Three players or more: approximate (≈).</source>
        <translation>Three players or more: approximate (≈).</translation>
    </message>
    <message>
        <source>{name} ({start} at the start)</source>
        <translation>{name} ({start} at the start)</translation>
    </message>
    <message>
        <source>{name} won ({start} at the start)</source>
        <translation>{name} won ({start} at the start)</translation>
    </message>
    <message>
        <source>{name} shared the win ({start} at the start)</source>
        <translation>{name} shared the win ({start} at the start)</translation>
    </message>
    <message>
        <source>{name} lost ({start} at the start)</source>
        <translation>{name} lost ({start} at the start)</translation>
    </message>
    <message>
        <source>Win chance over the match</source>
        <translation>Win chance over the match</translation>
    </message>
    <message>
        <source>The end of the match. Shares of the win: {chances}.</source>
        <translation>The end of the match. Shares of the win: {chances}.</translation>
    </message>
    <message>
        <source>Chances: {chances}.</source>
        <translation>Chances: {chances}.</translation>
    </message>
    <message>
        <source>Round {round}, {name}</source>
        <translation>Round {round}, {name}</translation>
    </message>
    <message>
        <source>the turn begins, lead {lead}</source>
        <translation>the turn begins, lead {lead}</translation>
    </message>
    <message>
        <source>threw {dice}, kept {kept}; best: keep {best}</source>
        <translation>threw {dice}, kept {kept}; best: keep {best}</translation>
    </message>
    <message>
        <source>banked {points}</source>
        <translation>banked {points}</translation>
    </message>
    <message>
        <source>threw on at {points}</source>
        <translation>threw on at {points}</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>throw on</translation>
    </message>
    <message>
        <source>best: {best}</source>
        <translation>best: {best}</translation>
    </message>
    <message>
        <source>Chance {chosen} (best {best}, gave away {cost}).</source>
        <translation>Chance {chosen} (best {best}, gave away {cost}).</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Win chance</translation>
    </message>
    <message>
        <source>The books</source>
        <translation>The books</translation>
    </message>
    <message>
        <source>Working out the win chances… %p %</source>
        <translation>Working out the win chances… %p %</translation>
    </message>
    <message>
        <source>Arrow keys move along the graph; Enter shows the moment.</source>
        <translation>Arrow keys move along the graph; Enter shows the moment.</translation>
    </message>
    <message>
        <source>The moment</source>
        <translation>The moment</translation>
    </message>
    <message>
        <source>Same dice, other choices… [{key}]</source>
        <translation>Same dice, other choices… [{key}]</translation>
    </message>
    <message>
        <source>Same dice, other choices</source>
        <translation>Same dice, other choices</translation>
    </message>
    <message>
        <source>Coach sheet for:</source>
        <translation>Coach sheet for:</translation>
    </message>
    <message>
        <source>Costliest decisions:</source>
        <translation>Costliest decisions:</translation>
    </message>
    <message numerus="yes">
        <source>Win chance: working out the table for %n rounds… {done}</source>
        <translation>
            <numerusform>Win chance: working out the table for %n round… {done}</numerusform>
            <numerusform>Win chance: working out the table for %n rounds… {done}</numerusform>
        </translation>
    </message>
    <message>
        <source>Win chance: {chances}</source>
        <translation>Win chance: {chances}</translation>
    </message>
    <message>
        <source>Working out the win chances…</source>
        <translation>Working out the win chances…</translation>
    </message>
    <message>
        <source>Coach: {name}, keeping {best} was better ({cost} percentage points).</source>
        <translation>Coach: {name}, keeping {best} was better ({cost} percentage points).</translation>
    </message>
    <message>
        <source>Coach: {name}, banking {points} was better ({cost} percentage points).</source>
        <translation>Coach: {name}, banking {points} was better ({cost} percentage points).</translation>
    </message>
    <message>
        <source>Coach: {name}, throwing on was better ({cost} percentage points).</source>
        <translation>Coach: {name}, throwing on was better ({cost} percentage points).</translation>
    </message>
    <message>
        <source>Round {round}: threw {dice}, kept {kept}</source>
        <translation>Round {round}: threw {dice}, kept {kept}</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>keep {dice}</translation>
    </message>
    <message>
        <source>Round {round}: banked {points}</source>
        <translation>Round {round}: banked {points}</translation>
    </message>
    <message>
        <source>Round {round}: threw on at {points}</source>
        <translation>Round {round}: threw on at {points}</translation>
    </message>
    <message>
        <source>bank {points}</source>
        <translation>bank {points}</translation>
    </message>
    <message>
        <source>Ahead by {points}</source>
        <translation>Ahead by {points}</translation>
    </message>
    <message>
        <source>Behind by {points}</source>
        <translation>Behind by {points}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message numerus="yes">
        <source>{standing}, {points} points in the turn, %n dice thrown.</source>
        <translation>
            <numerusform>{standing}, {points} points in the turn, %n die thrown.</numerusform>
            <numerusform>{standing}, {points} points in the turn, %n dice thrown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{standing}, {points} points in the turn, %n dice to throw.</source>
        <translation>
            <numerusform>{standing}, {points} points in the turn, %n die to throw.</numerusform>
            <numerusform>{standing}, {points} points in the turn, %n dice to throw.</numerusform>
        </translation>
    </message>
    <message>
        <source>Better: {better}: {win} percentage points of win chance ({chosen} → {best}), {points} points expected.</source>
        <translation>Better: {better}: {win} percentage points of win chance ({chosen} → {best}), {points} points expected.</translation>
    </message>
    <message>
        <source>Coach sheet: {name}</source>
        <translation>Coach sheet: {name}</translation>
    </message>
    <message numerus="yes">
        <source>Roller, %n rounds: {players}</source>
        <translation>
            <numerusform>Roller, %n round: {players}</numerusform>
            <numerusform>Roller, %n rounds: {players}</numerusform>
        </translation>
    </message>
    <message>
        <source>Chance to win at the start</source>
        <translation>Chance to win at the start</translation>
    </message>
    <message>
        <source>Result (share of the win)</source>
        <translation>Result (share of the win)</translation>
    </message>
    <message>
        <source>Gifts from {other}&apos;s choices</source>
        <translation>Gifts from {other}&apos;s choices</translation>
    </message>
    <message>
        <source>Gifts from the others&apos; choices</source>
        <translation>Gifts from the others&apos; choices</translation>
    </message>
    <message>
        <source>Luck (the dice)</source>
        <translation>Luck (the dice)</translation>
    </message>
    <message>
        <source>Win given away (own choices)</source>
        <translation>Win given away (own choices)</translation>
    </message>
    <message>
        <source>The two costliest decisions</source>
        <translation>The two costliest decisions</translation>
    </message>
    <message>
        <source>The three costliest decisions</source>
        <translation>The three costliest decisions</translation>
    </message>
    <message>
        <source>The {count} costliest decisions</source>
        <translation>The {count} costliest decisions</translation>
    </message>
    <message>
        <source>The costliest decision</source>
        <translation>The costliest decision</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>No decision gave away any win chance.</source>
        <translation>No decision gave away any win chance.</translation>
    </message>
    <message>
        <source>Win chance at the start of each turn</source>
        <translation>Win chance at the start of each turn</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>kept</translation>
    </message>
    <message>
        <source>better</source>
        <translation>better</translation>
    </message>
    <message>
        <source>Coach sheet for</source>
        <translation>Coach sheet for</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Coach sheet… [{key}]</source>
        <translation>Coach sheet… [{key}]</translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Coach sheet…</translation>
    </message>
    <message>
        <source>Win chance now: {chances}</source>
        <translation>Win chance now: {chances}</translation>
    </message>
    <message>
        <source>Luck and skill…</source>
        <translation>Luck and skill…</translation>
    </message>
    <message>
        <source>Luck and skill: {championship}</source>
        <translation>Luck and skill: {championship}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished matches, in percentage points of the chance to win</source>
        <translation>
            <numerusform>%n finished match, in percentage points of the chance to win</numerusform>
            <numerusform>%n finished matches, in percentage points of the chance to win</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished match with its throws yet: nothing to account for.</source>
        <translation>No finished match with its throws yet: nothing to account for.</translation>
    </message>
    <message>
        <source>Played best: {name}, who gave away {given} a match.</source>
        <translation>Played best: {name}, who gave away {given} a match.</translation>
    </message>
    <message>
        <source>Luckiest: {name}, whom the dice gave {luck} a match.</source>
        <translation>Luckiest: {name}, whom the dice gave {luck} a match.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>a match</source>
        <translation>a match</translation>
    </message>
    <message>
        <source>Gifts</source>
        <translation>Gifts</translation>
    </message>
    <message>
        <source>Played best: the least win given away per match; luckiest: the most luck per match. Wins (a shared win counts its share) minus the wins expected at the start = luck − given away + gifts (what the others&apos; choices gave).</source>
        <translation>Played best: the least win given away per match; luckiest: the most luck per match. Wins (a shared win counts its share) minus the wins expected at the start = luck − given away + gifts (what the others&apos; choices gave).</translation>
    </message>
    <message numerus="yes">
        <source>%n matches kept by hand have no throws and are not counted.</source>
        <translation>
            <numerusform>%n match kept by hand has no throws and is not counted.</numerusform>
            <numerusform>%n matches kept by hand have no throws and are not counted.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out, their throws do not replay: {matches}.</source>
        <translation>Left out, their throws do not replay: {matches}.</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>a computer</translation>
    </message>
    <message>
        <source>newest {date}: {players}</source>
        <translation>newest {date}: {players}</translation>
    </message>
    <message>
        <source>not checked yet (it is checked whole before it is restored)</source>
        <translation>not checked yet (it is checked whole before it is restored)</translation>
    </message>
    <message>
        <source>check passed {date}</source>
        <translation>check passed {date}</translation>
    </message>
    <message>
        <source>failed its check ({detail}): it cannot be restored</source>
        <translation>failed its check ({detail}): it cannot be restored</translation>
    </message>
    <message>
        <source>cannot be read ({problem})</source>
        <translation>cannot be read ({problem})</translation>
    </message>
    <message>
        <source>no finished matches</source>
        <translation>no finished matches</translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished matches</source>
        <translation>
            <numerusform>%Ln finished match</numerusform>
            <numerusform>%Ln finished matches</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore from backup</source>
        <translation>Restore from backup</translation>
    </message>
    <message>
        <source>Which backup shall replace the league? Newest first; what each copy holds appears as it is read.</source>
        <translation>Which backup shall replace the league? Newest first; what each copy holds appears as it is read.</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>Reading the copy…</source>
        <translation>Reading the copy…</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Restore…</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Announcement</source>
        <translation>Announcement</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Correct the protocol</source>
        <translation>Correct the protocol</translation>
    </message>
    <message>
        <source>{game}, {day}: {names}</source>
        <translation>{game}, {day}: {names}</translation>
    </message>
    <message>
        <source>Retype a cell as the paper has it: the points, – (or -) for Tjock, RT (or r) for Råtjock; Enter keeps it. The cells as they were stay in the league&apos;s record.</source>
        <translation>Retype a cell as the paper has it: the points, – (or -) for Tjock, RT (or r) for Råtjock; Enter keeps it. The cells as they were stay in the league&apos;s record.</translation>
    </message>
    <message>
        <source>Retype the places as the paper has them: 1 for the winner, empty (or –) for a player who did not get through; Enter keeps it. The order as it was stays in the league&apos;s record.</source>
        <translation>Retype the places as the paper has them: 1 for the winner, empty (or –) for a player who did not get through; Enter keeps it. The order as it was stays in the league&apos;s record.</translation>
    </message>
    <message>
        <source>Protocol to correct</source>
        <translation>Protocol to correct</translation>
    </message>
    <message>
        <source>Correction message</source>
        <translation>Correction message</translation>
    </message>
    <message>
        <source>&amp;Save the correction [Ctrl+Enter]</source>
        <translation>&amp;Save the correction [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Save the correction</translation>
    </message>
    <message>
        <source>Cancel [Esc]</source>
        <translation>Cancel [Esc]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Was {old}</source>
        <translation>Was {old}</translation>
    </message>
    <message numerus="yes">
        <source>%n cells changed</source>
        <translation>
            <numerusform>%n cell changed</numerusform>
            <numerusform>%n cells changed</numerusform>
        </translation>
    </message>
    <message>
        <source>The order is changed</source>
        <translation>The order is changed</translation>
    </message>
    <message>
        <source>Nothing is changed yet: retype a cell first.</source>
        <translation>Nothing is changed yet: retype a cell first.</translation>
    </message>
</context>
<context>
    <name>DateWords</name>
    <message>
        <source>2022-06-14 19:30 or 14.6.2022 19.30</source>
        <translation>2022-06-14 19:30 or 14.6.2022 19.30</translation>
    </message>
    <message>
        <source>2022-06-14 or 14.6.2022</source>
        <translation>2022-06-14 or 14.6.2022</translation>
    </message>
    <message>
        <source>yyyy-MM-dd</source>
        <comment>Qt&apos;s letters for a date box; dd.MM.yyyy puts the day first</comment>
        <translation>yyyy-MM-dd</translation>
    </message>
    <message>
        <source>“{value}”: with slashes some countries put the day first and others the month, so it is not guessed; write it as {forms}.</source>
        <translation>“{value}”: with slashes some countries put the day first and others the month, so it is not guessed; write it as {forms}.</translation>
    </message>
    <message>
        <source>“{value}”: there is no such day in the calendar.</source>
        <translation>“{value}”: there is no such day in the calendar.</translation>
    </message>
    <message>
        <source>“{value}”: the year must be between 1900 and 2999.</source>
        <translation>“{value}”: the year must be between 1900 and 2999.</translation>
    </message>
    <message>
        <source>“{value}”: there is no such time of day: write it as {forms}.</source>
        <translation>“{value}”: there is no such time of day: write it as {forms}.</translation>
    </message>
    <message>
        <source>“{value}” is not a time of day: write it as 19:30 or 19.30, or leave it empty when it is not known.</source>
        <translation>“{value}” is not a time of day: write it as 19:30 or 19.30, or leave it empty when it is not known.</translation>
    </message>
    <message>
        <source>“{value}”: write the date here ({forms}) and the time in its own field.</source>
        <translation>“{value}”: write the date here ({forms}) and the time in its own field.</translation>
    </message>
    <message>
        <source>“{value}” is not a date: write it as {forms}.</source>
        <translation>“{value}” is not a date: write it as {forms}.</translation>
    </message>
</context>
<context>
    <name>DiceView</name>
    <message>
        <source>Dice: none on the table</source>
        <translation>Dice: none on the table</translation>
    </message>
    <message>
        <source>Dice on the table: %1</source>
        <translation>Dice on the table: %1</translation>
    </message>
    <message>
        <source>No dice on the table</source>
        <translation>No dice on the table</translation>
    </message>
    <message>
        <source>selected: %1</source>
        <translation>selected: %1</translation>
    </message>
    <message>
        <source>set apart: %1</source>
        <translation>set apart: %1</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <source>Play the chosen table…</source>
        <translation>Play the chosen table…</translation>
    </message>
    <message>
        <source>Round&apos;s papers as PDF…</source>
        <translation>Round&apos;s papers as PDF…</translation>
    </message>
    <message>
        <source>Standings for the room</source>
        <translation>Standings for the room</translation>
    </message>
    <message>
        <source>Late arrival…</source>
        <translation>Late arrival…</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Withdraw…</translation>
    </message>
    <message>
        <source>Table&apos;s file…</source>
        <translation>Table&apos;s file…</translation>
    </message>
    <message>
        <source>Seat the final</source>
        <translation>Seat the final</translation>
    </message>
    <message>
        <source>Luck and skill…</source>
        <translation>Luck and skill…</translation>
    </message>
    <message>
        <source>New championship…</source>
        <translation>New championship…</translation>
    </message>
</context>
<context>
    <name>DirectorView</name>
    <message>
        <source>Championship</source>
        <translation>Championship</translation>
    </message>
    <message>
        <source>&amp;Championship:</source>
        <translation>&amp;Championship:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Players, seat 1 first</source>
        <translation>Players, seat 1 first</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>The tables of the qualifying round</source>
        <translation>The tables of the qualifying round</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
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
        <translation>Standings</translation>
    </message>
    <message>
        <source>Points are the sum of a player&apos;s match totals over the qualifying rounds. Ties are broken by more WW, then more W, then fewer tjock rounds (RT and Tjock), then the best single match total.</source>
        <translation>Points are the sum of a player&apos;s match totals over the qualifying rounds. Ties are broken by more WW, then more W, then fewer tjock rounds (RT and Tjock), then the best single match total.</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <comment>the round&apos;s tables, a tab</comment>
        <translation>&amp;Tables</translation>
    </message>
    <message>
        <source>Sta&amp;ndings</source>
        <comment>a tab</comment>
        <translation>Sta&amp;ndings</translation>
    </message>
    <message>
        <source>No championship yet: make one with New championship (Ctrl+Shift+N).</source>
        <translation>No championship yet: make one with New championship (Ctrl+Shift+N).</translation>
    </message>
    <message>
        <source>The league&apos;s database server cannot be reached just now: shown as last read, and read again every 30 seconds.</source>
        <translation>The league&apos;s database server cannot be reached just now: shown as last read, and read again every 30 seconds.</translation>
    </message>
    <message>
        <source>After the final: the champion first, then the finalists by their totals in the final, then every other player in the place of the standings.</source>
        <translation>After the final: the champion first, then the finalists by their totals in the final, then every other player in the place of the standings.</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n qualifying rounds</source>
        <translation>
            <numerusform>%n qualifying round</numerusform>
            <numerusform>%n qualifying rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>tables of %1</source>
        <translation>tables of %1</translation>
    </message>
    <message numerus="yes">
        <source>final table of %n</source>
        <translation>
            <numerusform>final table of %n</numerusform>
            <numerusform>final table of %n</numerusform>
        </translation>
    </message>
    <message>
        <source>duplicate dice</source>
        <translation>duplicate dice</translation>
    </message>
    <message>
        <source>not counted in the league&apos;s season</source>
        <translation>not counted in the league&apos;s season</translation>
    </message>
    <message>
        <source>champion: %1</source>
        <translation>champion: %1</translation>
    </message>
    <message>
        <source>tied in the final: %1 play deciding round %2 (one rond each)</source>
        <translation>tied in the final: %1 play deciding round %2 (one rond each)</translation>
    </message>
    <message>
        <source>Qualifying round %1</source>
        <translation>Qualifying round %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>played</source>
        <translation>played</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>set aside</translation>
    </message>
    <message>
        <source>void: to play again</source>
        <translation>void: to play again</translation>
    </message>
    <message>
        <source>deciding %1</source>
        <translation>deciding %1</translation>
    </message>
    <message>
        <source>The final has its finished match.</source>
        <translation>The final has its finished match.</translation>
    </message>
    <message>
        <source>This deciding round has its finished match.</source>
        <translation>This deciding round has its finished match.</translation>
    </message>
    <message>
        <source>To void it (a match played with dice) or correct a result kept by hand: the match history (Ctrl+H), then Ctrl+Del or Ctrl+K. A table voided can be played again from here.</source>
        <translation>To void it (a match played with dice) or correct a result kept by hand: the match history (Ctrl+H), then Ctrl+Del or Ctrl+K. A table voided can be played again from here.</translation>
    </message>
    <message>
        <source>The table has played</source>
        <translation>The table has played</translation>
    </message>
    <message>
        <source>Table %1 of qualifying round %2 has its finished match.</source>
        <translation>Table %1 of qualifying round %2 has its finished match.</translation>
    </message>
    <message>
        <source>Round of the championship</source>
        <translation>Round of the championship</translation>
    </message>
    <message>
        <source>final</source>
        <comment>a file&apos;s name: the final&apos;s papers</comment>
        <translation>final</translation>
    </message>
    <message>
        <source>Save the round&apos;s papers</source>
        <translation>Save the round&apos;s papers</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>The final&apos;s papers are in %2.</source>
        <translation>The final&apos;s papers are in %2.</translation>
    </message>
    <message>
        <source>The papers of qualifying round %1 are in %2.</source>
        <translation>The papers of qualifying round %1 are in %2.</translation>
    </message>
    <message>
        <source>The standings</source>
        <translation>The standings</translation>
    </message>
    <message>
        <source>%1 round %2.json</source>
        <translation>%1 round %2.json</translation>
    </message>
    <message>
        <source>%1 round %2 table %3.json</source>
        <translation>%1 round %2 table %3.json</translation>
    </message>
    <message>
        <source>Save the table&apos;s file</source>
        <translation>Save the table&apos;s file</translation>
    </message>
    <message>
        <source>League files (*.json)</source>
        <translation>League files (*.json)</translation>
    </message>
    <message>
        <source>The final&apos;s file is in %1.</source>
        <translation>The final&apos;s file is in %1.</translation>
    </message>
    <message>
        <source>The file of qualifying round %1 is in %3.</source>
        <translation>The file of qualifying round %1 is in %3.</translation>
    </message>
    <message>
        <source>The file of qualifying round %1, table %2 is in %3.</source>
        <translation>The file of qualifying round %1, table %2 is in %3.</translation>
    </message>
    <message>
        <source>Import it on the table&apos;s laptop with File → Import league…</source>
        <translation>Import it on the table&apos;s laptop with File → Import league…</translation>
    </message>
    <message>
        <source>The final table</source>
        <translation>The final table</translation>
    </message>
    <message>
        <source>The final table, seat 1 first:
%1</source>
        <translation>The final table, seat 1 first:
%1</translation>
    </message>
    <message>
        <source>Tjock rounds: RT and Tjock together (fewer is better)</source>
        <translation>Tjock rounds: RT and Tjock together (fewer is better)</translation>
    </message>
    <message>
        <source>Working out the luck and skill of every match…</source>
        <translation>Working out the luck and skill of every match…</translation>
    </message>
    <message>
        <source>Luck and skill</source>
        <translation>Luck and skill</translation>
    </message>
</context>
<context>
    <name>DrillsView</name>
    <message>
        <source>Whose drills</source>
        <translation>Whose drills</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Player</translation>
    </message>
    <message>
        <source>The dice of the drill</source>
        <translation>The dice of the drill</translation>
    </message>
    <message>
        <source>Keep and bank [B]</source>
        <translation>Keep and bank [B]</translation>
    </message>
    <message>
        <source>Keep the chosen dice and bank</source>
        <translation>Keep the chosen dice and bank</translation>
    </message>
    <message>
        <source>Keep and throw on [T]</source>
        <translation>Keep and throw on [T]</translation>
    </message>
    <message>
        <source>Keep the chosen dice and throw on</source>
        <translation>Keep the chosen dice and throw on</translation>
    </message>
    <message>
        <source>Next drill [Enter]</source>
        <translation>Next drill [Enter]</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Next drill</translation>
    </message>
    <message>
        <source>Drill ahead [A]</source>
        <translation>Drill ahead [A]</translation>
    </message>
    <message>
        <source>Drill those not due yet</source>
        <translation>Drill those not due yet</translation>
    </message>
    <message>
        <source>What each choice gives</source>
        <translation>What each choice gives</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n due)</source>
        <translation>
            <numerusform>{name} (%n due)</numerusform>
            <numerusform>{name} (%n due)</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking through the matches for drills…</source>
        <translation>Looking through the matches for drills…</translation>
    </message>
    <message>
        <source>No players in the league yet.</source>
        <translation>No players in the league yet.</translation>
    </message>
    <message numerus="yes">
        <source>%n due now</source>
        <translation>
            <numerusform>%n due now</numerusform>
            <numerusform>%n due now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>%n in all</numerusform>
            <numerusform>%n in all</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the drill…</source>
        <translation>Working out the drill…</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Choose a player.</translation>
    </message>
    <message>
        <source>No drills yet: a drill is a choice in one of your finished Roller matches that gave away much, or a close call. Play a few matches and come back.</source>
        <translation>No drills yet: a drill is a choice in one of your finished Roller matches that gave away much, or a close call. Play a few matches and come back.</translation>
    </message>
    <message>
        <source>No drills are due: the next one is due {when}. Drill ahead [A] to go through them anyway.</source>
        <translation>No drills are due: the next one is due {when}. Drill ahead [A] to go through them anyway.</translation>
    </message>
    <message>
        <source>you lead by {points}</source>
        <translation>you lead by {points}</translation>
    </message>
    <message>
        <source>you trail by {points}</source>
        <translation>you trail by {points}</translation>
    </message>
    <message>
        <source>you are level</source>
        <translation>you are level</translation>
    </message>
    <message>
        <source>{lead} (against the best of the others)</source>
        <translation>{lead} (against the best of the others)</translation>
    </message>
    <message>
        <source>{name}, round {round} of {rounds}, {lead}.</source>
        <translation>{name}, round {round} of {rounds}, {lead}.</translation>
    </message>
    <message numerus="yes">
        <source>%n points in the turn before this throw</source>
        <translation>
            <numerusform>%n points in the turn before this throw</numerusform>
            <numerusform>%n points in the turn before this throw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice thrown:</source>
        <translation>
            <numerusform>%n die thrown:</numerusform>
            <numerusform>%n dice thrown:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the forced ROLLER %n more scoring dice must be kept before banking.</source>
        <translation>
            <numerusform>After the forced ROLLER %n more scoring die must be kept before banking.</numerusform>
            <numerusform>After the forced ROLLER %n more scoring dice must be kept before banking.</numerusform>
        </translation>
    </message>
    <message>
        <source>Which dice do you keep (1–6 or click), and then: bank [B] or throw on [T]?</source>
        <translation>Which dice do you keep (1–6 or click), and then: bank [B] or throw on [T]?</translation>
    </message>
    <message>
        <source>Choose the dice to keep first (1–6 or click them).</source>
        <translation>Choose the dice to keep first (1–6 or click them).</translation>
    </message>
    <message>
        <source>These dice do not score together: choose again.</source>
        <translation>These dice do not score together: choose again.</translation>
    </message>
    <message>
        <source>After a forced ROLLER you may not bank yet: throw on [T].</source>
        <translation>After a forced ROLLER you may not bank yet: throw on [T].</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 percentage points</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>keep {dice}, bank</source>
        <translation>keep {dice}, bank</translation>
    </message>
    <message>
        <source>keep {dice}, throw on</source>
        <translation>keep {dice}, throw on</translation>
    </message>
    <message>
        <source>Right: {choice} is the best choice.</source>
        <translation>Right: {choice} is the best choice.</translation>
    </message>
    <message>
        <source>Close: {choice} gives away only {given}; best is {best}.</source>
        <translation>Close: {choice} gives away only {given}; best is {best}.</translation>
    </message>
    <message>
        <source>Wrong: {choice} gives away {given}; best is {best}.</source>
        <translation>Wrong: {choice} gives away {given}; best is {best}.</translation>
    </message>
    <message>
        <source>In the match: {choice}, which gave away {given}.</source>
        <translation>In the match: {choice}, which gave away {given}.</translation>
    </message>
    <message>
        <source>Win chance</source>
        <translation>Win chance</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Expected points of the turn</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choice</translation>
    </message>
    <message>
        <source>Gives away</source>
        <translation>Gives away</translation>
    </message>
    <message>
        <source>your answer</source>
        <translation>your answer</translation>
    </message>
    <message>
        <source>in the match</source>
        <translation>in the match</translation>
    </message>
</context>
<context>
    <name>Faces</name>
    <message>
        <source>1s</source>
        <translation>1s</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>2s</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3s</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4s</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5s</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6s</translation>
    </message>
</context>
<context>
    <name>Faces (the)</name>
    <message>
        <source>1s</source>
        <translation>1s</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>2s</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3s</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4s</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5s</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6s</translation>
    </message>
</context>
<context>
    <name>FacesPanel</name>
    <message>
        <source>Real dice, faces:</source>
        <translation>Real dice, faces:</translation>
    </message>
    <message>
        <source>Faces of the real dice</source>
        <translation>Faces of the real dice</translation>
    </message>
    <message>
        <source>Add a {face}</source>
        <translation>Add a {face}</translation>
    </message>
    <message>
        <source>Remove the last face</source>
        <translation>Remove the last face</translation>
    </message>
    <message>
        <source>e.g. {faces}</source>
        <translation>e.g. {faces}</translation>
    </message>
    <message>
        <source>Enter throw [Enter]</source>
        <translation>Enter throw [Enter]</translation>
    </message>
    <message>
        <source>Enter the throw</source>
        <translation>Enter the throw</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Choose scoring dice to keep (keys 1-6 or click), then throw.</source>
        <translation>Choose scoring dice to keep (keys 1-6 or click), then throw.</translation>
    </message>
    <message>
        <source>Keep scoring dice from this throw first (K).</source>
        <translation>Keep scoring dice from this throw first (K).</translation>
    </message>
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Type exactly %n face.</numerusform>
            <numerusform>Type exactly %n faces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the dice to keep first (keys 1-6 or click).</source>
        <translation>Choose the dice to keep first (keys 1-6 or click).</translation>
    </message>
    <message>
        <source>A computer&apos;s move cannot be taken back: only your own selection or bank before the next throw.</source>
        <translation>A computer&apos;s move cannot be taken back: only your own selection or bank before the next throw.</translation>
    </message>
    <message>
        <source>With virtual dice a throw cannot be taken back: only a selection or a bank before the next throw.</source>
        <translation>With virtual dice a throw cannot be taken back: only a selection or a bank before the next throw.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <source>The hint is shown, but the league&apos;s server does not answer: the hint is saved with the match as soon as it answers again.</source>
        <translation>The hint is shown, but the league&apos;s server does not answer: the hint is saved with the match as soon as it answers again.</translation>
    </message>
    <message>
        <source>A hint asked for while the server was away was not saved: {error}</source>
        <translation>A hint asked for while the server was away was not saved: {error}</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Not saved: {error}</translation>
    </message>
    <message>
        <source>RT! {name}</source>
        <translation>RT! {name}</translation>
    </message>
    <message>
        <source>RT! {name}: no scoring dice</source>
        <translation>RT (Råtjock)! {name}: nothing scored on the first throw</translation>
    </message>
    <message>
        <source>Tjock! {name}</source>
        <translation>Tjock! {name}</translation>
    </message>
    <message>
        <source>Tjock! {name} loses {points} points</source>
        <translation>Tjock (bust)! {name} loses {points} points</translation>
    </message>
    <message>
        <source>{name} banks {points}</source>
        <translation>{name} banks {points}</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>The match is over</translation>
    </message>
    <message>
        <source>{name} is through! Place {place}</source>
        <translation>{name} is through! Place {place}</translation>
    </message>
    <message>
        <source>No hit: throw again (kids&apos; mode)</source>
        <translation>No hit: throw again (kids&apos; mode)</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>The race is over</translation>
    </message>
    <message numerus="yes">
        <source>ROLLER! Forced throw: keep %n more scoring dice</source>
        <translation>
            <numerusform>ROLLER (all six kept)! Forced throw: keep %n more scoring die</numerusform>
            <numerusform>ROLLER (all six kept)! Forced throw: keep %n more scoring dice</numerusform>
        </translation>
    </message>
    <message>
        <source>This match moved on at another table; it is shown here as it is now.</source>
        <translation>This match moved on at another table; it is shown here as it is now.</translation>
    </message>
    <message>
        <source>{name} has all the {faces}: extra throw!</source>
        <translation>{name} has all the {faces}: extra throw!</translation>
    </message>
    <message>
        <source>{name} has all the {faces}</source>
        <translation>{name} has all the {faces}</translation>
    </message>
    <message>
        <source>No hit: the extra throw again (kids&apos; mode)</source>
        <translation>No hit: the extra throw again (kids&apos; mode)</translation>
    </message>
    <message>
        <source>ROLLER! Bank, or throw all six again</source>
        <translation>ROLLER (all six dice kept)! Bank, or throw all six again</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Player to play</source>
        <translation>Player to play</translation>
    </message>
    <message>
        <source>Forced throw</source>
        <translation>Forced throw</translation>
    </message>
    <message>
        <source>Championship table</source>
        <translation>Championship table</translation>
    </message>
    <message>
        <source>Dice on the table</source>
        <translation>Dice on the table</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Select die {n}</source>
        <translation>Select die {n}</translation>
    </message>
    <message>
        <source>Back to the start screen</source>
        <translation>Back to the start screen</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>Print the protocol</source>
        <translation>Print the protocol</translation>
    </message>
    <message>
        <source>League</source>
        <translation>League</translation>
    </message>
    <message>
        <source>Back to start</source>
        <translation>Back to start</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Shortcut: {key}</translation>
    </message>
    <message>
        <source>There is no die {n} on the table.</source>
        <translation>There is no die {n} on the table.</translation>
    </message>
    <message>
        <source>Back to the championship</source>
        <translation>Back to the championship</translation>
    </message>
    <message>
        <source>{championship}: the final</source>
        <translation>{championship}: the final</translation>
    </message>
    <message>
        <source>{championship}: deciding round {number} of the final</source>
        <translation>{championship}: deciding round {number} of the final</translation>
    </message>
    <message>
        <source>{championship}: qualifying round {round}, table {table}</source>
        <translation>{championship}: qualifying round {round}, table {table}</translation>
    </message>
    <message>
        <source>the same dice at every table only with the program&apos;s dice</source>
        <translation>the same dice at every table only with the program&apos;s dice</translation>
    </message>
    <message>
        <source>the same dice at every table of the round</source>
        <translation>the same dice at every table of the round</translation>
    </message>
    <message>
        <source>{table} · {dice}</source>
        <translation>{table} · {dice}</translation>
    </message>
    <message numerus="yes">
        <source>%n key waits for the computer&apos;s turn to end</source>
        <translation>
            <numerusform>%n key waits for the computer&apos;s turn to end</numerusform>
            <numerusform>%n keys wait for the computer&apos;s turn to end</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandicapBox</name>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Give the weaker player a lead</source>
        <translation>Give the weaker player a lead</translation>
    </message>
    <message>
        <source>Who starts with the lead</source>
        <translation>Who starts with the lead</translation>
    </message>
    <message>
        <source>Lead in points</source>
        <translation>Lead in points</translation>
    </message>
    <message>
        <source>Lead for</source>
        <translation>Lead for</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Reading their past play… %p %</source>
        <translation>Reading their past play… %p %</translation>
    </message>
    <message>
        <source>The proposed handicap</source>
        <translation>The proposed handicap</translation>
    </message>
    <message>
        <source>The chance with this handicap</source>
        <translation>The chance with this handicap</translation>
    </message>
    <message numerus="yes">
        <source>No win table for %n rounds yet: set the lead by hand.</source>
        <translation>
            <numerusform>No win table for %n round yet: set the lead by hand.</numerusform>
            <numerusform>No win table for %n rounds yet: set the lead by hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Working out the even lead…</source>
        <translation>Working out the even lead…</translation>
    </message>
    <message>
        <source>No lead could be worked out for this table.</source>
        <translation>No lead could be worked out for this table.</translation>
    </message>
    <message>
        <source>Proposed: no lead; the match is even ({chance}).</source>
        <translation>Proposed: no lead; the match is even ({chance}).</translation>
    </message>
    <message>
        <source>Proposed: {name} starts with {points} points: {chance} to win ({without} without).</source>
        <translation>Proposed: {name} starts with {points} points: {chance} to win ({without} without).</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n analysed matches</source>
        <translation>
            <numerusform>{name}: %n analysed match</numerusform>
            <numerusform>{name}: %n analysed matches</numerusform>
        </translation>
    </message>
    <message>
        <source>Too few analysed matches ({who}; {least} needed): from the win table alone, which evens out who starts.</source>
        <translation>Too few analysed matches ({who}; {least} needed): from the win table alone, which evens out who starts.</translation>
    </message>
    <message>
        <source>From the win table and their past play: {a} gave away {ga} a match, {b} {gb}.</source>
        <translation>From the win table and their past play: {a} gave away {ga} a match, {b} {gb}.</translation>
    </message>
    <message>
        <source>A handicap is a multiple of 50 points, none below zero.</source>
        <translation>A handicap is a multiple of 50 points, none below zero.</translation>
    </message>
    <message>
        <source>With this lead {name} wins {chance} of such matches.</source>
        <translation>With this lead {name} wins {chance} of such matches.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Keep, then play on well: expected points of the turn</source>
        <translation>Keep, then play on well: expected points of the turn</translation>
    </message>
    <message>
        <source>Expected points of the turn</source>
        <translation>Expected points of the turn</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Bank now</translation>
    </message>
    <message>
        <source>Throw on</source>
        <translation>Throw on</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>to win</source>
        <translation>to win</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>keep {dice}</translation>
    </message>
    <message>
        <source>bank now</source>
        <translation>bank now</translation>
    </message>
    <message>
        <source>throw on</source>
        <translation>throw on</translation>
    </message>
    <message>
        <source>For the win (≈): {choice}, not the most points.</source>
        <translation>For the win (≈): {choice}, not the most points.</translation>
    </message>
    <message>
        <source>For the win: {choice}, not the most points.</source>
        <translation>For the win: {choice}, not the most points.</translation>
    </message>
    <message numerus="yes">
        <source>%n more choices</source>
        <translation>
            <numerusform>%n more choice</numerusform>
            <numerusform>%n more choices</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Hint: thinking…</translation>
    </message>
</context>
<context>
    <name>LateArrivalDialog</name>
    <message>
        <source>Late arrival</source>
        <translation>Late arrival</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Home town</source>
        <translation>Home town</translation>
    </message>
    <message>
        <source>&amp;Home town:</source>
        <translation>&amp;Home town:</translation>
    </message>
    <message>
        <source>Register and draw again</source>
        <translation>Register and draw again</translation>
    </message>
    <message>
        <source>%1 plays from qualifying round %2.</source>
        <translation>%1 plays from qualifying round %2.</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>The league&apos;s database server at %1 cannot be reached. Check that it is running and that this laptop is on its network (at a championship: that the director&apos;s laptop is on and awake), then start the program again. Nothing was changed.</source>
        <translation>The league&apos;s database server at %1 cannot be reached. Check that it is running and that this laptop is on its network (at a championship: that the director&apos;s laptop is on and awake), then start the program again. Nothing was changed.</translation>
    </message>
</context>
<context>
    <name>League</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>Finished matches of two or more players</source>
        <translation>Finished matches of two or more players</translation>
    </message>
    <message>
        <source>Won (highest total, ties included) below the WW limit</source>
        <translation>Won (highest total, ties included) below the WW limit</translation>
    </message>
    <message>
        <source>Won with a total at or above the WW limit</source>
        <translation>WW: won with a total at or above the WW limit (the dream limit)</translation>
    </message>
    <message>
        <source>Lowest total of the match</source>
        <translation>Sur mun (sour face): the lowest total of the match</translation>
    </message>
    <message>
        <source>Most rounds gone tjock in the match (●)</source>
        <translation>Plump (blot, ●): the most rounds gone tjock (bust) in the match</translation>
    </message>
    <message>
        <source>Tjock rounds</source>
        <translation>Tjock rounds</translation>
    </message>
    <message>
        <source>Rounds gone tjock, RT included</source>
        <translation>Rounds gone tjock (bust), RT included</translation>
    </message>
    <message>
        <source>Råtjock: nothing on the first throw</source>
        <translation>Råtjock: nothing on the first throw</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Average total per match</source>
        <translation>Average total per match</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Best total of a match</source>
        <translation>Best total of a match</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Matches won (W and WW) per match played</source>
        <translation>Matches won (W and WW) per match played</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s matches (start 1500)</source>
        <translation>Elo rating over the period&apos;s matches (start 1500)</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Races</translation>
    </message>
    <message>
        <source>Finished races of two or more players</source>
        <translation>Finished races of two or more players</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>First through the sixes</source>
        <translation>First through the sixes</translation>
    </message>
    <message>
        <source>Races won per race</source>
        <translation>Races won per race</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Average place</translation>
    </message>
    <message>
        <source>Over the races with a place</source>
        <translation>Over the races with a place</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Average turns</translation>
    </message>
    <message>
        <source>Turns per race</source>
        <translation>Turns per race</translation>
    </message>
    <message>
        <source>Elo rating over the period&apos;s races (start 1500)</source>
        <translation>Elo rating over the period&apos;s races (start 1500)</translation>
    </message>
    <message>
        <source>Turns where all six dice were kept; 12/40: over the 40 matches played with dice (paper protocols have no throws: not recorded)</source>
        <translation>Turns where all six dice were kept; 12/40: over the 40 matches played with dice (paper protocols have no throws: not recorded)</translation>
    </message>
</context>
<context>
    <name>LeagueFileMenu</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Back up now</source>
        <translation>Back up now</translation>
    </message>
    <message>
        <source>Restore from backup…</source>
        <translation>Restore from backup…</translation>
    </message>
    <message>
        <source>Export league…</source>
        <translation>Export league…</translation>
    </message>
    <message>
        <source>Import league…</source>
        <translation>Import league…</translation>
    </message>
    <message>
        <source>Enter a paper protocol…</source>
        <translation>Enter a paper protocol…</translation>
    </message>
    <message>
        <source>Export league</source>
        <translation>Export league</translation>
    </message>
    <message>
        <source>League files (*.json)</source>
        <translation>League files (*.json)</translation>
    </message>
    <message>
        <source>Import league</source>
        <translation>Import league</translation>
    </message>
    <message>
        <source>League files (*.json);;All files (*)</source>
        <translation>League files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Backing up the league…</source>
        <translation>Backing up the league…</translation>
    </message>
    <message>
        <source>No backup was made: {error}</source>
        <translation>No backup was made: {error}</translation>
    </message>
    <message>
        <source>Backup made:
{path}</source>
        <translation>Backup made:
{path}</translation>
    </message>
    <message>
        <source>There is no backup yet in
{folder}</source>
        <translation>There is no backup yet in
{folder}</translation>
    </message>
    <message>
        <source>Restoring the backup…</source>
        <translation>Restoring the backup…</translation>
    </message>
    <message>
        <source>The backup was not restored: {error}</source>
        <translation>The backup was not restored: {error}</translation>
    </message>
    <message>
        <source>The backup is restored. The league as it was is kept in
{path}</source>
        <translation>The backup is restored. The league as it was is kept in
{path}</translation>
    </message>
    <message>
        <source>Replace the league by the backup of {when}?</source>
        <translation>Replace the league by the backup of {when}?</translation>
    </message>
    <message>
        <source>Comparing the backup with the league…</source>
        <translation>Comparing the backup with the league…</translation>
    </message>
    <message numerus="yes">
        <source>The league has %Ln finished matches that this backup does not have</source>
        <translation>
            <numerusform>The league has %Ln finished match that this backup does not have</numerusform>
            <numerusform>The league has %Ln finished matches that this backup does not have</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches in play are not in this backup either.</source>
        <translation>
            <numerusform>%n match in play is not in this backup either.</numerusform>
            <numerusform>%n matches in play are not in this backup either.</numerusform>
        </translation>
    </message>
    <message>
        <source>The restore sets them aside, with every other change made since the backup was taken: the league as it is now is backed up first (the backup marked &quot;before a restore&quot; in the list), and restoring that backup brings them back.</source>
        <translation>The restore sets them aside, with every other change made since the backup was taken: the league as it is now is backed up first (the backup marked &quot;before a restore&quot; in the list), and restoring that backup brings them back.</translation>
    </message>
    <message>
        <source>The backup has every match the league has now. Changes made since it was taken are set aside: the league as it is now is backed up first, so nothing is lost.</source>
        <translation>The backup has every match the league has now. Changes made since it was taken are set aside: the league as it is now is backed up first, so nothing is lost.</translation>
    </message>
    <message>
        <source>The league as it is now is backed up first, so nothing is lost.</source>
        <translation>The league as it is now is backed up first, so nothing is lost.</translation>
    </message>
    <message numerus="yes">
        <source>Copies taken before a restore are kept two years: the newest %n of them, and an older one as long as it holds a match the league does not have.</source>
        <translation>
            <numerusform>Copies taken before a restore are kept two years: the newest (%n), and an older one as long as it holds a match the league does not have.</numerusform>
            <numerusform>Copies taken before a restore are kept two years: the newest %n of them, and an older one as long as it holds a match the league does not have.</numerusform>
        </translation>
    </message>
    <message>
        <source>This backup has not been checked yet: it is checked whole first, which takes a while for a large league.</source>
        <translation>This backup has not been checked yet: it is checked whole first, which takes a while for a large league.</translation>
    </message>
    <message>
        <source>The league was not exported: {error}</source>
        <translation>The league was not exported: {error}</translation>
    </message>
    <message>
        <source>Importing the league…</source>
        <translation>Importing the league…</translation>
    </message>
    <message>
        <source>the final</source>
        <translation>the final</translation>
    </message>
    <message>
        <source>round {round}, table {table}</source>
        <translation>round {round}, table {table}</translation>
    </message>
    <message>
        <source>Championship {name} added.</source>
        <translation>Championship {name} added.</translation>
    </message>
    <message>
        <source>Championship {name} brought up to date: its players and draw as its director&apos;s laptop has them.</source>
        <translation>Championship {name} brought up to date: its players and draw as its director&apos;s laptop has them.</translation>
    </message>
    <message>
        <source>{name}: the match of {where} linked to its table.</source>
        <translation>{name}: the match of {where} linked to its table.</translation>
    </message>
    <message>
        <source>Championship {name} of the file was not added: this league has another championship of that name, not made on the director&apos;s laptop. Its matches came in without their tables.</source>
        <translation>Championship {name} of the file was not added: this league has another championship of that name, not made on the director&apos;s laptop. Its matches came in without their tables.</translation>
    </message>
    <message>
        <source>Championship {name} was not taken from the file: two of its players are one player here.</source>
        <translation>Championship {name} was not taken from the file: two of its players are one player here.</translation>
    </message>
    <message>
        <source>{name}: the match of {where} was not linked to its table here: {reason} It was imported without its table.</source>
        <translation>{name}: the match of {where} was not linked to its table here: {reason} It was imported without its table.</translation>
    </message>
    <message>
        <source>this league&apos;s draw seats {seats} at that table.</source>
        <translation>this league&apos;s draw seats {seats} at that table.</translation>
    </message>
    <message>
        <source>this league&apos;s draw has no such table.</source>
        <translation>this league&apos;s draw has no such table.</translation>
    </message>
    <message>
        <source>the table has its finished match here already (void that one to enter another).</source>
        <translation>the table has its finished match here already (void that one to enter another).</translation>
    </message>
    <message>
        <source>the match belongs to another table here.</source>
        <translation>the match belongs to another table here.</translation>
    </message>
    <message>
        <source>a championship&apos;s matches are Roller matches.</source>
        <translation>a championship&apos;s matches are Roller matches.</translation>
    </message>
    <message numerus="yes">
        <source>%n matches voided.</source>
        <translation>
            <numerusform>%n match voided.</numerusform>
            <numerusform>%n matches voided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches restored.</source>
        <translation>
            <numerusform>%n match restored.</numerusform>
            <numerusform>%n matches restored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches given a new date, time or place.</source>
        <translation>
            <numerusform>%n match given a new date, time or place.</numerusform>
            <numerusform>%n matches given a new date, time or place.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} renamed {other}.</source>
        <translation>{name} renamed {other}.</translation>
    </message>
    <message>
        <source>{name} archived.</source>
        <translation>{name} archived.</translation>
    </message>
    <message>
        <source>{name} back from the archive.</source>
        <translation>{name} back from the archive.</translation>
    </message>
    <message>
        <source>{name} merged into {other}.</source>
        <translation>{name} merged into {other}.</translation>
    </message>
    <message>
        <source>{name} split from {other} again.</source>
        <translation>{name} split from {other} again.</translation>
    </message>
    <message>
        <source>{name} was not merged into {other} here: the two sat at the same table.</source>
        <translation>{name} was not merged into {other} here: the two sat at the same table.</translation>
    </message>
    <message>
        <source>{name} was not merged into {other} here: {other} was merged into another player.</source>
        <translation>{name} was not merged into {other} here: {other} was merged into another player.</translation>
    </message>
    <message>
        <source>{name} was not split from {other} here: {other} was merged into another player since.</source>
        <translation>{name} was not split from {other} here: {other} was merged into another player since.</translation>
    </message>
    <message>
        <source>{name} was not split from {other} here: some of those matches are no longer {other}&apos;s.</source>
        <translation>{name} was not split from {other} here: some of those matches are no longer {other}&apos;s.</translation>
    </message>
    <message>
        <source>{name} was not renamed {other} here: another player has that name.</source>
        <translation>{name} was not renamed {other} here: another player has that name.</translation>
    </message>
    <message>
        <source>A match was not voided here: it is not finished here.</source>
        <translation>A match was not voided here: it is not finished here.</translation>
    </message>
    <message>
        <source>Nothing was imported: {error}</source>
        <translation>Nothing was imported: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n matches to
{path}</source>
        <translation>
            <numerusform>Exported %n match to
{path}</numerusform>
            <numerusform>Exported %n matches to
{path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Import this file on the other computer with File → Import league…</source>
        <translation>Import this file on the other computer with File → Import league…</translation>
    </message>
    <message numerus="yes">
        <source>%n new players</source>
        <translation>
            <numerusform>%n new player</numerusform>
            <numerusform>%n new players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new matches</source>
        <translation>
            <numerusform>%n new match</numerusform>
            <numerusform>%n new matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches played on</source>
        <translation>
            <numerusform>%n match played on</numerusform>
            <numerusform>%n matches played on</numerusform>
        </translation>
    </message>
    <message>
        <source>made by hand</source>
        <translation>made by hand</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>before a restore</translation>
    </message>
    <message>
        <source>before an update of the program</source>
        <translation>before an update of the program</translation>
    </message>
    <message>
        <source>Exporting the league…</source>
        <translation>Exporting the league…</translation>
    </message>
    <message>
        <source>Import protocols…</source>
        <translation>Import protocols…</translation>
    </message>
    <message>
        <source>Export protocols…</source>
        <translation>Export protocols…</translation>
    </message>
    <message>
        <source>Print a blank protocol…</source>
        <translation>Print a blank protocol…</translation>
    </message>
    <message>
        <source>Protocols as CSV (*.csv);;All files (*)</source>
        <translation>Protocols as CSV (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Export protocols</source>
        <translation>Export protocols</translation>
    </message>
    <message>
        <source>Import protocols</source>
        <translation>Import protocols</translation>
    </message>
    <message>
        <source>Print a blank protocol</source>
        <translation>Print a blank protocol</translation>
    </message>
    <message>
        <source>The players in seating order (clockwise), separated by commas:</source>
        <translation>The players in seating order (clockwise), separated by commas:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rounds:</translation>
    </message>
    <message>
        <source>Importing the protocols…</source>
        <translation>Importing the protocols…</translation>
    </message>
    <message numerus="yes">
        <source>%n matches corrected</source>
        <translation>
            <numerusform>%n match corrected</numerusform>
            <numerusform>%n matches corrected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n matches were already here.</source>
        <translation>
            <numerusform>%n match was already here.</numerusform>
            <numerusform>%n matches were already here.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file brought nothing new.</source>
        <translation>The file brought nothing new.</translation>
    </message>
    <message>
        <source>Imported: {what}.</source>
        <translation>Imported: {what}.</translation>
    </message>
    <message>
        <source>Exporting the protocols…</source>
        <translation>Exporting the protocols…</translation>
    </message>
    <message>
        <source>{file} of the file is called {here} here.</source>
        <translation>{file} of the file is called {here} here.</translation>
    </message>
    <message>
        <source>Checking the protocols…</source>
        <translation>Checking the protocols…</translation>
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
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P]</source>
        <translation>Print… [Ctrl+P]</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Save as PDF…</translation>
    </message>
    <message>
        <source>&amp;Default order</source>
        <translation>&amp;Default order</translation>
    </message>
    <message>
        <source>S&amp;tandings for</source>
        <translation>S&amp;tandings for</translation>
    </message>
    <message>
        <source>What the rating means</source>
        <translation>What the rating means</translation>
    </message>
    <message>
        <source>Season {year}</source>
        <translation>Season {year}</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>All time</translation>
    </message>
    <message>
        <source>Chosen range</source>
        <translation>Chosen range</translation>
    </message>
    <message>
        <source>Championship {name}</source>
        <translation>Championship {name}</translation>
    </message>
    <message>
        <source>The league could not be read: {error}</source>
        <translation>The league could not be read: {error}</translation>
    </message>
    <message>
        <source>Only the matches of {name}, its qualifying rounds and its final, whether they count in the league&apos;s season or not.</source>
        <translation>Only the matches of {name}, its qualifying rounds and its final, whether they count in the league&apos;s season or not.</translation>
    </message>
    <message>
        <source>Matches against computers count here (Settings); the computers&apos; rows are marked as practice.</source>
        <translation>Matches against computers count here (Settings); the computers&apos; rows are marked as practice.</translation>
    </message>
    <message>
        <source>Reading the league…</source>
        <translation>Reading the league…</translation>
    </message>
    <message>
        <source>No finished matches of two or more players in this period.</source>
        <translation>No finished matches of two or more players in this period.</translation>
    </message>
    <message>
        <source>Export the league table</source>
        <translation>Export the league table</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>The league table is in
{path}</source>
        <translation>The league table is in
{path}</translation>
    </message>
    <message>
        <source>Save the league table as PDF</source>
        <translation>Save the league table as PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>New Roller match</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>New 105 race</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Start screen</translation>
    </message>
    <message>
        <source>Real dice for this match</source>
        <translation>Real dice for this match</translation>
    </message>
    <message>
        <source>C&amp;oach mode</source>
        <translation>C&amp;oach mode</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <source>Print the protocol…</source>
        <translation>Print the protocol…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>&amp;Championship…</source>
        <translation>&amp;Championship…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Cha&amp;mpionship</source>
        <translation>Cha&amp;mpionship</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Larger text</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Smaller text</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Odds…</source>
        <translation>Odds…</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Abandon the match?</translation>
    </message>
    <message>
        <source>Play a championship table</source>
        <translation>Play a championship table</translation>
    </message>
    <message>
        <source>The final: %1.
How does the table throw?</source>
        <translation>The final: %1.
How does the table throw?</translation>
    </message>
    <message>
        <source>Deciding round %1 of the final, one rond each: %2.
How does the table throw?</source>
        <translation>Deciding round %1 of the final, one rond each: %2.
How does the table throw?</translation>
    </message>
    <message>
        <source>Qualifying round %1, table %2: %3.
How does the table throw?</source>
        <translation>Qualifying round %1, table %2: %3.
How does the table throw?</translation>
    </message>
    <message>
        <source>The program&apos;s dice</source>
        <translation>The program&apos;s dice</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Real dice</translation>
    </message>
    <message>
        <source>Protocol only</source>
        <translation>Protocol only</translation>
    </message>
    <message>
        <source>The final has a match in play. Resume it on this laptop?</source>
        <translation>The final has a match in play. Resume it on this laptop?</translation>
    </message>
    <message>
        <source>Table %1 of qualifying round %2 has a match in play. Resume it on this laptop?</source>
        <translation>Table %1 of qualifying round %2 has a match in play. Resume it on this laptop?</translation>
    </message>
    <message>
        <source>The match cannot be opened</source>
        <translation>The match cannot be opened</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} starts</translation>
    </message>
    <message>
        <source>A match cannot be resumed</source>
        <translation>A match cannot be resumed</translation>
    </message>
    <message>
        <source>During a Roller match</source>
        <translation>During a Roller match</translation>
    </message>
    <message>
        <source>How to play…</source>
        <translation>How to play…</translation>
    </message>
    <message>
        <source>The match of {names}, started {date}, is damaged: its stored throws no longer follow the rules, so it cannot be played on ({problem}).</source>
        <translation>The match of {names}, started {date}, is damaged: its stored throws no longer follow the rules, so it cannot be played on ({problem}).</translation>
    </message>
    <message>
        <source>Set it aside: it leaves the list and counts in no league table; its throws stay in the league file, marked as damaged. Or restore a backup of the league from before the damage (the league as it is now is backed up first).</source>
        <translation>Set it aside: it leaves the list and counts in no league table; its throws stay in the league file, marked as damaged. Or restore a backup of the league from before the damage (the league as it is now is backed up first).</translation>
    </message>
    <message>
        <source>Set it aside</source>
        <translation>Set it aside</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Restore a backup…</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Abandon this match?

{match}

It leaves the list of unfinished matches and does not count in the league. Its throws stay in the league file.</source>
        <translation>Abandon this match?

{match}

It leaves the list of unfinished matches and does not count in the league. Its throws stay in the league file.</translation>
    </message>
    <message>
        <source>event {number}: {problem}</source>
        <translation>event {number}: {problem}</translation>
    </message>
</context>
<context>
    <name>MatchHistory</name>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>set aside as damaged</source>
        <translation>set aside as damaged</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
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
        <translation>Both games</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Championship</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Player</translation>
    </message>
    <message>
        <source>&amp;Season</source>
        <translation>&amp;Season</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Ga&amp;me</translation>
    </message>
    <message>
        <source>C&amp;hampionship</source>
        <translation>C&amp;hampionship</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Void…</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Date and place…</source>
        <translation>Date and place…</translation>
    </message>
    <message>
        <source>Everybody</source>
        <translation>Everybody</translation>
    </message>
    <message>
        <source>All seasons</source>
        <translation>All seasons</translation>
    </message>
    <message>
        <source>Every match</source>
        <translation>Every match</translation>
    </message>
    <message numerus="yes">
        <source>%n matches</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a void match is restored.</source>
        <translation>Only a void match is restored.</translation>
    </message>
    <message>
        <source>Choose a finished match to void.</source>
        <translation>Choose a finished match to void.</translation>
    </message>
    <message>
        <source>Choose a match to mend its date and place.</source>
        <translation>Choose a match to mend its date and place.</translation>
    </message>
    <message>
        <source>Choose a void match to restore.</source>
        <translation>Choose a void match to restore.</translation>
    </message>
    <message>
        <source>Restoring the match…</source>
        <translation>Restoring the match…</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>&amp;Correct… [Ctrl+K]</source>
        <translation>&amp;Correct… [Ctrl+K]</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Correct…</translation>
    </message>
    <message>
        <source>Choose a match entered by hand in the list first.</source>
        <translation>Choose a match entered by hand in the list first.</translation>
    </message>
    <message>
        <source>Retype a cell of this match&apos;s protocol</source>
        <translation>Retype a cell of this match&apos;s protocol</translation>
    </message>
    <message>
        <source>Corrected:</source>
        <translation>Corrected:</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
</context>
<context>
    <name>MendDialog</name>
    <message>
        <source>Date and place</source>
        <translation>Date and place</translation>
    </message>
    <message>
        <source>When and where the match of {players} was played:</source>
        <translation>When and where the match of {players} was played:</translation>
    </message>
    <message>
        <source>&amp;Finished:</source>
        <translation>&amp;Finished:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD HH:MM</source>
        <translation>YYYY-MM-DD HH:MM</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Place:</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>{when}: {old} → {new}</source>
        <translation>{when}: {old} → {new}</translation>
    </message>
    <message>
        <source>Mended before:</source>
        <translation>Mended before:</translation>
    </message>
    <message>
        <source>Mend</source>
        <translation>Mend</translation>
    </message>
    <message>
        <source>Mending the match…</source>
        <translation>Mending the match…</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge players</source>
        <translation>Merge players</translation>
    </message>
    <message>
        <source>Are {one} and {other} one person?</source>
        <translation>Are {one} and {other} one person?</translation>
    </message>
    <message>
        <source>Keep the name {name}</source>
        <translation>Keep the name {name}</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Merge</translation>
    </message>
    <message numerus="yes">
        <source>%n matches of {source} become {into}&apos;s, with every figure: the league, the ratings and head-to-head. {source} is kept as “also known as” {into}. Split… undoes it.</source>
        <translation>
            <numerusform>%n match of {source} becomes {into}&apos;s, with every figure: the league, the ratings and head-to-head. {source} is kept as “also known as” {into}. Split… undoes it.</numerusform>
            <numerusform>%n matches of {source} become {into}&apos;s, with every figure: the league, the ratings and head-to-head. {source} is kept as “also known as” {into}. Split… undoes it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Keep at least one scoring die.</source>
        <translation>Keep at least one scoring die.</translation>
    </message>
    <message>
        <source>Roller is played with six dice; no more than six can be kept.</source>
        <translation>Roller is played with six dice; no more than six can be kept.</translation>
    </message>
    <message>
        <source>The throw has no more dice showing {faces} to keep.</source>
        <translation>The throw has no more dice showing {faces} to keep.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before throwing again.</source>
        <translation>Keep at least one scoring die from this throw before throwing again.</translation>
    </message>
    <message>
        <source>Keep at least one scoring die from this throw before banking.</source>
        <translation>Keep at least one scoring die from this throw before banking.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to keep yet.</source>
        <translation>Throw the dice first; there is nothing to keep yet.</translation>
    </message>
    <message>
        <source>Throw the dice first; there is nothing to bank yet.</source>
        <translation>Throw the dice first; there is nothing to bank yet.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <source>The match is over; nothing more can be played.</source>
        <translation>The match is over; nothing more can be played.</translation>
    </message>
    <message>
        <source>The race is over; nothing more can be thrown.</source>
        <translation>The race is over; nothing more can be thrown.</translation>
    </message>
    <message>
        <source>Type the faces the dice show, for example 3 5 1 1 6 2.</source>
        <translation>Type the faces the dice show, for example 3 5 1 1 6 2.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>A player needs a name.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>There is already a player called {name}.</translation>
    </message>
    <message>
        <source>A match has 1 to {most} seats, not {count}.</source>
        <translation>A match has 1 to {most} seats, not {count}.</translation>
    </message>
    <message>
        <source>{name} sits at the table twice.</source>
        <translation>{name} sits at the table twice.</translation>
    </message>
    <message>
        <source>Every seat needs a player&apos;s name.</source>
        <translation>Every seat needs a player&apos;s name.</translation>
    </message>
    <message>
        <source>A seat plays with 1 to {most} dice, not {count}.</source>
        <translation>A seat plays with 1 to {most} dice, not {count}.</translation>
    </message>
    <message>
        <source>A match has 1 to 100 rounds.</source>
        <translation>A match has 1 to 100 rounds.</translation>
    </message>
    <message>
        <source>The WW limit must be a positive multiple of 50 points.</source>
        <translation>The WW limit must be a positive multiple of 50 points.</translation>
    </message>
    <message>
        <source>round {round} of {rounds}</source>
        <translation>round {round} of {rounds}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message numerus="yes">
        <source>Only three {face}s make a Triss: the %n extra dice score nothing. Leave them on the table.</source>
        <translation>
            <numerusform>Only three {face}s make a Triss: the %n extra die scores nothing. Leave it on the table.</numerusform>
            <numerusform>Only three {face}s make a Triss: the %n extra dice score nothing. Leave them on the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice showing {face} score nothing: a {face} counts only in a Triss, a Stege or Alla lika. Leave them on the table.</source>
        <translation>
            <numerusform>%n die showing {face} scores nothing: a {face} counts only in a Triss, a Stege or Alla lika. Leave it on the table.</numerusform>
            <numerusform>%n dice showing {face} score nothing: a {face} counts only in a Triss, a Stege or Alla lika. Leave them on the table.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice score nothing together: keep 1s, 5s, a Triss, a Stege or Alla lika.</source>
        <translation>These dice score nothing together: keep 1s, 5s, a Triss, a Stege or Alla lika.</translation>
    </message>
    <message>
        <source>You have already kept dice from this throw: throw again or bank. To add a die you forgot, undo (U) and keep them all together.</source>
        <translation>You have already kept dice from this throw: throw again or bank. To add a die you forgot, undo (U) and keep them all together.</translation>
    </message>
    <message numerus="yes">
        <source>After a ROLLER by Stege or Alla lika, %n more scoring dice must be kept before banking: throw again.</source>
        <translation>
            <numerusform>After a ROLLER by Stege or Alla lika, %n more scoring die must be kept before banking: throw again.</numerusform>
            <numerusform>After a ROLLER by Stege or Alla lika, %n more scoring dice must be kept before banking: throw again.</numerusform>
        </translation>
    </message>
    <message>
        <source>In 105 the dice are set aside by themselves; there is nothing to keep.</source>
        <translation>In 105 the dice are set aside by themselves; there is nothing to keep.</translation>
    </message>
    <message>
        <source>105 has no banking: every throw counts at once.</source>
        <translation>105 has no banking: every throw counts at once.</translation>
    </message>
    <message>
        <source>Who starts is already decided.</source>
        <translation>Who starts is already decided.</translation>
    </message>
    <message numerus="yes">
        <source>Type the %n faces the dice show, for example {example}.</source>
        <translation>
            <numerusform>Type what the die shows (%n face), for example {example}.</numerusform>
            <numerusform>Type the %n faces the dice show, for example {example}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice are thrown here: type exactly %n faces.</source>
        <translation>
            <numerusform>%n die is thrown here: type exactly one face.</numerusform>
            <numerusform>%n dice are thrown here: type exactly %n faces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You typed %n.</source>
        <translation>
            <numerusform>You typed %n.</numerusform>
            <numerusform>You typed %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{face}” is not a die face: a die shows 1 to 6.</source>
        <translation>“{face}” is not a die face: a die shows 1 to 6.</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Seat at least one player at the table.</translation>
    </message>
    <message>
        <source>A handicap gives each seat a whole number of points.</source>
        <translation>A handicap gives each seat a whole number of points.</translation>
    </message>
    <message>
        <source>A handicap is a multiple of 50 points, none below zero.</source>
        <translation>A handicap is a multiple of 50 points, none below zero.</translation>
    </message>
    <message>
        <source>A handicap leaves at least one seat at 0 points.</source>
        <translation>A handicap leaves at least one seat at 0 points.</translation>
    </message>
    <message>
        <source>A handicap is at most {most} points.</source>
        <translation>A handicap is at most {most} points.</translation>
    </message>
    <message numerus="yes">
        <source>The handicap names %n seats; the match has {seats}.</source>
        <translation>
            <numerusform>The handicap names %n seat; the match has {seats}.</numerusform>
            <numerusform>The handicap names %n seats; the match has {seats}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A stored event cannot be read: it is not one of this game&apos;s.</source>
        <translation>A stored event cannot be read: it is not one of this game&apos;s.</translation>
    </message>
    <message>
        <source>The house rules must be given as named settings.</source>
        <translation>The house rules must be given as named settings.</translation>
    </message>
    <message numerus="yes">
        <source>House rules the program does not know (%n): {names}.</source>
        <translation>
            <numerusform>A house rule the program does not know (%n): {names}.</numerusform>
            <numerusform>House rules the program does not know (%n): {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A house rule that is on or off must be true or false.</source>
        <translation>A house rule that is on or off must be true or false.</translation>
    </message>
    <message>
        <source>Who starts is decided by a throw or chosen by the table.</source>
        <translation>Who starts is decided by a throw or chosen by the table.</translation>
    </message>
    <message numerus="yes">
        <source>The one who starts must sit at the table: the match has %n seats.</source>
        <translation>
            <numerusform>The one who starts must sit at the table: the match has %n seat.</numerusform>
            <numerusform>The one who starts must sit at the table: the match has %n seats.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat needs its number of dice and its kids&apos; mode.</source>
        <translation>Every seat needs its number of dice and its kids&apos; mode.</translation>
    </message>
    <message numerus="yes">
        <source>A name has at most %n characters.</source>
        <translation>
            <numerusform>A name has at most %n character.</numerusform>
            <numerusform>A name has at most %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A name has at most %n characters, counting ß and some other letters as two.</source>
        <translation>
            <numerusform>A name has at most %n character, counting ß and some other letters as two.</numerusform>
            <numerusform>A name has at most %n characters, counting ß and some other letters as two.</numerusform>
        </translation>
    </message>
    <message>
        <source>A name cannot hold invisible or special characters: type it again by hand.</source>
        <translation>A name cannot hold invisible or special characters: type it again by hand.</translation>
    </message>
    <message>
        <source>The league {name} is open in another Roller window or program. Close that one first, then try again.</source>
        <translation>The league {name} is open in another Roller window or program. Close that one first, then try again.</translation>
    </message>
    <message>
        <source>A league on a database server is restored with the server&apos;s own tools.</source>
        <translation>A league on a database server is restored with the server&apos;s own tools.</translation>
    </message>
    <message>
        <source>That is the league itself, not a backup of it.</source>
        <translation>That is the league itself, not a backup of it.</translation>
    </message>
    <message>
        <source>The backup {name} is damaged too ({detail}), so it was not restored; it is set aside and never offered again. Nothing was changed.</source>
        <translation>The backup {name} is damaged too ({detail}), so it was not restored; it is set aside and never offered again. Nothing was changed.</translation>
    </message>
    <message>
        <source>{name} holds no league: there is nothing to restore.</source>
        <translation>{name} holds no league: there is nothing to restore.</translation>
    </message>
    <message>
        <source>This match is finished; its throws never change.</source>
        <translation>This match is finished; its throws never change.</translation>
    </message>
    <message>
        <source>This match was abandoned; it cannot be played on.</source>
        <translation>This match was abandoned; it cannot be played on.</translation>
    </message>
    <message>
        <source>Only a match in progress can be abandoned.</source>
        <translation>Only a match in progress can be abandoned.</translation>
    </message>
    <message>
        <source>The action could not be saved, so it did not happen ({detail}).</source>
        <translation>The action could not be saved, so it did not happen ({detail}).</translation>
    </message>
    <message>
        <source>{name} is also known as {other}: the two were merged into one player.</source>
        <translation>{name} is also known as {other}: the two were merged into one player.</translation>
    </message>
    <message>
        <source>{name} cannot be merged with themselves.</source>
        <translation>{name} cannot be merged with themselves.</translation>
    </message>
    <message>
        <source>{name} was merged into another player already.</source>
        <translation>{name} was merged into another player already.</translation>
    </message>
    <message numerus="yes">
        <source>{one} and {other} sat at the same table in %n matches: they are two people, not one. Nothing was merged.</source>
        <translation>
            <numerusform>{one} and {other} sat at the same table in %n match: they are two people, not one. Nothing was merged.</numerusform>
            <numerusform>{one} and {other} sat at the same table in %n matches: they are two people, not one. Nothing was merged.</numerusform>
        </translation>
    </message>
    <message>
        <source>That merge is not in this league.</source>
        <translation>That merge is not in this league.</translation>
    </message>
    <message>
        <source>{name} was split from {other} already.</source>
        <translation>{name} was split from {other} already.</translation>
    </message>
    <message>
        <source>{name} was merged into another player since: split that merge first.</source>
        <translation>{name} was merged into another player since: split that merge first.</translation>
    </message>
    <message>
        <source>Some matches {name} played are no longer {other}&apos;s: they cannot be split back exactly.</source>
        <translation>Some matches {name} played are no longer {other}&apos;s: they cannot be split back exactly.</translation>
    </message>
    <message>
        <source>There is no such player in this league.</source>
        <translation>There is no such player in this league.</translation>
    </message>
    <message>
        <source>More than one player goes by that name: choose by the id.</source>
        <translation>More than one player goes by that name: choose by the id.</translation>
    </message>
    <message>
        <source>Say why the match is void (a few words).</source>
        <translation>Say why the match is void (a few words).</translation>
    </message>
    <message numerus="yes">
        <source>The reason has at most %n characters.</source>
        <translation>
            <numerusform>The reason has at most %n character.</numerusform>
            <numerusform>The reason has at most %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>The match is void already ({reason}): Restore brings it back into the league.</source>
        <translation>The match is void already ({reason}): Restore brings it back into the league.</translation>
    </message>
    <message>
        <source>Only a finished match can be void; one in progress can be abandoned.</source>
        <translation>Only a finished match can be void; one in progress can be abandoned.</translation>
    </message>
    <message>
        <source>Only a void match can be restored.</source>
        <translation>Only a void match can be restored.</translation>
    </message>
    <message>
        <source>Only a finished match has a date and time to mend.</source>
        <translation>Only a finished match has a date and time to mend.</translation>
    </message>
    <message>
        <source>A void match keeps its date: restore it first, then mend it.</source>
        <translation>A void match keeps its date: restore it first, then mend it.</translation>
    </message>
    <message>
        <source>Nothing to mend: the match is as given.</source>
        <translation>Nothing to mend: the match is as given.</translation>
    </message>
    <message>
        <source>That change was undone already, or is not in this league.</source>
        <translation>That change was undone already, or is not in this league.</translation>
    </message>
    <message>
        <source>{name}, whom this import brought, plays in the championship {championship}: the import cannot be undone. Nothing was changed.</source>
        <translation>{name}, whom this import brought, plays in the championship {championship}: the import cannot be undone. Nothing was changed.</translation>
    </message>
    <message>
        <source>“{value}” is not a date (2022-06-14 or 14.6.2022, a time 19:30 after it if any).</source>
        <translation>“{value}” is not a date (2022-06-14 or 14.6.2022, a time 19:30 after it if any).</translation>
    </message>
    <message>
        <source>a championship&apos;s match names its championship, round and table.</source>
        <translation>a championship&apos;s match names its championship, round and table.</translation>
    </message>
    <message>
        <source>a championship&apos;s matches are Roller matches.</source>
        <translation>a championship&apos;s matches are Roller matches.</translation>
    </message>
    <message>
        <source>the league has no championship called {name}.</source>
        <translation>the league has no championship called {name}.</translation>
    </message>
    <message>
        <source>“{value}” is no qualifying round of the championship (1, 2, … or final).</source>
        <translation>“{value}” is no qualifying round of the championship (1, 2, … or final).</translation>
    </message>
    <message>
        <source>“{value}” is no table (1, 2, …).</source>
        <translation>“{value}” is no table (1, 2, …).</translation>
    </message>
    <message>
        <source>the championship&apos;s final is not seated yet.</source>
        <translation>the championship&apos;s final is not seated yet.</translation>
    </message>
    <message>
        <source>round {round} of the championship&apos;s draw has no table {table}.</source>
        <translation>round {round} of the championship&apos;s draw has no table {table}.</translation>
    </message>
    <message>
        <source>the draw seats {seats} at this table; the match has {names}.</source>
        <translation>the draw seats {seats} at this table; the match has {names}.</translation>
    </message>
    <message>
        <source>this table has its finished match already: void that one first to enter another.</source>
        <translation>this table has its finished match already: void that one first to enter another.</translation>
    </message>
    <message>
        <source>the match belongs to another championship table already.</source>
        <translation>the match belongs to another championship table already.</translation>
    </message>
    <message>
        <source>The final</source>
        <translation>The final</translation>
    </message>
    <message>
        <source>Round {round}, table {table}</source>
        <translation>Round {round}, table {table}</translation>
    </message>
    <message>
        <source>A championship needs a name, written without special characters.</source>
        <translation>A championship needs a name, written without special characters.</translation>
    </message>
    <message numerus="yes">
        <source>A championship&apos;s name has at most %n characters.</source>
        <translation>
            <numerusform>A championship&apos;s name has at most %n character.</numerusform>
            <numerusform>A championship&apos;s name has at most %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>A home town is written without special characters.</source>
        <translation>A home town is written without special characters.</translation>
    </message>
    <message numerus="yes">
        <source>A home town has at most %n characters.</source>
        <translation>
            <numerusform>A home town has at most %n character.</numerusform>
            <numerusform>A home town has at most %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>The championship&apos;s last day is before its first.</source>
        <translation>The championship&apos;s last day is before its first.</translation>
    </message>
    <message>
        <source>The championship&apos;s house rules cannot be played together.</source>
        <translation>The championship&apos;s house rules cannot be played together.</translation>
    </message>
    <message>
        <source>{name} is registered twice.</source>
        <translation>{name} is registered twice.</translation>
    </message>
    <message>
        <source>There is already a championship called {name}.</source>
        <translation>There is already a championship called {name}.</translation>
    </message>
    <message>
        <source>There is no championship called {name}.</source>
        <translation>There is no championship called {name}.</translation>
    </message>
    <message>
        <source>The championship has qualifying rounds 1 to {rounds}; there is no round {round}.</source>
        <translation>The championship has qualifying rounds 1 to {rounds}; there is no round {round}.</translation>
    </message>
    <message>
        <source>{name} is registered in the championship already.</source>
        <translation>{name} is registered in the championship already.</translation>
    </message>
    <message>
        <source>{name} does not play in the championship.</source>
        <translation>{name} does not play in the championship.</translation>
    </message>
    <message>
        <source>{name} came from its director&apos;s laptop: players come and go, and the final is seated, there; the director&apos;s next table&apos;s file brings the new draw here.</source>
        <translation>{name} came from its director&apos;s laptop: players come and go, and the final is seated, there; the director&apos;s next table&apos;s file brings the new draw here.</translation>
    </message>
    <message>
        <source>Every qualifying round has begun: there is no round left to draw again.</source>
        <translation>Every qualifying round has begun: there is no round left to draw again.</translation>
    </message>
    <message>
        <source>A championship&apos;s matches are Roller matches.</source>
        <translation>A championship&apos;s matches are Roller matches.</translation>
    </message>
    <message>
        <source>The final is not seated yet.</source>
        <translation>The final is not seated yet.</translation>
    </message>
    <message>
        <source>Round {round} of the draw has no table {table}.</source>
        <translation>Round {round} of the draw has no table {table}.</translation>
    </message>
    <message>
        <source>{table}: the draw seats {seats} there; the match has other players.</source>
        <translation>{table}: the draw seats {seats} there; the match has other players.</translation>
    </message>
    <message>
        <source>The match belongs to another championship table already.</source>
        <translation>The match belongs to another championship table already.</translation>
    </message>
    <message>
        <source>{table} has its finished match already: void that one first to enter another.</source>
        <translation>{table} has its finished match already: void that one first to enter another.</translation>
    </message>
    <message>
        <source>{table} has a match in play already: resume it from the start screen, or abandon it first.</source>
        <translation>{table} has a match in play already: resume it from the start screen, or abandon it first.</translation>
    </message>
    <message numerus="yes">
        <source>The final is seated once every qualifying table has played: %n table still to play.</source>
        <translation>
            <numerusform>The final is seated once every qualifying table has played: %n table still to play.</numerusform>
            <numerusform>The final is seated once every qualifying table has played: %n tables still to play.</numerusform>
        </translation>
    </message>
    <message>
        <source>A table is one of a round: give the round too.</source>
        <translation>A table is one of a round: give the round too.</translation>
    </message>
    <message numerus="yes">
        <source>%n players cannot sit at tables of {size}.</source>
        <translation>
            <numerusform>%n player cannot sit at tables of {size}.</numerusform>
            <numerusform>%n players cannot sit at tables of {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>A championship has 1 to {most} qualifying rounds.</source>
        <translation>A championship has 1 to {most} qualifying rounds.</translation>
    </message>
    <message>
        <source>Tables seat {least} to {most} players, the smallest size first ({low}–{high} cannot be).</source>
        <translation>Tables seat {least} to {most} players, the smallest size first ({low}–{high} cannot be).</translation>
    </message>
    <message>
        <source>“{text}” is not a table size: write one size (4) or a range (3-5).</source>
        <translation>“{text}” is not a table size: write one size (4) or a range (3-5).</translation>
    </message>
    <message>
        <source>{name} is to be kept apart but is not registered.</source>
        <translation>{name} is to be kept apart but is not registered.</translation>
    </message>
    <message>
        <source>{name} cannot be kept apart from themselves.</source>
        <translation>{name} cannot be kept apart from themselves.</translation>
    </message>
    <message>
        <source>{first} and {second} cannot be kept apart at these table sizes.</source>
        <translation>{first} and {second} cannot be kept apart at these table sizes.</translation>
    </message>
    <message>
        <source>Every player of the championship needs a name.</source>
        <translation>Every player of the championship needs a name.</translation>
    </message>
    <message>
        <source>The final table seats 2 to {most} players.</source>
        <translation>The final table seats 2 to {most} players.</translation>
    </message>
    <message numerus="yes">
        <source>The final is for {size} players, but the standings have only %n.</source>
        <translation>
            <numerusform>The final is for {size} players, but the standings have only %n.</numerusform>
            <numerusform>The final is for {size} players, but the standings have only %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share place {place}, the last seat of the final: more than a table of {most} can seat. Settle it before the final is seated.</source>
        <translation>
            <numerusform>%n player shares place {place}, the last seat of the final: more than a table of {most} can seat. Settle it before the final is seated.</numerusform>
            <numerusform>%n players share place {place}, the last seat of the final: more than a table of {most} can seat. Settle it before the final is seated.</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no such file.</source>
        <translation>there is no such file.</translation>
    </message>
    <message>
        <source>The league&apos;s database server did not accept the user name or password of the address. Nothing was changed.</source>
        <translation>The league&apos;s database server did not accept the user name or password of the address. Nothing was changed.</translation>
    </message>
    <message>
        <source>The database driver {driver} for {scheme} is not installed with this program. For PostgreSQL install Roller desktop with its driver (pip install roller-desktop, which brings psycopg).</source>
        <translation>The database driver {driver} for {scheme} is not installed with this program. For PostgreSQL install Roller desktop with its driver (pip install roller-desktop, which brings psycopg).</translation>
    </message>
    <message>
        <source>The league&apos;s database server refused to open the league. The server says: {detail}</source>
        <translation>The league&apos;s database server refused to open the league. The server says: {detail}</translation>
    </message>
    <message>
        <source>A place must be text.</source>
        <translation>A place must be text.</translation>
    </message>
    <message>
        <source>A place is one line of text: no tabs or line breaks.</source>
        <translation>A place is one line of text: no tabs or line breaks.</translation>
    </message>
    <message numerus="yes">
        <source>A place has at most %n characters.</source>
        <translation>
            <numerusform>A place has at most %n character.</numerusform>
            <numerusform>A place has at most %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>A note must be text.</source>
        <translation>A note must be text.</translation>
    </message>
    <message>
        <source>A note cannot hold invisible characters (line breaks and tabs are fine).</source>
        <translation>A note cannot hold invisible characters (line breaks and tabs are fine).</translation>
    </message>
    <message numerus="yes">
        <source>A note has at most %n characters.</source>
        <translation>
            <numerusform>A note has at most %n character.</numerusform>
            <numerusform>A note has at most %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>not a time a league keeps (the years {earliest} to {latest}).</source>
        <translation>not a time a league keeps (the years {earliest} to {latest}).</translation>
    </message>
    <message numerus="yes">
        <source>nested more than %n levels deep.</source>
        <translation>
            <numerusform>nested more than %n level deep.</numerusform>
            <numerusform>nested more than %n levels deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>longer than %n characters.</source>
        <translation>
            <numerusform>longer than %n character.</numerusform>
            <numerusform>longer than %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>holds invisible characters.</source>
        <translation>holds invisible characters.</translation>
    </message>
    <message>
        <source>holds a value a league file cannot carry.</source>
        <translation>holds a value a league file cannot carry.</translation>
    </message>
    <message>
        <source>Player {number} of the file</source>
        <translation>Player {number} of the file</translation>
    </message>
    <message>
        <source>Match {number} of the file</source>
        <translation>Match {number} of the file</translation>
    </message>
    <message>
        <source>Change {number} of the file</source>
        <translation>Change {number} of the file</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>The file</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>seat {number}</translation>
    </message>
    <message>
        <source>hint {number}</source>
        <translation>hint {number}</translation>
    </message>
    <message>
        <source>field “{name}”</source>
        <translation>field “{name}”</translation>
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
            <numerusform>%n unknown field: {fields}.</numerusform>
            <numerusform>%n unknown fields: {fields}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields missing: {fields}.</source>
        <translation>
            <numerusform>%n field missing: {fields}.</numerusform>
            <numerusform>%n fields missing: {fields}.</numerusform>
        </translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>not a JSON object.</translation>
    </message>
    <message>
        <source>not a kind of change this program knows.</source>
        <translation>not a kind of change this program knows.</translation>
    </message>
    <message>
        <source>not one of the file&apos;s players.</source>
        <translation>not one of the file&apos;s players.</translation>
    </message>
    <message>
        <source>this kind of change names no player here (a merge or a split names two, a rename or an archiving one, a change of a match none).</source>
        <translation>this kind of change names no player here (a merge or a split names two, a rename or an archiving one, a change of a match none).</translation>
    </message>
    <message>
        <source>a void, a restore or a mend names its match; other changes none.</source>
        <translation>a void, a restore or a mend names its match; other changes none.</translation>
    </message>
    <message>
        <source>a match that is neither in the file nor in this league.</source>
        <translation>a match that is neither in the file nor in this league.</translation>
    </message>
    <message>
        <source>not the data this kind of change has (see the league file&apos;s format).</source>
        <translation>not the data this kind of change has (see the league file&apos;s format).</translation>
    </message>
    <message>
        <source>no list “{key}”.</source>
        <translation>no list “{key}”.</translation>
    </message>
    <message>
        <source>not an id (a UUID).</source>
        <translation>not an id (a UUID).</translation>
    </message>
    <message>
        <source>not a time.</source>
        <translation>not a time.</translation>
    </message>
    <message>
        <source>give the time in UTC with a Z, as the export does.</source>
        <translation>give the time in UTC with a Z, as the export does.</translation>
    </message>
    <message>
        <source>not a whole number.</source>
        <translation>not a whole number.</translation>
    </message>
    <message>
        <source>neither true nor false.</source>
        <translation>neither true nor false.</translation>
    </message>
    <message>
        <source>unknown game (roller or 105).</source>
        <translation>unknown game (roller or 105).</translation>
    </message>
    <message>
        <source>unknown status (in_progress, finished or abandoned).</source>
        <translation>unknown status (in_progress, finished or abandoned).</translation>
    </message>
    <message>
        <source>the throws for who starts must be a list or null.</source>
        <translation>the throws for who starts must be a list or null.</translation>
    </message>
    <message>
        <source>the player is not among the file&apos;s players.</source>
        <translation>the player is not among the file&apos;s players.</translation>
    </message>
    <message>
        <source>not the name of a computer level.</source>
        <translation>not the name of a computer level.</translation>
    </message>
    <message>
        <source>a seat needs a player or a computer level.</source>
        <translation>a seat needs a player or a computer level.</translation>
    </message>
    <message>
        <source>a computer seat has a level, not a player.</source>
        <translation>a computer seat has a level, not a player.</translation>
    </message>
    <message>
        <source>only an abandoned match has a reason, and it is one short word.</source>
        <translation>only an abandoned match has a reason, and it is one short word.</translation>
    </message>
    <message>
        <source>marked finished, but its moves do not end the match.</source>
        <translation>marked finished, but its moves do not end the match.</translation>
    </message>
    <message>
        <source>marked unfinished, but its moves end the match.</source>
        <translation>marked unfinished, but its moves end the match.</translation>
    </message>
    <message>
        <source>a finished match needs the time it finished.</source>
        <translation>a finished match needs the time it finished.</translation>
    </message>
    <message>
        <source>only a finished match has a time it finished.</source>
        <translation>only a finished match has a time it finished.</translation>
    </message>
    <message numerus="yes">
        <source>the match has %n seats, numbered from 0: {seat} is none of them.</source>
        <translation>
            <numerusform>the match has %n seat, numbered 0: {seat} is not it.</numerusform>
            <numerusform>the match has %n seats, numbered from 0: {seat} is none of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>the number of moves is out of range.</source>
        <translation>the number of moves is out of range.</translation>
    </message>
    <message>
        <source>The league {name} cannot be read ({reason}).</source>
        <translation>The league {name} cannot be read ({reason}).</translation>
    </message>
    <message>
        <source>The league {name} is an empty file: it holds no league.</source>
        <translation>The league {name} is an empty file: it holds no league.</translation>
    </message>
    <message>
        <source>{name} is not a league: perhaps a text file or another program&apos;s file.</source>
        <translation>{name} is not a league: perhaps a text file or another program&apos;s file.</translation>
    </message>
    <message>
        <source>{name} is a database of another program, not a Roller league.</source>
        <translation>{name} is a database of another program, not a Roller league.</translation>
    </message>
    <message>
        <source>The league&apos;s database lacks the table {table}, which every league of this version has: it is damaged. Nothing was changed.</source>
        <translation>The league&apos;s database lacks the table {table}, which every league of this version has: it is damaged. Nothing was changed.</translation>
    </message>
    <message>
        <source>This database holds tables of another program, not a Roller league.</source>
        <translation>This database holds tables of another program, not a Roller league.</translation>
    </message>
    <message>
        <source>The league {name} is damaged and cannot be read.</source>
        <translation>The league {name} is damaged and cannot be read.</translation>
    </message>
    <message>
        <source>The league {name} was written by a newer version of Roller desktop. Install the newer version to open it.</source>
        <translation>The league {name} was written by a newer version of Roller desktop. Install the newer version to open it.</translation>
    </message>
    <message>
        <source>The league was written by a newer version of Roller desktop. Install the newer version to open it; the database has been left untouched.</source>
        <translation>The league was written by a newer version of Roller desktop. Install the newer version to open it; the database has been left untouched.</translation>
    </message>
    <message>
        <source>The newest backup is {path}; it has not been checked yet (it is checked whole before it is restored).</source>
        <translation>The newest backup is {path}; it has not been checked yet (it is checked whole before it is restored).</translation>
    </message>
    <message>
        <source>The newest good backup is {path}.</source>
        <translation>The newest good backup is {path}.</translation>
    </message>
    <message>
        <source>No good backup was found beside it.</source>
        <translation>No good backup was found beside it.</translation>
    </message>
    <message>
        <source>The file has not been changed.</source>
        <translation>The file has not been changed.</translation>
    </message>
    <message>
        <source>The file says it is of league file version {version}, which has one record per line, but it is a single document.</source>
        <translation>The file says it is of league file version {version}, which has one record per line, but it is a single document.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of players.</source>
        <translation>The file&apos;s first line does not give the number of players.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of changes.</source>
        <translation>The file&apos;s first line does not give the number of changes.</translation>
    </message>
    <message>
        <source>The file&apos;s first line does not give the number of matches.</source>
        <translation>The file&apos;s first line does not give the number of matches.</translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n players: it is cut short.</source>
        <translation>
            <numerusform>The file ends after {read} of its %n player: it is cut short.</numerusform>
            <numerusform>The file ends after {read} of its %n players: it is cut short.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n changes: it is cut short.</source>
        <translation>
            <numerusform>The file ends after {read} of its %n change: it is cut short.</numerusform>
            <numerusform>The file ends after {read} of its %n changes: it is cut short.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file ends after {read} of its %n matches: it is cut short.</source>
        <translation>
            <numerusform>The file ends after {read} of its %n match: it is cut short.</numerusform>
            <numerusform>The file ends after {read} of its %n matches: it is cut short.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Line {line}: the file goes on after the %n matches its first line announces.</source>
        <translation>
            <numerusform>Line {line}: the file goes on after the %n match its first line announces.</numerusform>
            <numerusform>Line {line}: the file goes on after the %n matches its first line announces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line {line} of the file is damaged: it is not a record a league file holds.</source>
        <translation>Line {line} of the file is damaged: it is not a record a league file holds.</translation>
    </message>
    <message>
        <source>{name} is not a league file: it is not text (perhaps a picture or another program&apos;s file).</source>
        <translation>{name} is not a league file: it is not text (perhaps a picture or another program&apos;s file).</translation>
    </message>
    <message>
        <source>The file {name} cannot be read ({reason}).</source>
        <translation>The file {name} cannot be read ({reason}).</translation>
    </message>
    <message>
        <source>The file is not a Roller desktop league: choose a file made with File → Export league.</source>
        <translation>The file is not a Roller desktop league: choose a file made with File → Export league.</translation>
    </message>
    <message>
        <source>The file does not say which version of the league file it is.</source>
        <translation>The file does not say which version of the league file it is.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Roller desktop (league file version {version}; this one reads {oldest} to {newest}). Install the newer version to import it.</source>
        <translation>The file was written by a newer version of Roller desktop (league file version {version}; this one reads {oldest} to {newest}). Install the newer version to import it.</translation>
    </message>
    <message>
        <source>The same player appears twice in the file.</source>
        <translation>The same player appears twice in the file.</translation>
    </message>
    <message>
        <source>Two players in the file are called {name}.</source>
        <translation>Two players in the file are called {name}.</translation>
    </message>
    <message>
        <source>Change {change} of the file appears in it twice.</source>
        <translation>Change {change} of the file appears in it twice.</translation>
    </message>
    <message>
        <source>Match {match} of the file appears in it twice.</source>
        <translation>Match {match} of the file appears in it twice.</translation>
    </message>
    <message>
        <source>Player {player} of the file: {reason}</source>
        <translation>Player {player} of the file: {reason}</translation>
    </message>
    <message>
        <source>Match {match} of the file cannot be set up from its house rules and seats.</source>
        <translation>Match {match} of the file cannot be set up from its house rules and seats.</translation>
    </message>
    <message>
        <source>Match {match} of the file: {reason}</source>
        <translation>Match {match} of the file: {reason}</translation>
    </message>
    <message>
        <source>Match {match} of the file, move {event}: {reason}</source>
        <translation>Match {match} of the file, move {event}: {reason}</translation>
    </message>
    <message>
        <source>another game</source>
        <translation>another game</translation>
    </message>
    <message>
        <source>other house rules</source>
        <translation>other house rules</translation>
    </message>
    <message>
        <source>another starter</source>
        <translation>another starter</translation>
    </message>
    <message>
        <source>other players or seats</source>
        <translation>other players or seats</translation>
    </message>
    <message>
        <source>Match {match} of the file is already in the league, with {what} than in the file.</source>
        <translation>Match {match} of the file is already in the league, with {what} than in the file.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>Match {match} of the file is already in the league with other throws.</source>
        <translation>Match {match} of the file is already in the league with other throws.</translation>
    </message>
    <message>
        <source>No permission to use {path}: choose another folder.</source>
        <translation>No permission to use {path}: choose another folder.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} does not exist.</translation>
    </message>
    <message>
        <source>The disk is full: make room on it, then try again.</source>
        <translation>The disk is full: make room on it, then try again.</translation>
    </message>
    <message>
        <source>{path} cannot be used ({reason}).</source>
        <translation>{path} cannot be used ({reason}).</translation>
    </message>
    <message>
        <source>Move {number} of the match: {reason}</source>
        <translation>Move {number} of the match: {reason}</translation>
    </message>
    <message>
        <source>The file does not follow the league file format ({detail}).</source>
        <translation>The file does not follow the league file format ({detail}).</translation>
    </message>
    <message>
        <source>The league is read-only here: you can look, not play. Nothing was changed.</source>
        <translation>The league is read-only here: you can look, not play. Nothing was changed.</translation>
    </message>
    <message>
        <source>No backup of the league was taken at start: {reason} The league is open; what cannot be saved will be said.</source>
        <translation>No backup of the league was taken at start: {reason} The league is open; what cannot be saved will be said.</translation>
    </message>
    <message>
        <source>The disk is full: the league can be looked at, but nothing can be saved until there is room on the disk.</source>
        <translation>The disk is full: the league can be looked at, but nothing can be saved until there is room on the disk.</translation>
    </message>
    <message>
        <source>The league was not exported to {path}: {reason}</source>
        <translation>The league was not exported to {path}: {reason}</translation>
    </message>
    <message>
        <source>The folder {folder} for the league cannot be made: {reason}</source>
        <translation>The folder {folder} for the league cannot be made: {reason}</translation>
    </message>
    <message>
        <source>A league cannot be made in {folder}: {reason}</source>
        <translation>A league cannot be made in {folder}: {reason}</translation>
    </message>
    <message>
        <source>The league {name} must be updated to this version, and a backup is always taken first; it could not be: {reason} Nothing was changed.</source>
        <translation>The league {name} must be updated to this version, and a backup is always taken first; it could not be: {reason} Nothing was changed.</translation>
    </message>
    <message>
        <source>The league {name} is read-only here, and it must be updated to this version of Roller desktop before it can be opened. Open it where it can be written, or copy it to a folder of your own; nothing was changed.</source>
        <translation>The league {name} is read-only here, and it must be updated to this version of Roller desktop before it can be opened. Open it where it can be written, or copy it to a folder of your own; nothing was changed.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>the disk is full.</translation>
    </message>
    <message>
        <source>the disk quota is used up.</source>
        <translation>the disk quota is used up.</translation>
    </message>
    <message>
        <source>the file or folder is protected (no permission).</source>
        <translation>the file or folder is protected (no permission).</translation>
    </message>
    <message>
        <source>the folder is protected (no permission).</source>
        <translation>the folder is protected (no permission).</translation>
    </message>
    <message>
        <source>the disk is read-only.</source>
        <translation>the disk is read-only.</translation>
    </message>
    <message>
        <source>there is no such folder.</source>
        <translation>there is no such folder.</translation>
    </message>
    <message>
        <source>that is a folder, not a file.</source>
        <translation>that is a folder, not a file.</translation>
    </message>
    <message>
        <source>The league could not be saved: the disk is full. Nothing of this change was saved; make room on the disk and try again.</source>
        <translation>The league could not be saved: the disk is full. Nothing of this change was saved; make room on the disk and try again.</translation>
    </message>
    <message>
        <source>The league&apos;s database server cannot be reached just now. Nothing of this change was saved; try again when the server is back.</source>
        <translation>The league&apos;s database server cannot be reached just now. Nothing of this change was saved; try again when the server is back.</translation>
    </message>
    <message>
        <source>The league could not be read or written: the disk reported an error. Nothing of this change was saved.</source>
        <translation>The league could not be read or written: the disk reported an error. Nothing of this change was saved.</translation>
    </message>
    <message>
        <source>Some players of this league have one name written in two ways ({names}): they stay two players. Merging them is for the keeper&apos;s tools.</source>
        <translation>Some players of this league have one name written in two ways ({names}): they stay two players. Merging them is for the keeper&apos;s tools.</translation>
    </message>
    <message>
        <source>“{cell}” is not a round&apos;s result: type the points, – for Tjock or RT.</source>
        <translation>“{cell}” is not a round&apos;s result: type the points, – for Tjock or RT.</translation>
    </message>
    <message numerus="yes">
        <source>%n points cannot be: a round scores at least 50.</source>
        <translation>
            <numerusform>%n point cannot be: a round scores at least 50.</numerusform>
            <numerusform>%n points cannot be: a round scores at least 50.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points cannot be: every score is a multiple of 50.</source>
        <translation>
            <numerusform>%n point cannot be: every score is a multiple of 50.</numerusform>
            <numerusform>%n points cannot be: every score is a multiple of 50.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points in one round are beyond any match.</source>
        <translation>
            <numerusform>%n point in one round is beyond any match.</numerusform>
            <numerusform>%n points in one round are beyond any match.</numerusform>
        </translation>
    </message>
    <message>
        <source>This match is written by hand: enter each turn&apos;s result, not its throws.</source>
        <translation>This match is written by hand: enter each turn&apos;s result, not its throws.</translation>
    </message>
    <message>
        <source>A match played with dice is never corrected: its throws are what happened.</source>
        <translation>A match played with dice is never corrected: its throws are what happened.</translation>
    </message>
    <message>
        <source>Only a finished match is corrected; before that, undo the entry.</source>
        <translation>Only a finished match is corrected; before that, undo the entry.</translation>
    </message>
    <message>
        <source>Round {round} of {name} is {cell} already.</source>
        <translation>Round {round} of {name} is {cell} already.</translation>
    </message>
    <message>
        <source>The race has this finishing order already.</source>
        <translation>The race has this finishing order already.</translation>
    </message>
    <message numerus="yes">
        <source>A place is needed for each of the %n seats.</source>
        <translation>
            <numerusform>A place is needed for the %n seat.</numerusform>
            <numerusform>A place is needed for each of the %n seats.</numerusform>
        </translation>
    </message>
    <message>
        <source>A place is a number from 1 to the number of seats.</source>
        <translation>A place is a number from 1 to the number of seats.</translation>
    </message>
    <message>
        <source>Playing for places, every seat has a place from 1 to the number of seats, each place once.</source>
        <translation>Playing for places, every seat has a place from 1 to the number of seats, each place once.</translation>
    </message>
    <message>
        <source>The race ended with its winner: one seat is 1, the others not through.</source>
        <translation>The race ended with its winner: one seat is 1, the others not through.</translation>
    </message>
    <message>
        <source>A column of results is needed for every seat.</source>
        <translation>A column of results is needed for every seat.</translation>
    </message>
    <message>
        <source>{name} has {got} rounds; the match has {rounds}.</source>
        <translation>{name} has {got} rounds; the match has {rounds}.</translation>
    </message>
    <message>
        <source>A paper protocol is of people: a computer plays with the program.</source>
        <translation>A paper protocol is of people: a computer plays with the program.</translation>
    </message>
    <message>
        <source>Line {line}, column {column}: {what}</source>
        <translation>Line {line}, column {column}: {what}</translation>
    </message>
    <message>
        <source>Line {line}: {what}</source>
        <translation>Line {line}: {what}</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (save it from the spreadsheet as CSV UTF-8).</source>
        <translation>The file is not UTF-8 text (save it from the spreadsheet as CSV UTF-8).</translation>
    </message>
    <message>
        <source>the file is empty: a header is needed.</source>
        <translation>the file is empty: a header is needed.</translation>
    </message>
    <message>
        <source>this is not CSV.</source>
        <translation>this is not CSV.</translation>
    </message>
    <message>
        <source>the column is there twice.</source>
        <translation>the column is there twice.</translation>
    </message>
    <message>
        <source>unknown column.</source>
        <translation>unknown column.</translation>
    </message>
    <message>
        <source>the column is missing.</source>
        <translation>the column is missing.</translation>
    </message>
    <message>
        <source>the round columns must be r1, r2, … up to the longest match, none left out.</source>
        <translation>the round columns must be r1, r2, … up to the longest match, none left out.</translation>
    </message>
    <message>
        <source>“{value}” is neither on nor off.</source>
        <translation>“{value}” is neither on nor off.</translation>
    </message>
    <message>
        <source>“{value}” is not a whole number.</source>
        <translation>“{value}” is not a whole number.</translation>
    </message>
    <message numerus="yes">
        <source>this row has %n cells; the header has {columns}.</source>
        <translation>
            <numerusform>this row has %n cell; the header has {columns}.</numerusform>
            <numerusform>this row has %n cells; the header has {columns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>every row names its match.</source>
        <translation>every row names its match.</translation>
    </message>
    <message>
        <source>the rows of match “{label}” must be together.</source>
        <translation>the rows of match “{label}” must be together.</translation>
    </message>
    <message>
        <source>the rows of match “{label}” disagree.</source>
        <translation>the rows of match “{label}” disagree.</translation>
    </message>
    <message numerus="yes">
        <source>a match has at most %n seats.</source>
        <translation>
            <numerusform>a match has at most %n seat.</numerusform>
            <numerusform>a match has at most %n seats.</numerusform>
        </translation>
    </message>
    <message>
        <source>“{value}” is no game (roller or 105).</source>
        <translation>“{value}” is no game (roller or 105).</translation>
    </message>
    <message>
        <source>{name} sits twice at this match.</source>
        <translation>{name} sits twice at this match.</translation>
    </message>
    <message>
        <source>a Roller match has no such cell (105 only).</source>
        <translation>a Roller match has no such cell (105 only).</translation>
    </message>
    <message>
        <source>a 105 race has no such cell: its place is in finish.</source>
        <translation>a 105 race has no such cell: its place is in finish.</translation>
    </message>
    <message>
        <source>an empty round before a filled one.</source>
        <translation>an empty round before a filled one.</translation>
    </message>
    <message>
        <source>no round is filled.</source>
        <translation>no round is filled.</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds; the match&apos;s first seat has {first}.</source>
        <translation>
            <numerusform>%n round; the match&apos;s first seat has {first}.</numerusform>
            <numerusform>%n rounds; the match&apos;s first seat has {first}.</numerusform>
        </translation>
    </message>
    <message>
        <source>match {label} is in the league with another game, other players or another number of rounds.</source>
        <translation>match {label} is in the league with another game, other players or another number of rounds.</translation>
    </message>
    <message>
        <source>match {label} was played with dice: its throws are what happened, it is never corrected.</source>
        <translation>match {label} was played with dice: its throws are what happened, it is never corrected.</translation>
    </message>
    <message>
        <source>This match is played with dice: its rounds are thrown, not entered.</source>
        <translation>This match is played with dice: its rounds are thrown, not entered.</translation>
    </message>
    <message>
        <source>Match {match} of the file would seat one player of this league twice (two players of the file are one player here, by their name or by an answer).</source>
        <translation>Match {match} of the file would seat one player of this league twice (two players of the file are one player here, by their name or by an answer).</translation>
    </message>
    <message>
        <source>A player of the answers is no longer in this league.</source>
        <translation>A player of the answers is no longer in this league.</translation>
    </message>
    <message>
        <source>That change is not in the keeper&apos;s log.</source>
        <translation>That change is not in the keeper&apos;s log.</translation>
    </message>
    <message>
        <source>That change was undone already.</source>
        <translation>That change was undone already.</translation>
    </message>
    <message>
        <source>That change has no undo of its own.</source>
        <translation>That change has no undo of its own.</translation>
    </message>
    <message>
        <source>The match was mended again since: undo that mend first.</source>
        <translation>The match was mended again since: undo that mend first.</translation>
    </message>
    <message>
        <source>The match of that change is no longer in the league.</source>
        <translation>The match of that change is no longer in the league.</translation>
    </message>
    <message numerus="yes">
        <source>{name}, whom this import brought, has played %n matches since: the import cannot be undone. Nothing was changed.</source>
        <translation>
            <numerusform>{name}, whom this import brought, has played %n match since: the import cannot be undone. Nothing was changed.</numerusform>
            <numerusform>{name}, whom this import brought, has played %n matches since: the import cannot be undone. Nothing was changed.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, whom this import brought, was renamed, archived or merged since: undo that first. Nothing was changed.</source>
        <translation>{name}, whom this import brought, was renamed, archived or merged since: undo that first. Nothing was changed.</translation>
    </message>
    <message>
        <source>A later import brought more to a match this import added (played on or corrected at another table): undo that import first. Nothing was changed.</source>
        <translation>A later import brought more to a match this import added (played on or corrected at another table): undo that import first. Nothing was changed.</translation>
    </message>
    <message>
        <source>What the undo took out is back in the league already (the file was imported again): nothing to bring back.</source>
        <translation>What the undo took out is back in the league already (the file was imported again): nothing to bring back.</translation>
    </message>
    <message>
        <source>{name} was renamed again since: undo that rename first.</source>
        <translation>{name} was renamed again since: undo that rename first.</translation>
    </message>
    <message>
        <source>{name} was archived or taken out of the archive again since: undo that first.</source>
        <translation>{name} was archived or taken out of the archive again since: undo that first.</translation>
    </message>
    <message>
        <source>A cell this correction wrote was corrected again since: undo that correction first.</source>
        <translation>A cell this correction wrote was corrected again since: undo that correction first.</translation>
    </message>
    <message>
        <source>The file is not a league file (nested too deep at line {line}).</source>
        <translation>The file is not a league file (nested too deep at line {line}).</translation>
    </message>
    <message>
        <source>The later change: {time}, {id}.</source>
        <translation>The later change: {time}, {id}.</translation>
    </message>
    <message>
        <source>A match this import brought was played on since: the import cannot be undone. Nothing was changed.</source>
        <translation>A match this import brought was played on since: the import cannot be undone. Nothing was changed.</translation>
    </message>
    <message>
        <source>A match this import brought was changed since: undo that change first. Nothing was changed.</source>
        <translation>A match this import brought was changed since: undo that change first. Nothing was changed.</translation>
    </message>
    <message>
        <source>A match this import brought was corrected since: undo that correction first. Nothing was changed.</source>
        <translation>A match this import brought was corrected since: undo that correction first. Nothing was changed.</translation>
    </message>
    <message>
        <source>This match cannot be opened: its stored throws no longer follow the rules (the league file was damaged or changed by another program). The rest of the league opens as usual; roller-desktop check names every such match.</source>
        <translation>This match cannot be opened: its stored throws no longer follow the rules (the league file was damaged or changed by another program). The rest of the league opens as usual; roller-desktop check names every such match.</translation>
    </message>
</context>
<context>
    <name>NewChampionshipDialog</name>
    <message>
        <source>New championship</source>
        <translation>New championship</translation>
    </message>
    <message>
        <source>EM i Roller 2027</source>
        <translation>EM i Roller 2027</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>P&amp;lace:</source>
        <translation>P&amp;lace:</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>First day</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Last day</translation>
    </message>
    <message>
        <source>One player a line: name, or name;home town</source>
        <translation>One player a line: name, or name;home town</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Read a f&amp;ile…</source>
        <translation>Read a f&amp;ile…</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>Da&amp;ys:</source>
        <translation>Da&amp;ys:</translation>
    </message>
    <message>
        <source>Qualifying &amp;rounds:</source>
        <translation>Qualifying &amp;rounds:</translation>
    </message>
    <message>
        <source>Players a &amp;table:</source>
        <translation>Players a &amp;table:</translation>
    </message>
    <message>
        <source>Rounds a match</source>
        <translation>Rounds a match</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW limit</translation>
    </message>
    <message>
        <source>Rounds a &amp;match:</source>
        <translation>Rounds a &amp;match:</translation>
    </message>
    <message>
        <source>WW limit (p&amp;oints):</source>
        <translation>WW limit (p&amp;oints):</translation>
    </message>
    <message>
        <source>For&amp;ced throw after ROLLER by Stege or Alla lika</source>
        <translation>For&amp;ced throw after ROLLER by Stege or Alla lika</translation>
    </message>
    <message>
        <source>Players in the &amp;final:</source>
        <translation>Players in the &amp;final:</translation>
    </message>
    <message>
        <source>Kept apart, a pair a line: Anna,Bo</source>
        <translation>Kept apart, a pair a line: Anna,Bo</translation>
    </message>
    <message>
        <source>Players kept apart</source>
        <translation>Players kept apart</translation>
    </message>
    <message>
        <source>Kept &amp;apart:</source>
        <translation>Kept &amp;apart:</translation>
    </message>
    <message>
        <source>&amp;Duplicate dice</source>
        <translation>&amp;Duplicate dice</translation>
    </message>
    <message>
        <source>Every table of a round throws the same dice (the program&apos;s dice only).</source>
        <translation>Every table of a round throws the same dice (the program&apos;s dice only).</translation>
    </message>
    <message>
        <source>Counts in the league&apos;s &amp;season</source>
        <translation>Counts in the league&apos;s &amp;season</translation>
    </message>
    <message>
        <source>Make and dra&amp;w</source>
        <translation>Make and dra&amp;w</translation>
    </message>
    <message>
        <source>Players file</source>
        <translation>Players file</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>Text files (*.txt *.csv);;All files (*)</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>The file is not UTF-8 text.</translation>
    </message>
    <message>
        <source>A pair kept apart is two names with a comma between: %1</source>
        <translation>A pair kept apart is two names with a comma between: %1</translation>
    </message>
    <message>
        <source>A championship needs at least two players.</source>
        <translation>A championship needs at least two players.</translation>
    </message>
    <message>
        <source>Drawing the qualifying rounds…</source>
        <translation>Drawing the qualifying rounds…</translation>
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
        <translation>Odds of {game}</translation>
    </message>
    <message>
        <source>Working out the odds</source>
        <translation>Working out the odds</translation>
    </message>
    <message>
        <source>Expected points per round: {points}</source>
        <translation>Expected points per round: {points}</translation>
    </message>
    <message>
        <source>A round ends RT {rt}, Tjock {tjock}</source>
        <translation>A round ends RT (nothing on the first throw) {rt}, Tjock (bust later) {tjock}</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Nothing scores (RT on the first throw, else Tjock)</source>
        <translation>Nothing scores (RT, Råtjock, on the first throw; else Tjock, bust)</translation>
    </message>
    <message>
        <source>Alone, extra throw</source>
        <translation>Alone, extra throw</translation>
    </message>
    <message>
        <source>Alone, no extra throw</source>
        <translation>Alone, no extra throw</translation>
    </message>
    <message>
        <source>Two or more</source>
        <translation>Two or more</translation>
    </message>
    <message>
        <source>Throws per number</source>
        <translation>Throws per number</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <source>Turns on average</source>
        <translation>Turns on average</translation>
    </message>
    <message>
        <source>The rules text says</source>
        <translation>The rules text says</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>Working out the odds…</translation>
    </message>
    <message>
        <source>Roller, played for the most points</source>
        <translation>Roller, played for the most points</translation>
    </message>
    <message numerus="yes">
        <source>Chance to reach {points} in %n rounds: {chance}</source>
        <translation>
            <numerusform>Chance to reach {points} in %n round: {chance}</numerusform>
            <numerusform>Chance to reach {points} in %n rounds: {chance}</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank once the turn holds (points)</source>
        <translation>Bank once the turn holds (points)</translation>
    </message>
    <message>
        <source>four throws in ten are empty</source>
        <translation>four throws in ten are empty</translation>
    </message>
    <message>
        <source>two hits in about one throw of six</source>
        <translation>two hits in about one throw of six</translation>
    </message>
    <message>
        <source>nearer thirteen throws per number</source>
        <translation>nearer thirteen throws per number</translation>
    </message>
    <message>
        <source>around 70 turns alone</source>
        <translation>around 70 turns alone</translation>
    </message>
    <message>
        <source>the luckiest of three or four is through after 55 to 60 turns</source>
        <translation>the luckiest of three or four is through after 55 to 60 turns</translation>
    </message>
    <message numerus="yes">
        <source>The winner among %n players</source>
        <translation>
            <numerusform>The winner among %n player</numerusform>
            <numerusform>The winner among %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>105, exact</source>
        <translation>105, exact</translation>
    </message>
    <message>
        <source>At least one hit</source>
        <translation>At least one hit</translation>
    </message>
</context>
<context>
    <name>OpeningPanel</name>
    <message>
        <source>Who starts? Everybody throws</source>
        <translation>Who starts? Everybody throws</translation>
    </message>
    <message>
        <source>The opening throw</source>
        <translation>The opening throw</translation>
    </message>
    <message>
        <source>Opening throws</source>
        <translation>Opening throws</translation>
    </message>
    <message>
        <source>Play [Enter]</source>
        <translation>Play [Enter]</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>{name} throws</source>
        <translation>{name} throws</translation>
    </message>
    <message numerus="yes">
        <source>Type exactly %n faces.</source>
        <translation>
            <numerusform>Type exactly %n face.</numerusform>
            <numerusform>Type exactly %n faces.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {points}</source>
        <translation>{name}: {points}</translation>
    </message>
    <message>
        <source>{name} starts!</source>
        <translation>{name} starts!</translation>
    </message>
    <message>
        <source>tied: {names} throw again among themselves</source>
        <translation>tied: {names} throw again among themselves</translation>
    </message>
</context>
<context>
    <name>OtherChoicesDialog</name>
    <message>
        <source>Same dice, other choices</source>
        <translation>Same dice, other choices</translation>
    </message>
    <message>
        <source>How the replay throws</source>
        <translation>How the replay throws</translation>
    </message>
    <message>
        <source>Replay from</source>
        <translation>Replay from</translation>
    </message>
    <message>
        <source>The start of the match</source>
        <translation>The start of the match</translation>
    </message>
    <message>
        <source>The moment on the graph: {moment}</source>
        <translation>The moment on the graph: {moment}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <source>The player&apos;s own throws, the exact player&apos;s choices (playing to win) from the moment chosen on; the others as they played. Where the exact player throws a different number of dice than the stored throw, the program throws: the same draw for the same place in the match (round and throw) every time, so that replays share their luck as far as they can.</source>
        <translation>The player&apos;s own throws, the exact player&apos;s choices (playing to win) from the moment chosen on; the others as they played. Where the exact player throws a different number of dice than the stored throw, the program throws: the same draw for the same place in the match (round and throw) every time, so that replays share their luck as far as they can.</translation>
    </message>
    <message>
        <source>Player replayed</source>
        <translation>Player replayed</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>Replay [Enter]</source>
        <translation>Replay [Enter]</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Replaying… %p %</source>
        <translation>Replaying… %p %</translation>
    </message>
    <message>
        <source>What the replay ended with</source>
        <translation>What the replay ended with</translation>
    </message>
    <message>
        <source>The rounds as played and as replayed</source>
        <translation>The rounds as played and as replayed</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Replayed</source>
        <translation>Replayed</translation>
    </message>
    <message>
        <source>Replaying…</source>
        <translation>Replaying…</translation>
    </message>
    <message>
        <source>The match cannot be replayed: {why}</source>
        <translation>The match cannot be replayed: {why}</translation>
    </message>
    <message>
        <source>With the exact player&apos;s choices {name} would have ended with {total} (played: {played}): {result} against {others}.</source>
        <translation>With the exact player&apos;s choices {name} would have ended with {total} (played: {played}): {result} against {others}.</translation>
    </message>
    <message>
        <source>As played: {result}.</source>
        <translation>As played: {result}.</translation>
    </message>
    <message numerus="yes">
        <source>Throws: %n of the player&apos;s own</source>
        <translation>
            <numerusform>Throws: %n of the player&apos;s own</numerusform>
            <numerusform>Throws: %n of the player&apos;s own</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of the program&apos;s (another number of dice).</source>
        <translation>
            <numerusform>, %n of the program&apos;s (another number of dice).</numerusform>
            <numerusform>, %n of the program&apos;s (another number of dice).</numerusform>
        </translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>a shared win</source>
        <translation>a shared win</translation>
    </message>
    <message numerus="yes">
        <source>lost (place %n)</source>
        <translation>
            <numerusform>lost (place %n)</numerusform>
            <numerusform>lost (place %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaperEntryPage</name>
    <message>
        <source>Enter a paper protocol</source>
        <translation>Enter a paper protocol</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>The match</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>HH:MM, empty if not known</source>
        <translation>HH:MM, empty if not known</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Where it was played (optional)</source>
        <translation>Where it was played (optional)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW limit</translation>
    </message>
    <message>
        <source>Forced throw after ROLLER by Stege or Alla lika</source>
        <translation>Forced throw after ROLLER by Stege or Alla lika</translation>
    </message>
    <message>
        <source>League players (Enter seats them)</source>
        <translation>League players (Enter seats them)</translation>
    </message>
    <message>
        <source>League players</source>
        <translation>League players</translation>
    </message>
    <message>
        <source>A name not in the league yet</source>
        <translation>A name not in the league yet</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>New player&apos;s name</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>HH:MM</translation>
    </message>
    <message>
        <source>&amp;Time (if known)</source>
        <translation>&amp;Time (if known)</translation>
    </message>
    <message>
        <source>&amp;Place (optional)</source>
        <translation>&amp;Place (optional)</translation>
    </message>
    <message>
        <source>&amp;New name (not in the league yet):</source>
        <translation>&amp;New name (not in the league yet):</translation>
    </message>
    <message>
        <source>A new name becomes a player of the league when the protocol is saved.</source>
        <translation>A new name becomes a player of the league when the protocol is saved.</translation>
    </message>
    <message>
        <source>At the table, clockwise, from the one who started</source>
        <translation>At the table, clockwise, from the one who started</translation>
    </message>
    <message>
        <source>Seats, clockwise</source>
        <translation>Seats, clockwise</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Problem with the protocol</source>
        <translation>Problem with the protocol</translation>
    </message>
    <message>
        <source>Cancel [Esc]</source>
        <translation>Cancel [Esc]</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Next: the protocol [Ctrl+Enter]</source>
        <translation>Next: the protocol [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Next: the protocol</source>
        <translation>Next: the protocol</translation>
    </message>
    <message>
        <source>e.g. 350, – (Tjock) or RT</source>
        <translation>e.g. 350, – (Tjock) or RT</translation>
    </message>
    <message>
        <source>Result of the cell</source>
        <translation>Result of the cell</translation>
    </message>
    <message>
        <source>Enter [Enter]</source>
        <translation>Enter [Enter]</translation>
    </message>
    <message>
        <source>Enter the cell</source>
        <translation>Enter the cell</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Ga&amp;me</translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation>&amp;Date</translation>
    </message>
    <message>
        <source>&amp;Rounds</source>
        <translation>&amp;Rounds</translation>
    </message>
    <message>
        <source>&amp;WW limit (points)</source>
        <translation>&amp;WW limit (points)</translation>
    </message>
    <message>
        <source>Add the name typed to the table</source>
        <translation>Add the name typed to the table</translation>
    </message>
    <message>
        <source>Enter moves on to the next seat, then the next round; the arrow keys or a click go back to a cell to type it again (Enter with the box empty empties it).</source>
        <translation>Enter moves on to the next seat, then the next round; the arrow keys or a click go back to a cell to type it again (Enter with the box empty empties it).</translation>
    </message>
    <message>
        <source>Problem with the cell</source>
        <translation>Problem with the cell</translation>
    </message>
    <message>
        <source>Match summary</source>
        <translation>Match summary</translation>
    </message>
    <message>
        <source>Back to the form [Esc]</source>
        <translation>Back to the form [Esc]</translation>
    </message>
    <message>
        <source>Back to the form</source>
        <translation>Back to the form</translation>
    </message>
    <message>
        <source>Save in the league [Ctrl+S]</source>
        <translation>Save in the league [Ctrl+S]</translation>
    </message>
    <message>
        <source>Save in the league</source>
        <translation>Save in the league</translation>
    </message>
    <message>
        <source>Each seat&apos;s place (1 = the winner) and dice. When the race ended with its winner, the others are not through.</source>
        <translation>Each seat&apos;s place (1 = the winner) and dice. When the race ended with its winner, the others are not through.</translation>
    </message>
    <message>
        <source>Finishing order</source>
        <translation>Finishing order</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Kids&apos; mode</source>
        <translation>Kids&apos; mode</translation>
    </message>
    <message>
        <source>Finishing place</source>
        <translation>Finishing place</translation>
    </message>
    <message>
        <source>Problem with the finishing order</source>
        <translation>Problem with the finishing order</translation>
    </message>
    <message>
        <source>Paper protocol</source>
        <translation>Paper protocol</translation>
    </message>
    <message>
        <source>{name} sits at the table twice.</source>
        <translation>{name} sits at the table twice.</translation>
    </message>
    <message numerus="yes">
        <source>A match has at most %n seats.</source>
        <translation>
            <numerusform>A match has at most %n seat.</numerusform>
            <numerusform>A match has at most %n seats.</numerusform>
        </translation>
    </message>
    <message>
        <source>{number}. {name} (new player)</source>
        <translation>{number}. {name} (new player)</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Seat at least one player at the table.</translation>
    </message>
    <message>
        <source>Round {round}, {name}:</source>
        <translation>Round {round}, {name}:</translation>
    </message>
    <message numerus="yes">
        <source>{typed} of %n cells typed.</source>
        <translation>
            <numerusform>{typed} of %n cell typed.</numerusform>
            <numerusform>{typed} of %n cells typed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>Are you sure?</translation>
    </message>
    <message>
        <source>{points} points in one round: is that right?</source>
        <translation>{points} points in one round: is that right?</translation>
    </message>
    <message>
        <source>Type the result first: the points, – for Tjock or RT.</source>
        <translation>Type the result first: the points, – for Tjock or RT.</translation>
    </message>
    <message>
        <source>not through</source>
        <translation>not through</translation>
    </message>
    <message>
        <source>Place of {name}</source>
        <translation>Place of {name}</translation>
    </message>
    <message>
        <source>Dice for {name}</source>
        <translation>Dice for {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Kids&apos; mode for {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n cells are still empty: the protocol is saved when every round of every seat is typed.</source>
        <translation>
            <numerusform>%n cell is still empty: the protocol is saved when every round of every seat is typed.</numerusform>
            <numerusform>%n cells are still empty: the protocol is saved when every round of every seat is typed.</numerusform>
        </translation>
    </message>
    <message>
        <source>This protocol is in the league already (the same date, place, players and cells): nothing was added.</source>
        <translation>This protocol is in the league already (the same date, place, players and cells): nothing was added.</translation>
    </message>
    <message>
        <source>Saved in the league: {match}. Type the next protocol, or Esc to leave.</source>
        <translation>Saved in the league: {match}. Type the next protocol, or Esc to leave.</translation>
    </message>
    <message numerus="yes">
        <source>Discard the %n cells typed? They are not saved.</source>
        <translation>
            <numerusform>Discard the %n cell typed? It is not saved.</numerusform>
            <numerusform>Discard the %n cells typed? They are not saved.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard the protocol typed? It is not saved.</source>
        <translation>Discard the protocol typed? It is not saved.</translation>
    </message>
    <message>
        <source>Cancel the protocol?</source>
        <translation>Cancel the protocol?</translation>
    </message>
</context>
<context>
    <name>PendingStore</name>
    <message>
        <source>Checking the whole league first, as Roller ended last time without closing it (a crash, a power cut). This takes a while for a large league…</source>
        <translation>Checking the whole league first, as Roller ended last time without closing it (a crash, a power cut). This takes a while for a large league…</translation>
    </message>
    <message>
        <source>Checking the whole league first. This takes a while for a large league…</source>
        <translation>Checking the whole league first. This takes a while for a large league…</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Player</translation>
    </message>
    <message>
        <source>Ga&amp;me</source>
        <translation>Ga&amp;me</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>&amp;Drills</source>
        <translation>&amp;Drills</translation>
    </message>
    <message>
        <source>Drills from this player&apos;s matches</source>
        <translation>Drills from this player&apos;s matches</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>P&amp;eriod</source>
        <translation>P&amp;eriod</translation>
    </message>
    <message>
        <source>Fig&amp;ures</source>
        <translation>Fig&amp;ures</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Charts</translation>
    </message>
    <message>
        <source>Head-&amp;to-head</source>
        <translation>Head-&amp;to-head</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Drills: %n due</source>
        <translation>
            <numerusform>&amp;Drills: %n due</numerusform>
            <numerusform>&amp;Drills: %n due</numerusform>
        </translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Season</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Tjock rate</source>
        <translation>Tjock rate (busts)</translation>
    </message>
    <message>
        <source>Tjock rounds</source>
        <translation>Tjock rounds</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Best round</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Races</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Average place</translation>
    </message>
    <message>
        <source>Average turns</source>
        <translation>Average turns</translation>
    </message>
    <message>
        <source>&amp;Best match: none yet</source>
        <translation>&amp;Best match: none yet</translation>
    </message>
    <message>
        <source>Best &amp;round: none yet</source>
        <translation>Best &amp;round: none yet</translation>
    </message>
    <message>
        <source>&amp;Best match: {total} on {day}</source>
        <translation>&amp;Best match: {total} on {day}</translation>
    </message>
    <message>
        <source>Best &amp;round: {points} on {day}</source>
        <translation>Best &amp;round: {points} on {day}</translation>
    </message>
    <message>
        <source>Tjock rate: tjock rounds per round played (%)</source>
        <translation>Tjock rate: rounds gone tjock (bust: RT or –) per round played (%)</translation>
    </message>
    <message>
        <source>Round results, all time</source>
        <translation>Round results, all time</translation>
    </message>
    <message>
        <source>Round results, {period}</source>
        <translation>Round results, {period}</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>All time</translation>
    </message>
    <message>
        <source>Average total per month</source>
        <translation>Average total per month</translation>
    </message>
    <message>
        <source>Average turns per race, per month</source>
        <translation>Average turns per race, per month</translation>
    </message>
    <message>
        <source>Win rate per month (%)</source>
        <translation>Win rate per month (%)</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Against</translation>
    </message>
    <message>
        <source>Together</source>
        <translation>Together</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Ahead</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Behind</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Ahead %</source>
        <translation>Ahead %</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
</context>
<context>
    <name>PlayersQuestion</name>
    <message>
        <source>Players in the file</source>
        <translation>Players in the file</translation>
    </message>
    <message>
        <source>These names of the file are like the name of a player of this league, but not the same. Say who each of them is; nothing is imported before you do.</source>
        <translation>These names of the file are like the name of a player of this league, but not the same. Say who each of them is; nothing is imported before you do.</translation>
    </message>
    <message>
        <source>These players of the file are new here, but go by the name of a player of this league (or one like it). Say who each of them is; nothing is imported before you do.</source>
        <translation>These players of the file are new here, but go by the name of a player of this league (or one like it). Say who each of them is; nothing is imported before you do.</translation>
    </message>
    <message>
        <source>The answers are remembered for later files from the same league.</source>
        <translation>The answers are remembered for later files from the same league.</translation>
    </message>
    <message>
        <source>The file does not say which league it is from (an older program wrote it): these answers cannot be remembered.</source>
        <translation>The file does not say which league it is from (an older program wrote it): these answers cannot be remembered.</translation>
    </message>
    <message>
        <source>{name} of this league (also known as {other})</source>
        <translation>{name} of this league (also known as {other})</translation>
    </message>
    <message>
        <source>{name} of this league (a name like it)</source>
        <translation>{name} of this league (a name like it)</translation>
    </message>
    <message>
        <source>the {name} of this league</source>
        <translation>the {name} of this league</translation>
    </message>
    <message>
        <source>another person (a new player)</source>
        <translation>another person (a new player)</translation>
    </message>
    <message>
        <source>{name} in the file:</source>
        <translation>{name} in the file:</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Search players (Ctrl+F)</source>
        <translation>Search players (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search players</source>
        <translation>Search players</translation>
    </message>
    <message>
        <source>Show archived players</source>
        <translation>Show archived players</translation>
    </message>
    <message>
        <source>Enter or a double click: the player&apos;s page</source>
        <translation>Enter or a double click: the player&apos;s page</translation>
    </message>
    <message>
        <source>Perhaps one person (Enter: merge…):</source>
        <translation>Perhaps one person (Enter: merge…):</translation>
    </message>
    <message>
        <source>Perhaps one person</source>
        <translation>Perhaps one person</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>Archive / restore</source>
        <translation>Archive / restore</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Merge…</translation>
    </message>
    <message>
        <source>Split…</source>
        <translation>Split…</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem with the name</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n matches)</source>
        <translation>
            <numerusform>{name} (%n match)</numerusform>
            <numerusform>{name} (%n matches)</numerusform>
        </translation>
    </message>
    <message>
        <source> (archived)</source>
        <translation> (archived)</translation>
    </message>
    <message>
        <source>Choose two players to merge (Ctrl+click the second).</source>
        <translation>Choose two players to merge (Ctrl+click the second).</translation>
    </message>
    <message>
        <source>Merging the players…</source>
        <translation>Merging the players…</translation>
    </message>
    <message>
        <source>Choose a player with an “also known as” to split the merge.</source>
        <translation>Choose a player with an “also known as” to split the merge.</translation>
    </message>
    <message>
        <source>Split players</source>
        <translation>Split players</translation>
    </message>
    <message numerus="yes">
        <source>Split {name} from {other} again? %n matches go back to {name}; the figures are as they were before the merge.</source>
        <translation>
            <numerusform>Split {name} from {other} again? %n match goes back to {name}; the figures are as they were before the merge.</numerusform>
            <numerusform>Split {name} from {other} again? %n matches go back to {name}; the figures are as they were before the merge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Splitting the players…</source>
        <translation>Splitting the players…</translation>
    </message>
    <message>
        <source>What Enter does</source>
        <translation>What Enter does</translation>
    </message>
    <message>
        <source>also known as {names}</source>
        <translation>also known as {names}</translation>
    </message>
    <message>
        <source>{one} and {other}</source>
        <translation>{one} and {other}</translation>
    </message>
    <message numerus="yes">
        <source>%n players chosen (Ctrl+click chooses two to merge)</source>
        <translation>
            <numerusform>%n player chosen (Ctrl+click chooses two to merge)</numerusform>
            <numerusform>%n players chosen (Ctrl+click chooses two to merge)</numerusform>
        </translation>
    </message>
    <message>
        <source>New player:</source>
        <translation>New player:</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>New name for {name}:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW limit</translation>
    </message>
    <message>
        <source>Forced throw after ROLLER by Stege or Alla lika</source>
        <translation>Forced throw after ROLLER (all six kept) by Stege (1–6) or Alla lika (six alike)</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Starter</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Extra throw after a finished number</source>
        <translation>Extra throw after a finished number</translation>
    </message>
    <message>
        <source>Play for places</source>
        <translation>Play for places</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>decided by a throw</source>
        <translation>decided by a throw</translation>
    </message>
    <message>
        <source>chosen by the table</source>
        <translation>chosen by the table</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Championship standings for the room</source>
        <translation>Championship standings for the room</translation>
    </message>
    <message>
        <source>Waiting for the standings…</source>
        <translation>Waiting for the standings…</translation>
    </message>
    <message>
        <source>The final is playing</source>
        <translation>The final is playing</translation>
    </message>
    <message>
        <source>Champion: %1</source>
        <translation>Champion: %1</translation>
    </message>
    <message>
        <source>Qualifying round %1: every table has finished</source>
        <translation>Qualifying round %1: every table has finished</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
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
        <translation>Matches</translation>
    </message>
    <message>
        <source>The standings could not be read just now; shown as last read.</source>
        <translation>The standings could not be read just now; shown as last read.</translation>
    </message>
    <message numerus="yes">
        <source>Qualifying round %1: table %2 still to play</source>
        <translation>
            <numerusform>Qualifying round %1: table %2 still to play</numerusform>
            <numerusform>Qualifying round %1: tables %2 still to play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProtocolDialog</name>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
</context>
<context>
    <name>ProtocolView</name>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>&amp;Save place and note</source>
        <translation>&amp;Save place and note</translation>
    </message>
    <message>
        <source>Pl&amp;ace</source>
        <translation>Pl&amp;ace</translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation>&amp;Note</translation>
    </message>
    <message>
        <source>Anal&amp;ysis on the page</source>
        <translation>Anal&amp;ysis on the page</translation>
    </message>
    <message>
        <source>Print each player&apos;s analysis with the protocol</source>
        <translation>Print each player&apos;s analysis with the protocol</translation>
    </message>
    <message>
        <source>Print… [Ctrl+P]</source>
        <translation>Print… [Ctrl+P]</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Save as P&amp;DF…</translation>
    </message>
    <message>
        <source>Same dice, other choices…</source>
        <translation>Same dice, other choices…</translation>
    </message>
    <message>
        <source>&amp;Protocol</source>
        <translation>&amp;Protocol</translation>
    </message>
    <message>
        <source>&amp;Win chance</source>
        <translation>&amp;Win chance</translation>
    </message>
    <message>
        <source>Place and note can be added when the match is over.</source>
        <translation>Place and note can be added when the match is over.</translation>
    </message>
    <message>
        <source>Place and note</source>
        <translation>Place and note</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Saved.</translation>
    </message>
    <message>
        <source>Save the protocol as PDF</source>
        <translation>Save the protocol as PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <source>Saved as {path}</source>
        <translation>Saved as {path}</translation>
    </message>
    <message>
        <source>&amp;Correct… [Ctrl+K]</source>
        <translation>&amp;Correct… [Ctrl+K]</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Correct…</translation>
    </message>
    <message>
        <source>Corrections</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>Retype a cell of this protocol</source>
        <translation>Retype a cell of this protocol</translation>
    </message>
    <message>
        <source>Corrected:</source>
        <translation>Corrected:</translation>
    </message>
    <message numerus="yes">
        <source>%n corrections saved.</source>
        <translation>
            <numerusform>%n correction saved.</numerusform>
            <numerusform>%n corrections saved.</numerusform>
        </translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Coach sheet…</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>File Folder</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Shortcut</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
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
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>File &amp;name:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Choose</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Save As</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Parent Directory</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Create New Folder</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Create a New Folder</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>New Folder</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;New Folder</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>List View</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detail View</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Recent Places</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Show &amp;hidden files</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Rename</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Directory:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Directories</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Files</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>All Files (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Go forward</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Go to the parent directory</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Change to list view mode</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Change to detail view mode</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidebar</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>List of places and bookmarks</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 already exists.
Do you want to replace it?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
File not found.
Please verify the correct file name was given.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Directory not found.
Please verify the correct directory name was given.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Are you sure you want to delete &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Could not delete directory.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Date Modified</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>My Computer</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Enter a value:</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Show Details…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Hide Details…</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>Paper</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Page size:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Width:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Height:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Paper source:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Landscape</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Reverse landscape</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Reverse portrait</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Margins</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>top margin</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>bottom margin</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>left margin</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>right margin</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Page Layout</translation>
    </message>
    <message>
        <source>Page &amp;order:</source>
        <translation>Page &amp;order:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Pages &amp;per sheet:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Millimeters (mm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Inches (in)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>Points (pt)</translation>
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
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignore</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abort</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Yes to &amp;All</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o to All</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Save All</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>All Pages</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Odd Pages</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Even Pages</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Print to File (PDF)</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Local file</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>Write PDF file</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Options &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Options &lt;&lt;</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Print To File…</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 already exists.
Do you want to overwrite it?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 is a directory.
Please choose a different file name.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>File %1 is not writable.
Please choose a different file name.</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Print Preview</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Next page</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Previous page</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>First page</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Last page</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Fit width</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Fit page</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Landscape</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Show single page</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Show facing pages</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Show overview of all pages</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Print</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Page setup</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Page Setup</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Export to PDF</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>Printer Properties</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Job Options</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Copies:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>Collate</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Print range</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>Print all</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Pages from</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Current Page</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Selection</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Output Settings</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Color Mode</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Grayscale</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Double Sided Printing</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Long side binding</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Short side binding</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Page &amp;Set:</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Location:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>P&amp;roperties</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>Output &amp;file:</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Printer</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Preview</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>RaceChancesBox</name>
    <message>
        <source>Chance to win</source>
        <translation>Chance to win</translation>
    </message>
    <message>
        <source>Each child&apos;s chance to win</source>
        <translation>Each child&apos;s chance to win</translation>
    </message>
    <message>
        <source>Even it out</source>
        <translation>Even it out</translation>
    </message>
    <message>
        <source>Set the dice counts that make the race most even (kids&apos; mode, the extra throw and who starts as they are)</source>
        <translation>Set the dice counts that make the race most even (kids&apos; mode, the extra throw and who starts as they are)</translation>
    </message>
    <message>
        <source>About the dice counts</source>
        <translation>About the dice counts</translation>
    </message>
    <message>
        <source>The chances show once children are at the table.</source>
        <translation>The chances show once children are at the table.</translation>
    </message>
    <message>
        <source>Working out the most even dice…</source>
        <translation>Working out the most even dice…</translation>
    </message>
    <message>
        <source>The most even dice are set, but kids&apos; mode still decides the race.</source>
        <translation>The most even dice are set, but kids&apos; mode still decides the race.</translation>
    </message>
    <message>
        <source>These are already the most even dice.</source>
        <translation>These are already the most even dice.</translation>
    </message>
    <message>
        <source>The most even dice are set.</source>
        <translation>The most even dice are set.</translation>
    </message>
    <message>
        <source>Kids&apos; mode shortens a race more than dice can make up: no dice counts make this table even.</source>
        <translation>Kids&apos; mode shortens a race more than dice can make up: no dice counts make this table even.</translation>
    </message>
</context>
<context>
    <name>RaceScreen</name>
    <message>
        <source>Chasing</source>
        <translation>Chasing</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Set aside</translation>
    </message>
    <message>
        <source>Dice to throw</source>
        <translation>Dice to throw</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Throw</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>The race</source>
        <translation>The race</translation>
    </message>
    <message>
        <source>In 105 the dice showing the number are set aside by themselves: throw.</source>
        <translation>In 105 the dice showing the number are set aside by themselves: throw.</translation>
    </message>
    <message>
        <source>Race over</source>
        <translation>Race over</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>105</source>
        <translation>105</translation>
    </message>
    <message numerus="yes">
        <source>{name} set %n dice aside on the extra throw</source>
        <translation>
            <numerusform>{name} set %n die aside on the extra throw</numerusform>
            <numerusform>{name} set %n dice aside on the extra throw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} set %n dice aside</source>
        <translation>
            <numerusform>{name} set %n die aside</numerusform>
            <numerusform>{name} set %n dice aside</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: no hit on the extra throw</source>
        <translation>{name}: no hit on the extra throw</translation>
    </message>
    <message>
        <source>{name}: no hit</source>
        <translation>{name}: no hit</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, throw again</source>
        <translation>Kids&apos; mode: no hit, throw again</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} is playing…</translation>
    </message>
    <message numerus="yes">
        <source>{what}. Now {next}: throw %n dice</source>
        <translation>
            <numerusform>{what}. Now {next}: throw %n die</numerusform>
            <numerusform>{what}. Now {next}: throw %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra throw for the {faces}: all %n dice</source>
        <translation>
            <numerusform>Extra throw for the {faces}: %n die</numerusform>
            <numerusform>Extra throw for the {faces}: all %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chasing {faces}: throw %n dice</source>
        <translation>
            <numerusform>Chasing {faces}: throw %n die</numerusform>
            <numerusform>Chasing {faces}: throw %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>New race</source>
        <translation>New race</translation>
    </message>
    <message>
        <source>Print the result</source>
        <translation>Print the result</translation>
    </message>
    <message>
        <source>Kids&apos; mode: no hit, the extra throw again</source>
        <translation>Kids&apos; mode: no hit, the extra throw again</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>e.g. 350, – (Tjock) or RT</source>
        <translation>e.g. 350, – (Tjock) or RT</translation>
    </message>
    <message>
        <source>e.g. 350</source>
        <translation>e.g. 350</translation>
    </message>
    <message>
        <source>Result of the turn</source>
        <translation>Result of the turn</translation>
    </message>
    <message>
        <source>Enter result [Enter]</source>
        <translation>Enter result [Enter]</translation>
    </message>
    <message>
        <source>Enter the result</source>
        <translation>Enter the result</translation>
    </message>
</context>
<context>
    <name>RollerScreen</name>
    <message>
        <source>Turn points</source>
        <translation>Turn points</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Selection</translation>
    </message>
    <message>
        <source>Bank now</source>
        <translation>Bank now</translation>
    </message>
    <message>
        <source>Best from this throw</source>
        <translation>Best from this throw</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Throw</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocol</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Match summary</source>
        <translation>Match summary</translation>
    </message>
    <message>
        <source>Same dice, other choices…</source>
        <translation>Same dice, other choices…</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>Are you sure?</translation>
    </message>
    <message>
        <source>{points} points in one round: is that right?</source>
        <translation>{points} points in one round: is that right?</translation>
    </message>
    <message>
        <source>Hint: keep {dice} (+{points}); the turn is then worth about {value} points</source>
        <translation>Hint: keep {dice} (+{points}); the turn is then worth about {value} points</translation>
    </message>
    <message>
        <source>Hint: bank {points}; throwing on is worth about {value}</source>
        <translation>Hint: bank {points}; throwing on is worth about {value}</translation>
    </message>
    <message>
        <source>Hint: throw on, worth about {value} against {points} banked now</source>
        <translation>Hint: throw on, worth about {value} against {points} banked now</translation>
    </message>
    <message>
        <source>Hint: throw; the turn is worth about {value} points</source>
        <translation>Hint: throw; the turn is worth about {value} points</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Round {n} of {total}</translation>
    </message>
    <message>
        <source>Choose the dice to keep: keys 1-6 or click</source>
        <translation>Choose the dice to keep: keys 1-6 or click</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Type {name}&apos;s result: points, – for Tjock or RT</source>
        <translation>Type {name}&apos;s result: points, – for Tjock or RT</translation>
    </message>
    <message>
        <source>The computer is choosing its dice.</source>
        <translation>The computer is choosing its dice.</translation>
    </message>
    <message>
        <source>Keys 1-6 choose dice from a throw: throw first (Space).</source>
        <translation>Keys 1-6 choose dice from a throw: throw first (Space).</translation>
    </message>
    <message>
        <source>{name}: Tjock –</source>
        <translation>{name}: Tjock – (bust, points lost)</translation>
    </message>
    <message>
        <source>Round {round} – {line}</source>
        <translation>Round {round} – {line}</translation>
    </message>
    <message>
        <source>{name}: RT</source>
        <translation>{name}: RT (nothing on the first throw)</translation>
    </message>
    <message>
        <source>{name} banked {points}</source>
        <translation>{name} banked {points}</translation>
    </message>
    <message>
        <source>{what}. Now {next}: throw six dice</source>
        <translation>{what}. Now {next}: throw six dice</translation>
    </message>
    <message>
        <source>Throw six dice to begin</source>
        <translation>Throw six dice to begin</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>{names}: {points} points</source>
        <translation>{names}: {points} points</translation>
    </message>
    <message>
        <source>{name} is choosing the dice to keep…</source>
        <translation>{name} is choosing the dice to keep…</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} is playing…</translation>
    </message>
    <message numerus="yes">
        <source>Forced throw: keep %n more scoring dice before banking</source>
        <translation>
            <numerusform>Forced throw: keep %n more scoring die before banking</numerusform>
            <numerusform>Forced throw: keep %n more scoring dice before banking</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keys 1-6 choose dice from a throw: throw the %n dice left first (Space), or bank (B).</source>
        <translation>
            <numerusform>Keys 1-6 choose dice from a throw: throw the %n die left first (Space), or bank (B).</numerusform>
            <numerusform>Keys 1-6 choose dice from a throw: throw the %n dice left first (Space), or bank (B).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice for {name} and type the faces</source>
        <translation>
            <numerusform>Throw %n die for {name} and type the face</numerusform>
            <numerusform>Throw %n dice for {name} and type the faces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice</source>
        <translation>
            <numerusform>Throw %n die</numerusform>
            <numerusform>Throw %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you may bank after %n more scoring dice</source>
        <translation>
            <numerusform>you may bank after %n more scoring die</numerusform>
            <numerusform>you may bank after %n more scoring dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n dice, or bank {points}</source>
        <translation>
            <numerusform>Throw %n die, or bank {points}</numerusform>
            <numerusform>Throw %n dice, or bank {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>Coach sheet…</source>
        <translation>Coach sheet…</translation>
    </message>
</context>
<context>
    <name>SameDiceDialog</name>
    <message>
        <source>The same dice at every table</source>
        <translation>The same dice at every table</translation>
    </message>
    <message numerus="yes">
        <source>{championship}: round {round}, %n tables</source>
        <translation>
            <numerusform>{championship}: round {round}, %n table</numerusform>
            <numerusform>{championship}: round {round}, %n tables</numerusform>
        </translation>
    </message>
    <message>
        <source>The players at each position</source>
        <translation>The players at each position</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>Scored</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Given away</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Luck</translation>
    </message>
    <message>
        <source>Position: the order of play (1 starts). Every table threw the same dice for the same position, throw by throw, as long as the same dice were kept. Given away: expected points lost by the decisions made. Luck: points scored minus points expected. In bold: table {table}.</source>
        <translation>Position: the order of play (1 starts). Every table threw the same dice for the same position, throw by throw, as long as the same dice were kept. Given away: expected points lost by the decisions made. Luck: points scored minus points expected. In bold: table {table}.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>kids&apos; mode</source>
        <translation>kids&apos; mode</translation>
    </message>
    <message>
        <source>{name}: place {place}</source>
        <translation>{name}: place {place}</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turns</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n throws</source>
        <translation>
            <numerusform>%n throw</numerusform>
            <numerusform>%n throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: chasing {faces}, {aside} of %n dice set aside</source>
        <translation>
            <numerusform>{name}: chasing {faces}, {aside} of %n die set aside</numerusform>
            <numerusform>{name}: chasing {faces}, {aside} of %n dice set aside</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerWaitNotice</name>
    <message numerus="yes">
        <source>Waiting for the league&apos;s server… (%n s without an answer)</source>
        <translation>
            <numerusform>Waiting for the league&apos;s server… (%n s without an answer)</numerusform>
            <numerusform>Waiting for the league&apos;s server… (%n s without an answer)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the league&apos;s server…</source>
        <translation>Waiting for the league&apos;s server…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large (across a table)</source>
        <translation>Large (across a table)</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>Very large</translation>
    </message>
    <message>
        <source>Huge</source>
        <translation>Huge</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Text size</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Text size</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Quick</translation>
    </message>
    <message>
        <source>Calm</source>
        <translation>Calm</translation>
    </message>
    <message>
        <source>Count matches against c&amp;omputers in the league</source>
        <translation>Count matches against c&amp;omputers in the league</translation>
    </message>
    <message>
        <source>A match with a computer seat is practice: it stays in the match history, outside the league table and the ratings. Ticked, such matches count there too, and each computer gets a row of its own, marked as practice.</source>
        <translation>A match with a computer seat is practice: it stays in the match history, outside the league table and the ratings. Ticked, such matches count there too, and each computer gets a row of its own, marked as practice.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>In matches against the computer</source>
        <translation>In matches against the computer</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Always</translation>
    </message>
    <message>
        <source>Win-chance bar</source>
        <translation>Win-chance bar</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, shown during a match of two players.</source>
        <translation>Each player&apos;s chance to win, shown during a match of two players.</translation>
    </message>
    <message>
        <source>&amp;Win-chance bar</source>
        <translation>&amp;Win-chance bar</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Pace of computer players</source>
        <translation>Pace of computer players</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Computer &amp;pace</translation>
    </message>
    <message>
        <source>Off (the dice land at once)</source>
        <translation>Off (the dice land at once)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Dice animation</source>
        <translation>Dice animation</translation>
    </message>
    <message>
        <source>&amp;Dice animation</source>
        <translation>&amp;Dice animation</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colours</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Colours</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>League players (Enter seats them)</source>
        <translation>League players (Enter seats them)</translation>
    </message>
    <message>
        <source>League players</source>
        <translation>League players</translation>
    </message>
    <message>
        <source>New player&apos;s name</source>
        <translation>New player&apos;s name</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <source>Add a new player</source>
        <translation>Add a new player</translation>
    </message>
    <message>
        <source>Problem with the name</source>
        <translation>Problem with the name</translation>
    </message>
    <message>
        <source>Seat the player who has this name</source>
        <translation>Seat the player who has this name</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computer level</translation>
    </message>
    <message>
        <source>Seat a computer</source>
        <translation>Seat a computer</translation>
    </message>
    <message>
        <source>At the table, clockwise</source>
        <translation>At the table, clockwise</translation>
    </message>
    <message>
        <source>Seats, clockwise</source>
        <translation>Seats, clockwise</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <source>Kids&apos; mode</source>
        <translation>Kids&apos; mode</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>WW limit</source>
        <translation>WW limit</translation>
    </message>
    <message>
        <source>Forced throw after ROLLER by Stege or Alla lika</source>
        <translation>Forced throw after ROLLER (all six kept) by Stege (1–6) or Alla lika (six alike)</translation>
    </message>
    <message>
        <source>Extra throw when a number is done</source>
        <translation>Extra throw when a number is done</translation>
    </message>
    <message>
        <source>Play on for places after the winner</source>
        <translation>Play on for places after the winner</translation>
    </message>
    <message>
        <source>WW limit (points)</source>
        <translation>WW limit (points)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Who starts</translation>
    </message>
    <message>
        <source>Virtual dice (the program throws)</source>
        <translation>Virtual dice (the program throws)</translation>
    </message>
    <message>
        <source>Real dice (type the faces)</source>
        <translation>Real dice (type the faces)</translation>
    </message>
    <message>
        <source>Problem with the setup</source>
        <translation>Problem with the setup</translation>
    </message>
    <message>
        <source>Back [Esc]</source>
        <translation>Back [Esc]</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Start [Ctrl+Enter]</source>
        <translation>Start [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Start the match</translation>
    </message>
    <message>
        <source>Sharp: plays every turn for the win, not the points: takes risks when behind, banks early when ahead.</source>
        <translation>Sharp: plays every turn for the win, not the points: takes risks when behind, banks early when ahead.</translation>
    </message>
    <message>
        <source>New Roller match: the same table</source>
        <translation>New Roller match: the same table</translation>
    </message>
    <message>
        <source>{name} already has a seat. Give the new player another name.</source>
        <translation>{name} already has a seat. Give the new player another name.</translation>
    </message>
    <message>
        <source>There is already a player called {name}. Seat {name}, or give the new player another name.</source>
        <translation>There is already a player called {name}. Seat {name}, or give the new player another name.</translation>
    </message>
    <message>
        <source>Seat {name}</source>
        <translation>Seat {name}</translation>
    </message>
    <message>
        <source>Protocol only is for people: take the computers away from the table.</source>
        <translation>Protocol only is for people: take the computers away from the table.</translation>
    </message>
    <message>
        <source>careful</source>
        <translation>careful</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>steady</translation>
    </message>
    <message>
        <source>sharp</source>
        <translation>sharp</translation>
    </message>
    <message>
        <source>child</source>
        <translation>child</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>New Roller match</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>New 105 race</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Dice for {name}</source>
        <translation>Dice for {name}</translation>
    </message>
    <message>
        <source>Kids&apos; mode for {name}</source>
        <translation>Kids&apos; mode for {name}</translation>
    </message>
    <message>
        <source>{name} starts</source>
        <translation>{name} starts</translation>
    </message>
    <message>
        <source>Seat at least one player at the table.</source>
        <translation>Seat at least one player at the table.</translation>
    </message>
    <message>
        <source>How the computer level plays</source>
        <translation>How the computer level plays</translation>
    </message>
    <message>
        <source>Careful: keeps the most points and banks from 300 or when two dice or fewer are left, like a cautious beginner.</source>
        <translation>Careful: keeps the most points and banks at 300 or when two dice or fewer are left, like a cautious beginner.</translation>
    </message>
    <message>
        <source>Steady: plays every turn for the most points on average (the exact solver): hard to beat over a season.</source>
        <translation>Steady: plays every turn for the most points on average (the exact solver): hard to beat over a season.</translation>
    </message>
    <message>
        <source>Child: steady&apos;s judgement with a child&apos;s slips: small mistakes are common, big ones rare.</source>
        <translation>Child: steady&apos;s judgement with a child&apos;s slips: small mistakes are common, big ones rare.</translation>
    </message>
    <message>
        <source>Protocol only (type each turn&apos;s result)</source>
        <translation>Protocol only (type each turn&apos;s result)</translation>
    </message>
    <message numerus="yes">
        <source>A match has at most %n seats.</source>
        <translation>
            <numerusform>A match has at most %n seat.</numerusform>
            <numerusform>A match has at most %n seats.</numerusform>
        </translation>
    </message>
    <message>
        <source>Decide by a throw (tied players throw again)</source>
        <translation>Decide by a throw (tied players throw again)</translation>
    </message>
    <message>
        <source>New 105 race: the same table</source>
        <translation>New 105 race: the same table</translation>
    </message>
    <message>
        <source>In 105 there is nothing to choose: a computer just throws.</source>
        <translation>In 105 there is nothing to choose: a computer just throws.</translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Coach mode</translation>
    </message>
    <message>
        <source>Coach mode for {name}</source>
        <translation>Coach mode for {name}</translation>
    </message>
    <message>
        <source>After a choice that cost more than a percentage point of the chance to win, a quiet line says what was better</source>
        <translation>After a choice that cost more than a percentage point of the chance to win, a quiet line says what was better</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>A Stege: one to six</source>
        <translation>A Stege (straight): one to six</translation>
    </message>
    <message>
        <source>Six dice, fifteen rounds, and 105 for the children</source>
        <translation>Six dice, fifteen rounds, and 105 for the children</translation>
    </message>
    <message>
        <source>New Roller match</source>
        <translation>New Roller match</translation>
    </message>
    <message>
        <source>New 105 race</source>
        <translation>New 105 race</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>League</source>
        <translation>League</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Enter a paper protocol</source>
        <translation>Enter a paper protocol</translation>
    </message>
    <message>
        <source>Drills from your matches</source>
        <translation>Drills from your matches</translation>
    </message>
    <message>
        <source>Unfinished matches</source>
        <translation>Unfinished matches</translation>
    </message>
    <message>
        <source>Abandon the chosen match… [Del]</source>
        <translation>Abandon the chosen match… [Del]</translation>
    </message>
    <message>
        <source>Abandon the chosen match</source>
        <translation>Abandon the chosen match</translation>
    </message>
    <message>
        <source>No unfinished matches: start a new one.</source>
        <translation>No unfinished matches: start a new one.</translation>
    </message>
    <message>
        <source>Shortcut: {key}</source>
        <translation>Shortcut: {key}</translation>
    </message>
    <message>
        <source>{progress} · started {when}</source>
        <translation>{progress} · started {when}</translation>
    </message>
    <message>
        <source>{game}: {names}</source>
        <translation>{game}: {names}</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Table {table}</translation>
    </message>
    <message>
        <source>Qualifying round {round}</source>
        <translation>Qualifying round {round}</translation>
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
        <translation>The final</translation>
    </message>
    <message>
        <source>Deciding round {number} of the final</source>
        <translation>Deciding round {number} of the final</translation>
    </message>
    <message>
        <source>Qualifying round {round}, table {table}</source>
        <translation>Qualifying round {round}, table {table}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Round {round} of {rounds}</translation>
    </message>
    <message>
        <source>{progress}, {name} to play</source>
        <translation>{progress}, {name} to play</translation>
    </message>
    <message numerus="yes">
        <source>%n throws</source>
        <translation>
            <numerusform>%n throw</numerusform>
            <numerusform>%n throws</numerusform>
        </translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Championship</translation>
    </message>
    <message>
        <source>Keeper&apos;s log</source>
        <translation>Keeper&apos;s log</translation>
    </message>
    <message>
        <source>A new league at {path}.

No unfinished matches: start a new one.</source>
        <translation>A new league at {path}.

No unfinished matches: start a new one.</translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void a match</source>
        <translation>Void a match</translation>
    </message>
    <message>
        <source>Void the match of {date} ({players})? It leaves the league and every figure; it stays in the history, marked void, and Restore brings it back.</source>
        <translation>Void the match of {date} ({players})? It leaves the league and every figure; it stays in the history, marked void, and Restore brings it back.</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>e.g. a test, or entered twice</source>
        <translation>e.g. a test, or entered twice</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Void</translation>
    </message>
    <message>
        <source>Voiding the match…</source>
        <translation>Voiding the match…</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>Updating the league to this version of Roller (a backup is taken first)…</source>
        <translation>Updating the league to this version of Roller (a backup is taken first)…</translation>
    </message>
    <message>
        <source>The league is read-only here: you can look, not play. Matches, the league and the protocols can be looked at and printed; nothing can be played or changed. To play, open a league in a folder where you may write.</source>
        <translation>The league is read-only here: you can look, not play. Matches, the league and the protocols can be looked at and printed; nothing can be played or changed. To play, open a league in a folder where you may write.</translation>
    </message>
</context>
</TS>
