import type { BackendCatalogue } from '../catalogue.ts';

/** Marathi, the messages only the backend says (the ids of en-backend.ts). */
export const mrBackend: Partial<BackendCatalogue> = {
  // — app frame —
  'app.printer.browserPrints':
    'Stockroom ची ही आवृत्ती ब्राउझरमधून प्रिंट करते: ब्राउझरचे Print (Ctrl+P) वापरा, त्यातूनच PDF ही सेव्ह होते.',
  'app.printer.downloads': 'Stockroom ची ही आवृत्ती PDF डाउनलोड करते: डाउनलोड केलेल्या फाइलमधून प्रिंट करा.',
  // — today and shipments —
  'shipments.pickList.selected': '{count, plural, one {# निवडलेले शिपमेंट} other {# निवडलेली शिपमेंट}}',
  'shipments.error.pickListTooLong':
    'एका पिक लिस्टमध्ये जास्तीत जास्त {max, number} शिपमेंट येतात आणि या टॅबमध्ये {found, number} आहेत. शोध, तारखा किंवा लोकेशनने कमी करा, किंवा ओळी निवडा.',
  'shipments.error.noSellerAccount': 'या प्रोफाइलसाठी अजून सेलर अकाउंट जोडलेले नाही. ते सेटिंगमध्ये जोडा.',
  'shipments.error.notStored': 'शिपमेंट {shipmentId} ऑफलाइन प्रतीत नाही.',
  'shipments.error.notStoredHere': 'शिपमेंट {shipmentId} या अकाउंटच्या ऑफलाइन प्रतीत नाही.',
  'shipments.error.badFromDate': '"पासून" ची तारीख 2026-11-23 सारखी असावी.',
  'shipments.error.badToDate': '"पर्यंत" ची तारीख 2026-11-23 सारखी असावी.',
  'shipments.sync.fullDone': 'पूर्ण सिंक झाला: {count, plural, one {# शिपमेंट} other {# शिपमेंट}} सेव्ह झाले.',
  'shipments.sync.done': 'सिंक झाला: {count, plural, one {# शिपमेंट} other {# शिपमेंट}} सेव्ह झाले.',
  'shipments.sync.progress':
    'शिपमेंट सिंक होत आहेत: {total, number} पैकी {done, number} तारीख-खंड, {count, plural, one {# शिपमेंट} other {# शिपमेंट}} सेव्ह',
  'shipments.sync.failed': 'सिंक झाला नाही.',
  'shipments.sync.failedUnexpectedly': 'सिंक अचानक थांबला.',
  'shipments.sync.cancelledShort': 'रद्द',
  'shipments.sync.cancelled': 'सिंक रद्द झाला; पुढचा सिंक जिथे थांबला तिथून पुढे जाईल.',
  'shipments.backgroundSync.badMinutes':
    'बॅकग्राउंड सिंक दर {choices} मिनिटांनी चालतो किंवा बंद (0) असतो, {minutes} नाही.',
  'shipments.backgroundSync.newOrders':
    'पॅक करण्यासाठी {count, plural, one {# नवीन ऑर्डर} other {# नवीन ऑर्डर}}.',
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
  'fulfilment.cancel.notInShipment': 'ऑर्डर आयटम {item} शिपमेंट {shipment} मध्ये नाही.',
  'fulfilment.cancel.noGroup':
    'मार्केटप्लेसने शिपमेंट {shipment} च्या एका ऑर्डर आयटमचा कॅन्सलेशन ग्रुप दिला नाही, म्हणून त्याचे आयटम एकेक करून कॅन्सल करता येत नाहीत; पूर्ण शिपमेंट कॅन्सल करा.',
  'fulfilment.account.none': 'या प्रोफाइलसाठी अजून सेलर अकाउंट नाही. ते सेटिंग्जमध्ये जोडा.',
  'fulfilment.action.notFound': 'हे काम नोंदीत नाही.',
  'fulfilment.choose.none': 'किमान एक शिपमेंट निवडा.',
  'fulfilment.labels.notDownloaded': 'कोणतेही लेबल डाउनलोड झाले नाही',
  'fulfilment.file.labels': '{count, plural, =1 {लेबल {id}.pdf} other {लेबल # शिपमेंट.pdf}}',
  'fulfilment.file.manifest': 'मॅनिफेस्ट {courier} {day}.pdf',
  'fulfilment.selfShip.deliveryBeforeToday': 'अपेक्षित डिलिव्हरीची तारीख आजच्या आधीची असू शकत नाही.',
  'fulfilment.selfShip.dayAfterToday':
    '{kind, select, selfShipDeliver {डिलिव्हरीची तारीख आजनंतरची असू शकत नाही.} other {प्रयत्नाची तारीख आजनंतरची असू शकत नाही.}}',
  'fulfilment.selfShip.invoiceUnknown':
    'शिपमेंट {shipment} Stockroom ने पॅक केले नाही, म्हणून ज्या इनव्हॉइस नंबरने ते पॅक झाले तो लिहा.',
  'fulfilment.skipped.onHold': 'मार्केटप्लेसने हे थांबवले आहे.',
  'fulfilment.skipped.notYet': '{when} पासून पॅक करता येईल.',
  // — returns and sandbox —
  'returns.receive.notFound': 'रिटर्न {returnId} या अकाउंटच्या रिटर्नमध्ये नाही.',
  'returns.receive.notArrived':
    'रिटर्न {returnId} अजून पोहोचला नाही: तो तुमच्याकडे पोहोचल्याचे मार्केटप्लेसने सांगितल्यावर तो रिसीव करता येईल.',
  'returns.claims.noClaim': 'रिटर्न {returnId} साठी दाखल करायचा क्लेम नाही.',
  'returns.claims.markedFiled': 'रिटर्न {returnId} चा क्लेम दाखल केला म्हणून मार्क झाला.',
  'returns.receive.already':
    'रिटर्न {returnId} आधीच {at, date, medium}, {at, time, short} ला {condition, select, good {चांगले} damaged {खराब झालेले} wrong_item {चुकीचा माल} other {माल गायब}} म्हणून रिसीव झाला आहे.',
  'returns.restock.byHand': 'त्याचा SKU किंवा लोकेशन माहीत नाही: माझी लिस्टिंगमध्ये तो हाताने स्टॉकमध्ये परत टाका.',
  'returns.restock.waiting': 'स्टॉकमध्ये परत जाण्याची वाट.',
  'returns.restock.sending': 'मार्केटप्लेसवर {sku} च्या स्टॉकमध्ये जोडले जात आहे.',
  'returns.restock.offline': 'ऑफलाइन: स्टॉक वाचला नाही. {error}',
  'returns.restock.started':
    '{skus, plural, one {# SKU} other {# SKU}} चे {units, plural, one {# नग} other {# नग}} स्टॉकमध्ये परत टाकले जात आहेत.',
  'returns.restock.restocked': '{sku} चे {quantity, plural, one {# नग} other {# नग}} स्टॉकमध्ये परत आले.',
  'returns.restock.unsure':
    '{sku} चा स्टॉक बदल पाठवल्यानंतर रद्द झाला: हाताने पुन्हा जोडण्यापूर्वी माझी लिस्टिंगमध्ये {sku} चा स्टॉक तपासा.',
  'returns.restock.takenOne':
    'रिटर्न {returnId} आता स्टॉकमध्ये परत जाण्याची वाट पाहत नाही (दुसऱ्या विंडोतून टाकला?): काहीही पाठवले नाही. झलक पुन्हा पाहा.',
  'returns.restock.taken':
    '{count, plural, one {# रिटर्न} other {# रिटर्न}} आता स्टॉकमध्ये परत जाण्याची वाट पाहत नाहीत (दुसऱ्या विंडोतून टाकले?): काहीही पाठवले नाही. झलक पुन्हा पाहा.',
  'returns.noAccount': 'या प्रोफाइलसाठी अजून सेलर अकाउंट जोडलेले नाही. सेटिंग्जमध्ये जोडा.',
  'returns.sync.progress': 'रिटर्न सिंक होत आहेत: {stored, plural, one {# रिटर्न} other {# रिटर्न}} सेव्ह झाले',
  'returns.sync.done':
    '{kind, select, full {रिटर्नचा पूर्ण सिंक} other {रिटर्न सिंक}} झाला: {stored, plural, one {# रिटर्न} other {# रिटर्न}} सेव्ह झाले.',
  'returns.sync.cancelled': 'रिटर्न सिंक रद्द झाला; पुढचा सिंक जिथे थांबला तिथून पुढे चालेल.',
  'returns.sync.failedUnexpectedly': 'सिंक अनपेक्षितपणे होऊ शकला नाही.',
  'returns.sync.cancelledShort': 'रद्द झाला',
  'returns.action.idsAnd': '{ids} आणि {last}',
  'returns.action.idsMore': '{ids} आणि आणखी {more, number}',
  'returns.action.held':
    '{count, plural, one {रिटर्न {ids} आधीच} other {रिटर्न {ids} आधीच}} {heldKind, select, approve {मंजूर केला जात आहे} reject {नामंजूर केला जात आहे} pickup {पिकअपची तारीख दिली जात आहे} pickupAttempt {पिकअपची नवी तारीख दिली जात आहे} complete {पूर्ण केला जात आहे} other {रद्द केला जात आहे}}, म्हणून {kind, select, approve {काहीही मंजूर झाले नाही} reject {काहीही नामंजूर झाले नाही} pickup {पिकअपची कोणतीही तारीख ठरली नाही} pickupAttempt {पिकअपचा कोणताही प्रयत्न नोंदवला नाही} complete {काहीही पूर्ण झाले नाही} other {काहीही रद्द झाले नाही}}; ते पूर्ण होईपर्यंत थांबा, मग पुन्हा प्रयत्न करा.',
  'returns.action.heldMixed':
    '{count, plural, one {रिटर्न {ids} आधीच} other {रिटर्न {ids} आधीच}} मार्केटप्लेसवर दुसऱ्या कामात आहे, म्हणून {kind, select, approve {काहीही मंजूर झाले नाही} reject {काहीही नामंजूर झाले नाही} pickup {पिकअपची कोणतीही तारीख ठरली नाही} pickupAttempt {पिकअपचा कोणताही प्रयत्न नोंदवला नाही} complete {काहीही पूर्ण झाले नाही} other {काहीही रद्द झाले नाही}}; ते पूर्ण होईपर्यंत थांबा, मग पुन्हा प्रयत्न करा.',
  'returns.action.busy': 'हा रिटर्न मार्केटप्लेसवर Stockroom च्या दुसऱ्या कामात आहे, म्हणून या कामाने तो पाठवला नाही.',
  'returns.action.did':
    '{kind, select, approve {मंजूर झाला} reject {नामंजूर झाला} pickup {पिकअपची तारीख ठरली} pickupAttempt {पिकअपचा प्रयत्न नोंदवला} complete {पूर्ण झाला} other {रद्द झाला}}.',
  'returns.action.didAlready':
    'मार्केटप्लेसवर आधीच {kind, select, approve {मंजूर झाला} reject {नामंजूर झाला} pickup {पिकअपची तारीख ठरली} pickupAttempt {पिकअपचा प्रयत्न नोंदवला} complete {पूर्ण झाला} other {रद्द झाला}}; पुन्हा पाठवला नाही.',
  'returns.action.changed':
    'तुम्ही निवडल्यानंतर मार्केटप्लेसवर त्याची पिकअप तारीख बदलली, म्हणून तो {kind, select, approve {मंजूर झाला नाही} reject {नामंजूर झाला नाही} pickup {त्याला पिकअपची तारीख मिळाली नाही} pickupAttempt {त्याला पिकअपची नवी तारीख मिळाली नाही} complete {पूर्ण झाला नाही} other {रद्द झाला नाही}}; तारीख तपासून पुन्हा प्रयत्न करा.',
  'returns.action.notSelfShip':
    'हा सेल्फ-शिप रिटर्न नाही (तो मार्केटप्लेसचा कुरिअर परत आणतो), म्हणून तो {kind, select, approve {मंजूर झाला नाही} reject {नामंजूर झाला नाही} pickup {त्याला पिकअपची तारीख मिळाली नाही} pickupAttempt {त्याला पिकअपची नवी तारीख मिळाली नाही} complete {पूर्ण झाला नाही} other {रद्द झाला नाही}}.',
  'returns.action.noState':
    'मार्केटप्लेसवर त्याची कोणतीही ओळखीची स्थिती नाही, म्हणून तो {kind, select, approve {मंजूर झाला नाही} reject {नामंजूर झाला नाही} pickup {त्याला पिकअपची तारीख मिळाली नाही} pickupAttempt {त्याला पिकअपची नवी तारीख मिळाली नाही} complete {पूर्ण झाला नाही} other {रद्द झाला नाही}}.',
  'returns.action.state':
    'मार्केटप्लेसवर तो "{status}" आहे, म्हणून तो {kind, select, approve {मंजूर झाला नाही} reject {नामंजूर झाला नाही} pickup {त्याला पिकअपची तारीख मिळाली नाही} pickupAttempt {त्याला पिकअपची नवी तारीख मिळाली नाही} complete {पूर्ण झाला नाही} other {रद्द झाला नाही}}.',
  'returns.action.unanswered': 'मार्केटप्लेसने प्रत्येक रिटर्नचे उत्तर दिले नाही.',
  'returns.action.notTaken':
    'काम रद्द होईपर्यंत मार्केटप्लेसने तो घेतला नव्हता, म्हणून तो {kind, select, approve {मंजूर झाला नाही} reject {नामंजूर झाला नाही} pickup {त्याला पिकअपची तारीख मिळाली नाही} pickupAttempt {त्याला पिकअपची नवी तारीख मिळाली नाही} complete {पूर्ण झाला नाही} other {रद्द झाला नाही}}.',
  'returns.action.cancelledClosing': 'रद्द झाले; {closing}',
  'returns.action.closing':
    '{total, number} पैकी {done, number} {kind, select, approve {मंजूर झाले} reject {नामंजूर झाले} pickup {ना पिकअपची तारीख मिळाली} pickupAttempt {ना पिकअपची नवी तारीख मिळाली} complete {पूर्ण झाले} other {रद्द झाले}}.',
  'returns.action.closingRefused':
    '{total, number} पैकी {done, number} {kind, select, approve {मंजूर झाले} reject {नामंजूर झाले} pickup {ना पिकअपची तारीख मिळाली} pickupAttempt {ना पिकअपची नवी तारीख मिळाली} complete {पूर्ण झाले} other {रद्द झाले}}, {refused, number} नाकारले.',
  'returns.action.offline':
    'Stockroom मार्केटप्लेसपर्यंत पोहोचू शकत नाही, म्हणून {kind, select, approve {काहीही मंजूर झाले नाही} reject {काहीही नामंजूर झाले नाही} pickup {पिकअपची कोणतीही तारीख ठरली नाही} pickupAttempt {पिकअपचा कोणताही प्रयत्न नोंदवला नाही} complete {काहीही पूर्ण झाले नाही} other {काहीही रद्द झाले नाही}}; ऑनलाइन झाल्यावर पुन्हा प्रयत्न करा.',
  'returns.action.chooseOne': 'किमान एक रिटर्न निवडा.',
  'returns.action.need':
    '{kind, select, reject {नामंजूर करण्याचे कारण निवडा, म्हणून काहीही नामंजूर झाले नाही} pickup {पिकअपची तारीख द्या, म्हणून पिकअपची कोणतीही तारीख ठरली नाही} other {पिकअपची नवी तारीख द्या, म्हणून पिकअपचा कोणताही प्रयत्न नोंदवला नाही}}.',
  'returns.action.notInJournal': 'हे काम जर्नलमध्ये नाही.',
  'returns.action.notOwn':
    '{count, plural, one {रिटर्न {ids} या प्रोफाइलच्या रिटर्नमध्ये नाही} other {रिटर्न {ids}{more, plural, =0 {} other { आणि आणखी #}} या प्रोफाइलच्या रिटर्नमध्ये नाहीत}} (कदाचित दुसऱ्या प्रोफाइलचे आहेत), म्हणून {kind, select, approve {काहीही मंजूर झाले नाही} reject {काहीही नामंजूर झाले नाही} pickup {पिकअपची कोणतीही तारीख ठरली नाही} pickupAttempt {पिकअपचा कोणताही प्रयत्न नोंदवला नाही} complete {काहीही पूर्ण झाले नाही} other {काहीही रद्द झाले नाही}}. ते याच प्रोफाइलच्या रिटर्न स्क्रीनवर निवडा.',
  // — app frame and backend —
  'app.pdf.partNotPdf': 'PDF चा भाग {number} PDF नाही. पुन्हा प्रयत्न करा.',
  'app.printer.partsInBrowser':
    'Stockroom ची ही आवृत्ती मोठे दस्तऐवज ब्राउझरमध्ये एकेक भाग करून प्रिंट करते: प्रत्येक भाग प्रिंट करा.',
  'app.printer.partsLost': 'या PDF चे सगळे भाग प्रिंट झाले नाहीत (दुसरे प्रिंट सुरू झाले). ते पुन्हा प्रिंट करा.',
};
