<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name>durak</name>
    <message>
      <source>Cards</source>
      <translation>Cartes</translation>
    </message>
    <message>
      <source>Card dec&amp;k:</source>
      <translation>St&amp;yle des cartes :</translation>
    </message>
    <message>
      <source>Russian court letters: В, Д, К, Т for jack, queen, king and ace</source>
      <translation>Lettres russes des figures : В, Д, К, Т pour valet, dame, roi et as</translation>
    </message>
    <message>
      <source>Preview of the cards</source>
      <translation>Aperçu des cartes</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
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
&lt;h3&gt;Le jeu&lt;/h3&gt;
&lt;p&gt;Chacun reçoit six cartes ; la carte sous le talon fixe l'atout. L'attaquant
(&lt;span style="background-color:#3fbf4f; color:#000000"&gt;&amp;nbsp;vert&amp;nbsp;&lt;/span&gt;) attaque le joueur à sa gauche, le défenseur
(&lt;span style="background-color:#e0453a; color:#000000"&gt;&amp;nbsp;rouge&amp;nbsp;&lt;/span&gt;) ; le co-attaquant
(&lt;span style="background-color:#f0c93a; color:#000000"&gt;&amp;nbsp;jaune&amp;nbsp;&lt;/span&gt;) peut se joindre à l'attaque.&lt;/p&gt;
&lt;p&gt;Le défenseur couvre chaque carte d'attaque avec une carte plus forte de la même
couleur, ou avec un atout. Les attaquants peuvent ajouter des cartes de toute valeur déjà
sur la table, jamais plus que le défenseur ne peut couvrir. Avec le transfert, le
défenseur peut plutôt poser une carte de la valeur attaquée à côté de l'attaque et la
passer au joueur suivant, tant que rien n'est couvert et que personne d'autre que
l'attaquant n'a ajouté de carte.&lt;/p&gt;
&lt;p&gt;Quand tout est couvert et que personne n'ajoute avant la fin du compte à rebours, les
cartes sont défaussées et le défenseur attaque ensuite. Un défenseur qui ne peut ou ne
veut pas couvrir ramasse toutes les cartes. Chacun complète sa main à six, l'attaquant
d'abord, le défenseur en dernier. Une fois le talon vide, qui n'a plus de cartes sort :
le premier sorti gagne, le dernier à tenir des cartes est le &lt;b&gt;durak&lt;/b&gt;.&lt;/p&gt;
&lt;h3&gt;Souris et tactile&lt;/h3&gt;
&lt;ul&gt;&lt;li&gt;Glissez une carte sur une carte d'attaque pour la couvrir, sur la table pour
attaquer ou ajouter, à côté de l'attaque pour la transférer. En défense, ramenez votre
carte dans la main, ou sur une autre carte d'attaque.&lt;/li&gt;
&lt;li&gt;Un clic (une touche) sélectionne une carte, ou plusieurs ; un double clic (double
touche) la joue là où elle va : en défense elle transfère quand elle le peut, sinon elle
couvre la plus haute carte qu'elle bat ; en attaque elle est posée ou ajoutée. L'infobulle
d'une carte dit ce qu'un double clic fera. Un double clic sur une carte quand d'autres
sont sélectionnées, ou glisser l'une de plusieurs cartes sélectionnées, les joue toutes :
une paire est posée ou transférée ensemble.&lt;/li&gt;
&lt;li&gt;Avec l'échange de l'atout : glissez votre plus petit atout sur la carte d'atout
retournée, ou double-cliquez (touchez deux fois) cette carte, pour les échanger avant
d'entamer.&lt;/li&gt;
&lt;li&gt;Avec la nouvelle donne : tant que votre main le permet, le bouton
« Ramasser » / « Fin de l'attaque » affiche « Redonner ».&lt;/li&gt;
&lt;li&gt;Avec le transfert en montrant un atout : tant que vous pouvez montrer l'atout de la valeur
attaquée, un bouton « Montrer ..., transférer (T) » apparaît ; la carte reste dans votre main.&lt;/li&gt;
&lt;li&gt;Avec le changement de sens : tant que vous pouvez transférer vers la droite, le bouton
« Transfert : gauche (F) » apparaît ; cliquez-le (touchez-le) pour envoyer votre prochain
transfert vers la droite, puis posez la carte à côté de l'attaque, double-cliquez ou appuyez sur UP.&lt;/li&gt;
&lt;li&gt;Avec la triche : une carte posée là où elle enfreint une règle (une couverture qui ne
bat pas, une carte ajoutée d'un rang absent de la table) est jouée en trichant. Pour dénoncer
une triche, cliquez (touchez) la carte suspecte sur la table, puis « Attrapé ! », ou
double-cliquez (touchez deux fois) la carte ; une dénonciation à tort vous interdit de dénoncer
jusqu'à la fin du tour.&lt;/li&gt;&lt;/ul&gt;
&lt;h3&gt;Clavier&lt;/h3&gt;
&lt;table&gt;
&lt;tr&gt;&lt;td&gt;GAUCHE / DROITE&lt;/td&gt;&lt;td&gt;carte précédente / suivante&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;MAJ+GAUCHE / DROITE&lt;/td&gt;&lt;td&gt;étendre la sélection&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+GAUCHE / DROITE&lt;/td&gt;&lt;td&gt;déplacer le curseur sans changer la sélection&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+ESPACE&lt;/td&gt;&lt;td&gt;sélectionner ou désélectionner la carte sous le curseur&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;HAUT&lt;/td&gt;&lt;td&gt;jouer la ou les cartes sélectionnées ; celles qui ne
peuvent pas être jouées restent en main, et la ligne d'état dit pourquoi&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;BAS&lt;/td&gt;&lt;td&gt;désélectionner ; sinon reprendre vos cartes de défense, puis tout
ramasser ; en attaque : terminer l'attaque&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+A&lt;/td&gt;&lt;td&gt;sélectionner toutes les cartes&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;O&lt;/td&gt;&lt;td&gt;trier vos cartes par valeur (les paires côte à côte) ou par couleur&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;S&lt;/td&gt;&lt;td&gt;effets sonores coupés / activés&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;L&lt;/td&gt;&lt;td&gt;afficher / masquer l'historique des coups&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;H&lt;/td&gt;&lt;td&gt;conseil : le coup que le robot « Difficile » jouerait à votre
place, sur vos cartes et sur la table (aussi le bouton « Conseil », ou un appui long
sur écran tactile) ; en ligne seulement si la salle autorise
les conseils&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;X&lt;/td&gt;&lt;td&gt;échanger votre plus petit atout contre la carte d'atout retournée
(échange de l'atout)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;R&lt;/td&gt;&lt;td&gt;demander une nouvelle donne (après la donne, avec cinq cartes d'une couleur)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;T&lt;/td&gt;&lt;td&gt;transférer en montrant l'atout de la valeur attaquée (il reste dans votre
main)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F&lt;/td&gt;&lt;td&gt;changement de sens : votre prochain transfert va vers la droite (encore :
vers la gauche)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;triche : soupçonner la dernière carte posée (SHIFT+K : celle d'avant), K à nouveau
dénonce la carte suspecte&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;D&lt;/td&gt;&lt;td&gt;afficher / masquer les cartes vues (défaussées, et connues dans les autres mains)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;ESPACE&lt;/td&gt;&lt;td&gt;pause / reprendre&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;M&lt;/td&gt;&lt;td&gt;menu&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+N&lt;/td&gt;&lt;td&gt;nouvelle partie&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Ctrl+Z&lt;/td&gt;&lt;td&gt;annuler votre dernier coup et les réponses des bots (contre des bots)&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;K&lt;/td&gt;&lt;td&gt;discussion (en ligne) : tapez une ligne, Entrée l'envoie, Échap revient à la
table&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;F11 / Échap&lt;/td&gt;&lt;td&gt;plein écran / le quitter&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;Tab / Maj+Tab&lt;/td&gt;&lt;td&gt;passer d'un bouton à l'autre ; Entrée ou ESPACE appuie
sur celui qui est encadré ; Échap revient à la table&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
</translation>
    </message>
    <message>
      <source>Playing the weli 6♦ (by a drop, a double click or tap, or UP): when it may count as more than one suit, four suit buttons appear on the table; click (tap) one, or press 1-4 (♠ ♥ ♦ ♣), S, H, D or C, or choose with LEFT / RIGHT and press Enter; Escape (or Cancel) plays nothing. When only one suit fits, it is named for you and the status line says which. On the table the 6♦ wears its suit in its top right corner.</source>
      <translation>Jouer le weli 6♦ (en le déposant, par double-clic ou double tape, ou UP) : quand il peut valoir plus d'une couleur, quatre boutons de couleur apparaissent sur la table ; cliquez (touchez) l'un d'eux, ou appuyez sur 1-4 (♠ ♥ ♦ ♣), S, H, D ou C, ou choisissez avec LEFT / RIGHT puis Entrée ; Échap (ou Annuler) ne joue rien. Quand une seule couleur convient, elle est nommée pour vous et la ligne d'état dit laquelle. Sur la table, le 6♦ porte sa couleur dans son coin supérieur droit.</translation>
    </message>
    <message>
      <source>Rules of this table</source>
      <translation>Règles de cette table</translation>
    </message>
    <message>
      <source>Variants in this game</source>
      <translation>Variantes de cette partie</translation>
    </message>
    <message>
      <source>Rules and controls</source>
      <translation>Règles et commandes</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Durak {version}&lt;/h3&gt;&lt;p&gt;The Russian card game, for the desktop.&lt;/p&gt;&lt;p&gt;A rewrite of the PyQt4 game by Philipp Niedermayer (eltos/durak), Apache License 2.0.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Durak {version}&lt;/h3&gt;&lt;p&gt;Le jeu de cartes russe, pour le bureau.&lt;/p&gt;&lt;p&gt;Une réécriture du jeu PyQt4 de Philipp Niedermayer (eltos/durak), licence Apache 2.0.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n joueur</numerusform>
        <numerusform>%n joueurs</numerusform>
      </translation>
    </message>
    <message>
      <source>Menu</source>
      <translation>Menu</translation>
    </message>
    <message>
      <source>&amp;New game</source>
      <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
      <source>Number of players</source>
      <translation>Nombre de joueurs</translation>
    </message>
    <message>
      <source>&amp;Undo my last move</source>
      <translation>&amp;Annuler mon dernier coup</translation>
    </message>
    <message>
      <source>Play &amp;online...</source>
      <translation>Jouer en &amp;ligne...</translation>
    </message>
    <message>
      <source>Save re&amp;play...</source>
      <translation>&amp;Enregistrer la partie...</translation>
    </message>
    <message>
      <source>&amp;Score</source>
      <translation>&amp;Score</translation>
    </message>
    <message>
      <source>&amp;Watch a replay...</source>
      <translation>&amp;Voir une partie enregistrée...</translation>
    </message>
    <message>
      <source>S&amp;ettings</source>
      <translation>Para&amp;mètres</translation>
    </message>
    <message>
      <source>S&amp;tatistics</source>
      <translation>S&amp;tatistiques</translation>
    </message>
    <message>
      <source>&amp;Fullscreen</source>
      <translation>&amp;Plein écran</translation>
    </message>
    <message>
      <source>&amp;Rules and controls</source>
      <translation>&amp;Règles et commandes</translation>
    </message>
    <message>
      <source>&amp;About</source>
      <translation>À pr&amp;opos</translation>
    </message>
    <message>
      <source>E&amp;xit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>&amp;Close</source>
      <translation>&amp;Fermer</translation>
    </message>
    <message>
      <source>{place} of {players}</source>
      <translation>{place} sur {players}</translation>
    </message>
    <message numerus="yes">
      <source>Games played: %n</source>
      <translation>
        <numerusform>Parties jouées : %n</numerusform>
        <numerusform>Parties jouées : %n</numerusform>
      </translation>
    </message>
    <message>
      <source>Score: {percent}</source>
      <translation>Score : {percent}</translation>
    </message>
    <message numerus="yes">
      <source>Times durak: %n</source>
      <translation>
        <numerusform>Fois durak : %n</numerusform>
        <numerusform>Fois durak : %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>With epaulettes: %n</source>
      <translation>
        <numerusform>Avec épaulettes : %n</numerusform>
        <numerusform>Avec épaulettes : %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Abandoned (counted as last places): %n</source>
      <translation>
        <numerusform>Abandonnées (comptées dernière place) : %n</numerusform>
        <numerusform>Abandonnées (comptées dernière place) : %n</numerusform>
      </translation>
    </message>
    <message>
      <source>Last game: place {place}</source>
      <translation>Dernière partie : place {place}</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>&amp;Reset...</source>
      <translation>&amp;Réinitialiser...</translation>
    </message>
    <message>
      <source>Reset the score? Every game counted so far is forgotten.</source>
      <translation>Réinitialiser le score ? Toutes les parties comptées jusqu'ici sont oubliées.</translation>
    </message>
    <message>
      <source>Classic 6-card</source>
      <translation>Classique à 6 cartes</translation>
    </message>
    <message>
      <source>Original</source>
      <translation>Original</translation>
    </message>
    <message>
      <source>Transfer</source>
      <translation>Transfert (perevodnoï)</translation>
    </message>
    <message>
      <source>Cheating Durak</source>
      <translation>Durak tricheur</translation>
    </message>
    <message>
      <source>Podkidnoy for 52 cards</source>
      <translation>Podkidnoï à 52 cartes</translation>
    </message>
    <message>
      <source>Teams 2 vs 2</source>
      <translation>Équipes 2 contre 2</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Rapide</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Lent</translation>
    </message>
    <message>
      <source>Classic</source>
      <translation>Classique</translation>
    </message>
    <message>
      <source>Dark wood</source>
      <translation>Bois sombre</translation>
    </message>
    <message>
      <source>High contrast</source>
      <translation>Contraste élevé</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Table</translation>
    </message>
    <message>
      <source>&amp;Theme:</source>
      <translation>&amp;Thème :</translation>
    </message>
    <message>
      <source>Oppo&amp;nents:</source>
      <translation>&amp;Adversaires :</translation>
    </message>
    <message>
      <source>Per player:</source>
      <translation>Par joueur :</translation>
    </message>
    <message>
      <source>S&amp;peed:</source>
      <translation>&amp;Vitesse :</translation>
    </message>
    <message>
      <source>System</source>
      <translation>Système</translation>
    </message>
    <message>
      <source>&amp;Language:</source>
      <translation>&amp;Langue :</translation>
    </message>
    <message>
      <source>Sort &amp;your cards:</source>
      <translation>Trier vos &amp;cartes :</translation>
    </message>
    <message>
      <source>End my attack at once when I have nothing to add</source>
      <translation>Terminer mon attaque aussitôt si je n'ai rien à ajouter</translation>
    </message>
    <message>
      <source>Di&amp;m the cards I cannot play now</source>
      <translation>Assom&amp;brir les cartes que je ne peux pas jouer</translation>
    </message>
    <message>
      <source>Reduce motion: cards &amp;jump into place</source>
      <translation>Réduire les animations : les cartes &amp;sautent à leur place</translation>
    </message>
    <message>
      <source>No card slides: every move (yours, the bots', a deal, a drop) shows at once, at any speed</source>
      <translation>Aucune carte ne glisse : chaque coup (le vôtre, ceux des bots, la donne, un dépôt) s'affiche aussitôt, à toute vitesse</translation>
    </message>
    <message>
      <source>Allow &amp;undo against bots (Ctrl+Z)</source>
      <translation>Autor&amp;iser l'annulation contre les bots (Ctrl+Z)</translation>
    </message>
    <message>
      <source>Show the move lo&amp;g (L)</source>
      <translation>Afficher l'&amp;historique des coups (L)</translation>
    </message>
    <message>
      <source>Show the cards &amp;seen: discarded, and known in other hands (D)</source>
      <translation>Afficher les cartes vues : &amp;défaussées, et connues dans les autres mains (D)</translation>
    </message>
    <message>
      <source>As above</source>
      <translation>Comme ci-dessus</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Joueur {number}</translation>
    </message>
    <message>
      <source>Sound effe&amp;cts</source>
      <translation>E&amp;ffets sonores</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Volume</translation>
    </message>
    <message>
      <source>&amp;Volume:</source>
      <translation>Volum&amp;e :</translation>
    </message>
    <message>
      <source>Rules (from the next game)</source>
      <translation>Règles (dès la prochaine partie)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Personnalisé</translation>
    </message>
    <message>
      <source>Pr&amp;eset:</source>
      <translation>Préré&amp;glage :</translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n carte</numerusform>
        <numerusform>%n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>&amp;Deck:</source>
      <translation>&amp;Jeu :</translation>
    </message>
    <message>
      <source>&amp;Hand size:</source>
      <translation>Cartes en &amp;main :</translation>
    </message>
    <message>
      <source>Defender may forward the attack (perevodnoy)</source>
      <translation>Le défenseur peut transférer l'attaque (perevodnoï)</translation>
    </message>
    <message>
      <source>Offender and co-offender</source>
      <translation>Attaquant et co-attaquant</translation>
    </message>
    <message>
      <source>Everybody but the defender</source>
      <translation>Tous sauf le défenseur</translation>
    </message>
    <message>
      <source>&amp;Who may add:</source>
      <translation>&amp;Qui peut ajouter :</translation>
    </message>
    <message>
      <source>&amp;Attack limit per round:</source>
      <translation>Cartes d'attaque par to&amp;ur :</translation>
    </message>
    <message>
      <source>&amp;First round limit:</source>
      <translation>Limite du &amp;premier tour :</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Time to &amp;reinforce:</source>
      <translation>Temps pour ajoute&amp;r :</translation>
    </message>
    <message>
      <source>Lowest trump</source>
      <translation>Plus petit atout</translation>
    </message>
    <message>
      <source>Random player</source>
      <translation>Joueur au hasard</translation>
    </message>
    <message>
      <source>F&amp;irst offender:</source>
      <translation>Premier attaqua&amp;nt :</translation>
    </message>
    <message>
      <source>Attackers may throw in after the defender gives up</source>
      <translation>Les attaquants peuvent ajouter après l'abandon du défenseur</translation>
    </message>
    <message>
      <source>The weli is the six of diamonds: it needs a deck with sixes (36 or 52 cards)</source>
      <translation>Le weli est le six de carreau : il faut un jeu avec des six (36 ou 52 cartes)</translation>
    </message>
    <message>
      <source>&amp;OK</source>
      <translation>&amp;OK</translation>
    </message>
    <message>
      <source>Variants</source>
      <translation>Variantes</translation>
    </message>
    <message>
      <source>Teams and series</source>
      <translation>Équipes et séries</translation>
    </message>
    <message>
      <source>These teams need 6 players, more than the deck can deal hands to: choose a larger deck, smaller hands or two teams</source>
      <translation>Ces équipes demandent 6 joueurs, plus que le jeu de cartes ne peut servir : choisissez un jeu plus grand, des mains plus petites ou deux équipes</translation>
    </message>
    <message>
      <source>No limit</source>
      <translation>Sans limite</translation>
    </message>
    <message>
      <source>Perevodnoy</source>
      <translation>Perevodnoï</translation>
    </message>
    <message>
      <source>Podkidnoy</source>
      <translation>Podkidnoï</translation>
    </message>
    <message>
      <source>Teams</source>
      <translation>Équipes</translation>
    </message>
    <message>
      <source>Mixed</source>
      <translation>Mixte</translation>
    </message>
    <message>
      <source>{players}, {cards}, {rules}</source>
      <translation>{players}, {cards}, {rules}</translation>
    </message>
    <message>
      <source>Games: {games} · won: {wins} · durak: {durak} (with epaulettes: {epaulettes}) · abandoned: {abandoned} · score: {score} · streak: {streak} (best {best})</source>
      <translation>Parties : {games} · gagnées : {wins} · durak : {durak} (avec épaulettes : {epaulettes}) · abandonnées : {abandoned} · score : {score} · série : {streak} (meilleure {best})</translation>
    </message>
    <message numerus="yes">
      <source>%n games with a move taken back (Ctrl+Z)</source>
      <translation>
        <numerusform>%n partie avec un coup annulé (Ctrl+Z)</numerusform>
        <numerusform>%n parties avec un coup annulé (Ctrl+Z)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Cheating: %n cheats made</source>
      <translation>
        <numerusform>Triche : %n triche</numerusform>
        <numerusform>Triche : %n triches</numerusform>
      </translation>
    </message>
    <message>
      <source>caught: {caught} · your right catches: {catches}</source>
      <translation>dénoncées : {caught} · vos dénonciations justes : {catches}</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistiques</translation>
    </message>
    <message>
      <source>&amp;Charts</source>
      <translation>&amp;Graphiques</translation>
    </message>
    <message>
      <source>By &amp;table</source>
      <translation>Par &amp;table</translation>
    </message>
    <message>
      <source>Opponents</source>
      <translation>Adversaires</translation>
    </message>
    <message>
      <source>By &amp;opponents</source>
      <translation>Par &amp;adversaires</translation>
    </message>
    <message>
      <source>Recent &amp;games</source>
      <translation>Parties &amp;récentes</translation>
    </message>
    <message>
      <source>&amp;Export CSV...</source>
      <translation>&amp;Exporter en CSV...</translation>
    </message>
    <message>
      <source>Score over time</source>
      <translation>Score au fil du temps</translation>
    </message>
    <message>
      <source>Places (games finished)</source>
      <translation>Places (parties terminées)</translation>
    </message>
    <message>
      <source>Durak rate by opponent level</source>
      <translation>Taux de durak par niveau d'adversaire</translation>
    </message>
    <message>
      <source>Epaulettes by opponent level</source>
      <translation>Épaulettes par niveau d'adversaire</translation>
    </message>
    <message>
      <source>Recent games</source>
      <translation>Parties récentes</translation>
    </message>
    <message>
      <source>{when} · {players}</source>
      <translation>{when} · {players}</translation>
    </message>
    <message>
      <source>&amp;Watch this game</source>
      <translation>&amp;Voir cette partie</translation>
    </message>
    <message>
      <source>The games you finish here are kept to watch again.</source>
      <translation>Les parties que vous terminez ici sont gardées pour les revoir.</translation>
    </message>
    <message>
      <source>Durak</source>
      <translation>Durak</translation>
    </message>
    <message>
      <source>Epaulettes</source>
      <translation>Épaulettes</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <source>Places</source>
      <translation>Places</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message>
      <source>Abandoned</source>
      <translation>Abandonnées</translation>
    </message>
    <message>
      <source>Best streak</source>
      <translation>Meilleure série</translation>
    </message>
    <message>
      <source>Streak</source>
      <translation>Série</translation>
    </message>
    <message>
      <source>Could not export: {error}</source>
      <translation>Échec de l'export : {error}</translation>
    </message>
    <message>
      <source>Exported: {path}</source>
      <translation>Exporté : {path}</translation>
    </message>
    <message>
      <source>Export statistics</source>
      <translation>Exporter les statistiques</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
      <source>Watch a replay</source>
      <translation>Voir une partie enregistrée</translation>
    </message>
    <message>
      <source>Durak games (*.json)</source>
      <translation>Parties de durak (*.json)</translation>
    </message>
    <message>
      <source>&amp;Recent replays:</source>
      <translation>Parties &amp;récentes :</translation>
    </message>
    <message>
      <source>No recent replays yet.</source>
      <translation>Pas encore de parties enregistrées.</translation>
    </message>
    <message>
      <source>Recent replays</source>
      <translation>Parties récentes</translation>
    </message>
    <message>
      <source>&amp;Watch</source>
      <translation>&amp;Voir</translation>
    </message>
    <message>
      <source>&amp;Open a file...</source>
      <translation>&amp;Ouvrir un fichier...</translation>
    </message>
    <message>
      <source>No games yet</source>
      <translation>Aucune partie pour l'instant</translation>
    </message>
    <message numerus="yes">
      <source>%n games: first {first}, lowest {low}, highest {high}, last {last}</source>
      <translation>
        <numerusform>%n partie : premier {first}, plus bas {low}, plus haut {high}, dernier {last}</numerusform>
        <numerusform>%n parties : premier {first}, plus bas {low}, plus haut {high}, dernier {last}</numerusform>
      </translation>
    </message>
    <message>
      <source>Russian Atlas</source>
      <translation>Atlas russe</translation>
    </message>
    <message>
      <source>Russian Atlas (Skat)</source>
      <translation>Atlas russe (skat)</translation>
    </message>
    <message>
      <source>The game's own</source>
      <translation>Les cartes du jeu</translation>
    </message>
    <message>
      <source>The card deck “{name}” cannot be used; the game's own cards are shown</source>
      <translation>Le jeu de cartes « {name} » est inutilisable ; les cartes du jeu sont affichées</translation>
    </message>
    <message>
      <source>Something went wrong, sorry. Your game is saved after every move.

What happened: {error}

The details are in {log}</source>
      <translation>Un problème est survenu, désolé. Votre partie est enregistrée après chaque coup.

Ce qui s'est passé : {error}

Les détails sont dans {log}</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Close (Escape)</source>
      <translation>Fermer (Échap)</translation>
    </message>
    <message>
      <source>Durak could not start.

What happened: {error}</source>
      <translation>Durak n'a pas pu démarrer.

Ce qui s'est passé : {error}</translation>
    </message>
    <message>
      <source>The details are in {log}</source>
      <translation>Les détails sont dans {log}</translation>
    </message>
    <message>
      <source>Play a short first game that shows how? (About a minute; No skips it.)</source>
      <translation>Jouer une courte première partie qui montre comment faire ? (Une minute environ ; Non la passe.)</translation>
    </message>
    <message>
      <source>Welcome! Press SPACE or Continue when you are ready (the rules are in the Menu)</source>
      <translation>Bienvenue ! Appuyez sur ESPACE ou Reprendre quand vous êtes prêt (les règles sont dans le Menu)</translation>
    </message>
    <message>
      <source>{name}'s table</source>
      <translation>Table de {name}</translation>
    </message>
    <message>
      <source>Resume hosting {table}?</source>
      <translation>Reprendre l'hébergement de {table} ?</translation>
    </message>
    <message>
      <source>Rejoin the online game at {url} (room {code}, as {name})?</source>
      <translation>Revenir à la partie en ligne sur {url} (salle {code}, en tant que {name}) ?</translation>
    </message>
    <message>
      <source>Continue the unfinished game?</source>
      <translation>Reprendre la partie inachevée ?</translation>
    </message>
    <message>
      <source>Abandon this game and deal anew?</source>
      <translation>Abandonner cette partie et redistribuer ?</translation>
    </message>
    <message>
      <source>About</source>
      <translation>À propos</translation>
    </message>
    <message>
      <source>Could not host the game: {error}</source>
      <translation>Impossible d'héberger la partie : {error}</translation>
    </message>
    <message>
      <source>Cannot watch {file}: {reason}</source>
      <translation>Impossible de voir {file} : {reason}</translation>
    </message>
    <message>
      <source>Undo is off (Menu → Settings)</source>
      <translation>L'annulation est désactivée (Menu → Paramètres)</translation>
    </message>
    <message>
      <source>You took back your last move</source>
      <translation>Vous avez annulé votre dernier coup</translation>
    </message>
    <message>
      <source>You took back your last move (Ctrl+Z: the one before)</source>
      <translation>Vous avez annulé votre dernier coup (Ctrl+Z : le précédent)</translation>
    </message>
    <message>
      <source>Chat (C)</source>
      <translation>Discussion (K)</translation>
    </message>
    <message>
      <source>Mute…</source>
      <translation>Rendre muet…</translation>
    </message>
    <message>
      <source>Hide chat</source>
      <translation>Masquer la discussion</translation>
    </message>
    <message>
      <source>Chat</source>
      <translation>Discussion</translation>
    </message>
    <message>
      <source>Chat line</source>
      <translation>Ligne de discussion</translation>
    </message>
    <message>
      <source>Say something to the table</source>
      <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Envoyer</translation>
    </message>
    <message>
      <source>React…</source>
      <translation>Réagir…</translation>
    </message>
    <message>
      <source>Show chat</source>
      <translation>Afficher la discussion</translation>
    </message>
    <message>
      <source>&amp;Rejoin the online game at {url} (room {code}, as {name})</source>
      <translation>&amp;Revenir à la partie en ligne sur {url} (salle {code}, en tant que {name})</translation>
    </message>
    <message>
      <source>Type your name</source>
      <translation>Tapez votre nom</translation>
    </message>
    <message>
      <source>A name is at most 24 letters, digits or signs</source>
      <translation>Un nom compte au plus 24 lettres, chiffres ou signes</translation>
    </message>
    <message>
      <source>Play online</source>
      <translation>Jouer en ligne</translation>
    </message>
    <message>
      <source>&amp;Create a room</source>
      <translation>&amp;Créer une salle</translation>
    </message>
    <message>
      <source>&amp;Join a room</source>
      <translation>&amp;Rejoindre une salle</translation>
    </message>
    <message>
      <source>Problem</source>
      <translation>Problème</translation>
    </message>
    <message>
      <source>C&amp;onnect</source>
      <translation>C&amp;onnecter</translation>
    </message>
    <message>
      <source>Your &amp;name:</source>
      <translation>Votre &amp;nom :</translation>
    </message>
    <message>
      <source>&amp;Players:</source>
      <translation>Jo&amp;ueurs :</translation>
    </message>
    <message>
      <source>My settings</source>
      <translation>Mes réglages</translation>
    </message>
    <message numerus="yes">
      <source>%n seconds</source>
      <translation>
        <numerusform>%n seconde</numerusform>
        <numerusform>%n secondes</numerusform>
      </translation>
    </message>
    <message>
      <source>Time to decide, per move</source>
      <translation>Temps de réflexion par coup</translation>
    </message>
    <message>
      <source>&amp;Time to decide:</source>
      <translation>&amp;Temps de réflexion :</translation>
    </message>
    <message>
      <source>A person</source>
      <translation>Une personne</translation>
    </message>
    <message>
      <source>{level} bot</source>
      <translation>Bot « {level} »</translation>
    </message>
    <message>
      <source>Seat {number}:</source>
      <translation>Place {number} :</translation>
    </message>
    <message>
      <source>Seat {number}</source>
      <translation>Place {number}</translation>
    </message>
    <message>
      <source>Other seats:</source>
      <translation>Autres places :</translation>
    </message>
    <message>
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <source>Pass&amp;word (optional):</source>
      <translation>&amp;Mot de passe (facultatif) :</translation>
    </message>
    <message>
      <source>Allow h&amp;ints: H shows a player the move the Hard bot would make in his place</source>
      <translation>Autoriser les conse&amp;ils : H montre à un joueur le coup que le robot « Difficile » jouerait à sa place</translation>
    </message>
    <message>
      <source>Allow hints</source>
      <translation>Autoriser les conseils</translation>
    </message>
    <message>
      <source>&amp;Host on this computer, for this network</source>
      <translation>&amp;Héberger sur cet ordinateur, pour ce réseau</translation>
    </message>
    <message>
      <source>On a &amp;server:</source>
      <translation>Sur un &amp;serveur :</translation>
    </message>
    <message>
      <source>Server address</source>
      <translation>Adresse du serveur</translation>
    </message>
    <message>
      <source>Open to this network: anyone here joins from the &amp;list, without the code</source>
      <translation>Ouverte à ce réseau : chacun ici la rejoint depuis la &amp;liste, sans le code</translation>
    </message>
    <message>
      <source>Open to this network</source>
      <translation>Ouverte à ce réseau</translation>
    </message>
    <message>
      <source>Your na&amp;me:</source>
      <translation>Votre no&amp;m :</translation>
    </message>
    <message>
      <source>Games on this network</source>
      <translation>Parties sur ce réseau</translation>
    </message>
    <message>
      <source>Games on this &amp;network:</source>
      <translation>Parties sur ce rés&amp;eau :</translation>
    </message>
    <message>
      <source>Server &amp;address:</source>
      <translation>&amp;Adresse du serveur :</translation>
    </message>
    <message>
      <source>&amp;Invite code:</source>
      <translation>Code d'&amp;invitation :</translation>
    </message>
    <message>
      <source>Pass&amp;word:</source>
      <translation>Mot de &amp;passe :</translation>
    </message>
    <message>
      <source>{name}: open room, free seats: {free}, seated: {players}</source>
      <translation>{name} : salle ouverte, places libres : {free}, assis : {players}</translation>
    </message>
    <message>
      <source>(password)</source>
      <translation>(mot de passe)</translation>
    </message>
    <message>
      <source>None found yet: type the address below</source>
      <translation>Aucune trouvée pour l'instant : tapez l'adresse ci-dessous</translation>
    </message>
    <message>
      <source>This room asks for a password: type it, then OK</source>
      <translation>Cette salle demande un mot de passe : tapez-le, puis OK</translation>
    </message>
    <message numerus="yes">
      <source>This deck deals to at most %n players</source>
      <translation>
        <numerusform>Ce jeu se distribue à %n joueur au plus</numerusform>
        <numerusform>Ce jeu se distribue à %n joueurs au plus</numerusform>
      </translation>
    </message>
    <message>
      <source>Type the server's address, e.g. 192.168.1.20:8765</source>
      <translation>Tapez l'adresse du serveur, par ex. 192.168.1.20:8765</translation>
    </message>
    <message>
      <source>Type the invite code the room's creator gave you</source>
      <translation>Tapez le code d'invitation reçu du créateur de la salle</translation>
    </message>
    <message>
      <source>Room</source>
      <translation>Salle</translation>
    </message>
    <message>
      <source>Connecting to {url}…</source>
      <translation>Connexion à {url}…</translation>
    </message>
    <message>
      <source>Invite &amp;code:</source>
      <translation>&amp;Code d'invitation :</translation>
    </message>
    <message>
      <source>Invite code</source>
      <translation>Code d'invitation</translation>
    </message>
    <message>
      <source>C&amp;opy</source>
      <translation>Cop&amp;ier</translation>
    </message>
    <message>
      <source>S&amp;eats:</source>
      <translation>&amp;Places :</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Places</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>Co&amp;mmencer</translation>
    </message>
    <message>
      <source>Save &amp;replay…</source>
      <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
      <source>&amp;Leave the room</source>
      <translation>&amp;Quitter la salle</translation>
    </message>
    <message>
      <source>Back to the &amp;table</source>
      <translation>Retour à la &amp;table</translation>
    </message>
    <message>
      <source>&amp;Play again</source>
      <translation>&amp;Rejouer</translation>
    </message>
    <message>
      <source>Back to the &amp;menu</source>
      <translation>Retour au &amp;menu</translation>
    </message>
    <message>
      <source>Seat {number}: {name} ({note})</source>
      <translation>Place {number} : {name} ({note})</translation>
    </message>
    <message>
      <source>Server: {url}</source>
      <translation>Serveur : {url}</translation>
    </message>
    <message>
      <source>Hints are allowed in this room: H shows anyone the move the Hard bot would make in his place.</source>
      <translation>Les conseils sont autorisés dans cette salle : H montre à chacun le coup que le robot « Difficile » jouerait à sa place.</translation>
    </message>
    <message>
      <source>No hints in this room.</source>
      <translation>Pas de conseils dans cette salle.</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting…</source>
      <translation>Connexion perdue : reconnexion…</translation>
    </message>
    <message>
      <source>The server cannot be reached: still trying…</source>
      <translation>Le serveur est injoignable : nouvelle tentative en cours…</translation>
    </message>
    <message>
      <source>The game is on.</source>
      <translation>La partie est en cours.</translation>
    </message>
    <message>
      <source>Play again deals the next game in this room.</source>
      <translation>Rejouer distribue la partie suivante dans cette salle.</translation>
    </message>
    <message>
      <source>The room's creator may deal the next game.</source>
      <translation>Le créateur de la salle peut distribuer la partie suivante.</translation>
    </message>
    <message>
      <source>Game over. {title}</source>
      <translation>Partie terminée. {title}</translation>
    </message>
    <message>
      <source>Pass the invite code on; Start deals (a bot plays a person's seat nobody took).</source>
      <translation>Transmettez le code d'invitation ; Commencer distribue (un bot joue une place restée libre).</translation>
    </message>
    <message>
      <source>Waiting for the room's creator to start.</source>
      <translation>En attente du créateur de la salle.</translation>
    </message>
    <message>
      <source>Others join at {addresses}</source>
      <translation>Les autres rejoignent à {addresses}</translation>
    </message>
    <message>
      <source>No network found: others cannot join</source>
      <translation>Aucun réseau trouvé : les autres ne peuvent pas rejoindre</translation>
    </message>
    <message>
      <source>The invite code is copied.</source>
      <translation>Le code d'invitation est copié.</translation>
    </message>
    <message>
      <source>Online: room {code}</source>
      <translation>En ligne : salle {code}</translation>
    </message>
    <message>
      <source>The server cannot be reached</source>
      <translation>Le serveur est injoignable</translation>
    </message>
    <message>
      <source>The game goes on as soon as it is back: your seat waits for you a while, and a bot plays it meanwhile.</source>
      <translation>La partie reprend dès son retour : votre place vous attend un moment, et un bot la joue en attendant.</translation>
    </message>
    <message>
      <source>&amp;Keep trying</source>
      <translation>&amp;Continuer d'essayer</translation>
    </message>
    <message>
      <source>&amp;Leave</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>Replay</source>
      <translation>Partie enregistrée</translation>
    </message>
    <message>
      <source>Choose a card with ← and → (or click it), then press ↑</source>
      <translation>Choisissez une carte avec ← et → (ou cliquez dessus), puis appuyez sur ↑</translation>
    </message>
    <message>
      <source>{played}; {reason}</source>
      <translation>{played} ; {reason}</translation>
    </message>
    <message>
      <source>No forward to the right is possible now</source>
      <translation>Aucun transfert vers la droite n'est possible maintenant</translation>
    </message>
    <message>
      <source>Your forward goes to the right: drop beside the attack, double click or press ↑ (F: to the left)</source>
      <translation>Votre transfert va vers la droite : posez à côté de l'attaque, double-cliquez ou appuyez sur ↑ (F : vers la gauche)</translation>
    </message>
    <message>
      <source>Your forward goes to the left (F: to the right)</source>
      <translation>Votre transfert va vers la gauche (F : vers la droite)</translation>
    </message>
    <message>
      <source>Suspect {card}: press K or Catch! to catch it, SHIFT+K for another card</source>
      <translation>Suspect {card} : K ou Attrapé ! pour dénoncer, SHIFT+K pour une autre carte</translation>
    </message>
    <message>
      <source>Played as a cheat: it stands unless someone catches it before the round ends</source>
      <translation>Joué en trichant : cela tient si personne ne le dénonce avant la fin du tour</translation>
    </message>
    <message>
      <source>Name the suit of {card}: click one, or press 1-4 (or ← → and Enter); Esc plays nothing</source>
      <translation>Couleur du {card} : cliquez-en une ou appuyez sur 1-4 (ou ← → et Entrée) ; Échap ne joue rien</translation>
    </message>
    <message>
      <source>{card} counts as {suit}: the only suit it may be named here</source>
      <translation>{card} vaut {suit} : la seule couleur qu'on peut lui donner ici</translation>
    </message>
    <message>
      <source>Nothing played: {card} stays in your hand</source>
      <translation>Rien n'est joué : {card} reste dans votre main</translation>
    </message>
    <message>
      <source>To forward, drop the card beside the attack</source>
      <translation>Pour transférer, posez la carte à côté de l'attaque</translation>
    </message>
    <message>
      <source>To cover, drop the card onto the attack card it beats</source>
      <translation>Pour couvrir, posez la carte sur la carte d'attaque qu'elle bat</translation>
    </message>
    <message>
      <source>There is no move of yours to take back</source>
      <translation>Vous n'avez aucun coup à annuler</translation>
    </message>
    <message>
      <source>The game is paused: press SPACE or Continue</source>
      <translation>La partie est en pause : appuyez sur ESPACE ou Reprendre</translation>
    </message>
    <message>
      <source>Game {number} of this series</source>
      <translation>Partie {number} de cette série</translation>
    </message>
    <message>
      <source>The seat can no longer be rejoined: the game was left or ended, or the server was restarted</source>
      <translation>Cette place ne peut plus être reprise : la partie a été quittée ou est terminée, ou le serveur a redémarré</translation>
    </message>
    <message>
      <source>The room no longer exists on the server (it may have restarted).</source>
      <translation>La salle n'existe plus sur le serveur (il a peut-être redémarré).</translation>
    </message>
    <message>
      <source>The server no longer knows this seat (it may have restarted).</source>
      <translation>Le serveur ne connaît plus cette place (il a peut-être redémarré).</translation>
    </message>
    <message>
      <source>The room was closed</source>
      <translation>La salle a été fermée</translation>
    </message>
    <message>
      <source>This seat is played in another window now</source>
      <translation>Cette place est jouée dans une autre fenêtre maintenant</translation>
    </message>
    <message>
      <source>the server did not answer</source>
      <translation>le serveur n'a pas répondu</translation>
    </message>
    <message>
      <source>Could not reach the server at {url}: {error}</source>
      <translation>Impossible de joindre le serveur {url} : {error}</translation>
    </message>
    <message>
      <source>the connection closed</source>
      <translation>la connexion s'est fermée</translation>
    </message>
    <message>
      <source>Not connected to the server</source>
      <translation>Pas connecté au serveur</translation>
    </message>
    <message>
      <source>Reconnected</source>
      <translation>Reconnecté</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message>
      <source>Bot {number}</source>
      <translation>Bot {number}</translation>
    </message>
    <message>
      <source>offline</source>
      <translation>hors ligne</translation>
    </message>
    <message>
      <source>disconnected</source>
      <translation>déconnecté</translation>
    </message>
    <message>
      <source>connection unknown</source>
      <translation>connexion inconnue</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting (attempt {number})…</source>
      <translation>Connexion perdue : reconnexion (essai {number})…</translation>
    </message>
    <message>
      <source>The server cannot be reached: still trying (attempt {number})…</source>
      <translation>Le serveur est injoignable : nouvelle tentative (essai {number})…</translation>
    </message>
    <message>
      <source>{reason} Room: back to the menu</source>
      <translation>{reason} Salle : retour au menu</translation>
    </message>
    <message>
      <source>Disconnected from the server</source>
      <translation>Déconnecté du serveur</translation>
    </message>
    <message>
      <source>Game over: Play again deals the next game in this room</source>
      <translation>Partie terminée : Rejouer distribue la suivante dans cette salle</translation>
    </message>
    <message>
      <source>Game over: the room's creator may deal the next game</source>
      <translation>Partie terminée : le créateur de la salle peut redistribuer</translation>
    </message>
    <message>
      <source>{status} ({seconds} s left)</source>
      <translation>{status} (encore {seconds} s)</translation>
    </message>
    <message>
      <source>{status} (at most {seconds} s left)</source>
      <translation>{status} (encore {seconds} s au plus)</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Rejouer</translation>
    </message>
    <message>
      <source>Connection lost: reconnecting… The move was not sent</source>
      <translation>Connexion perdue : reconnexion… Le coup n'a pas été envoyé</translation>
    </message>
    <message>
      <source>An online game has no undo</source>
      <translation>Une partie en ligne ne s'annule pas</translation>
    </message>
    <message>
      <source>This room does not allow hints: its creator decides when opening it</source>
      <translation>Cette salle n'autorise pas les conseils : son créateur en décide en l'ouvrant</translation>
    </message>
    <message>
      <source>The server at {url} has a certificate this computer does not trust ({problems}). Its owner needs a certificate from an authority your system trusts (such as Let's Encrypt), for the name you typed.</source>
      <translation>Le serveur {url} présente un certificat auquel cet ordinateur ne fait pas confiance ({problems}). Son propriétaire doit obtenir un certificat d'une autorité reconnue par votre système (comme Let's Encrypt), pour le nom que vous avez saisi.</translation>
    </message>
    <message>
      <source>played by a bot</source>
      <translation>joué par un bot</translation>
    </message>
    <message>
      <source>free seat</source>
      <translation>place libre</translation>
    </message>
    <message>
      <source>away</source>
      <translation>absent</translation>
    </message>
    <message>
      <source>connected</source>
      <translation>connecté</translation>
    </message>
    <message>
      <source>Next move</source>
      <translation>Coup suivant</translation>
    </message>
    <message>
      <source>From the start</source>
      <translation>Depuis le début</translation>
    </message>
    <message numerus="yes">
      <source>Replay: %n moves. → or SPACE to play</source>
      <translation>
        <numerusform>Partie enregistrée : %n coup. → ou ESPACE pour la jouer</numerusform>
        <numerusform>Partie enregistrée : %n coups. → ou ESPACE pour la jouer</numerusform>
      </translation>
    </message>
    <message>
      <source>Move {number} of {count}: time is up</source>
      <translation>Coup {number} sur {count} : le temps est écoulé</translation>
    </message>
    <message>
      <source>{move} (a cheat)</source>
      <translation>{move} (triche)</translation>
    </message>
    <message>
      <source>Move {number} of {count}: {action}</source>
      <translation>Coup {number} sur {count} : {action}</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Reprendre</translation>
    </message>
    <message>
      <source>Pause</source>
      <translation>Pause</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <source>There are no hints in this game</source>
      <translation>Pas de conseils dans cette partie</translation>
    </message>
    <message>
      <source>First game, 1 of 5: leading. You attack first: double click 7♠ (or drag it onto the table)</source>
      <translation>Première partie, 1 sur 5 : entamer. Vous attaquez d'abord : double-cliquez sur 7♠ (ou glissez-la sur la table)</translation>
    </message>
    <message>
      <source>2 of 5: adding. Player 1 covered 7♠ with 9♠. Cards of a rank on the table may be added: double click 7♣</source>
      <translation>2 sur 5 : ajouter. Joueur 1 a couvert 7♠ avec 9♠. On peut ajouter des cartes d'une valeur déjà sur la table : double-cliquez sur 7♣</translation>
    </message>
    <message>
      <source>All covered: press End attack (or ↓). The cards go to the discard pile, and Player 1 leads next</source>
      <translation>Tout est couvert : appuyez sur Fin de l'attaque (ou ↓). Les cartes vont à la défausse, et Joueur 1 entame ensuite</translation>
    </message>
    <message>
      <source>3 of 5: covering. Player 1 leads 8♦ against you: cover it with a higher diamond or a trump. Double click 9♦</source>
      <translation>3 sur 5 : couvrir. Joueur 1 entame 8♦ contre vous : couvrez-la avec un carreau plus fort ou un atout. Double-cliquez sur 9♦</translation>
    </message>
    <message>
      <source>4 of 5: taking. Player 1 adds 8♣. You could cover it with a trump; this time take the cards: press Take cards</source>
      <translation>4 sur 5 : ramasser. Joueur 1 ajoute 8♣. Vous pourriez la couvrir avec un atout ; cette fois, ramassez les cartes : appuyez sur Ramasser</translation>
    </message>
    <message>
      <source>5 of 5: forwarding. Player 1 leads 6♦. Lay your 6♥ beside it (double click it): the attack passes on to Player 1</source>
      <translation>5 sur 5 : transférer. Joueur 1 entame 6♦. Posez votre 6♥ à côté (double-cliquez dessus) : l'attaque passe à Joueur 1</translation>
    </message>
    <message>
      <source>That is how it goes. Your first real game is dealt: press SPACE or Continue when you are ready</source>
      <translation>Voilà comment ça se joue. Votre première vraie partie est distribuée : appuyez sur ESPACE ou Reprendre quand vous êtes prêt</translation>
    </message>
    <message>
      <source>You found your own way: the first game plays on as any other</source>
      <translation>Vous avez choisi votre propre voie : la première partie continue comme une autre</translation>
    </message>
    <message>
      <source>Save replay</source>
      <translation>Enregistrer la partie</translation>
    </message>
    <message>
      <source>Could not save the replay: {error}</source>
      <translation>Impossible d'enregistrer la partie : {error}</translation>
    </message>
    <message>
      <source>Saved: {path}</source>
      <translation>Enregistré : {path}</translation>
    </message>
    <message>
      <source>Random</source>
      <translation>Aléatoire</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Difficile</translation>
    </message>
    <message>
      <source>By rank</source>
      <translation>Par valeur</translation>
    </message>
    <message>
      <source>By suit</source>
      <translation>Par couleur</translation>
    </message>
    <message>
      <source>Too few cards for the table as set; dealing: players {players}, deck {deck}, hand size {hand}</source>
      <translation>Pas assez de cartes pour la table choisie ; donne : joueurs {players}, jeu {deck}, taille de main {hand}</translation>
    </message>
    <message>
      <source>{file} was unreadable and was ignored</source>
      <translation>{file} était illisible et a été ignoré</translation>
    </message>
    <message>
      <source>{file} was unreadable and was moved to {moved}</source>
      <translation>{file} était illisible et a été déplacé vers {moved}</translation>
    </message>
    <message numerus="yes">
      <source>Gone from the game: %n cards</source>
      <translation>
        <numerusform>Sortie du jeu : %n carte</numerusform>
        <numerusform>Sorties du jeu : %n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>{player} is known to hold: {cards}</source>
      <translation>Cartes connues de {player} : {cards}</translation>
    </message>
    <message>
      <source>{player}: no card known</source>
      <translation>{player} : aucune carte connue</translation>
    </message>
    <message numerus="yes">
      <source>Not seen yet: %n cards</source>
      <translation>
        <numerusform>Pas encore vue : %n carte</numerusform>
        <numerusform>Pas encore vues : %n cartes</numerusform>
      </translation>
    </message>
    <message>
      <source>Cards seen</source>
      <translation>Cartes vues</translation>
    </message>
    <message>
      <source>{seconds} s</source>
      <translation>{seconds} s</translation>
    </message>
    <message>
      <source>Move log</source>
      <translation>Historique des coups</translation>
    </message>
    <message>
      <source>Last move: {move}</source>
      <translation>Dernier coup : {move}</translation>
    </message>
    <message>
      <source>attacker</source>
      <translation>attaquant</translation>
    </message>
    <message>
      <source>co-attacker</source>
      <translation>co-attaquant</translation>
    </message>
    <message>
      <source>defender</source>
      <translation>défenseur</translation>
    </message>
    <message>
      <source>{card}: {laid}</source>
      <translation>{card} : {laid}</translation>
    </message>
    <message>
      <source>The weli {card} counts as {suit}</source>
      <translation>Le weli {card} vaut {suit}</translation>
    </message>
    <message>
      <source>Laid by {player}</source>
      <translation>Posée par {player}</translation>
    </message>
    <message>
      <source>The weli: when you play it, you name the suit it counts as</source>
      <translation>Le weli : en le jouant, vous nommez la couleur qu'il vaut</translation>
    </message>
    <message>
      <source>Show {card} to pass it on (T)</source>
      <translation>Montrer {card}, transférer (T)</translation>
    </message>
    <message>
      <source>Catch {card}! (K)</source>
      <translation>{card} attrapé ! (K)</translation>
    </message>
    <message>
      <source>Hint (H)</source>
      <translation>Conseil (H)</translation>
    </message>
    <message>
      <source>No hint now: it is not your move</source>
      <translation>Pas de conseil maintenant : ce n'est pas à vous de jouer</translation>
    </message>
    <message>
      <source>Looking for a hint...</source>
      <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
      <source>clubs</source>
      <translation>trèfle</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>carreau</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>cœur</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>pique</translation>
    </message>
    <message>
      <source>five</source>
      <translation>cinq</translation>
    </message>
    <message>
      <source>four</source>
      <translation>quatre</translation>
    </message>
    <message>
      <source>six</source>
      <translation>six</translation>
    </message>
    <message>
      <source>three</source>
      <translation>trois</translation>
    </message>
    <message>
      <source>two</source>
      <translation>deux</translation>
    </message>
    <message>
      <source>eight</source>
      <translation>huit</translation>
    </message>
    <message>
      <source>jack</source>
      <translation>valet</translation>
    </message>
    <message>
      <source>nine</source>
      <translation>neuf</translation>
    </message>
    <message>
      <source>seven</source>
      <translation>sept</translation>
    </message>
    <message>
      <source>ten</source>
      <translation>dix</translation>
    </message>
    <message>
      <source>ace</source>
      <translation>as</translation>
    </message>
    <message>
      <source>king</source>
      <translation>roi</translation>
    </message>
    <message>
      <source>queen</source>
      <translation>dame</translation>
    </message>
    <message>
      <source>{rank} of diamonds</source>
      <translation>{rank} de carreau</translation>
    </message>
    <message>
      <source>{rank} of hearts</source>
      <translation>{rank} de cœur</translation>
    </message>
    <message>
      <source>{rank} of spades</source>
      <translation>{rank} de pique</translation>
    </message>
    <message>
      <source>{rank} of clubs</source>
      <translation>{rank} de trèfle</translation>
    </message>
    <message>
      <source>left arrow</source>
      <translation>flèche gauche</translation>
    </message>
    <message>
      <source>right arrow</source>
      <translation>flèche droite</translation>
    </message>
    <message>
      <source>up arrow</source>
      <translation>flèche haut</translation>
    </message>
    <message>
      <source>down arrow</source>
      <translation>flèche bas</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Table de jeu</translation>
    </message>
    <message>
      <source>not selected</source>
      <translation>non sélectionnée</translation>
    </message>
    <message numerus="yes">
      <source>%n cards selected</source>
      <translation>
        <numerusform>%n carte sélectionnée</numerusform>
        <numerusform>%n cartes sélectionnées</numerusform>
      </translation>
    </message>
    <message>
      <source>cannot be played now</source>
      <translation>injouable pour l'instant</translation>
    </message>
    <message>
      <source>{card} covered by {cover}</source>
      <translation>{card}, par-dessus : {cover}</translation>
    </message>
    <message>
      <source>{card} uncovered</source>
      <translation>{card}, sans réponse</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>vide</translation>
    </message>
    <message>
      <source>{status}. Trump: {suit}. Your cards: {hand}. Table: {table}. Cards left in the stack: {count}.</source>
      <translation>{status}. Atout : {suit}. Vos cartes : {hand}. Table : {table}. Cartes dans le talon : {count}.</translation>
    </message>
    <message>
      <source>A key card lies face down under the trump card.</source>
      <translation>Une carte clé est posée face cachée sous la carte d'atout.</translation>
    </message>
    <message>
      <source>Players: {seats}.</source>
      <translation>Joueurs : {seats}.</translation>
    </message>
    <message>
      <source>You can play: {cards}.</source>
      <translation>Jouables : {cards}.</translation>
    </message>
    <message>
      <source>You cannot play a card now.</source>
      <translation>Vous ne pouvez jouer aucune carte maintenant.</translation>
    </message>
    <message>
      <source>{card} (laid by {player})</source>
      <translation>{card} (posée par {player})</translation>
    </message>
    <message>
      <source>{card}, counted as {suit}</source>
      <translation>{card}, valant {suit}</translation>
    </message>
    <message>
      <source>{card} counts as:</source>
      <translation>{card} vaut :</translation>
    </message>
    <message>
      <source>Name the suit {suit} (key {number})</source>
      <translation>Nommer la couleur {suit} (touche {number})</translation>
    </message>
    <message>
      <source>Cancel (Esc)</source>
      <translation>Annuler (Échap)</translation>
    </message>
    <message>
      <source>Sound off (S: on)</source>
      <translation>Son coupé (S : activer)</translation>
    </message>
    <message>
      <source>Sound on (S: off)</source>
      <translation>Son activé (S : couper)</translation>
    </message>
    <message>
      <source>Your cards are sorted by rank (O: by suit)</source>
      <translation>Vos cartes sont triées par valeur (O : par couleur)</translation>
    </message>
    <message>
      <source>Your cards are sorted by suit (O: by rank)</source>
      <translation>Vos cartes sont triées par couleur (O : par valeur)</translation>
    </message>
    <message>
      <source>{card} as {suit}</source>
      <translation>{card} comme {suit}</translation>
    </message>
    <message>
      <source>You attack with {cards}</source>
      <translation>Vous attaquez avec {cards}</translation>
    </message>
    <message>
      <source>{player} attacks with {cards}</source>
      <translation>{player} attaque avec {cards}</translation>
    </message>
    <message>
      <source>You cover {target} with {card}</source>
      <translation>Vous couvrez {target} avec {card}</translation>
    </message>
    <message>
      <source>{player} covers {target} with {card}</source>
      <translation>{player} couvre {target} avec {card}</translation>
    </message>
    <message>
      <source>You forward {cards} to {defender}</source>
      <translation>Vous transférez {cards} à {defender}</translation>
    </message>
    <message>
      <source>{player} forwards {cards} to you</source>
      <translation>{player} vous transfère {cards}</translation>
    </message>
    <message>
      <source>{player} forwards {cards} to {defender}</source>
      <translation>{player} transfère {cards} à {defender}</translation>
    </message>
    <message>
      <source>You show {card} and pass the attack to {defender}</source>
      <translation>Vous montrez {card} et transférez l'attaque à {defender}</translation>
    </message>
    <message>
      <source>{player} shows {card} and passes the attack to you</source>
      <translation>{player} montre {card} et vous transmet l'attaque</translation>
    </message>
    <message>
      <source>{player} shows {card} and passes the attack to {defender}</source>
      <translation>{player} montre {card} et transmet l'attaque ; {defender} défend</translation>
    </message>
    <message>
      <source>Wrong: {card} broke no rule; you may not catch again this round</source>
      <translation>Faux : {card} n'enfreignait aucune règle ; vous ne pouvez plus dénoncer ce tour-ci</translation>
    </message>
    <message>
      <source>{player} names {card} as a cheat, wrongly: it broke no rule</source>
      <translation>{player} dénonce {card} à tort : elle n'enfreignait aucune règle</translation>
    </message>
    <message>
      <source>You pick up your secret cards: {cards}</source>
      <translation>Vous ramassez vos cartes secrètes : {cards}</translation>
    </message>
    <message numerus="yes">
      <source>{player} picks up %n secret cards</source>
      <translation>
        <numerusform>{player} ramasse %n carte secrète</numerusform>
        <numerusform>{player} ramasse %n cartes secrètes</numerusform>
      </translation>
    </message>
    <message>
      <source>The key card {card} is turned up: {suit} is trump now</source>
      <translation>La carte clé {card} est retournée : {suit} est l'atout désormais</translation>
    </message>
    <message>
      <source>You ask for a redeal</source>
      <translation>Vous demandez une nouvelle donne</translation>
    </message>
    <message>
      <source>{player} asks for a redeal</source>
      <translation>{player} demande une nouvelle donne</translation>
    </message>
    <message>
      <source>You exchange {card} for the trump card {taken}</source>
      <translation>Vous échangez {card} contre la carte d'atout {taken}</translation>
    </message>
    <message>
      <source>{player} exchanges {card} for the trump card {taken}</source>
      <translation>{player} échange {card} contre la carte d'atout {taken}</translation>
    </message>
    <message>
      <source>You take back {card}</source>
      <translation>Vous reprenez {card}</translation>
    </message>
    <message>
      <source>{player} takes back {card}</source>
      <translation>{player} reprend {card}</translation>
    </message>
    <message>
      <source>You are done</source>
      <translation>Vous avez fini</translation>
    </message>
    <message>
      <source>{player} is done</source>
      <translation>{player} a fini</translation>
    </message>
    <message>
      <source>You take the beaten cards</source>
      <translation>Vous prenez les cartes battues</translation>
    </message>
    <message>
      <source>{player} takes the beaten cards</source>
      <translation>{player} prend les cartes battues</translation>
    </message>
    <message>
      <source>You give up</source>
      <translation>Vous abandonnez</translation>
    </message>
    <message>
      <source>{player} gives up</source>
      <translation>{player} abandonne</translation>
    </message>
    <message>
      <source>You take the cards</source>
      <translation>Vous ramassez les cartes</translation>
    </message>
    <message>
      <source>{player} takes the cards</source>
      <translation>{player} ramasse les cartes</translation>
    </message>
    <message>
      <source>Beaten: {cards} go to the discard pile</source>
      <translation>Battues : {cards} vont à la défausse</translation>
    </message>
    <message>
      <source>You are out, place {place}</source>
      <translation>Vous êtes sorti, place {place}</translation>
    </message>
    <message>
      <source>{player} is out, place {place}</source>
      <translation>{player} est sorti, place {place}</translation>
    </message>
    <message>
      <source>New round: you attack {defender}</source>
      <translation>Nouveau tour : vous attaquez {defender}</translation>
    </message>
    <message>
      <source>New round: {offender} attacks you</source>
      <translation>Nouveau tour : {offender} vous attaque</translation>
    </message>
    <message>
      <source>New round: {offender} attacks {defender}</source>
      <translation>Nouveau tour : {offender} attaque {defender}</translation>
    </message>
    <message>
      <source>You get epaulettes ({rank})</source>
      <translation>Vous recevez des épaulettes ({rank})</translation>
    </message>
    <message>
      <source>{player} gets epaulettes ({rank})</source>
      <translation>{player} reçoit des épaulettes ({rank})</translation>
    </message>
    <message>
      <source>Game over: nobody is the durak</source>
      <translation>Fin de la partie : personne n'est durak</translation>
    </message>
    <message>
      <source>Game over: {name} is the durak</source>
      <translation>Fin de la partie : {name} est durak</translation>
    </message>
    <message>
      <source>You catch {cheater} cheating with {card}</source>
      <translation>Vous prenez {cheater} à tricher avec {card}</translation>
    </message>
    <message>
      <source>{player} catches you cheating with {card}: you take the cards</source>
      <translation>{player} vous prend à tricher avec {card} : vous ramassez les cartes</translation>
    </message>
    <message>
      <source>{player} catches {cheater} cheating with {card}</source>
      <translation>{player} prend {cheater} à tricher avec {card}</translation>
    </message>
    <message>
      <source>{player} is out</source>
      <translation>{player} est sorti</translation>
    </message>
    <message>
      <source>{player} takes</source>
      <translation>{player} ramasse</translation>
    </message>
    <message>
      <source>{player} forwards to you</source>
      <translation>{player} vous transmet l'attaque</translation>
    </message>
    <message>
      <source>{player} forwards to {defender}</source>
      <translation>{player} transmet l'attaque ; {defender} défend</translation>
    </message>
    <message>
      <source>You play {cards}</source>
      <translation>Vous jouez {cards}</translation>
    </message>
    <message>
      <source>You forward with {cards} to the right</source>
      <translation>Vous transférez avec {cards} vers la droite</translation>
    </message>
    <message>
      <source>You forward with {cards}</source>
      <translation>Vous transférez avec {cards}</translation>
    </message>
    <message>
      <source>You exchange {card} for the trump card</source>
      <translation>Vous échangez {card} contre la carte d'atout</translation>
    </message>
    <message>
      <source>You show {card} to pass the attack on</source>
      <translation>Vous montrez {card} pour transférer l'attaque</translation>
    </message>
    <message>
      <source>You name {card} as a cheat</source>
      <translation>Vous dénoncez {card}</translation>
    </message>
    <message>
      <source>{player} plays {cards}</source>
      <translation>{player} joue {cards}</translation>
    </message>
    <message>
      <source>{player} forwards with {cards} to the right</source>
      <translation>{player} transfère avec {cards} vers la droite</translation>
    </message>
    <message>
      <source>{player} forwards with {cards}</source>
      <translation>{player} transfère avec {cards}</translation>
    </message>
    <message>
      <source>{player} exchanges {card} for the trump card</source>
      <translation>{player} échange {card} contre la carte d'atout</translation>
    </message>
    <message>
      <source>{player} shows {card} to pass the attack on</source>
      <translation>{player} montre {card} pour transférer l'attaque</translation>
    </message>
    <message>
      <source>{player} names {card} as a cheat</source>
      <translation>{player} dénonce {card}</translation>
    </message>
    <message>
      <source>Double click: play {cards} where they fit</source>
      <translation>Double clic : jouer {cards} là où elles vont</translation>
    </message>
    <message>
      <source>Double click: cover {target} with {card}</source>
      <translation>Double clic : couvrir {target} avec {card}</translation>
    </message>
    <message>
      <source>Double click: forward {cards} to the right</source>
      <translation>Double clic : transférer avec {cards} vers la droite</translation>
    </message>
    <message>
      <source>Double click: forward {cards}</source>
      <translation>Double clic : transférer avec {cards}</translation>
    </message>
    <message>
      <source>Double click: lead {cards}</source>
      <translation>Double clic : entamer avec {cards}</translation>
    </message>
    <message>
      <source>Double click: add {cards}</source>
      <translation>Double clic : ajouter {cards}</translation>
    </message>
    <message>
      <source>Hint: cover {target} with {card}</source>
      <translation>Conseil : couvrez {target} avec {card}</translation>
    </message>
    <message>
      <source>Hint: forward {cards} to the right</source>
      <translation>Conseil : transférez avec {cards} vers la droite</translation>
    </message>
    <message>
      <source>Hint: forward {cards}</source>
      <translation>Conseil : transférez avec {cards}</translation>
    </message>
    <message>
      <source>Hint: play {cards}</source>
      <translation>Conseil : jouez {cards}</translation>
    </message>
    <message>
      <source>Hint: exchange {card} for the trump card</source>
      <translation>Conseil : échangez {card} contre la carte d'atout</translation>
    </message>
    <message>
      <source>Hint: ask for a redeal</source>
      <translation>Conseil : demandez une nouvelle donne</translation>
    </message>
    <message>
      <source>Hint: show {card} to pass the attack on (T)</source>
      <translation>Conseil : montrez {card} pour transférer l'attaque (T)</translation>
    </message>
    <message>
      <source>Hint: take the cards</source>
      <translation>Conseil : ramassez les cartes</translation>
    </message>
    <message>
      <source>Hint: catch {card} (K)</source>
      <translation>Conseil : dénoncez {card} (K)</translation>
    </message>
    <message>
      <source>Hint: end your attack</source>
      <translation>Conseil : terminez votre attaque</translation>
    </message>
    <message>
      <source>Well played</source>
      <translation>Bien joué</translation>
    </message>
    <message>
      <source>Take them!</source>
      <translation>Ramasse-les !</translation>
    </message>
    <message>
      <source>Good luck</source>
      <translation>Bonne chance</translation>
    </message>
    <message>
      <source>Oops</source>
      <translation>Oups</translation>
    </message>
    <message>
      <source>Thanks</source>
      <translation>Merci</translation>
    </message>
    <message>
      <source>Your move!</source>
      <translation>À toi de jouer !</translation>
    </message>
    <message>
      <source>{name}: {said}</source>
      <translation>{name} : {said}</translation>
    </message>
    <message>
      <source>{name} says: {said}</source>
      <translation>{name} dit : {said}</translation>
    </message>
    <message>
      <source>You are out of the game</source>
      <translation>Vous êtes sorti de la partie</translation>
    </message>
    <message>
      <source>You do not hold {cards}</source>
      <translation>Vous n'avez pas {cards}</translation>
    </message>
    <message>
      <source>You are the defender: you cover, forward or take, but cannot attack</source>
      <translation>Vous défendez : vous couvrez, transférez ou ramassez, mais n'attaquez pas</translation>
    </message>
    <message>
      <source>You may not add cards against your partner {defender}</source>
      <translation>Vous ne pouvez pas ajouter de cartes contre votre partenaire {defender}</translation>
    </message>
    <message>
      <source>You may not add cards: only the offender and the co-offender may</source>
      <translation>Vous ne pouvez pas ajouter : seuls l'attaquant et le co-attaquant le peuvent</translation>
    </message>
    <message>
      <source>You may not add cards: only the attackers may</source>
      <translation>Vous ne pouvez pas ajouter : seuls les attaquants le peuvent</translation>
    </message>
    <message>
      <source>You said done: you may add again once the table changes</source>
      <translation>Vous avez dit terminé : vous pourrez ajouter quand la table changera</translation>
    </message>
    <message>
      <source>You have given up and take the cards</source>
      <translation>Vous avez abandonné et ramassez les cartes</translation>
    </message>
    <message>
      <source>{card} is not one of your defence cards on the table</source>
      <translation>{card} n'est pas une de vos cartes de défense sur la table</translation>
    </message>
    <message>
      <source>You are already taking the cards</source>
      <translation>Vous ramassez déjà les cartes</translation>
    </message>
    <message>
      <source>You are not attacking this round</source>
      <translation>Vous n'attaquez pas ce tour</translation>
    </message>
    <message>
      <source>You have already said done</source>
      <translation>Vous avez déjà dit terminé</translation>
    </message>
    <message>
      <source>You have no cards left</source>
      <translation>Vous n'avez plus de cartes</translation>
    </message>
    <message>
      <source>You have already forwarded by showing a trump in this game</source>
      <translation>Vous avez déjà transféré en montrant un atout dans cette partie</translation>
    </message>
    <message>
      <source>You have already forwarded by showing a trump this round</source>
      <translation>Vous avez déjà transféré en montrant un atout à ce tour</translation>
    </message>
    <message>
      <source>You may ask for a redeal only with five cards of one suit or six of one colour</source>
      <translation>Vous ne pouvez demander une nouvelle donne qu'avec cinq cartes d'une couleur ou six rouges ou noires</translation>
    </message>
    <message>
      <source>You may ask for a redeal only with five cards of one suit</source>
      <translation>Vous ne pouvez demander une nouvelle donne qu'avec cinq cartes d'une couleur</translation>
    </message>
    <message>
      <source>You have passed for the rest of this bout</source>
      <translation>Vous avez passé pour le reste de cette attaque</translation>
    </message>
    <message>
      <source>You named a card that broke no rule: you may not catch again this round</source>
      <translation>Vous avez dénoncé une carte qui n'enfreignait aucune règle : vous ne pouvez plus dénoncer ce tour-ci</translation>
    </message>
    <message>
      <source>You laid {card} yourself</source>
      <translation>Vous avez posé {card} vous-même</translation>
    </message>
    <message>
      <source>{card} broke no rule: you may not catch again this round</source>
      <translation>{card} n'enfreignait aucune règle : vous ne pouvez plus dénoncer ce tour-ci</translation>
    </message>
    <message>
      <source>Forward by showing a trump:</source>
      <translation>Transfert en montrant un atout :</translation>
    </message>
    <message>
      <source>Change of direction</source>
      <translation>Changement de sens</translation>
    </message>
    <message>
      <source>Hands of {hand_size} cards need a larger deck: a deck of {deck} cards deals hands of at most {most} cards.</source>
      <translation>Des mains de {hand_size} cartes demandent un jeu plus grand : un jeu de {deck} cartes donne des mains de {most} cartes au plus.</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: without throwing in after a take there is nothing to leave unlimited.</source>
      <translation>« {first} » demande « {second} » : sans ajout après un ramassage, il n'y a rien à laisser illimité.</translation>
    </message>
    <message>
      <source>Unlimited throw-in after a take</source>
      <translation>Ajout illimité après un ramassage</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: it widens the hands that may ask for a redeal.</source>
      <translation>« {first} » demande « {second} » : il élargit les mains qui peuvent demander une nouvelle donne.</translation>
    </message>
    <message>
      <source>Redeal</source>
      <translation>Redonner</translation>
    </message>
    <message>
      <source>Redeal for six of one colour</source>
      <translation>Redonner pour six cartes rouges ou noires</translation>
    </message>
    <message>
      <source>“{first}” needs teams: without teams there is no team to win.</source>
      <translation>« {first} » demande des équipes : sans équipes, aucune équipe ne peut gagner.</translation>
    </message>
    <message>
      <source>A team wins when one partner is out</source>
      <translation>Une équipe gagne dès qu'un partenaire est sorti</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: showing a trump is a way to forward.</source>
      <translation>« {first} » demande « {second} » : montrer un atout est une façon de transférer.</translation>
    </message>
    <message>
      <source>“{first}”: hands of {hand_size} cards and {secret_cards} secret cards each need more than a deck of {deck} cards has for two players; choose smaller hands or a larger deck.</source>
      <translation>« {first} » : des mains de {hand_size} cartes et {secret_cards} cartes secrètes chacun demandent, pour deux joueurs, plus qu'un jeu de {deck} cartes n'en a ; choisissez des mains plus petites ou un jeu plus grand.</translation>
    </message>
    <message>
      <source>Secret cards</source>
      <translation>Cartes secrètes</translation>
    </message>
    <message>
      <source>“{first}” needs “{second}”: it says where a forward goes.</source>
      <translation>« {first} » demande « {second} » : il dit où va un transfert.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: with the change of direction trumps can not be pushed, and showing one is pushing with a trump.</source>
      <translation>« {first} » et « {second} » ne vont pas ensemble : avec le changement de sens, on ne transfère pas avec un atout, et en montrer un, c'est transférer avec un atout.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: an attack passed to the right has no clockwise order of attackers.</source>
      <translation>« {first} » et « {second} » ne vont pas ensemble : une attaque passée à droite n'a pas d'ordre des attaquants dans le sens des aiguilles d'une montre.</translation>
    </message>
    <message>
      <source>Classic adding order</source>
      <translation>Ordre classique pour ajouter</translation>
    </message>
    <message>
      <source>Weli needs a deck with sixes (36 or 52 cards): the six of diamonds is the joker, and a deck of {deck} cards has none.</source>
      <translation>Le weli demande un jeu avec des six (36 ou 52 cartes) : le six de carreau est le joker, et un jeu de {deck} cartes n'en a pas.</translation>
    </message>
    <message>
      <source>“{first}” and “{second}” do not go together: the exchange would give the lowest trump for the face-up card, which the number trump makes the highest trump of all.</source>
      <translation>« {first} » et « {second} » ne vont pas ensemble : l'échange donnerait le plus petit atout pour la carte retournée, dont l'atout de rang fait le plus fort de tous les atouts.</translation>
    </message>
    <message>
      <source>Number trump</source>
      <translation>Atout de rang</translation>
    </message>
    <message>
      <source>Trump exchange</source>
      <translation>Échange de l'atout</translation>
    </message>
    <message>
      <source>There is no room with this invite code</source>
      <translation>Aucune salle n'a ce code d'invitation</translation>
    </message>
    <message>
      <source>The password is wrong</source>
      <translation>Le mot de passe est faux</translation>
    </message>
    <message>
      <source>Every seat of this room is taken. If one of them was yours, rejoin it from the app that held it (it offers to at its next start, and in Play online); else ask the room's creator for a new room</source>
      <translation>Toutes les places de cette salle sont prises. Si l'une d'elles était la vôtre, reprenez-la depuis l'application qui l'occupait (elle le propose à son prochain démarrage et dans « Jouer en ligne ») ; sinon demandez une nouvelle salle à son créateur</translation>
    </message>
    <message>
      <source>That seat is taken</source>
      <translation>Cette place est prise</translation>
    </message>
    <message>
      <source>There is no such seat</source>
      <translation>Cette place n'existe pas</translation>
    </message>
    <message>
      <source>The server has no room for another table</source>
      <translation>Le serveur n'a plus de place pour une autre table</translation>
    </message>
    <message>
      <source>Only the player who created the room may start a game</source>
      <translation>Seul le joueur qui a créé la salle peut lancer une partie</translation>
    </message>
    <message>
      <source>A game is already running in this room</source>
      <translation>Une partie est déjà en cours dans cette salle</translation>
    </message>
    <message>
      <source>No game is running in this room</source>
      <translation>Aucune partie n'est en cours dans cette salle</translation>
    </message>
    <message>
      <source>You have no seat in a room on this server</source>
      <translation>Vous n'avez pas de place dans une salle de ce serveur</translation>
    </message>
    <message>
      <source>You already have a seat in a room: leave it first</source>
      <translation>Vous avez déjà une place dans une salle : quittez-la d'abord</translation>
    </message>
    <message>
      <source>Too many moves at once: the server ignores some. Slow down</source>
      <translation>Trop de coups à la fois : le serveur en ignore certains. Ralentissez</translation>
    </message>
    <message>
      <source>Too many messages: wait a moment before you say more</source>
      <translation>Trop de messages : attendez un instant avant d'en dire plus</translation>
    </message>
    <message>
      <source>The server speaks another version of the game: update the app or the server</source>
      <translation>Le serveur parle une autre version du jeu : mettez à jour l'application ou le serveur</translation>
    </message>
    <message>
      <source>You already have as many rooms open on this server as it allows: close one first</source>
      <translation>Vous avez déjà autant de salles ouvertes sur ce serveur qu'il le permet : fermez-en une d'abord</translation>
    </message>
    <message>
      <source>Too many wrong invite codes or passwords from your network: wait a minute and try again</source>
      <translation>Trop de codes d'invitation ou de mots de passe erronés depuis votre réseau : attendez une minute et réessayez</translation>
    </message>
    <message>
      <source>The server failed on this request; nothing changed. Try again</source>
      <translation>Le serveur a échoué sur cette demande ; rien n'a changé. Réessayez</translation>
    </message>
    <message>
      <source>The server cannot reach its rooms just now; nothing changed. Try again in a moment</source>
      <translation>Le serveur ne peut pas joindre ses salles pour l'instant ; rien n'a changé. Réessayez dans un instant</translation>
    </message>
    <message>
      <source>This server has no chat (it is older than this app)</source>
      <translation>Ce serveur n'a pas de discussion (il est plus ancien que cette application)</translation>
    </message>
    <message>
      <source>The server refused: {reason}</source>
      <translation>Le serveur refuse : {reason}</translation>
    </message>
    <message>
      <source>The server refused the move: {reason}</source>
      <translation>Le serveur refuse le coup : {reason}</translation>
    </message>
    <message>
      <source>{reason} (the table changed since you chose)</source>
      <translation>{reason} (la table a changé depuis votre choix)</translation>
    </message>
    <message>
      <source>out, place {place}</source>
      <translation>sorti, place {place}</translation>
    </message>
    <message>
      <source>durak with epaulettes</source>
      <translation>durak avec épaulettes</translation>
    </message>
    <message>
      <source>durak</source>
      <translation>durak</translation>
    </message>
    <message>
      <source>Team {letter}</source>
      <translation>Équipe {letter}</translation>
    </message>
    <message>
      <source>your partner</source>
      <translation>votre partenaire</translation>
    </message>
    <message>
      <source>adds</source>
      <translation>ajoute</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>a passé</translation>
    </message>
    <message>
      <source>Forward: to the right (F)</source>
      <translation>Transfert : droite (F)</translation>
    </message>
    <message>
      <source>Forward: to the left (F)</source>
      <translation>Transfert : gauche (F)</translation>
    </message>
    <message numerus="yes">
      <source>%n secret cards</source>
      <translation>
        <numerusform>%n carte secrète</numerusform>
        <numerusform>%n cartes secrètes</numerusform>
      </translation>
    </message>
    <message>
      <source>Trump {suit} and every {rank}</source>
      <translation>Atout {suit} et tous les {rank}</translation>
    </message>
    <message>
      <source>Trump {suit}</source>
      <translation>Atout {suit}</translation>
    </message>
    <message>
      <source>nobody draws</source>
      <translation>personne ne pioche</translation>
    </message>
    <message>
      <source>The key card: when the trump card above it is drawn, it is turned up and its suit is trump</source>
      <translation>La carte clé : quand la carte d'atout posée dessus est tirée, elle est retournée et sa couleur devient l'atout</translation>
    </message>
    <message numerus="yes">
      <source>{name}: %n cheats, {caught} caught</source>
      <translation>
        <numerusform>{name} : %n triche, {caught} dénoncée(s)</numerusform>
        <numerusform>{name} : %n triches, {caught} dénoncée(s)</numerusform>
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
        <numerusform>épaulettes %n×</numerusform>
        <numerusform>épaulettes %n×</numerusform>
      </translation>
    </message>
    <message>
      <source>Your team lost!</source>
      <translation>Votre équipe a perdu !</translation>
    </message>
    <message>
      <source>Your team won!</source>
      <translation>Votre équipe a gagné !</translation>
    </message>
    <message>
      <source>{team} loses: {players}</source>
      <translation>{team} perd : {players}</translation>
    </message>
    <message>
      <source>You are the durak!</source>
      <translation>Vous êtes le durak !</translation>
    </message>
    <message>
      <source>You won!</source>
      <translation>Vous avez gagné !</translation>
    </message>
    <message>
      <source>{name} won</source>
      <translation>{name} a gagné</translation>
    </message>
    <message>
      <source>Nobody is the durak</source>
      <translation>Personne n'est le durak</translation>
    </message>
    <message>
      <source>Durak with epaulettes ({rank}): {name}</source>
      <translation>Durak avec épaulettes ({rank}) : {name}</translation>
    </message>
    <message>
      <source>Durak: {name}</source>
      <translation>Durak : {name}</translation>
    </message>
    <message>
      <source>Take beaten cards</source>
      <translation>Prendre les cartes battues</translation>
    </message>
    <message>
      <source>Take cards</source>
      <translation>Ramasser</translation>
    </message>
    <message>
      <source>End attack</source>
      <translation>Fin de l'attaque</translation>
    </message>
    <message>
      <source>{result} — {next}</source>
      <translation>{result} — {next}</translation>
    </message>
    <message>
      <source>Game over: Ctrl+N or New game to play again</source>
      <translation>Partie terminée : Ctrl+N ou Nouvelle partie pour rejouer</translation>
    </message>
    <message>
      <source>Paused: press SPACE or Continue</source>
      <translation>Pause : appuyez sur ESPACE ou Reprendre</translation>
    </message>
    <message>
      <source>You finished in place {place}; the others play on</source>
      <translation>Vous finissez à la place {place} ; les autres continuent</translation>
    </message>
    <message>
      <source>Your hand allows a redeal: press R or Redeal, or play on</source>
      <translation>Votre main permet une nouvelle donne : appuyez sur R ou Redonner, ou jouez</translation>
    </message>
    <message>
      <source>{offender} leads against you</source>
      <translation>{offender} entame contre vous</translation>
    </message>
    <message>
      <source>You take the cards; the attackers may still throw in</source>
      <translation>Vous ramassez ; les attaquants peuvent encore ajouter</translation>
    </message>
    <message>
      <source>Defend, forward, show {card} to pass it on (T) or take: ↓</source>
      <translation>Couvrez, transférez, montrez {card} pour transférer (T) ou ramassez : ↓</translation>
    </message>
    <message>
      <source>Defend, forward (F: to the right) or take: ↓</source>
      <translation>Couvrez, transférez (F : vers la droite) ou ramassez : ↓</translation>
    </message>
    <message>
      <source>Defend or take: ↓</source>
      <translation>Couvrez ou ramassez : ↓</translation>
    </message>
    <message>
      <source>Defend, forward or take: ↓</source>
      <translation>Couvrez, transférez ou ramassez : ↓</translation>
    </message>
    <message>
      <source>All covered: the attackers may still add</source>
      <translation>Tout est couvert : les attaquants peuvent encore ajouter</translation>
    </message>
    <message>
      <source>Your lead, or X to exchange your lowest trump for the face-up one</source>
      <translation>À vous d'entamer, ou X pour échanger votre plus petit atout contre celui retourné</translation>
    </message>
    <message>
      <source>Your lead: double click a card or press ↑</source>
      <translation>À vous d'attaquer : double-cliquez une carte ou appuyez sur ↑</translation>
    </message>
    <message>
      <source>Add a card or end the attack: ↓</source>
      <translation>Ajoutez une carte ou terminez l'attaque : ↓</translation>
    </message>
    <message>
      <source>Waiting for the other attackers</source>
      <translation>En attente des autres attaquants</translation>
    </message>
    <message>
      <source>{offender} leads against {defender}</source>
      <translation>{offender} attaque {defender}</translation>
    </message>
    <message>
      <source>You may add cards while {defender} defends</source>
      <translation>Vous pouvez ajouter des cartes pendant que {defender} se défend</translation>
    </message>
    <message>
      <source>{defender} defends; none of your cards can be added</source>
      <translation>{defender} se défend ; aucune de vos cartes ne peut être ajoutée</translation>
    </message>
    <message>
      <source>{offender} attacks {defender}</source>
      <translation>{offender} attaque {defender}</translation>
    </message>
    <message>
      <source>Your turn to add: add a card or end the attack ↓</source>
      <translation>À vous d'ajouter : ajoutez une carte ou terminez l'attaque ↓</translation>
    </message>
    <message>
      <source>Your turn to add</source>
      <translation>À vous d'ajouter</translation>
    </message>
    <message>
      <source>{player} adds</source>
      <translation>{player} ajoute</translation>
    </message>
    <message>
      <source>Nobody adds any more</source>
      <translation>Plus personne n'ajoute</translation>
    </message>
    <message>
      <source>{turn}; passed: {players}</source>
      <translation>{turn} ; ont passé : {players}</translation>
    </message>
    <message>
      <source>Played {cards}</source>
      <translation>Joué : {cards}</translation>
    </message>
    <message>
      <source>{cards}: {reason}</source>
      <translation>{cards} : {reason}</translation>
    </message>
    <message>
      <source>{reason} (also {cards})</source>
      <translation>{reason} (de même pour {cards})</translation>
    </message>
    <message>
      <source>Same-count forwarding</source>
      <translation>Transfert à nombre égal</translation>
    </message>
    <message>
      <source>To forward, the defender lays as many cards of the attacked rank as the attack holds.</source>
      <translation>Pour transférer, le défenseur pose autant de cartes de la valeur attaquée que l'attaque en compte.</translation>
    </message>
    <message>
      <source>Add only after the first cover</source>
      <translation>Ajouter seulement après la première couverture</translation>
    </message>
    <message>
      <source>Nobody may add a card until the defender has covered one.</source>
      <translation>Personne ne peut ajouter de carte avant que le défenseur en ait couvert une.</translation>
    </message>
    <message>
      <source>Forfeit a beaten round</source>
      <translation>Ramasser une attaque battue</translation>
    </message>
    <message>
      <source>With every card covered, the defender may still take them all; then nobody may add.</source>
      <translation>Même si tout est couvert, le défenseur peut tout ramasser ; alors personne ne peut plus ajouter.</translation>
    </message>
    <message>
      <source>Once the defender gives up, the attackers may throw in every matching card, beyond his hand and the attack limit (needs throwing in after a take).</source>
      <translation>Quand le défenseur abandonne, les attaquants peuvent ajouter toute carte correspondante, au-delà de sa main et de la limite d'attaque (avec l'ajout après un ramassage).</translation>
    </message>
    <message>
      <source>One attacker adds at a time, the offender first, then clockwise; a pass is for the rest of the bout.</source>
      <translation>Un seul attaquant ajoute à la fois, l'attaquant principal d'abord, puis dans le sens horaire ; qui passe ne rejoue plus dans cette attaque.</translation>
    </message>
    <message>
      <source>The holder of the lowest trump may swap it for the face-up trump card, before he leads, while that card lies under the stack.</source>
      <translation>Qui tient le plus petit atout peut l'échanger contre la carte d'atout retournée, avant d'entamer, tant qu'elle est sous la pioche.</translation>
    </message>
    <message>
      <source>After the deal, before the first attack, a player with five cards of one suit may ask for a new deal.</source>
      <translation>Après la donne, avant la première attaque, un joueur qui a cinq cartes d'une couleur peut demander une nouvelle donne.</translation>
    </message>
    <message>
      <source>Six cards of one colour (red or black) also allow a redeal (needs the redeal).</source>
      <translation>Six cartes rouges ou six noires permettent aussi une nouvelle donne (avec la nouvelle donne).</translation>
    </message>
    <message>
      <source>Cheating</source>
      <translation>Triche</translation>
    </message>
    <message>
      <source>A card that breaks a rule goes through unless another player catches it before the round ends: click the card, then Catch! or K.</source>
      <translation>Une carte qui enfreint une règle passe si personne ne la dénonce avant la fin du tour : cliquez la carte, puis Attrapé ! ou K.</translation>
    </message>
    <message>
      <source>Quicky</source>
      <translation>Partie rapide</translation>
    </message>
    <message>
      <source>Nobody draws after the deal: the game is played with the hands dealt.</source>
      <translation>Personne ne pioche après la donne : on joue avec les mains distribuées.</translation>
    </message>
    <message>
      <source>Cross rule</source>
      <translation>Règle du trèfle</translation>
    </message>
    <message>
      <source>A club is beaten only by a higher club, never by a trump (unless clubs are trumps).</source>
      <translation>Un trèfle n'est battu que par un trèfle plus fort, jamais par un atout (sauf si trèfle est l'atout).</translation>
    </message>
    <message>
      <source>Nothing is unbeatable</source>
      <translation>Rien n'est imbattable</translation>
    </message>
    <message>
      <source>The lowest card of each suit in the deck also beats the ace of its suit.</source>
      <translation>La plus petite carte de chaque couleur du jeu bat aussi l'as de sa couleur.</translation>
    </message>
    <message>
      <source>The face-up card's rank is trump too: with 8♦ face up, every diamond and every eight is a trump, the 8♦ the highest.</source>
      <translation>Le rang de la carte retournée est aussi atout : avec le 8♦ retourné, chaque carreau et chaque huit est un atout, le 8♦ le plus fort.</translation>
    </message>
    <message>
      <source>Change of the key</source>
      <translation>Changement de clé</translation>
    </message>
    <message>
      <source>A key card lies face down under the face-up trump: when that one is drawn, the key card is turned up and its suit is trump.</source>
      <translation>Une carte clé est posée face cachée sous l'atout retourné : quand celui-ci est pioché, elle est retournée et sa couleur devient l'atout.</translation>
    </message>
    <message>
      <source>After the deal everyone gets two cards face down that nobody sees, and picks them up instead of going out.</source>
      <translation>Après la donne, chacun reçoit deux cartes face cachée que personne ne voit, et les ramasse au lieu de sortir.</translation>
    </message>
    <message>
      <source>A forwarding defender passes the attack to his left or his right neighbour; no trump may be laid to forward (needs forwarding).</source>
      <translation>Le défenseur qui transfère passe l'attaque à son voisin de gauche ou de droite ; on ne transfère jamais avec un atout (exige le transfert).</translation>
    </message>
    <message>
      <source>Weli</source>
      <translation>Weli</translation>
    </message>
    <message>
      <source>The six of diamonds is a joker: whoever plays it names the suit it counts as on the table (decks with sixes).</source>
      <translation>Le six de carreau est un joker : qui le joue nomme la couleur qu'il vaut sur la table (jeux avec des six).</translation>
    </message>
    <message>
      <source>The defender may pass the attack on by showing the trump of the attacked rank: he keeps it, and everyone knows it (needs forwarding).</source>
      <translation>Le défenseur peut transférer l'attaque en montrant l'atout de la valeur attaquée : il le garde, et tous le connaissent (demande le transfert).</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Désactivé</translation>
    </message>
    <message>
      <source>Once a round per player</source>
      <translation>Une fois par tour et par joueur</translation>
    </message>
    <message>
      <source>Once a game per player</source>
      <translation>Une fois par partie et par joueur</translation>
    </message>
    <message>
      <source>Teams:</source>
      <translation>Équipes :</translation>
    </message>
    <message>
      <source>Partners sit alternately and never attack each other; a team loses when its player is the durak.</source>
      <translation>Les partenaires sont assis en alternance et ne s'attaquent jamais ; une équipe perd quand l'un de ses joueurs est le durak.</translation>
    </message>
    <message>
      <source>No teams</source>
      <translation>Pas d'équipes</translation>
    </message>
    <message>
      <source>Two teams (2 vs 2, 3 vs 3)</source>
      <translation>Deux équipes (2 contre 2, 3 contre 3)</translation>
    </message>
    <message>
      <source>Three teams of 2 (6 players)</source>
      <translation>Trois équipes de 2 (6 joueurs)</translation>
    </message>
    <message>
      <source>Next game led by:</source>
      <translation>Partie suivante ouverte par :</translation>
    </message>
    <message>
      <source>Who leads the next game of a series at this table (the novice: the first attack goes against a newcomer).</source>
      <translation>Qui entame la partie suivante d'une série à cette table (le novice : la première attaque vise un nouveau venu).</translation>
    </message>
    <message>
      <source>The previous durak</source>
      <translation>Le durak précédent</translation>
    </message>
    <message>
      <source>The player after the durak</source>
      <translation>Le joueur après le durak</translation>
    </message>
    <message>
      <source>Against the novice</source>
      <translation>Contre le novice</translation>
    </message>
    <message>
      <source>The previous winner</source>
      <translation>Le gagnant précédent</translation>
    </message>
    <message>
      <source>Epaulettes:</source>
      <translation>Épaulettes :</translation>
    </message>
    <message>
      <source>A durak who takes a last attack of sixes only wears epaulettes.</source>
      <translation>Un durak qui ramasse une dernière attaque faite uniquement de six porte des épaulettes.</translation>
    </message>
    <message>
      <source>Not counted</source>
      <translation>Non comptées</translation>
    </message>
    <message>
      <source>Sixes</source>
      <translation>Six</translation>
    </message>
    <message>
      <source>Sixes, then sevens, eights... in a series</source>
      <translation>Six, puis sept, huit... dans une série</translation>
    </message>
    <message>
      <source>The game ends as soon as every team but one has a player out.</source>
      <translation>La partie finit dès que chaque équipe sauf une a un joueur sorti.</translation>
    </message>
    <message>
      <source>No forwarding (podkidnoy)</source>
      <translation>Pas de transfert (podkidnoï)</translation>
    </message>
  </context>
  <context>
    <name>engine</name>
    <message>
      <source>the game is over</source>
      <translation>la partie est terminée</translation>
    </message>
    <message>
      <source>no reinforcement window is open: the defender has cards to cover</source>
      <translation>on ne peut pas encore ajouter : le défenseur a des cartes à couvrir</translation>
    </message>
    <message>
      <source>there is no player P{player} in a game of {count}</source>
      <translation>il n'y a pas de joueur P{player} dans une partie à {count}</translation>
    </message>
    <message>
      <source>P{player} is out of the game</source>
      <translation>P{player} est sorti de la partie</translation>
    </message>
    <message>
      <source>the trump exchange is off in these rules</source>
      <translation>l'échange de l'atout est désactivé dans ces règles</translation>
    </message>
    <message>
      <source>forwarding by showing a trump is off in these rules</source>
      <translation>le transfert en montrant un atout est désactivé dans ces règles</translation>
    </message>
    <message>
      <source>P{player} does not hold {cards}</source>
      <translation>P{player} n'a pas {cards}</translation>
    </message>
    <message>
      <source>at most {limit} attack cards may be played this round</source>
      <translation>au plus {limit} cartes d'attaque sont permises ce tour</translation>
    </message>
    <message>
      <source>that is not a legal move now</source>
      <translation>ce coup n'est pas permis maintenant</translation>
    </message>
    <message>
      <source>P{player} is the defender: he covers, forwards or takes, but cannot attack</source>
      <translation>P{player} défend : il couvre, transfère ou ramasse, mais n'attaque pas</translation>
    </message>
    <message>
      <source>only the offender (P{offender}) may lead</source>
      <translation>seul l'attaquant (P{offender}) peut entamer</translation>
    </message>
    <message>
      <source>cards led together must share a rank</source>
      <translation>les cartes jouées ensemble doivent être de même valeur</translation>
    </message>
    <message>
      <source>the defender P{defender} cannot cover more than {room}: lead fewer</source>
      <translation>le défenseur P{defender} ne peut pas couvrir plus de {room} : jouez-en moins</translation>
    </message>
    <message>
      <source>P{player} may not add cards against his partner P{defender}</source>
      <translation>P{player} ne peut pas ajouter de cartes contre son partenaire P{defender}</translation>
    </message>
    <message>
      <source>P{player} may not add cards: only the offender and the co-offender may</source>
      <translation>P{player} ne peut pas ajouter : seuls l'attaquant et le co-attaquant le peuvent</translation>
    </message>
    <message>
      <source>P{player} may not add cards: only the attackers may</source>
      <translation>P{player} ne peut pas ajouter : seuls les attaquants le peuvent</translation>
    </message>
    <message>
      <source>add cards to the attack one at a time</source>
      <translation>ajoutez les cartes une par une</translation>
    </message>
    <message>
      <source>{card} does not match a rank on the table</source>
      <translation>{card} ne correspond à aucune valeur sur la table</translation>
    </message>
    <message>
      <source>nothing may be added until the defender has covered a card</source>
      <translation>rien ne peut être ajouté avant que le défenseur ait couvert une carte</translation>
    </message>
    <message>
      <source>P{player} said done: he may add again once the table changes</source>
      <translation>P{player} a dit terminé : il pourra ajouter quand la table changera</translation>
    </message>
    <message>
      <source>the defender P{defender} cannot be given more cards than he holds</source>
      <translation>le défenseur P{defender} ne peut pas recevoir plus de cartes qu'il n'en a</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may cover cards</source>
      <translation>seul le défenseur (P{defender}) peut couvrir</translation>
    </message>
    <message>
      <source>P{player} has given up and takes the cards</source>
      <translation>P{player} a abandonné et ramasse les cartes</translation>
    </message>
    <message>
      <source>{target} is not an attack card on the table</source>
      <translation>{target} n'est pas une carte d'attaque sur la table</translation>
    </message>
    <message>
      <source>{target} is already covered by {cover}</source>
      <translation>{target} est déjà couverte par {cover}</translation>
    </message>
    <message>
      <source>{card} named {suit} cannot beat {target}</source>
      <translation>{card} annoncé {suit} ne peut pas battre {target}</translation>
    </message>
    <message>
      <source>{card} cannot beat {target}: the weli counts as a {suit}</source>
      <translation>{card} ne peut pas battre {target} : le weli compte comme un {suit}</translation>
    </message>
    <message>
      <source>{target} is a club: only a higher club beats it (the cross rule)</source>
      <translation>{target} est un trèfle : seul un trèfle plus fort le bat (règle du trèfle)</translation>
    </message>
    <message>
      <source>{card} cannot beat {target}</source>
      <translation>{card} ne peut pas battre {target}</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may take back a defence card</source>
      <translation>seul le défenseur (P{defender}) peut reprendre une carte de défense</translation>
    </message>
    <message>
      <source>that defence card cannot be taken back now</source>
      <translation>cette carte de défense ne peut pas être reprise maintenant</translation>
    </message>
    <message>
      <source>{card} is not one of P{player}'s defence cards on the table</source>
      <translation>{card} n'est pas une carte de défense de P{player} sur la table</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may take the cards</source>
      <translation>seul le défenseur (P{defender}) peut ramasser les cartes</translation>
    </message>
    <message>
      <source>the table is empty: there is nothing to take</source>
      <translation>la table est vide : il n'y a rien à ramasser</translation>
    </message>
    <message>
      <source>P{player} is already taking the cards</source>
      <translation>P{player} ramasse déjà les cartes</translation>
    </message>
    <message>
      <source>every card is covered: nothing to take (take a cover back first)</source>
      <translation>tout est couvert : rien à ramasser (reprenez d'abord une carte de défense)</translation>
    </message>
    <message>
      <source>P{player} is not attacking this round</source>
      <translation>P{player} n'attaque pas ce tour</translation>
    </message>
    <message>
      <source>the offender P{offender} must lead first</source>
      <translation>l'attaquant P{offender} doit d'abord entamer</translation>
    </message>
    <message>
      <source>the defender is still covering: wait until every card is covered</source>
      <translation>le défenseur couvre encore : attendez que tout soit couvert</translation>
    </message>
    <message>
      <source>P{player} has already said done</source>
      <translation>P{player} a déjà dit terminé</translation>
    </message>
    <message>
      <source>P{player} has no cards left</source>
      <translation>P{player} n'a plus de cartes</translation>
    </message>
    <message>
      <source>nothing more may be added to this round</source>
      <translation>on ne peut plus rien ajouter à ce tour</translation>
    </message>
    <message>
      <source>the weli is off in these rules: no card is named a suit</source>
      <translation>le weli est désactivé dans ces règles : aucune carte ne reçoit de couleur annoncée</translation>
    </message>
    <message>
      <source>name the suit the weli {card} counts as on the table (e.g. {example})</source>
      <translation>annoncez la couleur que le weli {card} prend sur la table (par ex. {example})</translation>
    </message>
    <message>
      <source>only the defender (P{defender}) may forward</source>
      <translation>seul le défenseur (P{defender}) peut transférer</translation>
    </message>
    <message>
      <source>forwarding is off in these rules</source>
      <translation>le transfert est désactivé dans ces règles</translation>
    </message>
    <message>
      <source>there is no attack to forward</source>
      <translation>il n'y a pas d'attaque à transférer</translation>
    </message>
    <message>
      <source>a card has been covered: too late to forward</source>
      <translation>une carte a été couverte : trop tard pour transférer</translation>
    </message>
    <message>
      <source>another attacker has added a card: too late to forward</source>
      <translation>un autre attaquant a ajouté une carte : trop tard pour transférer</translation>
    </message>
    <message>
      <source>the attack mixes ranks: it cannot be forwarded</source>
      <translation>l'attaque mélange les valeurs : impossible de la transférer</translation>
    </message>
    <message>
      <source>only the trump of the attacked rank ({card}) may be shown to forward</source>
      <translation>seul l'atout de la valeur attaquée ({card}) peut être montré pour transférer</translation>
    </message>
    <message>
      <source>forward with cards of the attacked rank ({rank})</source>
      <translation>transférez avec des cartes de la valeur attaquée ({rank})</translation>
    </message>
    <message>
      <source>a forward goes to the left in these rules</source>
      <translation>avec ces règles, on transfère seulement vers la gauche</translation>
    </message>
    <message>
      <source>no trump may be laid to forward: trumps can not be pushed</source>
      <translation>on ne transfère pas avec un atout : les atouts ne se transfèrent pas</translation>
    </message>
    <message>
      <source>P{next} is the only opponent left: forward to the left</source>
      <translation>P{next} est le seul adversaire restant : transférez vers la gauche</translation>
    </message>
    <message>
      <source>P{player} has already forwarded by showing a trump in this game</source>
      <translation>P{player} a déjà transféré en montrant un atout dans cette partie</translation>
    </message>
    <message>
      <source>P{player} has already forwarded by showing a trump this round</source>
      <translation>P{player} a déjà transféré en montrant un atout à ce tour</translation>
    </message>
    <message>
      <source>forward with as many cards of the attacked rank as the attack holds ({count})</source>
      <translation>transférez avec autant de cartes de la valeur attaquée que l'attaque en compte ({count})</translation>
    </message>
    <message>
      <source>P{next} cannot defend {total} cards with a hand of {held}</source>
      <translation>P{next} ne peut pas défendre {total} cartes avec une main de {held}</translation>
    </message>
    <message>
      <source>cheating is off in these rules: there is nothing to catch</source>
      <translation>la triche n'est pas permise dans ces règles : il n'y a rien à dénoncer</translation>
    </message>
    <message>
      <source>there is no card on the table to catch</source>
      <translation>aucune carte sur la table à dénoncer</translation>
    </message>
    <message>
      <source>{card} is not on the table</source>
      <translation>{card} n'est pas sur la table</translation>
    </message>
    <message>
      <source>P{player} named a card that broke no rule: he may not catch again this round</source>
      <translation>P{player} a dénoncé une carte qui n'enfreignait aucune règle : il ne peut plus dénoncer à ce tour</translation>
    </message>
    <message>
      <source>P{player} laid {card} himself</source>
      <translation>P{player} a posé {card} lui-même</translation>
    </message>
    <message>
      <source>{card} broke no rule: P{player} may not catch again this round</source>
      <translation>{card} n'enfreignait aucune règle : P{player} ne peut plus dénoncer à ce tour</translation>
    </message>
    <message>
      <source>redealing is off in these rules</source>
      <translation>la nouvelle donne est désactivée dans ces règles</translation>
    </message>
    <message>
      <source>a redeal may only be asked for after the deal, before the first attack</source>
      <translation>une nouvelle donne ne se demande qu'après la donne, avant la première attaque</translation>
    </message>
    <message>
      <source>P{player} may ask for a redeal only with five cards of one suit or six of one colour</source>
      <translation>P{player} ne peut demander une nouvelle donne qu'avec cinq cartes d'une couleur ou six rouges ou noires</translation>
    </message>
    <message>
      <source>P{player} may ask for a redeal only with five cards of one suit</source>
      <translation>P{player} ne peut demander une nouvelle donne qu'avec cinq cartes d'une couleur</translation>
    </message>
    <message>
      <source>the face-up trump card has been drawn: there is nothing to exchange</source>
      <translation>la carte d'atout retournée a été piochée : il n'y a rien à échanger</translation>
    </message>
    <message>
      <source>the lowest trump ({card}) is the face-up card itself: there is nothing to exchange</source>
      <translation>le plus petit atout ({card}) est la carte retournée elle-même : il n'y a rien à échanger</translation>
    </message>
    <message>
      <source>only the lowest trump ({card}) may be exchanged for the face-up trump card</source>
      <translation>seul le plus petit atout ({card}) peut être échangé contre la carte d'atout retournée</translation>
    </message>
    <message>
      <source>the trump card is exchanged by the offender, before he leads</source>
      <translation>la carte d'atout s'échange par l'attaquant, avant qu'il entame</translation>
    </message>
    <message>
      <source>it is P{current}'s turn to add: the attackers add one after another</source>
      <translation>c'est à P{current} d'ajouter : les attaquants ajoutent l'un après l'autre</translation>
    </message>
    <message>
      <source>P{player} has passed for the rest of this bout</source>
      <translation>P{player} a passé pour le reste de cette attaque</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Voir dans :</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Fichiers de &amp;type :</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <translation>Dossier</translation>
    </message>
    <message>
      <source>File Folder</source>
      <translation>Dossier</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Fichier</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Disque</translation>
    </message>
    <message>
      <source>Unknown</source>
      <translation>Inconnu</translation>
    </message>
    <message>
      <source>Shortcut</source>
      <translation>Raccourci</translation>
    </message>
    <message>
      <source>Alias</source>
      <translation>Alias</translation>
    </message>
  </context>
</TS>
