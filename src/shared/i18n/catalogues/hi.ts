import type { Catalogue } from '../catalogue.ts';

/** Hindi, as a seller says it: plain words, the marketplace's own Hindi terms where sellers know them. */
export const hi: Catalogue = {
  // — app frame —
  'app.language.label': 'भाषा',
  'app.printer.browserPrints':
    'Stockroom का यह रूप ब्राउज़र से प्रिंट करता है: ब्राउज़र का Print (Ctrl+P) चुनें, उसी से PDF भी सेव होती है।',
  'app.printer.downloads': 'Stockroom का यह रूप PDF डाउनलोड करता है: डाउनलोड की गई फ़ाइल से प्रिंट करें।',
  // — settings —
  'settings.language.heading': 'भाषा',
  'settings.language.system': 'इस कंप्यूटर जैसी',
  'settings.language.hint':
    'स्क्रीन, संदेश, पिक लिस्ट और एक्सपोर्ट इसी भाषा में दिखेंगे। अंक लेबल की तरह अंग्रेज़ी अंकों में ही रहेंगे।',
  // — fulfilment —
  'fulfilment.offline.sentence': 'Stockroom मार्केटप्लेस से जुड़ नहीं पा रहा, {what}; ऑनलाइन होने पर फिर कोशिश करें।',
  'fulfilment.offline.so': 'इसलिए {notDone}',
  'fulfilment.offline.labels': 'और ये लेबल पहले डाउनलोड नहीं हुए थे',
  'fulfilment.offline.manifests': 'इसलिए कोई मैनिफ़ेस्ट नहीं बना',
  'fulfilment.verb.did':
    '{kind, select, pack {पैक हो गया।} dispatch {रेडी टू डिस्पैच मार्क हो गया।} cancel {कैंसल हो गया।} selfShipDispatch {डिस्पैच मार्क हो गया।} selfShipDeliver {डिलीवर मार्क हो गया।} selfShipAttempt {डिलीवरी की नाकाम कोशिश दर्ज हो गई।} other {ट्रैकिंग आईडी बदल गया।}}',
  'fulfilment.verb.already':
    '{kind, select, pack {मार्केटप्लेस पर पहले से पैक है} dispatch {मार्केटप्लेस पर पहले से रेडी टू डिस्पैच है} cancel {मार्केटप्लेस पर पहले से कैंसल है} selfShipDispatch {मार्केटप्लेस पर पहले से डिस्पैच मार्क है} selfShipDeliver {मार्केटप्लेस पर पहले से डिलीवर मार्क है} selfShipAttempt {मार्केटप्लेस पर नाकाम कोशिश पहले से दर्ज है} other {मार्केटप्लेस पर ट्रैकिंग आईडी पहले से बदला हुआ है}}; दोबारा नहीं भेजा।',
  'fulfilment.verb.cannot':
    '{kind, select, pack {पैक} dispatch {रेडी टू डिस्पैच मार्क} cancel {कैंसल} selfShipDispatch {डिस्पैच मार्क} selfShipDeliver {डिलीवर मार्क} selfShipAttempt {डिलीवरी की नाकाम कोशिश के रूप में दर्ज} other {नए ट्रैकिंग आईडी से अपडेट}}',
  'fulfilment.verb.notDone':
    '{kind, select, pack {कुछ भी पैक नहीं हुआ} dispatch {कुछ भी रेडी टू डिस्पैच मार्क नहीं हुआ} cancel {कुछ भी कैंसल नहीं हुआ} selfShipDispatch {कुछ भी डिस्पैच मार्क नहीं हुआ} selfShipDeliver {कुछ भी डिलीवर मार्क नहीं हुआ} selfShipAttempt {डिलीवरी की कोई कोशिश दर्ज नहीं हुई} other {कोई ट्रैकिंग आईडी नहीं बदला}}',
  'fulfilment.state.name':
    '{state, select, APPROVED {पैक होने के इंतज़ार में} PACKING_IN_PROGRESS {पैक हो रहा} FORM_FAILED {फ़ॉर्म फ़ेल} PACKED {पैक} READY_TO_DISPATCH {रेडी टू डिस्पैच} PICKUP_COMPLETE {पिकअप हो चुका} CANCELLED {कैंसल} SHIPPED {शिप हो चुका} DELIVERED {डिलीवर हो चुका} RETURN_REQUESTED {रिटर्न माँगा गया} RETURNED {रिटर्न हो चुका} COMPLETED {पूरा} other {{raw}}}',
  'fulfilment.cancelled.items':
    '{count, plural, one {ऑर्डर आइटम {ids} कैंसल हुआ} other {ऑर्डर आइटम {ids} कैंसल हुए}}; शिपमेंट का बाकी हिस्सा अभी पैक होना है।',
  'fulfilment.cancelled.itemsAlready':
    '{count, plural, one {ऑर्डर आइटम {ids} मार्केटप्लेस पर पहले से कैंसल है} other {ऑर्डर आइटम {ids} मार्केटप्लेस पर पहले से कैंसल हैं}}; दोबारा नहीं भेजा।',
  'fulfilment.item.packing': 'मार्केटप्लेस इसे पैक कर रहा है।',
  'fulfilment.item.notSent': 'नहीं भेजा: काम कैंसल कर दिया गया।',
  'fulfilment.refused.notSelfShip':
    'यह मार्केटप्लेस के कूरियर से जाता है, आपके से नहीं, इसलिए इसे {cannot} नहीं किया गया।',
  'fulfilment.refused.notKnown':
    'मार्केटप्लेस ने नहीं बताया कि उसने इसे लिया या नहीं, और शिपमेंट में कोशिशें नहीं दिखतीं, इसलिए Stockroom ने इसे दोबारा नहीं भेजा; मार्केटप्लेस के पैनल में शिपमेंट देखें।',
  'fulfilment.refused.formFailed': 'पैक करते समय मार्केटप्लेस पर एक फ़ॉर्म फ़ेल हुआ; मार्केटप्लेस के पैनल में शिपमेंट खोलें।',
  'fulfilment.refused.onHold': 'मार्केटप्लेस ने यह शिपमेंट रोक रखा है, इसलिए इसे {cannot} नहीं किया गया।',
  'fulfilment.refused.state': 'मार्केटप्लेस पर यह {state} है, इसलिए इसे {cannot} नहीं किया गया।',
  'fulfilment.refused.marketplace': 'मार्केटप्लेस ने मना किया: {reason} ({code})।',
  'fulfilment.refused.cancelledBeforeTaken':
    'काम कैंसल होने तक मार्केटप्लेस ने इसे नहीं लिया था, इसलिए इसे {cannot} नहीं किया गया।',
  'fulfilment.refused.notPacked':
    'मार्केटप्लेस ने पैक दो बार मान लिया, पर शिपमेंट फिर से पैक होने के इंतज़ार में है; इसे मार्केटप्लेस के पैनल में खोलें।',
  'fulfilment.refused.busy':
    'Stockroom का दूसरा काम यह शिपमेंट मार्केटप्लेस पर भेज चुका है, इसलिए इस काम ने इसे नहीं भेजा।',
  'fulfilment.refused.numberTaken':
    'शिपमेंट {owner} के पास पहले से इनवॉइस नंबर {number} है, इसलिए कुछ भी पैक नहीं हुआ; शिपमेंट {shipment} को दूसरा नंबर दें।',
  'fulfilment.held.first':
    '{count, plural, one {शिपमेंट {ids} पहले से {cannot} किया जा रहा है} other {शिपमेंट {ids} पहले से {cannot} किए जा रहे हैं}}',
  'fulfilment.held.more':
    '{count, plural, one {{ids} पहले से {cannot} किया जा रहा है} other {{ids} पहले से {cannot} किए जा रहे हैं}}',
  'fulfilment.held.and': '{before}, और {after}',
  'fulfilment.held.sentence': '{parts}, इसलिए {notDone}; वह काम पूरा होने दें, फिर कोशिश करें।',
  'fulfilment.list.and': '{some} और {last}',
  'fulfilment.list.more': '{count, plural, other {# और}}',
  'fulfilment.progress.packing': 'मार्केटप्लेस पर पैकिंग: {total, number} में से {packed, number} पैक',
  'fulfilment.progress.answered': '{total, number} में से {answered, number} का जवाब आया',
  'fulfilment.progress.slowDown': '{total, number} में से {answered, number} का जवाब आया; {slowDown}',
  'fulfilment.job.checking': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}}: देख रहे हैं कि मार्केटप्लेस ने क्या किया',
  'fulfilment.job.closing':
    '{total, number} में से {done, number} {cannot} किए गए{packing, plural, =0 {} other {, # मार्केटप्लेस पर अभी पैक हो रहे हैं}}{refused, plural, =0 {} other {, # को मना किया गया}}।',
  'fulfilment.job.cancelledClosing': 'कैंसल किया; {closing}',
  'fulfilment.job.cancelled': 'कैंसल किया; जो शिपमेंट भेजे जा चुके थे वे मार्केटप्लेस पर वैसे ही रहेंगे।',
  'fulfilment.job.cancelledShort': 'कैंसल किया।',
  'fulfilment.job.unanswered': 'मार्केटप्लेस ने हर शिपमेंट का जवाब नहीं दिया।',
  'fulfilment.job.unansweredFor':
    'मार्केटप्लेस ने {total, plural, one {# शिपमेंट} other {# शिपमेंट}} में से {open, number} का जवाब नहीं दिया; मार्केटप्लेस के फिर जवाब देने पर Stockroom देखेगा कि उसने क्या किया।',
  'fulfilment.job.failed': 'यह काम अचानक फ़ेल हो गया।',
  'fulfilment.job.label':
    '{kind, select, pack {पैक हो रहे हैं} dispatch {रेडी टू डिस्पैच} cancel {कैंसल हो रहे हैं} selfShipDispatch {डिस्पैच मार्क हो रहे हैं} selfShipDeliver {डिलीवर मार्क हो रहे हैं} selfShipAttempt {नाकाम कोशिश दर्ज हो रही है} other {ट्रैकिंग आईडी बदल रहा है}}',
  'fulfilment.cancel.notInShipment': 'ऑर्डर आइटम {item} शिपमेंट {shipment} में नहीं है।',
  'fulfilment.cancel.noGroup':
    'मार्केटप्लेस ने शिपमेंट {shipment} के एक ऑर्डर आइटम का कैंसलेशन ग्रुप नहीं दिया, इसलिए इसके आइटम अलग-अलग कैंसल नहीं हो सकते; पूरा शिपमेंट कैंसल करें।',
  'fulfilment.account.none': 'इस प्रोफ़ाइल के लिए अभी कोई सेलर अकाउंट नहीं है। उसे सेटिंग्स में जोड़ें।',
  'fulfilment.action.notFound': 'यह काम रिकॉर्ड में नहीं है।',
  'fulfilment.choose.none': 'कम से कम एक शिपमेंट चुनें।',
  'fulfilment.labels.notDownloaded': 'कोई लेबल डाउनलोड नहीं हुआ',
  'fulfilment.file.labels': '{count, plural, =1 {लेबल {id}.pdf} other {लेबल # शिपमेंट.pdf}}',
  'fulfilment.file.manifest': 'मैनिफ़ेस्ट {courier} {day}.pdf',
  'fulfilment.file.downloaded': '{files} डाउनलोड हो गया।',
  'fulfilment.file.downloadedKept': '{file} (इस कंप्यूटर पर रखी कॉपी) डाउनलोड हो गया।',
  'fulfilment.selfShip.deliveryBeforeToday': 'डिलीवरी की अनुमानित तारीख आज से पहले की नहीं हो सकती।',
  'fulfilment.selfShip.dayAfterToday':
    '{kind, select, selfShipDeliver {डिलीवरी की तारीख आज के बाद की नहीं हो सकती।} other {कोशिश की तारीख आज के बाद की नहीं हो सकती।}}',
  'fulfilment.selfShip.invoiceUnknown':
    'शिपमेंट {shipment} Stockroom ने पैक नहीं किया, इसलिए वह इनवॉइस नंबर लिखें जिससे यह पैक हुआ था।',
  'fulfilment.skipped.onHold': 'मार्केटप्लेस ने इसे रोक रखा है।',
  'fulfilment.skipped.notYet': '{when} से पैक हो सकता है।',
  'fulfilment.pattern.empty': 'इनवॉइस नंबर का पैटर्न दें, जैसे {example}।',
  'fulfilment.pattern.unknown':
    'पैटर्न में {placeholder} है, जिसे Stockroom नहीं जानता: काउंटर के लिए {counter} या {padded}, तारीख के लिए {yyyy}, {yy} या {mm} लिखें।',
  'fulfilment.pattern.badText': 'ब्रैकेट के बाहर पैटर्न में सिर्फ़ अक्षर, अंक, / और - हो सकते हैं।',
  'fulfilment.pattern.noCounter': 'पैटर्न में काउंटर ज़रूरी है: {counter}, या पाँच अंकों के लिए {padded}।',
  'fulfilment.pattern.twoCounters': 'पैटर्न में काउंटर दो बार है; इसे एक बार ही दें।',
  'fulfilment.pattern.next': 'अगला नंबर 1 से 999999999 तक का पूरा अंक होना चाहिए।',
  'fulfilment.pattern.tooLong':
    'यह पैटर्न {length} अक्षरों के इनवॉइस नंबर बनाता है, जैसे {sample}; मार्केटप्लेस ज़्यादा से ज़्यादा {max} लेता है।',
  'fulfilment.pattern.legend': 'इनवॉइस नंबर',
  'fulfilment.pattern.label': 'पैटर्न',
  'fulfilment.pattern.nextLabel': 'अगला नंबर',
  'fulfilment.pattern.use': 'यह पैटर्न लगाएँ',
  'fulfilment.pattern.help':
    '{counter} काउंटर है ({padded} उसे 5 अंकों का बनाता है); {yyyy}, {yy} और {mm} उस दिन का साल और महीना हैं जिस दिन नंबर बनते हैं। काउंटर सिर्फ़ उन्हीं इनवॉइस पर आगे बढ़ता है जिन्हें मार्केटप्लेस पैक करता है।',
  'fulfilment.check.invoiceEmpty': 'इनवॉइस नंबर दें।',
  'fulfilment.check.invoiceShape': 'इनवॉइस नंबर में ज़्यादा से ज़्यादा 16 अक्षर, अंक, / या - होते हैं।',
  'fulfilment.check.invoiceUsed': 'शिपमेंट {owner} के पास पहले से यह इनवॉइस नंबर है।',
  'fulfilment.check.invoiceTwice': 'इस फ़ॉर्म के दूसरे शिपमेंट में भी यही इनवॉइस नंबर है।',
  'fulfilment.check.measureNaN':
    '{measure, select, length {लंबाई} breadth {चौड़ाई} height {ऊँचाई} other {वज़न}} {measure, select, weight {kg} other {cm}} में अंकों में दें।',
  'fulfilment.check.measureLow':
    '{measure, select, length {लंबाई} breadth {चौड़ाई} height {ऊँचाई} other {वज़न}} 0 {measure, select, weight {kg} other {cm}} से ज़्यादा होना चाहिए।',
  'fulfilment.check.measureHigh':
    '{measure, select, length {लंबाई} breadth {चौड़ाई} height {ऊँचाई} other {वज़न}} ज़्यादा से ज़्यादा {max} {measure, select, weight {kg} other {cm}} हो सकता है।',
  'fulfilment.check.dateShape': 'इनवॉइस की तारीख तारीख के रूप में दें, जैसे 2026-11-27।',
  'fulfilment.check.dateMissing': 'इनवॉइस की यह तारीख होती ही नहीं।',
  'fulfilment.check.dateFuture': 'इनवॉइस की तारीख आज के बाद की नहीं हो सकती।',
  'fulfilment.check.gstNegative': 'GST दर 0 से कम नहीं हो सकती: {rates} (प्रतिशत) में से दें।',
  'fulfilment.check.gstRate': 'GST दर दें: {rates} (प्रतिशत)।',
  'fulfilment.check.amountNaN': 'इनवॉइस राशि रुपये में, अंकों में दें।',
  'fulfilment.check.amountNegative': 'इनवॉइस राशि 0 रुपये से कम नहीं हो सकती।',
  'fulfilment.check.serialCount':
    '{count, plural, one {# सीरियल नंबर} other {# सीरियल नंबर}} दें, हर यूनिट का एक ({given} दिए गए)।',
  'fulfilment.check.serialEmpty': '{count} में से यूनिट {unit} का सीरियल नंबर दें।',
  'fulfilment.check.serialShape': 'सीरियल नंबर में ज़्यादा से ज़्यादा 100 अक्षर, अंक या चिह्न होते हैं, बिना स्पेस के।',
  'fulfilment.check.serialTwice': 'इस फ़ॉर्म की दूसरी यूनिट में भी यही सीरियल नंबर है; हर यूनिट का अपना होता है।',
  'fulfilment.tax.question':
    'शिपमेंट {shipment} में {sku}: {origin, select, listing {लिस्टिंग के अनुसार} sheet {लिस्टिंग शीट के अनुसार} seller {आपके प्रोडक्ट रिकॉर्ड के अनुसार} lastUsed {पिछले पैक में} other {प्रोडक्ट रिकॉर्ड के अनुसार}} {record}% है; इस इनवॉइस के लिए {typed}% लगाएँ?',
  'fulfilment.tax.label': '{count, plural, one {GST दर जाँचें} other {GST दरें जाँचें}}',
  'fulfilment.tax.confirm':
    '{count, plural, one {इस इनवॉइस के लिए लिखी दर लगाएँ} other {इन इनवॉइस के लिए लिखी दरें लगाएँ}}',
  'fulfilment.origin.cell':
    '{origin, select, listing {लिस्टिंग से} sheet {लिस्टिंग शीट से} seller {आपके प्रोडक्ट रिकॉर्ड से} lastUsed {पिछले पैक जैसा} order {ऑर्डर से} other {आपके पैटर्न से}}',
  'fulfilment.pack.title': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} पैक करें',
  'fulfilment.pack.review': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} पैक करें…',
  'fulfilment.pack.cellFor': '{label}, शिपमेंट {shipment}',
  'fulfilment.pack.shipment': 'शिपमेंट {shipment}',
  'fulfilment.pack.invoiceNumber': 'इनवॉइस नंबर',
  'fulfilment.pack.invoiceDate': 'इनवॉइस की तारीख',
  'fulfilment.pack.amount': 'राशि ₹',
  'fulfilment.pack.gst': 'GST दर %',
  'fulfilment.pack.withSku': '{label} ({sku} के लिए)',
  'fulfilment.pack.item': '{sku} × {quantity} नग: {title}',
  'fulfilment.pack.hsn': ', HSN कोड {hsn}',
  'fulfilment.pack.serials': 'सीरियल नंबर',
  'fulfilment.pack.serialsFor': 'शिपमेंट {shipment} में {sku} के सीरियल नंबर',
  'fulfilment.pack.serialUnit': '{count} में से सीरियल {unit}',
  'fulfilment.pack.measure':
    '{measure, select, length {लंबाई cm} breadth {चौड़ाई cm} height {ऊँचाई cm} other {वज़न kg}}',
  'fulfilment.pack.skipped': 'इस फ़ॉर्म में नहीं',
  'fulfilment.pack.line': 'शिपमेंट {shipment}: {sentence}',
  'fulfilment.pack.close': 'बंद करें',
  'fulfilment.pack.confirmLabel': 'पैकिंग पक्की करें',
  'fulfilment.pack.question':
    'मार्केटप्लेस पर {count, plural, one {# शिपमेंट} other {# शिपमेंट}} पैक करें? पैकिंग वापस नहीं होती: मार्केटप्लेस इन्हीं जानकारियों से लेबल और इनवॉइस छापता है।',
  'fulfilment.form.back': 'फ़ॉर्म पर वापस',
  'fulfilment.form.cells':
    'पैक करने से पहले {count, plural, one {# खाने में बदलाव चाहिए} other {# खानों में बदलाव चाहिए}}; हर खाना वजह बताता है।',
  'fulfilment.confirm.back': 'वापस',
  'fulfilment.bar.selection': 'चुने हुए',
  'fulfilment.bar.tick': 'काम करने के लिए शिपमेंट पर टिक लगाएँ।',
  'fulfilment.bar.clear': 'हटाएँ',
  'fulfilment.bar.clearLabel': 'चुनाव हटाएँ (Escape)',
  'fulfilment.bar.packing': 'शिपमेंट पैक हो रहे हैं: वह पूरा होने पर और पैक करें।',
  'fulfilment.bar.reading': 'पढ़ रहे हैं…',
  'fulfilment.bar.noneSelected': 'कोई नहीं चुना',
  'fulfilment.bar.pack': 'पैक करें… ({covers})',
  'fulfilment.bar.labels': 'लेबल और इनवॉइस ({covers})',
  'fulfilment.bar.printLabels': 'लेबल और इनवॉइस प्रिंट करें ({covers})',
  'fulfilment.bar.ready': 'रेडी टू डिस्पैच ({covers})',
  'fulfilment.bar.manifests': 'आज के मैनिफ़ेस्ट',
  'fulfilment.bar.manifestsFor': '{location} के आज के मैनिफ़ेस्ट',
  'fulfilment.bar.printManifests': 'आज के मैनिफ़ेस्ट प्रिंट करें',
  'fulfilment.bar.printManifestsFor': '{location} के आज के मैनिफ़ेस्ट प्रिंट करें',
  'fulfilment.result.noAnswer': 'अभी जवाब नहीं आया।',
  'fulfilment.result.download': 'लेबल और इनवॉइस डाउनलोड करें ({count, number})',
  'fulfilment.result.print': 'लेबल और इनवॉइस प्रिंट करें ({count, number})',
  'fulfilment.result.ready': 'रेडी टू डिस्पैच ({count, number} पैक)',
  'fulfilment.result.dismiss': 'हटाएँ',
  'fulfilment.pdf.save': 'PDF के रूप में सेव करें',
  'fulfilment.print.printed': 'प्रिंटर को भेज दिया।',
  'fulfilment.print.saved': '{path} में सेव किया।',
  'fulfilment.print.opened': 'आपके PDF व्यूअर में खुल गया: वहीं से प्रिंट करें।',
  'fulfilment.manifests.none': 'कोई शिपमेंट रेडी टू डिस्पैच नहीं है, इसलिए अभी कोई मैनिफ़ेस्ट नहीं है।',
  'fulfilment.ready.confirmLabel': 'रेडी टू डिस्पैच पक्का करें',
  'fulfilment.ready.question':
    '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} रेडी टू डिस्पैच मार्क करें? यह वापस नहीं होता।',
  'fulfilment.ready.confirm': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} रेडी टू डिस्पैच मार्क करें',
  'fulfilment.reprint.label': 'लेबल और इनवॉइस फिर से डाउनलोड करें',
  'fulfilment.reprint.print': 'लेबल और इनवॉइस फिर से प्रिंट करें',
  'fulfilment.cancel.reason':
    '{reason, select, out_of_stock {स्टॉक खत्म} cannot_ship_to_address {इस पते पर नहीं भेज सकते} pricing_error {गलत कीमत} other {कोई और वजह}}',
  'fulfilment.cancel.reasonLabel': 'कैंसल करने की वजह',
  'fulfilment.cancel.choose': 'वजह चुनें',
  'fulfilment.cancel.itemsLegend': 'कैंसल करने वाले ऑर्डर आइटम (कोई टिक नहीं: पूरा शिपमेंट)',
  'fulfilment.cancel.items': '{count, plural, one {# ऑर्डर आइटम} other {# ऑर्डर आइटम}} कैंसल करें…',
  'fulfilment.cancel.itemsConfirm': '{count, plural, one {# ऑर्डर आइटम} other {# ऑर्डर आइटम}} कैंसल करें',
  'fulfilment.cancel.shipment': 'यह शिपमेंट कैंसल करें…',
  'fulfilment.cancel.shipmentConfirm': 'शिपमेंट कैंसल करें',
  'fulfilment.cancel.confirmLabel': 'कैंसल करना पक्का करें',
  'fulfilment.cancel.questionItems':
    'शिपमेंट {shipment} के {count, plural, one {ऑर्डर आइटम {ids}} other {ऑर्डर आइटम {ids}}} कैंसल करें ({reason})? खरीदार को बताया जाएगा; यह वापस नहीं होता।',
  'fulfilment.cancel.questionShipment':
    'शिपमेंट {shipment} कैंसल करें ({reason})? खरीदार को बताया जाएगा; यह वापस नहीं होता।',
  'fulfilment.cancel.keep': 'रहने दें',
  'fulfilment.selfShip.title': 'खुद भेजें',
  'fulfilment.selfShip.confirmLabel':
    '{action, select, dispatch {पक्का करें: डिस्पैच मार्क करें} delivered {पक्का करें: डिलीवर मार्क करें} attempt {पक्का करें: डिलीवरी की नाकाम कोशिश दर्ज करें} other {पक्का करें: ट्रैकिंग आईडी बदलें}}',
  'fulfilment.selfShip.courier': 'कूरियर',
  'fulfilment.selfShip.courierExample': 'जैसे ब्लू डार्ट',
  'fulfilment.selfShip.tracking': 'ट्रैकिंग आईडी',
  'fulfilment.selfShip.newTracking': 'नया ट्रैकिंग आईडी',
  'fulfilment.selfShip.expected': 'अनुमानित डिलीवरी',
  'fulfilment.selfShip.dispatch': 'डिस्पैच मार्क करें',
  'fulfilment.selfShip.dispatchButton': 'डिस्पैच मार्क करें…',
  'fulfilment.selfShip.dispatchQuestion':
    'शिपमेंट {shipment} को {courier} से, ट्रैकिंग आईडी {tracking} के साथ डिस्पैच मार्क करें? खरीदार को बताया जाएगा; यह वापस नहीं होता।',
  'fulfilment.selfShip.invoiceHint':
    'अगर यह शिपमेंट Stockroom ने पैक किया है तो खाली छोड़ें: वह उसी इनवॉइस को भेजता है जिससे पैक किया था।',
  'fulfilment.selfShip.delivered': 'डिलीवर मार्क करें',
  'fulfilment.selfShip.deliveredButton': 'डिलीवर मार्क करें…',
  'fulfilment.selfShip.deliveredQuestion': 'शिपमेंट {shipment} को {day} को डिलीवर मार्क करें? यह वापस नहीं होता।',
  'fulfilment.selfShip.deliveredOn': 'डिलीवरी की तारीख',
  'fulfilment.selfShip.attempt': 'डिलीवरी की नाकाम कोशिश दर्ज करें',
  'fulfilment.selfShip.attemptButton': 'नाकाम कोशिश दर्ज करें…',
  'fulfilment.selfShip.attemptQuestion':
    'दर्ज करें कि आपका कूरियर {day} को शिपमेंट {shipment} डिलीवर नहीं कर पाया? यह वापस नहीं होता।',
  'fulfilment.selfShip.attemptConfirm': 'नाकाम कोशिश दर्ज करें',
  'fulfilment.selfShip.attemptedOn': 'कोशिश की तारीख',
  'fulfilment.selfShip.trackingUpdate': 'ट्रैकिंग आईडी बदलें',
  'fulfilment.selfShip.trackingButton': 'ट्रैकिंग आईडी बदलें…',
  'fulfilment.selfShip.trackingQuestion':
    'शिपमेंट {shipment} को {courier} का ट्रैकिंग आईडी {tracking} दें? खरीदार को नया आईडी दिखेगा।',
};
