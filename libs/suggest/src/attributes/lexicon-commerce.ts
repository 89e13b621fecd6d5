import { c, type Concept } from './concept';

/** Identity, text, media, prices and stock; and names of attributes a PIM may lack (lexicon.ts). */
export const COMMERCE_CONCEPTS: readonly Concept[] = [
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
      'supplier aid',
      'supplier pid',
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
      'manufacturer aid',
      'manufacturer pid',
      'manufacturer article number',
    ],
    'Herstellernummer|Hersteller-Artikelnummer|Herstellerartikelnummer|HAN|Teilenummer|Modellnummer|артикул производителя|код производителя|парт-номер|партномер|valmistajan koodi|valmistajan tuotekoodi|valmistajan tuotenumero|kod producenta|numer katalogowy producenta|référence fabricant|code fabricant|gamintojo kodas|ražotāja kods|tootja kood|tootja tootekood|Hersteller-Artikelnr|Hersteller-Art.-Nr.|Hersteller Artikelnummer|Herstellerteilenummer|Hersteller-Teilenummer',
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
    ['Brand', 'manufacturer', 'make', 'vendor', 'producer', 'brand name', 'manufacturer name'],
    'Marke|Hersteller|Markenname|Fabrikat|бренд|марка|производитель|торговая марка|изготовитель|merkki|valmistaja|tuotemerkki|marka|producent|marque|fabricant|prekės ženklas|gamintojas|zīmols|ražotājs|kaubamärk|tootja|bränd|mark|Herstellername|название производителя|valmistajan nimi|nazwa producenta|nom du fabricant|gamintojo pavadinimas|ražotāja nosaukums|tootja nimi',
  ),
  c(
    [
      'Main image',
      'image',
      'image link',
      'picture',
      'photo',
      'image url',
      'image src',
      'image source',
      'main image url',
    ],
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
    ['Availability', 'availability status', 'in stock'],
    'Verfügbarkeit|Lieferstatus|наличие|saatavuus|dostępność|disponibilité|prieinamumas|pieejamība|saadavus',
  ),
  c(
    ['Country of origin', 'origin', 'country'],
    "Herkunftsland|Ursprungsland|страна производства|страна происхождения|страна|alkuperämaa|valmistusmaa|kraj pochodzenia|kraj produkcji|pays d'origine|pays de fabrication|kilmės šalis|izcelsmes valsts|päritoluriik|päritolumaa|страна производитель|страна-производитель|страна изготовления|kraj producenta",
  ),
  c(['Width'], 'Breite|ширина|leveys|szerokość|largeur|plotis|platums|laius'),
  c(['Height'], 'Höhe|высота|korkeus|wysokość|hauteur|aukštis|augstums|kõrgus'),
  c(['Depth'], 'Tiefe|глубина|syvyys|głębokość|profondeur|gylis|dziļums|sügavus'),
  c(['Length'], 'Länge|длина|pituus|długość|longueur|ilgis|garums|pikkus'),
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
