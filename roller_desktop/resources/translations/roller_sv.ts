<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
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
</TS>
