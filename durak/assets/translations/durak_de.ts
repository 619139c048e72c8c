<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name>durak</name>
    <message>
      <source>Cards</source>
      <translation>Karten</translation>
    </message>
    <message>
      <source>Card dec&amp;k:</source>
      <translation>Karten&amp;motiv:</translation>
    </message>
    <message>
      <source>Russian court letters: В, Д, К, Т for jack, queen, king and ace</source>
      <translation>Russische Buchstaben der Bildkarten: В, Д, К, Т für Bube, Dame, König und Ass</translation>
    </message>
    <message>
      <source>Preview of the cards</source>
      <translation>Vorschau der Karten</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Abbrechen</translation>
    </message>
    <message>
      <source>
&lt;h3&gt;The game&lt;/h3&gt;
&lt;p&gt;Everyone gets six cards; the card under the stack sets the trump suit. The offender
(&lt;span style="background-color:#3fbf4f; color:#000000"&gt;&amp;nbsp;green&amp;nbsp;&lt;/span&gt;)
attacks the player on his left, the defender
(&lt;span style="background-color:#e0453a; color:#000000"&gt;&amp;nbsp;red&amp;nbsp;&lt;/span&gt;); the co-offender
(&lt;span style="background-color:#f0c93a; color:#000000"&gt;&amp;nbsp;yellow&amp;nbsp;&lt;/span&gt;) may join in.&lt;/p&gt;
&lt;p&gt;The defender covers each attack card with a higher card of its suit, or with a trump.
Attackers may add cards of any rank already on the table, never more than the defender
can cover. With forwarding on, the defender may instead lay a card of the attacked rank
beside the attack, passing it on to the next player, as long as nothing is covered yet
and nobody but the offender has added a card.&lt;/p&gt;
&lt;p&gt;When all is covered and nobody adds within the countdown, the cards are discarded and
the defender leads next. A defender who cannot or will not cover takes all the cards.
Everyone refills to six, the offender first, the defender last. Once the stack is empty,
players without cards are out: the first out wins, the last one holding cards is the
&lt;b&gt;durak&lt;/b&gt;.&lt;/p&gt;
&lt;h3&gt;Mouse and touch&lt;/h3&gt;
&lt;ul&gt;&lt;li&gt;Drag a card onto an attack card to cover it, onto the table to attack or add,
beside the attack to forward. As defender, drag your cover back to your hand, or onto
another attack card.&lt;/li&gt;
&lt;li&gt;Click (tap) selects a card, or several; double click (double tap) plays it where it
fits: as defender it forwards when it may, else it covers the highest card it beats; as
attacker it leads or adds. A card's tooltip says what a double click on it will do.
Double click a card with others selected, or drag one of several selected cards, to play
them all: a pair is led or forwarded together.&lt;/li&gt;
&lt;li&gt;With the trump exchange on: drag your lowest trump onto the face-up trump card, or
double click (double tap) that card, to swap them before you lead.&lt;/li&gt;
&lt;li&gt;With redeals on: while your hand allows one, the "Take cards" / "End attack" button
reads "Redeal".&lt;/li&gt;
&lt;li&gt;With forwarding by showing a trump on: while you may show the trump of the attacked
rank, a button "Show ... to pass it on (T)" appears; the card stays in your hand.&lt;/li&gt;
&lt;li&gt;With the change of direction: while you may forward to the right, the button
"Forward: to the left (F)" appears; click (tap) it to send your next forward to the
right, then drop beside the attack, double click or press UP.&lt;/li&gt;
&lt;li&gt;With cheating: a card dropped where it breaks a rule (a cover that does not beat, an
added card of a rank not on the table) is played as a cheat. To catch a cheat, click
(tap) the suspect card on the table, then "Catch!", or double click (double tap) it; a
wrong catch bars you from catching until the round ends.&lt;/li&gt;&lt;/ul&gt;
&lt;h3&gt;Keyboard&lt;/h3&gt;
&lt;table&gt;
&lt;tr&gt;&lt;td&gt;LEFT / RIGHT&lt;/td&gt;&lt;td&gt;select the previous / next card&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;SHIFT+LEFT / RIGHT&lt;/td&gt;&lt;td&gt;extend the selection&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+LEFT / RIGHT&lt;/td&gt;&lt;td&gt;move the cursor, leaving the selection as it is&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+SPACE&lt;/td&gt;&lt;td&gt;select or unselect the card under the cursor&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;UP&lt;/td&gt;&lt;td&gt;play the selected card(s); any that cannot be played stay in your
hand, and the status line says why&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;DOWN&lt;/td&gt;&lt;td&gt;unselect; else take back your covers, then take all;
as attacker: end the attack&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+A&lt;/td&gt;&lt;td&gt;select all cards&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;O&lt;/td&gt;&lt;td&gt;sort your cards by rank (pairs side by side) or by suit&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;S&lt;/td&gt;&lt;td&gt;sound effects off / on&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;show / hide the move log&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;H&lt;/td&gt;&lt;td&gt;hint: the move the Hard bot would make in your place, on your
cards and the table (also the Hint button, or a long press on touch); online only where
the room allows hints&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;X&lt;/td&gt;&lt;td&gt;exchange your lowest trump for the face-up trump card (trump
exchange)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;ask for a redeal (after the deal, with five cards of one suit)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;T&lt;/td&gt;&lt;td&gt;forward by showing the trump of the attacked rank (it stays in your
hand)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;change of direction: your next forward goes to the right (again:
to the left)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;cheating: suspect the card laid last (SHIFT+K: the one before), K again
catches the suspect card&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;D&lt;/td&gt;&lt;td&gt;show / hide the cards seen (discarded, and known in other hands)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;SPACE&lt;/td&gt;&lt;td&gt;pause / continue&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;M&lt;/td&gt;&lt;td&gt;menu&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+N&lt;/td&gt;&lt;td&gt;new game&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;take back your last move and the bots' answers (against bots)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;chat (online): type a line, Enter sends it, Escape goes back to the
table&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F11 / Escape&lt;/td&gt;&lt;td&gt;toggle / leave fullscreen&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Tab / Shift+Tab&lt;/td&gt;&lt;td&gt;move between the buttons; Enter or SPACE presses the
one with the ring; Escape goes back to the table&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
</source>
      <translation>
