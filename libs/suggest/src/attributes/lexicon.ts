/**
 * Our own multilingual lexicon of common product attributes: what suppliers call them in English,
 * German, Russian, Finnish, Polish, French, Lithuanian, Latvian and Estonian. A concept is linked to a
 * PIM attribute through its English names (compared with the PIM's English labels and codes), so the
 * lexicon serves any PIM whose labels say the same; the pivot taxonomy adds names for what it covers
 * (it has no Latvian or Estonian, and few measures). Concepts linked to no PIM attribute ("model",
 * "condition") are known non-matches: they keep look-alike names from a confident wrong suggestion.
 */

export interface Concept {
  /** English names, compared with the PIM's English labels and codes. */
  en: string[];
  /** What suppliers write, any language (spelled as they write it). */
  terms: string[];
}

const c = (en: string[], terms: string): Concept => ({ en, terms: terms.split('|').map((t) => t.trim()) });

export const CONCEPTS: readonly Concept[] = [
  c(
    [
      'Supplier code',
      'article number',
      'item number',
      'product code',
      'product number',
      'product id',
      'item code',
      'supplier article number',
      'supplier sku',
      'sku',
      'id',
      'variant sku',
    ],
    "Artikelnummer|Art.-Nr.|ArtNr|Artikel-Nr|Artikelnr|Bestellnummer|Produktnummer|Artikel-ID|id|item id|артикул|код товара|код|код продукта|tuotekoodi|tuotenumero|tuote id|nimike|kod produktu|numer produktu|indeks|symbol|kod towaru|référence|ref|code article|référence produit|numéro d'article|prekės kodas|kodas|prekes kodas|preces kods|artikuls|kods|produkta kods|tootekood|artikkel|kood|toote kood|mpn supplier|Lieferantenartikelnummer|Lieferanten-Artikelnummer|Lieferantennummer|код поставщика|артикул поставщика|toimittajan koodi|toimittajan tuotekoodi|kod dostawcy|référence fournisseur|code fournisseur|tiekėjo kodas|piegādātāja kods|tarnija kood|hankija kood",
  ),
  c(
    ['EAN', 'GTIN', 'barcode', 'EAN code', 'UPC'],
    'EAN-Code|EAN13|GTIN13|GTIN-13|Barcode|Strichcode|штрихкод|штрих-код|штрих код|ean код|viivakoodi|ean-koodi|kod kreskowy|kod ean|code-barres|code barre|code ean|brūkšninis kodas|svītrkods|ribakood|ean-kood|isbn|jan',
  ),
  c(
    [
      'Manufacturer code',
      'manufacturer part number',
      'MPN',
      'part number',
      'model number',
      'vendor code',
      'vendor part number',
    ],
    'Herstellernummer|Hersteller-Artikelnummer|Herstellerartikelnummer|HAN|Teilenummer|Modellnummer|артикул производителя|код производителя|парт-номер|партномер|valmistajan koodi|valmistajan tuotekoodi|valmistajan tuotenumero|kod producenta|numer katalogowy producenta|référence fabricant|code fabricant|gamintojo kodas|ražotāja kods|tootja kood|tootja tootekood',
  ),
  c(
    ['Name', 'title', 'product name', 'item name'],
    'Bezeichnung|Artikelbezeichnung|Produktname|Titel|Name|Artikelname|название|наименование|название товара|наименование товара|nimi|tuotenimi|otsikko|nazwa|nazwa produktu|tytuł|nom|titre|nom du produit|désignation|libellé|pavadinimas|prekės pavadinimas|nosaukums|preces nosaukums|nimetus|nimi|toote nimi|pealkiri',
  ),
  c(
    ['Description', 'long description', 'product description', 'details', 'body html', 'html description'],
    'Beschreibung|Produktbeschreibung|Langtext|Artikelbeschreibung|описание|описание товара|подробное описание|kuvaus|tuotekuvaus|opis|opis produktu|description|description longue|aprašymas|aprakstas|apraksts|kirjeldus|toote kirjeldus',
  ),
  c(
    ['Short description', 'summary', 'short text'],
    'Kurzbeschreibung|Kurztext|краткое описание|lyhyt kuvaus|krótki opis|description courte|résumé|trumpas aprašymas|īss apraksts|lühikirjeldus',
  ),
  c(
    ['Brand', 'manufacturer', 'make', 'vendor', 'producer', 'brand name'],
    'Marke|Hersteller|Markenname|Fabrikat|бренд|марка|производитель|торговая марка|изготовитель|merkki|valmistaja|tuotemerkki|marka|producent|marque|fabricant|prekės ženklas|gamintojas|zīmols|ražotājs|kaubamärk|tootja|bränd|mark',
  ),
  c(
    ['Main image', 'image', 'image link', 'picture', 'photo', 'image url'],
    'Bild|Hauptbild|Produktbild|Foto|изображение|фото|картинка|главное изображение|kuva|tuotekuva|pääkuva|zdjęcie|obraz|zdjęcie główne|image principale|photo|nuotrauka|paveikslėlis|attēls|foto|pilt|põhipilt|toote pilt',
  ),
  c(
    ['Image URLs', 'additional images', 'additional image link', 'images', 'gallery', 'photos', 'pictures'],
    'Bilder|weitere Bilder|Zusatzbilder|Bild-URLs|дополнительные изображения|изображения|фотографии|lisäkuvat|kuvat|dodatkowe zdjęcia|zdjęcia|images supplémentaires|autres images|papildomos nuotraukos|papildu attēli|lisapildid|pildid|Fotos|фото товара|nuotraukos|attēli|zdjęcia produktu',
  ),
  c(
    [
      'Retail price',
      'RRP',
      'MSRP',
      'recommended retail price',
      'list price',
      'sale price',
      'price',
      'selling price',
    ],
    'UVP|Verkaufspreis|unverbindliche Preisempfehlung|Listenpreis|VK|розничная цена|рекомендованная цена|РРЦ|suositushinta|vähittäishinta|ovh|cena detaliczna|cena sugerowana|prix de vente|prix de vente conseillé|PVC|prix public|mažmeninė kaina|rekomenduojama kaina|mazumtirdzniecības cena|ieteicamā cena|jaehind|soovituslik hind|Preis|цена|hinta|cena|prix|kaina|hind',
  ),
  c(
    ['Supplier price', 'purchase price', 'net price', 'dealer price', 'cost price', 'buying price'],
    "Einkaufspreis|EK|Händlerpreis|Nettopreis|EK-Preis|закупочная цена|входная цена|цена закупки|ostohinta|nettohinta|cena zakupu|cena netto|prix d'achat|prix net|prix HT|pirkimo kaina|iepirkuma cena|sisseostuhind|ostuhind",
  ),
  c(
    ['Wholesale price', 'trade price', 'b2b price'],
    'Großhandelspreis|Grosshandelspreis|оптовая цена|опт|tukkuhinta|cena hurtowa|prix de gros|didmeninė kaina|vairumtirdzniecības cena|hulgihind',
  ),
  c(
    ['Warranty (months)', 'warranty', 'guarantee', 'warranty period'],
    'Garantie|Gewährleistung|Garantiezeit|Herstellergarantie|гарантия|гарантийный срок|срок гарантии|takuu|takuuaika|gwarancja|okres gwarancji|garantie|durée de garantie|garantija|garantijos laikotarpis|garantijas termiņš|garantii|garantiiaeg',
  ),
  c(
    ['Delivery time (days)', 'delivery time', 'lead time', 'shipping time'],
    'Lieferzeit|Lieferfrist|Lieferdauer|срок поставки|срок доставки|время доставки|toimitusaika|czas dostawy|termin dostawy|délai de livraison|délai|pristatymo laikas|piegādes laiks|tarneaeg|tarneaeg päevades',
  ),
  c(
    ['Stock', 'quantity', 'stock level', 'qty', 'inventory', 'count', 'stock quantity'],
    'Bestand|Lagerbestand|Menge|Lager|Lagermenge|остаток|количество|остатки|склад|varastosaldo|saldo|varasto|määrä|stan|stan magazynowy|ilość|stock|quantité|likutis|kiekis|sandėlyje|atlikums|krājums|daudzums|laoseis|kogus|laos',
  ),
  c(
    ['Weight', 'net weight', 'gross weight', 'shipping weight', 'product weight', 'item weight'],
    'Gewicht|Nettogewicht|Bruttogewicht|Versandgewicht|Artikelgewicht|вес|масса|вес нетто|вес брутто|масса нетто|paino|nettopaino|bruttopaino|waga|waga netto|waga brutto|masa|poids|poids net|poids brut|svoris|neto svoris|svars|neto svars|masa|kaal|netokaal|brutokaal',
  ),
  c(
    ['Colour', 'color', 'colour name', 'main colour', 'colour family'],
    'Farbe|Farbton|Hauptfarbe|Gehäusefarbe|цвет|цвет корпуса|окраска|väri|värisävy|kolor|barwa|kolor obudowy|couleur|coloris|teinte|spalva|krāsa|värv|värvus|värvitoon',
  ),
  c(
    ['Screen size', 'display size', 'screen diagonal', 'display diagonal', 'diagonal'],
    "Bildschirmdiagonale|Bildschirmgröße|Displaygröße|Diagonale|Displaydiagonale|Bilddiagonale|диагональ|диагональ экрана|размер экрана|диагональ дисплея|näytön koko|ruudun koko|näytön halkaisija|kuvaruudun koko|przekątna|przekątna ekranu|wielkość ekranu|rozmiar ekranu|taille d'écran|taille de l'écran|diagonale|diagonale écran|ekrano įstrižainė|įstrižainė|ekrano dydis|ekrāna izmērs|ekrāna diagonāle|diagonāle|ekraani suurus|ekraani diagonaal|diagonaal",
  ),
  c(
    ['Resolution', 'screen resolution', 'display resolution', 'native resolution', 'max resolution'],
    "Auflösung|Bildschirmauflösung|Displayauflösung|разрешение|разрешение экрана|разрешение дисплея|resoluutio|näytön resoluutio|tarkkuus|rozdzielczość|rozdzielczość ekranu|résolution|résolution d'écran|raiška|ekrano raiška|izšķirtspēja|ekrāna izšķirtspēja|eraldusvõime|ekraani eraldusvõime|resolutsioon",
  ),
  c(
    ['Panel type', 'display type', 'display technology', 'matrix type', 'screen type'],
    "Paneltyp|Panel|Displaytyp|Displaytechnologie|Bildschirmtyp|тип матрицы|матрица|тип экрана|тип дисплея|paneelin tyyppi|paneelityyppi|näytön tyyppi|typ matrycy|matryca|typ ekranu|type de dalle|dalle|type d'écran|matricos tipas|ekrano tipas|matricas tips|ekrāna tips|paneeli tüüp|ekraani tüüp|maatriksi tüüp",
  ),
  c(
    ['Refresh rate (Hz)', 'refresh rate', 'frame rate'],
    'Bildwiederholfrequenz|Bildwiederholrate|Wiederholrate|частота обновления|частота обновления экрана|герцовка|virkistystaajuus|päivitystaajuus|częstotliwość odświeżania|odświeżanie|taux de rafraîchissement|fréquence de rafraîchissement|atnaujinimo dažnis|atsvaidzes intensitāte|kadru frekvence|värskendussagedus|kaadrisagedus',
  ),
  c(
    ['HDR', 'high dynamic range', 'hdr support'],
    'HDR-Unterstützung|поддержка HDR|HDR-tuki|obsługa HDR|compatible HDR|HDR palaikymas|HDR atbalsts|HDR tugi',
  ),
  c(
    ['Touchscreen', 'touch screen', 'touch'],
    'Touchscreen|Berührungsbildschirm|сенсорный экран|сенсорный|kosketusnäyttö|ekran dotykowy|dotykowy|écran tactile|tactile|jutiklinis ekranas|skārienjutīgs ekrāns|skārienekrāns|puuteekraan',
  ),
  c(
    ['Processor', 'cpu', 'processor model', 'processor type', 'chip', 'chipset'],
    'Prozessor|Prozessortyp|CPU-Typ|процессор|модель процессора|тип процессора|suoritin|prosessori|procesor|model procesora|processeur|modèle de processeur|procesorius|procesors|protsessor|protsessori mudel',
  ),
  c(
    ['Processor brand', 'cpu manufacturer', 'processor manufacturer'],
    'Prozessorhersteller|CPU-Hersteller|производитель процессора|suorittimen valmistaja|producent procesora|fabricant du processeur|marque du processeur|procesoriaus gamintojas|procesora ražotājs|protsessori tootja',
  ),
  c(
    ['Processor cores', 'number of cores', 'cpu cores', 'cores', 'core count'],
    'Prozessorkerne|Anzahl Kerne|Kerne|количество ядер|ядер|число ядер|ytimet|ytimien määrä|liczba rdzeni|rdzenie|nombre de cœurs|cœurs|branduolių skaičius|kodolu skaits|tuumade arv|protsessori tuumad',
  ),
  c(
    ['Memory (RAM)', 'ram', 'ram size', 'memory', 'system memory', 'installed ram', 'ram memory'],
    'Arbeitsspeicher|RAM-Speicher|Hauptspeicher|Arbeitsspeicher (RAM)|оперативная память|озу|объем оперативной памяти|объём оперативной памяти|память|keskusmuisti|muisti|ram-muisti|käyttömuisti|pamięć ram|pamięć|mémoire vive|mémoire|ram|operatyvioji atmintis|atmintis|operatīvā atmiņa|atmiņa|operatiivmälu|mälu|muutmälu',
  ),
  c(
    [
      'Storage capacity',
      'storage',
      'internal storage',
      'hard drive capacity',
      'ssd capacity',
      'disk size',
      'storage size',
    ],
    'Speicherkapazität|Speicher|Festplattenkapazität|Kapazität|Festplatte|SSD-Kapazität|interner Speicher|Speichergröße|объем накопителя|накопитель|встроенная память|объем памяти|жесткий диск|ёмкость|емкость|tallennustila|tallennuskapasiteetti|kiintolevy|sisäinen muisti|pojemność|dysk|pojemność dysku|pamięć wewnętrzna|capacité|stockage|capacité de stockage|disque dur|talpa|vidinė atmintis|disko talpa|ietilpība|iekšējā atmiņa|cietais disks|salvestusmaht|mahutavus|kõvaketas|sisemälu|kietasis diskas|diskas|standusis diskas',
  ),
  c(
    ['Storage type', 'drive type', 'disk type', 'storage media'],
    'Speichertyp|Laufwerkstyp|Festplattentyp|тип накопителя|тип диска|tallennustilan tyyppi|levyn tyyppi|typ dysku|rodzaj dysku|type de stockage|type de disque|disko tipas|diska tips|andmekandja tüüp|ketta tüüp',
  ),
  c(
    ['Graphics', 'gpu', 'graphics card', 'video card', 'graphics processor'],
    'Grafik|Grafikkarte|Grafikchip|Grafikprozessor|видеокарта|графика|графический процессор|видеоадаптер|näytönohjain|grafiikka|karta graficzna|grafika|carte graphique|graphique|processeur graphique|vaizdo plokštė|grafika|videokarte|grafika|graafika|videokaart|graafikakaart',
  ),
  c(
    ['Operating system', 'os'],
    "Betriebssystem|операционная система|ОС|käyttöjärjestelmä|system operacyjny|system|système d'exploitation|OS|operacinė sistema|operētājsistēma|operatsioonisüsteem|op-süsteem",
  ),
  c(
    [
      'Connectivity',
      'connections',
      'interfaces',
      'ports',
      'connectivity technology',
      'wireless connectivity',
    ],
    'Anschlüsse|Schnittstellen|Konnektivität|Verbindung|интерфейсы|разъемы|подключение|порты|liitännät|yhteydet|liitettävyys|złącza|łączność|interfejsy|connectique|connectivité|interfaces|jungtys|sąsajos|savienojumi|pieslēgvietas|ühenduvus|liidesed|pordid',
  ),
  c(
    ['Wi-Fi standard', 'wifi', 'wlan', 'wireless standard', 'wlan standard'],
    'WLAN-Standard|WLAN|WiFi|стандарт Wi-Fi|wi-fi|langaton verkko|wlan-standardi|standard wi-fi|norme wi-fi|wi-fi standartas|wi-fi standarts|wifi standard|wlan standard',
  ),
  c(
    ['Battery capacity (mAh)', 'battery capacity', 'battery', 'battery size'],
    'Akkukapazität|Akku|Batteriekapazität|Akkuleistung|ёмкость аккумулятора|емкость аккумулятора|аккумулятор|емкость батареи|батарея|akun kapasiteetti|akku|akun koko|pojemność baterii|pojemność akumulatora|bateria|akumulator|capacité de la batterie|batterie|accu|baterijos talpa|akumuliatorius|baterija|akumulatora ietilpība|akumulators|aku mahtuvus|aku|aku maht',
  ),
  c(
    ['Battery life (hours)', 'battery life', 'battery runtime', 'runtime', 'operating time', 'playback time'],
    'Akkulaufzeit|Laufzeit|Betriebsdauer|время работы|время автономной работы|автономность|akunkesto|käyttöaika|czas pracy|czas pracy na baterii|autonomie|durée de vie de la batterie|veikimo laikas|baterijos veikimo laikas|darbības laiks|akumulatora darbības laiks|aku kestvus|tööaeg|aku tööaeg|Wiedergabezeit|время воспроизведения|время работы от аккумулятора|toistoaika|czas odtwarzania|durée de lecture|atkūrimo laikas|atskaņošanas laiks|esitusaeg',
  ),
  c(
    ['Power', 'power consumption', 'wattage', 'rated power', 'power output', 'motor power'],
    'Leistung|Leistungsaufnahme|Nennleistung|Stromverbrauch|Motorleistung|мощность|потребляемая мощность|номинальная мощность|teho|tehonkulutus|nimellisteho|moc|pobór mocy|moc znamionowa|puissance|consommation|galia|energijos sąnaudos|jauda|patērētā jauda|võimsus|energiatarve|nimivõimsus',
  ),
  c(
    ['Energy class', 'energy efficiency class', 'energy label', 'energy rating', 'energy efficiency'],
    "Energieeffizienzklasse|Energieklasse|Energielabel|класс энергопотребления|класс энергоэффективности|энергокласс|energialuokka|energiatehokkuusluokka|klasa energetyczna|klasa efektywności energetycznej|classe énergétique|classe d'efficacité énergétique|energijos klasė|energijos vartojimo efektyvumo klasė|energoefektivitātes klase|energoklase|energiaklass|energiatõhususe klass",
  ),
  c(
    ['Noise level (dB)', 'noise level', 'noise', 'sound level', 'noise emission'],
    'Geräuschpegel|Lautstärke|Schallleistungspegel|Geräuschentwicklung|уровень шума|шум|melutaso|äänitaso|poziom hałasu|głośność|niveau sonore|niveau de bruit|triukšmo lygis|trokšņa līmenis|müratase|müra',
  ),
  c(
    ['Capacity (litres)', 'volume', 'capacity in litres', 'usable capacity', 'net capacity'],
    'Volumen|Fassungsvermögen|Nutzinhalt|Inhalt|объем|объём|полезный объем|объем камеры|tilavuus|käyttötilavuus|pojemność użytkowa|objętość|volume|contenance|capacité utile|tūris|talpa litrais|tilpums|maht|kasulik maht',
  ),
  c(
    ['Load capacity (kg)', 'load capacity', 'drum capacity', 'max load', 'washing capacity'],
    'Beladungsmenge|Fassungsvermögen Trommel|Füllmenge|Max. Beladung|максимальная загрузка|загрузка|вместимость|täyttömäärä|kapasiteetti|maksimikuorma|wsad|maksymalny wsad|ładowność|capacité de chargement|charge maximale|capacité de lavage|įkrova|maksimali įkrova|ielāde|maksimālā ielāde|täitekogus|maksimaalne koormus',
  ),
  c(
    ['Installation', 'installation type', 'mounting', 'construction type', 'build type'],
    "Bauart|Einbauart|Montageart|Installation|тип установки|установка|монтаж|asennus|asennustapa|rakenne|montaż|sposób montażu|typ zabudowy|installation|type d'installation|pose|montavimas|įrengimo tipas|uzstādīšana|montāža|paigaldus|paigaldusviis",
  ),
  c(
    ['Sensor resolution (MP)', 'megapixels', 'sensor resolution', 'camera resolution', 'effective pixels'],
    'Megapixel|Sensorauflösung|Kameraauflösung|effektive Pixel|разрешение матрицы|мегапиксели|разрешение камеры|kennon tarkkuus|megapikselit|kennon resoluutio|rozdzielczość matrycy|megapiksele|rozdzielczość aparatu|mégapixels|résolution du capteur|megapikseliai|jutiklio raiška|megapikseļi|sensora izšķirtspēja|megapikslid|sensori eraldusvõime|kaamera eraldusvõime',
  ),
  c(
    ['Optical zoom (×)', 'optical zoom', 'zoom'],
    'optischer Zoom|Zoom|оптический зум|оптическое увеличение|зум|optinen zoom|zoom optyczny|zoom optique|optinis priartinimas|optiskā tālummaiņa|optiline suum|suum',
  ),
  c(
    ['Video resolution', 'video recording resolution', 'max video resolution'],
    'Videoauflösung|разрешение видео|видеосъемка|videon resoluutio|videotarkkuus|rozdzielczość wideo|résolution vidéo|vaizdo raiška|video izšķirtspēja|video eraldusvõime',
  ),
  c(
    ['Print technology', 'printing technology', 'printer type', 'print method'],
    "Drucktechnologie|Drucktechnik|Druckverfahren|технология печати|тип печати|тип принтера|tulostustekniikka|tulostimen tyyppi|technologia druku|typ drukarki|technologie d'impression|type d'imprimante|spausdinimo technologija|drukāšanas tehnoloģija|printimistehnoloogia|printeri tüüp",
  ),
  c(
    ['Colour printing', 'color printing', 'colour print', 'color print'],
    'Farbdruck|цветная печать|värillinen tulostus|värituloste|druk w kolorze|druk kolorowy|impression couleur|spalvotas spausdinimas|krāsu druka|värviprintimine|värvitrükk',
  ),
  c(
    ['Print speed (pages/min)', 'print speed', 'pages per minute', 'ppm'],
    "Druckgeschwindigkeit|скорость печати|tulostusnopeus|szybkość druku|prędkość druku|vitesse d'impression|spausdinimo greitis|drukāšanas ātrums|printimiskiirus",
  ),
  c(
    ['Socket', 'cpu socket', 'processor socket', 'socket type'],
    'Sockel|Prozessorsockel|CPU-Sockel|сокет|разъем процессора|гнездо процессора|kanta|prosessorikanta|gniazdo procesora|socket|support du processeur|lizdas|procesoriaus lizdas|ligzda|procesora ligzda|pesa|protsessori pesa',
  ),
  c(
    ['Memory type', 'ram type', 'memory technology'],
    'Speichertyp RAM|Arbeitsspeichertyp|RAM-Typ|тип памяти|тип оперативной памяти|muistityyppi|muistin tyyppi|typ pamięci|rodzaj pamięci|type de mémoire|atminties tipas|atmiņas tips|mälu tüüp|mälutüüp',
  ),
  c(
    ['Form factor', 'formfactor', 'size class', 'motherboard form factor'],
    'Formfaktor|Bauform|форм-фактор|формфактор|muototekijä|kokoluokka|format|forma|obudowa|facteur de forme|format|formos faktorius|formas faktors|vormitegur|vormifaktor',
  ),
  c(
    ['Wireless', 'cordless', 'wireless connection'],
    'kabellos|drahtlos|Funk|беспроводной|беспроводная|беспроводное подключение|langaton|bezprzewodowy|bezprzewodowa|sans fil|belaidis|bevadu|juhtmevaba|traadita',
  ),
  c(
    ['Active noise cancelling', 'noise cancelling', 'anc', 'noise cancellation'],
    'Geräuschunterdrückung|aktive Geräuschunterdrückung|Noise Cancelling|шумоподавление|активное шумоподавление|vastamelu|aktiivinen melunvaimennus|redukcja szumów|aktywna redukcja szumów|réduction de bruit|réduction active du bruit|triukšmo slopinimas|aktīvā trokšņu slāpēšana|trokšņu slāpēšana|mürasummutus|aktiivne mürasummutus',
  ),
  c(
    ['Headphone type', 'headphone style', 'wearing style'],
    "Kopfhörertyp|Bauform Kopfhörer|Tragestil|тип наушников|конструкция наушников|kuulokkeiden tyyppi|kuuloketyyppi|typ słuchawek|rodzaj słuchawek|type de casque|type d'écouteurs|ausinių tipas|austiņu tips|kõrvaklappide tüüp",
  ),
  c(
    ['Output power', 'rms power', 'audio output power', 'speaker power', 'amplifier power'],
    'Ausgangsleistung|RMS-Leistung|Musikleistung|выходная мощность|мощность звука|мощность динамиков|lähtöteho|äänen teho|moc wyjściowa|moc rms|puissance de sortie|puissance rms|išėjimo galia|izejas jauda|väljundvõimsus',
  ),
  c(
    ['Top speed (km/h)', 'top speed', 'max speed', 'maximum speed', 'speed'],
    'Höchstgeschwindigkeit|Geschwindigkeit|max. Geschwindigkeit|максимальная скорость|скорость|huippunopeus|nopeus|prędkość maksymalna|prędkość|vitesse maximale|vitesse|maksimalus greitis|greitis|maksimālais ātrums|ātrums|tippkiirus|maksimaalne kiirus|kiirus',
  ),
  c(
    ['Range (km)', 'range', 'driving range', 'max range'],
    "Reichweite|запас хода|дальность|toimintamatka|kantama|zasięg|autonomie km|rayon d'action|nuvažiuojamas atstumas|nobraukšanas attālums|sõiduulatus|sõidukaugus",
  ),
  c(
    ['Compatible with', 'compatibility', 'compatible models', 'fits', 'suitable for'],
    'Kompatibel mit|Kompatibilität|passend für|geeignet für|Passend zu|совместимость|совместим с|подходит для|совместимые модели|yhteensopivuus|yhteensopiva|sopii|kompatybilność|pasuje do|kompatybilny z|compatibilité|compatible avec|suderinamumas|suderinama su|saderība|saderīgs ar|ühilduvus|ühildub|sobib',
  ),
  c(
    ['Material', 'materials', 'fabric', 'housing material', 'case material'],
    'Material|Gehäusematerial|Werkstoff|материал|материал корпуса|materiaali|runkomateriaali|materiał|tworzywo|matière|matériau|medžiaga|materiāls|materjal|materjalid',
  ),
  c(
    ['Availability', 'availability status'],
    'Verfügbarkeit|Lieferstatus|наличие|saatavuus|dostępność|disponibilité|prieinamumas|pieejamība|saadavus',
  ),
  c(
    ['Country of origin', 'origin', 'country'],
    "Herkunftsland|Ursprungsland|страна производства|страна происхождения|страна|alkuperämaa|valmistusmaa|kraj pochodzenia|kraj produkcji|pays d'origine|pays de fabrication|kilmės šalis|izcelsmes valsts|päritoluriik|päritolumaa",
  ),
  // Known attributes a PIM may lack: they hold their names against look-alikes.
  c(
    ['Model', 'model name', 'series'],
    'Modell|Modellbezeichnung|Serie|модель|серия|malli|sarja|model|seria|modèle|série|modelis|serija|modelis|sērija|mudel|seeria',
  ),
  c(
    ['Condition', 'item condition', 'state'],
    'Zustand|Qualität|состояние|kunto|stan|état|būklė|stāvoklis|seisukord',
  ),
  c(
    ['Category', 'product category', 'product type', 'google product category'],
    'Kategorie|Warengruppe|Artikelgruppe|категория|группа товаров|kategoria|tuoteryhmä|catégorie|kategorija|kategorija|kategooria|tootegrupp',
  ),
  c(
    ['Size', 'dimensions', 'measurements'],
    'Größe|Abmessungen|Maße|размер|размеры|габариты|koko|mitat|rozmiar|wymiary|taille|dimensions|dydis|matmenys|izmērs|izmēri|suurus|mõõtmed',
  ),
  c(['Gender', 'age group'], 'Geschlecht|Altersgruppe|пол|sukupuoli|płeć|genre|lytis|dzimums|sugu'),
  c(
    ['Link', 'url', 'product url', 'product link'],
    'Produktlink|ссылка|linkki|łącze|lien|nuoroda|saite|link',
  ),
  c(['Currency'], 'Währung|валюта|valuutta|waluta|devise|monnaie|valiuta|valūta|valuuta'),
  c(['VAT', 'tax', 'vat rate'], 'MwSt|Mehrwertsteuer|Steuersatz|НДС|alv|VAT|TVA|PVM|PVN|käibemaks'),
];
