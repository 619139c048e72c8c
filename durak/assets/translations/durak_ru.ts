<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
  <context>
    <name>durak</name>
    <message>
      <source>Cards</source>
      <translation>Карты</translation>
    </message>
    <message>
      <source>Card dec&amp;k:</source>
      <translation>О&amp;формление карт:</translation>
    </message>
    <message>
      <source>Russian court letters: В, Д, К, Т for jack, queen, king and ace</source>
      <translation>Русские буквы на картинках: В, Д, К, Т (валет, дама, король, туз)</translation>
    </message>
    <message>
      <source>Preview of the cards</source>
      <translation>Образцы карт</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
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
&lt;h3&gt;Игра&lt;/h3&gt;
&lt;p&gt;Каждый получает шесть карт; карта под колодой определяет козырь. Атакующий
(&lt;span style="background-color:#3fbf4f; color:#000000"&gt;&amp;nbsp;зелёный&amp;nbsp;&lt;/span&gt;) ходит под игрока слева от себя, защитника
(&lt;span style="background-color:#e0453a; color:#000000"&gt;&amp;nbsp;красный&amp;nbsp;&lt;/span&gt;); подкидывающий
(&lt;span style="background-color:#f0c93a; color:#000000"&gt;&amp;nbsp;жёлтый&amp;nbsp;&lt;/span&gt;) может присоединиться.&lt;/p&gt;
&lt;p&gt;Защитник кроет каждую карту старшей картой той же масти или козырем. Атакующие
подкидывают карты любого достоинства, уже лежащего на столе, но не больше, чем защитник
может покрыть. С переводом защитник может вместо этого положить рядом карту того же
достоинства и перевести ход на следующего игрока, пока ничего не покрыто и никто, кроме
атакующего, не подкинул карту.&lt;/p&gt;
&lt;p&gt;Когда всё покрыто и до конца отсчёта никто не подкинул, карты уходят в бито, и
защитник ходит следующим. Кто не может или не хочет крыть, забирает все карты. Все
добирают до шести: сначала атакующий, защитник последним. Когда колода кончилась, игрок
без карт выходит: первый вышедший побеждает, последний с картами — &lt;b&gt;дурак&lt;/b&gt;.&lt;/p&gt;
&lt;h3&gt;Мышь и сенсорный экран&lt;/h3&gt;
&lt;ul&gt;&lt;li&gt;Перетащите карту на атакующую карту, чтобы покрыть её, на стол, чтобы сходить или
подкинуть, рядом с атакой, чтобы перевести. Защитник может вернуть свою карту в руку или
переложить на другую атакующую карту.&lt;/li&gt;
&lt;li&gt;Щелчок (касание) выбирает карту или несколько; двойной щелчок (двойное касание)
играет её туда, куда она подходит: отбивающийся переводит ею, когда можно, иначе бьёт
ею старшую карту, которую она бьёт; нападающий ходит ею или подкидывает. Подсказка
карты говорит, что сделает двойной щелчок по ней. Двойной щелчок по карте, когда выбраны
другие, или перетаскивание одной из нескольких выбранных карт играет их все: пара ходит
или переводится вместе.&lt;/li&gt;
&lt;li&gt;С обменом козыря: перетащите младший козырь на открытую козырную карту или дважды
щёлкните (коснитесь) по ней, чтобы поменять их перед своим ходом.&lt;/li&gt;
&lt;li&gt;С пересдачей: пока ваши карты это позволяют, кнопка
«Взять карты» / «Бито» называется «Пересдать».&lt;/li&gt;
&lt;li&gt;С переводом показом козыря: пока вы можете показать козырь атакованного достоинства,
появляется кнопка «Показать ..., перевести (T)»; карта остаётся у вас.&lt;/li&gt;
&lt;li&gt;Со сменой направления: пока можно перевести направо, появляется кнопка
«Перевод: налево (F)»; нажмите (коснитесь) её, чтобы следующий перевод ушёл
направо, затем положите карту рядом с атакой, дважды щёлкните или нажмите UP.&lt;/li&gt;
&lt;li&gt;С шулерством: карта, положенная с нарушением правила (покрытие, которое не бьёт,
подкинутая карта достоинства, которого нет на столе), играется как мухлёж. Чтобы поймать
мухлёж, щёлкните (коснитесь) подозрительную карту на столе, затем «Поймал!», или дважды
щёлкните (коснитесь) её; кто ловит напрасно, до конца кона ловить не может.&lt;/li&gt;&lt;/ul&gt;
&lt;h3&gt;Клавиатура&lt;/h3&gt;
&lt;table&gt;
&lt;tr&gt;&lt;td&gt;ВЛЕВО / ВПРАВО&lt;/td&gt;&lt;td&gt;предыдущая / следующая карта&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;SHIFT+ВЛЕВО / ВПРАВО&lt;/td&gt;&lt;td&gt;расширить выбор&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+ВЛЕВО / ВПРАВО&lt;/td&gt;&lt;td&gt;двигать курсор, не меняя выбора&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+ПРОБЕЛ&lt;/td&gt;&lt;td&gt;выбрать карту под курсором или снять с неё выбор&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;ВВЕРХ&lt;/td&gt;&lt;td&gt;сыграть выбранные карты; те, что сыграть нельзя, остаются
в руке, а строка состояния говорит почему&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;ВНИЗ&lt;/td&gt;&lt;td&gt;снять выбор; иначе забрать свои покрывающие карты, затем взять
всё; атакующему: закончить атаку&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+A&lt;/td&gt;&lt;td&gt;выбрать все карты&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;O&lt;/td&gt;&lt;td&gt;сортировать карты по достоинству (пары рядом) или по масти&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;S&lt;/td&gt;&lt;td&gt;звуковые эффекты выкл. / вкл.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;показать / скрыть журнал ходов&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;H&lt;/td&gt;&lt;td&gt;подсказка: ход, который сделал бы на вашем месте бот
«Сильный», на ваших картах и на столе (также кнопка «Подсказка» или долгое нажатие на
сенсорном экране); в сетевой игре — только если комната
разрешает подсказки&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;X&lt;/td&gt;&lt;td&gt;обменять младший козырь на открытую козырную карту (обмен
козыря)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;попросить пересдать (после раздачи, с пятью картами одной масти)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;T&lt;/td&gt;&lt;td&gt;перевести, показав козырь атакованного достоинства (он остаётся у
вас)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;смена направления: следующий перевод уходит направо (ещё раз:
налево)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;шулерство: заподозрить последнюю положенную карту (SHIFT+K: предыдущую), K ещё
раз ловит подозрительную карту&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;D&lt;/td&gt;&lt;td&gt;показать / скрыть увиденные карты (ушедшие в отбой и известные в чужих руках)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;ПРОБЕЛ&lt;/td&gt;&lt;td&gt;пауза / продолжить&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;M&lt;/td&gt;&lt;td&gt;меню&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+N&lt;/td&gt;&lt;td&gt;новая игра&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;отменить свой последний ход и ответы ботов (игра с ботами)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;чат (по сети): наберите строку, Enter отправляет её, Escape возвращает к
столу&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F11 / Esc&lt;/td&gt;&lt;td&gt;полный экран / выйти из него&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Tab / Shift+Tab&lt;/td&gt;&lt;td&gt;переход между кнопками; Enter или ПРОБЕЛ нажимает
выделенную; Esc возвращает к столу&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
</translation>
    </message>
    <message>
      <source>Playing the weli 6♦ (by a drop, a double click or tap, or UP): when it may count as more than one suit, four suit buttons appear on the table; click (tap) one, or press 1-4 (♠ ♥ ♦ ♣), S, H, D or C, or choose with LEFT / RIGHT and press Enter; Escape (or Cancel) plays nothing. When only one suit fits, it is named for you and the status line says which. On the table the 6♦ wears its suit in its top right corner.</source>
      <translation>Как играть вели 6♦ (перетаскиванием, двойным щелчком или касанием, или UP): если она может считаться больше чем одной мастью, на столе появляются четыре кнопки мастей; щёлкните (коснитесь) одну, или нажмите 1-4 (♠ ♥ ♦ ♣), S, H, D или C, или выберите клавишами LEFT / RIGHT и нажмите Enter; Escape (или «Отмена») ничего не играет. Если подходит только одна масть, она называется за вас, и строка состояния говорит какая. На столе у 6♦ её масть видна в правом верхнем углу.</translation>
    </message>
    <message>
      <source>Rules of this table</source>
      <translation>Правила этого стола</translation>
    </message>
    <message>
      <source>Variants in this game</source>
      <translation>Варианты в этой игре</translation>
    </message>
    <message>
      <source>Rules and controls</source>
      <translation>Правила и управление</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Durak {version}&lt;/h3&gt;&lt;p&gt;The Russian card game, for the desktop.&lt;/p&gt;&lt;p&gt;A rewrite of the PyQt4 game by Philipp Niedermayer (eltos/durak), Apache License 2.0.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Дурак {version}&lt;/h3&gt;&lt;p&gt;Русская карточная игра для компьютера.&lt;/p&gt;&lt;p&gt;Новая версия игры на PyQt4 Филиппа Нидермайера (eltos/durak), лицензия Apache 2.0.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n игрок</numerusform>
        <numerusform>%n игрока</numerusform>
        <numerusform>%n игроков</numerusform>
      </translation>
    </message>
    <message>
      <source>Menu</source>
      <translation>Меню</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Новая игра</translation>
    </message>
    <message>
      <source>Number of players</source>
      <translation>Число игроков</translation>
    </message>
    <message>
      <source>&amp;Undo my last move</source>
      <translation>&amp;Отменить мой ход</translation>
    </message>
    <message>
      <source>Play &amp;online...</source>
      <translation>Играть по &amp;сети...</translation>
    </message>
    <message>
      <source>Save re&amp;play...</source>
      <translation>Со&amp;хранить запись...</translation>
    </message>
    <message>
      <source>&amp;Score</source>
      <translation>С&amp;чёт</translation>
    </message>
    <message>
      <source>&amp;Watch a replay...</source>
      <translation>С&amp;мотреть запись...</translation>
    </message>
    <message>
      <source>S&amp;ettings</source>
      <translation>Н&amp;астройки</translation>
    </message>
    <message>
      <source>S&amp;tatistics</source>
      <translation>С&amp;татистика</translation>
    </message>
    <message>
      <source>&amp;Fullscreen</source>
      <translation>&amp;Полный экран</translation>
    </message>
    <message>
      <source>&amp;Rules and controls</source>
      <translation>П&amp;равила и управление</translation>
    </message>
    <message>
      <source>&amp;About</source>
      <translation>О про&amp;грамме</translation>
    </message>
    <message>
      <source>E&amp;xit</source>
      <translation>&amp;Выход</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <translation>&amp;Закрыть</translation>
    </message>
    <message>
      <source>{place} of {players}</source>
      <translation>{place} из {players}</translation>
    </message>
    <message numerus="yes">
      <source>Games played: %n</source>
      <translation>
        <numerusform>Сыграно игр: %n</numerusform>
        <numerusform>Сыграно игр: %n</numerusform>
        <numerusform>Сыграно игр: %n</numerusform>
      </translation>
    </message>
    <message>
      <source>Score: {percent}</source>
      <translation>Счёт: {percent}</translation>
    </message>
    <message numerus="yes">
      <source>Times durak: %n</source>
      <translation>
        <numerusform>Был дураком: %n раз</numerusform>
        <numerusform>Был дураком: %n раза</numerusform>
        <numerusform>Был дураком: %n раз</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>With epaulettes: %n</source>
      <translation>
        <numerusform>С погонами: %n</numerusform>
        <numerusform>С погонами: %n</numerusform>
        <numerusform>С погонами: %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Abandoned (counted as last places): %n</source>
      <translation>
        <numerusform>Брошено (считается последним местом): %n</numerusform>
        <numerusform>Брошено (считается последним местом): %n</numerusform>
        <numerusform>Брошено (считается последним местом): %n</numerusform>
      </translation>
    </message>
    <message>
      <source>Last game: place {place}</source>
      <translation>Последняя игра: место {place}</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Счёт</translation>
    </message>
    <message>
      <source>&amp;Reset...</source>
      <translation>&amp;Сбросить...</translation>
    </message>
    <message>
      <source>Reset the score? Every game counted so far is forgotten.</source>
      <translation>Сбросить счёт? Все учтённые до сих пор игры будут забыты.</translation>
    </message>
    <message>
      <source>Classic 6-card</source>
      <translation>Классический, 6 карт</translation>
    </message>
    <message>
      <source>Original</source>
      <translation>Как в оригинале</translation>
    </message>
    <message>
      <source>Transfer</source>
      <translation>Переводной</translation>
    </message>
    <message>
      <source>Cheating Durak</source>
      <translation>Шулерский дурак</translation>
    </message>
    <message>
      <source>Podkidnoy for 52 cards</source>
      <translation>Подкидной на 52 карты</translation>
    </message>
    <message>
      <source>Teams 2 vs 2</source>
      <translation>Команды 2 на 2</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Быстро</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Обычный</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Медленно</translation>
    </message>
    <message>
      <source>Classic</source>
      <translation>Классика</translation>
    </message>
    <message>
      <source>Dark wood</source>
      <translation>Тёмное дерево</translation>
    </message>
    <message>
      <source>High contrast</source>
      <translation>Высокий контраст</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Настройки</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Стол</translation>
    </message>
    <message>
      <source>&amp;Theme:</source>
      <translation>&amp;Тема:</translation>
    </message>
    <message>
      <source>Oppo&amp;nents:</source>
      <translation>&amp;Соперники:</translation>
    </message>
    <message>
      <source>Per player:</source>
      <translation>По игрокам:</translation>
    </message>
    <message>
      <source>S&amp;peed:</source>
      <translation>С&amp;корость:</translation>
    </message>
    <message>
      <source>System</source>
      <translation>Системный</translation>
    </message>
    <message>
      <source>&amp;Language:</source>
      <translation>&amp;Язык:</translation>
    </message>
    <message>
      <source>Sort &amp;your cards:</source>
      <translation>Сортировать к&amp;арты:</translation>
    </message>
    <message>
      <source>End my attack at once when I have nothing to add</source>
      <translation>Сразу заканчивать атаку, если нечего подкинуть</translation>
    </message>
    <message>
      <source>Di&amp;m the cards I cannot play now</source>
      <translation>&amp;Затемнять карты, которыми сейчас нельзя сыграть</translation>
    </message>
    <message>
      <source>Reduce motion: cards &amp;jump into place</source>
      <translation>Меньше движения: карты сразу &amp;встают на место</translation>
    </message>
    <message>
      <source>No card slides: every move (yours, the bots', a deal, a drop) shows at once, at any speed</source>
      <translation>Карты не скользят: каждый ход (ваш, ботов, раздача, сброс) виден сразу, при любой скорости</translation>
    </message>
    <message>
      <source>Allow &amp;undo against bots (Ctrl+Z)</source>
      <translation>Разрешить отмену хода в игре с &amp;ботами (Ctrl+Z)</translation>
    </message>
    <message>
      <source>Show the move lo&amp;g (L)</source>
      <translation>Показывать &amp;журнал ходов (L)</translation>
    </message>
    <message>
      <source>Show the cards &amp;seen: discarded, and known in other hands (D)</source>
      <translation>Показывать &amp;увиденные карты: отбой и известные в чужих руках (D)</translation>
    </message>
    <message>
      <source>As above</source>
      <translation>Как выше</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Игрок {number}</translation>
    </message>
    <message>
      <source>Sound effe&amp;cts</source>
      <translation>Звуковые &amp;эффекты</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Громкость</translation>
    </message>
    <message>
      <source>&amp;Volume:</source>
      <translation>&amp;Громкость:</translation>
    </message>
    <message>
      <source>Rules (from the next game)</source>
      <translation>Правила (со следующей игры)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Свои</translation>
    </message>
    <message>
      <source>Pr&amp;eset:</source>
      <translation>&amp;Набор правил:</translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n карта</numerusform>
        <numerusform>%n карты</numerusform>
        <numerusform>%n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Deck:</source>
      <translation>Коло&amp;да:</translation>
    </message>
    <message>
      <source>&amp;Hand size:</source>
      <translation>Карт на &amp;руках:</translation>
    </message>
    <message>
      <source>Defender may forward the attack (perevodnoy)</source>
      <translation>Защитник может переводить (переводной)</translation>
    </message>
    <message>
      <source>Offender and co-offender</source>
      <translation>Атакующий и подкидывающий</translation>
    </message>
    <message>
      <source>Everybody but the defender</source>
      <translation>Все, кроме защитника</translation>
    </message>
    <message>
      <source>&amp;Who may add:</source>
      <translation>Кто подкидыва&amp;ет:</translation>
    </message>
    <message>
      <source>&amp;Attack limit per round:</source>
      <translation>&amp;Лимит карт за ход:</translation>
    </message>
    <message>
      <source>&amp;First round limit:</source>
      <translation>Лимит &amp;первого хода:</translation>
    </message>
    <message>
      <source> s</source>
      <translation> с</translation>
    </message>
    <message>
      <source>Time to &amp;reinforce:</source>
      <translation>Время на подк&amp;идывание:</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Младший козырь</translation>
    </message>
    <message>
      <source>Random player</source>
      <translation>Случайный игрок</translation>
    </message>
    <message>
      <source>F&amp;irst offender:</source>
      <translation>Первым &amp;ходит:</translation>
    </message>
    <message>
      <source>Attackers may throw in after the defender gives up</source>
      <translation>Можно подкидывать, когда защитник решил брать</translation>
    </message>
    <message>
      <source>The weli is the six of diamonds: it needs a deck with sixes (36 or 52 cards)</source>
      <translation>Вели — это шестёрка бубён: нужна колода с шестёрками (36 или 52 карты)</translation>
    </message>
    <message>
      <source>&amp;OK</source>
      <translation>&amp;ОК</translation>
    </message>
    <message>
      <source>Variants</source>
      <translation>Варианты</translation>
    </message>
    <message>
      <source>Teams and series</source>
      <translation>Команды и серии</translation>
    </message>
    <message>
      <source>These teams need 6 players, more than the deck can deal hands to: choose a larger deck, smaller hands or two teams</source>
      <translation>Этим командам нужно 6 игроков, а колоды на столько рук не хватает: выберите колоду побольше, руки поменьше или две команды</translation>
    </message>
    <message>
      <source>No limit</source>
      <translation>Без лимита</translation>
    </message>
    <message>
      <source>Perevodnoy</source>
      <translation>Переводной</translation>
    </message>
    <message>
      <source>Podkidnoy</source>
      <translation>Подкидной</translation>
    </message>
    <message>
      <source>Teams</source>
      <translation>Команды</translation>
    </message>
    <message>
      <source>Mixed</source>
      <translation>Смешанный</translation>
    </message>
    <message>
      <source>{players}, {cards}, {rules}</source>
      <translation>{players}, {cards}, {rules}</translation>
    </message>
    <message>
      <source>Games: {games} · won: {wins} · durak: {durak} (with epaulettes: {epaulettes}) · abandoned: {abandoned} · score: {score} · streak: {streak} (best {best})</source>
      <translation>Партии: {games} · победы: {wins} · дурак: {durak} (с погонами: {epaulettes}) · брошено: {abandoned} · счёт: {score} · серия: {streak} (лучшая {best})</translation>
    </message>
    <message numerus="yes">
      <source>%n games with a move taken back (Ctrl+Z)</source>
      <translation>
        <numerusform>%n игра с отменённым ходом (Ctrl+Z)</numerusform>
        <numerusform>%n игры с отменённым ходом (Ctrl+Z)</numerusform>
        <numerusform>%n игр с отменённым ходом (Ctrl+Z)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Cheating: %n cheats made</source>
      <translation>
        <numerusform>Мухлёж: %n раз</numerusform>
        <numerusform>Мухлёж: %n раза</numerusform>
        <numerusform>Мухлёж: %n раз</numerusform>
      </translation>
    </message>
    <message>
      <source>caught: {caught} · your right catches: {catches}</source>
      <translation>поймано: {caught} · вы верно поймали: {catches}</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Статистика</translation>
    </message>
    <message>
      <source>&amp;Charts</source>
      <translation>&amp;Графики</translation>
    </message>
    <message>
      <source>By &amp;table</source>
      <translation>По &amp;столам</translation>
    </message>
    <message>
      <source>Opponents</source>
      <translation>Соперники</translation>
    </message>
    <message>
      <source>By &amp;opponents</source>
      <translation>По с&amp;оперникам</translation>
    </message>
    <message>
      <source>Recent &amp;games</source>
      <translation>&amp;Недавние игры</translation>
    </message>
    <message>
      <source>&amp;Export CSV...</source>
      <translation>&amp;Экспорт в CSV...</translation>
    </message>
    <message>
      <source>Score over time</source>
      <translation>Счёт по времени</translation>
    </message>
    <message>
      <source>Places (games finished)</source>
      <translation>Места (законченные партии)</translation>
    </message>
    <message>
      <source>Durak rate by opponent level</source>
      <translation>Доля «дурака» по уровню соперников</translation>
    </message>
    <message>
      <source>Epaulettes by opponent level</source>
      <translation>Погоны по уровню соперников</translation>
    </message>
    <message>
      <source>Recent games</source>
      <translation>Недавние игры</translation>
    </message>
    <message>
      <source>{when} · {players}</source>
      <translation>{when} · {players}</translation>
    </message>
    <message>
      <source>&amp;Watch this game</source>
      <translation>С&amp;мотреть эту игру</translation>
    </message>
    <message>
      <source>The games you finish here are kept to watch again.</source>
      <translation>Игры, которые вы здесь доиграете, сохраняются, чтобы посмотреть их снова.</translation>
    </message>
    <message>
      <source>Durak</source>
      <translation>Дурак</translation>
    </message>
    <message>
      <source>Epaulettes</source>
      <translation>Погоны</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Партии</translation>
    </message>
    <message>
      <source>Places</source>
      <translation>Места</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Победы</translation>
    </message>
    <message>
      <source>Abandoned</source>
      <translation>Брошено</translation>
    </message>
    <message>
      <source>Best streak</source>
      <translation>Лучшая серия</translation>
    </message>
    <message>
      <source>Streak</source>
      <translation>Серия</translation>
    </message>
    <message>
      <source>Could not export: {error}</source>
      <translation>Не удалось экспортировать: {error}</translation>
    </message>
    <message>
      <source>Exported: {path}</source>
      <translation>Экспортировано: {path}</translation>
    </message>
    <message>
      <source>Export statistics</source>
      <translation>Экспорт статистики</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
      <source>Watch a replay</source>
      <translation>Смотреть запись</translation>
    </message>
    <message>
      <source>Durak games (*.json)</source>
      <translation>Игры в дурака (*.json)</translation>
    </message>
    <message>
      <source>&amp;Recent replays:</source>
      <translation>&amp;Недавние записи:</translation>
    </message>
    <message>
      <source>No recent replays yet.</source>
      <translation>Недавних записей пока нет.</translation>
    </message>
    <message>
      <source>Recent replays</source>
      <translation>Недавние записи</translation>
    </message>
    <message>
      <source>&amp;Watch</source>
      <translation>С&amp;мотреть</translation>
    </message>
    <message>
      <source>&amp;Open a file...</source>
      <translation>&amp;Открыть файл...</translation>
    </message>
    <message>
      <source>No games yet</source>
      <translation>Пока нет партий</translation>
    </message>
    <message numerus="yes">
      <source>%n games: first {first}, lowest {low}, highest {high}, last {last}</source>
      <translation>
        <numerusform>%n партия: первый {first}, наименьший {low}, наибольший {high}, последний {last}</numerusform>
        <numerusform>%n партии: первый {first}, наименьший {low}, наибольший {high}, последний {last}</numerusform>
        <numerusform>%n партий: первый {first}, наименьший {low}, наибольший {high}, последний {last}</numerusform>
      </translation>
    </message>
    <message>
      <source>Russian Atlas</source>
      <translation>Атласная колода</translation>
    </message>
    <message>
      <source>Russian Atlas (Skat)</source>
      <translation>Атласная колода (скат)</translation>
    </message>
    <message>
      <source>The game's own</source>
      <translation>Колода игры</translation>
    </message>
    <message>
      <source>The card deck “{name}” cannot be used; the game's own cards are shown</source>
      <translation>Колоду «{name}» нельзя использовать; показаны карты игры</translation>
    </message>
    <message>
      <source>Something went wrong, sorry. Your game is saved after every move.

What happened: {error}

The details are in {log}</source>
      <translation>Что-то пошло не так, извините. Игра сохраняется после каждого хода.

Что случилось: {error}

Подробности в {log}</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>Close (Escape)</source>
      <translation>Закрыть (Escape)</translation>
    </message>
    <message>
      <source>Durak could not start.

What happened: {error}</source>
      <translation>Не удалось запустить «Дурака».

Что случилось: {error}</translation>
    </message>
    <message>
      <source>The details are in {log}</source>
      <translation>Подробности — в {log}</translation>
    </message>
    <message>
      <source>Play a short first game that shows how? (About a minute; No skips it.)</source>
      <translation>Сыграть короткую первую игру, которая покажет, как играть? (Около минуты; «Нет» — пропустить.)</translation>
    </message>
    <message>
      <source>Welcome! Press SPACE or Continue when you are ready (the rules are in the Menu)</source>
      <translation>Добро пожаловать! Нажмите ПРОБЕЛ или «Продолжить», когда будете готовы (правила — в Меню)</translation>
    </message>
    <message>
      <source>{name}'s table</source>
      <translation>Стол: {name}</translation>
    </message>
    <message>
      <source>Resume hosting {table}?</source>
      <translation>Продолжить принимать игру «{table}»?</translation>
    </message>
    <message>
      <source>Rejoin the online game at {url} (room {code}, as {name})?</source>
      <translation>Вернуться в сетевую игру на {url} (комната {code}, как {name})?</translation>
    </message>
    <message>
      <source>Continue the unfinished game?</source>
      <translation>Продолжить незаконченную игру?</translation>
    </message>
    <message>
      <source>Abandon this game and deal anew?</source>
      <translation>Бросить эту игру и раздать заново?</translation>
    </message>
    <message>
      <source>About</source>
      <translation>Об игре</translation>
    </message>
    <message>
      <source>Could not host the game: {error}</source>
      <translation>Не удалось открыть игру: {error}</translation>
    </message>
    <message>
      <source>Cannot watch {file}: {reason}</source>
      <translation>Не удаётся показать {file}: {reason}</translation>
    </message>
    <message>
      <source>Undo is off (Menu → Settings)</source>
      <translation>Отмена хода выключена (Меню → Настройки)</translation>
    </message>
    <message>
      <source>You took back your last move</source>
      <translation>Вы отменили свой последний ход</translation>
    </message>
    <message>
      <source>You took back your last move (Ctrl+Z: the one before)</source>
      <translation>Вы отменили свой последний ход (Ctrl+Z: предыдущий)</translation>
    </message>
    <message>
      <source>Chat (C)</source>
      <translation>Чат (K)</translation>
    </message>
    <message>
      <source>Mute…</source>
      <translation>Заглушить…</translation>
    </message>
    <message>
      <source>Hide chat</source>
      <translation>Скрыть чат</translation>
    </message>
    <message>
      <source>Chat</source>
      <translation>Чат</translation>
    </message>
    <message>
      <source>Chat line</source>
      <translation>Строка чата</translation>
    </message>
    <message>
      <source>Say something to the table</source>
      <translation>Скажите что-нибудь за столом</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Отправить</translation>
    </message>
    <message>
      <source>React…</source>
      <translation>Реакция…</translation>
    </message>
    <message>
      <source>Show chat</source>
      <translation>Показать чат</translation>
    </message>
    <message>
      <source>&amp;Rejoin the online game at {url} (room {code}, as {name})</source>
      <translation>&amp;Вернуться в сетевую игру на {url} (комната {code}, как {name})</translation>
    </message>
    <message>
      <source>Type your name</source>
      <translation>Введите своё имя</translation>
    </message>
    <message>
      <source>A name is at most 24 letters, digits or signs</source>
      <translation>Имя — не больше 24 букв, цифр или знаков</translation>
    </message>
    <message>
      <source>Play online</source>
      <translation>Игра по сети</translation>
    </message>
    <message>
      <source>&amp;Create a room</source>
      <translation>&amp;Создать комнату</translation>
    </message>
    <message>
      <source>&amp;Join a room</source>
      <translation>&amp;Войти в комнату</translation>
    </message>
    <message>
      <source>Problem</source>
      <translation>Проблема</translation>
    </message>
    <message>
      <source>C&amp;onnect</source>
      <translation>&amp;Подключиться</translation>
    </message>
    <message>
      <source>Your &amp;name:</source>
      <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
      <source>&amp;Players:</source>
      <translation>И&amp;гроки:</translation>
    </message>
    <message>
      <source>My settings</source>
      <translation>Мои настройки</translation>
    </message>
    <message numerus="yes">
      <source>%n seconds</source>
      <translation>
        <numerusform>%n секунда</numerusform>
        <numerusform>%n секунды</numerusform>
        <numerusform>%n секунд</numerusform>
      </translation>
    </message>
    <message>
      <source>Time to decide, per move</source>
      <translation>Время на каждый ход</translation>
    </message>
    <message>
      <source>&amp;Time to decide:</source>
      <translation>Время на &amp;ход:</translation>
    </message>
    <message>
      <source>A person</source>
      <translation>Человек</translation>
    </message>
    <message>
      <source>{level} bot</source>
      <translation>Бот «{level}»</translation>
    </message>
    <message>
      <source>Seat {number}:</source>
      <translation>Место {number}:</translation>
    </message>
    <message>
      <source>Seat {number}</source>
      <translation>Место {number}</translation>
    </message>
    <message>
      <source>Other seats:</source>
      <translation>Другие места:</translation>
    </message>
    <message>
      <source>none</source>
      <translation>нет</translation>
    </message>
    <message>
      <source>Pass&amp;word (optional):</source>
      <translation>Па&amp;роль (необязательно):</translation>
    </message>
    <message>
      <source>Allow h&amp;ints: H shows a player the move the Hard bot would make in his place</source>
      <translation>Разрешить подс&amp;казки: H показывает игроку ход, который сделал бы на его месте бот «Сильный»</translation>
    </message>
    <message>
      <source>Allow hints</source>
      <translation>Разрешить подсказки</translation>
    </message>
    <message>
      <source>&amp;Host on this computer, for this network</source>
      <translation>&amp;Открыть на этом компьютере, для этой сети</translation>
    </message>
    <message>
      <source>On a &amp;server:</source>
      <translation>На серв&amp;ере:</translation>
    </message>
    <message>
      <source>Server address</source>
      <translation>Адрес сервера</translation>
    </message>
    <message>
      <source>Open to this network: anyone here joins from the &amp;list, without the code</source>
      <translation>Открыта для этой сети: &amp;любой здесь входит из списка, без кода</translation>
    </message>
    <message>
      <source>Open to this network</source>
      <translation>Открыта для этой сети</translation>
    </message>
    <message>
      <source>Your na&amp;me:</source>
      <translation>Ваше им&amp;я:</translation>
    </message>
    <message>
      <source>Games on this network</source>
      <translation>Игры в этой сети</translation>
    </message>
    <message>
      <source>Games on this &amp;network:</source>
      <translation>&amp;Игры в этой сети:</translation>
    </message>
    <message>
      <source>Server &amp;address:</source>
      <translation>&amp;Адрес сервера:</translation>
    </message>
    <message>
      <source>&amp;Invite code:</source>
      <translation>&amp;Код приглашения:</translation>
    </message>
    <message>
      <source>Pass&amp;word:</source>
      <translation>Па&amp;роль:</translation>
    </message>
    <message>
      <source>{name}: open room, free seats: {free}, seated: {players}</source>
      <translation>{name}: открытая комната, свободных мест: {free}, за столом: {players}</translation>
    </message>
    <message>
      <source>(password)</source>
      <translation>(пароль)</translation>
    </message>
    <message>
      <source>None found yet: type the address below</source>
      <translation>Пока не найдено: введите адрес ниже</translation>
    </message>
    <message>
      <source>This room asks for a password: type it, then OK</source>
      <translation>Эта комната требует пароль: введите его, затем OK</translation>
    </message>
    <message numerus="yes">
      <source>This deck deals to at most %n players</source>
      <translation>
        <numerusform>Эта колода раздаётся не больше чем на %n игрока</numerusform>
        <numerusform>Эта колода раздаётся не больше чем на %n игроков</numerusform>
        <numerusform>Эта колода раздаётся не больше чем на %n игроков</numerusform>
      </translation>
    </message>
    <message>
      <source>Type the server's address, e.g. 192.168.1.20:8765</source>
      <translation>Введите адрес сервера, например 192.168.1.20:8765</translation>
    </message>
    <message>
      <source>Type the invite code the room's creator gave you</source>
      <translation>Введите код приглашения от создателя комнаты</translation>
    </message>
    <message>
      <source>Room</source>
      <translation>Комната</translation>
    </message>
    <message>
      <source>Connecting to {url}…</source>
      <translation>Подключение к {url}…</translation>
    </message>
    <message>
      <source>Invite &amp;code:</source>
      <translation>&amp;Код приглашения:</translation>
    </message>
    <message>
      <source>Invite code</source>
      <translation>Код приглашения</translation>
    </message>
    <message>
      <source>C&amp;opy</source>
      <translation>К&amp;опировать</translation>
    </message>
    <message>
      <source>S&amp;eats:</source>
      <translation>Мест&amp;а:</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Места</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Начать</translation>
    </message>
    <message>
      <source>Save &amp;replay…</source>
      <translation>Сохранить &amp;запись…</translation>
    </message>
    <message>
      <source>&amp;Leave the room</source>
      <translation>&amp;Покинуть комнату</translation>
    </message>
    <message>
      <source>Back to the &amp;table</source>
      <translation>Назад к &amp;столу</translation>
    </message>
    <message>
      <source>&amp;Play again</source>
      <translation>&amp;Ещё раз</translation>
    </message>
    <message>
      <source>Back to the &amp;menu</source>
      <translation>Вернуться в &amp;меню</translation>
    </message>
    <message>
      <source>Seat {number}: {name} ({note})</source>
      <translation>Место {number}: {name} ({note})</translation>
    </message>
    <message>
      <source>Server: {url}</source>
      <translation>Сервер: {url}</translation>
    </message>
    <message>
      <source>Hints are allowed in this room: H shows anyone the move the Hard bot would make in his place.</source>
      <translation>В этой комнате разрешены подсказки: H показывает каждому ход, который сделал бы на его месте бот «Сильный».</translation>
    </message>
    <message>
      <source>No hints in this room.</source>
      <translation>В этой комнате подсказок нет.</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting…</source>
      <translation>Связь потеряна: переподключение…</translation>
    </message>
    <message>
      <source>The server cannot be reached: still trying…</source>
      <translation>Сервер недоступен: попытки продолжаются…</translation>
    </message>
    <message>
      <source>The game is on.</source>
      <translation>Игра идёт.</translation>
    </message>
    <message>
      <source>Play again deals the next game in this room.</source>
      <translation>«Ещё раз» раздаёт следующую игру в этой комнате.</translation>
    </message>
    <message>
      <source>The room's creator may deal the next game.</source>
      <translation>Создатель комнаты может раздать следующую игру.</translation>
    </message>
    <message>
      <source>Game over. {title}</source>
      <translation>Игра окончена. {title}</translation>
    </message>
    <message>
      <source>Pass the invite code on; Start deals (a bot plays a person's seat nobody took).</source>
      <translation>Передайте код приглашения; «Начать» раздаёт карты (свободное место играет бот).</translation>
    </message>
    <message>
      <source>Waiting for the room's creator to start.</source>
      <translation>Ждём, пока создатель комнаты начнёт.</translation>
    </message>
    <message>
      <source>Others join at {addresses}</source>
      <translation>Другие подключаются по адресу {addresses}</translation>
    </message>
    <message>
      <source>No network found: others cannot join</source>
      <translation>Сеть не найдена: другие не смогут подключиться</translation>
    </message>
    <message>
      <source>The invite code is copied.</source>
      <translation>Код приглашения скопирован.</translation>
    </message>
    <message>
      <source>Online: room {code}</source>
      <translation>По сети: комната {code}</translation>
    </message>
    <message>
      <source>The server cannot be reached</source>
      <translation>Сервер недоступен</translation>
    </message>
    <message>
      <source>The game goes on as soon as it is back: your seat waits for you a while, and a bot plays it meanwhile.</source>
      <translation>Игра продолжится, как только он вернётся: ваше место какое-то время ждёт вас, а пока за вас играет бот.</translation>
    </message>
    <message>
      <source>&amp;Keep trying</source>
      <translation>&amp;Продолжать попытки</translation>
    </message>
    <message>
      <source>&amp;Leave</source>
      <translation>&amp;Уйти</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>Запись</translation>
    </message>
    <message>
      <source>Choose a card with ← and → (or click it), then press ↑</source>
      <translation>Выберите карту клавишами ← и → (или щёлкните по ней), затем нажмите ↑</translation>
    </message>
    <message>
      <source>{played}; {reason}</source>
      <translation>{played}; {reason}</translation>
    </message>
    <message>
      <source>No forward to the right is possible now</source>
      <translation>Сейчас перевести направо нельзя</translation>
    </message>
    <message>
      <source>Your forward goes to the right: drop beside the attack, double click or press ↑ (F: to the left)</source>
      <translation>Ваш перевод уходит направо: положите карту рядом с атакой, дважды щёлкните или нажмите ↑ (F: налево)</translation>
    </message>
    <message>
      <source>Your forward goes to the left (F: to the right)</source>
      <translation>Ваш перевод уходит налево (F: направо)</translation>
    </message>
    <message>
      <source>Suspect {card}: press K or Catch! to catch it, SHIFT+K for another card</source>
      <translation>Подозрение: {card}. K или «Поймал!», чтобы поймать, SHIFT+K — другая карта</translation>
    </message>
    <message>
      <source>Played as a cheat: it stands unless someone catches it before the round ends</source>
      <translation>Сыграно с мухлежом: сойдёт, если никто не поймает до конца кона</translation>
    </message>
    <message>
      <source>Name the suit of {card}: click one, or press 1-4 (or ← → and Enter); Esc plays nothing</source>
      <translation>Масть для {card}: щёлкните её или нажмите 1-4 (или ← → и Enter); Esc — отмена</translation>
    </message>
    <message>
      <source>{card} counts as {suit}: the only suit it may be named here</source>
      <translation>{card} считается {suit}: другую масть здесь назвать нельзя</translation>
    </message>
    <message>
      <source>Nothing played: {card} stays in your hand</source>
      <translation>Ничего не сыграно: {card} остаётся у вас на руке</translation>
    </message>
    <message>
      <source>To forward, drop the card beside the attack</source>
      <translation>Чтобы перевести, положите карту рядом с атакой</translation>
    </message>
    <message>
      <source>To cover, drop the card onto the attack card it beats</source>
      <translation>Чтобы покрыть, положите карту на атакующую карту, которую она бьёт</translation>
    </message>
    <message>
      <source>There is no move of yours to take back</source>
      <translation>Нет вашего хода, который можно отменить</translation>
    </message>
    <message>
      <source>The game is paused: press SPACE or Continue</source>
      <translation>Игра на паузе: нажмите ПРОБЕЛ или «Продолжить»</translation>
    </message>
    <message>
      <source>Game {number} of this series</source>
      <translation>Игра {number} этой серии</translation>
    </message>
    <message>
      <source>The seat can no longer be rejoined: the game was left or ended, or the server was restarted</source>
      <translation>На это место больше нельзя вернуться: игру покинули или она закончилась, либо сервер был перезапущен</translation>
    </message>
    <message>
      <source>The room no longer exists on the server (it may have restarted).</source>
      <translation>Этой комнаты больше нет на сервере (возможно, он перезапущен).</translation>
    </message>
    <message>
      <source>The server no longer knows this seat (it may have restarted).</source>
      <translation>Сервер больше не знает это место (возможно, он перезапущен).</translation>
    </message>
    <message>
      <source>The room was closed</source>
      <translation>Комната закрыта</translation>
    </message>
    <message>
      <source>This seat is played in another window now</source>
      <translation>Это место теперь занято в другом окне</translation>
    </message>
    <message>
      <source>the server did not answer</source>
      <translation>сервер не ответил</translation>
    </message>
    <message>
      <source>Could not reach the server at {url}: {error}</source>
      <translation>Сервер {url} недоступен: {error}</translation>
    </message>
    <message>
      <source>the connection closed</source>
      <translation>соединение закрыто</translation>
    </message>
    <message>
      <source>Not connected to the server</source>
      <translation>Нет связи с сервером</translation>
    </message>
    <message>
      <source>Reconnected</source>
      <translation>Связь восстановлена</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Вы</translation>
    </message>
    <message>
      <source>Bot {number}</source>
      <translation>Бот {number}</translation>
    </message>
    <message>
      <source>offline</source>
      <translation>не в сети</translation>
    </message>
    <message>
      <source>disconnected</source>
      <translation>отключён</translation>
    </message>
    <message>
      <source>connection unknown</source>
      <translation>связь неизвестна</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting (attempt {number})…</source>
      <translation>Связь потеряна: переподключение (попытка {number})…</translation>
    </message>
    <message>
      <source>The server cannot be reached: still trying (attempt {number})…</source>
      <translation>Сервер недоступен: попытки продолжаются (попытка {number})…</translation>
    </message>
    <message>
      <source>{reason} Room: back to the menu</source>
      <translation>{reason} Комната: назад в меню</translation>
    </message>
    <message>
      <source>Disconnected from the server</source>
      <translation>Отключено от сервера</translation>
    </message>
    <message>
      <source>Game over: Play again deals the next game in this room</source>
      <translation>Игра окончена: «Ещё раз» раздаёт следующую в этой комнате</translation>
    </message>
    <message>
      <source>Game over: the room's creator may deal the next game</source>
      <translation>Игра окончена: создатель комнаты может раздать снова</translation>
    </message>
    <message>
      <source>{status} ({seconds} s left)</source>
      <translation>{status} (осталось {seconds} с)</translation>
    </message>
    <message>
      <source>{status} (at most {seconds} s left)</source>
      <translation>{status} (осталось не больше {seconds} с)</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Ещё раз</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting… The move was not sent</source>
      <translation>Связь потеряна: переподключение… Ход не отправлен</translation>
    </message>
    <message>
      <source>An online game has no undo</source>
      <translation>В игре по сети ходы не отменяются</translation>
    </message>
    <message>
      <source>This room does not allow hints: its creator decides when opening it</source>
      <translation>В этой комнате подсказки запрещены: это решает её создатель, открывая её</translation>
    </message>
    <message>
      <source>The server at {url} has a certificate this computer does not trust ({problems}). Its owner needs a certificate from an authority your system trusts (such as Let's Encrypt), for the name you typed.</source>
      <translation>Сервер {url} предъявил сертификат, которому этот компьютер не доверяет ({problems}). Его владельцу нужен сертификат от центра, которому доверяет ваша система (например, Let's Encrypt), на введённое вами имя.</translation>
    </message>
    <message>
      <source>played by a bot</source>
      <translation>играет бот</translation>
    </message>
    <message>
      <source>free seat</source>
      <translation>свободное место</translation>
    </message>
    <message>
      <source>away</source>
      <translation>отошёл</translation>
    </message>
    <message>
      <source>connected</source>
      <translation>в сети</translation>
    </message>
    <message>
      <source>Next move</source>
      <translation>Следующий ход</translation>
    </message>
    <message>
      <source>From the start</source>
      <translation>С начала</translation>
    </message>
    <message numerus="yes">
      <source>Replay: %n moves. → or SPACE to play</source>
      <translation>
        <numerusform>Запись: %n ход. → или ПРОБЕЛ для просмотра</numerusform>
        <numerusform>Запись: %n хода. → или ПРОБЕЛ для просмотра</numerusform>
        <numerusform>Запись: %n ходов. → или ПРОБЕЛ для просмотра</numerusform>
      </translation>
    </message>
    <message>
      <source>Move {number} of {count}: time is up</source>
      <translation>Ход {number} из {count}: время вышло</translation>
    </message>
    <message>
      <source>{move} (a cheat)</source>
      <translation>{move} (мухлёж)</translation>
    </message>
    <message>
      <source>Move {number} of {count}: {action}</source>
      <translation>Ход {number} из {count}: {action}</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Продолжить</translation>
    </message>
    <message>
      <source>Pause</source>
      <translation>Пауза</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <source>There are no hints in this game</source>
      <translation>В этой игре подсказок нет</translation>
    </message>
    <message>
      <source>First game, 1 of 5: leading. You attack first: double click 7♠ (or drag it onto the table)</source>
      <translation>Первая игра, 1 из 5: ход. Вы ходите первым: дважды щёлкните 7♠ (или перетащите её на стол)</translation>
    </message>
    <message>
      <source>2 of 5: adding. Player 1 covered 7♠ with 9♠. Cards of a rank on the table may be added: double click 7♣</source>
      <translation>2 из 5: подкидывание. Игрок 1 побил 7♠ картой 9♠. Можно подкидывать карты того же достоинства, что на столе: дважды щёлкните 7♣</translation>
    </message>
    <message>
      <source>All covered: press End attack (or ↓). The cards go to the discard pile, and Player 1 leads next</source>
      <translation>Всё побито: нажмите «Бито» (или ↓). Карты уходят в отбой, и следующим ходит Игрок 1</translation>
    </message>
    <message>
      <source>3 of 5: covering. Player 1 leads 8♦ against you: cover it with a higher diamond or a trump. Double click 9♦</source>
      <translation>3 из 5: отбой. Игрок 1 ходит под вас 8♦: побейте её старшей бубной или козырем. Дважды щёлкните 9♦</translation>
    </message>
    <message>
      <source>4 of 5: taking. Player 1 adds 8♣. You could cover it with a trump; this time take the cards: press Take cards</source>
      <translation>4 из 5: взять. Игрок 1 подкидывает 8♣. Её можно побить козырем; на этот раз возьмите карты: нажмите «Взять карты»</translation>
    </message>
    <message>
      <source>5 of 5: forwarding. Player 1 leads 6♦. Lay your 6♥ beside it (double click it): the attack passes on to Player 1</source>
      <translation>5 из 5: перевод. Игрок 1 ходит 6♦. Положите рядом свою 6♥ (дважды щёлкните её): ход переводится на Игрока 1</translation>
    </message>
    <message>
      <source>That is how it goes. Your first real game is dealt: press SPACE or Continue when you are ready</source>
      <translation>Вот так это и делается. Ваша первая настоящая игра роздана: нажмите ПРОБЕЛ или «Продолжить», когда будете готовы</translation>
    </message>
    <message>
      <source>You found your own way: the first game plays on as any other</source>
      <translation>Вы пошли своим путём: первая игра продолжается как обычная</translation>
    </message>
    <message>
      <source>Save replay</source>
      <translation>Сохранить запись</translation>
    </message>
    <message>
      <source>Could not save the replay: {error}</source>
      <translation>Не удалось сохранить запись: {error}</translation>
    </message>
    <message>
      <source>Saved: {path}</source>
      <translation>Сохранено: {path}</translation>
    </message>
    <message>
      <source>Random</source>
      <translation>Случайный</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Сильный</translation>
    </message>
    <message>
      <source>By rank</source>
      <translation>По достоинству</translation>
    </message>
    <message>
      <source>By suit</source>
      <translation>По масти</translation>
    </message>
    <message>
      <source>Too few cards for the table as set; dealing: players {players}, deck {deck}, hand size {hand}</source>
      <translation>Для выбранного стола не хватает карт; раздаём так: игроков {players}, колода {deck}, карт на руке {hand}</translation>
    </message>
    <message>
      <source>{file} was unreadable and was ignored</source>
      <translation>Файл {file} не читается и был пропущен</translation>
    </message>
    <message>
      <source>{file} was unreadable and was moved to {moved}</source>
      <translation>Файл {file} не читался и перемещён в {moved}</translation>
    </message>
    <message numerus="yes">
      <source>Gone from the game: %n cards</source>
      <translation>
        <numerusform>Вышла из игры: %n карта</numerusform>
        <numerusform>Вышли из игры: %n карты</numerusform>
        <numerusform>Вышли из игры: %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>{player} is known to hold: {cards}</source>
      <translation>{player} — известные карты: {cards}</translation>
    </message>
    <message>
      <source>{player}: no card known</source>
      <translation>{player}: известных карт нет</translation>
    </message>
    <message numerus="yes">
      <source>Not seen yet: %n cards</source>
      <translation>
        <numerusform>Ещё не видели: %n карту</numerusform>
        <numerusform>Ещё не видели: %n карты</numerusform>
        <numerusform>Ещё не видели: %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>Cards seen</source>
      <translation>Увиденные карты</translation>
    </message>
    <message>
      <source>{seconds} s</source>
      <translation>{seconds} с</translation>
    </message>
    <message>
      <source>Move log</source>
      <translation>Журнал ходов</translation>
    </message>
    <message>
      <source>Last move: {move}</source>
      <translation>Последний ход: {move}</translation>
    </message>
    <message>
      <source>attacker</source>
      <translation>атакующий</translation>
    </message>
    <message>
      <source>co-attacker</source>
      <translation>подкидывающий</translation>
    </message>
    <message>
      <source>defender</source>
      <translation>защитник</translation>
    </message>
    <message>
      <source>{card}: {laid}</source>
      <translation>{card}: {laid}</translation>
    </message>
    <message>
      <source>The weli {card} counts as {suit}</source>
      <translation>Вели {card} считается {suit}</translation>
    </message>
    <message>
      <source>Laid by {player}</source>
      <translation>Положил: {player}</translation>
    </message>
    <message>
      <source>The weli: when you play it, you name the suit it counts as</source>
      <translation>Вели: играя её, вы называете масть, которой она считается</translation>
    </message>
    <message>
      <source>Show {card} to pass it on (T)</source>
      <translation>Показать {card}, перевести (T)</translation>
    </message>
    <message>
      <source>Catch {card}! (K)</source>
      <translation>Поймал {card}! (K)</translation>
    </message>
    <message>
      <source>Hint (H)</source>
      <translation>Подсказка (H)</translation>
    </message>
    <message>
      <source>No hint now: it is not your move</source>
      <translation>Подсказки нет: сейчас не ваш ход</translation>
    </message>
    <message>
      <source>Looking for a hint...</source>
      <translation>Ищем подсказку…</translation>
    </message>
    <message>
      <source>clubs</source>
      <translation>трефы</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>бубны</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>червы</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>пики</translation>
    </message>
    <message>
      <source>five</source>
      <translation>пятёрка</translation>
    </message>
    <message>
      <source>four</source>
      <translation>четвёрка</translation>
    </message>
    <message>
      <source>six</source>
      <translation>шестёрка</translation>
    </message>
    <message>
      <source>three</source>
      <translation>тройка</translation>
    </message>
    <message>
      <source>two</source>
      <translation>двойка</translation>
    </message>
    <message>
      <source>eight</source>
      <translation>восьмёрка</translation>
    </message>
    <message>
      <source>jack</source>
      <translation>валет</translation>
    </message>
    <message>
      <source>nine</source>
      <translation>девятка</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>семёрка</translation>
    </message>
    <message>
      <source>ten</source>
      <translation>десятка</translation>
    </message>
    <message>
      <source>ace</source>
      <translation>туз</translation>
    </message>
    <message>
      <source>king</source>
      <translation>король</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>дама</translation>
    </message>
    <message>
      <source>{rank} of diamonds</source>
      <translation>{rank} бубен</translation>
    </message>
    <message>
      <source>{rank} of hearts</source>
      <translation>{rank} червей</translation>
    </message>
    <message>
      <source>{rank} of spades</source>
      <translation>{rank} пик</translation>
    </message>
    <message>
      <source>{rank} of clubs</source>
      <translation>{rank} треф</translation>
    </message>
    <message>
      <source>left arrow</source>
      <translation>стрелка влево</translation>
    </message>
    <message>
      <source>right arrow</source>
      <translation>стрелка вправо</translation>
    </message>
    <message>
      <source>up arrow</source>
      <translation>стрелка вверх</translation>
    </message>
    <message>
      <source>down arrow</source>
      <translation>стрелка вниз</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Игровой стол</translation>
    </message>
    <message>
      <source>not selected</source>
      <translation>не выбрана</translation>
    </message>
    <message numerus="yes">
      <source>%n cards selected</source>
      <translation>
        <numerusform>выбрана %n карта</numerusform>
        <numerusform>выбраны %n карты</numerusform>
        <numerusform>выбрано %n карт</numerusform>
      </translation>
    </message>
    <message>
      <source>cannot be played now</source>
      <translation>сейчас ею не сыграть</translation>
    </message>
    <message>
      <source>{card} covered by {cover}</source>
      <translation>{card}, сверху {cover}</translation>
    </message>
    <message>
      <source>{card} uncovered</source>
      <translation>{card}, пока без ответа</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>пусто</translation>
    </message>
    <message>
      <source>{status}. Trump: {suit}. Your cards: {hand}. Table: {table}. Cards left in the stack: {count}.</source>
      <translation>{status}. Козырь: {suit}. Ваши карты: {hand}. Стол: {table}. Карт в колоде: {count}.</translation>
    </message>
    <message>
      <source>A key card lies face down under the trump card.</source>
      <translation>Под козырной картой рубашкой вверх лежит ключевая карта.</translation>
    </message>
    <message>
      <source>Players: {seats}.</source>
      <translation>Игроки: {seats}.</translation>
    </message>
    <message>
      <source>You can play: {cards}.</source>
      <translation>Можно сыграть: {cards}.</translation>
    </message>
    <message>
      <source>You cannot play a card now.</source>
      <translation>Сейчас нельзя сыграть ни одной карты.</translation>
    </message>
    <message>
      <source>{card} (laid by {player})</source>
      <translation>{card} (положил: {player})</translation>
    </message>
    <message>
      <source>{card}, counted as {suit}</source>
      <translation>{card}, считается как {suit}</translation>
    </message>
    <message>
      <source>{card} counts as:</source>
      <translation>{card} считается:</translation>
    </message>
    <message>
      <source>Name the suit {suit} (key {number})</source>
      <translation>Назвать масть {suit} (клавиша {number})</translation>
    </message>
    <message>
      <source>Cancel (Esc)</source>
      <translation>Отмена (Esc)</translation>
    </message>
    <message>
      <source>Sound off (S: on)</source>
      <translation>Звук выключен (S: включить)</translation>
    </message>
    <message>
      <source>Sound on (S: off)</source>
      <translation>Звук включён (S: выключить)</translation>
    </message>
    <message>
      <source>Your cards are sorted by rank (O: by suit)</source>
      <translation>Карты отсортированы по достоинству (O: по масти)</translation>
    </message>
    <message>
      <source>Your cards are sorted by suit (O: by rank)</source>
      <translation>Карты отсортированы по масти (O: по достоинству)</translation>
    </message>
    <message>
      <source>{card} as {suit}</source>
      <translation>{card} как {suit}</translation>
    </message>
    <message>
      <source>You attack with {cards}</source>
      <translation>Вы ходите: {cards}</translation>
    </message>
    <message>
      <source>{player} attacks with {cards}</source>
      <translation>{player} ходит: {cards}</translation>
    </message>
    <message>
      <source>You cover {target} with {card}</source>
      <translation>Вы кроете {target} картой {card}</translation>
    </message>
    <message>
      <source>{player} covers {target} with {card}</source>
      <translation>{player} кроет {target} картой {card}</translation>
    </message>
    <message>
      <source>You forward {cards} to {defender}</source>
      <translation>Вы переводите {cards}; защищается {defender}</translation>
    </message>
    <message>
      <source>{player} forwards {cards} to you</source>
      <translation>{player} переводит {cards} на вас</translation>
    </message>
    <message>
      <source>{player} forwards {cards} to {defender}</source>
      <translation>{player} переводит {cards}; защищается {defender}</translation>
    </message>
    <message>
      <source>You show {card} and pass the attack to {defender}</source>
      <translation>Вы показываете {card} и переводите; защищается {defender}</translation>
    </message>
    <message>
      <source>{player} shows {card} and passes the attack to you</source>
      <translation>{player} показывает {card} и переводит на вас</translation>
    </message>
    <message>
      <source>{player} shows {card} and passes the attack to {defender}</source>
      <translation>{player} показывает {card} и переводит; защищается {defender}</translation>
    </message>
    <message>
      <source>Wrong: {card} broke no rule; you may not catch again this round</source>
      <translation>Неверно: {card} правил не нарушала; до конца кона ловить вам нельзя</translation>
    </message>
    <message>
      <source>{player} names {card} as a cheat, wrongly: it broke no rule</source>
      <translation>{player} напрасно называет {card} мухлежом: правила она не нарушала</translation>
    </message>
    <message>
      <source>You pick up your secret cards: {cards}</source>
      <translation>Вы берёте свои тайные карты: {cards}</translation>
    </message>
    <message numerus="yes">
      <source>{player} picks up %n secret cards</source>
      <translation>
        <numerusform>{player} берёт %n тайную карту</numerusform>
        <numerusform>{player} берёт %n тайные карты</numerusform>
        <numerusform>{player} берёт %n тайных карт</numerusform>
      </translation>
    </message>
    <message>
      <source>The key card {card} is turned up: {suit} is trump now</source>
      <translation>Ключевая карта {card} открыта: теперь козырь {suit}</translation>
    </message>
    <message>
      <source>You ask for a redeal</source>
      <translation>Вы просите пересдать</translation>
    </message>
    <message>
      <source>{player} asks for a redeal</source>
      <translation>{player} просит пересдать</translation>
    </message>
    <message>
      <source>You exchange {card} for the trump card {taken}</source>
      <translation>Вы меняете {card} на козырную карту {taken}</translation>
    </message>
    <message>
      <source>{player} exchanges {card} for the trump card {taken}</source>
      <translation>{player} меняет {card} на козырную карту {taken}</translation>
    </message>
    <message>
      <source>You take back {card}</source>
      <translation>Вы забираете назад {card}</translation>
    </message>
    <message>
      <source>{player} takes back {card}</source>
      <translation>{player} забирает назад {card}</translation>
    </message>
    <message>
      <source>You are done</source>
      <translation>Вы закончили</translation>
    </message>
    <message>
      <source>{player} is done</source>
      <translation>{player} больше не подкидывает</translation>
    </message>
    <message>
      <source>You take the beaten cards</source>
      <translation>Вы забираете отбитые карты</translation>
    </message>
    <message>
      <source>{player} takes the beaten cards</source>
      <translation>{player} забирает отбитые карты</translation>
    </message>
    <message>
      <source>You give up</source>
      <translation>Вы сдаётесь</translation>
    </message>
    <message>
      <source>{player} gives up</source>
      <translation>{player} сдаётся</translation>
    </message>
    <message>
      <source>You take the cards</source>
      <translation>Вы берёте карты</translation>
    </message>
    <message>
      <source>{player} takes the cards</source>
      <translation>{player} берёт карты</translation>
    </message>
    <message>
      <source>Beaten: {cards} go to the discard pile</source>
      <translation>Отбито: {cards} уходят в отбой</translation>
    </message>
    <message>
      <source>You are out, place {place}</source>
      <translation>Вы вышли, место {place}</translation>
    </message>
    <message>
      <source>{player} is out, place {place}</source>
      <translation>{player} выходит из игры, место {place}</translation>
    </message>
    <message>
      <source>New round: you attack {defender}</source>
      <translation>Новый кон: ваш ход, защищается {defender}</translation>
    </message>
    <message>
      <source>New round: {offender} attacks you</source>
      <translation>Новый кон: {offender} ходит на вас</translation>
    </message>
    <message>
      <source>New round: {offender} attacks {defender}</source>
      <translation>Новый кон: ходит {offender}, защищается {defender}</translation>
    </message>
    <message>
      <source>You get epaulettes ({rank})</source>
      <translation>Вам достались погоны ({rank})</translation>
    </message>
    <message>
      <source>{player} gets epaulettes ({rank})</source>
      <translation>{player} получает погоны ({rank})</translation>
    </message>
    <message>
      <source>Game over: nobody is the durak</source>
      <translation>Игра окончена: дурака нет</translation>
    </message>
    <message>
      <source>Game over: {name} is the durak</source>
      <translation>Игра окончена: {name} — дурак</translation>
    </message>
    <message>
      <source>You catch {cheater} cheating with {card}</source>
      <translation>Вы поймали игрока {cheater} на мухлеже: {card}</translation>
    </message>
    <message>
      <source>{player} catches you cheating with {card}: you take the cards</source>
      <translation>{player} поймал вас на мухлеже ({card}): вы берёте карты</translation>
    </message>
    <message>
      <source>{player} catches {cheater} cheating with {card}</source>
      <translation>{player} поймал игрока {cheater} на мухлеже: {card}</translation>
    </message>
    <message>
      <source>{player} is out</source>
      <translation>{player} выходит из игры</translation>
    </message>
    <message>
      <source>{player} takes</source>
      <translation>{player} берёт</translation>
    </message>
    <message>
      <source>{player} forwards to you</source>
      <translation>{player} переводит на вас</translation>
    </message>
    <message>
      <source>{player} forwards to {defender}</source>
      <translation>{player} переводит; защищается {defender}</translation>
    </message>
    <message>
      <source>You play {cards}</source>
      <translation>Вы ходите {cards}</translation>
    </message>
    <message>
      <source>You forward with {cards} to the right</source>
      <translation>Вы переводите картами {cards} направо</translation>
    </message>
    <message>
      <source>You forward with {cards}</source>
      <translation>Вы переводите картами {cards}</translation>
    </message>
    <message>
      <source>You exchange {card} for the trump card</source>
      <translation>Вы меняете {card} на козырную карту</translation>
    </message>
    <message>
      <source>You show {card} to pass the attack on</source>
      <translation>Вы показываете {card} и переводите</translation>
    </message>
    <message>
      <source>You name {card} as a cheat</source>
      <translation>Вы называете {card} мухлежом</translation>
    </message>
    <message>
      <source>{player} plays {cards}</source>
      <translation>{player} ходит {cards}</translation>
    </message>
    <message>
      <source>{player} forwards with {cards} to the right</source>
      <translation>{player} переводит картами {cards} направо</translation>
    </message>
    <message>
      <source>{player} forwards with {cards}</source>
      <translation>{player} переводит картами {cards}</translation>
    </message>
    <message>
      <source>{player} exchanges {card} for the trump card</source>
      <translation>{player} меняет {card} на козырную карту</translation>
    </message>
    <message>
      <source>{player} shows {card} to pass the attack on</source>
      <translation>{player} показывает {card} и переводит</translation>
    </message>
    <message>
      <source>{player} names {card} as a cheat</source>
      <translation>{player} называет {card} мухлежом</translation>
    </message>
    <message>
      <source>Double click: play {cards} where they fit</source>
      <translation>Двойной щелчок: сыграть {cards} туда, куда они подходят</translation>
    </message>
    <message>
      <source>Double click: cover {target} with {card}</source>
      <translation>Двойной щелчок: побить {target} картой {card}</translation>
    </message>
    <message>
      <source>Double click: forward {cards} to the right</source>
      <translation>Двойной щелчок: перевести картой {cards} направо</translation>
    </message>
    <message>
      <source>Double click: forward {cards}</source>
      <translation>Двойной щелчок: перевести картой {cards}</translation>
    </message>
    <message>
      <source>Double click: lead {cards}</source>
      <translation>Двойной щелчок: пойти с {cards}</translation>
    </message>
    <message>
      <source>Double click: add {cards}</source>
      <translation>Двойной щелчок: подкинуть {cards}</translation>
    </message>
    <message>
      <source>Hint: cover {target} with {card}</source>
      <translation>Подсказка: покройте {target} картой {card}</translation>
    </message>
    <message>
      <source>Hint: forward {cards} to the right</source>
      <translation>Подсказка: переведите {cards} направо</translation>
    </message>
    <message>
      <source>Hint: forward {cards}</source>
      <translation>Подсказка: переведите {cards}</translation>
    </message>
    <message>
      <source>Hint: play {cards}</source>
      <translation>Подсказка: сыграйте {cards}</translation>
    </message>
    <message>
      <source>Hint: exchange {card} for the trump card</source>
      <translation>Подсказка: обменяйте {card} на козырную карту</translation>
    </message>
    <message>
      <source>Hint: ask for a redeal</source>
      <translation>Подсказка: попросите пересдачу</translation>
    </message>
    <message>
      <source>Hint: show {card} to pass the attack on (T)</source>
      <translation>Подсказка: покажите {card} и переведите (T)</translation>
    </message>
    <message>
      <source>Hint: take the cards</source>
      <translation>Подсказка: возьмите карты</translation>
    </message>
    <message>
      <source>Hint: catch {card} (K)</source>
      <translation>Подсказка: поймайте {card} (K)</translation>
    </message>
    <message>
      <source>Hint: end your attack</source>
      <translation>Подсказка: завершите атаку</translation>
    </message>
    <message>
      <source>Well played</source>
      <translation>Хорошо сыграно</translation>
    </message>
    <message>
      <source>Take them!</source>
      <translation>Бери!</translation>
    </message>
    <message>
      <source>Good luck</source>
      <translation>Удачи</translation>
    </message>
    <message>
      <source>Oops</source>
      <translation>Упс</translation>
    </message>
    <message>
      <source>Thanks</source>
      <translation>Спасибо</translation>
    </message>
    <message>
      <source>Your move!</source>
      <translation>Твой ход!</translation>
    </message>
    <message>
      <source>{name}: {said}</source>
      <translation>{name}: {said}</translation>
    </message>
    <message>
      <source>{name} says: {said}</source>
      <translation>{name} говорит: {said}</translation>
    </message>
    <message>
      <source>You are out of the game</source>
      <translation>Вы уже вышли из игры</translation>
    </message>
    <message>
      <source>You do not hold {cards}</source>
      <translation>У вас нет {cards}</translation>
    </message>
    <message>
      <source>You are the defender: you cover, forward or take, but cannot attack</source>
      <translation>Вы защищаетесь: вы кроете, переводите или берёте, но не атакуете</translation>
    </message>
    <message>
      <source>You may not add cards against your partner {defender}</source>
      <translation>Вы не можете подкидывать своему партнёру ({defender})</translation>
    </message>
    <message>
      <source>You may not add cards: only the offender and the co-offender may</source>
      <translation>Вы не можете подкидывать: подкидывают только атакующий и соседний игрок</translation>
    </message>
    <message>
      <source>You may not add cards: only the attackers may</source>
      <translation>Вы не можете подкидывать: подкидывают только атакующие</translation>
    </message>
    <message>
      <source>You said done: you may add again once the table changes</source>
      <translation>Вы сказали «бито»: подкинуть можно, когда на столе что-то изменится</translation>
    </message>
    <message>
      <source>You have given up and take the cards</source>
      <translation>Вы сдались и берёте карты</translation>
    </message>
    <message>
      <source>{card} is not one of your defence cards on the table</source>
      <translation>{card} — не ваша покрывающая карта на столе</translation>
    </message>
    <message>
      <source>You are already taking the cards</source>
      <translation>Вы уже берёте карты</translation>
    </message>
    <message>
      <source>You are not attacking this round</source>
      <translation>Вы в этом ходу не атакуете</translation>
    </message>
    <message>
      <source>You have already said done</source>
      <translation>Вы уже сказали «бито»</translation>
    </message>
    <message>
      <source>You have no cards left</source>
      <translation>У вас не осталось карт</translation>
    </message>
    <message>
      <source>You have already forwarded by showing a trump in this game</source>
      <translation>Вы уже переводили показом козыря в этой игре</translation>
    </message>
    <message>
      <source>You have already forwarded by showing a trump this round</source>
      <translation>Вы уже переводили показом козыря в этом коне</translation>
    </message>
    <message>
      <source>You may ask for a redeal only with five cards of one suit or six of one colour</source>
      <translation>Вы можете попросить пересдать только с пятью картами одной масти или шестью одного цвета</translation>
    </message>
    <message>
      <source>You may ask for a redeal only with five cards of one suit</source>
      <translation>Вы можете попросить пересдать только с пятью картами одной масти</translation>
    </message>
    <message>
      <source>You have passed for the rest of this bout</source>
      <translation>Вы спасовали до конца этого хода</translation>
    </message>
    <message>
      <source>You named a card that broke no rule: you may not catch again this round</source>
      <translation>Вы назвали карту, которая не нарушала правил: до конца кона ловить вам нельзя</translation>
    </message>
    <message>
      <source>You laid {card} yourself</source>
      <translation>Вы сами положили {card}</translation>
    </message>
    <message>
      <source>{card} broke no rule: you may not catch again this round</source>
      <translation>{card} не нарушала правил: до конца кона ловить вам нельзя</translation>
    </message>
    <message>
      <source>Forward by showing a trump:</source>
      <translation>Перевод показом козыря:</translation>
    </message>
    <message>
      <source>Change of direction</source>
      <translation>Смена направления</translation>
    </message>
    <message>
      <source>Hands of {hand_size} cards need a larger deck: a deck of {deck} cards deals hands of at most {most} cards.</source>
      <translation>Для руки в {hand_size} карт нужна колода больше: колода из {deck} карт раздаёт не больше {most} карт на руку.</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: without throwing in after a take there is nothing to leave unlimited.</source>
      <translation>«{first}» требует «{second}»: без подкидывания вдогонку нечего делать неограниченным.</translation>
    </message>
    <message>
      <source>Unlimited throw-in after a take</source>
      <translation>Неограниченное подкидывание вдогонку</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: it widens the hands that may ask for a redeal.</source>
      <translation>«{first}» требует «{second}»: это лишь расширяет руки, с которыми можно просить пересдачу.</translation>
    </message>
    <message>
      <source>Redeal</source>
      <translation>Пересдать</translation>
    </message>
    <message>
      <source>Redeal for six of one colour</source>
      <translation>Пересдача при шести картах одного цвета</translation>
    </message>
    <message>
      <source>“{first}” needs teams: without teams there is no team to win.</source>
      <translation>«{first}» требует команд: без команд некому выигрывать командой.</translation>
    </message>
    <message>
      <source>A team wins when one partner is out</source>
      <translation>Команда выигрывает, как только один из партнёров вышел</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: showing a trump is a way to forward.</source>
      <translation>«{first}» требует «{second}»: показать козырь — это способ перевести.</translation>
    </message>
    <message>
      <source>“{first}”: hands of {hand_size} cards and {secret_cards} secret cards each need more than a deck of {deck} cards has for two players; choose smaller hands or a larger deck.</source>
      <translation>«{first}»: руке в {hand_size} карт и тайным картам (по {secret_cards} на игрока) на двоих нужно больше, чем есть в колоде из {deck} карт; выберите руку поменьше или колоду побольше.</translation>
    </message>
    <message>
      <source>Secret cards</source>
      <translation>Тайные карты</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: it says where a forward goes.</source>
      <translation>«{first}» требует «{second}»: она определяет, куда уходит перевод.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: with the change of direction trumps can not be pushed, and showing one is pushing with a trump.</source>
      <translation>«{first}» и «{second}» несовместимы: при смене направления козырем переводить нельзя, а показать козырь — значит перевести козырем.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: an attack passed to the right has no clockwise order of attackers.</source>
      <translation>«{first}» и «{second}» несовместимы: у атаки, переведённой направо, нет очереди атакующих по часовой стрелке.</translation>
    </message>
    <message>
      <source>Classic adding order</source>
      <translation>Подкидывать по очереди</translation>
    </message>
    <message>
      <source>Weli needs a deck with sixes (36 or 52 cards): the six of diamonds is the joker, and a deck of {deck} cards has none.</source>
      <translation>Для «Вели» нужна колода с шестёрками (36 или 52 карты): бубновая шестёрка — джокер, а в колоде из {deck} карт её нет.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: the exchange would give the lowest trump for the face-up card, which the number trump makes the highest trump of all.</source>
      <translation>«{first}» и «{second}» несовместимы: обмен отдал бы младший козырь за открытую карту, а при козырном достоинстве она старше всех козырей.</translation>
    </message>
    <message>
      <source>Number trump</source>
      <translation>Козырное достоинство</translation>
    </message>
    <message>
      <source>Trump exchange</source>
      <translation>Обмен козыря</translation>
    </message>
    <message>
      <source>There is no room with this invite code</source>
      <translation>Комнаты с таким кодом нет</translation>
    </message>
    <message>
      <source>The password is wrong</source>
      <translation>Неверный пароль</translation>
    </message>
    <message>
      <source>Every seat of this room is taken. If one of them was yours, rejoin it from the app that held it (it offers to at its next start, and in Play online); else ask the room's creator for a new room</source>
      <translation>Все места в этой комнате заняты. Если одно из них было вашим, вернитесь на него из приложения, которое его занимало (оно предложит это при следующем запуске и в «Игра по сети»); иначе попросите создателя комнаты о новой комнате</translation>
    </message>
    <message>
      <source>That seat is taken</source>
      <translation>Это место занято</translation>
    </message>
    <message>
      <source>There is no such seat</source>
      <translation>Такого места нет</translation>
    </message>
    <message>
      <source>The server has no room for another table</source>
      <translation>На сервере нет места для ещё одного стола</translation>
    </message>
    <message>
      <source>Only the player who created the room may start a game</source>
      <translation>Начать игру может только тот, кто создал комнату</translation>
    </message>
    <message>
      <source>A game is already running in this room</source>
      <translation>В этой комнате уже идёт игра</translation>
    </message>
    <message>
      <source>No game is running in this room</source>
      <translation>В этой комнате сейчас нет игры</translation>
    </message>
    <message>
      <source>You have no seat in a room on this server</source>
      <translation>У вас нет места ни в одной комнате этого сервера</translation>
    </message>
    <message>
      <source>You already have a seat in a room: leave it first</source>
      <translation>У вас уже есть место в комнате: сначала покиньте его</translation>
    </message>
    <message>
      <source>Too many moves at once: the server ignores some. Slow down</source>
      <translation>Слишком много ходов сразу: сервер пропускает часть из них. Помедленнее</translation>
    </message>
    <message>
      <source>Too many messages: wait a moment before you say more</source>
      <translation>Слишком много сообщений: подождите немного, прежде чем писать ещё</translation>
    </message>
    <message>
      <source>The server speaks another version of the game: update the app or the server</source>
      <translation>Сервер говорит на другой версии игры: обновите приложение или сервер</translation>
    </message>
    <message>
      <source>You already have as many rooms open on this server as it allows: close one first</source>
      <translation>У вас уже открыто столько комнат на этом сервере, сколько он разрешает: сначала закройте одну</translation>
    </message>
    <message>
      <source>Too many wrong invite codes or passwords from your network: wait a minute and try again</source>
      <translation>Слишком много неверных кодов приглашения или паролей из вашей сети: подождите минуту и попробуйте снова</translation>
    </message>
    <message>
      <source>The server failed on this request; nothing changed. Try again</source>
      <translation>Сервер не смог выполнить этот запрос; ничего не изменилось. Попробуйте снова</translation>
    </message>
    <message>
      <source>The server cannot reach its rooms just now; nothing changed. Try again in a moment</source>
      <translation>Сервер сейчас не может связаться со своими комнатами; ничего не изменилось. Попробуйте чуть позже</translation>
    </message>
    <message>
      <source>This server has no chat (it is older than this app)</source>
      <translation>На этом сервере нет чата (он старее этого приложения)</translation>
    </message>
    <message>
      <source>The server refused: {reason}</source>
      <translation>Сервер отказал: {reason}</translation>
    </message>
    <message>
      <source>The server refused the move: {reason}</source>
      <translation>Сервер отклонил ход: {reason}</translation>
    </message>
    <message>
      <source>{reason} (the table changed since you chose)</source>
      <translation>{reason} (на столе всё изменилось, пока вы выбирали)</translation>
    </message>
    <message>
      <source>out, place {place}</source>
      <translation>вне игры, место {place}</translation>
    </message>
    <message>
      <source>durak with epaulettes</source>
      <translation>дурак с погонами</translation>
    </message>
    <message>
      <source>durak</source>
      <translation>дурак</translation>
    </message>
    <message>
      <source>Team {letter}</source>
      <translation>Команда {letter}</translation>
    </message>
    <message>
      <source>your partner</source>
      <translation>ваш партнёр</translation>
    </message>
    <message>
      <source>adds</source>
      <translation>подкидывает</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>пас</translation>
    </message>
    <message>
      <source>Forward: to the right (F)</source>
      <translation>Перевод: направо (F)</translation>
    </message>
    <message>
      <source>Forward: to the left (F)</source>
      <translation>Перевод: налево (F)</translation>
    </message>
    <message numerus="yes">
      <source>%n secret cards</source>
      <translation>
        <numerusform>%n тайная карта</numerusform>
        <numerusform>%n тайные карты</numerusform>
        <numerusform>%n тайных карт</numerusform>
      </translation>
    </message>
    <message>
      <source>Trump {suit} and every {rank}</source>
      <translation>Козырь {suit} и все {rank}</translation>
    </message>
    <message>
      <source>Trump {suit}</source>
      <translation>Козырь {suit}</translation>
    </message>
    <message>
      <source>nobody draws</source>
      <translation>добора нет</translation>
    </message>
    <message>
      <source>The key card: when the trump card above it is drawn, it is turned up and its suit is trump</source>
      <translation>Ключевая карта: когда лежащую на ней козырную карту возьмут из колоды, её откроют, и её масть станет козырем</translation>
    </message>
    <message numerus="yes">
      <source>{name}: %n cheats, {caught} caught</source>
      <translation>
        <numerusform>{name}: %n мухлёж, поймано {caught}</numerusform>
        <numerusform>{name}: %n мухлежа, поймано {caught}</numerusform>
        <numerusform>{name}: %n мухлежей, поймано {caught}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>durak %n×</source>
      <translation>
        <numerusform>дурак %n раз</numerusform>
        <numerusform>дурак %n раза</numerusform>
        <numerusform>дурак %n раз</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>epaulettes %n×</source>
      <translation>
        <numerusform>погоны %n раз</numerusform>
        <numerusform>погоны %n раза</numerusform>
        <numerusform>погоны %n раз</numerusform>
      </translation>
    </message>
    <message>
      <source>Your team lost!</source>
      <translation>Ваша команда проиграла!</translation>
    </message>
    <message>
      <source>Your team won!</source>
      <translation>Ваша команда выиграла!</translation>
    </message>
    <message>
      <source>{team} loses: {players}</source>
      <translation>{team} проигрывает: {players}</translation>
    </message>
    <message>
      <source>You are the durak!</source>
      <translation>Вы — дурак!</translation>
    </message>
    <message>
      <source>You won!</source>
      <translation>Вы выиграли!</translation>
    </message>
    <message>
      <source>{name} won</source>
      <translation>Победитель: {name}</translation>
    </message>
    <message>
      <source>Nobody is the durak</source>
      <translation>Дурака нет</translation>
    </message>
    <message>
      <source>Durak with epaulettes ({rank}): {name}</source>
      <translation>Дурак с погонами ({rank}): {name}</translation>
    </message>
    <message>
      <source>Durak: {name}</source>
      <translation>Дурак: {name}</translation>
    </message>
    <message>
      <source>Take beaten cards</source>
      <translation>Взять отбитые карты</translation>
    </message>
    <message>
      <source>Take cards</source>
      <translation>Взять карты</translation>
    </message>
    <message>
      <source>End attack</source>
      <translation>Бито</translation>
    </message>
    <message>
      <source>{result} — {next}</source>
      <translation>{result} — {next}</translation>
    </message>
    <message>
      <source>Game over: Ctrl+N or New game to play again</source>
      <translation>Игра окончена: Ctrl+N или «Новая игра», чтобы сыграть ещё</translation>
    </message>
    <message>
      <source>Paused: press SPACE or Continue</source>
      <translation>Пауза: нажмите ПРОБЕЛ или «Продолжить»</translation>
    </message>
    <message>
      <source>You finished in place {place}; the others play on</source>
      <translation>Вы заняли {place}-е место; остальные играют дальше</translation>
    </message>
    <message>
      <source>Your hand allows a redeal: press R or Redeal, or play on</source>
      <translation>Ваши карты позволяют пересдачу: нажмите R или «Пересдать», или играйте дальше</translation>
    </message>
    <message>
      <source>{offender} leads against you</source>
      <translation>{offender} ходит под вас</translation>
    </message>
    <message>
      <source>You take the cards; the attackers may still throw in</source>
      <translation>Вы берёте карты; атакующие ещё могут подкинуть</translation>
    </message>
    <message>
      <source>Defend, forward, show {card} to pass it on (T) or take: ↓</source>
      <translation>Кройте, переводите, покажите {card} для перевода (T) или берите: ↓</translation>
    </message>
    <message>
      <source>Defend, forward (F: to the right) or take: ↓</source>
      <translation>Кройте, переводите (F: направо) или берите: ↓</translation>
    </message>
    <message>
      <source>Defend or take: ↓</source>
      <translation>Кройте или берите: ↓</translation>
    </message>
    <message>
      <source>Defend, forward or take: ↓</source>
      <translation>Кройте, переводите или берите: ↓</translation>
    </message>
    <message>
      <source>All covered: the attackers may still add</source>
      <translation>Всё покрыто: атакующие ещё могут подкинуть</translation>
    </message>
    <message>
      <source>Your lead, or X to exchange your lowest trump for the face-up one</source>
      <translation>Ваш ход, или X, чтобы обменять младший козырь на открытый</translation>
    </message>
    <message>
      <source>Your lead: double click a card or press ↑</source>
      <translation>Ваш ход: дважды щёлкните карту или нажмите ↑</translation>
    </message>
    <message>
      <source>Add a card or end the attack: ↓</source>
      <translation>Подкиньте карту или закончите атаку: ↓</translation>
    </message>
    <message>
      <source>Waiting for the other attackers</source>
      <translation>Ждём других атакующих</translation>
    </message>
    <message>
      <source>{offender} leads against {defender}</source>
      <translation>Ходит {offender}, защищается {defender}</translation>
    </message>
    <message>
      <source>You may add cards while {defender} defends</source>
      <translation>Можно подкидывать, пока {defender} отбивается</translation>
    </message>
    <message>
      <source>{defender} defends; none of your cards can be added</source>
      <translation>{defender} отбивается; подкинуть вам нечего</translation>
    </message>
    <message>
      <source>{offender} attacks {defender}</source>
      <translation>Атака: {offender} → {defender}</translation>
    </message>
    <message>
      <source>Your turn to add: add a card or end the attack ↓</source>
      <translation>Ваша очередь подкидывать: подкиньте карту или закончите атаку ↓</translation>
    </message>
    <message>
      <source>Your turn to add</source>
      <translation>Ваша очередь подкидывать</translation>
    </message>
    <message>
      <source>{player} adds</source>
      <translation>{player} подкидывает</translation>
    </message>
    <message>
      <source>Nobody adds any more</source>
      <translation>Больше никто не подкидывает</translation>
    </message>
    <message>
      <source>{turn}; passed: {players}</source>
      <translation>{turn}; пас: {players}</translation>
    </message>
    <message>
      <source>Played {cards}</source>
      <translation>Сыграно: {cards}</translation>
    </message>
    <message>
      <source>{cards}: {reason}</source>
      <translation>{cards}: {reason}</translation>
    </message>
    <message>
      <source>{reason} (also {cards})</source>
      <translation>{reason} (то же для {cards})</translation>
    </message>
    <message>
      <source>Same-count forwarding</source>
      <translation>Перевод равным числом карт</translation>
    </message>
    <message>
      <source>To forward, the defender lays as many cards of the attacked rank as the attack holds.</source>
      <translation>Чтобы перевести, защитник кладёт столько карт того же достоинства, сколько их в атаке.</translation>
    </message>
    <message>
      <source>Add only after the first cover</source>
      <translation>Подкидывать только после первого отбоя</translation>
    </message>
    <message>
      <source>Nobody may add a card until the defender has covered one.</source>
      <translation>Никто не может подкидывать, пока защитник не побьёт хотя бы одну карту.</translation>
    </message>
    <message>
      <source>Forfeit a beaten round</source>
      <translation>Брать отбитые карты</translation>
    </message>
    <message>
      <source>With every card covered, the defender may still take them all; then nobody may add.</source>
      <translation>Даже когда всё побито, защитник может взять все карты; тогда подкидывать больше нельзя.</translation>
    </message>
    <message>
      <source>Once the defender gives up, the attackers may throw in every matching card, beyond his hand and the attack limit (needs throwing in after a take).</source>
      <translation>Когда защитник сдаётся, нападающие могут подкинуть все подходящие карты, сверх его руки и лимита атаки (вместе с подкидыванием вдогонку).</translation>
    </message>
    <message>
      <source>One attacker adds at a time, the offender first, then clockwise; a pass is for the rest of the bout.</source>
      <translation>Подкидывает один нападающий за раз: сначала ходящий, затем по часовой стрелке; спасовавший больше не подкидывает в этом ходе.</translation>
    </message>
    <message>
      <source>The holder of the lowest trump may swap it for the face-up trump card, before he leads, while that card lies under the stack.</source>
      <translation>Игрок с младшим козырем может обменять его на открытую козырную карту перед своим ходом, пока она лежит под колодой.</translation>
    </message>
    <message>
      <source>After the deal, before the first attack, a player with five cards of one suit may ask for a new deal.</source>
      <translation>После раздачи, до первого хода, игрок с пятью картами одной масти может попросить пересдать.</translation>
    </message>
    <message>
      <source>Six cards of one colour (red or black) also allow a redeal (needs the redeal).</source>
      <translation>Шесть красных или шесть чёрных карт тоже позволяют пересдачу (нужна пересдача).</translation>
    </message>
    <message>
      <source>Cheating</source>
      <translation>Шулер</translation>
    </message>
    <message>
      <source>A card that breaks a rule goes through unless another player catches it before the round ends: click the card, then Catch! or K.</source>
      <translation>Карта, нарушающая правило, сойдёт, если её не поймают до конца кона: щёлкните карту, затем «Поймал!» или K.</translation>
    </message>
    <message>
      <source>Quicky</source>
      <translation>Быстрый</translation>
    </message>
    <message>
      <source>Nobody draws after the deal: the game is played with the hands dealt.</source>
      <translation>После раздачи никто не добирает: играют розданными картами.</translation>
    </message>
    <message>
      <source>Cross rule</source>
      <translation>Правило треф</translation>
    </message>
    <message>
      <source>A club is beaten only by a higher club, never by a trump (unless clubs are trumps).</source>
      <translation>Трефу бьёт только старшая трефа, козырь её не бьёт (если трефы не козыри).</translation>
    </message>
    <message>
      <source>Nothing is unbeatable</source>
      <translation>Неубиваемых нет</translation>
    </message>
    <message>
      <source>The lowest card of each suit in the deck also beats the ace of its suit.</source>
      <translation>Младшая карта каждой масти в колоде бьёт и туза своей масти.</translation>
    </message>
    <message>
      <source>The face-up card's rank is trump too: with 8♦ face up, every diamond and every eight is a trump, the 8♦ the highest.</source>
      <translation>Достоинство открытой карты тоже козырь: при открытой 8♦ козыри все бубны и все восьмёрки, старшая из них 8♦.</translation>
    </message>
    <message>
      <source>Change of the key</source>
      <translation>Смена ключа</translation>
    </message>
    <message>
      <source>A key card lies face down under the face-up trump: when that one is drawn, the key card is turned up and its suit is trump.</source>
      <translation>Под открытым козырем лежит закрытая ключевая карта: когда козырь возьмут, её открывают и её масть становится козырем.</translation>
    </message>
    <message>
      <source>After the deal everyone gets two cards face down that nobody sees, and picks them up instead of going out.</source>
      <translation>После раздачи каждый получает две закрытые карты, которых никто не видит, и берёт их вместо выхода из игры.</translation>
    </message>
    <message>
      <source>A forwarding defender passes the attack to his left or his right neighbour; no trump may be laid to forward (needs forwarding).</source>
      <translation>Отбивающийся переводит атаку соседу слева или справа; козырем переводить нельзя (нужен перевод).</translation>
    </message>
    <message>
      <source>Weli</source>
      <translation>Вели</translation>
    </message>
    <message>
      <source>The six of diamonds is a joker: whoever plays it names the suit it counts as on the table (decks with sixes).</source>
      <translation>Шестёрка бубён — джокер: кто её играет, называет масть, которой она считается на столе (колоды с шестёрками).</translation>
    </message>
    <message>
      <source>The defender may pass the attack on by showing the trump of the attacked rank: he keeps it, and everyone knows it (needs forwarding).</source>
      <translation>Защищающийся может перевести, показав козырь атакованного достоинства: карта остаётся у него, и все о ней знают (нужен перевод).</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Нет</translation>
    </message>
    <message>
      <source>Once a round per player</source>
      <translation>Раз за кон на игрока</translation>
    </message>
    <message>
      <source>Once a game per player</source>
      <translation>Раз за игру на игрока</translation>
    </message>
    <message>
      <source>Teams:</source>
      <translation>Команды:</translation>
    </message>
    <message>
      <source>Partners sit alternately and never attack each other; a team loses when its player is the durak.</source>
      <translation>Партнёры сидят через одного и никогда не атакуют друг друга; команда проигрывает, если её игрок остался дураком.</translation>
    </message>
    <message>
      <source>No teams</source>
      <translation>Без команд</translation>
    </message>
    <message>
      <source>Two teams (2 vs 2, 3 vs 3)</source>
      <translation>Две команды (2 на 2, 3 на 3)</translation>
    </message>
    <message>
      <source>Three teams of 2 (6 players)</source>
      <translation>Три команды по 2 (6 игроков)</translation>
    </message>
    <message>
      <source>Next game led by:</source>
      <translation>Следующую игру начинает:</translation>
    </message>
    <message>
      <source>Who leads the next game of a series at this table (the novice: the first attack goes against a newcomer).</source>
      <translation>Кто начинает следующую игру серии за этим столом (новичок: первый ход идёт под новичка).</translation>
    </message>
    <message>
      <source>The previous durak</source>
      <translation>Прошлый дурак</translation>
    </message>
    <message>
      <source>The player after the durak</source>
      <translation>Игрок после дурака</translation>
    </message>
    <message>
      <source>Against the novice</source>
      <translation>Под новичка</translation>
    </message>
    <message>
      <source>The previous winner</source>
      <translation>Прошлый победитель</translation>
    </message>
    <message>
      <source>Epaulettes:</source>
      <translation>Погоны:</translation>
    </message>
    <message>
      <source>A durak who takes a last attack of sixes only wears epaulettes.</source>
      <translation>Дурак, которому в конце пришлось взять атаку из одних шестёрок, получает погоны.</translation>
    </message>
    <message>
      <source>Not counted</source>
      <translation>Не считать</translation>
    </message>
    <message>
      <source>Sixes</source>
      <translation>Шестёрки</translation>
    </message>
    <message>
      <source>Sixes, then sevens, eights... in a series</source>
      <translation>Шестёрки, затем семёрки, восьмёрки... в серии</translation>
    </message>
    <message>
      <source>The game ends as soon as every team but one has a player out.</source>
      <translation>Игра кончается, как только во всех командах, кроме одной, кто-то вышел.</translation>
    </message>
    <message>
      <source>No forwarding (podkidnoy)</source>
      <translation>Без перевода (подкидной)</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <source>the game is over</source>
      <translation>игра окончена</translation>
    </message>
    <message>
      <source>no reinforcement window is open: the defender has cards to cover</source>
      <translation>подкидывать пока нельзя: защитнику ещё нужно покрыть карты</translation>
    </message>
    <message>
      <source>there is no player P{player} in a game of {count}</source>
      <translation>в игре на {count} нет игрока P{player}</translation>
    </message>
    <message>
      <source>P{player} is out of the game</source>
      <translation>P{player} уже не в игре</translation>
    </message>
    <message>
      <source>the trump exchange is off in these rules</source>
      <translation>в этих правилах обмена козыря нет</translation>
    </message>
    <message>
      <source>forwarding by showing a trump is off in these rules</source>
      <translation>в этих правилах перевода показом козыря нет</translation>
    </message>
    <message>
      <source>P{player} does not hold {cards}</source>
      <translation>P{player}: на руке нет {cards}</translation>
    </message>
    <message>
      <source>at most {limit} attack cards may be played this round</source>
      <translation>за этот ход можно сыграть не больше {limit} атакующих карт</translation>
    </message>
    <message>
      <source>that is not a legal move now</source>
      <translation>сейчас так ходить нельзя</translation>
    </message>
    <message>
      <source>P{player} is the defender: he covers, forwards or takes, but cannot attack</source>
      <translation>P{player} защищается: кроет, переводит или берёт, но не атакует</translation>
    </message>
    <message>
      <source>only the offender (P{offender}) may lead</source>
      <translation>первым ходит только атакующий (P{offender})</translation>
    </message>
    <message>
      <source>cards led together must share a rank</source>
      <translation>вместе можно ходить только картами одного достоинства</translation>
    </message>
    <message>
      <source>the defender P{defender} cannot cover more than {room}: lead fewer</source>
      <translation>защитник P{defender} может покрыть не больше {room}: сходите меньшим числом карт</translation>
    </message>
    <message>
      <source>P{player} may not add cards against his partner P{defender}</source>
      <translation>P{player} не может подкидывать партнёру по команде (P{defender})</translation>
    </message>
    <message>
      <source>P{player} may not add cards: only the offender and the co-offender may</source>
      <translation>P{player} не может подкидывать: подкидывают только атакующий и соседний игрок</translation>
    </message>
    <message>
      <source>P{player} may not add cards: only the attackers may</source>
      <translation>P{player} не может подкидывать: подкидывают только атакующие</translation>
    </message>
    <message>
      <source>add cards to the attack one at a time</source>
      <translation>подкидывайте по одной карте</translation>
    </message>
    <message>
      <source>{card} does not match a rank on the table</source>
      <translation>{card} не совпадает по достоинству ни с одной картой на столе</translation>
    </message>
    <message>
      <source>nothing may be added until the defender has covered a card</source>
      <translation>подкидывать нельзя, пока защитник не побил хотя бы одну карту</translation>
    </message>
    <message>
      <source>P{player} said done: he may add again once the table changes</source>
      <translation>P{player}: «бито»; подкинуть можно, когда на столе что-то изменится</translation>
    </message>
    <message>
      <source>the defender P{defender} cannot be given more cards than he holds</source>
      <translation>нельзя подкинуть больше карт, чем на руках у защитника (P{defender})</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may cover cards</source>
      <translation>крыть может только защитник (P{defender})</translation>
    </message>
    <message>
      <source>P{player} has given up and takes the cards</source>
      <translation>P{player} не отбивается и берёт карты</translation>
    </message>
    <message>
      <source>{target} is not an attack card on the table</source>
      <translation>{target} — не атакующая карта на столе</translation>
    </message>
    <message>
      <source>{target} is already covered by {cover}</source>
      <translation>{target} уже покрыта картой {cover}</translation>
    </message>
    <message>
      <source>{card} named {suit} cannot beat {target}</source>
      <translation>{card}, названная мастью {suit}, не бьёт {target}</translation>
    </message>
    <message>
      <source>{card} cannot beat {target}: the weli counts as a {suit}</source>
      <translation>{card} не бьёт {target}: вели считается мастью {suit}</translation>
    </message>
    <message>
      <source>{target} is a club: only a higher club beats it (the cross rule)</source>
      <translation>{target} — трефа: её бьёт только старшая трефа (крестовое правило)</translation>
    </message>
    <message>
      <source>{card} cannot beat {target}</source>
      <translation>{card} не бьёт {target}</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may take back a defence card</source>
      <translation>забрать покрывающую карту может только защитник (P{defender})</translation>
    </message>
    <message>
      <source>that defence card cannot be taken back now</source>
      <translation>эту покрывающую карту сейчас забрать нельзя</translation>
    </message>
    <message>
      <source>{card} is not one of P{player}'s defence cards on the table</source>
      <translation>{card} — не покрывающая карта на столе (P{player})</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may take the cards</source>
      <translation>брать карты может только защитник (P{defender})</translation>
    </message>
    <message>
      <source>the table is empty: there is nothing to take</source>
      <translation>стол пуст: брать нечего</translation>
    </message>
    <message>
      <source>P{player} is already taking the cards</source>
      <translation>P{player} уже берёт карты</translation>
    </message>
    <message>
      <source>every card is covered: nothing to take (take a cover back first)</source>
      <translation>всё покрыто: брать нечего (сначала заберите покрывающую карту)</translation>
    </message>
    <message>
      <source>P{player} is not attacking this round</source>
      <translation>P{player} в этом ходу не атакует</translation>
    </message>
    <message>
      <source>the offender P{offender} must lead first</source>
      <translation>сначала ходит атакующий (P{offender})</translation>
    </message>
    <message>
      <source>the defender is still covering: wait until every card is covered</source>
      <translation>защитник ещё кроет: подождите, пока всё будет покрыто</translation>
    </message>
    <message>
      <source>P{player} has already said done</source>
      <translation>P{player}: уже «бито»</translation>
    </message>
    <message>
      <source>P{player} has no cards left</source>
      <translation>P{player}: карт не осталось</translation>
    </message>
    <message>
      <source>nothing more may be added to this round</source>
      <translation>в этот ход больше ничего подкинуть нельзя</translation>
    </message>
    <message>
      <source>the weli is off in these rules: no card is named a suit</source>
      <translation>в этих правилах вели нет: масть карте не назначают</translation>
    </message>
    <message>
      <source>name the suit the weli {card} counts as on the table (e.g. {example})</source>
      <translation>назовите масть, которой вели {card} считается на столе (например, {example})</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may forward</source>
      <translation>переводить может только защитник (P{defender})</translation>
    </message>
    <message>
      <source>forwarding is off in these rules</source>
      <translation>в этих правилах перевода нет</translation>
    </message>
    <message>
      <source>there is no attack to forward</source>
      <translation>нечего переводить</translation>
    </message>
    <message>
      <source>a card has been covered: too late to forward</source>
      <translation>карта уже покрыта: переводить поздно</translation>
    </message>
    <message>
      <source>another attacker has added a card: too late to forward</source>
      <translation>другой атакующий уже подкинул: переводить поздно</translation>
    </message>
    <message>
      <source>the attack mixes ranks: it cannot be forwarded</source>
      <translation>в атаке карты разного достоинства: её нельзя перевести</translation>
    </message>
    <message>
      <source>only the trump of the attacked rank ({card}) may be shown to forward</source>
      <translation>для перевода можно показать только козырь атакованного достоинства ({card})</translation>
    </message>
    <message>
      <source>forward with cards of the attacked rank ({rank})</source>
      <translation>переводите картой того же достоинства ({rank})</translation>
    </message>
    <message>
      <source>a forward goes to the left in these rules</source>
      <translation>по этим правилам переводят только налево</translation>
    </message>
    <message>
      <source>no trump may be laid to forward: trumps can not be pushed</source>
      <translation>козырем не переводят: козыри не переводятся</translation>
    </message>
    <message>
      <source>P{next} is the only opponent left: forward to the left</source>
      <translation>P{next} — единственный оставшийся соперник: переводите налево</translation>
    </message>
    <message>
      <source>P{player} has already forwarded by showing a trump in this game</source>
      <translation>P{player}: перевод показом козыря в этой игре уже был</translation>
    </message>
    <message>
      <source>P{player} has already forwarded by showing a trump this round</source>
      <translation>P{player}: перевод показом козыря в этом коне уже был</translation>
    </message>
    <message>
      <source>forward with as many cards of the attacked rank as the attack holds ({count})</source>
      <translation>переводите столькими картами атакованного достоинства, сколько их в атаке ({count})</translation>
    </message>
    <message>
      <source>P{next} cannot defend {total} cards with a hand of {held}</source>
      <translation>P{next} не отобьётся от {total} карт, имея на руках {held}</translation>
    </message>
    <message>
      <source>cheating is off in these rules: there is nothing to catch</source>
      <translation>шулерство в этих правилах выключено: ловить нечего</translation>
    </message>
    <message>
      <source>there is no card on the table to catch</source>
      <translation>на столе нет карты, чтобы поймать</translation>
    </message>
    <message>
      <source>{card} is not on the table</source>
      <translation>{card} не лежит на столе</translation>
    </message>
    <message>
      <source>P{player} named a card that broke no rule: he may not catch again this round</source>
      <translation>P{player}: названная карта не нарушала правил, в этом коне ловить больше нельзя</translation>
    </message>
    <message>
      <source>P{player} laid {card} himself</source>
      <translation>P{player}: {card} положена им самим</translation>
    </message>
    <message>
      <source>{card} broke no rule: P{player} may not catch again this round</source>
      <translation>{card} не нарушала правил: P{player} в этом коне ловить больше не может</translation>
    </message>
    <message>
      <source>redealing is off in these rules</source>
      <translation>в этих правилах пересдачи нет</translation>
    </message>
    <message>
      <source>a redeal may only be asked for after the deal, before the first attack</source>
      <translation>пересдать можно попросить только после раздачи, до первого хода</translation>
    </message>
    <message>
      <source>P{player} may ask for a redeal only with five cards of one suit or six of one colour</source>
      <translation>P{player} может попросить пересдать только с пятью картами одной масти или шестью одного цвета</translation>
    </message>
    <message>
      <source>P{player} may ask for a redeal only with five cards of one suit</source>
      <translation>P{player} может попросить пересдать только с пятью картами одной масти</translation>
    </message>
    <message>
      <source>the face-up trump card has been drawn: there is nothing to exchange</source>
      <translation>открытый козырь уже взят из колоды: менять нечего</translation>
    </message>
    <message>
      <source>the lowest trump ({card}) is the face-up card itself: there is nothing to exchange</source>
      <translation>младший козырь ({card}) сам лежит открытым: менять нечего</translation>
    </message>
    <message>
      <source>only the lowest trump ({card}) may be exchanged for the face-up trump card</source>
      <translation>на открытую козырную карту можно обменять только младший козырь ({card})</translation>
    </message>
    <message>
      <source>the trump card is exchanged by the offender, before he leads</source>
      <translation>козырь меняет атакующий, перед своим ходом</translation>
    </message>
    <message>
      <source>it is P{current}'s turn to add: the attackers add one after another</source>
      <translation>сейчас подкидывает P{current}: нападающие подкидывают по очереди</translation>
    </message>
    <message>
      <source>P{player} has passed for the rest of this bout</source>
      <translation>P{player}: пас до конца этого хода</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Перейти к:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>&amp;Типы файлов:</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <translation>Папка</translation>
    </message>
    <message>
      <source>File Folder</source>
      <translation>Папка с файлами</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Файл</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Диск</translation>
    </message>
    <message>
      <source>Unknown</source>
      <translation>Неизвестный</translation>
    </message>
    <message>
      <source>Shortcut</source>
      <translation>Ярлык</translation>
    </message>
    <message>
      <source>Alias</source>
      <translation>Псевдоним</translation>
    </message>
  </context>
</TS>