&lt;h3&gt;Das Spiel&lt;/h3&gt;
&lt;p&gt;Jeder bekommt sechs Karten; die Karte unter dem Stapel bestimmt die Trumpffarbe. Der
Angreifer (&lt;span style="background-color:#3fbf4f; color:#000000"&gt;&amp;nbsp;grün&amp;nbsp;&lt;/span&gt;) greift den Spieler zu seiner Linken
an, den Verteidiger (&lt;span style="background-color:#e0453a; color:#000000"&gt;&amp;nbsp;rot&amp;nbsp;&lt;/span&gt;); der Mitangreifer
(&lt;span style="background-color:#f0c93a; color:#000000"&gt;&amp;nbsp;gelb&amp;nbsp;&lt;/span&gt;) darf mitmachen.&lt;/p&gt;
&lt;p&gt;Der Verteidiger sticht jede Angriffskarte mit einer höheren Karte derselben Farbe oder
mit einem Trumpf. Angreifer dürfen Karten jedes Werts nachlegen, der schon auf dem Tisch
liegt, aber nie mehr, als der Verteidiger stechen kann. Mit Weiterschieben darf der
Verteidiger stattdessen eine Karte des angreifenden Werts danebenlegen und den Angriff an
den nächsten Spieler weitergeben, solange noch nichts gestochen ist und niemand außer
dem Angreifer nachgelegt hat.&lt;/p&gt;
&lt;p&gt;Ist alles gestochen und legt bis zum Ende des Countdowns niemand nach, kommen die Karten
weg und der Verteidiger greift als Nächster an. Wer nicht stechen kann oder will, nimmt
alle Karten auf. Alle ziehen auf sechs nach, der Angreifer zuerst, der Verteidiger
zuletzt. Ist der Stapel leer, scheidet aus, wer keine Karten mehr hat: Wer zuerst
draußen ist, gewinnt; wer als Letzter Karten hält, ist der &lt;b&gt;Durak&lt;/b&gt;.&lt;/p&gt;
&lt;h3&gt;Maus und Touch&lt;/h3&gt;
&lt;ul&gt;&lt;li&gt;Ziehe eine Karte auf eine Angriffskarte, um sie zu stechen, auf den Tisch, um
anzugreifen oder nachzulegen, neben den Angriff, um weiterzuschieben. Als Verteidiger
ziehst du deine Stichkarte zurück in die Hand oder auf eine andere Angriffskarte.&lt;/li&gt;
&lt;li&gt;Klick (Tippen) wählt eine Karte oder mehrere; Doppelklick (Doppeltippen) spielt sie,
wo sie passt: als Verteidiger schiebt sie weiter, wenn sie darf, sonst sticht sie die
höchste Karte, die sie schlägt; als Angreifer spielt sie aus oder legt nach. Der Tooltip
einer Karte sagt, was ein Doppelklick auf sie tut. Doppelklick auf eine Karte, während
andere gewählt sind, oder eine von mehreren gewählten Karten ziehen, spielt alle: ein Paar
wird zusammen ausgespielt oder weitergeschoben.&lt;/li&gt;
&lt;li&gt;Mit Trumpftausch: Ziehe deinen niedrigsten Trumpf auf die offene Trumpfkarte, oder
doppelklicke (doppeltippe) diese Karte, um beide vor deinem Ausspielen zu tauschen.&lt;/li&gt;
&lt;li&gt;Mit neuem Geben: Solange deine Hand es erlaubt, zeigt der Knopf
„Aufnehmen“ / „Angriff beenden“ stattdessen „Neu geben“.&lt;/li&gt;
&lt;li&gt;Mit Weiterschieben durch Trumpfzeigen: Solange du den Trumpf des angegriffenen Werts
zeigen darfst, erscheint ein Knopf „... zeigen, weiterschieben (T)“; die Karte bleibt in deiner Hand.&lt;/li&gt;
&lt;li&gt;Mit Richtungswechsel: solange du nach rechts weiterschieben darfst, erscheint der Knopf
"Schieben: links (F)"; klicke (tippe) ihn, damit dein nächstes Weiterschieben nach
rechts geht, dann lege die Karte neben den Angriff, doppelklicke oder drücke UP.&lt;/li&gt;
&lt;li&gt;Mit Schummeln: eine Karte, die du ablegst, wo sie eine Regel bricht (eine Deckkarte,
die nicht sticht, eine zugelegte Karte eines Werts, der nicht auf dem Tisch liegt), wird als
Schummelei gespielt. Um eine Schummelei aufzudecken, klicke (tippe) die verdächtige Karte auf
dem Tisch an, dann „Erwischt!“, oder doppelklicke (tippe zweimal) sie; wer zu Unrecht
aufdeckt, darf bis zum Ende der Runde niemanden mehr erwischen.&lt;/li&gt;&lt;/ul&gt;
&lt;h3&gt;Tastatur&lt;/h3&gt;
&lt;table&gt;
&lt;tr&gt;&lt;td&gt;LINKS / RECHTS&lt;/td&gt;&lt;td&gt;vorige / nächste Karte wählen&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;UMSCHALT+LINKS / RECHTS&lt;/td&gt;&lt;td&gt;Auswahl erweitern&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Strg+LINKS / RECHTS&lt;/td&gt;&lt;td&gt;den Cursor bewegen, die Auswahl bleibt, wie sie ist&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Strg+LEERTASTE&lt;/td&gt;&lt;td&gt;die Karte unter dem Cursor wählen oder abwählen&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;HOCH&lt;/td&gt;&lt;td&gt;gewählte Karte(n) spielen; was nicht gespielt werden kann,
bleibt in der Hand, und die Statuszeile sagt, warum&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;RUNTER&lt;/td&gt;&lt;td&gt;Auswahl aufheben; sonst Stichkarten zurücknehmen, dann alles
aufnehmen; als Angreifer: Angriff beenden&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Strg+A&lt;/td&gt;&lt;td&gt;alle Karten wählen&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;O&lt;/td&gt;&lt;td&gt;Karten nach Wert (Paare nebeneinander) oder nach Farbe sortieren&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;S&lt;/td&gt;&lt;td&gt;Soundeffekte aus / an&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;Spielverlauf ein- / ausblenden&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;H&lt;/td&gt;&lt;td&gt;Tipp: der Zug, den der Bot „Schwer“ an deiner Stelle machen
würde, an deinen Karten und auf dem Tisch (auch der Knopf „Tipp“ oder langes Drücken
auf dem Touchscreen); online nur, wo der Raum Tipps erlaubt&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;X&lt;/td&gt;&lt;td&gt;niedrigsten Trumpf gegen die offene Trumpfkarte tauschen
(Trumpftausch)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;neues Geben verlangen (nach dem Geben, mit fünf Karten einer Farbe)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;T&lt;/td&gt;&lt;td&gt;durch Zeigen des Trumpfs des angegriffenen Werts weiterschieben (er bleibt in
deiner Hand)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;Richtungswechsel: dein nächstes Weiterschieben geht nach rechts (noch einmal:
nach links)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;Schummeln: die zuletzt gelegte Karte verdächtigen (SHIFT+K: die davor), K noch
einmal erwischt die verdächtige Karte&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;D&lt;/td&gt;&lt;td&gt;gesehene Karten ein- / ausblenden (abgelegte und bekannte in anderen Händen)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;LEERTASTE&lt;/td&gt;&lt;td&gt;Pause / weiter&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;M&lt;/td&gt;&lt;td&gt;Menü&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Strg+N&lt;/td&gt;&lt;td&gt;neues Spiel&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Strg+Z&lt;/td&gt;&lt;td&gt;den letzten eigenen Zug und die Antworten der Bots zurücknehmen (gegen Bots)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;Chat (online): eine Zeile tippen, Enter sendet sie, Escape geht zurück zum
Tisch&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F11 / Esc&lt;/td&gt;&lt;td&gt;Vollbild an/aus / verlassen&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Tab / Umschalt+Tab&lt;/td&gt;&lt;td&gt;zwischen den Knöpfen wechseln; Enter oder LEERTASTE
drückt den markierten; Esc kehrt zum Tisch zurück&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
</translation>
    </message>
    <message>
      <source>Playing the weli 6♦ (by a drop, a double click or tap, or UP): when it may count as more than one suit, four suit buttons appear on the table; click (tap) one, or press 1-4 (♠ ♥ ♦ ♣), S, H, D or C, or choose with LEFT / RIGHT and press Enter; Escape (or Cancel) plays nothing. When only one suit fits, it is named for you and the status line says which. On the table the 6♦ wears its suit in its top right corner.</source>
      <translation>Die Weli 6♦ spielen (durch Ablegen, Doppelklick oder Doppeltippen oder UP): Kann sie als mehr als eine Farbe zählen, erscheinen vier Farbknöpfe auf dem Tisch; einen anklicken (antippen) oder 1-4 (♠ ♥ ♦ ♣), S, H, D oder C drücken, oder mit LEFT / RIGHT wählen und Enter drücken; Escape (oder Abbrechen) spielt nichts. Passt nur eine Farbe, wird sie für Sie genannt, und die Statuszeile sagt welche. Auf dem Tisch trägt die 6♦ ihre Farbe in der rechten oberen Ecke.</translation>
    </message>
    <message>
      <source>Rules of this table</source>
      <translation>Regeln an diesem Tisch</translation>
    </message>
    <message>
      <source>Variants in this game</source>
      <translation>Varianten in diesem Spiel</translation>
    </message>
    <message>
      <source>Rules and controls</source>
      <translation>Regeln und Steuerung</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Durak {version}&lt;/h3&gt;&lt;p&gt;The Russian card game, for the desktop.&lt;/p&gt;&lt;p&gt;A rewrite of the PyQt4 game by Philipp Niedermayer (eltos/durak), Apache License 2.0.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Durak {version}&lt;/h3&gt;&lt;p&gt;Das russische Kartenspiel für den Desktop.&lt;/p&gt;&lt;p&gt;Eine Neufassung des PyQt4-Spiels von Philipp Niedermayer (eltos/durak), Apache-Lizenz 2.0.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n Spieler</numerusform>
        <numerusform>%n Spieler</numerusform>
      </translation>
    </message>
    <message>
      <source>Menu</source>
      <translation>Menü</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
      <source>Number of players</source>
      <translation>Anzahl der Spieler</translation>
    </message>
    <message>
      <source>&amp;Undo my last move</source>
      <translation>Letzten Zug &amp;zurücknehmen</translation>
    </message>
    <message>
      <source>Play &amp;online...</source>
      <translation>&amp;Online spielen...</translation>
    </message>
    <message>
      <source>Save re&amp;play...</source>
      <translation>&amp;Wiederholung speichern...</translation>
    </message>
    <message>
      <source>&amp;Score</source>
      <translation>&amp;Punktestand</translation>
    </message>
    <message>
      <source>&amp;Watch a replay...</source>
      <translation>Wiederholung &amp;ansehen...</translation>
    </message>
    <message>
      <source>S&amp;ettings</source>
      <translation>&amp;Einstellungen</translation>
    </message>
    <message>
      <source>S&amp;tatistics</source>
      <translation>S&amp;tatistik</translation>
    </message>
    <message>
      <source>&amp;Fullscreen</source>
      <translation>&amp;Vollbild</translation>
    </message>
    <message>
      <source>&amp;Rules and controls</source>
      <translation>&amp;Regeln und Steuerung</translation>
    </message>
    <message>
      <source>&amp;About</source>
      <translation>&amp;Über</translation>
    </message>
    <message>
      <source>E&amp;xit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <translation>S&amp;chließen</translation>
    </message>
    <message>
      <source>{place} of {players}</source>
      <translation>{place} von {players}</translation>
    </message>
    <message numerus="yes">
      <source>Games played: %n</source>
      <translation>
        <numerusform>Gespielte Spiele: %n</numerusform>
        <numerusform>Gespielte Spiele: %n</numerusform>
      </translation>
    </message>
    <message>
      <source>Score: {percent}</source>
      <translation>Punkte: {percent}</translation>
    </message>
    <message numerus="yes">
      <source>Times durak: %n</source>
      <translation>
        <numerusform>Mal Durak: %n</numerusform>
        <numerusform>Mal Durak: %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>With epaulettes: %n</source>
      <translation>
        <numerusform>Mit Schulterklappen: %n</numerusform>
        <numerusform>Mit Schulterklappen: %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Abandoned (counted as last places): %n</source>
      <translation>
        <numerusform>Abgebrochen (zählt als letzter Platz): %n</numerusform>
        <numerusform>Abgebrochen (zählt als letzter Platz): %n</numerusform>
      </translation>
    </message>
    <message>
      <source>Last game: place {place}</source>
      <translation>Letztes Spiel: Platz {place}</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Punktestand</translation>
    </message>
    <message>
      <source>&amp;Reset...</source>
      <translation>&amp;Zurücksetzen...</translation>
    </message>
    <message>
      <source>Reset the score? Every game counted so far is forgotten.</source>
      <translation>Punktestand zurücksetzen? Alle bisher gezählten Spiele werden vergessen.</translation>
    </message>
    <message>
      <source>Classic 6-card</source>
      <translation>Klassisch, 6 Karten</translation>
    </message>
    <message>
      <source>Original</source>
      <translation>Original</translation>
    </message>
    <message>
      <source>Transfer</source>
      <translation>Weitergeben (Perewodnoi)</translation>
    </message>
    <message>
      <source>Cheating Durak</source>
      <translation>Schummel-Durak</translation>
    </message>
    <message>
      <source>Podkidnoy for 52 cards</source>
      <translation>Podkidnoi mit 52 Karten</translation>
    </message>
    <message>
      <source>Teams 2 vs 2</source>
      <translation>Teams 2 gegen 2</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Schnell</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Langsam</translation>
    </message>
    <message>
      <source>Classic</source>
      <translation>Klassisch</translation>
    </message>
    <message>
      <source>Dark wood</source>
      <translation>Dunkles Holz</translation>
    </message>
    <message>
      <source>High contrast</source>
      <translation>Hoher Kontrast</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Einstellungen</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Tisch</translation>
    </message>
    <message>
      <source>&amp;Theme:</source>
      <translation>&amp;Aussehen:</translation>
    </message>
    <message>
      <source>Oppo&amp;nents:</source>
      <translation>&amp;Gegner:</translation>
    </message>
    <message>
      <source>Per player:</source>
      <translation>Je Spieler:</translation>
    </message>
    <message>
      <source>S&amp;peed:</source>
      <translation>&amp;Tempo:</translation>
    </message>
    <message>
      <source>System</source>
      <translation>System</translation>
    </message>
    <message>
      <source>&amp;Language:</source>
      <translation>&amp;Sprache:</translation>
    </message>
    <message>
      <source>Sort &amp;your cards:</source>
      <translation>Karten sort&amp;ieren:</translation>
    </message>
    <message>
      <source>End my attack at once when I have nothing to add</source>
      <translation>Meinen Angriff sofort beenden, wenn ich nichts nachlegen kann</translation>
    </message>
    <message>
      <source>Di&amp;m the cards I cannot play now</source>
      <translation>Karten, die ich gerade nicht spielen kann, ab&amp;dunkeln</translation>
    </message>
    <message>
      <source>Reduce motion: cards &amp;jump into place</source>
      <translation>Weniger &amp;Bewegung: Karten springen an ihren Platz</translation>
    </message>
    <message>
      <source>No card slides: every move (yours, the bots', a deal, a drop) shows at once, at any speed</source>
      <translation>Keine Karte gleitet: jeder Zug (deiner, der Bots, das Geben, ein Ablegen) erscheint sofort, bei jedem Tempo</translation>
    </message>
    <message>
      <source>Allow &amp;undo against bots (Ctrl+Z)</source>
      <translation>&amp;Zurücknehmen gegen Bots erlauben (Strg+Z)</translation>
    </message>
    <message>
      <source>Show the move lo&amp;g (L)</source>
      <translation>Spiel&amp;verlauf zeigen (L)</translation>
    </message>
    <message>
      <source>Show the cards &amp;seen: discarded, and known in other hands (D)</source>
      <translation>Gesehene Karten zeigen: abgelegte und bekannte in anderen H&amp;änden (D)</translation>
    </message>
    <message>
      <source>As above</source>
      <translation>Wie oben</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Spieler {number}</translation>
    </message>
    <message>
      <source>Sound effe&amp;cts</source>
      <translation>So&amp;undeffekte</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Lautstärke</translation>
    </message>
    <message>
      <source>&amp;Volume:</source>
      <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
      <source>Rules (from the next game)</source>
      <translation>Regeln (ab dem nächsten Spiel)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Eigene</translation>
    </message>
    <message>
      <source>Pr&amp;eset:</source>
      <translation>Vo&amp;rlage:</translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n Karte</numerusform>
        <numerusform>%n Karten</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Deck:</source>
      <translation>&amp;Kartenspiel:</translation>
    </message>
    <message>
      <source>&amp;Hand size:</source>
      <translation>&amp;Handkarten:</translation>
    </message>
    <message>
      <source>Defender may forward the attack (perevodnoy)</source>
      <translation>Verteidiger darf weiterschieben (Perewodnoj)</translation>
    </message>
    <message>
      <source>Offender and co-offender</source>
      <translation>Angreifer und Mitangreifer</translation>
    </message>
    <message>
      <source>Everybody but the defender</source>
      <translation>Alle außer dem Verteidiger</translation>
    </message>
    <message>
      <source>&amp;Who may add:</source>
      <translation>&amp;Wer nachlegen darf:</translation>
    </message>
    <message>
      <source>&amp;Attack limit per round:</source>
      <translation>Angriffskarten &amp;pro Runde:</translation>
    </message>
    <message>
      <source>&amp;First round limit:</source>
      <translation>Limit der &amp;ersten Runde:</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Time to &amp;reinforce:</source>
      <translation>Zeit zum &amp;Nachlegen:</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Niedrigster Trumpf</translation>
    </message>
    <message>
      <source>Random player</source>
      <translation>Zufälliger Spieler</translation>
    </message>
    <message>
      <source>F&amp;irst offender:</source>
      <translation>Erster Angrei&amp;fer:</translation>
    </message>
    <message>
      <source>Attackers may throw in after the defender gives up</source>
      <translation>Angreifer dürfen nachlegen, nachdem der Verteidiger aufgibt</translation>
    </message>
    <message>
      <source>The weli is the six of diamonds: it needs a deck with sixes (36 or 52 cards)</source>
      <translation>Die Weli ist die Karo-Sechs: sie braucht ein Blatt mit Sechsen (36 oder 52 Karten)</translation>
    </message>
    <message>
      <source>&amp;OK</source>
      <translation>&amp;OK</translation>
    </message>
    <message>
      <source>Variants</source>
      <translation>Varianten</translation>
    </message>
    <message>
      <source>Teams and series</source>
      <translation>Teams und Serien</translation>
    </message>
    <message>
      <source>These teams need 6 players, more than the deck can deal hands to: choose a larger deck, smaller hands or two teams</source>
      <translation>Diese Teams brauchen 6 Spieler, mehr als das Kartenspiel mit Karten versorgen kann: wähle ein größeres Kartenspiel, kleinere Hände oder zwei Teams</translation>
    </message>
    <message>
      <source>No limit</source>
      <translation>Kein Limit</translation>
    </message>
    <message>
      <source>Perevodnoy</source>
      <translation>Perewodnoi</translation>
    </message>
    <message>
      <source>Podkidnoy</source>
      <translation>Podkidnoi</translation>
    </message>
    <message>
      <source>Teams</source>
      <translation>Teams</translation>
    </message>
    <message>
      <source>Mixed</source>
      <translation>Gemischt</translation>
    </message>
    <message>
      <source>{players}, {cards}, {rules}</source>
      <translation>{players}, {cards}, {rules}</translation>
    </message>
    <message>
      <source>Games: {games} · won: {wins} · durak: {durak} (with epaulettes: {epaulettes}) · abandoned: {abandoned} · score: {score} · streak: {streak} (best {best})</source>
      <translation>Spiele: {games} · gewonnen: {wins} · Durak: {durak} (mit Schulterklappen: {epaulettes}) · abgebrochen: {abandoned} · Punktestand: {score} · Serie: {streak} (beste {best})</translation>
    </message>
    <message numerus="yes">
      <source>%n games with a move taken back (Ctrl+Z)</source>
      <translation>
        <numerusform>%n Spiel mit zurückgenommenem Zug (Strg+Z)</numerusform>
        <numerusform>%n Spiele mit zurückgenommenem Zug (Strg+Z)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Cheating: %n cheats made</source>
      <translation>
        <numerusform>Schummeln: %n Schummelei</numerusform>
        <numerusform>Schummeln: %n Schummeleien</numerusform>
      </translation>
    </message>
    <message>
      <source>caught: {caught} · your right catches: {catches}</source>
      <translation>erwischt: {caught} · von dir zu Recht erwischt: {catches}</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistik</translation>
    </message>
    <message>
      <source>&amp;Charts</source>
      <translation>&amp;Diagramme</translation>
    </message>
    <message>
      <source>By &amp;table</source>
      <translation>Nach &amp;Tisch</translation>
    </message>
    <message>
      <source>Opponents</source>
      <translation>Gegner</translation>
    </message>
    <message>
      <source>By &amp;opponents</source>
      <translation>Nach &amp;Gegnern</translation>
    </message>
    <message>
      <source>Recent &amp;games</source>
      <translation>&amp;Letzte Spiele</translation>
    </message>
    <message>
      <source>&amp;Export CSV...</source>
      <translation>CSV &amp;exportieren...</translation>
    </message>
    <message>
      <source>Score over time</source>
      <translation>Punktestand im Verlauf</translation>
    </message>
    <message>
      <source>Places (games finished)</source>
      <translation>Plätze (beendete Spiele)</translation>
    </message>
    <message>
      <source>Durak rate by opponent level</source>
      <translation>Durak-Quote nach Gegnerstärke</translation>
    </message>
    <message>
      <source>Epaulettes by opponent level</source>
      <translation>Schulterklappen nach Gegnerstärke</translation>
    </message>
    <message>
      <source>Recent games</source>
      <translation>Letzte Spiele</translation>
    </message>
    <message>
      <source>{when} · {players}</source>
      <translation>{when} · {players}</translation>
    </message>
    <message>
      <source>&amp;Watch this game</source>
      <translation>Dieses Spiel &amp;ansehen</translation>
    </message>
    <message>
      <source>The games you finish here are kept to watch again.</source>
      <translation>Die Spiele, die du hier beendest, werden zum erneuten Ansehen aufbewahrt.</translation>
    </message>
    <message>
      <source>Durak</source>
      <translation>Durak</translation>
    </message>
    <message>
      <source>Epaulettes</source>
      <translation>Schulterklappen</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Spiele</translation>
    </message>
    <message>
      <source>Places</source>
      <translation>Plätze</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gewonnen</translation>
    </message>
    <message>
      <source>Abandoned</source>
      <translation>Abgebrochen</translation>
    </message>
    <message>
      <source>Best streak</source>
      <translation>Beste Serie</translation>
    </message>
    <message>
      <source>Streak</source>
      <translation>Serie</translation>
    </message>
    <message>
      <source>Could not export: {error}</source>
      <translation>Export fehlgeschlagen: {error}</translation>
    </message>
    <message>
      <source>Exported: {path}</source>
      <translation>Exportiert: {path}</translation>
    </message>
    <message>
      <source>Export statistics</source>
      <translation>Statistik exportieren</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
      <source>Watch a replay</source>
      <translation>Wiederholung ansehen</translation>
    </message>
    <message>
      <source>Durak games (*.json)</source>
      <translation>Durak-Spiele (*.json)</translation>
    </message>
    <message>
      <source>&amp;Recent replays:</source>
      <translation>&amp;Letzte Wiederholungen:</translation>
    </message>
    <message>
      <source>No recent replays yet.</source>
      <translation>Noch keine Wiederholungen.</translation>
    </message>
    <message>
      <source>Recent replays</source>
      <translation>Letzte Wiederholungen</translation>
    </message>
    <message>
      <source>&amp;Watch</source>
      <translation>&amp;Ansehen</translation>
    </message>
    <message>
      <source>&amp;Open a file...</source>
      <translation>Datei ö&amp;ffnen...</translation>
    </message>
    <message>
      <source>No games yet</source>
      <translation>Noch keine Spiele</translation>
    </message>
    <message numerus="yes">
      <source>%n games: first {first}, lowest {low}, highest {high}, last {last}</source>
      <translation>
        <numerusform>%n Spiel: erstes {first}, niedrigstes {low}, höchstes {high}, letztes {last}</numerusform>
        <numerusform>%n Spiele: erstes {first}, niedrigstes {low}, höchstes {high}, letztes {last}</numerusform>
      </translation>
    </message>
    <message>
      <source>Russian Atlas</source>
      <translation>Russisches Atlas-Blatt</translation>
    </message>
    <message>
      <source>Russian Atlas (Skat)</source>
      <translation>Russisches Atlas-Blatt (Skat)</translation>
    </message>
    <message>
      <source>The game's own</source>
      <translation>Das Blatt des Spiels</translation>
    </message>
    <message>
      <source>The card deck “{name}” cannot be used; the game's own cards are shown</source>
      <translation>Das Kartenblatt „{name}“ ist nicht verwendbar; die Karten des Spiels werden gezeigt</translation>
    </message>
    <message>
      <source>Something went wrong, sorry. Your game is saved after every move.

What happened: {error}

The details are in {log}</source>
      <translation>Da ist etwas schiefgegangen, sorry. Dein Spiel wird nach jedem Zug gespeichert.

Was passiert ist: {error}

Die Einzelheiten stehen in {log}</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Schließen</translation>
    </message>
    <message>
      <source>Close (Escape)</source>
      <translation>Schließen (Escape)</translation>
    </message>
    <message>
      <source>Durak could not start.

What happened: {error}</source>
      <translation>Durak konnte nicht starten.

Was passiert ist: {error}</translation>
    </message>
    <message>
      <source>The details are in {log}</source>
      <translation>Die Einzelheiten stehen in {log}</translation>
    </message>
    <message>
      <source>Play a short first game that shows how? (About a minute; No skips it.)</source>
      <translation>Ein kurzes erstes Spiel, das zeigt, wie es geht? (Etwa eine Minute; Nein überspringt es.)</translation>
    </message>
    <message>
      <source>Welcome! Press SPACE or Continue when you are ready (the rules are in the Menu)</source>
      <translation>Willkommen! Drücke LEERTASTE oder Weiter, wenn du so weit bist (die Regeln stehen im Menü)</translation>
    </message>
    <message>
      <source>{name}'s table</source>
      <translation>Tisch von {name}</translation>
    </message>
    <message>
      <source>Resume hosting {table}?</source>
      <translation>{table} weiter hosten?</translation>
    </message>
    <message>
      <source>Rejoin the online game at {url} (room {code}, as {name})?</source>
      <translation>Zum Online-Spiel auf {url} zurückkehren (Raum {code}, als {name})?</translation>
    </message>
    <message>
      <source>Continue the unfinished game?</source>
      <translation>Das unfertige Spiel fortsetzen?</translation>
    </message>
    <message>
      <source>Abandon this game and deal anew?</source>
      <translation>Dieses Spiel abbrechen und neu geben?</translation>
    </message>
    <message>
      <source>About</source>
      <translation>Über das Spiel</translation>
    </message>
    <message>
      <source>Could not host the game: {error}</source>
      <translation>Das Spiel konnte nicht bereitgestellt werden: {error}</translation>
    </message>
    <message>
      <source>Cannot watch {file}: {reason}</source>
      <translation>{file} lässt sich nicht ansehen: {reason}</translation>
    </message>
    <message>
      <source>Undo is off (Menu → Settings)</source>
      <translation>Zurücknehmen ist aus (Menü → Einstellungen)</translation>
    </message>
    <message>
      <source>You took back your last move</source>
      <translation>Du hast deinen letzten Zug zurückgenommen</translation>
    </message>
    <message>
      <source>You took back your last move (Ctrl+Z: the one before)</source>
      <translation>Du hast deinen letzten Zug zurückgenommen (Strg+Z: den davor)</translation>
    </message>
    <message>
      <source>Chat (C)</source>
      <translation>Chat (K)</translation>
    </message>
    <message>
      <source>Mute…</source>
      <translation>Stummschalten…</translation>
    </message>
    <message>
      <source>Hide chat</source>
      <translation>Chat ausblenden</translation>
    </message>
    <message>
      <source>Chat</source>
      <translation>Chat</translation>
    </message>
    <message>
      <source>Chat line</source>
      <translation>Chatzeile</translation>
    </message>
    <message>
      <source>Say something to the table</source>
      <translation>Sag etwas am Tisch</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Senden</translation>
    </message>
    <message>
      <source>React…</source>
      <translation>Reagieren…</translation>
    </message>
    <message>
      <source>Show chat</source>
      <translation>Chat zeigen</translation>
    </message>
    <message>
      <source>&amp;Rejoin the online game at {url} (room {code}, as {name})</source>
      <translation>Zum Online-Spiel auf {url} &amp;zurückkehren (Raum {code}, als {name})</translation>
    </message>
    <message>
      <source>Type your name</source>
      <translation>Gib deinen Namen ein</translation>
    </message>
    <message>
      <source>A name is at most 24 letters, digits or signs</source>
      <translation>Ein Name hat höchstens 24 Buchstaben, Ziffern oder Zeichen</translation>
    </message>
    <message>
      <source>Play online</source>
      <translation>Online spielen</translation>
    </message>
    <message>
      <source>&amp;Create a room</source>
      <translation>Raum &amp;erstellen</translation>
    </message>
    <message>
      <source>&amp;Join a room</source>
      <translation>Raum &amp;beitreten</translation>
    </message>
    <message>
      <source>Problem</source>
      <translation>Problem</translation>
    </message>
    <message>
      <source>C&amp;onnect</source>
      <translation>&amp;Verbinden</translation>
    </message>
    <message>
      <source>Your &amp;name:</source>
      <translation>Dein &amp;Name:</translation>
    </message>
    <message>
      <source>&amp;Players:</source>
      <translation>S&amp;pieler:</translation>
    </message>
    <message>
      <source>My settings</source>
      <translation>Meine Einstellungen</translation>
    </message>
    <message numerus="yes">
      <source>%n seconds</source>
      <translation>
        <numerusform>%n Sekunde</numerusform>
        <numerusform>%n Sekunden</numerusform>
      </translation>
    </message>
    <message>
      <source>Time to decide, per move</source>
      <translation>Bedenkzeit pro Zug</translation>
    </message>
    <message>
      <source>&amp;Time to decide:</source>
      <translation>Bedenk&amp;zeit:</translation>
    </message>
    <message>
      <source>A person</source>
      <translation>Ein Mensch</translation>
    </message>
    <message>
      <source>{level} bot</source>
      <translation>Bot „{level}“</translation>
    </message>
    <message>
      <source>Seat {number}:</source>
      <translation>Platz {number}:</translation>
    </message>
    <message>
      <source>Seat {number}</source>
      <translation>Platz {number}</translation>
    </message>
    <message>
      <source>Other seats:</source>
      <translation>Andere Plätze:</translation>
    </message>
    <message>
      <source>none</source>
      <translation>keine</translation>
    </message>
    <message>
      <source>Pass&amp;word (optional):</source>
      <translation>Pass&amp;wort (optional):</translation>
    </message>
    <message>
      <source>Allow h&amp;ints: H shows a player the move the Hard bot would make in his place</source>
      <translation>&amp;Tipps erlauben: H zeigt einem Spieler den Zug, den der Bot „Schwer“ an seiner Stelle machen würde</translation>
    </message>
    <message>
      <source>Allow hints</source>
      <translation>Tipps erlauben</translation>
    </message>
    <message>
      <source>&amp;Host on this computer, for this network</source>
      <translation>Auf &amp;diesem Rechner bereitstellen, für dieses Netz</translation>
    </message>
    <message>
      <source>On a &amp;server:</source>
      <translation>Auf einem &amp;Server:</translation>
    </message>
    <message>
      <source>Server address</source>
      <translation>Serveradresse</translation>
    </message>
    <message>
      <source>Open to this network: anyone here joins from the &amp;list, without the code</source>
      <translation>Offen für dieses Netzwerk: jeder hier tritt aus der &amp;Liste bei, ohne den Code</translation>
    </message>
    <message>
      <source>Open to this network</source>
      <translation>Offen für dieses Netzwerk</translation>
    </message>
    <message>
      <source>Your na&amp;me:</source>
      <translation>Dein Na&amp;me:</translation>
    </message>
    <message>
      <source>Games on this network</source>
      <translation>Spiele in diesem Netz</translation>
    </message>
    <message>
      <source>Games on this &amp;network:</source>
      <translation>Spiele in diesem &amp;Netz:</translation>
    </message>
    <message>
      <source>Server &amp;address:</source>
      <translation>Server&amp;adresse:</translation>
    </message>
    <message>
      <source>&amp;Invite code:</source>
      <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
      <source>Pass&amp;word:</source>
      <translation>Pass&amp;wort:</translation>
    </message>
    <message>
      <source>{name}: open room, free seats: {free}, seated: {players}</source>
      <translation>{name}: offener Raum, freie Plätze: {free}, am Tisch: {players}</translation>
    </message>
    <message>
      <source>(password)</source>
      <translation>(Passwort)</translation>
    </message>
    <message>
      <source>None found yet: type the address below</source>
      <translation>Noch keins gefunden: Adresse unten eingeben</translation>
    </message>
    <message>
      <source>This room asks for a password: type it, then OK</source>
      <translation>Dieser Raum verlangt ein Passwort: gib es ein, dann OK</translation>
    </message>
    <message numerus="yes">
      <source>This deck deals to at most %n players</source>
      <translation>
        <numerusform>Dieses Blatt reicht für höchstens %n Spieler</numerusform>
        <numerusform>Dieses Blatt reicht für höchstens %n Spieler</numerusform>
      </translation>
    </message>
    <message>
      <source>Type the server's address, e.g. 192.168.1.20:8765</source>
      <translation>Gib die Adresse des Servers ein, z. B. 192.168.1.20:8765</translation>
    </message>
    <message>
      <source>Type the invite code the room's creator gave you</source>
      <translation>Gib den Einladungscode vom Ersteller des Raums ein</translation>
    </message>
    <message>
      <source>Room</source>
      <translation>Raum</translation>
    </message>
    <message>
      <source>Connecting to {url}…</source>
      <translation>Verbinde mit {url}…</translation>
    </message>
    <message>
      <source>Invite &amp;code:</source>
      <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
      <source>Invite code</source>
      <translation>Einladungscode</translation>
    </message>
    <message>
      <source>C&amp;opy</source>
      <translation>&amp;Kopieren</translation>
    </message>
    <message>
      <source>S&amp;eats:</source>
      <translation>&amp;Plätze:</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Plätze</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Starten</translation>
    </message>
    <message>
      <source>Save &amp;replay…</source>
      <translation>&amp;Replay speichern…</translation>
    </message>
    <message>
      <source>&amp;Leave the room</source>
      <translation>Raum &amp;verlassen</translation>
    </message>
    <message>
      <source>Back to the &amp;table</source>
      <translation>Zurück zum &amp;Tisch</translation>
    </message>
    <message>
      <source>&amp;Play again</source>
      <translation>&amp;Noch einmal</translation>
    </message>
    <message>
      <source>Back to the &amp;menu</source>
      <translation>Zurück zum &amp;Menü</translation>
    </message>
    <message>
      <source>Seat {number}: {name} ({note})</source>
      <translation>Platz {number}: {name} ({note})</translation>
    </message>
    <message>
      <source>Server: {url}</source>
      <translation>Server: {url}</translation>
    </message>
    <message>
      <source>Hints are allowed in this room: H shows anyone the move the Hard bot would make in his place.</source>
      <translation>In diesem Raum sind Tipps erlaubt: H zeigt jedem den Zug, den der Bot „Schwer“ an seiner Stelle machen würde.</translation>
    </message>
    <message>
      <source>No hints in this room.</source>
      <translation>In diesem Raum gibt es keine Tipps.</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting…</source>
      <translation>Verbindung verloren: verbinde neu…</translation>
    </message>
    <message>
      <source>The server cannot be reached: still trying…</source>
      <translation>Der Server ist nicht erreichbar: es wird weiter versucht…</translation>
    </message>
    <message>
      <source>The game is on.</source>
      <translation>Das Spiel läuft.</translation>
    </message>
    <message>
      <source>Play again deals the next game in this room.</source>
      <translation>Noch einmal teilt das nächste Spiel in diesem Raum aus.</translation>
    </message>
    <message>
      <source>The room's creator may deal the next game.</source>
      <translation>Der Ersteller des Raums kann das nächste Spiel austeilen.</translation>
    </message>
    <message>
      <source>Game over. {title}</source>
      <translation>Spiel vorbei. {title}</translation>
    </message>
    <message>
      <source>Pass the invite code on; Start deals (a bot plays a person's seat nobody took).</source>
      <translation>Gib den Einladungscode weiter; Starten teilt aus (einen freien Platz spielt ein Bot).</translation>
    </message>
    <message>
      <source>Waiting for the room's creator to start.</source>
      <translation>Warte, bis der Ersteller des Raums startet.</translation>
    </message>
    <message>
      <source>Others join at {addresses}</source>
      <translation>Die anderen treten bei unter {addresses}</translation>
    </message>
    <message>
      <source>No network found: others cannot join</source>
      <translation>Kein Netz gefunden: andere können nicht beitreten</translation>
    </message>
    <message>
      <source>The invite code is copied.</source>
      <translation>Der Einladungscode ist kopiert.</translation>
    </message>
    <message>
      <source>Online: room {code}</source>
      <translation>Online: Raum {code}</translation>
    </message>
    <message>
      <source>The server cannot be reached</source>
      <translation>Der Server ist nicht erreichbar</translation>
    </message>
    <message>
      <source>The game goes on as soon as it is back: your seat waits for you a while, and a bot plays it meanwhile.</source>
      <translation>Das Spiel geht weiter, sobald er wieder da ist: Ihr Platz wartet eine Weile auf Sie, und so lange spielt ihn ein Bot.</translation>
    </message>
    <message>
      <source>&amp;Keep trying</source>
      <translation>&amp;Weiter versuchen</translation>
    </message>
    <message>
      <source>&amp;Leave</source>
      <translation>&amp;Verlassen</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>Wiederholung</translation>
    </message>
    <message>
      <source>Choose a card with ← and → (or click it), then press ↑</source>
      <translation>Wählen Sie eine Karte mit ← und → (oder klicken Sie sie an), dann drücken Sie ↑</translation>
    </message>
    <message>
      <source>{played}; {reason}</source>
      <translation>{played}; {reason}</translation>
    </message>
    <message>
      <source>No forward to the right is possible now</source>
      <translation>Jetzt kann nicht nach rechts weitergeschoben werden</translation>
    </message>
    <message>
      <source>Your forward goes to the right: drop beside the attack, double click or press ↑ (F: to the left)</source>
      <translation>Du schiebst nach rechts weiter: neben den Angriff legen, doppelklicken oder ↑ drücken (F: nach links)</translation>
    </message>
    <message>
      <source>Your forward goes to the left (F: to the right)</source>
      <translation>Du schiebst nach links weiter (F: nach rechts)</translation>
    </message>
    <message>
      <source>Suspect {card}: press K or Catch! to catch it, SHIFT+K for another card</source>
      <translation>Verdacht {card}: K oder Erwischt! drücken, SHIFT+K für eine andere Karte</translation>
    </message>
    <message>
      <source>Played as a cheat: it stands unless someone catches it before the round ends</source>
      <translation>Als Schummelei gespielt: sie gilt, wenn niemand sie vor dem Ende der Runde aufdeckt</translation>
    </message>
    <message>
      <source>Name the suit of {card}: click one, or press 1-4 (or ← → and Enter); Esc plays nothing</source>
      <translation>Farbe der {card} nennen: anklicken oder 1-4 drücken (oder ← → und Enter); Esc spielt nichts</translation>
    </message>
    <message>
      <source>{card} counts as {suit}: the only suit it may be named here</source>
      <translation>{card} zählt als {suit}: die einzige Farbe, die hier genannt werden kann</translation>
    </message>
    <message>
      <source>Nothing played: {card} stays in your hand</source>
      <translation>Nichts gespielt: {card} bleibt in deiner Hand</translation>
    </message>
    <message>
      <source>To forward, drop the card beside the attack</source>
      <translation>Zum Weiterschieben die Karte neben den Angriff legen</translation>
    </message>
    <message>
      <source>To cover, drop the card onto the attack card it beats</source>
      <translation>Zum Stechen die Karte auf die Angriffskarte legen, die sie schlägt</translation>
    </message>
    <message>
      <source>There is no move of yours to take back</source>
      <translation>Es gibt keinen eigenen Zug zum Zurücknehmen</translation>
    </message>
    <message>
      <source>The game is paused: press SPACE or Continue</source>
      <translation>Das Spiel ist angehalten: LEERTASTE oder Weiter drücken</translation>
    </message>
    <message>
      <source>Game {number} of this series</source>
      <translation>Spiel {number} dieser Serie</translation>
    </message>
    <message>
      <source>The seat can no longer be rejoined: the game was left or ended, or the server was restarted</source>
      <translation>Zu diesem Platz kann man nicht mehr zurückkehren: das Spiel wurde verlassen oder ist zu Ende, oder der Server wurde neu gestartet</translation>
    </message>
    <message>
      <source>The room no longer exists on the server (it may have restarted).</source>
      <translation>Den Raum gibt es auf dem Server nicht mehr (er wurde vielleicht neu gestartet).</translation>
    </message>
    <message>
      <source>The server no longer knows this seat (it may have restarted).</source>
      <translation>Der Server kennt diesen Platz nicht mehr (er wurde vielleicht neu gestartet).</translation>
    </message>
    <message>
      <source>The room was closed</source>
      <translation>Der Raum wurde geschlossen</translation>
    </message>
    <message>
      <source>This seat is played in another window now</source>
      <translation>Dieser Platz wird jetzt in einem anderen Fenster gespielt</translation>
    </message>
    <message>
      <source>the server did not answer</source>
      <translation>der Server hat nicht geantwortet</translation>
    </message>
    <message>
      <source>Could not reach the server at {url}: {error}</source>
      <translation>Der Server unter {url} ist nicht erreichbar: {error}</translation>
    </message>
    <message>
      <source>the connection closed</source>
      <translation>die Verbindung wurde geschlossen</translation>
    </message>
    <message>
      <source>Not connected to the server</source>
      <translation>Nicht mit dem Server verbunden</translation>
    </message>
    <message>
      <source>Reconnected</source>
      <translation>Wieder verbunden</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Du</translation>
    </message>
    <message>
      <source>Bot {number}</source>
      <translation>Bot {number}</translation>
    </message>
    <message>
      <source>offline</source>
      <translation>offline</translation>
    </message>
    <message>
      <source>disconnected</source>
      <translation>getrennt</translation>
    </message>
    <message>
      <source>connection unknown</source>
      <translation>Verbindung unbekannt</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting (attempt {number})…</source>
      <translation>Verbindung verloren: verbinde neu (Versuch {number})…</translation>
    </message>
    <message>
      <source>The server cannot be reached: still trying (attempt {number})…</source>
      <translation>Der Server ist nicht erreichbar: es wird weiter versucht (Versuch {number})…</translation>
    </message>
    <message>
      <source>{reason} Room: back to the menu</source>
      <translation>{reason} Raum: zurück zum Menü</translation>
    </message>
    <message>
      <source>Disconnected from the server</source>
      <translation>Vom Server getrennt</translation>
    </message>
    <message>
      <source>Game over: Play again deals the next game in this room</source>
      <translation>Spiel vorbei: Noch einmal teilt das nächste Spiel in diesem Raum aus</translation>
    </message>
    <message>
      <source>Game over: the room's creator may deal the next game</source>
      <translation>Spiel vorbei: der Ersteller des Raums kann neu austeilen</translation>
    </message>
    <message>
      <source>{status} ({seconds} s left)</source>
      <translation>{status} (noch {seconds} s)</translation>
    </message>
    <message>
      <source>{status} (at most {seconds} s left)</source>
      <translation>{status} (noch höchstens {seconds} s)</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Noch einmal</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting… The move was not sent</source>
      <translation>Verbindung verloren: verbinde neu… Der Zug wurde nicht gesendet</translation>
    </message>
    <message>
      <source>An online game has no undo</source>
      <translation>Ein Online-Spiel hat kein Zurücknehmen</translation>
    </message>
    <message>
      <source>This room does not allow hints: its creator decides when opening it</source>
      <translation>Dieser Raum erlaubt keine Tipps: Das entscheidet, wer ihn eröffnet</translation>
    </message>
    <message>
      <source>The server at {url} has a certificate this computer does not trust ({problems}). Its owner needs a certificate from an authority your system trusts (such as Let's Encrypt), for the name you typed.</source>
      <translation>Der Server unter {url} hat ein Zertifikat, dem dieser Computer nicht vertraut ({problems}). Sein Betreiber braucht ein Zertifikat einer Stelle, der Ihr System vertraut (etwa Let's Encrypt), für den eingegebenen Namen.</translation>
    </message>
    <message>
      <source>played by a bot</source>
      <translation>von einem Bot gespielt</translation>
    </message>
    <message>
      <source>free seat</source>
      <translation>freier Platz</translation>
    </message>
    <message>
      <source>away</source>
      <translation>abwesend</translation>
    </message>
    <message>
      <source>connected</source>
      <translation>verbunden</translation>
    </message>
    <message>
      <source>Next move</source>
      <translation>Nächster Zug</translation>
    </message>
    <message>
      <source>From the start</source>
      <translation>Von vorn</translation>
    </message>
    <message numerus="yes">
      <source>Replay: %n moves. → or SPACE to play</source>
      <translation>
        <numerusform>Wiederholung: %n Zug. → oder LEERTASTE zum Abspielen</numerusform>
        <numerusform>Wiederholung: %n Züge. → oder LEERTASTE zum Abspielen</numerusform>
      </translation>
    </message>
    <message>
      <source>Move {number} of {count}: time is up</source>
      <translation>Zug {number} von {count}: die Zeit ist um</translation>
    </message>
    <message>
      <source>{move} (a cheat)</source>
      <translation>{move} (geschummelt)</translation>
    </message>
    <message>
      <source>Move {number} of {count}: {action}</source>
      <translation>Zug {number} von {count}: {action}</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Weiter</translation>
    </message>
    <message>
      <source>Pause</source>
      <translation>Pause</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Neues Spiel</translation>
    </message>
    <message>
      <source>There are no hints in this game</source>
      <translation>In diesem Spiel gibt es keine Tipps</translation>
    </message>
    <message>
      <source>First game, 1 of 5: leading. You attack first: double click 7♠ (or drag it onto the table)</source>
      <translation>Erstes Spiel, 1 von 5: ausspielen. Du greifst zuerst an: Doppelklick auf 7♠ (oder zieh sie auf den Tisch)</translation>
    </message>
    <message>
      <source>2 of 5: adding. Player 1 covered 7♠ with 9♠. Cards of a rank on the table may be added: double click 7♣</source>
      <translation>2 von 5: nachlegen. Spieler 1 hat 7♠ mit 9♠ gestochen. Karten eines Rangs, der auf dem Tisch liegt, dürfen nachgelegt werden: Doppelklick auf 7♣</translation>
    </message>
    <message>
      <source>All covered: press End attack (or ↓). The cards go to the discard pile, and Player 1 leads next</source>
      <translation>Alles gestochen: drücke Angriff beenden (oder ↓). Die Karten kommen auf den Ablagestapel, und Spieler 1 spielt als Nächster aus</translation>
    </message>
    <message>
      <source>3 of 5: covering. Player 1 leads 8♦ against you: cover it with a higher diamond or a trump. Double click 9♦</source>
      <translation>3 von 5: stechen. Spieler 1 spielt 8♦ gegen dich aus: stich sie mit einem höheren Karo oder einem Trumpf. Doppelklick auf 9♦</translation>
    </message>
    <message>
      <source>4 of 5: taking. Player 1 adds 8♣. You could cover it with a trump; this time take the cards: press Take cards</source>
      <translation>4 von 5: aufnehmen. Spieler 1 legt 8♣ nach. Du könntest sie mit einem Trumpf stechen; diesmal nimm die Karten auf: drücke Aufnehmen</translation>
    </message>
    <message>
      <source>5 of 5: forwarding. Player 1 leads 6♦. Lay your 6♥ beside it (double click it): the attack passes on to Player 1</source>
      <translation>5 von 5: weiterschieben. Spieler 1 spielt 6♦ aus. Leg deine 6♥ daneben (Doppelklick darauf): der Angriff geht an Spieler 1 weiter</translation>
    </message>
    <message>
      <source>That is how it goes. Your first real game is dealt: press SPACE or Continue when you are ready</source>
      <translation>So geht es. Dein erstes richtiges Spiel ist gegeben: drücke LEERTASTE oder Weiter, wenn du so weit bist</translation>
    </message>
    <message>
      <source>You found your own way: the first game plays on as any other</source>
      <translation>Du gehst deinen eigenen Weg: das erste Spiel läuft weiter wie jedes andere</translation>
    </message>
    <message>
      <source>Save replay</source>
      <translation>Wiederholung speichern</translation>
    </message>
    <message>
      <source>Could not save the replay: {error}</source>
      <translation>Wiederholung konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
      <source>Saved: {path}</source>
      <translation>Gespeichert: {path}</translation>
    </message>
    <message>
      <source>Random</source>
      <translation>Zufällig</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Schwer</translation>
    </message>
    <message>
      <source>By rank</source>
      <translation>Nach Wert</translation>
    </message>
    <message>
      <source>By suit</source>
      <translation>Nach Farbe</translation>
    </message>
    <message>
      <source>Too few cards for the table as set; dealing: players {players}, deck {deck}, hand size {hand}</source>
      <translation>Zu wenige Karten für den eingestellten Tisch; es wird gegeben: Spieler {players}, Kartenspiel {deck}, Handgröße {hand}</translation>
    </message>
    <message>
      <source>{file} was unreadable and was ignored</source>
      <translation>{file} war unlesbar und wurde ignoriert</translation>
    </message>
    <message>
      <source>{file} was unreadable and was moved to {moved}</source>
      <translation>{file} war unlesbar und wurde nach {moved} verschoben</translation>
    </message>
    <message numerus="yes">
      <source>Gone from the game: %n cards</source>
      <translation>
        <numerusform>Aus dem Spiel: %n Karte</numerusform>
        <numerusform>Aus dem Spiel: %n Karten</numerusform>
      </translation>
    </message>
    <message>
      <source>{player} is known to hold: {cards}</source>
      <translation>Bekannte Karten von {player}: {cards}</translation>
    </message>
    <message>
      <source>{player}: no card known</source>
      <translation>{player}: keine Karte bekannt</translation>
    </message>
    <message numerus="yes">
      <source>Not seen yet: %n cards</source>
      <translation>
        <numerusform>Noch nicht gesehen: %n Karte</numerusform>
        <numerusform>Noch nicht gesehen: %n Karten</numerusform>
      </translation>
    </message>
    <message>
      <source>Cards seen</source>
      <translation>Gesehene Karten</translation>
    </message>
    <message>
      <source>{seconds} s</source>
      <translation>{seconds} s</translation>
    </message>
    <message>
      <source>Move log</source>
      <translation>Spielverlauf</translation>
    </message>
    <message>
      <source>Last move: {move}</source>
      <translation>Letzter Zug: {move}</translation>
    </message>
    <message>
      <source>attacker</source>
      <translation>Angreifer</translation>
    </message>
    <message>
      <source>co-attacker</source>
      <translation>Mitangreifer</translation>
    </message>
    <message>
      <source>defender</source>
      <translation>Verteidiger</translation>
    </message>
    <message>
      <source>{card}: {laid}</source>
      <translation>{card}: {laid}</translation>
    </message>
    <message>
      <source>The weli {card} counts as {suit}</source>
      <translation>Die Weli {card} zählt als {suit}</translation>
    </message>
    <message>
      <source>Laid by {player}</source>
      <translation>Gelegt von {player}</translation>
    </message>
    <message>
      <source>The weli: when you play it, you name the suit it counts as</source>
      <translation>Die Weli: wer sie spielt, nennt die Farbe, als die sie zählt</translation>
    </message>
    <message>
      <source>Show {card} to pass it on (T)</source>
      <translation>{card} zeigen, weiterschieben (T)</translation>
    </message>
    <message>
      <source>Catch {card}! (K)</source>
      <translation>{card} erwischt! (K)</translation>
    </message>
    <message>
      <source>Hint (H)</source>
      <translation>Tipp (H)</translation>
    </message>
    <message>
      <source>No hint now: it is not your move</source>
      <translation>Jetzt kein Tipp: du bist nicht am Zug</translation>
    </message>
    <message>
      <source>Looking for a hint...</source>
      <translation>Tipp wird gesucht …</translation>
    </message>
    <message>
      <source>clubs</source>
      <translation>Kreuz</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>Karo</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>Herz</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>Pik</translation>
    </message>
    <message>
      <source>five</source>
      <translation>Fünf</translation>
    </message>
    <message>
      <source>four</source>
      <translation>Vier</translation>
    </message>
    <message>
      <source>six</source>
      <translation>Sechs</translation>
    </message>
    <message>
      <source>three</source>
      <translation>Drei</translation>
    </message>
    <message>
      <source>two</source>
      <translation>Zwei</translation>
    </message>
    <message>
      <source>eight</source>
      <translation>Acht</translation>
    </message>
    <message>
      <source>jack</source>
      <translation>Bube</translation>
    </message>
    <message>
      <source>nine</source>
      <translation>Neun</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>Sieben</translation>
    </message>
    <message>
      <source>ten</source>
      <translation>Zehn</translation>
    </message>
    <message>
      <source>ace</source>
      <translation>Ass</translation>
    </message>
    <message>
      <source>king</source>
      <translation>König</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>{rank} of diamonds</source>
      <translation>Karo {rank}</translation>
    </message>
    <message>
      <source>{rank} of hearts</source>
      <translation>Herz {rank}</translation>
    </message>
    <message>
      <source>{rank} of spades</source>
      <translation>Pik {rank}</translation>
    </message>
    <message>
      <source>{rank} of clubs</source>
      <translation>Kreuz {rank}</translation>
    </message>
    <message>
      <source>left arrow</source>
      <translation>Pfeil nach links</translation>
    </message>
    <message>
      <source>right arrow</source>
      <translation>Pfeil nach rechts</translation>
    </message>
    <message>
      <source>up arrow</source>
      <translation>Pfeil nach oben</translation>
    </message>
    <message>
      <source>down arrow</source>
      <translation>Pfeil nach unten</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Kartentisch</translation>
    </message>
    <message>
      <source>not selected</source>
      <translation>nicht ausgewählt</translation>
    </message>
    <message numerus="yes">
      <source>%n cards selected</source>
      <translation>
        <numerusform>%n Karte ausgewählt</numerusform>
        <numerusform>%n Karten ausgewählt</numerusform>
      </translation>
    </message>
    <message>
      <source>cannot be played now</source>
      <translation>jetzt nicht spielbar</translation>
    </message>
    <message>
      <source>{card} covered by {cover}</source>
      <translation>{card} gestochen mit {cover}</translation>
    </message>
    <message>
      <source>{card} uncovered</source>
      <translation>{card} offen</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>leer</translation>
    </message>
    <message>
      <source>{status}. Trump: {suit}. Your cards: {hand}. Table: {table}. Cards left in the stack: {count}.</source>
      <translation>{status}. Trumpf: {suit}. Deine Karten: {hand}. Tisch: {table}. Karten im Stapel: {count}.</translation>
    </message>
    <message>
      <source>A key card lies face down under the trump card.</source>
      <translation>Unter der Trumpfkarte liegt verdeckt eine Schlüsselkarte.</translation>
    </message>
    <message>
      <source>Players: {seats}.</source>
      <translation>Spieler: {seats}.</translation>
    </message>
    <message>
      <source>You can play: {cards}.</source>
      <translation>Spielbar: {cards}.</translation>
    </message>
    <message>
      <source>You cannot play a card now.</source>
      <translation>Du kannst gerade keine Karte spielen.</translation>
    </message>
    <message>
      <source>{card} (laid by {player})</source>
      <translation>{card} (gelegt von {player})</translation>
    </message>
    <message>
      <source>{card}, counted as {suit}</source>
      <translation>{card}, zählt als {suit}</translation>
    </message>
    <message>
      <source>{card} counts as:</source>
      <translation>{card} zählt als:</translation>
    </message>
    <message>
      <source>Name the suit {suit} (key {number})</source>
      <translation>Farbe {suit} nennen (Taste {number})</translation>
    </message>
    <message>
      <source>Cancel (Esc)</source>
      <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
      <source>Sound off (S: on)</source>
      <translation>Ton aus (S: an)</translation>
    </message>
    <message>
      <source>Sound on (S: off)</source>
      <translation>Ton an (S: aus)</translation>
    </message>
    <message>
      <source>Your cards are sorted by rank (O: by suit)</source>
      <translation>Deine Karten sind nach Wert sortiert (O: nach Farbe)</translation>
    </message>
    <message>
      <source>Your cards are sorted by suit (O: by rank)</source>
      <translation>Deine Karten sind nach Farbe sortiert (O: nach Wert)</translation>
    </message>
    <message>
      <source>{card} as {suit}</source>
      <translation>{card} als {suit}</translation>
    </message>
    <message>
      <source>You attack with {cards}</source>
      <translation>Du greifst mit {cards} an</translation>
    </message>
    <message>
      <source>{player} attacks with {cards}</source>
      <translation>{player} greift mit {cards} an</translation>
    </message>
    <message>
      <source>You cover {target} with {card}</source>
      <translation>Du stichst {target} mit {card}</translation>
    </message>
    <message>
      <source>{player} covers {target} with {card}</source>
      <translation>{player} sticht {target} mit {card}</translation>
    </message>
    <message>
      <source>You forward {cards} to {defender}</source>
      <translation>Du schiebst {cards} weiter an {defender}</translation>
    </message>
    <message>
      <source>{player} forwards {cards} to you</source>
      <translation>{player} schiebt {cards} weiter an dich</translation>
    </message>
    <message>
      <source>{player} forwards {cards} to {defender}</source>
      <translation>{player} schiebt {cards} weiter an {defender}</translation>
    </message>
    <message>
      <source>You show {card} and pass the attack to {defender}</source>
      <translation>Du zeigst {card} und schiebst den Angriff an {defender} weiter</translation>
    </message>
    <message>
      <source>{player} shows {card} and passes the attack to you</source>
      <translation>{player} zeigt {card} und schiebt den Angriff an dich weiter</translation>
    </message>
    <message>
      <source>{player} shows {card} and passes the attack to {defender}</source>
      <translation>{player} zeigt {card} und schiebt den Angriff an {defender} weiter</translation>
    </message>
    <message>
      <source>Wrong: {card} broke no rule; you may not catch again this round</source>
      <translation>Falsch: {card} brach keine Regel; du darfst in dieser Runde nicht mehr erwischen</translation>
    </message>
    <message>
      <source>{player} names {card} as a cheat, wrongly: it broke no rule</source>
      <translation>{player} nennt {card} zu Unrecht als Schummelei: sie brach keine Regel</translation>
    </message>
    <message>
      <source>You pick up your secret cards: {cards}</source>
      <translation>Du nimmst deine geheimen Karten auf: {cards}</translation>
    </message>
    <message numerus="yes">
      <source>{player} picks up %n secret cards</source>
      <translation>
        <numerusform>{player} nimmt %n geheime Karte auf</numerusform>
        <numerusform>{player} nimmt %n geheime Karten auf</numerusform>
      </translation>
    </message>
    <message>
      <source>The key card {card} is turned up: {suit} is trump now</source>
      <translation>Die Schlüsselkarte {card} wird aufgedeckt: jetzt ist {suit} Trumpf</translation>
    </message>
    <message>
      <source>You ask for a redeal</source>
      <translation>Du verlangst ein neues Geben</translation>
    </message>
    <message>
      <source>{player} asks for a redeal</source>
      <translation>{player} verlangt ein neues Geben</translation>
    </message>
    <message>
      <source>You exchange {card} for the trump card {taken}</source>
      <translation>Du tauschst {card} gegen die Trumpfkarte {taken}</translation>
    </message>
    <message>
      <source>{player} exchanges {card} for the trump card {taken}</source>
      <translation>{player} tauscht {card} gegen die Trumpfkarte {taken}</translation>
    </message>
    <message>
      <source>You take back {card}</source>
      <translation>Du nimmst {card} zurück</translation>
    </message>
    <message>
      <source>{player} takes back {card}</source>
      <translation>{player} nimmt {card} zurück</translation>
    </message>
    <message>
      <source>You are done</source>
      <translation>Du bist fertig</translation>
    </message>
    <message>
      <source>{player} is done</source>
      <translation>{player} ist fertig</translation>
    </message>
    <message>
      <source>You take the beaten cards</source>
      <translation>Du nimmst die geschlagenen Karten</translation>
    </message>
    <message>
      <source>{player} takes the beaten cards</source>
      <translation>{player} nimmt die geschlagenen Karten</translation>
    </message>
    <message>
      <source>You give up</source>
      <translation>Du gibst auf</translation>
    </message>
    <message>
      <source>{player} gives up</source>
      <translation>{player} gibt auf</translation>
    </message>
    <message>
      <source>You take the cards</source>
      <translation>Du nimmst die Karten auf</translation>
    </message>
    <message>
      <source>{player} takes the cards</source>
      <translation>{player} nimmt die Karten auf</translation>
    </message>
    <message>
      <source>Beaten: {cards} go to the discard pile</source>
      <translation>Geschlagen: {cards} kommen auf den Ablagestapel</translation>
    </message>
    <message>
      <source>You are out, place {place}</source>
      <translation>Du bist raus, Platz {place}</translation>
    </message>
    <message>
      <source>{player} is out, place {place}</source>
      <translation>{player} ist raus, Platz {place}</translation>
    </message>
    <message>
      <source>New round: you attack {defender}</source>
      <translation>Neue Runde: Du greifst {defender} an</translation>
    </message>
    <message>
      <source>New round: {offender} attacks you</source>
      <translation>Neue Runde: {offender} greift dich an</translation>
    </message>
    <message>
      <source>New round: {offender} attacks {defender}</source>
      <translation>Neue Runde: {offender} greift {defender} an</translation>
    </message>
    <message>
      <source>You get epaulettes ({rank})</source>
      <translation>Du bekommst Schulterklappen ({rank})</translation>
    </message>
    <message>
      <source>{player} gets epaulettes ({rank})</source>
      <translation>{player} bekommt Schulterklappen ({rank})</translation>
    </message>
    <message>
      <source>Game over: nobody is the durak</source>
      <translation>Spielende: niemand ist Durak</translation>
    </message>
    <message>
      <source>Game over: {name} is the durak</source>
      <translation>Spielende: {name} ist Durak</translation>
    </message>
    <message>
      <source>You catch {cheater} cheating with {card}</source>
      <translation>Du erwischst {cheater} beim Schummeln mit {card}</translation>
    </message>
    <message>
      <source>{player} catches you cheating with {card}: you take the cards</source>
      <translation>{player} erwischt dich beim Schummeln mit {card}: du nimmst die Karten auf</translation>
    </message>
    <message>
      <source>{player} catches {cheater} cheating with {card}</source>
      <translation>{player} erwischt {cheater} beim Schummeln mit {card}</translation>
    </message>
    <message>
      <source>{player} is out</source>
      <translation>{player} ist raus</translation>
    </message>
    <message>
      <source>{player} takes</source>
      <translation>{player} nimmt auf</translation>
    </message>
    <message>
      <source>{player} forwards to you</source>
      <translation>{player} schiebt an dich weiter</translation>
    </message>
    <message>
      <source>{player} forwards to {defender}</source>
      <translation>{player} schiebt an {defender} weiter</translation>
    </message>
    <message>
      <source>You play {cards}</source>
      <translation>Du spielst {cards}</translation>
    </message>
    <message>
      <source>You forward with {cards} to the right</source>
      <translation>Du schiebst mit {cards} nach rechts weiter</translation>
    </message>
    <message>
      <source>You forward with {cards}</source>
      <translation>Du schiebst weiter mit {cards}</translation>
    </message>
    <message>
      <source>You exchange {card} for the trump card</source>
      <translation>Du tauschst {card} gegen die Trumpfkarte</translation>
    </message>
    <message>
      <source>You show {card} to pass the attack on</source>
      <translation>Du zeigst {card} und schiebst weiter</translation>
    </message>
    <message>
      <source>You name {card} as a cheat</source>
      <translation>Du nennst {card} als Schummelei</translation>
    </message>
    <message>
      <source>{player} plays {cards}</source>
      <translation>{player} spielt {cards}</translation>
    </message>
    <message>
      <source>{player} forwards with {cards} to the right</source>
      <translation>{player} schiebt mit {cards} nach rechts weiter</translation>
    </message>
    <message>
      <source>{player} forwards with {cards}</source>
      <translation>{player} schiebt weiter mit {cards}</translation>
    </message>
    <message>
      <source>{player} exchanges {card} for the trump card</source>
      <translation>{player} tauscht {card} gegen die Trumpfkarte</translation>
    </message>
    <message>
      <source>{player} shows {card} to pass the attack on</source>
      <translation>{player} zeigt {card} und schiebt weiter</translation>
    </message>
    <message>
      <source>{player} names {card} as a cheat</source>
      <translation>{player} nennt {card} als Schummelei</translation>
    </message>
    <message>
      <source>Double click: play {cards} where they fit</source>
      <translation>Doppelklick: {cards} spielen, wo sie passen</translation>
    </message>
    <message>
      <source>Double click: cover {target} with {card}</source>
      <translation>Doppelklick: {target} mit {card} stechen</translation>
    </message>
    <message>
      <source>Double click: forward {cards} to the right</source>
      <translation>Doppelklick: mit {cards} nach rechts weiterschieben</translation>
    </message>
    <message>
      <source>Double click: forward {cards}</source>
      <translation>Doppelklick: mit {cards} weiterschieben</translation>
    </message>
    <message>
      <source>Double click: lead {cards}</source>
      <translation>Doppelklick: {cards} ausspielen</translation>
    </message>
    <message>
      <source>Double click: add {cards}</source>
      <translation>Doppelklick: {cards} nachlegen</translation>
    </message>
    <message>
      <source>Hint: cover {target} with {card}</source>
      <translation>Tipp: {target} mit {card} schlagen</translation>
    </message>
    <message>
      <source>Hint: forward {cards} to the right</source>
      <translation>Tipp: mit {cards} nach rechts weiterschieben</translation>
    </message>
    <message>
      <source>Hint: forward {cards}</source>
      <translation>Tipp: mit {cards} weiterschieben</translation>
    </message>
    <message>
      <source>Hint: play {cards}</source>
      <translation>Tipp: {cards} spielen</translation>
    </message>
    <message>
      <source>Hint: exchange {card} for the trump card</source>
      <translation>Tipp: {card} gegen die Trumpfkarte tauschen</translation>
    </message>
    <message>
      <source>Hint: ask for a redeal</source>
      <translation>Tipp: neu geben lassen</translation>
    </message>
    <message>
      <source>Hint: show {card} to pass the attack on (T)</source>
      <translation>Tipp: {card} zeigen und weiterschieben (T)</translation>
    </message>
    <message>
      <source>Hint: take the cards</source>
      <translation>Tipp: Karten aufnehmen</translation>
    </message>
    <message>
      <source>Hint: catch {card} (K)</source>
      <translation>Tipp: {card} aufdecken (K)</translation>
    </message>
    <message>
      <source>Hint: end your attack</source>
      <translation>Tipp: Angriff beenden</translation>
    </message>
    <message>
      <source>Well played</source>
      <translation>Gut gespielt</translation>
    </message>
    <message>
      <source>Take them!</source>
      <translation>Nimm sie!</translation>
    </message>
    <message>
      <source>Good luck</source>
      <translation>Viel Glück</translation>
    </message>
    <message>
      <source>Oops</source>
      <translation>Hoppla</translation>
    </message>
    <message>
      <source>Thanks</source>
      <translation>Danke</translation>
    </message>
    <message>
      <source>Your move!</source>
      <translation>Du bist dran!</translation>
    </message>
    <message>
      <source>{name}: {said}</source>
      <translation>{name}: {said}</translation>
    </message>
    <message>
      <source>{name} says: {said}</source>
      <translation>{name} sagt: {said}</translation>
    </message>
    <message>
      <source>You are out of the game</source>
      <translation>Du bist aus dem Spiel</translation>
    </message>
    <message>
      <source>You do not hold {cards}</source>
      <translation>Du hast {cards} nicht</translation>
    </message>
    <message>
      <source>You are the defender: you cover, forward or take, but cannot attack</source>
      <translation>Du verteidigst: du stichst, schiebst weiter oder nimmst auf, greifst aber nicht an</translation>
    </message>
    <message>
      <source>You may not add cards against your partner {defender}</source>
      <translation>Du darfst nicht gegen deinen Partner {defender} nachlegen</translation>
    </message>
    <message>
      <source>You may not add cards: only the offender and the co-offender may</source>
      <translation>Du darfst nicht nachlegen: das dürfen nur der Angreifer und der Mitangreifer</translation>
    </message>
    <message>
      <source>You may not add cards: only the attackers may</source>
      <translation>Du darfst nicht nachlegen: das dürfen nur die Angreifer</translation>
    </message>
    <message>
      <source>You said done: you may add again once the table changes</source>
      <translation>Du hast fertig gesagt: du darfst erst wieder nachlegen, wenn sich der Tisch ändert</translation>
    </message>
    <message>
      <source>You have given up and take the cards</source>
      <translation>Du hast aufgegeben und nimmst die Karten auf</translation>
    </message>
    <message>
      <source>{card} is not one of your defence cards on the table</source>
      <translation>{card} ist keine deiner Stichkarten auf dem Tisch</translation>
    </message>
    <message>
      <source>You are already taking the cards</source>
      <translation>Du nimmst die Karten schon auf</translation>
    </message>
    <message>
      <source>You are not attacking this round</source>
      <translation>Du greifst in dieser Runde nicht an</translation>
    </message>
    <message>
      <source>You have already said done</source>
      <translation>Du hast schon fertig gesagt</translation>
    </message>
    <message>
      <source>You have no cards left</source>
      <translation>Du hast keine Karten mehr</translation>
    </message>
    <message>
      <source>You have already forwarded by showing a trump in this game</source>
      <translation>Du hast in diesem Spiel schon durch Trumpfzeigen weitergeschoben</translation>
    </message>
    <message>
      <source>You have already forwarded by showing a trump this round</source>
      <translation>Du hast in dieser Runde schon durch Trumpfzeigen weitergeschoben</translation>
    </message>
    <message>
      <source>You may ask for a redeal only with five cards of one suit or six of one colour</source>
      <translation>Du darfst nur mit fünf Karten einer Farbe oder sechs roten oder schwarzen ein neues Geben verlangen</translation>
    </message>
    <message>
      <source>You may ask for a redeal only with five cards of one suit</source>
      <translation>Du darfst nur mit fünf Karten einer Farbe ein neues Geben verlangen</translation>
    </message>
    <message>
      <source>You have passed for the rest of this bout</source>
      <translation>Du hast für diesen Angriff gepasst</translation>
    </message>
    <message>
      <source>You named a card that broke no rule: you may not catch again this round</source>
      <translation>Du hast eine Karte genannt, die keine Regel brach: du darfst in dieser Runde niemanden mehr erwischen</translation>
    </message>
    <message>
      <source>You laid {card} yourself</source>
      <translation>Du hast {card} selbst gelegt</translation>
    </message>
    <message>
      <source>{card} broke no rule: you may not catch again this round</source>
      <translation>{card} brach keine Regel: du darfst in dieser Runde niemanden mehr erwischen</translation>
    </message>
    <message>
      <source>Forward by showing a trump:</source>
      <translation>Weiterschieben durch Trumpfzeigen:</translation>
    </message>
    <message>
      <source>Change of direction</source>
      <translation>Richtungswechsel</translation>
    </message>
    <message>
      <source>Hands of {hand_size} cards need a larger deck: a deck of {deck} cards deals hands of at most {most} cards.</source>
      <translation>Blätter mit {hand_size} Karten brauchen ein größeres Spiel: ein Spiel mit {deck} Karten gibt höchstens {most} Karten pro Blatt.</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: without throwing in after a take there is nothing to leave unlimited.</source>
      <translation>„{first}“ braucht „{second}“: ohne Nachlegen nach dem Aufnehmen gibt es nichts unbegrenzt zu lassen.</translation>
    </message>
    <message>
      <source>Unlimited throw-in after a take</source>
      <translation>Unbegrenztes Nachschmeißen</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: it widens the hands that may ask for a redeal.</source>
      <translation>„{first}“ braucht „{second}“: es erweitert nur die Blätter, mit denen man neu geben lassen darf.</translation>
    </message>
    <message>
      <source>Redeal</source>
      <translation>Neu geben</translation>
    </message>
    <message>
      <source>Redeal for six of one colour</source>
      <translation>Neu geben bei sechs Karten einer Kartenfarbe</translation>
    </message>
    <message>
      <source>“{first}” needs teams: without teams there is no team to win.</source>
      <translation>„{first}“ braucht Teams: ohne Teams gibt es kein Team, das gewinnen könnte.</translation>
    </message>
    <message>
      <source>A team wins when one partner is out</source>
      <translation>Ein Team gewinnt, sobald ein Partner draußen ist</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: showing a trump is a way to forward.</source>
      <translation>„{first}“ braucht „{second}“: einen Trumpf zu zeigen ist eine Art weiterzuschieben.</translation>
    </message>
    <message>
      <source>“{first}”: hands of {hand_size} cards and {secret_cards} secret cards each need more than a deck of {deck} cards has for two players; choose smaller hands or a larger deck.</source>
      <translation>„{first}“: Blätter mit {hand_size} Karten und je {secret_cards} geheimen Karten brauchen für zwei Spieler mehr, als ein Spiel mit {deck} Karten hat; wähle kleinere Blätter oder ein größeres Spiel.</translation>
    </message>
    <message>
      <source>Secret cards</source>
      <translation>Geheime Karten</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: it says where a forward goes.</source>
      <translation>„{first}“ braucht „{second}“: es bestimmt, wohin das Weiterschieben geht.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: with the change of direction trumps can not be pushed, and showing one is pushing with a trump.</source>
      <translation>„{first}“ und „{second}“ passen nicht zusammen: beim Richtungswechsel darf man Trümpfe nicht weiterschieben, und einen zu zeigen heißt, mit einem Trumpf weiterzuschieben.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: an attack passed to the right has no clockwise order of attackers.</source>
      <translation>„{first}“ und „{second}“ passen nicht zusammen: ein nach rechts weitergeschobener Angriff hat keine Reihenfolge der Angreifer im Uhrzeigersinn.</translation>
    </message>
    <message>
      <source>Classic adding order</source>
      <translation>Klassische Reihenfolge beim Zulegen</translation>
    </message>
    <message>
      <source>Weli needs a deck with sixes (36 or 52 cards): the six of diamonds is the joker, and a deck of {deck} cards has none.</source>
      <translation>Weli braucht ein Spiel mit Sechsen (36 oder 52 Karten): die Karo-Sechs ist der Joker, und ein Spiel mit {deck} Karten hat keine.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: the exchange would give the lowest trump for the face-up card, which the number trump makes the highest trump of all.</source>
      <translation>„{first}“ und „{second}“ passen nicht zusammen: der Tausch gäbe den niedrigsten Trumpf für die offene Karte, die der Zahlentrumpf zum höchsten Trumpf von allen macht.</translation>
    </message>
    <message>
      <source>Number trump</source>
      <translation>Zahlentrumpf</translation>
    </message>
    <message>
      <source>Trump exchange</source>
      <translation>Trumpftausch</translation>
    </message>
    <message>
      <source>There is no room with this invite code</source>
      <translation>Es gibt keinen Raum mit diesem Einladungscode</translation>
    </message>
    <message>
      <source>The password is wrong</source>
      <translation>Das Passwort ist falsch</translation>
    </message>
    <message>
      <source>Every seat of this room is taken. If one of them was yours, rejoin it from the app that held it (it offers to at its next start, and in Play online); else ask the room's creator for a new room</source>
      <translation>Alle Plätze dieses Raums sind besetzt. War einer davon deiner, kehre von der App zurück, die ihn hatte (sie bietet es beim nächsten Start und unter „Online spielen“ an); sonst bitte den Ersteller des Raums um einen neuen Raum</translation>
    </message>
    <message>
      <source>That seat is taken</source>
      <translation>Dieser Platz ist besetzt</translation>
    </message>
    <message>
      <source>There is no such seat</source>
      <translation>Diesen Platz gibt es nicht</translation>
    </message>
    <message>
      <source>The server has no room for another table</source>
      <translation>Der Server hat keinen Platz für einen weiteren Tisch</translation>
    </message>
    <message>
      <source>Only the player who created the room may start a game</source>
      <translation>Nur wer den Raum erstellt hat, darf ein Spiel beginnen</translation>
    </message>
    <message>
      <source>A game is already running in this room</source>
      <translation>In diesem Raum läuft schon ein Spiel</translation>
    </message>
    <message>
      <source>No game is running in this room</source>
      <translation>In diesem Raum läuft kein Spiel</translation>
    </message>
    <message>
      <source>You have no seat in a room on this server</source>
      <translation>Du hast keinen Platz in einem Raum dieses Servers</translation>
    </message>
    <message>
      <source>You already have a seat in a room: leave it first</source>
      <translation>Du hast schon einen Platz in einem Raum: verlass ihn zuerst</translation>
    </message>
    <message>
      <source>Too many moves at once: the server ignores some. Slow down</source>
      <translation>Zu viele Züge auf einmal: der Server übergeht einige. Langsamer, bitte</translation>
    </message>
    <message>
      <source>Too many messages: wait a moment before you say more</source>
      <translation>Zu viele Nachrichten: warte einen Moment, bevor du mehr sagst</translation>
    </message>
    <message>
      <source>The server speaks another version of the game: update the app or the server</source>
      <translation>Der Server spricht eine andere Version des Spiels: aktualisiere die App oder den Server</translation>
    </message>
    <message>
      <source>You already have as many rooms open on this server as it allows: close one first</source>
      <translation>Sie haben schon so viele Räume auf diesem Server offen, wie er erlaubt: schließen Sie zuerst einen</translation>
    </message>
    <message>
      <source>Too many wrong invite codes or passwords from your network: wait a minute and try again</source>
      <translation>Zu viele falsche Einladungscodes oder Passwörter aus Ihrem Netz: warten Sie eine Minute und versuchen Sie es erneut</translation>
    </message>
    <message>
      <source>The server failed on this request; nothing changed. Try again</source>
      <translation>Der Server ist an dieser Anfrage gescheitert; nichts hat sich geändert. Versuchen Sie es erneut</translation>
    </message>
    <message>
      <source>The server cannot reach its rooms just now; nothing changed. Try again in a moment</source>
      <translation>Der Server erreicht seine Räume gerade nicht; nichts hat sich geändert. Versuchen Sie es gleich noch einmal</translation>
    </message>
    <message>
      <source>This server has no chat (it is older than this app)</source>
      <translation>Dieser Server hat keinen Chat (er ist älter als diese App)</translation>
    </message>
    <message>
      <source>The server refused: {reason}</source>
      <translation>Der Server lehnt ab: {reason}</translation>
    </message>
    <message>
      <source>The server refused the move: {reason}</source>
      <translation>Der Server lehnt den Zug ab: {reason}</translation>
    </message>
    <message>
      <source>{reason} (the table changed since you chose)</source>
      <translation>{reason} (der Tisch hat sich geändert, seit du gewählt hast)</translation>
    </message>
    <message>
      <source>out, place {place}</source>
      <translation>raus, Platz {place}</translation>
    </message>
    <message>
      <source>durak with epaulettes</source>
      <translation>Durak mit Schulterklappen</translation>
    </message>
    <message>
      <source>durak</source>
      <translation>Durak</translation>
    </message>
    <message>
      <source>Team {letter}</source>
      <translation>Team {letter}</translation>
    </message>
    <message>
      <source>your partner</source>
      <translation>dein Partner</translation>
    </message>
    <message>
      <source>adds</source>
      <translation>legt zu</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>gepasst</translation>
    </message>
    <message>
      <source>Forward: to the right (F)</source>
      <translation>Schieben: rechts (F)</translation>
    </message>
    <message>
      <source>Forward: to the left (F)</source>
      <translation>Schieben: links (F)</translation>
    </message>
    <message numerus="yes">
      <source>%n secret cards</source>
      <translation>
        <numerusform>%n geheime Karte</numerusform>
        <numerusform>%n geheime Karten</numerusform>
      </translation>
    </message>
    <message>
      <source>Trump {suit} and every {rank}</source>
      <translation>Trumpf {suit} und jede {rank}</translation>
    </message>
    <message>
      <source>Trump {suit}</source>
      <translation>Trumpf {suit}</translation>
    </message>
    <message>
      <source>nobody draws</source>
      <translation>niemand zieht nach</translation>
    </message>
    <message>
      <source>The key card: when the trump card above it is drawn, it is turned up and its suit is trump</source>
      <translation>Die Schlüsselkarte: wenn die Trumpfkarte darüber gezogen wird, wird sie aufgedeckt, und ihre Farbe ist Trumpf</translation>
    </message>
    <message numerus="yes">
      <source>{name}: %n cheats, {caught} caught</source>
      <translation>
        <numerusform>{name}: %n Schummelei, {caught} erwischt</numerusform>
        <numerusform>{name}: %n Schummeleien, {caught} erwischt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>durak %n×</source>
      <translation>
        <numerusform>Durak %n×</numerusform>
        <numerusform>Durak %n×</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>epaulettes %n×</source>
      <translation>
        <numerusform>Schulterklappen %n×</numerusform>
        <numerusform>Schulterklappen %n×</numerusform>
      </translation>
    </message>
    <message>
      <source>Your team lost!</source>
      <translation>Dein Team hat verloren!</translation>
    </message>
    <message>
      <source>Your team won!</source>
      <translation>Dein Team hat gewonnen!</translation>
    </message>
    <message>
      <source>{team} loses: {players}</source>
      <translation>{team} verliert: {players}</translation>
    </message>
    <message>
      <source>You are the durak!</source>
      <translation>Du bist der Durak!</translation>
    </message>
    <message>
      <source>You won!</source>
      <translation>Du hast gewonnen!</translation>
    </message>
    <message>
      <source>{name} won</source>
      <translation>{name} hat gewonnen</translation>
    </message>
    <message>
      <source>Nobody is the durak</source>
      <translation>Niemand ist der Durak</translation>
    </message>
    <message>
      <source>Durak with epaulettes ({rank}): {name}</source>
      <translation>Durak mit Schulterklappen ({rank}): {name}</translation>
    </message>
    <message>
      <source>Durak: {name}</source>
      <translation>Durak: {name}</translation>
    </message>
    <message>
      <source>Take beaten cards</source>
      <translation>Geschlagene Karten nehmen</translation>
    </message>
    <message>
      <source>Take cards</source>
      <translation>Aufnehmen</translation>
    </message>
    <message>
      <source>End attack</source>
      <translation>Angriff beenden</translation>
    </message>
    <message>
      <source>{result} — {next}</source>
      <translation>{result} — {next}</translation>
    </message>
    <message>
      <source>Game over: Ctrl+N or New game to play again</source>
      <translation>Spiel vorbei: Strg+N oder Neues Spiel für eine neue Runde</translation>
    </message>
    <message>
      <source>Paused: press SPACE or Continue</source>
      <translation>Pause: LEERTASTE oder Weiter drücken</translation>
    </message>
    <message>
      <source>You finished in place {place}; the others play on</source>
      <translation>Du bist auf Platz {place} fertig; die anderen spielen weiter</translation>
    </message>
    <message>
      <source>Your hand allows a redeal: press R or Redeal, or play on</source>
      <translation>Deine Hand erlaubt ein neues Geben: drücke R oder Neu geben, oder spiel weiter</translation>
    </message>
    <message>
      <source>{offender} leads against you</source>
      <translation>{offender} spielt gegen dich aus</translation>
    </message>
    <message>
      <source>You take the cards; the attackers may still throw in</source>
      <translation>Du nimmst die Karten auf; die Angreifer dürfen noch nachlegen</translation>
    </message>
    <message>
      <source>Defend, forward, show {card} to pass it on (T) or take: ↓</source>
      <translation>Stechen, weiterschieben, {card} zum Weiterschieben zeigen (T) oder aufnehmen: ↓</translation>
    </message>
    <message>
      <source>Defend, forward (F: to the right) or take: ↓</source>
      <translation>Stechen, weiterschieben (F: nach rechts) oder aufnehmen: ↓</translation>
    </message>
    <message>
      <source>Defend or take: ↓</source>
      <translation>Stechen oder aufnehmen: ↓</translation>
    </message>
    <message>
      <source>Defend, forward or take: ↓</source>
      <translation>Stechen, weiterschieben oder aufnehmen: ↓</translation>
    </message>
    <message>
      <source>All covered: the attackers may still add</source>
      <translation>Alles gestochen: die Angreifer dürfen noch nachlegen</translation>
    </message>
    <message>
      <source>Your lead, or X to exchange your lowest trump for the face-up one</source>
      <translation>Du spielst aus, oder X tauscht deinen niedrigsten Trumpf gegen den offenen</translation>
    </message>
    <message>
      <source>Your lead: double click a card or press ↑</source>
      <translation>Du greifst an: Karte doppelt klicken oder ↑ drücken</translation>
    </message>
    <message>
      <source>Add a card or end the attack: ↓</source>
      <translation>Karte nachlegen oder Angriff beenden: ↓</translation>
    </message>
    <message>
      <source>Waiting for the other attackers</source>
      <translation>Warte auf die anderen Angreifer</translation>
    </message>
    <message>
      <source>{offender} leads against {defender}</source>
      <translation>{offender} greift {defender} an</translation>
    </message>
    <message>
      <source>You may add cards while {defender} defends</source>
      <translation>Du darfst nachlegen, während {defender} verteidigt</translation>
    </message>
    <message>
      <source>{defender} defends; none of your cards can be added</source>
      <translation>{defender} verteidigt; keine deiner Karten lässt sich nachlegen</translation>
    </message>
    <message>
      <source>{offender} attacks {defender}</source>
      <translation>{offender} greift {defender} an</translation>
    </message>
    <message>
      <source>Your turn to add: add a card or end the attack ↓</source>
      <translation>Du legst zu: lege eine Karte oder beende den Angriff ↓</translation>
    </message>
    <message>
      <source>Your turn to add</source>
      <translation>Du legst zu</translation>
    </message>
    <message>
      <source>{player} adds</source>
      <translation>{player} legt zu</translation>
    </message>
    <message>
      <source>Nobody adds any more</source>
      <translation>Niemand legt mehr zu</translation>
    </message>
    <message>
      <source>{turn}; passed: {players}</source>
      <translation>{turn}; gepasst: {players}</translation>
    </message>
    <message>
      <source>Played {cards}</source>
      <translation>Gespielt: {cards}</translation>
    </message>
    <message>
      <source>{cards}: {reason}</source>
      <translation>{cards}: {reason}</translation>
    </message>
    <message>
      <source>{reason} (also {cards})</source>
      <translation>{reason} (ebenso {cards})</translation>
    </message>
    <message>
      <source>Same-count forwarding</source>
      <translation>Weitergeben nur mit gleicher Anzahl</translation>
    </message>
    <message>
      <source>To forward, the defender lays as many cards of the attacked rank as the attack holds.</source>
      <translation>Zum Weitergeben legt der Verteidiger so viele Karten des angegriffenen Werts, wie der Angriff hat.</translation>
    </message>
    <message>
      <source>Add only after the first cover</source>
      <translation>Zulegen erst nach dem ersten Stechen</translation>
    </message>
    <message>
      <source>Nobody may add a card until the defender has covered one.</source>
      <translation>Niemand darf zulegen, bevor der Verteidiger eine Karte gestochen hat.</translation>
    </message>
    <message>
      <source>Forfeit a beaten round</source>
      <translation>Geschlagene Runde aufnehmen</translation>
    </message>
    <message>
      <source>With every card covered, the defender may still take them all; then nobody may add.</source>
      <translation>Auch wenn alles gestochen ist, darf der Verteidiger alles aufnehmen; dann legt niemand mehr zu.</translation>
    </message>
    <message>
      <source>Once the defender gives up, the attackers may throw in every matching card, beyond his hand and the attack limit (needs throwing in after a take).</source>
      <translation>Gibt der Verteidiger auf, dürfen die Angreifer jede passende Karte nachschmeißen, über seine Handkarten und das Angriffslimit hinaus (nur mit Nachschmeißen).</translation>
    </message>
    <message>
      <source>One attacker adds at a time, the offender first, then clockwise; a pass is for the rest of the bout.</source>
      <translation>Es legt immer nur ein Angreifer zu, erst der Angreifer, dann im Uhrzeigersinn; wer passt, bleibt für diesen Angriff draußen.</translation>
    </message>
    <message>
      <source>The holder of the lowest trump may swap it for the face-up trump card, before he leads, while that card lies under the stack.</source>
      <translation>Wer den niedrigsten Trumpf hält, darf ihn vor seinem Ausspielen gegen die offene Trumpfkarte tauschen, solange sie unter dem Stapel liegt.</translation>
    </message>
    <message>
      <source>After the deal, before the first attack, a player with five cards of one suit may ask for a new deal.</source>
      <translation>Nach dem Geben, vor dem ersten Angriff, darf verlangen, dass neu gegeben wird, wer fünf Karten einer Farbe hält.</translation>
    </message>
    <message>
      <source>Six cards of one colour (red or black) also allow a redeal (needs the redeal).</source>
      <translation>Auch sechs rote oder sechs schwarze Karten erlauben ein neues Geben (braucht das neue Geben).</translation>
    </message>
    <message>
      <source>Cheating</source>
      <translation>Schummeln</translation>
    </message>
    <message>
      <source>A card that breaks a rule goes through unless another player catches it before the round ends: click the card, then Catch! or K.</source>
      <translation>Eine Karte, die eine Regel bricht, gilt, wenn kein anderer sie vor dem Ende der Runde aufdeckt: Karte anklicken, dann Erwischt! oder K.</translation>
    </message>
    <message>
      <source>Quicky</source>
      <translation>Schnelldurak</translation>
    </message>
    <message>
      <source>Nobody draws after the deal: the game is played with the hands dealt.</source>
      <translation>Nach dem Geben zieht niemand nach: gespielt wird mit den ausgeteilten Karten.</translation>
    </message>
    <message>
      <source>Cross rule</source>
      <translation>Kreuzregel</translation>
    </message>
    <message>
      <source>A club is beaten only by a higher club, never by a trump (unless clubs are trumps).</source>
      <translation>Ein Kreuz sticht nur ein höheres Kreuz, nie ein Trumpf (außer Kreuz ist Trumpf).</translation>
    </message>
    <message>
      <source>Nothing is unbeatable</source>
      <translation>Nichts ist unschlagbar</translation>
    </message>
    <message>
      <source>The lowest card of each suit in the deck also beats the ace of its suit.</source>
      <translation>Die niedrigste Karte jeder Farbe im Spiel sticht auch das Ass ihrer Farbe.</translation>
    </message>
    <message>
      <source>The face-up card's rank is trump too: with 8♦ face up, every diamond and every eight is a trump, the 8♦ the highest.</source>
      <translation>Der Wert der aufgedeckten Karte ist auch Trumpf: liegt die 8♦ offen, ist jedes Karo und jede Acht Trumpf, die 8♦ der höchste.</translation>
    </message>
    <message>
      <source>Change of the key</source>
      <translation>Wechsel des Schlüssels</translation>
    </message>
    <message>
      <source>A key card lies face down under the face-up trump: when that one is drawn, the key card is turned up and its suit is trump.</source>
      <translation>Unter dem offenen Trumpf liegt verdeckt eine Schlüsselkarte: wird er gezogen, wird sie aufgedeckt und ihre Farbe ist Trumpf.</translation>
    </message>
    <message>
      <source>After the deal everyone gets two cards face down that nobody sees, and picks them up instead of going out.</source>
      <translation>Nach dem Geben bekommt jeder zwei verdeckte Karten, die niemand sieht, und nimmt sie auf, statt auszuscheiden.</translation>
    </message>
    <message>
      <source>A forwarding defender passes the attack to his left or his right neighbour; no trump may be laid to forward (needs forwarding).</source>
      <translation>Wer weiterschiebt, gibt den Angriff an seinen linken oder rechten Nachbarn; mit Trumpf wird nicht geschoben (braucht Weiterschieben).</translation>
    </message>
    <message>
      <source>Weli</source>
      <translation>Weli</translation>
    </message>
    <message>
      <source>The six of diamonds is a joker: whoever plays it names the suit it counts as on the table (decks with sixes).</source>
      <translation>Die Karo-Sechs ist ein Joker: Wer sie spielt, nennt die Farbe, als die sie auf dem Tisch zählt (Blätter mit Sechsen).</translation>
    </message>
    <message>
      <source>The defender may pass the attack on by showing the trump of the attacked rank: he keeps it, and everyone knows it (needs forwarding).</source>
      <translation>Der Verteidiger darf den Angriff weiterschieben, indem er den Trumpf des angegriffenen Werts zeigt: Er behält ihn, und alle kennen ihn (braucht Weiterschieben).</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Aus</translation>
    </message>
    <message>
      <source>Once a round per player</source>
      <translation>Einmal pro Runde und Spieler</translation>
    </message>
    <message>
      <source>Once a game per player</source>
      <translation>Einmal pro Spiel und Spieler</translation>
    </message>
    <message>
      <source>Teams:</source>
      <translation>Teams:</translation>
    </message>
    <message>
      <source>Partners sit alternately and never attack each other; a team loses when its player is the durak.</source>
      <translation>Partner sitzen abwechselnd und greifen einander nie an; ein Team verliert, wenn einer seiner Spieler der Durak ist.</translation>
    </message>
    <message>
      <source>No teams</source>
      <translation>Keine Teams</translation>
    </message>
    <message>
      <source>Two teams (2 vs 2, 3 vs 3)</source>
      <translation>Zwei Teams (2 gegen 2, 3 gegen 3)</translation>
    </message>
    <message>
      <source>Three teams of 2 (6 players)</source>
      <translation>Drei Zweierteams (6 Spieler)</translation>
    </message>
    <message>
      <source>Next game led by:</source>
      <translation>Nächstes Spiel eröffnet:</translation>
    </message>
    <message>
      <source>Who leads the next game of a series at this table (the novice: the first attack goes against a newcomer).</source>
      <translation>Wer das nächste Spiel einer Serie an diesem Tisch beginnt (der Neuling: der erste Angriff geht gegen einen Neuen).</translation>
    </message>
    <message>
      <source>The previous durak</source>
      <translation>Der letzte Durak</translation>
    </message>
    <message>
      <source>The player after the durak</source>
      <translation>Der Spieler nach dem Durak</translation>
    </message>
    <message>
      <source>Against the novice</source>
      <translation>Gegen den Neuling</translation>
    </message>
    <message>
      <source>The previous winner</source>
      <translation>Der letzte Sieger</translation>
    </message>
    <message>
      <source>Epaulettes:</source>
      <translation>Schulterklappen:</translation>
    </message>
    <message>
      <source>A durak who takes a last attack of sixes only wears epaulettes.</source>
      <translation>Ein Durak, der zuletzt einen Angriff aus lauter Sechsen aufnehmen muss, trägt Schulterklappen.</translation>
    </message>
    <message>
      <source>Not counted</source>
      <translation>Nicht gezählt</translation>
    </message>
    <message>
      <source>Sixes</source>
      <translation>Sechsen</translation>
    </message>
    <message>
      <source>Sixes, then sevens, eights... in a series</source>
      <translation>Sechsen, dann Siebenen, Achten... in einer Serie</translation>
    </message>
    <message>
      <source>The game ends as soon as every team but one has a player out.</source>
      <translation>Das Spiel endet, sobald jedes Team bis auf eines einen Spieler draußen hat.</translation>
    </message>
    <message>
      <source>No forwarding (podkidnoy)</source>
      <translation>Kein Weiterschieben (Podkidnoj)</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <source>the game is over</source>
      <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
      <source>no reinforcement window is open: the defender has cards to cover</source>
      <translation>gerade darf niemand nachlegen: der Verteidiger muss noch stechen</translation>
    </message>
    <message>
      <source>there is no player P{player} in a game of {count}</source>
      <translation>in einem Spiel zu {count} gibt es keinen Spieler P{player}</translation>
    </message>
    <message>
      <source>P{player} is out of the game</source>
      <translation>P{player} ist aus dem Spiel</translation>
    </message>
    <message>
      <source>the trump exchange is off in these rules</source>
      <translation>der Trumpftausch ist in diesen Regeln aus</translation>
    </message>
    <message>
      <source>forwarding by showing a trump is off in these rules</source>
      <translation>Weiterschieben durch Trumpfzeigen ist in diesen Regeln aus</translation>
    </message>
    <message>
      <source>P{player} does not hold {cards}</source>
      <translation>P{player} hat {cards} nicht</translation>
    </message>
    <message>
      <source>at most {limit} attack cards may be played this round</source>
      <translation>in dieser Runde sind höchstens {limit} Angriffskarten erlaubt</translation>
    </message>
    <message>
      <source>that is not a legal move now</source>
      <translation>dieser Zug ist jetzt nicht erlaubt</translation>
    </message>
    <message>
      <source>P{player} is the defender: he covers, forwards or takes, but cannot attack</source>
      <translation>P{player} verteidigt: er sticht, schiebt weiter oder nimmt auf, greift aber nicht an</translation>
    </message>
    <message>
      <source>only the offender (P{offender}) may lead</source>
      <translation>nur der Angreifer (P{offender}) darf ausspielen</translation>
    </message>
    <message>
      <source>cards led together must share a rank</source>
      <translation>zusammen ausgespielte Karten müssen gleich hoch sein</translation>
    </message>
    <message>
      <source>the defender P{defender} cannot cover more than {room}: lead fewer</source>
      <translation>der Verteidiger P{defender} kann höchstens {room} stechen: spiel weniger aus</translation>
    </message>
    <message>
      <source>P{player} may not add cards against his partner P{defender}</source>
      <translation>P{player} darf nicht gegen seinen Partner P{defender} nachlegen</translation>
    </message>
    <message>
      <source>P{player} may not add cards: only the offender and the co-offender may</source>
      <translation>P{player} darf nicht nachlegen: das dürfen nur der Angreifer und der Mitangreifer</translation>
    </message>
    <message>
      <source>P{player} may not add cards: only the attackers may</source>
      <translation>P{player} darf nicht nachlegen: das dürfen nur die Angreifer</translation>
    </message>
    <message>
      <source>add cards to the attack one at a time</source>
      <translation>lege Karten einzeln nach</translation>
    </message>
    <message>
      <source>{card} does not match a rank on the table</source>
      <translation>{card} passt zu keinem Wert auf dem Tisch</translation>
    </message>
    <message>
      <source>nothing may be added until the defender has covered a card</source>
      <translation>nichts darf zugelegt werden, bevor der Verteidiger eine Karte gestochen hat</translation>
    </message>
    <message>
      <source>P{player} said done: he may add again once the table changes</source>
      <translation>P{player} hat fertig gesagt: er darf erst wieder nachlegen, wenn sich der Tisch ändert</translation>
    </message>
    <message>
      <source>the defender P{defender} cannot be given more cards than he holds</source>
      <translation>der Verteidiger P{defender} kann nicht mehr Karten bekommen, als er hält</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may cover cards</source>
      <translation>nur der Verteidiger (P{defender}) darf stechen</translation>
    </message>
    <message>
      <source>P{player} has given up and takes the cards</source>
      <translation>P{player} hat aufgegeben und nimmt die Karten auf</translation>
    </message>
    <message>
      <source>{target} is not an attack card on the table</source>
      <translation>{target} ist keine Angriffskarte auf dem Tisch</translation>
    </message>
    <message>
      <source>{target} is already covered by {cover}</source>
      <translation>{target} ist schon mit {cover} gestochen</translation>
    </message>
    <message>
      <source>{card} named {suit} cannot beat {target}</source>
      <translation>{card} als {suit} angesagt sticht {target} nicht</translation>
    </message>
    <message>
      <source>{card} cannot beat {target}: the weli counts as a {suit}</source>
      <translation>{card} sticht {target} nicht: der Weli zählt als {suit}</translation>
    </message>
    <message>
      <source>{target} is a club: only a higher club beats it (the cross rule)</source>
      <translation>{target} ist Kreuz: nur ein höheres Kreuz sticht es (Kreuzregel)</translation>
    </message>
    <message>
      <source>{card} cannot beat {target}</source>
      <translation>{card} sticht {target} nicht</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may take back a defence card</source>
      <translation>nur der Verteidiger (P{defender}) darf eine Stichkarte zurücknehmen</translation>
    </message>
    <message>
      <source>that defence card cannot be taken back now</source>
      <translation>diese Stichkarte kann jetzt nicht zurückgenommen werden</translation>
    </message>
    <message>
      <source>{card} is not one of P{player}'s defence cards on the table</source>
      <translation>{card} ist keine Stichkarte von P{player} auf dem Tisch</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may take the cards</source>
      <translation>nur der Verteidiger (P{defender}) darf die Karten aufnehmen</translation>
    </message>
    <message>
      <source>the table is empty: there is nothing to take</source>
      <translation>der Tisch ist leer: es gibt nichts aufzunehmen</translation>
    </message>
    <message>
      <source>P{player} is already taking the cards</source>
      <translation>P{player} nimmt die Karten schon auf</translation>
    </message>
    <message>
      <source>every card is covered: nothing to take (take a cover back first)</source>
      <translation>alles ist gestochen: nichts aufzunehmen (nimm erst eine Stichkarte zurück)</translation>
    </message>
    <message>
      <source>P{player} is not attacking this round</source>
      <translation>P{player} greift in dieser Runde nicht an</translation>
    </message>
    <message>
      <source>the offender P{offender} must lead first</source>
      <translation>der Angreifer P{offender} muss zuerst ausspielen</translation>
    </message>
    <message>
      <source>the defender is still covering: wait until every card is covered</source>
      <translation>der Verteidiger sticht noch: warte, bis alles gestochen ist</translation>
    </message>
    <message>
      <source>P{player} has already said done</source>
      <translation>P{player} hat schon fertig gesagt</translation>
    </message>
    <message>
      <source>P{player} has no cards left</source>
      <translation>P{player} hat keine Karten mehr</translation>
    </message>
    <message>
      <source>nothing more may be added to this round</source>
      <translation>in dieser Runde darf nichts mehr nachgelegt werden</translation>
    </message>
    <message>
      <source>the weli is off in these rules: no card is named a suit</source>
      <translation>der Weli ist in diesen Regeln aus: keiner Karte wird eine Farbe angesagt</translation>
    </message>
    <message>
      <source>name the suit the weli {card} counts as on the table (e.g. {example})</source>
      <translation>sage die Farbe an, als die der Weli {card} auf dem Tisch zählt (z. B. {example})</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may forward</source>
      <translation>nur der Verteidiger (P{defender}) darf weiterschieben</translation>
    </message>
    <message>
      <source>forwarding is off in these rules</source>
      <translation>Weiterschieben ist in diesen Regeln aus</translation>
    </message>
    <message>
      <source>there is no attack to forward</source>
      <translation>es gibt keinen Angriff zum Weiterschieben</translation>
    </message>
    <message>
      <source>a card has been covered: too late to forward</source>
      <translation>eine Karte ist schon gestochen: zu spät zum Weiterschieben</translation>
    </message>
    <message>
      <source>another attacker has added a card: too late to forward</source>
      <translation>ein anderer Angreifer hat nachgelegt: zu spät zum Weiterschieben</translation>
    </message>
    <message>
      <source>the attack mixes ranks: it cannot be forwarded</source>
      <translation>der Angriff hat verschiedene Werte: er kann nicht weitergeschoben werden</translation>
    </message>
    <message>
      <source>only the trump of the attacked rank ({card}) may be shown to forward</source>
      <translation>nur der Trumpf des angegriffenen Werts ({card}) darf zum Weiterschieben gezeigt werden</translation>
    </message>
    <message>
      <source>forward with cards of the attacked rank ({rank})</source>
      <translation>schiebe mit Karten des angreifenden Werts weiter ({rank})</translation>
    </message>
    <message>
      <source>a forward goes to the left in these rules</source>
      <translation>nach diesen Regeln wird nur nach links weitergeschoben</translation>
    </message>
    <message>
      <source>no trump may be laid to forward: trumps can not be pushed</source>
      <translation>mit Trumpf wird nicht weitergeschoben: Trümpfe lassen sich nicht schieben</translation>
    </message>
    <message>
      <source>P{next} is the only opponent left: forward to the left</source>
      <translation>P{next} ist der einzige Gegner: schiebe nach links weiter</translation>
    </message>
    <message>
      <source>P{player} has already forwarded by showing a trump in this game</source>
      <translation>P{player} hat in diesem Spiel schon durch Trumpfzeigen weitergeschoben</translation>
    </message>
    <message>
      <source>P{player} has already forwarded by showing a trump this round</source>
      <translation>P{player} hat in dieser Runde schon durch Trumpfzeigen weitergeschoben</translation>
    </message>
    <message>
      <source>forward with as many cards of the attacked rank as the attack holds ({count})</source>
      <translation>gib mit so vielen Karten des angegriffenen Werts weiter, wie der Angriff hat ({count})</translation>
    </message>
    <message>
      <source>P{next} cannot defend {total} cards with a hand of {held}</source>
      <translation>P{next} kann mit {held} Karten auf der Hand keine {total} Karten abwehren</translation>
    </message>
    <message>
      <source>cheating is off in these rules: there is nothing to catch</source>
      <translation>Schummeln ist in diesen Regeln aus: es gibt nichts zu ertappen</translation>
    </message>
    <message>
      <source>there is no card on the table to catch</source>
      <translation>auf dem Tisch liegt keine Karte zum Ertappen</translation>
    </message>
    <message>
      <source>{card} is not on the table</source>
      <translation>{card} liegt nicht auf dem Tisch</translation>
    </message>
    <message>
      <source>P{player} named a card that broke no rule: he may not catch again this round</source>
      <translation>P{player} hat eine Karte genannt, die keine Regel brach: er darf in dieser Runde niemanden mehr ertappen</translation>
    </message>
    <message>
      <source>P{player} laid {card} himself</source>
      <translation>P{player} hat {card} selbst gelegt</translation>
    </message>
    <message>
      <source>{card} broke no rule: P{player} may not catch again this round</source>
      <translation>{card} brach keine Regel: P{player} darf in dieser Runde niemanden mehr ertappen</translation>
    </message>
    <message>
      <source>redealing is off in these rules</source>
      <translation>neues Geben ist in diesen Regeln aus</translation>
    </message>
    <message>
      <source>a redeal may only be asked for after the deal, before the first attack</source>
      <translation>ein neues Geben darf man nur nach dem Geben verlangen, vor dem ersten Angriff</translation>
    </message>
    <message>
      <source>P{player} may ask for a redeal only with five cards of one suit or six of one colour</source>
      <translation>P{player} darf nur mit fünf Karten einer Farbe oder sechs roten oder schwarzen ein neues Geben verlangen</translation>
    </message>
    <message>
      <source>P{player} may ask for a redeal only with five cards of one suit</source>
      <translation>P{player} darf nur mit fünf Karten einer Farbe ein neues Geben verlangen</translation>
    </message>
    <message>
      <source>the face-up trump card has been drawn: there is nothing to exchange</source>
      <translation>die offene Trumpfkarte ist schon gezogen: es gibt nichts zu tauschen</translation>
    </message>
    <message>
      <source>the lowest trump ({card}) is the face-up card itself: there is nothing to exchange</source>
      <translation>der niedrigste Trumpf ({card}) ist selbst die offene Karte: es gibt nichts zu tauschen</translation>
    </message>
    <message>
      <source>only the lowest trump ({card}) may be exchanged for the face-up trump card</source>
      <translation>nur der niedrigste Trumpf ({card}) darf gegen die offene Trumpfkarte getauscht werden</translation>
    </message>
    <message>
      <source>the trump card is exchanged by the offender, before he leads</source>
      <translation>die Trumpfkarte tauscht der Angreifer, bevor er ausspielt</translation>
    </message>
    <message>
      <source>it is P{current}'s turn to add: the attackers add one after another</source>
      <translation>P{current} ist mit Zulegen an der Reihe: die Angreifer legen nacheinander zu</translation>
    </message>
    <message>
      <source>P{player} has passed for the rest of this bout</source>
      <translation>P{player} hat für diesen Angriff gepasst</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Suchen in:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Dateien des &amp;Typs:</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <translation>Verzeichnis</translation>
    </message>
    <message>
      <source>File Folder</source>
      <translation>Ordner</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Datei</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Laufwerk</translation>
    </message>
    <message>
      <source>Unknown</source>
      <translation>Unbekannt</translation>
    </message>
    <message>
      <source>Shortcut</source>
      <translation>Symbolischer Link</translation>
    </message>
    <message>
      <source>Alias</source>
      <translation>Alias</translation>
    </message>
  </context>
</TS>
