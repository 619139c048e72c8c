<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>durak</name>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Games played: %n</source>
      <translation>
        <numerusform>Games played: %n</numerusform>
        <numerusform>Games played: %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Times durak: %n</source>
      <translation>
        <numerusform>Times durak: %n</numerusform>
        <numerusform>Times durak: %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>With epaulettes: %n</source>
      <translation>
        <numerusform>With epaulettes: %n</numerusform>
        <numerusform>With epaulettes: %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Abandoned (counted as last places): %n</source>
      <translation>
        <numerusform>Abandoned (counted as last places): %n</numerusform>
        <numerusform>Abandoned (counted as last places): %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n games with a move taken back (Ctrl+Z)</source>
      <translation>
        <numerusform>%n game with a move taken back (Ctrl+Z)</numerusform>
        <numerusform>%n games with a move taken back (Ctrl+Z)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Cheating: %n cheats made</source>
      <translation>
        <numerusform>Cheating: %n cheat made</numerusform>
        <numerusform>Cheating: %n cheats made</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n games: first {first}, lowest {low}, highest {high}, last {last}</source>
      <translation>
        <numerusform>%n game: first {first}, lowest {low}, highest {high}, last {last}</numerusform>
        <numerusform>%n games: first {first}, lowest {low}, highest {high}, last {last}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n seconds</source>
      <translation>
        <numerusform>%n second</numerusform>
        <numerusform>%n seconds</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>This deck deals to at most %n players</source>
      <translation>
        <numerusform>This deck deals to at most %n player</numerusform>
        <numerusform>This deck deals to at most %n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Replay: %n moves. → or SPACE to play</source>
      <translation>
        <numerusform>Replay: %n move. → or SPACE to play</numerusform>
        <numerusform>Replay: %n moves. → or SPACE to play</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Gone from the game: %n cards</source>
      <translation>
        <numerusform>Gone from the game: %n card</numerusform>
        <numerusform>Gone from the game: %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Not seen yet: %n cards</source>
      <translation>
        <numerusform>Not seen yet: %n card</numerusform>
        <numerusform>Not seen yet: %n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n cards selected</source>
      <translation>
        <numerusform>%n card selected</numerusform>
        <numerusform>%n cards selected</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{player} picks up %n secret cards</source>
      <translation>
        <numerusform>{player} picks up %n secret card</numerusform>
        <numerusform>{player} picks up %n secret cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n secret cards</source>
      <translation>
        <numerusform>%n secret card</numerusform>
        <numerusform>%n secret cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{name}: %n cheats, {caught} caught</source>
      <translation>
        <numerusform>{name}: %n cheat, {caught} caught</numerusform>
        <numerusform>{name}: %n cheats, {caught} caught</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>durak %n×</source>
      <translation>
        <numerusform>durak %n×</numerusform>
        <numerusform>durak %n×</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>epaulettes %n×</source>
      <translation>
        <numerusform>epaulettes %n×</numerusform>
        <numerusform>epaulettes %n×</numerusform>
      </translation>
    </message>
  </context>
</TS>
