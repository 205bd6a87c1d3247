import type { PartialCatalogue } from '../catalogue.ts';

/** Marathi: the seller's day (Today, Shipments, Pack, Returns); the rest reads in English until translated. */
export const mr: PartialCatalogue = {
  // — app frame —
  'app.language.label': 'भाषा',
  'app.printer.browserPrints':
    'Stockroom ची ही आवृत्ती ब्राउझरमधून प्रिंट करते: ब्राउझरचे Print (Ctrl+P) वापरा, त्यातूनच PDF ही सेव्ह होते.',
  'app.printer.downloads': 'Stockroom ची ही आवृत्ती PDF डाउनलोड करते: डाउनलोड केलेल्या फाइलमधून प्रिंट करा.',
  // — settings —
  'settings.language.heading': 'भाषा',
  'settings.language.system': 'या संगणकाप्रमाणे',
  'settings.language.hint':
    'स्क्रीन, संदेश, पिक लिस्ट आणि एक्सपोर्ट याच भाषेत दिसतील. अंक लेबलप्रमाणे इंग्रजी अंकांतच राहतील.',
  // — fulfilment —
  'fulfilment.offline.sentence': 'Stockroom मार्केटप्लेसशी जोडू शकत नाही, {what}; ऑनलाइन झाल्यावर पुन्हा प्रयत्न करा.',
  'fulfilment.offline.so': 'म्हणून {notDone}',
  'fulfilment.offline.labels': 'आणि हे लेबल आधी डाउनलोड झाले नव्हते',
  'fulfilment.offline.manifests': 'म्हणून कोणताही मॅनिफेस्ट तयार झाला नाही',
  'fulfilment.verb.did':
    '{kind, select, pack {पॅक झाले.} dispatch {रेडी टू डिस्पॅच मार्क झाले.} cancel {कॅन्सल झाले.} selfShipDispatch {डिस्पॅच मार्क झाले.} selfShipDeliver {डिलिव्हर मार्क झाले.} selfShipAttempt {डिलिव्हरीचा अयशस्वी प्रयत्न नोंदवला.} other {ट्रॅकिंग आयडी बदलला.}}',
  'fulfilment.verb.already':
    '{kind, select, pack {मार्केटप्लेसवर आधीच पॅक आहे} dispatch {मार्केटप्लेसवर आधीच रेडी टू डिस्पॅच आहे} cancel {मार्केटप्लेसवर आधीच कॅन्सल आहे} selfShipDispatch {मार्केटप्लेसवर आधीच डिस्पॅच मार्क आहे} selfShipDeliver {मार्केटप्लेसवर आधीच डिलिव्हर मार्क आहे} selfShipAttempt {मार्केटप्लेसवर अयशस्वी प्रयत्न आधीच नोंदवलेला आहे} other {मार्केटप्लेसवर ट्रॅकिंग आयडी आधीच बदललेला आहे}}; पुन्हा पाठवले नाही.',
  'fulfilment.verb.cannot':
    '{kind, select, pack {पॅक} dispatch {रेडी टू डिस्पॅच मार्क} cancel {कॅन्सल} selfShipDispatch {डिस्पॅच मार्क} selfShipDeliver {डिलिव्हर मार्क} selfShipAttempt {डिलिव्हरीचा अयशस्वी प्रयत्न म्हणून नोंद} other {नव्या ट्रॅकिंग आयडीने अपडेट}}',
  'fulfilment.verb.notDone':
    '{kind, select, pack {काहीही पॅक झाले नाही} dispatch {काहीही रेडी टू डिस्पॅच मार्क झाले नाही} cancel {काहीही कॅन्सल झाले नाही} selfShipDispatch {काहीही डिस्पॅच मार्क झाले नाही} selfShipDeliver {काहीही डिलिव्हर मार्क झाले नाही} selfShipAttempt {डिलिव्हरीचा कोणताही प्रयत्न नोंदवला नाही} other {कोणताही ट्रॅकिंग आयडी बदलला नाही}}',
  'fulfilment.state.name':
    '{state, select, APPROVED {पॅक होण्याच्या प्रतीक्षेत} PACKING_IN_PROGRESS {पॅक होत आहे} FORM_FAILED {फॉर्म अयशस्वी} PACKED {पॅक} READY_TO_DISPATCH {रेडी टू डिस्पॅच} PICKUP_COMPLETE {पिकअप झाले} CANCELLED {कॅन्सल} SHIPPED {शिप झाले} DELIVERED {डिलिव्हर झाले} RETURN_REQUESTED {रिटर्न मागितले} RETURNED {रिटर्न झाले} COMPLETED {पूर्ण} other {{raw}}}',
  'fulfilment.cancelled.items':
    '{count, plural, one {ऑर्डर आयटम {ids} कॅन्सल झाला} other {ऑर्डर आयटम {ids} कॅन्सल झाले}}; शिपमेंटचा उरलेला भाग अजून पॅक करायचा आहे.',
  'fulfilment.cancelled.itemsAlready':
    '{count, plural, one {ऑर्डर आयटम {ids} मार्केटप्लेसवर आधीच कॅन्सल आहे} other {ऑर्डर आयटम {ids} मार्केटप्लेसवर आधीच कॅन्सल आहेत}}; पुन्हा पाठवले नाही.',
  'fulfilment.item.packing': 'मार्केटप्लेस हे पॅक करत आहे.',
  'fulfilment.item.notSent': 'पाठवले नाही: काम कॅन्सल केले.',
  'fulfilment.refused.notSelfShip': 'हे मार्केटप्लेसच्या कुरिअरने जाते, तुमच्या नाही, म्हणून हे {cannot} केले नाही.',
  'fulfilment.refused.notKnown':
    'मार्केटप्लेसने हे घेतले की नाही ते सांगितले नाही, आणि शिपमेंटमध्ये प्रयत्न दिसत नाहीत, म्हणून Stockroom ने हे पुन्हा पाठवले नाही; मार्केटप्लेसच्या पॅनेलमध्ये शिपमेंट तपासा.',
  'fulfilment.refused.formFailed': 'पॅक करताना मार्केटप्लेसवर एक फॉर्म अयशस्वी झाला; मार्केटप्लेसच्या पॅनेलमध्ये शिपमेंट उघडा.',
  'fulfilment.refused.onHold': 'मार्केटप्लेसने हे शिपमेंट थांबवले आहे, म्हणून हे {cannot} केले नाही.',
  'fulfilment.refused.state': 'मार्केटप्लेसवर हे {state} आहे, म्हणून हे {cannot} केले नाही.',
  'fulfilment.refused.marketplace': 'मार्केटप्लेसने नकार दिला: {reason} ({code}).',
  'fulfilment.refused.cancelledBeforeTaken':
    'काम कॅन्सल झाले तेव्हा मार्केटप्लेसने हे घेतले नव्हते, म्हणून हे {cannot} केले नाही.',
  'fulfilment.refused.notPacked':
    'मार्केटप्लेसने पॅक दोनदा स्वीकारले, पण शिपमेंट पुन्हा पॅक होण्याच्या प्रतीक्षेत आहे; ते मार्केटप्लेसच्या पॅनेलमध्ये उघडा.',
  'fulfilment.refused.busy': 'Stockroom चे दुसरे काम हे शिपमेंट मार्केटप्लेसवर पाठवत आहे, म्हणून या कामाने ते पाठवले नाही.',
  'fulfilment.refused.numberTaken':
    'शिपमेंट {owner} कडे आधीच इनव्हॉइस नंबर {number} आहे, म्हणून काहीही पॅक झाले नाही; शिपमेंट {shipment} ला दुसरा नंबर द्या.',
  'fulfilment.held.first':
    '{count, plural, one {शिपमेंट {ids} आधीच {cannot} केले जात आहे} other {शिपमेंट {ids} आधीच {cannot} केले जात आहेत}}',
  'fulfilment.held.more':
    '{count, plural, one {{ids} आधीच {cannot} केले जात आहे} other {{ids} आधीच {cannot} केले जात आहेत}}',
  'fulfilment.held.and': '{before}, आणि {after}',
  'fulfilment.held.sentence': '{parts}, म्हणून {notDone}; ते काम पूर्ण होऊ द्या, मग पुन्हा प्रयत्न करा.',
  'fulfilment.list.and': '{some} आणि {last}',
  'fulfilment.list.more': '{count, plural, other {आणखी #}}',
  'fulfilment.progress.packing': 'मार्केटप्लेसवर पॅकिंग: {total, number} पैकी {packed, number} पॅक',
  'fulfilment.progress.answered': '{total, number} पैकी {answered, number} ना उत्तर मिळाले',
  'fulfilment.progress.slowDown': '{total, number} पैकी {answered, number} ना उत्तर मिळाले; {slowDown}',
  'fulfilment.job.checking': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}}: मार्केटप्लेसने काय केले ते तपासत आहे',
  'fulfilment.job.closing':
    '{total, number} पैकी {done, number} {cannot} केले{packing, plural, =0 {} other {, # मार्केटप्लेसवर अजून पॅक होत आहेत}}{refused, plural, =0 {} other {, # ना नकार}}.',
  'fulfilment.job.cancelledClosing': 'कॅन्सल केले; {closing}',
  'fulfilment.job.cancelled': 'कॅन्सल केले; आधी पाठवलेले शिपमेंट मार्केटप्लेसने घेतले तसेच राहतील.',
  'fulfilment.job.cancelledShort': 'कॅन्सल केले.',
  'fulfilment.job.unanswered': 'मार्केटप्लेसने प्रत्येक शिपमेंटला उत्तर दिले नाही.',
  'fulfilment.job.unansweredFor':
    'मार्केटप्लेसने {total, plural, one {# शिपमेंट} other {# शिपमेंट}} पैकी {open, number} ला उत्तर दिले नाही; मार्केटप्लेस पुन्हा उत्तर देईल तेव्हा Stockroom त्याने काय केले ते तपासेल.',
  'fulfilment.job.failed': 'हे काम अनपेक्षितपणे अयशस्वी झाले.',
  'fulfilment.job.label':
    '{kind, select, pack {पॅक होत आहे} dispatch {रेडी टू डिस्पॅच} cancel {कॅन्सल होत आहे} selfShipDispatch {डिस्पॅच मार्क होत आहे} selfShipDeliver {डिलिव्हर मार्क होत आहे} selfShipAttempt {अयशस्वी प्रयत्न नोंदवत आहे} other {ट्रॅकिंग आयडी बदलत आहे}}',
  'fulfilment.cancel.notInShipment': 'ऑर्डर आयटम {item} शिपमेंट {shipment} मध्ये नाही.',
  'fulfilment.cancel.noGroup':
    'मार्केटप्लेसने शिपमेंट {shipment} च्या एका ऑर्डर आयटमचा कॅन्सलेशन ग्रुप दिला नाही, म्हणून त्याचे आयटम एकेक करून कॅन्सल करता येत नाहीत; पूर्ण शिपमेंट कॅन्सल करा.',
  'fulfilment.account.none': 'या प्रोफाइलसाठी अजून सेलर अकाउंट नाही. ते सेटिंग्जमध्ये जोडा.',
  'fulfilment.action.notFound': 'हे काम नोंदीत नाही.',
  'fulfilment.choose.none': 'किमान एक शिपमेंट निवडा.',
  'fulfilment.labels.notDownloaded': 'कोणतेही लेबल डाउनलोड झाले नाही',
  'fulfilment.file.labels': '{count, plural, =1 {लेबल {id}.pdf} other {लेबल # शिपमेंट.pdf}}',
  'fulfilment.file.manifest': 'मॅनिफेस्ट {courier} {day}.pdf',
  'fulfilment.file.downloaded': '{files} डाउनलोड झाले.',
  'fulfilment.file.downloadedKept': '{file} (या संगणकावर ठेवलेली प्रत) डाउनलोड झाले.',
  'fulfilment.selfShip.deliveryBeforeToday': 'अपेक्षित डिलिव्हरीची तारीख आजच्या आधीची असू शकत नाही.',
  'fulfilment.selfShip.dayAfterToday':
    '{kind, select, selfShipDeliver {डिलिव्हरीची तारीख आजनंतरची असू शकत नाही.} other {प्रयत्नाची तारीख आजनंतरची असू शकत नाही.}}',
  'fulfilment.selfShip.invoiceUnknown':
    'शिपमेंट {shipment} Stockroom ने पॅक केले नाही, म्हणून ज्या इनव्हॉइस नंबरने ते पॅक झाले तो लिहा.',
  'fulfilment.skipped.onHold': 'मार्केटप्लेसने हे थांबवले आहे.',
  'fulfilment.skipped.notYet': '{when} पासून पॅक करता येईल.',
  'fulfilment.pattern.empty': 'इनव्हॉइस नंबरचा पॅटर्न द्या, उदा. {example}.',
  'fulfilment.pattern.unknown':
    'पॅटर्नमध्ये {placeholder} आहे, जे Stockroom ला माहीत नाही: काउंटरसाठी {counter} किंवा {padded}, तारखेसाठी {yyyy}, {yy} किंवा {mm} वापरा.',
  'fulfilment.pattern.badText': 'कंसाबाहेर पॅटर्नमध्ये फक्त अक्षरे, अंक, / आणि - असू शकतात.',
  'fulfilment.pattern.noCounter': 'पॅटर्नमध्ये काउंटर हवा: {counter}, किंवा पाच अंकांसाठी {padded}.',
  'fulfilment.pattern.twoCounters': 'पॅटर्नमध्ये काउंटर दोनदा आहे; तो एकदाच द्या.',
  'fulfilment.pattern.next': 'पुढचा नंबर 1 ते 999999999 मधील पूर्ण संख्या असावी.',
  'fulfilment.pattern.tooLong':
    'हा पॅटर्न {length} अक्षरांचे इनव्हॉइस नंबर बनवतो, उदा. {sample}; मार्केटप्लेस जास्तीत जास्त {max} घेते.',
  'fulfilment.pattern.legend': 'इनव्हॉइस नंबर',
  'fulfilment.pattern.label': 'पॅटर्न',
  'fulfilment.pattern.nextLabel': 'पुढचा नंबर',
  'fulfilment.pattern.use': 'हा पॅटर्न वापरा',
  'fulfilment.pattern.help':
    '{counter} हा काउंटर आहे ({padded} तो 5 अंकी करतो); {yyyy}, {yy} आणि {mm} हे नंबर बनतात त्या दिवसाचे वर्ष आणि महिना. मार्केटप्लेस पॅक करते त्याच इनव्हॉइसवर काउंटर पुढे सरकतो.',
  'fulfilment.check.invoiceEmpty': 'इनव्हॉइस नंबर द्या.',
  'fulfilment.check.invoiceShape': 'इनव्हॉइस नंबरमध्ये जास्तीत जास्त 16 अक्षरे, अंक, / किंवा - असतात.',
  'fulfilment.check.invoiceUsed': 'शिपमेंट {owner} कडे आधीच हा इनव्हॉइस नंबर आहे.',
  'fulfilment.check.invoiceTwice': 'या फॉर्ममधील दुसऱ्या शिपमेंटला हाच इनव्हॉइस नंबर आहे.',
  'fulfilment.check.measureNaN':
    '{measure, select, length {लांबी} breadth {रुंदी} height {उंची} other {वजन}} {measure, select, weight {kg} other {cm}} मध्ये अंकात द्या.',
  'fulfilment.check.measureLow':
    '{measure, select, length {लांबी} breadth {रुंदी} height {उंची} other {वजन}} 0 {measure, select, weight {kg} other {cm}} पेक्षा जास्त असावी.',
  'fulfilment.check.measureHigh':
    '{measure, select, length {लांबी} breadth {रुंदी} height {उंची} other {वजन}} जास्तीत जास्त {max} {measure, select, weight {kg} other {cm}} असू शकते.',
  'fulfilment.check.dateShape': 'इनव्हॉइसची तारीख तारखेच्या स्वरूपात द्या, उदा. 2026-11-27.',
  'fulfilment.check.dateMissing': 'इनव्हॉइसची ही तारीख अस्तित्वात नाही.',
  'fulfilment.check.dateFuture': 'इनव्हॉइसची तारीख आजनंतरची असू शकत नाही.',
  'fulfilment.check.gstNegative': 'GST दर 0 पेक्षा कमी असू शकत नाही: {rates} (टक्के) पैकी द्या.',
  'fulfilment.check.gstRate': 'GST दर द्या: {rates} (टक्के).',
  'fulfilment.check.amountNaN': 'इनव्हॉइसची रक्कम रुपयांत, अंकात द्या.',
  'fulfilment.check.amountNegative': 'इनव्हॉइसची रक्कम 0 रुपयांपेक्षा कमी असू शकत नाही.',
  'fulfilment.check.serialCount':
    '{count, plural, one {# सीरियल नंबर} other {# सीरियल नंबर}} द्या, प्रत्येक युनिटला एक ({given} दिले).',
  'fulfilment.check.serialEmpty': '{count} पैकी युनिट {unit} चा सीरियल नंबर द्या.',
  'fulfilment.check.serialShape': 'सीरियल नंबरमध्ये जास्तीत जास्त 100 अक्षरे, अंक किंवा चिन्हे असतात, स्पेसशिवाय.',
  'fulfilment.check.serialTwice': 'या फॉर्ममधील दुसऱ्या युनिटला हाच सीरियल नंबर आहे; प्रत्येक युनिटचा वेगळा असतो.',
  'fulfilment.tax.question':
    'शिपमेंट {shipment} मधील {sku}: {origin, select, listing {लिस्टिंगनुसार} sheet {लिस्टिंग शीटनुसार} seller {तुमच्या प्रोडक्ट रेकॉर्डनुसार} lastUsed {मागच्या पॅकमध्ये} other {प्रोडक्ट रेकॉर्डनुसार}} {record}% आहे; या इनव्हॉइससाठी {typed}% वापरायचा?',
  'fulfilment.tax.label': '{count, plural, one {GST दर तपासा} other {GST दर तपासा}}',
  'fulfilment.tax.confirm':
    '{count, plural, one {या इनव्हॉइससाठी लिहिलेला दर वापरा} other {या इनव्हॉइससाठी लिहिलेले दर वापरा}}',
  'fulfilment.origin.cell':
    '{origin, select, listing {लिस्टिंगमधून} sheet {लिस्टिंग शीटमधून} seller {तुमच्या प्रोडक्ट रेकॉर्डमधून} lastUsed {मागच्या पॅकप्रमाणे} order {ऑर्डरमधून} other {तुमच्या पॅटर्नमधून}}',
  'fulfilment.pack.title': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} पॅक करा',
  'fulfilment.pack.review': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} पॅक करा…',
  'fulfilment.pack.cellFor': '{label}, शिपमेंट {shipment}',
  'fulfilment.pack.shipment': 'शिपमेंट {shipment}',
  'fulfilment.pack.invoiceNumber': 'इनव्हॉइस नंबर',
  'fulfilment.pack.invoiceDate': 'इनव्हॉइसची तारीख',
  'fulfilment.pack.amount': 'रक्कम ₹',
  'fulfilment.pack.gst': 'GST दर %',
  'fulfilment.pack.withSku': '{label} ({sku} साठी)',
  'fulfilment.pack.item': '{sku} × {quantity} नग: {title}',
  'fulfilment.pack.hsn': ', HSN कोड {hsn}',
  'fulfilment.pack.serials': 'सीरियल नंबर',
  'fulfilment.pack.serialsFor': 'शिपमेंट {shipment} मधील {sku} चे सीरियल नंबर',
  'fulfilment.pack.serialUnit': '{count} पैकी सीरियल {unit}',
  'fulfilment.pack.measure':
    '{measure, select, length {लांबी cm} breadth {रुंदी cm} height {उंची cm} other {वजन kg}}',
  'fulfilment.pack.skipped': 'या फॉर्ममध्ये नाही',
  'fulfilment.pack.line': 'शिपमेंट {shipment}: {sentence}',
  'fulfilment.pack.close': 'बंद करा',
  'fulfilment.pack.confirmLabel': 'पॅकिंग निश्चित करा',
  'fulfilment.pack.question':
    'मार्केटप्लेसवर {count, plural, one {# शिपमेंट} other {# शिपमेंट}} पॅक करायचे? पॅकिंग परत घेता येत नाही: मार्केटप्लेस याच माहितीने लेबल आणि इनव्हॉइस छापते.',
  'fulfilment.form.back': 'फॉर्मवर परत',
  'fulfilment.form.cells':
    'पॅक करण्याआधी {count, plural, one {# रकान्यात बदल हवा} other {# रकान्यांत बदल हवा}}; प्रत्येक रकाना कारण सांगतो.',
  'fulfilment.confirm.back': 'परत',
  'fulfilment.bar.selection': 'निवड',
  'fulfilment.bar.tick': 'काम करण्यासाठी शिपमेंटवर टिक करा.',
  'fulfilment.bar.clear': 'काढा',
  'fulfilment.bar.clearLabel': 'निवड काढा (Escape)',
  'fulfilment.bar.packing': 'शिपमेंट पॅक होत आहेत: ते संपल्यावर आणखी पॅक करा.',
  'fulfilment.bar.reading': 'वाचत आहे…',
  'fulfilment.bar.noneSelected': 'काहीही निवडले नाही',
  'fulfilment.bar.pack': 'पॅक करा… ({covers})',
  'fulfilment.bar.labels': 'लेबल आणि इनव्हॉइस ({covers})',
  'fulfilment.bar.printLabels': 'लेबल आणि इनव्हॉइस प्रिंट करा ({covers})',
  'fulfilment.bar.ready': 'रेडी टू डिस्पॅच ({covers})',
  'fulfilment.bar.manifests': 'आजचे मॅनिफेस्ट',
  'fulfilment.bar.manifestsFor': '{location} चे आजचे मॅनिफेस्ट',
  'fulfilment.bar.printManifests': 'आजचे मॅनिफेस्ट प्रिंट करा',
  'fulfilment.bar.printManifestsFor': '{location} चे आजचे मॅनिफेस्ट प्रिंट करा',
  'fulfilment.result.noAnswer': 'अजून उत्तर आले नाही.',
  'fulfilment.result.download': 'लेबल आणि इनव्हॉइस डाउनलोड करा ({count, number})',
  'fulfilment.result.print': 'लेबल आणि इनव्हॉइस प्रिंट करा ({count, number})',
  'fulfilment.result.ready': 'रेडी टू डिस्पॅच ({count, number} पॅक)',
  'fulfilment.result.dismiss': 'काढा',
  'fulfilment.pdf.save': 'PDF म्हणून सेव्ह करा',
  'fulfilment.print.printed': 'प्रिंटरला पाठवले.',
  'fulfilment.print.saved': '{path} मध्ये सेव्ह केले.',
  'fulfilment.print.opened': 'तुमच्या PDF व्ह्यूअरमध्ये उघडले: तिथूनच प्रिंट करा.',
  'fulfilment.manifests.none': 'कोणतेही शिपमेंट रेडी टू डिस्पॅच नाही, म्हणून अजून मॅनिफेस्ट नाही.',
  'fulfilment.ready.confirmLabel': 'रेडी टू डिस्पॅच निश्चित करा',
  'fulfilment.ready.question':
    '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} रेडी टू डिस्पॅच मार्क करायचे? हे परत घेता येत नाही.',
  'fulfilment.ready.confirm': '{count, plural, one {# शिपमेंट} other {# शिपमेंट}} रेडी टू डिस्पॅच मार्क करा',
  'fulfilment.reprint.label': 'लेबल आणि इनव्हॉइस पुन्हा डाउनलोड करा',
  'fulfilment.reprint.print': 'लेबल आणि इनव्हॉइस पुन्हा प्रिंट करा',
  'fulfilment.cancel.reason':
    '{reason, select, out_of_stock {स्टॉक संपला} cannot_ship_to_address {या पत्त्यावर पाठवू शकत नाही} pricing_error {चुकीची किंमत} other {इतर कारण}}',
  'fulfilment.cancel.reasonLabel': 'कॅन्सल करण्याचे कारण',
  'fulfilment.cancel.choose': 'कारण निवडा',
  'fulfilment.cancel.itemsLegend': 'कॅन्सल करायचे ऑर्डर आयटम (काहीही टिक नाही: पूर्ण शिपमेंट)',
  'fulfilment.cancel.items': '{count, plural, one {# ऑर्डर आयटम} other {# ऑर्डर आयटम}} कॅन्सल करा…',
  'fulfilment.cancel.itemsConfirm': '{count, plural, one {# ऑर्डर आयटम} other {# ऑर्डर आयटम}} कॅन्सल करा',
  'fulfilment.cancel.shipment': 'हे शिपमेंट कॅन्सल करा…',
  'fulfilment.cancel.shipmentConfirm': 'शिपमेंट कॅन्सल करा',
  'fulfilment.cancel.confirmLabel': 'कॅन्सल करणे निश्चित करा',
  'fulfilment.cancel.questionItems':
    'शिपमेंट {shipment} मधील {count, plural, one {ऑर्डर आयटम {ids}} other {ऑर्डर आयटम {ids}}} कॅन्सल करायचे ({reason})? खरेदीदाराला कळवले जाईल; हे परत घेता येत नाही.',
  'fulfilment.cancel.questionShipment':
    'शिपमेंट {shipment} कॅन्सल करायचे ({reason})? खरेदीदाराला कळवले जाईल; हे परत घेता येत नाही.',
  'fulfilment.cancel.keep': 'राहू द्या',
  'fulfilment.selfShip.title': 'स्वतः पाठवा',
  'fulfilment.selfShip.confirmLabel':
    '{action, select, dispatch {निश्चित करा: डिस्पॅच मार्क करा} delivered {निश्चित करा: डिलिव्हर मार्क करा} attempt {निश्चित करा: डिलिव्हरीचा अयशस्वी प्रयत्न नोंदवा} other {निश्चित करा: ट्रॅकिंग आयडी बदला}}',
  'fulfilment.selfShip.courier': 'कुरिअर',
  'fulfilment.selfShip.courierExample': 'उदा. ब्लू डार्ट',
  'fulfilment.selfShip.tracking': 'ट्रॅकिंग आयडी',
  'fulfilment.selfShip.newTracking': 'नवा ट्रॅकिंग आयडी',
  'fulfilment.selfShip.expected': 'अपेक्षित डिलिव्हरी',
  'fulfilment.selfShip.dispatch': 'डिस्पॅच मार्क करा',
  'fulfilment.selfShip.dispatchButton': 'डिस्पॅच मार्क करा…',
  'fulfilment.selfShip.dispatchQuestion':
    'शिपमेंट {shipment} {courier} ने, ट्रॅकिंग आयडी {tracking} सह डिस्पॅच मार्क करायचे? खरेदीदाराला कळवले जाईल; हे परत घेता येत नाही.',
  'fulfilment.selfShip.invoiceHint':
    'हे शिपमेंट Stockroom ने पॅक केले असल्यास रिकामे ठेवा: ज्या इनव्हॉइसने पॅक केले तेच ते पाठवते.',
  'fulfilment.selfShip.delivered': 'डिलिव्हर मार्क करा',
  'fulfilment.selfShip.deliveredButton': 'डिलिव्हर मार्क करा…',
  'fulfilment.selfShip.deliveredQuestion':
    'शिपमेंट {shipment} {day} रोजी डिलिव्हर मार्क करायचे? हे परत घेता येत नाही.',
  'fulfilment.selfShip.deliveredOn': 'डिलिव्हरीची तारीख',
  'fulfilment.selfShip.attempt': 'डिलिव्हरीचा अयशस्वी प्रयत्न नोंदवा',
  'fulfilment.selfShip.attemptButton': 'अयशस्वी प्रयत्न नोंदवा…',
  'fulfilment.selfShip.attemptQuestion':
    'तुमचा कुरिअर {day} रोजी शिपमेंट {shipment} डिलिव्हर करू शकला नाही अशी नोंद करायची? हे परत घेता येत नाही.',
  'fulfilment.selfShip.attemptConfirm': 'अयशस्वी प्रयत्न नोंदवा',
  'fulfilment.selfShip.attemptedOn': 'प्रयत्नाची तारीख',
  'fulfilment.selfShip.trackingUpdate': 'ट्रॅकिंग आयडी बदला',
  'fulfilment.selfShip.trackingButton': 'ट्रॅकिंग आयडी बदला…',
  'fulfilment.selfShip.trackingQuestion':
    'शिपमेंट {shipment} ला {courier} चा ट्रॅकिंग आयडी {tracking} द्यायचा? खरेदीदाराला नवा आयडी दिसेल.',
};
