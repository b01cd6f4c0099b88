<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en">
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
</TS>
